//! The inclusion-constraint solver.
//!
//! A worklist solver over the constraint graph with:
//!
//! - **Difference propagation** (Pearce, Kelly, Hankin, "Online cycle
//!   detection and difference propagation for pointer analysis", SCAM
//!   2003): every node keeps its committed set `pts` and a pending `delta`
//!   of members not yet pushed along its edges or through its complex
//!   constraints; processing a node handles only its delta.
//! - **Offline cycle detection with HCD** (Hardekopf and Lin, "The Ant and
//!   the Grasshopper: Fast and Accurate Pointer Analysis for Millions of
//!   Lines of Code", PLDI 2007): before solving, copy cycles are merged,
//!   and cycles that go through a dereference (`*p`) record that every
//!   object `p` will point to must be merged with a known node; that merge
//!   happens the moment the object shows up in `p`'s set. Then a node
//!   whose only definition is one copy from another node is merged into
//!   it (`Solver::merge_single_copies`).
//! - **Wave-style rounds with periodic SCC collapsing** (after Pereira and
//!   Berlin, "Wave Propagation and Deep Propagation for Pointer Analysis",
//!   CGO 2009): nodes are processed in topological order of the copy graph
//!   (one pass over the worklist per round); between rounds, if load and
//!   store constraints added copy edges, the strongly connected components
//!   of the copy graph are collapsed (Tarjan) and the order recomputed.
//!   New cycles therefore cost at most one round of redundant propagation.
//! - **On-the-fly call graph**: a call through a pointer is a constraint
//!   on the pointer's node; each new function that reaches it is bound
//!   (arguments to parameters, return to result, extra arguments to the
//!   varargs object), each new external function gets its model, the
//!   unknown object gets the unknown-function model. No cap.
//! - **Field collapse** as nodes merge: when an object collapses (see
//!   [`crate::objects`]), the content nodes of its fields are merged into
//!   the base's.
//! - **Load hubs**: a load through a set of at least `HUB_MIN_OBJECTS`
//!   objects reads their contents through one hub node per (pointee set,
//!   kind), shared by every load through the same set (see
//!   `Solver::load_hub`): the edges of N loads through M objects go
//!   from M x N to M + N, and no set changes.
//!
//! Merging uses union-find (path halving). The solver is sequential and
//! processes nodes in a fixed order, so its result, including the ids of
//! objects created on the way, is deterministic; only the SCC pass's
//! normalization of each successor list, which depends on nothing but the
//! list and the union-find, runs in parallel.

use super::scc::{tarjan, Csr, Graph};
use crate::constraints::{bind_call, CallSite, Constraints, FuncLookup, GepOffset, Node, Sink};
use crate::externals;
use crate::objects::{CloneSite, FieldOffset, FieldOutcome, Obj, ObjKind};
use crate::pts::{PtsSet, SetPool, UnionBuffer, EMPTY_SET};
use entity::EntityId;
use llir::layout::TypeLayout;
use llir::{Func, Inst, Module};
use rayon::prelude::*;

const NONE: u32 = u32::MAX;

/// Marks `delta[n]` of a node whose pending set is open: the other bits
/// are its slot in `Solver::open` (pool ids stay far below 2^31).
const OPEN_BIT: u32 = 1 << 31;

#[cfg(test)]
thread_local! {
    /// Makes [`Solver::solve`] compact the pool after every node visit (a
    /// test's switch: on real programs compaction happens only past 64 MiB
    /// of new sets, which no test input reaches).
    pub(crate) static COMPACT_EVERY_VISIT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// True if a test asked for a compaction after every node visit.
#[inline]
fn compaction_forced() -> bool {
    #[cfg(test)]
    return COMPACT_EVERY_VISIT.get();
    #[cfg(not(test))]
    false
}

/// The slot in `Solver::open` of delta `d`, if it is open.
#[inline]
fn open_slot(d: u32) -> Option<usize> {
    (d & OPEN_BIT != 0).then_some((d & !OPEN_BIT) as usize)
}

/// Deltas of at least this many chunks (64-id windows) grow in place.
const OPEN_CHUNKS: usize = 8;

/// Sets of at least this many chunks are added to an open delta once
/// (`OpenDelta::within`); smaller ones cost less to add again than a
/// hash probe.
const WITHIN_CHUNKS: usize = 16;

/// The copy successors of a node, in insertion order. Duplicates may
/// appear between two SCC passes (an edge added again after one of its
/// ends merged, or first by a store and then by another path); they cost
/// one redundant propagation and the next pass ([`Succ::normalize`])
/// drops them. Whether an edge is new is decided by [`Solver::preds`]
/// and [`Solver::succ_seen`].
#[derive(Clone, Debug, Default)]
struct Succ {
    list: Vec<u32>,
    /// Length of the prefix of `list` that the last [`Succ::normalize`]
    /// left sorted and distinct; entries are only ever appended after it.
    sorted: usize,
}

impl Succ {
    fn len(&self) -> usize {
        self.list.len()
    }

    /// Replaces every entry `x` for which `stale(x)` holds by `f(x)`,
    /// drops duplicates and `me`, and leaves the list sorted. The caller
    /// guarantees `f(x) == x` wherever `stale(x)` is false. `tail` is
    /// scratch space (its contents are overwritten).
    ///
    /// A list holds tens of thousands of edges on big programs and grows
    /// by appends between two SCC passes: only the appended tail and the
    /// mapped entries are sorted and merged into the rest of the prefix;
    /// a list with no appended tail and no stale entry is left as it is.
    /// The merge runs in place, from the back (the list is at least as
    /// long as the merged result), so a pass allocates nothing per list.
    fn normalize(&mut self, me: u32, stale: impl Fn(u32) -> bool, mut f: impl FnMut(u32) -> u32, tail: &mut Vec<u32>) {
        let k = self.sorted.min(self.list.len());
        if k == self.list.len() && !self.list.iter().any(|&x| stale(x)) {
            return;
        }
        // The prefix was left sorted and distinct, so what remains of it
        // without its stale entries still is: only the mapped entries and
        // the appended tail need sorting (sorting whole lists again
        // whenever a merge moved one entry was most of an SCC pass).
        tail.clear();
        let mut h = 0;
        for i in 0..self.list.len() {
            let x = self.list[i];
            if stale(x) {
                tail.push(f(x));
            } else if i < k {
                self.list[h] = x;
                h += 1;
            } else {
                tail.push(x);
            }
        }
        tail.sort_unstable();
        let list = &mut self.list;
        list.truncate(h + tail.len());
        let (mut i, mut j) = (h, tail.len());
        while j > 0 {
            let w = i + j - 1;
            if i > 0 && list[i - 1] > tail[j - 1] {
                list[w] = list[i - 1];
                i -= 1;
            } else {
                list[w] = tail[j - 1];
                j -= 1;
            }
        }
        list.dedup();
        list.retain(|&x| x != me);
        self.sorted = list.len();
    }
}

/// A constraint that needs the pointees of the node it is attached to.
#[derive(Clone, Copy, Debug)]
enum Complex {
    /// `dst ⊇ *self`.
    Load(u32),
    /// `*self ⊇ src`.
    Store(u32),
    /// `dst ⊇ self + geps[idx]`.
    Gep(u32, u32),
    /// The call `calls[idx]` goes through `self`.
    Call(u32),
    /// `dst ⊇ self`, renaming wrapper-allocated objects for `relabel_sites[idx]`.
    Relabel(u32, u32),
    /// `dst ⊇ *self` by an access with tag `tags[idx]`.
    TaggedLoad(u32, u32),
    /// `*self ⊇ src` by an access with tag `tags[idx]`.
    TaggedStore(u32, u32),
    /// `dst ⊇ self`, filtered by certain uses (`keep` in [`Constraints`]).
    Keep(u32, u8),
}

/// Counters of one solver run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SolverStats {
    /// Worklist rounds.
    pub rounds: usize,
    /// Online SCC passes.
    pub scc_passes: usize,
    /// Nodes merged by offline cycle detection.
    pub offline_merges: usize,
    /// Nodes merged offline into the only node they copy from
    /// ([`Solver::merge_single_copies`]).
    pub copy_merges: usize,
    /// Nodes merged online (SCC passes, HCD, field collapses).
    pub online_merges: usize,
    /// Node merges triggered by HCD.
    pub hcd_merges: usize,
    /// Times a node's delta was processed.
    pub processed: usize,
    /// Copy edges added while solving.
    pub dynamic_edges: usize,
    /// Base objects collapsed while solving.
    pub collapses: usize,
    /// Hub nodes made for loads through many objects ([`Solver::load_hub`]).
    pub load_hubs: usize,
}

/// What is left of a solver run.
pub(crate) struct Parts {
    pub cs: Constraints,
    /// Union-find parents: follow to the representative.
    pub parent: Vec<u32>,
    /// Points-to set of each representative, an index into `sets`.
    pub pts: Vec<u32>,
    /// The distinct sets (index 0 is the empty set).
    pub sets: Vec<PtsSet>,
    /// Resolved callees of each call constraint.
    pub callees: Vec<Vec<Func>>,
    pub stats: SolverStats,
    /// Wrapper-allocated objects that were renamed somewhere.
    pub cloned: Vec<Obj>,
}

pub(crate) struct Solver<'m> {
    m: &'m Module,
    cx: TypeLayout<'m>,
    pub cs: Constraints,
    parent: Vec<u32>,
    /// Committed points-to set of each representative (a pool id).
    pts: Vec<u32>,
    /// Pending members not yet propagated (a pool id, or [`OPEN_BIT`] and
    /// a slot of `open`).
    delta: Vec<u32>,
    /// The pending members of nodes whose delta is open: a delta of
    /// [`OPEN_CHUNKS`] chunks or more collects the sets added to it here,
    /// and their union is interned once when the node is processed or
    /// merged. Interning every step
    /// kept each intermediate set in the pool: a phi of N incoming
    /// pointers, fed one edge at a time, filled it with N sets of sizes 1
    /// to N (O(N^2) time and memory). Slots are indexed from `delta`
    /// (a hash map by node was a tenth of the cost of each of the 60M
    /// additions into open deltas on OpenSSL -O2); `open_free` lists the
    /// free ones, whose sets are empty.
    open: Vec<OpenDelta>,
    open_free: Vec<u32>,
    /// Where an open delta's sets are joined when it closes.
    union_buf: UnionBuffer,
    pool: SetPool,
    /// [`AccessCache`]: what accesses through a set of pointees touch.
    access_cache: AccessCache,
    /// Hub nodes of big loads ([`Solver::load_hub`]).
    load_hubs: LoadHubs,
    /// Node merges so far (a cached node list is rechecked when it moved).
    merges: u64,
    /// GEP expansions by (pool id of the pointees, offset); see
    /// [`Self::gep_fields`]. Cleared with the pool's compaction, which
    /// renumbers ids (and frees the results).
    gep_cache: std::collections::HashMap<(u32, GepOffset), CachedGep, rustc_hash::FxBuildHasher>,
    /// Pool id of the offset-invariant objects, with the version it was taken at.
    fixed_id: (u64, u32),
    callable_id: u32,
    /// Pool id of the function objects.
    funcs_id: u32,
    succ: Vec<Succ>,
    /// Bit set of the nodes merged into another since the last
    /// [`Self::scc_pass`] normalized the successor lists: the only entries
    /// of those lists that are not representatives (every entry was one
    /// when normalized or appended). Mapping only them spares a lookup of
    /// the union-find parent per edge per pass (62M edges on OpenSSL -O2).
    merged_away: Vec<u64>,
    /// Sources of the copy edges added into each node while solving (node
    /// ids, representatives when added), except those a store added. A
    /// load through a pointer of thousands of pointees adds that many
    /// edges into one node: one linear merge against this one set decides
    /// which are new, where a hash set per source cost a cache miss per
    /// edge (on OpenSSL -O2, 62M edges were a quarter of Andersen's time).
    preds: Vec<PtsSet>,
    /// Targets of the edges a store added out of each node, for the same
    /// reason in the other direction (a store through such a pointer adds
    /// that many edges out of one node). An edge is known if either set
    /// has it; a pair found by a load and by a store is at worst kept
    /// twice.
    succ_seen: Vec<PtsSet>,
    cons: Vec<Vec<Complex>>,
    geps: Vec<GepOffset>,
    hcd: Vec<u32>,
    /// Resolved callees of each call constraint, sorted.
    pub callees: Vec<Vec<Func>>,
    unknown_bound: Vec<bool>,
    rank: Vec<u32>,
    order: Vec<u32>,
    cur: Vec<u64>,
    next: Vec<u64>,
    cursor: usize,
    in_round: bool,
    pending_merges: Vec<(u32, u32)>,
    /// Function objects and the unknown object: what a call can go to.
    callable: PtsSet,
    /// Call sites of allocation wrappers seen from outside.
    relabel_sites: Vec<CloneSite>,
    /// Allocation sites whose renamed objects flowed back into a wrapper's
    /// result; solving stops at the first one.
    pub clone_mixing: Vec<(Func, Inst)>,
    /// Drop callees whose type cannot match the call's.
    type_filter: bool,
    /// Clone of each (wrapper-allocated object, call site).
    clones: std::collections::HashMap<(Obj, CloneSite), Obj, rustc_hash::FxBuildHasher>,
    edges_since_scc: usize,
    pub stats: SolverStats,
    /// Type-based filtering of contents (see [`TypeClasses`]).
    classes: TypeClasses<'m>,
    /// GEP destinations that dropped an object because the address was
    /// outside it, by base object. If that object collapses later, an
    /// address into it may be anywhere in it and [`Objects::field`] answers
    /// the base from then on, so the destinations get the base then (the
    /// naive fixpoint re-applies every GEP and finds it too).
    ///
    /// [`Objects::field`]: crate::objects::Objects
    outside: std::collections::HashMap<u32, Vec<u32>, rustc_hash::FxBuildHasher>,
    /// (destination, base) pairs of bases that collapsed since the last
    /// [`Self::feed_outside`], which empties it (before any node merge:
    /// every node visit and SCC pass ends with one).
    outside_feed: Vec<(u32, u32)>,
    /// The clones of each wrapper-allocated base object, so that a base
    /// that collapses after its clones were made collapses them too (a
    /// clone mirrors its original, as the naive fixpoint has it).
    clones_by_base: std::collections::HashMap<u32, Vec<Obj>, rustc_hash::FxBuildHasher>,
}

/// Type-based filtering of object contents by `!tbaa` access tags.
///
/// An object's content node holds everything stored into it, and untagged
/// loads read it. An object only ever written by tagged stores also keeps
/// one *class* node per store tag; a tagged load reads the classes whose
/// tags may alias its own (LLVM's `matchAccessTags`). Any other write (an
/// untagged store, a copy into the content from a library model or a
/// global initializer, a field collapse) makes the object *mixed*: from
/// then on tagged loads read the whole content, and the loads registered
/// earlier get that edge too. Everything is monotone, so the fixpoint is
/// the same as the naive solver's.
struct TypeClasses<'m> {
    tbaa: alias::TbaaTypes<'m>,
    /// Distinct tags, indexed by the `u32` in the constraints.
    tags: Vec<llir::MdNode>,
    /// `may_alias` answers, by pair of tag indices.
    compat: std::collections::HashMap<(u32, u32), bool, rustc_hash::FxBuildHasher>,
    /// Objects written by something other than a tagged store.
    mixed: Vec<bool>,
    /// Class nodes of unmixed objects: (tag, node).
    class_nodes: std::collections::HashMap<u32, Vec<(u32, u32)>, rustc_hash::FxBuildHasher>,
    /// Tagged loads of unmixed objects: (tag, destination).
    loaders: std::collections::HashMap<u32, Vec<(u32, u32)>, rustc_hash::FxBuildHasher>,
}

impl TypeClasses<'_> {
    fn may_alias(&mut self, a: u32, b: u32) -> bool {
        // `NONE` registers a hub as a loader that no class node feeds.
        if a == NONE || b == NONE {
            return false;
        }
        if a == b {
            return true;
        }
        let key = (a.min(b), a.max(b));
        if let Some(&r) = self.compat.get(&key) {
            return r;
        }
        let r = self.tbaa.may_alias(Some(self.tags[a as usize]), Some(self.tags[b as usize]));
        self.compat.insert(key, r);
        r
    }

    fn is_mixed(&self, o: Obj) -> bool {
        self.mixed.get(o.index()).copied().unwrap_or(false)
    }
}

/// The pending members of a node whose delta is open: the sets added to
/// it since it opened, joined when it closes.
///
/// They may also hold members of the node's committed set (which does
/// not change while the delta is open: processing and merging close it
/// first); closing subtracts them. So adding a set is one push, where
/// excluding the committed set on every addition searched it (a thousand
/// chunks on OpenSSL -O2) or took a memoized difference, and where ORing
/// it into a bit set per open delta wrote into cold memory. An open
/// delta is never empty, so its node is scheduled already: growing it
/// needs no push.
#[derive(Default)]
struct OpenDelta {
    /// Pool ids of the sets added (roots of a pool compaction).
    sets: Vec<u32>,
    /// Single objects added.
    objs: Vec<u32>,
    /// Pool ids of sets of [`WITHIN_CHUNKS`] chunks or more already added
    /// (each is within the delta and the committed set). A load through
    /// thousands of pointees adds as many copy edges into one node, from
    /// content nodes that hold few distinct sets, and each added its set
    /// again. Emptied by a pool compaction, which renumbers ids.
    within: rustc_hash::FxHashSet<u32>,
}

/// What memory accesses through one set of pointees touch: the objects
/// (distinct, normalized) and the representatives of their content nodes.
#[derive(Clone)]
struct Accessed {
    objs: std::rc::Rc<[Obj]>,
    nodes: std::rc::Rc<PtsSet>,
}

/// Entries of [`Solver::gep_cache`] past which it starts over.
const GEP_CACHE_LIMIT: usize = 1 << 22;

/// A GEP applied to a set of objects (see [`Solver::gep_fields`]).
struct CachedGep {
    /// Pool id of the resulting objects.
    result: u32,
    /// Bases the address fell outside of.
    outside: std::rc::Rc<[u32]>,
}

/// [`Accessed`] by pool id of the pointees and access kind (write or
/// not), kept across node visits: along copy chains the same delta id
/// reaches many nodes with loads and stores, and expanding a set of
/// thousands of objects (normalize, content node, sort) was the largest
/// single cost of solving.
///
/// An entry is valid while its objects still normalize to themselves (a
/// collapse changes what the fields of the collapsed base stand for; that
/// is checked only after a collapse, see
/// [`crate::objects::Objects::collapse_count`]) and while none of its
/// nodes was merged away. An entry computed while a collapse happened is
/// not kept (its objects are only half normalized); one computed without
/// has no side effect to repeat (`access_obj` collapses only any-offset
/// fields of bases that are not collapsed yet).
/// Pool ids are renumbered by compaction, which clears the cache.
#[derive(Default)]
struct AccessCache {
    map: std::collections::HashMap<(u32, bool), CachedAccess, rustc_hash::FxBuildHasher>,
    /// Objects and nodes held by the entries, to bound the memory.
    members: usize,
}

struct CachedAccess {
    /// [`crate::objects::Objects::collapse_count`] when last checked.
    collapses: u64,
    /// [`Solver::merges`] when the nodes were last checked.
    merges: u64,
    acc: Accessed,
}

impl AccessCache {
    /// Above this many cached objects and nodes, the cache starts over.
    const LIMIT: usize = 1 << 25;

    fn clear(&mut self) {
        self.map.clear();
        self.members = 0;
    }
}

/// Loads through at least this many objects go through a hub node
/// ([`Solver::load_hub`]); below it, direct edges cost less than a lookup.
const HUB_MIN_OBJECTS: usize = 16;

/// Hub kinds ([`Solver::load_hub`]): every object's content, for untagged
/// loads; the mixed objects' contents, for tagged ones.
const HUB_ALL: u32 = 0;
const HUB_MIXED: u32 = 1;

/// What [`Solver::load_hub`] decided for one load.
enum LoadTarget {
    /// Edges straight into the load's destination.
    Direct,
    /// A new hub: connect its sources, then the hub to the destination.
    New(u32),
    /// An existing hub, already connected: only the hub to the destination.
    Reused(u32),
}

/// The hub node of each (pool set, kind) loaded through ([`Solver::load_hub`]).
#[derive(Default)]
struct LoadHubs {
    map: std::collections::HashMap<(u32, u32), LoadHub, rustc_hash::FxBuildHasher>,
    /// Objects held by the entries, to bound the memory.
    members: usize,
}

struct LoadHub {
    /// The objects the hub reads, as [`Solver::accessed`] resolved the set.
    objs: std::rc::Rc<[Obj]>,
    node: u32,
}

impl LoadHubs {
    /// Above this many objects held, the map starts over (hubs made so far
    /// stay in the graph; they are only not reused).
    const LIMIT: usize = 1 << 25;

    fn clear(&mut self) {
        self.map.clear();
        self.members = 0;
    }
}

/// [`Accessed`] for reads and for writes, computed once per set of
/// pointees and shared by the constraints of one node.
#[derive(Default)]
struct NodeCache {
    read: Option<Accessed>,
    write: Option<Accessed>,
}

/// The successor lists of the solver's nodes as a [`Graph`] for Tarjan.
struct SuccLists<'a>(&'a [Succ]);

impl Graph for SuccLists<'_> {
    fn len(&self) -> usize {
        self.0.len()
    }
    fn successors(&self, v: u32) -> &[u32] {
        &self.0[v as usize].list
    }
}

fn set_bit(bits: &mut Vec<u64>, r: usize) {
    let w = r / 64;
    if w >= bits.len() {
        bits.resize(w + 1, 0);
    }
    bits[w] |= 1 << (r % 64);
}

impl<'m> Solver<'m> {
    pub fn new(m: &'m Module, cs: Constraints, type_filter: bool) -> Solver<'m> {
        let n = cs.num_nodes();
        let ncalls = cs.calls.len();
        let mut s = Solver {
            m,
            cx: m.layout(),
            cs,
            parent: (0..n as u32).collect(),
            pts: vec![EMPTY_SET; n],
            delta: vec![EMPTY_SET; n],
            open: Vec::new(),
            open_free: Vec::new(),
            union_buf: UnionBuffer::default(),
            pool: SetPool::new(),
            access_cache: AccessCache::default(),
            load_hubs: LoadHubs::default(),
            merges: 0,
            gep_cache: Default::default(),
            fixed_id: (u64::MAX, EMPTY_SET),
            callable_id: EMPTY_SET,
            funcs_id: EMPTY_SET,
            succ: vec![Succ::default(); n],
            merged_away: Vec::new(),
            preds: vec![PtsSet::new(); n],
            succ_seen: vec![PtsSet::new(); n],
            cons: vec![Vec::new(); n],
            geps: Vec::new(),
            hcd: vec![NONE; n],
            callees: vec![Vec::new(); ncalls],
            unknown_bound: vec![false; ncalls],
            rank: (0..n as u32).collect(),
            order: (0..n as u32).collect(),
            cur: Vec::new(),
            next: Vec::new(),
            cursor: 0,
            in_round: false,
            pending_merges: Vec::new(),
            outside: Default::default(),
            outside_feed: Vec::new(),
            clones_by_base: Default::default(),
            callable: PtsSet::new(),
            relabel_sites: Vec::new(),
            clones: Default::default(),
            clone_mixing: Vec::new(),
            type_filter,
            edges_since_scc: 0,
            stats: SolverStats::default(),
            classes: TypeClasses {
                tbaa: alias::TbaaTypes::new(m),
                tags: Vec::new(),
                compat: Default::default(),
                mixed: Vec::new(),
                class_nodes: Default::default(),
                loaders: Default::default(),
            },
        };
        s.callable = s.cs.func_obj.iter().map(|o| o.as_u32()).chain([s.cs.unknown.as_u32()]).collect();
        s.callable_id = s.pool.intern(s.callable.clone());
        s.funcs_id = s.pool.intern(s.cs.func_obj.iter().map(|o| o.as_u32()).collect());
        s.offline();
        s.merge_single_copies();
        s.install();
        s
    }

    #[inline]
    fn find(&mut self, mut x: u32) -> u32 {
        while self.parent[x as usize] != x {
            let p = self.parent[x as usize];
            let gp = self.parent[p as usize];
            self.parent[x as usize] = gp;
            x = gp;
        }
        x
    }

    /// Grows the per-node tables to the current number of nodes.
    fn grow(&mut self) {
        let n = self.cs.num_nodes();
        while self.parent.len() < n {
            let id = self.parent.len() as u32;
            self.parent.push(id);
            self.pts.push(EMPTY_SET);
            self.delta.push(EMPTY_SET);
            self.succ.push(Succ::default());
            self.preds.push(PtsSet::new());
            self.succ_seen.push(PtsSet::new());
            self.cons.push(Vec::new());
            self.hcd.push(NONE);
            self.rank.push(self.order.len() as u32);
            self.order.push(id);
        }
    }

    /// Content nodes for objects created by the object table.
    fn sync_objects(&mut self) {
        crate::constraints::ensure_nodes(&mut self.cs);
        self.grow();
    }

    // -- offline phase ------------------------------------------------------

    /// HCD: Tarjan over the graph of variables and dereferences.
    fn offline(&mut self) {
        let n = self.cs.num_nodes();
        let mut edges = Vec::with_capacity(self.cs.copy.len() + self.cs.load.len() + self.cs.store.len());
        let r = n as u32;
        for &(d, s) in &self.cs.copy {
            edges.push((s.as_u32(), d.as_u32()));
        }
        for &(d, s) in &self.cs.load {
            edges.push((r + s.as_u32(), d.as_u32()));
        }
        for &(d, s) in &self.cs.store {
            edges.push((s.as_u32(), r + d.as_u32()));
        }
        // A tagged store writes the whole content too; a tagged load reads
        // only part of it, so it is not an edge out of `*p`.
        for &(d, s, _) in &self.cs.tagged_store {
            edges.push((s.as_u32(), r + d.as_u32()));
        }
        let g = Csr::from_edges(2 * n, &edges);
        drop(edges);
        let (comp, count) = tarjan(&g);
        drop(g);
        // Group vertices by component (counting sort keeps vertex order).
        let mut start = vec![0u32; count as usize + 1];
        for &c in &comp {
            start[c as usize + 1] += 1;
        }
        for i in 0..count as usize {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut members = vec![0u32; comp.len()];
        for (v, &c) in comp.iter().enumerate() {
            members[fill[c as usize] as usize] = v as u32;
            fill[c as usize] += 1;
        }
        for c in 0..count as usize {
            let ms = &members[start[c] as usize..start[c + 1] as usize];
            if ms.len() < 2 {
                continue;
            }
            // Members are sorted: variables (< n) come first.
            let Some(&v) = ms.first().filter(|&&v| v < r) else { continue };
            for &x in ms {
                if x < r {
                    if x != v {
                        let (a, b) = (self.find(v), self.find(x));
                        if a != b {
                            self.parent[b as usize] = a;
                            self.stats.offline_merges += 1;
                        }
                    }
                } else {
                    self.hcd[(x - r) as usize] = v;
                }
            }
        }
    }

    /// Merges every node whose only definition is one copy from another
    /// node into that node: its set is exactly the other's, so the pair
    /// needs one set and one propagation step. This is the simplest case
    /// of offline pointer equivalence (Hardekopf and Lin, "Exploiting
    /// Pointer and Location Equivalence to Optimize Pointer Analysis", SAS
    /// 2007; Rountev and Chandra's offline variable substitution, PLDI
    /// 2000). Chains collapse to their head: a parameter of a function
    /// with one call site and its argument, a return value and the
    /// result of the only call, which is every parameter of a 1-callsite
    /// copy.
    ///
    /// Only definitions known before solving count, so a node that may
    /// receive an edge while solving is never merged: content nodes
    /// (stores, models and hubs write them), the results of calls
    /// resolved while solving, and the parameters of every instance of a
    /// function whose address flows anywhere but a direct call (an
    /// indirect call, code outside the module or a model's callback may
    /// bind them). A function's symbol node is the only place its object
    /// enters the constraints with its address; the symbol showing up in
    /// any constraint, or the object in an address constraint of another
    /// node, counts as flowing.
    fn merge_single_copies(&mut self) {
        const MANY: u8 = 2;
        let n = self.cs.num_nodes();
        let mut defs = vec![0u8; n];
        let mut source = vec![NONE; n];
        let bump = |defs: &mut [u8], d: Node| {
            let c = &mut defs[d.index()];
            *c = (*c + 1).min(MANY);
        };
        for &o in &self.cs.obj_node {
            defs[o.index()] = MANY;
        }
        // Nodes that show up in a constraint other than as the target of
        // an address: where a symbol's function flows from.
        let mut used = vec![false; n];
        let mut flows = vec![false; self.cs.func_obj.len()];
        let func_of_obj: rustc_hash::FxHashMap<u32, usize> = self.cs.func_obj.iter().enumerate().map(|(f, o)| (o.as_u32(), f)).collect();
        let sym_of = |f: usize| self.cs.symbol_node(llir::GlobalRef::Func(Func::new(f)));
        for &(d, o) in &self.cs.addr {
            bump(&mut defs, d);
            if let Some(&f) = func_of_obj.get(&o.as_u32()) {
                if sym_of(f) != Some(d) {
                    flows[f] = true;
                }
            }
        }
        for &(d, s) in &self.cs.copy {
            bump(&mut defs, d);
            source[d.index()] = s.as_u32();
            used[s.index()] = true;
        }
        // Loads, GEPs, filters and relabellings define their target from
        // their source; stores define no node (they write contents).
        let defining = (self.cs.load.iter().copied())
            .chain(self.cs.tagged_load.iter().map(|&(d, s, _)| (d, s)))
            .chain(self.cs.gep.iter().map(|&(d, s, _)| (d, s)))
            .chain(self.cs.keep.iter().map(|&(d, s, _)| (d, s)))
            .chain(self.cs.relabel.iter().map(|&(d, s, _)| (d, s)));
        for (d, s) in defining {
            bump(&mut defs, d);
            used[s.index()] = true;
        }
        let stores = (self.cs.store.iter().copied()).chain(self.cs.tagged_store.iter().map(|&(d, s, _)| (d, s)));
        for (d, s) in stores {
            used[d.index()] = true;
            used[s.index()] = true;
        }
        for c in &self.cs.calls {
            used[c.callee.index()] = true;
            c.args.iter().flatten().chain(&c.rest).for_each(|&a| used[a.index()] = true);
            if let Some(r) = c.ret {
                defs[r.index()] = MANY;
            }
        }
        for (f, flow) in flows.iter_mut().enumerate() {
            *flow |= sym_of(f).is_some_and(|sn| used[sn.index()]);
        }
        let mut receivers = |nodes: &crate::constraints::FuncNodes| {
            for &p in &nodes.params_in {
                if p != NONE {
                    defs[p as usize] = MANY;
                }
            }
        };
        for (f, nodes) in self.cs.funcs.iter().enumerate() {
            if flows[f] {
                receivers(nodes);
            }
        }
        for (c, nodes) in self.cs.clones.iter().enumerate() {
            if flows[self.cs.clone_func[c].index()] {
                receivers(nodes);
            }
        }
        for x in 0..n {
            if defs[x] != 1 || source[x] == NONE {
                continue;
            }
            let (a, b) = (self.find(source[x]), self.find(x as u32));
            if a != b {
                self.parent[b as usize] = a;
                self.stats.copy_merges += 1;
            }
        }
    }

    /// Attaches every constraint of `cs` to the graph.
    fn install(&mut self) {
        // Contents written directly (global initializers, a variadic
        // callee's arguments) are untagged writes.
        let direct: Vec<Obj> = (self.cs.addr.iter().map(|a| a.0))
            .chain(self.cs.copy.iter().map(|c| c.0))
            .filter_map(|n| self.content_of(n))
            .collect();
        for o in direct {
            self.mark_mixed(o);
        }
        let mut addr: Vec<(u32, u32)> = std::mem::take(&mut self.cs.addr)
            .into_iter()
            .map(|(d, o)| (self.find(d.as_u32()), o.as_u32()))
            .collect();
        addr.sort_unstable();
        for group in addr.chunk_by(|a, b| a.0 == b.0) {
            let set: PtsSet = group.iter().map(|x| x.1).collect();
            let id = self.pool.intern(set);
            let d = group[0].0 as usize;
            self.delta[d] = self.pool.union(self.delta[d], id);
        }
        let copy = std::mem::take(&mut self.cs.copy);
        for &(d, s) in &copy {
            let (d, s) = (self.find(d.as_u32()), self.find(s.as_u32()));
            if d != s {
                self.succ[s as usize].list.push(d);
                self.preds[d as usize].insert(s);
            }
        }
        let load = std::mem::take(&mut self.cs.load);
        for &(d, s) in &load {
            let s = self.find(s.as_u32());
            self.cons[s as usize].push(Complex::Load(d.as_u32()));
        }
        let store = std::mem::take(&mut self.cs.store);
        for &(d, s) in &store {
            let d = self.find(d.as_u32());
            self.cons[d as usize].push(Complex::Store(s.as_u32()));
        }
        let mut tag_index: std::collections::HashMap<llir::MdNode, u32> = std::collections::HashMap::new();
        let mut intern = |t: llir::MdNode, tags: &mut Vec<llir::MdNode>| {
            *tag_index.entry(t).or_insert_with(|| {
                tags.push(t);
                tags.len() as u32 - 1
            })
        };
        let tagged_load = std::mem::take(&mut self.cs.tagged_load);
        for &(d, s, t) in &tagged_load {
            let s = self.find(s.as_u32());
            let t = intern(t, &mut self.classes.tags);
            self.cons[s as usize].push(Complex::TaggedLoad(d.as_u32(), t));
        }
        let tagged_store = std::mem::take(&mut self.cs.tagged_store);
        for &(d, s, t) in &tagged_store {
            let d = self.find(d.as_u32());
            let t = intern(t, &mut self.classes.tags);
            self.cons[d as usize].push(Complex::TaggedStore(s.as_u32(), t));
        }
        let gep = std::mem::take(&mut self.cs.gep);
        for &(d, s, k) in &gep {
            let s = self.find(s.as_u32());
            let idx = self.geps.len() as u32;
            self.geps.push(k);
            self.cons[s as usize].push(Complex::Gep(d.as_u32(), idx));
        }
        let relabel = std::mem::take(&mut self.cs.relabel);
        for &(d, s, site) in &relabel {
            let s = self.find(s.as_u32());
            let idx = self.relabel_sites.len() as u32;
            self.relabel_sites.push(site);
            self.cons[s as usize].push(Complex::Relabel(d.as_u32(), idx));
        }
        for (d, s, u) in std::mem::take(&mut self.cs.keep) {
            let s = self.find(s.as_u32());
            self.cons[s as usize].push(Complex::Keep(d.as_u32(), u));
        }
        for i in 0..self.cs.calls.len() {
            let c = self.find(self.cs.calls[i].callee.as_u32());
            self.cons[c as usize].push(Complex::Call(i as u32));
        }
        let mut tail = Vec::new();
        for v in 0..self.succ.len() {
            self.succ[v].normalize(v as u32, |_| false, |x| x, &mut tail);
        }
    }

    // -- worklist -------------------------------------------------------------

    fn push(&mut self, n: u32) {
        let n = self.find(n);
        let r = self.rank[n as usize] as usize;
        if self.in_round && r > self.cursor {
            set_bit(&mut self.cur, r);
        } else {
            set_bit(&mut self.next, r);
        }
    }

    fn pop(&mut self) -> Option<u32> {
        let mut w = self.cursor / 64;
        let mut mask = !0u64 << (self.cursor % 64);
        while w < self.cur.len() {
            let bits = self.cur[w] & mask;
            if bits != 0 {
                let r = w * 64 + bits.trailing_zeros() as usize;
                self.cur[w] &= !(1 << (r % 64));
                self.cursor = r;
                return Some(self.order[r]);
            }
            w += 1;
            mask = !0;
        }
        None
    }

    /// Runs to the fixpoint.
    pub fn solve(&mut self) {
        self.scc_pass();
        for n in 0..self.parent.len() as u32 {
            if self.parent[n as usize] == n && self.delta[n as usize] != EMPTY_SET {
                self.push(n);
            }
        }
        loop {
            // Start a round with everything scheduled for it.
            std::mem::swap(&mut self.cur, &mut self.next);
            self.next.iter_mut().for_each(|w| *w = 0);
            if self.cur.iter().all(|&w| w == 0) {
                break;
            }
            if self.edges_since_scc > 0 {
                self.rerank_pending();
            }
            self.stats.rounds += 1;
            crate::progress::andersen_round();
            self.in_round = true;
            self.cursor = 0;
            while let Some(n) = self.pop() {
                self.process(n);
                if !self.clone_mixing.is_empty() {
                    return;
                }
                if self.pool.wants_compaction() || compaction_forced() {
                    self.compact_pool();
                }
            }
            self.in_round = false;
        }
    }

    /// Frees the pooled sets no node names any more. Between two
    /// [`Self::process`] calls every live id is in `pts`, `delta`, an open
    /// delta's list or the cached ids below; everything else (old sets of
    /// grown nodes, spent deltas, differences) is garbage.
    fn compact_pool(&mut self) {
        let roots = (self.pts.iter_mut())
            .chain(self.delta.iter_mut().filter(|d| open_slot(**d).is_none()))
            .chain(self.open.iter_mut().flat_map(|od| od.sets.iter_mut()))
            .chain([&mut self.fixed_id.1, &mut self.callable_id, &mut self.funcs_id]);
        self.pool.compact(roots);
        for od in &mut self.open {
            od.within.clear();
        }
        self.access_cache.clear();
        self.load_hubs.clear();
        self.gep_cache.clear();
    }

    /// Collapses copy cycles and renumbers the scheduled nodes.
    fn rerank_pending(&mut self) {
        let mut pending = Vec::new();
        for (w, &bits) in self.cur.iter().enumerate() {
            let mut b = bits;
            while b != 0 {
                pending.push(self.order[w * 64 + b.trailing_zeros() as usize]);
                b &= b - 1;
            }
        }
        self.cur.iter_mut().for_each(|w| *w = 0);
        self.scc_pass();
        // Merges in the pass schedule into `next`; move those over too.
        let mut more = Vec::new();
        for (w, &bits) in self.next.iter().enumerate() {
            let mut b = bits;
            while b != 0 {
                more.push(w * 64 + b.trailing_zeros() as usize);
                b &= b - 1;
            }
        }
        self.next.iter_mut().for_each(|w| *w = 0);
        for r in more {
            pending.push(self.order[r]);
        }
        for n in pending {
            let n = self.find(n);
            let r = self.rank[n as usize] as usize;
            set_bit(&mut self.cur, r);
        }
    }

    /// Tarjan over the copy edges between representatives: merges every
    /// cycle and ranks nodes in topological order.
    fn scc_pass(&mut self) {
        self.stats.scc_passes += 1;
        self.edges_since_scc = 0;
        let n = self.parent.len();
        // Merges from here on (this pass's own) are stale for the next one.
        let stale = std::mem::take(&mut self.merged_away);
        // Each list is normalized on its own (a tenth of the solve on big
        // programs): in parallel, with a find that does not halve paths.
        let parent = &self.parent;
        let is_stale = |x: u32| stale.get(x as usize / 64).is_some_and(|w| w & (1 << (x % 64)) != 0);
        let rep = |mut x: u32| {
            while parent[x as usize] != x {
                x = parent[x as usize];
            }
            x
        };
        self.succ.par_iter_mut().enumerate().for_each_init(Vec::new, |tail, (v, s)| {
            if parent[v] == v as u32 {
                s.normalize(v as u32, is_stale, rep, tail);
            } else {
                *s = Succ::default();
            }
        });
        drop(stale);
        let (comp, count) = tarjan(&SuccLists(&self.succ));
        // Merge each component into its first member.
        let mut first = vec![NONE; count as usize];
        for v in 0..n as u32 {
            if self.parent[v as usize] != v {
                continue;
            }
            let c = comp[v as usize] as usize;
            if first[c] == NONE {
                first[c] = v;
            } else {
                let a = first[c];
                self.merge(a, v);
            }
        }
        // Rank: sources first (reverse completion order).
        self.order = vec![NONE; count as usize];
        for v in 0..n as u32 {
            let r = count - 1 - comp[v as usize];
            self.rank[v as usize] = r;
            if self.order[r as usize] == NONE || self.parent[v as usize] == v {
                self.order[r as usize] = v;
            }
        }
        self.cur.clear();
        self.cur.resize((count as usize).div_ceil(64), 0);
        let mut next = std::mem::take(&mut self.next);
        next.clear();
        self.next = next;
        // Merges above may have scheduled nodes under old ranks: reschedule.
        let mut sched = Vec::new();
        for v in 0..n as u32 {
            if self.parent[v as usize] == v && self.delta[v as usize] != EMPTY_SET {
                sched.push(v);
            }
        }
        for v in sched {
            let r = self.rank[v as usize] as usize;
            set_bit(&mut self.next, r);
        }
        self.run_pending_merges();
    }

    // -- processing -------------------------------------------------------------

    fn process(&mut self, n: u32) {
        let n = self.find(n);
        if self.delta[n as usize] == EMPTY_SET {
            return;
        }
        self.close(n);
        self.stats.processed += 1;
        let did = std::mem::replace(&mut self.delta[n as usize], EMPTY_SET);
        self.pts[n as usize] = self.pool.union(self.pts[n as usize], did);
        let d = self.pool.rc(did);
        let mut cons = std::mem::take(&mut self.cons[n as usize]);
        let mut nodes = NodeCache::default();
        for &c in &cons {
            self.apply(c, did, &d, &mut nodes);
        }
        let added = std::mem::take(&mut self.cons[n as usize]);
        cons.extend(added);
        self.cons[n as usize] = cons;
        let h = self.hcd[n as usize];
        if h != NONE {
            for o in d.iter() {
                // Read-only memory takes no stores, so it is not in the cycle.
                if self.cs.objects.is_read_only(Obj::from_u32(o)) {
                    continue;
                }
                let o = self.cs.objects.normalize(Obj::from_u32(o));
                let on = self.cs.obj_node[o.index()].as_u32();
                self.pending_merges.push((h, on));
            }
        }
        let succ = std::mem::take(&mut self.succ[n as usize]);
        for &z in &succ.list {
            let z = self.find(z);
            if z == n {
                continue;
            }
            self.add_to_delta(z, did);
        }
        let added = std::mem::take(&mut self.succ[n as usize]);
        self.succ[n as usize] = succ;
        self.succ[n as usize].list.extend(added.list);
        self.run_pending_merges();
    }

    /// Applies complex constraint `c` to the pointees `objs`; `nodes`
    /// caches what accesses through them touch across the constraints of
    /// one node.
    fn apply(&mut self, c: Complex, objs_id: u32, objs: &PtsSet, nodes: &mut NodeCache) {
        match c {
            Complex::Load(dst) => {
                let acc = self.accessed(objs_id, objs, false, nodes);
                match self.load_hub(objs_id, HUB_ALL, &acc) {
                    LoadTarget::Reused(h) => self.add_edge(h, dst),
                    LoadTarget::New(h) => {
                        self.add_edges_into(h, &acc.nodes);
                        self.add_edge(h, dst);
                    }
                    LoadTarget::Direct => self.add_edges_into(dst, &acc.nodes),
                }
            }
            Complex::Store(src) => {
                let acc = self.accessed(objs_id, objs, true, nodes);
                for &o in acc.objs.iter() {
                    self.mark_mixed(o);
                }
                self.add_edges_from(src, &acc.nodes);
            }
            Complex::TaggedLoad(dst, tag) => {
                let acc = self.accessed(objs_id, objs, false, nodes);
                let hub = match self.load_hub(objs_id, HUB_MIXED, &acc) {
                    LoadTarget::Direct => None,
                    LoadTarget::New(h) => {
                        self.connect_mixed_hub(h, &acc);
                        Some(h)
                    }
                    LoadTarget::Reused(h) => Some(h),
                };
                self.tagged_load_into(dst, tag, &acc, hub.is_some());
                if let Some(h) = hub {
                    self.add_edge(h, dst);
                }
            }
            Complex::TaggedStore(src, tag) => {
                let acc = self.accessed(objs_id, objs, true, nodes);
                self.add_edges_from_each(src, &acc.nodes);
                for &o in acc.objs.iter() {
                    if self.classes.is_mixed(o) {
                        continue;
                    }
                    let existing = self
                        .classes
                        .class_nodes
                        .get(&o.as_u32())
                        .and_then(|ks| ks.iter().find(|k| k.0 == tag))
                        .map(|k| k.1);
                    let k = match existing {
                        Some(k) => k,
                        None => {
                            let k = self.cs.new_node().as_u32();
                            self.grow();
                            self.classes.class_nodes.entry(o.as_u32()).or_default().push((tag, k));
                            let ls = self.classes.loaders.get(&o.as_u32()).cloned().unwrap_or_default();
                            for (t, d) in ls {
                                if self.classes.may_alias(tag, t) {
                                    self.add_edge(k, d);
                                }
                            }
                            k
                        }
                    };
                    self.add_edge(src, k);
                }
            }
            Complex::Gep(dst, idx) => {
                let off = self.geps[idx as usize];
                // Collapsed objects and any-offset fields stay what they are.
                let fixed_all = self.fixed_set();
                let fixed = self.pool.intersection(objs_id, fixed_all);
                let dst = self.find(dst);
                if fixed != EMPTY_SET {
                    self.add_to_delta(dst, fixed);
                    if fixed == objs_id {
                        return;
                    }
                }
                let rest = self.pool.difference(objs_id, fixed);
                let (new, outside) = self.gep_fields(rest, off);
                for &b in outside.iter() {
                    let dsts = self.outside.entry(b).or_default();
                    // One entry per (base, destination) is enough; a
                    // destination is often recorded again by its next delta.
                    if dsts.last() != Some(&dst) {
                        dsts.push(dst);
                    }
                }
                let dst = self.find(dst);
                self.add_to_delta(dst, new);
            }
            Complex::Relabel(dst, idx) => {
                let site = self.relabel_sites[idx as usize];
                let mut out = Vec::new();
                for o in objs.iter() {
                    let o = Obj::from_u32(o);
                    if !self.cs.objects.is_clonable(o) {
                        // A renamed block coming back out of the wrapper (a
                        // free list, a realloc of it): renaming buys nothing.
                        if let ObjKind::HeapClone { of, .. } = self.cs.objects.kind(o) {
                            if let ObjKind::Heap { func, inst } = self.cs.objects.kind(of) {
                                self.clone_mixing.push((func, inst));
                            }
                        }
                        out.push(o.as_u32());
                        continue;
                    }
                    let c = self.clone_of(o, site);
                    // The clone mirrors its original: collapsed with it.
                    if self.cs.objects.is_collapsed(o) && !self.cs.objects.is_collapsed(c) {
                        self.collapse(c);
                    }
                    let o = self.cs.objects.normalize(o);
                    let r = match self.cs.objects.offset(o) {
                        FieldOffset::At(k) => match i64::try_from(k) {
                            Ok(k) => match self.field(c, GepOffset::Const(k)) {
                                Some(f) => f,
                                None => self.any_of(c),
                            },
                            Err(_) => self.any_of(c),
                        },
                        FieldOffset::Any => self.any_of(c),
                    };
                    out.push(r.as_u32());
                }
                let new = self.pool.intern(PtsSet::from_iter(out));
                let dst = self.find(dst);
                self.add_to_delta(dst, new);
            }
            Complex::Keep(dst, uses) => {
                let mut kept = objs_id;
                if uses & crate::certain_use::DATA != 0 {
                    kept = self.pool.difference(kept, self.funcs_id);
                }
                if uses & crate::certain_use::CODE != 0 {
                    kept = self.pool.intersection(kept, self.callable_id);
                }
                let dst = self.find(dst);
                self.add_to_delta(dst, kept);
            }
            Complex::Call(site) => {
                let t = self.pool.intersection(objs_id, self.callable_id);
                let targets = self.pool.rc(t);
                for o in targets.iter() {
                    self.call_target(site, Obj::from_u32(o));
                }
            }
        }
    }

    /// The objects of pool set `objs` moved by `off`, as a pool id, and the
    /// bases (sorted, distinct) of the objects the address falls outside
    /// of. `objs` holds no offset-invariant object, so none of their bases
    /// is collapsed and [`Objects::field`] answers each of them the same
    /// way every time (fields it creates exist from then on): the answer
    /// is kept in [`Solver::gep_cache`], unless a collapse happened while
    /// computing it (a base that ran out of fields).
    ///
    /// [`Objects::field`]: crate::objects::Objects
    fn gep_fields(&mut self, objs: u32, off: GepOffset) -> (u32, std::rc::Rc<[u32]>) {
        if let Some(e) = self.gep_cache.get(&(objs, off)) {
            return (e.result, e.outside.clone());
        }
        let collapses = self.cs.objects.collapse_count();
        let todo = self.pool.rc(objs);
        let mut fields = Vec::with_capacity(todo.len());
        let mut outside: Vec<u32> = Vec::new();
        for o in todo.iter() {
            match self.field(Obj::from_u32(o), off) {
                Some(f) => fields.push(f.as_u32()),
                None => outside.push(self.cs.objects.base(Obj::from_u32(o)).as_u32()),
            }
        }
        outside.sort_unstable();
        outside.dedup();
        let result = self.pool.intern(PtsSet::from_iter(fields));
        let outside: std::rc::Rc<[u32]> = outside.into();
        if self.cs.objects.collapse_count() == collapses {
            if self.gep_cache.len() >= GEP_CACHE_LIMIT {
                self.gep_cache.clear();
            }
            let e = CachedGep {
                result,
                outside: outside.clone(),
            };
            self.gep_cache.insert((objs, off), e);
        }
        (result, outside)
    }

    /// The object whose content a memory access at `o` touches: `o`
    /// normalized, or the base it collapses to.
    fn access_obj(&mut self, o: Obj) -> Obj {
        if self.cs.objects.is_any_field(o) {
            self.collapse(o)
        } else {
            self.cs.objects.normalize(o)
        }
    }

    /// The object whose content node `n` is, if it is one.
    fn content_of(&self, n: Node) -> Option<Obj> {
        match self.cs.origins[n.index()] {
            crate::constraints::NodeOrigin::Content(o) => Some(self.cs.objects.normalize(o)),
            _ => None,
        }
    }

    /// Where a load through pointees `objs_id` (already resolved to `acc`)
    /// sends what it reads, for a hub of kind `kind` ([`HUB_ALL`]: an
    /// untagged load, which reads every object's content; [`HUB_MIXED`]:
    /// the contents of the mixed objects a tagged load reads).
    ///
    /// A load `dst = *p` needs an edge into `dst` from the content of every
    /// object `p` points to. On big programs the same set of thousands of
    /// pointees reaches hundreds of thousands of loads (OpenSSL -O2: tagged
    /// loads applied 282,000 times to sets of at least 16 pointees, only
    /// 10,700 distinct ones, 181 million member visits), so each set gets
    /// one *hub* node that receives the contents once, and each load gets
    /// one edge from the hub. The hub holds exactly the union of what the
    /// direct edges would carry and nothing else (it has no other
    /// predecessor), so every pointer's set is the same; what changes is
    /// the number of edges and of propagations. A hub is reused only for
    /// the same pool set resolving to the same objects (ids are renumbered
    /// by [`Self::compact_pool`], which forgets the hubs).
    fn load_hub(&mut self, objs_id: u32, kind: u32, acc: &Accessed) -> LoadTarget {
        if acc.objs.len() < HUB_MIN_OBJECTS {
            return LoadTarget::Direct;
        }
        if let Some(h) = self.load_hubs.map.get(&(objs_id, kind)) {
            if std::rc::Rc::ptr_eq(&h.objs, &acc.objs) || h.objs == acc.objs {
                return LoadTarget::Reused(h.node);
            }
        }
        let node = self.cs.new_node().as_u32();
        self.grow();
        self.stats.load_hubs += 1;
        if self.load_hubs.members + acc.objs.len() > LoadHubs::LIMIT {
            self.load_hubs.clear();
        }
        self.load_hubs.members += acc.objs.len();
        let hub = LoadHub {
            objs: acc.objs.clone(),
            node,
        };
        if let Some(old) = self.load_hubs.map.insert((objs_id, kind), hub) {
            self.load_hubs.members -= old.objs.len();
        }
        LoadTarget::New(node)
    }

    /// Connects a new [`HUB_MIXED`] hub `h` to the objects of `acc`: the
    /// content of each mixed one now, and of each other one once it turns
    /// mixed (`h` is its loader under [`NONE`], a tag that aliases none, so
    /// no type class node feeds it). The loads that use the hub register
    /// themselves for the objects not mixed yet, but a load that reuses
    /// the hub after one of them turned mixed skips it as mixed: the hub
    /// must bring its content then.
    fn connect_mixed_hub(&mut self, h: u32, acc: &Accessed) {
        let mut mixed = Vec::new();
        for &o in acc.objs.iter() {
            if self.classes.is_mixed(o) {
                mixed.push(self.cs.obj_node[o.index()].as_u32());
            } else {
                self.classes.loaders.entry(o.as_u32()).or_default().push((NONE, h));
            }
        }
        self.add_edges_into_each(h, mixed);
    }

    /// A tagged load of the objects of `acc` into `dst`: from the content
    /// of each mixed object (unless `hub_has_mixed`: a hub brings those),
    /// and from each type class node of the others whose tag may alias
    /// `tag`, now and as they are created (`dst` is registered as a
    /// loader; should the object turn mixed, its content reaches `dst`).
    fn tagged_load_into(&mut self, dst: u32, tag: u32, acc: &Accessed, hub_has_mixed: bool) {
        let mut mixed = Vec::new();
        for &o in acc.objs.iter() {
            if self.classes.is_mixed(o) {
                if !hub_has_mixed {
                    mixed.push(self.cs.obj_node[o.index()].as_u32());
                }
                continue;
            }
            self.classes.loaders.entry(o.as_u32()).or_default().push((tag, dst));
            let ks = self.classes.class_nodes.get(&o.as_u32()).cloned().unwrap_or_default();
            for (t, k) in ks {
                if self.classes.may_alias(tag, t) {
                    self.add_edge(k, dst);
                }
            }
        }
        self.add_edges_into_each(dst, mixed);
    }

    /// Marks `o` as written by something other than a tagged store: its
    /// registered tagged loads read its whole content from now on.
    fn mark_mixed(&mut self, o: Obj) {
        let i = o.index();
        if self.classes.mixed.len() <= i {
            self.classes.mixed.resize(i + 1, false);
        }
        if std::mem::replace(&mut self.classes.mixed[i], true) {
            return;
        }
        self.classes.class_nodes.remove(&o.as_u32());
        if let Some(ls) = self.classes.loaders.remove(&o.as_u32()) {
            let on = self.cs.obj_node[i].as_u32();
            for (_, d) in ls {
                self.add_edge(on, d);
            }
        }
    }

    /// What an access through pointees `objs` (pool id `objs_id`) touches,
    /// from `nodes`, from [`Solver::access_cache`] or computed into both.
    /// Code and pointer-free constant data hold no pointers, so reads skip
    /// them; read-only memory is never written, so writes skip it. An
    /// any-offset field collapses its object first.
    fn accessed(&mut self, objs_id: u32, objs: &PtsSet, write: bool, nodes: &mut NodeCache) -> Accessed {
        let slot = if write { &mut nodes.write } else { &mut nodes.read };
        if let Some(a) = slot {
            return a.clone();
        }
        let collapses = self.cs.objects.collapse_count();
        let objects = &self.cs.objects;
        let entry = self
            .access_cache
            .map
            .get_mut(&(objs_id, write))
            .filter(|e| e.collapses == collapses || e.acc.objs.iter().all(|&o| objects.normalize(o) == o));
        let a = match entry {
            Some(e) => {
                e.collapses = collapses;
                if e.merges != self.merges {
                    // Same objects; only their content nodes may have merged.
                    if e.acc.nodes.iter().any(|x| self.parent[x as usize] != x) {
                        let mut ns: Vec<u32> = Vec::with_capacity(e.acc.objs.len());
                        for o in e.acc.objs.iter() {
                            let mut x = self.cs.obj_node[o.index()].as_u32();
                            while self.parent[x as usize] != x {
                                x = self.parent[x as usize];
                            }
                            ns.push(x);
                        }
                        ns.sort_unstable();
                        ns.dedup();
                        e.acc.nodes = PtsSet::from_sorted(&ns).into();
                    }
                    e.merges = self.merges;
                }
                e.acc.clone()
            }
            None => {
                let a = self.accessed_uncached(objs, write);
                if self.cs.objects.collapse_count() == collapses {
                    let size = a.objs.len() + a.nodes.len();
                    if self.access_cache.members + size > AccessCache::LIMIT {
                        self.access_cache.clear();
                    }
                    self.access_cache.members += size;
                    let e = CachedAccess {
                        collapses,
                        merges: self.merges,
                        acc: a.clone(),
                    };
                    if let Some(old) = self.access_cache.map.insert((objs_id, write), e) {
                        self.access_cache.members -= old.acc.objs.len() + old.acc.nodes.len();
                    }
                }
                a
            }
        };
        let slot = if write { &mut nodes.write } else { &mut nodes.read };
        *slot = Some(a.clone());
        a
    }

    /// [`Self::accessed`], computed.
    fn accessed_uncached(&mut self, objs: &PtsSet, write: bool) -> Accessed {
        let mut v = Vec::with_capacity(objs.len());
        for o in objs.iter() {
            let o = Obj::from_u32(o);
            let skip = if write {
                self.cs.objects.is_read_only(o)
            } else {
                self.cs.objects.holds_no_pointers(o)
            };
            if !skip {
                v.push(self.access_obj(o));
            }
        }
        v.sort_unstable();
        v.dedup();
        let mut n: Vec<u32> = v.iter().map(|o| self.cs.obj_node[o.index()].as_u32()).collect();
        for x in n.iter_mut() {
            *x = self.find(*x);
        }
        n.sort_unstable();
        n.dedup();
        Accessed {
            objs: v.into(),
            nodes: PtsSet::from_sorted(&n).into(),
        }
    }

    /// Collapses the base of `o`; returns the base.
    fn collapse(&mut self, o: Obj) -> Obj {
        let base = self.cs.objects.base(o);
        let fields = self.cs.objects.collapse(o);
        if !fields.is_empty() || !self.cs.objects.is_collapsed(base) {
            self.stats.collapses += 1;
        }
        let bn = self.cs.obj_node[base.index()].as_u32();
        self.mark_mixed(base);
        for f in fields {
            let fnode = self.cs.obj_node[f.index()].as_u32();
            self.pending_merges.push((bn, fnode));
            self.mark_mixed(f);
        }
        self.after_collapse(base);
        base
    }

    /// `b` collapsed: the GEPs that found an address outside it now reach
    /// its base (see [`Solver::outside`]), and its clones collapse too.
    fn after_collapse(&mut self, b: Obj) {
        if let Some(dsts) = self.outside.remove(&b.as_u32()) {
            self.outside_feed.extend(dsts.into_iter().map(|d| (d, b.as_u32())));
        }
        // Clones are never cloned, so this goes one level deep.
        let clones = self.clones_by_base.get(&b.as_u32()).cloned().unwrap_or_default();
        for c in clones {
            if !self.cs.objects.is_collapsed(c) {
                self.collapse(c);
            }
        }
    }

    /// The object reached from `o` by adding `off` to the address; `None`
    /// if that address is outside `o`'s object.
    fn field(&mut self, o: Obj, off: GepOffset) -> Option<Obj> {
        let r = self.cs.objects.field(self.cx, o, off);
        Some(match r {
            FieldOutcome::Outside => return None,
            FieldOutcome::Existing(f) => f,
            FieldOutcome::Created(f) => {
                self.sync_objects();
                f
            }
            FieldOutcome::Collapsed(b) => {
                self.stats.collapses += 1;
                let bn = self.cs.obj_node[b.index()].as_u32();
                self.mark_mixed(b);
                for f in self.cs.objects.fields_of(b) {
                    if f != b {
                        let fnode = self.cs.obj_node[f.index()].as_u32();
                        self.pending_merges.push((bn, fnode));
                        self.mark_mixed(f);
                    }
                }
                self.after_collapse(b);
                b
            }
        })
    }

    fn any_of(&mut self, o: Obj) -> Obj {
        let r = self.cs.objects.any_field(o);
        if matches!(r, FieldOutcome::Created(_)) {
            self.sync_objects();
        }
        r.get().unwrap_or(o)
    }

    /// The clone of wrapper-allocated `o`'s base for the call `(f, inst)`.
    fn clone_of(&mut self, o: Obj, site: CloneSite) -> Obj {
        let b = self.cs.objects.base(o);
        if let Some(&c) = self.clones.get(&(b, site)) {
            return c;
        }
        let c = self.new_object(ObjKind::HeapClone { site, of: b }, None);
        self.clones.insert((b, site), c);
        self.clones_by_base.entry(b.as_u32()).or_default().push(c);
        c
    }

    fn call_target(&mut self, site: u32, o: Obj) {
        let o = self.cs.objects.normalize(o);
        match self.cs.objects.kind(o) {
            ObjKind::Function(g) => {
                if self.type_filter {
                    if let Some(t) = self.cs.calls[site as usize].fn_ty {
                        if !type_compatible(self.m, t, self.cs.calls[site as usize].args.len(), g) {
                            return;
                        }
                    }
                }
                let list = &mut self.callees[site as usize];
                let Err(pos) = list.binary_search(&g) else { return };
                list.insert(pos, g);
                let c = self.cs.calls[site as usize].clone();
                let m = self.m;
                let g_clone = self.cs.target_instance(c.func, c.instance, c.inst, g);
                self.cs.cur_instance = c.instance;
                bind_call(self, m, c.func, c.inst, g, g_clone, &c.args, &c.arg_ints, c.ret, c.rest);
                self.cs.cur_instance = crate::constraints::BASE;
            }
            ObjKind::Unknown => {
                if std::mem::replace(&mut self.unknown_bound[site as usize], true) {
                    return;
                }
                let c = self.cs.calls[site as usize].clone();
                let mut all = c.args.clone();
                all.push(c.rest);
                self.cs.cur_instance = c.instance;
                externals::unknown_call(self, &all, c.ret);
                self.cs.cur_instance = crate::constraints::BASE;
            }
            _ => {}
        }
    }

    /// Adds the copy edge `src -> dst` and pushes what `src` holds.
    fn add_edge(&mut self, src: u32, dst: u32) {
        let (src, dst) = (self.find(src), self.find(dst));
        if src == dst || self.succ_seen[src as usize].contains(dst) || !self.preds[dst as usize].insert(src) {
            return;
        }
        self.push_new_edge(src, dst);
    }

    /// Records the copy edge `src -> dst` (representatives, known to be
    /// new) in `src`'s successor list and pushes what `src` holds along it.
    #[inline]
    fn push_new_edge(&mut self, src: u32, dst: u32) {
        self.succ[src as usize].list.push(dst);
        self.stats.dynamic_edges += 1;
        self.edges_since_scc += 1;
        let p = self.pts[src as usize];
        if p != EMPTY_SET {
            self.add_to_delta(dst, p);
        }
    }

    /// [`Self::add_edge`] from each of `srcs` (representatives) into
    /// `dst`, deciding which edges are new with one merge against
    /// `preds[dst]`.
    fn add_edges_into(&mut self, dst: u32, srcs: &PtsSet) {
        let dst = self.find(dst);
        let mut new = srcs.difference(&self.preds[dst as usize]);
        new.remove(dst);
        if new.is_empty() {
            return;
        }
        self.preds[dst as usize].union_with(&new);
        for src in new.iter() {
            self.push_new_edge(src, dst);
        }
    }

    /// [`Self::add_edge`] from `src` into each of `dsts`
    /// (representatives), deciding which edges are new with one merge
    /// against `succ_seen[src]`.
    fn add_edges_from(&mut self, src: u32, dsts: &PtsSet) {
        let src = self.find(src);
        let mut new = dsts.difference(&self.succ_seen[src as usize]);
        new.remove(src);
        if new.is_empty() {
            return;
        }
        self.succ_seen[src as usize].union_with(&new);
        for dst in new.iter() {
            self.push_new_edge(src, dst);
        }
    }

    /// [`Self::add_edge`] from each of `srcs` (any nodes) into `dst`, with
    /// the same bookkeeping (an edge is known if `succ_seen` of its source
    /// or `preds[dst]` has it; new ones go into `preds[dst]`), but one
    /// merge against `preds[dst]` instead of one insertion per source: a
    /// tagged load through thousands of pointees adds that many edges.
    fn add_edges_into_each(&mut self, dst: u32, mut srcs: Vec<u32>) {
        if srcs.is_empty() {
            return;
        }
        let dst = self.find(dst);
        for x in srcs.iter_mut() {
            *x = self.find(*x);
        }
        srcs.sort_unstable();
        srcs.dedup();
        let candidates = PtsSet::from_sorted(&srcs).difference(&self.preds[dst as usize]);
        let new: Vec<u32> = candidates
            .iter()
            .filter(|&x| x != dst && !self.succ_seen[x as usize].contains(dst))
            .collect();
        if new.is_empty() {
            return;
        }
        self.preds[dst as usize].union_with(&PtsSet::from_sorted(&new));
        for src in new {
            self.push_new_edge(src, dst);
        }
    }

    /// [`Self::add_edge`] from `src` into each of `dsts` (representatives),
    /// with the same bookkeeping, deciding with one merge against
    /// `succ_seen[src]` which edges may be new.
    fn add_edges_from_each(&mut self, src: u32, dsts: &PtsSet) {
        let src = self.find(src);
        let candidates = dsts.difference(&self.succ_seen[src as usize]);
        for dst in candidates.iter() {
            if dst != src && self.preds[dst as usize].insert(src) {
                self.push_new_edge(src, dst);
            }
        }
    }

    fn add_complex(&mut self, n: u32, c: Complex) {
        let n = self.find(n);
        self.cons[n as usize].push(c);
        let pid = self.pts[n as usize];
        if pid != EMPTY_SET {
            let p = self.pool.rc(pid);
            self.apply(c, pid, &p, &mut NodeCache::default());
        }
    }

    /// Interns the delta of `n` if it is open, and frees its slot (the
    /// slot keeps its allocations for the next delta that opens).
    fn close(&mut self, n: u32) {
        if let Some(slot) = open_slot(self.delta[n as usize]) {
            let od = &mut self.open[slot];
            od.within.clear();
            let pts = self.pts[n as usize];
            // One set is the delta it opened with, when all that came
            // after was already in it: no need to join.
            let d = if let ([s], []) = (od.sets.as_slice(), od.objs.as_slice()) {
                self.pool.difference(*s, pts)
            } else {
                for &s in &od.sets {
                    self.union_buf.union_with(self.pool.get(s));
                }
                for &o in &od.objs {
                    self.union_buf.insert(o);
                }
                let d = self.union_buf.take_difference(self.pool.get(pts));
                self.pool.intern(d)
            };
            od.sets.clear();
            od.objs.clear();
            self.open_free.push(slot as u32);
            // Only additions reach an open delta, and what it held when it
            // opened was new: it is not empty.
            debug_assert!(d != EMPTY_SET);
            self.delta[n as usize] = d;
        }
    }

    /// Opens the delta of `n` if it is large (see [`Self::open`]); the
    /// slot if it is open.
    fn opened(&mut self, n: u32) -> Option<usize> {
        let d = self.delta[n as usize];
        if let Some(slot) = open_slot(d) {
            return Some(slot);
        }
        if self.pool.get(d).num_chunks() < OPEN_CHUNKS {
            return None;
        }
        let slot = match self.open_free.pop() {
            Some(slot) => slot as usize,
            None => {
                self.open.push(OpenDelta::default());
                self.open.len() - 1
            }
        };
        self.open[slot].sets.push(d);
        self.delta[n as usize] = OPEN_BIT | slot as u32;
        Some(slot)
    }

    /// Adds pool set `set` to the open delta of `dst` in `slot`.
    #[inline]
    fn add_to_open(&mut self, dst: u32, slot: usize, set: u32) {
        let mut id = set;
        if self.pool.get(set).num_chunks() >= WITHIN_CHUNKS {
            if !self.open[slot].within.insert(set) {
                return;
            }
            // Along copy edges the same (set, committed set) pair recurs
            // and its memoized difference is small or empty: cheaper to
            // join than the set itself.
            id = self.pool.difference(set, self.pts[dst as usize]);
            if id == EMPTY_SET {
                return;
            }
        }
        let sets = &mut self.open[slot].sets;
        if sets.last() != Some(&id) {
            sets.push(id);
        }
    }

    /// `delta[dst] ∪= set - pts[dst]`, scheduling `dst` if it grew.
    fn add_to_delta(&mut self, dst: u32, set: u32) {
        if let Some(slot) = open_slot(self.delta[dst as usize]) {
            self.add_to_open(dst, slot, set);
            return;
        }
        let nd = self.pool.difference(set, self.pts[dst as usize]);
        if nd == EMPTY_SET {
            return;
        }
        if let Some(slot) = self.opened(dst) {
            // The delta was not empty (it opened), so `dst` is scheduled.
            self.add_to_open(dst, slot, set);
            return;
        }
        let u = self.pool.union(self.delta[dst as usize], nd);
        if u != self.delta[dst as usize] {
            self.delta[dst as usize] = u;
            self.push(dst);
        }
    }

    /// Pool id of the current offset-invariant objects.
    fn fixed_set(&mut self) -> u32 {
        let v = self.cs.objects.version();
        if self.fixed_id.0 != v {
            let id = self.pool.intern(self.cs.objects.offset_invariant().clone());
            self.fixed_id = (v, id);
        }
        self.fixed_id.1
    }

    /// Adds each collapsed base in [`Self::outside_feed`] to its
    /// destinations: one set per destination. Bases collapse in bursts
    /// (an access through a set of many any-offset fields collapses them
    /// all) and share destinations: on sqlite3 -O2, 3.2M (destination,
    /// base) pairs came from 53 node visits, about 12 bases per
    /// destination.
    fn feed_outside(&mut self) {
        if self.outside_feed.is_empty() {
            return;
        }
        let mut feed = std::mem::take(&mut self.outside_feed);
        for p in feed.iter_mut() {
            p.0 = self.find(p.0);
        }
        feed.sort_unstable();
        feed.dedup();
        for group in feed.chunk_by(|a, b| a.0 == b.0) {
            let bases: Vec<u32> = group.iter().map(|p| p.1).collect();
            let set = self.pool.intern(PtsSet::from_sorted(&bases));
            self.add_to_delta(group[0].0, set);
        }
    }

    fn run_pending_merges(&mut self) {
        self.feed_outside();
        while let Some((a, b)) = self.pending_merges.pop() {
            self.merge(a, b);
        }
    }

    /// Merges the nodes of `a` and `b`.
    fn merge(&mut self, a: u32, b: u32) {
        let (mut a, mut b) = (self.find(a), self.find(b));
        if a == b {
            return;
        }
        self.close(a);
        self.close(b);
        // Keep the node with more edges as representative.
        if self.succ[b as usize].len() + self.cons[b as usize].len() > self.succ[a as usize].len() + self.cons[a as usize].len() {
            std::mem::swap(&mut a, &mut b);
        }
        self.stats.online_merges += 1;
        self.merges += 1;
        self.parent[b as usize] = a;
        set_bit(&mut self.merged_away, b as usize);
        let (pa, pb) = (
            std::mem::replace(&mut self.pts[a as usize], EMPTY_SET),
            std::mem::replace(&mut self.pts[b as usize], EMPTY_SET),
        );
        let (da, db) = (
            std::mem::replace(&mut self.delta[a as usize], EMPTY_SET),
            std::mem::replace(&mut self.delta[b as usize], EMPTY_SET),
        );
        // Members both sides already handled stay committed; everything
        // else is new for one of the two halves.
        let committed = self.pool.intersection(pa, pb);
        let u1 = self.pool.union(pa, pb);
        let u2 = self.pool.union(da, db);
        let total = self.pool.union(u1, u2);
        self.pts[a as usize] = committed;
        self.delta[a as usize] = self.pool.difference(total, committed);
        let sb = std::mem::take(&mut self.succ[b as usize]);
        self.succ[a as usize].list.extend(sb.list);
        let pb = std::mem::take(&mut self.preds[b as usize]);
        self.preds[a as usize].union_with(&pb);
        let sb = std::mem::take(&mut self.succ_seen[b as usize]);
        self.succ_seen[a as usize].union_with(&sb);
        let cb = std::mem::take(&mut self.cons[b as usize]);
        self.cons[a as usize].extend(cb);
        if self.hcd[a as usize] == NONE {
            self.hcd[a as usize] = self.hcd[b as usize];
        }
        if self.delta[a as usize] != EMPTY_SET {
            self.push(a);
        }
    }

    // -- results ------------------------------------------------------------------

    /// Releases the graph, keeping representatives and sets.
    pub fn into_parts(mut self) -> Parts {
        self.compact_pool();
        let Solver {
            cs,
            parent,
            pts,
            callees,
            stats,
            clones,
            pool,
            ..
        } = self;
        let sets = pool.into_sets();
        let mut cloned: Vec<Obj> = clones.keys().map(|k| k.0).collect();
        cloned.sort_unstable();
        cloned.dedup();
        Parts {
            cs,
            parent,
            pts,
            sets,
            callees,
            stats,
            cloned,
        }
    }
}

/// Can a call of function type `call_ty` with `nargs` arguments reach `g`?
/// Calling a function through a pointer of an incompatible type is
/// undefined behaviour in C; compatible C types lower to parameter lists
/// of the same length (unless the callee is variadic) whose types agree in
/// kind and width. Return types are not compared (calls through `void`
/// returning pointers to functions returning values are common).
pub(crate) fn type_compatible(m: &Module, call_ty: llir::Type, nargs: usize, g: Func) -> bool {
    use llir::TypeData;
    let callee = &m.funcs[g];
    let TypeData::Function { params, .. } = m.types.data(call_ty) else {
        return true;
    };
    let np = callee.params.len();
    if (!callee.varargs && nargs != np) || (callee.varargs && nargs < np) {
        return false;
    }
    let kind = |t: llir::Type| match m.types.data(t) {
        TypeData::Ptr { addr_space } => (0u8, *addr_space as u64),
        TypeData::Int(w) => (1, *w as u64),
        TypeData::Float(k) => (2, k.bits()),
        _ => (3, t.as_u32() as u64),
    };
    params.iter().zip(&callee.params).all(|(&a, p)| kind(a) == kind(p.ty))
}

impl Sink for Solver<'_> {
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
        if let Some(c) = self.content_of(dst) {
            self.mark_mixed(c);
        }
        let d = self.find(dst.as_u32());
        if !self.pool.get(self.pts[d as usize]).contains(o.as_u32()) {
            if let Some(slot) = self.opened(d) {
                // Not empty, so scheduled already (see `OpenDelta`).
                self.open[slot].objs.push(o.as_u32());
                return;
            }
            let nd = self.pool.insert(self.delta[d as usize], o.as_u32());
            if nd != self.delta[d as usize] {
                self.delta[d as usize] = nd;
                self.push(d);
            }
        }
    }
    fn copy(&mut self, dst: Node, src: Node) {
        if let Some(c) = self.content_of(dst) {
            self.mark_mixed(c);
        }
        self.add_edge(src.as_u32(), dst.as_u32());
    }
    fn load(&mut self, dst: Node, src: Node) {
        self.add_complex(src.as_u32(), Complex::Load(dst.as_u32()));
    }
    fn store(&mut self, dst: Node, src: Node) {
        self.add_complex(dst.as_u32(), Complex::Store(src.as_u32()));
    }
    fn gep(&mut self, dst: Node, src: Node, off: GepOffset) {
        if off.is_zero() {
            return self.copy(dst, src);
        }
        let idx = self.geps.len() as u32;
        self.geps.push(off);
        self.add_complex(src.as_u32(), Complex::Gep(dst.as_u32(), idx));
    }
    fn call(&mut self, site: CallSite) {
        let idx = self.cs.calls.len() as u32;
        let callee = site.callee.as_u32();
        self.cs.calls.push(site);
        self.callees.push(Vec::new());
        self.unknown_bound.push(false);
        self.add_complex(callee, Complex::Call(idx));
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
        let idx = self.relabel_sites.len() as u32;
        self.relabel_sites.push(site);
        self.add_complex(src.as_u32(), Complex::Relabel(dst.as_u32(), idx));
    }
    fn is_allocator(&self, f: Func) -> bool {
        self.cs.is_allocator(f)
    }
    fn heap_created(&mut self, o: Obj, f: Func, inst: Inst) {
        self.cs.heap_created(o, f, inst);
    }
}

impl FuncLookup for Solver<'_> {
    fn param_node(&self, f: Func, clone: u32, i: usize) -> Option<Node> {
        self.cs.instance_param_node(f, clone, i)
    }
    fn ret_node(&self, f: Func, clone: u32) -> Option<Node> {
        self.cs.instance_ret_node(f, clone)
    }
}

#[cfg(test)]
mod tests {
    use super::Succ;

    #[test]
    fn successor_lists_normalize_to_sorted_distinct_targets() {
        let all = |_: u32| true;
        // Scratch space whose old contents must not leak into a list.
        let mut tail = vec![99, 98];
        let mut s = Succ {
            list: vec![9, 3, 7, 3, 5],
            ..Default::default()
        };
        s.normalize(5, all, |x| x, &mut tail);
        assert_eq!(s.list, [3, 7, 9], "sorted, distinct, without the node itself");
        // Appended edges: only the tail is sorted and merged in.
        s.list.extend([8, 1, 9, 2]);
        s.normalize(5, all, |x| x, &mut tail);
        assert_eq!(s.list, [1, 2, 3, 7, 8, 9]);
        // A merge maps an entry of the prefix out of order: it is sorted
        // and merged back in with the tail.
        s.list.extend([4]);
        s.normalize(5, all, |x| if x == 1 { 10 } else { x }, &mut tail);
        assert_eq!(s.list, [2, 3, 4, 7, 8, 9, 10]);
        // A merge into the node itself drops the edge.
        s.normalize(5, all, |x| if x == 9 { 5 } else { x }, &mut tail);
        assert_eq!(s.list, [2, 3, 4, 7, 8, 10]);
        // Only stale entries are mapped.
        s.normalize(5, |x| x == 3, |x| x + 10, &mut tail);
        assert_eq!(s.list, [2, 4, 7, 8, 10, 13]);
        // Nothing stale and nothing appended: the list stays as it is.
        s.normalize(5, |_| false, |_| unreachable!("no entry is stale"), &mut tail);
        assert_eq!(s.list, [2, 4, 7, 8, 10, 13]);
    }
}
