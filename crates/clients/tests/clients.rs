//! The passes on small modules: what they do, the text they write, and
//! what the points-to modes add. Every written module is parsed again and
//! checked to be the edited program (see `roundtrip.rs` for the randomized
//! version); `scripts/clients-check.sh` verifies with opt-19 and runs
//! programs.

use clients::{optimize, write_module, ActionKind, AliasMode, Options};

fn run(text: &str, opts: &Options) -> (clients::Outcome, String) {
    let module = llir::parse_module("t.ll", text.to_string()).expect("test IR parses");
    let funcs = memssa::driver::definitions(&module);
    let outcome = optimize(&module, &funcs, opts).expect("the updated Memory SSA verifies");
    let written = write_module(&module, &outcome.edits);
    llir::parse_module("out.ll", written.clone()).expect("the written module parses");
    (outcome, written)
}

fn all() -> Options {
    Options {
        verify: true,
        ..Options::all()
    }
}

const STRAIGHT: &str = "define i32 @f(ptr noalias %p, ptr noalias %q, i32 %n) {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  %0 = load i32, ptr %q, align 4
  %w2 = load i32, ptr %q, align 4
  store i32 5, ptr %x, align 4
  store i32 6, ptr %x, align 4
  %s = add i32 %v, %0
  %s2 = add i32 %s, %w2
  ret i32 %s2
}
";

#[test]
fn forwarding_and_dead_stores_in_a_straight_line() {
    let (o, text) = run(STRAIGHT, &all());
    assert_eq!(o.count(ActionKind::ForwardStore), 3);
    assert_eq!(o.count(ActionKind::DeadStore), 2);
    // The store to %x at line 9 dies because line 10 overwrites it; line
    // 10's dies with the alloca.
    let dead: Vec<(usize, &str)> = o
        .actions
        .iter()
        .filter(|a| a.kind == ActionKind::DeadStore)
        .map(|a| (a.line, a.why[0].as_str()))
        .collect();
    assert_eq!(dead[0].0, 9);
    assert!(
        dead[0].1.starts_with("overwritten before any read by 4 = MemoryDef at 10:3"),
        "{}",
        dead[0].1
    );
    assert_eq!(dead[1].0, 10);
    assert!(dead[1].1.contains("lifetime"));
    assert_eq!(
        text,
        "define i32 @f(ptr noalias %p, ptr noalias %q, i32 %n) {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %s = add i32 1, 2
  %s2 = add i32 %s, 2
  ret i32 %s2
}
"
    );
}

#[test]
fn the_clobber_chain_is_reported() {
    let (o, _) = run(STRAIGHT, &all());
    let v = &o.actions[0];
    assert_eq!((v.line, v.col, v.kind), (6, 3, ActionKind::ForwardStore));
    assert_eq!(
        v.why,
        vec![
            "walked past 2 = MemoryDef at 5:3 (store i32 2, ptr %q, align 4) (no clobber)",
            "clobber: 1 = MemoryDef at 4:3 (store i32 1, ptr %p, align 4)",
            "the clobber stores a value of the same type to the same bytes",
        ]
    );
}

const LOOP: &str = "declare void @use(i32) nounwind

define void @g(ptr %a, ptr noalias %np, i32 %k) {
entry:
  br label %ph

ph:
  br label %h

h:
  %i = phi i32 [ 0, %ph ], [ %i.next, %body ]
  %0 = load i32, ptr %np, align 4
  %c = icmp slt i32 %i, %0
  br i1 %c, label %body, label %exit

body:
  %1 = load i32, ptr %np, align 4
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 %1, ptr %p, align 4
  %i.next = add i32 %i, 1
  br label %h

exit:
  ret void
}
";

#[test]
fn invariant_loads_leave_the_loop_and_unnamed_values_get_names() {
    let opts = Options {
        licm: true,
        verify: true,
        walk_limit: memssa::DEFAULT_WALK_LIMIT,
        ..Options::default()
    };
    let (o, text) = run(LOOP, &opts);
    // %0 is in the header, before any call: it runs whenever the loop
    // does. %1 is in the body and %np is an argument, not a whole object:
    // it stays (LLVM would need `dereferenceable` to move it).
    assert_eq!(o.count(ActionKind::HoistLoad), 1);
    assert_eq!(o.actions[0].line, 12);
    assert!(
        text.contains("ph:\n  %licm.0 = load i32, ptr %np, align 4\n  br label %h\n"),
        "{text}"
    );
    assert!(text.contains("%c = icmp slt i32 %i, %licm.0\n"), "{text}");
    // With --loads too, %1 reuses the hoisted load: same clobber, dominated.
    let (o, text) = run(LOOP, &all());
    assert_eq!(o.count(ActionKind::ReuseLoad), 1, "{:?}", o.actions);
    assert!(text.contains("store i32 %licm.0, ptr %p, align 4"), "{text}");
}

const CALLS: &str = "@g = global i32 0, align 4
@other = global i32 0, align 4

define void @h() {
  store i32 7, ptr @other, align 4
  ret void
}

define i32 @f() {
  store i32 1, ptr @g, align 4
  call void @h()
  %v = load i32, ptr @g, align 4
  ret i32 %v
}
";

#[test]
fn points_to_modes_see_through_calls() {
    let (llvm, _) = run(CALLS, &all());
    assert_eq!(llvm.count(ActionKind::ForwardStore), 0, "LLVM's call effects: @h may write @g");
    for aa in [AliasMode::Andersen, AliasMode::FlowSensitive] {
        let opts = Options { aa, ..all() };
        let (o, text) = run(CALLS, &opts);
        assert_eq!(o.count(ActionKind::ForwardStore), 1, "{aa:?}");
        assert!(text.contains("  ret i32 1\n"), "{text}");
    }
}

#[test]
fn stores_others_may_read_stay() {
    let text = "declare void @may_throw()

define void @f(ptr %p, ptr %q) {
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %q, align 4
  store i32 2, ptr %p, align 4
  store i32 3, ptr %p, align 4
  call void @may_throw()
  store i32 4, ptr %p, align 4
  ret void
}
";
    let (o, _) = run(text, &all());
    // 1: %q may alias %p, so the load may read it. 2: overwritten by 3.
    // 3: @may_throw may read *%p (and may unwind). 4: the caller reads it.
    let lines: Vec<usize> = o
        .actions
        .iter()
        .filter(|a| a.kind == ActionKind::DeadStore)
        .map(|a| a.line)
        .collect();
    assert_eq!(lines, vec![6]);
}

#[test]
fn volatile_and_atomic_accesses_are_left_alone() {
    let text = "define i32 @f(ptr %p) {
  store volatile i32 1, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  store atomic i32 2, ptr %p seq_cst, align 4
  %w = load atomic i32, ptr %p seq_cst, align 4
  %s = add i32 %v, %w
  ret i32 %s
}
";
    let (o, written) = run(text, &all());
    assert!(o.actions.is_empty(), "{:?}", o.actions);
    assert_eq!(written, text);
}

#[test]
fn a_store_through_a_loop_varying_pointer_is_not_killed_by_the_next_iteration() {
    // Without care, the back edge leads to the same store (MustAlias with
    // itself) and the exit path to a store through the last %p: the first
    // store would look dead, though a[0..n-2] keep their 1s.
    let text = "define void @f(ptr %a, i32 %n) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i32, ptr %a, i32 %i
  store i32 1, ptr %p, align 4
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  store i32 2, ptr %p, align 4
  ret void
}
";
    let (o, _) = run(text, &all());
    assert!(o.actions.is_empty(), "{:?}", o.actions);
    // The same shape through a fixed address: each iteration's store is
    // overwritten by the next one or by the store after the loop.
    let fixed = text.replace(
        "%p = getelementptr inbounds i32, ptr %a, i32 %i",
        "%p = getelementptr inbounds i32, ptr %a, i32 3",
    );
    let (o, _) = run(&fixed, &all());
    assert_eq!(o.count(ActionKind::DeadStore), 1, "{:?}", o.actions);
}

#[test]
fn a_store_dies_at_the_end_of_its_allocas_lifetime_and_markers_read_nothing() {
    // %a's store is never read before `llvm.lifetime.end(%a)`; the marker
    // on %b between %b's store and its load neither reads nor kills it.
    // `@g` may read anything it can reach, so the path through it keeps the
    // store to %c (its lifetime ends only after the call).
    let text = "declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture)
declare void @g(ptr)

define i32 @f() {
  %a = alloca i32, align 4
  %b = alloca i32, align 4
  %c = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr %a)
  store i32 1, ptr %a, align 4
  store i32 2, ptr %b, align 4
  store i32 3, ptr %c, align 4
  call void @llvm.lifetime.end.p0(i64 4, ptr %a)
  call void @g(ptr %c)
  call void @llvm.lifetime.end.p0(i64 4, ptr %c)
  %v = load i32, ptr %b, align 4
  ret i32 %v
}
";
    let opts = Options {
        loads: false,
        licm: false,
        explain: true,
        ..all()
    };
    let (o, _) = run(text, &opts);
    let dead: Vec<usize> = o.actions.iter().map(|a| a.line).collect();
    assert_eq!(dead, vec![10], "{:?}", o.actions);
    assert!(
        o.actions[0].why.iter().any(|w| w.contains("lifetime.end")),
        "{:?}",
        o.actions[0].why
    );
    let missed: Vec<(usize, clients::Reason)> = o.missed.iter().map(|m| (m.line, m.reason)).collect();
    assert_eq!(missed, vec![(11, clients::Reason::ReadByLoad), (12, clients::Reason::ReadByCall)]);
}

/// `%x` and `%y` load `%p`; `before` stores to other allocas precede `%x`,
/// `between` more follow it. More than the walk limit (100) of them in all.
fn loads_past_many_stores(before: usize, between: usize) -> String {
    let mut t = String::from("define i32 @f(ptr %p) {\n");
    for k in 0..before.max(between) {
        t += &format!("  %a{k} = alloca i32, align 4\n");
    }
    for k in 0..before {
        t += &format!("  store i32 {k}, ptr %a{k}, align 4\n");
    }
    t += "  %x = load i32, ptr %p, align 4\n";
    for k in 0..between {
        t += &format!("  store i32 {k}, ptr %a{k}, align 4\n");
    }
    t += "  %y = load i32, ptr %p, align 4\n  %s = add i32 %x, %y\n  ret i32 %s\n}\n";
    t
}

#[test]
fn a_load_far_below_its_twin_reuses_it_as_early_cse_does() {
    // opt-19 -passes='early-cse<memssa>' removes %y in both. 50 + 80: the
    // use optimizer finds liveOnEntry for both loads, where a walk from
    // %y alone stops at the walk limit on a store between them. 150 + 80:
    // %y's walk stops at a store above %x, which dominates %x.
    let opts = Options {
        dse: false,
        licm: false,
        ..all()
    };
    for (before, between) in [(50, 80), (150, 80)] {
        let (o, text) = run(&loads_past_many_stores(before, between), &opts);
        assert_eq!(o.count(ActionKind::ReuseLoad), 1, "{before} + {between}: {:?}", o.actions);
        assert!(text.contains("  %s = add i32 %x, %x\n"), "{text}");
    }
}
