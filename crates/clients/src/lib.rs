//! Clients of Memory SSA: three optimizations that ask the clobber walker
//! and edit the program through the updater, over any alias mode.
//!
//! * **Redundant loads** ([`loads`]): a load whose clobber is a store of
//!   the same type to the same address (MustAlias, same size) takes the
//!   stored value; a load whose clobber dominates an earlier load of the
//!   same type through the same pointer, which dominates it, takes that
//!   load's value (LLVM's EarlyCSE over MemorySSA and GVN's load
//!   elimination, in their simplest forms).
//! * **Loop-invariant loads** ([`licm`]): a load in a loop whose clobber is
//!   outside the loop and whose address is defined outside it moves to the
//!   end of the loop's preheader, if it is guaranteed to execute or its
//!   address is a whole alloca (LLVM's LICM for loads), then on outwards.
//! * **Dead stores** ([`dse`]): a store whose bytes are overwritten on
//!   every path before any read, or never read before the end of their
//!   alloca's lifetime (a return or `llvm.lifetime.end`; LLVM's DSE).
//!
//! Every Use is optimized first ([`memssa::optimize_uses`]), so the passes
//! see the clobbers LLVM's passes see after `ensureOptimizedUses`; a
//! candidate left alone is recorded with the first condition that failed
//! when [`Options::explain`] asks ([`missed`]).
//!
//! The passes run per function, in that order (loads first, so that a
//! store read only by a load that was forwarded can die), on one Memory
//! SSA kept up to date by [`memssa::Updater`]. Which alias analysis the
//! walker and the passes ask is [`AliasMode`]: LLVM's stack, or the
//! points-to oracle of [`pointsto`] (which only ever strengthens LLVM's
//! answers), so the points-to modes find at least what LLVM's finds in each
//! query, and every transformation is justified by a clobber query
//! ([`Action::why`]).
//!
//! IR is immutable, so the result is a list of [`Action`]s and, per
//! function, the edits ([`FunctionEdits`]) that [`write_module`] applies
//! to the module's text: deleted lines, uses of forwarded loads renamed to
//! the forwarded value, hoisted lines moved to the preheader's end.
//!
//! Corner cases: unreachable blocks are left alone (nothing there is
//! transformed); volatile and atomic loads and stores are never touched;
//! a loop without a dedicated preheader (one predecessor outside the loop,
//! whose only successor is the header) hoists nothing, since no CFG edit
//! is made.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod dse;
pub mod licm;
pub mod loads;
pub mod missed;
pub mod writer;

mod cx;

use alias::FunctionAA;
use flow::{Cfg, DomTree, LoopForest};
use llir::{Func, Module};
use memssa::driver::{LlvmOracle, OracleFactory};
use memssa::{BuildConfig, ClobberWalker, MemorySsa, Updater, VerifyError, VerifyLevel, WalkerConfig};
use rayon::prelude::*;
use serde::Serialize;
use std::fmt;

pub use missed::{Missed, Pass, Reason};
pub use writer::{write_module, write_module_canonical, FunctionEdits};

/// Which alias analysis answers the walker's and the passes' queries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AliasMode {
    /// opt-19's default pipeline (BasicAA, ScopedNoAliasAA, TBAA, ...).
    #[default]
    Llvm,
    /// LLVM's answers strengthened by Andersen's points-to sets.
    Andersen,
    /// LLVM's answers strengthened by the flow-sensitive points-to sets.
    FlowSensitive,
}

/// What to run.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Remove dead stores.
    pub dse: bool,
    /// Replace redundant loads.
    pub loads: bool,
    /// Hoist loop-invariant loads.
    pub licm: bool,
    /// The alias analysis.
    pub aa: AliasMode,
    /// The points-to configuration for the points-to modes (context
    /// sensitivity, world, ...); ignored with [`AliasMode::Llvm`].
    pub points_to: pointsto::Config,
    /// Walk limit of the clobber walker (opt's `-memssa-check-limit`).
    pub walk_limit: u32,
    /// Verify every function's Memory SSA against its edited layout after
    /// the passes, and fail if it is broken.
    pub verify: bool,
    /// Record every candidate a pass left alone and why
    /// ([`Outcome::missed`]).
    pub explain: bool,
    /// Run each pass on the original function (a fresh Memory SSA per
    /// pass), as opt runs one pass alone, instead of one after the other on
    /// the edited program. The outcome then has actions but no edits (the
    /// passes' edits were made to different programs).
    pub separately: bool,
}

impl Options {
    /// All three passes with LLVM's alias analysis and opt's walk limit.
    pub fn all() -> Options {
        Options {
            dse: true,
            loads: true,
            licm: true,
            walk_limit: memssa::DEFAULT_WALK_LIMIT,
            ..Options::default()
        }
    }
}

/// What was done to one instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    /// A dead store was removed.
    DeadStore,
    /// A load was replaced by the value a store wrote.
    ForwardStore,
    /// A load was replaced by an earlier load's value.
    ReuseLoad,
    /// A load was moved to the end of a loop's preheader.
    HoistLoad,
}

impl ActionKind {
    /// The report's wording.
    pub fn describe(self) -> &'static str {
        match self {
            ActionKind::DeadStore => "removed dead store",
            ActionKind::ForwardStore => "replaced load by the stored value",
            ActionKind::ReuseLoad => "replaced load by an earlier load",
            ActionKind::HoistLoad => "hoisted load out of a loop",
        }
    }
}

/// One transformation, with its justification.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Action {
    /// The function's name (without `@`).
    pub function: String,
    /// 1-based line of the instruction in the input.
    pub line: usize,
    /// 1-based column (bytes).
    pub col: usize,
    /// What was done.
    pub kind: ActionKind,
    /// The instruction's text (its first line).
    pub inst: String,
    /// Why: the clobber chain the walker followed, or the stores that
    /// overwrite a dead store, one step per entry.
    pub why: Vec<String>,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "@{} {}:{}: {}: {}",
            self.function,
            self.line,
            self.col,
            self.kind.describe(),
            self.inst
        )?;
        for w in &self.why {
            writeln!(f, "    {w}")?;
        }
        Ok(())
    }
}

/// The result of [`optimize`]: actions in function order (then program
/// order within a pass), and each edited function's edits.
#[derive(Clone, Debug, Default)]
pub struct Outcome {
    /// Every transformation.
    pub actions: Vec<Action>,
    /// The edits of each function that changed, in module order (none
    /// with [`Options::separately`]).
    pub edits: Vec<FunctionEdits>,
    /// With [`Options::explain`]: the candidates left alone, in the order
    /// of [`Outcome::actions`].
    pub missed: Vec<Missed>,
}

impl Outcome {
    /// Number of actions of `kind`.
    pub fn count(&self, kind: ActionKind) -> usize {
        self.actions.iter().filter(|a| a.kind == kind).count()
    }

    /// The report: one entry per action, then a summary line, then (with
    /// [`Options::explain`]) one line per pass and reason with the number
    /// of candidates left alone for it.
    pub fn report(&self) -> String {
        let mut s = String::new();
        for a in &self.actions {
            s.push_str(&a.to_string());
        }
        s.push_str(&format!(
            "; dead stores removed: {}, loads forwarded from stores: {}, loads reused: {}, loads hoisted: {}\n",
            self.count(ActionKind::DeadStore),
            self.count(ActionKind::ForwardStore),
            self.count(ActionKind::ReuseLoad),
            self.count(ActionKind::HoistLoad)
        ));
        let mut reasons: std::collections::BTreeMap<(Pass, Reason), usize> = Default::default();
        for m in &self.missed {
            *reasons.entry((m.pass, m.reason)).or_default() += 1;
        }
        for ((pass, reason), n) in reasons {
            s.push_str(&format!("; left alone by {}: {}: {n}\n", pass.name(), reason.name()));
        }
        s
    }
}

/// A failure of [`optimize`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientError {
    /// With [`Options::verify`]: the updated Memory SSA of a function
    /// failed the verifier (a bug of the updater).
    Verify {
        /// The function's name.
        function: String,
        /// The violations.
        errors: Vec<VerifyError>,
    },
}

impl fmt::Display for ClientError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClientError::Verify { function, errors } => {
                write!(f, "updated Memory SSA of function '{function}' is invalid:")?;
                for e in errors {
                    write!(f, "\n  {e}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for ClientError {}

/// Runs the passes `opts` asks for on the functions `funcs` of `module`
/// (declarations are skipped; [`memssa::driver::definitions`] gives them
/// all), in parallel; output is in the order of `funcs` whatever the thread
/// count. Points-to analysis always covers the whole module.
pub fn optimize(module: &Module, funcs: &[Func], opts: &Options) -> Result<Outcome, ClientError> {
    match opts.aa {
        AliasMode::Llvm => optimize_with(module, funcs, opts, &LlvmOracle),
        AliasMode::Andersen | AliasMode::FlowSensitive => {
            let a = pointsto::Andersen::analyze(module, &opts.points_to);
            let fs = (opts.aa == AliasMode::FlowSensitive).then(|| pointsto::flow_sensitive::FlowSensitive::analyze(&a));
            let view: &(dyn pointsto::regions::PtsView + Sync) = match &fs {
                Some(fs) => fs,
                None => &a,
            };
            let pa = pointsto::oracle::PointsToAA::new(&a, view);
            optimize_with(module, funcs, opts, &pa)
        }
    }
}

/// [`optimize`] on the functions `funcs` with the oracles of `oracles`.
pub fn optimize_with(module: &Module, funcs: &[Func], opts: &Options, oracles: &dyn OracleFactory) -> Result<Outcome, ClientError> {
    let lines = cx::LineIndex::new(&module.source);
    let parts: Vec<Result<FunctionOutcome, ClientError>> = funcs
        .par_iter()
        .map(|&f| optimize_function(module, &lines, f, opts, oracles))
        .collect();
    let mut out = Outcome::default();
    for p in parts {
        let (actions, missed, edits) = p?;
        out.actions.extend(actions);
        out.missed.extend(missed);
        out.edits.extend(edits);
    }
    Ok(out)
}

/// One function's actions, what was left alone, and, if it changed, its
/// edits.
type FunctionOutcome = (Vec<Action>, Vec<Missed>, Option<FunctionEdits>);

/// The passes on one function: one after the other, or each on the
/// original function ([`Options::separately`]).
fn optimize_function(
    module: &Module,
    lines: &cx::LineIndex,
    func: Func,
    opts: &Options,
    oracles: &dyn OracleFactory,
) -> Result<FunctionOutcome, ClientError> {
    if !opts.separately {
        return run_passes(module, lines, func, opts, oracles);
    }
    let mut out: FunctionOutcome = (Vec::new(), Vec::new(), None);
    let one = |dse, loads, licm| Options {
        dse,
        loads,
        licm,
        ..opts.clone()
    };
    for (on, alone) in [
        (opts.loads, one(false, true, false)),
        (opts.licm, one(false, false, true)),
        (opts.dse, one(true, false, false)),
    ] {
        if on {
            let (actions, missed, _) = run_passes(module, lines, func, &alone, oracles)?;
            out.0.extend(actions);
            out.1.extend(missed);
        }
    }
    Ok(out)
}

/// The passes `opts` asks for on one function, in the order loads, licm,
/// dse, over one Memory SSA kept up to date.
fn run_passes(
    module: &Module,
    lines: &cx::LineIndex,
    func: Func,
    opts: &Options,
    oracles: &dyn OracleFactory,
) -> Result<FunctionOutcome, ClientError> {
    let Some(body) = module.funcs[func].body.as_ref() else {
        return Ok((Vec::new(), Vec::new(), None));
    };
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let config = BuildConfig::default();
    let mut mssa = MemorySsa::build(module, func, body, &cfg, &dom, &config);
    let Ok(aa) = FunctionAA::new(module, func, &dom) else {
        return Ok((Vec::new(), Vec::new(), None));
    };
    let oracle = oracles.make(&aa);
    let mut walker = ClobberWalker::new(
        &aa,
        &*oracle,
        &dom,
        WalkerConfig {
            limit: opts.walk_limit.max(1),
            // The walker's invariant.group reasoning reads the body's own
            // order, which edits change.
            invariant_group: false,
        },
    );
    // Every Use gets its clobber up front, as the passes LLVM runs over
    // Memory SSA see it (`ensureOptimizedUses`): the use optimizer shares
    // one walk among the loads of a location, so a load far below many
    // unrelated Defs still gets the clobber its twin above got, where a
    // walk per load would stop at the walk limit on a nearer Def.
    let reaching: Vec<Option<memssa::Access>> = mssa.accesses().map(|(a, _)| mssa.defining_access(a)).collect();
    memssa::optimize_uses(&mut mssa, &mut walker, &dom);
    let loops = LoopForest::compute(&cfg, &dom);
    let mut cx = cx::Cx {
        module,
        lines,
        func,
        body,
        cfg: &cfg,
        dom: &dom,
        loops: &loops,
        aa: &aa,
        oracle: &*oracle,
        walker,
        up: Updater::new(module, func, body, &cfg, &dom, config, mssa),
        actions: Vec::new(),
        replaced: Default::default(),
        hoisted: Vec::new(),
        removed: Vec::new(),
        reaching,
        explain: opts.explain,
        missed: Vec::new(),
    };
    if opts.loads {
        loads::run(&mut cx);
    }
    if opts.licm {
        licm::run(&mut cx);
    }
    if opts.dse {
        dse::run(&mut cx);
    }
    if opts.verify {
        memssa::verify_layout(cx.up.mssa(), body, cx.up.layout(), &cfg, &dom, VerifyLevel::Full).map_err(|errors| ClientError::Verify {
            function: module.funcs[func].name.clone(),
            errors,
        })?;
    }
    let edits = cx.edits();
    Ok((cx.actions, cx.missed, edits))
}
