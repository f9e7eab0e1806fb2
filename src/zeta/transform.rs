//! The four transforms: fast in-place (blocked for the cache), one pass at a time for the
//! page, and by definition (O(3^n)) as the oracle and for "which T are summed".

use super::arith::Arith;
use crate::error::{invalid, parse_error, too_large, Error, Result};
use crate::work::Control;
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

/// Largest n the transforms accept (2^30 i64 values are 8 GiB).
pub const MAX_N: u32 = 30;
/// Largest n for the O(3^n) definition (3^16 ≈ 43 million terms).
pub const MAX_DEFINITION_N: u32 = 16;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Transform {
    /// ζ′(f)(S) = Σ_{T ⊆ S} f(T)
    SubsetZeta,
    /// μ′(f)(S) = Σ_{T ⊆ S} (−1)^{|S|−|T|} f(T)
    SubsetMobius,
    /// ζ(f)(S) = Σ_{T ⊇ S} f(T)
    SupersetZeta,
    /// μ(f)(S) = Σ_{T ⊇ S} (−1)^{|T|−|S|} f(T)
    SupersetMobius,
}

impl Transform {
    pub const ALL: [Transform; 4] = [
        Transform::SubsetZeta,
        Transform::SubsetMobius,
        Transform::SupersetZeta,
        Transform::SupersetMobius,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Transform::SubsetZeta => "subset-zeta",
            Transform::SubsetMobius => "subset-mobius",
            Transform::SupersetZeta => "superset-zeta",
            Transform::SupersetMobius => "superset-mobius",
        }
    }

    pub fn inverse(self) -> Transform {
        match self {
            Transform::SubsetZeta => Transform::SubsetMobius,
            Transform::SubsetMobius => Transform::SubsetZeta,
            Transform::SupersetZeta => Transform::SupersetMobius,
            Transform::SupersetMobius => Transform::SupersetZeta,
        }
    }

    /// The same kind of transform on the other side (subset ↔ superset).
    pub fn mirror(self) -> Transform {
        match self {
            Transform::SubsetZeta => Transform::SupersetZeta,
            Transform::SubsetMobius => Transform::SupersetMobius,
            Transform::SupersetZeta => Transform::SubsetZeta,
            Transform::SupersetMobius => Transform::SubsetMobius,
        }
    }

    /// Sums over T ⊆ S (otherwise T ⊇ S).
    pub fn is_subset(self) -> bool {
        matches!(self, Transform::SubsetZeta | Transform::SubsetMobius)
    }

    pub fn is_mobius(self) -> bool {
        matches!(self, Transform::SubsetMobius | Transform::SupersetMobius)
    }
}

impl fmt::Display for Transform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Transform {
    type Err = Error;
    fn from_str(s: &str) -> Result<Self> {
        let t = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        let t = t.replace("möbius", "mobius");
        Transform::ALL
            .into_iter()
            .find(|x| x.name() == t)
            .map_or_else(
                || {
                    parse_error(format!(
                        "unknown transform `{s}`: use subset-zeta, subset-mobius, superset-zeta or superset-mobius"
                    ))
                },
                Ok,
            )
    }
}

/// n for an array of length 2^n.
pub fn log2_len(len: usize) -> Result<u32> {
    if len == 0 || !len.is_power_of_two() {
        return invalid(format!(
            "the number of values must be a power of two (1, 2, 4, 8, …), not {len}"
        ));
    }
    let n = len.trailing_zeros();
    if n > MAX_N {
        return too_large(format!("n = {n} is beyond the limit of {MAX_N}"));
    }
    Ok(n)
}

/// The set of bit i of a mask, as people write it: {0,2}.
pub fn set_label(mask: u64) -> String {
    let items: Vec<String> = (0..64)
        .filter(|i| mask >> i & 1 == 1)
        .map(|i| i.to_string())
        .collect();
    format!("{{{}}}", items.join(","))
}

// ---------------------------------------------------------------------------------------
// The fast transform.
//
// Each pass combines the pairs (S, S ∪ {i}). Passing over the whole array once per bit is
// memory-bound for large n, so the bits are done in cache-sized pieces:
//  1. the low bits, inside blocks of 2^LOW_BITS values that stay in L2;
//  2. the high bits, GROUP_BITS at a time, on tiles of 2^GROUP_BITS rows × TILE_COLS columns
//     (rows 2^bit apart) copied into a contiguous buffer, so that each value travels between
//     memory and cache once per group instead of once per bit.
// Within both, bits go two per sweep (radix 4): about 30% faster than one per sweep; three
// per sweep measured no better.

/// Block of the first stage in bytes (within L2 of current x86 and ARM cores).
const LOW_BYTES: usize = 256 << 10;
/// Bits per high-bit group, and the tile width (columns) in bytes: 256 rows × 512 bytes,
/// a 128 KiB tile (tuned on a Zen 4 core; 6..10 bits and 256..2048 bytes are all close).
const GROUP_BITS: u32 = 8;
const TILE_COL_BYTES: usize = 512;
/// Progress is reported about every this many element-bits.
const REPORT_EVERY: u64 = 1 << 23;

/// Counts element-bits for the budget and reports progress now and then.
struct Meter<'c, 'a> {
    control: &'c mut Control<'a>,
    done: u64,
    total: u64,
    next: u64,
}

impl<'c, 'a> Meter<'c, 'a> {
    fn new(control: &'c mut Control<'a>, total: u64) -> Self {
        Meter {
            control,
            done: 0,
            total,
            next: REPORT_EVERY,
        }
    }

    fn add(&mut self, element_bits: u64) -> Result<()> {
        self.control.step(element_bits)?;
        self.done += element_bits;
        if self.done >= self.next || self.done == self.total {
            self.next = self.done + REPORT_EVERY;
            self.control
                .progress(self.done, self.total, "element-bits")?;
        }
        Ok(())
    }
}

#[inline(always)]
fn rows<E, F: Fn(&mut E, &mut E)>(lo: &mut [E], hi: &mut [E], f: &F) {
    for (l, h) in lo.iter_mut().zip(hi.iter_mut()) {
        f(l, h);
    }
}

/// One pass of `bit` over data whose length is a multiple of 2^(bit+1).
#[inline(always)]
fn pass_raw<E, F: Fn(&mut E, &mut E)>(data: &mut [E], bit: u32, f: &F) {
    let h = 1usize << bit;
    for chunk in data.chunks_exact_mut(2 * h) {
        let (lo, hi) = chunk.split_at_mut(h);
        rows(lo, hi, f);
    }
}

/// Bits `bit` and `bit + 1` in one sweep: each group of four rows is read and written once
/// instead of twice (the passes of different bits commute, so the order within is free).
#[inline(always)]
fn pass2_raw<E: Copy, F: Fn(&mut E, &mut E)>(data: &mut [E], bit: u32, f: &F) {
    let h = 1usize << bit;
    for chunk in data.chunks_exact_mut(4 * h) {
        let (a, rest) = chunk.split_at_mut(h);
        let (b, rest) = rest.split_at_mut(h);
        let (c, d) = rest.split_at_mut(h);
        for (((x0, x1), x2), x3) in a
            .iter_mut()
            .zip(b.iter_mut())
            .zip(c.iter_mut())
            .zip(d.iter_mut())
        {
            let (mut v0, mut v1, mut v2, mut v3) = (*x0, *x1, *x2, *x3);
            f(&mut v0, &mut v1);
            f(&mut v2, &mut v3);
            f(&mut v0, &mut v2);
            f(&mut v1, &mut v3);
            (*x0, *x1, *x2, *x3) = (v0, v1, v2, v3);
        }
    }
}

/// Passes for bits from..to, two at a time where possible.
#[inline(always)]
fn passes<E: Copy, F: Fn(&mut E, &mut E)>(data: &mut [E], from: u32, to: u32, f: &F) {
    let mut bit = from;
    while bit + 1 < to {
        pass2_raw(data, bit, f);
        bit += 2;
    }
    if bit < to {
        pass_raw(data, bit, f);
    }
}

/// Bits 0..3 together, eight values at a time (the short strides do not vectorise).
#[inline(always)]
fn low3<E: Copy, F: Fn(&mut E, &mut E)>(data: &mut [E], f: &F) {
    for c in data.chunks_exact_mut(8) {
        let mut v = [c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]];
        for bit in 0..3 {
            let h = 1 << bit;
            for s in 0..8 {
                if s & h == 0 {
                    let (a, b) = v.split_at_mut(s + h);
                    f(&mut a[s], &mut b[0]);
                }
            }
        }
        c.copy_from_slice(&v);
    }
}

/// Bits 0..bits of every block of 2^bits values.
#[inline(always)]
fn low_bits<E: Copy, F: Fn(&mut E, &mut E)>(block: &mut [E], bits: u32, f: &F) {
    if bits >= 3 {
        low3(block, f);
        passes(block, 3, bits, f);
    } else {
        passes(block, 0, bits, f);
    }
}

#[inline(always)]
fn run<E: Copy + Default, F: Fn(&mut E, &mut E)>(
    data: &mut [E],
    n: u32,
    f: &F,
    meter: &mut Meter,
) -> Result<()> {
    let size = std::mem::size_of::<E>().max(1);
    let low = n.min((LOW_BYTES / size).max(8).ilog2());
    let block = 1usize << low;
    for b in data.chunks_exact_mut(block) {
        low_bits(b, low, f);
        meter.add(block as u64 * low as u64)?;
    }
    let cols = (TILE_COL_BYTES / size).max(1);
    let mut tile: Vec<E> = Vec::new();
    let mut bit = low;
    while bit < n {
        let g = GROUP_BITS.min(n - bit);
        let stride = 1usize << bit;
        let rows_n = 1usize << g;
        let w = cols.min(stride);
        if tile.len() < rows_n * w {
            tile.resize(rows_n * w, E::default());
        }
        let tile = &mut tile[..rows_n * w];
        for chunk in data.chunks_exact_mut(stride << g) {
            for c in (0..stride).step_by(w) {
                for (r, row) in tile.chunks_exact_mut(w).enumerate() {
                    row.copy_from_slice(&chunk[r * stride + c..][..w]);
                }
                let wb = w.trailing_zeros();
                passes(tile, wb, wb + g, f);
                for (r, row) in tile.chunks_exact(w).enumerate() {
                    chunk[r * stride + c..][..w].copy_from_slice(row);
                }
            }
            meter.add((stride << g) as u64 * g as u64)?;
        }
        bit += g;
    }
    Ok(())
}

/// `run` compiled for AVX2, chosen at run time (the plain build targets SSE2). An AVX-512
/// copy measured twice as slow at n = 24 on Zen 4, so there is none.
#[cfg(target_arch = "x86_64")]
mod simd {
    use super::*;

    #[target_feature(enable = "avx2")]
    pub unsafe fn run_avx2<E: Copy + Default, F: Fn(&mut E, &mut E)>(
        data: &mut [E],
        n: u32,
        f: &F,
        meter: &mut Meter,
    ) -> Result<()> {
        run(data, n, f, meter)
    }
}

fn dispatch<E: Copy + Default, F: Fn(&mut E, &mut E)>(
    data: &mut [E],
    n: u32,
    f: F,
    control: &mut Control,
) -> Result<()> {
    let mut meter = Meter::new(control, data.len() as u64 * n as u64);
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has the feature, checked just above.
            return unsafe { simd::run_avx2(data, n, &f, &mut meter) };
        }
    }
    run(data, n, &f, &mut meter)
}

/// Apply `t` in place, O(n·2^n). The control counts element-bits (n·2^n in all).
pub fn apply<A: Arith>(
    a: &A,
    t: Transform,
    data: &mut [A::Elem],
    control: &mut Control,
) -> Result<()> {
    let n = log2_len(data.len())?;
    let a = *a;
    match t {
        Transform::SubsetZeta => dispatch(data, n, move |l, h| *h = a.add(*h, *l), control),
        Transform::SubsetMobius => dispatch(data, n, move |l, h| *h = a.sub(*h, *l), control),
        Transform::SupersetZeta => dispatch(data, n, move |l, h| *l = a.add(*l, *h), control),
        Transform::SupersetMobius => dispatch(data, n, move |l, h| *l = a.sub(*l, *h), control),
    }
}

/// The unnormalised Walsh–Hadamard transform (x, y) → (x + y, x − y), in place; applied
/// twice it multiplies by 2^n.
pub fn walsh_hadamard<A: Arith>(a: &A, data: &mut [A::Elem], control: &mut Control) -> Result<()> {
    let n = log2_len(data.len())?;
    let a = *a;
    dispatch(
        data,
        n,
        move |l, h| {
            let (x, y) = (*l, *h);
            *l = a.add(x, y);
            *h = a.sub(x, y);
        },
        control,
    )
}

/// One pass of the fast algorithm: the pairs (S, S ∪ {bit}) for every S without `bit`.
pub fn pass<A: Arith>(a: &A, t: Transform, bit: u32, data: &mut [A::Elem]) -> Result<()> {
    let n = log2_len(data.len())?;
    if bit >= n {
        return invalid(format!("bit {bit} is outside 0..{n}"));
    }
    let a = *a;
    match t {
        Transform::SubsetZeta => pass_raw(data, bit, &|l, h| *h = a.add(*h, *l)),
        Transform::SubsetMobius => pass_raw(data, bit, &|l, h| *h = a.sub(*h, *l)),
        Transform::SupersetZeta => pass_raw(data, bit, &|l, h| *l = a.add(*l, *h)),
        Transform::SupersetMobius => pass_raw(data, bit, &|l, h| *l = a.sub(*l, *h)),
    }
    Ok(())
}

/// The textbook loop (one full sweep per bit, no blocking): the in-run baseline of the
/// benchmark, and a second oracle.
pub fn apply_plain<A: Arith>(a: &A, t: Transform, data: &mut [A::Elem]) -> Result<()> {
    let n = log2_len(data.len())?;
    for bit in 0..n {
        let h = 1usize << bit;
        for s in 0..data.len() {
            if s & h == 0 {
                let (l, u) = (data[s], data[s | h]);
                match t {
                    Transform::SubsetZeta => data[s | h] = a.add(u, l),
                    Transform::SubsetMobius => data[s | h] = a.sub(u, l),
                    Transform::SupersetZeta => data[s] = a.add(l, u),
                    Transform::SupersetMobius => data[s] = a.sub(l, u),
                }
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------------------
// By definition.

/// One term of the defining sum of `t` at S: f(T) with sign ±1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Term {
    pub set: u32,
    pub sign: i8,
}

fn check_set(n: u32, s: u32) -> Result<()> {
    if n > MAX_DEFINITION_N {
        return too_large(format!(
            "the definition is O(3^n); n = {n} is beyond {MAX_DEFINITION_N}"
        ));
    }
    if (s as u64) >> n != 0 {
        return invalid(format!(
            "the set {} is not a subset of {{0,…,{}}}",
            set_label(s as u64),
            n as i64 - 1
        ));
    }
    Ok(())
}

/// The T the definition of `t` sums over at S, with signs, in increasing order of T.
pub fn terms(n: u32, t: Transform, s: u32) -> Result<Vec<Term>> {
    check_set(n, s)?;
    let full = ((1u64 << n) - 1) as u32;
    let mut out = Vec::new();
    for set in 0..=full {
        let inside = if t.is_subset() {
            set & !s == 0
        } else {
            s & !set == 0
        };
        if inside {
            let odd = (set ^ s).count_ones() % 2 == 1;
            let sign = if t.is_mobius() && odd { -1 } else { 1 };
            out.push(Term { set, sign });
        }
    }
    Ok(out)
}

/// `t` by its definition, O(3^n) (submask enumeration): the oracle for the fast version.
pub fn by_definition<A: Arith>(a: &A, t: Transform, data: &[A::Elem]) -> Result<Vec<A::Elem>> {
    let n = log2_len(data.len())?;
    check_set(n, 0)?;
    let full = (1u32 << n) - 1;
    let mut out = vec![a.zero(); data.len()];
    for s in 0..=full {
        // Enumerate the free bits: R ⊆ S for subset sums, R ⊆ X∖S (T = S ∪ R) for superset.
        let free = if t.is_subset() { s } else { full & !s };
        let mut r = free;
        let mut acc = a.zero();
        loop {
            let set = if t.is_subset() { r } else { s | r };
            let odd = (set ^ s).count_ones() % 2 == 1;
            acc = if t.is_mobius() && odd {
                a.sub(acc, data[set as usize])
            } else {
                a.add(acc, data[set as usize])
            };
            if r == 0 {
                break;
            }
            r = (r - 1) & free;
        }
        out[s as usize] = acc;
    }
    Ok(out)
}

/// Why the inverse undoes `t` at S: composing them, f(U) is counted with the coefficient
/// Σ_k (−1)^k C(m, k), m = |U Δ S|, which is 1 for U = S and 0 otherwise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Cancellation {
    pub set: u32,
    /// m = |U Δ S|: the size of the range of intermediate sets.
    pub m: u32,
    /// (−1)^k C(m, k) for k = 0..=m.
    pub terms: Vec<i64>,
    pub total: i64,
}

pub fn cancellation(n: u32, t: Transform, s: u32) -> Result<Vec<Cancellation>> {
    check_set(n, s)?;
    Ok(terms(n, t, s)?
        .into_iter()
        .map(|term| {
            let m = (term.set ^ s).count_ones();
            let mut c = 1i64; // C(m, k), built row by row
            let mut ts = Vec::with_capacity(m as usize + 1);
            for k in 0..=m as i64 {
                ts.push(if k % 2 == 0 { c } else { -c });
                c = c * (m as i64 - k) / (k + 1);
            }
            Cancellation {
                set: term.set,
                m,
                total: ts.iter().sum(),
                terms: ts,
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::super::arith::Wrapping;
    use super::*;

    #[test]
    fn names_round_trip() {
        for t in Transform::ALL {
            assert_eq!(t.name().parse::<Transform>().unwrap(), t);
            assert_eq!(t.inverse().inverse(), t);
        }
        assert_eq!(
            "Subset Möbius".parse::<Transform>().unwrap(),
            Transform::SubsetMobius
        );
        assert!("zeta".parse::<Transform>().is_err());
    }

    #[test]
    fn small_example_by_hand() {
        // n = 2: f = (f∅, f{0}, f{1}, f{0,1}) = (1, 2, 3, 4)
        let mut v = vec![1, 2, 3, 4];
        apply(
            &Wrapping,
            Transform::SubsetZeta,
            &mut v,
            &mut Control::unlimited(),
        )
        .unwrap();
        assert_eq!(v, vec![1, 3, 4, 10]);
        let mut v = vec![1, 2, 3, 4];
        apply(
            &Wrapping,
            Transform::SupersetZeta,
            &mut v,
            &mut Control::unlimited(),
        )
        .unwrap();
        assert_eq!(v, vec![10, 6, 7, 4]);
        let mut v = vec![1, 3, 4, 10];
        apply(
            &Wrapping,
            Transform::SubsetMobius,
            &mut v,
            &mut Control::unlimited(),
        )
        .unwrap();
        assert_eq!(v, vec![1, 2, 3, 4]);
    }

    #[test]
    fn lengths_are_checked() {
        let mut v = vec![1i64; 6];
        let e = apply(
            &Wrapping,
            Transform::SubsetZeta,
            &mut v,
            &mut Control::unlimited(),
        );
        assert!(matches!(e, Err(Error::Invalid(_))));
        assert!(pass(&Wrapping, Transform::SubsetZeta, 3, &mut [0i64; 8]).is_err());
        assert!(terms(3, Transform::SubsetZeta, 8).is_err());
    }

    #[test]
    fn cancellation_is_binomial() {
        let rows = cancellation(3, Transform::SupersetZeta, 0).unwrap();
        assert_eq!(rows.len(), 8);
        let full = rows.iter().find(|r| r.set == 7).unwrap();
        assert_eq!(full.terms, vec![1, -3, 3, -1]);
        assert!(rows.iter().all(|r| r.total == (r.set == 0) as i64));
    }

    #[test]
    fn budget_stops_the_transform() {
        let mut v = vec![1i64; 1 << 12];
        let mut c = Control::unlimited().with_budget(1000);
        assert!(matches!(
            apply(&Wrapping, Transform::SubsetZeta, &mut v, &mut c),
            Err(Error::Stopped(_))
        ));
    }

    #[test]
    fn set_labels() {
        assert_eq!(set_label(0), "{}");
        assert_eq!(set_label(0b101), "{0,2}");
    }
}
