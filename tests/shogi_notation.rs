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
