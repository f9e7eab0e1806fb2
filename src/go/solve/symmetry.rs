//! Automorphisms of a board's graph (the symmetries of grids, paths, cycles and any drawn
//! graph), found by backtracking over adjacency-preserving vertex maps.
//!
//! A symmetry σ maps the game from position P with history H onto the game from σ(P) with
//! σ(H), so moves in one orbit of the symmetries that fix every position of the history have
//! the same value, and a position's table entry serves its images.

use super::super::Board;

/// The most automorphisms kept (a complete graph has n!; a subset is still sound, only less
/// is shared).
pub const MAX_AUTOMORPHISMS: usize = 64;

/// Automorphisms of `board` as vertex maps (`map[v]` = image of v), the identity first; at
/// most `MAX_AUTOMORPHISMS`.
pub fn automorphisms(board: &Board) -> Vec<Vec<u32>> {
    let n = board.len();
    let adj: Vec<u64> = (0..n)
        .map(|v| board.neighbours(v).iter().fold(0u64, |m, &u| m | 1u64 << u))
        .collect();
    if n == 0 || n > 64 {
        return vec![(0..n as u32).collect()];
    }
    let deg: Vec<u32> = adj.iter().map(|m| m.count_ones()).collect();
    // Vertices in breadth-first order, so that each one after the first has a mapped
    // neighbour that constrains its image.
    let mut order = Vec::with_capacity(n);
    let mut placed = 0u64;
    for s in 0..n {
        if placed >> s & 1 == 1 {
            continue;
        }
        placed |= 1 << s;
        order.push(s);
        let mut i = order.len() - 1;
        while i < order.len() {
            let v = order[i];
            for &u in board.neighbours(v) {
                if placed >> u & 1 == 0 {
                    placed |= 1 << u;
                    order.push(u as usize);
                }
            }
            i += 1;
        }
    }
    let mut out = vec![(0..n as u32).collect::<Vec<u32>>()];
    let mut map = vec![u32::MAX; n];
    extend(&adj, &deg, &order, 0, &mut map, 0, &mut out);
    out
}

fn extend(
    adj: &[u64],
    deg: &[u32],
    order: &[usize],
    k: usize,
    map: &mut [u32],
    used: u64,
    out: &mut Vec<Vec<u32>>,
) {
    if out.len() >= MAX_AUTOMORPHISMS {
        return;
    }
    if k == order.len() {
        if map.iter().enumerate().any(|(v, &w)| v as u32 != w) {
            out.push(map.to_vec());
        }
        return;
    }
    let v = order[k];
    for w in 0..adj.len() {
        if used >> w & 1 == 1 || deg[w] != deg[v] {
            continue;
        }
        // Every mapped vertex keeps its adjacency to v.
        let ok = order[..k].iter().all(|&u| {
            let iu = map[u] as usize;
            (adj[v] >> u & 1) == (adj[w] >> iu & 1)
        });
        if ok {
            map[v] = w as u32;
            extend(adj, deg, order, k + 1, map, used | 1 << w, out);
            map[v] = u32::MAX;
            if out.len() >= MAX_AUTOMORPHISMS {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_orders_of_presets() {
        for (spec, order) in [
            ("grid:3x3", 8),
            ("grid:2x4", 4),
            ("grid:1x7", 2),
            ("grid:1x1", 1),
            ("cycle:5", 10),
            ("star:3", 6),
            ("petersen", 64), // 120, capped
        ] {
            let b = Board::parse(spec).unwrap();
            let g = automorphisms(&b);
            assert_eq!(g.len(), order, "{spec}");
            for m in &g {
                for &(a, c) in b.edges() {
                    let (x, y) = (m[a as usize], m[c as usize]);
                    assert!(b.neighbours(x as usize).contains(&y), "{spec}");
                }
            }
        }
    }
}
