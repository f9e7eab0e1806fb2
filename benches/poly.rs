//! `cargo bench --bench poly [-- --max-n N] [--json]`: polyomino counts and cut
//! enumeration, the method against brute force in the same run.

mod common;

use asobiba::polyomino::{self, cuts, Polyomino};
use asobiba::Control;
use common::{emit, timed, Opts};
use serde_json::json;

fn main() {
    let opts = Opts::from_env();
    let max_n = opts.number("max-n", 10, 16, 14) as usize;
    let (json, text) = poly(max_n);
    emit(&opts, json, &text);
}

fn poly(max_n: usize) -> (serde_json::Value, String) {
    let mut text = String::from("free polyomino counts (Redelmeier + canonical filter)\n");
    let mut counts = Vec::new();
    for n in 10..=max_n {
        let (c, secs) = timed(|| polyomino::count(n, &mut Control::unlimited()).unwrap());
        text += &format!(
            "  n = {n:>2}: {:>10} free, {:>11} fixed in {:>8.3} s ({:.1} M fixed/s)\n",
            c.free,
            c.fixed,
            secs,
            c.fixed as f64 / secs / 1e6
        );
        counts.push(json!({ "n": n, "free": c.free, "fixed": c.fixed, "seconds": secs }));
    }
    let shapes = polyomino::list_free(12, &mut Control::unlimited()).unwrap();
    let (fast_total, fast_secs) = timed(|| {
        shapes
            .iter()
            .map(|s| {
                cuts::bipartitions(s, &mut Control::unlimited())
                    .unwrap()
                    .len()
            })
            .sum::<usize>()
    });
    let (report_total, report_secs) = timed(|| {
        shapes
            .iter()
            .map(|s| {
                polyomino::cut_report(s, &mut Control::unlimited())
                    .unwrap()
                    .bipartitions
            })
            .sum::<usize>()
    });
    let (brute_total, brute_secs) = timed(|| {
        shapes
            .iter()
            .map(|s| cuts::bipartitions_brute_force(s).len())
            .sum::<usize>()
    });
    assert_eq!(
        fast_total, brute_total,
        "cut method disagrees with brute force"
    );
    assert_eq!(fast_total, report_total);
    let per_sec = |secs: f64| shapes.len() as f64 / secs;
    text += &format!(
        "cuts of all {} free 12-ominoes ({} bipartitions)\n  method:      {:>9.0} shapes/s ({:.3} s)\n  with classes:{:>9.0} shapes/s ({:.3} s)\n  brute force: {:>9.0} shapes/s ({:.3} s)\n  method / brute force speed: {:.1}x\n",
        shapes.len(),
        fast_total,
        per_sec(fast_secs),
        fast_secs,
        per_sec(report_secs),
        report_secs,
        per_sec(brute_secs),
        brute_secs,
        brute_secs / fast_secs
    );
    let big: Polyomino = "#####/#####/#####/#####".parse().unwrap();
    let reps = 20;
    let (parts, secs) = timed(|| {
        let mut parts = 0;
        for _ in 0..reps {
            parts = polyomino::cut_report(&big, &mut Control::unlimited())
                .unwrap()
                .bipartitions;
        }
        parts
    });
    text += &format!(
        "20-cell 4x5 rectangle: {parts} bipartitions, full report in {:.2} ms (mean of {reps})\n",
        secs * 1e3 / reps as f64
    );
    (
        json!({
            "counts": counts,
            "cuts12": { "shapes": shapes.len(), "bipartitions": fast_total,
                        "method_seconds": fast_secs, "report_seconds": report_secs,
                        "brute_seconds": brute_secs, "speedup": brute_secs / fast_secs },
            "rect4x5_ms": secs * 1e3 / reps as f64,
        }),
        text,
    )
}
