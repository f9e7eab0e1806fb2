//! The few SGF properties a problem needs, read from the root node with the shared SGF
//! parser (`crate::go::sgf`).

use std::collections::BTreeMap;

/// The properties of a game tree's first node: name → its values (escapes resolved).
pub type RootNode = BTreeMap<String, Vec<String>>;

/// The first node of the first game tree.
pub fn root_node(text: &str) -> Result<RootNode, String> {
    let trees = crate::go::sgf::parse(text).map_err(|e| e.to_string())?;
    let node = trees
        .first()
        .and_then(|t| t.nodes.first())
        .ok_or_else(|| "SGF: the game tree has no node".to_string())?;
    let mut out = RootNode::new();
    for p in &node.props {
        out.entry(p.id.clone())
            .or_default()
            .extend(p.values.iter().cloned());
    }
    Ok(out)
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
        let n = root_node("(;GM[1]SZ[9]AB[aa][bb:cc]C[a \\] b]PL[W];B[dd])").unwrap();
        assert_eq!(n["SZ"], vec!["9"]);
        assert_eq!(n["AB"], vec!["aa", "bb:cc"]);
        assert_eq!(n["C"], vec!["a ] b"]);
        assert_eq!(points("bb:cc", 9, 9).unwrap().len(), 4);
        assert!(points("zz", 9, 9).is_err());
        assert!(root_node("(;AB[aa").is_err());
        assert!(root_node("hello").is_err());
        assert!(root_node("(;ab[aa])").is_err());
    }
}
