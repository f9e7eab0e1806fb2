//! The article's closed forms, evaluated beside the table, and the readings tried.
//!
//! Without passes the article says Black to move wins iff
//! m < n/2 and (n + m) mod 3 ≠ 1, or m ≥ n/2 and (n + m) mod 3 = 0,
//! with the atari state (n, n − 1, 0) an exception Black wins at once. With passes: Black to
//! move wins iff m ≥ n − 1 or the state is (3, 1, 0), and otherwise draws. White to move is
//! the colour mirror: (n, m, 1) is (n, n − m, 0) with the colours swapped.

use super::state::{Reading, Side, State};
use super::table::{Outcome, Table, MAX_N};
use crate::error::{too_large, Result};
use crate::work::Control;
use serde::Serialize;

/// The formula alone for Black to move (true: Black wins).
pub fn formula_bare(n: u32, m: u32) -> bool {
    if 2 * m < n {
        (n + m) % 3 != 1
    } else {
        (n + m).is_multiple_of(3)
    }
}

fn mirror(o: Outcome) -> Outcome {
    match o {
        Outcome::Black => Outcome::White,
        Outcome::White => Outcome::Black,
        Outcome::Draw => Outcome::Draw,
    }
}

/// What the article claims for the article's state (n, m, side), with or without passes.
/// `exceptions`: the stated atari exception overrides the formula.
pub fn claim(n: u32, m: u32, side: Side, pass: bool, exceptions: bool) -> Outcome {
    let (m, flip) = match side {
        Side::Black => (m, false),
        Side::White => (n - m, true),
    };
    let black = if pass {
        if m + 1 >= n || (n, m) == (3, 1) {
            Outcome::Black
        } else {
            Outcome::Draw
        }
    } else if (exceptions && n >= 1 && m + 1 == n) || formula_bare(n, m) {
        Outcome::Black
    } else {
        Outcome::White
    };
    if flip {
        mirror(black)
    } else {
        black
    }
}

/// The table as the article labels it: (n, m, t) read through a reading, n = 1 … max_n.
pub struct ReadTable {
    pub reading: Reading,
    pub pass: bool,
    pub max_n: u32,
    table: Table,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Disagreements {
    /// Cells where both the table and the claim have a value.
    pub cells: u64,
    /// Against the formula with its stated exception (the article's whole claim).
    pub black: u64,
    pub white: u64,
    pub total: u64,
    /// Against the bare formula (no exception), both sides.
    pub bare: u64,
    /// Cells whose reading points outside the model (a shift below zero).
    pub outside: u64,
}

impl ReadTable {
    pub fn new(max_n: u32, pass: bool, reading: Reading) -> Result<ReadTable> {
        if max_n + reading.extra_n() > MAX_N {
            return too_large(format!(
                "n must be at most {} for this reading, not {max_n}",
                MAX_N - reading.extra_n()
            ));
        }
        let table = Table::new(max_n + reading.extra_n(), reading.rules(pass))?;
        Ok(ReadTable {
            reading,
            pass,
            max_n,
            table,
        })
    }

    pub fn table(&self) -> &Table {
        &self.table
    }

    /// The model state the article's (n, m, side) stands for under this reading.
    pub fn board(&self, n: u32, m: u32, side: Side) -> Option<State> {
        self.reading.board(n, m, side)
    }

    /// The winner at the article's (n, m, side), if the reading maps it into the model.
    pub fn outcome(&self, n: u32, m: u32, side: Side) -> Option<Outcome> {
        let s = self.board(n, m, side)?;
        self.table.outcome(s).ok()
    }

    /// Every cell of one side's table as a byte, row by row (index n(n+1)/2 + m for
    /// n = 0 … max_n): 0 outside the reading, 1 Black wins, 2 White wins, 3 draw.
    pub fn winners(&self, side: Side) -> Vec<u8> {
        self.cells(|n, m| self.outcome(n, m, side))
    }

    /// The article's claim in the same layout (with its atari exception).
    pub fn claims(&self, side: Side) -> Vec<u8> {
        self.cells(|n, m| Some(claim(n, m, side, self.pass, true)))
    }

    fn cells(&self, f: impl Fn(u32, u32) -> Option<Outcome>) -> Vec<u8> {
        let mut out = Vec::with_capacity((self.max_n as usize + 1) * (self.max_n as usize + 2) / 2);
        for n in 0..=self.max_n {
            for m in 0..=n {
                out.push(match f(n, m) {
                    None => 0,
                    Some(Outcome::Black) => 1,
                    Some(Outcome::White) => 2,
                    Some(Outcome::Draw) => 3,
                });
            }
        }
        out
    }

    /// Disagreements with the article's claim over n = 1 … max_n, both sides to move.
    pub fn disagreements(&self) -> Disagreements {
        let mut d = Disagreements {
            cells: 0,
            black: 0,
            white: 0,
            total: 0,
            bare: 0,
            outside: 0,
        };
        for n in 1..=self.max_n {
            for m in 0..=n {
                for side in [Side::Black, Side::White] {
                    let Some(o) = self.outcome(n, m, side) else {
                        d.outside += 1;
                        continue;
                    };
                    d.cells += 1;
                    if o != claim(n, m, side, self.pass, true) {
                        match side {
                            Side::Black => d.black += 1,
                            Side::White => d.white += 1,
                        }
                    }
                    if o != claim(n, m, side, self.pass, false) {
                        d.bare += 1;
                    }
                }
            }
        }
        d.total = d.black + d.white;
        d
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct ReadingReport {
    pub reading: String,
    pub pass: bool,
    #[serde(flatten)]
    pub disagreements: Disagreements,
}

/// Every reading of `Reading::all`, with and without passes, against the article's claims,
/// best first (fewest disagreements with the exception, then bare).
pub fn readings(max_n: u32) -> Result<Vec<ReadingReport>> {
    readings_with(max_n, &mut Control::unlimited())
}

/// `readings` reporting each table solved to `control` (which may stop it).
pub fn readings_with(max_n: u32, control: &mut Control) -> Result<Vec<ReadingReport>> {
    let mut out = Vec::new();
    let all = Reading::all();
    let total = 2 * all.len() as u64;
    for pass in [false, true] {
        for &r in &all {
            control.progress(out.len() as u64, total, "readings")?;
            control.step(1)?;
            let t = ReadTable::new(max_n, pass, r)?;
            out.push(ReadingReport {
                reading: r.to_string(),
                pass,
                disagreements: t.disagreements(),
            });
        }
    }
    out.sort_by_key(|r| {
        (
            r.pass,
            r.disagreements.total.min(r.disagreements.bare),
            r.disagreements.outside,
        )
    });
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_formula_as_written() {
        // The worked example: m < n/2 and 67 mod 3 = 1, so White wins.
        assert!(!formula_bare(50, 17));
        assert_eq!(claim(50, 17, Side::Black, false, true), Outcome::White);
        assert!(formula_bare(6, 3)); // m = n/2, 9 mod 3 = 0
        assert!(!formula_bare(6, 4));
        assert!(formula_bare(7, 2)); // 9 mod 3 = 0 ≠ 1
                                     // The exception overrides: (5, 4, 0) is 9 mod 3 = 0 anyway; (4, 3, 0) is not.
        assert!(!formula_bare(4, 3));
        assert_eq!(claim(4, 3, Side::Black, false, true), Outcome::Black);
        assert_eq!(claim(4, 1, Side::White, false, true), Outcome::White);
        assert_eq!(claim(3, 1, Side::Black, true, true), Outcome::Black);
        assert_eq!(claim(4, 1, Side::Black, true, true), Outcome::Draw);
        assert_eq!(claim(4, 3, Side::Black, true, true), Outcome::Black);
    }
}
