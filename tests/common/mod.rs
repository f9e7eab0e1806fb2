//! Running the built `asobiba` binary, for the CLI contract tests.
#![allow(dead_code)] // each test file uses some of these

use std::io::Write;
use std::process::{Command, Stdio};

/// Exit status, standard output and standard error of `asobiba ARGS`.
pub fn run(args: &[&str]) -> (i32, String, String) {
    run_with_stdin(args, "")
}

/// `run` with `input` on standard input.
pub fn run_with_stdin(args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_asobiba"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command that does not read its input may close the pipe first: not an error here.
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    let out = child.wait_with_output().unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The JSON document of a command that must succeed.
pub fn json(args: &[&str]) -> serde_json::Value {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// A directory of one test's own under the system's temporary directory, removed with
/// everything in it when the test ends, passed or failed. Tests in one file run in
/// parallel: a directory shared between them could be removed under another's feet.
pub struct Scratch(std::path::PathBuf);

impl Scratch {
    pub fn new(test: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("asobiba-{test}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    /// The path of `name` in the directory.
    pub fn file(&self, name: &str) -> std::path::PathBuf {
        self.0.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
