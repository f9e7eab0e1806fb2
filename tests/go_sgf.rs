//! SGF: round trips as property tests, hand-written records (variations, comments, markup,
//! unknown properties, FF[3] identifiers), errors with offsets, and the CLI.

use asobiba::go::coord::point_name;
use asobiba::go::sgf::{parse, print, GameTree, Node, Property, Record};
use asobiba::go::{Color, Move, PlayError, Rules};
use proptest::prelude::*;

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/tests/fixtures/go/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn arb_value() -> impl Strategy<Value = String> {
    // Brackets, backslashes, colons, line breaks and non-ASCII: everything that needs care.
    proptest::collection::vec(
        prop_oneof![
            Just(']'),
            Just('\\'),
            Just(':'),
            Just('\n'),
            Just('['),
            Just('碁'),
            proptest::char::range('a', 'z'),
            proptest::char::range(' ', '~'),
        ],
        0..12,
    )
    .prop_map(|cs| cs.into_iter().collect::<String>())
    .prop_filter("no CR (a CR-LF after a backslash is one soft break)", |s| {
        !s.contains('\r')
    })
}

fn arb_node() -> impl Strategy<Value = Node> {
    proptest::collection::btree_map(
        "[A-Z]{1,3}",
        proptest::collection::vec(arb_value(), 1..4),
        0..5,
    )
    .prop_map(|m| Node {
        props: m
            .into_iter()
            .map(|(id, values)| Property::new(&id, values))
            .collect(),
    })
}

fn arb_tree() -> impl Strategy<Value = GameTree> {
    let leaf = proptest::collection::vec(arb_node(), 1..4).prop_map(|nodes| GameTree {
        nodes,
        variations: vec![],
    });
    leaf.prop_recursive(4, 24, 3, |inner| {
        (
            proptest::collection::vec(arb_node(), 1..4),
            proptest::collection::vec(inner, 0..3),
        )
            .prop_map(|(nodes, variations)| GameTree {
                nodes,
                // A single variation is the same tree as a longer sequence; keep 0 or 2+.
                variations: if variations.len() == 1 {
                    vec![]
                } else {
                    variations
                },
            })
    })
}

proptest! {
    #[test]
    fn printed_sgf_parses_back_to_the_same_trees(trees in proptest::collection::vec(arb_tree(), 1..3)) {
        let text = print(&trees);
        let back = parse(&text).unwrap();
        prop_assert_eq!(&back, &trees);
        prop_assert_eq!(print(&back), text);
    }

    #[test]
    fn any_text_parses_or_fails_with_an_offset_inside_it(text in "[();A-Z\\[\\]\\\\ a-z]{0,40}") {
        match parse(&text) {
            Ok(_) => {}
            Err(e) => prop_assert!(e.offset <= text.len(), "{e}"),
        }
    }

    #[test]
    fn random_games_survive_the_round_trip_through_sgf(seed in 0u64..1000, size in 2usize..10) {
        use asobiba::go::playout::random_playout;
        use std::sync::Arc;
        let board = Arc::new(asobiba::go::Board::parse(&format!("grid:{size}")).unwrap());
        let mut g = asobiba::go::Game::empty(board.clone(), Rules::default());
        random_playout(&mut g, &mut asobiba::rng::Rng::new(seed), 60);
        let text = asobiba::go::sgf::game_to_sgf(&g, &[]).unwrap();
        let rec = Record::parse(&text).unwrap();
        let line = rec.main_line();
        let r = rec.replay(*line.last().unwrap(), Rules::default()).unwrap();
        prop_assert!(r.illegal.is_none());
        prop_assert_eq!(r.game.stones_u8(), g.stones_u8());
        prop_assert_eq!(r.game.hash(), g.hash());
    }
}

#[test]
fn a_hand_written_game_with_a_variation_comments_and_markup() {
    let text = fixture("nine.sgf");
    let rec = Record::parse(&text).unwrap();
    assert_eq!(rec.board.name(), "grid:9x9");
    assert_eq!(rec.komi, 6.5);
    let line = rec.main_line();
    assert_eq!(line.len(), 1 + 19);
    // The variation branches after move 4 (node 4 has two children).
    assert_eq!(rec.nodes[4].children.len(), 2);
    let alt = rec.nodes[4].children[1];
    assert_eq!(
        rec.nodes[alt].mv,
        Some((Color::Black, Move::Play(6 * 9 + 4)))
    );
    let end = rec.replay(*line.last().unwrap(), Rules::default()).unwrap();
    assert!(end.illegal.is_none());
    assert!(end.game.is_over(), "W[] then B[tt]: two passes");
    let g = &end.game;
    assert_eq!(
        g.captures(Color::Black),
        1,
        "B[df] captures the white stone at D5"
    );
    assert_eq!(point_name(&rec.board, 4 * 9 + 4), "E5");
    assert_eq!(g.stone(4 * 9 + 4), Some(Color::Black));
    // Comments and unknown properties survive, in order.
    let again = rec.to_sgf();
    assert!(again.contains("XX[kept as is]"));
    assert!(again.contains("C[White passes (B[\\] / W[\\] is a pass).]"));
    assert!(again.contains("LB[dc:A][dd:B]"));
    assert_eq!(parse(&again).unwrap(), parse(&text).unwrap());
    assert_eq!(Record::parse(&again).unwrap().to_sgf(), again);
    let marks = asobiba::go::sgf::markup(&rec.nodes[3], 9, 9);
    assert_eq!(marks.len(), 2);
    assert_eq!(marks[0].0, "triangle");
}

#[test]
fn a_problem_with_setup_a_rectangular_board_escapes_and_labels() {
    let text = fixture("problem.sgf");
    let rec = Record::parse(&text).unwrap();
    assert_eq!(rec.board.grid(), Some((13, 9)));
    let root = parse(&text).unwrap()[0].nodes[0].clone();
    assert_eq!(
        root.value("C").unwrap(),
        "White to play and kill. Escapes: a ] bracket, a \\ backslash, a softbreak and a colon : in text."
    );
    assert_eq!(root.get("LB").unwrap().values, vec!["ac:1", "bd:x:y"]);
    let r0 = rec.replay(0, Rules::default()).unwrap();
    assert_eq!(r0.game.to_move(), Color::White);
    assert_eq!(
        r0.game.stone(1),
        Some(Color::Black),
        "AB[ba:ca] is a rectangle"
    );
    assert_eq!(r0.game.stone(2), Some(Color::Black));
    // SQ[aa:cb] covers six points.
    let sq = asobiba::go::sgf::markup(&rec.nodes[0], 13, 9);
    assert_eq!(sq.iter().filter(|m| m.0 == "square").count(), 6);
    let end = rec
        .replay(*rec.main_line().last().unwrap(), Rules::default())
        .unwrap();
    assert!(end.illegal.is_none());
}

#[test]
fn ff3_identifiers_are_read_as_their_capitals() {
    let rec = Record::parse(&fixture("ff3.sgf")).unwrap();
    assert_eq!(rec.board.name(), "grid:5x5");
    assert!(rec
        .to_sgf()
        .starts_with("(;GM[1]FF[3]SZ[5]AB[bb][cc]AW[dd]\n;B[bc]\n;W[cd])"));
}

#[test]
fn errors_name_the_offset_and_what_was_expected() {
    let e = parse("(;B[aa];W[bb]").unwrap_err();
    assert_eq!(e.offset, 13);
    assert!(e.message.contains("expected `;`, `(` or `)`"), "{e}");
    let e = parse("(;B[aa];W[bb").unwrap_err();
    assert_eq!((e.offset, e.message.contains("never closed")), (9, true));
    let e = parse("(;B[aa]W[cc]B[dd])").unwrap_err();
    assert_eq!(e.offset, 12);
    assert!(e.message.contains("twice"));
    let e = parse("(;b1[aa])").unwrap_err();
    assert!(e.message.contains("capital letters"), "{e}");
    assert!(parse("no sgf here")
        .unwrap_err()
        .message
        .contains("not SGF"));
    let e = Record::parse("(;SZ[9];B[zz])").unwrap_err();
    assert_eq!(e.offset, 8);
    assert!(e.message.contains("not a point of the 9×9 board"), "{e}");
    let e = Record::parse("(;SZ[0])").unwrap_err();
    assert!(e.message.contains("SZ[0]"));
    let e = Record::parse("(;GM[2])").unwrap_err();
    assert!(e.message.contains("not Go"));
}

#[test]
fn an_illegal_move_in_a_record_stops_the_replay_with_its_reason() {
    let rec = Record::parse("(;SZ[5];B[cc];W[cc])").unwrap();
    let r = rec.replay(2, Rules::default()).unwrap();
    assert_eq!(r.illegal, Some((2, PlayError::Occupied)));
    assert_eq!(r.game.ply(), 1);
}

fn cli(args: &[&str]) -> (bool, String, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_asobiba"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn the_cli_prints_normalised_sgf_and_plays_records() {
    let dir = format!("{}/tests/fixtures/go", env!("CARGO_MANIFEST_DIR"));
    let (ok, out, _) = cli(&["go", "sgf", &format!("{dir}/nine.sgf")]);
    assert!(ok);
    assert_eq!(parse(&out).unwrap(), parse(&fixture("nine.sgf")).unwrap());
    let (ok, out, _) = cli(&[
        "go",
        "play",
        "grid:9",
        "--sgf",
        &format!("{dir}/nine.sgf"),
        "--json",
    ]);
    assert!(ok);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["illegal"], serde_json::Value::Null);
    assert_eq!(j["over"], true);
    assert_eq!(
        j["black"].as_array().unwrap().len() + j["white"].as_array().unwrap().len(),
        16
    );
    assert_eq!(j["captures"]["black"], 1);
    assert_eq!(j["score"]["komi"], 6.5);
    let (ok, _, err) = cli(&["go", "play", "grid:19", "--sgf", &format!("{dir}/nine.sgf")]);
    assert!(!ok && err.contains("grid:9x9"), "{err}");
    let bad = std::env::temp_dir().join("asobiba-bad.sgf");
    std::fs::write(&bad, "(;SZ[9];B[ee]").unwrap();
    let (ok, _, err) = cli(&["go", "sgf", bad.to_str().unwrap()]);
    assert!(!ok && err.contains("offset 13"), "{err}");
    let (ok, out, _) = cli(&["go", "play", "grid:5", "--moves", "C3 B3 pass C3", "--json"]);
    assert!(ok);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["illegal"]["index"], 3);
    assert_eq!(j["illegal"]["reason"], "occupied");
    assert_eq!(j["illegal"]["move"], "C3");
    assert_eq!(j["to_move"], "white");
}
