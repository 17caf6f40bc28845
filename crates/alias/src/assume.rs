//! `llvm.assume` operand bundles that alias analysis reads: BasicAA's
//! `separate_storage` rule (`BasicAliasAnalysis.cpp`, with the affected-value
//! bookkeeping of `AssumptionCache.cpp` and `isValidAssumeForContext` of
//! `ValueTracking.cpp`).
//!
//! `call void @llvm.assume(i1 true) ["separate_storage"(ptr %a, ptr %b)]`
//! promises that `%a` and `%b` point into different objects. BasicAA uses it
//! when the underlying objects of the two queried pointers are, in either
//! order, the underlying objects of the two hints, and the assume holds at
//! the query's context instruction or at the definition of one of the two
//! pointers (an argument counts as defined at the function's first
//! instruction).
//!
//! Corner cases, as in LLVM:
//! * the rule is looked up from the first pointer's underlying object, and
//!   only arguments, globals and instructions can be looked up (a hint whose
//!   underlying object is another constant never applies);
//! * an assume after its context in the same block still holds if at most
//!   14 instructions (debug intrinsics not counted) lie in between and each
//!   surely passes control on (no call that may throw or not return, no
//!   volatile store);
//! * in another block the assume's block must dominate the context's; an
//!   unreachable context is dominated by everything, an unreachable assume
//!   dominates nothing.

use crate::func::{FunctionAA, Val, ValKind};
use crate::objects::MAX_LOOKUP;
use llir::{Inst, InstKind};

/// One `separate_storage` bundle: the assume and the underlying objects of
/// its two hints.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SeparateStorage {
    pub assume: Inst,
    pub objects: [Val; 2],
}

/// LLVM's scan limit of `isValidAssumeForContext` (15, counting down to 0).
const SCAN_LIMIT: u32 = 15;

impl FunctionAA<'_> {
    /// Every `separate_storage` bundle of an `llvm.assume` call in the
    /// function, in instruction order (unreachable blocks included, like
    /// the assumption cache).
    pub(crate) fn separate_storage_bundles(&self) -> &[SeparateStorage] {
        self.separate_storage.get_or_init(|| {
            let mut out = Vec::new();
            for (i, d) in self.body().insts.iter() {
                let InstKind::Call(c) = &d.kind else { continue };
                if self.intrinsic(c) != Some("llvm.assume") {
                    continue;
                }
                for b in c.bundles.iter().filter(|b| &*b.tag == "separate_storage") {
                    let [h0, h1] = b.inputs[..] else { continue };
                    out.push(SeparateStorage {
                        assume: i,
                        objects: [
                            self.underlying_object(self.val(h0), MAX_LOOKUP),
                            self.underlying_object(self.val(h1), MAX_LOOKUP),
                        ],
                    });
                }
            }
            out
        })
    }

    /// BasicAA's `separate_storage` test: `o1`, `o2` are the underlying
    /// objects of the stripped pointers `v1`, `v2`; `ctx` the query's
    /// context instruction.
    pub(crate) fn separate_storage_no_alias(&self, o1: Val, o2: Val, v1: Val, v2: Val, ctx: Option<Inst>) -> bool {
        // The assumption cache only records arguments, globals and
        // instructions as affected values.
        if matches!(self.kind(o1), ValKind::Const) {
            return false;
        }
        self.separate_storage_bundles().iter().any(|s| {
            let [h0, h1] = s.objects;
            if !((o1 == h0 && o2 == h1) || (o1 == h1 && o2 == h0)) {
                return false;
            }
            ctx.is_some_and(|c| self.assume_valid_at(s.assume, c))
                || self.assume_valid_for_ptr(s.assume, v1)
                || self.assume_valid_for_ptr(s.assume, v2)
        })
    }

    /// The assume holds where pointer `v` is defined: at its instruction, or
    /// at the first instruction of the function for an argument.
    fn assume_valid_for_ptr(&self, assume: Inst, v: Val) -> bool {
        match self.kind(v) {
            ValKind::Inst(i) => self.assume_valid_at(assume, i),
            ValKind::Arg(_) => {
                let entry = self.body().entry();
                self.body().blocks[entry]
                    .insts
                    .first()
                    .is_some_and(|&first| self.assume_valid_at(assume, first))
            }
            _ => false,
        }
    }

    /// LLVM's `isValidAssumeForContext(assume, cxt, DT, AllowEphemerals)`.
    fn assume_valid_at(&self, assume: Inst, cxt: Inst) -> bool {
        let body = self.body();
        let (ba, bc) = (body.insts[assume].block, body.insts[cxt].block);
        if ba == bc {
            let insts = &body.blocks[ba].insts;
            let pa = insts.iter().position(|&x| x == assume);
            let pc = insts.iter().position(|&x| x == cxt);
            let (Some(pa), Some(pc)) = (pa, pc) else { return false };
            if pa < pc {
                return true;
            }
            // The context comes first: control must surely flow from it to
            // the assume, within the scan limit.
            let mut limit = SCAN_LIMIT;
            for &i in &insts[pc..pa] {
                if self.is_debug_intrinsic(i) {
                    continue;
                }
                limit -= 1;
                if limit == 0 || !self.transfers_execution(i) {
                    return false;
                }
            }
            return true;
        }
        let dom = self.dom();
        if !dom.is_reachable(bc) {
            return true;
        }
        dom.is_reachable(ba) && dom.dominates(ba, bc)
    }

    /// `llvm.dbg.*` calls, which LLVM's scans skip.
    fn is_debug_intrinsic(&self, i: Inst) -> bool {
        self.call_ref(i)
            .and_then(|c| self.intrinsic_full_name(c))
            .is_some_and(|n| n.starts_with("llvm.dbg."))
    }

    /// LLVM's `isGuaranteedToTransferExecutionToSuccessor(I)` for the
    /// non-terminators that can precede an assume in its block: a call
    /// must be `nounwind` and `willreturn`, a store not volatile.
    fn transfers_execution(&self, i: Inst) -> bool {
        let d = &self.body().insts[i];
        if d.is_terminator() {
            return false;
        }
        match &d.kind {
            InstKind::Call(c) => self.call_has_fn_attr(c, "nounwind") && self.call_has_fn_attr(c, "willreturn"),
            InstKind::Store { volatile, .. } => !volatile,
            InstKind::CatchPad { .. } => false,
            _ => true,
        }
    }
}
