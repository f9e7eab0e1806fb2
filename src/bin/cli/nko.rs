//! `asobiba nko …`: a state with its winning line, the whole table against the article's
//! closed form, the readings tried, and the ko fight as geography.

use super::{control, core, number, Args, Output};
use asobiba::nko::fight::{self, BruteForce, FightGraph};
use asobiba::nko::formula::{self, ReadTable};
use asobiba::nko::{Outcome, Reading, Side};
use serde_json::json;

/// Brute-force nodes for `fight` (the hardest graphs for n ≤ 8 need far more; see the note).
const BRUTE_BUDGET: u64 = 2_000_000;

fn side_arg(text: &str) -> Result<Side, String> {
    match text {
        "black" => Ok(Side::Black),
        "white" => Ok(Side::White),
        _ => Err(format!(
            "the side to move must be black or white, not `{text}`"
        )),
    }
}

fn reading_arg(args: &mut Args) -> Result<Reading, String> {
    match args.value("reading")? {
        None => Ok(Reading::LITERAL),
        Some(r) => r.parse().map_err(|e: asobiba::Error| e.to_string()),
    }
}

fn letter(o: Option<Outcome>) -> char {
    match o {
        Some(Outcome::Black) => 'B',
        Some(Outcome::White) => 'W',
        Some(Outcome::Draw) => 'D',
        None => '-',
    }
}

/// The fight's brute force within `budget` nodes (None when it does not finish), stopped
/// early when `outer` (the command's clock) says so.
fn brute_force(
    g: &FightGraph,
    side: Side,
    budget: u64,
    outer: &mut asobiba::Control,
) -> asobiba::Result<Option<BruteForce>> {
    let mut stopped = false;
    let mut forward = |p: asobiba::work::Progress| {
        stopped = outer.progress(p.done, 0, "brute-force nodes").is_err();
        !stopped
    };
    let mut c = asobiba::Control::unlimited()
        .with_budget(budget)
        .with_listener(&mut forward)
        .with_poll(1 << 12);
    let result = g.brute_force(side, &mut c);
    let nodes = c.steps();
    match result {
        Ok(wins) => Ok(Some(BruteForce {
            winner: if wins { side } else { side.other() },
            nodes,
        })),
        // Stopped by the clock: say so with the nodes searched.
        Err(e @ asobiba::Error::Stopped(_)) if stopped => Err(e),
        Err(asobiba::Error::Stopped(_)) => Ok(None),
        Err(e) => Err(e),
    }
}

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    let max = asobiba::nko::table::MAX_N as u64;
    match words.get(1).map(String::as_str).unwrap_or("") {
        "state" => {
            let n = number(&args.required(0, "N")?, "N", 0, max)? as u32;
            let m = number(&args.required(1, "M")?, "M", 0, max)? as u32;
            let side = side_arg(&args.required(2, "the side to move (black or white)")?)?;
            args.take_positionals(3);
            let pass = args.flag("pass");
            let reading = reading_arg(args)?;
            if m > n {
                return Err(format!("M (Black's kos) must be at most N: {m} > {n}"));
            }
            let t = core(ReadTable::new(n, pass, reading))?;
            let board = t.board(n, m, side).ok_or_else(|| {
                format!("under the reading {reading} the state ({n}, {m}, {side}) falls outside the model")
            })?;
            let line = core(t.table().line(board))?;
            let claim = formula::claim(n, m, side, pass, true);
            let mut text = format!(
                "({n}, {m}, {side} to move){}: {} in {} moves ({}); the article says {}\n",
                if reading == Reading::LITERAL {
                    String::new()
                } else {
                    format!(" read as {board} ({reading})")
                },
                line.winner.name(),
                line.length,
                match line.end {
                    asobiba::nko::End::Atari => "ends by capturing a ko in atari",
                    asobiba::nko::End::NoMove => "ends with no move left",
                    asobiba::nko::End::TwoPasses => "ends with two passes",
                },
                claim.name(),
            );
            for mv in &line.moves {
                text += &format!(
                    "  {:<5} {:<5} → {}\n",
                    mv.by.name(),
                    format!("{:?}", mv.kind).to_lowercase(),
                    mv.to
                );
            }
            Ok(Output::new(
                json!({
                    "winner": line.winner, "length": line.length, "line": line.moves,
                    "end": line.end, "state": [n, m, side], "board": board,
                    "reading": reading.to_string(), "pass": pass,
                    "article": claim, "agrees": claim == line.winner,
                }),
                text,
            ))
        }
        "table" => {
            let n = args.value("max-n")?.ok_or("table needs --max-n N")?;
            let n = number(&n, "--max-n", 1, max)? as u32;
            let pass = args.flag("pass");
            let reading = reading_arg(args)?;
            let t = core(ReadTable::new(n, pass, reading))?;
            let d = t.disagreements();
            let mut rows = Vec::new();
            let mut text = String::new();
            for row in 1..=n {
                let line = |side| {
                    (0..=row)
                        .map(|m| letter(t.outcome(row, m, side)))
                        .collect::<String>()
                };
                let (b, w) = (line(Side::Black), line(Side::White));
                text += &format!("{row:>4}  {b:<width$}  {w}\n", width = n as usize + 1);
                rows.push(json!({ "n": row, "black": b, "white": w }));
            }
            text += &format!(
                "rows: winner for m = 0 … n with Black to move, then White to move (B, W, D draw, - outside the reading)\n\
                 the article's {} disagrees in {} of {} cells (Black to move {}, White to move {}); the bare formula without the atari exception in {}\n",
                if pass { "claim with passes" } else { "closed form" },
                d.total, d.cells, d.black, d.white, d.bare
            );
            Ok(Output::new(
                json!({
                    "max_n": n, "pass": pass, "reading": reading.to_string(),
                    "rows": rows, "disagreements": d.total, "detail": d,
                }),
                text,
            ))
        }
        "readings" => {
            let n = args.value("max-n")?.unwrap_or_else(|| "1000".into());
            let n = number(&n, "--max-n", 1, max - 2)? as u32;
            let list = control(|c| formula::readings_with(n, c))?;
            let mut text = format!(
                "readings against the article's claims, n = 1 … {n}, both sides to move (best first)\n"
            );
            for r in &list {
                text += &format!(
                    "  {:<5} {:<26} disagree {:>7} of {:>7} (bare formula {:>7}; outside {})\n",
                    if r.pass { "pass" } else { "" },
                    r.reading,
                    r.disagreements.total,
                    r.disagreements.cells,
                    r.disagreements.bare,
                    r.disagreements.outside
                );
            }
            Ok(Output::new(json!({ "max_n": n, "readings": list }), text))
        }
        "fight" => {
            let n = number(&args.required(0, "N")?, "N", 1, fight::MAX_N as u64)? as u32;
            let m = number(&args.required(1, "M")?, "M", 0, n as u64 - 1)? as u32;
            let side = side_arg(&args.required(2, "the side to move (black or white)")?)?;
            args.take_positionals(3);
            let budget = args
                .value("budget")?
                .map(|b| number(&b, "--budget", 1, 1 << 40))
                .transpose()?
                .unwrap_or(BRUTE_BUDGET);
            // The core's own brute force cannot be interrupted by the clock; run it here
            // under both the node budget and `--timeout`.
            let mut r = core(fight::report(n, m, side, 0))?;
            if n <= fight::BRUTE_MAX_N {
                let g = core(FightGraph::new(n, m))?;
                r.brute_force = control(|outer| brute_force(&g, side, budget, outer))?;
            }
            let brute = match &r.brute_force {
                Some(b) => format!("brute force: {} wins ({} nodes)", b.winner, b.nodes),
                None if n <= fight::BRUTE_MAX_N => {
                    format!("brute force: not finished within {budget} nodes")
                }
                None => format!("brute force: only for n ≤ {}", fight::BRUTE_MAX_N),
            };
            let mut text = format!(
                "fight on C({n},{m}) = {} × C({n},{}) = {} nodes, {side} to move: {} wins\n  count rule: {} wins; {brute}\n  {}\n  maximum matching of {} pairs:\n",
                r.left, m + 1, r.right, r.winner, r.count_rule, r.strategy, r.matching_size
            );
            for (a, b) in &r.matching {
                text += &format!("    {a:?} — {b:?}\n");
            }
            Ok(Output::from(&r, text))
        }
        "" => Err("nko needs a command: state, table, readings or fight".into()),
        other => Err(format!("unknown nko command `{other}`")),
    }
}
