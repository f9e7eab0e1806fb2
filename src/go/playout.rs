//! Random playouts: the benchmark workload and a source of random games for tests.

use super::game::Game;
use super::Move;
use crate::rng::Rng;

/// Plays random legal moves for the side to move until two passes in a row or `max_moves`
/// moves; a side passes when its only legal moves fill its own one-point eyes (an empty point
/// whose neighbours are all its stones). Returns the number of moves played.
pub fn random_playout(game: &mut Game, rng: &mut Rng, max_moves: usize) -> usize {
    let board = std::sync::Arc::clone(game.board());
    let n = board.len();
    // The empty points, kept up to date: a plain stone play removes one, a capture rebuilds.
    let mut empties: Vec<usize> = (0..n).filter(|&v| game.stone(v).is_none()).collect();
    let mut played = 0;
    while played < max_moves && !game.is_over() {
        let me = game.to_move();
        let mut untried = empties.len();
        let mut chosen = None;
        while untried > 0 {
            let i = rng.below(untried as u64) as usize;
            untried -= 1;
            empties.swap(i, untried);
            let v = empties[untried];
            let eye = board
                .neighbours(v)
                .iter()
                .all(|&u| game.stone(u as usize) == Some(me));
            if !eye && game.play(Move::Play(v)).is_ok() {
                chosen = Some(untried);
                break;
            }
        }
        match chosen {
            None => game.play(Move::Pass).expect("a pass is legal"),
            Some(i) => {
                if game.captured_by_move(game.ply() - 1) > 0 {
                    empties.clear();
                    empties.extend((0..n).filter(|&v| game.stone(v).is_none()));
                } else {
                    empties.swap_remove(i);
                }
            }
        }
        played += 1;
    }
    played
}

/// Random games from the game's position: `count` playouts (each at most three moves a
/// vertex), each undone afterwards, so the game is left as it was. Returns the moves played in
/// all. The benchmarks time it natively and in the browser.
pub fn playouts(game: &mut Game, count: usize, seed: u64) -> u64 {
    let mut rng = Rng::new(seed);
    let limit = 3 * game.board().len();
    let mut moves = 0;
    for _ in 0..count {
        let played = random_playout(game, &mut rng, limit);
        for _ in 0..played {
            game.undo();
        }
        moves += played as u64;
    }
    moves
}
