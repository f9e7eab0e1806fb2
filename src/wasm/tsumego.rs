//! Tsumego bindings: a problem with its rules and the line played from it is a handle,
//! `TsumegoSolver` (construct from SGF and options, `play`/`undo` along a line, `analyse`
//! at the current line with progress); stones and the region cross as typed arrays.

use super::{js_error, to_js, with_budget_polled};
use crate::go::Color;
use crate::tsumego::{KoRule, Overrides, Problem, Settings, Solver};
use crate::Error;
use serde::Deserialize;
use wasm_bindgen::prelude::*;

/// The options a page passes (all optional; the names are the CLI's flags).
const KEYS: [&str; 11] = [
    "problem",
    "region",
    "live",
    "first",
    "ko",
    "pass",
    "superko",
    "approach",
    "budget",
    "orderSeed",
    "children",
];

#[derive(Deserialize, Default)]
#[serde(default)]
struct Options {
    problem: Option<NumberOrText>,
    region: Option<String>,
    live: Option<String>,
    first: Option<String>,
    ko: Option<String>,
    pass: Option<String>,
    superko: Option<String>,
    approach: Option<NumberOrText>,
    budget: Option<NumberOrText>,
    #[serde(rename = "orderSeed")]
    order_seed: Option<f64>,
    children: Option<String>,
}

/// A number as a page gives it, or as text (an element's attribute): either way read by
/// the core's parser, so a word gets the same message as a number out of range.
#[derive(Deserialize)]
#[serde(untagged)]
enum NumberOrText {
    Number(f64),
    Text(String),
}

impl NumberOrText {
    fn text(&self) -> String {
        match self {
            NumberOrText::Number(n) => n.to_string(),
            NumberOrText::Text(t) => t.clone(),
        }
    }
}

/// A CLI parser's message for the wasm option (`--name` read as `name`).
fn parsed<T>(field: &'static str, r: Result<T, String>) -> Result<T, JsValue> {
    r.map_err(|m| bad(field, m.replace("--", "")))
}

fn bad(field: &'static str, message: String) -> JsValue {
    js_error(Error::Invalid(message).in_field(field))
}

/// An empty string means "not given" (a page's "auto" choice).
fn given(v: &Option<String>) -> Option<&str> {
    v.as_deref().map(str::trim).filter(|s| !s.is_empty())
}

fn color(field: &'static str, v: &Option<String>) -> Result<Option<Color>, JsValue> {
    match given(v) {
        None => Ok(None),
        Some(t) => Color::parse(t)
            .map(Some)
            .ok_or_else(|| bad(field, format!("{field} must be black or white, not `{t}`"))),
    }
}

/// A node budget (none: no limit).
fn budget(b: Option<&NumberOrText>) -> Result<Option<u64>, JsValue> {
    b.map(|b| parsed("budget", Settings::parse_budget(&b.text())))
        .transpose()
}

fn settings(o: &Options) -> Result<Settings, JsValue> {
    let mut s = Settings::default();
    if let Some(k) = given(&o.ko) {
        s.ko = parsed("ko", KoRule::parse(k))?;
    }
    if let Some(p) = given(&o.pass) {
        s.pass = parsed("pass", Settings::parse_pass(p))?;
    }
    if let Some(k) = given(&o.superko) {
        s.superko = parsed("superko", Settings::parse_superko(k))?;
    }
    if let Some(n) = &o.approach {
        s.n = parsed("approach", Settings::parse_approach(&n.text()))?;
    }
    s.budget = budget(o.budget.as_ref())?;
    s.order_seed = o.order_seed.map(|x| x as u64);
    if let Some(c) = given(&o.children) {
        s.every_move = every_move(c)?;
    }
    Ok(s)
}

/// "all" (each move's status) or "key" (only the key moves) as `Settings::every_move`.
fn every_move(children: &str) -> Result<bool, JsValue> {
    parsed("children", Settings::parse_children(children))
}

/// The problems a text holds, each as the SGF of its own game tree (a collection's file
/// holds several); errors carry `field`.
#[wasm_bindgen(js_name = tsumegoProblems)]
pub fn tsumego_problems(text: &str) -> Result<Vec<String>, JsValue> {
    Problem::collection(text).map_err(|e| js_error(e.into()))
}

/// A problem being solved: the position after the line played so far, with its rules.
#[wasm_bindgen]
pub struct TsumegoSolver {
    solver: Solver,
}

#[wasm_bindgen]
impl TsumegoSolver {
    /// A problem from SGF (region marked with `SQ`, or `options.region`) or the Go JSON form
    /// (`region` listed in it, or `options.region`; `"auto"`: suggested from the stones),
    /// and options
    /// `{ problem, region, live, first, ko, pass, superko, approach, budget, orderSeed,
    /// children }` (`problem`: which game tree of a collection, from 1); errors carry
    /// `field`: the input at fault (sgf, problem, region, live, first, ko, pass, superko,
    /// approach, budget, children).
    #[wasm_bindgen(constructor)]
    pub fn new(sgf: &str, options: JsValue) -> Result<TsumegoSolver, JsValue> {
        let o: Options = if options.is_undefined() || options.is_null() {
            Options::default()
        } else {
            // serde_wasm_bindgen ignores deny_unknown_fields: a misspelt option is refused here.
            for key in js_sys::Object::keys(&options.clone().into()).iter() {
                let key = key.as_string().unwrap_or_default();
                if !KEYS.contains(&key.as_str()) {
                    return Err(js_error(Error::Parse(format!(
                        "tsumego options: unknown option `{key}` (known: {})",
                        KEYS.join(", ")
                    ))));
                }
            }
            serde_wasm_bindgen::from_value(options)
                .map_err(|e| js_error(Error::Parse(format!("tsumego options: {e}"))))?
        };
        let overrides = Overrides {
            region: given(&o.region).map(str::to_string),
            live: color("live", &o.live)?,
            first: color("first", &o.first)?,
            problem: (o.problem.as_ref())
                .map(|k| parsed("problem", Overrides::parse_problem(&k.text())))
                .transpose()?,
        };
        let settings = settings(&o)?;
        let problem = Problem::parse(sgf, &overrides).map_err(|e| js_error(e.into()))?;
        Ok(TsumegoSolver {
            solver: Solver::new(problem, settings),
        })
    }

    /// The problem: `{ width, height, defender, first, comment, empty, sgf, target, frame }`
    /// (target: the defender's stones in the region, as vertex numbers; frame: the names of
    /// the stones a suggested region added to close itself, `Problem::frame`).
    pub fn problem(&self) -> Result<JsValue, JsValue> {
        let p = &self.solver.problem;
        let (w, h) = p.board.grid().unwrap_or((p.board.len(), 1));
        to_js(&serde_json::json!({
            "width": w,
            "height": h,
            "defender": p.defender.name(),
            "first": p.first.name(),
            "comment": p.comment,
            "empty": p.empty_points(),
            "sgf": p.to_sgf(),
            "target": p.target(),
            "frame": p.frame.iter().map(|&v| crate::go::coord::point_name(&p.board, v)).collect::<Vec<_>>(),
        }))
    }

    /// 1 for each region point, 0 elsewhere (row-major, like `stones`).
    pub fn region(&self) -> Vec<u8> {
        self.solver
            .problem
            .region
            .iter()
            .map(|&r| r as u8)
            .collect()
    }

    /// The stones now: 0 empty, 1 black, 2 white per vertex.
    pub fn stones(&self) -> Vec<u8> {
        self.solver.stones()
    }

    /// The side to move now: "black" or "white".
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> String {
        self.solver.engine.to_move().name().to_string()
    }

    /// The moves played from the problem (GTP names, `pass`).
    pub fn line(&self) -> Vec<String> {
        self.solver.line()
    }

    /// The indices in `line()` of its ko retakes (stone plays that repeat a position).
    pub fn retakes(&self) -> Vec<u32> {
        self.solver.retakes().iter().map(|&i| i as u32).collect()
    }

    /// Plays a move (a region point's name such as `D5`, or `pass`) for the side to move;
    /// an illegal or unknown move is an error with `field` "move".
    pub fn play(&mut self, mv: &str) -> Result<(), JsValue> {
        let m = self
            .solver
            .parse_move(mv)
            .map_err(|e| bad("move", e.to_string()))?;
        self.solver.play(m).map_err(|e| bad("move", e))
    }

    /// The node budget of each later analysis (undefined: no limit). The solver keeps its
    /// table, so an analysis stopped by a small budget goes on from what it found.
    #[wasm_bindgen(js_name = setBudget)]
    pub fn set_budget(&mut self, nodes: Option<f64>) -> Result<(), JsValue> {
        self.solver
            .set_budget(budget(nodes.map(NumberOrText::Number).as_ref())?);
        Ok(())
    }

    /// Whether each later analysis gives every move its status ("all", also when
    /// undefined) or only finds the key moves ("key"). The table is kept, so the page asks
    /// for the key moves first and then goes on to the other moves.
    #[wasm_bindgen(js_name = setChildren)]
    pub fn set_children(&mut self, children: Option<String>) -> Result<(), JsValue> {
        self.solver.settings.every_move = match children {
            Some(c) => every_move(&c)?,
            None => true,
        };
        Ok(())
    }

    /// Takes back the last move; false at the start.
    pub fn undo(&mut self) -> bool {
        self.solver.undo()
    }

    /// Status, key moves, line, ko conditions and the status after every legal move at the
    /// current line (the core's `Analysis` as JSON, plus `solution_sgf`: the answer as SGF,
    /// `Solver::solution_sgf`). `progress(done, total, stage)` is called
    /// every 20,000 nodes (a few ms; the nodes against the budget, until the key moves are
    /// tested, then the moves tested) and before each first move is searched; returning
    /// false stops with status "unknown" (the node budget given at construction, which each
    /// analysis gets whole, does the same).
    pub fn analyse(&mut self, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
        let a = with_budget_polled(progress, 0.0, 20_000, |c| self.solver.analyse(c));
        let mut json =
            serde_json::to_value(&a).map_err(|e| js_error(Error::Parse(e.to_string())))?;
        json["solution_sgf"] = self.solver.solution_sgf(&a).into();
        to_js(&json)
    }
}
