//! Flow-sensitive points-to across calls: memory flows into a callee from
//! its call sites and back out of it at its returns (context-insensitive,
//! as in SFS), and a call to a function that may modify an object keeps
//! the caller's content for it on paths that do not write it.

mod common;

use common::{local, names};
use llir::Value;
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::{Andersen, Config};

const IR: &str = r#"
define ptr @get(ptr %pp) {
  %v = load ptr, ptr %pp
  ret ptr %v
}

define void @maybe_set(ptr %pp, ptr %v, i1 %c) {
  br i1 %c, label %w, label %done
w:
  store ptr %v, ptr %pp
  br label %done
done:
  ret void
}

define i32 @main(i1 %c) {
  %a = alloca i32
  %b = alloca i32
  %d = alloca i32
  %p = alloca ptr
  %q = alloca ptr
  store ptr %a, ptr %p
  %x = call ptr @get(ptr %p)
  store ptr %b, ptr %p
  store ptr %a, ptr %q
  call void @maybe_set(ptr %q, ptr %d, i1 %c)
  %y = load ptr, ptr %q
  store ptr %b, ptr %q
  ret i32 0
}
"#;

#[test]
fn memory_flows_through_calls() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let a = Andersen::analyze(&m, &Config::default());
    let fs = FlowSensitive::analyze(&a);
    assert!(fs.stats().interprocedural, "fixpoint reached");
    // `get` reads *p on entry: only &a reaches its only call site.
    let (f, v) = local(&m, "get", "v");
    assert_eq!(names(&a, a.points_to(f, v)), ["@main:%a", "@main:%b"]);
    assert_eq!(names(&a, fs.points_to(f, v)), ["@main:%a"]);
    let (f, x) = local(&m, "main", "x");
    assert_eq!(names(&a, fs.points_to(f, x)), ["@main:%a"]);
    // After `maybe_set(q, &d)`: what q held before, or what the callee wrote.
    let (f, y) = local(&m, "main", "y");
    assert_eq!(names(&a, a.points_to(f, y)), ["@main:%a", "@main:%b", "@main:%d"]);
    assert_eq!(names(&a, fs.points_to(f, y)), ["@main:%a", "@main:%d"]);
}

/// The same answers at any thread count.
#[test]
fn interprocedural_rounds_do_not_depend_on_threads() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let dump = || {
        let a = Andersen::analyze(&m, &Config::default());
        let fs = FlowSensitive::analyze(&a);
        let mut out = String::new();
        for (f, fd) in m.funcs.iter() {
            let Some(body) = &fd.body else { continue };
            for (l, _) in body.locals.iter() {
                out.push_str(&format!("{:?}\n", names(&a, fs.points_to(f, Value::Local(l)))));
            }
        }
        out
    };
    let pool = |n| rayon::ThreadPoolBuilder::new().num_threads(n).build().expect("pool");
    assert_eq!(pool(1).install(dump), pool(3).install(dump));
}
