//! Memory SSA of generated functions (random CFGs, irreducible loops,
//! unreachable blocks, duplicate switch edges, loads, stores, atomics,
//! calls): verified, and its def chains and phi placement equal to the
//! brute-force search on the CFG (`memssa::fuzzing::check_build`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = memssa::fuzzing::check_build(data) {
        panic!("{f}");
    }
});
