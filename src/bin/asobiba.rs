//! The native command-line tool: `asobiba <tool> <command> [args] [--json]`.

mod cli;

use cli::{Args, Output};
use std::process::ExitCode;

fn main() -> ExitCode {
    let mut args = match Args::from_os(std::env::args_os().skip(1)) {
        Ok(args) => args,
        Err(message) => return fail(&message, 2),
    };
    let json = args.flag("json");
    let help = args.flag("help");
    if let Err(message) = args
        .value("timeout")
        .and_then(|t| cli::watch::start(t.as_deref()))
    {
        return fail(&message, 2);
    }
    if help || args.is_empty() {
        // `asobiba --json` alone is the help as one JSON document.
        let text = cli::registry::help();
        let out = Output::new(
            serde_json::json!({ "name": "asobiba", "version": asobiba::VERSION, "help": text }),
            text,
        );
        return print(&out, json);
    }
    let tool = args.positional(0).unwrap_or_default();
    let result: Result<Output, String> = match tool.as_str() {
        "version" => {
            args.take_positionals(1);
            Ok(Output::new(
                serde_json::json!({ "name": "asobiba", "version": asobiba::VERSION }),
                format!("asobiba {}", asobiba::VERSION),
            ))
        }
        "bench" => Err(
            "benchmarks are not part of the CLI any more: run `make bench` \
                        (or `cargo bench --bench NAME`, see benches/)"
                .to_string(),
        ),
        word => match cli::registry::find(word) {
            Some((_, run)) => run(&mut args),
            None => Err(format!(
                "unknown tool {}; see `asobiba --help`",
                cli::quote(word)
            )),
        },
    };
    match result.and_then(|out| args.finish().map(|_| out)) {
        // Work stopped short, or input refused in part, prints what it found, then the
        // line that says so.
        Ok(out) => match (print(&out, json), out.stop(), out.refused()) {
            (_, Some(stop), _) => fail(stop, 3),
            (_, None, Some(refused)) => fail(refused, 2),
            (code, None, None) => code,
        },
        Err(message) => fail(&message, if cli::watch::stopped() { 3 } else { 2 }),
    }
}

/// Prints the output; a failed write exits 1, a closed pipe (`| head`) quietly.
fn print(out: &Output, json: bool) -> ExitCode {
    match out.print(json) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => fail(&format!("cannot write the output: {e}"), 1),
    }
}

/// One line on standard error, whatever the message holds.
fn fail(message: &str, code: u8) -> ExitCode {
    eprintln!("asobiba: {}", cli::one_line(message));
    ExitCode::from(code)
}
