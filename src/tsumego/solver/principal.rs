//! The principal line of an answer.

use super::Solver;
use crate::tsumego::analysis::Status;
use crate::tsumego::search::{Extra, Game, Goal, Mv, UNLIMITED};
use crate::work::Control;
use crate::{Error, Result};

/// The nodes a ko's line spends at each of the loser's turns on asking whether the ko
/// still matters (`outright`).
const OUTRIGHT_CAP: u64 = 2_000;

impl Solver {
    /// A line under the game that decided the status. The side that wins that game plays
    /// a winning move that ends it at once if it has one (the opponent's stones all taken,
    /// the defender safe or hopeless), else its first winning move in the fixed heuristic
    /// order (`Engine::line_moves`); the loser plays its first move in that order, except
    /// at the start, where it plays its first key move (`key`) if it has any. The line
    /// stops where the search would: at a position it decides on its own (`settled`; a
    /// hopeless defender is not played out till its stones are taken), or at the end of
    /// the game. The line of a ko is played under the chosen ko rule, and that of a seki
    /// where the attacker wins every ko, so the side to move may lose that game though its
    /// key moves keep the status: without this, the carpenter's square with Black first
    /// showed Black opening with C5, a move that lets White live. In a ko's line the loser
    /// under the rule keeps the ko while it can (`keeps_ko`), and the line stops once the
    /// ko no longer matters (`outright`): it shows the ko, not the filling after it.
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
                if self.engine.settled(&g, &x).is_some() {
                    break;
                }
                let moves = self.engine.line_moves(&g, &x);
                if moves.is_empty() {
                    break;
                }
                let wins = self.engine.solve(&g, &x, ctl)?;
                if status == Status::Ko && !wins && self.outright(&x, ctl)? {
                    break;
                }
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
                let pick = match (wins, played.is_empty()) {
                    (false, true) => *moves
                        .iter()
                        .find(|(m, _)| key.contains(m))
                        .unwrap_or(&moves[0]),
                    (false, false) if status == Status::Ko => self.ko_kept(&g, &x, &moves, ctl)?,
                    (false, false) => moves[0],
                    (true, root) => {
                        let keys = |m: Mv| !root || key.is_empty() || key.contains(&m);
                        match moves
                            .iter()
                            .find(|&&(m, nx)| keys(m) && self.ends_at_once(&g, &x, m, &nx))
                        {
                            Some(&quick) => quick,
                            None => self.first_win(&g, &x, &moves, ctl)?,
                        }
                    }
                };
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

    /// Whether the side that plays `mv` (from `x`, to `nx`) wins by it at once: a pass that
    /// ends the game in its favour, or a position decided on its own (`settled`).
    fn ends_at_once(&mut self, g: &Game, x: &Extra, mv: Mv, nx: &Extra) -> bool {
        if let Some(opponent_wins) = self.engine.pass_ends_game(g, x, mv) {
            return !opponent_wins;
        }
        self.engine.play(mv);
        let opponent_wins = self.engine.settled(g, nx);
        self.engine.take_back(mv);
        opponent_wins == Some(false)
    }

    /// The first of `moves` (from `x`) that wins `g`; the side to move has one.
    fn first_win(
        &mut self,
        g: &Game,
        x: &Extra,
        moves: &[(Mv, Extra)],
        ctl: &mut Control,
    ) -> Result<(Mv, Extra)> {
        for &(m, nx) in moves {
            if let Some(opponent_wins) = self.engine.pass_ends_game(g, x, m) {
                if !opponent_wins {
                    return Ok((m, nx));
                }
                continue;
            }
            self.engine.play(m);
            let r = self.engine.solve(g, &nx, ctl);
            self.engine.take_back(m);
            if !r? {
                return Ok((m, nx));
            }
        }
        Ok(moves[0])
    }

    /// The loser's move in a ko's line (under the chosen rule, from `x`): the first of
    /// `moves` that keeps the status a ko, if one does. The attacker keeps the defender
    /// below seki (it wins with every ko its own), the defender keeps itself at ko level
    /// or above (it lives with every ko its own).
    fn ko_kept(
        &mut self,
        g: &Game,
        x: &Extra,
        moves: &[(Mv, Extra)],
        ctl: &mut Control,
    ) -> Result<(Mv, Extra)> {
        let defender = x.to_move == self.problem.defender;
        let threats = match defender {
            true => self.threats_for(UNLIMITED, 0),
            false => self.threats_for(0, UNLIMITED),
        };
        let level = self.game(Goal::Survive, threats);
        for &(m, nx) in moves {
            if self.engine.pass_ends_game(g, x, m).is_some() {
                continue;
            }
            self.engine.play(m);
            let r = self.engine.solve(&level, &Extra { threats, ..nx }, ctl);
            self.engine.take_back(m);
            // The opponent moves next: the loser keeps the ko if the opponent loses there.
            if !r? {
                return Ok((m, nx));
            }
        }
        Ok(moves[0])
    }

    /// Whether the ko no longer matters at the line's position `x`, with the chosen rule's
    /// loser to move: the defender lives even if the attacker wins every ko, or dies even
    /// if it wins them all. Asked under a cap (`OUTRIGHT_CAP`): a check that runs out says
    /// no, and the line goes on.
    fn outright(&mut self, x: &Extra, ctl: &mut Control) -> Result<bool> {
        let defender_loses = x.to_move == self.problem.defender;
        let (goal, threats) = match defender_loses {
            true => (Goal::Survive, self.threats_for(UNLIMITED, 0)),
            false => (Goal::Unconditional, self.threats_for(0, UNLIMITED)),
        };
        let g = self.game(goal, threats);
        let saved = self.engine.cap(OUTRIGHT_CAP);
        let r = self.engine.solve(&g, &Extra { threats, ..*x }, ctl);
        let by_cap = self.engine.uncap(saved);
        match r {
            // The loser (to move) loses that game too.
            Ok(win) => Ok(!win),
            Err(Error::Stopped(_)) if by_cap => Ok(false),
            Err(e) => Err(e),
        }
    }
}
