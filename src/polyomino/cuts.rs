//! Every way to cut a polyomino into two connected, non-empty parts.
//!
//! Method: grow the part `P` that holds cell 0 through all connected sets (each once, see
//! `Graph::connected_supersets`) and keep those whose complement `Q` is connected. A branch
//! is pruned as soon as the cells it has promised never to take (they stay in `Q` forever)
//! lie in different components of the complement, because no later `P` can reconnect them.
//! Every bipartition {P, Q} is met exactly once, on the side holding cell 0. Correctness is
//! checked against brute force over all subsets (tests) rather than argued case by case,
//! which is where the article's articulation-point method went wrong.

use super::key::{Key, SubsetKeys, SMALL_MAX};
use super::shape::Polyomino;
use crate::error::{too_large, Result};
use crate::graph::{Graph, VertexSet};
use crate::hash::FxHashMap as HashMap;
use crate::work::Control;
use serde::Serialize;

/// Cut enumeration handles shapes of up to this many cells (16 words of bits).
pub const MAX_CUT_CELLS: usize = 1024;

/// Splits recorded per class for drawing; counts stay exact beyond it, so a big shape's
/// million cuts do not become a million index lists.
pub const SPLITS_KEPT: usize = 500;

/// Splits recorded in all beyond the first of each class (which is always kept).
pub const SPLITS_TOTAL: usize = 100_000;

/// Run `$body` with `$w` bound to the smallest bitset width that holds `$n` vertices.
macro_rules! with_words {
    ($n:expr, $w:ident => $body:expr) => {{
        let n = $n;
        if n <= 64 {
            const $w: usize = 1;
            $body
        } else if n <= 128 {
            const $w: usize = 2;
            $body
        } else if n <= 256 {
            const $w: usize = 4;
            $body
        } else {
            const $w: usize = 16;
            $body
        }
    }};
}

/// Calls `visit(p, q)` for every bipartition of the shape's cells into connected `p ∋ 0`
/// and non-empty connected `q`. One budget step per set examined.
pub fn for_each_bipartition<const W: usize>(
    graph: &Graph<W>,
    control: &mut Control,
    visit: &mut dyn FnMut(VertexSet<W>, VertexSet<W>),
) -> Result<()> {
    let all = graph.all();
    if graph.len() < 2 {
        return Ok(());
    }
    let mut failure = None;
    graph.connected_supersets(0, all, &mut |part, open| {
        if failure.is_some() {
            return false;
        }
        if let Err(e) = control.step(1) {
            failure = Some(e);
            return false;
        }
        let rest = all.minus(part);
        let Some(first) = rest.lowest() else {
            return false;
        };
        let promised = rest.minus(open);
        let seed = promised.lowest().unwrap_or(first);
        let reach = graph.component(seed, rest);
        if reach == rest {
            visit(part, rest);
        }
        // Cells promised to stay in `rest` must end up in one component of it.
        promised.is_subset(&reach)
    });
    match failure {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// Bipartitions as the sorted cell indices of the part holding cell 0.
pub fn bipartitions(shape: &Polyomino, control: &mut Control) -> Result<Vec<Vec<usize>>> {
    check_size(shape)?;
    with_words!(shape.area(), W => {
        let graph: Graph<W> = shape.graph();
        let mut out = Vec::new();
        for_each_bipartition(&graph, control, &mut |p, _| out.push(p.iter().collect()))?;
        Ok(out)
    })
}

fn check_size(shape: &Polyomino) -> Result<()> {
    if shape.area() > MAX_CUT_CELLS {
        return too_large(format!(
            "cutting is limited to {MAX_CUT_CELLS} cells; this shape has {}",
            shape.area()
        ));
    }
    Ok(())
}

/// One class of cuts: the unordered pair of part shapes, with every split that gives it.
#[derive(Debug, Clone, Serialize)]
pub struct CutClass {
    /// The larger part (or the one first in canonical order), canonical.
    pub a: Polyomino,
    pub b: Polyomino,
    pub count: usize,
    /// For the first splits (up to `SPLITS_KEPT`, fewer once `SPLITS_TOTAL` are recorded in
    /// all, never none), the indices (into the shape's cells) of the part
    /// congruent to `a`.
    pub splits: Vec<Vec<usize>>,
}

/// A move of the game: the piece removed and what remains, with how many splits give it.
#[derive(Debug, Clone, Serialize)]
pub struct Removal {
    pub piece: Polyomino,
    pub remainder: Polyomino,
    pub count: usize,
}

#[derive(Debug, Clone, Serialize)]
pub struct CutReport {
    pub bipartitions: usize,
    pub classes: Vec<CutClass>,
    pub removals: Vec<Removal>,
}

/// A class's exact count and its first recorded splits, packed as bit words (a few bytes a
/// split rather than a list of indices; expanded once at the end).
type ClassTally = (usize, Vec<u64>);

/// The indices of the set bits of packed words.
fn unpack(words: &[u64]) -> Vec<usize> {
    let mut out = Vec::new();
    for (i, &w) in words.iter().enumerate() {
        let mut w = w;
        while w != 0 {
            out.push(i * 64 + w.trailing_zeros() as usize);
            w &= w - 1;
        }
    }
    out
}

/// The canonical key of a part, fast for small parts.
fn part_key<const W: usize>(shape: &Polyomino, fast: &SubsetKeys, part: VertexSet<W>) -> Key {
    if part.len() <= SMALL_MAX || fast.fits(part.iter()) {
        Key::Small(fast.key(part.iter()))
    } else {
        Key::of(&shape.sub_shape(part))
    }
}

/// Class order: larger first part, then canonical key (larger first).
fn class_rank(area: usize, key: &Key) -> impl Ord + '_ {
    (std::cmp::Reverse(area), std::cmp::Reverse(key))
}

/// All cuts of a shape, grouped by the congruence classes of the two parts, and by
/// ordered (piece, remainder) pairs; at most `SPLITS_KEPT` splits are recorded per class.
pub fn cut_report(shape: &Polyomino, control: &mut Control) -> Result<CutReport> {
    cut_report_keeping(shape, SPLITS_KEPT, control)
}

/// `cut_report` recording at most `kept` splits per class.
pub fn cut_report_keeping(
    shape: &Polyomino,
    kept: usize,
    control: &mut Control,
) -> Result<CutReport> {
    check_size(shape)?;
    let fast = SubsetKeys::new(shape);
    let mut classes: HashMap<(Key, Key), ClassTally> = HashMap::default();
    let mut removals: HashMap<(Key, Key), usize> = HashMap::default();
    let mut total = 0;
    let mut recorded = 0;
    let words;
    with_words!(shape.area(), W => {
        words = W;
        let graph: Graph<W> = shape.graph();
        for_each_bipartition(&graph, control, &mut |p, q| {
            total += 1;
            let (kp, kq) = (part_key(shape, &fast, p), part_key(shape, &fast, q));
            *removals.entry((kp.clone(), kq.clone())).or_default() += 1;
            *removals.entry((kq.clone(), kp.clone())).or_default() += 1;
            // `a` is the part ranked first; its cells are recorded.
            let p_first = class_rank(p.len(), &kp) <= class_rank(q.len(), &kq);
            let (a, b, cells) = if p_first { (kp, kq, p) } else { (kq, kp, q) };
            let class = classes.entry((a, b)).or_default();
            class.0 += 1;
            if class.1.is_empty() || (class.1.len() < kept * W && recorded < SPLITS_TOTAL) {
                class.1.extend_from_slice(&cells.0);
                recorded += 1;
            }
        })?;
    });
    let area = |k: &Key| match k {
        Key::Small(v) => (v >> 7).count_ones() as usize,
        Key::Large(p) => p.area(),
    };
    let mut classes: Vec<_> = classes.into_iter().collect();
    classes.sort_by(|x, y| {
        (
            class_rank(area(&x.0 .0), &x.0 .0),
            class_rank(area(&x.0 .1), &x.0 .1),
        )
            .cmp(&(
                class_rank(area(&y.0 .0), &y.0 .0),
                class_rank(area(&y.0 .1), &y.0 .1),
            ))
    });
    let mut removals: Vec<_> = removals.into_iter().collect();
    removals.sort_by(|x, y| {
        (class_rank(area(&x.0 .0), &x.0 .0), &x.0 .1)
            .cmp(&(class_rank(area(&y.0 .0), &y.0 .0), &y.0 .1))
    });
    Ok(CutReport {
        bipartitions: total,
        classes: classes
            .into_iter()
            .map(|((a, b), (count, packed))| CutClass {
                a: a.shape(),
                b: b.shape(),
                count,
                splits: packed.chunks(words).map(unpack).collect(),
            })
            .collect(),
        removals: removals
            .into_iter()
            .map(|((piece, rem), count)| Removal {
                piece: piece.shape(),
                remainder: rem.shape(),
                count,
            })
            .collect(),
    })
}

/// A distinct (piece, remainder) cut of a small shape, with one split that gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SmallRemoval {
    /// Canonical keys (see `key.rs`).
    pub piece: u128,
    pub rest: u128,
    /// The piece's cells in one such cut, as a bit mask over the shape's cell indices.
    pub piece_cells: u64,
}

/// Every distinct (piece, remainder) pair of a shape of at most `SMALL_MAX` cells, sorted by
/// (piece, rest) key: the move table of the game, built without decoding shapes.
pub fn small_removals(shape: &Polyomino, control: &mut Control) -> Result<Vec<SmallRemoval>> {
    if shape.area() > SMALL_MAX {
        return too_large(format!("fast cut tables are limited to {SMALL_MAX} cells"));
    }
    let fast = SubsetKeys::new(shape);
    let graph: Graph<1> = shape.graph();
    let mut out = Vec::new();
    for_each_bipartition(&graph, control, &mut |p, q| {
        let (kp, kq) = (fast.key(p.iter()), fast.key(q.iter()));
        out.push(SmallRemoval {
            piece: kp,
            rest: kq,
            piece_cells: p.0[0],
        });
        out.push(SmallRemoval {
            piece: kq,
            rest: kp,
            piece_cells: q.0[0],
        });
    })?;
    out.sort_by_key(|r| (r.piece, r.rest, r.piece_cells));
    out.dedup_by_key(|r| (r.piece, r.rest));
    Ok(out)
}

/// Brute force over all subsets: the oracle for tests and benchmarks (shapes ≤ 24 cells).
pub fn bipartitions_brute_force(shape: &Polyomino) -> Vec<Vec<usize>> {
    let n = shape.area();
    assert!(n <= 24, "brute force is for small shapes");
    let graph: Graph<1> = shape.graph();
    let mut out = Vec::new();
    // Subsets holding cell 0, neither empty nor everything.
    for mask in 0..(1u64 << n) {
        if mask & 1 == 0 || mask == (1u64 << n) - 1 {
            continue;
        }
        let p = VertexSet([mask]);
        let q = VertexSet([!mask & ((1u64 << n) - 1)]);
        if graph.is_connected(p) && graph.is_connected(q) {
            out.push(p.iter().collect());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(s: &str) -> CutReport {
        cut_report(&s.parse().unwrap(), &mut Control::unlimited()).unwrap()
    }

    #[test]
    fn domino_and_tromino() {
        let r = report("##");
        assert_eq!(r.bipartitions, 1);
        assert_eq!(r.classes.len(), 1);
        assert_eq!(r.classes[0].a.to_string(), "#");
        let r = report("###");
        // {0}{1,2}, {0,1}{2}: the middle cell alone disconnects the rest.
        assert_eq!(r.bipartitions, 2);
        assert_eq!(r.classes.len(), 1);
        assert_eq!(r.classes[0].count, 2);
        assert_eq!(r.classes[0].a.to_string(), "##");
    }

    #[test]
    fn octomino_into_two_l_tetrominoes_is_found() {
        // The case the article's early versions missed: a 2x4 block splits into two Ls.
        let r = report("####/####");
        let ll = r
            .classes
            .iter()
            .find(|c| c.a.to_string() == "###/#.." && c.b.to_string() == "###/#..")
            .expect("two L tetrominoes");
        assert!(ll.count >= 2);
    }

    #[test]
    fn matches_brute_force_on_a_holey_shape() {
        let shape: Polyomino = "###/#.#/###".parse().unwrap();
        let mut fast = bipartitions(&shape, &mut Control::unlimited()).unwrap();
        let mut slow = bipartitions_brute_force(&shape);
        fast.sort();
        slow.sort();
        assert_eq!(fast, slow);
    }

    #[test]
    fn big_classes_keep_exact_counts_but_few_splits() {
        let shape: Polyomino = "####/####/####".parse().unwrap();
        let all = cut_report(&shape, &mut Control::unlimited()).unwrap();
        let r = cut_report_keeping(&shape, 3, &mut Control::unlimited()).unwrap();
        assert_eq!(r.bipartitions, all.bipartitions);
        assert_eq!(
            r.classes.iter().map(|c| c.count).sum::<usize>(),
            r.bipartitions
        );
        assert!(r.classes.iter().any(|c| c.count > 3));
        assert!(r.classes.iter().all(|c| c.splits.len() == c.count.min(3)));
        for (x, y) in r.classes.iter().zip(&all.classes) {
            assert_eq!(
                (x.count, &x.splits[..]),
                (y.count, &y.splits[..x.splits.len()])
            );
        }
    }

    #[test]
    fn budget_is_respected() {
        let shape: Polyomino = "#####/#####/#####/#####".parse().unwrap();
        let mut c = Control::unlimited().with_budget(100);
        assert!(matches!(
            cut_report(&shape, &mut c),
            Err(crate::Error::Stopped(_))
        ));
    }
}
