//! Randomised cross-checks of the clobber walker and the use optimizer
//! against a brute-force answer computed on the CFG (no Memory SSA).
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
//! The brute force, for a query of access `A` (location `q`) with no walk
//! limit: scan backwards from `A` in its block; a Def that may modify `q` is
//! the answer; at the block start continue at the end of the immediate
//! dominator (liveOnEntry at the entry). At a block with a MemoryPhi `P`,
//! let `T` be the walk target (last Def or phi of the nearest strict
//! dominator with one, else liveOnEntry). `P` is the answer if some CFG path
//! from a clobbering Def to `P`'s block avoids `T` (searched backwards over
//! reachable predecessors, stopping at `T`); otherwise the search goes on
//! from `T` itself. Accesses of unreachable blocks are clobbered by
//! liveOnEntry.
//!
//! Checked: (a) the walker's answer equals the brute force, dominates the
//! access, and no clobbering Def lies on a path from it to the access;
//! (b) after `optimize_uses`, every Use's defining access is the walker's
//! answer. The limit is set high enough never to be reached. Seeds are
//! fixed (`TestRunner::deterministic`).

use alias::{AliasOracle, AliasResult, BatchAA, FunctionAA, MemoryLocation};
use flow::{Cfg, DomTree};
use llir::{Block, Inst, InstKind, MemoryEffects, ModRef, Module, Value};
use memssa::{optimize_uses, Access, AccessKind, BuildConfig, ClobberWalker, MemorySsa, WalkerConfig};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use std::collections::HashSet;

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

/// The argument number of the pointer operand of a load or store.
fn ptr_arg(module: &Module, body: &llir::Body, i: Inst) -> usize {
    let ptr = match &body.insts[i].kind {
        InstKind::Load { ptr, .. } | InstKind::Store { ptr, .. } => *ptr,
        _ => panic!("only loads and stores are generated"),
    };
    let Value::Local(l) = ptr else { panic!("pointers are arguments") };
    let _ = module;
    match body.locals[l].def {
        llir::LocalDef::Arg(n) => n as usize,
        _ => panic!("pointers are arguments"),
    }
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

/// The brute-force clobber computation; see the module docs.
struct Brute<'a> {
    module: &'a Module,
    body: &'a llir::Body,
    cfg: &'a Cfg,
    dom: &'a DomTree,
    mssa: &'a MemorySsa,
    /// `clobbers[d][q]`: may a store through argument `d` modify argument `q`?
    clobbers: Vec<Vec<bool>>,
}

impl Brute<'_> {
    fn def_clobbers(&self, def: Access, q: usize) -> bool {
        let i = self.mssa.inst(def).expect("a Def has an instruction");
        matches!(self.body.insts[i].kind, InstKind::Store { .. }) && self.clobbers[ptr_arg(self.module, self.body, i)][q]
    }

    fn walk_target(&self, phi: Access) -> Access {
        let mut b = self.mssa.block(phi);
        while let Some(p) = self.dom.idom(b) {
            if let Some(&last) = self.mssa.block_defs(p).last() {
                return last;
            }
            b = p;
        }
        self.mssa.live_on_entry()
    }

    /// Does a clobber of `q` reach the entry of `phi`'s block on a CFG path
    /// that avoids `target`?
    fn blocked(&self, phi: Access, target: Access, q: usize) -> bool {
        let mut seen: HashSet<Block> = HashSet::new();
        let mut work: Vec<Block> = self.cfg.predecessors(self.mssa.block(phi)).to_vec();
        while let Some(r) = work.pop() {
            if !self.dom.is_reachable(r) || !seen.insert(r) {
                continue;
            }
            let mut stopped = false;
            for &d in self.mssa.block_defs(r).iter().rev() {
                if d == target {
                    stopped = true;
                    break;
                }
                if self.mssa.kind(d) == AccessKind::Def && self.def_clobbers(d, q) {
                    return true;
                }
            }
            if !stopped {
                work.extend_from_slice(self.cfg.predecessors(r));
            }
        }
        false
    }

    /// The expected clobber of access `a` (query location: argument `q`).
    fn expected(&self, a: Access, q: usize) -> Access {
        let loe = self.mssa.live_on_entry();
        let mut block = self.mssa.block(a);
        if !self.dom.is_reachable(block) {
            return loe;
        }
        // Scan the accesses of `block` before position `end`.
        let mut end = self.mssa.position(a) as usize;
        loop {
            let list = self.mssa.block_accesses(block);
            let mut next: Option<(Block, usize)> = None;
            for k in (0..end).rev() {
                let x = list[k];
                match self.mssa.kind(x) {
                    AccessKind::Def if self.def_clobbers(x, q) => return x,
                    AccessKind::Phi => {
                        let t = self.walk_target(x);
                        if self.blocked(x, t, q) {
                            return x;
                        }
                        if t == loe {
                            return loe;
                        }
                        next = Some((self.mssa.block(t), self.mssa.position(t) as usize + 1));
                        break;
                    }
                    _ => {}
                }
            }
            match next {
                Some((b, e)) => {
                    block = b;
                    end = e;
                }
                None => match self.dom.idom(block) {
                    Some(p) => {
                        block = p;
                        end = self.mssa.block_accesses(p).len();
                    }
                    None => return loe,
                },
            }
        }
    }

    /// Is there a CFG path from a clobbering Def to `a` that avoids `r`
    /// (other than `r` itself)? Checks property (ii) independently of
    /// [`Brute::expected`].
    fn skips_clobber(&self, r: Access, a: Access, q: usize) -> bool {
        // Backwards from just before `a`; with `r` = liveOnEntry nothing
        // stops the search.
        let mut seen: HashSet<Block> = HashSet::new();
        let scan = |b: Block, end: usize| -> Option<bool> {
            // Some(true): clobber found; Some(false): stopped at `r`; None: go on.
            let list = self.mssa.block_accesses(b);
            for k in (0..end).rev() {
                let x = list[k];
                if x == r {
                    return Some(false);
                }
                if self.mssa.kind(x) == AccessKind::Def && self.def_clobbers(x, q) {
                    return Some(true);
                }
            }
            None
        };
        let ab = self.mssa.block(a);
        if let Some(found) = scan(ab, self.mssa.position(a) as usize) {
            return found;
        }
        let mut work: Vec<Block> = self.cfg.predecessors(ab).to_vec();
        while let Some(b) = work.pop() {
            if !self.dom.is_reachable(b) || !seen.insert(b) {
                continue;
            }
            match scan(b, self.mssa.block_accesses(b).len()) {
                Some(true) => return true,
                Some(false) => {}
                None => work.extend_from_slice(self.cfg.predecessors(b)),
            }
        }
        false
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
    let clobbers: Vec<Vec<bool>> = (0..spec.ptrs)
        .map(|d| {
            (0..spec.ptrs)
                .map(|q| if use_matrix { spec.matrix[d][q] != 0 } else { d == q })
                .collect()
        })
        .collect();
    let config = WalkerConfig {
        limit: 1_000_000,
        invariant_group: true,
    };

    // (a) walker against the brute force.
    let mut mssa = built.clone();
    let mut walker = ClobberWalker::new(&aa, oracle, &dom, config);
    let brute = Brute {
        module: &module,
        body,
        cfg: &cfg,
        dom: &dom,
        mssa: &built,
        clobbers,
    };
    let mut answers = Vec::new();
    for (b, block) in body.blocks.iter() {
        let _ = b;
        for &i in &block.insts {
            let Some(a) = built.access_of(i) else { continue };
            let q = ptr_arg(&module, body, i);
            let got = walker.clobbering_access(&mut mssa, a);
            let want = brute.expected(a, q);
            prop_assert_eq!(
                built.number(got),
                built.number(want),
                "walker vs brute force for {} of block {}\n{}",
                if built.kind(a) == AccessKind::Use { "a load" } else { "a store" },
                body.blocks[built.block(a)].name_text(),
                text
            );
            prop_assert!(
                built.access_dominates(&dom, got, a),
                "answer does not dominate the access\n{}",
                text
            );
            if dom.is_reachable(built.block(a)) {
                prop_assert!(
                    !brute.skips_clobber(got, a, q),
                    "a clobber lies between the answer and the access\n{}",
                    text
                );
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
