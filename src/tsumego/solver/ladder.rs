//! The status questions: one game each (who wins every ko, or a count of threats), asked
//! in the order that settles a status with the fewest nodes, and a ko's conditions.

use super::Solver;
use crate::tsumego::analysis::{rank, KoInfo, Status, LADDER};
use crate::tsumego::search::{Game, Goal, UNLIMITED};
use crate::work::Control;
use crate::{Error, Result};

/// The most nodes `Solver::alive_first` spends (random 21 with Black first needs 16,166).
const ALIVE_FIRST: u64 = 20_000;

impl Solver {
    pub(super) fn game(&self, goal: Goal, threats: [u8; 2]) -> Game {
        Game {
            pass: self.settings.pass,
            superko: self.settings.superko,
            n: self.settings.n,
            threats,
            goal,
        }
    }

    pub(super) fn threats_for(&self, defender: u8, attacker: u8) -> [u8; 2] {
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
    pub(super) fn at_least(&mut self, level: Status, ctl: &mut Control) -> Result<bool> {
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
    pub(super) fn classify(
        &mut self,
        known: &mut (usize, usize),
        ctl: &mut Control,
    ) -> Result<Status> {
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
    pub(super) fn alive_first(
        &mut self,
        known: &mut (usize, usize),
        ctl: &mut Control,
    ) -> Result<()> {
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

    pub(super) fn ko_info(&mut self, ctl: &mut Control) -> Result<KoInfo> {
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
}
