#![cfg(not(target_arch = "wasm32"))]
//! The `asobiba tsumego solve` command-line contract: the issue's JSON, every option, and
//! bad input refused with one line that names the option.

mod common;
use common::{json, run, Scratch};

const BENT_THREE: &str = "tests/data/tsumego/bent-three.sgf";
const PASS_RULE: &str = "tests/data/tsumego/article-pass-rule.sgf";

fn strings(v: &serde_json::Value) -> Vec<&str> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_str().unwrap())
        .collect()
}

#[test]
fn bent_three_from_a_file_and_from_sgf_text() {
    let v = json(&["tsumego", "solve", BENT_THREE, "--first", "black", "--json"]);
    assert_eq!(v["status"], "dead");
    assert_eq!(strings(&v["moves"]), ["D5"]);
    assert_eq!(v["pv"][0], "D5");
    assert!(v["nodes"].as_u64().unwrap() > 0);
    let rules = &v["rules"];
    assert_eq!(rules["defender"], "white");
    assert_eq!(rules["first"], "black");
    assert_eq!(rules["pass"], "asymmetric");
    assert_eq!(rules["superko"], "positional");
    assert_eq!(rules["ko"], "defender wins kos");
    // The comment asks "Black to kill", and the answer bears it out.
    let asked = &v["question"];
    assert_eq!(
        (asked["first"].as_str(), asked["live"].as_str()),
        (Some("black"), Some("white"))
    );
    assert_eq!(
        (asked["claim"].as_str(), asked["agrees"].as_bool()),
        (Some("dead"), Some(true))
    );
    // The same problem as SGF text, White first (the default is PL, else Black).
    let sgf = std::fs::read_to_string(BENT_THREE).unwrap();
    let v = json(&["tsumego", "solve", &sgf, "--first", "white", "--json"]);
    assert_eq!(v["status"], "alive");
    assert_eq!(strings(&v["moves"]), ["D5"]);
    assert_eq!(v["to_move"], "white");
    assert!(v["question"].get("agrees").is_none(), "{v}");
    // Without --json: one line for the answer, then the line and the rules.
    let (code, out, _) = run(&["tsumego", "solve", BENT_THREE, "--first", "black"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("dead — key moves: D5\n"), "{out}");
}

#[test]
fn the_sgf_option_prints_the_answer_as_sgf() {
    // The bent three, Black first: the problem with its answer in GC, then a variation per
    // first move, the key move D5 first with the line D5 C5 D4.
    let (code, out, _) = run(&["tsumego", "solve", BENT_THREE, "--first", "black", "--sgf"]);
    assert_eq!(code, 0);
    assert!(out.starts_with("(;GM[1]FF[4]SZ[7]AB["), "{out}");
    assert!(out.contains("PL[B]"), "{out}");
    assert!(
        out.contains(
            "GC[dead — key moves: D5\nline: D5 C5 D4\nat the end of the line: White's stones \
             in the region are all taken\nthe problem says White dies (“Black to kill”): the \
             answer agrees\nrules: "
        ),
        "{out}"
    );
    assert!(
        out.contains(
            "(;B[dc]C[dead: a key move]TE[1]\n;W[cc]\n;B[dd])\n(;B[cc]C[alive after this move]BM[1])"
        ),
        "{out}"
    );
    // With --json, the same SGF is the field `sgf` beside the answer; with --line, the
    // moves played come before the variations.
    let v = json(&[
        "tsumego", "solve", BENT_THREE, "--first", "black", "--sgf", "--json",
    ]);
    assert_eq!(v["sgf"].as_str().unwrap().trim_end(), out.trim_end());
    assert_eq!(v["status"], "dead");
    let (_, out, _) = run(&[
        "tsumego", "solve", BENT_THREE, "--first", "white", "--line", "pass", "--sgf",
    ]);
    assert!(
        out.contains("GC[after pass (black to move): dead — key moves: D5"),
        "{out}"
    );
    assert!(
        out.contains("]\n;W[]\n(;B[dc]C[dead: a key move]TE[1]"),
        "{out}"
    );
}

#[test]
fn the_text_counts_ko_threats_in_words() {
    // One threat for the defender (the bent four in the corner), two for the attacker (the
    // article's approach ko with Black first): "1 threat", "2 threats", "none".
    for (fixture, want) in [
        (
            "bent-four-corner",
            "ko — key moves: B3 (direct ko; the defender needs 1 threat, the attacker none; ",
        ),
        (
            "article-approach-ko",
            "ko — key moves: E7 F8 F9 (approach ko of 1 step; the defender needs none, \
             the attacker 2 threats; ",
        ),
    ] {
        let file = format!("tests/data/tsumego/{fixture}.sgf");
        let (code, out, _) = run(&["tsumego", "solve", &file, "--first", "black"]);
        assert_eq!(code, 0);
        assert!(out.starts_with(want), "{fixture}: {out}");
    }
}

#[test]
fn the_line_option_answers_after_its_moves_under_the_same_rules() {
    // The bent four in the corner, Black first, after B3 A3 A2 A3: White has retaken the
    // ko; Black, with no threat, may not retake, so passing is all it has (no key move).
    let file = "tests/data/tsumego/bent-four-corner.sgf";
    let line = ["tsumego", "solve", file, "--first", "black", "--line"];
    let with = |rest: &[&'static str]| [&line[..], rest].concat();
    let v = json(&with(&["B3 A3 A2 A3", "--json"]));
    assert_eq!(strings(&v["line"]), ["B3", "A3", "A2", "A3"]);
    assert_eq!(v["line_retakes"], serde_json::json!([3]));
    assert_eq!(v["to_move"], "black");
    assert_eq!(v["status"], "ko");
    assert_eq!(strings(&v["moves"]), Vec::<&str>::new());
    assert_eq!(strings(&v["pv"]), ["pass", "C3"]);
    // The same line with commas, and the text says where it stands.
    let (code, out, _) = run(&with(&["B3,A3,A2"]));
    assert_eq!(code, 0);
    assert!(
        out.starts_with("after B3 A3 A2 (white to move): ko — key moves: A3 "),
        "{out}"
    );
    // One threat each, both spent by the line's two retakes: none is left, so under the
    // chosen rule White, to move, cannot retake and dies.
    let v = json(&with(&["B3 A3 A2 A3 A2", "--ko", "threats:1,1", "--json"]));
    assert_eq!(v["line_retakes"], serde_json::json!([3, 4]));
    assert_eq!(v["ko"]["under_assumption"], "dead");
    assert_eq!(
        v["rules"]["ko"],
        "ko threats: Black 1, White 1 (left after the line's retakes: Black 0, White 0)"
    );
    // No line: no field.
    let v = json(&["tsumego", "solve", file, "--first", "black", "--json"]);
    assert!(v.get("line").is_none(), "{v}");
    assert!(v.get("game_over").is_none(), "{v}");
    // Two passes under the plain rule end the game: it says so, and no move follows.
    let v = json(&with(&["pass pass", "--pass", "plain", "--json"]));
    assert_eq!(v["status"], "seki");
    assert_eq!(
        v["game_over"],
        "two passes in a row ended the game (the plain pass rule) with White's stones on the board"
    );
    let (code, out, _) = run(&with(&["pass pass", "--pass", "plain"]));
    assert_eq!(code, 0);
    assert!(
        out.contains("\ngame over: two passes in a row ended the game"),
        "{out}"
    );
    let (code, _, err) = run(&with(&["pass pass B3", "--pass", "plain"]));
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "--line: move 3 (B3) cannot be played: the game is over: two passes in a row end \
             it under the plain pass rule"
        ),
        "{err}"
    );
    // A move the rules refuse is named with its place in the line and the reason.
    for (moves, want) in [
        (
            "B3 A3 A2 A3 A2",
            "--line: move 5 (A2) cannot be played: A2 would repeat an earlier position (a ko \
             retaken), and under the chosen ko rule (defender wins kos) Black has no ko threat \
             to play first",
        ),
        (
            "B3 B3",
            "--line: move 2 (B3) cannot be played: B3 is not empty",
        ),
        (
            "E3",
            "--line: move 1 (E3) cannot be played: E3 is outside the region",
        ),
        (
            "B3 Z9",
            "--line: move 2 (Z9) cannot be played: `Z9` is off the 7×3 board",
        ),
    ] {
        let (code, out, err) = run(&with(&[moves]));
        assert_eq!(code, 2, "{moves}");
        assert!(out.is_empty(), "{moves}");
        assert_eq!(err.lines().count(), 1, "{moves}: {err}");
        assert!(err.contains(want), "{moves}: {err}");
    }
}

#[test]
fn the_line_names_its_ko_retakes() {
    // The bent four in the corner, Black first: White retakes the ko at A3 (the fourth
    // move), a repetition the ko rule allows; the bent three has none, and no field.
    let file = "tests/data/tsumego/bent-four-corner.sgf";
    let v = json(&["tsumego", "solve", file, "--first", "black", "--json"]);
    assert_eq!(strings(&v["pv"]), ["B3", "A3", "A2", "A3"]);
    assert_eq!(v["pv_retakes"], serde_json::json!([3]));
    // Black, without a ko threat under the default rule, cannot take back: the line ends.
    let end = "Black has no move that keeps the ko under the chosen rule: White lives";
    assert_eq!(v["pv_end"], end);
    let (_, out, _) = run(&["tsumego", "solve", file, "--first", "black"]);
    let text = format!(
        "\nline: B3 A3 A2 A3\nko retaken in the line: A3 (move 4)\nat the end of the line: {end}\n"
    );
    assert!(out.contains(&text), "{out}");
    let v = json(&["tsumego", "solve", BENT_THREE, "--first", "black", "--json"]);
    assert!(v.get("pv_retakes").is_none(), "{v}");
}

#[test]
fn pass_rule_and_ko_assumptions() {
    // The article's position: dead under the asymmetric rule, a ko (Black, the defender,
    // needs one threat) under the plain rule; the ko rule decides the outcome.
    let v = json(&["tsumego", "solve", PASS_RULE, "--json"]);
    assert_eq!(v["status"], "dead");
    assert_eq!(v["rules"]["defender"], "black");
    let v = json(&["tsumego", "solve", PASS_RULE, "--pass", "plain", "--json"]);
    assert_eq!(v["status"], "ko");
    assert_eq!(v["ko"]["defender_threats"], 1);
    assert_eq!(v["ko"]["under_assumption"], "alive");
    for (ko, outcome, stated) in [
        ("attacker", "dead", "attacker wins kos"),
        ("threats:1,0", "alive", "ko threats: Black 1, White 0"),
        ("threats:0,1", "dead", "ko threats: Black 0, White 1"),
    ] {
        let v = json(&[
            "tsumego", "solve", PASS_RULE, "--pass", "plain", "--ko", ko, "--json",
        ]);
        assert_eq!(v["ko"]["under_assumption"], outcome, "--ko {ko}");
        assert_eq!(v["rules"]["ko"], stated, "--ko {ko}");
    }
}

#[test]
fn order_seed_budget_and_children() {
    let base = json(&["tsumego", "solve", BENT_THREE, "--first", "white", "--json"]);
    for seed in ["1", "2", "3"] {
        let v = json(&[
            "tsumego",
            "solve",
            BENT_THREE,
            "--first",
            "white",
            "--order-seed",
            seed,
            "--json",
        ]);
        assert_eq!(v["status"], base["status"]);
        assert_eq!(v["moves"], base["moves"]);
        assert_eq!(v["children"], base["children"]);
    }
    let v = json(&["tsumego", "solve", BENT_THREE, "--budget", "5", "--json"]);
    assert_eq!(v["status"], "unknown");
    assert!(v["stopped"].as_str().unwrap().contains("budget of 5 nodes"));
    assert_eq!(v["budget_spent"], true);
    assert_eq!(base["budget_spent"], false);
    assert!(v.get("bounds").is_none(), "5 nodes settle nothing");
    // One node short of the answer (status, key moves, line): the status was settled
    // before the budget ran out, and the result says so (JSON `bounds`, text "known so far").
    let key = ["tsumego", "solve", BENT_THREE, "--children", "key"];
    let whole = json(&[&key[..], &["--json"]].concat());
    let short = (whole["nodes"].as_u64().unwrap() - 1).to_string();
    let v = json(&[&key[..], &["--budget", &short, "--json"]].concat());
    assert_eq!(v["status"], "unknown");
    assert_eq!(v["bounds"]["at_least"], whole["status"]);
    assert_eq!(v["bounds"]["at_most"], whole["status"]);
    assert_eq!(v["bounds"]["text"], "the status is dead");
    // The key moves had all been tested (the line was left): they are the whole list.
    assert_eq!(v["found"]["tested"], v["found"]["legal"]);
    assert_eq!(v["found"]["moves"], whole["moves"]);
    let (_, text, _) = run(&[&key[..], &["--budget", &short]].concat());
    assert!(
        text.contains("known so far: the status is dead; every move tested: key moves D5"),
        "{text}"
    );
    // Only the key moves: the others are left unknown, and the result says why.
    let v = json(&[
        "tsumego",
        "solve",
        BENT_THREE,
        "--first",
        "white",
        "--children",
        "key",
        "--json",
    ]);
    assert_eq!(v["status"], "alive");
    assert_eq!(strings(&v["moves"]), ["D5"]);
    assert!(v["children_stopped"]
        .as_str()
        .unwrap()
        .contains("key moves"));
    let unknown = v["children"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["status"] == "unknown")
        .count();
    assert_eq!(unknown, 3, "C5, D4 and the pass");
    // A region given on the command line replaces the SQ marks.
    let v = json(&[
        "tsumego",
        "solve",
        BENT_THREE,
        "--region",
        "C5 D5 D4 C4",
        "--live",
        "white",
        "--json",
    ]);
    assert!(v["rules"]["region"]
        .as_str()
        .unwrap()
        .contains("4 points, 3 empty"));
}

#[test]
fn a_problem_with_no_region_marked_asks_for_one_or_takes_it_from_the_stones() {
    // The bent three as a problem collection gives it: on 19x19, in the corner, no SQ.
    let sgf = std::fs::read_to_string(BENT_THREE).unwrap();
    let (sq, rest) = sgf.split_at(sgf.find("SQ[").unwrap());
    let marks = rest.find("C[").unwrap();
    let collection = format!("{sq}{}", &rest[marks..]).replace("SZ[7]", "SZ[19]");
    assert!(!collection.contains("SQ"), "{collection}");
    let (code, _, err) = run(&["tsumego", "solve", &collection, "--json"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("region: no region")
            && err.contains("`auto` for one suggested from the stones"),
        "{err}"
    );
    let marked = json(&["tsumego", "solve", BENT_THREE, "--first", "black", "--json"]);
    for region in ["auto", "AUTO"] {
        let v = json(&[
            "tsumego",
            "solve",
            &collection,
            "--region",
            region,
            "--first",
            "black",
            "--json",
        ]);
        assert_eq!(v["status"], "dead");
        // D5 on the 7x7 board is D17 on 19x19 (rows count from the bottom).
        assert_eq!(strings(&marked["moves"]), ["D5"]);
        assert_eq!(strings(&v["moves"]), ["D17"]);
        assert_eq!(v["rules"]["defender"], "white");
        let words = v["rules"]["region"].as_str().unwrap();
        let size = |w: &str| {
            w.split(['(', ' '])
                .find_map(|t| t.parse::<u32>().ok())
                .unwrap()
        };
        assert!(
            words.starts_with("moves only inside the region (suggested from the stones, "),
            "{words}"
        );
        assert_eq!(
            size(words),
            size(marked["rules"]["region"].as_str().unwrap()),
            "{words}"
        );
    }
    // The answer as SGF marks the region it was solved in.
    let (code, out, _) = run(&["tsumego", "solve", &collection, "--region", "auto", "--sgf"]);
    assert_eq!(code, 0);
    assert!(out.contains("SQ["), "{out}");
}

#[test]
fn an_open_corner_as_collections_draw_it_is_closed_by_a_frame_and_solved() {
    // White's straight three on the top edge, Black's wall open at D17: as a collection's
    // diagram draws it, Black's outside left to the reader. Unframed, White "escapes" into
    // a region one line past the stones and the answer was seki after 1.4 M nodes.
    let sgf = "(;GM[1]FF[4]SZ[19]AB[ac][bc][cc][ec][eb][ea]AW[ab][bb][cb][db][da]C[Black to play])";
    for (first, status) in [("black", "dead"), ("white", "alive")] {
        let v = json(&[
            "tsumego", "solve", sgf, "--region", "auto", "--first", first, "--json",
        ]);
        assert_eq!(
            (v["status"].as_str(), strings(&v["moves"])),
            (Some(status), vec!["B19"])
        );
        assert_eq!(v["rules"]["defender"], "white");
        assert!(v["nodes"].as_u64().unwrap() < 1000, "{v}");
        let words = v["rules"]["region"].as_str().unwrap();
        assert!(
            words.ends_with("(suggested from the stones, 9 points, 4 empty at the start); closed by a Black stone added just outside it"),
            "{words}"
        );
    }
    // The answer's SGF holds the frame's stone (D16), so it opens as the problem solved.
    let (code, out, _) = run(&["tsumego", "solve", sgf, "--region", "auto", "--sgf"]);
    assert_eq!(code, 0);
    let ab = &out[out.find("AB").unwrap()..out.find("AW").unwrap()];
    assert!(ab.contains("[dd]"), "{out}");
}

#[test]
fn a_target_with_a_liberty_outside_the_region_is_told_it_can_never_be_taken() {
    // A white corner group walled in by Black, its eye space A1 A2 B1 B2. Left out of the
    // region, B2 is a liberty no one may fill: White cannot be taken, and the rules say why.
    let sgf = "(;SZ[5]AW[ac][bc][cc][cd][ce]AB[ab][bb][cb][db][dc][dd][de])";
    let solve = |region: &str| {
        json(&[
            "tsumego", "solve", sgf, "--region", region, "--live", "white", "--json",
        ])
    };
    let whole = solve("A1 A2 B1 B2 A3 B3 C3 C2 C1");
    assert_eq!(whole["status"], "dead");
    assert!(whole["rules"].get("outside_liberties").is_none());
    assert!(!whole["rules"]["region"]
        .as_str()
        .unwrap()
        .contains("outside"));
    let open = solve("A1 A2 B1 A3 B3 C3 C2 C1");
    assert_eq!(open["status"], "seki");
    assert_eq!(strings(&open["rules"]["outside_liberties"]), ["B2"]);
    assert!(open["rules"]["region"].as_str().unwrap().ends_with(
        "White's stones in the region have a liberty outside it (B2), where no one may play, \
         so they can never be taken"
    ));
    // Two such points, in reading order (from the top row).
    let two = solve("A1 A2 A3 B3 C3 C2 C1");
    assert_eq!(strings(&two["rules"]["outside_liberties"]), ["B2", "B1"]);
    assert!(two["rules"].get("outside_walls").is_none());
}

#[test]
fn a_target_next_to_its_own_stones_outside_the_region_is_told_it_is_safe_as_drawn() {
    // The same corner with a white stone at D2, outside the region and next to C2: a safe
    // wall, so White is alive before any move, and the rules say why.
    let sgf = "(;SZ[5]AW[ac][bc][cc][cd][ce][dd]AB[ab][bb][cb][db][dc][de][ed])";
    let region = "A1 A2 B1 B2 A3 B3 C3 C2 C1";
    let v = json(&[
        "tsumego", "solve", sgf, "--region", region, "--live", "white", "--json",
    ]);
    assert_eq!(v["status"], "alive");
    assert_eq!(strings(&v["moves"]), Vec::<&str>::new());
    assert_eq!(strings(&v["rules"]["outside_walls"]), ["D2"]);
    assert!(v["rules"].get("outside_liberties").is_none());
    assert!(v["rules"]["region"].as_str().unwrap().ends_with(
        "White's stones in the region touch its stones outside it (D2), which count as safe \
         walls, so White is safe as drawn"
    ));
}

#[test]
fn a_timeout_stops_the_solve_with_status_3_and_keeps_what_it_found() {
    // The carpenter's square, Black first, needs 1 M nodes: half a second stops it, as
    // `--timeout` stops every tool (exit status 3, one line saying how far it got). The
    // solver keeps what it found, as under a node budget: the answer "unknown" is printed
    // first, and says the clock stopped it.
    let square = "tests/data/tsumego/carpenters-square.sgf";
    for (budget, total) in [("3000000", " of 3000000"), ("", "")] {
        for json in [true, false] {
            let mut args = vec!["tsumego", "solve", square, "--first", "black"];
            args.extend(["--timeout", "0.5"]);
            if json {
                args.push("--json");
            }
            if !budget.is_empty() {
                args.extend(["--budget", budget]);
            }
            let (code, out, err) = run(&args);
            assert_eq!(code, 3, "{out}{err}");
            assert!(err.starts_with("asobiba: stopped after 0."), "{err}");
            assert!(err.contains("(--timeout): nodes, "), "{err}");
            assert!(err.trim_end().ends_with(&format!("{total} done")), "{err}");
            assert_eq!(err.lines().count(), 1, "{err}");
            let stop = err.trim_end().trim_start_matches("asobiba: ");
            if json {
                let a: serde_json::Value = serde_json::from_str(&out).expect(&out);
                assert_eq!(a["status"], "unknown", "{out}");
                assert_eq!(a["stopped"], stop, "{out}");
                assert_eq!(a["budget_spent"], false, "{out}");
                assert!(a["nodes"].as_u64().unwrap() > 1000, "{out}");
            } else {
                assert!(out.starts_with(&format!("unknown\n{stop}\n")), "{out}");
                assert!(out.contains("\nnodes: "), "{out}");
            }
        }
    }
}

#[test]
fn bad_options_are_refused_naming_the_option() {
    for (args, want) in [
        (&["--ko", "sometimes"][..], "--ko must be"),
        (&["--first", "green"], "--first must be black or white"),
        (&["--live", "red"], "--live must be black or white"),
        (&["--pass", "never"], "--pass must be asymmetric or plain"),
        (&["--superko", "none"], "--superko must be"),
        (&["--children", "some"], "--children must be all or key"),
        (&["--budget", "0"], "--budget must be a positive number"),
        (
            &["--approach", "21"],
            "--approach must be a whole number from 0 to 20",
        ),
        (
            &["--order-seed", "x"],
            "--order-seed must be a whole number",
        ),
        (&["--region", "Z99"], "region: `Z99` is off the 7×7 board"),
    ] {
        let mut all = vec!["tsumego", "solve", BENT_THREE];
        all.extend_from_slice(args);
        let (code, out, err) = run(&all);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.contains(want), "{args:?}: {err}");
    }
    let (code, _, err) = run(&["tsumego", "solve", "(;SZ[9]AB[aa]"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("asobiba: SGF error at offset 13: "),
        "{err}"
    );
}

/// The Go JSON form of a fixture: what `go play … --sgf FIXTURE --json` prints, with the
/// fixture's region (its SQ points) added as `region`.
fn go_json_of(fixture: &str) -> serde_json::Value {
    use asobiba::go::coord::point_name;
    use asobiba::tsumego::{Overrides, Problem};
    let p = Problem::from_sgf(
        &std::fs::read_to_string(fixture).unwrap(),
        &Overrides::default(),
    )
    .unwrap();
    let (w, h) = p.board.grid().unwrap();
    let mut v = json(&[
        "go",
        "play",
        &format!("grid:{w}x{h}"),
        "--sgf",
        fixture,
        "--json",
    ]);
    let region: Vec<String> = (0..p.board.len())
        .filter(|&i| p.region[i])
        .map(|i| point_name(&p.board, i))
        .collect();
    v["region"] = serde_json::json!(region);
    v["comment"] = serde_json::json!(p.comment);
    v
}

#[test]
fn the_go_json_form_of_a_position_poses_the_same_problem_as_its_sgf() {
    let dir = Scratch::new("cli-tsumego-go-json");
    for fixture in [BENT_THREE, PASS_RULE, "tests/data/tsumego/square-four.sgf"] {
        let text = go_json_of(fixture).to_string();
        let file = dir.file(&format!("{}.json", fixture.len()));
        std::fs::write(&file, &text).unwrap();
        for first in ["black", "white"] {
            let from_sgf = json(&["tsumego", "solve", fixture, "--first", first, "--json"]);
            // Same status, key moves, line, children and nodes: the same problem.
            let from_file = json(&[
                "tsumego",
                "solve",
                file.to_str().unwrap(),
                "--first",
                first,
                "--json",
            ]);
            assert_eq!(from_file, from_sgf, "{fixture} {first}");
            let from_text = json(&["tsumego", "solve", &text, "--first", first, "--json"]);
            assert_eq!(from_text, from_sgf, "{fixture} {first}");
        }
    }
    // Bad JSON or SGF is refused in one line that names the input's notation once.
    let mut v = go_json_of(BENT_THREE);
    v.as_object_mut().unwrap().remove("region");
    for (text, want) in [
        (v.to_string(), "region: no region"),
        (
            r#"{"board":"torus:5x5","black":["A1"],"region":["A1","B1"]}"#.into(),
            "asobiba: JSON: a problem needs a grid board",
        ),
        (
            r#"{"board":"grid:9x9","black":["A1"]"#.into(),
            "asobiba: JSON: EOF",
        ),
        (
            "(;SZ[9]AB[aa".into(),
            "asobiba: SGF error at offset 9: the value of AB opened here is never closed",
        ),
        (
            r#"{"board":"grid:9x9","black":["A1"],"white":["A1"],"region":["A1"]}"#.into(),
            "asobiba: JSON: A1 is listed as both black and white",
        ),
    ] {
        let (code, out, err) = run(&["tsumego", "solve", &text]);
        assert_eq!(code, 2, "{text}");
        assert!(out.is_empty(), "{text}");
        assert_eq!(err.lines().count(), 1, "{text}: {err}");
        assert!(err.contains(want), "{text}: {err}");
    }
}

/// A file of three problems, as collections come: the bent three (asked "Black to kill",
/// D5 marked RIGHT and C5 wrong), one that marks no region, and the bent four in the corner
/// asked "Black to play and kill" with B3 marked wrong (a ko: the answer refutes both).
fn collection(scratch: &Scratch) -> String {
    let read =
        |name: &str| std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
    let unmarked = "(;GM[1]FF[4]SZ[5]AB[aa][ba]AW[ab][bb]C[junk, no region])";
    let corner = read("bent-four-corner").replace(
        "C[Bent four in the corner, no outside liberty: ko if Black plays first]",
        "C[Black to play and kill]",
    );
    assert!(corner.contains("C[Black to play and kill]"));
    let lines = |text: String, lines: &str| {
        format!("{}{lines})", text.trim_end().strip_suffix(')').unwrap())
    };
    let bent = lines(
        read("bent-three"),
        "(;B[dc];W[cc];B[dd]C[RIGHT])(;B[cc]C[Wrong])",
    );
    let corner = lines(corner, "(;B[ba]C[Wrong])");
    let path = scratch.file("collection.sgf");
    std::fs::write(&path, format!("{bent}\n{unmarked}\n{corner}")).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn a_file_of_several_problems_solves_the_one_picked_or_every_one() {
    let scratch = Scratch::new("tsumego-collection");
    let file = collection(&scratch);
    // With none picked, the first, and the answer says the file holds more.
    let v = json(&["tsumego", "solve", &file, "--json"]);
    assert_eq!(
        (v["status"].as_str(), strings(&v["moves"])),
        (Some("dead"), vec!["D5"])
    );
    assert_eq!(
        v["collection"],
        serde_json::json!({ "problem": 1, "count": 3 })
    );
    let (code, out, _) = run(&["tsumego", "solve", &file]);
    assert_eq!(code, 0);
    assert!(out.contains("\nproblem 1 of the 3 in the file (--problem K for another, --problem all for every one)\n"), "{out}");
    // One picked: the third is a ko, which its claim missed.
    let v = json(&["tsumego", "solve", &file, "--problem", "3", "--json"]);
    assert_eq!(
        (v["status"].as_str(), strings(&v["moves"])),
        (Some("ko"), vec!["B3"])
    );
    assert_eq!(v["question"]["agrees"], false);
    assert_eq!(
        v["file_answer"]["words"],
        "the file marks B3 wrong: B3 is a key move"
    );
    assert_eq!(
        v["collection"],
        serde_json::json!({ "problem": 3, "count": 3 })
    );
    // A file of one problem says nothing of collections.
    let v = json(&["tsumego", "solve", BENT_THREE, "--problem", "1", "--json"]);
    assert!(v.get("collection").is_none(), "{v}");
    // Every one: each answer in its place, the one that cannot be read with its reason,
    // and a tally of statuses and claims.
    // A problem not read fails the command (status 2) after the output, as it would alone.
    let (code, out, err) = run(&["tsumego", "solve", &file, "--problem", "all", "--json"]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err.trim_end(),
        "asobiba: 1 of the 3 problems not read (problem 2): the output says why"
    );
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    assert_eq!(v["count"], 3);
    let problems = v["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 3);
    assert_eq!(
        (
            problems[0]["problem"].as_u64(),
            problems[0]["status"].as_str()
        ),
        (Some(1), Some("dead"))
    );
    assert_eq!(problems[0]["question"]["agrees"], true);
    assert_eq!(problems[1]["problem"], 2);
    assert_eq!(problems[1]["field"], "region");
    assert!(
        problems[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("no region"),
        "{v}"
    );
    assert!(problems[1].get("status").is_none());
    assert_eq!(
        (
            problems[2]["status"].as_str(),
            problems[2]["ko"]["kind"].as_str()
        ),
        (Some("ko"), Some("direct"))
    );
    assert_eq!(
        v["tally"],
        serde_json::json!({ "statuses": { "dead": 1, "ko": 1 }, "claims": { "agree": 1, "refuted": 1 }, "file_answers": { "agree": 1, "refuted": 1 }, "refused": 1 })
    );
    // The same answers as each problem solved alone (the third with its own budget).
    let alone = json(&["tsumego", "solve", &file, "--problem", "3", "--json"]);
    assert_eq!(problems[2]["nodes"], alone["nodes"]);
    // `auto` suggests a region for each problem that marks none.
    let v = json(&[
        "tsumego",
        "solve",
        &file,
        "--problem",
        "all",
        "--region",
        "auto",
        "--json",
    ]);
    assert_eq!(v["tally"]["refused"], 0, "{v}");
    // In words: one block per problem, then the tally.
    let (code, out, _) = run(&["tsumego", "solve", &file, "--problem", "all"]);
    assert_eq!(code, 2);
    assert!(
        out.starts_with("problem 1: dead — key moves: D5\n  line: D5 C5 D4\n"),
        "{out}"
    );
    assert!(
        out.contains("\nproblem 2: region: no region: mark the points"),
        "{out}"
    );
    assert!(out.contains("\nproblem 3: ko — key moves: B3 ("), "{out}");
    assert!(
        out.contains(
            "\n  the problem says White dies (“Black to play and kill”): the answer says ko\n"
        ),
        "{out}"
    );
    assert!(
        out.trim_end().ends_with(
            "\n3 problems: 1 dead, 1 ko; the comments' claims: 1 borne out, 1 refuted; the files' moves: 1 borne out, 1 refuted; 1 not read"
        ),
        "{out}"
    );
    // `--sgf`: the answers as one collection, the unread problem kept as it was, in order.
    let (code, out, _) = run(&["tsumego", "solve", &file, "--problem", "all", "--sgf"]);
    assert_eq!(code, 2);
    let trees = asobiba::go::sgf::parse(&out).expect("SGF");
    assert_eq!(trees.len(), 3, "{out}");
    assert!(out.contains("GC[dead — key moves: D5\n"), "{out}");
    assert!(out.contains("C[junk, no region]"), "{out}");
    assert!(out.contains("GC[ko — key moves: B3"), "{out}");
}

#[test]
fn a_problem_past_the_end_of_the_file_or_not_a_number_is_refused() {
    let scratch = Scratch::new("tsumego-collection-bad");
    let file = collection(&scratch);
    for (args, want) in [
        (vec![file.as_str(), "--problem", "4"], "problem: no problem 4: the SGF holds 3 problems (1 to 3)"),
        (vec![BENT_THREE, "--problem", "2"], "problem: no problem 2: the SGF holds one problem"),
        (vec![file.as_str(), "--problem", "0"], "--problem must be a problem's number in the file, from 1, not `0` (or `all` for every one)"),
        (vec![file.as_str(), "--problem", "last"], "--problem must be a problem's number in the file, from 1, not `last` (or `all` for every one)"),
        (vec![file.as_str(), "--problem", "all", "--line", "D5"], "--line plays moves in one problem; with --problem all, give none"),
    ] {
        let mut all = vec!["tsumego", "solve"];
        all.extend(args);
        let (code, out, err) = run(&all);
        assert_eq!(code, 2, "{all:?}");
        assert!(out.is_empty(), "{all:?}");
        assert_eq!(err.trim_end(), format!("asobiba: {want}"), "{all:?}");
    }
    // `--timeout` covers the whole run: what was answered stays, the rest is "unknown",
    // and the command exits with status 3.
    let slow = scratch.file("slow.sgf");
    let read =
        |name: &str| std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
    std::fs::write(&slow, read("bent-three") + &read("carpenters-square")).unwrap();
    let slow = slow.to_str().unwrap();
    let args = [
        "tsumego",
        "solve",
        slow,
        "--problem",
        "all",
        "--first",
        "black",
        "--timeout",
        "0.5",
        "--json",
    ];
    let (code, out, err) = run(&args);
    assert_eq!(code, 3, "{out}{err}");
    assert!(err.starts_with("asobiba: stopped after 0."), "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect(&out);
    assert_eq!(v["problems"][0]["status"], "dead", "{out}");
    assert_eq!(v["problems"][1]["status"], "unknown", "{out}");
    assert_eq!(
        v["problems"][1]["stopped"],
        err.trim_end().trim_start_matches("asobiba: ")
    );
    // The Go JSON form holds one problem.
    let go = go_json_of("tests/data/tsumego/bent-three.sgf").to_string();
    let (code, _, err) = run(&["tsumego", "solve", &go, "--problem", "2"]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        "asobiba: problem: no problem 2: the Go JSON form holds one problem"
    );
}
