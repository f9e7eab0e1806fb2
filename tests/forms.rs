#![cfg(not(target_arch = "wasm32"))]
//! The forms tool against an exact fraction-elimination oracle and known geometry.

use asobiba::forms::{
    self, check, complete, construct, dimension, hilbert, modp, oracle, principal_lattice, Check,
    PointSet, Rational,
};
use asobiba::{Control, Error};
use proptest::prelude::*;

fn pts(s: &str) -> PointSet {
    s.parse().unwrap()
}

fn run(p: &PointSet, d: usize) -> Check {
    check(p, d, &mut Control::unlimited()).unwrap()
}

/// Evaluates every kernel form at every point with exact fractions, independently of the
/// core's own check.
fn assert_kernel_vanishes(p: &PointSet, c: &Check) {
    assert_eq!(c.kernel_terms.len(), c.dim - c.rank, "kernel dimension");
    for form in &c.kernel_terms {
        assert!(form.iter().any(|t| t.coefficient != "0"), "nonzero form");
        for x in p.points() {
            let mut sum = Rational::zero();
            for t in form {
                let mut v: Rational = t.coefficient.parse().unwrap();
                for (xi, &e) in x.iter().zip(&t.exponents) {
                    for _ in 0..e {
                        v = v.mul(xi);
                    }
                }
                sum = sum.add(&v);
            }
            assert!(sum.is_zero(), "form {form:?} does not vanish at {x:?}");
        }
    }
}

fn subset(p: &PointSet, idx: &[usize]) -> PointSet {
    PointSet::new(p.n(), idx.iter().map(|&i| p.points()[i].clone()).collect()).unwrap()
}

/// Everything `check` claims, against the oracle.
fn assert_consistent(p: &PointSet, d: usize) {
    let c = run(p, d);
    let want = oracle::rank_of(p, d);
    assert_eq!(c.rank, want, "rank of {p} in degree {d}");
    assert_eq!(c.dim as u64, dimension(p.n(), d).unwrap());
    assert_eq!(c.determined, want == c.dim);
    assert_kernel_vanishes(p, &c);
    assert_eq!(c.basis.len(), c.rank);
    assert_eq!(
        oracle::rank_of(&subset(p, &c.basis), d),
        c.rank,
        "basis independent"
    );
    let mut all: Vec<usize> = c.basis.iter().chain(&c.redundant).copied().collect();
    all.sort_unstable();
    assert_eq!(all, (0..p.len()).collect::<Vec<_>>());
}

#[test]
fn conic_through_six_points() {
    // (s², t², st) lies on xy = z².
    let p = pts("1 1 1; 4 1 2; 1 4 2; 9 1 3; 1 9 3; 4 9 6");
    let c = run(&p, 2);
    assert_eq!((c.dim, c.rank, c.determined), (6, 5, false));
    assert_eq!(c.kernel, vec!["x*y - z^2"]);
    assert_kernel_vanishes(&p, &c);
    // Any five of them already give rank 5: the sixth is redundant.
    assert_eq!(c.redundant, vec![5]);
}

#[test]
fn five_general_points_determine_a_conic() {
    let c = run(&pts("0 0 1; 1 0 1; 0 1 1; 2 3 1; -1 5 1"), 2);
    assert_eq!((c.rank, c.determined), (5, false)); // 5 points, 6 monomials
    assert_eq!(c.kernel.len(), 1);
    let c = run(&pts("0 0 1; 1 0 1; 0 1 1; 2 3 1; -1 5 1; 1 0 0"), 2);
    assert!(c.determined);
    assert!(c.kernel.is_empty() && c.redundant.is_empty());
}

#[test]
fn grid_three_by_three_and_cubics() {
    let grid = pts("-1 -1 1; -1 0 1; -1 1 1; 0 -1 1; 0 0 1; 0 1 1; 1 -1 1; 1 0 1; 1 1 1");
    let c = run(&grid, 3);
    assert_eq!((c.dim, c.rank), (10, 8));
    assert_eq!(c.kernel, vec!["x^3 - x*z^2", "y^3 - y*z^2"]);
    assert_kernel_vanishes(&grid, &c);
    // Cayley–Bacharach: the ninth point is forced by the other eight.
    assert_eq!(c.redundant.len(), 1);
    let h = hilbert(&grid, 6, &mut Control::unlimited()).unwrap();
    assert_eq!(h, vec![1, 3, 6, 8, 9, 9, 9]);
    for (d, &hd) in h.iter().enumerate() {
        assert_eq!(hd, oracle::rank_of(&grid, d));
    }
}

#[test]
fn proportional_points_count_once() {
    let p = pts("1 2 3; 2 4 6; -1/2 -1 -3/2; 1 0 0; 0 1 0");
    let c = run(&p, 1);
    assert_eq!((c.points, c.distinct, c.rank), (5, 3, 3));
    assert!(c.determined);
    assert_eq!(c.proportional, vec![vec![0, 1, 2]]);
    assert_eq!(c.redundant, vec![1, 2]);
    let c = run(&p, 2);
    assert_eq!(c.rank, 3);
    assert_consistent(&p, 2);
}

#[test]
fn binary_forms_need_d_plus_one_distinct_ratios() {
    for d in 0..10 {
        let text: Vec<String> = (0..=d).map(|k| format!("{k} {}", d + 1 - k)).collect();
        let c = run(&pts(&text.join(";")), d);
        assert!(c.determined, "d = {d}");
        // One point fewer leaves one form: the product of the linear forms.
        if d > 0 {
            let c = run(&pts(&text[..d].join(";")), d);
            assert_eq!((c.rank, c.kernel.len()), (d, 1));
        }
    }
}

#[test]
fn principal_lattice_determines_for_n_up_to_4_and_d_up_to_8() {
    for n in 1..=4 {
        for d in 0..=8 {
            let c = construct(n, d, None, &mut Control::unlimited()).unwrap();
            assert!(c.check.determined, "n = {n}, d = {d}");
            assert_eq!(c.check.points, c.dim, "exactly N points");
            if n <= 3 && d <= 4 {
                let p: PointSet = c.points.parse().unwrap();
                assert_eq!(oracle::rank_of(&p, d), c.dim);
            }
        }
    }
    // Any basis: a skewed one with fractions.
    let basis = pts("1 2 0 1/2; 0 1 -3 1; 2 0 1 1; 1 1 1 -1");
    for d in 1..=6 {
        let c = construct(4, d, Some(&basis), &mut Control::unlimited()).unwrap();
        assert!(c.check.determined, "d = {d}");
    }
    // A dependent "basis" is refused.
    let bad = pts("1 0 0; 0 1 0; 1 1 0");
    let e = construct(3, 2, Some(&bad), &mut Control::unlimited()).unwrap_err();
    assert!(e.message().contains("dependent"));
}

#[test]
fn literal_lattice_at_degree_zero_is_the_origin() {
    // The textbook statement fails for d = 0 (Σ α_i v_i with α = 0 is the origin); the
    // construction substitutes v_n.
    let p = principal_lattice(&forms::default_basis(3), 0).unwrap();
    assert_eq!(p.len(), 1);
    assert!(run(&p, 0).determined);
}

#[test]
fn completion_adds_exactly_the_missing_points() {
    let cases = [
        ("0 0 1; 1 1 1; 2 2 1; 3 3 1", 2),               // collinear
        ("1 1 1; 4 1 2; 1 4 2; 9 1 3; 1 9 3; 4 9 6", 3), // on a conic
        (
            "-1 -1 1; -1 0 1; -1 1 1; 0 -1 1; 0 0 1; 0 1 1; 1 -1 1; 1 0 1; 1 1 1",
            3,
        ),
        ("1 0 0 0; 0 1 0 0", 4),
        ("5/2 -1/3", 6),
    ];
    for (text, d) in cases {
        let p = pts(text);
        let before = run(&p, d).rank;
        let c = complete(&p, d, &mut Control::unlimited()).unwrap();
        assert_eq!(c.rank_before, before);
        assert_eq!(c.added_count, c.check.dim - before, "{text}");
        assert!(c.check.determined);
        let all: PointSet = c.points.parse().unwrap();
        assert_eq!(oracle::rank_of(&all, d), c.check.dim);
    }
}

#[test]
fn unlucky_first_prime_is_overcome() {
    // (1, 0) and (1, p) are different points but equal modulo the first prime.
    let p0 = modp::Primes::new().next().unwrap();
    let p = pts(&format!("1 0; 1 {p0}; 0 1"));
    let c = run(&p, 2);
    assert_eq!((c.rank, c.determined), (3, true));
    let c = run(&p, 3);
    assert_eq!(c.rank, 3);
    assert_kernel_vanishes(&p, &c);
    let q = pts(&format!("1 0 1; 1 {p0} 1; 0 1 1; 2 {} 1; 5 7 1", 3 * p0));
    assert_consistent(&q, 2);
}

#[test]
fn big_kernel_coefficients_need_several_primes() {
    // 12 random points, quartics: 3 kernel forms whose coefficients are large minors.
    let mut rng = asobiba::rng::Rng::new(7);
    let mut next = || rng.below(101) as i64 - 50;
    let text: Vec<String> = (0..12)
        .map(|_| format!("{} {} {}", next(), next(), next()))
        .collect();
    let p = pts(&text.join(";"));
    let c = run(&p, 4);
    assert_eq!(c.rank, 12);
    assert!(c.proof.contains("primes"), "{}", c.proof);
    assert_kernel_vanishes(&p, &c);
    let longest = c.kernel.iter().map(String::len).max().unwrap();
    assert!(longest > 200, "coefficients are big: {}", c.kernel[0]);
}

#[test]
fn limits_and_bad_input_are_errors() {
    let p = pts("1 2 3 4 5");
    let e = check(&p, 40, &mut Control::unlimited()).unwrap_err();
    assert!(matches!(e, Error::TooLarge(_)), "{e}");
    let e = check(&pts("1 2"), 41, &mut Control::unlimited()).unwrap_err();
    assert!(matches!(e, Error::TooLarge(_)));
    // A budget stops long work with a message instead of hanging.
    let grid: Vec<String> = (0..300)
        .map(|i| format!("{i} {} {} 1", i * i % 97, i % 13))
        .collect();
    let big = pts(&grid.join(";"));
    let e = check(&big, 12, &mut Control::unlimited().with_budget(1000)).unwrap_err();
    assert!(matches!(e, Error::Stopped(_)));
}

fn point_strategy(n: usize) -> impl Strategy<Value = Vec<(i64, i64)>> {
    // (numerator, denominator); small values make coincidences and deficiencies common.
    proptest::collection::vec((-3i64..=3, 1i64..=3), n)
}

fn set_strategy() -> impl Strategy<Value = (PointSet, usize)> {
    (1usize..=4, 0usize..=4)
        .prop_flat_map(|(n, d)| {
            (
                proptest::collection::vec(point_strategy(n), 0..=12),
                Just(n),
                Just(d),
            )
        })
        .prop_filter_map("zero vector", |(rows, n, d)| {
            let pts: Vec<Vec<Rational>> = rows
                .into_iter()
                .map(|r| {
                    r.into_iter()
                        .map(|(a, b)| Rational::new(a.into(), b.into()).unwrap())
                        .collect()
                })
                .collect();
            PointSet::new(n, pts).ok().map(|p| (p, d))
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn rank_kernel_and_basis_match_the_oracle((p, d) in set_strategy()) {
        assert_consistent(&p, d);
    }

    #[test]
    fn hilbert_matches_the_oracle((p, _) in set_strategy()) {
        let h = hilbert(&p, 4, &mut Control::unlimited()).unwrap();
        for (d, &hd) in h.iter().enumerate() {
            prop_assert_eq!(hd, oracle::rank_of(&p, d));
        }
    }

    #[test]
    fn notation_round_trips((p, _) in set_strategy()) {
        if !p.is_empty() {
            let back: PointSet = p.to_string().parse().unwrap();
            prop_assert_eq!(back, p);
        }
    }

    #[test]
    fn parser_never_panics(s in "[-0-9/ .,;\\n]{0,40}") {
        let _ = s.parse::<PointSet>();
    }
}

#[test]
fn cli_contract() {
    use std::process::Command;
    let bin = env!("CARGO_BIN_EXE_asobiba");
    let out = Command::new(bin)
        .args(["forms", "check", "--d", "2", "--json", "--points"])
        .arg("1 1 1; 4 1 2; 1 4 2; 9 1 3; 1 9 3; 4 9 6")
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["n"], 3);
    assert_eq!(v["d"], 2);
    assert_eq!(v["dim"], 6);
    assert_eq!(v["rank"], 5);
    assert_eq!(v["determined"], false);
    assert_eq!(v["kernel"], serde_json::json!(["x*y - z^2"]));
    assert_eq!(v["redundant"], serde_json::json!([5]));
    let out = Command::new(bin)
        .args(["forms", "hilbert", "--max-d", "4", "--json", "--points"])
        .arg(
            [
                "-1 -1 1", "-1 0 1", "-1 1 1", "0 -1 1", "0 0 1", "0 1 1", "1 -1 1", "1 0 1",
                "1 1 1",
            ]
            .join("; "),
        )
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["h"], serde_json::json!([1, 3, 6, 8, 9]));
    let out = Command::new(bin)
        .args(["forms", "construct", "--n", "4", "--d", "3", "--json"])
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let p: PointSet = v["points"].as_str().unwrap().parse().unwrap();
    assert_eq!(p.len(), 20);
    assert_eq!(oracle::rank_of(&p, 3), 20);
    let out = Command::new(bin)
        .args(["forms", "check", "--d", "2", "--points", "1 2; 1 x"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("point 2, coordinate 2"), "{err}");
}

#[test]
fn enormous_kernels_are_not_written_out_but_the_rank_is_proven() {
    // 60 random points and forms of degree 12 in 4 variables (455 monomials).
    let mut s: u64 = 99;
    let mut next = || {
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((s >> 33) % 21) as i64 - 10
    };
    let text: Vec<String> = (0..60)
        .map(|_| format!("{} {} {} {}", next(), next(), next(), next()))
        .collect();
    let p = pts(&text.join(";"));
    let c = run(&p, 12);
    assert_eq!(c.rank, c.distinct);
    assert!(c.kernel.is_empty());
    assert!(c.kernel_omitted.as_deref().unwrap().contains("too large"));
    assert!(c.proof.contains("independent"), "{}", c.proof);
    // Small kernels are always written out.
    let c = run(&pts("1 0 0 0; 0 1 0 0"), 2);
    assert!(c.kernel_omitted.is_none());
    assert_eq!(c.kernel.len(), 8);
}

/// Points (t, a t² + b t + c, 1) on the conic yz = a x² + b xz + c z², with large
/// rational a, b, c: the kernel must be that conic, found through several primes.
fn conic_points(a: &Rational, b: &Rational, c: &Rational, ts: &[i64]) -> PointSet {
    let rows = ts
        .iter()
        .map(|&t| {
            let t = Rational::integer(t);
            let y = a.mul(&t).mul(&t).add(&b.mul(&t)).add(c);
            vec![t, y, Rational::integer(1)]
        })
        .collect();
    PointSet::new(3, rows).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn known_conic_with_big_coefficients_is_recovered(
        an in 1i64..1_000_000_000, ad in 1i64..1_000_000,
        bn in -1_000_000_000i64..1_000_000_000, cn in -1_000_000_000i64..1_000_000_000,
        cd in 1i64..1_000_000,
        ts in proptest::collection::btree_set(-40i64..40, 7..10),
    ) {
        let a = Rational::new(an.into(), ad.into()).unwrap();
        let b = Rational::integer(bn);
        let c = Rational::new(cn.into(), cd.into()).unwrap();
        let ts: Vec<i64> = ts.into_iter().collect();
        let p = conic_points(&a, &b, &c, &ts);
        let r = run(&p, 2);
        prop_assert_eq!(r.rank, 5);
        prop_assert_eq!(r.kernel_terms.len(), 1);
        // Compare with the expected conic, scaled: coefficients of x², xz, yz, z².
        let coef = |e: [u32; 3]| -> Rational {
            r.kernel_terms[0]
                .iter()
                .find(|t| t.exponents == e)
                .map_or(Rational::zero(), |t| t.coefficient.parse().unwrap())
        };
        let yz = coef([0, 1, 1]);
        prop_assert!(!yz.is_zero());
        prop_assert_eq!(coef([2, 0, 0]).div(&yz).unwrap(), Rational::zero().sub(&a));
        prop_assert_eq!(coef([1, 0, 1]).div(&yz).unwrap(), Rational::zero().sub(&b));
        prop_assert_eq!(coef([0, 0, 2]).div(&yz).unwrap(), Rational::zero().sub(&c));
        for e in [[1, 1, 0], [0, 2, 0]] {
            prop_assert!(coef(e).is_zero());
        }
        // Cubics through ≥ 7 points of a conic: exactly the conic times linear forms.
        let r3 = run(&p, 3);
        prop_assert_eq!((r3.rank, r3.kernel.len()), (7, 3));
        assert_kernel_vanishes(&p, &r3);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Whatever is typed, the core answers or explains; it never panics.
    #[test]
    fn any_text_gets_an_answer_or_an_error(
        (text, n, d) in (1usize..5, 0usize..6).prop_flat_map(|(n, d)| {
            let token = prop_oneof![
                20 => proptest::sample::select(vec!["0", "1", "-1", "2", "1/2", "-3/4", "0.5", "7"]),
                1 => proptest::sample::select(vec!["1/0", "x", "--1", ""]),
            ];
            // Rows of n coordinates mostly, sometimes one more or one fewer.
            let len = prop_oneof![20 => Just(n), 1 => Just(n + 1), 1 => Just(n.max(2) - 1)];
            let row = len
                .prop_flat_map(move |k| proptest::collection::vec(token.clone(), k))
                .prop_map(|r| r.join(" "));
            let text = prop_oneof![
                1 => "[-0-9/ .,;\\n]{0,60}",
                4 => proptest::collection::vec(row, 0..10).prop_map(|rows| rows.join(";")),
            ];
            (text, Just(n), Just(d))
        }),
    ) {
        if let Ok(p) = PointSet::parse_with_n(&text, n) {
            let mut c = Control::unlimited().with_budget(5_000_000);
            if let Ok(r) = check(&p, d, &mut c) {
                prop_assert!(r.rank <= r.dim);
                assert_kernel_vanishes(&p, &r);
            }
            let _ = hilbert(&p, d, &mut Control::unlimited().with_budget(5_000_000));
            let _ = complete(&p, d, &mut Control::unlimited().with_budget(5_000_000));
        }
    }
}
