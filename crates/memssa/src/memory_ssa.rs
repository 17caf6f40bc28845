//! The [`MemorySsa`] of one function: accesses, per-block lists, queries and
//! the few mutations a walker or use optimizer needs.

use crate::access::{Access, AccessData, AccessKind, Slot};
use entity::{EntityId, PrimaryMap, SecondaryMap};
use flow::DomTree;
use llir::{Block, Inst};

/// Memory SSA of one function.
///
/// Built by [`MemorySsa::build`](crate::build). Ids of accesses are dense in
/// creation order; LLVM's printed IDs are [`MemorySsa::number`].
///
/// Invariants (checked by [`crate::verify()`]):
/// * `block_accesses[b]` is the phi of `b` (if any) followed by the accesses
///   of `b`'s instructions in instruction order; `block_defs[b]` is the phi
///   followed by the Defs. A block without accesses has empty lists.
/// * `AccessData::position` is the index in `block_accesses`.
#[derive(Clone, Debug)]
pub struct MemorySsa {
    pub(crate) accesses: PrimaryMap<Access, AccessData>,
    pub(crate) inst_access: SecondaryMap<Inst, Option<Access>>,
    pub(crate) block_phi: SecondaryMap<Block, Option<Access>>,
    pub(crate) block_accesses: SecondaryMap<Block, Vec<Access>>,
    pub(crate) block_defs: SecondaryMap<Block, Vec<Access>>,
    pub(crate) live_on_entry: Access,
    /// The next LLVM ID to hand out (IDs are never reused).
    pub(crate) next_number: u32,
}

impl MemorySsa {
    /// An empty Memory SSA for a function of `num_blocks` blocks and
    /// `num_insts` instructions, holding only liveOnEntry (in `entry`).
    pub(crate) fn with_live_on_entry(num_blocks: usize, num_insts: usize, entry: Block) -> MemorySsa {
        // Room for every access the build can make (liveOnEntry, one per
        // instruction, one phi per block), so the arena never moves: at
        // -O0 more than half of the instructions touch memory, and
        // growing from half reallocated ~150-byte entries (sqlite3 -O0:
        // 30M instructions of 1.57G). Pages of a large arena that the
        // build never reaches are never touched.
        let mut accesses = PrimaryMap::with_capacity(num_insts + num_blocks + 1);
        let live_on_entry = accesses.push(AccessData::new(AccessKind::LiveOnEntry, entry, None, 0));
        MemorySsa {
            accesses,
            inst_access: SecondaryMap::with_len(num_insts, None),
            block_phi: SecondaryMap::with_len(num_blocks, None),
            block_accesses: SecondaryMap::with_len(num_blocks, Vec::new()),
            block_defs: SecondaryMap::with_len(num_blocks, Vec::new()),
            live_on_entry,
            next_number: 1,
        }
    }

    // ----- queries -------------------------------------------------------

    /// The liveOnEntry access (LLVM ID 0).
    pub fn live_on_entry(&self) -> Access {
        self.live_on_entry
    }
    /// True if `a` is liveOnEntry.
    pub fn is_live_on_entry(&self, a: Access) -> bool {
        a == self.live_on_entry
    }
    /// The data of `a`.
    pub fn access(&self, a: Access) -> &AccessData {
        &self.accesses[a]
    }
    /// True if the updater removed `a` ([`AccessData::is_removed`]).
    pub fn is_removed(&self, a: Access) -> bool {
        self.accesses[a].removed
    }
    /// All accesses, in creation order (liveOnEntry first), including the
    /// tombstones of removed ones ([`is_removed`](Self::is_removed)).
    pub fn accesses(&self) -> impl ExactSizeIterator<Item = (Access, &AccessData)> + DoubleEndedIterator {
        self.accesses.iter()
    }
    /// Number of accesses, liveOnEntry included.
    pub fn num_accesses(&self) -> usize {
        self.accesses.len()
    }
    /// The kind of `a`.
    pub fn kind(&self, a: Access) -> AccessKind {
        self.accesses[a].kind
    }
    /// The block of `a` (the entry block for liveOnEntry).
    pub fn block(&self, a: Access) -> Block {
        self.accesses[a].block
    }
    /// The instruction of a Def or Use; `None` for phis and liveOnEntry.
    pub fn inst(&self, a: Access) -> Option<Inst> {
        self.accesses[a].inst
    }
    /// LLVM's printed ID of `a`; `None` for Uses. liveOnEntry is 0.
    pub fn number(&self, a: Access) -> Option<u32> {
        self.accesses[a].number()
    }
    /// The defining access (operand 0) of a Use or Def; `None` for phis and
    /// liveOnEntry.
    pub fn defining_access(&self, a: Access) -> Option<Access> {
        self.accesses[a].defining
    }
    /// Users of `a`, once per operand naming it (a phi with `a` on two
    /// edges appears twice; a Def whose optimized slot is `a` appears too).
    pub fn users(&self, a: Access) -> &[Access] {
        &self.accesses[a].users
    }
    /// Phi operands `(incoming block, value)` in operand order; empty for
    /// other kinds.
    pub fn incoming(&self, a: Access) -> &[(Block, Access)] {
        &self.accesses[a].incoming
    }
    /// The access of instruction `i`, if it has one.
    pub fn access_of(&self, i: Inst) -> Option<Access> {
        self.inst_access[i]
    }
    /// The MemoryPhi of block `b`, if it has one.
    pub fn phi_of(&self, b: Block) -> Option<Access> {
        self.block_phi[b]
    }
    /// All accesses of `b` in order: its phi first, then Defs and Uses in
    /// instruction order. Empty if `b` has none. liveOnEntry is in no list.
    pub fn block_accesses(&self, b: Block) -> &[Access] {
        &self.block_accesses[b]
    }
    /// The phi and Defs of `b` in order. Empty if `b` has none.
    pub fn block_defs(&self, b: Block) -> &[Access] {
        &self.block_defs[b]
    }
    /// Number of blocks the lists are sized for.
    pub fn num_blocks(&self) -> usize {
        self.block_accesses.len()
    }
    /// The LLVM ID the next created Def or Phi would take.
    pub fn next_number(&self) -> u32 {
        self.next_number
    }

    // ----- optimized state ----------------------------------------------

    /// LLVM's `isOptimized`: for a Def, its optimized slot is set and the
    /// remembered ID equals the slot's ID; for a Use, the remembered ID equals
    /// its defining access's ID. False for phis and liveOnEntry.
    pub fn is_optimized(&self, a: Access) -> bool {
        let d = &self.accesses[a];
        let target = match d.kind {
            AccessKind::Def => d.optimized,
            AccessKind::Use => d.defining,
            _ => return false,
        };
        match (target, d.optimized_id) {
            (Some(t), Some(id)) => self.accesses[t].number == id,
            _ => false,
        }
    }

    /// The optimized access if [`is_optimized`](Self::is_optimized): a Def's
    /// optimized slot, a Use's defining access. `None` otherwise.
    pub fn optimized_access(&self, a: Access) -> Option<Access> {
        if !self.is_optimized(a) {
            return None;
        }
        let d = &self.accesses[a];
        match d.kind {
            AccessKind::Def => d.optimized,
            _ => d.defining,
        }
    }

    /// A Def's raw optimized slot, whether or not it is still valid
    /// (LLVM's `MemoryDef::getOptimized`). `None` for other kinds.
    pub fn optimized_slot(&self, a: Access) -> Option<Access> {
        match self.accesses[a].kind {
            AccessKind::Def => self.accesses[a].optimized,
            _ => None,
        }
    }

    /// LLVM's `setOptimized(clobber)`.
    ///
    /// * Use: *overwrites the defining access* with `clobber` (moving the
    ///   user entry) and remembers `clobber`'s ID.
    /// * Def: fills the separate optimized slot (the defining access is
    ///   unchanged) and remembers `clobber`'s ID.
    /// * Phi / liveOnEntry: no effect.
    pub fn set_optimized(&mut self, a: Access, clobber: Access) {
        let id = self.accesses[clobber].number;
        match self.accesses[a].kind {
            AccessKind::Use => {
                self.set_operand(a, Slot::Defining, clobber);
                self.accesses[a].optimized_id = Some(id);
            }
            AccessKind::Def => {
                self.set_operand(a, Slot::Optimized, clobber);
                self.accesses[a].optimized_id = Some(id);
            }
            AccessKind::Phi | AccessKind::LiveOnEntry => {}
        }
    }

    /// LLVM's `resetOptimized`: forgets the remembered ID (a Def keeps its
    /// slot's value, as in LLVM, but is no longer optimized).
    pub fn reset_optimized(&mut self, a: Access) {
        if self.accesses[a].is_use_or_def() {
            self.accesses[a].optimized_id = None;
        }
    }

    /// Sets the defining access of a Use or Def without marking it optimized
    /// (LLVM's `setDefiningAccess(X, false)`); the remembered ID is kept. No
    /// effect on phis and liveOnEntry.
    pub fn set_defining_access(&mut self, a: Access, defining: Access) {
        if !self.accesses[a].is_use_or_def() {
            return;
        }
        self.set_operand(a, Slot::Defining, defining);
    }

    /// The access operand `slot` of `user` names, if set.
    pub(crate) fn operand(&self, user: Access, slot: Slot) -> Option<Access> {
        let d = &self.accesses[user];
        match slot {
            Slot::Defining => d.defining,
            Slot::Optimized => d.optimized,
            Slot::Incoming(k) => d.incoming.get(k as usize).map(|&(_, v)| v),
        }
    }

    /// Records `index` as the position of operand `slot` of `user` in its
    /// target's users list.
    fn set_user_index(&mut self, user: Access, slot: Slot, index: u32) {
        let d = &mut self.accesses[user];
        match slot {
            Slot::Defining => d.defining_idx = index,
            Slot::Optimized => d.optimized_idx = index,
            Slot::Incoming(k) => d.incoming_idx[k as usize] = index,
        }
    }

    fn user_index(&self, user: Access, slot: Slot) -> u32 {
        self.user_index_checked(user, slot).unwrap_or(u32::MAX)
    }

    /// The recorded position of operand `slot` of `user` in its target's
    /// users list; `None` if the phi has no such operand record.
    pub(crate) fn user_index_checked(&self, user: Access, slot: Slot) -> Option<u32> {
        let d = &self.accesses[user];
        match slot {
            Slot::Defining => Some(d.defining_idx),
            Slot::Optimized => Some(d.optimized_idx),
            Slot::Incoming(k) => d.incoming_idx.get(k as usize).copied(),
        }
    }

    /// Adds the entry of operand `slot` of `user` to `target`'s users. The
    /// operand itself must already name `target`.
    fn add_user(&mut self, target: Access, user: Access, slot: Slot) {
        let t = &mut self.accesses[target];
        let index = t.users.len() as u32;
        t.users.push(user);
        t.user_slots.push(slot);
        self.set_user_index(user, slot, index);
    }

    /// Removes the entry of operand `slot` of `user` from `target`'s users in
    /// O(1) (the last entry moves into the hole).
    pub(crate) fn remove_user(&mut self, target: Access, user: Access, slot: Slot) {
        let index = self.user_index(user, slot) as usize;
        let t = &mut self.accesses[target];
        if t.users.get(index) != Some(&user) || t.user_slots.get(index) != Some(&slot) {
            // Not recorded (cannot happen through this API); nothing to undo.
            return;
        }
        t.users.swap_remove(index);
        t.user_slots.swap_remove(index);
        if let (Some(&moved), Some(&moved_slot)) = (t.users.get(index), t.user_slots.get(index)) {
            self.set_user_index(moved, moved_slot, index as u32);
        }
    }

    /// Points operand `slot` of `user` at `target`, keeping users lists exact.
    pub(crate) fn set_operand(&mut self, user: Access, slot: Slot, target: Access) {
        if let Some(old) = self.operand(user, slot) {
            self.remove_user(old, user, slot);
        }
        let d = &mut self.accesses[user];
        match slot {
            Slot::Defining => d.defining = Some(target),
            Slot::Optimized => d.optimized = Some(target),
            Slot::Incoming(k) => d.incoming[k as usize].1 = target,
        }
        self.add_user(target, user, slot);
    }

    /// Appends the operand `(block, value)` to phi `phi`.
    pub(crate) fn add_incoming(&mut self, phi: Access, block: Block, value: Access) {
        let d = &mut self.accesses[phi];
        let k = d.incoming.len() as u32;
        d.incoming.push((block, value));
        d.incoming_idx.push(0);
        self.add_user(value, phi, Slot::Incoming(k));
    }

    // ----- dominance -----------------------------------------------------

    /// LLVM's `locallyDominates` for two accesses of the same block: an
    /// access dominates itself; liveOnEntry dominates everything and is
    /// dominated only by itself; otherwise list position decides.
    pub fn locally_dominates(&self, a: Access, b: Access) -> bool {
        if a == b {
            return true;
        }
        if self.is_live_on_entry(b) {
            return false;
        }
        if self.is_live_on_entry(a) {
            return true;
        }
        self.accesses[a].position < self.accesses[b].position
    }

    /// LLVM's `MemorySSA::dominates(a, b)`: does access `a` dominate access
    /// `b`? Reflexive; liveOnEntry is dominated only by itself; accesses of
    /// different blocks compare by block dominance (LLVM conventions: every
    /// block dominates an unreachable one); same block by list position.
    pub fn access_dominates(&self, dom: &DomTree, a: Access, b: Access) -> bool {
        if a == b {
            return true;
        }
        if self.is_live_on_entry(b) {
            return false;
        }
        let (ba, bb) = (self.accesses[a].block, self.accesses[b].block);
        if ba != bb {
            return dom.dominates(ba, bb);
        }
        self.locally_dominates(a, b)
    }

    /// Does `a` dominate the use of it by `user`? For a phi user the use is
    /// at the end of the incoming block `incoming` (LLVM's
    /// `dominates(MemoryAccess*, const Use&)`); otherwise this is
    /// [`access_dominates`](Self::access_dominates)`(a, user)`.
    pub fn dominates_use(&self, dom: &DomTree, a: Access, user: Access, incoming: Option<Block>) -> bool {
        match (self.accesses[user].kind, incoming) {
            (AccessKind::Phi, Some(pred)) => {
                if pred != self.accesses[a].block {
                    dom.dominates(self.accesses[a].block, pred)
                } else {
                    // LLVM compares `a` with the used value, which is `a`.
                    true
                }
            }
            _ => self.access_dominates(dom, a, user),
        }
    }

    /// The position of `a` in its block's access list.
    pub fn position(&self, a: Access) -> u32 {
        self.accesses[a].position
    }

    /// Recomputes the list positions of block `b` (after list edits).
    pub fn renumber_block(&mut self, b: Block) {
        let list = std::mem::take(&mut self.block_accesses[b]);
        for (i, &a) in list.iter().enumerate() {
            self.accesses[a].position = i as u32;
        }
        self.block_accesses[b] = list;
    }

    /// The ids of all accesses as a range-like iterator (for side tables).
    pub fn access_ids(&self) -> impl ExactSizeIterator<Item = Access> + DoubleEndedIterator {
        (0..self.accesses.len()).map(Access::new)
    }
}

#[cfg(test)]
mod tests {
    use crate::test_util::build;
    use crate::verify::{verify, VerifyLevel};
    use crate::AccessKind;

    const IR: &str = "define i32 @f(ptr %p, ptr %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %j

a:
  store i32 1, ptr %q, align 4
  br label %j

j:
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  store i32 2, ptr %q, align 4
  ret i32 %v
}
";

    #[test]
    fn construction_shape() {
        let t = build(IR);
        let m = &t.mssa;
        let body = t.body();
        let j = body.blocks.keys().nth(2).unwrap();
        let phi = m.phi_of(j).expect("join has a phi");
        assert_eq!(m.number(phi), Some(4));
        assert_eq!(m.block_accesses(j).len(), 4);
        assert_eq!(m.block_defs(j).len(), 2);
        let v = t.access_of_value("v");
        assert_eq!(m.kind(v), AccessKind::Use);
        assert_eq!(m.number(v), None);
        assert_eq!(m.defining_access(v), Some(phi));
        assert!(!m.is_optimized(v));
        assert_eq!(m.users(phi).len(), 3); // %v, %w and the last store
        assert_eq!(m.incoming(phi).len(), 2);
        verify(m, body, &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
    }

    #[test]
    fn set_optimized_on_a_use_rewrites_its_defining_access() {
        let mut t = build(IR);
        let v = t.access_of_value("v");
        let phi = t.mssa.defining_access(v).unwrap();
        let first_store = t.mssa.block_defs(t.body().entry())[0];
        t.mssa.set_optimized(v, first_store);
        assert_eq!(t.mssa.defining_access(v), Some(first_store));
        assert!(t.mssa.is_optimized(v));
        assert_eq!(t.mssa.optimized_access(v), Some(first_store));
        assert!(!t.mssa.users(phi).contains(&v));
        assert!(t.mssa.users(first_store).contains(&v));
        // Changing the defining access without the flag leaves it unoptimized.
        t.mssa.set_defining_access(v, phi);
        assert!(!t.mssa.is_optimized(v));
        t.mssa.set_optimized(v, phi);
        assert!(t.mssa.is_optimized(v));
        t.mssa.reset_optimized(v);
        assert!(!t.mssa.is_optimized(v));
        let body = t.module.funcs[t.func].body.as_ref().unwrap();
        verify(&t.mssa, body, &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
    }

    #[test]
    fn set_optimized_on_a_def_fills_the_separate_slot() {
        let mut t = build(IR);
        let body = t.module.funcs[t.func].body.as_ref().unwrap();
        let j = body.blocks.keys().nth(2).unwrap();
        let last = *t.mssa.block_defs(j).last().unwrap();
        let phi = t.mssa.phi_of(j).unwrap();
        let loe = t.mssa.live_on_entry();
        assert!(!t.mssa.is_optimized(last));
        t.mssa.set_optimized(last, loe);
        assert_eq!(t.mssa.defining_access(last), Some(phi));
        assert_eq!(t.mssa.optimized_access(last), Some(loe));
        assert!(t.mssa.users(loe).contains(&last));
        verify(&t.mssa, body, &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
        t.mssa.reset_optimized(last);
        assert_eq!(t.mssa.optimized_access(last), None);
        assert_eq!(t.mssa.optimized_slot(last), Some(loe));
    }

    #[test]
    fn users_lists_stay_exact_under_many_updates() {
        let mut ir = String::from("define void @g(ptr %p, ptr %q, i1 %c) {\nentry:\n  store i32 0, ptr %q, align 4\n");
        for i in 0..50 {
            ir.push_str(&format!("  %v{i} = load i32, ptr %p, align 4\n"));
        }
        ir.push_str("  store i32 1, ptr %q, align 4\n  ret void\n}\n");
        let mut t = build(&ir);
        let entry = t.body().entry();
        let defs = t.mssa.block_defs(entry).to_vec();
        let loe = t.mssa.live_on_entry();
        let uses: Vec<_> = (0..50).map(|i| t.access_of_value(&format!("v{i}"))).collect();
        // Move the uses back and forth in an order unrelated to creation.
        for round in 0..3 {
            for k in 0..uses.len() {
                let u = uses[(k * 7 + round) % uses.len()];
                let target = if (k + round) % 2 == 0 { loe } else { defs[0] };
                t.mssa.set_optimized(u, target);
            }
            t.mssa.set_optimized(defs[1], if round % 2 == 0 { loe } else { defs[0] });
            let body = t.module.funcs[t.func].body.as_ref().unwrap();
            verify(&t.mssa, body, &t.cfg, &t.dom, VerifyLevel::Full).unwrap();
        }
        let on_store = uses.iter().filter(|&&u| t.mssa.defining_access(u) == Some(defs[0])).count();
        assert_eq!(t.mssa.users(defs[0]).iter().filter(|&&u| u != defs[1]).count(), on_store);
    }

    #[test]
    fn access_dominance_follows_llvm() {
        let t = build(IR);
        let m = &t.mssa;
        let loe = m.live_on_entry();
        let entry_store = m.block_defs(t.body().entry())[0];
        let v = t.access_of_value("v");
        let w = t.access_of_value("w");
        let a_store = m.block_defs(t.body().blocks.keys().nth(1).unwrap())[0];
        assert!(m.access_dominates(&t.dom, loe, v));
        assert!(!m.access_dominates(&t.dom, v, loe));
        assert!(m.access_dominates(&t.dom, loe, loe));
        assert!(m.access_dominates(&t.dom, entry_store, v));
        assert!(m.access_dominates(&t.dom, v, w));
        assert!(!m.access_dominates(&t.dom, w, v));
        assert!(!m.access_dominates(&t.dom, a_store, v));
        assert!(m.locally_dominates(loe, entry_store));
    }
}
