#![cfg(target_arch = "wasm32")]
//! The tsumego binding in a real browser (headless Chromium): the `TsumegoSolver` handle
//! solves the fixtures as the core does natively, plays and takes back a line, stops at its
//! node budget with "unknown" (and goes on under a larger one), and names the input at fault
//! in its errors.

use asobiba::wasm::tsumego::{tsumego_problems, TsumegoSolver};
use js_sys::Reflect;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

const BENT_THREE: &str = include_str!("data/tsumego/bent-three.sgf");
const TRIPLE_KO: &str = include_str!("data/tsumego/article-triple-ko.sgf");
const KO_RETAKE_CYCLE: &str = include_str!("data/tsumego/ko-retake-cycle.sgf");

fn options(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

fn get(v: &JsValue, key: &str) -> JsValue {
    Reflect::get(v, &key.into()).unwrap()
}

fn text(v: &JsValue, key: &str) -> String {
    get(v, key).as_string().unwrap_or_default()
}

fn names(v: &JsValue) -> Vec<String> {
    js_sys::Array::from(v)
        .iter()
        .map(|x| x.as_string().unwrap())
        .collect()
}

/// The error's `field` (the input it names) and message.
fn error_of(r: Result<TsumegoSolver, JsValue>, what: &str) -> (String, String) {
    let e = r.err().unwrap_or_else(|| panic!("no error for {what}"));
    (text(&e, "field"), text(&e, "message"))
}

#[wasm_bindgen_test]
fn bent_three_both_to_move() {
    let mut s = TsumegoSolver::new(BENT_THREE, options(r#"{"first":"black"}"#)).unwrap();
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "dead");
    assert_eq!(names(&get(&a, "moves")), ["D5"]);
    assert_eq!(text(&a, "to_move"), "black");
    // The answer as SGF comes with it: the key move's variation first, with the line.
    let sgf = text(&a, "solution_sgf");
    assert!(sgf.starts_with("(;GM[1]FF[4]SZ[7]"), "{sgf}");
    assert!(
        sgf.contains("(;B[dc]C[dead: a key move]TE[1]\n;W[cc]\n;B[dd])"),
        "{sgf}"
    );
    let mut s = TsumegoSolver::new(BENT_THREE, options(r#"{"first":"white"}"#)).unwrap();
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "alive");
    assert_eq!(names(&get(&a, "moves")), ["D5"]);
    let p = s.problem().unwrap();
    assert_eq!(text(&p, "defender"), "white");
    assert_eq!(get(&p, "empty").as_f64(), Some(3.0));
    assert_eq!(s.region().iter().filter(|&&r| r == 1).count(), 15);
}

#[wasm_bindgen_test]
fn bent_three_in_the_go_json_form() {
    // As `go play grid:7x7 --sgf bent-three.sgf --json` prints it, the region added.
    let json = r#"{"board":"grid:7x7","to_move":"black",
        "black":["A7","B7","C7","D7","E7","F7","A6","F6","A5","F5","A4","F4","A3","B3","F3","B2","C2","D2","E2","F2"],
        "white":["B6","C6","D6","E6","B5","E5","B4","C4","E4","C3","D3","E3"],
        "region":["B6","C6","D6","E6","B5","C5","D5","E5","B4","C4","D4","E4","C3","D3","E3"]}"#;
    let mut s = TsumegoSolver::new(json, options("{}")).unwrap();
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "dead");
    assert_eq!(names(&get(&a, "moves")), ["D5"]);
    // The SGF the page keeps for it poses the same problem.
    let sgf = text(&s.problem().unwrap(), "sgf");
    let mut t = TsumegoSolver::new(&sgf, options("{}")).unwrap();
    assert_eq!(
        get(&t.analyse(None).unwrap(), "nodes").as_f64(),
        get(&a, "nodes").as_f64()
    );
    let (field, message) = error_of(
        TsumegoSolver::new(&json.replace("grid:7x7", "torus:7x7"), options("{}")),
        "a torus",
    );
    assert_eq!(
        (field.as_str(), message.contains("grid board")),
        ("sgf", true)
    );
}

#[wasm_bindgen_test]
fn a_refuted_line_changes_the_status_and_undo_restores_it() {
    let mut s = TsumegoSolver::new(BENT_THREE, options(r#"{"first":"black"}"#)).unwrap();
    let before = s.stones();
    // Black plays beside the vital point: White takes it and lives.
    s.play("C5").unwrap();
    assert_eq!(s.to_move(), "white");
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "alive");
    assert_eq!(names(&get(&a, "moves")), ["D5"]);
    assert_eq!(s.line(), ["C5"]);
    // Occupied and outside-the-region moves are refused with field "move".
    let e = s.play("C5").unwrap_err();
    assert_eq!(text(&e, "field"), "move");
    let e = s.play("A1").unwrap_err();
    assert!(text(&e, "message").contains("outside the region"));
    assert!(s.undo());
    assert!(!s.undo());
    assert_eq!(s.stones(), before);
}

#[wasm_bindgen_test]
fn ko_conditions_and_the_budget() {
    let mut s = TsumegoSolver::new(TRIPLE_KO, options(r#"{"first":"black"}"#)).unwrap();
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "ko");
    let ko = get(&a, "ko");
    assert_eq!(get(&ko, "attacker_threats").as_f64(), Some(1.0));
    assert_eq!(get(&ko, "defender_threats").as_f64(), Some(0.0));
    assert_eq!(get(&ko, "steps").as_f64(), Some(0.0));
    assert_eq!(text(&ko, "kind"), "direct");
    let mut s = TsumegoSolver::new(TRIPLE_KO, options(r#"{"first":"black","budget":10}"#)).unwrap();
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "unknown");
    assert!(text(&a, "stopped").contains("budget"));
    // A larger budget on the same handle goes on to the answer; a bad one is refused.
    let e = s.set_budget(Some(0.5)).unwrap_err();
    assert_eq!(text(&e, "field"), "budget");
    s.set_budget(None).unwrap();
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "ko");
}

#[wasm_bindgen_test]
fn progress_is_reported_and_can_cancel() {
    let mut s = TsumegoSolver::new(BENT_THREE, options(r#"{"first":"black"}"#)).unwrap();
    let stop = js_sys::Function::new_with_args("done, total, stage", "return false");
    let a = s.analyse(Some(stop)).unwrap();
    assert_eq!(text(&a, "status"), "unknown");
    assert_eq!(text(&a, "stopped"), "cancelled");
}

#[wasm_bindgen_test]
fn a_cancel_among_the_other_moves_keeps_the_answer() {
    // The status and key moves come first; a cancel while the other moves are classified
    // leaves just those children unknown.
    let mut s = TsumegoSolver::new(BENT_THREE, options(r#"{"first":"white"}"#)).unwrap();
    let stop =
        js_sys::Function::new_with_args("done, total, stage", "return stage !== 'other moves'");
    let a = s.analyse(Some(stop)).unwrap();
    assert_eq!(text(&a, "status"), "alive");
    assert_eq!(names(&get(&a, "moves")), ["D5"]);
    assert_eq!(text(&a, "children_stopped"), "cancelled");
    let children = js_sys::Array::from(&get(&a, "children"));
    let status_of = |m: &str| {
        children
            .iter()
            .find(|c| text(c, "move") == m)
            .map(|c| text(&c, "status"))
    };
    assert_eq!(status_of("D5").as_deref(), Some("alive"));
    assert_eq!(status_of("C5").as_deref(), Some("unknown"));
}

#[wasm_bindgen_test]
fn the_key_moves_first_then_every_move_on_the_same_handle() {
    // The page's two steps: the answer with only the key moves, then every move's status
    // from the same table, the answer unchanged and the second step cheaper than afresh.
    let mut s = TsumegoSolver::new(BENT_THREE, options(r#"{"first":"white"}"#)).unwrap();
    s.set_children(Some("key".into())).unwrap();
    let key = s.analyse(None).unwrap();
    assert_eq!(names(&get(&key, "moves")), ["D5"]);
    assert!(text(&key, "children_stopped").contains("only the key moves"));
    s.set_children(None).unwrap();
    let every = s.analyse(None).unwrap();
    assert_eq!(names(&get(&every, "moves")), ["D5"]);
    assert!(get(&every, "children_stopped").is_undefined());
    let fresh = TsumegoSolver::new(BENT_THREE, options(r#"{"first":"white"}"#))
        .unwrap()
        .analyse(None)
        .unwrap();
    let nodes = |a: &JsValue| get(a, "nodes").as_f64().unwrap();
    assert!(
        nodes(&every) < nodes(&fresh),
        "{} {}",
        nodes(&every),
        nodes(&fresh)
    );
    let e = s.set_children(Some("some".into())).unwrap_err();
    assert_eq!(text(&e, "field"), "children");
}

#[wasm_bindgen_test]
fn children_key_leaves_the_other_moves_unclassified() {
    let mut s =
        TsumegoSolver::new(BENT_THREE, options(r#"{"first":"white","children":"key"}"#)).unwrap();
    let a = s.analyse(None).unwrap();
    assert_eq!(text(&a, "status"), "alive");
    assert_eq!(names(&get(&a, "moves")), ["D5"]);
    assert_eq!(
        text(&a, "children_stopped"),
        "only the key moves were asked for"
    );
}

#[wasm_bindgen_test]
fn errors_name_their_input() {
    let no = JsValue::UNDEFINED;
    assert_eq!(
        error_of(TsumegoSolver::new("(;SZ[9]", no.clone()), "cut SGF").0,
        "sgf"
    );
    let (field, message) = error_of(TsumegoSolver::new("(;SZ[9]AB[aa])", no.clone()), "no SQ");
    assert_eq!(field, "region");
    assert!(message.contains("SQ"), "{message}");
    let bad = [
        (r#"{"live":"green"}"#, "live"),
        (r#"{"first":"red"}"#, "first"),
        (r#"{"ko":"threats:1"}"#, "ko"),
        (r#"{"pass":"never"}"#, "pass"),
        (r#"{"superko":"simple"}"#, "superko"),
        (r#"{"approach":2.5}"#, "approach"),
        (r#"{"approach":"one"}"#, "approach"),
        (r#"{"budget":0}"#, "budget"),
        (r#"{"budget":"lots"}"#, "budget"),
        (r#"{"region":"Z99"}"#, "region"),
        (r#"{"children":"some"}"#, "children"),
        (r#"{"problem":2}"#, "problem"),
        (r#"{"problem":"last"}"#, "problem"),
    ];
    for (o, field) in bad {
        assert_eq!(
            error_of(TsumegoSolver::new(BENT_THREE, options(o)), o).0,
            field,
            "{o}"
        );
    }
    // A typo in an option name is refused rather than ignored.
    let (_, message) = error_of(
        TsumegoSolver::new(BENT_THREE, options(r#"{"frist":"black"}"#)),
        "frist",
    );
    assert!(message.contains("frist"), "{message}");
    // A number may come as text (an element's attribute), read by the CLI's parser: a word
    // gets the message a number out of range gets.
    let (_, word) = error_of(
        TsumegoSolver::new(BENT_THREE, options(r#"{"approach":"one"}"#)),
        "one",
    );
    let (_, big) = error_of(
        TsumegoSolver::new(BENT_THREE, options(r#"{"approach":21}"#)),
        "21",
    );
    assert_eq!(word.replace("`one`", "`21`"), big);
    assert!(
        word.starts_with("approach must be a whole number from 0 to 20"),
        "{word}"
    );
    assert!(
        TsumegoSolver::new(BENT_THREE, options(r#"{"approach":" 2","budget":"5000"}"#)).is_ok()
    );
}

#[wasm_bindgen_test]
fn a_line_too_long_for_the_stack_stops_in_the_browser_too() {
    // The native test's cycle of ko retakes (tests/tsumego.rs): without the dead test, and
    // with the start numbers of eye room alone, df-pn follows it past the line limit, which
    // must hold within the browser's stack. (With the keys that leave out the attacker's
    // last pass, or the start numbers that count the defender's room, df-pn no longer goes
    // that deep, nor where it decides a state met again with no new position since:
    // they stay as they were here.)
    use asobiba::tsumego::{KoRule, Overrides, Problem, Settings, Solver, Status, Superko};
    use asobiba::Control;
    let problem = Problem::from_sgf(KO_RETAKE_CYCLE, &Overrides::default()).unwrap();
    let s = Settings {
        superko: Superko::Situational,
        ko: KoRule::Threats { black: 1, white: 0 },
        n: 1,
        ..Settings::default()
    };
    let mut solver = Solver::new(problem, s);
    solver.engine.switches().dead_test = false;
    solver.engine.switches().reach_start = false;
    solver.engine.switches().room_start = false;
    solver.engine.switches().last_pass_key = false;
    solver.engine.switches().revisits = false;
    let a = solver.analyse(&mut Control::unlimited());
    assert_eq!(a.status, Status::Unknown);
    assert!(a.stopped.unwrap().contains("grew past 800 moves"));
}

#[wasm_bindgen_test]
fn a_file_of_several_problems_is_split_and_one_picked() {
    let file = format!("{BENT_THREE}\n{TRIPLE_KO}");
    let list = tsumego_problems(&file).unwrap();
    assert_eq!(list.len(), 2);
    assert!(
        list[0].starts_with("(;GM[1]FF[4]SZ[7]") && list[0].ends_with(')'),
        "{}",
        list[0]
    );
    assert_eq!(tsumego_problems(BENT_THREE).unwrap().len(), 1);
    assert_eq!(
        text(&tsumego_problems("(;SZ[9]").unwrap_err(), "field"),
        "sgf"
    );
    // The second picked, by number or as text (an element's attribute): the same problem
    // as its SGF alone.
    for picked in [r#"{"problem":2}"#, r#"{"problem":"2"}"#] {
        let s = TsumegoSolver::new(&file, options(picked)).unwrap();
        let alone = TsumegoSolver::new(&list[1], JsValue::UNDEFINED).unwrap();
        assert_eq!(s.stones(), alone.stones(), "{picked}");
        assert_eq!(s.region(), alone.region(), "{picked}");
    }
    let (field, message) = error_of(
        TsumegoSolver::new(&file, options(r#"{"problem":3}"#)),
        "problem 3",
    );
    assert_eq!(
        (field.as_str(), message.as_str()),
        ("problem", "no problem 3: the SGF holds 2 problems (1 to 2)")
    );
}
