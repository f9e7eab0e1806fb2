#![cfg(target_arch = "wasm32")]
//! The Go handle `GoGame` in a real browser (headless Chromium), driven as the page drives it:
//! play, undo and legality as typed arrays, ko and superko with their reasons, SGF round trips,
//! and errors that name their input field.

use asobiba::wasm::go::GoGame;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The point (x, y) of a W-wide grid, y counted from the top as the vertices are.
fn at(w: i32, x: i32, y: i32) -> i32 {
    y * w + x
}

fn field(e: &JsValue, name: &str) -> Option<String> {
    js_sys::Reflect::get(e, &name.into()).ok()?.as_string()
}

fn message(e: &JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_default()
}

fn info(g: &GoGame) -> serde_json::Value {
    serde_wasm_bindgen::from_value(g.info().unwrap()).unwrap()
}

fn game(board: &str, ko: &str) -> GoGame {
    GoGame::new(board, ko, false, "stones", 0.0).unwrap()
}

#[wasm_bindgen_test]
fn play_capture_undo_and_legality() {
    let mut g = game("grid:5x5", "psk");
    assert_eq!(g.stones(), vec![0; 25]);
    assert_eq!(g.legal(), vec![0; 25]);
    // B b5, W a5, B a4: the white corner stone is taken.
    g.play(at(5, 1, 0)).unwrap();
    g.play(at(5, 0, 0)).unwrap();
    assert_eq!(g.liberties(0), vec![5]);
    g.play(at(5, 0, 1)).unwrap();
    let s = g.stones();
    assert_eq!((s[0], s[1], s[5]), (0, 1, 1));
    assert_eq!(info(&g)["captures"]["black"], 1);
    assert_eq!(info(&g)["to_move"], "white");
    // White may not play back into the corner: suicide (2); the stones are occupied (1).
    let legal = g.legal();
    assert_eq!((legal[0], legal[1], legal[5], legal[6]), (2, 1, 1, 0));
    let why: serde_json::Value = serde_wasm_bindgen::from_value(g.why_not(0).unwrap()).unwrap();
    assert_eq!(why["reason"], "suicide");
    let e = g.play(0).unwrap_err();
    assert_eq!(field(&e, "reason").as_deref(), Some("suicide"));
    // Undo restores the captured stone, and the tree keeps the move for redo.
    assert!(g.undo().unwrap());
    assert_eq!(g.stones()[0], 2);
    assert_eq!(g.children(g.node()).len(), 1);
    g.goto(g.children(g.node())[0]).unwrap();
    assert_eq!(g.stones()[0], 0);
    assert_eq!(g.line_moves(), "B5 A5 A4");
    // Passes end the game after two in a row; then nothing is legal.
    g.play(-1).unwrap();
    g.play(-1).unwrap();
    assert_eq!(info(&g)["over"], true);
    assert!(g.legal().iter().all(|&r| r != 0));
    // Random games from the position leave it as it was.
    let before = g.stones();
    let mut h = game("grid:5x5", "psk");
    assert!(h.playouts(10, 1) > 0.0);
    assert_eq!(h.stones(), vec![0; 25]);
    assert_eq!(g.stones(), before);
    h.play(12).unwrap();
}

/// The ko shape: Black to take at c4 (x 2, y 1), White then may not retake at b4 at once.
fn ko_position(ko: &str) -> GoGame {
    let mut g = game("grid:5x5", ko);
    for (x, y) in [(1, 0), (0, 1), (1, 2)] {
        g.setup(at(5, x, y) as u32, 0).unwrap();
    }
    for (x, y) in [(2, 0), (3, 1), (2, 2), (1, 1)] {
        g.setup(at(5, x, y) as u32, 1).unwrap();
    }
    g.play(at(5, 2, 1)).unwrap();
    assert_eq!(g.stones()[at(5, 1, 1) as usize], 0);
    g
}

#[wasm_bindgen_test]
fn ko_and_superko() {
    let retake = at(5, 1, 1);
    let simple = ko_position("simple");
    assert_eq!(simple.legal()[retake as usize], 3);
    // Superko names the plain retake as ko too (it repeats the position just before).
    let mut psk = ko_position("psk");
    assert_eq!(psk.legal()[retake as usize], 3);
    let e = psk.play(retake).unwrap_err();
    assert_eq!(field(&e, "reason").as_deref(), Some("ko"));
    // After threats elsewhere the retake is legal under simple ko.
    let mut g = ko_position("simple");
    g.play(at(5, 4, 4)).unwrap();
    g.play(at(5, 0, 4)).unwrap();
    g.play(retake).unwrap();

    // path:3, B0 W2 B1 W2: B0 again repeats the position after move 2 (psk refuses it) but
    // not the situation (ssk allows it: White was not to move then).
    for (ko, refused) in [("psk", true), ("ssk", false)] {
        let mut g = game("path:3", ko);
        for v in [0, 2, 1, 2] {
            g.play(v).unwrap();
        }
        match g.play(0) {
            Err(e) => {
                assert!(refused, "{ko}");
                assert_eq!(field(&e, "reason").as_deref(), Some("superko"));
                let ply = js_sys::Reflect::get(&e, &"ply".into()).unwrap();
                assert_eq!(ply.as_f64(), Some(2.0));
                assert_eq!(g.stones_at_ply(2), vec![1, 0, 2]);
            }
            Ok(_) => assert!(!refused, "{ko}"),
        }
    }
}

#[wasm_bindgen_test]
fn sgf_round_trip() {
    let text = include_str!("fixtures/go/nine.sgf");
    let g = GoGame::from_sgf(text, "psk", false, "stones").unwrap();
    let printed = g.to_sgf().unwrap();
    assert!(printed.contains("XX[kept as is]"));
    let again = GoGame::from_sgf(&printed, "psk", false, "stones").unwrap();
    assert_eq!(again.to_sgf().unwrap(), printed);
    assert_eq!(again.node_count(), g.node_count());
    // The same end position down both copies' main lines.
    let end = |g: &mut GoGame| {
        while let Some(&c) = g.children(g.node()).first() {
            g.goto(c).unwrap();
        }
        (g.stones(), info(g)["captures"].clone())
    };
    let (mut g, mut again) = (g, again);
    assert_eq!(end(&mut g), end(&mut again));
    // A move played into the record comes back out of its SGF.
    let mut fresh = game("grid:9x9", "psk");
    fresh.play(at(9, 4, 4)).unwrap();
    fresh.play(-1).unwrap();
    let sgf = fresh.to_sgf().unwrap();
    assert!(sgf.contains(";B[ee]") && sgf.contains(";W[]"), "{sgf}");
    let back = GoGame::from_sgf(&sgf, "psk", false, "stones").unwrap();
    assert_eq!(back.node_count(), 3);
}

#[wasm_bindgen_test]
fn errors_name_their_field() {
    let e = GoGame::from_sgf("(;SZ[9];B[ee]", "psk", false, "stones")
        .err()
        .unwrap();
    assert_eq!(field(&e, "field").as_deref(), Some("sgf"));
    assert!(message(&e).contains("offset 13"), "{}", message(&e));
    for bad in [
        "grid:0x3",
        "cycle:2",
        "nonsense",
        "{\"vertices\":[{},{}],\"edges\":[]}",
    ] {
        let e = GoGame::new(bad, "psk", false, "stones", 0.0).err().unwrap();
        assert_eq!(field(&e, "field").as_deref(), Some("board"), "{bad}");
        assert!(!message(&e).is_empty());
    }
    let e = GoGame::new("grid:5", "nope", false, "stones", 0.0)
        .err()
        .unwrap();
    assert!(message(&e).contains("nope"));
    // Graph boards have no SGF: a clear error, not a panic.
    let g = game("petersen", "psk");
    assert!(g.to_sgf().is_err());
    // Setup that leaves a chain without a liberty is refused.
    let mut g = game("path:2", "psk");
    g.setup(0, 0).unwrap();
    assert!(g.setup(1, 1).is_err());
}

#[wasm_bindgen_test]
fn count_and_solve_in_the_browser() {
    let c: serde_json::Value =
        serde_wasm_bindgen::from_value(asobiba::wasm::go::go_count("grid:4x4", None).unwrap())
            .unwrap();
    assert_eq!(c["count"]["positions"], "24318165");
    assert_eq!(c["count"]["width"], 4);
    // K_n: 3^n − 2^n positions.
    let c: serde_json::Value =
        serde_wasm_bindgen::from_value(asobiba::wasm::go::go_count("complete:6", None).unwrap())
            .unwrap();
    assert_eq!(c["count"]["positions"], "665");
    let e = asobiba::wasm::go::go_count("grid:0", None).err().unwrap();
    assert_eq!(field(&e, "field").as_deref(), Some("board"));

    // 1×3 under area scoring: Black by 3, only by the middle point.
    let g = GoGame::new("grid:3x1", "psk", false, "area", 0.0).unwrap();
    let r: serde_json::Value = serde_wasm_bindgen::from_value(g.solve(0.0, None).unwrap()).unwrap();
    assert_eq!(r["value"], 3.0);
    let best: Vec<&str> = r["moves"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|m| m["value"] == 3.0)
        .map(|m| m["move"].as_str().unwrap())
        .collect();
    assert_eq!(best, ["B1"]);
    assert_eq!(r["pv"][0]["move"], "B1");
    // After Black's B1 with White to move, the history is part of the question: still +3.
    let mut g = g;
    g.play(1).unwrap();
    let r: serde_json::Value = serde_wasm_bindgen::from_value(g.solve(0.0, None).unwrap()).unwrap();
    assert_eq!(r["value"], 3.0);
    // A budget too small is an error that says so, not an answer.
    let g = GoGame::new("grid:5x1", "psk", false, "stones", 0.0).unwrap();
    let e = g.solve(20.0, None).err().unwrap();
    assert!(message(&e).contains("budget"), "{}", message(&e));
    // The solver plays under positional superko only.
    let g = GoGame::new("grid:3x1", "ssk", false, "area", 0.0).unwrap();
    assert!(message(&g.solve(0.0, None).err().unwrap()).contains("positional superko"));
}
