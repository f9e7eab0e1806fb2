//! The state (n, m, t), the two operations, the atari exceptions, and the readings.

use crate::error::{parse_error, Error, Result};
use serde::Serialize;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    Black,
    White,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Black => Side::White,
            Side::White => Side::Black,
        }
    }

    /// t in the article: 0 for Black, 1 for White.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Black => "black",
            Side::White => "white",
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Side {
    type Err = Error;
    fn from_str(s: &str) -> Result<Side> {
        match s.trim().to_ascii_lowercase().as_str() {
            "black" | "b" | "0" => Ok(Side::Black),
            "white" | "w" | "1" => Ok(Side::White),
            _ => parse_error(format!(
                "side must be black or white (or 0/1), not `{}`",
                s.trim()
            )),
        }
    }
}

/// n kos, Black holding m of them (the kos where Black has just taken), `to_move` to play.
/// White holds the other n − m.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct State {
    pub n: u32,
    pub m: u32,
    pub to_move: Side,
}

impl State {
    /// The only invariant is m ≤ n; sizes are limited by the table that solves it.
    pub fn new(n: u32, m: u32, to_move: Side) -> Result<State> {
        if m > n {
            return Err(Error::Invalid(format!(
                "m (Black's kos) must be at most n (all kos): m = {m} > n = {n}"
            )));
        }
        Ok(State { n, m, to_move })
    }

    /// Kos held by `side`.
    pub fn held(&self, side: Side) -> u32 {
        match side {
            Side::Black => self.m,
            Side::White => self.n - self.m,
        }
    }

    /// The side to move wins the ko fight (operation 2) iff it holds fewer than half of
    /// the kos: that is the side with fewer nodes in the fight graph, or a tie won by the
    /// mover (see `fight`). Taking one more ko and making the opponent fill one also needs
    /// two opponent kos.
    pub fn can_fight(&self) -> bool {
        let mine = self.held(self.to_move);
        let theirs = self.n - mine;
        2 * mine < self.n && theirs >= 2
    }

    /// The opponent's last ko is in atari with the mover to play: (n, n−1, 0) and (n, 1, 1).
    pub fn atari(&self) -> bool {
        self.n >= 1 && self.held(self.to_move.other()) == 1
    }

    fn after(&self, n: u32, m: u32, to_move: Side) -> State {
        State { n, m, to_move }
    }

    /// Operation 1: fill one of your own kos; the turn passes.
    pub fn fill(&self) -> Option<State> {
        let (n, m) = (self.n, self.m);
        match self.to_move {
            Side::Black if m >= 1 => Some(self.after(n - 1, m - 1, Side::White)),
            Side::White if n - m >= 1 => Some(self.after(n - 1, m, Side::Black)),
            _ => None,
        }
    }

    /// Operation 2: win a ko fight, the opponent fills one; you keep the move.
    pub fn fight(&self) -> Option<State> {
        if !self.can_fight() {
            return None;
        }
        let (n, m) = (self.n, self.m);
        Some(match self.to_move {
            Side::Black => self.after(n - 1, m + 1, Side::Black),
            Side::White => self.after(n - 1, m - 2, Side::White),
        })
    }

    /// The other side to move in the same shape.
    pub fn pass(&self) -> State {
        self.after(self.n, self.m, self.to_move.other())
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {}, {})", self.n, self.m, self.to_move.index())
    }
}

/// `50 17 black`, `(50, 17, 0)` or `50,17,w`: the article's notation or words.
impl FromStr for State {
    type Err = Error;
    fn from_str(s: &str) -> Result<State> {
        let parts: Vec<&str> = s
            .split(|c: char| c.is_whitespace() || c == ',' || c == '(' || c == ')')
            .filter(|p| !p.is_empty())
            .collect();
        if parts.len() != 3 {
            return parse_error(format!(
                "a state is three values n, m, side (e.g. `50 17 black` or `(50, 17, 0)`), not `{}`",
                s.trim()
            ));
        }
        let num = |p: &str, what: &str| {
            p.parse::<u32>()
                .map_err(|_| Error::Parse(format!("{what} must be a whole number, not `{p}`")))
        };
        State::new(num(parts[0], "n")?, num(parts[1], "m")?, parts[2].parse()?)
    }
}

/// Which moves the rules allow beyond the two operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Rules {
    /// The article's two atari exceptions: the mover wins at once.
    pub atari: bool,
    /// Passing allowed; two passes in a row end the game in a draw.
    pub pass: bool,
}

impl Rules {
    pub const LITERAL: Rules = Rules {
        atari: true,
        pass: false,
    };
}

/// A reading of the article's labels and rules. The literal reading is the spec; the
/// others are what the closed form was tried against (`formula::readings`).
///
/// A reading maps the article's state (n, m, t) to a state of the literal model:
/// (n + dn, m + dm, t or 1 − t), and may drop the atari exceptions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Reading {
    /// The two atari exceptions are part of the rules.
    pub atari: bool,
    /// t names the side that has just moved (so the other side is to move).
    pub just_moved: bool,
    pub dn: i32,
    pub dm: i32,
}

impl Reading {
    pub const LITERAL: Reading = Reading {
        atari: true,
        just_moved: false,
        dn: 0,
        dm: 0,
    };

    pub fn rules(&self, pass: bool) -> Rules {
        Rules {
            atari: self.atari,
            pass,
        }
    }

    /// The model state the article's (n, m, t) stands for, if it exists.
    pub fn board(&self, n: u32, m: u32, t: Side) -> Option<State> {
        let bn = n as i64 + self.dn as i64;
        let bm = m as i64 + self.dm as i64;
        if bn < 0 || bm < 0 || bm > bn {
            return None;
        }
        let side = if self.just_moved { t.other() } else { t };
        Some(State {
            n: bn as u32,
            m: bm as u32,
            to_move: side,
        })
    }

    /// How far beyond n the model must be solved.
    pub fn extra_n(&self) -> u32 {
        self.dn.max(0) as u32
    }

    /// The readings tried against the closed form: atari on/off × turn label × small shifts.
    pub fn all() -> Vec<Reading> {
        let mut out = Vec::new();
        for atari in [true, false] {
            for just_moved in [false, true] {
                for dn in -1..=2 {
                    for dm in -1..=1 {
                        out.push(Reading {
                            atari,
                            just_moved,
                            dn,
                            dm,
                        });
                    }
                }
            }
        }
        out
    }
}

impl Default for Reading {
    fn default() -> Self {
        Reading::LITERAL
    }
}

/// Names: `literal`, or parts joined by `+`: `no-atari`, `just-moved`, `n+1`, `n-1`, `m+1`, …
impl fmt::Display for Reading {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts = Vec::new();
        if !self.atari {
            parts.push("no-atari".to_string());
        }
        if self.just_moved {
            parts.push("just-moved".to_string());
        }
        if self.dn != 0 {
            parts.push(format!("n{:+}", self.dn));
        }
        if self.dm != 0 {
            parts.push(format!("m{:+}", self.dm));
        }
        if parts.is_empty() {
            f.write_str("literal")
        } else {
            f.write_str(&parts.join("+"))
        }
    }
}

impl FromStr for Reading {
    type Err = Error;
    fn from_str(s: &str) -> Result<Reading> {
        let mut r = Reading::LITERAL;
        let text = s.trim();
        if text.is_empty() || text == "literal" {
            return Ok(r);
        }
        // `+` also separates parts, so split shifts from their signs first.
        let mut parts = Vec::new();
        let mut rest = text;
        while !rest.is_empty() {
            let (head, tail) = if let Some(tail) = rest.strip_prefix("no-atari") {
                ("no-atari", tail)
            } else if let Some(tail) = rest.strip_prefix("just-moved") {
                ("just-moved", tail)
            } else if let Some(tail) = rest.strip_prefix("literal") {
                ("literal", tail)
            } else if rest.len() >= 3
                && (rest.starts_with('n') || rest.starts_with('m'))
                && rest.is_char_boundary(3)
            {
                (&rest[..3], &rest[3..])
            } else {
                return parse_error(reading_help(text));
            };
            parts.push(head);
            rest = tail.strip_prefix('+').unwrap_or(tail);
            if tail.starts_with('+') && rest.is_empty() {
                return parse_error(reading_help(text));
            }
        }
        for part in parts {
            match part {
                "literal" => {}
                "no-atari" => r.atari = false,
                "just-moved" => r.just_moved = true,
                shift => {
                    let value = match &shift[1..] {
                        "+1" => 1,
                        "+2" => 2,
                        "-1" => -1,
                        "-2" => -2,
                        _ => return parse_error(reading_help(text)),
                    };
                    if shift.starts_with('n') {
                        r.dn = value;
                    } else {
                        r.dm = value;
                    }
                }
            }
        }
        Ok(r)
    }
}

fn reading_help(text: &str) -> String {
    format!(
        "unknown reading `{text}`: use literal, or parts joined by + from no-atari, just-moved, n±1, n±2, m±1, m±2 (e.g. no-atari+just-moved)"
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operations_follow_the_spec() {
        let s = State::new(50, 17, Side::Black).unwrap();
        assert_eq!(s.fill(), Some(State::new(49, 16, Side::White).unwrap()));
        assert_eq!(s.fight(), Some(State::new(49, 18, Side::Black).unwrap()));
        let w = State::new(50, 17, Side::White).unwrap();
        assert_eq!(w.fill(), Some(State::new(49, 17, Side::Black).unwrap()));
        assert_eq!(w.fight(), None, "White holds 33 of 50: not fewer than half");
        let w = State::new(9, 6, Side::White).unwrap();
        assert_eq!(w.fight(), Some(State::new(8, 4, Side::White).unwrap()));
        // A tie in holdings is not fewer than half.
        assert_eq!(State::new(4, 2, Side::Black).unwrap().fight(), None);
        assert!(State::new(5, 2, Side::Black).unwrap().fight().is_some());
    }

    #[test]
    fn atari_states_are_the_two_named() {
        for n in 1..30 {
            for m in 0..=n {
                for side in [Side::Black, Side::White] {
                    let s = State::new(n, m, side).unwrap();
                    let named =
                        (side == Side::Black && m + 1 == n) || (side == Side::White && m == 1);
                    assert_eq!(s.atari(), named, "{s}");
                }
            }
        }
    }

    #[test]
    fn notations_round_trip() {
        let s: State = "(50, 17, 0)".parse().unwrap();
        assert_eq!(s, State::new(50, 17, Side::Black).unwrap());
        assert_eq!(s.to_string().parse::<State>().unwrap(), s);
        assert_eq!("3 1 white".parse::<State>().unwrap().to_move, Side::White);
        assert!("3 4 black".parse::<State>().is_err());
        assert!("3 x black".parse::<State>().is_err());
        assert!("3 1 red".parse::<State>().is_err());
        for r in Reading::all() {
            assert_eq!(r.to_string().parse::<Reading>().unwrap(), r, "{r}");
        }
        assert_eq!("literal".parse::<Reading>().unwrap(), Reading::LITERAL);
        for bad in ["nope", "n+3", "no-atari+", "m", "just-moved+x"] {
            assert!(bad.parse::<Reading>().is_err(), "{bad}");
        }
    }
}
