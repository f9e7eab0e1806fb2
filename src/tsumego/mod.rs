//! Life and death (tsumego) solved exactly, with ko, passes and repetitions handled under
//! rules stated in every result (see the spec page tsumego.md and `search` for the game).
//!
//! Statuses, as the article judges them: solve with the defender at a ko disadvantage (it
//! has no ko threats, the attacker wins every ko, save the approach-ko parameter N); if the
//! defender survives it is *alive*, or *seki* when it cannot reach unconditional life even
//! given the time (the attacker may pass). Otherwise solve with the attacker at the ko
//! disadvantage: if the defender still dies it is *dead*, else the result hangs on a ko:
//! *ko*, reported with the threats each side needs and the outcome under the chosen ko
//! assumption. Key moves are all first moves that reach the best status for the side to
//! move; a line (principal variation) and the status after every reply make a proof tree
//! that can be browsed node by node (`Solver::analyse` at any line).

mod mask;
pub mod problem;
pub mod search;
pub mod sgf;
mod table;

pub use problem::{Overrides, Problem, ProblemError};
pub use search::{Goal, PassRule, Superko, UNLIMITED};

use crate::go::coord::point_name;
use crate::go::Color;
use crate::work::Control;
use crate::{Error, Result};
use search::{AnyEngine, Extra, Game, Layout, Mv};
use serde::Serialize;

/// Who wins kos, or how many external ko threats each side has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KoRule {
    Defender,
    Attacker,
    Threats { black: u8, white: u8 },
}

impl KoRule {
    pub fn parse(s: &str) -> std::result::Result<KoRule, String> {
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "defender" => Ok(KoRule::Defender),
            "attacker" => Ok(KoRule::Attacker),
            _ => {
                let bad = || {
                    format!("--ko must be defender, attacker or threats:B,W (like threats:1,0), not `{s}`")
                };
                let rest = t.strip_prefix("threats:").ok_or_else(bad)?;
                let (b, w) = rest.split_once(',').ok_or_else(bad)?;
                let n = |x: &str| x.trim().parse::<u8>().ok().filter(|&k| k <= 20);
                match (n(b), n(w)) {
                    (Some(black), Some(white)) => Ok(KoRule::Threats { black, white }),
                    _ => Err(format!(
                        "--ko threats must be two numbers from 0 to 20, not `{s}`"
                    )),
                }
            }
        }
    }

    fn threats(self, defender: Color) -> [u8; 2] {
        let d = defender.index();
        let mut t = [0u8; 2];
        match self {
            KoRule::Defender => t[d] = UNLIMITED,
            KoRule::Attacker => t[1 - d] = UNLIMITED,
            KoRule::Threats { black, white } => t = [black, white],
        }
        t
    }

    pub fn describe(self) -> String {
        match self {
            KoRule::Defender => "defender wins kos".into(),
            KoRule::Attacker => "attacker wins kos".into(),
            KoRule::Threats { black, white } => {
                format!("ko threats: Black {black}, White {white}")
            }
        }
    }
}

/// The rules a result holds under.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub pass: PassRule,
    pub superko: Superko,
    pub ko: KoRule,
    /// The approach-ko parameter N (0: off).
    pub n: u8,
    pub order_seed: Option<u64>,
    /// The most search nodes for one analysis (None: no limit).
    pub budget: Option<u64>,
    /// Whether every first move gets its exact status (false: only whether it keeps the
    /// status, i.e. the key moves; the others are left "unknown").
    pub every_move: bool,
}

impl Settings {
    /// The `children` choice (CLI `--children`, page and wasm `children`): `all` classifies
    /// every first move, `key` only the key moves. Gives `every_move`.
    pub fn parse_children(s: &str) -> std::result::Result<bool, String> {
        match s.trim() {
            "all" => Ok(true),
            "key" => Ok(false),
            _ => Err(format!("--children must be all or key, not `{s}`")),
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            pass: PassRule::Asymmetric,
            superko: Superko::Positional,
            ko: KoRule::Defender,
            n: 0,
            order_seed: None,
            budget: None,
            every_move: true,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Alive,
    Seki,
    Ko,
    Dead,
    /// The budget ran out (or the work was cancelled) before the result was known.
    Unknown,
}

/// The decided statuses from the defender's worst to its best.
const LADDER: [Status; 4] = [Status::Dead, Status::Ko, Status::Seki, Status::Alive];

/// The defender's eye room (empty points beside it and not beside the attacker) from which
/// its pass is tested first for the key moves: the largest eye spaces a nakade kills have
/// six points (the rabbity and the flower six), so with seven the defender usually lives
/// without a move. On the benchmark's answers the pass kept the status on every row from
/// eight points of room but one (session 26).
const PASS_FIRST_ROOM: u32 = 7;

/// The most nodes `Solver::alive_first` spends (random 21 with Black first needs 16,166).
const ALIVE_FIRST: u64 = 20_000;

fn rank(s: Status) -> usize {
    LADDER.iter().position(|&l| l == s).unwrap_or(0)
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Seki => "seki",
            Status::Ko => "ko",
            Status::Dead => "dead",
            Status::Unknown => "unknown",
        }
    }
}

/// The conditions of a ko result.
#[derive(Debug, Clone, Serialize)]
pub struct KoInfo {
    /// "direct" or "approach".
    pub kind: &'static str,
    /// The approach moves the side at a ko disadvantage must make before the ko itself:
    /// the ko threats it needs, less one (0: a direct ko). Null past 6 threats.
    pub steps: Option<u8>,
    /// Ko threats the defender needs (the attacker having none) to live; null past 6.
    pub defender_threats: Option<u8>,
    /// Ko threats the attacker needs (the defender having none) to kill; null past 6.
    pub attacker_threats: Option<u8>,
    /// The outcome under the chosen ko rule: "alive" or "dead".
    pub under_assumption: &'static str,
}

impl KoInfo {
    /// The kind in words: "direct ko", "approach ko of 2 steps", or "approach ko" past 6
    /// threats.
    pub fn kind_text(&self) -> String {
        match self.steps {
            Some(0) => "direct ko".into(),
            Some(1) => "approach ko of 1 step".into(),
            Some(k) => format!("approach ko of {k} steps"),
            None => "approach ko".into(),
        }
    }
}

/// The range the status is known to lie in, from the defender's worst to its best. In JSON
/// also `text`, the same in words (what the CLI, the page and the element print).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    pub at_least: Status,
    pub at_most: Status,
}

impl Serialize for Bounds {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Bounds", 3)?;
        st.serialize_field("at_least", &self.at_least)?;
        st.serialize_field("at_most", &self.at_most)?;
        st.serialize_field("text", &self.describe())?;
        st.end()
    }
}

impl Bounds {
    /// The statuses still possible, in words: "ko, seki or alive", "the status is alive".
    pub fn describe(&self) -> String {
        let names: Vec<&str> = LADDER[rank(self.at_least)..=rank(self.at_most)]
            .iter()
            .map(|s| s.name())
            .collect();
        match names.split_last() {
            Some((last, [])) => format!("the status is {last}"),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

/// What a spent budget left of the key moves once the status was settled: the moves proven
/// to keep the status, out of the `tested` first of the `legal` moves (in the order tested:
/// the pass first when only the key moves are asked for and it likely keeps the status,
/// else after the moves that are not idle). With "pass" among them no move is a key move;
/// else they are key moves, unless the pass, not yet tested (`pass_untested`), keeps the
/// status too. When all were tested, the list is whole. `text` says it in words (what the
/// CLI and the page print).
#[derive(Debug, Clone, Serialize)]
pub struct Found {
    pub moves: Vec<String>,
    pub tested: usize,
    pub legal: usize,
    pub pass_untested: bool,
    pub text: String,
}

impl Found {
    fn new(moves: Vec<String>, tested: usize, legal: usize, pass_untested: bool) -> Found {
        let keys: Vec<&str> = (moves.iter().map(|m| m.as_str()))
            .filter(|&m| m != "pass")
            .collect();
        let of = format!("{tested} of {legal} moves tested");
        let text = if keys.len() < moves.len() {
            "no key move: passing is as good".to_string()
        } else if tested == legal {
            match keys.is_empty() {
                true => "no key move".to_string(),
                false => format!("every move tested: key moves {}", keys.join(" ")),
            }
        } else if keys.is_empty() {
            format!("no move proven to keep it yet ({of})")
        } else if pass_untested {
            let k = keys.join(" ");
            format!("moves that keep it so far: {k} ({of}; key moves unless passing is as good)")
        } else {
            format!("key moves so far: {} ({of})", keys.join(" "))
        };
        Found {
            moves,
            tested,
            legal,
            pass_untested,
            text,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Child {
    #[serde(rename = "move")]
    pub mv: String,
    pub status: Status,
}

/// The rules, stated with every result.
#[derive(Debug, Clone, Serialize)]
pub struct RulesReport {
    pub region: String,
    pub superko: &'static str,
    pub pass: &'static str,
    pub ko: String,
    pub approach_n: u8,
    pub defender: &'static str,
    pub first: &'static str,
}

#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    pub status: Status,
    pub moves: Vec<String>,
    /// A line under the game that decided the status (`Solver::principal`). An alive line
    /// ends with the defender's pass where it lives even if the attacker moves again.
    pub pv: Vec<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ko: Option<KoInfo>,
    /// The status after each legal move of the side to move (the proof tree's next level).
    pub children: Vec<Child>,
    pub to_move: &'static str,
    pub rules: RulesReport,
    pub nodes: u64,
    /// Why the status is unknown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<String>,
    /// When the status is unknown: the statuses the finished searches left possible, if
    /// they ruled any out (the budget ran out in a later question, or in the key moves).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bounds: Option<Bounds>,
    /// When the status is unknown but was settled before the budget ran out: the key moves
    /// proven so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found: Option<Found>,
    /// Why some children are "unknown" though the status, key moves and line are known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub children_stopped: Option<String>,
    /// The node budget stopped the work (for the status or for the other moves), so a
    /// larger one would go further; false when it finished, was cancelled, or met another
    /// limit.
    pub budget_spent: bool,
}

/// A problem with its rules and search state; `analyse` works at any line from the start.
pub struct Solver {
    pub problem: Problem,
    pub settings: Settings,
    pub engine: AnyEngine,
    /// Whether the status asks the alive level first, under a cap (`alive_first`).
    pub alive_first: bool,
    /// The moves played from the problem's position.
    line: Vec<Mv>,
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
        self.line.iter().map(|&m| self.name(m)).collect()
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

    fn base_extra(&self, threats: [u8; 2]) -> Extra {
        Extra {
            to_move: self.engine.to_move(),
            last_pass: matches!(self.line.last(), Some(None)),
            threats,
            tenuki: [0, 0],
            n_retook: false,
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
        let assumed = self.settings.ko.threats(self.problem.defender);
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
        let threats = self.settings.ko.threats(self.problem.defender);
        let g = self.game(Goal::Survive, threats);
        let x = self.base_extra(threats);
        self.engine
            .ordered_moves(&g, &x)
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    }

    /// Plays a move of the line (checked against `legal`).
    pub fn play(&mut self, mv: Mv) -> std::result::Result<(), String> {
        if self.engine.decided().is_some() {
            return Err("the problem is decided: no more moves".into());
        }
        if !self.legal().contains(&mv) {
            return Err(format!("{} is not a legal move here", self.name(mv)));
        }
        self.engine.play(mv);
        self.line.push(mv);
        Ok(())
    }

    /// Takes back the last move of the line.
    pub fn undo(&mut self) -> bool {
        match self.line.pop() {
            Some(mv) => {
                self.engine.take_back(mv);
                true
            }
            None => false,
        }
    }

    fn report(&self) -> RulesReport {
        let size = self.problem.region.iter().filter(|&&r| r).count();
        RulesReport {
            region: format!(
                "moves only inside the region ({size} points, {} empty at the start)",
                self.problem.empty_points()
            ),
            superko: match self.settings.superko {
                Superko::Positional => "positional",
                Superko::Situational => "situational",
            },
            pass: match self.settings.pass {
                PassRule::Asymmetric => "asymmetric",
                PassRule::Plain => "plain",
            },
            ko: self.settings.ko.describe(),
            approach_n: self.settings.n,
            defender: self.problem.defender.name(),
            first: self.problem.first.name(),
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
        if self.engine.decided().is_some() {
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
        let moves = self.legal();
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
                None => self.after(mv, ctl, |s, ctl| {
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
        out.pv = self.principal(status, &key, ctl)?;
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
                .and_then(|()| self.after(moves[i], ctl, |s, ctl| s.classify(&mut (lo, hi), ctl)));
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
        mv: Mv,
        ctl: &mut Control,
        f: impl FnOnce(&mut Self, &mut Control) -> Result<T>,
    ) -> Result<T> {
        self.engine.play(mv);
        self.line.push(mv);
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
    fn principal(&mut self, status: Status, key: &[Mv], ctl: &mut Control) -> Result<Vec<String>> {
        let (goal, threats) = match status {
            Status::Alive => (Goal::Unconditional, self.threats_for(0, UNLIMITED)),
            Status::Seki => (Goal::Survive, self.threats_for(0, UNLIMITED)),
            Status::Dead => (Goal::Survive, self.threats_for(UNLIMITED, 0)),
            _ => (
                Goal::Survive,
                self.settings.ko.threats(self.problem.defender),
            ),
        };
        let g = self.game(goal, threats);
        let mut x = self.base_extra(threats);
        let mut played: Vec<Mv> = Vec::new();
        let mut names = Vec::new();
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
        Ok(names)
    }
}

/// Solves a problem from its start (the CLI's `tsumego solve`).
pub fn solve(problem: Problem, settings: Settings, ctl: &mut Control) -> Analysis {
    Solver::new(problem, settings).analyse(ctl)
}
