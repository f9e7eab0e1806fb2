//! `asobiba forms …`: do points determine a form of degree d? Exact over Q.

use super::{control, core, number, Args, Output};
use asobiba::forms::{self, Check, PointSet};
use asobiba::Control;
use serde_json::json;

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    match words.get(1).map(String::as_str).unwrap_or("") {
        "check" => {
            let d = degree(args, "d")?;
            let points = points_arg(args)?;
            let c = control(|c| forms::check(&points, d, c))?;
            Ok(Output::from(&c, check_text(&c)))
        }
        "hilbert" => {
            let points = points_arg(args)?;
            let max_d = degree(args, "max-d")?;
            let h = control(|c| forms::hilbert(&points, max_d, c))?;
            let dims: Vec<u64> = (0..=max_d)
                .map(|d| forms::dimension(points.n(), d).unwrap_or(0))
                .collect();
            let mut text = String::from(" d  h(d)  monomials\n");
            for (d, (hd, n)) in h.iter().zip(&dims).enumerate() {
                text += &format!("{d:>2}  {hd:>4}  {n:>9}\n");
            }
            Ok(Output::new(json!({ "h": h, "dim": dims }), text))
        }
        "construct" => {
            let n = match args.value("n")? {
                Some(v) => number(&v, "--n", 1, forms::MAX_N as u64)? as usize,
                None => return Err("construct needs --n N".into()),
            };
            let d = degree(args, "d")?;
            let basis = match args.value("basis")? {
                Some(b) => Some(b.parse::<PointSet>().map_err(|e| format!("--basis: {e}"))?),
                None => None,
            };
            let c = control(|c| forms::construct(n, d, basis.as_ref(), c))?;
            let text = format!(
                "principal lattice of degree {d} on the basis {}\n{} points: {}\ndetermined: {} (rank {} of {})\n{}",
                c.basis, c.dim, c.points, c.check.determined, c.check.rank, c.dim, c.why
            );
            Ok(Output::from(&c, text))
        }
        "complete" => {
            let d = degree(args, "d")?;
            let points = points_arg(args)?;
            let c = control(|c| forms::complete(&points, d, c))?;
            let text = format!(
                "rank {} of {}: added {} point{}: {}\nall points: {}\ndetermined: {}",
                c.rank_before,
                c.check.dim,
                c.added_count,
                if c.added_count == 1 { "" } else { "s" },
                if c.added.is_empty() {
                    "(none)"
                } else {
                    &c.added
                },
                c.points,
                c.check.determined
            );
            Ok(Output::from(&c, text))
        }
        "" => Err("forms needs a command: check, hilbert, construct or complete".into()),
        other => Err(format!("unknown forms command `{other}`")),
    }
}

fn degree(args: &mut Args, name: &str) -> Result<usize, String> {
    match args.value(name)? {
        Some(v) => Ok(number(&v, &format!("--{name}"), 0, forms::MAX_D as u64)? as usize),
        None => Err(format!("missing --{name}")),
    }
}

fn points_arg(args: &mut Args) -> Result<PointSet, String> {
    let text = args
        .text("points")?
        .ok_or("missing --points \"x y z; x y z; …\" (or --points-file F)")?;
    text.parse().map_err(|e| format!("--points: {e}"))
}

fn check_text(c: &Check) -> String {
    let one_based = |v: &[usize]| {
        v.iter()
            .map(|i| (i + 1).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut t = format!(
        "n = {}, d = {}: {} monomials, {} points ({} distinct), rank {}\n",
        c.n, c.d, c.dim, c.points, c.distinct, c.rank
    );
    if c.determined {
        t += "determined: the values at these points fix every form of this degree\n";
    } else {
        t += &format!(
            "not determined: {} more condition{} needed; these forms vanish on every point:\n",
            c.dim - c.rank,
            if c.dim - c.rank == 1 { "" } else { "s" }
        );
        for f in &c.kernel {
            t += &format!("  {f}\n");
        }
        if let Some(why) = &c.kernel_omitted {
            t += &format!("  ({why})\n");
        }
    }
    if !c.redundant.is_empty() {
        t += &format!("redundant points: {}\n", one_based(&c.redundant));
    }
    for g in &c.proportional {
        t += &format!("same projective point: {}\n", one_based(g));
    }
    t += &format!("proof: {}\n", c.proof);
    t
}

/// `asobiba bench forms`: exact rank of random integer evaluation matrices, against
/// python-flint and sympy measured in the same run (benches/forms_peers.py).
pub fn bench(args: &mut Args) -> Result<Output, String> {
    use super::bench::timed;
    let reps = match args.value("reps")? {
        Some(v) => number(&v, "--reps", 1, 100)? as usize,
        None => 5,
    };
    let peers = !args.flag("no-peers");
    let seed = match args.value("seed")? {
        Some(v) => number(&v, "--seed", 0, u64::MAX)?,
        None => 2026,
    };
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
        let points = core(PointSet::new(n, rows))?;
        let mut best = f64::INFINITY;
        let mut rank = 0;
        for _ in 0..reps {
            let (r, secs) = timed(|| forms::rank(&points, d, &mut Control::unlimited()));
            rank = core(r)?.0;
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
                                return Err(format!("{key} = {r} disagrees with our rank"));
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
    Ok(Output::new(
        json!({ "cases": cases, "peers": peer_json }),
        text,
    ))
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
