//! The fuzz target's check (`pointsto::fuzzing::check_andersen`: the
//! solver against the naive fixpoint on generated pointer programs) on
//! fixed seeds, so that `cargo test` runs it without libFuzzer. Each
//! case's bytes come from `testgen::random_bytes(seed, len)`; a failure
//! names the seed and prints the generated IR (`cargo run -p testgen
//! --example emit -- pointers --seed SEED --len LEN` prints it again).

use pointsto::fuzzing::check_andersen;

#[test]
fn solver_matches_naive_fixpoint_on_generated_modules() {
    for seed in 0..500u64 {
        let len = 16 + (seed as usize * 13) % 900;
        let bytes = testgen::random_bytes(seed, len);
        if let Err(f) = check_andersen(&bytes) {
            panic!("seed {seed}, len {len}: {f}");
        }
    }
}
