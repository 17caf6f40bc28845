//! Andersen's solver on generated pointer programs against the naive
//! fixpoint over the same constraints (`pointsto::fuzzing::check_andersen`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = pointsto::fuzzing::check_andersen(data) {
        panic!("{f}");
    }
});
