//! `asobiba zeta …`: the subset transforms, convolutions and inclusion–exclusion.

use super::{core, Args, Output};
use asobiba::zeta::{self, inclusion, Kind, Transform};
use asobiba::Control;
use serde_json::json;
use std::path::Path;

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    match words.get(1).map(String::as_str).unwrap_or("") {
        "apply" => apply(args),
        "convolve" => convolve(args),
        "venn" => venn(args),
        "covers" => covers(args),
        "" => Err("zeta needs a command: apply, convolve, venn or covers".into()),
        other => Err(format!("unknown zeta command `{other}`")),
    }
}

fn modulus(args: &mut Args) -> Result<Option<u64>, String> {
    args.value("modulus")?
        .map(|p| {
            p.parse::<u64>()
                .map_err(|_| format!("--modulus must be a whole number, not `{p}`"))
        })
        .transpose()
}

fn values(args: &mut Args, name: &str) -> Result<Vec<i64>, String> {
    let text = args
        .value(name)?
        .ok_or_else(|| format!("missing --{name} v0,v1,…"))?;
    zeta::parse_values(&text).map_err(|e| format!("--{name}: {e}"))
}

/// `--float`: f64 arithmetic instead of i64 (not with --modulus or raw files).
fn float(args: &mut Args, p: Option<u64>) -> Result<bool, String> {
    let on = args.flag("float");
    if on && p.is_some() {
        return Err("--float and --modulus cannot be used together".into());
    }
    Ok(on)
}

fn floats(args: &mut Args, name: &str) -> Result<Vec<f64>, String> {
    let text = args
        .value(name)?
        .ok_or_else(|| format!("missing --{name} v0,v1,…"))?;
    zeta::parse_floats(&text).map_err(|e| format!("--{name}: {e}"))
}

fn list_floats(values: &[f64]) -> String {
    values
        .iter()
        .map(f64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn list(values: &[i64]) -> String {
    values
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

fn apply(args: &mut Args) -> Result<Output, String> {
    let t: Transform = core(
        args.value("transform")?
            .ok_or("missing --transform (subset-zeta, subset-mobius, superset-zeta or superset-mobius)")?
            .parse(),
    )?;
    let p = modulus(args)?;
    if float(args, p)? {
        let mut v = floats(args, "values")?;
        core(zeta::apply(
            &zeta::Float,
            t,
            &mut v,
            &mut Control::unlimited(),
        ))?;
        return Ok(Output::new(json!({ "values": v }), list_floats(&v)));
    }
    if let Some(input) = args.value("values-file")? {
        let out = args
            .value("out")?
            .ok_or("--values-file needs --out OUT for the result")?;
        return apply_file(t, p, Path::new(&input), Path::new(&out));
    }
    let mut v = values(args, "values")?;
    core(zeta::apply_i64(t, &mut v, p, &mut Control::unlimited()))?;
    Ok(Output::new(json!({ "values": v }), list(&v)))
}

/// Raw little-endian i64 in and out; the reported time is the transform's alone.
fn apply_file(t: Transform, p: Option<u64>, input: &Path, out: &Path) -> Result<Output, String> {
    let bytes =
        std::fs::read(input).map_err(|e| format!("cannot read {}: {e}", input.display()))?;
    if bytes.len() % 8 != 0 {
        return Err(format!(
            "{} has {} bytes: not a whole number of 8-byte i64 values",
            input.display(),
            bytes.len()
        ));
    }
    let mut v: Vec<i64> = bytes
        .chunks_exact(8)
        .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    drop(bytes);
    let n = core(zeta::log2_len(v.len()))?;
    let start = std::time::Instant::now();
    core(zeta::apply_i64(t, &mut v, p, &mut Control::unlimited()))?;
    let secs = start.elapsed().as_secs_f64();
    let mut raw = Vec::with_capacity(v.len() * 8);
    for x in &v {
        raw.extend_from_slice(&x.to_le_bytes());
    }
    std::fs::write(out, raw).map_err(|e| format!("cannot write {}: {e}", out.display()))?;
    let per = secs * 1e9 / (v.len() as f64 * n.max(1) as f64);
    Ok(Output::new(
        json!({ "n": n, "transform": t, "seconds": secs, "ns_per_element_bit": per,
                "out": out.display().to_string() }),
        format!(
            "{t} on 2^{n} values in {:.3} ms ({per:.3} ns per element-bit), written to {}",
            secs * 1e3,
            out.display()
        ),
    ))
}

fn convolve(args: &mut Args) -> Result<Output, String> {
    let kind: Kind = core(
        args.value("kind")?
            .ok_or("missing --kind (or, and, xor or subset)")?
            .parse(),
    )?;
    let p = modulus(args)?;
    if float(args, p)? {
        let (f, g) = (floats(args, "a")?, floats(args, "b")?);
        let h = core(zeta::convolve(
            &zeta::Float,
            kind,
            &f,
            &g,
            &mut Control::unlimited(),
        ))?;
        return Ok(Output::new(json!({ "values": h }), list_floats(&h)));
    }
    let (f, g) = (values(args, "a")?, values(args, "b")?);
    let h = core(zeta::convolve_i64(
        kind,
        &f,
        &g,
        p,
        &mut Control::unlimited(),
    ))?;
    Ok(Output::new(json!({ "values": h }), list(&h)))
}

/// `--sets "a b c; c d; …"`: intersection and union sizes by inclusion–exclusion.
fn venn(args: &mut Args) -> Result<Output, String> {
    let text = args
        .value("sets")?
        .ok_or("missing --sets \"a b c; c d\" (sets separated by ;)")?;
    let sets: Vec<Vec<&str>> = text
        .split(';')
        .map(|s| {
            s.split(|c: char| c == ',' || c.is_whitespace())
                .filter(|w| !w.is_empty())
                .collect()
        })
        .collect();
    let v = core(inclusion::from_sets(&sets))?;
    let mut out = String::from("set       |∩|   |∪|\n");
    for s in 1..v.intersections.len() {
        out += &format!(
            "{:<9} {:>5} {:>5}\n",
            zeta::set_label(s as u64),
            v.intersections[s],
            v.unions[s]
        );
    }
    Ok(Output::from(&v, out))
}

/// `--n N --family "{0,1} {1,2} …"`: the k-set covers of {0,…,N−1} for each k.
fn covers(args: &mut Args) -> Result<Output, String> {
    let n = super::number(
        &args
            .value("n")?
            .ok_or("missing --n (the size of the ground set)")?,
        "--n",
        1,
        zeta::covers::MAX_N as u64,
    )? as u32;
    let text = args
        .value("family")?
        .ok_or("missing --family \"{0,1} {1,2} …\"")?;
    let family = core(zeta::covers::parse_family(n, &text))?;
    let c = core(zeta::covers::count(n, &family, &mut Control::unlimited()))?;
    let mut out = format!("{} covers of {{0,…,{}}} in all\n", c.total, n - 1);
    for (k, v) in c.by_size.iter().enumerate().filter(|(_, &v)| v > 0) {
        out += &format!("  with {k} sets: {v}\n");
    }
    Ok(Output::from(&c, out))
}
