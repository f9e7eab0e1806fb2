//! Single games of life and death against a naive referee: the rules as
//! src/tsumego/search/mod.rs states them, played out by plain minimax over whole lines, on
//! small random corners. The referee shares no code with the solver (only the board's
//! neighbour lists), so it checks the rules' implementation too (captures, superko, ko
//! threats, who may pass and when passes end the game, Benson's test), and every shortcut
//! of the search: the table and its GHI fingerprints, the dead test, the twin and idle
//! moves, the defender's pass left out of the unconditional game. The other oracle
//! (tests/tsumego.rs) is the solver's own search without its table. Lines played on the
//! solver as a person plays them are checked too, under every ko rule: the moves allowed at
//! each position (the threats each retake spends, the passes the approach parameter
//! counts, the end by two passes), and the game from there where it is finite.
//!
//! Covered: both goals, both pass rules, both superko rules, a few ko threats per side;
//! walls that are never taken (the dead test and the captures on region masks run), walls
//! with gaps, and walls on the board's edge that can be taken (captures walk the board).
//! Not covered by the single games: unlimited threats and the approach parameter, whose games
//! can be endless (the lines below check their moves).
//! Measured when this was written: the two superko rules gave the same answer in all of
//! 40,006 such games (their difference needs a position met again with the other side to
//! move), and a table that reuses every proof on any line still agreed here. Both are
//! caught by tests/tsumego.rs, whose fixtures and unlimited threats make long cycles.

use asobiba::go::Color;
use asobiba::rng::Rng;
use asobiba::tsumego::{Goal, KoRule, Overrides, PassRule, Problem, Settings, Solver, Superko};
use asobiba::Control;
#[path = "common/corner.rs"]
mod corner;
use corner::{corner_sgf, Place};

const EMPTY: u8 = 0;

/// Colour codes: 1 Black, 2 White.
fn code(c: Color) -> u8 {
    match c {
        Color::Black => 1,
        Color::White => 2,
    }
}

/// The rules of one game, read from the module's documentation.
struct Referee {
    nb: Vec<Vec<usize>>,
    region: Vec<bool>,
    defender: u8,
    goal: Goal,
    pass: PassRule,
    superko: Superko,
    /// The approach parameter N (0: off).
    n: u8,
    nodes: u64,
    limit: u64,
}

/// Unlimited ko threats: the side wins every ko.
const UNLIMITED: u8 = u8::MAX;

/// The state of play besides the line's positions, by colour code less one.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Play {
    last_pass: bool,
    /// Ko threats left (`UNLIMITED`: never spent).
    threats: [u8; 2],
    /// Passes since the side's last retake by the approach parameter.
    passes: [u8; 2],
    /// The last move was such a retake: no repetition may answer it.
    approach_retake: bool,
}

impl Play {
    fn new(threats: [u8; 2]) -> Play {
        Play {
            last_pass: false,
            threats,
            passes: [0, 0],
            approach_retake: false,
        }
    }
}

/// A position of the line: the stones and the side to move.
type Entry = (Vec<u8>, u8);

/// A legal move (a region point, or None for the pass), the position after it, and the
/// state of play after it.
type Move = (Option<usize>, Entry, Play);

impl Referee {
    /// The chain at `v` and whether it has a liberty.
    fn chain(&self, stones: &[u8], v: usize) -> (Vec<usize>, bool) {
        let c = stones[v];
        let mut seen = vec![false; stones.len()];
        let mut chain = vec![v];
        seen[v] = true;
        let mut free = false;
        let mut i = 0;
        while i < chain.len() {
            for &u in &self.nb[chain[i]] {
                if stones[u] == EMPTY {
                    free = true;
                } else if stones[u] == c && !seen[u] {
                    seen[u] = true;
                    chain.push(u);
                }
            }
            i += 1;
        }
        (chain, free)
    }

    /// The stones after colour `c` plays at `v`, or None if that is suicide. Any chain
    /// left without a liberty is taken, inside the region or not.
    fn play(&self, stones: &[u8], v: usize, c: u8) -> Option<Vec<u8>> {
        let mut s = stones.to_vec();
        s[v] = c;
        let mut took = false;
        for &u in &self.nb[v] {
            if s[u] == 3 - c {
                let (chain, free) = self.chain(&s, u);
                if !free {
                    took = true;
                    for w in chain {
                        s[w] = EMPTY;
                    }
                }
            }
        }
        (took || self.chain(&s, v).1).then_some(s)
    }

    /// The connected components of the points `within` picks, and each point's component
    /// (`usize::MAX` outside them).
    fn components(
        &self,
        n: usize,
        within: impl Fn(usize) -> bool,
    ) -> (Vec<Vec<usize>>, Vec<usize>) {
        let mut of = vec![usize::MAX; n];
        let mut parts: Vec<Vec<usize>> = Vec::new();
        for v in 0..n {
            if within(v) && of[v] == usize::MAX {
                let k = parts.len();
                let mut pts = vec![v];
                of[v] = k;
                let mut i = 0;
                while i < pts.len() {
                    for &u in &self.nb[pts[i]] {
                        if within(u) && of[u] == usize::MAX {
                            of[u] = k;
                            pts.push(u);
                        }
                    }
                    i += 1;
                }
                parts.push(pts);
            }
        }
        (parts, of)
    }

    /// Whether some defender chain of the region is safe: next to a defender stone outside
    /// the region, or alive by Benson's test on the region's enclosed areas (connected
    /// region points without a defender stone, none of them next to a point outside that
    /// is not a defender stone).
    fn safe(&self, s: &[u8]) -> bool {
        let d = self.defender;
        let n = s.len();
        let inside = |v: usize| self.region[v];
        let own = |v: usize| inside(v) && s[v] == d;
        if (0..n).any(|v| own(v) && self.nb[v].iter().any(|&u| !inside(u) && s[u] == d)) {
            return true;
        }
        // Components of region points without a defender stone.
        let (areas, _) = self.components(n, |v| inside(v) && s[v] != d);
        let enclosed: Vec<bool> = (areas.iter())
            .map(|a| {
                !a.iter()
                    .any(|&v| self.nb[v].iter().any(|&u| !inside(u) && s[u] != d))
            })
            .collect();
        if enclosed.iter().filter(|&&e| e).count() < 2 {
            return false;
        }
        // Defender chains of the region (joined through region points).
        let (chains, chain_of) = self.components(n, own);
        let next_to = |pts: &[usize], k: usize| {
            pts.iter()
                .any(|&v| self.nb[v].iter().any(|&u| chain_of[u] == k))
        };
        let mut alive = vec![true; chains.len()];
        let mut ok = enclosed;
        loop {
            let mut changed = false;
            for (k, live) in alive.iter_mut().enumerate() {
                if !*live {
                    continue;
                }
                // Vital: next to the chain, every empty point of it a liberty of the chain.
                let vital = (0..areas.len())
                    .filter(|&a| {
                        ok[a]
                            && next_to(&areas[a], k)
                            && areas[a].iter().all(|&v| s[v] != EMPTY || next_to(&[v], k))
                    })
                    .count();
                if vital < 2 {
                    *live = false;
                    changed = true;
                }
            }
            for a in 0..areas.len() {
                let near_dead = (0..chains.len()).any(|k| !alive[k] && next_to(&areas[a], k));
                if ok[a] && near_dead {
                    ok[a] = false;
                    changed = true;
                }
            }
            if !changed {
                return alive.iter().any(|&a| a);
            }
        }
    }

    /// Whether a pass by the side to move (the defender or not) ends the game, right
    /// after the opponent's pass (`last_pass`).
    fn pass_ends(&self, defender: bool, last_pass: bool) -> bool {
        last_pass
            && match self.goal {
                Goal::Unconditional => defender,
                Goal::Survive => self.pass == PassRule::Plain,
            }
    }

    /// The legal moves from the last position of `line` (region points, then the pass). A
    /// repetition is barred right after a retake by the approach parameter; else it is
    /// free with unlimited threats, spends one of a count, or, with none left against an
    /// opponent's unlimited ones, is allowed once the mover has passed N times since its
    /// last such retake. Under the asymmetric rule the defender may pass unless the
    /// attacker just passed, the attacker only when a repetition was barred.
    fn moves(&self, line: &[Entry], play: Play) -> Vec<Move> {
        let (stones, me) = line.last().unwrap().clone();
        let (mine, theirs) = (me as usize - 1, 2 - me as usize);
        let defender = me == self.defender;
        let mut out = Vec::new();
        let mut blocked = false;
        for v in 0..stones.len() {
            if !self.region[v] || stones[v] != EMPTY {
                continue;
            }
            let Some(next) = self.play(&stones, v, me) else {
                continue;
            };
            let repeats = line
                .iter()
                .any(|(b, m)| *b == next && (self.superko == Superko::Positional || *m == 3 - me));
            let mut after = Play {
                last_pass: false,
                approach_retake: false,
                ..play
            };
            if repeats {
                let t = play.threats;
                if play.approach_retake {
                    blocked = true;
                    continue;
                } else if t[mine] == UNLIMITED {
                } else if t[mine] > 0 {
                    after.threats[mine] -= 1;
                } else if self.n > 0 && t[theirs] == UNLIMITED && play.passes[mine] >= self.n {
                    after.passes[mine] = 0;
                    after.approach_retake = true;
                } else {
                    blocked = true;
                    continue;
                }
            }
            out.push((Some(v), (next, 3 - me), after));
        }
        let may_pass = match (self.goal, self.pass) {
            (Goal::Unconditional, _) | (_, PassRule::Plain) => true,
            (Goal::Survive, PassRule::Asymmetric) => {
                if defender {
                    !play.last_pass
                } else {
                    blocked
                }
            }
        };
        if may_pass {
            let mut after = Play {
                last_pass: true,
                approach_retake: false,
                ..play
            };
            after.passes[mine] = after.passes[mine].saturating_add(1);
            out.push((None, (stones, 3 - me), after));
        }
        out
    }

    /// Whether the mover wins by the move to `next` (its stones and the side to move then).
    fn after(&mut self, line: &mut Vec<Entry>, next: Entry, play: Play) -> Option<bool> {
        line.push(next);
        let r = self.wins(line, play);
        line.pop();
        r.map(|w| !w)
    }

    /// Whether the side to move wins from the last position of `line` in state `play`
    /// (finite threats, no approach parameter: the games end); None if the node limit ran
    /// out first.
    fn wins(&mut self, line: &mut Vec<Entry>, play: Play) -> Option<bool> {
        self.nodes += 1;
        if self.nodes > self.limit {
            return None;
        }
        let (stones, me) = line.last().unwrap().clone();
        let defender = me == self.defender;
        if !(0..stones.len()).any(|v| self.region[v] && stones[v] == self.defender) {
            return Some(!defender);
        }
        if self.safe(&stones) {
            return Some(defender);
        }
        let mut unknown = false;
        let mut any = false;
        for (mv, next, after) in self.moves(line, play) {
            any = true;
            if mv.is_none() && self.pass_ends(defender, play.last_pass) {
                // The defender survived (survival game) or gave up reaching life.
                if (self.goal == Goal::Survive) == defender {
                    return Some(true);
                }
                continue;
            }
            let r = self.after(line, next, after);
            if r == Some(true) {
                return r;
            }
            unknown |= r.is_none();
        }
        // A side with no legal move loses.
        if !any {
            return Some(false);
        }
        if unknown {
            None
        } else {
            Some(false)
        }
    }
}

/// Black's wall around the corner.
#[derive(Clone, Copy, PartialEq)]
enum Wall {
    /// Whole, each stone with a liberty outside: never taken, so the dead test and the
    /// captures on region masks run.
    Solid,
    /// A quarter of its points left empty: White's chains may have liberties outside.
    Gapped,
    /// Whole, on the board's edge: its only liberties are in the region, so it can be
    /// taken and captures walk the board.
    Edge,
}

/// A random problem: a `w`×`h` corner of a 6×5 board (or one just large enough for the
/// wall) walled off by Black (`wall`), White's
/// chain mostly along the wall's inside and the other points Black, White or empty at
/// random, White to live; None if it is no valid problem.
fn random_corner(rng: &mut Rng, (w, h): (usize, usize), wall: Wall) -> Option<Problem> {
    let size = match wall {
        Wall::Edge => (w + 1, h + 1),
        _ => (6, 5),
    };
    let white_share = 2 + rng.below(3);
    let sgf = corner_sgf(size, (w, h), |place, r, c| match place {
        Place::Region => {
            // White's chain along the wall, mostly there; the rest at random.
            let chain = (r == h - 1 || c == w - 1) && rng.below(8) != 0;
            match rng.below(10) {
                _ if chain => 'W',
                0..=1 => 'B',
                k if k < 2 + white_share => 'W',
                _ => '.',
            }
        }
        Place::Wall if wall != Wall::Gapped || rng.below(4) != 0 => 'B',
        _ => '.',
    });
    let first = if rng.below(2) == 0 {
        Color::Black
    } else {
        Color::White
    };
    let o = Overrides {
        live: Some(Color::White),
        first: Some(first),
        ..Overrides::default()
    };
    Problem::from_sgf(&sgf, &o).ok()
}

impl Referee {
    fn new(p: &Problem, goal: Goal, s: Settings, limit: u64) -> Referee {
        let board = &p.board;
        let nb = (0..board.len())
            .map(|v| board.neighbours(v).iter().map(|&u| u as usize).collect())
            .collect();
        Referee {
            nb,
            region: p.region.clone(),
            defender: code(p.defender),
            goal,
            pass: s.pass,
            superko: s.superko,
            n: s.n,
            nodes: 0,
            limit,
        }
    }
}

/// The problem's first position.
fn start(p: &Problem) -> Entry {
    let stones = p.stones.iter().map(|s| s.map_or(EMPTY, code)).collect();
    (stones, code(p.first))
}

/// The referee's answer for the defender, or None if it ran past its limit.
fn referee(p: &Problem, goal: Goal, s: Settings, threats: (u8, u8), limit: u64) -> Option<bool> {
    let mut r = Referee::new(p, goal, s, limit);
    let first = code(p.first);
    let mut t = [0u8; 2];
    t[r.defender as usize - 1] = threats.0;
    t[2 - r.defender as usize] = threats.1;
    let win = r.wins(&mut vec![start(p)], Play::new(t))?;
    Some(win == (first == r.defender))
}

/// Whether a chain of Black's wall has no liberty outside the region: play inside can take it.
fn wall_can_be_taken(p: &Problem) -> bool {
    let outside_black = |v: usize| !p.region[v] && p.stones[v] == Some(Color::Black);
    let nb = |v: usize| p.board.neighbours(v).iter().map(|&u| u as usize);
    let mut seen = vec![false; p.stones.len()];
    for v in (0..p.stones.len()).filter(|&v| outside_black(v)) {
        if seen[v] {
            continue;
        }
        let (mut chain, mut free) = (vec![v], false);
        seen[v] = true;
        while let Some(s) = chain.pop() {
            for u in nb(s) {
                free |= !p.region[u] && p.stones[u].is_none();
                if outside_black(u) && !seen[u] {
                    seen[u] = true;
                    chain.push(u);
                }
            }
        }
        if !free {
            return true;
        }
    }
    false
}

/// Random small corners, each under every goal, pass rule, superko rule and a few threat
/// counts: the solver's answer for each game against the referee's.
fn check(seed: u64, problems: usize, wall: Wall) {
    let mut rng = Rng::new(seed);
    let (mut checked, mut won, mut exposed) = (0, 0, 0);
    let mut made = 0;
    while made < problems {
        let dims = [(3, 3), (4, 2), (4, 3), (5, 2)][rng.below(4) as usize];
        let Some(p) = random_corner(&mut rng, dims, wall) else {
            continue;
        };
        made += 1;
        exposed += wall_can_be_taken(&p) as usize;
        for game in 0..16 {
            let goal = [Goal::Survive, Goal::Unconditional][game % 2];
            let s = Settings {
                pass: [PassRule::Asymmetric, PassRule::Plain][game / 2 % 2],
                superko: [Superko::Positional, Superko::Situational][game / 4 % 2],
                ..Settings::default()
            };
            let threats = [(0, 0), (1, 0), (0, 1), (1, 2)][(game / 8 + made) % 4];
            let Some(want) = referee(&p, goal, s, threats, 300_000) else {
                continue;
            };
            let mut solver = Solver::new(p.clone(), s);
            let got = solver
                .defender_wins(goal, threats.0, threats.1, &mut Control::unlimited())
                .unwrap();
            assert_eq!(
                got,
                want,
                "{goal:?} {s:?} threats (defender, attacker) {threats:?}, {} first: {:?}",
                p.first.name(),
                p.stones
            );
            checked += 1;
            won += want as usize;
        }
    }
    assert_eq!(
        exposed > problems / 5,
        wall == Wall::Edge,
        "{exposed} of {problems} problems with a wall stone that can be taken"
    );
    // Most games finished by the referee, both outcomes well represented, else the test
    // proves little.
    assert!(checked >= problems * 12, "only {checked} games checked");
    assert!(
        won >= checked / 5 && won <= checked * 4 / 5,
        "the defender won {won} of {checked}"
    );
    eprintln!("{checked} games checked, the defender won {won}, {exposed} walls exposed");
}

#[test]
fn single_games_agree_with_a_naive_referee() {
    check(1, 120, Wall::Solid);
}

#[test]
fn single_games_agree_with_a_naive_referee_with_gaps_in_the_wall() {
    check(2, 120, Wall::Gapped);
}

#[test]
fn single_games_agree_with_a_naive_referee_where_the_wall_can_be_taken() {
    check(3, 60, Wall::Edge);
}

/// What the random lines of `lines_played_…` met: positions, retakes refused because the
/// mover's threats were spent, retakes by the approach parameter allowed, games ended by
/// two passes, and games compared.
#[derive(Default)]
struct Met {
    positions: usize,
    spent_refusals: usize,
    approach_retakes: usize,
    ended: usize,
    games: usize,
}

/// One random line on the solver for `p` under `s` after `opening`, checked against the
/// referee at every position; retakes first where there are any, then captures, so that
/// the line meets kos.
fn random_line(p: &Problem, s: Settings, opening: &[&str], rng: &mut Rng, met: &mut Met) {
    let d = p.defender.index();
    let mut threats = [0u8; 2];
    match s.ko {
        KoRule::Defender => threats[d] = UNLIMITED,
        KoRule::Attacker => threats[1 - d] = UNLIMITED,
        KoRule::Threats { black, white } => threats = [black, white],
    }
    let mut solver = Solver::new(p.clone(), s);
    let mut r = Referee::new(p, Goal::Survive, s, 200_000);
    let (mut line, mut play) = (vec![start(p)], Play::new(threats));
    let points: Vec<Option<usize>> = (0..p.board.len())
        .filter(|&v| p.region[v])
        .map(Some)
        .chain([None])
        .collect();
    let empties = |b: &[u8]| b.iter().filter(|&&k| k == EMPTY).count();
    let mut opening = opening.iter();
    for ply in 0..16 {
        let (stones, me) = line.last().unwrap().clone();
        assert_eq!(solver.stones(), stones);
        if solver.engine.decided().is_some() {
            break;
        }
        met.positions += 1;
        let legal = r.moves(&line, play);
        let mut retakes = Vec::new();
        for &mv in &points {
            let played = solver.play(mv);
            if played.is_ok() {
                if solver.retakes().last() == Some(&(solver.line().len() - 1)) {
                    retakes.extend(legal.iter().find(|m| m.0 == mv));
                }
                solver.undo();
            }
            let want = legal.iter().any(|m| m.0 == mv);
            assert_eq!(
                played.is_ok(),
                want,
                "{mv:?} after {:?} ({s:?}): {played:?}",
                solver.line()
            );
            met.spent_refusals += played.is_err_and(|e| e.contains("has used its")) as usize;
        }
        met.approach_retakes += legal.iter().filter(|m| m.2.approach_retake).count();
        // The game from here, where the referee's games end (no unlimited threats).
        if ply % 3 == 2 && !play.threats.contains(&UNLIMITED) {
            r.nodes = 0;
            if let Some(win) = r.wins(&mut line, play) {
                let got = solver
                    .defender_wins(
                        Goal::Survive,
                        play.threats[d],
                        play.threats[1 - d],
                        &mut Control::unlimited(),
                    )
                    .unwrap();
                assert_eq!(
                    got,
                    win == (me == code(p.defender)),
                    "{:?} ({s:?})",
                    solver.line()
                );
                met.games += 1;
            }
        }
        let captures: Vec<&Move> = (legal.iter())
            .filter(|m| m.0.is_some() && empties(&m.1 .0) >= empties(&stones))
            .collect();
        let passes: Vec<&Move> = legal.iter().filter(|m| m.0.is_none()).collect();
        let pool = match rng.below(8) {
            0..=4 if !retakes.is_empty() => retakes,
            5 if !passes.is_empty() => passes,
            0..=6 if !captures.is_empty() => captures,
            _ => legal.iter().collect(),
        };
        let mut pick = pool[rng.below(pool.len() as u64) as usize].clone();
        if let Some(name) = opening.next() {
            let mv = solver.parse_move(name).unwrap();
            pick = legal.iter().find(|m| m.0 == mv).unwrap().clone();
        }
        let (mv, next, after) = pick;
        solver.play(mv).unwrap();
        if mv.is_none() && r.pass_ends(me == code(p.defender), play.last_pass) {
            // The game is over: the solver takes no move, and says how it ended.
            for &mv in &points {
                let refused = solver.play(mv).unwrap_err();
                assert!(refused.starts_with("the game is over"), "{refused}");
            }
            let a = solver.analyse(&mut Control::unlimited());
            assert!(a.game_over.is_some() && a.children.is_empty());
            met.ended += 1;
            break;
        }
        play = after;
        line.push(next);
    }
}

#[test]
fn lines_played_under_ko_rules_agree_with_the_referee() {
    // Random lines on the solver (as a person plays them on the page) under every ko rule,
    // on the ko fixtures and on random corners: at each position the moves it allows are
    // the referee's, so a retake spends one of the mover's threats and is barred once they
    // are spent, and the approach parameter counts the line's passes; the game from there,
    // with the threats the line left, has the referee's winner; and two passes under the
    // plain rule end the game.
    let mut rng = Rng::new(4);
    let mut met = Met::default();
    let mut lines: Vec<(Problem, &[&str])> = Vec::new();
    for name in ["bent-four-corner", "bent-four-corner-1", "ko-retake-cycle"] {
        let text = std::fs::read_to_string(format!("tests/data/tsumego/{name}.sgf")).unwrap();
        for first in [Color::Black, Color::White] {
            let o = Overrides {
                first: Some(first),
                ..Overrides::default()
            };
            let p = Problem::from_sgf(&text, &o).unwrap();
            // Three in four of the bent fours' lines open with the ko taken, White's with a
            // pass first (a tenuki for the approach parameter).
            let ko: &[&str] = match (name.starts_with("bent"), first) {
                (true, Color::Black) => &["B3", "A3", "A2"],
                (true, Color::White) => &["pass", "B3", "A3", "A2"],
                _ => &[],
            };
            lines.extend((0..48).map(|i| (p.clone(), [ko, &[]][i % 4 / 3])));
        }
    }
    while lines.len() < 288 + 80 {
        let dims = [(3, 3), (4, 2), (4, 3), (5, 2)][rng.below(4) as usize];
        lines.extend(random_corner(&mut rng, dims, Wall::Solid).map(|p| (p, &[][..])));
    }
    for (p, opening) in &lines {
        let (black, white) = [(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)][rng.below(5) as usize];
        let (ko, n) = match rng.below(3) {
            0 => (KoRule::Defender, 1 + rng.below(2) as u8),
            1 => (KoRule::Attacker, 1 + rng.below(2) as u8),
            _ => (KoRule::Threats { black, white }, 0),
        };
        let s = Settings {
            pass: [PassRule::Asymmetric, PassRule::Plain][rng.below(2) as usize],
            superko: [Superko::Positional, Superko::Situational][rng.below(2) as usize],
            ko,
            n,
            ..Settings::default()
        };
        random_line(p, s, opening, &mut rng, &mut met);
    }
    let Met {
        positions,
        spent_refusals,
        approach_retakes,
        ended,
        games,
    } = met;
    eprintln!(
        "{positions} positions, {spent_refusals} retakes refused for spent threats, \
         {approach_retakes} allowed by the approach parameter, {ended} games ended by \
         passes, {games} games compared"
    );
    // The lines reach each case, and games to compare.
    assert!(
        spent_refusals >= 10,
        "{spent_refusals} retakes refused for spent threats"
    );
    assert!(
        approach_retakes >= 10,
        "{approach_retakes} retakes by the approach parameter"
    );
    assert!(ended >= 10, "{ended} games ended by two passes");
    assert!(games >= 60, "{games} games compared");
}
