//! `asobiba tsumego solve FILE.sgf|SGF …`: life and death with the rules stated. The problem
//! may also be the Go JSON form (`asobiba go play … --json`, plus `region`). `--line` plays
//! moves first, under the same rules, and answers for the position they reach. `--sgf`
//! prints the answer as SGF: the problem, then a variation for each first move.

use super::watch::control_keeping;
use super::{Args, Output};
use asobiba::go::Color;
use asobiba::tsumego::{Analysis, KoRule, Overrides, Problem, ProblemError, Settings, Solver};

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

/// `--problem`: one game tree of a collection (numbered from 1), or every one.
enum Pick {
    One(usize),
    All,
}

fn pick(args: &mut Args) -> Result<Option<Pick>, String> {
    let Some(t) = args.value("problem")? else {
        return Ok(None);
    };
    match t.trim() {
        "all" => Ok(Some(Pick::All)),
        k => Overrides::parse_problem(k)
            .map(|k| Some(Pick::One(k)))
            .map_err(|e| format!("{e} (or `all` for every one)")),
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
    let picked = pick(args)?;
    let overrides = Overrides {
        region: args.value("region")?,
        live: color(args, "live")?,
        first: color(args, "first")?,
        problem: match picked {
            Some(Pick::One(k)) => Some(k),
            _ => None,
        },
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
    let problems = Problem::collection(&text).map_err(|e| said(&e))?;
    if let Some(Pick::All) = picked {
        if line.is_some() {
            return Err("--line plays moves in one problem; with --problem all, give none".into());
        }
        return solve_all(&problems, &overrides, &settings, as_sgf);
    }
    let problem = Problem::parse(&text, &overrides).map_err(|e| said(&e))?;
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
    said_why_stopped(&mut a, &stop);
    let mut text = format!("{}\nnodes: {}", a.summary(&solver.line()), a.nodes);
    let mut json = serde_json::to_value(&a).expect("serialisable");
    if !words.is_empty() {
        json["line"] = serde_json::json!(solver.line());
        if !solver.retakes().is_empty() {
            json["line_retakes"] = serde_json::json!(solver.retakes());
        }
    }
    // A file of several problems: which one this is, so that the others are not missed.
    if problems.len() > 1 {
        let k = overrides.problem.unwrap_or(1);
        json["collection"] = serde_json::json!({ "problem": k, "count": problems.len() });
        text += &format!(
            "\nproblem {k} of the {} in the file (--problem K for another, --problem all for every one)",
            problems.len()
        );
    }
    // `--sgf`: the answer as SGF instead of words (in JSON, the field `sgf` as well).
    if as_sgf {
        let sgf = solver.solution_sgf(&a);
        json["sgf"] = serde_json::json!(sgf);
        return Ok(Output::new(json, sgf.trim_end().to_string()).stopped(stop));
    }
    Ok(Output::new(json, text).stopped(stop))
}

/// A problem's error in one line: the field it concerns first ("region: …"), except for
/// the problem's text, whose messages say what they read ("SGF error at …", "JSON: …").
fn said(e: &ProblemError) -> String {
    match e.field() {
        "sgf" => e.to_string(),
        field => format!("{field}: {e}"),
    }
}

/// A stop by the clock is said in the answer's own words for why it stopped.
fn said_why_stopped(a: &mut Analysis, stop: &Option<String>) {
    if let Some(stop) = stop {
        for why in [&mut a.stopped, &mut a.children_stopped] {
            if why.is_some() {
                *why = Some(stop.clone());
            }
        }
    }
}

/// `--problem all`: every problem of a collection from its start, each under the budget,
/// in order, with a tally of statuses and of the comments' claims and the files' marked
/// moves that the answers bear out or refute. A problem that cannot be read is reported
/// in its place and the rest go on; the command then exits with status 2 after its
/// output. `--timeout` covers the whole run. With `--sgf`, the answers as one collection
/// (a problem not read is written as it was, so the file keeps its order).
fn solve_all(
    problems: &[String],
    overrides: &Overrides,
    settings: &Settings,
    as_sgf: bool,
) -> Result<Output, String> {
    let count = problems.len();
    let (answers, stop) = control_keeping(|c| {
        let mut answers = Vec::new();
        // Problems answered or refused. Once the clock stops the run, each problem left
        // ends at once, "unknown", and does not count.
        let mut done = 0;
        for text in problems {
            let _ = c.progress(done, count as u64, "problems");
            let answer = Problem::parse(text, overrides).map(|problem| {
                let mut solver = Solver::new(problem, *settings);
                let a = solver.analyse(c);
                let sgf = solver.solution_sgf(&a);
                (a, sgf)
            });
            done += answer
                .as_ref()
                .map_or(1, |(a, _)| a.stopped.is_none() as u64);
            answers.push(answer);
        }
        Ok(answers)
    })?;
    let mut entries = Vec::new();
    let mut lines = Vec::new();
    let mut sgf = String::new();
    let mut statuses = std::collections::BTreeMap::<String, usize>::new();
    let (mut agree, mut refuted) = (0, 0);
    let mut refused = Vec::new();
    // The files' answers (first moves marked correct or wrong) as the key moves judge them.
    let (mut moves_agree, mut moves_refuted) = (0, 0);
    for (i, answer) in answers.into_iter().enumerate() {
        let k = i + 1;
        match answer {
            Err(e) => {
                refused.push(k.to_string());
                lines.push(format!("problem {k}: {}", said(&e)));
                entries.push(
                    serde_json::json!({ "problem": k, "error": e.to_string(), "field": e.field() }),
                );
                sgf += &problems[i];
            }
            Ok((mut a, answer)) => {
                said_why_stopped(&mut a, &stop);
                *statuses.entry(a.status.name().to_string()).or_default() += 1;
                match a.question.as_ref().and_then(|q| q.agrees) {
                    Some(true) => agree += 1,
                    Some(false) => refuted += 1,
                    None => {}
                }
                match a.file_answer.as_ref().and_then(|f| f.agrees) {
                    Some(true) => moves_agree += 1,
                    Some(false) => moves_refuted += 1,
                    None => {}
                }
                lines.push(format!(
                    "problem {k}: {}",
                    a.summary(&[]).replace('\n', "\n  ")
                ));
                let mut entry = serde_json::json!({ "problem": k });
                if let serde_json::Value::Object(fields) =
                    serde_json::to_value(&a).expect("serialisable")
                {
                    entry.as_object_mut().expect("an object").extend(fields);
                }
                if as_sgf {
                    entry["sgf"] = serde_json::json!(answer);
                }
                entries.push(entry);
                sgf += &answer;
            }
        }
    }
    // Problems not read make the command fail after its output, as a problem given alone would.
    let not_read = (!refused.is_empty()).then(|| {
        format!(
            "{} of the {count} problems not read ({} {}): the output says why",
            refused.len(),
            if refused.len() == 1 {
                "problem"
            } else {
                "problems"
            },
            refused.join(", ")
        )
    });
    let refused = refused.len();
    let counted: Vec<String> = statuses.iter().map(|(s, n)| format!("{n} {s}")).collect();
    let mut text = lines.join("\n");
    text += &format!(
        "\n{count} problems: {}; the comments' claims: {agree} borne out, {refuted} refuted; the files' moves: {moves_agree} borne out, {moves_refuted} refuted; {refused} not read",
        if counted.is_empty() { "none solved".to_string() } else { counted.join(", ") }
    );
    let json = serde_json::json!({
        "count": count,
        "problems": entries,
        "tally": {
            "statuses": statuses,
            "claims": { "agree": agree, "refuted": refuted },
            "file_answers": { "agree": moves_agree, "refuted": moves_refuted },
            "refused": refused,
        },
    });
    let text = if as_sgf {
        sgf.trim_end().to_string()
    } else {
        text
    };
    Ok(Output::new(json, text).stopped(stop).refusing(not_read))
}
