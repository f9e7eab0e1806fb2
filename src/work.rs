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
        Ok(())
    }

    /// Tell the listener how far the work is; it may ask to stop.
    pub fn progress(&mut self, done: u64, total: u64, stage: &'static str) -> Result<()> {
        if let Some(listener) = self.listener.as_mut() {
            if !listener(Progress { done, total, stage }) {
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
}
