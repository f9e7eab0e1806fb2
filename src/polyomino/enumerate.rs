//! Counting and listing polyominoes with Redelmeier's algorithm.
//!
//! Fixed polyominoes are grown cell by cell inside the half plane {y > 0} ∪ {y = 0, x ≥ 0}
//! from the origin; each is produced exactly once. A free polyomino is counted at the one
//! fixed image that is its canonical image (the largest key, see `key.rs`).

use super::key::{image_key, SMALL_MAX};
use super::shape::{Polyomino, Symmetry};
use crate::error::{too_large, Result};
use crate::work::Control;

/// Enumeration works with `u128` keys, so sizes stop at `SMALL_MAX`.
pub const MAX_N: usize = SMALL_MAX;

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Counts {
    pub n: usize,
    pub free: u64,
    pub fixed: u64,
}

const STEPS: [(i64, i64); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];

struct Redelmeier<F: FnMut(&[(i64, i64)]) -> bool> {
    n: usize,
    width: i64,
    seen: Vec<bool>,
    cells: Vec<(i64, i64)>,
    visit: F,
    stopped: bool,
}

impl<F: FnMut(&[(i64, i64)]) -> bool> Redelmeier<F> {
    fn index(&self, (x, y): (i64, i64)) -> usize {
        (y * self.width + x + self.n as i64 + 1) as usize
    }

    fn grow(&mut self, untried: &mut Vec<(i64, i64)>) {
        while let Some(c) = untried.pop() {
            if self.stopped {
                return;
            }
            self.cells.push(c);
            if self.cells.len() == self.n {
                self.stopped = !(self.visit)(&self.cells);
            } else {
                let mut next = untried.clone();
                let mut fresh = [(0, 0); 4];
                let mut added = 0;
                for d in STEPS {
                    let nb = (c.0 + d.0, c.1 + d.1);
                    if nb.1 < 0 || (nb.1 == 0 && nb.0 < 0) {
                        continue;
                    }
                    let i = self.index(nb);
                    if !self.seen[i] {
                        self.seen[i] = true;
                        next.push(nb);
                        fresh[added] = nb;
                        added += 1;
                    }
                }
                self.grow(&mut next);
                for &nb in &fresh[..added] {
                    let i = self.index(nb);
                    self.seen[i] = false;
                }
            }
            self.cells.pop();
        }
    }
}

/// Calls `visit(cells)` for every fixed polyomino of `n` cells; `visit` returns false to
/// stop early. Returns whether the enumeration ran to the end.
pub fn for_each_fixed(n: usize, visit: impl FnMut(&[(i64, i64)]) -> bool) -> Result<bool> {
    if n == 0 {
        return Ok(true);
    }
    if n > MAX_N {
        return too_large(format!("enumeration is limited to n ≤ {MAX_N}"));
    }
    let width = 2 * n as i64 + 3;
    let mut r = Redelmeier {
        n,
        width,
        seen: vec![false; (width * (n as i64 + 2)) as usize],
        cells: Vec::with_capacity(n),
        visit,
        stopped: false,
    };
    let origin = (0, 0);
    let i = r.index(origin);
    r.seen[i] = true;
    r.grow(&mut vec![origin]);
    Ok(!r.stopped)
}

/// How often (in fixed polyominoes) enumeration reports progress and checks its budget.
const REPORT_EVERY: u64 = 1 << 16;

/// Visits every fixed polyomino, counting budget steps and reporting progress
/// (`done` = fixed polyominoes so far; the total is not known in advance, so 0).
fn for_each_fixed_controlled(
    n: usize,
    control: &mut Control,
    mut visit: impl FnMut(&[(i64, i64)]),
) -> Result<()> {
    let mut seen = 0u64;
    let mut failure = None;
    for_each_fixed(n, |cells| {
        visit(cells);
        seen += 1;
        if seen.is_multiple_of(REPORT_EVERY) {
            if let Err(e) = control
                .step(REPORT_EVERY)
                .and_then(|_| control.progress(seen, 0, "fixed polyominoes"))
            {
                failure = Some(e);
                return false;
            }
        }
        true
    })?;
    match failure {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Whether these cells (a fixed polyomino) are the canonical image of their free class.
#[inline]
pub fn is_canonical_image(cells: &[(i64, i64)]) -> bool {
    let own = image_key(cells.iter().copied());
    Symmetry::ALL[1..]
        .iter()
        .all(|&s| image_key(cells.iter().map(|&(x, y)| s.apply(x, y))) <= own)
}

pub fn count(n: usize, control: &mut Control) -> Result<Counts> {
    let (mut free, mut fixed) = (0u64, 0u64);
    for_each_fixed_controlled(n, control, |cells| {
        fixed += 1;
        if is_canonical_image(cells) {
            free += 1;
        }
    })?;
    Ok(Counts { n, free, fixed })
}

/// The free polyominoes of `n` cells in canonical form, in the documented order: fewer
/// rows first, then wider, then by the canonical row-major pattern (cells nearer the
/// top-left first). The order is stable across versions.
pub fn list_free(n: usize, control: &mut Control) -> Result<Vec<Polyomino>> {
    let mut keys = Vec::new();
    for_each_fixed_controlled(n, control, |cells| {
        if is_canonical_image(cells) {
            keys.push(image_key(cells.iter().copied()));
        }
    })?;
    let mut shapes: Vec<Polyomino> = keys.into_iter().map(super::key::decode_small).collect();
    shapes.sort_by(gallery_order);
    Ok(shapes)
}

/// The gallery order of canonical shapes (see `list_free`).
pub fn gallery_order(a: &Polyomino, b: &Polyomino) -> std::cmp::Ordering {
    let rank = |p: &Polyomino| {
        let w = p.width() as u64;
        let positions: Vec<u64> = p
            .cells()
            .iter()
            .map(|&(x, y)| y as u64 * w + x as u64)
            .collect();
        (p.height(), std::cmp::Reverse(p.width()), positions)
    };
    rank(a).cmp(&rank(b))
}

/// A random polyomino of `n` cells grown from one cell by adding uniformly chosen
/// boundary squares (not uniform over polyominoes, but varied and reproducible).
pub fn random(n: usize, rng: &mut crate::rng::Rng) -> Result<Polyomino> {
    if n == 0 || n > super::shape::MAX_CELLS {
        return too_large(format!(
            "random shapes need 1 to {} cells",
            super::shape::MAX_CELLS
        ));
    }
    let mut cells = vec![(0i64, 0i64)];
    let mut taken: std::collections::HashSet<(i64, i64)> = cells.iter().copied().collect();
    let mut boundary: Vec<(i64, i64)> = STEPS.to_vec();
    while cells.len() < n {
        let c = boundary.swap_remove(rng.below(boundary.len() as u64) as usize);
        if !taken.insert(c) {
            continue;
        }
        cells.push(c);
        for d in STEPS {
            let nb = (c.0 + d.0, c.1 + d.1);
            if !taken.contains(&nb) {
                boundary.push(nb);
            }
        }
    }
    Polyomino::from_cells(cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_counts() {
        let mut c = Control::unlimited();
        let got: Vec<(u64, u64)> = (1..=6)
            .map(|n| count(n, &mut c).map(|k| (k.free, k.fixed)).unwrap())
            .collect();
        assert_eq!(
            got,
            vec![(1, 1), (1, 2), (2, 6), (5, 19), (12, 63), (35, 216)]
        );
    }

    #[test]
    fn pentomino_list_is_canonical_and_ordered() {
        let list = list_free(5, &mut Control::unlimited()).unwrap();
        assert_eq!(list.len(), 12);
        assert_eq!(list[0].to_string(), "#####");
        for w in list.windows(2) {
            assert_eq!(gallery_order(&w[0], &w[1]), std::cmp::Ordering::Less);
        }
        assert!(list.iter().all(|p| p.is_canonical()));
    }

    #[test]
    fn random_shapes_have_the_asked_size() {
        let mut rng = crate::rng::Rng::new(7);
        for n in [1, 2, 5, 15, 40] {
            assert_eq!(random(n, &mut rng).unwrap().area(), n);
        }
    }

    #[test]
    fn budget_stops_enumeration() {
        let mut c = Control::unlimited().with_budget(REPORT_EVERY);
        assert!(matches!(count(11, &mut c), Err(crate::Error::Stopped(_))));
    }
}
