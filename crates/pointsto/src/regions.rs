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
//! pointer with no known callee) is assumed to read and write the objects
//! its pointer arguments point to (every field of their bases) — the same
//! one-level assumption the library models make.
//!
//! # Mod/ref summaries
//! `mod(f)` = objects `f` writes directly ∪ `mod` of its callees, likewise
//! `ref(f)`; computed as a fixpoint with a worklist over the call graph
//! (callers are re-queued when a summary grows; no recursion). The stack
//! objects of a non-recursive `f` are dropped from what `f` exports to its
//! callers: they do not outlive the call.

use crate::andersen::PointsToResult;
use crate::objects::{FieldOffset, Obj, ObjKind};
use crate::pts::PtsSet;
use entity::EntityId;
use llir::{Func, Inst, InstKind, Module, Value};
use memssa::partition::RegionOracle;
use std::collections::HashMap;

/// Points-to facts the regions are computed from: Andersen's result or a
/// refined one.
pub trait PtsView {
    /// The points-to set of operand `v` of function `f`.
    fn pts(&self, f: Func, v: Value) -> &PtsSet;
    /// The possible callees of call instruction `i` of `f`.
    fn callees(&self, f: Func, i: Inst) -> Vec<Func>;
}

impl PtsView for PointsToResult<'_> {
    fn pts(&self, f: Func, v: Value) -> &PtsSet {
        self.points_to(f, v)
    }
    fn callees(&self, f: Func, i: Inst) -> Vec<Func> {
        self.call_graph().callees(f, i).to_vec()
    }
}

/// Regions of one function; implements [`RegionOracle`].
#[derive(Clone, Debug, Default)]
pub struct FuncRegions {
    /// Objects of each region, sorted.
    pub regions: Vec<Vec<u32>>,
    /// Per instruction (arena index): regions read.
    pub mu: Vec<Vec<u32>>,
    /// Per instruction: regions written.
    pub chi: Vec<Vec<u32>>,
    /// All regions (the entry defines each).
    pub entry: Vec<u32>,
    /// Regions holding objects visible to callers.
    pub exit: Vec<u32>,
    /// Region names (object lists).
    pub names: Vec<String>,
}

impl RegionOracle for FuncRegions {
    fn num_regions(&self) -> u32 {
        self.regions.len() as u32
    }
    fn mu_regions(&self, i: Inst) -> &[u32] {
        self.mu.get(i.index()).map(|v| &v[..]).unwrap_or(&[])
    }
    fn chi_regions(&self, i: Inst) -> &[u32] {
        self.chi.get(i.index()).map(|v| &v[..]).unwrap_or(&[])
    }
    fn entry_regions(&self) -> &[u32] {
        &self.entry
    }
    fn exit_regions(&self) -> &[u32] {
        &self.exit
    }
    fn region_name(&self, r: u32) -> String {
        self.names.get(r as usize).cloned().unwrap_or_default()
    }
}

impl FuncRegions {
    /// The objects covered by region list `rs`, as a set.
    pub fn covered(&self, rs: &[u32]) -> PtsSet {
        let mut v: Vec<u32> = rs.iter().flat_map(|&r| self.regions[r as usize].iter().copied()).collect();
        v.sort_unstable();
        v.dedup();
        PtsSet::from_sorted(&v)
    }
}

/// Regions of every function of a module.
pub struct ModuleRegions {
    /// Per function (`None` for declarations).
    pub funcs: Vec<Option<FuncRegions>>,
    /// Mod summary of each function (objects visible to callers).
    pub mod_summary: Vec<PtsSet>,
    /// Ref summary of each function.
    pub ref_summary: Vec<PtsSet>,
}

/// Helper that expands points-to sets to the objects an access touches.
pub(crate) struct Expander<'a, 'm> {
    r: &'a PointsToResult<'m>,
    fields: HashMap<u32, Vec<u32>>,
    any: HashMap<u32, Option<u32>>,
}

impl<'a, 'm> Expander<'a, 'm> {
    pub(crate) fn new(r: &'a PointsToResult<'m>) -> Self {
        Expander {
            r,
            fields: HashMap::new(),
            any: HashMap::new(),
        }
    }
    fn all_fields(&mut self, o: Obj) -> &[u32] {
        let objs = self.r.objects();
        let b = objs.base(o);
        self.fields.entry(b.as_u32()).or_insert_with(|| {
            let mut v: Vec<u32> = objs.fields_of(b).into_iter().map(|f| objs.normalize(f).as_u32()).collect();
            v.sort_unstable();
            v.dedup();
            v
        })
    }
    fn any_field(&mut self, o: Obj) -> Option<u32> {
        let objs = self.r.objects();
        let b = objs.base(o);
        *self.any.entry(b.as_u32()).or_insert_with(|| {
            objs.fields_of(b)
                .into_iter()
                .find(|&f| objs.offset(f) == FieldOffset::Any)
                .map(|f| objs.normalize(f).as_u32())
        })
    }
    /// Objects touched by an access through a pointer with set `p`.
    pub(crate) fn expand(&mut self, p: &PtsSet, wide: bool, out: &mut Vec<u32>) {
        let objs = self.r.objects();
        for o in p.iter() {
            let o = Obj::from_u32(o);
            if wide || objs.offset(o) == FieldOffset::Any || objs.is_collapsed(o) {
                let f = self.all_fields(o).to_vec();
                out.extend(f);
            } else {
                out.push(o.as_u32());
                if let Some(a) = self.any_field(o) {
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
    match cx.dl.store_size(cx.types, ty) {
        Some(s) => s > ptr.max(1),
        None => true,
    }
}

/// Per instruction raw access sets (before summaries of callees).
struct RawAccesses {
    mu: Vec<Vec<u32>>,
    chi: Vec<Vec<u32>>,
    /// Calls to functions with bodies: (inst, callees).
    calls: Vec<(Inst, Vec<Func>)>,
}

fn raw_accesses(m: &Module, r: &PointsToResult<'_>, view: &dyn PtsView, ex: &mut Expander<'_, '_>, f: Func) -> RawAccesses {
    let body = m.funcs[f].body.as_ref().expect("function with body");
    let n = body.insts.len();
    let mut ra = RawAccesses {
        mu: vec![Vec::new(); n],
        chi: vec![Vec::new(); n],
        calls: Vec::new(),
    };
    for (i, d) in body.insts.iter() {
        let k = i.index();
        let mut both = |ptr: Value, wide: bool, ra: &mut RawAccesses| {
            let mut s = Vec::new();
            ex.expand(view.pts(f, ptr), wide, &mut s);
            ra.mu[k].extend_from_slice(&s);
            ra.chi[k].extend(s);
        };
        match &d.kind {
            InstKind::Load { ty, ptr, .. } => {
                let wide = is_wide(r, *ty);
                ex.expand(view.pts(f, *ptr), wide, &mut ra.mu[k]);
            }
            InstKind::Store { value, ptr, .. } => {
                let wide = match *value {
                    Value::Local(l) => is_wide(r, body.locals[l].ty),
                    Value::Const(c) => matches!(body.consts[c], llir::ConstData::Aggregate { .. } | llir::ConstData::Bytes { .. }),
                    Value::Global(_) => false,
                };
                ex.expand(view.pts(f, *ptr), wide, &mut ra.chi[k]);
            }
            InstKind::CmpXchg { ptr, .. } | InstKind::AtomicRmw { ptr, .. } => both(*ptr, true, &mut ra),
            InstKind::VaArg { list, .. } => both(*list, true, &mut ra),
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                let callees = view.callees(f, i);
                let defined: Vec<Func> = callees.iter().copied().filter(|&g| m.funcs[g].body.is_some()).collect();
                let external = callees.is_empty() || defined.len() < callees.len();
                if external {
                    let pure = matches!(&m.funcs.get(match c.callee { Value::Global(llir::GlobalRef::Func(g)) => g, _ => Func::from_u32(u32::MAX) }).and_then(|fd| fd.intrinsic_name()), Some(n) if n.starts_with("llvm.dbg.") || n.starts_with("llvm.lifetime.") || n.starts_with("llvm.assume"));
                    if !pure {
                        for a in &c.args {
                            both(a.value, true, &mut ra);
                        }
                    }
                }
                if !defined.is_empty() {
                    ra.calls.push((i, defined));
                }
            }
            _ => {}
        }
        for l in [&mut ra.mu[k], &mut ra.chi[k]] {
            l.sort_unstable();
            l.dedup();
        }
    }
    ra
}

impl ModuleRegions {
    /// Computes the regions of every function from `view`'s points-to sets
    /// and call graph; `r` supplies the object table. Deterministic.
    pub fn compute(r: &PointsToResult<'_>, view: &dyn PtsView) -> ModuleRegions {
        let m = r.module();
        let nf = m.funcs.len();
        let mut ex = Expander::new(r);
        let mut raws: Vec<Option<RawAccesses>> = Vec::with_capacity(nf);
        let mut modl = vec![PtsSet::new(); nf];
        let mut refl = vec![PtsSet::new(); nf];
        let mut callers: Vec<Vec<u32>> = vec![Vec::new(); nf];
        for (f, fd) in m.funcs.iter() {
            if fd.body.is_none() {
                raws.push(None);
                continue;
            }
            let ra = raw_accesses(m, r, view, &mut ex, f);
            let mut mo: Vec<u32> = ra.chi.iter().flatten().copied().collect();
            let mut re: Vec<u32> = ra.mu.iter().flatten().copied().collect();
            mo.sort_unstable();
            mo.dedup();
            re.sort_unstable();
            re.dedup();
            modl[f.index()] = PtsSet::from_sorted(&mo);
            refl[f.index()] = PtsSet::from_sorted(&re);
            for (_, cs) in &ra.calls {
                for &g in cs {
                    callers[g.index()].push(f.as_u32());
                }
            }
            raws.push(Some(ra));
        }
        for c in &mut callers {
            c.sort_unstable();
            c.dedup();
        }
        // Locals dropped from exported summaries.
        let objs = r.objects();
        let local_of = |o: u32| -> Option<Func> {
            match objs.kind(Obj::from_u32(o)) {
                ObjKind::Stack { func, .. } if !r.call_graph().is_recursive(func) => Some(func),
                _ => None,
            }
        };
        let export = |f: usize, s: &PtsSet| -> PtsSet {
            let v: Vec<u32> = s.iter().filter(|&o| local_of(o).is_none_or(|g| g.index() != f)).collect();
            PtsSet::from_sorted(&v)
        };
        let mut msum: Vec<PtsSet> = (0..nf).map(|f| export(f, &modl[f])).collect();
        let mut rsum: Vec<PtsSet> = (0..nf).map(|f| export(f, &refl[f])).collect();
        // Distinct callees of each function, and a callees-first order
        // (iterative DFS postorder) so most functions are summarized once.
        let callees_of: Vec<Vec<u32>> = raws
            .iter()
            .map(|ra| {
                let mut v: Vec<u32> = ra
                    .iter()
                    .flat_map(|ra| ra.calls.iter().flat_map(|(_, cs)| cs.iter().map(|g| g.as_u32())))
                    .collect();
                v.sort_unstable();
                v.dedup();
                v
            })
            .collect();
        let mut order: Vec<u32> = Vec::with_capacity(nf);
        let mut seen = vec![false; nf];
        for root in 0..nf {
            if seen[root] {
                continue;
            }
            seen[root] = true;
            let mut stack: Vec<(u32, usize)> = vec![(root as u32, 0)];
            while let Some(top) = stack.last_mut() {
                let (f, k) = *top;
                if let Some(&g) = callees_of[f as usize].get(k) {
                    top.1 += 1;
                    if !seen[g as usize] {
                        seen[g as usize] = true;
                        stack.push((g, 0));
                    }
                } else {
                    order.push(f);
                    stack.pop();
                }
            }
        }
        let mut work: std::collections::VecDeque<u32> = order.into_iter().collect();
        let mut queued = vec![true; nf];
        while let Some(f) = work.pop_front() {
            let f = f as usize;
            queued[f] = false;
            if raws[f].is_none() {
                continue;
            }
            let (mut mo, mut re) = (modl[f].clone(), refl[f].clone());
            for &g in &callees_of[f] {
                mo.union_with(&msum[g as usize]);
                re.union_with(&rsum[g as usize]);
            }
            let (mo, re) = (export(f, &mo), export(f, &re));
            if mo != msum[f] || re != rsum[f] {
                msum[f] = mo;
                rsum[f] = re;
                for &c in &callers[f] {
                    if !queued[c as usize] {
                        queued[c as usize] = true;
                        work.push_back(c);
                    }
                }
            }
        }
        let mut funcs = Vec::with_capacity(nf);
        for (fi, ra) in raws.into_iter().enumerate() {
            let Some(mut ra) = ra else {
                funcs.push(None);
                continue;
            };
            for (i, cs) in &ra.calls {
                let k = i.index();
                for &g in cs {
                    ra.mu[k].extend(rsum[g.index()].iter());
                    ra.chi[k].extend(msum[g.index()].iter());
                }
                ra.mu[k].sort_unstable();
                ra.mu[k].dedup();
                ra.chi[k].sort_unstable();
                ra.chi[k].dedup();
            }
            funcs.push(Some(partition(r, &ra.mu, &ra.chi, &msum[fi], &rsum[fi])));
        }
        ModuleRegions {
            funcs,
            mod_summary: msum,
            ref_summary: rsum,
        }
    }
}

/// Partition refinement of the objects of the access sets.
fn partition(r: &PointsToResult<'_>, mu: &[Vec<u32>], chi: &[Vec<u32>], msum: &PtsSet, rsum: &PtsSet) -> FuncRegions {
    let mut class_of: HashMap<u32, u32> = HashMap::new();
    let mut size: Vec<u32> = Vec::new();
    let mut count: HashMap<u32, u32> = HashMap::new();
    let exit_set: Vec<u32> = {
        let mut s = msum.clone();
        s.union_with(rsum);
        s.iter().collect()
    };
    let sets = mu.iter().chain(chi.iter()).map(|v| &v[..]).chain(std::iter::once(&exit_set[..]));
    for s in sets {
        if s.is_empty() {
            continue;
        }
        count.clear();
        let fresh = size.len() as u32;
        let mut fresh_used = false;
        for &o in s {
            match class_of.get(&o) {
                Some(&c) => *count.entry(c).or_insert(0) += 1,
                None => {
                    class_of.insert(o, fresh);
                    fresh_used = true;
                }
            }
        }
        if fresh_used {
            size.push(s.iter().filter(|o| class_of[o] == fresh).count() as u32);
        }
        let mut split: HashMap<u32, u32> = HashMap::new();
        for (&c, &k) in &count {
            if k < size[c as usize] {
                split.insert(c, 0);
            }
        }
        if split.is_empty() {
            continue;
        }
        let mut keys: Vec<u32> = split.keys().copied().collect();
        keys.sort_unstable();
        for c in keys {
            let nc = size.len() as u32;
            size.push(count[&c]);
            size[c as usize] -= count[&c];
            split.insert(c, nc);
        }
        for &o in s {
            let c = class_of[&o];
            if let Some(&nc) = split.get(&c) {
                class_of.insert(o, nc);
            }
        }
    }
    // Regions numbered by their smallest object.
    let mut by_class: HashMap<u32, Vec<u32>> = HashMap::new();
    for (&o, &c) in &class_of {
        by_class.entry(c).or_default().push(o);
    }
    let mut regions: Vec<Vec<u32>> = by_class.into_values().collect();
    for v in &mut regions {
        v.sort_unstable();
    }
    regions.sort_unstable_by_key(|v| v[0]);
    let mut region_of: HashMap<u32, u32> = HashMap::new();
    for (ri, v) in regions.iter().enumerate() {
        for &o in v {
            region_of.insert(o, ri as u32);
        }
    }
    let map = |s: &[u32]| -> Vec<u32> {
        let mut v: Vec<u32> = s.iter().map(|o| region_of[o]).collect();
        v.sort_unstable();
        v.dedup();
        v
    };
    let names = regions
        .iter()
        .map(|v| {
            let mut s = String::from("{");
            for (k, &o) in v.iter().enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                s.push_str(&r.object_name(Obj::from_u32(o)));
            }
            s.push('}');
            s
        })
        .collect();
    FuncRegions {
        mu: mu.iter().map(|s| map(s)).collect(),
        chi: chi.iter().map(|s| map(s)).collect(),
        entry: (0..regions.len() as u32).collect(),
        exit: map(&exit_set),
        regions,
        names,
    }
}
