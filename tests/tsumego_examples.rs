//! The tsumego page's built-in problems (www/tsumego-examples.json) are what their titles
//! say: each is a valid problem, and the solver gives the status the example promises for
//! each side moving first (the classic shapes' known statuses: bent three dead with Black
//! first and alive with White first, square four dead either way, the seki a seki, the
//! carpenter's square and the ten-thousand-year ko a ko with Black first, …).

use asobiba::go::Color;
use asobiba::tsumego::{solve, Overrides, Problem, Settings};
use asobiba::Control;

#[test]
fn built_in_examples_have_the_promised_status_and_a_line_that_ends() {
    let text = std::fs::read_to_string("www/tsumego-examples.json").unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    let examples = json["examples"].as_array().unwrap();
    assert!(examples.len() >= 8);
    for ex in examples {
        let name = ex["name"].as_str().unwrap();
        let sgf = ex["sgf"].as_str().unwrap();
        for (side, color) in [("black", Color::Black), ("white", Color::White)] {
            let o = Overrides {
                first: Some(color),
                ..Overrides::default()
            };
            let p = Problem::from_sgf(sgf, &o).unwrap_or_else(|e| panic!("{name}: {e}"));
            let settings = Settings {
                budget: Some(2_000_000),
                ..Settings::default()
            };
            let a = solve(p, settings, &mut Control::unlimited());
            assert_eq!(
                a.status.name(),
                ex["expect"][side].as_str().unwrap(),
                "{name} with {side} first"
            );
            // The line ends by itself, not at its limit of 24 moves (the L group with
            // White first ran to it, the attacker capturing White's stones as they came
            // back), and a direct ko's line shows the ko retaken (the ten-thousand-year
            // ko's did not: Black gave up the ko at once).
            assert!(a.pv.len() < 24, "{name} with {side} first: {:?}", a.pv);
            if a.ko.as_ref().is_some_and(|k| k.kind == "direct") {
                assert!(
                    !a.pv_retakes.is_empty(),
                    "{name} with {side} first: {:?}",
                    a.pv
                );
            }
        }
    }
    let names: Vec<_> = examples
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    for classic in [
        "bent-three",
        "straight-three",
        "bulky-five",
        "rabbity-six",
        "seki-in-eye",
        "carpenters-square",
        "ten-thousand-year-ko",
    ] {
        assert!(names.contains(&classic), "{classic} is missing");
    }
    // The classic statuses, written out here rather than read from the file.
    let expect = |n: &str| &examples.iter().find(|e| e["name"] == n).unwrap()["expect"];
    assert_eq!(expect("bent-three")["black"], "dead");
    assert_eq!(expect("bent-three")["white"], "alive");
    assert_eq!(expect("square-four")["white"], "dead");
    assert_eq!(expect("seki-in-eye")["black"], "seki");
    assert_eq!(expect("carpenters-square")["black"], "ko");
    assert_eq!(expect("carpenters-square")["white"], "alive");
    assert_eq!(expect("ten-thousand-year-ko")["black"], "ko");
}
