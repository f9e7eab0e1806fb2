//! Convolutions on 2^X: OR, AND, XOR (Walsh–Hadamard) and subset (ranked zeta), each as
//! transform → pointwise product → inverse.

use super::arith::{Arith, Wide, Wrapping};
use super::transform::{apply, log2_len, walsh_hadamard, Transform};
use crate::error::{invalid, parse_error, too_large, Error, Result};
use crate::work::Control;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// The subset convolution keeps n + 1 ranked copies of each input: 2 · 21 · 2^20 values.
pub const MAX_SUBSET_N: u32 = 20;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    /// h(S) = Σ_{A ∪ B = S} f(A) g(B)
    Or,
    /// h(S) = Σ_{A ∩ B = S} f(A) g(B)
    And,
    /// h(S) = Σ_{A Δ B = S} f(A) g(B)
    Xor,
    /// h(S) = Σ_{A ∪ B = S, A ∩ B = ∅} f(A) g(B)
    Subset,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Or, Kind::And, Kind::Xor, Kind::Subset];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Or => "or",
            Kind::And => "and",
            Kind::Xor => "xor",
            Kind::Subset => "subset",
        }
    }

    /// The transform taken before the product (XOR uses Walsh–Hadamard instead).
    pub fn transform(self) -> Option<Transform> {
        match self {
            Kind::Or | Kind::Subset => Some(Transform::SubsetZeta),
            Kind::And => Some(Transform::SupersetZeta),
            Kind::Xor => None,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Kind {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        let t = s.trim().to_ascii_lowercase();
        Kind::ALL.into_iter().find(|k| k.name() == t).map_or_else(
            || {
                parse_error(format!(
                    "unknown convolution `{s}`: use or, and, xor or subset"
                ))
            },
            Ok,
        )
    }
}

fn same_length<E>(f: &[E], g: &[E]) -> Result<u32> {
    if f.len() != g.len() {
        return invalid(format!(
            "the two inputs must have the same length, not {} and {}",
            f.len(),
            g.len()
        ));
    }
    log2_len(f.len())
}

/// Convolve f and g of the same length 2^n.
pub fn convolve<A: Arith>(
    a: &A,
    kind: Kind,
    f: &[A::Elem],
    g: &[A::Elem],
    control: &mut Control,
) -> Result<Vec<A::Elem>> {
    same_length(f, g)?;
    match kind {
        Kind::Or | Kind::And => {
            let t = kind.transform().unwrap();
            let (mut x, mut y) = (f.to_vec(), g.to_vec());
            apply(a, t, &mut x, control)?;
            apply(a, t, &mut y, control)?;
            for (p, q) in x.iter_mut().zip(&y) {
                *p = a.mul(*p, *q);
            }
            apply(a, t.inverse(), &mut x, control)?;
            Ok(x)
        }
        Kind::Xor => xor_generic(a, f, g, control),
        Kind::Subset => subset_convolve(a, f, g, control),
    }
}

/// Wrapping i64: like `convolve`, with the XOR case done in i128 so that the division by
/// 2^n of the inverse Walsh–Hadamard transform is exact modulo 2^64.
pub fn convolve_wrapping(
    kind: Kind,
    f: &[i64],
    g: &[i64],
    control: &mut Control,
) -> Result<Vec<i64>> {
    if kind != Kind::Xor {
        return convolve(&Wrapping, kind, f, g, control);
    }
    let wide = |v: &[i64]| v.iter().map(|&x| x as i128).collect::<Vec<_>>();
    let h = xor_generic(&Wide, &wide(f), &wide(g), control)?;
    Ok(h.into_iter().map(|x| x as i64).collect())
}

fn xor_generic<A: Arith>(
    a: &A,
    f: &[A::Elem],
    g: &[A::Elem],
    control: &mut Control,
) -> Result<Vec<A::Elem>> {
    let n = same_length(f, g)?;
    let (mut x, mut y) = (f.to_vec(), g.to_vec());
    walsh_hadamard(a, &mut x, control)?;
    walsh_hadamard(a, &mut y, control)?;
    for (p, q) in x.iter_mut().zip(&y) {
        *p = a.mul(*p, *q);
    }
    walsh_hadamard(a, &mut x, control)?;
    for v in x.iter_mut() {
        *v = match a.div_pow2(*v, n) {
            Some(q) => q,
            None => return invalid("the XOR convolution divides by 2^n: it needs an odd modulus"),
        };
    }
    Ok(x)
}

/// Ranked zeta transform, product of polynomials in the rank, ranked Möbius: O(n²·2^n).
fn subset_convolve<A: Arith>(
    a: &A,
    f: &[A::Elem],
    g: &[A::Elem],
    control: &mut Control,
) -> Result<Vec<A::Elem>> {
    let n = same_length(f, g)?;
    if n > MAX_SUBSET_N {
        return too_large(format!(
            "the subset convolution needs (n+1)·2^n values per input; n = {n} is beyond {MAX_SUBSET_N}"
        ));
    }
    let len = f.len();
    let ranks = n as usize + 1;
    // Rank-major, so each rank is one contiguous array for the transform and the product.
    let ranked = |v: &[A::Elem], control: &mut Control| -> Result<Vec<A::Elem>> {
        let mut r = vec![a.zero(); ranks * len];
        for (s, &x) in v.iter().enumerate() {
            r[s.count_ones() as usize * len + s] = x;
        }
        for row in r.chunks_exact_mut(len) {
            apply(a, Transform::SubsetZeta, row, control)?;
        }
        Ok(r)
    };
    let fr = ranked(f, control)?;
    let gr = ranked(g, control)?;
    let mut h = vec![a.zero(); len];
    let mut acc = vec![a.zero(); len];
    for k in 0..ranks {
        acc.fill(a.zero());
        let rows: Vec<super::arith::RowPair<'_, A::Elem>> = (0..=k)
            .map(|i| (&fr[i * len..][..len], &gr[(k - i) * len..][..len]))
            .collect();
        a.sum_of_products(&mut acc, &rows);
        control.step(((k + 1) * len) as u64)?;
        apply(a, Transform::SubsetMobius, &mut acc, control)?;
        for (s, out) in h.iter_mut().enumerate() {
            if s.count_ones() as usize == k {
                *out = acc[s];
            }
        }
    }
    Ok(h)
}

#[cfg(test)]
mod tests {
    use super::super::arith::Modular;
    use super::*;

    #[test]
    fn tiny_cases() {
        let c = &mut Control::unlimited();
        // n = 1: f = (1, 2), g = (3, 4)
        let (f, g) = ([1i64, 2], [3i64, 4]);
        assert_eq!(
            convolve_wrapping(Kind::Or, &f, &g, c).unwrap(),
            vec![3, 4 + 6 + 8]
        );
        assert_eq!(
            convolve_wrapping(Kind::And, &f, &g, c).unwrap(),
            vec![4 + 3 + 6, 8]
        );
        assert_eq!(
            convolve_wrapping(Kind::Xor, &f, &g, c).unwrap(),
            vec![3 + 8, 4 + 6]
        );
        assert_eq!(
            convolve_wrapping(Kind::Subset, &f, &g, c).unwrap(),
            vec![3, 4 + 6]
        );
    }

    #[test]
    fn even_modulus_refuses_xor() {
        let m = Modular::new(10).unwrap();
        let r = convolve(&m, Kind::Xor, &[1, 2], &[3, 4], &mut Control::unlimited());
        assert!(matches!(r, Err(Error::Invalid(_))));
        assert!(convolve(&m, Kind::Or, &[1, 2], &[3], &mut Control::unlimited()).is_err());
    }
}
