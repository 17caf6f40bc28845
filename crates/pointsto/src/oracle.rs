//! Points-to alias analysis for the LLVM-mode Memory SSA walker and use
//! optimizer: an [`alias::AliasOracle`] that answers from a points-to
//! result (Andersen's, or the flow-sensitive one) on top of LLVM's own
//! stack (BasicAA, scoped noalias, TBAA).
//!
//! ```text
//! PointsToResult / FsResult --PtsView--> PointsToAA (module: mod/ref summaries)
//!     --OracleFactory::make(FunctionAA)--> PointsToOracle (one function, one session)
//!     --ClobberWalker / optimize_uses--> clobbers
//! ```
//!
//! # Answers
//!
//! Every query is first asked of LLVM's stack ([`alias::BatchAA`]); the
//! points-to facts can only turn its answer into a stronger one:
//!
//! * **alias(A, B)**: `NoAlias` if LLVM says `MayAlias` and the two
//!   locations are disjoint: no object of `pts(A.ptr)` may overlap one of
//!   `pts(B.ptr)`, comparing field offsets and access sizes
//!   ([`crate::objects::Objects::may_overlap`]). Otherwise LLVM's answer.
//! * **mod/ref of a load, store, `va_arg`, `cmpxchg`, `atomicrmw` on a
//!   location**: `NoModRef` if its own location and the queried one are
//!   disjoint, except for ordered atomics, which LLVM treats as touching
//!   everything (we keep that).
//! * **mod/ref of a call on a location**: LLVM's answer intersected with the
//!   call's *effects*: the union of the mod/ref summaries of every possible
//!   callee (indirect calls resolved by the points-to call graph), plus the
//!   reads of `byval` arguments, and on *private* stack objects (whose
//!   address nothing but other stack objects ever holds,
//!   [`crate::stack_reach`]) only those the call's arguments reach: a
//!   recursive callee's summary holds every activation's copy of an
//!   `alloca`, but it cannot get at its caller's own copy unless handed a
//!   path to it. A call that may reach code without a body
//!   (a declaration, an interposable definition, inline asm, a pointer that
//!   may hold an unknown function) has no effects: LLVM's answer stands.
//! * **two calls**: `Mod` if the first may write what the second reads or
//!   writes, `Ref` if it may read what the second writes, intersected with
//!   LLVM's answer.
//! * `mod_ref_mask`, `call_memory_effects`, `mod_ref_inst`: LLVM's.
//!
//! # Soundness
//!
//! A location's objects are *unknown*, and never give `NoAlias` or
//! `NoModRef`, when its pointer has no `llir` operand (a constant made up
//! by phi translation), when its points-to set is empty (a value the
//! analysis did not model, or dead code), or when the set holds the unknown
//! object. `BeforeOrAfterPointer` sizes (LLVM's loop-variant widening) cover
//! the whole base object. The analysis' own assumptions (`crate` docs:
//! pointer arithmetic stays inside its object, calls through pointers match
//! the callee's type, library models) carry over.
//!
//! # Mod/ref summaries
//!
//! A function's summary is what it and everything it calls may read
//! (`ref`) and write (`mod`) of memory its callers can see: a sorted list
//! of (object, extent) pairs, where the extent is the widest access made at
//! that field object (`None`: to the end of the object), plus a `top`
//! [`ModRef`] meaning "may read / write anything". Direct effects:
//!
//! * loads read, stores write, `cmpxchg`/`atomicrmw`/`va_arg` read and write
//!   the objects of their pointer, at the access's store size;
//! * a pointer with unknown objects (as above) makes the access `top`;
//!   ordered atomics (loads and stores stronger than `unordered`,
//!   `cmpxchg`/`atomicrmw` stronger than `monotonic`), fences, `catchpad`,
//!   `catchret` and any other memory instruction are `top`;
//! * a call to code without a body takes LLVM's memory effects of the call
//!   (`memory(...)` attributes and the intrinsic table): `argmem` covers
//!   whole objects of its pointer arguments, any other location is `top`;
//!   `llvm.va_start`/`va_copy`/`va_end` touch only their arguments;
//! * `byval`, `inalloca` and `preallocated` arguments are read (the latter
//!   two also written) at the call.
//!
//! Summaries are combined bottom-up over the strongly connected components
//! of the call graph (Tarjan with explicit stacks, callees first); every
//! function of a component gets the component's union. The `alloca`
//! objects of a function that is not recursive are dropped from its own
//! summary, and so from what its callers inherit: they do not outlive the
//! call. (Inheriting the undropped set gave a chain of N functions, each
//! passing its own alloca to the next, summaries of O(N^2) entries in all.)
//!
//! Why not the summaries of [`crate::regions`]: they serve pointer flow,
//! not clobbering. They drop access sizes (a pointer-wide store at offset 0
//! does not touch the field at offset 4 there, but it overwrites its
//! bytes), and assume that an external function touches only what its
//! arguments point to, which is the model's assumption for pointer values
//! but not a fact about which bytes it writes.

use crate::andersen::scc::{tarjan, Csr};
use crate::andersen::PointsToResult;
use crate::objects::{Obj, ObjKind};
use crate::pts::PtsSet;
use crate::regions::PtsView;
use crate::stack_reach::StackReach;
use alias::{AliasOracle, AliasResult, BatchAA, FunctionAA, LocationSize, MemoryLocation, Val};
use entity::EntityId;
use flow::{Cfg, DomTree};
use llir::{Body, CallData, Func, GlobalRef, Inst, InstData, InstKind, MemLoc, MemoryEffects, ModRef, Module, Value};
use memssa::driver::{definitions, OracleFactory};
use memssa::{AccessKind, ClobberWalker, MemorySsa, WalkerConfig};
use rayon::prelude::*;
use serde::Serialize;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// How far an access reaches from its field object: that many bytes, or
/// `None` for "to the end of the object".
type Extent = Option<u64>;

/// The wider of two extents.
fn wider(a: Extent, b: Extent) -> Extent {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.max(y)),
        _ => None,
    }
}

/// One object touched, with the widest access made at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Touch {
    base: u32,
    obj: u32,
    extent: Extent,
}

/// Sorts by (base, object) and keeps one entry per object, with the widest
/// extent.
fn canonicalize(v: &mut Vec<Touch>) {
    v.sort_unstable_by_key(|t| (t.base, t.obj));
    let mut out: Vec<Touch> = Vec::with_capacity(v.len());
    for &t in v.iter() {
        match out.last_mut() {
            Some(l) if l.obj == t.obj => l.extent = wider(l.extent, t.extent),
            _ => out.push(t),
        }
    }
    *v = out;
}

/// Union of two canonical lists.
fn merge(a: &[Touch], b: &[Touch]) -> Vec<Touch> {
    let mut out = Vec::with_capacity(a.len() + b.len());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        let (x, y) = (a[i], b[j]);
        match (x.base, x.obj).cmp(&(y.base, y.obj)) {
            std::cmp::Ordering::Less => {
                out.push(x);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(y);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push(Touch {
                    extent: wider(x.extent, y.extent),
                    ..x
                });
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
    out
}

/// What a function (with its callees) or a call may read and write of the
/// memory its caller can see. See the module docs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effects {
    /// `Mod`: may write anything; `Ref`: may read anything.
    top: ModRef,
    /// Objects possibly written (empty when `top` has `Mod`).
    mods: Vec<Touch>,
    /// Objects possibly read (empty when `top` has `Ref`).
    refs: Vec<Touch>,
}

impl Default for Effects {
    fn default() -> Self {
        Effects {
            top: ModRef::NoModRef,
            mods: Vec::new(),
            refs: Vec::new(),
        }
    }
}

impl Effects {
    /// True if the effects may write anything whatsoever.
    pub fn writes_anything(&self) -> bool {
        self.top.is_mod()
    }

    /// True if the effects may read anything whatsoever.
    pub fn reads_anything(&self) -> bool {
        self.top.is_ref()
    }

    /// Number of objects listed as possibly written (0 when
    /// [`Self::writes_anything`]).
    pub fn num_written(&self) -> usize {
        self.mods.len()
    }

    /// Number of objects listed as possibly read (0 when
    /// [`Self::reads_anything`]).
    pub fn num_read(&self) -> usize {
        self.refs.len()
    }

    fn add(&mut self, mr: ModRef, t: Touch) {
        if mr.is_mod() && !self.top.is_mod() {
            self.mods.push(t);
        }
        if mr.is_ref() && !self.top.is_ref() {
            self.refs.push(t);
        }
    }

    fn add_top(&mut self, mr: ModRef) {
        self.top = self.top.union(mr);
        if self.top.is_mod() {
            self.mods.clear();
        }
        if self.top.is_ref() {
            self.refs.clear();
        }
    }

    fn canonicalize(&mut self) {
        canonicalize(&mut self.mods);
        canonicalize(&mut self.refs);
    }

    /// Adds `other` (both canonical; the result is canonical).
    fn union_with(&mut self, other: &Effects) {
        self.add_top(other.top);
        if !self.top.is_mod() && !other.mods.is_empty() {
            self.mods = merge(&self.mods, &other.mods);
        }
        if !self.top.is_ref() && !other.refs.is_empty() {
            self.refs = merge(&self.refs, &other.refs);
        }
    }
}

/// Objects a location may touch: `None` if unknown (see the module docs),
/// else (base, object) pairs sorted by base.
type LocObjs = Option<Arc<[(u32, u32)]>>;

/// Counts describing the summaries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SummaryStats {
    /// Functions with a summary (definitions that cannot be interposed).
    pub summarized: usize,
    /// Of those, summaries that may write anything.
    pub writes_anything: usize,
    /// Of those, summaries that may read anything.
    pub reads_anything: usize,
    /// Strongly connected components of the call graph with more than one
    /// function or a self-call.
    pub recursive_components: usize,
}

/// The module-level half of the points-to alias analysis: the points-to
/// view, and the mod/ref summary of every function. Hands out one
/// [`PointsToOracle`] per function ([`OracleFactory`]).
pub struct PointsToAA<'a, 'm> {
    a: &'a PointsToResult<'m>,
    view: &'a (dyn PtsView + Sync),
    unknown: u32,
    policy: UnknownObject,
    summaries: Vec<Option<Arc<Effects>>>,
    stats: SummaryStats,
    /// The private stack objects and what reaches them: a call touches a
    /// private stack object only if its arguments reach it.
    reach: &'a StackReach,
}

/// What a points-to set holding the unknown object means to the oracle.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum UnknownObject {
    /// The pointer may point anywhere: its location is unknown and never
    /// gives `NoAlias` or `NoModRef` (the default).
    #[default]
    Anywhere,
    /// The unknown object is memory outside the module, disjoint from every
    /// object of the module. This is Andersen's own model: everything
    /// unknown code may reach is listed explicitly in the same set (the
    /// unknown object's content holds every escaped object and is stored
    /// into and loaded from every field of them), so the set still covers
    /// every module object the pointer may reach.
    ExternalMemory,
}

/// Shared helpers over the module, the result and the view.
struct Cx<'a, 'm> {
    m: &'m Module,
    a: &'a PointsToResult<'m>,
    view: &'a (dyn PtsView + Sync),
    unknown: u32,
    policy: UnknownObject,
}

/// Where a call may go.
struct Targets {
    /// Callees with a summary.
    summarized: Vec<Func>,
    /// True if some target has no body we may trust (declaration,
    /// interposable definition, inline asm, unknown function pointer).
    opaque: bool,
}

/// True if linkage `q` lets another definition replace the function at link
/// time (`weak`, `linkonce`, `common`, `extern_weak`; not the `_odr` forms).
fn interposable(q: &[Box<str>]) -> bool {
    q.iter().any(|q| matches!(&**q, "weak" | "linkonce" | "common" | "extern_weak"))
}

impl<'m> Cx<'_, 'm> {
    /// The objects of operand `v` of `f`; `None` if unknown.
    fn objects(&self, f: Func, v: Value) -> Option<&PtsSet> {
        let s = self.view.pts(f, v);
        (!s.is_empty() && (self.policy == UnknownObject::ExternalMemory || !s.contains(self.unknown))).then_some(s)
    }

    /// True if `g` has a body whose effects are what a call executes.
    fn summarizable(&self, g: Func) -> bool {
        let fd = &self.m.funcs[g];
        fd.body.is_some() && !interposable(&fd.qualifiers)
    }

    fn targets(&self, f: Func, i: Inst, c: &CallData) -> Targets {
        let callees = self.view.callees(f, i);
        let mut t = Targets {
            summarized: Vec::with_capacity(callees.len()),
            opaque: callees.is_empty(),
        };
        if !matches!(c.callee, Value::Global(GlobalRef::Func(_))) {
            let s = self.view.pts(f, c.callee);
            t.opaque |= s.is_empty() || s.contains(self.unknown);
        }
        for g in callees {
            if self.summarizable(g) {
                t.summarized.push(g);
            } else {
                t.opaque = true;
            }
        }
        t
    }

    /// Adds the objects of `v` (`mr`, extent `extent`, or whole objects if
    /// `whole`) to `eff`; `top` if they are unknown.
    fn touch(&self, eff: &mut Effects, f: Func, v: Value, extent: Extent, whole: bool, mr: ModRef) {
        if mr.is_no_mod_ref() {
            return;
        }
        let Some(s) = self.objects(f, v) else {
            eff.add_top(mr);
            return;
        };
        let objs = self.a.objects();
        for o in s.iter() {
            let base = objs.base(Obj::from_u32(o)).as_u32();
            let t = if whole {
                Touch {
                    base,
                    obj: base,
                    extent: None,
                }
            } else {
                Touch { base, obj: o, extent }
            };
            eff.add(mr, t);
        }
    }

    /// Store size of the type of operand `v` of `body` (`None` if unknown).
    fn value_size(&self, body: &Body, v: Value) -> Extent {
        let dl = &self.m.data_layout;
        let ty = match v {
            Value::Local(l) => body.locals[l].ty,
            Value::Global(GlobalRef::Global(g)) => return Some(u64::from(dl.pointer_size_bits(self.m.globals[g].addr_space)) / 8),
            Value::Global(GlobalRef::Func(_)) => return Some(u64::from(dl.pointer_size_bits(0)) / 8),
            Value::Const(c) => body.consts[c].recorded_type()?,
        };
        self.m.layout().store_size(ty)
    }

    /// What the memory effects `me` LLVM reports for call `c` mean in
    /// objects: `argmem` covers the whole objects of pointer arguments,
    /// any other location that may be visible is `top`.
    fn llvm_call_effects(&self, eff: &mut Effects, f: Func, c: &CallData, me: MemoryEffects) {
        eff.add_top(me.get(MemLoc::Other));
        let arg = me.get(MemLoc::ArgMem);
        if arg.is_no_mod_ref() {
            return;
        }
        let cx = self.a.layout();
        for a in &c.args {
            if crate::constraints::is_pointer_type(cx, a.ty) {
                self.touch(eff, f, a.value, None, true, arg);
            }
        }
    }

    /// The effects of call `i` (data `d`) of `f` made outside summarized
    /// callees (those are returned in the targets).
    fn call_local_effects(&self, eff: &mut Effects, f: Func, body: &Body, i: Inst, d: &InstData, c: &CallData) -> Targets {
        let cx = self.a.layout();
        for a in &c.args {
            if !crate::constraints::is_pointer_type(cx, a.ty) {
                continue;
            }
            if self.m.has_attr(&a.attrs, "byval") {
                self.touch(eff, f, a.value, None, true, ModRef::Ref);
            } else if self.m.has_attr(&a.attrs, "inalloca") || self.m.has_attr(&a.attrs, "preallocated") {
                self.touch(eff, f, a.value, None, true, ModRef::ModRef);
            }
        }
        let t = self.targets(f, i, c);
        if t.opaque {
            let va = matches!(
                alias::effects::call_intrinsic(self.m, c),
                Some("llvm.va_start" | "llvm.va_copy" | "llvm.va_end")
            );
            let me = if va {
                MemoryEffects::only(MemLoc::ArgMem, ModRef::ModRef)
            } else {
                alias::effects::call_memory_effects(self.m, body, d)
            };
            self.llvm_call_effects(eff, f, c, me);
        }
        t
    }

    /// Direct effects of `f` and its summarized callees (sorted, distinct).
    fn local_effects(&self, f: Func) -> (Effects, Vec<u32>) {
        let mut eff = Effects::default();
        let mut callees: Vec<u32> = Vec::new();
        let Some(body) = self.m.funcs[f].body.as_ref() else {
            return (eff, callees);
        };
        for (i, d) in body.insts.iter() {
            if alias::effects::is_no_access_intrinsic_call(self.m, d) {
                continue;
            }
            if !alias::effects::may_read_from_memory(self.m, d) && !alias::effects::may_write_to_memory(self.m, d) {
                continue;
            }
            match &d.kind {
                InstKind::Load { ty, ptr, ordering, .. } => {
                    if ordering.is_stronger_than_unordered() {
                        eff.add_top(ModRef::ModRef);
                    } else {
                        let size = self.m.layout().store_size(*ty);
                        self.touch(&mut eff, f, *ptr, size, false, ModRef::Ref);
                    }
                }
                InstKind::Store { value, ptr, ordering, .. } => {
                    if ordering.is_stronger_than_unordered() {
                        eff.add_top(ModRef::ModRef);
                    } else {
                        self.touch(&mut eff, f, *ptr, self.value_size(body, *value), false, ModRef::Mod);
                    }
                }
                InstKind::CmpXchg { ptr, cmp, success: o, .. }
                | InstKind::AtomicRmw {
                    ptr,
                    value: cmp,
                    ordering: o,
                    ..
                } => {
                    if o.is_stronger_than_monotonic() {
                        eff.add_top(ModRef::ModRef);
                    } else {
                        self.touch(&mut eff, f, *ptr, self.value_size(body, *cmp), false, ModRef::ModRef);
                    }
                }
                InstKind::VaArg { list, .. } => self.touch(&mut eff, f, *list, None, false, ModRef::ModRef),
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                    let t = self.call_local_effects(&mut eff, f, body, i, d, c);
                    callees.extend(t.summarized.iter().map(|g| g.as_u32()));
                }
                _ => eff.add_top(ModRef::ModRef),
            }
            if eff.top == ModRef::ModRef {
                // Nothing more can be learnt from the accesses; calls still
                // matter for the call graph only, which `top` makes moot.
                break;
            }
        }
        eff.canonicalize();
        callees.sort_unstable();
        callees.dedup();
        (eff, callees)
    }
}

impl<'a, 'm> PointsToAA<'a, 'm> {
    /// The analysis over `view`'s points-to sets and call graph; `a` is the
    /// Andersen result `view` comes from (or is), which owns the objects.
    /// Computes every summary (functions in parallel, components in
    /// order): the result does not depend on the thread count.
    pub fn new(a: &'a PointsToResult<'m>, view: &'a (dyn PtsView + Sync)) -> PointsToAA<'a, 'm> {
        Self::with_policy(a, view, UnknownObject::default())
    }

    /// [`Self::new`] with a choice of what the unknown object means.
    pub fn with_policy(a: &'a PointsToResult<'m>, view: &'a (dyn PtsView + Sync), policy: UnknownObject) -> PointsToAA<'a, 'm> {
        let m = a.module();
        let unknown = a.objects().normalize(a.constraints().unknown).as_u32();
        let cx = Cx {
            m,
            a,
            view,
            unknown,
            policy,
        };
        let nf = m.funcs.len();
        let locals: Vec<(Effects, Vec<u32>)> = (0..nf)
            .into_par_iter()
            .map(|fi| {
                let f = Func::from_u32(fi as u32);
                if cx.summarizable(f) {
                    cx.local_effects(f)
                } else {
                    (Effects::default(), Vec::new())
                }
            })
            .collect();
        let mut edges: Vec<(u32, u32)> = Vec::new();
        let mut self_call = vec![false; nf];
        for (f, (_, cs)) in locals.iter().enumerate() {
            for &g in cs {
                edges.push((f as u32, g));
                self_call[f] |= g as usize == f;
            }
        }
        let (comp, count) = tarjan(&Csr::from_edges(nf, &edges));
        let mut members: Vec<Vec<u32>> = vec![Vec::new(); count as usize];
        for (f, &c) in comp.iter().enumerate() {
            members[c as usize].push(f as u32);
        }
        let mut comp_eff: Vec<Option<Arc<Effects>>> = vec![None; count as usize];
        let mut summaries: Vec<Option<Arc<Effects>>> = vec![None; nf];
        let mut stats = SummaryStats::default();
        let objs = a.objects();
        // Component numbers are a reverse topological order: callees first.
        for c in 0..count as usize {
            let mut eff = Effects::default();
            let mut callee_comps: Vec<u32> = Vec::new();
            for &f in &members[c] {
                let (le, cs) = &locals[f as usize];
                eff.union_with(le);
                callee_comps.extend(cs.iter().map(|&g| comp[g as usize]).filter(|&k| k as usize != c));
            }
            callee_comps.sort_unstable();
            callee_comps.dedup();
            for k in callee_comps {
                if eff.top == ModRef::ModRef {
                    break;
                }
                if let Some(e) = &comp_eff[k as usize] {
                    eff.union_with(e);
                }
            }
            let recursive = members[c].len() > 1 || self_call[members[c][0] as usize];
            stats.recursive_components += usize::from(recursive);
            let shared = Arc::new(eff);
            for &f in &members[c] {
                let func = Func::from_u32(f);
                if !cx.summarizable(func) {
                    continue;
                }
                // The function's own allocas die with the call unless it may
                // be active twice (then a caller's frame may hold them).
                let own = |t: &Touch| matches!(objs.kind(Obj::from_u32(t.base)), ObjKind::Stack { func: g, .. } if g == func);
                let drop_own =
                    !recursive && !a.call_graph().is_recursive(func) && (shared.mods.iter().any(own) || shared.refs.iter().any(own));
                let s = if drop_own {
                    let mut e = (*shared).clone();
                    e.mods.retain(|t| !own(t));
                    e.refs.retain(|t| !own(t));
                    Arc::new(e)
                } else {
                    Arc::clone(&shared)
                };
                stats.summarized += 1;
                stats.writes_anything += usize::from(s.writes_anything());
                stats.reads_anything += usize::from(s.reads_anything());
                summaries[f as usize] = Some(s);
            }
            // Callers see the summary with the allocas dropped: a
            // non-recursive callee's frame is gone when its call returns,
            // and propagating the undropped set made a chain of N functions
            // each passing its alloca down hold O(N^2) entries in all.
            comp_eff[c] = match &members[c][..] {
                [f] => summaries[*f as usize].clone().or(Some(shared)),
                _ => Some(shared),
            };
        }
        PointsToAA {
            a,
            view,
            unknown,
            policy,
            summaries,
            stats,
            reach: a.stack_reach(),
        }
    }

    /// The Andersen result the objects come from.
    pub fn andersen(&self) -> &'a PointsToResult<'m> {
        self.a
    }

    /// Counts describing the summaries.
    pub fn stats(&self) -> SummaryStats {
        self.stats
    }

    /// The mod/ref summary of `f`: `None` for declarations and for
    /// definitions that may be replaced at link time (`weak`, `linkonce`).
    pub fn summary(&self, f: Func) -> Option<&Effects> {
        self.summaries.get(f.index()).and_then(|s| s.as_deref())
    }

    fn cx(&self) -> Cx<'a, 'm> {
        Cx {
            m: self.a.module(),
            a: self.a,
            view: self.view,
            unknown: self.unknown,
            policy: self.policy,
        }
    }

    /// The effects of call `i` of `f`: the summaries of its callees and what
    /// the call itself reads, on the private stack objects only those its
    /// arguments reach ([`StackReach`]: a callee's summary holds every
    /// activation's copy of a recursive function's `alloca`, but a call
    /// cannot get at the caller's own copy unless it is handed a path to
    /// it); `None` if it may reach code without a summary.
    pub fn call_effects(&self, f: Func, i: Inst) -> Option<Arc<Effects>> {
        let cx = self.cx();
        let body = cx.m.funcs[f].body.as_ref()?;
        let d = body.insts.get(i)?;
        let c = d.call()?;
        let mut own = Effects::default();
        let t = cx.call_local_effects(&mut own, f, body, i, d, c);
        if t.opaque {
            return None;
        }
        let mut sums = t.summarized.iter().map(|&g| self.summaries[g.index()].as_ref());
        if own == Effects::default() && t.summarized.len() == 1 {
            let e = sums.next().flatten().cloned()?;
            return Some(self.within_reach(f, c, e));
        }
        own.canonicalize();
        for s in sums {
            own.union_with(s?);
        }
        Some(self.within_reach(f, c, Arc::new(own)))
    }

    /// `e` without the touches of private stack objects that the arguments
    /// of call `c` of `f` do not reach. `top` stays: it comes from
    /// instructions that order or touch all memory, not from reachability.
    fn within_reach(&self, f: Func, c: &CallData, e: Arc<Effects>) -> Arc<Effects> {
        let private = |b: u32| self.reach.is_private(self.a, Obj::from_u32(b));
        if self.reach.all_private().is_empty() || !e.mods.iter().chain(&e.refs).any(|t| private(t.base)) {
            return e;
        }
        let mut args = PtsSet::new();
        for x in &c.args {
            args.union_with(self.view.pts(f, x.value));
        }
        let objs = self.a.objects();
        let reached: PtsSet = self
            .reach
            .reached_from(self.a, &args)
            .iter()
            .map(|o| objs.base(Obj::from_u32(o)).as_u32())
            .collect();
        let keep = |t: &Touch| !private(t.base) || reached.contains(t.base);
        if e.mods.iter().chain(&e.refs).all(keep) {
            return e;
        }
        let mut n = (*e).clone();
        n.mods.retain(keep);
        n.refs.retain(keep);
        Arc::new(n)
    }
}

impl OracleFactory for PointsToAA<'_, '_> {
    fn make<'a, 'm>(&'a self, aa: &'a FunctionAA<'m>) -> Box<dyn AliasOracle + 'a> {
        Box::new(PointsToOracle::new(self, aa))
    }
}

/// The points-to oracle of one function: one query session (it caches the
/// objects of each pointer and the effects of each call). See the module
/// docs for the answers.
///
/// Corner case: `aa` must be the alias analysis of a function of the module
/// `pa` analysed; other functions give meaningless (but not panicking on
/// valid ids) answers.
pub struct PointsToOracle<'a, 'm> {
    batch: BatchAA<'a, 'm>,
    aa: &'a FunctionAA<'m>,
    pa: &'a PointsToAA<'a, 'a>,
    func: Func,
    objs: RefCell<HashMap<Val, LocObjs>>,
    calls: RefCell<HashMap<Inst, Option<Arc<Effects>>>>,
}

impl<'a, 'm> PointsToOracle<'a, 'm> {
    /// The oracle of the function of `aa`.
    pub fn new(pa: &'a PointsToAA<'a, 'a>, aa: &'a FunctionAA<'m>) -> PointsToOracle<'a, 'm> {
        PointsToOracle {
            batch: BatchAA::new(aa),
            aa,
            pa,
            func: aa.func(),
            objs: RefCell::new(HashMap::new()),
            calls: RefCell::new(HashMap::new()),
        }
    }

    /// The objects of pointer `v` (`None` if unknown), cached.
    fn objects_of(&self, v: Val) -> LocObjs {
        if let Some(o) = self.objs.borrow().get(&v) {
            return o.clone();
        }
        let cx = self.pa.cx();
        let computed: LocObjs = self.aa.to_value(v).and_then(|value| cx.objects(self.func, value)).map(|s| {
            let objs = self.pa.a.objects();
            let mut l: Vec<(u32, u32)> = s.iter().map(|o| (objs.base(Obj::from_u32(o)).as_u32(), o)).collect();
            l.sort_unstable();
            Arc::from(l)
        });
        self.objs.borrow_mut().insert(v, computed.clone());
        computed
    }

    /// The effects of call `i` (cached).
    fn effects(&self, i: Inst) -> Option<Arc<Effects>> {
        if let Some(e) = self.calls.borrow().get(&i) {
            return e.clone();
        }
        let e = self.pa.call_effects(self.func, i);
        self.calls.borrow_mut().insert(i, e.clone());
        e
    }

    /// May an access of `ea` at `x` overlap one of `eb` at `y`?
    fn overlap(&self, x: u32, ea: Extent, y: u32, eb: Extent) -> bool {
        let a = self.pa.a;
        a.objects().may_overlap(a.layout(), Obj::from_u32(x), ea, Obj::from_u32(y), eb)
    }

    /// The object and extent an access of size `s` through a pointer into
    /// `(base, obj)` starts from.
    fn start(base: u32, obj: u32, s: LocationSize) -> (u32, Extent) {
        match s {
            LocationSize::Precise(n) | LocationSize::UpperBound(n) => (obj, Some(n)),
            // Sound: `vscale × n` bytes may reach anywhere after the pointer.
            LocationSize::Scalable(_) | LocationSize::AfterPointer => (obj, None),
            LocationSize::BeforeOrAfterPointer => (base, None),
        }
    }

    /// True if the two locations are proven disjoint by points-to.
    fn disjoint(&self, a: &MemoryLocation, b: &MemoryLocation) -> bool {
        let (Some(oa), Some(ob)) = (self.objects_of(a.ptr), self.objects_of(b.ptr)) else {
            return false;
        };
        let (mut i, mut j) = (0, 0);
        while i < oa.len() && j < ob.len() {
            let (ba, bb) = (oa[i].0, ob[j].0);
            if ba < bb {
                i += 1;
                continue;
            }
            if bb < ba {
                j += 1;
                continue;
            }
            let ie = i + oa[i..].iter().take_while(|p| p.0 == ba).count();
            let je = j + ob[j..].iter().take_while(|p| p.0 == ba).count();
            for &(base, x) in &oa[i..ie] {
                let (x, ex) = Self::start(base, x, a.size);
                for &(_, y) in &ob[j..je] {
                    let (y, ey) = Self::start(base, y, b.size);
                    if self.overlap(x, ex, y, ey) {
                        return false;
                    }
                }
            }
            i = ie;
            j = je;
        }
        true
    }

    /// Does `touches` (canonical) hold an access that may overlap one of
    /// `e` at `x` of base `base`?
    fn hits(&self, touches: &[Touch], base: u32, x: u32, e: Extent) -> bool {
        let k = touches.partition_point(|t| t.base < base);
        touches[k..]
            .iter()
            .take_while(|t| t.base == base)
            .any(|t| self.overlap(x, e, t.obj, t.extent))
    }

    /// What effects `eff` may do to `loc`.
    fn effects_on_loc(&self, eff: &Effects, loc: &MemoryLocation) -> ModRef {
        let mut mr = eff.top;
        if mr == ModRef::ModRef {
            return mr;
        }
        let check = |touches: &[Touch]| -> bool {
            if touches.is_empty() {
                return false;
            }
            match self.objects_of(loc.ptr) {
                None => true,
                Some(o) => o.iter().any(|&(base, obj)| {
                    let (x, e) = Self::start(base, obj, loc.size);
                    self.hits(touches, base, x, e)
                }),
            }
        };
        if !mr.is_mod() && check(&eff.mods) {
            mr = mr.union(ModRef::Mod);
        }
        if !mr.is_ref() && check(&eff.refs) {
            mr = mr.union(ModRef::Ref);
        }
        mr
    }

    /// Call `call` on location `loc`: `ModRef` when unknown.
    fn call_on_loc(&self, call: Inst, loc: &MemoryLocation) -> ModRef {
        match self.effects(call) {
            Some(e) => self.effects_on_loc(&e, loc),
            None => ModRef::ModRef,
        }
    }

    /// May an access in `a` (with `top_a`) overlap one in `b` (with `top_b`)?
    fn lists_overlap(&self, top_a: bool, a: &[Touch], top_b: bool, b: &[Touch]) -> bool {
        let (any_a, any_b) = (top_a || !a.is_empty(), top_b || !b.is_empty());
        if (top_a && any_b) || (top_b && any_a) {
            return true;
        }
        a.iter().any(|t| self.hits(b, t.base, t.obj, t.extent))
    }

    /// LLVM's `getModRefInfo(Call1, Call2)` from effects: `Mod` if `c1` may
    /// write what `c2` reads or writes, `Ref` if it may read what `c2` writes.
    fn calls(&self, c1: Inst, c2: Inst) -> ModRef {
        let (Some(e1), Some(e2)) = (self.effects(c1), self.effects(c2)) else {
            return ModRef::ModRef;
        };
        let mut mr = ModRef::NoModRef;
        let (m1, r1, m2, r2) = (e1.top.is_mod(), e1.top.is_ref(), e2.top.is_mod(), e2.top.is_ref());
        if self.lists_overlap(m1, &e1.mods, m2, &e2.mods) || self.lists_overlap(m1, &e1.mods, r2, &e2.refs) {
            mr = mr.union(ModRef::Mod);
        }
        if self.lists_overlap(r1, &e1.refs, m2, &e2.mods) {
            mr = mr.union(ModRef::Ref);
        }
        mr
    }
}

impl AliasOracle for PointsToOracle<'_, '_> {
    fn alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult {
        let r = self.batch.alias(a, b);
        if r == AliasResult::MayAlias && self.disjoint(a, b) {
            return AliasResult::NoAlias;
        }
        r
    }

    fn mod_ref_inst_loc(&self, inst: Inst, loc: &MemoryLocation) -> ModRef {
        let r = self.batch.mod_ref_inst_loc(inst, loc);
        if r.is_no_mod_ref() {
            return r;
        }
        let d = &self.aa.body().insts[inst];
        match &d.kind {
            InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. } => r.intersect(self.call_on_loc(inst, loc)),
            InstKind::Load { ordering, .. } | InstKind::Store { ordering, .. } if ordering.is_stronger_than_unordered() => r,
            InstKind::CmpXchg { success: o, .. } | InstKind::AtomicRmw { ordering: o, .. } if o.is_stronger_than_monotonic() => r,
            InstKind::Load { .. }
            | InstKind::Store { .. }
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }
            | InstKind::VaArg { .. } => match self.aa.location_of(inst) {
                Some(own) if self.disjoint(&own, loc) => ModRef::NoModRef,
                _ => r,
            },
            _ => r,
        }
    }

    fn mod_ref_inst_call(&self, inst: Inst, call: Inst) -> ModRef {
        let r = self.batch.mod_ref_inst_call(inst, call);
        if r.is_no_mod_ref() {
            return r;
        }
        let d = &self.aa.body().insts[inst];
        if d.call().is_some() {
            return r.intersect(self.calls(inst, call));
        }
        if matches!(
            d.kind,
            InstKind::Fence { .. } | InstKind::CatchPad { .. } | InstKind::CatchRet { .. }
        ) {
            return r;
        }
        match self.aa.location_of(inst) {
            Some(l) if self.call_on_loc(call, &l).is_no_mod_ref() => ModRef::NoModRef,
            _ => r,
        }
    }

    fn mod_ref_mask(&self, loc: &MemoryLocation) -> ModRef {
        self.batch.mod_ref_mask(loc)
    }

    fn call_memory_effects(&self, call: Inst) -> MemoryEffects {
        self.batch.call_memory_effects(call)
    }

    fn mod_ref_inst(&self, inst: Inst) -> ModRef {
        self.batch.mod_ref_inst(inst)
    }

    fn set_cross_iteration_mode(&self, on: bool) {
        self.batch.set_cross_iteration_mode(on);
    }
}

/// How the optimized clobbers of MemoryUses compare between LLVM's alias
/// analysis, the Andersen oracle and the flow-sensitive oracle (the
/// LLVM-mode use optimizer, walk limit 100, over every function).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ClobberMoves {
    /// MemoryUses compared (those the optimizer visits).
    pub uses: usize,
    /// Uses whose clobber with the Andersen oracle strictly dominates the
    /// one with LLVM's alias analysis.
    pub andersen_over_llvm: usize,
    /// Likewise, flow-sensitive oracle over LLVM's alias analysis.
    pub flow_sensitive_over_llvm: usize,
    /// Likewise, flow-sensitive oracle over the Andersen oracle.
    pub flow_sensitive_over_andersen: usize,
    /// Comparisons (of the three above) where the more precise oracle's
    /// clobber is strictly *below* (or not comparable with) the other's;
    /// 0 unless the walk limit cut a longer walk short.
    pub moved_down: usize,
    /// Optimized Memory SSAs that failed the verifier (should be 0).
    pub verifier_failures: usize,
}

impl ClobberMoves {
    fn add(&mut self, o: &ClobberMoves) {
        self.uses += o.uses;
        self.andersen_over_llvm += o.andersen_over_llvm;
        self.flow_sensitive_over_llvm += o.flow_sensitive_over_llvm;
        self.flow_sensitive_over_andersen += o.flow_sensitive_over_andersen;
        self.moved_down += o.moved_down;
        self.verifier_failures += o.verifier_failures;
    }
}

/// Optimizes the uses of `mssa` with `oracle`; returns whether the result
/// verifies.
fn optimize_with(mssa: &mut MemorySsa, aa: &FunctionAA<'_>, oracle: &dyn AliasOracle, body: &Body, cfg: &Cfg, dom: &DomTree) -> bool {
    let config = WalkerConfig {
        limit: memssa::DEFAULT_WALK_LIMIT,
        invariant_group: false,
    };
    let mut walker = ClobberWalker::new(aa, oracle, dom, config);
    memssa::optimize_uses(mssa, &mut walker, dom);
    memssa::verify(mssa, body, cfg, dom, memssa::VerifyLevel::Full).is_ok()
}

/// The state of one MemoryUse the use optimizer may change: the access,
/// its defining access and whether it is marked optimized.
type UseState = (memssa::Access, Option<memssa::Access>, bool);

/// Puts every Use of `mssa` back to its state in `saved` (what
/// [`compare_clobbers`] recorded before the first optimizer run). Only the
/// optimizer's own writes are undone: it sets a Use's defining access and
/// marks it optimized, nothing else. The users lists of the Defs may come
/// out in another order than before; neither the optimizer nor the
/// verifier's verdict depends on that order.
fn restore_uses(mssa: &mut MemorySsa, saved: &[UseState]) {
    for &(a, def, optimized) in saved {
        if mssa.defining_access(a) == def && mssa.is_optimized(a) == optimized {
            continue;
        }
        let Some(def) = def else { continue };
        if optimized {
            mssa.set_optimized(a, def);
        } else {
            mssa.set_defining_access(a, def);
            mssa.reset_optimized(a);
        }
    }
}

/// Runs the use optimizer of every defined function of `m` three times —
/// LLVM's alias analysis, `andersen`, `flow_sensitive` — and counts the
/// MemoryUses whose clobber moved up (functions in parallel; the counts do
/// not depend on the thread count).
///
/// The optimizer rewrites only MemoryUses, so the three runs share one
/// Memory SSA: each run's defining accesses are recorded and the Uses put
/// back before the next (cloning the whole Memory SSA twice, and dropping
/// three, was a tenth of `refine` on a function of 200,000 blocks and one
/// load). A function with no MemoryUse in a reachable block (the optimizer
/// visits blocks in dominator-tree preorder) comes out of all three runs
/// as built, so it is verified once and counts that verdict three times.
pub fn compare_clobbers(m: &Module, andersen: &PointsToAA<'_, '_>, flow_sensitive: &PointsToAA<'_, '_>) -> ClobberMoves {
    let funcs = definitions(m);
    let parts: Vec<ClobberMoves> = funcs
        .par_iter()
        .map(|&f| {
            let mut out = ClobberMoves::default();
            let Some(body) = m.funcs[f].body.as_ref() else { return out };
            let cfg = Cfg::from_body(body);
            let dom = DomTree::compute(&cfg);
            let mut mssa = MemorySsa::build(m, f, body, &cfg, &dom, &memssa::BuildConfig::default());
            let reachable_uses: Vec<memssa::Access> = mssa
                .access_ids()
                .filter(|&a| mssa.kind(a) == AccessKind::Use && dom.is_reachable(mssa.block(a)))
                .collect();
            if reachable_uses.is_empty() {
                let ok = memssa::verify(&mssa, body, &cfg, &dom, memssa::VerifyLevel::Full).is_ok();
                out.verifier_failures = if ok { 0 } else { 3 };
                return out;
            }
            // Only the optimizer needs the alias context, and building it
            // interns every constant of the body (a function of 200,000
            // blocks without loads spent a twentieth of `refine` there).
            // It fails only for a declaration, which has no body.
            let Ok(aa) = FunctionAA::new(m, f, &dom) else { return out };
            let saved: Vec<UseState> = mssa
                .access_ids()
                .filter(|&a| mssa.kind(a) == AccessKind::Use)
                .map(|a| (a, mssa.defining_access(a), mssa.is_optimized(a)))
                .collect();
            let defining =
                |mssa: &MemorySsa| -> Vec<Option<memssa::Access>> { reachable_uses.iter().map(|&a| mssa.defining_access(a)).collect() };
            let mut ok = [false; 3];
            ok[0] = optimize_with(&mut mssa, &aa, &BatchAA::new(&aa), body, &cfg, &dom);
            let llvm = defining(&mssa);
            restore_uses(&mut mssa, &saved);
            ok[1] = optimize_with(&mut mssa, &aa, &PointsToOracle::new(andersen, &aa), body, &cfg, &dom);
            let and = defining(&mssa);
            restore_uses(&mut mssa, &saved);
            ok[2] = optimize_with(&mut mssa, &aa, &PointsToOracle::new(flow_sensitive, &aa), body, &cfg, &dom);
            let fs = defining(&mssa);
            out.verifier_failures = ok.iter().filter(|&&x| !x).count();
            // Defs, phis and liveOnEntry are the same in all three runs, so
            // dominance between defining accesses is asked of the last.
            let mut cmp = |x: Option<memssa::Access>, y: Option<memssa::Access>| -> bool {
                match (x, y) {
                    (Some(x), Some(y)) if x != y => {
                        if mssa.access_dominates(&dom, y, x) {
                            true
                        } else {
                            out.moved_down += 1;
                            false
                        }
                    }
                    _ => false,
                }
            };
            let mut counts = [0usize; 3];
            for k in 0..reachable_uses.len() {
                counts[0] += usize::from(cmp(llvm[k], and[k]));
                counts[1] += usize::from(cmp(llvm[k], fs[k]));
                counts[2] += usize::from(cmp(and[k], fs[k]));
            }
            out.uses = reachable_uses.len();
            out.andersen_over_llvm = counts[0];
            out.flow_sensitive_over_llvm = counts[1];
            out.flow_sensitive_over_andersen = counts[2];
            out
        })
        .collect();
    let mut total = ClobberMoves::default();
    for p in &parts {
        total.add(p);
    }
    total
}

/// Which points-to result the oracle of [`print_with_points_to`] uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointsToKind {
    /// Andersen's analysis.
    Andersen,
    /// The sparse flow-sensitive analysis on top of it.
    FlowSensitive,
}

/// `memssa print --aa andersen|flow-sensitive`: opt-19's `print<memoryssa>`
/// (or, with `walker`, `print<memoryssa-walker>`) text for `funcs`, with
/// the points-to oracle instead of LLVM's alias analysis. The analysis runs
/// over the whole module with `config`.
pub fn print_with_points_to(
    m: &Module,
    config: &crate::Config,
    funcs: &[Func],
    opts: &memssa::driver::RunOptions,
    limit: u32,
    walker: bool,
    kind: PointsToKind,
) -> Result<Vec<u8>, memssa::driver::FunctionError> {
    let a = crate::Andersen::analyze(m, config);
    let fs = (kind == PointsToKind::FlowSensitive).then(|| crate::flow_sensitive::FlowSensitive::analyze(&a));
    let view: &(dyn PtsView + Sync) = match &fs {
        Some(fs) => fs,
        None => &a,
    };
    let pa = PointsToAA::new(&a, view);
    if walker {
        memssa::driver::print_walker_with(m, funcs, opts, limit, &pa)
    } else {
        memssa::driver::print_optimized_with(m, funcs, opts, limit, &pa)
    }
}
