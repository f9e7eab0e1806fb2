#![cfg(target_arch = "wasm32")]
//! The forms core in a real browser (headless Chromium): the same exact answers as
//! natively (u64 arithmetic and big integers on wasm32), errors instead of panics.

use asobiba::forms::{self, check, hilbert, PointSet};
use asobiba::{Control, Error};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn pts(s: &str) -> PointSet {
    s.parse().unwrap()
}

#[wasm_bindgen_test]
fn conic_and_grid_in_the_browser() {
    let c = check(
        &pts("1 1 1; 4 1 2; 1 4 2; 9 1 3; 1 9 3; 4 9 6"),
        2,
        &mut Control::unlimited(),
    )
    .unwrap();
    assert_eq!(
        (c.rank, c.kernel.clone()),
        (5, vec!["x*y - z^2".to_string()])
    );
    let grid = pts("-1 -1 1; -1 0 1; -1 1 1; 0 -1 1; 0 0 1; 0 1 1; 1 -1 1; 1 0 1; 1 1 1");
    let h = hilbert(&grid, 5, &mut Control::unlimited()).unwrap();
    assert_eq!(h, vec![1, 3, 6, 8, 9, 9]);
}

#[wasm_bindgen_test]
fn big_kernel_and_full_rank_in_the_browser() {
    // Multi-prime reconstruction with big integers on wasm32.
    let mut rng = asobiba::rng::Rng::new(7);
    let mut next = || rng.below(101) as i64 - 50;
    let text: Vec<String> = (0..12)
        .map(|_| format!("{} {} {}", next(), next(), next()))
        .collect();
    let p = pts(&text.join(";"));
    let c = check(&p, 4, &mut Control::unlimited()).unwrap();
    assert_eq!((c.rank, c.kernel.len()), (12, 3));
    let lattice = forms::construct(4, 8, None, &mut Control::unlimited()).unwrap();
    assert!(lattice.check.determined);
}

#[wasm_bindgen_test]
fn bad_input_and_budgets_are_errors_not_panics() {
    assert_eq!("1 2; 1".parse::<PointSet>().unwrap_err().kind(), "invalid");
    assert_eq!("1 x".parse::<PointSet>().unwrap_err().kind(), "parse");
    let e = check(&pts("1 2 3 4 5"), 40, &mut Control::unlimited()).unwrap_err();
    assert_eq!(e.kind(), "too-large");
    let rows: Vec<String> = (0..100).map(|i| format!("{i} {} 1", i * i % 37)).collect();
    let e = check(
        &pts(&rows.join(";")),
        12,
        &mut Control::unlimited().with_budget(100),
    )
    .unwrap_err();
    assert!(matches!(e, Error::Stopped(_)));
}
