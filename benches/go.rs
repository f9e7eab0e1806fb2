//! `cargo bench --bench go [-- --seconds S] [--json]`: random playouts to the end (positional
//! superko on, no filling of one's own one-point eyes) per second on 9×9 and 19×19, each
//! playout undone move by move (the play/undo path a search uses).

mod common;

use asobiba::go::playout::playouts;
use asobiba::go::{Board, Game, Rules};
use common::{emit, Opts};
use serde_json::json;
use std::sync::Arc;
use std::time::Instant;

fn main() {
    let opts = Opts::from_env();
    let secs = opts.number("seconds", 1, 600, 3) as f64;
    let mut text =
        String::from("random playouts to the end (positional superko, no own-eye filling)\n");
    let mut rows = Vec::new();
    for spec in ["grid:9x9", "grid:19x19"] {
        let board = Arc::new(Board::parse(spec).expect("a preset"));
        let mut game = Game::empty(board.clone(), Rules::default());
        let (mut n, mut moves) = (0u64, 0u64);
        let start = Instant::now();
        // Chunks of 16 playouts, as the browser benchmark calls them through `GoGame.playouts`.
        while start.elapsed().as_secs_f64() < secs {
            moves += playouts(&mut game, 16, n + 1);
            n += 16;
        }
        let playouts = n;
        let t = start.elapsed().as_secs_f64();
        text += &format!(
            "  {spec:<11} {:>9.0} playouts/s  {:>6.1} moves each  {:>6.2} M moves/s\n",
            playouts as f64 / t,
            moves as f64 / playouts as f64,
            moves as f64 / t / 1e6
        );
        rows.push(
            json!({ "board": spec, "playouts_per_second": playouts as f64 / t,
            "moves_per_playout": moves as f64 / playouts as f64 }),
        );
    }
    // A 300-move 19x19 record: parse, then replay to every node in turn (what stepping through
    // it does), and to the end once.
    let sgf = include_str!("../tests/fixtures/go/long19.sgf");
    let reps = 50;
    let start = Instant::now();
    for _ in 0..reps {
        let rec = asobiba::go::sgf::Record::parse(sgf).expect("the fixture parses");
        let end = *rec.main_line().last().unwrap();
        let r = rec.replay(end, Rules::default()).expect("a position");
        assert!(r.illegal.is_none() && r.game.ply() == 300);
    }
    let open_ms = start.elapsed().as_secs_f64() * 1e3 / reps as f64;
    text += &format!("  300-move 19x19 SGF parsed and replayed to the end: {open_ms:.3} ms\n");
    emit(
        &opts,
        json!({ "playouts": rows, "sgf_300_moves_ms": open_ms }),
        &text,
    );
}
