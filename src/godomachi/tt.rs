//! The transposition table: score bounds per unordered pair of shape ids, one `u64` a
//! position (two 24-bit ids, two `i8` bounds) in an open-addressed array.
//!
//! The search spends most of its time looking children up here, and each look-up is a
//! cache miss in a table of millions of entries; `prefetch` lets the caller ask for the
//! next children's slots while it reads the current one. Pairs whose ids do not fit 24
//! bits are simply not stored (the table is only an aid; the search stays exact).

const ID_BITS: u32 = 24;
const EMPTY: u64 = 0;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bounds {
    pub lower: i8,
    pub upper: i8,
}

pub struct Table {
    slots: Vec<u64>,
    len: usize,
    /// Most entries kept; reaching it clears the table.
    max_len: usize,
}

#[inline]
fn packed_key(pair: u64) -> Option<u64> {
    let (lo, hi) = (pair >> 32, pair & 0xffff_ffff);
    (lo < 1 << ID_BITS && hi < 1 << ID_BITS).then_some(lo << ID_BITS | hi)
}

impl Table {
    pub fn new(max_len: usize) -> Self {
        Table {
            slots: Vec::new(),
            len: 0,
            max_len: max_len.max(1),
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn home(&self, key: u64) -> usize {
        let bits = self.slots.len().trailing_zeros();
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - bits)) as usize
    }

    /// Ask the memory system for the slot of `pair` ahead of a `get`.
    #[inline]
    pub fn prefetch(&self, pair: u64) {
        if let (Some(key), false) = (packed_key(pair), self.slots.is_empty()) {
            crate::hash::prefetch(self.slots.as_ptr().wrapping_add(self.home(key)));
        }
    }

    #[inline]
    pub fn get(&self, pair: u64) -> Option<Bounds> {
        let key = packed_key(pair)?;
        if self.slots.is_empty() {
            return None;
        }
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        loop {
            let w = self.slots[i];
            if w == EMPTY {
                return None;
            }
            if w >> 16 == key {
                return Some(Bounds {
                    lower: (w >> 8) as u8 as i8,
                    upper: w as u8 as i8,
                });
            }
            i = (i + 1) & mask;
        }
    }

    /// Narrows the stored bounds of `pair` to `lower..=upper` (clamped to `i8`).
    pub fn store(&mut self, pair: u64, lower: i32, upper: i32) {
        let Some(key) = packed_key(pair) else {
            return;
        };
        if self.len >= self.max_len {
            self.slots.iter_mut().for_each(|s| *s = EMPTY);
            self.len = 0;
        }
        if (self.len + 1) * 2 > self.slots.len() {
            self.grow();
        }
        let mask = self.slots.len() - 1;
        let mut i = self.home(key);
        let (lower, upper) = (lower.clamp(-127, 127), upper.clamp(-127, 127));
        loop {
            let w = self.slots[i];
            if w == EMPTY {
                self.len += 1;
                self.slots[i] =
                    key << 16 | ((lower as i8 as u8 as u64) << 8) | upper as i8 as u8 as u64;
                return;
            }
            if w >> 16 == key {
                let old_lower = (w >> 8) as u8 as i8 as i32;
                let old_upper = w as u8 as i8 as i32;
                let (l, u) = (old_lower.max(lower), old_upper.min(upper));
                self.slots[i] = key << 16 | ((l as i8 as u8 as u64) << 8) | u as i8 as u8 as u64;
                return;
            }
            i = (i + 1) & mask;
        }
    }

    fn grow(&mut self) {
        let size = (self.slots.len() * 2).max(1 << 12);
        let old = std::mem::replace(&mut self.slots, vec![EMPTY; size]);
        let mask = size - 1;
        for w in old.into_iter().filter(|&w| w != EMPTY) {
            let mut i = self.home(w >> 16);
            while self.slots[i] != EMPTY {
                i = (i + 1) & mask;
            }
            self.slots[i] = w;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stores_narrow_and_survive_growth() {
        let mut t = Table::new(1 << 20);
        let pair = |a: u64, b: u64| a << 32 | b;
        for i in 0..10_000u64 {
            t.store(pair(i, i + 1), -127, 127);
            t.store(pair(i, i + 1), -5 - (i % 50) as i32, 60);
        }
        for i in 0..10_000u64 {
            let b = t.get(pair(i, i + 1)).unwrap();
            assert_eq!((b.lower as i32, b.upper), (-5 - (i % 50) as i32, 60));
        }
        assert_eq!(t.len(), 10_000);
        assert_eq!(t.get(pair(3, 9)), None);
        // Ids beyond 24 bits are not stored, and never confused with stored ones.
        t.store(pair(1 << 24, 1), 1, 1);
        assert_eq!(t.get(pair(1 << 24, 1)), None);
        assert_eq!(t.get(pair(0, 1)).unwrap().upper, 60);
        // At the cap the table starts afresh.
        let mut small = Table::new(3);
        for i in 0..4 {
            small.store(pair(i, 7), 0, 0);
        }
        assert_eq!(small.len(), 1);
        assert!(small.get(pair(3, 7)).is_some());
    }
}
