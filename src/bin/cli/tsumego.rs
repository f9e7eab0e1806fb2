//! `asobiba tsumego solve FILE.sgf|SGF …`: life and death with the rules stated. The problem
//! may also be the Go JSON form (`asobiba go play … --json`, plus `region`). `--line` plays
//! moves first, under the same rules, and answers for the position they reach. `--sgf`
//! prints the answer as SGF: the problem, then a variation for each first move.

use super::watch::control_keeping;
use super::{Args, Output};
use asobiba::go::Color;
use asobiba::tsumego::{KoRule, Overrides, Problem, Settings, Solver};

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    match words.get(1).map(String::as_str).unwrap_or("") {
        "solve" => solve(args),
        other => Err(format!(
            "unknown tsumego command `{other}`; try `asobiba tsumego solve problem.sgf`"
        )),
    }
}

fn color(args: &mut Args, name: &str) -> Result<Option<Color>, String> {
    match args.value(name)? {
        None => Ok(None),
        Some(t) => Color::parse(t.trim())
            .map(Some)
            .ok_or_else(|| format!("--{name} must be black or white, not `{t}`")),
    }
}

fn solve(args: &mut Args) -> Result<Output, String> {
    let input = args.required(0, "FILE.sgf or SGF text (or the Go JSON form)")?;
    args.take_positionals(1);
    let text = if input.trim_start().starts_with(['(', '{']) {
        input
    } else {
        super::read_input(&input)?
    };
    let overrides = Overrides {
        region: args.value("region")?,
        live: color(args, "live")?,
        first: color(args, "first")?,
    };
    let mut settings = Settings::default();
    if let Some(k) = args.value("ko")? {
        settings.ko = KoRule::parse(&k)?;
    }
    if let Some(p) = args.value("pass")? {
        settings.pass = Settings::parse_pass(&p)?;
    }
    if let Some(s) = args.value("superko")? {
        settings.superko = Settings::parse_superko(&s)?;
    }
    if let Some(n) = args.value("approach")? {
        settings.n = Settings::parse_approach(&n)?;
    }
    if let Some(s) = args.value("order-seed")? {
        settings.order_seed = Some(
            s.trim()
                .parse::<u64>()
                .map_err(|_| format!("--order-seed must be a whole number, not `{s}`"))?,
        );
    }
    if let Some(b) = args.value("budget")? {
        settings.budget = Some(Settings::parse_budget(&b)?);
    }
    if let Some(c) = args.value("children")? {
        settings.every_move = Settings::parse_children(&c)?;
    }
    let line = args.value("line")?;
    let as_sgf = args.flag("sgf");
    args.finish()?;
    let problem = Problem::parse(&text, &overrides).map_err(|e| format!("{}: {e}", e.field()))?;
    let mut solver = Solver::new(problem, settings);
    // `--line`: the moves played first, under the same rules (as the page's `line`).
    let words: Vec<&str> = (line.as_deref().unwrap_or(""))
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    for (i, w) in words.iter().enumerate() {
        solver
            .parse_move(w)
            .and_then(|mv| solver.play(mv))
            .map_err(|e| format!("--line: move {} ({w}) cannot be played: {e}", i + 1))?;
    }
    // `--timeout` stops the search as a cancel would: the answer keeps what the finished
    // searches established, says the clock stopped it, and the command exits with status 3.
    let (mut a, stop) = control_keeping(|c| Ok(solver.analyse(c)))?;
    if let Some(stop) = &stop {
        for why in [&mut a.stopped, &mut a.children_stopped] {
            if why.is_some() {
                *why = Some(stop.clone());
            }
        }
    }
    let text = format!("{}\nnodes: {}", a.summary(&solver.line()), a.nodes);
    let mut json = serde_json::to_value(&a).expect("serialisable");
    if !words.is_empty() {
        json["line"] = serde_json::json!(solver.line());
        if !solver.retakes().is_empty() {
            json["line_retakes"] = serde_json::json!(solver.retakes());
        }
    }
    // `--sgf`: the answer as SGF instead of words (in JSON, the field `sgf` as well).
    if as_sgf {
        let sgf = solver.solution_sgf(&a);
        json["sgf"] = serde_json::json!(sgf);
        return Ok(Output::new(json, sgf.trim_end().to_string()).stopped(stop));
    }
    Ok(Output::new(json, text).stopped(stop))
}
