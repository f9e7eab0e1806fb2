//! Homogeneous interpolation: do the values at given points determine a form of degree d
//! in n variables? Exactly over Q, with the explanation (the forms vanishing on all
//! points), redundant points, the Hilbert function and constructions.
//!
//! ```
//! use asobiba::forms::{check, PointSet};
//! use asobiba::Control;
//! // Six points on the conic xy = z²: rank 5, the conic itself is the kernel.
//! let pts: PointSet = "1 1 1; 4 1 2; 1 4 2; 9 1 3; 1 9 3; 4 9 6".parse().unwrap();
//! let c = check(&pts, 2, &mut Control::unlimited()).unwrap();
//! assert_eq!((c.rank, c.determined), (5, false));
//! assert_eq!(c.kernel, vec!["x*y - z^2"]);
//! ```
//!
//! Limits (documented for users; larger inputs get a `TooLarge` error, not a hang):
//! n ≤ [`MAX_N`] variables, at most [`MAX_POINTS`] points, d ≤ [`MAX_D`], at most
//! [`MAX_DIM`] monomials, numbers of at most [`rational::MAX_DIGITS`] digits.

pub mod exact;
pub mod modp;
pub mod monomial;
pub mod oracle;
pub mod points;
pub mod rational;

pub use exact::Proof;
pub use monomial::{dimension, monomials};
pub use points::PointSet;
pub use rational::Rational;

use crate::error::{invalid, too_large, Result};
use crate::work::Control;
use num_bigint::BigInt;
use serde::Serialize;

pub const MAX_N: usize = 8;
pub const MAX_POINTS: usize = 2000;
pub const MAX_D: usize = 40;
pub const MAX_DIM: u64 = 2000;

/// Checks n and d against the limits and returns the monomials.
fn monomials_for(n: usize, d: usize) -> Result<Vec<Vec<u32>>> {
    if n == 0 || n > MAX_N {
        return invalid(format!("n must be between 1 and {MAX_N}, not {n}"));
    }
    if d > MAX_D {
        return too_large(format!("the degree d must be at most {MAX_D}, not {d}"));
    }
    match dimension(n, d) {
        Some(dim) if dim <= MAX_DIM => Ok(monomials(n, d)),
        _ => too_large(format!(
            "forms of degree {d} in {n} variables have more than {MAX_DIM} monomials (the limit)"
        )),
    }
}

/// One kernel form for drawing: (exponents, integer coefficient as text).
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Term {
    pub exponents: Vec<u32>,
    pub coefficient: String,
}

/// The answer for one point set and degree. Indices are 0-based input positions.
#[derive(Clone, Debug, Serialize)]
pub struct Check {
    pub n: usize,
    pub d: usize,
    /// C(n+d−1, d): the number of monomials, i.e. of conditions needed.
    pub dim: usize,
    pub points: usize,
    /// Points counted once per line through the origin.
    pub distinct: usize,
    pub rank: usize,
    pub determined: bool,
    /// A basis of the forms vanishing on every point, as polynomials.
    pub kernel: Vec<String>,
    /// Set when the kernel was too large to write out (see `exact::KERNEL_BITS_LIMIT`);
    /// the rank is then proven by the points alone and `kernel` is empty.
    pub kernel_omitted: Option<String>,
    /// The same forms term by term, for drawing.
    pub kernel_terms: Vec<Vec<Term>>,
    /// Points whose values follow from those at `basis`.
    pub redundant: Vec<usize>,
    /// Independent points spanning all conditions: a smallest determining subset when
    /// `determined`.
    pub basis: Vec<usize>,
    /// Groups of input points that are the same projective point (proportional).
    pub proportional: Vec<Vec<usize>>,
    /// How the rank was proven.
    pub proof: String,
}

fn classes_of(points: &PointSet) -> (Vec<Vec<BigInt>>, Vec<usize>, Vec<Vec<usize>>) {
    let (classes, of) = points.projective();
    let mut members = vec![Vec::new(); classes.len()];
    for (i, &k) in of.iter().enumerate() {
        members[k].push(i);
    }
    (classes, of, members)
}

/// Determined or not, with the kernel forms, redundant points and a basis.
pub fn check(points: &PointSet, d: usize, control: &mut Control) -> Result<Check> {
    let n = points.n();
    let monos = monomials_for(n, d)?;
    let (classes, _, members) = classes_of(points);
    let r = exact::exact_rank(&classes, &monos, d, true, control)?;
    let kernel_omitted = match (&r.kernel, r.rank < monos.len()) {
        (None, true) => Some(format!(
            "{} forms whose coefficients may have up to about {} digits (Hadamard bound): too large to list; the rank is proven by the points alone",
            monos.len() - r.rank,
            (exact::kernel_size_bits(&classes, d, r.rank, monos.len())
                / ((monos.len() - r.rank) as u64 * (r.rank as u64 + 1)))
                * 30103
                / 100000
        )),
        _ => None,
    };
    let kernel = r.kernel.unwrap_or_default();
    let basis: Vec<usize> = {
        let mut b: Vec<usize> = r.basis.iter().map(|&k| members[k][0]).collect();
        b.sort_unstable();
        b
    };
    let in_basis = {
        let mut v = vec![false; points.len()];
        for &i in &basis {
            v[i] = true;
        }
        v
    };
    Ok(Check {
        n,
        d,
        dim: monos.len(),
        points: points.len(),
        distinct: classes.len(),
        rank: r.rank,
        determined: r.rank == monos.len(),
        kernel: kernel
            .iter()
            .map(|f| monomial::form_text(n, &monos, f))
            .collect(),
        kernel_omitted,
        kernel_terms: kernel
            .iter()
            .map(|f| {
                f.iter()
                    .map(|(c, a)| Term {
                        exponents: monos[*c].clone(),
                        coefficient: a.to_string(),
                    })
                    .collect()
            })
            .collect(),
        redundant: (0..points.len()).filter(|&i| !in_basis[i]).collect(),
        basis,
        proportional: members.into_iter().filter(|m| m.len() > 1).collect(),
        proof: r.proof.describe(),
    })
}

/// Exact rank only (no kernel unless needed as a proof).
pub fn rank(points: &PointSet, d: usize, control: &mut Control) -> Result<(usize, usize, Proof)> {
    let monos = monomials_for(points.n(), d)?;
    let (classes, _, _) = classes_of(points);
    let r = exact::exact_rank(&classes, &monos, d, false, control)?;
    Ok((r.rank, monos.len(), r.proof))
}

/// The Hilbert function h(d) = rank of the evaluation matrix in degree d, d = 0 … max_d.
pub fn hilbert(points: &PointSet, max_d: usize, control: &mut Control) -> Result<Vec<usize>> {
    monomials_for(points.n(), max_d)?;
    let (classes, _, _) = classes_of(points);
    let mut h = Vec::new();
    for d in 0..=max_d {
        control.progress(d as u64, max_d as u64 + 1, "degrees")?;
        // h is nondecreasing and bounded by the number of points (a linear form missing
        // every point multiplies injectively): once it reaches that number it stays.
        if h.last() == Some(&classes.len()) {
            h.push(classes.len());
            continue;
        }
        let monos = monomials(points.n(), d);
        h.push(exact::exact_rank(&classes, &monos, d, false, control)?.rank);
    }
    Ok(h)
}

/// A determining set by construction, with the reason it works.
#[derive(Clone, Debug, Serialize)]
pub struct Construction {
    pub n: usize,
    pub d: usize,
    pub dim: usize,
    /// The vectors v1 … vn.
    pub basis: String,
    /// The points, in the notation.
    pub points: String,
    pub why: String,
    /// The construction checked like any user input.
    pub check: Check,
}

/// The standard affine choice v_i = e_i + e_n (i < n), v_n = e_n: the points are
/// (α_1, …, α_{n−1}, d), all in the chart x_n = 1 after scaling.
pub fn default_basis(n: usize) -> PointSet {
    let rows = (0..n)
        .map(|i| {
            (0..n)
                .map(|j| Rational::integer(i64::from(j == i || j == n - 1)))
                .collect()
        })
        .collect();
    PointSet::new(n, rows).expect("valid basis")
}

/// The principal lattice {Σ α_i v_i : |α| = d}. For d = 0 that is the origin, which
/// determines nothing, so the point v_n is used instead.
pub fn principal_lattice(basis: &PointSet, d: usize) -> Result<PointSet> {
    let n = basis.n();
    if basis.len() != n {
        return invalid(format!(
            "the construction needs exactly {n} vectors, got {}",
            basis.len()
        ));
    }
    let monos = monomials_for(n, d)?;
    if d == 0 {
        return PointSet::new(n, vec![basis.points()[n - 1].clone()]);
    }
    let pts = monos
        .iter()
        .map(|alpha| {
            (0..n)
                .map(|j| {
                    let mut s = Rational::zero();
                    for (v, &a) in basis.points().iter().zip(alpha) {
                        s = s.add(&v[j].mul(&Rational::integer(a)));
                    }
                    s
                })
                .collect()
        })
        .collect();
    PointSet::new(n, pts)
}

/// The principal lattice for a basis (default: [`default_basis`]), checked.
pub fn construct(
    n: usize,
    d: usize,
    basis: Option<&PointSet>,
    control: &mut Control,
) -> Result<Construction> {
    monomials_for(n, d)?;
    let basis = match basis {
        Some(b) => {
            if b.n() != n || b.len() != n {
                return invalid(format!(
                    "the basis must be {n} vectors with {n} coordinates each"
                ));
            }
            // Degree-1 evaluation is the matrix of the vectors themselves.
            let (r, _, _) = rank(b, 1, control)?;
            if r < n {
                return invalid(format!(
                    "the basis vectors are linearly dependent (rank {r} < {n})"
                ));
            }
            b.clone()
        }
        None => default_basis(n),
    };
    let pts = principal_lattice(&basis, d)?;
    let c = check(&pts, d, control)?;
    let why = if d == 0 {
        "A constant is fixed by its value at any point other than the origin.".to_string()
    } else {
        format!(
            "The points Σ α_i v_i with |α| = {d} lie on the affine hyperplane through {d}·v_1, …, {d}·v_n, \
             which misses the origin. After the linear change of variables taking v_i to e_i, \
             restricting a form of degree {d} to that hyperplane is a polynomial of degree ≤ {d} \
             in {} variables (no information lost: a form vanishing on a hyperplane off the origin \
             vanishes on its cone, which is dense), and the simplex lattice is unisolvent for \
             those polynomials (by induction: the lattice points on the face α_n = 0 force a \
             vanishing polynomial to vanish on that face, so the face's linear form divides it; \
             the quotient has degree d − 1 and vanishes on the remaining points, a lattice of \
             degree d − 1).",
            n - 1
        )
    };
    Ok(Construction {
        n,
        d,
        dim: c.dim,
        basis: basis.to_string(),
        points: pts.to_string(),
        why,
        check: c,
    })
}

/// The user's points plus the fewest points that make them determining.
#[derive(Clone, Debug, Serialize)]
pub struct Completion {
    pub added: String,
    pub added_count: usize,
    /// All points (the user's, then the added ones).
    pub points: String,
    /// Rank of the user's points alone; N − rank points are needed and were added.
    pub rank_before: usize,
    pub check: Check,
}

/// Adds N − rank points from a principal lattice over the points' bounding box (in the
/// chart x_n = 1 when every point is there), each independent of what came before.
pub fn complete(points: &PointSet, d: usize, control: &mut Control) -> Result<Completion> {
    let n = points.n();
    let monos = monomials_for(n, d)?;
    let (classes, _, _) = classes_of(points);
    let before = exact::exact_rank(&classes, &monos, d, false, control)?.rank;
    let candidates = principal_lattice(&lattice_basis(points), d)?;
    let (cand_classes, _) = candidates.projective();
    let need = monos.len() - before;
    for p in modp::Primes::new().take(20) {
        let mut e = modp::Echelon::new(p, monos.len());
        let mut row = vec![0u64; monos.len()];
        for cls in &classes {
            exact::row_mod_p(cls, &monos, d, p, &mut row);
            e.insert(&row, control)?;
        }
        if e.rank() != before {
            continue; // an unlucky prime for the user's points
        }
        let mut added = Vec::new();
        for (k, cls) in cand_classes.iter().enumerate() {
            if e.rank() == monos.len() {
                break;
            }
            exact::row_mod_p(cls, &monos, d, p, &mut row);
            if e.insert(&row, control)? {
                added.push(k);
            }
        }
        if e.rank() < monos.len() {
            continue; // unlucky for the lattice; the lattice spans over Q
        }
        debug_assert_eq!(added.len(), need);
        // The candidates in lattice order are exactly its classes (no repeats).
        // Shown in the chart x_n = 1 where possible (same projective points).
        let added_pts: Vec<Vec<Rational>> = added
            .iter()
            .map(|&k| {
                let p = &candidates.points()[k];
                match p[n - 1].is_zero() {
                    true => p.clone(),
                    false => p.iter().map(|c| c.div(&p[n - 1]).unwrap()).collect(),
                }
            })
            .collect();
        let mut all = points.points().to_vec();
        all.extend(added_pts.iter().cloned());
        let added_set = PointSet::new(n, added_pts)?;
        let all_set = PointSet::new(n, all)?;
        let c = check(&all_set, d, control)?;
        return Ok(Completion {
            added: added_set.to_string(),
            added_count: added_set.len(),
            points: all_set.to_string(),
            rank_before: before,
            check: c,
        });
    }
    crate::error::invalid("could not complete the points with 20 primes (please report this input)")
}

/// v_n = (corner, 1), v_i = (corner + size·e_i, 1)·… scaled so the lattice spans the
/// points' bounding box in the chart x_n = 1; the standard basis shape otherwise.
fn lattice_basis(points: &PointSet) -> PointSet {
    let n = points.n();
    let affine: Option<Vec<Vec<Rational>>> = points
        .points()
        .iter()
        .map(|p| {
            let last = &p[n - 1];
            if last.is_zero() {
                None
            } else {
                Some(p[..n - 1].iter().map(|c| c.div(last).unwrap()).collect())
            }
        })
        .collect();
    let affine = match affine {
        Some(a) if !a.is_empty() && n > 1 => a,
        _ => return default_basis(n),
    };
    let mut lo = affine[0].clone();
    let mut hi = affine[0].clone();
    for a in &affine {
        for j in 0..n - 1 {
            if a[j].sub(&lo[j]).numer() < &BigInt::from(0) {
                lo[j] = a[j].clone();
            }
            if a[j].sub(&hi[j]).numer() > &BigInt::from(0) {
                hi[j] = a[j].clone();
            }
        }
    }
    let mut size = Rational::integer(1);
    for j in 0..n - 1 {
        let s = hi[j].sub(&lo[j]);
        if s.sub(&size).numer() > &BigInt::from(0) {
            size = s;
        }
    }
    let mut corner: Vec<Rational> = lo.clone();
    corner.push(Rational::integer(1));
    let rows = (0..n)
        .map(|i| {
            let mut v = corner.clone();
            if i < n - 1 {
                v[i] = v[i].add(&size);
            }
            v
        })
        .collect();
    // Independent: the matrix is (corner row) plus size·e_i on the first n−1 rows,
    // determinant size^(n−1) ≠ 0.
    PointSet::new(n, rows).expect("valid basis")
}
