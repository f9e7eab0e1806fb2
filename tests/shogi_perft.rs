//! Perft counts from tests/data/shogi/perft.tsv (copied from the shared data set).
//! Rows with at most `LIMIT` nodes run here; deeper ones are in `asobiba bench shogi`.

use asobiba::shogi::{Material, Position, Setup};

const LIMIT: u64 = 3_000_000;

fn rows() -> Vec<(String, u32, u64)> {
    include_str!("data/shogi/perft.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (
                f[0].to_string(),
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
            )
        })
        .collect()
}

fn position(sfen: &str) -> Position {
    let setup: Setup = sfen.parse().unwrap();
    // One published position has three rooks and three bishops.
    Position::from_setup(setup.clone())
        .or_else(|_| Position::from_setup_with(setup, Material::Any))
        .unwrap()
}

#[test]
fn every_published_count_up_to_the_limit() {
    let rows = rows();
    assert!(rows.len() > 300);
    let mut run = 0;
    for (sfen, depth, nodes) in &rows {
        if *nodes > LIMIT {
            continue;
        }
        let mut pos = position(sfen);
        assert_eq!(pos.perft(*depth), *nodes, "{sfen} depth {depth}");
        assert_eq!(
            pos.sfen(),
            position(sfen).sfen(),
            "perft restores the position"
        );
        run += 1;
    }
    assert!(run >= 350, "ran {run} rows");
}

#[test]
fn uchifuzume_position() {
    let mut pos = position("7lk/9/8S/9/9/9/9/7L1/8K b P 1");
    assert_eq!(pos.perft(1), 85);
    assert_eq!(pos.perft(2), 639);
    assert_eq!(pos.perft(3), 10_786);
    // The pawn drop on 1b would mate: it is not among the moves.
    let moves: Vec<String> = pos.legal_moves().iter().map(|m| m.to_string()).collect();
    assert!(!moves.contains(&"P*1b".to_string()));
    assert!(moves.contains(&"P*2b".to_string()));
}

#[test]
fn the_222_move_position() {
    let pos = position(
        "4p4/l+B1g1k2l/nn2s1bP1/1sP2P1R1/P1SpP1Rn1/3PG4/L+p3G1+p+p/5+l3/K1+p6 w Pgsn5p 144",
    );
    assert_eq!(pos.count_moves(), 222);
    assert!(!pos.legal_moves().iter().any(|m| m.to_string() == "P*9h"));
}
