//! Other ways in: the standard handicap presets, KIF board diagrams (BOD) and CSA
//! positions, each turned into a `Setup`.

use super::position::Position;
use super::sfen::{Setup, STARTPOS};
use super::types::{Color, Kind, Piece, Square};
use crate::error::{Error, Result};

/// (id, Japanese name, SFEN). In handicap games the stronger player (上手, Gote) moves first.
pub const PRESETS: [(&str, &str, &str); 11] = [
    ("even", "平手", STARTPOS),
    (
        "lance",
        "香落ち",
        "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "right-lance",
        "右香落ち",
        "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "bishop",
        "角落ち",
        "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "rook",
        "飛車落ち",
        "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "rook-lance",
        "飛香落ち",
        "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "two",
        "二枚落ち",
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "four",
        "四枚落ち",
        "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "six",
        "六枚落ち",
        "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "eight",
        "八枚落ち",
        "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
    (
        "ten",
        "十枚落ち",
        "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1",
    ),
];

pub fn preset(id: &str) -> Option<Setup> {
    PRESETS
        .iter()
        .find(|p| p.0 == id || p.1 == id)
        .map(|p| p.2.parse().expect("presets parse"))
}

fn kanji_kind(c: char) -> Option<Kind> {
    Some(match c {
        '歩' => Kind::Pawn,
        '香' => Kind::Lance,
        '桂' => Kind::Knight,
        '銀' => Kind::Silver,
        '金' => Kind::Gold,
        '角' => Kind::Bishop,
        '飛' => Kind::Rook,
        '玉' | '王' => Kind::King,
        'と' => Kind::ProPawn,
        '杏' => Kind::ProLance,
        '圭' => Kind::ProKnight,
        '全' => Kind::ProSilver,
        '馬' => Kind::Horse,
        '龍' | '竜' => Kind::Dragon,
        _ => return None,
    })
}

/// Kanji numerals up to 18 (一 … 十八), or ASCII/full-width digits.
fn kanji_number(s: &str) -> Option<u8> {
    let s = s.trim();
    if s.is_empty() {
        return Some(1);
    }
    let digits: String = s
        .chars()
        .map(|c| match c {
            '０'..='９' => char::from_u32(c as u32 - '０' as u32 + '0' as u32).unwrap(),
            c => c,
        })
        .collect();
    if let Ok(n) = digits.parse::<u8>() {
        return Some(n);
    }
    const ONES: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];
    let one = |c: char| ONES.iter().position(|&o| o == c).map(|i| i as u8 + 1);
    let cs: Vec<char> = s.chars().collect();
    match cs.as_slice() {
        [c] if *c == '十' => Some(10),
        [c] => one(*c),
        ['十', c] => Some(10 + one(*c)?),
        _ => None,
    }
}

fn kif_hand(text: &str, color: Color, setup: &mut Setup) -> Result<()> {
    let text = text.trim();
    if text.is_empty() || text == "なし" {
        return Ok(());
    }
    for item in text.split(['　', ' ']).filter(|s| !s.is_empty()) {
        let mut chars = item.chars();
        let c = chars.next().unwrap();
        let kind = kanji_kind(c)
            .filter(|k| k.index() < 7)
            .ok_or_else(|| Error::Parse(format!("KIF hand: unknown piece '{item}'")))?;
        let n = kanji_number(chars.as_str())
            .ok_or_else(|| Error::Parse(format!("KIF hand: bad count in '{item}'")))?;
        let h = &mut setup.hands[color.index()];
        h.set(kind, h.count(kind).saturating_add(n));
    }
    Ok(())
}

/// Reads a KIF board diagram (the `|v香v桂…|一` rows, both hands, whose turn).
pub fn from_kif(text: &str) -> Result<Setup> {
    let mut setup = Setup::default();
    let mut rank = 0u8;
    for line in text.lines() {
        let line = line.trim_end();
        if let Some((who, hand)) = line.split_once("の持駒") {
            let hand = hand.trim_start_matches(['：', ':']);
            let color = if who.contains("後手") || who.contains("上手") {
                Color::Gote
            } else {
                Color::Sente
            };
            kif_hand(hand, color, &mut setup)?;
        } else if line.starts_with('|') {
            rank += 1;
            if rank > 9 {
                return Err(Error::Parse("KIF board: more than 9 rows".into()));
            }
            let inner: Vec<char> = line.chars().skip(1).take_while(|&c| c != '|').collect();
            let mut file = 9u8;
            let mut i = 0;
            while i < inner.len() {
                let (color, c) = match inner[i] {
                    'v' | 'V' => (Color::Gote, inner.get(i + 1).copied()),
                    ' ' | '^' | '+' => (Color::Sente, inner.get(i + 1).copied()),
                    other => (Color::Sente, Some(other)),
                };
                i += if matches!(inner[i], 'v' | 'V' | ' ' | '^' | '+') {
                    2
                } else {
                    1
                };
                let Some(c) = c else { break };
                if file == 0 {
                    return Err(Error::Parse(format!(
                        "KIF board: row {rank} has more than 9 squares"
                    )));
                }
                let sq = Square::new(file, rank).unwrap();
                if c != '・' {
                    let kind = kanji_kind(c).ok_or_else(|| {
                        Error::Parse(format!("KIF board: unknown piece '{c}' in row {rank}"))
                    })?;
                    setup.board[sq.index()] = Some(Piece::new(color, kind));
                }
                file -= 1;
            }
            if file != 0 {
                return Err(Error::Parse(format!(
                    "KIF board: row {rank} has {} squares instead of 9",
                    9 - file
                )));
            }
        } else if line.starts_with("後手番") || line.starts_with("上手番") {
            setup.side = Color::Gote;
        } else if line.starts_with("先手番") || line.starts_with("下手番") {
            setup.side = Color::Sente;
        } else if let Some(rest) = line
            .strip_prefix("手数＝")
            .or_else(|| line.strip_prefix("手数="))
        {
            let n: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
            if let Ok(n) = n.parse::<u32>() {
                setup.move_number = n + 1;
            }
        }
    }
    if rank != 9 {
        return Err(Error::Parse(format!(
            "KIF board: found {rank} board rows instead of 9"
        )));
    }
    Ok(setup)
}

fn csa_kind(code: &str) -> Option<Kind> {
    Some(match code {
        "FU" => Kind::Pawn,
        "KY" => Kind::Lance,
        "KE" => Kind::Knight,
        "GI" => Kind::Silver,
        "KI" => Kind::Gold,
        "KA" => Kind::Bishop,
        "HI" => Kind::Rook,
        "OU" => Kind::King,
        "TO" => Kind::ProPawn,
        "NY" => Kind::ProLance,
        "NK" => Kind::ProKnight,
        "NG" => Kind::ProSilver,
        "UM" => Kind::Horse,
        "RY" => Kind::Dragon,
        _ => return None,
    })
}

fn csa_square(s: &str) -> Option<Square> {
    let b = s.as_bytes();
    Square::new(b.first()?.wrapping_sub(b'0'), b.get(1)?.wrapping_sub(b'0'))
}

/// Reads a CSA position (`PI`, `P1`…`P9`, `P+`/`P-` lines and the side to move) and plays
/// any CSA moves that follow (`+7776FU`), each checked for legality.
pub fn from_csa(text: &str) -> Result<Setup> {
    let mut setup = Setup::default();
    let mut seen_board = false;
    let mut side_seen = false;
    let mut moves = Vec::new();
    let bad = |l: &str| Error::Parse(format!("CSA: cannot read line '{l}'"));
    for raw in text.lines().flat_map(|l| l.split(',')) {
        let line = raw.trim_end();
        if line.is_empty()
            || line.starts_with('\'')
            || line.starts_with('V')
            || line.starts_with('N')
            || line.starts_with('$')
            || line.starts_with('T')
            || line.starts_with('%')
        {
            continue;
        }
        if let Some(rest) = line.strip_prefix("PI") {
            setup = STARTPOS.parse().unwrap();
            seen_board = true;
            for chunk in rest.as_bytes().chunks(4) {
                let chunk = std::str::from_utf8(chunk).map_err(|_| bad(line))?;
                let sq = csa_square(chunk).ok_or_else(|| bad(line))?;
                setup.board[sq.index()] = None;
            }
        } else if line.len() >= 2 && line.starts_with('P') && line.as_bytes()[1].is_ascii_digit() {
            let rank = line.as_bytes()[1] - b'0';
            if !(1..=9).contains(&rank) {
                return Err(bad(line));
            }
            seen_board = true;
            let cells = &line[2..];
            for file in (1..=9u8).rev() {
                let i = (9 - file as usize) * 3;
                let cell = cells.get(i..i + 3).unwrap_or(" * ");
                if cell.trim() == "*" || cell.trim().is_empty() {
                    setup.board[Square::new(file, rank).unwrap().index()] = None;
                    continue;
                }
                let color = match &cell[..1] {
                    "+" => Color::Sente,
                    "-" => Color::Gote,
                    _ => return Err(bad(line)),
                };
                let kind = csa_kind(&cell[1..]).ok_or_else(|| bad(line))?;
                setup.board[Square::new(file, rank).unwrap().index()] =
                    Some(Piece::new(color, kind));
            }
        } else if line.starts_with("P+") || line.starts_with("P-") {
            seen_board = true;
            let color = if line.starts_with("P+") {
                Color::Sente
            } else {
                Color::Gote
            };
            for chunk in line.as_bytes()[2..].chunks(4) {
                let chunk = std::str::from_utf8(chunk).map_err(|_| bad(line))?;
                if chunk.len() != 4 {
                    return Err(bad(line));
                }
                if &chunk[2..] == "AL" {
                    // Every piece not yet placed goes to this hand.
                    for k in Kind::HAND {
                        let on_board = setup
                            .board
                            .iter()
                            .flatten()
                            .filter(|p| p.kind.unpromoted() == k)
                            .count() as u8;
                        let in_hands = setup.hands[0].count(k) + setup.hands[1].count(k);
                        let rest = k.set_count().saturating_sub(on_board + in_hands);
                        let h = &mut setup.hands[color.index()];
                        h.set(k, h.count(k) + rest);
                    }
                    continue;
                }
                let kind = csa_kind(&chunk[2..]).ok_or_else(|| bad(line))?;
                if &chunk[..2] == "00" {
                    if kind.index() >= 7 {
                        return Err(bad(line));
                    }
                    let h = &mut setup.hands[color.index()];
                    h.set(kind, h.count(kind) + 1);
                } else {
                    let sq = csa_square(chunk).ok_or_else(|| bad(line))?;
                    setup.board[sq.index()] = Some(Piece::new(color, kind));
                }
            }
        } else if line == "+" || line == "-" {
            if !side_seen {
                setup.side = if line == "+" {
                    Color::Sente
                } else {
                    Color::Gote
                };
                side_seen = true;
            }
        } else if (line.starts_with('+') || line.starts_with('-')) && line.len() >= 7 {
            let from = csa_square(&line[1..3]);
            let to = csa_square(&line[3..5]).ok_or_else(|| bad(line))?;
            let kind = csa_kind(&line[5..7]).ok_or_else(|| bad(line))?;
            moves.push((from, to, kind));
        } else {
            return Err(bad(line));
        }
    }
    if !seen_board {
        return Err(Error::Parse("CSA: no position lines (PI or P1…P9)".into()));
    }
    if moves.is_empty() {
        return Ok(setup);
    }
    let mut pos = Position::from_setup(setup)?;
    for (i, (from, to, kind)) in moves.into_iter().enumerate() {
        let usi = match from {
            None => format!("{}*{to}", kind.letter()),
            Some(f) => {
                let was = pos.piece_at(f).map(|p| p.kind);
                let promote = was.is_some_and(|w| w != kind && w.promoted() == Some(kind));
                format!("{f}{to}{}", if promote { "+" } else { "" })
            }
        };
        pos.play_usi(&usi)
            .map_err(|e| Error::Invalid(format!("CSA move {}: {e}", i + 1)))?;
    }
    Ok(pos.to_setup())
}

/// Reads SFEN, a KIF diagram or a CSA position, whichever the text is.
pub fn import(text: &str) -> Result<Setup> {
    let t = text.trim();
    if t.contains("の持駒") || t.lines().any(|l| l.starts_with('|')) {
        return from_kif(t);
    }
    if t.lines().any(|l| {
        l.starts_with("PI") || l.starts_with("P1") || l.starts_with("P+") || l.starts_with("P-")
    }) {
        return from_csa(t);
    }
    if let Some(s) = preset(t) {
        return Ok(s);
    }
    Ok(t.parse()?)
}

/// The words that tell apart two pieces of one kind that can reach the same square
/// (上 up, 引 back, 寄 sideways, 直 straight up for gold-like pieces and silvers, 右/左 the
/// piece on the mover's right/left), or "" when only one can.
fn japanese_disambiguation(pos: &Position, from: Square, to: Square) -> String {
    let us = pos.side_to_move();
    let p = pos.piece_at(from).expect("a piece on the origin");
    let mut rivals: Vec<Square> = pos
        .legal_moves()
        .iter()
        .filter(|o| o.to() == to)
        .filter_map(|o| o.from())
        .filter(|&f| pos.piece_at(f) == Some(p))
        .collect();
    rivals.sort();
    rivals.dedup();
    if rivals.len() < 2 {
        return String::new();
    }
    // Ranks counted toward the opponent, files toward the mover's left.
    let forward = |f: Square| to.relative_rank(us) as i32 - f.relative_rank(us) as i32;
    let dir = |f: Square| match forward(f).signum() {
        -1 => "上",
        1 => "引",
        _ => "寄",
    };
    let left = |f: Square| match us {
        Color::Sente => f.file() as i32,
        Color::Gote => -(f.file() as i32),
    };
    let same_dir: Vec<Square> = rivals
        .iter()
        .copied()
        .filter(|&f| dir(f) == dir(from))
        .collect();
    if same_dir.len() == 1 {
        return dir(from).to_string();
    }
    let straight = from.file() == to.file() && forward(from) == -1;
    if straight && (p.kind.is_gold_mover() || p.kind == Kind::Silver) {
        return "直".to_string();
    }
    let side = |group: &[Square]| {
        let l = group.iter().map(|&f| left(f)).max().unwrap();
        let r = group.iter().map(|&f| left(f)).min().unwrap();
        let n = |v: i32| group.iter().filter(|&&f| left(f) == v).count();
        if left(from) == r && n(r) == 1 {
            Some("右")
        } else if left(from) == l && n(l) == 1 {
            Some("左")
        } else {
            None
        }
    };
    if let Some(s) = side(&rivals) {
        return s.to_string();
    }
    match side(&same_dir) {
        Some(s) => format!("{s}{}", dir(from)),
        None => dir(from).to_string(),
    }
}

/// A move in Japanese (`▲７六歩`, `△同　銀`, `▲５八金右`, `▲２二角成`, `不成`, `打` when a
/// board piece could also go there) and Western (Hodges) notation (`P-7f`, `Bx2b+`, `S*5e`,
/// `S6h-5g=`), from the position before it; `previous` is the last move's destination (同).
pub fn move_texts(pos: &Position, m: super::Move, previous: Option<Square>) -> (String, String) {
    let us = pos.side_to_move();
    let mark = if us == Color::Sente { "▲" } else { "△" };
    let to = m.to();
    let dest = if previous == Some(to) {
        "同　".to_string()
    } else {
        to.japanese()
    };
    match m.from() {
        None => {
            let k = m.drop_kind().unwrap();
            let also_moves = pos.legal_moves().iter().any(|o| {
                o.to() == to
                    && o.from()
                        .is_some_and(|f| pos.piece_at(f) == Some(super::Piece::new(us, k)))
            });
            (
                format!(
                    "{mark}{dest}{}{}",
                    k.kanji(),
                    if also_moves { "打" } else { "" }
                ),
                format!("{}*{to}", k.letter()),
            )
        }
        Some(from) => {
            let p = pos.piece_at(from).expect("a piece on the origin");
            let could_promote =
                p.kind.can_promote() && (from.relative_rank(us) <= 3 || to.relative_rank(us) <= 3);
            let jp_suffix = if m.is_promotion() {
                "成"
            } else if could_promote {
                "不成"
            } else {
                ""
            };
            let japanese = format!(
                "{mark}{dest}{}{}{jp_suffix}",
                p.kind.kanji(),
                japanese_disambiguation(pos, from, to)
            );
            let letter = if p.kind.is_promoted() {
                format!("+{}", p.kind.letter())
            } else {
                p.kind.letter().to_string()
            };
            // Name the origin when another piece of the same kind could go there too.
            let ambiguous = pos.legal_moves().iter().any(|o| {
                o.to() == to
                    && o.from()
                        .is_some_and(|f| f != from && pos.piece_at(f) == Some(p))
            });
            let origin = if ambiguous {
                from.to_string()
            } else {
                String::new()
            };
            let sep = if pos.piece_at(to).is_some() { "x" } else { "-" };
            let promo = if m.is_promotion() {
                "+"
            } else if could_promote {
                "="
            } else {
                ""
            };
            (japanese, format!("{letter}{origin}{sep}{to}{promo}"))
        }
    }
}
