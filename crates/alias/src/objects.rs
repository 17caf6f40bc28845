//! Underlying objects and the kinds of objects BasicAA can tell apart
//! (LLVM's `getUnderlyingObject`, `stripPointerCastsForAliasAnalysis`,
//! `isIdentifiedObject`, `isIdentifiedFunctionLocal`, `isEscapeSource`).

use crate::func::{CData, FunctionAA, Val, ValKind};
use llir::{GlobalKind, GlobalRef, Opcode};

/// LLVM's `MaxLookupSearchDepth`, the default for [`FunctionAA::underlying_object`].
pub const MAX_LOOKUP: u32 = 6;

impl FunctionAA<'_> {
    /// LLVM's `getUnderlyingObject(V, MaxLookup)`: follows GEPs,
    /// bitcasts/addrspacecasts of pointers, non-interposable global aliases,
    /// single-operand phis and calls returning (an alias of) an argument, at
    /// most `max_lookup` steps (0 = no limit; cycles are then followed
    /// forever only in unreachable code, which LLVM shares).
    ///
    /// Answers at the default depth ([`MAX_LOOKUP`]) are memoized per
    /// function.
    pub fn underlying_object(&self, v: Val, max_lookup: u32) -> Val {
        self.underlying_memoized(v, max_lookup)
    }

    /// [`FunctionAA::underlying_object`] without the memo.
    pub(crate) fn underlying_object_uncached(&self, v: Val, max_lookup: u32) -> Val {
        let mut v = v;
        let mut count = 0u32;
        // A hard cap guards against cycles in unreachable code when
        // `max_lookup` is 0.
        while (max_lookup == 0 && count < 1_000_000) || count < max_lookup {
            count += 1;
            if let Some(base) = self.gep_base(v) {
                if !self.is_pointer(base) {
                    return v;
                }
                v = base;
            } else if let Some((op, x)) = self.cast(v).filter(|(op, _)| matches!(op, Opcode::BitCast | Opcode::AddrSpaceCast)) {
                let _ = op;
                if !self.is_pointer(x) {
                    return v;
                }
                v = x;
            } else if self.is_global_alias(v) {
                match self.alias_target(v) {
                    Some(t) => v = t,
                    None => return v,
                }
            } else if let Some(inc) = self.phi(v) {
                if inc.len() == 1 {
                    v = self.val(inc[0].0);
                    continue;
                }
                return v;
            } else if let Some((i, _)) = self.call_of(v) {
                match self.call_ref(i).and_then(|c| self.returned_pointer_arg(c, false)) {
                    Some(r) => v = self.val(r),
                    None => return v,
                }
            } else {
                return v;
            }
        }
        v
    }

    /// LLVM's `Value::stripPointerCastsForAliasAnalysis`: strips all-zero
    /// GEPs, bitcasts of pointers, addrspacecasts, single-operand phis,
    /// `returned` arguments and `launder`/`strip.invariant.group`.
    ///
    /// Memoized per function.
    pub fn strip_pointer_casts_for_aa(&self, v: Val) -> Val {
        self.stripped_for_aa(v)
    }

    /// [`FunctionAA::strip_pointer_casts_for_aa`] without the memo.
    pub(crate) fn strip_pointer_casts_for_aa_uncached(&self, v: Val) -> Val {
        if !self.is_pointer(v) {
            return v;
        }
        // The values visited so far (LLVM's `Visited` set): cycles only
        // arise in unreachable code and chains are short, so the first 8
        // live on the stack. A heap `Vec` per call (malloc, grow, free) was
        // 8% of `memssa print`'s instructions on lua's -O0 lvm.c, where the
        // walker asks `is_guaranteed_loop_invariant` for every search step.
        let mut inline = [v; 8];
        let mut n = 1usize;
        let mut spill: Vec<Val> = Vec::new();
        let mut v = v;
        loop {
            let next = if let Some((base, all_zero)) = self.gep_base_all_zero(v) {
                if !all_zero {
                    return v;
                }
                base
            } else if let Some((op, x)) = self.cast(v) {
                match op {
                    Opcode::BitCast if self.is_pointer(x) => x,
                    Opcode::AddrSpaceCast => x,
                    _ => return v,
                }
            } else if let Some(inc) = self.phi(v).filter(|inc| inc.len() == 1) {
                self.val(inc[0].0)
            } else if let Some((i, c)) = self.call_of(v) {
                if let Some(r) = self.returned_arg_operand(c) {
                    self.val(r)
                } else {
                    let cr = self.call_ref(i);
                    match cr.and_then(|cr| self.intrinsic(cr.data)) {
                        Some("llvm.launder.invariant.group" | "llvm.strip.invariant.group") => match c.args.first() {
                            Some(a) => self.val(a.value),
                            None => return v,
                        },
                        _ => return v,
                    }
                }
            } else {
                return v;
            };
            if inline[..n.min(inline.len())].contains(&next) || spill.contains(&next) {
                return next;
            }
            if n < inline.len() {
                inline[n] = next;
            } else {
                spill.push(next);
            }
            n += 1;
            v = next;
        }
    }

    /// LLVM's `Value::stripPointerCasts` (zero GEPs, bitcasts,
    /// addrspacecasts, `returned` arguments).
    pub(crate) fn strip_pointer_casts(&self, v: Val) -> Val {
        self.strip_casts_kind(v, true)
    }

    /// LLVM's `Value::stripPointerCastsSameRepresentation` (no addrspacecasts).
    pub(crate) fn strip_pointer_casts_same_repr(&self, v: Val) -> Val {
        self.strip_casts_kind(v, false)
    }

    fn strip_casts_kind(&self, v: Val, addrspace: bool) -> Val {
        if !self.is_pointer(v) {
            return v;
        }
        // The values visited so far (LLVM's `Visited` set): cycles only
        // arise in unreachable code and chains are short, so the first 8
        // live on the stack. A heap `Vec` per call (malloc, grow, free) was
        // 8% of `memssa print`'s instructions on lua's -O0 lvm.c, where the
        // walker asks `is_guaranteed_loop_invariant` for every search step.
        let mut inline = [v; 8];
        let mut n = 1usize;
        let mut spill: Vec<Val> = Vec::new();
        let mut v = v;
        loop {
            let next = if let Some(g) = self.gep(v) {
                if !g.indices.iter().all(|&i| self.is_zero_value(i)) {
                    return v;
                }
                g.base
            } else if let Some((op, x)) = self.cast(v) {
                match op {
                    Opcode::BitCast if self.is_pointer(x) => x,
                    Opcode::AddrSpaceCast if addrspace => x,
                    _ => return v,
                }
            } else if let Some((_, c)) = self.call_of(v) {
                match self.returned_arg_operand(c) {
                    Some(r) => self.val(r),
                    None => return v,
                }
            } else {
                return v;
            };
            if inline[..n.min(inline.len())].contains(&next) || spill.contains(&next) {
                return next;
            }
            if n < inline.len() {
                inline[n] = next;
            } else {
                spill.push(next);
            }
            n += 1;
            v = next;
        }
    }

    /// True if `v` is a zero integer constant (or a zero/null constant).
    pub(crate) fn is_zero_value(&self, v: Val) -> bool {
        match self.as_const_int(v) {
            Some((_, c)) => c == 0,
            None => matches!(self.cdata(v), Some(crate::func::CData::Zero(_) | crate::func::CData::Null(_))),
        }
    }

    /// LLVM's `isNoAliasCall`: a call whose result is `noalias`.
    pub fn is_noalias_call(&self, v: Val) -> bool {
        match self.call_of(v) {
            Some((_, c)) => self.call_has_ret_attr(c, "noalias"),
            None => false,
        }
    }

    /// An argument with `noalias` or `byval`.
    fn is_noalias_or_byval_arg(&self, v: Val) -> bool {
        matches!(self.kind(v), ValKind::Arg(_)) && (self.arg_has_attr(v, "noalias") || self.arg_has_attr(v, "byval"))
    }

    /// LLVM's `isIdentifiedObject`: allocas, global symbols other than
    /// aliases, `noalias` calls, and `noalias`/`byval` arguments.
    pub fn is_identified_object(&self, v: Val) -> bool {
        if self.is_alloca(v) {
            return true;
        }
        if let ValKind::Global(g) = self.kind(v) {
            return match g {
                GlobalRef::Func(_) => true,
                GlobalRef::Global(x) => !matches!(self.module().globals[x].kind, GlobalKind::Alias { .. }),
            };
        }
        self.is_noalias_call(v) || self.is_noalias_or_byval_arg(v)
    }

    /// LLVM's `isIdentifiedFunctionLocal`: allocas, `noalias` calls and
    /// `noalias`/`byval` arguments.
    pub fn is_identified_function_local(&self, v: Val) -> bool {
        self.is_alloca(v) || self.is_noalias_call(v) || self.is_noalias_or_byval_arg(v)
    }

    /// LLVM's `isEscapeSource`: calls (except the intrinsics that return an
    /// argument without capturing it), loads, and `inttoptr` (instruction or
    /// expression).
    pub fn is_escape_source(&self, v: Val) -> bool {
        if let Some((i, _)) = self.call_of(v) {
            return match self.call_ref(i) {
                Some(c) => !self.intrinsic_returns_arg_without_capture(c, true),
                None => true,
            };
        }
        if self.is_load(v) {
            return true;
        }
        matches!(self.cast(v), Some((Opcode::IntToPtr, _))) || matches!(self.cdata(v), Some(CData::IntAddress { .. }))
    }

    /// True if `v` is an argument.
    pub(crate) fn is_argument(&self, v: Val) -> bool {
        matches!(self.kind(v), ValKind::Arg(_))
    }
}
