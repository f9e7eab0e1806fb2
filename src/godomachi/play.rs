//! Checking a player's move: the cells they selected in each shape.

use super::{Position, Rules};
use crate::error::{invalid, Result};
use crate::graph::{Graph, VertexSet};
use crate::polyomino::Polyomino;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct SideCheck {
    pub size: usize,
    pub piece_connected: bool,
    pub rest_connected: bool,
    /// The remainder in the shape's own orientation (when the piece is a proper part).
    pub rest: Option<Polyomino>,
    pub piece: Option<Polyomino>,
}

#[derive(Clone, Debug, Serialize)]
pub struct MoveCheck {
    pub legal: bool,
    /// Why the selection is not (yet) a legal move, for people.
    pub reason: Option<String>,
    pub congruent: bool,
    pub a: SideCheck,
    pub b: SideCheck,
}

fn side(shape: &Polyomino, cells: &[usize]) -> Result<(SideCheck, VertexSet<1>)> {
    let mut set = VertexSet::<1>::EMPTY;
    for &i in cells {
        if i >= shape.area() {
            return invalid(format!(
                "cell index {i} is outside a shape of {} cells",
                shape.area()
            ));
        }
        set.insert(i);
    }
    let g: Graph<1> = shape.graph();
    let rest = g.all().minus(set);
    let piece_connected = !set.is_empty() && g.is_connected(set);
    let rest_connected = !rest.is_empty() && g.is_connected(rest);
    Ok((
        SideCheck {
            size: set.len(),
            piece_connected,
            rest_connected,
            rest: (piece_connected && rest_connected).then(|| shape.sub_shape(rest)),
            piece: piece_connected.then(|| shape.sub_shape(set)),
        },
        set,
    ))
}

/// Whether removing `cells_a` from `a` and `cells_b` from `b` is a legal move.
pub fn check_move(
    position: &Position,
    cells_a: &[usize],
    cells_b: &[usize],
    rules: Rules,
) -> Result<MoveCheck> {
    let (a, b) = (position.a(), position.b());
    let (sa, _) = side(a, cells_a)?;
    let (sb, _) = side(b, cells_b)?;
    let congruent = match (&sa.piece, &sb.piece) {
        (Some(p), Some(q)) => p.is_congruent(q),
        _ => false,
    };
    let max = rules.max_piece(a.area());
    let problem = |s: &SideCheck, name: &str| -> Option<String> {
        if s.size == 0 {
            Some(format!("select a piece in shape {name}"))
        } else if !s.piece_connected {
            Some(format!(
                "the piece selected in shape {name} is not connected"
            ))
        } else if s.size == a.area() {
            Some(format!("the piece cannot be all of shape {name}"))
        } else if !s.rest_connected {
            Some(format!(
                "what remains of shape {name} would not be connected"
            ))
        } else {
            None
        }
    };
    let reason = problem(&sa, "A").or_else(|| problem(&sb, "B")).or_else(|| {
        if sa.size != sb.size {
            Some(format!(
                "the pieces differ in size: {} and {} cells",
                sa.size, sb.size
            ))
        } else if !congruent {
            Some("the two pieces are not congruent".to_string())
        } else if sa.size > max {
            Some(format!(
                "under the half-area rule a piece may have at most {max} cells"
            ))
        } else {
            None
        }
    });
    Ok(MoveCheck {
        legal: reason.is_none(),
        reason,
        congruent,
        a: sa,
        b: sb,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn legal_and_illegal_selections() {
        let p = Position::parse("###/#..", "####").unwrap();
        // A's cells: 0 1 2 / 3. Remove the corner-adjacent end (cell 2) and one end of B.
        let ok = check_move(&p, &[2], &[0], Rules::OFFICIAL).unwrap();
        assert!(ok.legal, "{:?}", ok.reason);
        assert_eq!(ok.a.rest.as_ref().unwrap().to_string(), "##/#.");
        let cut = check_move(&p, &[0], &[1], Rules::OFFICIAL).unwrap();
        assert!(!cut.legal);
        assert!(cut.reason.unwrap().contains("would not be connected"));
        let sizes = check_move(&p, &[2], &[0, 1], Rules::OFFICIAL).unwrap();
        assert!(sizes.reason.unwrap().contains("differ in size"));
        let shape = check_move(&p, &[2, 1], &[0, 1], Rules::OFFICIAL).unwrap();
        assert!(shape.legal);
        let half = check_move(&p, &[0, 1, 2], &[0, 1, 2], Rules::HALF).unwrap();
        assert!(half.reason.unwrap().contains("at most 2"));
    }
}
