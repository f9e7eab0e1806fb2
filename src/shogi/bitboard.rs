//! 81-square bitboards in a `u128` and the precomputed attack tables.
//!
//! Bit `(file - 1) * 9 + (rank - 1)`: a file is 9 consecutive bits. Sliding attacks are
//! ray lookups cut at the nearest blocker (lowest set bit for rays going up in index,
//! highest for rays going down), which needs no magic numbers and is branch-light.

use super::types::{Color, Kind, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};
use std::sync::LazyLock;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u128);

const FULL: u128 = (1u128 << 81) - 1;

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(FULL);

    #[inline]
    pub fn from_square(sq: Square) -> Bitboard {
        Bitboard(1u128 << sq.index())
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn any(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub fn contains(self, sq: Square) -> bool {
        self.0 >> sq.index() & 1 != 0
    }

    #[inline]
    pub fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub fn lowest(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::from_index(self.0.trailing_zeros() as usize))
        }
    }

    /// True if at most one square is set.
    #[inline]
    pub fn at_most_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) == 0
    }

    /// The squares of one file (1–9).
    pub fn file(file: u8) -> Bitboard {
        Bitboard(0x1ff << ((file as u32 - 1) * 9))
    }

    /// The squares of one rank (1–9).
    pub fn rank(rank: u8) -> Bitboard {
        let mut b = 0u128;
        for f in 0..9 {
            b |= 1u128 << (f * 9 + rank as u32 - 1);
        }
        Bitboard(b)
    }
}

impl Iterator for Bitboard {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Some(Square::from_index(i))
    }
}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f)?;
        for rank in 1..=9 {
            for file in (1..=9).rev() {
                let sq = Square::new(file, rank).unwrap();
                f.write_str(if self.contains(sq) { " X" } else { " ." })?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, o: Bitboard) -> Bitboard {
                Bitboard(self.0 $op o.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, o: Bitboard) {
                self.0 = self.0 $op o.0;
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0 & FULL)
    }
}

/// The eight ray directions as (file, rank) steps, opposite ones paired (`d ^ 1`).
/// Sente's "forward" is rank − 1.
pub const DIRECTIONS: [(i32, i32); 8] = [
    (0, -1),  // 0 up (toward rank 1)
    (0, 1),   // 1 down
    (1, 0),   // 2 toward file 9 (Sente's left)
    (-1, 0),  // 3 toward file 1 (Sente's right)
    (1, -1),  // 4 up-left
    (-1, 1),  // 5 down-right
    (-1, -1), // 6 up-right
    (1, 1),   // 7 down-left
];
const UP: usize = 0;
const DOWN: usize = 1;
/// Rays whose square index increases along the ray (index step 9*df + dr > 0).
const fn increasing(d: usize) -> bool {
    let (df, dr) = DIRECTIONS[d];
    df * 9 + dr > 0
}

pub struct Tables {
    /// Step attacks of non-sliding moves: [color][kind][square]. Sliding kinds hold only
    /// their step part (horse: orthogonal steps, dragon: diagonal steps; others empty).
    step: [[[Bitboard; 81]; 14]; 2],
    /// Rays on an empty board: [direction][square], the square itself excluded.
    ray: [[Bitboard; 81]; 8],
    /// Squares strictly between two squares on a line, else empty.
    between: Vec<Bitboard>,
    /// The whole line through two squares (edge to edge), else empty.
    line: Vec<Bitboard>,
    /// Promotion zone of each side.
    pub zone: [Bitboard; 2],
    /// Squares where a piece of [color][kind] could never move again.
    pub dead: [[Bitboard; 14]; 2],
}

/// The movement rules as (file, rank) steps for Sente; Gote's are negated.
pub fn step_offsets(kind: Kind) -> &'static [(i32, i32)] {
    const GOLD: &[(i32, i32)] = &[(0, -1), (1, -1), (-1, -1), (1, 0), (-1, 0), (0, 1)];
    const KING: &[(i32, i32)] = &[
        (0, -1),
        (1, -1),
        (-1, -1),
        (1, 0),
        (-1, 0),
        (0, 1),
        (1, 1),
        (-1, 1),
    ];
    match kind {
        Kind::Pawn => &[(0, -1)],
        Kind::Knight => &[(1, -2), (-1, -2)],
        Kind::Silver => &[(0, -1), (1, -1), (-1, -1), (1, 1), (-1, 1)],
        Kind::King => KING,
        Kind::Horse => &[(0, -1), (0, 1), (1, 0), (-1, 0)],
        Kind::Dragon => &[(1, -1), (-1, -1), (1, 1), (-1, 1)],
        Kind::Lance | Kind::Bishop | Kind::Rook => &[],
        _ => GOLD, // gold and the gold-movers
    }
}

impl Tables {
    fn new() -> Tables {
        let mut step = [[[Bitboard::EMPTY; 81]; 14]; 2];
        for color in Color::BOTH {
            let sign = if color == Color::Sente { 1 } else { -1 };
            for kind in Kind::ALL {
                for sq in Square::all() {
                    let mut b = Bitboard::EMPTY;
                    for &(df, dr) in step_offsets(kind) {
                        if let Some(t) = sq.offset(df * sign, dr * sign) {
                            b |= Bitboard::from_square(t);
                        }
                    }
                    step[color.index()][kind.index()][sq.index()] = b;
                }
            }
        }
        let mut ray = [[Bitboard::EMPTY; 81]; 8];
        for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
            for sq in Square::all() {
                let mut b = Bitboard::EMPTY;
                let mut cur = sq;
                while let Some(t) = cur.offset(df, dr) {
                    b |= Bitboard::from_square(t);
                    cur = t;
                }
                ray[d][sq.index()] = b;
            }
        }
        let mut between = vec![Bitboard::EMPTY; 81 * 81];
        let mut line = vec![Bitboard::EMPTY; 81 * 81];
        for a in Square::all() {
            for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                let mut btw = Bitboard::EMPTY;
                let mut cur = a;
                while let Some(t) = cur.offset(df, dr) {
                    let i = a.index() * 81 + t.index();
                    between[i] = btw;
                    line[i] = ray[d][a.index()] | ray[d ^ 1][a.index()] | Bitboard::from_square(a);
                    btw |= Bitboard::from_square(t);
                    cur = t;
                }
            }
        }
        let zone = [
            Bitboard::rank(1) | Bitboard::rank(2) | Bitboard::rank(3),
            Bitboard::rank(7) | Bitboard::rank(8) | Bitboard::rank(9),
        ];
        let mut dead = [[Bitboard::EMPTY; 14]; 2];
        dead[0][Kind::Pawn.index()] = Bitboard::rank(1);
        dead[0][Kind::Lance.index()] = Bitboard::rank(1);
        dead[0][Kind::Knight.index()] = Bitboard::rank(1) | Bitboard::rank(2);
        dead[1][Kind::Pawn.index()] = Bitboard::rank(9);
        dead[1][Kind::Lance.index()] = Bitboard::rank(9);
        dead[1][Kind::Knight.index()] = Bitboard::rank(9) | Bitboard::rank(8);
        Tables {
            step,
            ray,
            between,
            line,
            zone,
            dead,
        }
    }
}

static TABLES: LazyLock<Tables> = LazyLock::new(Tables::new);

#[inline]
pub fn tables() -> &'static Tables {
    &TABLES
}

impl Tables {
    #[inline]
    pub fn step(&self, color: Color, kind: Kind, sq: Square) -> Bitboard {
        self.step[color.index()][kind.index()][sq.index()]
    }

    #[inline]
    pub fn ray(&self, dir: usize, sq: Square) -> Bitboard {
        self.ray[dir][sq.index()]
    }

    /// The ray from `sq` in `dir`, cut after the first occupied square.
    #[inline]
    pub fn slide(&self, dir: usize, sq: Square, occ: Bitboard) -> Bitboard {
        let r = self.ray[dir][sq.index()];
        let blockers = (r & occ).0;
        if blockers == 0 {
            return r;
        }
        let b = if increasing(dir) {
            blockers.trailing_zeros()
        } else {
            127 - blockers.leading_zeros()
        };
        Bitboard(r.0 ^ self.ray[dir][b as usize].0)
    }

    #[inline]
    pub fn bishop(&self, sq: Square, occ: Bitboard) -> Bitboard {
        self.slide(4, sq, occ)
            | self.slide(5, sq, occ)
            | self.slide(6, sq, occ)
            | self.slide(7, sq, occ)
    }

    #[inline]
    pub fn rook(&self, sq: Square, occ: Bitboard) -> Bitboard {
        self.slide(0, sq, occ)
            | self.slide(1, sq, occ)
            | self.slide(2, sq, occ)
            | self.slide(3, sq, occ)
    }

    #[inline]
    pub fn lance(&self, color: Color, sq: Square, occ: Bitboard) -> Bitboard {
        self.slide(if color == Color::Sente { UP } else { DOWN }, sq, occ)
    }

    /// The lance's ray on an empty board.
    #[inline]
    pub fn lance_ray(&self, color: Color, sq: Square) -> Bitboard {
        self.ray[if color == Color::Sente { UP } else { DOWN }][sq.index()]
    }

    #[inline]
    pub fn bishop_rays(&self, sq: Square) -> Bitboard {
        let i = sq.index();
        self.ray[4][i] | self.ray[5][i] | self.ray[6][i] | self.ray[7][i]
    }

    #[inline]
    pub fn rook_rays(&self, sq: Square) -> Bitboard {
        let i = sq.index();
        self.ray[0][i] | self.ray[1][i] | self.ray[2][i] | self.ray[3][i]
    }

    /// Every square a piece of `color` and `kind` on `sq` attacks, given the occupancy.
    #[inline]
    pub fn attacks(&self, color: Color, kind: Kind, sq: Square, occ: Bitboard) -> Bitboard {
        match kind {
            Kind::Lance => self.lance(color, sq, occ),
            Kind::Bishop => self.bishop(sq, occ),
            Kind::Rook => self.rook(sq, occ),
            Kind::Horse => self.bishop(sq, occ) | self.step(color, kind, sq),
            Kind::Dragon => self.rook(sq, occ) | self.step(color, kind, sq),
            _ => self.step(color, kind, sq),
        }
    }

    #[inline]
    pub fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index() * 81 + b.index()]
    }

    #[inline]
    pub fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line[a.index() * 81 + b.index()]
    }
}
