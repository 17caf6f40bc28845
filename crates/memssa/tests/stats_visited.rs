//! `memssa stats` counts each body while the module is parsed
//! (`driver::body_stats` as the visitor of
//! `llir::parse_module_bytes_visiting`, then `driver::stats_visited`): the
//! totals must be those of `driver::stats` over the fully parsed module,
//! on every test input, with the full verifier on.

use memssa::driver::{body_stats, definitions, stats, stats_visited, RunOptions};
use memssa::VerifyLevel;
use std::path::Path;
use testgen::files::ll_files_under;

#[test]
fn counting_while_parsing_gives_the_counts_of_the_whole_module() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = ll_files_under(&root.join("../../tests/data"));
    files.extend(ll_files_under(&root.join("tests/examples")));
    let opts = RunOptions {
        verify: Some(VerifyLevel::Full),
        ..RunOptions::default()
    };
    let mut compared = 0;
    for f in &files {
        let name = f.display().to_string();
        let bytes = std::fs::read(f).expect("readable");
        let Ok(module) = llir::parse_module_bytes(&name, bytes.clone()) else {
            continue;
        };
        let whole = stats(&module, &definitions(&module), &opts).map_err(|e| e.to_string());
        let count = |m: &llir::Module, func: llir::Func, b: &llir::Body| body_stats(m, func, b, &opts);
        let visited = llir::parse_module_bytes_visiting(&name, bytes, &count).expect("parses as the plain parse does");
        let streamed = stats_visited(&visited, &opts).map_err(|e| e.to_string());
        assert_eq!(streamed, whole, "{name}");
        compared += 1;
    }
    assert!(compared > 100, "only {compared} inputs compared");
}
