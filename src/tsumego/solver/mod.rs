//! The solver: an answer at any position of a line (the status, the key moves, a ko's
//! conditions, the line, the other moves' statuses). Its parts: `ladder` (the status
//! questions), `line` (play along a line), `principal` (the line of an answer) and
//! `report` (the rules in words).

use super::analysis::{rank, Analysis, Bounds, Child, Found, LineEnd, Status, LADDER};
use super::problem::Problem;
use super::search::{AnyEngine, Extra, Goal, Layout, Mv};
use super::settings::Settings;
use crate::go::coord::point_name;
use crate::go::Color;
use crate::work::Control;
use crate::{Error, Result};

mod ladder;
mod line;
mod principal;
mod report;

/// The defender's eye room (empty points beside it and not beside the attacker) from which
/// its pass is tested first for the key moves: the largest eye spaces a nakade kills have
/// six points (the rabbity and the flower six), so with seven the defender usually lives
/// without a move. On the benchmark's answers the pass kept the status on every row from
/// eight points of room but one (session 26).
const PASS_FIRST_ROOM: u32 = 7;

/// The progress stage of the key-move tests. It names the status they test against, so
/// that a listener can show the status, settled by then, while the key moves are found:
/// they can take many times the status's nodes ("side + libs" with Black first: the
/// status in 1.2 M nodes, the key moves past 20 M).
fn key_stage(status: Status) -> &'static str {
    match status {
        Status::Alive => "key moves (status: alive)",
        Status::Seki => "key moves (status: seki)",
        Status::Ko => "key moves (status: ko)",
        Status::Dead => "key moves (status: dead)",
        Status::Unknown => "key moves",
    }
}

/// The status a progress stage names (`key_stage`): settled once the key-move tests run.
/// None for every other stage. The page reads the same stage (`settledStatus`).
pub fn settled_status(stage: &str) -> Option<Status> {
    LADDER.into_iter().find(|&s| key_stage(s) == stage)
}

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

    /// The answer `a`, this solver's analysis at its line, as SGF for a problem
    /// collection (`record::solution_sgf`).
    pub fn solution_sgf(&self, a: &Analysis) -> String {
        crate::tsumego::record::solution_sgf(&self.problem, &self.line(), a)
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
            pv_end: None,
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
            question: None,
            file_answer: None,
        };
        let mut known = (0, LADDER.len() - 1);
        let mut tested_moves = Vec::new();
        match self.analyse_inner(ctl, &mut out, &mut known) {
            Ok(()) => {}
            Err(Error::Stopped(m)) => {
                // The children pushed so far are the moves tested against a settled status.
                // At the mover's worst status every move keeps it and none is key.
                if out.status != Status::Unknown {
                    let legal = self.legal();
                    let tested = out.children.len();
                    let worst = Status::worst_for(mover == self.problem.defender);
                    out.found = Some(Found::new(
                        (out.children.iter())
                            .filter(|c| c.status == out.status && out.status != worst)
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
                tested_moves = std::mem::take(&mut out.children);
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
        // The status, settled also where the budget ran out later (in the key-move tests):
        // what the problem's question and the file's answer are judged against.
        let settled = (out.bounds.as_ref())
            .filter(|b| b.at_least == b.at_most)
            .map_or(out.status, |b| b.at_least);
        out.question = self.question_report(settled);
        out.file_answer = self.file_answer_report(&out, settled, &tested_moves);
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
        let worst = Status::worst_for(defender);
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
        // The file's marked moves next, then the pass (a move that keeps the status is key
        // only if passing does not): a budget that runs out before the other moves are
        // tested still judges the file's answer.
        let marked = self.file_moves();
        if !marked.is_empty() {
            let skip =
                usize::from(pass_first && order.first().is_some_and(|&i| moves[i].is_none()));
            order[skip..].sort_by_key(|&i| match moves[i] {
                None => marked.len(),
                Some(v) => marked
                    .iter()
                    .position(|&m| m == v)
                    .unwrap_or(marked.len() + 1),
            });
        }
        let r = rank(status);
        let mut pending = Vec::new();
        let mut no_key_move = false;
        // The children go in in the order tested (what a stop reports as found), then back
        // into the moves' order.
        for (done, &i) in order.iter().enumerate() {
            ctl.progress(done as u64, total, key_stage(status))?;
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
        let (pv, retakes, end) = self.principal(status, &key, ctl)?;
        // An empty line has a reason only in a seki, where the attacker to move has no
        // move that keeps it; else the position is decided here, which `game_over` or the
        // empty key moves say.
        if !pv.is_empty() || end == LineEnd::Seki {
            let (d, a) = (self.problem.defender, self.problem.defender.other());
            out.pv_end = Some(end.words(d.title(), a.title()));
        }
        (out.pv, out.pv_retakes) = (pv, retakes);
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
}
