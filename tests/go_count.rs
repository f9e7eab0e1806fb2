//! Counting positions |C*|: the frontier program against the 3^V brute force on random graphs
//! and presets, the published sequences (OEIS A094777, A102620, A266278), and K_n.

use asobiba::go::count::{count, count_brute, count_in_order};
use asobiba::go::Board;
use asobiba::rng::Rng;
use asobiba::{Control, Error};
use num_bigint::BigUint;

fn dp(board: &Board) -> BigUint {
    count(board, &mut Control::unlimited()).unwrap().positions
}

fn brute(board: &Board) -> BigUint {
    count_brute(board, &mut Control::unlimited())
        .unwrap()
        .positions
}

/// A random connected graph: a random spanning tree plus each other pair with probability
/// `p` percent.
fn random_graph(rng: &mut Rng, n: usize, p: u64) -> Board {
    let mut edges = Vec::new();
    let mut have = std::collections::HashSet::new();
    for v in 1..n {
        let u = rng.below(v as u64) as usize;
        edges.push((u as i64, v as i64));
        have.insert((u, v));
    }
    for a in 0..n {
        for b in a + 1..n {
            if !have.contains(&(a, b)) && rng.below(100) < p {
                edges.push((a as i64, b as i64));
            }
        }
    }
    // Shuffle the vertex numbers so that trees are not always rooted at 0.
    let mut perm: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        perm.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let edges: Vec<(i64, i64)> = edges
        .into_iter()
        .map(|(a, b)| (perm[a as usize] as i64, perm[b as usize] as i64))
        .collect();
    Board::from_edges("random", n, &edges, None).unwrap()
}

#[test]
fn the_frontier_program_matches_brute_force_on_random_graphs() {
    let mut rng = Rng::new(13);
    for i in 0..2500 {
        let n = 1 + (i % 12);
        let p = [0, 5, 15, 30, 60][i % 5];
        let b = random_graph(&mut rng, n, p);
        assert_eq!(dp(&b), brute(&b), "graph {i}: {:?}", b.edges());
    }
}

#[test]
fn any_vertex_order_gives_the_same_count() {
    let mut rng = Rng::new(7);
    for i in 0..300 {
        let n = 2 + (i % 10);
        let b = random_graph(&mut rng, n, 25);
        let want = brute(&b);
        let mut order: Vec<usize> = (0..n).collect();
        for j in (1..n).rev() {
            order.swap(j, rng.below(j as u64 + 1) as usize);
        }
        let got = count_in_order(&b, &order, &mut Control::unlimited())
            .unwrap()
            .positions;
        assert_eq!(got, want, "order {order:?} of {:?}", b.edges());
    }
}

#[test]
fn presets_within_reach_of_brute_force_agree() {
    for spec in [
        "grid:1",
        "grid:2",
        "grid:3",
        "grid:2x5",
        "grid:3x4",
        "grid:1x12",
        "torus:3x3",
        "torus:3x4",
        "cycle:3",
        "cycle:8",
        "cycle:13",
        "path:1",
        "path:2",
        "path:11",
        "complete:2",
        "complete:7",
        "star:3",
        "star:11",
        "wheel:4",
        "wheel:9",
        "hex:1x1",
        "hex:2x1",
        "tri:3x3",
        "tri:4x3",
        "petersen",
        "cube:1",
        "cube:2",
        "cube:3",
    ] {
        let b = Board::parse(spec).unwrap();
        assert_eq!(dp(&b), brute(&b), "{spec}");
    }
}

#[test]
fn square_boards_give_oeis_a094777() {
    let a094777 = [
        "1",
        "57",
        "12675",
        "24318165",
        "414295148741",
        "62567386502084877",
        "83677847847984287628595",
    ];
    for (i, want) in a094777.iter().enumerate() {
        let b = Board::parse(&format!("grid:{}", i + 1)).unwrap();
        assert_eq!(dp(&b).to_string(), *want, "{}x{}", i + 1, i + 1);
    }
}

#[test]
fn one_by_n_boards_give_oeis_a102620() {
    let a102620: [u64; 35] = [
        1,
        5,
        15,
        41,
        113,
        313,
        867,
        2401,
        6649,
        18413,
        50991,
        141209,
        391049,
        1082929,
        2998947,
        8304961,
        22998865,
        63690581,
        176377839,
        488441801,
        1352638145,
        3745850473,
        10373355075,
        28726852897,
        79553054089,
        220305664445,
        610090792143,
        1689519766073,
        4678774170521,
        12956893537633,
        35881426208451,
        99366159258241,
        275173945103905,
        762037102261925,
        2110303520940111,
    ];
    for (i, &want) in a102620.iter().enumerate() {
        let n = i + 1;
        // Both ways round: a row (order along the short side) and a path preset.
        for spec in [
            format!("grid:{n}x1"),
            format!("grid:1x{n}"),
            format!("path:{n}"),
        ] {
            let b = Board::parse(&spec).unwrap();
            assert_eq!(dp(&b), BigUint::from(want), "{spec}");
        }
    }
}

#[test]
fn two_by_n_boards_give_oeis_a266278() {
    let a266278: [u64; 17] = [
        5,
        57,
        489,
        4125,
        35117,
        299681,
        2557605,
        21826045,
        186255781,
        1589441093,
        13563736693,
        115748216413,
        987755062201,
        8429158472781,
        71931509371765,
        613838505628281,
        5238284505542721,
    ];
    for (i, &want) in a266278.iter().enumerate() {
        let n = i + 1;
        for spec in [format!("grid:2x{n}"), format!("grid:{n}x2")] {
            let b = Board::parse(&spec).unwrap();
            assert_eq!(dp(&b), BigUint::from(want), "{spec}");
        }
    }
}

#[test]
fn complete_graphs_give_three_to_the_n_minus_two_to_the_n() {
    // On K_n an empty point is a liberty of every stone: exactly the 2^n configurations
    // without an empty point fail.
    for n in 1..=14u32 {
        let b = Board::parse(&format!("complete:{n}")).unwrap();
        let want = BigUint::from(3u32).pow(n) - BigUint::from(2u32).pow(n);
        assert_eq!(dp(&b), want, "K_{n}");
    }
}

#[test]
fn a_budget_stops_the_count_and_wide_boards_are_refused() {
    let b = Board::parse("grid:7").unwrap();
    let mut c = Control::unlimited().with_budget(1000);
    assert!(matches!(count(&b, &mut c), Err(Error::Stopped(_))));
    let wide = Board::parse("grid:30").unwrap();
    let e = count(&wide, &mut Control::unlimited()).unwrap_err();
    assert!(e.message().contains("frontier of 30"), "{}", e.message());
    let big = Board::parse("grid:5").unwrap();
    assert!(count_brute(&big, &mut Control::unlimited())
        .unwrap_err()
        .message()
        .contains("the most is 20"));
}

#[test]
fn progress_reaches_every_vertex_and_can_cancel() {
    let b = Board::parse("grid:4").unwrap();
    let mut seen = Vec::new();
    let mut listener = |p: asobiba::Progress| {
        seen.push(p.done);
        true
    };
    let r = count(&b, &mut Control::unlimited().with_listener(&mut listener)).unwrap();
    assert_eq!(r.positions, BigUint::from(24318165u32));
    assert_eq!(seen.last(), Some(&16));
    let mut stop = |p: asobiba::Progress| p.done < 5;
    let e = count(&b, &mut Control::unlimited().with_listener(&mut stop)).unwrap_err();
    assert!(matches!(e, Error::Stopped(_)));
}
