//! Node budgets: one for each analysis, caps for probes inside it, and the line limit that
//! keeps the recursion within the stack.

use super::rules::Mv;
use super::Engine;
use crate::tsumego::mask::Mask;
use crate::work::Control;
use crate::Result;

/// The longest line the search follows (see `count_node`).
pub(super) const MAX_LINE: usize = 800;

/// What `Engine::cap` keeps for `Engine::uncap`.
pub struct Probe {
    limit: u64,
    root_win: Option<Mv>,
    sibling_win: Option<Mv>,
    killer: Vec<Option<Mv>>,
}

impl<M: Mask> Engine<M> {
    /// Gives the analysis that starts now the whole budget, whatever earlier ones spent.
    pub fn start_budget(&mut self) {
        self.limit = self.nodes.saturating_add(self.budget);
    }

    /// Whether the analysis under way has used up its budget (a search stopped by it).
    pub fn budget_spent(&self) -> bool {
        self.nodes > self.limit
    }

    /// Lowers the node limit to `cap` nodes from now, for a probe inside the analysis'
    /// budget, and keeps what steers the move order; `uncap` gives both back.
    pub fn cap(&mut self, cap: u64) -> Probe {
        let saved = Probe {
            limit: self.limit,
            root_win: self.root_win,
            sibling_win: self.sibling_win,
            killer: self.killer.clone(),
        };
        self.limit = saved.limit.min(self.nodes.saturating_add(cap));
        self.line_stopped = false;
        saved
    }

    /// Gives back the limit `cap` lowered, and the move order's memory as it was before
    /// the probe (so that the searches after it run as they would have without it; a
    /// probe's winning moves misled them: up to 1.49x the nodes on a dead row). Whether
    /// the probe stopped for a reason of its own: at the cap, not at the analysis' own
    /// budget, or at the line limit (a cycle the searches after it may never meet).
    pub fn uncap(&mut self, saved: Probe) -> bool {
        let by_cap = self.nodes > self.limit && self.limit < saved.limit || self.line_stopped;
        self.limit = saved.limit;
        self.root_win = saved.root_win;
        self.sibling_win = saved.sibling_win;
        self.killer = saved.killer;
        by_cap
    }

    /// Counts a node against the budget, and stops a line too long for the stack (each
    /// ply is a frame of the recursion; the worker's stack in the browser is about 1 MB).
    pub(super) fn count_node(&mut self, ctl: &mut Control) -> Result<()> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return Err(crate::Error::Stopped(format!(
                "the budget of {} nodes ran out before the result was known",
                self.budget
            )));
        }
        if self.line.len() > MAX_LINE {
            self.line_stopped = true;
            return Err(crate::Error::Stopped(format!(
                "a line of play grew past {MAX_LINE} moves (a long cycle of ko retakes) before \
                 the result was known"
            )));
        }
        ctl.step(1)
    }
}
