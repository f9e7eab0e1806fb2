//! The few SGF properties a problem needs, read from the root node with the shared SGF
//! parser (`crate::go::sgf`).

use super::ProblemError;
use crate::go::sgf::GameTree;
use crate::go::Color;
use std::collections::BTreeMap;

/// The properties of a game tree's first node: name → its values (escapes resolved).
pub type RootNode = BTreeMap<String, Vec<String>>;

/// The game tree numbered `problem` (from 1) in a collection: a file of several problems,
/// one game tree each, as collections are often distributed.
pub fn game_tree(text: &str, problem: usize) -> Result<GameTree, ProblemError> {
    let mut trees = crate::go::sgf::parse(text).map_err(|e| ProblemError::Sgf(e.to_string()))?;
    picked(&trees, problem)?;
    Ok(trees.swap_remove(problem - 1))
}

/// The properties of a game tree's first node, with those of the nodes after it that play
/// no move (some collections put the game's facts in the root and the stones in the next
/// node): each property's values in the order met.
pub fn root_node(tree: &GameTree) -> Result<RootNode, ProblemError> {
    let node = (tree.nodes.first())
        .ok_or_else(|| ProblemError::Sgf("SGF: the game tree has no node".into()))?;
    let mut out = RootNode::new();
    for node in std::iter::once(node).chain(tree.nodes[1..setup_nodes(tree)].iter()) {
        for p in &node.props {
            out.entry(p.id.clone())
                .or_default()
                .extend(p.values.iter().cloned());
        }
    }
    Ok(out)
}

/// How many nodes the setup takes: the root, and the nodes after it that play no move.
pub fn setup_nodes(tree: &GameTree) -> usize {
    let moves = |n: &&crate::go::sgf::Node| n.get("B").is_some() || n.get("W").is_some();
    1 + (tree.nodes.iter().skip(1))
        .take_while(|n| !moves(n))
        .count()
}

/// The stones of the setup nodes (`setup_nodes`), applied node by node: `AB`, `AW`, and
/// `AE`, which clears a point an earlier node set.
pub fn setup_stones(
    tree: &GameTree,
    w: usize,
    h: usize,
) -> Result<Vec<Option<Color>>, ProblemError> {
    let mut stones = vec![None; w * h];
    for node in &tree.nodes[..setup_nodes(tree).min(tree.nodes.len())] {
        for p in &node.props {
            let stone = match p.id.as_str() {
                "AB" => Some(Color::Black),
                "AW" => Some(Color::White),
                "AE" => None,
                _ => continue,
            };
            for value in &p.values {
                for (c, r) in points(value, w, h).map_err(ProblemError::Sgf)? {
                    stones[r * w + c] = stone;
                }
            }
        }
    }
    Ok(stones)
}

/// The problems of a collection, each as the SGF of its own game tree (one for a file of
/// one problem).
pub fn problems(text: &str) -> Result<Vec<String>, ProblemError> {
    let trees = crate::go::sgf::parse(text).map_err(|e| ProblemError::Sgf(e.to_string()))?;
    Ok(trees
        .iter()
        .map(|t| {
            crate::go::sgf::print(std::slice::from_ref(t))
                .trim_end()
                .to_string()
        })
        .collect())
}

/// Whether there is a tree numbered `problem` (from 1), or why not.
fn picked(trees: &[GameTree], problem: usize) -> Result<(), ProblemError> {
    let count = trees.len();
    match problem.checked_sub(1).and_then(|i| trees.get(i)) {
        Some(_) => Ok(()),
        None if count == 1 => Err(ProblemError::Problem(format!(
            "no problem {problem}: the SGF holds one problem"
        ))),
        None => Err(ProblemError::Problem(format!(
            "no problem {problem}: the SGF holds {count} problems (1 to {count})"
        ))),
    }
}

/// A point value `ab` (column a, row b; `a` = 0) or a compressed rectangle `aa:cc`.
pub fn points(value: &str, w: usize, h: usize) -> Result<Vec<(usize, usize)>, String> {
    let one = |s: &str| -> Result<(usize, usize), String> {
        let b = s.as_bytes();
        if b.len() != 2 || !b[0].is_ascii_alphabetic() || !b[1].is_ascii_alphabetic() {
            return Err(format!("SGF: `{s}` is not a point like `cd`"));
        }
        let coord = |x: u8| {
            if x.is_ascii_lowercase() {
                (x - b'a') as usize
            } else {
                (x - b'A') as usize + 26
            }
        };
        let (c, r) = (coord(b[0]), coord(b[1]));
        if c >= w || r >= h {
            return Err(format!("SGF: point `{s}` is off the {w}×{h} board"));
        }
        Ok((c, r))
    };
    match value.split_once(':') {
        None => Ok(vec![one(value)?]),
        Some((a, b)) => {
            let (c0, r0) = one(a)?;
            let (c1, r1) = one(b)?;
            let mut out = Vec::new();
            for r in r0.min(r1)..=r0.max(r1) {
                for c in c0.min(c1)..=c0.max(c1) {
                    out.push((c, r));
                }
            }
            Ok(out)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_root_node() {
        let node = |text: &str| game_tree(text, 1).and_then(|t| root_node(&t));
        let n = node("(;GM[1]SZ[9]AB[aa][bb:cc]C[a \\] b]PL[W];B[dd])").unwrap();
        assert_eq!(n["SZ"], vec!["9"]);
        assert_eq!(n["AB"], vec!["aa", "bb:cc"]);
        assert_eq!(n["C"], vec!["a ] b"]);
        assert_eq!(points("bb:cc", 9, 9).unwrap().len(), 4);
        assert!(points("zz", 9, 9).is_err());
        assert!(node("(;AB[aa").is_err());
        assert!(node("hello").is_err());
        assert!(node("(;ab[aa])").is_err());
        // The stones in the node after the game's facts, as goproblems.com's files have them.
        let n =
            node("(;GM[1]SZ[19]DT[1999];AW[bb]AB[ba]C[Black to live](;B[af])(;B[ah]))").unwrap();
        assert_eq!(
            (n["AW"].clone(), n["AB"].clone(), n["C"].clone()),
            (
                vec!["bb".to_string()],
                vec!["ba".to_string()],
                vec!["Black to live".to_string()]
            )
        );
        let tree = game_tree("(;SZ[9];AB[aa];AW[bb];B[cc];AB[dd])", 1).unwrap();
        assert_eq!(setup_nodes(&tree), 3);
        assert!(!root_node(&tree).unwrap().contains_key("B"));
    }

    #[test]
    fn setup_nodes_are_applied_in_turn_and_ae_clears() {
        let stones = |text: &str| setup_stones(&game_tree(text, 1).unwrap(), 3, 3);
        let (b, w) = (Some(Color::Black), Some(Color::White));
        // A later node clears one stone with AE and turns another white; the move's
        // node and what follows it are not setup.
        let got = stones("(;SZ[3]AB[aa:ca];AE[ba]AW[ca];AB[cc];B[bb];AE[aa])").unwrap();
        assert_eq!(got, vec![b, None, w, None, None, None, None, None, b]);
        assert!(stones("(;SZ[3]AE[zz])").is_err());
    }

    #[test]
    fn a_collection_is_read_tree_by_tree() {
        let text = "junk before (;SZ[9]C[one])\n(;SZ[5]C[two \\] still two];B[aa](;W[bb])(;W[cc]))(;C[three])";
        let list = problems(text).unwrap();
        assert_eq!(list.len(), 3);
        // Each is its tree alone, read back as the same tree (escapes and variations kept).
        let trees = crate::go::sgf::parse(text).unwrap();
        for (one, tree) in list.iter().zip(&trees) {
            assert_eq!(
                crate::go::sgf::parse(one).unwrap(),
                std::slice::from_ref(tree)
            );
        }
        let second = game_tree(text, 2).unwrap();
        assert_eq!(root_node(&second).unwrap()["C"], ["two ] still two"]);
        assert_eq!(game_tree(&list[1], 1).unwrap(), second);
        for k in [0, 4] {
            assert_eq!(
                game_tree(text, k).unwrap_err(),
                ProblemError::Problem(format!("no problem {k}: the SGF holds 3 problems (1 to 3)"))
            );
        }
        assert_eq!(
            game_tree("(;SZ[9])", 2).unwrap_err().to_string(),
            "no problem 2: the SGF holds one problem"
        );
        assert_eq!(game_tree("(;SZ[9])", 2).unwrap_err().field(), "problem");
    }
}
