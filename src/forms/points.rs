//! Point lists in the playground's notation: one point per line or `;`-separated,
//! coordinates separated by spaces or commas, integers, fractions `p/q` or decimals.

use super::rational::Rational;
use super::{MAX_N, MAX_POINTS};
use crate::error::{invalid, parse_error, too_large, Result};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::collections::HashMap;
use std::fmt;
use std::str::FromStr;

/// Points of Q^n, kept exactly as typed (in lowest terms).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointSet {
    n: usize,
    points: Vec<Vec<Rational>>,
}

impl PointSet {
    /// Checks dimensions and zero vectors; `n` is needed when the list may be empty.
    pub fn new(n: usize, points: Vec<Vec<Rational>>) -> Result<PointSet> {
        if n == 0 {
            return invalid("points need at least one coordinate");
        }
        if n > MAX_N {
            return too_large(format!("at most {MAX_N} coordinates (variables), not {n}"));
        }
        if points.len() > MAX_POINTS {
            return too_large(format!("at most {MAX_POINTS} points, not {}", points.len()));
        }
        for (i, p) in points.iter().enumerate() {
            if p.len() != n {
                return invalid(format!(
                    "point {} has {} coordinate{}, expected {n}",
                    i + 1,
                    p.len(),
                    if p.len() == 1 { "" } else { "s" }
                ));
            }
            if p.iter().all(Rational::is_zero) {
                return invalid(format!(
                    "point {} is the zero vector: it lies on every form and is not a point of projective space",
                    i + 1
                ));
            }
        }
        Ok(PointSet { n, points })
    }

    /// Parses with a known number of coordinates (the page), allowing an empty list.
    pub fn parse_with_n(text: &str, n: usize) -> Result<PointSet> {
        let points = parse_rows(text)?;
        PointSet::new(n, points)
    }

    pub fn n(&self) -> usize {
        self.n
    }

    pub fn len(&self) -> usize {
        self.points.len()
    }

    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    pub fn points(&self) -> &[Vec<Rational>] {
        &self.points
    }

    /// The primitive integer vector on the same line through the origin, first nonzero
    /// entry positive: proportional points get equal vectors.
    pub fn integer_point(p: &[Rational]) -> Vec<BigInt> {
        // Small integer coordinates (the common case) without big-number arithmetic.
        let small: Option<Vec<i64>> = p
            .iter()
            .map(|c| {
                use num_traits::ToPrimitive;
                match c.denom().is_one() {
                    true => c.numer().to_i64().filter(|v| v.unsigned_abs() < 1 << 62),
                    false => None,
                }
            })
            .collect();
        if let Some(v) = small {
            let g = v.iter().fold(0i64, |g, &x| num_integer::gcd(g, x)).max(1);
            let sign = v.iter().find(|&&x| x != 0).map_or(1, |&x| x.signum());
            return v.iter().map(|&x| BigInt::from(x / g * sign)).collect();
        }
        let mut l = BigInt::one();
        for c in p {
            l = l.lcm(c.denom());
        }
        let mut v: Vec<BigInt> = p.iter().map(|c| c.numer() * (&l / c.denom())).collect();
        let mut g = BigInt::zero();
        for c in &v {
            g = g.gcd(c);
        }
        let negative = v
            .iter()
            .find(|c| !c.is_zero())
            .is_some_and(|c| c.is_negative());
        for c in v.iter_mut() {
            *c = &*c / &g;
            if negative {
                *c = -&*c;
            }
        }
        v
    }

    /// Distinct projective points as primitive integer vectors, and for each input point
    /// the index of its class.
    pub fn projective(&self) -> (Vec<Vec<BigInt>>, Vec<usize>) {
        let mut classes: Vec<Vec<BigInt>> = Vec::new();
        let mut index: HashMap<Vec<BigInt>, usize> = HashMap::new();
        let mut of = Vec::with_capacity(self.points.len());
        for p in &self.points {
            let v = PointSet::integer_point(p);
            let next = classes.len();
            let k = *index.entry(v.clone()).or_insert(next);
            if k == next {
                classes.push(v);
            }
            of.push(k);
        }
        (classes, of)
    }
}

fn parse_rows(text: &str) -> Result<Vec<Vec<Rational>>> {
    let mut points = Vec::new();
    for row in text.split(['\n', ';']) {
        let row = row.trim();
        if row.is_empty() {
            continue;
        }
        if points.len() >= MAX_POINTS {
            return too_large(format!("at most {MAX_POINTS} points"));
        }
        let mut coords = Vec::new();
        for word in row.split([' ', ',', '\t', '\r']).filter(|w| !w.is_empty()) {
            if coords.len() > MAX_N {
                return too_large(format!(
                    "point {} has more than {MAX_N} coordinates",
                    points.len() + 1
                ));
            }
            match word.parse::<Rational>() {
                Ok(c) => coords.push(c),
                Err(e) => {
                    return Err(crate::Error::Parse(format!(
                        "point {}, coordinate {}: {}",
                        points.len() + 1,
                        coords.len() + 1,
                        e.message()
                    )))
                }
            }
        }
        points.push(coords);
    }
    Ok(points)
}

impl FromStr for PointSet {
    type Err = crate::Error;

    /// The number of coordinates is that of the first point.
    fn from_str(text: &str) -> Result<PointSet> {
        let points = parse_rows(text)?;
        let Some(first) = points.first() else {
            return parse_error("no points: write one point per line or separate them by `;`");
        };
        PointSet::new(first.len(), points)
    }
}

impl fmt::Display for PointSet {
    /// `x y z; x y z; …` (round-trips through `FromStr`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.points.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            for (j, c) in p.iter().enumerate() {
                if j > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        let p: PointSet = "1 2 3\n4,5/2 , -6;0.5 0 1".parse().unwrap();
        assert_eq!(p.n(), 3);
        assert_eq!(p.to_string(), "1 2 3; 4 5/2 -6; 1/2 0 1");
        assert_eq!(p.to_string().parse::<PointSet>().unwrap(), p);
    }

    #[test]
    fn clear_errors() {
        let e = "1 2 3; 1 2".parse::<PointSet>().unwrap_err();
        assert_eq!(e.message(), "point 2 has 2 coordinates, expected 3");
        let e = "1 2; 0 0".parse::<PointSet>().unwrap_err();
        assert!(e.message().contains("point 2 is the zero vector"));
        let e = "1 2; 3 x".parse::<PointSet>().unwrap_err();
        assert!(e.message().starts_with("point 2, coordinate 2:"), "{e}");
        let e = "1 1/0".parse::<PointSet>().unwrap_err();
        assert!(e.message().contains("zero denominator"));
        assert!("".parse::<PointSet>().is_err());
        assert!(PointSet::parse_with_n("", 3).unwrap().is_empty());
    }

    #[test]
    fn proportional_points_share_a_class() {
        let p: PointSet = "1 2 3; -2 -4 -6; 1/3 2/3 1; 1 2 4".parse().unwrap();
        let (classes, of) = p.projective();
        assert_eq!(of, vec![0, 0, 0, 1]);
        assert_eq!(classes[0], vec![1.into(), 2.into(), 3.into()]);
    }
}
