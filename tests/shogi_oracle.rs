//! The fast generator against the independent slow one on positions reached by random
//! play (from the start, from handicaps and from random drops), and SFEN round trips.

use asobiba::rng::Rng;
use asobiba::shogi::{oracle, parse, Move, Position};

fn sorted(mut v: Vec<Move>) -> Vec<Move> {
    v.sort();
    v
}

fn check(pos: &Position) {
    let fast = sorted(pos.legal_moves().to_vec());
    let slow = sorted(oracle::legal_moves(&pos.to_setup()));
    if fast != slow {
        let extra: Vec<_> = fast.iter().filter(|m| !slow.contains(m)).collect();
        let missing: Vec<_> = slow.iter().filter(|m| !fast.contains(m)).collect();
        panic!("{}: extra {extra:?}, missing {missing:?}", pos.sfen());
    }
    assert_eq!(pos.count_moves(), fast.len() as u64, "{}", pos.sfen());
}

/// Random games from `start`; returns (positions checked, positions in check).
fn play(start: &str, games: usize, plies: usize, seed: u64) -> (usize, usize) {
    let mut rng = Rng::new(seed);
    let (mut positions, mut checks) = (0, 0);
    for _ in 0..games {
        let mut pos = parse(start).unwrap();
        for _ in 0..plies {
            check(&pos);
            positions += 1;
            checks += pos.is_check() as usize;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.make(moves[rng.below(moves.len() as u64) as usize]);
        }
    }
    (positions, checks)
}

#[test]
fn fast_equals_slow_on_random_games() {
    let (n, checks) = play("startpos", 30, 160, 1);
    assert!(n > 3000 && checks > 20, "{n} positions, {checks} in check");
}

#[test]
fn fast_equals_slow_with_full_hands() {
    // Drop-heavy play with the kings in the open: many checks, pawn-drop mates refused.
    let (n, checks) = play(
        "9/9/9/3k5/9/5K3/9/9/9 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
        40,
        60,
        2,
    );
    assert!(n > 1500 && checks > 100, "{n} positions, {checks} in check");
    let (n, _) = play(
        "8k/9/9/9/9/9/9/9/K8 b RB2G2S2N2L9Prb2g2s2n2l9p 1",
        20,
        60,
        3,
    );
    assert!(n > 600);
}

#[test]
fn fast_equals_slow_on_published_positions() {
    for line in include_str!("data/shogi/perft.tsv").lines().skip(1) {
        let sfen = line.split('\t').next().unwrap();
        if let Ok(pos) = parse(sfen) {
            check(&pos);
        }
    }
}
