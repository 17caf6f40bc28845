//! `memssa dot` against opt-19's `-dot-cfg-mssa` output, stored next to
//! each input in `tests/dot_data` (node addresses renamed in order of
//! appearance; regenerate with `opt-19 -passes='print<memoryssa>'
//! -dot-cfg-mssa=OUT -disable-output FILE` and that renaming, as
//! `scripts/dot-conformance.sh` does).

use memssa::driver::{self, RunOptions};
use std::path::PathBuf;

#[test]
fn dot_graphs_equal_opt_19() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/dot_data");
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/dot_data exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 2, "expected DOT test inputs in {}", dir.display());
    for input in inputs {
        let text = std::fs::read_to_string(&input).expect("readable");
        let module = llir::parse_module(&input.display().to_string(), text).expect("parses");
        let func = *driver::definitions(&module).last().expect("a definition");
        let got = driver::dot_function(&module, func, &RunOptions::default(), memssa::DEFAULT_WALK_LIMIT)
            .expect("builds")
            .expect("has a body");
        let want = std::fs::read_to_string(input.with_extension("dot")).expect("expected .dot exists");
        assert_eq!(got, want, "{}", input.display());
    }
}
