//! df-pn's transposition table: open addressing with linear probing on the search's own
//! 64-bit keys. It is `HashMap`'s subset the search uses, plus `prefetch`: a child's slot
//! is asked for before its terminal test runs, so the memory load overlaps that work.
//! A byte per slot (its tag) answers most probes, as hashbrown's control bytes do: most
//! look-ups miss, and a miss then reads no entry.

use crate::hash::prefetch;

/// The key in a free slot (its tag says it is free).
const FREE: u64 = 0;

/// A slot's tag: 0 if free, else the key's top 7 bits with the high bit set.
fn tag(key: u64) -> u8 {
    0x80 | (key >> 57) as u8
}

pub struct Table<V: Copy> {
    slots: Vec<(u64, V)>,
    tags: Vec<u8>,
    len: usize,
    /// Bits of the slot index (the table has 2^bits slots).
    bits: u32,
    filler: V,
}

impl<V: Copy> Table<V> {
    /// An empty table of 1,024 slots, which doubles as it fills (a small problem's whole
    /// process then takes 3.8 MB, against 7 MB from 65,536); `filler` fills free slots.
    pub fn new(filler: V) -> Table<V> {
        let bits = 10;
        Table {
            slots: vec![(FREE, filler); 1 << bits],
            tags: vec![0; 1 << bits],
            len: 0,
            bits,
            filler,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    fn home(&self, key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> (64 - self.bits)) as usize
    }

    /// Asks the memory system for the slot where `key` would be found.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        let i = self.home(key);
        prefetch(self.tags.as_ptr().wrapping_add(i));
        prefetch(self.slots.as_ptr().wrapping_add(i));
    }

    /// The slot holding `key`, or the free slot where it would go.
    #[inline]
    fn find(&self, key: u64) -> usize {
        let mask = self.slots.len() - 1;
        let t = tag(key);
        let mut i = self.home(key);
        loop {
            match self.tags[i] {
                0 => return i,
                x if x == t && self.slots[i].0 == key => return i,
                _ => i = (i + 1) & mask,
            }
        }
    }

    #[inline]
    pub fn get(&self, key: &u64) -> Option<&V> {
        let i = self.find(*key);
        (self.tags[i] != 0).then(|| &self.slots[i].1)
    }

    pub fn insert(&mut self, key: u64, value: V) {
        // At most 3/4 full: probes stay short.
        if 4 * (self.len + 1) > 3 * self.slots.len() {
            self.resize(self.bits + 1);
        }
        let i = self.find(key);
        if self.tags[i] == 0 {
            self.len += 1;
            self.tags[i] = tag(key);
        }
        self.slots[i] = (key, value);
    }

    /// Removes `key`, moving back the entries after it that probed past its slot.
    pub fn remove(&mut self, key: &u64) {
        let mut hole = self.find(*key);
        if self.tags[hole] == 0 {
            return;
        }
        let mask = self.slots.len() - 1;
        let mut j = hole;
        loop {
            j = (j + 1) & mask;
            if self.tags[j] == 0 {
                break;
            }
            let k = self.slots[j].0;
            // An entry may fill the hole when its home is not cyclically in (hole, j].
            let home = self.home(k);
            if (j.wrapping_sub(home) & mask) >= (j.wrapping_sub(hole) & mask) {
                self.slots[hole] = self.slots[j];
                self.tags[hole] = self.tags[j];
                hole = j;
            }
        }
        self.slots[hole] = (FREE, self.filler);
        self.tags[hole] = 0;
        self.len -= 1;
    }

    pub fn retain(&mut self, keep: impl FnMut(&u64, &V) -> bool) {
        self.rebuild(self.bits, keep);
    }

    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|s| *s = (FREE, self.filler));
        self.tags.iter_mut().for_each(|t| *t = 0);
        self.len = 0;
    }

    fn resize(&mut self, bits: u32) {
        self.rebuild(bits, |_, _| true);
    }

    /// The table again with 2^bits slots and the entries `keep` keeps.
    fn rebuild(&mut self, bits: u32, mut keep: impl FnMut(&u64, &V) -> bool) {
        let slots = std::mem::replace(&mut self.slots, vec![(FREE, self.filler); 1 << bits]);
        let tags = std::mem::replace(&mut self.tags, vec![0; 1 << bits]);
        self.bits = bits;
        self.len = 0;
        for ((k, v), t) in slots.into_iter().zip(tags) {
            if t != 0 && keep(&k, &v) {
                self.insert(k, v);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hash::FxHashMap;
    use crate::rng::Rng;

    #[test]
    fn the_table_agrees_with_a_hash_map_under_random_operations() {
        // Few distinct keys, some colliding in their home slot, and key 0: inserts,
        // overwrites, removals (which move entries back) and a retain, against HashMap.
        let mut rng = Rng::new(7);
        let mut table = Table::new(0u64);
        let mut map = FxHashMap::default();
        let keys: Vec<u64> = (0..3000)
            .map(|i| {
                if i == 0 {
                    0
                } else {
                    rng.next_u64() >> (i % 3 * 20)
                }
            })
            .collect();
        for step in 0..200_000u64 {
            let key = keys[rng.below(keys.len() as u64) as usize];
            match rng.below(4) {
                0 | 1 => {
                    table.insert(key, step);
                    map.insert(key, step);
                }
                2 => {
                    table.remove(&key);
                    map.remove(&key);
                }
                _ => assert_eq!(table.get(&key), map.get(&key)),
            }
            if step == 100_000 {
                table.retain(|_, v| v % 3 != 0);
                map.retain(|_, v| *v % 3 != 0);
            }
            assert_eq!(table.len(), map.len());
        }
        for key in &keys {
            assert_eq!(table.get(key), map.get(key));
        }
    }
}
