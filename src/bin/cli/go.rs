//! `asobiba go …`: replay moves on any board and report the position.

use super::{control, Args, Output};
use asobiba::go::coord::{move_name, parse_moves, point_name};
use asobiba::go::sgf::{parse as parse_sgf, print as print_sgf, Record};
use asobiba::go::{Board, Color, Game, Ko, Move, Rules, Scoring};
use serde_json::json;
use std::sync::Arc;

pub fn run(args: &mut Args) -> Result<Output, String> {
    let words = args.take_positionals(2);
    match words.get(1).map(String::as_str).unwrap_or("") {
        "play" => play(args),
        "count" => count(args),
        "solve" => solve(args),
        "gtp" => gtp(args),
        "sgf" => sgf(args),
        other => Err(format!(
            "unknown go command `{other}`; try `asobiba go play BOARD --moves \"D4 C3\"`, \
             `asobiba go count BOARD`, \
             `asobiba go solve BOARD`, `asobiba go gtp`, `asobiba go sgf`"
        )),
    }
}

/// A preset, inline JSON, or a path to a JSON board.
pub fn board_arg(text: &str) -> Result<Board, String> {
    let t = text.trim();
    if !t.starts_with('{') && (t.ends_with(".json") || std::path::Path::new(t).is_file()) {
        let body = std::fs::read_to_string(t).map_err(|e| format!("cannot read {t}: {e}"))?;
        return Board::parse(&body).map_err(|e| format!("{t}: {e}"));
    }
    Board::parse(t).map_err(|e| e.to_string())
}

pub fn rules_args(args: &mut Args) -> Result<Rules, String> {
    let mut rules = Rules::default();
    if let Some(k) = args.value("ko")? {
        rules.ko =
            Ko::parse(&k).ok_or_else(|| format!("--ko must be psk, ssk or simple, not `{k}`"))?;
    }
    rules.suicide = args.flag("suicide");
    if let Some(s) = args.value("scoring")? {
        rules.scoring = Scoring::parse(&s)
            .ok_or_else(|| format!("--scoring must be stones or area, not `{s}`"))?;
    }
    if let Some(k) = args.value("komi")? {
        rules.komi = k
            .parse::<f64>()
            .ok()
            .filter(|x| x.is_finite() && x.abs() <= 10_000.0)
            .ok_or_else(|| format!("--komi must be a number, not `{k}`"))?;
    }
    Ok(rules)
}

/// `go count BOARD [--brute]`: the number of positions |C*|, exactly.
fn count(args: &mut Args) -> Result<Output, String> {
    let board = board_arg(&args.required(0, "BOARD (a preset like grid:9x9 or a JSON file)")?)?;
    args.take_positionals(1);
    let brute = args.flag("brute");
    let c = if brute {
        control(|c| asobiba::go::count::count_brute(&board, c))?
    } else {
        control(|c| asobiba::go::count::count(&board, c))?
    };
    let positions = c.positions.to_string();
    let mut out = json!({
        "board": board.name(),
        "vertices": c.vertices,
        "positions": positions,
    });
    let text = if brute {
        format!(
            "{}: {positions} positions ({} vertices, all 3^{} configurations walked)\n",
            board.name(),
            c.vertices,
            c.vertices
        )
    } else {
        out["width"] = json!(c.width);
        out["border_states"] = json!({ "max": c.max_states, "total": c.total_states });
        format!(
            "{}: {positions} positions ({} vertices; frontier width {}, at most {} border states)\n",
            board.name(), c.vertices, c.width, c.max_states
        )
    };
    Ok(Output::new(out, text))
}

/// `go gtp [--size N] [--scoring stones|area] [--komi K] [--budget NODES]`: a GTP engine on
/// standard input and output, answering until `quit` or the end of the input.
fn gtp(args: &mut Args) -> Result<Output, String> {
    let mut rules = rules_args(args)?;
    rules.ko = Ko::Positional;
    let size = match args.value("size")? {
        None => 5,
        Some(s) => s
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=asobiba::go::gtp::MAX_SIZE).contains(n))
            .ok_or_else(|| {
                format!(
                    "--size must be 1 to {}, not `{s}`",
                    asobiba::go::gtp::MAX_SIZE
                )
            })?,
    };
    let budget = match args.value("budget")? {
        None => 20_000_000u64,
        Some(b) => b.parse::<u64>().ok().filter(|&b| b > 0).ok_or_else(|| {
            format!("--budget must be a whole number of nodes above 0, not `{b}`")
        })?,
    };
    Ok(Output::stream(move |out, _json| {
        let mut engine = asobiba::go::gtp::Engine::new(size, rules, budget);
        let stdin = std::io::stdin();
        let mut line = String::new();
        loop {
            line.clear();
            if std::io::BufRead::read_line(&mut stdin.lock(), &mut line)? == 0 {
                return Ok(());
            }
            if let Some(reply) = engine.line(&line) {
                out.write_all(reply.as_bytes())?;
                out.flush()?;
            }
            if engine.done() {
                return Ok(());
            }
        }
    }))
}

/// A margin as a JSON number: whole numbers without a fraction.
pub fn number_json(x: f64) -> serde_json::Value {
    if x.fract() == 0.0 && x.abs() < 1e15 {
        json!(x as i64)
    } else {
        json!(x)
    }
}

/// `go solve BOARD [--scoring stones|area] [--komi K] [--moves …] [--budget NODES]`.
fn solve(args: &mut Args) -> Result<Output, String> {
    let board = Arc::new(board_arg(
        &args.required(0, "BOARD (a small preset like grid:1x5 or a JSON file)")?,
    )?);
    args.take_positionals(1);
    let rules = rules_args(args)?;
    if rules.ko != Ko::Positional {
        return Err("go solve plays under positional superko (--ko psk)".into());
    }
    let budget = match args.value("budget")? {
        None => 200_000_000u64,
        Some(b) => b.parse::<u64>().ok().filter(|&b| b > 0).ok_or_else(|| {
            format!("--budget must be a whole number of nodes above 0, not `{b}`")
        })?,
    };
    let moves = match args.value("moves")? {
        Some(m) => parse_moves(&board, &m)?,
        None => Vec::new(),
    };
    let mut game = Game::empty(board.clone(), rules);
    if let Some((i, m, e)) = replay(&mut game, &moves) {
        return Err(format!(
            "move {i} ({}) is illegal: {e}",
            move_name(&board, m)
        ));
    }
    let sol = control(|c| {
        // The node budget on top of the CLI's listener (--timeout, progress).
        let mut c = std::mem::take(c).with_budget(budget);
        asobiba::go::solve::solve(&game, &mut c)
    })?;
    let out = json!({
        "value": number_json(sol.value),
        "pv": sol.pv.iter().map(|&m| move_name(&board, m)).collect::<Vec<_>>(),
        "moves": sol.moves.iter().map(|&(m, v)| json!({"move": move_name(&board, m), "value": number_json(v)})).collect::<Vec<_>>(),
        "nodes": sol.nodes,
    });
    let mut text = format!(
        "{} ({} scoring, komi {}): Black's margin {} with perfect play; {} nodes\npv: {}\n",
        board.name(),
        match rules.scoring {
            Scoring::Area => "area",
            Scoring::Stones => "stone",
        },
        rules.komi,
        sol.value,
        sol.nodes,
        sol.pv
            .iter()
            .map(|&m| move_name(&board, m))
            .collect::<Vec<_>>()
            .join(" ")
    );
    for &(m, v) in &sol.moves {
        text += &format!("  {:<5} {}\n", move_name(&board, m), v);
    }
    Ok(Output::new(out, text))
}

fn play(args: &mut Args) -> Result<Output, String> {
    let board = Arc::new(board_arg(
        &args.required(0, "BOARD (a preset like grid:9x9 or a JSON file)")?,
    )?);
    args.take_positionals(1);
    let rules = rules_args(args)?;
    let moves = match args.value("moves")? {
        Some(m) => parse_moves(&board, &m)?,
        None => Vec::new(),
    };
    let mut game = Game::empty(board.clone(), rules);
    let mut illegal = None;
    if let Some(path) = args.value("sgf")? {
        let rec = Record::parse(&read(&path)?).map_err(|e| format!("{path}: {e}"))?;
        if rec.board.name() != board.name() {
            return Err(format!(
                "{path} is a {} board but BOARD is {}",
                rec.board.name(),
                board.name()
            ));
        }
        let line = rec.main_line();
        let r = rec
            .replay(*line.last().unwrap(), rules)
            .map_err(|e| format!("{path}: {e}"))?;
        game = r.game;
        if let Some((node, e)) = r.illegal {
            // The index counts the record's moves along the main line.
            let k = line
                .iter()
                .take_while(|&&i| i != node)
                .filter(|&&i| rec.nodes[i].mv.is_some())
                .count();
            illegal = Some((k, rec.nodes[node].mv.unwrap().1, e));
        }
    }
    let offset = game.ply();
    if illegal.is_none() {
        illegal = replay(&mut game, &moves).map(|(i, m, e)| (i + offset, m, e));
    }
    Ok(report(&game, illegal))
}

fn read(path: &str) -> Result<String, String> {
    let bytes = std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"))?;
    // SGF files are often Latin-1 or other charsets (CA); decode leniently.
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

fn sgf(args: &mut Args) -> Result<Output, String> {
    let path = args.required(0, "FILE (an SGF file)")?;
    args.take_positionals(1);
    let text = read(&path)?;
    let trees = parse_sgf(&text).map_err(|e| format!("{path}: {e}"))?;
    let mut nodes = 0;
    for t in &trees {
        let rec = Record::from_tree(t).map_err(|e| format!("{path}: {e}"))?;
        nodes += rec.nodes.len();
    }
    let out = print_sgf(&trees);
    Ok(Output::new(
        json!({ "sgf": out, "games": trees.len(), "nodes": nodes }),
        out.clone(),
    ))
}

/// Plays `moves` in turn; stops at the first illegal one: `(index, move, error)`.
pub fn replay(game: &mut Game, moves: &[Move]) -> Option<(usize, Move, asobiba::go::PlayError)> {
    for (i, &m) in moves.iter().enumerate() {
        if let Err(e) = game.play(m) {
            return Some((i, m, e));
        }
    }
    None
}

pub fn report(game: &Game, illegal: Option<(usize, Move, asobiba::go::PlayError)>) -> Output {
    let board = game.board();
    let list = |c: Color| -> Vec<String> {
        (0..board.len())
            .filter(|&v| game.stone(v) == Some(c))
            .map(|v| point_name(board, v))
            .collect()
    };
    let score = game.score();
    let illegal_json = illegal.map(|(i, m, e)| {
        let mut j = json!({
            "move": move_name(board, m), "index": i, "reason": e.reason(), "message": e.to_string(),
        });
        if let asobiba::go::PlayError::Superko { ply } = e {
            j["repeats"] = json!(ply);
        }
        j
    });
    let out = json!({
        "board": board.name(),
        "rules": game.rules(),
        "black": list(Color::Black),
        "white": list(Color::White),
        "captures": { "black": game.captures(Color::Black), "white": game.captures(Color::White) },
        "to_move": game.to_move(),
        "moves": game.ply(),
        "over": game.is_over(),
        "score": score,
        "illegal": illegal_json,
    });
    let mut text = String::new();
    if let Some(picture) = game.grid_picture() {
        text += &picture;
    } else {
        text += &format!(
            "black: {}\nwhite: {}\n",
            list(Color::Black).join(" "),
            list(Color::White).join(" ")
        );
    }
    text += &format!(
        "{} moves; captures: black {}, white {}; {} to move{}\nscore: {}\n",
        game.ply(),
        game.captures(Color::Black),
        game.captures(Color::White),
        game.to_move().name(),
        if game.is_over() { " (game over)" } else { "" },
        score.text
    );
    if let Some((i, m, e)) = illegal {
        text += &format!("move {i} ({}) is illegal: {e}\n", move_name(board, m));
    }
    Output::new(out, text)
}
