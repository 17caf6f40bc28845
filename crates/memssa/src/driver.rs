//! Whole-module runs: build (and optionally verify) Memory SSA for many
//! functions in parallel, then print or count, in module order.

use crate::build::BuildConfig;
use crate::memory_ssa::MemorySsa;
use crate::print::llvm::{annotate_written, write_function_text, Plain, WrittenFunction};
use crate::print::stats::Stats;
use crate::print::walker::WalkerAnnotator;
use crate::verify::{verify, VerifyError, VerifyLevel};
use crate::walker::{ClobberWalker, WalkerConfig};
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
    Some(analyze_body(module, func, body, opts))
}

/// [`analyze_function`] of `func` with the body `body`, which need not be
/// in `module` (as bodies handed to a visitor by
/// [`llir::parse_module_bytes_visiting`] are not): nothing in the build
/// reads a function's body through the module, only the body given.
pub fn analyze_body<'b>(module: &Module, func: Func, body: &'b Body, opts: &RunOptions) -> Result<FunctionAnalysis<'b>, FunctionError> {
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let mssa = MemorySsa::build(module, func, body, &cfg, &dom, &opts.build);
    if let Some(level) = opts.verify {
        if let Err(errors) = verify(&mssa, body, &cfg, &dom, level) {
            return Err(FunctionError {
                function: module.funcs[func].name.clone(),
                errors,
            });
        }
    }
    Ok(FunctionAnalysis {
        func,
        body,
        cfg,
        dom,
        mssa,
    })
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
    print_in_batches(
        module,
        funcs,
        opts,
        |fa| fa,
        |fa, written, out| annotate_written(module, fa.func, fa.body, written, &mut Plain { mssa: &fa.mssa }, out),
    )
}

/// Functions per parallel batch of the printers.
const PRINT_BATCH: usize = 256;

/// Prints the functions of `funcs` in parallel and concatenates the texts
/// in the order of `funcs`.
///
/// Each function's text is written by llir's writer
/// ([`write_function_text`]) while, in parallel, its analyses are built
/// and handed to `prepare` (the use optimizer runs there); `finish` then
/// appends the annotated text. So a module dominated by one big function
/// still keeps two threads busy. What `prepare` and `finish` compute does
/// not depend on which thread runs them, so neither does the output.
///
/// The work goes in batches of [`PRINT_BATCH`] functions so that only one
/// batch's texts exist next to the result: collecting every function's
/// text first held the output twice at its peak. The result is reserved at
/// twice the functions' source size up front (pages never written cost no
/// memory), so it rarely moves. Declarations print nothing; the first
/// verification failure in the order of `funcs` is returned instead.
fn print_in_batches<'m, P, F, G>(
    module: &'m Module,
    funcs: &[Func],
    opts: &RunOptions,
    prepare: F,
    finish: G,
) -> Result<Vec<u8>, FunctionError>
where
    P: Send,
    F: Fn(FunctionAnalysis<'m>) -> P + Sync,
    G: Fn(P, &WrittenFunction, &mut Vec<u8>) + Sync,
{
    let slots = ModuleSlots::compute(module);
    let source: usize = funcs.iter().map(|&f| module.funcs[f].span.range().len()).sum();
    let mut out = Vec::with_capacity(source.saturating_mul(2).saturating_add(4096));
    for batch in funcs.chunks(PRINT_BATCH) {
        let parts: Vec<Option<Result<Vec<u8>, FunctionError>>> = batch
            .par_iter()
            .map(|&f| {
                module.funcs[f].body.as_ref()?;
                // The analysis, usually the longer half, runs on this
                // thread and the text is left for another to steal: the
                // other way round, a worker busy with the rest of the batch
                // never took the analysis, and a module dominated by one
                // function did both halves on one thread (lua's -O0 lvm.c:
                // 21.5 ms for its big function, 17.8 ms analysis first).
                let (prepared, written) = rayon::join(
                    || analyze_function(module, f, opts).map(|r| r.map(&prepare)),
                    || write_function_text(module, &slots, &slots.for_function(module, f), f),
                );
                let prepared = prepared?;
                Some(prepared.map(|p| {
                    let mut text = Vec::with_capacity(written.text().len() * 5 / 4 + 64);
                    finish(p, &written, &mut text);
                    text
                }))
            })
            .collect();
        for part in parts.into_iter().flatten() {
            out.extend_from_slice(&part?);
        }
    }
    Ok(out)
}

/// The alias-analysis pipeline that matches `config` (opt's `default`, or
/// none for `-aa-pipeline=`).
pub fn alias_pipeline(config: &crate::build::BuildConfig) -> alias::Pipeline {
    match config.aa {
        crate::build::AliasPipeline::Default => alias::Pipeline::default(),
        crate::build::AliasPipeline::None => alias::Pipeline::none(),
    }
}

/// Makes the alias oracle that the walker and the use optimizer of one
/// function ask (the default is LLVM's stack, [`LlvmOracle`]).
///
/// This is how analyses above `memssa` (points-to) plug in without
/// `memssa` naming their types. `make` is called once per function, from
/// several threads at once; each oracle is one query session (like LLVM's
/// `BatchAAResults`), used by one thread.
pub trait OracleFactory: Sync {
    /// A fresh oracle for the function of `aa`.
    fn make<'a, 'm>(&'a self, aa: &'a alias::FunctionAA<'m>) -> Box<dyn alias::AliasOracle + 'a>;
}

/// opt-19's alias analysis: a new [`alias::BatchAA`] per function.
#[derive(Clone, Copy, Debug, Default)]
pub struct LlvmOracle;

impl OracleFactory for LlvmOracle {
    fn make<'a, 'm>(&'a self, aa: &'a alias::FunctionAA<'m>) -> Box<dyn alias::AliasOracle + 'a> {
        Box::new(alias::BatchAA::new(aa))
    }
}

/// The output of opt-19's `print<memoryssa>` (uses optimized first, see
/// [`crate::optimize`]) for the functions `funcs`, with walk limit `limit`
/// (`-memssa-check-limit`, 100 by default).
pub fn print_optimized(module: &Module, funcs: &[Func], opts: &RunOptions, limit: u32) -> Result<Vec<u8>, FunctionError> {
    print_optimized_with(module, funcs, opts, limit, &LlvmOracle)
}

/// [`print_optimized`] with the oracles of `oracles` instead of LLVM's
/// alias analysis (the printed form is the same; only which clobbers the
/// use optimizer finds changes).
pub fn print_optimized_with(
    module: &Module,
    funcs: &[Func],
    opts: &RunOptions,
    limit: u32,
    oracles: &dyn OracleFactory,
) -> Result<Vec<u8>, FunctionError> {
    let pipeline = alias_pipeline(&opts.build);
    print_in_batches(
        module,
        funcs,
        opts,
        |fa| {
            let FunctionAnalysis {
                func, body, dom, mut mssa, ..
            } = fa;
            // Only declarations have no alias analysis, and they are skipped.
            if let Ok(aa) = alias::FunctionAA::new(module, func, &dom) {
                let aa = aa.with_pipeline(pipeline);
                let oracle = oracles.make(&aa);
                let config = WalkerConfig {
                    limit,
                    invariant_group: false,
                };
                let mut walker = ClobberWalker::new(&aa, &*oracle, &dom, config);
                crate::optimize::optimize_uses(&mut mssa, &mut walker, &dom);
            }
            (func, body, mssa)
        },
        |(func, body, mssa), written, out| annotate_written(module, func, body, written, &mut Plain { mssa: &mssa }, out),
    )
}

/// The DOT graph opt-19 writes with `-passes='print<memoryssa>'
/// -dot-cfg-mssa=FILE` for function `func` (uses optimized, walk limit
/// `limit`), nodes numbered in order of appearance
/// ([`crate::print::dot`]). `None` if `func` has no body.
pub fn dot_function(module: &Module, func: Func, opts: &RunOptions, limit: u32) -> Result<Option<String>, FunctionError> {
    let Some(body) = module.funcs[func].body.as_ref() else {
        return Ok(None);
    };
    let text = print_optimized(module, &[func], opts, limit)?;
    let mut out = String::new();
    crate::print::dot::write_function(module, body, &String::from_utf8_lossy(&text), &mut out);
    Ok(Some(out))
}

/// The output of opt-19's `print<memoryssa-walker>` for the functions
/// `funcs`, with walk limit `limit`: every access annotated with its
/// clobber, queried in layout order (see [`crate::print::walker`]).
pub fn print_walker(module: &Module, funcs: &[Func], opts: &RunOptions, limit: u32) -> Result<Vec<u8>, FunctionError> {
    print_walker_with(module, funcs, opts, limit, &LlvmOracle)
}

/// [`print_walker`] with the oracles of `oracles` instead of LLVM's alias
/// analysis.
///
/// The walker's queries run while the annotations are spliced in (their
/// order is observable, see [`crate::print::walker`]), after the text is
/// written.
pub fn print_walker_with(
    module: &Module,
    funcs: &[Func],
    opts: &RunOptions,
    limit: u32,
    oracles: &dyn OracleFactory,
) -> Result<Vec<u8>, FunctionError> {
    let pipeline = alias_pipeline(&opts.build);
    print_in_batches(
        module,
        funcs,
        opts,
        |fa| fa,
        |fa, written, out| {
            let FunctionAnalysis {
                func, body, dom, mut mssa, ..
            } = fa;
            match alias::FunctionAA::new(module, func, &dom) {
                Ok(aa) => {
                    let aa = aa.with_pipeline(pipeline);
                    let oracle = oracles.make(&aa);
                    let config = WalkerConfig {
                        limit,
                        invariant_group: true,
                    };
                    let mut walker = ClobberWalker::new(&aa, &*oracle, &dom, config);
                    let mut ann = WalkerAnnotator {
                        mssa: &mut mssa,
                        walker: &mut walker,
                    };
                    annotate_written(module, func, body, written, &mut ann, out);
                }
                // Only declarations have no alias analysis, and they are skipped.
                Err(_) => annotate_written(module, func, body, written, &mut Plain { mssa: &mssa }, out),
            }
        },
    )
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

/// The [`Stats`] of one function with body `body` (see [`analyze_body`]),
/// or its verification failure: what `memssa stats` hands
/// [`llir::parse_module_bytes_visiting`] as the visitor.
pub fn body_stats(module: &Module, func: Func, body: &Body, opts: &RunOptions) -> Result<Stats, FunctionError> {
    analyze_body(module, func, body, opts).map(|fa| Stats::of_function(body, &fa.mssa))
}

/// [`stats`] of every definition of a module parsed with [`body_stats`] as
/// the visitor: the visited functions' counts added to those of the
/// definitions left in the module (built here, in parallel). The first
/// verification failure in module order is returned instead, if any, as
/// [`stats`] does.
pub fn stats_visited(visited: &llir::VisitedModule<Result<Stats, FunctionError>>, opts: &RunOptions) -> Result<Stats, FunctionError> {
    let module = &visited.module;
    let kept = definitions(module);
    let kept: Vec<(Func, Result<Stats, FunctionError>)> = kept
        .par_iter()
        .map(|&f| {
            let body = module.funcs[f].body.as_ref().expect("a definition has a body");
            (f, body_stats(module, f, body, opts))
        })
        .collect();
    let mut all: Vec<(Func, &Result<Stats, FunctionError>)> = visited
        .visited
        .iter()
        .map(|(f, r)| (*f, r))
        .chain(kept.iter().map(|(f, r)| (*f, r)))
        .collect();
    all.sort_unstable_by_key(|&(f, _)| f);
    let mut total = Stats::default();
    for (_, r) in all {
        total.add(r.as_ref().map_err(Clone::clone)?);
    }
    Ok(total)
}
