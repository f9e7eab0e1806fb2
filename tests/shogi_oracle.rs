//! The fast generator against the independent slow one on positions reached by random
//! play (from the start, from handicaps and from random drops), and SFEN round trips.

use asobiba::rng::Rng;
use asobiba::shogi::{oracle, Move, Position, Setup};

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

#[test]
fn fast_equals_slow_on_random_games() {
    let mut rng = Rng::new(0x5409_1);
    let mut positions = 0;
    for game in 0..60 {
        let mut pos = Position::startpos();
        for _ply in 0..(80 + game * 3) {
            check(&pos);
            positions += 1;
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = moves[rng.below(moves.len() as u64) as usize];
            pos.make(m);
        }
    }
    assert!(positions > 3000, "{positions}");
}
