//! Type-based filtering of memory contents by `!tbaa` access tags
//! ([`pointsto::Config::tbaa`]): a tagged load reads only what stores with
//! tags that may alias its own wrote, until something untagged writes the
//! object.

mod common;

use common::{local, names};
use llir::Module;
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::{Andersen, Config};

/// `%struct.A = { ptr }`, `%struct.B = { ptr }`, `%struct.Outer = { i8, A }`.
/// `main` calls `@one` twice so that its block is a heap summary (a block
/// allocated once would be strongly updated by the second store).
/// `@one` stores @x through `A.f` and @y through `B.f` into one block;
/// `@two` does the same into another block, which an untagged `memcpy`
/// also writes (@z), so it is mixed; `@three` stores through
/// `Outer.a.f` (offset 8 of Outer) into a third block.
const IR: &str = r#"
@x = global i32 0
@y = global i32 0
@z = global i32 0
@zp = global ptr @z

declare ptr @malloc(i64)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define void @one() {
  %m = call ptr @malloc(i64 8)
  store ptr @x, ptr %m, !tbaa !5
  store ptr @y, ptr %m, !tbaa !6
  %a = load ptr, ptr %m, !tbaa !5
  %b = load ptr, ptr %m, !tbaa !6
  %any = load ptr, ptr %m, !tbaa !7
  %untagged = load ptr, ptr %m
  ret void
}

define void @two() {
  %m = call ptr @malloc(i64 8)
  store ptr @x, ptr %m, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr %m, ptr @zp, i64 8, i1 false)
  %b = load ptr, ptr %m, !tbaa !6
  ret void
}

define void @three() {
  %m = call ptr @malloc(i64 16)
  %f = getelementptr i8, ptr %m, i64 8
  store ptr @x, ptr %f, !tbaa !9
  %a = load ptr, ptr %f, !tbaa !5
  %b = load ptr, ptr %f, !tbaa !6
  ret void
}

define i32 @main() {
  call void @one()
  call void @one()
  call void @two()
  call void @three()
  ret i32 0
}

!0 = !{!"Simple C/C++ TBAA"}
!1 = !{!"omnipotent char", !0, i64 0}
!2 = !{!"any pointer", !1, i64 0}
!3 = !{!"A", !2, i64 0}
!4 = !{!"B", !2, i64 0}
!5 = !{!3, !2, i64 0}
!6 = !{!4, !2, i64 0}
!7 = !{!2, !2, i64 0}
!8 = !{!"Outer", !1, i64 0, !3, i64 8}
!9 = !{!8, !2, i64 8}
"#;

fn sets(m: &Module, config: &Config, f: &str, locals: &[&str]) -> Vec<Vec<String>> {
    let a = Andersen::analyze(m, config);
    locals
        .iter()
        .map(|l| {
            let (func, v) = local(m, f, l);
            names(&a, a.points_to(func, v))
        })
        .collect()
}

#[test]
fn tagged_loads_read_only_stores_whose_tags_may_alias() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let got = sets(&m, &Config::default(), "one", &["a", "b", "any", "untagged"]);
    assert_eq!(got[0], ["@x"], "A.f reads only what A.f wrote");
    assert_eq!(got[1], ["@y"], "B.f reads only what B.f wrote");
    assert_eq!(got[2], ["@x", "@y"], "the scalar `any pointer` tag aliases both");
    assert_eq!(got[3], ["@x", "@y"], "an untagged load reads everything");
}

#[test]
fn a_subobject_access_may_alias_the_enclosing_one() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let got = sets(&m, &Config::default(), "three", &["a", "b"]);
    assert_eq!(got[0], ["@x"], "A.f at offset 0 of A is Outer.a.f");
    assert!(got[1].is_empty(), "B is not inside Outer: {:?}", got[1]);
}

#[test]
fn an_untagged_write_turns_filtering_off_for_the_object() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let got = sets(&m, &Config::default(), "two", &["b"]);
    assert_eq!(got[0], ["@x", "@z"]);
}

#[test]
fn without_tbaa_every_load_reads_everything() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let config = Config {
        tbaa: false,
        ..Config::default()
    };
    let got = sets(&m, &config, "one", &["a", "b"]);
    assert_eq!(got[0], ["@x", "@y"]);
    assert_eq!(got[1], ["@x", "@y"]);
}

#[test]
fn flow_sensitive_sets_keep_the_filtering() {
    let m = llir::parse_module("t.ll", IR.to_string()).expect("parses");
    let a = Andersen::analyze(&m, &Config::default());
    let fs = FlowSensitive::analyze(&a);
    let (f, v) = local(&m, "one", "a");
    assert_eq!(names(&a, fs.points_to(f, v)), ["@x"]);
}
