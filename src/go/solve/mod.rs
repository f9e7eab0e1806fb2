//! Solving small boards exactly under positional superko: the value for Black with optimal
//! play from a game's current position (and its history), a principal variation and the
//! value of every legal move.
//!
//! Search (`search`): fail-soft negamax alpha-beta to the end of the game (two passes in a
//! row) in null-window tests driven by MTD(f), with the window clamped to the largest margin
//! the board allows and to the bounds Benson's unconditional life gives (`benson`), moves
//! ordered by the table's best move, a killer per depth and a history heuristic, and a
//! transposition table that is exact under the graph-history interaction, probed for the
//! children too before a node's moves are searched (enhanced transposition cutoffs). At the root, moves
//! that a symmetry of the board fixing the whole history maps onto each other share one
//! search (`symmetry`).

pub mod benson;
mod search;
pub mod symmetry;

use super::game::{Game, Ko};
use super::{Color, Move};
use crate::work::Control;
use crate::{Error, Result};
use search::Search;

/// Boards larger than this are refused (the search is exponential; 2×4 and 3×3 are the
/// largest published solutions).
pub const MAX_VERTICES: usize = 36;

/// The solution of a position.
#[derive(Debug, Clone)]
pub struct Solution {
    /// Black's margin (minus komi) with optimal play from here.
    pub value: f64,
    /// The principal variation from here to the end of the game.
    pub pv: Vec<Move>,
    /// Every legal move of the side to move with Black's margin after it.
    pub moves: Vec<(Move, f64)>,
    /// Positions searched.
    pub nodes: u64,
}

/// Solves the game's current position (with its history) for the side to move.
pub fn solve(game: &Game, control: &mut Control) -> Result<Solution> {
    solve_with(game, &Options::default(), control)
}

/// `solve` with the moves of every node tried in a random order drawn from `seed` (`None`:
/// the usual ordering); the value and move values must not change.
pub fn solve_shuffled(game: &Game, seed: Option<u64>, control: &mut Control) -> Result<Solution> {
    let opts = Options {
        shuffle: seed,
        ..Options::default()
    };
    solve_with(game, &opts, control)
}

/// What the solver may use (all on by default; the tests switch them off to compare).
#[derive(Debug, Clone, Copy)]
pub struct Options {
    /// Random move orders from this seed.
    pub shuffle: Option<u64>,
    /// Benson's bounds at every node.
    pub benson: bool,
    /// One search per orbit of root moves under the symmetries fixing the history.
    pub symmetry: bool,
    /// Enhanced transposition cutoffs: before searching a node's moves, a child whose table
    /// entry already refutes the reply cuts at once.
    pub etc: bool,
    /// The table's size limit in 64-bit words (when full, the cheaper half is dropped).
    pub table_words: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            shuffle: None,
            benson: true,
            symmetry: true,
            etc: true,
            table_words: search::TABLE_WORDS,
        }
    }
}

/// How many positions the board has, to size the solver's position sets (a cheap count; a
/// bound when it would take long).
fn positions_of(game: &Game) -> u64 {
    use num_traits::ToPrimitive;
    let board = game.board();
    if board.len() > 24 {
        return 1 << 16;
    }
    let mut c = Control::unlimited().with_budget(2_000_000);
    super::count::count(board, &mut c)
        .ok()
        .and_then(|c| c.positions.to_u64())
        .unwrap_or(1 << 16)
}

/// The positions of the game's history as stone vectors (0 empty, 1 black, 2 white).
fn history_positions(game: &Game) -> Vec<Vec<u8>> {
    let mut g = game.clone();
    let mut out = vec![g.stones_u8()];
    while g.undo() {
        out.push(g.stones_u8());
    }
    out
}

/// The root moves grouped by orbit: `(representative, members)`.
fn root_orbits(game: &Game, moves: &[Move], use_symmetry: bool) -> Vec<(Move, Vec<Move>)> {
    let n = game.board().len();
    let mut rep: Vec<usize> = (0..n).collect();
    if use_symmetry {
        let history = history_positions(game);
        for map in symmetry::automorphisms(game.board()) {
            let fixes = history
                .iter()
                .all(|p| (0..n).all(|v| p[map[v] as usize] == p[v]));
            if !fixes {
                continue;
            }
            // Union the orbit (smallest vertex as the representative).
            for (v, &w) in map.iter().enumerate() {
                let (mut a, mut b) = (v, w as usize);
                while rep[a] != a {
                    a = rep[a];
                }
                while rep[b] != b {
                    b = rep[b];
                }
                let (lo, hi) = (a.min(b), a.max(b));
                rep[hi] = lo;
            }
        }
    }
    let root = |mut v: usize| {
        while rep[v] != v {
            v = rep[v];
        }
        v
    };
    let mut out: Vec<(Move, Vec<Move>)> = Vec::new();
    for &m in moves {
        let r = match m {
            Move::Play(v) => Move::Play(root(v)),
            Move::Pass => Move::Pass,
        };
        match out.iter_mut().find(|(x, _)| *x == r) {
            Some((_, members)) => members.push(m),
            None => out.push((r, vec![m])),
        }
    }
    // The representative is a member itself (the smallest vertex is legal in every orbit).
    for (r, members) in &mut out {
        *r = members[0];
    }
    out
}

/// `solve` with explicit options.
pub fn solve_with(game: &Game, opts: &Options, control: &mut Control) -> Result<Solution> {
    let n = game.board().len();
    if game.rules().ko != Ko::Positional {
        return Err(Error::Invalid(
            "the solver plays under positional superko (ko psk)".into(),
        ));
    }
    if n > MAX_VERTICES {
        return Err(Error::TooLarge(format!(
            "the solver takes boards of at most {MAX_VERTICES} vertices; this one has {n}"
        )));
    }
    let komi = game.rules().komi;
    let black_to_move = game.to_move() == Color::Black;
    let black = |v: i32| -> f64 { (if black_to_move { v } else { -v }) as f64 - komi };
    let positions = positions_of(game);
    let mut s = Search::new(game, positions, control);
    s.shuffle = opts.shuffle.map(crate::rng::Rng::new);
    s.benson = opts.benson;
    s.etc = opts.etc;
    s.table_limit = opts.table_words;
    if s.game.is_over() {
        let v = s.margin();
        return Ok(Solution {
            value: v as f64 - komi,
            pv: Vec::new(),
            moves: Vec::new(),
            nodes: 0,
        });
    }
    // Every legal move, searched exactly by MTD(f) (one search per orbit of symmetric moves).
    let legal = s.game.legal_moves(s.game.to_move());
    let orbits = root_orbits(&s.game, &legal, opts.symmetry);
    let mut values: Vec<(Move, i32)> = Vec::new();
    let mut best = i32::MIN;
    let mut guess = 0;
    for (i, (mv, members)) in orbits.iter().enumerate() {
        s.control
            .progress(i as u64, orbits.len() as u64, "root moves")?;
        s.play(*mv);
        let r = s.mtdf(-guess);
        s.undo();
        let v = -r?;
        guess = v.max(best);
        best = best.max(v);
        values.extend(members.iter().map(|&m| (m, v)));
    }
    s.control
        .progress(orbits.len() as u64, orbits.len() as u64, "root moves")?;
    // Back in the engine's order of the legal moves.
    let moves_out: Vec<(Move, f64)> = legal
        .iter()
        .map(|&m| {
            let v = values.iter().find(|&&(x, _)| x == m).expect("every move").1;
            (m, black(v))
        })
        .collect();
    let value = black(best);
    // The principal variation: at each step a move that keeps the value (a null-window test
    // per candidate), the best-looking first.
    let mut pv = Vec::new();
    let mut want = best;
    let mut first = values.iter().find(|&&(_, v)| v == best).map(|&(m, _)| m);
    while let Some(mv) = first.take() {
        s.play(mv);
        pv.push(mv);
        want = -want;
        if s.game.is_over() {
            break;
        }
        if pv.len() > 4 * s.n + 8 {
            // A line this long only repeats its last value; the search proved the value.
            break;
        }
        let mut candidates = s.game.legal_moves(s.game.to_move());
        if let Some(b) = s.best_move() {
            if let Some(i) = candidates.iter().position(|&m| m == b) {
                candidates.swap(0, i);
            }
        }
        for m in candidates {
            s.play(m);
            let r = s.probe(-want, -want + 1);
            s.undo();
            if r? <= -want {
                first = Some(m);
                break;
            }
        }
    }
    Ok(Solution {
        value,
        pv,
        moves: moves_out,
        nodes: s.nodes,
    })
}

/// A plain minimax over the full game tree with the whole history (no table, no pruning): the
/// test oracle. Returns Black's margin without komi.
pub fn minimax(game: &mut Game, control: &mut Control) -> Result<i32> {
    control.step(1)?;
    if game.is_over() {
        let s = super::score::Score::of(game, game.rules().scoring, 0.0);
        return Ok(-s.s as i32);
    }
    let me = game.to_move();
    let mut best: Option<i32> = None;
    for mv in game.legal_moves(me) {
        game.play(mv).expect("legal");
        let r = minimax(game, control);
        game.undo();
        let v = r?;
        best = Some(match (best, me) {
            (None, _) => v,
            (Some(b), Color::Black) => b.max(v),
            (Some(b), Color::White) => b.min(v),
        });
    }
    Ok(best.expect("a pass is always legal"))
}
