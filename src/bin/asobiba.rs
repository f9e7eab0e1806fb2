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
  go play BOARD [--moves \"D4 C3 pass\"] [--ko psk|ssk|simple] [--suicide]
                          [--scoring stones|area] [--komi K]   replay moves, report the position
  bench poly              timings for the polyomino core
  bench go                random playouts per second on 9x9 and 19x19
  bench zeta              ns per element-bit: asobiba, a plain loop, C and NumPy
                          [--n 20,22,24] [--transform T] [--reps 5] [--no-c] [--no-numpy]
  bench forms             exact rank 91x91 and 455x455 vs python-flint and sympy
  version                 the version

P is points separated by `;` or newlines, coordinates by spaces or commas, each an
integer, fraction p/q or decimal (e.g. \"1 0 1; 1/2 3 1\"). Forms tool limits: n <= 8,
d <= 40, at most 2000 monomials and 2000 points, numbers of at most 120 digits.
BOARD is a preset (grid:WxH, grid:N, torus:MxN, cycle:N, path:N, complete:N, star:N,
wheel:N, hex:MxN, tri:MxN, petersen, cube:D) or a JSON board file; points are GTP names
(A1 bottom left, no I) on grids and vertex numbers on other boards.
SHAPE is rows of # and . joined by / (e.g. ###/#..) or a cell list (0,0 1,0 2,0 0,1).
With --json every command prints one JSON document; errors exit with status 2 and one line.
";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let mut args = Args::new(argv);
    let json = args.flag("json");
    if args.flag("help") || args.is_empty() {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let tool = args.positional(0).unwrap_or_default();
    let result: Result<Output, String> = match tool.as_str() {
        "version" => Ok(Output::new(
            serde_json::json!({ "version": asobiba::VERSION }),
            format!("asobiba {}", asobiba::VERSION),
        )),
        "poly" => cli::poly::run(&mut args),
        "zeta" => cli::zeta::run(&mut args),
        "forms" => cli::forms::run(&mut args),
        "godomachi" => cli::godomachi::run(&mut args),
        "go" => cli::go::run(&mut args),
        "bench" => cli::bench::run(&mut args),
        other => Err(format!("unknown tool `{other}`; see `asobiba --help`")),
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
