#![cfg(not(target_arch = "wasm32"))]
//! The `asobiba zeta` command-line contract: JSON shapes, raw i64 files, errors.

mod common;
use common::{json, run as asobiba, Scratch};

#[test]
fn apply_and_convolve_print_values() {
    let v = json(&[
        "zeta",
        "apply",
        "--transform",
        "subset-zeta",
        "--values",
        "1,2,3,4,5,6,7,8",
        "--json",
    ]);
    assert_eq!(
        v,
        serde_json::json!({ "values": [1, 3, 4, 10, 6, 14, 16, 36] })
    );
    let v = json(&[
        "zeta",
        "apply",
        "--transform",
        "superset-mobius",
        "--values",
        "10,6,7,4",
        "--json",
    ]);
    assert_eq!(v["values"], serde_json::json!([1, 2, 3, 4]));
    let v = json(&[
        "zeta", "convolve", "--kind", "or", "--a", "1,2", "--b", "3,4", "--json",
    ]);
    assert_eq!(v["values"], serde_json::json!([3, 18]));
    let v = json(&[
        "zeta",
        "convolve",
        "--kind",
        "xor",
        "--a",
        "1,2",
        "--b",
        "3,4",
        "--modulus",
        "998244353",
        "--json",
    ]);
    assert_eq!(v["values"], serde_json::json!([11, 10]));
}

#[test]
fn float_arithmetic() {
    let v = json(&[
        "zeta",
        "apply",
        "--transform",
        "subset-zeta",
        "--values",
        "0.5,0.25,1,2",
        "--float",
        "--json",
    ]);
    assert_eq!(v["values"], serde_json::json!([0.5, 0.75, 1.5, 3.75]));
    let v = json(&[
        "zeta", "convolve", "--kind", "xor", "--a", "1,2", "--b", "0.5,0.5", "--float", "--json",
    ]);
    assert_eq!(v["values"], serde_json::json!([1.5, 1.5]));
    let (code, _, err) = asobiba(&[
        "zeta",
        "apply",
        "--transform",
        "subset-zeta",
        "--values",
        "1,2",
        "--float",
        "--modulus",
        "7",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used together"), "{err}");
}

#[test]
fn venn_and_covers() {
    let v = json(&["zeta", "venn", "--sets", "a b c; c d", "--json"]);
    assert_eq!(v["unions"], serde_json::json!([0, 3, 2, 4]));
    assert_eq!(v["intersections"], serde_json::json!([0, 3, 2, 1]));
    let v = json(&[
        "zeta",
        "covers",
        "--n",
        "4",
        "--family",
        "{0,1} {1,2} {2,3} {3,0}",
        "--json",
    ]);
    assert_eq!(v["by_size"], serde_json::json!([0, 0, 2, 4, 1]));
    assert_eq!(v["total"], 7);
}

#[test]
fn values_files_round_trip() {
    let dir = Scratch::new("cli-zeta-values");
    let (input, out) = (dir.file("in.bin"), dir.file("out.bin"));
    let values: Vec<i64> = (0..1024).map(|i| i * 7 - 3000).collect();
    std::fs::write(
        &input,
        values
            .iter()
            .flat_map(|x| x.to_le_bytes())
            .collect::<Vec<_>>(),
    )
    .unwrap();
    let run = |t: &str, from: &std::path::Path, to: &std::path::Path| {
        json(&[
            "zeta",
            "apply",
            "--transform",
            t,
            "--values-file",
            from.to_str().unwrap(),
            "--out",
            to.to_str().unwrap(),
            "--json",
        ])
    };
    let v = run("superset-zeta", &input, &out);
    assert_eq!(v["n"], 10);
    assert!(v["seconds"].as_f64().unwrap() >= 0.0);
    let back = dir.file("back.bin");
    run("superset-mobius", &out, &back);
    assert_eq!(
        std::fs::read(&back).unwrap(),
        std::fs::read(&input).unwrap()
    );
    assert_ne!(std::fs::read(&out).unwrap(), std::fs::read(&input).unwrap());
}

#[test]
fn bad_input_is_one_clear_line() {
    for (args, needle) in [
        (
            vec![
                "zeta",
                "apply",
                "--transform",
                "subset-zeta",
                "--values",
                "1,2,3",
            ],
            "power of two",
        ),
        (
            vec![
                "zeta",
                "apply",
                "--transform",
                "subset-zeta",
                "--values",
                "1,x",
            ],
            "value 2",
        ),
        (
            vec!["zeta", "apply", "--transform", "zeta", "--values", "1,2"],
            "unknown transform",
        ),
        (
            vec![
                "zeta", "convolve", "--kind", "or", "--a", "1,2", "--b", "1,2,3,4",
            ],
            "same length",
        ),
        (
            vec![
                "zeta",
                "convolve",
                "--kind",
                "xor",
                "--a",
                "1,2",
                "--b",
                "1,2",
                "--modulus",
                "8",
            ],
            "odd modulus",
        ),
    ] {
        let (code, _, err) = asobiba(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(needle), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1);
    }
}
