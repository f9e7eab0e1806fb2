//! A Godomachi position that can only hold a legal pair (shakmaty's `Setup` → `Position`):
//! two polyominoes of equal area within the solver's limit. Its errors name the shape
//! they concern, so a page shows them next to that input.

use super::SMALL_MAX;
use crate::error::Error;
use crate::polyomino::Polyomino;
use std::fmt;

/// Which of the two shapes; `field` is the name the URL, CLI and page inputs use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    A,
    B,
}

impl Side {
    pub fn field(self) -> &'static str {
        match self {
            Side::A => "a",
            Side::B => "b",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Side::A => "shape A",
            Side::B => "shape B",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// A shape that is not a polyomino (bad notation, disconnected, too large to draw).
    Shape { side: Side, error: Error },
    /// The shapes must have the same area.
    AreaMismatch { a: usize, b: usize },
    /// Beyond what the solver handles.
    TooLarge { area: usize },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Shape { side, error } => write!(f, "{}: {error}", side.label()),
            PositionError::AreaMismatch { a, b } => write!(
                f,
                "the shapes must have the same area: {a} cells and {b} cells"
            ),
            PositionError::TooLarge { area } => write!(
                f,
                "the solver handles shapes of up to {SMALL_MAX} cells; these have {area}"
            ),
        }
    }
}

impl From<PositionError> for Error {
    fn from(e: PositionError) -> Error {
        let message = e.to_string();
        match e {
            PositionError::Shape { side, error } => error
                .prefixed(&format!("{}: ", side.label()))
                .in_field(side.field()),
            // Shown at the first shape, whose area the message names first.
            PositionError::AreaMismatch { .. } => Error::Invalid(message).in_field("a"),
            PositionError::TooLarge { .. } => Error::TooLarge(message).in_field("a"),
        }
    }
}

/// Two polyominoes of equal area, at most `SMALL_MAX` cells each.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    a: Polyomino,
    b: Polyomino,
}

impl Position {
    pub fn new(a: Polyomino, b: Polyomino) -> Result<Position, PositionError> {
        if a.area() != b.area() {
            return Err(PositionError::AreaMismatch {
                a: a.area(),
                b: b.area(),
            });
        }
        if a.area() > SMALL_MAX {
            return Err(PositionError::TooLarge { area: a.area() });
        }
        Ok(Position { a, b })
    }

    /// Both shapes from text (rows of `#`/`.` or a cell list).
    pub fn parse(a: &str, b: &str) -> Result<Position, PositionError> {
        let shape = |text: &str, side: Side| {
            Polyomino::parse_any(text).map_err(|error| PositionError::Shape { side, error })
        };
        Position::new(shape(a, Side::A)?, shape(b, Side::B)?)
    }

    pub fn a(&self) -> &Polyomino {
        &self.a
    }

    pub fn b(&self) -> &Polyomino {
        &self.b
    }

    pub fn area(&self) -> usize {
        self.a.area()
    }

    /// Congruent shapes: the game is over, the player to move has lost.
    pub fn is_over(&self) -> bool {
        self.a.is_congruent(&self.b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_legal_pairs_become_positions() {
        assert!(Position::parse("###/#..", "####").is_ok());
        let e = Position::parse("###", "##").unwrap_err();
        assert_eq!(e, PositionError::AreaMismatch { a: 3, b: 2 });
        let e: Error = e.into();
        assert_eq!((e.field(), e.kind()), (Some("a"), "invalid"));
        let big = "#".repeat(SMALL_MAX + 1);
        let e: Error = Position::parse(&big, &big).unwrap_err().into();
        assert_eq!((e.field(), e.kind()), (Some("a"), "too-large"));
    }

    #[test]
    fn shape_errors_name_the_shape_and_the_place() {
        let e: Error = Position::parse("##", "#x").unwrap_err().into();
        assert_eq!(e.field(), Some("b"));
        assert_eq!(e.kind(), "parse");
        assert!(e.message().starts_with("shape B: unexpected `x`"), "{e}");
        assert_eq!(
            e.location(),
            Some(crate::error::Location { line: 1, column: 2 })
        );
        let e: Error = Position::parse("#.#", "##").unwrap_err().into();
        assert_eq!((e.field(), e.kind()), (Some("a"), "invalid"));
        assert!(e.message().contains("not connected"), "{e}");
    }
}
