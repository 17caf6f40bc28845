//! The points-to alias oracle (`pointsto::oracle`) on small programs
//! (`tests/oracle_data/*.c`, compiled with clang-19 -O0 -Xclang
//! -disable-O0-optnone -fno-discard-value-names, then `opt-19
//! -passes=mem2reg`; `sizes.ll` is hand-written) and on every PTABen
//! program: which clobbers move, that nothing moves down, that unknown
//! pointers never get `NoAlias`, and that the output does not depend on
//! the thread count.

use alias::{AliasOracle, AliasResult, BatchAA, FunctionAA, LocationSize, MemoryLocation};
use flow::{Cfg, DomTree};
use llir::{Func, Module, Value};
use memssa::driver::{self, RunOptions};
use memssa::VerifyLevel;
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::oracle::{compare_clobbers, print_with_points_to, PointsToAA, PointsToKind, PointsToOracle};
use pointsto::regions::PtsView;
use pointsto::{Andersen, Config, PointsToResult};
use std::path::{Path, PathBuf};

fn module_at(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).expect("read");
    llir::parse_module(&path.display().to_string(), text).expect("parse")
}

fn data(name: &str) -> Module {
    module_at(&Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/oracle_data").join(name))
}

fn ptaben_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ptaben/ll");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("ptaben/ll")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    v.sort();
    v
}

fn all_files() -> Vec<PathBuf> {
    let base = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut v: Vec<PathBuf> = ["globals.ll", "calls.ll", "library.ll", "sizes.ll", "recursion.ll"]
        .iter()
        .map(|f| base.join("oracle_data").join(f))
        .collect();
    v.extend(["su.ll", "ip.ll", "o0.ll"].iter().map(|f| base.join("fs_data").join(f)));
    v.extend(ptaben_files());
    v
}

/// `memssa print` output (optimized uses) with LLVM's AA (`None`) or a
/// points-to oracle, verifying every Memory SSA.
fn print(m: &Module, kind: Option<PointsToKind>, walker: bool) -> String {
    let funcs = driver::definitions(m);
    let opts = RunOptions {
        verify: Some(VerifyLevel::Full),
        ..RunOptions::default()
    };
    let out = match (kind, walker) {
        (None, false) => driver::print_optimized(m, &funcs, &opts, 100),
        (None, true) => driver::print_walker(m, &funcs, &opts, 100),
        (Some(k), w) => print_with_points_to(m, &Config::default(), &funcs, &opts, 100, w, k),
    };
    String::from_utf8(out.expect("verifies")).expect("utf-8")
}

/// The annotation line above the instruction defining the value `func`
/// returns (`ret i32 %v`): the clobber of the last load.
fn returned_use(text: &str, func: &str) -> String {
    let header = format!(" for function: {func}\n");
    let start = text.find(&header).unwrap_or_else(|| panic!("no function {func}")) + header.len();
    let end = text[start..].find("MemorySSA").map_or(text.len(), |e| start + e);
    let lines: Vec<&str> = text[start..end].lines().collect();
    let ret = lines.iter().rev().find(|l| l.trim_start().starts_with("ret i32 %")).expect("ret");
    let v = ret.trim_start().trim_start_matches("ret i32 ");
    let def = lines
        .iter()
        .position(|l| l.trim_start().starts_with(&format!("{v} = load")))
        .unwrap_or_else(|| panic!("{func}: no load defines {v}"));
    lines[def - 1].trim().to_string()
}

#[test]
fn andersen_separates_what_basic_aa_cannot() {
    let m = data("globals.ll");
    let llvm = print(&m, None, false);
    let and = print(&m, Some(PointsToKind::Andersen), false);
    // Two pointers loaded from two globals / two heap objects: LLVM's
    // clobber is the store through the other pointer, ours the store
    // through the same one.
    for f in ["two_globals", "two_heaps"] {
        assert_eq!(returned_use(&llvm, f), "; MemoryUse(2)", "{f}");
        assert_eq!(returned_use(&and, f), "; MemoryUse(1)", "{f}");
    }
    // s->x, s->y (BasicAA separates them), then *q with q from another global.
    assert_eq!(returned_use(&llvm, "fields"), "; MemoryUse(3)");
    assert_eq!(returned_use(&and, "fields"), "; MemoryUse(1)");
    // The walker printer moves the same way.
    let walker = print(&m, Some(PointsToKind::Andersen), true);
    assert!(returned_use(&walker, "two_globals").starts_with("; MemoryUse(1) - clobbered by 1 = MemoryDef(liveOnEntry)"));
}

#[test]
fn access_sizes_and_offsets_are_respected() {
    let m = data("sizes.ll");
    let and = print(&m, Some(PointsToKind::Andersen), false);
    // A 4-byte store at offset 0 leaves offset 4 alone; an 8-byte one does not.
    assert_eq!(returned_use(&and, "narrow"), "; MemoryUse(1)");
    assert_eq!(returned_use(&and, "wide"), "; MemoryUse(2)");
    // The same through calls: the summary keeps the access size.
    let section = &and[and.find("MemorySSA for function: calls").expect("calls")..];
    let lines: Vec<&str> = section.lines().collect();
    let above = |pat: &str| lines[lines.iter().position(|l| l.contains(pat)).expect(pat) - 1].trim();
    assert_eq!(above("%v = load"), "; MemoryUse(1)");
    assert_eq!(above("%w = load"), "; MemoryUse(3)");
}

#[test]
fn call_summaries() {
    let m = data("calls.ll");
    let llvm = print(&m, None, false);
    let and = print(&m, Some(PointsToKind::Andersen), false);
    // Callees that only write @a (directly, through a callee, recursively),
    // only read @a, or an indirect call that can only reach a reader of @a:
    // the load of @b (or @a, for the reader) is clobbered by the store
    // before the call.
    for f in ["call_writes_a", "call_writes_a_deep", "recursive", "call_reads_a", "indirect"] {
        assert_eq!(returned_use(&llvm, f), "; MemoryUse(2)", "{f} with LLVM's AA");
        assert_eq!(returned_use(&and, f), "; MemoryUse(1)", "{f}");
    }
    // An external callee and a pointer written by unknown code keep LLVM's answer.
    for f in ["call_unknown", "escaped"] {
        assert_eq!(returned_use(&and, f), returned_use(&llvm, f), "{f}");
    }
    // set_via(&x) writes x but not @b.
    let section = &and[and.find("MemorySSA for function: call_writes_arg").expect("fn")..];
    let lines: Vec<&str> = section.lines().collect();
    let above = |pat: &str| lines[lines.iter().position(|l| l.contains(pat)).expect(pat) - 1].trim();
    assert_eq!(above("%0 = load i32, ptr @b"), "; MemoryUse(2)");
    assert_eq!(above("%1 = load i32, ptr %x"), "; MemoryUse(3)");

    let a = Andersen::analyze(&m, &Config::default());
    let pa = PointsToAA::new(&a, &a);
    let f = |n: &str| m.func_by_name(n).expect(n);
    let s = pa.summary(f("set_a")).expect("set_a has a summary");
    assert!(!s.writes_anything() && !s.reads_anything());
    assert_eq!((s.num_written(), s.num_read()), (1, 0));
    let deep = pa.summary(f("set_a_deep")).expect("summary");
    assert_eq!((deep.num_written(), deep.num_read()), (1, 0));
    // ext2 has no body: whoever calls it may write anything.
    assert!(pa.summary(f("call_unknown")).expect("summary").writes_anything());
    assert!(pa.summary(f("ext2")).is_none());
    // set_via's write to its caller's local does not show in the caller's summary.
    let caller = pa.summary(f("call_writes_arg")).expect("summary");
    // (only @b: x is call_writes_arg's own alloca, dead after the call)
    assert_eq!((caller.num_written(), caller.num_read()), (1, 1), "{caller:?}");
}

#[test]
fn a_call_touches_only_the_private_locals_its_arguments_reach() {
    let m = data("recursion.ll");
    let llvm = print(&m, None, false);
    let above_load = |text: &str, func: &str| {
        let header = format!(" for function: {func}\n");
        let start = text.find(&header).unwrap_or_else(|| panic!("no function {func}"));
        let lines: Vec<&str> = text[start..].lines().collect();
        let k = lines.iter().position(|l| l.contains("load i32, ptr %x")).expect("load of x");
        lines[k - 1].trim().to_string()
    };
    // LLVM: `set(&x)` captured x, so the recursive call may write it.
    assert_eq!(above_load(&llvm, "walk"), "; MemoryUse(2)");
    for kind in [PointsToKind::Andersen, PointsToKind::FlowSensitive] {
        let pt = print(&m, Some(kind), false);
        // walk's summary holds x (every activation's copy), but the call
        // hands nothing that reaches this activation's x: set's write is
        // the clobber.
        assert_eq!(above_load(&pt, "walk"), "; MemoryUse(1)", "{kind:?}");
        // Passing &x down reaches it: the call stays the clobber.
        assert_eq!(above_load(&pt, "walk_passed"), "; MemoryUse(2)", "{kind:?}");
    }
}

#[test]
fn open_world_parameters_are_never_separated() {
    let m = data("library.ll");
    let llvm = print(&m, None, false);
    let and = print(&m, Some(PointsToKind::Andersen), false);
    // Unknown callers may pass the same pointer twice.
    assert_eq!(returned_use(&and, "params"), returned_use(&llvm, "params"));
    assert_eq!(returned_use(&llvm, "params"), "; MemoryUse(2)");
    // Pointers held in internal globals are still known.
    assert_eq!(returned_use(&and, "privates"), "; MemoryUse(1)");
}

#[test]
fn flow_sensitive_moves_further_than_andersen() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fs_data/su.ll");
    let m = module_at(&path);
    let and = print(&m, Some(PointsToKind::Andersen), false);
    let fs = print(&m, Some(PointsToKind::FlowSensitive), false);
    // `*w` with w = s.b -> {g3}: Andersen's q -> {g1,g2,g3} store clobbers
    // it, the flow-sensitive q -> {g2} does not.
    let above = |t: &str| {
        let l: Vec<&str> = t.lines().collect();
        l[l.iter().position(|x| x.contains("%12 = load i32, ptr %10")).expect("load") - 1]
            .trim()
            .to_string()
    };
    assert_eq!(above(&and), "; MemoryUse(3)");
    assert_eq!(above(&fs), "; MemoryUse(liveOnEntry)");
    let a = Andersen::analyze(&m, &Config::default());
    let f = FlowSensitive::analyze(&a);
    let (pa, pf) = (PointsToAA::new(&a, &a), PointsToAA::new(&a, &f));
    let c = compare_clobbers(&m, &pa, &pf);
    assert!(c.flow_sensitive_over_andersen >= 1, "{c:?}");
    assert!(c.flow_sensitive_over_llvm >= c.andersen_over_llvm, "{c:?}");
}

/// Every program: the optimized Memory SSA verifies with every oracle, and
/// no clobber found with a points-to oracle lies below LLVM's (or the
/// flow-sensitive one below Andersen's).
#[test]
fn clobbers_only_move_up() {
    let mut moved = 0;
    for path in all_files() {
        let m = module_at(&path);
        let a = Andersen::analyze(&m, &Config::default());
        let f = FlowSensitive::analyze(&a);
        let (pa, pf) = (PointsToAA::new(&a, &a), PointsToAA::new(&a, &f));
        let c = compare_clobbers(&m, &pa, &pf);
        assert_eq!(c.verifier_failures, 0, "{}: {c:?}", path.display());
        assert_eq!(c.moved_down, 0, "{}: {c:?}", path.display());
        assert!(c.flow_sensitive_over_llvm >= c.andersen_over_llvm, "{}: {c:?}", path.display());
        moved += c.andersen_over_llvm;
    }
    assert!(moved > 10, "only {moved} uses moved over all programs");
}

/// The objects of `v` are unknown to the oracle: no operand, an empty set,
/// or the unknown object.
fn unknown(a: &PointsToResult<'_>, view: &dyn PtsView, f: Func, v: Option<Value>) -> bool {
    let Some(v) = v else { return true };
    let s = view.pts(f, v);
    s.is_empty() || s.contains(a.objects().normalize(a.constraints().unknown).as_u32())
}

/// Asserts, for every pair of memory instructions of every function, that a
/// location with unknown objects gets exactly LLVM's answer, and that
/// `MAYALIAS`/`MUSTALIAS`/`PARTIALALIAS` assertion arguments are never
/// `NoAlias` unless LLVM's own stack says so (it does for `realloc`'s
/// result and its argument: the result is `noalias`). Returns how many
/// pairs involved an unknown location.
fn check_soundness(m: &Module, a: &PointsToResult<'_>, view: &(dyn PtsView + Sync)) -> usize {
    let pa = PointsToAA::new(a, view);
    let mut unknown_pairs = 0;
    for func in driver::definitions(m) {
        let body = m.funcs[func].body.as_ref().expect("definition");
        let dom = DomTree::compute(&Cfg::from_body(body));
        let aa = FunctionAA::new(m, func, &dom).expect("definition");
        let llvm = BatchAA::new(&aa);
        let ours = PointsToOracle::new(&pa, &aa);
        let mem: Vec<(llir::Inst, MemoryLocation)> = body.insts.iter().filter_map(|(i, _)| aa.location_of(i).map(|l| (i, l))).collect();
        for (i, li) in &mem {
            for (_, lj) in &mem {
                if unknown(a, view, func, aa.to_value(li.ptr)) || unknown(a, view, func, aa.to_value(lj.ptr)) {
                    unknown_pairs += 1;
                    assert_eq!(ours.alias(li, lj), llvm.alias(li, lj), "{}: alias", m.funcs[func].name);
                    assert_eq!(
                        ours.mod_ref_inst_loc(*i, lj),
                        llvm.mod_ref_inst_loc(*i, lj),
                        "{}: mod/ref",
                        m.funcs[func].name
                    );
                }
            }
        }
        for (_, d) in body.insts.iter() {
            let Some(c) = d.call() else { continue };
            let Value::Global(llir::GlobalRef::Func(g)) = c.callee else {
                continue;
            };
            if !matches!(m.funcs[g].name.as_str(), "MAYALIAS" | "MUSTALIAS" | "PARTIALALIAS") || c.args.len() != 2 {
                continue;
            }
            let loc = |k: usize| MemoryLocation::new(aa.val(c.args[k].value), LocationSize::BeforeOrAfterPointer);
            assert!(
                ours.alias(&loc(0), &loc(1)) != AliasResult::NoAlias || llvm.alias(&loc(0), &loc(1)) == AliasResult::NoAlias,
                "{}: {}: {} assertion answered NoAlias",
                m.file_name,
                m.funcs[func].name,
                m.funcs[g].name
            );
        }
    }
    unknown_pairs
}

#[test]
fn unknown_pointers_never_get_no_alias() {
    let mut unknown_pairs = 0;
    // Closed world where the program has `main`, and open world (every
    // exported function may be called from outside with any pointers).
    let open = Config {
        entry: pointsto::EntryPoints::Exported,
        ..Config::default()
    };
    for path in all_files() {
        let m = module_at(&path);
        for config in [Config::default(), open.clone()] {
            let a = Andersen::analyze(&m, &config);
            unknown_pairs += check_soundness(&m, &a, &a);
            let f = FlowSensitive::analyze(&a);
            unknown_pairs += check_soundness(&m, &a, &f);
        }
    }
    assert!(unknown_pairs > 100, "the check saw only {unknown_pairs} pairs with an unknown side");
}

#[test]
fn same_output_at_any_thread_count() {
    for name in ["globals.ll", "calls.ll", "sizes.ll"] {
        let m = data(name);
        let run = |threads: usize, kind: PointsToKind, walker: bool| {
            let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
            pool.install(|| print(&m, Some(kind), walker))
        };
        for kind in [PointsToKind::Andersen, PointsToKind::FlowSensitive] {
            for walker in [false, true] {
                assert_eq!(run(1, kind, walker), run(2, kind, walker), "{name} {kind:?} walker={walker}");
            }
        }
    }
}

#[test]
fn refine_reports_moved_uses() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fs_data/su.ll");
    let m = module_at(&path);
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
        pool.install(|| {
            let a = Andersen::analyze(&m, &Config::default());
            pointsto::refine::refine_with(&a, 0.0).report
        })
    };
    let (one, two) = (run(1), run(2));
    assert_eq!(one.clobbers, two.clobbers);
    let c = &one.clobbers;
    assert!(c.uses > 0 && c.flow_sensitive_over_andersen >= 1 && c.moved_down == 0, "{c:?}");
    assert_eq!(c.verifier_failures, 0);
    let a = Andersen::analyze(&m, &Config::default());
    let f = FlowSensitive::analyze(&a);
    assert_eq!(*c, compare_clobbers(&m, &PointsToAA::new(&a, &a), &PointsToAA::new(&a, &f)));
    let text = one.to_string();
    assert!(text.contains("uses moved up vs LLVM AA"), "{text}");
    assert!(
        text.contains(&format!(
            "MemoryUses whose clobber moved up: {} of {}",
            c.flow_sensitive_over_andersen, c.uses
        )),
        "{text}"
    );
}

/// `UnknownObject::ExternalMemory` (the unknown object as memory outside
/// the module) only ever moves clobbers further up, keeps every alias
/// assertion, and still never separates two pointers from unknown callers.
#[test]
fn unknown_object_as_external_memory() {
    use pointsto::oracle::UnknownObject;
    let mut gained = 0;
    for path in all_files() {
        let m = module_at(&path);
        let a = Andersen::analyze(&m, &Config::default());
        let strict = PointsToAA::new(&a, &a);
        let ext = PointsToAA::with_policy(&a, &a, UnknownObject::ExternalMemory);
        let c = compare_clobbers(&m, &strict, &ext);
        assert_eq!((c.moved_down, c.verifier_failures), (0, 0), "{}: {c:?}", path.display());
        gained += c.flow_sensitive_over_andersen;
    }
    let m = data("library.ll");
    let a = Andersen::analyze(&m, &Config::default());
    let ext = PointsToAA::with_policy(&a, &a, UnknownObject::ExternalMemory);
    let f = m.func_by_name("params").expect("params");
    let body = m.funcs[f].body.as_ref().expect("body");
    let dom = DomTree::compute(&Cfg::from_body(body));
    let aa = FunctionAA::new(&m, f, &dom).expect("aa");
    let oracle = PointsToOracle::new(&ext, &aa);
    let param = |n: &str| {
        let (l, _) = body.locals.iter().find(|(_, d)| &*d.name == n).expect(n);
        MemoryLocation::new(aa.val(Value::Local(l)), LocationSize::Precise(4))
    };
    assert_eq!(oracle.alias(&param("x"), &param("y")), AliasResult::MayAlias);
    assert!(gained > 0, "ExternalMemory moved nothing further");
}
