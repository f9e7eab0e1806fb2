//! The board inside the engine: stones on the region masks, moves played and taken back,
//! and the line of positions with its repetition test.

use super::rules::{Mv, Superko};
use super::Engine;
use crate::go::Color;
use crate::tsumego::mask::Mask;

#[derive(Clone, Copy)]
pub(super) struct Step<M: Mask> {
    pub(super) hash: u64,
    pub(super) to_move: u8,
    pub(super) b: M,
    pub(super) w: M,
    /// Region points occupied in this position or any earlier one of the line.
    pub(super) ever: M,
    /// The move here took a defender chain of two or more stones, one of them on a point
    /// next to the wall, and left other defender stones (see `Proof::broke`).
    pub(super) broke: bool,
}

/// What capture tests on the region masks need, when every stone outside next to the
/// region has a liberty outside (over points outside), so none is ever taken.
pub(super) struct ChainMasks<M: Mask> {
    /// By colour index: region points next to a point outside that gives that colour's
    /// chain a liberty (an empty point, or a stone of that colour, which has one).
    pub(super) liberty: [M; 2],
}

pub(super) const SEEN_BITS: u32 = 12;

pub(super) fn seen_bucket(hash: u64) -> usize {
    (hash >> (64 - SEEN_BITS)) as usize
}

pub(super) const EMPTY: u8 = 0;

pub(super) fn cidx(c: Color) -> u8 {
    c.index() as u8 + 1
}

impl<M: Mask> Engine<M> {
    pub(super) fn set_mask(&mut self, v: usize, c: u8, on: bool) {
        let r = self.ridx[v];
        if r == u16::MAX {
            return;
        }
        let bit = M::bit(r as usize);
        let m = if c == 1 {
            &mut self.b
        } else {
            &mut self.w_mask
        };
        if on {
            *m |= bit;
        } else {
            *m &= !bit;
        }
        if c == cidx(self.defender) {
            if on {
                self.def_count += 1;
            } else {
                self.def_count -= 1;
            }
        }
    }

    pub fn stone(&self, v: usize) -> Option<Color> {
        match self.color[v] {
            EMPTY => None,
            c => Some(Color::from_index(c as usize - 1)),
        }
    }

    pub fn to_move(&self) -> Color {
        Color::from_index(self.line.last().unwrap().to_move as usize - 1)
    }

    pub(super) fn next_gen(&mut self) -> u32 {
        self.gen = self.gen.wrapping_add(1);
        if self.gen == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.gen = 1;
        }
        self.gen
    }

    /// Whether the chain at v (a stone) has no liberty; its stones are left in `buf`.
    fn dead_chain(&mut self, v: usize) -> bool {
        let g = self.next_gen();
        let c = self.color[v];
        self.buf.clear();
        self.buf.push(v);
        self.stamp[v] = g;
        let mut i = 0;
        while i < self.buf.len() {
            let s = self.buf[i];
            for &u in &self.nb[s] {
                let u = u as usize;
                if self.color[u] == EMPTY {
                    return false;
                }
                if self.color[u] == c && self.stamp[u] != g {
                    self.stamp[u] = g;
                    self.buf.push(u);
                }
            }
            i += 1;
        }
        true
    }

    /// `place` where no stone outside the region can be taken (`ChainMasks`), on the
    /// region masks: a stone outside is never in a dead chain, and a region chain lives
    /// if it touches a liberty outside or a stone of its colour there.
    fn place_on_masks(&mut self, v: usize, c: u8, liberty: [M; 2]) -> bool {
        self.put(v, c);
        let start = self.captured.len();
        let bit = M::bit(self.ridx[v] as usize);
        let (own, opp) = match c {
            1 => (self.b, self.w_mask),
            _ => (self.w_mask, self.b),
        };
        let empty = self.full & !(own | opp);
        let mut taken = M::ZERO;
        let mut rest = self.grow_few(bit) & opp;
        while rest.any() {
            let (chain, dead) = self.chain_of(rest.lowest(), opp, empty, liberty[2 - c as usize]);
            rest &= !chain;
            if dead {
                taken |= chain;
            }
        }
        if !taken.any() && self.chain_of(bit, own, empty, liberty[c as usize - 1]).1 {
            self.remove(v);
            return false;
        }
        let mut rest = taken;
        while rest.any() {
            self.captured
                .push(self.rvert[rest.trailing_zeros() as usize]);
            rest &= rest - M::ONE;
        }
        for j in start..self.captured.len() {
            let s = self.captured[j];
            self.remove(s);
        }
        self.undo.push((v, start));
        true
    }

    /// The region neighbours of the few points in `m`, read point by point.
    fn grow_few(&self, m: M) -> M {
        let mut near = M::ZERO;
        let mut rest = m;
        while rest.any() {
            near |= self.rnb[rest.trailing_zeros() as usize];
            rest &= rest - M::ONE;
        }
        near
    }

    /// The chain of `own` stones at `seed` (a region point), grown until a liberty shows
    /// (then only the part grown so far) and whether it has none. Each stone's
    /// neighbours are read once, as the chain grows.
    fn chain_of(&self, seed: M, own: M, empty: M, liberty: M) -> (M, bool) {
        let mut chain = seed;
        let mut new = seed;
        loop {
            if (new & liberty).any() {
                return (chain, false);
            }
            let near = self.grow_few(new);
            if (near & empty).any() {
                return (chain, false);
            }
            new = near & own & !chain;
            if !new.any() {
                return (chain, true);
            }
            chain |= new;
        }
    }

    fn remove(&mut self, v: usize) {
        let c = self.color[v];
        self.hash ^= self.zob[v][(c - 1) as usize];
        self.set_mask(v, c, false);
        self.color[v] = EMPTY;
    }

    fn put(&mut self, v: usize, c: u8) {
        self.color[v] = c;
        self.hash ^= self.zob[v][(c - 1) as usize];
        self.set_mask(v, c, true);
    }

    /// Places a stone of colour c at v; false (nothing changed) if it is suicide.
    fn place(&mut self, v: usize, c: u8) -> bool {
        if let Some(liberty) = self.chain_masks.as_ref().map(|m| m.liberty) {
            return self.place_on_masks(v, c, liberty);
        }
        self.put(v, c);
        let start = self.captured.len();
        for i in 0..self.nb[v].len() {
            let u = self.nb[v][i] as usize;
            if self.color[u] != EMPTY && self.color[u] != c && self.dead_chain(u) {
                for j in 0..self.buf.len() {
                    let s = self.buf[j];
                    self.remove(s);
                    self.captured.push(s);
                }
            }
        }
        if self.captured.len() == start && self.dead_chain(v) {
            self.remove(v);
            return false;
        }
        self.undo.push((v, start));
        true
    }

    fn unplace(&mut self) {
        let (v, start) = self.undo.pop().expect("a move to take back");
        let c = self.color[v];
        self.remove(v);
        while self.captured.len() > start {
            let s = self.captured.pop().expect("a captured stone");
            self.put(s, 3 - c);
        }
    }

    /// Plays a move for the side to move (legality already checked by the caller).
    pub fn play(&mut self, mv: Mv) -> bool {
        let me = self.line.last().unwrap().to_move;
        let mut broke = false;
        if let Some(v) = mv {
            let start = self.captured.len();
            if !self.place(v, me) {
                return false;
            }
            // D of `twin_skip`, taken with an outside liberty it had filled: the twins'
            // neighbours differ from then on, and the game goes on.
            if self.captured.len() > start && self.def_count > 0 && me != cidx(self.defender) {
                let taken = self.captured[start..]
                    .iter()
                    .filter(|&&s| self.ridx[s] != u16::MAX)
                    .fold(M::ZERO, |m, &s| m | M::bit(self.ridx[s] as usize));
                broke = (taken & self.open & self.grow(taken)).any();
            }
        }
        let ever = self.line.last().unwrap().ever | self.b | self.w_mask;
        self.line.push(Step {
            hash: self.hash,
            to_move: 3 - me,
            b: self.b,
            w: self.w_mask,
            ever,
            broke,
        });
        self.seen[seen_bucket(self.hash)] += 1;
        true
    }

    pub fn take_back(&mut self, mv: Mv) {
        let step = self.line.pop().expect("a move to take back");
        self.seen[seen_bucket(step.hash)] -= 1;
        if mv.is_some() {
            self.unplace();
        }
    }

    pub fn line_len(&self) -> usize {
        self.line.len()
    }

    /// The first line index whose position the current one repeats (stone plays only).
    pub(super) fn repeats(&self, superko: Superko) -> Option<usize> {
        let last = self.line.len() - 1;
        let cur = self.line[last];
        if self.seen[seen_bucket(cur.hash)] < 2 {
            return None;
        }
        self.line[..last].iter().position(|s| {
            s.hash == cur.hash && (superko == Superko::Positional || s.to_move == cur.to_move)
        })
    }

    /// Whether every position of the line after index `i` repeats one at or before `i`
    /// (by `superko`'s measure, as `repeats` compares them): then the line since `i` added
    /// nothing a repetition test could bar, and a state met again here is the same game as
    /// at `i`. If so, the smallest line index the test referred to: `i`, or an earlier
    /// position repeated since (the latest visit of each).
    pub(super) fn nothing_new_since(&self, i: usize, superko: Superko) -> Option<usize> {
        let (before, since) = self.line.split_at(i + 1);
        since.iter().try_fold(i, |dep, s| {
            let same = |b: &Step<M>| {
                b.hash == s.hash && (superko == Superko::Positional || b.to_move == s.to_move)
            };
            before.iter().rposition(same).map(|l| dep.min(l))
        })
    }

    /// The region neighbours of the points in `m`.
    pub(super) fn grow(&self, m: M) -> M {
        match self.shift {
            Some(s) => ((m << 1) | (m >> 1) | (m << s) | (m >> s)) & self.full,
            None => self.grow_few(m),
        }
    }

    /// The connected part of `within` that holds the points of `seed`.
    pub(super) fn flood(&self, seed: M, within: M) -> M {
        let mut m = seed;
        loop {
            let next = (m | self.grow(m)) & within;
            if next == m {
                return m;
            }
            m = next;
        }
    }

    /// The region stones of the defender and of the attacker.
    pub(super) fn sides(&self) -> (M, M) {
        if self.defender == Color::Black {
            (self.b, self.w_mask)
        } else {
            (self.w_mask, self.b)
        }
    }

    /// The region's empty points.
    pub(super) fn empty_points(&self) -> M {
        self.full & !(self.b | self.w_mask)
    }

    /// Whether the line emptied a region point next to the wall: one occupied in an
    /// earlier position and empty now.
    pub(super) fn emptied_by_wall(&self) -> bool {
        let s = self.line.last().unwrap();
        (s.ever & !(s.b | s.w) & self.open).any()
    }
}
