//! Homogeneous interpolation bindings. `budget` counts abstract steps (0 = no limit), so
//! live calls from the page answer with a message instead of freezing it.

use super::{js_error, to_js, with_budget};
use crate::forms::{self, PointSet};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn points(n: usize, text: &str) -> Result<PointSet, JsValue> {
    PointSet::parse_with_n(text, n).map_err(js_error)
}

/// Validates point notation (cheap, bounded by the parser's limits) and returns the number
/// of points, so the page can refuse bad input before it draws or computes anything.
#[wasm_bindgen]
pub fn forms_parse(n: usize, text: &str) -> Result<usize, JsValue> {
    Ok(points(n, text)?.len())
}

/// Determined or not, kernel forms, redundant points (see `forms::Check`).
#[wasm_bindgen]
pub fn forms_check(
    n: usize,
    d: usize,
    text: &str,
    budget: f64,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let p = points(n, text)?;
    to_js(&with_budget(progress, budget, |c| forms::check(&p, d, c)).map_err(js_error)?)
}

#[derive(Serialize)]
struct Rank {
    rank: usize,
    dim: usize,
    proof: String,
}

/// Exact rank only (the browser benchmark).
#[wasm_bindgen]
pub fn forms_rank(
    n: usize,
    d: usize,
    text: &str,
    budget: f64,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let p = points(n, text)?;
    let (rank, dim, proof) =
        with_budget(progress, budget, |c| forms::rank(&p, d, c)).map_err(js_error)?;
    to_js(&Rank {
        rank,
        dim,
        proof: proof.describe(),
    })
}

#[derive(Serialize)]
struct Hilbert {
    h: Vec<usize>,
    dim: Vec<u64>,
}

/// h(0) … h(max_d) and the number of monomials in each degree.
#[wasm_bindgen]
pub fn forms_hilbert(
    n: usize,
    max_d: usize,
    text: &str,
    budget: f64,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let p = points(n, text)?;
    let h = with_budget(progress, budget, |c| forms::hilbert(&p, max_d, c)).map_err(js_error)?;
    let dim = (0..=max_d)
        .map(|d| forms::dimension(n, d).unwrap_or(0))
        .collect();
    to_js(&Hilbert { h, dim })
}

/// The principal lattice on `basis` (empty text: the default basis), checked.
#[wasm_bindgen]
pub fn forms_construct(n: usize, d: usize, basis: &str, budget: f64) -> Result<JsValue, JsValue> {
    let b = if basis.trim().is_empty() {
        None
    } else {
        Some(points(n, basis)?)
    };
    to_js(&with_budget(None, budget, |c| forms::construct(n, d, b.as_ref(), c)).map_err(js_error)?)
}

/// The points plus the fewest points making them determining.
#[wasm_bindgen]
pub fn forms_complete(
    n: usize,
    d: usize,
    text: &str,
    budget: f64,
    progress: Option<js_sys::Function>,
) -> Result<JsValue, JsValue> {
    let p = points(n, text)?;
    to_js(&with_budget(progress, budget, |c| forms::complete(&p, d, c)).map_err(js_error)?)
}
