//! The slow, obviously correct reference: Gaussian elimination over exact fractions on the
//! evaluation matrix of the points as typed. Used by tests and benchmarks as an oracle.

use super::monomial::monomials;
use super::points::PointSet;
use super::rational::Rational;

/// The evaluation matrix M[j][α] = x_j^α over Q.
pub fn evaluation_matrix(points: &PointSet, d: usize) -> Vec<Vec<Rational>> {
    let monos = monomials(points.n(), d);
    points
        .points()
        .iter()
        .map(|x| {
            monos
                .iter()
                .map(|alpha| {
                    let mut v = Rational::integer(1);
                    for (c, &e) in x.iter().zip(alpha) {
                        for _ in 0..e {
                            v = v.mul(c);
                        }
                    }
                    v
                })
                .collect()
        })
        .collect()
}

/// Rank by plain fraction elimination.
pub fn rank(matrix: &[Vec<Rational>]) -> usize {
    let mut a: Vec<Vec<Rational>> = matrix.to_vec();
    let cols = a.first().map_or(0, Vec::len);
    let mut r = 0;
    for c in 0..cols {
        let Some(pr) = (r..a.len()).find(|&i| !a[i][c].is_zero()) else {
            continue;
        };
        a.swap(r, pr);
        for i in r + 1..a.len() {
            if a[i][c].is_zero() {
                continue;
            }
            let f = a[i][c].div(&a[r][c]).unwrap();
            let (top, bottom) = a.split_at_mut(i);
            for (x, y) in bottom[0][c..].iter_mut().zip(&top[r][c..]) {
                *x = x.sub(&f.mul(y));
            }
        }
        r += 1;
    }
    r
}

/// Rank of the evaluation matrix of `points` in degree d.
pub fn rank_of(points: &PointSet, d: usize) -> usize {
    rank(&evaluation_matrix(points, d))
}
