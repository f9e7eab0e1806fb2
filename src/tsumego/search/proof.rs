//! Proven results with the fingerprints that make reuse correct under repetition (GHI), the
//! table's keys, and the test of whether a stored proof holds on the current line.

use super::board::Step;
use super::rules::{Extra, Game, Goal, Mv, PassRule, Superko, UNLIMITED};
use super::Engine;
use crate::go::Color;
use crate::tsumego::mask::Mask;

/// A state's two table keys: `free` leaves out the ko threats and approach-ko counts (for
/// plain proofs, which hold whatever those are, and for hints), `full` has them (for
/// proofs that met a repetition).
#[derive(Clone, Copy)]
pub(super) struct Keys {
    pub(super) free: u64,
    pub(super) full: u64,
    /// Which sides win every ko (`Engine::ko_sides`): a hint is read only by the kind of
    /// game that left it.
    pub(super) ko_sides: u8,
}

/// Bits of the set that marks full keys with a stored proof (2^20 bits: 128 KiB).
pub(super) const KEYED_BITS: u32 = 20;

/// A table slot: a proven result with its fingerprint, or df-pn's numbers as a hint with
/// the kind of game that left it (`Keys::ko_sides`).
#[derive(Clone, Copy)]
pub(super) enum Slot {
    Proof(Proof),
    Bound(u64, u64, u8),
}

/// A proven result (for the side to move) with the fingerprint of its proof: what every
/// position of the proof has in common. A line position that does not fit the fingerprint
/// cannot occur in the proof, so the proof may be reused below it (`compatible`).
#[derive(Clone, Copy)]
pub(super) struct Proof {
    pub(super) win: bool,
    /// Stones on every position of the proof.
    fb: Words,
    fw: Words,
    /// The range of region stone counts (black, white) over its positions.
    lo: [u8; 2],
    hi: [u8; 2],
    /// One bit (the hash mod 64) per position. With the stones and counts alone, a node
    /// found its stored proof unusable 6-12 times as often (corner shapes; notes/issue-14.md,
    /// session 9).
    hashes: u64,
    /// No repetition arose in the proof: no move of it repeated a position, and no node
    /// of it had a move barred or allowed as a repetition. Such a proof holds whatever the
    /// ko threats and the history (`Engine::key_free`).
    pub(super) plain: bool,
    /// `TWINS` and `BROKE`, bits in one byte so that an entry stays 56 bytes.
    flags: u8,
    /// The move df-pn won by (`Engine::best_code`; 0: none kept, as for a loss): a first
    /// try in the matching state below a sibling (`Engine::shadow_from`).
    pub(super) best: u8,
}

/// `Proof::best` for a pass (a region bit + 1 is at most 128).
pub(super) const PASS_BEST: u8 = u8::MAX;

/// A region mask kept as two words: aligned to 8 bytes, not 16, it keeps a table entry
/// (key and `Slot`) at 56 bytes instead of 80.
#[derive(Clone, Copy)]
struct Words([u64; 2]);

impl Words {
    fn of(m: u128) -> Words {
        Words([m as u64, (m >> 64) as u64])
    }

    fn mask(self) -> u128 {
        self.0[0] as u128 | (self.0[1] as u128) << 64
    }
}

const _: () = assert!(std::mem::size_of::<(u64, Slot)>() == 56);

/// Whether a proof won by one side (the side to move in `x` if `win`) holds on every line.
/// It does when the winner has unlimited ko threats and the loser none, with no approach
/// parameter, and the loser's pass does not hang on a barred repetition (the attacker's
/// does under the asymmetric rule: without this condition the J groups' answers change).
/// A stored proof rests on no line position before its node, so a loser's move it left out
/// is barred on any line; a line position met in the proof can only bar more of the
/// loser's moves, since the winner plays its repetitions with a threat, into the same
/// state. A plain proof searched under other threat counts met no repetition at all, so it
/// searched every move of the loser. Measured: 13% fewer nodes on the benchmark's answers.
fn line_cannot_hurt(g: &Game, x: &Extra, defender: Color, win: bool) -> bool {
    let winner = if win { x.to_move } else { x.to_move.other() };
    let loser_is_attacker = winner == defender;
    g.n == 0
        && x.threats[winner.index()] == UNLIMITED
        && x.threats[winner.other().index()] == 0
        && !(loser_is_attacker && g.pass == PassRule::Asymmetric && g.goal == Goal::Survive)
}

fn hash_bit(hash: u64) -> u64 {
    1 << (hash & 63)
}

/// Some node of the proof left out moves equivalent to one it searched
/// (`Engine::twin_skip`), which needs the line never to have emptied a point next to the
/// wall.
const TWINS: u8 = 1;
/// The proof holds a position where a swap of two outside liberties may change what
/// follows (a chain that had filled one was taken, or a dead test that looked at their
/// neighbours), so no node may leave out twins on its strength.
const BROKE: u8 = 2;

impl Proof {
    pub(super) fn twins(&self) -> bool {
        self.flags & TWINS != 0
    }

    pub(super) fn broke(&self) -> bool {
        self.flags & BROKE != 0
    }

    pub(super) fn or_twins(&mut self, on: bool) {
        self.flags |= u8::from(on) * TWINS;
    }

    pub(super) fn or_broke(&mut self, on: bool) {
        self.flags |= u8::from(on) * BROKE;
    }

    /// The result of a position on its own.
    fn of(win: bool, b: u128, w: u128, hash: u64) -> Proof {
        let c = [b.count_ones() as u8, w.count_ones() as u8];
        Proof {
            win,
            fb: Words::of(b),
            fw: Words::of(w),
            lo: c,
            hi: c,
            hashes: hash_bit(hash),
            plain: true,
            flags: 0,
            best: 0,
        }
    }

    /// The fingerprint widened by the positions of `o`'s proof (the result stays).
    fn with(self, o: &Proof) -> Proof {
        Proof {
            win: self.win,
            fb: Words::of(self.fb.mask() & o.fb.mask()),
            fw: Words::of(self.fw.mask() & o.fw.mask()),
            lo: [self.lo[0].min(o.lo[0]), self.lo[1].min(o.lo[1])],
            hi: [self.hi[0].max(o.hi[0]), self.hi[1].max(o.hi[1])],
            hashes: self.hashes | o.hashes,
            plain: self.plain && o.plain,
            flags: self.flags | o.flags,
            best: self.best,
        }
    }

    /// The same result with an empty fingerprint (the identity of `with`), for a proof no
    /// line position can occur in (`Engine::game_over_leaf`, `Engine::seen_from_here`).
    fn beyond_line(self) -> Proof {
        Proof {
            fb: Words::of(u128::MAX),
            fw: Words::of(u128::MAX),
            lo: [u8::MAX; 2],
            hi: [0; 2],
            hashes: 0,
            ..self
        }
    }

    /// Whether the position `s` may occur in the proof.
    fn may_hold<M: Mask>(&self, s: &Step<M>) -> bool {
        let (b, w) = (s.b.wide(), s.w.wide());
        let (cb, cw) = (b.count_ones() as u8, w.count_ones() as u8);
        self.hashes & hash_bit(s.hash) != 0
            && b & self.fb.mask() == self.fb.mask()
            && w & self.fw.mask() == self.fw.mask()
            && self.lo[0] <= cb
            && cb <= self.hi[0]
            && self.lo[1] <= cw
            && cw <= self.hi[1]
    }
}

/// The outcome of one search: the proven result and the smallest line index its proof
/// referred to.
#[derive(Clone, Copy)]
pub(super) struct Res {
    pub(super) proof: Proof,
    pub(super) dep: usize,
}

impl Res {
    /// A result that rests on nothing before its position.
    pub(super) fn free(proof: Proof) -> Res {
        Res {
            proof,
            dep: usize::MAX,
        }
    }

    /// A loss that also covers the move with repetition index `rep`, into a position `r`
    /// the opponent won.
    pub(super) fn lost_also(&mut self, r: &Res, rep: usize) {
        self.dep = self.dep.min(r.dep).min(rep);
        self.proof = self.proof.with(&r.proof);
    }
}

impl<M: Mask> Engine<M> {
    /// A child's result as this node combines it. After a move that joined a stone to the
    /// wall (`reach`) the proof adds nothing to the fingerprint: none of its positions has
    /// this position's set of attacker stones joined to the wall, nor has any line position
    /// before it (those stones are never taken, so the set only grows along a game).
    /// Measured: 0.96x the nodes over 8 fixtures x 6 move orders.
    pub(super) fn seen_from_here(&self, reach: M, mv: Mv, mut r: Res) -> Res {
        if mv.is_some_and(|v| (reach & M::bit(self.ridx[v] as usize)).any()) {
            r.proof = r.proof.beyond_line();
        }
        r
    }

    /// Whether the state's "the last move was a pass" goes into its keys: only where the
    /// defender is to move and may pass (the survival game, or the approach parameter
    /// on), so that a state after a pass shares its entries with the same stones reached
    /// by a stone play. Elsewhere it changes nothing that follows. A stone play leaves no
    /// pass behind either way. The defender never passes in the unconditional-life game
    /// without the approach parameter. The attacker's pass never ends that game, nor the
    /// survival game under the asymmetric rule: there it is allowed by the same test, into
    /// the same state (`Game::after_pass`). In the survival game under the plain rule the
    /// attacker's pass loses either way: after a pass it ends the game with the defender
    /// on the board, else the defender's pass does. The terminal tests read the stones;
    /// the repetition tests read the line, which the table's fingerprints cover as for
    /// any transposition. Measured (benchmark, 2 M nodes): the attacker's states, drawn
    /// rows 0.869x the nodes ("corner x + libs" with Black first 0.64x, the carpenter's
    /// square + 1 with Black first answered), random corners 0.918x (one more answered;
    /// random 2 with White first 1.41x); the defender's in the unconditional-life game
    /// 0.977x more on the drawn rows (the small alive rows 0.51-0.96x), 1.000x on the
    /// random corners.
    fn last_pass_counts(&self, g: &Game, x: &Extra) -> bool {
        let defender_may_pass = g.goal == Goal::Survive || g.n > 0;
        let counts = x.to_move == self.defender && defender_may_pass;
        x.last_pass && (counts || !self.switches.last_pass_key)
    }

    fn key(&self, g: &Game, x: &Extra) -> u64 {
        let mut k = self.hash;
        let mix = |k: u64, v: u64| (k ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
        k = mix(k, x.to_move.index() as u64 + 1);
        k = mix(k, self.last_pass_counts(g, x) as u64 + 3);
        k = mix(k, ((x.threats[0] as u64) << 8) | x.threats[1] as u64);
        k = mix(
            k,
            ((x.tenuki[0] as u64) << 8) | x.tenuki[1] as u64 | (x.n_retook as u64) << 16,
        );
        k = mix(
            k,
            (g.goal == Goal::Unconditional) as u64 * 2
                + (g.pass == PassRule::Plain) as u64 * 4
                + (g.superko == Superko::Situational) as u64 * 8
                + ((g.n as u64) << 8),
        );
        k
    }

    /// The key of a state without its ko threats and approach-ko counts: for a proof that
    /// met no repetition at all (`Proof::plain`), every move set in it is the same whatever
    /// those are (they only decide which repetitions may be played, and whether the
    /// attacker may pass under the asymmetric rule, which needs a barred repetition). Such
    /// a proof is stored under this key, shared by the searches that differ only there:
    /// the ko and seki levels and the ko's threat counts. Hints go here too, each with its
    /// kind of game (`Engine::ko_sides`).
    fn key_free(&self, g: &Game, x: &Extra) -> u64 {
        self.key_free_of(self.hash, g, x)
    }

    pub(super) fn key_free_of(&self, hash: u64, g: &Game, x: &Extra) -> u64 {
        let mix = |k: u64, v: u64| (k ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(31);
        let mut k = mix(hash, 0x5EED);
        k = mix(k, x.to_move.index() as u64 + 1);
        k = mix(k, self.last_pass_counts(g, x) as u64 + 3);
        mix(
            k,
            (g.goal == Goal::Unconditional) as u64 * 2
                + (g.pass == PassRule::Plain) as u64 * 4
                + (g.superko == Superko::Situational) as u64 * 8
                + ((g.n as u64) << 8),
        )
    }

    pub(super) fn keys(&self, g: &Game, x: &Extra) -> Keys {
        Keys {
            free: self.key_free(g, x),
            full: self.key(g, x),
            ko_sides: self.ko_sides(x),
        }
    }

    /// The kind of game a hint belongs to: which sides win every ko (a bit each). Hints
    /// share the free key across the ladder's games, but a line the attacker wins when
    /// it wins every ko can be hopeless when the defender does, so one game's numbers
    /// mislead the other's search. The games with counted threats share
    /// theirs: one count's hints steer the next. Measured (benchmark, 2 M nodes): the
    /// drawn rows 0.958x the nodes ("corner x + libs" with Black first 0.73x, the
    /// carpenter's square 0.95x, with one more liberty 0.88x); the random corners the
    /// same (their answers are one game). Kept apart by the exact counts, the corner with
    /// libs took 1.66x; by the defender's unlimited threats alone, the drawn rows 0.984x
    /// (notes/issue-14.md, session 52).
    fn ko_sides(&self, x: &Extra) -> u8 {
        match self.switches.hints_by_game {
            true => {
                let wins_every_ko = |c: Color| u8::from(x.threats[c.index()] == UNLIMITED);
                wins_every_ko(self.defender) | wins_every_ko(self.defender.other()) << 1
            }
            false => 0,
        }
    }

    fn keyed_bit(full: u64) -> (usize, u64) {
        let i = (full >> (64 - KEYED_BITS)) as usize;
        (i / 64, 1 << (i % 64))
    }

    /// What the table holds for the state under its free key (a plain proof or a hint),
    /// and its proof: that plain one, else one stored under its full key.
    pub(super) fn lookup(&self, k: Keys) -> (Option<Slot>, Option<Proof>) {
        let slot = self.table.get(&k.free).copied();
        if let Some(Slot::Proof(e)) = slot {
            return (slot, Some(e));
        }
        // Most states never had a proof under their full key: a small bit set says which
        // may have, and spares the second look into the large table.
        let (w, b) = Self::keyed_bit(k.full);
        let proof = match self.keyed[w] & b != 0 {
            true => match self.table.get(&k.full) {
                Some(Slot::Proof(e)) => Some(*e),
                _ => None,
            },
            false => None,
        };
        (slot, proof)
    }

    pub(super) fn store_proof(&mut self, k: Keys, proof: Proof) {
        if proof.plain {
            self.store(k.free, Slot::Proof(proof));
        } else {
            let (w, b) = Self::keyed_bit(k.full);
            self.store(k.full, Slot::Proof(proof));
            self.keyed[w] |= b;
        }
    }

    /// Whether a stored proof may be reused on the current line (state `x` under `g`): no
    /// earlier line position can occur in it, or the line cannot hurt its winner
    /// (`line_cannot_hurt`).
    pub(super) fn compatible(&self, e: &Proof, g: &Game, x: &Extra) -> bool {
        let last = self.line.len() - 1;
        let cur = self.line[last].hash;
        if e.twins() && self.emptied_by_wall() {
            return false;
        }
        if self.switches.line_free && line_cannot_hurt(g, x, self.defender, e.win) {
            return true;
        }
        !self.line[..last]
            .iter()
            .any(|s| s.hash != cur && e.may_hold(s))
    }

    /// A position where the game is over (`over`: the defender's stones are all taken, or
    /// one of its chains is safe). No line position equals it, since no line goes past such
    /// a position (the page plays no move once the problem is decided), so it adds nothing
    /// to the fingerprint. A capture's empty defender side would otherwise leave a proof of
    /// death no defender stone and no lower bound on their count to tell line positions
    /// apart by. Measured over 8 fixtures x 6 move orders: the capture 0.91x the nodes
    /// ("side + libs" with Black first 19.5 M to 6.8 M for its ko level), the safe
    /// positions 0.98x more.
    pub(super) fn game_over_leaf(&self, win: bool) -> Proof {
        self.leaf(win).beyond_line()
    }

    /// The current position decided on its own.
    pub(super) fn leaf(&self, win: bool) -> Proof {
        let mut proof = Proof::of(win, self.b.wide(), self.w_mask.wide(), self.hash);
        proof.or_broke(self.line.last().unwrap().broke);
        proof
    }

    /// A win here by the move whose repetition index is `rep` (`usize::MAX`: no
    /// repetition), into a position `r` the opponent lost. The one place, with `lost`,
    /// that says how a result's line dependence (`dep`) and plainness come from its
    /// children's, for df-pn and the exhaustive search alike.
    pub(super) fn won_by(&self, r: &Res, rep: usize) -> Res {
        let mut proof = self.leaf(true).with(&r.proof);
        proof.plain &= rep == usize::MAX;
        Res {
            proof,
            dep: r.dep.min(rep),
        }
    }

    /// A loss here, before its children are added (`Res::lost_also`): `gen_dep` is the
    /// earliest line index a barred or allowed repetition among the moves referred to.
    pub(super) fn lost(&self, gen_dep: usize) -> Res {
        let mut proof = self.leaf(false);
        proof.plain = gen_dep == usize::MAX;
        Res {
            proof,
            dep: gen_dep,
        }
    }

    pub(super) fn store(&mut self, key: u64, slot: Slot) {
        // A full table drops its hints, which only steer, and keeps its proofs, unless
        // they alone fill three quarters of it. Clearing it all threw away the proofs of the
        // searches before: "side + libs" with Black first, its first key-move test after the
        // ko level 21.4 M nodes with the table cleared at 11.4 M, 9.6 M with the proofs kept.
        let cap = self.switches.table_cap;
        if self.table.len() > cap {
            self.table.retain(|_, s| matches!(s, Slot::Proof(_)));
            if self.table.len() > cap / 4 * 3 {
                self.table.clear();
                self.keyed.iter_mut().for_each(|w| *w = 0);
            }
        }
        self.table.insert(key, slot);
    }
}
