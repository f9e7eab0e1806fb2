//! Interned canonical shapes and their move tables.
//!
//! Every shape the search meets gets a small id; its table of distinct (piece, remainder)
//! cuts is computed once, on first use, and kept sorted by piece id so two tables can be
//! merge-joined on congruent pieces.

use crate::error::Result;
use crate::hash::FxHashMap;
use crate::polyomino::cuts::small_removals;
use crate::polyomino::key::decode_small;
use crate::polyomino::Polyomino;
use crate::work::Control;

pub type ShapeId = u32;

/// One row of a move table: remove a piece congruent to `piece`, leaving `rest`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    pub piece: ShapeId,
    pub rest: ShapeId,
}

struct Entry {
    key: u128,
    area: u8,
    cuts: Option<Box<[Cut]>>,
}

#[derive(Default)]
pub struct Shapes {
    ids: FxHashMap<u128, ShapeId>,
    entries: Vec<Entry>,
}

impl Shapes {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn intern(&mut self, key: u128) -> ShapeId {
        if let Some(&id) = self.ids.get(&key) {
            return id;
        }
        let id = self.entries.len() as ShapeId;
        let area = (key >> 7).count_ones() as u8;
        self.entries.push(Entry {
            key,
            area,
            cuts: None,
        });
        self.ids.insert(key, id);
        id
    }

    pub fn key(&self, id: ShapeId) -> u128 {
        self.entries[id as usize].key
    }

    pub fn area(&self, id: ShapeId) -> usize {
        self.entries[id as usize].area as usize
    }

    pub fn shape(&self, id: ShapeId) -> Polyomino {
        decode_small(self.key(id))
    }

    /// Makes sure the move table of a shape exists; returns how many rows it added.
    pub fn ensure_cuts(&mut self, id: ShapeId, control: &mut Control) -> Result<usize> {
        if self.entries[id as usize].cuts.is_some() {
            return Ok(0);
        }
        {
            let shape = self.shape(id);
            let removals = small_removals(&shape, control)?;
            let mut cuts: Vec<Cut> = removals
                .into_iter()
                .map(|r| Cut {
                    piece: self.intern(r.piece),
                    rest: self.intern(r.rest),
                })
                .collect();
            cuts.sort_unstable_by_key(|c| (c.piece, c.rest));
            let rows = cuts.len();
            self.entries[id as usize].cuts = Some(cuts.into_boxed_slice());
            Ok(rows)
        }
    }

    /// The move table of a shape, sorted by piece id (after `ensure_cuts`).
    pub fn cuts(&self, id: ShapeId) -> &[Cut] {
        self.entries[id as usize]
            .cuts
            .as_deref()
            .expect("ensure_cuts first")
    }

    pub fn has_cuts(&self, id: ShapeId) -> bool {
        self.entries[id as usize].cuts.is_some()
    }

    /// Forget the move tables (ids stay valid); used to bound memory.
    pub fn clear_cuts(&mut self) {
        for e in &mut self.entries {
            e.cuts = None;
        }
    }
}
