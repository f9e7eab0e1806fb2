//! Tsumego: the classic shapes with their known status (SGF fixtures in tests/data/tsumego,
//! drawn by make.py there), the pass rule, seki, a triple ko, order invariance under 20
//! random move orders, and the solver against an oracle: the same search with no
//! transposition table (an exhaustive search that keeps the whole line, so no result is ever
//! reused under another history).

use asobiba::go::Color;
use asobiba::tsumego::search::{AnyEngine, Layout};
use asobiba::tsumego::{
    self, Analysis, KoInfo, KoRule, Overrides, PassRule, Problem, Settings, Solver, Status, Superko,
};
use asobiba::Control;
#[path = "common/corner.rs"]
mod corner;
use corner::{corner_sgf, Place};

fn load(name: &str, first: Color) -> Problem {
    let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
    Problem::from_sgf(
        &text,
        &Overrides {
            first: Some(first),
            ..Default::default()
        },
    )
    .unwrap()
}

fn run(p: Problem, s: Settings) -> Analysis {
    tsumego::solve(p, s, &mut Control::unlimited())
}

/// The default rules, with only the key moves asked for (not every move's status).
fn key_only() -> Settings {
    Settings {
        every_move: false,
        ..Settings::default()
    }
}

use Color::{Black as B, White as W};
use Status::*;

/// (fixture, side to move, status, key moves). White lives in every fixture.
const SHAPES: &[(&str, Color, Status, &[&str])] = &[
    ("straight-three", B, Dead, &["D4"]),
    ("straight-three", W, Alive, &["D4"]),
    ("bent-three", B, Dead, &["D5"]),
    ("bent-three", W, Alive, &["D5"]),
    ("straight-four", B, Alive, &[]),
    ("straight-four", W, Alive, &[]),
    ("bent-four", B, Alive, &[]),
    ("bent-four", W, Alive, &[]),
    ("square-four", B, Dead, &["C5", "D5", "C4", "D4"]),
    ("square-four", W, Dead, &[]),
    ("t-four", B, Dead, &["D5"]),
    ("t-four", W, Alive, &["D5"]),
    ("bulky-five", B, Dead, &["D4"]),
    ("bulky-five", W, Alive, &["D5", "C4", "D4"]),
    ("crossed-five", B, Dead, &["D5"]),
    ("crossed-five", W, Alive, &["D5"]),
    ("rabbity-six", B, Dead, &["D5"]),
    ("rabbity-six", W, Alive, &["D6", "E5", "D5"]),
    ("flower-six", B, Dead, &["D5"]),
    ("flower-six", W, Alive, &["D6", "C5", "D5"]),
    // Corner shapes (GNU Go's owl agrees on every one, the ko included).
    (
        "l-group",
        B,
        Dead,
        &["A7", "A8", "A9", "B8", "B9", "C8", "C9", "D9"],
    ),
    ("l-group", W, Dead, &[]),
    ("l-plus-one", B, Dead, &["B8", "C9", "D9"]),
    ("l-plus-one", W, Alive, &["B9"]),
    ("rectangular-six-corner", B, Dead, &["B8"]),
    ("rectangular-six-corner", W, Alive, &["B8", "B9"]),
    ("rectangular-six-corner-1", B, Ko, &["B9"]),
    ("rectangular-six-corner-1", W, Alive, &["B8", "B9"]),
    ("rectangular-six-corner-2", B, Alive, &[]),
    ("rectangular-six-corner-2", W, Alive, &[]),
    ("seki-in-eye", B, Seki, &[]),
    ("seki-in-eye", W, Seki, &[]),
    ("rectangular-eight", B, Alive, &[]),
    ("rectangular-eight", W, Alive, &[]),
];

fn sorted(v: &[String]) -> Vec<String> {
    let mut v = v.to_vec();
    v.sort();
    v
}

#[test]
fn classic_shapes_have_their_known_status() {
    for &(name, first, status, moves) in SHAPES {
        let a = run(load(name, first), Settings::default());
        assert_eq!(a.status, status, "{name}, {} first: {a:?}", first.name());
        let want: Vec<String> = moves.iter().map(|s| s.to_string()).collect();
        assert_eq!(
            sorted(&a.moves),
            sorted(&want),
            "{name}, {} first",
            first.name()
        );
        assert_eq!(a.rules.defender, "white");
        assert!(a.stopped.is_none());
    }
}

#[test]
fn key_moves_in_the_shapes_are_the_vital_points() {
    // Bent three: the bend is the only move that matters for both sides.
    let p = load("bent-three", B);
    let a = run(p, Settings::default());
    let kill = a.children.iter().find(|c| c.mv == "D5").unwrap();
    assert_eq!(kill.status, Dead);
    assert!(a
        .children
        .iter()
        .filter(|c| c.mv != "D5")
        .all(|c| c.status == Alive));
    // The line starts with the key move and ends with White captured.
    assert_eq!(a.pv[0], "D5");
}

#[test]
fn a_kos_line_starts_with_a_key_move() {
    // A ko's line is played under the chosen ko rule (by default the defender wins kos),
    // where the attacker to move loses whatever it plays; it still opens with its first
    // key move, not with its first move in the fixed order (the ten-thousand-year ko
    // opened with D5, the J group with B4: both let White live).
    for name in [
        "ten-thousand-year-ko",
        "j-group-straight",
        "l-plus-two-descent",
        "bent-four-corner",
    ] {
        let a = run(load(name, B), key_only());
        assert_eq!(a.status, Ko, "{name}");
        assert!(
            a.moves.contains(&a.pv[0]),
            "{name}: {:?} {:?}",
            a.pv,
            a.moves
        );
    }
}

#[test]
fn an_alive_line_ends_where_the_defender_may_play_elsewhere() {
    // "Alive" is decided in the unconditional-life game, where a defender that holds the
    // attacker off lives whatever it plays next. Its line ends with the defender's pass at
    // the first turn where the group lives even if the attacker moves again, instead of
    // running on with fills of its own liberties. Checked by replaying the line: a pass
    // there keeps the group alive, a pass at each earlier turn of the defender does not.
    for name in ["l-plus-one-first", "l-plus-two-descent", "j-group-straight"] {
        let a = run(load(name, W), Settings::default());
        assert_eq!(a.status, Alive, "{name}");
        assert_eq!(
            a.pv.last().map(String::as_str),
            Some("pass"),
            "{name} {:?}",
            a.pv
        );
        let end = a.pv.len() - 1;
        // White, the defender, moves first: its turns are the even plies.
        for turn in (0..=end).step_by(2) {
            let mut s = Solver::new(load(name, W), key_only());
            for m in a.pv[..turn].iter().chain(["pass".to_string()].iter()) {
                s.play(s.parse_move(m).unwrap()).unwrap();
            }
            let after = s.analyse(&mut Control::unlimited());
            assert_eq!(
                after.status == Alive,
                turn == end,
                "{name}: White passes after {:?}: {:?}",
                &a.pv[..turn],
                after.status
            );
        }
    }
}

#[test]
fn a_winner_that_can_end_the_game_at_once_does() {
    // White first in the big eyes: a move that makes the group safe at once (Benson's
    // life) ends the line there. The line used to open with the first winning move in the
    // fixed order and play on to White's pass (the bulky five: D5 C5 pass).
    for name in ["bulky-five", "rabbity-six", "flower-six"] {
        let a = run(load(name, W), Settings::default());
        assert_eq!(a.status, Alive, "{name}");
        assert_eq!(a.pv.len(), 1, "{name}: {:?}", a.pv);
        assert!(a.moves.contains(&a.pv[0]), "{name}: {:?}", a.pv);
        let mut s = Solver::new(load(name, W), Settings::default());
        s.play(s.parse_move(&a.pv[0]).unwrap()).unwrap();
        assert_eq!(
            s.engine.decided(),
            Some(false),
            "{name}: Black to move, lost"
        );
        let end = "White is safe: no move of Black's can take it (two eyes)";
        assert_eq!(a.pv_end.as_deref(), Some(end), "{name}");
    }
}

#[test]
fn a_dead_line_stops_where_the_dead_test_settles_it() {
    // The L group with White first: the line used to run to its limit of 24 moves, Black
    // taking White's stones as White put them back. It now ends where the search's dead
    // test calls White hopeless: White's stones still stand and the game is not over.
    let a = run(load("l-group", W), Settings::default());
    assert_eq!(a.status, Dead);
    assert!(a.pv.len() < 12, "{:?}", a.pv);
    let mut s = Solver::new(load("l-group", W), Settings::default());
    for m in &a.pv {
        s.play(s.parse_move(m).unwrap()).unwrap();
    }
    assert_eq!(s.engine.decided(), None, "{:?}", a.pv);
    let end = "White cannot make two eyes; the rest is Black filling in";
    assert_eq!(a.pv_end.as_deref(), Some(end));
    let white = s.stones().iter().filter(|&&c| c == 2).count();
    assert!(white > 0);
    let after = s.analyse(&mut Control::unlimited());
    assert_eq!(after.status, Dead);
    // With Black first, Black's winning moves that leave White the fewest points out of
    // its reach come first, so the line heads for the dead test: four moves (it took 11
    // in the fixed order, and the J group's 19 are now 14).
    let a = run(load("l-group", B), Settings::default());
    assert_eq!(a.pv, ["D9", "C8", "C9", "B8"]);
    assert_eq!(a.pv_end.as_deref(), Some(end));
}

#[test]
fn a_kos_line_keeps_the_ko_till_it_is_lost() {
    // Under the chosen rule (the defender wins kos) the attacker loses a ko's line; it
    // still plays to keep the ko, so every position of the line with the attacker to move
    // is a ko, and the line ends where no move keeps it (there it would need a ko threat
    // the rule does not give it). The rectangular six used to have Black give up the ko
    // after its first move.
    for name in [
        "bent-four-corner",
        "rectangular-six-corner-1",
        "article-triple-ko",
        "article-approach-ko",
        "ten-thousand-year-ko",
    ] {
        let p = load(name, B);
        let attacker = p.defender.other();
        let a = run(p.clone(), key_only());
        assert_eq!(a.status, Ko, "{name}");
        let end = format!(
            "{} has no move that keeps the ko under the chosen rule: {} lives",
            attacker.title(),
            p.defender.title()
        );
        assert_eq!(a.pv_end.as_deref(), Some(&end[..]), "{name}: {:?}", a.pv);
        let mut s = Solver::new(p, key_only());
        for (i, m) in a.pv.iter().enumerate() {
            s.play(s.parse_move(m).unwrap()).unwrap();
            // Black moved first: after i + 1 moves, White is to move if i is even.
            if (i % 2 == 0) == (attacker == W) {
                let st = s.analyse(&mut Control::unlimited()).status;
                assert_eq!(st, Ko, "{name}: after {:?}", &a.pv[..=i]);
            }
        }
    }
    // With the attacker winning kos the defender loses the line, and keeps the ko as long.
    let attacker_wins = Settings {
        ko: KoRule::Attacker,
        ..key_only()
    };
    let a = run(load("bent-four-corner", B), attacker_wins);
    assert_eq!(a.pv, ["B3", "A3", "A2"]);
    let end = "White has no move that keeps the ko under the chosen rule: it dies";
    assert_eq!(a.pv_end.as_deref(), Some(end));
}

#[test]
fn every_line_replays_on_the_board_under_the_chosen_rule() {
    // The page replays a line move by move on the board, which takes only the moves the
    // chosen ko and pass rules allow (`Solver::play`). A dead line used to be played as if
    // the defender won every ko: under "the attacker wins kos" the article's pass-rule
    // position with White first showed Black retaking the ko at D9 with no threat, and
    // the board refused it.
    let names = [
        "bent-three",
        "square-four",
        "bulky-five",
        "rabbity-six",
        "seki-in-eye",
        "article-pass-rule",
        "article-triple-ko",
        "article-approach-ko",
        "ko-retake-cycle",
        "l-group",
        "rectangular-six-corner-1",
        "bent-four-corner",
        "bent-four-corner-1",
    ];
    let rules = [
        (KoRule::Defender, PassRule::Asymmetric),
        (KoRule::Defender, PassRule::Plain),
        (KoRule::Attacker, PassRule::Asymmetric),
        (KoRule::Attacker, PassRule::Plain),
        (KoRule::Threats { black: 1, white: 0 }, PassRule::Asymmetric),
        (KoRule::Threats { black: 0, white: 1 }, PassRule::Plain),
        (KoRule::Threats { black: 1, white: 1 }, PassRule::Asymmetric),
    ];
    let mut retakes = 0;
    for name in names {
        for first in [B, W] {
            for (ko, pass) in rules {
                let s = Settings {
                    ko,
                    pass,
                    ..key_only()
                };
                let a = run(load(name, first), s);
                let mut board = Solver::new(load(name, first), s);
                for m in &a.pv {
                    let played = board.play(board.parse_move(m).unwrap());
                    assert!(
                        played.is_ok(),
                        "{name}, {} first, {ko:?} {pass:?}: {m} in {:?}: {played:?}",
                        first.name(),
                        a.pv
                    );
                }
                retakes += a.pv_retakes.len();
            }
        }
    }
    // Kos are retaken in these lines, so the rule's bans are met, not missed.
    assert!(retakes >= 20, "{retakes} retakes");
    // One threat each: after C9 D9 the line's game (Black, to live, wins every ko there)
    // has White pass, a move the board refuses (White may retake with its threat). White
    // retakes instead, a board move that keeps Black dead, and the line goes on to the end.
    let one_each = Settings {
        ko: KoRule::Threats { black: 1, white: 1 },
        ..key_only()
    };
    let a = run(load("article-pass-rule", W), one_each);
    assert_eq!(a.status, Dead);
    assert_eq!(a.pv, ["C9", "D9", "C9", "pass"]);
    assert_eq!(a.pv_retakes, [1, 2]);
    let end = "Black cannot make two eyes; the rest is White filling in";
    assert_eq!(a.pv_end.as_deref(), Some(end));
    // An alive line's winner takes a board retake (the defender wins every ko under the
    // default rule) only where none of the line's own moves wins: the J+1 group with a
    // descent, White first, lives without one. Taking the first winning board move in
    // the order, it retook at B2 and ran to 11 moves.
    let a = run(load("j-plus-one-descent", W), key_only());
    assert_eq!(a.status, Alive);
    assert_eq!(
        a.pv,
        ["B5", "B3", "B4", "A2", "A6", "B3", "A4", "B2", "pass"]
    );
    assert!(a.pv_retakes.is_empty(), "{:?}", a.pv_retakes);
}

#[test]
fn a_sekis_line_ends_where_every_attacker_move_lets_the_defender_live() {
    // The seki in the eye with White first: White passes, and then every move Black has
    // (it may not pass) lets White live, so the line ends. The lines used to go on with
    // Black filling and White capturing to two eyes. With Black first that holds at the
    // start: there is no line, only the reason. It used to show Black's forced fill at C4
    // and White's capture at G4, moves no player would choose.
    let end = "every move Black has here lets White live, and Black may not pass: a seki";
    for (first, line) in [(B, &[][..]), (W, &["pass"][..])] {
        let a = run(load("seki-in-eye", first), Settings::default());
        assert_eq!(a.status, Seki);
        assert_eq!(a.pv, line);
        assert_eq!(a.pv_end.as_deref(), Some(end));
        let text = a.summary(&[]);
        let said = match line.is_empty() {
            true => format!("\nno line: {end}"),
            false => format!("\nat the end of the line: {end}"),
        };
        assert!(text.contains(&said), "{text}");
    }
}

#[test]
fn the_pass_rule_matters_in_the_articles_position() {
    // The article: with the attacker at a ko disadvantage it may pass, the defender then may
    // not, and has to fill its own liberty: dead under the asymmetric rule. Under the plain
    // rule Black answers the pass with a pass and the position hangs on the ko.
    for first in [B, W] {
        let a = run(load("article-pass-rule", first), Settings::default());
        assert_eq!(a.status, Dead, "{}", first.name());
        assert_eq!(a.rules.pass, "asymmetric");
        let plain = Settings {
            pass: PassRule::Plain,
            ..Settings::default()
        };
        let a = run(load("article-pass-rule", first), plain);
        assert_eq!(a.status, Ko, "{}", first.name());
        let ko = a.ko.as_ref().unwrap();
        assert_eq!(ko.defender_threats, Some(1));
        assert_eq!(a.rules.pass, "plain");
        // The line is the ko game the defender wins (it wins every ko by default): it
        // ends where White, without a ko threat, has no move that keeps the ko (its pass
        // would end the game with Black on the board), Black still on the board.
        let end = "White has no move that keeps the ko under the chosen rule: Black lives";
        assert_eq!(a.pv_end.as_deref(), Some(end), "{:?}", a.pv);
        let mut s = Solver::new(load("article-pass-rule", first), plain);
        for m in &a.pv {
            s.play(s.parse_move(m).unwrap()).unwrap();
        }
        let region = &load("article-pass-rule", first).region;
        let black = s
            .stones()
            .iter()
            .zip(region)
            .filter(|(&c, &r)| r && c == 1)
            .count();
        assert!(black > 0, "{:?}", a.pv);
    }
    // Black defends here (it has fewer stones on the board).
    assert_eq!(load("article-pass-rule", B).defender, B);
}

#[test]
fn the_ko_assumption_decides_a_ko_and_is_stated() {
    let plain = |ko| Settings {
        pass: PassRule::Plain,
        ko,
        ..Settings::default()
    };
    let a = run(load("article-pass-rule", W), plain(KoRule::Defender));
    assert_eq!(a.ko.as_ref().unwrap().under_assumption, "alive");
    assert_eq!(a.rules.ko, "defender wins kos");
    let a = run(load("article-pass-rule", W), plain(KoRule::Attacker));
    assert_eq!(a.ko.as_ref().unwrap().under_assumption, "dead");
    let a = run(
        load("article-pass-rule", W),
        plain(KoRule::Threats { black: 1, white: 0 }),
    );
    assert_eq!(a.ko.as_ref().unwrap().under_assumption, "alive");
    assert_eq!(a.rules.ko, "ko threats: Black 1, White 0");
    let a = run(
        load("article-pass-rule", W),
        plain(KoRule::Threats { black: 0, white: 0 }),
    );
    assert_eq!(a.ko.as_ref().unwrap().under_assumption, "dead");
}

/// The solver's result and the oracle's (no table) under the same settings.
fn both(p: &Problem, s: Settings) -> (Analysis, Analysis) {
    against_the_oracle(p, s, false)
}

/// `both`, with the oracle keeping the dead test or not (the dead test is checked against
/// the oracle without it on its own; with it the oracle takes far fewer nodes where its
/// lines are long).
fn against_the_oracle(p: &Problem, s: Settings, dead_test: bool) -> (Analysis, Analysis) {
    let fast = run(p.clone(), s);
    let mut slow = Solver::new(p.clone(), s);
    slow.engine.switches().use_table = false;
    slow.engine.switches().dead_test = dead_test;
    (fast, slow.analyse(&mut Control::unlimited()))
}

/// The analysis of `p` under `s` with the solver as it is and with `off` applied to it,
/// asserted to give the same answer (`same`).
fn with_and_without(p: Problem, s: Settings, off: impl Fn(&mut Solver)) -> (Analysis, Analysis) {
    let with = run(p.clone(), s);
    let mut solver = Solver::new(p, s);
    off(&mut solver);
    let without = solver.analyse(&mut Control::unlimited());
    assert!(same(&with, &without), "{s:?}\n{with:?}\n{without:?}");
    (with, without)
}

fn same(a: &Analysis, b: &Analysis) -> bool {
    a.status == b.status
        && sorted(&a.moves) == sorted(&b.moves)
        && a.children
            .iter()
            .map(|c| (c.mv.clone(), c.status))
            .collect::<Vec<_>>()
            == b.children
                .iter()
                .map(|c| (c.mv.clone(), c.status))
                .collect::<Vec<_>>()
        && format!("{:?}", a.ko) == format!("{:?}", b.ko)
}

#[test]
fn a_triple_ko_inside_the_region_agrees_with_the_oracle() {
    for first in [B, W] {
        for pass in [PassRule::Asymmetric, PassRule::Plain] {
            let p = load("article-triple-ko", first);
            let s = Settings {
                pass,
                ..Settings::default()
            };
            let (fast, slow) = against_the_oracle(&p, s, true);
            assert!(fast.stopped.is_none() && slow.stopped.is_none());
            assert!(same(&fast, &slow), "{fast:?}\n{slow:?}");
        }
    }
    // White to move captures first and kills; Black to move makes it a ko.
    assert_eq!(
        run(load("article-triple-ko", W), Settings::default()).status,
        Dead
    );
    assert_eq!(
        run(load("article-triple-ko", B), Settings::default()).status,
        Ko
    );
}

#[test]
fn kos_under_every_threat_assumption_agree_with_the_oracle() {
    // A proof is reused under other ko-threat counts when its winner has at least as many
    // and its loser at most as many: the oracle (no table) reuses nothing.
    for (name, first, pass) in [
        ("rectangular-six-corner-1", B, PassRule::Asymmetric),
        ("bent-four-corner", B, PassRule::Asymmetric),
        ("bent-four-corner-1", B, PassRule::Asymmetric),
        ("article-pass-rule", B, PassRule::Plain),
        ("article-triple-ko", B, PassRule::Asymmetric),
        ("article-triple-ko", W, PassRule::Plain),
    ] {
        for (black, white) in [(0, 0), (1, 0), (0, 1), (2, 1), (1, 2)] {
            let s = Settings {
                pass,
                ko: KoRule::Threats { black, white },
                ..Settings::default()
            };
            let (fast, slow) = both(&load(name, first), s);
            assert!(fast.stopped.is_none() && slow.stopped.is_none());
            assert!(
                same(&fast, &slow),
                "{name} threats {black},{white}:\n{fast:?}\n{slow:?}"
            );
        }
    }
}

#[test]
fn the_articles_two_step_approach_ko_follows_the_parameter_n() {
    // The article: "a two-step approach ko (N = 2: unconditional life, N = 3: ko)", White to
    // live. With White to move: the ko-disadvantaged White may retake after passing N times
    // (and that retake wins the ko for the moment); Black needs two approach moves, so two
    // passes come in time and three do not. Black to move gains a tempo: N = 1 lives there.
    let with_n = |n: u8| Settings {
        n,
        ..Settings::default()
    };
    for (first, n, status) in [
        (W, 0, Ko),
        (W, 2, Alive),
        (W, 3, Ko),
        (B, 1, Alive),
        (B, 2, Ko),
    ] {
        let p = load("article-approach-ko", first);
        assert_eq!(p.defender, W);
        let fast = run(p, with_n(n));
        assert_eq!(
            fast.status,
            status,
            "{} first, N = {n}: {fast:?}",
            first.name()
        );
        assert_eq!(fast.rules.approach_n, n);
        if status == Ko {
            let ko = fast.ko.unwrap();
            assert_eq!(ko.kind, "approach");
            // Black needs as many threats as the approach moves it cannot make in time: a
            // two-step approach ko with White to move, one step left with Black to move.
            assert_eq!(ko.attacker_threats, Some(if first == W { 3 } else { 2 }));
            assert_eq!(ko.steps, Some(if first == W { 2 } else { 1 }));
            let words = ["", "approach ko of 1 step", "approach ko of 2 steps"];
            assert_eq!(ko.kind_text(), words[ko.steps.unwrap() as usize]);
        }
    }
}

#[test]
fn small_fixtures_agree_with_the_oracle() {
    for name in [
        "straight-three",
        "bent-three",
        "t-four",
        "square-four",
        "seki-in-eye",
        "article-pass-rule",
    ] {
        for first in [B, W] {
            for pass in [PassRule::Asymmetric, PassRule::Plain] {
                let s = Settings {
                    pass,
                    ..Settings::default()
                };
                let (fast, slow) = both(&load(name, first), s);
                assert!(same(&fast, &slow), "{name}: {fast:?}\n{slow:?}");
            }
        }
    }
}

/// A problem in the 4×3 corner of a 7×7 board, walled off by Black along the region's
/// edge, White to live: `inside` draws each region point (`B`, `W` or `.`, row by row), and
/// the side to move is random.
fn corner_problem(
    rng: &mut asobiba::rng::Rng,
    mut inside: impl FnMut(&mut asobiba::rng::Rng, usize, usize) -> char,
) -> Option<(String, Problem)> {
    let sgf = corner_sgf((7, 7), (4, 3), |place, r, c| match place {
        Place::Region => inside(rng, r, c),
        Place::Wall => 'B',
        Place::Beyond => '.',
    });
    let o = Overrides {
        live: Some(W),
        first: Some(if rng.below(2) == 0 { B } else { W }),
        ..Overrides::default()
    };
    let p = Problem::from_sgf(&sgf, &o).ok()?;
    Some((sgf, p))
}

/// A random corner problem: stones 3 in 10 Black, `white` in 10 White.
fn random_corner(rng: &mut asobiba::rng::Rng, white: u64) -> Option<(String, Problem)> {
    corner_problem(rng, |rng, _, _| match rng.below(10) {
        0..=2 => 'B',
        k if k < 3 + white => 'W',
        _ => '.',
    })
}

/// A random group in the corner with its outside liberties, from a template of inner
/// points (`i`: empty, Black or White), White's chain around them (`D`: mostly White) and
/// the points between it and the wall (`.`: mostly empty).
fn random_liberties(rng: &mut asobiba::rng::Rng) -> Option<(String, Problem)> {
    let template = [
        ["iiD.", "DDD.", "...."],
        ["iiiD", "DDDD", "...."],
        ["iD..", "iD..", "DD.."],
        ["iiD.", "iiD.", "DDD."],
    ][rng.below(4) as usize];
    corner_problem(rng, |rng, r, c| match template[r].as_bytes()[c] {
        b'i' => ['.', '.', 'B', 'W'][rng.below(4) as usize],
        b'D' if rng.below(8) != 0 => 'W',
        b'D' => '.',
        _ => ['B', 'W', '.', '.', '.', '.', '.', '.', '.', '.'][rng.below(10) as usize],
    })
}

/// A random corner group with room for two eyes, from a template of eye points (`i`:
/// mostly empty) and White's stones around them (`D`: mostly White).
fn random_eyes(rng: &mut asobiba::rng::Rng) -> Option<(String, Problem)> {
    let template = [
        ["iDiD", "iDiD", "DDDD"],
        ["iiDD", "DDiD", "DDDD"],
        ["iDDD", "DiiD", "DDDD"],
    ][rng.below(3) as usize];
    corner_problem(rng, |rng, r, c| match template[r].as_bytes()[c] {
        b'i' => ['.', '.', '.', 'B', 'W'][rng.below(5) as usize],
        _ => ['W', 'W', 'W', 'W', 'W', '.', 'B'][rng.below(7) as usize],
    })
}

/// The rules by attempt: each pass rule, superko rule, ko assumption and approach
/// parameter in turn.
fn every_rule(attempt: usize) -> Settings {
    Settings {
        pass: [PassRule::Asymmetric, PassRule::Plain][attempt % 2],
        superko: [Superko::Positional, Superko::Situational][attempt / 2 % 2],
        ko: [
            KoRule::Defender,
            KoRule::Attacker,
            KoRule::Threats { black: 1, white: 0 },
            KoRule::Threats { black: 0, white: 2 },
        ][attempt / 4 % 4],
        n: (attempt / 16 % 3) as u8,
        ..Settings::default()
    }
}

/// Random problems (`make`) under the rules `rules` gives for each attempt, the solver
/// against the oracle; `each` sees every problem both finished. Returns how many were
/// checked.
fn random_corners_against_the_oracle(
    seed: u64,
    mut make: impl FnMut(&mut asobiba::rng::Rng) -> Option<(String, Problem)>,
    attempts: usize,
    rules: impl Fn(usize, &mut asobiba::rng::Rng) -> Settings,
    mut each: impl FnMut(&Problem, Settings, &Analysis),
) -> usize {
    // The oracle gets a budget, and the few problems it cannot finish are skipped.
    let mut rng = asobiba::rng::Rng::new(seed);
    let mut checked = 0;
    for attempt in 0..attempts {
        let Some((sgf, p)) = make(&mut rng) else {
            continue;
        };
        let s = Settings {
            budget: Some(400_000),
            ..rules(attempt, &mut rng)
        };
        let (fast, slow) = both(&p, s);
        let spent = |a: &Analysis| a.status == Unknown || a.children_stopped.is_some();
        if spent(&slow) || spent(&fast) {
            continue;
        }
        assert!(same(&fast, &slow), "{sgf} {s:?}\n{fast:?}\n{slow:?}");
        checked += 1;
        each(&p, s, &fast);
    }
    checked
}

/// One of the search's shortcuts checked: random problems (`make`) under every rule, the
/// solver against the oracle, and again with the shortcut switched off (`off`), which shows
/// where it acted (other nodes). At least `checked` problems must be checked, and the
/// shortcut must act on at least `acted` of them (else the test proves nothing).
fn switched_off_against_the_oracle(
    seed: u64,
    make: impl FnMut(&mut asobiba::rng::Rng) -> Option<(String, Problem)>,
    attempts: usize,
    off: impl Fn(&mut Solver),
    (checked, acted): (usize, usize),
) {
    let mut did = 0;
    let rules = |attempt: usize, _: &mut asobiba::rng::Rng| every_rule(attempt);
    let done = random_corners_against_the_oracle(seed, make, attempts, rules, |p, s, fast| {
        let mut without = Solver::new(p.clone(), s);
        off(&mut without);
        if without.analyse(&mut Control::unlimited()).nodes != fast.nodes {
            did += 1;
        }
    });
    assert!(done >= checked, "only {done} problems checked");
    assert!(did >= acted, "the shortcut acted on only {did} of {done}");
}

#[test]
fn random_corner_problems_agree_with_the_oracle() {
    let mut ko_or_seki = 0;
    let rules = |attempt: usize, rng: &mut asobiba::rng::Rng| Settings {
        pass: if rng.below(2) == 0 {
            PassRule::Asymmetric
        } else {
            PassRule::Plain
        },
        // The approach parameter on some (it only acts when one side wins every ko).
        n: (attempt % 3) as u8,
        ..Settings::default()
    };
    let checked = random_corners_against_the_oracle(
        14,
        |r| random_corner(r, 3),
        150,
        rules,
        |_, _, fast| {
            if matches!(fast.status, Ko | Seki) {
                ko_or_seki += 1;
            }
        },
    );
    assert!(checked >= 60, "only {checked} problems checked");
    assert!(
        ko_or_seki >= 1,
        "only {ko_or_seki} ko or seki problems among {checked}"
    );
}

#[test]
fn the_static_dead_test_agrees_with_the_oracle_under_every_rule() {
    // The search stops where the defender is hopeless (`Engine::hopeless`); the oracle plays
    // on until the stones are taken. Fewer White stones than above, so that it fires; the
    // solver without the test shows where it fired (other nodes).
    switched_off_against_the_oracle(
        41,
        |r| random_corner(r, 2),
        120,
        |s| s.engine.switches().dead_test = false,
        (60, 20),
    );
}

#[test]
fn the_dead_test_on_two_adjacent_points_agrees_with_the_oracle_under_every_rule() {
    // The dead test's second case (`Engine::hopeless`): two adjacent points out of the
    // attacker's reach, and two empty points it can still join. The solver without it shows
    // where it fired.
    switched_off_against_the_oracle(
        43,
        |r| random_corner(r, 2),
        120,
        |s| s.engine.switches().dead_pair = false,
        (60, 20),
    );
}

#[test]
fn the_dead_test_after_one_join_agrees_with_the_oracle_under_every_rule() {
    // The dead test one move ahead (`Engine::join_kills`): with the attacker to move, one
    // join of its stones to the wall leaves the test true. The solver without it shows
    // where it fired.
    switched_off_against_the_oracle(
        44,
        |r| random_corner(r, 2),
        120,
        |s| s.engine.switches().dead_join = false,
        (60, 30),
    );
}

#[test]
fn the_joins_at_the_defenders_turn_agree_with_the_oracle_under_every_rule() {
    // The same with the defender to move (`Engine::join_kills`): two such joins, each with
    // an empty point to spare, so whatever the defender plays one is left. The solver
    // without it shows where it fired.
    switched_off_against_the_oracle(
        45,
        |r| random_corner(r, 2),
        120,
        |s| s.engine.switches().dead_join_defender = false,
        (60, 20),
    );
}

#[test]
fn two_joins_ahead_agree_with_the_oracle_under_every_rule() {
    // With the attacker to move, a join after which the defender faces two killing joins
    // (`Engine::join_kills`). The solver without it shows where it fired.
    switched_off_against_the_oracle(
        46,
        |r| random_corner(r, 2),
        120,
        |s| s.engine.switches().dead_join_twice = false,
        (60, 15),
    );
}

#[test]
fn joins_that_join_chains_agree_with_the_oracle_under_every_rule() {
    // A join that also joins the attacker's chains next to the point to the wall, whose
    // neighbours then leave `far` too: every such chain with the attacker to move, those
    // with two liberties or more with the defender to move (`Engine::joins_kill`). The
    // solver without it shows where it fired.
    switched_off_against_the_oracle(
        47,
        |r| random_corner(r, 2),
        120,
        |s| s.engine.switches().dead_join_merge = false,
        (60, 30),
    );
}

#[test]
fn the_defenders_own_stones_in_the_unconditional_game_agree_with_the_oracle() {
    // In the unconditional-life game the defender's stones leave `far` (`Engine::hopeless`):
    // the attacker may pass for ever, so they stay, and no enclosed area holds one. The
    // alive level and seki's test run that game. The solver without it shows where it
    // fired.
    switched_off_against_the_oracle(
        48,
        random_eyes,
        200,
        |s| s.engine.switches().dead_own_stones = false,
        (100, 30),
    );
}

#[test]
fn states_after_a_pass_agree_with_the_oracle_under_every_rule() {
    // The keys leave out that the last move was a pass where that changes nothing
    // (`Engine::last_pass_counts`): the attacker to move, or the defender in the
    // unconditional-life game without the approach parameter. A state after a pass then
    // shares the table with the same stones reached otherwise. The solver without it
    // shows where it acted.
    switched_off_against_the_oracle(
        49,
        random_liberties,
        300,
        |s| s.engine.switches().last_pass_key = false,
        (150, 80),
    );
}

#[test]
fn start_numbers_from_the_defenders_room_agree_with_the_oracle_under_every_rule() {
    // In the survival game the attacker's start proof number with the defender to move
    // counts the empty points (`room_start`): only the order of the work changes, never a
    // result. The solver without it shows where it acted.
    switched_off_against_the_oracle(
        61,
        random_liberties,
        300,
        |s| s.engine.switches().room_start = false,
        (150, 100),
    );
}

#[test]
fn hints_kept_to_their_kind_of_game_agree_with_the_oracle_under_every_rule() {
    // A hint is read only by the kind of game that left it (`hints_by_game`): only the
    // order of the work changes, never a result. The solver without it shows where it
    // acted.
    switched_off_against_the_oracle(
        67,
        random_liberties,
        500,
        |s| s.engine.switches().hints_by_game = false,
        (300, 12),
    );
}

#[test]
fn moves_tried_first_from_a_siblings_proof_agree_with_the_oracle_under_every_rule() {
    // Below a sibling that lost, df-pn tries first the move that won the matching state
    // there (`shadow_hints`): only the order of the work changes, never a result. The
    // solver without it shows where it acted.
    switched_off_against_the_oracle(
        68,
        random_liberties,
        500,
        |s| s.engine.switches().shadow_hints = false,
        (300, 150),
    );
}

#[test]
fn asking_the_alive_level_first_changes_no_answer() {
    // `Solver::alive_first` asks the alive level before the ladder, under a cap: each level
    // is exact, so only the work changes. The solver without it shows where it acted.
    let mut acted = 0;
    for name in [
        "bulky-five",
        "rabbity-six",
        "l-group-open",
        "j-group",
        "bent-four-corner",
        "seki-in-eye",
        "ten-thousand-year-ko",
    ] {
        for first in [B, W] {
            let (with, without) = with_and_without(load(name, first), Settings::default(), |off| {
                off.alive_first = false
            });
            assert_eq!(with.pv, without.pv, "{name}");
            acted += usize::from(with.nodes != without.nodes);
        }
    }
    assert!(acted >= 10, "the probe acted on only {acted} of 14");
}

/// Corner shapes from tinytsumego2's collection (frostburn/tinytsumego2, tsumego.c), drawn
/// by make.py: (fixture, side to move, status, key moves, threats the defender and the
/// attacker need in a ko). Its recorded values agree: "captured" with no ko threats where we
/// say dead, or a ko the defender needs a threat for; not captured where we say alive, or a
/// ko the attacker needs a threat for; the ko threats it grants match ours (the defender
/// of the J+1 group dies with one threat: it needs two; the attacker of the L+2 group kills
/// with one).
type Corner = (
    &'static str,
    Color,
    Status,
    &'static [&'static str],
    Option<(u8, u8)>,
);
const BENT_FOUR: &[Corner] = &[
    ("bent-four-corner", B, Ko, &["B3"], Some((1, 0))),
    ("bent-four-corner", W, Alive, &["A3", "B3"], None),
    ("bent-four-corner-1", B, Ko, &["B3"], Some((1, 0))),
    ("bent-four-corner-1", W, Alive, &["A3", "B3"], None),
    ("bent-four-corner-2", B, Alive, &[], None),
    ("bent-four-corner-2", W, Alive, &[], None),
    // The bent four in the corner itself: Black may start the ko (either atari, or the
    // 1-1 point); White has no move that helps, passing is its best.
    ("bent-four-dead", B, Ko, &["A2", "A4", "C4"], Some((1, 0))),
    ("bent-four-dead", W, Ko, &[], Some((1, 0))),
];
const L_GROUPS: &[Corner] = &[
    ("l-group-open", W, Dead, &[], None),
    ("l-plus-one-first", B, Dead, &["C6", "E5", "F3"], None),
    ("l-plus-one-first", W, Alive, &["E6", "F4", "F5"], None),
    ("l-plus-one-second", B, Dead, &["D6", "E3"], None),
    (
        "l-plus-one-second",
        W,
        Alive,
        &["D6", "D7", "E5", "E6"],
        None,
    ),
    ("l-plus-two-descent", B, Ko, &["D6", "E5"], Some((0, 1))),
    ("long-l-group", B, Ko, &["C7", "D6", "E4"], Some((0, 1))),
];
const J_GROUPS: &[Corner] = &[
    ("j-group", B, Dead, &["A6", "C7"], None),
    (
        "j-group",
        W,
        Alive,
        &["A3", "A5", "A6", "B5", "B6", "C7", "D7"],
        None,
    ),
    ("j-group-straight", B, Ko, &["A5", "B6", "C7"], Some((1, 0))),
    (
        "j-group-straight",
        W,
        Alive,
        &["A4", "A5", "A6", "B5", "B6", "C7"],
        None,
    ),
    (
        "j-plus-one-descent",
        B,
        Ko,
        &["A2", "B3", "B6", "D6"],
        Some((2, 0)),
    ),
];

/// The ten-thousand-year ko (万年コウ), from tinytsumego2's later collection (collection.c,
/// "Long L Group": "No Outside Liberties (Mannen-Ko)", "… w/ Hane (Seki)", "… (Ko)"). Its
/// records, Black to play: not captured with no ko threats, captured when Black has one; after
/// White's hane, not captured (a seki) with none, captured with two. Ours: a ko the defender
/// holds with no threats at all (whoever starts it needs one: the mark of the
/// ten-thousand-year ko) and the attacker needs one to win; after the hane an approach ko
/// the attacker needs two threats for. White first lives (not in its records).
const TEN_THOUSAND_YEAR_KO: &[Corner] = &[
    (
        "ten-thousand-year-ko",
        B,
        Ko,
        &["A4", "B5", "D6"],
        Some((0, 1)),
    ),
    (
        "ten-thousand-year-ko",
        W,
        Alive,
        &["A4", "B5", "B6", "C5", "C6", "D6"],
        None,
    ),
    ("ten-thousand-year-ko-hane", B, Ko, &["D6"], Some((0, 2))),
    (
        "ten-thousand-year-ko-hane",
        W,
        Alive,
        &["A4", "B5", "B6", "C5", "C6", "D6", "E6"],
        None,
    ),
];

/// The status, key moves and ko threats of `corner` (the other moves' statuses are not
/// asked for: these take up to 13 M nodes each).
fn check_corner(
    &(name, first, status, moves, threats): &Corner,
    order_seed: Option<u64>,
) -> Analysis {
    let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
    let o = Overrides {
        first: Some(first),
        live: Some(W),
        ..Default::default()
    };
    // Three times the most any of these takes (13 M nodes, the carpenter's square with
    // Black first), so that a search which loses its way fails here as "unknown" instead
    // of running for hours: the ten-thousand-year ko did, when df-pn's numbers overflowed
    // and the exhaustive search took over.
    let s = Settings {
        every_move: false,
        order_seed,
        budget: Some(40_000_000),
        ..Settings::default()
    };
    let a = run(Problem::from_sgf(&text, &o).unwrap(), s);
    let what = format!("{name}, {} first, order {order_seed:?}", first.name());
    assert_eq!(a.status, status, "{what}: {a:?}");
    assert_eq!(sorted(&a.moves), moves, "{what}");
    let ko = a.ko.as_ref().map(|k| {
        (
            k.defender_threats.unwrap_or(99),
            k.attacker_threats.unwrap_or(99),
        )
    });
    assert_eq!(ko, threats, "{what}");
    a
}

#[test]
fn bent_four_in_the_corner_is_a_ko_white_cannot_resolve() {
    check_corners(BENT_FOUR);
}

/// Each of `corners` in every order (`in_every_order`).
fn check_corners(corners: &[Corner]) {
    for c in corners {
        in_every_order(c);
    }
}

/// `corner` in the fixed move order and under random orders 0-19, as the issue asks of
/// every test problem: the same result each time. The fixed order's analysis.
fn in_every_order(corner: &Corner) -> Analysis {
    for seed in 0..20 {
        check_corner(corner, Some(seed));
    }
    check_corner(corner, None)
}

#[test]
fn l_groups_in_the_corner() {
    check_corners(L_GROUPS);
}

#[test]
fn j_groups_in_the_corner() {
    check_corners(J_GROUPS);
}

/// The carpenter's square with no outside liberty, from the same collection ("No Outside
/// Liberties (Attack)": captured with no ko threats; "(Seki)": not captured when White has
/// one): a ko White needs one threat for, Black none; White first lives only at the vital
/// 2-2 point, as the books say. Then the same with one outside liberty after Black's mistake
/// at C6 ("not captured" with White to play: a ko White holds with no threats, Black needs
/// one). Last, the one-liberty square itself, the benchmark's slowest rows: our own answers
/// (no record to check them against).
const CARPENTERS: &[Corner] = &[
    ("carpenters-square", W, Alive, &["B6"], None),
    (
        "carpenters-square",
        B,
        Ko,
        &["A4", "A5", "A6", "B5", "B6", "B7", "C6", "C7", "D7"],
        Some((1, 0)),
    ),
    (
        "carpenters-square-1-mistake",
        W,
        Ko,
        &["B6", "B7", "D7"],
        Some((0, 1)),
    ),
    (
        "carpenters-square-1",
        W,
        Alive,
        &["A4", "A6", "B5", "B6", "B7", "C6", "D7"],
        None,
    ),
    (
        "carpenters-square-1",
        B,
        Ko,
        &["A4", "B5", "B6", "C6", "D7"],
        Some((1, 0)),
    ),
];

/// The recorded positions, in the fixed order and under 20 random move orders (as the issue
/// asks of every test problem; Black first takes 1.1 M nodes in the fixed order, the
/// mistake 1.8 M). The one-liberty square in a test of its own, so that the two cores share
/// the work (each test takes one to two minutes in the dev profile).
#[test]
fn the_carpenters_square() {
    check_corners(&CARPENTERS[..3]);
}

/// The one-liberty square itself, the benchmark's slowest rows: our own answers (no record
/// to check them against), in the fixed order and under 20 random move orders.
#[test]
fn the_carpenters_square_with_one_liberty() {
    check_corners(&CARPENTERS[3..]);
}

#[test]
fn the_ten_thousand_year_ko() {
    for c in TEN_THOUSAND_YEAR_KO {
        let a = in_every_order(c);
        // A direct ko; after the hane, an approach ko.
        let kind = match (c.0, c.2) {
            (_, Alive) => None,
            ("ten-thousand-year-ko", _) => Some("direct"),
            _ => Some("approach"),
        };
        assert_eq!(a.ko.as_ref().map(|k| k.kind), kind, "{}", c.0);
        // The hane leaves Black one approach move to make (two threats).
        let steps = kind.map(|k| (k == "approach") as u8);
        assert_eq!(a.ko.as_ref().and_then(|k| k.steps), steps, "{}", c.0);
    }
}

#[test]
fn results_do_not_depend_on_the_order_moves_are_tried_in() {
    let mut problems: Vec<(&str, Color, PassRule)> = SHAPES
        .iter()
        .map(|&(n, c, _, _)| (n, c, PassRule::Asymmetric))
        .collect();
    for first in [B, W] {
        for pass in [PassRule::Asymmetric, PassRule::Plain] {
            problems.push(("article-pass-rule", first, pass));
            problems.push(("article-triple-ko", first, pass));
        }
    }
    let rules = |pass, n| Settings {
        pass,
        n,
        ..Settings::default()
    };
    let mut cases: Vec<(&str, Color, Settings)> = problems
        .into_iter()
        .map(|(name, c, pass)| (name, c, rules(pass, 0)))
        .collect();
    for n in [2, 3] {
        cases.push(("article-approach-ko", W, rules(PassRule::Asymmetric, n)));
    }
    // The cycle of ko retakes under its own rules (threats, N, situational superko).
    for first in [B, W] {
        cases.push(("ko-retake-cycle", first, KO_RETAKE_CYCLE));
    }
    for (name, first, base) in cases {
        let reference = run(load(name, first), base);
        for seed in 0..20 {
            let s = Settings {
                order_seed: Some(seed),
                ..base
            };
            let a = run(load(name, first), s);
            assert!(
                same(&a, &reference),
                "{name} {} seed {seed}:\n{a:?}\n{reference:?}",
                first.name()
            );
            assert_eq!(a.pv, reference.pv, "the line is chosen in a fixed order");
        }
    }
}

#[test]
fn the_compact_mask_layout_searches_the_same() {
    // The search keeps region masks in the region's bounding box when it fits in 128 bits,
    // else in a compact order. On the same problem the two must search alike, node for
    // node (the position hashes are the same, so is every table decision).
    for name in [
        "bulky-five",
        "rabbity-six",
        "l-plus-one",
        "rectangular-six-corner-1",
    ] {
        let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
        for first in [B, W] {
            let o = Overrides {
                live: Some(W),
                first: Some(first),
                ..Default::default()
            };
            let problem = Problem::from_sgf(&text, &o).unwrap();
            let boxed = run(problem.clone(), Settings::default());
            let compact = Layout {
                boxed: false,
                ..Layout::default()
            };
            let mut compact = Solver::with_layout(problem, Settings::default(), compact);
            let compact = compact.analyse(&mut Control::unlimited());
            assert_eq!(boxed.status, compact.status, "{name}");
            assert_eq!(boxed.nodes, compact.nodes, "{name}");
            let statuses = |a: &Analysis| a.children.iter().map(|c| c.status).collect::<Vec<_>>();
            assert_eq!(statuses(&boxed), statuses(&compact), "{name}");
            assert_eq!(boxed.moves, compact.moves, "{name}");
        }
    }
}

/// Random corners (captures of both colours, suicide, ko), each under one of the rule
/// combinations in turn (`attempts` tries of the three generators from `seed`), and the
/// named fixtures each side first under the default rules.
fn problems_under_every_rule(
    seed: u64,
    attempts: usize,
    fixtures: &[&str],
) -> Vec<(String, Problem, Settings)> {
    let mut rng = asobiba::rng::Rng::new(seed);
    let mut problems = Vec::new();
    for attempt in 0..attempts {
        let made = match attempt % 3 {
            0 => random_corner(&mut rng, 3),
            1 => random_liberties(&mut rng),
            _ => random_eyes(&mut rng),
        };
        if let Some((sgf, p)) = made {
            problems.push((sgf, p, every_rule(attempt)));
        }
    }
    for name in fixtures {
        for first in [B, W] {
            problems.push((name.to_string(), load(name, first), Settings::default()));
        }
    }
    problems
}

/// Each problem analysed by the solvers `a` and `b` make, within `budget` nodes: the same
/// search, node for node, with the same answers and line. The number of problems checked.
fn search_alike(
    problems: Vec<(String, Problem, Settings)>,
    budget: u64,
    a: impl Fn(Problem, Settings) -> Solver,
    b: impl Fn(Problem, Settings) -> Solver,
) -> usize {
    let mut checked = 0;
    for (sgf, p, rules) in problems {
        let s = Settings {
            budget: Some(budget),
            ..rules
        };
        let one = a(p.clone(), s).analyse(&mut Control::unlimited());
        let two = b(p, s).analyse(&mut Control::unlimited());
        assert_eq!(one.nodes, two.nodes, "{sgf} {s:?}");
        assert!(same(&one, &two), "{sgf} {s:?}\n{one:?}\n{two:?}");
        assert_eq!(one.pv, two.pv, "{sgf} {s:?}");
        checked += 1;
    }
    checked
}

#[test]
fn captures_on_the_region_masks_search_like_captures_on_the_board() {
    // Where no stone outside the region can be taken, captures are tested on the region
    // masks; walking the board must give the same search, node for node, under every rule.
    let fixtures = [
        "bent-four-corner",
        "ten-thousand-year-ko",
        "seki-in-eye",
        "article-triple-ko",
    ];
    let on_board = |p, s| {
        let mut board = Solver::new(p, s);
        board.engine.capture_on_board();
        board
    };
    let checked = search_alike(
        problems_under_every_rule(59, 120, &fixtures),
        100_000,
        Solver::new,
        on_board,
    );
    assert!(checked >= 100, "only {checked} problems checked");
}

#[test]
fn the_mask_widths_search_the_same() {
    // Regions whose layout fits 64 bits are searched on 64-bit masks, the rest on 128: the
    // same search, node for node and answer for answer, under every rule. Each problem on
    // its narrow masks and forced onto wide ones.
    let fixtures = [
        "carpenters-square",
        "j-group",
        "article-triple-ko",
        "seki-in-eye",
    ];
    let narrow = |p, s| {
        let solver = Solver::new(p, s);
        assert!(matches!(solver.engine, AnyEngine::Narrow(_)));
        solver
    };
    let wide = |p, s| {
        let solver = Solver::with_layout(
            p,
            s,
            Layout {
                wide: true,
                ..Layout::default()
            },
        );
        assert!(matches!(solver.engine, AnyEngine::Wide(_)));
        solver
    };
    let checked = search_alike(
        problems_under_every_rule(61, 90, &fixtures),
        60_000,
        narrow,
        wide,
    );
    assert!(checked >= 70, "only {checked} problems checked");
}

#[test]
fn a_region_past_64_bits_is_searched_on_wide_masks() {
    // A far region point at B8 stretches the bounding box to 11 rows of 6 bits: past 64,
    // within 128. The search then runs on 128-bit masks and gives the small board's answer.
    for name in ["bulky-five", "rabbity-six"] {
        for (small, far) in with_a_far_region_point(name, "bl") {
            let mut small = Solver::new(small, Settings::default());
            assert!(matches!(small.engine, AnyEngine::Narrow(_)), "{name}");
            let mut far = Solver::new(far, Settings::default());
            assert!(matches!(far.engine, AnyEngine::Wide(_)), "{name}");
            let (small, far) = (
                small.analyse(&mut Control::unlimited()),
                far.analyse(&mut Control::unlimited()),
            );
            same_answer(&small, &far, name);
        }
    }
}

/// A fixture with White to live, each side first, and the same on a 19×19 board with one
/// more region point at `far`: a black stone with free liberties outside the region, so
/// no new move and no new eye, only a larger layout.
fn with_a_far_region_point(name: &str, far: &str) -> Vec<(Problem, Problem)> {
    let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
    let moved =
        text.replacen("AB[", &format!("AB[{far}]["), 1)
            .replacen("SQ[", &format!("SQ[{far}]["), 1);
    let (head, tail) = moved.split_once("SZ[").unwrap();
    let moved = format!("{head}SZ[19]{}", tail.split_once(']').unwrap().1);
    [B, W]
        .into_iter()
        .map(|first| {
            let o = Overrides {
                live: Some(W),
                first: Some(first),
                ..Default::default()
            };
            let p = |t: &str| Problem::from_sgf(t, &o).unwrap();
            (p(&text), p(&moved))
        })
        .collect()
}

/// The same status, the same status after every move, and as many key moves (the same
/// points, named on a taller board).
fn same_answer(a: &Analysis, b: &Analysis, name: &str) {
    assert_eq!(a.status, b.status, "{name}");
    let statuses = |a: &Analysis| a.children.iter().map(|c| c.status).collect::<Vec<_>>();
    assert_eq!(statuses(a), statuses(b), "{name}");
    assert_eq!(a.moves.len(), b.moves.len(), "{name}");
}

#[test]
fn a_region_too_wide_for_the_bounding_box_layout_gets_the_same_answer() {
    // A far region point at S1 widens the box past 128 bits: the compact layout is used.
    for name in ["bulky-five", "rabbity-six", "l-plus-one"] {
        for (small, far) in with_a_far_region_point(name, "ss") {
            let (small, far) = (
                run(small, Settings::default()),
                run(far, Settings::default()),
            );
            same_answer(&small, &far, name);
        }
    }
}

#[test]
fn a_spent_budget_says_so_instead_of_guessing() {
    let s = Settings {
        budget: Some(50),
        ..Settings::default()
    };
    let a = run(load("rabbity-six", B), s);
    assert_eq!(a.status, Unknown);
    assert!(a.moves.is_empty() && a.pv.is_empty());
    assert!(a.stopped.unwrap().contains("budget of 50 nodes"));
    assert!(
        a.budget_spent,
        "the flag the page offers a larger budget by"
    );
    // Another limit is not the node budget: a larger one would not help.
    let mut solver = Solver::new(load("rabbity-six", B), Settings::default());
    let a = solver.analyse(&mut Control::unlimited().with_budget(50));
    assert_eq!(a.status, Unknown);
    assert!(a.stopped.unwrap().contains("budget of 50 steps"));
    assert!(!a.budget_spent);
    assert!(!run(load("rabbity-six", B), Settings::default()).budget_spent);
}

#[test]
fn a_line_too_long_for_the_stack_stops_with_a_message() {
    // Without the dead test, and with the start numbers of eye room alone, df-pn follows
    // this corner's cycle of ko retakes deeper than a 2 MB stack holds: it used to overflow
    // it. Now the line stops at its limit (800 moves) and the result says so. (With the
    // keys that leave out the attacker's last pass, or the start numbers that count the
    // defender's room, df-pn no longer goes that deep; nor where it decides a state met
    // again with no new position since, which it does here.)
    let switched = || {
        let mut solver = Solver::new(load("ko-retake-cycle", W), KO_RETAKE_CYCLE);
        solver.engine.switches().dead_test = false;
        solver.engine.switches().reach_start = false;
        solver.engine.switches().room_start = false;
        solver.engine.switches().last_pass_key = false;
        solver
    };
    let mut solver = switched();
    solver.engine.switches().revisits = false;
    let a = solver.analyse(&mut Control::unlimited());
    assert_eq!(a.status, Unknown);
    assert!(
        a.stopped
            .as_deref()
            .unwrap()
            .contains("grew past 800 moves"),
        "{:?}",
        a.stopped
    );
    assert!(!a.budget_spent);
    assert_eq!(switched().analyse(&mut Control::unlimited()).status, Dead);
    // With the dead test the same problem is solved (the lines end long before).
    assert_eq!(
        run(load("ko-retake-cycle", W), KO_RETAKE_CYCLE).status,
        Dead
    );
}

#[test]
fn restarts_after_an_overflow_sum_weakly_and_finish() {
    // With Black first, and the dead test's joins at the defender's turn but neither two
    // ahead nor joining chains, df-pn's numbers on this corner overflow: hints feed each
    // other round cycles of ko retakes, which the defender wins. With plain sums every
    // restart of `Engine::solve` overflows again, and the exhaustive search behind them
    // runs to the budget. The restarts' weak sums count a shared subtree once, and finish.
    // (With the keys that leave out the attacker's last pass, the start numbers that
    // count the defender's room, or the moves tried first from a sibling's proof, plain
    // sums finish too.)
    let budget = Settings {
        budget: Some(1_000_000),
        ..Settings::default()
    };
    let solver = |weak_sum: bool| {
        let mut s = Solver::new(load("l-plus-one-first", B), budget);
        s.engine.switches().dead_join_twice = false;
        s.engine.switches().dead_join_merge = false;
        s.engine.switches().last_pass_key = false;
        s.engine.switches().room_start = false;
        s.engine.switches().shadow_hints = false;
        s.engine.switches().weak_sum = weak_sum;
        s
    };
    let a = solver(true).analyse(&mut Control::unlimited());
    assert_eq!(a.status, Dead);
    let mut moves = a.moves;
    moves.sort();
    assert_eq!(moves, ["C6", "E5", "F3"]);
    let a = solver(false).analyse(&mut Control::unlimited());
    assert_eq!(a.status, Unknown, "plain sums finish: find another fixture");
    assert!(a.budget_spent);
}

/// The rules under which the fixture `ko-retake-cycle` cycles (as in tests/wasm_tsumego.rs).
const KO_RETAKE_CYCLE: Settings = Settings {
    pass: PassRule::Asymmetric,
    superko: Superko::Situational,
    ko: KoRule::Threats { black: 1, white: 0 },
    n: 1,
    order_seed: None,
    budget: None,
    every_move: true,
};

#[test]
fn a_spent_budget_still_says_which_statuses_it_ruled_out() {
    // Each fixture solved in full, then again under budgets of a tenth to nine tenths of
    // its nodes: an unknown result's bounds hold the true status, and some bounds are
    // narrower than the whole ladder (and some as narrow as the status itself: the
    // budget ran out in the key moves or the ko's conditions).
    let rank = |s: Status| {
        [Dead, Ko, Seki, Alive]
            .iter()
            .position(|&l| l == s)
            .unwrap()
    };
    let (mut narrowed, mut exact, mut found) = (0, 0, 0);
    for (name, first) in [
        ("bent-four-corner", B),
        ("rectangular-six-corner", B),
        ("seki-in-eye", B),
        ("l-group", W),
        ("article-triple-ko", B),
    ] {
        let whole = run(load(name, first), Settings::default());
        assert_ne!(whole.status, Unknown, "{name}");
        for tenth in 1..10 {
            let s = Settings {
                budget: Some(whole.nodes * tenth / 10),
                ..Settings::default()
            };
            let a = run(load(name, first), s);
            if a.status != Unknown {
                assert_eq!(a.status, whole.status, "{name}");
                assert!(a.bounds.is_none());
                continue;
            }
            let Some(b) = a.bounds else { continue };
            let (lo, hi) = (rank(b.at_least), rank(b.at_most));
            assert!(
                lo <= rank(whole.status) && rank(whole.status) <= hi,
                "{name} {tenth}/10: {b:?} leaves out {:?}",
                whole.status
            );
            narrowed += 1;
            if lo == hi {
                exact += 1;
            }
            // With the status settled, the key moves proven so far: each keeps the status
            // in the whole solve, and with every move tested they are the whole list.
            let Some(f) = a.found else {
                assert_ne!(
                    lo, hi,
                    "{name} {tenth}/10: a settled status and no key moves"
                );
                continue;
            };
            assert_eq!(lo, hi, "{name} {tenth}/10");
            assert_eq!(f.legal, whole.children.len(), "{name}");
            assert!(f.tested <= f.legal);
            let keeps: Vec<&String> = (whole.children[..f.tested].iter())
                .filter(|c| c.status == whole.status)
                .map(|c| &c.mv)
                .collect();
            assert_eq!(
                f.moves.iter().collect::<Vec<_>>(),
                keeps,
                "{name} {tenth}/10"
            );
            let pass_later = whole.children[f.tested..].iter().any(|c| c.mv == "pass");
            assert_eq!(f.pass_untested, pass_later, "{name} {tenth}/10");
            if f.tested == f.legal && !f.moves.iter().any(|m| m == "pass") {
                assert_eq!(f.moves, whole.moves, "{name} {tenth}/10");
            }
            found += 1;
        }
    }
    assert!(
        narrowed >= 10 && exact >= 3 && found >= 3,
        "{narrowed} narrowed, {exact} exact, {found} with key moves found"
    );
}

#[test]
fn when_passing_keeps_the_status_key_moves_only_says_so() {
    // Only the key moves asked for: where the pass likely keeps the status (the attacker
    // to move, a seki, or the defender with room for a living eye) it is tested first, and
    // when it keeps the status no move is a key move, so the others are not tested. Where
    // the defender has little room the pass comes after its moves that are not idle,
    // which are tested. Either way the answer is the one every move's status gives.
    for (name, first, pass_first) in [
        ("rectangular-eight", W, true),
        ("seki-in-eye", W, true),
        ("bent-four-dead", B, true),
        ("straight-four", W, false),
        ("bent-four-corner-2", W, false),
        ("rectangular-six-corner-2", W, false),
        ("article-approach-ko", W, false),
    ] {
        let every = run(load(name, first), Settings::default());
        let s = key_only();
        let key = run(load(name, first), s);
        assert_eq!(key.status, every.status, "{name}");
        assert!(key.moves.is_empty() && every.moves.is_empty(), "{name}");
        assert_eq!(key.pv, every.pv, "{name}");
        let names = |a: &Analysis| a.children.iter().map(|c| c.mv.clone()).collect::<Vec<_>>();
        assert_eq!(
            names(&key),
            names(&every),
            "{name}: the same moves in the same order"
        );
        // A move tested and found to keep the status has it in both; the rest say unknown.
        let mut kept = 0;
        for (k, e) in key.children.iter().zip(&every.children) {
            if k.mv == "pass" {
                assert_eq!((k.status, e.status), (key.status, key.status), "{name}");
            } else if k.status != Unknown {
                assert_eq!(
                    (k.status, e.status),
                    (key.status, key.status),
                    "{name} {}",
                    k.mv
                );
                kept += 1;
            }
        }
        assert!(key.children_stopped.is_some(), "{name}");
        if pass_first {
            assert_eq!(kept, 0, "{name}: the pass first, no move tested");
        } else {
            assert!(kept > 0, "{name}: moves tested before the pass");
        }
    }
}

#[test]
fn a_budget_spent_on_the_other_moves_keeps_the_status_and_key_moves() {
    // The status, key moves and line come first; the moves that do not keep the status are
    // classified last. A budget that runs out there leaves only those children unknown.
    for (name, first) in [("rabbity-six", W), ("bulky-five", W), ("l-plus-one", W)] {
        let full = run(load(name, first), Settings::default());
        assert!(full.children.iter().all(|c| c.status != Unknown));
        let mut partial = 0;
        for tenth in 1..10 {
            let budget = full.nodes * tenth / 10;
            let a = run(
                load(name, first),
                Settings {
                    budget: Some(budget),
                    ..Settings::default()
                },
            );
            if a.status == Unknown {
                assert!(
                    a.stopped.is_some() && a.children.is_empty(),
                    "{name} {budget}"
                );
                continue;
            }
            assert_eq!(a.status, full.status, "{name} {budget}");
            assert_eq!(a.moves, full.moves, "{name} {budget}");
            assert_eq!(a.pv, full.pv, "{name} {budget}");
            assert_eq!(a.children.len(), full.children.len(), "{name} {budget}");
            let mut unknown = 0;
            for (c, f) in a.children.iter().zip(&full.children) {
                assert_eq!(c.mv, f.mv);
                if c.status == Unknown {
                    unknown += 1;
                    assert!(
                        !full.moves.contains(&c.mv),
                        "a key move is never left unknown"
                    );
                } else {
                    assert_eq!(c.status, f.status, "{name} {budget} {}", c.mv);
                }
            }
            assert_eq!(a.children_stopped.is_some(), unknown > 0, "{name} {budget}");
            if unknown > 0 {
                assert!(a.children_stopped.unwrap().contains("budget"));
                partial += 1;
            }
        }
        assert!(
            partial > 0,
            "{name}: no budget stopped among the other moves"
        );
    }
}

#[test]
fn problems_refuse_bad_input_naming_the_field() {
    let o = Overrides::default();
    let e = Problem::from_sgf("(;SZ[9]AB[aa])", &o).unwrap_err();
    assert_eq!(e.field(), "region");
    let e = Problem::from_sgf("(;SZ[99]AB[aa]SQ[bb])", &o).unwrap_err();
    assert_eq!(e.field(), "sgf");
    let e = Problem::from_sgf("(;SZ[9]AB[aa]AW[ba][ab]SQ[aa])", &o).unwrap_err();
    assert!(e.to_string().contains("no liberty"), "{e}");
    let e = Problem::from_sgf("(;SZ[9]AB[cc]SQ[dd])", &o).unwrap_err();
    assert_eq!(e.field(), "live");
    let o2 = Overrides {
        region: Some("A1 Z9".into()),
        ..Default::default()
    };
    let e = Problem::from_sgf("(;SZ[9]AB[cc])", &o2).unwrap_err();
    assert_eq!(e.field(), "region");
    assert!(Problem::from_sgf("(;SZ[9]AB[aa", &o).is_err());
    let err: asobiba::Error = e.into();
    assert_eq!(err.field(), Some("region"));
}

#[test]
fn the_default_defender_and_first_player_follow_the_issue() {
    // White has stones in the region and fewer on the board: White lives; PL decides who
    // moves, else Black.
    let text = std::fs::read_to_string("tests/data/tsumego/bent-three.sgf").unwrap();
    let p = Problem::from_sgf(&text, &Overrides::default()).unwrap();
    assert_eq!((p.defender, p.first), (W, B));
    let p = Problem::from_sgf(&text.replace("C[", "PL[W]C["), &Overrides::default()).unwrap();
    assert_eq!(p.first, W);
    // The SGF written back reads as the same problem.
    let q = Problem::from_sgf(&p.to_sgf(), &Overrides::default()).unwrap();
    assert_eq!(
        (q.stones.clone(), q.region.clone(), q.first),
        (p.stones, p.region, p.first)
    );
    // A comment with SGF's special characters comes back as written.
    let said = r"White [to live] \ a\b";
    let text = text.replace(
        "C[Bent three: Black to kill]",
        r"C[White \[to live\] \\ a\\b]",
    );
    let p = Problem::from_sgf(&text, &Overrides::default()).unwrap();
    assert_eq!(p.comment, said);
    let q = Problem::from_sgf(&p.to_sgf(), &Overrides::default()).unwrap();
    assert_eq!(q.comment, said);
}

/// A fixture with its comment replaced by `comment` (and `extra` properties added).
fn asking(name: &str, comment: &str, extra: &str) -> String {
    let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
    let start = text.find("C[").unwrap();
    let end = start + text[start..].find(']').unwrap();
    format!("{}{extra}C[{comment}{}", &text[..start], &text[end..])
}

#[test]
fn the_comments_question_names_who_moves_and_lives_and_its_claim_is_checked() {
    let o = Overrides::default();
    let solve = |text: &str, o: &Overrides| {
        let p = Problem::from_sgf(text, o).unwrap();
        let (first, defender) = (p.first, p.defender);
        (first, defender, run(p, key_only()))
    };
    // With no PL the question names who moves: bent three, White to play and live.
    let (first, defender, a) = solve(&asking("bent-three", "White to play and live", ""), &o);
    assert_eq!((first, defender, a.status), (W, W, Alive));
    let q = a.question.unwrap();
    assert_eq!(
        (q.first, q.live, q.claim, q.agrees),
        ("white", Some("white"), Some(Alive), Some(true))
    );
    assert_eq!(
        q.words,
        "the problem says White lives (“White to play and live”): the answer agrees"
    );
    // The classical claim that the carpenter's square dies is refuted: it is a ko.
    let (first, defender, a) = solve(&asking("carpenters-square", "黒先白死", ""), &o);
    assert_eq!((first, defender, a.status), (B, W, Ko));
    let q = a.question.as_ref().unwrap();
    assert_eq!((q.claim, q.agrees), (Some(Dead), Some(false)));
    assert!(q.words.ends_with("the answer says ko"), "{}", q.words);
    assert!(a
        .summary(&[])
        .contains("\nthe problem says White dies (“黒先白死”): the answer says ko"));
    // PL and the overrides win over the question, and the claim is then not judged.
    let (first, _, a) = solve(&asking("bent-three", "White to live", "PL[B]"), &o);
    assert_eq!((first, a.status), (B, Dead));
    let q = a.question.unwrap();
    assert_eq!(q.agrees, None);
    assert!(q.words.ends_with("asked with White first"), "{}", q.words);
    let black = Overrides {
        first: Some(B),
        ..Default::default()
    };
    let (first, _, a) = solve(&asking("bent-three", "White to live", ""), &black);
    assert_eq!((first, a.question.unwrap().agrees), (B, None));
    // A question whose defender has no stones in the region is left aside for that.
    let (_, defender, a) = solve(&asking("bent-three", "Black to live", ""), &o);
    assert_eq!((defender, a.status), (W, Dead));
    assert!(a
        .question
        .unwrap()
        .words
        .ends_with("asked with Black to live"));
    // After moves played, the claim is the start's.
    let p = Problem::from_sgf(&asking("bent-three", "Black to kill", ""), &o).unwrap();
    let mut s = Solver::new(p, key_only());
    let mv = s.parse_move("D5").unwrap();
    s.play(mv).unwrap();
    let q = s.analyse(&mut Control::unlimited()).question.unwrap();
    assert_eq!(q.agrees, None);
    assert!(q
        .words
        .ends_with("asked of the start, before the moves played"));
    // A question with no claim, and a comment with none.
    let (first, _, a) = solve(&asking("bent-three", "白先", ""), &o);
    assert_eq!((first, a.question.unwrap().words.as_str()), (W, ""));
    let (_, _, a) = solve(&asking("bent-three", "Bent three", ""), &o);
    assert!(a.question.is_none());
    // Some collections ask in the game comment (GC) instead.
    let text = asking("bent-three", "10級", "GC[白先活]");
    let (first, defender, a) = solve(&text, &o);
    assert_eq!(
        (first, defender, a.question.unwrap().agrees),
        (W, W, Some(true))
    );
    // It stays there in the problem's SGF and in the answer's, which read back alike.
    let p = Problem::from_sgf(&text, &o).unwrap();
    let solver = Solver::new(p.clone(), key_only());
    let answer = solver.solution_sgf(&run(p.clone(), key_only()));
    assert!(answer.contains("GC[白先活\nalive"), "{answer}");
    for again in [p.to_sgf(), answer] {
        let q = Problem::from_sgf(&again, &o).unwrap();
        assert_eq!(
            (q.comment.as_str(), q.first, q.question),
            ("10級", W, p.question.clone())
        );
    }
    // A suggested region floods from the stones of the defender the question names:
    // "White to kill" on the bent three's board makes Black the one to save.
    let auto = Overrides {
        region: Some("auto".into()),
        ..Default::default()
    };
    let unmarked = asking("bent-three", "White to kill", "").replace("SQ[", "XX[");
    let p = Problem::from_sgf(&unmarked, &auto).unwrap();
    assert_eq!((p.first, p.defender), (W, B));
    // The Go JSON form reads it too, when it names no side to move.
    let json = r#"{"board":"grid:5x5","black":["A2","B2","B1"],"white":["A3","B3","C3","C2","C1"],"region":["A1","A2","B2","B1"],"comment":"White to kill"}"#;
    let p = Problem::parse(json, &o).unwrap();
    assert_eq!((p.first, p.defender), (W, B));
    let a = run(p, key_only());
    assert_eq!((a.status, a.question.unwrap().agrees), (Dead, Some(true)));
}

/// A fixture whose comment is `comment` and whose root is followed by `lines` (the file's
/// variations), with no PL.
fn with_lines(name: &str, comment: &str, lines: &str) -> String {
    let text = asking(name, comment, "")
        .replace("PL[B]", "")
        .replace("PL[W]", "");
    format!("{}{lines})", text.trim_end().strip_suffix(')').unwrap())
}

#[test]
fn the_files_marked_moves_are_read_and_checked_against_the_key_moves() {
    let o = Overrides::default();
    let solve = |text: &str| {
        let p = Problem::from_sgf(text, &o).unwrap();
        let first = p.first;
        (first, run(p, key_only()))
    };
    // goproblems.com's RIGHT at the end of the correct line; a line that says "Wrong".
    let text = with_lines(
        "bent-three",
        "Problem 12",
        "(;B[dc];W[cc];B[dd]C[RIGHT])(;B[cc];W[dc]C[Wrong: White lives])",
    );
    let (first, a) = solve(&text);
    assert_eq!((first, a.status), (B, Dead));
    let f = a.file_answer.unwrap();
    assert_eq!(
        (f.first, f.correct, f.wrong, f.marked),
        (
            "black",
            vec!["D5".to_string()],
            vec!["C5".to_string()],
            true
        )
    );
    assert_eq!(
        (f.agrees, f.words.as_str()),
        (
            Some(true),
            "the file marks D5 correct, C5 wrong: the answer agrees"
        )
    );
    // With no PL and no question, the side the file's moves start with moves first.
    let (first, a) = solve(&with_lines(
        "bent-three",
        "Problem 12",
        "(;W[dc]C[Correct])",
    ));
    assert_eq!((first, a.status), (W, Alive));
    assert_eq!(a.file_answer.unwrap().agrees, Some(true));
    // A move marked correct that is not a key move, one marked wrong that is: refuted.
    let (_, a) = solve(&with_lines(
        "bent-three",
        "",
        "(;B[cc]C[Correct])(;B[dc]C[Wrong])",
    ));
    let f = a.file_answer.clone().unwrap();
    assert_eq!(f.agrees, Some(false));
    assert_eq!(
        f.words,
        "the file marks C5 correct, D5 wrong: C5 is not a key move, D5 is a key move"
    );
    assert!(a
        .summary(&[])
        .contains("\nthe file marks C5 correct, D5 wrong: C5 is not a key move"));
    // No key move where the mover is dead whatever it plays: the file's move is refuted.
    let (first, a) = solve(&with_lines("square-four", "", "(;W[cc]C[Correct])"));
    assert_eq!((first, a.status), (W, Dead));
    let f = a.file_answer.unwrap();
    assert_eq!(
        (f.agrees, f.words.as_str()),
        (
            Some(false),
            "the file marks C5 correct: no first move helps (dead whatever White plays)"
        )
    );
    // With every first move classified, the words say what the marked move gives.
    let p = Problem::from_sgf(
        &with_lines("bent-three", "", "(;B[cc]C[Correct])(;B[dc]C[Wrong])"),
        &Overrides::default(),
    )
    .unwrap();
    let words = run(p, Settings::default()).file_answer.unwrap().words;
    assert_eq!(
        words,
        "the file marks C5 correct, D5 wrong: C5 is not a key move (alive after it), D5 is a \
         key move"
    );
    // The bent four in the corner, White first (as the file's line starts): its one
    // unmarked line starts at a key move, and the answer finds another too.
    let (first, a) = solve(&with_lines("bent-four-corner", "", ";W[ba];B[aa]"));
    assert_eq!((first, a.status), (W, Alive));
    let f = a.file_answer.unwrap();
    assert!(!f.marked);
    assert_eq!(
        (f.agrees, f.words.as_str()),
        (
            Some(true),
            "the file's line starts at B3: the answer agrees, and finds A3 too"
        )
    );
    // PL and the question win over the file's moves, which are then not judged.
    let (first, a) = solve(&with_lines(
        "bent-three",
        "Black to kill",
        "(;W[dc]C[Correct])",
    ));
    assert_eq!(first, B);
    assert_eq!(a.file_answer.as_ref().unwrap().agrees, None);
    assert!(a
        .file_answer
        .unwrap()
        .words
        .ends_with(": asked with White first"));
    // After a move played, the file's answer is the start's.
    let p = Problem::from_sgf(&text, &o).unwrap();
    let mut s = Solver::new(p, key_only());
    let mv = s.parse_move("C5").unwrap();
    s.play(mv).unwrap();
    let f = s.analyse(&mut Control::unlimited()).file_answer.unwrap();
    assert_eq!(f.agrees, None);
    assert!(f
        .words
        .ends_with("asked of the start, before the moves played"));
    // The problem's SGF keeps the file's answer as marked variations, read back alike.
    let p = Problem::from_sgf(&text, &o).unwrap();
    let sgf = p.to_sgf();
    assert!(
        sgf.ends_with("(;B[dc]C[Correct])\n(;B[cc]C[Wrong]))"),
        "{sgf}"
    );
    assert_eq!(
        Problem::from_sgf(&sgf, &o).unwrap().file_answer,
        p.file_answer
    );
    let auto = Overrides {
        region: Some("auto".into()),
        ..Overrides::default()
    };
    let unmarked = with_lines("bent-three", "", ";B[dc];W[cc]");
    let p = Problem::from_sgf(&unmarked, &auto).unwrap();
    assert_eq!(
        Problem::from_sgf(&p.to_sgf(), &o).unwrap().file_answer,
        p.file_answer
    );
    assert!(p.file_answer.is_some());
    // No variations, or several unmarked: no file answer.
    for text in [
        asking("bent-three", "", ""),
        with_lines("bent-three", "", "(;B[dc])(;B[cc])"),
    ] {
        assert!(solve(&text).1.file_answer.is_none(), "{text}");
    }
}

#[test]
fn playing_a_refuted_line_changes_the_result() {
    // Bent three, White to live: White's only good move is the bend; after a wrong first
    // move the status changes to dead and the bend is among the solver's answers.
    let mut s = Solver::new(load("bent-three", W), Settings::default());
    let a = s.analyse(&mut Control::unlimited());
    assert_eq!(a.status, Alive);
    let wrong = a
        .children
        .iter()
        .find(|c| c.status == Dead)
        .unwrap()
        .mv
        .clone();
    s.play(s.parse_move(&wrong).unwrap()).unwrap();
    let b = s.analyse(&mut Control::unlimited());
    assert_eq!(b.status, Dead);
    assert!(b.moves.contains(&"D5".to_string()), "{:?}", b.moves);
    assert!(s
        .parse_move("A1")
        .unwrap_err()
        .contains("outside the region"));
}

#[test]
fn the_budget_holds_for_each_analysis_of_a_line() {
    // The page keeps one solver for a problem while the user plays along a line; each
    // analysis gets the whole budget, however many ran before it.
    let line = |budget: Option<u64>| {
        let settings = Settings {
            budget,
            ..Settings::default()
        };
        let mut s = Solver::new(load("l-group-open", B), settings);
        let a = s.analyse(&mut Control::unlimited());
        let key = a
            .moves
            .first()
            .cloned()
            .unwrap_or_else(|| a.children[0].mv.clone());
        s.play(s.parse_move(&key).unwrap()).unwrap();
        let b = s.analyse(&mut Control::unlimited());
        (a, b)
    };
    let (a, b) = line(None);
    let most = a.nodes.max(b.nodes);
    assert!(a.nodes + b.nodes > most + 1, "both analyses do some work");
    let (a2, b2) = line(Some(most));
    assert_eq!(
        (a2.status, b2.status),
        (a.status, b.status),
        "{:?}",
        b2.stopped
    );
    assert_eq!((a2.nodes, b2.nodes), (a.nodes, b.nodes));
    assert!(
        !a2.budget_spent && !b2.budget_spent,
        "a budget used to the last node"
    );
    // One node fewer than the dearer of the two stops that one (in its last phase, the
    // other moves' statuses), and says so.
    let (a3, b3) = line(Some(most - 1));
    let stopped = if a.nodes == most { &a3 } else { &b3 };
    let why = stopped
        .stopped
        .as_ref()
        .or(stopped.children_stopped.as_ref());
    assert!(why
        .unwrap()
        .contains(&format!("budget of {} nodes", most - 1)));
    assert!(stopped.budget_spent);
}

#[test]
fn a_larger_budget_goes_on_from_what_a_stopped_analysis_found() {
    // The page asks again with a larger budget on the same solver: the answer is the one a
    // fresh solver gives, for fewer nodes, since the table kept what the first try found.
    let fresh = run(load("j-group", B), Settings::default());
    let small = Settings {
        budget: Some(fresh.nodes / 2),
        ..Settings::default()
    };
    let mut s = Solver::new(load("j-group", B), small);
    let first = s.analyse(&mut Control::unlimited());
    assert!(first.stopped.is_some() || first.children_stopped.is_some());
    s.set_budget(Some(fresh.nodes));
    let again = s.analyse(&mut Control::unlimited());
    assert_eq!(again.status, fresh.status);
    assert_eq!(again.moves, fresh.moves);
    assert_eq!(again.pv, fresh.pv);
    assert!(
        again.children_stopped.is_none(),
        "{:?}",
        again.children_stopped
    );
    assert!(
        again.nodes < fresh.nodes * 3 / 4,
        "{} nodes again, {} fresh",
        again.nodes,
        fresh.nodes
    );
}

/// GNU Go's `owl_attack`/`owl_defend` on the shape fixtures it can load (square boards),
/// where the rules agree (no seki; a ko only with the attacker moving first): a smoke comparison of status and key move. Skipped,
/// with a note, when gnugo is not installed (`apt-get install gnugo`).
#[test]
fn gnu_go_owl_agrees_on_the_square_fixtures() {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let exe = ["gnugo", "/usr/games/gnugo"]
        .into_iter()
        .find(|e| Command::new(e).arg("--version").output().is_ok());
    let Some(exe) = exe else {
        eprintln!("note: gnugo not found; the owl comparison is skipped");
        return;
    };
    let mut compared = 0;
    for &(name, first, status, moves) in SHAPES {
        let p = load(name, first);
        let (w, h) = p.board.grid().unwrap();
        // Seki, and a ko the defender moves first in, are read differently by owl.
        if w != h || !(matches!(status, Alive | Dead) || (status == Ko && first == B)) {
            continue;
        }
        let target = p.target()[0];
        let at = asobiba::go::coord::point_name(&p.board, target);
        let path = format!("tests/data/tsumego/{name}.sgf");
        let cmd = if first == B {
            "owl_attack"
        } else {
            "owl_defend"
        };
        let mut child = Command::new(exe)
            .args(["--mode", "gtp", "--quiet"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        write!(
            child.stdin.take().unwrap(),
            "loadsgf {path}\n{cmd} {at}\nquit\n"
        )
        .unwrap();
        let out = String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap();
        let answer: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with('='))
            .nth(1)
            .unwrap()
            .split_whitespace()
            .collect();
        // owl_attack: 1 = the attacker kills, 2 or 3 = by a ko; owl_defend: 1 = the
        // defender lives.
        if status == Ko {
            assert!(matches!(answer.get(1), Some(&"2" | &"3")), "{name}: {out}");
            assert!(moves.contains(answer.get(2).unwrap()), "{name}: {out}");
            compared += 1;
            continue;
        }
        let success = answer.get(1) == Some(&"1");
        let ours = if first == B {
            status == Dead
        } else {
            status == Alive
        };
        assert_eq!(success, ours, "{name}, {cmd}: {out}");
        if success && !moves.is_empty() {
            assert!(
                moves.contains(answer.get(2).unwrap()),
                "{name}: GNU Go plays {answer:?}, ours {moves:?}"
            );
        }
        compared += 1;
    }
    assert!(compared >= 8, "only {compared} comparisons");
}

#[test]
fn every_move_of_a_lost_position_is_lost_too() {
    // A status that is the mover's worst is given to every first move without a search:
    // each move, played and solved on its own, has that status.
    for (name, first, worst) in [
        ("square-four", W, Dead),
        ("l-group", W, Dead),
        ("rectangular-six-corner-2", B, Alive),
        ("straight-four", B, Alive),
    ] {
        let a = run(load(name, first), Settings::default());
        assert_eq!(a.status, worst, "{name}");
        assert!(a.children.len() > 1, "{name}");
        for c in &a.children {
            assert_eq!(c.status, worst, "{name} {}", c.mv);
            let mut s = Solver::new(load(name, first), Settings::default());
            s.play(s.parse_move(&c.mv).unwrap()).unwrap();
            let b = s.analyse(&mut Control::unlimited());
            assert_eq!(b.status, worst, "{name} after {}", c.mv);
        }
    }
}

#[test]
fn cycles_decided_for_the_attacker_agree_with_the_oracle_under_every_rule() {
    // In the unconditional-life game with the attacker's unlimited threats, df-pn gives a
    // state met again on its path to the attacker (`endless_game`); the oracle searches
    // on. The solver without it shows where it acted (other nodes).
    switched_off_against_the_oracle(
        29,
        random_liberties,
        150,
        |s| s.engine.switches().cycles = false,
        (60, 2),
    );
}

#[test]
fn cycles_decided_for_the_defender_agree_with_the_oracle_under_every_rule() {
    // In the survival game under the plain pass rule with the defender's unlimited threats
    // (the ko level), df-pn gives a state met again on its path to the defender: its stones
    // are never taken (`endless_game`). Only half of the rules pass plainly, so the seed is
    // one where the rule acts often enough to be tested.
    switched_off_against_the_oracle(
        1,
        random_liberties,
        150,
        |s| s.engine.switches().survival_cycles = false,
        (60, 4),
    );
}

/// Fixtures with stones added at random where df-pn meets a state again with no new
/// position since (`revisit_decided`) under the approach parameter 1 and the asymmetric
/// pass rule, and the oracle finishes: the ten-thousand-year ko and the J group.
const REVISITED: [&str; 2] = [
    "(;GM[1]FF[4]SZ[9:6]AB[ad][aa][ab][fa][ha][fb][gb][fc][hc][bd][cd][dd][ed][be][fe][af][cf]\
     AW[ea][eb][bc][cc][dc][ec]SQ[eb][bc][cc][dc][ec][aa][ba][ca][da][ea][fa][ga][ab][bb][cb][db]\
     [ac][ad][ae])",
    "(;GM[1]FF[4]SZ[5:7]AB[ag][ea][db][eb][dc][dd][ce][bf][cf][bg][dg]AW[ba][da][bb][aa][af][ca]\
     [cb][cc][ad][cd][be]SQ[cb][cc][ad][cd][be][aa][ba][ca][da][ea][ab][bb][ac][bc][bd][ae][af][ag])",
];

#[test]
fn states_met_again_with_nothing_new_agree_with_the_oracle() {
    // Under any rules, df-pn and the oracle give a state met again on the path to the side
    // an endless game favours where the line since its last visit added no new position
    // (`revisit_decided`). The oracle decides it on its own test, without df-pn's table
    // (with the dead test, checked against the oracle on its own: without it the oracle
    // takes 0.1-1.7 G nodes here). Without the rule, df-pn follows the cycles to the line
    // limit (or takes other nodes).
    let mut stopped = 0;
    for sgf in REVISITED {
        let p = Problem::from_sgf(
            sgf,
            &Overrides {
                first: Some(B),
                ..Overrides::default()
            },
        )
        .unwrap();
        for (superko, ko) in [
            (Superko::Positional, KoRule::Defender),
            (Superko::Situational, KoRule::Defender),
            (Superko::Positional, KoRule::Attacker),
            (Superko::Situational, KoRule::Attacker),
        ] {
            let s = Settings {
                n: 1,
                superko,
                ko,
                every_move: false,
                ..Settings::default()
            };
            let (fast, slow) = against_the_oracle(&p, s, true);
            assert!(
                fast.stopped.is_none() && slow.stopped.is_none(),
                "{sgf} {s:?}"
            );
            assert!(same(&fast, &slow), "{sgf} {s:?}\n{fast:?}\n{slow:?}");
            let mut solver = Solver::new(p.clone(), s);
            solver.engine.switches().revisits = false;
            let without = solver.analyse(&mut Control::unlimited());
            assert_ne!(
                without.nodes, fast.nodes,
                "{sgf} {s:?}: the rule did not act"
            );
            stopped += usize::from(without.status == Unknown);
        }
    }
    assert!(
        stopped >= 4,
        "only {stopped} stopped at the line limit without the rule"
    );
}

#[test]
fn the_ten_thousand_year_ko_under_the_approach_parameter_is_decided_under_every_order() {
    // Black first with N = 1: the defender takes the ko, the attacker retakes after its
    // pass, the defender passes, the attacker passes, and round again, with no new
    // position. df-pn followed it to the line limit ("unknown"); now that cycle is an
    // endless game, and the answer is the same under 20 move orders. (The moves tried
    // first from a sibling's proof steer df-pn past that cycle, so they are off for the
    // demonstration.)
    let s = Settings {
        n: 1,
        every_move: false,
        ..Settings::default()
    };
    let mut solver = Solver::new(load("ten-thousand-year-ko", B), s);
    solver.engine.switches().revisits = false;
    solver.engine.switches().shadow_hints = false;
    let a = solver.analyse(&mut Control::unlimited());
    assert!(a.stopped.unwrap().contains("grew past 800 moves"));
    let a = run(load("ten-thousand-year-ko", B), s);
    assert_eq!(a.status, Seki, "{:?}", a.stopped);
    assert_eq!(sorted(&a.moves), ["A4", "B5", "B6", "C5", "D6", "E6"]);
    for seed in 0..20 {
        let b = run(
            load("ten-thousand-year-ko", B),
            Settings {
                order_seed: Some(seed),
                ..s
            },
        );
        assert_eq!(
            (b.status, sorted(&b.moves)),
            (a.status, sorted(&a.moves)),
            "order {seed}"
        );
    }
}

#[test]
fn a_full_table_changes_no_answer() {
    // A full table drops its hints and keeps its proofs, or clears everything when the
    // proofs alone fill three quarters of it (`store`). With the cap made small, both happen
    // over and over: every answer, key move and child status must stay as it was.
    let mut acted = 0;
    for (name, first) in [
        ("rabbity-six", B),
        ("rectangular-six-corner-1", W),
        ("l-group", B),
        ("l-group", W),
        ("article-approach-ko", W),
        ("l-plus-one", B),
    ] {
        let normal = run(load(name, first), Settings::default());
        for cap in [100, 400] {
            let mut s = Solver::new(load(name, first), Settings::default());
            s.engine.switches().table_cap = cap;
            let capped = s.analyse(&mut Control::unlimited());
            assert!(same(&capped, &normal), "{name}, cap {cap}: {capped:?}");
            acted += usize::from(capped.nodes != normal.nodes);
        }
    }
    assert!(
        acted >= 9,
        "the cap changed the search on only {acted} of 12"
    );
}

#[test]
fn outside_liberties_left_out_as_twins_agree_with_the_oracle_under_every_rule() {
    // df-pn tries one of each set of interchangeable outside liberties (`twin_skip`); the
    // oracle tries them all. The solver without it shows where it acted (other nodes).
    switched_off_against_the_oracle(
        77,
        random_liberties,
        160,
        |s| s.engine.switches().twins = false,
        (60, 20),
    );
}

#[test]
fn the_defenders_idle_moves_searched_last_agree_with_the_oracle_under_every_rule() {
    // df-pn gives the defender its idle moves (quiet fills next to the outside with no
    // attacker stone beside them) only once its other moves have failed (`idle_last`):
    // only the order of the work changes, never a result. The solver without it shows
    // where it acted (other nodes).
    switched_off_against_the_oracle(
        41,
        random_liberties,
        200,
        |s| s.engine.switches().idle_last = false,
        (120, 80),
    );
}

#[test]
fn attacker_moves_answered_at_once_agree_with_the_oracle_under_every_rule() {
    // df-pn first tries whether each attacker move meets an answer that decides at once
    // (`answered_at_once`); the oracle searches every line. The solver without the try
    // shows where it acted (other nodes).
    switched_off_against_the_oracle(
        23,
        random_eyes,
        300,
        |s| s.engine.switches().at_once = false,
        (150, 50),
    );
}

#[test]
fn the_attackers_first_tries_agree_with_the_oracle_under_every_rule() {
    // The attacker searches the last root winner first at a root, and the last sibling's
    // refutation first below the defender's root (`first_try`): only the order of the work
    // changes, never a result. The solver without it shows where it acted (other nodes).
    switched_off_against_the_oracle(
        53,
        |r| random_corner(r, 3),
        200,
        |s| s.engine.switches().first_try = false,
        (100, 30),
    );
}

#[test]
fn proofs_the_line_cannot_hurt_agree_with_the_oracle_under_every_rule() {
    // A proof won by a side with unlimited ko threats against none is reused on any line,
    // and such a side's repetitions rest on no line position (`line_cannot_hurt`); the
    // oracle searches every line. Small random problems seldom meet a proof again: it acts
    // on about one in twenty (the dead test ends many lines before).
    switched_off_against_the_oracle(
        31,
        |r| random_corner(r, 3),
        400,
        |s| s.engine.switches().line_free = false,
        (200, 8),
    );
}

#[test]
fn proofs_the_line_cannot_hurt_change_no_answer_in_ko_fights() {
    // Where it acts a lot: corner shapes with kos, each side first, under every pass,
    // superko and approach rule, every move's status, against the same solver that reuses
    // a proof only where no line position can occur in it (the oracle tests' check).
    let mut acted = 0;
    for name in [
        "bent-four-corner-1",
        "bent-four-dead",
        "l-plus-one",
        "rectangular-six-corner-1",
    ] {
        for first in [B, W] {
            for attempt in 0..8usize {
                let s = Settings {
                    pass: [PassRule::Asymmetric, PassRule::Plain][attempt % 2],
                    superko: [Superko::Positional, Superko::Situational][attempt / 2 % 2],
                    n: [0, 2][attempt / 4],
                    ..Settings::default()
                };
                let (with, without) = with_and_without(load(name, first), s, |off| {
                    off.engine.switches().line_free = false
                });
                acted += (with.nodes != without.nodes) as usize;
            }
        }
    }
    assert!(acted >= 40, "acted on only {acted} of 64 analyses");
}

/// Every SGF fixture's path, in name order.
fn fixture_files() -> Vec<std::path::PathBuf> {
    let mut names: Vec<_> = std::fs::read_dir("tests/data/tsumego")
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "sgf"))
        .collect();
    names.sort();
    names
}

/// The fixtures' SGF, cut, patched and repeated at random; odd regions, colours and rules.
fn mangled(
    fixture: usize,
    edits: &[(u8, u16, char)],
    region: usize,
    live: usize,
) -> (String, Overrides) {
    let names = fixture_files();
    let text = std::fs::read_to_string(&names[fixture % names.len()]).unwrap();
    let mut s: Vec<char> = text.chars().collect();
    for &(op, at, ch) in edits {
        let i = at as usize % (s.len() + 1);
        let bracket = |from: usize, c: char| (from..s.len()).find(|&k| s[k] == c);
        match op {
            // Points moved, added and dropped keep the syntax: odd but readable problems.
            0..=3 => {
                if let Some(k) = bracket(i, ']') {
                    let point = [
                        '[',
                        (b'a' + at as u8 % 9) as char,
                        (b'a' + (at >> 8) as u8 % 9) as char,
                        ']',
                    ];
                    s.splice(k + 1..k + 1, point);
                }
            }
            4..=6 => {
                if let (Some(a), Some(b)) = (bracket(i, '['), bracket(i, ']')) {
                    if a < b && s.get(a.wrapping_sub(1)) == Some(&']') {
                        s.drain(a..=b);
                    }
                }
            }
            7 if i < s.len() => {
                s.remove(i);
            }
            8 => s.insert(i, ch),
            _ => {
                let piece: Vec<char> = s[i..(i + 1 + at as usize % 23).min(s.len())].to_vec();
                let j = (at as usize * 7) % (s.len() + 1);
                s.splice(j..j, piece);
            }
        }
    }
    let regions = [
        Some(""),
        Some("A1"),
        Some("A1 B1 A2"),
        Some("Z99 A1"),
        Some("A1,A1"),
    ];
    let colors = [None, Some(B), Some(W)];
    (
        s.into_iter().collect(),
        Overrides {
            region: regions.get(region).copied().flatten().map(String::from),
            live: colors[live % 3],
            first: colors[live / 3 % 3],
            ..Overrides::default()
        },
    )
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]
    /// Bad input never panics the core: a mangled problem is refused with a message, or
    /// solved within a small budget, which then either answers or says the budget ran out.
    #[test]
    fn mangled_problems_are_refused_or_answered_without_a_panic(
        fixture in 0usize..64,
        edits in proptest::collection::vec(
            (0u8..10, proptest::prelude::any::<u16>(), proptest::sample::select(
                "()[];:\\ABWLPSQCZ abcdefst0123456789\n碁".chars().collect::<Vec<_>>())),
            1..6),
        region in 0usize..15,
        live in 0usize..9,
        rule in 0usize..24,
    ) {
        let (text, o) = mangled(fixture, &edits, region, live);
        match Problem::from_sgf(&text, &o) {
            Err(e) => proptest::prop_assert!(!e.to_string().is_empty()),
            Ok(p) => {
                let s = Settings {
                    ko: [
                        KoRule::Defender,
                        KoRule::Attacker,
                        KoRule::Threats { black: 1, white: 2 },
                    ][rule % 3],
                    pass: [PassRule::Asymmetric, PassRule::Plain][rule / 3 % 2],
                    superko: [Superko::Positional, Superko::Situational][rule / 6 % 2],
                    n: (rule / 12) as u8 * 2,
                    budget: Some(3_000),
                    ..Settings::default()
                };
                let a = run(p.clone(), s);
                if a.status == Unknown {
                    proptest::prop_assert!(a.budget_spent && a.stopped.is_some(), "{text}\n{a:?}");
                } else {
                    proptest::prop_assert!(a.stopped.is_none(), "{text}\n{a:?}");
                    // Answered: another move order gives the same answer.
                    let b = run(p, Settings { order_seed: Some(edits.len() as u64), budget: Some(30_000), ..s });
                    let sorted = |m: &[String]| { let mut m = m.to_vec(); m.sort(); m };
                    if b.status != Unknown {
                        proptest::prop_assert_eq!(a.status, b.status, "{}", text);
                        proptest::prop_assert_eq!(sorted(&a.moves), sorted(&b.moves), "{}", text);
                    }
                }
            }
        }
    }
}

/// The Go JSON form of a problem (as `go play --json` prints a position, plus `region`,
/// `live` and `comment`).
fn go_json(p: &Problem) -> serde_json::Value {
    use asobiba::go::coord::point_name;
    let (w, h) = p.board.grid().unwrap();
    let names = |f: &dyn Fn(usize) -> bool| -> Vec<String> {
        (0..p.board.len())
            .filter(|&v| f(v))
            .map(|v| point_name(&p.board, v))
            .collect()
    };
    serde_json::json!({
        "board": format!("grid:{w}x{h}"),
        "black": names(&|v| p.stones[v] == Some(B)),
        "white": names(&|v| p.stones[v] == Some(W)),
        "to_move": p.first.name(),
        "region": names(&|v| p.region[v]),
        "live": p.defender.name(),
        "comment": p.comment,
        "captures": {"black": 0, "white": 0},
    })
}

#[test]
fn every_fixture_reads_the_same_from_its_go_json_form() {
    let same = |a: &Problem, b: &Problem| {
        a.board.grid() == b.board.grid()
            && a.stones == b.stones
            && a.region == b.region
            && a.defender == b.defender
            && a.first == b.first
            && a.comment == b.comment
    };
    let names = fixture_files();
    assert!(names.len() > 30);
    let mut swapped = 0;
    for name in names {
        let text = std::fs::read_to_string(&name).unwrap();
        for first in [B, W] {
            let o = Overrides {
                first: Some(first),
                ..Default::default()
            };
            let p = Problem::from_sgf(&text, &o).unwrap();
            let json = go_json(&p).to_string();
            let q = Problem::parse(&json, &Overrides::default()).unwrap();
            assert!(same(&p, &q), "{name:?} {first:?}");
            // The other defender, asked for in the JSON, is kept (where it has stones).
            let mut other = go_json(&p);
            other["live"] = serde_json::json!(p.defender.other().name());
            if let Ok(r) = Problem::parse(&other.to_string(), &Overrides::default()) {
                assert_eq!(r.defender, p.defender.other());
                swapped += 1;
            }
        }
    }
    assert!(
        swapped >= 10,
        "only {swapped} fixtures with both colours in the region"
    );
}

#[test]
fn the_go_json_form_is_refused_with_the_input_at_fault() {
    let bent = load("bent-three", B);
    let good = go_json(&bent);
    let edit = |k: &str, v: serde_json::Value| {
        let mut j = good.clone();
        match v {
            serde_json::Value::Null => j.as_object_mut().unwrap().remove(k),
            v => j.as_object_mut().unwrap().insert(k.to_string(), v),
        };
        j.to_string()
    };
    use serde_json::json;
    for (text, field, want) in [
        ("{".to_string(), "sgf", "JSON: EOF"),
        ("{}".to_string(), "sgf", "JSON: missing field `board`"),
        (
            edit("board", json!("torus:7x7")),
            "sgf",
            "needs a grid board",
        ),
        (edit("board", json!("grid:26")), "sgf", "needs a grid board"),
        (edit("board", json!("grid:1")), "sgf", "needs a grid board"),
        (
            edit("board", json!({"vertices": [], "edges": []})),
            "sgf",
            "grid preset",
        ),
        (
            edit("black", json!(["Z9"])),
            "sgf",
            "JSON: `Z9` is off the 7×7 board",
        ),
        (edit("black", json!("A1")), "sgf", "JSON: invalid type"),
        (
            edit("black", json!(["B6"])),
            "sgf",
            "B6 is listed as both black and white",
        ),
        (
            edit("to_move", json!("red")),
            "first",
            "`to_move` must be black or white",
        ),
        (
            edit("live", json!("blue")),
            "live",
            "`live` must be black or white",
        ),
        (
            edit("region", json!([])),
            "region",
            "the region lists no points",
        ),
        (
            edit("region", serde_json::Value::Null),
            "region",
            "no region",
        ),
        (edit("region", json!(["A0"])), "region", "A0"),
        (
            edit("region", json!(5)),
            "region",
            "a list of points or a string of them",
        ),
        (
            edit("region", json!(["D5", 3])),
            "region",
            "a point that is not a string",
        ),
    ] {
        let e = Problem::parse(&text, &Overrides::default()).unwrap_err();
        assert_eq!(e.field(), field, "{text}: {e}");
        assert!(e.to_string().contains(want), "{text}: {e}");
    }
    // The region may also be one string of points, as `--region` takes it.
    let names = good["region"].as_array().unwrap().iter();
    let text: Vec<&str> = names.map(|v| v.as_str().unwrap()).collect();
    let p = Problem::parse(
        &edit("region", json!(text.join(", "))),
        &Overrides::default(),
    );
    assert_eq!(p.unwrap().region, bent.region);
    // The overrides win over the JSON, as over SGF.
    let text = edit("to_move", json!("white"));
    let o = Overrides {
        first: Some(B),
        live: Some(W),
        region: Some("D5 C5 C4".into()),
        ..Overrides::default()
    };
    let p = Problem::parse(&text, &o).unwrap();
    assert_eq!(
        (p.first, p.defender, p.region.iter().filter(|&&r| r).count()),
        (B, W, 3)
    );
}

#[test]
fn the_line_marks_its_ko_retakes() {
    // A retake is a stone play after which the stones repeat an earlier position of the
    // game (positional superko), read here off the board after each move of the line rather
    // than the engine's hashes. The bent four in the corner with Black first: White
    // retakes at A3 (the line's fourth move), then Black, without threats, passes.
    let a = run(load("bent-four-corner", B), Settings::default());
    assert_eq!(a.pv, ["B3", "A3", "A2", "A3"]);
    assert_eq!(a.pv_retakes, [3]);
    let mut retakes = 0;
    for (name, first) in [
        ("bent-four-corner", B),
        ("bent-four-corner", W),
        ("bent-four-corner-1", B),
        ("bent-four-corner-2", B),
        ("article-triple-ko", B),
        ("article-triple-ko", W),
        ("ko-retake-cycle", B),
        ("ko-retake-cycle", W),
        ("rectangular-six-corner-1", B),
        ("j-group-straight", B),
    ] {
        let p = load(name, first);
        let a = run(p.clone(), Settings::default());
        let mut s = Solver::new(p, Settings::default());
        let mut seen = vec![s.stones()];
        let mut want = Vec::new();
        for (i, m) in a.pv.iter().enumerate() {
            let mv = s.parse_move(m).unwrap();
            if s.play(mv).is_err() {
                // Only the pass that ends the game may find it decided.
                assert!(m == "pass" && i + 1 == a.pv.len(), "{name} {first:?}: {m}");
                break;
            }
            let now = s.stones();
            if m != "pass" && seen.contains(&now) {
                want.push(i);
            }
            seen.push(now);
        }
        assert_eq!(a.pv_retakes, want, "{name} {first:?}: {:?}", a.pv);
        // The line played on the solver keeps the same count, and loses it on the way back.
        assert_eq!(s.retakes(), want, "{name} {first:?}");
        while s.undo() {
            assert!(s.retakes().iter().all(|&i| i < s.line().len()));
        }
        retakes += want.len();
    }
    assert!(retakes >= 3, "{retakes}");
}

/// Plays a move of the line by name, as a person would: the solver's refusal if it has one.
fn play(s: &mut Solver, m: &str) -> Result<(), String> {
    let mv = s.parse_move(m)?;
    s.play(mv)
}

#[test]
fn a_refused_move_says_why() {
    // The bent four in the corner, Black first, the defender winning kos: White may retake
    // at A3 (a threat elsewhere first), Black, with none, may not take back at A2.
    let p = load("bent-four-corner", B);
    let mut s = Solver::new(p, Settings::default());
    assert_eq!(
        play(&mut s, "pass").unwrap_err(),
        "Black may not pass while White has stones in the region, save when a ko Black may \
         not retake exists (the article's pass rule)"
    );
    assert_eq!(play(&mut s, "A1").unwrap_err(), "A1 is not empty");
    assert_eq!(s.parse_move("E3").unwrap_err(), "E3 is outside the region");
    for m in ["B3", "A3", "A2", "A3"] {
        play(&mut s, m).unwrap();
    }
    assert_eq!(
        play(&mut s, "A2").unwrap_err(),
        "A2 would repeat an earlier position (a ko retaken), and under the chosen ko rule \
         (defender wins kos) Black has no ko threat to play first"
    );
    // Black passes (the ko it may not retake), and White may not pass right after.
    play(&mut s, "pass").unwrap();
    assert_eq!(
        play(&mut s, "pass").unwrap_err(),
        "White may not pass right after Black's pass (the article's pass rule)"
    );
    // After A2 taken by White's A3, a stone at A2 again would have no liberty.
    let mut s = Solver::new(load("bent-four-corner", B), Settings::default());
    for m in ["A2", "A3"] {
        play(&mut s, m).unwrap();
    }
    assert_eq!(play(&mut s, "A2").unwrap_err(), "A2 would be suicide");
    // With threats for Black, the same retake is played.
    let p = load("bent-four-corner", B);
    let settings = Settings {
        ko: KoRule::Threats { black: 1, white: 1 },
        ..Settings::default()
    };
    let mut s = Solver::new(p, settings);
    for m in ["B3", "A3", "A2", "A3", "A2"] {
        play(&mut s, m).unwrap();
    }
    // Each side has spent its one threat: White may not retake again, and the line's own
    // ko under the chosen rule is now Black's.
    assert_eq!(
        play(&mut s, "A3").unwrap_err(),
        "A3 would repeat an earlier position (a ko retaken), and under the chosen ko rule \
         (ko threats: Black 1, White 1) White has used its one ko threat"
    );
    let a = s.analyse(&mut Control::unlimited());
    assert_eq!(a.ko.as_ref().map(|k| k.under_assumption), Some("dead"));
    assert_eq!(
        a.rules.ko,
        "ko threats: Black 1, White 1 (left after the line's retakes: Black 0, White 0)"
    );
    // Taking back one move gives White's threat back.
    s.undo();
    s.undo();
    play(&mut s, "A3").unwrap();
}

#[test]
fn two_passes_end_the_game_under_the_plain_rule() {
    // The bent three under the plain pass rule. Black passes, then White: the game is over
    // with White on the board, short of unconditional life (it gave that up by passing
    // last), so seki by the ladder, and no move is left.
    let plain = Settings {
        pass: PassRule::Plain,
        ..Settings::default()
    };
    let mut s = Solver::new(load("bent-three", B), plain);
    play(&mut s, "pass").unwrap();
    play(&mut s, "pass").unwrap();
    let a = s.analyse(&mut Control::unlimited());
    assert_eq!(a.status, Seki);
    assert_eq!(
        a.game_over.as_deref(),
        Some("two passes in a row ended the game (the plain pass rule) with White's stones on the board")
    );
    assert!(a.children.is_empty() && a.moves.is_empty() && a.pv.is_empty());
    assert_eq!(
        play(&mut s, "D5").unwrap_err(),
        "the game is over: two passes in a row end it under the plain pass rule"
    );
    // One pass back, the game goes on: Black may play, and the status is the ladder's.
    s.undo();
    let a = s.analyse(&mut Control::unlimited());
    assert_eq!(a.game_over, None);
    assert!(!a.children.is_empty());
    play(&mut s, "D5").unwrap();
    // White passes first, then Black: the unconditional-life game goes on (the attacker's
    // pass does not end it), and White, to move, makes its two eyes at D5.
    let mut s = Solver::new(load("bent-three", W), plain);
    play(&mut s, "pass").unwrap();
    play(&mut s, "pass").unwrap();
    let a = s.analyse(&mut Control::unlimited());
    assert_eq!((a.status, a.game_over.is_some()), (Alive, true));
}

#[test]
fn a_budget_spent_among_the_key_moves_still_judges_the_files_marked_moves() {
    // The file's marked moves are tested first (then the pass), so work stopped after
    // `k` key-move tests judges them; the status stays "unknown" with its bounds.
    let stopped_after = |text: &str, k: u64| {
        let p = Problem::from_sgf(text, &Overrides::default()).unwrap();
        let mut listener =
            |p: asobiba::Progress| !(p.stage.starts_with("key moves") && p.done >= k);
        let mut ctl = Control::unlimited().with_listener(&mut listener);
        let a = Solver::new(p, key_only()).analyse(&mut ctl);
        assert_eq!(a.status, Unknown, "{text}");
        let f = a.file_answer.unwrap();
        (f.agrees, f.words, a.found.unwrap().moves)
    };
    let legal = |text: &str, mover: Color| {
        let p = Problem::from_sgf(text, &Overrides::default()).unwrap();
        assert_eq!(p.first, mover);
        run(p, key_only()).children.len()
    };
    // Black kills the bent three at D5 (C5 fails): both marks tested, then the attacker's
    // pass, which the article's rule does not allow here, is no move to wait for.
    let text = with_lines("bent-three", "", "(;B[dc]C[Correct])(;B[cc]C[Wrong])");
    let n = legal(&text, B);
    assert_eq!(
        stopped_after(&text, 2),
        (
            Some(true),
            format!(
                "the file marks D5 correct, C5 wrong: the answer agrees (dead; 2 of {n} moves \
                 tested)"
            ),
            vec!["D5".to_string()]
        )
    );
    // A move marked correct that does not keep the status is refuted at once.
    let text = with_lines("bent-three", "", "(;B[cc]C[Correct])");
    assert_eq!(
        stopped_after(&text, 1),
        (
            Some(false),
            format!(
                "the file marks C5 correct: C5 is not a key move (dead; 1 of {n} moves tested)"
            ),
            vec![]
        )
    );
    // A move marked wrong that keeps it is a key move (the attacker may not pass here).
    let text = with_lines("bent-three", "", "(;B[dc]C[Wrong])");
    assert_eq!(
        stopped_after(&text, 1),
        (
            Some(false),
            format!("the file marks D5 wrong: D5 is a key move (dead; 1 of {n} moves tested)"),
            vec!["D5".to_string()]
        )
    );
    // White to live: its D5 keeps the status, but it is a key move only if passing is not
    // as good, so the pass is tested next; then the file agrees.
    let text = with_lines("bent-three", "", "(;W[dc]C[Correct])");
    let n = legal(&text, W);
    assert_eq!(
        stopped_after(&text, 1),
        (
            None,
            format!(
                "the file marks D5 correct: D5 keeps the status, a key move unless passing \
                 is as good; not settled (alive; 1 of {n} moves tested)"
            ),
            vec!["D5".to_string()]
        )
    );
    assert_eq!(
        stopped_after(&text, 2),
        (
            Some(true),
            format!("the file marks D5 correct: the answer agrees (alive; 2 of {n} moves tested)"),
            vec!["D5".to_string()]
        )
    );
    // The comment's question is judged against the settled status too.
    let p = Problem::from_sgf(
        &with_lines("bent-three", "Black to kill", "(;B[dc]C[Correct])"),
        &Overrides::default(),
    )
    .unwrap();
    let mut listener = |p: asobiba::Progress| !p.stage.starts_with("key moves");
    let mut ctl = Control::unlimited().with_listener(&mut listener);
    let a = Solver::new(p, key_only()).analyse(&mut ctl);
    let q = a.question.unwrap();
    assert_eq!((a.status, q.agrees), (Unknown, Some(true)));
    assert!(q.words.ends_with(": the answer agrees"), "{}", q.words);
    // Dead whatever White plays: no first move helps, and none is listed as keeping it.
    let text = with_lines("square-four", "", "(;W[cc]C[Correct])");
    assert_eq!(
        stopped_after(&text, 1),
        (
            Some(false),
            "the file marks C5 correct: no first move helps (dead whatever White plays)".into(),
            vec![]
        )
    );
}

#[test]
fn the_key_moves_progress_names_the_settled_status() {
    // While the key moves are tested one by one, each progress report names the status,
    // settled by then, so that a listener (the page, the CLI's clock) can show it early.
    let cases = [
        ("bent-three", B, Dead),
        ("rabbity-six", W, Alive),
        ("bent-four-corner", B, Ko),
    ];
    for (name, first, status) in cases {
        let mut seen = Vec::new();
        let a = {
            let mut listener = |p: asobiba::Progress| {
                seen.push((p.done, p.total, p.stage));
                true
            };
            let mut ctl = Control::unlimited().with_listener(&mut listener);
            Solver::new(load(name, first), Settings::default()).analyse(&mut ctl)
        };
        assert_eq!(a.status, status, "{name}");
        let stage = format!("key moves (status: {})", status.name());
        let keyed: Vec<_> = seen
            .iter()
            .filter(|p| p.2.starts_with("key moves"))
            .collect();
        let tested = a.children.len() as u64;
        assert_eq!(
            keyed.len() as u64,
            tested,
            "{name}: one report per move, {seen:?}"
        );
        for (i, &&(done, total, at)) in keyed.iter().enumerate() {
            assert_eq!((done, total, at), (i as u64, tested, &stage[..]), "{name}");
        }
        // No report names a status before the status is settled, as a listener reads it.
        assert_eq!(asobiba::tsumego::settled_status(&stage), Some(status));
        let first_key = seen.iter().position(|p| p.2 == stage).unwrap();
        assert!(
            seen[..first_key]
                .iter()
                .all(|p| asobiba::tsumego::settled_status(p.2).is_none()),
            "{seen:?}"
        );
        assert!(
            seen[..first_key].iter().all(|p| !p.2.contains("status")),
            "{seen:?}"
        );
    }
}

#[test]
fn the_answer_as_sgf_holds_the_problem_and_a_variation_per_first_move() {
    use asobiba::go::sgf;
    // (fixture, side to move, line played first)
    let cases: [(&str, Color, &[&str]); 4] = [
        ("bent-three", B, &[]),
        ("rabbity-six", W, &[]),
        ("bent-four-corner", B, &["B3", "A3"]),
        ("bent-three", W, &["pass"]),
    ];
    for (name, first, line) in cases {
        let problem = load(name, first);
        let mut s = Solver::new(problem.clone(), Settings::default());
        for m in line {
            play(&mut s, m).unwrap();
        }
        let a = s.analyse(&mut Control::unlimited());
        let text = s.solution_sgf(&a);
        let trees = sgf::parse(&text).unwrap();
        assert_eq!(trees.len(), 1, "{name}");
        let t = &trees[0];
        // The root is the problem: loaded again, it is the same, and the answer in words is
        // its game comment.
        let again = Problem::from_sgf(&text, &Overrides::default()).unwrap();
        assert_eq!(again.sgf_tree(), problem.sgf_tree(), "{name}");
        // Its first moves marked TE and BM read back as the file's answer, which the
        // answer bears out; after a line played, there is none at the start.
        let read_back = Solver::new(again, Settings::default()).analyse(&mut Control::unlimited());
        match line.is_empty() && !a.moves.is_empty() {
            true => {
                let f = read_back.file_answer.expect(name);
                assert_eq!(
                    (f.correct, f.agrees),
                    (a.moves.clone(), Some(true)),
                    "{name}"
                );
            }
            false => assert!(read_back.file_answer.is_none(), "{name}"),
        }
        assert_eq!(t.nodes[0].value("GC"), Some(&a.summary(&s.line())[..]));
        // Then the line played, one node each.
        assert_eq!(t.nodes.len(), 1 + line.len(), "{name}");
        // A variation per first move, the key moves first, each named with its status; the
        // answer's line continues its first move.
        let (w, h) = problem.board.grid().unwrap();
        let name_of = |n: &sgf::Node| -> (String, String) {
            let (id, value) = match (n.value("B"), n.value("W")) {
                (Some(v), None) => ("B", v),
                (None, Some(v)) => ("W", v),
                _ => panic!("{name}: a node with one move"),
            };
            let mv = match value {
                "" => "pass".to_string(),
                v => asobiba::go::coord::point_name(
                    &problem.board,
                    sgf::point_from_sgf(v, w, h).unwrap(),
                ),
            };
            (id.to_string(), mv)
        };
        assert_eq!(t.variations.len(), a.children.len(), "{name}");
        let mover = if a.to_move == "black" { "B" } else { "W" };
        let mut firsts = Vec::new();
        for v in &t.variations {
            let (id, mv) = name_of(&v.nodes[0]);
            assert_eq!(id, mover, "{name}");
            let child = a.children.iter().find(|c| c.mv == mv).unwrap();
            let key = a.moves.contains(&mv);
            let said = match key {
                true => format!("{}: a key move", child.status.name()),
                false => format!("{} after this move", child.status.name()),
            };
            assert_eq!(v.nodes[0].value("C"), Some(&said[..]), "{name} {mv}");
            firsts.push((key, mv.clone()));
            let moves: Vec<String> = v.nodes.iter().map(|n| name_of(n).1).collect();
            match a.pv.first() == Some(&mv) {
                true => assert_eq!(moves, a.pv, "{name}"),
                false => assert_eq!(moves.len(), 1, "{name} {mv}"),
            }
            // Every move of the variation plays on the solver, in turn.
            let mut replay = Solver::new(problem.clone(), Settings::default());
            for m in line.iter().copied().chain(moves.iter().map(|m| &m[..])) {
                play(&mut replay, m).unwrap_or_else(|e| panic!("{name} {m}: {e}"));
            }
        }
        assert!(
            firsts.windows(2).all(|p| p[0].0 >= p[1].0),
            "{name}: key moves first"
        );
        assert!(
            a.pv.is_empty() || firsts.iter().any(|f| f.1 == a.pv[0]),
            "{name}"
        );
    }
}

#[test]
fn the_approach_parameter_counts_the_lines_passes() {
    // The bent four in the corner, the attacker winning kos, approach parameter N = 1:
    // White, with no threat, may retake after one pass of its own (a tenuki) since its last
    // such retake, made anywhere in the line.
    let settings = Settings {
        ko: KoRule::Attacker,
        n: 1,
        ..Settings::default()
    };
    let mut s = Solver::new(load("bent-four-corner", B), settings);
    for m in ["B3", "A3", "A2"] {
        play(&mut s, m).unwrap();
    }
    assert_eq!(
        play(&mut s, "A3").unwrap_err(),
        "A3 would repeat an earlier position (a ko retaken), and under the chosen ko rule \
         (attacker wins kos) White has no ko threat to play first; by the approach parameter \
         it may retake after 1 pass elsewhere (tenuki) since its last such retake, and has \
         made 0"
    );
    // White first passes; then the same ko, and the retake is White's. Black may not
    // answer it with a retake of its own.
    let mut s = Solver::new(load("bent-four-corner", W), settings);
    for m in ["pass", "B3", "A3", "A2", "A3"] {
        play(&mut s, m).unwrap();
    }
    assert_eq!(s.retakes(), &[4]);
    assert_eq!(
        play(&mut s, "A2").unwrap_err(),
        "A2 would repeat an earlier position (a ko retaken), and White has just retaken the \
         ko under the approach parameter (N = 1), which may not be answered by a retake"
    );
    // The analysis here starts from the line's state: Black's retake is barred, so White's
    // stones at A3 and beside it stay.
    let a = s.analyse(&mut Control::unlimited());
    assert!(!a.children.iter().any(|c| c.mv == "A2"), "{:?}", a.children);
}

#[test]
fn a_region_that_takes_in_a_weak_wall_stone_keeps_the_fixtures_answers() {
    // The ten-thousand-year kos' wall has a lone black stone at A1; the suggested region
    // takes it in with B1 (`region::suggest`). The answers stay those of the marked region.
    for name in ["ten-thousand-year-ko", "ten-thousand-year-ko-hane"] {
        for first in [B, W] {
            let marked = load(name, first);
            let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
            let unmarked = text.replace("SQ[", "XX[");
            let o = Overrides {
                region: Some("auto".into()),
                first: Some(first),
                ..Overrides::default()
            };
            let suggested = Problem::from_sgf(&unmarked, &o).unwrap();
            let wider: Vec<usize> = (0..marked.board.len())
                .filter(|&v| suggested.region[v] && !marked.region[v])
                .collect();
            assert_eq!(wider.len(), 2, "{name}");
            let (a, b) = (run(marked, key_only()), run(suggested, key_only()));
            let ko = |k: KoInfo| (k.kind, k.steps, k.defender_threats, k.attacker_threats);
            assert_eq!(
                (a.status, sorted(&a.moves), a.ko.map(ko)),
                (b.status, sorted(&b.moves), b.ko.map(ko)),
                "{name} {first:?}"
            );
        }
    }
}
