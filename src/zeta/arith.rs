//! The number systems the transforms run over: wrapping i64, integers modulo p, and f64.
//!
//! An `Arith` value carries what the operations need at run time (the modulus), so one
//! generic kernel serves every kind; the operations are `#[inline]` so the kernel
//! monomorphises into plain vectorisable loops.

use crate::error::{invalid, Result};

pub trait Arith: Copy {
    type Elem: Copy + PartialEq + std::fmt::Debug + Default + Send;
    fn zero(&self) -> Self::Elem;
    fn one(&self) -> Self::Elem;
    /// v as an element (reduced mod p for `Modular`).
    fn of_i64(&self, v: i64) -> Self::Elem;
    fn add(&self, a: Self::Elem, b: Self::Elem) -> Self::Elem;
    fn sub(&self, a: Self::Elem, b: Self::Elem) -> Self::Elem;
    fn mul(&self, a: Self::Elem, b: Self::Elem) -> Self::Elem;
    fn neg(&self, a: Self::Elem) -> Self::Elem {
        self.sub(self.zero(), a)
    }
    /// x / 2^k, when 2 is invertible (the inverse Walsh–Hadamard transform needs it).
    fn div_pow2(&self, x: Self::Elem, k: u32) -> Option<Self::Elem>;
    /// acc[s] += Σ x[s]·y[s] over the row pairs: the inner sum of the subset convolution.
    fn sum_of_products(&self, acc: &mut [Self::Elem], rows: &[RowPair<'_, Self::Elem>]) {
        sum_of_products_plain(self, acc, rows)
    }
}

/// Two rows multiplied entry by entry.
pub type RowPair<'a, E> = (&'a [E], &'a [E]);

fn sum_of_products_plain<A: Arith>(a: &A, acc: &mut [A::Elem], rows: &[RowPair<'_, A::Elem>]) {
    for (x, y) in rows {
        for ((c, &p), &q) in acc.iter_mut().zip(*x).zip(*y) {
            *c = a.add(*c, a.mul(p, q));
        }
    }
}

/// i64 with wrapping arithmetic: exact modulo 2^64.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wrapping;

impl Arith for Wrapping {
    type Elem = i64;
    #[inline(always)]
    fn zero(&self) -> i64 {
        0
    }
    #[inline(always)]
    fn one(&self) -> i64 {
        1
    }
    #[inline(always)]
    fn of_i64(&self, v: i64) -> i64 {
        v
    }
    #[inline(always)]
    fn add(&self, a: i64, b: i64) -> i64 {
        a.wrapping_add(b)
    }
    #[inline(always)]
    fn sub(&self, a: i64, b: i64) -> i64 {
        a.wrapping_sub(b)
    }
    #[inline(always)]
    fn mul(&self, a: i64, b: i64) -> i64 {
        a.wrapping_mul(b)
    }
    fn div_pow2(&self, _: i64, _: u32) -> Option<i64> {
        // 2 is a zero divisor mod 2^64; the XOR convolution goes through i128 instead.
        None
    }
}

/// i128 with wrapping arithmetic: used inside the XOR convolution of wrapping i64, where
/// the 2^n factor of the inverse transform is divided out exactly.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Wide;

impl Arith for Wide {
    type Elem = i128;
    #[inline(always)]
    fn zero(&self) -> i128 {
        0
    }
    #[inline(always)]
    fn one(&self) -> i128 {
        1
    }
    #[inline(always)]
    fn of_i64(&self, v: i64) -> i128 {
        v as i128
    }
    #[inline(always)]
    fn add(&self, a: i128, b: i128) -> i128 {
        a.wrapping_add(b)
    }
    #[inline(always)]
    fn sub(&self, a: i128, b: i128) -> i128 {
        a.wrapping_sub(b)
    }
    #[inline(always)]
    fn mul(&self, a: i128, b: i128) -> i128 {
        a.wrapping_mul(b)
    }
    /// If x ≡ 2^k·c (mod 2^128) then x >> k ≡ c (mod 2^(128−k)): exact in the low 64 bits
    /// for k ≤ 64.
    fn div_pow2(&self, x: i128, k: u32) -> Option<i128> {
        (k <= 64).then_some(x >> k)
    }
}

/// Integers modulo p (2 ≤ p ≤ 2^63), held reduced in `0..p`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Modular {
    p: u64,
    /// ⌊2^64 / p⌋ for Barrett reduction when p < 2^32 (products then fit a u64); 0 above.
    barrett: u64,
}

impl Modular {
    /// The largest modulus: `add` and `sub` stay within u64 for p ≤ 2^63, and residues
    /// below 2^63 fit the i64 results.
    pub const MAX: u64 = 1 << 63;

    pub fn new(p: u64) -> Result<Self> {
        if !(2..=Self::MAX).contains(&p) {
            return invalid(format!("the modulus must be between 2 and 2^63, not {p}"));
        }
        let barrett = if p < 1 << 32 {
            ((1u128 << 64) / p as u128) as u64
        } else {
            0
        };
        Ok(Modular { p, barrett })
    }

    pub fn modulus(&self) -> u64 {
        self.p
    }

    /// x mod p for any u64 x, when p < 2^32: the quotient estimate is at most one short.
    #[inline(always)]
    fn reduce(&self, x: u64) -> u64 {
        let q = ((x as u128 * self.barrett as u128) >> 64) as u64;
        let r = x - q * self.p;
        if r >= self.p {
            r - self.p
        } else {
            r
        }
    }

    fn pow(&self, mut b: u64, mut e: u64) -> u64 {
        let mut r = 1 % self.p;
        while e > 0 {
            if e & 1 == 1 {
                r = self.mul(r, b);
            }
            b = self.mul(b, b);
            e >>= 1;
        }
        r
    }
}

impl Arith for Modular {
    type Elem = u64;
    #[inline(always)]
    fn zero(&self) -> u64 {
        0
    }
    #[inline(always)]
    fn one(&self) -> u64 {
        1 % self.p
    }
    #[inline(always)]
    fn of_i64(&self, v: i64) -> u64 {
        (v as i128).rem_euclid(self.p as i128) as u64
    }
    #[inline(always)]
    fn add(&self, a: u64, b: u64) -> u64 {
        // p ≤ 2^63 so a + b cannot overflow; `min` keeps the loop branch-free.
        let s = a + b;
        s.min(s.wrapping_sub(self.p))
    }
    #[inline(always)]
    fn sub(&self, a: u64, b: u64) -> u64 {
        let d = a.wrapping_sub(b);
        d.min(d.wrapping_add(self.p))
    }
    #[inline(always)]
    fn mul(&self, a: u64, b: u64) -> u64 {
        if self.barrett != 0 {
            self.reduce(a * b)
        } else {
            ((a as u128 * b as u128) % self.p as u128) as u64
        }
    }

    /// Products summed in a u64 as long as they cannot overflow, reduced once per run.
    fn sum_of_products(&self, acc: &mut [u64], rows: &[RowPair<'_, u64>]) {
        let top = (self.p - 1) as u128 * (self.p - 1) as u128;
        let run = if self.barrett != 0 && top > 0 {
            (u64::MAX as u128 / top).min(rows.len() as u128) as usize
        } else {
            0
        };
        if run < 2 {
            return sum_of_products_plain(self, acc, rows);
        }
        let mut raw = vec![0u64; acc.len()];
        for chunk in rows.chunks(run) {
            raw.fill(0);
            for (x, y) in chunk {
                for ((r, &p), &q) in raw.iter_mut().zip(*x).zip(*y) {
                    *r += p * q;
                }
            }
            for (c, &r) in acc.iter_mut().zip(&raw) {
                *c = self.add(*c, self.reduce(r));
            }
        }
    }
    fn div_pow2(&self, x: u64, k: u32) -> Option<u64> {
        if self.p.is_multiple_of(2) {
            return None;
        }
        let half = self.p.div_ceil(2); // 2 · (p+1)/2 ≡ 1
        Some(self.mul(x, self.pow(half, k as u64)))
    }
}

/// Double-precision floats (rounding as usual).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Float;

impl Arith for Float {
    type Elem = f64;
    #[inline(always)]
    fn zero(&self) -> f64 {
        0.0
    }
    #[inline(always)]
    fn one(&self) -> f64 {
        1.0
    }
    #[inline(always)]
    fn of_i64(&self, v: i64) -> f64 {
        v as f64
    }
    #[inline(always)]
    fn add(&self, a: f64, b: f64) -> f64 {
        a + b
    }
    #[inline(always)]
    fn sub(&self, a: f64, b: f64) -> f64 {
        a - b
    }
    #[inline(always)]
    fn mul(&self, a: f64, b: f64) -> f64 {
        a * b
    }
    fn div_pow2(&self, x: f64, k: u32) -> Option<f64> {
        Some(x / (k as f64).exp2())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modular_ops_stay_reduced() {
        let m = Modular::new(7).unwrap();
        assert_eq!(m.add(5, 4), 2);
        assert_eq!(m.sub(2, 5), 4);
        assert_eq!(m.mul(6, 6), 1);
        assert_eq!(m.of_i64(-1), 6);
        assert_eq!(m.div_pow2(1, 1), Some(4)); // 2·4 = 8 ≡ 1
        assert!(Modular::new(1).is_err());
        assert!(Modular::new(1 << 62).is_ok());
        assert!(Modular::new(1 << 63).is_ok());
        assert!(Modular::new((1 << 63) + 1).is_err());
        assert_eq!(Modular::new(4).unwrap().div_pow2(1, 1), None);
    }

    #[test]
    fn modular_near_the_limit() {
        let p = (1u64 << 62) - 57;
        let m = Modular::new(p).unwrap();
        assert_eq!(m.add(p - 1, p - 1), p - 2);
        assert_eq!(m.sub(0, p - 1), 1);
        for p in [1u64 << 62, 1 << 63, (1 << 63) - 25] {
            let m = Modular::new(p).unwrap();
            let big = p - 1;
            assert_eq!(m.add(big, big), p - 2);
            assert_eq!(m.add(big, 1), 0);
            assert_eq!(m.sub(0, big), 1);
            assert_eq!(m.sub(1, big), 2);
            assert_eq!(m.mul(big, big), 1);
            assert_eq!(m.of_i64(i64::MIN), (p - (1 << 63) % p) % p);
            assert_eq!(m.of_i64(-1), big);
        }
    }

    #[test]
    fn barrett_products_and_sums_agree_with_u128() {
        let mut x = 0x1234_5678_9abc_def1u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for p in [
            2u64,
            3,
            7,
            998_244_353,
            (1 << 31) - 1,
            (1 << 32) - 5,
            1 << 31,
        ] {
            let m = Modular::new(p).unwrap();
            for _ in 0..2000 {
                let (a, b) = (next() % p, next() % p);
                assert_eq!(m.mul(a, b), ((a as u128 * b as u128) % p as u128) as u64);
                let r = next();
                assert_eq!(m.reduce(r), r % p, "{r} mod {p}");
            }
            assert_eq!(m.mul(p - 1, p - 1), 1 % p);
            // 40 rows of the largest residues: more than one overflow-free run for big p.
            let rows: Vec<Vec<u64>> = (0..40)
                .map(|i| {
                    (0..8)
                        .map(|j| if i % 3 == 0 { p - 1 } else { (next() ^ j) % p })
                        .collect()
                })
                .collect();
            let pairs: Vec<RowPair<'_, u64>> = rows
                .iter()
                .zip(rows.iter().rev())
                .map(|(a, b)| (&a[..], &b[..]))
                .collect();
            let mut fast = vec![5 % p; 8];
            m.sum_of_products(&mut fast, &pairs);
            let mut plain = vec![5 % p; 8];
            sum_of_products_plain(&m, &mut plain, &pairs);
            assert_eq!(fast, plain, "p = {p}");
        }
    }

    #[test]
    fn wide_division_is_exact_mod_2_64() {
        let c: i128 = -123_456_789_123;
        let x = c.wrapping_mul(1 << 20);
        assert_eq!(Wide.div_pow2(x, 20).unwrap() as i64, c as i64);
    }
}
