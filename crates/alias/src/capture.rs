//! Whether a pointer may be captured (LLVM's `PointerMayBeCaptured` and
//! `isNonEscapingLocalObject`, as used by BasicAA through
//! `SimpleCaptureInfo`).
//!
//! A local object is "non-escaping" if no use of it (followed through GEPs,
//! casts, phis and selects) stores it, passes it to a call parameter that is
//! not `nocapture`, compares it (except to `null` in the safe cases),
//! converts it to an integer, or does anything else LLVM does not
//! understand. Returning it does not count. Like LLVM, exploring more than
//! 100 uses counts as a capture.

use crate::func::{FunctionAA, Use, UseSlot, Val};
use llir::{InstKind, Opcode, TypeData};
use rustc_hash::FxHashSet as HashSet;

/// LLVM's default `capture-tracking-max-uses-to-explore`.
const MAX_USES_TO_EXPLORE: usize = 100;

enum Kind {
    NoCapture,
    MayCapture,
    Passthrough,
}

impl FunctionAA<'_> {
    /// LLVM's `PointerMayBeCaptured(V, ReturnCaptures, StoreCaptures=true)`.
    pub fn pointer_may_be_captured(&self, v: Val, return_captures: bool) -> bool {
        let mut visited: HashSet<(u32, UseSlot)> = HashSet::default();
        let mut worklist: Vec<Use> = Vec::new();
        // Returns false when the use budget is exhausted (a capture).
        let add_uses = |of: Val, visited: &mut HashSet<(u32, UseSlot)>, worklist: &mut Vec<Use>| -> bool {
            for u in self.uses(of) {
                if visited.len() >= MAX_USES_TO_EXPLORE {
                    return false;
                }
                if !visited.insert((u.inst.as_u32(), u.slot)) {
                    continue;
                }
                worklist.push(*u);
            }
            true
        };
        if !add_uses(v, &mut visited, &mut worklist) {
            return true;
        }
        while let Some(u) = worklist.pop() {
            match self.use_capture_kind(u) {
                Kind::NoCapture => {}
                Kind::MayCapture => {
                    let is_ret = matches!(self.body().insts[u.inst].kind, InstKind::Ret { .. });
                    if is_ret && !return_captures {
                        continue;
                    }
                    return true;
                }
                Kind::Passthrough => {
                    let Some(r) = self.body().insts[u.inst].result else { continue };
                    if !add_uses(self.local_val(r), &mut visited, &mut worklist) {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// LLVM's `DetermineUseCaptureKind` with the default tracker's
    /// "dereferenceable or null" test.
    fn use_capture_kind(&self, u: Use) -> Kind {
        let d = &self.body().insts[u.inst];
        match &d.kind {
            InstKind::Call(call) | InstKind::Invoke { call, .. } => {
                let m = self.module();
                let only_reads = !crate::effects::call_site_memory_effects(m, call).mod_ref().is_mod();
                let nounwind = self.call_has_fn_attr(call, "nounwind");
                let void = matches!(m.types.data(d.ty), TypeData::Void);
                if only_reads && nounwind && void {
                    return Kind::NoCapture;
                }
                let cref = self.call_ref(u.inst);
                if cref.is_some_and(|c| self.intrinsic_returns_arg_without_capture(c, true)) {
                    return Kind::Passthrough;
                }
                if let Some(name) = cref.and_then(|c| if c.is_call_inst { self.intrinsic(c.data) } else { None }) {
                    if matches!(
                        name,
                        "llvm.memcpy" | "llvm.memcpy.inline" | "llvm.memmove" | "llvm.memset" | "llvm.memset.inline"
                    ) {
                        let volatile = call
                            .args
                            .get(3)
                            .is_some_and(|a| self.as_const_int(self.val(a.value)).is_some_and(|(_, c)| c != 0));
                        if volatile {
                            return Kind::MayCapture;
                        }
                    }
                }
                let opno = match u.slot {
                    UseSlot::Callee => return Kind::NoCapture,
                    UseSlot::CallArg(n) => n as usize,
                    UseSlot::BundleOperand(n) => call.args.len() + n as usize,
                    _ => return Kind::NoCapture,
                };
                if !self.operand_no_capture(call, opno) {
                    return Kind::MayCapture;
                }
                Kind::NoCapture
            }
            InstKind::Load { volatile, .. } => {
                if *volatile {
                    Kind::MayCapture
                } else {
                    Kind::NoCapture
                }
            }
            InstKind::VaArg { .. } => Kind::NoCapture,
            InstKind::Store { volatile, .. } | InstKind::AtomicRmw { volatile, .. } | InstKind::CmpXchg { volatile, .. } => {
                if u.slot == UseSlot::StoredValue || *volatile {
                    Kind::MayCapture
                } else {
                    Kind::NoCapture
                }
            }
            InstKind::Gep { .. } => {
                if matches!(self.module().types.data(d.ty), TypeData::Vector { .. }) {
                    Kind::MayCapture
                } else {
                    Kind::Passthrough
                }
            }
            InstKind::Cast {
                op: Opcode::BitCast | Opcode::AddrSpaceCast,
                ..
            }
            | InstKind::Phi { .. }
            | InstKind::Select { .. } => Kind::Passthrough,
            InstKind::Other {
                op: Opcode::ICmp,
                operands,
            } if operands.len() == 2 => {
                let UseSlot::Operand(idx) = u.slot else { return Kind::MayCapture };
                let idx = idx as usize;
                let other = self.val(operands[1 - idx.min(1)]);
                if self.is_null(other) {
                    let this = self.val(operands[idx.min(1)]);
                    if self.addr_space(other) == Some(0) && self.is_noalias_call(self.strip_pointer_casts(this)) {
                        return Kind::NoCapture;
                    }
                    if !self.null_is_valid {
                        let o = self.strip_pointer_casts_same_repr(this);
                        if self.deref_bytes(o).0 != 0 {
                            return Kind::NoCapture;
                        }
                    }
                }
                Kind::MayCapture
            }
            _ => Kind::MayCapture,
        }
    }

    /// LLVM's `isNonEscapingLocalObject` (cached per function): an
    /// identified function-local object that is never captured (returning
    /// it does not count).
    pub fn is_non_escaping_local_object(&self, v: Val) -> bool {
        if let Some(&r) = self.capture_cache.borrow().get(&v) {
            return r;
        }
        let r = self.is_identified_function_local(v) && !self.pointer_may_be_captured(v, false);
        self.capture_cache.borrow_mut().insert(v, r);
        r
    }
}
