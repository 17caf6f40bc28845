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
    /// A step over a scalable type: `index * vscale * n` bytes, which LLVM
    /// only follows when the index is the constant 0.
    ScalableSeq { index: Val },
    /// A step LLVM cannot size (unsized element, unknown struct field).
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
    /// LLVM's `IntTyBits`: the index width of the value being sized; sizes
    /// are unsigned and offsets signed numbers of this width.
    bits: u32,
}

impl FunctionAA<'_> {
    /// Walks the index list of a GEP with source element type `src_ty`.
    pub(crate) fn gep_steps(&self, src_ty: Type, indices: &[Val]) -> Vec<GepStep> {
        let m = self.module();
        let mut out = Vec::with_capacity(indices.len());
        let mut cur: Option<Type> = None;
        for (n, &idx) in indices.iter().enumerate() {
            if n == 0 {
                out.push(match m.layout().alloc_size(src_ty) {
                    _ if is_scalable(m, src_ty) => GepStep::ScalableSeq { index: idx },
                    Some(s) => GepStep::Seq { stride: s, index: idx },
                    None => GepStep::Unsized,
                });
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
                    let offset = field.and_then(|f| m.layout().field_offsets(t)?.get(f).copied());
                    match (field, offset, m.types.struct_fields(t)) {
                        (Some(f), Some(o), Some((fields, _))) if f < fields.len() => {
                            out.push(GepStep::Field(o));
                            cur = Some(fields[f]);
                        }
                        _ => {
                            out.push(GepStep::Unsized);
                            cur = None;
                        }
                    }
                }
                TypeData::Array { elem, .. } => {
                    out.push(match m.layout().alloc_size(*elem) {
                        _ if is_scalable(m, *elem) => GepStep::ScalableSeq { index: idx },
                        Some(s) => GepStep::Seq { stride: s, index: idx },
                        None => GepStep::Unsized,
                    });
                    cur = Some(*elem);
                }
                // The elements of a vector, scalable or not, are its element
                // type's store size apart (LLVM's `getSequentialElementStride`).
                TypeData::Vector { elem, .. } => {
                    match m.layout().store_size(*elem) {
                        Some(s) => out.push(GepStep::Seq { stride: s, index: idx }),
                        None => out.push(GepStep::Unsized),
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

    /// Width of GEP index arithmetic for pointer `v` (LLVM's
    /// `getIndexTypeSizeInBits(V->getType())`), at most 128.
    pub(crate) fn index_bits_of(&self, v: Val) -> u32 {
        let asp = self.addr_space(v).unwrap_or(0);
        self.module().data_layout.index_size_bits(asp).clamp(1, 128)
    }

    /// The constant byte offset of GEP `v`, if all its indices are constant
    /// (LLVM's `accumulateConstantOffset`), computed modulo `2^bits` and
    /// returned sign-extended from `bits` (indices are sign-extended or
    /// truncated to `bits` first, like LLVM's `sextOrTrunc`).
    pub(crate) fn gep_constant_offset(&self, v: Val, bits: u32) -> Option<i128> {
        let g = self.gep(v)?;
        let mut off: i128 = 0;
        for s in self.gep_steps(g.src_ty, &g.indices) {
            match s {
                GepStep::Field(o) => off = off.wrapping_add(o as i128),
                GepStep::Seq { stride, index } => {
                    let (_, c) = self.as_const_int(index)?;
                    // Wrapping 128-bit arithmetic agrees with arithmetic
                    // modulo 2^bits on the low `bits` bits.
                    off = off.wrapping_add((stride as i128).wrapping_mul(c));
                }
                // vscale * n * 0 is 0; any other index is not a constant.
                GepStep::ScalableSeq { index } => match self.as_const_int(index) {
                    Some((_, 0)) => {}
                    _ => return None,
                },
                GepStep::Unsized => return None,
            }
        }
        Some(crate::func::sext_from(off, bits))
    }

    /// LLVM's `stripAndAccumulateConstantOffsets(AllowNonInbounds=true,
    /// AllowInvariantGroup=true)`: the base and the constant byte offset,
    /// wrapped to the index width of `v`'s address space. A GEP whose own
    /// offset (at its address space's index width) needs more bits than
    /// that ends the walk, as after an `addrspacecast` to a narrower index.
    pub(crate) fn strip_and_accumulate_offsets(&self, v: Val) -> (Val, i128) {
        if !self.is_pointer(v) {
            return (v, 0);
        }
        let bits = self.index_bits_of(v);
        let mut seen = vec![v];
        let mut v = v;
        let mut off: i128 = 0;
        loop {
            let next = if self.gep(v).is_some() {
                match self.gep_constant_offset(v, self.index_bits_of(v)) {
                    Some(o) => {
                        if !fits_signed(o, bits) {
                            return (v, off);
                        }
                        off = crate::func::sext_from(off.wrapping_add(o), bits);
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
            bits: self.index_bits_of(v),
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

    /// `getTypeStoreSize(t).getKnownMinValue()`: the fixed store size, or
    /// the known minimum of a scalable vector's (0 if neither is known).
    fn store_size_known_min(&self, t: Type) -> u64 {
        let m = self.module();
        m.layout().store_size(t).or_else(|| m.layout().scalable_store_size(t)).unwrap_or(0)
    }

    /// LLVM's `Value::getPointerDereferenceableBytes`: `(bytes, can be null)`.
    /// An alloca or `byval`-like argument of a scalable vector type is
    /// dereferenceable for its known minimum size (`vscale` is at least 1).
    pub(crate) fn deref_bytes(&self, v: Val) -> (u64, bool) {
        let m = self.module();
        match self.kind(v) {
            ValKind::Arg(n) => {
                let Some(a) = self.param_attrs(n) else { return (0, false) };
                let mut b = self.attr_int(a, "dereferenceable");
                if b == 0 {
                    if let Some(t) = self.arg_pointee_in_memory_type(n) {
                        b = self.store_size_known_min(t);
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
                        (self.store_size_known_min(*allocated), false)
                    }
                    _ => (0, false),
                }
            }
            ValKind::Global(_) => match self.global_data(v) {
                Some(g) => match &g.kind {
                    GlobalKind::Variable { value_ty, .. } if !g.qualifiers.iter().any(|q| &**q == "extern_weak") => {
                        (m.layout().store_size(*value_ty).unwrap_or(0), false)
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
    fn alloc_size(&self, c: CallRef<'_>, bits: u32) -> Option<i128> {
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
        // `bits`: LLVM computes at the index width of the call's result.
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
    if bits >= 128 {
        return true;
    }
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
    /// A known size of `size` bytes, truncated to the index width like
    /// LLVM's `APInt(IntTyBits, size)`, rounded up to `align` if asked
    /// (the rounded value truncated again).
    fn known_aligned(&self, size: u128, align: Option<u64>) -> SizeOffset {
        let size = size & mask(self.bits);
        let size = match align {
            Some(a) if self.round_to_align && a > 0 => {
                let a = u128::from(a);
                size.div_ceil(a).wrapping_mul(a) & mask(self.bits)
            }
            _ => size,
        };
        SizeOffset::known(size as i128)
    }

    /// LLVM's `computeImpl`: strips constant offsets (at `v`'s index width),
    /// sizes the base at the base's index width, and converts back when an
    /// `addrspacecast` changed the width (a size or offset that does not
    /// fit becomes unknown).
    fn compute_impl(&mut self, v: Val) -> SizeOffset {
        let initial_bits = self.aa.index_bits_of(v);
        let (base, off) = self.aa.strip_and_accumulate_offsets(v);
        let saved_bits = self.bits;
        self.bits = self.aa.index_bits_of(base);
        let mut so = self.compute_value(base);
        let base_bits = self.bits;
        self.bits = saved_bits;
        if base_bits == initial_bits && off == 0 {
            return so;
        }
        if base_bits != initial_bits {
            // CheckedZextOrTrunc: the size is unsigned, the offset signed
            // but zero-extended like LLVM does.
            let fit = |x: Option<i128>| {
                let u = (x? as u128) & mask(base_bits);
                if base_bits > initial_bits && 128 - u.leading_zeros() > initial_bits {
                    return None;
                }
                Some(u & mask(initial_bits))
            };
            so.size = fit(so.size).map(|u| u as i128);
            so.offset = fit(so.offset).map(|u| crate::func::sext_from(u as i128, initial_bits));
        }
        SizeOffset {
            size: so.size,
            offset: so.offset.map(|o| crate::func::sext_from(o.wrapping_add(off), initial_bits)),
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
                            m.layout().alloc_size(*allocated)
                        };
                        let al = align.or_else(|| m.layout().abi_align(*allocated));
                        let bits = self.bits;
                        match (elem, count) {
                            (None, _) => UNKNOWN,
                            (Some(e), None) => self.known_aligned(u128::from(e), al),
                            (Some(e), Some(c)) => match aa.as_const_int(aa.val(*c)) {
                                Some((w, n)) => {
                                    // The element size and the count at the index
                                    // width (a count needing more bits is unknown),
                                    // their product must not overflow it.
                                    let n = n as u128 & mask(w);
                                    let e = u128::from(e) & mask(bits);
                                    if w > bits && 128 - n.leading_zeros() > bits {
                                        UNKNOWN
                                    } else {
                                        match e.checked_mul(n & mask(bits)) {
                                            Some(p) if p <= mask(bits) => self.known_aligned(p, al),
                                            _ => UNKNOWN,
                                        }
                                    }
                                }
                                None => UNKNOWN,
                            },
                        }
                    }
                    InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                        match aa.call_ref(i).and_then(|c| aa.alloc_size(c, self.bits)) {
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
                Some(t) => match m.layout().alloc_size(t) {
                    Some(s) if !is_scalable(m, t) => self.known_aligned(u128::from(s), aa.arg_align(n)),
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
                        match m.layout().alloc_size(*value_ty) {
                            Some(s) => self.known_aligned(u128::from(s), *align),
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
