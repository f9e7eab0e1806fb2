//! One error type for every domain: a kind for programs, a message for people, and, when
//! the error concerns one of several inputs, which one (and where in it), so that a page
//! puts the message next to that input without reading the text.
//!
//! Domains with several inputs define their own error enums (e.g. `godomachi::PositionError`)
//! and convert them into this type with the input's field name.

use serde::Serialize;
use std::fmt;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Text that does not parse; the message says where and why.
    Parse(String),
    /// Well-formed input the operation cannot accept (a disconnected shape, a wrong length).
    Invalid(String),
    /// Input beyond a documented size limit.
    TooLarge(String),
    /// Work stopped early: its budget ran out or the caller cancelled it.
    Stopped(String),
    /// The error concerns one named input (`field`: the name the URL parameter, the CLI
    /// argument and the page's input share), possibly at a place in its text.
    In {
        field: &'static str,
        at: Option<Location>,
        error: Box<Error>,
    },
}

/// A place in a text input: 1-based line (a polyomino's row) and column (character).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn message(&self) -> &str {
        match self {
            Error::Parse(m) | Error::Invalid(m) | Error::TooLarge(m) | Error::Stopped(m) => m,
            Error::In { error, .. } => error.message(),
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Error::Parse(_) => "parse",
            Error::Invalid(_) => "invalid",
            Error::TooLarge(_) => "too-large",
            Error::Stopped(_) => "stopped",
            Error::In { error, .. } => error.kind(),
        }
    }

    /// The input this error concerns, if the domain said.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            Error::In { field, .. } if !field.is_empty() => Some(field),
            _ => None,
        }
    }

    /// Where in its input, if known (the innermost place given).
    pub fn location(&self) -> Option<Location> {
        match self {
            Error::In { at, error, .. } => error.location().or(*at),
            _ => None,
        }
    }

    /// This error, said to concern the input `field`.
    pub fn in_field(self, field: &'static str) -> Error {
        match self {
            Error::In { at, error, .. } => Error::In { field, at, error },
            e => Error::In {
                field,
                at: None,
                error: Box::new(e),
            },
        }
    }

    /// This error, at a place in its input (the field is filled in by `in_field`).
    pub fn at(self, location: Location) -> Error {
        match self {
            Error::In { field, error, .. } => Error::In {
                field,
                at: Some(location),
                error,
            },
            e => Error::In {
                field: "",
                at: Some(location),
                error: Box::new(e),
            },
        }
    }

    /// The same kind of error with the message prefixed (e.g. "shape A: ").
    pub fn prefixed(self, prefix: &str) -> Error {
        match self {
            Error::Parse(m) => Error::Parse(format!("{prefix}{m}")),
            Error::Invalid(m) => Error::Invalid(format!("{prefix}{m}")),
            Error::TooLarge(m) => Error::TooLarge(format!("{prefix}{m}")),
            Error::Stopped(m) => Error::Stopped(format!("{prefix}{m}")),
            Error::In { field, at, error } => Error::In {
                field,
                at,
                error: Box::new(error.prefixed(prefix)),
            },
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for Error {}

/// Shorthands used by parsers and validators.
pub fn parse_error<T>(msg: impl Into<String>) -> Result<T> {
    Err(Error::Parse(msg.into()))
}

pub fn invalid<T>(msg: impl Into<String>) -> Result<T> {
    Err(Error::Invalid(msg.into()))
}

pub fn too_large<T>(msg: impl Into<String>) -> Result<T> {
    Err(Error::TooLarge(msg.into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn field_and_location_wrap_without_changing_kind_or_message() {
        let e = Error::Parse("unexpected `x`".into())
            .at(Location { line: 2, column: 3 })
            .in_field("a");
        assert_eq!(e.kind(), "parse");
        assert_eq!(e.message(), "unexpected `x`");
        assert_eq!(e.field(), Some("a"));
        assert_eq!(e.location(), Some(Location { line: 2, column: 3 }));
        let e = e.prefixed("shape A: ").in_field("b");
        assert_eq!(e.field(), Some("b"));
        assert_eq!(e.message(), "shape A: unexpected `x`");
        assert_eq!(Error::Invalid("x".into()).field(), None);
    }
}
