//! What a call reads and writes in the partitioned Memory SSA
//! (`regions.rs`): only the stack objects its callee can reach
//! (`stack_reach.rs`), and with contexts only what the callee instances it
//! binds to touch. Each case also holds the refine checks (verifier,
//! coverage, subset) and the flow-sensitive result against what the
//! program computes.

mod common;

use common::{local, names};
use entity::EntityId;
use llir::{Func, Inst, Module};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::refine::refine_with;
use pointsto::regions::ModuleRegions;
use pointsto::stack_reach::StackReach;
use pointsto::{Andersen, Config, ContextMode, PointsToResult, PtsSet};

/// The `n`th call instruction (0-based) of `@f`.
fn call(m: &Module, f: &str, n: usize) -> (Func, Inst) {
    let func = m.func_by_name(f).expect("function");
    let body = m.funcs[func].body.as_ref().expect("body");
    let i = body.insts.iter().filter(|(_, d)| d.call().is_some()).nth(n).expect("call").0;
    (func, i)
}

/// The names of the objects the MUs and the CHIs of call `n` of `@f` cover.
fn effects(a: &PointsToResult<'_>, regions: &ModuleRegions, f: &str, n: usize) -> (Vec<String>, Vec<String>) {
    let (func, i) = call(a.module(), f, n);
    let fr = regions.funcs[func.index()].as_ref().expect("regions");
    let mu: PtsSet = fr.covered(fr.mu_of(i));
    let chi: PtsSet = fr.covered(fr.chi_of(i));
    (names(a, &mu), names(a, &chi))
}

fn parse(ir: &str) -> Module {
    llir::parse_module("t.ll", ir.to_string()).expect("parses")
}

fn checks_pass(a: &PointsToResult<'_>) {
    let r = refine_with(a, 0.0).report;
    assert_eq!((r.verifier_failures, r.coverage_violations, r.subset_violations), (0, 0, 0));
}

/// A recursive function: its own local `%kept` is passed to the recursive
/// call, `%own` never leaves the activation, `%linked` is reachable only
/// through `%kept`'s contents, and `%global` is stored into a global.
const RECURSIVE: &str = r#"
@g = global ptr null
@A = global i32 0
@B = global i32 0

define void @rec(ptr %in, i32 %n) {
entry:
  %own = alloca ptr
  %kept = alloca ptr
  %linked = alloca ptr
  %escaped = alloca ptr
  store ptr %in, ptr %own
  store ptr %linked, ptr %kept
  store ptr %escaped, ptr @g
  store ptr null, ptr %linked
  store ptr null, ptr %escaped
  %e = load ptr, ptr %linked
  %e2 = load ptr, ptr %escaped
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %again, label %done
again:
  %m = sub i32 %n, 1
  call void @rec(ptr %kept, i32 %m)
  call void @rec(ptr @B, i32 %m)
  %v = load ptr, ptr %own
  %w = load ptr, ptr %in
  br label %done
done:
  ret void
}

define i32 @main() {
  call void @rec(ptr @A, i32 3)
  ret i32 0
}
"#;

#[test]
fn a_recursive_call_touches_only_the_locals_it_can_reach() {
    let m = parse(RECURSIVE);
    let a = Andersen::analyze(&m, &Config::default());
    let reach = StackReach::new(&a);
    let obj = |v: &str| {
        let (f, l) = local(&m, "rec", v);
        a.points_to(f, l).iter().next().map(pointsto::Obj::from_u32).expect("an alloca")
    };
    // `%escaped` is held by a global: never private.
    assert!(reach.is_private(&a, obj("own")));
    assert!(reach.is_private(&a, obj("kept")));
    assert!(reach.is_private(&a, obj("linked")));
    assert!(!reach.is_private(&a, obj("escaped")));
    let regions = ModuleRegions::compute(&a, &a);
    // The first call passes `%kept`, whose contents lead to `%linked`.
    let (mu, chi) = effects(&a, &regions, "rec", 0);
    for o in ["@rec:%kept", "@rec:%linked", "@rec:%escaped"] {
        assert!(mu.iter().any(|x| x == o), "{o} read by the first call: {mu:?}");
        assert!(chi.iter().any(|x| x == o), "{o} written by the first call: {chi:?}");
    }
    assert!(!mu.iter().any(|x| x == "@rec:%own"), "{mu:?}");
    assert!(!chi.iter().any(|x| x == "@rec:%own"), "{chi:?}");
    // The second call passes a global: only the escaped local is reachable.
    let (mu, chi) = effects(&a, &regions, "rec", 1);
    assert!(mu.iter().any(|x| x == "@rec:%escaped"), "{mu:?}");
    for o in ["@rec:%own", "@rec:%kept", "@rec:%linked"] {
        assert!(!mu.iter().any(|x| x == o), "{o} not read by the second call: {mu:?}");
        assert!(!chi.iter().any(|x| x == o), "{o} not written by the second call: {chi:?}");
    }
    checks_pass(&a);
    // `%own` keeps what this activation stored, whatever the nested ones
    // store into their own copies: exactly `%in`'s targets.
    let fs = FlowSensitive::analyze(&a);
    let (f, v) = local(&m, "rec", "v");
    let (_, input) = local(&m, "rec", "in");
    assert_eq!(names(&a, fs.points_to(f, v)), names(&a, a.points_to(f, input)));
}

/// Without recursion too: a call reaches the locals its arguments point
/// to, not the other locals its callee writes for other callers.
#[test]
fn a_call_writes_only_the_locals_its_arguments_reach() {
    let ir = r#"
define void @set(ptr %p, ptr %v) {
  store ptr %v, ptr %p
  ret void
}
define i32 @main() {
  %a = alloca ptr
  %b = alloca ptr
  %x = alloca i32
  call void @set(ptr %a, ptr %x)
  call void @set(ptr %b, ptr %x)
  %l = load ptr, ptr %a
  ret i32 0
}
"#;
    let m = parse(ir);
    let a = Andersen::analyze(&m, &Config::default());
    let regions = ModuleRegions::compute(&a, &a);
    // `@set` may write `%a` or `%b`; each call passes one of them.
    let (_, chi) = effects(&a, &regions, "main", 0);
    assert_eq!(chi, ["@main:%a"]);
    let (_, chi) = effects(&a, &regions, "main", 1);
    assert_eq!(chi, ["@main:%b"]);
    checks_pass(&a);
    // Without the restriction the summary of `@set` holds both.
    assert_eq!(
        names(&a, &regions.mod_summary[m.func_by_name("set").expect("@set").index()]),
        ["@main:%a", "@main:%b"]
    );
}

/// With contexts, a call's effect is what the callee instance it binds to
/// touches, not the union over every instance.
#[test]
fn with_contexts_a_call_touches_what_its_callee_instance_does() {
    let ir = r#"
define void @set(ptr %p, ptr %v) {
  store ptr %v, ptr %p
  ret void
}
define void @outer(ptr %p, ptr %v) {
  call void @set(ptr %p, ptr %v)
  ret void
}
@a = global ptr null
@b = global ptr null
@x = global i32 0
define i32 @main() {
  call void @outer(ptr @a, ptr @x)
  call void @outer(ptr @b, ptr @x)
  %l = load ptr, ptr @a
  ret i32 0
}
"#;
    let m = parse(ir);
    for (mode, first, second) in [
        (ContextMode::None, vec!["@a", "@b"], vec!["@a", "@b"]),
        (ContextMode::CallSite(1), vec!["@a", "@b"], vec!["@a", "@b"]),
        (ContextMode::CallSite(2), vec!["@a"], vec!["@b"]),
        (ContextMode::Args, vec!["@a"], vec!["@b"]),
    ] {
        let c = Config {
            context: mode,
            ..Config::default()
        };
        let a = Andersen::analyze(&m, &c);
        let regions = ModuleRegions::compute(&a, &a);
        let (_, chi0) = effects(&a, &regions, "main", 0);
        let (_, chi1) = effects(&a, &regions, "main", 1);
        assert_eq!(chi0, first, "{mode:?}");
        assert_eq!(chi1, second, "{mode:?}");
        checks_pass(&a);
    }
}
