//! Sizes of objects and dereferenceable extents (LLVM's `getObjectSize`
//! through `ObjectSizeOffsetVisitor`, and
//! `Value::getPointerDereferenceableBytes`), plus GEP offset arithmetic.

use crate::calls::CallRef;
use crate::func::{is_interposable, FunctionAA, Val, ValKind};
use crate::tli::LibFunc;
use llir::{AttrSet, AttrValue, ConstData, GlobalKind, InstKind, MdContent, MdKind, MdRef, Opcode, Type, TypeData};
use rustc_hash::FxHashMap as HashMap;

/// One step of a GEP's index list.
pub(crate) enum GepStep {
    /// A struct field at this byte offset.
    Field(u64),
    /// An array/vector/pointer step: `index * stride` bytes.
    Seq { stride: u64, index: Val },
    /// A step LLVM cannot size (scalable or unsized element).
    Unsized,
}

/// LLVM's `ObjectSizeOffsetVisitorMaxVisitInstructions`.
const MAX_VISIT: u32 = 100;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct SizeOffset {
    /// `None` if unknown.
    size: Option<i128>,
    offset: Option<i128>,
}

const UNKNOWN: SizeOffset = SizeOffset { size: None, offset: None };

impl SizeOffset {
    fn known(size: i128) -> SizeOffset {
        SizeOffset {
            size: Some(size),
            offset: Some(0),
        }
    }
    fn both_known(&self) -> bool {
        self.size.is_some() && self.offset.is_some()
    }
    /// LLVM's `getSizeWithOverflow`: `size - offset`, or 0 if the offset is
    /// negative or beyond the size.
    fn remaining(&self) -> i128 {
        let (s, o) = (self.size.unwrap_or(0), self.offset.unwrap_or(0));
        if o < 0 || s < o {
            0
        } else {
            s - o
        }
    }
}

struct Visitor<'a, 'm> {
    aa: &'a FunctionAA<'m>,
    round_to_align: bool,
    null_is_unknown_size: bool,
    seen: HashMap<Val, SizeOffset>,
    visited: u32,
}

impl FunctionAA<'_> {
    /// Walks the index list of a GEP with source element type `src_ty`.
    pub(crate) fn gep_steps(&self, src_ty: Type, indices: &[Val]) -> Vec<GepStep> {
        let m = self.module();
        let dl = &m.data_layout;
        let mut out = Vec::with_capacity(indices.len());
        let mut cur: Option<Type> = None;
        for (n, &idx) in indices.iter().enumerate() {
            if n == 0 {
                match dl.alloc_size(&m.types, src_ty) {
                    Some(s) if !is_scalable(m, src_ty) => out.push(GepStep::Seq { stride: s, index: idx }),
                    _ => out.push(GepStep::Unsized),
                }
                cur = Some(src_ty);
                continue;
            }
            let Some(t) = cur else {
                out.push(GepStep::Unsized);
                continue;
            };
            match m.types.data(t) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let field = self.as_const_int(idx).map(|(_, c)| c as usize);
                    let layout = dl.struct_layout(&m.types, t);
                    match (field, layout, m.types.struct_fields(t)) {
                        (Some(f), Some(l), Some((fields, _))) if f < fields.len() => {
                            out.push(GepStep::Field(l.offsets[f]));
                            cur = Some(fields[f]);
                        }
                        _ => {
                            out.push(GepStep::Unsized);
                            cur = None;
                        }
                    }
                }
                TypeData::Array { elem, .. } => {
                    match dl.alloc_size(&m.types, *elem) {
                        Some(s) if !is_scalable(m, *elem) => out.push(GepStep::Seq { stride: s, index: idx }),
                        _ => out.push(GepStep::Unsized),
                    }
                    cur = Some(*elem);
                }
                TypeData::Vector { elem, scalable, .. } => {
                    match dl.store_size(&m.types, *elem) {
                        Some(s) if !scalable => out.push(GepStep::Seq { stride: s, index: idx }),
                        _ => out.push(GepStep::Unsized),
                    }
                    cur = Some(*elem);
                }
                _ => {
                    out.push(GepStep::Unsized);
                    cur = None;
                }
            }
        }
        out
    }

    /// The constant byte offset of GEP `v`, if all its indices are constant
    /// (LLVM's `accumulateConstantOffset`), in 128-bit arithmetic.
    pub(crate) fn gep_constant_offset(&self, v: Val) -> Option<i128> {
        let g = self.gep(v)?;
        let mut off: i128 = 0;
        for s in self.gep_steps(g.src_ty, &g.indices) {
            match s {
                GepStep::Field(o) => off += o as i128,
                GepStep::Seq { stride, index } => {
                    let (_, c) = self.as_const_int(index)?;
                    off = off.wrapping_add((stride as i128).wrapping_mul(c));
                }
                GepStep::Unsized => return None,
            }
        }
        Some(off)
    }

    /// LLVM's `stripAndAccumulateConstantOffsets(AllowNonInbounds=true,
    /// AllowInvariantGroup=true)`: the base and the constant byte offset
    /// (wrapped to 64 bits).
    pub(crate) fn strip_and_accumulate_offsets(&self, v: Val) -> (Val, i128) {
        if !self.is_pointer(v) {
            return (v, 0);
        }
        let mut seen = vec![v];
        let mut v = v;
        let mut off: i128 = 0;
        loop {
            let next = if self.gep(v).is_some() {
                match self.gep_constant_offset(v) {
                    Some(o) => {
                        if !fits_signed(o, 64) {
                            return (v, off);
                        }
                        off = crate::func::sext_from(off.wrapping_add(o), 64);
                        self.gep(v).map(|g| g.base).unwrap_or(v)
                    }
                    None => return (v, off),
                }
            } else if let Some((Opcode::BitCast | Opcode::AddrSpaceCast, x)) = self.cast(v) {
                x
            } else if self.is_global_alias(v) {
                self.alias_target(v).unwrap_or(v)
            } else if let Some((i, c)) = self.call_of(v) {
                let mut n = v;
                if let Some(r) = self.returned_arg_operand(c) {
                    n = self.val(r);
                }
                if self
                    .call_ref(i)
                    .and_then(|cr| self.intrinsic(cr.data))
                    .is_some_and(|n| matches!(n, "llvm.launder.invariant.group" | "llvm.strip.invariant.group"))
                {
                    if let Some(a) = c.args.first() {
                        n = self.val(a.value);
                    }
                }
                n
            } else {
                v
            };
            if seen.contains(&next) {
                return (next, off);
            }
            seen.push(next);
            v = next;
        }
    }

    /// LLVM's `getObjectSize(V)` with `ObjectSizeOpts{RoundToAlign,
    /// NullIsUnknownSize}` (exact mode, no alias analysis for loads).
    pub(crate) fn object_size(&self, v: Val, round_to_align: bool) -> Option<u64> {
        let mut vis = Visitor {
            aa: self,
            round_to_align,
            null_is_unknown_size: self.null_is_valid,
            seen: HashMap::default(),
            visited: 0,
        };
        let so = vis.compute_impl(v);
        if !so.both_known() {
            return None;
        }
        Some(so.remaining() as u64)
    }

    fn attr_int(&self, set: &AttrSet, name: &str) -> u64 {
        match self.module().attr(set, name).map(|a| &a.value) {
            Some(AttrValue::Int(n)) => *n,
            _ => 0,
        }
    }

    fn attr_type(&self, set: &AttrSet, name: &str) -> Option<Type> {
        match self.module().attr(set, name).map(|a| &a.value) {
            Some(AttrValue::Type(t)) => Some(*t),
            _ => None,
        }
    }

    /// LLVM's `Argument::getPointeeInMemoryValueType`: the type of `byval`,
    /// `byref`, `preallocated`, `inalloca` or `sret`.
    pub(crate) fn arg_pointee_in_memory_type(&self, n: u32) -> Option<Type> {
        let a = self.param_attrs(n)?;
        ["byval", "byref", "preallocated", "inalloca", "sret"]
            .iter()
            .find_map(|k| self.attr_type(a, k))
    }

    /// The alignment an argument is known to have (`align N`).
    fn arg_align(&self, n: u32) -> Option<u64> {
        let a = self.param_attrs(n)?;
        match self.attr_int(a, "align") {
            0 => None,
            x => Some(x),
        }
    }

    fn md_int(&self, r: Option<&MdRef>) -> u64 {
        let Some(MdRef::Node(n)) = r else { return 0 };
        let MdContent::Tuple(ops) = &self.module().md_node(*n).content else {
            return 0;
        };
        match ops.first() {
            Some(MdRef::Value(_, c)) => match &self.module().consts[*c] {
                ConstData::Int { value, .. } => *value as u64,
                _ => 0,
            },
            _ => 0,
        }
    }

    /// LLVM's `Value::getPointerDereferenceableBytes`: `(bytes, can be null)`.
    pub(crate) fn deref_bytes(&self, v: Val) -> (u64, bool) {
        let m = self.module();
        match self.kind(v) {
            ValKind::Arg(n) => {
                let Some(a) = self.param_attrs(n) else { return (0, false) };
                let mut b = self.attr_int(a, "dereferenceable");
                if b == 0 {
                    if let Some(t) = self.arg_pointee_in_memory_type(n) {
                        b = m.data_layout.store_size(&m.types, t).unwrap_or(0);
                    }
                }
                if b == 0 {
                    return (self.attr_int(a, "dereferenceable_or_null"), true);
                }
                (b, false)
            }
            ValKind::Inst(i) => {
                let d = &self.body().insts[i];
                match &d.kind {
                    InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                        let callee = self.called_function(c).map(|f| &m.funcs[f].ret_attrs);
                        let b = self
                            .attr_int(&c.ret_attrs, "dereferenceable")
                            .max(callee.map_or(0, |r| self.attr_int(r, "dereferenceable")));
                        if b != 0 {
                            return (b, false);
                        }
                        let b = self
                            .attr_int(&c.ret_attrs, "dereferenceable_or_null")
                            .max(callee.map_or(0, |r| self.attr_int(r, "dereferenceable_or_null")));
                        (b, true)
                    }
                    InstKind::Load { .. } | InstKind::Cast { op: Opcode::IntToPtr, .. } => {
                        let b = self.md_int(d.metadata(&MdKind::Other("dereferenceable".into())));
                        if b != 0 {
                            return (b, false);
                        }
                        (self.md_int(d.metadata(&MdKind::Other("dereferenceable_or_null".into()))), true)
                    }
                    InstKind::Alloca { allocated, count, .. } => {
                        let array = match count {
                            None => false,
                            Some(c) => self.as_const_int(self.val(*c)).is_none_or(|(_, n)| n != 1),
                        };
                        if array {
                            return (0, false);
                        }
                        (
                            if is_scalable(m, *allocated) {
                                0
                            } else {
                                m.data_layout.store_size(&m.types, *allocated).unwrap_or(0)
                            },
                            false,
                        )
                    }
                    _ => (0, false),
                }
            }
            ValKind::Global(_) => match self.global_data(v) {
                Some(g) => match &g.kind {
                    GlobalKind::Variable { value_ty, .. } if !g.qualifiers.iter().any(|q| &**q == "extern_weak") => {
                        (m.data_layout.store_size(&m.types, *value_ty).unwrap_or(0), false)
                    }
                    _ => (0, false),
                },
                None => (0, false),
            },
            ValKind::Const => (0, false),
        }
    }

    /// LLVM's `getAllocSize` for a call: the allocation table, then the
    /// callee's `allocsize` attribute; `None` unless the size arguments are
    /// constants.
    fn alloc_size(&self, c: CallRef<'_>) -> Option<i128> {
        if c.is_call_inst && self.intrinsic_full_name(c).is_some() {
            return None;
        }
        let f = self.called_function(c.data)?;
        let m = self.module();
        let (fst, snd): (usize, Option<usize>) = match (!self.call_is_nobuiltin(c.data)).then(|| self.lib_func(f)).flatten() {
            Some(LibFunc::Alloc { size_arg, .. }) => (size_arg as usize, None),
            Some(LibFunc::StrDup) => return None,
            _ => {
                let a = m.attr(&m.funcs[f].fn_attrs, "allocsize")?;
                let AttrValue::Str(s) = &a.value else { return None };
                let mut it = s
                    .split(',')
                    .map(|x| x.trim().trim_matches(|ch| ch == '(' || ch == ')').parse::<usize>());
                let fst = it.next()?.ok()?;
                let snd = match it.next() {
                    Some(r) => Some(r.ok()?),
                    None => None,
                };
                (fst, snd)
            }
        };
        let bits = m.data_layout.pointer_size_bits(0).min(128);
        let arg = |i: usize| -> Option<i128> {
            let (w, v) = self.as_const_int(self.val(c.data.args.get(i)?.value))?;
            let u = v as u128 & mask(w);
            if w > bits && (128 - u.leading_zeros()) > bits {
                return None;
            }
            Some((u & mask(bits)) as i128)
        };
        let size = arg(fst)?;
        match snd {
            None => Some(size),
            Some(s) => {
                let n = arg(s)?;
                let p = (size as u128).checked_mul(n as u128)?;
                (p <= mask(bits)).then_some(p as i128)
            }
        }
    }
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

fn fits_signed(v: i128, bits: u32) -> bool {
    let lim = 1i128 << (bits - 1);
    (-lim..lim).contains(&v)
}

pub(crate) fn is_scalable(m: &llir::Module, t: Type) -> bool {
    match m.types.data(t) {
        TypeData::Vector { scalable, .. } => *scalable,
        TypeData::Array { elem, .. } => is_scalable(m, *elem),
        TypeData::TargetExt(_) => true,
        _ => false,
    }
}

impl Visitor<'_, '_> {
    fn align(&self, size: i128, align: Option<u64>) -> i128 {
        match align {
            Some(a) if self.round_to_align && a > 0 => {
                let a = a as i128;
                (size + a - 1) / a * a
            }
            _ => size,
        }
    }

    fn compute_impl(&mut self, v: Val) -> SizeOffset {
        let (base, off) = self.aa.strip_and_accumulate_offsets(v);
        let so = self.compute_value(base);
        if off == 0 {
            return so;
        }
        SizeOffset {
            size: so.size,
            offset: so.offset.map(|o| crate::func::sext_from(o + off, 64)),
        }
    }

    fn combine(&self, l: SizeOffset, r: SizeOffset) -> SizeOffset {
        if !l.both_known() || !r.both_known() {
            return UNKNOWN;
        }
        if l.remaining() == r.remaining() {
            l
        } else {
            UNKNOWN
        }
    }

    fn compute_value(&mut self, v: Val) -> SizeOffset {
        let aa = self.aa;
        let m = aa.module();
        match aa.kind(v) {
            ValKind::Inst(i) => {
                if let Some(&so) = self.seen.get(&v) {
                    return so;
                }
                self.seen.insert(v, UNKNOWN);
                self.visited += 1;
                if self.visited > MAX_VISIT {
                    return UNKNOWN;
                }
                let d = &aa.body().insts[i];
                let res = match &d.kind {
                    InstKind::Alloca {
                        allocated, count, align, ..
                    } => {
                        let elem = if is_scalable(m, *allocated) {
                            None
                        } else {
                            m.data_layout.alloc_size(&m.types, *allocated)
                        };
                        let al = align.or_else(|| m.data_layout.abi_align(&m.types, *allocated));
                        match (elem, count) {
                            (None, _) => UNKNOWN,
                            (Some(e), None) => SizeOffset::known(self.align(e as i128, al)),
                            (Some(e), Some(c)) => match aa.as_const_int(aa.val(*c)) {
                                Some((w, n)) => {
                                    let n = n as u128 & mask(w);
                                    match (e as u128).checked_mul(n) {
                                        Some(p) if p <= u64::MAX as u128 && (128 - n.leading_zeros()) <= 64 => {
                                            if w <= 64 || n >> 64 == 0 {
                                                SizeOffset::known(self.align(p as i128, al))
                                            } else {
                                                UNKNOWN
                                            }
                                        }
                                        _ => UNKNOWN,
                                    }
                                }
                                None => UNKNOWN,
                            },
                        }
                    }
                    InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                        match aa.call_ref(i).and_then(|c| aa.alloc_size(c)) {
                            Some(s) => SizeOffset::known(s),
                            None => UNKNOWN,
                        }
                    }
                    InstKind::Phi { incoming } => {
                        if incoming.is_empty() {
                            UNKNOWN
                        } else {
                            let mut acc = self.compute_impl(aa.val(incoming[0].0));
                            for (iv, _) in &incoming[1..] {
                                let r = self.compute_impl(aa.val(*iv));
                                acc = self.combine(acc, r);
                            }
                            acc
                        }
                    }
                    InstKind::Select { if_true, if_false, .. } => {
                        let t = self.compute_impl(aa.val(*if_true));
                        let f = self.compute_impl(aa.val(*if_false));
                        self.combine(t, f)
                    }
                    _ => UNKNOWN,
                };
                self.seen.insert(v, res);
                res
            }
            ValKind::Arg(n) => match aa.arg_pointee_in_memory_type(n) {
                Some(t) => match m.data_layout.alloc_size(&m.types, t) {
                    Some(s) if !is_scalable(m, t) => SizeOffset::known(self.align(s as i128, aa.arg_align(n))),
                    _ => UNKNOWN,
                },
                None => UNKNOWN,
            },
            ValKind::Global(_) => {
                let Some(g) = aa.global_data(v) else { return UNKNOWN };
                match &g.kind {
                    GlobalKind::Alias { .. } => match aa.alias_target(v) {
                        Some(t) => self.compute_impl(t),
                        None => UNKNOWN,
                    },
                    GlobalKind::Variable { value_ty, init, align, .. } => {
                        if is_scalable(m, *value_ty)
                            || g.qualifiers.iter().any(|q| &**q == "extern_weak")
                            || init.is_none()
                            || is_interposable(&g.qualifiers)
                        {
                            return UNKNOWN;
                        }
                        match m.data_layout.alloc_size(&m.types, *value_ty) {
                            Some(s) => SizeOffset::known(self.align(s as i128, *align)),
                            None => UNKNOWN,
                        }
                    }
                    GlobalKind::IFunc { .. } => UNKNOWN,
                }
            }
            ValKind::Const => {
                if aa.is_null(v) {
                    if self.null_is_unknown_size || aa.addr_space(v) != Some(0) {
                        return UNKNOWN;
                    }
                    return SizeOffset::known(0);
                }
                if aa.is_undef(v) {
                    return SizeOffset::known(0);
                }
                UNKNOWN
            }
        }
    }
}

/// Used by `strip_and_accumulate_offsets` callers that need to know whether
/// `v` is an `inttoptr`.
#[allow(dead_code)]
pub(crate) fn is_inttoptr(aa: &FunctionAA<'_>, v: Val) -> bool {
    matches!(aa.cast(v), Some((Opcode::IntToPtr, _)))
}
