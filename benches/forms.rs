//! `cargo bench --bench forms [-- --reps R --seed S --no-peers] [--json]`: exact rank of
//! random integer evaluation matrices, against python-flint and sympy measured in the same
//! run (benches/forms_peers.py).

mod common;

use asobiba::forms::{self, PointSet};
use asobiba::Control;
use common::{emit, ok, timed, Opts};
use serde_json::json;

/// `cargo bench --bench forms`: exact rank of random integer evaluation matrices, against
/// python-flint and sympy measured in the same run (benches/forms_peers.py).
fn main() {
    let opts = Opts::from_env();
    let reps = opts.number("reps", 1, 100, 5) as usize;
    let peers = !opts.flag("no-peers");
    let seed = opts.number("seed", 0, u64::MAX, 2026);
    let mut s = seed;
    let mut coord = move || {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((s >> 33) % 21) as i64 - 10
    };
    let mut text = String::new();
    let mut cases = Vec::new();
    let mut peer_cases = Vec::new();
    for (name, n, d) in [("n3d12", 3usize, 12usize), ("n4d12", 4, 12)] {
        let dim = forms::dimension(n, d).unwrap() as usize;
        // Distinct projective points (no zero vector, no multiples), so full rank is
        // what the theory expects for random points.
        let mut ints: Vec<Vec<i64>> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        while ints.len() < dim {
            let p: Vec<i64> = (0..n).map(|_| coord()).collect();
            let r: Vec<forms::Rational> = p.iter().map(|&x| forms::Rational::integer(x)).collect();
            if p.iter().any(|&x| x != 0) && seen.insert(PointSet::integer_point(&r)) {
                ints.push(p);
            }
        }
        let rows = ints
            .iter()
            .map(|p| p.iter().map(|&x| forms::Rational::integer(x)).collect())
            .collect();
        let points = ok(PointSet::new(n, rows));
        let mut best = f64::INFINITY;
        let mut rank = 0;
        for _ in 0..reps {
            let (r, secs) = timed(|| forms::rank(&points, d, &mut Control::unlimited()));
            rank = ok(r).0;
            best = best.min(secs);
        }
        text += &format!(
            "{name}: {dim}x{dim} evaluation matrix, random integer points in [-10, 10]^{n} (seed {seed})\n  asobiba exact rank {rank}: {:.3} ms (best of {reps})\n",
            best * 1e3
        );
        cases.push(
            json!({ "name": name, "n": n, "d": d, "size": dim, "rank": rank, "seconds": best }),
        );
        peer_cases.push(json!({
            "name": name, "n": n, "d": d, "points": ints, "reps": reps,
            "sympy_limit": 60,
        }));
    }
    let mut peer_json = serde_json::Value::Null;
    if peers {
        match run_peers(&json!({ "cases": peer_cases })) {
            Ok(v) => {
                for (ours, theirs) in cases
                    .iter_mut()
                    .zip(v["cases"].as_array().into_iter().flatten())
                {
                    let secs = ours["seconds"].as_f64().unwrap();
                    text += &format!("{}:\n", ours["name"].as_str().unwrap());
                    for (key, label) in [
                        ("flint_fmpz_secs", "python-flint fmpz_mat.rank"),
                        (
                            "flint_nmod_secs",
                            "python-flint nmod_mat.rank (one prime, a lower bound only)",
                        ),
                        ("sympy_secs", "sympy DomainMatrix(ZZ).rank"),
                    ] {
                        match theirs[key].as_f64() {
                            Some(t) => {
                                text += &format!(
                                    "  {label}: {:.3} ms; asobiba / peer time = {:.3}\n",
                                    t * 1e3,
                                    secs / t
                                );
                                ours[format!("ratio_vs_{}", key.trim_end_matches("_secs"))] =
                                    json!(secs / t);
                            }
                            None => {
                                let note = theirs
                                    .get(key.replace("_secs", "_note"))
                                    .and_then(|v| v.as_str())
                                    .unwrap_or("not measured");
                                text += &format!("  {label}: {note}\n");
                            }
                        }
                    }
                    for key in ["flint_fmpz_rank", "sympy_rank"] {
                        if let Some(r) = theirs[key].as_u64() {
                            if Some(r) != ours["rank"].as_u64() {
                                common::fail(&format!("{key} = {r} disagrees with our rank"));
                            }
                        }
                    }
                }
                text += &format!("peers: {}\n", v["versions"]);
                peer_json = v;
            }
            Err(e) => text += &format!("peers not measured: {e}\n"),
        }
    }
    emit(&opts, json!({ "cases": cases, "peers": peer_json }), &text);
}

fn run_peers(input: &serde_json::Value) -> Result<serde_json::Value, String> {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/forms_peers.py");
    let mut child = Command::new("python3")
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("python3: {e}"))?;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.to_string().as_bytes())
        .map_err(|e| e.to_string())?;
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        return Err(format!("{script} failed"));
    }
    serde_json::from_slice(&out.stdout).map_err(|e| e.to_string())
}
