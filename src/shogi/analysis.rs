//! The article's analysis by attacked squares (see shared/spec/shogi-attacks.md).
//!
//! A *way* of side `o` from a square is a maximal line of displacements along which a
//! piece of `o`'s opponent could attack the square: the 8 rays and the 2 knight jumps,
//! named from `o`'s point of view ("forward" is toward `o`'s opponent's camp). Each way
//! carries the (kind, reach) pairs that attack along it, derived here from the pieces'
//! movement rules (the opponent's UnMove) and checked against the spec's table in tests.

use super::bitboard::step_offsets;
use super::position::Position;
use super::types::{Color, Kind, Piece, Square};
use serde::Serialize;

/// "Any distance" on a 9×9 board.
pub const FAR: u8 = 8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Way {
    Forward,
    ForwardLeft,
    ForwardRight,
    Left,
    Right,
    Backward,
    BackwardLeft,
    BackwardRight,
    KnightLeft,
    KnightRight,
}

impl Way {
    pub const ALL: [Way; 10] = [
        Way::Forward,
        Way::ForwardLeft,
        Way::ForwardRight,
        Way::Left,
        Way::Right,
        Way::Backward,
        Way::BackwardLeft,
        Way::BackwardRight,
        Way::KnightLeft,
        Way::KnightRight,
    ];

    /// The step as (file, rank) for Sente, whose forward is rank − 1 and left is file + 1.
    pub fn sente_step(self) -> (i32, i32) {
        match self {
            Way::Forward => (0, -1),
            Way::ForwardLeft => (1, -1),
            Way::ForwardRight => (-1, -1),
            Way::Left => (1, 0),
            Way::Right => (-1, 0),
            Way::Backward => (0, 1),
            Way::BackwardLeft => (1, 1),
            Way::BackwardRight => (-1, 1),
            Way::KnightLeft => (1, -2),
            Way::KnightRight => (-1, -2),
        }
    }

    /// The step for side `o` (Gote's are Sente's turned around).
    pub fn step(self, o: Color) -> (i32, i32) {
        let (df, dr) = self.sente_step();
        match o {
            Color::Sente => (df, dr),
            Color::Gote => (-df, -dr),
        }
    }

    pub fn is_knight(self) -> bool {
        matches!(self, Way::KnightLeft | Way::KnightRight)
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Way::Forward => "forward",
            Way::ForwardLeft => "forward-left",
            Way::ForwardRight => "forward-right",
            Way::Left => "left",
            Way::Right => "right",
            Way::Backward => "backward",
            Way::BackwardLeft => "backward-left",
            Way::BackwardRight => "backward-right",
            Way::KnightLeft => "knight-left",
            Way::KnightRight => "knight-right",
        }
    }

    /// The way with the given step for side `o`, if any.
    pub fn from_step(o: Color, step: (i32, i32)) -> Option<Way> {
        Way::ALL.into_iter().find(|w| w.step(o) == step)
    }

    /// The squares of this way from `sq`, nearest first (a knight way has at most one).
    pub fn squares(self, sq: Square, o: Color) -> Vec<Square> {
        let (df, dr) = self.step(o);
        let mut out = Vec::new();
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            out.push(next);
            if self.is_knight() {
                break;
            }
            cur = next;
        }
        out
    }
}

/// Sliding kinds' directions (Sente) with reach `FAR`; steps from `step_offsets` have reach 1.
fn slides(kind: Kind) -> &'static [(i32, i32)] {
    const ORTH: &[(i32, i32)] = &[(0, -1), (0, 1), (1, 0), (-1, 0)];
    const DIAG: &[(i32, i32)] = &[(1, -1), (-1, -1), (1, 1), (-1, 1)];
    match kind {
        Kind::Lance => &[(0, -1)],
        Kind::Bishop | Kind::Horse => DIAG,
        Kind::Rook | Kind::Dragon => ORTH,
        _ => &[],
    }
}

/// The attacker set of each way of side `o`, derived from the opponent's UnMove:
/// an opponent piece that moves by `d` attacks from the square at `-d`.
pub fn attacker_sets(o: Color) -> [Vec<(Kind, u8)>; 10] {
    let mut sets: [Vec<(Kind, u8)>; 10] = Default::default();
    let opp = o.flip();
    let sign = if opp == Color::Sente { 1 } else { -1 };
    for kind in Kind::ALL {
        let mut moves: Vec<((i32, i32), u8)> = Vec::new();
        for &(df, dr) in step_offsets(kind) {
            moves.push(((df, dr), 1));
        }
        for &(df, dr) in slides(kind) {
            moves.push(((df, dr), FAR));
        }
        for ((df, dr), reach) in moves {
            // The opponent's displacement on the board, negated: where it must stand.
            let un = (-df * sign, -dr * sign);
            let way = Way::from_step(o, un).expect("every move lies on a way");
            let set = &mut sets[way.index()];
            match set.iter_mut().find(|(k, _)| *k == kind) {
                Some(e) => e.1 = e.1.max(reach),
                None => set.push((kind, reach)),
            }
        }
    }
    sets
}

/// The attacker sets of the ten ways of each side.
type WaySets = [[Vec<(Kind, u8)>; 10]; 2];

fn sets_table() -> &'static WaySets {
    use std::sync::LazyLock;
    static SETS: LazyLock<WaySets> =
        LazyLock::new(|| [attacker_sets(Color::Sente), attacker_sets(Color::Gote)]);
    &SETS
}

/// The reach of `kind` along way `w` of side `o` (0: it does not attack along it).
pub fn reach(o: Color, w: Way, kind: Kind) -> u8 {
    sets_table()[o.index()][w.index()]
        .iter()
        .find(|(k, _)| *k == kind)
        .map_or(0, |e| e.1)
}

/// The number of consecutive empty squares from `sq` along way `w` of `o`.
pub fn isolation(pos: &Position, sq: Square, o: Color, w: Way) -> u8 {
    w.squares(sq, o)
        .iter()
        .take_while(|&&s| pos.piece_at(s).is_none())
        .count() as u8
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Attacker {
    pub square: Square,
    pub piece: Piece,
    /// The way of the attacked side (the attacker's opponent) the piece stands on.
    pub way: Way,
    pub distance: u8,
}

/// The pieces of `by` attacking `sq`, by the definition: the piece stands on a way of
/// `by`'s opponent at distance i, reaches at least i along it, with every square between
/// empty.
pub fn attackers(pos: &Position, sq: Square, by: Color) -> Vec<Attacker> {
    let o = by.flip();
    let mut out = Vec::new();
    for w in Way::ALL {
        for (i, s) in w.squares(sq, o).into_iter().enumerate() {
            if let Some(p) = pos.piece_at(s) {
                let d = i as u8 + 1;
                if p.color == by && reach(o, w, p.kind) >= d {
                    out.push(Attacker {
                        square: s,
                        piece: p,
                        way: w,
                        distance: d,
                    });
                }
                break;
            }
        }
    }
    out
}

/// Attack counts for every square: `[sente, gote]` each 81 long (index = square index).
pub fn counts(pos: &Position) -> [[u8; 81]; 2] {
    let mut out = [[0u8; 81]; 2];
    for sq in Square::all() {
        for by in Color::BOTH {
            out[by.index()][sq.index()] = attackers(pos, sq, by).len() as u8;
        }
    }
    out
}

#[derive(Debug, Clone, Serialize)]
pub struct WayReport {
    pub way: Way,
    pub isolation: u8,
    /// The squares of the way, nearest first.
    pub squares: Vec<Square>,
}

#[derive(Debug, Clone, Serialize)]
pub struct SquareReport {
    pub square: Square,
    pub piece: Option<Piece>,
    /// Number of attackers of each side.
    pub counts: Sides<u8>,
    pub attackers: Sides<Vec<Attacker>>,
    /// The 10 ways of each side from this square with their isolation degrees.
    pub ways: Sides<Vec<WayReport>>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Sides<T> {
    pub sente: T,
    pub gote: T,
}

impl<T> Sides<T> {
    pub fn get(&self, c: Color) -> &T {
        match c {
            Color::Sente => &self.sente,
            Color::Gote => &self.gote,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Hanging {
    pub square: Square,
    pub piece: Piece,
    pub attackers: u8,
    pub defenders: u8,
}

#[derive(Debug, Clone, Serialize)]
pub struct Pin {
    pub square: Square,
    pub piece: Piece,
    pub pinner: Square,
    pub pinner_piece: Piece,
    pub king: Square,
}

#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    pub squares: Vec<SquareReport>,
    /// Pieces (kings aside) attacked by more enemy pieces than friendly ones defend them.
    pub hanging: Vec<Hanging>,
    pub pins: Vec<Pin>,
    pub check: bool,
    pub checkers: Vec<Square>,
    pub mate: bool,
}

pub fn square_report(pos: &Position, sq: Square) -> SquareReport {
    let by = |c| attackers(pos, sq, c);
    let ways = |o| {
        Way::ALL
            .iter()
            .map(|&w| WayReport {
                way: w,
                isolation: isolation(pos, sq, o, w),
                squares: w.squares(sq, o),
            })
            .collect()
    };
    let (s, g) = (by(Color::Sente), by(Color::Gote));
    SquareReport {
        square: sq,
        piece: pos.piece_at(sq),
        counts: Sides {
            sente: s.len() as u8,
            gote: g.len() as u8,
        },
        attackers: Sides { sente: s, gote: g },
        ways: Sides {
            sente: ways(Color::Sente),
            gote: ways(Color::Gote),
        },
    }
}

/// Pieces attacked more often than defended (kings are reported as check instead).
pub fn hanging(pos: &Position, counts: &[[u8; 81]; 2]) -> Vec<Hanging> {
    Square::all()
        .filter_map(|sq| {
            let p = pos.piece_at(sq)?;
            let a = counts[p.color.flip().index()][sq.index()];
            let d = counts[p.color.index()][sq.index()];
            (p.kind != Kind::King && a > d).then_some(Hanging {
                square: sq,
                piece: p,
                attackers: a,
                defenders: d,
            })
        })
        .collect()
}

pub fn pins(pos: &Position) -> Vec<Pin> {
    let mut out = Vec::new();
    for c in Color::BOTH {
        for (sq, pinner) in pos.pins(c) {
            out.push(Pin {
                square: sq,
                piece: pos.piece_at(sq).unwrap(),
                pinner,
                pinner_piece: pos.piece_at(pinner).unwrap(),
                king: pos.king(c).unwrap(),
            });
        }
    }
    out
}

pub fn analyse(pos: &Position) -> Analysis {
    let counts = counts(pos);
    Analysis {
        squares: Square::all().map(|sq| square_report(pos, sq)).collect(),
        hanging: hanging(pos, &counts),
        pins: pins(pos),
        check: pos.is_check(),
        checkers: pos.checkers().collect(),
        mate: pos.is_checkmate(),
    }
}

impl Serialize for Square {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl Serialize for Piece {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl Serialize for Color {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}
