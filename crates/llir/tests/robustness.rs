//! Random bytes and random mutations of a valid module never panic, and the
//! result does not depend on the number of threads.

mod common;
use common::*;
use proptest::prelude::*;

/// A module touching most of the grammar.
const SAMPLE: &str = r#"; ModuleID = 'sample'
source_filename = "sample.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, ptr, [4 x i8] }
%opq = type opaque

@g = dso_local global %struct.S { i32 1, ptr @g, [4 x i8] c"ab\00\01" }, align 8
@str = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@tbl = internal constant [2 x ptr] [ptr @f, ptr blockaddress(@f, %loop)]
@al = alias i32, ptr @g

; Function Attrs: noinline nounwind
define dso_local i32 @f(i32 noundef %n, ptr %p) #0 personality ptr @pers !dbg !4 {
entry:
  %a = alloca i32, align 4
  store i32 %n, ptr %a, align 4, !tbaa !6
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i32 [ 0, %entry ], [ %inc, %loop ]
  %x = load i32, ptr %a, align 4, !tbaa !6
  %inc = add nsw i32 %i, 1
  %c = icmp slt i32 %inc, %x
    #dbg_value(i32 %i, !5, !DIExpression(), !7)
  br i1 %c, label %loop, label %sw

sw:
  switch i32 %inc, label %exit [
    i32 1, label %loop
    i32 2, label %inv
  ]

inv:
  %r = invoke i32 @g2(ptr @str) to label %exit unwind label %lp

lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l

exit:
  %v = call i32 (ptr, ...) @printf(ptr noundef @str, i32 %inc) #1
  %gp = getelementptr inbounds %struct.S, ptr @g, i64 0, i32 2, i64 1
  %cx = cmpxchg ptr %p, i32 0, i32 1 seq_cst monotonic, align 4
  ret i32 %inc
}

declare i32 @printf(ptr noundef, ...) #1
declare i32 @g2(ptr)
declare i32 @pers(...)

attributes #0 = { noinline nounwind memory(argmem: readwrite) "frame-pointer"="all" }
attributes #1 = { nounwind }

!llvm.module.flags = !{!0}
!0 = !{i32 7, !"uwtable", i32 2}
!1 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2)
!2 = !DIFile(filename: "sample.c", directory: "/")
!4 = distinct !DISubprogram(name: "f", unit: !1)
!5 = !DILocalVariable(name: "i", scope: !4)
!6 = !{!8, !8, i64 0}
!7 = !DILocation(line: 1, scope: !4)
!8 = !{!"int", !9, i64 0}
!9 = !{!"tbaa root"}
"#;

#[test]
fn sample_parses() {
    let m = parse(SAMPLE);
    assert_eq!(block_names(&m, "f"), ["entry", "loop", "sw", "inv", "lp", "exit"]);
}

fn check_no_panic(bytes: Vec<u8>) {
    // Any outcome but a panic is fine.
    let _ = llir::parse_module_bytes("fuzz.ll", bytes);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        check_no_panic(bytes);
    }

    #[test]
    fn random_ir_like_text_never_panics(s in "[%@!#$\"{}()\\[\\]<>=,:;. \nxi0-9a-z*\\\\-]{0,300}") {
        check_no_panic(s.into_bytes());
    }

    #[test]
    fn random_data_layouts_never_panic(s in "[-a-zA-Z0-9:é]{0,40}") {
        check_no_panic(format!("target datalayout = \"{s}\"\n").into_bytes());
    }

    #[test]
    fn random_labels_never_panic(s in "[-a-z0-9._$]{1,12}") {
        check_no_panic(format!("define void @f() {{\n{s}:\n  br label %{s}\n}}\n").into_bytes());
    }

    #[test]
    fn truncations_never_panic(cut in 0..SAMPLE.len()) {
        check_no_panic(SAMPLE.as_bytes()[..cut].to_vec());
    }

    #[test]
    fn byte_flips_never_panic(edits in proptest::collection::vec((0..SAMPLE.len(), any::<u8>()), 1..6)) {
        let mut b = SAMPLE.as_bytes().to_vec();
        for (i, v) in edits {
            b[i] = v;
        }
        check_no_panic(b);
    }

    #[test]
    fn deletions_and_duplications_never_panic(a in 0..SAMPLE.len(), len in 0usize..40, dup in any::<bool>()) {
        let b = SAMPLE.as_bytes();
        let end = (a + len).min(b.len());
        let mut out = b[..a].to_vec();
        if dup {
            out.extend_from_slice(&b[a..end]);
            out.extend_from_slice(&b[a..]);
        } else {
            out.extend_from_slice(&b[end..]);
        }
        check_no_panic(out);
    }
}

/// Many functions, each introducing types only bodies mention, so that the
/// shared type table is raced for.
fn many_functions() -> String {
    let mut s = String::from("%T = type { i32, ptr }\n");
    for k in 0..64 {
        s.push_str(&format!(
            "define <{w} x i{k2}> @f{k}(ptr %p, <{w} x i{k2}> %v) {{\nentry:\n  %a = alloca [{k} x {{ i{k2}, <{w} x i{k2}> }}], align 8\n  %x = load <{w} x i{k2}>, ptr %p, align 4\n  %s = add <{w} x i{k2}> %x, %v\n  %c = call {{ i{k2}, [{k} x i8] }} @h{k}(ptr %a)\n  br label %next\nnext:\n  %e = extractvalue {{ i{k2}, [{k} x i8] }} %c, 1, 0\n  ret <{w} x i{k2}> %s\n}}\ndeclare {{ i{k2}, [{k} x i8] }} @h{k}(ptr)\n",
            w = k % 7 + 1,
            k2 = k % 5 + 8
        ));
    }
    s
}

#[test]
fn thread_count_does_not_change_the_result() {
    let src = format!("{SAMPLE}\n{}", many_functions());
    let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
    let four = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap();
    let a = one.install(|| dump(&parse(&src)));
    for _ in 0..3 {
        let b = four.install(|| dump(&parse(&src)));
        assert_eq!(a, b);
    }
    assert!(a.contains("fn @f63"));
}
