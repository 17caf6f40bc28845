//! GEP offsets wrap at the index width of the address space (the `idx`
//! field of the data layout's `p` entry), not at the pointer width: with
//! `p:64:64:64:32`, 2^32 bytes past a pointer is the pointer itself.

mod common;

use common::{local, names};
use pointsto::{Andersen, Config};

/// `@pair` holds `@a` in its first slot and `@b` in its second; the loads
/// read them through offsets that wrap to 0 and 8.
const IR: &str = r#"
target datalayout = "e-p:64:64:64:32"

@a = internal global i32 0
@b = internal global i32 0
@pair = internal global { ptr, ptr } zeroinitializer

define void @fill() {
  store ptr @a, ptr @pair
  %s = getelementptr i8, ptr @pair, i64 8
  store ptr @b, ptr %s
  ret void
}

define ptr @first() {
  %g = getelementptr i8, ptr @pair, i64 4294967296
  %v = load ptr, ptr %g
  ret ptr %v
}

define ptr @second() {
  %g = getelementptr i8, ptr @pair, i64 4294967304
  %v = load ptr, ptr %g
  ret ptr %v
}

define ptr @first_const_expr() {
  %v = load ptr, ptr getelementptr (i8, ptr @pair, i64 4294967296)
  ret ptr %v
}
"#;

#[test]
fn constant_offsets_wrap_at_the_index_width() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let a = Andersen::analyze(&m, &Config::default());
    let pts = |f: &str| {
        let (func, v) = local(&m, f, "v");
        names(&a, a.points_to(func, v))
    };
    assert_eq!(pts("first"), ["@a"]);
    assert_eq!(pts("second"), ["@b"]);
    assert_eq!(pts("first_const_expr"), ["@a"]);
}
