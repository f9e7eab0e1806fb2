//! The random-position benchmark, shared by the CLI and the browser so both time exactly
//! the same seeded positions, each from a cold solver. The caller supplies the clock
//! (milliseconds), since wasm32 has no `Instant`.

use super::{Rules, Solver};
use crate::error::Result;
use crate::polyomino::random;
use crate::rng::Rng;
use crate::work::Control;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct Timing {
    pub n: usize,
    pub length: u32,
    pub ms: f64,
}

#[derive(Clone, Debug, Serialize)]
pub struct SizeSummary {
    pub n: usize,
    pub median_ms: f64,
    pub worst_ms: f64,
    pub lengths: Vec<u32>,
}

/// Solves `count` seeded random pairs for each size, timing each with `clock`.
pub fn random_positions(
    sizes: std::ops::RangeInclusive<usize>,
    count: usize,
    seed: u64,
    clock: &mut dyn FnMut() -> f64,
) -> Result<Vec<SizeSummary>> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for n in sizes {
        let mut times = Vec::with_capacity(count);
        let mut lengths = Vec::with_capacity(count);
        for _ in 0..count {
            let a = random(n, &mut rng)?;
            let b = random(n, &mut rng)?;
            let mut solver = Solver::new(Rules::OFFICIAL);
            let start = clock();
            let v = solver.verdict(&a, &b, &mut Control::unlimited())?;
            times.push(clock() - start);
            lengths.push(v.length);
        }
        times.sort_by(f64::total_cmp);
        out.push(SizeSummary {
            n,
            median_ms: times[times.len() / 2],
            worst_ms: *times.last().expect("count ≥ 1"),
            lengths,
        });
    }
    Ok(out)
}
