//! `cargo bench --bench go [-- --seconds S] [--json]`: random playouts to the end (positional
//! superko on, no filling of one's own one-point eyes) per second on 9×9 and 19×19, each
//! playout undone move by move (the play/undo path a search uses).

mod common;

use asobiba::go::playout::random_playout;
use asobiba::go::{Board, Game, Rules};
use asobiba::rng::Rng;
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
        let mut rng = Rng::new(1);
        let (mut playouts, mut moves) = (0u64, 0u64);
        let start = Instant::now();
        while start.elapsed().as_secs_f64() < secs {
            moves += random_playout(&mut game, &mut rng, 3 * board.len()) as u64;
            while game.undo() {}
            playouts += 1;
        }
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
    emit(&opts, json!({ "playouts": rows }), &text);
}
