//! The tool registry (`www/tools.json`, shared with the index page, embed.js and the about
//! page): the CLI's help and dispatch read it, so a tool is listed in one place.

use super::{Args, Output};
use serde::Deserialize;

const REGISTRY: &str = include_str!("../../../www/tools.json");

#[derive(Deserialize)]
pub struct Registry {
    pub tools: Vec<Tool>,
}

#[derive(Deserialize)]
pub struct Tool {
    /// The domain: src/<name>/, the page, the element.
    pub name: String,
    /// The user-facing command word.
    pub cli: String,
    pub title: String,
    pub commands: Vec<(String, String)>,
    #[serde(default)]
    pub notes: Option<String>,
}

pub fn registry() -> Registry {
    serde_json::from_str(REGISTRY).expect("www/tools.json is checked by the tests")
}

pub type Runner = fn(&mut Args) -> Result<Output, String>;

/// The code behind a registered domain.
pub fn runner(domain: &str) -> Option<Runner> {
    Some(match domain {
        "polyomino" => super::poly::run,
        "zeta" => super::zeta::run,
        "forms" => super::forms::run,
        "godomachi" => super::godomachi::run,
        "go" => super::go::run,
        "tsumego" => super::tsumego::run,
        "nko" => super::nko::run,
        "shogi" => super::shogi::run,
        _ => return None,
    })
}

/// The tool a command word names, with its runner.
pub fn find(cli: &str) -> Option<(Tool, Runner)> {
    let tool = registry().tools.into_iter().find(|t| t.cli == cli)?;
    let run = runner(&tool.name)?;
    Some((tool, run))
}

/// `--help`: every registered command, then the general notes.
pub fn help() -> String {
    let mut out = String::from(
        "asobiba — exact math and game solvers (the playground's core, natively)\n\n\
         usage: asobiba <tool> <command> [args] [--json]\n\ntools:\n",
    );
    for tool in registry().tools {
        out.push_str(&format!("  {} ({}):\n", tool.title, tool.cli));
        for (usage, what) in &tool.commands {
            if usage.len() <= 36 {
                out.push_str(&format!("    {usage:<36} {what}\n"));
            } else {
                out.push_str(&format!("    {usage}\n    {:<36} {what}\n", ""));
            }
        }
        if let Some(notes) = &tool.notes {
            out.push_str(&format!("    ({notes})\n"));
        }
    }
    out.push_str(
        "  version [--json]                     the version\n\n\
P is points separated by `;` or newlines, coordinates by spaces or commas, each an\n\
integer, fraction p/q or decimal (e.g. \"1 0 1; 1/2 3 1\"). Forms tool limits: n <= 8,\n\
d <= 40, at most 2000 monomials and 2000 points, numbers of at most 120 digits.\n\
SHAPE is rows of # and . joined by / (e.g. ###/#..) or a cell list (0,0 1,0 2,0 0,1).\n\
Large inputs also come from files: --points-file F, --shape-file F, --a-file F --b-file F,\n\
--values-file F (zeta apply: raw i64, or f64 with --float); `-` reads standard input.\n\
Without --modulus or --float, zeta apply and convolve compute in i64 and wrap around modulo\n\
2^64 on overflow (exact modulo 2^64); --float refuses results that overflow f64.\n\
--timeout SECONDS stops any command after that long (exit status 3, one line saying how far\n\
it got; tsumego solve prints its answer so far first); long work draws a progress bar when\n\
standard error is a terminal.\n\
With --json every command prints one JSON document; errors exit with status 2 and one line;\n\
a failed write of the output exits with status 1.\n\
Benchmarks are not part of the CLI: `make bench` runs them (see benches/).\n",
    );
    out
}
