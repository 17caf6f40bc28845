//! Memory regions for the partitioned Memory SSA
//! ([`memssa::partition`]), from a points-to result.
//!
//! # Strategy: disjoint sets of objects accessed together (per function)
//! For each function we collect its **access sets**: the objects each load
//! may read, each store may write, and each call may read or write (the
//! callee's mod/ref summary). The objects are then partitioned into the
//! coarsest classes that no access set splits: two objects share a region
//! iff every access set of the function holds both or neither. This is
//! SVF's "intra-disjoint" strategy (regions are disjoint, computed per
//! function); compared with the per-object strategy it gives the same MU/CHI
//! *coverage* (the union of objects at each instruction is identical) with
//! far fewer regions, since e.g. all fields of a struct that is only ever
//! accessed as a whole end up in one region. It is computed by partition
//! refinement in time linear in the total size of the access sets.
//!
//! # Access sets
//! A load or store of at most pointer width through `p` touches, for each
//! object `o` in `pts(p)`: `o` itself and the any-offset field of its base;
//! if `o` is the any-offset field, or the access is wider than a pointer,
//! every field of the base. `cmpxchg`, `atomicrmw` and `va_arg` read and
//! write their pointer operand's objects. A call to a function with a body
//! reads/writes its mod/ref summary; a call to a declaration (or through a
//! pointer with no known callee) reads and writes the objects its pointer
//! arguments point to (every field of their bases) — the same one-level
//! assumption the library models make — and, when the callee may be code
//! outside the module (no library model, inline asm, an unknown function
//! pointer), everything that escaped to unknown code plus the summaries of
//! every function unknown code may call.
//!
//! # Mod/ref summaries
//! `mod(f)` = objects `f` writes directly ∪ `mod` of its callees, likewise
//! `ref(f)`, the least fixpoint; computed once per strongly connected
//! component of the call graph, callees first (Tarjan, explicit stacks; in
//! a cycle every member gets the union of the cycle's own accesses and its
//! outside callees' summaries). The stack objects of a non-recursive `f`
//! are dropped from what `f` exports to its callers: they do not outlive
//! the call.
//!
//! **Per instance.** With context sensitivity ([`crate::contexts`]) the
//! summaries are computed per instance (the base instance and each context
//! clone, from the instance's own points-to sets), over the instance call
//! graph the plan defines: a call of instance `c` of `f` reads and writes
//! the summary of the callee instance it binds to
//! ([`crate::constraints::Constraints`]' `target_instance`), and the call's
//! access set in `f`'s (single) partitioned Memory SSA is the union over
//! `f`'s instances. Function-level summaries (exit regions, the
//! flow-sensitive stage's mod sets) stay the union over instances.
//!
//! **Reachable stack objects.** A call's access set keeps a *private* stack
//! object (one no global, heap or escaped memory ever points to) only if
//! the call's arguments reach it ([`crate::stack_reach`]); the callee's
//! summary may hold it because a nested activation touches its own copy,
//! which is not the caller's. Summaries themselves are not filtered.
//! Without this, every call inside a large call-graph cycle (all of Lua
//! and sqlite are one) gets a MU and a CHI for each local of its caller.

use crate::andersen::scc::{tarjan, Csr};
use crate::andersen::PointsToResult;
use crate::constraints::BASE;
use crate::objects::{FieldOffset, Obj};
use crate::pts::{PtsSet, SetPool, EMPTY_SET};
use entity::EntityId;
use llir::{Func, Inst, InstKind, Module, Value};
use memssa::partition::RegionOracle;
use rustc_hash::FxBuildHasher as FxBuild;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;

/// Points-to facts the regions are computed from: Andersen's result or a
/// refined one.
pub trait PtsView {
    /// The points-to set of operand `v` of function `f`.
    fn pts(&self, f: Func, v: Value) -> &PtsSet;
    /// The possible callees of call instruction `i` of `f`.
    fn callees(&self, f: Func, i: Inst) -> Vec<Func>;
    /// The points-to set of operand `v` in one instance of `f` (its base
    /// instance [`crate::constraints::BASE`] or a context clone): by
    /// default the union over the instances, [`PtsView::pts`].
    fn pts_in(&self, f: Func, v: Value, clone: u32) -> Cow<'_, PtsSet> {
        let _ = clone;
        Cow::Borrowed(self.pts(f, v))
    }
}

impl PtsView for PointsToResult<'_> {
    fn pts(&self, f: Func, v: Value) -> &PtsSet {
        self.points_to(f, v)
    }
    fn pts_in(&self, f: Func, v: Value, clone: u32) -> Cow<'_, PtsSet> {
        Cow::Borrowed(self.points_to_in(f, v, (clone != BASE).then_some(clone)))
    }
    fn callees(&self, f: Func, i: Inst) -> Vec<Func> {
        self.call_graph().callees(f, i).to_vec()
    }
}

/// Regions of one function; implements [`RegionOracle`].
///
/// Stored for size, since a module holds one per function and on large
/// programs nearly every function's regions cover most of the program's
/// objects (the summaries of one big call-graph cycle): each region is a
/// bit set, not a list of ids (on Unicorn -O0, 169M objects over the
/// functions' regions: 675 MB as lists of `u32`, 201 MB as bit sets), and
/// each instruction names its MU and CHI region lists by a `u32` index
/// into the function's distinct lists ([`FuncRegions::lists`]; a
/// function has a few hundred, against one empty `Vec` per instruction
/// before, 185 MB there).
#[derive(Clone, Debug, Default)]
pub struct FuncRegions {
    /// Objects of each region. Regions are disjoint and non-empty, numbered
    /// by their smallest object.
    pub regions: Vec<PtsSet>,
    /// The distinct region lists of the function's MUs and CHIs, each
    /// sorted; list 0 is the empty list.
    pub lists: Vec<Vec<u32>>,
    /// Per instruction (arena index): its list in `lists` of regions read.
    pub mu: Vec<u32>,
    /// Per instruction: its list in `lists` of regions written.
    pub chi: Vec<u32>,
    /// All regions (the entry defines each).
    pub entry: Vec<u32>,
    /// Regions holding objects visible to callers.
    pub exit: Vec<u32>,
    /// Region names (object lists); empty unless
    /// [`ModuleRegions::name_regions`] filled them.
    pub names: Vec<String>,
}

impl RegionOracle for FuncRegions {
    fn num_regions(&self) -> u32 {
        self.regions.len() as u32
    }
    fn mu_regions(&self, i: Inst) -> &[u32] {
        self.mu_of(i)
    }
    fn chi_regions(&self, i: Inst) -> &[u32] {
        self.chi_of(i)
    }
    fn entry_regions(&self) -> &[u32] {
        &self.entry
    }
    fn exit_regions(&self) -> &[u32] {
        &self.exit
    }
    fn region_name(&self, r: u32) -> String {
        self.names.get(r as usize).cloned().unwrap_or_else(|| format!("r{r}"))
    }
}

impl FuncRegions {
    /// The regions instruction `i` reads, sorted (empty for an instruction
    /// outside the function).
    pub fn mu_of(&self, i: Inst) -> &[u32] {
        self.mu.get(i.index()).map_or(&[], |&k| &self.lists[k as usize])
    }
    /// The regions instruction `i` writes, sorted (empty for an
    /// instruction outside the function).
    pub fn chi_of(&self, i: Inst) -> &[u32] {
        self.chi.get(i.index()).map_or(&[], |&k| &self.lists[k as usize])
    }
    /// The objects covered by region list `rs`, as a set.
    pub fn covered(&self, rs: &[u32]) -> PtsSet {
        let mut s = PtsSet::new();
        for &r in rs {
            s.union_with(&self.regions[r as usize]);
        }
        s
    }
    /// The region holding each object of `objs` that some region holds,
    /// as `(object, region)` sorted by object (regions are disjoint, so
    /// there is at most one). One bit-set intersection per region.
    pub fn regions_of(&self, objs: &PtsSet) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        if objs.is_empty() {
            return out;
        }
        for (r, reg) in self.regions.iter().enumerate() {
            if reg.intersects(objs) {
                out.extend(reg.intersection(objs).iter().map(|o| (o, r as u32)));
            }
        }
        out.sort_unstable();
        out
    }
}

/// Regions of every function of a module.
pub struct ModuleRegions {
    /// Per function (`None` for declarations).
    pub funcs: Vec<Option<FuncRegions>>,
    /// Mod summary of each function (objects visible to callers). Equal
    /// summaries share one set: the functions of a call-graph cycle have
    /// the same ones (on OpenSSL -O0, 10,000 functions with sets of
    /// thousands of objects; one copy each was 0.8 GB).
    pub mod_summary: Vec<Arc<PtsSet>>,
    /// Ref summary of each function (shared as `mod_summary`).
    pub ref_summary: Vec<Arc<PtsSet>>,
}

/// Helper that expands points-to sets to the objects an access touches
/// (the fields come from the result's [`PointsToResult::field_index`]).
pub(crate) struct Expander<'a, 'm> {
    r: &'a PointsToResult<'m>,
}

impl<'a, 'm> Expander<'a, 'm> {
    pub(crate) fn new(r: &'a PointsToResult<'m>) -> Self {
        Expander { r }
    }
    /// Objects touched by an access through a pointer with set `p`.
    pub(crate) fn expand(&mut self, p: &PtsSet, wide: bool, out: &mut Vec<u32>) {
        let objs = self.r.objects();
        let index = self.r.field_index();
        for o in p.iter() {
            let o = Obj::from_u32(o);
            if wide || objs.offset(o) == FieldOffset::Any || objs.is_collapsed(o) {
                out.extend_from_slice(index.all_fields(objs.base(o)));
            } else {
                out.push(o.as_u32());
                if let Some(a) = index.any_field(objs.base(o)) {
                    out.push(a);
                }
            }
        }
    }
}

/// Is a load or store of type `ty` wider than a pointer?
pub(crate) fn is_wide(r: &PointsToResult<'_>, ty: llir::Type) -> bool {
    let cx = r.layout();
    let ptr = u64::from(cx.dl.pointer_size_bits(0)) / 8;
    match cx.store_size(ty) {
        Some(s) => s > ptr.max(1),
        None => true,
    }
}

/// Sets of objects named by ids of a [`SetPool`], with the expansion of a
/// points-to set to the objects an access touches memoized per set.
struct Sets<'a, 'm> {
    pool: SetPool,
    ex: Expander<'a, 'm>,
    expanded: HashMap<(u32, bool), u32, FxBuild>,
    /// The unknown object (normalized).
    unknown: u32,
    /// [`Sets::escaped`], once computed.
    escaped: Option<u32>,
}

impl Sets<'_, '_> {
    /// Id of every field of every object unknown code may reach: the
    /// unknown object and what it holds (Andersen's content of the unknown
    /// object is closed under reachability, since unknown code reads and
    /// writes every field of what escaped).
    fn escaped(&mut self, r: &PointsToResult<'_>) -> u32 {
        if let Some(e) = self.escaped {
            return e;
        }
        let mut objs = r.object_contents(Obj::from_u32(self.unknown)).clone();
        objs.insert(self.unknown);
        let e = self.access(&objs, true);
        self.escaped = Some(e);
        e
    }

    /// Id of the objects touched by an access through a pointer with set `p`.
    fn access(&mut self, p: &PtsSet, wide: bool) -> u32 {
        if p.is_empty() {
            return EMPTY_SET;
        }
        let id = self.pool.intern_ref(p);
        if let Some(&e) = self.expanded.get(&(id, wide)) {
            return e;
        }
        let mut v = Vec::new();
        self.ex.expand(p, wide, &mut v);
        v.sort_unstable();
        v.dedup();
        let e = self.pool.intern(PtsSet::from_sorted(&v));
        self.expanded.insert((id, wide), e);
        e
    }
}

/// Per instruction raw access sets (before summaries of callees), as set ids.
struct RawAccesses {
    mu: Vec<u32>,
    chi: Vec<u32>,
    /// Calls to functions with bodies: (inst, callees).
    calls: Vec<(Inst, Vec<Func>)>,
}

fn raw_accesses(
    m: &Module,
    r: &PointsToResult<'_>,
    view: &dyn PtsView,
    sets: &mut Sets<'_, '_>,
    f: Func,
    instance: Option<u32>,
) -> RawAccesses {
    let pts = |v: Value| -> Cow<'_, PtsSet> {
        match instance {
            None => Cow::Borrowed(view.pts(f, v)),
            Some(c) => view.pts_in(f, v, c),
        }
    };
    let body = m.funcs[f].body.as_ref().expect("function with body");
    let n = body.insts.len();
    let mut ra = RawAccesses {
        mu: vec![EMPTY_SET; n],
        chi: vec![EMPTY_SET; n],
        calls: Vec::new(),
    };
    for (i, d) in body.insts.iter() {
        let k = i.index();
        match &d.kind {
            InstKind::Load { ty, ptr, .. } => {
                ra.mu[k] = sets.access(&pts(*ptr), is_wide(r, *ty));
            }
            InstKind::Store { value, ptr, .. } => {
                let wide = match *value {
                    Value::Local(l) => is_wide(r, body.locals[l].ty),
                    Value::Const(c) => matches!(body.consts[c], llir::ConstData::Aggregate { .. } | llir::ConstData::Bytes { .. }),
                    Value::Global(_) => false,
                };
                ra.chi[k] = sets.access(&pts(*ptr), wide);
            }
            InstKind::CmpXchg { ptr, .. } | InstKind::AtomicRmw { ptr, .. } | InstKind::VaArg { list: ptr, .. } => {
                let s = sets.access(&pts(*ptr), true);
                ra.mu[k] = s;
                ra.chi[k] = s;
            }
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                let callees = view.callees(f, i);
                let defined: Vec<Func> = callees.iter().copied().filter(|&g| m.funcs[g].body.is_some()).collect();
                let external = callees.is_empty() || defined.len() < callees.len();
                let mut defined = defined;
                if external {
                    let direct = match c.callee {
                        Value::Global(llir::GlobalRef::Func(g)) => m.funcs.get(g),
                        _ => None,
                    };
                    let pure = matches!(direct.and_then(|fd| fd.intrinsic_name()), Some(n) if alias::effects::is_debug_intrinsic(n) || n.starts_with("llvm.lifetime.") || n.starts_with("llvm.assume"));
                    if !pure {
                        let mut s = EMPTY_SET;
                        for a in &c.args {
                            let e = sets.access(&pts(a.value), true);
                            s = sets.pool.union(s, e);
                        }
                        // Code outside the module (a declaration with no
                        // library model, inline asm, a pointer that may hold
                        // an unknown function) may touch everything that
                        // escaped and call every function unknown code may
                        // call: their effects are this call's too.
                        let modelled = !callees.is_empty()
                            && callees
                                .iter()
                                .all(|&g| m.funcs[g].body.is_some() || crate::externals::model(&m.funcs[g].name).is_some())
                            && (matches!(c.callee, Value::Global(_)) || !pts(c.callee).contains(sets.unknown));
                        if !modelled {
                            let e = sets.escaped(r);
                            s = sets.pool.union(s, e);
                            defined.extend(
                                r.call_graph()
                                    .called_from_unknown()
                                    .iter()
                                    .copied()
                                    .filter(|&g| m.funcs[g].body.is_some()),
                            );
                            defined.sort_unstable();
                            defined.dedup();
                        }
                        ra.mu[k] = s;
                        // `realloc` writes the old block's contents into the
                        // new block its result points to.
                        let moves = callees.iter().any(|&g| {
                            m.funcs[g].body.is_none()
                                && crate::externals::model(&m.funcs[g].name)
                                    .is_some_and(|e| e.iter().any(|x| matches!(x, crate::externals::Effect::RetHeapMoved { .. })))
                        });
                        ra.chi[k] = match d.result {
                            Some(res) if moves => {
                                let e = sets.access(&pts(Value::Local(res)), true);
                                sets.pool.union(s, e)
                            }
                            _ => s,
                        };
                    }
                }
                if !defined.is_empty() {
                    ra.calls.push((i, defined));
                }
            }
            _ => {}
        }
    }
    ra
}

impl ModuleRegions {
    /// Computes the regions of every function from `view`'s points-to sets
    /// and call graph; `r` supplies the object table. Deterministic.
    ///
    /// Access sets are hash-consed (`SetPool`): the expansion of a
    /// points-to set, the unions that make summaries and call effects, and
    /// the region list of an access set are computed once per distinct set,
    /// which keeps the cost near linear in the number of instructions even
    /// when sets hold thousands of objects.
    pub fn compute(r: &PointsToResult<'_>, view: &dyn PtsView) -> ModuleRegions {
        let m = r.module();
        let nf = m.funcs.len();
        let mut sets = Sets {
            pool: SetPool::new(),
            ex: Expander::new(r),
            expanded: HashMap::default(),
            unknown: r.objects().normalize(r.constraints().unknown).as_u32(),
            escaped: None,
        };
        let cs = r.constraints();
        // Instances: the base instance of function `f` is `f.index()`,
        // context clone `c` is `nf + c`.
        let ncl = cs.num_clones();
        let ni = nf + ncl;
        let inst_func = |k: usize| {
            if k < nf {
                Func::from_u32(k as u32)
            } else {
                cs.clone_func((k - nf) as u32)
            }
        };
        let inst_of = |g: Func, c: u32| if c == BASE { g.index() } else { nf + c as usize };
        let mut raws: Vec<Option<RawAccesses>> = Vec::with_capacity(nf);
        let mut modl = vec![EMPTY_SET; ni];
        let mut refl = vec![EMPTY_SET; ni];
        // Per instance: the instances its calls bind to.
        let mut callees_of: Vec<Vec<u32>> = vec![Vec::new(); ni];
        let totals = |sets: &mut Sets<'_, '_>, ra: &RawAccesses| {
            let (mut mo, mut re) = (EMPTY_SET, EMPTY_SET);
            for k in 0..ra.mu.len() {
                mo = sets.pool.union(mo, ra.chi[k]);
                re = sets.pool.union(re, ra.mu[k]);
            }
            (mo, re)
        };
        for (f, fd) in m.funcs.iter() {
            if fd.body.is_none() {
                raws.push(None);
                continue;
            }
            let ra = raw_accesses(m, r, view, &mut sets, f, None);
            let clones = r.contexts_of(f);
            let mut instances: Vec<u32> = vec![BASE];
            instances.extend_from_slice(clones);
            for &c in &instances {
                let k = inst_of(f, c);
                // Without copies the base instance is the function.
                let own_ra;
                let ira = if clones.is_empty() {
                    &ra
                } else {
                    own_ra = raw_accesses(m, r, view, &mut sets, f, Some(c));
                    &own_ra
                };
                (modl[k], refl[k]) = totals(&mut sets, ira);
                for (i, gs) in &ira.calls {
                    for &g in gs {
                        callees_of[k].push(inst_of(g, cs.target_instance(f, c, *i, g)) as u32);
                    }
                }
            }
            raws.push(Some(ra));
        }
        for v in &mut callees_of {
            v.sort_unstable();
            v.dedup();
        }
        // The stack objects of each non-recursive function: dropped from
        // what it exports to its callers (they do not outlive the call).
        let own = r.objects().stack_objects(nf, |_, func| !r.call_graph().is_recursive(func));
        let own: Vec<u32> = own.iter().map(|v| sets.pool.intern(PtsSet::from_sorted(v))).collect();
        let mut own_inst: Vec<u32> = (0..ni).map(|k| own[inst_func(k).index()]).collect();
        drop(own);
        // Summaries bottom-up over the strongly connected components of
        // the instance call graph, each component once, exactly
        // ([`Components::summarize`]). A worklist over all instances (the
        // previous form) revisited the callers of a big cycle each time
        // one of its summaries grew, and interned every partial union of
        // sets of thousands of objects: two thirds of `refine`'s time in
        // the two region computations of OpenSSL -O0.
        let (mut msum, mut rsum) = (vec![EMPTY_SET; ni], vec![EMPTY_SET; ni]);
        let graph = Components::new(&callees_of);
        let mut ids = Vec::new();
        for c in 0..graph.members.len() {
            // Only declarations lack raw accesses, and they call nothing.
            if graph.members[c].iter().any(|&k| raws[inst_func(k as usize).index()].is_none()) {
                continue;
            }
            graph.summarize(c, &mut sets.pool, &modl, &mut msum, &own_inst, &mut ids);
            graph.summarize(c, &mut sets.pool, &refl, &mut rsum, &own_inst, &mut ids);
            // What a cycle's summaries drop makes a little garbage.
            if sets.pool.wants_compaction() {
                compact_pool(&mut sets, &mut raws, [&mut modl, &mut refl, &mut msum, &mut rsum, &mut own_inst]);
            }
        }
        drop(graph);
        // Only the raw accesses and the final summaries are named from here on.
        compact_pool(&mut sets, &mut raws, [&mut msum, &mut rsum]);
        // Per function: the union of its instances' summaries.
        let mut fmod = msum[..nf].to_vec();
        let mut fref = rsum[..nf].to_vec();
        for k in nf..ni {
            let f = inst_func(k).index();
            fmod[f] = sets.pool.union(fmod[f], msum[k]);
            fref[f] = sets.pool.union(fref[f], rsum[k]);
        }
        let reach = r.stack_reach();
        let private = sets.pool.intern_ref(reach.all_private());
        let mut reached: HashMap<u32, u32, FxBuild> = HashMap::default();
        let mut funcs = Vec::with_capacity(nf);
        for (fi, ra) in raws.into_iter().enumerate() {
            let Some(mut ra) = ra else {
                funcs.push(None);
                continue;
            };
            let f = Func::from_u32(fi as u32);
            let body = m.funcs[f].body.as_ref().expect("function with body");
            let mut instances: Vec<u32> = vec![BASE];
            instances.extend_from_slice(r.contexts_of(f));
            for (i, gs) in &ra.calls {
                let k = i.index();
                // A call reads and writes what the instances it binds to
                // do, in each instance of the caller...
                let (mut mu, mut chi) = (EMPTY_SET, EMPTY_SET);
                for &c in &instances {
                    for &g in gs {
                        let t = inst_of(g, cs.target_instance(f, c, *i, g));
                        mu = sets.pool.union(mu, rsum[t]);
                        chi = sets.pool.union(chi, msum[t]);
                    }
                }
                // ...on the stack objects it can reach.
                let args = match body.insts[*i].call() {
                    Some(c) => c.args.iter().fold(EMPTY_SET, |acc, a| {
                        let p = sets.pool.intern_ref(view.pts(f, a.value));
                        sets.pool.union(acc, p)
                    }),
                    None => EMPTY_SET,
                };
                let reached = *reached.entry(args).or_insert_with(|| {
                    let set = reach.reached_from(r, sets.pool.get(args));
                    sets.pool.intern(set)
                });
                // (S minus every private object) plus the reached ones of S.
                let keep = |sets: &mut Sets<'_, '_>, s: u32| {
                    let other = sets.pool.difference(s, private);
                    let own = sets.pool.intersection(s, reached);
                    sets.pool.union(other, own)
                };
                mu = keep(&mut sets, mu);
                chi = keep(&mut sets, chi);
                ra.mu[k] = sets.pool.union(ra.mu[k], mu);
                ra.chi[k] = sets.pool.union(ra.chi[k], chi);
            }
            let exit = sets.pool.union(fmod[fi], fref[fi]);
            funcs.push(Some(partition(&sets.pool, &ra.mu, &ra.chi, exit)));
        }
        let mut shared: HashMap<u32, Arc<PtsSet>, FxBuild> = HashMap::default();
        let mut share = |s: u32| shared.entry(s).or_insert_with(|| Arc::new(sets.pool.get(s).clone())).clone();
        let mod_summary = fmod.iter().map(|&s| share(s)).collect();
        let ref_summary = fref.iter().map(|&s| share(s)).collect();
        ModuleRegions {
            funcs,
            mod_summary,
            ref_summary,
        }
    }

    /// Names every region of every function by its objects (for printing;
    /// [`ModuleRegions::compute`] leaves the names empty, as they can be
    /// large).
    pub fn name_regions(&mut self, r: &PointsToResult<'_>) {
        for fr in self.funcs.iter_mut().flatten() {
            fr.names = fr
                .regions
                .iter()
                .map(|v| {
                    let mut s = String::from("{");
                    for (k, o) in v.iter().enumerate() {
                        if k > 0 {
                            s.push_str(", ");
                        }
                        s.push_str(&r.object_name(Obj::from_u32(o)));
                    }
                    s.push('}');
                    s
                })
                .collect();
        }
    }
}

/// The strongly connected components of the instance call graph, callees
/// first, for [`Components::summarize`].
struct Components<'x> {
    /// Instances each instance's calls bind to (sorted, distinct).
    callees: &'x [Vec<u32>],
    /// Component of every instance; Tarjan numbers every component after
    /// the ones it calls.
    comp: Vec<u32>,
    /// Each component's instances, increasing.
    members: Vec<Vec<u32>>,
    /// Position of every instance in its component's `members`.
    pos: Vec<u32>,
}

impl<'x> Components<'x> {
    fn new(callees: &'x [Vec<u32>]) -> Self {
        let (comp, count) = tarjan(callees);
        let mut members: Vec<Vec<u32>> = vec![Vec::new(); count as usize];
        let mut pos = vec![0u32; callees.len()];
        for (k, &c) in comp.iter().enumerate() {
            pos[k] = members[c as usize].len() as u32;
            members[c as usize].push(k as u32);
        }
        Components {
            callees,
            comp,
            members,
            pos,
        }
    }

    /// Sets `sums` of every member of component `c` to the least fixpoint
    /// of `sums[k] = (local[k] ∪ sums of k's callees) - own[k]`, given the
    /// final `sums` of every component numbered before `c` (so visiting
    /// the components in number order gives the least fixpoint of the
    /// whole graph: the unique one a worklist from below reaches).
    ///
    /// A component that is no cycle takes one union. In a cycle every
    /// member reaches every other, so an object no member drops reaches
    /// them all: the union `all` of the members' own accesses and of the
    /// outside callees' summaries, less the dropped objects, is every
    /// member's summary. An object dropped by a member (a stack object of
    /// a function the Andersen call graph finds non-recursive, which the
    /// regions' graph can still put on a cycle through the functions
    /// unknown code may call) is dropped only by the instances of its
    /// function: a member holds it iff it reaches, without passing one of
    /// those instances, a member that accesses it or calls outside the
    /// cycle into a summary holding it. That is a union over the components
    /// of the cycle without those instances, callees first, of the small
    /// sets of such objects, once per function that drops some.
    fn summarize(&self, c: usize, pool: &mut SetPool, local: &[u32], sums: &mut [u32], own: &[u32], ids: &mut Vec<u32>) {
        let ks = &self.members[c];
        if ks.len() == 1 && !self.callees[ks[0] as usize].contains(&ks[0]) {
            let k = ks[0] as usize;
            ids.clear();
            ids.push(local[k]);
            ids.extend(self.callees[k].iter().map(|&g| sums[g as usize]));
            sums[k] = union_minus(pool, ids, own[k]);
            return;
        }
        let outside = |g: u32| self.comp[g as usize] != c as u32;
        ids.clear();
        for &k in ks {
            ids.push(local[k as usize]);
            ids.extend(self.callees[k as usize].iter().filter(|&&g| outside(g)).map(|&g| sums[g as usize]));
        }
        let all = union_minus(pool, ids, EMPTY_SET);
        let mut owners: Vec<u32> = ks.iter().map(|&k| own[k as usize]).filter(|&o| o != EMPTY_SET).collect();
        owners.sort_unstable();
        owners.dedup();
        owners.retain(|&o| pool.get(o).intersects(pool.get(all)));
        if owners.is_empty() {
            for &k in ks {
                sums[k as usize] = all;
            }
            return;
        }
        // Objects each member holds beyond `all` less the dropped ones.
        let mut extra: Vec<PtsSet> = vec![PtsSet::new(); ks.len()];
        for &o in &owners {
            let dropped = pool.get(all).intersection(pool.get(o));
            let blocked = |k: u32| own[k as usize] == o;
            // What each member brings in itself: its own accesses and its
            // outside callees' summaries, restricted to `dropped`.
            let mut memo: HashMap<u32, PtsSet, FxBuild> = HashMap::default();
            let mut within = |id: u32| -> PtsSet { memo.entry(id).or_insert_with(|| dropped.intersection(pool.get(id))).clone() };
            let mut brings: Vec<PtsSet> = Vec::with_capacity(ks.len());
            let mut edges: Vec<(u32, u32)> = Vec::new();
            for (i, &k) in ks.iter().enumerate() {
                let mut b = PtsSet::new();
                if !blocked(k) {
                    b = within(local[k as usize]);
                    for &g in &self.callees[k as usize] {
                        if outside(g) {
                            b.union_with(&within(sums[g as usize]));
                        } else if !blocked(g) {
                            edges.push((i as u32, self.pos[g as usize]));
                        }
                    }
                }
                brings.push(b);
            }
            // The components of the cycle without the blocked instances,
            // callees first: each holds what its members bring and what
            // its callees hold. Edges go by their source's component.
            let (lc, lcount) = tarjan(&Csr::from_edges(ks.len(), &edges));
            let mut held: Vec<PtsSet> = vec![PtsSet::new(); lcount as usize];
            for (i, b) in brings.iter().enumerate() {
                held[lc[i] as usize].union_with(b);
            }
            edges.sort_unstable_by_key(|&(i, _)| lc[i as usize]);
            for &(i, j) in &edges {
                let (x, y) = (lc[i as usize] as usize, lc[j as usize] as usize);
                if y != x {
                    // y < x: complete, since its own edges came before.
                    let (lo, hi) = held.split_at_mut(x);
                    hi[0].union_with(&lo[y]);
                }
            }
            for (i, &k) in ks.iter().enumerate() {
                if !blocked(k) {
                    extra[i].union_with(&held[lc[i] as usize]);
                }
            }
        }
        ids.clear();
        ids.extend_from_slice(&owners);
        let dropped = union_minus(pool, ids, EMPTY_SET);
        let base = pool.difference(all, dropped);
        for (i, &k) in ks.iter().enumerate() {
            sums[k as usize] = if extra[i].is_empty() {
                base
            } else {
                let mut s = pool.get(base).clone();
                s.union_with(&extra[i]);
                pool.intern(s)
            };
        }
    }
}

/// The id of the union of the sets `ids` names (sorted and deduplicated
/// here), less the set `minus`. The union is built in one scratch set,
/// largest set first so most of the others add nothing new and are merged
/// in place, and only the result is interned: the partial unions of a
/// chain of pool unions were each interned (sets of thousands of objects).
fn union_minus(pool: &mut SetPool, ids: &mut Vec<u32>, minus: u32) -> u32 {
    ids.retain(|&s| s != EMPTY_SET);
    ids.sort_unstable();
    ids.dedup();
    match ids.len() {
        0 => return EMPTY_SET,
        1 => return pool.difference(ids[0], minus),
        _ => {}
    }
    let largest = (0..ids.len())
        .max_by_key(|&i| (pool.get(ids[i]).num_chunks(), std::cmp::Reverse(i)))
        .unwrap_or(0);
    let mut acc = pool.get(ids[largest]).clone();
    for (i, &s) in ids.iter().enumerate() {
        if i != largest {
            acc.union_with(pool.get(s));
        }
    }
    if minus != EMPTY_SET {
        acc.subtract(pool.get(minus));
    }
    pool.intern(acc)
}

/// Compacts `sets`' pool to the sets named by the raw accesses `raws` and
/// by `lists` (every id there is rewritten), dropping the memoized
/// expansions (a cache whose ids would go stale).
fn compact_pool<const N: usize>(sets: &mut Sets<'_, '_>, raws: &mut [Option<RawAccesses>], lists: [&mut Vec<u32>; N]) {
    let mut roots: Vec<&mut u32> = Vec::new();
    for ra in raws.iter_mut().flatten() {
        roots.extend(ra.mu.iter_mut());
        roots.extend(ra.chi.iter_mut());
    }
    for l in lists {
        roots.extend(l.iter_mut());
    }
    sets.pool.compact(roots);
    sets.expanded.clear();
    sets.escaped = None;
}

/// Partition refinement of the objects of the access sets (ids in `pool`):
/// the coarsest partition of their union that no access set splits.
fn partition(pool: &SetPool, mu: &[u32], chi: &[u32], exit: u32) -> FuncRegions {
    let mut distinct: Vec<u32> = mu
        .iter()
        .chain(chi)
        .copied()
        .chain(std::iter::once(exit))
        .filter(|&s| s != EMPTY_SET)
        .collect();
    distinct.sort_unstable();
    distinct.dedup();
    let mut universe = PtsSet::new();
    for &s in &distinct {
        universe.union_with(pool.get(s));
    }
    let mut classes: Vec<PtsSet> = if universe.is_empty() { Vec::new() } else { vec![universe] };
    for &s in &distinct {
        let set = pool.get(s);
        let mut next = Vec::with_capacity(classes.len() + 1);
        for c in classes {
            if !c.intersects(set) || c.is_subset(set) {
                next.push(c);
            } else {
                next.push(c.intersection(set));
                next.push(c.difference(set));
            }
        }
        classes = next;
    }
    // Regions numbered by their smallest object.
    classes.sort_unstable_by_key(|c| c.first().unwrap_or(u32::MAX));
    let firsts: Vec<u32> = classes.iter().map(|c| c.first().unwrap_or(u32::MAX)).collect();
    // Every class lies wholly inside or outside each access set. Each
    // distinct access set gets its list once; instructions name it by index.
    let mut lists: Vec<Vec<u32>> = vec![Vec::new()];
    let mut index: HashMap<u32, u32, FxBuild> = HashMap::default();
    let mut list_of = |s: u32| -> u32 {
        if s == EMPTY_SET {
            return 0;
        }
        *index.entry(s).or_insert_with(|| {
            let set = pool.get(s);
            lists.push((0..firsts.len() as u32).filter(|&r| set.contains(firsts[r as usize])).collect());
            (lists.len() - 1) as u32
        })
    };
    let mu_l: Vec<u32> = mu.iter().map(|&s| list_of(s)).collect();
    let chi_l: Vec<u32> = chi.iter().map(|&s| list_of(s)).collect();
    let exit_l = list_of(exit);
    let exit = lists[exit_l as usize].clone();
    for c in &mut classes {
        c.shrink_to_fit();
    }
    FuncRegions {
        mu: mu_l,
        chi: chi_l,
        lists,
        entry: (0..classes.len() as u32).collect(),
        exit,
        regions: classes,
        names: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// The summaries by a worklist from below over the whole graph, with
    /// plain sets: the definition [`Components::summarize`] must meet.
    fn naive(callees: &[Vec<u32>], local: &[PtsSet], own: &[PtsSet]) -> Vec<PtsSet> {
        let mut sums: Vec<PtsSet> = local.iter().zip(own).map(|(l, o)| l.difference(o)).collect();
        loop {
            let mut changed = false;
            for k in 0..callees.len() {
                let mut s = local[k].clone();
                for &g in &callees[k] {
                    s.union_with(&sums[g as usize]);
                }
                s.subtract(&own[k]);
                if s != sums[k] {
                    sums[k] = s;
                    changed = true;
                }
            }
            if !changed {
                return sums;
            }
        }
    }

    /// Function count, callees and accessed objects per instance, which
    /// functions drop their stack objects.
    type Graph = (usize, Vec<Vec<u32>>, Vec<Vec<u32>>, Vec<bool>);

    /// Instances of `funcs` functions (instance `k` belongs to function
    /// `k % funcs`), calls between them, the objects each accesses, and
    /// which functions drop their stack objects (ids `100 * f + 0..4`,
    /// disjoint between functions, as stack objects are).
    fn graphs() -> impl Strategy<Value = Graph> {
        (1usize..5, 1usize..14).prop_flat_map(|(funcs, n)| {
            let object = prop_oneof![0u32..12, (0..funcs as u32, 0u32..4).prop_map(|(f, o)| 100 * f + o)];
            (
                Just(funcs),
                prop::collection::vec(prop::collection::vec(0..n as u32, 0..4), n),
                prop::collection::vec(prop::collection::vec(object, 0..5), n),
                prop::collection::vec(any::<bool>(), funcs),
            )
        })
    }

    proptest! {
        #[test]
        fn component_summaries_are_the_least_fixpoint((funcs, mut callees, local, drops) in graphs()) {
            for v in &mut callees {
                v.sort_unstable();
                v.dedup();
            }
            let n = callees.len();
            let local: Vec<PtsSet> = local.iter().map(|v| v.iter().copied().collect()).collect();
            let own: Vec<PtsSet> = (0..n)
                .map(|k| {
                    let f = (k % funcs) as u32;
                    if drops[f as usize] { (0..4).map(|o| 100 * f + o).collect() } else { PtsSet::new() }
                })
                .collect();
            let want = naive(&callees, &local, &own);
            let mut pool = SetPool::new();
            let local_ids: Vec<u32> = local.iter().map(|s| pool.intern_ref(s)).collect();
            let own_ids: Vec<u32> = own.iter().map(|s| pool.intern_ref(s)).collect();
            let mut sums = vec![EMPTY_SET; n];
            let graph = Components::new(&callees);
            let mut ids = Vec::new();
            for c in 0..graph.members.len() {
                graph.summarize(c, &mut pool, &local_ids, &mut sums, &own_ids, &mut ids);
            }
            for k in 0..n {
                prop_assert_eq!(pool.get(sums[k]), &want[k], "instance {}", k);
            }
        }
    }
}
