//! No stack overflow on deep input: a function of 1,000,000 blocks in a
//! chain and a 10,000-deep loop nest go through the library (parse, CFG,
//! dominator tree, Memory SSA construction, full verification, printing,
//! statistics) on a thread with a 2 MiB stack, the usual size of a spawned
//! thread, so any recursion on input depth fails here.

use filetests::{gen_chain, gen_loop_nest};
use memssa::driver::{definitions, print_llvm, stats, RunOptions};
use memssa::VerifyLevel;

/// Runs `f` on a thread with a 2 MiB stack and returns its result; a panic
/// on that thread fails the test (a stack overflow aborts the process,
/// which fails it too).
fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .expect("spawn a thread with a 2 MiB stack");
    match handle.join() {
        Ok(v) => v,
        Err(_) => panic!("the pipeline panicked on a 2 MiB stack"),
    }
}

/// What the pipeline saw: (functions, blocks, defs, uses, phis, printed bytes).
type Seen = (u64, u64, u64, u64, u64, usize);

/// Parse -> build + verify -> stats, and the LLVM printer, on a small stack.
fn pipeline(name: &'static str, text: String) -> Seen {
    on_small_stack(move || {
        let module = llir::parse_module(name, text).unwrap_or_else(|e| panic!("{e}"));
        let funcs = definitions(&module);
        let opts = RunOptions {
            verify: Some(VerifyLevel::Full),
            ..RunOptions::default()
        };
        let s = stats(&module, &funcs, &opts).unwrap_or_else(|e| panic!("{e}"));
        let printed = print_llvm(&module, &funcs, &RunOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        (s.functions, s.blocks, s.defs, s.uses, s.phis, printed.len())
    })
}

#[test]
fn million_block_chain() {
    const N: u64 = 1_000_000;
    let text = gen_chain(N as usize);
    let len = text.len();
    let (funcs, blocks, defs, uses, phis, printed) = pipeline("chain.ll", text);
    assert_eq!((funcs, blocks), (1, N));
    // one store per block, one load per block but the entry, no joins
    assert_eq!((defs, uses, phis), (N, N - 1, 0));
    assert!(printed > len, "the printer echoed {printed} bytes of a {len}-byte input");
}

#[test]
fn ten_thousand_deep_loop_nest() {
    const D: u64 = 10_000;
    let (funcs, blocks, defs, uses, phis, printed) = pipeline("nest.ll", gen_loop_nest(D as usize));
    assert_eq!((funcs, blocks), (1, 2 * D + 2));
    // a store and a load in every header and every latch; a phi per header
    assert_eq!((defs, uses, phis), (2 * D, 2 * D, D));
    assert!(printed > 0);
}

/// `@g`, a global of an array type nested `depth` deep, loaded whole and
/// as `i32`: opt-19 reads 20,000 levels (`tests/data/raw/deep-array-type.ll`
/// compares with it); here ten times more, on a small stack.
fn gen_deep_array_type(depth: usize) -> String {
    let ty = format!("{}i32{}", "[1 x ".repeat(depth), "]".repeat(depth));
    format!(
        "@g = global {ty} zeroinitializer\ndefine void @f(ptr %p) {{\n  %v = load {ty}, ptr @g\n  store i32 1, ptr %p\n  %w = load i32, ptr @g\n  ret void\n}}\n"
    )
}

/// A store through a GEP constant expression nested `gep_depth` deep
/// (opt-19 reads 5,000 levels, `tests/data/raw/deep-gep-constexpr.ll`),
/// and a struct constant nested `agg_depth` deep (its text grows with the
/// square of the depth: each level writes its type).
fn gen_deep_constants(gep_depth: usize, agg_depth: usize) -> String {
    let gep = format!("{}@h{}", "getelementptr (i8, ptr ".repeat(gep_depth), ", i64 1)".repeat(gep_depth));
    let (mut agg_ty, mut agg_value) = (String::from("i32"), String::from("7"));
    for _ in 0..agg_depth {
        agg_value = format!("{{ {agg_ty} {agg_value} }}");
        agg_ty = format!("{{ {agg_ty} }}");
    }
    format!(
        "@h = global [8 x i8] zeroinitializer\n@a = global {agg_ty} {agg_value}\ndefine void @f(ptr %p) {{\n  store i32 1, ptr {gep}\n  %w = load i32, ptr @h\n  store ptr {gep}, ptr %p\n  ret void\n}}\n"
    )
}

#[test]
fn two_hundred_thousand_deep_array_type() {
    let (funcs, blocks, defs, uses, phis, _) = pipeline("deep-type.ll", gen_deep_array_type(200_000));
    assert_eq!((funcs, blocks), (1, 1));
    assert_eq!((defs, uses, phis), (1, 2, 0));
}

#[test]
fn fifty_thousand_deep_gep_and_deep_struct_constants() {
    let (funcs, blocks, defs, uses, phis, _) = pipeline("deep-const.ll", gen_deep_constants(50_000, 2_000));
    assert_eq!((funcs, blocks), (1, 1));
    assert_eq!((defs, uses, phis), (2, 1, 0));
}
