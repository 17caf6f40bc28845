//! Per-function memos (stripped pointers, underlying objects, BasicAA's
//! checks before its cache, locations, mod/ref masks) and the phi
//! translator's fast path must answer exactly what the plain computations
//! answer, in any order of asking.

use alias::phi_trans::PhiTranslator;
use alias::{AliasOracle, AliasResult, BatchAA, FunctionAA, LocationSize, MemoryLocation, Val};
use llir::{Block, Module};

/// LLVM's default `getUnderlyingObject` depth (`MaxLookupSearchDepth`).
const MAX_LOOKUP: u32 = 6;

fn parse(src: &str) -> Module {
    llir::parse_module("t.ll", src.to_string()).expect("parses")
}

fn local(m: &Module, f: llir::Func, aa: &FunctionAA<'_>, name: &str) -> Val {
    let body = m.funcs[f].body.as_ref().expect("body");
    let l = body.locals.iter().find(|(_, d)| &*d.name == name).map(|(l, _)| l).expect("local");
    aa.local_val(l)
}

fn block(m: &Module, f: llir::Func, name: &str) -> Block {
    let body = m.funcs[f].body.as_ref().expect("body");
    body.blocks
        .iter()
        .find(|(_, d)| matches!(&d.name, llir::BlockName::Named(n) if &**n == name))
        .map(|(b, _)| b)
        .expect("block")
}

/// Eight GEPs in a row: LLVM's default depth (6) stops inside the chain.
const CHAIN: &str = "define void @f(ptr %a) {
entry:
  %g1 = getelementptr i8, ptr %a, i64 1
  %g2 = getelementptr i8, ptr %g1, i64 1
  %g3 = getelementptr i8, ptr %g2, i64 1
  %g4 = getelementptr i8, ptr %g3, i64 1
  %g5 = getelementptr i8, ptr %g4, i64 1
  %g6 = getelementptr i8, ptr %g5, i64 1
  %g7 = getelementptr i8, ptr %g6, i64 1
  %g8 = getelementptr i8, ptr %g7, i64 1
  %z = getelementptr i8, ptr %g8, i64 0
  ret void
}
";

#[test]
fn memoized_underlying_objects_keep_the_depth_limit() {
    let m = parse(CHAIN);
    let f = m.func_by_name("f").expect("f");
    let body = m.funcs[f].body.as_ref().expect("body");
    let dom = flow::DomTree::compute(&flow::Cfg::from_body(body));
    let aa = FunctionAA::new(&m, f, &dom).expect("definition");
    let v = |n: &str| local(&m, f, &aa, n);
    // Ask the middle of the chain first, so that a memo that reused the
    // answer of a base for its users would show.
    assert_eq!(aa.underlying_object(v("g4"), MAX_LOOKUP), v("a"));
    assert_eq!(aa.underlying_object(v("g8"), MAX_LOOKUP), v("g2"));
    assert_eq!(aa.underlying_object(v("g8"), MAX_LOOKUP), v("g2"));
    // Other depths are never memoized.
    assert_eq!(aa.underlying_object(v("g8"), 0), v("a"));
    assert_eq!(aa.underlying_object(v("g8"), 1), v("g7"));
    // An all-zero GEP is stripped, a non-zero one is not.
    assert_eq!(aa.strip_pointer_casts_for_aa(v("z")), v("g8"));
    assert_eq!(aa.strip_pointer_casts_for_aa(v("z")), v("g8"));
    assert_eq!(aa.strip_pointer_casts_for_aa(v("g8")), v("g8"));
}

const PAIRS: &str = "declare void @g(ptr)

define i32 @f(ptr %arg, i1 %c) {
entry:
  %x = alloca i32
  %y = alloca i32
  %e = alloca i32
  call void @g(ptr %e)
  store i32 1, ptr %x
  store i32 2, ptr %y
  %l = load i32, ptr %arg
  %q = load ptr, ptr %arg
  store i32 3, ptr %q
  br i1 %c, label %then, label %join

then:
  %t = getelementptr i8, ptr %x, i64 0
  br label %join

join:
  %p = phi ptr [ %x, %entry ], [ %t, %then ]
  %r = load i32, ptr %p
  ret i32 %r
}
";

#[test]
fn repeated_and_swapped_queries_give_the_first_answer() {
    let m = parse(PAIRS);
    let f = m.func_by_name("f").expect("f");
    let body = m.funcs[f].body.as_ref().expect("body");
    let dom = flow::DomTree::compute(&flow::Cfg::from_body(body));
    let aa = FunctionAA::new(&m, f, &dom).expect("definition");
    let loc = |n: &str| MemoryLocation::new(local(&m, f, &aa, n), LocationSize::precise(4));
    let cases = [
        ("x", "y", AliasResult::NoAlias),
        ("x", "arg", AliasResult::NoAlias),
        ("e", "arg", AliasResult::NoAlias),
        ("q", "e", AliasResult::MayAlias),
        ("q", "x", AliasResult::NoAlias),
        ("p", "x", AliasResult::MustAlias),
        ("p", "y", AliasResult::NoAlias),
        ("t", "x", AliasResult::MustAlias),
    ];
    let batch = BatchAA::new(&aa);
    for round in 0..3 {
        for (a, b, want) in cases {
            assert_eq!(batch.alias(&loc(a), &loc(b)), want, "{a} vs {b}, round {round}");
            assert_eq!(batch.alias(&loc(b), &loc(a)), want, "{b} vs {a}, round {round}");
            // One-shot queries share the function's memos, not the batch.
            assert_eq!(aa.alias(&loc(a), &loc(b)), want, "one-shot {a} vs {b}");
        }
    }
    // Zero-sized accesses never alias, whatever the memo holds for the pair.
    let zero = |n: &str| MemoryLocation::new(local(&m, f, &aa, n), LocationSize::precise(0));
    assert_eq!(batch.alias(&zero("p"), &loc("x")), AliasResult::NoAlias);
}

#[test]
fn phi_translation_of_values_outside_the_block() {
    let m = parse(PAIRS);
    let f = m.func_by_name("f").expect("f");
    let body = m.funcs[f].body.as_ref().expect("body");
    let dom = flow::DomTree::compute(&flow::Cfg::from_body(body));
    let aa = FunctionAA::new(&m, f, &dom).expect("definition");
    let tr = PhiTranslator::new(&aa);
    let v = |n: &str| local(&m, f, &aa, n);
    let (entry, then, join) = (block(&m, f, "entry"), block(&m, f, "then"), block(&m, f, "join"));
    // Arguments and values of dominating blocks stand for themselves.
    assert_eq!(tr.translate(v("arg"), join, then), Some(v("arg")));
    assert_eq!(tr.translate(v("x"), join, then), Some(v("x")));
    assert_eq!(tr.translate(v("x"), join, entry), Some(v("x")));
    // `%t` is defined in `then`, which does not dominate `entry`.
    assert_eq!(tr.translate(v("t"), join, entry), None);
    assert_eq!(tr.translate(v("t"), join, then), Some(v("t")));
    // The phi of `join` becomes its incoming value on each edge.
    assert_eq!(tr.translate(v("p"), join, entry), Some(v("x")));
    assert_eq!(tr.translate(v("p"), join, then), Some(v("t")));
}
