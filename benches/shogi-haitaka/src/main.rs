//! haitaka's perft with bulk counting (as in its examples/perft.rs), on the positions
//! `cargo bench --bench shogi` times, best of `--reps` runs. Prints text, or JSON with --json.

use haitaka::Board;
use std::time::Instant;

fn perft_bulk(board: &Board, depth: u8) -> u64 {
    let mut nodes = 0;
    if depth == 0 {
        return 1;
    }
    let mut visit = |moves: haitaka::PieceMoves| {
        if depth == 1 {
            nodes += moves.into_iter().len() as u64;
        } else {
            for mv in moves {
                let mut b = board.clone();
                b.play_unchecked(mv);
                nodes += perft_bulk(&b, depth - 1);
            }
        }
        false
    };
    board.generate_board_moves(&mut visit);
    board.generate_drops(&mut visit);
    nodes
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let value = |name: &str, default: u64| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let depth = value("--depth", 5) as u8;
    let reps = value("--reps", 3).max(1);
    let json = args.iter().any(|a| a == "--json");
    let cases = [
        ("startpos", depth),
        ("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", 3),
        ("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", 3),
    ];
    let mut rows = Vec::new();
    let mut text = String::from("haitaka 0.3.2 perft with bulk counting (best of the repetitions)\n");
    for (sfen, d) in cases {
        let board = if sfen == "startpos" {
            Board::startpos()
        } else {
            Board::from_sfen(sfen).expect("haitaka reads the SFEN")
        };
        let mut best = f64::MAX;
        let mut nodes = 0;
        for _ in 0..reps {
            let t = Instant::now();
            nodes = perft_bulk(&board, d);
            best = best.min(t.elapsed().as_secs_f64());
        }
        let name = if sfen == "startpos" { "startpos" } else { &sfen[..20] };
        text += &format!(
            "  {name:<22} depth {d}: {nodes:>11} nodes in {best:.3} s ({:.1} M nodes/s)\n",
            nodes as f64 / best / 1e6
        );
        rows.push(format!(
            "{{\"sfen\":\"{sfen}\",\"depth\":{d},\"nodes\":{nodes},\"seconds\":{best}}}"
        ));
    }
    if json {
        println!("{{\"perft\":[{}]}}", rows.join(","));
    } else {
        print!("{text}");
    }
}
