//! The alpha-beta search with its history-safe transposition table.
//!
//! Under positional superko the value of a position depends on the positions played before
//! it (they are forbidden). A result is a proof, and a proof uses the history in two ways
//! only: moves it makes must stay legal (their positions must not be in the history), and
//! moves it refutes by their illegality must stay illegal (those positions must be in it).
//! A lower bound proven by a cutoff needs only the cutoff move and its reply's proof (the
//! other moves here do not matter); an upper bound needs every move's proof and every
//! refusal (a move that became illegal only removes an option). Each entry records both
//! sets exactly: `seen`, one bit per position (small boards have few positions, each gets a
//! dense index when first seen), and `deps`, the hashes of the refusing positions. It is
//! reused under another history only when no position of that history is in `seen` and
//! every one of `deps` is in it, which makes the same proof valid move for move: the
//! dependency idea of Kishimoto and Müller, made exact. Several entries (made under
//! different histories) share a key.

use super::super::game::{Game, PlayError};
use super::super::score::Scoring;
use super::super::{Color, Move};
use super::benson;
use crate::hash::FxHashMap;
use crate::work::Control;
use crate::{Error, Result};

/// Entries kept per key (one per history class seen lately).
const BUCKET: usize = 4;
/// The table's default size limit in 64-bit words (position sets plus a few words per entry;
/// about 256 MB natively, 128 MB in the browser). When full, the half of the entries that
/// cost the least work to make is dropped (a full clear used to cost far more than the
/// memory: with a 32 MB table 3x3 did not finish in 120 s).
#[cfg(not(target_arch = "wasm32"))]
pub const TABLE_WORDS: usize = 32 << 20;
#[cfg(target_arch = "wasm32")]
pub const TABLE_WORDS: usize = 16 << 20;
/// The longest line the search follows before it gives up with an error: each move is a
/// frame of the recursive search, and the browser's stack holds about 2 500 (1x9 under area
/// scoring reaches 2 309 moves deep and solves in Chromium; under stone scoring 2 492 did not;
/// natively a frame takes under 900 bytes of the main thread's 8 MB).
#[cfg(not(target_arch = "wasm32"))]
pub const MAX_LINE: usize = 8_000;
#[cfg(target_arch = "wasm32")]
pub const MAX_LINE: usize = 2_400;
/// What to do about a line past `MAX_LINE`, where the search runs.
#[cfg(not(target_arch = "wasm32"))]
const PAST_MAX_LINE: &str = "a board this large is beyond the exact solver";
#[cfg(target_arch = "wasm32")]
const PAST_MAX_LINE: &str = "the browser's stack is small: solve this board with the CLI";
/// Positions given a dense index of their own; later ones share bits (a superset, still safe).
const MAX_INDEXED: usize = 1 << 20;

struct Entry {
    lower: i32,
    upper: i32,
    best: u16,
    /// Nodes searched to make it (what dropping it would cost to redo).
    work: u32,
    /// Positions of the history that refused a move of the proof (their hashes).
    deps: Vec<u64>,
    /// Positions the proof moves into, one bit per position index.
    seen: Box<[u64]>,
}

impl Entry {
    /// How much the entry depends on: positions it moves into and refusals it needs.
    fn cost(&self) -> u32 {
        self.seen.iter().map(|w| w.count_ones()).sum::<u32>() + self.deps.len() as u32
    }
}

pub(super) const NO_MOVE: u16 = u16::MAX;

/// What a search result depends on beyond the position itself: the earlier positions that
/// must still refuse a move (`deps`) and those the proof moves into, which must not be in
/// the history (`seen`, one bit per position).
pub(super) struct Depends {
    pub deps: Vec<u64>,
    pub seen: Vec<u64>,
}

fn merge(into: &mut Depends, deps: &[u64], seen: &[u64]) {
    for (w, &x) in into.seen.iter_mut().zip(seen.iter()) {
        *w |= x;
    }
    for &h in deps {
        if !into.deps.contains(&h) {
            into.deps.push(h);
        }
    }
}

fn absorb(into: &mut Depends, d: &Depends) {
    merge(into, &d.deps, &d.seen);
}

pub(super) struct Search<'c, 'a> {
    pub game: Game,
    scoring: Scoring,
    pub n: usize,
    top: i32,
    /// Path positions: hash → the first ply it occurs at.
    path: FxHashMap<u64, usize>,
    /// The same positions in order, with their bit.
    path_list: Vec<(u64, u32)>,
    /// The path positions' bits as a set (with a count per bit: bits may be shared).
    path_bits: Vec<u64>,
    path_count: Vec<u16>,
    /// Position hash → dense index.
    index: FxHashMap<u64, u32>,
    words: usize,
    table: FxHashMap<u64, Vec<Entry>>,
    table_words: usize,
    /// The table's size limit (words).
    pub table_limit: usize,
    /// Entries dropped to make room (a statistic).
    pub dropped: u64,
    /// Spare position sets.
    pool: Vec<Vec<u64>>,
    /// History heuristic per move code.
    history: Vec<u32>,
    /// Killer move per depth below the root.
    killers: Vec<u16>,
    pub nodes: u64,
    /// The longest line searched (moves from the start of the game).
    pub deepest: usize,
    /// The longest line the search may follow (the browser's stack is small).
    pub max_line: usize,
    /// Random move orders (tests: the value must not depend on the order).
    pub shuffle: Option<crate::rng::Rng>,
    /// Benson bounds at the leaves (off: the tests compare both ways).
    pub benson: bool,
    /// Enhanced transposition cutoffs.
    pub etc: bool,
    adj: Vec<u64>,
    pub control: &'c mut Control<'a>,
}

#[inline]
pub(super) fn decode(c: u16, n: usize) -> Move {
    if c as usize == n {
        Move::Pass
    } else {
        Move::Play(c as usize)
    }
}

impl<'c, 'a> Search<'c, 'a> {
    /// `positions`: how many positions the board has (|C*|, or an estimate), to size the sets.
    pub fn new(game: &Game, positions: u64, control: &'c mut Control<'a>) -> Self {
        let n = game.board().len();
        let words = (positions.clamp(64, 1 << 16) as usize).div_ceil(64);
        let mut s = Search {
            game: game.clone(),
            scoring: game.rules().scoring,
            n,
            top: n as i32,
            path: FxHashMap::default(),
            path_list: Vec::new(),
            path_bits: vec![0; words],
            path_count: vec![0; words * 64],
            index: FxHashMap::default(),
            words,
            table: FxHashMap::default(),
            table_words: 0,
            table_limit: TABLE_WORDS,
            dropped: 0,
            pool: Vec::new(),
            history: vec![0; n + 1],
            killers: Vec::new(),
            nodes: 0,
            deepest: 0,
            max_line: MAX_LINE,
            shuffle: None,
            benson: true,
            etc: true,
            adj: benson::adjacency(game.board()),
            control,
        };
        for i in 0..=game.ply() {
            let h = game.hash_at(i);
            if let std::collections::hash_map::Entry::Vacant(e) = s.path.entry(h) {
                e.insert(i);
                let b = s.bit(h);
                s.push_path(h, b);
            }
        }
        s
    }

    /// The bit of a position already given one.
    fn known_bit(&self, h: u64) -> u32 {
        let cap = (self.words * 64) as u32;
        match self.index.get(&h) {
            Some(&i) => i % cap,
            None => (h % cap as u64) as u32,
        }
    }

    /// The bit of a position in the position sets.
    #[inline]
    fn bit(&mut self, h: u64) -> u32 {
        let cap = (self.words * 64) as u32;
        if let Some(&i) = self.index.get(&h) {
            return i % cap;
        }
        if self.index.len() >= MAX_INDEXED {
            return (h % cap as u64) as u32;
        }
        let i = self.index.len() as u32;
        self.index.insert(h, i);
        i % cap
    }

    fn take_set(&mut self) -> Vec<u64> {
        match self.pool.pop() {
            Some(mut v) => {
                v.iter_mut().for_each(|w| *w = 0);
                v
            }
            None => vec![0; self.words],
        }
    }

    pub fn give_back(&mut self, d: Depends) {
        self.pool.push(d.seen);
    }

    /// Black's margin on the board (stones or area), without komi.
    pub fn margin(&self) -> i32 {
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

    /// Whether an entry made under another history holds under the current one: it holds
    /// all of `deps` and none of `seen`.
    fn reusable(&self, e: &Entry) -> bool {
        if !e.deps.iter().all(|h| self.path.contains_key(h)) {
            return false;
        }
        // No position of the history among those the proof moves into, the current one
        // aside (a pass "moves into" it; it is in every history that reaches it).
        let here = self.known_bit(self.game.hash()) as usize;
        // Masked only when no other path position shares its bit.
        let (hw, hm) = if self.path_count[here] == 1 {
            (here / 64, 1u64 << (here % 64))
        } else {
            (usize::MAX, 0)
        };
        e.seen
            .iter()
            .zip(&self.path_bits)
            .enumerate()
            .all(|(i, (&a, &b))| a & b & if i == hw { !hm } else { !0 } == 0)
    }

    fn push_path(&mut self, h: u64, b: u32) {
        self.path_list.push((h, b));
        self.path_count[b as usize] += 1;
        self.path_bits[b as usize / 64] |= 1 << (b % 64);
    }

    fn pop_path(&mut self) {
        let (_, b) = self.path_list.pop().expect("a path position");
        self.path_count[b as usize] -= 1;
        if self.path_count[b as usize] == 0 {
            self.path_bits[b as usize / 64] &= !(1 << (b % 64));
        }
    }

    /// Records that the proof moves into position `h`.
    #[inline]
    fn note(&mut self, dep: &mut Depends, h: u64) {
        let b = self.bit(h);
        dep.seen[b as usize / 64] |= 1 << (b % 64);
    }

    /// Negamax value (margin for the side to move) within (alpha, beta), fail-soft, with
    /// what it depends on.
    pub fn search(&mut self, mut alpha: i32, mut beta: i32) -> Result<(i32, Depends)> {
        self.nodes += 1;
        let n0 = self.nodes;
        self.control.step(1)?;
        let me = self.game.to_move();
        let sign = if me == Color::Black { 1 } else { -1 };
        let mut dep = Depends {
            deps: Vec::new(),
            seen: self.take_set(),
        };
        if self.game.is_over() {
            return Ok((sign * self.margin(), dep));
        }
        let ply = self.game.ply();
        if ply > self.deepest {
            self.deepest = ply;
            if ply > self.max_line {
                return Err(Error::TooLarge(format!(
                    "the search followed a line of {ply} moves, more than the {} this build \
                     allows ({PAST_MAX_LINE})",
                    self.max_line
                )));
            }
        }
        let here = self.game.hash();
        let key = self.key();
        let (mut lo_b, mut hi_b) = (-self.top, self.top);
        if self.benson {
            // Whatever the history: the side that passes for ever keeps what Benson proves.
            let (lo, hi) = benson::bounds(&self.game, self.scoring, &self.adj);
            lo_b = sign * if sign > 0 { lo } else { hi };
            hi_b = sign * if sign > 0 { hi } else { lo };
        }
        beta = beta.min(hi_b);
        alpha = alpha.max(lo_b);
        if alpha >= beta {
            // Fail-soft at the bound that decided it.
            return Ok((if hi_b <= alpha { hi_b } else { lo_b }, dep));
        }
        let (a0, b0) = (alpha, beta);
        let mut best_code = NO_MOVE;
        if let Some(bucket) = self.table.get(&key) {
            // A cutoff needs one entry only: the one with the fewest dependencies (merging
            // every entry that tightens a bound would load the result with needless ones).
            // Null windows never narrow without a cutoff, so no narrowing is done.
            best_code = bucket[0].best;
            let mut found_best = false;
            let mut cut: Option<(usize, u32, i32)> = None;
            for (i, e) in bucket.iter().enumerate() {
                let cuts = if e.lower >= beta {
                    Some(e.lower)
                } else if e.upper <= alpha {
                    Some(e.upper)
                } else {
                    None
                };
                if (cuts.is_none() && found_best) || !self.reusable(e) {
                    continue;
                }
                if !found_best && e.best != NO_MOVE {
                    best_code = e.best;
                    found_best = true;
                }
                if let Some(v) = cuts {
                    let cost = e.cost();
                    if cut.is_none_or(|(_, c, _)| cost < c) {
                        cut = Some((i, cost, v));
                    }
                }
            }
            if let Some((i, _, v)) = cut {
                let e = &self.table[&key][i];
                merge(&mut dep, &e.deps, &e.seen);
                self.keep_before(&mut dep, ply);
                return Ok((v, dep));
            }
        }
        // Moves: the table's best, the killer, then by the history heuristic; after a pass,
        // the pass (ending the game) first; otherwise the pass last.
        let depth = ply;
        if self.killers.len() <= depth {
            self.killers.resize(depth + 1, NO_MOVE);
        }
        let mut moves: Vec<u16> = Vec::with_capacity(self.n + 1);
        for v in 0..self.n {
            if self.game.stone(v).is_none() {
                moves.push(v as u16);
            }
        }
        let pass_code = self.n as u16;
        let hist = &self.history;
        moves.sort_by_key(|&c| std::cmp::Reverse(hist[c as usize]));
        if self.game.passes() > 0 {
            moves.insert(0, pass_code);
        } else {
            moves.push(pass_code);
        }
        for first in [self.killers[depth], best_code] {
            if first != NO_MOVE {
                if let Some(i) = moves.iter().position(|&c| c == first) {
                    let c = moves.remove(i);
                    moves.insert(0, c);
                }
            }
        }
        if let Some(rng) = self.shuffle.as_mut() {
            for i in (1..moves.len()).rev() {
                moves.swap(i, rng.below(i as u64 + 1) as usize);
            }
        }
        // Enhanced transposition cutoff: a child whose table entry already refutes the
        // opponent's reply cuts here without a search (the move must stay legal: noted).
        if self.etc {
            if let Some((v, pos, d)) = self.etc_cut(&moves, beta) {
                merge(&mut dep, &d.0, &d.1);
                self.note(&mut dep, pos);
                self.keep_before(&mut dep, ply);
                self.store(key, v, hi_b, NO_MOVE, 1, &dep);
                return Ok((v, dep));
            }
        }
        // `dep` so far holds what the table entries used depend on; the children's needs
        // are gathered apart, since a cutoff needs only the cutoff move's.
        let mut kids = Depends {
            deps: Vec::new(),
            seen: self.take_set(),
        };
        let mut best = i32::MIN;
        let mut best_move = NO_MOVE;
        let mut best_pos = 0u64;
        let mut cut: Option<(Option<u64>, Depends)> = None;
        for &c in &moves {
            let mv = decode(c, self.n);
            match self.game.play(mv) {
                Ok(()) => {}
                Err(PlayError::Superko { ply: p }) => {
                    // A refusal: the upper bound needs it to stay refused.
                    let h = self.game.hash_at(p);
                    if p < ply && h != here && !kids.deps.contains(&h) {
                        kids.deps.push(h);
                    }
                    continue;
                }
                Err(PlayError::Ko) => {
                    let h = self.game.hash_at(ply - 1);
                    if h != here && !kids.deps.contains(&h) {
                        kids.deps.push(h);
                    }
                    continue;
                }
                Err(_) => continue,
            }
            let child = self.game.hash();
            let fresh = !self.path.contains_key(&child);
            if fresh {
                self.path.insert(child, ply + 1);
                let b = self.bit(child);
                self.push_path(child, b);
            }
            let r = self.search(-beta, -alpha.max(best));
            if fresh {
                self.path.remove(&child);
                self.pop_path();
            }
            self.game.undo();
            let (v, d) = r?;
            let v = -v;
            if v > best {
                best = v;
                best_move = c;
                best_pos = child;
            }
            if best >= beta {
                self.history[c as usize] += 1;
                self.killers[depth] = c;
                cut = Some((Some(child), d));
                break;
            }
            absorb(&mut kids, &d);
            self.give_back(d);
        }
        debug_assert!(best > i32::MIN, "a pass is always legal before the end");
        match cut {
            // A lower bound: the cutoff move must stay legal, and its reply's bound hold.
            Some((pos, d)) => {
                absorb(&mut dep, &d);
                self.give_back(d);
                if let Some(pos) = pos {
                    self.note(&mut dep, pos);
                }
            }
            // An upper bound (every move) and, if exact, the best move's lower bound too.
            None => {
                absorb(&mut dep, &kids);
                if best > a0 {
                    self.note(&mut dep, best_pos);
                }
            }
        }
        self.give_back(kids);
        self.keep_before(&mut dep, ply);
        let (lower, upper) = if best <= a0 {
            (lo_b, best)
        } else if best >= b0 {
            (best, hi_b)
        } else {
            (best, best)
        };
        let work = (self.nodes - n0 + 1).min(u32::MAX as u64) as u32;
        self.store(key, lower, upper, best_move, work, &dep);
        Ok((best, dep))
    }

    /// The first move whose child has a reusable entry proving the child's value at most
    /// `-beta`: our value (at least `beta`), the child position, and the entry's dependencies.
    #[allow(clippy::type_complexity)]
    fn etc_cut(&mut self, moves: &[u16], beta: i32) -> Option<(i32, u64, (Vec<u64>, Vec<u64>))> {
        let pass_code = self.n as u16;
        for &c in moves {
            if c == pass_code {
                continue;
            }
            if self.game.play(decode(c, self.n)).is_err() {
                continue;
            }
            let child = self.game.hash();
            let mut found = None;
            if let Some(bucket) = self.table.get(&self.key()) {
                if bucket.iter().any(|e| e.upper <= -beta) {
                    let fresh = !self.path.contains_key(&child);
                    if fresh {
                        let b = self.bit(child);
                        self.push_path(child, b);
                    }
                    let bucket = &self.table[&self.key()];
                    let mut cost = u32::MAX;
                    for e in bucket {
                        if e.upper <= -beta && e.cost() < cost && self.reusable(e) {
                            cost = e.cost();
                            found = Some((-e.upper, child, (e.deps.clone(), e.seen.to_vec())));
                        }
                    }
                    if fresh {
                        self.pop_path();
                    }
                }
            }
            self.game.undo();
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// Words an entry takes in the size count (its position set, its refusals, the rest).
    fn entry_words(&self, deps: usize) -> usize {
        self.words + deps + 6
    }

    #[allow(clippy::too_many_arguments)]
    fn store(&mut self, key: u64, lower: i32, upper: i32, best: u16, work: u32, dep: &Depends) {
        let size = self.entry_words(dep.deps.len());
        if self.table_words + size > self.table_limit {
            self.shrink();
        }
        let entry = Entry {
            lower,
            upper,
            best,
            work,
            deps: dep.deps.clone(),
            seen: dep.seen.clone().into_boxed_slice(),
        };
        let words = self.words;
        let bucket = self.table.entry(key).or_default();
        // An entry made under the same history class is replaced; otherwise, in a full
        // bucket, the one that cost the least work goes.
        let same = bucket
            .iter()
            .position(|e| e.deps == entry.deps && e.seen == entry.seen);
        let gone = match same {
            Some(i) => Some(bucket.remove(i)),
            None if bucket.len() >= BUCKET => {
                let i = (0..bucket.len())
                    .min_by_key(|&i| bucket[i].work)
                    .expect("a full bucket");
                Some(bucket.remove(i))
            }
            None => None,
        };
        bucket.insert(0, entry);
        if let Some(e) = gone {
            self.table_words -= words + e.deps.len() + 6;
        }
        self.table_words += size;
    }

    /// Makes room: drops the entries that cost the least work, down to half the limit (never
    /// the whole table: the costly entries near the root are what a search lives on).
    fn shrink(&mut self) {
        let mut works: Vec<u32> = self.table.values().flatten().map(|e| e.work).collect();
        if works.is_empty() {
            return;
        }
        let mid = works.len() / 2;
        let (_, &mut cut, _) = works.select_nth_unstable(mid);
        // Entries above the median stay; ties at it are dropped.
        let words = self.words;
        let mut total = 0usize;
        let mut dropped = 0u64;
        self.table.retain(|_, bucket| {
            bucket.retain(|e| {
                let stay = e.work > cut;
                if stay {
                    total += words + e.deps.len() + 6;
                } else {
                    dropped += 1;
                }
                stay
            });
            !bucket.is_empty()
        });
        self.table_words = total;
        self.dropped += dropped;
        // Whatever the works (ties), the table must end up with room.
        if self.table_words > self.table_limit / 4 * 3 {
            self.table.clear();
            self.table_words = 0;
        }
    }

    /// Keeps only the dependencies on positions from before `ply` (those after it are made
    /// by the moves below this node, whatever the history).
    fn keep_before(&self, dep: &mut Depends, ply: usize) {
        let path = &self.path;
        dep.deps.retain(|h| path.get(h).is_some_and(|&i| i < ply));
    }

    /// A null- or full-window test of the current position: its negamax value within
    /// (alpha, beta), fail-soft.
    pub fn probe(&mut self, alpha: i32, beta: i32) -> Result<i32> {
        let (v, d) = self.search(alpha, beta)?;
        self.give_back(d);
        Ok(v)
    }

    /// The exact negamax value by MTD(f) from a first guess.
    pub fn mtdf(&mut self, guess: i32) -> Result<i32> {
        let (mut lower, mut upper) = (-self.top, self.top);
        let mut g = guess.clamp(lower, upper);
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            g = self.probe(beta - 1, beta)?;
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
        }
        Ok(g)
    }

    /// The table's best move for the current position, if any.
    pub fn best_move(&self) -> Option<Move> {
        let e = self.table.get(&self.key())?.first()?;
        (e.best != NO_MOVE).then(|| decode(e.best, self.n))
    }

    /// Plays a move at the root or along the principal variation (keeping the path).
    pub fn play(&mut self, mv: Move) -> bool {
        if self.game.play(mv).is_err() {
            return false;
        }
        let h = self.game.hash();
        let ply = self.game.ply();
        if let std::collections::hash_map::Entry::Vacant(e) = self.path.entry(h) {
            e.insert(ply);
            let b = self.bit(h);
            self.push_path(h, b);
        }
        true
    }

    pub fn undo(&mut self) {
        let h = self.game.hash();
        let ply = self.game.ply();
        if self.path.get(&h) == Some(&ply) {
            self.path.remove(&h);
            self.pop_path();
        }
        self.game.undo();
    }
}
