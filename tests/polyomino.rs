#![cfg(not(target_arch = "wasm32"))]
//! Polyominoes against published numbers, brute force, and algebraic laws.

use asobiba::polyomino::{self, cuts, Key, Polyomino, Symmetry};
use asobiba::Control;
use proptest::prelude::*;
use std::collections::HashSet;

/// OEIS A000105 (free) and A001168 (fixed), n = 1..12.
const FREE: [u64; 12] = [1, 1, 2, 5, 12, 35, 108, 369, 1285, 4655, 17073, 63600];
const FIXED: [u64; 12] = [1, 2, 6, 19, 63, 216, 760, 2725, 9910, 36446, 135268, 505861];

#[test]
fn counts_match_oeis_up_to_12() {
    for n in 1..=12 {
        let c = polyomino::count(n, &mut Control::unlimited()).unwrap();
        assert_eq!((c.free, c.fixed), (FREE[n - 1], FIXED[n - 1]), "n = {n}");
    }
}

#[test]
fn lists_are_distinct_canonical_and_complete() {
    for n in 1..=8 {
        let list = polyomino::list_free(n, &mut Control::unlimited()).unwrap();
        assert_eq!(list.len() as u64, FREE[n - 1]);
        let distinct: HashSet<_> = list.iter().map(|p| p.canonical()).collect();
        assert_eq!(distinct.len(), list.len());
        assert!(list.iter().all(|p| p.is_canonical() && p.area() == n));
    }
}

#[test]
fn listing_by_growing_agrees_with_redelmeier() {
    // The article's method: extend every (n-1)-omino by one cell, dedupe by canonical form.
    let mut level: HashSet<Polyomino> = ["#".parse().unwrap()].into_iter().collect();
    for n in 2..=8 {
        let mut next = HashSet::new();
        for p in &level {
            for &(x, y) in p.cells() {
                for (dx, dy) in [(1i64, 0i64), (-1, 0), (0, 1), (0, -1)] {
                    let cell = (x as i64 + dx, y as i64 + dy);
                    let mut cells: Vec<(i64, i64)> = p
                        .cells()
                        .iter()
                        .map(|&(a, b)| (a as i64, b as i64))
                        .collect();
                    if cells.contains(&cell) {
                        continue;
                    }
                    cells.push(cell);
                    next.insert(Polyomino::from_cells(cells).unwrap().canonical());
                }
            }
        }
        let listed: HashSet<Polyomino> = polyomino::list_free(n, &mut Control::unlimited())
            .unwrap()
            .into_iter()
            .collect();
        assert_eq!(next, listed, "n = {n}");
        level = next;
    }
}

#[test]
fn cuts_match_brute_force_for_every_free_polyomino_up_to_10_cells() {
    let mut shapes = 0;
    for n in 1..=10 {
        for shape in polyomino::list_free(n, &mut Control::unlimited()).unwrap() {
            let mut fast = cuts::bipartitions(&shape, &mut Control::unlimited()).unwrap();
            let mut slow = cuts::bipartitions_brute_force(&shape);
            fast.sort();
            slow.sort();
            assert_eq!(fast, slow, "{shape}");
            shapes += 1;
        }
    }
    assert_eq!(shapes, FREE[..10].iter().sum::<u64>());
}

#[test]
fn cut_report_classes_and_removals_are_consistent() {
    for shape in polyomino::list_free(7, &mut Control::unlimited()).unwrap() {
        let r = polyomino::cut_report(&shape, &mut Control::unlimited()).unwrap();
        assert_eq!(
            r.classes.iter().map(|c| c.count).sum::<usize>(),
            r.bipartitions
        );
        assert_eq!(
            r.removals.iter().map(|m| m.count).sum::<usize>(),
            2 * r.bipartitions
        );
        for class in &r.classes {
            assert_eq!(class.a.area() + class.b.area(), shape.area());
            for split in &class.splits {
                // The recorded cells really are congruent to `a`, and the rest to `b`.
                let a = Polyomino::from_cells(split.iter().map(|&i| {
                    let (x, y) = shape.cells()[i];
                    (x as i64, y as i64)
                }))
                .unwrap();
                assert!(a.is_congruent(&class.a), "{shape}: {a} vs {}", class.a);
                let rest = (0..shape.area()).filter(|i| !split.contains(i)).map(|i| {
                    let (x, y) = shape.cells()[i];
                    (x as i64, y as i64)
                });
                assert!(Polyomino::from_cells(rest).unwrap().is_congruent(&class.b));
            }
        }
    }
}

#[test]
fn notation_rejections() {
    for bad in ["", "...", "#a#", "#.#", "##/../##", "#/#/#x"] {
        assert!(Polyomino::parse_any(bad).is_err(), "{bad:?} accepted");
    }
    let e = Polyomino::parse_any("##./..#").unwrap_err();
    assert!(e.message().contains("not connected"), "{e}");
}

#[test]
fn large_shapes_still_work() {
    // 100 cells: beyond the fast keys, canonical forms and cuts still work.
    let row: String = "#".repeat(50);
    let shape: Polyomino = format!("{row}/{row}").parse().unwrap();
    assert_eq!(shape.area(), 100);
    assert_eq!(shape.canonical().to_string(), format!("{row}/{row}"));
    let rotated = shape.transformed(Symmetry(5));
    assert_eq!(Key::of(&rotated), Key::of(&shape));
    let r =
        polyomino::cut_report(&"#".repeat(70).parse().unwrap(), &mut Control::unlimited()).unwrap();
    assert_eq!(r.bipartitions, 69);
}

/// A random connected shape: a random walk of cells on a small board.
fn arb_shape() -> impl Strategy<Value = Polyomino> {
    prop::collection::vec((0u8..4, any::<bool>()), 0..20).prop_map(|steps| {
        let mut cells = vec![(0i64, 0i64)];
        let mut at = (0i64, 0i64);
        for (dir, branch) in steps {
            let d = [(1, 0), (-1, 0), (0, 1), (0, -1)][dir as usize];
            if branch {
                at = cells[cells.len() / 2];
            }
            at = (at.0 + d.0, at.1 + d.1);
            if !cells.contains(&at) {
                cells.push(at);
            }
        }
        Polyomino::from_cells(cells).unwrap()
    })
}

proptest! {
    #[test]
    fn canonical_form_is_invariant_under_symmetry_and_translation(
        shape in arb_shape(), s in 0u8..8, dx in -50i64..50, dy in -50i64..50
    ) {
        let moved = Polyomino::from_cells(shape.transformed(Symmetry(s)).cells().iter()
            .map(|&(x, y)| (x as i64 + dx, y as i64 + dy))).unwrap();
        prop_assert_eq!(moved.canonical(), shape.canonical());
        prop_assert_eq!(Key::of(&moved), Key::of(&shape));
        prop_assert_eq!(Key::of(&shape).shape(), shape.canonical());
        prop_assert_eq!(shape.symmetry_group(), moved.symmetry_group());
    }

    #[test]
    fn notation_round_trips(shape in arb_shape()) {
        let text = shape.to_string();
        prop_assert_eq!(text.parse::<Polyomino>().unwrap(), shape.clone());
        let canon = shape.canonical().to_string();
        prop_assert_eq!(canon.parse::<Polyomino>().unwrap().to_string(), canon);
    }

    #[test]
    fn every_cut_gives_two_connected_parts(shape in arb_shape()) {
        let g: asobiba::graph::Graph<1> = shape.graph();
        for part in cuts::bipartitions(&shape, &mut Control::unlimited()).unwrap() {
            let mut p = asobiba::graph::VertexSet::<1>::EMPTY;
            for i in part { p.insert(i); }
            let q = g.all().minus(p);
            prop_assert!(!p.is_empty() && !q.is_empty());
            prop_assert!(g.is_connected(p) && g.is_connected(q));
        }
    }

    #[test]
    fn congruence_is_symmetric_and_matches_keys(a in arb_shape(), b in arb_shape()) {
        prop_assert_eq!(a.is_congruent(&b), b.is_congruent(&a));
        prop_assert_eq!(a.is_congruent(&b), Key::of(&a) == Key::of(&b));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Whatever is pasted, the parsers answer with a shape or an error, never a panic; and
    /// whatever parses can be canonicalised and (when small) cut.
    #[test]
    fn parsing_any_text_never_panics(text in "[#./ \\n0-9,;()\\[\\]x-]{0,40}") {
        if let Ok(shape) = Polyomino::parse_any(&text) {
            let canon = shape.canonical();
            prop_assert_eq!(canon.area(), shape.area());
            if shape.area() <= 16 {
                polyomino::cut_report(&shape, &mut Control::unlimited()).unwrap();
            }
        }
    }

    /// Godomachi's entry points on arbitrary shapes and selections: an answer or an error.
    #[test]
    fn godomachi_entry_points_never_panic(
        a in arb_shape(), b in arb_shape(),
        cells_a in prop::collection::vec(0usize..30, 0..8),
        cells_b in prop::collection::vec(0usize..30, 0..8),
    ) {
        use asobiba::godomachi::{play, Position, Rules, Solver};
        match Position::new(a.clone(), b.clone()) {
            Ok(position) => {
                let _ = play::check_move(&position, &cells_a, &cells_b, Rules::OFFICIAL);
                if a.area() <= 9 {
                    Solver::new(Rules::OFFICIAL).analyse(&position, true, &mut Control::unlimited()).unwrap();
                }
            }
            Err(_) => prop_assert!(a.area() != b.area() || a.area() > 21),
        }
    }
}
