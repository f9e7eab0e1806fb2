//! Polyomino bindings.

use super::{js_error, to_js, with_progress};
use crate::polyomino::{self, Polyomino};
use crate::work::Control;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Cuts are given a budget so a huge drawing answers with a message instead of hanging.
const CUT_BUDGET: u64 = 20_000_000;

#[derive(Serialize)]
struct Analysis {
    #[serde(flatten)]
    facts: Facts,
    cuts: polyomino::CutReport,
}

/// Everything the polyomino page shows for one shape (notation or cell list).
#[wasm_bindgen]
pub fn polyomino_analyze(text: &str) -> Result<JsValue, JsValue> {
    let shape = Polyomino::parse_any(text).map_err(js_error)?;
    let mut control = Control::unlimited().with_budget(CUT_BUDGET);
    let cuts = polyomino::cut_report(&shape, &mut control).map_err(js_error)?;
    to_js(&Analysis {
        facts: Facts::of(shape),
        cuts,
    })
}

#[derive(Serialize)]
struct Facts {
    shape: Polyomino,
    area: usize,
    width: u32,
    height: u32,
    cells: Vec<(u32, u32)>,
    canonical: Polyomino,
    symmetry_order: usize,
    symmetry_group: &'static str,
}

impl Facts {
    fn of(shape: Polyomino) -> Facts {
        let group = shape.symmetry_group();
        Facts {
            area: shape.area(),
            width: shape.width(),
            height: shape.height(),
            cells: shape.cells().to_vec(),
            canonical: shape.canonical(),
            symmetry_order: group.order(),
            symmetry_group: group.name(),
            shape,
        }
    }
}

/// What is cheap about a shape of any size (no cuts): the page shows these even when the
/// cuts are too many to list.
#[wasm_bindgen]
pub fn polyomino_facts(text: &str) -> Result<JsValue, JsValue> {
    let shape = Polyomino::parse_any(text).map_err(js_error)?;
    to_js(&Facts::of(shape))
}

/// Canonical form only (cheap), e.g. for galleries and the game's set-up.
#[wasm_bindgen]
pub fn polyomino_canonical(text: &str) -> Result<String, JsValue> {
    let shape = Polyomino::parse_any(text).map_err(js_error)?;
    Ok(shape.canonical().to_string())
}

/// Free and fixed counts; `progress(done, total, stage)` may return false to stop.
#[wasm_bindgen]
pub fn polyomino_count(n: usize, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
    to_js(&with_progress(progress, |c| polyomino::count(n, c)).map_err(js_error)?)
}

/// The free n-ominoes in gallery order, as notation strings.
#[wasm_bindgen]
pub fn polyomino_list(n: usize, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
    to_js(&with_progress(progress, |c| polyomino::list_free(n, c)).map_err(js_error)?)
}

/// The connected pieces of a text's cells (notation or cell list, connected or not),
/// largest first, each as `[[x, y], …]` in the normal position of all the cells: the page
/// draws a disconnected drawing with its stray pieces marked.
#[wasm_bindgen]
pub fn polyomino_pieces(text: &str) -> Result<JsValue, JsValue> {
    let cells = polyomino::parse_cells(text).map_err(js_error)?;
    to_js(&polyomino::pieces(cells).map_err(js_error)?)
}
