//! Filtering by certain uses ([`pointsto::Config::use_filter`]): a value
//! dereferenced every time it is defined holds no function's address; a
//! value called every time holds only functions'. Uses that may not happen
//! (a branch, a call that may not return in between, a volatile access)
//! filter nothing.

mod common;

use common::{local, names};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::{Andersen, Config};

/// `@slot` holds `@x` (data) or `@g` (code), like a C union of a data
/// pointer and a function pointer; every function loads it and uses the
/// value in one way.
const IR: &str = r#"
@x = global i32 0
@slot = global ptr null

declare void @may_exit()
declare void @returns() willreturn nounwind
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @g() {
  ret void
}

define void @fill(i1 %c) {
  %v = select i1 %c, ptr @x, ptr @g
  store ptr %v, ptr @slot
  ret void
}

define void @deref() {
  %p = load ptr, ptr @slot
  store i32 1, ptr %p
  ret void
}

define void @call() {
  %p = load ptr, ptr @slot
  call void %p()
  ret void
}

define void @field() {
  %p = load ptr, ptr @slot
  %f = getelementptr i8, ptr %p, i64 4
  %v = load i32, ptr %f
  ret void
}

define void @branch(i1 %c) {
  %p = load ptr, ptr @slot
  br i1 %c, label %use, label %done
use:
  store i32 1, ptr %p
  br label %done
done:
  ret void
}

define void @cut() {
  %p = load ptr, ptr @slot
  call void @may_exit()
  store i32 1, ptr %p
  ret void
}

define void @not_cut() {
  %p = load ptr, ptr @slot
  call void @returns()
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  ret void
}

define void @volatile() {
  %p = load ptr, ptr @slot
  store volatile i32 1, ptr %p
  ret void
}

define void @straight_line() {
  %p = load ptr, ptr @slot
  br label %next
next:
  %q = phi ptr [ %p, %0 ]
  %v = load i32, ptr %q
  ret void
}

define void @deref_param(ptr %a) {
  %v = load i32, ptr %a
  ret void
}

define void @passes() {
  %p = load ptr, ptr @slot
  call void @deref_param(ptr %p)
  ret void
}

define i32 @main() {
  call void @fill(i1 true)
  call void @deref()
  call void @call()
  call void @field()
  call void @branch(i1 true)
  call void @cut()
  call void @not_cut()
  call void @volatile()
  call void @straight_line()
  call void @passes()
  ret i32 0
}
"#;

/// The Andersen sets of `%p` in each function of `funcs` (`%a` in
/// `@deref_param`), under `config`; one analysis for all.
fn sets(config: &Config, funcs: &[&str]) -> Vec<Vec<String>> {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let a = Andersen::analyze(&m, config);
    funcs
        .iter()
        .map(|&f| {
            let (func, v) = local(&m, f, if f == "deref_param" { "a" } else { "p" });
            names(&a, a.points_to(func, v))
        })
        .collect()
}

#[test]
fn a_dereferenced_value_holds_no_function() {
    // Plainly; through a getelementptr; past a willreturn nounwind call, by
    // memset; through a branch and a phi; a parameter dereferenced on
    // entry, and the value a call passes to it.
    let funcs = ["deref", "field", "not_cut", "straight_line", "deref_param", "passes"];
    for (f, set) in funcs.iter().zip(sets(&Config::default(), &funcs)) {
        assert_eq!(set, ["@x"], "in @{f}");
    }
}

#[test]
fn a_called_value_holds_only_functions() {
    assert_eq!(sets(&Config::default(), &["call"]), [["@g"]]);
}

#[test]
fn uses_that_may_not_happen_filter_nothing() {
    let funcs = ["branch", "cut", "volatile"];
    for (f, set) in funcs.iter().zip(sets(&Config::default(), &funcs)) {
        assert_eq!(set, ["@g", "@x"], "in @{f}");
    }
}

#[test]
fn the_filter_can_be_turned_off() {
    let config = Config {
        use_filter: false,
        ..Config::default()
    };
    let funcs = ["deref", "call", "field", "passes"];
    for (f, set) in funcs.iter().zip(sets(&config, &funcs)) {
        assert_eq!(set, ["@g", "@x"], "in @{f}");
    }
}

#[test]
fn flow_sensitive_sets_keep_the_filter() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let a = Andersen::analyze(&m, &Config::default());
    let fs = FlowSensitive::analyze(&a);
    for (f, want) in [("deref", "@x"), ("call", "@g")] {
        let (func, v) = local(&m, f, "p");
        assert_eq!(names(&a, fs.points_to(func, v)), [want], "in @{f}");
    }
}
