#![cfg(not(target_arch = "wasm32"))]
//! The `asobiba shogi` command-line contract: perft, moves and attacks as the issue writes
//! them, `startpos`, JSON shapes, errors (exit 2, one line).

mod common;
use common::{json, run as asobiba};

#[test]
fn perft() {
    let v = json(&["shogi", "perft", "startpos", "3", "--json"]);
    assert_eq!(v, serde_json::json!({ "nodes": 25470 }));
    // The SFEN may come quoted or as separate words.
    let v = json(&[
        "shogi",
        "perft",
        "7lk/9/8S/9/9/9/9/7L1/8K",
        "b",
        "P",
        "1",
        "2",
        "--json",
    ]);
    assert_eq!(v["nodes"], 639);
    let (code, out, _) = asobiba(&["shogi", "perft", "startpos", "2"]);
    assert_eq!(code, 0);
    assert!(out.contains("900 nodes"));
}

#[test]
fn moves() {
    let v = json(&["shogi", "moves", "7lk/9/8S/9/9/9/9/7L1/8K b P 1", "--json"]);
    let moves: Vec<&str> = v["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(moves.len(), 85);
    assert!(moves.contains(&"1c2b+") && moves.contains(&"1c2b") && !moves.contains(&"P*1b"));
    assert_eq!(
        (v["check"].as_bool(), v["mate"].as_bool()),
        (Some(false), Some(false))
    );
    // A mated position: check, mate, no moves.
    let v = json(&[
        "shogi",
        "moves",
        "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1",
        "--json",
    ]);
    assert_eq!(v["moves"].as_array().unwrap().len(), 0);
    assert_eq!(
        (v["check"].as_bool(), v["mate"].as_bool()),
        (Some(true), Some(true))
    );
}

#[test]
fn attacks() {
    let v = json(&[
        "shogi",
        "attacks",
        "4k4/9/4s4/9/4R1g2/9/9/9/4K4 b - 1",
        "--json",
    ]);
    let squares = v["squares"].as_array().unwrap();
    assert_eq!(squares.len(), 81);
    // Square index (file − 1) * 9 + (rank − 1): 3e is 2 * 9 + 4.
    let e3 = &squares[22];
    assert_eq!(e3["square"], "3e");
    assert_eq!(e3["piece"], "g");
    assert_eq!(e3["counts"]["sente"], 1);
    let a = &e3["attackers"]["sente"][0];
    assert_eq!(
        (
            a["square"].as_str(),
            a["piece"].as_str(),
            a["way"].as_str(),
            a["distance"].as_u64()
        ),
        (Some("5e"), Some("R"), Some("right"), Some(2))
    );
    assert_eq!(e3["ways"]["sente"].as_array().unwrap().len(), 10);
    assert_eq!(e3["ways"]["gote"][0]["way"], "forward");
    let hanging: Vec<&str> = v["hanging"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["square"].as_str().unwrap())
        .collect();
    assert_eq!(hanging, ["3e", "5c"]);
    assert_eq!(v["pins"][0]["square"], "5c");
    assert_eq!(v["pins"][0]["pinner"], "5e");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    for args in [
        vec!["shogi", "perft", "startpos"],
        vec!["shogi", "perft", "startpos", "x"],
        vec!["shogi", "perft", "startpos", "99"],
        vec!["shogi", "moves", "lnsgkgsnl/9 b - 1"],
        vec!["shogi", "moves", "4k4/9/9/9/9/9/9/9/3KK4 b - 1"],
        vec!["shogi", "attacks"],
        vec!["shogi", "frobnicate", "startpos"],
    ] {
        let (code, out, err) = asobiba(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn perft_under_timeout() {
    // The chunked count is the plain one (startpos perft 5 = 19 861 490, the published
    // figure), and a tiny --timeout stops a deep one with status 3 and one line.
    let v = json(&[
        "shogi",
        "perft",
        "startpos",
        "5",
        "--timeout",
        "600",
        "--json",
    ]);
    assert_eq!(v["nodes"], 19_861_490u64);
    let start = std::time::Instant::now();
    let (code, out, err) = asobiba(&["shogi", "perft", "startpos", "9", "--timeout", "0.2"]);
    assert_eq!(code, 3, "{err}");
    assert!(out.is_empty(), "{out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("stopped after 0.") && err.contains("(--timeout)"),
        "{err}"
    );
    assert!(err.contains("of 30 done"), "{err}");
    assert!(
        start.elapsed().as_secs_f64() < 20.0,
        "{:?}",
        start.elapsed()
    );
    let (code, _, err) = asobiba(&["shogi", "perft", "startpos", "2", "--timeout", "soon"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--timeout"), "{err}");
}
