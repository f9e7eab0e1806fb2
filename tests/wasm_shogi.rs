#![cfg(target_arch = "wasm32")]
//! The shogi core in a real browser (headless Chromium): u128 bitboards on wasm32 give the
//! same perft counts and analysis as natively; bad SFEN is an error, not a panic.

use asobiba::shogi::{analysis, parse, Position};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn perft_in_the_browser() {
    let mut pos = Position::startpos();
    assert_eq!(pos.perft(3), 25_470);
    let mut pos = parse("7lk/9/8S/9/9/9/9/7L1/8K b P 1").unwrap();
    assert_eq!(pos.perft(3), 10_786);
    let mut pos =
        parse("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1").unwrap();
    assert_eq!(pos.perft(2), 28_684);
}

#[wasm_bindgen_test]
fn analysis_and_errors_in_the_browser() {
    let pos = parse("4k4/9/4s4/9/4R1g2/9/9/9/4K4 b - 1").unwrap();
    let counts = analysis::counts(&pos);
    assert_eq!(counts[0][22], 1); // 3e: the rook
    assert_eq!(analysis::pins(&pos).len(), 1);
    assert!(parse("4k4/9/9/9/9/9/9/9/3KK4 b - 1").is_err());
    assert!(parse("nonsense").is_err());
}
