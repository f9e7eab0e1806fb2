//! Zeta and Möbius transforms on the subset lattice 2^X, X = {0, …, n−1}.
//!
//! A function f : 2^X → R is an array of length 2^n indexed by bitmask. The four
//! transforms (subset/superset × zeta/Möbius) run in place in O(n·2^n) over wrapping i64,
//! integers mod p, or f64; the convolutions and inclusion–exclusion are built on them.
//!
//! ```
//! use asobiba::zeta::{apply, Transform, Wrapping};
//! use asobiba::Control;
//! let mut f = vec![1, 2, 3, 4]; // f(∅), f({0}), f({1}), f({0,1})
//! apply(&Wrapping, Transform::SubsetZeta, &mut f, &mut Control::unlimited()).unwrap();
//! assert_eq!(f, vec![1, 3, 4, 10]);
//! ```

pub mod arith;
pub mod convolve;
pub mod covers;
pub mod explain;
pub mod inclusion;
pub mod transform;

pub use arith::{Arith, Float, Modular, Wide, Wrapping};
pub use convolve::{convolve, convolve_wrapping, Kind};
pub use transform::{
    apply, apply_plain, by_definition, cancellation, log2_len, pass, set_label, terms,
    walsh_hadamard, Cancellation, Term, Transform, MAX_N,
};

use crate::error::{parse_error, too_large, Result};

/// The words of a value list: separated by one comma and/or white space; an empty value
/// (two commas in a row, a comma first or last) is refused rather than skipped.
fn value_words(text: &str) -> Result<Vec<&str>> {
    let mut out = Vec::new();
    let parts = text.split(',').count();
    for (i, part) in text.split(',').enumerate() {
        let words: Vec<&str> = part.split_whitespace().collect();
        if words.is_empty() && parts > 1 {
            return parse_error(if out.is_empty() {
                "a comma before the first value".to_string()
            } else if i == parts - 1 {
                "a comma after the last value".to_string()
            } else {
                format!(
                    "an empty value after value {} (two commas in a row)",
                    out.len()
                )
            });
        }
        out.extend(words);
    }
    if out.is_empty() {
        return parse_error("no values given");
    }
    Ok(out)
}

/// Values separated by commas, spaces or new lines, as whole numbers (i64).
pub fn parse_values(text: &str) -> Result<Vec<i64>> {
    let mut out = Vec::new();
    for (i, word) in value_words(text)?.into_iter().enumerate() {
        match word.parse::<i64>() {
            Ok(v) => out.push(v),
            Err(_) => {
                return parse_error(format!(
                    "value {} (`{}`) is not a whole number",
                    i + 1,
                    word.chars().take(24).collect::<String>()
                ))
            }
        }
    }
    Ok(out)
}

/// Finite decimal numbers (f64), separated like `parse_values`.
pub fn parse_floats(text: &str) -> Result<Vec<f64>> {
    let mut out = Vec::new();
    for (i, word) in value_words(text)?.into_iter().enumerate() {
        match word.parse::<f64>() {
            Ok(v) if v.is_finite() => out.push(v),
            _ => {
                return parse_error(format!(
                    "value {} (`{}`) is not a finite number",
                    i + 1,
                    word.chars().take(24).collect::<String>()
                ))
            }
        }
    }
    Ok(out)
}

/// 2^n pseudo-random values (splitmix64) for benchmarks and the page's large runs; fails
/// cleanly when the memory cannot be had.
pub fn random_values(n: u32, seed: u64) -> Result<Vec<i64>> {
    if n > MAX_N {
        return too_large(format!("n = {n} is beyond the limit of {MAX_N}"));
    }
    let len = 1usize << n;
    let mut v = Vec::new();
    if v.try_reserve_exact(len).is_err() {
        return too_large(format!(
            "not enough memory for 2^{n} values ({} MiB)",
            (len as u64 * 8) >> 20
        ));
    }
    let mut state = seed;
    v.extend((0..len).map(|_| {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        (z ^ (z >> 31)) as i64
    }));
    Ok(v)
}

/// Σ v[i]·(2i+1) mod 2^64: a position-sensitive check that the C and NumPy references
/// computed the same array.
pub fn checksum(values: &[i64]) -> i64 {
    values.iter().enumerate().fold(0i64, |acc, (i, &v)| {
        acc.wrapping_add(v.wrapping_mul(2 * i as i64 + 1))
    })
}

/// The transforms over i64 input, with wrapping arithmetic or modulo `modulus`.
pub fn apply_i64(
    t: Transform,
    values: &mut [i64],
    modulus: Option<u64>,
    control: &mut crate::Control,
) -> Result<()> {
    match modulus {
        None => apply(&Wrapping, t, values, control),
        Some(p) => {
            let m = Modular::new(p)?;
            let mut v: Vec<u64> = values.iter().map(|&x| m.of_i64(x)).collect();
            apply(&m, t, &mut v, control)?;
            for (o, x) in values.iter_mut().zip(v) {
                *o = x as i64;
            }
            Ok(())
        }
    }
}

/// Convolution of i64 input, with wrapping arithmetic or modulo `modulus`.
pub fn convolve_i64(
    kind: Kind,
    f: &[i64],
    g: &[i64],
    modulus: Option<u64>,
    control: &mut crate::Control,
) -> Result<Vec<i64>> {
    match modulus {
        None => convolve_wrapping(kind, f, g, control),
        Some(p) => {
            let m = Modular::new(p)?;
            let conv = |v: &[i64]| v.iter().map(|&x| m.of_i64(x)).collect::<Vec<_>>();
            let h = convolve(&m, kind, &conv(f), &conv(g), control)?;
            Ok(h.into_iter().map(|x| x as i64).collect())
        }
    }
}

/// The convolution drawn as its steps: both inputs transformed, their pointwise product,
/// and the result (the inverse transform of the product, divided by 2^n for XOR). For the
/// subset convolution each step has one row per rank k (the ranked zeta transforms and
/// h_k = Σ_{i+j=k} f̂_i ĝ_j); the other kinds have one row.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Pipeline {
    pub kind: Kind,
    /// The transform of the first step ("walsh-hadamard" for XOR).
    pub transform: &'static str,
    pub a_hat: Vec<Vec<i64>>,
    pub b_hat: Vec<Vec<i64>>,
    pub product: Vec<Vec<i64>>,
    pub result: Vec<i64>,
}

pub fn pipeline_i64(
    kind: Kind,
    f: &[i64],
    g: &[i64],
    modulus: Option<u64>,
    control: &mut crate::Control,
) -> Result<Pipeline> {
    let result = convolve_i64(kind, f, g, modulus, control)?;
    let n = log2_len(f.len())?;
    let m = modulus.map(Modular::new).transpose()?;
    let mul = |x: i64, y: i64| match m {
        None => x.wrapping_mul(y),
        Some(p) => p.mul(x as u64, y as u64) as i64,
    };
    let add = |x: i64, y: i64| match m {
        None => x.wrapping_add(y),
        Some(p) => p.add(x as u64, y as u64) as i64,
    };
    let forward = |v: &[i64], control: &mut crate::Control| -> Result<Vec<i64>> {
        let mut v = v.to_vec();
        match (kind.transform(), m) {
            (Some(t), _) => apply_i64(t, &mut v, modulus, control)?,
            (None, None) => walsh_hadamard(&Wrapping, &mut v, control)?,
            (None, Some(p)) => {
                let mut u: Vec<u64> = v.iter().map(|&x| p.of_i64(x)).collect();
                walsh_hadamard(&p, &mut u, control)?;
                v = u.into_iter().map(|x| x as i64).collect();
            }
        }
        Ok(v)
    };
    let rows = |v: &[i64], control: &mut crate::Control| -> Result<Vec<Vec<i64>>> {
        if kind != Kind::Subset {
            return Ok(vec![forward(v, control)?]);
        }
        (0..=n)
            .map(|k| {
                let ranked: Vec<i64> = v
                    .iter()
                    .enumerate()
                    .map(|(s, &x)| if s.count_ones() == k { x } else { 0 })
                    .collect();
                forward(&ranked, control)
            })
            .collect()
    };
    let (a_hat, b_hat) = (rows(f, control)?, rows(g, control)?);
    let product = (0..a_hat.len())
        .map(|k| {
            (0..f.len())
                .map(|s| {
                    (0..=k).fold(0, |acc, i| {
                        if kind == Kind::Subset || i == k {
                            let j = if kind == Kind::Subset { k - i } else { 0 };
                            add(acc, mul(a_hat[i][s], b_hat[j][s]))
                        } else {
                            acc
                        }
                    })
                })
                .collect()
        })
        .collect();
    Ok(Pipeline {
        kind,
        transform: kind.transform().map_or("walsh-hadamard", Transform::name),
        a_hat,
        b_hat,
        product,
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_values_reports_the_bad_one() {
        assert_eq!(parse_values("1, 2 3\n-4").unwrap(), vec![1, 2, 3, -4]);
        let e = parse_values("1,2,x").unwrap_err();
        assert!(e.message().contains("value 3"), "{e}");
        assert!(parse_values("  ").is_err());
        assert!(parse_values("99999999999999999999").is_err());
        assert_eq!(
            parse_floats("0.5, -2 1e3").unwrap(),
            vec![0.5, -2.0, 1000.0]
        );
        assert!(parse_floats("1, inf").is_err());
        assert!(parse_floats("NaN").is_err());
    }

    #[test]
    fn parse_values_refuses_empty_values() {
        assert_eq!(parse_values(" 1 ,2\n3, 4 ").unwrap(), vec![1, 2, 3, 4]);
        for bad in ["1,,2", "1,2,", ",1", "1, ,2", ",", "1,2,\n"] {
            let e = parse_values(bad).unwrap_err();
            assert!(e.message().contains("comma"), "{bad}: {e}");
            assert!(parse_floats(bad).is_err(), "{bad}");
        }
        assert!(parse_values("").is_err());
    }

    #[test]
    fn pipeline_inverts_to_the_result() {
        let (f, g) = (vec![1, 2, 3, 4, 5, 6, 7, 8], vec![2, 0, 1, 3, 1, 1, 0, 2]);
        for kind in Kind::ALL {
            for p in [None, Some(998_244_353)] {
                let c = &mut crate::Control::unlimited();
                let pl = pipeline_i64(kind, &f, &g, p, c).unwrap();
                let mut back = Vec::new();
                for row in &pl.product {
                    let mut v = row.clone();
                    match kind.transform() {
                        Some(t) => apply_i64(t.inverse(), &mut v, p, c).unwrap(),
                        // WHT twice is 2^n times the identity
                        None => match p {
                            None => {
                                walsh_hadamard(&Wrapping, &mut v, c).unwrap();
                                v.iter_mut().for_each(|x| *x /= 8);
                            }
                            Some(p) => {
                                let m = Modular::new(p).unwrap();
                                let mut u: Vec<u64> = v.iter().map(|&x| x as u64).collect();
                                walsh_hadamard(&m, &mut u, c).unwrap();
                                v = u
                                    .iter()
                                    .map(|&x| m.div_pow2(x, 3).unwrap() as i64)
                                    .collect();
                            }
                        },
                    }
                    back.push(v);
                }
                let got: Vec<i64> = (0..8)
                    .map(|s: usize| {
                        back[if kind == Kind::Subset {
                            s.count_ones() as usize
                        } else {
                            0
                        }][s]
                    })
                    .collect();
                assert_eq!(got, pl.result, "{kind} {p:?}");
            }
        }
    }

    #[test]
    fn random_values_are_reproducible() {
        assert_eq!(random_values(4, 7).unwrap(), random_values(4, 7).unwrap());
        assert_ne!(random_values(4, 7).unwrap(), random_values(4, 8).unwrap());
    }
}
