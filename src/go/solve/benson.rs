//! Benson's unconditional life, as bounds on the final margin that hold whatever the
//! history: if Black passes for ever, Black's unconditionally alive chains stay on the
//! board, and so do the one-point regions they alone enclose (White may never play there: it
//! would be suicide, since the chains cannot be captured). So Black can make sure of those
//! points, and White likewise of its own.

use super::super::game::Game;
use super::super::score::Scoring;
use super::super::Color;

/// The neighbour masks of a board of at most 64 vertices (empty for larger ones).
pub fn adjacency(board: &super::super::Board) -> Vec<u64> {
    if board.len() > 64 {
        return Vec::new();
    }
    (0..board.len())
        .map(|v| board.neighbours(v).iter().fold(0u64, |m, &u| m | 1u64 << u))
        .collect()
}

/// Stone masks of a position, with the board's neighbour masks.
struct Masks<'a> {
    adj: &'a [u64],
    all: u64,
}

impl Masks<'_> {
    /// The connected part of `within` containing `start`'s bits.
    fn flood(&self, start: u64, within: u64) -> u64 {
        let mut comp = start & within;
        let mut frontier = comp;
        while frontier != 0 {
            let mut next = 0u64;
            let mut f = frontier;
            while f != 0 {
                let v = f.trailing_zeros() as usize;
                f &= f - 1;
                next |= self.adj[v];
            }
            next &= within & !comp;
            comp |= next;
            frontier = next;
        }
        comp
    }

    fn around(&self, set: u64) -> u64 {
        let mut out = 0u64;
        let mut f = set;
        while f != 0 {
            let v = f.trailing_zeros() as usize;
            f &= f - 1;
            out |= self.adj[v];
        }
        out & !set & self.all
    }
}

/// The points `mine` (a colour's stones) holds unconditionally: its Benson-alive stones and
/// the one-point empty regions enclosed by them alone; `(stones, eyes)`.
fn alive(m: &Masks, mine: u64, empty: u64) -> (u64, u64) {
    // The chains.
    let mut chains: Vec<u64> = Vec::new();
    let mut rest = mine;
    while rest != 0 {
        let c = m.flood(rest & rest.wrapping_neg(), mine);
        chains.push(c);
        rest &= !c;
    }
    let libs: Vec<u64> = chains.iter().map(|&c| m.around(c) & empty).collect();
    let mut live: Vec<bool> = vec![true; chains.len()];
    loop {
        let x: u64 = chains
            .iter()
            .zip(&live)
            .filter(|(_, &l)| l)
            .fold(0, |a, (&c, _)| a | c);
        if x == 0 {
            return (0, 0);
        }
        // The regions: components of the points outside the living chains.
        let mut regions: Vec<u64> = Vec::new();
        let mut rest = m.all & !x;
        while rest != 0 {
            let r = m.flood(rest & rest.wrapping_neg(), m.all & !x);
            regions.push(r);
            rest &= !r;
        }
        let mut changed = false;
        for (i, &c) in chains.iter().enumerate() {
            if !live[i] {
                continue;
            }
            let near = m.around(c);
            let vital = regions
                .iter()
                .filter(|&&r| r & near != 0 && r & empty & !libs[i] == 0 && r & empty != 0)
                .count();
            if vital < 2 {
                live[i] = false;
                changed = true;
            }
        }
        if !changed {
            let eyes = regions
                .iter()
                .filter(|&&r| r.count_ones() == 1 && r & empty != 0)
                .fold(0, |a, &r| a | r);
            return (x, eyes);
        }
    }
}

/// Bounds `(low, high)` on Black's final margin (without komi) from Benson's life, valid
/// under any history; the whole range when suicide is allowed or the board is too large.
/// `adj`: the board's neighbour masks (`adjacency`).
pub fn bounds(game: &Game, scoring: Scoring, adj: &[u64]) -> (i32, i32) {
    let n = game.board().len();
    let full = (-(n as i32), n as i32);
    if n > 64 || game.rules().suicide {
        return full;
    }
    let m = Masks {
        adj,
        all: if n == 64 { u64::MAX } else { (1u64 << n) - 1 },
    };
    let (mut black, mut white) = (0u64, 0u64);
    for v in 0..n {
        match game.stone(v) {
            Some(Color::Black) => black |= 1 << v,
            Some(Color::White) => white |= 1 << v,
            None => {}
        }
    }
    let empty = m.all & !black & !white;
    let sure = |mine: u64| -> (i32, i32) {
        let (stones, eyes) = alive(&m, mine, empty);
        (stones.count_ones() as i32, eyes.count_ones() as i32)
    };
    let n = n as i32;
    let (bs, be) = sure(black);
    let (ws, we) = sure(white);
    // Points the other side can never own: the sure stones, and the eyes they enclose.
    let (b_own, w_own) = match scoring {
        Scoring::Area => (bs + be, ws + we),
        Scoring::Stones => (bs, ws),
    };
    (b_own - (n - bs - be), (n - ws - we) - w_own)
}
