//! Checks points-to sets against a real run: every global variable or
//! function that a loaded pointer pointed into at run time must be in the
//! set of that load's result, in Andersen's result and in the
//! flow-sensitive one.
//!
//! ```text
//! cargo run --release -p pointsto --example dyncheck_loads -- FILE.ll LOADS.tsv GLOBALS.txt FUNCS.txt OBSERVED.tsv
//! ```
//!
//! The last four files come from `scripts/dynamic/instrument.py` and the
//! run of the program it instrumented (`scripts/dynamic/runtime.c`,
//! `$DYNCHECK_LOADS`): LOADS.tsv maps each instrumented load to its line in
//! FILE.ll; OBSERVED.tsv lists (load, `g`|`f`, index into GLOBALS.txt or
//! FUNCS.txt). Prints the counts and every pair a set lacks; exit status 1
//! if any set lacks one, 2 on unusable input. `scripts/dynamic-check.sh`
//! runs it.

use llir::{GlobalRef, Value};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::{Andersen, Config, Obj, PtsSet};
use std::collections::HashMap;
use std::process::ExitCode;

fn read(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))
}

fn lines(path: &str) -> Result<Vec<String>, String> {
    Ok(read(path)?.lines().map(str::to_owned).collect())
}

fn run(args: &[String]) -> Result<bool, String> {
    let [ir, loads, globals, funcs, observed] = args else {
        return Err("usage: dyncheck_loads FILE.ll LOADS.tsv GLOBALS.txt FUNCS.txt OBSERVED.tsv".into());
    };
    let m = llir::parse_module(ir, read(ir)?).map_err(|e| e.to_string())?;
    let (globals, funcs) = (lines(globals)?, lines(funcs)?);
    let mut load_line = HashMap::new();
    for l in lines(loads)? {
        let (id, line) = l.split_once('\t').ok_or("LOADS.tsv: expected `load<TAB>line`")?;
        load_line.insert(
            id.parse::<u32>().map_err(|e| e.to_string())?,
            line.parse::<usize>().map_err(|e| e.to_string())?,
        );
    }
    // Line of every instruction result, from the byte offsets of line starts.
    let starts: Vec<usize> = std::iter::once(0).chain(m.source.match_indices('\n').map(|(i, _)| i + 1)).collect();
    let mut at_line = HashMap::new();
    for (f, fd) in m.funcs.iter() {
        let Some(body) = &fd.body else { continue };
        for (_, d) in body.insts.iter() {
            if let Some(r) = d.result {
                let line = starts.partition_point(|&s| s <= d.span.start as usize);
                at_line.insert(line, (f, r));
            }
        }
    }
    let a = Andersen::analyze(&m, &Config::default());
    let fs = FlowSensitive::analyze(&a);
    let objs = a.objects();
    let covers = |set: &PtsSet, want: Obj| set.iter().any(|o| objs.base(objs.normalize(Obj::from_u32(o))) == want);
    let (mut pairs, mut missing_a, mut missing_fs) = (0usize, Vec::new(), Vec::new());
    for l in lines(observed)? {
        let cols: Vec<&str> = l.split('\t').collect();
        let [id, kind, index] = cols[..] else {
            return Err(format!("OBSERVED: bad line `{l}`"));
        };
        let id: u32 = id.parse().map_err(|e| format!("OBSERVED `{l}`: {e}"))?;
        let index: usize = index.parse().map_err(|e| format!("OBSERVED `{l}`: {e}"))?;
        let line = *load_line.get(&id).ok_or_else(|| format!("load {id} not in LOADS.tsv"))?;
        let &(f, r) = at_line
            .get(&line)
            .ok_or_else(|| format!("{ir}:{line}: no instruction result there"))?;
        let (name, want) = match kind {
            "g" => {
                let name = globals.get(index).ok_or("global index out of range")?;
                let Some(GlobalRef::Global(g)) = m.symbol(name) else {
                    return Err(format!("@{name}: not a global variable of {ir}"));
                };
                let Some(o) = a.global_object(g) else { continue };
                (name, o)
            }
            "f" => {
                let name = funcs.get(index).ok_or("function index out of range")?;
                let Some(GlobalRef::Func(g)) = m.symbol(name) else {
                    return Err(format!("@{name}: not a function of {ir}"));
                };
                (name, a.function_object(g))
            }
            _ => return Err(format!("OBSERVED `{l}`: kind is not g or f")),
        };
        let want = objs.base(objs.normalize(want));
        pairs += 1;
        let v = Value::Local(r);
        let fname = &m.funcs[f].name;
        let value = a.value_name(f, v);
        if !covers(a.points_to(f, v), want) {
            missing_a.push(format!("{ir}:{line}: @{fname} {value} lacks @{name} (Andersen)"));
        }
        if !covers(fs.points_to(f, v), want) {
            missing_fs.push(format!("{ir}:{line}: @{fname} {value} lacks @{name} (flow-sensitive)"));
        }
    }
    println!("run-time (load, global or function) pairs: {pairs}");
    println!("Andersen's sets lack: {}", missing_a.len());
    println!("flow-sensitive sets lack: {}", missing_fs.len());
    for x in missing_a.iter().chain(&missing_fs).take(200) {
        println!("  {x}");
    }
    Ok(missing_a.is_empty() && missing_fs.is_empty())
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("dyncheck_loads: {e}");
            ExitCode::from(2)
        }
    }
}
