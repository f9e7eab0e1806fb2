//! `--timeout SECONDS` and the progress bar: the CLI's listener on the core's `Control`.
//!
//! The core counts steps and reports progress but holds no clock (wasm has none); here the
//! listener, polled every few thousand steps, checks the clock, stops the work once the
//! time is spent (exit status 3), and draws a bar on standard error when the work runs
//! long and standard error is a terminal.

use asobiba::{Control, Progress};
use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

/// Steps between clock checks (a clock read is ~25 ns; a step of the cut enumeration on a
/// 1020-cell ring takes about a millisecond).
const POLL: u64 = 1 << 8;
/// The bar appears only for work that runs longer than this.
const QUIET: Duration = Duration::from_secs(1);
const REDRAW: Duration = Duration::from_millis(100);

static TIMEOUT: OnceLock<Option<f64>> = OnceLock::new();
static START: OnceLock<Instant> = OnceLock::new();
static STOPPED: AtomicBool = AtomicBool::new(false);

/// The longest `--timeout` (a year): larger values are surely a mistake.
pub const MAX_TIMEOUT: f64 = 365.0 * 86400.0;

/// Starts the clock and reads `--timeout SECONDS` (a positive number; none: no limit).
pub fn start(timeout: Option<&str>) -> Result<(), String> {
    START.get_or_init(Instant::now);
    let t = match timeout {
        None => None,
        Some(text) => match text.trim().parse::<f64>() {
            Ok(s) if s > 0.0 && s <= MAX_TIMEOUT => Some(s),
            _ => {
                return Err(format!(
                "--timeout must be a number of seconds above 0 and at most {MAX_TIMEOUT}, not {}",
                super::quote(text)
            ))
            }
        },
    };
    let _ = TIMEOUT.set(t);
    Ok(())
}

/// Whether the work was stopped by `--timeout` (exit status 3).
pub fn stopped() -> bool {
    STOPPED.load(Ordering::Relaxed)
}

struct State {
    start: Instant,
    limit: Option<Duration>,
    tty: bool,
    last: Option<Progress>,
    /// The latest report with a known total (a whole match's pairs), kept while inner work
    /// (each pair's search) reports counts without one.
    outer: Option<Progress>,
    drawn: Option<Instant>,
    timed_out: bool,
}

impl State {
    fn on(&mut self, p: Progress) -> bool {
        self.last = Some(p);
        if p.total > 0 {
            self.outer = Some(p);
        }
        let now = self.start.elapsed();
        if self.limit.is_some_and(|l| now >= l) {
            self.timed_out = true;
            return false;
        }
        if self.tty && now >= QUIET && self.drawn.is_none_or(|d| d.elapsed() >= REDRAW) {
            self.drawn = Some(Instant::now());
            let mut err = std::io::stderr().lock();
            let _ = write!(err, "\r{}\x1b[K", bar(self.outer.unwrap_or(p), now));
            let _ = err.flush();
        }
        true
    }

    fn clear(&self) {
        if self.drawn.is_some() {
            let _ = write!(std::io::stderr().lock(), "\r\x1b[K");
        }
    }
}

/// One line of progress: a bar when the total is known, a count otherwise.
fn bar(p: Progress, elapsed: Duration) -> String {
    const WIDTH: u64 = 30;
    let secs = elapsed.as_secs();
    if let Some(filled) = (p.done.min(p.total) * WIDTH).checked_div(p.total) {
        let filled = filled as usize;
        format!(
            "[{}{}] {:>3}% {} of {} {}, {secs} s",
            "#".repeat(filled),
            ".".repeat(WIDTH as usize - filled),
            p.done.min(p.total) * 100 / p.total,
            p.done,
            p.total,
            p.stage
        )
    } else {
        format!("{} {}, {secs} s", p.done, p.stage)
    }
}

/// Runs core work `f` under the command's `--timeout`, with a progress bar on a terminal.
/// A stop by the clock becomes the one-line message "stopped after 20 s: …, N of M done".
pub fn control<T>(f: impl FnOnce(&mut Control) -> asobiba::Result<T>) -> Result<T, String> {
    match control_keeping(f)? {
        (v, None) => Ok(v),
        (_, Some(stop)) => Err(stop),
    }
}

/// As `control`, for work that keeps what it found when stopped (a life-and-death answer
/// "unknown", with what the finished searches established): a stop by the clock gives that
/// with the one-line message, which the command prints after it (`Output::stopped`).
pub fn control_keeping<T>(
    f: impl FnOnce(&mut Control) -> asobiba::Result<T>,
) -> Result<(T, Option<String>), String> {
    let start = *START.get_or_init(Instant::now);
    let limit = TIMEOUT
        .get()
        .copied()
        .flatten()
        .map(Duration::from_secs_f64);
    let mut state = State {
        start,
        limit,
        tty: std::io::stderr().is_terminal(),
        last: None,
        outer: None,
        drawn: None,
        timed_out: false,
    };
    let result = {
        let mut listener = |p: Progress| state.on(p);
        let mut c = Control::unlimited()
            .with_listener(&mut listener)
            .with_poll(POLL);
        f(&mut c)
    };
    state.clear();
    // Work that keeps what it found when stopped returns it as a result: a stop by the
    // clock is still a stop (exit status 3), as for the other work.
    let stopped_by_clock =
        state.timed_out && matches!(result, Ok(_) | Err(asobiba::Error::Stopped(_)));
    match result {
        _ if stopped_by_clock => {
            STOPPED.store(true, Ordering::Relaxed);
            let secs = state.start.elapsed().as_secs_f64();
            let done = match (state.outer, state.last) {
                (Some(o), Some(p)) if p.total == 0 => format!(
                    "{}, {} of {} done ({} {})",
                    o.stage, o.done, o.total, p.done, p.stage
                ),
                (_, Some(p)) if p.total > 0 => {
                    format!("{}, {} of {} done", p.stage, p.done, p.total)
                }
                (_, Some(p)) => format!("{}, {} done", p.stage, p.done),
                _ => "nothing finished".into(),
            };
            let stop = format!(
                "stopped after {} s (--timeout): {done}",
                if secs < 10.0 {
                    format!("{secs:.1}")
                } else {
                    format!("{secs:.0}")
                }
            );
            match result {
                Ok(v) => Ok((v, Some(stop))),
                Err(_) => Err(stop),
            }
        }
        Ok(v) => Ok((v, None)),
        Err(e) => Err(e.to_string()),
    }
}
