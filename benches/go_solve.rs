//! `cargo bench --bench go_solve [-- --seconds S] [--boards grid:1x7,grid:3x3] [--json]`:
//! small boards solved exactly under positional superko (no komi, Black first), under area
//! and stone scoring: value, nodes and time of each, or how far it got when it ran out of
//! its S seconds (60 by default). The published area values are printed beside.

mod common;

use asobiba::go::solve::solve;
use asobiba::go::{Board, Game, Rules, Scoring};
use asobiba::work::Progress;
use asobiba::Control;
use common::{emit, Opts};
use serde_json::json;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Drange and Spight; Weninger and Hayward; van der Werf (area scoring, no komi).
const PUBLISHED: [(&str, i32); 13] = [
    ("grid:1x1", 0),
    ("grid:1x2", 0),
    ("grid:1x3", 3),
    ("grid:1x4", 4),
    ("grid:1x5", 0),
    ("grid:1x6", 1),
    ("grid:1x7", 2),
    ("grid:1x8", 3),
    ("grid:1x9", 0),
    ("grid:2x2", 1),
    ("grid:2x3", 0),
    ("grid:2x4", 8),
    ("grid:3x3", 9),
];

fn main() {
    let opts = Opts::from_env();
    let secs = opts.number("seconds", 1, 36_000, 60);
    let boards: Vec<String> = match opts.value("boards") {
        Some(list) => list.split(',').map(String::from).collect(),
        None => PUBLISHED.iter().map(|(s, _)| s.to_string()).collect(),
    };
    let mut text = format!(
        "exact values under positional superko (no komi, Black first; at most {secs} s each)\n\
         {:<10} {:>9} {:>5} {:>12} {:>9}   {:>5} {:>12} {:>9}\n",
        "board", "published", "area", "nodes", "seconds", "stone", "nodes", "seconds"
    );
    let mut rows = Vec::new();
    for spec in boards {
        let board = Arc::new(Board::parse(&spec).unwrap_or_else(|e| common::fail(&e.to_string())));
        let published = PUBLISHED
            .iter()
            .find(|(s, _)| *s == board.name())
            .map(|&(_, v)| v);
        text += &format!(
            "{:<10} {:>9}",
            board.name(),
            published.map_or("-".into(), |v| v.to_string())
        );
        let mut row = json!({ "board": board.name(), "published_area": published });
        for scoring in [Scoring::Area, Scoring::Stones] {
            let rules = Rules {
                scoring,
                ..Rules::default()
            };
            let game = Game::empty(board.clone(), rules);
            let start = Instant::now();
            let limit = Duration::from_secs(secs);
            let mut listener = |_: Progress| start.elapsed() < limit;
            let mut control = Control::unlimited()
                .with_listener(&mut listener)
                .with_poll(100_000);
            let r = solve(&game, &mut control);
            let steps = control.steps();
            let t = start.elapsed().as_secs_f64();
            let name = match scoring {
                Scoring::Area => "area",
                Scoring::Stones => "stones",
            };
            match r {
                Ok(s) => {
                    text += &format!("   {:>5} {:>12} {:>9.3}", s.value, s.nodes, t);
                    row[name] = json!({ "value": s.value, "nodes": s.nodes, "seconds": t });
                }
                Err(_) => {
                    text += &format!("   {:>5} {:>12} {:>9}", "-", steps, format!(">{secs}"));
                    row[name] = json!({ "value": null, "nodes": steps, "seconds": t });
                }
            }
        }
        text.push('\n');
        rows.push(row);
    }
    emit(&opts, json!({ "solved": rows }), &text);
}
