//! n kos under superko: the state (n, m, t), the win table by dynamic programming (with and
//! without passes), the article's closed form checked beside it under named readings, and
//! the ko fight as vertex geography on a bipartite graph of subsets.
//!
//! ```text
//! (n, m, t): n kos, Black holds m (has just taken them), t to move (0 Black, 1 White)
//! fill:  Black (n, m, 0) → (n−1, m−1, 1)     White (n, m, 1) → (n−1, m, 0)
//! fight: Black (n, m, 0) → (n−1, m+1, 0)     White (n, m, 1) → (n−1, m−2, 1)
//!        only for the side holding fewer than half of the kos
//! atari: (n, n−1, 0) and (n, 1, 1) are won at once by the mover; no move loses
//! ```

pub mod fight;
pub mod formula;
pub mod state;
pub mod table;

pub use formula::{claim, formula_bare, ReadTable};
pub use state::{Reading, Rules, Side, State};
pub use table::{End, Line, Move, MoveKind, Outcome, Table};
