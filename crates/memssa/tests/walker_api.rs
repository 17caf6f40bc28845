//! The walker and use-optimizer API on hand-written functions: walk limits
//! and their interplay with the optimizer's window and key cache (the
//! opt-19 results of the reference's §7.3), the SkipSelf variant, queries
//! by location, and thread-count independence of the printers.

use alias::{BatchAA, FunctionAA, LocationSize, MemoryLocation};
use flow::{Cfg, DomTree};
use llir::{Inst, Module};
use memssa::driver::{self, RunOptions};
use memssa::{optimize_uses, Access, AccessKind, BuildConfig, ClobberWalker, MemorySsa, WalkerConfig};

/// Parses `text` and returns the module (panics on malformed test input).
fn parse(text: &str) -> Module {
    llir::parse_module("test.ll", text.to_string()).expect("test input parses")
}

/// Everything needed to query one function.
struct Fixture<'m> {
    module: &'m Module,
    func: llir::Func,
    body: &'m llir::Body,
    dom: DomTree,
    mssa: MemorySsa,
}

impl<'m> Fixture<'m> {
    fn new(module: &'m Module, name: &str) -> Fixture<'m> {
        let func = module.func_by_name(name).expect("function exists");
        let body = module.funcs[func].body.as_ref().expect("defined");
        let cfg = Cfg::from_body(body);
        let dom = DomTree::compute(&cfg);
        let mssa = MemorySsa::build(module, func, body, &cfg, &dom, &BuildConfig::default());
        Fixture {
            module,
            func,
            body,
            dom,
            mssa,
        }
    }

    /// The instructions with an access, in layout order.
    fn accessed_insts(&self) -> Vec<Inst> {
        let mut v = Vec::new();
        for (_, b) in self.body.blocks.iter() {
            for &i in &b.insts {
                if self.mssa.access_of(i).is_some() {
                    v.push(i);
                }
            }
        }
        v
    }

    /// Runs `f` with a walker of limit `limit` over a copy of the Memory SSA.
    fn with_walker<R>(&self, limit: u32, f: impl FnOnce(&mut MemorySsa, &mut ClobberWalker<'_, '_>) -> R) -> R {
        let aa = FunctionAA::new(self.module, self.func, &self.dom).expect("defined");
        let batch = BatchAA::new(&aa);
        let mut walker = ClobberWalker::new(
            &aa,
            &batch,
            &self.dom,
            WalkerConfig {
                limit,
                invariant_group: true,
            },
        );
        let mut mssa = self.mssa.clone();
        f(&mut mssa, &mut walker)
    }
}

/// LLVM's printed name of an access: its ID or `liveOnEntry`.
fn id(mssa: &MemorySsa, a: Access) -> String {
    match mssa.number(a) {
        Some(0) => "liveOnEntry".to_string(),
        Some(n) => n.to_string(),
        None => "use".to_string(),
    }
}

/// `n` stores to `p[1..=n]`, then loads of `p[0]` (i32, i32, and an i64 if
/// `wide`), optionally `m` more stores between the two i32 loads.
fn stores_then_loads(n: usize, m: usize, wide: bool) -> String {
    let mut s = String::from("define void @f(ptr %p) {\nentry:\n");
    for k in 1..=n {
        s.push_str(&format!(
            "  %g{k} = getelementptr inbounds i32, ptr %p, i64 {k}\n  store i32 0, ptr %g{k}, align 4\n"
        ));
    }
    s.push_str("  %a = load i32, ptr %p, align 4\n");
    for k in n + 1..=n + m {
        s.push_str(&format!(
            "  %g{k} = getelementptr inbounds i32, ptr %p, i64 {k}\n  store i32 0, ptr %g{k}, align 4\n"
        ));
    }
    s.push_str("  %b = load i32, ptr %p, align 4\n");
    if wide {
        s.push_str("  %c = load i64, ptr %p, align 8\n");
    }
    s.push_str("  ret void\n}\n");
    s
}

/// Defining accesses of the loads after `optimize_uses` with `limit`.
fn optimized_loads(fx: &Fixture<'_>, limit: u32) -> Vec<String> {
    fx.with_walker(limit, |mssa, walker| {
        optimize_uses(mssa, walker, &fx.dom);
        fx.accessed_insts()
            .into_iter()
            .map(|i| mssa.access_of(i).expect("accessed"))
            .filter(|&a| mssa.kind(a) == AccessKind::Use)
            .map(|a| id(mssa, mssa.defining_access(a).expect("a Use has a defining access")))
            .collect()
    })
}

/// Walker answers for the loads, queried in layout order (all accesses are
/// queried, as the walker printer does).
fn walked_loads(fx: &Fixture<'_>, limit: u32) -> Vec<String> {
    fx.with_walker(limit, |mssa, walker| {
        let mut out = Vec::new();
        for i in fx.accessed_insts() {
            let a = mssa.access_of(i).expect("accessed");
            let c = walker.clobbering_access(mssa, a);
            if mssa.kind(a) == AccessKind::Use {
                out.push(id(mssa, c));
            }
        }
        out
    })
}

#[test]
fn walk_limit_table() {
    // (n stores, print<memoryssa> for both loads, walker for the first load)
    let table = [
        (98, "liveOnEntry", "liveOnEntry"),
        (99, "liveOnEntry", "liveOnEntry"),
        (100, "liveOnEntry", "1"),
        (101, "101", "2"),
        (150, "150", "51"),
    ];
    for (n, opt, walk) in table {
        let m = parse(&stores_then_loads(n, 0, false));
        let fx = Fixture::new(&m, "f");
        assert_eq!(optimized_loads(&fx, 100), vec![opt, opt], "print<memoryssa> with {n} stores");
        assert_eq!(walked_loads(&fx, 100)[0], walk, "walker with {n} stores");
    }
}

#[test]
fn optimizer_key_cache_and_window() {
    // 60 stores, i32 load, 60 stores, i32 load, i64 load (reference §7.3 cache.ll).
    let m = parse(&stores_then_loads(60, 60, true));
    let fx = Fixture::new(&m, "f");
    assert_eq!(optimized_loads(&fx, 100), vec!["liveOnEntry", "liveOnEntry", "120"]);
    assert_eq!(walked_loads(&fx, 100), vec!["liveOnEntry", "21", "21"]);
}

const DIAMOND: &str = "define i32 @d(ptr noalias %p, ptr noalias %q, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  store i32 1, ptr %q, align 4
  br label %j
b:
  store i32 2, ptr %q, align 4
  br label %j
j:
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
";

#[test]
fn limit_shared_across_phi_paths() {
    // Reference §7.3 t13: each arm costs one step of the limit.
    let m = parse(DIAMOND);
    let fx = Fixture::new(&m, "d");
    assert_eq!(optimized_loads(&fx, 0), vec!["3"], "limit 0: the Use is skipped");
    for limit in [1, 2] {
        assert_eq!(optimized_loads(&fx, limit), vec!["3"], "limit {limit}: the walker stops at the phi");
        assert_eq!(walked_loads(&fx, limit), vec!["3"]);
    }
    for limit in [3, 100] {
        assert_eq!(optimized_loads(&fx, limit), vec!["liveOnEntry"]);
        assert_eq!(walked_loads(&fx, limit), vec!["liveOnEntry"]);
    }
}

const LOOP: &str = "define void @l(ptr noalias %p, ptr noalias %q, i32 %n) {
entry:
  store i32 0, ptr %p, align 4
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %h ]
  %v = load i32, ptr %p, align 4
  store i32 %i, ptr %q, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %h, label %e
e:
  ret void
}
";

#[test]
fn skip_self_looks_past_the_loop_back_to_itself() {
    let m = parse(LOOP);
    let fx = Fixture::new(&m, "l");
    let insts = fx.accessed_insts();
    let store_q = insts[2];
    fx.with_walker(100, |mssa, walker| {
        let a = mssa.access_of(store_q).expect("a Def");
        // The plain walker: the loop phi (the back edge brings the store itself).
        let plain = walker.clobbering_access(mssa, a);
        assert_eq!(mssa.kind(plain), AccessKind::Phi);
        assert_eq!(mssa.optimized_access(a), Some(plain));
        // SkipSelf: ignoring the store itself, nothing in the function writes %q.
        let skip = walker.clobbering_access_skip_self(mssa, a);
        assert_eq!(skip, mssa.live_on_entry());
        // The stored answer is still the plain one.
        assert_eq!(mssa.optimized_access(a), Some(plain));
        // The load of %p in the loop: the store before the loop.
        let load = mssa.access_of(insts[1]).expect("a Use");
        let c = walker.clobbering_access(mssa, load);
        assert_eq!(mssa.inst(c), Some(insts[0]));
    });
}

#[test]
fn query_by_location_does_not_mark_anything() {
    let m = parse(LOOP);
    let fx = Fixture::new(&m, "l");
    let insts = fx.accessed_insts();
    let aa = FunctionAA::new(fx.module, fx.func, &fx.dom).expect("defined");
    let batch = BatchAA::new(&aa);
    let mut walker = ClobberWalker::new(&aa, &batch, &fx.dom, WalkerConfig::default());
    let mssa = fx.mssa.clone();
    let store_p = mssa.access_of(insts[0]).expect("a Def");
    let store_q = mssa.access_of(insts[2]).expect("a Def");
    let loc_p = aa.location_of(insts[0]).expect("a store has a location");
    let loc_q = aa.location_of(insts[2]).expect("a store has a location");
    // A Def that writes the location is its own answer.
    assert_eq!(walker.clobbering_access_for(&mssa, store_q, &loc_q), store_q);
    // From the store to %q, %p was last written before the loop.
    assert_eq!(walker.clobbering_access_for(&mssa, store_q, &loc_p), store_p);
    // A wider location still meets the same store.
    let wide = MemoryLocation {
        size: LocationSize::BeforeOrAfterPointer,
        ..loc_p
    };
    assert_eq!(walker.clobbering_access_for(&mssa, store_q, &wide), store_p);
    // Nothing is marked optimized.
    assert!(!mssa.is_optimized(store_q) && !mssa.is_optimized(store_p));
    // liveOnEntry answers for itself.
    assert_eq!(
        walker.clobbering_access_for(&mssa, mssa.live_on_entry(), &loc_p),
        mssa.live_on_entry()
    );
}

#[test]
fn printers_do_not_depend_on_thread_count() {
    let mut text = String::new();
    for k in 0..12 {
        text.push_str(&DIAMOND.replace("@d(", &format!("@d{k}(")));
        text.push_str(&LOOP.replace("@l(", &format!("@l{k}(")));
    }
    let module = parse(&text);
    let funcs = driver::definitions(&module);
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("thread pool");
        pool.install(|| {
            (
                driver::print_optimized(&module, &funcs, &RunOptions::default(), 100).expect("valid"),
                driver::print_walker(&module, &funcs, &RunOptions::default(), 100).expect("valid"),
            )
        })
    };
    let one = run(1);
    let four = run(4);
    assert_eq!(one, four);
    let walker_text = String::from_utf8(one.1).expect("utf-8");
    assert!(walker_text.contains("MemorySSA (walker) for function: l11\n"));
    assert!(walker_text.contains("; MemoryUse(liveOnEntry) - clobbered by liveOnEntry\n"));
}
