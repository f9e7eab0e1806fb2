//! The rules of one search: who may pass, which repetitions are barred, the ko threats and
//! the approach-ko parameter, and what the defender must reach.

use super::Engine;
use crate::go::Color;
use crate::tsumego::mask::Mask;
use serde::Serialize;

/// Who may pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PassRule {
    /// The article's rule: the attacker may pass only while it has a ko it may not retake;
    /// the defender may pass unless the attacker has just passed.
    Asymmetric,
    /// Either side may pass; two passes in a row end the game.
    Plain,
}

/// Which repetitions are forbidden.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Superko {
    Positional,
    Situational,
}

/// A ko-threat budget: a count, or unlimited (the side wins every ko).
pub const UNLIMITED: u8 = u8::MAX;

/// What the defender must reach to win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Survive: keep stones in the region.
    Survive,
    /// Reach unconditional life (Benson) while the attacker may pass freely: failing this
    /// while surviving is seki.
    Unconditional,
}

/// Internal rules of one search.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    pub pass: PassRule,
    pub superko: Superko,
    /// The approach-ko parameter N (0: off).
    pub n: u8,
    /// Ko threats by colour index.
    pub threats: [u8; 2],
    pub goal: Goal,
}

impl Game {
    /// The state after the side to move passes: a pass counts towards the approach-ko
    /// parameter.
    pub fn after_pass(&self, x: &Extra) -> Extra {
        let mi = x.to_move.index();
        let mut nx = Extra {
            to_move: x.to_move.other(),
            last_pass: true,
            threats: x.threats,
            tenuki: x.tenuki,
            n_retook: false,
        };
        if self.n > 0 && nx.tenuki[mi] < self.n {
            nx.tenuki[mi] += 1;
        }
        nx
    }

    /// Whether a pass by the side to move, right after the opponent passed, ends the game:
    /// any second pass under the plain rule; in the unconditional-life game only the
    /// defender's (it gave up reaching unconditional life; the attacker may wait).
    pub fn ends_on_pass(&self, mover_is_defender: bool) -> bool {
        match self.goal {
            Goal::Unconditional => mover_is_defender,
            Goal::Survive => self.pass == PassRule::Plain,
        }
    }
}

/// A move on the internal board: a region vertex or a pass.
pub type Mv = Option<usize>;

/// The state of play that is not the stones.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Extra {
    pub to_move: Color,
    pub last_pass: bool,
    pub threats: [u8; 2],
    /// Passes since the last N-retake, by colour index.
    pub tenuki: [u8; 2],
    /// The last move was a retake under the approach parameter: it wins the ko for now, so
    /// the opponent may not answer it with a repetition (its threats do not count).
    pub n_retook: bool,
}

impl<M: Mask> Engine<M> {
    /// If `mv`, by the side to move in state `x`, is a pass that ends the game: the result
    /// for the opponent, who would move next. The defender, still on the board, has
    /// survived, which wins unless it had to reach unconditional life.
    pub fn pass_ends_game(&self, g: &Game, x: &Extra, mv: Mv) -> Option<bool> {
        (mv.is_none() && x.last_pass && g.ends_on_pass(x.to_move == self.defender))
            .then(|| (g.goal == Goal::Survive) != (x.to_move == self.defender))
    }

    /// The one way out of a hopeless position: the attacker just passed and the
    /// defender's pass ends the game with it still on the board.
    pub(super) fn can_end(&self, g: &Game, x: &Extra) -> bool {
        x.last_pass && x.to_move == self.defender && g.goal == Goal::Survive && g.ends_on_pass(true)
    }
}
