//! Checks alias assertions written into test programs, in the style of
//! SVF's PTABen suite.
//!
//! A test program declares `void MAYALIAS(void *, void *)`, `NOALIAS`,
//! `MUSTALIAS`, `PARTIALALIAS`, `EXPECTEDFAIL_MAYALIAS` and
//! `EXPECTEDFAIL_NOALIAS` as external functions and calls them with two
//! pointers. Each call is one assertion:
//!
//! | assertion | passes when |
//! |---|---|
//! | `MAYALIAS(p, q)`, `PARTIALALIAS(p, q)` | the points-to sets of `p` and `q` share a location |
//! | `NOALIAS(p, q)` | they share none (empty sets share none) |
//! | `MUSTALIAS(p, q)` | both are the same single unique location ([`PointsToResult::is_unique_location`]) |
//! | `EXPECTEDFAIL_MAYALIAS`, `EXPECTEDFAIL_NOALIAS` | always; records whether the known imprecision still shows |
//!
//! A program whose text contains a line starting with `; FS-ONLY` (or
//! `// FS-ONLY` in C) needs flow-sensitivity for its `NOALIAS` and
//! `MUSTALIAS` assertions: a flow-insensitive analysis only checks its
//! `MAYALIAS` assertions (which every sound analysis must pass) and skips
//! the rest.
//!
//! A program whose text contains a line starting with `; NEEDS-SSA` needs
//! its pointers in SSA values, not in stack slots reloaded at every use,
//! for its `NOALIAS` and `MUSTALIAS` assertions (filtering by certain uses,
//! [`crate::certain_use`], sees the use only when the value itself is
//! dereferenced): `scripts/ptaben.sh` writes it into the -O0 build of a C
//! program marked `// NEEDS-SSA`. Both analyses skip those assertions
//! there.

//!
//! A program marked `// CS-ONLY` (`; CS-ONLY` in IR) needs context
//! sensitivity for its `NOALIAS` and `MUSTALIAS` assertions, and one also
//! marked `// CS-DEPTH: N` needs N levels of nested calls told apart (2:
//! 2-call-site or argument sensitivity; 3 to 8: argument sensitivity,
//! whose rounds each add a level); [`skips_strong_assertions`] says when
//! they are skipped.
//! With contexts, an assertion in a function with context clones is
//! checked in every instance of the function ([`PointsToResult::points_to_in`]):
//! `NOALIAS` must hold in each, `MUSTALIAS` in each where a set is not
//! empty, and `MAYALIAS` in one at least (the instance of the run where the
//! two pointers were equal).

use crate::andersen::{AliasKind, PointsToResult};
use crate::contexts::ContextMode;
use crate::regions::PtsView;
use llir::{Func, Inst, InstKind, Value};

/// The kinds of assertion calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Assertion {
    /// `MAYALIAS`.
    MayAlias,
    /// `NOALIAS`.
    NoAlias,
    /// `MUSTALIAS`.
    MustAlias,
    /// `PARTIALALIAS` (checked like `MAYALIAS`).
    PartialAlias,
    /// `EXPECTEDFAIL_MAYALIAS`: the pointers alias but the analysis is
    /// known to miss it.
    ExpectedFailMayAlias,
    /// `EXPECTEDFAIL_NOALIAS`: the pointers never alias but the analysis
    /// is known not to see it.
    ExpectedFailNoAlias,
}

impl Assertion {
    /// The assertion a function name stands for.
    pub fn from_name(name: &str) -> Option<Assertion> {
        Some(match name {
            "MAYALIAS" => Assertion::MayAlias,
            "NOALIAS" => Assertion::NoAlias,
            "MUSTALIAS" => Assertion::MustAlias,
            "PARTIALALIAS" => Assertion::PartialAlias,
            "EXPECTEDFAIL_MAYALIAS" => Assertion::ExpectedFailMayAlias,
            "EXPECTEDFAIL_NOALIAS" => Assertion::ExpectedFailNoAlias,
            _ => return None,
        })
    }

    /// The function name.
    pub fn name(self) -> &'static str {
        match self {
            Assertion::MayAlias => "MAYALIAS",
            Assertion::NoAlias => "NOALIAS",
            Assertion::MustAlias => "MUSTALIAS",
            Assertion::PartialAlias => "PARTIALALIAS",
            Assertion::ExpectedFailMayAlias => "EXPECTEDFAIL_MAYALIAS",
            Assertion::ExpectedFailNoAlias => "EXPECTEDFAIL_NOALIAS",
        }
    }
}

/// What happened to one assertion.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// It holds.
    Pass,
    /// It does not hold: the analysis is wrong (MAYALIAS) or less precise
    /// than the test demands.
    Fail,
    /// An `EXPECTEDFAIL_*` whose imprecision still shows.
    ExpectedFail,
    /// An `EXPECTEDFAIL_*` that now holds.
    UnexpectedPass,
    /// Not checked: needs flow-sensitivity.
    Skipped,
}

impl Status {
    /// True unless the status is [`Status::Fail`].
    pub fn is_ok(self) -> bool {
        self != Status::Fail
    }
}

/// One checked assertion call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The function containing the call.
    pub func: Func,
    /// The call.
    pub inst: Inst,
    /// Which assertion.
    pub assertion: Assertion,
    /// What the analysis answers; `None` for calls with fewer than two arguments.
    pub answer: Option<AliasKind>,
    /// The verdict.
    pub status: Status,
}

/// True if the program text marks itself as needing flow-sensitivity.
pub fn is_fs_only(source: &str) -> bool {
    source.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with("; FS-ONLY") || l.starts_with("// FS-ONLY")
    })
}

/// True if the program text marks itself as needing SSA values (see the
/// module documentation).
pub fn needs_ssa(source: &str) -> bool {
    source.lines().any(|l| l.trim_start().starts_with("; NEEDS-SSA"))
}

/// True if the program text marks itself as needing context sensitivity.
pub fn is_cs_only(source: &str) -> bool {
    source.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with("; CS-ONLY") || l.starts_with("// CS-ONLY")
    })
}

/// How many levels of context the program text says it needs: `N` for a
/// line starting with `; CS-DEPTH: N` (`// CS-DEPTH: N` in C), 1 for a
/// `CS-ONLY` program without one, 0 otherwise.
pub fn context_depth_needed(source: &str) -> usize {
    let marked = source.lines().find_map(|l| {
        let l = l.trim_start();
        let rest = l.strip_prefix("; CS-DEPTH:").or_else(|| l.strip_prefix("// CS-DEPTH:"))?;
        rest.trim().parse::<usize>().ok()
    });
    match marked {
        Some(n) => n,
        None => usize::from(is_cs_only(source)),
    }
}

/// How many levels of nested calls context mode `context` tells apart on
/// a small program: none for [`ContextMode::None`], `k` for k-call-site,
/// and for argument sensitivity its rounds on a module of a few thousand
/// instructions ([`crate::contexts::args_rounds`]: one level per round).
pub fn context_depth(context: ContextMode) -> usize {
    match context {
        ContextMode::None => 0,
        ContextMode::CallSite(k) => usize::from(k.clamp(1, 2)),
        ContextMode::Args => crate::contexts::args_rounds(1),
    }
}

/// True if `NOALIAS` and `MUSTALIAS` of a program with text `source` are
/// skipped by an analysis in context mode `context`, flow-sensitive or
/// not: the program needs flow sensitivity (`FS-ONLY`), SSA values
/// (`NEEDS-SSA`), or more levels of context ([`context_depth_needed`])
/// than the mode has ([`context_depth`]).
pub fn skips_strong_assertions(source: &str, flow_sensitive: bool, context: ContextMode) -> bool {
    (is_fs_only(source) && !flow_sensitive) || needs_ssa(source) || context_depth_needed(source) > context_depth(context)
}

/// Checks every assertion call of the analyzed module, in function and
/// instruction order. With `flow_insensitive_only`, `NOALIAS` and
/// `MUSTALIAS` are skipped (for programs marked `FS-ONLY`).
pub fn check_assertions(r: &PointsToResult<'_>, flow_insensitive_only: bool) -> Vec<Outcome> {
    check_assertions_with(r, r, flow_insensitive_only)
}

/// Like [`check_assertions`], with the points-to sets of `view` (for
/// instance the flow-sensitive result) and the objects of `r`, the Andersen
/// result `view` was computed from: `NOALIAS` holds when the two sets share
/// no location, `MUSTALIAS` when both are the same single unique location.
pub fn check_assertions_with(view: &dyn PtsView, r: &PointsToResult<'_>, flow_insensitive_only: bool) -> Vec<Outcome> {
    let m = r.module();
    let mut out = Vec::new();
    for (f, func) in m.funcs.iter() {
        let Some(body) = func.body.as_ref() else { continue };
        for (i, data) in body.insts.iter() {
            let InstKind::Call(c) = &data.kind else { continue };
            let Value::Global(llir::GlobalRef::Func(g)) = c.callee else {
                continue;
            };
            let Some(assertion) = Assertion::from_name(&m.funcs[g].name) else {
                continue;
            };
            let answer = match (c.args.first(), c.args.get(1)) {
                (Some(a), Some(b)) => Some(answer_in_contexts(view, r, f, a.value, b.value)),
                _ => None,
            };
            let status = match (assertion, answer) {
                (_, None) => Status::Fail,
                (Assertion::NoAlias | Assertion::MustAlias, _) if flow_insensitive_only => Status::Skipped,
                (Assertion::MayAlias | Assertion::PartialAlias, Some(k)) => ok(k != AliasKind::No),
                (Assertion::NoAlias, Some(k)) => ok(k == AliasKind::No),
                (Assertion::MustAlias, Some(k)) => ok(k == AliasKind::Must),
                (Assertion::ExpectedFailMayAlias, Some(k)) => expected(k == AliasKind::No),
                (Assertion::ExpectedFailNoAlias, Some(k)) => expected(k != AliasKind::No),
            };
            out.push(Outcome {
                func: f,
                inst: i,
                assertion,
                answer,
                status,
            });
        }
    }
    out
}

/// The alias answer for `a` and `b` in `f` over all instances of `f`: in
/// each, the sets of `view` restricted to the instance's own Andersen sets
/// (sound for the calls of that instance, since both are); `No` if every
/// instance says `No`, `Must` if every instance with a non-empty set says
/// `Must`, `May` otherwise. Without context clones, the sets of `view`.
fn answer_in_contexts(view: &dyn PtsView, r: &PointsToResult<'_>, f: Func, a: Value, b: Value) -> AliasKind {
    let (pa, pb) = (view.pts(f, a), view.pts(f, b));
    let clones = r.contexts_of(f);
    if clones.is_empty() {
        return r.alias_of_sets(pa, pb);
    }
    let mut answers = Vec::with_capacity(clones.len() + 1);
    for ctx in std::iter::once(None).chain(clones.iter().copied().map(Some)) {
        let sa = pa.intersection(r.points_to_in(f, a, ctx));
        let sb = pb.intersection(r.points_to_in(f, b, ctx));
        if sa.is_empty() && sb.is_empty() {
            continue;
        }
        answers.push(r.alias_of_sets(&sa, &sb));
    }
    if answers.iter().all(|&k| k == AliasKind::No) {
        AliasKind::No
    } else if answers.iter().all(|&k| k == AliasKind::Must) {
        AliasKind::Must
    } else {
        AliasKind::May
    }
}

fn ok(b: bool) -> Status {
    if b {
        Status::Pass
    } else {
        Status::Fail
    }
}

fn expected(still_imprecise: bool) -> Status {
    if still_imprecise {
        Status::ExpectedFail
    } else {
        Status::UnexpectedPass
    }
}

/// Writes one line per outcome, `FILE:LINE:COL: VERDICT: NAME(p, q) in @f
/// (answer: no|may|must)`, followed by a summary line, and returns the text
/// and the number of failed assertions. Verdicts: `ok`, `FAIL`,
/// `expected-fail`, `unexpected-pass` (an `EXPECTEDFAIL_*` that now holds:
/// not a failure), `skipped` (needs flow-sensitivity). A call with fewer
/// than two arguments fails with answer `none`.
pub fn render_outcomes(r: &PointsToResult<'_>, file: &str, outcomes: &[Outcome]) -> (String, usize) {
    use std::fmt::Write as _;
    let m = r.module();
    let mut out = String::new();
    let mut counts = [0usize; 5];
    for o in outcomes {
        let Some(body) = m.funcs[o.func].body.as_ref() else { continue };
        let (line, col) = llir::span::line_col(&m.source, body.insts[o.inst].span.start as usize);
        let (k, verdict) = match o.status {
            Status::Pass => (0, "ok"),
            Status::Fail => (1, "FAIL"),
            Status::ExpectedFail => (2, "expected-fail"),
            Status::UnexpectedPass => (3, "unexpected-pass"),
            Status::Skipped => (4, "skipped"),
        };
        counts[k] += 1;
        let args: Vec<String> = match body.insts[o.inst].call() {
            Some(c) => c.args.iter().map(|a| r.value_name(o.func, a.value)).collect(),
            None => Vec::new(),
        };
        let answer = match o.answer {
            Some(AliasKind::No) => "no",
            Some(AliasKind::May) => "may",
            Some(AliasKind::Must) => "must",
            None => "none",
        };
        let _ = writeln!(
            out,
            "{file}:{line}:{col}: {verdict}: {}({}) in @{} (answer: {answer})",
            o.assertion.name(),
            args.join(", "),
            m.funcs[o.func].name
        );
    }
    let _ = writeln!(
        out,
        "{file}: {} assertions: {} ok, {} failed, {} expected-fail, {} unexpected-pass, {} skipped",
        outcomes.len(),
        counts[0],
        counts[1],
        counts[2],
        counts[3],
        counts[4]
    );
    (out, counts[1])
}
