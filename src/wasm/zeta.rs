//! Zeta/Möbius bindings. Values cross as decimal strings (i64 is exact; JS numbers are not)
//! and large arrays stay in wasm memory behind the `ZetaBuffer` handle.

use super::{js_error, to_js, with_progress};
use crate::error::{invalid, too_large, Result};
use crate::work::Control;
use crate::zeta::{self, inclusion, Kind, Transform};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The explorer draws tables and cubes up to this n.
const MAX_PICTURE_N: u32 = 6;

fn parse_modulus(text: &str) -> Result<Option<u64>> {
    let t = text.trim();
    if t.is_empty() || t == "wrapping" {
        return Ok(None);
    }
    match t.parse::<u64>() {
        Ok(p) => zeta::Modular::new(p).map(|m| Some(m.modulus())),
        Err(_) => invalid(format!("the modulus must be a whole number, not `{t}`")),
    }
}

fn values_for(n: u32, text: &str) -> Result<Vec<i64>> {
    if n > MAX_PICTURE_N {
        return too_large(format!(
            "n = {n} is too large for the pictures (at most {MAX_PICTURE_N}); use the large-n run"
        ));
    }
    let v = zeta::parse_values(text)?;
    if v.len() != 1 << n {
        return invalid(format!(
            "n = {n} needs 2^{n} = {} values, not {}",
            1 << n,
            v.len()
        ));
    }
    Ok(v)
}

fn strings(v: &[i64]) -> Vec<String> {
    v.iter().map(i64::to_string).collect()
}

#[derive(Serialize)]
struct Explained {
    n: u32,
    transform: Transform,
    inverse: Transform,
    labels: Vec<String>,
    /// stages[k]: the array after the passes for bits 0..k (stages[0] is f).
    stages: Vec<Vec<String>>,
    result: Vec<String>,
    /// The inverse transform applied to the result (f again).
    back: Vec<String>,
}

/// Every pass of the fast algorithm on f, the result, and the inverse applied to it.
#[wasm_bindgen]
pub fn zeta_explain(
    n: u32,
    transform: &str,
    values: &str,
    modulus: &str,
) -> Result<JsValue, JsValue> {
    let run = || -> Result<Explained> {
        let t: Transform = transform.parse()?;
        let p = parse_modulus(modulus)?;
        let mut v = values_for(n, values)?;
        if let Some(p) = p {
            let m = zeta::Modular::new(p)?;
            v.iter_mut()
                .for_each(|x| *x = zeta::Arith::of_i64(&m, *x) as i64);
        }
        let mut stages = vec![strings(&v)];
        let mut cur = v.clone();
        for bit in 0..n {
            match p {
                None => zeta::pass(&zeta::Wrapping, t, bit, &mut cur)?,
                Some(p) => {
                    let m = zeta::Modular::new(p)?;
                    let mut u: Vec<u64> = cur.iter().map(|&x| x as u64).collect();
                    zeta::pass(&m, t, bit, &mut u)?;
                    cur = u.into_iter().map(|x| x as i64).collect();
                }
            }
            stages.push(strings(&cur));
        }
        let mut back = cur.clone();
        zeta::apply_i64(t.inverse(), &mut back, p, &mut Control::unlimited())?;
        Ok(Explained {
            n,
            transform: t,
            inverse: t.inverse(),
            labels: (0..1u64 << n).map(zeta::set_label).collect(),
            result: strings(&cur),
            back: strings(&back),
            stages,
        })
    };
    to_js(&run().map_err(js_error)?)
}

#[derive(Serialize)]
struct FocusTerm {
    set: u32,
    label: String,
    sign: i8,
    value: String,
}

#[derive(Serialize)]
struct Focus {
    set: u32,
    label: String,
    terms: Vec<FocusTerm>,
    sum: String,
    cancellation: Vec<zeta::Cancellation>,
}

/// For one set S: the T the definition sums over, with signs and f(T), the sum, and the
/// binomial cancellation behind "the inverse gives f back".
#[wasm_bindgen]
pub fn zeta_focus(
    n: u32,
    transform: &str,
    values: &str,
    modulus: &str,
    set: u32,
) -> Result<JsValue, JsValue> {
    let run = || -> Result<Focus> {
        let t: Transform = transform.parse()?;
        let p = parse_modulus(modulus)?;
        let v = values_for(n, values)?;
        let terms = zeta::terms(n, t, set)?;
        let m = p.map(zeta::Modular::new).transpose()?;
        let mut sum = 0i64;
        let mut out = Vec::new();
        for term in &terms {
            let x = v[term.set as usize];
            sum = match m {
                None => sum.wrapping_add(x.wrapping_mul(term.sign as i64)),
                Some(m) => {
                    use zeta::Arith;
                    let y = m.of_i64(x);
                    let s = sum as u64;
                    (if term.sign < 0 {
                        m.sub(s, y)
                    } else {
                        m.add(s, y)
                    }) as i64
                }
            };
            out.push(FocusTerm {
                set: term.set,
                label: zeta::set_label(term.set as u64),
                sign: term.sign,
                // as the sum sees it: reduced mod p, like the explained stages
                value: match m {
                    None => x.to_string(),
                    Some(m) => zeta::Arith::of_i64(&m, x).to_string(),
                },
            });
        }
        Ok(Focus {
            set,
            label: zeta::set_label(set as u64),
            terms: out,
            sum: sum.to_string(),
            cancellation: zeta::cancellation(n, t, set)?,
        })
    };
    to_js(&run().map_err(js_error)?)
}

#[derive(Serialize)]
struct PipelineOut {
    n: u32,
    kind: Kind,
    transform: &'static str,
    a: Vec<String>,
    b: Vec<String>,
    a_hat: Vec<Vec<String>>,
    b_hat: Vec<Vec<String>>,
    product: Vec<Vec<String>>,
    result: Vec<String>,
}

/// A convolution as its steps (transform both, multiply, invert).
#[wasm_bindgen]
pub fn zeta_convolve(kind: &str, a: &str, b: &str, modulus: &str) -> Result<JsValue, JsValue> {
    let run = || -> Result<PipelineOut> {
        let kind: Kind = kind.parse()?;
        let p = parse_modulus(modulus)?;
        let f = zeta::parse_values(a).map_err(|e| crate::Error::Parse(format!("a: {e}")))?;
        let g = zeta::parse_values(b).map_err(|e| crate::Error::Parse(format!("b: {e}")))?;
        let n = zeta::log2_len(f.len())?;
        if n > MAX_PICTURE_N {
            return too_large(format!(
                "at most 2^{MAX_PICTURE_N} values per input for the picture, not {}",
                f.len()
            ));
        }
        let pl = zeta::pipeline_i64(kind, &f, &g, p, &mut Control::unlimited())?;
        let rows = |r: &[Vec<i64>]| r.iter().map(|v| strings(v)).collect();
        Ok(PipelineOut {
            n,
            kind,
            transform: pl.transform,
            a: strings(&f),
            b: strings(&g),
            a_hat: rows(&pl.a_hat),
            b_hat: rows(&pl.b_hat),
            product: rows(&pl.product),
            result: strings(&pl.result),
        })
    };
    to_js(&run().map_err(js_error)?)
}

/// Inclusion–exclusion from sets given as texts of element names.
#[wasm_bindgen]
pub fn zeta_venn(sets: Vec<String>) -> Result<JsValue, JsValue> {
    let lists: Vec<Vec<&str>> = sets
        .iter()
        .map(|s| {
            s.split(|c: char| c == ',' || c.is_whitespace())
                .filter(|w| !w.is_empty())
                .collect()
        })
        .collect();
    to_js(&inclusion::from_sets(&lists).map_err(js_error)?)
}

#[derive(Serialize)]
struct CoversOut {
    n: u32,
    family: Vec<String>,
    /// Counts as strings: they can pass 2^53.
    by_size: Vec<String>,
    total: String,
    inside: Vec<u64>,
}

/// Set covers of {0,…,n−1} by subfamilies of the given sets, counted by size.
#[wasm_bindgen]
pub fn zeta_covers(n: u32, family: &str) -> Result<JsValue, JsValue> {
    let run = || -> Result<CoversOut> {
        let f = zeta::covers::parse_family(n, family)?;
        let c = zeta::covers::count(n, &f, &mut Control::unlimited())?;
        Ok(CoversOut {
            n,
            family: c
                .family
                .iter()
                .map(|&a| zeta::set_label(a as u64))
                .collect(),
            by_size: c.by_size.iter().map(u64::to_string).collect(),
            total: c.total.to_string(),
            inside: c.inside,
        })
    };
    to_js(&run().map_err(js_error)?)
}

/// 2^n values kept in wasm memory, for the large runs (random data, transform, checksum).
#[wasm_bindgen]
pub struct ZetaBuffer {
    values: Vec<i64>,
}

#[wasm_bindgen]
impl ZetaBuffer {
    /// Pseudo-random values; a clear error when the memory cannot be had.
    pub fn random(n: u32, seed: f64) -> Result<ZetaBuffer, JsValue> {
        let values = zeta::random_values(n, seed as u64).map_err(js_error)?;
        Ok(ZetaBuffer { values })
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Applies the transform; `progress(done, total, stage)` may return false to stop.
    pub fn apply(
        &mut self,
        transform: &str,
        progress: Option<js_sys::Function>,
    ) -> Result<(), JsValue> {
        let t: Transform = transform.parse().map_err(js_error)?;
        with_progress(progress, |c| {
            zeta::apply(&zeta::Wrapping, t, &mut self.values, c)
        })
        .map_err(js_error)
    }

    /// The textbook loop, for the benchmark's in-run baseline.
    pub fn apply_plain(&mut self, transform: &str) -> Result<(), JsValue> {
        let t: Transform = transform.parse().map_err(js_error)?;
        zeta::apply_plain(&zeta::Wrapping, t, &mut self.values).map_err(js_error)
    }

    /// Σ v[i]·(2i+1) mod 2^64 as a decimal string (the CLI's checksum).
    pub fn checksum(&self) -> String {
        zeta::checksum(&self.values).to_string()
    }

    /// A few values for display, as strings.
    pub fn head(&self, count: usize) -> Vec<String> {
        strings(&self.values[..count.min(self.values.len())])
    }
}
