//! The caching clobber walker on generated functions against a
//! brute-force clobber search over CFG paths: dominance, soundness, the
//! nearest clobber when all paths agree, and the exact model of LLVM's
//! walker when no pointer changes along a path
//! (`memssa::fuzzing::check_walker`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = memssa::fuzzing::check_walker(data) {
        panic!("{f}");
    }
});
