//! The win/loss(/draw) table by dynamic programming over n: every operation removes a ko,
//! and a pass can be answered only by a move or the drawing second pass, so each state
//! depends only on states with fewer kos or on the same shape one pass later.

use super::state::{Rules, Side, State};
use crate::error::{too_large, Result};
use serde::Serialize;

/// The largest n the table solves (4 bytes a state, twice that with passes: 32 MB).
pub const MAX_N: u32 = 2000;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Outcome {
    Black,
    White,
    Draw,
}

impl Outcome {
    pub fn name(self) -> &'static str {
        match self {
            Outcome::Black => "black",
            Outcome::White => "white",
            Outcome::Draw => "draw",
        }
    }

    fn of(side: Side) -> Outcome {
        match side {
            Side::Black => Outcome::Black,
            Side::White => Outcome::White,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum MoveKind {
    Fill,
    Fight,
    Pass,
}

/// One move of a line: who played it, what, and the state after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Move {
    pub by: Side,
    pub kind: MoveKind,
    pub to: State,
}

/// Why a line ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum End {
    /// The mover captures the opponent's last ko in atari and wins.
    Atari,
    /// The mover has no move and loses.
    NoMove,
    /// Two passes in a row: a draw.
    TwoPasses,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Line {
    pub start: State,
    pub winner: Outcome,
    /// Moves under optimal play: the winner ends as fast as it can, the loser as slowly;
    /// a drawn line is the shortest.
    pub length: u32,
    pub moves: Vec<Move>,
    pub end: End,
}

/// Value of a state for the mover: 1 win, 0 draw, −1 loss; its length; the chosen move.
#[derive(Clone, Copy, Debug, Default)]
struct Cell {
    value: i8,
    best: u8,
    length: u16,
}

const NONE: u8 = 0;
const FILL: u8 = 1;
const FIGHT: u8 = 2;
const PASS: u8 = 3;

pub struct Table {
    max_n: u32,
    rules: Rules,
    /// Index ((n(n+1)/2 + m) · 2 + t) · layers + passed.
    cells: Vec<Cell>,
}

fn tri(n: u32) -> usize {
    n as usize * (n as usize + 1) / 2
}

impl Table {
    /// Solves every state with at most `max_n` kos.
    pub fn new(max_n: u32, rules: Rules) -> Result<Table> {
        if max_n > MAX_N {
            return too_large(format!("n must be at most {MAX_N}, not {max_n}"));
        }
        let layers = if rules.pass { 2 } else { 1 };
        let mut t = Table {
            max_n,
            rules,
            cells: vec![Cell::default(); tri(max_n + 1) * 2 * layers],
        };
        for n in 0..=max_n {
            // After a pass first: the state without a pass may pass into it.
            let order: &[bool] = if rules.pass { &[true, false] } else { &[false] };
            for &passed in order {
                for m in 0..=n {
                    for side in [Side::Black, Side::White] {
                        let s = State {
                            n,
                            m,
                            to_move: side,
                        };
                        let c = t.solve(s, passed);
                        let i = t.index(s, passed);
                        t.cells[i] = c;
                    }
                }
            }
        }
        Ok(t)
    }

    pub fn max_n(&self) -> u32 {
        self.max_n
    }

    pub fn rules(&self) -> Rules {
        self.rules
    }

    fn index(&self, s: State, passed: bool) -> usize {
        let layers = if self.rules.pass { 2 } else { 1 };
        ((tri(s.n) + s.m as usize) * 2 + s.to_move.index()) * layers + passed as usize
    }

    fn cell(&self, s: State, passed: bool) -> Cell {
        self.cells[self.index(s, passed)]
    }

    /// The choices from `s` as (kind, value for the mover, length), children solved.
    fn choices(&self, s: State, passed: bool) -> Vec<(u8, i8, u32)> {
        let mut out = Vec::with_capacity(3);
        if let Some(next) = s.fill() {
            let c = self.cell(next, false);
            out.push((FILL, -c.value, c.length as u32 + 1));
        }
        if let Some(next) = s.fight() {
            let c = self.cell(next, false);
            out.push((FIGHT, c.value, c.length as u32 + 1));
        }
        if self.rules.pass {
            if passed {
                out.push((PASS, 0, 1));
            } else {
                let c = self.cell(s.pass(), true);
                out.push((PASS, -c.value, c.length as u32 + 1));
            }
        }
        out
    }

    fn solve(&self, s: State, passed: bool) -> Cell {
        if self.rules.atari && s.atari() {
            return Cell {
                value: 1,
                best: NONE,
                length: 0,
            };
        }
        let mut best: Option<(u8, i8, u32)> = None;
        for c in self.choices(s, passed) {
            let better = match best {
                None => true,
                Some((_, v, len)) => {
                    c.1 > v || (c.1 == v && if v < 0 { c.2 > len } else { c.2 < len })
                }
            };
            if better {
                best = Some(c);
            }
        }
        match best {
            None => Cell {
                value: -1,
                best: NONE,
                length: 0,
            },
            Some((kind, value, length)) => Cell {
                value,
                best: kind,
                length: length as u16,
            },
        }
    }

    fn check(&self, s: State) -> Result<()> {
        if s.n > self.max_n {
            return too_large(format!(
                "this table is solved up to n = {}, not {}",
                self.max_n, s.n
            ));
        }
        Ok(())
    }

    /// Who wins `s` with both sides playing well.
    pub fn outcome(&self, s: State) -> Result<Outcome> {
        self.check(s)?;
        let c = self.cell(s, false);
        Ok(match c.value {
            1 => Outcome::of(s.to_move),
            -1 => Outcome::of(s.to_move.other()),
            _ => Outcome::Draw,
        })
    }

    /// The length of the game from `s` under optimal play.
    pub fn length(&self, s: State) -> Result<u32> {
        self.check(s)?;
        Ok(self.cell(s, false).length as u32)
    }

    /// A line of optimal play from `s` to the end.
    pub fn line(&self, start: State) -> Result<Line> {
        let winner = self.outcome(start)?;
        let length = self.length(start)?;
        let mut moves = Vec::new();
        let (mut s, mut passed) = (start, false);
        let end = loop {
            let c = self.cell(s, passed);
            let (kind, next) = match c.best {
                FILL => (MoveKind::Fill, s.fill()),
                FIGHT => (MoveKind::Fight, s.fight()),
                PASS => (MoveKind::Pass, Some(s.pass())),
                _ if self.rules.atari && s.atari() => break End::Atari,
                _ => break End::NoMove,
            };
            let next = next.expect("the stored move is legal");
            moves.push(Move {
                by: s.to_move,
                kind,
                to: next,
            });
            if kind == MoveKind::Pass && passed {
                break End::TwoPasses;
            }
            passed = kind == MoveKind::Pass;
            s = next;
        };
        debug_assert_eq!(moves.len() as u32, length);
        Ok(Line {
            start,
            winner,
            length,
            moves,
            end,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn st(n: u32, m: u32, side: Side) -> State {
        State::new(n, m, side).unwrap()
    }

    #[test]
    fn small_cases_by_hand() {
        let t = Table::new(6, Rules::LITERAL).unwrap();
        // No kos: the mover has no move.
        assert_eq!(t.outcome(st(0, 0, Side::Black)).unwrap(), Outcome::White);
        // (1, 0, 0) is Black's atari; (1, 1, 0): Black fills, White has nothing.
        assert_eq!(t.outcome(st(1, 0, Side::Black)).unwrap(), Outcome::Black);
        let l = t.line(st(1, 1, Side::Black)).unwrap();
        assert_eq!(
            (l.winner, l.length, l.end),
            (Outcome::Black, 1, End::NoMove)
        );
        // (2, 2, 0): Black must fill to (1, 1, 1), White's atari.
        assert_eq!(t.outcome(st(2, 2, Side::Black)).unwrap(), Outcome::White);
        assert!(t.outcome(st(7, 0, Side::Black)).is_err());
    }

    #[test]
    fn colours_are_symmetric() {
        for rules in [
            Rules::LITERAL,
            Rules {
                atari: false,
                pass: true,
            },
        ] {
            let t = Table::new(40, rules).unwrap();
            for n in 0..=40 {
                for m in 0..=n {
                    let b = t.outcome(st(n, m, Side::Black)).unwrap();
                    let w = t.outcome(st(n, n - m, Side::White)).unwrap();
                    let swapped = match w {
                        Outcome::Black => Outcome::White,
                        Outcome::White => Outcome::Black,
                        Outcome::Draw => Outcome::Draw,
                    };
                    assert_eq!(b, swapped, "({n}, {m})");
                    assert_eq!(
                        t.length(st(n, m, Side::Black)).unwrap(),
                        t.length(st(n, n - m, Side::White)).unwrap()
                    );
                }
            }
        }
    }

    #[test]
    fn lines_are_legal_and_end_as_told() {
        for rules in [
            Rules::LITERAL,
            Rules {
                atari: true,
                pass: true,
            },
            Rules {
                atari: false,
                pass: false,
            },
        ] {
            let t = Table::new(30, rules).unwrap();
            for n in 0..=30 {
                for m in 0..=n {
                    for side in [Side::Black, Side::White] {
                        let l = t.line(st(n, m, side)).unwrap();
                        assert_eq!(l.moves.len() as u32, l.length);
                        let mut s = l.start;
                        for mv in &l.moves {
                            assert_eq!(mv.by, s.to_move);
                            let next = match mv.kind {
                                MoveKind::Fill => s.fill(),
                                MoveKind::Fight => s.fight(),
                                MoveKind::Pass => Some(s.pass()),
                            };
                            assert_eq!(next, Some(mv.to));
                            s = mv.to;
                        }
                        let expect = match l.end {
                            End::Atari => Outcome::of(s.to_move),
                            End::NoMove => Outcome::of(s.to_move.other()),
                            End::TwoPasses => Outcome::Draw,
                        };
                        assert_eq!(l.winner, expect, "{rules:?} {}", l.start);
                    }
                }
            }
        }
    }

    #[test]
    fn limits_are_errors() {
        assert!(Table::new(MAX_N + 1, Rules::LITERAL).is_err());
    }
}
