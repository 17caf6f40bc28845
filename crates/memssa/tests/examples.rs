//! Every `tests/examples/*.ll` (opt-19-canonical input) must print exactly
//! its `.expected` file, which is opt-19's
//! `print<memoryssa><no-ensure-optimized-uses>` output, and every Memory SSA
//! built on the way must pass the full verifier.

use memssa::driver::{definitions, for_each_function, print_llvm, RunOptions};
use memssa::VerifyLevel;
use std::path::Path;

fn check(path: &Path) -> Result<(), String> {
    let src = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let expected = std::fs::read_to_string(path.with_extension("expected")).map_err(|e| e.to_string())?;
    let module = llir::parse_module(&path.display().to_string(), src).map_err(|e| e.to_string())?;
    let opts = RunOptions {
        verify: Some(VerifyLevel::Full),
        ..RunOptions::default()
    };
    let funcs = definitions(&module);
    let out = print_llvm(&module, &funcs, &opts).map_err(|e| e.to_string())?;
    let out = String::from_utf8(out).map_err(|e| e.to_string())?;
    if out != expected {
        return Err(format!("output differs:\n--- expected\n{expected}\n--- got\n{out}"));
    }
    // Determinism: one thread gives the same bytes.
    let pool = rayon::ThreadPoolBuilder::new().num_threads(1).build().map_err(|e| e.to_string())?;
    let again = pool.install(|| print_llvm(&module, &funcs, &opts)).map_err(|e| e.to_string())?;
    if again != out.as_bytes() {
        return Err("output depends on the thread count".into());
    }
    // The verifier is run by print_llvm; check the fast level separately too.
    let fast = RunOptions {
        verify: Some(VerifyLevel::Fast),
        ..RunOptions::default()
    };
    for_each_function(&module, &funcs, &fast, |_| ()).map_err(|e| e.to_string())?;
    Ok(())
}

#[test]
fn examples_match_opt19() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/examples");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("examples directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    paths.sort();
    assert!(paths.len() >= 5, "examples are missing");
    let failures: Vec<String> = paths
        .iter()
        .filter_map(|p| check(p).err().map(|e| format!("{}: {e}", p.display())))
        .collect();
    assert!(failures.is_empty(), "{} failing:\n{}", failures.len(), failures.join("\n\n"));
}
