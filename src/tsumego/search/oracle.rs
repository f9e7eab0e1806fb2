//! The plain exhaustive search: the tests' oracle (without the table) and df-pn's last resort
//! when its numbers overflow again and again (with it).

use super::life::May;
use super::proof::{Keys, Res};
use super::rules::{Extra, Game};
use super::Engine;
use crate::tsumego::mask::Mask;
use crate::work::Control;
use crate::Result;

impl<M: Mask> Engine<M> {
    pub(super) fn search(&mut self, g: &Game, x: &Extra, ctl: &mut Control) -> Result<Res> {
        self.count_node(ctl)?;
        if let Some(proof) = self.terminal(g, x, May::ALL) {
            return Ok(Res::free(proof));
        }
        let keys = self.keys(g, x);
        if let Some(e) = self
            .lookup(keys)
            .1
            .filter(|e| self.switches.use_table && self.compatible(e, g, x))
        {
            return Ok(Res::free(e));
        }
        // A state met again with nothing new on the line since (`revisit_decided`), by
        // that test alone: the oracle plays on round df-pn's other cycles.
        if let Some(&i) = self.on_path.get(&keys.full) {
            if let Some(dep) = self.revisit_unchanged(g, i) {
                return Ok(self.endless(g, x, dep));
            }
        }
        let entered = self.enter(x, keys.full);
        let r = self.search_moves(g, x, keys, ctl);
        self.leave(keys.full, entered);
        r
    }

    fn search_moves(&mut self, g: &Game, x: &Extra, keys: Keys, ctl: &mut Control) -> Result<Res> {
        let k = self.line.len() - 1;
        let (mut moves, gen_dep) = self.moves(g, x, self.full, true, |_, _, _| ());
        self.order(&mut moves, x.to_move);
        let mut lose = self.lost(gen_dep);
        let mut result = None;
        for (mv, nx, rep, ()) in moves {
            // Two passes in a row end the game under the plain rule (and in the
            // unconditional-life game): the defender survived, but is not unconditionally alive.
            let r = if let Some(win) = self.pass_ends_game(g, x, mv) {
                Res::free(self.leaf(win))
            } else {
                self.play(mv);
                let r = self.search(g, &nx, ctl);
                self.take_back(mv);
                r?
            };
            if !r.proof.win {
                result = Some(self.won_by(&r, rep));
                break;
            }
            lose.lost_also(&r, rep);
        }
        let res = result.unwrap_or(lose);
        if res.dep >= k {
            self.store_proof(keys, res.proof);
        }
        Ok(res)
    }
}
