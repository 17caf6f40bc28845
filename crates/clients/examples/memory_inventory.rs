//! Every load and store of a module with where it sits, for matching
//! instructions between a module and opt-19's output of it
//! (`scripts/clients-vs-opt.sh`). One tab-separated line per load or store
//! of every function definition, in file order:
//!
//! `line  function  kind  block  loop_depth  text`
//!
//! `kind` is `load` or `store`; `block` the block's label as printed
//! (`bb3` without the `%`, or its number); `loop_depth` the depth of the
//! block in the natural loop forest (0 outside loops and in unreachable
//! blocks); `text` the first line of the instruction, trimmed.
//!
//! Usage: cargo run -p clients --example memory_inventory FILE.ll

use flow::{Cfg, DomTree, LoopForest};
use llir::InstKind;
use std::io::Write;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: memory_inventory FILE.ll");
        std::process::exit(2);
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: {e}");
            std::process::exit(2);
        }
    };
    let module = match llir::parse_module_bytes(&path, bytes) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(2);
        }
    };
    // Line starts, for the line of each instruction in O(log n).
    let starts: Vec<usize> = std::iter::once(0)
        .chain(module.source.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(k, _)| k + 1))
        .collect();
    let out = std::io::stdout();
    let mut out = std::io::BufWriter::new(out.lock());
    for (_, f) in module.funcs.iter() {
        let Some(body) = f.body.as_ref() else { continue };
        let cfg = Cfg::from_body(body);
        let dom = DomTree::compute(&cfg);
        let loops = LoopForest::compute(&cfg, &dom);
        for (b, block) in body.blocks.iter() {
            let mut name = Vec::new();
            memssa::print::llvm::write_block_name(body, b, &mut name);
            let name = String::from_utf8_lossy(&name);
            for &i in &block.insts {
                let kind = match body.insts[i].kind {
                    InstKind::Load { .. } => "load",
                    InstKind::Store { .. } => "store",
                    _ => continue,
                };
                let start = body.insts[i].span.range().start;
                let line = starts.partition_point(|&s| s <= start);
                let text = module.source[body.insts[i].span.range()].lines().next().unwrap_or("").trim();
                let depth = loops.loop_depth(b);
                // A closed pipe (`| head`) ends the listing quietly.
                if writeln!(out, "{line}\t{}\t{kind}\t{name}\t{depth}\t{text}", f.name).is_err() {
                    return;
                }
            }
        }
    }
    let _ = out.flush();
}
