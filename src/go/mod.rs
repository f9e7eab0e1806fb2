//! Go on any connected graph (see the spec page graph-go.md): boards, the rules engine with
//! incremental chains and Zobrist hashing, scores, point names and SGF.
//!
//! The engine is built for search as well as play: `Game::play`/`undo` run in time
//! proportional to the stones touched, `Game::check` tests a move without changing anything,
//! `Game::hash` gives the Zobrist hash, and the rules are plain data (`Rules`).

pub mod board;
pub mod coord;
pub mod count;
pub mod game;
pub mod gtp;
pub mod playout;
pub mod score;
pub mod session;
pub mod sgf;
pub mod solve;

pub use board::{Board, BoardError, Shape};
pub use game::{Game, Ko, PlayError, Rules, Setup, SetupError};
pub use score::{Score, Scoring};

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    Black,
    White,
}

impl Color {
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn from_index(i: usize) -> Color {
        if i == 0 {
            Color::Black
        } else {
            Color::White
        }
    }

    #[inline]
    pub fn other(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "black",
            Color::White => "white",
        }
    }

    pub fn title(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }

    pub fn parse(s: &str) -> Option<Color> {
        match s.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }
}

/// A move: a stone on a vertex, or a pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Move {
    Play(usize),
    Pass,
}
