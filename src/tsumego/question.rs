//! The question a problem's comment asks, in the forms collections write it: "Black to
//! live", "White to play and kill", "黒先白死", "白先活", "黑先劫", "흑선백사". It gives who
//! moves first, often who is to live, and the outcome the problem claims, which the answer
//! then confirms or refutes. A sentence is read only when the whole of it is such a form,
//! so commentary is never taken for a question.

use super::analysis::Status;
use crate::go::Color;

/// What a comment's question says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Question {
    /// The sentence it was read from, as written.
    pub text: String,
    pub first: Color,
    /// Who is to live, when the question says ("to live", "白死"; not "黒先コウ").
    pub defender: Option<Color>,
    /// The outcome claimed for the defender: alive, dead, ko or seki.
    pub claim: Option<Status>,
}

impl Question {
    /// Whether `status` is what the question claims; "lives" is met by seki too, a life
    /// without eyes. None when there is no claim or no status.
    pub fn agrees(&self, status: Status) -> Option<bool> {
        let claim = self.claim?;
        (status != Status::Unknown)
            .then_some(status == claim || (claim == Status::Alive && status == Status::Seki))
    }
}

/// The first sentence of `comment` that is a question, if any.
pub fn read(comment: &str) -> Option<Question> {
    const ENDS: &[char] = &[
        '.', '!', '?', '\n', '\r', ':', ';', '。', '！', '？', '：', '；',
    ];
    const BRACKETS: &[char] = &[
        '(', ')', '[', ']', '"', '\'', '（', '）', '【', '】', '「', '」', '『', '』', '“', '”',
    ];
    comment.split(ENDS).find_map(|sentence| {
        let s = sentence
            .trim()
            .trim_matches(|c: char| c.is_whitespace() || BRACKETS.contains(&c));
        let (first, defender, claim) = english(s).or_else(|| east_asian(s))?;
        Some(Question {
            text: s.to_string(),
            first,
            defender,
            claim,
        })
    })
}

type Said = (Color, Option<Color>, Option<Status>);

fn english_color(word: &str) -> Option<Color> {
    match word {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        _ => None,
    }
}

/// "Black to live", "White to play and kill", "Black first", "White to move".
fn english(sentence: &str) -> Option<Said> {
    let lower = sentence.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|w| !w.is_empty())
        .collect();
    let (&who, rest) = words.split_first()?;
    let c = english_color(who)?;
    let goal = match rest {
        ["first"] | ["plays", "first"] | ["to", "play" | "move"] => return Some((c, None, None)),
        ["to", "play" | "move", "and", goal @ ..] | ["to", goal @ ..] => goal,
        _ => return None,
    };
    let (defender, claim) = match goal {
        ["live"] => (Some(c), Status::Alive),
        ["live", "in", "seki"] => (Some(c), Status::Seki),
        ["kill" | "capture"] => (Some(c.other()), Status::Dead),
        ["kill" | "capture", them] if english_color(them) == Some(c.other()) => {
            (Some(c.other()), Status::Dead)
        }
        ["ko"] | ["make", "ko"] | ["make", "a", "ko"] => (None, Status::Ko),
        ["seki"] | ["make", "seki"] => (None, Status::Seki),
        _ => return None,
    };
    Some((c, defender, Some(claim)))
}

/// Japanese, Chinese and Korean: a colour, "first" (先, 番, 선), then the outcome:
/// "黒先活", "黒先白死", "黑先劫", "白先セキ", "흑선백사", or nothing ("黒番").
fn east_asian(sentence: &str) -> Option<Said> {
    let s: String = (sentence.chars())
        .filter(|&c| !c.is_whitespace() && !matches!(c, '、' | '，' | ',' | '・'))
        .collect();
    let color = |c: char| match c {
        '黒' | '黑' | '흑' => Some(Color::Black),
        '白' | '백' => Some(Color::White),
        _ => None,
    };
    let mut chars = s.chars();
    let c = color(chars.next()?)?;
    if !matches!(chars.next()?, '先' | '番' | '선') {
        return None;
    }
    let rest = chars.as_str();
    const LIVES: &[&str] = &[
        "活", "生", "生き", "活き", "净活", "淨活", "做活", "활", "삶",
    ];
    const DIES: &[&str] = &["死", "死に", "はし", "は死", "净死", "淨死", "사"];
    const KO: &[&str] = &["コウ", "劫", "劫活", "劫杀", "劫殺", "패"];
    const SEKI: &[&str] = &["セキ", "双活", "雙活", "빅"];
    const KILLS: &[&str] = &["殺", "殺す", "杀", "净杀", "淨殺", "잡기"];
    let said = |defender, claim| Some((c, defender, Some(claim)));
    // The outcome may name whose it is ("白死", "黒活", "杀白"); else lives and kills are
    // the mover's own.
    let mut head = rest.chars();
    if let Some(them) = head.next_back().and_then(color) {
        if KILLS.contains(&head.as_str()) {
            return said(Some(them), Status::Dead);
        }
    }
    let mut tail = rest.chars();
    if let Some(them) = tail.next().and_then(color) {
        let outcome = tail.as_str();
        return match () {
            _ if LIVES.contains(&outcome) => said(Some(them), Status::Alive),
            _ if DIES.contains(&outcome) => said(Some(them), Status::Dead),
            _ => None,
        };
    }
    match () {
        _ if rest.is_empty() => Some((c, None, None)),
        _ if LIVES.contains(&rest) => said(Some(c), Status::Alive),
        _ if KILLS.contains(&rest) => said(Some(c.other()), Status::Dead),
        _ if KO.contains(&rest) => said(None, Status::Ko),
        _ if SEKI.contains(&rest) => said(None, Status::Seki),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black as B, White as W};
    use Status::{Alive, Dead, Ko, Seki};

    fn said(text: &str) -> Option<Said> {
        read(text).map(|q| (q.first, q.defender, q.claim))
    }

    #[test]
    fn reads_the_forms_collections_write() {
        let cases: &[(&str, Said)] = &[
            ("Black to live", (B, Some(B), Some(Alive))),
            ("White to play and kill.", (W, Some(B), Some(Dead))),
            ("black to play, and live", (B, Some(B), Some(Alive))),
            ("Black to kill White", (B, Some(W), Some(Dead))),
            ("White to capture", (W, Some(B), Some(Dead))),
            ("Black to play and make ko", (B, None, Some(Ko))),
            ("White to live in seki", (W, Some(W), Some(Seki))),
            ("Black to play", (B, None, None)),
            ("White to move", (W, None, None)),
            ("Black first", (B, None, None)),
            ("黒先活", (B, Some(B), Some(Alive))),
            ("黒先白死", (B, Some(W), Some(Dead))),
            ("黒先、白死。", (B, Some(W), Some(Dead))),
            ("白先黒死", (W, Some(B), Some(Dead))),
            ("白先 生き", (W, Some(W), Some(Alive))),
            ("黒先コウ", (B, None, Some(Ko))),
            ("白先セキ", (W, None, Some(Seki))),
            ("黒番", (B, None, None)),
            ("白先黒活", (W, Some(B), Some(Alive))),
            ("【黒先白死】", (B, Some(W), Some(Dead))),
            ("黑先活", (B, Some(B), Some(Alive))),
            ("黑先白死", (B, Some(W), Some(Dead))),
            ("白先黑死", (W, Some(B), Some(Dead))),
            ("黑先劫", (B, None, Some(Ko))),
            ("黑先净活", (B, Some(B), Some(Alive))),
            ("黑先做活", (B, Some(B), Some(Alive))),
            ("黑先杀白", (B, Some(W), Some(Dead))),
            ("黑先净杀", (B, Some(W), Some(Dead))),
            ("白先劫活", (W, None, Some(Ko))),
            ("白先双活", (W, None, Some(Seki))),
            ("흑선활", (B, Some(B), Some(Alive))),
            ("흑선 백사", (B, Some(W), Some(Dead))),
            ("백선패", (W, None, Some(Ko))),
        ];
        for (text, want) in cases {
            assert_eq!(said(text).as_ref(), Some(want), "{text}");
        }
    }

    #[test]
    fn the_question_is_any_sentence_that_is_one() {
        let q = read("Problem 12: Black to play and kill. A classic from Gokyo Shumyo").unwrap();
        assert_eq!(
            (q.text.as_str(), q.first, q.defender),
            ("Black to play and kill", B, Some(W))
        );
        let q = read("Bent three: White to live").unwrap();
        assert_eq!((q.first, q.defender, q.claim), (W, Some(W), Some(Alive)));
        let q = read("The triple ko.\n黒先白死").unwrap();
        assert_eq!(q.text, "黒先白死");
    }

    #[test]
    fn commentary_is_not_a_question() {
        for text in [
            "",
            "Rabbity six",
            "Black to live or make ko",
            "black to play and white dies",
            "White lives if Black plays first",
            "The L group: dead even if White plays first",
            "The article's triple ko (a 6-move cycle), White to move",
            "A blackish shape to live",
            "黒先で白を殺す手順",
            "黒い石",
            "黒先死",
            "先黒死",
            "흑",
        ] {
            assert_eq!(said(text), None, "{text}");
        }
    }

    #[test]
    fn any_text_reads_without_fail_and_a_question_reads_back_as_itself() {
        // Pieces of questions and of commentary, glued at random.
        const PIECES: &[&str] = &[
            "Black", "white", " to ", "play", " and ", "live", "kill", "ko", "seki", "first", ", ",
            ". ", ":", "\n", "黒", "白", "黑", "先", "番", "活", "死", "コウ", "劫", "セキ", "杀",
            "、", "。", "【", "】", "흑", "백", "선", "사", "활", "(", "\"", "x", " ",
        ];
        let mut rng = crate::rng::Rng::new(58);
        let mut found = 0;
        for _ in 0..20_000 {
            let n = 1 + rng.below(8) as usize;
            let text: String = (0..n)
                .map(|_| PIECES[rng.below(PIECES.len() as u64) as usize])
                .collect();
            if let Some(q) = read(&text) {
                found += 1;
                assert!(text.contains(&q.text), "{text:?} {q:?}");
                assert_eq!(read(&q.text).as_ref(), Some(&q), "{text:?}");
            }
        }
        assert!(found > 100, "{found} questions in the random texts");
    }

    #[test]
    fn a_claim_is_met_by_its_status_and_life_by_seki() {
        let q = |claim| Question {
            text: String::new(),
            first: B,
            defender: Some(W),
            claim,
        };
        assert_eq!(q(Some(Dead)).agrees(Dead), Some(true));
        assert_eq!(q(Some(Dead)).agrees(Ko), Some(false));
        assert_eq!(q(Some(Alive)).agrees(Seki), Some(true));
        assert_eq!(q(Some(Seki)).agrees(Alive), Some(false));
        assert_eq!(q(Some(Ko)).agrees(Ko), Some(true));
        assert_eq!(q(Some(Ko)).agrees(Status::Unknown), None);
        assert_eq!(q(None).agrees(Dead), None);
    }
}
