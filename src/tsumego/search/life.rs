//! When the game is over: the defender has no stones left in the region, or a chain that is
//! safe (joined to a defender stone outside, or alive by Benson's test).

use super::proof::Proof;
use super::rules::{Extra, Game};
use super::Engine;
use crate::tsumego::mask::Mask;

/// Entries of the cache of `defender_safe` (16 bytes each: 256 KiB, which stays near the
/// core). Measured against 2^16 and 2^18 entries: 3% and 6-18% more time, as the larger
/// caches' misses cost more than the tests they save.
pub(super) const SAFE_CACHE: usize = 1 << 14;

/// Which ends a position's terminal test must look for (`Engine::may_after`).
#[derive(Clone, Copy)]
pub(super) struct May {
    /// The defender may be safe.
    pub(super) live: bool,
    /// The defender may be hopeless.
    pub(super) hopeless: bool,
}

impl May {
    pub(super) const ALL: May = May {
        live: true,
        hopeless: true,
    };
}

impl<M: Mask> Engine<M> {
    /// The defender's eye room: the empty region points next to it and not next to the
    /// attacker.
    pub(super) fn eye_room(&self) -> u32 {
        let (def, att) = self.sides();
        let empty = self.empty_points();
        (empty & self.grow(def) & !self.grow(att)).count_ones()
    }

    /// The enclosed areas: the components of the region points without a defender stone
    /// that touch no point next to the open outside.
    pub(super) fn enclosed_areas(&self) -> impl Iterator<Item = M> + '_ {
        self.areas_of(self.enclosed())
    }

    /// The region points in enclosed areas: one flood from every point next to the
    /// outside takes all the open components.
    fn enclosed(&self) -> M {
        let (def, _) = self.sides();
        let within = self.full & !def;
        within & !self.flood(within & self.open, within)
    }

    /// The connected parts of `enclosed`.
    fn areas_of(&self, enclosed: M) -> impl Iterator<Item = M> + '_ {
        let mut rest = enclosed;
        std::iter::from_fn(move || {
            rest.any().then(|| {
                let a = self.flood(rest.lowest(), enclosed);
                rest &= !a;
                a
            })
        })
    }

    /// Whether some defender chain in the region is safe: joined to a defender stone outside
    /// the region, or unconditionally alive (Benson) inside it. On region masks: the stones
    /// outside never change, so which region points touch them is fixed.
    pub fn defender_safe(&mut self) -> bool {
        let def = self.sides().0;
        if (def & self.wall).any() {
            return true;
        }
        // Scratch lists kept between calls: this runs at most new positions.
        let mut areas = std::mem::take(&mut self.areas_buf);
        areas.clear();
        areas.extend(self.enclosed_areas());
        // Life needs two enclosed areas.
        let safe = areas.len() >= 2 && self.benson(&areas, def, self.empty_points());
        self.areas_buf = areas;
        safe
    }

    /// Benson's test on the enclosed areas `areas` of the defender stones `def`: whether
    /// some defender chain keeps two vital areas while the chains without them, and the
    /// areas next to those, drop out. Chains and areas are at most 128 (one region point
    /// each), so bit sets mark the ones left.
    fn benson(&mut self, areas: &[M], def: M, empty: M) -> bool {
        // (stones, their neighbours): adjacency is symmetric, so an area is next to a
        // chain when it meets the chain's neighbours.
        let mut chains = std::mem::take(&mut self.chains_buf);
        chains.clear();
        let mut rest = def;
        while rest.any() {
            let c = self.flood(rest.lowest(), def);
            rest &= !c;
            chains.push((c, self.grow(c)));
        }
        let all = |n: usize| {
            if n >= 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            }
        };
        let mut alive = all(chains.len());
        let mut ok = all(areas.len());
        loop {
            let mut changed = false;
            let mut dead = M::ZERO;
            for (c, &(stones, near)) in chains.iter().enumerate() {
                if alive >> c & 1 == 0 {
                    dead |= stones;
                    continue;
                }
                // Vital: an area next to the chain whose empty points are all its liberties.
                let vital = areas
                    .iter()
                    .enumerate()
                    .filter(|&(a, &pts)| {
                        ok >> a & 1 != 0 && (pts & near).any() && !(pts & empty & !near).any()
                    })
                    .count();
                if vital < 2 {
                    alive &= !(1 << c);
                    dead |= stones;
                    changed = true;
                }
            }
            let next_to_dead = self.grow(dead);
            for (a, &pts) in areas.iter().enumerate() {
                if ok >> a & 1 != 0 && (pts & next_to_dead).any() {
                    ok &= !(1 << a);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.chains_buf = chains;
        alive != 0
    }

    /// The search's result for the side to move, if the position decides it: the game is
    /// over, or the defender is hopeless. `may`: what the parent has not ruled out (see
    /// `may_after`); the tests for the rest are not run.
    pub(super) fn terminal(&mut self, g: &Game, x: &Extra, may: May) -> Option<Proof> {
        // The tests (debug builds) check every test left out.
        debug_assert!(may.live || self.def_count == 0 || !self.defender_safe());
        debug_assert!(
            may.hopeless
                || !(self.def_count > 0 && self.switches.dead_test && !self.can_end(g, x))
                || self.hopeless(g).is_none()
        );
        if may.hopeless && self.def_count > 0 && self.switches.dead_test && !self.can_end(g, x) {
            if let Some(alike) = self.hopeless(g) {
                let mut proof = self.leaf(self.to_move() != self.defender);
                proof.or_broke(!alike);
                return Some(proof);
            }
        }
        let win = self.over(may.live)?;
        Some(self.game_over_leaf(win))
    }

    /// The winner of the side to move if the game is over: the defender has no stones left
    /// in the region, or a safe chain.
    fn over(&mut self, may_live: bool) -> Option<bool> {
        let defender_to_move = self.to_move() == self.defender;
        if self.def_count == 0 {
            return Some(!defender_to_move);
        }
        if !may_live {
            return None;
        }
        // A small direct-mapped cache: the same positions come back often.
        let slot = (self.hash as usize) & (SAFE_CACHE - 1);
        let safe = match self.safe_cache[slot] {
            (h, s) if h == self.hash && s != 0 => s == 2,
            _ => {
                let s = self.defender_safe();
                self.safe_cache[slot] = (self.hash, 1 + s as u8);
                s
            }
        };
        safe.then_some(defender_to_move)
    }

    /// Whether the game is over (for lines and play): the winner of the side to move. A
    /// hopeless defender still has its stones and its moves, so it is not over yet.
    pub fn decided(&mut self) -> Option<bool> {
        self.over(May::ALL.live)
    }

    /// Whether the side to move wins here by what the search reads off the position alone
    /// (`terminal`): the game is over, or the defender is hopeless (for lines, which then
    /// need not play the filling out).
    pub fn settled(&mut self, g: &Game, x: &Extra) -> Option<bool> {
        self.terminal(g, x, May::ALL).map(|p| p.win)
    }
}
