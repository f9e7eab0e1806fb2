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
//! which costs time but never correctness; each is read only by the kind of game that left
//! it, `Engine::ko_sides`). Below a sibling that lost, the move that won the matching
//! state there (the same moves, the one stone moved) goes first (`Engine::shadow_from`;
//! the nearest such sibling's, else the next one's up).
//! The defender's idle moves (quiet fills next to the outside with no attacker stone beside
//! them, `Engine::idle_points`) join a node's children only once its other moves have
//! failed: the start numbers rate every move alike, and these rarely save a group. The
//! plain depth-first search without a table is kept as the tests' oracle.
//!
//! The engine (this file: its state and set-up) in parts: `rules` (the game), `board`
//! (stones, moves, the line), `life` and `death` (positions decided without search),
//! `proof` (results, fingerprints, table keys), `moves` (generation and order), `dfpn`,
//! `budget`, `oracle` (the exhaustive search), `any` (the mask width).

mod any;
mod board;
mod budget;
mod death;
mod dfpn;
mod life;
mod moves;
mod oracle;
mod proof;
mod rules;

pub use any::{AnyEngine, Layout};
pub use budget::Probe;
pub use rules::{Extra, Game, Goal, Mv, PassRule, Superko, UNLIMITED};

use super::mask::Mask;
use super::problem::Problem;
use super::table::Table;
use crate::go::{Board, Color};
use crate::hash::FxHashMap;
use crate::rng::Rng;
use board::{cidx, seen_bucket, ChainMasks, Step, EMPTY, SEEN_BITS};
use budget::MAX_LINE;
use dfpn::Lists;
use life::SAFE_CACHE;
use proof::{Slot, KEYED_BITS};

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
    /// Whether df-pn and the oracle decide, under any rules, a state met again on the path
    /// where the line since its last visit added no new position (`revisit_decided`).
    pub revisits: bool,
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
    /// Whether a hint is read only by the kind of game that left it (`Engine::ko_sides`).
    pub hints_by_game: bool,
    /// Whether df-pn tries first the move that won the matching state below a sibling
    /// that lost (`shadow_from`).
    pub shadow_hints: bool,
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
    /// The line index of each state (by its full key) on the path of df-pn or the oracle,
    /// its last visit, where a state met again may be decided (`enter`, `revisit_decided`).
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
    /// The hash shifts onto the matching states below the nearest sibling that lost on
    /// the way here and the next one up (0: none; `shadow_from`).
    shadow: [u64; 2],
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
            table: Table::new(Slot::Bound(0, 0, 0)),
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
                revisits: true,
                use_table: true,
                table_cap: 8_000_000,
                reach_start: true,
                room_start: true,
                weak_sum: true,
                hints_by_game: true,
                shadow_hints: true,
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
            shadow: [0; 2],
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
}
