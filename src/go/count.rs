//! Counting the positions |C*| of a board exactly: configurations in which every chain has a
//! liberty (Tromp and Farnebäck's legal positions on grids).
//!
//! A frontier (transfer-matrix) dynamic program: the vertices are added one at a time in an
//! order of small path width; the *frontier* holds the added vertices that still have a
//! neighbour to come. A border state gives each frontier vertex one code:
//! empty, a stone of a chain that already has a liberty (black or white), or a stone of a
//! chain still without one, with a label saying which frontier stones share that chain.
//! Chains that have a liberty need no label: they keep it, and merging any chain into one of
//! them gives the merged chain a liberty, whichever of them it is. A chain that leaves the
//! frontier without a liberty can never get one, and its states die there. Labels are
//! renumbered by first appearance, so equal states meet in one hash entry.
//!
//! Counts are sums only, and a state's count never exceeds 3^(added vertices), so they are
//! kept as fixed-width little-endian limbs sized for 3^V and turned into a `BigUint` at the
//! end. `count_brute` walks all 3^V configurations as the oracle.

use super::board::{Board, Shape};
use crate::hash::FxHashMap;
use crate::work::Control;
use crate::{Error, Result};
use num_bigint::BigUint;
use serde::Serialize;
use std::hash::Hash;

/// The widest frontier the packed state can hold (6 bits per vertex in 128 bits).
pub const MAX_WIDTH: usize = 21;
/// The most border states kept at once (memory: a few hundred bytes each).
pub const MAX_STATES: usize = 40_000_000;
/// The largest board the brute-force oracle takes.
pub const MAX_BRUTE: usize = 20;

/// The result of a count, with the figures of the work done.
#[derive(Debug, Clone, Serialize)]
pub struct Count {
    #[serde(serialize_with = "decimal")]
    pub positions: BigUint,
    pub vertices: usize,
    /// The widest frontier of the vertex order used.
    pub width: usize,
    /// The most border states alive after one step.
    pub max_states: usize,
    /// Border states summed over all steps.
    pub total_states: u64,
}

fn decimal<S: serde::Serializer>(x: &BigUint, s: S) -> std::result::Result<S::Ok, S::Error> {
    s.serialize_str(&x.to_str_radix(10))
}

/// A vertex order for the frontier DP: grids row by row along the shorter side; other graphs
/// by a greedy choice (the next vertex is the one that leaves the smallest frontier) from a
/// few start vertices, keeping the order of the smallest widest frontier.
pub fn vertex_order(board: &Board) -> Vec<usize> {
    let n = board.len();
    if let Shape::Grid { w, h } = board.shape() {
        return if w <= h {
            (0..n).collect()
        } else {
            (0..w)
                .flat_map(|c| (0..h).map(move |r| r * w + c))
                .collect()
        };
    }
    // Start candidates: vertices of smallest degree first (corners, ends), then a spread.
    let mut starts: Vec<usize> = (0..n).collect();
    starts.sort_by_key(|&v| (board.neighbours(v).len(), v));
    let tries = if n <= 64 { n } else { 12 };
    let mut best: Option<(usize, Vec<usize>)> = None;
    for &s in starts.iter().take(tries) {
        let (width, order) = greedy_order(board, s, best.as_ref().map(|b| b.0));
        if let Some(order) = order {
            if best.as_ref().is_none_or(|b| width < b.0) {
                best = Some((width, order));
            }
        }
    }
    best.expect("the first try always completes").1
}

/// The greedy order from `start`; gives up (None) once the frontier reaches `bound`.
fn greedy_order(board: &Board, start: usize, bound: Option<usize>) -> (usize, Option<Vec<usize>>) {
    let n = board.len();
    let mut rem: Vec<usize> = (0..n).map(|v| board.neighbours(v).len()).collect();
    let mut done = vec![false; n];
    let mut candidate = vec![false; n];
    let mut cands: Vec<usize> = Vec::new();
    let mut order = Vec::with_capacity(n);
    let mut frontier = 0usize;
    let mut width = 0usize;
    let mut next = Some(start);
    while order.len() < n {
        let v = match next.take() {
            Some(v) => v,
            None => {
                // The vertex whose addition leaves the smallest frontier; ties: the one with
                // most added neighbours, then the lowest number.
                let mut pick = None;
                let mut key = (i64::MAX, i64::MAX, usize::MAX);
                for &u in &cands {
                    let closes = board
                        .neighbours(u)
                        .iter()
                        .filter(|&&x| done[x as usize] && rem[x as usize] == 1)
                        .count() as i64;
                    let stays = i64::from(rem[u] > 0);
                    let inside = board
                        .neighbours(u)
                        .iter()
                        .filter(|&&x| done[x as usize])
                        .count() as i64;
                    let k = (stays - closes, -inside, u);
                    if k < key {
                        key = k;
                        pick = Some(u);
                    }
                }
                pick.expect("a connected board always has a candidate")
            }
        };
        done[v] = true;
        order.push(v);
        if let Some(i) = cands.iter().position(|&u| u == v) {
            cands.swap_remove(i);
        }
        let mut closed = 0;
        for &x in board.neighbours(v) {
            let x = x as usize;
            rem[x] -= 1;
            if done[x] && rem[x] == 0 {
                closed += 1;
            }
            if !done[x] && !candidate[x] {
                candidate[x] = true;
                cands.push(x);
            }
        }
        frontier = frontier + usize::from(rem[v] > 0) - closed;
        width = width.max(frontier);
        if bound.is_some_and(|b| width >= b) {
            return (width, None);
        }
    }
    (width, Some(order))
}

/// The packed border state: a `u64` when it fits, else a `u128`.
trait Key: Copy + Eq + Hash + Default {
    fn from_u128(x: u128) -> Self;
    fn to_u128(self) -> u128;
}

impl Key for u64 {
    #[inline]
    fn from_u128(x: u128) -> Self {
        x as u64
    }
    #[inline]
    fn to_u128(self) -> u128 {
        self as u128
    }
}

impl Key for u128 {
    #[inline]
    fn from_u128(x: u128) -> Self {
        x
    }
    #[inline]
    fn to_u128(self) -> u128 {
        self
    }
}

/// Codes of a frontier vertex.
const EMPTY: u8 = 0;
/// 1 + colour: a stone whose chain already has a liberty.
const LIVE: u8 = 1;
/// 3 + 2·label + colour: a stone of a chain without liberty so far.
const BARE: u8 = 3;
/// A label no canonical state uses, for a new chain before renumbering.
const FRESH: u8 = BARE + 2 * 60;

/// One step of the program: the vertex added and how the frontier changes.
struct Step {
    /// Frontier positions (before the step) of the added vertex's neighbours.
    nbrs: Vec<usize>,
    /// For each position of the new frontier: the old position, or `None` for the new vertex.
    from: Vec<Option<usize>>,
    /// Old positions that leave the frontier.
    dropped: Vec<usize>,
    /// Whether the new vertex leaves at once (all its neighbours came before it).
    v_dropped: bool,
    old_width: usize,
}

fn plan(board: &Board, order: &[usize]) -> (Vec<Step>, usize) {
    let n = board.len();
    let mut rank = vec![usize::MAX; n];
    for (i, &v) in order.iter().enumerate() {
        rank[v] = i;
    }
    let mut rem: Vec<usize> = (0..n).map(|v| board.neighbours(v).len()).collect();
    let mut frontier: Vec<usize> = Vec::new();
    let mut steps = Vec::with_capacity(n);
    let mut width = 0;
    for (i, &v) in order.iter().enumerate() {
        let nbrs: Vec<usize> = board
            .neighbours(v)
            .iter()
            .filter(|&&u| rank[u as usize] < i)
            .map(|&u| {
                frontier
                    .iter()
                    .position(|&f| f == u as usize)
                    .expect("in frontier")
            })
            .collect();
        for &u in board.neighbours(v) {
            rem[u as usize] -= 1;
        }
        let mut from = Vec::new();
        let mut dropped = Vec::new();
        let mut next = Vec::new();
        for (p, &f) in frontier.iter().enumerate() {
            if rem[f] == 0 {
                dropped.push(p);
            } else {
                from.push(Some(p));
                next.push(f);
            }
        }
        let v_dropped = rem[v] == 0;
        if !v_dropped {
            from.push(None);
            next.push(v);
        }
        steps.push(Step {
            nbrs,
            from,
            dropped,
            v_dropped,
            old_width: frontier.len(),
        });
        frontier = next;
        width = width.max(frontier.len());
    }
    (steps, width)
}

/// Counts the positions of `board` with the frontier program.
pub fn count(board: &Board, control: &mut Control) -> Result<Count> {
    let order = vertex_order(board);
    count_in_order(board, &order, control)
}

/// Counts the positions over a given vertex order (a permutation of the vertices).
pub fn count_in_order(board: &Board, order: &[usize], control: &mut Control) -> Result<Count> {
    let (steps, width) = plan(board, order);
    if width > MAX_WIDTH {
        return Err(Error::TooLarge(format!(
            "{} needs a frontier of {width} vertices in the best order found; \
             the counter handles at most {MAX_WIDTH}",
            board.name()
        )));
    }
    // The largest code is BARE + 2·(width−1) + 1; bits per vertex for it.
    let top = (BARE as usize + 2 * width).max(3);
    let bits = usize::BITS as usize - top.leading_zeros() as usize;
    if width * bits <= 64 {
        run::<u64>(board, &steps, bits, width, control)
    } else {
        run::<u128>(board, &steps, bits, width, control)
    }
}

fn run<K: Key>(
    board: &Board,
    steps: &[Step],
    bits: usize,
    width: usize,
    control: &mut Control,
) -> Result<Count> {
    let n = board.len();
    // Limbs for numbers up to 3^n (log2 3 < 1.585).
    let limbs = (n * 1585 / 1000 + 2).div_ceil(64).max(1);
    let mut keys: Vec<K> = vec![K::default()];
    let mut counts: Vec<u64> = vec![0; limbs];
    counts[0] = 1;
    let mut max_states = 1usize;
    let mut total_states = 1u64;
    let mask = (1u128 << bits) - 1;
    let mut cells = [0u8; MAX_WIDTH + 1];
    let mut out = [0u8; MAX_WIDTH + 1];
    for (i, step) in steps.iter().enumerate() {
        control.progress(i as u64, n as u64, "vertices")?;
        let mut index: FxHashMap<K, u32> = FxHashMap::default();
        index.reserve(keys.len() * 2);
        let mut new_keys: Vec<K> = Vec::with_capacity(keys.len() * 2);
        let mut new_counts: Vec<u64> = Vec::with_capacity(keys.len() * 2 * limbs);
        for (s, &key) in keys.iter().enumerate() {
            control.step(1)?;
            let packed = key.to_u128();
            for (p, c) in cells.iter_mut().enumerate().take(step.old_width) {
                *c = ((packed >> (bits * p)) & mask) as u8;
            }
            for colour in 0..3u8 {
                if transition(&cells[..step.old_width], step, colour, &mut out).is_none() {
                    continue;
                }
                let w = step.from.len();
                let mut packed = 0u128;
                for (p, &c) in out[..w].iter().enumerate() {
                    packed |= (c as u128) << (bits * p);
                }
                let k = K::from_u128(packed);
                let src = &counts[s * limbs..(s + 1) * limbs];
                match index.get(&k) {
                    Some(&t) => {
                        let dst = &mut new_counts[t as usize * limbs..(t as usize + 1) * limbs];
                        add(dst, src);
                    }
                    None => {
                        if new_keys.len() >= MAX_STATES {
                            return Err(Error::TooLarge(format!(
                                "{} needs more than {MAX_STATES} border states at vertex {i}",
                                board.name()
                            )));
                        }
                        index.insert(k, new_keys.len() as u32);
                        new_keys.push(k);
                        new_counts.extend_from_slice(src);
                    }
                }
            }
        }
        keys = new_keys;
        counts = new_counts;
        max_states = max_states.max(keys.len());
        total_states += keys.len() as u64;
    }
    control.progress(n as u64, n as u64, "vertices")?;
    debug_assert!(keys.len() <= 1);
    let mut positions = BigUint::default();
    if !keys.is_empty() {
        let bytes: Vec<u8> = counts[..limbs]
            .iter()
            .flat_map(|l| l.to_le_bytes())
            .collect();
        positions = BigUint::from_bytes_le(&bytes);
    }
    Ok(Count {
        positions,
        vertices: n,
        width,
        max_states,
        total_states,
    })
}

#[inline]
fn add(dst: &mut [u64], src: &[u64]) {
    let mut carry = false;
    for (d, &s) in dst.iter_mut().zip(src) {
        let (a, c1) = d.overflowing_add(s);
        let (b, c2) = a.overflowing_add(carry as u64);
        *d = b;
        carry = c1 || c2;
    }
}

/// Adds the step's vertex with `colour` (0 empty, 1 black, 2 white) to the state `cells`;
/// writes the canonical new state into `out` (as wide as `step.from`), or `None` when a
/// chain leaves the frontier without a liberty.
fn transition(cells: &[u8], step: &Step, colour: u8, out: &mut [u8]) -> Option<()> {
    let mut c = [0u8; MAX_WIDTH + 1];
    let w = cells.len();
    c[..w].copy_from_slice(cells);
    let v_code;
    if colour == 0 {
        // An empty vertex is a liberty of every neighbouring chain.
        for &p in &step.nbrs {
            let x = c[p];
            if x >= BARE {
                let live = LIVE + (x - BARE) % 2;
                for y in c[..w].iter_mut() {
                    if *y == x {
                        *y = live;
                    }
                }
            }
        }
        v_code = EMPTY;
    } else {
        let me = colour - 1;
        let live = LIVE + me;
        let mut has_lib = false;
        // The distinct labelled chains of my colour around the vertex (≤ 2·MAX_WIDTH codes).
        let mut joined = [0u8; 2 * MAX_WIDTH + 2];
        let mut nj = 0;
        for &p in &step.nbrs {
            let x = c[p];
            if x == EMPTY || x == live {
                has_lib = true;
            } else if x >= BARE && (x - BARE) % 2 == me && !joined[..nj].contains(&x) {
                joined[nj] = x;
                nj += 1;
            }
        }
        let joined = &joined[..nj];
        if has_lib {
            for y in c[..w].iter_mut() {
                if joined.contains(y) {
                    *y = live;
                }
            }
            v_code = live;
        } else if let Some(&first) = joined.first() {
            for y in c[..w].iter_mut() {
                if joined.contains(y) {
                    *y = first;
                }
            }
            v_code = first;
        } else {
            v_code = FRESH + me;
        }
    }
    // The new frontier, then the chains that left it.
    for (q, f) in step.from.iter().enumerate() {
        out[q] = match f {
            Some(p) => c[*p],
            None => v_code,
        };
    }
    let nw = step.from.len();
    let gone = |x: u8| x >= BARE && !out[..nw].contains(&x);
    if step.v_dropped && gone(v_code) {
        return None;
    }
    for &p in &step.dropped {
        if gone(c[p]) {
            return None;
        }
    }
    // Renumber the labels by first appearance.
    let mut map = [0u8; 2 * 64 + 8];
    let mut next = 0u8;
    for y in out[..nw].iter_mut() {
        if *y >= BARE {
            let label = (*y - BARE) / 2;
            if map[label as usize] == 0 {
                next += 1;
                map[label as usize] = next;
            }
            *y = BARE + 2 * (map[label as usize] - 1) + (*y - BARE) % 2;
        }
    }
    Some(())
}

/// Counts the positions by walking all 3^V configurations (the oracle; V ≤ `MAX_BRUTE`).
pub fn count_brute(board: &Board, control: &mut Control) -> Result<Count> {
    let n = board.len();
    if n > MAX_BRUTE {
        return Err(Error::TooLarge(format!(
            "brute force walks 3^V configurations: {} has {n} vertices, the most is {MAX_BRUTE}",
            board.name()
        )));
    }
    let adj: Vec<u32> = (0..n)
        .map(|v| board.neighbours(v).iter().fold(0u32, |m, &u| m | 1 << u))
        .collect();
    let near = |set: u32| -> u32 {
        let mut m = 0;
        let mut s = set;
        while s != 0 {
            m |= adj[s.trailing_zeros() as usize];
            s &= s - 1;
        }
        m
    };
    // Every stone of `stones` reaches an empty neighbour within its colour.
    let alive = |stones: u32, empty: u32| -> bool {
        let mut ok = stones & near(empty);
        loop {
            let more = stones & near(ok) & !ok;
            if more == 0 {
                return ok == stones;
            }
            ok |= more;
        }
    };
    let total = 3u64.pow(n as u32);
    let all = if n == 32 { u32::MAX } else { (1u32 << n) - 1 };
    let mut digits = vec![0u8; n];
    let (mut black, mut white) = (0u32, 0u32);
    let mut found = 0u64;
    for i in 0..total {
        if i & 0xfff == 0 {
            control.step(0x1000)?;
            control.progress(i, total, "configurations")?;
        }
        let empty = all & !black & !white;
        if alive(black, empty) && alive(white, empty) {
            found += 1;
        }
        // The next configuration in base 3 (0 empty, 1 black, 2 white).
        for (v, d) in digits.iter_mut().enumerate() {
            let bit = 1u32 << v;
            match *d {
                0 => {
                    *d = 1;
                    black |= bit;
                    break;
                }
                1 => {
                    *d = 2;
                    black &= !bit;
                    white |= bit;
                    break;
                }
                _ => {
                    *d = 0;
                    white &= !bit;
                }
            }
        }
    }
    Ok(Count {
        positions: BigUint::from(found),
        vertices: n,
        width: n,
        max_states: 0,
        total_states: total,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dp(spec: &str) -> String {
        let b = Board::parse(spec).unwrap();
        count(&b, &mut Control::unlimited())
            .unwrap()
            .positions
            .to_string()
    }

    #[test]
    fn small_grids_match_the_published_counts() {
        assert_eq!(dp("grid:1"), "1");
        assert_eq!(dp("grid:2"), "57");
        assert_eq!(dp("grid:3"), "12675");
        assert_eq!(dp("grid:4"), "24318165");
        assert_eq!(dp("grid:2x1"), "5");
    }

    #[test]
    fn brute_force_agrees_on_presets() {
        for spec in [
            "grid:3x3",
            "cycle:7",
            "petersen",
            "complete:5",
            "star:6",
            "cube:3",
        ] {
            let b = Board::parse(spec).unwrap();
            let a = count(&b, &mut Control::unlimited()).unwrap();
            let o = count_brute(&b, &mut Control::unlimited()).unwrap();
            assert_eq!(a.positions, o.positions, "{spec}");
        }
    }
}
