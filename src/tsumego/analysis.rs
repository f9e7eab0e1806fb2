//! What an analysis reports: the status, a ko's conditions, the bounds a spent budget
//! left, the key moves found, each first move's status and the rules it holds under.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Alive,
    Seki,
    Ko,
    Dead,
    /// The budget ran out (or the work was cancelled) before the result was known.
    Unknown,
}

/// The decided statuses from the defender's worst to its best.
pub(super) const LADDER: [Status; 4] = [Status::Dead, Status::Ko, Status::Seki, Status::Alive];

pub(super) fn rank(s: Status) -> usize {
    LADDER.iter().position(|&l| l == s).unwrap_or(0)
}

impl Status {
    pub fn name(self) -> &'static str {
        match self {
            Status::Alive => "alive",
            Status::Seki => "seki",
            Status::Ko => "ko",
            Status::Dead => "dead",
            Status::Unknown => "unknown",
        }
    }

    /// The worst status for the side to move: dead for the defender, alive for the
    /// attacker. A position at it has no key move: no first move helps.
    pub fn worst_for(defender_to_move: bool) -> Status {
        match defender_to_move {
            true => Status::Dead,
            false => Status::Alive,
        }
    }
}

/// The conditions of a ko result.
#[derive(Debug, Clone, Serialize)]
pub struct KoInfo {
    /// "direct" or "approach".
    pub kind: &'static str,
    /// The approach moves the side at a ko disadvantage must make before the ko itself:
    /// the ko threats it needs, less one (0: a direct ko). Null past 6 threats.
    pub steps: Option<u8>,
    /// Ko threats the defender needs (the attacker having none) to live; null past 6.
    pub defender_threats: Option<u8>,
    /// Ko threats the attacker needs (the defender having none) to kill; null past 6.
    pub attacker_threats: Option<u8>,
    /// The outcome under the chosen ko rule: "alive" or "dead".
    pub under_assumption: &'static str,
}

impl KoInfo {
    /// The kind in words: "direct ko", "approach ko of 2 steps", or "approach ko" past 6
    /// threats.
    pub fn kind_text(&self) -> String {
        match self.steps {
            Some(0) => "direct ko".into(),
            Some(1) => "approach ko of 1 step".into(),
            Some(k) => format!("approach ko of {k} steps"),
            None => "approach ko".into(),
        }
    }
}

/// The range the status is known to lie in, from the defender's worst to its best. In JSON
/// also `text`, the same in words (what the CLI, the page and the element print).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bounds {
    pub at_least: Status,
    pub at_most: Status,
}

impl Serialize for Bounds {
    fn serialize<S: serde::Serializer>(&self, s: S) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Bounds", 3)?;
        st.serialize_field("at_least", &self.at_least)?;
        st.serialize_field("at_most", &self.at_most)?;
        st.serialize_field("text", &self.describe())?;
        st.end()
    }
}

impl Bounds {
    /// The statuses still possible, in words: "ko, seki or alive", "the status is alive".
    pub fn describe(&self) -> String {
        let names: Vec<&str> = LADDER[rank(self.at_least)..=rank(self.at_most)]
            .iter()
            .map(|s| s.name())
            .collect();
        match names.split_last() {
            Some((last, [])) => format!("the status is {last}"),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

/// What a spent budget left of the key moves once the status was settled: the moves proven
/// to keep the status, out of the `tested` first of the `legal` moves (in the order tested:
/// the pass first when only the key moves are asked for and it likely keeps the status,
/// else after the moves that are not idle). With "pass" among them no move is a key move;
/// else they are key moves, unless the pass, not yet tested (`pass_untested`), keeps the
/// status too. When all were tested, the list is whole. `text` says it in words (what the
/// CLI and the page print).
#[derive(Debug, Clone, Serialize)]
pub struct Found {
    pub moves: Vec<String>,
    pub tested: usize,
    pub legal: usize,
    pub pass_untested: bool,
    pub text: String,
}

impl Found {
    pub(super) fn new(
        moves: Vec<String>,
        tested: usize,
        legal: usize,
        pass_untested: bool,
    ) -> Found {
        let keys: Vec<&str> = (moves.iter().map(|m| m.as_str()))
            .filter(|&m| m != "pass")
            .collect();
        let of = format!("{tested} of {legal} moves tested");
        let text = if keys.len() < moves.len() {
            "no key move: passing is as good".to_string()
        } else if tested == legal {
            match keys.is_empty() {
                true => "no key move".to_string(),
                false => format!("every move tested: key moves {}", keys.join(" ")),
            }
        } else if keys.is_empty() {
            format!("no move proven to keep it yet ({of})")
        } else if pass_untested {
            let k = keys.join(" ");
            format!("moves that keep it so far: {k} ({of}; key moves unless passing is as good)")
        } else {
            format!("key moves so far: {} ({of})", keys.join(" "))
        };
        Found {
            moves,
            tested,
            legal,
            pass_untested,
            text,
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Child {
    #[serde(rename = "move")]
    pub mv: String,
    pub status: Status,
}

/// The rules, stated with every result.
#[derive(Debug, Clone, Serialize)]
pub struct RulesReport {
    pub region: String,
    /// Empty points outside the region next to the target (`Problem::outside_liberties`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub outside_liberties: Vec<String>,
    /// The defender's stones outside the region next to the target
    /// (`Problem::outside_walls`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub outside_walls: Vec<String>,
    pub superko: &'static str,
    pub pass: &'static str,
    pub ko: String,
    pub approach_n: u8,
    pub defender: &'static str,
    pub first: &'static str,
}

/// Why a line (`Analysis::pv`) ends where it does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineEnd {
    /// The defender's stones in the region are all taken.
    Taken,
    /// The defender is safe: Benson's unconditional life.
    Safe,
    /// The search's dead test settles it: the defender cannot make two eyes.
    Hopeless,
    /// The defender's pass: it lives even if the attacker moves again.
    Elsewhere,
    /// The chosen rule's loser has no move that keeps the ko (with the ko threats the rule
    /// leaves it): the defender lives (true) or dies (false).
    KoOver(bool),
    /// Two passes in a row end the game.
    Passes,
    /// Every move the attacker has lets the defender live: a seki.
    Seki,
    /// The side to move has no move left.
    NoMove,
    /// The side that wins the line's game has no move on the board, under the chosen
    /// rule, that wins it: its way on is a pass or a ko retake that rule does not allow.
    Unplayable,
    /// The line's length limit.
    Limit(usize),
}

impl LineEnd {
    /// The reason in words, naming the defender `d` and the attacker `a` ("White").
    pub fn words(self, d: &str, a: &str) -> String {
        match self {
            LineEnd::Taken => format!("{d}'s stones in the region are all taken"),
            LineEnd::Safe => format!("{d} is safe: no move of {a}'s can take it (two eyes)"),
            LineEnd::Hopeless => format!("{d} cannot make two eyes; the rest is {a} filling in"),
            LineEnd::Elsewhere => {
                format!("{d} may play elsewhere: it lives even if {a} moves again")
            }
            LineEnd::KoOver(true) => {
                format!("{a} has no move that keeps the ko under the chosen rule: {d} lives")
            }
            LineEnd::KoOver(false) => {
                format!("{d} has no move that keeps the ko under the chosen rule: it dies")
            }
            LineEnd::Seki => {
                format!("every move {a} has here lets {d} live, and {a} may not pass: a seki")
            }
            LineEnd::Passes => "two passes in a row end the game".into(),
            LineEnd::NoMove => "no move is left".into(),
            LineEnd::Unplayable => {
                "its next move (a pass, or a ko retake) is one the chosen ko rule does not allow on \
                 the board"
                    .into()
            }
            LineEnd::Limit(n) => format!("the line stops at {n} moves"),
        }
    }
}

#[derive(Debug, Clone, Serialize)]
pub struct Analysis {
    pub status: Status,
    pub moves: Vec<String>,
    /// A line under the game that decided the status (`Solver::principal`), to where the
    /// answer is settled: `pv_end` says why it ends there.
    pub pv: Vec<String>,
    /// The moves of `pv` (by index from 0) that retake a ko: each repeats an earlier
    /// position of the game, which the chosen ko rule allows (a ko threat played
    /// elsewhere first, or the approach parameter's moves elsewhere). Left out when none.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub pv_retakes: Vec<usize>,
    /// Why the line ends where it does, in words (`LineEnd::words`). Left out when there
    /// is no line, unless the reason is a seki's: the attacker to move has no move that
    /// keeps it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pv_end: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ko: Option<KoInfo>,
    /// The status after each legal move of the side to move (the proof tree's next level).
    pub children: Vec<Child>,
    pub to_move: &'static str,
    pub rules: RulesReport,
    pub nodes: u64,
    /// Why the status is unknown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped: Option<String>,
    /// When the status is unknown: the statuses the finished searches left possible, if
    /// they ruled any out (the budget ran out in a later question, or in the key moves).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bounds: Option<Bounds>,
    /// When the status is unknown but was settled before the budget ran out: the key moves
    /// proven so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found: Option<Found>,
    /// Why some children are "unknown" though the status, key moves and line are known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub children_stopped: Option<String>,
    /// The node budget stopped the work (for the status or for the other moves), so a
    /// larger one would go further; false when it finished, was cancelled, or met another
    /// limit.
    pub budget_spent: bool,
    /// How the line ended the game, when it did by passes (the plain pass rule): no move
    /// is left, and the status is the ladder's for the game as it ended.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub game_over: Option<String>,
    /// The question the problem's comment asks, and whether the answer bears its claim out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub question: Option<QuestionReport>,
    /// The first moves the problem's file marks correct or wrong, and whether the key
    /// moves bear them out.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file_answer: Option<FileAnswerReport>,
}

/// What the file's variations say (`file_answer::FileAnswer`), in the answer.
#[derive(Debug, Clone, Serialize)]
pub struct FileAnswerReport {
    /// The side whose first moves they are.
    pub first: &'static str,
    /// The first moves marked correct (or the file's one unmarked line's).
    pub correct: Vec<String>,
    /// The first moves marked wrong.
    pub wrong: Vec<String>,
    /// False when nothing is marked and `correct` is the file's one line.
    pub marked: bool,
    /// Whether the key moves bear it out: each move marked correct is a key move, and
    /// none marked wrong is; false where a move is marked correct but no first move helps
    /// (the mover's worst status, whatever it plays). Left out when passing is as good,
    /// there is no status, or the answer is to another question (another side first, or
    /// after moves played).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agrees: Option<bool>,
    /// The same in a sentence, with what is amiss.
    pub words: String,
}

/// What the comment's question says (`question::Question`), in the answer.
#[derive(Debug, Clone, Serialize)]
pub struct QuestionReport {
    /// The sentence it was read from.
    pub text: String,
    pub first: &'static str,
    /// Who is to live, when the question says.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub live: Option<&'static str>,
    /// The outcome it claims for the defender: alive, dead, ko or seki.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub claim: Option<Status>,
    /// Whether the status bears the claim out ("lives" by seki too). Left out when there is
    /// no claim or no status, or the answer is to another question: another side first or
    /// to live than the question says, or after moves played.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub agrees: Option<bool>,
    /// The claim and the verdict on it in words ("the problem says White dies (…): the
    /// answer agrees"); empty when there is no claim.
    pub words: String,
}

impl Analysis {
    /// The answer in words, as the CLI prints it and the solution's SGF records it: the
    /// status with the key moves and a ko's conditions, the line, what stopped an unknown
    /// status, and the rules; after `played`, the moves of the line from the problem's start
    /// (named first when there are any).
    pub fn summary(&self, played: &[String]) -> String {
        let mut text = self.status.name().to_string();
        if !played.is_empty() {
            text = format!(
                "after {} ({} to move): {text}",
                played.join(" "),
                self.to_move
            );
        }
        if !self.moves.is_empty() {
            text += &format!(" — key moves: {}", self.moves.join(" "));
        }
        if let Some(k) = &self.ko {
            text += &format!(
                " ({}; the defender needs {}, the attacker {}; under the rule: {})",
                k.kind_text(),
                threats(k.defender_threats),
                threats(k.attacker_threats),
                k.under_assumption
            );
        }
        if !self.pv.is_empty() {
            text += &format!("\nline: {}", self.pv.join(" "));
        }
        if !self.pv_retakes.is_empty() {
            let at: Vec<String> = (self.pv_retakes.iter())
                .map(|&i| format!("{} (move {})", self.pv[i], i + 1))
                .collect();
            text += &format!("\nko retaken in the line: {}", at.join(", "));
        }
        match (&self.pv_end, self.pv.is_empty()) {
            (Some(end), false) => text += &format!("\nat the end of the line: {end}"),
            (Some(end), true) => text += &format!("\nno line: {end}"),
            (None, _) => {}
        }
        if let Some(over) = &self.game_over {
            text += &format!("\ngame over: {over}");
        }
        if let Some(q) = self.question.as_ref().filter(|q| !q.words.is_empty()) {
            text += &format!("\n{}", q.words);
        }
        if let Some(a) = &self.file_answer {
            text += &format!("\n{}", a.words);
        }
        if self.status == Status::Unknown {
            text += &format!("\n{}", self.stopped.clone().unwrap_or_default());
            if let Some(b) = &self.bounds {
                text += &format!("\nknown so far: {}", b.describe());
            }
            if let Some(f) = &self.found {
                text += &format!("; {}", f.text);
            }
        }
        let r = &self.rules;
        text += &format!(
            "\nrules: {}; {} superko; {} passes; {}; approach N = {}",
            r.region, r.superko, r.pass, r.ko, r.approach_n
        );
        text
    }
}

/// A count of ko threats in words ("none", "1 threat"); past 6 the search does not count.
fn threats(count: Option<u8>) -> String {
    match count {
        None => "more than 6 threats".into(),
        Some(0) => "none".into(),
        Some(1) => "1 threat".into(),
        Some(t) => format!("{t} threats"),
    }
}
