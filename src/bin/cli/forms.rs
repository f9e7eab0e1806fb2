//! `asobiba forms …`: do points determine a form of degree d? Exact over Q.

use super::{control, number, Args, Output};
use asobiba::forms::{self, Check, PointSet};
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
