//! The parser on raw bytes, as the command-line tool reads a file: an
//! error must have a position inside the input and render as
//! `FILE:LINE:COL: error: ...`; a module that parses must get verified
//! Memory SSA and print in all three modes (`memssa::fuzzing::check_parse`).
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Err(f) = memssa::fuzzing::check_parse(data) {
        panic!("{f}");
    }
});
