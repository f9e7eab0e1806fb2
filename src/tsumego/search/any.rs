//! An engine at the narrowest mask width its region fits, behind one type.

use super::budget::Probe;
use super::rules::{Extra, Game, Mv, Superko};
use super::{Engine, Switches};
use crate::go::Color;
use crate::tsumego::problem::Problem;
use crate::work::Control;
use crate::Result;

/// An engine at the narrowest mask width its region's layout fits: 64 bits for most
/// problems, else 128 (see `mask`). The same search either way, node for node.
pub enum AnyEngine {
    Narrow(Engine<u64>),
    Wide(Engine<u128>),
}

/// `$body` with `$e` bound to the engine inside `$any`, whatever its width.
macro_rules! each {
    ($any:expr, $e:ident => $body:expr) => {
        match $any {
            AnyEngine::Narrow($e) => $body,
            AnyEngine::Wide($e) => $body,
        }
    };
}

/// How region points become mask bits. The default is what the search uses; the tests
/// change each part to check that the search is the same, node for node.
#[derive(Clone, Copy, Debug)]
pub struct Layout {
    /// The region's bounding box row by row where it fits (then a shift finds a mask's
    /// neighbours), else one bit per region point in the region's order.
    pub boxed: bool,
    /// 128-bit masks even where 64 bits would do.
    pub wide: bool,
}

impl Default for Layout {
    fn default() -> Self {
        Layout {
            boxed: true,
            wide: false,
        }
    }
}

impl AnyEngine {
    /// The engine for a problem (see `Engine::new`), at the width `layout` allows.
    pub fn new(problem: &Problem, order_seed: Option<u64>, layout: Layout) -> AnyEngine {
        let boxed = layout.boxed;
        match !layout.wide && Engine::<u64>::fits(&problem.board, &problem.region, boxed) {
            true => AnyEngine::Narrow(Engine::new(problem, order_seed, boxed)),
            false => AnyEngine::Wide(Engine::new(problem, order_seed, boxed)),
        }
    }

    pub fn switches(&mut self) -> &mut Switches {
        each!(self, e => &mut e.switches)
    }

    pub fn eye_room(&self) -> u32 {
        each!(self, e => e.eye_room())
    }

    pub fn nodes(&self) -> u64 {
        each!(self, e => e.nodes)
    }

    pub fn set_budget(&mut self, budget: u64) {
        each!(self, e => e.budget = budget)
    }

    pub fn start_budget(&mut self) {
        each!(self, e => e.start_budget())
    }

    pub fn budget_spent(&self) -> bool {
        each!(self, e => e.budget_spent())
    }

    pub fn cap(&mut self, cap: u64) -> Probe {
        each!(self, e => e.cap(cap))
    }

    pub fn uncap(&mut self, saved: Probe) -> bool {
        each!(self, e => e.uncap(saved))
    }

    pub fn capture_on_board(&mut self) {
        each!(self, e => e.capture_on_board())
    }

    pub fn stone(&self, v: usize) -> Option<Color> {
        each!(self, e => e.stone(v))
    }

    pub fn to_move(&self) -> Color {
        each!(self, e => e.to_move())
    }

    pub fn play(&mut self, mv: Mv) -> bool {
        each!(self, e => e.play(mv))
    }

    pub fn take_back(&mut self, mv: Mv) {
        each!(self, e => e.take_back(mv))
    }

    pub fn pass_ends_game(&self, g: &Game, x: &Extra, mv: Mv) -> Option<bool> {
        each!(self, e => e.pass_ends_game(g, x, mv))
    }

    pub fn solve(&mut self, g: &Game, x: &Extra, ctl: &mut Control) -> Result<bool> {
        each!(self, e => e.solve(g, x, ctl))
    }

    pub fn ordered_moves(&mut self, g: &Game, x: &Extra) -> Vec<(Mv, Extra)> {
        each!(self, e => e.ordered_moves(g, x))
    }

    pub fn line_moves(&mut self, g: &Game, x: &Extra) -> Vec<(Mv, Extra)> {
        each!(self, e => e.line_moves(g, x))
    }

    pub fn idle_move(&self, mv: Mv) -> bool {
        each!(self, e => e.idle_move(mv))
    }

    pub fn decided(&mut self) -> Option<bool> {
        each!(self, e => e.decided())
    }

    pub fn out_of_reach(&self) -> u32 {
        each!(self, e => e.out_of_reach())
    }

    pub fn settled(&mut self, g: &Game, x: &Extra) -> Option<bool> {
        each!(self, e => e.settled(g, x))
    }

    /// Whether the last move repeated an earlier position of the line (a ko retaken).
    pub fn repeats(&self, superko: Superko) -> bool {
        each!(self, e => e.repeats(superko).is_some())
    }
}
