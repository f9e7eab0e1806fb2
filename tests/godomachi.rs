#![cfg(not(target_arch = "wasm32"))]
//! Godomachi against the published tables, the spec's examples, and brute-force minimax.

use asobiba::godomachi::{play, solver, table, Position, Rules, Solver, Verdict, Winner};
use asobiba::graph::{Graph, VertexSet};
use asobiba::polyomino::{random, Polyomino};
use asobiba::rng::Rng;
use asobiba::Control;
use std::collections::{BTreeMap, HashMap};

fn p(s: &str) -> Polyomino {
    s.parse().unwrap()
}

fn summary(n: usize, rules: Rules) -> (u64, BTreeMap<String, u64>, BTreeMap<String, u64>) {
    let mut solver = Solver::new(rules);
    let t = table::whole_match(n, rules, &mut solver, &mut Control::unlimited()).unwrap();
    let s = t.summary();
    (s.pairs, s.first, s.second)
}

fn counts(pairs: &[(&str, u64)]) -> BTreeMap<String, u64> {
    pairs.iter().map(|&(k, v)| (k.to_string(), v)).collect()
}

#[test]
fn whole_matches_match_the_published_table() {
    for rules in [Rules::OFFICIAL, Rules::HALF] {
        assert_eq!(
            summary(5, rules),
            (66, counts(&[("1", 53)]), counts(&[("2", 13)]))
        );
        assert_eq!(
            summary(6, rules),
            (595, counts(&[("1", 450), ("3", 76)]), counts(&[("2", 69)]))
        );
        assert_eq!(
            summary(7, rules),
            (
                5778,
                counts(&[("1", 3296), ("3", 1432)]),
                counts(&[("2", 491), ("4", 559)])
            )
        );
    }
    assert_eq!(
        summary(8, Rules::OFFICIAL),
        (
            67896,
            counts(&[("1", 22897), ("3", 29657), ("5", 7153)]),
            counts(&[("2", 1504), ("4", 6685)])
        )
    );
}

const PENTOMINOES: [(&str, &str); 12] = [
    ("F", ".##/##./.#."),
    ("I", "#####"),
    ("L", "####/#..."),
    ("N", "##../.###"),
    ("P", "##/##/#."),
    ("T", "###/.#./.#."),
    ("U", "#.#/###"),
    ("V", "#../#../###"),
    ("W", "#../##./.##"),
    ("X", ".#./###/.#."),
    ("Y", "####/.#.."),
    ("Z", "##./.#./.##"),
];

#[test]
fn pentomino_pairs_won_by_the_second_player() {
    let mut solver = Solver::new(Rules::OFFICIAL);
    let mut second = Vec::new();
    for (i, (na, a)) in PENTOMINOES.iter().enumerate() {
        for (nb, b) in &PENTOMINOES[i + 1..] {
            let v = solver
                .verdict(&pos(&p(a), &p(b)), &mut Control::unlimited())
                .unwrap();
            if v.winner == Winner::Second {
                assert_eq!(v.length, 2, "{na}-{nb}");
                second.push(format!("{na}-{nb}"));
            }
        }
    }
    let mut expected: Vec<String> = [
        "I-U", "I-F", "I-W", "I-Z", "I-X", "L-X", "U-X", "V-W", "V-X", "T-W", "N-X", "W-X", "Z-X",
    ]
    .iter()
    .map(|s| {
        // Written in table order (by the PENTOMINOES list) for comparison.
        let (x, y) = s.split_once('-').unwrap();
        let pos = |n: &str| PENTOMINOES.iter().position(|(m, _)| *m == n).unwrap();
        if pos(x) < pos(y) {
            format!("{x}-{y}")
        } else {
            format!("{y}-{x}")
        }
    })
    .collect();
    expected.sort();
    second.sort();
    assert_eq!(second, expected);
}

#[test]
fn the_eleven_cell_example_depends_on_the_rule() {
    let (a, b) = (p(".##./####/##../##../.#.."), p("##./###/##./###/.#."));
    let official = Solver::new(Rules::OFFICIAL)
        .analyse(&pos(&a, &b), false, &mut Control::unlimited())
        .unwrap();
    assert_eq!((official.winner, official.length), (Winner::First, 3));
    // The spec's winning move: remove ##./###/#.. from each, leaving the X and N pentominoes.
    let piece = p("##./###/#..");
    let (x, n) = (p(".#./###/.#."), p("##../.###"));
    assert!(official.best.iter().any(|m| m.piece.is_congruent(&piece)
        && ((m.a.is_congruent(&x) && m.b.is_congruent(&n))
            || (m.a.is_congruent(&n) && m.b.is_congruent(&x)))));
    let half = Solver::new(Rules::HALF)
        .verdict(&pos(&a, &b), &mut Control::unlimited())
        .unwrap();
    assert_eq!(
        half,
        Verdict {
            winner: Winner::Second,
            length: 8
        }
    );
}

#[test]
fn congruent_shapes_are_a_second_player_win_in_zero() {
    let v = Solver::new(Rules::OFFICIAL)
        .verdict(
            &pos(&p("###/#.."), &p("#./#./##")),
            &mut Control::unlimited(),
        )
        .unwrap();
    assert_eq!(
        v,
        Verdict {
            winner: Winner::Second,
            length: 0
        }
    );
}

#[test]
fn bad_positions_are_refused() {
    // An illegal pair never becomes a Position, so the solver cannot be asked about one.
    let e = asobiba::Error::from(Position::new(p("###"), p("##")).unwrap_err());
    assert!(e.message().contains("same area"), "{e}");
    assert_eq!(e.field(), Some("a"));
    let big = p(&"#".repeat(22));
    assert!(Position::new(big.clone(), big).is_err());
}

/// A legal position of two shapes (the tests only build legal ones).
fn pos(a: &Polyomino, b: &Polyomino) -> Position {
    Position::new(a.clone(), b.clone()).unwrap()
}

/// Plain minimax: moves by brute force over cell subsets, congruence by the general
/// canonical form, memo on canonical pairs only to keep it finite in time.
fn brute(
    a: &Polyomino,
    b: &Polyomino,
    rules: Rules,
    memo: &mut HashMap<(Polyomino, Polyomino), u32>,
) -> u32 {
    let (ca, cb) = (a.canonical(), b.canonical());
    if ca == cb {
        return 0;
    }
    let key = if ca <= cb { (ca, cb) } else { (cb, ca) };
    if let Some(&v) = memo.get(&key) {
        return v;
    }
    let parts = |s: &Polyomino| -> Vec<(Polyomino, Polyomino)> {
        let g: Graph<1> = s.graph();
        let n = s.area();
        (1..(1u64 << n) - 1)
            .filter_map(|m| {
                let piece = VertexSet([m]);
                let rest = g.all().minus(piece);
                (g.is_connected(piece) && g.is_connected(rest) && piece.len() <= rules.max_piece(n))
                    .then(|| (s.sub_shape(piece).canonical(), s.sub_shape(rest)))
            })
            .collect()
    };
    let (pa, pb) = (parts(a), parts(b));
    let (mut win, mut loss): (Option<u32>, u32) = (None, 0);
    for (piece_a, rest_a) in &pa {
        for (piece_b, rest_b) in &pb {
            if piece_a != piece_b {
                continue;
            }
            let l = 1 + brute(rest_a, rest_b, rules, memo);
            if l % 2 == 1 {
                win = Some(win.map_or(l, |w| w.min(l)));
            } else {
                loss = loss.max(l);
            }
        }
    }
    let v = win.unwrap_or(loss);
    memo.insert(key, v);
    v
}

#[test]
fn solver_agrees_with_brute_force_minimax_on_random_positions() {
    let mut rng = Rng::new(2026);
    for rules in [Rules::OFFICIAL, Rules::HALF] {
        let mut memo = HashMap::new();
        let mut solver = Solver::new(rules);
        for round in 0..120 {
            let n = 2 + (round % 7);
            let a = random(n, &mut rng).unwrap();
            let b = random(n, &mut rng).unwrap();
            let fast = solver
                .verdict(&pos(&a, &b), &mut Control::unlimited())
                .unwrap();
            assert_eq!(
                fast.length,
                brute(&a, &b, rules, &mut memo),
                "{a} vs {b} ({rules:?})"
            );
            // A fresh solver agrees too (no dependence on what the table already held).
            let cold = Solver::new(rules)
                .verdict(&pos(&a, &b), &mut Control::unlimited())
                .unwrap();
            assert_eq!(cold, fast);
        }
    }
}

#[test]
fn move_values_are_consistent_with_the_verdict() {
    let mut rng = Rng::new(99);
    let mut solver = Solver::new(Rules::OFFICIAL);
    for _ in 0..12 {
        let a = random(9, &mut rng).unwrap();
        let b = random(9, &mut rng).unwrap();
        let r = solver
            .analyse(&pos(&a, &b), true, &mut Control::unlimited())
            .unwrap();
        if r.length == 0 {
            continue;
        }
        let moves = r.moves.as_ref().unwrap();
        // The best move value is the verdict: shortest win if any, else the longest loss.
        let wins: Vec<u32> = moves
            .iter()
            .filter_map(|m| m.value)
            .filter(|v| v.winner == Winner::First)
            .map(|v| v.length)
            .collect();
        let expected = wins
            .iter()
            .min()
            .copied()
            .unwrap_or_else(|| moves.iter().map(|m| m.value.unwrap().length).max().unwrap());
        assert_eq!(expected, r.length, "{a} vs {b}");
        assert!(!r.best.is_empty());
        for m in &r.best {
            // Each best move really is legal on the given shapes and leads where it says.
            let check =
                play::check_move(&pos(&a, &b), &m.cells_a, &m.cells_b, Rules::OFFICIAL).unwrap();
            assert!(check.legal, "{:?}", check.reason);
            assert!(check.a.rest.as_ref().unwrap().is_congruent(&m.a));
            assert!(check.b.rest.as_ref().unwrap().is_congruent(&m.b));
            assert_eq!(m.value.unwrap().length, r.length);
        }
        // `solve` (no move values) names the same best moves.
        let lean = Solver::new(Rules::OFFICIAL)
            .analyse(&pos(&a, &b), false, &mut Control::unlimited())
            .unwrap();
        let names = |ms: &[asobiba::godomachi::Move]| {
            let mut v: Vec<String> = ms
                .iter()
                .map(|m| format!("{} {} {}", m.piece, m.a, m.b))
                .collect();
            v.sort();
            v
        };
        assert_eq!(names(&lean.best), names(&r.best));
    }
}

#[test]
fn budgets_stop_the_search() {
    let mut rng = Rng::new(5);
    let a = random(15, &mut rng).unwrap();
    let b = random(15, &mut rng).unwrap();
    let mut control = Control::unlimited().with_budget(1);
    let r = Solver::new(Rules::OFFICIAL).verdict(&pos(&a, &b), &mut control);
    assert!(matches!(r, Err(asobiba::Error::Stopped(_))), "{r:?}");
}

#[test]
fn every_move_value_agrees_with_brute_force() {
    // `moves` gives each move's exact value: 1 + the brute-force length of its child.
    let mut rng = Rng::new(7);
    let mut memo = HashMap::new();
    let mut solver = Solver::new(Rules::OFFICIAL);
    let mut checked = 0;
    for round in 0..40 {
        let n = 5 + round % 4;
        let a = random(n, &mut rng).unwrap();
        let b = random(n, &mut rng).unwrap();
        let r = solver
            .analyse(&pos(&a, &b), true, &mut Control::unlimited())
            .unwrap();
        assert_eq!(r.length, brute(&a, &b, Rules::OFFICIAL, &mut memo));
        for m in r.moves.as_ref().unwrap() {
            let want = 1 + brute(&m.a, &m.b, Rules::OFFICIAL, &mut memo);
            assert_eq!(m.value.unwrap().length, want, "{a} vs {b}: {m:?}");
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} moves checked");
}

#[test]
fn a_tiny_table_changes_nothing_but_speed() {
    // Tables that overflow and restart at once (and cut tables dropped for memory) must
    // not change a single answer: the table is only an aid.
    let mut rng = Rng::new(31);
    let mut memo = HashMap::new();
    let tiny = solver::Limits {
        table_entries: 16,
        cut_rows: 64,
    };
    for rules in [Rules::OFFICIAL, Rules::HALF] {
        let mut small = Solver::with_limits(rules, tiny);
        for round in 0..60 {
            let n = 4 + round % 6;
            let a = random(n, &mut rng).unwrap();
            let b = random(n, &mut rng).unwrap();
            let v = small
                .verdict(&pos(&a, &b), &mut Control::unlimited())
                .unwrap();
            assert_eq!(v.length, brute(&a, &b, rules, &mut memo), "{a} vs {b}");
        }
    }
}

#[test]
fn larger_random_pairs_agree_with_brute_force() {
    // Ten-cell pairs reach games of five and more moves, where the bounds and the move
    // ordering do their work.
    let mut rng = Rng::new(2027);
    let mut memo = HashMap::new();
    let mut solver = Solver::new(Rules::OFFICIAL);
    let mut lengths = BTreeMap::new();
    for _ in 0..30 {
        let a = random(10, &mut rng).unwrap();
        let b = random(10, &mut rng).unwrap();
        let v = solver
            .verdict(&pos(&a, &b), &mut Control::unlimited())
            .unwrap();
        assert_eq!(
            v.length,
            brute(&a, &b, Rules::OFFICIAL, &mut memo),
            "{a} vs {b}"
        );
        *lengths.entry(v.length).or_insert(0) += 1;
    }
    assert!(lengths.keys().any(|&l| l >= 4), "{lengths:?}");
}
