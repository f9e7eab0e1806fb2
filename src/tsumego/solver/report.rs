//! The rules an answer was found under, in words for the result.

use super::Solver;
use crate::go::coord::point_name;
use crate::go::Color;
use crate::tsumego::analysis::{
    Analysis, Child, FileAnswerReport, Found, QuestionReport, RulesReport, Status,
};
use crate::tsumego::search::{PassRule, Superko};

impl Solver {
    pub(super) fn report(&self) -> RulesReport {
        let size = self.problem.region.iter().filter(|&&r| r).count();
        let names = |points: Vec<usize>| -> Vec<String> {
            (points.into_iter())
                .map(|v| point_name(&self.problem.board, v))
                .collect()
        };
        let (liberties, walls) = (
            names(self.problem.outside_liberties()),
            names(self.problem.outside_walls()),
        );
        let suggested = match self.problem.region_suggested {
            true => "suggested from the stones, ",
            false => "",
        };
        let mut region = format!(
            "moves only inside the region ({suggested}{size} points, {} empty at the start)",
            self.problem.empty_points()
        );
        let attacker = self.problem.defender.other().title();
        match self.problem.frame.len() {
            0 => {}
            1 => region += &format!("; closed by a {attacker} stone added just outside it"),
            n => region += &format!("; closed by {n} {attacker} stones added just outside it"),
        }
        let defender = self.problem.defender.title();
        if !liberties.is_empty() {
            let some = if liberties.len() == 1 {
                "a liberty"
            } else {
                "liberties"
            };
            region += &format!(
                "; {defender}'s stones in the region have {some} outside it ({}), where no \
                 one may play, so they can never be taken",
                liberties.join(" ")
            );
        }
        if !walls.is_empty() {
            region += &format!(
                "; {defender}'s stones in the region touch its stones outside it ({}), which \
                 count as safe walls, so {defender} is safe as drawn",
                walls.join(" ")
            );
        }
        RulesReport {
            region,
            outside_liberties: liberties,
            outside_walls: walls,
            superko: match self.settings.superko {
                Superko::Positional => "positional",
                Superko::Situational => "situational",
            },
            pass: match self.settings.pass {
                PassRule::Asymmetric => "asymmetric",
                PassRule::Plain => "plain",
            },
            ko: self.ko_rule_here(),
            approach_n: self.settings.n,
            defender: self.problem.defender.name(),
            first: self.problem.first.name(),
        }
    }

    /// The comment's question, with whether `status` bears its claim out: only at the
    /// problem's start, with the side first and the defender the question says.
    pub(super) fn question_report(&self, status: Status) -> Option<QuestionReport> {
        let q = self.problem.question.as_ref()?;
        let elsewhere = self.asked_elsewhere(q.first, q.defender);
        let agrees = q.agrees(status).filter(|_| elsewhere.is_none());
        let who = q.defender.unwrap_or(self.problem.defender).title();
        let claim = q.claim.map(|claim| match claim {
            Status::Alive => format!("{who} lives"),
            Status::Dead => format!("{who} dies"),
            Status::Seki => "a seki".into(),
            _ => "a ko".into(),
        });
        let verdict = match (agrees, elsewhere) {
            (Some(true), _) => "the answer agrees".to_string(),
            (Some(false), _) => format!("the answer says {}", status.name()),
            (None, Some(why)) => why,
            (None, None) => "not settled".to_string(),
        };
        Some(QuestionReport {
            text: q.text.clone(),
            first: q.first.name(),
            live: q.defender.map(|c| c.name()),
            claim: q.claim,
            agrees,
            words: claim.map_or_else(String::new, |claim| {
                format!("the problem says {claim} (“{}”): {verdict}", q.text)
            }),
        })
    }

    /// Why the answer is not to a question asked with `first` to move (and `defender` to
    /// live, if it says), if it is not.
    fn asked_elsewhere(&self, first: Color, defender: Option<Color>) -> Option<String> {
        if !self.line.is_empty() {
            Some("asked of the start, before the moves played".to_string())
        } else if first != self.problem.first {
            Some(format!("asked with {} first", first.title()))
        } else {
            (defender.filter(|&d| d != self.problem.defender))
                .map(|d| format!("asked with {} to live", d.title()))
        }
    }

    /// The moves the file marks (correct, then wrong) where its answer is to this
    /// question: the key-move tests take them first, so that a budget which runs out
    /// before the other moves are tested still judges the file (`file_answer_report`).
    pub(super) fn file_moves(&self) -> Vec<usize> {
        match &self.problem.file_answer {
            Some(a) if self.asked_elsewhere(a.first, None).is_none() => {
                a.correct.iter().chain(&a.wrong).copied().collect()
            }
            _ => Vec::new(),
        }
    }

    /// The file's answer, with whether the key moves bear it out: only at the problem's
    /// start, with its side first, the status (`status`, settled even where the budget
    /// ran out later) and some move key. `tested` holds the moves tested against the
    /// status when the budget ran out before every move was (a child with the status
    /// keeps it, an unknown one does not); the file's marked moves go first, so they are
    /// judged from those.
    pub(super) fn file_answer_report(
        &self,
        out: &Analysis,
        status: Status,
        tested: &[Child],
    ) -> Option<FileAnswerReport> {
        let a = self.problem.file_answer.as_ref()?;
        let names = |points: &[usize]| -> Vec<String> {
            (points.iter())
                .map(|&v| point_name(&self.problem.board, v))
                .collect()
        };
        let (correct, wrong) = (names(&a.correct), names(&a.wrong));
        let key = |m: &String| out.moves.contains(m);
        let said = match (a.marked, correct.is_empty(), wrong.is_empty()) {
            (false, ..) => format!("the file's line starts at {}", correct.join(" ")),
            (true, false, true) => format!("the file marks {} correct", correct.join(" ")),
            (true, true, _) => format!("the file marks {} wrong", wrong.join(" ")),
            (true, false, false) => format!(
                "the file marks {} correct, {} wrong",
                correct.join(" "),
                wrong.join(" ")
            ),
        };
        let worst = Status::worst_for(a.first == self.problem.defender);
        let (agrees, verdict) = match self.asked_elsewhere(a.first, None) {
            Some(why) => (None, why),
            None if status == Status::Unknown => (None, "not settled".to_string()),
            // No key move where the status is the mover's worst: no first move helps, so
            // the file's claim that one does is refuted. Otherwise passing is as good.
            None if out.moves.is_empty() && !correct.is_empty() && status == worst => {
                let words = format!(
                    "no first move helps ({} whatever {} plays)",
                    status.name(),
                    a.first.title()
                );
                (Some(false), words)
            }
            None if out.status == Status::Unknown => match &out.found {
                Some(found) => partial_verdict(&correct, &wrong, tested, found, status),
                None => (None, "not settled".to_string()),
            },
            None if out.moves.is_empty() => (None, "the answer has no key move".to_string()),
            None => {
                // What a marked move gives instead, where its child was classified: a
                // collection may count a seki as living, or a ko as killing.
                let after = |m: &String| match out.children.iter().find(|c| &c.mv == m) {
                    Some(c) if c.status != Status::Unknown => {
                        format!(" ({} after it)", c.status.name())
                    }
                    _ => String::new(),
                };
                let mut amiss: Vec<String> = (correct.iter().filter(|m| !key(m)))
                    .map(|m| format!("{m} is not a key move{}", after(m)))
                    .collect();
                amiss.extend(
                    (wrong.iter().filter(|m| key(m))).map(|m| format!("{m} is a key move")),
                );
                let others: Vec<&str> = (out.moves.iter())
                    .filter(|m| !correct.contains(m))
                    .map(String::as_str)
                    .collect();
                match (amiss.is_empty(), others.is_empty()) {
                    (false, _) => (Some(false), amiss.join(", ")),
                    (true, true) => (Some(true), "the answer agrees".to_string()),
                    (true, false) => (
                        Some(true),
                        format!("the answer agrees, and finds {} too", others.join(" ")),
                    ),
                }
            }
        };
        Some(FileAnswerReport {
            first: a.first.name(),
            correct,
            wrong,
            marked: a.marked,
            agrees,
            words: format!("{said}: {verdict}"),
        })
    }

    /// The chosen ko rule, and the threats the line has left when its retakes spent some.
    fn ko_rule_here(&self) -> String {
        let rule = self.settings.ko.describe();
        let left = self.state().threats;
        match left == self.settings.ko.threats(self.problem.defender) {
            true => rule,
            false => format!(
                "{rule} (left after the line's retakes: Black {}, White {})",
                left[Color::Black.index()],
                left[Color::White.index()]
            ),
        }
    }
}

/// The file's marked moves judged from the key-move tests done before the budget ran out,
/// the status `status` settled. A move marked correct that does not keep the status is
/// refuted outright. Once the pass is known not to keep it (a move that does is then key),
/// a move marked wrong that keeps it is refuted too, and the file agrees when every marked
/// move is tested and those marked correct keep the status. Otherwise not settled, with
/// what is known.
fn partial_verdict(
    correct: &[String],
    wrong: &[String],
    tested: &[Child],
    found: &Found,
    status: Status,
) -> (Option<bool>, String) {
    let result = |m: &String| {
        tested
            .iter()
            .find(|c| &c.mv == m)
            .map(|c| c.status == status)
    };
    let with = |marked: &[String], keeps: bool| -> Vec<String> {
        (marked.iter())
            .filter(|m| result(m) == Some(keeps))
            .cloned()
            .collect()
    };
    let list = |moves: &[String], one: &str, more: &str| {
        format!(
            "{} {}",
            moves.join(" "),
            if moves.len() == 1 { one } else { more }
        )
    };
    let of = format!(
        "{}; {} of {} moves tested",
        status.name(),
        found.tested,
        found.legal
    );
    let (failing, keeping, wrong_keeping) =
        (with(correct, false), with(correct, true), with(wrong, true));
    let pass_settled = !found.pass_untested && !found.moves.iter().any(|m| m == "pass");
    let all_marked = correct.iter().chain(wrong).all(|m| result(m).is_some());
    if !failing.is_empty() {
        let words = list(&failing, "does", "do");
        return (Some(false), format!("{words} not keep the status ({of})"));
    }
    if pass_settled && !wrong_keeping.is_empty() {
        let words = list(&wrong_keeping, "is a key move", "are key moves");
        return (Some(false), format!("{words} ({of})"));
    }
    if keeping.is_empty() {
        return (None, format!("not settled ({of})"));
    }
    let keeps = list(&keeping, "keeps", "keep") + " the status";
    match (pass_settled && all_marked, found.pass_untested) {
        (true, _) => (Some(true), format!("the answer agrees: {keeps} ({of})")),
        (false, true) => (
            None,
            format!("{keeps}, a key move unless passing is as good; not settled ({of})"),
        ),
        (false, false) => (None, format!("{keeps}; not settled ({of})")),
    }
}
