//! `asobiba zeta …`: the subset transforms, convolutions and inclusion–exclusion.

use super::{control, core, Args, Output};
use asobiba::zeta::{self, inclusion, Arith, Kind, Transform};
use serde_json::json;

/// Seconds taken by `f`, with its result.
fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let start = std::time::Instant::now();
    let out = f();
    (out, start.elapsed().as_secs_f64())
}

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
            p.parse::<u64>().map_err(|_| {
                format!(
                    "--modulus must be a whole number between 2 and 2^63, not {}",
                    super::quote(&p)
                )
            })
        })
        .transpose()
}

/// `--name V`, or the same text from `--name-file F` (`-`: standard input).
fn text(args: &mut Args, name: &str) -> Result<String, String> {
    args.text(name)?
        .ok_or_else(|| format!("missing --{name} v0,v1,… (or --{name}-file F)"))
}

fn values(args: &mut Args, name: &str) -> Result<Vec<i64>, String> {
    let text = text(args, name)?;
    zeta::parse_values(&text).map_err(|e| format!("--{name}: {e}"))
}

/// `--float`: f64 arithmetic instead of i64 (not with --modulus).
fn float(args: &mut Args, p: Option<u64>) -> Result<bool, String> {
    let on = args.flag("float");
    if on && p.is_some() {
        return Err("--float and --modulus cannot be used together".into());
    }
    Ok(on)
}

fn floats(args: &mut Args, name: &str) -> Result<Vec<f64>, String> {
    let text = text(args, name)?;
    zeta::parse_floats(&text).map_err(|e| format!("--{name}: {e}"))
}

/// f64 results must be finite: an overflow is an error, never a silent `null` or `inf`.
fn finite(values: &[f64]) -> Result<(), String> {
    match values.iter().position(|x| !x.is_finite()) {
        None => Ok(()),
        Some(i) => Err(format!(
            "float overflow: result {} (set {}) is {} and {} of {} results are not finite; \
             f64 cannot hold them (use integers, --modulus P, or smaller values)",
            i,
            zeta::set_label(i as u64),
            values[i],
            values.iter().filter(|x| !x.is_finite()).count(),
            values.len()
        )),
    }
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
    let float = float(args, p)?;
    // `--values-file` is raw binary (i64, or f64 with --float), not text.
    if let Some(input) = args.value("values-file")? {
        let out = args
            .value("out")?
            .ok_or("--values-file needs --out OUT for the result")?;
        return apply_file(t, p, float, &input, &out);
    }
    let values_text = args
        .value("values")?
        .ok_or("missing --values v0,v1,… (or --values-file IN --out OUT, raw)")?;
    let values_text = if values_text == "-" {
        super::read_input("-")?
    } else {
        values_text
    };
    if float {
        let mut v = zeta::parse_floats(&values_text).map_err(|e| format!("--values: {e}"))?;
        control(|c| zeta::apply(&zeta::Float, t, &mut v, c))?;
        finite(&v)?;
        return Ok(Output::new(json!({ "values": v }), list_floats(&v)));
    }
    let mut v = zeta::parse_values(&values_text).map_err(|e| format!("--values: {e}"))?;
    control(|c| zeta::apply_i64(t, &mut v, p, c))?;
    Ok(Output::new(json!({ "values": v }), list(&v)))
}

/// Bytes of memory the system can still give (MemAvailable), if it says.
fn memory_available() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Raw little-endian values in and out (i64, or f64 with `--float`), transformed in one
/// buffer of the file's size, read and written in chunks; the reported time is the
/// transform's alone.
fn apply_file(
    t: Transform,
    p: Option<u64>,
    float: bool,
    input: &str,
    out: &str,
) -> Result<Output, String> {
    let q = super::quote;
    let bytes = std::fs::metadata(input)
        .map_err(|e| format!("cannot read {}: {e}", q(input)))?
        .len();
    if bytes % 8 != 0 {
        return Err(format!(
            "{} has {bytes} bytes: not a whole number of 8-byte values",
            q(input)
        ));
    }
    let n = core(zeta::log2_len((bytes / 8) as usize))?;
    if let Some(avail) = memory_available() {
        // One buffer of the data, and room for the rest of the system.
        if bytes > avail / 10 * 9 {
            return Err(format!(
                "{} needs {} MiB of memory to transform, but only {} MiB are available",
                q(input),
                bytes >> 20,
                avail >> 20
            ));
        }
    }
    let (secs, note) = match (float, p) {
        (true, _) => {
            let mut v = read_raw(input, bytes, f64::from_le_bytes)?;
            let (r, secs) = timed(|| control(|c| zeta::apply(&zeta::Float, t, &mut v, c)));
            r?;
            finite(&v)?;
            write_raw(out, &v, |x| x.to_le_bytes())?;
            (secs, "f64")
        }
        (false, None) => {
            let mut v = read_raw(input, bytes, i64::from_le_bytes)?;
            let (r, secs) = timed(|| control(|c| zeta::apply(&zeta::Wrapping, t, &mut v, c)));
            r?;
            write_raw(out, &v, |x| x.to_le_bytes())?;
            (secs, "i64, wrapping")
        }
        (false, Some(p)) => {
            let m = core(zeta::Modular::new(p))?;
            let mut v = read_raw(input, bytes, |b| m.of_i64(i64::from_le_bytes(b)))?;
            let (r, secs) = timed(|| control(|c| zeta::apply(&m, t, &mut v, c)));
            r?;
            write_raw(out, &v, |x| (x as i64).to_le_bytes())?;
            (secs, "mod p")
        }
    };
    let per = secs * 1e9 / ((bytes / 8) as f64 * n.max(1) as f64);
    Ok(Output::new(
        json!({ "n": n, "transform": t, "seconds": secs, "ns_per_element_bit": per,
                "arithmetic": note, "out": out }),
        format!(
            "{t} on 2^{n} values ({note}) in {:.3} ms ({per:.3} ns per element-bit), written to {out}",
            secs * 1e3,
        ),
    ))
}

/// Reads `bytes` bytes of 8-byte values into one buffer, allocated up front (refused, not
/// aborted, when the allocation fails).
fn read_raw<T>(path: &str, bytes: u64, of: impl Fn([u8; 8]) -> T) -> Result<Vec<T>, String> {
    use std::io::Read;
    let q = super::quote;
    let count = (bytes / 8) as usize;
    let mut v = Vec::new();
    v.try_reserve_exact(count)
        .map_err(|_| format!("cannot allocate {} MiB for {}", bytes >> 20, q(path)))?;
    let mut file =
        std::fs::File::open(path).map_err(|e| format!("cannot read {}: {e}", q(path)))?;
    let mut chunk = vec![0u8; 1 << 20];
    while v.len() < count {
        let want = ((count - v.len()) * 8).min(chunk.len());
        file.read_exact(&mut chunk[..want])
            .map_err(|e| format!("cannot read {}: {e}", q(path)))?;
        v.extend(
            chunk[..want]
                .chunks_exact(8)
                .map(|c| of(c.try_into().unwrap())),
        );
    }
    Ok(v)
}

fn write_raw<T: Copy>(path: &str, v: &[T], to: impl Fn(T) -> [u8; 8]) -> Result<(), String> {
    use std::io::Write;
    let fail = |e: std::io::Error| format!("cannot write {}: {e}", super::quote(path));
    let file = std::fs::File::create(path).map_err(fail)?;
    let mut w = std::io::BufWriter::with_capacity(1 << 20, file);
    for &x in v {
        w.write_all(&to(x)).map_err(fail)?;
    }
    w.into_inner()
        .map_err(|e| fail(e.into_error()))?
        .sync_all()
        .map_err(fail)
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
        let h = control(|c| zeta::convolve(&zeta::Float, kind, &f, &g, c))?;
        finite(&h)?;
        return Ok(Output::new(json!({ "values": h }), list_floats(&h)));
    }
    let (f, g) = (values(args, "a")?, values(args, "b")?);
    let h = control(|c| zeta::convolve_i64(kind, &f, &g, p, c))?;
    Ok(Output::new(json!({ "values": h }), list(&h)))
}

/// `--sets "a b c; c d; …"`: intersection and union sizes by inclusion–exclusion.
fn venn(args: &mut Args) -> Result<Output, String> {
    let text = args
        .text("sets")?
        .ok_or("missing --sets \"a b c; c d\" (sets separated by ;)")?;
    let sets: Vec<Vec<&str>> = text
        .split(';')
        .map(|s| {
            s.split(|c: char| c == ',' || c.is_whitespace())
                .filter(|w| !w.is_empty())
                .collect()
        })
        .collect();
    if let Some(i) = sets.iter().position(Vec::is_empty) {
        return Err(if text.trim().is_empty() {
            "--sets is empty: give sets such as \"a b c; c d\"".to_string()
        } else {
            format!("--sets: set {} is empty (a stray `;`?)", i + 1)
        });
    }
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
        .text("family")?
        .ok_or("missing --family \"{0,1} {1,2} …\"")?;
    let family = core(zeta::covers::parse_family(n, &text))?;
    let c = control(|c| zeta::covers::count(n, &family, c))?;
    let mut out = format!("{} covers of {{0,…,{}}} in all\n", c.total, n - 1);
    for (k, v) in c.by_size.iter().enumerate().filter(|(_, &v)| v > 0) {
        out += &format!("  with {k} sets: {v}\n");
    }
    Ok(Output::from(&c, out))
}
