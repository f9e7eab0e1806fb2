//! `asobiba godomachi …`: solve positions, list moves with values, whole-match tables.

use super::poly::shape_arg;
use super::{control, core, number, Args, Output};
use asobiba::godomachi::{table, Position, Rules, Solver};
use serde_json::json;

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    let rules = if args.flag("half") {
        Rules::HALF
    } else {
        Rules::OFFICIAL
    };
    let mut solver = Solver::new(rules);
    match words.get(1).map(String::as_str).unwrap_or("") {
        command @ ("solve" | "moves") => {
            let (a, b) = (shape_arg(args, 0)?, shape_arg(args, 1)?);
            args.take_positionals(2);
            let all = command == "moves";
            let position = core(Position::new(a, b).map_err(asobiba::Error::from))?;
            let r = control(|c| solver.analyse(&position, all, c))?;
            let mut text = format!(
                "{} player wins in {} ({} positions searched)\n",
                if r.winner == asobiba::godomachi::Winner::First {
                    "first"
                } else {
                    "second"
                },
                r.length,
                r.nodes
            );
            let list = if all {
                r.moves.as_deref().unwrap_or_default()
            } else {
                &r.best[..]
            };
            for m in list {
                let value = m
                    .value
                    .map(|v| format!("  → {:?} in {}", v.winner, v.length))
                    .unwrap_or_default();
                text += &format!("remove {} leaving {} and {}{}\n", m.piece, m.a, m.b, value);
            }
            let moves =
                |ms: &[asobiba::godomachi::Move], with_value: bool| -> Vec<serde_json::Value> {
                    ms.iter()
                        .map(|m| {
                            let mut v = json!({ "piece": m.piece, "a": m.a, "b": m.b });
                            if with_value {
                                if let Some(val) = m.value {
                                    v["winner"] = json!(val.winner);
                                    v["length"] = json!(val.length);
                                }
                            }
                            v
                        })
                        .collect()
                };
            let mut out = json!({
                "a": position.a(), "b": position.b(), "rules": if rules.half { "half" } else { "official" },
                "winner": r.winner, "length": r.length, "best": moves(&r.best, false), "nodes": r.nodes,
            });
            if let Some(all) = &r.moves {
                out["moves"] = json!(moves(all, true));
            }
            Ok(Output::new(out, text))
        }
        "match" => {
            let n = number(&args.required(0, "N")?, "N", 1, table::MAX_MATCH_N as u64)? as usize;
            args.take_positionals(1);
            let matrix = args.value("matrix")?;
            let start = std::time::Instant::now();
            let t = control(|c| table::whole_match(n, rules, &mut solver, c));
            let secs = start.elapsed().as_secs_f64();
            let t = t?;
            let s = t.summary();
            if let Some(path) = matrix {
                let doc = json!({
                    "n": n, "rules": if rules.half { "half" } else { "official" },
                    "shapes": t.shapes,
                    "lengths": t.shapes.iter().enumerate().map(|(i, _)| (0..t.shapes.len()).map(|j| t.length(i, j)).collect::<Vec<_>>()).collect::<Vec<_>>(),
                    "note": "lengths[i][j]: game length of shape i against shape j; odd = first player wins; 0 on the diagonal (congruent: second player wins in 0)",
                });
                std::fs::write(&path, doc.to_string())
                    .map_err(|e| format!("cannot write {path}: {e}"))?;
            }
            let fmt = |m: &std::collections::BTreeMap<String, u64>| {
                m.iter()
                    .map(|(k, v)| format!("{k}: {v}"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let text = format!(
                "n = {n}: {} pairs; first player wins {} ({}); second player wins {} ({}); {:.2} s",
                s.pairs,
                s.first.values().sum::<u64>(),
                fmt(&s.first),
                s.second.values().sum::<u64>(),
                fmt(&s.second),
                secs
            );
            Ok(Output::from(&s, text))
        }
        "random" => {
            let n = number(
                &args.required(0, "N")?,
                "N",
                2,
                asobiba::polyomino::key::SMALL_MAX as u64,
            )? as usize;
            args.take_positionals(1);
            let seed = args
                .value("seed")?
                .map(|v| number(&v, "--seed", 0, u64::MAX))
                .transpose()?
                .unwrap_or(1);
            let mut rng = asobiba::rng::Rng::new(seed);
            let a = core(asobiba::polyomino::random(n, &mut rng))?;
            let b = core(asobiba::polyomino::random(n, &mut rng))?;
            Ok(Output::new(
                json!({ "n": n, "seed": seed, "a": a, "b": b }),
                format!("{a} {b}"),
            ))
        }
        "" => Err("godomachi needs a command: solve, moves, match or random".into()),
        other => Err(format!("unknown godomachi command `{other}`")),
    }
}
