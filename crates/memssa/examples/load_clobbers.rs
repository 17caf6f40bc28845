//! `cargo run -p memssa --example load_clobbers -- FILE.ll`: for every load
//! of every function defined in `FILE.ll`, prints what clobbers it,
//! according to the clobber walker (opt-19's default alias analysis,
//! default walk limit):
//!
//! ```text
//! @f  %v = load i32, ptr %p, align 4  store i32 0, ptr %p, align 4
//! @f  %w = load i32, ptr %q, align 4  liveOnEntry
//! @f  %x = load i32, ptr %p, align 4  MemoryPhi of block %join
//! ```
//!
//! Columns (separated by tabs, shown as spaces above): the function, the load's text, and its clobber:
//! the clobbering instruction's text, `liveOnEntry` (nothing in the function
//! writes the loaded memory before the load), or the MemoryPhi of a block
//! (different paths reach the load with different clobbers). Exit status 2
//! on unreadable or malformed input.

use llir::{BlockName, InstKind, Module};
use memssa::{driver, AccessKind, ClobberWalker, WalkerConfig};
use std::io::Write;
use std::process::ExitCode;

/// The text of instruction `i` as written in the source.
fn inst_text<'a>(module: &'a Module, body: &llir::Body, i: llir::Inst) -> &'a str {
    let span = body.insts[i].span;
    module.source.get(span.range()).unwrap_or("<?>").trim()
}

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: load_clobbers FILE.ll");
        return ExitCode::from(2);
    };
    let bytes = match std::fs::read(&path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{path}: error: cannot read: {e}");
            return ExitCode::from(2);
        }
    };
    let module = match llir::parse_module_bytes(&path, bytes) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for func in driver::definitions(&module) {
        let Some(Ok(fa)) = driver::analyze_function(&module, func, &driver::RunOptions::default()) else {
            continue;
        };
        let (body, dom, mut mssa) = (fa.body, fa.dom, fa.mssa);
        let Ok(aa) = alias::FunctionAA::new(&module, func, &dom) else {
            continue;
        };
        let batch = alias::BatchAA::new(&aa);
        let mut walker = ClobberWalker::new(&aa, &batch, &dom, WalkerConfig::default());
        let name = &module.funcs[func].name;
        for (_, block) in body.blocks.iter() {
            for &i in &block.insts {
                if !matches!(body.insts[i].kind, InstKind::Load { .. }) {
                    continue;
                }
                let Some(access) = mssa.access_of(i) else { continue };
                let clobber = walker.clobbering_access(&mut mssa, access);
                let what = match mssa.kind(clobber) {
                    AccessKind::LiveOnEntry => "liveOnEntry".to_string(),
                    AccessKind::Phi => match &body.blocks[mssa.block(clobber)].name {
                        BlockName::Named(n) => format!("MemoryPhi of block %{n}"),
                        BlockName::Numbered(n) => format!("MemoryPhi of block %{n}"),
                    },
                    AccessKind::Def | AccessKind::Use => match mssa.inst(clobber) {
                        Some(c) => inst_text(&module, body, c).to_string(),
                        None => "?".to_string(),
                    },
                };
                if writeln!(out, "@{name}\t{}\t{what}", inst_text(&module, body, i)).is_err() {
                    return ExitCode::SUCCESS;
                }
            }
        }
    }
    let _ = out.flush();
    ExitCode::SUCCESS
}
