//! Counts of a module's memory instructions, for comparing `memssa opt`
//! with opt-19's passes by what their outputs contain
//! (`scripts/clients-vs-opt.sh`): `loads stores loads_in_loops`, tab-
//! separated, over every function definition (a load is in a loop when
//! its block is in a natural loop; unreachable blocks count as in none).
//!
//! Usage: cargo run -p clients --example memory_counts FILE.ll

use flow::{Cfg, DomTree, LoopForest};
use llir::InstKind;

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: memory_counts FILE.ll");
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
    let (mut loads, mut stores, mut in_loops) = (0u64, 0u64, 0u64);
    for (_, f) in module.funcs.iter() {
        let Some(body) = f.body.as_ref() else { continue };
        let cfg = Cfg::from_body(body);
        let dom = DomTree::compute(&cfg);
        let loops = LoopForest::compute(&cfg, &dom);
        for (b, block) in body.blocks.iter() {
            for &i in &block.insts {
                match body.insts[i].kind {
                    InstKind::Load { .. } => {
                        loads += 1;
                        if loops.loop_depth(b) > 0 {
                            in_loops += 1;
                        }
                    }
                    InstKind::Store { .. } => stores += 1,
                    _ => {}
                }
            }
        }
    }
    println!("{loads}\t{stores}\t{in_loops}");
}
