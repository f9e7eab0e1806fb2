//! The principal line of an answer.

use super::Solver;
use crate::tsumego::analysis::{LineEnd, Status};
use crate::tsumego::search::{Extra, Game, Goal, Mv, UNLIMITED};
use crate::work::Control;
use crate::Result;

/// The longest line shown.
const MAX_LINE: usize = 24;

impl Solver {
    /// A line under the game that decided the status, and why it ends where it does.
    /// - The side that wins that game plays a winning move that ends it at once if it has
    ///   one (the opponent's stones all taken, the defender safe or hopeless), else its
    ///   first winning move in the fixed heuristic order (`Engine::line_moves`); the
    ///   attacker's in the order that closes in on the defender first (`closing_in`).
    /// - The loser plays its first move in that order; at the start, its first key move
    ///   (`key`) if it has any. In the line of a ko (after the start) or of a seki it
    ///   plays a move that keeps the status while it has one (`kept`), and the line ends
    ///   when it has none: the line shows the ko, not the filling after it was settled,
    ///   and a seki with the attacker to move and no key move is no line at all (it used
    ///   to show the attacker's forced fill and the defender's capture, moves the rule's
    ///   ban on its pass alone made it play).
    /// - The line stops where the search would: at a position it decides on its own
    ///   (`settled`: a hopeless defender is not played out till its stones are taken), or
    ///   at the end of the game.
    ///
    /// The line of a ko is played under the chosen ko rule, and that of a seki where the
    /// attacker wins every ko, so the side to move may lose that game though its key moves
    /// keep the status: without this, the carpenter's square with Black first showed Black
    /// opening with C5, a move that lets White live. A dead line is played where the
    /// defender wins every ko, an alive one where the attacker does: the winner's moves
    /// keep the status whatever the ko rule.
    ///
    /// The moves of the line are the board's under the chosen rule (`Solver::play`), so
    /// that the page can replay them; the line's game only judges them (who wins, which
    /// move keeps the status). So the loser retakes a ko only with the threats the chosen
    /// rule gives it, and the winner may retake with such a threat where the line's game
    /// would have it pass (the article's rule lets the attacker pass only while it may not
    /// retake). Before, the dead line of the article's pass-rule position with White first
    /// under "the attacker wins kos" showed Black retaking the ko with no threat, and the
    /// page refused that move. Where no board move wins the line's game for its winner,
    /// the line ends (`LineEnd::Unplayable`; no problem the tests solve reaches it).
    pub(super) fn principal(
        &mut self,
        status: Status,
        key: &[Mv],
        ctl: &mut Control,
    ) -> Result<(Vec<String>, Vec<usize>, LineEnd)> {
        let (goal, threats) = match status {
            Status::Alive => (Goal::Unconditional, self.threats_for(0, UNLIMITED)),
            Status::Seki => (Goal::Survive, self.threats_for(0, UNLIMITED)),
            Status::Dead => (Goal::Survive, self.threats_for(UNLIMITED, 0)),
            _ => (Goal::Survive, self.state().threats),
        };
        let g = self.game(goal, threats);
        let mut x = self.base_extra(threats);
        let mut replay = self.state();
        let mut played: Vec<Mv> = Vec::new();
        let mut names = Vec::new();
        let mut retakes = Vec::new();
        let result = (|| -> Result<LineEnd> {
            for _ in 0..MAX_LINE {
                if self.engine.settled(&g, &x).is_some() {
                    let defender = x.to_move == self.problem.defender;
                    return Ok(match self.engine.decided() {
                        None => LineEnd::Hopeless,
                        Some(win) if win == defender => LineEnd::Safe,
                        Some(_) => LineEnd::Taken,
                    });
                }
                // The board's moves, each with the state after it in the line's game: the
                // board's, but for the threats of a dead, alive or seki line's game, which
                // it never spends (unlimited, or none).
                let board_takes = self.legal_after(&replay);
                let mut moves: Vec<(Mv, Extra)> = (board_takes.iter())
                    .map(|&(m, b)| match status {
                        Status::Ko => (m, b),
                        _ => (m, Extra { threats, ..b }),
                    })
                    .collect();
                // The moves of the line's game first (a retake only the chosen rule's
                // threats allow comes last): the winner of an alive line then retakes a ko
                // only where nothing else wins.
                let own: Vec<Mv> = (self.engine.line_moves(&g, &x).iter())
                    .map(|&(m, _)| m)
                    .collect();
                let later = move |m: &Mv| !own.contains(m);
                moves.sort_by_key(|&(m, _)| {
                    (later(&m), goal == Goal::Survive && self.engine.idle_move(m))
                });
                if moves.is_empty() {
                    return Ok(LineEnd::NoMove);
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
                        return Ok(LineEnd::Elsewhere);
                    }
                }
                let first_key = match played.is_empty() {
                    true => moves.iter().find(|(m, _)| key.contains(m)),
                    false => None,
                };
                let kept_ko = status == Status::Ko && !played.is_empty();
                let pick = match (wins, first_key) {
                    (false, Some(&pick)) => pick,
                    // At the start a ko's loser without a key move plays its first move
                    // (often its pass: the line then shows how the winner ends the ko).
                    (false, None) if status == Status::Seki || kept_ko => {
                        match self.kept(status, &g, &x, &moves, ctl)? {
                            Some(pick) => pick,
                            None if status == Status::Seki => return Ok(LineEnd::Seki),
                            None => {
                                let defender_lives = x.to_move != self.problem.defender;
                                return Ok(LineEnd::KoOver(defender_lives));
                            }
                        }
                    }
                    (false, None) => moves[0],
                    (true, _) => {
                        let root = played.is_empty();
                        let keys = |m: Mv| !root || key.is_empty() || key.contains(&m);
                        let win = match moves
                            .iter()
                            .find(|&&(m, nx)| keys(m) && self.ends_at_once(&g, &x, m, &nx))
                        {
                            Some(&quick) => Some(quick),
                            None if x.to_move != self.problem.defender => {
                                let mut closing = self.closing_in(&moves);
                                closing.sort_by_key(|(m, _)| later(m));
                                self.first_win(&g, &x, &closing, ctl)?
                            }
                            None => self.first_win(&g, &x, &moves, ctl)?,
                        };
                        match win {
                            Some(pick) => pick,
                            None => return Ok(LineEnd::Unplayable),
                        }
                    }
                };
                // Two passes end the game.
                if self.engine.pass_ends_game(&g, &x, pick.0).is_some() {
                    names.push("pass".to_string());
                    return Ok(LineEnd::Passes);
                }
                replay = (board_takes.iter())
                    .find(|(b, _)| *b == pick.0)
                    .expect("the moves are those the board takes")
                    .1;
                self.engine.play(pick.0);
                if self.retook(pick.0) {
                    retakes.push(names.len());
                }
                played.push(pick.0);
                names.push(self.name(pick.0));
                x = pick.1;
            }
            Ok(LineEnd::Limit(MAX_LINE))
        })();
        while let Some(m) = played.pop() {
            self.engine.take_back(m);
        }
        Ok((names, retakes, result?))
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

    /// The attacker's `moves` with those that leave the fewest points out of its reach
    /// first (the measure the dead test reads), the order kept among equals: its line
    /// heads for the position the dead test settles. The L group with Black first took 11
    /// moves to get there in the fixed order, 4 so.
    fn closing_in(&mut self, moves: &[(Mv, Extra)]) -> Vec<(Mv, Extra)> {
        let mut by_reach: Vec<(u32, (Mv, Extra))> = (moves.iter())
            .map(|&(m, nx)| {
                self.engine.play(m);
                let far = self.engine.out_of_reach();
                self.engine.take_back(m);
                (far, (m, nx))
            })
            .collect();
        by_reach.sort_by_key(|&(far, _)| far);
        by_reach.into_iter().map(|(_, c)| c).collect()
    }

    /// The first of `moves` (from `x`) that wins `g`, if one does: the side to move wins,
    /// but the board may not take its winning moves (`principal`).
    fn first_win(
        &mut self,
        g: &Game,
        x: &Extra,
        moves: &[(Mv, Extra)],
        ctl: &mut Control,
    ) -> Result<Option<(Mv, Extra)>> {
        for &(m, nx) in moves {
            if let Some(opponent_wins) = self.engine.pass_ends_game(g, x, m) {
                if !opponent_wins {
                    return Ok(Some((m, nx)));
                }
                continue;
            }
            self.engine.play(m);
            let r = self.engine.solve(g, &nx, ctl);
            self.engine.take_back(m);
            if !r? {
                return Ok(Some((m, nx)));
            }
        }
        Ok(None)
    }

    /// The loser's move in the line of a ko or a seki (from `x`, where it loses the line's
    /// game `g`): the first of `moves` that keeps the status, if one does.
    /// - In a ko's line, played under the chosen rule, the attacker keeps the defender
    ///   below seki (it wins with every ko its own), the defender keeps itself at ko level
    ///   or above (it lives with every ko its own). None: with the ko threats the rule
    ///   leaves it, it has lost the ko.
    /// - In a seki's line the attacker (it must move: the rule bars its pass) keeps the
    ///   defender from unconditional life. None: every move it has lets the defender live.
    fn kept(
        &mut self,
        status: Status,
        g: &Game,
        x: &Extra,
        moves: &[(Mv, Extra)],
        ctl: &mut Control,
    ) -> Result<Option<(Mv, Extra)>> {
        let defender = x.to_move == self.problem.defender;
        let (goal, threats) = match (status, defender) {
            (Status::Seki, _) => (Goal::Unconditional, self.threats_for(0, UNLIMITED)),
            (_, true) => (Goal::Survive, self.threats_for(UNLIMITED, 0)),
            (_, false) => (Goal::Survive, self.threats_for(0, UNLIMITED)),
        };
        let level = self.game(goal, threats);
        for &(m, nx) in moves {
            if self.engine.pass_ends_game(g, x, m).is_some() {
                continue;
            }
            self.engine.play(m);
            let r = self.engine.solve(&level, &Extra { threats, ..nx }, ctl);
            self.engine.take_back(m);
            // The opponent moves next: the status is kept if it loses there.
            if !r? {
                return Ok(Some((m, nx)));
            }
        }
        Ok(None)
    }
}
