//! The rules engine: a validated position, moves with incremental chains and liberties,
//! Zobrist hashing, repetition rules and undo.
//!
//! Chains are circular linked lists of stones (`next`) with a head per stone; the head holds
//! the chain's size, its *pseudo-liberties* (pairs stone–empty neighbour, counted with
//! multiplicity; zero exactly when the chain has no liberty) and the xor of its stones' Zobrist
//! keys. Every write goes through a journal, so `undo` restores the previous state exactly;
//! searches play and undo without copying the board.

use super::board::Board;
use super::score::{Score, Scoring};
use super::{Color, Move};
use crate::hash::FxHashMap;
use serde::Serialize;
use std::fmt;
use std::sync::Arc;

/// Which repetitions are forbidden.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Ko {
    /// Positional superko: no stone play may recreate any earlier position (the default).
    #[serde(rename = "psk")]
    Positional,
    /// Situational superko: no stone play may recreate an earlier position with the same
    /// player to move.
    #[serde(rename = "ssk")]
    Situational,
    /// Simple ko only: no stone play may recreate the position before the opponent's last move.
    Simple,
}

impl Ko {
    pub fn parse(s: &str) -> Option<Ko> {
        match s {
            "psk" | "positional" => Some(Ko::Positional),
            "ssk" | "situational" => Some(Ko::Situational),
            "simple" | "ko" => Some(Ko::Simple),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Ko::Positional => "psk",
            Ko::Situational => "ssk",
            Ko::Simple => "simple",
        }
    }
}

/// The rules as data: every option the engine knows.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Rules {
    pub ko: Ko,
    /// Whether a move that leaves its own chain without liberty is allowed (it then removes
    /// that chain, as in Tromp–Taylor). Captures come first: a move that captures is no suicide.
    pub suicide: bool,
    pub scoring: Scoring,
    /// Added to White's score.
    pub komi: f64,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            ko: Ko::Positional,
            suicide: false,
            scoring: Scoring::Stones,
            komi: 0.0,
        }
    }
}

/// Why a move cannot be played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "reason", rename_all = "lowercase")]
pub enum PlayError {
    /// The point is not a vertex of the board.
    OffBoard {
        vertex: usize,
    },
    Occupied,
    Suicide,
    /// Retakes a ko at once: recreates the position before the opponent's last move.
    Ko,
    /// Recreates the position after move `ply` (0 = the starting position).
    Superko {
        ply: usize,
    },
    /// The game ended with two passes in a row.
    Over,
}

impl PlayError {
    pub fn reason(&self) -> &'static str {
        match self {
            PlayError::OffBoard { .. } => "off-board",
            PlayError::Occupied => "occupied",
            PlayError::Suicide => "suicide",
            PlayError::Ko => "ko",
            PlayError::Superko { .. } => "superko",
            PlayError::Over => "over",
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayError::OffBoard { vertex } => write!(f, "vertex {vertex} is not on the board"),
            PlayError::Occupied => f.write_str("the point is occupied"),
            PlayError::Suicide => f.write_str("suicide: the stone's chain would have no liberty"),
            PlayError::Ko => f.write_str(
                "ko: it would retake at once, repeating the position before the last move",
            ),
            PlayError::Superko { ply } => {
                write!(f, "superko: it would repeat the position after move {ply}")
            }
            PlayError::Over => f.write_str("the game is over (two passes in a row)"),
        }
    }
}

impl From<PlayError> for crate::Error {
    fn from(e: PlayError) -> Self {
        crate::Error::Invalid(e.to_string())
    }
}

/// What is wrong with a setup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetupError {
    /// The stone list does not have one entry per vertex.
    Length { expected: usize, got: usize },
    /// The chain containing `vertex` has no liberty.
    NoLiberty { vertex: usize, color: Color },
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::Length { expected, got } => write!(
                f,
                "the setup has {got} points but the board has {expected} vertices"
            ),
            SetupError::NoLiberty { vertex, color } => write!(
                f,
                "not a position: the {} chain at vertex {vertex} has no liberty",
                color.name()
            ),
        }
    }
}

impl From<SetupError> for crate::Error {
    fn from(e: SetupError) -> Self {
        crate::Error::Invalid(e.to_string())
    }
}

/// An unvalidated arrangement of stones; `Game::new` turns it into a position or refuses it.
#[derive(Debug, Clone)]
pub struct Setup {
    pub board: Arc<Board>,
    pub stones: Vec<Option<Color>>,
    pub to_move: Color,
}

impl Setup {
    pub fn empty(board: Arc<Board>) -> Setup {
        let n = board.len();
        Setup {
            board,
            stones: vec![None; n],
            to_move: Color::Black,
        }
    }
}

const EMPTY: u8 = 2;

#[derive(Debug, Clone, Copy)]
enum Undo {
    Color(u32, u8),
    Head(u32, u32),
    Next(u32, u32),
    Size(u32, u32),
    Libs(u32, u32),
    Zob(u32, u64),
}

/// One entry of the game record.
#[derive(Debug, Clone, Copy)]
struct Ply {
    mv: Move,
    color: Color,
    journal: u32,
    /// The capture counts before the move.
    captures: [u32; 2],
}

/// A game in progress: the position, whose move it is, and the history the ko rule needs.
#[derive(Debug, Clone)]
pub struct Game {
    board: Arc<Board>,
    rules: Rules,
    /// 0 black, 1 white, 2 empty.
    color: Vec<u8>,
    head: Vec<u32>,
    next: Vec<u32>,
    size: Vec<u32>,
    libs: Vec<u32>,
    zob: Vec<u64>,
    hash: u64,
    to_move: Color,
    /// Stones captured by Black and by White.
    captures: [u32; 2],
    journal: Vec<Undo>,
    plies: Vec<Ply>,
    /// `states[i]`: the position hash and the player to move after `i` moves.
    states: Vec<(u64, Color)>,
    /// How often each repetition key occurs among `states`.
    seen: FxHashMap<u64, u32>,
}

/// Keys mixed into the situational hash for the player to move.
const SIDE: [u64; 2] = [0x2545_f491_4f6c_dd1d, 0x9e37_79b9_7f4a_7c15];

impl Game {
    /// A game from a setup, validated: every chain must have a liberty.
    pub fn new(setup: Setup, rules: Rules) -> Result<Game, SetupError> {
        let board = setup.board;
        let n = board.len();
        if setup.stones.len() != n {
            return Err(SetupError::Length {
                expected: n,
                got: setup.stones.len(),
            });
        }
        let mut g = Game {
            rules,
            color: vec![EMPTY; n],
            head: (0..n as u32).collect(),
            next: (0..n as u32).collect(),
            size: vec![0; n],
            libs: vec![0; n],
            zob: vec![0; n],
            hash: 0,
            to_move: setup.to_move,
            captures: [0, 0],
            journal: Vec::new(),
            plies: Vec::new(),
            states: Vec::new(),
            seen: FxHashMap::default(),
            board,
        };
        for (v, s) in setup.stones.iter().enumerate() {
            if let Some(c) = s {
                g.color[v] = c.index() as u8;
                g.hash ^= g.board.zobrist(v, c.index());
            }
        }
        // Chains by flood fill; then pseudo-liberties.
        let mut done = vec![false; n];
        for v in 0..n {
            if g.color[v] == EMPTY || done[v] {
                continue;
            }
            let mut stack = vec![v];
            done[v] = true;
            let mut members = Vec::new();
            while let Some(s) = stack.pop() {
                members.push(s);
                for &u in g.board.neighbours(s) {
                    let u = u as usize;
                    if !done[u] && g.color[u] == g.color[v] {
                        done[u] = true;
                        stack.push(u);
                    }
                }
            }
            let mut libs = 0;
            let mut zob = 0;
            for (i, &s) in members.iter().enumerate() {
                g.head[s] = v as u32;
                g.next[s] = members[(i + 1) % members.len()] as u32;
                zob ^= g.board.zobrist(s, g.color[s] as usize);
                libs += g
                    .board
                    .neighbours(s)
                    .iter()
                    .filter(|&&u| g.color[u as usize] == EMPTY)
                    .count() as u32;
            }
            if libs == 0 {
                return Err(SetupError::NoLiberty {
                    vertex: v,
                    color: Color::from_index(g.color[v] as usize),
                });
            }
            g.size[v] = members.len() as u32;
            g.libs[v] = libs;
            g.zob[v] = zob;
        }
        g.states.push((g.hash, g.to_move));
        let key = g.key(g.hash, g.to_move);
        g.seen.insert(key, 1);
        Ok(g)
    }

    /// An empty board with Black to move.
    pub fn empty(board: Arc<Board>, rules: Rules) -> Game {
        Game::new(Setup::empty(board), rules).expect("the empty board is a position")
    }

    pub fn board(&self) -> &Arc<Board> {
        &self.board
    }

    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The Zobrist hash of the stones (not of the player to move).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash of the stones and the player to move.
    pub fn situation_hash(&self) -> u64 {
        self.hash ^ SIDE[self.to_move.index()]
    }

    #[inline]
    /// The position as text on a grid board (X black, O white, . empty; rows numbered from the
    /// bottom, columns lettered as in GTP), for the CLI and GTP's `showboard`; `None` elsewhere.
    pub fn grid_picture(&self) -> Option<String> {
        let (w, h) = self.board().grid()?;
        let mut text = String::new();
        for r in 0..h {
            text += &format!("{:>3} ", h - r);
            for c in 0..w {
                text.push(match self.stone(r * w + c) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                });
                text.push(' ');
            }
            text.push('\n');
        }
        text += "    ";
        for c in 0..w {
            text += &format!("{:<2}", super::coord::column_name(c));
        }
        text.push('\n');
        Some(text)
    }

    pub fn stone(&self, v: usize) -> Option<Color> {
        match self.color[v] {
            EMPTY => None,
            c => Some(Color::from_index(c as usize)),
        }
    }

    /// 0 empty, 1 black, 2 white per vertex (the page's typed array).
    pub fn stones_u8(&self) -> Vec<u8> {
        self.color
            .iter()
            .map(|&c| if c == EMPTY { 0 } else { c + 1 })
            .collect()
    }

    /// Stones captured by `by`.
    pub fn captures(&self, by: Color) -> u32 {
        self.captures[by.index()]
    }

    /// The number of moves (passes included) played since the setup.
    pub fn ply(&self) -> usize {
        self.plies.len()
    }

    /// The moves played since the setup, with their colours.
    pub fn moves(&self) -> impl Iterator<Item = (Color, Move)> + '_ {
        self.plies.iter().map(|p| (p.color, p.mv))
    }

    /// Stones removed by move `i` (0-based), for move lists (a permitted suicide counts).
    pub fn captured_by_move(&self, i: usize) -> u32 {
        let before = self.plies[i].captures;
        let after = self.plies.get(i + 1).map_or(self.captures, |p| p.captures);
        after[0] + after[1] - before[0] - before[1]
    }

    /// The position hash after `i` moves (0 = the setup).
    pub fn hash_at(&self, i: usize) -> u64 {
        self.states[i].0
    }

    /// Passes in a row at the end of the record.
    pub fn passes(&self) -> usize {
        self.plies
            .iter()
            .rev()
            .take_while(|p| p.mv == Move::Pass)
            .count()
    }

    /// Two passes in a row end the game.
    pub fn is_over(&self) -> bool {
        self.passes() >= 2
    }

    /// The score of the current position under the game's rules.
    pub fn score(&self) -> Score {
        Score::of(self, self.rules.scoring, self.rules.komi)
    }

    /// The stones of `v`'s chain (empty if `v` is empty).
    pub fn chain(&self, v: usize) -> Vec<usize> {
        if self.color[v] == EMPTY {
            return Vec::new();
        }
        let mut out = vec![v];
        let mut s = self.next[v] as usize;
        while s != v {
            out.push(s);
            s = self.next[s] as usize;
        }
        out
    }

    /// The liberties of `v`'s chain, sorted.
    pub fn liberties(&self, v: usize) -> Vec<usize> {
        let mut out: Vec<usize> = self
            .chain(v)
            .into_iter()
            .flat_map(|s| self.board.neighbours(s).iter().map(|&u| u as usize))
            .filter(|&u| self.color[u] == EMPTY)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// True when `v`'s chain has exactly one liberty.
    pub fn in_atari(&self, v: usize) -> bool {
        self.color[v] != EMPTY && self.liberties(v).len() == 1
    }

    #[inline]
    fn key(&self, hash: u64, to_move: Color) -> u64 {
        match self.rules.ko {
            Ko::Situational => hash ^ SIDE[to_move.index()],
            _ => hash,
        }
    }

    /// Whether `color` may play `mv` now; the board is not changed.
    pub fn check(&self, color: Color, mv: Move) -> Result<(), PlayError> {
        self.predict(color, mv).map(|_| ())
    }

    /// The legality check; on success, the hash of the resulting position.
    fn predict(&self, color: Color, mv: Move) -> Result<u64, PlayError> {
        if self.is_over() {
            return Err(PlayError::Over);
        }
        let v = match mv {
            Move::Pass => return Ok(self.hash),
            Move::Play(v) => v,
        };
        if v >= self.color.len() {
            return Err(PlayError::OffBoard { vertex: v });
        }
        if self.color[v] != EMPTY {
            return Err(PlayError::Occupied);
        }
        let me = color.index() as u8;
        let nb = self.board.neighbours(v);
        let mut lives = false;
        let mut captured_zob = 0u64;
        let mut own_zob = 0u64;
        // Distinct neighbouring chains with the number of edges each has to v.
        let mut small = [(0u32, 0u32); 12];
        let mut big = Vec::new();
        let mut len = 0;
        for &u in nb {
            let u = u as usize;
            if self.color[u] == EMPTY {
                lives = true;
                continue;
            }
            let h = self.head[u];
            if len < small.len() {
                if let Some(e) = small[..len].iter_mut().find(|e| e.0 == h) {
                    e.1 += 1;
                } else {
                    small[len] = (h, 1);
                    len += 1;
                }
            } else {
                big.push(h);
            }
        }
        let mut chains: Vec<(u32, u32)>;
        let list: &[(u32, u32)] = if big.is_empty() {
            &small[..len]
        } else {
            big.extend(
                small[..len]
                    .iter()
                    .flat_map(|&(h, k)| std::iter::repeat_n(h, k as usize)),
            );
            big.sort_unstable();
            chains = Vec::new();
            for h in big {
                match chains.last_mut() {
                    Some(e) if e.0 == h => e.1 += 1,
                    _ => chains.push((h, 1)),
                }
            }
            &chains[..]
        };
        for &(h, edges) in list {
            let h = h as usize;
            let last = self.libs[h] == edges;
            if self.color[h] == me {
                own_zob ^= self.zob[h];
                if !last {
                    lives = true;
                }
            } else if last {
                captured_zob ^= self.zob[h];
                lives = true;
            }
        }
        let new_hash = if lives {
            self.hash ^ self.board.zobrist(v, color.index()) ^ captured_zob
        } else if self.rules.suicide {
            self.hash ^ own_zob
        } else {
            return Err(PlayError::Suicide);
        };
        self.repetition(new_hash, color.other())?;
        Ok(new_hash)
    }

    fn repetition(&self, new_hash: u64, next_to_move: Color) -> Result<(), PlayError> {
        let n = self.states.len();
        match self.rules.ko {
            Ko::Simple => {
                if n >= 2 && self.states[n - 2].0 == new_hash {
                    return Err(PlayError::Ko);
                }
            }
            Ko::Positional | Ko::Situational => {
                let key = self.key(new_hash, next_to_move);
                if self.seen.contains_key(&key) {
                    if n >= 2 && self.key(self.states[n - 2].0, self.states[n - 2].1) == key {
                        return Err(PlayError::Ko);
                    }
                    let ply = self
                        .states
                        .iter()
                        .position(|&(h, c)| self.key(h, c) == key)
                        .expect("a seen key has a state");
                    return Err(PlayError::Superko { ply });
                }
            }
        }
        Ok(())
    }

    /// The player to move plays `mv`.
    pub fn play(&mut self, mv: Move) -> Result<(), PlayError> {
        self.play_as(self.to_move, mv)
    }

    /// `color` plays `mv` (moves need not alternate: two moves of one colour in a row mean
    /// the other side passed). On error nothing changes.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<(), PlayError> {
        let new_hash = self.predict(color, mv)?;
        let journal = self.journal.len() as u32;
        let captures = self.captures;
        if let Move::Play(v) = mv {
            self.place(v, color);
        }
        debug_assert_eq!(self.hash, new_hash);
        self.plies.push(Ply {
            mv,
            color,
            journal,
            captures,
        });
        self.to_move = color.other();
        self.states.push((self.hash, self.to_move));
        *self
            .seen
            .entry(self.key(self.hash, self.to_move))
            .or_insert(0) += 1;
        Ok(())
    }

    /// Takes back the last move; false if there is none.
    pub fn undo(&mut self) -> bool {
        let Some(p) = self.plies.pop() else {
            return false;
        };
        let (h, c) = self.states.pop().expect("a state per ply");
        let key = self.key(h, c);
        match self.seen.get_mut(&key) {
            Some(k) if *k > 1 => *k -= 1,
            _ => {
                self.seen.remove(&key);
            }
        }
        while self.journal.len() > p.journal as usize {
            match self.journal.pop().unwrap() {
                Undo::Color(v, x) => self.color[v as usize] = x,
                Undo::Head(v, x) => self.head[v as usize] = x,
                Undo::Next(v, x) => self.next[v as usize] = x,
                Undo::Size(v, x) => self.size[v as usize] = x,
                Undo::Libs(v, x) => self.libs[v as usize] = x,
                Undo::Zob(v, x) => self.zob[v as usize] = x,
            }
        }
        (self.hash, self.to_move) = *self.states.last().unwrap();
        self.captures = p.captures;
        true
    }

    #[inline]
    fn set_color(&mut self, v: usize, x: u8) {
        self.journal.push(Undo::Color(v as u32, self.color[v]));
        self.color[v] = x;
    }
    #[inline]
    fn set_head(&mut self, v: usize, x: u32) {
        self.journal.push(Undo::Head(v as u32, self.head[v]));
        self.head[v] = x;
    }
    #[inline]
    fn set_next(&mut self, v: usize, x: u32) {
        self.journal.push(Undo::Next(v as u32, self.next[v]));
        self.next[v] = x;
    }
    #[inline]
    fn set_size(&mut self, v: usize, x: u32) {
        self.journal.push(Undo::Size(v as u32, self.size[v]));
        self.size[v] = x;
    }
    #[inline]
    fn set_libs(&mut self, v: usize, x: u32) {
        self.journal.push(Undo::Libs(v as u32, self.libs[v]));
        self.libs[v] = x;
    }
    #[inline]
    fn set_zob(&mut self, v: usize, x: u64) {
        self.journal.push(Undo::Zob(v as u32, self.zob[v]));
        self.zob[v] = x;
    }

    /// Puts a stone (the move is known legal): merge, capture, and remove its own chain if
    /// that is a permitted suicide.
    fn place(&mut self, v: usize, color: Color) {
        let me = color.index() as u8;
        let z = self.board.zobrist(v, color.index());
        self.set_color(v, me);
        self.hash ^= z;
        let board = Arc::clone(&self.board);
        let nb = board.neighbours(v);
        let mut free = 0;
        for &u in nb {
            let u = u as usize;
            if self.color[u] == EMPTY {
                free += 1;
            } else {
                let h = self.head[u] as usize;
                let l = self.libs[h] - 1;
                self.set_libs(h, l);
            }
        }
        self.set_head(v, v as u32);
        self.set_next(v, v as u32);
        self.set_size(v, 1);
        self.set_libs(v, free);
        self.set_zob(v, z);
        // Merge with own neighbouring chains into the largest.
        for &u in nb {
            let u = u as usize;
            if self.color[u] != me {
                continue;
            }
            let (a, b) = (self.head[u] as usize, self.head[v] as usize);
            if a != b {
                self.merge(a, b);
            }
        }
        // Capture opponent chains left without liberty.
        let mut total = 0;
        for &u in nb {
            let u = u as usize;
            if self.color[u] != EMPTY
                && self.color[u] != me
                && self.libs[self.head[u] as usize] == 0
            {
                total += self.remove_chain(self.head[u] as usize);
            }
        }
        let h = self.head[v] as usize;
        if total == 0 && self.libs[h] == 0 {
            let removed = self.remove_chain(h);
            self.captures[color.other().index()] += removed;
        } else {
            self.captures[color.index()] += total;
        }
    }

    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.size[a] >= self.size[b] {
            (a, b)
        } else {
            (b, a)
        };
        let mut s = small;
        loop {
            self.set_head(s, big as u32);
            s = self.next[s] as usize;
            if s == small {
                break;
            }
        }
        let (nb, ns) = (self.next[big], self.next[small]);
        self.set_next(big, ns);
        self.set_next(small, nb);
        self.set_size(big, self.size[big] + self.size[small]);
        self.set_libs(big, self.libs[big] + self.libs[small]);
        self.set_zob(big, self.zob[big] ^ self.zob[small]);
    }

    /// Removes the chain headed by `h`; returns its size.
    fn remove_chain(&mut self, h: usize) -> u32 {
        let board = Arc::clone(&self.board);
        let n = self.size[h];
        self.hash ^= self.zob[h];
        let mut s = h;
        loop {
            self.set_color(s, EMPTY);
            s = self.next[s] as usize;
            if s == h {
                break;
            }
        }
        loop {
            for &u in board.neighbours(s) {
                let u = u as usize;
                if self.color[u] != EMPTY {
                    let hu = self.head[u] as usize;
                    self.set_libs(hu, self.libs[hu] + 1);
                }
            }
            s = self.next[s] as usize;
            if s == h {
                break;
            }
        }
        n
    }

    /// Every legal move of `color` (stone plays in vertex order, then the pass).
    pub fn legal_moves(&self, color: Color) -> Vec<Move> {
        let mut out: Vec<Move> = (0..self.color.len())
            .filter(|&v| self.color[v] == EMPTY && self.predict(color, Move::Play(v)).is_ok())
            .map(Move::Play)
            .collect();
        if !self.is_over() {
            out.push(Move::Pass);
        }
        out
    }

    /// For each vertex: `None` if `color` may play there, else the reason.
    pub fn legality(&self, color: Color) -> Vec<Option<PlayError>> {
        (0..self.color.len())
            .map(|v| self.check(color, Move::Play(v)).err())
            .collect()
    }

    /// The setup this game started from.
    pub fn setup(&self) -> Setup {
        let mut g = self.clone();
        while g.undo() {}
        Setup {
            board: Arc::clone(&self.board),
            stones: (0..g.color.len()).map(|v| g.stone(v)).collect(),
            to_move: g.to_move,
        }
    }

    /// The current position as a setup (for starting a fresh game or a search from it).
    pub fn position(&self) -> Setup {
        Setup {
            board: Arc::clone(&self.board),
            stones: (0..self.color.len()).map(|v| self.stone(v)).collect(),
            to_move: self.to_move,
        }
    }

    /// Checks the incremental bookkeeping against a recount (tests and debugging).
    pub fn check_invariants(&self) -> Result<(), String> {
        let fresh = Game::new(self.position(), self.rules).map_err(|e| e.to_string())?;
        if fresh.hash != self.hash {
            return Err("hash differs from a recount".into());
        }
        for v in 0..self.color.len() {
            if self.color[v] == EMPTY {
                continue;
            }
            let mut a = self.chain(v);
            let mut b = fresh.chain(v);
            a.sort_unstable();
            b.sort_unstable();
            if a != b {
                return Err(format!("chain of {v} differs"));
            }
            let (h, fh) = (self.head[v] as usize, fresh.head[v] as usize);
            if self.libs[h] != fresh.libs[fh]
                || self.size[h] != fresh.size[fh]
                || self.zob[h] != fresh.zob[fh]
            {
                return Err(format!("chain data of {v} differs"));
            }
        }
        Ok(())
    }
}
