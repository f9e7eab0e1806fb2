//! Polyominoes: notation, symmetries and canonical forms, enumeration, and cuts into two
//! connected parts.
//!
//! ```
//! use asobiba::polyomino::Polyomino;
//! let l: Polyomino = "#./#./##".parse().unwrap();
//! assert_eq!(l.canonical().to_string(), "###/#..");
//! ```

pub mod cuts;
pub mod enumerate;
pub mod key;
mod shape;

pub use cuts::{cut_report, CutClass, CutReport, Removal};
pub use enumerate::{count, list_free, random, Counts};
pub use key::Key;
pub use shape::{parse_cell_list, parse_cells, pieces, Polyomino, Symmetry, SymmetryGroup};

impl serde::Serialize for Polyomino {
    /// Shapes cross the JS and JSON boundaries as their notation.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}
