//! A naive fixpoint solver over the same constraints, the oracle of the
//! real solver in tests and fuzzing (compiled for this crate's tests and
//! with the `oracles` feature): no cycle elimination, no difference
//! propagation, no hash-consing; every constraint is re-applied to full
//! sets until nothing changes. A collapsed object's fields are linked to
//! the base by copy constraints both ways instead of being merged.
//!
//! [`compare_with_solver`] runs both on a module and compares the results.

use super::solver::type_compatible;
use super::{Andersen, PointsToResult};
use crate::constraints::{bind_call, CallSite, Constraints, FuncLookup, GepOffset, Node, NodeOrigin, Sink};
use crate::externals;
use crate::objects::{CloneSite, FieldOffset, FieldOutcome, Obj, ObjKind, Objects};
use crate::Config;
use entity::EntityId;
use llir::{Func, Inst, MdNode, Module, Value};
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

/// The naive solver's state (crate-internal; [`compare_with_solver`] is
/// the public entry).
pub(crate) struct Naive<'m> {
    m: &'m Module,
    pub cs: Constraints,
    pub pts: Vec<BTreeSet<u32>>,
    pub callees: Vec<BTreeSet<Func>>,
    unknown_bound: HashSet<usize>,
    relabel: Vec<(Node, Node, CloneSite)>,
    clones: HashMap<(Obj, CloneSite), Obj>,
    linked: HashSet<Obj>,
    type_filter: bool,
    changed: bool,
    tbaa: alias::TbaaTypes<'m>,
    /// Objects written by something other than a tagged store.
    mixed: HashSet<Obj>,
    /// What tagged stores wrote into unmixed objects, by tag.
    classes: HashMap<Obj, BTreeMap<MdNode, BTreeSet<u32>>>,
}

impl<'m> Naive<'m> {
    pub fn new(m: &'m Module, mut cs: Constraints, type_filter: bool) -> Naive<'m> {
        let n = cs.num_nodes();
        let relabel = std::mem::take(&mut cs.relabel);
        let calls = cs.calls.len();
        Naive {
            m,
            cs,
            pts: vec![BTreeSet::new(); n],
            callees: vec![BTreeSet::new(); calls],
            unknown_bound: HashSet::new(),
            relabel,
            clones: HashMap::new(),
            linked: HashSet::new(),
            type_filter,
            changed: false,
            tbaa: alias::TbaaTypes::new(m),
            mixed: HashSet::new(),
            classes: HashMap::new(),
        }
    }

    fn grow(&mut self) {
        crate::constraints::ensure_nodes(&mut self.cs);
        while self.pts.len() < self.cs.num_nodes() {
            self.pts.push(BTreeSet::new());
        }
        while self.callees.len() < self.cs.calls.len() {
            self.callees.push(BTreeSet::new());
        }
        // Fields of collapsed objects share the base's content.
        for o in self.cs.objects.ids().collect::<Vec<_>>() {
            let b = self.cs.objects.base(o);
            if o != b && self.cs.objects.is_collapsed(b) && self.linked.insert(o) {
                let (on, bn) = (self.cs.obj_node[o.index()], self.cs.obj_node[b.index()]);
                self.cs.copy.push((bn, on));
                self.cs.copy.push((on, bn));
                self.changed = true;
            }
        }
    }

    fn add(&mut self, n: Node, objs: impl IntoIterator<Item = u32>) {
        let set = &mut self.pts[n.index()];
        for o in objs {
            self.changed |= set.insert(o);
        }
    }

    fn content(&mut self, o: u32) -> Node {
        let o = self.access_obj(o);
        self.cs.obj_node[o.index()]
    }

    /// The object whose content an access at `o` touches.
    fn access_obj(&mut self, o: u32) -> Obj {
        let o = Obj::from_u32(o);
        if self.cs.objects.is_any_field(o) {
            self.cs.objects.collapse(o);
            self.grow();
            self.cs.objects.base(o)
        } else {
            self.cs.objects.normalize(o)
        }
    }

    fn mark_mixed(&mut self, o: Obj) {
        self.changed |= self.mixed.insert(o);
    }

    /// Written by something other than a tagged store (collapsed objects
    /// mix all their fields).
    fn is_mixed(&self, o: Obj) -> bool {
        self.mixed.contains(&o) || self.cs.objects.is_collapsed(self.cs.objects.base(o))
    }

    /// Marks the objects whose content nodes `addr` and `copy` constraints write.
    fn mark_direct_writes(&mut self) {
        let direct: Vec<Obj> = (self.cs.addr.iter().map(|a| a.0))
            .chain(self.cs.copy.iter().map(|c| c.0))
            .filter_map(|n| match self.cs.origins[n.index()] {
                NodeOrigin::Content(o) => Some(self.cs.objects.normalize(o)),
                _ => None,
            })
            .collect();
        for o in direct {
            self.mark_mixed(o);
        }
    }

    fn field(&mut self, o: u32, off: GepOffset) -> Option<u32> {
        let cx = self.m.layout();
        let r = self.cs.objects.field(cx, Obj::from_u32(o), off);
        if !matches!(r, FieldOutcome::Existing(_)) {
            self.grow();
        }
        r.get().map(|f| f.as_u32())
    }

    pub fn solve(&mut self) {
        self.grow();
        loop {
            self.changed = false;
            self.mark_direct_writes();
            for i in 0..self.cs.addr.len() {
                let (d, o) = self.cs.addr[i];
                self.add(d, [o.as_u32()]);
            }
            for i in 0..self.cs.copy.len() {
                let (d, s) = self.cs.copy[i];
                let v: Vec<u32> = self.pts[s.index()].iter().copied().collect();
                self.add(d, v);
            }
            for i in 0..self.cs.load.len() {
                let (d, s) = self.cs.load[i];
                for o in self.pts[s.index()].clone() {
                    let c = self.content(o);
                    let v: Vec<u32> = self.pts[c.index()].iter().copied().collect();
                    self.add(d, v);
                }
            }
            for i in 0..self.cs.store.len() {
                let (d, s) = self.cs.store[i];
                for o in self.pts[d.index()].clone() {
                    if self.cs.objects.is_read_only(Obj::from_u32(o)) {
                        continue;
                    }
                    let oo = self.access_obj(o);
                    self.mark_mixed(oo);
                    let c = self.cs.obj_node[oo.index()];
                    let v: Vec<u32> = self.pts[s.index()].iter().copied().collect();
                    self.add(c, v);
                }
            }
            for i in 0..self.cs.tagged_store.len() {
                let (d, s, t) = self.cs.tagged_store[i];
                for o in self.pts[d.index()].clone() {
                    if self.cs.objects.is_read_only(Obj::from_u32(o)) {
                        continue;
                    }
                    let oo = self.access_obj(o);
                    let c = self.cs.obj_node[oo.index()];
                    let v: Vec<u32> = self.pts[s.index()].iter().copied().collect();
                    self.add(c, v.iter().copied());
                    if !self.is_mixed(oo) {
                        let set = self.classes.entry(oo).or_default().entry(t).or_default();
                        for x in v {
                            self.changed |= set.insert(x);
                        }
                    }
                }
            }
            for i in 0..self.cs.tagged_load.len() {
                let (d, s, t) = self.cs.tagged_load[i];
                for o in self.pts[s.index()].clone() {
                    if matches!(self.cs.objects.kind(Obj::from_u32(o)), ObjKind::Function(_) | ObjKind::Constants) {
                        continue;
                    }
                    let oo = self.access_obj(o);
                    let v: Vec<u32> = if self.is_mixed(oo) {
                        self.pts[self.cs.obj_node[oo.index()].index()].iter().copied().collect()
                    } else {
                        let tbaa = self.tbaa;
                        (self.classes.get(&oo).into_iter().flatten())
                            .filter(|(&t2, _)| tbaa.may_alias(Some(t), Some(t2)))
                            .flat_map(|(_, set)| set.iter().copied())
                            .collect()
                    };
                    self.add(d, v);
                }
            }
            for i in 0..self.cs.keep.len() {
                let (d, s, uses) = self.cs.keep[i];
                let kept: Vec<u32> = self.pts[s.index()]
                    .iter()
                    .copied()
                    .filter(|&o| {
                        let kind = self.cs.objects.kind(self.cs.objects.base(Obj::from_u32(o)));
                        let code = matches!(kind, ObjKind::Function(_));
                        let outside = matches!(kind, ObjKind::Unknown);
                        (uses & crate::certain_use::DATA == 0 || !code) && (uses & crate::certain_use::CODE == 0 || code || outside)
                    })
                    .collect();
                self.add(d, kept);
            }
            for i in 0..self.cs.gep.len() {
                let (d, s, off) = self.cs.gep[i];
                for o in self.pts[s.index()].clone() {
                    if let Some(f) = self.field(o, off) {
                        self.add(d, [f]);
                    }
                }
            }
            for i in 0..self.relabel.len() {
                let (d, s, site) = self.relabel[i];
                for o in self.pts[s.index()].clone() {
                    let obj = Obj::from_u32(o);
                    let r = if self.cs.objects.is_clonable(obj) {
                        let b = self.cs.objects.base(obj);
                        let c = match self.clones.get(&(b, site)) {
                            Some(&c) => c,
                            None => {
                                let c = self.new_object(ObjKind::HeapClone { site, of: b }, None);
                                self.clones.insert((b, site), c);
                                c
                            }
                        };
                        if self.cs.objects.is_collapsed(b) && !self.cs.objects.is_collapsed(c) {
                            self.cs.objects.collapse(c);
                            self.grow();
                        }
                        match self.cs.objects.offset(self.cs.objects.normalize(obj)) {
                            FieldOffset::At(k) => match self.field(c.as_u32(), GepOffset::Const(k as i64)) {
                                Some(f) => f,
                                None => {
                                    let r = self.cs.objects.any_field(c).get().map_or(c.as_u32(), |a| a.as_u32());
                                    self.grow();
                                    r
                                }
                            },
                            FieldOffset::Any => {
                                let r = self.cs.objects.any_field(c).get().map_or(c.as_u32(), |a| a.as_u32());
                                self.grow();
                                r
                            }
                        }
                    } else {
                        o
                    };
                    self.add(d, [r]);
                }
            }
            for i in 0..self.cs.calls.len() {
                let callee = self.cs.calls[i].callee;
                for o in self.pts[callee.index()].clone() {
                    let o = self.cs.objects.normalize(Obj::from_u32(o));
                    match self.cs.objects.kind(o) {
                        ObjKind::Function(g) => {
                            let c = self.cs.calls[i].clone();
                            if self.type_filter && c.fn_ty.is_some_and(|t| !type_compatible(self.m, t, c.args.len(), g)) {
                                continue;
                            }
                            if self.callees[i].insert(g) {
                                self.changed = true;
                                let m = self.m;
                                let g_clone = self.cs.target_instance(c.func, c.instance, c.inst, g);
                                self.cs.cur_instance = c.instance;
                                bind_call(self, m, c.func, c.inst, g, g_clone, &c.args, &c.arg_ints, c.ret, c.rest);
                                self.cs.cur_instance = crate::constraints::BASE;
                            }
                        }
                        ObjKind::Unknown if self.unknown_bound.insert(i) => {
                            self.changed = true;
                            let c = self.cs.calls[i].clone();
                            let mut all = c.args.clone();
                            all.push(c.rest);
                            self.cs.cur_instance = c.instance;
                            externals::unknown_call(self, &all, c.ret);
                            self.cs.cur_instance = crate::constraints::BASE;
                        }
                        _ => {}
                    }
                }
            }
            if !self.changed {
                return;
            }
        }
    }
}

impl Sink for Naive<'_> {
    fn new_node(&mut self) -> Node {
        let n = self.cs.new_node();
        self.grow();
        n
    }
    fn new_object(&mut self, kind: ObjKind, size: Option<u64>) -> Obj {
        let o = self.cs.new_object(kind, size);
        self.grow();
        o
    }
    fn obj_node(&self, o: Obj) -> Node {
        self.cs.obj_node[o.index()]
    }
    fn addr(&mut self, dst: Node, o: Obj) {
        self.cs.addr.push((dst, o));
    }
    fn copy(&mut self, dst: Node, src: Node) {
        self.cs.copy.push((dst, src));
    }
    fn load(&mut self, dst: Node, src: Node) {
        self.cs.load.push((dst, src));
    }
    fn store(&mut self, dst: Node, src: Node) {
        self.cs.store.push((dst, src));
    }
    fn gep(&mut self, dst: Node, src: Node, off: GepOffset) {
        self.cs.gep.push((dst, src, off));
    }
    fn call(&mut self, site: CallSite) {
        self.cs.calls.push(site);
        self.grow();
    }
    fn unknown(&self) -> Obj {
        self.cs.unknown
    }
    fn varargs_of(&self, f: Func) -> Option<Obj> {
        self.cs.varargs_of(f)
    }
    fn instance(&self) -> u32 {
        self.cs.cur_instance
    }
    fn ptr_bytes(&self) -> u64 {
        self.cs.ptr_bytes
    }
    fn relabel(&mut self, dst: Node, src: Node, site: CloneSite) {
        self.relabel.push((dst, src, site));
    }
    fn is_allocator(&self, f: Func) -> bool {
        self.cs.is_allocator(f)
    }
    fn heap_created(&mut self, o: Obj, f: Func, inst: Inst) {
        self.cs.heap_created(o, f, inst);
    }
}

impl FuncLookup for Naive<'_> {
    fn param_node(&self, f: Func, clone: u32, i: usize) -> Option<Node> {
        self.cs.instance_param_node(f, clone, i)
    }
    fn ret_node(&self, f: Func, clone: u32) -> Option<Node> {
        self.cs.instance_ret_node(f, clone)
    }
}

/// A name for a base object that does not depend on creation order (the
/// two solvers create fields and heap clones in different orders).
fn base_key(objs: &Objects, o: Obj) -> String {
    let b = objs.base(o);
    match objs.kind(b) {
        ObjKind::HeapClone { site, of } => format!("clone({site:?},{})", base_key(objs, of)),
        k => match objs.context(b) {
            Some(c) => format!("{k:?}@{c}"),
            None => format!("{k:?}"),
        },
    }
}

/// An object as (base name, offset), independent of creation order.
fn key(objs: &Objects, o: Obj) -> (String, FieldOffset) {
    let o = objs.normalize(o);
    (base_key(objs, o), objs.offset(o))
}

/// A set of objects by [`key`], and the base names of its collapsed objects.
fn keys(objs: &Objects, set: impl Iterator<Item = u32>) -> (BTreeSet<(String, FieldOffset)>, BTreeSet<String>) {
    let mut ks = BTreeSet::new();
    let mut collapsed = BTreeSet::new();
    for o in set {
        let o = Obj::from_u32(o);
        let k = key(objs, o);
        if objs.is_collapsed(objs.base(o)) {
            collapsed.insert(k.0.clone());
        }
        ks.insert(k);
    }
    (ks, collapsed)
}

/// How the solver's sets must relate to the naive fixpoint's in
/// [`compare_with_solver`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Expect {
    /// The same set for every local.
    Equal,
    /// The solver's set covers the naive one for every local (soundness
    /// with respect to the least fixpoint, allowing for precision lost by
    /// merging nodes: HCD merges the variables of every offline cycle
    /// through a dereference, although the cycle is real only if each
    /// dereferenced pointer gets a writable pointee). An object collapsed
    /// in the solver's result, or its any-offset field, covers every
    /// offset of it: lost precision can collapse more objects.
    Superset,
}

/// Solves `m` with [`Andersen::analyze`] under `config` and with the naive
/// fixpoint over the same constraints (the heap clones the analysis
/// withdrew stay withdrawn), and compares the points-to set of every local
/// of every defined function, objects named independently of creation
/// order, as `expect` says. Returns the number of sets compared, or a
/// description of the first difference (`@func %local: solver has extra
/// [...], misses [...]`).
///
/// Corner cases: when the analysis gave up heap cloning after repeated
/// withdrawals, the naive solver runs without it too. The naive solver is
/// quadratic or worse: keep modules to a few thousand instructions.
pub fn compare_with_solver(m: &Module, config: &Config, expect: Expect) -> Result<usize, String> {
    compare_result_with_naive(m, &Andersen::analyze(m, config), config, expect)
}

/// [`compare_with_solver`] for a result `r` already computed with
/// [`Andersen::analyze`] under `config`.
pub fn compare_result_with_naive(m: &Module, r: &PointsToResult<'_>, config: &Config, expect: Expect) -> Result<usize, String> {
    let mut cfg = config.clone();
    if r.stats.attempts > 1 && r.stats.clones_withdrawn.is_empty() {
        cfg.heap_cloning = false;
    }
    let no_clone = r.stats.clones_withdrawn.iter().copied().collect();
    let cs = crate::constraints::generate_with(m, &cfg, &no_clone, r.context_plan());
    let mut naive = Naive::new(m, cs, cfg.type_filter);
    naive.solve();
    let mut compared = 0;
    for (f, func) in m.funcs.iter() {
        let Some(body) = func.body.as_ref() else { continue };
        // Every instance of `f`: the base one and its context clones.
        let instances: Vec<Option<u32>> = std::iter::once(None).chain(r.contexts_of(f).iter().copied().map(Some)).collect();
        for (l, ctx) in body.locals.keys().flat_map(|l| instances.iter().map(move |&c| (l, c))) {
            let clone = ctx.unwrap_or(crate::constraints::BASE);
            let Some(n) = naive.cs.instance_local_node(f, clone, l) else {
                continue;
            };
            let (want, _) = keys(&naive.cs.objects, naive.pts[n.index()].iter().copied());
            let (got, got_collapsed) = keys(r.objects(), r.points_to_in(f, Value::Local(l), ctx).iter());
            // A collapsed object, or the any-offset field of one, stands for
            // every offset in it.
            let covered = |(b, off): &(String, FieldOffset)| {
                got.contains(&(b.clone(), *off)) || got_collapsed.contains(b) || got.contains(&(b.clone(), FieldOffset::Any))
            };
            let ok = match expect {
                Expect::Equal => got == want,
                Expect::Superset => want.iter().all(covered),
            };
            if !ok {
                let show = |k: &(String, FieldOffset)| format!("{}{:?}", k.0, k.1);
                let extra: Vec<String> = got.difference(&want).take(5).map(show).collect();
                let missing: Vec<String> = want.difference(&got).take(5).map(show).collect();
                return Err(format!(
                    "@{} %{}: solver has extra {extra:?}, misses {missing:?}",
                    func.name, body.locals[l].name
                ));
            }
            compared += 1;
        }
    }
    Ok(compared)
}
