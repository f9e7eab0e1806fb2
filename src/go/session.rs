//! A record being browsed and played: the current node and its position, kept up to date
//! incrementally (a step to a child plays one move, a step to the parent undoes one), so that
//! stepping through a long game costs a move per step, not a replay.

use super::game::{Game, PlayError, Rules, SetupError};
use super::sgf::Record;
use super::{Color, Move};

pub struct Session {
    pub record: Record,
    pub rules: Rules,
    node: usize,
    game: Game,
    /// An illegal move met while replaying to `node` (its node and reason): the position shown
    /// is the one before it.
    illegal: Option<(usize, PlayError)>,
}

impl Session {
    pub fn new(record: Record, rules: Rules) -> Result<Session, SetupError> {
        let r = record.replay(0, rules)?;
        Ok(Session {
            rules: *r.game.rules(),
            game: r.game,
            illegal: r.illegal,
            record,
            node: 0,
        })
    }

    pub fn node(&self) -> usize {
        self.node
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn illegal(&self) -> Option<(usize, PlayError)> {
        self.illegal
    }

    fn plain(&self, i: usize) -> bool {
        let n = &self.record.nodes[i];
        n.setup.is_empty() && n.player.is_none()
    }

    /// Moves to any node of the record.
    pub fn goto(&mut self, node: usize) -> Result<(), SetupError> {
        if node >= self.record.nodes.len() || node == self.node {
            return Ok(());
        }
        let n = &self.record.nodes[node];
        if self.illegal.is_none() && self.plain(node) {
            if n.parent == Some(self.node) {
                if let Some((c, m)) = n.mv {
                    match self.game.play_as(c, m) {
                        Ok(()) => {}
                        Err(e) => self.illegal = Some((node, e)),
                    }
                }
                self.node = node;
                return Ok(());
            }
            let cur = &self.record.nodes[self.node];
            if cur.parent == Some(node)
                && self.plain(self.node)
                && (cur.mv.is_none() || self.game.undo())
            {
                self.node = node;
                return Ok(());
            }
        }
        let r = self.record.replay(node, self.rules)?;
        self.game = r.game;
        self.illegal = r.illegal;
        self.node = node;
        Ok(())
    }

    /// The player to move plays `mv`: checked, then added to the record (or an existing
    /// variation followed) and made the current node.
    pub fn play(&mut self, mv: Move) -> Result<usize, PlayError> {
        self.play_as(self.game.to_move(), mv)
    }

    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<usize, PlayError> {
        if let Some((_, e)) = self.illegal {
            return Err(e);
        }
        self.game.check(color, mv)?;
        let child = self.record.add_move(self.node, color, mv);
        self.game.play_as(color, mv).expect("checked");
        self.node = child;
        Ok(child)
    }

    /// Edits the setup after the current position: in the current node if it holds no move,
    /// else in a new child node (SGF keeps moves and setup in separate nodes, and a setup
    /// beside a move would apply before it). Refused (and undone) if a chain would have no
    /// liberty.
    pub fn setup(&mut self, v: usize, c: Option<Color>) -> Result<(), SetupError> {
        let fresh = self.record.nodes[self.node].mv.is_some();
        let node = if fresh {
            self.record.add_node(self.node)
        } else {
            self.node
        };
        let before = self.record.nodes[node].clone();
        self.record.set_setup(node, v, c);
        match self.record.replay(node, self.rules) {
            Ok(r) => {
                self.game = r.game;
                self.illegal = r.illegal;
                self.node = node;
                Ok(())
            }
            Err(e) => {
                if fresh {
                    self.record.nodes.pop();
                    self.record.nodes[self.node].children.pop();
                } else {
                    self.record.nodes[node] = before;
                }
                Err(e)
            }
        }
    }

    /// The stones after the first `ply` moves of the current game (for showing the position
    /// a superko move would repeat).
    pub fn stones_at_ply(&self, ply: usize) -> Vec<u8> {
        let mut g = Game::new(self.game.setup(), self.rules).expect("the game's own setup");
        for (c, m) in self.game.moves().take(ply) {
            g.play_as(c, m).expect("replaying the game's own moves");
        }
        g.stones_u8()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::go::Board;
    use std::sync::Arc;

    #[test]
    fn stepping_matches_replaying_and_variations_are_kept() {
        let board = Arc::new(Board::parse("grid:5").unwrap());
        let mut s = Session::new(Record::new(board, 0.0), Rules::default()).unwrap();
        for v in [12, 13, 7, 17, 11] {
            s.play(Move::Play(v)).unwrap();
        }
        let end = s.node();
        s.goto(2).unwrap();
        assert_eq!(s.game().ply(), 2);
        let alt = s.play(Move::Play(0)).unwrap();
        assert_eq!(s.record.nodes[2].children.len(), 2);
        s.goto(end).unwrap();
        let fresh = s.record.replay(end, Rules::default()).unwrap().game;
        assert_eq!(s.game().stones_u8(), fresh.stones_u8());
        // Step back one by one to the root, and forward again along the main line.
        let line = s.record.main_line();
        for &n in line.iter().rev() {
            s.goto(n).unwrap();
            let r = s.record.replay(n, Rules::default()).unwrap().game;
            assert_eq!(s.game().hash(), r.hash());
        }
        for &n in &line {
            s.goto(n).unwrap();
        }
        assert_eq!(s.game().ply(), 5);
        s.goto(alt).unwrap();
        assert_eq!(s.game().stone(0), Some(Color::Black));
        // Playing an existing move follows the variation instead of adding one.
        s.goto(2).unwrap();
        assert_eq!(s.play(Move::Play(0)).unwrap(), alt);
        assert!(s.record.to_sgf().contains("(;B[aa])"));
    }

    #[test]
    fn setup_edits_are_validated() {
        let board = Arc::new(Board::parse("grid:3").unwrap());
        let mut s = Session::new(Record::new(board, 0.0), Rules::default()).unwrap();
        s.setup(0, Some(Color::Black)).unwrap();
        s.setup(1, Some(Color::White)).unwrap();
        assert!(
            s.setup(3, Some(Color::White)).is_err(),
            "A3 would have no liberty"
        );
        assert_eq!(s.game().stone(3), None);
        assert!(s.record.to_sgf().contains("AB[aa]AW[ba]"));
        s.setup(0, None).unwrap();
        assert_eq!(s.game().stone(0), None);
    }

    #[test]
    fn setup_after_a_move_goes_into_a_node_of_its_own() {
        let board = Arc::new(Board::parse("grid:3").unwrap());
        let mut s = Session::new(Record::new(board, 0.0), Rules::default()).unwrap();
        let moved = s.play(Move::Play(4)).unwrap();
        s.setup(0, Some(Color::Black)).unwrap();
        let edit = s.node();
        assert_eq!(s.record.nodes[edit].parent, Some(moved));
        s.setup(8, Some(Color::White)).unwrap(); // the same setup node again
        assert_eq!((s.node(), s.record.nodes.len()), (edit, 3));
        let sgf = s.record.to_sgf();
        assert!(sgf.contains(";B[bb]\n;AB[aa]AW[cc]"), "{sgf}");
        // The setup keeps the move's stone and the player to move.
        assert_eq!(s.game().stone(4), Some(Color::Black));
        assert_eq!(s.game().to_move(), Color::White);
        // A refused edit after a move leaves no empty node behind: Black on C3 would leave
        // White's B3 (between A3, C3 and B2) without a liberty.
        let m2 = s.play(Move::Play(1)).unwrap();
        let nodes = s.record.nodes.len();
        assert!(s.setup(2, Some(Color::Black)).is_err());
        assert_eq!((s.node(), s.record.nodes.len()), (m2, nodes));
        assert!(s.record.nodes[m2].children.is_empty());
    }
}
