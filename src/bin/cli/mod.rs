//! Argument handling and output for the command-line tool; one file per tool.

pub mod forms;
pub mod godomachi;
pub mod poly;
pub mod registry;
pub mod shogi;
pub mod zeta;

use serde::Serialize;

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
            Some(w) => Err(format!("unexpected argument `{w}`; see `asobiba --help`")),
        }
    }
}

/// What a command prints: one JSON document with `--json`, readable text otherwise.
pub struct Output {
    json: serde_json::Value,
    text: String,
}

impl Output {
    pub fn new(json: serde_json::Value, text: String) -> Self {
        Output { json, text }
    }

    pub fn from<T: Serialize>(value: &T, text: String) -> Self {
        Output {
            json: serde_json::to_value(value).expect("serialisable"),
            text,
        }
    }

    /// Prints to stdout; a closed pipe (`| head`) is not an error worth a panic.
    pub fn print(&self, json: bool) {
        use std::io::Write;
        let mut out = std::io::stdout().lock();
        let _ = if json {
            writeln!(out, "{}", self.json)
        } else {
            writeln!(out, "{}", self.text.trim_end())
        };
    }
}

/// A whole number argument within bounds.
pub fn number(text: &str, what: &str, min: u64, max: u64) -> Result<u64, String> {
    match text.parse::<u64>() {
        Ok(v) if (min..=max).contains(&v) => Ok(v),
        Ok(_) => Err(format!(
            "{what} must be between {min} and {max}, not {text}"
        )),
        Err(_) => Err(format!("{what} must be a whole number, not `{text}`")),
    }
}

pub fn core<T>(r: asobiba::Result<T>) -> Result<T, String> {
    r.map_err(|e| e.to_string())
}
