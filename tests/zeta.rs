#![cfg(not(target_arch = "wasm32"))]
//! The subset transforms against their definitions, the laws between them as properties,
//! convolutions against brute force, inclusion–exclusion against set operations.

use asobiba::zeta::{
    self, apply, apply_plain, by_definition, convolve, convolve_wrapping, inclusion, pass, terms,
    Arith, Float, Kind, Modular, Transform, Wrapping,
};
use asobiba::Control;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn fast<A: Arith>(a: &A, t: Transform, f: &[A::Elem]) -> Vec<A::Elem> {
    let mut v = f.to_vec();
    apply(a, t, &mut v, &mut Control::unlimited()).unwrap();
    v
}

/// The definition as written in the spec, over all pairs (S, T): O(4^n), no cleverness.
fn naive<A: Arith>(a: &A, t: Transform, f: &[A::Elem]) -> Vec<A::Elem> {
    let len = f.len();
    (0..len)
        .map(|s| {
            let mut acc = a.zero();
            for (u, &x) in f.iter().enumerate() {
                let inside = if t.is_subset() {
                    u & !s == 0
                } else {
                    s & !u == 0
                };
                if inside {
                    let odd = (u ^ s).count_ones() % 2 == 1;
                    acc = if t.is_mobius() && odd {
                        a.sub(acc, x)
                    } else {
                        a.add(acc, x)
                    };
                }
            }
            acc
        })
        .collect()
}

fn lcg(seed: u64, len: usize) -> Vec<i64> {
    let mut x = seed;
    (0..len)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 1) as i64
        })
        .collect()
}

#[test]
fn every_transform_matches_its_definition_up_to_n_10() {
    let m = Modular::new(998_244_353).unwrap();
    for n in 0..=10u32 {
        let len = 1 << n;
        let f = lcg(n as u64 + 1, len);
        let fm: Vec<u64> = f.iter().map(|&x| m.of_i64(x)).collect();
        let ff: Vec<f64> = f.iter().map(|&x| (x % 1000) as f64).collect();
        for t in Transform::ALL {
            let want = naive(&Wrapping, t, &f);
            assert_eq!(fast(&Wrapping, t, &f), want, "{t} n={n}");
            assert_eq!(by_definition(&Wrapping, t, &f).unwrap(), want, "{t} n={n}");
            assert_eq!(fast(&m, t, &fm), naive(&m, t, &fm), "{t} mod n={n}");
            // small integers: every f64 sum is exact
            assert_eq!(fast(&Float, t, &ff), naive(&Float, t, &ff), "{t} f64 n={n}");
        }
    }
}

#[test]
fn blocked_kernel_matches_plain_loop_past_the_cache_blocks() {
    // n = 17 and 24 reach the high-bit tiles: a partial group of 2 bits; a full one of 8
    // then a partial one of 1.
    let m = Modular::new(1_000_000_007).unwrap();
    for n in [17u32, 24] {
        let f = lcg(99 + n as u64, 1 << n);
        for t in Transform::ALL {
            let mut want = f.clone();
            apply_plain(&Wrapping, t, &mut want).unwrap();
            assert_eq!(fast(&Wrapping, t, &f), want, "{t} n={n}");
        }
        if n == 17 {
            let fm: Vec<u64> = f.iter().map(|&x| m.of_i64(x)).collect();
            let mut want = fm.clone();
            apply_plain(&m, Transform::SupersetMobius, &mut want).unwrap();
            assert_eq!(fast(&m, Transform::SupersetMobius, &fm), want);
        }
    }
}

#[test]
fn passes_one_bit_at_a_time_give_the_result() {
    for n in 1..=6u32 {
        let f = lcg(5, 1 << n);
        for t in Transform::ALL {
            let mut v = f.clone();
            for bit in 0..n {
                pass(&Wrapping, t, bit, &mut v).unwrap();
            }
            assert_eq!(v, naive(&Wrapping, t, &f));
        }
    }
}

#[test]
fn terms_are_the_defining_sum() {
    let n = 5;
    let f = lcg(11, 1 << n);
    for t in Transform::ALL {
        let want = naive(&Wrapping, t, &f);
        for s in 0..(1u32 << n) {
            let sum = terms(n, t, s).unwrap().iter().fold(0i64, |acc, term| {
                acc.wrapping_add(f[term.set as usize].wrapping_mul(term.sign as i64))
            });
            assert_eq!(sum, want[s as usize]);
        }
    }
}

fn complement<E: Copy>(f: &[E]) -> Vec<E> {
    let full = f.len() - 1;
    (0..f.len()).map(|s| f[full ^ s]).collect()
}

fn laws<A: Arith>(a: &A, f: &[A::Elem]) -> Result<(), TestCaseError> {
    for t in Transform::ALL {
        // μ∘ζ = ζ∘μ = id
        prop_assert_eq!(&fast(a, t.inverse(), &fast(a, t, f)), &f.to_vec());
        // ζ′(f)(S) = ζ(f∘c)(X∖S), and likewise for the Möbius pair
        prop_assert_eq!(
            fast(a, t, f),
            complement(&fast(a, t.mirror(), &complement(f)))
        );
    }
    Ok(())
}

proptest! {
    #[test]
    fn laws_wrapping(n in 0u32..9, seed in any::<u64>()) {
        laws(&Wrapping, &lcg(seed, 1 << n))?;
    }

    #[test]
    fn laws_modular(n in 0u32..9, seed in any::<u64>(), p in 2u64..(1 << 62)) {
        let m = Modular::new(p).unwrap();
        let f: Vec<u64> = lcg(seed, 1 << n).iter().map(|&x| m.of_i64(x)).collect();
        laws(&m, &f)?;
    }

    #[test]
    fn laws_float(n in 0u32..9, seed in any::<u64>()) {
        // integers below 2^20: the sums stay exact, so equality is the right test
        let f: Vec<f64> = lcg(seed, 1 << n).iter().map(|&x| (x % (1 << 20)) as f64).collect();
        laws(&Float, &f)?;
    }
}

fn brute<A: Arith>(a: &A, kind: Kind, f: &[A::Elem], g: &[A::Elem]) -> Vec<A::Elem> {
    let mut h = vec![a.zero(); f.len()];
    for (s, &x) in f.iter().enumerate() {
        for (t, &y) in g.iter().enumerate() {
            let target = match kind {
                Kind::Or => s | t,
                Kind::And => s & t,
                Kind::Xor => s ^ t,
                Kind::Subset if s & t == 0 => s | t,
                Kind::Subset => continue,
            };
            h[target] = a.add(h[target], a.mul(x, y));
        }
    }
    h
}

proptest! {
    #[test]
    fn convolutions_match_brute_force(n in 0u32..7, s1 in any::<u64>(), s2 in any::<u64>(), p in 3u64..(1 << 40)) {
        let (f, g) = (lcg(s1, 1 << n), lcg(s2, 1 << n));
        let p = p | 1; // odd, so XOR can divide by 2^n
        let m = Modular::new(p).unwrap();
        let (fm, gm): (Vec<u64>, Vec<u64>) = (
            f.iter().map(|&x| m.of_i64(x)).collect(),
            g.iter().map(|&x| m.of_i64(x)).collect(),
        );
        let ff: Vec<f64> = f.iter().map(|&x| (x % 100) as f64).collect();
        let gf: Vec<f64> = g.iter().map(|&x| (x % 100) as f64).collect();
        for kind in Kind::ALL {
            let c = &mut Control::unlimited();
            prop_assert_eq!(convolve_wrapping(kind, &f, &g, c).unwrap(), brute(&Wrapping, kind, &f, &g), "{}", kind);
            prop_assert_eq!(convolve(&m, kind, &fm, &gm, c).unwrap(), brute(&m, kind, &fm, &gm), "{} mod {}", kind, p);
            prop_assert_eq!(convolve(&Float, kind, &ff, &gf, c).unwrap(), brute(&Float, kind, &ff, &gf), "{} f64", kind);
        }
    }

    #[test]
    fn inclusion_exclusion_matches_set_operations(
        sets in prop::collection::vec(prop::collection::btree_set(0u8..40, 0..20), 1..6)
    ) {
        let names: Vec<Vec<String>> = sets.iter().map(|s| s.iter().map(|e| format!("e{e}")).collect()).collect();
        let v = inclusion::from_sets(&names).unwrap();
        for s in 1..(1usize << sets.len()) {
            let chosen: Vec<&BTreeSet<u8>> = (0..sets.len()).filter(|i| s >> i & 1 == 1).map(|i| &sets[i]).collect();
            let union: BTreeSet<u8> = chosen.iter().flat_map(|x| x.iter().copied()).collect();
            let inter = chosen[0].iter().filter(|e| chosen.iter().all(|x| x.contains(e))).count();
            prop_assert_eq!(v.intersections[s], inter as i64);
            prop_assert_eq!(v.unions[s], union.len() as i64);
            prop_assert_eq!(v.unions_by_mobius[s], union.len() as i64);
        }
    }
}

proptest! {
    #[test]
    fn set_covers_match_brute_force(n in 1u32..6, family in prop::collection::vec(0u32..32, 1..11)) {
        let full = (1u32 << n) - 1;
        let family: Vec<u32> = family.into_iter().map(|a| a & full).collect();
        let m = family.len();
        let mut want = vec![0u64; m + 1];
        for pick in 0u32..(1 << m) {
            let union = (0..m).filter(|i| pick >> i & 1 == 1).fold(0, |u, i| u | family[i]);
            if union == full {
                want[pick.count_ones() as usize] += 1;
            }
        }
        let got = zeta::covers::count(n, &family, &mut Control::unlimited()).unwrap();
        prop_assert_eq!(got.by_size, want);
    }
}

proptest! {
    /// User text goes straight into these parsers: any string gives a value or an error.
    #[test]
    fn parsers_never_panic(text in "\\PC{0,40}", n in 0u32..40) {
        let _ = zeta::parse_values(&text);
        let _ = zeta::parse_floats(&text);
        let _ = zeta::covers::parse_family(n, &text);
        let _ = text.parse::<Transform>();
        let _ = text.parse::<Kind>();
        let sets: Vec<Vec<&str>> = text.split(';').map(|s| s.split(' ').collect()).collect();
        let _ = inclusion::from_sets(&sets);
    }
}

#[test]
fn modular_and_wrapping_agree_on_small_values() {
    // The mod-p transform of small non-negative data equals the i64 one reduced mod p.
    let f: Vec<i64> = lcg(3, 64).iter().map(|x| x.rem_euclid(50)).collect();
    let mut w = f.clone();
    zeta::apply_i64(
        Transform::SubsetZeta,
        &mut w,
        None,
        &mut Control::unlimited(),
    )
    .unwrap();
    let mut m = f.clone();
    zeta::apply_i64(
        Transform::SubsetZeta,
        &mut m,
        Some(998_244_353),
        &mut Control::unlimited(),
    )
    .unwrap();
    assert_eq!(w, m);
}

// The explorer's explanations (src/zeta/explain.rs), which the page shows: every stage is
// the passes so far, the last is the transform, the inverse gives f back, the definition's
// sum at a set equals the transform there.
mod explanations {
    use super::*;
    use asobiba::zeta::explain;

    fn text(v: &[i64]) -> String {
        v.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
    }
    fn nums(v: &[String]) -> Vec<i64> {
        v.iter().map(|x| x.parse().unwrap()).collect()
    }
    const TRANSFORMS: [&str; 4] = [
        "subset-zeta",
        "subset-mobius",
        "superset-zeta",
        "superset-mobius",
    ];

    proptest! {
        #[test]
        fn stages_end_in_the_transform_and_invert(n in 0u32..=4, seed in any::<u64>(), modular in any::<bool>()) {
            let f = zeta::random_values(n, seed).unwrap();
            let f: Vec<i64> = f.iter().map(|x| x % 1000).collect();
            let modulus = if modular { "7" } else { "" };
            for t in TRANSFORMS {
                let ex = explain::explain(n, t, &text(&f), modulus).unwrap();
                prop_assert_eq!(ex.stages.len(), n as usize + 1);
                let transform: Transform = t.parse().unwrap();
                let mut want = f.clone();
                zeta::apply_i64(transform, &mut want, modular.then_some(7), &mut Control::unlimited()).unwrap();
                prop_assert_eq!(nums(&ex.result), want.clone());
                prop_assert_eq!(nums(ex.stages.last().unwrap()), want);
                let reduced: Vec<i64> = if modular { f.iter().map(|x| x.rem_euclid(7)).collect() } else { f.clone() };
                prop_assert_eq!(nums(&ex.back), reduced);
                for set in 0..1u32 << n {
                    let focus = explain::focus(n, t, &text(&f), modulus, set).unwrap();
                    prop_assert_eq!(focus.sum.parse::<i64>().unwrap(), nums(&ex.result)[set as usize]);
                }
            }
        }

        #[test]
        fn convolution_steps_end_in_the_convolution(n in 0u32..=4, seed in any::<u64>()) {
            let f: Vec<i64> = zeta::random_values(n, seed).unwrap().iter().map(|x| x % 100).collect();
            let g: Vec<i64> = zeta::random_values(n, seed ^ 1).unwrap().iter().map(|x| x % 100).collect();
            for kind in ["or", "and", "xor", "subset"] {
                let steps = explain::convolution_steps(kind, &text(&f), &text(&g), "").unwrap();
                let want = zeta::convolve_i64(kind.parse().unwrap(), &f, &g, None, &mut Control::unlimited()).unwrap();
                prop_assert_eq!(nums(&steps.result), want);
            }
        }
    }

    #[test]
    fn explanations_refuse_bad_input() {
        assert!(
            explain::explain(7, "subset-zeta", "1", "").is_err(),
            "n over the picture limit"
        );
        assert!(
            explain::explain(2, "subset-zeta", "1,2,3", "").is_err(),
            "wrong length"
        );
        assert!(
            explain::explain(1, "sideways", "1,2", "").is_err(),
            "unknown transform"
        );
        assert!(
            explain::explain(1, "subset-zeta", "1,2", "1").is_err(),
            "modulus 1"
        );
        assert!(
            explain::focus(2, "subset-zeta", "1,2,3,4", "", 4).is_err(),
            "set outside 2^X"
        );
    }

    #[test]
    fn covers_are_counted_by_size() {
        let c = explain::covers_report(3, "{0,1} {1,2} {0} {2}").unwrap();
        let total: u64 = c.by_size.iter().map(|s| s.parse::<u64>().unwrap()).sum();
        assert_eq!(total.to_string(), c.total);
        // Covers of {0,1,2}: {01,12}, {01,2}, {12,0}, {0,2,12}... counted by brute force.
        let family = [0b011u32, 0b110, 0b001, 0b100];
        let brute = (0u32..16)
            .filter(|m| {
                (0..4)
                    .filter(|i| m >> i & 1 == 1)
                    .fold(0, |u, i| u | family[i])
                    == 0b111
            })
            .count();
        assert_eq!(c.total, brute.to_string());
    }
}
