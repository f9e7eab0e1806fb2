//! Zeta/Möbius bindings. Values cross as decimal strings (i64 is exact; JS numbers are not)
//! and large arrays stay in wasm memory behind the `ZetaBuffer` handle.

use super::{js_error, to_js, with_progress};
use crate::zeta::{self, explain, Transform};
use wasm_bindgen::prelude::*;

/// Every pass of the fast algorithm on f, the result, and the inverse applied to it.
#[wasm_bindgen]
pub fn zeta_explain(
    n: u32,
    transform: &str,
    values: &str,
    modulus: &str,
) -> Result<JsValue, JsValue> {
    to_js(&explain::explain(n, transform, values, modulus).map_err(js_error)?)
}

/// For one set S: the definition's sum with signs, and the binomial cancellation.
#[wasm_bindgen]
pub fn zeta_focus(
    n: u32,
    transform: &str,
    values: &str,
    modulus: &str,
    set: u32,
) -> Result<JsValue, JsValue> {
    to_js(&explain::focus(n, transform, values, modulus, set).map_err(js_error)?)
}

/// A convolution as its steps (transform both, multiply, invert).
#[wasm_bindgen]
pub fn zeta_convolve(kind: &str, a: &str, b: &str, modulus: &str) -> Result<JsValue, JsValue> {
    to_js(&explain::convolution_steps(kind, a, b, modulus).map_err(js_error)?)
}

/// Inclusion–exclusion from sets given as texts of element names.
#[wasm_bindgen]
pub fn zeta_venn(sets: Vec<String>) -> Result<JsValue, JsValue> {
    to_js(&explain::venn_of_texts(&sets).map_err(js_error)?)
}

/// Set covers of {0,…,n−1} by subfamilies of the given sets, counted by size.
#[wasm_bindgen]
pub fn zeta_covers(n: u32, family: &str) -> Result<JsValue, JsValue> {
    to_js(&explain::covers_report(n, family).map_err(js_error)?)
}

/// 2^n values kept in wasm memory, for the large runs (random data, transform, checksum).
#[wasm_bindgen]
pub struct ZetaBuffer {
    values: Vec<i64>,
}

#[wasm_bindgen]
impl ZetaBuffer {
    /// Pseudo-random values; a clear error when the memory cannot be had.
    pub fn random(n: u32, seed: f64) -> Result<ZetaBuffer, JsValue> {
        let values = zeta::random_values(n, seed as u64).map_err(js_error)?;
        Ok(ZetaBuffer { values })
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Applies the transform; `progress(done, total, stage)` may return false to stop.
    pub fn apply(
        &mut self,
        transform: &str,
        progress: Option<js_sys::Function>,
    ) -> Result<(), JsValue> {
        let t: Transform = transform.parse().map_err(js_error)?;
        with_progress(progress, |c| {
            zeta::apply(&zeta::Wrapping, t, &mut self.values, c)
        })
        .map_err(js_error)
    }

    /// The textbook loop, for the benchmark's in-run baseline.
    pub fn apply_plain(&mut self, transform: &str) -> Result<(), JsValue> {
        let t: Transform = transform.parse().map_err(js_error)?;
        zeta::apply_plain(&zeta::Wrapping, t, &mut self.values).map_err(js_error)
    }

    /// Σ v[i]·(2i+1) mod 2^64 as a decimal string (the CLI's checksum).
    pub fn checksum(&self) -> String {
        zeta::checksum(&self.values).to_string()
    }

    /// A few values for display, as strings.
    pub fn head(&self, count: usize) -> Vec<String> {
        explain::strings(&self.values[..count.min(self.values.len())])
    }
}
