//! Go bindings: a game (a record being browsed and played) is a handle, `GoGame`; stones and
//! legality cross as typed arrays, the rest as small objects.

use super::{js_error, to_js, with_budget_polled, with_progress};
use crate::go::coord::{move_name, point_name};
use crate::go::session::Session;
use crate::go::sgf::{markup, Record};
use crate::go::{Board, Color, Ko, Move, PlayError, Rules, Scoring};
use serde_json::json;
use std::sync::Arc;
use wasm_bindgen::prelude::*;

fn err(e: impl Into<crate::Error>) -> JsValue {
    js_error(e.into())
}

fn rules(ko: &str, suicide: bool, scoring: &str, komi: f64) -> Result<Rules, JsValue> {
    Ok(Rules {
        ko: Ko::parse(ko)
            .ok_or_else(|| err(crate::Error::Parse(format!("unknown ko rule `{ko}`"))))?,
        suicide,
        scoring: Scoring::parse(scoring)
            .ok_or_else(|| err(crate::Error::Parse(format!("unknown scoring `{scoring}`"))))?,
        komi: if komi.is_finite() { komi } else { 0.0 },
    })
}

fn code(e: &PlayError) -> u8 {
    match e {
        PlayError::Occupied => 1,
        PlayError::Suicide => 2,
        PlayError::Ko => 3,
        PlayError::Superko { .. } => 4,
        PlayError::Over => 5,
        PlayError::OffBoard { .. } => 6,
    }
}

fn play_error(e: PlayError) -> JsValue {
    let o = js_sys::Error::new(&e.to_string());
    let _ = js_sys::Reflect::set(&o, &"kind".into(), &"invalid".into());
    let _ = js_sys::Reflect::set(&o, &"reason".into(), &e.reason().into());
    if let PlayError::Superko { ply } = e {
        let _ = js_sys::Reflect::set(&o, &"ply".into(), &(ply as f64).into());
    }
    o.into()
}

fn mv(vertex: i32) -> Move {
    if vertex < 0 {
        Move::Pass
    } else {
        Move::Play(vertex as usize)
    }
}

/// A board's drawing: points, edges, grid size and star points.
#[wasm_bindgen]
pub fn go_board(spec: &str) -> Result<JsValue, JsValue> {
    let b = Board::parse(spec).map_err(|e| err(crate::Error::from(e).in_field("board")))?;
    board_json(&b)
}

/// The number of positions of a board (every chain with a liberty), exact, with the frontier
/// figures: `{board, vertices, positions (decimal), width, max_states, total_states}`.
/// Progress: (vertices done, vertices, "vertices").
#[wasm_bindgen]
pub fn go_count(spec: &str, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
    let b = Board::parse(spec).map_err(|e| err(crate::Error::from(e).in_field("board")))?;
    let c = with_progress(progress, |c| crate::go::count::count(&b, c)).map_err(err)?;
    to_js(&json!({ "board": b.name(), "count": c }))
}

fn board_json(b: &Board) -> Result<JsValue, JsValue> {
    let names: Vec<String> = (0..b.len()).map(|v| point_name(b, v)).collect();
    to_js(&json!({
        "name": b.name(),
        "shape": b.shape(),
        "points": b.coordinates().iter().map(|&(x, y)| [x, y]).collect::<Vec<_>>(),
        "edges": b.edges(),
        "names": names,
        "json": b.to_json(),
    }))
}

#[wasm_bindgen]
pub struct GoGame {
    s: Session,
}

#[wasm_bindgen]
impl GoGame {
    /// An empty game on a board (a preset or JSON).
    #[wasm_bindgen(constructor)]
    pub fn new(
        board: &str,
        ko: &str,
        suicide: bool,
        scoring: &str,
        komi: f64,
    ) -> Result<GoGame, JsValue> {
        let b = Board::parse(board).map_err(|e| err(crate::Error::from(e).in_field("board")))?;
        let r = rules(ko, suicide, scoring, komi)?;
        let s = Session::new(Record::new(Arc::new(b), r.komi), r).map_err(err)?;
        Ok(GoGame { s })
    }

    /// A game from SGF (grid boards); errors say the offset.
    #[wasm_bindgen(js_name = fromSgf)]
    pub fn from_sgf(text: &str, ko: &str, suicide: bool, scoring: &str) -> Result<GoGame, JsValue> {
        let rec = Record::parse(text).map_err(|e| err(crate::Error::from(e).in_field("sgf")))?;
        let r = rules(ko, suicide, scoring, rec.komi)?;
        let s = Session::new(rec, r).map_err(|e| err(crate::Error::from(e).in_field("sgf")))?;
        Ok(GoGame { s })
    }

    pub fn board(&self) -> Result<JsValue, JsValue> {
        board_json(&self.s.record.board)
    }

    /// 0 empty, 1 black, 2 white per vertex.
    pub fn stones(&self) -> Vec<u8> {
        self.s.game().stones_u8()
    }

    /// Who owns each vertex under area scoring: 1 black, -1 white, 0 neither (stones count
    /// for their colour; an empty region for the one colour it touches).
    pub fn ownership(&self) -> Vec<i8> {
        crate::go::score::ownership(self.s.game())
            .into_iter()
            .map(|c| match c {
                Some(crate::go::Color::Black) => 1,
                Some(crate::go::Color::White) => -1,
                None => 0,
            })
            .collect()
    }

    /// Per vertex for the player to move: 0 legal, else 1 occupied, 2 suicide, 3 ko,
    /// 4 superko, 5 game over.
    pub fn legal(&self) -> Vec<u8> {
        let g = self.s.game();
        g.legality(g.to_move())
            .iter()
            .map(|r| r.as_ref().map_or(0, code))
            .collect()
    }

    /// Why the player to move may not play at `vertex` (null if legal), with the ply a
    /// superko move would repeat.
    #[wasm_bindgen(js_name = whyNot)]
    pub fn why_not(&self, vertex: i32) -> Result<JsValue, JsValue> {
        let g = self.s.game();
        match g.check(g.to_move(), mv(vertex)) {
            Ok(()) => Ok(JsValue::NULL),
            Err(e) => {
                let ply = match e {
                    PlayError::Superko { ply } => Some(ply),
                    _ => None,
                };
                to_js(&json!({ "reason": e.reason(), "message": e.to_string(), "ply": ply }))
            }
        }
    }

    /// Plays for the side to move (vertex −1: pass); returns the new node.
    pub fn play(&mut self, vertex: i32) -> Result<u32, JsValue> {
        self.s
            .play(mv(vertex))
            .map(|n| n as u32)
            .map_err(play_error)
    }

    /// Plays for a given colour (0 black, 1 white): moves need not alternate.
    #[wasm_bindgen(js_name = playAs)]
    pub fn play_as(&mut self, color: u8, vertex: i32) -> Result<u32, JsValue> {
        self.s
            .play_as(Color::from_index(color as usize), mv(vertex))
            .map(|n| n as u32)
            .map_err(play_error)
    }

    /// Setup: a stone (0 black, 1 white) or empty (2) in the current node.
    pub fn setup(&mut self, vertex: u32, content: u8) -> Result<(), JsValue> {
        let c = match content {
            0 => Some(Color::Black),
            1 => Some(Color::White),
            _ => None,
        };
        self.s.setup(vertex as usize, c).map_err(err)
    }

    /// Back to the parent node; false at the root.
    pub fn undo(&mut self) -> Result<bool, JsValue> {
        match self.s.record.nodes[self.s.node()].parent {
            None => Ok(false),
            Some(p) => self.s.goto(p).map(|_| true).map_err(err),
        }
    }

    pub fn goto(&mut self, node: u32) -> Result<(), JsValue> {
        self.s.goto(node as usize).map_err(err)
    }

    pub fn node(&self) -> u32 {
        self.s.node() as u32
    }

    pub fn children(&self, node: u32) -> Vec<u32> {
        self.s.record.nodes[node as usize]
            .children
            .iter()
            .map(|&c| c as u32)
            .collect()
    }

    pub fn parent(&self, node: u32) -> i32 {
        self.s.record.nodes[node as usize]
            .parent
            .map_or(-1, |p| p as i32)
    }

    #[wasm_bindgen(js_name = nodeCount)]
    pub fn node_count(&self) -> u32 {
        self.s.record.nodes.len() as u32
    }

    /// The chain through `vertex` and its liberties.
    pub fn chain(&self, vertex: u32) -> Vec<u32> {
        self.s
            .game()
            .chain(vertex as usize)
            .into_iter()
            .map(|v| v as u32)
            .collect()
    }

    pub fn liberties(&self, vertex: u32) -> Vec<u32> {
        self.s
            .game()
            .liberties(vertex as usize)
            .into_iter()
            .map(|v| v as u32)
            .collect()
    }

    /// The stones after `ply` moves of the current game (the position a superko move repeats).
    #[wasm_bindgen(js_name = stonesAtPly)]
    pub fn stones_at_ply(&self, ply: u32) -> Vec<u8> {
        self.s.stones_at_ply(ply as usize)
    }

    /// Everything the page shows besides the stones.
    pub fn info(&self) -> Result<JsValue, JsValue> {
        let g = self.s.game();
        let b = &self.s.record.board;
        let rec = &self.s.record;
        let path = rec.path(self.s.node());
        let moves: Vec<serde_json::Value> = path
            .iter()
            .filter_map(|&i| rec.nodes[i].mv.map(|(c, m)| (i, c, m)))
            .map(|(i, c, m)| {
                json!({ "node": i, "color": c, "move": move_name(b, m),
                "vertex": match m { Move::Play(v) => v as i64, Move::Pass => -1 },
                "variations": rec.nodes[rec.nodes[i].parent.unwrap_or(0)].children.len() })
            })
            .collect();
        // The line on from here (first children): the page lists the whole line, so stepping
        // along it only moves the list's marker.
        let mut after = Vec::new();
        let mut at = self.s.node();
        while let Some(&c) = rec.nodes[at].children.first() {
            if let Some((color, m)) = rec.nodes[c].mv {
                after.push(json!({ "node": c, "color": color, "move": move_name(b, m) }));
            }
            at = c;
        }
        let node = &rec.nodes[self.s.node()];
        let marks: Vec<serde_json::Value> = match b.grid() {
            Some((w, h)) => markup(node, w, h)
                .into_iter()
                .map(|(k, v, t)| json!({ "kind": k, "vertex": v, "text": t }))
                .collect(),
            None => Vec::new(),
        };
        let comment = node
            .props
            .iter()
            .find(|p| p.id == "C")
            .and_then(|p| p.values.first());
        let siblings = node
            .parent
            .map(|p| rec.nodes[p].children.clone())
            .unwrap_or_else(|| vec![0]);
        to_js(&json!({
            "node": self.s.node(),
            "to_move": g.to_move(),
            "captures": { "black": g.captures(Color::Black), "white": g.captures(Color::White) },
            "score": g.score(),
            "ply": g.ply(),
            "over": g.is_over(),
            "moves": moves,
            "after": after,
            "comment": comment,
            "marks": marks,
            "children": node.children,
            "siblings": siblings,
            "illegal": self.s.illegal().map(|(n, e)| json!({ "node": n, "reason": e.reason(), "message": e.to_string() })),
            "rules": self.s.rules,
            "root": rec.nodes[0].props.iter().filter(|p| matches!(p.id.as_str(), "PB" | "PW" | "RE" | "KM" | "RU" | "GN" | "DT"))
                .map(|p| (p.id.clone(), p.values.first().cloned().unwrap_or_default())).collect::<std::collections::BTreeMap<_, _>>(),
        }))
    }

    /// The record as SGF (grid boards; variations, comments, markup and unknown properties
    /// kept).
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(&self) -> Result<String, JsValue> {
        if self.s.record.board.grid().is_none() {
            return Err(err(crate::Error::Invalid(
                "SGF is for grid boards; this board's record is its JSON and the move list".into(),
            )));
        }
        Ok(self.s.record.to_sgf())
    }

    /// Solves the position shown, with its history, under a node budget (0: none):
    /// `{value, pv: [{vertex, move}], moves: [{vertex, move, value}], nodes}`, values as
    /// Black's margin minus komi. Progress every 20 000 nodes: (nodes, 0, "steps").
    pub fn solve(
        &self,
        budget: f64,
        progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let g = self.s.game();
        let b = &self.s.record.board;
        let m = |mv: Move| {
            json!({ "vertex": match mv { Move::Play(v) => v as i64, Move::Pass => -1 },
                    "move": move_name(b, mv) })
        };
        let r = with_budget_polled(progress, budget, 20_000, |c| crate::go::solve::solve(g, c))
            .map_err(err)?;
        let moves: Vec<serde_json::Value> = r
            .moves
            .iter()
            .map(|&(mv, v)| {
                let mut o = m(mv);
                o["value"] = json!(v);
                o
            })
            .collect();
        to_js(&json!({
            "value": r.value,
            "pv": r.pv.iter().map(|&mv| m(mv)).collect::<Vec<_>>(),
            "moves": moves,
            "nodes": r.nodes,
            "to_move": g.to_move(),
            "scoring": g.rules().scoring,
            "komi": g.rules().komi,
        }))
    }

    /// Random games from the position shown (`go::playout::playouts`, on a copy: the record
    /// is untouched): the moves played in all.
    pub fn playouts(&self, count: u32, seed: u32) -> f64 {
        let mut g = self.s.game().clone();
        crate::go::playout::playouts(&mut g, count as usize, seed as u64) as f64
    }

    /// The line to the current node as words (for the URL's `moves` and the element's):
    /// moves as point names or `pass`, setup edits as `AB[p]`, `AW[p]`, `AE[p]` (as in SGF),
    /// each before the moves that follow it.
    #[wasm_bindgen(js_name = lineMoves)]
    pub fn line_moves(&self) -> String {
        let rec = &self.s.record;
        let mut words = Vec::new();
        for i in rec.path(self.s.node()) {
            let n = &rec.nodes[i];
            for &(v, c) in &n.setup {
                let id = match c {
                    Some(Color::Black) => "AB",
                    Some(Color::White) => "AW",
                    None => "AE",
                };
                words.push(format!("{id}[{}]", point_name(&rec.board, v)));
            }
            if let Some((_, m)) = n.mv {
                words.push(move_name(&rec.board, m));
            }
        }
        words.join(" ")
    }
}
