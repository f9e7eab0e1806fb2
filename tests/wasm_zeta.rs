#![cfg(target_arch = "wasm32")]
//! The subset core compiled to wasm (with simd128) in the browser: the blocked kernels
//! against the definition and the plain loop, and memory limits as errors, not traps.

use asobiba::zeta::{self, apply, apply_plain, by_definition, Modular, Transform, Wrapping};
use asobiba::{Control, Error};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn transforms_match_the_definition() {
    let m = Modular::new(998_244_353).unwrap();
    for n in 0..=8u32 {
        let f = zeta::random_values(n, n as u64).unwrap();
        let fm: Vec<u64> = f.iter().map(|&x| (x as u64) % 998_244_353).collect();
        for t in Transform::ALL {
            let mut v = f.clone();
            apply(&Wrapping, t, &mut v, &mut Control::unlimited()).unwrap();
            assert_eq!(v, by_definition(&Wrapping, t, &f).unwrap(), "{t} n={n}");
            let mut w = fm.clone();
            apply(&m, t, &mut w, &mut Control::unlimited()).unwrap();
            assert_eq!(w, by_definition(&m, t, &fm).unwrap(), "{t} mod n={n}");
        }
    }
}

#[wasm_bindgen_test]
fn blocked_kernel_matches_plain_loop() {
    for n in [17u32, 20] {
        let f = zeta::random_values(n, 7).unwrap();
        for t in [Transform::SubsetZeta, Transform::SupersetMobius] {
            let mut fast = f.clone();
            apply(&Wrapping, t, &mut fast, &mut Control::unlimited()).unwrap();
            let mut plain = f.clone();
            apply_plain(&Wrapping, t, &mut plain).unwrap();
            assert_eq!(zeta::checksum(&fast), zeta::checksum(&plain), "{t} n={n}");
            assert_eq!(fast, plain);
        }
    }
}

#[wasm_bindgen_test]
fn too_much_memory_is_an_error() {
    // 2^30 i64 is 8 GiB: more than a 32-bit address space.
    assert!(matches!(
        zeta::random_values(30, 1),
        Err(Error::TooLarge(_))
    ));
}
