//! An independent, slow legal move generator used as a test oracle.
//!
//! It shares no code with the fast generator: movement comes from direction lists
//! walked on the mailbox, and legality is "play it and see whether my king is attacked"
//! (plus the drop rules and, for a checking pawn drop, "does the opponent have a reply").

use super::moves::Move;
use super::sfen::Setup;
use super::types::{Color, Kind, Piece, Square};

/// (file step, rank step, slides?) for Sente; Gote's steps are negated.
fn rules(kind: Kind) -> Vec<(i32, i32, bool)> {
    let orth = [(0, -1), (0, 1), (1, 0), (-1, 0)];
    let diag = [(1, -1), (-1, -1), (1, 1), (-1, 1)];
    let gold = vec![
        (0, -1, false),
        (1, -1, false),
        (-1, -1, false),
        (1, 0, false),
        (-1, 0, false),
        (0, 1, false),
    ];
    match kind {
        Kind::Pawn => vec![(0, -1, false)],
        Kind::Lance => vec![(0, -1, true)],
        Kind::Knight => vec![(1, -2, false), (-1, -2, false)],
        Kind::Silver => vec![
            (0, -1, false),
            (1, -1, false),
            (-1, -1, false),
            (1, 1, false),
            (-1, 1, false),
        ],
        Kind::Bishop => diag.iter().map(|&(a, b)| (a, b, true)).collect(),
        Kind::Rook => orth.iter().map(|&(a, b)| (a, b, true)).collect(),
        Kind::King => orth
            .iter()
            .chain(diag.iter())
            .map(|&(a, b)| (a, b, false))
            .collect(),
        Kind::Horse => diag
            .iter()
            .map(|&(a, b)| (a, b, true))
            .chain(orth.iter().map(|&(a, b)| (a, b, false)))
            .collect(),
        Kind::Dragon => orth
            .iter()
            .map(|&(a, b)| (a, b, true))
            .chain(diag.iter().map(|&(a, b)| (a, b, false)))
            .collect(),
        _ => gold,
    }
}

/// Squares the piece on `from` can reach (empty or holding any piece).
pub fn reach(setup: &Setup, from: Square) -> Vec<Square> {
    let p = setup.piece_at(from).expect("a piece");
    let sign = if p.color == Color::Sente { 1 } else { -1 };
    let mut out = Vec::new();
    for (df, dr, slides) in rules(p.kind) {
        let mut cur = from;
        while let Some(next) = cur.offset(df * sign, dr * sign) {
            out.push(next);
            if !slides || setup.piece_at(next).is_some() {
                break;
            }
            cur = next;
        }
    }
    out
}

pub fn attacked(setup: &Setup, sq: Square, by: Color) -> bool {
    Square::all().any(|from| {
        setup.piece_at(from).is_some_and(|p| p.color == by) && reach(setup, from).contains(&sq)
    })
}

fn king_attacked(setup: &Setup, color: Color) -> bool {
    let king = Square::all().find(|&s| setup.piece_at(s) == Some(Piece::new(color, Kind::King)));
    king.is_some_and(|k| attacked(setup, k, color.flip()))
}

/// Plays a move on a setup (no checks).
pub fn apply(setup: &Setup, m: Move) -> Setup {
    let mut s = setup.clone();
    let us = s.side;
    match m.from() {
        None => {
            let k = m.drop_kind().unwrap();
            let n = s.hands[us.index()].count(k);
            s.hands[us.index()].set(k, n - 1);
            s.board[m.to().index()] = Some(Piece::new(us, k));
        }
        Some(from) => {
            let p = s.board[from.index()].take().unwrap();
            if let Some(c) = s.board[m.to().index()] {
                let k = c.kind.unpromoted();
                let n = s.hands[us.index()].count(k);
                s.hands[us.index()].set(k, n + 1);
            }
            let kind = if m.is_promotion() {
                p.kind.promoted().unwrap()
            } else {
                p.kind
            };
            s.board[m.to().index()] = Some(Piece::new(us, kind));
        }
    }
    s.side = us.flip();
    s.move_number += 1;
    s
}

/// The farthest ranks a piece may not stay on (as relative ranks 1..=n).
fn dead_ranks(kind: Kind) -> u8 {
    match kind {
        Kind::Pawn | Kind::Lance => 1,
        Kind::Knight => 2,
        _ => 0,
    }
}

/// Every legal move, found the slow way.
pub fn legal_moves(setup: &Setup) -> Vec<Move> {
    let us = setup.side;
    let mut candidates = Vec::new();
    for from in Square::all() {
        let Some(p) = setup.piece_at(from) else {
            continue;
        };
        if p.color != us {
            continue;
        }
        for to in reach(setup, from) {
            if setup.piece_at(to).is_some_and(|q| q.color == us) {
                continue;
            }
            let in_zone = |s: Square| s.relative_rank(us) <= 3;
            if p.kind.promoted().is_some() && (in_zone(from) || in_zone(to)) {
                candidates.push(Move::normal(from, to, true));
            }
            if to.relative_rank(us) > dead_ranks(p.kind) {
                candidates.push(Move::normal(from, to, false));
            }
        }
    }
    for kind in Kind::HAND {
        if setup.hands[us.index()].count(kind) == 0 {
            continue;
        }
        for to in Square::all() {
            if setup.piece_at(to).is_some() || to.relative_rank(us) <= dead_ranks(kind) {
                continue;
            }
            if kind == Kind::Pawn
                && (1..=9).any(|r| {
                    setup.piece_at(Square::new(to.file(), r).unwrap())
                        == Some(Piece::new(us, Kind::Pawn))
                })
            {
                continue;
            }
            candidates.push(Move::drop(kind, to));
        }
    }
    candidates
        .into_iter()
        .filter(|&m| {
            let after = apply(setup, m);
            if king_attacked(&after, us) {
                return false;
            }
            if m.drop_kind() == Some(Kind::Pawn)
                && king_attacked(&after, us.flip())
                && legal_moves(&after).is_empty()
            {
                return false; // uchifuzume
            }
            true
        })
        .collect()
}

/// Slow perft, for small depths.
pub fn perft(setup: &Setup, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    legal_moves(setup)
        .into_iter()
        .map(|m| perft(&apply(setup, m), depth - 1))
        .sum()
}
