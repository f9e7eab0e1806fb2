//! SGF (FF[4]) for grid boards: a parser that keeps every property (unknown ones too) and
//! every variation, a printer whose output parses back to the same tree, and the Go meaning of
//! a record (board size, setup, moves, komi, markup) on top.
//!
//! Hand-written rather than the `sgf-parse` crate: errors here carry the byte offset and what
//! was expected, values are kept exactly as written (so rectangular `SZ[m:n]`, compressed point
//! lists and unknown properties survive a round trip), and the tree is a plain structure that
//! the page, the element and the tsumego reader share.

use super::board::Board;
use super::game::{Game, PlayError, Rules, Setup, SetupError};
use super::{Color, Move};
use serde::Serialize;
use std::fmt;
use std::sync::Arc;

#[derive(Debug, Clone, Serialize)]
pub struct Property {
    /// Upper-case identifier (FF[3] lower-case letters are dropped: `AddBlack` → `AB`).
    pub id: String,
    /// Values with SGF escapes removed.
    pub values: Vec<String>,
    /// Where the property starts in the text it was read from (not part of equality).
    #[serde(skip)]
    pub offset: usize,
}

impl Property {
    pub fn new(id: &str, values: Vec<String>) -> Property {
        Property {
            id: id.into(),
            values,
            offset: 0,
        }
    }
}

impl PartialEq for Property {
    fn eq(&self, o: &Self) -> bool {
        self.id == o.id && self.values == o.values
    }
}

impl Eq for Property {}

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Node {
    pub props: Vec<Property>,
}

impl Node {
    pub fn get(&self, id: &str) -> Option<&Property> {
        self.props.iter().find(|p| p.id == id)
    }

    pub fn value(&self, id: &str) -> Option<&str> {
        self.get(id)
            .and_then(|p| p.values.first())
            .map(String::as_str)
    }
}

/// A game tree: a sequence of nodes, then its variations.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct GameTree {
    pub nodes: Vec<Node>,
    pub variations: Vec<GameTree>,
}

/// A syntax or meaning error, at a byte offset of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SgfError {
    pub offset: usize,
    pub message: String,
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SGF error at offset {}: {}", self.offset, self.message)
    }
}

impl From<SgfError> for crate::Error {
    fn from(e: SgfError) -> Self {
        crate::Error::Parse(e.to_string())
    }
}

/// The most input accepted (bytes): real game records are a few kilobytes.
pub const MAX_SGF: usize = 4 << 20;

struct Parser<'a> {
    text: &'a str,
    pos: usize,
}

impl<'a> Parser<'a> {
    fn err<T>(&self, message: impl Into<String>) -> Result<T, SgfError> {
        Err(SgfError {
            offset: self.pos,
            message: message.into(),
        })
    }

    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.pos).copied()
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn found(&self) -> String {
        match self.text[self.pos..].chars().next() {
            None => "the end of the text".into(),
            Some(c) => format!("`{c}`"),
        }
    }

    fn tree(&mut self, depth: usize) -> Result<GameTree, SgfError> {
        if depth > 10_000 {
            return self.err("variations nested too deeply");
        }
        // At '('.
        self.pos += 1;
        self.skip_ws();
        let mut t = GameTree::default();
        if self.peek() != Some(b';') {
            return self.err(format!(
                "expected `;` to start a node, found {}",
                self.found()
            ));
        }
        while self.peek() == Some(b';') {
            self.pos += 1;
            t.nodes.push(self.node()?);
            self.skip_ws();
        }
        while self.peek() == Some(b'(') {
            t.variations.push(self.tree(depth + 1)?);
            self.skip_ws();
        }
        if self.peek() != Some(b')') {
            return self.err(format!("expected `;`, `(` or `)`, found {}", self.found()));
        }
        self.pos += 1;
        Ok(t)
    }

    fn node(&mut self) -> Result<Node, SgfError> {
        let mut node = Node::default();
        loop {
            self.skip_ws();
            let start = self.pos;
            let mut id = String::new();
            while let Some(c) = self.peek() {
                if c.is_ascii_uppercase() {
                    id.push(c as char);
                } else if !c.is_ascii_lowercase() {
                    break;
                }
                self.pos += 1;
            }
            if self.pos == start {
                return Ok(node);
            }
            if id.is_empty() {
                self.pos = start;
                return self.err("expected a property identifier in capital letters");
            }
            self.skip_ws();
            if self.peek() != Some(b'[') {
                return self.err(format!(
                    "expected `[` to open a value of {id}, found {}",
                    self.found()
                ));
            }
            let mut values = Vec::new();
            while self.peek() == Some(b'[') {
                values.push(self.value(&id)?);
                self.skip_ws();
            }
            if node.get(&id).is_some() {
                return Err(SgfError {
                    offset: start,
                    message: format!("property {id} appears twice in one node"),
                });
            }
            node.props.push(Property {
                id,
                values,
                offset: start,
            });
        }
    }

    fn value(&mut self, id: &str) -> Result<String, SgfError> {
        let open = self.pos;
        self.pos += 1;
        let mut out = String::new();
        let bytes = self.text.as_bytes();
        let mut run = self.pos;
        while self.pos < bytes.len() {
            match bytes[self.pos] {
                b']' => {
                    out.push_str(&self.text[run..self.pos]);
                    self.pos += 1;
                    return Ok(out);
                }
                b'\\' => {
                    out.push_str(&self.text[run..self.pos]);
                    self.pos += 1;
                    // A backslash before a line break is a soft break: both vanish.
                    match bytes.get(self.pos) {
                        Some(b'\r') => {
                            self.pos += 1;
                            if bytes.get(self.pos) == Some(&b'\n') {
                                self.pos += 1;
                            }
                        }
                        Some(b'\n') => {
                            self.pos += 1;
                            if bytes.get(self.pos) == Some(&b'\r') {
                                self.pos += 1;
                            }
                        }
                        Some(_) => {
                            let c = self.text[self.pos..].chars().next().unwrap();
                            out.push(c);
                            self.pos += c.len_utf8();
                        }
                        None => break,
                    }
                    run = self.pos;
                }
                _ => self.pos += 1,
            }
        }
        Err(SgfError {
            offset: open,
            message: format!("the value of {id} opened here is never closed with `]`"),
        })
    }
}

/// Parses a collection of game trees.
pub fn parse(text: &str) -> Result<Vec<GameTree>, SgfError> {
    if text.len() > MAX_SGF {
        return Err(SgfError {
            offset: MAX_SGF,
            message: format!("the text is longer than {} MB", MAX_SGF >> 20),
        });
    }
    let mut p = Parser { text, pos: 0 };
    let mut trees = Vec::new();
    // Anything before the first '(' is ignored, as the SGF spec allows.
    match text.find('(') {
        Some(i) => p.pos = i,
        None => return p.err("expected `(` to start a game tree; this is not SGF"),
    }
    loop {
        p.skip_ws();
        match p.peek() {
            Some(b'(') => trees.push(p.tree(0)?),
            None => break,
            Some(_) if !trees.is_empty() => break,
            Some(_) => return p.err(format!("expected `(`, found {}", p.found())),
        }
    }
    Ok(trees)
}

fn escape(v: &str, out: &mut String) {
    for c in v.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
}

fn print_tree(t: &GameTree, out: &mut String) {
    out.push('(');
    for (i, n) in t.nodes.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push(';');
        for p in &n.props {
            out.push_str(&p.id);
            for v in &p.values {
                out.push('[');
                escape(v, out);
                out.push(']');
            }
        }
    }
    for v in &t.variations {
        out.push('\n');
        print_tree(v, out);
    }
    out.push(')');
}

/// Prints trees as normalised SGF: one node per line, values escaped, properties in their
/// original order. `parse(&print(t)) == t`.
pub fn print(trees: &[GameTree]) -> String {
    let mut out = String::new();
    for t in trees {
        print_tree(t, &mut out);
        out.push('\n');
    }
    out
}

// ---- the Go meaning ----

/// An SGF point: two letters, a–z then A–Z.
pub fn point_from_sgf(s: &str, w: usize, h: usize) -> Option<usize> {
    let b = s.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = |c: u8| match c {
        b'a'..=b'z' => Some((c - b'a') as usize),
        b'A'..=b'Z' => Some((c - b'A') as usize + 26),
        _ => None,
    };
    let (c, r) = (f(b[0])?, f(b[1])?);
    (c < w && r < h).then_some(r * w + c)
}

pub fn point_to_sgf(v: usize, w: usize) -> String {
    let f = |i: usize| {
        if i < 26 {
            (b'a' + i as u8) as char
        } else {
            (b'A' + (i - 26) as u8) as char
        }
    };
    format!("{}{}", f(v % w), f(v / w))
}

/// One node of a record, flattened, with its Go meaning.
#[derive(Debug, Clone, Serialize)]
pub struct RecordNode {
    pub parent: Option<usize>,
    pub children: Vec<usize>,
    pub props: Vec<Property>,
    /// The move of this node (`B`/`W`), if any.
    #[serde(skip)]
    pub mv: Option<(Color, Move)>,
    /// Setup changes (`AB`, `AW`, `AE`): vertex and new content.
    #[serde(skip)]
    pub setup: Vec<(usize, Option<Color>)>,
    /// `PL`.
    #[serde(skip)]
    pub player: Option<Color>,
}

/// A game record on a grid board: every node of every variation, flattened in document
/// order (node 0 is the root; a node's first child continues its main line).
#[derive(Debug, Clone)]
pub struct Record {
    pub board: Arc<Board>,
    pub nodes: Vec<RecordNode>,
    pub komi: f64,
}

/// A position reached by replaying a record.
pub struct Replay {
    pub game: Game,
    /// The first move that could not be played: its node and the reason; replay stops there.
    pub illegal: Option<(usize, PlayError)>,
}

impl Record {
    /// The Go reading of the first game tree in `text`.
    pub fn parse(text: &str) -> Result<Record, SgfError> {
        let trees = parse(text)?;
        let tree = trees.into_iter().next().ok_or(SgfError {
            offset: 0,
            message: "expected a game tree".into(),
        })?;
        Record::from_tree(&tree)
    }

    pub fn from_tree(tree: &GameTree) -> Result<Record, SgfError> {
        let root = &tree.nodes[0];
        let at = |id: &str| root.get(id).map_or(0, |p| p.offset);
        let bad = |id: &str, message: String| SgfError {
            offset: at(id),
            message,
        };
        if let Some(gm) = root.value("GM") {
            if gm.trim() != "1" {
                return Err(bad("GM", format!("GM[{gm}] is not Go (GM[1])")));
            }
        }
        let (w, h) = match root.value("SZ") {
            None => (19, 19),
            Some(sz) => {
                let num = |s: &str| {
                    s.trim()
                        .parse::<usize>()
                        .ok()
                        .filter(|&n| (1..=52).contains(&n))
                };
                let parsed = match sz.split_once(':') {
                    Some((a, b)) => num(a).zip(num(b)),
                    None => num(sz).map(|n| (n, n)),
                };
                parsed.ok_or_else(|| {
                    bad(
                        "SZ",
                        format!("SZ[{sz}]: expected a size from 1 to 52, or columns:rows"),
                    )
                })?
            }
        };
        let komi = match root.value("KM") {
            None => 0.0,
            Some(k) if k.trim().is_empty() => 0.0,
            Some(k) => k
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && x.abs() < 10_000.0)
                .ok_or_else(|| bad("KM", format!("KM[{k}]: expected a number")))?,
        };
        let board =
            Arc::new(Board::parse(&format!("grid:{w}x{h}")).map_err(|e| bad("SZ", e.to_string()))?);
        let mut rec = Record {
            board,
            nodes: Vec::new(),
            komi,
        };
        rec.add_tree(tree, None, w, h)?;
        Ok(rec)
    }

    fn add_tree(
        &mut self,
        tree: &GameTree,
        mut parent: Option<usize>,
        w: usize,
        h: usize,
    ) -> Result<(), SgfError> {
        for node in &tree.nodes {
            let i = self.nodes.len();
            let rn = interpret(node, w, h)?;
            self.nodes.push(RecordNode {
                parent,
                children: Vec::new(),
                ..rn
            });
            if let Some(p) = parent {
                self.nodes[p].children.push(i);
            }
            parent = Some(i);
        }
        for v in &tree.variations {
            self.add_tree(v, parent, w, h)?;
        }
        Ok(())
    }

    /// A record with an empty root on any board (graph boards have no SGF text, but the same
    /// tree of moves).
    pub fn new(board: Arc<Board>, komi: f64) -> Record {
        let mut props = Vec::new();
        if let Some((w, h)) = board.grid() {
            props.push(Property::new("GM", vec!["1".into()]));
            props.push(Property::new("FF", vec!["4".into()]));
            props.push(Property::new("CA", vec!["UTF-8".into()]));
            let sz = if w == h {
                w.to_string()
            } else {
                format!("{w}:{h}")
            };
            props.push(Property::new("SZ", vec![sz]));
            if komi != 0.0 {
                props.push(Property::new("KM", vec![komi.to_string()]));
            }
        }
        Record {
            board,
            nodes: vec![RecordNode {
                parent: None,
                children: Vec::new(),
                props,
                mv: None,
                setup: Vec::new(),
                player: None,
            }],
            komi,
        }
    }

    fn point_text(&self, v: usize) -> String {
        match self.board.grid() {
            Some((w, _)) => point_to_sgf(v, w),
            None => v.to_string(),
        }
    }

    /// The child of `parent` playing `mv` by `color`: an existing one, or a new last variation.
    pub fn add_move(&mut self, parent: usize, color: Color, mv: Move) -> usize {
        if let Some(&c) = self.nodes[parent]
            .children
            .iter()
            .find(|&&c| self.nodes[c].mv == Some((color, mv)))
        {
            return c;
        }
        let value = match mv {
            Move::Pass => String::new(),
            Move::Play(v) => self.point_text(v),
        };
        let id = if color == Color::Black { "B" } else { "W" };
        let i = self.nodes.len();
        self.nodes.push(RecordNode {
            parent: Some(parent),
            children: Vec::new(),
            props: vec![Property::new(id, vec![value])],
            mv: Some((color, mv)),
            setup: Vec::new(),
            player: None,
        });
        self.nodes[parent].children.push(i);
        i
    }

    /// A new empty node (for setup) as the last child of `parent`.
    pub fn add_node(&mut self, parent: usize) -> usize {
        let i = self.nodes.len();
        self.nodes.push(RecordNode {
            parent: Some(parent),
            children: Vec::new(),
            props: Vec::new(),
            mv: None,
            setup: Vec::new(),
            player: None,
        });
        self.nodes[parent].children.push(i);
        i
    }

    /// Sets (or clears) a stone in `node`'s setup (`AB`/`AW`/`AE`).
    pub fn set_setup(&mut self, node: usize, v: usize, c: Option<Color>) {
        let text = self.point_text(v);
        let n = &mut self.nodes[node];
        n.setup.retain(|&(x, _)| x != v);
        n.setup.push((v, c));
        for p in n.props.iter_mut() {
            if matches!(p.id.as_str(), "AB" | "AW" | "AE") {
                // Expand rectangles so that one point can be taken out.
                if let Some((w, h)) = self.board.grid() {
                    if let Ok(all) = points(&p.values, w, h, &p.id) {
                        p.values = all.into_iter().map(|x| point_to_sgf(x, w)).collect();
                    }
                }
                p.values.retain(|x| *x != text);
            }
        }
        n.props
            .retain(|p| !(matches!(p.id.as_str(), "AB" | "AW" | "AE") && p.values.is_empty()));
        let id = match c {
            Some(Color::Black) => "AB",
            Some(Color::White) => "AW",
            None => "AE",
        };
        match n.props.iter_mut().find(|p| p.id == id) {
            Some(p) => p.values.push(text),
            None => n.props.push(Property::new(id, vec![text])),
        }
    }

    /// The SGF tree again (from the kept properties).
    pub fn to_tree(&self) -> GameTree {
        self.subtree(0)
    }

    fn subtree(&self, mut i: usize) -> GameTree {
        let mut t = GameTree::default();
        loop {
            t.nodes.push(Node {
                props: self.nodes[i].props.clone(),
            });
            match self.nodes[i].children.len() {
                1 => i = self.nodes[i].children[0],
                0 => return t,
                _ => {
                    t.variations = self.nodes[i]
                        .children
                        .iter()
                        .map(|&c| self.subtree(c))
                        .collect();
                    return t;
                }
            }
        }
    }

    /// The nodes from the root to `node`.
    pub fn path(&self, node: usize) -> Vec<usize> {
        let mut path = vec![node];
        let mut i = node;
        while let Some(p) = self.nodes[i].parent {
            path.push(p);
            i = p;
        }
        path.reverse();
        path
    }

    /// The main line: the root and first children to the end.
    pub fn main_line(&self) -> Vec<usize> {
        let mut out = vec![0];
        while let Some(&c) = self.nodes[*out.last().unwrap()].children.first() {
            out.push(c);
        }
        out
    }

    /// The position at `node`: setup from the root, then moves; a setup change after the
    /// first move starts a fresh game from the position it gives (history before it is
    /// dropped, as SGF setup has no history). Stops at the first illegal move.
    pub fn replay(&self, node: usize, rules: Rules) -> Result<Replay, SetupError> {
        let rules = Rules {
            komi: self.komi,
            ..rules
        };
        let mut game = Game::empty(Arc::clone(&self.board), rules);
        for i in self.path(node) {
            let n = &self.nodes[i];
            if !n.setup.is_empty() || n.player.is_some() {
                let mut s: Setup = game.position();
                for &(v, c) in &n.setup {
                    s.stones[v] = c;
                }
                if let Some(p) = n.player {
                    s.to_move = p;
                }
                game = Game::new(s, rules)?;
            }
            if let Some((c, m)) = n.mv {
                if let Err(e) = game.play_as(c, m) {
                    return Ok(Replay {
                        game,
                        illegal: Some((i, e)),
                    });
                }
            }
        }
        Ok(Replay {
            game,
            illegal: None,
        })
    }

    /// Normalised SGF text.
    pub fn to_sgf(&self) -> String {
        print(&[self.to_tree()])
    }
}

/// Points of a point-list value: single points or `aa:cc` rectangles.
fn points(values: &[String], w: usize, h: usize, id: &str) -> Result<Vec<usize>, String> {
    let mut out = Vec::new();
    for v in values {
        let one = |s: &str| {
            point_from_sgf(s, w, h)
                .ok_or_else(|| format!("{id}[{v}]: `{s}` is not a point of the {w}×{h} board"))
        };
        match v.split_once(':') {
            None => out.push(one(v)?),
            Some((a, b)) => {
                let (p, q) = (one(a)?, one(b)?);
                let (c0, c1) = ((p % w).min(q % w), (p % w).max(q % w));
                let (r0, r1) = ((p / w).min(q / w), (p / w).max(q / w));
                for r in r0..=r1 {
                    for c in c0..=c1 {
                        out.push(r * w + c);
                    }
                }
            }
        }
    }
    Ok(out)
}

fn interpret(node: &Node, w: usize, h: usize) -> Result<RecordNode, SgfError> {
    interpret_props(node, w, h).map_err(|(offset, message)| SgfError { offset, message })
}

fn interpret_props(node: &Node, w: usize, h: usize) -> Result<RecordNode, (usize, String)> {
    let mut rn = RecordNode {
        parent: None,
        children: Vec::new(),
        props: node.props.clone(),
        mv: None,
        setup: Vec::new(),
        player: None,
    };
    for p in &node.props {
        let at = |m: String| (p.offset, m);
        match p.id.as_str() {
            "B" | "W" => {
                let color = if p.id == "B" {
                    Color::Black
                } else {
                    Color::White
                };
                if rn.mv.is_some() {
                    return Err(at("a node has both B and W".into()));
                }
                let v = p.values.first().map(String::as_str).unwrap_or("");
                let mv = if v.is_empty() || (v == "tt" && w <= 19 && h <= 19) {
                    Move::Pass
                } else {
                    Move::Play(point_from_sgf(v, w, h).ok_or_else(|| {
                        at(format!("{}[{v}] is not a point of the {w}×{h} board", p.id))
                    })?)
                };
                rn.mv = Some((color, mv));
            }
            "AB" | "AW" | "AE" => {
                let c = match p.id.as_str() {
                    "AB" => Some(Color::Black),
                    "AW" => Some(Color::White),
                    _ => None,
                };
                for v in points(&p.values, w, h, &p.id).map_err(at)? {
                    rn.setup.push((v, c));
                }
            }
            "TR" | "SQ" | "CR" | "MA" => {
                points(&p.values, w, h, &p.id).map_err(at)?;
            }
            "LB" => {
                for v in &p.values {
                    let (pt, _) = v
                        .split_once(':')
                        .ok_or_else(|| at(format!("LB[{v}]: expected point:text")))?;
                    point_from_sgf(pt, w, h).ok_or_else(|| {
                        at(format!("LB[{v}]: `{pt}` is not a point of the board"))
                    })?;
                }
            }
            "PL" => {
                let v = p.values.first().map(String::as_str).unwrap_or("");
                rn.player = Some(
                    Color::parse(v.trim())
                        .ok_or_else(|| at(format!("PL[{v}]: expected B or W")))?,
                );
            }
            _ => {}
        }
    }
    Ok(rn)
}

/// The markup of a node, for drawing: (kind, vertex, label).
pub fn markup(node: &RecordNode, w: usize, h: usize) -> Vec<(&'static str, usize, String)> {
    let mut out = Vec::new();
    for p in &node.props {
        let kind = match p.id.as_str() {
            "TR" => "triangle",
            "SQ" => "square",
            "CR" => "circle",
            "MA" => "cross",
            "LB" => {
                for v in &p.values {
                    if let Some((pt, text)) = v.split_once(':') {
                        if let Some(x) = point_from_sgf(pt, w, h) {
                            out.push(("label", x, text.to_string()));
                        }
                    }
                }
                continue;
            }
            _ => continue,
        };
        for x in points(&p.values, w, h, &p.id).unwrap_or_default() {
            out.push((kind, x, String::new()));
        }
    }
    out
}

/// A record of a game as SGF: size, komi, the setup and moves (used to export the page).
pub fn game_to_sgf(game: &Game, extra_root: &[Property]) -> Option<String> {
    let board = game.board();
    let (w, h) = board.grid()?;
    let mut root = Node::default();
    let p = |id: &str, v: String| Property::new(id, vec![v]);
    root.props.push(p("GM", "1".into()));
    root.props.push(p("FF", "4".into()));
    root.props.push(p("CA", "UTF-8".into()));
    root.props.push(p(
        "SZ",
        if w == h {
            w.to_string()
        } else {
            format!("{w}:{h}")
        },
    ));
    if game.rules().komi != 0.0 {
        root.props.push(p("KM", game.rules().komi.to_string()));
    }
    let setup = game.setup();
    for (id, c) in [("AB", Color::Black), ("AW", Color::White)] {
        let vs: Vec<String> = (0..board.len())
            .filter(|&v| setup.stones[v] == Some(c))
            .map(|v| point_to_sgf(v, w))
            .collect();
        if !vs.is_empty() {
            root.props.push(Property::new(id, vs));
        }
    }
    if setup.to_move == Color::White && game.ply() == 0 {
        root.props.push(p("PL", "W".into()));
    }
    root.props.extend(extra_root.iter().cloned());
    let mut nodes = vec![root];
    for (c, m) in game.moves() {
        let v = match m {
            Move::Pass => String::new(),
            Move::Play(v) => point_to_sgf(v, w),
        };
        nodes.push(Node {
            props: vec![p(if c == Color::Black { "B" } else { "W" }, v)],
        });
    }
    Some(print(&[GameTree {
        nodes,
        variations: Vec::new(),
    }]))
}
