//! Keeping Memory SSA in step with edits of the program, like LLVM's
//! `MemorySSAUpdater` (`llvm/lib/Analysis/MemorySSAUpdater.cpp`).
//!
//! IR is immutable after parsing, so an edit is a change of the
//! [`Layout`] (which instructions each block holds, in which order) and
//! the updater edits the access graph to match: the Memory SSA stays the
//! one [`MemorySsa::build_with_layout`] would build for the edited program,
//! up to phis whose operands all name one access (trivial phis), which the
//! updater removes and the builder keeps.
//!
//! Edits:
//! * [`Updater::remove_inst`]: the instruction leaves the program; its
//!   access goes too. A removed Def's users are pointed at its defining
//!   access; phis left redundant (one distinct operand, or a cycle of
//!   phis with one operand from outside) are removed, and so on (LLVM's
//!   `removeMemoryAccess` with phi optimization, which only sees single
//!   trivial phis).
//! * [`Updater::insert_inst`]: a removed instruction comes back at a
//!   position, with a new Def or Use as [`crate::classify`] says. A Use
//!   only needs its reaching definition. A Def also changes what reaches
//!   the accesses after it: phis go at the blocks of the iterated dominance
//!   frontier of the blocks with Defs that have none (LLVM's `insertDef`
//!   computes the same frontier), then the blocks reachable from the Def
//!   are renamed (LLVM's `renamePass` over the changed region) and new
//!   phis that turn out redundant are removed.
//! * [`Updater::move_inst`]: removal then insertion (LLVM's `moveToPlace`;
//!   LICM's hoist to the end of the preheader is `InsertPoint::End`).
//!
//! # Optimized accesses
//!
//! A Use optimized by the walker names its clobber, not its reaching
//! definition. Removing a Def keeps such answers *sound* (the clobber
//! still clobbers and nothing was added between), so, as in LLVM, only
//! the accesses that named the removed one are reset (to their reaching
//! definition, where LLVM uses the removed one's defining access); other
//! answers may now be conservative (a phi where a fresh walk would look
//! through).
//! Inserting a Def may put a clobber between an optimized Use and its
//! answer, so every Use and Def in the blocks reachable from the new Def
//! is reset to its reaching definition and un-optimized (LLVM's
//! `insertDef(MD, RenameUses = true)`).
//!
//! # Cost
//!
//! Removal: the users of the access, plus the phis that become trivial.
//! Inserting a Use: the accesses before it in its block and the depth of
//! its block in the dominator tree. Inserting a Def: linear in the
//! function when it is the last Def of its block (the frontier), plus the
//! region reachable from it.
//!
//! # Corner cases
//!
//! * Unreachable blocks: accesses there name liveOnEntry, as in a build,
//!   and a Def there changes nothing else (their edges feed liveOnEntry
//!   into phis).
//! * liveOnEntry and phis cannot be removed directly; phis come and go
//!   with the Defs that need them.
//! * Terminators are never removed, moved or inserted (the CFG stays the
//!   body's); an instruction is inserted only if it is in no block.
//! * Ids: a moved instruction gets a *new* access id (the old one becomes
//!   a tombstone, [`MemorySsa::is_removed`]); Defs and phis created by the
//!   updater take new LLVM IDs, never reused.

use crate::access::{Access, AccessData, AccessKind, Slot};
use crate::build::{classify, BuildConfig, Classification};
use crate::layout::Layout;
use crate::memory_ssa::MemorySsa;
use entity::{EntityId, IdSet};
use flow::{Cfg, DomTree};
use llir::{Block, Body, Func, Inst, Module};
use std::fmt;

/// Where [`Updater::insert_inst`] puts an instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InsertPoint {
    /// Right before this instruction (which must be in the program).
    Before(Inst),
    /// At the end of the block, before its terminator (LLVM's
    /// `MemorySSA::BeforeTerminator`, where LICM hoists to).
    End(Block),
}

/// An edit the updater refuses; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UpdateError {
    /// The instruction is not in the program (removed before, or never
    /// placed).
    NotInProgram(Inst),
    /// The instruction is already in the program.
    AlreadyInProgram(Inst),
    /// Terminators are never removed, moved or inserted.
    Terminator(Inst),
    /// `InsertPoint::Before` names an instruction that is not in the
    /// program, or `InsertPoint::End` a block without a terminator.
    BadInsertPoint(InsertPoint),
}

impl fmt::Display for UpdateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UpdateError::NotInProgram(i) => write!(f, "instruction {i:?} is not in the program"),
            UpdateError::AlreadyInProgram(i) => write!(f, "instruction {i:?} is already in the program"),
            UpdateError::Terminator(i) => write!(f, "instruction {i:?} is a terminator, which stays where it is"),
            UpdateError::BadInsertPoint(p) => write!(f, "cannot insert at {p:?}"),
        }
    }
}

impl std::error::Error for UpdateError {}

/// An edited program's layout and its Memory SSA, edited together.
///
/// Holds the Memory SSA by value: queries go through [`Updater::mssa`],
/// and the walker, which marks accesses optimized, gets
/// [`Updater::mssa_mut`].
pub struct Updater<'a> {
    module: &'a Module,
    func: Func,
    body: &'a Body,
    cfg: &'a Cfg,
    dom: &'a DomTree,
    config: BuildConfig,
    mssa: MemorySsa,
    layout: Layout,
}

impl<'a> Updater<'a> {
    /// An updater for `mssa`, which must have been built for the body of
    /// `func` as parsed (with `cfg`, `dom` and `config`); optimized
    /// accesses in it are fine.
    pub fn new(
        module: &'a Module,
        func: Func,
        body: &'a Body,
        cfg: &'a Cfg,
        dom: &'a DomTree,
        config: BuildConfig,
        mssa: MemorySsa,
    ) -> Updater<'a> {
        Updater {
            module,
            func,
            body,
            cfg,
            dom,
            config,
            mssa,
            layout: Layout::of_body(body),
        }
    }

    /// The Memory SSA of the edited program.
    pub fn mssa(&self) -> &MemorySsa {
        &self.mssa
    }

    /// The Memory SSA, mutably: for the walker (which marks accesses
    /// optimized). Changing the graph by other means voids the guarantees.
    pub fn mssa_mut(&mut self) -> &mut MemorySsa {
        &mut self.mssa
    }

    /// The order of the edited program's instructions.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// The Memory SSA and the layout.
    pub fn into_parts(self) -> (MemorySsa, Layout) {
        (self.mssa, self.layout)
    }

    /// Takes `inst` out of the program, and its access (if any) out of the
    /// Memory SSA. A Def's users are pointed at its defining access and
    /// un-optimized; phis left trivial are removed, recursively.
    pub fn remove_inst(&mut self, inst: Inst) -> Result<(), UpdateError> {
        if !self.layout.contains(inst) {
            return Err(UpdateError::NotInProgram(inst));
        }
        if self.body.insts[inst].is_terminator() {
            return Err(UpdateError::Terminator(inst));
        }
        if let Some(a) = self.mssa.inst_access[inst] {
            self.remove_use_or_def(a);
        }
        self.layout.remove(inst);
        Ok(())
    }

    /// Puts `inst` (in no block) back into the program at `at`, and gives
    /// it the access a build would: `Ok(Some(access))` for a Def or Use,
    /// `Ok(None)` for an instruction without one.
    pub fn insert_inst(&mut self, inst: Inst, at: InsertPoint) -> Result<Option<Access>, UpdateError> {
        if self.layout.contains(inst) {
            return Err(UpdateError::AlreadyInProgram(inst));
        }
        if self.body.insts[inst].is_terminator() {
            return Err(UpdateError::Terminator(inst));
        }
        let (block, index) = self.resolve(at)?;
        self.layout.insert(inst, block, index);
        let class = classify(self.module, self.func, self.body, &self.body.insts[inst], &self.config);
        let kind = match class {
            Classification::None => return Ok(None),
            Classification::Def => AccessKind::Def,
            Classification::Use { .. } => AccessKind::Use,
        };
        let a = self.create_access(inst, block, kind);
        if kind == AccessKind::Use {
            self.place_use(a, class);
        } else {
            self.place_def(a);
        }
        Ok(Some(a))
    }

    /// Moves `inst` to `at` ([`remove_inst`](Self::remove_inst), then
    /// [`insert_inst`](Self::insert_inst)). Returns its new access (a new
    /// id; the old one is removed).
    pub fn move_inst(&mut self, inst: Inst, at: InsertPoint) -> Result<Option<Access>, UpdateError> {
        if !self.layout.contains(inst) {
            return Err(UpdateError::NotInProgram(inst));
        }
        if self.body.insts[inst].is_terminator() {
            return Err(UpdateError::Terminator(inst));
        }
        // Check the point before removing anything, so a refusal changes nothing.
        match at {
            InsertPoint::Before(x) if x == inst => return Err(UpdateError::BadInsertPoint(at)),
            _ => {
                self.resolve(at)?;
            }
        }
        self.remove_inst(inst)?;
        self.insert_inst(inst, at)
    }

    // ----- positions ------------------------------------------------------

    /// The block and list index of an insertion point.
    fn resolve(&self, at: InsertPoint) -> Result<(Block, usize), UpdateError> {
        match at {
            InsertPoint::Before(x) => {
                let b = self.layout.inst_block(x).ok_or(UpdateError::BadInsertPoint(at))?;
                let k = self.layout.index_in_block(x).ok_or(UpdateError::BadInsertPoint(at))?;
                Ok((b, k))
            }
            InsertPoint::End(b) => {
                if b.index() >= self.layout.num_blocks() {
                    return Err(UpdateError::BadInsertPoint(at));
                }
                let list = self.layout.block_insts(b);
                match list.last() {
                    Some(&t) if self.body.insts[t].is_terminator() => Ok((b, list.len() - 1)),
                    _ => Err(UpdateError::BadInsertPoint(at)),
                }
            }
        }
    }

    /// Creates the access of `inst` (just placed in the layout of `block`)
    /// and puts it into the block's lists at the place its instruction has.
    fn create_access(&mut self, inst: Inst, block: Block, kind: AccessKind) -> Access {
        let m = &mut self.mssa;
        let number = if kind == AccessKind::Def {
            m.next_number += 1;
            m.next_number - 1
        } else {
            0
        };
        let a = m.accesses.push(AccessData::new(kind, block, Some(inst), number));
        m.inst_access[inst] = Some(a);
        // Index in the access list: the phi, then the accesses of the
        // instructions before `inst`; likewise for the defs list.
        let phi = usize::from(m.block_phi[block].is_some());
        let (mut at, mut at_def) = (phi, phi);
        for &i in self.layout.block_insts(block) {
            if i == inst {
                break;
            }
            if let Some(x) = m.inst_access[i] {
                at += 1;
                if m.accesses[x].kind == AccessKind::Def {
                    at_def += 1;
                }
            }
        }
        m.block_accesses[block].insert(at, a);
        if kind == AccessKind::Def {
            m.block_defs[block].insert(at_def, a);
        }
        m.renumber_block(block);
        a
    }

    /// The memory state on entry to `b`: its phi, or the state at the end
    /// of its immediate dominator (liveOnEntry at the entry and in
    /// unreachable blocks). Valid whenever the phis are complete, which is
    /// what the verifier's invariant 6 says.
    fn entry_state(&self, b: Block) -> Access {
        if !self.dom.is_reachable(b) {
            return self.mssa.live_on_entry;
        }
        if let Some(p) = self.mssa.block_phi[b] {
            return p;
        }
        match self.dom.idom(b) {
            Some(p) => self.end_state(p),
            None => self.mssa.live_on_entry,
        }
    }

    /// The memory state at the end of `b`: its last phi or Def, else the
    /// state on entry. Climbs the dominator tree with a loop.
    fn end_state(&self, b: Block) -> Access {
        if !self.dom.is_reachable(b) {
            return self.mssa.live_on_entry;
        }
        let mut x = b;
        loop {
            if let Some(&d) = self.mssa.block_defs[x].last() {
                return d;
            }
            match self.dom.idom(x) {
                Some(p) => x = p,
                None => return self.mssa.live_on_entry,
            }
        }
    }

    /// The state reaching list position `pos` of block `b`: the nearest phi
    /// or Def before it, else the state on entry.
    fn state_before(&self, b: Block, pos: usize) -> Access {
        if !self.dom.is_reachable(b) {
            return self.mssa.live_on_entry;
        }
        let list = &self.mssa.block_accesses[b];
        for &x in list[..pos].iter().rev() {
            if self.mssa.accesses[x].kind != AccessKind::Use {
                return x;
            }
        }
        self.entry_state(b)
    }

    // ----- insertion ------------------------------------------------------

    /// Gives the new Use `a` its reaching definition (or liveOnEntry,
    /// already optimized, for loads a build pre-optimizes).
    fn place_use(&mut self, a: Access, class: Classification) {
        if class == (Classification::Use { live_on_entry: true }) {
            let loe = self.mssa.live_on_entry;
            self.mssa.set_optimized(a, loe);
            return;
        }
        let b = self.mssa.accesses[a].block;
        let def = self.state_before(b, self.mssa.accesses[a].position as usize);
        self.mssa.set_defining_access(a, def);
    }

    /// Wires in the new Def `a`: missing phis, renaming of the region it
    /// reaches, and removal of new phis that are trivial.
    fn place_def(&mut self, a: Access) {
        let b = self.mssa.accesses[a].block;
        let def = self.state_before(b, self.mssa.accesses[a].position as usize);
        self.mssa.set_defining_access(a, def);
        if !self.dom.is_reachable(b) {
            // Sound: successors see liveOnEntry from unreachable blocks, as
            // in a build; nothing reads this Def.
            return;
        }
        // Only a new last Def changes the state leaving the block.
        let mut new_phis = Vec::new();
        if self.mssa.block_defs[b].last() == Some(&a) {
            let defining: Vec<Block> = self
                .layout
                .blocks()
                .filter(|&x| !self.mssa.block_defs[x].is_empty() && self.dom.is_reachable(x))
                .collect();
            for j in flow::iterated_frontier(self.cfg, self.dom, &defining) {
                if self.mssa.block_phi[j].is_none() {
                    new_phis.push(self.create_phi(j));
                }
            }
            // Operands once every new phi is in its list, so that end
            // states see them.
            for &phi in &new_phis {
                let j = self.mssa.accesses[phi].block;
                for k in 0..self.mssa.accesses[phi].incoming.len() {
                    let p = self.mssa.accesses[phi].incoming[k].0;
                    let v = self.end_state(p);
                    self.mssa.set_operand(phi, Slot::Incoming(k as u32), v);
                }
                debug_assert_eq!(self.mssa.accesses[phi].block, j);
            }
        }
        let mut roots = vec![b];
        roots.extend(new_phis.iter().map(|&p| self.mssa.accesses[p].block));
        self.rename_reachable(&roots);
        self.remove_redundant_phis(new_phis);
    }

    /// A phi at the start of `j` with one operand per predecessor edge, all
    /// liveOnEntry for now.
    fn create_phi(&mut self, j: Block) -> Access {
        let m = &mut self.mssa;
        let number = m.next_number;
        m.next_number += 1;
        let phi = m.accesses.push(AccessData::new(AccessKind::Phi, j, None, number));
        m.block_phi[j] = Some(phi);
        m.block_accesses[j].insert(0, phi);
        m.block_defs[j].insert(0, phi);
        m.renumber_block(j);
        let loe = m.live_on_entry;
        for &p in self.cfg.predecessors(j) {
            self.mssa.add_incoming(phi, p, loe);
        }
        phi
    }

    /// Renames every block reachable from `roots`: each Use and Def gets
    /// its reaching definition and loses its optimized state, and phi
    /// operands on edges leaving these blocks get the state at the block's
    /// end. Blocks not reachable from the roots keep their states, which
    /// the new Def cannot reach.
    fn rename_reachable(&mut self, roots: &[Block]) {
        let mut seen: IdSet<Block> = IdSet::with_capacity(self.cfg.num_blocks());
        let mut stack: Vec<Block> = Vec::new();
        for &r in roots {
            if seen.insert(r) {
                stack.push(r);
            }
        }
        let mut region = Vec::new();
        while let Some(x) = stack.pop() {
            region.push(x);
            for &s in self.cfg.successors(x) {
                if seen.insert(s) {
                    stack.push(s);
                }
            }
        }
        // Order does not matter: states are read from the lists, which
        // renaming does not change; sorting keeps runs reproducible.
        region.sort_unstable();
        let loe = self.mssa.live_on_entry;
        for &x in &region {
            let mut current = self.entry_state(x);
            for k in 0..self.mssa.block_accesses[x].len() {
                let a = self.mssa.block_accesses[x][k];
                match self.mssa.accesses[a].kind {
                    AccessKind::Phi => current = a,
                    kind => {
                        let inst = self.mssa.accesses[a].inst.expect("a Use or Def has an instruction");
                        let class = classify(self.module, self.func, self.body, &self.body.insts[inst], &self.config);
                        if class == (Classification::Use { live_on_entry: true }) {
                            if self.mssa.accesses[a].defining != Some(loe) {
                                self.mssa.set_optimized(a, loe);
                            }
                        } else {
                            if self.mssa.accesses[a].defining != Some(current) {
                                self.mssa.set_defining_access(a, current);
                            }
                            self.mssa.accesses[a].optimized_id = None;
                        }
                        if kind == AccessKind::Def {
                            current = a;
                        }
                    }
                }
            }
            for &s in self.cfg.successors(x) {
                let Some(phi) = self.mssa.block_phi[s] else { continue };
                for k in 0..self.mssa.accesses[phi].incoming.len() {
                    let (p, v) = self.mssa.accesses[phi].incoming[k];
                    if p == x && v != current {
                        self.mssa.set_operand(phi, Slot::Incoming(k as u32), current);
                    }
                }
            }
        }
    }

    // ----- removal --------------------------------------------------------

    /// Removes a Use or Def (see [`Updater::remove_inst`]).
    fn remove_use_or_def(&mut self, a: Access) {
        let kind = self.mssa.accesses[a].kind;
        debug_assert!(matches!(kind, AccessKind::Use | AccessKind::Def));
        let target = self.mssa.accesses[a].defining.expect("a Use or Def has a defining access");
        self.detach_operands(a);
        let m = &mut self.mssa;
        let b = m.accesses[a].block;
        if let Some(i) = m.accesses[a].inst {
            m.inst_access[i] = None;
        }
        m.block_accesses[b].retain(|&x| x != a);
        m.block_defs[b].retain(|&x| x != a);
        m.renumber_block(b);
        m.accesses[a].removed = true;
        let mut phis = Vec::new();
        self.replace_uses(a, target, &mut phis);
        self.remove_redundant_phis(phis);
    }

    /// Points every operand naming `old` (already out of the lists) at its
    /// replacement (LLVM's RAUW in `removeMemoryAccess`): phi operands and
    /// Defs' optimized slots at `new`; the defining access of a Use or Def
    /// at its reaching definition, which is `new` unless the walker had
    /// optimized a Use past Defs below `new` (LLVM keeps `new` there, a
    /// sound but not a reaching access). Uses and Defs so changed are
    /// un-optimized; phis so changed are collected in `phis` for the
    /// triviality check.
    fn replace_uses(&mut self, old: Access, new: Access, phis: &mut Vec<Access>) {
        while let (Some(&user), Some(&slot)) = (self.mssa.accesses[old].users.last(), self.mssa.accesses[old].user_slots.last()) {
            let target = match (slot, self.mssa.accesses[user].kind) {
                (Slot::Defining, AccessKind::Use | AccessKind::Def) => {
                    let d = &self.mssa.accesses[user];
                    self.state_before(d.block, d.position as usize)
                }
                _ => new,
            };
            self.mssa.set_operand(user, slot, target);
            match self.mssa.accesses[user].kind {
                AccessKind::Phi => {
                    if !phis.contains(&user) {
                        phis.push(user);
                    }
                }
                _ => self.mssa.accesses[user].optimized_id = None,
            }
        }
    }

    /// Drops `a`'s own operands (defining, optimized slot, phi operands)
    /// from their targets' users lists and clears them.
    fn detach_operands(&mut self, a: Access) {
        let m = &mut self.mssa;
        if let Some(t) = m.accesses[a].defining {
            m.remove_user(t, a, Slot::Defining);
        }
        if let Some(t) = m.accesses[a].optimized {
            m.remove_user(t, a, Slot::Optimized);
        }
        for k in (0..m.accesses[a].incoming.len()).rev() {
            let t = m.accesses[a].incoming[k].1;
            m.remove_user(t, a, Slot::Incoming(k as u32));
        }
        let d = &mut m.accesses[a];
        d.defining = None;
        d.optimized = None;
        d.optimized_id = None;
        d.incoming.clear();
        d.incoming_idx.clear();
    }

    /// Removes the redundant phis among `seeds` and the phis they reach
    /// through phi operands: a set of phis closed under their operands
    /// inside the set, with one access outside as the only other operand,
    /// all stand for that access (Braun et al., "Simple and Efficient
    /// Construction of Static Single Assignment Form", CC 2013, Algorithm 5:
    /// strongly connected components of the phi graph, sinks first; a
    /// component with several outer operands is searched again among its
    /// inner phis). A single trivial phi is the one-element case. Users of
    /// a removed phi are repointed (see [`Self::replace_uses`]) and the
    /// phis among them checked in turn, until nothing changes.
    fn remove_redundant_phis(&mut self, seeds: Vec<Access>) {
        let mut pending = seeds;
        while !pending.is_empty() {
            // The phi graph reachable from the seeds.
            let mut nodes: Vec<Access> = Vec::new();
            let mut index: rustc_hash::FxHashMap<Access, usize> = rustc_hash::FxHashMap::default();
            let mut stack: Vec<Access> = std::mem::take(&mut pending);
            while let Some(p) = stack.pop() {
                if self.mssa.accesses[p].removed || self.mssa.accesses[p].kind != AccessKind::Phi || index.contains_key(&p) {
                    continue;
                }
                index.insert(p, nodes.len());
                nodes.push(p);
                for &(_, v) in &self.mssa.accesses[p].incoming {
                    if self.mssa.accesses[v].kind == AccessKind::Phi {
                        stack.push(v);
                    }
                }
            }
            let mut sets: Vec<Vec<Access>> = vec![nodes];
            while let Some(set) = sets.pop() {
                for scc in self.phi_sccs(&set) {
                    if scc.iter().any(|&p| self.mssa.accesses[p].removed) {
                        continue;
                    }
                    let mut outer: Option<Access> = None;
                    let mut several = false;
                    let mut inner = Vec::new();
                    for &p in &scc {
                        let mut all_inside = true;
                        for &(_, v) in &self.mssa.accesses[p].incoming {
                            if scc.contains(&v) {
                                continue;
                            }
                            all_inside = false;
                            match outer {
                                None => outer = Some(v),
                                Some(o) if o != v => several = true,
                                Some(_) => {}
                            }
                        }
                        if all_inside {
                            inner.push(p);
                        }
                    }
                    match (outer, several) {
                        (Some(v), false) => {
                            for &p in &scc {
                                self.remove_phi(p);
                            }
                            for &p in &scc {
                                self.replace_uses(p, v, &mut pending);
                            }
                        }
                        (Some(_), true) if !inner.is_empty() && inner.len() < scc.len() => sets.push(inner),
                        // No outer operand: a cycle no entry reaches; builds
                        // never make one, so keep it.
                        _ => {}
                    }
                }
            }
        }
    }

    /// Strongly connected components of the phis in `set` (edges from a
    /// phi to its phi operands inside `set`), sinks first (Tarjan, with an
    /// explicit stack).
    fn phi_sccs(&self, set: &[Access]) -> Vec<Vec<Access>> {
        let n = set.len();
        let pos: rustc_hash::FxHashMap<Access, usize> = set.iter().enumerate().map(|(k, &a)| (a, k)).collect();
        let succ = |k: usize| -> Vec<usize> {
            self.mssa.accesses[set[k]]
                .incoming
                .iter()
                .filter_map(|(_, v)| pos.get(v).copied())
                .collect()
        };
        let mut num = vec![usize::MAX; n];
        let mut low = vec![0; n];
        let mut on_stack = vec![false; n];
        let mut scc_stack = Vec::new();
        let mut out = Vec::new();
        let mut counter = 0;
        for root in 0..n {
            if num[root] != usize::MAX {
                continue;
            }
            // Frames: (node, its successors, next successor index).
            let mut frames: Vec<(usize, Vec<usize>, usize)> = Vec::new();
            num[root] = counter;
            low[root] = counter;
            counter += 1;
            scc_stack.push(root);
            on_stack[root] = true;
            frames.push((root, succ(root), 0));
            while let Some(frame) = frames.last_mut() {
                let v = frame.0;
                if frame.2 < frame.1.len() {
                    let w = frame.1[frame.2];
                    frame.2 += 1;
                    if num[w] == usize::MAX {
                        num[w] = counter;
                        low[w] = counter;
                        counter += 1;
                        scc_stack.push(w);
                        on_stack[w] = true;
                        frames.push((w, succ(w), 0));
                    } else if on_stack[w] {
                        low[v] = low[v].min(num[w]);
                    }
                    continue;
                }
                frames.pop();
                if let Some(parent) = frames.last() {
                    low[parent.0] = low[parent.0].min(low[v]);
                }
                if low[v] == num[v] {
                    let mut scc = Vec::new();
                    while let Some(w) = scc_stack.pop() {
                        on_stack[w] = false;
                        scc.push(set[w]);
                        if w == v {
                            break;
                        }
                    }
                    out.push(scc);
                }
            }
        }
        out
    }

    /// Takes phi `p` out of its block and detaches its operands; its users
    /// still name it (the caller repoints them).
    fn remove_phi(&mut self, p: Access) {
        self.detach_operands(p);
        let m = &mut self.mssa;
        let b = m.accesses[p].block;
        m.block_phi[b] = None;
        m.block_accesses[b].retain(|&x| x != p);
        m.block_defs[b].retain(|&x| x != p);
        m.renumber_block(b);
        m.accesses[p].removed = true;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::build;
    use crate::verify::{verify_layout, VerifyLevel};

    const IR: &str = "define i32 @f(ptr %p, ptr %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %j

a:
  store i32 1, ptr %q, align 4
  br label %j

j:
  %v = load i32, ptr %p, align 4
  store i32 2, ptr %q, align 4
  ret i32 %v
}
";

    fn inst(t: &crate::test_util::Built, block: usize, k: usize) -> Inst {
        t.body().blocks.iter().nth(block).unwrap().1.insts[k]
    }

    #[test]
    fn removing_the_only_def_of_a_branch_removes_the_join_phi() {
        let t = build(IR);
        let body = t.body();
        let store_a = inst(&t, 1, 0);
        let j = body.blocks.keys().nth(2).unwrap();
        let mut u = Updater::new(&t.module, t.func, body, &t.cfg, &t.dom, BuildConfig::default(), t.mssa.clone());
        assert!(u.mssa().phi_of(j).is_some());
        u.remove_inst(store_a).unwrap();
        assert_eq!(u.mssa().phi_of(j), None);
        let v = u.mssa().access_of(inst(&t, 2, 0)).unwrap();
        let first = u.mssa().access_of(inst(&t, 0, 0)).unwrap();
        assert_eq!(u.mssa().defining_access(v), Some(first));
        verify_layout(u.mssa(), body, u.layout(), &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
        // Putting it back brings the phi back.
        let d = u
            .insert_inst(store_a, InsertPoint::End(body.blocks.keys().nth(1).unwrap()))
            .unwrap()
            .unwrap();
        let phi = u.mssa().phi_of(j).expect("phi again");
        assert!(u.mssa().incoming(phi).iter().any(|&(_, x)| x == d));
        assert_eq!(u.mssa().defining_access(v), Some(phi));
        verify_layout(u.mssa(), body, u.layout(), &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
    }

    #[test]
    fn refused_edits_change_nothing() {
        let t = build(IR);
        let body = t.body();
        let mut u = Updater::new(&t.module, t.func, body, &t.cfg, &t.dom, BuildConfig::default(), t.mssa.clone());
        let ret = inst(&t, 2, 2);
        assert_eq!(u.remove_inst(ret), Err(UpdateError::Terminator(ret)));
        let load = inst(&t, 2, 0);
        assert_eq!(
            u.insert_inst(load, InsertPoint::End(body.entry())),
            Err(UpdateError::AlreadyInProgram(load))
        );
        assert_eq!(
            u.move_inst(load, InsertPoint::Before(load)),
            Err(UpdateError::BadInsertPoint(InsertPoint::Before(load)))
        );
        u.remove_inst(load).unwrap();
        assert_eq!(u.remove_inst(load), Err(UpdateError::NotInProgram(load)));
        assert_eq!(
            u.insert_inst(inst(&t, 2, 1), InsertPoint::Before(load)),
            Err(UpdateError::AlreadyInProgram(inst(&t, 2, 1)))
        );
        verify_layout(u.mssa(), body, u.layout(), &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
    }

    #[test]
    fn hoisting_a_load_gives_it_the_state_at_the_end_of_the_block() {
        let t = build(IR);
        let body = t.body();
        let mut u = Updater::new(&t.module, t.func, body, &t.cfg, &t.dom, BuildConfig::default(), t.mssa.clone());
        let load = inst(&t, 2, 0);
        let a = u.move_inst(load, InsertPoint::End(body.entry())).unwrap().unwrap();
        let first = u.mssa().access_of(inst(&t, 0, 0)).unwrap();
        assert_eq!(u.mssa().defining_access(a), Some(first));
        assert_eq!(u.layout().inst_block(load), Some(body.entry()));
        verify_layout(u.mssa(), body, u.layout(), &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
    }
}
