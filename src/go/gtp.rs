//! A GTP (Go Text Protocol, version 2) engine around the exact solver, so that Sabaki, GoGui
//! or `twogtp` can play against perfect play on small boards. Plain text in, text out: the
//! CLI feeds it standard input line by line.
//!
//! `genmove` answers only from a finished solution: when the solver runs out of its node
//! budget the answer is a GTP error saying so, never a guessed move.

use super::board::Board;
use super::coord::{move_name, parse_move, point_name};
use super::game::{Game, Rules};
use super::solve::solve;
use super::{Color, Move};
use crate::work::Control;
use std::sync::Arc;

pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "list_stones",
    "is_legal",
    "final_score",
    "quit",
];

/// The largest `boardsize` accepted (play works on any; the solver only on small boards).
pub const MAX_SIZE: usize = 25;

pub struct Engine {
    game: Game,
    rules: Rules,
    /// Nodes the solver may search for one `genmove`.
    pub budget: u64,
    quit: bool,
}

impl Engine {
    /// An engine on a `size`×`size` board with the given rules (positional superko).
    pub fn new(size: usize, rules: Rules, budget: u64) -> Engine {
        let board = Arc::new(Board::parse(&format!("grid:{size}")).expect("a grid preset"));
        Engine {
            game: Game::empty(board, rules),
            rules,
            budget,
            quit: false,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Whether `quit` was received.
    pub fn done(&self) -> bool {
        self.quit
    }

    /// One line of input; the full response (ending in a blank line), or `None` for a line
    /// that holds no command.
    pub fn line(&mut self, raw: &str) -> Option<String> {
        // Control characters other than tab and newline are dropped, tabs are spaces, and
        // everything after '#' is a comment.
        let clean: String = raw
            .chars()
            .filter(|&c| c == '\t' || !c.is_control())
            .map(|c| if c == '\t' { ' ' } else { c })
            .collect();
        let clean = clean.split('#').next().unwrap_or("");
        let mut words = clean.split_whitespace();
        let first = words.next()?;
        let (id, command) = match first.parse::<u64>() {
            Ok(id) => (Some(id), words.next().unwrap_or("")),
            Err(_) => (None, first),
        };
        let args: Vec<&str> = words.collect();
        let result = self.command(command, &args);
        let id = id.map(|i| i.to_string()).unwrap_or_default();
        Some(match result {
            Ok(text) if text.is_empty() => format!("={id}\n\n"),
            Ok(text) => format!("={id} {text}\n\n"),
            Err(text) => format!("?{id} {text}\n\n"),
        })
    }

    fn command(&mut self, command: &str, args: &[&str]) -> Result<String, String> {
        let board = Arc::clone(self.game.board());
        match command {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("asobiba".into()),
            "version" => Ok(crate::VERSION.into()),
            "known_command" => Ok(COMMANDS
                .contains(&args.first().copied().unwrap_or(""))
                .to_string()),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => {
                self.quit = true;
                Ok(String::new())
            }
            "boardsize" => {
                let n = args
                    .first()
                    .and_then(|a| a.parse::<usize>().ok())
                    .ok_or("boardsize needs a number")?;
                if !(1..=MAX_SIZE).contains(&n) {
                    return Err("unacceptable size".into());
                }
                *self = Engine::new(n, self.rules, self.budget);
                Ok(String::new())
            }
            "clear_board" => {
                self.game = Game::empty(board, self.rules);
                Ok(String::new())
            }
            "komi" => {
                let k = args
                    .first()
                    .and_then(|a| a.parse::<f64>().ok())
                    .filter(|k| k.is_finite() && k.abs() <= 10_000.0)
                    .ok_or("syntax error: komi needs a number")?;
                self.rules.komi = k;
                // The komi only changes the score: replay the moves under the new rules.
                let moves: Vec<(Color, Move)> = self.game.moves().collect();
                let mut g = Game::new(self.game.setup(), self.rules).map_err(|e| e.to_string())?;
                for (c, m) in moves {
                    g.play_as(c, m).map_err(|e| e.to_string())?;
                }
                self.game = g;
                Ok(String::new())
            }
            "play" => {
                let (c, m) = self.color_move(args)?;
                self.game
                    .play_as(c, m)
                    .map_err(|e| format!("illegal move: {e}"))?;
                Ok(String::new())
            }
            "is_legal" => {
                let (c, m) = self.color_move(args)?;
                Ok(if self.game.check(c, m).is_ok() {
                    "1"
                } else {
                    "0"
                }
                .into())
            }
            "undo" => {
                if self.game.undo() {
                    Ok(String::new())
                } else {
                    Err("cannot undo".into())
                }
            }
            "genmove" => {
                let c = args
                    .first()
                    .and_then(|a| Color::parse(a))
                    .ok_or("syntax error: genmove needs a colour")?;
                let mv = self.genmove(c)?;
                self.game
                    .play_as(c, mv)
                    .map_err(|e| format!("internal: {e}"))?;
                Ok(move_name(&board, mv))
            }
            "showboard" => Ok(format!("\n{}", self.picture())),
            "list_stones" => {
                let c = args
                    .first()
                    .and_then(|a| Color::parse(a))
                    .ok_or("syntax error: list_stones needs a colour")?;
                Ok((0..board.len())
                    .filter(|&v| self.game.stone(v) == Some(c))
                    .map(|v| point_name(&board, v))
                    .collect::<Vec<_>>()
                    .join(" "))
            }
            "final_score" => {
                let s = self.game.score();
                Ok(match s.winner {
                    Some(Color::Black) => format!("B+{}", s.margin),
                    Some(Color::White) => format!("W+{}", s.margin),
                    None => "0".into(),
                })
            }
            "" => Err("unknown command".into()),
            _ => Err("unknown command".into()),
        }
    }

    fn color_move(&self, args: &[&str]) -> Result<(Color, Move), String> {
        let c = args
            .first()
            .and_then(|a| Color::parse(a))
            .ok_or("syntax error: expected a colour and a vertex")?;
        let v = args
            .get(1)
            .ok_or("syntax error: expected a colour and a vertex")?;
        let m = parse_move(self.game.board(), v).map_err(|e| format!("syntax error: {e}"))?;
        Ok((c, m))
    }

    /// The solver's move for `c`: the first move of the principal variation.
    fn genmove(&self, c: Color) -> Result<Move, String> {
        let mut g = self.game.clone();
        if g.is_over() {
            return Ok(Move::Pass);
        }
        if g.to_move() != c {
            // Two moves of one colour in a row: the other side passed.
            g.play_as(c.other(), Move::Pass)
                .map_err(|e| format!("internal: {e}"))?;
            if g.is_over() {
                return Ok(Move::Pass);
            }
        }
        let mut control = Control::unlimited().with_budget(self.budget);
        match solve(&g, &mut control) {
            Ok(sol) => Ok(sol.pv.first().copied().unwrap_or(Move::Pass)),
            Err(crate::Error::Stopped(_)) => Err(format!(
                "the solver could not finish this board within its budget of {} nodes; \
                 no move is guessed",
                self.budget
            )),
            Err(e) => Err(e.to_string()),
        }
    }

    fn picture(&self) -> String {
        // A GTP reply ends with one blank line, so the picture's last newline goes.
        let picture = self.game.grid_picture().expect("GTP boards are grids");
        picture.trim_end().to_string()
    }
}
