//! One error type for every domain: a kind for programs, a message for people.

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
}

pub type Result<T, E = Error> = std::result::Result<T, E>;

impl Error {
    pub fn message(&self) -> &str {
        match self {
            Error::Parse(m) | Error::Invalid(m) | Error::TooLarge(m) | Error::Stopped(m) => m,
        }
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Error::Parse(_) => "parse",
            Error::Invalid(_) => "invalid",
            Error::TooLarge(_) => "too-large",
            Error::Stopped(_) => "stopped",
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
