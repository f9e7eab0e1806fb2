//! The polyomino type: a connected set of grid cells, its notation, its 8 symmetries and
//! its canonical form.

use crate::error::{invalid, parse_error, too_large, Error, Location, Result};
use crate::graph::{Graph, VertexSet};
use std::fmt;
use std::str::FromStr;

/// Cells beyond this are refused when parsing text, so a paste cannot exhaust memory.
pub const MAX_CELLS: usize = 100_000;
/// Bounding boxes beyond this many squares are refused for the same reason.
pub const MAX_BOX: u64 = 4_000_000;

/// A connected set of cells in normal position (smallest x and y are 0), cells sorted in
/// row-major order (by y, then x). y grows downwards, as in the notation.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Polyomino {
    width: u32,
    height: u32,
    cells: Vec<(u32, u32)>,
}

/// One of the 8 symmetries of the square: optional transpose, then optional mirror of x,
/// then optional mirror of y. `0` is the identity.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symmetry(pub u8);

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    /// Image of (x, y) before normalisation (coordinates may be negative).
    #[inline]
    pub fn apply(self, x: i64, y: i64) -> (i64, i64) {
        let (x, y) = if self.0 & 4 != 0 { (y, x) } else { (x, y) };
        let x = if self.0 & 1 != 0 { -x } else { x };
        let y = if self.0 & 2 != 0 { -y } else { y };
        (x, y)
    }

    /// Rotations (including the identity) keep orientation; the other four reflect.
    pub fn is_rotation(self) -> bool {
        // transpose and each mirror reverse orientation.
        self.0.count_ones().is_multiple_of(2)
    }

    pub fn name(self) -> &'static str {
        match self.0 {
            0 => "identity",
            1 => "mirror left-right",
            2 => "mirror top-bottom",
            3 => "rotate 180°",
            4 => "reflect in the main diagonal",
            5 => "rotate 90° clockwise",
            6 => "rotate 90° counter-clockwise",
            _ => "reflect in the anti-diagonal",
        }
    }
}

/// Shapes are ordered like their images compete for "canonical" (see `ImageOrder`),
/// best first.
impl Ord for Polyomino {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.image_order().cmp(&other.image_order())
    }
}

impl PartialOrd for Polyomino {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// The order in which images of a shape compete for "canonical": the sorted row-major
/// positions `y * width + x`, lexicographically smaller first (the top-left squares filled
/// earliest), then the wider image. The fast keys of `key.rs` encode the same order.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct ImageOrder {
    positions: Vec<u64>,
    narrower: std::cmp::Reverse<u32>,
}

impl Polyomino {
    /// A polyomino from any cells (duplicates ignored); they must be connected.
    pub fn from_cells(cells: impl IntoIterator<Item = (i64, i64)>) -> Result<Self> {
        let shape = Self::checked_normal(cells.into_iter().collect())?;
        let parts = shape.components();
        if parts.len() > 1 {
            return invalid(disconnected_message(&parts));
        }
        Ok(shape)
    }

    /// Cells in normal position after the size checks, connected or not.
    fn checked_normal(cells: Vec<(i64, i64)>) -> Result<Self> {
        if cells.is_empty() {
            return invalid("a polyomino needs at least one cell");
        }
        if cells.len() > MAX_CELLS {
            return too_large(format!(
                "{} cells is more than the limit of {MAX_CELLS}",
                cells.len()
            ));
        }
        Self::normalise(cells)
    }

    /// A shape from cells already normal and row-major sorted, known connected (decoded
    /// canonical keys); skips validation, which dominates decoding time.
    pub(crate) fn from_sorted_normal_cells(
        width: u32,
        height: u32,
        cells: Vec<(u32, u32)>,
    ) -> Self {
        debug_assert!(cells
            .windows(2)
            .all(|w| (w[0].1, w[0].0) < (w[1].1, w[1].0)));
        Polyomino {
            width,
            height,
            cells,
        }
    }

    /// Cells in normal position without a connectivity check (callers check).
    fn normalise(cells: Vec<(i64, i64)>) -> Result<Self> {
        let min_x = cells.iter().map(|c| c.0).min().unwrap_or(0);
        let min_y = cells.iter().map(|c| c.1).min().unwrap_or(0);
        let max_x = cells.iter().map(|c| c.0).max().unwrap_or(0);
        let max_y = cells.iter().map(|c| c.1).max().unwrap_or(0);
        let (w, h) = ((max_x - min_x + 1) as u64, (max_y - min_y + 1) as u64);
        if w.saturating_mul(h) > MAX_BOX {
            return too_large(format!(
                "the cells span {w} × {h} squares, more than the limit of {MAX_BOX}"
            ));
        }
        let mut cells: Vec<(u32, u32)> = cells
            .into_iter()
            .map(|(x, y)| ((x - min_x) as u32, (y - min_y) as u32))
            .collect();
        cells.sort_unstable_by_key(|&(x, y)| (y, x));
        cells.dedup();
        Ok(Polyomino {
            width: w as u32,
            height: h as u32,
            cells,
        })
    }

    pub fn area(&self) -> usize {
        self.cells.len()
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// Cells as (x, y), row-major.
    pub fn cells(&self) -> &[(u32, u32)] {
        &self.cells
    }

    pub fn contains(&self, x: u32, y: u32) -> bool {
        self.index_of(x, y).is_some()
    }

    /// The position of cell (x, y) in `cells()`.
    pub fn index_of(&self, x: u32, y: u32) -> Option<usize> {
        self.cells
            .binary_search_by_key(&(y, x), |&(cx, cy)| (cy, cx))
            .ok()
    }

    /// Index pairs of edge-adjacent cells.
    pub fn adjacencies(&self) -> Vec<(usize, usize)> {
        let mut edges = Vec::with_capacity(2 * self.cells.len());
        for (i, &(x, y)) in self.cells.iter().enumerate() {
            if let Some(j) = self.index_of(x + 1, y) {
                edges.push((i, j));
            }
            if let Some(j) = self.index_of(x, y + 1) {
                edges.push((i, j));
            }
        }
        edges
    }

    /// Connected pieces of the cells, as index lists, largest first.
    fn components(&self) -> Vec<Vec<(u32, u32)>> {
        let n = self.cells.len();
        let mut parent: Vec<usize> = (0..n).collect();
        fn find(p: &mut [usize], mut i: usize) -> usize {
            while p[i] != i {
                p[i] = p[p[i]];
                i = p[i];
            }
            i
        }
        for (a, b) in self.adjacencies() {
            let (ra, rb) = (find(&mut parent, a), find(&mut parent, b));
            if ra != rb {
                parent[ra.max(rb)] = ra.min(rb);
            }
        }
        let mut groups: std::collections::BTreeMap<usize, Vec<(u32, u32)>> = Default::default();
        for i in 0..n {
            let r = find(&mut parent, i);
            groups.entry(r).or_default().push(self.cells[i]);
        }
        let mut parts: Vec<_> = groups.into_values().collect();
        parts.sort_by_key(|p| std::cmp::Reverse(p.len()));
        parts
    }

    /// The image under a symmetry, in normal position.
    pub fn transformed(&self, s: Symmetry) -> Polyomino {
        let cells = self
            .cells
            .iter()
            .map(|&(x, y)| s.apply(x as i64, y as i64))
            .collect();
        Self::normalise(cells).expect("an image has the same size")
    }

    fn image_order(&self) -> ImageOrder {
        let w = self.width as u64;
        ImageOrder {
            positions: self
                .cells
                .iter()
                .map(|&(x, y)| y as u64 * w + x as u64)
                .collect(),
            narrower: std::cmp::Reverse(self.width),
        }
    }

    /// The canonical image: equal for congruent shapes (rotations and reflections),
    /// different otherwise.
    pub fn canonical(&self) -> Polyomino {
        Symmetry::ALL
            .iter()
            .map(|&s| self.transformed(s))
            .min_by_key(|p| p.image_order())
            .expect("eight images")
    }

    /// Whether this is its own canonical image.
    pub fn is_canonical(&self) -> bool {
        *self == self.canonical()
    }

    /// The symmetries that map the shape onto itself (always includes the identity).
    pub fn symmetries(&self) -> Vec<Symmetry> {
        Symmetry::ALL
            .iter()
            .copied()
            .filter(|&s| self.transformed(s) == *self)
            .collect()
    }

    pub fn symmetry_group(&self) -> SymmetryGroup {
        SymmetryGroup::of(&self.symmetries())
    }

    pub fn is_congruent(&self, other: &Polyomino) -> bool {
        self.area() == other.area() && self.canonical() == other.canonical()
    }

    /// The cell graph, for connectivity questions. `W` words must hold `area()` bits.
    pub fn graph<const W: usize>(&self) -> Graph<W> {
        Graph::new(self.cells.len(), self.adjacencies())
    }

    /// The shape made of the cells whose indices are in `part` (which must be connected).
    pub fn sub_shape<const W: usize>(&self, part: VertexSet<W>) -> Polyomino {
        let cells = part
            .iter()
            .map(|i| (self.cells[i].0 as i64, self.cells[i].1 as i64));
        Self::normalise(cells.collect()).expect("a part is smaller than its shape")
    }

    /// The notation, rows of `#` and `.` joined by `/`.
    pub fn notation(&self) -> String {
        self.to_string()
    }

    /// Parse a shape given either as notation (`###/#..`) or as a cell list (`0,0 1,0 2,0`).
    pub fn parse_any(text: &str) -> Result<Self> {
        Polyomino::from_cells(parse_cells(text)?)
    }
}

/// The cells of a text, notation or cell list, in the text's own coordinates, without the
/// connectivity check (a drawing in progress may be disconnected).
pub fn parse_cells(text: &str) -> Result<Vec<(i64, i64)>> {
    if text
        .trim_start()
        .starts_with(|c: char| c.is_ascii_digit() || c == '(' || c == '[' || c == '-')
    {
        cell_list_cells(text)
    } else {
        notation_cells(text)
    }
}

/// The connected pieces of any cells (duplicates ignored), largest first, in the normal
/// position of all the cells together: how a page points at the stray cells of a
/// disconnected drawing. One piece means the cells form a polyomino.
pub fn pieces(cells: impl IntoIterator<Item = (i64, i64)>) -> Result<Vec<Vec<(u32, u32)>>> {
    Ok(Polyomino::checked_normal(cells.into_iter().collect())?.components())
}

fn disconnected_message(parts: &[Vec<(u32, u32)>]) -> String {
    let stray: Vec<String> = parts[1..]
        .iter()
        .flatten()
        .take(12)
        .map(|&(x, y)| format!("(row {}, column {})", y + 1, x + 1))
        .collect();
    let more = parts[1..]
        .iter()
        .map(Vec::len)
        .sum::<usize>()
        .saturating_sub(stray.len());
    format!(
        "the cells are not connected: {} separate pieces; not joined to the largest piece: {}{}",
        parts.len(),
        stray.join(", "),
        if more > 0 {
            format!(" and {more} more")
        } else {
            String::new()
        }
    )
}

/// Cells given as `x,y` pairs separated by spaces, semicolons or brackets.
pub fn parse_cell_list(text: &str) -> Result<Polyomino> {
    Polyomino::from_cells(cell_list_cells(text)?)
}

fn cell_list_cells(text: &str) -> Result<Vec<(i64, i64)>> {
    let numbers: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || ",;()[]".contains(c))
        .filter(|s| !s.is_empty())
        .collect();
    if !numbers.len().is_multiple_of(2) {
        return parse_error("a cell list needs pairs of numbers `x,y`; one number is left over");
    }
    if numbers.len() / 2 > MAX_CELLS {
        return too_large(format!("more than {MAX_CELLS} cells"));
    }
    let mut cells = Vec::with_capacity(numbers.len() / 2);
    for pair in numbers.chunks(2) {
        let coord = |s: &str| -> Result<i64> {
            match s.parse::<i64>() {
                Ok(v) if v.abs() <= 1_000_000 => Ok(v),
                Ok(_) => too_large(format!("coordinate {s} is out of range (±1000000)")),
                Err(_) => parse_error(format!("`{s}` is not a whole number")),
            }
        };
        cells.push((coord(pair[0])?, coord(pair[1])?));
    }
    // A cell listed twice is a typo, not a shape: say so rather than merge it.
    let mut seen = crate::hash::FxHashMap::default();
    for (i, &c) in cells.iter().enumerate() {
        if let Some(first) = seen.insert(c, i) {
            return parse_error(format!(
                "cell {},{} is listed twice (cells {} and {})",
                c.0,
                c.1,
                first + 1,
                i + 1
            ));
        }
    }
    Ok(cells)
}

impl FromStr for Polyomino {
    type Err = crate::Error;

    /// Rows of `#` (cell) and `.` (empty) joined by `/` or new lines; surrounding spaces
    /// ignored; shorter rows are padded with empty squares.
    fn from_str(text: &str) -> Result<Self> {
        Polyomino::from_cells(notation_cells(text)?)
    }
}

fn notation_cells(text: &str) -> Result<Vec<(i64, i64)>> {
    if text.len() > 4 * MAX_CELLS {
        return too_large("the notation is too long");
    }
    let mut cells = Vec::new();
    let rows: Vec<&str> = text.trim().split(['/', '\n']).map(str::trim).collect();
    for (y, row) in rows.iter().enumerate() {
        for (x, ch) in row.chars().enumerate() {
            match ch {
                '#' => cells.push((x as i64, y as i64)),
                '.' => {}
                _ => {
                    let at = Location {
                        line: y + 1,
                        column: x + 1,
                    };
                    return Err(Error::Parse(format!(
                        "unexpected `{ch}` in row {}, column {}: use `#` for a cell, `.` for an empty square and `/` between rows",
                        at.line, at.column
                    ))
                    .at(at));
                }
            }
        }
    }
    if cells.is_empty() {
        return parse_error("no cells: draw at least one `#`");
    }
    Ok(cells)
}

impl fmt::Display for Polyomino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut next = self.cells.iter().peekable();
        for y in 0..self.height {
            if y > 0 {
                f.write_str("/")?;
            }
            for x in 0..self.width {
                if next.peek() == Some(&&(x, y)) {
                    next.next();
                    f.write_str("#")?;
                } else {
                    f.write_str(".")?;
                }
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Polyomino {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Polyomino({self})")
    }
}

/// The subgroup of the square's symmetries that fixes a shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub enum SymmetryGroup {
    /// Only the identity.
    C1,
    /// A mirror in a horizontal or vertical axis.
    D1Axis,
    /// A mirror in a diagonal.
    D1Diagonal,
    /// The half turn.
    C2,
    /// Both axis mirrors and the half turn.
    D2Axes,
    /// Both diagonal mirrors and the half turn.
    D2Diagonals,
    /// The quarter turns.
    C4,
    /// All eight.
    D4,
}

impl SymmetryGroup {
    fn of(syms: &[Symmetry]) -> Self {
        let has = |k: u8| syms.contains(&Symmetry(k));
        match syms.len() {
            8 => SymmetryGroup::D4,
            4 if has(5) => SymmetryGroup::C4,
            4 if has(1) => SymmetryGroup::D2Axes,
            4 => SymmetryGroup::D2Diagonals,
            2 if has(3) => SymmetryGroup::C2,
            2 if has(1) || has(2) => SymmetryGroup::D1Axis,
            2 => SymmetryGroup::D1Diagonal,
            _ => SymmetryGroup::C1,
        }
    }

    pub fn order(self) -> usize {
        match self {
            SymmetryGroup::C1 => 1,
            SymmetryGroup::D1Axis | SymmetryGroup::D1Diagonal | SymmetryGroup::C2 => 2,
            SymmetryGroup::D2Axes | SymmetryGroup::D2Diagonals | SymmetryGroup::C4 => 4,
            SymmetryGroup::D4 => 8,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            SymmetryGroup::C1 => "C1 (no symmetry)",
            SymmetryGroup::D1Axis => "D1 (one mirror axis)",
            SymmetryGroup::D1Diagonal => "D1 (one diagonal mirror)",
            SymmetryGroup::C2 => "C2 (half turn)",
            SymmetryGroup::D2Axes => "D2 (two mirror axes)",
            SymmetryGroup::D2Diagonals => "D2 (two diagonal mirrors)",
            SymmetryGroup::C4 => "C4 (quarter turns)",
            SymmetryGroup::D4 => "D4 (all eight)",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Polyomino {
        s.parse().unwrap()
    }

    #[test]
    fn notation_round_trips() {
        for s in ["#", "###/#..", ".#./###/.#.", "##./.##", "###/#.#/###"] {
            assert_eq!(p(s).to_string(), s);
        }
    }

    #[test]
    fn notation_is_normalised() {
        assert_eq!(p("..../.##./..##").to_string(), "##./.##");
        assert_eq!(p(" ##\n#").to_string(), "##/#.");
    }

    #[test]
    fn rejections_say_why() {
        let e = "##a".parse::<Polyomino>().unwrap_err();
        assert!(e.message().contains("row 1, column 3"), "{e}");
        let e = "#.#".parse::<Polyomino>().unwrap_err();
        assert!(e.message().contains("not connected"), "{e}");
        assert!(e.message().contains("row 1, column 3") || e.message().contains("column 1"));
        assert!("...".parse::<Polyomino>().is_err());
        assert!("".parse::<Polyomino>().is_err());
    }

    #[test]
    fn canonical_l_tetromino() {
        for s in ["#./#./##", "###/#..", "..#/###", "##/.#/.#", "#../###"] {
            assert_eq!(p(s).canonical().to_string(), "###/#..", "from {s}");
        }
    }

    #[test]
    fn symmetry_groups() {
        assert_eq!(p("#").symmetry_group(), SymmetryGroup::D4);
        assert_eq!(p("##/##").symmetry_group(), SymmetryGroup::D4);
        assert_eq!(p("###").symmetry_group(), SymmetryGroup::D2Axes);
        assert_eq!(p("##./.##").symmetry_group(), SymmetryGroup::C2);
        assert_eq!(p("###/.#.").symmetry_group(), SymmetryGroup::D1Axis);
        assert_eq!(p("##/#.").symmetry_group(), SymmetryGroup::D1Diagonal);
        assert_eq!(p("###/#..").symmetry_group(), SymmetryGroup::C1);
        assert_eq!(p(".#../.###/###./..#.").symmetry_group(), SymmetryGroup::C4);
    }

    #[test]
    fn cell_lists() {
        let s = Polyomino::parse_any("0,0 1,0 2,0 0,1").unwrap();
        assert_eq!(s.to_string(), "###/#..");
        assert!(Polyomino::parse_any("0,0 2,0").is_err());
        assert!(Polyomino::parse_any("0,0 1").is_err());
    }

    #[test]
    fn pieces_point_at_stray_cells() {
        let parts = pieces(parse_cells("##./..#/.##/#..").unwrap()).unwrap();
        assert_eq!(
            parts,
            vec![
                vec![(2, 1), (1, 2), (2, 2)],
                vec![(0, 0), (1, 0)],
                vec![(0, 3)]
            ]
        );
        let one = pieces(parse_cells("5,5 6,5").unwrap()).unwrap();
        assert_eq!(one, vec![vec![(0, 0), (1, 0)]]);
        let negative = pieces(parse_cells("-1,0 0,0 0,-1").unwrap()).unwrap();
        assert_eq!(negative, vec![vec![(1, 0), (0, 1), (1, 1)]]);
        assert!(parse_cells("#x").is_err());
        assert!(pieces(Vec::new()).is_err());
    }
}
