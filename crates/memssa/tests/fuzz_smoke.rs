//! The fuzz targets' checks (`memssa::fuzzing`) on fixed seeds, so that
//! `cargo test` runs the same generators and properties as `cargo fuzz`
//! without libFuzzer. Each generated case's bytes come from
//! `testgen::random_bytes(seed, len)`; a failure names the seed and prints
//! the generated IR (`cargo run -p testgen --example emit -- function
//! --seed SEED --len LEN` prints it again). The parse check runs on the
//! files of `tests/data` (the parse target's seeds) and on seeded
//! mutations of them, like the ones libFuzzer makes.

use memssa::fuzzing::{check_build, check_parse, check_walker, Failure};
use std::path::Path;

/// Runs `check` on `cases` seeded inputs of growing length.
fn run(check: fn(&[u8]) -> Result<(), Failure>, cases: u64) {
    for seed in 0..cases {
        let len = 16 + (seed as usize * 7) % 600;
        let bytes = testgen::random_bytes(seed, len);
        if let Err(f) = check(&bytes) {
            panic!("seed {seed}, len {len}: {f}");
        }
    }
}

#[test]
fn build_matches_brute_force() {
    run(check_build, 800);
}

#[test]
fn walker_matches_brute_force() {
    run(check_walker, 800);
}

/// A libFuzzer-like mutation of `input` drawn from `rng`: flip a byte,
/// delete, duplicate or overwrite a span, insert a token, or truncate.
fn mutate(input: &[u8], rng: &mut testgen::SplitMix64) -> Vec<u8> {
    const TOKENS: &[&[u8]] = &[
        b"{",
        b"}",
        b"[",
        b"(",
        b"%",
        b"@",
        b"!",
        b"#0",
        b"\n",
        b"\0",
        b"\xff",
        b"ptr",
        b"i32 ",
        b"phi",
        b" x ",
        b"999999999999999999999",
        b",",
        b"\"",
    ];
    let mut v = input.to_vec();
    let pos = |len: usize, rng: &mut testgen::SplitMix64| if len == 0 { 0 } else { (rng.next_u64() % len as u64) as usize };
    for _ in 0..1 + rng.next_u64() % 4 {
        let at = pos(v.len(), rng);
        match rng.next_u64() % 6 {
            0 if !v.is_empty() => v[at] ^= 1 << (rng.next_u64() % 8),
            1 => {
                let end = (at + 1 + pos(64, rng)).min(v.len());
                v.drain(at..end);
            }
            2 => {
                let end = (at + 1 + pos(64, rng)).min(v.len());
                let span = v[at..end].to_vec();
                v.splice(at..at, span);
            }
            3 => {
                let t = TOKENS[pos(TOKENS.len(), rng)];
                v.splice(at..at, t.iter().copied());
            }
            4 => v.truncate(at),
            _ => {
                let from = pos(v.len(), rng);
                let end = (from + 1 + pos(32, rng)).min(v.len());
                let span = v[from..end].to_vec();
                let stop = (at + span.len()).min(v.len());
                v.splice(at..stop, span);
            }
        }
    }
    v
}

#[test]
fn parse_check_on_test_data_and_mutations() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data");
    let files = testgen::files::ll_files_under(&root);
    assert!(files.len() > 100, "only {} files under {}", files.len(), root.display());
    let mut rng = testgen::SplitMix64::new(12);
    let mut cases = 0;
    for path in &files {
        let bytes = std::fs::read(path).expect("readable");
        if bytes.len() > 64 * 1024 {
            continue;
        }
        if let Err(f) = check_parse(&bytes) {
            panic!("{}: {f}", path.display());
        }
        for k in 0..4 {
            let m = mutate(&bytes, &mut rng);
            if let Err(f) = check_parse(&m) {
                panic!("{} mutation {k}: {f}", path.display());
            }
            cases += 1;
        }
    }
    assert!(cases > 400, "{cases}");
}
