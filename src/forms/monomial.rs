//! Monomials x^α with |α| = d, in lexicographic order from x1^d down to xn^d, and forms
//! printed as polynomials.

use num_bigint::BigInt;
use num_traits::{One, Signed, Zero};

/// C(n + d − 1, d), or `None` on overflow.
pub fn dimension(n: usize, d: usize) -> Option<u64> {
    if n == 0 {
        return Some(0);
    }
    // C(n−1+d, n−1) built up term by term stays integral at every step.
    let k = (n - 1) as u64;
    let mut c: u64 = 1;
    for i in 1..=k {
        c = c.checked_mul(d as u64 + i)? / i;
    }
    Some(c)
}

/// Every exponent vector of degree d in n variables, lexicographically descending.
pub fn monomials(n: usize, d: usize) -> Vec<Vec<u32>> {
    let mut out = Vec::new();
    let mut cur = vec![0u32; n];
    fn rec(i: usize, left: u32, cur: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        let n = cur.len();
        if i + 1 == n {
            cur[i] = left;
            out.push(cur.clone());
            return;
        }
        for e in (0..=left).rev() {
            cur[i] = e;
            rec(i + 1, left - e, cur, out);
        }
    }
    if n > 0 {
        rec(0, d as u32, &mut cur, &mut out);
    }
    out
}

/// Variable names: x, y (n = 2); x, y, z (3); x, y, z, w (4); x1 … xn beyond.
pub fn variable(n: usize, i: usize) -> String {
    match n {
        1 => "x".into(),
        2..=4 => ["x", "y", "z", "w"][i].into(),
        _ => format!("x{}", i + 1),
    }
}

pub fn monomial_text(n: usize, alpha: &[u32]) -> String {
    let parts: Vec<String> = alpha
        .iter()
        .enumerate()
        .filter(|(_, &e)| e > 0)
        .map(|(i, &e)| {
            if e == 1 {
                variable(n, i)
            } else {
                format!("{}^{e}", variable(n, i))
            }
        })
        .collect();
    if parts.is_empty() {
        "1".into()
    } else {
        parts.join("*")
    }
}

/// `x*y - z^2`: integer coefficients, terms in monomial order, zero terms left out.
pub fn form_text(n: usize, monos: &[Vec<u32>], coeffs: &[(usize, BigInt)]) -> String {
    let mut out = String::new();
    for (col, c) in coeffs {
        if c.is_zero() {
            continue;
        }
        let m = monomial_text(n, &monos[*col]);
        let a = c.abs();
        let sign_neg = c.is_negative();
        if out.is_empty() {
            if sign_neg {
                out.push('-');
            }
        } else {
            out.push_str(if sign_neg { " - " } else { " + " });
        }
        if a.is_one() {
            out.push_str(&m);
        } else if m == "1" {
            out.push_str(&a.to_string());
        } else {
            out.push_str(&format!("{a}*{m}"));
        }
    }
    if out.is_empty() {
        out.push('0');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_order() {
        assert_eq!(dimension(3, 2), Some(6));
        assert_eq!(dimension(4, 12), Some(455));
        assert_eq!(dimension(3, 12), Some(91));
        assert_eq!(dimension(1, 7), Some(1));
        for n in 1..6 {
            for d in 0..7 {
                let m = monomials(n, d);
                assert_eq!(m.len() as u64, dimension(n, d).unwrap());
                assert!(m.iter().all(|a| a.iter().sum::<u32>() == d as u32));
                assert!(m.windows(2).all(|w| w[0] > w[1]), "strictly descending");
            }
        }
        assert_eq!(
            monomials(3, 2),
            vec![
                vec![2, 0, 0],
                vec![1, 1, 0],
                vec![1, 0, 1],
                vec![0, 2, 0],
                vec![0, 1, 1],
                vec![0, 0, 2]
            ]
        );
    }

    #[test]
    fn prints_forms() {
        let m = monomials(3, 2);
        let f = form_text(3, &m, &[(1, 1.into()), (5, (-1).into())]);
        assert_eq!(f, "x*y - z^2");
        let f = form_text(3, &m, &[(0, (-3).into()), (3, 2.into())]);
        assert_eq!(f, "-3*x^2 + 2*y^2");
        assert_eq!(form_text(2, &monomials(2, 0), &[(0, 5.into())]), "5");
    }
}
