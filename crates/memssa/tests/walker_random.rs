//! Randomised cross-checks of the clobber walker and the use optimizer
//! against the brute-force answer of `memssa::oracle` (computed on the CFG,
//! path by path, without Memory SSA's def chains).
//!
//! Inputs: random CFGs (loops, self loops, unreachable blocks, duplicate
//! `switch` edges, shuffled layout) whose blocks load and store `i32`
//! through a handful of pointer arguments. Two alias analyses:
//!
//! * the real stack on distinct `noalias` arguments (same argument: Must,
//!   different: No);
//! * a random symmetric alias matrix between arguments (No / May / Must),
//!   answered by a test oracle, to exercise the graph algorithm alone.
//!
//! Every pointer is an argument, so the location never changes along a
//! path and the walker's answer must equal the brute force exactly
//! (`memssa::oracle::check_clobber`, properties 1-4: dominance, soundness,
//! the nearest clobber when all paths agree, and the model of LLVM's walk
//! targets). Also checked: asking again returns the stored answer, and
//! after `optimize_uses` every Use's defining access is the walker's
//! answer. The limit is set high enough never to be reached. Seeds are
//! fixed (`TestRunner::deterministic`). The byte-driven generator of the
//! fuzz targets (`memssa::fuzzing`, `tests/fuzz_smoke.rs`) covers loads,
//! stores and calls of every kind; this one shrinks failures to small
//! cases.

use alias::{AliasOracle, AliasResult, BatchAA, FunctionAA, MemoryLocation};
use flow::{Cfg, DomTree};
use llir::{Inst, InstKind, MemoryEffects, ModRef};
use memssa::oracle::{check_clobber, PathSearch};
use memssa::{optimize_uses, AccessKind, BuildConfig, ClobberWalker, MemorySsa, WalkerConfig};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};

/// A terminator of a generated block; targets are block numbers >= 1.
#[derive(Clone, Debug)]
enum Term {
    Ret,
    Br(usize),
    CondBr(usize, usize),
    Switch(usize, Vec<usize>),
}

/// A generated function.
#[derive(Clone, Debug)]
struct Spec {
    /// Number of pointer arguments.
    ptrs: usize,
    /// Per block: accesses `(is_store, pointer)` and the terminator.
    blocks: Vec<(Vec<(bool, usize)>, Term)>,
    /// Layout order of blocks 1..n (the entry is always first).
    layout: Vec<usize>,
    /// Alias matrix between pointers (0 = No, 1 = May, 2 = Must).
    matrix: Vec<Vec<u8>>,
}

fn term_strategy(n: usize) -> impl Strategy<Value = Term> {
    let t = 1..n;
    prop_oneof![
        1 => Just(Term::Ret),
        3 => t.clone().prop_map(Term::Br),
        4 => (t.clone(), t.clone()).prop_map(|(a, b)| Term::CondBr(a, b)),
        2 => (t.clone(), prop::collection::vec(t, 1..4)).prop_map(|(d, c)| Term::Switch(d, c)),
    ]
}

fn spec_strategy(max_blocks: usize, max_ptrs: usize, max_insts: usize) -> impl Strategy<Value = Spec> {
    (2..=max_blocks, 1..=max_ptrs).prop_flat_map(move |(n, ptrs)| {
        let block = (prop::collection::vec((any::<bool>(), 0..ptrs), 0..=max_insts), term_strategy(n));
        let layout = Just((1..n).collect::<Vec<usize>>()).prop_shuffle();
        let matrix = prop::collection::vec(0u8..3, ptrs * ptrs);
        (prop::collection::vec(block, n), layout, matrix).prop_map(move |(mut blocks, layout, m)| {
            if matches!(blocks[0].1, Term::Ret) {
                blocks[0].1 = Term::Br(1);
            }
            let mut matrix = vec![vec![0u8; ptrs]; ptrs];
            for i in 0..ptrs {
                for j in 0..ptrs {
                    matrix[i][j] = if i == j { 2 } else { m[i.min(j) * ptrs + i.max(j)] };
                }
            }
            Spec {
                ptrs,
                blocks,
                layout,
                matrix,
            }
        })
    })
}

fn block_name(b: usize) -> String {
    if b == 0 {
        "entry".to_string()
    } else {
        format!("b{b}")
    }
}

/// The function as IR text (canonical enough for the parser).
fn emit(spec: &Spec) -> String {
    let params: Vec<String> = (0..spec.ptrs).map(|i| format!("ptr noalias %p{i}")).collect();
    let mut out = format!("define void @f({}, i1 %c, i32 %x) {{\n", params.join(", "));
    let mut v = 0;
    for &b in std::iter::once(&0).chain(spec.layout.iter()) {
        let (insts, term) = &spec.blocks[b];
        out.push_str(&format!("{}:\n", block_name(b)));
        for &(store, p) in insts {
            if store {
                out.push_str(&format!("  store i32 {b}, ptr %p{p}, align 4\n"));
            } else {
                out.push_str(&format!("  %v{v} = load i32, ptr %p{p}, align 4\n"));
                v += 1;
            }
        }
        match term {
            Term::Ret => out.push_str("  ret void\n"),
            Term::Br(t) => out.push_str(&format!("  br label %{}\n", block_name(*t))),
            Term::CondBr(a, c) => out.push_str(&format!("  br i1 %c, label %{}, label %{}\n", block_name(*a), block_name(*c))),
            Term::Switch(d, cases) => {
                let cs: Vec<String> = cases
                    .iter()
                    .enumerate()
                    .map(|(k, t)| format!("i32 {k}, label %{}", block_name(*t)))
                    .collect();
                out.push_str(&format!("  switch i32 %x, label %{} [ {} ]\n", block_name(*d), cs.join(" ")));
            }
        }
    }
    out.push_str("}\n");
    out
}

/// A test oracle answering from an alias matrix between pointer arguments.
struct MatrixOracle<'a> {
    aa: &'a FunctionAA<'a>,
    matrix: &'a [Vec<u8>],
}

impl MatrixOracle<'_> {
    fn arg_of(&self, v: alias::Val) -> usize {
        match self.aa.kind(v) {
            alias::ValKind::Arg(n) => n as usize,
            _ => panic!("pointers are arguments"),
        }
    }
}

impl AliasOracle for MatrixOracle<'_> {
    fn alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult {
        match self.matrix[self.arg_of(a.ptr)][self.arg_of(b.ptr)] {
            0 => AliasResult::NoAlias,
            1 => AliasResult::MayAlias,
            _ => AliasResult::MustAlias,
        }
    }
    fn mod_ref_inst_loc(&self, inst: Inst, loc: &MemoryLocation) -> ModRef {
        let own = self.aa.location_of(inst).expect("loads and stores have locations");
        if self.alias(&own, loc) == AliasResult::NoAlias {
            return ModRef::NoModRef;
        }
        match self.aa.body().insts[inst].kind {
            InstKind::Store { .. } => ModRef::Mod,
            _ => ModRef::Ref,
        }
    }
    fn mod_ref_inst_call(&self, _inst: Inst, _call: Inst) -> ModRef {
        ModRef::ModRef
    }
    fn mod_ref_mask(&self, _loc: &MemoryLocation) -> ModRef {
        ModRef::ModRef
    }
    fn call_memory_effects(&self, _call: Inst) -> MemoryEffects {
        MemoryEffects::UNKNOWN
    }
    fn mod_ref_inst(&self, inst: Inst) -> ModRef {
        match self.aa.body().insts[inst].kind {
            InstKind::Store { .. } => ModRef::Mod,
            _ => ModRef::Ref,
        }
    }
}

/// Runs the checks on one generated function, with the real alias stack
/// (`matrix == false`) or the matrix oracle.
fn check(spec: &Spec, use_matrix: bool) -> Result<(), TestCaseError> {
    let text = emit(spec);
    let module = llir::parse_module("random.ll", text.clone()).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
    let func = module.func_by_name("f").expect("generated function");
    let body = module.funcs[func].body.as_ref().expect("a definition");
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let built = MemorySsa::build(&module, func, body, &cfg, &dom, &BuildConfig::default());
    let aa = FunctionAA::new(&module, func, &dom).expect("a definition");
    let batch = BatchAA::new(&aa);
    let matrix_oracle = MatrixOracle {
        aa: &aa,
        matrix: &spec.matrix,
    };
    let oracle: &dyn AliasOracle = if use_matrix { &matrix_oracle } else { &batch };
    let config = WalkerConfig {
        limit: 1_000_000,
        invariant_group: true,
    };

    // (a) walker against the brute force.
    let mut mssa = built.clone();
    let mut walker = ClobberWalker::new(&aa, oracle, &dom, config);
    // The brute force asks its own copy of the oracle's answers.
    let brute_batch = BatchAA::new(&aa);
    let brute_oracle: &dyn AliasOracle = if use_matrix { &matrix_oracle } else { &brute_batch };
    let search = PathSearch::new(&aa, brute_oracle, &cfg, &dom, &built);
    let mut answers = Vec::new();
    for (_, block) in body.blocks.iter() {
        for &i in &block.insts {
            let Some(a) = built.access_of(i) else { continue };
            let got = walker.clobbering_access(&mut mssa, a);
            if let Err(e) = check_clobber(&search, a, got, true, true) {
                return Err(TestCaseError::fail(format!(
                    "{} of block {}: {e}\n{text}",
                    if built.kind(a) == AccessKind::Use { "a load" } else { "a store" },
                    body.blocks[built.block(a)].name_text(),
                )));
            }
            // Asking again returns the stored answer.
            prop_assert_eq!(walker.clobbering_access(&mut mssa, a), got);
            answers.push((a, got));
        }
    }

    // (b) the use optimizer agrees with the walker.
    let mut opt = built.clone();
    let mut walker2 = ClobberWalker::new(&aa, oracle, &dom, config);
    optimize_uses(&mut opt, &mut walker2, &dom);
    for &(a, got) in &answers {
        if built.kind(a) == AccessKind::Use {
            prop_assert_eq!(
                opt.defining_access(a).and_then(|d| opt.number(d)),
                built.number(got),
                "optimize_uses vs walker\n{}",
                text
            );
            // Unreachable blocks are never visited (their Uses keep
            // liveOnEntry without being marked).
            prop_assert_eq!(opt.is_optimized(a), dom.is_reachable(built.block(a)));
        }
    }
    Ok(())
}

trait BlockNameText {
    fn name_text(&self) -> String;
}

impl BlockNameText for llir::BlockData {
    fn name_text(&self) -> String {
        match &self.name {
            llir::BlockName::Named(n) => n.to_string(),
            llir::BlockName::Numbered(n) => format!("%{n}"),
        }
    }
}

fn run(cases: u32, max_blocks: usize, max_ptrs: usize, max_insts: usize, use_matrix: bool) {
    let mut runner = TestRunner::new_with_rng(
        Config {
            cases,
            failure_persistence: None,
            ..Config::default()
        },
        proptest::test_runner::TestRng::deterministic_rng(proptest::test_runner::RngAlgorithm::ChaCha),
    );
    let result = runner.run(&spec_strategy(max_blocks, max_ptrs, max_insts), |spec| check(&spec, use_matrix));
    if let Err(e) = result {
        panic!("{e}");
    }
}

#[test]
fn walker_matches_brute_force_noalias_args() {
    run(400, 10, 3, 3, false);
}

#[test]
fn walker_matches_brute_force_alias_matrix() {
    run(400, 10, 4, 3, true);
}

#[test]
fn walker_matches_brute_force_bigger_graphs() {
    run(60, 30, 4, 5, true);
}
