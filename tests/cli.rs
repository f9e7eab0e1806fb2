#![cfg(not(target_arch = "wasm32"))]
//! The command line under absurd input (issue 11): arguments that are not UTF-8, budgets
//! (`--timeout`), write errors, float overflow, loose parsing, bounded error lines, and
//! inputs read from files or standard input. Every test runs the built binary.

mod common;
use common::{json, run_with_stdin as with_stdin, Scratch};

use std::ffi::OsStr;
use std::os::unix::ffi::OsStrExt;
use std::process::{Command, Stdio};

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_asobiba"))
}

/// (exit status, stdout, stderr)
fn run<S: AsRef<OsStr>>(args: &[S]) -> (i32, String, String) {
    let out = bin().args(args).stdin(Stdio::null()).output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// A refusal: the status, and one short line on stderr that says `want`.
fn refused(args: &[&str], status: i32, want: &str) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, status, "{args:?}: {err}");
    assert!(out.is_empty(), "{args:?} printed {out}");
    assert_one_line(&err);
    assert!(
        err.contains(want),
        "{args:?}: `{err}` does not say `{want}`"
    );
    err
}

fn assert_one_line(err: &str) {
    assert!(err.ends_with('\n') && err.lines().count() == 1, "{err:?}");
    assert!(err.len() < 400, "{} bytes: {err}", err.len());
}

#[test]
fn arguments_that_are_not_utf8_are_refused_in_one_line() {
    let bad = OsStr::from_bytes(b"\xff\xfe#");
    for args in [
        vec![OsStr::new("poly"), OsStr::new("canon"), bad],
        vec![OsStr::new("forms"), OsStr::new("check"), bad],
        vec![bad],
        vec![
            OsStr::new("zeta"),
            OsStr::new("apply"),
            OsStr::new("--transform"),
            OsStr::new("subset-zeta"),
            OsStr::new("--values-file"),
            bad,
            OsStr::new("--out"),
            OsStr::new("/tmp/x"),
        ],
    ] {
        let (code, out, err) = run(&args);
        assert_eq!(code, 2, "{err}");
        assert!(out.is_empty());
        assert_one_line(&err);
        assert!(err.contains("not valid UTF-8"), "{err}");
    }
}

#[test]
fn version_and_bare_json() {
    let (code, out, _) = run(&["version"]);
    assert_eq!((code, out.trim()), (0, "asobiba 0.1.0"));
    let v = json(&["version", "--json"]);
    assert_eq!(v["version"], env!("CARGO_PKG_VERSION"));
    // `--json` alone is help, as one JSON document.
    let v = json(&["--json"]);
    assert!(v["help"].as_str().unwrap().contains("usage: asobiba"));
}

#[test]
fn help_names_the_benchmarks_the_wrap_around_and_the_limits() {
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    for want in [
        "make bench",
        "wrap around modulo",
        "--timeout",
        "--points-file",
    ] {
        assert!(out.contains(want), "help lacks `{want}`");
    }
}

/// The registry (`www/tools.json`) the binary reads for its help and dispatch.
fn registry() -> serde_json::Value {
    serde_json::from_str(include_str!("../www/tools.json")).unwrap()
}

#[test]
fn every_registered_tool_is_dispatched_and_named_once() {
    let tools = registry()["tools"].as_array().unwrap().clone();
    assert!(!tools.is_empty());
    let mut names = std::collections::HashSet::new();
    let mut words = std::collections::HashSet::new();
    for t in &tools {
        let (name, word) = (t["name"].as_str().unwrap(), t["cli"].as_str().unwrap());
        assert!(names.insert(name), "`{name}` twice");
        assert!(words.insert(word), "`{word}` twice");
        // A tool without a runner is refused as unknown; one with a runner asks for a command.
        let (code, _, err) = run(&[word]);
        assert_eq!(code, 2, "{word}: {err}");
        assert!(
            !err.contains("unknown tool"),
            "no CLI runner for `{name}`: {err}"
        );
        for c in t["commands"].as_array().unwrap() {
            let usage = c[0].as_str().unwrap();
            assert!(
                usage.starts_with(word),
                "{name}: `{usage}` starts with the tool's word"
            );
        }
    }
}

#[test]
fn help_lists_every_command() {
    let (code, help, _) = run(&["--help"]);
    assert_eq!(code, 0);
    for t in registry()["tools"].as_array().unwrap() {
        for c in t["commands"].as_array().unwrap() {
            let usage = c[0].as_str().unwrap();
            assert!(help.contains(usage), "{usage} missing from --help");
        }
    }
}

#[test]
fn timeout_stops_long_work_with_status_3_and_how_far_it_got() {
    let seven = "#######/".repeat(7);
    for args in [
        vec!["poly", "count", "18", "--timeout", "0.5"],
        vec!["poly", "list", "17", "--timeout", "0.5"],
        vec!["godomachi", "match", "10", "--timeout", "0.5"],
        vec![
            "poly",
            "cuts",
            seven.trim_end_matches('/'),
            "--timeout",
            "0.5",
        ],
    ] {
        let start = std::time::Instant::now();
        let err = refused(&args, 3, "stopped after 0.");
        assert!(err.contains(" done"), "{err}");
        assert!(
            start.elapsed().as_secs_f64() < 20.0,
            "{args:?} took {:?}",
            start.elapsed()
        );
    }
    let err = refused(
        &["godomachi", "match", "10", "--timeout", "0.5"],
        3,
        "stopped after",
    );
    assert!(err.contains("pairs") || err.contains("positions"), "{err}");
    // Short work is unaffected, and the value is checked.
    assert_eq!(
        json(&["poly", "count", "6", "--timeout", "30", "--json"])["free"],
        35
    );
    for bad in ["0", "-1", "soon", "1e30"] {
        refused(&["poly", "count", "6", "--timeout", bad], 2, "--timeout");
    }
}

#[test]
fn a_failed_write_exits_non_zero_but_a_closed_pipe_is_quiet() {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let out = bin()
        .args(["poly", "count", "5"])
        .stdout(full)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_one_line(&err);
    assert!(err.contains("cannot write"), "{err}");

    let mut child = bin()
        .args(["poly", "list", "11"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{:?}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn float_overflow_is_an_error_not_null() {
    refused(
        &[
            "zeta",
            "apply",
            "--transform",
            "subset-zeta",
            "--values",
            "1e308,1e308",
            "--float",
            "--json",
        ],
        2,
        "overflow",
    );
    refused(
        &[
            "zeta",
            "convolve",
            "--kind",
            "or",
            "--a",
            "1e308,1e308",
            "--b",
            "1e308,1",
            "--float",
        ],
        2,
        "overflow",
    );
    // Large but finite results are fine.
    let v = json(&[
        "zeta",
        "apply",
        "--transform",
        "subset-zeta",
        "--values",
        "1e307,1e307",
        "--float",
        "--json",
    ]);
    assert_eq!(v["values"], serde_json::json!([1e307, 2e307]));
}

#[test]
fn error_lines_quote_little_and_stay_one_line() {
    let block = vec!["#".repeat(317); 316].join("/");
    let err = refused(&["poly", "canon", &block], 2, "100172 cells");
    assert!(err.contains("characters)"), "{err}");
    refused(&["poly", "canon", "##\n#x"], 2, "`##\\n#x`");
    refused(&["poly", "count", &"9".repeat(500)], 2, "whole number");
    refused(&["nonsense\nmore"], 2, "unknown tool");
    refused(&["poly", "count", "5", &"x".repeat(1000)], 2, "unexpected");
}

#[test]
fn modulus_up_to_2_pow_63() {
    for p in ["4611686018427387904", "9223372036854775808"] {
        let v = json(&[
            "zeta",
            "apply",
            "--transform",
            "subset-mobius",
            "--values",
            "-1,2",
            "--modulus",
            p,
            "--json",
        ]);
        let p: u64 = p.parse().unwrap();
        assert_eq!(v["values"], serde_json::json!([p - 1, 3]));
    }
    refused(
        &[
            "zeta",
            "apply",
            "--transform",
            "subset-zeta",
            "--values",
            "1,2",
            "--modulus",
            "9223372036854775809",
        ],
        2,
        "between 2 and 2^63",
    );
}

#[test]
fn loose_input_is_refused() {
    refused(&["poly", "canon", "0,0 0,0"], 2, "listed twice");
    refused(&["poly", "canon", "0,0 1,0 0,0"], 2, "listed twice");
    refused(&["zeta", "venn", "--sets", ""], 2, "--sets is empty");
    refused(&["zeta", "venn", "--sets", "a b;;c"], 2, "set 2 is empty");
    for v in ["1,,2,", "1,2,", ",1,2", "1, ,2"] {
        refused(
            &["zeta", "apply", "--transform", "subset-zeta", "--values", v],
            2,
            "comma",
        );
    }
    refused(
        &[
            "zeta", "convolve", "--kind", "or", "--a", "1,2,", "--b", "1,2",
        ],
        2,
        "comma",
    );
}

#[test]
fn raw_values_files_in_i64_f64_and_mod_p() {
    let dir = Scratch::new("cli-raw-values");
    let input = dir.file("in.bin");
    let out = dir.file("out.bin");
    let values: Vec<f64> = (0..16).map(|i| i as f64 * 0.5 - 3.0).collect();
    let raw: Vec<u8> = values.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(&input, raw).unwrap();
    let (i, o) = (input.to_str().unwrap(), out.to_str().unwrap());
    let v = json(&[
        "zeta",
        "apply",
        "--transform",
        "subset-zeta",
        "--values-file",
        i,
        "--out",
        o,
        "--float",
        "--json",
    ]);
    assert_eq!(v["n"], 4);
    let text: Vec<String> = values.iter().map(f64::to_string).collect();
    let want = json(&[
        "zeta",
        "apply",
        "--transform",
        "subset-zeta",
        "--values",
        &text.join(","),
        "--float",
        "--json",
    ]);
    let got: Vec<f64> = std::fs::read(&out)
        .unwrap()
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    assert_eq!(serde_json::json!(got), want["values"]);

    let ints: Vec<i64> = (0..16).map(|i| i * i - 40).collect();
    let raw: Vec<u8> = ints.iter().flat_map(|x| x.to_le_bytes()).collect();
    std::fs::write(&input, raw).unwrap();
    let text: Vec<String> = ints.iter().map(i64::to_string).collect();
    for modulus in [None, Some("998244353")] {
        let mut args = vec![
            "zeta",
            "apply",
            "--transform",
            "superset-mobius",
            "--values-file",
            i,
            "--out",
            o,
            "--json",
        ];
        let mut text_args = vec!["zeta", "apply", "--transform", "superset-mobius", "--json"];
        if let Some(p) = modulus {
            args.extend(["--modulus", p]);
            text_args.extend(["--modulus", p]);
        }
        json(&args);
        let joined = text.join(",");
        text_args.extend(["--values", &joined]);
        let got: Vec<i64> = std::fs::read(&out)
            .unwrap()
            .chunks_exact(8)
            .map(|c| i64::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(serde_json::json!(got), json(&text_args)["values"]);
    }
    // A raw f64 file whose transform overflows is refused, not written as inf.
    let raw: Vec<u8> = [1e308f64, 1e308]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    std::fs::write(&input, raw).unwrap();
    refused(
        &[
            "zeta",
            "apply",
            "--transform",
            "subset-zeta",
            "--values-file",
            i,
            "--out",
            o,
            "--float",
        ],
        2,
        "overflow",
    );
}

#[test]
fn large_inputs_come_from_files_and_standard_input() {
    let dir = Scratch::new("cli-large-inputs");
    // --shape-file and `-`
    let shape = dir.file("shape.txt");
    std::fs::write(&shape, "###\n#..\n").unwrap();
    let v = json(&[
        "poly",
        "canon",
        "--shape-file",
        shape.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["canonical"], "###/#..");
    let (code, out, err) = with_stdin(&["poly", "cuts", "-", "--json"], "0,0 1,0 2,0 0,1\n");
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["bipartitions"], 3);
    // --points-file, with standard input too
    let points = dir.file("points.txt");
    std::fs::write(&points, "1 0 0\n0 1 0\n0 0 1\n1 1 1\n2 3 5\n").unwrap();
    let v = json(&[
        "forms",
        "check",
        "--d",
        "2",
        "--points-file",
        points.to_str().unwrap(),
        "--json",
    ]);
    assert_eq!(v["points"], 5);
    let (code, out, _) = with_stdin(
        &[
            "forms",
            "hilbert",
            "--points-file",
            "-",
            "--max-d",
            "2",
            "--json",
        ],
        "1 0 0; 0 1 0\n",
    );
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["h"], serde_json::json!([1, 2, 2]));
    // --a-file / --b-file of 2^12 values each, far beyond a handy command line.
    let (a, b) = (dir.file("a.txt"), dir.file("b.txt"));
    let av: Vec<String> = (0..4096).map(|i| (i % 7).to_string()).collect();
    let bv: Vec<String> = (0..4096).map(|i| (i % 5).to_string()).collect();
    std::fs::write(&a, av.join("\n")).unwrap();
    std::fs::write(&b, bv.join(", ")).unwrap();
    let v = json(&[
        "zeta",
        "convolve",
        "--kind",
        "subset",
        "--a-file",
        a.to_str().unwrap(),
        "--b-file",
        b.to_str().unwrap(),
        "--modulus",
        "998244353",
        "--json",
    ]);
    let h = v["values"].as_array().unwrap();
    assert_eq!(h.len(), 4096);
    // h(full set) = Σ_S a(S)·b(complement of S)
    let full: u64 = (0..4096u64).map(|s| (s % 7) * ((4095 - s) % 5)).sum();
    assert_eq!(h[4095], full % 998244353);
    // Giving both forms of one input is refused; a missing file is one line.
    refused(
        &["poly", "canon", "--shape", "#", "--shape-file", "x"],
        2,
        "not both",
    );
    refused(
        &["poly", "canon", "--shape-file", "/nonexistent/shape"],
        2,
        "cannot read",
    );
}

#[test]
fn cuts_stream_the_same_report_as_the_core() {
    use asobiba::polyomino::{cut_report, Polyomino};
    for text in ["####/####/####", "###/#.#/###", "#####/#...#/#...#/#####"] {
        let shape: Polyomino = text.parse().unwrap();
        let want = cut_report(&shape, &mut asobiba::Control::unlimited()).unwrap();
        let got = json(&["poly", "cuts", text, "--splits", "--json"]);
        assert_eq!(got["bipartitions"], want.bipartitions);
        assert_eq!(got["shape"], text);
        let classes = got["classes"].as_array().unwrap();
        assert_eq!(classes.len(), want.classes.len());
        for (g, w) in classes.iter().zip(&want.classes) {
            assert_eq!(g["a"], w.a.to_string());
            assert_eq!(g["b"], w.b.to_string());
            assert_eq!(g["count"], w.count);
            assert_eq!(g["splits"], serde_json::json!(w.splits));
        }
        assert_eq!(got["removals"], serde_json::json!(want.removals));
    }
}

#[test]
fn a_values_file_too_big_for_memory_is_refused_not_aborted() {
    // A sparse 1 GiB file (2^27 values) under a 400 MB address-space limit.
    let dir = Scratch::new("cli-big-values");
    let big = dir.file("big.bin");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    let out = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "ulimit -v 400000; exec {} zeta apply --transform subset-zeta --values-file {} --out {}",
            env!("CARGO_BIN_EXE_asobiba"),
            big.display(),
            dir.file("big.out").display()
        ))
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert_one_line(&err);
    assert!(err.contains("cannot allocate 1024 MiB"), "{err}");
}
