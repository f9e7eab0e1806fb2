#![cfg(not(target_arch = "wasm32"))]
//! The `asobiba nko` command-line contract: JSON shapes and errors.

mod common;
use common::{json, run as asobiba};

use asobiba::nko::formula::ReadTable;
use asobiba::nko::Reading;

#[test]
fn cli_state_table_fight() {
    let v = json(&["nko", "state", "50", "17", "black", "--json"]);
    assert_eq!(v["winner"], "black");
    assert_eq!(v["length"], 46);
    assert_eq!(v["line"].as_array().unwrap().len(), 46);
    assert_eq!(v["line"][0]["kind"], "fill");
    let v = json(&[
        "nko",
        "state",
        "50",
        "17",
        "black",
        "--reading",
        "no-atari+just-moved",
        "--json",
    ]);
    assert_eq!(v["winner"], "white");
    let v = json(&["nko", "state", "4", "2", "black", "--pass", "--json"]);
    assert_eq!(v["winner"], "draw");
    assert_eq!(v["end"], "two-passes");

    let v = json(&["nko", "table", "--max-n", "12", "--json"]);
    let rows = v["rows"].as_array().unwrap();
    assert_eq!(rows.len(), 12);
    assert_eq!(rows[11]["black"].as_str().unwrap().len(), 13);
    assert_eq!(rows[1]["black"], "BBW");
    let d = v["disagreements"].as_u64().unwrap();
    assert_eq!(
        d,
        ReadTable::new(12, false, Reading::LITERAL)
            .unwrap()
            .disagreements()
            .total
    );
    assert!(d > 0);

    let v = json(&["nko", "fight", "6", "2", "white", "--json"]);
    assert_eq!(
        (v["left"].as_u64(), v["right"].as_u64()),
        (Some(15), Some(20))
    );
    assert_eq!(v["winner"], "black");
    assert_eq!(v["matching"].as_array().unwrap().len(), 15);
}

#[test]
fn cli_bad_input_exits_2_with_one_line() {
    for args in [
        &["nko", "state", "3", "4", "black"][..],
        &["nko", "state", "3", "1", "red"],
        &["nko", "state", "x", "1", "black"],
        &["nko", "state", "99999", "1", "black"],
        &["nko", "state", "5", "1", "black", "--reading", "sideways"],
        &["nko", "table"],
        &["nko", "table", "--max-n", "0"],
        &["nko", "fight", "13", "2", "black"],
        &["nko", "fight", "4", "4", "black"],
        &["nko", "dance"],
    ] {
        let (code, out, err) = asobiba(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty());
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
    }
}

/// A command stopped by `--timeout`: status 3, nothing on stdout, one line saying how far
/// it got.
fn timed_out(args: &[&str], want: &str) {
    let start = std::time::Instant::now();
    let (code, out, err) = asobiba(args);
    assert_eq!(code, 3, "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?}: {out}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains("stopped after 0.") && err.contains("(--timeout)"),
        "{err}"
    );
    assert!(err.contains(want) && err.contains(" done"), "{err}");
    assert!(
        start.elapsed().as_secs_f64() < 20.0,
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn long_commands_stop_at_the_timeout() {
    timed_out(&["nko", "readings", "--timeout", "0.05"], "readings, ");
    timed_out(
        &[
            "nko",
            "fight",
            "8",
            "4",
            "black",
            "--budget",
            "1000000000000",
            "--timeout",
            "0.2",
        ],
        "brute-force nodes",
    );
    // Within the budget and the clock, the answer is unchanged: the budget still ends
    // the brute force quietly.
    let v = json(&[
        "nko",
        "fight",
        "8",
        "4",
        "black",
        "--timeout",
        "600",
        "--json",
    ]);
    assert_eq!(v["winner"], "white");
    assert!(v["brute_force"].is_null(), "{v}");
    let v = json(&[
        "nko",
        "fight",
        "4",
        "2",
        "black",
        "--timeout",
        "600",
        "--json",
    ]);
    assert_eq!(v["brute_force"]["winner"], v["winner"]);
    assert!(v["brute_force"]["nodes"].as_u64().unwrap() > 0);
}
