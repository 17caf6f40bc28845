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
//! * **Interprocedural, per instance** (see `interprocedural`): the unit
//!   of analysis is an instance of a function (without context
//!   sensitivity, the function itself; with it, its base instance and each
//!   context clone, every one within its own Andersen sets). Parameters
//!   take the union of the arguments of the calls bound to the instance
//!   and call results the returned sets of the instances the call binds
//!   to; an instance's memory on entry is the join of the memory at those
//!   calls (the call's MU versions), and a call's CHI gives each object the
//!   callee may modify its old content plus the bound instance's content at
//!   its returns. So a callee's flow-sensitive facts stay apart per context
//!   (the cloning view of context sensitivity applied to the sparse
//!   stage). The iteration goes down from Andersen's result, so every
//!   round is sound and a budget can stop it early. [`FsResult::points_to`]
//!   is the union over instances; `PtsView::pts_in` gives one instance.
//! * **Version contents** are kept small: an object at Andersen's content
//!   has no entry, so weak updates of such objects are free, and only the
//!   objects the function tracks precisely (fresh allocas, strongly
//!   updated objects, memory that came in precise from the callers) carry
//!   sets. Object versioning as in VSFS (Barbar, Sui, Chen, CGO 2021) is
//!   not needed on top of this for our corpus: the partitioned Memory SSA
//!   already gives one version per region and definition, and contents at
//!   Andersen's cost nothing.
//!
//! **Boundaries:** functions called from unknown code, or as callbacks of
//! library functions, or from a call that may also reach a library
//! function, start from Andersen's sets and contents; so do call results
//! and CHIs of calls through pointers that may be unknown code, and of
//! `cmpxchg`, `atomicrmw`, `va_arg`. A function's own static `alloca`s
//! start empty when it is not recursive. `getelementptr` and integer
//! arithmetic keep the Andersen objects whose base object is a base of the
//! operand's flow-sensitive set.

use crate::andersen::PointsToResult;
use crate::constraints::BASE;
use crate::objects::{FieldOffset, Obj, ObjKind};
use crate::pts::PtsSet;
use crate::regions::{is_wide, Expander, FuncRegions, ModuleRegions, PtsView};
use entity::EntityId;
use flow::{Cfg, DomTree};
use llir::{Func, GlobalRef, Inst, InstKind, Local, Module, Value};
use memssa::partition::{PartitionedMemorySsa, VersionDef, VersionUse};
use rayon::prelude::*;
use rustc_hash::FxBuildHasher as FxBuild;
use std::borrow::Cow;
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The content of the objects of one region version: objects in `map`
/// (sorted by object) hold that set; the others hold Andersen's content if
/// `top`, nothing otherwise. Normal form: when `top`, no entry equals
/// Andersen's content (so weak updates of objects at `top` change nothing
/// and maps stay small: only objects the function tracks precisely —
/// its own fresh `alloca`s and strongly updated objects — get entries).
///
/// The sets are shared (`Arc`): a CHI that leaves an object as it was, or
/// gives it what another version or a callee's exit already holds, keeps
/// that set instead of a copy. A call touching N objects in a function
/// of N calls (every object escaping, `gen-scale.py escape`) otherwise
/// made N^2 copies of sets of N objects: N^3 time and memory. Equality
/// of contents compares pointers first (`Arc`'s `PartialEq` for `Eq`
/// types), so an unchanged version is found unchanged without reading
/// its sets.
#[derive(Clone, Debug, Default, PartialEq)]
struct Content {
    top: bool,
    map: Vec<(u32, Arc<PtsSet>)>,
}

impl Content {
    fn top() -> Content {
        Content {
            top: true,
            map: Vec::new(),
        }
    }
    fn entry(&self, o: u32) -> Option<&Arc<PtsSet>> {
        self.map.binary_search_by_key(&o, |e| e.0).ok().map(|k| &self.map[k].1)
    }
    /// Is `o` at Andersen's content here?
    fn is_top(&self, o: u32) -> bool {
        self.top && self.entry(o).is_none()
    }
    /// Sets `o`'s content to `s`, keeping the normal form (`andersen` is
    /// Andersen's content of `o`).
    fn set(&mut self, o: u32, s: Arc<PtsSet>, andersen: &PtsSet) {
        let k = self.map.binary_search_by_key(&o, |e| e.0);
        if self.top && *s == *andersen {
            if let Ok(k) = k {
                self.map.remove(k);
            }
            return;
        }
        match k {
            Ok(k) => self.map[k].1 = s,
            Err(k) => self.map.insert(k, (o, s)),
        }
    }
}

/// The shared empty set (contents of objects that hold nothing).
fn empty_set() -> Arc<PtsSet> {
    static EMPTY: std::sync::LazyLock<Arc<PtsSet>> = std::sync::LazyLock::new(|| Arc::new(PtsSet::new()));
    Arc::clone(&EMPTY)
}

/// The units the analysis runs on: every instance of every function (its
/// base instance, [`BASE`], then its context clones in clone order), each
/// analysed on its own, as if it were a function of its own called only
/// from the calls bound to it (`Constraints::target_instance`). Without
/// context sensitivity every function is one unit. Functions without a
/// body have one unit too (never analysed), so unit numbers are dense.
struct Units {
    /// Per unit: its function and instance.
    list: Vec<(Func, u32)>,
    /// Per function: its first unit (the base instance's).
    first: Vec<u32>,
    /// Per (function, clone) of a context clone: its unit.
    clones: HashMap<(u32, u32), u32, FxBuild>,
}

impl Units {
    fn new(a: &PointsToResult<'_>) -> Units {
        let m = a.module();
        let mut list = Vec::new();
        let mut first = Vec::with_capacity(m.funcs.len());
        let mut clones = HashMap::default();
        for (f, _) in m.funcs.iter() {
            first.push(list.len() as u32);
            list.push((f, BASE));
            for &c in a.contexts_of(f) {
                clones.insert((f.as_u32(), c), list.len() as u32);
                list.push((f, c));
            }
        }
        Units { list, first, clones }
    }
    /// The unit of instance `clone` of `f` (the base instance's if `clone`
    /// is not one of `f`'s clones).
    fn of(&self, f: Func, clone: u32) -> usize {
        if clone == BASE {
            return self.first[f.index()] as usize;
        }
        self.clones
            .get(&(f.as_u32(), clone))
            .map_or(self.first[f.index()] as usize, |&u| u as usize)
    }
    /// The units of `f`: its base instance's, then its clones'.
    fn of_func(&self, f: Func) -> std::ops::Range<usize> {
        let s = self.first[f.index()] as usize;
        let e = self.first.get(f.index() + 1).map_or(self.list.len(), |&x| x as usize);
        s..e
    }
    /// The unit call `i` of unit `u` binds to when it calls `g`.
    fn target(&self, a: &PointsToResult<'_>, u: usize, i: Inst, g: Func) -> usize {
        let (f, clone) = self.list[u];
        self.of(g, a.constraints().target_instance(f, clone, i, g))
    }
}

/// Memory contents passed between functions: at a call (what the callee
/// may read on entry), or at a function's returns (what it leaves). With
/// `all_top`, every object it covers holds Andersen's content (the common
/// case, kept small). Otherwise an object in `tops` holds Andersen's
/// content; one in `map`, that set; any other object nothing (or it is
/// not covered). Every call site of a function covers all the objects the
/// function reads, and every return all it may modify or read, so joins
/// may treat `all_top` as covering everything.
///
/// `tops` and the sets of `map` are shared ([`SetCons`]): the memory of
/// every call to a defined function and of every unit's returns is kept
/// for the whole interprocedural fixpoint, and most of those sets equal
/// another site's: on OpenSSL -O2 the `tops` of the call sites were most
/// of the stage's peak memory; on OpenSSL -O0 the exit memories held
/// 223,072 object contents (1.5 GB) of only 1,791 distinct sets, the same
/// few heap contents of thousands of objects again and again.
#[derive(Clone, Debug, Default, PartialEq)]
struct SiteMem {
    all_top: bool,
    tops: Arc<PtsSet>,
    map: Vec<(u32, Arc<PtsSet>)>,
}

/// Hash-consing of the `tops` sets of [`SiteMem`]s: equal sets share one
/// allocation. Shared by the parallel workers (a lock per set: sets are
/// made once per call site and unit run, not per instruction); sharing
/// never changes a value, so results do not depend on the thread count.
/// [`SetCons::sweep`] drops the sets nothing else holds any more.
#[derive(Default)]
struct SetCons(std::sync::Mutex<std::collections::HashSet<Arc<PtsSet>, FxBuild>>);

impl SetCons {
    /// The shared copy of `s`. A borrowed `s` is copied only if no equal
    /// set is shared yet (most contents at call sites already are).
    fn get(&self, s: Cow<'_, PtsSet>) -> Arc<PtsSet> {
        let mut sets = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(a) = sets.get(&*s) {
            return Arc::clone(a);
        }
        let a = Arc::new(s.into_owned());
        sets.insert(Arc::clone(&a));
        a
    }

    /// The shared copy of the set `a` holds (`a` itself if it is new).
    fn share(&self, a: Arc<PtsSet>) -> Arc<PtsSet> {
        let mut sets = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(b) = sets.get(&a) {
            return Arc::clone(b);
        }
        sets.insert(Arc::clone(&a));
        a
    }

    /// Forgets the sets held only here.
    fn sweep(&self) {
        let mut sets = self.0.lock().unwrap_or_else(|e| e.into_inner());
        sets.retain(|a| Arc::strong_count(a) > 1);
    }
}

/// What a [`SiteMem`] holds in one object.
#[derive(Clone, Copy, Debug)]
enum Held<'x> {
    /// Andersen's content of the object.
    Andersen,
    /// This set (shared).
    Set(&'x Arc<PtsSet>),
    /// Nothing (or the memory does not cover the object).
    Nothing,
}

impl SiteMem {
    /// The content of object `o` (a set is borrowed, not copied).
    fn held(&self, o: u32) -> Held<'_> {
        if self.all_top || self.tops.contains(o) {
            return Held::Andersen;
        }
        match self.map.binary_search_by_key(&o, |e| e.0) {
            Ok(k) => Held::Set(&self.map[k].1),
            Err(_) => Held::Nothing,
        }
    }
    /// The join of `mems` (union, object by object). The sets of `mems`
    /// are taken to be shared already ([`SetCons`]): only the unions
    /// made here are shared again (a callee with one caller, the common
    /// case, took its caller's N sets of N objects through the interner
    /// once more: a hash of every set, N^3 on `gen-scale.py escape`).
    fn join<'x>(mems: impl Iterator<Item = &'x SiteMem>, cons: &SetCons) -> SiteMem {
        let mems: Vec<&SiteMem> = mems.collect();
        if mems.iter().any(|m| m.all_top) {
            return SiteMem {
                all_top: true,
                ..SiteMem::default()
            };
        }
        if let [mem] = mems[..] {
            // One memory (a callee with one call site, or a unit with one
            // return): itself, without a map rebuilt in a tree.
            return SiteMem {
                all_top: false,
                tops: Arc::clone(&mem.tops),
                map: mem
                    .map
                    .iter()
                    .filter(|(o, s)| !mem.tops.contains(*o) && !s.is_empty())
                    .cloned()
                    .collect(),
            };
        }
        let mut tops = PtsSet::new();
        // An object's content is copied only when a second memory adds to
        // it; one that a single memory names keeps that memory's shared
        // set. The flag says whether the set was made here.
        let mut all: std::collections::BTreeMap<u32, (Arc<PtsSet>, bool)> = std::collections::BTreeMap::new();
        for mem in mems {
            tops.union_with(&mem.tops);
            for (o, s) in &mem.map {
                match all.entry(*o) {
                    std::collections::btree_map::Entry::Vacant(e) => {
                        e.insert((Arc::clone(s), false));
                    }
                    std::collections::btree_map::Entry::Occupied(mut e) => {
                        let (held, made) = e.get_mut();
                        if !Arc::ptr_eq(held, s) && !s.is_subset(held) {
                            Arc::make_mut(held).union_with(s);
                            *made = true;
                        }
                    }
                }
            }
        }
        let map = all
            .into_iter()
            .filter(|(o, (s, _))| !tops.contains(*o) && !s.is_empty())
            .map(|(o, (s, made))| (o, if made { cons.share(s) } else { s }))
            .collect();
        SiteMem {
            all_top: false,
            tops: cons.get(Cow::Owned(tops)),
            map,
        }
    }
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
    /// false if the downward iteration stopped early (still sound: every
    /// round over-approximates the fixpoint).
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
    /// Objects with a precise content at some version of the function:
    /// the union of those contents, for statistics.
    /// (Shared through [`SetCons`]: they live until the fixpoint ends, and
    /// many units hold equal sets; on OpenSSL -O0 with `1-callsite`, 6.15M
    /// entries of 2,285 distinct sets.)
    contents: Vec<(u32, Arc<PtsSet>)>,
    /// Objects at Andersen's content at some version of the function, as
    /// regions of the function's partition ([`regions_at_top`]): each
    /// region listed minus the objects its list names (an empty list: the
    /// whole region). Regions rather than a set of objects: the set was
    /// a copy of thousands of objects per unit, kept until the fixpoint
    /// ends (on OpenSSL -O0 with `1-callsite`, 60,000 distinct sets,
    /// 0.97 GB), while the regions are the function's, shared by its
    /// instances.
    top_regions: Vec<(u32, Vec<u32>)>,
    strong: u64,
    iterations: u64,
    /// Union of the returned sets.
    ret: PtsSet,
    /// Flow-sensitive sets of the arguments of each call (`None`:
    /// Andersen's set of the argument).
    args: Vec<(Inst, Vec<Option<PtsSet>>)>,
    /// Memory at each call to functions with bodies (the call's MUs).
    sites: Vec<(Inst, SiteMem)>,
    /// Memory at the returns (the exit MUs), `None` if the function fell
    /// back to Andersen. The interprocedural fixpoint moves it into its
    /// own table (`exits`), so it is `None` in the results it returns.
    exit: Option<SiteMem>,
    /// The unique locations ([`PointsToResult::is_unique_location`]) the
    /// unit writes on every path from its entry to each of its returns, by
    /// strong updates or by calls that do. A call bound to the unit kills
    /// their old contents.
    must_write: PtsSet,
    /// For objects of `must_write` whose content at the returns comes only
    /// from the unit's own writes (stores, and calls to units with known
    /// exits), that content, sorted by object. A call bound to the unit
    /// gives it to the object.
    must_exit: Vec<(u32, PtsSet)>,
}

impl FuncResult {
    /// Drops what only the interprocedural fixpoint and the fold into
    /// [`FsResult`]'s per-object contents read (call-site memories,
    /// arguments, returned sets, contents, regions at top), keeping the
    /// per-local sets and refined callees the result answers from. The
    /// result outlives the stage (`refine` rebuilds the Memory SSAs while
    /// holding it): on OpenSSL -O0 with contexts, 6.15M content entries
    /// and 150,000 call-site memories.
    fn keep_answers(&mut self) {
        self.contents = Vec::new();
        self.top_regions = Vec::new();
        self.ret = PtsSet::new();
        self.args = Vec::new();
        self.sites = Vec::new();
        self.exit = None;
        self.must_write = PtsSet::new();
        self.must_exit = Vec::new();
    }
}

/// A function's sets over all its instances: per local, the union
/// (`None` where that is Andersen's union), and the refined callees of its
/// indirect calls, sorted by call.
type Merged = (Vec<Option<PtsSet>>, Vec<(Inst, Vec<Func>)>);

/// The flow-sensitive result.
pub struct FsResult<'a, 'm> {
    base: &'a PointsToResult<'m>,
    units: Units,
    /// Per unit (an instance of a function).
    funcs: Vec<FuncResult>,
    /// Per function with context clones: per local, the union over its
    /// instances (`None` where that is Andersen's union), and the refined
    /// callees of its indirect calls over all instances.
    merged: HashMap<u32, Merged, FxBuild>,
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
        Self::analyze_prebuilt(a, regions, Vec::new(), t0)
    }

    /// [`FlowSensitive::analyze_with`] over partitioned Memory SSAs the
    /// caller already built from `regions` (`builds[f]`: function `f`'s,
    /// `None` where it has none or its build failed), which the analysis
    /// takes over instead of building them a second time; an empty
    /// `builds` means "build them here". The result is the same either
    /// way (a build is a function of the body and the regions); only the
    /// peak memory and the time differ: `refine` used to hold its first
    /// build while this stage built the same one again (on Unicorn -O0,
    /// ~1.5 GB and 5 s).
    ///
    /// # Panics
    /// If `builds` is neither empty nor one entry per function of the module.
    pub fn analyze_prebuilt<'a, 'm>(
        a: &'a PointsToResult<'m>,
        regions: &ModuleRegions,
        builds: Vec<Option<PartitionedMemorySsa>>,
        t0: Instant,
    ) -> FsResult<'a, 'm> {
        let m = a.module();
        assert!(
            builds.is_empty() || builds.len() == m.funcs.len(),
            "analyze_prebuilt: one build per function"
        );
        let mut builds = builds;
        if builds.is_empty() {
            builds = (0..m.funcs.len()).map(|_| None).collect();
        }
        // The partitioned Memory SSA and def-use tables of every function,
        // built once (in parallel) for all rounds of the fixpoint.
        let prepared: Vec<Option<Prepared>> = builds
            .into_par_iter()
            .zip(static_allocas(a))
            .enumerate()
            .map(|(fi, (pre, own_stack))| {
                let f = Func::from_u32(fi as u32);
                match (&m.funcs[f].body, &regions.funcs[fi]) {
                    (Some(body), Some(fr)) => Prepared::new(body, fr, pre, own_stack),
                    _ => None,
                }
            })
            .collect();
        let units = Units::new(a);
        let run = |u: usize, inp: &Inputs<'_>| -> FuncResult {
            let (f, clone) = units.list[u];
            match (&regions.funcs[f.index()], &prepared[f.index()]) {
                (Some(fr), Some(prep)) => analyze_function(a, m, u, clone, fr, prep, inp),
                (Some(_), None) => andersen_fallback(a, m, f, 0),
                _ => FuncResult::default(),
            }
        };
        let (mut funcs, converged) = interprocedural(a, &units, &run, &regions.mod_summary);
        drop(prepared);
        let merged = merge_instances(a, &units, &funcs);
        let mut contents: HashMap<u32, PtsSet> = HashMap::new();
        let mut tops = PtsSet::new();
        let mut whole_seen: std::collections::HashSet<(u32, u32), FxBuild> = Default::default();
        let mut stats = FsStats::default();
        for (u, fr) in funcs.iter_mut().enumerate() {
            for (o, s) in &fr.contents {
                contents.entry(*o).or_default().union_with(s);
            }
            let f = units.list[u].0;
            if let Some(fregs) = regions.funcs[f.index()].as_ref() {
                // Instances of a function share its regions: a whole region
                // is added once, whatever the number of instances holding it.
                let fresh: Vec<(u32, Vec<u32>)> = fr
                    .top_regions
                    .iter()
                    .filter(|(r, e)| !e.is_empty() || whole_seen.insert((f.as_u32(), *r)))
                    .cloned()
                    .collect();
                tops.union_with(&regions_at_top(&fregs.regions, &fresh));
            }
            stats.strong_updates += fr.strong;
            stats.iterations += fr.iterations;
            fr.keep_answers();
        }
        // Objects at Andersen's content somewhere keep Andersen's content.
        contents.retain(|o, _| !tops.contains(*o));
        stats.interprocedural = converged;
        let mut r = FsResult {
            base: a,
            units,
            funcs,
            merged,
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
    ///
    /// With context sensitivity: the union over the instances of `f`
    /// (each analysed on its own; [`PtsView::pts_in`] gives one).
    pub fn points_to(&self, f: Func, v: Value) -> &PtsSet {
        if let Value::Local(l) = v {
            let top = match self.merged.get(&f.as_u32()) {
                Some((top, _)) => Some(top),
                None => self.funcs.get(self.units.of(f, BASE)).map(|fr| &fr.top),
            };
            if let Some(Some(s)) = top.and_then(|t| t.get(l.index())) {
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
    ///
    /// With context sensitivity: the callees any instance of `f` keeps.
    pub fn callees(&self, f: Func, i: Inst) -> Vec<Func> {
        let refined = match self.merged.get(&f.as_u32()) {
            Some((_, callees)) => Some(callees),
            None => self.funcs.get(self.units.of(f, BASE)).map(|fr| &fr.callees),
        };
        if let Some(cs) = refined {
            if let Ok(k) = cs.binary_search_by_key(&i.as_u32(), |e| e.0.as_u32()) {
                return cs[k].1.clone();
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
            .map(|s| self.callees(s.func, s.inst).len())
            .sum()
    }

    /// SVF's `AvgTopLvlPtsSize` on the flow-sensitive sets
    /// ([`crate::andersen::svf_average`]).
    pub fn avg_pts_svf(&self) -> f64 {
        let m = self.base.module();
        let sets = |f, l| self.points_to(f, Value::Local(l));
        crate::andersen::svf_average_counted(m, self.base.call_graph(), &sets, &|s| s.len()).1
    }

    /// [`Self::avg_pts_svf`] counting each set in base objects
    /// ([`crate::Stats::avg_pts_svf_bases`]).
    pub fn avg_pts_svf_bases(&self) -> f64 {
        let m = self.base.module();
        let objs = self.base.objects();
        let sets = |f, l| self.points_to(f, Value::Local(l));
        crate::andersen::svf_average_counted(m, self.base.call_graph(), &sets, &|s| objs.count_bases(s)).1
    }

    /// [`Self::avg_pts_svf`] counted in allocation sites
    /// ([`crate::objects::Objects::count_alloc_sites`]).
    pub fn avg_pts_svf_sites(&self) -> f64 {
        let m = self.base.module();
        let objs = self.base.objects();
        let sets = |f, l| self.points_to(f, Value::Local(l));
        crate::andersen::svf_average_counted(m, self.base.call_graph(), &sets, &|s| objs.count_alloc_sites(s)).1
    }

    /// Average set sizes `(top-level, address-taken)` over non-empty sets
    /// (SVF's convention), on the same pointers and objects as Andersen's
    /// [`crate::Stats`].
    pub fn avg_pts(&self) -> (f64, f64) {
        let base = self.base;
        crate::andersen::average_set_sizes(base, &|f, v| self.points_to(f, v), &mut |o, sizes| {
            // Andersen's set itself, not `Self::object_contents` (a copy).
            let a = base.object_contents(o);
            match self.contents.get(&o.as_u32()) {
                Some(fs) => fs.intersection(a).len(),
                None => sizes.len(a),
            }
        })
    }
}

impl PtsView for FsResult<'_, '_> {
    fn pts(&self, f: Func, v: Value) -> &PtsSet {
        self.points_to(f, v)
    }
    fn callees(&self, f: Func, i: Inst) -> Vec<Func> {
        FsResult::callees(self, f, i)
    }
    /// The flow-sensitive set of the instance's own analysis (its
    /// Andersen set where the analysis kept that).
    fn pts_in(&self, f: Func, v: Value, clone: u32) -> std::borrow::Cow<'_, PtsSet> {
        if let Value::Local(l) = v {
            let u = self.units.of(f, clone);
            if let Some(Some(s)) = self.funcs.get(u).and_then(|fr| fr.top.get(l.index())) {
                return std::borrow::Cow::Borrowed(s);
            }
        }
        std::borrow::Cow::Borrowed(self.base.points_to_in(f, v, (clone != BASE).then_some(clone)))
    }
}

/// Per function: its static allocas and their fields (the stack objects
/// that are no summary), which start empty on entry to a non-recursive
/// function. Found once: the entry of every unit asked each object of
/// each region (thousands per function on OpenSSL -O0) for its kind, a
/// fifth of `refine`'s time there.
fn static_allocas(a: &PointsToResult<'_>) -> Vec<PtsSet> {
    let objs = a.objects();
    let own = objs.stack_objects(a.module().funcs.len(), |o, _| !objs.is_summary_kind(o));
    own.iter().map(|v| PtsSet::from_sorted(v)).collect()
}

/// The objects at Andersen's content in some version of `versions`, as
/// pairs of a region (`region_of(v)` is version `v`'s, below `regions`)
/// and the objects of that region to leave out, sorted by region, for
/// [`regions_at_top`]. A version at `top` holds its region minus its own
/// entries; over the versions of one region that is the region minus the
/// objects every such version has an entry for. A region some version
/// holds entirely (at `top`, no entries) is listed with nothing left out.
/// Regions no version holds at `top` are not listed.
fn regions_of_top_versions(versions: &[Content], region_of: impl Fn(usize) -> u32, regions: usize) -> Vec<(u32, Vec<u32>)> {
    let mut whole = vec![false; regions];
    for (v, c) in versions.iter().enumerate() {
        if c.top && c.map.is_empty() {
            whole[region_of(v) as usize] = true;
        }
    }
    let mut except: Vec<Option<Vec<u32>>> = vec![None; regions];
    for (v, c) in versions.iter().enumerate() {
        let r = region_of(v) as usize;
        if c.top && !whole[r] {
            match &mut except[r] {
                Some(e) => e.retain(|&o| c.entry(o).is_some()),
                None => except[r] = Some(c.map.iter().map(|e| e.0).collect()),
            }
        }
    }
    whole
        .iter()
        .zip(except)
        .enumerate()
        .filter_map(|(r, (&whole, e))| match (whole, e) {
            (true, _) => Some((r as u32, Vec::new())),
            (false, e) => e.map(|e| (r as u32, e)),
        })
        .collect()
}

/// The objects of `top_regions` (pairs of a region of `regions` and the
/// objects of that region to leave out, sorted; an empty list leaves out
/// nothing). Region ids out of range are a bug of the caller (panics).
fn regions_at_top(regions: &[PtsSet], top_regions: &[(u32, Vec<u32>)]) -> PtsSet {
    let mut out = PtsSet::new();
    for (r, except) in top_regions {
        let region = &regions[*r as usize];
        if except.is_empty() {
            out.union_with(region);
        } else {
            let mut rest = region.clone();
            for &o in except {
                rest.remove(o);
            }
            out.union_with(&rest);
        }
    }
    out
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
                r.args.push((i, vec![None; c.args.len()]));
            }
        }
    }
    r
}

/// The interprocedural fixpoint over top-level pointers and memory, one
/// unit per instance of a function ([`Units`]):
///
/// - parameters get the union of the flow-sensitive arguments of the calls
///   bound to the unit, call results the union of the returned sets of the
///   units the call binds to;
/// - a unit's memory on entry is the join of the memory at the calls bound
///   to it (the contents of the call's MU regions), and a call's CHIs give
///   each object the callee may modify the union of its old content and
///   the bound unit's content at its returns (SFS's interprocedural
///   def-use chains, Hardekopf and Lin, CGO 2011, without the SVFG);
/// - functions whose callers are not all visible calls (called from unknown
///   code, or as callbacks of library functions) keep Andersen's sets and
///   contents as inputs; so does a function called from a site whose
///   memory is not known (a call that may also reach a library function).
///
/// The iteration goes *down* from Andersen's result: every input starts
/// at Andersen's (which is sound), and each round recomputes the inputs of
/// the units whose callers or callees changed from the latest outputs.
/// The transfer functions are monotone, so every round's inputs still
/// over-approximate the least fixpoint: stopping early (after
/// `8 * units + 64` analyses) is sound, only less precise. Cycles of
/// the call graph keep what flows around them (a greatest fixpoint;
/// recursive functions have no clones).
///
/// Rounds: all units whose inputs changed are analysed in parallel
/// against the inputs of the round start, and merged in unit order,
/// so the outcome does not depend on the thread count. Returns the results
/// and whether the fixpoint was reached.
fn interprocedural(
    a: &PointsToResult<'_>,
    units: &Units,
    run: &(dyn Fn(usize, &Inputs<'_>) -> FuncResult + Sync),
    modifies: &[Arc<PtsSet>],
) -> (Vec<FuncResult>, bool) {
    let m = a.module();
    let nf = m.funcs.len();
    let nu = units.list.len();
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
    // Per unit: the calls bound to it, as (calling unit, call), sorted.
    let mut callers: Vec<Vec<(u32, Inst)>> = vec![Vec::new(); nu];
    for s in cg.sites() {
        for u in units.of_func(s.func) {
            for &g in &s.callees {
                callers[units.target(a, u, s.inst, g)].push((u as u32, s.inst));
            }
        }
    }
    for c in &mut callers {
        c.sort_unstable_by_key(|e| (e.0, e.1.as_u32()));
        c.dedup();
    }
    let mut params: Vec<Option<Vec<PtsSet>>> = vec![None; nu];
    let mut rets: Vec<Option<PtsSet>> = vec![None; nu];
    let mut entries: Vec<Option<SiteMem>> = vec![None; nu];
    let mut exits: Vec<Option<SiteMem>> = vec![None; nu];
    let mut must_write: Vec<PtsSet> = vec![PtsSet::new(); nu];
    let mut must_exit: Vec<Vec<(u32, PtsSet)>> = vec![Vec::new(); nu];
    // `main`, when nothing in the module and no unknown code calls it and
    // no constructor runs before it, starts with the memory the program
    // starts with. (Other functions nobody calls keep Andersen's memory:
    // a library's API under --closed-world may be called in any order.)
    let ctors = m.globals.iter().any(|(_, g)| g.name == "llvm.global_ctors");
    if let Some(main) = m.func_by_name("main") {
        if !ctors && m.funcs[main].body.is_some() && !from_unknown[main.index()] && cg.callers(main).next().is_none() {
            entries[units.of(main, BASE)] = Some(program_start(a));
        }
    }
    let mut results: Vec<FuncResult> = vec![FuncResult::default(); nu];
    let cons = SetCons::default();
    let mut analysed = vec![false; nu];
    let mut work: std::collections::BTreeSet<u32> = (0..nu as u32)
        .filter(|&u| m.funcs[units.list[u as usize].0].body.is_some())
        .collect();
    let budget = 8 * nu + 64;
    let mut runs = 0;
    while !work.is_empty() && runs < budget {
        let batch: Vec<u32> = std::mem::take(&mut work).into_iter().collect();
        runs += batch.len();
        // Each result comes with whether its exit memory equals the one
        // already recorded, which is then dropped on the worker: a round
        // re-runs thousands of units whose exits do not change, and on
        // OpenSSL -O0 their copies were 1.5 GB next to the recorded ones.
        let outs: Vec<(FuncResult, bool)> = batch
            .par_iter()
            .map(|&u| {
                let inp = Inputs {
                    cons: &cons,
                    units,
                    params: params[u as usize].as_deref(),
                    rets: &rets,
                    entry: entries[u as usize].as_ref(),
                    exits: &exits,
                    modifies,
                    must_write: &must_write,
                    must_exit: &must_exit,
                };
                let mut r = run(u as usize, &inp);
                let same_exit = r.exit.is_some() && r.exit == exits[u as usize];
                if same_exit {
                    r.exit = None;
                }
                (r, same_exit)
            })
            .collect();
        crate::progress::flow_sensitive_round(outs.len());
        let mut dirty: Vec<u32> = Vec::new();
        for (u, (mut r, same_exit)) in batch.into_iter().zip(outs) {
            let ui = u as usize;
            let f = units.list[ui].0;
            analysed[ui] = true;
            // A unit that fell back to Andersen has no exit memory.
            let ret = (same_exit || r.exit.is_some()).then(|| r.ret.clone());
            let exit_changed = !same_exit && r.exit != exits[ui];
            if ret != rets[ui] || exit_changed || r.must_write != must_write[ui] || r.must_exit != must_exit[ui] {
                rets[ui] = ret;
                // Moved, not copied: the fixpoint's table is the only
                // place an exit memory is kept.
                if exit_changed {
                    exits[ui] = r.exit.take();
                }
                must_write[ui] = r.must_write.clone();
                must_exit[ui] = r.must_exit.clone();
                work.extend(callers[ui].iter().map(|e| e.0));
            }
            for (i, _) in &r.args {
                dirty.extend(
                    cg.callees(f, *i)
                        .iter()
                        .filter(|g| bindable[g.index()])
                        .map(|&g| units.target(a, ui, *i, g) as u32),
                );
            }
            results[ui] = r;
        }
        // Inputs of the callees of what was analysed, from all the calls
        // bound to them.
        dirty.sort_unstable();
        dirty.dedup();
        for g in dirty {
            let gu = g as usize;
            let gf = units.list[gu].0;
            let np = m.funcs[gf].params.len();
            let mut ps: Option<Vec<PtsSet>> = Some(vec![PtsSet::new(); np]);
            let mut mems = Vec::new();
            let mut mem_known = true;
            for &(hu, i) in &callers[gu] {
                let hu = hu as usize;
                let (h, hclone) = units.list[hu];
                if !analysed[hu] {
                    ps = None;
                    mem_known = false;
                    break;
                }
                let hr = &results[hu];
                match hr.sites.binary_search_by_key(&i.as_u32(), |e| e.0.as_u32()) {
                    Ok(k) => mems.push(&hr.sites[k].1),
                    Err(_) => mem_known = false,
                }
                let call = m.funcs[h].body.as_ref().and_then(|b| b.insts.get(i)).and_then(|d| d.call());
                let args = hr
                    .args
                    .binary_search_by_key(&i.as_u32(), |e| e.0.as_u32())
                    .ok()
                    .map(|k| &hr.args[k].1);
                if let (Some(p), Some(c)) = (ps.as_mut(), call) {
                    for (k, pk) in p.iter_mut().enumerate() {
                        match args.and_then(|a| a.get(k)) {
                            Some(Some(s)) => {
                                pk.union_with(s);
                            }
                            _ => {
                                if let Some(x) = c.args.get(k) {
                                    pk.union_with(andersen_in(a, h, hclone, x.value));
                                }
                            }
                        }
                    }
                }
            }
            // Inputs that say what `None` says are stored as `None`: a unit
            // analysed with Andersen's inputs is not analysed again for
            // callers that pass it Andersen's sets and memory (on OpenSSL
            // -O0 with `1-callsite`, 3,157 of 128,851 unit runs).
            let e = mem_known.then(|| SiteMem::join(mems.into_iter(), &cons)).filter(|e| !e.all_top);
            let gclone = units.list[gu].1;
            let ps = ps.filter(|ps| {
                !ps.iter()
                    .enumerate()
                    .all(|(k, s)| andersen_in(a, gf, gclone, Value::Local(Local::from_u32(k as u32))).is_subset(s))
            });
            if ps != params[gu] || e != entries[gu] {
                params[gu] = ps;
                entries[gu] = e;
                work.insert(g);
            }
        }
        cons.sweep();
    }
    (results, work.is_empty())
}

/// Andersen's set of operand `v` in instance `clone` of `f` (the union
/// over instances when `f` has no clones, which is the same set).
fn andersen_in<'x>(a: &'x PointsToResult<'_>, f: Func, clone: u32, v: Value) -> &'x PtsSet {
    if a.contexts_of(f).is_empty() {
        a.points_to(f, v)
    } else {
        a.points_to_in(f, v, (clone != BASE).then_some(clone))
    }
}

/// Per function with context clones: the union of its instances' sets
/// (each instance's flow-sensitive set, or its Andersen set where the
/// analysis kept that; `None` where the union is Andersen's union) and of
/// the callees its instances keep at indirect calls.
fn merge_instances(a: &PointsToResult<'_>, units: &Units, funcs: &[FuncResult]) -> HashMap<u32, Merged, FxBuild> {
    let m = a.module();
    let mut merged = HashMap::default();
    for (f, fd) in m.funcs.iter() {
        let us = units.of_func(f);
        if us.len() < 2 {
            continue;
        }
        let Some(body) = fd.body.as_ref() else { continue };
        let mut top: Vec<Option<PtsSet>> = vec![None; body.locals.len()];
        for (l, t) in top.iter_mut().enumerate() {
            if us.clone().all(|u| funcs[u].top.get(l).is_none_or(|x| x.is_none())) {
                continue;
            }
            let v = Value::Local(Local::from_u32(l as u32));
            let mut s = PtsSet::new();
            for u in us.clone() {
                match funcs[u].top.get(l) {
                    Some(Some(x)) => s.union_with(x),
                    _ => s.union_with(andersen_in(a, f, units.list[u].1, v)),
                };
            }
            if s != *a.points_to(f, v) {
                *t = Some(s);
            }
        }
        let mut callees: Vec<(Inst, Vec<Func>)> = Vec::new();
        for u in us.clone() {
            for (i, kept) in &funcs[u].callees {
                match callees.binary_search_by_key(&i.as_u32(), |e| e.0.as_u32()) {
                    Ok(k) => callees[k].1.extend(kept.iter().copied()),
                    Err(k) => callees.insert(k, (*i, kept.clone())),
                }
            }
        }
        for (_, cs) in &mut callees {
            cs.sort_unstable();
            cs.dedup();
        }
        merged.insert(f.as_u32(), (top, callees));
    }
    merged
}

/// True if storing `value` writes more than one pointer-sized slot (an
/// aggregate or a wide value): such a store never updates strongly.
fn stores_wide(a: &PointsToResult<'_>, body: &llir::Body, value: Value) -> bool {
    match value {
        Value::Local(l) => is_wide(a, body.locals[l].ty),
        Value::Const(c) => matches!(body.consts[c], llir::ConstData::Aggregate { .. } | llir::ConstData::Bytes { .. }),
        Value::Global(_) => false,
    }
}

/// The objects in every set of `sets` (empty for no sets).
fn intersect_all(sets: impl IntoIterator<Item = PtsSet>) -> PtsSet {
    sets.into_iter().reduce(|k, w| k.intersection(&w)).unwrap_or_default()
}

/// The unique locations unit `u` (an instance of `f`) writes on every path
/// from its entry to each return ([`FuncResult::must_write`]), from the
/// unit's final flow-sensitive sets (sound for the calls bound to it).
///
/// A version *covers* object `o` if every path from the entry to it passes
/// a write of `o`: a store whose pointer's set is exactly `{o}` (a unique
/// location, not wide: the strong-update condition) or a call all of whose
/// callees (in the instances this one binds the call to) must write `o`.
/// Computed as a greatest fixpoint over the versions of `o`'s region
/// (entry versions do not cover; a CHI covers if its instruction writes
/// `o` or its old version covers; a phi if all its operands do), starting
/// from "covers" everywhere else, so loops that never write `o` do not
/// cover it through their back edges alone. Every fact is true whatever
/// round of the interprocedural iteration computed it (the sets are sound
/// in every round), so callers may kill with it.
fn must_write(
    cx: &mut Cx<'_, '_>,
    m: &Module,
    u: usize,
    body: &llir::Body,
    fr: &FuncRegions,
    prep: &Prepared,
    inp: &Inputs<'_>,
) -> (PtsSet, Vec<(u32, PtsSet)>) {
    let a = cx.a;
    let f = cx.f;
    let p = &prep.p;
    // What each instruction writes for certain.
    let mut writes: HashMap<u32, PtsSet> = HashMap::new();
    for (i, d) in body.insts.iter() {
        let w = match &d.kind {
            InstKind::Store { value, ptr, .. } => {
                let wide = stores_wide(a, body, *value);
                let target = cx.pts(*ptr).clone();
                if wide || target.len() != 1 || !target.iter().all(|o| a.is_unique_location(Obj::from_u32(o))) {
                    continue;
                }
                target
            }
            _ => {
                let Some(cs) = d.call().and_then(|c| defined_targets(a, m, f, i, c)) else {
                    continue;
                };
                if cs.is_empty() || !inp.exits_known(a, u, i, cs) {
                    continue;
                }
                let k = inp.call_writes(a, u, i, cs);
                if k.is_empty() {
                    continue;
                }
                k
            }
        };
        writes.insert(i.as_u32(), w);
    }
    let mut candidates = PtsSet::new();
    for w in writes.values() {
        candidates.union_with(w);
    }
    let rets: Vec<Inst> = body
        .insts
        .iter()
        .filter(|(_, d)| matches!(d.kind, InstKind::Ret { .. }))
        .map(|(i, _)| i)
        .collect();
    let mut out = PtsSet::new();
    if rets.is_empty() {
        return (out, Vec::new());
    }
    // The region of each candidate (found here, for the few candidates,
    // rather than kept per object of every function).
    let region_of = fr.regions_of(&candidates);
    // The versions of those regions, in one pass over all versions (one
    // pass per candidate was N^3 for N calls that each must-write an
    // object of their own, with N CHIs per call).
    let mut by_region: HashMap<u32, Vec<u32>, FxBuild> = region_of.iter().map(|e| (e.1, Vec::new())).collect();
    if !by_region.is_empty() {
        for (v, vd) in p.versions().iter().enumerate() {
            if let Some(l) = by_region.get_mut(&vd.region) {
                l.push(v as u32);
            }
        }
    }
    let mut regs: Vec<(u32, &[u32])> = Vec::new();
    for o in candidates.iter() {
        let Ok(k) = region_of.binary_search_by_key(&o, |e| e.0) else {
            continue;
        };
        let r = region_of[k].1;
        let versions = &by_region[&r];
        let mut covers: HashMap<u32, bool> = versions.iter().map(|&v| (v, true)).collect();
        let mut changed = true;
        while changed {
            changed = false;
            for &v in versions {
                if !covers[&v] {
                    continue;
                }
                let now = match &p.versions()[v as usize].def {
                    VersionDef::Entry => false,
                    VersionDef::Chi { inst, old } => {
                        writes.get(inst).is_some_and(|w| w.contains(o)) || covers.get(old).copied().unwrap_or(false)
                    }
                    VersionDef::Phi { incoming, .. } => incoming.iter().all(|(_, u)| covers.get(u).copied().unwrap_or(false)),
                };
                if !now {
                    covers.insert(v, false);
                    changed = true;
                }
            }
        }
        // Every return has a MU of the region, and each is covered.
        let all_returns = rets.iter().all(|&ri| {
            let mus = p.mus(ri);
            mus.iter().any(|&(reg, _)| reg == r)
                && mus
                    .iter()
                    .filter(|&&(reg, _)| reg == r)
                    .all(|&(_, v)| covers.get(&v).copied().unwrap_or(false))
        });
        if all_returns {
            out.insert(o);
            regs.push((o, versions));
        }
    }
    let exits = regs
        .iter()
        .filter_map(|&(o, versions)| {
            // The instructions with a CHI on the region, in order.
            let mut insts: Vec<u32> = versions
                .iter()
                .filter_map(|&v| match p.versions()[v as usize].def {
                    VersionDef::Chi { inst, .. } => Some(inst),
                    _ => None,
                })
                .collect();
            insts.sort_unstable();
            insts.dedup();
            exit_value(cx, m, u, body, inp, o, &insts).map(|s| (o, s))
        })
        .collect();
    (out, exits)
}

/// What object `o`, written on every path of unit `u`, may hold at the
/// returns: the union of what every instruction with a CHI on `o`'s region
/// (`chi_insts`) may write into it in this unit (a store whose pointer
/// may reach `o`'s base object: its value's set; a call to functions with
/// known exits: what the bound instances leave there). `None` if some
/// other instruction may write it (memory copies, unknown code): then
/// callers use the function's exit memory instead.
#[allow(clippy::too_many_arguments)]
fn exit_value(cx: &mut Cx<'_, '_>, m: &Module, u: usize, body: &llir::Body, inp: &Inputs<'_>, o: u32, chi_insts: &[u32]) -> Option<PtsSet> {
    let a = cx.a;
    let f = cx.f;
    let objs = a.objects();
    let base = objs.base(Obj::from_u32(o));
    let mut val = PtsSet::new();
    // Sets already added, by address: the callees of a run of calls
    // mostly leave one shared set (or Andersen's content) in `o`.
    let mut added: std::collections::HashSet<usize, FxBuild> = Default::default();
    for &i in chi_insts {
        let i = Inst::from_u32(i);
        let d = &body.insts[i];
        match &d.kind {
            InstKind::Store { value, ptr, .. } => {
                if cx.pts(*ptr).iter().any(|t| objs.base(Obj::from_u32(t)) == base) {
                    val.union_with(cx.pts(*value));
                }
            }
            _ => {
                let c = d.call()?;
                match defined_targets(a, m, f, i, c) {
                    Some(cs) if inp.exits_known(a, u, i, cs) => {
                        for &g in cs {
                            match inp.exit_content(a, u, i, g, o) {
                                Cow::Borrowed(x) => {
                                    if added.insert(x as *const PtsSet as usize) {
                                        val.union_with(x);
                                    }
                                }
                                Cow::Owned(x) => {
                                    val.union_with(&x);
                                }
                            }
                        }
                    }
                    _ => {
                        // A library function that writes no pointer leaves it.
                        if library_model(m, c).is_none_or(|e| e.iter().any(|e| e.writes_pointers())) {
                            return None;
                        }
                    }
                }
            }
        }
    }
    Some(val)
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

/// What the fixpoint of one function needs besides its inputs: built once.
struct Prepared {
    p: PartitionedMemorySsa,
    /// Instructions reading each local.
    users: Vec<Vec<u32>>,
    /// Initial worklist: per block in reverse postorder, its phis (as
    /// `n_insts + version`) then its instructions.
    order: Vec<u32>,
    /// The function's static allocas and their fields ([`static_allocas`]).
    own_stack: PtsSet,
}

impl Prepared {
    /// `pre`: the function's partitioned Memory SSA over `fr` if the
    /// caller built it already (else it is built here; `None` if that
    /// fails); `own_stack`: its static allocas ([`static_allocas`]).
    fn new(body: &llir::Body, fr: &FuncRegions, pre: Option<PartitionedMemorySsa>, own_stack: PtsSet) -> Option<Prepared> {
        let cfg = Cfg::from_body(body);
        let p = match pre {
            Some(p) => p,
            None => {
                let dom = DomTree::compute(&cfg);
                PartitionedMemorySsa::build(body, &cfg, &dom, fr).ok()?
            }
        };
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
        let ni = body.insts.len() as u32;
        let mut order = Vec::new();
        for &b in &cfg.reverse_postorder() {
            order.extend(p.phis(b).iter().map(|&v| ni + v));
            order.extend(body.blocks[b].insts.iter().map(|i| i.as_u32()));
        }
        Some(Prepared {
            p,
            users,
            order,
            own_stack,
        })
    }
}

struct Cx<'a, 'm> {
    a: &'a PointsToResult<'m>,
    f: Func,
    /// The instance of `f` analysed (its base instance, [`BASE`], or a
    /// context clone).
    clone: u32,
    top: Vec<Option<PtsSet>>,
    versions: Vec<Content>,
    ex: Expander<'a, 'm>,
    /// Objects an access through a set touches, per (set, wide).
    expanded: HashMap<(PtsSet, bool), std::rc::Rc<PtsSet>, FxBuild>,
    /// Union of Andersen's contents of a list of objects.
    unions: HashMap<Vec<u32>, PtsSet, FxBuild>,
    /// Andersen's contents as shared sets, by the address of Andersen's
    /// own set (hash-consed there, so equal contents are one entry).
    andersen_sets: HashMap<usize, Arc<PtsSet>, FxBuild>,
}

impl Cx<'_, '_> {
    /// The current set of operand `v` (the instance's Andersen set until
    /// the analysis computed one).
    fn pts(&self, v: Value) -> &PtsSet {
        if let Value::Local(l) = v {
            if let Some(Some(s)) = self.top.get(l.index()) {
                return s;
            }
        }
        self.andersen(v)
    }
    /// Andersen's set of operand `v` in the analysed instance.
    fn andersen(&self, v: Value) -> &PtsSet {
        andersen_in(self.a, self.f, self.clone, v)
    }
    /// Andersen's content of object `o`, shared.
    fn andersen_set(&mut self, o: u32) -> Arc<PtsSet> {
        let s = self.a.object_contents(Obj::from_u32(o));
        Arc::clone(
            self.andersen_sets
                .entry(s as *const PtsSet as usize)
                .or_insert_with(|| Arc::new(s.clone())),
        )
    }
    /// What object `o` holds at version `v`, shared.
    fn get(&mut self, v: u32, o: u32) -> Arc<PtsSet> {
        let c = &self.versions[v as usize];
        match c.entry(o) {
            Some(s) => Arc::clone(s),
            None if c.top => self.andersen_set(o),
            None => empty_set(),
        }
    }
    fn expand(&mut self, p: &PtsSet, wide: bool) -> std::rc::Rc<PtsSet> {
        if let Some(v) = self.expanded.get(&(p.clone(), wide)) {
            return v.clone();
        }
        let mut v = Vec::new();
        self.ex.expand(p, wide, &mut v);
        v.sort_unstable();
        v.dedup();
        let v = std::rc::Rc::new(PtsSet::from_sorted(&v));
        self.expanded.insert((p.clone(), wide), v.clone());
        v
    }
    /// The union of Andersen's contents of `objs` (sorted).
    fn andersen_union(&mut self, objs: Vec<u32>) -> PtsSet {
        if let Some(s) = self.unions.get(&objs) {
            return s.clone();
        }
        // Andersen's contents are hash-consed: thousands of objects read
        // through one pointer hold a handful of distinct sets (OpenSSL's
        // heap), and each is added once.
        let mut s = PtsSet::new();
        let mut added: std::collections::HashSet<usize, FxBuild> = Default::default();
        for &o in &objs {
            let c = self.a.object_contents(Obj::from_u32(o));
            if !c.is_empty() && added.insert(c as *const PtsSet as usize) {
                s.union_with(c);
            }
        }
        self.unions.insert(objs, s.clone());
        s
    }
    /// What the objects `objs_read` hold at the MU versions `mus` of one
    /// instruction of a function with regions `fr`: the union of the
    /// tracked contents, and the objects at Andersen's content there
    /// (sorted), which includes the objects of regions without a MU here.
    /// Objects of no region are left out.
    ///
    /// Which region holds an object is asked of the regions' bit sets, not
    /// of a table: one entry per object of every function's regions was
    /// most of this stage's memory (169M entries, ~2 GB, on Unicorn -O0).
    fn read_at(&self, objs_read: &PtsSet, mus: &[(u32, u32)], fr: &FuncRegions) -> (PtsSet, Vec<u32>) {
        let mut at_top: Vec<u32> = Vec::new();
        let mut s = PtsSet::new();
        // Regions are disjoint: each object read is in at most one MU's
        // region; one bit-set intersection per MU finds them.
        let mut seen = PtsSet::new();
        for &(r, v) in mus {
            let reg = &fr.regions[r as usize];
            if !reg.intersects(objs_read) {
                continue;
            }
            let here = reg.intersection(objs_read);
            let c = &self.versions[v as usize];
            for o in here.iter() {
                match c.entry(o) {
                    Some(x) => {
                        s.union_with(x);
                    }
                    None if c.top => at_top.push(o),
                    None => {}
                }
            }
            seen.union_with(&here);
        }
        // In a region of the function without a MU here: Andersen's. (The
        // MUs of a load or a memory copy cover what it reads, so this is
        // rarely more than empty.)
        let rest = objs_read.difference(&seen);
        at_top.extend(rest.iter().filter(|&o| fr.regions.iter().any(|reg| reg.contains(o))));
        at_top.sort_unstable();
        (s, at_top)
    }
    /// Andersen objects of `l` whose base is a base of an object of `from`.
    fn same_bases(&self, l: Local, from: &PtsSet) -> PtsSet {
        let objs = self.a.objects();
        let andersen = self.andersen(Value::Local(l));
        if from == andersen {
            return andersen.clone();
        }
        let bases: PtsSet = from.iter().map(|o| objs.base(Obj::from_u32(o)).as_u32()).collect();
        let v: Vec<u32> = andersen
            .iter()
            .filter(|&o| bases.contains(objs.base(Obj::from_u32(o)).as_u32()))
            .collect();
        PtsSet::from_sorted(&v)
    }
}

/// Inputs of one unit from the interprocedural fixpoint.
struct Inputs<'x> {
    /// Where the unit's memories share their sets.
    cons: &'x SetCons,
    units: &'x Units,
    /// Per parameter: the flow-sensitive set, `None` for Andersen's.
    params: Option<&'x [PtsSet]>,
    /// Per unit: the union of its returned sets, `None` for Andersen's.
    rets: &'x [Option<PtsSet>],
    /// Memory on entry, `None` for Andersen's contents.
    entry: Option<&'x SiteMem>,
    /// Per unit: its memory at returns, `None` if unknown (a call to it
    /// then gives Andersen's contents to what it may modify).
    exits: &'x [Option<SiteMem>],
    /// Per function: the objects it may modify (mod summary).
    modifies: &'x [Arc<PtsSet>],
    /// Per unit: the objects it writes on every path to every return
    /// ([`FuncResult::must_write`]; empty until known).
    must_write: &'x [PtsSet],
    /// Per unit: what it leaves in those objects ([`FuncResult::must_exit`]).
    must_exit: &'x [Vec<(u32, PtsSet)>],
}

impl Inputs<'_> {
    /// What `o` holds after call `i` of unit `u` returns from `g`: the exit
    /// content of the unit of `g` the call binds to: its own if it writes
    /// `o` on every path and knows its content there, else its content at
    /// the returns, else nothing (`g` does not modify `o`) or Andersen's
    /// (exit unknown).
    ///
    /// Borrowed where the set is kept elsewhere (never copied here).
    fn exit_content<'y>(&'y self, a: &'y PointsToResult<'_>, u: usize, i: Inst, g: Func, o: u32) -> Cow<'y, PtsSet> {
        let t = self.units.target(a, u, i, g);
        if let Ok(k) = self.must_exit[t].binary_search_by_key(&o, |x| x.0) {
            return Cow::Borrowed(&self.must_exit[t][k].1);
        }
        let andersen = a.object_contents(Obj::from_u32(o));
        if !self.modifies[g.index()].contains(o) {
            return Cow::Owned(PtsSet::new());
        }
        match self.exits[t].as_ref().map_or(Held::Andersen, |x| x.held(o)) {
            Held::Andersen => Cow::Borrowed(andersen),
            Held::Set(s) => Cow::Borrowed(s),
            Held::Nothing => Cow::Owned(PtsSet::new()),
        }
    }

    /// The objects call `i` of unit `u` writes on every path, whichever of
    /// `callees` it reaches.
    fn call_writes(&self, a: &PointsToResult<'_>, u: usize, i: Inst, callees: &[Func]) -> PtsSet {
        intersect_all(callees.iter().map(|&g| self.must_write[self.units.target(a, u, i, g)].clone()))
    }

    /// True if every unit call `i` of unit `u` binds to among `callees`
    /// has a known exit memory.
    fn exits_known(&self, a: &PointsToResult<'_>, u: usize, i: Inst, callees: &[Func]) -> bool {
        callees.iter().all(|&g| self.exits[self.units.target(a, u, i, g)].is_some())
    }
}

fn defined_targets<'x>(a: &'x PointsToResult<'_>, m: &Module, f: Func, i: Inst, c: &llir::CallData) -> Option<&'x [Func]> {
    let cs = a.call_graph().callees(f, i);
    if cs.is_empty() || cs.iter().any(|g| m.funcs[*g].body.is_none()) {
        return None;
    }
    let objs = a.objects();
    let unknown_target = !matches!(c.callee, Value::Global(GlobalRef::Func(_)))
        && a.points_to(f, c.callee).iter().any(|o| match objs.kind(Obj::from_u32(o)) {
            // A function without a body is library or unknown code; the
            // unknown object may be any function outside the module.
            ObjKind::Function(g) => m.funcs[g].body.is_none(),
            ObjKind::Unknown => true,
            // Data is not code: Andersen's call graph binds no call
            // to it, so neither may this analysis.
            _ => false,
        });
    (!unknown_target).then_some(cs)
}

/// The `(destination, source)` pointer arguments if `c` calls a library function whose only effect on
/// memory is copying it (one `CopyMem` effect, any number of effects that
/// write no memory), with both arguments present.
fn copy_model(m: &Module, c: &llir::CallData) -> Option<(Value, Value)> {
    let mut copy = None;
    for e in library_model(m, c)? {
        match *e {
            crate::externals::Effect::CopyMem { dst, src, .. } if copy.is_none() => copy = Some((usize::from(dst), usize::from(src))),
            _ if e.writes_pointers() => return None,
            _ => {}
        }
    }
    let (dst, src) = copy?;
    Some((c.args.get(dst)?.value, c.args.get(src)?.value))
}

/// The library model of the function `c` calls directly, if it is a
/// declaration the model table knows.
fn library_model(m: &Module, c: &llir::CallData) -> Option<&'static [crate::externals::Effect]> {
    let Value::Global(GlobalRef::Func(g)) = c.callee else { return None };
    if m.funcs[g].body.is_some() {
        return None;
    }
    crate::externals::model(&m.funcs[g].name)
}

/// Memory when the program starts: defined globals hold what their
/// initializers put there; what the environment sets up (declared
/// globals and their memory, the unknown object, `main`'s arguments,
/// library-owned blocks, varargs) holds Andersen's content; stack and heap
/// objects do not exist yet, so hold nothing.
fn program_start(a: &PointsToResult<'_>) -> SiteMem {
    let m = a.module();
    let objs = a.objects();
    let mut tops = PtsSet::new();
    for o in objs.ids() {
        if objs.normalize(o) != o {
            continue;
        }
        match objs.kind(o) {
            ObjKind::Global(g) if matches!(m.globals[g].kind, llir::GlobalKind::Variable { init: None, .. }) => {
                tops.insert(o.as_u32());
            }
            ObjKind::Global(_) | ObjKind::Stack { .. } | ObjKind::Heap { .. } | ObjKind::HeapClone { .. } | ObjKind::Function(_) => {}
            _ => {
                tops.insert(o.as_u32());
            }
        }
    }
    let mut map: std::collections::BTreeMap<u32, PtsSet> = std::collections::BTreeMap::new();
    for &(field, target) in &a.constraints().initial_contents {
        let (field, target) = (objs.normalize(field), objs.normalize(target));
        if !tops.contains(field.as_u32()) {
            map.entry(field.as_u32()).or_default().insert(target.as_u32());
        }
    }
    SiteMem {
        all_top: false,
        tops: Arc::new(tops),
        map: map.into_iter().map(|(o, s)| (o, Arc::new(s))).collect(),
    }
}

/// The content of region objects `objs` (sorted) on entry, from `e`.
fn entry_content(e: &SiteMem, objs: &PtsSet) -> Content {
    if e.all_top {
        return Content::top();
    }
    let tops = objs.iter().filter(|&o| e.tops.contains(o)).count();
    let explicit = |o: u32| match e.map.binary_search_by_key(&o, |x| x.0) {
        Ok(k) => Some(Arc::clone(&e.map[k].1)),
        Err(_) => None,
    };
    if tops == objs.len() {
        Content::top()
    } else if tops == 0 {
        Content {
            top: false,
            map: objs.iter().filter_map(|o| explicit(o).map(|s| (o, s))).collect(),
        }
    } else {
        Content {
            top: true,
            map: objs
                .iter()
                .filter(|&o| !e.tops.contains(o))
                .map(|o| (o, explicit(o).unwrap_or_else(empty_set)))
                .collect(),
        }
    }
}

/// The shared copies ([`SetCons`]) of the sets of one function's final
/// versions, by the address of the version's own set: a set that many
/// versions hold (a content a run of calls leaves unchanged) is looked up
/// by its bytes once, not once per call site that reads it.
///
/// Valid only while the versions whose sets are keys are neither changed
/// nor dropped (an address is then never reused for another set): it is
/// made after the function's fixpoint and dropped with its results.
/// An address only picks which of equal copies is handed out, never a
/// value, so results stay independent of allocation addresses.
struct Shared<'x> {
    cons: &'x SetCons,
    by_addr: HashMap<usize, Arc<PtsSet>, FxBuild>,
}

impl<'x> Shared<'x> {
    fn new(cons: &'x SetCons) -> Shared<'x> {
        Shared {
            cons,
            by_addr: HashMap::default(),
        }
    }
    /// The shared copy of `s`, a set of a final version.
    fn get(&mut self, s: &Arc<PtsSet>) -> Arc<PtsSet> {
        let cons = self.cons;
        Arc::clone(
            self.by_addr
                .entry(Arc::as_ptr(s) as usize)
                .or_insert_with(|| cons.share(Arc::clone(s))),
        )
    }
}

/// The memory of versions `vs` (region, version) of one function, over
/// the objects of those regions.
fn site_mem(versions: &[Content], regions: &[PtsSet], vs: &[(u32, u32)], shared: &mut Shared<'_>) -> SiteMem {
    // (No MU at all: the memory covers nothing.)
    if !vs.is_empty()
        && vs
            .iter()
            .all(|&(_, v)| versions[v as usize].top && versions[v as usize].map.is_empty())
    {
        return SiteMem {
            all_top: true,
            ..SiteMem::default()
        };
    }
    let mut tops = PtsSet::new();
    let mut map = Vec::new();
    for &(r, v) in vs {
        let c = &versions[v as usize];
        for o in regions[r as usize].iter() {
            match c.entry(o) {
                Some(s) if !s.is_empty() => map.push((o, shared.get(s))),
                Some(_) => {}
                None if c.top => {
                    tops.insert(o);
                }
                None => {}
            }
        }
    }
    map.sort_unstable_by_key(|e: &(u32, Arc<PtsSet>)| e.0);
    SiteMem {
        all_top: false,
        tops: shared.cons.get(Cow::Owned(tops)),
        map,
    }
}

/// The fixpoint of unit `u`, instance `clone` of its function: every set
/// within the instance's own Andersen sets, calls bound to the units the
/// instance's calls bind to.
fn analyze_function(
    a: &PointsToResult<'_>,
    m: &Module,
    u: usize,
    clone: u32,
    fr: &FuncRegions,
    prep: &Prepared,
    inp: &Inputs<'_>,
) -> FuncResult {
    let f = inp.units.list[u].0;
    let body = m.funcs[f].body.as_ref().expect("body");
    let p = &prep.p;
    let objs = a.objects();
    let recursive = a.call_graph().is_recursive(f);
    // Initial versions: entry contents (Andersen's, except the function's
    // own static allocas, which start empty); everything else starts empty.
    let mut versions = vec![Content::default(); p.versions().len()];
    for (v, vd) in p.versions().iter().enumerate() {
        if vd.def == VersionDef::Entry {
            let region = &fr.regions[vd.region as usize];
            let mut c = match inp.entry {
                None => Content::top(),
                Some(e) => entry_content(e, region),
            };
            if !recursive {
                for o in prep.own_stack.iter().filter(|&o| region.contains(o)) {
                    if c.is_top(o) {
                        c.set(o, empty_set(), a.object_contents(Obj::from_u32(o)));
                    }
                }
            }
            versions[v] = c;
        }
    }
    let mut cx = Cx {
        a,
        f,
        clone,
        top: vec![None; body.locals.len()],
        versions,
        ex: Expander::new(a),
        expanded: HashMap::default(),
        unions: HashMap::default(),
        andersen_sets: HashMap::default(),
    };
    if let Some(ps) = inp.params {
        for (k, ps) in ps.iter().enumerate().take(m.funcs[f].params.len()) {
            let andersen = cx.andersen(Value::Local(Local::from_u32(k as u32)));
            cx.top[k] = Some(ps.intersection(andersen));
        }
    }
    // Worklist items: instruction i as i, phi version v as n_insts + v.
    let ni = body.insts.len() as u32;
    let mut queued = vec![false; ni as usize + p.versions().len()];
    let mut work: std::collections::VecDeque<u32> = std::collections::VecDeque::new();
    for &item in &prep.order {
        work.push_back(item);
        queued[item as usize] = true;
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
            let mut ins: Vec<u32> = incoming.iter().map(|e| e.1).collect();
            ins.sort_unstable();
            ins.dedup();
            let mut c = Content {
                top: ins.iter().any(|&x| cx.versions[x as usize].top),
                map: Vec::new(),
            };
            let mut keys: Vec<u32> = ins.iter().flat_map(|&x| cx.versions[x as usize].map.iter().map(|e| e.0)).collect();
            keys.sort_unstable();
            keys.dedup();
            for o in keys {
                if c.top && ins.iter().any(|&x| cx.versions[x as usize].is_top(o)) {
                    continue;
                }
                // Incoming versions that hold one shared set give it on.
                let mut s = empty_set();
                for &x in &ins {
                    let xs = cx.get(x, o);
                    if s.is_empty() {
                        s = xs;
                    } else if !Arc::ptr_eq(&s, &xs) && !xs.is_subset(&s) {
                        Arc::make_mut(&mut s).union_with(&xs);
                    }
                }
                c.set(o, s, a.object_contents(Obj::from_u32(o)));
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
                let andersen = andersen_in(a, f, clone, Value::Local(l));
                if andersen.is_empty() {
                    None
                } else {
                    match k {
                        InstKind::Phi { incoming } => {
                            let mut s = PtsSet::new();
                            for e in incoming {
                                s.union_with(cx.pts(e.0));
                            }
                            Some(s.intersection(andersen))
                        }
                        InstKind::Select { if_true, if_false, .. } => {
                            let mut s = cx.pts(*if_true).clone();
                            s.union_with(cx.pts(*if_false));
                            Some(s.intersection(andersen))
                        }
                        InstKind::Cast { value, .. } => Some(cx.pts(*value).intersection(andersen)),
                        InstKind::Gep { base, .. } => Some(cx.same_bases(l, cx.pts(*base))),
                        InstKind::Other { operands, .. } => {
                            let mut s = PtsSet::new();
                            for o in operands {
                                s.union_with(cx.pts(*o));
                            }
                            Some(cx.same_bases(l, &s))
                        }
                        InstKind::Call(c) | InstKind::Invoke { call: c, .. } => {
                            // Andersen's result when some target is not a
                            // function with a body (unknown code, a library
                            // model), or an allocation wrapper (the result
                            // holds per-call-site renamed objects).
                            let cs = defined_targets(a, m, f, i, c).unwrap_or(&[]);
                            let rets = |g: &Func| &inp.rets[inp.units.target(a, u, i, *g)];
                            if cs.is_empty() || cs.iter().any(|g| rets(g).is_none() || a.constraints().allocators[g.index()]) {
                                None
                            } else {
                                let mut s = PtsSet::new();
                                for g in cs {
                                    if let Some(r) = rets(g) {
                                        s.union_with(r);
                                    }
                                }
                                Some(s.intersection(andersen))
                            }
                        }
                        InstKind::Load { ty, ptr, .. } => {
                            let pp = cx.pts(*ptr).clone();
                            let objs_read = cx.expand(&pp, is_wide(a, *ty));
                            let (mut s, at_top) = cx.read_at(&objs_read, p.mus(i), fr);
                            if s.is_empty() && at_top.len() == objs_read.len() && pp == *cx.andersen(*ptr) {
                                // Everything read is at Andersen's content through
                                // Andersen's pointer: Andersen's result.
                                Some(andersen.clone())
                            } else {
                                if !at_top.is_empty() {
                                    s.union_with(&cx.andersen_union(at_top));
                                }
                                Some(s.intersection(andersen))
                            }
                        }
                        _ => None,
                    }
                }
            }
        };
        if let Some(l) = d.result {
            // A set equal to Andersen's is not stored: `Cx::pts` answers
            // Andersen's set for `None`. On OpenSSL -O2 nearly every set
            // ends equal to Andersen's (thousands of objects each), and
            // keeping a copy per local of the functions being analysed
            // was the bulk of the stage's peak memory.
            let new_top = new_top.filter(|s| s != cx.andersen(Value::Local(l)));
            if cx.top[l.index()] != new_top {
                cx.top[l.index()] = new_top;
                for &u in &prep.users[l.index()] {
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
                let wide = stores_wide(a, body, *value);
                let ptr = cx.pts(*ptr).clone();
                let mut written = Vec::new();
                // Objects written at any offset stand for every field of
                // their base ([`Expander::expand`] of the object alone,
                // wide): each base is expanded once, however many of its
                // fields the pointer holds (the two heap objects of OpenSSL
                // have hundreds each, in sets of thousands).
                let mut whole: Vec<Obj> = Vec::new();
                for o in ptr.iter() {
                    let ob = Obj::from_u32(o);
                    if wide || objs.offset(ob) == FieldOffset::Any || objs.is_collapsed(ob) {
                        whole.push(objs.base(ob));
                    } else {
                        written.push(o);
                    }
                }
                whole.sort_unstable();
                whole.dedup();
                let index = a.field_index();
                for b in whole {
                    written.extend_from_slice(index.all_fields(b));
                }
                written.sort_unstable();
                written.dedup();
                let strong = !wide && ptr.len() == 1 && ptr.iter().all(|o| a.is_unique_location(Obj::from_u32(o)));
                Some((cx.pts(*value).clone(), PtsSet::from_sorted(&written), strong))
            }
            // A library copy of memory (`memcpy`, `memmove`, ...): a weak
            // store, into every field of what the destination points to, of
            // what every field of the source holds.
            _ => match d.call().and_then(|c| copy_model(m, c)) {
                Some((dst, src)) => {
                    let read = cx.expand(&cx.pts(src).clone(), true);
                    let (mut val, at_top) = cx.read_at(&read, p.mus(i), fr);
                    if !at_top.is_empty() {
                        val.union_with(&cx.andersen_union(at_top));
                    }
                    let written = PtsSet::clone(&cx.expand(&cx.pts(dst).clone(), true));
                    Some((val, written, false))
                }
                None => None,
            },
        };
        // A call to functions with bodies whose effects are known: what they
        // may modify gets what they leave (or keeps what it held, on paths
        // that do not write it).
        let callees = match (&store, d.call()) {
            (None, Some(c)) => defined_targets(a, m, f, i, c).filter(|cs| inp.exits_known(a, u, i, cs)),
            _ => None,
        };
        // Objects the call writes on every path (and that exit memory
        // covers): killed by the call.
        let call_kills = match callees {
            Some(cs) if !cs.is_empty() => inp.call_writes(a, u, i, cs),
            _ => PtsSet::new(),
        };
        // Each callee's exit memory in the unit the call binds to, found
        // once per call rather than once per object of its CHIs.
        let callee_exits: Vec<(Func, Option<&SiteMem>)> = callees
            .unwrap_or(&[])
            .iter()
            .map(|&g| (g, inp.exits[inp.units.target(a, u, i, g)].as_ref()))
            .collect();
        // A library function that moves no pointer in memory (`strlen`,
        // `free`, `malloc`, `memset`, `printf`, ...) leaves every object as
        // it was.
        let keeps_memory = store.is_none()
            && callees.is_none()
            && d.call()
                .and_then(|c| library_model(m, c))
                .is_some_and(|e| !e.iter().any(|e| e.writes_pointers()));
        for &(r, v) in chis {
            let VersionDef::Chi { old, .. } = p.versions()[v as usize].def else {
                continue;
            };
            let c = match &store {
                None if callees.is_some() => {
                    let cs = callees.unwrap_or(&[]);
                    let exits = &callee_exits;
                    let mut c = cx.versions[old as usize].clone();
                    // What the callee leaves in an object: its content at
                    // the callee's returns, joined with the old content
                    // unless every callee writes the object on every path
                    // (then the old content is killed: a strong update
                    // through the call).
                    let after = |cx: &mut Cx<'_, '_>, o: u32, killed: bool| -> Arc<PtsSet> {
                        let andersen = a.object_contents(Obj::from_u32(o));
                        if killed {
                            // What the units the call reaches leave in `o`.
                            let mut s = PtsSet::new();
                            for &g in cs {
                                s.union_with(&inp.exit_content(a, u, i, g, o));
                            }
                            return Arc::new(s.intersection(andersen));
                        }
                        let mut left: Vec<&Arc<PtsSet>> = Vec::new();
                        for &(g, x) in exits {
                            if inp.modifies[g.index()].contains(o) {
                                if let Some(x) = x {
                                    match x.held(o) {
                                        // Then the join, within Andersen's
                                        // content, is that content, whatever
                                        // `o` held: no set is read.
                                        Held::Andersen => return cx.andersen_set(o),
                                        Held::Set(x) => left.push(x),
                                        Held::Nothing => {}
                                    }
                                }
                            }
                        }
                        // The old set when the callees add nothing to it
                        // (the same shared set: nothing is copied).
                        let mut s = cx.get(old, o);
                        for x in left {
                            if !Arc::ptr_eq(&s, x) && !x.is_subset(&s) {
                                Arc::make_mut(&mut s).union_with(x);
                            }
                        }
                        if !s.is_subset(andersen) {
                            s = Arc::new(s.intersection(andersen));
                        }
                        s
                    };
                    if !(c.top && c.map.is_empty()) {
                        for o in fr.regions[r as usize].iter() {
                            if c.is_top(o) || call_kills.contains(o) {
                                continue;
                            }
                            let s = after(&mut cx, o, false);
                            c.set(o, s, a.object_contents(Obj::from_u32(o)));
                        }
                    }
                    for o in call_kills.iter() {
                        if fr.regions[r as usize].contains(o) {
                            let s = after(&mut cx, o, true);
                            c.set(o, s, a.object_contents(Obj::from_u32(o)));
                        }
                    }
                    c
                }
                None if keeps_memory => cx.versions[old as usize].clone(),
                None => Content::top(),
                Some((val, written, strong)) => {
                    let mut c = cx.versions[old as usize].clone();
                    // Objects of this region only: one intersection
                    // rather than a search per object written.
                    for o in fr.regions[r as usize].intersection(written).iter() {
                        let andersen = a.object_contents(Obj::from_u32(o));
                        if *strong {
                            res.strong += 1;
                            c.set(o, Arc::new(val.intersection(andersen)), andersen);
                        } else if !c.is_top(o) {
                            // A weak update of an object at Andersen's
                            // content leaves it there (the value is in it).
                            // One that adds nothing keeps the shared set.
                            let mut s = cx.get(old, o);
                            if !val.is_subset(&s) {
                                Arc::make_mut(&mut s).union_with(val);
                            }
                            if !s.is_subset(andersen) {
                                s = Arc::new(s.intersection(andersen));
                            }
                            c.set(o, s, andersen);
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
        // A callee survives if the pointer holds some object of its
        // function object's base: its few fields are looked up in the
        // pointer's set (thousands of objects on OpenSSL), not the other
        // way round.
        let kept: Vec<Func> = cands
            .iter()
            .copied()
            .filter(|&g| {
                let fo = a.function_object(g);
                objs.fields_of(fo).iter().any(|x| fp.contains(x.as_u32()))
            })
            .collect();
        res.callees.push((i, kept));
    }
    // Contents for statistics: union over versions. Each version's set
    // is added once per object whatever the number of versions holding
    // it (a run of N calls that leave N objects alone gives N^2 versions
    // but only N sets); the flag says whether the union was made here.
    let mut all: HashMap<u32, (Arc<PtsSet>, bool), FxBuild> = HashMap::default();
    let mut added: std::collections::HashSet<(u32, usize), FxBuild> = Default::default();
    for c in &cx.versions {
        for (o, s) in &c.map {
            if !added.insert((*o, Arc::as_ptr(s) as usize)) {
                continue;
            }
            match all.entry(*o) {
                std::collections::hash_map::Entry::Vacant(e) => {
                    e.insert((Arc::clone(s), false));
                }
                std::collections::hash_map::Entry::Occupied(mut e) => {
                    let (held, made) = e.get_mut();
                    if !s.is_subset(held) {
                        Arc::make_mut(held).union_with(s);
                        *made = true;
                    }
                }
            }
        }
    }
    let top_regions = regions_of_top_versions(&cx.versions, |v| p.versions()[v].region, fr.regions.len());
    let top_objects = regions_at_top(&fr.regions, &top_regions);
    // Sets of the final versions, shared once each (addresses stay valid:
    // the versions do not change any more).
    let mut shared = Shared::new(inp.cons);
    let mut contents: Vec<(u32, Arc<PtsSet>)> = all
        .into_iter()
        .filter(|(o, _)| !top_objects.contains(*o))
        .map(|(o, (s, made))| (o, if made { inp.cons.share(s) } else { shared.get(&s) }))
        .collect();
    contents.sort_unstable_by_key(|e| e.0);
    res.contents = contents;
    res.top_regions = top_regions;
    let mut ret = PtsSet::new();
    for (i, d) in body.insts.iter() {
        match &d.kind {
            InstKind::Ret { value: Some(v) } => {
                ret.union_with(cx.pts(*v));
            }
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                let args = c
                    .args
                    .iter()
                    .map(|x| {
                        let s = cx.pts(x.value);
                        (s != cx.andersen(x.value)).then(|| s.clone())
                    })
                    .collect();
                res.args.push((i, args));
            }
            _ => {}
        }
    }
    res.ret = ret;
    for (i, d) in body.insts.iter() {
        let Some(c) = d.call() else { continue };
        if defined_targets(a, m, f, i, c).is_some() {
            res.sites.push((i, site_mem(&cx.versions, &fr.regions, p.mus(i), &mut shared)));
        }
    }
    let rets: Vec<SiteMem> = body
        .insts
        .iter()
        .filter(|(_, d)| matches!(d.kind, InstKind::Ret { .. }))
        .map(|(i, _)| site_mem(&cx.versions, &fr.regions, p.mus(i), &mut shared))
        .collect();
    res.exit = Some(SiteMem::join(rets.iter(), inp.cons));
    let (w, x) = must_write(&mut cx, m, u, body, fr, prep, inp);
    res.must_write = w;
    res.must_exit = x;
    // Sets equal to the instance's Andersen sets are not stored.
    for (l, t) in cx.top.iter_mut().enumerate() {
        if t.as_ref()
            .is_some_and(|s| s == andersen_in(a, f, clone, Value::Local(Local::from_u32(l as u32))))
        {
            *t = None;
        }
    }
    res.top = cx.top;
    res
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// What a memory holds in `o`, as plain data: `None` for Andersen's
    /// content, else the set (empty for nothing).
    fn plain(h: Held<'_>) -> Option<PtsSet> {
        match h {
            Held::Andersen => None,
            Held::Set(s) => Some(PtsSet::clone(s)),
            Held::Nothing => Some(PtsSet::new()),
        }
    }

    /// True if `s` is the copy `cons` shares (the set itself, not an
    /// equal one); asks without sharing anything.
    fn is_shared(cons: &SetCons, s: &Arc<PtsSet>) -> bool {
        let sets = cons.0.lock().unwrap_or_else(|e| e.into_inner());
        sets.get(&**s).is_some_and(|a| Arc::ptr_eq(a, s))
    }

    /// Objects 0..48, a few sets over 0..80 that memories and versions
    /// pick by index.
    const OBJECTS: u32 = 48;

    fn sets() -> impl Strategy<Value = Vec<PtsSet>> {
        prop::collection::vec(prop::collection::vec(0u32..80, 0..6), 1..5)
            .prop_map(|v| v.into_iter().map(|s| s.into_iter().collect()).collect())
    }

    /// Per memory: all_top, its `tops` objects, its (object, set index) entries.
    type Mems = Vec<(bool, Vec<u32>, Vec<(u32, usize)>)>;

    fn mems() -> impl Strategy<Value = Mems> {
        prop::collection::vec(
            (
                prop::bool::weighted(0.1),
                prop::collection::vec(0..OBJECTS, 0..8),
                prop::collection::vec((0..OBJECTS, 0usize..5), 0..10),
            ),
            0..4,
        )
    }

    proptest! {
        /// The join is the union object by object (Andersen's content
        /// wins), and every set of the result is the shared copy: the
        /// inputs' own sets are passed on without being shared again.
        #[test]
        fn join_is_the_plain_union_and_shares_its_sets(sets in sets(), mems in mems()) {
            let cons = SetCons::default();
            let shared: Vec<Arc<PtsSet>> = sets.iter().map(|s| cons.get(Cow::Borrowed(s))).collect();
            let mems: Vec<SiteMem> = mems
                .into_iter()
                .map(|(all_top, tops, map)| {
                    let tops: PtsSet = tops.into_iter().collect();
                    let map: std::collections::BTreeMap<u32, Arc<PtsSet>> = map
                        .into_iter()
                        .map(|(o, k)| (o, Arc::clone(&shared[k % shared.len()])))
                        .filter(|(o, s)| !tops.contains(*o) && !s.is_empty())
                        .collect();
                    SiteMem { all_top, tops: cons.get(Cow::Owned(tops)), map: map.into_iter().collect() }
                })
                .collect();
            let j = SiteMem::join(mems.iter(), &cons);
            if mems.iter().any(|m| m.all_top) {
                prop_assert!(j.all_top);
                return Ok(());
            }
            prop_assert!(!j.all_top);
            prop_assert!(j.map.windows(2).all(|w| w[0].0 < w[1].0));
            for (o, s) in &j.map {
                prop_assert!(!s.is_empty() && !j.tops.contains(*o));
                prop_assert!(is_shared(&cons, s), "object {}", o);
            }
            for o in 0..OBJECTS {
                let mut want = Some(PtsSet::new());
                for m in &mems {
                    match (plain(m.held(o)), want.as_mut()) {
                        (None, _) => want = None,
                        (Some(s), Some(w)) => {
                            w.union_with(&s);
                        }
                        (Some(_), None) => {}
                    }
                }
                prop_assert_eq!(plain(j.held(o)), want, "object {}", o);
            }
        }

        /// A site's memory holds what the versions hold, object by object,
        /// in shared sets, whether or not the versions' sets were shared
        /// before and however many versions hold one set.
        #[test]
        fn site_mem_is_the_plain_memory_in_shared_sets(
            sets in sets(),
            region_of in prop::collection::vec(0u32..6, OBJECTS as usize),
            versions in prop::collection::vec(
                (any::<bool>(), prop::collection::vec((0..OBJECTS, 0usize..6), 0..8)),
                1..6,
            ),
            vs in prop::collection::vec((0u32..6, 0usize..6), 0..6),
        ) {
            let cons = SetCons::default();
            // Unshared sets, some held by several versions (one `Arc`),
            // and the empty set (an object that holds nothing).
            let mut own: Vec<Arc<PtsSet>> = sets.into_iter().map(Arc::new).collect();
            own.push(empty_set());
            let regions: Vec<PtsSet> = (0..6)
                .map(|r| (0..OBJECTS).filter(|&o| region_of[o as usize] == r).collect())
                .collect();
            let versions: Vec<Content> = versions
                .into_iter()
                .map(|(top, map)| {
                    let map: std::collections::BTreeMap<u32, Arc<PtsSet>> =
                        map.into_iter().map(|(o, k)| (o, Arc::clone(&own[k % own.len()]))).collect();
                    Content { top, map: map.into_iter().collect() }
                })
                .collect();
            // One version per region, as a MU list has.
            let mut vs: Vec<(u32, u32)> = vs
                .into_iter()
                .map(|(r, v)| (r, (v % versions.len()) as u32))
                .collect();
            vs.sort_unstable_by_key(|e| e.0);
            vs.dedup_by_key(|e| e.0);
            let mut sh = Shared::new(&cons);
            let m = site_mem(&versions, &regions, &vs, &mut sh);
            let all_top = !vs.is_empty()
                && vs.iter().all(|&(_, v)| versions[v as usize].top && versions[v as usize].map.is_empty());
            prop_assert_eq!(m.all_top, all_top);
            if all_top {
                return Ok(());
            }
            for (o, s) in &m.map {
                prop_assert!(is_shared(&cons, s), "object {}", o);
            }
            for o in 0..OBJECTS {
                let want = match vs.iter().find(|&&(r, _)| r == region_of[o as usize]) {
                    None => Some(PtsSet::new()),
                    Some(&(_, v)) => {
                        let c = &versions[v as usize];
                        match c.entry(o) {
                            Some(s) => Some(PtsSet::clone(s)),
                            None if c.top => None,
                            None => Some(PtsSet::new()),
                        }
                    }
                };
                prop_assert_eq!(plain(m.held(o)), want, "object {}", o);
            }
        }

        /// The objects at Andersen's content in some version, kept as
        /// regions and left-out objects, are the union over the versions
        /// at `top` of their region minus their entries (entries may name
        /// objects of other regions, and several versions share a region).
        #[test]
        fn top_regions_are_the_objects_some_version_holds_at_top(
            region_of in prop::collection::vec(0u32..6, OBJECTS as usize),
            versions in prop::collection::vec(
                (any::<bool>(), 0u32..6, prop::collection::vec(0..OBJECTS, 0..8)),
                0..10,
            ),
        ) {
            let regions: Vec<PtsSet> = (0..6)
                .map(|r| (0..OBJECTS).filter(|&o| region_of[o as usize] == r).collect())
                .collect();
            let region_of_version: Vec<u32> = versions.iter().map(|v| v.1).collect();
            let versions: Vec<Content> = versions
                .into_iter()
                .map(|(top, _, mut objs)| {
                    objs.sort_unstable();
                    objs.dedup();
                    Content { top, map: objs.into_iter().map(|o| (o, empty_set())).collect() }
                })
                .collect();
            let listed = regions_of_top_versions(&versions, |v| region_of_version[v], regions.len());
            prop_assert!(listed.windows(2).all(|w| w[0].0 < w[1].0));
            let mut want = PtsSet::new();
            for (v, c) in versions.iter().enumerate() {
                if c.top {
                    for o in regions[region_of_version[v] as usize].iter() {
                        if c.entry(o).is_none() {
                            want.insert(o);
                        }
                    }
                }
            }
            prop_assert_eq!(regions_at_top(&regions, &listed), want);
        }
    }
}
