//! What the user chooses: the ko rule (who wins kos, or each side's threats), the pass and
//! repetition rules, the approach parameter, the move order's seed and the budget.

use super::search::{PassRule, Superko, UNLIMITED};
use crate::go::Color;

/// Who wins kos, or how many external ko threats each side has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KoRule {
    Defender,
    Attacker,
    Threats { black: u8, white: u8 },
}

impl KoRule {
    pub fn parse(s: &str) -> std::result::Result<KoRule, String> {
        let t = s.trim().to_ascii_lowercase();
        match t.as_str() {
            "defender" => Ok(KoRule::Defender),
            "attacker" => Ok(KoRule::Attacker),
            _ => {
                let bad = || {
                    format!("--ko must be defender, attacker or threats:B,W (like threats:1,0), not `{s}`")
                };
                let rest = t.strip_prefix("threats:").ok_or_else(bad)?;
                let (b, w) = rest.split_once(',').ok_or_else(bad)?;
                let n = |x: &str| x.trim().parse::<u8>().ok().filter(|&k| k <= MOST_THREATS);
                match (n(b), n(w)) {
                    (Some(black), Some(white)) => Ok(KoRule::Threats { black, white }),
                    _ => Err(format!(
                        "--ko threats must be two numbers from 0 to {MOST_THREATS}, not `{s}`"
                    )),
                }
            }
        }
    }

    pub(super) fn threats(self, defender: Color) -> [u8; 2] {
        let d = defender.index();
        let mut t = [0u8; 2];
        match self {
            KoRule::Defender => t[d] = UNLIMITED,
            KoRule::Attacker => t[1 - d] = UNLIMITED,
            KoRule::Threats { black, white } => t = [black, white],
        }
        t
    }

    pub fn describe(self) -> String {
        match self {
            KoRule::Defender => "defender wins kos".into(),
            KoRule::Attacker => "attacker wins kos".into(),
            KoRule::Threats { black, white } => {
                format!("ko threats: Black {black}, White {white}")
            }
        }
    }
}

/// The rules a result holds under.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    pub pass: PassRule,
    pub superko: Superko,
    pub ko: KoRule,
    /// The approach-ko parameter N (0: off).
    pub n: u8,
    pub order_seed: Option<u64>,
    /// The most search nodes for one analysis (None: no limit).
    pub budget: Option<u64>,
    /// Whether every first move gets its exact status (false: only whether it keeps the
    /// status, i.e. the key moves; the others are left "unknown").
    pub every_move: bool,
}

/// The most ko threats a side may be given, and the largest approach parameter N.
pub const MOST_THREATS: u8 = 20;

impl Settings {
    /// The pass rule (CLI `--pass`, page, element and wasm `pass`).
    pub fn parse_pass(s: &str) -> std::result::Result<PassRule, String> {
        match s.trim() {
            "asymmetric" => Ok(PassRule::Asymmetric),
            "plain" => Ok(PassRule::Plain),
            _ => Err(format!("--pass must be asymmetric or plain, not `{s}`")),
        }
    }

    /// The repetition rule (`--superko`, `superko`).
    pub fn parse_superko(s: &str) -> std::result::Result<Superko, String> {
        match s.trim() {
            "positional" => Ok(Superko::Positional),
            "situational" => Ok(Superko::Situational),
            _ => Err(format!(
                "--superko must be positional or situational, not `{s}`"
            )),
        }
    }

    /// The approach parameter N (`--approach`, `approach`). Gives `n`.
    pub fn parse_approach(s: &str) -> std::result::Result<u8, String> {
        (s.trim().parse::<u8>().ok())
            .filter(|&n| n <= MOST_THREATS)
            .ok_or_else(|| {
                format!("--approach must be a whole number from 0 to {MOST_THREATS}, not `{s}`")
            })
    }

    /// The node budget (`--budget`, `budget`). Gives `budget`.
    pub fn parse_budget(s: &str) -> std::result::Result<u64, String> {
        (s.trim().parse::<u64>().ok())
            .filter(|&b| b > 0)
            .ok_or_else(|| format!("--budget must be a positive number of nodes, not `{s}`"))
    }

    /// The `children` choice (CLI `--children`, page and wasm `children`): `all` classifies
    /// every first move, `key` only the key moves. Gives `every_move`.
    pub fn parse_children(s: &str) -> std::result::Result<bool, String> {
        match s.trim() {
            "all" => Ok(true),
            "key" => Ok(false),
            _ => Err(format!("--children must be all or key, not `{s}`")),
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            pass: PassRule::Asymmetric,
            superko: Superko::Positional,
            ko: KoRule::Defender,
            n: 0,
            order_seed: None,
            budget: None,
            every_move: true,
        }
    }
}
