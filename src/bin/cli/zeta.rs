//! `asobiba zeta …`: the subset transforms, convolutions and inclusion–exclusion, and
//! `asobiba bench zeta` against a plain loop, C and NumPy references.

use super::bench::timed;
use super::{core, Args, Output};
use asobiba::zeta::{self, inclusion, Kind, Transform};
use asobiba::Control;
use serde_json::json;
use std::path::{Path, PathBuf};
use std::process::Command;

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
    let (r, secs) = timed(|| zeta::apply_i64(t, &mut v, p, &mut Control::unlimited()));
    core(r)?;
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

// ---------------------------------------------------------------------------------------
// The benchmark.

const CODES: [(Transform, u8); 4] = [
    (Transform::SubsetZeta, 0),
    (Transform::SubsetMobius, 1),
    (Transform::SupersetZeta, 2),
    (Transform::SupersetMobius, 3),
];

/// An external reference (C or NumPy): its ns per element-bit, checked by checksum.
fn external(cmd: &mut Command, want: i64, what: &str) -> Result<f64, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("{what}: cannot run: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{what} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let mut it = text.split_whitespace();
    let ns: f64 = it
        .next()
        .and_then(|x| x.parse().ok())
        .ok_or_else(|| format!("{what}: unreadable output `{text}`"))?;
    let sum: i64 = it
        .next()
        .and_then(|x| x.parse().ok())
        .ok_or_else(|| format!("{what}: unreadable output `{text}`"))?;
    if sum != want {
        return Err(format!(
            "{what} computed a different result (checksum {sum}, asobiba {want})"
        ));
    }
    Ok(ns)
}

pub fn bench(args: &mut Args) -> Result<Output, String> {
    let ns: Vec<u32> = match args.value("n")? {
        Some(list) => list
            .split(',')
            .map(|x| super::number(x.trim(), "--n", 1, 28).map(|v| v as u32))
            .collect::<Result<_, _>>()?,
        None => vec![20, 22, 24],
    };
    let transforms: Vec<(Transform, u8)> = match args.value("transform")? {
        Some(t) => {
            let t: Transform = core(t.parse())?;
            CODES.iter().copied().filter(|c| c.0 == t).collect()
        }
        None => CODES.to_vec(),
    };
    let reps = match args.value("reps")? {
        Some(r) => super::number(&r, "--reps", 1, 100)? as usize,
        None => 5,
    };
    let dir = match args.value("benches")? {
        Some(d) => PathBuf::from(d),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("benches"),
    };
    let use_c = !args.flag("no-c");
    let use_numpy = !args.flag("no-numpy");

    let tmp = std::env::temp_dir().join(format!("asobiba-bench-zeta-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| format!("cannot create {}: {e}", tmp.display()))?;
    let mut notes = Vec::new();
    let c_bin = tmp.join("zeta_ref");
    let c_ok = use_c && {
        let r = Command::new("cc")
            .args(["-O3", "-march=native", "-o"])
            .arg(&c_bin)
            .arg(dir.join("zeta.c"))
            .output();
        match r {
            Ok(o) if o.status.success() => true,
            Ok(o) => {
                notes.push(format!(
                    "C reference skipped: {}",
                    String::from_utf8_lossy(&o.stderr).trim()
                ));
                false
            }
            Err(e) => {
                notes.push(format!("C reference skipped: cannot run cc: {e}"));
                false
            }
        }
    };
    let numpy_ok = use_numpy
        && match Command::new("python3")
            .args(["-c", "import numpy"])
            .output()
        {
            Ok(o) if o.status.success() => true,
            _ => {
                notes.push("NumPy reference skipped: python3 cannot import numpy".into());
                false
            }
        };

    let mut text = format!(
        "ns per element-bit (time / (n·2^n)), best of {reps}; i64 wrapping; ratios are time / asobiba\n\
         {:>3} {:<16} {:>9} {:>9} {:>7} {:>9} {:>7} {:>9} {:>7}\n",
        "n", "transform", "asobiba", "plain", "ratio", "C -O3", "ratio", "NumPy", "ratio"
    );
    let mut rows = Vec::new();
    let result = (|| -> Result<(), String> {
        for &n in &ns {
            let data = core(zeta::random_values(n, 0x5eed + n as u64))?;
            let file = tmp.join(format!("data-{n}.bin"));
            if c_ok || numpy_ok {
                let raw: Vec<u8> = data.iter().flat_map(|x| x.to_le_bytes()).collect();
                std::fs::write(&file, raw)
                    .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
            }
            let elem_bits = (data.len() as f64) * n as f64;
            let mut work = data.clone();
            for &(t, code) in &transforms {
                let args = |c: &mut Command| {
                    c.arg(&file).arg(n.to_string()).arg(code.to_string());
                };
                // asobiba and C alternate, one run each per round, so that a busy machine
                // slows both alike; the best round of each counts.
                let mut best = f64::INFINITY;
                let mut c_best: Option<f64> = None;
                let mut want = 0;
                for _ in 0..reps {
                    work.copy_from_slice(&data);
                    let (r, s) = timed(|| {
                        zeta::apply(&zeta::Wrapping, t, &mut work, &mut Control::unlimited())
                    });
                    core(r)?;
                    best = best.min(s);
                    want = zeta::checksum(&work);
                    if c_ok {
                        let mut cmd = Command::new(&c_bin);
                        args(&mut cmd);
                        cmd.arg("1");
                        let ns = external(&mut cmd, want, "C reference")?;
                        c_best = Some(c_best.map_or(ns, |b: f64| b.min(ns)));
                    }
                }
                let fast = best * 1e9 / elem_bits;
                let c_ns = c_best;
                let mut plain_best = f64::INFINITY;
                let mut plain = data.clone();
                for _ in 0..reps.min(3) {
                    plain.copy_from_slice(&data);
                    let (r, s) = timed(|| zeta::apply_plain(&zeta::Wrapping, t, &mut plain));
                    core(r)?;
                    plain_best = plain_best.min(s);
                }
                if plain != work {
                    return Err(format!("{t} n={n}: the plain loop disagrees with asobiba"));
                }
                let plain_ns = plain_best * 1e9 / elem_bits;
                let np_ns = if numpy_ok {
                    let mut cmd = Command::new("python3");
                    cmd.arg(dir.join("zeta_numpy.py"));
                    args(&mut cmd);
                    cmd.arg(reps.min(3).to_string());
                    Some(external(&mut cmd, want, "NumPy reference")?)
                } else {
                    None
                };
                let cell = |x: Option<f64>| match x {
                    Some(v) => format!("{v:>9.3} {:>6.2}x", v / fast),
                    None => format!("{:>9} {:>7}", "-", "-"),
                };
                text += &format!(
                    "{n:>3} {:<16} {fast:>9.3} {plain_ns:>9.3} {:>6.2}x {} {}\n",
                    t.name(),
                    plain_ns / fast,
                    cell(c_ns),
                    cell(np_ns)
                );
                rows.push(json!({
                    "n": n, "transform": t, "asobiba_ns": fast, "plain_ns": plain_ns,
                    "c_ns": c_ns, "numpy_ns": np_ns, "checksum": want,
                }));
            }
            let _ = std::fs::remove_file(&file);
        }
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&tmp);
    result?;
    for n in &notes {
        text += &format!("{n}\n");
    }
    Ok(Output::new(
        json!({ "unit": "ns per element-bit", "reps": reps, "rows": rows, "notes": notes }),
        text,
    ))
}
