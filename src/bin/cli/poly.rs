//! `asobiba poly …`: polyomino counts, lists, canonical forms and cuts.

use super::{control, number, Args, Output};
use asobiba::polyomino::{self, cuts, Polyomino};
use serde_json::json;

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    let command = words.get(1).map(String::as_str).unwrap_or("");
    match command {
        "count" => {
            let n = size_arg(args)?;
            let c = control(|c| polyomino::count(n as usize, c))?;
            Ok(Output::from(
                &c,
                format!("n = {}: {} free, {} fixed", c.n, c.free, c.fixed),
            ))
        }
        "list" => {
            let n = size_arg(args)?;
            let list = control(|c| polyomino::list_free(n as usize, c))?;
            let text = list
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join("\n");
            Ok(Output::new(
                json!({ "n": n, "count": list.len(), "shapes": list }),
                text,
            ))
        }
        "canon" => {
            let shape = shape_input(args)?;
            let canon = shape.canonical();
            let group = shape.symmetry_group();
            Ok(Output::new(
                json!({
                    "shape": shape, "canonical": canon, "area": shape.area(),
                    "symmetry_order": group.order(), "symmetry_group": group.name(),
                }),
                format!(
                    "canonical {canon}\narea {}\nsymmetry group {} of order {}",
                    shape.area(),
                    group.name(),
                    group.order()
                ),
            ))
        }
        "cuts" => {
            let shape = shape_input(args)?;
            let splits = args.flag("splits");
            let tally = control(|c| cuts::cut_tally(&shape, cuts::SPLITS_KEPT, c))?;
            // Written class by class: a big shape has hundreds of thousands of classes.
            Ok(Output::stream(move |w, json| {
                if !json {
                    writeln!(
                        w,
                        "{} bipartitions in {} classes",
                        tally.bipartitions,
                        tally.class_count()
                    )?;
                    for c in tally.classes() {
                        writeln!(w, "{:>6}  {} + {}", c.count, c.a, c.b)?;
                    }
                    return Ok(());
                }
                write!(
                    w,
                    "{{\"shape\":{},\"bipartitions\":{},\"classes\":[",
                    serde_json::to_string(&shape)?,
                    tally.bipartitions
                )?;
                for (i, c) in tally.classes().enumerate() {
                    let mut v = json!({ "a": c.a, "b": c.b, "count": c.count });
                    if splits {
                        v["splits"] = json!(c.splits);
                    }
                    write!(w, "{}{v}", if i > 0 { "," } else { "" })?;
                }
                write!(w, "],\"removals\":[")?;
                for (i, r) in tally.removals().enumerate() {
                    let v = json!({ "piece": r.piece, "remainder": r.remainder, "count": r.count });
                    write!(w, "{}{v}", if i > 0 { "," } else { "" })?;
                }
                writeln!(w, "]}}")
            }))
        }
        "" => Err("poly needs a command: count, list, canon or cuts".into()),
        other => Err(format!("unknown poly command `{other}`")),
    }
}

/// The size N of `count` and `list`, taken from the arguments.
fn size_arg(args: &mut Args) -> Result<u64, String> {
    let n = number(
        &args.required(0, "N")?,
        "N",
        1,
        polyomino::enumerate::MAX_N as u64,
    )?;
    args.take_positionals(1);
    Ok(n)
}

/// A polyomino from the i-th argument (notation or cell list).
pub fn shape_arg(args: &Args, index: usize) -> Result<Polyomino, String> {
    parse_shape(&args.required(index, "SHAPE")?)
}

fn parse_shape(text: &str) -> Result<Polyomino, String> {
    Polyomino::parse_any(text).map_err(|e| format!("shape {}: {e}", super::quote(text)))
}

/// The one shape of `canon` and `cuts`: the argument SHAPE, `-` for standard input, or
/// `--shape-file F` (shapes of up to 100 000 cells do not fit on a command line).
fn shape_input(args: &mut Args) -> Result<Polyomino, String> {
    if let Some(text) = args.text("shape")? {
        return parse_shape(&text);
    }
    let text = args.required(0, "SHAPE (or --shape-file F)")?;
    args.take_positionals(1);
    if text == "-" {
        parse_shape(&super::read_input("-")?)
    } else {
        parse_shape(&text)
    }
}
