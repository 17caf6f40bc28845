//! Brute-force references for Memory SSA, for tests and fuzzing: answers
//! computed on the CFG, path by path, without Memory SSA's def chains or
//! the walker's caches. Compiled with the `oracles` feature (and for this
//! crate's own tests).
//!
//! # The search
//!
//! [`PathSearch::search`] walks every CFG path backwards from a point,
//! access by access (a block's MemoryPhi is met at the block's start), and
//! lets a visitor stop each path at an access; it returns the set of
//! accesses where paths stopped, with liveOnEntry for paths that reach the
//! function's entry. Paths through unreachable predecessors are not
//! executions and are ignored. The queried location travels with the path
//! exactly as the walker moves it (`upward_defs_iterator::fillInCurrentPair`):
//! on the edge from a block *with a MemoryPhi* to a predecessor, the pointer
//! is phi-translated ([`alias::PhiTranslator`]) and, unless guaranteed loop
//! invariant, the size becomes "before or after the pointer". States are
//! `(block, location)` pairs, each visited once, so the search ends.
//!
//! # Properties of the clobber walker ([`check_clobber`])
//!
//! For an access `A` of a reachable block with query `(inst, loc)` and the
//! walker's answer `W` (with a walk limit that is never reached), where a
//! Def *clobbers* when [`instruction_clobbers`] says so under the same
//! alias oracle:
//!
//! 1. `W` dominates `A`.
//! 2. *Soundness*: every backward path from `A` meets `W` before any
//!    clobber (stopping at `W` and at clobbers leaves exactly `{W}`).
//! 3. *Exactness where the paths agree*: let `C` be the set of nearest
//!    clobbers (the first clobber on each path, liveOnEntry for a path
//!    without one). If `C = {c}`, then `W = c`. When the paths disagree,
//!    LLVM answers a MemoryPhi (or, after looking through phis, the lowest
//!    of several clobbers); property 2 is what holds there.
//! 4. *Exactness without phi translation*: when every pointer is
//!    guaranteed loop invariant (so the location never changes along a
//!    path), `W` is [`PathSearch::expected_clobber`], a direct model of
//!    LLVM's walker: scan up the dominator tree; at a block with a
//!    MemoryPhi `P`, let `T` be the walk target (the last Def or phi of the
//!    nearest strict dominator that has one, else liveOnEntry); `P` is the
//!    answer if some path from a clobber reaches `P` without passing `T`,
//!    otherwise the scan goes on from `T`.
//!
//! Fixed rules come first: a fence is its own answer, a load of constant
//! memory or with `!invariant.load` is clobbered by liveOnEntry, and so is
//! every access of an unreachable block. Properties 1 and 2 also hold with
//! a walk limit (the limit only returns an earlier Def).
//!
//! # Properties of the builder ([`check_reaching_defs`])
//!
//! Every Use and Def of a reachable block has as defining access the first
//! Def or MemoryPhi on every backward path (liveOnEntry if none; a Use
//! the builder optimized already, a load of constant memory, has
//! liveOnEntry), and every
//! phi operand from a reachable predecessor is the first one on every path
//! backwards from the end of that predecessor: the SSA property, by
//! definition. MemoryPhis sit exactly on the iterated dominance frontier
//! of the reachable blocks with Defs ([`flow::oracle`]'s naive one).

use crate::access::{Access, AccessKind};
use crate::memory_ssa::MemorySsa;
use crate::walker::instruction_clobbers;
use alias::{AliasOracle, FunctionAA, LocationSize, MemoryLocation, PhiTranslator};
use flow::{Cfg, DomTree};
use llir::{Block, Inst, InstKind, MdKind};
use std::collections::{BTreeSet, HashSet};

/// What a visitor of [`PathSearch::search`] says about an access.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// Go on past this access.
    Continue,
    /// This path stops here; the access is part of the result.
    Stop,
}

/// A query location as the walker carries it (`None` for a call).
pub type QueryLoc = Option<MemoryLocation>;

/// Backward path searches over one function's CFG; see the module docs.
pub struct PathSearch<'s, 'm> {
    aa: &'s FunctionAA<'m>,
    oracle: &'s dyn AliasOracle,
    cfg: &'s Cfg,
    dom: &'s DomTree,
    mssa: &'s MemorySsa,
    translator: PhiTranslator<'s, 'm>,
}

impl<'s, 'm> PathSearch<'s, 'm> {
    /// Searches over the function of `aa`, whose CFG, dominator tree and
    /// (unoptimized or optimized: only the lists are read) Memory SSA are
    /// given; clobbers are decided by `oracle`.
    pub fn new(aa: &'s FunctionAA<'m>, oracle: &'s dyn AliasOracle, cfg: &'s Cfg, dom: &'s DomTree, mssa: &'s MemorySsa) -> Self {
        PathSearch {
            aa,
            oracle,
            cfg,
            dom,
            mssa,
            translator: PhiTranslator::new(aa),
        }
    }

    /// Walks every backward path from just before position `end` of
    /// `block`'s access list (the list's length: from the block's end) with
    /// location `loc`, calling `visit(access, location)` on each access
    /// met, and returns where paths stopped (liveOnEntry for paths that
    /// reach the entry's start). A block with a MemoryPhi is left through
    /// its phi, which is visited like any access. Unreachable predecessors
    /// are skipped; an empty result means every path was cut that way.
    pub fn search(&self, block: Block, end: usize, loc: QueryLoc, visit: &mut dyn FnMut(Access, &QueryLoc) -> Step) -> BTreeSet<Access> {
        let mut out = BTreeSet::new();
        let mut seen: HashSet<(Block, QueryLoc)> = HashSet::new();
        let mut work: Vec<(Block, usize, QueryLoc)> = vec![(block, end, loc)];
        'paths: while let Some((b, end, loc)) = work.pop() {
            let list = self.mssa.block_accesses(b);
            for &x in list[..end.min(list.len())].iter().rev() {
                if visit(x, &loc) == Step::Stop {
                    out.insert(x);
                    continue 'paths;
                }
            }
            if self.dom.idom(b).is_none() {
                // The entry block (or an unreachable block, never queued).
                out.insert(self.mssa.live_on_entry());
                continue;
            }
            let has_phi = self.mssa.phi_of(b).is_some();
            for &p in self.cfg.predecessors(b) {
                if !self.dom.is_reachable(p) {
                    continue;
                }
                let l = match loc {
                    Some(l) if has_phi => Some(self.translate(l, b, p)),
                    other => other,
                };
                if seen.insert((p, l)) {
                    work.push((p, self.mssa.block_accesses(p).len(), l));
                }
            }
        }
        out
    }

    /// The walker's edge translation (`upward_defs_iterator::fillInCurrentPair`).
    fn translate(&self, loc: MemoryLocation, cur: Block, pred: Block) -> MemoryLocation {
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

    /// The walker's query for the Use or Def `a`: its instruction and
    /// location (`None` for calls). `None` for phis and liveOnEntry.
    pub fn query(&self, a: Access) -> Option<(Inst, QueryLoc)> {
        let i = self.mssa.inst(a)?;
        let loc = if self.aa.body().insts[i].call().is_some() {
            None
        } else {
            self.aa.location_of(i)
        };
        Some((i, loc))
    }

    /// Does the Def `def` clobber the query `(inst, loc)`?
    pub fn clobbers(&self, def: Access, inst: Inst, loc: &QueryLoc) -> bool {
        match self.mssa.inst(def) {
            Some(di) => instruction_clobbers(self.aa, self.oracle, di, loc.as_ref(), Some(inst)),
            None => true,
        }
    }

    /// The nearest clobbers of the Use or Def `a`: the first clobbering
    /// Def on each backward path (liveOnEntry for a path without one).
    pub fn nearest_clobbers(&self, a: Access) -> BTreeSet<Access> {
        let Some((inst, loc)) = self.query(a) else { return BTreeSet::new() };
        self.search(self.mssa.block(a), self.mssa.position(a) as usize, loc, &mut |x, l| {
            if self.mssa.kind(x) == AccessKind::Def && self.clobbers(x, inst, l) {
                Step::Stop
            } else {
                Step::Continue
            }
        })
    }

    /// Where backward paths from `a` stop when they stop at `answer` or at a
    /// clobber: `{answer}` if `answer` is a sound clobber of `a`.
    pub fn stops_before(&self, a: Access, answer: Access) -> BTreeSet<Access> {
        let Some((inst, loc)) = self.query(a) else { return BTreeSet::new() };
        self.search(self.mssa.block(a), self.mssa.position(a) as usize, loc, &mut |x, l| {
            if x == answer || (self.mssa.kind(x) == AccessKind::Def && self.clobbers(x, inst, l)) {
                Step::Stop
            } else {
                Step::Continue
            }
        })
    }

    /// The fixed rules of the walker for `a` (see the module docs): the
    /// answer that does not depend on any search, if one applies. A Use
    /// built already optimized keeps that answer.
    pub fn fixed_answer(&self, a: Access) -> Option<Access> {
        let loe = self.mssa.live_on_entry();
        let i = self.mssa.inst(a)?;
        if self.mssa.kind(a) == AccessKind::Use && self.mssa.is_optimized(a) {
            // Built already optimized (a load of constant memory).
            return self.mssa.optimized_access(a);
        }
        let d = &self.aa.body().insts[i];
        if matches!(
            d.kind,
            InstKind::Fence { .. } | InstKind::CatchPad { .. } | InstKind::CatchRet { .. }
        ) {
            return Some(a);
        }
        if matches!(d.kind, InstKind::Load { .. }) {
            if d.metadata(&MdKind::InvariantLoad).is_some() {
                return Some(loe);
            }
            if let Some(loc) = self.aa.location_of(i) {
                if !self.oracle.mod_ref_mask(&loc).is_mod() {
                    return Some(loe);
                }
            }
        }
        if !self.dom.is_reachable(self.mssa.block(a)) {
            return Some(loe);
        }
        None
    }

    /// LLVM's walk target of the phi `phi`: the last Def or phi of the
    /// nearest strict dominator of its block that has one, else liveOnEntry.
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

    /// The walker's exact answer for the Use or Def `a` of a reachable
    /// block, *assuming the location never changes along a path* (every
    /// pointer guaranteed loop invariant); property 4 of the module docs.
    /// Fixed rules ([`fixed_answer`](Self::fixed_answer)) are not applied.
    pub fn expected_clobber(&self, a: Access) -> Access {
        let loe = self.mssa.live_on_entry();
        let Some((inst, loc)) = self.query(a) else { return a };
        let clobbers = |x: Access| self.mssa.kind(x) == AccessKind::Def && self.clobbers(x, inst, &loc);
        let mut block = self.mssa.block(a);
        let mut end = self.mssa.position(a) as usize;
        loop {
            let list = self.mssa.block_accesses(block);
            let mut next: Option<(Block, usize)> = None;
            for &x in list[..end].iter().rev() {
                if clobbers(x) {
                    return x;
                }
                if self.mssa.kind(x) == AccessKind::Phi {
                    let t = self.walk_target(x);
                    // Blocked: a clobber reaches the phi's block on a path
                    // that avoids the target.
                    let blocked = self
                        .search(block, 0, loc, &mut |y, _| {
                            if y == t {
                                Step::Stop
                            } else if clobbers(y) {
                                // Recorded as a stop; told apart below.
                                Step::Stop
                            } else {
                                Step::Continue
                            }
                        })
                        .iter()
                        .any(|&y| y != t && y != loe);
                    if blocked {
                        return x;
                    }
                    if t == loe {
                        return loe;
                    }
                    next = Some((self.mssa.block(t), self.mssa.position(t) as usize + 1));
                    break;
                }
            }
            match next {
                Some((b, e)) => {
                    block = b;
                    end = e;
                }
                None => match self.dom.idom(block) {
                    Some(p) => {
                        block = p;
                        end = self.mssa.block_accesses(p).len();
                    }
                    None => return loe,
                },
            }
        }
    }
}

/// Checks the walker's answer `answer` for the access `a` against
/// properties 1-4 of the module docs (`exact` asks for property 3, which
/// needs a walk limit that is never reached; `invariant` for property 4,
/// which also needs every pointer guaranteed loop invariant). Returns what
/// is wrong.
pub fn check_clobber(s: &PathSearch<'_, '_>, a: Access, answer: Access, exact: bool, invariant: bool) -> Result<(), String> {
    let m = s.mssa;
    let name = |x: Access| match m.number(x) {
        Some(n) => format!("{n}"),
        None => format!("{x:?}"),
    };
    if let Some(fixed) = s.fixed_answer(a) {
        if answer != fixed {
            return Err(format!("fixed rule: expected {}, walker says {}", name(fixed), name(answer)));
        }
        return Ok(());
    }
    if !m.access_dominates(s.dom, answer, a) {
        return Err(format!("answer {} does not dominate the access", name(answer)));
    }
    let stops = s.stops_before(a, answer);
    if stops.iter().any(|&x| x != answer) {
        let bad: Vec<String> = stops.iter().filter(|&&x| x != answer).map(|&x| name(x)).collect();
        return Err(format!(
            "unsound: a path reaches clobber(s) {} before the answer {}",
            bad.join(","),
            name(answer)
        ));
    }
    if exact {
        let nearest = s.nearest_clobbers(a);
        if nearest.len() == 1 && !nearest.contains(&answer) {
            let c = *nearest.iter().next().expect("one element");
            return Err(format!("every path's nearest clobber is {}, walker says {}", name(c), name(answer)));
        }
        if invariant {
            let want = s.expected_clobber(a);
            if want != answer {
                return Err(format!("model of LLVM's walker says {}, walker says {}", name(want), name(answer)));
            }
        }
    }
    Ok(())
}

/// Checks the SSA property of a freshly built (unoptimized) Memory SSA and
/// its phi placement; see the module docs. Returns every violation.
pub fn check_reaching_defs(s: &PathSearch<'_, '_>) -> Result<(), Vec<String>> {
    let m = s.mssa;
    let loe = m.live_on_entry();
    let mut errors = Vec::new();
    let mut first_state = |x: Access, _: &QueryLoc| match m.kind(x) {
        AccessKind::Def | AccessKind::Phi => Step::Stop,
        _ => Step::Continue,
    };
    let mut def_blocks = Vec::new();
    for b in s.cfg.blocks() {
        if !s.dom.is_reachable(b) {
            continue;
        }
        if m.block_defs(b).iter().any(|&d| m.kind(d) == AccessKind::Def) {
            def_blocks.push(b);
        }
        for &a in m.block_accesses(b) {
            match m.kind(a) {
                AccessKind::Use if m.is_optimized(a) => {
                    // Built already optimized (constant memory, `!invariant.load`).
                    if m.defining_access(a) != Some(loe) {
                        errors.push(format!("pre-optimized use {a:?} in {b:?} not at liveOnEntry"));
                    }
                }
                AccessKind::Use | AccessKind::Def => {
                    let want = s.search(b, m.position(a) as usize, None, &mut first_state);
                    let got = m.defining_access(a);
                    if want.len() != 1 || got.is_none_or(|g| !want.contains(&g)) {
                        errors.push(format!("access {a:?} in {b:?}: defining {got:?}, first states on paths {want:?}"));
                    }
                }
                AccessKind::Phi => {
                    for &(p, v) in m.incoming(a) {
                        let want = if s.dom.is_reachable(p) {
                            s.search(p, m.block_accesses(p).len(), None, &mut first_state)
                        } else {
                            BTreeSet::from([loe])
                        };
                        if want.len() != 1 || !want.contains(&v) {
                            errors.push(format!("phi {a:?} operand from {p:?}: {v:?}, first states on paths {want:?}"));
                        }
                    }
                }
                AccessKind::LiveOnEntry => {}
            }
        }
    }
    let phis: BTreeSet<Block> = s.cfg.blocks().filter(|&b| m.phi_of(b).is_some()).collect();
    let want = flow::oracle::naive_iterated_frontier(s.cfg, &def_blocks);
    if phis != want {
        errors.push(format!("phis in {phis:?}, iterated frontier of the Def blocks is {want:?}"));
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}
