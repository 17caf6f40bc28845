//! No stack overflow on deep input: a function of 1,000,000 blocks in a
//! chain and a 10,000-deep loop nest go through the library on a thread with
//! a 2 MiB stack (the usual size of a spawned thread), so any recursion on
//! input depth fails here.
//!
//! Stages covered: parse (llir). Flow and Memory SSA construction join as
//! their library APIs land.

use filetests::{gen_chain, gen_loop_nest};

/// Runs `f` on a thread with a 2 MiB stack and returns its result; a panic
/// or a stack overflow on that thread fails the test.
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

/// Parses `text` and returns (functions, blocks of the first function).
fn pipeline(name: &'static str, text: String) -> (usize, usize) {
    on_small_stack(move || {
        let module = llir::parse_module(name, text).unwrap_or_else(|e| panic!("{e}"));
        let blocks = module
            .funcs
            .values()
            .find_map(|f| f.body.as_ref().map(|b| b.blocks.len()))
            .unwrap_or(0);
        (module.funcs.len(), blocks)
    })
}

#[test]
fn million_block_chain() {
    let (funcs, blocks) = pipeline("chain.ll", gen_chain(1_000_000));
    assert_eq!(funcs, 1);
    assert_eq!(blocks, 1_000_000);
}

#[test]
fn ten_thousand_deep_loop_nest() {
    let (funcs, blocks) = pipeline("nest.ll", gen_loop_nest(10_000));
    assert_eq!(funcs, 1);
    assert_eq!(blocks, 2 * 10_000 + 2);
}
