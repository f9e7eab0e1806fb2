//! df-pn: the start numbers, the work at one node with its thresholds, the cycles decided on
//! the path, and the attacker moves answered at once.

use super::life::May;
use super::moves::{Idle, Walk};
use super::proof::{Keys, Proof, Res, Slot, PASS_BEST};
use super::rules::{Extra, Game, Goal, Mv, PassRule, UNLIMITED};
use super::Engine;
use crate::tsumego::mask::Mask;
use crate::work::Control;
use crate::Result;
use std::ops::ControlFlow;

/// Proof and disproof numbers stand for "infinite" from here up.
const INF: u64 = 1 << 40;

/// A child in df-pn: its numbers (from its mover's side) and, once decided, its result.
#[derive(Clone, Copy)]
pub(super) struct Kid {
    phi: u64,
    delta: u64,
    res: Option<Res>,
}

impl Kid {
    fn exact(res: Res) -> Kid {
        let (phi, delta) = if res.proof.win { (0, INF) } else { (INF, 0) };
        Kid {
            phi,
            delta,
            res: Some(res),
        }
    }
}

/// A node's moves (with the extra after each, its repetition index and start) and its
/// children's numbers in df-pn.
pub(super) type Lists = (Vec<(Mv, Extra, usize, Kid)>, Vec<Kid>);

impl<M: Mask> Engine<M> {
    /// Initial (proof, disproof) numbers of an unsearched position for the side to move
    /// (df-pn+): proving the defender dead costs more the more eye room it has (empty
    /// points next to it and not to the attacker) and the more points are out of the
    /// attacker's reach (`far`, where its eyes must be: 2 (k - 2)^2 for k points beyond
    /// two); everything else starts at 1. Measured on the benchmark set: eye room alone,
    /// 20% less time over the solved problems, up to 2x fewer nodes on the corner shapes
    /// (weighting the defender's side too cost 3x on the 3x6 eye). The reach then: 0.86x
    /// the nodes over the drawn rows answered within 2 M, 11 of the 24 random corners
    /// answered instead of 5 (linear weights 0.93x and 10, (k - 1)^2 lost a row).
    ///
    /// In the survival game, with the defender to move, the attacker's number also counts
    /// the region's empty points and one for the pass: the defender's moves, each of which
    /// the attacker must refute. Among an attacker node's children that weighs against
    /// the moves that take stones (they empty points) and the pass, and its threshold's
    /// margin grows with the room left. Measured (benchmark, 2 M nodes): the drawn rows
    /// 0.926x the nodes, nearly all of it "corner x + libs" with Black first (0.32x: its
    /// seki level 630 k nodes to 168 k; the other rows 1.015x, 0.87-1.17x); the random
    /// corners 0.956x (geometric mean 0.915x; random 2 with White first 0.60x, random 10
    /// with White first 1.44x and past 2 M); on the next 36 random corners, which the
    /// benchmark does not run, 0.950x (two more rows answered). The weight: a half or twice
    /// the count, or the count in the unconditional-life game too (the eye shapes there up
    /// to 1.5x), did less (notes/issue-14.md, session 38).
    fn estimate(&self, g: &Game) -> (u64, u64) {
        let beyond = match self.switches.reach_start {
            true => (self.full & !self.joined_near().1).count_ones(),
            false => 0,
        }
        .saturating_sub(2) as u64;
        let kill = 1 + self.eye_room() as u64 + 2 * beyond * beyond;
        if self.to_move() == self.defender {
            let room = match self.switches.room_start && g.goal == Goal::Survive {
                true => self.empty_points().count_ones() as u64 + 1,
                false => 0,
            };
            (1, kill + room)
        } else {
            (kill, 1)
        }
    }

    /// Whether a state met again on df-pn's path is decided, for the side an endless game
    /// favours (`endless_winner`): where that side alone has unlimited ko threats, there is
    /// no approach parameter, and the other side's options depend on the line only by
    /// shrinking as it grows:
    /// - the unconditional-life game with the attacker's unlimited threats (the defender's
    ///   pass there never hangs on the line);
    /// - the survival game under the plain pass rule with the defender's (either side may
    ///   pass at any time).
    ///
    /// That changes no result a finite proof gives: only the favoured side's repetitions
    /// (into the same state) close a cycle, its moves and passes never depend on the line,
    /// and the other side's options are never fewer with less history, so the other side's
    /// win that comes round to a state can be played from its first visit with the same
    /// moves. (Not so in the survival game under the asymmetric rule: the attacker may pass
    /// only while a ko it may not retake exists, so a first round's bans can be what wins;
    /// notes/issue-14.md, session 29.) Without it df-pn can follow such a cycle down to the
    /// 800-move guard.
    fn endless_game(&self, g: &Game, x: &Extra) -> bool {
        let favoured = match g.goal {
            Goal::Unconditional => self.defender.other(),
            Goal::Survive if g.pass == PassRule::Plain && self.switches.survival_cycles => {
                self.defender
            }
            Goal::Survive => return false,
        };
        self.switches.cycles
            && g.n == 0
            && x.threats[favoured.index()] == UNLIMITED
            && x.threats[favoured.other().index()] != UNLIMITED
    }

    /// If a state met again on the path (last visited at line index `i`) is decided for
    /// the side an endless game favours (`endless_winner`), the line index the decision
    /// rests on. So in the games of `endless_game` (resting on `i`), and under any rules
    /// where the line since that visit added no new position (`nothing_new_since`, resting
    /// also on the earlier positions it repeated): then the repetition tests bar the same
    /// moves as at the visit, so the state is the same game there (the ko threats and
    /// approach counts are in its key), and the line can go round it forever. The other
    /// side's win from there, if it has one, needs no return to a state (a winning
    /// strategy can get closer to the end at every move), so the search still finds it
    /// from the visit. The visit must be on this search's path, never in the history
    /// before its root, which the search did not choose (`on_path` holds only the path).
    /// Without it df-pn followed such cycles down to the 800-move guard (the
    /// ten-thousand-year ko with the approach parameter 1: the defender retakes, the
    /// attacker retakes after its pass, the defender passes, the attacker passes).
    fn revisit_decided(&self, g: &Game, x: &Extra, i: usize) -> Option<usize> {
        match self.endless_game(g, x) {
            true => Some(i),
            false => self.revisit_unchanged(g, i),
        }
    }

    /// `revisit_decided` in any game, by `nothing_new_since` alone (the oracle's test).
    pub(super) fn revisit_unchanged(&self, g: &Game, i: usize) -> Option<usize> {
        if !self.switches.revisits {
            return None;
        }
        self.nothing_new_since(i, g.superko)
    }

    /// Marks the state with full key `full` as on the path at the current line index, where
    /// a state can come round at all: only through a repetition, which a side with finite
    /// threats pays for with one (so the state differs), and which a side at a ko
    /// disadvantage may play under the approach parameter only against unlimited threats.
    /// What `leave` needs to put the last visit back.
    pub(super) fn enter(&mut self, x: &Extra, full: u64) -> Option<Option<usize>> {
        let track =
            (self.switches.cycles || self.switches.revisits) && x.threats.contains(&UNLIMITED);
        track.then(|| self.on_path.insert(full, self.line.len() - 1))
    }

    /// Takes the state off the path, as `enter` left it.
    pub(super) fn leave(&mut self, full: u64, entered: Option<Option<usize>>) {
        match entered {
            Some(Some(last)) => {
                self.on_path.insert(full, last);
            }
            Some(None) => {
                self.on_path.remove(&full);
            }
            None => {}
        }
    }

    /// The result of a state decided round a cycle (`revisit_decided`), resting on line
    /// index `dep`: not plain, since the repetitions it met depend on the threats.
    pub(super) fn endless(&self, g: &Game, x: &Extra, dep: usize) -> Res {
        let mut proof = self.leaf(self.endless_winner(g, x));
        proof.plain = false;
        Res { proof, dep }
    }

    /// Whether the side to move in state `x` wins a game that never ends: the defender in
    /// the survival game (its stones are never taken), the attacker in the
    /// unconditional-life game (the defender never reaches Benson's life).
    fn endless_winner(&self, g: &Game, x: &Extra) -> bool {
        (x.to_move == self.defender) == (g.goal == Goal::Survive)
    }

    /// Whether the side to move wins under `g`, from state `x`: df-pn with the table, or
    /// (without it) the plain exhaustive search that serves as the tests' oracle.
    pub fn solve(&mut self, g: &Game, x: &Extra, ctl: &mut Control) -> Result<bool> {
        if !self.switches.use_table {
            return Ok(self.search(g, x, ctl)?.proof.win);
        }
        // The numbers can overflow when hints feed into each other round cycles of states
        // (long cycles with unlimited ko threats): then the hints go, the proofs stay, and
        // df-pn starts again; the exhaustive search on the same table is the last resort.
        // The restarts sum weakly (`weak_sum`): a plain sum counts a state once per path
        // into it, and such paths round cycles overflowed again on every restart of three
        // rows (notes/issue-14.md, session 34). Weak sums from the start cost more nodes
        // elsewhere (sessions 9, 12 and 14).
        self.root = self.line.len() - 1;
        self.sibling_win = None;
        self.shadow = [0; 2];
        self.weak_sum = false;
        for _ in 0..8 {
            self.path.clear();
            self.on_path.clear();
            if let Some(r) = self.mid(g, x, (INF, INF), false, ctl)?.res {
                return Ok(r.proof.win);
            }
            self.table.retain(|_, s| matches!(s, Slot::Proof(_)));
            self.weak_sum = self.switches.weak_sum;
        }
        Ok(self.search(g, x, ctl)?.proof.win)
    }

    /// What the terminal tests of this node's children must look for, by move. This node
    /// is neither terminal nor safe (else df-pn would not expand it), and:
    /// - the defender can be safe after a pass only if it is here (the same position), and
    ///   after an attacker's move only if it has two enclosed areas here: an attacker
    ///   stone joins an area, and a capture merges areas into that one, so no new area
    ///   appears;
    /// - it is hopeless after the attacker's pass only if it is here, since the dead test
    ///   reads the attacker's stones joined to the wall, which a pass leaves as they are,
    ///   and its joins ask less of the attacker to move (`join_kills`); after the
    ///   defender's move or pass, only so or through a join, where few points are out of
    ///   the attacker's reach, or where its stone leaves two of them in the
    ///   unconditional-life game (`eye_room_mask`; unless this node skipped the test: its
    ///   pass may end the game).
    fn may_after(&self, g: &Game, x: &Extra) -> impl Fn(Mv) -> May {
        let attacker = x.to_move != self.defender;
        let areas_here = !attacker || self.enclosed_areas().nth(1).is_some();
        let defender_may_end_it = !attacker && {
            let far = self.full & !self.joined_near().1;
            self.switches.dead_join && far.count_ones() <= self.join_kills_far()
                || (self.eye_room_mask(g, self.sides().0))
                    .is_some_and(|room| (far & room).count_ones() <= 3)
        };
        let unchecked = self.can_end(g, x) || defender_may_end_it;
        move |mv: Mv| May {
            live: mv.is_some() && areas_here,
            hopeless: unchecked || mv.is_some() && attacker,
        }
    }

    /// The exact result of the child just played (`mv`, from state `x`) without searching
    /// it: a decided position, the end of the game by two passes, or a stored result that
    /// is safe to reuse here. Else its stored proof and disproof numbers as a hint, or the
    /// start estimate.
    fn child_start(&mut self, g: &Game, x: &Extra, mv: Mv, nx: &Extra, may: May) -> Kid {
        let keys = self.keys(g, nx);
        self.table.prefetch(keys.free);
        if let Some(win) = self.pass_ends_game(g, x, mv) {
            return Kid::exact(Res::free(self.leaf(win)));
        }
        if let Some(&i) = self.on_path.get(&keys.full) {
            if let Some(dep) = self.revisit_decided(g, nx, i) {
                // Round a cycle: decided, resting on line index dep.
                return Kid::exact(self.endless(g, nx, dep));
            }
        }
        let (slot, proof) = self.lookup(keys);
        // A state the table holds under its free key was expanded before, so it is not
        // terminal: that test reads only what the free key holds (the stones, the side to
        // move, the last pass and the game). A fifth of the children are such.
        match slot {
            None => {
                if let Some(proof) = self.terminal(g, nx, may) {
                    return Kid::exact(Res::free(proof));
                }
            }
            Some(_) => debug_assert!(self.terminal(g, nx, May::ALL).is_none()),
        }
        if let Some(e) = proof.filter(|e| self.compatible(e, g, nx)) {
            return Kid::exact(Res::free(e));
        }
        match slot {
            // A hint is not read for a state already on the path: its numbers would feed
            // back into themselves round the cycle and grow without end. Nor one another
            // kind of game left (`Engine::ko_sides`).
            Some(Slot::Bound(phi, delta, sides))
                if sides == keys.ko_sides && !self.path.contains_key(&keys.free) =>
            {
                Kid {
                    phi,
                    delta,
                    res: None,
                }
            }
            _ => {
                let (phi, delta) = self.estimate(g);
                Kid {
                    phi,
                    delta,
                    res: None,
                }
            }
        }
    }

    /// The result of the move just played (`mv`, from state `x`, now state `nx`) for the
    /// side to move after it, if the position decides it on its own: the end of the game
    /// by two passes, or a terminal position.
    fn decided_after(&mut self, g: &Game, x: &Extra, mv: Mv, nx: &Extra) -> Option<Proof> {
        match self.pass_ends_game(g, x, mv) {
            Some(win) => Some(self.leaf(win)),
            None => self.terminal(g, nx, May::ALL),
        }
    }

    /// Depth-first proof-number search (Nagai's df-pn) of the current position until its
    /// proof number reaches `th.0` or its disproof number `th.1` (phi: the side to move
    /// wins; delta: it loses), or it is decided. Proven results carry the GHI bookkeeping
    /// of `search` and are stored only when they rest on nothing before this node;
    /// unproven numbers are stored as hints, which steer the search but never decide.
    /// `child`: the parent's `child_start` knows the position is not terminal.
    fn mid(
        &mut self,
        g: &Game,
        x: &Extra,
        th: (u64, u64),
        child: bool,
        ctl: &mut Control,
    ) -> Result<Kid> {
        self.count_node(ctl)?;
        if !child {
            if let Some(proof) = self.terminal(g, x, May::ALL) {
                return Ok(Kid::exact(Res::free(proof)));
            }
        }
        let keys = self.keys(g, x);
        let (slot, proof) = self.lookup(keys);
        if let Some(e) = proof.filter(|e| self.compatible(e, g, x)) {
            return Ok(Kid::exact(Res::free(e)));
        }
        // Benson's life needs two enclosed areas: where the defender has them already, try
        // first whether each attacker move meets an answer that decides at once. Only on a
        // first visit (no hint yet): a failed try would fail again. Measured on the
        // benchmark: 11% less time; tried with one area, or on every attacker node, it
        // failed too often to pay.
        if self.switches.at_once
            && x.to_move != self.defender
            && slot.is_none()
            && self.enclosed_areas().nth(1).is_some()
        {
            if let Some(res) = self.answered_at_once(g, x, ctl)? {
                if res.dep >= self.line.len() - 1 {
                    self.store_proof(keys, res.proof);
                }
                return Ok(Kid::exact(res));
            }
        }
        *self.path.entry(keys.free).or_insert(0) += 1;
        let entered = self.enter(x, keys.full);
        let r = self.mid_expand(g, x, keys, th, ctl);
        self.leave(keys.full, entered);
        let count = self.path.get_mut(&keys.free).expect("on the path");
        *count -= 1;
        if *count == 0 {
            self.path.remove(&keys.free);
        }
        r
    }

    /// Where the move that last won at line index `k` is kept for a first try: at the
    /// root, across searches; one ply down, within this search.
    fn first_try_slot(&mut self, k: usize) -> Option<&mut Option<Mv>> {
        match k.checked_sub(self.root) {
            Some(0) => Some(&mut self.root_win),
            Some(1) => Some(&mut self.sibling_win),
            _ => None,
        }
    }

    /// df-pn's work at one node (see `mid`), with its move lists taken from a pool: the
    /// search would otherwise allocate two at every node.
    fn mid_expand(
        &mut self,
        g: &Game,
        x: &Extra,
        keys: Keys,
        th: (u64, u64),
        ctl: &mut Control,
    ) -> Result<Kid> {
        let mut lists = self.lists.pop().unwrap_or_default();
        let r = self.mid_expand_into(g, x, keys, th, ctl, &mut lists);
        self.lists.push(lists);
        r
    }

    fn mid_expand_into(
        &mut self,
        g: &Game,
        x: &Extra,
        keys: Keys,
        (th_phi, th_delta): (u64, u64),
        ctl: &mut Control,
        (moves, kids): &mut Lists,
    ) -> Result<Kid> {
        let k = self.line.len() - 1;
        // Below siblings lost on the way here (`shadow_from`), the same state with their
        // stone for ours may hold a proof: asked for now, read once the moves are made.
        let shadow_keys = self
            .shadow
            .map(|shift| (shift != 0).then(|| self.key_free_of(self.hash ^ shift, g, x)));
        for &sk in shadow_keys.iter().flatten() {
            self.table.prefetch(sk);
        }
        let mut skip = self.twin_skip();
        let may = self.may_after(g, x);
        moves.clear();
        // The defender's idle moves wait until its other moves have failed: a loss still
        // covers every move, so only the order of the work changes. Measured on the
        // benchmark's answers (notes/issue-14.md, session 21): 0.69x the nodes of the solved
        // rows; idle moves first searched with larger start numbers, or a wider set
        // deferred, gave less.
        let mut idle_later = self.switches.idle_last && x.to_move == self.defender;
        let walk = Walk {
            points: !skip,
            pass: true,
            idle: if idle_later {
                Idle::Skip
            } else {
                Idle::Include
            },
        };
        let mut gen_dep = self.moves_into(g, x, walk, moves, |e, mv, nx| {
            e.child_start(g, x, mv, nx, may(mv))
        });
        self.order(moves, x.to_move);
        // The move that last won at this ply first (the killer heuristic): the same
        // answer often wins again against a sibling's move. Not under a shuffled order,
        // whose point is to vary the order.
        if self.shuffle.is_none() {
            if let Some(i) = self
                .killer
                .get(k)
                .and_then(|&m| moves.iter().position(|c| Some(c.0) == m))
            {
                moves[..=i].rotate_right(1);
            }
        }
        // The move that won that state goes first (the nearest sibling's, else the next
        // one's up), as if it cost one to prove: the winner's answers often carry over to
        // a sibling's subtree (Kawano's simulation, as a hint, not a replay). Measured
        // (benchmark, 2 M nodes): the drawn rows 0.927x the nodes, the random corners
        // 0.877x. The nearest sibling's alone: 0.969x and 0.874x, but "corner x + libs"
        // with Black first 2.46x (its seki level; 1.03x with both). Its number halved, a
        // tie with the best, the first or the most recent sibling, or one side's nodes
        // only did less (notes/issue-14.md, session 53). The number 1 sends every visit
        // into that child first, and a node that leaves before searching it reports 1 up:
        // random 23 with White first pays 25x on its ko level, but each cap on that, or
        // the real number reported, cost 4-5% elsewhere (session 54).
        let hinted = (shadow_keys.iter().flatten()).find_map(|&sk| self.shadow_move(sk, moves));
        if let Some(i) = hinted {
            moves[..=i].rotate_right(1);
            if moves[0].3.res.is_none() {
                moves[0].3.delta = 1;
            }
        }
        kids.clear();
        kids.extend(moves.iter().map(|m| m.3));
        // The attacker searches one move first, to the end, where a move that won before
        // is likely to win again; df-pn alone spreads its effort over such a node's moves.
        // - At the root: the move that last won at a root. An answer runs one search after
        //   another on related positions: the defender's winning first move is often the
        //   attacker's vital point when the defender passes ("the opponent's vital point
        //   is mine"), and the refutation of one wrong first move often refutes the next.
        // - At a child of the defender's root: the refutation of an earlier root move in
        //   this search (the same proverb, one ply down).
        // Measured on the benchmark's answers (notes/issue-14.md, session 19): the root
        // rule took the solved rows to 0.94x the nodes (0.53x to 1.15x per row), the
        // second to 0.97x more (0.74x to 1.24x, the carpenter's square with White first
        // 0.79x). For the defender the hints misled: +3% at the root, +5% one ply down.
        if self.switches.first_try && x.to_move != self.defender && self.shuffle.is_none() {
            if let Some(h) = self
                .first_try_slot(k)
                .and_then(|slot| *slot)
                .and_then(|w| moves.iter().position(|m| m.0 == w))
                .filter(|&h| kids[h].res.is_none())
            {
                let (mv, nx, _, _) = moves[h];
                self.play(mv);
                let r = self.mid(g, &nx, (INF, INF), true, ctl);
                self.take_back(mv);
                kids[h] = r?;
            }
        }
        loop {
            // phi = min delta of the children, delta = sum of their phi; or, weakly, the
            // largest phi and one for each other child not yet lost.
            let mut phi = INF;
            let mut delta = 0u64;
            let mut best = usize::MAX;
            let mut second = INF;
            let mut largest = 0u64;
            let mut open = 0u64;
            for (i, c) in kids.iter().enumerate() {
                delta = delta.saturating_add(c.phi).min(INF);
                largest = largest.max(c.phi);
                open += u64::from(c.phi != 0);
                if c.delta < phi {
                    second = phi;
                    phi = c.delta;
                    best = i;
                } else if c.delta < second {
                    second = c.delta;
                }
            }
            if self.weak_sum && open > 0 {
                delta = (largest + open - 1).min(INF);
            }
            if phi != 0 && delta == 0 {
                // Every child so far is lost: the moves left out join now, the defender's
                // idle moves first, then the twins if a proof broke them.
                let later = if idle_later {
                    idle_later = false;
                    Some(Walk {
                        pass: false,
                        idle: Idle::Only,
                        ..walk
                    })
                } else if skip.any() && kids.iter().any(|c| c.res.is_some_and(|r| r.proof.broke()))
                {
                    let twins = std::mem::take(&mut skip);
                    Some(Walk::all(twins, false))
                } else {
                    None
                };
                if let Some(later) = later {
                    let from = moves.len();
                    let dep = self.moves_into(g, x, later, moves, |e, mv, nx| {
                        e.child_start(g, x, mv, nx, may(mv))
                    });
                    gen_dep = gen_dep.min(dep);
                    kids.extend(moves[from..].iter().map(|m| m.3));
                    continue;
                }
            }
            if phi == 0 || delta == 0 {
                let reach = self.wall_reach();
                let res = if phi == 0 {
                    if let Some(slot) = self.first_try_slot(k) {
                        *slot = Some(moves[best].0);
                    }
                    if let Some(slot) = self.killer.get_mut(k) {
                        *slot = Some(moves[best].0);
                    }
                    let r = kids[best].res.expect("a proven child");
                    let mut w =
                        self.won_by(&self.seen_from_here(reach, moves[best].0, r), moves[best].2);
                    w.proof.best = self.best_code(moves[best].0);
                    w
                } else {
                    let mut lose = self.lost(gen_dep);
                    lose.proof.or_twins(skip.any());
                    for (c, m) in kids.iter().zip(moves.iter()) {
                        let r = c.res.expect("a disproven child");
                        lose.lost_also(&self.seen_from_here(reach, m.0, r), m.2);
                    }
                    lose
                };
                if res.dep >= k {
                    self.store_proof(keys, res.proof);
                } else if let Some(Slot::Bound(..)) = self.table.get(&keys.free) {
                    // A result that holds only under this line: drop the stale hint.
                    self.table.remove(&keys.free);
                }
                return Ok(Kid::exact(res));
            }
            if phi >= th_phi || delta >= th_delta {
                let free = keys.free;
                if self.path[&free] == 1 && !matches!(self.table.get(&free), Some(Slot::Proof(_))) {
                    self.store(free, Slot::Bound(phi, delta, keys.ko_sides));
                }
                return Ok(Kid {
                    phi,
                    delta,
                    res: None,
                });
            }
            let c = kids[best];
            // Thresholds of the child (its phi is our delta share, its delta our phi), with
            // the 1 + epsilon widening against thrashing between siblings.
            let child_th_phi = if th_delta >= INF {
                INF
            } else {
                th_delta - (delta - c.phi)
            };
            let child_th_delta = th_phi.min(second.saturating_add(second / 4 + 1)).min(INF);
            let (mv, nx, _, _) = moves[best];
            let saved = self.shadow;
            if let Some(shift) = self.shadow_from(x, moves, kids, best) {
                // The nearest sibling's shift first; the one from further up stays second.
                if saved[0] != 0 {
                    self.shadow[1] = saved[0];
                }
                self.shadow[0] = shift;
            }
            self.play(mv);
            let r = self.mid(g, &nx, (child_th_phi, child_th_delta), true, ctl);
            self.take_back(mv);
            self.shadow = saved;
            kids[best] = r?;
        }
    }

    /// The region bit + 1 of a move, `PASS_BEST` for a pass.
    pub(super) fn best_code(&self, mv: Mv) -> u8 {
        match mv {
            Some(v) => self.ridx[v] as u8 + 1,
            None => PASS_BEST,
        }
    }

    /// Where the child `best` is searched after a sibling the side to move lost: the
    /// hash shift from a position below it to the matching one below that sibling (the
    /// same moves since, the one stone moved), whose proof the search may hold. The last
    /// such sibling in the order, and stone moves only. None if there is none or the
    /// switch is off; the shifts from further up then stay.
    fn shadow_from(
        &self,
        x: &Extra,
        moves: &[(Mv, Extra, usize, Kid)],
        kids: &[Kid],
        best: usize,
    ) -> Option<u64> {
        if !self.switches.shadow_hints {
            return None;
        }
        let here = moves[best].0?;
        let (lost, _) = moves
            .iter()
            .zip(kids)
            .enumerate()
            .rev()
            .find(|(j, (m, k))| {
                *j != best && m.0.is_some() && k.res.is_some_and(|r| r.proof.win)
            })?;
        let there = moves[lost].0?;
        let c = x.to_move.index();
        Some(self.zob[here][c] ^ self.zob[there][c])
    }

    /// The index in `moves` of the move a proof under `key` (a shifted state, see
    /// `shadow_from`) won by, if the table holds one won by the side to move.
    fn shadow_move(&self, key: u64, moves: &[(Mv, Extra, usize, Kid)]) -> Option<usize> {
        match self.table.get(&key) {
            Some(Slot::Proof(e)) if e.win && e.best != 0 => {
                moves.iter().position(|m| self.best_code(m.0) == e.best)
            }
            _ => None,
        }
    }

    /// The attacker's loss here, if every move it has meets a defender answer that decides
    /// the game at once: the two plies df-pn would search at the edge of a proof of life,
    /// without their table entries. Each attacker move counts as a node.
    fn answered_at_once(&mut self, g: &Game, x: &Extra, ctl: &mut Control) -> Result<Option<Res>> {
        // The moves' repetition tests are known once all are seen: the loss starts as if
        // none referred to the line, and takes them in at the end.
        let mut lose = self.lost(usize::MAX);
        let mut hint = None;
        let mut stopped = Ok(());
        let gen_dep = self.visit_moves(g, x, Walk::all(self.full, true), |e, mv, nx, rep| {
            // A pass that ends the game is no position to look into.
            if e.pass_ends_game(g, x, mv).is_none() {
                stopped = e.count_node(ctl);
                if stopped.is_err() {
                    return ControlFlow::Break(());
                }
            }
            let r = match e.decided_after(g, x, mv, nx) {
                Some(proof) => proof.win.then(|| Res::free(proof)),
                None => e.answer_at_once(g, nx, &mut hint),
            };
            match r {
                Some(r) => {
                    lose.lost_also(&r, rep);
                    ControlFlow::Continue(())
                }
                None => ControlFlow::Break(()),
            }
        });
        stopped?;
        Ok(gen_dep.map(|d| {
            lose.proof.plain &= d == usize::MAX;
            lose.dep = lose.dep.min(d);
            lose
        }))
    }

    /// The defender's win here by a move that decides the game at once (`hint` first: the
    /// answer that worked last), if it has one.
    fn answer_at_once(&mut self, g: &Game, x: &Extra, hint: &mut Option<usize>) -> Option<Res> {
        let hinted = hint.map_or(M::ZERO, |v| M::bit(self.ridx[v] as usize));
        let tries = [(hinted, false), (self.full & !hinted, true)];
        for (points, pass) in tries {
            let mut found = None;
            self.visit_moves(g, x, Walk::all(points, pass), |e, mv, nx, rep| {
                match e.decided_after(g, x, mv, nx).filter(|p| !p.win) {
                    Some(p) => {
                        found = Some((mv, p, rep));
                        ControlFlow::Break(())
                    }
                    None => ControlFlow::Continue(()),
                }
            });
            if let Some((mv, p, rep)) = found {
                *hint = mv;
                return Some(self.won_by(&Res::free(p), rep));
            }
        }
        None
    }
}
