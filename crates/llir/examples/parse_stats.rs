//! Parses `.ll` files and prints entity counts and throughput.
//!
//! Usage: `cargo run --release -p llir --example parse_stats -- FILE...`
//! Exits with status 1 if any file fails to parse (the error is printed).

use std::time::Instant;

fn main() {
    let mut failed = false;
    let mut total_bytes = 0usize;
    let mut total_secs = 0f64;
    for path in std::env::args().skip(1) {
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
                continue;
            }
        };
        let len = bytes.len();
        let t = Instant::now();
        let r = llir::parse_module_bytes(&path, bytes);
        let secs = t.elapsed().as_secs_f64();
        match r {
            Ok(m) => {
                total_bytes += len;
                total_secs += secs;
                let bodies: Vec<_> = m.funcs.values().filter_map(|f| f.body.as_ref()).collect();
                let blocks: usize = bodies.iter().map(|b| b.blocks.len()).sum();
                let insts: usize = bodies.iter().map(|b| b.insts.len()).sum();
                println!(
                    "{path}: {:.1} MB, {} funcs ({} defined), {} globals, {} blocks, {} insts, {} md nodes, {} types: {:.1} ms, {:.0} MB/s",
                    len as f64 / 1e6,
                    m.funcs.len(),
                    bodies.len(),
                    m.globals.len(),
                    blocks,
                    insts,
                    m.md_nodes.len(),
                    m.types.len(),
                    secs * 1e3,
                    len as f64 / 1e6 / secs
                );
            }
            Err(e) => {
                println!("{e}");
                failed = true;
            }
        }
    }
    if total_secs > 0.0 {
        println!(
            "total: {:.1} MB in {:.1} ms, {:.0} MB/s",
            total_bytes as f64 / 1e6,
            total_secs * 1e3,
            total_bytes as f64 / 1e6 / total_secs
        );
    }
    if failed {
        std::process::exit(1);
    }
}
