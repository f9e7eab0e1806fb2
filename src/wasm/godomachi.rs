//! Godomachi bindings: the stateful solver is a handle (`GodomachiSolver`) owned by whoever
//! made it (a worker job, a page); the rest are stateless conversions.

use super::{js_error, to_js, with_progress};
use crate::godomachi::{play, table, Position, Rules, Solver};
use crate::polyomino::{random, Polyomino};
use crate::rng::Rng;
use wasm_bindgen::prelude::*;

fn rules(half: bool) -> Rules {
    if half {
        Rules::HALF
    } else {
        Rules::OFFICIAL
    }
}

/// A solver for one rule set. Its table lives as long as the handle, so a game's positions
/// (or a whole match) share what earlier searches found.
#[wasm_bindgen]
pub struct GodomachiSolver {
    solver: Solver,
    half: bool,
}

#[wasm_bindgen]
impl GodomachiSolver {
    #[wasm_bindgen(constructor)]
    pub fn new(half: bool) -> GodomachiSolver {
        GodomachiSolver {
            solver: Solver::new(rules(half)),
            half,
        }
    }

    /// Verdict and optimal moves of (a, b) (and every move's value with `all_moves`).
    pub fn solve(
        &mut self,
        a: &str,
        b: &str,
        all_moves: bool,
        progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let position = position(a, b)?;
        let r = with_progress(progress, |c| self.solver.analyse(&position, all_moves, c))
            .map_err(js_error)?;
        to_js(&r)
    }

    /// The whole match of n-ominoes: `{ n, shapes, lengths: Uint8Array(k*k), summary }`.
    #[wasm_bindgen(js_name = wholeMatch)]
    pub fn whole_match(
        &mut self,
        n: usize,
        progress: Option<js_sys::Function>,
    ) -> Result<JsValue, JsValue> {
        let t = with_progress(progress, |c| {
            table::whole_match(n, rules(self.half), &mut self.solver, c)
        })
        .map_err(js_error)?;
        let out = js_sys::Object::new();
        let set = |k: &str, v: &JsValue| js_sys::Reflect::set(&out, &k.into(), v).map(|_| ());
        set("n", &JsValue::from_f64(n as f64))?;
        set("shapes", &to_js(&t.shapes)?)?;
        set("lengths", &js_sys::Uint8Array::from(&t.lengths[..]).into())?;
        set("summary", &to_js(&t.summary())?)?;
        Ok(out.into())
    }

    /// Positions searched since the handle was made.
    pub fn nodes(&self) -> f64 {
        self.solver.nodes() as f64
    }
}

/// A legal pair or an error naming the shape (`field` "a" or "b") it concerns.
fn position(a: &str, b: &str) -> Result<Position, JsValue> {
    Position::parse(a, b).map_err(|e| js_error(e.into()))
}

/// Whether removing the selected cells (indices into each shape's cells) is a legal move.
#[wasm_bindgen]
pub fn godomachi_check(
    a: &str,
    b: &str,
    cells_a: Vec<u32>,
    cells_b: Vec<u32>,
    half: bool,
) -> Result<JsValue, JsValue> {
    let position = position(a, b)?;
    let ia: Vec<usize> = cells_a.iter().map(|&i| i as usize).collect();
    let ib: Vec<usize> = cells_b.iter().map(|&i| i as usize).collect();
    to_js(&play::check_move(&position, &ia, &ib, rules(half)).map_err(js_error)?)
}

#[derive(serde::Serialize)]
struct Side {
    shape: Polyomino,
    canonical: Polyomino,
    cells: Vec<(u32, u32)>,
    width: u32,
    height: u32,
}

/// Both shapes validated for play, with their cells for drawing.
#[wasm_bindgen]
pub fn godomachi_position(a: &str, b: &str) -> Result<JsValue, JsValue> {
    let position = position(a, b)?;
    let side = |p: Polyomino| Side {
        canonical: p.canonical(),
        cells: p.cells().to_vec(),
        width: p.width(),
        height: p.height(),
        shape: p,
    };
    let congruent = position.is_over();
    to_js(&serde_json::json!({
        "a": side(position.a().clone()),
        "b": side(position.b().clone()),
        "congruent": congruent
    }))
}

/// Two random shapes of n cells, not congruent (n ≥ 4), reproducible from the seed.
#[wasm_bindgen]
pub fn godomachi_random(n: usize, seed: f64) -> Result<JsValue, JsValue> {
    if !(2..=crate::polyomino::key::SMALL_MAX).contains(&n) {
        return Err(js_error(crate::Error::TooLarge(format!(
            "random positions need 2 to {} cells",
            crate::polyomino::key::SMALL_MAX
        ))));
    }
    let mut rng = Rng::new(seed as u64);
    let a = random(n, &mut rng).map_err(js_error)?;
    let mut b = random(n, &mut rng).map_err(js_error)?;
    for _ in 0..50 {
        if n < 4 || !a.is_congruent(&b) {
            break;
        }
        b = random(n, &mut rng).map_err(js_error)?;
    }
    to_js(&[a.to_string(), b.to_string()])
}
