//! Go boards as graphs: presets with drawing coordinates, and a JSON form for hand-made boards.
//!
//! Adjacency is stored compactly (CSR: one offset per vertex into one neighbour array), because
//! boards go up to a few thousand vertices; `crate::graph` keeps vertex sets as fixed-width
//! bitsets sized at compile time, which suits polyominoes and small counting work but not this.

use crate::rng::Rng;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest board accepted (vertices) and the most edges (complete:N is the densest preset).
pub const MAX_VERTICES: usize = 4096;
pub const MAX_EDGES: usize = 200_000;

/// What is wrong with a board, naming the edge or vertex at fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BoardError {
    /// A preset name that does not parse or whose size is out of range.
    Preset(String),
    /// JSON that does not parse or has the wrong shape.
    Json(String),
    Empty,
    TooLarge {
        vertices: usize,
        edges: usize,
    },
    SelfLoop {
        edge: usize,
        vertex: usize,
    },
    OutOfRange {
        edge: usize,
        vertex: i64,
        vertices: usize,
    },
    DuplicateEdge {
        edge: usize,
        first: usize,
        a: usize,
        b: usize,
    },
    Disconnected {
        unreached: usize,
    },
    BadCoordinate {
        vertex: usize,
    },
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Preset(m) | BoardError::Json(m) => f.write_str(m),
            BoardError::Empty => f.write_str("the board has no vertices"),
            BoardError::TooLarge { vertices, edges } => write!(
                f,
                "the board is too large: {vertices} vertices and {edges} edges \
                 (at most {MAX_VERTICES} vertices and {MAX_EDGES} edges)"
            ),
            BoardError::SelfLoop { edge, vertex } => write!(
                f,
                "edge {edge} joins vertex {vertex} to itself (self-loops are not allowed)"
            ),
            BoardError::OutOfRange {
                edge,
                vertex,
                vertices,
            } => write!(
                f,
                "edge {edge} names vertex {vertex}, but the vertices are numbered 0 to {}",
                vertices - 1
            ),
            BoardError::DuplicateEdge { edge, first, a, b } => write!(
                f,
                "edge {edge} joins {a} and {b} again (already edge {first}; the graph must be simple)"
            ),
            BoardError::Disconnected { unreached } => write!(
                f,
                "the board is not connected: vertex {unreached} cannot be reached from vertex 0"
            ),
            BoardError::BadCoordinate { vertex } => {
                write!(f, "vertex {vertex} has a coordinate that is not a finite number")
            }
        }
    }
}

impl From<BoardError> for crate::Error {
    fn from(e: BoardError) -> Self {
        match e {
            BoardError::TooLarge { .. } => crate::Error::TooLarge(e.to_string()),
            BoardError::Preset(_) | BoardError::Json(_) => crate::Error::Parse(e.to_string()),
            _ => crate::Error::Invalid(e.to_string()),
        }
    }
}

/// The kind of board, which decides how points are named and drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum Shape {
    /// A `w` × `h` grid; vertex `row * w + col`, row 0 at the top (as in SGF).
    Grid { w: usize, h: usize },
    /// Any other graph; points are named by vertex number.
    Graph,
}

/// A connected simple graph with drawing coordinates and Zobrist keys.
#[derive(Debug, Clone)]
pub struct Board {
    name: String,
    shape: Shape,
    offsets: Vec<u32>,
    adjacent: Vec<u32>,
    edges: Vec<(u32, u32)>,
    xy: Vec<(f64, f64)>,
    /// Zobrist keys: `zobrist[2 * v + c]` for a stone of colour index c at v.
    zobrist: Vec<u64>,
}

/// The JSON form of a hand-made board.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct BoardJson {
    pub vertices: Vec<VertexJson>,
    pub edges: Vec<[i64; 2]>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct VertexJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub x: Option<f64>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub y: Option<f64>,
}

impl Board {
    /// A board from its vertex count, edges and coordinates (`None`: lay it out).
    pub fn from_edges(
        name: impl Into<String>,
        n: usize,
        edges: &[(i64, i64)],
        xy: Option<Vec<Option<(f64, f64)>>>,
    ) -> Result<Board, BoardError> {
        if n == 0 {
            return Err(BoardError::Empty);
        }
        if n > MAX_VERTICES || edges.len() > MAX_EDGES {
            return Err(BoardError::TooLarge {
                vertices: n,
                edges: edges.len(),
            });
        }
        let mut seen = crate::hash::FxHashMap::default();
        let mut es = Vec::with_capacity(edges.len());
        for (i, &(a, b)) in edges.iter().enumerate() {
            for v in [a, b] {
                if v < 0 || v as usize >= n {
                    return Err(BoardError::OutOfRange {
                        edge: i,
                        vertex: v,
                        vertices: n,
                    });
                }
            }
            let (a, b) = (a as usize, b as usize);
            if a == b {
                return Err(BoardError::SelfLoop { edge: i, vertex: a });
            }
            let key = (a.min(b), a.max(b));
            if let Some(&first) = seen.get(&key) {
                return Err(BoardError::DuplicateEdge {
                    edge: i,
                    first,
                    a,
                    b,
                });
            }
            seen.insert(key, i);
            es.push((a as u32, b as u32));
        }
        let mut degree = vec![0u32; n];
        for &(a, b) in &es {
            degree[a as usize] += 1;
            degree[b as usize] += 1;
        }
        let mut offsets = vec![0u32; n + 1];
        for v in 0..n {
            offsets[v + 1] = offsets[v] + degree[v];
        }
        let mut fill = offsets.clone();
        let mut adjacent = vec![0u32; 2 * es.len()];
        for &(a, b) in &es {
            adjacent[fill[a as usize] as usize] = b;
            fill[a as usize] += 1;
            adjacent[fill[b as usize] as usize] = a;
            fill[b as usize] += 1;
        }
        for v in 0..n {
            adjacent[offsets[v] as usize..offsets[v + 1] as usize].sort_unstable();
        }
        let mut board = Board {
            name: name.into(),
            shape: Shape::Graph,
            offsets,
            adjacent,
            edges: es,
            xy: Vec::new(),
            zobrist: Vec::new(),
        };
        if let Some(unreached) = board.unreachable() {
            return Err(BoardError::Disconnected { unreached });
        }
        let given = xy.unwrap_or_else(|| vec![None; n]);
        for (v, p) in given.iter().enumerate() {
            if let Some((x, y)) = p {
                if !x.is_finite() || !y.is_finite() {
                    return Err(BoardError::BadCoordinate { vertex: v });
                }
            }
        }
        board.xy = if given.iter().all(Option::is_some) {
            given.into_iter().map(Option::unwrap).collect()
        } else {
            layout(&board, &given)
        };
        let mut rng = Rng::new(0x60_60_60 ^ n as u64);
        board.zobrist = (0..2 * n).map(|_| rng.next_u64()).collect();
        Ok(board)
    }

    /// A board from its JSON form.
    pub fn from_json(text: &str) -> Result<Board, BoardError> {
        let j: BoardJson =
            serde_json::from_str(text).map_err(|e| BoardError::Json(format!("board JSON: {e}")))?;
        let edges: Vec<(i64, i64)> = j.edges.iter().map(|e| (e[0], e[1])).collect();
        let xy = j
            .vertices
            .iter()
            .map(|v| match (v.x, v.y) {
                (Some(x), Some(y)) => Some((x, y)),
                _ => None,
            })
            .collect();
        Board::from_edges("custom", j.vertices.len(), &edges, Some(xy))
    }

    /// The JSON form (with coordinates).
    pub fn to_json(&self) -> BoardJson {
        BoardJson {
            vertices: self
                .xy
                .iter()
                .map(|&(x, y)| VertexJson {
                    x: Some(round3(x)),
                    y: Some(round3(y)),
                })
                .collect(),
            edges: self
                .edges
                .iter()
                .map(|&(a, b)| [a as i64, b as i64])
                .collect(),
        }
    }

    /// A preset (`grid:9x9`, `cycle:6`, `petersen`, …) or a board in JSON form (text starting
    /// with `{`).
    pub fn parse(spec: &str) -> Result<Board, BoardError> {
        let spec = spec.trim();
        if spec.starts_with('{') {
            return Board::from_json(spec);
        }
        preset(spec)
    }

    fn unreachable(&self) -> Option<usize> {
        let n = self.len();
        let mut seen = vec![false; n];
        let mut stack = vec![0usize];
        seen[0] = true;
        while let Some(v) = stack.pop() {
            for &u in self.neighbours(v) {
                if !seen[u as usize] {
                    seen[u as usize] = true;
                    stack.push(u as usize);
                }
            }
        }
        seen.iter().position(|&s| !s)
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The grid size `(w, h)` if the board is a plain grid.
    pub fn grid(&self) -> Option<(usize, usize)> {
        match self.shape {
            Shape::Grid { w, h } => Some((w, h)),
            Shape::Graph => None,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.offsets.len() - 1
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    #[inline]
    pub fn neighbours(&self, v: usize) -> &[u32] {
        &self.adjacent[self.offsets[v] as usize..self.offsets[v + 1] as usize]
    }

    pub fn edges(&self) -> &[(u32, u32)] {
        &self.edges
    }

    pub fn coordinates(&self) -> &[(f64, f64)] {
        &self.xy
    }

    /// The Zobrist key of a stone of colour index `c` (0 black, 1 white) at `v`.
    #[inline]
    pub fn zobrist(&self, v: usize, c: usize) -> u64 {
        self.zobrist[2 * v + c]
    }
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn dims(arg: &str, name: &str) -> Result<(usize, usize), BoardError> {
    let bad = || {
        BoardError::Preset(format!(
            "`{name}:{arg}`: expected two sizes like {name}:9x9"
        ))
    };
    let (a, b) = match arg.split_once(['x', 'X', '×']) {
        Some((a, b)) => (a, b),
        None if name == "grid" => (arg, arg),
        None => return Err(bad()),
    };
    let a = a.trim().parse::<usize>().map_err(|_| bad())?;
    let b = b.trim().parse::<usize>().map_err(|_| bad())?;
    Ok((a, b))
}

fn size_arg(arg: &str, name: &str) -> Result<usize, BoardError> {
    arg.trim()
        .parse::<usize>()
        .map_err(|_| BoardError::Preset(format!("`{name}:{arg}`: expected a whole number")))
}

fn need(ok: bool, msg: impl Into<String>) -> Result<(), BoardError> {
    if ok {
        Ok(())
    } else {
        Err(BoardError::Preset(msg.into()))
    }
}

/// The preset names, for help texts and the page.
pub const PRESETS: &str = "grid:WxH (or grid:N), torus:MxN, cycle:N, path:N, complete:N, \
star:N, wheel:N, hex:MxN, tri:MxN, petersen, cube:D";

fn preset(spec: &str) -> Result<Board, BoardError> {
    let (name, arg) = spec.split_once(':').unwrap_or((spec, ""));
    let name_lc = name.trim().to_ascii_lowercase();
    let limit = |v: usize, what: &str| {
        need(
            v <= MAX_VERTICES,
            format!("`{spec}` has {v} {what}; the most is {MAX_VERTICES}"),
        )
    };
    let mut edges: Vec<(i64, i64)> = Vec::new();
    let mut xy: Vec<(f64, f64)> = Vec::new();
    let canonical;
    let mut shape = Shape::Graph;
    match name_lc.as_str() {
        "grid" | "torus" => {
            let (w, h) = dims(arg, &name_lc)?;
            let torus = name_lc == "torus";
            if torus {
                need(
                    w >= 3 && h >= 3,
                    format!("`{spec}`: a torus needs at least 3 columns and 3 rows (smaller would give loops or double edges)"),
                )?;
            } else {
                need(w >= 1 && h >= 1, format!("`{spec}`: sizes start at 1"))?;
            }
            limit(w.saturating_mul(h), "vertices")?;
            for r in 0..h {
                for c in 0..w {
                    let v = (r * w + c) as i64;
                    xy.push((c as f64, r as f64));
                    if c + 1 < w {
                        edges.push((v, v + 1));
                    } else if torus {
                        edges.push((v, (r * w) as i64));
                    }
                    if r + 1 < h {
                        edges.push((v, v + w as i64));
                    } else if torus {
                        edges.push((v, c as i64));
                    }
                }
            }
            canonical = format!("{name_lc}:{w}x{h}");
            if !torus {
                shape = Shape::Grid { w, h };
            }
        }
        "cycle" | "path" => {
            let n = size_arg(arg, &name_lc)?;
            let cycle = name_lc == "cycle";
            need(
                n >= if cycle { 3 } else { 1 },
                format!(
                    "`{spec}`: a {} needs at least {} vertices",
                    name_lc,
                    if cycle { 3 } else { 1 }
                ),
            )?;
            limit(n, "vertices")?;
            for i in 0..n {
                if cycle {
                    let t = std::f64::consts::TAU * i as f64 / n as f64;
                    let r = n as f64 / std::f64::consts::TAU;
                    xy.push((r * t.sin(), -r * t.cos()));
                    edges.push((i as i64, ((i + 1) % n) as i64));
                } else {
                    xy.push((i as f64, 0.0));
                    if i + 1 < n {
                        edges.push((i as i64, i as i64 + 1));
                    }
                }
            }
            canonical = format!("{name_lc}:{n}");
        }
        "complete" => {
            let n = size_arg(arg, "complete")?;
            need(n >= 1, "`complete:0`: a board needs a vertex")?;
            need(
                n * n.saturating_sub(1) / 2 <= MAX_EDGES,
                format!("`{spec}` would have more than {MAX_EDGES} edges"),
            )?;
            xy = circle(n, 0, 1.0);
            for i in 0..n {
                for j in i + 1..n {
                    edges.push((i as i64, j as i64));
                }
            }
            canonical = format!("complete:{n}");
        }
        "star" | "wheel" => {
            let k = size_arg(arg, &name_lc)?;
            let wheel = name_lc == "wheel";
            need(
                k >= if wheel { 3 } else { 1 },
                format!(
                    "`{spec}`: a {name_lc} needs at least {} outer vertices",
                    if wheel { 3 } else { 1 }
                ),
            )?;
            limit(k + 1, "vertices")?;
            xy.push((0.0, 0.0));
            xy.extend(circle(k, 0, (k as f64 / std::f64::consts::TAU).max(1.0)));
            for i in 1..=k {
                edges.push((0, i as i64));
                if wheel {
                    edges.push((i as i64, (i % k + 1) as i64));
                }
            }
            canonical = format!("{name_lc}:{k}");
        }
        "hex" => {
            let (m, n) = dims(arg, "hex")?;
            need(m >= 1 && n >= 1, format!("`{spec}`: sizes start at 1"))?;
            limit((2 * m + 2).saturating_mul(n + 1), "vertices")?;
            (xy, edges) = honeycomb(m, n);
            canonical = format!("hex:{m}x{n}");
        }
        "tri" => {
            let (m, n) = dims(arg, "tri")?;
            need(m >= 1 && n >= 1, format!("`{spec}`: sizes start at 1"))?;
            limit(m.saturating_mul(n), "vertices")?;
            let s3 = 3f64.sqrt() / 2.0;
            for r in 0..n {
                for c in 0..m {
                    let v = (r * m + c) as i64;
                    xy.push((c as f64 + 0.5 * (r % 2) as f64, r as f64 * s3));
                    if c + 1 < m {
                        edges.push((v, v + 1));
                    }
                    if r + 1 < n {
                        let below = ((r + 1) * m) as i64;
                        // Odd rows sit half a step right: they touch columns c and c+1 below.
                        let (lo, hi) = if r % 2 == 0 {
                            (c as i64 - 1, c as i64)
                        } else {
                            (c as i64, c as i64 + 1)
                        };
                        for cc in [lo, hi] {
                            if cc >= 0 && (cc as usize) < m {
                                edges.push((v, below + cc));
                            }
                        }
                    }
                }
            }
            canonical = format!("tri:{m}x{n}");
        }
        "petersen" => {
            need(arg.is_empty(), "`petersen` takes no size")?;
            xy = circle(5, 0, 2.0);
            xy.extend(circle(5, 0, 1.0));
            for i in 0..5i64 {
                edges.push((i, (i + 1) % 5));
                edges.push((i, i + 5));
                edges.push((i + 5, (i + 2) % 5 + 5));
            }
            canonical = "petersen".into();
        }
        "cube" => {
            let d = size_arg(arg, "cube")?;
            need(
                (1..=12).contains(&d),
                format!("`{spec}`: the dimension must be 1 to 12"),
            )?;
            let n = 1usize << d;
            for v in 0..n {
                let (mut x, mut y) = (0.0, 0.0);
                for i in 0..d {
                    if v >> i & 1 == 1 {
                        // Distinct lengths keep projected corners apart.
                        let t = std::f64::consts::PI * i as f64 / d as f64;
                        let len = 1.0 + 0.37 * i as f64;
                        x += len * t.cos();
                        y -= len * t.sin();
                    }
                }
                xy.push((x, y));
                for i in 0..d {
                    let u = v ^ (1 << i);
                    if u > v {
                        edges.push((v as i64, u as i64));
                    }
                }
            }
            canonical = format!("cube:{d}");
        }
        _ => {
            return Err(BoardError::Preset(format!(
                "unknown board `{spec}`; presets: {PRESETS}, or a JSON board"
            )))
        }
    }
    let n = xy.len();
    let mut b = Board::from_edges(
        canonical,
        n,
        &edges,
        Some(xy.into_iter().map(Some).collect()),
    )?;
    b.shape = shape;
    Ok(b)
}

fn circle(n: usize, start: usize, r: f64) -> Vec<(f64, f64)> {
    (0..n)
        .map(|i| {
            let t = std::f64::consts::TAU * (i + start) as f64 / n as f64;
            (r * t.sin(), -r * t.cos())
        })
        .collect()
}

/// A patch of the honeycomb with `m` hexagons across and `n` rows of hexagons, as a brick
/// wall whose rungs alternate, with dangling corner vertices pruned.
#[allow(clippy::type_complexity)]
fn honeycomb(m: usize, n: usize) -> (Vec<(f64, f64)>, Vec<(i64, i64)>) {
    let cols = 2 * m + 2;
    let rows = n + 1;
    let id = |r: usize, c: usize| r * cols + c;
    let mut edges = Vec::new();
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                edges.push((id(r, c), id(r, c + 1)));
            }
            if r + 1 < rows && (r + c) % 2 == 0 {
                edges.push((id(r, c), id(r + 1, c)));
            }
        }
    }
    // Keep only the vertices on some hexagon: prune degree-1 vertices until none is left.
    let total = rows * cols;
    let mut alive = vec![true; total];
    loop {
        let mut deg = vec![0; total];
        for &(a, b) in &edges {
            if alive[a] && alive[b] {
                deg[a] += 1;
                deg[b] += 1;
            }
        }
        let mut changed = false;
        for v in 0..total {
            if alive[v] && deg[v] <= 1 {
                alive[v] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut index = vec![usize::MAX; total];
    let mut xy = Vec::new();
    let s3 = 3f64.sqrt() / 2.0;
    for r in 0..rows {
        for c in 0..cols {
            let v = id(r, c);
            if alive[v] {
                index[v] = xy.len();
                let low = if (r + c) % 2 == 0 { 0.5 } else { 0.0 };
                xy.push((c as f64 * s3, r as f64 * 1.5 + low));
            }
        }
    }
    let edges = edges
        .into_iter()
        .filter(|&(a, b)| alive[a] && alive[b])
        .map(|(a, b)| (index[a] as i64, index[b] as i64))
        .collect();
    (xy, edges)
}

/// Coordinates for vertices without any: a deterministic spring layout (Fruchterman–Reingold)
/// started on a circle, with given coordinates pinned.
fn layout(board: &Board, given: &[Option<(f64, f64)>]) -> Vec<(f64, f64)> {
    let n = board.len();
    let start = circle(n, 0, (n as f64).sqrt().max(1.0));
    let mut p: Vec<(f64, f64)> = (0..n).map(|v| given[v].unwrap_or(start[v])).collect();
    if n == 1 {
        return p;
    }
    let area = n as f64;
    let k = (area / n as f64).sqrt();
    // Quadratic repulsion per step: cap the work for big boards.
    let steps = if n <= 200 {
        300
    } else {
        (6_000_000 / (n * n)).max(5)
    };
    let mut temp = (n as f64).sqrt();
    for _ in 0..steps {
        let mut d = vec![(0.0f64, 0.0f64); n];
        for a in 0..n {
            for b in a + 1..n {
                let (dx, dy) = (p[a].0 - p[b].0, p[a].1 - p[b].1);
                let dist2 = (dx * dx + dy * dy).max(1e-4);
                let f = k * k / dist2;
                d[a].0 += dx * f;
                d[a].1 += dy * f;
                d[b].0 -= dx * f;
                d[b].1 -= dy * f;
            }
        }
        for &(a, b) in board.edges() {
            let (a, b) = (a as usize, b as usize);
            let (dx, dy) = (p[a].0 - p[b].0, p[a].1 - p[b].1);
            let dist = (dx * dx + dy * dy).sqrt().max(1e-3);
            let f = dist / k;
            d[a].0 -= dx * f;
            d[a].1 -= dy * f;
            d[b].0 += dx * f;
            d[b].1 += dy * f;
        }
        for v in 0..n {
            if given[v].is_some() {
                continue;
            }
            let len = (d[v].0 * d[v].0 + d[v].1 * d[v].1).sqrt().max(1e-9);
            let step = len.min(temp);
            p[v].0 += d[v].0 / len * step;
            p[v].1 += d[v].1 / len * step;
        }
        temp = (temp * 0.97).max(0.01);
    }
    p
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_have_the_expected_sizes() {
        let cases = [
            ("grid:9x9", 81, 144),
            ("grid:19", 361, 684),
            ("grid:3x2", 6, 7),
            ("torus:4x3", 12, 24),
            ("cycle:5", 5, 5),
            ("path:4", 4, 3),
            ("complete:5", 5, 10),
            ("star:4", 5, 4),
            ("wheel:5", 6, 10),
            ("petersen", 10, 15),
            ("cube:3", 8, 12),
            ("cube:4", 16, 32),
            ("tri:3x3", 9, 16),
            ("hex:1x1", 6, 6),
            ("hex:2x1", 10, 11),
            ("hex:2x2", 16, 19),
        ];
        for (spec, v, e) in cases {
            let b = Board::parse(spec).unwrap();
            assert_eq!((b.len(), b.edges().len()), (v, e), "{spec}");
        }
    }

    #[test]
    fn honeycomb_vertices_have_degree_two_or_three_and_unit_edges() {
        for spec in ["hex:1x1", "hex:3x2", "hex:4x5"] {
            let b = Board::parse(spec).unwrap();
            for v in 0..b.len() {
                assert!((2..=3).contains(&b.neighbours(v).len()), "{spec} {v}");
            }
            for &(a, c) in b.edges() {
                let (p, q) = (b.coordinates()[a as usize], b.coordinates()[c as usize]);
                let d = ((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt();
                assert!((d - 1.0).abs() < 1e-9, "{spec}: edge length {d}");
            }
        }
    }

    #[test]
    fn preset_drawings_put_no_two_vertices_on_one_spot() {
        for spec in [
            "grid:5x4",
            "torus:4x4",
            "cycle:7",
            "path:3",
            "complete:6",
            "star:5",
            "wheel:6",
            "hex:3x3",
            "tri:4x3",
            "petersen",
            "cube:2",
            "cube:3",
            "cube:5",
            "cube:7",
        ] {
            let b = Board::parse(spec).unwrap();
            let xy = b.coordinates();
            for i in 0..xy.len() {
                for j in i + 1..xy.len() {
                    let d = (xy[i].0 - xy[j].0).abs() + (xy[i].1 - xy[j].1).abs();
                    assert!(d > 1e-6, "{spec}: vertices {i} and {j} coincide");
                }
            }
        }
    }

    #[test]
    fn bad_graphs_are_refused_with_the_reason() {
        let e = |s: &str| Board::parse(s).unwrap_err().to_string();
        assert!(e(r#"{"vertices":[{},{}],"edges":[[0,0]]}"#).contains("itself"));
        assert!(e(r#"{"vertices":[{},{}],"edges":[[0,2]]}"#).contains("names vertex 2"));
        assert!(
            e(r#"{"vertices":[{},{},{}],"edges":[[0,1]]}"#).contains("vertex 2 cannot be reached")
        );
        assert!(e(r#"{"vertices":[{},{}],"edges":[[0,1],[1,0]]}"#).contains("again"));
        assert!(e(r#"{"vertices":[],"edges":[]}"#).contains("no vertices"));
        assert!(e("grid:100x100").contains("4096"));
        assert!(e("torus:2x5").contains("at least 3"));
        assert!(e("hexagon:3").contains("unknown board"));
        assert!(e("grid:0x3").contains("start at 1"));
        assert!(e(r#"{"vertices":[{"x":1}],"edges":[[0,"a"]]}"#).contains("board JSON"));
    }

    #[test]
    fn json_boards_get_a_layout_when_coordinates_are_missing() {
        let b =
            Board::parse(r#"{"vertices":[{},{},{},{"x":5,"y":5}],"edges":[[0,1],[1,2],[2,3]]}"#)
                .unwrap();
        assert_eq!(b.len(), 4);
        assert_eq!(b.coordinates()[3], (5.0, 5.0));
        let again = Board::from_json(&serde_json::to_string(&b.to_json()).unwrap()).unwrap();
        assert_eq!(again.edges(), b.edges());
    }
}
