//! The native command-line tool: `asobiba <tool> <command> [args] [--json]`.

mod cli;

use cli::{Args, Output};
use std::process::ExitCode;

const HELP: &str = "\
asobiba — exact math and game solvers (the playground's core, natively)

usage: asobiba <tool> <command> [args] [--json]

tools:
  poly count N            free and fixed polyominoes of N cells
  poly list N             the free N-ominoes, in the documented gallery order
  poly canon SHAPE        canonical form and symmetry group
  poly cuts SHAPE         every cut into two connected parts, by class [--splits]
  zeta apply --transform T --values V   subset/superset zeta or Möbius of V (2^n values)
  zeta apply --transform T --values-file IN --out OUT   raw little-endian i64 in and out
  zeta convolve --kind K --a V --b V    or, and, xor or subset convolution
  zeta venn --sets 'a b c; c d'         intersection and union sizes (inclusion–exclusion)
  zeta covers --n N --family '{0,1} {1,2}'   subfamilies covering {0..N-1}, by size
                          (apply and convolve take --modulus P for arithmetic mod P, or --float for f64)
  forms check --d D --points P     do the points determine a form of degree d?
  forms hilbert --points P --max-d D   the Hilbert function h(0) … h(D)
  forms construct --n N --d D [--basis P]   a determining set (principal lattice)
  forms complete --d D --points P  add the fewest points that make P determining
  godomachi solve A B     who wins and in how many moves, the optimal first moves [--half]
  godomachi moves A B     every distinct move with its value [--half]
  godomachi match N       every pair of free N-ominoes, counted by result [--half] [--matrix FILE]
  godomachi random N      two random N-cell shapes [--seed S]
  bench poly              timings for the polyomino core
  bench godomachi         whole matches n = 5…9 and random positions, median and worst
  bench zeta              ns per element-bit: asobiba, a plain loop, C and NumPy
                          [--n 20,22,24] [--transform T] [--reps 5] [--no-c] [--no-numpy]
  bench forms             exact rank 91x91 and 455x455 vs python-flint and sympy
  version                 the version [--json]

P is points separated by `;` or newlines, coordinates by spaces or commas, each an
integer, fraction p/q or decimal (e.g. \"1 0 1; 1/2 3 1\"). Forms tool limits: n <= 8,
d <= 40, at most 2000 monomials and 2000 points, numbers of at most 120 digits.
SHAPE is rows of # and . joined by / (e.g. ###/#..) or a cell list (0,0 1,0 2,0 0,1).
Large inputs also come from files: --points-file F, --shape-file F, --a-file F --b-file F,
--values-file F (zeta apply: raw i64); `-` reads standard input.
Without --modulus or --float, zeta apply and convolve compute in i64 and wrap around modulo
2^64 on overflow (exact modulo 2^64, as in the benchmark); --float reports overflow.
--timeout SECONDS stops any command after that long (exit status 3, one line saying how far
it got); long work draws a progress bar when standard error is a terminal.
With --json every command prints one JSON document; errors exit with status 2 and one line;
a failed write of the output exits with status 1.
";

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
        let out = Output::new(
            serde_json::json!({ "name": "asobiba", "version": asobiba::VERSION, "help": HELP }),
            HELP.to_string(),
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
        "poly" => cli::poly::run(&mut args),
        "zeta" => cli::zeta::run(&mut args),
        "forms" => cli::forms::run(&mut args),
        "godomachi" => cli::godomachi::run(&mut args),
        "bench" => cli::bench::run(&mut args),
        other => Err(format!(
            "unknown tool {}; see `asobiba --help`",
            cli::quote(other)
        )),
    };
    match result.and_then(|out| args.finish().map(|_| out)) {
        Ok(out) => print(&out, json),
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
