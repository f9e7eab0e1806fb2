//! A life-and-death problem: a grid position, the region where play happens, who lives and
//! who moves. Built from SGF (`AB AW PL`, the region marked with `SQ`, the question in `C`)
//! or from the Go JSON form (what `asobiba go play --json` prints, plus `region`) through a
//! fallible constructor; errors name the input they concern.

use super::file_answer::{self, FileAnswer};
use super::question::{self, Question};
use super::region;
use super::sgf;
use crate::go::coord::{parse_point, point_name};
use crate::go::sgf as go_sgf;
use crate::go::{Board, Color, Game, Rules, Setup};
use serde::Deserialize;
use std::fmt;
use std::sync::Arc;

/// The most region points (the search keeps region stones in 128-bit masks).
pub const MAX_REGION: usize = 128;
/// The largest grid side accepted.
pub const MAX_SIDE: usize = 25;

/// What is wrong with a problem; each variant names its input (`sgf`, `region`, `live`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ProblemError {
    Sgf(String),
    Region(String),
    Live(String),
    First(String),
    /// The problem picked from a collection (`--problem`) is not in it.
    Problem(String),
}

impl ProblemError {
    pub fn field(&self) -> &'static str {
        match self {
            ProblemError::Sgf(_) => "sgf",
            ProblemError::Region(_) => "region",
            ProblemError::Live(_) => "live",
            ProblemError::First(_) => "first",
            ProblemError::Problem(_) => "problem",
        }
    }
}

impl fmt::Display for ProblemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProblemError::Sgf(m)
            | ProblemError::Region(m)
            | ProblemError::Live(m)
            | ProblemError::First(m)
            | ProblemError::Problem(m) => f.write_str(m),
        }
    }
}

impl From<ProblemError> for crate::Error {
    fn from(e: ProblemError) -> Self {
        let field = e.field();
        let inner = match &e {
            ProblemError::Sgf(_) => crate::Error::Parse(e.to_string()),
            _ => crate::Error::Invalid(e.to_string()),
        };
        inner.in_field(field)
    }
}

/// The Go JSON form of a position, as `asobiba go play --json` prints it, with the fields a
/// problem adds (`region`, `live`, `comment`).
#[derive(Deserialize)]
struct GoJson {
    board: serde_json::Value,
    #[serde(default)]
    black: Vec<String>,
    #[serde(default)]
    white: Vec<String>,
    to_move: Option<String>,
    region: Option<serde_json::Value>,
    live: Option<String>,
    comment: Option<String>,
}

/// Point names separated by spaces or commas.
fn split_points(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',')
}

/// The JSON's `region`: a list of points, or one string of them as `--region` takes it.
fn json_region(board: &Board, value: &serde_json::Value) -> Result<Vec<bool>, ProblemError> {
    let bad = |m: &str| ProblemError::Region(format!("JSON: `region` {m}"));
    match value {
        serde_json::Value::String(text) => region_of(board, split_points(text)),
        serde_json::Value::Array(list) => {
            let words: Option<Vec<&str>> = list.iter().map(|w| w.as_str()).collect();
            region_of(
                board,
                words
                    .ok_or_else(|| bad("lists a point that is not a string"))?
                    .into_iter(),
            )
        }
        _ => Err(bad("must be a list of points or a string of them")),
    }
}

/// The region from point names (GTP, like `A1`); at least one.
fn region_of<'a>(
    board: &Board,
    words: impl Iterator<Item = &'a str>,
) -> Result<Vec<bool>, ProblemError> {
    let mut region = vec![false; board.len()];
    let mut any = false;
    for word in words.filter(|w| !w.trim().is_empty()) {
        region[parse_point(board, word).map_err(ProblemError::Region)?] = true;
        any = true;
    }
    match any {
        true => Ok(region),
        false => Err(ProblemError::Region("the region lists no points".into())),
    }
}

/// The defender the question names, if it has stones on the board, or in `region` when
/// that is known (a question that does not fit the stones is left aside).
fn asked_defender(
    asked: &Option<Question>,
    stones: &[Option<Color>],
    region: Option<&[bool]>,
) -> Option<Color> {
    let c = asked.as_ref()?.defender?;
    let placed = |v: usize| stones[v] == Some(c) && region.is_none_or(|r| r[v]);
    (0..stones.len()).any(placed).then_some(c)
}

/// A validated problem.
#[derive(Debug, Clone)]
pub struct Problem {
    pub board: Arc<Board>,
    pub stones: Vec<Option<Color>>,
    /// `region[v]`: play happens at v (if empty) and stones at v can be captured.
    pub region: Vec<bool>,
    pub defender: Color,
    pub first: Color,
    /// The SGF `C` of the root, if any.
    pub comment: String,
    /// The question the comment asks ("Black to kill", "黒先白死"), or else the SGF's game
    /// comment (GC), if either asks one (`question::read`).
    pub question: Option<Question>,
    /// Whether the region was suggested from the stones (`region::suggest`), not given.
    pub region_suggested: bool,
    /// The attacker stones a suggested region added just outside itself to close it, as
    /// a collection's diagram leaves the outside to the reader (`region::suggest`).
    pub frame: Vec<usize>,
    /// The first moves the SGF's variations mark correct or wrong (`file_answer::read`).
    pub file_answer: Option<FileAnswer>,
}

/// Overrides of what the SGF says (the CLI's `--region`, `--live`, `--first`), and which
/// problem of a collection (`--problem`).
#[derive(Debug, Clone, Default)]
pub struct Overrides {
    /// Point names (GTP, like `A1 B2`) separated by spaces or commas.
    pub region: Option<String>,
    pub live: Option<Color>,
    pub first: Option<Color>,
    /// The game tree to read, numbered from 1 (none: the first).
    pub problem: Option<usize>,
}

impl Overrides {
    /// `--problem K`: a problem's number in a collection, from 1.
    pub fn parse_problem(text: &str) -> Result<usize, String> {
        match text.trim().parse::<usize>() {
            Ok(k) if k >= 1 => Ok(k),
            _ => Err(format!(
                "--problem must be a problem's number in the file, from 1, not `{}`",
                text.trim()
            )),
        }
    }
}

impl Problem {
    /// A problem from SGF text and overrides.
    pub fn from_sgf(text: &str, o: &Overrides) -> Result<Problem, ProblemError> {
        let tree = sgf::game_tree(text, o.problem.unwrap_or(1))?;
        let node = sgf::root_node(&tree)?;
        let (w, h) = match node.get("SZ").and_then(|v| v.first()) {
            None => (19, 19),
            Some(s) => {
                let parse = |t: &str| t.trim().parse::<usize>().ok();
                let (w, h) = match s.split_once(':') {
                    Some((a, b)) => (parse(a), parse(b)),
                    None => (parse(s), parse(s)),
                };
                match (w, h) {
                    (Some(w), Some(h))
                        if (2..=MAX_SIDE).contains(&w) && (2..=MAX_SIDE).contains(&h) =>
                    {
                        (w, h)
                    }
                    _ => {
                        return Err(ProblemError::Sgf(format!(
                            "SGF: SZ[{s}] is not a board size from 2 to {MAX_SIDE}"
                        )))
                    }
                }
            }
        };
        let board = Arc::new(
            Board::parse(&format!("grid:{w}x{h}")).map_err(|e| ProblemError::Sgf(e.to_string()))?,
        );
        let answer = file_answer::read(&tree, w, h);
        let mut stones = sgf::setup_stones(&tree, w, h)?;
        for prop in ["B", "W"] {
            if node.contains_key(prop) {
                return Err(ProblemError::Sgf(format!(
                    "SGF: the root node plays a move ({prop}[…]); a problem is set up with AB/AW"
                )));
            }
        }
        let comment = node.get("C").map(|v| v.join("\n")).unwrap_or_default();
        // Some collections ask in the game comment (GC) instead.
        let game_comment = node.get("GC").map(|v| v.join("\n")).unwrap_or_default();
        let asked = question::read(&comment).or_else(|| question::read(&game_comment));
        let mut live = o.live;
        let mut frame = Vec::new();
        let region = match &o.region {
            Some(list) if region::is_auto(list) => {
                let s = region::suggest(
                    &board,
                    &stones,
                    o.live.or(asked_defender(&asked, &stones, None)),
                )?;
                live = Some(s.defender);
                frame = s.close(&mut stones);
                s.region
            }
            Some(list) => region_of(&board, split_points(list))?,
            None => {
                let mut region = vec![false; w * h];
                let mut any = false;
                for value in node.get("SQ").into_iter().flatten() {
                    for (c, r) in sgf::points(value, w, h).map_err(ProblemError::Sgf)? {
                        region[r * w + c] = true;
                        any = true;
                    }
                }
                if !any {
                    return Err(ProblemError::Region(
                        "no region: mark the points where play happens (SQ in the SGF root, or list them as the region, or `auto` for one suggested from the stones)"
                            .into(),
                    ));
                }
                region
            }
        };
        let suggested = o.region.as_deref().is_some_and(region::is_auto);
        let first = match o.first {
            Some(c) => c,
            None => match node.get("PL").and_then(|v| v.first()) {
                Some(p) => Color::parse(p.trim())
                    .ok_or_else(|| ProblemError::First(format!("SGF: PL[{p}] is not B or W")))?,
                // Else the question, else the side the file's answer starts with.
                None => (asked.as_ref().map(|q| q.first))
                    .or(answer.as_ref().map(|a| a.first))
                    .unwrap_or(Color::Black),
            },
        };
        let live = live.or(asked_defender(&asked, &stones, Some(&region)));
        let problem = Problem::new(board, stones, region, live, first, comment)?;
        Ok(Problem {
            region_suggested: suggested,
            frame,
            question: asked,
            file_answer: answer,
            ..problem
        })
    }

    /// A problem from the Go JSON form: the position as `asobiba go play … --json` prints it
    /// (`board` a grid preset, `black` and `white` point lists, `to_move`; other fields are
    /// ignored), plus this tool's `region` (a list of points, or a string of them), and
    /// optionally `live` and `comment`. The overrides win over the JSON, as over SGF.
    pub fn from_go_json(text: &str, o: &Overrides) -> Result<Problem, ProblemError> {
        if let Some(k) = o.problem.filter(|&k| k != 1) {
            return Err(ProblemError::Problem(format!(
                "no problem {k}: the Go JSON form holds one problem"
            )));
        }
        let bad = |m: String| ProblemError::Sgf(format!("JSON: {m}"));
        let j: GoJson = serde_json::from_str(text).map_err(|e| bad(e.to_string()))?;
        let name = match &j.board {
            serde_json::Value::String(name) => name.trim(),
            _ => {
                return Err(bad(
                    "`board` must be a grid preset such as \"grid:9x9\"".into()
                ))
            }
        };
        let board = Board::parse(name)
            .ok()
            .filter(|b| {
                let side = |n: usize| (2..=MAX_SIDE).contains(&n);
                b.grid().is_some_and(|(w, h)| side(w) && side(h))
            })
            .ok_or_else(|| {
                bad(format!(
                    "a problem needs a grid board from grid:2 to grid:{MAX_SIDE}, not `{name}`"
                ))
            })?;
        let board = Arc::new(board);
        let mut stones = vec![None; board.len()];
        for (list, color) in [(&j.black, Color::Black), (&j.white, Color::White)] {
            for word in list {
                let v = parse_point(&board, word).map_err(bad)?;
                if stones[v].is_some_and(|c| c != color) {
                    return Err(bad(format!(
                        "{} is listed as both black and white",
                        word.trim()
                    )));
                }
                stones[v] = Some(color);
            }
        }
        let color = |field: &Option<String>, what: &str| -> Result<Option<Color>, String> {
            field
                .as_deref()
                .map(|t| {
                    Color::parse(t.trim())
                        .ok_or_else(|| format!("JSON: `{what}` must be black or white, not `{t}`"))
                })
                .transpose()
        };
        // `auto` (as `--region`, or the JSON's string form) asks for a suggested region.
        let suggested = match (&o.region, &j.region) {
            (Some(list), _) => region::is_auto(list),
            (None, Some(serde_json::Value::String(text))) => region::is_auto(text),
            _ => false,
        };
        let comment = j.comment.unwrap_or_default();
        let asked = question::read(&comment);
        let live = || match o.live {
            Some(c) => Ok(Some(c)),
            None => color(&j.live, "live").map_err(ProblemError::Live),
        };
        let mut defender = None;
        let mut frame = Vec::new();
        let region = match (&o.region, &j.region) {
            _ if suggested => {
                let live = live()?.or(asked_defender(&asked, &stones, None));
                let s = region::suggest(&board, &stones, live)?;
                defender = Some(s.defender);
                frame = s.close(&mut stones);
                s.region
            }
            (Some(list), _) => region_of(&board, split_points(list))?,
            (None, Some(value)) => json_region(&board, value)?,
            (None, None) => {
                return Err(ProblemError::Region(
                    "no region: list the points where play happens (`region` in the JSON, or as the region, or `auto` for one suggested from the stones)"
                        .into(),
                ))
            }
        };
        let first = match o.first {
            Some(c) => c,
            None => color(&j.to_move, "to_move")
                .map_err(ProblemError::First)?
                .unwrap_or(asked.as_ref().map_or(Color::Black, |q| q.first)),
        };
        let live = defender
            .map_or_else(live, |d| Ok(Some(d)))?
            .or(asked_defender(&asked, &stones, Some(&region)));
        let problem = Problem::new(board, stones, region, live, first, comment)?;
        Ok(Problem {
            region_suggested: suggested,
            frame,
            question: asked,
            ..problem
        })
    }

    /// A problem from SGF or from the Go JSON form, told apart by the first character.
    pub fn parse(text: &str, o: &Overrides) -> Result<Problem, ProblemError> {
        match text.trim_start().starts_with('{') {
            true => Problem::from_go_json(text, o),
            false => Problem::from_sgf(text, o),
        }
    }

    /// The problems a text holds, each as a text `parse` reads: every game tree of an SGF
    /// collection as the SGF of that tree alone; the Go JSON form is one problem.
    pub fn collection(text: &str) -> Result<Vec<String>, ProblemError> {
        match text.trim_start().starts_with('{') {
            true => Ok(vec![text.to_string()]),
            false => sgf::problems(text),
        }
    }

    /// A problem from its parts; `live: None` picks the default defender (the colour with
    /// stones in the region that has fewer stones on the board). The readers of SGF and Go
    /// JSON add the question its comment asks (`question`), which `new` leaves out.
    pub fn new(
        board: Arc<Board>,
        stones: Vec<Option<Color>>,
        region: Vec<bool>,
        live: Option<Color>,
        first: Color,
        comment: String,
    ) -> Result<Problem, ProblemError> {
        if board.grid().is_none() {
            return Err(ProblemError::Sgf("a problem needs a grid board".into()));
        }
        let setup = Setup {
            board: Arc::clone(&board),
            stones: stones.clone(),
            to_move: first,
        };
        Game::new(setup, Rules::default()).map_err(|e| match e {
            crate::go::SetupError::NoLiberty { vertex, color } => ProblemError::Sgf(format!(
                "not a position: the {} chain at {} has no liberty",
                color.name(),
                point_name(&board, vertex)
            )),
            e => ProblemError::Sgf(e.to_string()),
        })?;
        let size = region.iter().filter(|&&r| r).count();
        if size > MAX_REGION {
            return Err(ProblemError::Region(format!(
                "the region has {size} points; at most {MAX_REGION} are supported"
            )));
        }
        if !(0..board.len()).any(|v| region[v] && stones[v].is_none()) {
            return Err(ProblemError::Region("the region has no empty point".into()));
        }
        let count = |c: Color, only_region: bool| {
            (0..board.len())
                .filter(|&v| stones[v] == Some(c) && (!only_region || region[v]))
                .count()
        };
        let defender = match live {
            Some(c) => c,
            None => {
                let (b, w) = (count(Color::Black, true), count(Color::White, true));
                match (b > 0, w > 0) {
                    (false, false) => {
                        return Err(ProblemError::Live(
                            "no stones in the region: nothing to kill or save".into(),
                        ))
                    }
                    (true, false) => Color::Black,
                    (false, true) => Color::White,
                    (true, true) => {
                        if count(Color::White, false) <= count(Color::Black, false) {
                            Color::White
                        } else {
                            Color::Black
                        }
                    }
                }
            }
        };
        if count(defender, true) == 0 {
            return Err(ProblemError::Live(format!(
                "{} has no stones in the region to save",
                defender.title()
            )));
        }
        Ok(Problem {
            board,
            stones,
            region,
            defender,
            first,
            comment,
            question: None,
            file_answer: None,
            region_suggested: false,
            frame: Vec::new(),
        })
    }

    /// The target: the defender's stones inside the region.
    pub fn target(&self) -> Vec<usize> {
        (0..self.board.len())
            .filter(|&v| self.region[v] && self.stones[v] == Some(self.defender))
            .collect()
    }

    /// Empty points outside the region next to the defender's stones inside it. No one may
    /// play there, so the chains they touch can never be taken: a drawing mistake, mostly.
    pub fn outside_liberties(&self) -> Vec<usize> {
        self.next_to_target(None)
    }

    /// The defender's stones outside the region next to its stones inside it: they count as
    /// safe walls, so the chains they touch are safe as drawn.
    pub fn outside_walls(&self) -> Vec<usize> {
        self.next_to_target(Some(self.defender))
    }

    /// The points outside the region holding `what` next to the defender's stones inside it.
    fn next_to_target(&self, what: Option<Color>) -> Vec<usize> {
        (0..self.board.len())
            .filter(|&v| !self.region[v] && self.stones[v] == what)
            .filter(|&v| {
                self.board.neighbours(v).iter().any(|&n| {
                    self.region[n as usize] && self.stones[n as usize] == Some(self.defender)
                })
            })
            .collect()
    }

    /// Empty points of the region.
    pub fn empty_points(&self) -> usize {
        (0..self.board.len())
            .filter(|&v| self.region[v] && self.stones[v].is_none())
            .count()
    }

    /// The problem as an SGF game tree of one node: size, stones, the region as SQ, PL, C,
    /// and GC for a question asked there.
    /// The answer's SGF (`record`) grows from it.
    pub fn sgf_tree(&self) -> go_sgf::GameTree {
        let (w, h) = self.board.grid().expect("grid");
        let points = |f: &dyn Fn(usize) -> bool| -> Vec<String> {
            (0..w * h)
                .filter(|&v| f(v))
                .map(|v| go_sgf::point_to_sgf(v, w))
                .collect()
        };
        let size = match w == h {
            true => w.to_string(),
            false => format!("{w}:{h}"),
        };
        let mut props = vec![
            go_sgf::Property::new("GM", vec!["1".into()]),
            go_sgf::Property::new("FF", vec!["4".into()]),
            go_sgf::Property::new("SZ", vec![size]),
        ];
        for (id, color) in [("AB", Color::Black), ("AW", Color::White)] {
            let stones = points(&|v| self.stones[v] == Some(color));
            if !stones.is_empty() {
                props.push(go_sgf::Property::new(id, stones));
            }
        }
        props.push(go_sgf::Property::new("SQ", points(&|v| self.region[v])));
        let first = if self.first == Color::Black { "B" } else { "W" };
        props.push(go_sgf::Property::new("PL", vec![first.into()]));
        if !self.comment.is_empty() {
            props.push(go_sgf::Property::new("C", vec![self.comment.clone()]));
        }
        // A question read from the game comment goes back there.
        if let Some(q) =
            (self.question.as_ref()).filter(|_| question::read(&self.comment).is_none())
        {
            props.push(go_sgf::Property::new("GC", vec![q.text.clone()]));
        }
        go_sgf::GameTree {
            nodes: vec![go_sgf::Node { props }],
            variations: Vec::new(),
        }
    }

    /// The problem as SGF: `sgf_tree` printed, with the file's answer after it as one
    /// variation per first move, marked "Correct" or "Wrong" (its one unmarked line's first
    /// move unmarked), which `file_answer::read` reads back.
    pub fn to_sgf(&self) -> String {
        let mut tree = self.sgf_tree();
        if let Some(a) = &self.file_answer {
            let (w, _) = self.board.grid().expect("grid");
            let id = if a.first == Color::Black { "B" } else { "W" };
            let marked = |v: &usize, word: &str| {
                let mut props = vec![go_sgf::Property::new(id, vec![go_sgf::point_to_sgf(*v, w)])];
                if a.marked {
                    props.push(go_sgf::Property::new("C", vec![word.into()]));
                }
                go_sgf::GameTree {
                    nodes: vec![go_sgf::Node { props }],
                    variations: Vec::new(),
                }
            };
            tree.variations = (a.correct.iter().map(|v| marked(v, "Correct")))
                .chain(a.wrong.iter().map(|v| marked(v, "Wrong")))
                .collect();
        }
        go_sgf::print(&[tree]).trim_end().to_string()
    }
}
