//! An answer as SGF, for a problem collection: the problem, the line played, then one
//! variation per first move with its status, the answer's line continuing its first move.

use super::analysis::{Analysis, Child, Status};
use super::problem::Problem;
use crate::go::coord::parse_point;
use crate::go::sgf::{self, GameTree, Node, Property};
use crate::go::Color;

/// The answer `a`, found after `played` (the solver's names of the moves from the
/// problem's start; `Solver::solution_sgf`), as SGF:
/// - the root is the problem (`Problem::sgf_tree`), with the answer in words
///   (`Analysis::summary`) as its game comment `GC`: loaded again, it is the same problem;
/// - the moves of `played` follow, one node each;
/// - then a variation for each first move the answer classified, its key moves first, each
///   with its status in a comment, a key move marked TE and one that gives some of the
///   status away BM; the answer's line continues the variation of its first move.
pub(super) fn solution_sgf(problem: &Problem, played: &[String], a: &Analysis) -> String {
    let mut tree = problem.sgf_tree();
    let root = &mut tree.nodes[0].props;
    // A question asked in the problem's own GC stays first there.
    match root.iter_mut().find(|p| p.id == "GC") {
        Some(gc) => gc.values = vec![format!("{}\n{}", gc.values.join("\n"), a.summary(played))],
        None => root.push(Property::new("GC", vec![a.summary(played)])),
    }
    let mut color = problem.first;
    for name in played {
        tree.nodes.push(move_node(problem, color, name));
        color = color.other();
    }
    let (keys, others): (Vec<&Child>, Vec<&Child>) =
        a.children.iter().partition(|c| a.moves.contains(&c.mv));
    for child in keys.into_iter().chain(others) {
        let mut first = move_node(problem, color, &child.mv);
        let key = a.moves.contains(&child.mv);
        first
            .props
            .push(Property::new("C", vec![comment(child.status, key)]));
        // SGF's own marks, which viewers show and `file_answer` reads back: a key move is
        // good (TE), a move that gives some of the status away bad (BM).
        if key {
            first.props.push(Property::new("TE", vec!["1".into()]));
        } else if child.status != Status::Unknown && child.status != a.status {
            first.props.push(Property::new("BM", vec!["1".into()]));
        }
        let mut nodes = vec![first];
        if a.pv.first() == Some(&child.mv) {
            let mut c = color.other();
            for name in &a.pv[1..] {
                nodes.push(move_node(problem, c, name));
                c = c.other();
            }
        }
        tree.variations.push(GameTree {
            nodes,
            variations: Vec::new(),
        });
    }
    sgf::print(&[tree])
}

/// The status after a first move, for its node's comment.
fn comment(status: Status, key: bool) -> String {
    match (status, key) {
        (Status::Unknown, _) => "not classified".into(),
        (s, true) => format!("{}: a key move", s.name()),
        (s, false) => format!("{} after this move", s.name()),
    }
}

/// A node playing the move named `name` (a point, or "pass") for `color`.
fn move_node(problem: &Problem, color: Color, name: &str) -> Node {
    let (w, _) = problem.board.grid().expect("a problem's board is a grid");
    let value = match name {
        "pass" => String::new(),
        _ => sgf::point_to_sgf(
            parse_point(&problem.board, name).expect("a move the solver named"),
            w,
        ),
    };
    let id = if color == Color::Black { "B" } else { "W" };
    Node {
        props: vec![Property::new(id, vec![value])],
    }
}
