//! BasicAA: LLVM 19's stateless local alias analysis (`BasicAliasAnalysis.cpp`).
//!
//! `alias(a, b)`, roughly in this order:
//! 1. zero-sized accesses never alias; casts are stripped; `undef` aliases
//!    nothing; the same value (not varying across loop iterations) is
//!    `MustAlias`;
//! 2. the underlying objects are compared: two distinct identified objects
//!    (allocas, globals, `noalias` calls/arguments), an argument and a
//!    function-local object, or a non-escaping local object and a value
//!    loaded/returned by a call never alias; an access larger than the other
//!    side's whole object cannot be to it;
//! 3. GEPs are decomposed into base + constant offset + scaled variable
//!    indices and compared with offsets, strides (modulo reasoning) and
//!    index ranges; phis and selects are compared operand by operand;
//! 4. otherwise `MayAlias`.
//!
//! Results are cached per query session (see [`crate::BatchAA`]); recursive
//! phi queries use LLVM's assumption scheme (assume `NoAlias`, retract if
//! disproven).
//!
//! Scalable accesses (`vscale × n` bytes) follow LLVM 19: a GEP step over a
//! scalable type is followed only for a constant 0 index; a fixed offset is
//! past a scalable access if it is at least the largest `vscale` of the
//! function's `vscale_range` times `n`; a single `llvm.vscale` index with no
//! constant offset is at least its scale away (calls of `llvm.vscale` are
//! one variable); otherwise a scalable size stops the GEP analysis.
//!
//! `separate_storage` assume bundles make the hinted underlying objects
//! `NoAlias` (see `assume.rs`), checked after the object-size rule.
//!
//! Not modelled (opt-19 may be more precise here): other `llvm.assume`
//! facts, and the parts of value tracking listed in `known.rs`.

use crate::apint::ApInt;
use crate::func::{FunctionAA, Val, ValKind};
use crate::location::{LocationSize, MemoryLocation};
use crate::objects::MAX_LOOKUP;
use crate::range::{ConstantRange, Preferred};
use crate::result::{merge_alias_results, AliasResult};
use llir::{Block, Inst, InstKind, ModRef, Opcode};
use rustc_hash::FxHashMap as HashMap;

/// LLVM's `DefaultMaxBBsToExplore` for reachability queries.
const MAX_BBS_TO_EXPLORE: u32 = 32;

/// The key BasicAA caches under: pointer, whether values may come from
/// different loop iterations, and size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct CacheLoc {
    ptr: Val,
    cross: bool,
    size: LocationSize,
}

const DEFINITIVE: i32 = -2;
const ASSUMPTION_BASED: i32 = -1;

#[derive(Clone, Copy, Debug)]
struct CacheEntry {
    result: AliasResult,
    /// >= 0: an assumption, used that many times; -1 assumption based; -2 definitive.
    uses: i32,
}

/// The outcome of BasicAA's checks before its session cache
/// ([`FunctionAA::alias_prefix`]).
#[derive(Clone, Copy, Debug)]
pub(crate) enum AliasPrefix {
    /// Answered.
    Done(AliasResult),
    /// Not answered: the stripped pointers and their underlying objects.
    Go { v1: Val, v2: Val, o1: Val, o2: Val },
}

/// The key of [`AliasPrefix`] memos: both pointers and sizes as asked,
/// and whether values may come from different loop iterations.
pub(crate) type PrefixKey = (Val, LocationSize, Val, LocationSize, bool);

/// LLVM's `AAQueryInfo`: state shared by the queries of one session.
#[derive(Debug, Default)]
pub struct QueryInfo {
    cache: HashMap<(CacheLoc, CacheLoc), CacheEntry>,
    pub(crate) depth: u32,
    num_assumption_uses: i32,
    assumption_based: Vec<(CacheLoc, CacheLoc)>,
    pub(crate) may_be_cross_iteration: bool,
}

impl QueryInfo {
    /// A fresh session (LLVM's `SimpleAAQueryInfo`).
    pub fn new() -> QueryInfo {
        QueryInfo::default()
    }
    /// Number of cached alias results.
    pub fn cache_len(&self) -> usize {
        self.cache.len()
    }
}

/// `zext(sext(trunc(V)))` with the widths of each step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CastedValue {
    v: Val,
    /// Width of `v`'s type.
    width: u32,
    zext: u32,
    sext: u32,
    trunc: u32,
    non_negative: bool,
}

impl CastedValue {
    fn new(v: Val, width: u32) -> CastedValue {
        CastedValue {
            v,
            width,
            zext: 0,
            sext: 0,
            trunc: 0,
            non_negative: false,
        }
    }
    fn bit_width(&self) -> u32 {
        self.width - self.trunc + self.zext + self.sext
    }
    fn with_value(&self, v: Val, width: u32, preserve_nonneg: bool) -> CastedValue {
        CastedValue {
            v,
            width,
            non_negative: self.non_negative && preserve_nonneg,
            ..*self
        }
    }
    fn with_zext_of(&self, v: Val, width: u32, zext_nonneg: bool) -> CastedValue {
        let extend = self.width - width;
        if extend <= self.trunc {
            return CastedValue {
                v,
                width,
                trunc: self.trunc - extend,
                ..*self
            };
        }
        let extend = extend - self.trunc;
        CastedValue {
            v,
            width,
            zext: self.zext + self.sext + extend,
            sext: 0,
            trunc: 0,
            non_negative: zext_nonneg,
        }
    }
    fn with_sext_of(&self, v: Val, width: u32) -> CastedValue {
        let extend = self.width - width;
        if extend <= self.trunc {
            return CastedValue {
                v,
                width,
                trunc: self.trunc - extend,
                ..*self
            };
        }
        let extend = extend - self.trunc;
        CastedValue {
            v,
            width,
            sext: self.sext + extend,
            trunc: 0,
            ..*self
        }
    }
    fn evaluate(&self, n: ApInt) -> ApInt {
        let mut n = n;
        if self.trunc > 0 {
            n = n.trunc(n.bits() - self.trunc);
        }
        if self.sext > 0 {
            n = n.sext(n.bits() + self.sext);
        }
        if self.zext > 0 {
            n = n.zext(n.bits() + self.zext);
        }
        n
    }
    fn evaluate_range(&self, n: ConstantRange) -> ConstantRange {
        let mut n = n;
        if self.trunc > 0 {
            n = n.truncate(n.bits() - self.trunc);
        }
        if self.sext > 0 {
            n = n.sign_extend(n.bits() + self.sext);
        }
        if self.zext > 0 {
            n = n.zero_extend(n.bits() + self.zext);
        }
        n
    }
    fn can_distribute_over(&self, nuw: bool, nsw: bool) -> bool {
        (self.zext == 0 || nuw) && (self.sext == 0 || nsw)
    }
    fn same_casts(&self, o: &CastedValue) -> bool {
        if self.zext == o.zext && self.sext == o.sext && self.trunc == o.trunc {
            return true;
        }
        if self.non_negative || o.non_negative {
            return self.zext + self.sext == o.zext + o.sext && self.trunc == o.trunc;
        }
        false
    }
}

/// `CastedValue * scale + offset`.
#[derive(Clone, Copy, Debug)]
struct LinearExpression {
    val: CastedValue,
    scale: ApInt,
    offset: ApInt,
    nsw: bool,
}

impl LinearExpression {
    fn of(val: CastedValue) -> LinearExpression {
        let bw = val.bit_width();
        LinearExpression {
            val,
            scale: ApInt::one(bw),
            offset: ApInt::zero(bw),
            nsw: true,
        }
    }
    fn mul(&self, other: ApInt, mul_nsw: bool) -> LinearExpression {
        let nsw = self.nsw && (other.is_one() || (mul_nsw && self.offset.is_zero()));
        LinearExpression {
            val: self.val,
            scale: self.scale.mul(other),
            offset: self.offset.mul(other),
            nsw,
        }
    }
}

/// One scaled variable index of a decomposed GEP.
#[derive(Clone, Copy, Debug)]
struct VarIndex {
    val: CastedValue,
    scale: ApInt,
    cxt: Option<Inst>,
    nsw: bool,
    negated: bool,
}

impl VarIndex {
    fn has_negated_scale_of(&self, o: &VarIndex) -> bool {
        if self.negated == o.negated {
            self.scale == o.scale.neg()
        } else {
            self.scale == o.scale
        }
    }
}

/// A pointer as base + constant offset + variable indices.
#[derive(Clone, Debug)]
struct DecomposedGep {
    base: Val,
    offset: ApInt,
    vars: Vec<VarIndex>,
    inbounds: Option<bool>,
}

/// Adjusts an offset or scale to `index_size` bits by sign-extending the low bits.
fn adjust_to_index_size(v: ApInt, index_size: u32) -> ApInt {
    if index_size >= v.bits() {
        return v;
    }
    v.trunc(index_size).sext(v.bits())
}

impl<'m> FunctionAA<'m> {
    /// LLVM's `DataLayout::getMaxIndexSizeInBits`: the width decomposed
    /// offsets and scales are kept in (the widest index of any address
    /// space, in whole bytes).
    fn max_index_size(&self) -> u32 {
        self.module().data_layout.max_index_size_bits().clamp(1, 128)
    }

    /// Width of index arithmetic in address space `addr_space` (the `idx`
    /// field of its `p` layout entry, not the pointer width: offsets of
    /// `p:64:64:64:32` pointers wrap at 32 bits).
    fn index_size(&self, addr_space: u32) -> u32 {
        self.module().data_layout.index_size_bits(addr_space).clamp(1, 128)
    }

    /// LLVM's `GetLinearExpression`.
    fn linear_expression(&self, val: CastedValue, depth: u32) -> LinearExpression {
        if depth == 6 {
            return LinearExpression::of(val);
        }
        if let Some((w, c)) = self.as_const_int(val.v) {
            let bw = val.bit_width();
            return LinearExpression {
                val,
                scale: ApInt::zero(bw),
                offset: val.evaluate(ApInt::from_i128(w, c)),
                nsw: true,
            };
        }
        if self.inst_of(val.v).is_some() {
            if let Some((op, lhs, rhs, fl)) = self.binop(val.v) {
                if let Some((w, c)) = self.as_const_int(rhs) {
                    let rhs_c = val.evaluate(ApInt::from_i128(w, c));
                    let (mut nuw, mut nsw) = (true, true);
                    if matches!(op, Opcode::Add | Opcode::Sub | Opcode::Mul | Opcode::Shl) {
                        nuw &= fl.nuw;
                        nsw &= fl.nsw;
                    }
                    if !val.can_distribute_over(nuw, nsw) {
                        return LinearExpression::of(val);
                    }
                    if val.trunc > 0 {
                        nsw = false;
                    }
                    let Some(lw) = self.int_width(lhs).filter(|&x| x <= 128) else {
                        return LinearExpression::of(val);
                    };
                    let e = match op {
                        Opcode::Or if !fl.disjoint => return LinearExpression::of(val),
                        Opcode::Or | Opcode::Add => {
                            let mut e = self.linear_expression(val.with_value(lhs, lw, false), depth + 1);
                            e.offset = e.offset.add(rhs_c);
                            e.nsw &= nsw;
                            e
                        }
                        Opcode::Sub => {
                            let mut e = self.linear_expression(val.with_value(lhs, lw, false), depth + 1);
                            e.offset = e.offset.sub(rhs_c);
                            e.nsw &= nsw;
                            e
                        }
                        Opcode::Mul => self.linear_expression(val.with_value(lhs, lw, false), depth + 1).mul(rhs_c, nsw),
                        Opcode::Shl => {
                            let amount = if rhs_c.active_bits() > 64 {
                                u64::MAX
                            } else {
                                rhs_c.zext_value() as u64
                            };
                            if amount > val.bit_width() as u64 {
                                return LinearExpression::of(val);
                            }
                            let mut e = self.linear_expression(val.with_value(lhs, lw, nsw), depth + 1);
                            e.offset = e.offset.shl(amount as u32);
                            e.scale = e.scale.shl(amount as u32);
                            e.nsw &= nsw;
                            e
                        }
                        _ => return LinearExpression::of(val),
                    };
                    return e;
                }
            }
            if let Some((op, x)) = self.cast(val.v) {
                if let Some(xw) = self.int_width(x).filter(|&w| w <= 128 && w < val.width) {
                    match op {
                        Opcode::ZExt => {
                            let nneg = self.inst_of(val.v).is_some_and(|i| self.flags(i).nneg);
                            return self.linear_expression(val.with_zext_of(x, xw, nneg), depth + 1);
                        }
                        Opcode::SExt => return self.linear_expression(val.with_sext_of(x, xw), depth + 1),
                        _ => {}
                    }
                }
            }
        }
        LinearExpression::of(val)
    }

    /// LLVM's `DecomposeGEPExpression`.
    fn decompose_gep(&self, v: Val) -> DecomposedGep {
        let max_index = self.max_index_size();
        let cxt = self.inst_of(v);
        let mut d = DecomposedGep {
            base: v,
            offset: ApInt::zero(max_index),
            vars: Vec::new(),
            inbounds: None,
        };
        let mut v = v;
        let mut lookups = MAX_LOOKUP;
        loop {
            let is_operator = matches!(self.kind(v), ValKind::Inst(_))
                || (matches!(self.kind(v), ValKind::Const) && matches!(self.cdata(v), Some(crate::func::CData::Expr { .. })));
            if !is_operator {
                if self.is_global_alias(v) {
                    if let Some(t) = self.alias_target(v) {
                        v = t;
                        lookups -= 1;
                        if lookups == 0 {
                            break;
                        }
                        continue;
                    }
                }
                d.base = v;
                return d;
            }
            if let Some((Opcode::BitCast | Opcode::AddrSpaceCast, x)) = self.cast(v) {
                v = x;
                lookups -= 1;
                if lookups == 0 {
                    break;
                }
                continue;
            }
            let Some(g) = self.gep(v) else {
                if let Some(inc) = self.phi(v) {
                    if inc.len() == 1 {
                        v = self.val(inc[0].0);
                        lookups -= 1;
                        if lookups == 0 {
                            break;
                        }
                        continue;
                    }
                } else if let Some((i, _)) = self.call_of(v) {
                    if let Some(rp) = self.call_ref(i).and_then(|c| self.returned_pointer_arg(c, false)) {
                        v = self.val(rp);
                        lookups -= 1;
                        if lookups == 0 {
                            break;
                        }
                        continue;
                    }
                }
                d.base = v;
                return d;
            };
            d.inbounds = Some(match d.inbounds {
                None => g.inbounds,
                Some(b) => b && g.inbounds,
            });
            let asp = self.addr_space(g.base).unwrap_or(0);
            let index_size = self.index_size(asp);
            let mut constant_offset = true;
            for step in self.gep_steps(g.src_ty, &g.indices) {
                match step {
                    crate::objsize::GepStep::Field(o) => {
                        d.offset = d.offset.add(ApInt::new(max_index, o as u128));
                    }
                    crate::objsize::GepStep::Unsized => {
                        d.base = v;
                        return d;
                    }
                    // A scalable stride: only a constant 0 index is skipped
                    // (LLVM bails on any other, constant or not).
                    crate::objsize::GepStep::ScalableSeq { index } => {
                        if self.as_const_int(index).is_some_and(|(_, c)| c == 0) {
                            continue;
                        }
                        d.base = v;
                        return d;
                    }
                    crate::objsize::GepStep::Seq { stride, index } => {
                        if let Some((w, c)) = self.as_const_int(index) {
                            if c == 0 {
                                continue;
                            }
                            let ci = ApInt::from_i128(w, c).sext_or_trunc(max_index);
                            d.offset = d.offset.add(ApInt::new(max_index, stride as u128).mul(ci));
                            continue;
                        }
                        constant_offset = false;
                        let Some(width) = self.int_width(index).filter(|&w| w <= 128) else {
                            d.base = v;
                            return d;
                        };
                        let sext = index_size.saturating_sub(width);
                        let trunc = width.saturating_sub(index_size);
                        let cv = CastedValue {
                            v: index,
                            width,
                            zext: 0,
                            sext,
                            trunc,
                            non_negative: false,
                        };
                        let mut le = self.linear_expression(cv, 0);
                        le = le.mul(ApInt::new(index_size, stride as u128), g.inbounds);
                        d.offset = d.offset.add(le.offset.sext(max_index));
                        let mut scale = le.scale.sext(max_index);
                        // Two `llvm.vscale` calls are one variable (the same
                        // run-time constant).
                        if let Some(pos) = d
                            .vars
                            .iter()
                            .position(|x| (x.val.v == le.val.v || self.both_vscale(x.val.v, le.val.v)) && x.val.same_casts(&le.val))
                        {
                            scale = scale.add(d.vars[pos].scale);
                            le.nsw = false;
                            d.vars.remove(pos);
                        }
                        scale = adjust_to_index_size(scale, index_size);
                        if !scale.is_zero() {
                            d.vars.push(VarIndex {
                                val: le.val,
                                scale,
                                cxt,
                                nsw: le.nsw,
                                negated: false,
                            });
                        }
                    }
                }
            }
            if constant_offset {
                d.offset = adjust_to_index_size(d.offset, index_size);
            }
            v = g.base;
            lookups -= 1;
            if lookups == 0 {
                break;
            }
        }
        d.base = v;
        d
    }

    /// True if `v` is a call of `llvm.vscale` (LLVM's `m_VScale`).
    pub(crate) fn is_vscale(&self, v: Val) -> bool {
        self.inst_of(v)
            .and_then(|i| self.call_ref(i))
            .is_some_and(|c| self.is_intrinsic_call(c, "llvm.vscale"))
    }

    /// LLVM's `areBothVScale`.
    fn both_vscale(&self, a: Val, b: Val) -> bool {
        self.is_vscale(a) && self.is_vscale(b)
    }

    /// LLVM's `isPotentiallyReachableFromMany(Succs, Stop)` with a dominator
    /// tree and no loop info.
    fn potentially_reachable_from_many(&self, mut worklist: Vec<Block>, stop: Block) -> bool {
        let dom = self.dom();
        let use_dt = dom.is_reachable(stop);
        let mut limit = MAX_BBS_TO_EXPLORE;
        let mut visited: Vec<Block> = Vec::new();
        while let Some(bb) = worklist.pop() {
            if visited.contains(&bb) {
                continue;
            }
            visited.push(bb);
            if bb == stop {
                return true;
            }
            if use_dt && dom.dominates(bb, stop) {
                return true;
            }
            limit -= 1;
            if limit == 0 {
                return true;
            }
            worklist.extend(self.body().successors(bb));
        }
        false
    }

    /// LLVM's `isNotInCycle(I, DT, nullptr)`.
    pub(crate) fn inst_not_in_cycle(&self, i: Inst) -> bool {
        let bb = self.body().insts[i].block;
        let succs = self.body().successors(bb);
        succs.is_empty() || !self.potentially_reachable_from_many(succs, bb)
    }

    /// LLVM's `isValueEqualInPotentialCycles`.
    fn value_equal_in_cycles(&self, a: Val, b: Val, cross: bool) -> bool {
        if a != b {
            return false;
        }
        if !cross {
            return true;
        }
        match self.inst_of(a) {
            None => true,
            Some(i) => self.in_entry_block(i) || self.inst_not_in_cycle(i),
        }
    }

    /// LLVM's `subtractDecomposedGEPs`.
    fn subtract_geps(&self, dest: &mut DecomposedGep, src: &DecomposedGep, q: &QueryInfo) {
        dest.offset = dest.offset.sub(src.offset);
        for s in &src.vars {
            let mut found = false;
            for idx in 0..dest.vars.len() {
                let dv = dest.vars[idx];
                if (!self.value_equal_in_cycles(dv.val.v, s.val.v, q.may_be_cross_iteration) && !self.both_vscale(dv.val.v, s.val.v))
                    || !dv.val.same_casts(&s.val)
                {
                    continue;
                }
                let mut dv = dv;
                if dv.negated {
                    dv.scale = dv.scale.neg();
                    dv.negated = false;
                    dv.nsw = false;
                }
                if dv.scale != s.scale {
                    dv.scale = dv.scale.sub(s.scale);
                    dv.nsw = false;
                    dest.vars[idx] = dv;
                } else {
                    dest.vars.remove(idx);
                }
                found = true;
                break;
            }
            if !found {
                dest.vars.push(VarIndex { negated: true, ..*s });
            }
        }
    }

    /// LLVM's `constantOffsetHeuristic`.
    fn constant_offset_heuristic(&self, g: &DecomposedGep, s1: LocationSize, s2: LocationSize, q: &QueryInfo) -> bool {
        let (Some(v1), Some(v2)) = (s1.value(), s2.value()) else {
            return false;
        };
        if g.vars.len() != 2 {
            return false;
        }
        let (a, b) = (&g.vars[0], &g.vars[1]);
        if a.val.trunc != 0 || !a.val.same_casts(&b.val) || !a.has_negated_scale_of(b) || self.ty(a.val.v) != self.ty(b.val.v) {
            return false;
        }
        let e0 = self.linear_expression(CastedValue::new(a.val.v, a.val.width), 0);
        let e1 = self.linear_expression(CastedValue::new(b.val.v, b.val.width), 0);
        if e0.scale != e1.scale || !e0.val.same_casts(&e1.val) || !self.value_equal_in_cycles(e0.val.v, e1.val.v, q.may_be_cross_iteration)
        {
            return false;
        }
        let diff = e0.offset.sub(e1.offset);
        let min_diff = diff.umin(diff.neg());
        let min_diff_bytes = min_diff.zext_or_trunc(a.scale.bits()).mul(a.scale.abs());
        let off_abs = g.offset.abs();
        let bw = a.scale.bits();
        min_diff_bytes.uge(ApInt::new(bw, v1 as u128).add(off_abs)) && min_diff_bytes.uge(ApInt::new(bw, v2 as u128).add(off_abs))
    }

    fn is_base_of_object(&self, v: Val) -> bool {
        self.is_alloca(v)
            || (matches!(self.kind(v), ValKind::Global(_))
                && self
                    .global_data(v)
                    .is_some_and(|g| matches!(g.kind, llir::GlobalKind::Variable { .. })))
    }

    /// LLVM's `aliasGEP`: `gep1` is a GEP.
    #[allow(clippy::too_many_arguments)]
    fn alias_gep(&self, q: &mut QueryInfo, gep1: Val, s1: LocationSize, v2: Val, s2: LocationSize, u1: Val, u2: Val) -> AliasResult {
        if !s1.has_value() && !s2.has_value() {
            if self.gep(v2).is_none() {
                return AliasResult::MayAlias;
            }
            let base = self.aa_alias(q, &MemoryLocation::before_or_after(u1), &MemoryLocation::before_or_after(u2), None);
            return if base == AliasResult::NoAlias {
                AliasResult::NoAlias
            } else {
                AliasResult::MayAlias
            };
        }
        let mut d1 = self.decompose_gep(gep1);
        let d2 = self.decompose_gep(v2);
        if d1.base == gep1 && d2.base == v2 {
            return AliasResult::MayAlias;
        }
        self.subtract_geps(&mut d1, &d2, q);
        let bw = d1.offset.bits();
        if d1.inbounds == Some(true) && d1.vars.is_empty() {
            if let Some(n) = s2.value() {
                if d1.offset.sext_value() >= i128::from(n) && self.is_base_of_object(d2.base) {
                    return AliasResult::NoAlias;
                }
            }
        }
        if self.gep(v2).is_some() && d2.inbounds == Some(true) && d1.vars.is_empty() {
            if let Some(n) = s1.value() {
                if d1.offset.sext_value() <= -i128::from(n) && self.is_base_of_object(d1.base) {
                    return AliasResult::NoAlias;
                }
            }
        }
        if d1.offset.is_zero() && d1.vars.is_empty() {
            return self.aa_alias(q, &MemoryLocation::new(d1.base, s1), &MemoryLocation::new(d2.base, s2), None);
        }
        let base = self.aa_alias(
            q,
            &MemoryLocation::before_or_after(d1.base),
            &MemoryLocation::before_or_after(d2.base),
            None,
        );
        if base != AliasResult::MustAlias {
            return base;
        }
        if d1.vars.is_empty() {
            let mut off = d1.offset;
            let (mut left_size, mut right_size) = (s2, s1);
            let swapped = off.is_negative();
            if swapped {
                std::mem::swap(&mut left_size, &mut right_size);
                off = off.neg();
            }
            if let Some(lsize) = left_size.value() {
                if off.zext_value() < u128::from(lsize) {
                    let mut ar = AliasResult::PartialAlias(None);
                    if let Some(rsize) = right_size.value() {
                        if off.zext_value() <= i32::MAX as u128
                            && off.add(ApInt::new(bw, u128::from(rsize))).zext_value() <= u128::from(lsize)
                        {
                            ar = AliasResult::partial_with_offset(-off.sext_value() as i64).swap_if(swapped);
                        }
                    }
                    return ar;
                }
                return AliasResult::NoAlias;
            }
            let LocationSize::Scalable(lmin) = left_size else {
                return AliasResult::MayAlias;
            };
            // A scalable left access ends at most `vscale_max * lmin` bytes
            // past its pointer (the function's `vscale_range`).
            let max_vscale = self.vscale_range(bw).unsigned_max().zext_value();
            if let Some(upper) = max_vscale
                .checked_mul(u128::from(lmin))
                .filter(|&u| u <= ApInt::all_ones(bw).zext_value())
            {
                if off.zext_value() >= upper {
                    return AliasResult::NoAlias;
                }
            }
        }
        // One `vscale` index and no constant offset: the accesses are
        // `|scale| * vscale` bytes apart, which is at least `|scale|` bytes
        // (vscale >= 1) if the product does not wrap.
        if d1.vars.len() == 1 && d1.vars[0].val.trunc == 0 && d1.offset.is_zero() && self.is_vscale(d1.vars[0].val.v) {
            let var = d1.vars[0];
            let scale = if var.negated { var.scale.neg() } else { var.scale };
            let left = if scale.is_negative() { s1 } else { s2 };
            let overflows = !var.nsw && self.vscale_range(scale.bits()).signed_max().smul_ov(scale).1;
            if !overflows && left.known_min().is_some_and(|m| scale.abs().zext_value() >= u128::from(m)) {
                return AliasResult::NoAlias;
            }
        }
        if s1.is_scalable() || s2.is_scalable() {
            return AliasResult::MayAlias;
        }
        let (Some(v1), Some(v2s)) = (s1.value(), s2.value()) else {
            return AliasResult::MayAlias;
        };
        let mut gcd = ApInt::zero(bw);
        let mut offset_range = ConstantRange::single(d1.offset);
        for (n, idx) in d1.vars.iter().enumerate() {
            let scale = idx.scale;
            let scale_for_gcd = if idx.nsw { scale } else { ApInt::one_bit(bw, scale.countr_zero()) };
            gcd = if n == 0 {
                scale_for_gcd.abs()
            } else {
                gcd.gcd(scale_for_gcd.abs())
            };
            let mut cr = self.constant_range(idx.val.v, 0, idx.cxt);
            let known = self.known_bits(idx.val.v, 0, idx.cxt);
            if cr.bits() == idx.val.width && known.bits() == idx.val.width {
                cr = cr.intersect(&ConstantRange::from_known_bits(&known, true), Preferred::Signed);
            } else {
                cr = ConstantRange::full(idx.val.width);
            }
            cr = idx.val.evaluate_range(cr).sext_or_trunc(bw);
            let sc = ConstantRange::single(scale);
            cr = if idx.nsw { cr.smul_sat(&sc) } else { cr.smul_fast(&sc) };
            offset_range = if idx.negated {
                offset_range.sub(&cr)
            } else {
                offset_range.add(&cr)
            };
        }
        if !gcd.is_zero() {
            let mut modoff = d1.offset.srem(gcd);
            if modoff.is_negative() {
                modoff = modoff.add(gcd);
            }
            if modoff.zext_value() >= u128::from(v2s) && gcd.sub(modoff).zext_value() >= u128::from(v1) {
                return AliasResult::NoAlias;
            }
        }
        // `[0, size)` with the size truncated to the offset width, as LLVM
        // builds it (a size that truncates to 0 is the empty range).
        let r1 = offset_range.add(&ConstantRange::new(ApInt::zero(bw), ApInt::new(bw, u128::from(v1))));
        let r2 = ConstantRange::new(ApInt::zero(bw), ApInt::new(bw, u128::from(v2s)));
        if r1.intersect(&r2, Preferred::Smallest).is_empty() {
            return AliasResult::NoAlias;
        }
        let mut min_abs: Option<ApInt> = None;
        if d1.vars.len() == 1 {
            let var = &d1.vars[0];
            if var.val.trunc == 0 && self.is_known_non_zero(var.val.v, 0, var.cxt) {
                let no_wrap = var.nsw || {
                    let orig = var.val.width as i64;
                    let max_bw = var.val.bit_width() as i64 - orig;
                    max_bw > 0 && var.scale.ule(ApInt::low_bits(var.scale.bits(), max_bw as u32))
                };
                if no_wrap {
                    min_abs = Some(var.scale.abs());
                }
            }
        } else if d1.vars.len() == 2 {
            let (a, b) = (&d1.vars[0], &d1.vars[1]);
            if a.has_negated_scale_of(b)
                && a.val.trunc == 0
                && a.val.same_casts(&b.val)
                && !q.may_be_cross_iteration
                && self.is_known_non_equal(a.val.v, b.val.v, 0, self.inst_of(b.val.v).or(self.inst_of(a.val.v)))
            {
                min_abs = Some(a.scale.abs());
            }
        }
        if let Some(m) = min_abs {
            let lo = d1.offset.sub(m);
            let hi = d1.offset.add(m);
            if lo.is_negative() && lo.neg().zext_value() >= u128::from(v1) && hi.is_non_negative() && hi.zext_value() >= u128::from(v2s) {
                return AliasResult::NoAlias;
            }
        }
        if self.constant_offset_heuristic(&d1, s1, s2, q) {
            return AliasResult::NoAlias;
        }
        AliasResult::MayAlias
    }

    /// LLVM's `aliasSelect`.
    fn alias_select(&self, q: &mut QueryInfo, si: Val, s1: LocationSize, v2: Val, s2: LocationSize) -> AliasResult {
        let Some((c1, t1, f1)) = self.select(si) else {
            return AliasResult::MayAlias;
        };
        if let Some((c2, t2, f2)) = self.select(v2) {
            if self.value_equal_in_cycles(c1, c2, q.may_be_cross_iteration) {
                let a = self.aa_alias(q, &MemoryLocation::new(t1, s1), &MemoryLocation::new(t2, s2), None);
                if a == AliasResult::MayAlias {
                    return AliasResult::MayAlias;
                }
                let b = self.aa_alias(q, &MemoryLocation::new(f1, s1), &MemoryLocation::new(f2, s2), None);
                return merge_alias_results(b, a);
            }
        }
        let a = self.aa_alias(q, &MemoryLocation::new(t1, s1), &MemoryLocation::new(v2, s2), None);
        if a == AliasResult::MayAlias {
            return AliasResult::MayAlias;
        }
        let b = self.aa_alias(q, &MemoryLocation::new(f1, s1), &MemoryLocation::new(v2, s2), None);
        merge_alias_results(b, a)
    }

    /// LLVM's `aliasPHI`.
    fn alias_phi(&self, q: &mut QueryInfo, pn: Val, s1: LocationSize, v2: Val, s2: LocationSize) -> AliasResult {
        let Some(incoming) = self.phi(pn) else {
            return AliasResult::MayAlias;
        };
        if incoming.is_empty() {
            return AliasResult::NoAlias;
        }
        if let Some(inc2) = self.phi(v2) {
            if self.block_of(pn) == self.block_of(v2) {
                let mut acc: Option<AliasResult> = None;
                for (iv, ib) in incoming {
                    let Some(other) = inc2.iter().find(|(_, b)| b == ib).map(|x| x.0) else {
                        return AliasResult::MayAlias;
                    };
                    let r = self.aa_alias(
                        q,
                        &MemoryLocation::new(self.val(*iv), s1),
                        &MemoryLocation::new(self.val(other), s2),
                        None,
                    );
                    let m = match acc {
                        Some(a) => merge_alias_results(a, r),
                        None => r,
                    };
                    acc = Some(m);
                    if m == AliasResult::MayAlias {
                        break;
                    }
                }
                return acc.unwrap_or(AliasResult::MayAlias);
            }
        }
        let mut srcs: Vec<Val> = Vec::new();
        let mut recursive = false;
        let mut one_phi: Option<Val> = None;
        for (iv, _) in incoming {
            let pv = self.val(*iv);
            if pv == pn {
                continue;
            }
            if self.phi(pv).is_some() {
                if one_phi.is_some_and(|o| o != pv) {
                    return AliasResult::MayAlias;
                }
                one_phi = Some(pv);
            }
            if self.underlying_object(pv, MAX_LOOKUP) == pn {
                recursive = true;
                continue;
            }
            if !srcs.contains(&pv) {
                srcs.push(pv);
            }
        }
        if one_phi.is_some() && srcs.len() > 1 {
            return AliasResult::MayAlias;
        }
        if srcs.is_empty() {
            return AliasResult::MayAlias;
        }
        let s1 = if recursive { LocationSize::BeforeOrAfterPointer } else { s1 };
        let saved = q.may_be_cross_iteration;
        q.may_be_cross_iteration = true;
        let result = (|| {
            let mut acc = self.aa_alias(q, &MemoryLocation::new(srcs[0], s1), &MemoryLocation::new(v2, s2), None);
            if acc == AliasResult::MayAlias {
                return AliasResult::MayAlias;
            }
            if recursive && acc != AliasResult::NoAlias {
                return AliasResult::MayAlias;
            }
            for &v in &srcs[1..] {
                let r = self.aa_alias(q, &MemoryLocation::new(v, s1), &MemoryLocation::new(v2, s2), None);
                acc = merge_alias_results(r, acc);
                if acc == AliasResult::MayAlias {
                    break;
                }
            }
            acc
        })();
        q.may_be_cross_iteration = saved;
        result
    }

    /// LLVM's `getMinimalExtentFrom`.
    fn minimal_extent_from(&self, v: Val, size: LocationSize, null_is_valid: bool) -> u64 {
        let (mut bytes, can_be_null) = self.deref_bytes(v);
        if can_be_null && null_is_valid {
            bytes = 0;
        }
        // A precise size is accessed, so valid; a scalable one for at
        // least its known minimum.
        if size.is_precise() {
            bytes = bytes.max(size.known_min().unwrap_or(0));
        }
        bytes
    }

    /// LLVM's `isObjectSmallerThan`.
    fn object_smaller_than(&self, obj: Val, size: u64) -> bool {
        if !self.is_identified_object(obj) {
            return false;
        }
        self.object_size(obj, true).is_some_and(|s| s < size)
    }

    /// The part of BasicAA's `aliasCheck` before the `separate_storage`
    /// test and the session cache: casts stripped, `undef`, the same
    /// value, non-pointers, the underlying objects compared (null,
    /// identified objects, arguments, escape sources) and object sizes.
    /// A pure function of the two pointers, their sizes and whether values
    /// may come from different iterations, so [`FunctionAA::alias_prefix`]
    /// memoizes it per function.
    fn alias_prefix_uncached(&self, p1: Val, s1: LocationSize, p2: Val, s2: LocationSize, cross: bool) -> AliasPrefix {
        let v1 = self.strip_pointer_casts_for_aa(p1);
        let v2 = self.strip_pointer_casts_for_aa(p2);
        if self.is_undef(v1) || self.is_undef(v2) {
            return AliasPrefix::Done(AliasResult::NoAlias);
        }
        if self.value_equal_in_cycles(v1, v2, cross) {
            return AliasPrefix::Done(AliasResult::MustAlias);
        }
        if !self.is_pointer(v1) || !self.is_pointer(v2) {
            return AliasPrefix::Done(AliasResult::NoAlias);
        }
        let o1 = self.underlying_object(v1, MAX_LOOKUP);
        let o2 = self.underlying_object(v2, MAX_LOOKUP);
        let null_defined = |o: Val| self.null_is_valid || self.addr_space(o) != Some(0);
        if self.is_null(o1) && !null_defined(o1) {
            return AliasPrefix::Done(AliasResult::NoAlias);
        }
        if self.is_null(o2) && !null_defined(o2) {
            return AliasPrefix::Done(AliasResult::NoAlias);
        }
        if o1 != o2 {
            if self.is_identified_object(o1) && self.is_identified_object(o2) {
                return AliasPrefix::Done(AliasResult::NoAlias);
            }
            if (self.is_argument(o1) && self.is_identified_function_local(o2))
                || (self.is_argument(o2) && self.is_identified_function_local(o1))
            {
                return AliasPrefix::Done(AliasResult::NoAlias);
            }
            if self.is_escape_source(o1) && self.is_non_escaping_local_object(o2) {
                return AliasPrefix::Done(AliasResult::NoAlias);
            }
            if self.is_escape_source(o2) && self.is_non_escaping_local_object(o1) {
                return AliasPrefix::Done(AliasResult::NoAlias);
            }
        }
        let niv = self.null_is_valid;
        if self.object_smaller_than(o2, self.minimal_extent_from(v1, s1, niv))
            || self.object_smaller_than(o1, self.minimal_extent_from(v2, s2, niv))
        {
            return AliasPrefix::Done(AliasResult::NoAlias);
        }
        AliasPrefix::Go { v1, v2, o1, o2 }
    }

    /// [`FunctionAA::alias_prefix_uncached`], memoized per function: Memory
    /// SSA asks the same pairs many times (each later time a cache hit or
    /// an early answer, but only after this whole prefix, which was most of
    /// BasicAA's instructions on bzip2's -O0 `decompress.c`).
    fn alias_prefix(&self, p1: Val, s1: LocationSize, p2: Val, s2: LocationSize, cross: bool) -> AliasPrefix {
        let key = (p1, s1, p2, s2, cross);
        if let Some(&r) = self.prefix_memo.borrow().get(&key) {
            return r;
        }
        // Computed without holding the borrow (the prefix asks other memos).
        let r = self.alias_prefix_uncached(p1, s1, p2, s2, cross);
        self.prefix_memo.borrow_mut().insert(key, r);
        r
    }

    /// BasicAA's `alias` (`aliasCheck`).
    pub(crate) fn basic_alias(&self, q: &mut QueryInfo, a: &MemoryLocation, b: &MemoryLocation, ctx: Option<Inst>) -> AliasResult {
        let (mut s1, mut s2) = (a.size, b.size);
        if s1.is_zero() || s2.is_zero() {
            return AliasResult::NoAlias;
        }
        let (v1, v2, o1, o2) = match self.alias_prefix(a.ptr, s1, b.ptr, s2, q.may_be_cross_iteration) {
            AliasPrefix::Done(r) => return r,
            AliasPrefix::Go { v1, v2, o1, o2 } => (v1, v2, o1, o2),
        };
        if self.separate_storage_no_alias(o1, o2, v1, v2, ctx) {
            return AliasResult::NoAlias;
        }
        if s1.may_be_before_pointer() || s2.may_be_before_pointer() {
            s1 = LocationSize::AfterPointer;
            s2 = LocationSize::AfterPointer;
        }
        if q.depth >= 512 {
            return AliasResult::MayAlias;
        }
        let cross = q.may_be_cross_iteration;
        let mut key = (CacheLoc { ptr: v1, cross, size: s1 }, CacheLoc { ptr: v2, cross, size: s2 });
        let swapped = v1 > v2;
        if swapped {
            key = (key.1, key.0);
        }
        if let Some(e) = q.cache.get_mut(&key) {
            if e.uses != DEFINITIVE {
                q.num_assumption_uses += 1;
                if e.uses >= 0 {
                    e.uses += 1;
                }
            }
            return e.result.swap_if(swapped);
        }
        q.cache.insert(
            key,
            CacheEntry {
                result: AliasResult::NoAlias,
                uses: 0,
            },
        );
        let orig_uses = q.num_assumption_uses;
        let orig_based = q.assumption_based.len();
        let mut result = self.alias_check_recursive(q, v1, s1, v2, s2, o1, o2);
        let entry_uses = q.cache.get(&key).map_or(0, |e| e.uses);
        let disproven = entry_uses > 0 && result != AliasResult::NoAlias;
        if disproven {
            result = AliasResult::MayAlias;
        }
        q.num_assumption_uses -= entry_uses.max(0);
        if let Some(e) = q.cache.get_mut(&key) {
            e.result = result.swap_if(swapped);
        }
        if disproven {
            while q.assumption_based.len() > orig_based {
                if let Some(k) = q.assumption_based.pop() {
                    q.cache.remove(&k);
                }
            }
        }
        let new_uses = if orig_uses != q.num_assumption_uses && result != AliasResult::MayAlias {
            q.assumption_based.push(key);
            ASSUMPTION_BASED
        } else {
            DEFINITIVE
        };
        if let Some(e) = q.cache.get_mut(&key) {
            e.uses = new_uses;
        }
        if q.depth == 1 {
            let based = std::mem::take(&mut q.assumption_based);
            for k in based {
                if let Some(e) = q.cache.get_mut(&k) {
                    e.uses = DEFINITIVE;
                }
            }
            q.num_assumption_uses = 0;
        }
        result
    }

    #[allow(clippy::too_many_arguments)]
    fn alias_check_recursive(
        &self,
        q: &mut QueryInfo,
        v1: Val,
        s1: LocationSize,
        v2: Val,
        s2: LocationSize,
        o1: Val,
        o2: Val,
    ) -> AliasResult {
        if self.gep(v1).is_some() {
            let r = self.alias_gep(q, v1, s1, v2, s2, o1, o2);
            if r != AliasResult::MayAlias {
                return r;
            }
        } else if self.gep(v2).is_some() {
            let r = self.alias_gep(q, v2, s2, v1, s1, o2, o1).swapped();
            if r != AliasResult::MayAlias {
                return r;
            }
        }
        if self.phi(v1).is_some() {
            let r = self.alias_phi(q, v1, s1, v2, s2);
            if r != AliasResult::MayAlias {
                return r;
            }
        } else if self.phi(v2).is_some() {
            let r = self.alias_phi(q, v2, s2, v1, s1).swapped();
            if r != AliasResult::MayAlias {
                return r;
            }
        }
        if self.select(v1).is_some() {
            let r = self.alias_select(q, v1, s1, v2, s2);
            if r != AliasResult::MayAlias {
                return r;
            }
        } else if self.select(v2).is_some() {
            let r = self.alias_select(q, v2, s2, v1, s1).swapped();
            if r != AliasResult::MayAlias {
                return r;
            }
        }
        if o1 == o2 {
            // Object sizes are fixed: a scalable size never equals one.
            if s1.is_precise() && s2.is_precise() {
                let size = self.object_size(o1, false);
                if size.is_some() && (size == s1.value() || size == s2.value()) {
                    return AliasResult::PartialAlias(None);
                }
            }
        }
        AliasResult::MayAlias
    }

    /// BasicAA's `getModRefInfoMask`: `NoModRef` if every object the
    /// location may be in (through `select` and `phi`, at most 8 values) is
    /// an alloca (when `ignore_locals`), `Ref` if they are all constant
    /// globals or `noalias readonly` arguments, else `ModRef`.
    pub(crate) fn basic_mod_ref_mask(&self, loc: &MemoryLocation, ignore_locals: bool) -> ModRef {
        // Most locations lie in an object made by an instruction the walk
        // below does not look through (a load, a call, an alloca when
        // locals count): it would answer `ModRef` on its first step, after
        // allocating its two work lists.
        let first = self.underlying_object(loc.ptr, MAX_LOOKUP);
        if self.inst_of(first).is_some()
            && !(ignore_locals && self.is_alloca(first))
            && self.select(first).is_none()
            && self.phi(first).is_none()
        {
            return ModRef::ModRef;
        }
        let mut lookups = 8u32;
        let mut worklist = vec![loc.ptr];
        let mut visited: Vec<Val> = Vec::new();
        let mut result = ModRef::NoModRef;
        while let Some(p) = worklist.pop() {
            let v = self.underlying_object(p, MAX_LOOKUP);
            if !visited.contains(&v) {
                visited.push(v);
                let handled = if ignore_locals && self.is_alloca(v) {
                    true
                } else if self.is_argument(v)
                    && self.arg_has_attr(v, "noalias")
                    && (self.arg_has_attr(v, "readonly") || self.arg_has_attr(v, "readnone"))
                {
                    result = result.union(ModRef::Ref);
                    true
                } else if let Some(g) = self.global_data(v) {
                    match g.kind {
                        llir::GlobalKind::Variable { constant, .. } => {
                            if !constant {
                                return ModRef::ModRef;
                            }
                            true
                        }
                        _ => false,
                    }
                } else if let Some((_, t, f)) = self.select(v) {
                    worklist.push(t);
                    worklist.push(f);
                    true
                } else if let Some(inc) = self.phi(v) {
                    if inc.len() as u32 > lookups {
                        return ModRef::ModRef;
                    }
                    worklist.extend(inc.iter().map(|x| self.val(x.0)));
                    true
                } else {
                    false
                };
                if !handled {
                    return ModRef::ModRef;
                }
            }
            lookups -= 1;
            if worklist.is_empty() || lookups == 0 {
                break;
            }
        }
        if !worklist.is_empty() {
            return ModRef::ModRef;
        }
        result
    }

    /// LLVM's `AllocaInst::isStaticAlloca`: a constant count, in the entry
    /// block, and not `inalloca` (an `inalloca` argument area is allocated
    /// and freed around its call, so `llvm.stackrestore` may release and
    /// reuse it like a variable-sized alloca).
    fn is_static_alloca(&self, v: Val) -> bool {
        let Some(d) = self.inst_data(v) else { return false };
        let InstKind::Alloca { count, inalloca, .. } = &d.kind else {
            return false;
        };
        let const_count = count.is_none_or(|c| self.as_const_int(self.val(c)).is_some());
        const_count && d.block == self.body().entry() && !inalloca
    }

    /// BasicAA's `getModRefInfo(Call, Loc)`.
    pub(crate) fn basic_call_mod_ref(&self, q: &mut QueryInfo, call: Inst, loc: &MemoryLocation) -> ModRef {
        let Some(c) = self.call_ref(call) else { return ModRef::ModRef };
        let object = self.underlying_object(loc.ptr, MAX_LOOKUP);
        if self.is_alloca(object) && c.is_call_inst {
            let tail = matches!(c.data.tail.as_deref(), Some("tail" | "musttail"));
            let byval = c.data.args.iter().any(|a| self.module().has_attr(&a.attrs, "byval"));
            if tail && !byval {
                return ModRef::NoModRef;
            }
        }
        if self.is_alloca(object) && !self.is_static_alloca(object) && self.is_intrinsic_call(c, "llvm.stackrestore") {
            return ModRef::Mod;
        }
        let call_val = self.body().insts[call].result.map(|l| self.local_val(l));
        if !self.is_constant(object) && call_val != Some(object) && self.is_non_escaping_local_object(object) {
            let mut result = ModRef::NoModRef;
            for i in 0..self.data_operand_count(c.data) {
                let Some(op) = self.data_operand(c.data, i) else { continue };
                let opv = self.val(op);
                if !self.is_pointer(opv) {
                    continue;
                }
                if self.operand_no_access(c.data, i) {
                    continue;
                }
                let ar = self.aa_alias(
                    q,
                    &MemoryLocation::before_or_after(opv),
                    &MemoryLocation::before_or_after(object),
                    None,
                );
                if ar == AliasResult::NoAlias {
                    continue;
                }
                if self.operand_only_reads(c.data, i) {
                    result = result.union(ModRef::Ref);
                    continue;
                }
                if self.operand_only_writes(c.data, i) {
                    result = result.union(ModRef::Mod);
                    continue;
                }
                result = ModRef::ModRef;
                break;
            }
            if result != ModRef::ModRef {
                return result;
            }
        }
        if self.is_malloc_or_calloc_like(c) {
            if let Some(cv) = call_val {
                if self.aa_alias(q, &MemoryLocation::before_or_after(cv), loc, None) == AliasResult::NoAlias {
                    return ModRef::NoModRef;
                }
            }
        }
        if self.is_intrinsic_call(c, "llvm.invariant.start") {
            return ModRef::Ref;
        }
        ModRef::ModRef
    }

    /// BasicAA's `getArgModRefInfo`.
    pub(crate) fn arg_mod_ref(&self, call: Inst, arg: usize) -> ModRef {
        let Some(c) = self.call_ref(call) else { return ModRef::ModRef };
        if self.param_has_attr(c.data, arg, "writeonly") {
            return ModRef::Mod;
        }
        if self.param_has_attr(c.data, arg, "readonly") {
            return ModRef::Ref;
        }
        if self.param_has_attr(c.data, arg, "readnone") {
            return ModRef::NoModRef;
        }
        ModRef::ModRef
    }
}
