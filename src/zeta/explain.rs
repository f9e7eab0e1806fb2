//! The explorer's worked explanations: every pass of the fast algorithm, the definition's
//! sum at one set, a convolution as its steps, covers by size. Values are decimal strings
//! (i64 is exact; JS numbers are not). The page, the CLI and the tests share them.

use super::{inclusion, Kind, Transform};
use crate::error::{invalid, too_large, Error, Result};
use crate::work::Control;
use serde::Serialize;

/// The explorer draws tables and cubes up to this n.
pub const MAX_PICTURE_N: u32 = 6;

/// `""` or `"wrapping"`: wrapping i64; otherwise a modulus p (2 ≤ p ≤ 2^62).
pub fn parse_modulus(text: &str) -> Result<Option<u64>> {
    let t = text.trim();
    if t.is_empty() || t == "wrapping" {
        return Ok(None);
    }
    match t.parse::<u64>() {
        Ok(p) => super::Modular::new(p).map(|m| Some(m.modulus())),
        Err(_) => invalid(format!("the modulus must be a whole number, not `{t}`")),
    }
}

fn values_for(n: u32, text: &str) -> Result<Vec<i64>> {
    if n > MAX_PICTURE_N {
        return too_large(format!(
            "n = {n} is too large for the pictures (at most {MAX_PICTURE_N}); use the large-n run"
        ));
    }
    let v = super::parse_values(text)?;
    if v.len() != 1 << n {
        return invalid(format!(
            "n = {n} needs 2^{n} = {} values, not {}",
            1 << n,
            v.len()
        ));
    }
    Ok(v)
}

pub fn strings(v: &[i64]) -> Vec<String> {
    v.iter().map(i64::to_string).collect()
}

#[derive(Serialize)]
pub struct Explained {
    pub n: u32,
    pub transform: Transform,
    pub inverse: Transform,
    pub labels: Vec<String>,
    /// stages[k]: the array after the passes for bits 0..k (stages[0] is f).
    pub stages: Vec<Vec<String>>,
    pub result: Vec<String>,
    /// The inverse transform applied to the result (f again).
    pub back: Vec<String>,
}

/// Every pass of the fast algorithm on f, the result, and the inverse applied to it.
pub fn explain(n: u32, transform: &str, values: &str, modulus: &str) -> Result<Explained> {
    let t: Transform = transform.parse()?;
    let p = parse_modulus(modulus)?;
    let mut v = values_for(n, values)?;
    if let Some(p) = p {
        let m = super::Modular::new(p)?;
        v.iter_mut()
            .for_each(|x| *x = super::Arith::of_i64(&m, *x) as i64);
    }
    let mut stages = vec![strings(&v)];
    let mut cur = v.clone();
    for bit in 0..n {
        match p {
            None => super::pass(&super::Wrapping, t, bit, &mut cur)?,
            Some(p) => {
                let m = super::Modular::new(p)?;
                let mut u: Vec<u64> = cur.iter().map(|&x| x as u64).collect();
                super::pass(&m, t, bit, &mut u)?;
                cur = u.into_iter().map(|x| x as i64).collect();
            }
        }
        stages.push(strings(&cur));
    }
    let mut back = cur.clone();
    super::apply_i64(t.inverse(), &mut back, p, &mut Control::unlimited())?;
    Ok(Explained {
        n,
        transform: t,
        inverse: t.inverse(),
        labels: (0..1u64 << n).map(super::set_label).collect(),
        result: strings(&cur),
        back: strings(&back),
        stages,
    })
}

#[derive(Serialize)]
pub struct FocusTerm {
    pub set: u32,
    pub label: String,
    pub sign: i8,
    pub value: String,
}

#[derive(Serialize)]
pub struct Focus {
    pub set: u32,
    pub label: String,
    pub terms: Vec<FocusTerm>,
    pub sum: String,
    pub cancellation: Vec<super::Cancellation>,
}

/// For one set S: the T the definition sums over, with signs and f(T), the sum, and the
/// binomial cancellation behind "the inverse gives f back".
pub fn focus(n: u32, transform: &str, values: &str, modulus: &str, set: u32) -> Result<Focus> {
    let t: Transform = transform.parse()?;
    let p = parse_modulus(modulus)?;
    let v = values_for(n, values)?;
    let terms = super::terms(n, t, set)?;
    let m = p.map(super::Modular::new).transpose()?;
    let mut sum = 0i64;
    let mut out = Vec::new();
    for term in &terms {
        let x = v[term.set as usize];
        sum = match m {
            None => sum.wrapping_add(x.wrapping_mul(term.sign as i64)),
            Some(m) => {
                use super::Arith;
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
            label: super::set_label(term.set as u64),
            sign: term.sign,
            // as the sum sees it: reduced mod p, like the explained stages
            value: match m {
                None => x.to_string(),
                Some(m) => super::Arith::of_i64(&m, x).to_string(),
            },
        });
    }
    Ok(Focus {
        set,
        label: super::set_label(set as u64),
        terms: out,
        sum: sum.to_string(),
        cancellation: super::cancellation(n, t, set)?,
    })
}

#[derive(Serialize)]
pub struct ConvolutionSteps {
    pub n: u32,
    pub kind: Kind,
    pub transform: &'static str,
    pub a: Vec<String>,
    pub b: Vec<String>,
    pub a_hat: Vec<Vec<String>>,
    pub b_hat: Vec<Vec<String>>,
    pub product: Vec<Vec<String>>,
    pub result: Vec<String>,
}

/// A convolution as its steps (transform both, multiply, invert), for inputs of at most
/// 2^MAX_PICTURE_N values.
pub fn convolution_steps(kind: &str, a: &str, b: &str, modulus: &str) -> Result<ConvolutionSteps> {
    let kind: Kind = kind.parse()?;
    let p = parse_modulus(modulus)?;
    let f = super::parse_values(a).map_err(|e| Error::Parse(format!("a: {e}")))?;
    let g = super::parse_values(b).map_err(|e| Error::Parse(format!("b: {e}")))?;
    let n = super::log2_len(f.len())?;
    if n > MAX_PICTURE_N {
        return too_large(format!(
            "at most 2^{MAX_PICTURE_N} values per input for the picture, not {}",
            f.len()
        ));
    }
    let pl = super::pipeline_i64(kind, &f, &g, p, &mut Control::unlimited())?;
    let rows = |r: &[Vec<i64>]| r.iter().map(|v| strings(v)).collect();
    Ok(ConvolutionSteps {
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
}

/// Inclusion–exclusion from sets given as texts of element names (spaces or commas).
pub fn venn_of_texts<S: AsRef<str>>(sets: &[S]) -> Result<inclusion::Venn> {
    let lists: Vec<Vec<&str>> = sets
        .iter()
        .map(|s| {
            s.as_ref()
                .split(|c: char| c == ',' || c.is_whitespace())
                .filter(|w| !w.is_empty())
                .collect()
        })
        .collect();
    inclusion::from_sets(&lists)
}

#[derive(Serialize)]
pub struct CoversReport {
    pub n: u32,
    pub family: Vec<String>,
    /// Counts as strings: they can pass 2^53.
    pub by_size: Vec<String>,
    pub total: String,
    pub inside: Vec<u64>,
}

/// Set covers of {0,…,n−1} by subfamilies of the given sets, counted by size.
pub fn covers_report(n: u32, family: &str) -> Result<CoversReport> {
    let f = super::covers::parse_family(n, family)?;
    let c = super::covers::count(n, &f, &mut Control::unlimited())?;
    Ok(CoversReport {
        n,
        family: c
            .family
            .iter()
            .map(|&a| super::set_label(a as u64))
            .collect(),
        by_size: c.by_size.iter().map(u64::to_string).collect(),
        total: c.total.to_string(),
        inside: c.inside,
    })
}
