//! The exact solver: negamax alpha-beta over canonical position pairs with a transposition
//! table of score bounds.
//!
//! A position's value is the game length L under optimal play (the winner as fast as
//! possible, the loser as slow as possible); L odd means the player to move wins. Scores
//! for the mover are `S − L` for a win and `L − S` for a loss, so a larger score is always
//! better, and a move's score is the child's negated score pulled one step toward zero.
//! Positions only shrink, so the table needs no history handling: it is exact.

use super::shapes::{ShapeId, Shapes};
use super::tt::{self, Bounds};
use super::Rules;
use crate::error::Result;
use crate::work::Control;

/// Larger than any game length (shapes have at most 21 cells).
const S: i32 = 64;
const INF: i32 = 1000;

pub fn score_of_length(length: u32) -> i32 {
    let l = length as i32;
    if l % 2 == 1 {
        S - l
    } else {
        l - S
    }
}

pub fn length_of_score(score: i32) -> u32 {
    (if score > 0 { S - score } else { score + S }) as u32
}

/// The mover's score after a move into a child whose mover scores `child`.
#[inline]
fn through(child: i32) -> i32 {
    let x = -child;
    if x > 0 {
        x - 1
    } else {
        x + 1
    }
}

/// Inverse of `through` on windows: `through(c) > y` iff `-c > widen(y)`.
#[inline]
fn widen(y: i32) -> i32 {
    if y >= 0 {
        y + 1
    } else {
        y - 1
    }
}

/// The unordered pair of shape ids as one table key.
#[inline]
pub fn pair(a: ShapeId, b: ShapeId) -> u64 {
    let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
    (lo as u64) << 32 | hi as u64
}

#[inline]
fn unpair(key: u64) -> (ShapeId, ShapeId) {
    ((key >> 32) as ShapeId, key as ShapeId)
}

/// Memory bounds: table entries and cut-table rows kept before the oldest are dropped.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub table_entries: usize,
    pub cut_rows: usize,
}

impl Default for Limits {
    fn default() -> Self {
        if cfg!(target_arch = "wasm32") {
            Limits {
                table_entries: 4 << 20,
                cut_rows: 8 << 20,
            }
        } else {
            Limits {
                table_entries: 32 << 20,
                cut_rows: 64 << 20,
            }
        }
    }
}

pub struct Solver {
    pub rules: Rules,
    pub shapes: Shapes,
    table: tt::Table,
    limits: Limits,
    cut_rows: usize,
    nodes: u64,
    /// Child buffers per search depth, reused to avoid allocation.
    buffers: Vec<Vec<(u32, u64)>>,
}

const REPORT_EVERY: u64 = 1 << 14;

impl Solver {
    pub fn new(rules: Rules) -> Self {
        Self::with_limits(rules, Limits::default())
    }

    pub fn with_limits(rules: Rules, limits: Limits) -> Self {
        Solver {
            rules,
            shapes: Shapes::new(),
            table: tt::Table::new(limits.table_entries),
            limits,
            cut_rows: 0,
            nodes: 0,
            buffers: Vec::new(),
        }
    }

    /// Positions searched so far (for benchmarks and progress).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    pub fn table_len(&self) -> usize {
        self.table.len()
    }

    fn ensure(&mut self, id: ShapeId, control: &mut Control) -> Result<()> {
        let rows = self.shapes.ensure_cuts(id, control)?;
        self.cut_rows += rows;
        if self.cut_rows > self.limits.cut_rows {
            // Drop every table but the one just built (it is about to be used).
            self.shapes.clear_cuts();
            self.cut_rows = 0;
            self.cut_rows += self.shapes.ensure_cuts(id, control)?;
        }
        Ok(())
    }

    /// Distinct children of (a, b) into `out` as (ordering rank, pair key); returns true
    /// when some move leaves two congruent shapes (a win in one).
    fn children(
        &mut self,
        a: ShapeId,
        b: ShapeId,
        out: &mut Vec<(u32, u64)>,
        control: &mut Control,
    ) -> Result<bool> {
        self.ensure(a, control)?;
        self.ensure(b, control)?;
        if !self.shapes.has_cuts(a) {
            // Dropped for memory while b's table was built.
            self.cut_rows += self.shapes.ensure_cuts(a, control)?;
        }
        let area = self.shapes.area(a);
        let max_piece = self.rules.max_piece(area);
        let (ca, cb) = (self.shapes.cuts(a), self.shapes.cuts(b));
        out.clear();
        let shapes = &self.shapes;
        let congruent_rests = super::join_by_piece(
            ca,
            cb,
            |c| c.piece,
            |xs, ys| {
                if shapes.area(xs[0].piece) > max_piece {
                    return false;
                }
                for x in xs {
                    for y in ys {
                        if x.rest == y.rest {
                            return true;
                        }
                        out.push((0, pair(x.rest, y.rest)));
                    }
                }
                false
            },
        );
        if congruent_rests {
            return Ok(true);
        }
        out.sort_unstable_by_key(|c| c.1);
        out.dedup_by_key(|c| c.1);
        Ok(false)
    }

    /// Whether some move from (a, b) leaves two congruent shapes: both tables share a
    /// (piece, rest) row. A merge over the tables, sorted by that pair.
    fn wins_in_one(&mut self, a: ShapeId, b: ShapeId, control: &mut Control) -> Result<bool> {
        self.ensure(a, control)?;
        self.ensure(b, control)?;
        if !self.shapes.has_cuts(a) {
            self.cut_rows += self.shapes.ensure_cuts(a, control)?;
        }
        let max_piece = self.rules.max_piece(self.shapes.area(a));
        let (ca, cb) = (self.shapes.cuts(a), self.shapes.cuts(b));
        let (mut i, mut j) = (0, 0);
        while i < ca.len() && j < cb.len() {
            let (x, y) = (ca[i], cb[j]);
            match (x.piece, x.rest).cmp(&(y.piece, y.rest)) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    if self.shapes.area(x.piece) <= max_piece {
                        return Ok(true);
                    }
                    i += 1;
                    j += 1;
                }
            }
        }
        Ok(false)
    }

    /// Move ordering: children known to be lost for their mover first (shortest loss
    /// first), then unknown ones with the biggest cut first, known wins last. Also the
    /// child's stored upper bound, if any.
    fn rank(&self, key: u64) -> (u32, Option<i32>) {
        let (ra, _) = unpair(key);
        let area = self.shapes.area(ra) as u32;
        match self.table.get(key) {
            Some(b) if b.upper < 0 => ((b.upper as i32 + 128) as u32, Some(b.upper as i32)),
            Some(b) if b.lower > 0 => (2000 + area, Some(b.upper as i32)),
            Some(b) => (1000 + area, Some(b.upper as i32)),
            None => (1000 + area, None),
        }
    }

    fn store(&mut self, key: u64, lower: i32, upper: i32) {
        self.table.store(key, lower, upper);
    }

    /// The mover's score of (a, b), exact when it lies inside (alpha, beta); otherwise a
    /// bound on the side it fell (fail-soft).
    pub(crate) fn search(
        &mut self,
        a: ShapeId,
        b: ShapeId,
        mut alpha: i32,
        mut beta: i32,
        depth: usize,
        control: &mut Control,
    ) -> Result<i32> {
        if a == b {
            return Ok(-S);
        }
        // Mate-distance bounds: a position still open is won in 1 at best and lost in 2 at
        // worst, so a window outside that range is settled without looking.
        if alpha >= S - 1 {
            return Ok(S - 1);
        }
        if beta <= 2 - S {
            return Ok(2 - S);
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(REPORT_EVERY) {
            control.step(REPORT_EVERY)?;
            control.progress(self.nodes, 0, "positions searched")?;
        }
        let key = pair(a, b);
        if let Some(Bounds { lower, upper }) = self.table.get(key) {
            let (lower, upper) = (lower as i32, upper as i32);
            if lower == upper || lower >= beta {
                return Ok(lower);
            }
            if upper <= alpha {
                return Ok(upper);
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
        }
        if alpha >= S - 3 {
            // Only a win in one would beat alpha: one merge answers it.
            let v = if self.wins_in_one(a, b, control)? {
                S - 1
            } else {
                S - 3
            };
            self.store(key, if v == S - 1 { v } else { -INF }, v);
            return Ok(v);
        }
        if self.buffers.len() <= depth {
            self.buffers.resize_with(depth + 1, Vec::new);
        }
        let mut kids = std::mem::take(&mut self.buffers[depth]);
        let result = self.search_children(a, b, alpha, beta, depth, &mut kids, control);
        self.buffers[depth] = kids;
        let best = result?;
        if best <= alpha {
            self.store(key, -INF, best);
        } else if best >= beta {
            self.store(key, best, INF);
        } else {
            self.store(key, best, best);
        }
        Ok(best)
    }

    #[allow(clippy::too_many_arguments)]
    fn search_children(
        &mut self,
        a: ShapeId,
        b: ShapeId,
        mut alpha: i32,
        beta: i32,
        depth: usize,
        kids: &mut Vec<(u32, u64)>,
        control: &mut Control,
    ) -> Result<i32> {
        if self.children(a, b, kids, control)? {
            return Ok(S - 1);
        }
        // No win in one: a win takes at least three moves.
        if alpha >= S - 3 {
            return Ok(S - 3);
        }
        // Enhanced transposition cutoff: a child whose stored upper bound already gives
        // us at least beta settles the position without a search.
        let mut known = -INF;
        // Each look-up is a likely cache miss: ask for the slots a few children ahead.
        const AHEAD: usize = 8;
        for k in kids.iter().take(AHEAD) {
            self.table.prefetch(k.1);
        }
        for i in 0..kids.len() {
            if let Some(next) = kids.get(i + AHEAD) {
                self.table.prefetch(next.1);
            }
            let k = &mut kids[i];
            let (rank, upper) = self.rank(k.1);
            k.0 = rank;
            if let Some(u) = upper {
                known = known.max(through(u));
            }
        }
        if known >= beta {
            return Ok(known);
        }
        kids.sort_unstable();
        let mut best = -INF;
        for &(_, child) in kids.iter() {
            let (ca, cb) = unpair(child);
            let v =
                through(self.search(ca, cb, -widen(beta), -widen(alpha), depth + 1, control)?);
            if v > best {
                best = v;
                if v > alpha {
                    alpha = v;
                    if alpha >= beta {
                        break;
                    }
                }
            }
        }
        Ok(best)
    }

    /// The exact game length of the position (a, b) with the player to move.
    pub fn length(&mut self, a: ShapeId, b: ShapeId, control: &mut Control) -> Result<u32> {
        if a == b {
            return Ok(0);
        }
        // Win or loss first (a null window around 0, cheap), then null-window tests from
        // the bound it proved (MTD(f)): on the winning side "is there a faster win than
        // the one found?", on the losing side "a longer loss?", until a test fails. Each
        // test cuts far more than one wide-window search, and all share the table.
        let (mut lower, mut upper) = (2 - S, S - 1);
        let first = self.search(a, b, -1, 1, 0, control)?;
        if first > 0 {
            lower = first;
        } else {
            upper = first;
        }
        while lower < upper {
            if lower > 0 {
                let v = self.search(a, b, lower, lower + 1, 0, control)?;
                if v > lower {
                    lower = v;
                } else {
                    upper = lower;
                }
            } else {
                let v = self.search(a, b, upper - 1, upper, 0, control)?;
                if v < upper {
                    upper = v;
                } else {
                    lower = upper;
                }
            }
        }
        Ok(length_of_score(lower))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_and_lengths_round_trip() {
        for l in 0..=20 {
            assert_eq!(length_of_score(score_of_length(l)), l);
        }
        // A child lost in 2 makes a win in 3; a child won in 1 makes a loss in 2.
        assert_eq!(through(score_of_length(2)), score_of_length(3));
        assert_eq!(through(score_of_length(1)), score_of_length(2));
        assert_eq!(through(score_of_length(0)), score_of_length(1));
    }

    #[test]
    fn widen_inverts_through_on_windows() {
        for c in (-64..=64).filter(|c: &i32| c.abs() >= 40) {
            for y in -70..=70 {
                assert_eq!(through(c) > y, -c > widen(y), "c {c} y {y}");
                assert_eq!(through(c) < y, -c < widen(y), "c {c} y {y}");
            }
        }
    }
}
