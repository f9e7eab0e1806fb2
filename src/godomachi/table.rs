//! Whole-match tables: every unordered pair of distinct free n-ominoes, solved.

use super::{Rules, Solver, Verdict, Winner};
use crate::error::{too_large, Result};
use crate::polyomino::key::Key;
use crate::polyomino::{list_free, Polyomino};
use crate::work::Control;
use serde::Serialize;
use std::collections::BTreeMap;

/// Match tables are offered up to this size (n = 10 has over 10 million pairs).
pub const MAX_MATCH_N: usize = 10;

#[derive(Clone, Debug, Serialize)]
pub struct MatchSummary {
    pub n: usize,
    pub pairs: u64,
    /// Pairs won by the first player, by game length ("1", "3", …).
    pub first: BTreeMap<String, u64>,
    /// Pairs won by the second player, by game length.
    pub second: BTreeMap<String, u64>,
}

#[derive(Clone, Debug)]
pub struct MatchTable {
    pub n: usize,
    pub rules: Rules,
    /// The free n-ominoes in gallery order.
    pub shapes: Vec<Polyomino>,
    /// `lengths[i * k + j]`: the game length of shapes i against j (0 on the diagonal).
    pub lengths: Vec<u8>,
}

impl MatchTable {
    pub fn length(&self, i: usize, j: usize) -> u8 {
        self.lengths[i * self.shapes.len() + j]
    }

    pub fn summary(&self) -> MatchSummary {
        let k = self.shapes.len();
        let mut s = MatchSummary {
            n: self.n,
            pairs: 0,
            first: BTreeMap::new(),
            second: BTreeMap::new(),
        };
        for i in 0..k {
            for j in i + 1..k {
                let v = Verdict::of_length(self.length(i, j) as u32);
                s.pairs += 1;
                let side = if v.winner == Winner::First {
                    &mut s.first
                } else {
                    &mut s.second
                };
                *side.entry(v.length.to_string()).or_default() += 1;
            }
        }
        s
    }
}

/// Solves every pair of distinct free n-ominoes; progress counts pairs.
pub fn whole_match(
    n: usize,
    rules: Rules,
    solver: &mut Solver,
    control: &mut Control,
) -> Result<MatchTable> {
    if n > MAX_MATCH_N {
        return too_large(format!(
            "whole-match tables are limited to n ≤ {MAX_MATCH_N}"
        ));
    }
    assert_eq!(solver.rules, rules, "the solver's rules");
    let shapes = list_free(n, control)?;
    let k = shapes.len();
    let ids: Vec<_> = shapes
        .iter()
        .map(|p| match Key::of(p) {
            Key::Small(key) => solver.shapes.intern(key),
            Key::Large(_) => unreachable!("n is small"),
        })
        .collect();
    let mut lengths = vec![0u8; k * k];
    let total = (k * (k.saturating_sub(1)) / 2) as u64;
    let mut done = 0u64;
    control.progress(0, total, "pairs")?;
    for i in 0..k {
        for j in i + 1..k {
            let l = solver.length(ids[i], ids[j], control)? as u8;
            lengths[i * k + j] = l;
            lengths[j * k + i] = l;
            done += 1;
        }
        control.progress(done, total, "pairs")?;
    }
    Ok(MatchTable {
        n,
        rules,
        shapes,
        lengths,
    })
}
