//! Context copies under a budget that binds, and copies of recursion: the
//! results stay sound (every value keeps what it holds at run time) and the
//! plan respects its limits.

use llir::{Func, Module, Value};
use pointsto::check::{check_assertions, Assertion, Status};
use pointsto::{Andersen, Config, ContextBudget, ContextMode};
use std::path::PathBuf;

const MODES: [ContextMode; 3] = [ContextMode::CallSite(1), ContextMode::CallSite(2), ContextMode::Args];

fn module(name: &str) -> Module {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/ptaben/ll").join(name);
    let text = std::fs::read_to_string(&path).expect("test IR exists");
    llir::parse_module(&path.display().to_string(), text).expect("test IR parses")
}

/// `m` analysed in `context` with the default budget.
fn analyze(m: &Module, context: ContextMode) -> pointsto::PointsToResult<'_> {
    Andersen::analyze(
        m,
        &Config {
            context,
            ..Config::default()
        },
    )
}

/// The local `%name` of `@func`.
fn local(m: &Module, func_name: &str, name: &str) -> Value {
    let body = m.funcs[func(m, func_name)].body.as_ref().expect("a definition");
    Value::Local(
        body.locals
            .iter()
            .find(|(_, d)| &*d.name == name)
            .unwrap_or_else(|| panic!("%{name} exists"))
            .0,
    )
}

fn func(m: &Module, name: &str) -> Func {
    m.func_by_name(name).unwrap_or_else(|| panic!("@{name} exists"))
}

/// The `pass` function of `cs_budget_sites` is called from 24 sites with
/// 24 globals. With at most 3 copies per function the plan stops there;
/// the calls past it bind to the base instance, and every result still
/// holds its own argument.
#[test]
fn a_binding_budget_keeps_every_result_sound() {
    let m = module("cs_budget_sites.m2r.ll");
    let pass = func(&m, "pass");
    for context in MODES {
        let config = Config {
            context,
            context_budget: ContextBudget {
                max_instances_per_func: 3,
                ..ContextBudget::default()
            },
            ..Config::default()
        };
        let r = Andersen::analyze(&m, &config);
        assert!(r.stats().contexts.budget_exhausted, "{}: the budget did not bind", context.name());
        assert_eq!(r.contexts_of(pass).len(), 3, "{}", context.name());
        // Every MAYALIAS (rI, &gI) still holds; the pairwise NOALIAS may not.
        let outcomes = check_assertions(&r, false);
        let may: Vec<_> = outcomes.iter().filter(|o| o.assertion == Assertion::MayAlias).collect();
        assert!(may.len() >= 24, "{}: {} MAYALIAS checked", context.name(), may.len());
        for o in may {
            assert_eq!(o.status, Status::Pass, "{}: {:?}", context.name(), o);
        }
        // With the default budget, all 24 calls have copies of their own.
        let full = analyze(&m, context);
        assert!(!full.stats().contexts.budget_exhausted);
        assert!(full.contexts_of(pass).len() >= 24, "{}", context.name());
    }
}

/// A recursive function is copied per call that enters its cycle, not per
/// depth: `walk` of `cs_rec_walk` gets one copy per call from `main`, and
/// its recursive call stays in the copy (so each copy's parameter holds
/// only its own entry's argument).
#[test]
fn recursion_is_copied_per_entering_call() {
    let m = module("cs_rec_walk.m2r.ll");
    let walk = func(&m, "walk");
    let p = local(&m, "walk", "p");
    for context in MODES {
        let r = analyze(&m, context);
        let copies = r.contexts_of(walk);
        assert_eq!(copies.len(), 2, "{}", context.name());
        let sets: Vec<usize> = copies.iter().map(|&c| r.points_to_in(walk, p, Some(c)).len()).collect();
        assert_eq!(sets, vec![1, 1], "{}: each copy's %p holds one global", context.name());
        assert_ne!(
            r.points_to_in(walk, p, Some(copies[0])),
            r.points_to_in(walk, p, Some(copies[1])),
            "{}",
            context.name()
        );
    }
}

/// Argument sensitivity runs more rounds on small modules than on big
/// ones, within fixed bounds (one on the biggest).
#[test]
fn argument_rounds_shrink_with_the_module() {
    use pointsto::contexts::args_rounds;
    assert_eq!(args_rounds(0), 8);
    assert_eq!(args_rounds(5_000), 8);
    assert_eq!(args_rounds(100_000), 4);
    assert_eq!(args_rounds(361_000), 2);
    assert_eq!(args_rounds(500_000), 2);
    assert_eq!(args_rounds(500_001), 1);
    assert_eq!(args_rounds(10_000_000), 1);
    assert!((1..2_000_000).step_by(997).all(|n| args_rounds(n) >= args_rounds(n + 997)));
}

/// A call whose arguments already hold all that the callee receives gets
/// no copy (it would repeat the base instance), unless the callee
/// allocates memory a copy renames: `same` is called twice with `@a`
/// (no copies), `differs` with `@a` and `@b` (one copy per call), and
/// `alloc` twice with `@a` but mallocs (copies; in call-site modes the
/// two results are different heap objects).
#[test]
fn copies_that_would_repeat_the_base_instance_are_not_made() {
    let text = r#"
@a = global i32 0
@b = global i32 0

declare ptr @malloc(i64)

define ptr @same(ptr %p) {
  ret ptr %p
}

define ptr @differs(ptr %p) {
  ret ptr %p
}

define ptr @alloc(ptr %p) {
  %h = call ptr @malloc(i64 8)
  store ptr %p, ptr %h
  ret ptr %h
}

define i32 @main() {
  %x = call ptr @same(ptr @a)
  %y = call ptr @same(ptr @a)
  %z = call ptr @differs(ptr @a)
  %w = call ptr @differs(ptr @b)
  %u = call ptr @alloc(ptr @a)
  %v = call ptr @alloc(ptr @a)
  ret i32 0
}
"#;
    let m = llir::parse_module("no_gain.ll", text.to_string()).expect("parses");
    let main = func(&m, "main");
    let local = |name: &str| local(&m, "main", name);
    for context in MODES {
        let r = analyze(&m, context);
        let name = context.name();
        assert_eq!(r.contexts_of(func(&m, "same")).len(), 0, "{name}");
        assert_eq!(r.contexts_of(func(&m, "differs")).len(), 2, "{name}");
        assert!(!r.contexts_of(func(&m, "alloc")).is_empty(), "{name}");
        let (z, w) = (r.points_to(main, local("z")), r.points_to(main, local("w")));
        assert!(!z.is_empty() && !z.intersects(w), "{name}: %z and %w share objects");
        if context != ContextMode::Args {
            assert_eq!(r.contexts_of(func(&m, "alloc")).len(), 2, "{name}");
            let (u, v) = (r.points_to(main, local("u")), r.points_to(main, local("v")));
            assert!(!u.is_empty() && !u.intersects(v), "{name}: %u and %v share objects");
        }
    }
}

/// With 2-callsite and room for two copies of `id`, the copy of `w` for
/// each call from `main` cannot get a copy of `id` of its own: its call
/// falls back to `id`'s copy for that call site in `w` (which only `w`'s
/// instances reach), not to the base instance, which also receives
/// `main`'s third direct call with `@d`. So `%x` holds `@a` but not `@d`.
#[test]
fn a_call_string_without_room_falls_back_to_its_last_call_site() {
    let text = r#"
@a = global i32 0
@b = global i32 0
@c = global i32 0
@d = global i32 0

define ptr @id(ptr %p) {
  ret ptr %p
}

define ptr @w(ptr %p) {
  %r = call ptr @id(ptr %p)
  ret ptr %r
}

define i32 @main() {
  %x = call ptr @w(ptr @a)
  %y = call ptr @w(ptr @b)
  %z = call ptr @id(ptr @c)
  %v = call ptr @id(ptr @d)
  ret i32 0
}
"#;
    let m = llir::parse_module("fallback.ll", text.to_string()).expect("parses");
    let main = func(&m, "main");
    let x = local(&m, "main", "x");
    let r = Andersen::analyze(
        &m,
        &Config {
            context: ContextMode::CallSite(2),
            context_budget: ContextBudget {
                max_instances_per_func: 2,
                ..ContextBudget::default()
            },
            ..Config::default()
        },
    );
    assert!(r.stats().contexts.budget_exhausted);
    assert_eq!(r.contexts_of(func(&m, "id")).len(), 2);
    let names: Vec<String> = r
        .points_to(main, x)
        .iter()
        .map(|o| r.object_name(pointsto::Obj::from_u32(o)))
        .collect();
    assert_eq!(names, ["@a", "@b"], "%x");
}

/// `Andersen::analyze_from` plans a context mode from a context-insensitive
/// solution the caller keeps (`refine --compare-contexts` solves it once
/// for every mode): each mode's result is the one `Andersen::analyze`
/// computes on its own, set for set, in every instance, with the same
/// copies. On a module without copies to make, the shortcut that takes the
/// insensitive solution as it is gives the same sets too.
#[test]
fn a_shared_insensitive_solution_gives_each_mode_its_own_result() {
    let names = [
        "cs_budget_sites.m2r.ll",
        "cs_rec_mutual_out.m2r.ll",
        "cs_cb_visitor.m2r.ll",
        "cs_mix_list_push_pop.m2r.ll",
        "array_basic.m2r.ll",
    ];
    let mut empty_plans = 0;
    for name in names {
        let m = module(name);
        let ci = analyze(&m, ContextMode::None);
        for context in MODES {
            let config = Config {
                context,
                ..Config::default()
            };
            let alone = Andersen::analyze(&m, &config);
            let shared = Andersen::analyze_from(&m, &config, &ci);
            let what = format!("{name} {}", context.name());
            empty_plans += usize::from(alone.stats().contexts.clones == 0);
            assert_eq!(alone.stats().contexts.clones, shared.stats().contexts.clones, "{what}");
            assert_eq!(alone.stats().contexts.rounds, shared.stats().contexts.rounds, "{what}");
            assert_eq!(alone.context_keys(), shared.context_keys(), "{what}");
            for (f, func) in m.funcs.iter() {
                let Some(body) = func.body.as_ref() else { continue };
                let mut instances = vec![None];
                instances.extend(alone.contexts_of(f).iter().map(|&c| Some(c)));
                for l in body.locals.keys() {
                    for &ctx in &instances {
                        let v = Value::Local(l);
                        assert_eq!(
                            alone.points_to_in(f, v, ctx),
                            shared.points_to_in(f, v, ctx),
                            "{what} @{} {ctx:?}",
                            func.name
                        );
                    }
                }
            }
        }
    }
    assert!(empty_plans > 0, "no module without copies: the shortcut went untested");
}
