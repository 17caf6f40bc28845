//! The `.ll` files the repository ships as test inputs, for tests that
//! run over all of them.

use std::path::{Path, PathBuf};

/// Every `.ll` file under `dir` (its subdirectories included), sorted.
/// A directory that cannot be read contributes nothing (a test asserts
/// how many inputs it found); the walk keeps its own stack, so the depth
/// of the tree costs no native stack.
pub fn ll_files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut dirs = vec![dir.to_path_buf()];
    while let Some(d) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ll") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
