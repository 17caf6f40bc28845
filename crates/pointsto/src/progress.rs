//! How far the running analyses are, for a front end's progress line.
//!
//! The solvers advance process-wide counters (relaxed atomics: a reader may
//! see a value a moment old, never a torn one) that nothing in the library
//! reads back, so they cannot change a result. The counters only grow; a
//! reader that wants the progress of the stage it started takes a
//! [`snapshot`] at the start and subtracts it ([`Snapshot::since`]). When
//! several analyses run at once in one process (tests, a library user's
//! threads) the counts are their sum: right for a progress line, not a
//! measurement.

use std::sync::atomic::{AtomicU64, Ordering};

static ANDERSEN_ROUNDS: AtomicU64 = AtomicU64::new(0);
static FLOW_SENSITIVE_ROUNDS: AtomicU64 = AtomicU64::new(0);
static FLOW_SENSITIVE_RUNS: AtomicU64 = AtomicU64::new(0);

/// The counters at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Snapshot {
    /// Worklist rounds of Andersen's solver (every instance and context
    /// mode counts).
    pub andersen_rounds: u64,
    /// Rounds of the flow-sensitive stage's interprocedural iteration.
    pub flow_sensitive_rounds: u64,
    /// Function analyses the flow-sensitive stage has finished (a function
    /// is analysed again when its inputs change).
    pub flow_sensitive_runs: u64,
}

impl Snapshot {
    /// What happened between `earlier` and `self` (saturating, so a
    /// snapshot taken out of order gives zeros, never a wrap).
    pub fn since(self, earlier: Snapshot) -> Snapshot {
        Snapshot {
            andersen_rounds: self.andersen_rounds.saturating_sub(earlier.andersen_rounds),
            flow_sensitive_rounds: self.flow_sensitive_rounds.saturating_sub(earlier.flow_sensitive_rounds),
            flow_sensitive_runs: self.flow_sensitive_runs.saturating_sub(earlier.flow_sensitive_runs),
        }
    }
}

/// The counters now.
pub fn snapshot() -> Snapshot {
    Snapshot {
        andersen_rounds: ANDERSEN_ROUNDS.load(Ordering::Relaxed),
        flow_sensitive_rounds: FLOW_SENSITIVE_ROUNDS.load(Ordering::Relaxed),
        flow_sensitive_runs: FLOW_SENSITIVE_RUNS.load(Ordering::Relaxed),
    }
}

pub(crate) fn andersen_round() {
    ANDERSEN_ROUNDS.fetch_add(1, Ordering::Relaxed);
}

pub(crate) fn flow_sensitive_round(functions: usize) {
    FLOW_SENSITIVE_ROUNDS.fetch_add(1, Ordering::Relaxed);
    FLOW_SENSITIVE_RUNS.fetch_add(functions as u64, Ordering::Relaxed);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::andersen::Andersen;
    use crate::flow_sensitive::FlowSensitive;
    use crate::Config;

    /// Solving a module advances both analyses' counters (other tests may
    /// run at the same time, so only a lower bound is exact); `since`
    /// saturates.
    #[test]
    fn solving_advances_the_counters() {
        let text = "@g = global ptr null\n\ndefine void @main() {\n  %a = alloca i32, align 4\n  store ptr %a, ptr @g, align 8\n  %p = load ptr, ptr @g, align 8\n  store i32 1, ptr %p, align 4\n  ret void\n}\n";
        let m = llir::parse_module("t.ll", text.to_string()).expect("parses");
        let before = snapshot();
        let a = Andersen::analyze(&m, &Config::default());
        let after_andersen = snapshot().since(before);
        assert!(after_andersen.andersen_rounds >= 1, "{after_andersen:?}");
        let _fs = FlowSensitive::analyze(&a);
        let d = snapshot().since(before);
        assert!(d.flow_sensitive_rounds >= 1 && d.flow_sensitive_runs >= 1, "{d:?}");
        assert_eq!(before.since(snapshot()), Snapshot::default());
    }
}
