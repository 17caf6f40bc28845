//! Filtering by certain uses ([`pointsto::Config::use_filter`]): a value
//! dereferenced every time it is defined holds no function's address; a
//! value called every time holds only functions'. Uses that may not happen
//! (a branch, a call that may not return in between, a volatile access)
//! filter nothing.

mod common;

use common::{local, names};
use llir::Module;
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

fn set_of(m: &Module, config: &Config, f: &str, v: &str) -> Vec<String> {
    let a = Andersen::analyze(m, config);
    let (func, val) = local(m, f, v);
    names(&a, a.points_to(func, val))
}

fn module() -> Module {
    llir::parse_module("t.ll", IR.to_string()).expect("parses")
}

#[test]
fn a_dereferenced_value_holds_no_function() {
    let m = module();
    let c = Config::default();
    assert_eq!(set_of(&m, &c, "deref", "p"), ["@x"]);
    assert_eq!(set_of(&m, &c, "field", "p"), ["@x"], "through a getelementptr");
    assert_eq!(set_of(&m, &c, "not_cut", "p"), ["@x"], "a willreturn nounwind call and memset");
    assert_eq!(set_of(&m, &c, "straight_line", "p"), ["@x"], "through a branch and a phi");
}

#[test]
fn a_called_value_holds_only_functions() {
    let m = module();
    assert_eq!(set_of(&m, &Config::default(), "call", "p"), ["@g"]);
}

#[test]
fn uses_that_may_not_happen_filter_nothing() {
    let m = module();
    let c = Config::default();
    for f in ["branch", "cut", "volatile"] {
        assert_eq!(set_of(&m, &c, f, "p"), ["@g", "@x"], "in @{f}");
    }
}

#[test]
fn a_parameter_dereferenced_on_entry_filters_its_arguments() {
    let m = module();
    let c = Config::default();
    assert_eq!(set_of(&m, &c, "deref_param", "a"), ["@x"]);
    assert_eq!(set_of(&m, &c, "passes", "p"), ["@x"], "the call dereferences it");
}

#[test]
fn the_filter_can_be_turned_off() {
    let m = module();
    let c = Config {
        use_filter: false,
        ..Config::default()
    };
    for f in ["deref", "call", "field", "passes"] {
        assert_eq!(set_of(&m, &c, f, "p"), ["@g", "@x"], "in @{f}");
    }
}

#[test]
fn flow_sensitive_sets_keep_the_filter() {
    let m = module();
    let a = Andersen::analyze(&m, &Config::default());
    let fs = FlowSensitive::analyze(&a);
    for (f, want) in [("deref", "@x"), ("call", "@g")] {
        let (func, v) = local(&m, f, "p");
        assert_eq!(names(&a, fs.points_to(func, v)), [want], "in @{f}");
    }
}
