//! The few SGF properties a problem needs, read from the root node.
//!
//! STOPGAP: this is a minimal reader kept inside the tsumego module until the shared SGF
//! parser of the Go branch lands in `src/go/`; `Problem::from_sgf` only uses `RootNode`
//! (property name → values), so switching is a one-function change.

use std::collections::BTreeMap;

/// The properties of a game tree's first node: name → its values (escapes resolved).
pub type RootNode = BTreeMap<String, Vec<String>>;

/// Parses the first node of the first game tree. Errors name the character offset.
pub fn root_node(text: &str) -> Result<RootNode, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let skip_ws = |i: &mut usize| {
        while *i < chars.len() && chars[*i].is_whitespace() {
            *i += 1;
        }
    };
    skip_ws(&mut i);
    if i >= chars.len() || chars[i] != '(' {
        return Err("SGF must start with `(;`".into());
    }
    i += 1;
    skip_ws(&mut i);
    if i >= chars.len() || chars[i] != ';' {
        return Err(format!("SGF: expected `;` at character {}", i + 1));
    }
    i += 1;
    let mut node = RootNode::new();
    loop {
        skip_ws(&mut i);
        if i >= chars.len() {
            return Err("SGF ends inside the first node (missing `)`)".into());
        }
        let c = chars[i];
        if c == ';' || c == '(' || c == ')' {
            break;
        }
        if !c.is_ascii_uppercase() {
            return Err(format!(
                "SGF: expected a property name at character {}, found `{c}`",
                i + 1
            ));
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_alphabetic() {
            i += 1;
        }
        let name: String = chars[start..i]
            .iter()
            .filter(|c| c.is_ascii_uppercase())
            .collect();
        let mut values = Vec::new();
        loop {
            skip_ws(&mut i);
            if i >= chars.len() || chars[i] != '[' {
                break;
            }
            i += 1;
            let mut v = String::new();
            loop {
                if i >= chars.len() {
                    return Err(format!("SGF: property {name} has an unclosed `[`"));
                }
                match chars[i] {
                    ']' => break,
                    '\\' if i + 1 < chars.len() => {
                        i += 1;
                        // A soft line break (backslash newline) disappears.
                        if chars[i] != '\n' {
                            v.push(chars[i]);
                        }
                    }
                    ch => v.push(ch),
                }
                i += 1;
            }
            i += 1;
            values.push(v);
        }
        if values.is_empty() {
            return Err(format!("SGF: property {name} has no value"));
        }
        node.entry(name).or_default().extend(values);
    }
    Ok(node)
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
