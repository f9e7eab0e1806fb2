//! The native command-line tool: `asobiba <tool> <command> [args] [--json]`.

mod cli;

use cli::{Args, Output};
use std::process::ExitCode;

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut args = Args::new(argv);
    let json = args.flag("json");
    if args.flag("help") || args.is_empty() {
        print!("{}", cli::registry::help());
        return ExitCode::SUCCESS;
    }
    let tool = args.positional(0).unwrap_or_default();
    let result: Result<Output, String> = match tool.as_str() {
        "version" => Ok(Output::new(
            serde_json::json!({ "version": asobiba::VERSION }),
            format!("asobiba {}", asobiba::VERSION),
        )),
        "bench" => Err(
            "benchmarks are not part of the CLI any more: run `make bench` \
                        (or `cargo bench --bench NAME`, see benches/)"
                .to_string(),
        ),
        word => match cli::registry::find(word) {
            Some((_, run)) => run(&mut args),
            None => Err(format!("unknown tool `{word}`; see `asobiba --help`")),
        },
    };
    match result.and_then(|out| args.finish().map(|_| out)) {
        Ok(out) => {
            out.print(json);
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("asobiba: {message}");
            ExitCode::from(2)
        }
    }
}
