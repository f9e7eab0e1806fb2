//! `cargo bench --bench godomachi [-- --count C --seed S --max-match N] [--big-n N
//! --big-seeds K --moves --only-big] [--json]`: whole matches n = 5…N, seeded random
//! positions of 10…15 cells, each solved from a cold solver (median and worst), and the
//! documented limit: the pairs `asobiba godomachi random 21 --seed S` for S = 1…20, each
//! solved as `godomachi solve` does (and with `--moves`, its move table as `moves` does).
//! benches/godomachi-browser.mjs times the 10…15-cell positions in headless Chromium.

mod common;

use asobiba::godomachi::{table, Position, Rules, Solver};
use asobiba::polyomino::key::SMALL_MAX;
use asobiba::polyomino::random;
use asobiba::rng::Rng;
use asobiba::Control;
use common::{emit, ok, timed, Opts};
use serde::Serialize;
use serde_json::json;

fn main() {
    let opts = Opts::from_env();
    let seed = opts.number("seed", 0, u64::MAX, 1);
    let count = opts.number("count", 1, 10_000, 21) as usize;
    let max_match = opts.number("max-match", 5, 10, 9) as usize;
    let big_n = opts.number("big-n", 2, SMALL_MAX as u64, 21) as usize;
    let big_seeds = opts.number("big-seeds", 1, 10_000, 20);
    let only_big = opts.flag("only-big");
    let mut text = String::new();
    let mut matches = Vec::new();
    let mut sizes = Vec::new();
    if !only_big {
        text += "whole matches (official rule), cold solver each\n";
    }
    for n in (5..=max_match).filter(|_| !only_big) {
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
    if !only_big {
        text += &format!("random pairs (seed {seed}, {count} per size), cold solver each\n");
        sizes = random_positions(10..=15, count, seed);
        for s in &sizes {
            text += &format!(
                "  n = {}: median {:>8.2} ms, worst {:>8.2} ms, lengths {:?}\n",
                s.n, s.median_ms, s.worst_ms, s.lengths
            );
        }
    }
    let big = documented_limit(big_n, big_seeds, opts.flag("moves"), &mut text);
    emit(
        &opts,
        json!({ "seed": seed, "matches": matches, "random": sizes, "limit": big }),
        &text,
    );
}

#[derive(Serialize)]
struct Solved {
    seed: u64,
    length: u32,
    solve_s: f64,
    solve_nodes: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves_s: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    moves_nodes: Option<u64>,
}

fn median_worst(mut xs: Vec<f64>) -> (f64, f64) {
    xs.sort_by(f64::total_cmp);
    let mid = xs.len() / 2;
    let median = if xs.len().is_multiple_of(2) {
        (xs[mid - 1] + xs[mid]) / 2.0
    } else {
        xs[mid]
    };
    (median, xs[xs.len() - 1])
}

/// The pairs `asobiba godomachi random n --seed S` for S = 1…seeds, solved from a cold
/// solver as `godomachi solve` does (verdict and best moves), and with `moves` as
/// `godomachi moves` does (every move's value).
fn documented_limit(n: usize, seeds: u64, moves: bool, text: &mut String) -> serde_json::Value {
    *text += &format!(
        "random {n}-cell pairs (`asobiba godomachi random {n} --seed S`, S = 1…{seeds}), cold solver each\n"
    );
    let mut rows = Vec::new();
    for seed in 1..=seeds {
        let mut rng = Rng::new(seed);
        let a = ok(random(n, &mut rng));
        let b = ok(random(n, &mut rng));
        let position = ok(Position::new(a, b).map_err(asobiba::Error::from));
        let (r, solve_s) = timed(|| {
            Solver::new(Rules::OFFICIAL).analyse(&position, false, &mut Control::unlimited())
        });
        let r = ok(r);
        let mut row = Solved {
            seed,
            length: r.length,
            solve_s,
            solve_nodes: r.nodes,
            moves_s: None,
            moves_nodes: None,
        };
        *text += &format!(
            "  seed {seed:>2}: length {:>2}, solve {solve_s:>7.2} s ({:>9} positions)",
            r.length, r.nodes
        );
        if moves {
            let (m, moves_s) = timed(|| {
                Solver::new(Rules::OFFICIAL).analyse(&position, true, &mut Control::unlimited())
            });
            let m = ok(m);
            assert_eq!(
                m.length, r.length,
                "solve and moves disagree on seed {seed}"
            );
            *text += &format!(", moves {moves_s:>7.2} s ({:>9} positions)", m.nodes);
            row.moves_s = Some(moves_s);
            row.moves_nodes = Some(m.nodes);
        }
        *text += "\n";
        rows.push(row);
    }
    let (median, worst) = median_worst(rows.iter().map(|r| r.solve_s).collect());
    let (median_nodes, worst_nodes) =
        median_worst(rows.iter().map(|r| r.solve_nodes as f64).collect());
    *text += &format!(
        "  solve: median {median:.2} s, worst {worst:.2} s; positions median {median_nodes:.0}, worst {worst_nodes:.0}\n"
    );
    let mut out = json!({ "n": n, "seeds": seeds, "rows": rows,
        "solve": { "median_s": median, "worst_s": worst, "median_nodes": median_nodes, "worst_nodes": worst_nodes } });
    if moves {
        let (median, worst) = median_worst(rows.iter().filter_map(|r| r.moves_s).collect());
        let (median_nodes, worst_nodes) = median_worst(
            rows.iter()
                .filter_map(|r| r.moves_nodes.map(|x| x as f64))
                .collect(),
        );
        *text += &format!(
            "  moves: median {median:.2} s, worst {worst:.2} s; positions median {median_nodes:.0}, worst {worst_nodes:.0}\n"
        );
        out["moves"] = json!({ "median_s": median, "worst_s": worst, "median_nodes": median_nodes, "worst_nodes": worst_nodes });
    }
    out
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
