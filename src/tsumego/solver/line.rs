//! Play along a line: the state of play each move leaves under the chosen ko rule, the
//! legal moves from it, and why a move is refused.

use super::Solver;
use crate::tsumego::search::{Extra, Goal, Mv, UNLIMITED};

impl Solver {
    /// The state of play after the line so far under the chosen ko rule: the ko threats
    /// each side has left, and the passes that count towards the approach parameter.
    pub(super) fn state(&self) -> Extra {
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
    pub(super) fn base_extra(&self, threats: [u8; 2]) -> Extra {
        Extra {
            threats,
            ..self.state()
        }
    }

    /// The legal moves of the side to move (stone plays that repetition allows with the
    /// chosen ko rule, and the pass when the pass rule allows it).
    pub(super) fn legal(&mut self) -> Vec<Mv> {
        self.legal_with_state()
            .into_iter()
            .map(|(m, _)| m)
            .collect()
    }

    /// Whether the line's last two moves, both passes, ended a game with `goal` under the
    /// chosen pass rule (`Game::ends_on_pass`, as the search scores that pass). The line is
    /// played in the survival game: it ends there only under the plain rule.
    pub(super) fn ended_by_passes(&self, goal: Goal) -> bool {
        let n = self.line.len();
        let last_passer_defends = self.state().to_move != self.problem.defender;
        n >= 2
            && self.line[n - 1].0.is_none()
            && self.line[n - 2].0.is_none()
            && self.game(goal, [0, 0]).ends_on_pass(last_passer_defends)
    }

    /// The legal moves, each with the state of play after it (`state`); none once two
    /// passes ended the game.
    pub(super) fn legal_with_state(&mut self) -> Vec<(Mv, Extra)> {
        if self.ended_by_passes(Goal::Survive) {
            return Vec::new();
        }
        let x = self.state();
        self.legal_after(&x)
    }

    /// The moves the board takes from the state of play `x` (the position on the engine),
    /// each with the state after it: stone plays that repetition allows with the threats
    /// `x` has left, and the pass when the pass rule allows it.
    pub(super) fn legal_after(&mut self, x: &Extra) -> Vec<(Mv, Extra)> {
        let g = self.game(Goal::Survive, x.threats);
        self.engine.ordered_moves(&g, x)
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
    pub(super) fn retook(&self, mv: Mv) -> bool {
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
}
