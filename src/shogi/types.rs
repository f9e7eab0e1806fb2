//! The vocabulary: sides, piece kinds, pieces, squares and hands.

use std::fmt;

/// Sente (black, `b`, moves toward rank a) or Gote (white, `w`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    Sente = 0,
    Gote = 1,
}

impl Color {
    pub const BOTH: [Color; 2] = [Color::Sente, Color::Gote];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn flip(self) -> Color {
        match self {
            Color::Sente => Color::Gote,
            Color::Gote => Color::Sente,
        }
    }

    /// `sente` or `gote`, as used in JSON.
    pub fn name(self) -> &'static str {
        match self {
            Color::Sente => "sente",
            Color::Gote => "gote",
        }
    }

    /// The SFEN letter: `b` or `w`.
    pub fn sfen(self) -> char {
        match self {
            Color::Sente => 'b',
            Color::Gote => 'w',
        }
    }
}

impl std::ops::Not for Color {
    type Output = Color;
    fn not(self) -> Color {
        self.flip()
    }
}

/// The fourteen piece kinds: eight base kinds, then the six promoted ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Pawn = 0,
    Lance = 1,
    Knight = 2,
    Silver = 3,
    Gold = 4,
    Bishop = 5,
    Rook = 6,
    King = 7,
    ProPawn = 8,
    ProLance = 9,
    ProKnight = 10,
    ProSilver = 11,
    Horse = 12,
    Dragon = 13,
}

impl Kind {
    pub const ALL: [Kind; 14] = [
        Kind::Pawn,
        Kind::Lance,
        Kind::Knight,
        Kind::Silver,
        Kind::Gold,
        Kind::Bishop,
        Kind::Rook,
        Kind::King,
        Kind::ProPawn,
        Kind::ProLance,
        Kind::ProKnight,
        Kind::ProSilver,
        Kind::Horse,
        Kind::Dragon,
    ];

    /// The kinds a hand can hold, in hand index order (pawn first).
    pub const HAND: [Kind; 7] = [
        Kind::Pawn,
        Kind::Lance,
        Kind::Knight,
        Kind::Silver,
        Kind::Gold,
        Kind::Bishop,
        Kind::Rook,
    ];

    /// The order hands are printed in SFEN: R B G S N L P.
    pub const HAND_SFEN_ORDER: [Kind; 7] = [
        Kind::Rook,
        Kind::Bishop,
        Kind::Gold,
        Kind::Silver,
        Kind::Knight,
        Kind::Lance,
        Kind::Pawn,
    ];

    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    #[inline]
    pub fn from_index(i: usize) -> Kind {
        Kind::ALL[i]
    }

    pub fn is_promoted(self) -> bool {
        self as u8 >= 8
    }

    pub fn can_promote(self) -> bool {
        matches!(
            self,
            Kind::Pawn | Kind::Lance | Kind::Knight | Kind::Silver | Kind::Bishop | Kind::Rook
        )
    }

    /// The promoted kind, or `None` for gold, king and promoted kinds.
    pub fn promoted(self) -> Option<Kind> {
        Some(match self {
            Kind::Pawn => Kind::ProPawn,
            Kind::Lance => Kind::ProLance,
            Kind::Knight => Kind::ProKnight,
            Kind::Silver => Kind::ProSilver,
            Kind::Bishop => Kind::Horse,
            Kind::Rook => Kind::Dragon,
            _ => return None,
        })
    }

    /// The kind a captured piece turns into in hand (and the unpromoted side of a piece).
    pub fn unpromoted(self) -> Kind {
        match self {
            Kind::ProPawn => Kind::Pawn,
            Kind::ProLance => Kind::Lance,
            Kind::ProKnight => Kind::Knight,
            Kind::ProSilver => Kind::Silver,
            Kind::Horse => Kind::Bishop,
            Kind::Dragon => Kind::Rook,
            k => k,
        }
    }

    /// Moves like a gold general (gold and the four small promoted pieces).
    pub fn is_gold_mover(self) -> bool {
        matches!(
            self,
            Kind::Gold | Kind::ProPawn | Kind::ProLance | Kind::ProKnight | Kind::ProSilver
        )
    }

    /// The uppercase SFEN letter of the unpromoted kind.
    pub fn letter(self) -> char {
        match self.unpromoted() {
            Kind::Pawn => 'P',
            Kind::Lance => 'L',
            Kind::Knight => 'N',
            Kind::Silver => 'S',
            Kind::Gold => 'G',
            Kind::Bishop => 'B',
            Kind::Rook => 'R',
            _ => 'K',
        }
    }

    pub fn from_letter(c: char) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'P' => Kind::Pawn,
            'L' => Kind::Lance,
            'N' => Kind::Knight,
            'S' => Kind::Silver,
            'G' => Kind::Gold,
            'B' => Kind::Bishop,
            'R' => Kind::Rook,
            'K' => Kind::King,
            _ => return None,
        })
    }

    /// English name (`pawn`, `dragon`, …).
    pub fn name(self) -> &'static str {
        match self {
            Kind::Pawn => "pawn",
            Kind::Lance => "lance",
            Kind::Knight => "knight",
            Kind::Silver => "silver",
            Kind::Gold => "gold",
            Kind::Bishop => "bishop",
            Kind::Rook => "rook",
            Kind::King => "king",
            Kind::ProPawn => "tokin",
            Kind::ProLance => "promoted lance",
            Kind::ProKnight => "promoted knight",
            Kind::ProSilver => "promoted silver",
            Kind::Horse => "horse",
            Kind::Dragon => "dragon",
        }
    }

    /// The one-character kanji used in diagrams and Japanese notation.
    pub fn kanji(self) -> &'static str {
        match self {
            Kind::Pawn => "歩",
            Kind::Lance => "香",
            Kind::Knight => "桂",
            Kind::Silver => "銀",
            Kind::Gold => "金",
            Kind::Bishop => "角",
            Kind::Rook => "飛",
            Kind::King => "玉",
            Kind::ProPawn => "と",
            Kind::ProLance => "杏",
            Kind::ProKnight => "圭",
            Kind::ProSilver => "全",
            Kind::Horse => "馬",
            Kind::Dragon => "龍",
        }
    }

    /// How many of this base kind a standard set holds (both sides together).
    pub fn set_count(self) -> u8 {
        match self.unpromoted() {
            Kind::Pawn => 18,
            Kind::Lance | Kind::Knight | Kind::Silver | Kind::Gold => 4,
            Kind::Bishop | Kind::Rook | Kind::King => 2,
            _ => unreachable!("unpromoted kinds only"),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub kind: Kind,
}

impl Piece {
    pub const fn new(color: Color, kind: Kind) -> Piece {
        Piece { color, kind }
    }

    /// SFEN text: `P`, `+p`, ….
    pub fn sfen(self) -> String {
        let mut s = String::new();
        if self.kind.is_promoted() {
            s.push('+');
        }
        let c = self.kind.letter();
        s.push(match self.color {
            Color::Sente => c,
            Color::Gote => c.to_ascii_lowercase(),
        });
        s
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.sfen())
    }
}

/// A square: file 1–9 (right to left from Sente's side) and rank 1–9 (a–i, top to bottom).
/// The index is `(file - 1) * 9 + (rank - 1)`, so a file is 9 consecutive bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const COUNT: usize = 81;

    #[inline]
    pub const fn from_index(i: usize) -> Square {
        debug_assert!(i < 81);
        Square(i as u8)
    }

    /// From file and rank, each 1–9.
    pub fn new(file: u8, rank: u8) -> Option<Square> {
        if (1..=9).contains(&file) && (1..=9).contains(&rank) {
            Some(Square((file - 1) * 9 + rank - 1))
        } else {
            None
        }
    }

    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 1–9.
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 / 9 + 1
    }

    /// 1–9 (a–i).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 % 9 + 1
    }

    /// The square shifted by (files, ranks), if still on the board.
    pub fn offset(self, df: i32, dr: i32) -> Option<Square> {
        let f = self.file() as i32 + df;
        let r = self.rank() as i32 + dr;
        if (1..=9).contains(&f) && (1..=9).contains(&r) {
            Some(Square(((f - 1) * 9 + r - 1) as u8))
        } else {
            None
        }
    }

    /// The rank as counted from `color`'s side: 1 is the farthest rank.
    pub fn relative_rank(self, color: Color) -> u8 {
        match color {
            Color::Sente => self.rank(),
            Color::Gote => 10 - self.rank(),
        }
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..81).map(Square::from_index)
    }

    /// Parses `7g`.
    pub fn parse(s: &str) -> Option<Square> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return None;
        }
        let file = b[0].wrapping_sub(b'0');
        let rank = b[1].wrapping_sub(b'a') + 1;
        Square::new(file, rank)
    }

    /// Japanese coordinates: `７六`.
    pub fn japanese(self) -> String {
        const FILES: [&str; 9] = ["１", "２", "３", "４", "５", "６", "７", "８", "９"];
        const RANKS: [&str; 9] = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
        format!(
            "{}{}",
            FILES[self.file() as usize - 1],
            RANKS[self.rank() as usize - 1]
        )
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), (b'a' + self.rank() - 1) as char)
    }
}

/// Pieces in hand for one side, counted per hand kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand([u8; 7]);

impl Hand {
    #[inline]
    pub fn count(&self, kind: Kind) -> u8 {
        self.0[kind.index()]
    }

    #[inline]
    pub fn set(&mut self, kind: Kind, n: u8) {
        self.0[kind.index()] = n;
    }

    #[inline]
    pub fn add(&mut self, kind: Kind) {
        self.0[kind.index()] += 1;
    }

    #[inline]
    pub fn remove(&mut self, kind: Kind) {
        self.0[kind.index()] -= 1;
    }

    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }

    pub fn total(&self) -> u32 {
        self.0.iter().map(|&n| n as u32).sum()
    }
}
