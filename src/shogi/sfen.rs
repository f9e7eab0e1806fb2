//! SFEN text ⇄ `Setup`, the unvalidated arrangement (shakmaty's `Setup`): any pieces on
//! any squares. `Position::from_setup` turns it into a playable position or says why not.

use super::types::{Color, Hand, Kind, Piece, Square};
use crate::error::Error;
use std::fmt;
use std::str::FromStr;

pub const STARTPOS: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

/// Board, hands, side to move and move number, as written; nothing checked yet.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    pub board: [Option<Piece>; 81],
    pub hands: [Hand; 2],
    pub side: Color,
    pub move_number: u32,
}

impl Default for Setup {
    /// The empty board, Sente to move.
    fn default() -> Self {
        Setup {
            board: [None; 81],
            hands: [Hand::default(); 2],
            side: Color::Sente,
            move_number: 1,
        }
    }
}

impl Setup {
    pub fn startpos() -> Setup {
        STARTPOS.parse().expect("the start position parses")
    }

    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board[sq.index()]
    }

    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        self.board[sq.index()] = piece;
    }

    /// The board field of SFEN (`lnsgkgsnl/1r5b1/…`).
    pub fn board_sfen(&self) -> String {
        let mut s = String::new();
        for rank in 1..=9 {
            if rank > 1 {
                s.push('/');
            }
            let mut empty = 0;
            for file in (1..=9).rev() {
                match self.piece_at(Square::new(file, rank).unwrap()) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            s += &empty.to_string();
                            empty = 0;
                        }
                        s += &p.sfen();
                    }
                }
            }
            if empty > 0 {
                s += &empty.to_string();
            }
        }
        s
    }

    /// The hand field: Sente's then Gote's, each R B G S N L P, or `-`.
    pub fn hands_sfen(&self) -> String {
        let mut s = String::new();
        for color in Color::BOTH {
            for kind in Kind::HAND_SFEN_ORDER {
                let n = self.hands[color.index()].count(kind);
                if n > 1 {
                    s += &n.to_string();
                }
                if n > 0 {
                    s.push(Piece::new(color, kind).sfen().chars().next().unwrap());
                }
            }
        }
        if s.is_empty() {
            s.push('-');
        }
        s
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {} {} {}",
            self.board_sfen(),
            self.side.sfen(),
            self.hands_sfen(),
            self.move_number
        )
    }
}

/// Why a text is not SFEN; each names the field and the place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SfenError {
    Empty,
    /// Fields separated by spaces: board, side, hands, and an optional move number.
    FieldCount {
        found: usize,
    },
    RankCount {
        found: usize,
    },
    /// A rank (1–9, top to bottom) that does not describe exactly 9 squares.
    RankWidth {
        rank: usize,
        squares: usize,
    },
    BoardChar {
        rank: usize,
        ch: char,
    },
    /// `+` not followed by a piece that can promote.
    Promotion {
        rank: usize,
        text: String,
    },
    Side {
        text: String,
    },
    HandChar {
        ch: char,
    },
    /// A count with no piece after it, a count of 0, or a king in hand.
    HandCount {
        text: String,
    },
    MoveNumber {
        text: String,
    },
}

impl fmt::Display for SfenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SfenError::Empty => write!(f, "SFEN: the text is empty"),
            SfenError::FieldCount { found } => write!(
                f,
                "SFEN: expected board, side, hands and an optional move number separated by spaces, found {found} field{}",
                if *found == 1 { "" } else { "s" }
            ),
            SfenError::RankCount { found } => {
                write!(f, "SFEN board: expected 9 ranks separated by '/', found {found}")
            }
            SfenError::RankWidth { rank, squares } => write!(
                f,
                "SFEN board: rank {rank} describes {squares} squares instead of 9"
            ),
            SfenError::BoardChar { rank, ch } => {
                write!(f, "SFEN board: unexpected '{ch}' in rank {rank}")
            }
            SfenError::Promotion { rank, text } => write!(
                f,
                "SFEN board: '{text}' in rank {rank}: '+' must come before a pawn, lance, knight, silver, bishop or rook"
            ),
            SfenError::Side { text } => {
                write!(f, "SFEN side to move: expected 'b' or 'w', found '{text}'")
            }
            SfenError::HandChar { ch } => write!(f, "SFEN hands: unexpected '{ch}'"),
            SfenError::HandCount { text } => write!(f, "SFEN hands: bad count or piece '{text}'"),
            SfenError::MoveNumber { text } => write!(
                f,
                "SFEN move number: expected a whole number from 1, found '{text}'"
            ),
        }
    }
}

impl std::error::Error for SfenError {}

impl From<SfenError> for Error {
    fn from(e: SfenError) -> Error {
        Error::Parse(e.to_string())
    }
}

fn parse_board(text: &str, setup: &mut Setup) -> Result<(), SfenError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != 9 {
        return Err(SfenError::RankCount { found: ranks.len() });
    }
    for (r, row) in ranks.iter().enumerate() {
        let rank = r + 1;
        let mut file: usize = 9; // next file to fill, counting down
        let mut filled = 0usize;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                if d == 0 {
                    return Err(SfenError::BoardChar { rank, ch: c });
                }
                filled += d as usize;
                file = file.saturating_sub(d as usize);
                continue;
            }
            let (promoted, letter) = if c == '+' {
                match chars.next() {
                    Some(l) => (true, l),
                    None => {
                        return Err(SfenError::Promotion {
                            rank,
                            text: "+".into(),
                        })
                    }
                }
            } else {
                (false, c)
            };
            let Some(base) = Kind::from_letter(letter) else {
                return Err(if promoted {
                    SfenError::Promotion {
                        rank,
                        text: format!("+{letter}"),
                    }
                } else {
                    SfenError::BoardChar { rank, ch: c }
                });
            };
            let kind = if promoted {
                base.promoted().ok_or(SfenError::Promotion {
                    rank,
                    text: format!("+{letter}"),
                })?
            } else {
                base
            };
            let color = if letter.is_ascii_uppercase() {
                Color::Sente
            } else {
                Color::Gote
            };
            filled += 1;
            if filled <= 9 {
                let sq = Square::new(file as u8, rank as u8).unwrap();
                setup.board[sq.index()] = Some(Piece::new(color, kind));
            }
            file = file.saturating_sub(1);
        }
        if filled != 9 {
            return Err(SfenError::RankWidth {
                rank,
                squares: filled,
            });
        }
    }
    Ok(())
}

fn parse_hands(text: &str, setup: &mut Setup) -> Result<(), SfenError> {
    if text == "-" {
        return Ok(());
    }
    let mut count: Option<u32> = None;
    let mut digits = String::new();
    for c in text.chars() {
        if let Some(d) = c.to_digit(10) {
            digits.push(c);
            let n = count.unwrap_or(0) * 10 + d;
            if n > 99 {
                return Err(SfenError::HandCount { text: digits });
            }
            count = Some(n);
            continue;
        }
        let kind = match Kind::from_letter(c) {
            Some(Kind::King) => {
                return Err(SfenError::HandCount {
                    text: format!("{digits}{c}"),
                })
            }
            Some(k) => k,
            None => return Err(SfenError::HandChar { ch: c }),
        };
        let n = count.unwrap_or(1);
        if n == 0 {
            return Err(SfenError::HandCount {
                text: format!("{digits}{c}"),
            });
        }
        let color = if c.is_ascii_uppercase() {
            Color::Sente
        } else {
            Color::Gote
        };
        let hand = &mut setup.hands[color.index()];
        let total = hand.count(kind) as u32 + n;
        if total > 99 {
            return Err(SfenError::HandCount {
                text: format!("{digits}{c}"),
            });
        }
        hand.set(kind, total as u8);
        count = None;
        digits.clear();
    }
    if count.is_some() {
        return Err(SfenError::HandCount { text: digits });
    }
    Ok(())
}

impl FromStr for Setup {
    type Err = SfenError;

    /// Parses SFEN, with or without a leading `sfen `; `startpos` is the start position.
    fn from_str(text: &str) -> Result<Setup, SfenError> {
        let text = text.trim();
        let text = text.strip_prefix("sfen ").unwrap_or(text).trim();
        if text.is_empty() {
            return Err(SfenError::Empty);
        }
        if text == "startpos" {
            return STARTPOS.parse();
        }
        let fields: Vec<&str> = text.split_whitespace().collect();
        if !(3..=4).contains(&fields.len()) {
            return Err(SfenError::FieldCount {
                found: fields.len(),
            });
        }
        let mut setup = Setup::default();
        parse_board(fields[0], &mut setup)?;
        setup.side = match fields[1] {
            "b" => Color::Sente,
            "w" => Color::Gote,
            other => {
                return Err(SfenError::Side {
                    text: other.to_string(),
                })
            }
        };
        parse_hands(fields[2], &mut setup)?;
        if let Some(n) = fields.get(3) {
            setup.move_number = match n.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(SfenError::MoveNumber {
                        text: n.to_string(),
                    })
                }
            };
        }
        Ok(setup)
    }
}
