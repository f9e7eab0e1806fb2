//! The answer a problem's file gives, in the variations after its setup: the first moves it
//! marks correct or wrong, as collections mark them ("RIGHT" at the end of a correct line,
//! as goproblems.com does; "Correct", "Wrong", 正解, 失敗, 正确, 失败, 정답, 오답 at the start
//! of a comment; the SGF's TE and BM on the move itself), or its one line when nothing is
//! marked. An answer's own SGF (`record`) marks its first moves TE and BM, so it reads back
//! as the answer it records. The solver's key moves then confirm or refute it, as the answer's status does
//! the comment's claim (`question`).

use super::sgf::setup_nodes;
use crate::go::sgf::{point_from_sgf, GameTree, Node};
use crate::go::Color;

/// The first moves a file's variations give, by the side that moves first there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileAnswer {
    /// The side whose moves the variations start with.
    pub first: Color,
    /// Vertices of the first moves it marks correct (or of its one unmarked line's).
    pub correct: Vec<usize>,
    /// Vertices of the first moves it marks wrong (none correct below them).
    pub wrong: Vec<usize>,
    /// False when nothing is marked and `correct` is the file's one line.
    pub marked: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mark {
    Correct,
    Wrong,
}

/// The file's answer, if its variations give one: first moves all by one side, on the
/// board, and either marked or a single line.
pub fn read(tree: &GameTree, w: usize, h: usize) -> Option<FileAnswer> {
    // The first moves: the main line's node after the setup, else each variation's first.
    let k = setup_nodes(tree);
    let starts: Vec<(&Node, Vec<Option<Mark>>)> = match tree.nodes.get(k) {
        Some(node) => vec![(node, lines(&tree.nodes[k..], &tree.variations))],
        None => (tree.variations.iter())
            .filter_map(|v| Some((v.nodes.first()?, lines(&v.nodes, &v.variations))))
            .collect(),
    };
    let mut first = None;
    let (mut correct, mut wrong, mut unmarked) = (Vec::new(), Vec::new(), Vec::new());
    for (node, marks) in starts {
        let (color, value) = [(Color::Black, "B"), (Color::White, "W")]
            .into_iter()
            .find_map(|(c, id)| Some((c, node.value(id)?)))?;
        if *first.get_or_insert(color) != color {
            return None;
        }
        // A pass (or a point off the board) is no move to check.
        let Some(v) = point_from_sgf(value, w, h) else {
            continue;
        };
        let own = if node.get("TE").is_some() {
            Some(Mark::Correct)
        } else if node.get("BM").is_some() {
            Some(Mark::Wrong)
        } else {
            None
        };
        let mark = own.or(if marks.contains(&Some(Mark::Correct)) {
            Some(Mark::Correct)
        } else if marks.contains(&Some(Mark::Wrong)) {
            Some(Mark::Wrong)
        } else {
            None
        });
        let list = match mark {
            Some(Mark::Correct) => &mut correct,
            Some(Mark::Wrong) => &mut wrong,
            None => &mut unmarked,
        };
        if !list.contains(&v) {
            list.push(v);
        }
    }
    let first = first?;
    if correct.is_empty() && wrong.is_empty() {
        // Nothing marked: a tree that is one line, with no branch (as collections give a
        // solution alone), is the file's answer; a tree that branches says nothing.
        return (unmarked.len() == 1 && one_line(tree) && !move_marks(tree)).then(|| FileAnswer {
            first,
            correct: unmarked,
            wrong: Vec::new(),
            marked: false,
        });
    }
    // A move with a correct line and a wrong one is correct (the wrong one a later slip).
    wrong.retain(|v| !correct.contains(v));
    Some(FileAnswer {
        first,
        correct,
        wrong,
        marked: true,
    })
}

/// Whether a node of the tree carries TE or BM (as an answer's record marks the moves
/// after a line played: that line is then no answer of the file's).
fn move_marks(tree: &GameTree) -> bool {
    (tree.nodes.iter()).any(|n| n.get("TE").is_some() || n.get("BM").is_some())
        || tree.variations.iter().any(move_marks)
}

/// Whether a tree is a single line: no node has two children.
fn one_line(tree: &GameTree) -> bool {
    match tree.variations.as_slice() {
        [] => true,
        [only] => one_line(only),
        _ => false,
    }
}

/// The mark of each line from these nodes to a leaf: correct if a comment on it says so,
/// else wrong if one says that, else none.
fn lines(nodes: &[Node], variations: &[GameTree]) -> Vec<Option<Mark>> {
    let here = nodes
        .iter()
        .filter_map(comment_mark)
        .fold(None, |m, n| match m {
            Some(Mark::Correct) => m,
            _ => Some(n),
        });
    if variations.is_empty() {
        return vec![here];
    }
    (variations.iter())
        .flat_map(|v| lines(&v.nodes, &v.variations))
        .map(|m| match (here, m) {
            (Some(Mark::Correct), _) | (_, Some(Mark::Correct)) => Some(Mark::Correct),
            (h, m) => m.or(h),
        })
        .collect()
}

/// What a node's comment says of its line: "RIGHT" anywhere (goproblems.com's mark), or a
/// line of it that starts with a word of the kind.
fn comment_mark(node: &Node) -> Option<Mark> {
    const CORRECT: &[&str] = &["correct", "right", "正解", "正确", "正確", "정답"];
    const WRONG: &[&str] = &[
        "wrong",
        "incorrect",
        "failure",
        "fail",
        "failed",
        "不正解",
        "失敗",
        "失败",
        "错误",
        "錯誤",
        "오답",
        "실패",
    ];
    let text = node.value("C")?;
    if text
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| w == "RIGHT")
    {
        return Some(Mark::Correct);
    }
    text.lines().find_map(|line| {
        let line = line.trim_start().to_lowercase();
        let starts = |w: &&str| {
            line.strip_prefix(*w)
                .is_some_and(|rest| !rest.starts_with(|c: char| c.is_ascii_alphanumeric()))
        };
        // "不正解" before "正解"; a word only whole ("rightly" is not "right").
        if WRONG.iter().any(starts) {
            Some(Mark::Wrong)
        } else {
            CORRECT.iter().any(starts).then_some(Mark::Correct)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::sgf::parse;

    fn answer(sgf: &str) -> Option<FileAnswer> {
        read(&parse(sgf).unwrap()[0], 9, 9)
    }

    fn at(s: &str) -> usize {
        point_from_sgf(s, 9, 9).unwrap()
    }

    #[test]
    fn reads_the_marks_collections_write() {
        let setup = "(;SZ[9]AB[aa]AW[ba]";
        // goproblems.com: RIGHT at the end of a correct line; other lines are wrong.
        let a = answer(&format!(
            "{setup}(;B[cc];W[dd];B[ee]C[Good. RIGHT])(;B[dc];W[cc]C[White lives.])(;B[ec];W[cc]C[Wrong]))"
        ))
        .unwrap();
        assert_eq!(a.first, Color::Black);
        assert_eq!(
            (a.correct, a.wrong, a.marked),
            (vec![at("cc")], vec![at("ec")], true)
        );
        // Words at the start of a comment, in several languages; TE and BM on the move.
        for (c, w) in [
            ("Correct!", "Wrong: the eye is false"),
            ("正解図", "失敗"),
            ("正确", "失败"),
            ("정답", "오답"),
            ("correct answer", "Incorrect."),
        ] {
            let a = answer(&format!("{setup}(;W[cc];B[dd]C[{c}])(;W[dc];B[cc]C[{w}]))")).unwrap();
            assert_eq!(
                (a.first, a.correct, a.wrong),
                (Color::White, vec![at("cc")], vec![at("dc")]),
                "{c} {w}"
            );
        }
        let a = answer(&format!("{setup}(;B[cc]TE[1])(;B[dc]BM[1]))")).unwrap();
        assert_eq!((a.correct, a.wrong), (vec![at("cc")], vec![at("dc")]));
        // A first move with a correct line and a wrong one (a later slip) is correct.
        let a = answer(&format!(
            "{setup}(;B[cc](;W[dd];B[ee]C[RIGHT])(;W[ee];B[ff]C[Wrong])))"
        ))
        .unwrap();
        assert_eq!((a.correct, a.wrong), (vec![at("cc")], vec![]));
        // goproblems.com's classic sample: the stones in the node after the root, RIGHT
        // deep in the one first move's lines that lives.
        let a = answer("(;FF[4]GM[1]SZ[9]GN[Copyright goproblems.com];AW[bb]AB[ba]C[Black to play and live.](;B[af];W[ah](;B[ce];W[ag]C[only one eye this way])(;B[ag];W[ce]))(;B[ah];W[af](;B[ae];W[bf];B[ag];W[bf](;B[af];W[ce]C[oops! you can't take this stone])(;B[ce];W[af];B[bg]C[RIGHT black plays under the stones and lives]))(;B[bf];W[ae]))(;B[ae];W[ag]))").unwrap();
        assert_eq!(
            (a.first, a.correct, a.wrong),
            (Color::Black, vec![at("ah")], vec![])
        );
        // One unmarked line is the file's answer, in the main line or a variation.
        for sgf in [
            format!("{setup};B[cc];W[dd])"),
            format!("{setup}(;B[cc];W[dd]))"),
        ] {
            let a = answer(&sgf).unwrap();
            assert_eq!((a.correct, a.marked), (vec![at("cc")], false), "{sgf}");
        }
    }

    #[test]
    fn says_nothing_where_the_file_gives_no_answer() {
        let setup = "(;SZ[9]AB[aa]AW[ba]";
        for sgf in [
            format!("{setup})"),
            // Several lines, none marked; one first move whose line branches, none marked
            // (a record of a line played, with its next moves).
            format!("{setup}(;B[cc])(;B[dc]))"),
            format!("{setup};B[cc](;W[dd])(;W[ee]))"),
            // First moves by both sides.
            format!("{setup}(;B[cc]C[RIGHT])(;W[dc]C[RIGHT]))"),
            // Off the board, or a pass.
            format!("{setup};B[zz])"),
            format!("{setup};B[])"),
            // Not a move.
            format!("{setup};AB[cc])"),
        ] {
            assert_eq!(answer(&sgf), None, "{sgf}");
        }
        // Words inside commentary are not marks; "right" must be the line's first word.
        let a = answer(&format!(
            "{setup}(;B[cc]C[the right side is weak])(;B[dc]C[rightly so]))"
        ));
        assert_eq!(a, None);
    }
}
