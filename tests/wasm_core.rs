#![cfg(target_arch = "wasm32")]
//! The core and its JS-facing results in a real browser (headless Chromium): the same
//! numbers as natively, and errors that cross the boundary readably.

use asobiba::godomachi::{table, Position, Rules, Solver, Winner};
use asobiba::polyomino::{self, Polyomino};
use asobiba::Control;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn polyomino_counts_match_oeis_in_the_browser() {
    let free = [1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655];
    for n in 1..=10 {
        let c = polyomino::count(n, &mut Control::unlimited()).unwrap();
        assert_eq!(c.free, free[n - 1], "n = {n}");
    }
}

#[wasm_bindgen_test]
fn cuts_in_the_browser() {
    let shape: Polyomino = "####/####".parse().unwrap();
    let r = polyomino::cut_report(&shape, &mut Control::unlimited()).unwrap();
    assert_eq!(r.bipartitions, 28);
}

#[wasm_bindgen_test]
fn godomachi_match_and_example_in_the_browser() {
    let mut solver = Solver::new(Rules::OFFICIAL);
    let t = table::whole_match(6, Rules::OFFICIAL, &mut solver, &mut Control::unlimited()).unwrap();
    let s = t.summary();
    assert_eq!(
        (
            s.pairs,
            s.first.get("1"),
            s.first.get("3"),
            s.second.get("2")
        ),
        (595, Some(&450), Some(&76), Some(&69))
    );
    let position = Position::parse(".##./####/##../##../.#..", "##./###/##./###/.#.").unwrap();
    let v = solver
        .verdict(&position, &mut Control::unlimited())
        .unwrap();
    assert_eq!((v.winner, v.length), (Winner::First, 3));
}

#[wasm_bindgen_test]
fn bad_input_is_an_error_not_a_panic() {
    assert!("#x".parse::<Polyomino>().is_err());
    let e = "#.#".parse::<Polyomino>().unwrap_err();
    assert_eq!(e.kind(), "invalid");
}
