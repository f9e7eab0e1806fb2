//! The search: an exact AND/OR search of the region game with a transposition table that is
//! correct under repetition (the graph-history-interaction problem).
//!
//! The game (the rules of `Rules`): moves on the empty points of the region, or a pass. A
//! stone play may not recreate a position of the line so far (positional superko, or
//! situational), except with a ko threat: a side with threats left may play one such move per
//! threat (the threat and its answer happen outside the region). Unlimited threats stand for
//! "wins every ko"; the side at that disadvantage may still retake a ko once it has passed
//! (played elsewhere) N times since its last retake (the article's approach-ko parameter),
//! and that retake wins the ko for the moment: the opponent may not answer it with another
//! repetition (else the rule could never matter in a direct ko). With this reading the
//! article's example comes out as it says: its two-step approach ko, White to move, is
//! unconditional life with N = 2 and ko with N = 3.
//! The attacker wins when the defender has no stones left in the region; the defender wins
//! when one of its region chains is safe (joined to a wall outside, or unconditionally alive
//! by Benson's algorithm). A side with no legal move loses. The search also stops where the
//! defender is provably past saving before its stones are taken (`Engine::hopeless`). Under
//! the plain pass rule two passes in a row end the game and the defender, still on the
//! board, has survived.
//!
//! GHI: a result is exact for the line it was searched under. It goes into the table only if
//! no repetition test in the part of the search it rests on referred to a position before the
//! node (tracked as the smallest line index referred to), and with it goes a fingerprint of
//! that part: the region points that hold the same stone in every position of it, the range
//! of stone counts, and a 64-bit set of the positions' hash bits. A stored
//! result is reused only when no position earlier on the current line is compatible with the
//! fingerprint (so none can occur in the proof, and the current line bans nothing the proof
//! needs). Everything else is searched again; results never depend on the order of moves.
//! One exception, where the line cannot matter (`line_cannot_hurt`): a proof won by a side
//! with unlimited threats against a side with none is reused on any line, since a line
//! position can only bar the loser's moves; and such a side's repetitions rest on no line
//! position.
//! A proof in which no repetition arose at all holds whatever the ko threats, so it is
//! stored once for every threat count (`Engine::key_free`).
//!
//! The search is df-pn (Nagai's depth-first proof-number search): proof and disproof
//! numbers steer it to the cheapest proof. Only proven results decide; the numbers of
//! unproven states are kept in the same table as hints (they may come from another history,
//! which costs time but never correctness). The defender's idle moves (quiet fills next to
//! the outside with no attacker stone beside them, `Engine::idle_points`) join a node's
//! children only once its other moves have failed: the start numbers rate every move alike,
//! and these rarely save a group. The plain depth-first search without a table is kept as
//! the tests' oracle.

use super::mask::Mask;
use super::problem::Problem;
use super::table::Table;
use crate::go::{Board, Color};
use crate::hash::FxHashMap;
use crate::rng::Rng;
use crate::work::Control;
use crate::Result;
use serde::Serialize;
use std::collections::hash_map::Entry;
use std::ops::ControlFlow;

/// Who may pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PassRule {
    /// The article's rule: the attacker may pass only while it has a ko it may not retake;
    /// the defender may pass unless the attacker has just passed.
    Asymmetric,
    /// Either side may pass; two passes in a row end the game.
    Plain,
}

/// Which repetitions are forbidden.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Superko {
    Positional,
    Situational,
}

/// A ko-threat budget: a count, or unlimited (the side wins every ko).
pub const UNLIMITED: u8 = u8::MAX;

/// What the defender must reach to win.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Goal {
    /// Survive: keep stones in the region.
    Survive,
    /// Reach unconditional life (Benson) while the attacker may pass freely: failing this
    /// while surviving is seki.
    Unconditional,
}

/// Internal rules of one search.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    pub pass: PassRule,
    pub superko: Superko,
    /// The approach-ko parameter N (0: off).
    pub n: u8,
    /// Ko threats by colour index.
    pub threats: [u8; 2],
    pub goal: Goal,
}

impl Game {
    /// The state after the side to move passes: a pass counts towards the approach-ko
    /// parameter.
    pub fn after_pass(&self, x: &Extra) -> Extra {
        let mi = x.to_move.index();
        let mut nx = Extra {
            to_move: x.to_move.other(),
            last_pass: true,
            threats: x.threats,
            tenuki: x.tenuki,
            n_retook: false,
        };
        if self.n > 0 && nx.tenuki[mi] < self.n {
            nx.tenuki[mi] += 1;
        }
        nx
    }

    /// Whether a pass by the side to move, right after the opponent passed, ends the game:
    /// any second pass under the plain rule; in the unconditional-life game only the
    /// defender's (it gave up reaching unconditional life; the attacker may wait).
    pub fn ends_on_pass(&self, mover_is_defender: bool) -> bool {
        match self.goal {
            Goal::Unconditional => mover_is_defender,
            Goal::Survive => self.pass == PassRule::Plain,
        }
    }
}

/// Entries of the cache of `defender_safe` (16 bytes each: 256 KiB, which stays near the
/// core). Measured against 2^16 and 2^18 entries: 3% and 6-18% more time, as the larger
/// caches' misses cost more than the tests they save.
const SAFE_CACHE: usize = 1 << 14;

/// The most points out of the attacker's reach where the join test runs (`join_kills`):
/// the joining point has four neighbours at most, one of them outside the region or a
/// joined stone, so it takes three; a join that also joins chains can take more, but
/// looking further cost more than it saved (8: the drawn rows 1.03x the nodes, the random
/// corners 1.03x; notes/issue-14.md, session 35). A bound on the work, not on soundness.
const JOIN_KILLS_FAR: u32 = 5;

/// The same for two joins, the second at the defender's turn (`join_kills`).
const TWO_JOINS_KILL_FAR: u32 = JOIN_KILLS_FAR + 3;

/// The longest line the search follows (see `count_node`).
const MAX_LINE: usize = 800;

/// The repetition index of a move allowed on every line (`Engine::moves`): past any line
/// index, so nothing rests on the line, and not `usize::MAX`, so the result is not plain.
const ANY_LINE: usize = usize::MAX - 1;

/// What `Engine::cap` keeps for `Engine::uncap`.
pub struct Probe {
    limit: u64,
    root_win: Option<Mv>,
    sibling_win: Option<Mv>,
    killer: Vec<Option<Mv>>,
}

/// Proof and disproof numbers stand for "infinite" from here up.
const INF: u64 = 1 << 40;

/// A state's two table keys: `free` leaves out the ko threats and approach-ko counts (for
/// plain proofs, which hold whatever those are, and for hints), `full` has them (for
/// proofs that met a repetition).
#[derive(Clone, Copy)]
struct Keys {
    free: u64,
    full: u64,
}

/// Bits of the set that marks full keys with a stored proof (2^20 bits: 128 KiB).
const KEYED_BITS: u32 = 20;

/// Which of the defender's idle moves (`Engine::idle_points`) a move walk gives.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Idle {
    Include,
    Skip,
    Only,
}

/// Which moves a move walk gives: stone plays on the region points `points` (a mask), the
/// pass if `pass` and the rules allow it, and the defender's idle moves as `idle` says.
#[derive(Clone, Copy)]
struct Walk<M: Mask> {
    points: M,
    pass: bool,
    idle: Idle,
}

impl<M: Mask> Walk<M> {
    fn all(points: M, pass: bool) -> Walk<M> {
        Walk {
            points,
            pass,
            idle: Idle::Include,
        }
    }
}

/// Which ends a position's terminal test must look for (`Engine::may_after`).
#[derive(Clone, Copy)]
struct May {
    /// The defender may be safe.
    live: bool,
    /// The defender may be hopeless.
    hopeless: bool,
}

impl May {
    const ALL: May = May {
        live: true,
        hopeless: true,
    };
}

/// A table slot: a proven result with its fingerprint, or df-pn's numbers as a hint.
#[derive(Clone, Copy)]
enum Slot {
    Proof(Proof),
    Bound(u64, u64),
}

/// A child in df-pn: its numbers (from its mover's side) and, once decided, its result.
#[derive(Clone, Copy)]
struct Kid {
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

/// A proven result (for the side to move) with the fingerprint of its proof: what every
/// position of the proof has in common. A line position that does not fit the fingerprint
/// cannot occur in the proof, so the proof may be reused below it (`compatible`).
#[derive(Clone, Copy)]
struct Proof {
    win: bool,
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
    plain: bool,
    /// Some node of the proof left out moves equivalent to one it searched
    /// (`Engine::twin_skip`), which needs the line never to have emptied a point next to
    /// the wall.
    twins: bool,
    /// The proof holds a position where a swap of two outside liberties may change what
    /// follows (a chain that had filled one was taken, or a dead test that looked at
    /// their neighbours), so no node may leave out twins on its strength.
    broke: bool,
}

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

impl Proof {
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
            twins: false,
            broke: false,
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
            twins: self.twins || o.twins,
            broke: self.broke || o.broke,
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

#[derive(Clone, Copy)]
struct Step<M: Mask> {
    hash: u64,
    to_move: u8,
    b: M,
    w: M,
    /// Region points occupied in this position or any earlier one of the line.
    ever: M,
    /// The move here took a defender chain of two or more stones, one of them on a point
    /// next to the wall, and left other defender stones (see `Proof::broke`).
    broke: bool,
}

/// The outcome of one search: the proven result and the smallest line index its proof
/// referred to.
#[derive(Clone, Copy)]
struct Res {
    proof: Proof,
    dep: usize,
}

impl Res {
    /// A result that rests on nothing before its position.
    fn free(proof: Proof) -> Res {
        Res {
            proof,
            dep: usize::MAX,
        }
    }

    /// A loss that also covers the move with repetition index `rep`, into a position `r`
    /// the opponent won.
    fn lost_also(&mut self, r: &Res, rep: usize) {
        self.dep = self.dep.min(r.dep).min(rep);
        self.proof = self.proof.with(&r.proof);
    }
}

/// A move on the internal board: a region vertex or a pass.
pub type Mv = Option<usize>;

/// The state of play that is not the stones.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Extra {
    pub to_move: Color,
    pub last_pass: bool,
    pub threats: [u8; 2],
    /// Passes since the last N-retake, by colour index.
    pub tenuki: [u8; 2],
    /// The last move was a retake under the approach parameter: it wins the ko for now, so
    /// the opponent may not answer it with a repetition (its threats do not count).
    pub n_retook: bool,
}

/// The search's switches: what it may use, and how large its table may grow. The tests
/// turn each off (or make the table small) to check that none changes an answer.
#[derive(Clone, Copy, Debug)]
pub struct Switches {
    /// Whether the dead test may run (`hopeless`): every point outside next to the region
    /// is an attacker stone with a liberty outside the region, so attacker chains touching
    /// `open` are never captured and no defender chain has a liberty outside.
    pub dead_test: bool,
    /// Whether the dead test also fires where two adjacent points are out of the attacker's
    /// reach (`hopeless`), not only one.
    pub dead_pair: bool,
    /// Whether it also fires where one join of the attacker's leaves it true
    /// (`join_kills`).
    pub dead_join: bool,
    /// Whether, with the defender to move, two such joins do too (`join_kills`).
    pub dead_join_defender: bool,
    /// Whether, with the attacker to move, a join that leaves the defender so does too
    /// (`join_kills`).
    pub dead_join_twice: bool,
    /// Whether the attacker's joins also count the chains they join to the wall
    /// (`joins_kill`).
    pub dead_join_merge: bool,
    /// Whether, in the unconditional-life game, the defender's stones leave `far`
    /// (`hopeless`).
    pub dead_own_stones: bool,
    /// Whether the table keys hold the last move's pass only where it counts
    /// (`last_pass_counts`); off: always.
    pub last_pass_key: bool,
    /// Whether df-pn may leave out equivalent outside liberties (`twin_skip`).
    pub twins: bool,
    /// Whether df-pn first tries to refute the attacker by answers that decide at once
    /// (`answered_at_once`).
    pub at_once: bool,
    /// Whether a stored proof whose winner the line cannot hurt is reused on any line
    /// (`line_cannot_hurt`).
    pub line_free: bool,
    /// Whether the attacker searches a move that won before first, at and below the root
    /// (`mid_expand`, `first_try_slot`).
    pub first_try: bool,
    /// Whether df-pn gives the defender its idle moves (`idle_points`) only once its other
    /// moves have failed (`mid_expand`).
    pub idle_last: bool,
    /// Whether df-pn decides a state met again on its path where that is sound
    /// (`endless_game`).
    pub cycles: bool,
    /// Whether it does so in the survival game too (the plain pass rule, the defender's
    /// unlimited threats), where `cycles` is on.
    pub survival_cycles: bool,
    /// Whether to reuse stored results (off: a plain exhaustive search, the tests' oracle).
    pub use_table: bool,
    /// The most entries the table holds (`store`); the tests make it small.
    pub table_cap: usize,
    /// Whether the start numbers weigh the points out of the attacker's reach (`estimate`).
    pub reach_start: bool,
    /// Whether, in the survival game, the attacker's start proof number with the defender
    /// to move counts the empty points too (`estimate`).
    pub room_start: bool,
    /// Whether df-pn's restarts after an overflow sum the children's numbers weakly
    /// (`solve`).
    pub weak_sum: bool,
}

/// The search engine for one problem: board, line, table, with region masks of type `M`
/// (`AnyEngine` picks the width).
pub struct Engine<M: Mask> {
    w: usize,
    nb: Vec<Vec<u32>>,
    color: Vec<u8>,
    zob: Vec<[u64; 2]>,
    /// Region index of a vertex (u16::MAX outside).
    ridx: Vec<u16>,
    region: Vec<usize>,
    hash: u64,
    b: M,
    w_mask: M,
    defender: Color,
    stamp: Vec<u32>,
    gen: u32,
    line: Vec<Step<M>>,
    /// Moves played: (vertex, where its captures start in `captured`).
    undo: Vec<(usize, usize)>,
    captured: Vec<usize>,
    table: Table<Slot>,
    /// Which full keys may hold a proof in `table` (see `lookup`).
    keyed: Vec<u64>,
    /// How often each state (by its free key, see `Keys`) is on the df-pn path now.
    path: FxHashMap<u64, u32>,
    /// The line index of each state (by its full key) on the df-pn path, in the games
    /// where a state met again is decided (`endless_game`).
    on_path: FxHashMap<u64, usize>,
    /// Region neighbours of each region point, as a mask (by bit).
    rnb: Vec<M>,
    /// The vertex of each mask bit. Bits follow the region's order.
    rvert: Vec<usize>,
    /// By region bit, and by the colour to move less one: the move order's score from the
    /// point's neighbours outside the region (see `order`).
    outside_score: Vec<[i32; 2]>,
    /// All region points.
    full: M,
    /// The row stride of the region masks when they are laid out as the bounding box.
    shift: Option<u32>,
    /// Region points next to a defender stone outside the region (a chain there is safe).
    wall: M,
    /// Region points next to a point outside that is not a defender stone (an area there
    /// is not enclosed).
    open: M,
    /// Which of the search's shortcuts are on (all but the dead test by default).
    pub switches: Switches,
    /// Scratch for flood fills.
    buf: Vec<usize>,
    /// Set when no stone outside the region can ever be taken (`place_on_masks`).
    chain_masks: Option<ChainMasks<M>>,
    /// Scratch for `defender_safe`: enclosed areas, and chains with their neighbours.
    areas_buf: Vec<M>,
    chains_buf: Vec<(M, M)>,
    /// `defender_safe` by position hash.
    safe_cache: Vec<(u64, u8)>,
    nodes: u64,
    shuffle: Option<Rng>,
    /// The most nodes one analysis may visit (all its searches together).
    budget: u64,
    /// The node count at which the current analysis stops (`start_budget`).
    limit: u64,
    /// Defender stones on region points.
    def_count: u32,
    /// How many line positions fall in each bucket of hash bits: a repetition test scans
    /// the line only when its bucket holds another one.
    seen: Vec<u32>,
    /// By ply: the move that last won there (df-pn tries it first).
    killer: Vec<Option<Mv>>,
    /// The line index of the current search's root.
    root: usize,
    /// The move that last won at a search's root, for either side (see `mid_expand`).
    root_win: Option<Mv>,
    /// The move that last won at a child of this search's root: the refutation of an
    /// earlier root move (see `mid_expand`).
    sibling_win: Option<Mv>,
    /// Move lists for `mid_expand`, one pair per level of the recursion in use.
    lists: Vec<Lists>,
    /// Scratch for `order`.
    order_keys: Vec<(i32, usize)>,
    /// Whether this df-pn search sums its children's numbers weakly (`mid_expand`): set
    /// after an overflow in `solve`.
    weak_sum: bool,
    /// Whether a line grew past `MAX_LINE` since the last `cap` (`uncap` reads it).
    line_stopped: bool,
}

/// A node's moves (with the extra after each, its repetition index and start) and its
/// children's numbers in df-pn.
type Lists = (Vec<(Mv, Extra, usize, Kid)>, Vec<Kid>);

/// What capture tests on the region masks need, when every stone outside next to the
/// region has a liberty outside (over points outside), so none is ever taken.
struct ChainMasks<M: Mask> {
    /// By colour index: region points next to a point outside that gives that colour's
    /// chain a liberty (an empty point, or a stone of that colour, which has one).
    liberty: [M; 2],
}

const SEEN_BITS: u32 = 12;

fn seen_bucket(hash: u64) -> usize {
    (hash >> (64 - SEEN_BITS)) as usize
}

const EMPTY: u8 = 0;

fn cidx(c: Color) -> u8 {
    c.index() as u8 + 1
}

impl<M: Mask> Engine<M> {
    /// The engine for a problem on `M` masks (`AnyEngine::new` picks `M`); `boxed`: the
    /// bounding-box layout where it fits (`Layout`).
    fn new(problem: &Problem, order_seed: Option<u64>, boxed: bool) -> Engine<M> {
        let (board, stones, region) = (&*problem.board, &problem.stones, &problem.region);
        let (defender, to_move) = (problem.defender, problem.first);
        let n = board.len();
        let mut rng = Rng::new(0x7575_6d65_676f);
        let zob = (0..n).map(|_| [rng.next_u64(), rng.next_u64()]).collect();
        let reg: Vec<usize> = (0..n).filter(|&v| region[v]).collect();
        let stride = Self::box_stride(board, &reg).filter(|_| boxed);
        let mut ridx = vec![u16::MAX; n];
        for (i, &v) in reg.iter().enumerate() {
            ridx[v] = match stride {
                Some((w, r0, c0, stride)) => ((v / w - r0) * stride + v % w - c0) as u16,
                None => i as u16,
            };
        }
        let full = reg
            .iter()
            .fold(M::ZERO, |m, &v| m | M::bit(ridx[v] as usize));
        let mut e = Engine {
            w: board.grid().map_or(n, |g| g.0),
            nb: (0..n).map(|v| board.neighbours(v).to_vec()).collect(),
            color: stones.iter().map(|s| s.map_or(EMPTY, cidx)).collect(),
            zob,
            ridx,
            region: reg,
            hash: 0,
            b: M::ZERO,
            w_mask: M::ZERO,
            defender,
            stamp: vec![0; n],
            gen: 0,
            line: Vec::new(),
            undo: Vec::new(),
            captured: Vec::new(),
            table: Table::new(Slot::Bound(0, 0)),
            keyed: vec![0; 1 << (KEYED_BITS - 6)],
            path: FxHashMap::default(),
            on_path: FxHashMap::default(),
            rnb: vec![M::ZERO; M::BITS as usize],
            rvert: vec![0; M::BITS as usize],
            outside_score: vec![[0; 2]; M::BITS as usize],
            full,
            shift: stride.map(|s| s.3 as u32),
            wall: M::ZERO,
            open: M::ZERO,
            switches: Switches {
                dead_test: false,
                dead_pair: true,
                dead_join: true,
                twins: true,
                at_once: true,
                line_free: true,
                first_try: true,
                idle_last: true,
                cycles: true,
                survival_cycles: true,
                use_table: true,
                table_cap: 8_000_000,
                reach_start: true,
                room_start: true,
                weak_sum: true,
                dead_join_defender: true,
                dead_join_twice: true,
                dead_join_merge: true,
                dead_own_stones: true,
                last_pass_key: true,
            },
            buf: Vec::new(),
            chain_masks: None,
            areas_buf: Vec::new(),
            chains_buf: Vec::new(),
            safe_cache: vec![(0, 0); SAFE_CACHE],
            nodes: 0,
            shuffle: order_seed.map(Rng::new),
            budget: u64::MAX,
            limit: u64::MAX,
            def_count: 0,
            seen: vec![0; 1 << SEEN_BITS],
            killer: vec![None; MAX_LINE + 1],
            root: 0,
            root_win: None,
            sibling_win: None,
            lists: Vec::new(),
            order_keys: Vec::new(),
            weak_sum: false,
            line_stopped: false,
        };
        let d = cidx(defender);
        for i in 0..e.region.len() {
            let v = e.region[i];
            let r = e.ridx[v];
            let mut m = M::ZERO;
            for &u in &e.nb[v] {
                let u = u as usize;
                match e.ridx[u] {
                    u16::MAX if e.color[u] == d => e.wall |= M::bit(r as usize),
                    u16::MAX => e.open |= M::bit(r as usize),
                    i => m |= M::bit(i as usize),
                }
            }
            e.rnb[r as usize] = m;
            e.rvert[r as usize] = v;
            for c in [1, 2] {
                e.outside_score[r as usize][c as usize - 1] = (e.nb[v].iter())
                    .filter(|&&u| e.ridx[u as usize] == u16::MAX)
                    .map(|&u| Self::neighbour_score(e.color[u as usize], c))
                    .sum();
            }
        }
        let a = cidx(defender.other());
        let outside: Vec<usize> = e
            .region
            .iter()
            .flat_map(|&v| e.nb[v].iter().map(|&u| u as usize))
            .filter(|&u| e.ridx[u] == u16::MAX)
            .collect();
        e.switches.dead_test = !e.wall.any()
            && outside
                .iter()
                .all(|&u| e.color[u] == a && e.outside_liberty(u));
        let walls_free = outside
            .iter()
            .all(|&u| e.color[u] == EMPTY || e.outside_liberty(u));
        if walls_free {
            let mut masks = ChainMasks {
                liberty: [M::ZERO; 2],
            };
            for &v in &e.region {
                let r = e.ridx[v] as usize;
                // An empty point outside is a liberty, and a stone outside has one.
                for &u in e.nb[v].iter().filter(|&&u| e.ridx[u as usize] == u16::MAX) {
                    for c in [1, 2] {
                        if e.color[u as usize] == EMPTY || e.color[u as usize] == c {
                            masks.liberty[c as usize - 1] |= M::bit(r);
                        }
                    }
                }
            }
            e.chain_masks = Some(masks);
        }
        for v in 0..n {
            if e.color[v] != EMPTY {
                e.hash ^= e.zob[v][(e.color[v] - 1) as usize];
                e.set_mask(v, e.color[v], true);
            }
        }
        e.line.push(Step {
            hash: e.hash,
            to_move: cidx(to_move),
            b: e.b,
            w: e.w_mask,
            ever: e.b | e.w_mask,
            broke: false,
        });
        e.seen[seen_bucket(e.hash)] += 1;
        e
    }

    /// Region masks lay the region's bounding box out row by row with one spare column,
    /// when that fits in a mask: then a shift finds the neighbours of a whole mask. The
    /// board's width, the box's first row and column, and the stride.
    fn box_stride(board: &Board, reg: &[usize]) -> Option<(usize, usize, usize, usize)> {
        let (w, _) = board.grid()?;
        let rows = reg.iter().map(|&v| v / w);
        let cols = reg.iter().map(|&v| v % w);
        let (r0, r1) = (rows.clone().min()?, rows.max()?);
        let (c0, c1) = (cols.clone().min()?, cols.max()?);
        let stride = c1 - c0 + 2;
        ((r1 - r0 + 1) * stride <= M::BITS as usize).then_some((w, r0, c0, stride))
    }

    /// Whether the region's masks fit this width: the box layout where asked for and
    /// possible at 128 bits, else one bit per region point.
    fn fits(board: &Board, region: &[bool], boxed: bool) -> bool {
        let reg: Vec<usize> = (0..board.len()).filter(|&v| region[v]).collect();
        match boxed && Engine::<u128>::box_stride(board, &reg).is_some() {
            true => Self::box_stride(board, &reg).is_some(),
            false => reg.len() <= M::BITS as usize,
        }
    }

    /// Whether the chain of the stone at v, followed over points outside the region only,
    /// touches an empty point outside the region (which no move can ever fill).
    fn outside_liberty(&mut self, v: usize) -> bool {
        let g = self.next_gen();
        let c = self.color[v];
        let mut todo = vec![v];
        self.stamp[v] = g;
        while let Some(s) = todo.pop() {
            for &u in &self.nb[s] {
                let u = u as usize;
                if self.ridx[u] != u16::MAX || self.stamp[u] == g {
                    continue;
                }
                if self.color[u] == EMPTY {
                    return true;
                }
                if self.color[u] == c {
                    self.stamp[u] = g;
                    todo.push(u);
                }
            }
        }
        false
    }

    /// Captures tested by walking the board, as where a stone outside may be taken: the
    /// tests check that the region masks' test (`place_on_masks`) searches the same.
    #[doc(hidden)]
    pub fn capture_on_board(&mut self) {
        self.chain_masks = None;
    }

    pub fn width(&self) -> usize {
        self.w
    }

    fn set_mask(&mut self, v: usize, c: u8, on: bool) {
        let r = self.ridx[v];
        if r == u16::MAX {
            return;
        }
        let bit = M::bit(r as usize);
        let m = if c == 1 {
            &mut self.b
        } else {
            &mut self.w_mask
        };
        if on {
            *m |= bit;
        } else {
            *m &= !bit;
        }
        if c == cidx(self.defender) {
            if on {
                self.def_count += 1;
            } else {
                self.def_count -= 1;
            }
        }
    }

    pub fn stone(&self, v: usize) -> Option<Color> {
        match self.color[v] {
            EMPTY => None,
            c => Some(Color::from_index(c as usize - 1)),
        }
    }

    pub fn to_move(&self) -> Color {
        Color::from_index(self.line.last().unwrap().to_move as usize - 1)
    }

    fn next_gen(&mut self) -> u32 {
        self.gen = self.gen.wrapping_add(1);
        if self.gen == 0 {
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.gen = 1;
        }
        self.gen
    }

    /// Whether the chain at v (a stone) has no liberty; its stones are left in `buf`.
    fn dead_chain(&mut self, v: usize) -> bool {
        let g = self.next_gen();
        let c = self.color[v];
        self.buf.clear();
        self.buf.push(v);
        self.stamp[v] = g;
        let mut i = 0;
        while i < self.buf.len() {
            let s = self.buf[i];
            for &u in &self.nb[s] {
                let u = u as usize;
                if self.color[u] == EMPTY {
                    return false;
                }
                if self.color[u] == c && self.stamp[u] != g {
                    self.stamp[u] = g;
                    self.buf.push(u);
                }
            }
            i += 1;
        }
        true
    }

    /// `place` where no stone outside the region can be taken (`ChainMasks`), on the
    /// region masks: a stone outside is never in a dead chain, and a region chain lives
    /// if it touches a liberty outside or a stone of its colour there.
    fn place_on_masks(&mut self, v: usize, c: u8, liberty: [M; 2]) -> bool {
        self.put(v, c);
        let start = self.captured.len();
        let bit = M::bit(self.ridx[v] as usize);
        let (own, opp) = match c {
            1 => (self.b, self.w_mask),
            _ => (self.w_mask, self.b),
        };
        let empty = self.full & !(own | opp);
        let mut taken = M::ZERO;
        let mut rest = self.grow_few(bit) & opp;
        while rest.any() {
            let (chain, dead) = self.chain_of(rest.lowest(), opp, empty, liberty[2 - c as usize]);
            rest &= !chain;
            if dead {
                taken |= chain;
            }
        }
        if !taken.any() && self.chain_of(bit, own, empty, liberty[c as usize - 1]).1 {
            self.remove(v);
            return false;
        }
        let mut rest = taken;
        while rest.any() {
            self.captured
                .push(self.rvert[rest.trailing_zeros() as usize]);
            rest &= rest - M::ONE;
        }
        for j in start..self.captured.len() {
            let s = self.captured[j];
            self.remove(s);
        }
        self.undo.push((v, start));
        true
    }

    /// The region neighbours of the few points in `m`, read point by point.
    fn grow_few(&self, m: M) -> M {
        let mut near = M::ZERO;
        let mut rest = m;
        while rest.any() {
            near |= self.rnb[rest.trailing_zeros() as usize];
            rest &= rest - M::ONE;
        }
        near
    }

    /// The chain of `own` stones at `seed` (a region point), grown until a liberty shows
    /// (then only the part grown so far) and whether it has none. Each stone's
    /// neighbours are read once, as the chain grows.
    fn chain_of(&self, seed: M, own: M, empty: M, liberty: M) -> (M, bool) {
        let mut chain = seed;
        let mut new = seed;
        loop {
            if (new & liberty).any() {
                return (chain, false);
            }
            let near = self.grow_few(new);
            if (near & empty).any() {
                return (chain, false);
            }
            new = near & own & !chain;
            if !new.any() {
                return (chain, true);
            }
            chain |= new;
        }
    }

    fn remove(&mut self, v: usize) {
        let c = self.color[v];
        self.hash ^= self.zob[v][(c - 1) as usize];
        self.set_mask(v, c, false);
        self.color[v] = EMPTY;
    }

    fn put(&mut self, v: usize, c: u8) {
        self.color[v] = c;
        self.hash ^= self.zob[v][(c - 1) as usize];
        self.set_mask(v, c, true);
    }

    /// Places a stone of colour c at v; false (nothing changed) if it is suicide.
    fn place(&mut self, v: usize, c: u8) -> bool {
        if let Some(liberty) = self.chain_masks.as_ref().map(|m| m.liberty) {
            return self.place_on_masks(v, c, liberty);
        }
        self.put(v, c);
        let start = self.captured.len();
        for i in 0..self.nb[v].len() {
            let u = self.nb[v][i] as usize;
            if self.color[u] != EMPTY && self.color[u] != c && self.dead_chain(u) {
                for j in 0..self.buf.len() {
                    let s = self.buf[j];
                    self.remove(s);
                    self.captured.push(s);
                }
            }
        }
        if self.captured.len() == start && self.dead_chain(v) {
            self.remove(v);
            return false;
        }
        self.undo.push((v, start));
        true
    }

    fn unplace(&mut self) {
        let (v, start) = self.undo.pop().expect("a move to take back");
        let c = self.color[v];
        self.remove(v);
        while self.captured.len() > start {
            let s = self.captured.pop().expect("a captured stone");
            self.put(s, 3 - c);
        }
    }

    /// Plays a move for the side to move (legality already checked by the caller).
    pub fn play(&mut self, mv: Mv) -> bool {
        let me = self.line.last().unwrap().to_move;
        let mut broke = false;
        if let Some(v) = mv {
            let start = self.captured.len();
            if !self.place(v, me) {
                return false;
            }
            // D of `twin_skip`, taken with an outside liberty it had filled: the twins'
            // neighbours differ from then on, and the game goes on.
            if self.captured.len() > start && self.def_count > 0 && me != cidx(self.defender) {
                let taken = self.captured[start..]
                    .iter()
                    .filter(|&&s| self.ridx[s] != u16::MAX)
                    .fold(M::ZERO, |m, &s| m | M::bit(self.ridx[s] as usize));
                broke = (taken & self.open & self.grow(taken)).any();
            }
        }
        let ever = self.line.last().unwrap().ever | self.b | self.w_mask;
        self.line.push(Step {
            hash: self.hash,
            to_move: 3 - me,
            b: self.b,
            w: self.w_mask,
            ever,
            broke,
        });
        self.seen[seen_bucket(self.hash)] += 1;
        true
    }

    pub fn take_back(&mut self, mv: Mv) {
        let step = self.line.pop().expect("a move to take back");
        self.seen[seen_bucket(step.hash)] -= 1;
        if mv.is_some() {
            self.unplace();
        }
    }

    pub fn line_len(&self) -> usize {
        self.line.len()
    }

    /// Where a defender's stone is idle unless it takes something: region points next to
    /// the outside with no attacker stone of the region beside them. Such a stone fills one
    /// of the group's own liberties where nothing is at stake yet; it rarely saves a group,
    /// and df-pn's numbers rate it as cheap as any other move. Where no stone outside can
    /// be taken (`chain_masks`), a stone there takes nothing.
    fn idle_points(&self) -> M {
        let (_, att) = self.sides();
        self.open & !self.grow(att)
    }

    /// The first line index whose position the current one repeats (stone plays only).
    fn repeats(&self, superko: Superko) -> Option<usize> {
        let last = self.line.len() - 1;
        let cur = self.line[last];
        if self.seen[seen_bucket(cur.hash)] < 2 {
            return None;
        }
        self.line[..last].iter().position(|s| {
            s.hash == cur.hash && (superko == Superko::Positional || s.to_move == cur.to_move)
        })
    }

    /// The region neighbours of the points in `m`.
    fn grow(&self, m: M) -> M {
        match self.shift {
            Some(s) => ((m << 1) | (m >> 1) | (m << s) | (m >> s)) & self.full,
            None => self.grow_few(m),
        }
    }

    /// The connected part of `within` that holds the points of `seed`.
    fn flood(&self, seed: M, within: M) -> M {
        let mut m = seed;
        loop {
            let next = (m | self.grow(m)) & within;
            if next == m {
                return m;
            }
            m = next;
        }
    }

    /// The region stones of the defender and of the attacker.
    fn sides(&self) -> (M, M) {
        if self.defender == Color::Black {
            (self.b, self.w_mask)
        } else {
            (self.w_mask, self.b)
        }
    }

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

    /// The region's empty points.
    fn empty_points(&self) -> M {
        self.full & !(self.b | self.w_mask)
    }

    /// The defender's eye room: the empty region points next to it and not next to the
    /// attacker.
    fn eye_room(&self) -> u32 {
        let (def, att) = self.sides();
        let empty = self.empty_points();
        (empty & self.grow(def) & !self.grow(att)).count_ones()
    }

    /// The enclosed areas: the components of the region points without a defender stone
    /// that touch no point next to the open outside.
    fn enclosed_areas(&self) -> impl Iterator<Item = M> + '_ {
        self.areas_of(self.enclosed())
    }

    /// The region points in enclosed areas: one flood from every point next to the
    /// outside takes all the open components.
    fn enclosed(&self) -> M {
        let (def, _) = self.sides();
        let within = self.full & !def;
        within & !self.flood(within & self.open, within)
    }

    /// The connected parts of `enclosed`.
    fn areas_of(&self, enclosed: M) -> impl Iterator<Item = M> + '_ {
        let mut rest = enclosed;
        std::iter::from_fn(move || {
            rest.any().then(|| {
                let a = self.flood(rest.lowest(), enclosed);
                rest &= !a;
                a
            })
        })
    }

    /// Whether some defender chain in the region is safe: joined to a defender stone outside
    /// the region, or unconditionally alive (Benson) inside it. On region masks: the stones
    /// outside never change, so which region points touch them is fixed.
    pub fn defender_safe(&mut self) -> bool {
        let def = self.sides().0;
        if (def & self.wall).any() {
            return true;
        }
        // Scratch lists kept between calls: this runs at most new positions.
        let mut areas = std::mem::take(&mut self.areas_buf);
        areas.clear();
        areas.extend(self.enclosed_areas());
        // Life needs two enclosed areas.
        let safe = areas.len() >= 2 && self.benson(&areas, def, self.empty_points());
        self.areas_buf = areas;
        safe
    }

    /// Benson's test on the enclosed areas `areas` of the defender stones `def`: whether
    /// some defender chain keeps two vital areas while the chains without them, and the
    /// areas next to those, drop out. Chains and areas are at most 128 (one region point
    /// each), so bit sets mark the ones left.
    fn benson(&mut self, areas: &[M], def: M, empty: M) -> bool {
        // (stones, their neighbours): adjacency is symmetric, so an area is next to a
        // chain when it meets the chain's neighbours.
        let mut chains = std::mem::take(&mut self.chains_buf);
        chains.clear();
        let mut rest = def;
        while rest.any() {
            let c = self.flood(rest.lowest(), def);
            rest &= !c;
            chains.push((c, self.grow(c)));
        }
        let all = |n: usize| {
            if n >= 128 {
                u128::MAX
            } else {
                (1u128 << n) - 1
            }
        };
        let mut alive = all(chains.len());
        let mut ok = all(areas.len());
        loop {
            let mut changed = false;
            let mut dead = M::ZERO;
            for (c, &(stones, near)) in chains.iter().enumerate() {
                if alive >> c & 1 == 0 {
                    dead |= stones;
                    continue;
                }
                // Vital: an area next to the chain whose empty points are all its liberties.
                let vital = areas
                    .iter()
                    .enumerate()
                    .filter(|&(a, &pts)| {
                        ok >> a & 1 != 0 && (pts & near).any() && !(pts & empty & !near).any()
                    })
                    .count();
                if vital < 2 {
                    alive &= !(1 << c);
                    dead |= stones;
                    changed = true;
                }
            }
            let next_to_dead = self.grow(dead);
            for (a, &pts) in areas.iter().enumerate() {
                if ok >> a & 1 != 0 && (pts & next_to_dead).any() {
                    ok &= !(1 << a);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        self.chains_buf = chains;
        alive != 0
    }

    /// Whether the line emptied a region point next to the wall: one occupied in an
    /// earlier position and empty now.
    fn emptied_by_wall(&self) -> bool {
        let s = self.line.last().unwrap();
        (s.ever & !(s.b | s.w) & self.open).any()
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
    fn twin_skip(&self) -> M {
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

    /// Where a stone of the side to move joins the wall: for the attacker, the points next
    /// to the wall or to its stones joined to it; none for the defender, and none where the
    /// dead test may not run (its condition keeps those stones on the board for good).
    fn wall_reach(&self) -> M {
        if !self.switches.dead_test || self.to_move() == self.defender {
            return M::ZERO;
        }
        self.joined_near().1
    }

    /// The attacker's stones joined to the wall, and the points next to the wall or to
    /// them (where an attacker stone joins them). Those stones are never taken where the
    /// dead test may run.
    fn joined_near(&self) -> (M, M) {
        let (_, att) = self.sides();
        let joined = self.flood(att & self.open, att);
        (joined, self.open | self.grow(joined))
    }

    /// A child's result as this node combines it. After a move that joined a stone to the
    /// wall (`reach`) the proof adds nothing to the fingerprint: none of its positions has
    /// this position's set of attacker stones joined to the wall, nor has any line position
    /// before it (those stones are never taken, so the set only grows along a game).
    /// Measured: 0.96x the nodes over 8 fixtures x 6 move orders.
    fn seen_from_here(&self, reach: M, mv: Mv, mut r: Res) -> Res {
        if mv.is_some_and(|v| (reach & M::bit(self.ridx[v] as usize)).any()) {
            r.proof = r.proof.beyond_line();
        }
        r
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

    /// Whether the side to move in state `x` wins a game that never ends: the defender in
    /// the survival game (its stones are never taken), the attacker in the
    /// unconditional-life game (the defender never reaches Benson's life).
    fn endless_winner(&self, g: &Game, x: &Extra) -> bool {
        (x.to_move == self.defender) == (g.goal == Goal::Survive)
    }

    /// Whether the defender is past saving (unless it may end the game by a pass right
    /// now, see `terminal`). `far`: the region points that are neither an attacker stone
    /// joined to the outside wall (never captured) nor next to one. An attacker play next
    /// to such a stone joins it, so it is never suicide and never repeats a position (the
    /// joined stones only grow, so `far` only shrinks), and the attacker plays those while
    /// there are any; after that every empty point is in `far`, so every defender chain
    /// has its liberties there. Benson's life needs two enclosed areas, each inside `far`
    /// (a point next to a joined stone is not enclosed) and not adjacent. Hopeless if
    /// `far` holds no two points apart and:
    /// - it has one point at most: then the attacker's play there takes every defender
    ///   stone, which repeats no position of the line (all of them held some);
    /// - or the game is the unconditional-life one (the attacker may pass for ever);
    /// - or two adjacent points a and b, and at least two empty points outside `far` (the
    ///   defender may fill one first), so the attacker joins a stone before its first play
    ///   in `far`. With a and b empty it plays a, which leaves every chain in atari at b:
    ///   if the defender takes a back from b, the attacker's play at a takes every stone,
    ///   else its play at b does (or the play at a took chains and emptied points next to
    ///   joined stones: it fills those first again). The play at a repeats nothing: an
    ///   earlier position with it has the same joined stones, so it comes after the last
    ///   join, and the one position there (the defender's turn) had b empty, so the
    ///   defender's reply did not take a. Without the two empty points, a line where the
    ///   attacker passed while the defender refilled taken chains can bar it.
    ///
    /// In the unconditional-life game the defender's stones in `far` do not count
    /// (`eye_room_mask`).
    ///
    /// Or one join of the attacker's makes `far` so, whichever side is to move, or two
    /// with the attacker to move (`join_kills`).
    ///
    /// Measured against one point only (benchmark, 2 M nodes): 0.87-0.94x the nodes on
    /// the drawn rows with a dead answer, 0.55-0.64x on the random corner it answers.
    /// None if not hopeless; else whether it holds without counting the neighbours of the
    /// attacker's stones on points next to the wall, which swapping two outside liberties
    /// leaves unchanged (`twin_skip`).
    fn hopeless(&self, g: &Game) -> Option<bool> {
        let def = self.sides().0;
        let (joined, near) = self.joined_near();
        let empty = self.empty_points();
        let far = self.full & !near;
        let room = self.eye_room_mask(g, def).unwrap_or(!M::ZERO);
        if self.dead_far(g, far & room, empty, 0) {
            let twin_far = self.full & !(joined | self.open | self.grow(joined & !self.open));
            return Some(self.dead_far(g, twin_far & room, empty, 0));
        }
        // Not said alike: the joins read empty points next to the wall.
        self.join_kills(g, far, near, empty).then_some(false)
    }

    /// The points where the defender's enclosed areas may lie, as `hopeless` reads them
    /// (None: all of `far`): in the unconditional-life game, none of the defender's stones. There the attacker
    /// may pass for ever, so none of them is ever taken (suicide is barred), and an area
    /// holds no defender stone: the points left only shrink. Not in the survival game,
    /// where the attacker must take stones to win and a taken chain empties its points.
    /// Measured (benchmark, 2 M nodes): the drawn rows 0.970x the nodes, all of it on the
    /// alive level (the rows with White first 0.71-1.02x), random 21 with White first
    /// 0.09x. Reading it in the joins too, or in the start numbers, gained nothing
    /// (notes/issue-14.md, session 36).
    fn eye_room_mask(&self, g: &Game, def: M) -> Option<M> {
        (g.goal == Goal::Unconditional && self.switches.dead_own_stones).then_some(!def)
    }

    /// The dead test on `far` (see `hopeless`), with `spare` empty points outside `far`
    /// beyond those it needs.
    fn dead_far(&self, g: &Game, far: M, empty: M, spare: u32) -> bool {
        match far.count_ones() {
            0 | 1 => true,
            // Two adjacent points.
            2 if self.switches.dead_pair
                && (self.rnb[far.trailing_zeros() as usize] & far).any() =>
            {
                g.goal == Goal::Unconditional || (empty & !far).count_ones() >= 2 + spare
            }
            _ => false,
        }
    }

    /// Whether the attacker has a join that leaves the dead test true: an empty point out
    /// of `far` (its stone there joins the wall, never suicide nor a repetition) whose
    /// neighbours in `far` leave it, so that `far` then holds at most the rest (joins only
    /// shrink it). With the attacker to move, it plays there, and the defender is
    /// hopeless (`can_end` is false after a play). With the defender to move, two such
    /// points, each with an empty point to spare: the defender's move fills one point at
    /// most, and its captures empty only points of `far`, which leaves the other as it
    /// was; nor can that move make it safe, since the other point keeps its neighbours
    /// out of enclosed areas, so that `far` holds at most one area. And with the attacker
    /// to move, a join after which the defender, to move, faces two such points.
    ///
    /// The attacker's join also joins to the wall its chains next to the point (they lie
    /// in `far`: a stone next to a joined one is joined), so their stones and neighbours
    /// leave `far` as well: the test then reads the position after the join as the dead
    /// test would. At the defender's turn only the chains with two liberties or more,
    /// which its one move cannot take; the point left empty keeps them, as it keeps its
    /// own neighbours, out of enclosed areas (they reach the wall through it).
    ///
    /// Measured (benchmark, 2 M nodes): against the dead test alone, the attacker's turn
    /// 0.63-0.84x the nodes on the random corners, 0.98x over the drawn rows; the
    /// defender's turn added 0.91x on the random corners (0.59-1.12x per row) and 1.01x on
    /// the drawn rows; the two joins ahead 0.97x on the drawn rows (the carpenter's square
    /// with Black first 0.86x) and one more random corner answered. The defender's turn
    /// needs `solve`'s weak sums: without them three rows' restarts overflowed for ever
    /// (notes/issue-14.md, sessions 33 and 34). The joined chains: 0.82x the nodes on the
    /// random corners answered (one more answered), 1.09x on the drawn rows, all of it
    /// "corner x + libs" with Black first (2.7x; the other rows 0.98x; session 35).
    fn join_kills(&self, g: &Game, far: M, near: M, empty: M) -> bool {
        let attacker = self.to_move() != self.defender;
        let sw = &self.switches;
        let twice = attacker && self.two_joins();
        sw.dead_join
            && (attacker || sw.dead_join_defender)
            && self.joins_kill(g, far, near, empty, attacker, twice)
    }

    /// `join_kills` on `far`, `near` and `empty` as given, for the side named. `twice`: for
    /// the attacker, a join may also leave the defender facing the two joins of its own
    /// turn, read on `far` less the join's neighbours (and the chains it joins, with
    /// theirs) and `near` with them. After the join the real `far` is at most that and the
    /// real `near` at least that, so where the test passes on these, it passes on the real
    /// position too.
    fn joins_kill(&self, g: &Game, far: M, near: M, empty: M, attacker: bool, twice: bool) -> bool {
        let most = if twice {
            TWO_JOINS_KILL_FAR
        } else {
            JOIN_KILLS_FAR
        };
        if far.count_ones() > most {
            return false;
        }
        let (spare, needed) = if attacker { (0, 1) } else { (1, 2) };
        let (_, att) = self.sides();
        let mut found = 0;
        let mut rest = empty & near & self.grow(far);
        while rest.any() {
            let n = rest.trailing_zeros() as usize;
            rest &= !M::bit(n);
            let (mut far_after, empty_after) = (far & !self.rnb[n], empty & !M::bit(n));
            let mut near_after = near | self.rnb[n];
            // The attacker's join also joins its chains next to n (see above).
            let touching = self.rnb[n] & att & far;
            if self.switches.dead_join_merge && touching.any() {
                let merged = self.chains_kept(touching, att, empty, attacker);
                let gone = merged | self.grow(merged);
                far_after &= !gone;
                near_after |= gone;
            }
            if self.dead_far(g, far_after, empty_after, spare)
                || twice && self.joins_kill(g, far_after, near_after, empty_after, false, false)
            {
                found += 1;
                if found == needed {
                    return true;
                }
            }
        }
        false
    }

    /// The attacker's chains through `touching` (stones of `att`) that stand until its next
    /// move: all of them with the attacker to move, else those with two liberties or more
    /// among `empty`, which one defender move cannot take.
    fn chains_kept(&self, touching: M, att: M, empty: M, attacker: bool) -> M {
        if attacker {
            return self.flood(touching, att);
        }
        let mut kept = M::ZERO;
        let mut rest = touching;
        while rest.any() {
            let chain = self.flood(rest.lowest(), att);
            rest &= !chain;
            if (self.grow(chain) & empty).count_ones() >= 2 {
                kept |= chain;
            }
        }
        kept
    }

    /// Whether the attacker's joins look two ahead (they build on the defender's case).
    fn two_joins(&self) -> bool {
        self.switches.dead_join_twice && self.switches.dead_join_defender
    }

    /// The most points out of the attacker's reach where it may have a killing join.
    fn join_kills_far(&self) -> u32 {
        if self.two_joins() {
            TWO_JOINS_KILL_FAR
        } else {
            JOIN_KILLS_FAR
        }
    }

    /// The one way out of a hopeless position: the attacker just passed and the
    /// defender's pass ends the game with it still on the board.
    fn can_end(&self, g: &Game, x: &Extra) -> bool {
        x.last_pass && x.to_move == self.defender && g.goal == Goal::Survive && g.ends_on_pass(true)
    }

    /// The search's result for the side to move, if the position decides it: the game is
    /// over, or the defender is hopeless. `may`: what the parent has not ruled out (see
    /// `may_after`); the tests for the rest are not run.
    fn terminal(&mut self, g: &Game, x: &Extra, may: May) -> Option<Proof> {
        // The tests (debug builds) check every test left out.
        debug_assert!(may.live || self.def_count == 0 || !self.defender_safe());
        debug_assert!(
            may.hopeless
                || !(self.def_count > 0 && self.switches.dead_test && !self.can_end(g, x))
                || self.hopeless(g).is_none()
        );
        if may.hopeless && self.def_count > 0 && self.switches.dead_test && !self.can_end(g, x) {
            if let Some(alike) = self.hopeless(g) {
                let mut proof = self.leaf(self.to_move() != self.defender);
                proof.broke |= !alike;
                return Some(proof);
            }
        }
        let win = self.over(may.live)?;
        Some(self.game_over_leaf(win))
    }

    /// The winner of the side to move if the game is over: the defender has no stones left
    /// in the region, or a safe chain.
    fn over(&mut self, may_live: bool) -> Option<bool> {
        let defender_to_move = self.to_move() == self.defender;
        if self.def_count == 0 {
            return Some(!defender_to_move);
        }
        if !may_live {
            return None;
        }
        // A small direct-mapped cache: the same positions come back often.
        let slot = (self.hash as usize) & (SAFE_CACHE - 1);
        let safe = match self.safe_cache[slot] {
            (h, s) if h == self.hash && s != 0 => s == 2,
            _ => {
                let s = self.defender_safe();
                self.safe_cache[slot] = (self.hash, 1 + s as u8);
                s
            }
        };
        safe.then_some(defender_to_move)
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
    /// the ko and seki levels and the ko's threat counts. Hints go here too.
    fn key_free(&self, g: &Game, x: &Extra) -> u64 {
        let mix = |k: u64, v: u64| (k ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(31);
        let mut k = mix(self.hash, 0x5EED);
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

    fn keys(&self, g: &Game, x: &Extra) -> Keys {
        Keys {
            free: self.key_free(g, x),
            full: self.key(g, x),
        }
    }

    fn keyed_bit(full: u64) -> (usize, u64) {
        let i = (full >> (64 - KEYED_BITS)) as usize;
        (i / 64, 1 << (i % 64))
    }

    /// What the table holds for the state under its free key (a plain proof or a hint),
    /// and its proof: that plain one, else one stored under its full key.
    fn lookup(&self, k: Keys) -> (Option<Slot>, Option<Proof>) {
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

    fn store_proof(&mut self, k: Keys, proof: Proof) {
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
    fn compatible(&self, e: &Proof, g: &Game, x: &Extra) -> bool {
        let last = self.line.len() - 1;
        let cur = self.line[last].hash;
        if e.twins && self.emptied_by_wall() {
            return false;
        }
        if self.switches.line_free && line_cannot_hurt(g, x, self.defender, e.win) {
            return true;
        }
        !self.line[..last]
            .iter()
            .any(|s| s.hash != cur && e.may_hold(s))
    }

    /// If `mv`, by the side to move in state `x`, is a pass that ends the game: the result
    /// for the opponent, who would move next. The defender, still on the board, has
    /// survived, which wins unless it had to reach unconditional life.
    pub fn pass_ends_game(&self, g: &Game, x: &Extra, mv: Mv) -> Option<bool> {
        (mv.is_none() && x.last_pass && g.ends_on_pass(x.to_move == self.defender))
            .then(|| (g.goal == Goal::Survive) != (x.to_move == self.defender))
    }

    /// A position where the game is over (`over`: the defender's stones are all taken, or
    /// one of its chains is safe). No line position equals it, since no line goes past such
    /// a position (the page plays no move once the problem is decided), so it adds nothing
    /// to the fingerprint. A capture's empty defender side would otherwise leave a proof of
    /// death no defender stone and no lower bound on their count to tell line positions
    /// apart by. Measured over 8 fixtures x 6 move orders: the capture 0.91x the nodes
    /// ("side + libs" with Black first 19.5 M to 6.8 M for its ko level), the safe
    /// positions 0.98x more.
    fn game_over_leaf(&self, win: bool) -> Proof {
        self.leaf(win).beyond_line()
    }

    /// The current position decided on its own.
    fn leaf(&self, win: bool) -> Proof {
        let mut proof = Proof::of(win, self.b.wide(), self.w_mask.wide(), self.hash);
        proof.broke = self.line.last().unwrap().broke;
        proof
    }

    /// A win here by the move whose repetition index is `rep` (`usize::MAX`: no
    /// repetition), into a position `r` the opponent lost. The one place, with `lost`,
    /// that says how a result's line dependence (`dep`) and plainness come from its
    /// children's, for df-pn and the exhaustive search alike.
    fn won_by(&self, r: &Res, rep: usize) -> Res {
        let mut proof = self.leaf(true).with(&r.proof);
        proof.plain &= rep == usize::MAX;
        Res {
            proof,
            dep: r.dep.min(rep),
        }
    }

    /// A loss here, before its children are added (`Res::lost_also`): `gen_dep` is the
    /// earliest line index a barred or allowed repetition among the moves referred to.
    fn lost(&self, gen_dep: usize) -> Res {
        let mut proof = self.leaf(false);
        proof.plain = gen_dep == usize::MAX;
        Res {
            proof,
            dep: gen_dep,
        }
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
    fn moves_into<T>(
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
    fn visit_moves(
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
    fn neighbour_score(k: u8, c: u8) -> i32 {
        match k {
            EMPTY => 1,
            k if k != c => 3,
            _ => 2,
        }
    }

    /// Orders moves: captures and moves next to the opponent first (or shuffled by the seed).
    fn order<T>(&mut self, moves: &mut [(Mv, Extra, usize, T)], me: Color) {
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
            // Round a cycle (`endless_game`): decided, resting on line index i.
            let mut proof = self.leaf(self.endless_winner(g, nx));
            proof.plain = false;
            return Kid::exact(Res { proof, dep: i });
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
            // back into themselves round the cycle and grow without end.
            Some(Slot::Bound(phi, delta)) if !self.path.contains_key(&keys.free) => Kid {
                phi,
                delta,
                res: None,
            },
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
        let first = self.endless_game(g, x)
            && match self.on_path.entry(keys.full) {
                Entry::Vacant(e) => {
                    e.insert(self.line.len() - 1);
                    true
                }
                Entry::Occupied(_) => false,
            };
        let r = self.mid_expand(g, x, keys, th, ctl);
        if first {
            self.on_path.remove(&keys.full);
        }
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
                } else if skip.any() && kids.iter().any(|c| c.res.is_some_and(|r| r.proof.broke)) {
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
                    self.won_by(&self.seen_from_here(reach, moves[best].0, r), moves[best].2)
                } else {
                    let mut lose = self.lost(gen_dep);
                    lose.proof.twins = skip.any();
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
                    self.store(free, Slot::Bound(phi, delta));
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
            self.play(mv);
            let r = self.mid(g, &nx, (child_th_phi, child_th_delta), true, ctl);
            self.take_back(mv);
            kids[best] = r?;
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

    /// Gives the analysis that starts now the whole budget, whatever earlier ones spent.
    pub fn start_budget(&mut self) {
        self.limit = self.nodes.saturating_add(self.budget);
    }

    /// Whether the analysis under way has used up its budget (a search stopped by it).
    pub fn budget_spent(&self) -> bool {
        self.nodes > self.limit
    }

    /// Lowers the node limit to `cap` nodes from now, for a probe inside the analysis'
    /// budget, and keeps what steers the move order; `uncap` gives both back.
    pub fn cap(&mut self, cap: u64) -> Probe {
        let saved = Probe {
            limit: self.limit,
            root_win: self.root_win,
            sibling_win: self.sibling_win,
            killer: self.killer.clone(),
        };
        self.limit = saved.limit.min(self.nodes.saturating_add(cap));
        self.line_stopped = false;
        saved
    }

    /// Gives back the limit `cap` lowered, and the move order's memory as it was before
    /// the probe (so that the searches after it run as they would have without it; a
    /// probe's winning moves misled them: up to 1.49x the nodes on a dead row). Whether
    /// the probe stopped for a reason of its own: at the cap, not at the analysis' own
    /// budget, or at the line limit (a cycle the searches after it may never meet).
    pub fn uncap(&mut self, saved: Probe) -> bool {
        let by_cap = self.nodes > self.limit && self.limit < saved.limit || self.line_stopped;
        self.limit = saved.limit;
        self.root_win = saved.root_win;
        self.sibling_win = saved.sibling_win;
        self.killer = saved.killer;
        by_cap
    }

    /// Counts a node against the budget, and stops a line too long for the stack (each
    /// ply is a frame of the recursion; the worker's stack in the browser is about 1 MB).
    fn count_node(&mut self, ctl: &mut Control) -> Result<()> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return Err(crate::Error::Stopped(format!(
                "the budget of {} nodes ran out before the result was known",
                self.budget
            )));
        }
        if self.line.len() > MAX_LINE {
            self.line_stopped = true;
            return Err(crate::Error::Stopped(format!(
                "a line of play grew past {MAX_LINE} moves (a long cycle of ko retakes) before \
                 the result was known"
            )));
        }
        ctl.step(1)
    }

    fn store(&mut self, key: u64, slot: Slot) {
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

    fn search(&mut self, g: &Game, x: &Extra, ctl: &mut Control) -> Result<Res> {
        self.count_node(ctl)?;
        let k = self.line.len() - 1;
        if let Some(proof) = self.terminal(g, x, May::ALL) {
            return Ok(Res::free(proof));
        }
        let keys = self.keys(g, x);
        if let Some(e) = self
            .lookup(keys)
            .1
            .filter(|e| self.switches.use_table && self.compatible(e, g, x))
        {
            return Ok(Res::free(e));
        }
        let (mut moves, gen_dep) = self.moves(g, x, self.full, true, |_, _, _| ());
        self.order(&mut moves, x.to_move);
        let mut lose = self.lost(gen_dep);
        let mut result = None;
        for (mv, nx, rep, ()) in moves {
            // Two passes in a row end the game under the plain rule (and in the
            // unconditional-life game): the defender survived, but is not unconditionally alive.
            let r = if let Some(win) = self.pass_ends_game(g, x, mv) {
                Res::free(self.leaf(win))
            } else {
                self.play(mv);
                let r = self.search(g, &nx, ctl);
                self.take_back(mv);
                r?
            };
            if !r.proof.win {
                result = Some(self.won_by(&r, rep));
                break;
            }
            lose.lost_also(&r, rep);
        }
        let res = result.unwrap_or(lose);
        if res.dep >= k {
            self.store_proof(keys, res.proof);
        }
        Ok(res)
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

    /// Whether the game is over (for lines and play): the winner of the side to move. A
    /// hopeless defender still has its stones and its moves, so it is not over yet.
    pub fn decided(&mut self) -> Option<bool> {
        self.over(May::ALL.live)
    }
}

/// An engine at the narrowest mask width its region's layout fits: 64 bits for most
/// problems, else 128 (see `mask`). The same search either way, node for node.
pub enum AnyEngine {
    Narrow(Engine<u64>),
    Wide(Engine<u128>),
}

/// `$body` with `$e` bound to the engine inside `$any`, whatever its width.
macro_rules! each {
    ($any:expr, $e:ident => $body:expr) => {
        match $any {
            AnyEngine::Narrow($e) => $body,
            AnyEngine::Wide($e) => $body,
        }
    };
}

/// How region points become mask bits. The default is what the search uses; the tests
/// change each part to check that the search is the same, node for node.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// The region's bounding box row by row where it fits (then a shift finds a mask's
    /// neighbours), else one bit per region point in the region's order.
    pub boxed: bool,
    /// 128-bit masks even where 64 bits would do.
    pub wide: bool,
}

impl Default for Layout {
    fn default() -> Self {
        Layout {
            boxed: true,
            wide: false,
        }
    }
}

impl AnyEngine {
    /// The engine for a problem (see `Engine::new`), at the width `layout` allows.
    pub fn new(problem: &Problem, order_seed: Option<u64>, layout: Layout) -> AnyEngine {
        let boxed = layout.boxed;
        match !layout.wide && Engine::<u64>::fits(&problem.board, &problem.region, boxed) {
            true => AnyEngine::Narrow(Engine::new(problem, order_seed, boxed)),
            false => AnyEngine::Wide(Engine::new(problem, order_seed, boxed)),
        }
    }

    pub fn switches(&mut self) -> &mut Switches {
        each!(self, e => &mut e.switches)
    }

    pub fn eye_room(&self) -> u32 {
        each!(self, e => e.eye_room())
    }

    pub fn nodes(&self) -> u64 {
        each!(self, e => e.nodes)
    }

    pub fn set_budget(&mut self, budget: u64) {
        each!(self, e => e.budget = budget)
    }

    pub fn start_budget(&mut self) {
        each!(self, e => e.start_budget())
    }

    pub fn budget_spent(&self) -> bool {
        each!(self, e => e.budget_spent())
    }

    pub fn cap(&mut self, cap: u64) -> Probe {
        each!(self, e => e.cap(cap))
    }

    pub fn uncap(&mut self, saved: Probe) -> bool {
        each!(self, e => e.uncap(saved))
    }

    pub fn capture_on_board(&mut self) {
        each!(self, e => e.capture_on_board())
    }

    pub fn stone(&self, v: usize) -> Option<Color> {
        each!(self, e => e.stone(v))
    }

    pub fn to_move(&self) -> Color {
        each!(self, e => e.to_move())
    }

    pub fn play(&mut self, mv: Mv) -> bool {
        each!(self, e => e.play(mv))
    }

    pub fn take_back(&mut self, mv: Mv) {
        each!(self, e => e.take_back(mv))
    }

    pub fn pass_ends_game(&self, g: &Game, x: &Extra, mv: Mv) -> Option<bool> {
        each!(self, e => e.pass_ends_game(g, x, mv))
    }

    pub fn solve(&mut self, g: &Game, x: &Extra, ctl: &mut Control) -> Result<bool> {
        each!(self, e => e.solve(g, x, ctl))
    }

    pub fn ordered_moves(&mut self, g: &Game, x: &Extra) -> Vec<(Mv, Extra)> {
        each!(self, e => e.ordered_moves(g, x))
    }

    pub fn line_moves(&mut self, g: &Game, x: &Extra) -> Vec<(Mv, Extra)> {
        each!(self, e => e.line_moves(g, x))
    }

    pub fn idle_move(&self, mv: Mv) -> bool {
        each!(self, e => e.idle_move(mv))
    }

    pub fn decided(&mut self) -> Option<bool> {
        each!(self, e => e.decided())
    }
}
