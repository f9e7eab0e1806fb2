//! Counting set covers with one Möbius transform: of a family F of subsets of
//! X = {0, …, n−1}, how many k-element subfamilies have union X?
//!
//! c(S) = |{A ∈ F : A ⊆ S}| is the subset zeta transform of F's multiplicities. The
//! k-subfamilies inside S number C(c(S), k); those whose union is exactly X are, by Möbius
//! inversion at X, Σ_S (−1)^{n−|S|} C(c(S), k).

use super::arith::Wrapping;
use super::transform::{apply, set_label};
use crate::error::{invalid, parse_error, too_large, Result};
use crate::work::Control;
use serde::Serialize;

pub const MAX_N: u32 = 20;
/// C(64, 32) · 2^20 stays within i128, so the alternating sums are exact.
pub const MAX_FAMILY: usize = 64;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Covers {
    pub n: u32,
    pub family: Vec<u32>,
    /// by_size[k]: the k-element subfamilies covering X (k = 0..=|F|).
    pub by_size: Vec<u64>,
    pub total: u64,
    /// c(X ∖ {i}) for each i: members avoiding i (why some i can never be covered).
    pub inside: Vec<u64>,
}

/// Sets like `{0,1} {1,2}` or `0 1; 1 2` (one set per brace pair or per `;`/line).
pub fn parse_family(n: u32, text: &str) -> Result<Vec<u32>> {
    if n == 0 || n > MAX_N {
        return too_large(format!("n must be between 1 and {MAX_N}, not {n}"));
    }
    let braces = text.contains('{');
    let groups: Vec<&str> = if braces {
        let mut out = Vec::new();
        let mut rest = text;
        while let Some(open) = rest.find('{') {
            if !rest[..open]
                .trim_matches(|c: char| c.is_whitespace() || c == ',' || c == ';')
                .is_empty()
            {
                return parse_error(format!("`{}` is outside braces", rest[..open].trim()));
            }
            let Some(close) = rest[open..].find('}') else {
                return parse_error("a `{` is not closed");
            };
            out.push(&rest[open + 1..open + close]);
            rest = &rest[open + close + 1..];
        }
        if !rest
            .trim_matches(|c: char| c.is_whitespace() || c == ',' || c == ';')
            .is_empty()
        {
            return parse_error(format!("`{}` is outside braces", rest.trim()));
        }
        out
    } else {
        text.split([';', '\n'])
            .filter(|g| !g.trim().is_empty())
            .collect()
    };
    let mut family = Vec::new();
    for g in groups {
        let mut mask = 0u32;
        for w in g
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
        {
            match w.parse::<u32>() {
                Ok(i) if i < n => mask |= 1 << i,
                Ok(i) => return invalid(format!("element {i} is not in {{0,…,{}}}", n - 1)),
                Err(_) => return parse_error(format!("`{w}` is not an element number")),
            }
        }
        family.push(mask);
    }
    if family.is_empty() {
        return parse_error("no sets given");
    }
    if family.len() > MAX_FAMILY {
        return too_large(format!("at most {MAX_FAMILY} sets, not {}", family.len()));
    }
    Ok(family)
}

pub fn count(n: u32, family: &[u32], control: &mut Control) -> Result<Covers> {
    if n == 0 || n > MAX_N {
        return too_large(format!("n must be between 1 and {MAX_N}, not {n}"));
    }
    if family.len() > MAX_FAMILY {
        return too_large(format!("at most {MAX_FAMILY} sets, not {}", family.len()));
    }
    let full = (1u32 << n) - 1;
    if let Some(&a) = family.iter().find(|&&a| a & !full != 0) {
        return invalid(format!(
            "{} is not a subset of {{0,…,{}}}",
            set_label(a as u64),
            n - 1
        ));
    }
    let mut c = vec![0i64; 1 << n];
    for &a in family {
        c[a as usize] += 1;
    }
    apply(&Wrapping, super::Transform::SubsetZeta, &mut c, control)?;
    let m = family.len();
    // binom[c][k] for c, k ≤ m
    let mut binom = vec![vec![0i128; m + 1]; m + 1];
    for i in 0..=m {
        binom[i][0] = 1;
        for k in 1..=i {
            binom[i][k] = binom[i - 1][k - 1] + if k < i { binom[i - 1][k] } else { 0 };
        }
    }
    let mut sums = vec![0i128; m + 1];
    for (s, &cs) in c.iter().enumerate() {
        let negative = (n - (s as u32).count_ones()) % 2 == 1;
        for (k, sum) in sums.iter_mut().enumerate().take(cs as usize + 1) {
            let b = binom[cs as usize][k];
            *sum += if negative { -b } else { b };
        }
    }
    control.step(c.len() as u64 * (m as u64 + 1))?;
    let by_size: Vec<u64> = sums.iter().map(|&x| x as u64).collect();
    Ok(Covers {
        n,
        family: family.to_vec(),
        total: by_size.iter().sum(),
        by_size,
        inside: (0..n)
            .map(|i| c[(full & !(1 << i)) as usize] as u64)
            .collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_edges() {
        // The edges of a 4-cycle covering its vertices: 2 ways with 2 edges, 4 with 3, 1 with 4.
        let f = parse_family(4, "{0,1} {1,2} {2,3} {3,0}").unwrap();
        let c = count(4, &f, &mut Control::unlimited()).unwrap();
        assert_eq!(c.by_size, vec![0, 0, 2, 4, 1]);
        assert_eq!(c.total, 7);
    }

    #[test]
    fn parsing() {
        assert_eq!(parse_family(3, "0 1; 2").unwrap(), vec![3, 4]);
        assert_eq!(parse_family(3, "{}, {0,2}").unwrap(), vec![0, 5]);
        assert!(parse_family(3, "{0,3}").is_err());
        assert!(parse_family(3, "{0,1").is_err());
        assert!(parse_family(3, "x {0}").is_err());
        assert!(parse_family(3, "").is_err());
    }
}
