//! Budgets and progress for long computations, without knowing who listens.
//!
//! The core counts abstract steps (nodes, items) rather than wall time, because
//! `std::time::Instant` does not exist on wasm32; the listener (CLI, web worker) may
//! stop the work from its progress callback, for example when a time budget is spent.

use crate::error::{Error, Result};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Progress {
    pub done: u64,
    pub total: u64,
    /// What is being done, for people ("pairs", "shapes", ...).
    pub stage: &'static str,
}

/// Returned by a progress listener: go on, or stop the work.
pub type Listener<'a> = dyn FnMut(Progress) -> bool + 'a;

pub struct Control<'a> {
    listener: Option<&'a mut Listener<'a>>,
    max_steps: u64,
    steps: u64,
    /// Steps between calls of the listener from `step` (0: never); see `with_poll`.
    poll_every: u64,
    next_poll: u64,
    last: Progress,
    /// The latest progress counts the steps themselves (`count_toward`): each poll
    /// brings its `done` up to date.
    counting: bool,
}

impl<'a> Default for Control<'a> {
    fn default() -> Self {
        Self::unlimited()
    }
}

impl<'a> Control<'a> {
    pub fn unlimited() -> Self {
        Control {
            listener: None,
            max_steps: u64::MAX,
            steps: 0,
            poll_every: 0,
            next_poll: u64::MAX,
            last: Progress {
                done: 0,
                total: 0,
                stage: "steps",
            },
            counting: true,
        }
    }

    /// Stop with `Error::Stopped` after `max_steps` steps.
    pub fn with_budget(mut self, max_steps: u64) -> Self {
        self.max_steps = max_steps;
        self
    }

    pub fn with_listener(mut self, listener: &'a mut Listener<'a>) -> Self {
        self.listener = Some(listener);
        self
    }

    /// Also call the listener (with the latest progress) every `every` steps, so that a
    /// listener holding a clock can stop work that reports progress rarely or never.
    pub fn with_poll(mut self, every: u64) -> Self {
        self.poll_every = every.max(1);
        self.next_poll = self.steps.saturating_add(self.poll_every);
        self
    }

    /// The latest progress reported (or the steps counted, if none was).
    pub fn last_progress(&self) -> Progress {
        self.last
    }

    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// Count `n` steps of work; fails once the budget is spent.
    #[inline]
    pub fn step(&mut self, n: u64) -> Result<()> {
        self.steps += n;
        if self.steps > self.max_steps {
            return Err(Error::Stopped(format!(
                "stopped after {} steps: the budget of {} steps is spent",
                self.steps, self.max_steps
            )));
        }
        if self.steps >= self.next_poll {
            self.next_poll = self.steps.saturating_add(self.poll_every);
            if self.counting {
                self.last.done = self.steps;
            }
            return self.tell(self.last);
        }
        Ok(())
    }

    /// Tell the listener how far the work is; it may ask to stop.
    pub fn progress(&mut self, done: u64, total: u64, stage: &'static str) -> Result<()> {
        self.counting = false;
        self.tell(Progress { done, total, stage })
    }

    /// Reports the steps counted so far as the progress, out of `total` (0: unknown) and
    /// named `stage`, and keeps doing so at each poll until the next `progress`: work whose
    /// steps are its measure, such as a search's nodes against its budget.
    pub fn count_toward(&mut self, total: u64, stage: &'static str) -> Result<()> {
        self.counting = true;
        self.tell(Progress {
            done: self.steps,
            total,
            stage,
        })
    }

    fn tell(&mut self, p: Progress) -> Result<()> {
        self.last = p;
        if let Some(listener) = self.listener.as_mut() {
            if !listener(p) {
                return Err(Error::Stopped("cancelled".into()));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn budget_stops_work() {
        let mut c = Control::unlimited().with_budget(10);
        assert!(c.step(10).is_ok());
        assert!(matches!(c.step(1), Err(Error::Stopped(_))));
    }

    #[test]
    fn listener_can_cancel() {
        let mut seen = Vec::new();
        let mut listener = |p: Progress| {
            seen.push(p.done);
            p.done < 2
        };
        let mut c = Control::unlimited().with_listener(&mut listener);
        assert!(c.progress(1, 3, "items").is_ok());
        assert!(matches!(c.progress(2, 3, "items"), Err(Error::Stopped(_))));
        assert_eq!(seen, vec![1, 2]);
    }

    #[test]
    fn polling_reaches_the_listener_from_steps() {
        let mut seen = Vec::new();
        let mut listener = |p: Progress| {
            seen.push((p.done, p.stage));
            p.done < 30
        };
        {
            let mut c = Control::unlimited()
                .with_listener(&mut listener)
                .with_poll(10);
            for _ in 0..25 {
                c.step(1).unwrap();
            }
            c.progress(7, 9, "items").unwrap();
            assert!(c.step(10).is_ok());
            assert!(c.step(5).is_ok());
            assert_eq!(c.last_progress().done, 7);
        }
        assert_eq!(
            seen,
            vec![(10, "steps"), (20, "steps"), (7, "items"), (7, "items")]
        );
    }

    #[test]
    fn counted_progress_follows_the_steps_until_the_next_report() {
        let mut seen = Vec::new();
        let mut listener = |p: Progress| {
            seen.push((p.done, p.total, p.stage));
            true
        };
        {
            let mut c = Control::unlimited()
                .with_listener(&mut listener)
                .with_poll(10);
            c.step(4).unwrap();
            c.count_toward(100, "nodes").unwrap();
            c.step(10).unwrap();
            c.progress(1, 2, "moves").unwrap();
            c.step(10).unwrap();
        }
        assert_eq!(
            seen,
            vec![
                (4, 100, "nodes"),
                (14, 100, "nodes"),
                (1, 2, "moves"),
                (1, 2, "moves")
            ]
        );
    }
}
