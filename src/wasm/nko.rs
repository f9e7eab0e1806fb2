//! n-ko bindings: the table as a handle whose cells cross as byte arrays, one state's line,
//! the readings report (a worker job), and the ko fight as a playable handle.

use super::{js_error, to_js, with_progress};
use crate::nko::fight::{self, FightGraph};
use crate::nko::formula::{self, ReadTable};
use crate::nko::{Reading, Side, State};
use crate::Error;
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn side(text: &str, field: &'static str) -> Result<Side, JsValue> {
    text.parse::<Side>()
        .map_err(|e: Error| js_error(e.in_field(field)))
}

fn reading(text: &str) -> Result<Reading, JsValue> {
    text.parse::<Reading>()
        .map_err(|e: Error| js_error(e.in_field("reading")))
}

/// The win table as the article labels it, n = 0 … max_n, under a reading.
#[wasm_bindgen]
pub struct NkoTable {
    t: ReadTable,
}

#[wasm_bindgen]
impl NkoTable {
    #[wasm_bindgen(constructor)]
    pub fn new(max_n: u32, pass: bool, reading_name: &str) -> Result<NkoTable, JsValue> {
        let r = reading(reading_name)?;
        let t = ReadTable::new(max_n, pass, r).map_err(|e| js_error(e.in_field("max")))?;
        Ok(NkoTable { t })
    }

    #[wasm_bindgen(getter, js_name = maxN)]
    pub fn max_n(&self) -> u32 {
        self.t.max_n
    }

    /// One byte a cell at n(n+1)/2 + m: 0 outside the reading, 1 Black, 2 White, 3 draw.
    pub fn winners(&self, side_name: &str) -> Result<js_sys::Uint8Array, JsValue> {
        let s = side(side_name, "side")?;
        Ok(js_sys::Uint8Array::from(&self.t.winners(s)[..]))
    }

    /// The article's claim in the same layout.
    pub fn claims(&self, side_name: &str) -> Result<js_sys::Uint8Array, JsValue> {
        let s = side(side_name, "side")?;
        Ok(js_sys::Uint8Array::from(&self.t.claims(s)[..]))
    }

    /// `{ cells, black, white, total, bare, outside }` over n = 1 … max_n.
    pub fn disagreements(&self) -> Result<JsValue, JsValue> {
        to_js(&self.t.disagreements())
    }

    /// The optimal line from the article's (n, m, side): `{ board, start, winner, length,
    /// moves, end }`, where `board` is the model state the reading maps it to.
    pub fn line(&self, n: u32, m: u32, side_name: &str) -> Result<JsValue, JsValue> {
        let s = side(side_name, "side")?;
        if n > self.t.max_n {
            return Err(js_error(
                Error::TooLarge(format!("n must be at most {}, not {n}", self.t.max_n))
                    .in_field("n"),
            ));
        }
        State::new(n, m, s).map_err(|e| js_error(e.in_field("m")))?;
        let board = self.t.board(n, m, s).ok_or_else(|| {
            js_error(
                Error::Invalid(format!(
                    "under the reading {} the state ({n}, {m}, {s}) falls outside the model",
                    self.t.reading
                ))
                .in_field("reading"),
            )
        })?;
        let line = self.t.table().line(board).map_err(js_error)?;
        #[derive(Serialize)]
        struct Out<'a> {
            board: State,
            article: crate::nko::Outcome,
            #[serde(flatten)]
            line: &'a crate::nko::Line,
        }
        to_js(&Out {
            board,
            article: formula::claim(n, m, s, self.t.pass, true),
            line: &line,
        })
    }
}

/// The canonical name of a reading (an error naming the `reading` field if unknown).
#[wasm_bindgen]
pub fn nko_reading(name: &str) -> Result<String, JsValue> {
    Ok(reading(name)?.to_string())
}

/// Every reading against the article's claims, best first (about 100 tables: a worker job).
#[wasm_bindgen]
pub fn nko_readings(max_n: u32, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
    let list = with_progress(progress, |c| formula::readings_with(max_n, c)).map_err(js_error)?;
    to_js(&list)
}

/// The ko fight on C(n, m) + C(n, m+1) nodes, played from `side`'s start: the page moves
/// the token for a person, `reply` for the solver.
#[wasm_bindgen]
pub struct NkoFight {
    g: FightGraph,
    start_side: Side,
    path: Vec<usize>,
    visited: Vec<bool>,
}

#[wasm_bindgen]
impl NkoFight {
    #[wasm_bindgen(constructor)]
    pub fn new(n: u32, m: u32, side_name: &str) -> Result<NkoFight, JsValue> {
        let s = side(side_name, "side")?;
        let g = FightGraph::new(n, m).map_err(|e| js_error(e.in_field("fn")))?;
        let start = g.start(s);
        let mut visited = vec![false; g.len()];
        visited[start] = true;
        Ok(NkoFight {
            g,
            start_side: s,
            path: vec![start],
            visited,
        })
    }

    /// The node sets as bit masks of kos Black holds: left side first.
    pub fn sets(&self) -> js_sys::Uint16Array {
        js_sys::Uint16Array::from(&self.g.sets[..])
    }

    #[wasm_bindgen(getter)]
    pub fn left(&self) -> usize {
        self.g.left
    }

    /// Nodes visited, in order (the token stands on the last).
    pub fn path(&self) -> js_sys::Uint32Array {
        let p: Vec<u32> = self.path.iter().map(|&v| v as u32).collect();
        js_sys::Uint32Array::from(&p[..])
    }

    /// The side to move now.
    pub fn mover(&self) -> String {
        let s = if self.path.len() % 2 == 1 {
            self.start_side
        } else {
            self.start_side.other()
        };
        s.name().to_string()
    }

    fn at(&self) -> usize {
        *self.path.last().expect("the path starts at the start")
    }

    /// Unvisited neighbours of the token.
    pub fn legal(&self) -> js_sys::Uint32Array {
        let l: Vec<u32> = self
            .g
            .neighbours(self.at())
            .filter(|&u| !self.visited[u])
            .map(|u| u as u32)
            .collect();
        js_sys::Uint32Array::from(&l[..])
    }

    pub fn play(&mut self, node: usize) -> Result<(), JsValue> {
        let at = self.at();
        if node >= self.g.len() || self.visited[node] || !self.g.neighbours(at).any(|u| u == node) {
            return Err(js_error(Error::Invalid(
                "that node is not an unvisited neighbour of the token".into(),
            )));
        }
        self.visited[node] = true;
        self.path.push(node);
        Ok(())
    }

    pub fn undo(&mut self) {
        if self.path.len() > 1 {
            let v = self.path.pop().expect("longer than one");
            self.visited[v] = false;
        }
    }

    /// Does the side to move win from here (the matching theorem on the unvisited graph)?
    #[wasm_bindgen(js_name = moverWins)]
    pub fn mover_wins(&self) -> bool {
        self.g.solve_by_matching(self.at(), &self.visited).0
    }

    /// The proving maximum matching from here: partner per node, −1 for none.
    pub fn matching(&self) -> js_sys::Int32Array {
        let (_, mate) = self.g.solve_by_matching(self.at(), &self.visited);
        let p: Vec<i32> = mate.iter().map(|x| x.map_or(-1, |u| u as i32)).collect();
        js_sys::Int32Array::from(&p[..])
    }

    /// The solver's move from here (−1: no move, the fight is lost).
    pub fn reply(&self) -> i32 {
        self.g
            .reply(self.at(), &self.visited)
            .map_or(-1, |u| u as i32)
    }

    /// The report from the start: winner, sizes, count rule, brute force (small budget).
    pub fn report(&self) -> Result<JsValue, JsValue> {
        let r = fight::report(self.g.n, self.g.m, self.start_side, 200_000).map_err(js_error)?;
        to_js(&r)
    }
}
