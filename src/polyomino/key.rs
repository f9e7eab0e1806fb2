//! Canonical forms as hashable keys, fast for small shapes.
//!
//! A shape of at most `SMALL_MAX` cells fits a `u128`: its canonical image's row-major
//! bits aligned to the top (a cell at position p is bit 127 − p) and the width in the low
//! 7 bits. The largest key over the 8 images is canonical, which is the same choice as
//! `Polyomino::canonical` (earliest filled positions first, then wider). Larger shapes use
//! the `Polyomino` itself.

use super::shape::{Polyomino, Symmetry};

/// Shapes of up to this many cells always have `u128` keys: a connected shape of 21 cells
/// fits in a bounding box of at most 11 × 11 = 121 squares, leaving 7 bits for the width.
pub const SMALL_MAX: usize = 21;

/// Any shape whose bounding box has at most this many squares has a `u128` key (the box's
/// area is the same in all 8 images), so compact large shapes stay on the fast path.
pub const SMALL_BOX: u64 = 121;

/// Whether a shape with this bounding box has a `u128` key.
#[inline]
pub fn fits_small(width: u64, height: u64) -> bool {
    width * height <= SMALL_BOX
}

#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Key {
    Small(u128),
    Large(Polyomino),
}

impl Key {
    pub fn of(shape: &Polyomino) -> Key {
        if fits_small(shape.width() as u64, shape.height() as u64) {
            let cells: Vec<(i64, i64)> = shape
                .cells()
                .iter()
                .map(|&(x, y)| (x as i64, y as i64))
                .collect();
            Key::Small(small_key(&cells))
        } else {
            Key::Large(shape.canonical())
        }
    }

    /// The canonical shape this key stands for.
    pub fn shape(&self) -> Polyomino {
        match self {
            Key::Small(k) => decode_small(*k),
            Key::Large(p) => p.clone(),
        }
    }
}

/// The canonical key of a connected set of cells whose bounding box fits (`fits_small`).
pub fn small_key(cells: &[(i64, i64)]) -> u128 {
    debug_assert!(!cells.is_empty() && cells.len() <= SMALL_BOX as usize);
    let mut best = 0u128;
    for s in Symmetry::ALL {
        best = best.max(image_key(cells.iter().map(|&(x, y)| s.apply(x, y))));
    }
    best
}

/// The key of one image (cells already transformed, not yet normalised).
#[inline]
pub fn image_key(cells: impl Iterator<Item = (i64, i64)> + Clone) -> u128 {
    let (mut min_x, mut min_y, mut max_x) = (i64::MAX, i64::MAX, i64::MIN);
    for (x, y) in cells.clone() {
        min_x = min_x.min(x);
        min_y = min_y.min(y);
        max_x = max_x.max(x);
    }
    let w = max_x - min_x + 1;
    let mut bits = w as u128;
    for (x, y) in cells {
        let p = (y - min_y) * w + (x - min_x);
        bits |= 1u128 << (127 - p);
    }
    bits
}

pub fn decode_small(key: u128) -> Polyomino {
    let w = (key & 0x7f) as u32;
    // Bits from the top are positions in increasing order: row-major already.
    let mut cells = Vec::with_capacity((key >> 7).count_ones() as usize);
    let mut bits = key >> 7 << 7;
    while bits != 0 {
        let p = bits.leading_zeros();
        cells.push((p % w, p / w));
        bits &= !(1u128 << (127 - p));
    }
    let height = cells.last().map_or(0, |c| c.1 + 1);
    Polyomino::from_sorted_normal_cells(w, height, cells)
}

/// Precomputed images of a shape's cells, to key any subset of them quickly.
pub struct SubsetKeys {
    /// For each symmetry, the image of each cell.
    images: [Vec<(i64, i64)>; 8],
}

impl SubsetKeys {
    /// Whether the cells with these indices have a bounding box that `fits_small`.
    pub fn fits(&self, indices: impl Iterator<Item = usize>) -> bool {
        let (mut x0, mut y0, mut x1, mut y1) = (i64::MAX, i64::MAX, i64::MIN, i64::MIN);
        for i in indices {
            let (x, y) = self.images[0][i];
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        fits_small((x1 - x0 + 1) as u64, (y1 - y0 + 1) as u64)
    }
}

impl SubsetKeys {
    pub fn new(shape: &Polyomino) -> Self {
        let images = std::array::from_fn(|s| {
            shape
                .cells()
                .iter()
                .map(|&(x, y)| Symmetry(s as u8).apply(x as i64, y as i64))
                .collect()
        });
        SubsetKeys { images }
    }

    /// The canonical key of the cells with the given indices (connected, with a bounding
    /// box that `fits_small`).
    #[inline]
    pub fn key(&self, indices: impl Iterator<Item = usize>) -> u128 {
        // Walk the subset once; the eight images then index a small array.
        let mut idx = [0u16; SMALL_BOX as usize];
        let mut len = 0;
        for i in indices {
            idx[len] = i as u16;
            len += 1;
        }
        let idx = &idx[..len];
        let mut best = 0u128;
        for image in &self.images {
            best = best.max(image_key(idx.iter().map(|&i| image[i as usize])));
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_keys_agree_with_general_canonical_form() {
        for s in [
            "###/#..",
            "##./.##",
            ".#./###/.#.",
            "#####",
            "##/##",
            "#.#/###",
        ] {
            let p: Polyomino = s.parse().unwrap();
            let k = Key::of(&p);
            assert_eq!(k.shape(), p.canonical(), "{s}");
            for sym in Symmetry::ALL {
                assert_eq!(Key::of(&p.transformed(sym)), k);
            }
        }
    }

    #[test]
    fn widest_small_box_fits() {
        // An 11 x 11 staircase-like hook of 21 cells uses all 121 squares of the box.
        let mut cells = vec![];
        for i in 0..11 {
            cells.push((i, 0));
        }
        for j in 1..11 {
            cells.push((10, j));
        }
        let p = Polyomino::from_cells(cells).unwrap();
        assert_eq!(p.area(), 21);
        assert_eq!(Key::of(&p).shape(), p.canonical());
    }
}
