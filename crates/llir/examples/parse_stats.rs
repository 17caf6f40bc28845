//! Parses `.ll` files and prints entity counts and throughput.
//!
//! Usage: `cargo run --release -p llir --example parse_stats -- [--repeat N] FILE...`
//! With `--repeat N` each file is parsed N times and the fastest run is
//! reported (the machine may be shared). With `--check` every body is
//! cross-checked against its text: each instruction line is covered by
//! exactly one instruction span, labels match block names, numbered
//! results match their names. Exits with status 1 if any file
//! fails to parse (the error is printed).

use std::time::Instant;

fn main() {
    let mut failed = false;
    let mut total_bytes = 0usize;
    let mut total_secs = 0f64;
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut repeat = 1;
    let mut check_text = false;
    if args.first().map(String::as_str) == Some("--check") {
        check_text = true;
        args.remove(0);
    }
    if args.first().map(String::as_str) == Some("--repeat") && args.len() > 1 {
        repeat = args[1].parse().unwrap_or(1);
        args.drain(..2);
    }
    for path in args {
        let bytes = match std::fs::read(&path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{path}: {e}");
                failed = true;
                continue;
            }
        };
        let len = bytes.len();
        let mut secs = f64::INFINITY;
        let mut cpu = f64::INFINITY;
        let mut r = None;
        for _ in 0..repeat.max(1) {
            let input = bytes.clone();
            let c0 = cpu_secs();
            let t = Instant::now();
            let m = llir::parse_module_bytes(&path, input);
            secs = secs.min(t.elapsed().as_secs_f64());
            cpu = cpu.min(cpu_secs() - c0);
            r = Some(m);
        }
        let Some(r) = r else { continue };
        match r {
            Ok(m) => {
                if check_text {
                    if let Err(e) = check(&m) {
                        println!("{path}: CHECK FAILED: {e}");
                        failed = true;
                    }
                }
                total_bytes += len;
                total_secs += secs;
                let bodies: Vec<_> = m.funcs.values().filter_map(|f| f.body.as_ref()).collect();
                let blocks: usize = bodies.iter().map(|b| b.blocks.len()).sum();
                let insts: usize = bodies.iter().map(|b| b.insts.len()).sum();
                println!(
                    "{path}: {:.1} MB, {} funcs ({} defined), {} globals, {} blocks, {} insts, {} md nodes, {} types: {:.1} ms, {:.0} MB/s (CPU time of all threads {:.1} ms, {:.0} MB per CPU-second)",
                    len as f64 / 1e6,
                    m.funcs.len(),
                    bodies.len(),
                    m.globals.len(),
                    blocks,
                    insts,
                    m.md_nodes.len(),
                    m.types.len(),
                    secs * 1e3,
                    len as f64 / 1e6 / secs,
                    cpu * 1e3,
                    len as f64 / 1e6 / cpu
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

/// Cross-checks spans and names against the text (for LLVM-printed IR).
fn check(m: &llir::Module) -> Result<(), String> {
    use llir::BlockName;
    for f in m.funcs.values() {
        let Some(b) = &f.body else { continue };
        let text = &m.source[f.span.range()];
        let open = text.find("{\n").ok_or("no body start")? + 2;
        let base = f.span.start as usize;
        // Map of instruction start offsets.
        let starts: std::collections::HashMap<usize, usize> =
            b.insts.values().enumerate().map(|(k, i)| (i.span.start as usize, k)).collect();
        let labels: std::collections::HashMap<usize, usize> = b
            .blocks
            .values()
            .enumerate()
            .filter_map(|(k, bb)| bb.label.map(|l| (l.start as usize, k)))
            .collect();
        let mut covered_until = 0usize;
        let mut pos = base + open;
        let end = f.span.end as usize - 1;
        let mut seen_insts = 0;
        while pos < end {
            let line_end = m.source[pos..].find('\n').map_or(m.source.len(), |i| pos + i);
            let line = &m.source[pos..line_end];
            let trimmed = line.trim_start();
            let first = pos + (line.len() - trimmed.len());
            if trimmed.is_empty() || trimmed.starts_with(';') || trimmed.starts_with("#dbg_") || first < covered_until {
                // blank, comment, debug record, or continuation of a multi-line instruction
            } else if let Some(&k) = labels.get(&first) {
                let bb = &b.blocks.values().nth(k).unwrap();
                let l = bb.label.unwrap();
                if m.source[l.range()] != *line {
                    return Err(format!("@{}: label span {:?} != line {line:?}", f.name, &m.source[l.range()]));
                }
                let name = trimmed.split(':').next().unwrap();
                match &bb.name {
                    BlockName::Numbered(n) if n.to_string() == name => {}
                    BlockName::Named(n) if !name.starts_with('"') && **n == *name => {}
                    BlockName::Named(_) if name.starts_with('"') => {}
                    other => return Err(format!("@{}: label {name} parsed as {other:?}", f.name)),
                }
            } else if let Some(&k) = starts.get(&first) {
                let i = b.insts.values().nth(k).unwrap();
                seen_insts += 1;
                covered_until = i.span.end as usize;
                let t = &m.source[i.span.range()];
                if !t.contains('\n') && t != trimmed {
                    return Err(format!("@{}: span {t:?} != line {trimmed:?}", f.name));
                }
                if let Some(rest) = trimmed.strip_prefix('%') {
                    let name = rest.split(" = ").next().unwrap();
                    let l = i.result.ok_or_else(|| format!("@{}: {trimmed:?} has no result", f.name))?;
                    let ln = &b.locals[l].name;
                    if !name.starts_with('"') && **ln != *name {
                        return Err(format!("@{}: result {name} parsed as {ln}", f.name));
                    }
                }
            } else {
                return Err(format!("@{}: line not covered: {line:?}", f.name));
            }
            pos = line_end + 1;
        }
        if seen_insts != b.insts.len() {
            return Err(format!("@{}: {} instruction lines, {} parsed", f.name, seen_insts, b.insts.len()));
        }
        // The unnamed entry block takes the slot after the unnamed arguments.
        if let BlockName::Numbered(n) = &b.blocks.values().next().unwrap().name {
            let unnamed_args = b
                .locals
                .values()
                .take(f.params.len())
                .filter(|l| l.name.parse::<u32>().is_ok())
                .count();
            if b.blocks.values().next().unwrap().label.is_none() && *n as usize != unnamed_args {
                return Err(format!("@{}: entry numbered {n}, expected {unnamed_args}", f.name));
            }
        }
    }
    Ok(())
}

/// CPU time consumed so far by all threads of this process (Linux), in
/// seconds; 0 where unavailable.
fn cpu_secs() -> f64 {
    let Ok(dir) = std::fs::read_dir("/proc/self/task") else {
        return 0.0;
    };
    let mut ns = 0u64;
    for e in dir.flatten() {
        if let Ok(s) = std::fs::read_to_string(e.path().join("schedstat")) {
            ns += s.split_whitespace().next().and_then(|v| v.parse::<u64>().ok()).unwrap_or(0);
        }
    }
    ns as f64 / 1e9
}
