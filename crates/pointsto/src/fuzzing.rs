//! Checks driven by arbitrary bytes, shared by the `cargo fuzz` target
//! `fuzz/fuzz_targets/andersen.rs` and the fixed-seed test
//! `tests/fuzz_smoke.rs` (the regalloc2 pattern). Compiled with the
//! `fuzzing` feature.
//!
//! [`check_andersen`] turns the bytes into a module that moves pointers
//! around ([`testgen::pointers::generate`]: allocas, heap, globals,
//! fields, pointer-integer casts, direct and indirect calls, library
//! models, unknown externals), and compares Andersen's solver with the
//! naive fixpoint ([`crate::andersen::naive::compare_with_solver`]) under
//! several configurations. A failure carries the generated IR.
//!
//! The property is that the solver's set of every local *contains* the
//! least fixpoint's (no pointee missing), not equality: HCD's offline
//! merges lose precision on cycles through a dereference that never gets
//! a writable pointee, which random programs build all the time (see the
//! FIXME tests in `andersen::tests`). The corpus test
//! `solver_matches_naive_fixpoint` still asks for equality.
//!
//! The context-sensitive modes are checked the same way, instance by
//! instance against the naive fixpoint of the same copies, and their
//! union over instances must lie within the context-insensitive sets
//! ([`crate::contexts::projection_within`]).

use crate::andersen::naive::{compare_result_with_naive, compare_with_solver, Expect};
use crate::{Config, ContextMode, EntryPoints};

/// A failed check: what went wrong, and the generated input.
pub use testgen::Failure;

/// Field objects per base object in the compared configurations: the
/// naive solver needs a round per field when a cycle of GEPs walks an
/// object (`p = q + 8; q = *p`), and at the default 513 one such module
/// takes it most of a minute. The corpus test keeps the default.
const FUZZ_MAX_FIELDS: usize = 24;

/// The configurations compared: the default, everything that changes the
/// solver's work off, and an open world with two fields per object (so
/// objects collapse).
fn configs() -> [Config; 3] {
    [
        Config {
            max_fields: FUZZ_MAX_FIELDS,
            ..Config::default()
        },
        Config {
            max_fields: FUZZ_MAX_FIELDS,
            heap_cloning: false,
            type_filter: false,
            tbaa: false,
            use_filter: false,
            ..Config::default()
        },
        Config {
            entry: EntryPoints::Exported,
            max_fields: 2,
            ..Config::default()
        },
    ]
}

/// Generates a module from `data`, parses it, and checks that Andersen's
/// solver finds at least the naive fixpoint's sets under each
/// configuration of [`configs`]. Never panics on any `data` unless this
/// crate does.
pub fn check_andersen(data: &[u8]) -> Result<(), Failure> {
    let text = testgen::pointers::generate(&mut testgen::Bytes::new(data));
    let fail = |message: String| Failure {
        message,
        input: text.clone(),
    };
    let m = llir::parse_module("generated.ll", text.clone()).map_err(|e| fail(format!("the generated module does not parse: {e}")))?;
    for (k, config) in configs().iter().enumerate() {
        compare_with_solver(&m, config, Expect::Superset).map_err(|e| fail(format!("configuration {k}: {e}")))?;
    }
    // Context sensitivity: each instance against the naive fixpoint of the
    // same copies, and the union over instances within the
    // context-insensitive sets.
    let ci = crate::Andersen::analyze(&m, &configs()[0]);
    for mode in [ContextMode::CallSite(1), ContextMode::CallSite(2), ContextMode::Args] {
        let config = Config {
            context: mode,
            ..configs()[0].clone()
        };
        let cs = crate::Andersen::analyze(&m, &config);
        compare_result_with_naive(&m, &cs, &config, Expect::Superset).map_err(|e| fail(format!("context {}: {e}", mode.name())))?;
        crate::contexts::projection_within(&ci, &cs).map_err(|e| fail(format!("context {}: {}", mode.name(), e.join("; "))))?;
    }
    Ok(())
}
