//! The dead test (`Engine::hopeless`): the defender past saving before its stones are taken,
//! read from the points out of the attacker's reach and the attacker's joins.

use super::rules::{Game, Goal};
use super::Engine;
use crate::tsumego::mask::Mask;

/// The most points out of the attacker's reach where the join test runs (`join_kills`):
/// the joining point has four neighbours at most, one of them outside the region or a
/// joined stone, so it takes three; a join that also joins chains can take more, but
/// looking further cost more than it saved (8: the drawn rows 1.03x the nodes, the random
/// corners 1.03x; notes/issue-14.md, session 35). A bound on the work, not on soundness.
const JOIN_KILLS_FAR: u32 = 5;

/// The same for two joins, the second at the defender's turn (`join_kills`).
const TWO_JOINS_KILL_FAR: u32 = JOIN_KILLS_FAR + 3;

impl<M: Mask> Engine<M> {
    /// Where a stone of the side to move joins the wall: for the attacker, the points next
    /// to the wall or to its stones joined to it; none for the defender, and none where the
    /// dead test may not run (its condition keeps those stones on the board for good).
    pub(super) fn wall_reach(&self) -> M {
        if !self.switches.dead_test || self.to_move() == self.defender {
            return M::ZERO;
        }
        self.joined_near().1
    }

    /// How many region points are out of the attacker's reach (`far` in `hopeless`): what
    /// an attacker's line plays down to the dead test.
    pub fn out_of_reach(&self) -> u32 {
        (self.full & !self.joined_near().1).count_ones()
    }

    /// The attacker's stones joined to the wall, and the points next to the wall or to
    /// them (where an attacker stone joins them). Those stones are never taken where the
    /// dead test may run.
    pub(super) fn joined_near(&self) -> (M, M) {
        let (_, att) = self.sides();
        let joined = self.flood(att & self.open, att);
        (joined, self.open | self.grow(joined))
    }

    /// Whether the defender is past saving (unless it may end the game by a pass right
    /// now, see `terminal`). `far`: the region points that are neither an attacker stone
    /// joined to the outside wall (never captured) nor next to one. An attacker play next
    /// to such a stone joins it, so it is never suicide and never repeats a position (the
    /// joined stones only grow, so `far` only shrinks), and the attacker plays those while
    /// there are any; after that every empty point is in `far`, so every defender chain
    /// has its liberties there. Benson's life needs two enclosed areas, each inside `far`
    /// (a point next to a joined stone is not enclosed) and not adjacent. Hopeless if
    /// `far` holds no two points apart and:
    /// - it has one point at most: then the attacker's play there takes every defender
    ///   stone, which repeats no position of the line (all of them held some);
    /// - or the game is the unconditional-life one (the attacker may pass for ever);
    /// - or two adjacent points a and b, and at least two empty points outside `far` (the
    ///   defender may fill one first), so the attacker joins a stone before its first play
    ///   in `far`. With a and b empty it plays a, which leaves every chain in atari at b:
    ///   if the defender takes a back from b, the attacker's play at a takes every stone,
    ///   else its play at b does (or the play at a took chains and emptied points next to
    ///   joined stones: it fills those first again). The play at a repeats nothing: an
    ///   earlier position with it has the same joined stones, so it comes after the last
    ///   join, and the one position there (the defender's turn) had b empty, so the
    ///   defender's reply did not take a. Without the two empty points, a line where the
    ///   attacker passed while the defender refilled taken chains can bar it.
    ///
    /// In the unconditional-life game the defender's stones in `far` do not count
    /// (`eye_room_mask`).
    ///
    /// Or one join of the attacker's makes `far` so, whichever side is to move, or two
    /// with the attacker to move (`join_kills`).
    ///
    /// Measured against one point only (benchmark, 2 M nodes): 0.87-0.94x the nodes on
    /// the drawn rows with a dead answer, 0.55-0.64x on the random corner it answers.
    /// None if not hopeless; else whether it holds without counting the neighbours of the
    /// attacker's stones on points next to the wall, which swapping two outside liberties
    /// leaves unchanged (`twin_skip`).
    pub(super) fn hopeless(&self, g: &Game) -> Option<bool> {
        let def = self.sides().0;
        let (joined, near) = self.joined_near();
        let empty = self.empty_points();
        let far = self.full & !near;
        let room = self.eye_room_mask(g, def).unwrap_or(!M::ZERO);
        if self.dead_far(g, far & room, empty, 0) {
            let twin_far = self.full & !(joined | self.open | self.grow(joined & !self.open));
            return Some(self.dead_far(g, twin_far & room, empty, 0));
        }
        // Not said alike: the joins read empty points next to the wall.
        self.join_kills(g, far, near, empty).then_some(false)
    }

    /// The points where the defender's enclosed areas may lie, as `hopeless` reads them
    /// (None: all of `far`): in the unconditional-life game, none of the defender's stones. There the attacker
    /// may pass for ever, so none of them is ever taken (suicide is barred), and an area
    /// holds no defender stone: the points left only shrink. Not in the survival game,
    /// where the attacker must take stones to win and a taken chain empties its points.
    /// Measured (benchmark, 2 M nodes): the drawn rows 0.970x the nodes, all of it on the
    /// alive level (the rows with White first 0.71-1.02x), random 21 with White first
    /// 0.09x. Reading it in the joins too, or in the start numbers, gained nothing
    /// (notes/issue-14.md, session 36).
    pub(super) fn eye_room_mask(&self, g: &Game, def: M) -> Option<M> {
        (g.goal == Goal::Unconditional && self.switches.dead_own_stones).then_some(!def)
    }

    /// The dead test on `far` (see `hopeless`), with `spare` empty points outside `far`
    /// beyond those it needs.
    fn dead_far(&self, g: &Game, far: M, empty: M, spare: u32) -> bool {
        match far.count_ones() {
            0 | 1 => true,
            // Two adjacent points.
            2 if self.switches.dead_pair
                && (self.rnb[far.trailing_zeros() as usize] & far).any() =>
            {
                g.goal == Goal::Unconditional || (empty & !far).count_ones() >= 2 + spare
            }
            _ => false,
        }
    }

    /// Whether the attacker has a join that leaves the dead test true: an empty point out
    /// of `far` (its stone there joins the wall, never suicide nor a repetition) whose
    /// neighbours in `far` leave it, so that `far` then holds at most the rest (joins only
    /// shrink it). With the attacker to move, it plays there, and the defender is
    /// hopeless (`can_end` is false after a play). With the defender to move, two such
    /// points, each with an empty point to spare: the defender's move fills one point at
    /// most, and its captures empty only points of `far`, which leaves the other as it
    /// was; nor can that move make it safe, since the other point keeps its neighbours
    /// out of enclosed areas, so that `far` holds at most one area. And with the attacker
    /// to move, a join after which the defender, to move, faces two such points.
    ///
    /// The attacker's join also joins to the wall its chains next to the point (they lie
    /// in `far`: a stone next to a joined one is joined), so their stones and neighbours
    /// leave `far` as well: the test then reads the position after the join as the dead
    /// test would. At the defender's turn only the chains with two liberties or more,
    /// which its one move cannot take; the point left empty keeps them, as it keeps its
    /// own neighbours, out of enclosed areas (they reach the wall through it).
    ///
    /// Measured (benchmark, 2 M nodes): against the dead test alone, the attacker's turn
    /// 0.63-0.84x the nodes on the random corners, 0.98x over the drawn rows; the
    /// defender's turn added 0.91x on the random corners (0.59-1.12x per row) and 1.01x on
    /// the drawn rows; the two joins ahead 0.97x on the drawn rows (the carpenter's square
    /// with Black first 0.86x) and one more random corner answered. The defender's turn
    /// needs `solve`'s weak sums: without them three rows' restarts overflowed for ever
    /// (notes/issue-14.md, sessions 33 and 34). The joined chains: 0.82x the nodes on the
    /// random corners answered (one more answered), 1.09x on the drawn rows, all of it
    /// "corner x + libs" with Black first (2.7x; the other rows 0.98x; session 35).
    fn join_kills(&self, g: &Game, far: M, near: M, empty: M) -> bool {
        let attacker = self.to_move() != self.defender;
        let sw = &self.switches;
        let twice = attacker && self.two_joins();
        sw.dead_join
            && (attacker || sw.dead_join_defender)
            && self.joins_kill(g, far, near, empty, attacker, twice)
    }

    /// `join_kills` on `far`, `near` and `empty` as given, for the side named. `twice`: for
    /// the attacker, a join may also leave the defender facing the two joins of its own
    /// turn, read on `far` less the join's neighbours (and the chains it joins, with
    /// theirs) and `near` with them. After the join the real `far` is at most that and the
    /// real `near` at least that, so where the test passes on these, it passes on the real
    /// position too.
    fn joins_kill(&self, g: &Game, far: M, near: M, empty: M, attacker: bool, twice: bool) -> bool {
        let most = if twice {
            TWO_JOINS_KILL_FAR
        } else {
            JOIN_KILLS_FAR
        };
        if far.count_ones() > most {
            return false;
        }
        let (spare, needed) = if attacker { (0, 1) } else { (1, 2) };
        let (_, att) = self.sides();
        let mut found = 0;
        let mut rest = empty & near & self.grow(far);
        while rest.any() {
            let n = rest.trailing_zeros() as usize;
            rest &= !M::bit(n);
            let (mut far_after, empty_after) = (far & !self.rnb[n], empty & !M::bit(n));
            let mut near_after = near | self.rnb[n];
            // The attacker's join also joins its chains next to n (see above).
            let touching = self.rnb[n] & att & far;
            if self.switches.dead_join_merge && touching.any() {
                let merged = self.chains_kept(touching, att, empty, attacker);
                let gone = merged | self.grow(merged);
                far_after &= !gone;
                near_after |= gone;
            }
            if self.dead_far(g, far_after, empty_after, spare)
                || twice && self.joins_kill(g, far_after, near_after, empty_after, false, false)
            {
                found += 1;
                if found == needed {
                    return true;
                }
            }
        }
        false
    }

    /// The attacker's chains through `touching` (stones of `att`) that stand until its next
    /// move: all of them with the attacker to move, else those with two liberties or more
    /// among `empty`, which one defender move cannot take.
    fn chains_kept(&self, touching: M, att: M, empty: M, attacker: bool) -> M {
        if attacker {
            return self.flood(touching, att);
        }
        let mut kept = M::ZERO;
        let mut rest = touching;
        while rest.any() {
            let chain = self.flood(rest.lowest(), att);
            rest &= !chain;
            if (self.grow(chain) & empty).count_ones() >= 2 {
                kept |= chain;
            }
        }
        kept
    }

    /// Whether the attacker's joins look two ahead (they build on the defender's case).
    fn two_joins(&self) -> bool {
        self.switches.dead_join_twice && self.switches.dead_join_defender
    }

    /// The most points out of the attacker's reach where it may have a killing join.
    pub(super) fn join_kills_far(&self) -> u32 {
        if self.two_joins() {
            TWO_JOINS_KILL_FAR
        } else {
            JOIN_KILLS_FAR
        }
    }
}
