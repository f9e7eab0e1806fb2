//! The solver: the status questions asked in turn (the ladder), the key moves, a ko's
//! conditions, the line, and play along a line, each at any position of it.

use super::analysis::{rank, Analysis, Bounds, Child, Found, KoInfo, RulesReport, Status, LADDER};
use super::problem::Problem;
use super::search::{AnyEngine, Extra, Game, Goal, Layout, Mv, PassRule, Superko, UNLIMITED};
use super::settings::Settings;
use crate::go::coord::point_name;
use crate::go::Color;
use crate::work::Control;
use crate::{Error, Result};

/// The defender's eye room (empty points beside it and not beside the attacker) from which
/// its pass is tested first for the key moves: the largest eye spaces a nakade kills have
/// six points (the rabbity and the flower six), so with seven the defender usually lives
/// without a move. On the benchmark's answers the pass kept the status on every row from
/// eight points of room but one (session 26).
const PASS_FIRST_ROOM: u32 = 7;

/// The most nodes `Solver::alive_first` spends (random 21 with Black first needs 16,166).
const ALIVE_FIRST: u64 = 20_000;

/// A problem with its rules and search state; `analyse` works at any line from the start.
pub struct Solver {
    pub problem: Problem,
    pub settings: Settings,
    pub engine: AnyEngine,
    /// Whether the status asks the alive level first, under a cap (`alive_first`).
    pub alive_first: bool,
    /// The moves played from the problem's position, each with the state of play after it
    /// under the chosen ko rule (the threats left, the approach counts).
    line: Vec<(Mv, Extra)>,
    /// The indices in `line` of its ko retakes (stone plays that repeat a position).
    retakes: Vec<usize>,
}

impl Solver {
    pub fn new(problem: Problem, settings: Settings) -> Solver {
        Solver::with_layout(problem, settings, Layout::default())
    }

    /// A solver with the region masks laid out as `layout` says (`Solver::new` takes the
    /// default): the tests check that every layout searches alike.
    #[doc(hidden)]
    pub fn with_layout(problem: Problem, settings: Settings, layout: Layout) -> Solver {
        let engine = AnyEngine::new(&problem, settings.order_seed, layout);
        let mut solver = Solver {
            problem,
            settings,
            engine,
            alive_first: true,
            line: Vec::new(),
            retakes: Vec::new(),
        };
        solver.set_budget(settings.budget);
        solver
    }

    fn name(&self, mv: Mv) -> String {
        match mv {
            None => "pass".into(),
            Some(v) => point_name(&self.problem.board, v),
        }
    }

    /// Parses a move of the line (a point of the region, or `pass`).
    pub fn parse_move(&self, text: &str) -> std::result::Result<Mv, String> {
        if text.trim().eq_ignore_ascii_case("pass") {
            return Ok(None);
        }
        let v = crate::go::coord::parse_point(&self.problem.board, text)?;
        if !self.problem.region[v] {
            return Err(format!("{} is outside the region", text.trim()));
        }
        Ok(Some(v))
    }

    /// The line played so far.
    pub fn line(&self) -> Vec<String> {
        self.line.iter().map(|&(m, _)| self.name(m)).collect()
    }

    /// The indices in the line played so far of its ko retakes, as `Analysis::pv_retakes`.
    pub fn retakes(&self) -> &[usize] {
        &self.retakes
    }

    /// The stones now: 0 empty, 1 black, 2 white per vertex.
    pub fn stones(&self) -> Vec<u8> {
        (0..self.problem.board.len())
            .map(|v| match self.engine.stone(v) {
                None => 0,
                Some(Color::Black) => 1,
                Some(Color::White) => 2,
            })
            .collect()
    }

    /// The state of play after the line so far under the chosen ko rule: the ko threats
    /// each side has left, and the passes that count towards the approach parameter.
    fn state(&self) -> Extra {
        match self.line.last() {
            Some(&(_, x)) => x,
            None => Extra {
                to_move: self.engine.to_move(),
                last_pass: false,
                threats: self.settings.ko.threats(self.problem.defender),
                tenuki: [0, 0],
                n_retook: false,
            },
        }
    }

    /// The state of play here for a game with `threats` from now on (a status level, or a
    /// count of threats needed from here); the approach counts are the line's.
    fn base_extra(&self, threats: [u8; 2]) -> Extra {
        Extra {
            threats,
            ..self.state()
        }
    }

    fn game(&self, goal: Goal, threats: [u8; 2]) -> Game {
        Game {
            pass: self.settings.pass,
            superko: self.settings.superko,
            n: self.settings.n,
            threats,
            goal,
        }
    }

    fn threats_for(&self, defender: u8, attacker: u8) -> [u8; 2] {
        let mut t = [0u8; 2];
        t[self.problem.defender.index()] = defender;
        t[1 - self.problem.defender.index()] = attacker;
        t
    }

    /// Whether the defender wins the game `g` from the current position.
    fn lives(&mut self, goal: Goal, threats: [u8; 2], ctl: &mut Control) -> Result<bool> {
        let g = self.game(goal, threats);
        let x = self.base_extra(threats);
        let win = self.engine.solve(&g, &x, ctl)?;
        Ok(win == (x.to_move == self.problem.defender))
    }

    /// Whether the defender wins one game from the current position: `goal`, with
    /// `defender` and `attacker` ko threats (`UNLIMITED`: that side wins every ko). Each
    /// status is read off a few of these games (`at_least`); the tests check single games
    /// against a naive reading of the rules.
    pub fn defender_wins(
        &mut self,
        goal: Goal,
        defender: u8,
        attacker: u8,
        ctl: &mut Control,
    ) -> Result<bool> {
        self.engine.start_budget();
        self.lives(goal, self.threats_for(defender, attacker), ctl)
    }

    /// Whether the defender does at least as well as `level` here: one search. The levels
    /// are nested (each game below is the one above with more for the defender), so the
    /// status is the highest level that holds.
    fn at_least(&mut self, level: Status, ctl: &mut Control) -> Result<bool> {
        match level {
            Status::Dead | Status::Unknown => Ok(true),
            // A game the line's passes ended: the survival games with the defender on the
            // board; the unconditional-life game only by the defender's pass (it gave up).
            Status::Ko | Status::Seki if self.ended_by_passes(Goal::Survive) => Ok(true),
            Status::Alive if self.ended_by_passes(Goal::Unconditional) => Ok(false),
            Status::Ko => self.lives(Goal::Survive, self.threats_for(UNLIMITED, 0), ctl),
            Status::Seki => self.lives(Goal::Survive, self.threats_for(0, UNLIMITED), ctl),
            Status::Alive => self.lives(Goal::Unconditional, self.threats_for(0, UNLIMITED), ctl),
        }
    }

    /// The status of the current position, known to lie between `LADDER[known.0]` and
    /// `LADDER[known.1]`; `known` narrows as each question is answered, so a stop midway
    /// leaves what was learned. Ko is asked first: "not even ko" settles dead in one
    /// search (notes/issue-14.md, session 8). Then, with the defender to move, alive
    /// before seki ("alive" settles alive); with the attacker to move, seki before alive
    /// ("not seki" settles ko, and a ko-level proof that met no repetition answers the
    /// seki question from the table). On the benchmark's answers that order took 18-31%
    /// fewer nodes for kos with the attacker to move, and alive first saved up to 32%
    /// with the defender to move (session 12).
    fn classify(&mut self, known: &mut (usize, usize), ctl: &mut Control) -> Result<Status> {
        let defender_moves = self.engine.to_move() == self.problem.defender;
        let order = match defender_moves {
            true => [Status::Ko, Status::Alive, Status::Seki],
            false => [Status::Ko, Status::Seki, Status::Alive],
        };
        for level in order {
            let at = rank(level);
            let (lo, hi) = *known;
            if lo >= hi {
                break;
            }
            if at <= lo || at > hi {
                continue;
            }
            if self.at_least(level, ctl)? {
                known.0 = at;
            } else {
                known.1 = at - 1;
            }
        }
        Ok(LADDER[known.0])
    }

    /// The alive level asked before the ladder, under a cap (`ALIVE_FIRST`, at most an
    /// eighth of the budget): where the defender is alive the ko level, which the ladder
    /// asks first, is spent for nothing and can be most of the answer (random 21 with
    /// Black first: 1,015,601 of 1,032,613 nodes, the alive level alone 16,166). A
    /// refutation within the cap answers the ladder's own alive question; a probe the cap
    /// (or the line limit) stops costs at most the cap and leaves the ladder as it was. A
    /// stop at the budget, a cancel or another limit of `ctl` ends the analysis as before.
    fn alive_first(&mut self, known: &mut (usize, usize), ctl: &mut Control) -> Result<()> {
        let at = rank(Status::Alive);
        if !self.alive_first || known.0 >= at || known.1 < at {
            return Ok(());
        }
        let cap = self
            .settings
            .budget
            .map_or(ALIVE_FIRST, |b| ALIVE_FIRST.min(b / 8));
        let saved = self.engine.cap(cap);
        let alive = self.at_least(Status::Alive, ctl);
        let by_cap = self.engine.uncap(saved);
        match alive {
            Ok(true) => known.0 = at,
            Ok(false) => known.1 = at - 1,
            Err(Error::Stopped(_)) if by_cap => {}
            Err(e) => return Err(e),
        }
        Ok(())
    }

    fn ko_info(&mut self, ctl: &mut Control) -> Result<KoInfo> {
        const MAX: u8 = 6;
        let mut defender_threats = None;
        for k in 0..=MAX {
            if self.lives(Goal::Survive, self.threats_for(k, 0), ctl)? {
                defender_threats = Some(k);
                break;
            }
        }
        let mut attacker_threats = None;
        for k in 0..=MAX {
            if !self.lives(Goal::Survive, self.threats_for(0, k), ctl)? {
                attacker_threats = Some(k);
                break;
            }
        }
        // The result under the chosen rule, with the threats the line has left.
        let assumed = self.state().threats;
        let under = if self.lives(Goal::Survive, assumed, ctl)? {
            "alive"
        } else {
            "dead"
        };
        // Each approach move the side at a disadvantage must make gives the other side a
        // free move to settle the ko, so it needs one threat more per step: the article's
        // two-step approach ko takes three threats with White to move, and two with Black
        // to move, whose first move there can be the first approach.
        let steps = match (defender_threats, attacker_threats) {
            (Some(d), Some(a)) => Some(d.max(a).saturating_sub(1)),
            _ => None,
        };
        Ok(KoInfo {
            kind: if steps == Some(0) {
                "direct"
            } else {
                "approach"
            },
            steps,
            defender_threats,
            attacker_threats,
            under_assumption: under,
        })
    }

    /// The legal moves of the side to move (stone plays that repetition allows with the
    /// chosen ko rule, and the pass when the pass rule allows it).
    fn legal(&mut self) -> Vec<Mv> {
        self.legal_with_state()
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    }

    /// Whether the line's last two moves, both passes, ended a game with `goal` under the
    /// chosen pass rule (`Game::ends_on_pass`, as the search scores that pass). The line is
    /// played in the survival game: it ends there only under the plain rule.
    fn ended_by_passes(&self, goal: Goal) -> bool {
        let n = self.line.len();
        let last_passer_defends = self.state().to_move != self.problem.defender;
        n >= 2
            && self.line[n - 1].0.is_none()
            && self.line[n - 2].0.is_none()
            && self.game(goal, [0, 0]).ends_on_pass(last_passer_defends)
    }

    /// The legal moves, each with the state of play after it (`state`); none once two
    /// passes ended the game.
    fn legal_with_state(&mut self) -> Vec<(Mv, Extra)> {
        if self.ended_by_passes(Goal::Survive) {
            return Vec::new();
        }
        let x = self.state();
        let g = self.game(Goal::Survive, x.threats);
        self.engine.ordered_moves(&g, &x)
    }

    /// Plays a move of the line (checked against `legal`).
    pub fn play(&mut self, mv: Mv) -> std::result::Result<(), String> {
        if self.engine.decided().is_some() {
            return Err("the problem is decided: no more moves".into());
        }
        if self.ended_by_passes(Goal::Survive) {
            return Err(
                "the game is over: two passes in a row end it under the plain pass rule".into(),
            );
        }
        let Some(&(_, after)) = self.legal_with_state().iter().find(|&&(m, _)| m == mv) else {
            return Err(self.refusal(mv));
        };
        self.engine.play(mv);
        if self.retook(mv) {
            self.retakes.push(self.line.len());
        }
        self.line.push((mv, after));
        Ok(())
    }

    /// Whether `mv`, just played, retook a ko: a stone play that repeats an earlier position
    /// of the game under the chosen superko, legal only by the ko rule.
    fn retook(&self, mv: Mv) -> bool {
        mv.is_some() && self.engine.repeats(self.settings.superko)
    }

    /// Why `mv` (a region point or a pass, as `parse_move` gives), which `legal` left out,
    /// may not be played: what a person who tried it needs to hear (a retake barred by the
    /// ko rule is the one that puzzles).
    fn refusal(&mut self, mv: Mv) -> String {
        let name = self.name(mv);
        let mover = self.engine.to_move();
        let (side, other) = (mover.title(), mover.other().title());
        let Some(v) = mv else {
            return match mover == self.problem.defender {
                true => format!(
                    "{side} may not pass right after {other}'s pass (the article's pass rule)"
                ),
                false => format!(
                    "{side} may not pass while {other} has stones in the region, save when a ko \
                     {side} may not retake exists (the article's pass rule)"
                ),
            };
        };
        if self.engine.stone(v).is_some() {
            return format!("{name} is not empty");
        }
        if !self.engine.play(mv) {
            return format!("{name} would be suicide");
        }
        let retook = self.retook(mv);
        self.engine.take_back(mv);
        if !retook {
            return format!("{name} is not a legal move here");
        }
        let x = self.state();
        let repeat = format!("{name} would repeat an earlier position (a ko retaken)");
        if x.n_retook {
            return format!(
                "{repeat}, and {other} has just retaken the ko under the approach parameter \
                 (N = {}), which may not be answered by a retake",
                self.settings.n
            );
        }
        let rule = self.settings.ko.describe();
        let had = self.settings.ko.threats(self.problem.defender)[mover.index()];
        let threats = match had {
            0 => format!("{side} has no ko threat to play first"),
            1 => format!("{side} has used its one ko threat"),
            k => format!("{side} has used its {k} ko threats"),
        };
        let approach = x.threats[mover.other().index()] == UNLIMITED && self.settings.n > 0;
        match approach {
            true => {
                let (n, t) = (self.settings.n, x.tenuki[mover.index()]);
                let passes = match n {
                    1 => "1 pass".to_string(),
                    n => format!("{n} passes"),
                };
                format!(
                    "{repeat}, and under the chosen ko rule ({rule}) {threats}; by the \
                     approach parameter it may retake after {} elsewhere (tenuki) since its \
                     last such retake, and has made {t}",
                    passes
                )
            }
            false => format!("{repeat}, and under the chosen ko rule ({rule}) {threats}"),
        }
    }

    /// Takes back the last move of the line.
    pub fn undo(&mut self) -> bool {
        match self.line.pop() {
            Some((mv, _)) => {
                self.engine.take_back(mv);
                if self.retakes.last() == Some(&self.line.len()) {
                    self.retakes.pop();
                }
                true
            }
            None => false,
        }
    }

    fn report(&self) -> RulesReport {
        let size = self.problem.region.iter().filter(|&&r| r).count();
        let names = |points: Vec<usize>| -> Vec<String> {
            (points.into_iter())
                .map(|v| point_name(&self.problem.board, v))
                .collect()
        };
        let (liberties, walls) = (
            names(self.problem.outside_liberties()),
            names(self.problem.outside_walls()),
        );
        let mut region = format!(
            "moves only inside the region ({size} points, {} empty at the start)",
            self.problem.empty_points()
        );
        let defender = self.problem.defender.title();
        if !liberties.is_empty() {
            let some = if liberties.len() == 1 {
                "a liberty"
            } else {
                "liberties"
            };
            region += &format!(
                "; {defender}'s stones in the region have {some} outside it ({}), where no \
                 one may play, so they can never be taken",
                liberties.join(" ")
            );
        }
        if !walls.is_empty() {
            region += &format!(
                "; {defender}'s stones in the region touch its stones outside it ({}), which \
                 count as safe walls, so {defender} is safe as drawn",
                walls.join(" ")
            );
        }
        RulesReport {
            region,
            outside_liberties: liberties,
            outside_walls: walls,
            superko: match self.settings.superko {
                Superko::Positional => "positional",
                Superko::Situational => "situational",
            },
            pass: match self.settings.pass {
                PassRule::Asymmetric => "asymmetric",
                PassRule::Plain => "plain",
            },
            ko: self.ko_rule_here(),
            approach_n: self.settings.n,
            defender: self.problem.defender.name(),
            first: self.problem.first.name(),
        }
    }

    /// The chosen ko rule, and the threats the line has left when its retakes spent some.
    fn ko_rule_here(&self) -> String {
        let rule = self.settings.ko.describe();
        let left = self.state().threats;
        match left == self.settings.ko.threats(self.problem.defender) {
            true => rule,
            false => format!(
                "{rule} (left after the line's retakes: Black {}, White {})",
                left[Color::Black.index()],
                left[Color::White.index()]
            ),
        }
    }

    /// The node budget of each later analysis (None: no limit). The table stays, so a
    /// search the old budget stopped goes on from what it had found.
    pub fn set_budget(&mut self, budget: Option<u64>) {
        self.settings.budget = budget;
        self.engine.set_budget(budget.unwrap_or(u64::MAX));
    }

    /// The status, key moves, line and next level of the proof tree at the current line.
    pub fn analyse(&mut self, ctl: &mut Control) -> Analysis {
        let start = self.engine.nodes();
        self.engine.start_budget();
        let mover = self.engine.to_move();
        let mut out = Analysis {
            status: Status::Unknown,
            moves: Vec::new(),
            pv: Vec::new(),
            pv_retakes: Vec::new(),
            ko: None,
            children: Vec::new(),
            to_move: mover.name(),
            rules: self.report(),
            nodes: 0,
            stopped: None,
            bounds: None,
            found: None,
            children_stopped: None,
            budget_spent: false,
            game_over: None,
        };
        let mut known = (0, LADDER.len() - 1);
        match self.analyse_inner(ctl, &mut out, &mut known) {
            Ok(()) => {}
            Err(Error::Stopped(m)) => {
                // The children pushed so far are the moves tested against a settled status.
                if out.status != Status::Unknown {
                    let legal = self.legal();
                    let tested = out.children.len();
                    out.found = Some(Found::new(
                        (out.children.iter())
                            .filter(|c| c.status == out.status)
                            .map(|c| c.mv.clone())
                            .collect(),
                        tested,
                        legal.len(),
                        legal.contains(&None) && !out.children.iter().any(|c| c.mv == "pass"),
                    ));
                }
                out.status = Status::Unknown;
                out.moves.clear();
                out.pv.clear();
                out.children.clear();
                out.ko = None;
                out.stopped = Some(m);
                if known != (0, LADDER.len() - 1) {
                    out.bounds = Some(Bounds {
                        at_least: LADDER[known.0],
                        at_most: LADDER[known.1],
                    });
                }
            }
            Err(e) => {
                out.status = Status::Unknown;
                out.stopped = Some(e.message().to_string());
            }
        }
        // Put the line back as it was if the work stopped midway.
        out.nodes = self.engine.nodes() - start;
        out.budget_spent = self.engine.budget_spent();
        out
    }

    fn analyse_inner(
        &mut self,
        ctl: &mut Control,
        out: &mut Analysis,
        known: &mut (usize, usize),
    ) -> Result<()> {
        // Until the key moves are tested one by one, the nodes against the budget are the
        // progress there is to show.
        ctl.count_toward(self.settings.budget.unwrap_or(0), "nodes")?;
        let mover = self.engine.to_move();
        let defender = mover == self.problem.defender;
        let ended = self.ended_by_passes(Goal::Survive);
        if ended {
            out.game_over = Some(format!(
                "two passes in a row ended the game (the plain pass rule) with {}'s stones on \
                 the board",
                self.problem.defender.title()
            ));
        }
        if ended || self.engine.decided().is_some() {
            out.status = self.classify(known, ctl)?;
            return Ok(());
        }
        // The status comes from the position itself, not from the best child: the attacker
        // may not pass under the asymmetric rule, yet in a seki every attacker move
        // loses and the right answer is still seki (no key move then).
        self.alive_first(known, ctl)?;
        let status = self.classify(known, ctl)?;
        out.status = status;
        let worst = if defender {
            Status::Dead
        } else {
            Status::Alive
        };
        // No move does better for the mover than the position's status; when that is the
        // mover's worst, every move has it, with no search.
        let known = (status == worst).then_some(status);
        let with_state = self.legal_with_state();
        let moves: Vec<Mv> = with_state.iter().map(|&(m, _)| m).collect();
        let total = moves.len() as u64;
        // First only whether each move keeps the status (one search each): that gives the
        // key moves. A move that does not is classified afterwards within the levels left
        // (below the status for the defender, above it for the attacker). The defender's
        // idle moves are tested after its others, as df-pn tries them: their refutations
        // then find much of what they need in the table (the carpenter's square + 1, White
        // first: 1.31 M nodes, then 0.96 M; notes/issue-14.md, session 22).
        // When only the key moves are asked for and the pass likely keeps the status, it
        // goes first: if it does, there is no key move and the other moves are left
        // untested. For the defender that is in a seki (whoever moves first there loses
        // it) or where it has room for a living eye already (`PASS_FIRST_ROOM`). Else the
        // pass keeps its place after the moves that are not idle, as when every move is
        // asked for: their refutations are most of its own (the carpenter's square + 1,
        // White first: the pass's test took 309 k nodes first, 62 k after them; notes,
        // session 26).
        let key_only = !self.settings.every_move;
        let pass_first = key_only
            && (!defender || status == Status::Seki || self.engine.eye_room() >= PASS_FIRST_ROOM);
        let mut order: Vec<usize> = (0..moves.len()).collect();
        order.sort_by_key(|&i| self.engine.idle_move(moves[i]));
        if let Some(p) = order
            .iter()
            .position(|&i| moves[i].is_none())
            .filter(|_| pass_first)
        {
            order[..=p].rotate_right(1);
        }
        let r = rank(status);
        let mut pending = Vec::new();
        let mut no_key_move = false;
        // The children go in in the order tested (what a stop reports as found), then back
        // into the moves' order.
        for (done, &i) in order.iter().enumerate() {
            ctl.progress(done as u64, total, "key moves")?;
            let mv = moves[i];
            let keeps = match known {
                Some(_) => true,
                None if no_key_move => false,
                None => self.after(with_state[i], ctl, |s, ctl| {
                    if defender {
                        s.at_least(status, ctl)
                    } else {
                        Ok(!s.at_least(LADDER[r + 1], ctl)?)
                    }
                })?,
            };
            out.children.push(Child {
                mv: self.name(mv),
                status: if keeps { status } else { Status::Unknown },
            });
            if !keeps {
                pending.push(i);
            }
            no_key_move |= key_only && mv.is_none() && keeps;
        }
        let mut by_move: Vec<(usize, Child)> =
            order.into_iter().zip(out.children.drain(..)).collect();
        by_move.sort_by_key(|&(i, _)| i);
        out.children = by_move.into_iter().map(|(_, c)| c).collect();
        pending.sort_unstable();
        let pass_keeps = moves
            .iter()
            .zip(&out.children)
            .any(|(mv, c)| mv.is_none() && c.status == status);
        // The key moves (as moves for the line, and by name).
        let key: Vec<Mv> = match !pass_keeps && status != worst {
            true => (moves.iter().zip(&out.children))
                .filter(|(_, c)| c.status == status)
                .map(|(&m, _)| m)
                .collect(),
            false => Vec::new(),
        };
        out.moves = key.iter().map(|&m| self.name(m)).collect();
        if status == Status::Ko {
            out.ko = Some(self.ko_info(ctl)?);
        }
        (out.pv, out.pv_retakes) = self.principal(status, &key, ctl)?;
        // The other moves' statuses complete the proof tree's next level. The status, key
        // moves and line above are exact already; if the budget runs out here, the moves
        // not reached stay "unknown" and the result says so.
        let (lo, hi) = if defender {
            (0, r.saturating_sub(1))
        } else {
            (r + 1, LADDER.len() - 1)
        };
        if !self.settings.every_move && !pending.is_empty() {
            out.children_stopped = Some("only the key moves were asked for".into());
            return Ok(());
        }
        for (done, &i) in pending.iter().enumerate() {
            let step = ctl
                .progress(done as u64, pending.len() as u64, "other moves")
                .and_then(|()| {
                    self.after(with_state[i], ctl, |s, ctl| s.classify(&mut (lo, hi), ctl))
                });
            match step {
                Ok(st) => out.children[i].status = st,
                Err(Error::Stopped(m)) => {
                    out.children_stopped = Some(m);
                    break;
                }
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// `f` on the position after `mv`, then the move taken back.
    fn after<T>(
        &mut self,
        (mv, state): (Mv, Extra),
        ctl: &mut Control,
        f: impl FnOnce(&mut Self, &mut Control) -> Result<T>,
    ) -> Result<T> {
        self.engine.play(mv);
        self.line.push((mv, state));
        let r = f(self, ctl);
        self.line.pop();
        self.engine.take_back(mv);
        r
    }

    /// A line under the game that decided the status: the winner plays its first winning
    /// move in the fixed heuristic order (`Engine::line_moves`), the loser its first move
    /// in that order, except at the start, where the side to move plays its first key move
    /// (`key`) if it has any. The line of a ko is played under the chosen ko rule, and that
    /// of a seki where the attacker wins every ko, so the side to move may lose that game
    /// though its key moves keep the status: without this, the carpenter's square with
    /// Black first showed Black opening with C5, a move that lets White live.
    fn principal(
        &mut self,
        status: Status,
        key: &[Mv],
        ctl: &mut Control,
    ) -> Result<(Vec<String>, Vec<usize>)> {
        let (goal, threats) = match status {
            Status::Alive => (Goal::Unconditional, self.threats_for(0, UNLIMITED)),
            Status::Seki => (Goal::Survive, self.threats_for(0, UNLIMITED)),
            Status::Dead => (Goal::Survive, self.threats_for(UNLIMITED, 0)),
            _ => (Goal::Survive, self.state().threats),
        };
        let g = self.game(goal, threats);
        let mut x = self.base_extra(threats);
        let mut played: Vec<Mv> = Vec::new();
        let mut names = Vec::new();
        let mut retakes = Vec::new();
        let result = (|| -> Result<()> {
            for _ in 0..24 {
                if self.engine.decided().is_some() {
                    break;
                }
                let moves = self.engine.line_moves(&g, &x);
                if moves.is_empty() {
                    break;
                }
                let wins = self.engine.solve(&g, &x, ctl)?;
                // In the unconditional-life game a defender that still wins when the
                // attacker moves again needs no move here: the line ends with its pass, a
                // move the page can replay (not right after the attacker's pass, which the
                // article's rule forbids). The attacker's pass would not be: under that
                // rule it is no move of the survival game.
                let defender = x.to_move == self.problem.defender;
                if wins && goal == Goal::Unconditional && defender && !x.last_pass {
                    let nx = g.after_pass(&x);
                    self.engine.play(None);
                    let r = self.engine.solve(&g, &nx, ctl);
                    self.engine.take_back(None);
                    if !r? {
                        names.push("pass".to_string());
                        break;
                    }
                }
                let mut pick = moves[0];
                if !wins && played.is_empty() {
                    if let Some(&first_key) = moves.iter().find(|(m, _)| key.contains(m)) {
                        pick = first_key;
                    }
                }
                if wins {
                    for &(m, nx) in &moves {
                        // A pass that ends the game: the winning move if the opponent
                        // loses by it.
                        if let Some(opponent_wins) = self.engine.pass_ends_game(&g, &x, m) {
                            if !opponent_wins {
                                pick = (m, nx);
                                break;
                            }
                            continue;
                        }
                        self.engine.play(m);
                        let r = self.engine.solve(&g, &nx, ctl);
                        self.engine.take_back(m);
                        if !r? {
                            pick = (m, nx);
                            break;
                        }
                    }
                }
                // Two passes end the game.
                if self.engine.pass_ends_game(&g, &x, pick.0).is_some() {
                    names.push("pass".to_string());
                    break;
                }
                self.engine.play(pick.0);
                if self.retook(pick.0) {
                    retakes.push(names.len());
                }
                played.push(pick.0);
                names.push(self.name(pick.0));
                x = pick.1;
            }
            Ok(())
        })();
        while let Some(m) = played.pop() {
            self.engine.take_back(m);
        }
        result?;
        Ok((names, retakes))
    }
}
