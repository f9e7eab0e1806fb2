//! Linear algebra modulo primes below 2^28.
//!
//! Why so small: a product of two residues is below 2^56, so 255 row updates can be summed
//! in a u64 before one reduction. The inner loop is then a plain multiply-add (vectorised
//! natively, native i64 on wasm32) and the rare reductions cost nothing.

use crate::error::Result;
use crate::work::Control;

/// Largest prime modulus we use is below this.
pub const PRIME_LIMIT: u64 = 1 << 28;
/// Row updates summed in a u64 before reducing: 255 · (2^28)^2 + 2^28 < 2^64.
const LAZY: u32 = 255;

fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    let mut f = 2;
    while f * f <= n {
        if n.is_multiple_of(f) {
            return false;
        }
        f += 1;
    }
    true
}

/// The k-th prime below 2^28 counting down, produced on demand.
pub struct Primes {
    next: u64,
}

impl Primes {
    pub fn new() -> Primes {
        Primes {
            next: PRIME_LIMIT - 1,
        }
    }
}

impl Default for Primes {
    fn default() -> Self {
        Primes::new()
    }
}

impl Iterator for Primes {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        while self.next > 1 << 27 {
            let c = self.next;
            self.next -= 1;
            if is_prime(c) {
                return Some(c);
            }
        }
        None
    }
}

#[inline]
pub fn mul(a: u64, b: u64, p: u64) -> u64 {
    a * b % p
}

/// Reduction modulo p without a division (Barrett): the hot loops reduce millions of
/// values, and a 64-bit division costs tens of cycles.
#[derive(Clone, Copy, Debug)]
pub struct Modulus {
    pub p: u64,
    /// floor(2^64 / p) (p is odd, so this is u64::MAX / p).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    m: u64,
}

impl Modulus {
    pub fn new(p: u64) -> Modulus {
        debug_assert!(p > 2 && p % 2 == 1 && p < PRIME_LIMIT);
        Modulus { p, m: u64::MAX / p }
    }

    /// x mod p for any u64. On wasm32 the 128-bit product is emulated and slower than
    /// the engine's own 64-bit remainder (measured in Chromium), so it is used there.
    #[cfg(target_arch = "wasm32")]
    #[inline(always)]
    pub fn reduce(&self, x: u64) -> u64 {
        x % self.p
    }

    /// x mod p for any u64: the estimated quotient is at most one too small.
    #[cfg(not(target_arch = "wasm32"))]
    #[inline(always)]
    pub fn reduce(&self, x: u64) -> u64 {
        let q = ((x as u128 * self.m as u128) >> 64) as u64;
        let r = x - q * self.p;
        if r >= self.p {
            r - self.p
        } else {
            r
        }
    }

    /// a·b mod p for residues a, b < p.
    #[inline(always)]
    pub fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(a * b)
    }
}

pub fn pow(mut a: u64, mut e: u64, p: u64) -> u64 {
    let mut r = 1 % p;
    a %= p;
    while e > 0 {
        if e & 1 == 1 {
            r = mul(r, a, p);
        }
        a = mul(a, a, p);
        e >>= 1;
    }
    r
}

/// Inverse of a nonzero residue (Fermat).
pub fn inv(a: u64, p: u64) -> u64 {
    pow(a, p - 2, p)
}

/// acc += g·b, lane by lane (no reduction: the caller bounds the number of updates).
#[inline]
fn axpy(acc: &mut [u64], g: u32, b: &[u32]) {
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU supports AVX2 (checked just above).
            unsafe { axpy_avx2(acc, g, b) };
            return;
        }
    }
    axpy_plain(acc, g, b)
}

#[inline(always)]
fn axpy_plain(acc: &mut [u64], g: u32, b: &[u32]) {
    for (x, &y) in acc.iter_mut().zip(b) {
        *x += g as u64 * y as u64;
    }
}

/// The same loop compiled for AVX2 (4 lanes of 32×32→64 products), chosen at run time so
/// the binary still runs on any x86-64.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn axpy_avx2(acc: &mut [u64], g: u32, b: &[u32]) {
    axpy_plain(acc, g, b)
}

/// A row-reduced basis of the rows seen so far, built greedily in input order.
///
/// Each basis row has a pivot (its first nonzero column, scaled to 1) and is zero at the
/// pivots of all earlier basis rows, so reducing a new row against the basis in insertion
/// order clears every pivot column.
pub struct Echelon {
    pub p: u64,
    md: Modulus,
    pub cols: usize,
    /// Basis rows, flat, `cols` residues each.
    data: Vec<u32>,
    pub pivots: Vec<usize>,
    /// Which inserted row each basis row came from.
    pub sources: Vec<usize>,
    inserted: usize,
    scratch: Vec<u64>,
}

impl Echelon {
    pub fn new(p: u64, cols: usize) -> Echelon {
        debug_assert!(p < PRIME_LIMIT);
        Echelon {
            p,
            md: Modulus::new(p),
            cols,
            data: Vec::new(),
            pivots: Vec::new(),
            sources: Vec::new(),
            inserted: 0,
            scratch: vec![0; cols],
        }
    }

    pub fn rank(&self) -> usize {
        self.pivots.len()
    }

    pub fn row(&self, k: usize) -> &[u32] {
        &self.data[k * self.cols..(k + 1) * self.cols]
    }

    /// Reduces `row` (residues below p) against the basis; keeps it if independent.
    /// Returns whether it was independent. Counts its work on `control`.
    pub fn insert(&mut self, row: &[u64], control: &mut Control) -> Result<bool> {
        let p = self.p;
        let md = self.md;
        let cols = self.cols;
        let acc = &mut self.scratch;
        acc.copy_from_slice(row);
        let mut pending = 0u32;
        let mut work = 0u64;
        for (k, &c) in self.pivots.iter().enumerate() {
            let a = md.reduce(acc[c]);
            if a == 0 {
                acc[c] = 0;
                continue;
            }
            let g = (p - a) as u32;
            let basis = &self.data[k * cols + c..(k + 1) * cols];
            axpy(&mut acc[c..], g, basis);
            work += (cols - c) as u64;
            pending += 1;
            if pending == LAZY {
                // All of it: a later basis row may have an earlier pivot.
                for x in acc.iter_mut() {
                    *x = md.reduce(*x);
                }
                pending = 0;
            }
        }
        control.step(work / 64 + 1)?;
        let source = self.inserted;
        self.inserted += 1;
        let mut lead = None;
        for (j, x) in acc.iter_mut().enumerate() {
            *x = md.reduce(*x);
            if lead.is_none() && *x != 0 {
                lead = Some(j);
            }
        }
        let Some(lead) = lead else {
            return Ok(false);
        };
        let s = inv(acc[lead], p);
        self.data.extend(acc.iter().map(|&x| md.mul(x, s) as u32));
        self.pivots.push(lead);
        self.sources.push(source);
        Ok(true)
    }

    /// The reduced row echelon form of the row space: rows sorted by pivot, each pivot
    /// column zero in every other row. Returns (pivots, rows).
    pub fn rref(&self, control: &mut Control) -> Result<(Vec<usize>, Vec<Vec<u64>>)> {
        let p = self.p;
        let md = self.md;
        let mut order: Vec<usize> = (0..self.rank()).collect();
        order.sort_by_key(|&k| self.pivots[k]);
        let pivots: Vec<usize> = order.iter().map(|&k| self.pivots[k]).collect();
        let mut rows: Vec<Vec<u64>> = order
            .iter()
            .map(|&k| self.row(k).iter().map(|&x| x as u64).collect())
            .collect();
        // Clear each pivot column above its row, last pivot first. Row k is final when
        // used (every later pivot was cleared from it), and its pivot column c is never
        // touched by the lazily summed updates of later pivots (they start right of c).
        let mut pending = vec![0u32; rows.len()];
        for k in (0..rows.len()).rev() {
            let c = pivots[k];
            let (above, rest) = rows.split_at_mut(k);
            let pivot_row = &mut rest[0];
            if pending[k] > 0 {
                for x in pivot_row.iter_mut() {
                    *x = md.reduce(*x);
                }
                pending[k] = 0;
            }
            for (r, count) in above.iter_mut().zip(pending.iter_mut()) {
                let a = md.reduce(r[c]);
                if a == 0 {
                    continue;
                }
                let g = (p - a) as u32;
                for (x, &b) in r[c..].iter_mut().zip(&pivot_row[c..]) {
                    *x += g as u64 * (b as u32) as u64;
                }
                *count += 1;
                if *count == LAZY {
                    for x in r.iter_mut() {
                        *x = md.reduce(*x);
                    }
                    *count = 0;
                }
            }
            control.step((k * self.cols) as u64 / 64 + 1)?;
        }
        for r in rows.iter_mut() {
            for x in r.iter_mut() {
                *x = md.reduce(*x);
            }
        }
        Ok((pivots, rows))
    }
}

/// Null space basis from an RREF: one vector per free column f, equal to 1 at f, 0 at the
/// other free columns and −R[k][f] at pivot k. Only the pivot entries are returned, in
/// pivot order (the rest is implied).
pub fn kernel_from_rref(
    p: u64,
    cols: usize,
    pivots: &[usize],
    rows: &[Vec<u64>],
) -> (Vec<usize>, Vec<Vec<u64>>) {
    let mut is_pivot = vec![false; cols];
    for &c in pivots {
        is_pivot[c] = true;
    }
    let free: Vec<usize> = (0..cols).filter(|&c| !is_pivot[c]).collect();
    let vectors = free
        .iter()
        .map(|&f| rows.iter().map(|r| (p - r[f]) % p).collect())
        .collect();
    (free, vectors)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primes_are_prime_and_below_limit() {
        let ps: Vec<u64> = Primes::new().take(5).collect();
        assert_eq!(ps.len(), 5);
        for w in ps.windows(2) {
            assert!(w[0] > w[1]);
        }
        assert!(ps.iter().all(|&p| p < PRIME_LIMIT && is_prime(p)));
        assert_eq!(ps[0], 268_435_399); // the largest prime below 2^28
    }

    #[test]
    fn dispatched_row_update_matches_the_plain_loop() {
        let b: Vec<u32> = (0..1003u32)
            .map(|i| i.wrapping_mul(2_654_435_761) >> 4)
            .collect();
        let mut a1: Vec<u64> = (0..1003u64).map(|i| i * 12_345).collect();
        let mut a2 = a1.clone();
        for g in [0u32, 1, 268_435_398, 77_777] {
            axpy(&mut a1, g, &b);
            axpy_plain(&mut a2, g, &b);
        }
        assert_eq!(a1, a2);
    }

    #[test]
    fn barrett_matches_division() {
        let mut s: u64 = 12345;
        for p in Primes::new().take(3).chain([3, 5, 268_435_399]) {
            let md = Modulus::new(p);
            for x in [
                0,
                1,
                p - 1,
                p,
                p + 1,
                2 * p - 1,
                u64::MAX,
                u64::MAX - 1,
                (p - 1) * (p - 1),
            ] {
                assert_eq!(md.reduce(x), x % p, "{x} mod {p}");
            }
            for _ in 0..100_000 {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                assert_eq!(md.reduce(s), s % p);
            }
        }
    }

    #[test]
    fn inverse() {
        let p = 268_435_399;
        for a in [1, 2, 12345, p - 1] {
            assert_eq!(mul(a, inv(a, p), p), 1);
        }
    }

    #[test]
    fn rank_and_lazy_reduction() {
        // 300 rows with many large entries: exercises the delayed reduction path.
        let p = 268_435_399;
        let cols = 300;
        let mut e = Echelon::new(p, cols);
        let mut c = Control::unlimited();
        let mut s: u64 = 1;
        let mut rows = Vec::new();
        for _ in 0..cols {
            let row: Vec<u64> = (0..cols)
                .map(|_| {
                    s = s
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    (s >> 33) % p
                })
                .collect();
            rows.push(row);
        }
        for r in &rows {
            e.insert(r, &mut c).unwrap();
        }
        assert_eq!(e.rank(), cols);
        // Sums of earlier rows are dependent.
        let sum: Vec<u64> = (0..cols)
            .map(|j| (rows[3][j] + 2 * rows[7][j]) % p)
            .collect();
        let mut e2 = Echelon::new(p, cols);
        for r in rows.iter().take(10) {
            e2.insert(r, &mut c).unwrap();
        }
        assert!(!e2.insert(&sum, &mut c).unwrap());
        assert_eq!(e2.rank(), 10);
    }
}
