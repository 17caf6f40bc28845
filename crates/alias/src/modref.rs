//! What an instruction may do to a memory location (LLVM's
//! `AAResults::getModRefInfo` for each instruction kind), and the location
//! a call argument designates (`MemoryLocation::getForArgument`).

use crate::basic::QueryInfo;
use crate::func::FunctionAA;
use crate::location::{LocationSize, MemoryLocation};
use crate::result::AliasResult;
use crate::tli::LibFunc;
use llir::{Inst, InstKind, ModRef};

impl FunctionAA<'_> {
    fn const_arg_zext(&self, c: &llir::CallData, i: usize) -> Option<u64> {
        let (w, v) = self.as_const_int(self.val(c.args.get(i)?.value))?;
        let u = (v as u128) & if w >= 128 { u128::MAX } else { (1u128 << w) - 1 };
        Some(u as u64)
    }

    /// LLVM's `MemoryLocation::getForArgument(Call, ArgIdx, &TLI)`: exact
    /// sizes for memory intrinsics, lifetime/invariant markers, masked
    /// loads/stores, ARM NEON `vld1`/`vst1` (the vector's store size, with
    /// any or no target triple) and the known string/memory library
    /// functions; before-or-after the argument otherwise. Carries the
    /// call's metadata.
    ///
    /// Corner case: other NEON loads and stores (`vld2`, `vld1x2`, lane
    /// forms, AArch64's `ld1`...) are not special-cased by LLVM either and
    /// stay before-or-after.
    pub fn location_for_argument(&self, call: Inst, arg: usize) -> MemoryLocation {
        let aa = self.aa_metadata(call);
        let Some(c) = self.call_ref(call) else {
            return MemoryLocation::before_or_after(self.val(llir::Value::Const(llir::Const::from_u32(0))));
        };
        let Some(a) = c.data.args.get(arg) else {
            return MemoryLocation {
                ptr: self.val(c.data.callee),
                size: LocationSize::BeforeOrAfterPointer,
                aa,
            };
        };
        let ptr = self.val(a.value);
        let loc = |size: LocationSize| MemoryLocation { ptr, size, aa };
        if let Some(full) = self.intrinsic_full_name(c) {
            // ARM NEON `vld1`/`vst1` move one vector register: LLVM sizes
            // their pointer argument by the vector type whatever the module's
            // triple (the intrinsic is known by name alone). They are target
            // intrinsics, so the table of `intrinsic()` does not list them.
            let neon = |base: &str| full.strip_prefix(base).is_some_and(|r| r.is_empty() || r.starts_with('.'));
            let neon_vector = if neon("llvm.arm.neon.vld1") {
                Some(self.body().insts[call].ty)
            } else if neon("llvm.arm.neon.vst1") {
                c.data.args.get(1).map(|x| x.ty)
            } else {
                None
            };
            if let Some(t) = neon_vector {
                return loc(self.store_size_loc(t));
            }
            match self.intrinsic(c.data) {
                Some(
                    "llvm.memset"
                    | "llvm.memcpy"
                    | "llvm.memcpy.inline"
                    | "llvm.memmove"
                    | "llvm.memcpy.element.unordered.atomic"
                    | "llvm.memmove.element.unordered.atomic"
                    | "llvm.memset.element.unordered.atomic",
                ) => {
                    return match self.const_arg_zext(c.data, 2) {
                        Some(n) => loc(LocationSize::precise(n)),
                        None => loc(LocationSize::AfterPointer),
                    };
                }
                Some("llvm.lifetime.start" | "llvm.lifetime.end" | "llvm.invariant.start") => {
                    return loc(LocationSize::precise(self.const_arg_zext(c.data, 0).unwrap_or(0)));
                }
                Some("llvm.masked.load") => {
                    return loc(self.store_upper_bound_loc(self.body().insts[call].ty));
                }
                Some("llvm.masked.store") => {
                    return match c.data.args.first() {
                        Some(x) => loc(self.store_upper_bound_loc(x.ty)),
                        None => loc(LocationSize::BeforeOrAfterPointer),
                    };
                }
                Some("llvm.invariant.end") => {
                    if arg == 0 {
                        return loc(LocationSize::precise(0));
                    }
                    return loc(LocationSize::precise(self.const_arg_zext(c.data, 1).unwrap_or(0)));
                }
                _ => {}
            }
        }
        if let Some(lf) = self.call_lib_func(c) {
            match lf {
                LibFunc::Strcpy | LibFunc::Strcat | LibFunc::Strncat => return loc(LocationSize::AfterPointer),
                LibFunc::MemsetChk | LibFunc::MemcpyChk => {
                    return match self.const_arg_zext(c.data, 2) {
                        Some(n) => loc(LocationSize::upper_bound(n)),
                        None => loc(LocationSize::AfterPointer),
                    };
                }
                LibFunc::Strncpy => {
                    return match self.const_arg_zext(c.data, 2) {
                        Some(n) if arg == 0 => loc(LocationSize::precise(n)),
                        Some(n) => loc(LocationSize::upper_bound(n)),
                        None => loc(LocationSize::AfterPointer),
                    };
                }
                LibFunc::MemsetPattern4 | LibFunc::MemsetPattern8 | LibFunc::MemsetPattern16 => {
                    if arg == 1 {
                        let n = match lf {
                            LibFunc::MemsetPattern4 => 4,
                            LibFunc::MemsetPattern8 => 8,
                            _ => 16,
                        };
                        return loc(LocationSize::precise(n));
                    }
                    return match self.const_arg_zext(c.data, 2) {
                        Some(n) => loc(LocationSize::precise(n)),
                        None => loc(LocationSize::AfterPointer),
                    };
                }
                LibFunc::Bcmp | LibFunc::Memcmp | LibFunc::Memchr => {
                    return match self.const_arg_zext(c.data, 2) {
                        Some(n) => loc(LocationSize::precise(n)),
                        None => loc(LocationSize::AfterPointer),
                    };
                }
                LibFunc::Memccpy => {
                    return match self.const_arg_zext(c.data, 3) {
                        Some(n) => loc(LocationSize::upper_bound(n)),
                        None => loc(LocationSize::AfterPointer),
                    };
                }
                _ => {}
            }
        }
        loc(LocationSize::BeforeOrAfterPointer)
    }

    /// `AAResults::getModRefInfo(I, OptLoc)`.
    pub(crate) fn aa_inst_mod_ref(&self, q: &mut QueryInfo, inst: Inst, loc: Option<&MemoryLocation>) -> ModRef {
        let d = &self.body().insts[inst];
        match &d.kind {
            InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. } => match loc {
                None => self.aa_call_effects(inst).mod_ref(),
                Some(l) => self.aa_call_mod_ref(q, inst, l),
            },
            InstKind::Load { ordering, .. } => {
                if ordering.is_stronger_than_unordered() {
                    return ModRef::ModRef;
                }
                if let (Some(l), Some(own)) = (loc, self.location_of(inst)) {
                    if self.aa_alias(q, &own, l, Some(inst)) == AliasResult::NoAlias {
                        return ModRef::NoModRef;
                    }
                }
                ModRef::Ref
            }
            InstKind::Store { ordering, .. } => {
                if ordering.is_stronger_than_unordered() {
                    return ModRef::ModRef;
                }
                if let (Some(l), Some(own)) = (loc, self.location_of(inst)) {
                    if self.aa_alias(q, &own, l, Some(inst)) == AliasResult::NoAlias {
                        return ModRef::NoModRef;
                    }
                    if !self.aa_mod_ref_mask(l, false).is_mod() {
                        return ModRef::NoModRef;
                    }
                }
                ModRef::Mod
            }
            InstKind::Fence { .. } | InstKind::CatchPad { .. } | InstKind::CatchRet { .. } => match loc {
                Some(l) => self.aa_mod_ref_mask(l, false),
                None => ModRef::ModRef,
            },
            InstKind::VaArg { .. } => match (loc, self.location_of(inst)) {
                (Some(l), Some(own)) => {
                    if self.aa_alias(q, &own, l, Some(inst)) == AliasResult::NoAlias {
                        return ModRef::NoModRef;
                    }
                    self.aa_mod_ref_mask(l, false)
                }
                _ => ModRef::ModRef,
            },
            InstKind::CmpXchg { success: ordering, .. } | InstKind::AtomicRmw { ordering, .. } => {
                if ordering.is_stronger_than_monotonic() {
                    return ModRef::ModRef;
                }
                if let (Some(l), Some(own)) = (loc, self.location_of(inst)) {
                    if self.aa_alias(q, &own, l, Some(inst)) == AliasResult::NoAlias {
                        return ModRef::NoModRef;
                    }
                }
                ModRef::ModRef
            }
            _ => ModRef::NoModRef,
        }
    }

    /// `AAResults::getModRefInfo(I, Call2)`.
    pub(crate) fn aa_inst_call_mod_ref(&self, q: &mut QueryInfo, inst: Inst, call: Inst) -> ModRef {
        let d = &self.body().insts[inst];
        if d.call().is_some() {
            return self.aa_calls_mod_ref(q, inst, call);
        }
        if matches!(
            d.kind,
            InstKind::Fence { .. } | InstKind::CatchPad { .. } | InstKind::CatchRet { .. }
        ) {
            return ModRef::ModRef;
        }
        let Some(def_loc) = self.location_of(inst) else {
            return ModRef::ModRef;
        };
        if self.aa_call_mod_ref(q, call, &def_loc).is_no_mod_ref() {
            ModRef::NoModRef
        } else {
            ModRef::ModRef
        }
    }
}
