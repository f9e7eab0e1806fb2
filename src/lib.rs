//! asobiba (遊び場): exact math and game solvers behind a small web playground.
//!
//! Each domain is a plain-Rust module with its own notation and error messages; the
//! `wasm` module (wasm32 only) is a thin binding layer and the `asobiba` binary a CLI.

pub mod error;
pub mod forms;
pub mod go;
pub mod godomachi;
pub mod graph;
pub mod hash;
pub mod nko;
pub mod polyomino;
pub mod rng;
pub mod shogi;
pub mod tsumego;
pub mod work;
pub mod zeta;

// Public only so that tests/wasm_*.rs can drive the handles as the pages do.
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::{Error, Result};
pub use work::{Control, Progress};

/// The crate version, shown by the CLI and the pages.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
