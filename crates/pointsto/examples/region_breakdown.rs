//! Where the MUs and CHIs of the partitioned Memory SSA come from: a
//! diagnostic for `memssa refine`'s MUs+CHIs row.
//!
//! ```text
//! cargo run --release -p pointsto --example region_breakdown -- FILE.ll [--context MODE] [--top N] [--func NAME]
//! ```
//!
//! Counts, from the regions of Andersen's result (the first build of
//! `refine`), the MU and CHI entries each instruction kind contributes
//! (loads, stores, calls to defined code, calls to declarations or unknown
//! code, exit MUs at returns), the functions with the most entries, and the
//! base objects whose regions carry the most entries (an entry counts once
//! for every base object of its region). Counts are of region lists, so
//! unreachable blocks are included, unlike `refine`'s counts. `--func NAME`
//! also lists every instruction of one function with its entries.

use entity::EntityId;
use llir::{InstKind, Value};
use pointsto::regions::ModuleRegions;
use pointsto::{Andersen, Config, ContextMode, Obj, ObjKind};
use std::collections::HashMap;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(path) = args.iter().find(|a| a.ends_with(".ll")) else {
        eprintln!("usage: region_breakdown FILE.ll [--context MODE] [--top N]");
        return ExitCode::from(2);
    };
    let opt = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let top: usize = opt("--top").and_then(|s| s.parse().ok()).unwrap_or(20);
    let detail = opt("--func");
    let mut config = Config::default();
    if let Some(c) = opt("--context") {
        config.context = match c.as_str() {
            "none" => ContextMode::None,
            "1-callsite" => ContextMode::CallSite(1),
            "2-callsite" => ContextMode::CallSite(2),
            "args" => ContextMode::Args,
            _ => {
                eprintln!("unknown context {c}");
                return ExitCode::from(2);
            }
        };
    }
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let m = match llir::parse_module(path, text) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let r = Andersen::analyze(&m, &config);
    let regions = ModuleRegions::compute(&r, &r);
    let objs = r.objects();
    // Kind of instruction -> (MUs, CHIs).
    let mut by_kind: HashMap<&'static str, (usize, usize)> = HashMap::new();
    let mut by_func: Vec<(usize, usize, usize, String)> = Vec::new();
    let mut by_obj: HashMap<u32, usize> = HashMap::new();
    let mut by_obj_kind: HashMap<&'static str, usize> = HashMap::new();
    for (f, fd) in m.funcs.iter() {
        let (Some(body), Some(fr)) = (fd.body.as_ref(), regions.funcs[f.index()].as_ref()) else {
            continue;
        };
        let mut per_region = vec![0usize; fr.regions.len()];
        let (mut fm, mut fc) = (0, 0);
        for (i, d) in body.insts.iter() {
            let (mu, chi) = (fr.mu_of(i), fr.chi_of(i));
            let kind = match &d.kind {
                InstKind::Load { .. } => "load",
                InstKind::Store { .. } => "store",
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                    let callees = r.call_graph().callees(f, i);
                    let all_defined = !callees.is_empty() && callees.iter().all(|&g| m.funcs[g].body.is_some());
                    match (&c.callee, all_defined) {
                        (Value::Global(_), true) => "call direct (defined)",
                        (_, true) => "call indirect (defined)",
                        _ => "call other (declaration/unknown)",
                    }
                }
                InstKind::Ret { .. } => "ret (exit MUs)",
                _ => "other",
            };
            let (mut a, b) = (mu.len(), chi.len());
            let mut rs: Vec<u32> = mu.iter().chain(chi).copied().collect();
            if matches!(d.kind, InstKind::Ret { .. }) {
                a += fr.exit.len();
                rs.extend(&fr.exit);
            }
            for r in rs {
                per_region[r as usize] += 1;
            }
            if detail.as_deref() == Some(fd.name.as_str()) && a + b > 0 {
                let callees: Vec<&str> = r.call_graph().callees(f, i).iter().map(|&g| m.funcs[g].name.as_str()).collect();
                println!("  #{:<6} {kind:30} MUs {a:4} CHIs {b:4}  {}", i.index(), callees.join(","));
            }
            let e = by_kind.entry(kind).or_default();
            e.0 += a;
            e.1 += b;
            fm += a;
            fc += b;
        }
        for (k, &n) in per_region.iter().enumerate() {
            let mut bases: Vec<u32> = fr.regions[k].iter().map(|o| objs.base(Obj::from_u32(o)).as_u32()).collect();
            bases.sort_unstable();
            bases.dedup();
            let mut kinds: Vec<&'static str> = bases.iter().map(|&b| kind_name(objs.kind(Obj::from_u32(b)))).collect();
            kinds.sort_unstable();
            kinds.dedup();
            let label = if kinds.len() == 1 { kinds[0] } else { "mixed" };
            *by_obj_kind.entry(label).or_default() += n;
            for b in bases {
                *by_obj.entry(b).or_default() += n;
            }
        }
        by_func.push((fm + fc, fr.regions.len(), body.insts.len(), fd.name.clone()));
    }
    let mut kinds: Vec<_> = by_kind.into_iter().collect();
    kinds.sort();
    let (tm, tc) = kinds.iter().fold((0, 0), |(a, b), (_, (m, c))| (a + m, b + c));
    println!("total MUs {tm} CHIs {tc} MUs+CHIs {}", tm + tc);
    for (k, (mu, chi)) in &kinds {
        println!(
            "  {k:34} MUs {mu:8} CHIs {chi:8}  {:5.1}%",
            100.0 * (mu + chi) as f64 / (tm + tc).max(1) as f64
        );
    }
    println!("entries by kind of the region's base objects:");
    let mut ok: Vec<_> = by_obj_kind.into_iter().collect();
    ok.sort_by_key(|b| std::cmp::Reverse(b.1));
    for (k, n) in ok {
        println!("  {k:34} {n:8}  {:5.1}%", 100.0 * n as f64 / (tm + tc).max(1) as f64);
    }
    by_func.sort_by(|a, b| b.cmp(a));
    // Call-graph cycles: their functions' own stack objects stay in their
    // summaries (recursion), which is what fills many regions.
    let cg = r.call_graph();
    let mut cycle_size: HashMap<u32, (usize, usize)> = HashMap::new();
    for (f, fd) in m.funcs.iter() {
        if cg.is_recursive(f) {
            let e = cycle_size.entry(cg.cycle(f)).or_default();
            e.0 += 1;
            e.1 += fd.body.as_ref().map_or(0, |b| b.insts.len());
        }
    }
    let mut cycles: Vec<_> = cycle_size.iter().map(|(c, (n, i))| (*i, *n, *c)).collect();
    cycles.sort_by(|a, b| b.cmp(a));
    let total_insts: usize = m.funcs.values().filter_map(|f| f.body.as_ref()).map(|b| b.insts.len()).sum();
    println!("module: {total_insts} instructions; largest call-graph cycles (instructions, functions):");
    for (i, n, _) in cycles.iter().take(3) {
        println!("  {i:8} {n:6}");
    }
    let by_name: HashMap<&str, llir::Func> = m.funcs.iter().map(|(f, fd)| (fd.name.as_str(), f)).collect();
    println!("top functions (entries, regions, instructions, cycle size in functions):");
    for (n, rg, ni, name) in by_func.iter().take(top) {
        let f = by_name[name.as_str()];
        let cyc = if cg.is_recursive(f) {
            cycle_size.get(&cg.cycle(f)).map_or(0, |c| c.0)
        } else {
            0
        };
        println!("  {n:8} {rg:6} {ni:6} {cyc:6}  {name}");
    }
    let mut bo: Vec<_> = by_obj.into_iter().collect();
    bo.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    println!("top base objects (entries of regions holding them):");
    for (b, n) in bo.iter().take(top) {
        let o = Obj::from_u32(*b);
        println!("  {n:8}  {:6} fields  {}", objs.fields_of(o).len(), r.object_name(o));
    }
    ExitCode::SUCCESS
}

fn kind_name(k: ObjKind) -> &'static str {
    match k {
        ObjKind::Global(_) => "global",
        ObjKind::Function(_) => "function",
        ObjKind::Stack { .. } => "stack",
        ObjKind::Heap { .. } => "heap",
        ObjKind::HeapClone { .. } => "heap clone",
        ObjKind::Library { .. } => "library",
        ObjKind::Environment { .. } => "environment",
        _ => "other",
    }
}
