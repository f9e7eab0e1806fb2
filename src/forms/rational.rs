//! Exact rationals over `BigInt`, always in lowest terms with a positive denominator.

use crate::error::{parse_error, Result};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::fmt;
use std::str::FromStr;

/// Digits allowed in one number: keeps exact evaluation of high powers affordable.
pub const MAX_DIGITS: usize = 120;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rational {
    num: BigInt,
    den: BigInt,
}

impl Rational {
    pub fn new(num: BigInt, den: BigInt) -> Option<Rational> {
        if den.is_zero() {
            return None;
        }
        let g = num.gcd(&den);
        let (mut num, mut den) = (num / &g, den / &g);
        if den.is_negative() {
            num = -num;
            den = -den;
        }
        Some(Rational { num, den })
    }

    pub fn integer(n: impl Into<BigInt>) -> Rational {
        Rational {
            num: n.into(),
            den: BigInt::one(),
        }
    }

    pub fn zero() -> Rational {
        Rational::integer(0)
    }

    pub fn numer(&self) -> &BigInt {
        &self.num
    }

    pub fn denom(&self) -> &BigInt {
        &self.den
    }

    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    pub fn add(&self, o: &Rational) -> Rational {
        Rational::new(&self.num * &o.den + &o.num * &self.den, &self.den * &o.den).unwrap()
    }

    pub fn sub(&self, o: &Rational) -> Rational {
        Rational::new(&self.num * &o.den - &o.num * &self.den, &self.den * &o.den).unwrap()
    }

    pub fn mul(&self, o: &Rational) -> Rational {
        Rational::new(&self.num * &o.num, &self.den * &o.den).unwrap()
    }

    /// `None` for division by zero.
    pub fn div(&self, o: &Rational) -> Option<Rational> {
        Rational::new(&self.num * &o.den, &self.den * &o.num)
    }
}

fn parse_integer(s: &str, whole: &str) -> Result<BigInt> {
    let digits = s.strip_prefix(['+', '-']).unwrap_or(s);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return parse_error(format!(
            "`{whole}` is not a number (integers, p/q or decimals)"
        ));
    }
    if digits.len() > MAX_DIGITS {
        return crate::error::too_large(format!(
            "`{}…` has more than {MAX_DIGITS} digits",
            &digits[..12]
        ));
    }
    Ok(BigInt::from_str(s).expect("checked digits"))
}

impl FromStr for Rational {
    type Err = crate::Error;

    /// Integers `-3`, fractions `2/7`, decimals `0.25` (exact).
    fn from_str(text: &str) -> Result<Rational> {
        let t = text.trim();
        if let Some((p, q)) = t.split_once('/') {
            let num = parse_integer(p.trim(), t)?;
            let den = parse_integer(q.trim(), t)?;
            if q.trim().starts_with(['+', '-']) {
                return parse_error(format!("`{t}`: write the sign on the numerator"));
            }
            return Rational::new(num, den)
                .map_or_else(|| parse_error(format!("`{t}` has a zero denominator")), Ok);
        }
        if let Some((a, b)) = t.split_once('.') {
            if b.starts_with(['+', '-']) || b.is_empty() && a.is_empty() {
                return parse_error(format!("`{t}` is not a number"));
            }
            let b_digits = if b.is_empty() { "0" } else { b };
            let negative = a.starts_with('-');
            let a_abs = a.strip_prefix(['+', '-']).unwrap_or(a);
            let int = parse_integer(if a_abs.is_empty() { "0" } else { a_abs }, t)?;
            let frac = parse_integer(b_digits, t)?;
            let scale = num_traits::pow(BigInt::from(10), b.len());
            let num = int * &scale + frac;
            let num = if negative { -num } else { num };
            return Ok(Rational::new(num, scale).unwrap());
        }
        Ok(Rational::integer(parse_integer(t, t)?))
    }
}

impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den.is_one() {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(s: &str) -> Rational {
        s.parse().unwrap()
    }

    #[test]
    fn parses_and_prints() {
        assert_eq!(r("6/4").to_string(), "3/2");
        assert_eq!(r("-6/4").to_string(), "-3/2");
        assert_eq!(r("0.25").to_string(), "1/4");
        assert_eq!(r("-1.5").to_string(), "-3/2");
        assert_eq!(r(".5").to_string(), "1/2");
        assert_eq!(r("+7").to_string(), "7");
        assert_eq!(r("0/5").to_string(), "0");
    }

    #[test]
    fn rejects_bad_numbers() {
        for bad in [
            "", "1/0", "abc", "1/", "/2", "1e5", "--1", "1/-2", "1.2.3", ".",
        ] {
            assert!(bad.parse::<Rational>().is_err(), "{bad}");
        }
        assert!("1".repeat(200).parse::<Rational>().is_err());
    }

    #[test]
    fn arithmetic() {
        assert_eq!(r("1/2").add(&r("1/3")), r("5/6"));
        assert_eq!(r("1/2").sub(&r("1/3")), r("1/6"));
        assert_eq!(r("2/3").mul(&r("3/4")), r("1/2"));
        assert_eq!(r("2/3").div(&r("4/3")).unwrap(), r("1/2"));
        assert!(r("1").div(&r("0")).is_none());
    }
}
