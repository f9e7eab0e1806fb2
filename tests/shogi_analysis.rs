//! The article's definitions tested directly: the attacker sets against the spec's
//! table, duality for every pair of squares, attacks from ways against the move
//! generator's attack tables, isolation degrees, hanging pieces and pins.

use asobiba::rng::Rng;
use asobiba::shogi::analysis::{self, Way, FAR};
use asobiba::shogi::{parse, Color, Kind, Position, Square};

fn gold_movers(r: u8) -> Vec<(Kind, u8)> {
    [
        Kind::Gold,
        Kind::ProPawn,
        Kind::ProLance,
        Kind::ProKnight,
        Kind::ProSilver,
    ]
    .iter()
    .map(|&k| (k, r))
    .collect()
}

/// The table of shared/spec/shogi-attacks.md, written out.
fn spec_table(w: Way) -> Vec<(Kind, u8)> {
    use Kind::*;
    let mut v = match w {
        Way::Forward => {
            let mut v = vec![
                (Pawn, 1),
                (Lance, FAR),
                (Silver, 1),
                (Rook, FAR),
                (Dragon, FAR),
                (Horse, 1),
                (King, 1),
            ];
            v.extend(gold_movers(1));
            v
        }
        Way::ForwardLeft | Way::ForwardRight => {
            let mut v = vec![
                (Silver, 1),
                (Bishop, FAR),
                (Horse, FAR),
                (Dragon, 1),
                (King, 1),
            ];
            v.extend(gold_movers(1));
            v
        }
        Way::Left | Way::Right | Way::Backward => {
            let mut v = vec![(Rook, FAR), (Dragon, FAR), (Horse, 1), (King, 1)];
            v.extend(gold_movers(1));
            v
        }
        Way::BackwardLeft | Way::BackwardRight => {
            vec![
                (Silver, 1),
                (Bishop, FAR),
                (Horse, FAR),
                (Dragon, 1),
                (King, 1),
            ]
        }
        Way::KnightLeft | Way::KnightRight => vec![(Knight, 1)],
    };
    v.sort();
    v
}

#[test]
fn attacker_sets_derived_from_unmove_match_the_spec_table() {
    for o in Color::BOTH {
        let sets = analysis::attacker_sets(o);
        for w in Way::ALL {
            let mut got = sets[w.index()].clone();
            got.sort();
            assert_eq!(got, spec_table(w), "{o:?} {w:?}");
        }
    }
}

#[test]
fn duality_for_every_pair_of_squares() {
    let mut pairs = 0;
    for a in Square::all() {
        for b in Square::all() {
            for o in Color::BOTH {
                for w in Way::ALL {
                    let b_on_a = w.squares(a, o).contains(&b);
                    let a_on_b = w.squares(b, o.flip()).contains(&a);
                    assert_eq!(b_on_a, a_on_b, "{a} {b} {o:?} {w:?}");
                    pairs += b_on_a as u32;
                }
            }
        }
    }
    // Each ordered pair on a common line or knight jump is counted once per side.
    assert!(pairs > 0);
}

#[test]
fn ten_ways_partition_the_lines_through_a_square() {
    // From 5e the 8 rays reach 4 squares each; both knight squares exist.
    let e5 = Square::parse("5e").unwrap();
    for o in Color::BOTH {
        let total: usize = Way::ALL.iter().map(|w| w.squares(e5, o).len()).sum();
        assert_eq!(total, 8 * 4 + 2);
    }
}

fn random_positions(n: usize) -> Vec<Position> {
    let mut rng = Rng::new(16);
    let mut out = Vec::new();
    while out.len() < n {
        let mut pos = Position::startpos();
        let plies = 20 + rng.below(140);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.make(moves[rng.below(moves.len() as u64) as usize]);
        }
        out.push(pos);
    }
    out
}

#[test]
fn attacks_from_ways_equal_attacks_from_the_move_generator() {
    for pos in random_positions(300) {
        let occ = pos.occupied();
        for sq in Square::all() {
            for by in Color::BOTH {
                let mut from_ways: Vec<Square> = analysis::attackers(&pos, sq, by)
                    .iter()
                    .map(|a| a.square)
                    .collect();
                from_ways.sort();
                let from_tables: Vec<Square> = pos.attackers_to(by, sq, occ).collect();
                assert_eq!(from_ways, from_tables, "{} {sq} {by:?}", pos.sfen());
            }
        }
    }
}

#[test]
fn isolation_degrees_at_the_start() {
    let pos = Position::startpos();
    let e5 = Square::parse("5e").unwrap();
    let iso = |o, w| analysis::isolation(&pos, e5, o, w);
    // Sente's forward from 5e is up: 5d empty, 5c holds a gote pawn.
    assert_eq!(iso(Color::Sente, Way::Forward), 1);
    assert_eq!(iso(Color::Sente, Way::Backward), 1);
    assert_eq!(iso(Color::Sente, Way::Left), 4);
    // The knight square two up and one to Sente's left is 6c, a gote pawn.
    assert_eq!(iso(Color::Sente, Way::KnightLeft), 0);
    // Gote's forward is down: 5f empty, 5g a sente pawn.
    assert_eq!(iso(Color::Gote, Way::Forward), 1);
    assert_eq!(iso(Color::Gote, Way::ForwardLeft), 1); // 4f, then 3g
    let d5 = Square::parse("5d").unwrap();
    assert_eq!(
        analysis::isolation(&pos, d5, Color::Gote, Way::KnightLeft),
        1
    ); // 4f empty
    let h = Square::parse("5i").unwrap();
    assert_eq!(analysis::isolation(&pos, h, Color::Sente, Way::Backward), 0); // edge
}

#[test]
fn counts_hanging_and_pins() {
    // Sente's rook on 5e pins the gote silver on 5c to the king on 5a; the gote gold on
    // 3e is attacked by the rook and defended by nothing.
    let pos = parse("4k4/9/4s4/9/4R1g2/9/9/9/4K4 b - 1").unwrap();
    let c5 = Square::parse("5c").unwrap();
    let pins = analysis::pins(&pos);
    assert_eq!(pins.len(), 1);
    assert_eq!(pins[0].square, c5);
    assert_eq!(pins[0].pinner, Square::parse("5e").unwrap());
    let counts = analysis::counts(&pos);
    let hanging = analysis::hanging(&pos, &counts);
    let squares: Vec<String> = hanging.iter().map(|h| h.square.to_string()).collect();
    assert_eq!(squares, vec!["3e", "5c"]);
    let report = analysis::square_report(&pos, Square::parse("3e").unwrap());
    assert_eq!(report.counts.sente, 1);
    let a = &report.attackers.sente[0];
    assert_eq!((a.way, a.distance), (Way::Right, 2));
}
