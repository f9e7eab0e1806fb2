//! `cargo bench --bench tsumego [-- --budget NODES] [--json]`: time and nodes of a full
//! solve (status, key moves, line), and of the status alone (settled before the key moves,
//! and shown by the page from then on), against the number of empty points in the region, on a
//! set of eye-space problems (a white group whose only liberties are the eye space, walled
//! in by Black) and of corner and side problems drawn with the white group's outside
//! liberties, each side to move. `--only NAME` runs the problems whose name holds NAME;
//! `--answer-only` skips the full solve; `--random N` adds N random corners with 15-20
//! empty points (default 12, the same every run), reported apart from the drawn problems.
//! The peer, measured in the same run where it is installed (`apt-get install gnugo`):
//! GNU Go's owl reading (`owl_attack` with Black first, `owl_defend` with White first) on
//! the same position, with its answer beside ours. Owl is heuristic (node limits, no
//! proof, its own rules for passes and seki), so its answers are a comparison, not a
//! check; the tests hold the checks. GoTools, the classic exact solver, is not available.

mod common;
#[path = "../tests/common/corner.rs"]
mod corner;

use asobiba::go::{Board, Color};
use asobiba::rng::Rng;
use asobiba::tsumego::{settled_status, solve, Overrides, Problem, Settings, Status};
use asobiba::{Control, Progress};
use common::{emit, Opts};
use corner::{corner_sgf, Place};
use serde_json::json;
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::time::Instant;

/// GNU Go in GTP mode, one process for the whole run.
struct GnuGo {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    version: String,
    /// Where each problem is written for `loadsgf`; removed when the run ends.
    sgf: PathBuf,
}

impl GnuGo {
    fn start() -> Option<GnuGo> {
        let exe = ["gnugo", "/usr/games/gnugo"]
            .into_iter()
            .find(|e| Command::new(e).arg("--version").output().is_ok())?;
        let mut child = Command::new(exe)
            .args(["--mode", "gtp", "--quiet"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .ok()?;
        let input = child.stdin.take()?;
        let output = BufReader::new(child.stdout.take()?);
        let mut gtp = GnuGo {
            child,
            input,
            output,
            version: String::new(),
            sgf: std::env::temp_dir().join(format!("asobiba-owl-{}.sgf", std::process::id())),
        };
        gtp.version = gtp.ask("version")?;
        Some(gtp)
    }

    /// The answer to one GTP command (without its `= `), or None on an error.
    fn ask(&mut self, command: &str) -> Option<String> {
        writeln!(self.input, "{command}").ok()?;
        self.input.flush().ok()?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).ok()? == 0 {
                return None;
            }
            if line.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer += &line;
        }
        answer
            .trim()
            .strip_prefix('=')
            .map(|a| a.trim().to_string())
    }

    /// Owl's reading of the problem, timed: the attacker's (Black first) or the
    /// defender's (White first) result for the target, as one of our statuses, and the
    /// milliseconds of that command alone. GNU Go reads square boards: a rectangle is
    /// loaded onto a square of its longer side, past its edge.
    fn owl(&mut self, p: &Problem) -> Option<(Status, f64)> {
        let (w, h) = p.board.grid()?;
        let n = w.max(h);
        let sgf = p
            .to_sgf()
            .replacen(&format!("SZ[{w}:{h}]"), &format!("SZ[{n}]"), 1);
        std::fs::write(&self.sgf, sgf).ok()?;
        self.ask(&format!("loadsgf {}", self.sgf.display()))?;
        let t = p.target()[0];
        let at = format!(
            "{}{}",
            "ABCDEFGHJKLMNOPQRST".as_bytes()[t % w] as char,
            n - t / w
        );
        let attack = p.first == Color::Black;
        let start = Instant::now();
        let answer = self.ask(&format!(
            "owl_{} {at}",
            if attack { "attack" } else { "defend" }
        ))?;
        let ms = start.elapsed().as_secs_f64() * 1e3;
        // 1: the reader succeeds, 2 or 3: by a ko, 0: it fails.
        let status = match (answer.split_whitespace().next()?, attack) {
            ("2" | "3", _) => Status::Ko,
            ("1", true) | ("0", false) => Status::Dead,
            _ => Status::Alive,
        };
        Some((status, ms))
    }
}

impl Drop for GnuGo {
    fn drop(&mut self) {
        let _ = self.ask("quit");
        let _ = self.child.wait();
        let _ = std::fs::remove_file(&self.sgf);
    }
}

/// A white group around the eye space drawn in `shape` (`+` empty), walled in by Black.
fn eye_problem(shape: &[&str], first: Color) -> Problem {
    let h0 = shape.len() + 4;
    let w0 = shape.iter().map(|r| r.len()).max().unwrap() + 4;
    let (w, h) = (w0 + 1, h0 + 1);
    let mut eye = vec![false; w * h];
    for (r, line) in shape.iter().enumerate() {
        for (c, ch) in line.chars().enumerate() {
            if ch == '+' {
                eye[(r + 2) * w + c + 2] = true;
            }
        }
    }
    let near = |set: &[bool], v: usize| {
        let (r, c) = ((v / w) as i64, (v % w) as i64);
        (-1..=1).any(|dr| {
            (-1..=1).any(|dc| {
                let (rr, cc) = (r + dr, c + dc);
                rr >= 0
                    && cc >= 0
                    && rr < h as i64
                    && cc < w as i64
                    && set[(rr as usize) * w + cc as usize]
            })
        })
    };
    let white: Vec<bool> = (0..w * h).map(|v| !eye[v] && near(&eye, v)).collect();
    let inner: Vec<bool> = (0..w * h).map(|v| eye[v] || white[v]).collect();
    let black: Vec<bool> = (0..w * h).map(|v| !inner[v] && near(&inner, v)).collect();
    let stones = (0..w * h)
        .map(|v| {
            if white[v] {
                Some(Color::White)
            } else if black[v] {
                Some(Color::Black)
            } else {
                None
            }
        })
        .collect();
    let board = Arc::new(Board::parse(&format!("grid:{w}x{h}")).unwrap());
    Problem::new(
        board,
        stones,
        inner,
        Some(Color::White),
        first,
        String::new(),
    )
    .unwrap()
}

/// A problem drawn as rows from the top-left corner of a 19×19 board: `X`/`O` stones
/// outside the region (fixed walls), `x`/`o` stones inside it, `+` empty region points,
/// `.` empty points outside (never next to the region here). White lives.
fn drawn(rows: &[&str], first: Color) -> Problem {
    let mut ab = String::new();
    let mut aw = String::new();
    let mut sq = String::new();
    for (r, line) in rows.iter().enumerate() {
        for (c, ch) in line.chars().filter(|c| !c.is_whitespace()).enumerate() {
            let pt = format!("[{}{}]", (b'a' + c as u8) as char, (b'a' + r as u8) as char);
            match ch {
                'X' | 'x' => ab += &pt,
                'O' | 'o' => aw += &pt,
                _ => {}
            }
            if matches!(ch, 'x' | 'o' | '+') {
                sq += &pt;
            }
        }
    }
    let sgf = format!("(;SZ[19]AB{ab}AW{aw}SQ{sq})");
    let o = Overrides {
        live: Some(Color::White),
        first: Some(first),
        ..Overrides::default()
    };
    Problem::from_sgf(&sgf, &o).expect("a valid drawn problem")
}

/// Corner and side problems: a white group with its eye space and the empty points between
/// it and the black wall (its outside liberties, where Black approaches and White may
/// extend), by the number of empty points in the region.
const DRAWN: &[(&str, &[&str])] = &[
    ("corner 2nd line 5", &["+++++oX", "ooooooX", "XXXXXXX"]),
    ("corner 2nd line 6+1", &["++++++oX", "oooooo+X", "XXXXXXXX"]),
    (
        "corner bent 8",
        &["++++oX", "+ooooX", "++oXXX", "+ooX..", "ooXX..", "XXX..."],
    ),
    (
        "corner 3rd line x",
        &["+++++oX", "+x+++oX", "ooooooX", "XXXXXXX"],
    ),
    (
        "corner 3rd line open",
        &["++++o+X", "++++o+X", "ooooo+X", "++++++X", "XXXXXXX"],
    ),
    (
        "corner x + libs",
        &["++++o+X", "+x++o+X", "ooooo+X", "++++++X", "XXXXXXX"],
    ),
    (
        "corner 3x4 + libs",
        &[
            "++++o+X", "++++o+X", "++++o+X", "ooooo+X", "++++++X", "XXXXXXX",
        ],
    ),
    (
        "side 2nd line 7",
        &["...X+++++++X", "...XoooooooX", "...XXXXXXXXX"],
    ),
    (
        "side 3rd line x",
        &["...X++++++X", "...X+x+++oX", "...XooooooX", "...XXXXXXXX"],
    ),
    (
        "side + libs",
        &[
            "...X+++++++X",
            "...X++x+++oX",
            "...Xoooooo+X",
            "...X+++++++X",
            "...XXXXXXXXX",
        ],
    ),
];

/// Corner shapes from the test fixtures (tests/data/tsumego), White to live.
const CORNER_FIXTURES: &[&str] = &[
    "l-group-open",
    "l-plus-one-first",
    "l-plus-one-second",
    "l-plus-two-descent",
    "long-l-group",
    "j-group",
    "j-group-straight",
    "j-plus-one-descent",
    "ten-thousand-year-ko",
    "ten-thousand-year-ko-hane",
    "carpenters-square",
    "carpenters-square-1",
];

fn fixture(name: &str, first: Color) -> Problem {
    let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
    let o = Overrides {
        live: Some(Color::White),
        first: Some(first),
        ..Overrides::default()
    };
    Problem::from_sgf(&text, &o).expect("a valid fixture")
}

/// A random corner problem with `empty` empty points in the region: a `w`×`h` corner of a
/// 7×7 board walled off by Black (each wall stone with a liberty outside), a few stones
/// inside (a third of them Black), White to live. Hand-drawn shapes are what problem
/// books hold; these are what a user may draw besides (an invasion, a few stones in the
/// open), so the benchmark reports them apart. The SGF, so that the row can be rerun.
fn random_corner(rng: &mut Rng, empty: usize) -> String {
    loop {
        let (w, h) = [(5, 3), (4, 4), (6, 3), (5, 4), (6, 4)][rng.below(5) as usize];
        let stones = 3 + rng.below(7);
        let (mut room, mut white) = (0, false);
        let sgf = corner_sgf((7, 7), (w, h), |place, _, _| match place {
            Place::Region => match rng.below(20) {
                k if k < stones / 3 => 'B',
                k if k < stones => {
                    white = true;
                    'W'
                }
                _ => {
                    room += 1;
                    '.'
                }
            },
            Place::Wall => 'B',
            Place::Beyond => '.',
        });
        let valid = white && Problem::from_sgf(&sgf, &Overrides::default()).is_ok();
        if room == empty && valid {
            return sgf;
        }
    }
}

/// A problem from SGF, White to live, `first` to move.
fn from_sgf(sgf: &str, first: Color) -> Problem {
    let o = Overrides {
        live: Some(Color::White),
        first: Some(first),
        ..Overrides::default()
    };
    Problem::from_sgf(sgf, &o).expect("a valid problem")
}

fn main() {
    let opts = Opts::from_env();
    let budget = opts.number("budget", 1000, 1 << 40, 2_000_000);
    // `--only NAME`: just the problems whose name contains NAME.
    let only = opts.value("only");
    // `--answer-only`: skip the full solve (its columns repeat the answer's).
    let answer_only = opts.flag("answer-only");
    // `--random N`: N random corners with 15-20 empty points (seeded: the same every run).
    let random = opts.number("random", 0, 600, 12) as usize;
    let shapes: &[(&str, &[&str])] = &[
        ("straight three", &["+++"]),
        ("square four", &["++", "++"]),
        ("bulky five", &["++", "+++"]),
        ("rabbity six", &[".++", "+++", ".+."]),
        ("straight seven", &["+++++++"]),
        ("2x4", &["++++", "++++"]),
        ("3x3", &["+++", "+++", "+++"]),
        ("2x5", &["+++++", "+++++"]),
        ("3x4 minus corner", &["+++.", "++++", "++++"]),
        ("3x4", &["++++", "++++", "++++"]),
        ("2x7", &["+++++++", "+++++++"]),
        ("3x5", &["+++++", "+++++", "+++++"]),
        ("3x6", &["++++++", "++++++", "++++++"]),
    ];
    let mut peer = GnuGo::start();
    let mut text = format!(
        "tsumego: per problem, budget {budget} nodes each: the answer (status, key moves, line) alone,\n  then a full solve (every move's status too; open: moves the budget left unknown);\n  owl: {}\n  {:<20} {:>5} {:>6} {:>8} {:>9} {:>11} {:>9} {:>11} {:>9} {:>5} {:>6} {:>8}\n",
        match &peer {
            Some(g) => format!("GNU Go {}'s owl_attack (Black first) or owl_defend (White first), same run", g.version),
            None => "GNU Go not found (apt-get install gnugo): no peer measured".into(),
        },
        "problem", "empty", "first", "status", "status ms", "key nodes", "key ms", "full nodes", "full ms", "open", "owl", "owl ms"
    );
    let mut rows = Vec::new();
    let mut settled = String::new();
    type Make<'a> = Box<dyn Fn(Color) -> Problem + 'a>;
    let mut set: Vec<(String, Make)> = Vec::new();
    for &(name, shape) in shapes {
        set.push((name.into(), Box::new(move |c| eye_problem(shape, c))));
    }
    for &(name, rows) in DRAWN {
        set.push((name.into(), Box::new(move |c| drawn(rows, c))));
    }
    // The corner shapes of the test suite (from tinytsumego2's collection).
    for name in CORNER_FIXTURES {
        set.push((name.to_string(), Box::new(move |c| fixture(name, c))));
    }
    let drawn_rows = set.len();
    let mut rng = Rng::new(2026);
    for i in 0..random {
        let sgf = random_corner(&mut rng, 15 + i % 6);
        set.push((format!("random {i}"), Box::new(move |c| from_sgf(&sgf, c))));
    }
    let mut random_sgf = String::new();
    for (at, (name, make)) in set.iter().enumerate() {
        if only.as_deref().is_some_and(|o| !name.contains(o)) {
            continue;
        }
        for first in [Color::Black, Color::White] {
            // Also when the status settled: the key-move tests' progress names it, and the
            // page shows it from then on, while they run.
            let timed = |every_move: bool| {
                let settings = Settings {
                    budget: Some(budget),
                    every_move,
                    ..Settings::default()
                };
                let start = Instant::now();
                let mut settled_at = None;
                let mut listen = |p: Progress| {
                    if settled_status(p.stage).is_some() && settled_at.is_none() {
                        settled_at = Some(start.elapsed());
                    }
                    true
                };
                let a = solve(
                    make(first),
                    settings,
                    &mut Control::unlimited().with_listener(&mut listen),
                );
                let ms = |t: std::time::Duration| t.as_secs_f64() * 1e3;
                let all = start.elapsed();
                // A budget can run out among the key-move tests with the status settled.
                let status_ms = settled_at
                    .or((a.status != Status::Unknown).then_some(all))
                    .map(ms);
                (a, ms(all), status_ms)
            };
            let empty = make(first).empty_points();
            let (key, key_ms, status_ms) = timed(false);
            let (full, ms) = if answer_only {
                (key.clone(), key_ms)
            } else {
                let (a, ms, _) = timed(true);
                (a, ms)
            };
            // The answer alone may be settled where the full solve is not (with only the
            // key moves asked for, a pass that keeps the status spares testing the others).
            let status = if key.status == Status::Unknown {
                full.status
            } else {
                key.status
            };
            if full.status != Status::Unknown {
                assert_eq!(
                    status, full.status,
                    "{name}: the answer and the full solve differ"
                );
            }
            let open = full
                .children
                .iter()
                .filter(|c| c.status == Status::Unknown)
                .count();
            let owl = peer.as_mut().and_then(|g| g.owl(&make(first)));
            text += &format!(
                "  {name:<20} {empty:>5} {:>6} {:>8} {:>9} {:>11} {key_ms:>9.1} {:>11} {ms:>9.1} {open:>5} {:>6} {:>8}\n",
                first.name(),
                status.name(),
                status_ms.map_or("-".into(), |t| format!("{t:.1}")),
                key.nodes,
                full.nodes,
                owl.map_or("-", |o| o.0.name()),
                owl.map_or("-".into(), |o| format!("{:.1}", o.1)),
            );
            if let Some(b) = &key.bounds {
                settled += &format!("  {name} ({}): {}\n", first.name(), b.describe());
            }
            if at >= drawn_rows && first == Color::Black {
                random_sgf += &format!("  {name}: {}\n", make(first).to_sgf());
            }
            rows.push(
                json!({ "problem": name, "random": at >= drawn_rows, "empty": empty, "first": first.name(),
                "status": status, "status_ms": status_ms,
                "key_nodes": key.nodes, "key_ms": key_ms,
                "nodes": full.nodes, "ms": ms, "open": open, "bounds": key.bounds,
                "owl": owl.map(|o| o.0), "owl_ms": owl.map(|o| o.1) }),
            );
        }
    }
    if !settled.is_empty() {
        text += &format!("  unknown answers: the statuses the budget left possible\n{settled}");
    }
    let (drawn, random): (Vec<_>, Vec<_>) =
        rows.iter().cloned().partition(|r| r["random"] == false);
    // `--only` may leave either set empty.
    if !drawn.is_empty() {
        text += &by_size(&drawn, budget, "the answer");
    }
    if !random.is_empty() {
        text += &by_size(&random, budget, "the random corners' answers");
        text += &format!("  the random corners' problems\n{random_sgf}");
    }
    for (set, what) in [(&drawn, ""), (&random, " (random corners)")] {
        if peer.is_some() && !set.is_empty() {
            text += &against_owl(set, what);
        }
    }
    emit(&opts, json!({ "problems": rows }), &text);
}

/// The answers' times against the number of empty points (the measure), in bands;
/// `what` names the rows.
fn by_size(rows: &[serde_json::Value], budget: u64, what: &str) -> String {
    let mut out = format!(
        "  {what} by empty points: rows, answered within {budget} nodes, under 1 s, median and slowest answered ms,\n  rows whose status (shown while the key moves are found) settled under 1 s\n"
    );
    for (lo, hi) in [(1, 7), (8, 14), (15, 20), (21, 99)] {
        let band: Vec<&serde_json::Value> = rows
            .iter()
            .filter(|r| (lo..=hi).contains(&r["empty"].as_u64().unwrap_or(0)))
            .collect();
        if band.is_empty() {
            continue;
        }
        let mut ms: Vec<f64> = band
            .iter()
            .filter(|r| r["status"] != "unknown")
            .map(|r| r["key_ms"].as_f64().unwrap_or(f64::NAN))
            .collect();
        ms.sort_by(f64::total_cmp);
        let under = ms.iter().filter(|&&t| t < 1000.0).count();
        let status_under = band
            .iter()
            .filter(|r| r["status_ms"].as_f64().is_some_and(|t| t < 1000.0))
            .count();
        let (median, slowest) = match ms.len() {
            0 => ("-".to_string(), "-".to_string()),
            n => (format!("{:.1}", ms[n / 2]), format!("{:.1}", ms[n - 1])),
        };
        out += &format!(
            "  {:>5} {:>5} rows {:>5} answered {:>5} under 1 s   median {median:>8}   slowest {slowest:>8}   the status under 1 s {status_under:>3}\n",
            format!("{lo}-{hi}"),
            band.len(),
            ms.len(),
            under
        );
    }
    out
}

/// Our answers against owl's on the rows both answered: how often they agree (owl has no
/// seki: it reads one as a life), and the time of each.
fn against_owl(rows: &[serde_json::Value], what: &str) -> String {
    let both: Vec<&serde_json::Value> = rows
        .iter()
        .filter(|r| r["status"] != "unknown" && r["owl"].is_string())
        .collect();
    let agree = both
        .iter()
        .filter(|r| {
            let ours = if r["status"] == "seki" {
                "alive"
            } else {
                r["status"].as_str().unwrap_or("")
            };
            r["owl"] == ours
        })
        .count();
    let total = |field: &str| {
        both.iter()
            .map(|r| r[field].as_f64().unwrap_or(0.0))
            .sum::<f64>()
    };
    let (ours, owl) = (total("key_ms"), total("owl_ms"));
    format!(
        "  against GNU Go's owl{what} on the {} rows both answered: the same status on {agree}; time {ours:.0} ms against {owl:.0} ms ({:.1}x)\n",
        both.len(),
        ours / owl
    )
}
