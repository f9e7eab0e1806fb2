//! `asobiba poly …`: polyomino counts, lists, canonical forms and cuts.

use super::{core, number, Args, Output};
use asobiba::polyomino::{self, Polyomino};
use asobiba::Control;
use serde_json::json;

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    let command = words.get(1).map(String::as_str).unwrap_or("");
    match command {
        "count" => {
            let n = size_arg(args)?;
            let c = core(polyomino::count(n as usize, &mut Control::unlimited()))?;
            Ok(Output::from(
                &c,
                format!("n = {}: {} free, {} fixed", c.n, c.free, c.fixed),
            ))
        }
        "list" => {
            let n = size_arg(args)?;
            let list = core(polyomino::list_free(n as usize, &mut Control::unlimited()))?;
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
            let shape = shape_arg(args, 0)?;
            args.take_positionals(1);
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
            let shape = shape_arg(args, 0)?;
            args.take_positionals(1);
            let splits = args.flag("splits");
            let report = core(polyomino::cut_report(&shape, &mut Control::unlimited()))?;
            let mut text = format!(
                "{} bipartitions in {} classes\n",
                report.bipartitions,
                report.classes.len()
            );
            let classes: Vec<_> = report
                .classes
                .iter()
                .map(|c| {
                    text += &format!("{:>6}  {} + {}\n", c.count, c.a, c.b);
                    let mut v = json!({ "a": c.a, "b": c.b, "count": c.count });
                    if splits {
                        v["splits"] = json!(c.splits);
                    }
                    v
                })
                .collect();
            Ok(Output::new(
                json!({
                    "shape": shape, "bipartitions": report.bipartitions, "classes": classes,
                    "removals": report.removals,
                }),
                text,
            ))
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
    let text = args.required(index, "SHAPE")?;
    Polyomino::parse_any(&text).map_err(|e| format!("shape `{text}`: {e}"))
}
