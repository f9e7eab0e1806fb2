//! Exact rank of an evaluation matrix over Q, proven from both sides.
//!
//! Lower bound: a nonzero minor modulo p is nonzero over Q, so rank mod p ≤ rank over Q,
//! and rows independent mod p are independent over Q.
//! Upper bound: either the trivial min(#points, #monomials), or N − r integer forms that
//! vanish exactly (big integers) on every point and are independent by construction (each
//! is 1 at its own free monomial, 0 at the others). Rank r mod p plus such a kernel pins
//! the rank over Q at r. The kernel comes from residues modulo several primes (Chinese
//! remaindering, rational reconstruction), checked against a fresh prime, then exactly.

use super::modp::{self, Echelon, Primes};
use crate::error::{Error, Result};
use crate::work::Control;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// How the rank was proven, for people.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Full column rank modulo this prime.
    FullRank { prime: u64 },
    /// Every (distinct) point independent modulo this prime: rank = number of points.
    AllPoints { prime: u64 },
    /// Rank r modulo a prime and N − r kernel forms checked exactly.
    Kernel { primes: usize },
}

impl Proof {
    pub fn describe(&self) -> String {
        match self {
            Proof::FullRank { prime } => format!(
                "full rank modulo the prime {prime}, hence over Q (a nonzero minor mod p is nonzero)"
            ),
            Proof::AllPoints { prime } => format!(
                "the points' rows are independent modulo the prime {prime}, hence over Q, and there are no more rows"
            ),
            Proof::Kernel { primes } => format!(
                "rank modulo a prime, and the kernel forms (reconstructed from {primes} prime{}) vanish exactly on every point",
                if *primes == 1 { "" } else { "s" }
            ),
        }
    }
}

pub struct RankResult {
    pub rank: usize,
    /// Indices of rows forming a basis of the row space (in input order).
    pub basis: Vec<usize>,
    /// Integer forms spanning the kernel, sparse (column, coefficient), leading
    /// coefficient positive, content 1. Empty when the rank is full; `None` if not asked
    /// for and not needed as a proof.
    pub kernel: Option<Vec<Vec<(usize, BigInt)>>>,
    pub proof: Proof,
}

/// Evaluation rows modulo p, built one at a time.
struct RowsModP<'a> {
    points: &'a [Vec<BigInt>],
    monos: &'a [Vec<u32>],
    d: usize,
}

impl RowsModP<'_> {
    fn row(&self, i: usize, p: u64, out: &mut [u64]) {
        row_mod_p(&self.points[i], self.monos, self.d, p, out)
    }

    fn echelon(&self, p: u64, control: &mut Control, report: bool) -> Result<Echelon> {
        let cols = self.monos.len();
        let m = self.points.len();
        let mut e = Echelon::new(p, cols);
        let mut row = vec![0u64; cols];
        for i in 0..m {
            if report && i % 8 == 0 {
                control.progress(i as u64, m as u64, "rows mod p")?;
            }
            self.row(i, p, &mut row);
            e.insert(&row, control)?;
            if e.rank() == cols {
                break;
            }
        }
        Ok(e)
    }
}

/// The evaluation row of one integer point modulo p.
pub fn row_mod_p(pt: &[BigInt], monos: &[Vec<u32>], d: usize, p: u64, out: &mut [u64]) {
    let md = modp::Modulus::new(p);
    // Powers x_i^e mod p in one flat table (row i at i·(d+1)).
    let mut powers = vec![1; pt.len() * (d + 1)];
    for (i, c) in pt.iter().enumerate() {
        let r = match c.to_i64() {
            Some(v) => v.rem_euclid(p as i64) as u64,
            None => c.mod_floor(&BigInt::from(p)).to_u64().unwrap(),
        };
        let pw = &mut powers[i * (d + 1)..(i + 1) * (d + 1)];
        for e in 1..=d {
            pw[e] = md.mul(pw[e - 1], r);
        }
    }
    for (o, alpha) in out.iter_mut().zip(monos) {
        // The first factor needs no multiplication.
        let mut v = None;
        for (i, &e) in alpha.iter().enumerate() {
            if e > 0 {
                let f = powers[i * (d + 1) + e as usize];
                v = Some(v.map_or(f, |v| md.mul(v, f)));
            }
        }
        *o = v.unwrap_or(1);
    }
}

/// Bits sufficient for any minor of the matrix (Hadamard), to bound the primes needed.
fn minor_bits(points: &[Vec<BigInt>], d: usize, r: usize, cols: usize) -> u64 {
    let coord_bits = points
        .iter()
        .flatten()
        .map(|c| c.bits())
        .max()
        .unwrap_or(1)
        .max(1);
    // |x^α| ≤ (n·max|x_i|)^d is loose but safe; row norm ≤ sqrt(cols)·max entry.
    let n = points.first().map_or(1, Vec::len) as u64;
    let entry = d as u64 * (coord_bits + 64 - n.leading_zeros() as u64);
    let row = entry + (64 - (cols as u64).leading_zeros() as u64) / 2 + 1;
    r as u64 * row + 1
}

/// Garner step: x ≡ old mod m, x ≡ r mod p, 0 ≤ x < m·p.
fn crt(old: &BigInt, m: &BigInt, r: u64, p: u64, m_inv_mod_p: u64) -> BigInt {
    let old_mod = (old % p).to_u64().unwrap();
    let t = modp::mul((r + p - old_mod) % p, m_inv_mod_p, p);
    old + m * t
}

/// a/b with |a|, b ≤ sqrt(m/2) and a ≡ b·u (mod m), if one exists.
fn reconstruct(u: &BigInt, m: &BigInt, bound: &BigInt) -> Option<(BigInt, BigInt)> {
    let (mut r0, mut r1) = (m.clone(), u.mod_floor(m));
    let (mut t0, mut t1) = (BigInt::zero(), BigInt::one());
    while &r1 > bound {
        let q = &r0 / &r1;
        let r2 = &r0 - &q * &r1;
        r0 = std::mem::replace(&mut r1, r2);
        let t2 = &t0 - &q * &t1;
        t0 = std::mem::replace(&mut t1, t2);
    }
    if t1.is_zero() || &t1.abs() > bound || !r1.gcd(&t1).is_one() {
        return None;
    }
    if t1.is_negative() {
        Some((-r1, -t1))
    } else {
        Some((r1, t1))
    }
}

/// A kernel candidate: per free column, the integer coefficients at the pivots and at
/// the free column itself (after clearing denominators).
struct Candidate {
    /// (pivot entries, free entry), integers with gcd 1 and free entry > 0.
    vectors: Vec<(Vec<BigInt>, BigInt)>,
}

fn reconstruct_all(residues: &[Vec<BigInt>], m: &BigInt) -> Option<Candidate> {
    let bound = (m >> 1u32).sqrt();
    let half = m >> 1u32;
    // Every entry's denominator divides one minor (Cramer), so a denominator found once
    // is carried along: for most entries D·u mod m is then already the small numerator
    // and no extended Euclid is needed.
    let mut den = BigInt::one();
    let mut vectors = Vec::with_capacity(residues.len());
    let mut all: Vec<Vec<BigInt>> = Vec::with_capacity(residues.len());
    for vec in residues {
        let mut nums = Vec::with_capacity(vec.len());
        for u in vec {
            let mut scaled = (u * &den).mod_floor(m);
            if scaled > half {
                scaled -= m;
            }
            if scaled.abs() <= bound {
                nums.push(scaled);
                continue;
            }
            let (a, b) = reconstruct(&scaled, m, &bound)?;
            // Earlier numerators (this vector and before) were relative to the old den.
            for x in nums.iter_mut().chain(all.iter_mut().flatten()) {
                *x *= &b;
            }
            den *= &b;
            if den.abs() > bound {
                return None;
            }
            nums.push(a);
        }
        all.push(nums);
    }
    for nums in all {
        // vector = nums/den at the pivots and 1 at the free column: scale by den.
        let mut g = den.clone();
        for x in &nums {
            g = g.gcd(x);
        }
        let nums: Vec<BigInt> = nums.into_iter().map(|x| x / &g).collect();
        vectors.push((nums, &den / g));
    }
    Some(Candidate { vectors })
}

/// Does the candidate reduce mod p to the kernel mod p (same pivots)?
fn agrees(c: &Candidate, p: u64, kernel: &[Vec<u64>]) -> bool {
    let bp = BigInt::from(p);
    let residue = |x: &BigInt| -> Option<u64> { x.mod_floor(&bp).to_u64() };
    for ((nums, den), k) in c.vectors.iter().zip(kernel) {
        let Some(dr) = residue(den) else { return false };
        if dr == 0 {
            return false;
        }
        let dinv = modp::inv(dr, p);
        for (x, &want) in nums.iter().zip(k) {
            match residue(x) {
                Some(v) if modp::mul(v, dinv, p) == want => {}
                _ => return false,
            }
        }
    }
    true
}

/// The candidate's forms evaluated exactly at every point.
fn vanishes_exactly(
    c: &Candidate,
    pivots: &[usize],
    free: &[usize],
    points: &[Vec<BigInt>],
    monos: &[Vec<u32>],
    d: usize,
    control: &mut Control,
) -> Result<bool> {
    for (i, pt) in points.iter().enumerate() {
        control.progress(i as u64, points.len() as u64, "exact check")?;
        let powers: Vec<Vec<BigInt>> = pt
            .iter()
            .map(|x| {
                let mut pw = vec![BigInt::one(); d + 1];
                for e in 1..=d {
                    pw[e] = &pw[e - 1] * x;
                }
                pw
            })
            .collect();
        let mut cache: Vec<Option<BigInt>> = vec![None; monos.len()];
        let mut value = |col: usize| -> BigInt {
            if let Some(v) = &cache[col] {
                return v.clone();
            }
            let mut v = BigInt::one();
            for (pw, &e) in powers.iter().zip(&monos[col]) {
                if e > 0 {
                    v *= &pw[e as usize];
                }
            }
            cache[col] = Some(v.clone());
            v
        };
        for ((nums, den), &f) in c.vectors.iter().zip(free) {
            let mut sum = den * value(f);
            for (x, &col) in nums.iter().zip(pivots) {
                if !x.is_zero() {
                    sum += x * value(col);
                }
            }
            control.step(nums.len() as u64 / 16 + 1)?;
            if !sum.is_zero() {
                return Ok(false);
            }
        }
    }
    Ok(true)
}

/// Largest kernel (entries × bits per entry, by the Hadamard bound) computed when the
/// rank is already proven without it.
pub const KERNEL_BITS_LIMIT: u64 = 50_000_000;

/// Estimated size of the kernel's integer coefficients in bits.
pub fn kernel_size_bits(points: &[Vec<BigInt>], d: usize, r: usize, cols: usize) -> u64 {
    let entries = (cols - r.min(cols)) as u64 * (r as u64 + 1);
    entries.saturating_mul(minor_bits(points, d, r, cols))
}

/// Largest number of primes tried before giving up (each adds 27 bits).
const MAX_PRIMES: usize = 4000;

/// Exact rank of the evaluation matrix of `points` (primitive integer vectors, pairwise
/// non-proportional or not) in the monomials `monos` of degree `d`.
pub fn exact_rank(
    points: &[Vec<BigInt>],
    monos: &[Vec<u32>],
    d: usize,
    want_kernel: bool,
    control: &mut Control,
) -> Result<RankResult> {
    let cols = monos.len();
    let rows = RowsModP { points, monos, d };
    let mut primes = Primes::new();
    let p0 = primes.next().expect("primes");
    let first = rows.echelon(p0, control, true)?;
    let upper = points.len().min(cols);
    if first.rank() == cols {
        return Ok(RankResult {
            rank: cols,
            basis: first.sources.clone(),
            kernel: Some(Vec::new()),
            proof: Proof::FullRank { prime: p0 },
        });
    }
    // A kernel not needed as proof is skipped when it would be enormous (hundreds of
    // forms with coefficients of thousands of digits help nobody and cost minutes).
    let want_kernel =
        want_kernel && kernel_size_bits(points, d, first.rank(), cols) <= KERNEL_BITS_LIMIT;
    if first.rank() == upper && !want_kernel {
        return Ok(RankResult {
            rank: upper,
            basis: first.sources.clone(),
            kernel: None,
            proof: Proof::AllPoints { prime: p0 },
        });
    }

    // Kernel phase. The best signature (highest rank, then earliest pivots) is the one
    // over Q; primes giving a worse one are unlucky and skipped.
    let mut best: Option<(usize, Vec<usize>)> = None;
    let mut basis = Vec::new();
    let mut free = Vec::new();
    let mut modulus = BigInt::one();
    let mut residues: Vec<Vec<BigInt>> = Vec::new();
    let mut used = 0usize;
    let mut next_try = 1usize;
    let mut candidate: Option<Candidate> = None;
    let mut echelon = Some(first);
    let mut limit = MAX_PRIMES;
    for attempt in 0..MAX_PRIMES {
        let e = match echelon.take() {
            Some(e) => e,
            None => {
                let Some(p) = primes.next() else { break };
                rows.echelon(p, control, false)?
            }
        };
        let p = e.p;
        if e.rank() == cols {
            return Ok(RankResult {
                rank: cols,
                basis: e.sources.clone(),
                kernel: Some(Vec::new()),
                proof: Proof::FullRank { prime: p },
            });
        }
        let (pivots, rref) = e.rref(control)?;
        let sig = (e.rank(), pivots.clone());
        let better = match &best {
            None => true,
            Some((r, piv)) => sig.0 > *r || (sig.0 == *r && sig.1 < *piv),
        };
        let (fr, kernel) = modp::kernel_from_rref(p, cols, &pivots, &rref);
        if better {
            if best.is_some() && e.rank() == upper && !want_kernel {
                return Ok(RankResult {
                    rank: upper,
                    basis: e.sources.clone(),
                    kernel: None,
                    proof: Proof::AllPoints { prime: p },
                });
            }
            best = Some(sig);
            basis = e.sources.clone();
            free = fr;
            modulus = BigInt::from(p);
            residues = kernel
                .iter()
                .map(|v| v.iter().map(|&x| BigInt::from(x)).collect())
                .collect();
            used = 1;
            next_try = 1;
            candidate = None;
            let (r, _) = best.as_ref().unwrap();
            let bits = minor_bits(points, d, *r, cols);
            // Enough primes for numerator and denominator of any entry, plus slack
            // for unlucky primes; past it something is wrong, so stop honestly.
            limit = (attempt + (2 * bits as usize) / 27 + 8).min(MAX_PRIMES);
        } else if sig == *best.as_ref().unwrap() {
            if let Some(c) = candidate.take() {
                if agrees(&c, p, &kernel) {
                    let (_, piv) = best.as_ref().unwrap();
                    if vanishes_exactly(&c, piv, &free, points, monos, d, control)? {
                        let rank = piv.len();
                        let forms = c
                            .vectors
                            .into_iter()
                            .zip(&free)
                            .map(|((nums, den), &f)| {
                                let mut terms: Vec<(usize, BigInt)> = piv
                                    .iter()
                                    .copied()
                                    .zip(nums)
                                    .filter(|(_, x)| !x.is_zero())
                                    .collect();
                                terms.push((f, den));
                                terms.sort_by_key(|t| t.0);
                                if terms[0].1.is_negative() {
                                    for t in terms.iter_mut() {
                                        t.1 = -&t.1;
                                    }
                                }
                                terms
                            })
                            .collect();
                        return Ok(RankResult {
                            rank,
                            basis,
                            kernel: Some(forms),
                            proof: Proof::Kernel { primes: used },
                        });
                    }
                }
            }
            let limbs = modulus.bits() / 64 + 1;
            control.step(residues.iter().map(Vec::len).sum::<usize>() as u64 * limbs / 8 + 1)?;
            let m_inv = modp::inv((&modulus % p).to_u64().unwrap(), p);
            for (res, k) in residues.iter_mut().zip(&kernel) {
                for (x, &r) in res.iter_mut().zip(k) {
                    *x = crt(x, &modulus, r, p, m_inv);
                }
            }
            modulus *= p;
            used += 1;
        } else {
            continue;
        }
        control.progress(used as u64, (limit - attempt + used) as u64, "primes")?;
        if used >= next_try {
            next_try = (used * 3 / 2).max(used + 1);
            let limbs = modulus.bits() / 64 + 1;
            control.step(
                residues.iter().map(Vec::len).sum::<usize>() as u64 * limbs * limbs / 8 + 1,
            )?;
            candidate = reconstruct_all(&residues, &modulus);
        }
        if attempt >= limit {
            break;
        }
    }
    Err(Error::Stopped(
        "the exact kernel needed more primes than the limit allows; this should not happen, please report the points".into(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rational_reconstruction() {
        let m = BigInt::from(1_000_003i64) * BigInt::from(999_983i64);
        let bound = (&m >> 1u32).sqrt();
        // -7/12 mod m
        let ext = BigInt::from(12).extended_gcd(&m);
        let u = (BigInt::from(-7) * ext.x).mod_floor(&m);
        assert_eq!(
            reconstruct(&u, &m, &bound),
            Some((BigInt::from(-7), BigInt::from(12)))
        );
        // Any answer satisfies the congruence within the bounds (correctness is
        // decided by the exact check, not here).
        for u in [3u64 << 39, 123_456_789_012, 5] {
            let u = BigInt::from(u);
            if let Some((a, b)) = reconstruct(&u, &m, &bound) {
                assert!(a.abs() <= bound && b <= bound && b > BigInt::zero());
                assert_eq!((&b * &u - &a).mod_floor(&m), BigInt::zero());
            }
        }
    }

    #[test]
    fn exact_check_rejects_a_form_that_misses_a_point() {
        use crate::forms::monomial::monomials;
        let monos = monomials(3, 2);
        let pts: Vec<Vec<BigInt>> = [[1, 1, 1], [4, 1, 2], [1, 4, 2], [9, 1, 3]]
            .iter()
            .map(|p| p.iter().map(|&x| BigInt::from(x)).collect())
            .collect();
        // xy − z²: pivot entry at xy (column 1) is −1 relative to +1 at z² (column 5).
        let good = Candidate {
            vectors: vec![(vec![BigInt::from(-1)], BigInt::one())],
        };
        let mut c = Control::unlimited();
        assert!(vanishes_exactly(&good, &[1], &[5], &pts, &monos, 2, &mut c).unwrap());
        // xy − z² + (a multiple of p) passes mod p but not exactly.
        let bad = Candidate {
            vectors: vec![(
                vec![BigInt::from(-1) + BigInt::from(268_435_399u64)],
                BigInt::one(),
            )],
        };
        assert!(!vanishes_exactly(&bad, &[1], &[5], &pts, &monos, 2, &mut c).unwrap());
    }
}
