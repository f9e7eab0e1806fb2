//! Small undirected graphs with vertex sets as fixed-size bitsets.
//!
//! Polyomino cells and Go board points alike are vertices numbered `0..n`; a set of them is a
//! `VertexSet<W>` of `W` 64-bit words, so connectivity tests and subset enumeration are a few
//! word operations per step. `W` is chosen by the caller from the vertex count
//! (1 word up to 64 vertices, 2 up to 128, ...).

use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VertexSet<const W: usize>(pub [u64; W]);

impl<const W: usize> VertexSet<W> {
    pub const CAPACITY: usize = 64 * W;
    pub const EMPTY: Self = VertexSet([0; W]);

    /// The set {0, 1, ..., n-1}.
    pub fn first(n: usize) -> Self {
        debug_assert!(n <= Self::CAPACITY);
        let mut s = Self::EMPTY;
        for (i, word) in s.0.iter_mut().enumerate() {
            let lo = i * 64;
            if n >= lo + 64 {
                *word = u64::MAX;
            } else if n > lo {
                *word = (1u64 << (n - lo)) - 1;
            }
        }
        s
    }

    pub fn single(v: usize) -> Self {
        let mut s = Self::EMPTY;
        s.insert(v);
        s
    }

    #[inline]
    pub fn insert(&mut self, v: usize) {
        self.0[v / 64] |= 1u64 << (v % 64);
    }

    #[inline]
    pub fn remove(&mut self, v: usize) {
        self.0[v / 64] &= !(1u64 << (v % 64));
    }

    #[inline]
    pub fn contains(&self, v: usize) -> bool {
        self.0[v / 64] >> (v % 64) & 1 == 1
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    #[inline]
    pub fn union(self, o: Self) -> Self {
        let mut r = self;
        for i in 0..W {
            r.0[i] |= o.0[i];
        }
        r
    }

    #[inline]
    pub fn intersection(self, o: Self) -> Self {
        let mut r = self;
        for i in 0..W {
            r.0[i] &= o.0[i];
        }
        r
    }

    #[inline]
    pub fn minus(self, o: Self) -> Self {
        let mut r = self;
        for i in 0..W {
            r.0[i] &= !o.0[i];
        }
        r
    }

    #[inline]
    pub fn is_subset(&self, o: &Self) -> bool {
        (0..W).all(|i| self.0[i] & !o.0[i] == 0)
    }

    /// The smallest element.
    #[inline]
    pub fn lowest(&self) -> Option<usize> {
        for (i, &w) in self.0.iter().enumerate() {
            if w != 0 {
                return Some(i * 64 + w.trailing_zeros() as usize);
            }
        }
        None
    }

    pub fn iter(&self) -> impl Iterator<Item = usize> + Clone + '_ {
        self.0.iter().enumerate().flat_map(|(i, &w)| {
            let mut w = w;
            std::iter::from_fn(move || {
                if w == 0 {
                    return None;
                }
                let b = w.trailing_zeros() as usize;
                w &= w - 1;
                Some(i * 64 + b)
            })
        })
    }
}

impl<const W: usize> fmt::Debug for VertexSet<W> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// An undirected graph on vertices `0..n` with adjacency as bitsets.
#[derive(Clone, Debug)]
pub struct Graph<const W: usize> {
    adj: Vec<VertexSet<W>>,
}

impl<const W: usize> Graph<W> {
    /// A graph on `n` vertices (at most `64 * W`) with the given edges.
    pub fn new(n: usize, edges: impl IntoIterator<Item = (usize, usize)>) -> Self {
        assert!(
            n <= VertexSet::<W>::CAPACITY,
            "graph of {n} vertices needs more words"
        );
        let mut adj = vec![VertexSet::EMPTY; n];
        for (a, b) in edges {
            if a != b {
                adj[a].insert(b);
                adj[b].insert(a);
            }
        }
        Graph { adj }
    }

    pub fn len(&self) -> usize {
        self.adj.len()
    }

    pub fn is_empty(&self) -> bool {
        self.adj.is_empty()
    }

    pub fn all(&self) -> VertexSet<W> {
        VertexSet::first(self.adj.len())
    }

    pub fn neighbours(&self, v: usize) -> VertexSet<W> {
        self.adj[v]
    }

    /// Neighbours of any vertex of `s`, `s` itself excluded.
    pub fn boundary(&self, s: VertexSet<W>) -> VertexSet<W> {
        let mut r = VertexSet::EMPTY;
        for v in s.iter() {
            r = r.union(self.adj[v]);
        }
        r.minus(s)
    }

    /// The vertices of `within` reachable from `start` inside `within`.
    pub fn component(&self, start: usize, within: VertexSet<W>) -> VertexSet<W> {
        let mut seen = VertexSet::single(start).intersection(within);
        let mut frontier = seen;
        while let Some(v) = frontier.lowest() {
            frontier.remove(v);
            let fresh = self.adj[v].intersection(within).minus(seen);
            seen = seen.union(fresh);
            frontier = frontier.union(fresh);
        }
        seen
    }

    /// Whether `s` induces a connected subgraph (the empty set counts as connected).
    pub fn is_connected(&self, s: VertexSet<W>) -> bool {
        match s.lowest() {
            None => true,
            Some(v) => self.component(v, s) == s,
        }
    }

    /// The connected components of the subgraph induced by `s`, by smallest vertex.
    pub fn components(&self, s: VertexSet<W>) -> Vec<VertexSet<W>> {
        let mut rest = s;
        let mut out = Vec::new();
        while let Some(v) = rest.lowest() {
            let c = self.component(v, rest);
            rest = rest.minus(c);
            out.push(c);
        }
        out
    }

    /// Articulation points of the subgraph induced by `s` (Tarjan's low-link, iterative).
    pub fn articulation_points(&self, s: VertexSet<W>) -> VertexSet<W> {
        let n = self.adj.len();
        let mut order = vec![usize::MAX; n];
        let mut low = vec![0usize; n];
        let mut cut = VertexSet::EMPTY;
        let mut counter = 0;
        for root in s.iter() {
            if order[root] != usize::MAX {
                continue;
            }
            order[root] = counter;
            low[root] = counter;
            counter += 1;
            let mut root_children = 0;
            // (vertex, parent, neighbours still to look at)
            let mut stack = vec![(root, usize::MAX, self.adj[root].intersection(s))];
            while let Some(top) = stack.last_mut() {
                let (v, parent) = (top.0, top.1);
                if let Some(w) = top.2.lowest() {
                    top.2.remove(w);
                    if order[w] == usize::MAX {
                        order[w] = counter;
                        low[w] = counter;
                        counter += 1;
                        if v == root {
                            root_children += 1;
                        }
                        stack.push((w, v, self.adj[w].intersection(s)));
                    } else if w != parent {
                        low[v] = low[v].min(order[w]);
                    }
                } else {
                    stack.pop();
                    if let Some(&(p, _, _)) = stack.last() {
                        low[p] = low[p].min(low[v]);
                        if p != root && low[v] >= order[p] {
                            cut.insert(p);
                        }
                    }
                }
            }
            if root_children > 1 {
                cut.insert(root);
            }
        }
        cut
    }

    /// Calls `visit(part, open)` once for every connected `part` with `start ∈ part ⊆ within`,
    /// growing sets one boundary vertex at a time: the branch that adds the i-th boundary
    /// vertex forbids the earlier ones, so no set is seen twice. `open` holds the vertices
    /// that sets grown from `part` may still add. `visit` returns whether to grow `part`
    /// further (prune with `false`).
    pub fn connected_supersets(
        &self,
        start: usize,
        within: VertexSet<W>,
        visit: &mut dyn FnMut(VertexSet<W>, VertexSet<W>) -> bool,
    ) {
        let part = VertexSet::single(start);
        let boundary = self.adj[start].intersection(within);
        self.grow(part, boundary, within.minus(part), visit);
    }

    fn grow(
        &self,
        part: VertexSet<W>,
        boundary: VertexSet<W>,
        allowed: VertexSet<W>,
        visit: &mut dyn FnMut(VertexSet<W>, VertexSet<W>) -> bool,
    ) {
        if !visit(part, allowed) {
            return;
        }
        let mut allowed = allowed;
        let mut candidates = boundary.intersection(allowed);
        while let Some(v) = candidates.lowest() {
            candidates.remove(v);
            allowed.remove(v);
            let mut grown = part;
            grown.insert(v);
            let next_boundary = candidates.union(self.adj[v].intersection(allowed).minus(part));
            self.grow(grown, next_boundary, allowed, visit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(n: usize) -> Graph<1> {
        Graph::new(n, (1..n).map(|i| (i - 1, i)))
    }

    #[test]
    fn path_articulation_points_are_inner_vertices() {
        let g = path(5);
        let cut: Vec<_> = g.articulation_points(g.all()).iter().collect();
        assert_eq!(cut, vec![1, 2, 3]);
    }

    #[test]
    fn cycle_has_no_articulation_points() {
        let g: Graph<1> = Graph::new(6, (0..6).map(|i| (i, (i + 1) % 6)));
        assert!(g.articulation_points(g.all()).is_empty());
    }

    #[test]
    fn articulation_points_match_brute_force_on_grids() {
        // 3x4 grid minus some cells: compare with "removing v disconnects the rest".
        let (w, h) = (4, 3);
        let g: Graph<1> = Graph::new(
            w * h,
            (0..w * h).flat_map(|v| {
                let mut e = vec![];
                if v % w + 1 < w {
                    e.push((v, v + 1));
                }
                if v + w < w * h {
                    e.push((v, v + w));
                }
                e
            }),
        );
        for mask in 0u64..(1 << (w * h)) {
            let s = VertexSet([mask]);
            let fast = g.articulation_points(s);
            let ncomp = g.components(s).len();
            for v in s.iter() {
                let mut t = s;
                t.remove(v);
                let brute = g.components(t).len() > ncomp;
                assert_eq!(fast.contains(v), brute, "mask {mask:b} vertex {v}");
            }
        }
    }

    #[test]
    fn connected_supersets_counts_path_intervals() {
        // Connected sets of a path containing vertex 0 are the prefixes.
        let g = path(6);
        let mut count = 0;
        g.connected_supersets(0, g.all(), &mut |_, _| {
            count += 1;
            true
        });
        assert_eq!(count, 6);
        // Containing vertex 2: intervals [a, b] with a <= 2 <= b: 3 * 4.
        let mut seen = std::collections::HashSet::new();
        g.connected_supersets(2, g.all(), &mut |s, _| {
            assert!(seen.insert(s), "duplicate {s:?}");
            assert!(g.is_connected(s));
            true
        });
        assert_eq!(seen.len(), 12);
    }

    #[test]
    fn vertex_sets_of_two_words() {
        let mut s = VertexSet::<2>::first(70);
        assert_eq!(s.len(), 70);
        s.remove(65);
        assert!(!s.contains(65) && s.contains(69));
        assert_eq!(s.iter().filter(|&v| v >= 64).count(), 5);
    }
}
