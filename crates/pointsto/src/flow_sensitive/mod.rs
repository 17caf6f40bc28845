//! Sparse flow-sensitive points-to analysis (after Hardekopf & Lin, CGO'11)
//! over the partitioned Memory SSA ([`memssa::partition`]) built from
//! Andersen's result.
//!
//! * **Top-level pointers** (SSA values) have one set each and propagate
//!   directly along SSA def-use edges.
//! * **Address-taken objects** have one content set per *version* of their
//!   region: a store's CHI defines the new version from the old one, a load
//!   reads the version its MU names, phis join versions. A worklist visits
//!   only the instructions and phis whose inputs changed.
//! * **Strong updates**: a store whose pointer points to exactly one object
//!   that is a unique location ([`PointsToResult::is_unique_location`]: not
//!   heap, not an array element, not collapsed, not a local of a recursive
//!   function) replaces that object's content instead of adding to it.
//! * **Indirect calls** are refined: a callee survives only if its function
//!   object is in the flow-sensitive set of the called pointer.
//! * Every set is intersected with Andersen's set for the same pointer, so
//!   the result is always a subset of Andersen's (both are sound
//!   over-approximations, so is their intersection).
//!
//! **Boundaries (what is not flow-sensitive yet):** the analysis is
//! intraprocedural. Parameters and call results take Andersen's sets; a
//! CHI of a call (or of `cmpxchg`, `atomicrmw`, `va_arg`) sets the objects
//! of its region to Andersen's contents; at the function's entry objects
//! hold Andersen's contents, except the function's own static `alloca`s
//! when it is not recursive, which start empty. `getelementptr` and integer
//! arithmetic keep the Andersen objects whose base object is a base of the
//! operand's flow-sensitive set. Anything else falls back to Andersen.

use crate::andersen::PointsToResult;
use crate::objects::{FieldOffset, Obj, ObjKind};
use crate::pts::PtsSet;
use crate::regions::{is_wide, Expander, FuncRegions, ModuleRegions, PtsView};
use entity::EntityId;
use flow::{Cfg, DomTree};
use llir::{Func, GlobalRef, Inst, InstKind, Local, Module, Value};
use memssa::partition::{PartitionedMemorySsa, VersionDef, VersionUse};
use rayon::prelude::*;
use std::collections::HashMap;
use std::time::{Duration, Instant};

/// The content of the objects of one region version: objects in `map` hold
/// that set; others hold Andersen's content if `top`, nothing otherwise.
#[derive(Clone, Debug, Default, PartialEq)]
struct Content {
    top: bool,
    map: HashMap<u32, PtsSet>,
}

/// Statistics of a flow-sensitive run.
#[derive(Clone, Debug, Default)]
pub struct FsStats {
    /// Worklist items processed.
    pub iterations: u64,
    /// Stores that strongly updated their object.
    pub strong_updates: u64,
    /// Indirect call edges after refinement.
    pub indirect_edges: usize,
    /// True if the interprocedural fixpoint converged within its budget;
    /// false if parameters and call results fell back to Andersen's sets.
    pub interprocedural: bool,
    /// Time.
    pub time: Duration,
}

/// The flow-sensitive result of one function.
#[derive(Clone, Debug, Default)]
struct FuncResult {
    /// Per local: the flow-sensitive set, `None` where Andersen's is kept.
    top: Vec<Option<PtsSet>>,
    /// Refined callees of indirect calls.
    callees: Vec<(Inst, Vec<Func>)>,
    /// Content of each object at its last version in the function (union
    /// over the versions of the function), for statistics.
    contents: Vec<(u32, PtsSet)>,
    strong: u64,
    iterations: u64,
    /// Union of the returned sets.
    ret: PtsSet,
    /// Flow-sensitive sets of the arguments of each call.
    args: Vec<(Inst, Vec<PtsSet>)>,
}

/// The flow-sensitive result.
pub struct FsResult<'a, 'm> {
    base: &'a PointsToResult<'m>,
    funcs: Vec<FuncResult>,
    /// Per object: union over the program of the flow-sensitive contents.
    contents: HashMap<u32, PtsSet>,
    stats: FsStats,
}

/// Entry point.
pub struct FlowSensitive;

impl FlowSensitive {
    /// Runs the analysis on top of Andersen's result `a` (functions in
    /// parallel; the result does not depend on the thread count).
    pub fn analyze<'a, 'm>(a: &'a PointsToResult<'m>) -> FsResult<'a, 'm> {
        let t0 = Instant::now();
        let regions = ModuleRegions::compute(a, a);
        Self::analyze_with(a, &regions, t0)
    }

    /// Runs the analysis with precomputed regions (from `a`).
    pub fn analyze_with<'a, 'm>(a: &'a PointsToResult<'m>, regions: &ModuleRegions, t0: Instant) -> FsResult<'a, 'm> {
        let m = a.module();
        let inter = interprocedural(a, regions);
        let converged = inter.is_some();
        let funcs = inter.unwrap_or_else(|| {
            // No fixpoint within the budget: intraprocedural, with Andersen's
            // sets for parameters and call results (sound).
            let rets = vec![None; m.funcs.len()];
            (0..m.funcs.len())
                .into_par_iter()
                .map(|fi| {
                    let f = Func::from_u32(fi as u32);
                    let inp = Inputs { params: None, rets: &rets };
                    match (&m.funcs[f].body, &regions.funcs[fi]) {
                        (Some(_), Some(fr)) => analyze_function(a, m, f, fr, &inp),
                        _ => FuncResult::default(),
                    }
                })
                .collect()
        });
        let mut contents: HashMap<u32, PtsSet> = HashMap::new();
        let mut stats = FsStats::default();
        for fr in &funcs {
            for (o, s) in &fr.contents {
                contents.entry(*o).or_default().union_with(s);
            }
            stats.strong_updates += fr.strong;
            stats.iterations += fr.iterations;
        }
        stats.interprocedural = converged;
        let mut r = FsResult {
            base: a,
            funcs,
            contents,
            stats,
        };
        r.stats.indirect_edges = r.count_indirect_edges();
        r.stats.time = t0.elapsed();
        r
    }
}

impl<'m> FsResult<'_, 'm> {
    /// Andersen's result this refines.
    pub fn andersen(&self) -> &PointsToResult<'m> {
        self.base
    }
    /// Statistics.
    pub fn stats(&self) -> &FsStats {
        &self.stats
    }
    /// The flow-sensitive set of operand `v` of `f` (a subset of Andersen's).
    pub fn points_to(&self, f: Func, v: Value) -> &PtsSet {
        if let Value::Local(l) = v {
            if let Some(Some(s)) = self.funcs.get(f.index()).and_then(|fr| fr.top.get(l.index())) {
                return s;
            }
        }
        self.base.points_to(f, v)
    }
    /// What object `o` may hold at some point (union over all program
    /// points the analysis saw it at, intersected with Andersen's content).
    pub fn object_contents(&self, o: Obj) -> PtsSet {
        let a = self.base.object_contents(o);
        match self.contents.get(&self.base.objects().normalize(o).as_u32()) {
            Some(s) => s.intersection(a),
            None => a.clone(),
        }
    }
    /// The callees of call `i` of `f`, refined at indirect calls.
    pub fn callees(&self, f: Func, i: Inst) -> Vec<Func> {
        if let Some(fr) = self.funcs.get(f.index()) {
            if let Ok(k) = fr.callees.binary_search_by_key(&i.as_u32(), |e| e.0.as_u32()) {
                return fr.callees[k].1.clone();
            }
        }
        self.base.call_graph().callees(f, i).to_vec()
    }
    fn count_indirect_edges(&self) -> usize {
        self.base
            .call_graph()
            .sites()
            .iter()
            .filter(|s| s.indirect)
            .map(|s| {
                let fr = &self.funcs[s.func.index()];
                match fr.callees.binary_search_by_key(&s.inst.as_u32(), |e| e.0.as_u32()) {
                    Ok(k) => fr.callees[k].1.len(),
                    Err(_) => s.callees.len(),
                }
            })
            .sum()
    }

    /// SVF's `AvgTopLvlPtsSize` on the flow-sensitive sets
    /// ([`crate::andersen::svf_average`]).
    pub fn avg_pts_svf(&self) -> f64 {
        let m = self.base.module();
        crate::andersen::svf_average(m, self.base.call_graph(), &|f, l| self.points_to(f, Value::Local(l)).len()).1
    }

    /// Average set sizes `(top-level, address-taken)` over non-empty sets
    /// (SVF's convention), on the same pointers and objects as Andersen's
    /// [`crate::Stats`].
    pub fn avg_pts(&self) -> (f64, f64) {
        let m = self.base.module();
        let (mut n, mut t) = (0usize, 0usize);
        for (f, fd) in m.funcs.iter() {
            let Some(body) = &fd.body else { continue };
            for (l, ld) in body.locals.iter() {
                if !crate::constraints::is_pointer_type(self.base.layout(), ld.ty) {
                    continue;
                }
                let s = self.points_to(f, Value::Local(l)).len();
                if s > 0 {
                    n += 1;
                    t += s;
                }
            }
        }
        let (mut on, mut ot) = (0usize, 0usize);
        for o in self.base.objects().ids() {
            if self.base.objects().normalize(o) != o {
                continue;
            }
            let s = self.object_contents(o).len();
            if s > 0 {
                on += 1;
                ot += s;
            }
        }
        let avg = |t: usize, n: usize| if n == 0 { 0.0 } else { t as f64 / n as f64 };
        (avg(t, n), avg(ot, on))
    }
}

impl PtsView for FsResult<'_, '_> {
    fn pts(&self, f: Func, v: Value) -> &PtsSet {
        self.points_to(f, v)
    }
    fn callees(&self, f: Func, i: Inst) -> Vec<Func> {
        FsResult::callees(self, f, i)
    }
}

/// Andersen's sets for everything in `f` (used when the analysis of `f`
/// gives up), including its returned set and call arguments.
fn andersen_fallback(a: &PointsToResult<'_>, m: &Module, f: Func, iterations: u64) -> FuncResult {
    let mut r = FuncResult {
        iterations,
        ..FuncResult::default()
    };
    if let Some(n) = a.constraints().ret_node(f) {
        r.ret = a.node_points_to(n).clone();
    }
    if let Some(body) = m.funcs[f].body.as_ref() {
        for (i, d) in body.insts.iter() {
            if let Some(c) = d.call() {
                r.args.push((i, c.args.iter().map(|x| a.points_to(f, x.value).clone()).collect()));
            }
        }
    }
    r
}

/// The interprocedural fixpoint over top-level pointers: parameters get
/// the union of the flow-sensitive arguments of their call sites, call
/// results the union of the callees' returned sets. Functions whose callers
/// are not all visible calls (called from unknown code, or as callbacks of
/// library functions) keep Andersen's sets for their parameters; calls with
/// a callee without body keep Andersen's result set. A worklist re-analyses
/// a function when its inputs grow (in function order, so deterministic).
/// Returns `None` if more than `8 * functions + 64` analyses were needed.
fn interprocedural(a: &PointsToResult<'_>, regions: &ModuleRegions) -> Option<Vec<FuncResult>> {
    let m = a.module();
    let nf = m.funcs.len();
    let cg = a.call_graph();
    let mut from_unknown = vec![false; nf];
    for f in cg.called_from_unknown() {
        from_unknown[f.index()] = true;
    }
    let bindable: Vec<bool> = m
        .funcs
        .iter()
        .map(|(f, fd)| {
            fd.body.is_some()
                && !from_unknown[f.index()]
                && cg.callers(f).all(|(g, i)| {
                    let Some(b) = m.funcs[g].body.as_ref() else { return false };
                    let Some(d) = b.insts.get(i) else { return false };
                    match d.call() {
                        Some(c) => {
                            c.args.len() >= fd.params.len()
                                && match c.callee {
                                    Value::Global(GlobalRef::Func(h)) => h == f,
                                    _ => true,
                                }
                        }
                        None => false,
                    }
                })
        })
        .collect();
    let mut params: Vec<Vec<PtsSet>> = m.funcs.iter().map(|(_, fd)| vec![PtsSet::new(); fd.params.len()]).collect();
    let mut rets: Vec<Option<PtsSet>> = m.funcs.iter().map(|(_, fd)| fd.body.as_ref().map(|_| PtsSet::new())).collect();
    let mut results: Vec<FuncResult> = vec![FuncResult::default(); nf];
    let mut work: std::collections::BTreeSet<u32> = (0..nf as u32).filter(|&f| m.funcs[Func::from_u32(f)].body.is_some()).collect();
    let budget = 8 * nf + 64;
    let mut runs = 0;
    while let Some(fi) = work.pop_first() {
        runs += 1;
        if runs > budget {
            return None;
        }
        let f = Func::from_u32(fi);
        let Some(fr) = &regions.funcs[fi as usize] else { continue };
        let inp = Inputs {
            params: bindable[fi as usize].then_some(&params[fi as usize][..]),
            rets: &rets,
        };
        let r = analyze_function(a, m, f, fr, &inp);
        if Some(&r.ret) != rets[fi as usize].as_ref() {
            rets[fi as usize] = Some(r.ret.clone());
            for (g, _) in cg.callers(f) {
                work.insert(g.as_u32());
            }
        }
        for (i, args) in &r.args {
            for &g in cg.callees(f, *i) {
                if !bindable[g.index()] {
                    continue;
                }
                let mut grew = false;
                for (k, s) in args.iter().enumerate().take(params[g.index()].len()) {
                    grew |= params[g.index()][k].union_with(s);
                }
                if grew {
                    work.insert(g.as_u32());
                }
            }
        }
        results[fi as usize] = r;
    }
    Some(results)
}

/// Values an instruction reads (the ones transfer functions look at).
fn operands(k: &InstKind, out: &mut Vec<Value>) {
    out.clear();
    match k {
        InstKind::Ret { value: Some(v) } => out.push(*v),
        InstKind::Load { ptr, .. } => out.push(*ptr),
        InstKind::Store { value, ptr, .. } => out.extend([*value, *ptr]),
        InstKind::CmpXchg { ptr, cmp, new, .. } => out.extend([*ptr, *cmp, *new]),
        InstKind::AtomicRmw { ptr, value, .. } => out.extend([*ptr, *value]),
        InstKind::Gep { base, indices, .. } => {
            out.push(*base);
            out.extend(indices.iter().copied());
        }
        InstKind::Phi { incoming } => out.extend(incoming.iter().map(|e| e.0)),
        InstKind::Select { if_true, if_false, .. } => out.extend([*if_true, *if_false]),
        InstKind::Cast { value, .. } => out.push(*value),
        InstKind::Other { operands, .. } => out.extend(operands.iter().copied()),
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            out.push(c.callee);
            out.extend(c.args.iter().map(|a| a.value));
        }
        _ => {}
    }
}

struct Cx<'a, 'm> {
    a: &'a PointsToResult<'m>,
    f: Func,
    top: Vec<Option<PtsSet>>,
    versions: Vec<Content>,
    region_of: HashMap<u32, u32>,
    ex: Expander<'a, 'm>,
}

impl Cx<'_, '_> {
    fn pts(&self, v: Value) -> PtsSet {
        if let Value::Local(l) = v {
            if let Some(Some(s)) = self.top.get(l.index()) {
                return s.clone();
            }
        }
        self.a.points_to(self.f, v).clone()
    }
    fn get(&self, v: u32, o: u32) -> PtsSet {
        let c = &self.versions[v as usize];
        match c.map.get(&o) {
            Some(s) => s.clone(),
            None if c.top => self.a.object_contents(Obj::from_u32(o)).clone(),
            None => PtsSet::new(),
        }
    }
    /// Andersen objects of `l` whose base is a base of an object of `from`.
    fn same_bases(&self, l: Local, from: &PtsSet) -> PtsSet {
        let objs = self.a.objects();
        let bases: PtsSet = from.iter().map(|o| objs.base(Obj::from_u32(o)).as_u32()).collect();
        let v: Vec<u32> = self
            .a
            .points_to(self.f, Value::Local(l))
            .iter()
            .filter(|&o| bases.contains(objs.base(Obj::from_u32(o)).as_u32()))
            .collect();
        PtsSet::from_sorted(&v)
    }
}

/// Inputs of one function from the interprocedural fixpoint.
struct Inputs<'x> {
    /// Per parameter: the flow-sensitive set, `None` for Andersen's.
    params: Option<&'x [PtsSet]>,
    /// Per function: the union of its returned sets, `None` for Andersen's.
    rets: &'x [Option<PtsSet>],
}

fn analyze_function(a: &PointsToResult<'_>, m: &Module, f: Func, fr: &FuncRegions, inp: &Inputs<'_>) -> FuncResult {
    let body = m.funcs[f].body.as_ref().expect("body");
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let Ok(p) = PartitionedMemorySsa::build(body, &cfg, &dom, fr) else {
        return andersen_fallback(a, m, f, 0);
    };
    let objs = a.objects();
    let recursive = a.call_graph().is_recursive(f);
    let mut region_of = HashMap::new();
    for (r, os) in fr.regions.iter().enumerate() {
        for &o in os {
            region_of.insert(o, r as u32);
        }
    }
    // Initial versions: entry contents; everything else starts empty.
    let mut versions = vec![Content::default(); p.versions().len()];
    for (v, vd) in p.versions().iter().enumerate() {
        if vd.def == VersionDef::Entry {
            let mut c = Content {
                top: true,
                map: HashMap::new(),
            };
            for &o in &fr.regions[vd.region as usize] {
                let ob = Obj::from_u32(o);
                if let ObjKind::Stack { func, .. } = objs.kind(ob) {
                    if func == f && !recursive && !objs.is_summary_kind(ob) {
                        c.map.insert(o, PtsSet::new());
                    }
                }
            }
            versions[v] = c;
        }
    }
    let mut cx = Cx {
        a,
        f,
        top: vec![None; body.locals.len()],
        versions,
        region_of,
        ex: Expander::new(a),
    };
    if let Some(ps) = inp.params {
        for (k, ps) in ps.iter().enumerate().take(m.funcs[f].params.len()) {
            let andersen = a.points_to(f, Value::Local(Local::from_u32(k as u32)));
            cx.top[k] = Some(ps.intersection(andersen));
        }
    }
    // Users of locals.
    let mut users: Vec<Vec<u32>> = vec![Vec::new(); body.locals.len()];
    let mut ops = Vec::new();
    for (i, d) in body.insts.iter() {
        operands(&d.kind, &mut ops);
        for v in &ops {
            if let Value::Local(l) = v {
                let u = &mut users[l.index()];
                if u.last() != Some(&i.as_u32()) {
                    u.push(i.as_u32());
                }
            }
        }
    }
    // Worklist items: instruction i as i, phi version v as n_insts + v.
    let ni = body.insts.len() as u32;
    let mut queued = vec![false; ni as usize + p.versions().len()];
    let mut work: std::collections::VecDeque<u32> = std::collections::VecDeque::new();
    for &b in &cfg.reverse_postorder() {
        for &v in p.phis(b) {
            work.push_back(ni + v);
            queued[(ni + v) as usize] = true;
        }
        for &i in &body.blocks[b].insts {
            work.push_back(i.as_u32());
            queued[i.index()] = true;
        }
    }
    let mut res = FuncResult::default();
    let push_version_uses = |v: u32, work: &mut std::collections::VecDeque<u32>, queued: &mut Vec<bool>| {
        for u in p.uses(v) {
            let item = match *u {
                VersionUse::Mu { inst } => inst,
                VersionUse::Chi { def } => match p.versions()[def as usize].def {
                    VersionDef::Chi { inst, .. } => inst,
                    _ => continue,
                },
                VersionUse::Phi { def } => ni + def,
            };
            if !queued[item as usize] {
                queued[item as usize] = true;
                work.push_back(item);
            }
        }
    };
    let cap = 200u64 * (u64::from(ni) + p.versions().len() as u64 + 16);
    while let Some(item) = work.pop_front() {
        queued[item as usize] = false;
        res.iterations += 1;
        if res.iterations > cap {
            // Give up on precision: keep Andersen everywhere in this function.
            return andersen_fallback(a, m, f, res.iterations);
        }
        if item >= ni {
            let v = item - ni;
            let VersionDef::Phi { incoming, .. } = &p.versions()[v as usize].def else {
                continue;
            };
            let mut c = Content::default();
            let mut ins: Vec<u32> = incoming.iter().map(|e| e.1).collect();
            ins.sort_unstable();
            ins.dedup();
            c.top = ins.iter().any(|&x| cx.versions[x as usize].top);
            let mut keys: Vec<u32> = ins.iter().flat_map(|&x| cx.versions[x as usize].map.keys().copied()).collect();
            keys.sort_unstable();
            keys.dedup();
            for o in keys {
                if c.top
                    && ins
                        .iter()
                        .any(|&x| cx.versions[x as usize].top && !cx.versions[x as usize].map.contains_key(&o))
                {
                    continue;
                }
                let mut s = PtsSet::new();
                for &x in &ins {
                    s.union_with(&cx.get(x, o));
                }
                c.map.insert(o, s);
            }
            if c != cx.versions[v as usize] {
                cx.versions[v as usize] = c;
                push_version_uses(v, &mut work, &mut queued);
            }
            continue;
        }
        let i = Inst::from_u32(item);
        let d = &body.insts[i];
        // Top-level result.
        let new_top: Option<PtsSet> = match (&d.kind, d.result) {
            (_, None) => None,
            (k, Some(l)) => {
                let andersen = a.points_to(f, Value::Local(l));
                if andersen.is_empty() {
                    None
                } else {
                    match k {
                        InstKind::Phi { incoming } => {
                            let mut s = PtsSet::new();
                            for e in incoming {
                                s.union_with(&cx.pts(e.0));
                            }
                            Some(s.intersection(andersen))
                        }
                        InstKind::Select { if_true, if_false, .. } => {
                            let mut s = cx.pts(*if_true);
                            s.union_with(&cx.pts(*if_false));
                            Some(s.intersection(andersen))
                        }
                        InstKind::Cast { value, .. } => Some(cx.pts(*value).intersection(andersen)),
                        InstKind::Gep { base, .. } => Some(cx.same_bases(l, &cx.pts(*base))),
                        InstKind::Other { operands, .. } => {
                            let mut s = PtsSet::new();
                            for o in operands {
                                s.union_with(&cx.pts(*o));
                            }
                            Some(cx.same_bases(l, &s))
                        }
                        InstKind::Call(_) | InstKind::Invoke { .. } => {
                            let cs = a.call_graph().callees(f, i);
                            // Andersen renames what an allocation wrapper
                            // returns to a non-wrapper by the call site
                            // (`crate::heap`); the callee's returned set
                            // names the inner object, so keep Andersen's.
                            let allocators = &a.constraints().allocators;
                            let renamed = !allocators[f.index()] && cs.iter().any(|g| allocators[g.index()]);
                            if renamed || cs.is_empty() || cs.iter().any(|g| inp.rets[g.index()].is_none()) {
                                None
                            } else {
                                let mut s = PtsSet::new();
                                for g in cs {
                                    if let Some(r) = &inp.rets[g.index()] {
                                        s.union_with(r);
                                    }
                                }
                                Some(s.intersection(andersen))
                            }
                        }
                        InstKind::Load { ty, ptr, .. } => {
                            let mut objs_read = Vec::new();
                            let pp = cx.pts(*ptr);
                            cx.ex.expand(&pp, is_wide(a, *ty), &mut objs_read);
                            objs_read.sort_unstable();
                            objs_read.dedup();
                            let mus = p.mus(i);
                            let mut s = PtsSet::new();
                            for o in objs_read {
                                let Some(&r) = cx.region_of.get(&o) else { continue };
                                let Ok(k) = mus.binary_search_by_key(&r, |e| e.0) else {
                                    s.union_with(a.object_contents(Obj::from_u32(o)));
                                    continue;
                                };
                                s.union_with(&cx.get(mus[k].1, o));
                            }
                            Some(s.intersection(andersen))
                        }
                        _ => None,
                    }
                }
            }
        };
        if let (Some(l), Some(s)) = (d.result, new_top) {
            if cx.top[l.index()].as_ref() != Some(&s) {
                cx.top[l.index()] = Some(s);
                for &u in &users[l.index()] {
                    if !queued[u as usize] {
                        queued[u as usize] = true;
                        work.push_back(u);
                    }
                }
            }
        }
        // CHIs.
        let chis = p.chis(i);
        if chis.is_empty() {
            continue;
        }
        let store = match &d.kind {
            InstKind::Store { value, ptr, .. } => {
                let wide = match *value {
                    Value::Local(l) => is_wide(a, body.locals[l].ty),
                    Value::Const(c) => matches!(body.consts[c], llir::ConstData::Aggregate { .. } | llir::ConstData::Bytes { .. }),
                    Value::Global(_) => false,
                };
                Some((cx.pts(*value), cx.pts(*ptr), wide))
            }
            _ => None,
        };
        for &(r, v) in chis {
            let VersionDef::Chi { old, .. } = p.versions()[v as usize].def else {
                continue;
            };
            let c = match &store {
                None => Content {
                    top: true,
                    map: HashMap::new(),
                },
                Some((val, ptr, wide)) => {
                    let mut c = cx.versions[old as usize].clone();
                    let strong = !wide && ptr.len() == 1 && ptr.iter().all(|o| a.is_unique_location(Obj::from_u32(o)));
                    let mut written = Vec::new();
                    for o in ptr.iter() {
                        let ob = Obj::from_u32(o);
                        if *wide || objs.offset(ob) == FieldOffset::Any || objs.is_collapsed(ob) {
                            cx.ex.expand(&PtsSet::singleton(o), true, &mut written);
                        } else {
                            written.push(o);
                        }
                    }
                    written.sort_unstable();
                    written.dedup();
                    for o in written {
                        if cx.region_of.get(&o) != Some(&r) {
                            continue;
                        }
                        if strong {
                            res.strong += 1;
                            c.map.insert(o, val.clone());
                        } else {
                            let mut s = cx.get(old, o);
                            s.union_with(val);
                            c.map.insert(o, s);
                        }
                    }
                    c
                }
            };
            if c != cx.versions[v as usize] {
                cx.versions[v as usize] = c;
                push_version_uses(v, &mut work, &mut queued);
            }
        }
    }
    // Refined indirect callees.
    for (i, d) in body.insts.iter() {
        let (InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. }) = &d.kind else {
            continue;
        };
        if matches!(c.callee, Value::Global(GlobalRef::Func(_))) {
            continue;
        }
        let fp = cx.pts(c.callee);
        let cands = a.call_graph().callees(f, i);
        let kept: Vec<Func> = cands
            .iter()
            .copied()
            .filter(|&g| {
                let fo = a.function_object(g);
                fp.iter().any(|o| objs.base(Obj::from_u32(o)) == objs.base(fo))
            })
            .collect();
        res.callees.push((i, kept));
    }
    // Contents for statistics: union over versions.
    let mut all: HashMap<u32, PtsSet> = HashMap::new();
    let mut tops: Vec<u32> = Vec::new();
    for (v, c) in cx.versions.iter().enumerate() {
        let r = p.versions()[v].region as usize;
        for (&o, s) in &c.map {
            all.entry(o).or_default().union_with(s);
        }
        if c.top {
            for &o in &fr.regions[r] {
                if !c.map.contains_key(&o) {
                    tops.push(o);
                }
            }
        }
    }
    for o in tops {
        all.insert(o, a.object_contents(Obj::from_u32(o)).clone());
    }
    let mut contents: Vec<(u32, PtsSet)> = all.into_iter().collect();
    contents.sort_unstable_by_key(|e| e.0);
    res.contents = contents;
    let mut ret = PtsSet::new();
    for (i, d) in body.insts.iter() {
        match &d.kind {
            InstKind::Ret { value: Some(v) } => {
                ret.union_with(&cx.pts(*v));
            }
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                res.args.push((i, c.args.iter().map(|x| cx.pts(x.value)).collect()));
            }
            _ => {}
        }
    }
    res.ret = ret;
    res.top = cx.top;
    res
}
