//! Checks driven by arbitrary bytes, shared by the `cargo fuzz` targets
//! (`fuzz/fuzz_targets/parse.rs`, `memssa_build.rs`, `walker.rs`) and the
//! fixed-seed test `tests/fuzz_smoke.rs` (the regalloc2 pattern).
//! Compiled with the `fuzzing` feature.
//!
//! [`check_parse`] feeds the bytes to the parser as a file, as the
//! command-line tool does. The other checks turn the bytes into a function with
//! [`testgen::function::generate`] (random CFGs with loops, irreducible
//! loops, unreachable blocks, `switch`es with duplicate edges; loads,
//! stores, atomics, fences, calls), parses it with `llir`, and compares
//! what this crate computes with the brute-force references of
//! [`crate::oracle`]. A failure carries the generated IR, so it can be
//! replayed without the bytes (or checked against opt-19).

use crate::build::{AliasPipeline, BuildConfig};
use crate::driver::{self, RunOptions};
use crate::memory_ssa::MemorySsa;
use crate::oracle::{check_clobber, check_reaching_defs, PathSearch};
use crate::verify::VerifyLevel;
use crate::walker::{ClobberWalker, WalkerConfig, DEFAULT_WALK_LIMIT};
use crate::{optimize_uses, AccessKind};
use alias::{BatchAA, FunctionAA};
use flow::{Cfg, DomTree};

/// A walk limit no generated function reaches, for the exact checks.
pub const NO_LIMIT: u32 = 1_000_000;

/// A failed check: what went wrong, and the generated input.
pub use testgen::Failure;

/// The file name the parse check gives its input.
pub const PARSE_FILE: &str = "fuzz.ll";

/// The command-line tool's contract on any input file, short of printing:
/// `llir::parse_module_bytes` either fails with an error whose position
/// lies in the input (line 1 to one past the last newline, column from 1)
/// and renders as `fuzz.ll:LINE:COL: error: MESSAGE` followed by the line
/// and a caret, or succeeds, and then Memory SSA of every function builds
/// and verifies (full level) and the three printers run (opt's
/// `print<memoryssa>` with and without optimized uses, and the walker's).
/// A panic, hang or stack overflow anywhere is the fuzzer's to catch.
pub fn check_parse(data: &[u8]) -> Result<(), Failure> {
    let fail = |message: String| Failure {
        message,
        input: String::from_utf8_lossy(&data[..data.len().min(4096)]).into_owned(),
    };
    let module = match llir::parse_module_bytes(PARSE_FILE, data.to_vec()) {
        Ok(m) => m,
        Err(e) => {
            let lines = data.iter().filter(|&&b| b == b'\n').count() + 1;
            if e.file != PARSE_FILE || e.line == 0 || e.col == 0 || e.line > lines || e.message.is_empty() {
                return Err(fail(format!(
                    "bad error position or message: {}:{}:{}: {:?} (input has {lines} lines)",
                    e.file, e.line, e.col, e.message
                )));
            }
            let shown = e.to_string();
            let head = format!("{}:{}:{}: error: {}\n", e.file, e.line, e.col, e.message);
            if !shown.starts_with(&head) || !shown.ends_with('^') || shown.lines().count() != 3 + e.message.matches('\n').count() {
                return Err(fail(format!("bad error rendering: {shown:?}")));
            }
            return Ok(());
        }
    };
    let funcs = driver::definitions(&module);
    let opts = RunOptions {
        build: BuildConfig::default(),
        verify: Some(VerifyLevel::Full),
    };
    driver::print_llvm(&module, &funcs, &opts).map_err(|e| fail(e.to_string()))?;
    driver::print_optimized(&module, &funcs, &opts, DEFAULT_WALK_LIMIT).map_err(|e| fail(e.to_string()))?;
    driver::print_walker(&module, &funcs, &opts, DEFAULT_WALK_LIMIT).map_err(|e| fail(e.to_string()))?;
    Ok(())
}

/// The generated function and its parsed module.
struct Generated {
    text: String,
    invariant: bool,
    module: llir::Module,
    func: llir::Func,
}

fn generate(data: &[u8]) -> Result<Generated, Failure> {
    let g = testgen::function::generate(&mut testgen::Bytes::new(data));
    let module = llir::parse_module("generated.ll", g.text.clone()).map_err(|e| Failure {
        message: format!("the generated module does not parse: {e}"),
        input: g.text.clone(),
    })?;
    let func = module.func_by_name("f").ok_or_else(|| Failure {
        message: "no @f in the generated module".into(),
        input: g.text.clone(),
    })?;
    Ok(Generated {
        text: g.text,
        invariant: !g.loop_variant_pointers,
        module,
        func,
    })
}

/// Builds Memory SSA of the function generated from `data` (with opt's
/// default alias pipeline and with none), verifies it at the full level,
/// checks the SSA property and phi placement against the brute force
/// ([`crate::oracle::check_reaching_defs`]), and runs the three printers
/// (which verify again). Never panics on any `data` unless this crate
/// does.
pub fn check_build(data: &[u8]) -> Result<(), Failure> {
    let g = generate(data)?;
    let fail = |message: String| Failure {
        message,
        input: g.text.clone(),
    };
    for aa in [AliasPipeline::Default, AliasPipeline::None] {
        let opts = RunOptions {
            build: BuildConfig { aa },
            verify: Some(VerifyLevel::Full),
        };
        let fa = match driver::analyze_function(&g.module, g.func, &opts) {
            Some(Ok(fa)) => fa,
            Some(Err(e)) => return Err(fail(format!("{aa:?}: {e}"))),
            None => return Err(fail("@f is a declaration".into())),
        };
        let faa = FunctionAA::new(&g.module, g.func, &fa.dom).map_err(|e| fail(format!("{e}")))?;
        let batch = BatchAA::new(&faa);
        let search = PathSearch::new(&faa, &batch, &fa.cfg, &fa.dom, &fa.mssa);
        if let Err(errors) = check_reaching_defs(&search) {
            return Err(fail(format!("{aa:?}: {}", errors.join("\n"))));
        }
        let funcs = [g.func];
        driver::print_llvm(&g.module, &funcs, &opts).map_err(|e| fail(format!("{aa:?}: {e}")))?;
        driver::print_optimized(&g.module, &funcs, &opts, DEFAULT_WALK_LIMIT).map_err(|e| fail(format!("{aa:?}: {e}")))?;
        driver::print_walker(&g.module, &funcs, &opts, DEFAULT_WALK_LIMIT).map_err(|e| fail(format!("{aa:?}: {e}")))?;
    }
    Ok(())
}

/// Queries the caching walker for every access of the function generated
/// from `data`, in layout order, and checks each answer against the
/// brute-force clobber search ([`crate::oracle::check_clobber`]): with no
/// reachable limit, properties 1-3 (and 4 when every pointer is loop
/// invariant); with opt's default limit, properties 1-2. Also checks that
/// a second query returns the stored answer and that the use optimizer
/// gives every Use the walker's answer.
pub fn check_walker(data: &[u8]) -> Result<(), Failure> {
    let g = generate(data)?;
    let fail = |message: String| Failure {
        message,
        input: g.text.clone(),
    };
    let body = g.module.funcs[g.func]
        .body
        .as_ref()
        .ok_or_else(|| fail("@f is a declaration".into()))?;
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let built = MemorySsa::build(&g.module, g.func, body, &cfg, &dom, &BuildConfig::default());
    let aa = FunctionAA::new(&g.module, g.func, &dom).map_err(|e| fail(format!("{e}")))?;
    // The brute force asks its own session, so the walker's sequence of
    // queries is the one it makes in real use.
    let brute_oracle = BatchAA::new(&aa);
    let search = PathSearch::new(&aa, &brute_oracle, &cfg, &dom, &built);
    for limit in [NO_LIMIT, DEFAULT_WALK_LIMIT] {
        let exact = limit == NO_LIMIT;
        let oracle = BatchAA::new(&aa);
        let config = WalkerConfig {
            limit,
            invariant_group: true,
        };
        let mut mssa = built.clone();
        let mut walker = ClobberWalker::new(&aa, &oracle, &dom, config);
        let mut answers = Vec::new();
        for (b, block) in body.blocks.iter() {
            for &i in &block.insts {
                let Some(a) = built.access_of(i) else { continue };
                let got = walker.clobbering_access(&mut mssa, a);
                let what = |m: String| fail(format!("limit {limit}, access of instruction {i:?} in block {b:?}: {m}"));
                check_clobber(&search, a, got, exact, g.invariant).map_err(what)?;
                let again = walker.clobbering_access(&mut mssa, a);
                if again != got {
                    return Err(what(format!("asked again: {again:?}, first {got:?}")));
                }
                answers.push((a, got));
            }
        }
        if exact {
            let mut opt = built.clone();
            let oracle2 = BatchAA::new(&aa);
            let mut walker2 = ClobberWalker::new(&aa, &oracle2, &dom, config);
            optimize_uses(&mut opt, &mut walker2, &dom);
            for &(a, got) in &answers {
                if built.kind(a) == AccessKind::Use && opt.defining_access(a) != Some(got) {
                    return Err(fail(format!(
                        "use optimizer gives {:?} {:?}, walker {got:?}",
                        a,
                        opt.defining_access(a)
                    )));
                }
            }
        }
    }
    Ok(())
}
