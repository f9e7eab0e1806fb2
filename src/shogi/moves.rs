//! Moves and their USI text (`7g7f`, `8h2b+`, `P*5e`).

use super::types::{Kind, Square};
use std::fmt;

/// A move packed in 16 bits: destination (7 bits), origin or 81 + dropped kind (7 bits),
/// promotion (1 bit).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move(u16);

impl Move {
    #[inline]
    pub fn normal(from: Square, to: Square, promote: bool) -> Move {
        Move(to.index() as u16 | (from.index() as u16) << 7 | (promote as u16) << 14)
    }

    #[inline]
    pub fn drop(kind: Kind, to: Square) -> Move {
        debug_assert!(kind.index() < 7);
        Move(to.index() as u16 | (81 + kind.index() as u16) << 7)
    }

    #[inline]
    pub fn to(self) -> Square {
        Square::from_index((self.0 & 0x7f) as usize)
    }

    /// The origin square, or `None` for a drop.
    #[inline]
    pub fn from(self) -> Option<Square> {
        let f = (self.0 >> 7 & 0x7f) as usize;
        (f < 81).then(|| Square::from_index(f))
    }

    /// The dropped kind, or `None` for a board move.
    #[inline]
    pub fn drop_kind(self) -> Option<Kind> {
        let f = (self.0 >> 7 & 0x7f) as usize;
        (f >= 81).then(|| Kind::from_index(f - 81))
    }

    #[inline]
    pub fn is_promotion(self) -> bool {
        self.0 >> 14 & 1 != 0
    }

    /// Parses USI syntax only; whether the move is legal is the position's business.
    pub fn from_usi(text: &str) -> Option<Move> {
        let b = text.as_bytes();
        if b.len() == 4 && b[1] == b'*' {
            let kind = Kind::from_letter(b[0] as char).filter(|k| k.index() < 7)?;
            if !(b[0] as char).is_ascii_uppercase() {
                return None;
            }
            return Some(Move::drop(kind, Square::parse(&text[2..4])?));
        }
        if b.len() == 4 || (b.len() == 5 && b[4] == b'+') {
            let from = Square::parse(text.get(0..2)?)?;
            let to = Square::parse(text.get(2..4)?)?;
            if from == to {
                return None;
            }
            return Some(Move::normal(from, to, b.len() == 5));
        }
        None
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.from() {
            Some(from) => write!(
                f,
                "{from}{}{}",
                self.to(),
                if self.is_promotion() { "+" } else { "" }
            ),
            None => write!(f, "{}*{}", self.drop_kind().unwrap().letter(), self.to()),
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A fixed-capacity move list (no shogi position has more than 593 legal moves).
pub struct MoveList {
    moves: [Move; 600],
    len: usize,
}

impl Default for MoveList {
    fn default() -> Self {
        MoveList {
            moves: [Move(0); 600],
            len: 0,
        }
    }
}

impl MoveList {
    #[inline]
    pub fn push(&mut self, m: Move) {
        self.moves[self.len] = m;
        self.len += 1;
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    #[inline]
    pub fn as_slice(&self) -> &[Move] {
        &self.moves[..self.len]
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Move> {
        self.as_slice().iter()
    }

    pub fn contains(&self, m: Move) -> bool {
        self.as_slice().contains(&m)
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];
    fn deref(&self) -> &[Move] {
        self.as_slice()
    }
}
