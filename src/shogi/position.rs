//! A validated position: mailbox plus bitboards, kept in step by `make`/`unmake`.

use super::bitboard::{tables, Bitboard};
use super::moves::Move;
use super::sfen::Setup;
use super::types::{Color, Hand, Kind, Piece, Square};
use crate::error::Error;
use std::fmt;

/// Why a setup cannot be played; one variant per rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// More pieces of a base kind (board and hands, promoted or not) than a set holds.
    TooMany { kind: Kind, count: u32, max: u32 },
    /// A side with more than one king.
    TwoKings { color: Color },
    /// A pawn or lance on the last rank, a knight on the last two: it could never move.
    DeadPiece { square: Square, piece: Piece },
    /// Two unpromoted pawns of one side on one file.
    Nifu { color: Color, file: u8 },
    /// The side that just moved left its king attacked.
    OpponentInCheck { color: Color },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::TooMany { kind, count, max } => write!(
                f,
                "too many {}s: {count} on the board and in hands, a set has {max}",
                kind.name()
            ),
            PositionError::TwoKings { color } => {
                write!(f, "{} has more than one king", color.name())
            }
            PositionError::DeadPiece { square, piece } => write!(
                f,
                "the {} {} on {square} could never move again",
                piece.color.name(),
                piece.kind.name()
            ),
            PositionError::Nifu { color, file } => {
                write!(f, "nifu: {} has two pawns on file {file}", color.name())
            }
            PositionError::OpponentInCheck { color } => write!(
                f,
                "{}'s king is in check but it is {}'s move",
                color.name(),
                color.flip().name()
            ),
        }
    }
}

impl std::error::Error for PositionError {}

impl From<PositionError> for Error {
    fn from(e: PositionError) -> Error {
        Error::Invalid(e.to_string())
    }
}

/// Whether piece counts are held to one standard set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Material {
    Standard,
    /// Any number of each kind (some published perft positions need it).
    Any,
}

#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    board: [Option<Piece>; 81],
    by_color: [Bitboard; 2],
    by_kind: [Bitboard; 14],
    hands: [Hand; 2],
    side: Color,
    move_number: u32,
}

/// What `unmake` needs to restore.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    captured: Option<Piece>,
    moved: Kind,
}

impl Position {
    pub fn startpos() -> Position {
        Position::from_setup(Setup::startpos()).expect("the start position is valid")
    }

    /// Validates with the standard piece set.
    pub fn from_setup(setup: Setup) -> Result<Position, PositionError> {
        Position::from_setup_with(setup, Material::Standard)
    }

    pub fn from_setup_with(setup: Setup, material: Material) -> Result<Position, PositionError> {
        if material == Material::Standard {
            let mut counts = [0u32; 8];
            for p in setup.board.iter().flatten() {
                counts[p.kind.unpromoted().index()] += 1;
            }
            for hand in &setup.hands {
                for k in Kind::HAND {
                    counts[k.index()] += hand.count(k) as u32;
                }
            }
            for k in Kind::HAND {
                let max = k.set_count() as u32;
                if counts[k.index()] > max {
                    return Err(PositionError::TooMany {
                        kind: k,
                        count: counts[k.index()],
                        max,
                    });
                }
            }
        }
        for color in Color::BOTH {
            let kings = setup
                .board
                .iter()
                .flatten()
                .filter(|p| p.color == color && p.kind == Kind::King)
                .count();
            if kings > 1 {
                return Err(PositionError::TwoKings { color });
            }
        }
        let t = tables();
        for sq in Square::all() {
            if let Some(p) = setup.piece_at(sq) {
                if t.dead[p.color.index()][p.kind.index()].contains(sq) {
                    return Err(PositionError::DeadPiece {
                        square: sq,
                        piece: p,
                    });
                }
            }
        }
        for color in Color::BOTH {
            for file in 1..=9 {
                let pawns = (1..=9)
                    .filter(|&r| {
                        setup.piece_at(Square::new(file, r).unwrap())
                            == Some(Piece::new(color, Kind::Pawn))
                    })
                    .count();
                if pawns > 1 {
                    return Err(PositionError::Nifu { color, file });
                }
            }
        }
        let mut pos = Position {
            board: [None; 81],
            by_color: [Bitboard::EMPTY; 2],
            by_kind: [Bitboard::EMPTY; 14],
            hands: setup.hands,
            side: setup.side,
            move_number: setup.move_number,
        };
        for sq in Square::all() {
            if let Some(p) = setup.piece_at(sq) {
                pos.put(sq, p);
            }
        }
        let waiting = setup.side.flip();
        if let Some(k) = pos.king(waiting) {
            if pos.attackers_to(setup.side, k, pos.occupied()).any() {
                return Err(PositionError::OpponentInCheck { color: waiting });
            }
        }
        Ok(pos)
    }

    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            hands: self.hands,
            side: self.side,
            move_number: self.move_number,
        }
    }

    pub fn sfen(&self) -> String {
        self.to_setup().to_string()
    }

    /// SFEN without the move number: equal for repeated positions.
    pub fn key(&self) -> String {
        let s = self.to_setup();
        format!("{} {} {}", s.board_sfen(), s.side.sfen(), s.hands_sfen())
    }

    #[inline]
    fn put(&mut self, sq: Square, p: Piece) {
        let b = Bitboard::from_square(sq);
        self.board[sq.index()] = Some(p);
        self.by_color[p.color.index()] |= b;
        self.by_kind[p.kind.index()] |= b;
    }

    #[inline]
    fn remove(&mut self, sq: Square, p: Piece) {
        let b = Bitboard::from_square(sq);
        self.board[sq.index()] = None;
        self.by_color[p.color.index()] ^= b;
        self.by_kind[p.kind.index()] ^= b;
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    #[inline]
    pub fn side_to_move(&self) -> Color {
        self.side
    }

    #[inline]
    pub fn move_number(&self) -> u32 {
        self.move_number
    }

    #[inline]
    pub fn hand(&self, color: Color) -> &Hand {
        &self.hands[color.index()]
    }

    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    #[inline]
    pub fn color_bb(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    #[inline]
    pub fn kind_bb(&self, kind: Kind) -> Bitboard {
        self.by_kind[kind.index()]
    }

    #[inline]
    pub fn pieces(&self, color: Color, kind: Kind) -> Bitboard {
        self.by_color[color.index()] & self.by_kind[kind.index()]
    }

    #[inline]
    pub fn king(&self, color: Color) -> Option<Square> {
        self.pieces(color, Kind::King).lowest()
    }

    #[inline]
    fn gold_movers(&self) -> Bitboard {
        self.by_kind[Kind::Gold.index()]
            | self.by_kind[Kind::ProPawn.index()]
            | self.by_kind[Kind::ProLance.index()]
            | self.by_kind[Kind::ProKnight.index()]
            | self.by_kind[Kind::ProSilver.index()]
    }

    /// The pieces of `by` that attack `sq` when the board holds `occ`.
    #[inline]
    pub fn attackers_to(&self, by: Color, sq: Square, occ: Bitboard) -> Bitboard {
        let t = tables();
        let other = by.flip();
        let k = &self.by_kind;
        let diag = k[Kind::Bishop.index()] | k[Kind::Horse.index()];
        let orth = k[Kind::Rook.index()] | k[Kind::Dragon.index()];
        let near = k[Kind::King.index()] | k[Kind::Horse.index()] | k[Kind::Dragon.index()];
        let mut a = (t.step(other, Kind::Pawn, sq) & k[Kind::Pawn.index()])
            | (t.step(other, Kind::Knight, sq) & k[Kind::Knight.index()])
            | (t.step(other, Kind::Silver, sq) & k[Kind::Silver.index()])
            | (t.step(other, Kind::Gold, sq) & self.gold_movers())
            | (t.step(other, Kind::King, sq) & near);
        let lances = k[Kind::Lance.index()] & self.by_color[by.index()];
        if (t.lance_ray(other, sq) & lances).any() {
            a |= t.lance(other, sq, occ) & lances;
        }
        if (t.bishop_rays(sq) & diag).any() {
            a |= t.bishop(sq, occ) & diag;
        }
        if (t.rook_rays(sq) & orth).any() {
            a |= t.rook(sq, occ) & orth;
        }
        a & self.by_color[by.index()]
    }

    /// The pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        match self.king(self.side) {
            Some(k) => self.attackers_to(self.side.flip(), k, self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Sliders of the other side that would attack `color`'s king but for one piece.
    pub fn snipers(&self, color: Color) -> Bitboard {
        let Some(k) = self.king(color) else {
            return Bitboard::EMPTY;
        };
        let t = tables();
        let them = self.by_color[color.flip().index()];
        let kk = &self.by_kind;
        ((t.rook_rays(k) & (kk[Kind::Rook.index()] | kk[Kind::Dragon.index()]))
            | (t.bishop_rays(k) & (kk[Kind::Bishop.index()] | kk[Kind::Horse.index()]))
            | (t.lance_ray(color, k) & kk[Kind::Lance.index()]))
            & them
    }

    /// `color`'s pieces pinned to their king, each with the piece pinning it.
    pub fn pins(&self, color: Color) -> Vec<(Square, Square)> {
        let mut out = Vec::new();
        let Some(k) = self.king(color) else {
            return out;
        };
        let occ = self.occupied();
        for s in self.snipers(color) {
            let b = tables().between(k, s) & occ;
            if b.at_most_one() && (b & self.by_color[color.index()]).any() {
                out.push((b.lowest().unwrap(), s));
            }
        }
        out
    }

    /// `color`'s pieces pinned to their king.
    #[inline]
    pub fn pinned(&self, color: Color) -> Bitboard {
        let mut pinned = Bitboard::EMPTY;
        let Some(k) = self.king(color) else {
            return pinned;
        };
        let occ = self.occupied();
        let ours = self.by_color[color.index()];
        for s in self.snipers(color) {
            let b = tables().between(k, s) & occ;
            if b.any() && b.at_most_one() && (b & ours).any() {
                pinned |= b;
            }
        }
        pinned
    }

    /// Plays a move assumed legal; returns what `unmake` needs.
    #[inline]
    pub fn make(&mut self, m: Move) -> Undo {
        let us = self.side;
        let to = m.to();
        let undo = match m.from() {
            None => {
                let kind = m.drop_kind().unwrap();
                self.hands[us.index()].remove(kind);
                self.put(to, Piece::new(us, kind));
                Undo {
                    captured: None,
                    moved: kind,
                }
            }
            Some(from) => {
                let p = self.board[from.index()].expect("a piece on the origin");
                let captured = self.board[to.index()];
                if let Some(c) = captured {
                    self.remove(to, c);
                    self.hands[us.index()].add(c.kind.unpromoted());
                }
                self.remove(from, p);
                let kind = if m.is_promotion() {
                    p.kind.promoted().unwrap_or(p.kind)
                } else {
                    p.kind
                };
                self.put(to, Piece::new(us, kind));
                Undo {
                    captured,
                    moved: p.kind,
                }
            }
        };
        self.side = us.flip();
        self.move_number += 1;
        undo
    }

    #[inline]
    pub fn unmake(&mut self, m: Move, undo: Undo) {
        self.side = self.side.flip();
        self.move_number -= 1;
        let us = self.side;
        let to = m.to();
        let now = self.board[to.index()].expect("the moved piece");
        self.remove(to, now);
        match m.from() {
            None => self.hands[us.index()].add(undo.moved),
            Some(from) => {
                self.put(from, Piece::new(us, undo.moved));
                if let Some(c) = undo.captured {
                    self.hands[us.index()].remove(c.kind.unpromoted());
                    self.put(to, c);
                }
            }
        }
    }

    /// Hands the move to the other side without moving (for analysis of the waiting side).
    pub fn with_side(&self, side: Color) -> Position {
        let mut p = self.clone();
        p.side = side;
        p
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sfen())
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({})", self.sfen())
    }
}
