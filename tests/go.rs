//! The Go rules engine: hand-made positions for every rule, non-grid boards, and a
//! differential test against a deliberately naive implementation on random games.

use asobiba::go::coord::parse_moves;
use asobiba::go::playout::random_playout;
use asobiba::go::*;
use asobiba::rng::Rng;
use std::sync::Arc;

fn rules(ko: Ko, suicide: bool) -> Rules {
    Rules {
        ko,
        suicide,
        ..Rules::default()
    }
}

/// A grid setup from rows of `X` (black), `O` (white) and `.`, top row first.
fn setup(rows: &[&str], to_move: Color) -> Setup {
    let (w, h) = (rows[0].len(), rows.len());
    let board = Arc::new(Board::parse(&format!("grid:{w}x{h}")).unwrap());
    let stones = rows
        .iter()
        .flat_map(|row| row.chars())
        .map(|c| match c {
            'X' => Some(Color::Black),
            'O' => Some(Color::White),
            _ => None,
        })
        .collect();
    Setup {
        board,
        stones,
        to_move,
    }
}

fn diagram(rows: &[&str], to_move: Color, r: Rules) -> Game {
    Game::new(setup(rows, to_move), r).unwrap()
}

fn at(g: &Game, name: &str) -> Move {
    parse_moves(g.board(), name).unwrap()[0]
}

fn picture(g: &Game) -> Vec<String> {
    let (w, h) = g.board().grid().unwrap();
    (0..h)
        .map(|r| {
            (0..w)
                .map(|c| match g.stone(r * w + c) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                })
                .collect()
        })
        .collect()
}

#[test]
fn a_stone_and_a_chain_are_captured() {
    let mut g = diagram(
        &[".X..", "XO..", ".X..", "...."],
        Color::Black,
        Rules::default(),
    );
    g.play(at(&g, "C3")).unwrap();
    assert_eq!(picture(&g), [".X..", "X.X.", ".X..", "...."]);
    assert_eq!((g.captures(Color::Black), g.to_move()), (1, Color::White));
    let mut g = diagram(
        &["O...", "XO..", "XO..", "...."],
        Color::White,
        Rules::default(),
    );
    g.play(at(&g, "A1")).unwrap();
    assert_eq!(picture(&g), ["O...", ".O..", ".O..", "O..."]);
    assert_eq!(g.captures(Color::White), 2);
    g.check_invariants().unwrap();
}

#[test]
fn one_move_captures_three_chains() {
    let mut g = diagram(
        &["OX.XO", "OOXOO", "OOOOO", "....."],
        Color::White,
        Rules::default(),
    );
    g.play(at(&g, "C4")).unwrap();
    assert_eq!(picture(&g), ["O.O.O", "OO.OO", "OOOOO", "....."]);
    assert_eq!(g.captures(Color::White), 3);
    assert_eq!(g.captured_by_move(0), 3);
    g.check_invariants().unwrap();
}

#[test]
fn suicide_is_refused_by_default_and_allowed_as_an_option() {
    let g = diagram(&[".X", "X."], Color::White, Rules::default());
    assert_eq!(g.check(Color::White, at(&g, "A2")), Err(PlayError::Suicide));
    // Allowed, a lone stone's suicide recreates the position: positional superko refuses it;
    // under simple ko it is legal (and changes nothing).
    let g = diagram(&[".X", "X."], Color::White, rules(Ko::Positional, true));
    assert_eq!(
        g.check(Color::White, at(&g, "A2")),
        Err(PlayError::Superko { ply: 0 })
    );
    let mut g = diagram(&[".X", "X."], Color::White, rules(Ko::Simple, true));
    g.play(at(&g, "A2")).unwrap();
    assert_eq!(picture(&g), [".X", "X."]);
    // A two-stone suicide.
    let mut d = diagram(&["O.X", "XXX", "..."], Color::White, Rules::default());
    assert_eq!(d.play(at(&d, "B3")), Err(PlayError::Suicide));
    assert_eq!(
        picture(&d),
        ["O.X", "XXX", "..."],
        "a refused move changes nothing"
    );
    let mut s = diagram(
        &["O.X", "XXX", "..."],
        Color::White,
        rules(Ko::Positional, true),
    );
    s.play(at(&s, "B3")).unwrap();
    assert_eq!(picture(&s), ["..X", "XXX", "..."]);
    assert_eq!(
        s.captures(Color::Black),
        2,
        "a suicide's stones count for the opponent"
    );
    s.check_invariants().unwrap();
    assert!(s.undo());
    assert_eq!(picture(&s), ["O.X", "XXX", "..."]);
    assert_eq!(s.captures(Color::Black), 0);
}

#[test]
fn simple_ko_forbids_the_immediate_retake_only() {
    let rows = [".XO.", "XO.O", ".XO.", "...."];
    for ko in [Ko::Simple, Ko::Positional, Ko::Situational] {
        let mut g = diagram(&rows, Color::Black, rules(ko, false));
        // C3 has no empty neighbour but captures B3, so it is no suicide.
        g.play(at(&g, "C3")).unwrap();
        assert_eq!(g.captures(Color::Black), 1);
        assert_eq!(
            g.check(Color::White, at(&g, "B3")),
            Err(PlayError::Ko),
            "{ko:?}"
        );
        g.play(at(&g, "D1")).unwrap();
        g.play(at(&g, "A1")).unwrap();
        g.play(at(&g, "B3")).unwrap();
        assert_eq!(g.captures(Color::White), 1, "{ko:?}");
        assert_eq!(g.check(Color::Black, at(&g, "C3")), Err(PlayError::Ko));
        g.check_invariants().unwrap();
    }
}

#[test]
fn positional_and_situational_superko_differ_here() {
    // On the path 0-1-2: B0 W2 B1 (takes 2) W2 (takes 0 and 1); now B0 recreates the position
    // after move 2, {B0, W2}, but with White to move where then it was Black.
    let board = Arc::new(Board::parse("path:3").unwrap());
    let moves = parse_moves(&board, "0 2 1 2").unwrap();
    for (ko, expect) in [
        (Ko::Positional, Err(PlayError::Superko { ply: 2 })),
        (Ko::Situational, Ok(())),
        (Ko::Simple, Ok(())),
    ] {
        let mut g = Game::empty(board.clone(), rules(ko, false));
        for &m in &moves {
            g.play(m).unwrap();
        }
        assert_eq!(g.play(Move::Play(0)), expect, "{ko:?}");
    }
    // The same position with the same player to move is refused by situational superko too:
    // after B0 W2 B1 W2, a Black pass and a White pass would end the game, so replay with
    // White capturing differently is not possible here; instead check the pass-made situation.
    let mut g = Game::empty(board.clone(), rules(Ko::Situational, false));
    for m in parse_moves(&board, "0 2 1 2 pass").unwrap() {
        g.play(m).unwrap();
    }
    // {W2}, White to move (after Black's pass). White 1? 1 next to 2 forms a chain {1,2} with
    // liberty 0: the position {W1,W2}, Black to move, is new: legal.
    assert_eq!(g.check(Color::White, Move::Play(1)), Ok(()));
}

#[test]
fn snapback() {
    // White {A2,B2} has liberties A1 and B1. Black throws in at A1; White takes at B1 and is
    // left with the single liberty A1; Black takes three stones back.
    let mut g = diagram(&["XX..", "OOX.", "..X."], Color::Black, Rules::default());
    g.play(at(&g, "A1")).unwrap();
    g.play(at(&g, "B1")).unwrap();
    assert_eq!(picture(&g), ["XX..", "OOX.", ".OX."]);
    assert_eq!(g.captures(Color::White), 1);
    g.play(at(&g, "A1")).unwrap();
    assert_eq!(picture(&g), ["XX..", "..X.", "X.X."]);
    assert_eq!(g.captures(Color::Black), 3);
    g.check_invariants().unwrap();
}

#[test]
fn two_passes_end_the_game_and_undo_reopens_it() {
    let mut g = Game::empty(Arc::new(Board::parse("grid:5").unwrap()), Rules::default());
    g.play(at(&g, "C3")).unwrap();
    g.play(Move::Pass).unwrap();
    assert!(!g.is_over());
    g.play(Move::Pass).unwrap();
    assert!(g.is_over());
    assert_eq!(g.play(at(&g, "D4")), Err(PlayError::Over));
    assert_eq!(g.play(Move::Pass), Err(PlayError::Over));
    assert_eq!(g.legal_moves(Color::White), vec![]);
    assert!(g.undo());
    assert!(!g.is_over());
    assert_eq!(g.to_move(), Color::Black);
    // A pass between two moves does not end the game.
    g.play(at(&g, "D4")).unwrap();
    g.play(Move::Pass).unwrap();
    assert!(!g.is_over());
}

#[test]
fn ownership_is_what_area_scoring_counts() {
    // "X.XO." / "XXXO.": the point between Black's stones is Black's, the two on the right
    // White's.
    let g = diagram(&["X.XO.", "XXXO."], Color::Black, Rules::default());
    let owner: String = asobiba::go::score::ownership(&g)
        .iter()
        .map(|o| match o {
            Some(Color::Black) => 'b',
            Some(Color::White) => 'w',
            None => '-',
        })
        .collect();
    assert_eq!(owner, "bbbwwbbbww");
    // A region touching both colours is nobody's.
    let d = diagram(&["X.O"], Color::Black, Rules::default());
    assert_eq!(asobiba::go::score::ownership(&d)[1], None);
    // On random finished games the owned points are the area score.
    let mut rng = Rng::new(7);
    for spec in ["grid:5x5", "cycle:9", "petersen", "hex:3x3"] {
        let board = Arc::new(Board::parse(spec).unwrap());
        for _ in 0..20 {
            let mut g = Game::empty(board.clone(), Rules::default());
            random_playout(&mut g, &mut rng, 400);
            let owned = asobiba::go::score::ownership(&g);
            let count = |c| owned.iter().filter(|o| **o == Some(c)).count() as u32;
            let a = Score::of(&g, Scoring::Area, 0.0);
            assert_eq!(
                (count(Color::Black), count(Color::White)),
                (a.black, a.white)
            );
        }
    }
}

#[test]
fn stone_and_area_scores() {
    let rows = ["X.XO.", "XXXO."];
    let g = diagram(&rows, Color::Black, Rules::default());
    let s = g.score();
    assert_eq!((s.black, s.white, s.s), (5, 2, -3));
    assert_eq!(s.text, "White 2, Black 5: Black by 3");
    let a = Score::of(&g, Scoring::Area, 0.0);
    assert_eq!((a.black, a.white), (6, 4));
    assert_eq!(a.text, "White 4, Black 6: Black by 2");
    let k = Score::of(&g, Scoring::Area, 2.5);
    assert_eq!((k.winner, k.margin), (Some(Color::White), 0.5));
    assert_eq!(k.text, "White 4, Black 6, komi 2.5: White by 0.5");
    let d = Score::of(&g, Scoring::Area, 2.0);
    assert_eq!(
        (d.winner, d.text.as_str()),
        (None, "White 4, Black 6, komi 2: a draw")
    );
    // The article's example in words.
    let mut rows14 = vec!["OOOOOOO"; 2];
    rows14.push(".......");
    rows14.push("XXXXXXX");
    rows14.push("XXXXX..");
    let e = diagram(&rows14, Color::Black, Rules::default());
    assert_eq!(e.score().text, "White 14, Black 12: White by 2");
    // A region touching both colours is nobody's; an empty board scores nothing.
    let empty = Game::empty(Arc::new(Board::parse("grid:3").unwrap()), Rules::default());
    assert_eq!(
        Score::of(&empty, Scoring::Area, 0.0).text,
        "White 0, Black 0: a draw"
    );
}

#[test]
fn setups_without_liberties_are_refused() {
    let e = Game::new(setup(&["XO", "O."], Color::Black), Rules::default()).unwrap_err();
    assert_eq!(
        e,
        SetupError::NoLiberty {
            vertex: 0,
            color: Color::Black
        }
    );
    assert!(e
        .to_string()
        .contains("black chain at vertex 0 has no liberty"));
    let board = Arc::new(Board::parse("cycle:6").unwrap());
    let mut stones = vec![None; 6];
    stones[0] = Some(Color::Black);
    stones[1] = Some(Color::White);
    stones[2] = Some(Color::Black);
    let e = Game::new(
        Setup {
            board,
            stones,
            to_move: Color::Black,
        },
        Rules::default(),
    )
    .unwrap_err();
    assert_eq!(
        e,
        SetupError::NoLiberty {
            vertex: 1,
            color: Color::White
        }
    );
}

#[test]
fn the_rules_on_a_cycle_a_complete_graph_and_the_petersen_graph() {
    let r = Rules::default();
    let mut c = Game::empty(Arc::new(Board::parse("cycle:5").unwrap()), r);
    for m in [0, 1, 2] {
        c.play(Move::Play(m)).unwrap();
    }
    assert_eq!((c.stone(1), c.captures(Color::Black)), (None, 1));
    // White at 1 now would be suicide (both neighbours black), and is refused.
    assert_eq!(
        c.check(Color::White, Move::Play(1)),
        Err(PlayError::Suicide)
    );

    // On K4 the move on the last empty vertex captures every opponent stone.
    let mut k = Game::empty(Arc::new(Board::parse("complete:4").unwrap()), r);
    for m in [0, 1, 2, 3] {
        k.play(Move::Play(m)).unwrap();
    }
    assert_eq!(
        (k.stone(0), k.stone(2), k.captures(Color::White)),
        (None, None, 2)
    );
    assert_eq!(k.stone(3), Some(Color::White));
    k.check_invariants().unwrap();

    // Petersen: vertex 0's neighbours are 1, 4 and 5.
    let p = Arc::new(Board::parse("petersen").unwrap());
    assert_eq!(p.neighbours(0), &[1, 4, 5]);
    let mut g = Game::empty(p.clone(), r);
    g.play_as(Color::White, Move::Play(0)).unwrap();
    g.play_as(Color::Black, Move::Play(1)).unwrap();
    g.play_as(Color::Black, Move::Play(4)).unwrap();
    assert_eq!(g.liberties(0), vec![5]);
    g.play_as(Color::Black, Move::Play(5)).unwrap();
    assert_eq!((g.stone(0), g.captures(Color::Black)), (None, 1));
    assert_eq!(
        g.check(Color::White, Move::Play(0)),
        Err(PlayError::Suicide)
    );
    let black = g.chain(1);
    assert_eq!(black, vec![1], "1, 4 and 5 are not adjacent to each other");
    g.check_invariants().unwrap();
}

// ---- the naive implementation: chains recomputed from scratch, positions compared whole ----

#[derive(Clone)]
struct Naive {
    adj: Vec<Vec<usize>>,
    ko: Ko,
    suicide: bool,
    /// (stones, player to move) after each move; 0 empty, 1 black, 2 white.
    states: Vec<(Vec<u8>, Color)>,
    passes: Vec<bool>,
    captures: Vec<[u32; 2]>,
}

impl Naive {
    fn new(board: &Board, ko: Ko, suicide: bool) -> Naive {
        let adj = (0..board.len())
            .map(|v| board.neighbours(v).iter().map(|&u| u as usize).collect())
            .collect();
        Naive {
            adj,
            ko,
            suicide,
            states: vec![(vec![0; board.len()], Color::Black)],
            passes: vec![],
            captures: vec![[0, 0]],
        }
    }

    fn group(&self, cells: &[u8], v: usize) -> (Vec<usize>, bool) {
        let mut seen = vec![false; cells.len()];
        let mut stack = vec![v];
        let mut group = vec![];
        let mut free = false;
        seen[v] = true;
        while let Some(s) = stack.pop() {
            group.push(s);
            for &u in &self.adj[s] {
                if cells[u] == 0 {
                    free = true;
                } else if cells[u] == cells[v] && !seen[u] {
                    seen[u] = true;
                    stack.push(u);
                }
            }
        }
        (group, free)
    }

    fn play(&mut self, color: Color, mv: Move) -> Result<(), &'static str> {
        let n = self.passes.len();
        if n >= 2 && self.passes[n - 1] && self.passes[n - 2] {
            return Err("over");
        }
        let (cells, _) = self.states.last().unwrap().clone();
        let mut caps = *self.captures.last().unwrap();
        let me = color.index() as u8 + 1;
        let mut new = cells.clone();
        if let Move::Play(v) = mv {
            if cells[v] != 0 {
                return Err("occupied");
            }
            new[v] = me;
            let mut took = 0;
            for &u in &self.adj[v] {
                if new[u] != 0 && new[u] != me {
                    let (g, free) = self.group(&new, u);
                    if !free {
                        for s in g {
                            new[s] = 0;
                            took += 1;
                        }
                    }
                }
            }
            caps[color.index()] += took;
            let (g, free) = self.group(&new, v);
            if !free {
                if !self.suicide {
                    return Err("suicide");
                }
                for s in &g {
                    new[*s] = 0;
                }
                caps[color.other().index()] += g.len() as u32;
            }
            let s = &self.states;
            let prev = s.len().checked_sub(2).map(|i| &s[i]);
            let next = color.other();
            match self.ko {
                Ko::Simple => {
                    if prev.is_some_and(|p| p.0 == new) {
                        return Err("ko");
                    }
                }
                Ko::Positional => {
                    if s.iter().any(|st| st.0 == new) {
                        return Err(if prev.is_some_and(|p| p.0 == new) {
                            "ko"
                        } else {
                            "superko"
                        });
                    }
                }
                Ko::Situational => {
                    if s.iter().any(|st| st.0 == new && st.1 == next) {
                        let is_ko = prev.is_some_and(|p| p.0 == new && p.1 == next);
                        return Err(if is_ko { "ko" } else { "superko" });
                    }
                }
            }
        }
        self.states.push((new, color.other()));
        self.passes.push(mv == Move::Pass);
        self.captures.push(caps);
        Ok(())
    }

    fn undo(&mut self) {
        self.states.pop();
        self.passes.pop();
        self.captures.pop();
    }
}

/// A random connected simple graph: a random tree plus random extra edges.
fn random_board(rng: &mut Rng) -> Board {
    let n = 1 + rng.below(9) as usize;
    let mut edges = vec![];
    for v in 1..n {
        edges.push((rng.below(v as u64) as i64, v as i64));
    }
    let extra = rng.below(n as u64 + 1);
    for _ in 0..extra {
        let (a, b) = (rng.below(n as u64) as i64, rng.below(n as u64) as i64);
        if a != b && !edges.contains(&(a, b)) && !edges.contains(&(b, a)) {
            edges.push((a, b));
        }
    }
    Board::from_edges("random", n, &edges, None).unwrap()
}

#[test]
fn the_engine_agrees_with_a_naive_implementation_on_random_games() {
    let mut rng = Rng::new(12);
    let mut moves_checked = 0;
    for game_no in 0..3000 {
        let board = Arc::new(random_board(&mut rng));
        let n = board.len();
        let ko = [Ko::Positional, Ko::Situational, Ko::Simple][rng.below(3) as usize];
        let suicide = rng.below(2) == 1;
        let mut g = Game::empty(board.clone(), rules(ko, suicide));
        let mut naive = Naive::new(&board, ko, suicide);
        for step in 0..60 {
            let ctx = || format!("game {game_no} step {step} ko {ko:?} suicide {suicide}");
            // Mostly the side to move, sometimes a same-colour move in a row; sometimes undo.
            if rng.below(10) == 0 && g.ply() > 0 {
                assert!(g.undo());
                naive.undo();
            } else {
                let color = if rng.below(8) == 0 {
                    g.to_move().other()
                } else {
                    g.to_move()
                };
                let mv = match rng.below(n as u64 + 2) as usize {
                    v if v < n => Move::Play(v),
                    _ => Move::Pass,
                };
                let got = g.play_as(color, mv).map_err(|e| e.reason());
                let want = naive.play(color, mv);
                assert_eq!(got, want, "{}: {color:?} {mv:?}", ctx());
                moves_checked += 1;
            }
            let (cells, to_move) = naive.states.last().unwrap();
            assert_eq!(&g.stones_u8(), cells, "{}", ctx());
            assert_eq!(g.to_move(), *to_move, "{}", ctx());
            let caps = naive.captures.last().unwrap();
            assert_eq!(
                [g.captures(Color::Black), g.captures(Color::White)],
                *caps,
                "{}",
                ctx()
            );
            // Every vertex's legality (with the reason) agrees with trying it on the naive side.
            for c in [Color::Black, Color::White] {
                for v in 0..n {
                    let mut probe = naive.clone();
                    let want = probe.play(c, Move::Play(v));
                    let got = g.check(c, Move::Play(v)).map_err(|e| e.reason());
                    assert_eq!(got, want, "{}: check {c:?} {v}", ctx());
                }
            }
            if step % 7 == 0 {
                g.check_invariants().unwrap();
            }
        }
    }
    assert!(moves_checked > 100_000, "{moves_checked}");
}

#[test]
fn superko_names_the_earliest_repeated_position() {
    // The naive side finds the first equal earlier state; the engine's ply must point at it.
    let mut rng = Rng::new(7);
    let mut found = 0;
    for _ in 0..2000 {
        let board = Arc::new(random_board(&mut rng));
        let mut g = Game::empty(board.clone(), Rules::default());
        for _ in 0..40 {
            let v = rng.below(board.len() as u64 + 1) as usize;
            let mv = if v == board.len() {
                Move::Pass
            } else {
                Move::Play(v)
            };
            match g.play(mv) {
                Err(PlayError::Superko { ply }) => {
                    found += 1;
                    let mut copy = g.clone();
                    copy.play_as(g.to_move(), Move::Pass).ok();
                    // Recreate the would-be position by replay with simple ko and compare.
                    let mut loose = Game::new(g.setup(), rules(Ko::Simple, false)).unwrap();
                    for (c, m) in g.moves() {
                        loose.play_as(c, m).unwrap();
                    }
                    loose.play_as(g.to_move(), mv).unwrap();
                    assert_eq!(loose.hash(), g.hash_at(ply));
                    assert!((0..ply).all(|i| g.hash_at(i) != loose.hash()));
                }
                Err(PlayError::Over) => break,
                _ => {}
            }
        }
    }
    assert!(found > 50, "{found}");
}

#[test]
fn random_playouts_end_and_keep_the_bookkeeping_exact() {
    let mut rng = Rng::new(3);
    for spec in [
        "grid:9",
        "grid:5x3",
        "torus:5x5",
        "hex:3x3",
        "tri:4x4",
        "petersen",
        "cube:4",
    ] {
        let board = Arc::new(Board::parse(spec).unwrap());
        for _ in 0..20 {
            let mut g = Game::empty(board.clone(), Rules::default());
            let played = random_playout(&mut g, &mut rng, 3 * board.len());
            assert_eq!(played, g.ply());
            g.check_invariants().unwrap();
            while g.undo() {}
            assert_eq!(g.stones_u8(), vec![0; board.len()]);
            assert_eq!(g.hash(), 0);
        }
    }
}

#[test]
fn playouts_from_a_position_leave_it_as_it_was() {
    let board = Arc::new(Board::parse("grid:7").unwrap());
    let mut g = Game::empty(board.clone(), Rules::default());
    for m in parse_moves(&board, "D4 C3 E3 pass").unwrap() {
        g.play(m).unwrap();
    }
    let (hash, ply, stones) = (g.hash(), g.ply(), g.stones_u8());
    let legal = g.legality(g.to_move());
    let moves = asobiba::go::playout::playouts(&mut g, 30, 9);
    // Thirty games to the end on 49 points, each at least a move long.
    assert!(moves >= 30, "{moves}");
    assert_eq!((g.hash(), g.ply(), g.stones_u8()), (hash, ply, stones));
    assert_eq!(g.legality(g.to_move()), legal);
    g.check_invariants().unwrap();
    // The same seed plays the same games.
    assert_eq!(asobiba::go::playout::playouts(&mut g, 30, 9), moves);
}
