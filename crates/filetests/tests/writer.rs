//! llir's IR writer against `opt-19 -S`, file by file, byte for byte.
//!
//! For every `tests/data/**/*.ll` (except `errors/`), the module is parsed
//! under its bare file name and written with `llir::writer::write_module`.
//! The expectation is opt-19's `-S` output of the file, run from the file's
//! directory: for canonical inputs that is the input itself
//! (`scripts/regen-expected.sh` canonicalizes them and `--check` holds
//! them so); for raw inputs (`tests/data/raw/`, kept as written) and
//! `*uselistorder*` inputs (which keep their directives, which plain
//! `opt -S` drops) the `<name>.write.expected` file regen-expected writes.
//!
//! [`KNOWN_GAPS`] lists the inputs the writer does not print as opt does
//! yet, each with the reason; the test also fails if one of them starts to
//! match, so the list cannot go stale.

use filetests::{data_dir, first_difference, inputs, is_raw_input, repo_root};
use std::fmt::Write as _;
use std::path::Path;

/// Inputs (relative to `tests/data`) whose written text still differs
/// from opt-19's, and why.
const KNOWN_GAPS: &[(&str, &str)] = &[];

fn rel(p: &Path) -> String {
    p.strip_prefix(data_dir()).unwrap_or(p).to_string_lossy().replace('\\', "/")
}

#[test]
fn writer_matches_opt_s() {
    let mut failures = String::new();
    let mut compared = 0;
    let mut gaps_seen = 0;
    for input in inputs(&data_dir(), false) {
        let r = rel(&input);
        let text = std::fs::read(&input).unwrap_or_else(|e| panic!("{r}: {e}"));
        let name = input.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let e = input.with_extension("write.expected");
        let expected = if is_raw_input(&r) || r.contains("uselistorder") {
            match std::fs::read_to_string(&e) {
                Ok(t) => t,
                Err(_) => {
                    let _ = writeln!(failures, "{r}: missing {} (run scripts/regen-expected.sh)", rel(&e));
                    continue;
                }
            }
        } else {
            String::from_utf8_lossy(&text).into_owned()
        };
        let module = match llir::parse_module_bytes(&name, text) {
            Ok(m) => m,
            Err(e) => {
                let _ = writeln!(failures, "{r}: does not parse: {e}");
                continue;
            }
        };
        let got = llir::writer::write_module(&module);
        compared += 1;
        let gap = KNOWN_GAPS.iter().find(|g| g.0 == r);
        match (first_difference(&expected, &got), gap) {
            (None, None) => {}
            (Some(_), Some(_)) => gaps_seen += 1,
            (None, Some(g)) => {
                let _ = writeln!(failures, "{r}: now identical to opt-19 -S; remove it from KNOWN_GAPS ({})", g.1);
            }
            (Some(d), None) => {
                let _ = writeln!(failures, "{r}: {} lines differ\n{}", d.differing_lines, d.excerpt);
            }
        }
    }
    assert!(compared > 100, "only {compared} inputs under {}", repo_root().display());
    assert_eq!(gaps_seen, KNOWN_GAPS.len(), "a KNOWN_GAPS entry names no input");
    assert!(failures.is_empty(), "writer differs from opt-19 -S:\n{failures}");
}
