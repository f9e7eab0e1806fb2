//! The `#[wasm_bindgen]` layer: parse JS values, call the core, map errors. One file per
//! domain; nothing here computes.

use serde::Serialize;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

mod forms;
pub mod go;
mod godomachi;
mod nko;
mod polyomino;
mod shogi;
pub mod tsumego;
mod zeta;

thread_local! {
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

#[wasm_bindgen(start)]
pub fn start() {
    // Keep the message for the page (`take_panic_message`) as well as the console.
    std::panic::set_hook(Box::new(|info| {
        let message = match info.payload().downcast_ref::<&str>() {
            Some(s) => s.to_string(),
            None => match info.payload().downcast_ref::<String>() {
                Some(s) => s.clone(),
                None => "panic".to_string(),
            },
        };
        let location = info
            .location()
            .map(|l| format!(" at {}:{}", l.file(), l.line()));
        LAST_PANIC
            .with(|p| *p.borrow_mut() = Some(format!("{message}{}", location.unwrap_or_default())));
        console_error_panic_hook::hook(info);
    }));
}

/// The message of the last Rust panic, once (the page shows it after a trap).
#[wasm_bindgen]
pub fn take_panic_message() -> Option<String> {
    LAST_PANIC.with(|p| p.borrow_mut().take())
}

#[wasm_bindgen]
pub fn version() -> String {
    crate::VERSION.to_string()
}

/// Panics on purpose: the diagnostics page uses it to prove panics are reported and the
/// page recovers.
#[wasm_bindgen]
pub fn self_test_panic(message: String) {
    panic!("self-test panic: {message}");
}

/// Rust values to plain JS objects (maps as objects, 64-bit integers as numbers).
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_sys::Error::new(&e.to_string()).into())
}

/// A core error as a JS `Error` whose `kind` says which (parse, invalid, too-large,
/// stopped), with `field` (the input it concerns) and `at` ({line, column}) when known.
pub(crate) fn js_error(e: crate::Error) -> JsValue {
    let err = js_sys::Error::new(e.message());
    let _ = js_sys::Reflect::set(&err, &"kind".into(), &e.kind().into());
    if let Some(field) = e.field() {
        let _ = js_sys::Reflect::set(&err, &"field".into(), &field.into());
    }
    if let Some(at) = e.location() {
        if let Ok(at) = to_js(&at) {
            let _ = js_sys::Reflect::set(&err, &"at".into(), &at);
        }
    }
    err.into()
}

/// Runs `f` with a `Control` that reports to the JS progress callback (if any).
pub(crate) fn with_progress<T>(
    progress: Option<js_sys::Function>,
    f: impl FnOnce(&mut crate::Control) -> T,
) -> T {
    with_budget(progress, 0.0, f)
}

/// `with_progress` that also stops after `budget` steps (none when `budget` ≤ 0).
pub(crate) fn with_budget<T>(
    progress: Option<js_sys::Function>,
    budget: f64,
    f: impl FnOnce(&mut crate::Control) -> T,
) -> T {
    let mut report = listener(progress);
    let report: &mut crate::work::Listener = &mut report;
    let mut control = crate::Control::unlimited().with_listener(report);
    if budget > 0.0 {
        control = control.with_budget(budget as u64);
    }
    f(&mut control)
}

/// `with_budget` that also calls the listener every `every` steps (work whose progress is
/// counted in steps, such as a search's nodes).
pub(crate) fn with_budget_polled<T>(
    progress: Option<js_sys::Function>,
    budget: f64,
    every: u64,
    f: impl FnOnce(&mut crate::Control) -> T,
) -> T {
    let mut report = listener(progress);
    let report: &mut crate::work::Listener = &mut report;
    let mut control = crate::Control::unlimited()
        .with_listener(report)
        .with_poll(every);
    if budget > 0.0 {
        control = control.with_budget(budget as u64);
    }
    f(&mut control)
}

/// A JS progress callback `(done, total, stage) => boolean|undefined` for `Control`:
/// returning `false` stops the work.
fn listener(callback: Option<js_sys::Function>) -> impl FnMut(crate::Progress) -> bool {
    move |p| match &callback {
        None => true,
        Some(f) => {
            let r = f.call3(
                &JsValue::NULL,
                &JsValue::from_f64(p.done as f64),
                &JsValue::from_f64(p.total as f64),
                &JsValue::from_str(p.stage),
            );
            !matches!(r, Ok(v) if v == JsValue::FALSE)
        }
    }
}
