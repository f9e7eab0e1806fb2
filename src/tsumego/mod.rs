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
//!
//! The parts: `problem` and `sgf` (the input), `question` (what a comment asks: who moves,
//! who lives, the outcome claimed), `file_answer` (the first moves the file's variations
//! mark correct or wrong), `region` (a region suggested from the stones where none
//! is marked), `settings` (the user's rules), `solver` (the questions an answer
//! asks), `analysis` (what it reports), `record` (an answer as SGF), `search` (the engine
//! that answers one question), with its `table` and region `mask`s.

mod analysis;
pub mod file_answer;
mod mask;
pub mod problem;
pub mod question;
mod record;
pub mod region;
pub mod search;
mod settings;
pub mod sgf;
mod solver;
mod table;

pub use analysis::{
    Analysis, Bounds, Child, FileAnswerReport, Found, KoInfo, QuestionReport, RulesReport, Status,
};
pub use problem::{Overrides, Problem, ProblemError};
pub use search::{Goal, PassRule, Superko, UNLIMITED};
pub use settings::{KoRule, Settings};
pub use solver::{settled_status, Solver};

use crate::work::Control;

/// Solves a problem from its start (the CLI's `tsumego solve`).
pub fn solve(problem: Problem, settings: Settings, ctl: &mut Control) -> Analysis {
    Solver::new(problem, settings).analyse(ctl)
}
