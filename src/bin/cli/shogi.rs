//! `asobiba shogi …`: perft, legal moves and the attacked-square analysis of a SFEN.

use super::{control, core, number, Args, Output};
use asobiba::shogi::{analysis, parse, Color, Position, Square, Status};
use asobiba::Control;
use serde_json::json;

/// Below this many plies a subtree is counted in one call (about a million leaves at
/// most), so `--timeout` is looked at often without slowing the count.
const CHUNK_DEPTH: u32 = 3;

/// Perft under `control`: progress over the root moves, leaves counted as steps.
fn perft(pos: &mut Position, depth: u32, control: &mut Control) -> asobiba::Result<u64> {
    fn walk(pos: &mut Position, depth: u32, control: &mut Control) -> asobiba::Result<u64> {
        if depth <= CHUNK_DEPTH {
            let n = pos.perft(depth);
            control.step(n)?;
            return Ok(n);
        }
        let mut total = 0;
        for &m in pos.legal_moves().iter() {
            let u = pos.make(m);
            let n = walk(pos, depth - 1, control);
            pos.unmake(m, u);
            total += n?;
        }
        Ok(total)
    }
    if depth <= CHUNK_DEPTH {
        return walk(pos, depth, control);
    }
    let moves = pos.legal_moves();
    let mut total = 0;
    for (i, &m) in moves.iter().enumerate() {
        control.progress(i as u64, moves.len() as u64, "root moves")?;
        let u = pos.make(m);
        let n = walk(pos, depth - 1, control);
        pos.unmake(m, u);
        total += n?;
    }
    Ok(total)
}

/// The SFEN is the remaining words joined (quoted or not); `startpos` works too.
fn position(words: &[String]) -> Result<Position, String> {
    if words.is_empty() {
        return Err("missing SFEN (or `startpos`)".into());
    }
    core(parse(&words.join(" ")))
}

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    let command = words.get(1).cloned().unwrap_or_default();
    let mut words = args.take_positionals(usize::MAX);
    match command.as_str() {
        "perft" => {
            let depth = words.pop().ok_or("missing SFEN and DEPTH")?;
            let depth = number(&depth, "DEPTH", 0, 12)? as u32;
            let mut pos = position(&words)?;
            let start = std::time::Instant::now();
            let nodes = control(|c| perft(&mut pos, depth, c))?;
            let secs = start.elapsed().as_secs_f64();
            Ok(Output::new(
                json!({ "nodes": nodes }),
                format!(
                    "perft {depth}: {nodes} nodes in {secs:.3} s ({:.1} M nodes/s)",
                    nodes as f64 / secs.max(1e-9) / 1e6
                ),
            ))
        }
        "moves" => {
            let pos = position(&words)?;
            let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
            let check = pos.is_check();
            let status = pos.status();
            let text = format!(
                "{} legal moves{}{}\n{}",
                moves.len(),
                if check { ", in check" } else { "" },
                match status {
                    Status::Checkmate => ", checkmate",
                    Status::NoMoves => ", no move",
                    Status::Ongoing => "",
                },
                moves.join(" ")
            );
            Ok(Output::new(
                json!({ "moves": moves, "check": check, "mate": status == Status::Checkmate }),
                text,
            ))
        }
        "attacks" => {
            let pos = position(&words)?;
            let a = analysis::analyse(&pos);
            let mut text = String::new();
            for c in Color::BOTH {
                text += &format!("attacks by {} (file 9 → 1, rank a → i):\n", c.name());
                for rank in 1..=9 {
                    for file in (1..=9).rev() {
                        let sq = Square::new(file, rank).unwrap();
                        let n = *a.squares[sq.index()].counts.get(c);
                        text += &if n == 0 { " .".to_string() } else { format!("{n:>2}") };
                    }
                    text.push('\n');
                }
            }
            for h in &a.hanging {
                text += &format!(
                    "hanging: {} on {} ({} attackers, {} defenders)\n",
                    h.piece, h.square, h.attackers, h.defenders
                );
            }
            for p in &a.pins {
                text += &format!(
                    "pin: {} on {} by {} on {}\n",
                    p.piece, p.square, p.pinner_piece, p.pinner
                );
            }
            if a.check {
                text += if a.mate { "checkmate\n" } else { "check\n" };
            }
            Ok(Output::from(&a, text))
        }
        other => Err(format!(
            "unknown shogi command `{other}`; try `perft SFEN DEPTH`, `moves SFEN` or `attacks SFEN`"
        )),
    }
}
