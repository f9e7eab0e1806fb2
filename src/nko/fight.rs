//! The ko fight as vertex geography on the bipartite graph between the m-subsets (left:
//! Black holds m of the n kos, Black to move) and the (m+1)-subsets (right: Black holds
//! m + 1, White to move) of the n kos; an edge joins sets differing by one ko. Players move
//! the token along an edge to a node never visited; whoever cannot move loses the fight.
//!
//! Three independent answers: the article's count rule (the side with fewer nodes wins, a tie
//! goes to the mover); the matching theorem for undirected vertex geography on any graph
//! (Fraenkel, Scheinerman, Ullman 1993: the mover at v wins iff every maximum matching
//! covers v) with a maximum matching as the proof and the strategy "move to your node's
//! partner"; and a brute-force search of the game tree.

use super::state::Side;
use crate::error::{invalid, too_large, Result};
use crate::hash::FxHashMap;
use crate::work::Control;
use serde::Serialize;

/// The largest n for the graph and its matching (C(12, 6) = 924 nodes a side).
pub const MAX_N: u32 = 12;
/// The largest n for brute force (both sides fit in a 128-bit visited set).
pub const BRUTE_MAX_N: u32 = 8;

pub struct FightGraph {
    pub n: u32,
    pub m: u32,
    /// Node i < left.len() is the m-subset `sets[i]`; the rest are the (m+1)-subsets.
    pub sets: Vec<u16>,
    pub left: usize,
    adj: Vec<Vec<u16>>,
}

/// A matching as partner per node.
pub type Partners = Vec<Option<usize>>;

pub fn binomial(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    (0..k as u64).fold(1, |acc, i| acc * (n as u64 - i) / (i + 1))
}

impl FightGraph {
    pub fn new(n: u32, m: u32) -> Result<FightGraph> {
        if n > MAX_N {
            return too_large(format!("the fight graph is built for n ≤ {MAX_N}, not {n}"));
        }
        if m >= n {
            return invalid(format!(
                "m must be below n (the right side holds m + 1 ≤ n kos): m = {m}, n = {n}"
            ));
        }
        let level = |k: u32| (0u16..1 << n).filter(move |s| s.count_ones() == k);
        let mut sets: Vec<u16> = level(m).collect();
        let left = sets.len();
        sets.extend(level(m + 1));
        let index: FxHashMap<u16, usize> = sets.iter().enumerate().map(|(i, &s)| (s, i)).collect();
        let mut adj = vec![Vec::new(); sets.len()];
        for i in 0..left {
            for k in 0..n {
                let bit = 1u16 << k;
                if sets[i] & bit == 0 {
                    let j = index[&(sets[i] | bit)];
                    adj[i].push(j as u16);
                    adj[j].push(i as u16);
                }
            }
        }
        Ok(FightGraph {
            n,
            m,
            sets,
            left,
            adj,
        })
    }

    /// Any bipartite graph (nodes 0..left on the left, the rest on the right), for testing
    /// the solvers beyond the fight graphs. Its nodes hold no kos.
    pub fn bipartite(left: usize, right: usize, edges: &[(usize, usize)]) -> Result<FightGraph> {
        let mut adj = vec![Vec::new(); left + right];
        for &(a, b) in edges {
            if a >= left || b < left || b >= left + right || left + right > u16::MAX as usize {
                return invalid(format!("edge ({a}, {b}) does not join the two sides"));
            }
            adj[a].push(b as u16);
            adj[b].push(a as u16);
        }
        Ok(FightGraph {
            n: 0,
            m: 0,
            sets: vec![0; left + right],
            left,
            adj,
        })
    }

    pub fn len(&self) -> usize {
        self.sets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.sets.is_empty()
    }

    pub fn right(&self) -> usize {
        self.len() - self.left
    }

    pub fn neighbours(&self, v: usize) -> impl Iterator<Item = usize> + '_ {
        self.adj[v].iter().map(|&u| u as usize)
    }

    /// Where the fight starts: Black to move holding kos 0 … m−1, or White to move with
    /// Black holding 0 … m (by symmetry every node of a side is alike).
    pub fn start(&self, side: Side) -> usize {
        match side {
            Side::Black => 0,
            Side::White => self.left,
        }
    }

    /// The kos a node's set holds for Black, as ko numbers.
    pub fn kos(&self, v: usize) -> Vec<u32> {
        (0..self.n).filter(|k| self.sets[v] >> k & 1 == 1).collect()
    }

    /// A maximum matching of the graph on the `alive` nodes (augmenting paths; the graphs
    /// are at most a few thousand nodes).
    pub fn maximum_matching(&self, alive: &[bool]) -> Partners {
        let mut mate: Partners = vec![None; self.len()];
        for v in 0..self.left {
            if !alive[v] {
                continue;
            }
            // Greedy first, then an augmenting path search.
            if let Some(u) = self.neighbours(v).find(|&u| alive[u] && mate[u].is_none()) {
                mate[v] = Some(u);
                mate[u] = Some(v);
                continue;
            }
            let mut seen = vec![false; self.len()];
            self.augment(v, alive, &mut mate, &mut seen);
        }
        mate
    }

    fn augment(&self, v: usize, alive: &[bool], mate: &mut Partners, seen: &mut [bool]) -> bool {
        // Iterative DFS over alternating paths from the free left node v.
        let mut stack: Vec<(usize, usize)> = vec![(v, 0)];
        let mut path: Vec<usize> = Vec::new();
        while let Some(top) = stack.last_mut() {
            let (x, i) = *top;
            top.1 += 1;
            let Some(&u) = self.adj[x].get(i) else {
                stack.pop();
                path.pop();
                continue;
            };
            let u = u as usize;
            if !alive[u] || seen[u] {
                continue;
            }
            seen[u] = true;
            path.push(u);
            match mate[u] {
                // Flip the path: each left node on the stack takes the right node after it.
                None => {
                    for (&(l, _), &r) in stack.iter().zip(&path) {
                        mate[l] = Some(r);
                        mate[r] = Some(l);
                    }
                    return true;
                }
                Some(w) => stack.push((w, 0)),
            }
        }
        false
    }

    /// Exact value by the matching theorem: does the mover at `at` win, with the nodes in
    /// `visited` (which includes `at`) gone? Returns the verdict and the matching that
    /// proves it: one covering `at` when the mover wins, one missing `at` when it loses.
    pub fn solve_by_matching(&self, at: usize, visited: &[bool]) -> (bool, Partners) {
        let mut alive: Vec<bool> = visited.iter().map(|v| !v).collect();
        alive[at] = true;
        let with = self.maximum_matching(&alive);
        alive[at] = false;
        let without = self.maximum_matching(&alive);
        let size = |p: &Partners| p.iter().filter(|x| x.is_some()).count();
        if size(&without) < size(&with) {
            (true, with)
        } else {
            (false, without)
        }
    }

    /// The move the strategy makes from `at`: the partner in a proving matching when the
    /// mover wins; when it loses, the move after which the opponent's win is slowest to show
    /// is unknowable cheaply, so the first unvisited neighbour (None: no move, lost).
    pub fn reply(&self, at: usize, visited: &[bool]) -> Option<usize> {
        let (wins, mate) = self.solve_by_matching(at, visited);
        if wins {
            mate[at]
        } else {
            self.neighbours(at).find(|&u| !visited[u])
        }
    }

    /// The article's count rule for the mover at `start(side)`.
    pub fn count_rule(&self, side: Side) -> Side {
        let (mine, theirs) = match side {
            Side::Black => (self.left, self.right()),
            Side::White => (self.right(), self.left),
        };
        if mine <= theirs {
            side
        } else {
            side.other()
        }
    }

    /// Brute force over the game tree with a table of (node, visited set); `control` counts
    /// nodes searched. Only for graphs of at most 128 nodes (the fight graphs of n ≤ 8).
    /// Returns whether the mover at `start(side)` wins.
    pub fn brute_force(&self, side: Side, control: &mut Control) -> Result<bool> {
        if self.len() > 128 {
            return too_large(format!(
                "brute force is for graphs of at most 128 nodes (n ≤ {BRUTE_MAX_N}), not {}",
                self.len()
            ));
        }
        let start = self.start(side);
        let mut memo = FxHashMap::default();
        self.brute(start, 1u128 << start, &mut memo, control)
    }

    fn brute(
        &self,
        at: usize,
        visited: u128,
        memo: &mut FxHashMap<(u8, u128), bool>,
        control: &mut Control,
    ) -> Result<bool> {
        if let Some(&w) = memo.get(&(at as u8, visited)) {
            return Ok(w);
        }
        control.step(1)?;
        // Try first the moves that leave the opponent fewest answers.
        let mut options: Vec<(usize, usize)> = self
            .neighbours(at)
            .filter(|&u| visited >> u & 1 == 0)
            .map(|u| {
                let free = self
                    .neighbours(u)
                    .filter(|&w| visited >> w & 1 == 0)
                    .count();
                (free, u)
            })
            .collect();
        options.sort_unstable();
        let mut wins = false;
        for (_, u) in options {
            if !self.brute(u, visited | 1u128 << u, memo, control)? {
                wins = true;
                break;
            }
        }
        memo.insert((at as u8, visited), wins);
        Ok(wins)
    }
}

/// What `asobiba nko fight` reports.
#[derive(Clone, Debug, Serialize)]
pub struct FightReport {
    pub n: u32,
    pub m: u32,
    pub mover: Side,
    pub winner: Side,
    /// C(n, m) and C(n, m + 1).
    pub left: u64,
    pub right: u64,
    /// The count rule's winner.
    pub count_rule: Side,
    /// The brute-force winner and nodes searched, when it finished within its budget.
    pub brute_force: Option<BruteForce>,
    /// The proving maximum matching as pairs (left kos held by Black, right kos held by Black).
    pub matching: Vec<(Vec<u32>, Vec<u32>)>,
    pub matching_size: usize,
    /// Whether the proving matching covers the start (it does exactly when the mover wins).
    pub start_covered: bool,
    pub strategy: String,
}

#[derive(Clone, Copy, Debug, Serialize)]
pub struct BruteForce {
    pub winner: Side,
    pub nodes: u64,
}

/// Solves the fight from `(n, m)` with `mover` to move at its side's start; brute force runs
/// for n ≤ 8 within `brute_budget` nodes.
pub fn report(n: u32, m: u32, mover: Side, brute_budget: u64) -> Result<FightReport> {
    let g = FightGraph::new(n, m)?;
    let start = g.start(mover);
    let mut visited = vec![false; g.len()];
    visited[start] = true;
    let (wins, mate) = g.solve_by_matching(start, &visited);
    let winner = if wins { mover } else { mover.other() };
    let brute_force = if n <= BRUTE_MAX_N {
        let mut control = Control::unlimited().with_budget(brute_budget);
        g.brute_force(mover, &mut control).ok().map(|w| BruteForce {
            winner: if w { mover } else { mover.other() },
            nodes: control.steps(),
        })
    } else {
        None
    };
    let matching: Vec<(Vec<u32>, Vec<u32>)> = (0..g.left)
        .filter_map(|v| mate[v].map(|u| (g.kos(v), g.kos(u))))
        .collect();
    let strategy = if wins {
        format!(
            "{mover} wins: this maximum matching covers the start; move to the partner of the node you stand on, every time"
        )
    } else {
        format!(
            "{} wins: this maximum matching leaves the start uncovered, so {mover}'s every move lands on a matched node; answer with its partner, every time",
            mover.other()
        )
    };
    Ok(FightReport {
        n,
        m,
        mover,
        winner,
        left: binomial(n, m),
        right: binomial(n, m + 1),
        count_rule: g.count_rule(mover),
        brute_force,
        matching_size: matching.len(),
        matching,
        start_covered: mate[start].is_some(),
        strategy,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn graph_shape() {
        let g = FightGraph::new(5, 2).unwrap();
        assert_eq!((g.left, g.right()), (10, 10));
        for v in 0..g.left {
            assert_eq!(g.neighbours(v).count(), 3);
        }
        for v in g.left..g.len() {
            assert_eq!(g.neighbours(v).count(), 3);
        }
        assert!(FightGraph::new(5, 5).is_err());
        assert!(FightGraph::new(13, 2).is_err());
    }

    #[test]
    fn matchings_are_maximum_and_valid() {
        for n in 1..=10 {
            for m in 0..n {
                let g = FightGraph::new(n, m).unwrap();
                let mate = g.maximum_matching(&vec![true; g.len()]);
                let size = (0..g.left).filter(|&v| mate[v].is_some()).count();
                // Hall's condition holds between adjacent levels of the Boolean lattice.
                assert_eq!(size, g.left.min(g.right()), "n={n} m={m}");
                for v in 0..g.len() {
                    if let Some(u) = mate[v] {
                        assert_eq!(mate[u], Some(v));
                        assert!(g.neighbours(v).any(|w| w == u));
                    }
                }
            }
        }
    }
}
