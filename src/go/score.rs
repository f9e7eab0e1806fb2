//! Scores: the article's stone count s = |W| − |B| (Pure Go), or area scoring.

use super::game::Game;
use super::Color;
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Scoring {
    /// Stones on the board only.
    Stones,
    /// Stones plus the empty regions that touch one colour only.
    Area,
}

impl Scoring {
    pub fn parse(s: &str) -> Option<Scoring> {
        match s {
            "stones" => Some(Scoring::Stones),
            "area" => Some(Scoring::Area),
            _ => None,
        }
    }
}

/// A score with the article's sign convention: `s = white − black`; White wins when
/// `s + komi > 0`, Black when it is negative, and zero is a draw (the article counts a tie as
/// White's; with a fractional komi there are none).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Score {
    pub scoring: Scoring,
    pub black: u32,
    pub white: u32,
    pub komi: f64,
    /// |W| − |B| (or White's area minus Black's).
    pub s: i64,
    pub winner: Option<Color>,
    /// How much the winner wins by (0 for a draw).
    pub margin: f64,
    pub text: String,
}

/// Who owns each point under area scoring: a stone's colour, or the one colour an empty
/// region touches (`None` for regions touching both colours, or none).
pub fn ownership(game: &Game) -> Vec<Option<Color>> {
    let board = game.board();
    let n = board.len();
    let mut owner: Vec<Option<Color>> = (0..n).map(|v| game.stone(v)).collect();
    let mut seen = vec![false; n];
    let mut region = Vec::new();
    for v in 0..n {
        if seen[v] || game.stone(v).is_some() {
            continue;
        }
        let mut touches = [false; 2];
        region.clear();
        let mut stack = vec![v];
        seen[v] = true;
        while let Some(e) = stack.pop() {
            region.push(e);
            for &u in board.neighbours(e) {
                let u = u as usize;
                match game.stone(u) {
                    Some(c) => touches[c.index()] = true,
                    None if !seen[u] => {
                        seen[u] = true;
                        stack.push(u);
                    }
                    None => {}
                }
            }
        }
        if touches[0] != touches[1] {
            let c = if touches[0] {
                Color::Black
            } else {
                Color::White
            };
            for &e in &region {
                owner[e] = Some(c);
            }
        }
    }
    owner
}

impl Score {
    pub fn of(game: &Game, scoring: Scoring, komi: f64) -> Score {
        let board = game.board();
        let n = board.len();
        let mut count = [0u32; 2];
        for v in 0..n {
            if let Some(c) = game.stone(v) {
                count[c.index()] += 1;
            }
        }
        if scoring == Scoring::Area {
            count = [0, 0];
            for c in ownership(game).into_iter().flatten() {
                count[c.index()] += 1;
            }
        }
        let (black, white) = (count[0], count[1]);
        let s = white as i64 - black as i64;
        let r = s as f64 + komi;
        let winner = if r > 0.0 {
            Some(Color::White)
        } else if r < 0.0 {
            Some(Color::Black)
        } else {
            None
        };
        let margin = r.abs();
        let komi_text = if komi != 0.0 {
            format!(", komi {}", fmt_num(komi))
        } else {
            String::new()
        };
        let verdict = match winner {
            Some(c) => format!("{} by {}", c.title(), fmt_num(margin)),
            None => "a draw".to_string(),
        };
        Score {
            scoring,
            black,
            white,
            komi,
            s,
            winner,
            margin,
            text: format!("White {white}, Black {black}{komi_text}: {verdict}"),
        }
    }
}

fn fmt_num(x: f64) -> String {
    if x.fract() == 0.0 {
        format!("{}", x as i64)
    } else {
        format!("{x}")
    }
}
