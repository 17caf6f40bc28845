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
