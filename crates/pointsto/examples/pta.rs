//! Prints the Andersen points-to sets and call graph of an `.ll` file, or
//! checks its alias assertions.
//!
//! ```text
//! cargo run --release -p pointsto --example pta -- FILE.ll [--check-assertions] [--stats] [--quiet] [--open-world|--closed-world] [--context MODE]
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
    let Some(path) = args
        .iter()
        .enumerate()
        .find(|&(i, a)| !a.starts_with("--") && (i == 0 || args[i - 1] != "--context"))
        .map(|(_, a)| a)
    else {
        eprintln!("usage: pta FILE.ll [--check-assertions] [--stats] [--quiet] [--open-world|--closed-world] [--context MODE]");
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
    if let Some(i) = args.iter().position(|a| a == "--context") {
        match args.get(i + 1).and_then(|m| pointsto::ContextMode::from_name(m)) {
            Some(mode) => config.context = mode,
            None => {
                eprintln!("--context takes none, 1-callsite, 2-callsite or args");
                return ExitCode::from(2);
            }
        }
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
    if flag("--collapsed") {
        let objs = r.objects();
        for o in objs.ids() {
            if objs.base(o) == o && objs.is_collapsed(o) && !matches!(objs.kind(o), pointsto::ObjKind::Function(_)) {
                let c: Vec<String> = r
                    .object_contents(o)
                    .iter()
                    .take(12)
                    .map(|x| r.object_name(pointsto::Obj::from_u32(x)))
                    .collect();
                println!(
                    "collapsed: {} (contents {}: {})",
                    r.object_name(o),
                    r.object_contents(o).len(),
                    c.join(", ")
                );
            }
        }
    }
    if flag("--largest") {
        let objs = r.objects();
        let mut best: Option<&pointsto::PtsSet> = None;
        for (f, func) in m.funcs.iter() {
            let Some(body) = func.body.as_ref() else { continue };
            for (l, _) in body.locals.iter() {
                let s = r.points_to(f, llir::Value::Local(l));
                if best.is_none_or(|b| s.len() > b.len()) {
                    best = Some(s);
                }
            }
        }
        if let Some(b) = best {
            let mut kinds: std::collections::BTreeMap<String, (usize, std::collections::BTreeSet<u32>)> = Default::default();
            for o in b.iter() {
                let o = pointsto::Obj::from_u32(o);
                let k = format!("{:?}", objs.kind(o));
                let k = k.split(['(', ' ']).next().unwrap_or("").to_string();
                let e = kinds.entry(k).or_default();
                e.0 += 1;
                e.1.insert(objs.base(o).as_u32());
            }
            for (k, (n, bases)) in kinds {
                println!("largest set: {k}: {n} objects in {} bases", bases.len());
            }
            let names: Vec<String> = b.iter().take(60).map(|o| r.object_name(pointsto::Obj::from_u32(o))).collect();
            println!("sample: {}", names.join(" "));
        }
    }
    if flag("--stats") || flag("--quiet") {
        let st = r.stats();
        eprintln!("parse: {:.3}s", parse_time.as_secs_f64());
        eprintln!("{st:#?}");
    }
    ExitCode::SUCCESS
}
