//! Legal move generation with every rule, perft with bulk counting, check and mate.
//!
//! Moves are produced per origin as target bitboards split into promoting and
//! non-promoting targets, so a leaf of perft is a few popcounts instead of a list.

use super::bitboard::{tables, Bitboard};
use super::moves::{Move, MoveList};
use super::position::Position;
use super::types::{Kind, Square};
use crate::error::{Error, Result};
use crate::work::Control;

/// Receives moves by origin: `promo` are targets reached by promoting, `plain` without.
pub trait Sink {
    fn board(&mut self, from: Square, promo: Bitboard, plain: Bitboard);
    fn drops(&mut self, kind: Kind, to: Bitboard);
}

impl Sink for MoveList {
    #[inline]
    fn board(&mut self, from: Square, promo: Bitboard, plain: Bitboard) {
        for to in promo {
            self.push(Move::normal(from, to, true));
        }
        for to in plain {
            self.push(Move::normal(from, to, false));
        }
    }

    #[inline]
    fn drops(&mut self, kind: Kind, to: Bitboard) {
        for sq in to {
            self.push(Move::drop(kind, sq));
        }
    }
}

/// Counts moves without listing them.
#[derive(Default)]
pub struct Counter(pub u64);

impl Sink for Counter {
    #[inline]
    fn board(&mut self, _: Square, promo: Bitboard, plain: Bitboard) {
        self.0 += (promo.count() + plain.count()) as u64;
    }

    #[inline]
    fn drops(&mut self, _: Kind, to: Bitboard) {
        self.0 += to.count() as u64;
    }
}

/// Where a game stands for the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Ongoing,
    /// In check with no legal move: the side to move has lost.
    Checkmate,
    /// Not in check but no legal move (rare in shogi; also a loss).
    NoMoves,
}

impl Position {
    /// Every legal move, with each optional promotion as two moves.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::default();
        self.generate(&mut list);
        list
    }

    /// The number of legal moves (bulk counting: no list is built).
    #[inline]
    pub fn count_moves(&self) -> u64 {
        let mut c = Counter::default();
        self.generate(&mut c);
        c.0
    }

    pub fn status(&self) -> Status {
        if self.count_moves() > 0 {
            Status::Ongoing
        } else if self.is_check() {
            Status::Checkmate
        } else {
            Status::NoMoves
        }
    }

    pub fn is_checkmate(&self) -> bool {
        self.status() == Status::Checkmate
    }

    pub fn is_legal(&self, m: Move) -> bool {
        self.legal_moves().contains(m)
    }

    /// Parses a USI move and checks it is legal here.
    pub fn parse_usi(&self, text: &str) -> Result<Move> {
        let m = Move::from_usi(text.trim()).ok_or_else(|| {
            Error::Parse(format!(
                "move '{}': expected USI like 7g7f, 8h2b+ or P*5e",
                text.trim()
            ))
        })?;
        if self.is_legal(m) {
            Ok(m)
        } else {
            Err(Error::Invalid(format!(
                "move {m} is not legal in this position"
            )))
        }
    }

    /// Plays a legal USI move.
    pub fn play_usi(&mut self, text: &str) -> Result<Move> {
        let m = self.parse_usi(text)?;
        self.make(m);
        Ok(m)
    }

    /// Leaf nodes at `depth` plies, counting the last ply in bulk.
    pub fn perft(&mut self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_moves(),
            _ => {
                let moves = self.legal_moves();
                let mut total = 0;
                for &m in moves.iter() {
                    let u = self.make(m);
                    total += self.perft(depth - 1);
                    self.unmake(m, u);
                }
                total
            }
        }
    }

    /// Perft that reports progress per root move and stops when the control says so.
    pub fn perft_controlled(&mut self, depth: u32, control: &mut Control) -> Result<u64> {
        if depth <= 1 {
            return Ok(self.perft(depth));
        }
        let moves = self.legal_moves();
        let mut total = 0;
        for (i, &m) in moves.iter().enumerate() {
            control.progress(i as u64, moves.len() as u64, "root moves")?;
            let u = self.make(m);
            let n = self.perft(depth - 1);
            self.unmake(m, u);
            control.step(n)?;
            total += n;
        }
        control.progress(moves.len() as u64, moves.len() as u64, "root moves")?;
        Ok(total)
    }

    /// Per root move counts (`divide`), for debugging against other engines.
    pub fn divide(&mut self, depth: u32) -> Vec<(Move, u64)> {
        let moves = self.legal_moves();
        moves
            .iter()
            .map(|&m| {
                let u = self.make(m);
                let n = self.perft(depth.saturating_sub(1));
                self.unmake(m, u);
                (m, n)
            })
            .collect()
    }

    /// The legal move generator proper.
    pub fn generate<S: Sink>(&self, sink: &mut S) {
        let t = tables();
        let us = self.side_to_move();
        let them = us.flip();
        let occ = self.occupied();
        let ours = self.color_bb(us);
        let king = self.king(us);
        let (checkers, pinned) = match king {
            Some(k) => (self.attackers_to(them, k, occ), self.pinned(us)),
            None => (Bitboard::EMPTY, Bitboard::EMPTY),
        };
        if let Some(k) = king {
            let kb = Bitboard::from_square(k);
            let mut safe = Bitboard::EMPTY;
            for to in t.step(us, Kind::King, k) & !ours {
                if self.attackers_to(them, to, occ ^ kb).is_empty() {
                    safe |= Bitboard::from_square(to);
                }
            }
            if safe.any() {
                sink.board(k, Bitboard::EMPTY, safe);
            }
            if checkers.count() > 1 {
                return;
            }
        }
        let (target, drop_target) = match checkers.lowest() {
            Some(c) => {
                let k = king.unwrap();
                let b = t.between(k, c);
                (b | Bitboard::from_square(c), b)
            }
            None => (!ours, !occ),
        };
        let zone = t.zone[us.index()];
        for from in ours & !self.kind_bb(Kind::King) {
            let kind = self.piece_at(from).unwrap().kind;
            let mut to = t.attacks(us, kind, from, occ) & target;
            if pinned.contains(from) {
                to &= t.line(king.unwrap(), from);
            }
            if to.is_empty() {
                continue;
            }
            if kind.can_promote() {
                let promo = if zone.contains(from) { to } else { to & zone };
                let plain = to & !t.dead[us.index()][kind.index()];
                sink.board(from, promo, plain);
            } else {
                sink.board(from, Bitboard::EMPTY, to);
            }
        }
        if drop_target.is_empty() {
            return;
        }
        let hand = self.hand(us);
        for kind in Kind::HAND {
            if hand.count(kind) == 0 {
                continue;
            }
            let mut to = drop_target & !t.dead[us.index()][kind.index()];
            if kind == Kind::Pawn {
                let pawns = self.pieces(us, Kind::Pawn);
                for file in 1..=9 {
                    let f = Bitboard::file(file);
                    if (pawns & f).any() {
                        to &= !f;
                    }
                }
                if let Some(ek) = self.king(them) {
                    // The one square where a pawn drop gives check: refuse it if it mates.
                    let front = t.step(them, Kind::Pawn, ek);
                    if (to & front).any() && self.pawn_drop_mates(front.lowest().unwrap()) {
                        to &= !front;
                    }
                }
            }
            if to.any() {
                sink.drops(kind, to);
            }
        }
    }

    /// Would dropping a pawn on `sq` (checking the enemy king) leave it without a move?
    fn pawn_drop_mates(&self, sq: Square) -> bool {
        let mut after = self.clone();
        let m = Move::drop(Kind::Pawn, sq);
        after.make(m);
        after.count_moves() == 0
    }
}

/// Perft from a SFEN (or `startpos`), standard material.
pub fn perft_sfen(sfen: &str, depth: u32) -> Result<u64> {
    let setup: super::Setup = sfen.parse()?;
    let mut pos = Position::from_setup(setup)?;
    Ok(pos.perft(depth))
}
