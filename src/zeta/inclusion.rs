//! Inclusion–exclusion as a transform: from sets A_0 … A_{n−1}, intersection sizes
//! f(S) = |∩_{i∈S} A_i|, union sizes g(S) = |∪_{i∈S} A_i|, and g = ζ′(f̃) with
//! f̃(S) = (−1)^{|S|+1} f(S), f̃(∅) = 0.

use super::arith::Wrapping;
use super::transform::{apply, Transform};
use crate::error::{invalid, too_large, Error, Location, Result};
use crate::work::Control;
use serde::Serialize;

/// More sets than this make pictures and tables pointless (2^12 regions).
pub const MAX_SETS: usize = 12;
/// Elements per set: enough for any diagram a person reads, small enough that pasted junk
/// is refused rather than counted.
pub const MAX_ELEMENTS: usize = 200;
/// Characters per element name.
pub const MAX_NAME: usize = 24;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Venn {
    pub n: u32,
    /// regions[R]: elements in exactly the sets of R (regions[∅] = 0).
    pub regions: Vec<i64>,
    /// f(S) = |∩_{i∈S} A_i| for S ≠ ∅, f(∅) = 0; this is ζ(regions) off ∅.
    pub intersections: Vec<i64>,
    /// f̃(S) = (−1)^{|S|+1} f(S).
    pub signed: Vec<i64>,
    /// g = ζ′(f̃): the union sizes by inclusion–exclusion.
    pub unions: Vec<i64>,
    /// (−1)^{|S|+1} μ′(f)(S): the same union sizes through the Möbius transform.
    pub unions_by_mobius: Vec<i64>,
    /// The elements in each region, sorted (empty lists when built from counts).
    pub members: Vec<Vec<String>>,
}

/// Punctuation allowed in element names besides letters and digits (of any script).
const NAME_PUNCTUATION: &str = "_-.'+";

/// The name of set i as the page shows it: A, B, C, …
fn set_name(i: usize) -> String {
    match u8::try_from(i).ok().filter(|&i| i < 26) {
        Some(i) => char::from(b'A' + i).to_string(),
        None => format!("{}", i + 1),
    }
}

/// What is wrong with one of the sets (0-based `set`, 1-based `element`). It becomes the
/// crate's error for the input `sets`, at line `set + 1` (the sets are written one per
/// `;`-separated part), column `element`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetError {
    NameTooLong {
        set: usize,
        element: usize,
        chars: usize,
    },
    BadCharacter {
        set: usize,
        element: usize,
        name: String,
        found: char,
    },
    TooManyElements {
        set: usize,
        count: usize,
    },
}

impl std::fmt::Display for SetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetError::NameTooLong { set, element, chars } => write!(
                f,
                "set {}: element {element} is {chars} characters long; names have at most {MAX_NAME}",
                set_name(*set)
            ),
            SetError::BadCharacter { set, element, name, found } => {
                let shown: String = name.chars().take(12).collect();
                write!(
                    f,
                    "set {}: element {element} (`{shown}`) contains `{}`; names are letters, digits and {NAME_PUNCTUATION}",
                    set_name(*set),
                    found.escape_debug()
                )
            }
            SetError::TooManyElements { set, count } => write!(
                f,
                "set {}: at most {MAX_ELEMENTS} elements, not {count}",
                set_name(*set)
            ),
        }
    }
}

impl From<SetError> for Error {
    fn from(e: SetError) -> Error {
        let (set, element) = match e {
            SetError::NameTooLong { set, element, .. }
            | SetError::BadCharacter { set, element, .. } => (set, element),
            SetError::TooManyElements { set, .. } => (set, 0),
        };
        let message = e.to_string();
        let error = match e {
            SetError::TooManyElements { .. } => Error::TooLarge(message),
            _ => Error::Invalid(message),
        };
        error.in_field("sets").at(Location {
            line: set + 1,
            column: element,
        })
    }
}

/// Checks one set's element names: at most `MAX_ELEMENTS` distinct names, each at most
/// `MAX_NAME` letters, digits or `_-.'+`.
fn check_set<S: AsRef<str>>(set: usize, names: &[S]) -> Result<(), SetError> {
    for (k, e) in names.iter().enumerate() {
        let e = e.as_ref();
        let element = k + 1;
        let chars = e.chars().count();
        if chars > MAX_NAME {
            return Err(SetError::NameTooLong {
                set,
                element,
                chars,
            });
        }
        if let Some(found) = e
            .chars()
            .find(|&c| !c.is_alphanumeric() && !NAME_PUNCTUATION.contains(c))
        {
            return Err(SetError::BadCharacter {
                set,
                element,
                name: e.to_string(),
                found,
            });
        }
    }
    let distinct: std::collections::BTreeSet<&str> = names.iter().map(AsRef::as_ref).collect();
    if distinct.len() > MAX_ELEMENTS {
        return Err(SetError::TooManyElements {
            set,
            count: distinct.len(),
        });
    }
    Ok(())
}

/// Sets given as lists of element names (letters, digits and `_-.'+`; repeats count once).
pub fn from_sets<S: AsRef<str>>(sets: &[Vec<S>]) -> Result<Venn> {
    check_count(sets.len())?;
    for (i, set) in sets.iter().enumerate() {
        check_set(i, set)?;
    }
    let mut members: std::collections::BTreeMap<&str, usize> = Default::default();
    for (i, set) in sets.iter().enumerate() {
        for e in set {
            *members.entry(e.as_ref()).or_default() |= 1 << i;
        }
    }
    let mut regions = vec![0i64; 1 << sets.len()];
    let mut names = vec![Vec::new(); 1 << sets.len()];
    for (&name, &mask) in &members {
        regions[mask] += 1;
        names[mask].push(name.to_string());
    }
    let mut venn = from_regions(&regions)?;
    venn.members = names;
    Ok(venn)
}

/// Element counts per region (index = the mask of sets the elements are in).
pub fn from_regions(regions: &[i64]) -> Result<Venn> {
    if !regions.len().is_power_of_two() {
        return invalid("there must be one region count per subset of the sets (2^n of them)");
    }
    let n = regions.len().trailing_zeros();
    check_count(n as usize)?;
    if let Some(r) = regions.iter().skip(1).position(|&c| c < 0) {
        return invalid(format!("region {} has a negative count", r + 1));
    }
    let mut regions = regions.to_vec();
    regions[0] = 0; // elements in no set are not counted by any f or g
    let c = &mut Control::unlimited();
    let mut f = regions.clone();
    apply(&Wrapping, Transform::SupersetZeta, &mut f, c)?;
    f[0] = 0;
    let odd = |s: usize| s.count_ones() % 2 == 1;
    let signed: Vec<i64> = f
        .iter()
        .enumerate()
        .map(|(s, &x)| if odd(s) { x } else { -x })
        .collect();
    let mut g = signed.clone();
    apply(&Wrapping, Transform::SubsetZeta, &mut g, c)?;
    let mut m = f.clone();
    apply(&Wrapping, Transform::SubsetMobius, &mut m, c)?;
    let by_mobius = m
        .iter()
        .enumerate()
        .map(|(s, &x)| if odd(s) { x } else { -x })
        .collect();
    Ok(Venn {
        n,
        regions,
        intersections: f,
        signed,
        unions: g,
        unions_by_mobius: by_mobius,
        members: vec![Vec::new(); 1 << n],
    })
}

fn check_count(n: usize) -> Result<()> {
    if n == 0 {
        return invalid("give at least one set");
    }
    if n > MAX_SETS {
        return too_large(format!("at most {MAX_SETS} sets, not {n}"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_sets() {
        let v = from_sets(&[vec!["a", "b", "c"], vec!["c", "d"]]).unwrap();
        assert_eq!(v.intersections, vec![0, 3, 2, 1]);
        assert_eq!(v.unions, vec![0, 3, 2, 4]);
        assert_eq!(v.unions_by_mobius, v.unions);
        assert_eq!(v.regions, vec![0, 2, 1, 1]);
        assert_eq!(v.members[1], vec!["a", "b"]);
        assert_eq!(v.members[3], vec!["c"]);
    }

    #[test]
    fn element_names_are_checked() {
        // Names in any script, with a little punctuation, are fine.
        assert!(from_sets(&[vec!["a-1", "b_2", "c.3", "o'k", "C++", "遊び"]]).is_ok());
        let e = from_sets(&[vec!["a"], vec!["b", "x#(", "c"]]).unwrap_err();
        assert_eq!(e.kind(), "invalid");
        assert!(
            e.message()
                .starts_with("set B: element 2 (`x#(`) contains `#`"),
            "{e}"
        );
        let long = "a".repeat(MAX_NAME + 1);
        let e = from_sets(&[vec![long.as_str()]]).unwrap_err();
        assert!(
            e.message()
                .contains("set A: element 1 is 25 characters long"),
            "{e}"
        );
    }

    #[test]
    fn pasted_junk_is_refused_not_counted() {
        // 10 KB of words: more elements than a diagram can show.
        let words: Vec<String> = (0..904).map(|i| format!("w{i}")).collect();
        let e = from_sets(&[vec!["a".to_string()], words]).unwrap_err();
        assert_eq!(e.kind(), "too-large");
        assert_eq!(e.message(), "set B: at most 200 elements, not 904");
        assert_eq!(e.location().map(|l| l.line), Some(2));
        // Repeats count once, so a long list of the same names is fine.
        let repeats: Vec<&str> = (0..1000).map(|i| ["x", "y"][i % 2]).collect();
        assert_eq!(from_sets(&[repeats]).unwrap().intersections[1], 2);
    }

    #[test]
    fn bad_regions() {
        assert!(from_regions(&[0, 1, 2]).is_err());
        assert!(from_regions(&[0, -1]).is_err());
        assert!(from_sets::<&str>(&[]).is_err());
    }
}
