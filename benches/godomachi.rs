//! `cargo bench --bench godomachi [-- --count C --seed S --max-match N] [--json]`: whole
//! matches n = 5…N and seeded random positions of 10…15 cells, each solved from a cold
//! solver (median and worst). benches/godomachi-browser.mjs times the same positions in
//! headless Chromium.

mod common;

use asobiba::godomachi::{table, Position, Rules, Solver};
use asobiba::polyomino::random;
use asobiba::rng::Rng;
use asobiba::Control;
use common::{emit, ok, timed, Opts};
use serde::Serialize;
use serde_json::json;

/// `cargo bench --bench godomachi`: whole matches n = 5…9 and seeded random positions of
/// 10…15 cells, each solved from a cold solver (median and worst).
fn main() {
    let opts = Opts::from_env();
    let seed = opts.number("seed", 0, u64::MAX, 1);
    let count = opts.number("count", 1, 10_000, 21) as usize;
    let max_match = opts.number("max-match", 5, 10, 9) as usize;
    let mut text = String::from("whole matches (official rule), cold solver each\n");
    let mut matches = Vec::new();
    for n in 5..=max_match {
        let mut solver = Solver::new(Rules::OFFICIAL);
        let (t, secs) = timed(|| {
            table::whole_match(n, Rules::OFFICIAL, &mut solver, &mut Control::unlimited())
        });
        let s = ok(t).summary();
        text += &format!(
            "  n = {n}: {:>7} pairs in {:>7.3} s ({} positions searched, {} in the table)\n",
            s.pairs,
            secs,
            solver.nodes(),
            solver.table_len()
        );
        matches.push(json!({ "n": n, "pairs": s.pairs, "seconds": secs, "nodes": solver.nodes(), "table": solver.table_len() }));
    }
    text += &format!("random pairs (seed {seed}, {count} per size), cold solver each\n");
    let sizes = random_positions(10..=15, count, seed);
    for s in &sizes {
        text += &format!(
            "  n = {}: median {:>8.2} ms, worst {:>8.2} ms, lengths {:?}\n",
            s.n, s.median_ms, s.worst_ms, s.lengths
        );
    }
    emit(
        &opts,
        json!({ "seed": seed, "matches": matches, "random": sizes }),
        &text,
    );
}

#[derive(Serialize)]
struct Timed {
    a: String,
    b: String,
    length: u32,
    ms: f64,
}

#[derive(Serialize)]
struct SizeSummary {
    n: usize,
    median_ms: f64,
    worst_ms: f64,
    lengths: Vec<u32>,
    /// The positions, so the browser benchmark times exactly these.
    positions: Vec<Timed>,
}

/// Solves `count` seeded random pairs for each size, each from a cold solver.
fn random_positions(
    sizes: std::ops::RangeInclusive<usize>,
    count: usize,
    seed: u64,
) -> Vec<SizeSummary> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for n in sizes {
        let mut positions = Vec::with_capacity(count);
        for _ in 0..count {
            let a = ok(random(n, &mut rng));
            let b = ok(random(n, &mut rng));
            let mut solver = Solver::new(Rules::OFFICIAL);
            let position = ok(Position::new(a.clone(), b.clone()).map_err(asobiba::Error::from));
            let (v, secs) = timed(|| solver.verdict(&position, &mut Control::unlimited()));
            positions.push(Timed {
                a: a.to_string(),
                b: b.to_string(),
                length: ok(v).length,
                ms: secs * 1e3,
            });
        }
        let mut times: Vec<f64> = positions.iter().map(|p| p.ms).collect();
        times.sort_by(f64::total_cmp);
        out.push(SizeSummary {
            n,
            median_ms: times[times.len() / 2],
            worst_ms: *times.last().expect("count ≥ 1"),
            lengths: positions.iter().map(|p| p.length).collect(),
            positions,
        });
    }
    out
}
