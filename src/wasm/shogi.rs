//! Shogi bindings: a position with its game history is a handle (`ShogiPosition`); perft
//! is a plain function for the worker and the benchmark.

use super::{js_error, to_js, with_progress};
use crate::shogi::analysis::{self, Sides};
use crate::shogi::notation::{self, move_texts};
use crate::shogi::{Color, Kind, Move, Position, Square, Status, Undo};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[derive(Serialize)]
struct Played {
    usi: String,
    japanese: String,
    western: String,
}

#[derive(Serialize)]
struct State {
    sfen: String,
    /// 81 entries in square index order ((file − 1) * 9 + rank − 1): SFEN piece or "".
    board: Vec<String>,
    /// Counts per hand kind in the order P L N S G B R.
    hands: Sides<Vec<u8>>,
    side: Color,
    check: bool,
    mate: bool,
    no_moves: bool,
    moves: Vec<Played>,
    /// The first fourfold repetition in the moves played, if any (sennichite, or perpetual
    /// check by the side named).
    repetition: Option<crate::shogi::record::Repetition>,
}

/// A validated position and the moves played from it, with undo.
#[wasm_bindgen]
pub struct ShogiPosition {
    pos: Position,
    history: Vec<(Move, Undo, Played)>,
}

fn square(i: u32) -> Result<Square, JsValue> {
    if i < 81 {
        Ok(Square::from_index(i as usize))
    } else {
        Err(js_sys::Error::new("square index out of range").into())
    }
}

#[wasm_bindgen]
impl ShogiPosition {
    /// From SFEN, `startpos`, a handicap name, a KIF diagram or a CSA position.
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<ShogiPosition, JsValue> {
        let setup = notation::import(text).map_err(|e| js_error(e.in_field("sfen")))?;
        let pos = Position::from_setup(setup)
            .map_err(|e| js_error(crate::Error::from(e).in_field("sfen")))?;
        Ok(ShogiPosition {
            pos,
            history: Vec::new(),
        })
    }

    pub fn sfen(&self) -> String {
        self.pos.sfen()
    }

    /// The SFEN before any move was played here.
    #[wasm_bindgen(js_name = startSfen)]
    pub fn start_sfen(&self) -> String {
        self.start_position().sfen()
    }

    fn start_position(&self) -> Position {
        let mut p = self.pos.clone();
        for (m, u, _) in self.history.iter().rev() {
            p.unmake(*m, *u);
        }
        p
    }

    /// Board, hands, side, check/mate and the moves played, as one plain object.
    pub fn state(&self) -> Result<JsValue, JsValue> {
        let status = self.pos.status();
        let start = self.start_position();
        let usi: Vec<&str> = self
            .history
            .iter()
            .map(|(_, _, p)| p.usi.as_str())
            .collect();
        let repetition = crate::shogi::record::repetition(&start, &usi).map_err(js_error)?;
        let hand = |c| {
            Kind::HAND
                .iter()
                .map(|&k| self.pos.hand(c).count(k))
                .collect()
        };
        to_js(&State {
            sfen: self.pos.sfen(),
            board: Square::all()
                .map(|s| self.pos.piece_at(s).map(|p| p.sfen()).unwrap_or_default())
                .collect(),
            hands: Sides {
                sente: hand(Color::Sente),
                gote: hand(Color::Gote),
            },
            side: self.pos.side_to_move(),
            check: self.pos.is_check(),
            mate: status == Status::Checkmate,
            no_moves: status == Status::NoMoves,
            moves: self
                .history
                .iter()
                .map(|(_, _, p)| Played {
                    usi: p.usi.clone(),
                    japanese: p.japanese.clone(),
                    western: p.western.clone(),
                })
                .collect(),
            repetition,
        })
    }

    /// Every legal move in USI.
    pub fn legal(&self) -> Vec<String> {
        self.pos
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    /// Plays a legal USI move; returns it in Japanese and Western notation.
    pub fn play(&mut self, usi: &str) -> Result<JsValue, JsValue> {
        let m = self
            .pos
            .parse_usi(usi)
            .map_err(|e| js_error(e.in_field("move")))?;
        let previous = self.history.last().map(|(m, _, _)| m.to());
        let (japanese, western) = move_texts(&self.pos, m, previous);
        let played = Played {
            usi: m.to_string(),
            japanese,
            western,
        };
        let out = to_js(&played)?;
        let u = self.pos.make(m);
        self.history.push((m, u, played));
        Ok(out)
    }

    /// Takes back the last move; false if none.
    pub fn undo(&mut self) -> bool {
        match self.history.pop() {
            Some((m, u, _)) => {
                self.pos.unmake(m, u);
                true
            }
            None => false,
        }
    }

    /// Attack counts: 162 bytes, Sente's 81 then Gote's (square index order).
    pub fn counts(&self) -> Vec<u8> {
        let c = analysis::counts(&self.pos);
        c[0].iter().chain(c[1].iter()).copied().collect()
    }

    /// Hanging pieces, pins, check, checkers and mate.
    pub fn overview(&self) -> Result<JsValue, JsValue> {
        #[derive(Serialize)]
        struct Overview {
            hanging: Vec<analysis::Hanging>,
            pins: Vec<analysis::Pin>,
            check: bool,
            checkers: Vec<Square>,
            mate: bool,
        }
        let counts = analysis::counts(&self.pos);
        to_js(&Overview {
            hanging: analysis::hanging(&self.pos, &counts),
            pins: analysis::pins(&self.pos),
            check: self.pos.is_check(),
            checkers: self.pos.checkers().collect(),
            mate: self.pos.is_checkmate(),
        })
    }

    /// One square's attackers per side and its 10 ways per side with isolation degrees.
    pub fn square(&self, index: u32) -> Result<JsValue, JsValue> {
        to_js(&analysis::square_report(&self.pos, square(index)?))
    }

    /// The whole analysis (what `asobiba shogi attacks --json` prints).
    pub fn analysis(&self) -> Result<JsValue, JsValue> {
        to_js(&analysis::analyse(&self.pos))
    }

    /// Leaf nodes at `depth` (as a float: counts pass 2^32), with progress per root move.
    pub fn perft(
        &mut self,
        depth: u32,
        progress: Option<js_sys::Function>,
    ) -> Result<f64, JsValue> {
        if depth > 8 {
            return Err(js_error(crate::Error::TooLarge(
                "perft depth is at most 8 here".into(),
            )));
        }
        let pos = &mut self.pos;
        with_progress(progress, |c| pos.perft_controlled(depth, c))
            .map(|n| n as f64)
            .map_err(js_error)
    }
}

/// Perft of a SFEN without a handle (the benchmark page).
#[wasm_bindgen]
pub fn shogi_perft(sfen: &str, depth: u32) -> Result<f64, JsValue> {
    if depth > 8 {
        return Err(js_error(crate::Error::TooLarge(
            "perft depth is at most 8 here".into(),
        )));
    }
    let mut pos = crate::shogi::parse(sfen).map_err(js_error)?;
    Ok(pos.perft(depth) as f64)
}

/// The handicap presets: [id, Japanese name, SFEN].
#[wasm_bindgen]
pub fn shogi_presets() -> Result<JsValue, JsValue> {
    to_js(&notation::PRESETS.to_vec())
}

/// Checks a SFEN (or other import) and returns it as validated SFEN.
#[wasm_bindgen]
pub fn shogi_validate(text: &str) -> Result<String, JsValue> {
    Ok(ShogiPosition::new(text)?.sfen())
}

#[derive(Serialize)]
struct SetupView {
    board: Vec<String>,
    hands: Sides<Vec<u8>>,
    side: Color,
    move_number: u32,
}

/// Reads SFEN, a handicap name, a KIF diagram or a CSA position without validating it (the
/// editor shows impossible set-ups too): board (81 SFEN pieces or ""), hands P…R, side.
#[wasm_bindgen]
pub fn shogi_setup(text: &str) -> Result<JsValue, JsValue> {
    let s = notation::import(text).map_err(|e| js_error(e.in_field("sfen")))?;
    let hand = |c: Color| {
        Kind::HAND
            .iter()
            .map(|&k| s.hands[c.index()].count(k))
            .collect()
    };
    to_js(&SetupView {
        board: Square::all()
            .map(|q| s.piece_at(q).map(|p| p.sfen()).unwrap_or_default())
            .collect(),
        hands: Sides {
            sente: hand(Color::Sente),
            gote: hand(Color::Gote),
        },
        side: s.side,
        move_number: s.move_number,
    })
}
