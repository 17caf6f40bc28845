//! The use optimizer: points every MemoryUse at its nearest clobber, as
//! LLVM 19's `MemorySSA::OptimizeUses` does (what `print<memoryssa>` runs
//! before printing, through `ensureOptimizedUses`).
//!
//! # Algorithm
//!
//! A top-down walk of the dominator tree (preorder, LLVM's child order)
//! keeps a *version stack*: liveOnEntry, then the phis and Defs of the
//! blocks on the path from the entry, in order. Entering a block pops the
//! entries of blocks that do not dominate it. For each Use:
//!
//! * the stack is scanned downwards from the top; the first Def that
//!   clobbers the Use ([`crate::walker::instruction_clobbers`]) is the
//!   answer; the first *phi* hands the whole question to the
//!   [`ClobberWalker`] (without `!invariant.group`), whose answer is then
//!   located on the stack;
//! * per *location key* (the query location, or for calls the callee and
//!   arguments) the optimizer remembers where the last scan stopped and
//!   what it found, so a later Use with the same key in a dominated block
//!   only scans the entries pushed since, and otherwise inherits the
//!   earlier answer;
//! * if more than the walk limit (100) stack entries lie above the key's
//!   lower bound, the Use is left as built.
//!
//! One walk-limit counter is shared by the stack scan's walker call of one
//! Use; the scan of Defs itself is not limited (only the window is).
//!
//! ```text
//! ; 1 = MemoryDef(liveOnEntry)      store %p
//! ; 2 = MemoryDef(1)                store %q      (noalias to %p)
//! ; MemoryUse(1)                    load %p       <- was MemoryUse(2)
//! ```
//!
//! Only Uses are touched: Defs never get an optimized slot here. Uses that
//! are already optimized (pre-marked constant-memory loads) are skipped.
//! Blocks without accesses are skipped entirely, including the popping
//! step; unreachable blocks are never visited.

use crate::access::{Access, AccessKind};
use crate::memory_ssa::MemorySsa;
use crate::walker::{instruction_clobbers, ClobberWalker};
use alias::{MemoryLocation, Val};
use flow::DomTree;
use llir::{Block, InstKind, MdKind};
use rustc_hash::FxHashMap as HashMap;

/// What Uses share cached scan results by (LLVM's `MemoryLocOrCall`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum UseKey {
    /// A non-call: its query location (pointer, size, AA metadata).
    Loc(Option<MemoryLocation>),
    /// A call: the called operand and the arguments.
    Call(Val, Vec<Val>),
}

/// Per-key scan state (LLVM's `MemlocStackInfo`), zero-initialized.
#[derive(Clone, Copy, Debug, Default)]
struct KeyInfo {
    stack_epoch: u64,
    pop_epoch: u64,
    lower_bound: usize,
    lower_bound_block: Option<Block>,
    last_kill: usize,
    last_kill_valid: bool,
}

/// Optimizes every MemoryUse of `mssa` (LLVM's `OptimizeUses::optimizeUses`),
/// asking `walker` (its alias analysis and oracle, its walk limit) and
/// walking `dom`, the dominator tree `mssa` was built with.
///
/// Afterwards each visited Use that was not skipped (see the module docs)
/// is marked optimized and its defining access is its clobber. Running it
/// twice changes nothing the second time (every Use it touched is then
/// optimized and skipped).
pub fn optimize_uses(mssa: &mut MemorySsa, walker: &mut ClobberWalker<'_, '_>, dom: &DomTree) {
    let max = walker.config().limit as usize;
    let loe = mssa.live_on_entry();
    let mut stack: Vec<Access> = vec![loe];
    let mut stack_epoch: u64 = 1;
    let mut pop_epoch: u64 = 1;
    let mut infos: HashMap<UseKey, KeyInfo> = HashMap::default();
    let aa = walker.alias();
    let oracle = walker.oracle();
    let body = aa.body();
    for &b in dom.preorder() {
        if mssa.block_accesses(b).is_empty() {
            continue;
        }
        loop {
            let top = mssa.block(*stack.last().expect("liveOnEntry stays at the bottom of the stack"));
            if dom.dominates(top, b) {
                break;
            }
            while stack.len() > 1 && mssa.block(*stack.last().expect("non-empty")) == top {
                stack.pop();
            }
            pop_epoch += 1;
        }
        let n = mssa.block_accesses(b).len();
        for k in 0..n {
            let a = mssa.block_accesses(b)[k];
            if mssa.kind(a) != AccessKind::Use {
                stack.push(a);
                stack_epoch += 1;
                continue;
            }
            if mssa.is_optimized(a) {
                continue;
            }
            let Some(inst) = mssa.inst(a) else { continue };
            let d = &body.insts[inst];
            // LLVM's isUseTriviallyOptimizableToLiveOnEntry.
            if let InstKind::Load { .. } = d.kind {
                let constant =
                    d.metadata(&MdKind::InvariantLoad).is_some() || aa.location_of(inst).is_some_and(|l| !oracle.mod_ref_mask(&l).is_mod());
                if constant {
                    mssa.set_optimized(a, loe);
                    continue;
                }
            }
            let key = match d.call() {
                Some(c) => UseKey::Call(aa.val(c.callee), c.args.iter().map(|x| aa.val(x.value)).collect()),
                None => UseKey::Loc(aa.location_of(inst)),
            };
            let loc = match &key {
                UseKey::Loc(l) => *l,
                UseKey::Call(..) => None,
            };
            let info = infos.entry(key).or_default();
            if info.pop_epoch != pop_epoch {
                info.pop_epoch = pop_epoch;
                info.stack_epoch = stack_epoch;
                if let Some(lb) = info.lower_bound_block {
                    if lb != b && !dom.dominates(lb, b) {
                        info.lower_bound = 0;
                        info.lower_bound_block = Some(mssa.block(stack[0]));
                        info.last_kill_valid = false;
                    }
                }
            } else if info.stack_epoch != stack_epoch {
                info.pop_epoch = pop_epoch;
                info.stack_epoch = stack_epoch;
            }
            if !info.last_kill_valid {
                info.last_kill = stack.len() - 1;
                info.last_kill_valid = true;
            }
            let mut upper = stack.len() - 1;
            if upper - info.lower_bound > max {
                info.last_kill_valid = false;
                continue;
            }
            let mut found = false;
            let mut limit = walker.config().limit;
            while upper > info.lower_bound {
                let s = stack[upper];
                if mssa.kind(s) == AccessKind::Phi {
                    let r = walker.clobbering_access_limited(mssa, a, &mut limit, false, false);
                    while upper > 0 && stack[upper] != r {
                        upper -= 1;
                    }
                    found = true;
                    break;
                }
                let clobbered = match mssa.inst(s) {
                    Some(di) => instruction_clobbers(aa, oracle, di, loc.as_ref(), Some(inst)),
                    None => true,
                };
                if clobbered {
                    found = true;
                    break;
                }
                upper -= 1;
            }
            if found || upper < info.last_kill {
                mssa.set_optimized(a, stack[upper]);
                info.last_kill = upper;
            } else {
                mssa.set_optimized(a, stack[info.last_kill]);
            }
            info.lower_bound = stack.len() - 1;
            info.lower_bound_block = Some(b);
        }
    }
}
