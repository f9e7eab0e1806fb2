//! `cargo bench --bench go_count [-- --max N] [--json]`: exact position counts |C*| of n×n
//! boards by the frontier program (5×5 up to 9×9 by default), with the border states and
//! the time of each, and a few other boards (torus, honeycomb, K_n).

mod common;

use asobiba::go::count::count;
use asobiba::go::Board;
use asobiba::Control;
use common::{emit, Opts};
use serde_json::json;
use std::time::Instant;

fn main() {
    let opts = Opts::from_env();
    let max = opts.number("max", 1, 12, 9);
    let mut text = String::from(
        "positions |C*| by the frontier program (width = frontier vertices; states = border states)\n",
    );
    let mut rows = Vec::new();
    let mut specs: Vec<String> = (5..=max).map(|n| format!("grid:{n}")).collect();
    specs.extend(["torus:5x5", "hex:4x4", "tri:6x6", "complete:12", "petersen"].map(String::from));
    for spec in specs {
        let board = Board::parse(&spec).expect("a preset");
        let start = Instant::now();
        let c = count(&board, &mut Control::unlimited()).expect("no budget");
        let t = start.elapsed().as_secs_f64();
        text += &format!(
            "  {:<12} V={:<3} width {:<2} max states {:>8}  total {:>10}  {:>8.3} s  {}\n",
            board.name(),
            c.vertices,
            c.width,
            c.max_states,
            c.total_states,
            t,
            c.positions
        );
        rows.push(json!({
            "board": board.name(), "vertices": c.vertices, "width": c.width,
            "max_states": c.max_states, "total_states": c.total_states,
            "seconds": t, "positions": c.positions.to_string(),
        }));
    }
    emit(&opts, json!({ "counts": rows }), &text);
}
