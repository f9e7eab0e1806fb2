//! Game records: repetition (sennichite) and perpetual check, reported not enforced.

use super::moves::Move;
use super::position::Position;
use super::types::Color;
use crate::error::Result;
use serde::Serialize;
use std::collections::HashMap;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Repetition {
    /// The ply (1-based move count) after which the same position stood for the 4th time.
    pub ply: usize,
    /// The ply at which that position first stood (0: the start).
    pub first: usize,
    /// The side that gave check with every one of its moves in the cycle, if one did:
    /// perpetual check, a loss for that side. Otherwise the game is a draw (sennichite).
    pub perpetual_check_by: Option<Color>,
}

/// Plays `moves` (USI) from `start`; reports the first fourfold repetition.
pub fn repetition(start: &Position, moves: &[&str]) -> Result<Option<Repetition>> {
    let mut pos = start.clone();
    let mut seen: HashMap<String, Vec<usize>> = HashMap::new();
    seen.entry(pos.key()).or_default().push(0);
    // gave_check[i]: the move of ply i+1 gave check.
    let mut gave_check: Vec<bool> = Vec::new();
    let mut movers: Vec<Color> = Vec::new();
    for (i, text) in moves.iter().enumerate() {
        movers.push(pos.side_to_move());
        let _: Move = pos.play_usi(text)?;
        gave_check.push(pos.is_check());
        let ply = i + 1;
        let plies = seen.entry(pos.key()).or_default();
        plies.push(ply);
        if plies.len() == 4 {
            let first = plies[0];
            let perpetual_check_by = Color::BOTH.into_iter().find(|&c| {
                let mut any = false;
                let all = (first..ply).filter(|&j| movers[j] == c).all(|j| {
                    any = true;
                    gave_check[j]
                });
                any && all
            });
            return Ok(Some(Repetition {
                ply,
                first,
                perpetual_check_by,
            }));
        }
    }
    Ok(None)
}
