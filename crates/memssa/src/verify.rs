//! The Memory SSA verifier: LLVM 19's `verifyMemorySSA` invariants.
//!
//! *Fast* level, per block in layout order:
//! 1. a phi is first in both the access and the defs list, and dominates
//!    each of its uses (a phi-operand use is at the end of its incoming
//!    block);
//! 2. every instruction's access belongs to its block's lists and dominates
//!    its users;
//! 3. the access list is exactly `[phi?] ++ accesses of the instructions in
//!    order`, the defs list `[phi?] ++ Defs`, positions match the lists, and
//!    instruction/phi tables agree with the accesses.
//!
//! *Full* level adds:
//! 4. a phi has one operand per CFG predecessor edge (duplicates counted) and
//!    is a user of each incoming value;
//! 5. every Use/Def is a user of its defining access, and only liveOnEntry
//!    has no defining access; every user entry is backed by an operand;
//! 6. a phi operand from a reachable block `P` is the last def of the first
//!    block on the idom chain from `P` (inclusive) that has defs;
//! 7. the positions along each list strictly increase and LLVM IDs are
//!    unique.
//!
//! Not checked (as in LLVM): that optimized accesses are the best clobbers.

use crate::access::{Access, AccessKind, Slot};
use crate::layout::Layout;
use crate::memory_ssa::MemorySsa;
use entity::EntityId;
use flow::{Cfg, DomTree};
use llir::{Block, Body};
use std::fmt;

/// How much to check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum VerifyLevel {
    /// Invariants 1-3 (lists, phis first, dominance of users).
    Fast,
    /// All invariants 1-7.
    #[default]
    Full,
}

/// One violated invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerifyError {
    /// The access concerned, if any.
    pub access: Option<Access>,
    /// The block concerned, if any.
    pub block: Option<Block>,
    /// Which invariant (1-7, see the module documentation).
    pub invariant: u8,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invariant {}: {}", self.invariant, self.message)?;
        if let Some(a) = self.access {
            write!(f, " (access {a:?})")?;
        }
        if let Some(b) = self.block {
            write!(f, " (block {b:?})")?;
        }
        Ok(())
    }
}

impl std::error::Error for VerifyError {}

/// Checks the invariants of `mssa`, built for `body` with `cfg` and `dom`.
/// Returns every violation found (in a deterministic order).
pub fn verify(mssa: &MemorySsa, body: &Body, cfg: &Cfg, dom: &DomTree, level: VerifyLevel) -> Result<(), Vec<VerifyError>> {
    run(mssa, body, None, cfg, dom, level)
}

/// [`verify`] for the Memory SSA of an edited program: the instructions of
/// each block are those of `layout`, in its order (invariant 3 compares the
/// access lists with it), an instruction in no block must have no access,
/// and accesses the updater removed must be in no list and have no users.
pub fn verify_layout(
    mssa: &MemorySsa,
    body: &Body,
    layout: &Layout,
    cfg: &Cfg,
    dom: &DomTree,
    level: VerifyLevel,
) -> Result<(), Vec<VerifyError>> {
    run(mssa, body, Some(layout), cfg, dom, level)
}

fn run(
    mssa: &MemorySsa,
    body: &Body,
    layout: Option<&Layout>,
    cfg: &Cfg,
    dom: &DomTree,
    level: VerifyLevel,
) -> Result<(), Vec<VerifyError>> {
    let mut v = Verifier {
        mssa,
        body,
        layout,
        cfg,
        dom,
        errors: Vec::new(),
    };
    v.shape();
    if v.errors.is_empty() {
        // The remaining checks index tables with ids the shape check vouched for.
        v.lists_and_dominance();
        if level == VerifyLevel::Full {
            v.phi_operands();
            v.def_use();
            v.phi_values();
            v.numbering();
        }
    }
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

struct Verifier<'a> {
    mssa: &'a MemorySsa,
    body: &'a Body,
    layout: Option<&'a Layout>,
    cfg: &'a Cfg,
    dom: &'a DomTree,
    errors: Vec<VerifyError>,
}

impl Verifier<'_> {
    fn err(&mut self, invariant: u8, access: Option<Access>, block: Option<Block>, message: String) {
        self.errors.push(VerifyError {
            access,
            block,
            invariant,
            message,
        });
    }

    /// Table sizes and id ranges, so later checks cannot index out of bounds.
    fn shape(&mut self) {
        let m = self.mssa;
        let n = m.accesses.len();
        if m.block_accesses.len() != self.body.blocks.len() || m.inst_access.len() != self.body.insts.len() {
            self.err(3, None, None, "tables are not sized for this function".into());
            return;
        }
        let ok = |a: Access| a.index() < n;
        let mut bad = Vec::new();
        for (a, d) in m.accesses.iter() {
            let blocks_ok = d.block.index() < self.body.blocks.len() && d.incoming.iter().all(|(b, _)| b.index() < self.body.blocks.len());
            let ids_ok = d.defining.is_none_or(ok)
                && d.optimized.is_none_or(ok)
                && d.incoming.iter().all(|&(_, x)| ok(x))
                && d.users.iter().all(|&u| ok(u))
                && d.inst.is_none_or(|i| i.index() < self.body.insts.len());
            if !blocks_ok || !ids_ok {
                bad.push(a);
            }
        }
        for a in bad {
            self.err(3, Some(a), None, "access refers to an id out of range".into());
        }
        for b in self.body.blocks.keys() {
            if m.block_accesses[b].iter().chain(&m.block_defs[b]).any(|&a| !ok(a)) || m.block_phi[b].is_some_and(|a| !ok(a)) {
                self.err(3, None, Some(b), "block list refers to an access out of range".into());
            }
        }
    }

    /// Invariants 1-3.
    fn lists_and_dominance(&mut self) {
        let m = self.mssa;
        for (b, block) in self.body.blocks.iter() {
            let phi = m.block_phi[b];
            let mut expect: Vec<Access> = phi.into_iter().collect();
            let mut expect_defs: Vec<Access> = phi.into_iter().collect();
            if let Some(p) = phi {
                if m.kind(p) != AccessKind::Phi || m.block(p) != b {
                    self.err(1, Some(p), Some(b), "block phi is not a phi of this block".into());
                }
                self.check_users_dominated(p, 1);
            }
            let insts = match self.layout {
                Some(l) => l.block_insts(b),
                None => &block.insts,
            };
            for &i in insts {
                let Some(a) = m.inst_access[i] else { continue };
                if m.inst(a) != Some(i) || m.block(a) != b || !m.access(a).is_use_or_def() {
                    self.err(2, Some(a), Some(b), format!("access of instruction {i:?} does not belong to it"));
                }
                expect.push(a);
                if m.kind(a) == AccessKind::Def {
                    expect_defs.push(a);
                    self.check_users_dominated(a, 2);
                }
            }
            if m.block_accesses[b] != expect {
                self.err(
                    3,
                    None,
                    Some(b),
                    "access list is not [phi] + the instructions' accesses in order".into(),
                );
            }
            if m.block_defs[b] != expect_defs {
                self.err(3, None, Some(b), "defs list is not [phi] + the Defs in order".into());
            }
            for (k, &a) in m.block_accesses[b].iter().enumerate() {
                if m.position(a) as usize != k {
                    self.err(3, Some(a), Some(b), "cached position does not match the list".into());
                }
            }
        }
        if let Some(l) = self.layout {
            for (i, _) in self.body.insts.iter() {
                if let (None, Some(a)) = (l.inst_block(i), m.inst_access[i]) {
                    self.err(3, Some(a), None, format!("instruction {i:?} was removed but keeps an access"));
                }
            }
        }
        // Accesses that no list or table mentions.
        for (a, d) in m.accesses() {
            if d.removed {
                let listed = m.block_phi[d.block] == Some(a) || d.inst.is_some_and(|i| m.inst_access[i] == Some(a));
                if listed || !d.users.is_empty() {
                    self.err(3, Some(a), Some(d.block), "a removed access is still listed or used".into());
                }
                continue;
            }
            let listed = match d.kind {
                AccessKind::LiveOnEntry => a == m.live_on_entry,
                AccessKind::Phi => m.block_phi[d.block] == Some(a),
                _ => d.inst.is_some_and(|i| m.inst_access[i] == Some(a)),
            };
            if !listed {
                self.err(3, Some(a), Some(d.block), "access is in no list".into());
            }
        }
    }

    fn check_users_dominated(&mut self, a: Access, invariant: u8) {
        let m = self.mssa;
        let d = m.access(a);
        for (&u, &slot) in d.users.iter().zip(&d.user_slots) {
            let ok = match slot {
                // A phi operand is used at the end of its incoming block.
                Slot::Incoming(k) => match m.incoming(u).get(k as usize) {
                    Some(&(pb, _)) => m.dominates_use(self.dom, a, u, Some(pb)),
                    None => true, // reported by the def-use check
                },
                _ => m.access_dominates(self.dom, a, u),
            };
            if !ok {
                self.err(invariant, Some(a), Some(m.block(a)), format!("user {u:?} is not dominated"));
            }
        }
    }

    /// Invariant 4.
    fn phi_operands(&mut self) {
        let m = self.mssa;
        for b in self.body.blocks.keys() {
            let Some(phi) = m.block_phi[b] else { continue };
            let mut preds: Vec<Block> = self.cfg.predecessors(b).to_vec();
            let mut inc: Vec<Block> = m.incoming(phi).iter().map(|&(p, _)| p).collect();
            preds.sort();
            inc.sort();
            if preds != inc {
                self.err(4, Some(phi), Some(b), "phi operands do not match the predecessor edges".into());
            }
            for (k, &(_, x)) in m.incoming(phi).iter().enumerate() {
                let slot = Slot::Incoming(k as u32);
                let t = m.access(x);
                let recorded = m
                    .user_index_checked(phi, slot)
                    .is_some_and(|i| t.users.get(i as usize) == Some(&phi) && t.user_slots.get(i as usize) == Some(&slot));
                if !recorded {
                    self.err(
                        4,
                        Some(phi),
                        Some(b),
                        format!("phi is not a user of its incoming value {x:?} (operand {k})"),
                    );
                }
            }
        }
    }

    /// Invariant 5.
    fn def_use(&mut self) {
        let m = self.mssa;
        for (a, d) in m.accesses().filter(|(_, d)| !d.removed) {
            match d.kind {
                AccessKind::LiveOnEntry => {
                    if d.defining.is_some() {
                        self.err(5, Some(a), None, "liveOnEntry has a defining access".into());
                    }
                }
                AccessKind::Def | AccessKind::Use => match d.defining {
                    None => self.err(5, Some(a), Some(d.block), "Use/Def without defining access".into()),
                    Some(x) => {
                        if !m.access(x).is_definition() {
                            self.err(5, Some(a), Some(d.block), "defining access is a Use".into());
                        }
                    }
                },
                AccessKind::Phi => {}
            }
            // Users lists and operands must correspond one to one.
            if d.user_slots.len() != d.users.len() {
                self.err(5, Some(a), Some(d.block), "users and their operand slots differ in length".into());
                continue;
            }
            for (k, (&u, &slot)) in d.users.iter().zip(&d.user_slots).enumerate() {
                let backed = m.operand(u, slot) == Some(a) && m.user_index_checked(u, slot) == Some(k as u32);
                if !backed {
                    self.err(
                        5,
                        Some(a),
                        Some(d.block),
                        format!("user entry {k} ({u:?}, {slot:?}) is not backed by that operand"),
                    );
                }
            }
            let mut slots = Vec::new();
            if d.defining.is_some() {
                slots.push(Slot::Defining);
            }
            if d.kind == AccessKind::Def && d.optimized.is_some() {
                slots.push(Slot::Optimized);
            }
            for slot in slots {
                let Some(target) = m.operand(a, slot) else { continue };
                let t = m.access(target);
                let recorded = m
                    .user_index_checked(a, slot)
                    .is_some_and(|i| t.users.get(i as usize) == Some(&a) && t.user_slots.get(i as usize) == Some(&slot));
                if !recorded {
                    self.err(
                        5,
                        Some(a),
                        Some(d.block),
                        format!("operand {slot:?} is missing from the users of {target:?}"),
                    );
                }
            }
        }
    }

    /// Invariant 6.
    fn phi_values(&mut self) {
        let m = self.mssa;
        // `last_def[b]`: the last def of the first block on the idom chain
        // from `b` (inclusive) that has defs; filled along the dominator-tree
        // preorder so the whole check is linear.
        let mut last_def: Vec<Option<Access>> = vec![None; self.body.blocks.len()];
        for &b in self.dom.preorder() {
            last_def[b.index()] = match m.block_defs(b).last() {
                Some(&d) => Some(d),
                None => self.dom.idom(b).and_then(|p| last_def[p.index()]),
            };
        }
        for b in self.body.blocks.keys() {
            let Some(phi) = m.block_phi[b] else { continue };
            for &(p, x) in m.incoming(phi) {
                if !self.dom.is_reachable(p) {
                    continue;
                }
                if let Some(last) = last_def[p.index()] {
                    if last != x {
                        self.err(
                            6,
                            Some(phi),
                            Some(b),
                            format!("operand from {p:?} is {x:?}, expected the last def {last:?}"),
                        );
                    }
                }
            }
        }
    }

    /// Invariant 7.
    fn numbering(&mut self) {
        let m = self.mssa;
        for b in self.body.blocks.keys() {
            let list = m.block_accesses(b);
            if list.windows(2).any(|w| m.position(w[0]) >= m.position(w[1])) {
                self.err(7, None, Some(b), "positions do not increase along the list".into());
            }
        }
        let mut ids: Vec<u32> = m
            .accesses()
            .filter(|(_, d)| d.kind != AccessKind::Use && !d.removed)
            .map(|(_, d)| d.number)
            .collect();
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            self.err(7, None, None, "two accesses share an LLVM ID".into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_util::build;

    const IR: &str = "define void @f(ptr %p, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %j

a:
  store i32 1, ptr %p, align 4
  br label %j

j:
  %v = load i32, ptr %p, align 4
  ret void
}
";

    fn errors(t: &crate::test_util::Built) -> Vec<u8> {
        match verify(&t.mssa, t.body(), &t.cfg, &t.dom, VerifyLevel::Full) {
            Ok(()) => Vec::new(),
            Err(es) => es.iter().map(|e| e.invariant).collect(),
        }
    }

    #[test]
    fn a_fresh_build_verifies() {
        assert!(errors(&build(IR)).is_empty());
    }

    #[test]
    fn a_use_pointing_below_itself_is_caught() {
        let mut t = build(IR);
        let v = t.access_of_value("v");
        let a_store = t.mssa.block_defs(t.body().blocks.keys().nth(1).unwrap())[0];
        // The store in %a does not dominate the load in %j.
        t.mssa.set_defining_access(v, a_store);
        let es = errors(&t);
        assert!(es.contains(&2), "{es:?}");
    }

    #[test]
    fn a_wrong_phi_operand_is_caught() {
        let mut t = build(IR);
        let j = t.body().blocks.keys().nth(2).unwrap();
        let phi = t.mssa.phi_of(j).unwrap();
        let loe = t.mssa.live_on_entry();
        t.mssa.set_operand(phi, Slot::Incoming(0), loe);
        let es = errors(&t);
        assert_eq!(es, vec![6]);
    }

    #[test]
    fn a_missing_phi_edge_and_a_stale_user_are_caught() {
        let mut t = build(IR);
        let j = t.body().blocks.keys().nth(2).unwrap();
        let phi = t.mssa.phi_of(j).unwrap();
        t.mssa.accesses[phi].incoming.pop();
        t.mssa.accesses[phi].incoming_idx.pop();
        let es = errors(&t);
        assert!(es.contains(&4), "{es:?}");
        assert!(es.contains(&5), "{es:?}");
    }

    #[test]
    fn broken_lists_are_caught() {
        let mut t = build(IR);
        let j = t.body().blocks.keys().nth(2).unwrap();
        t.mssa.block_accesses[j].reverse();
        let es = errors(&t);
        assert!(es.contains(&3), "{es:?}");
    }
}
