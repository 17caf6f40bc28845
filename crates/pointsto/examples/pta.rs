//! Prints the Andersen points-to sets and call graph of an `.ll` file, or
//! checks its alias assertions.
//!
//! ```text
//! cargo run --release -p pointsto --example pta -- FILE.ll [--check-assertions] [--stats] [--quiet] [--open-world|--closed-world]
//! ```
//!
//! With `--check-assertions`, every call to `MAYALIAS`, `NOALIAS`,
//! `MUSTALIAS` (and `EXPECTEDFAIL_*`) is checked; the exit status is 1 if
//! any fails. A file containing a `; FS-ONLY` line only has its `MAYALIAS`
//! assertions checked.

use pointsto::check::{check_assertions, is_fs_only, Status};
use pointsto::{Andersen, Config, EntryPoints};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |f: &str| args.iter().any(|a| a == f);
    let Some(path) = args.iter().find(|a| !a.starts_with("--")) else {
        eprintln!("usage: pta FILE.ll [--check-assertions] [--stats] [--quiet] [--open-world|--closed-world]");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let fs_only = is_fs_only(&text);
    let t0 = std::time::Instant::now();
    let m = match llir::parse_module(path, text) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let parse_time = t0.elapsed();
    let mut config = Config::default();
    if flag("--open-world") {
        config.entry = EntryPoints::Exported;
    }
    if flag("--closed-world") {
        config.entry = EntryPoints::Main;
    }
    let r = Andersen::analyze(&m, &config);
    if flag("--check-assertions") {
        let outcomes = check_assertions(&r, fs_only);
        let mut failed = 0;
        for o in &outcomes {
            let f = &m.funcs[o.func];
            let line = f.body.as_ref().map(|b| {
                let span = b.insts[o.inst].span;
                llir::span::line_col(&m.source, span.start as usize).0
            });
            if !o.status.is_ok() {
                failed += 1;
            }
            if o.status != Status::Pass || !flag("--quiet") {
                println!(
                    "{}:{}: {} in @{}: {:?} (answer {:?})",
                    path,
                    line.unwrap_or(0),
                    o.assertion.name(),
                    f.name,
                    o.status,
                    o.answer
                );
            }
        }
        println!(
            "{path}: {} assertions, {} failed{}",
            outcomes.len(),
            failed,
            if fs_only { " (FS-ONLY: NOALIAS/MUSTALIAS skipped)" } else { "" }
        );
        return if failed == 0 { ExitCode::SUCCESS } else { ExitCode::from(1) };
    }
    if !flag("--quiet") {
        for (f, func) in m.funcs.iter() {
            let Some(body) = func.body.as_ref() else { continue };
            println!("@{}:", func.name);
            for (l, _) in body.locals.iter() {
                let v = llir::Value::Local(l);
                let set = r.points_to(f, v);
                if set.is_empty() {
                    continue;
                }
                let names: Vec<String> = set.iter().map(|o| r.object_name(pointsto::Obj::from_u32(o))).collect();
                println!("  {} -> {{{}}}", r.value_name(f, v), names.join(", "));
            }
        }
        println!("call graph:");
        for s in r.call_graph().sites() {
            if !s.indirect {
                continue;
            }
            let names: Vec<String> = s.callees.iter().map(|&g| format!("@{}", m.funcs[g].name)).collect();
            let span = m.funcs[s.func].body.as_ref().map(|b| b.insts[s.inst].span.start).unwrap_or(0);
            let line = llir::span::line_col(&m.source, span as usize).0;
            println!("  @{} line {}: {{{}}}", m.funcs[s.func].name, line, names.join(", "));
        }
    }
    if flag("--stats") || flag("--quiet") {
        let st = r.stats();
        eprintln!("parse: {:.3}s", parse_time.as_secs_f64());
        eprintln!("{st:#?}");
    }
    ExitCode::SUCCESS
}
