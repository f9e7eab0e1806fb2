//! The rules an answer was found under, in words for the result.

use super::Solver;
use crate::go::coord::point_name;
use crate::go::Color;
use crate::tsumego::analysis::{
    Analysis, Child, FileAnswerReport, QuestionReport, RulesReport, Status,
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
            None if out.status != Status::Unknown && out.moves.is_empty() => {
                (None, "the answer has no key move".to_string())
            }
            None => {
                // Whether each marked move keeps the status: from every first move in a
                // finished answer, else from those tested before the budget ran out (the
                // file's marked moves go first). A move that keeps it is key once the pass
                // is known not to (in a finished answer with key moves, it is).
                let complete = out.status != Status::Unknown;
                let children = if complete { &out.children[..] } else { tested };
                let keeps = |m: &String| match children.iter().find(|c| &c.mv == m) {
                    Some(c) => Some(c.status == status),
                    None => complete.then_some(false),
                };
                let found = out.found.as_ref().filter(|_| !complete);
                let pass_settled = complete
                    || found
                        .is_some_and(|f| !f.pass_untested && !f.moves.iter().any(|m| m == "pass"));
                let so_far = found.map_or(String::new(), |f| {
                    format!(
                        " ({}; {} of {} moves tested)",
                        status.name(),
                        f.tested,
                        f.legal
                    )
                });
                // What a marked move gives instead, where its child was classified: a
                // collection may count a seki as living, or a ko as killing.
                let after = |m: &String| match children.iter().find(|c| &c.mv == m) {
                    Some(c) if c.status != Status::Unknown => {
                        format!(" ({} after it)", c.status.name())
                    }
                    _ => String::new(),
                };
                let mut amiss: Vec<String> = (correct.iter())
                    .filter(|m| keeps(m) == Some(false))
                    .map(|m| format!("{m} is not a key move{}", after(m)))
                    .collect();
                if pass_settled {
                    amiss.extend(
                        (wrong.iter().filter(|m| keeps(m) == Some(true)))
                            .map(|m| format!("{m} is a key move")),
                    );
                }
                let keeping: Vec<&str> = (correct.iter())
                    .filter(|m| keeps(m) == Some(true))
                    .map(String::as_str)
                    .collect();
                let judged =
                    pass_settled && correct.iter().chain(&wrong).all(|m| keeps(m).is_some());
                let others: Vec<&str> = (out.moves.iter())
                    .filter(|m| !correct.contains(m))
                    .map(String::as_str)
                    .collect();
                match (amiss.is_empty(), judged) {
                    (false, _) => (Some(false), amiss.join(", ") + &so_far),
                    (true, true) if others.is_empty() => {
                        (Some(true), format!("the answer agrees{so_far}"))
                    }
                    (true, true) => (
                        Some(true),
                        format!("the answer agrees, and finds {} too", others.join(" ")),
                    ),
                    (true, false) if keeping.is_empty() => (None, format!("not settled{so_far}")),
                    (true, false) => (
                        None,
                        format!(
                            "{} {} the status{}; not settled{so_far}",
                            keeping.join(" "),
                            if keeping.len() == 1 { "keeps" } else { "keep" },
                            match found.is_some_and(|f| f.pass_untested) {
                                true => ", a key move unless passing is as good",
                                false => "",
                            }
                        ),
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
