//! What every native benchmark shares: options from the command line, a timer, output as
//! text or (with `--json`) one JSON document. Benchmarks print figures; they never assert
//! timings.
#![allow(dead_code)]

use std::time::Instant;

/// `--name value` / `--name=value` options and `--flag`s after `cargo bench --bench X --`.
pub struct Opts {
    words: Vec<String>,
}

impl Opts {
    pub fn from_env() -> Self {
        // cargo passes `--bench` to harness=false targets; it is not ours.
        let words = std::env::args()
            .skip(1)
            .filter(|w| w != "--bench")
            .collect();
        Opts { words }
    }

    pub fn flag(&self, name: &str) -> bool {
        self.words.iter().any(|w| w == &format!("--{name}"))
    }

    pub fn value(&self, name: &str) -> Option<String> {
        let want = format!("--{name}");
        let prefix = format!("--{name}=");
        let mut it = self.words.iter();
        while let Some(w) = it.next() {
            if let Some(v) = w.strip_prefix(&prefix) {
                return Some(v.to_string());
            }
            if *w == want {
                return it.next().cloned();
            }
        }
        None
    }

    /// A whole-number option within bounds, or the default; exits on a bad value.
    pub fn number(&self, name: &str, min: u64, max: u64, default: u64) -> u64 {
        match self.value(name) {
            None => default,
            Some(v) => match v.parse::<u64>() {
                Ok(x) if (min..=max).contains(&x) => x,
                _ => fail(&format!(
                    "--{name} must be a whole number from {min} to {max}"
                )),
            },
        }
    }
}

pub fn fail(message: &str) -> ! {
    eprintln!("bench: {message}");
    std::process::exit(2)
}

/// Seconds taken by `f`, with its result.
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, f64) {
    let start = Instant::now();
    let out = f();
    (out, start.elapsed().as_secs_f64())
}

/// Prints the JSON document with `--json`, the text otherwise.
pub fn emit(opts: &Opts, json: serde_json::Value, text: &str) {
    if opts.flag("json") {
        println!("{json}");
    } else {
        println!("{}", text.trim_end());
    }
}

/// A core result or exit with its message.
pub fn ok<T>(r: asobiba::Result<T>) -> T {
    r.unwrap_or_else(|e| fail(&e.to_string()))
}
