//! `cargo bench --bench nko [-- --reps R] [--json]`: the win table by dynamic programming
//! (n = 1000 and 2000, with and without passes), the readings report (96 tables to n = 1000),
//! and the ko fight: matchings up to n = 12 and brute force on the n ≤ 8 graphs. No peer:
//! the issue names none.

mod common;

use asobiba::nko::fight::{self, FightGraph};
use asobiba::nko::formula::{self, ReadTable};
use asobiba::nko::{Reading, Side};
use asobiba::Control;
use common::{emit, ok, timed, Opts};
use serde_json::json;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

fn main() {
    let opts = Opts::from_env();
    let reps = opts.number("reps", 1, 100, 5) as usize;
    let mut text =
        format!("win table by DP, then its disagreements with the article (median of {reps})\n");
    let mut tables = Vec::new();
    for n in [1000u32, 2000] {
        for pass in [false, true] {
            let secs = median(
                (0..reps)
                    .map(|_| timed(|| ok(ReadTable::new(n, pass, Reading::LITERAL))).1)
                    .collect(),
            );
            let t = ok(ReadTable::new(n, pass, Reading::LITERAL));
            let (d, dsecs) = timed(|| t.disagreements());
            text += &format!(
                "  n ≤ {n:<5} {:<9} {:>8.1} ms table, {:>6.1} ms comparison ({} of {} cells disagree)\n",
                if pass { "passes" } else { "no passes" },
                secs * 1e3,
                dsecs * 1e3,
                d.total,
                d.cells
            );
            tables.push(json!({ "max_n": n, "pass": pass, "ms": secs * 1e3, "compare_ms": dsecs * 1e3, "disagreements": d.total }));
        }
    }
    let (list, secs) = timed(|| ok(formula::readings(1000)));
    text += &format!(
        "readings report: {} readings to n = 1000 in {:.2} s; best: {} ({} bare)\n",
        list.len(),
        secs,
        list[0].reading,
        list[0].disagreements.bare
    );
    text += "ko fight: maximum matching (the exact solver) and brute force, Black to move\n";
    let mut fights = Vec::new();
    for (n, m) in [(6, 2), (8, 2), (8, 3), (10, 4), (12, 5), (12, 6)] {
        let g = ok(FightGraph::new(n, m));
        let start = g.start(Side::Black);
        let mut visited = vec![false; g.len()];
        visited[start] = true;
        let ((wins, _), msecs) = timed(|| g.solve_by_matching(start, &visited));
        let brute = if n <= fight::BRUTE_MAX_N {
            let mut c = Control::unlimited().with_budget(2_000_000);
            let (r, bsecs) = timed(|| g.brute_force(Side::Black, &mut c));
            match r {
                Ok(w) => format!(
                    "brute force {} in {} nodes, {:.2} ms",
                    if w { "wins" } else { "loses" },
                    c.steps(),
                    bsecs * 1e3
                ),
                Err(_) => format!(
                    "brute force unfinished after {} nodes ({:.1} s)",
                    c.steps(),
                    bsecs
                ),
            }
        } else {
            "brute force: n > 8".into()
        };
        text += &format!(
            "  n = {n:>2}, m = {m}: {:>4} + {:>4} nodes, mover {} by matching in {:.3} ms; {brute}\n",
            g.left,
            g.right(),
            if wins { "wins" } else { "loses" },
            msecs * 1e3
        );
        fights.push(json!({ "n": n, "m": m, "matching_ms": msecs * 1e3, "brute": brute }));
    }
    emit(
        &opts,
        json!({ "tables": tables, "readings_seconds": secs, "fights": fights }),
        &text,
    );
}
