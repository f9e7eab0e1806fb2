//! Imports (KIF diagrams, CSA positions and moves), handicap presets, repetition.

use asobiba::shogi::notation::{from_csa, from_kif, import, preset, PRESETS};
use asobiba::shogi::record::repetition;
use asobiba::shogi::{Color, Position, STARTPOS};

const KIF: &str = "\
後手の持駒：飛　角　金二　歩十八
  ９ ８ ７ ６ ５ ４ ３ ２ １
+---------------------------+
| ・ ・ ・ ・ ・ ・ ・v桂v香|一
| ・ ・ ・ ・ ・ ・ ・ ・v玉|二
| ・ ・ ・ ・ ・ ・ ・ ・ ・|三
| ・ ・ ・ ・ ・ ・ ・ ・ ・|四
| ・ ・ ・ ・ ・ ・ ・ ・ ・|五
| ・ ・ ・ ・ ・ ・ ・ ・ ・|六
| ・ ・ ・ ・ ・ ・ ・ 馬 ・|七
| ・ ・ ・ ・ ・ ・ ・ ・ ・|八
| ・ ・ ・ ・ ・ ・ ・ ・ ・|九
+---------------------------+
先手の持駒：金　銀四　桂三　香三
後手番
";

#[test]
fn kif_diagram() {
    let s = from_kif(KIF).unwrap();
    assert_eq!(s.to_string(), "7nl/8k/9/9/9/9/7+B1/9/9 w G4S3N3Lrb2g18p 1");
    assert!(Position::from_setup(s).is_ok());
    assert!(from_kif("|v香|一").is_err());
    assert!(from_kif(&KIF.replace("v玉", "v象")).is_err());
}

#[test]
fn csa_position_and_moves() {
    let hirate = "\
P1-KY-KE-GI-KI-OU-KI-GI-KE-KY
P2 * -HI *  *  *  *  * -KA * 
P3-FU-FU-FU-FU-FU-FU-FU-FU-FU
P4 *  *  *  *  *  *  *  *  * 
P5 *  *  *  *  *  *  *  *  * 
P6 *  *  *  *  *  *  *  *  * 
P7+FU+FU+FU+FU+FU+FU+FU+FU+FU
P8 * +KA *  *  *  *  * +HI * 
P9+KY+KE+GI+KI+OU+KI+GI+KE+KY
+
";
    assert_eq!(from_csa(hirate).unwrap().to_string(), STARTPOS);
    assert_eq!(from_csa("PI\n+\n").unwrap().to_string(), STARTPOS);
    assert_eq!(
        // CSA squares are file then rank: 82 and 22 are Gote's rook and bishop.
        from_csa("PI82HI22KA\n-\n").unwrap().to_string(),
        "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"
    );
    let s = from_csa("P-11OU\nP+33KI00KI\nP-00AL\n+\n").unwrap();
    assert_eq!(s.to_string(), "8k/9/6G2/9/9/9/9/9/9 b G2r2b2g4s4n4l18p 1");
    let played = from_csa("PI\n+\n+7776FU\n-3334FU\n+8822UM\n").unwrap();
    assert_eq!(
        played.to_string(),
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"
    );
    assert!(from_csa("PI\n+\n+7775FU\n").is_err());
    assert!(from_csa("hello").is_err());
}

#[test]
fn presets_are_valid_and_the_stronger_side_moves_first() {
    for (id, _, sfen) in PRESETS {
        let s = preset(id).unwrap();
        assert_eq!(s.to_string(), sfen);
        let pos = Position::from_setup(s).unwrap();
        if id != "even" {
            assert_eq!(pos.side_to_move(), Color::Gote, "{id}");
        }
        assert!(pos.count_moves() > 0);
    }
    assert_eq!(preset("角落ち"), preset("bishop"));
    assert_eq!(import("ten").unwrap(), preset("ten").unwrap());
    assert_eq!(import(KIF).unwrap(), from_kif(KIF).unwrap());
    assert_eq!(import("PI\n+").unwrap().to_string(), STARTPOS);
}

#[test]
fn sennichite_and_perpetual_check() {
    // Both sides shuffle: the start position stands a 4th time after 12 plies.
    let start = Position::startpos();
    let shuffle = ["2h3h", "8b7b", "3h2h", "7b8b"];
    let moves: Vec<&str> = shuffle.iter().cycle().take(12).copied().collect();
    let r = repetition(&start, &moves).unwrap().unwrap();
    assert_eq!((r.ply, r.first, r.perpetual_check_by), (12, 0, None));
    assert!(repetition(&start, &moves[..11]).unwrap().is_none());

    // Sente's rook checks along rank a and rank b in turn; the gote king steps 2a ↔ 2b.
    let pos = asobiba::shogi::parse("7k1/9/9/9/9/9/9/9/K3R4 b - 1").unwrap();
    let mut moves = vec!["5i5a"];
    moves.extend(["2a2b", "5a5b", "2b2a", "5b5a"].iter().cycle().take(13));
    let r = repetition(&pos, &moves).unwrap().unwrap();
    // The position after the first check stands again after plies 5, 9 and 13.
    assert_eq!((r.ply, r.first), (13, 1));
    assert_eq!(r.perpetual_check_by, Some(Color::Sente));
    assert!(repetition(&pos, &["5i5j"]).is_err());
}

#[test]
fn move_texts_in_japanese_and_western() {
    use asobiba::shogi::notation::move_texts;
    use asobiba::shogi::{parse, Square};
    let texts = |sfen: &str, usi: &str, prev: Option<&str>| {
        let pos = parse(sfen).unwrap();
        let m = pos.parse_usi(usi).unwrap();
        move_texts(&pos, m, prev.and_then(Square::parse))
    };
    let start = "startpos";
    assert_eq!(
        texts(start, "7g7f", None),
        ("▲７六歩".into(), "P-7f".into())
    );
    // Both golds can reach 5h: the one on the right (4i) and the one on the left (6i).
    assert_eq!(texts(start, "4i5h", None).0, "▲５八金右");
    assert_eq!(texts(start, "6i5h", None).0, "▲５八金左");
    assert_eq!(texts(start, "6i5h", None).1, "G6i-5h");
    // Gote's right is the board's left: gote's golds on 6a and 4a reaching 5b.
    let w = "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2";
    assert_eq!(texts(w, "6a5b", None).0, "△５二金右");
    assert_eq!(texts(w, "4a5b", None).0, "△５二金左");
    // Golds on 5h and 4h both step up to 4g: the straight one is 直, the other 左.
    let g = "4k4/9/9/9/9/9/9/4GG3/4K4 b - 1";
    assert_eq!(texts(g, "5h4g", None).0, "▲４七金左");
    assert_eq!(texts(g, "4h4g", None).0, "▲４七金直");
    // Direction alone decides: the gold on 6h steps sideways (寄), the one on 5g comes back (引).
    let g2 = "4k4/9/9/9/9/9/4G4/3G5/4K4 b - 1";
    assert_eq!(texts(g2, "6h5h", None).0, "▲５八金寄");
    assert_eq!(texts(g2, "5g5h", None).0, "▲５八金引");
    // Promotion, declined promotion, recapture (同) and drops.
    let b = "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";
    assert_eq!(
        texts(b, "8h2b+", None),
        ("▲２二角成".into(), "Bx2b+".into())
    );
    assert_eq!(
        texts(b, "8h2b", None),
        ("▲２二角不成".into(), "Bx2b=".into())
    );
    let r = "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4";
    assert_eq!(
        texts(r, "3a2b", Some("2b")),
        ("△同　銀".into(), "Sx2b".into())
    );
    let d = "4k4/9/9/9/9/9/9/9/4K4 b S 1";
    assert_eq!(texts(d, "S*5e", None), ("▲５五銀".into(), "S*5e".into()));
    let d2 = "4k4/9/9/9/9/9/9/5S3/4K4 b S 1";
    assert_eq!(texts(d2, "S*4g", None).0, "▲４七銀打");
}
