//! Whole-module runs: build (and optionally verify) Memory SSA for many
//! functions in parallel, then print or count, in module order.

use crate::build::BuildConfig;
use crate::memory_ssa::MemorySsa;
use crate::print::llvm::{print_function, Plain};
use crate::print::stats::Stats;
use crate::verify::{verify, VerifyError, VerifyLevel};
use flow::{Cfg, DomTree};
use llir::slots::ModuleSlots;
use llir::{Body, Func, Module};
use rayon::prelude::*;
use std::fmt;

/// Options of a whole-module run.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// How to build.
    pub build: BuildConfig,
    /// Verify every Memory SSA after building it (and fail on a violation).
    pub verify: Option<VerifyLevel>,
}

/// Verification failed for a function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionError {
    /// The function's raw name.
    pub function: String,
    /// What was violated (at least one entry).
    pub errors: Vec<VerifyError>,
}

impl fmt::Display for FunctionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Memory SSA of function '{}' is invalid:", self.function)?;
        for e in &self.errors {
            write!(f, "\n  {e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for FunctionError {}

/// The analyses of one function.
pub struct FunctionAnalysis<'m> {
    /// The function.
    pub func: Func,
    /// Its body.
    pub body: &'m Body,
    /// Its CFG.
    pub cfg: Cfg,
    /// Its dominator tree.
    pub dom: DomTree,
    /// Its Memory SSA.
    pub mssa: MemorySsa,
}

/// The function definitions of `module`, in module order.
pub fn definitions(module: &Module) -> Vec<Func> {
    module.funcs.iter().filter(|(_, f)| f.body.is_some()).map(|(id, _)| id).collect()
}

/// Builds the CFG, dominator tree and Memory SSA of `func`, verifying it if
/// asked. `None` for a declaration.
pub fn analyze_function<'m>(module: &'m Module, func: Func, opts: &RunOptions) -> Option<Result<FunctionAnalysis<'m>, FunctionError>> {
    let body = module.funcs[func].body.as_ref()?;
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let mssa = MemorySsa::build(module, func, body, &cfg, &dom, &opts.build);
    if let Some(level) = opts.verify {
        if let Err(errors) = verify(&mssa, body, &cfg, &dom, level) {
            return Some(Err(FunctionError {
                function: module.funcs[func].name.clone(),
                errors,
            }));
        }
    }
    Some(Ok(FunctionAnalysis {
        func,
        body,
        cfg,
        dom,
        mssa,
    }))
}

/// Runs `each` on the analysis of every function in `funcs` (declarations
/// are skipped), in parallel, and returns the results in the order of
/// `funcs`. The first verification failure in that order is returned
/// instead, if any.
pub fn for_each_function<R, F>(module: &Module, funcs: &[Func], opts: &RunOptions, each: F) -> Result<Vec<R>, FunctionError>
where
    R: Send,
    F: Fn(FunctionAnalysis<'_>) -> R + Sync,
{
    let results: Vec<Option<Result<R, FunctionError>>> = funcs
        .par_iter()
        .map(|&f| analyze_function(module, f, opts).map(|r| r.map(&each)))
        .collect();
    results.into_iter().flatten().collect()
}

/// The output of opt-19's `print<memoryssa><no-ensure-optimized-uses>` for
/// the functions `funcs` (declarations print nothing), concatenated in order.
pub fn print_llvm(module: &Module, funcs: &[Func], opts: &RunOptions) -> Result<Vec<u8>, FunctionError> {
    let slots = ModuleSlots::compute(module);
    let parts = for_each_function(module, funcs, opts, |fa| {
        let fs = slots.for_function(module, fa.func);
        let mut out = Vec::with_capacity(module.funcs[fa.func].span.range().len() + fa.mssa.num_accesses() * 24 + 64);
        print_function(module, fa.func, fa.body, Some(&fs), &mut Plain { mssa: &fa.mssa }, &mut out);
        out
    })?;
    let mut out = Vec::with_capacity(parts.iter().map(Vec::len).sum());
    for p in parts {
        out.extend_from_slice(&p);
    }
    Ok(out)
}

/// Counts over the functions `funcs` (declarations count nothing).
pub fn stats(module: &Module, funcs: &[Func], opts: &RunOptions) -> Result<Stats, FunctionError> {
    let parts = for_each_function(module, funcs, opts, |fa| Stats::of_function(fa.body, &fa.mssa))?;
    let mut total = Stats::default();
    for p in &parts {
        total.add(p);
    }
    Ok(total)
}
