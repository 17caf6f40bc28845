//! Our `aa-eval` output must equal opt-19's, byte for byte, on every file
//! of `tests/data` (expected outputs were produced by
//! `scripts/regen-expected.sh`, i.e. `opt-19 -passes=aa-eval
//! -print-all-alias-modref-info`, with `-evaluate-aa-metadata` for
//! `*.meta.ll`). No LLVM tool is needed to run this test.

use std::path::Path;

fn check(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let expected = std::fs::read_to_string(path.with_extension("expected")).map_err(|e| format!("expected file: {e}"))?;
    let name = path.to_string_lossy().into_owned();
    let module = llir::parse_module(&name, text).map_err(|e| e.to_string())?;
    let opts = alias::AaEvalOptions {
        evaluate_metadata: name.ends_with(".meta.ll"),
        pipeline: None,
    };
    let got = alias::aa_eval(&module, opts);
    if got == expected {
        return Ok(());
    }
    let diff: Vec<String> = expected
        .lines()
        .zip(got.lines())
        .filter(|(a, b)| a != b)
        .take(5)
        .map(|(a, b)| format!("  opt: {a}\n  we:  {b}"))
        .collect();
    Err(format!(
        "output differs ({} vs {} lines):\n{}",
        expected.lines().count(),
        got.lines().count(),
        diff.join("\n")
    ))
}

#[test]
fn aa_eval_matches_opt19() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/data")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 8, "test data missing");
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| check(p).err().map(|e| format!("{}: {e}", p.display())))
        .collect();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
