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
    let (mut examined, mut found) = (0u64, 0u64);
    graph.connected_supersets(0, all, &mut |part, open| {
        if failure.is_some() {
            return false;
        }
        examined += 1;
        let step = if examined.is_multiple_of(1 << 16) {
            control
                .step(1)
                .and_then(|_| control.progress(found, 0, "cuts found"))
        } else {
            control.step(1)
        };
        if let Err(e) = step {
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
            found += 1;
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

/// Distinct classes held at most: with a few hundred bytes each, a report stays well under
/// 1 GB for any accepted shape (a 4×10 block has 366 574 classes).
pub const MAX_CLASSES: usize = 1_000_000;

/// A class's exact count and its first recorded splits, packed as bit words (a few bytes a
/// split rather than a list of indices; expanded once at the end).
type ClassTally = (usize, Vec<u64>);

/// A class as the report keeps it: the parts' areas, their keys, its tally.
type TalliedClass = ((u32, u32), (PartKey, PartKey), ClassTally);

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

/// A part's canonical form while cuts are tallied: the `u128` key when it fits, else the
/// canonical image's row-major positions as gap varints (about 1–2 bytes a cell instead of
/// the 8 of a `Polyomino`, so a 1020-cell ring's long arcs stay small). Ordered exactly
/// as `Key` (small keys first, then the polyomino image order).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum PartKey {
    Small(u128),
    Packed(Box<[u8]>),
}

fn push_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push((v as u8) | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn read_varint(bytes: &[u8], at: &mut usize) -> u64 {
    let mut v = 0u64;
    let mut shift = 0;
    loop {
        let b = bytes[*at];
        *at += 1;
        v |= ((b & 0x7f) as u64) << shift;
        if b < 0x80 {
            return v;
        }
        shift += 7;
    }
}

impl PartKey {
    fn pack(canonical: &Polyomino) -> PartKey {
        let w = canonical.width() as u64;
        let mut out = Vec::with_capacity(canonical.area() + 4);
        push_varint(&mut out, w);
        let mut next = 0;
        for &(x, y) in canonical.cells() {
            let pos = y as u64 * w + x as u64;
            push_varint(&mut out, pos - next);
            next = pos + 1;
        }
        PartKey::Packed(out.into_boxed_slice())
    }

    /// Width and row-major positions of a packed key.
    fn positions(bytes: &[u8]) -> (u64, impl Iterator<Item = u64> + '_) {
        let mut at = 0;
        let w = read_varint(bytes, &mut at);
        let mut next = 0;
        let it = std::iter::from_fn(move || {
            (at < bytes.len()).then(|| {
                let pos = next + read_varint(bytes, &mut at);
                next = pos + 1;
                pos
            })
        });
        (w, it)
    }

    fn area(&self) -> usize {
        match self {
            PartKey::Small(v) => (v >> 7).count_ones() as usize,
            PartKey::Packed(b) => Self::positions(b).1.count(),
        }
    }

    fn key(&self) -> Key {
        match self {
            PartKey::Small(v) => Key::Small(*v),
            PartKey::Packed(b) => {
                let (w, pos) = Self::positions(b);
                let cells = pos.map(|p| ((p % w) as i64, (p / w) as i64));
                Key::Large(Polyomino::from_cells(cells).expect("a packed part is a polyomino"))
            }
        }
    }
}

impl Ord for PartKey {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        use std::cmp::Ordering;
        match (self, other) {
            (PartKey::Small(a), PartKey::Small(b)) => a.cmp(b),
            (PartKey::Small(_), PartKey::Packed(_)) => Ordering::Less,
            (PartKey::Packed(_), PartKey::Small(_)) => Ordering::Greater,
            (PartKey::Packed(a), PartKey::Packed(b)) => {
                let ((wa, pa), (wb, pb)) = (Self::positions(a), Self::positions(b));
                pa.cmp(pb).then(wb.cmp(&wa))
            }
        }
    }
}

impl PartialOrd for PartKey {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// The canonical key of a part, fast for small parts.
fn part_key<const W: usize>(shape: &Polyomino, fast: &SubsetKeys, part: VertexSet<W>) -> PartKey {
    if part.len() <= SMALL_MAX || fast.fits(part.iter()) {
        PartKey::Small(fast.key(part.iter()))
    } else {
        PartKey::pack(&shape.sub_shape(part).canonical())
    }
}

/// Class order: larger first part, then canonical key (larger first).
fn class_rank(area: usize, key: &PartKey) -> impl Ord + '_ {
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
    Ok(cut_tally(shape, kept, control)?.report())
}

/// The cuts of a shape counted by class in compact form: classes and removals are
/// expanded one at a time (`classes`, `removals`), so that a caller can write a report of
/// hundreds of thousands of classes without holding it all as shapes.
pub struct CutTally {
    pub bipartitions: usize,
    /// Sorted in report order: (areas, (a, b), (count, packed kept splits of `a`)).
    classes: Vec<TalliedClass>,
    words: usize,
}

/// Counts and classifies every cut, in memory bounded by `MAX_CLASSES` classes and
/// `SPLITS_TOTAL` kept splits; one budget step per set examined.
pub fn cut_tally(shape: &Polyomino, kept: usize, control: &mut Control) -> Result<CutTally> {
    check_size(shape)?;
    let fast = SubsetKeys::new(shape);
    let mut classes: HashMap<(PartKey, PartKey), ClassTally> = HashMap::default();
    let mut total = 0;
    let mut recorded = 0;
    let mut full = false;
    let words;
    with_words!(shape.area(), W => {
        words = W;
        let graph: Graph<W> = shape.graph();
        for_each_bipartition(&graph, control, &mut |p, q| {
            if full {
                return;
            }
            total += 1;
            let (kp, kq) = (part_key(shape, &fast, p), part_key(shape, &fast, q));
            // `a` is the part ranked first; its cells are recorded.
            let p_first = class_rank(p.len(), &kp) <= class_rank(q.len(), &kq);
            let (a, b, cells) = if p_first { (kp, kq, p) } else { (kq, kp, q) };
            if classes.len() >= MAX_CLASSES && !classes.contains_key(&(a.clone(), b.clone())) {
                full = true;
                return;
            }
            let class = classes.entry((a, b)).or_default();
            class.0 += 1;
            if class.1.is_empty() || (class.1.len() < kept * W && recorded < SPLITS_TOTAL) {
                class.1.extend_from_slice(&cells.0);
                recorded += 1;
            }
        })?;
    });
    if full {
        return too_large(format!(
            "this shape has more than {MAX_CLASSES} classes of cuts, too many to classify \
             (the first {MAX_CLASSES} classes held {total} cuts)"
        ));
    }
    let mut classes: Vec<_> = classes
        .into_iter()
        .map(|(k, t)| ((k.0.area() as u32, k.1.area() as u32), k, t))
        .collect();
    classes.sort_unstable_by(|(nx, x, _), (ny, y, _)| {
        (
            class_rank(nx.0 as usize, &x.0),
            class_rank(nx.1 as usize, &x.1),
        )
            .cmp(&(
                class_rank(ny.0 as usize, &y.0),
                class_rank(ny.1 as usize, &y.1),
            ))
    });
    Ok(CutTally {
        bipartitions: total,
        classes,
        words,
    })
}

impl CutTally {
    pub fn class_count(&self) -> usize {
        self.classes.len()
    }

    /// The classes in report order, each expanded when reached.
    pub fn classes(&self) -> impl Iterator<Item = CutClass> + '_ {
        self.classes
            .iter()
            .map(|(_, (a, b), (count, packed))| CutClass {
                a: a.key().shape(),
                b: b.key().shape(),
                count: *count,
                splits: packed.chunks(self.words).map(unpack).collect(),
            })
    }

    /// The ordered (piece, remainder) pairs, sorted by piece (larger first) then remainder,
    /// each expanded when reached. Each cut {P, Q} removes P leaving Q and Q leaving P.
    pub fn removals(&self) -> impl Iterator<Item = Removal> + '_ {
        let mut order: Vec<(u32, bool)> = Vec::with_capacity(self.classes.len() * 2);
        for (i, (_, (a, b), _)) in self.classes.iter().enumerate() {
            order.push((i as u32, false));
            if a != b {
                order.push((i as u32, true));
            }
        }
        let ends = |&(i, swap): &(u32, bool)| {
            let (a, b) = &self.classes[i as usize].1;
            if swap {
                (b, a)
            } else {
                (a, b)
            }
        };
        let piece_area = |&(i, swap): &(u32, bool)| {
            let (x, y) = self.classes[i as usize].0;
            if swap {
                y
            } else {
                x
            }
        };
        order.sort_by(|x, y| {
            let ((px, rx), (py, ry)) = (ends(x), ends(y));
            (class_rank(piece_area(x) as usize, px), rx)
                .cmp(&(class_rank(piece_area(y) as usize, py), ry))
        });
        order.into_iter().map(move |(i, swap)| {
            let (_, (a, b), (count, _)) = &self.classes[i as usize];
            let (piece, rest) = if swap { (b, a) } else { (a, b) };
            Removal {
                piece: piece.key().shape(),
                remainder: rest.key().shape(),
                count: if a == b { 2 * count } else { *count },
            }
        })
    }

    pub fn report(&self) -> CutReport {
        CutReport {
            bipartitions: self.bipartitions,
            classes: self.classes().collect(),
            removals: self.removals().collect(),
        }
    }
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

    /// Classes and removals of shapes whose big parts use packed keys (beyond 21 cells and
    /// an 11 × 11 box), against grouping every bipartition by `Polyomino::canonical`.
    #[test]
    fn packed_keys_agree_with_canonical_grouping() {
        let ring = {
            let mut rows = vec!["#".repeat(12)];
            rows.extend(std::iter::repeat_n(format!("#{}#", ".".repeat(10)), 10));
            rows.push("#".repeat(12));
            rows.join("/")
        };
        let ell = format!("{}/{}", ["#"; 11].join("/"), "#".repeat(12));
        for text in [ring, ell] {
            let shape: Polyomino = text.parse().unwrap();
            let r = cut_report(&shape, &mut Control::unlimited()).unwrap();
            let mut want: std::collections::BTreeMap<(Key, Key), usize> = Default::default();
            let mut removals: std::collections::BTreeMap<(Key, Key), usize> = Default::default();
            let parts = bipartitions(&shape, &mut Control::unlimited()).unwrap();
            let n = shape.area();
            for p in &parts {
                let q: Vec<usize> = (0..n).filter(|i| !p.contains(i)).collect();
                let set = |v: &[usize]| {
                    let mut s = VertexSet::<1>::EMPTY;
                    v.iter().for_each(|&i| s.insert(i));
                    s
                };
                let kp = Key::of(&shape.sub_shape(set(p)));
                let kq = Key::of(&shape.sub_shape(set(&q)));
                let rank = |k: &Key| {
                    (
                        std::cmp::Reverse(k.shape().area()),
                        std::cmp::Reverse(k.clone()),
                    )
                };
                let (a, b) = if rank(&kp) <= rank(&kq) {
                    (kp.clone(), kq.clone())
                } else {
                    (kq.clone(), kp.clone())
                };
                *want.entry((a, b)).or_default() += 1;
                *removals.entry((kp.clone(), kq.clone())).or_default() += 1;
                *removals.entry((kq, kp)).or_default() += 1;
            }
            assert!(r
                .classes
                .iter()
                .any(|c| c.a.area() > 21 && c.a.width() * c.a.height() > 121));
            assert_eq!(r.bipartitions, parts.len());
            let got: std::collections::BTreeMap<_, _> = r
                .classes
                .iter()
                .map(|c| ((Key::of(&c.a), Key::of(&c.b)), c.count))
                .collect();
            assert_eq!(got, want);
            assert_eq!(r.classes.len(), want.len());
            // Report order: larger first part, then key, larger first.
            let keys: Vec<_> = r
                .classes
                .iter()
                .map(|c| {
                    let rank = |p: &Polyomino| {
                        (std::cmp::Reverse(p.area()), std::cmp::Reverse(Key::of(p)))
                    };
                    (rank(&c.a), rank(&c.b))
                })
                .collect();
            assert!(keys.windows(2).all(|w| w[0] < w[1]));
            let got: std::collections::BTreeMap<_, _> = r
                .removals
                .iter()
                .map(|m| ((Key::of(&m.piece), Key::of(&m.remainder)), m.count))
                .collect();
            assert_eq!(got, removals);
            for c in &r.classes {
                assert_eq!(c.a.canonical(), c.a);
                for s in &c.splits {
                    let part = shape.sub_shape({
                        let mut v = VertexSet::<1>::EMPTY;
                        s.iter().for_each(|&i| v.insert(i));
                        v
                    });
                    assert_eq!(Key::of(&part), Key::of(&c.a));
                }
            }
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
