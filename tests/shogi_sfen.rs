//! SFEN: fixture files of valid and invalid text, every rejection with its own message,
//! hand order rules, round trips as property tests, USI moves.

use asobiba::shogi::{parse, Color, Kind, Move, Piece, Position, PositionError, Setup, Square};
use proptest::prelude::*;

fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter(|l| !l.starts_with('#'))
}

#[test]
fn valid_fixtures_parse_validate_and_print_back() {
    let mut n = 0;
    for sfen in lines(include_str!("data/shogi/valid.sfen")) {
        let pos = parse(sfen).unwrap_or_else(|e| panic!("{sfen}: {e}"));
        assert_eq!(pos.sfen(), sfen);
        n += 1;
    }
    assert!(n >= 10);
}

#[test]
fn invalid_fixtures_are_refused_with_their_own_message() {
    let mut n = 0;
    for line in lines(include_str!("data/shogi/invalid.sfen")) {
        let (sfen, expected) = line.split_once('\t').unwrap();
        let err = parse(sfen).expect_err(sfen).to_string();
        assert!(
            err.to_lowercase().contains(&expected.to_lowercase()),
            "{sfen:?}: got {err:?}, expected it to mention {expected:?}"
        );
        n += 1;
    }
    assert!(n >= 30);
}

#[test]
fn each_position_rule_has_its_own_error() {
    let err = |s: &str| Position::from_setup(s.parse::<Setup>().unwrap()).unwrap_err();
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/9/4K4 b 19P 1"),
        PositionError::TooMany {
            kind: Kind::Pawn,
            count: 19,
            max: 18
        }
    ));
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/9/3KK4 b - 1"),
        PositionError::TwoKings {
            color: Color::Sente
        }
    ));
    assert!(matches!(
        err("4k1N2/9/9/9/9/9/9/9/4K4 b - 1"),
        PositionError::DeadPiece {
            piece: Piece {
                kind: Kind::Knight,
                ..
            },
            ..
        }
    ));
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/P8/P3K4 b - 1"),
        PositionError::DeadPiece { .. } | PositionError::Nifu { .. }
    ));
    assert!(matches!(
        err("4k4/9/9/9/9/9/P8/P8/4K4 b - 1"),
        PositionError::Nifu {
            color: Color::Sente,
            file: 9
        }
    ));
    assert!(matches!(
        err("4k4/9/9/9/4R4/9/9/9/4K4 b - 1"),
        PositionError::OpponentInCheck { color: Color::Gote }
    ));
    // A promoted pawn does not count for nifu; a promoted rook counts as a rook.
    assert!(parse("4k4/9/9/9/9/9/+P8/P8/4K4 b - 1").is_ok());
    assert!(matches!(
        err("4k4/9/9/9/9/9/9/9/+R3K4 b 2R 1"),
        PositionError::TooMany {
            kind: Kind::Rook,
            ..
        }
    ));
}

#[test]
fn hands_in_any_order_print_in_the_usual_order() {
    let s: Setup = "4k4/9/9/9/9/9/9/9/4K4 b pPPbS2pRG3p 1".parse().unwrap();
    assert_eq!(s.hands_sfen(), "RGS2Pb6p");
    assert_eq!(s.hands[0].count(Kind::Pawn), 2);
    assert_eq!(s.hands[1].count(Kind::Pawn), 6);
    // The move number is optional on input and always printed.
    let s: Setup = "4k4/9/9/9/9/9/9/9/4K4 w -".parse().unwrap();
    assert_eq!(s.to_string(), "4k4/9/9/9/9/9/9/9/4K4 w - 1");
    assert_eq!(parse("startpos").unwrap(), Position::startpos());
    assert_eq!(parse("sfen startpos").unwrap(), Position::startpos());
}

#[test]
fn usi_moves() {
    for text in ["7g7f", "8h2b+", "P*5e", "1a9i", "G*1a"] {
        assert_eq!(Move::from_usi(text).unwrap().to_string(), text);
    }
    for text in [
        "", "7g7g", "7g7", "0a1a", "7j7f", "p*5e", "K*5e", "+P*5e", "7g7f=", "7g7f++",
    ] {
        assert!(Move::from_usi(text).is_none(), "{text}");
    }
    let mut pos = Position::startpos();
    assert!(pos.parse_usi("7g7e").is_err());
    assert!(pos.parse_usi("nonsense").is_err());
    pos.play_usi("7g7f").unwrap();
    pos.play_usi("3c3d").unwrap();
    let m = pos.play_usi("8h2b+").unwrap();
    assert!(m.is_promotion());
    assert_eq!(
        pos.sfen(),
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4"
    );
}

fn arb_setup() -> impl Strategy<Value = Setup> {
    let piece = prop_oneof![
        6 => Just(None),
        1 => (0..2usize, 0..14usize).prop_map(|(c, k)| Some(Piece::new(Color::BOTH[c], Kind::from_index(k)))),
    ];
    (
        proptest::collection::vec(piece, 81),
        proptest::collection::vec(0u8..20, 14),
        any::<bool>(),
        1u32..1000,
    )
        .prop_map(|(board, hands, gote, n)| {
            let mut s = Setup::default();
            for (i, p) in board.into_iter().enumerate() {
                s.board[i] = p;
            }
            for (i, &h) in hands.iter().enumerate() {
                s.hands[i / 7].set(Kind::HAND[i % 7], h % 5);
            }
            s.side = if gote { Color::Gote } else { Color::Sente };
            s.move_number = n;
            s
        })
}

proptest! {
    #[test]
    fn sfen_round_trips(setup in arb_setup()) {
        let text = setup.to_string();
        let back: Setup = text.parse().unwrap();
        prop_assert_eq!(&back, &setup);
        prop_assert_eq!(back.to_string(), text);
        // Validation either accepts it unchanged or names a rule.
        if let Ok(pos) = Position::from_setup(setup.clone()) {
            prop_assert_eq!(pos.to_setup(), setup);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,80}") {
        let _ = parse(&text);
    }

    #[test]
    fn sfen_like_text_never_panics(text in "[1-9+kKgGsSnNlLpPbBrR/]{0,90} [bw] [0-9rRbBgGsSnNlLpPk-]{0,12} [0-9]{0,4}") {
        let _ = parse(&text);
    }

    #[test]
    fn make_unmake_restores_every_position(seed in any::<u64>()) {
        let mut rng = asobiba::rng::Rng::new(seed);
        let mut pos = Position::startpos();
        for _ in 0..60 {
            let moves = pos.legal_moves();
            if moves.is_empty() { break; }
            let m = moves[rng.below(moves.len() as u64) as usize];
            let before = pos.clone();
            let u = pos.make(m);
            let after = pos.clone();
            pos.unmake(m, u);
            prop_assert_eq!(&pos, &before);
            pos = after;
            // The incrementally kept bitboards agree with a fresh validation of the SFEN.
            prop_assert_eq!(&parse(&pos.sfen()).unwrap(), &pos);
        }
    }
}

#[test]
fn squares_print_and_parse() {
    for sq in Square::all() {
        assert_eq!(Square::parse(&sq.to_string()), Some(sq));
    }
    assert_eq!(Square::parse("7g").unwrap().japanese(), "７七");
}
