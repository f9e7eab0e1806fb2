//! Point names: GTP coordinates on grids (a column letter A–T without I, then the row counted
//! from the bottom: A1 is the bottom-left corner), vertex numbers on other boards.

use super::board::Board;
use super::Move;

const LETTERS: &[u8] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// The GTP column name of column `c` (0 = left); past Z it continues AA, AB, … (still no I).
pub fn column_name(c: usize) -> String {
    if c < LETTERS.len() {
        (LETTERS[c] as char).to_string()
    } else {
        let c = c - LETTERS.len();
        format!(
            "{}{}",
            LETTERS[c / LETTERS.len() % LETTERS.len()] as char,
            LETTERS[c % LETTERS.len()] as char
        )
    }
}

fn column_index(name: &str) -> Option<usize> {
    let up = name.to_ascii_uppercase();
    let b = up.as_bytes();
    let idx = |ch: u8| LETTERS.iter().position(|&l| l == ch);
    match b.len() {
        1 => idx(b[0]),
        2 => Some(LETTERS.len() + idx(b[0])? * LETTERS.len() + idx(b[1])?),
        _ => None,
    }
}

/// The display name of vertex `v`.
pub fn point_name(board: &Board, v: usize) -> String {
    match board.grid() {
        Some((w, h)) => format!("{}{}", column_name(v % w), h - v / w),
        None => v.to_string(),
    }
}

pub fn move_name(board: &Board, mv: Move) -> String {
    match mv {
        Move::Pass => "pass".into(),
        Move::Play(v) => point_name(board, v),
    }
}

/// A point from its name (GTP on grids, a vertex number otherwise).
pub fn parse_point(board: &Board, text: &str) -> Result<usize, String> {
    let t = text.trim();
    match board.grid() {
        Some((w, h)) => {
            let split = t
                .find(|c: char| c.is_ascii_digit())
                .ok_or_else(|| format!("`{t}` is not a point like D4"))?;
            let (col, row) = t.split_at(split);
            let c = column_index(col)
                .ok_or_else(|| format!("`{t}`: `{col}` is not a column (A–T, no I)"))?;
            let r: usize = row
                .parse()
                .map_err(|_| format!("`{t}` is not a point like D4"))?;
            if c >= w || r == 0 || r > h {
                return Err(format!(
                    "`{t}` is off the {w}×{h} board (columns {}–{}, rows 1–{h})",
                    column_name(0),
                    column_name(w - 1)
                ));
            }
            Ok((h - r) * w + c)
        }
        None => {
            let v: usize = t
                .parse()
                .map_err(|_| format!("`{t}` is not a vertex number"))?;
            if v >= board.len() {
                return Err(format!(
                    "vertex {v} is not on the board (vertices 0–{})",
                    board.len() - 1
                ));
            }
            Ok(v)
        }
    }
}

pub fn parse_move(board: &Board, text: &str) -> Result<Move, String> {
    if text.trim().eq_ignore_ascii_case("pass") {
        Ok(Move::Pass)
    } else {
        parse_point(board, text).map(Move::Play)
    }
}

/// Moves separated by spaces or commas; the error names the word and its place.
pub fn parse_moves(board: &Board, text: &str) -> Result<Vec<Move>, String> {
    text.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .enumerate()
        .map(|(i, w)| parse_move(board, w).map_err(|e| format!("move {i}: {e}")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_names_skip_i_and_count_rows_from_the_bottom() {
        let b = Board::parse("grid:19").unwrap();
        assert_eq!(point_name(&b, 18 * 19), "A1");
        assert_eq!(point_name(&b, 0), "A19");
        assert_eq!(point_name(&b, 8), "J19");
        assert_eq!(point_name(&b, 360), "T1");
        for v in 0..b.len() {
            assert_eq!(parse_point(&b, &point_name(&b, v)), Ok(v));
        }
        assert_eq!(parse_point(&b, "d4"), Ok(15 * 19 + 3));
        assert!(parse_point(&b, "I5").is_err());
        assert!(parse_point(&b, "U1").unwrap_err().contains("off the"));
        let wide = Board::parse("grid:40x2").unwrap();
        for v in 0..wide.len() {
            assert_eq!(parse_point(&wide, &point_name(&wide, v)), Ok(v));
        }
        let p = Board::parse("petersen").unwrap();
        assert_eq!(
            parse_moves(&p, "3, pass 9"),
            Ok(vec![Move::Play(3), Move::Pass, Move::Play(9)])
        );
        assert!(parse_moves(&p, "3 10").unwrap_err().contains("move 1"));
    }
}
