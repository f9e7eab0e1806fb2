//! `cargo bench --bench shogi [-- --depth 5 --reps 3] [--json]`: perft with bulk counting.
//! The peers run in the same `make bench`: haitaka natively (benches/shogi-haitaka, its
//! own crate so `cargo test` never builds it) and shogiops in Chromium
//! (benches/shogi-browser.mjs).

mod common;

use asobiba::shogi::{parse, Material, Position, Setup};
use common::{emit, ok, timed, Opts};
use serde_json::json;

fn main() {
    let opts = Opts::from_env();
    let depth = opts.number("depth", 1, 7, 5) as u32;
    let reps = opts.number("reps", 1, 20, 3) as usize;
    let cases = [
        ("startpos", depth),
        (
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
            3,
        ),
        ("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 3),
    ];
    let mut text = String::from("asobiba perft with bulk counting (best of the repetitions)\n");
    let mut rows = Vec::new();
    for (sfen, d) in cases {
        let mut pos = ok(parse(sfen));
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..reps {
            let (n, s) = timed(|| pos.perft(d));
            nodes = n;
            best = best.min(s);
        }
        let name = if sfen == "startpos" {
            "startpos"
        } else {
            &sfen[..20]
        };
        text += &format!(
            "  {name:<22} depth {d}: {nodes:>11} nodes in {best:.3} s ({:.1} M nodes/s)\n",
            nodes as f64 / best / 1e6
        );
        rows.push(json!({ "sfen": sfen, "depth": d, "nodes": nodes, "seconds": best }));
    }
    // The published counts too deep for `cargo test` (which runs every row up to 3M nodes).
    let limit = opts.number("table-limit", 0, u64::MAX, 250_000_000);
    text += &format!(
        "published perft rows above 3M and up to {limit} nodes (tests/data/shogi/perft.tsv)\n"
    );
    let mut table = Vec::new();
    for line in include_str!("../tests/data/shogi/perft.tsv")
        .lines()
        .skip(1)
    {
        let f: Vec<&str> = line.split('\t').collect();
        let (sfen, d, want): (&str, u32, u64) =
            (f[0], f[1].parse().unwrap(), f[2].parse().unwrap());
        if want <= 3_000_000 || want > limit {
            continue;
        }
        let setup: Setup = sfen.parse().unwrap();
        let mut pos = Position::from_setup_with(setup, Material::Any).unwrap();
        let (got, secs) = timed(|| pos.perft(d));
        text += &format!(
            "  {:<24} depth {d}: {got:>11} nodes in {secs:.3} s {}\n",
            &sfen[..sfen.len().min(24)],
            if got == want {
                "= published".to_string()
            } else {
                format!("≠ published {want}!")
            }
        );
        table.push(
            json!({ "sfen": sfen, "depth": d, "nodes": got, "published": want, "seconds": secs }),
        );
    }

    // The native peer, run as its own program in the same run (built by `make bench`).
    let mut peer = serde_json::Value::Null;
    match opts.value("haitaka") {
        None => {
            text +=
                "haitaka: not given (--haitaka PATH); `make bench` builds benches/shogi-haitaka\n"
        }
        Some(path) => match std::process::Command::new(&path)
            .args([
                "--depth",
                &depth.to_string(),
                "--reps",
                &reps.to_string(),
                "--json",
            ])
            .output()
        {
            Ok(out) if out.status.success() => {
                let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap_or_default();
                text += "haitaka 0.3.2, same positions, best of the same repetitions\n";
                for (mine, theirs) in rows.iter().zip(v["perft"].as_array().into_iter().flatten()) {
                    let (a, h) = (
                        mine["seconds"].as_f64().unwrap(),
                        theirs["seconds"].as_f64().unwrap_or(f64::NAN),
                    );
                    let same = mine["nodes"] == theirs["nodes"];
                    text += &format!(
                        "  depth {}: haitaka {:>11} nodes in {h:.3} s; asobiba is {:.2}x haitaka's speed{}\n",
                        mine["depth"], theirs["nodes"], h / a,
                        if same { "" } else { " (node counts differ!)" }
                    );
                }
                peer = v;
            }
            _ => text += &format!("haitaka: skipped ({path} did not run)\n"),
        },
    }
    emit(
        &opts,
        json!({ "perft": rows, "table": table, "haitaka": peer }),
        &text,
    );
}
