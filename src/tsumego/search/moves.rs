//! A node's legal moves under the repetition and pass rules, the moves left out as equivalent
//! (twins) or deferred (the defender's idle moves), and the move order.

use super::board::{cidx, EMPTY};
use super::rules::{Extra, Game, Goal, Mv, PassRule, UNLIMITED};
use super::Engine;
use crate::go::Color;
use crate::tsumego::mask::Mask;
use std::ops::ControlFlow;

/// The repetition index of a move allowed on every line (`Engine::moves`): past any line
/// index, so nothing rests on the line, and not `usize::MAX`, so the result is not plain.
const ANY_LINE: usize = usize::MAX - 1;

/// Which of the defender's idle moves (`Engine::idle_points`) a move walk gives.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Idle {
    Include,
    Skip,
    Only,
}

/// Which moves a move walk gives: stone plays on the region points `points` (a mask), the
/// pass if `pass` and the rules allow it, and the defender's idle moves as `idle` says.
#[derive(Clone, Copy)]
pub(super) struct Walk<M: Mask> {
    pub(super) points: M,
    pub(super) pass: bool,
    pub(super) idle: Idle,
}

impl<M: Mask> Walk<M> {
    pub(super) fn all(points: M, pass: bool) -> Walk<M> {
        Walk {
            points,
            pass,
            idle: Idle::Include,
        }
    }
}

impl<M: Mask> Engine<M> {
    /// Where a defender's stone is idle unless it takes something: region points next to
    /// the outside with no attacker stone of the region beside them. Such a stone fills one
    /// of the group's own liberties where nothing is at stake yet; it rarely saves a group,
    /// and df-pn's numbers rate it as cheap as any other move. Where no stone outside can
    /// be taken (`chain_masks`), a stone there takes nothing.
    fn idle_points(&self) -> M {
        let (_, att) = self.sides();
        self.open & !self.grow(att)
    }

    /// The moves of the side to move that equal another one it keeps (a mask of region
    /// points). Outside liberties: empty points next to the wall and to one defender chain
    /// D, whose other neighbours are attacker stones joined to the wall, D's stones, or
    /// empty points that join D or the wall when played. A stone there joins the wall
    /// (attacker) or D (defender), and an empty one is a liberty of D only, so while D
    /// stands the contents of two such points can be swapped: the game after one is the
    /// game after the other with the two points exchanged, as long as no earlier position
    /// had a stone on either (`emptied_by_wall`; a proof that relies on it says so, and is
    /// not reused on a line that did) and D is not taken with one of them filled and the
    /// game going on (`Proof::broke`: then the node searches the twins after all). The
    /// attacker keeps the lowest of each chain's points, the defender the highest, so the
    /// filled ones are always the same for the same counts.
    pub(super) fn twin_skip(&self) -> M {
        if !self.switches.twins || !self.switches.dead_test || self.emptied_by_wall() {
            return M::ZERO;
        }
        let (def, att) = self.sides();
        let empty = self.empty_points();
        if (empty & self.open & self.grow(def)).count_ones() < 2 {
            return M::ZERO;
        }
        let joined = self.flood(att & self.open, att);
        let attacker = self.to_move() != self.defender;
        let mut skip = M::ZERO;
        let mut chains = def & self.grow(empty & self.open);
        while chains.any() {
            let d = self.flood(chains.lowest(), def);
            chains &= !d;
            // Empty points that join D or the wall whoever plays them.
            let libs = empty & self.open & self.grow(d);
            let mut class = M::ZERO;
            let mut rest = libs;
            while rest.any() {
                let r = rest.trailing_zeros();
                rest &= rest - M::ONE;
                let nb = self.rnb[r as usize];
                if !(nb & def & !d).any()
                    && !(nb & att & !joined).any()
                    && !(nb & empty & !libs).any()
                {
                    class |= M::bit(r as usize);
                }
            }
            if class.count_ones() >= 2 {
                let keep = match attacker {
                    true => class.lowest(),
                    false => M::bit((M::BITS - 1 - class.leading_zeros()) as usize),
                };
                skip |= class & !keep;
            }
        }
        skip
    }

    /// The legal moves of the side to move on the region points `points` (a mask), and the
    /// pass if `pass` and the rules allow it: `(move, extra after, line index a repetition
    /// test referred to, what `at` returned with the move on the board)`, and the smallest
    /// line index any repetition test referred to.
    pub fn moves<T>(
        &mut self,
        g: &Game,
        x: &Extra,
        points: M,
        pass: bool,
        at: impl FnMut(&mut Engine<M>, Mv, &Extra) -> T,
    ) -> (Vec<(Mv, Extra, usize, T)>, usize) {
        let mut out = Vec::new();
        let dep = self.moves_into(g, x, Walk::all(points, pass), &mut out, at);
        (out, dep)
    }

    /// `moves`, added to `out`.
    pub(super) fn moves_into<T>(
        &mut self,
        g: &Game,
        x: &Extra,
        walk: Walk<M>,
        out: &mut Vec<(Mv, Extra, usize, T)>,
        mut at: impl FnMut(&mut Engine<M>, Mv, &Extra) -> T,
    ) -> usize {
        let dep = self.visit_moves(g, x, walk, |e, mv, nx, i| {
            let t = at(e, mv, nx);
            out.push((mv, *nx, i, t));
            ControlFlow::Continue(())
        });
        dep.unwrap_or(usize::MAX)
    }

    /// `moves` one at a time: `visit` sees each legal move on the board (with the extra
    /// after it and the line index its repetition test referred to) and may stop the
    /// walk. The smallest line index any repetition test referred to, if the walk ended.
    pub(super) fn visit_moves(
        &mut self,
        g: &Game,
        x: &Extra,
        Walk { points, pass, idle }: Walk<M>,
        mut visit: impl FnMut(&mut Engine<M>, Mv, &Extra, usize) -> ControlFlow<()>,
    ) -> Option<usize> {
        let me = x.to_move;
        let mi = me.index();
        let other = me.other().index();
        let mut dep = usize::MAX;
        let mut ko_blocked = usize::MAX;
        let mut empty = points & self.empty_points();
        // The defender's idle moves (`idle_points`): left out or kept before the stone is
        // played where it cannot take anything, else after.
        let (mut idle_at, only) = (M::ZERO, idle == Idle::Only);
        if idle != Idle::Include && me == self.defender {
            let at = self.idle_points();
            if only {
                empty &= at;
            } else if self.chain_masks.is_some() {
                empty &= !at;
            }
            if self.chain_masks.is_none() {
                idle_at = at;
            }
        }
        while empty.any() {
            let v = self.rvert[empty.trailing_zeros() as usize];
            empty &= empty - M::ONE;
            if !self.play(Some(v)) {
                continue;
            }
            if (idle_at >> self.ridx[v] as u32 & M::ONE).any() {
                let took = self
                    .undo
                    .last()
                    .is_some_and(|&(_, s)| s < self.captured.len());
                if only == took {
                    self.take_back(Some(v));
                    continue;
                }
            }
            let rep = self.repeats(g.superko);
            let mut nx = Extra {
                to_move: me.other(),
                last_pass: false,
                threats: x.threats,
                tenuki: x.tenuki,
                n_retook: false,
            };
            // A repetition the mover plays with one of its unlimited threats is allowed on
            // every line, into the same state: it rests on no line position, though the
            // result is not plain (it needs the threats).
            let any_line = !x.n_retook && x.threats[mi] == UNLIMITED && self.switches.line_free;
            let rep = rep.map(|i| if any_line { ANY_LINE } else { i });
            let allowed = match rep {
                None => Some(usize::MAX),
                Some(i) => {
                    dep = dep.min(i);
                    if x.n_retook {
                        ko_blocked = ko_blocked.min(i);
                        None
                    } else if x.threats[mi] == UNLIMITED {
                        Some(i)
                    } else if x.threats[mi] > 0 {
                        nx.threats[mi] -= 1;
                        Some(i)
                    } else if g.n > 0 && x.threats[other] == UNLIMITED && x.tenuki[mi] >= g.n {
                        nx.tenuki[mi] = 0;
                        nx.n_retook = true;
                        Some(i)
                    } else {
                        ko_blocked = ko_blocked.min(i);
                        None
                    }
                }
            };
            let flow = match allowed {
                Some(i) => visit(self, Some(v), &nx, i),
                None => ControlFlow::Continue(()),
            };
            self.take_back(Some(v));
            if flow.is_break() {
                return None;
            }
        }
        let defender = me == self.defender;
        let pass_ok = match (g.goal, g.pass) {
            // The defender never needs to pass in the unconditional-life game (without the
            // approach parameter, which counts passes): after a pass that ends it, it has
            // lost; after one that does not, the attacker may pass back and the defender
            // faces the same position with no more moves than before and no fewer bans.
            (Goal::Unconditional, _) if defender && g.n == 0 => None,
            (Goal::Unconditional, _) | (_, PassRule::Plain) => Some(usize::MAX),
            (_, PassRule::Asymmetric) => {
                if defender {
                    (!x.last_pass).then_some(usize::MAX)
                } else {
                    (ko_blocked != usize::MAX).then_some(ko_blocked)
                }
            }
        };
        if let Some(i) = pass_ok.filter(|_| pass) {
            let nx = g.after_pass(x);
            self.play(None);
            let flow = visit(self, None, &nx, i);
            self.take_back(None);
            if flow.is_break() {
                return None;
            }
        }
        Some(dep)
    }

    /// What a neighbour in colour `k` adds to the move order's score of a move by `c`: an
    /// opponent's stone 3, one's own 2, an empty point 1.
    pub(super) fn neighbour_score(k: u8, c: u8) -> i32 {
        match k {
            EMPTY => 1,
            k if k != c => 3,
            _ => 2,
        }
    }

    /// Orders moves: captures and moves next to the opponent first (or shuffled by the seed).
    pub(super) fn order<T>(&mut self, moves: &mut [(Mv, Extra, usize, T)], me: Color) {
        if let Some(rng) = self.shuffle.as_mut() {
            for i in (1..moves.len()).rev() {
                let j = rng.below(i as u64 + 1) as usize;
                moves.swap(i, j);
            }
            return;
        }
        let c = cidx(me);
        // Where no stone outside can be taken, the neighbours outside score the same at
        // every node, and the region's are counted on the masks.
        let (own, opp) = match c {
            1 => (self.b, self.w_mask),
            _ => (self.w_mask, self.b),
        };
        let empty = self.full & !(own | opp);
        let on_masks = self.chain_masks.is_some();
        let score = |e: &Engine<M>, m: &Mv| -> i32 {
            match *m {
                None => -100,
                Some(v) if on_masks => {
                    let r = e.ridx[v] as usize;
                    let near = e.rnb[r];
                    let count = |set: M| (near & set).count_ones() as i32;
                    count(empty)
                        + 3 * count(opp)
                        + 2 * count(own)
                        + e.outside_score[r][c as usize - 1]
                }
                Some(v) => (e.nb[v].iter())
                    .map(|&u| Self::neighbour_score(e.color[u as usize], c))
                    .sum(),
            }
        };
        // Stable, as `sort_by_cached_key` is, but on a kept list of (key, index): the
        // moves are large, and this runs at every node.
        let mut keys = std::mem::take(&mut self.order_keys);
        keys.clear();
        keys.extend(
            moves
                .iter()
                .enumerate()
                .map(|(i, m)| (-score(self, &m.0), i)),
        );
        keys.sort_unstable();
        // The permutation applied in place, as the standard library does it.
        for i in 0..moves.len() {
            let mut from = keys[i].1;
            while from < i {
                from = keys[from].1;
            }
            keys[i].1 = from;
            moves.swap(i, from);
        }
        self.order_keys = keys;
    }

    /// The moves in a deterministic order (the heuristic, never the shuffle): for lines.
    pub fn ordered_moves(&mut self, g: &Game, x: &Extra) -> Vec<(Mv, Extra)> {
        let (mut moves, _) = self.moves(g, x, self.full, true, |_, _, _| ());
        let saved = self.shuffle.take();
        self.order(&mut moves, x.to_move);
        self.shuffle = saved;
        moves.into_iter().map(|(m, e, _, ())| (m, e)).collect()
    }

    /// `ordered_moves` in the order a line takes them. In the survival game the defender's
    /// idle moves (`idle_points`) come after its others, as df-pn tries them: the line
    /// then shows the fight rather than a fill next to the wall, and its first winning
    /// move is more often one the search has proven already (the carpenter's square with
    /// Black first: the line took 241 k nodes, now 265). Not in the unconditional-life
    /// game, where the defender is alive whatever it plays: there the line would fill its
    /// own eye space and run into dear proofs (the corner 3x4 + libs, White first: 5.8 M
    /// nodes against 0.32 M).
    pub fn line_moves(&mut self, g: &Game, x: &Extra) -> Vec<(Mv, Extra)> {
        let mut moves = self.ordered_moves(g, x);
        if g.goal == Goal::Survive {
            moves.sort_by_key(|&(m, _)| self.idle_move(m));
        }
        moves
    }

    /// Whether `mv` is one of the defender's idle moves here (`idle_points`, the defender
    /// to move), for orders outside df-pn: a stone there that takes something (possible
    /// only where stones outside the region can be taken) still counts.
    pub fn idle_move(&self, mv: Mv) -> bool {
        self.switches.idle_last
            && self.to_move() == self.defender
            && mv.is_some_and(|v| (self.idle_points() >> self.ridx[v] as u32 & M::ONE).any())
    }
}
