//! The principal line of an answer.

use super::Solver;
use crate::tsumego::analysis::Status;
use crate::tsumego::search::{Goal, Mv, UNLIMITED};
use crate::work::Control;
use crate::Result;

impl Solver {
    /// A line under the game that decided the status: the winner plays its first winning
    /// move in the fixed heuristic order (`Engine::line_moves`), the loser its first move
    /// in that order, except at the start, where the side to move plays its first key move
    /// (`key`) if it has any. The line of a ko is played under the chosen ko rule, and that
    /// of a seki where the attacker wins every ko, so the side to move may lose that game
    /// though its key moves keep the status: without this, the carpenter's square with
    /// Black first showed Black opening with C5, a move that lets White live.
    pub(super) fn principal(
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
