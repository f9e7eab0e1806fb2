//! Argument handling and output for the command-line tool; one file per tool.

pub mod forms;
pub mod go;
pub mod godomachi;
pub mod nko;
pub mod poly;
pub mod registry;
pub mod shogi;
pub mod tsumego;
pub mod zeta;

pub mod watch;

pub use watch::control;

use serde::Serialize;
use std::ffi::OsString;
use std::io::{Read, Write};

/// Arguments after the program name. Tools take what they know; `finish` rejects the rest.
pub struct Args {
    words: Vec<Option<String>>,
}

impl Args {
    pub fn new(words: Vec<String>) -> Self {
        Args {
            words: words.into_iter().map(Some).collect(),
        }
    }

    /// Arguments as the system gives them; text and file names must be UTF-8.
    pub fn from_os(words: impl IntoIterator<Item = OsString>) -> Result<Self, String> {
        let words = words
            .into_iter()
            .enumerate()
            .map(|(i, w)| {
                w.into_string().map_err(|w| {
                    format!(
                        "argument {} ({}) is not valid UTF-8; asobiba takes UTF-8 text and file names",
                        i + 1,
                        quote(&w.to_string_lossy())
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Args::new(words))
    }

    /// Text given as `--name TEXT`, or read from `--name-file F` (`-` is standard input
    /// for either), for inputs too large for a command line.
    pub fn text(&mut self, name: &str) -> Result<Option<String>, String> {
        let inline = self.value(name)?;
        let file = self.value(&format!("{name}-file"))?;
        match (inline, file) {
            (Some(_), Some(_)) => Err(format!("give --{name} or --{name}-file, not both")),
            (Some(t), None) if t == "-" => read_input("-").map(Some),
            (Some(t), None) => Ok(Some(t)),
            (None, Some(f)) => read_input(&f).map(Some),
            (None, None) => Ok(None),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.words.iter().all(Option::is_none)
    }

    /// A boolean `--name`.
    pub fn flag(&mut self, name: &str) -> bool {
        let want = format!("--{name}");
        let mut found = false;
        for w in self.words.iter_mut() {
            if w.as_deref() == Some(want.as_str()) {
                *w = None;
                found = true;
            }
        }
        found
    }

    /// `--name value` or `--name=value`.
    pub fn value(&mut self, name: &str) -> Result<Option<String>, String> {
        let want = format!("--{name}");
        let prefix = format!("--{name}=");
        for i in 0..self.words.len() {
            let Some(w) = self.words[i].clone() else {
                continue;
            };
            if let Some(v) = w.strip_prefix(&prefix) {
                self.words[i] = None;
                return Ok(Some(v.to_string()));
            }
            if w == want {
                self.words[i] = None;
                return match self.words.get_mut(i + 1).and_then(Option::take) {
                    Some(v) => Ok(Some(v)),
                    None => Err(format!("{want} needs a value")),
                };
            }
        }
        Ok(None)
    }

    /// The i-th word not taken and not starting with `--` (without taking it).
    pub fn positional(&self, i: usize) -> Option<String> {
        self.words
            .iter()
            .flatten()
            .filter(|w| !w.starts_with("--"))
            .nth(i)
            .cloned()
    }

    /// Take the positional words a command uses (the tool and command names included).
    pub fn take_positionals(&mut self, count: usize) -> Vec<String> {
        let mut out = Vec::new();
        for w in self.words.iter_mut() {
            if out.len() == count {
                break;
            }
            if w.as_deref().is_some_and(|s| !s.starts_with("--")) {
                out.push(w.take().unwrap());
            }
        }
        out
    }

    /// The n-th argument after the tool and command, required.
    pub fn required(&self, index: usize, what: &str) -> Result<String, String> {
        self.positional(index)
            .ok_or_else(|| format!("missing {what}"))
    }

    /// Fails on any word no command took.
    pub fn finish(&self) -> Result<(), String> {
        match self.words.iter().flatten().next() {
            None => Ok(()),
            Some(w) => Err(format!(
                "unexpected argument {}; see `asobiba --help`",
                quote(w)
            )),
        }
    }
}

/// Writes a large output piece by piece (JSON when the flag is set).
type Writer = Box<dyn Fn(&mut dyn Write, bool) -> std::io::Result<()>>;

/// What a command prints: one JSON document with `--json`, readable text otherwise.
pub struct Output {
    json: serde_json::Value,
    text: String,
    stream: Option<Writer>,
    /// Why the work stopped short (`--timeout`): printed after the output, exit status 3.
    stopped: Option<String>,
    /// Input refused in part (a collection's unreadable problems): printed after the
    /// output, exit status 2, as for input refused whole.
    refused: Option<String>,
}

impl Output {
    pub fn new(json: serde_json::Value, text: String) -> Self {
        Output {
            json,
            text,
            stream: None,
            stopped: None,
            refused: None,
        }
    }

    /// The output of work stopped short, with the line that says so (`watch::control_keeping`).
    pub fn stopped(self, stop: Option<String>) -> Self {
        Output {
            stopped: stop,
            ..self
        }
    }

    /// The line saying why the work stopped short, if it did.
    pub fn stop(&self) -> Option<&str> {
        self.stopped.as_deref()
    }

    /// The output of input refused in part, with the line that says what was refused.
    pub fn refusing(self, refused: Option<String>) -> Self {
        Output { refused, ..self }
    }

    /// The line saying what input was refused, if some was.
    pub fn refused(&self) -> Option<&str> {
        self.refused.as_deref()
    }

    pub fn from<T: Serialize>(value: &T, text: String) -> Self {
        Output::new(serde_json::to_value(value).expect("serialisable"), text)
    }

    /// An output written as it is produced, for results too large to build in memory.
    pub fn stream(write: impl Fn(&mut dyn Write, bool) -> std::io::Result<()> + 'static) -> Self {
        Output {
            json: serde_json::Value::Null,
            text: String::new(),
            stream: Some(Box::new(write)),
            stopped: None,
            refused: None,
        }
    }

    /// Prints to stdout and flushes, so that a failed write (a full disk) is seen.
    pub fn print(&self, json: bool) -> std::io::Result<()> {
        let mut out = std::io::BufWriter::with_capacity(1 << 16, std::io::stdout().lock());
        if let Some(write) = &self.stream {
            write(&mut out, json)?;
        } else if json {
            serde_json::to_writer(&mut out, &self.json)?;
            writeln!(out)?;
        } else {
            writeln!(out, "{}", self.text.trim_end())?;
        }
        out.flush()
    }
}

/// Largest text read from a file or standard input (the biggest documented input, 2000
/// points of 120-digit numbers or 2^20 values, is well under this).
pub const MAX_INPUT: u64 = 64 << 20;

/// A file's text (`-`: standard input), refused beyond `MAX_INPUT` bytes.
pub fn read_input(path: &str) -> Result<String, String> {
    let name = if path == "-" {
        "standard input".to_string()
    } else {
        quote(path)
    };
    let mut bytes = Vec::new();
    let read = if path == "-" {
        std::io::stdin()
            .lock()
            .take(MAX_INPUT + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(path).and_then(|f| f.take(MAX_INPUT + 1).read_to_end(&mut bytes))
    };
    read.map_err(|e| format!("cannot read {name}: {e}"))?;
    if bytes.len() as u64 > MAX_INPUT {
        return Err(format!(
            "{name} is larger than the limit of {} MiB",
            MAX_INPUT >> 20
        ));
    }
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{name} is not UTF-8 text (bad byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// User text quoted in a message: one line, at most 80 characters, with backticks.
pub fn quote(text: &str) -> String {
    const MAX: usize = 80;
    let count = text.chars().count();
    let mut out = String::from("`");
    for c in text.chars().take(MAX) {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => out.push_str(&c.escape_unicode().to_string()),
            c => out.push(c),
        }
    }
    out.push('`');
    if count > MAX {
        out.push_str(&format!("… ({count} characters)"));
    }
    out
}

/// A message as one line of bounded length, whatever went into it.
pub fn one_line(message: &str) -> String {
    const MAX: usize = 300;
    let flat: String = message
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    if flat.chars().count() <= MAX {
        flat
    } else {
        flat.chars().take(MAX).collect::<String>() + "…"
    }
}

/// A whole number argument within bounds.
pub fn number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(v) if (min..=max).contains(&v) => Ok(v),
        Ok(_) => Err(format!(
            "{what} must be between {min} and {max}, not {text}"
        )),
        Err(_) => Err(format!(
            "{what} must be a whole number, not {}",
            quote(text)
        )),
    }
}

pub fn core<T>(r: asobiba::Result<T>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}
