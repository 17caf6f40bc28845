//! Checks points-to sets against a real run: every object that a loaded
//! pointer pointed into at run time (a global variable, a function, or a
//! live stack or heap object allocated in the module) must be in the set of
//! that load's result, in Andersen's result and in the flow-sensitive one.
//! A heap object counts as covered by any object of its allocation site,
//! including the copies named per call site of an allocation wrapper.
//!
//! ```text
//! cargo run --release -p pointsto --example dyncheck_loads -- FILE.ll LOADS.tsv GLOBALS.txt FUNCS.txt ALLOCS.tsv OBSERVED.tsv [--context M1,M2,...]
//! ```
//!
//! `--context` takes one context mode or a comma list (default `none`);
//! each is checked in turn, all planned from one context-insensitive
//! solve (`Andersen::analyze_from`), which is also the `none` result.
//!
//! The last five files come from `scripts/dynamic/instrument.py` and the
//! run of the program it instrumented (`scripts/dynamic/runtime.c`,
//! `$DYNCHECK_LOADS`): LOADS.tsv and ALLOCS.tsv map each instrumented load
//! and allocation site to its line in FILE.ll; OBSERVED.tsv lists (load,
//! `g`|`f`|`s`|`h`, index into GLOBALS.txt, FUNCS.txt or ALLOCS.tsv).
//! Prints the counts and every pair a set lacks; exit status 1 if any set
//! lacks one, 2 on unusable input (an empty record included).
//! `scripts/dynamic-check.sh` runs it.

use llir::{GlobalRef, Value};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::{Andersen, Config, ContextMode, Obj, ObjKind, PtsSet};
use std::collections::HashMap;
use std::process::ExitCode;

fn read(path: &str) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))
}

fn lines(path: &str) -> Result<Vec<String>, String> {
    Ok(read(path)?.lines().map(str::to_owned).collect())
}

fn run(args: &[String]) -> Result<bool, String> {
    let (args, contexts) = match args {
        [rest @ .., flag, modes] if flag == "--context" => {
            let modes: Result<Vec<ContextMode>, String> = modes
                .split(',')
                .map(|m| ContextMode::from_name(m).ok_or_else(|| format!("unknown context mode `{m}`")))
                .collect();
            (rest, modes?)
        }
        _ => (args, vec![ContextMode::None]),
    };
    let [ir, loads, globals, funcs, allocs, observed] = args else {
        return Err("usage: dyncheck_loads FILE.ll LOADS.tsv GLOBALS.txt FUNCS.txt ALLOCS.tsv OBSERVED.tsv [--context MODE,...]".into());
    };
    let m = llir::parse_module(ir, read(ir)?).map_err(|e| e.to_string())?;
    let (globals, funcs) = (lines(globals)?, lines(funcs)?);
    let mut alloc_line = Vec::new();
    for l in lines(allocs)? {
        let line = l.rsplit('\t').next().and_then(|x| x.parse::<usize>().ok());
        alloc_line.push(line.ok_or("ALLOCS.tsv: expected `alloc<TAB>kind<TAB>line`")?);
    }
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
        for (i, d) in body.insts.iter() {
            if let Some(r) = d.result {
                let line = starts.partition_point(|&s| s <= d.span.start as usize);
                at_line.insert(line, (f, i, r));
            }
        }
    }
    let inputs = Inputs {
        ir,
        m: &m,
        globals: &globals,
        funcs: &funcs,
        alloc_line: &alloc_line,
        load_line: &load_line,
        at_line: &at_line,
        observed: lines(observed)?,
        observed_path: observed,
    };
    // Every mode is planned from this one solve, which is also `none`'s.
    let ci = Andersen::analyze(&m, &Config::default());
    let mut all_ok = true;
    for &context in &contexts {
        let own;
        let a = if context == ContextMode::None {
            &ci
        } else {
            own = Andersen::analyze_from(
                &m,
                &Config {
                    context,
                    ..Config::default()
                },
                &ci,
            );
            &own
        };
        all_ok &= check_mode(&inputs, a, context)?;
    }
    Ok(all_ok)
}

/// What the checks of every mode share: the module, the files of the
/// instrumented run, and where each instruction result is.
struct Inputs<'a, 'm> {
    ir: &'a str,
    m: &'m llir::Module,
    globals: &'a [String],
    funcs: &'a [String],
    alloc_line: &'a [usize],
    load_line: &'a HashMap<u32, usize>,
    at_line: &'a HashMap<usize, (llir::Func, llir::Inst, llir::Local)>,
    observed: Vec<String>,
    observed_path: &'a str,
}

/// Checks every observed (load, object) pair against `a` and the
/// flow-sensitive result built on it; prints the counts and the misses.
fn check_mode(inputs: &Inputs, a: &pointsto::PointsToResult, context: ContextMode) -> Result<bool, String> {
    let Inputs {
        ir,
        m,
        globals,
        funcs,
        alloc_line,
        load_line,
        at_line,
        ..
    } = *inputs;
    let fs = FlowSensitive::analyze(a);
    let objs = a.objects();
    // What a run-time object is, in the analysis' terms.
    enum Want {
        Object(Obj),
        Site(llir::Func, llir::Inst),
    }
    let covers = |set: &PtsSet, want: &Want| {
        set.iter().any(|o| {
            let b = objs.base(objs.normalize(Obj::from_u32(o)));
            match *want {
                Want::Object(w) => b == w,
                Want::Site(f, i) => match objs.kind(b) {
                    ObjKind::Stack { func, inst } | ObjKind::Heap { func, inst } => (func, inst) == (f, i),
                    ObjKind::HeapClone { of, .. } => {
                        matches!(objs.kind(objs.base(of)), ObjKind::Heap { func, inst } if (func, inst) == (f, i))
                    }
                    _ => false,
                },
            }
        })
    };
    let (mut pairs, mut missing_a, mut missing_fs) = (0usize, Vec::new(), Vec::new());
    for l in &inputs.observed {
        let cols: Vec<&str> = l.split('\t').collect();
        let [id, kind, index] = cols[..] else {
            return Err(format!("OBSERVED: bad line `{l}`"));
        };
        let id: u32 = id.parse().map_err(|e| format!("OBSERVED `{l}`: {e}"))?;
        let index: usize = index.parse().map_err(|e| format!("OBSERVED `{l}`: {e}"))?;
        let line = *load_line.get(&id).ok_or_else(|| format!("load {id} not in LOADS.tsv"))?;
        let &(f, _, r) = at_line
            .get(&line)
            .ok_or_else(|| format!("{ir}:{line}: no instruction result there"))?;
        let (name, want) = match kind {
            "g" => {
                let name = globals.get(index).ok_or("global index out of range")?;
                let Some(GlobalRef::Global(g)) = m.symbol(name) else {
                    return Err(format!("@{name}: not a global variable of {ir}"));
                };
                let Some(o) = a.global_object(g) else { continue };
                (format!("@{name}"), Want::Object(objs.base(objs.normalize(o))))
            }
            "f" => {
                let name = funcs.get(index).ok_or("function index out of range")?;
                let Some(GlobalRef::Func(g)) = m.symbol(name) else {
                    return Err(format!("@{name}: not a function of {ir}"));
                };
                (format!("@{name}"), Want::Object(objs.base(objs.normalize(a.function_object(g)))))
            }
            "s" | "h" => {
                let at = *alloc_line.get(index).ok_or("allocation index out of range")?;
                let &(af, ai, ar) = at_line.get(&at).ok_or_else(|| format!("{ir}:{at}: no allocation there"))?;
                let what = if kind == "s" { "stack" } else { "heap" };
                (
                    format!("{what} object of {}", a.value_name(af, Value::Local(ar))),
                    Want::Site(af, ai),
                )
            }
            _ => return Err(format!("OBSERVED `{l}`: kind is not g, f, s or h")),
        };
        pairs += 1;
        let v = Value::Local(r);
        let fname = &m.funcs[f].name;
        let value = a.value_name(f, v);
        if !covers(a.points_to(f, v), &want) {
            missing_a.push(format!("{ir}:{line}: @{fname} {value} lacks {name} (Andersen)"));
        }
        if !covers(fs.points_to(f, v), &want) {
            missing_fs.push(format!("{ir}:{line}: @{fname} {value} lacks {name} (flow-sensitive)"));
        }
    }
    if pairs == 0 {
        // Every driver loads pointers: an empty record means the run or
        // the recording failed, and checking nothing must not pass.
        return Err(format!("{}: no run-time pairs recorded", inputs.observed_path));
    }
    println!("context {}: run-time (load, object) pairs: {pairs}", context.name());
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
