//! A corner problem drawn as SGF: the top-left `w`×`h` points of a `cols`×`rows` board are
//! the region (marked `SQ`), the points just past it are Black's wall. Shared by the
//! random problems of tests/tsumego.rs, tests/tsumego_referee.rs and benches/tsumego.rs.
#![allow(dead_code)] // each includer uses what it needs

/// Where a point lies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    Region,
    /// Next to the region, along its lower and right edges (and the corner between).
    Wall,
    Beyond,
}

/// The SGF of the board `(cols, rows)` whose points `stone(place, row, col)` draws, row
/// by row (`B`, `W`, or anything else for empty), with the region `(w, h)` marked.
pub fn corner_sgf(
    (cols, rows): (usize, usize),
    (w, h): (usize, usize),
    mut stone: impl FnMut(Place, usize, usize) -> char,
) -> String {
    let (mut ab, mut aw, mut sq) = (String::new(), String::new(), String::new());
    for r in 0..rows {
        for c in 0..cols {
            let pt = format!("[{}{}]", (b'a' + c as u8) as char, (b'a' + r as u8) as char);
            let place = if r < h && c < w {
                sq += &pt;
                Place::Region
            } else if (r == h && c <= w) || (c == w && r <= h) {
                Place::Wall
            } else {
                Place::Beyond
            };
            match stone(place, r, c) {
                'B' => ab += &pt,
                'W' => aw += &pt,
                _ => {}
            }
        }
    }
    let size = match cols == rows {
        true => format!("{cols}"),
        false => format!("{cols}:{rows}"),
    };
    let mut sgf = format!("(;SZ[{size}]");
    for (prop, list) in [("AB", ab), ("AW", aw), ("SQ", sq)] {
        if !list.is_empty() {
            sgf += &format!("{prop}{list}");
        }
    }
    sgf + ")"
}
