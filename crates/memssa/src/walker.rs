//! The clobber walker: "which access really clobbers this one?" — LLVM 19's
//! `CachingWalker` (`MemorySSA.cpp`, `ClobberWalker` and
//! `ClobberWalkerBase`), step for step, so that its answers and the state
//! it leaves behind match opt-19's `print<memoryssa-walker>`.
//!
//! # What it computes
//!
//! Starting from the defining access of a Use or Def, the walker climbs
//! the chain of MemoryDefs until one *clobbers* the query (the predicate of
//! [`instruction_clobbers`]). At a MemoryPhi it tries to look through: it
//! follows every incoming path (translating the queried pointer through IR
//! phis, see [`alias::PhiTranslator`]) up to the nearest access dominating
//! the phi (the "walk target"). If no path meets a clobber on the way, the
//! search continues above the target with all the paths' locations, and
//! the lowest clobber found wins, or the next phi is optimized the same
//! way. If some path meets a clobber first, the answer is the phi itself.
//!
//! ```text
//! entry:  1 = MemoryDef(liveOnEntry)   store %a          <- clobbers %a
//!         2 = MemoryDef(1)             store %b
//! l:      3 = MemoryDef(2)             store %b
//! r:      4 = MemoryDef(2)             store %b
//! j:      5 = MemoryPhi({l,3},{r,4})
//!         MemoryUse(5)                 load %a
//! ```
//!
//! The load of `%a` walks both arms (3 and 4 store `%b`, `noalias` to `%a`)
//! to the target 2, then on from 2 to 1, which clobbers: its clobber is 1.
//!
//! # Caching and mutation
//!
//! Like LLVM, the only cache is the "optimized" state of the accesses: a
//! query marks the access optimized to its answer
//! ([`MemorySsa::set_optimized`]), which for a Use *replaces its defining
//! access*. A later query of the same access returns the stored answer.
//! Nothing is cached for phis or for [`ClobberWalker::clobbering_access_for`].
//!
//! # The walk limit
//!
//! One counter per query (default [`DEFAULT_WALK_LIMIT`] = 100, opt's
//! `-memssa-check-limit`) counts the MemoryDefs stepped onto, over all phi
//! paths. The Def that brings it to zero is returned as the clobber without
//! asking alias analysis; from then on every path stops at its first Def.
//! Phis and the walk target are free.
//!
//! # Corner cases
//!
//! * A phi or liveOnEntry is its own answer.
//! * `fence`, `catchpad` and `catchret` are their own answer (never marked).
//! * Loads of constant memory (and `!invariant.load`) are clobbered by
//!   liveOnEntry.
//! * `!invariant.group` loads and stores (when [`WalkerConfig::invariant_group`]
//!   is on): a dominating load/store of the same pointer with the same
//!   metadata answers for them, and nothing is marked optimized.
//! * Unreachable predecessors feed liveOnEntry into phis; such paths never
//!   block phi optimization.
//!
//! Every graph walk uses explicit stacks.

use crate::access::{Access, AccessKind};
use crate::memory_ssa::MemorySsa;
use alias::{AliasOracle, FunctionAA, LocationSize, MemoryLocation, PhiTranslator, Val};
use flow::DomTree;
use llir::{Inst, InstKind, MdKind, Ordering};
use rustc_hash::FxHashSet as HashSet;

/// opt-19's default `-memssa-check-limit`.
pub const DEFAULT_WALK_LIMIT: u32 = 100;

/// Options of a [`ClobberWalker`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WalkerConfig {
    /// MemoryDefs a single query may step onto (LLVM's `MaxCheckLimit`).
    /// 0 behaves like 1, as in LLVM.
    pub limit: u32,
    /// Honour `!invariant.group` (LLVM's public walker does; the use
    /// optimizer does not, whatever this says).
    pub invariant_group: bool,
}

impl Default for WalkerConfig {
    fn default() -> Self {
        WalkerConfig {
            limit: DEFAULT_WALK_LIMIT,
            invariant_group: true,
        }
    }
}

/// The location of a query: `None` for a call (calls are compared as a
/// whole), or the accessed location, possibly translated through phis.
type QueryLoc = Option<MemoryLocation>;

/// A stretch of the def chain being walked (LLVM's `DefPath`).
#[derive(Clone, Copy, Debug)]
struct DefPath {
    loc: QueryLoc,
    /// The last access reached (the walk continues from its defining access).
    last: Access,
    /// The path this one branched off at a phi.
    previous: Option<u32>,
}

/// What is being asked (LLVM's `UpwardsMemoryQuery`).
#[derive(Clone, Copy, Debug)]
struct Query {
    /// The instruction asked about; `None` for a query by location.
    inst: Option<Inst>,
    /// Its location (`None` for a call).
    start_loc: QueryLoc,
    /// The access asked about.
    original: Access,
    /// Paths that loop back to `original` with its own location are dropped.
    skip_self: bool,
}

/// A walk that ended at a clobber (LLVM's `TerminatedPath`).
#[derive(Clone, Copy, Debug)]
struct Terminated {
    clobber: Access,
    path: u32,
}

/// The caching clobber walker of one function; see the module docs.
///
/// Holds the function's alias analysis (for locations and phi translation),
/// the oracle that answers mod/ref queries (a [`alias::BatchAA`] like LLVM,
/// or any [`AliasOracle`]), and the dominator tree. The Memory SSA is passed
/// to each query, because queries mark accesses optimized.
///
/// Corner case: the walker must be used with the Memory SSA of the same
/// function as `aa`, built over the same `dom`; mixing functions gives
/// meaningless answers (but no panic on valid ids).
pub struct ClobberWalker<'w, 'm> {
    aa: &'w FunctionAA<'m>,
    oracle: &'w dyn AliasOracle,
    dom: &'w DomTree,
    translator: PhiTranslator<'w, 'm>,
    config: WalkerConfig,
    paths: Vec<DefPath>,
    visited: HashSet<(Access, QueryLoc)>,
}

impl<'w, 'm> ClobberWalker<'w, 'm> {
    /// A walker for the function of `aa`, asking `oracle` and using `dom`
    /// (the dominator tree the Memory SSA was built with).
    pub fn new(aa: &'w FunctionAA<'m>, oracle: &'w dyn AliasOracle, dom: &'w DomTree, config: WalkerConfig) -> ClobberWalker<'w, 'm> {
        ClobberWalker {
            aa,
            oracle,
            dom,
            translator: PhiTranslator::new(aa),
            config,
            paths: Vec::new(),
            visited: HashSet::default(),
        }
    }

    /// The options.
    pub fn config(&self) -> WalkerConfig {
        self.config
    }

    /// The function's alias analysis context.
    pub fn alias(&self) -> &'w FunctionAA<'m> {
        self.aa
    }

    /// The oracle answering mod/ref questions.
    pub fn oracle(&self) -> &'w dyn AliasOracle {
        self.oracle
    }

    /// LLVM's `getClobberingMemoryAccess(MA)`: the nearest access that may
    /// clobber what `access` reads or writes.
    ///
    /// * Phi or liveOnEntry: itself.
    /// * Already optimized: the stored answer.
    /// * Otherwise the walk result, stored with
    ///   [`MemorySsa::set_optimized`] (a Use's defining access becomes it; a
    ///   Def's optimized slot is set, its defining access is kept).
    ///
    /// With a fresh walk limit of [`WalkerConfig::limit`].
    pub fn clobbering_access(&mut self, mssa: &mut MemorySsa, access: Access) -> Access {
        let mut limit = self.config.limit;
        let inv = self.config.invariant_group;
        self.clobbering_access_limited(mssa, access, &mut limit, false, inv)
    }

    /// LLVM's SkipSelf walker: like [`clobbering_access`](Self::clobbering_access),
    /// except that when a Def's clobber is a phi (and limit remains), the
    /// search is repeated from that phi, ignoring paths that loop back to
    /// the Def itself with its own location. That second answer is
    /// returned but not stored.
    pub fn clobbering_access_skip_self(&mut self, mssa: &mut MemorySsa, access: Access) -> Access {
        let mut limit = self.config.limit;
        let inv = self.config.invariant_group;
        self.clobbering_access_limited(mssa, access, &mut limit, true, inv)
    }

    /// LLVM's `getClobberingMemoryAccess(MA, Loc)`: the nearest access at or
    /// above `access` that may modify `loc`. `access` is usually a Def or a
    /// Phi: a Def that modifies `loc` is its own answer, a phi is looked
    /// through; a Use starts from its defining access. liveOnEntry, fences,
    /// `catchpad` and `catchret` are their own answer. Nothing is marked
    /// optimized, and no instruction-specific rule (call or load ordering)
    /// applies: only whether each Def may modify `loc`.
    pub fn clobbering_access_for(&mut self, mssa: &MemorySsa, access: Access, loc: &MemoryLocation) -> Access {
        let mut limit = self.config.limit;
        match mssa.kind(access) {
            AccessKind::LiveOnEntry => return access,
            AccessKind::Def | AccessKind::Use => {
                if let Some(i) = mssa.inst(access) {
                    if is_fence_like(&self.aa.body().insts[i].kind) {
                        return access;
                    }
                }
            }
            AccessKind::Phi => {}
        }
        let query = Query {
            inst: None,
            start_loc: Some(*loc),
            original: access,
            skip_self: false,
        };
        self.find_clobber(mssa, access, query, &mut limit)
    }

    /// LLVM's `getClobberingMemoryAccessBase(MA, BAA, Limit, SkipSelf,
    /// UseInvariantGroup)`, with an explicit, shared limit counter.
    pub(crate) fn clobbering_access_limited(
        &mut self,
        mssa: &mut MemorySsa,
        access: Access,
        limit: &mut u32,
        skip_self: bool,
        invariant_group: bool,
    ) -> Access {
        let kind = mssa.kind(access);
        let inst = match (kind, mssa.inst(access)) {
            (AccessKind::Def | AccessKind::Use, Some(i)) => i,
            _ => return access,
        };
        if invariant_group {
            if let Some(partner) = self.invariant_group_partner(inst) {
                if let Some(pa) = mssa.access_of(partner) {
                    return match mssa.kind(pa) {
                        AccessKind::Use => mssa.defining_access(pa).unwrap_or(pa),
                        _ => pa,
                    };
                }
            }
        }
        let mut already_optimized = false;
        if mssa.is_optimized(access) {
            if !skip_self || kind != AccessKind::Def {
                return mssa.optimized_access(access).unwrap_or(access);
            }
            already_optimized = true;
        }
        let body = self.aa.body();
        if is_fence_like(&body.insts[inst].kind) {
            return access;
        }
        let is_call = body.insts[inst].call().is_some();
        let mut query = Query {
            inst: Some(inst),
            start_loc: if is_call { None } else { self.aa.location_of(inst) },
            original: access,
            skip_self: false,
        };
        let loe = mssa.live_on_entry();
        if self.trivially_live_on_entry(inst) {
            mssa.set_optimized(access, loe);
            return loe;
        }
        let optimized = if !already_optimized {
            let Some(defining) = mssa.defining_access(access) else {
                return access;
            };
            if defining == loe {
                mssa.set_optimized(access, loe);
                return loe;
            }
            let r = self.find_clobber(mssa, defining, query, limit);
            mssa.set_optimized(access, r);
            r
        } else {
            mssa.optimized_access(access).unwrap_or(access)
        };
        if skip_self && mssa.kind(optimized) == AccessKind::Phi && kind == AccessKind::Def && *limit != 0 {
            query.skip_self = true;
            return self.find_clobber(mssa, optimized, query, limit);
        }
        optimized
    }

    /// LLVM's `isUseTriviallyOptimizableToLiveOnEntry`: a load with
    /// `!invariant.load`, or of memory alias analysis calls constant.
    fn trivially_live_on_entry(&self, inst: Inst) -> bool {
        let d = &self.aa.body().insts[inst];
        if !matches!(d.kind, InstKind::Load { .. }) {
            return false;
        }
        if d.metadata(&MdKind::InvariantLoad).is_some() {
            return true;
        }
        match self.aa.location_of(inst) {
            Some(loc) => !self.oracle.mod_ref_mask(&loc).is_mod(),
            None => false,
        }
    }

    /// LLVM's `getInvariantGroupClobberingInstruction`: for a non-volatile
    /// load or store with `!invariant.group` through a non-constant pointer,
    /// the most dominating other such load/store through the same pointer
    /// (or a bitcast / all-zero GEP of it) that dominates it.
    fn invariant_group_partner(&self, inst: Inst) -> Option<Inst> {
        let aa = self.aa;
        let body = aa.body();
        let d = &body.insts[inst];
        d.metadata(&MdKind::InvariantGroup)?;
        let (ptr, volatile) = load_store_pointer(&d.kind)?;
        if volatile {
            return None;
        }
        let ptr = aa.stripped_pointer(aa.val(ptr));
        if aa.is_constant_value(ptr) {
            return None;
        }
        let mut best = inst;
        let mut queue: Vec<Val> = vec![ptr];
        while let Some(p) = queue.pop() {
            let users: Vec<Inst> = aa.local_users(p).collect();
            for u in users {
                if u == inst || !self.inst_dominates(u, best) {
                    continue;
                }
                let ud = &body.insts[u];
                match &ud.kind {
                    InstKind::Cast {
                        op: llir::Opcode::BitCast, ..
                    } => {
                        if let Some(r) = ud.result {
                            queue.push(aa.local_val(r));
                        }
                        continue;
                    }
                    InstKind::Gep { indices, .. } => {
                        if indices.iter().all(|&x| is_zero_index(body, x)) {
                            if let Some(r) = ud.result {
                                queue.push(aa.local_val(r));
                            }
                        }
                        continue;
                    }
                    _ => {}
                }
                if ud.metadata(&MdKind::InvariantGroup).is_some() {
                    if let Some((up, uvol)) = load_store_pointer(&ud.kind) {
                        if !uvol && aa.val(up) == p {
                            best = u;
                        }
                    }
                }
            }
        }
        (best != inst).then_some(best)
    }

    /// LLVM's instruction dominance `DT.dominates(def, user)` (neither is a
    /// phi or an invoke here).
    fn inst_dominates(&self, def: Inst, user: Inst) -> bool {
        let body = self.aa.body();
        let (db, ub) = (body.insts[def].block, body.insts[user].block);
        if !self.dom.is_reachable(ub) {
            return true;
        }
        if !self.dom.is_reachable(db) {
            return false;
        }
        if def == user {
            return false;
        }
        if db != ub {
            return self.dom.dominates(db, ub);
        }
        for &i in &body.blocks[db].insts {
            if i == def {
                return true;
            }
            if i == user {
                return false;
            }
        }
        false
    }

    /// LLVM's `ClobberWalker::findClobber`.
    fn find_clobber(&mut self, mssa: &MemorySsa, start: Access, query: Query, limit: &mut u32) -> Access {
        if *limit == 0 {
            *limit = 1;
        }
        let current = match mssa.kind(start) {
            AccessKind::Use => mssa.defining_access(start).unwrap_or(start),
            _ => start,
        };
        let mut search = Search {
            aa: self.aa,
            oracle: self.oracle,
            dom: self.dom,
            translator: &self.translator,
            mssa,
            query,
            limit,
            paths: &mut self.paths,
            visited: &mut self.visited,
        };
        let mut first = DefPath {
            loc: query.start_loc,
            last: current,
            previous: None,
        };
        let (r, is_clobber) = search.walk(&mut first, None, None);
        if is_clobber {
            return r;
        }
        // LLVM 19 keeps the oracle in its normal mode here (later LLVM
        // versions switch BatchAA to cross-iteration mode while looking
        // through phis; opt-19's answers show it does not).
        let r = search.try_optimize_phi(first.last, query.start_loc);
        search.paths.clear();
        search.visited.clear();
        r
    }
}

/// One `findClobber` in progress.
struct Search<'s, 'w, 'm> {
    aa: &'w FunctionAA<'m>,
    oracle: &'w dyn AliasOracle,
    dom: &'w DomTree,
    translator: &'s PhiTranslator<'w, 'm>,
    mssa: &'s MemorySsa,
    query: Query,
    limit: &'s mut u32,
    paths: &'s mut Vec<DefPath>,
    visited: &'s mut HashSet<(Access, QueryLoc)>,
}

impl Search<'_, '_, '_> {
    /// LLVM's `walkToPhiOrClobber`: follows the def chain from `path.last`
    /// until a clobber (`true`), `stop_at`/`skip_stop_at`, or a phi
    /// (`false`), updating `path.last`.
    fn walk(&mut self, path: &mut DefPath, stop_at: Option<Access>, skip_stop_at: Option<Access>) -> (Access, bool) {
        let mut limit_already_reached = false;
        if *self.limit == 0 {
            *self.limit = 1;
            limit_already_reached = true;
        }
        let mut cur = Some(path.last);
        while let Some(c) = cur {
            path.last = c;
            if Some(c) == stop_at || Some(c) == skip_stop_at {
                return (c, false);
            }
            match self.mssa.kind(c) {
                AccessKind::LiveOnEntry => return (c, true),
                AccessKind::Def => {
                    *self.limit -= 1;
                    if *self.limit == 0 {
                        return (c, true);
                    }
                    if self.clobbers(c, &path.loc) {
                        return (c, true);
                    }
                    cur = self.mssa.defining_access(c);
                }
                AccessKind::Use => cur = self.mssa.defining_access(c),
                AccessKind::Phi => cur = None,
            }
        }
        if limit_already_reached {
            *self.limit = 0;
        }
        (path.last, false)
    }

    fn walk_index(&mut self, i: u32, stop_at: Option<Access>, skip_stop_at: Option<Access>) -> (Access, bool) {
        let mut p = self.paths[i as usize];
        let r = self.walk(&mut p, stop_at, skip_stop_at);
        self.paths[i as usize] = p;
        r
    }

    fn clobbers(&self, def: Access, loc: &QueryLoc) -> bool {
        match self.mssa.inst(def) {
            Some(di) => instruction_clobbers(self.aa, self.oracle, di, loc.as_ref(), self.query.inst),
            None => true,
        }
    }

    /// LLVM's `getWalkTarget`: the last Def or phi of the nearest strict
    /// dominator of the phi's block that has one; else liveOnEntry.
    fn walk_target(&self, phi: Access) -> Access {
        let mut b = self.mssa.block(phi);
        while let Some(p) = self.dom.idom(b) {
            if let Some(&last) = self.mssa.block_defs(p).last() {
                return last;
            }
            b = p;
        }
        self.mssa.live_on_entry()
    }

    /// LLVM's `addSearches`: one new path per operand of `phi`, branching off
    /// path `prior`, with the location translated along each edge.
    fn add_searches(&mut self, phi: Access, paused: &mut Vec<u32>, prior: u32) {
        let loc = self.paths[prior as usize].loc;
        let cur_block = self.mssa.block(phi);
        for &(pred, value) in self.mssa.incoming(phi) {
            let new_loc = loc.map(|l| self.translate(l, cur_block, pred));
            paused.push(self.paths.len() as u32);
            self.paths.push(DefPath {
                loc: new_loc,
                last: value,
                previous: Some(prior),
            });
        }
    }

    /// `upward_defs_iterator::fillInCurrentPair`: phi translation, then
    /// widening of loop-variant pointers.
    fn translate(&self, loc: MemoryLocation, cur: llir::Block, pred: llir::Block) -> MemoryLocation {
        let mut loc = loc;
        if let Some(p) = self.translator.translate(loc.ptr, cur, pred) {
            if p != loc.ptr {
                loc = loc.with_ptr(p);
            }
        }
        if !self.aa.is_guaranteed_loop_invariant(loc.ptr) {
            loc = loc.with_size(LocationSize::BeforeOrAfterPointer);
        }
        loc
    }

    /// LLVM's `getBlockingAccess`: walks the paused searches up to
    /// `stop_where`. Returns a clobber that does not dominate `stop_where`
    /// (blocking the phi), or `None` with `new_paused` holding the paths that
    /// reached it and `terminated` the clobbers that dominate it.
    fn blocking_access(
        &mut self,
        stop_where: Access,
        paused: &mut Vec<u32>,
        new_paused: &mut Vec<u32>,
        terminated: &mut Vec<Terminated>,
    ) -> Option<Terminated> {
        while let Some(pi) = paused.pop() {
            let node = self.paths[pi as usize];
            if !self.visited.insert((node.last, node.loc)) {
                continue;
            }
            let skip_stop_where = if self.query.skip_self && node.loc == self.query.start_loc {
                Some(self.query.original)
            } else {
                None
            };
            let (r, is_clobber) = self.walk_index(pi, Some(stop_where), skip_stop_where);
            if is_clobber {
                let term = Terminated { clobber: r, path: pi };
                if !self.mssa.access_dominates(self.dom, r, stop_where) {
                    return Some(term);
                }
                terminated.push(term);
                continue;
            }
            if r == stop_where || Some(r) == skip_stop_where {
                if Some(r) != skip_stop_where {
                    new_paused.push(pi);
                }
                continue;
            }
            self.add_searches(r, paused, pi);
        }
        None
    }

    /// Index of the "most dominated" clobber of `list` (LLVM's
    /// `MoveDominatedPathToEnd`): keep a pick, replace it by every later
    /// element that does not dominate it.
    fn lowest(&self, list: &[Terminated]) -> Access {
        let mut pick = 0;
        for i in 1..list.len() {
            if !self.mssa.access_dominates(self.dom, list[i].clobber, list[pick].clobber) {
                pick = i;
            }
        }
        list[pick].clobber
    }

    /// LLVM's `tryOptimizePhi`.
    fn try_optimize_phi(&mut self, phi: Access, loc: QueryLoc) -> Access {
        self.paths.clear();
        self.visited.clear();
        self.paths.push(DefPath {
            loc,
            last: phi,
            previous: None,
        });
        let mut prior_paths_size = self.paths.len() as u32;
        let mut paused: Vec<u32> = Vec::new();
        let mut new_paused: Vec<u32> = Vec::new();
        let mut terminated: Vec<Terminated> = Vec::new();
        self.add_searches(phi, &mut paused, 0);
        let mut current = phi;
        loop {
            let target = self.walk_target(current);
            if let Some(blocker) = self.blocking_access(target, &mut paused, &mut new_paused, &mut terminated) {
                // The answer is the phi being optimized: the first path on
                // the blocker's chain that existed before this round.
                let mut i = Some(blocker.path);
                while let Some(k) = i {
                    if k < prior_paths_size {
                        return self.paths[k as usize].last;
                    }
                    i = self.paths[k as usize].previous;
                }
                return current;
            }
            if new_paused.is_empty() {
                return self.lowest(&terminated);
            }
            let mut chain_end: Option<Access> = None;
            let mut clobbers: Vec<Terminated> = Vec::new();
            for &p in new_paused.iter() {
                let (r, is_clobber) = self.walk_index(p, None, None);
                if is_clobber {
                    clobbers.push(Terminated { clobber: r, path: p });
                } else {
                    chain_end = Some(r);
                }
            }
            if !terminated.is_empty() {
                let end = match chain_end {
                    Some(e) => e,
                    None => self.chain_end_from(target),
                };
                chain_end = Some(end);
                let chain_block = self.mssa.block(end);
                for t in &terminated {
                    if self.dom.dominates(chain_block, self.mssa.block(t.clobber)) {
                        clobbers.push(*t);
                    }
                }
            }
            if !clobbers.is_empty() {
                return self.lowest(&clobbers);
            }
            // Every path reached the same phi: optimize it next.
            let Some(next_phi) = chain_end else { return current };
            if self.mssa.kind(next_phi) != AccessKind::Phi {
                return current;
            }
            prior_paths_size = self.paths.len() as u32;
            paused.clear();
            let np = std::mem::take(&mut new_paused);
            for &p in &np {
                self.add_searches(next_phi, &mut paused, p);
            }
            current = next_phi;
        }
    }

    /// The last element of the def chain from `a` (a phi or liveOnEntry).
    fn chain_end_from(&self, a: Access) -> Access {
        let mut cur = a;
        loop {
            match self.mssa.kind(cur) {
                AccessKind::Def | AccessKind::Use => match self.mssa.defining_access(cur) {
                    Some(d) => cur = d,
                    None => return cur,
                },
                _ => return cur,
            }
        }
    }
}

/// `fence`, `catchpad`, `catchret`: LLVM's `isFenceLike` minus calls.
fn is_fence_like(kind: &InstKind) -> bool {
    matches!(kind, InstKind::Fence { .. } | InstKind::CatchPad { .. } | InstKind::CatchRet { .. })
}

/// The pointer operand and volatility of a load or store.
fn load_store_pointer(kind: &InstKind) -> Option<(llir::Value, bool)> {
    match kind {
        InstKind::Load { ptr, volatile, .. } | InstKind::Store { ptr, volatile, .. } => Some((*ptr, *volatile)),
        _ => None,
    }
}

/// Is the GEP index `v` the integer constant 0 (LLVM's `hasAllZeroIndices`
/// test for one index)?
fn is_zero_index(body: &llir::Body, v: llir::Value) -> bool {
    match v {
        llir::Value::Const(c) => matches!(&body.consts[c], llir::ConstData::Int { value: 0, .. } | llir::ConstData::Zero(_)),
        _ => false,
    }
}

/// LLVM's `areLoadsReorderable(use, clobber)`: may the load `use` move
/// above the load `clobber`?
fn loads_reorderable(use_volatile: bool, use_ordering: Ordering, clobber_volatile: bool, clobber_ordering: Ordering) -> bool {
    if use_volatile && clobber_volatile {
        return false;
    }
    !(use_ordering == Ordering::SeqCst || clobber_ordering.is_acquire_or_stronger())
}

/// True for the intrinsics that are Defs but never clobber
/// (`llvm.invariant.start`/`end` and the ones that get no access at all).
fn is_marker_intrinsic(module: &llir::Module, kind: &InstKind) -> bool {
    let InstKind::Call(call) = kind else { return false };
    matches!(
        alias::effects::call_intrinsic(module, call),
        Some(
            "llvm.invariant.start"
                | "llvm.invariant.end"
                | "llvm.assume"
                | "llvm.experimental.noalias.scope.decl"
                | "llvm.pseudoprobe"
                | "llvm.allow.runtime.check"
                | "llvm.allow.ubsan.check"
        )
    )
}

/// LLVM's `instructionClobbersQuery`: does the Def of `def_inst` clobber
/// the query?
///
/// Rules, in order: marker intrinsics (`invariant.start/end`, ...) never
/// clobber; for a call query (`use_inst` is a call) any Mod *or Ref*
/// overlap clobbers; a load never moves above a load it cannot be
/// reordered with (both volatile, the use `seq_cst`, or the clobber
/// acquire or stronger), and always moves above the others, aliasing or
/// not; otherwise the Def clobbers if it may modify `loc`. Without a
/// location (only possible for calls) the answer is `true`.
pub fn instruction_clobbers(
    aa: &FunctionAA<'_>,
    oracle: &dyn AliasOracle,
    def_inst: Inst,
    loc: Option<&MemoryLocation>,
    use_inst: Option<Inst>,
) -> bool {
    let body = aa.body();
    let d = &body.insts[def_inst];
    if is_marker_intrinsic(aa.module(), &d.kind) {
        return false;
    }
    if let Some(u) = use_inst {
        let ud = &body.insts[u];
        if ud.call().is_some() {
            return !oracle.mod_ref_inst_call(def_inst, u).is_no_mod_ref();
        }
        if let (
            InstKind::Load {
                volatile: dv,
                ordering: dord,
                ..
            },
            InstKind::Load {
                volatile: uv,
                ordering: uord,
                ..
            },
        ) = (&d.kind, &ud.kind)
        {
            return !loads_reorderable(*uv, *uord, *dv, *dord);
        }
    }
    match loc {
        Some(l) => oracle.mod_ref_inst_loc(def_inst, l).is_mod(),
        None => true,
    }
}
