//! Shogi: squares and pieces, SFEN, validated positions, exact legal moves, perft,
//! and the attacked-square analysis of the article (see `analysis`).

pub mod analysis;
pub mod bitboard;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod oracle;
pub mod position;
pub mod record;
pub mod sfen;
pub mod types;

pub use bitboard::Bitboard;
pub use movegen::{Counter, Sink, Status};
pub use moves::{Move, MoveList};
pub use position::{Material, Position, PositionError, Undo};
pub use sfen::{Setup, SfenError, STARTPOS};
pub use types::{Color, Hand, Kind, Piece, Square};

/// Parses SFEN (or `startpos`) into a validated position with the standard piece set.
pub fn parse(sfen: &str) -> crate::Result<Position> {
    let setup: Setup = sfen.parse()?;
    Ok(Position::from_setup(setup)?)
}
