//! Godomachi: two polyominoes of equal area; a move cuts a connected piece from each, the
//! pieces congruent and both remainders connected and non-empty; whoever leaves two
//! congruent shapes wins (congruent at the start: the second player wins in 0).
//!
//! Positions are unordered pairs of canonical shapes; the solver (`solver.rs`) gives the
//! exact game length under optimal play, whose parity names the winner.

pub mod play;
pub mod position;
pub mod shapes;
pub mod solver;
pub mod table;
mod tt;

use crate::error::Result;
use crate::polyomino::cuts::small_removals;
use crate::polyomino::key::{decode_small, SMALL_MAX};
use crate::polyomino::{Key, Polyomino};
use crate::work::Control;
pub use position::{Position, PositionError, Side};
use serde::Serialize;
pub use solver::Solver;

/// The official rule takes any piece size; the article's program took at most half.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize)]
pub struct Rules {
    pub half: bool,
}

impl Rules {
    pub const OFFICIAL: Rules = Rules { half: false };
    pub const HALF: Rules = Rules { half: true };

    /// The largest piece a move may remove from shapes of `area` cells.
    pub fn max_piece(self, area: usize) -> usize {
        if self.half {
            area / 2
        } else {
            area.saturating_sub(1)
        }
    }
}

/// Who wins, named from the position: `First` is the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Winner {
    First,
    Second,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Verdict {
    pub winner: Winner,
    /// Moves to the end under optimal play (winner fast, loser slow).
    pub length: u32,
}

impl Verdict {
    pub fn of_length(length: u32) -> Self {
        let winner = if length % 2 == 1 {
            Winner::First
        } else {
            Winner::Second
        };
        Verdict { winner, length }
    }
}

fn small_key(p: &Polyomino) -> u128 {
    match Key::of(p) {
        Key::Small(k) => k,
        Key::Large(_) => unreachable!("a Position holds at most SMALL_MAX cells"),
    }
}

/// One distinct move from a position, with a realisation on the shapes as given.
#[derive(Clone, Debug, Serialize)]
pub struct Move {
    /// The removed piece and the two remainders, canonical.
    pub piece: Polyomino,
    pub a: Polyomino,
    pub b: Polyomino,
    /// Indices (into each shape's cells, row-major) of one piece giving this move.
    pub cells_a: Vec<usize>,
    pub cells_b: Vec<usize>,
    /// The game's outcome from the current position if this move is played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub value: Option<Verdict>,
}

struct RawMove {
    piece: u128,
    rest_a: u128,
    rest_b: u128,
    mask_a: u64,
    mask_b: u64,
}

fn mask_cells(mask: u64) -> Vec<usize> {
    (0..64).filter(|i| mask >> i & 1 == 1).collect()
}

/// Merge-joins two tables sorted by piece: calls `f(rows_a, rows_b)` for each piece in both
/// (the congruent pieces, i.e. the moves); stops and returns true when `f` does.
pub(crate) fn join_by_piece<T, K: Ord>(
    a: &[T],
    b: &[T],
    piece: impl Fn(&T) -> K,
    mut f: impl FnMut(&[T], &[T]) -> bool,
) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let (pa, pb) = (piece(&a[i]), piece(&b[j]));
        match pa.cmp(&pb) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                let i_end = i + a[i..].iter().take_while(|x| piece(x) == pa).count();
                let j_end = j + b[j..].iter().take_while(|y| piece(y) == pb).count();
                if f(&a[i..i_end], &b[j..j_end]) {
                    return true;
                }
                i = i_end;
                j = j_end;
            }
        }
    }
    false
}

/// Every distinct move (piece, remainder of a, remainder of b) under the rules.
fn raw_moves(
    a: &Polyomino,
    b: &Polyomino,
    rules: Rules,
    control: &mut Control,
) -> Result<Vec<RawMove>> {
    let ra = small_removals(a, control)?;
    let rb = small_removals(b, control)?;
    let max_piece = rules.max_piece(a.area());
    let mut out = Vec::new();
    join_by_piece(
        &ra,
        &rb,
        |r| r.piece,
        |xs, ys| {
            if (xs[0].piece >> 7).count_ones() as usize <= max_piece {
                for x in xs {
                    for y in ys {
                        out.push(RawMove {
                            piece: x.piece,
                            rest_a: x.rest,
                            rest_b: y.rest,
                            mask_a: x.piece_cells,
                            mask_b: y.piece_cells,
                        });
                    }
                }
            }
            false
        },
    );
    Ok(out)
}

/// A position solved: the verdict, the optimal first moves, optionally every move's value.
#[derive(Clone, Debug, Serialize)]
pub struct Analysis {
    pub winner: Winner,
    pub length: u32,
    pub best: Vec<Move>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub moves: Option<Vec<Move>>,
    /// Positions searched by this call.
    pub nodes: u64,
}

impl Solver {
    /// The exact verdict of the position with the player to move.
    pub fn verdict(&mut self, position: &Position, control: &mut Control) -> Result<Verdict> {
        let (a, b) = (position.a(), position.b());
        let ia = self.shapes.intern(small_key(a));
        let ib = self.shapes.intern(small_key(b));
        Ok(Verdict::of_length(self.length(ia, ib, control)?))
    }

    /// The verdict and the optimal moves; with `all_moves`, every distinct move's value.
    pub fn analyse(
        &mut self,
        position: &Position,
        all_moves: bool,
        control: &mut Control,
    ) -> Result<Analysis> {
        let start = self.nodes();
        let verdict = self.verdict(position, control)?;
        let (a, b) = (position.a(), position.b());
        let mut moves = Vec::new();
        if verdict.length > 0 {
            for m in raw_moves(a, b, self.rules, control)? {
                let (ra, rb) = (self.shapes.intern(m.rest_a), self.shapes.intern(m.rest_b));
                let value = if all_moves {
                    Some(Verdict::of_length(1 + self.length(ra, rb, control)?))
                } else {
                    // Optimal iff the child's length is exactly one less.
                    let target = solver::score_of_length(verdict.length - 1);
                    let s = if ra == rb {
                        solver::score_of_length(0)
                    } else if verdict.length == 1 {
                        // Only a move leaving congruent shapes wins in one.
                        continue;
                    } else {
                        self.search(ra, rb, target - 1, target + 1, 0, control)?
                    };
                    (s == target).then(|| Verdict::of_length(verdict.length))
                };
                if value.is_none() && !all_moves {
                    continue;
                }
                moves.push(Move {
                    piece: decode_small(m.piece),
                    a: decode_small(m.rest_a),
                    b: decode_small(m.rest_b),
                    cells_a: mask_cells(m.mask_a),
                    cells_b: mask_cells(m.mask_b),
                    value,
                });
            }
        }
        let best: Vec<Move> = moves
            .iter()
            .filter(|m| m.value == Some(verdict))
            .cloned()
            .collect();
        Ok(Analysis {
            winner: verdict.winner,
            length: verdict.length,
            best,
            moves: all_moves.then_some(moves),
            nodes: self.nodes() - start,
        })
    }
}
