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

/// One `llvm.assume(cond)` call and the values its condition tells
/// something about (LLVM's `findValuesAffectedByCondition(cond,
/// IsAssume=true)`, the assumption cache's affected values).
#[derive(Clone, Debug)]
pub(crate) struct CondAssume {
    pub assume: Inst,
    pub cond: Val,
    affected: Vec<Val>,
}

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
    /// Every `llvm.assume` call of the function, in instruction order
    /// (unreachable blocks included, like LLVM's assumption cache).
    fn assume_calls(&self) -> impl Iterator<Item = (Inst, &llir::CallData)> {
        self.body().insts.iter().filter_map(|(i, d)| match &d.kind {
            InstKind::Call(c) if self.intrinsic(c) == Some("llvm.assume") => Some((i, &**c)),
            _ => None,
        })
    }

    /// Every `separate_storage` bundle of an `llvm.assume` call in the
    /// function, in instruction order (unreachable blocks included, like
    /// the assumption cache).
    pub(crate) fn separate_storage_bundles(&self) -> &[SeparateStorage] {
        self.separate_storage.get_or_init(|| {
            let mut out = Vec::new();
            for (i, c) in self.assume_calls() {
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

    /// Every `llvm.assume` call with the values its condition affects, in
    /// instruction order (unreachable blocks included).
    fn condition_assumes(&self) -> &[CondAssume] {
        self.cond_assumes.get_or_init(|| {
            let mut out = Vec::new();
            for (i, c) in self.assume_calls() {
                let Some(arg) = c.args.first() else { continue };
                let cond = self.val(arg.value);
                out.push(CondAssume {
                    assume: i,
                    cond,
                    affected: self.affected_by_assumed(cond),
                });
            }
            out
        })
    }

    /// The assumes whose condition affects `v` (LLVM's
    /// `AssumptionCache::assumptionsFor(v)`, condition entries only).
    pub(crate) fn assumes_for(&self, v: Val) -> impl Iterator<Item = &CondAssume> {
        self.condition_assumes().iter().filter(move |a| a.affected.contains(&v))
    }

    /// LLVM's `findValuesAffectedByCondition(cond, IsAssume=true)`: the
    /// condition itself and what it is `not` of; for an `icmp`, both
    /// operands, the `X` (and `Y`) of `X op C`/`X op Y` in an equality
    /// with a constant, the `X` of `X + C` (or disjoint or) in an ordering
    /// against a constant and, for unsigned orderings, the operands of
    /// `and`, `or`, `add nuw` and the left of `sub nuw`. Only arguments,
    /// globals and instructions are recorded, plus the operand of a
    /// `ptrtoint`/`trunc` instruction. `and`/`or` of conditions are not
    /// split (InstCombine splits such assumes).
    fn affected_by_assumed(&self, cond: Val) -> Vec<Val> {
        let mut out: Vec<Val> = Vec::new();
        let add = |v: Val, out: &mut Vec<Val>| {
            let recorded = match self.kind(v) {
                ValKind::Arg(_) | ValKind::Global(_) => true,
                ValKind::Inst(_) => {
                    if let Some((llir::Opcode::PtrToInt | llir::Opcode::Trunc, x)) = self.cast(v) {
                        if matches!(self.kind(x), ValKind::Inst(_) | ValKind::Arg(_)) && !out.contains(&x) {
                            out.push(x);
                        }
                    }
                    true
                }
                ValKind::Const => false,
            };
            if recorded && !out.contains(&v) {
                out.push(v);
            }
        };
        add(cond, &mut out);
        if let Some((llir::Opcode::Xor, x, m, _)) = self.binop(cond) {
            if self.as_const_int(m).is_some_and(|(w, c)| crate::func::sext_from(c, w) == -1) {
                add(x, &mut out);
            }
        }
        let Some((pred, a, b)) = self.icmp_parts(cond) else { return out };
        add(a, &mut out);
        add(b, &mut out);
        if self.as_const_int(b).is_none() {
            return out;
        }
        use llir::Opcode::*;
        let bin = self.binop(a).filter(|_| self.inst_of(a).is_some());
        if matches!(pred, "eq" | "ne") {
            if let Some((op, x, y, _)) = bin {
                let const_y = self.as_const_int(y).is_some();
                match op {
                    And | Or | Xor | Shl | LShr | AShr if const_y => add(x, &mut out),
                    And | Or => {
                        add(x, &mut out);
                        add(y, &mut out);
                    }
                    _ => {}
                }
            }
        } else if let Some((op, x, y, fl)) = bin {
            let add_like = op == Add || (op == Or && fl.disjoint);
            if add_like && self.as_const_int(y).is_some() {
                add(x, &mut out);
            }
            if pred.starts_with('u') {
                if op == And || op == Or || (op == Add && fl.nuw) {
                    add(x, &mut out);
                    add(y, &mut out);
                }
                if op == Sub && fl.nuw {
                    add(x, &mut out);
                }
            }
        }
        out
    }

    /// `(predicate, lhs, rhs)` if `v` is an `icmp` instruction.
    pub(crate) fn icmp_parts(&self, v: Val) -> Option<(&'static str, Val, Val)> {
        let i = self.inst_of(v)?;
        let InstKind::Other {
            op: llir::Opcode::ICmp,
            operands,
        } = &self.body().insts[i].kind
        else {
            return None;
        };
        let [a, b] = operands[..] else { return None };
        Some((self.icmp_pred(i)?, self.val(a), self.val(b)))
    }

    /// LLVM's `isValidAssumeForContext(assume, cxt, DT, AllowEphemerals=false)`
    /// as value tracking calls it; `with_dom` false for callers that pass
    /// no dominator tree (`computeConstantRange` from BasicAA), where an
    /// assume in another block holds only from the entry block or the
    /// context block's single predecessor.
    pub(crate) fn assume_valid_for_value_tracking(&self, assume: Inst, cxt: Inst, with_dom: bool) -> bool {
        let body = self.body();
        let (ba, bc) = (body.insts[assume].block, body.insts[cxt].block);
        if ba != bc && !with_dom {
            let preds = self.predecessors(bc);
            let single_pred = match preds[..] {
                [p] => Some(p),
                // Several edges from one block still make it the single
                // predecessor (LLVM's `getSinglePredecessor` dedups).
                [p, ref rest @ ..] if rest.iter().all(|&q| q == p) => Some(p),
                _ => None,
            };
            return single_pred == Some(ba) || ba == body.entry();
        }
        self.assume_valid_at_with(assume, cxt, false)
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

    /// LLVM's `isValidAssumeForContext(assume, cxt, DT, AllowEphemerals=true)`.
    fn assume_valid_at(&self, assume: Inst, cxt: Inst) -> bool {
        self.assume_valid_at_with(assume, cxt, true)
    }

    /// LLVM's `isValidAssumeForContext(assume, cxt, DT, allow_ephemerals)`.
    fn assume_valid_at_with(&self, assume: Inst, cxt: Inst, allow_ephemerals: bool) -> bool {
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
            return allow_ephemerals || !self.is_ephemeral_of(assume, cxt);
        }
        let dom = self.dom();
        if !dom.is_reachable(bc) {
            return true;
        }
        dom.is_reachable(ba) && dom.dominates(ba, bc)
    }

    /// LLVM's `isEphemeralValueOf(assume, e)`: is `e` only computed to feed
    /// the assume (an operand of it, or a side-effect-free instruction all
    /// of whose users are such)?
    fn is_ephemeral_of(&self, assume: Inst, e: Inst) -> bool {
        let body = self.body();
        let e_val = body.insts[e].result.map(|l| self.local_val(l));
        let assume_ops: Vec<Val> = match body.insts[assume].call() {
            Some(c) => c.args.iter().map(|a| self.val(a.value)).collect(),
            None => Vec::new(),
        };
        if e_val.is_some_and(|v| assume_ops.contains(&v)) {
            return true;
        }
        // Values known ephemeral, as users (instructions); the assume is.
        let mut eph: Vec<Inst> = Vec::new();
        let mut visited: Vec<Val> = Vec::new();
        let mut work: Vec<Val> = assume_ops.clone();
        // The assume itself has no result; seed with its operands after
        // marking it ephemeral.
        eph.push(assume);
        while let Some(v) = work.pop() {
            if visited.contains(&v) {
                continue;
            }
            visited.push(v);
            let Some(i) = self.inst_of(v) else { continue };
            if !self.uses(v).iter().all(|u| eph.contains(&u.inst)) {
                continue;
            }
            if i == e {
                return true;
            }
            let d = &body.insts[i];
            if d.is_terminator() || self.may_have_side_effects(i) {
                continue;
            }
            eph.push(i);
            crate::func::for_each_operand(d, |op, _| work.push(self.val(op)));
        }
        false
    }

    /// LLVM's `Instruction::mayHaveSideEffects`: may write memory, may
    /// throw (a call without `nounwind`) or may not return (a call without
    /// `willreturn`, a volatile store).
    fn may_have_side_effects(&self, i: Inst) -> bool {
        let d = &self.body().insts[i];
        if crate::effects::may_write_to_memory(self.module(), d) {
            return true;
        }
        match &d.kind {
            InstKind::Call(c) => !self.call_has_fn_attr(c, "nounwind") || !self.call_has_fn_attr(c, "willreturn"),
            InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => !self.call_has_fn_attr(c, "willreturn"),
            InstKind::Store { volatile, .. } => *volatile,
            InstKind::Resume { .. } => true,
            _ => false,
        }
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
