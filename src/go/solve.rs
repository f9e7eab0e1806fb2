//! Solving small boards exactly under positional superko: the value for Black with optimal
//! play from a game's current position (and its history), a principal variation and the
//! value of every legal move.
//!
//! Search: fail-soft negamax alpha-beta to the end of the game (two passes in a row), with
//! the window clamped to the largest margin the board allows, move ordering from the table's
//! best move and a history heuristic, and a transposition table that is safe under the
//! graph-history interaction.
//!
//! Why the table needs care: under superko a move is legal only if its position is not in the
//! history, so the value of a position depends on the positions that came before it. An
//! entry records, besides its bounds, what its search looked at: `deps`, the earlier
//! positions that refused a move somewhere in the subtree, and `seen`, a Bloom filter
//! holding every position the subtree generated (and what the entries it reused had seen).
//! The search below a position P with history H depends on H only through H ∩ R, where R is
//! the set of positions it generated; an entry made under H1 is therefore reused under H2
//! only when every position of `deps` is in H2 and no other position of H2 may be in R (the
//! filter answers "surely not"). A false positive of the filter only costs a re-search.
//! This is the dependency idea of Kishimoto and Müller, made exact for small boards.

use super::game::{Game, Ko, PlayError};
use super::score::Scoring;
use super::{Color, Move};
use crate::hash::FxHashMap;
use crate::work::Control;
use crate::{Error, Result};

/// Boards larger than this are refused (the search is exponential; 2×4 and 3×3 are the
/// largest published solutions).
pub const MAX_VERTICES: usize = 36;
/// Table entries kept before the table is cleared.
const TABLE_LIMIT: usize = 4_000_000;

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

const BLOOM_WORDS: usize = 4;
type Bloom = [u64; BLOOM_WORDS];

#[inline]
fn bloom_bits(h: u64) -> [(usize, u64); 2] {
    let a = (h >> 8) as usize % (64 * BLOOM_WORDS);
    let b = (h >> 40) as usize % (64 * BLOOM_WORDS);
    [(a / 64, 1u64 << (a % 64)), (b / 64, 1u64 << (b % 64))]
}

#[inline]
fn bloom_add(f: &mut Bloom, h: u64) {
    for (w, m) in bloom_bits(h) {
        f[w] |= m;
    }
}

#[inline]
fn bloom_may_hold(f: &Bloom, h: u64) -> bool {
    bloom_bits(h).iter().all(|&(w, m)| f[w] & m != 0)
}

#[inline]
fn bloom_union(f: &mut Bloom, g: &Bloom) {
    for i in 0..BLOOM_WORDS {
        f[i] |= g[i];
    }
}

/// What a search result depends on beyond the position itself.
#[derive(Default)]
struct Depends {
    /// Positions from before the node that refused a move below it.
    deps: Vec<u64>,
    /// Every position generated below it (a superset).
    seen: Bloom,
}

impl Depends {
    fn absorb(&mut self, d: &Depends) {
        bloom_union(&mut self.seen, &d.seen);
        for &h in &d.deps {
            if !self.deps.contains(&h) {
                self.deps.push(h);
            }
        }
    }
}

struct Entry {
    lower: i32,
    upper: i32,
    best: u16,
    deps: Vec<u64>,
    seen: Bloom,
}

const NO_MOVE: u16 = u16::MAX;

struct Search<'c, 'a> {
    game: Game,
    scoring: Scoring,
    n: usize,
    /// Path positions: hash → the first ply it occurs at.
    path: FxHashMap<u64, usize>,
    table: FxHashMap<u64, Entry>,
    /// History heuristic per move code.
    history: Vec<u32>,
    nodes: u64,
    /// Random move orders (tests: the value must not depend on the order).
    shuffle: Option<crate::rng::Rng>,
    control: &'c mut Control<'a>,
}

#[inline]
fn decode(c: u16, n: usize) -> Move {
    if c as usize == n {
        Move::Pass
    } else {
        Move::Play(c as usize)
    }
}

impl<'c, 'a> Search<'c, 'a> {
    fn new(game: &Game, control: &'c mut Control<'a>) -> Result<Self> {
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
        let mut path = FxHashMap::default();
        for i in 0..=game.ply() {
            path.entry(game.hash_at(i)).or_insert(i);
        }
        Ok(Search {
            game: game.clone(),
            scoring: game.rules().scoring,
            n,
            path,
            table: FxHashMap::default(),
            history: vec![0; n + 1],
            nodes: 0,
            shuffle: None,
            control,
        })
    }

    /// Black's margin on the board (stones or area), without komi.
    fn margin(&self) -> i32 {
        let g = &self.game;
        let board = g.board();
        let mut m = 0i32;
        let mut seen = 0u64;
        for v in 0..self.n {
            match g.stone(v) {
                Some(Color::Black) => m += 1,
                Some(Color::White) => m -= 1,
                None if self.scoring == Scoring::Area && seen >> v & 1 == 0 => {
                    let (mut size, mut touch) = (0i32, [false; 2]);
                    let mut stack = vec![v];
                    seen |= 1 << v;
                    while let Some(e) = stack.pop() {
                        size += 1;
                        for &u in board.neighbours(e) {
                            let u = u as usize;
                            match g.stone(u) {
                                Some(c) => touch[c.index()] = true,
                                None if seen >> u & 1 == 0 => {
                                    seen |= 1 << u;
                                    stack.push(u);
                                }
                                None => {}
                            }
                        }
                    }
                    if touch[0] && !touch[1] {
                        m += size;
                    } else if touch[1] && !touch[0] {
                        m -= size;
                    }
                }
                None => {}
            }
        }
        m
    }

    /// The table key: stones, side to move, and whether the last move was a pass.
    fn key(&self) -> u64 {
        let pass = self.game.passes() > 0;
        self.game.situation_hash() ^ if pass { 0x5851_f42d_4c95_7f2d } else { 0 }
    }

    /// Whether an entry made under another history holds under the current one.
    fn reusable(&self, e: &Entry) -> bool {
        let here = self.game.hash();
        if !e.deps.iter().all(|h| self.path.contains_key(h)) {
            return false;
        }
        self.path
            .keys()
            .all(|&h| h == here || e.deps.contains(&h) || !bloom_may_hold(&e.seen, h))
    }

    /// Negamax value (margin for the side to move) within (alpha, beta), fail-soft.
    fn search(&mut self, mut alpha: i32, mut beta: i32) -> Result<(i32, Depends)> {
        self.nodes += 1;
        self.control.step(1)?;
        let me = self.game.to_move();
        let sign = if me == Color::Black { 1 } else { -1 };
        let mut dep = Depends::default();
        if self.game.is_over() {
            return Ok((sign * self.margin(), dep));
        }
        let ply = self.game.ply();
        let here = self.game.hash();
        let key = self.key();
        let top = self.n as i32;
        beta = beta.min(top);
        alpha = alpha.max(-top);
        if alpha >= beta {
            return Ok((beta, dep));
        }
        let (a0, b0) = (alpha, beta);
        let mut best_code = NO_MOVE;
        if let Some(e) = self.table.get(&key) {
            best_code = e.best;
            if self.reusable(e) {
                let (lo, hi) = (e.lower, e.upper);
                let used = Depends {
                    deps: e.deps.clone(),
                    seen: e.seen,
                };
                if lo >= beta || hi <= alpha || lo == hi {
                    let v = if lo >= beta { lo } else { hi };
                    dep.absorb(&used);
                    self.keep_before(&mut dep, ply);
                    return Ok((v, dep));
                }
                if lo > alpha || hi < beta {
                    alpha = alpha.max(lo);
                    beta = beta.min(hi);
                    dep.absorb(&used);
                }
            }
        }
        // Moves: the table's best, then by the history heuristic; after a pass, the pass
        // (ending the game) first; otherwise the pass last.
        let mut moves: Vec<u16> = Vec::with_capacity(self.n + 1);
        for v in 0..self.n {
            if self.game.stone(v).is_none() {
                moves.push(v as u16);
            }
        }
        let pass_code = self.n as u16;
        let after_pass = self.game.passes() > 0;
        let hist = &self.history;
        moves.sort_by_key(|&c| std::cmp::Reverse(hist[c as usize]));
        if after_pass {
            moves.insert(0, pass_code);
        } else {
            moves.push(pass_code);
        }
        if best_code != NO_MOVE {
            if let Some(i) = moves.iter().position(|&c| c == best_code) {
                let c = moves.remove(i);
                moves.insert(0, c);
            }
        }
        if let Some(rng) = self.shuffle.as_mut() {
            for i in (1..moves.len()).rev() {
                moves.swap(i, rng.below(i as u64 + 1) as usize);
            }
        }
        let mut best = i32::MIN;
        let mut best_move = NO_MOVE;
        for &c in &moves {
            let mv = decode(c, self.n);
            match self.game.play(mv) {
                Ok(()) => {}
                Err(PlayError::Superko { ply: p }) => {
                    let h = self.game.hash_at(p);
                    bloom_add(&mut dep.seen, h);
                    if p < ply && h != here && !dep.deps.contains(&h) {
                        dep.deps.push(h);
                    }
                    continue;
                }
                Err(PlayError::Ko) => {
                    let h = self.game.hash_at(ply - 1);
                    bloom_add(&mut dep.seen, h);
                    if h != here && !dep.deps.contains(&h) {
                        dep.deps.push(h);
                    }
                    continue;
                }
                Err(_) => continue,
            }
            let child = self.game.hash();
            bloom_add(&mut dep.seen, child);
            let fresh = !self.path.contains_key(&child);
            if fresh {
                self.path.insert(child, ply + 1);
            }
            let r = self.search(-beta, -alpha.max(best));
            if fresh {
                self.path.remove(&child);
            }
            self.game.undo();
            let (v, d) = r?;
            let v = -v;
            dep.absorb(&d);
            if v > best {
                best = v;
                best_move = c;
            }
            if best >= beta {
                self.history[c as usize] += 1;
                break;
            }
        }
        debug_assert!(best > i32::MIN, "a pass is always legal before the end");
        self.keep_before(&mut dep, ply);
        if self.table.len() >= TABLE_LIMIT {
            self.table.clear();
        }
        let (lower, upper) = if best <= a0 {
            (-top, best)
        } else if best >= b0 {
            (best, top)
        } else {
            (best, best)
        };
        self.table.insert(
            key,
            Entry {
                lower,
                upper,
                best: best_move,
                deps: dep.deps.clone(),
                seen: dep.seen,
            },
        );
        Ok((best, dep))
    }

    /// Keeps only the dependencies on positions from before `ply` (those after it are made
    /// by the moves below this node, whatever the history).
    fn keep_before(&self, dep: &mut Depends, ply: usize) {
        let path = &self.path;
        dep.deps.retain(|h| path.get(h).is_some_and(|&i| i < ply));
    }

    /// The exact negamax value of the current position.
    fn exact(&mut self) -> Result<i32> {
        let top = self.n as i32;
        Ok(self.search(-top - 1, top + 1)?.0)
    }

    fn play(&mut self, mv: Move) -> bool {
        if self.game.play(mv).is_err() {
            return false;
        }
        let h = self.game.hash();
        let ply = self.game.ply();
        self.path.entry(h).or_insert(ply);
        true
    }

    fn undo(&mut self) {
        let h = self.game.hash();
        let ply = self.game.ply();
        if self.path.get(&h) == Some(&ply) {
            self.path.remove(&h);
        }
        self.game.undo();
    }
}

/// Solves the game's current position (with its history) for the side to move.
pub fn solve(game: &Game, control: &mut Control) -> Result<Solution> {
    solve_shuffled(game, None, control)
}

/// `solve` with the moves of every node tried in a random order drawn from `seed` (`None`:
/// the usual ordering); the value and move values must not change.
pub fn solve_shuffled(game: &Game, seed: Option<u64>, control: &mut Control) -> Result<Solution> {
    let mut s = Search::new(game, control)?;
    s.shuffle = seed.map(crate::rng::Rng::new);
    let komi = game.rules().komi;
    let black = |s: &Search, v: i32| -> f64 {
        let v = if s.game.to_move() == Color::Black {
            v
        } else {
            -v
        };
        v as f64 - komi
    };
    if s.game.is_over() {
        let v = s.margin();
        return Ok(Solution {
            value: v as f64 - komi,
            pv: Vec::new(),
            moves: Vec::new(),
            nodes: 0,
        });
    }
    // Every legal move, searched exactly.
    let mut moves = Vec::new();
    let mut best = i32::MIN;
    for mv in s.game.legal_moves(s.game.to_move()) {
        s.play(mv);
        let r = s.exact();
        s.undo();
        let v = -r?;
        best = best.max(v);
        moves.push((mv, v));
    }
    let value = black(&s, best);
    let moves_out: Vec<(Move, f64)> = moves.iter().map(|&(m, v)| (m, black(&s, v))).collect();
    // The principal variation: at each step a move that keeps the value.
    let mut pv = Vec::new();
    let mut want = best;
    let mut first = moves.iter().find(|&&(_, v)| v == best).map(|&(m, _)| m);
    while let Some(mv) = first.take() {
        s.play(mv);
        pv.push(mv);
        want = -want;
        if s.game.is_over() {
            break;
        }
        for m in s.game.legal_moves(s.game.to_move()) {
            s.play(m);
            let r = s.exact();
            s.undo();
            if -r? == want {
                first = Some(m);
                break;
            }
        }
        if pv.len() > 4 * s.n + 8 && first.is_some() {
            // A line this long only repeats its last value; the search proved the value.
            break;
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
