//! What is known about integer values: known bits, value ranges, non-zero
//! and non-equal facts (the parts of LLVM's `ValueTracking` that BasicAA's
//! GEP reasoning consults).
//!
//! This is a subset. Covered: integer constants, `and`/`or`/`xor`,
//! `add`/`sub` (carry propagation, `nsw` sign rule), `mul` (trailing and
//! leading zeros), shifts by constants, `zext`/`sext`/`trunc`, `select`,
//! `phi` (one level, like LLVM), `!range` metadata and `range` attributes,
//! LLVM's range limits for binary operators with a constant operand,
//! `llvm.vscale` (from `vscale_range`), non-zero shifts (`isNonZeroShift`),
//! and `llvm.assume` conditions at the query's context instruction: known
//! bits from `icmp` patterns on the left operand (`computeKnownBitsFromCmp`),
//! ranges from `icmp V, X` (`computeConstantRange`, which BasicAA calls
//! without a dominator tree), non-zero from `icmp` against a constant
//! excluding zero (either side). Not covered: dominating conditions for
//! known bits and ranges, most intrinsics, alignment and non-null bundles,
//! and the finer `mul` rules. Where LLVM knows more, BasicAA may answer `MayAlias`
//! where opt-19 answers `NoAlias`; never the reverse.
//!
//! # Depth
//!
//! Every query carries LLVM's recursion depth and stops at
//! `MaxAnalysisRecursionDepth` (6) exactly where `ValueTracking.cpp`
//! stops, because one level more proves indices different that opt-19
//! does not (a wrong `NoAlias` from opt-19's point of view):
//! * `is_known_non_equal` gives up at depth 6 before anything else; each
//!   invertible pair, phi operand pair or `ptrtoint` goes one deeper, the
//!   operand of a modifying binop (`x` vs `x + y`) is asked non-zero one
//!   deeper, and known bits are compared at the same depth.
//! * `is_known_non_zero` answers constants and an argument's `range` at
//!   any depth, then gives up at depth 6, then bumps the depth and only
//!   then reads the `!range`/`range` of loads and calls and looks at the
//!   operator (whose operands are asked at the bumped depth). Phi operands
//!   are asked at depth 5 at least (only one level left).
//! * `known_bits` answers constants, and an argument's `range`, at any
//!   depth; at depth 6 nothing else; the operator's operands are one
//!   deeper, loads' and calls' ranges are applied below the limit only.
//! * `constant_range` returns the full range at depth 6 even for a
//!   constant (LLVM tests the depth first); only `select` recurses.
//!
//! BasicAA's linear expressions have their own limit (depth 6, in
//! `basic.rs`). `tests/data/alias/depth-limits*.ll` has chains of every
//! kind at lengths 3..8.

use crate::apint::ApInt;
use crate::func::{FunctionAA, Val};
use crate::range::{ConstantRange, Preferred};
use llir::{AttrSet, AttrValue, ConstData, Inst, InstKind, Local, MdContent, MdKind, MdRef, Opcode};

/// LLVM's `MaxAnalysisRecursionDepth`.
pub(crate) const MAX_DEPTH: u32 = 6;

/// Bits known to be zero and known to be one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct KnownBits {
    pub zero: ApInt,
    pub one: ApInt,
}

impl KnownBits {
    pub fn unknown(bits: u32) -> KnownBits {
        KnownBits {
            zero: ApInt::zero(bits),
            one: ApInt::zero(bits),
        }
    }
    pub fn constant(v: ApInt) -> KnownBits {
        KnownBits { zero: v.not(), one: v }
    }
    pub fn bits(&self) -> u32 {
        self.zero.bits()
    }
    pub fn has_conflict(&self) -> bool {
        !self.zero.and(self.one).is_zero()
    }
    pub fn is_unknown(&self) -> bool {
        self.zero.is_zero() && self.one.is_zero()
    }
    pub fn is_constant(&self) -> bool {
        self.zero.or(self.one).is_all_ones()
    }
    pub fn min_value(&self) -> ApInt {
        self.one
    }
    pub fn max_value(&self) -> ApInt {
        self.zero.not()
    }
    pub fn is_negative(&self) -> bool {
        self.one.bit(self.bits() - 1)
    }
    pub fn is_non_negative(&self) -> bool {
        self.zero.bit(self.bits() - 1)
    }
    /// LLVM's `KnownBits::abs(/*IntMinIsPoison=*/false)`: the bits known of
    /// `|x|`, where `|INT_MIN|` is `INT_MIN`.
    pub fn abs(&self) -> KnownBits {
        let w = self.bits();
        if self.is_non_negative() {
            return *self;
        }
        if self.is_negative() {
            return KnownBits::add_sub(false, false, false, &KnownBits::constant(ApInt::zero(w)), self);
        }
        let mut out = KnownBits::unknown(w);
        let min_tz = self.count_min_trailing_zeros();
        let max_tz = if self.one.is_zero() { w } else { self.one.countr_zero() };
        out.zero = ApInt::low_bits(w, min_tz);
        if max_tz == min_tz && max_tz < w {
            out.one = out.one.set_bit(max_tz);
        }
        // The sign bit of |x| is zero unless x may be INT_MIN.
        if !self.one.is_zero() && !self.one.is_signed_min() {
            out.one = out.one.clear_bit(w - 1);
            out.zero = out.zero.set_bit(w - 1);
        }
        out
    }
    /// Bits known in both (the union of possibilities).
    pub fn intersect(&self, o: &KnownBits) -> KnownBits {
        KnownBits {
            zero: self.zero.and(o.zero),
            one: self.one.and(o.one),
        }
    }
    pub(crate) fn count_min_trailing_zeros(&self) -> u32 {
        self.zero.countr_one()
    }
    pub(crate) fn count_min_leading_zeros(&self) -> u32 {
        self.zero.not().countl_zero()
    }
    pub fn zext(&self, bits: u32) -> KnownBits {
        let extra = ApInt::high_bits(bits, bits - self.bits());
        KnownBits {
            zero: self.zero.zext(bits).or(extra),
            one: self.one.zext(bits),
        }
    }
    pub fn sext(&self, bits: u32) -> KnownBits {
        KnownBits {
            zero: self.zero.sext(bits),
            one: self.one.sext(bits),
        }
    }
    pub fn trunc(&self, bits: u32) -> KnownBits {
        KnownBits {
            zero: self.zero.trunc(bits),
            one: self.one.trunc(bits),
        }
    }

    /// `makeGE(val)`: these bits, knowing the value is `>= val` (unsigned).
    fn make_ge(&self, val: ApInt) -> KnownBits {
        let n = self.zero.or(val).not().countl_zero();
        let masked = val.and(ApInt::high_bits(self.bits(), n));
        KnownBits {
            zero: self.zero,
            one: self.one.or(masked),
        }
    }

    /// LLVM's `KnownBits::umax`.
    pub fn umax(l: &KnownBits, r: &KnownBits) -> KnownBits {
        if l.min_value().uge(r.max_value()) {
            return *l;
        }
        if r.min_value().uge(l.max_value()) {
            return *r;
        }
        let a = l.make_ge(r.min_value());
        let b = r.make_ge(l.min_value());
        a.intersect(&b)
    }

    /// LLVM's `KnownBits::umin` (umax of the complemented values).
    pub fn umin(l: &KnownBits, r: &KnownBits) -> KnownBits {
        let flip = |k: &KnownBits| KnownBits { zero: k.one, one: k.zero };
        flip(&KnownBits::umax(&flip(l), &flip(r)))
    }

    fn add_carry(l: &KnownBits, r: &KnownBits, carry_zero: bool, carry_one: bool) -> KnownBits {
        let bits = l.bits();
        let psz = l.max_value().add(r.max_value()).add(ApInt::new(bits, u128::from(!carry_zero)));
        let pso = l.min_value().add(r.min_value()).add(ApInt::new(bits, u128::from(carry_one)));
        let carry_known_zero = psz.xor(l.zero).xor(r.zero).not();
        let carry_known_one = pso.xor(l.one).xor(r.one);
        let known = l.zero.or(l.one).and(r.zero.or(r.one)).and(carry_known_zero.or(carry_known_one));
        KnownBits {
            zero: psz.not().and(known),
            one: pso.and(known),
        }
    }

    fn signed_min_value(&self) -> ApInt {
        let m = self.one;
        if !self.zero.bit(self.bits() - 1) {
            m.set_bit(self.bits() - 1)
        } else {
            m
        }
    }

    fn signed_max_value(&self) -> ApInt {
        let m = self.zero.not();
        if !self.one.bit(self.bits() - 1) {
            m.clear_bit(self.bits() - 1)
        } else {
            m
        }
    }

    /// Sets bits `lo..hi` of `v`.
    fn set_range(v: ApInt, lo: u32, hi: u32) -> ApInt {
        if hi <= lo {
            return v;
        }
        v.or(ApInt::low_bits(v.bits(), hi).and(ApInt::low_bits(v.bits(), lo).not()))
    }

    /// LLVM 19's `KnownBits::computeForAddSub(Add, NSW, NUW, LHS, RHS)`.
    pub fn add_sub(add: bool, nsw: bool, nuw: bool, l: &KnownBits, r: &KnownBits) -> KnownBits {
        let bits = l.bits();
        let mut out = KnownBits::unknown(bits);
        if l.is_unknown() && r.is_unknown() {
            return out;
        }
        if !l.is_unknown() && !r.is_unknown() {
            out = if add {
                KnownBits::add_carry(l, r, true, false)
            } else {
                let nr = KnownBits { zero: r.one, one: r.zero };
                KnownBits::add_carry(l, &nr, false, true)
            };
        }
        let top = bits - 1;
        if nuw {
            if add {
                let min = l.min_value().uadd_sat(r.min_value());
                if nsw {
                    let n = min.trunc(top.max(1)).countl_one_w(top);
                    out.one = KnownBits::set_range(out.one, top.saturating_sub(n), top);
                }
                out.one = out.one.or(ApInt::high_bits(bits, min.countl_one_w(bits)));
            } else {
                let max = l.max_value().usub_sat(r.min_value());
                if nsw {
                    let n = max.trunc(top.max(1)).countl_zero_w(top);
                    out.zero = KnownBits::set_range(out.zero, top.saturating_sub(n), top);
                }
                out.zero = out.zero.or(ApInt::high_bits(bits, max.countl_zero()));
            }
        }
        if nsw {
            let (min, max) = if add {
                (
                    l.signed_min_value().sadd_sat(r.signed_min_value()),
                    l.signed_max_value().sadd_sat(r.signed_max_value()),
                )
            } else {
                (
                    l.signed_min_value().ssub_sat(r.signed_max_value()),
                    l.signed_max_value().ssub_sat(r.signed_min_value()),
                )
            };
            if min.is_non_negative() {
                let n = min.trunc(top.max(1)).countl_one_w(top);
                out.one = KnownBits::set_range(out.one, top.saturating_sub(n), top);
                out.zero = out.zero.set_bit(top);
            }
            if max.is_negative() {
                let n = max.trunc(top.max(1)).countl_zero_w(top);
                out.zero = KnownBits::set_range(out.zero, top.saturating_sub(n), top);
                out.one = out.one.set_bit(top);
            }
        }
        if out.has_conflict() {
            out = KnownBits::constant(ApInt::zero(bits));
        }
        out
    }

    /// Multiplication: exact for constants, else trailing zeros add up and
    /// leading zeros follow from the operands' maximal magnitudes.
    pub fn mul(l: &KnownBits, r: &KnownBits) -> KnownBits {
        let bits = l.bits();
        if l.is_constant() && r.is_constant() {
            return KnownBits::constant(l.one.mul(r.one));
        }
        let tz = (l.count_min_trailing_zeros() + r.count_min_trailing_zeros()).min(bits);
        let lz = (l.count_min_leading_zeros() + r.count_min_leading_zeros()).max(bits) - bits;
        let mut out = KnownBits::unknown(bits);
        out.zero = ApInt::low_bits(bits, tz).or(ApInt::high_bits(bits, lz.min(bits)));
        out
    }

    pub(crate) fn from_range(cr: &ConstantRange) -> KnownBits {
        // Common high bits of the unsigned minimum and maximum, when the range
        // does not wrap.
        let bits = cr.bits();
        if cr.is_full() || cr.is_empty() {
            return KnownBits::unknown(bits);
        }
        let (lo, hi) = (cr.unsigned_min(), cr.unsigned_max());
        if hi.ult(lo) {
            return KnownBits::unknown(bits);
        }
        let diff = lo.xor(hi);
        let common = if diff.is_zero() { bits } else { diff.countl_zero() };
        let m = ApInt::high_bits(bits, common);
        KnownBits {
            zero: lo.not().and(m),
            one: lo.and(m),
        }
    }
}

impl FunctionAA<'_> {
    fn range_md(&self, r: &MdRef, bits: u32) -> Option<ConstantRange> {
        let MdRef::Node(n) = r else { return None };
        let MdContent::Tuple(ops) = &self.module().md_node(*n).content else {
            return None;
        };
        let mut result: Option<ConstantRange> = None;
        for pair in ops.chunks(2) {
            let get = |m: &MdRef| match m {
                MdRef::Value(_, c) => match &self.module().consts[*c] {
                    ConstData::Int { value, .. } => Some(ApInt::from_i128(bits, *value)),
                    _ => None,
                },
                _ => None,
            };
            let (lo, hi) = (get(pair.first()?)?, get(pair.get(1)?)?);
            let cr = ConstantRange::non_empty(lo, hi);
            result = Some(match result {
                None => cr,
                Some(r) => r.union(&cr, Preferred::Smallest),
            });
        }
        result
    }

    /// The `range(iN lo, hi)` attribute of `attrs`.
    fn range_attr(&self, attrs: &AttrSet, bits: u32) -> Option<ConstantRange> {
        let a = self.module().attr(attrs, "range")?;
        let AttrValue::Str(s) = &a.value else { return None };
        let s = s.trim().trim_start_matches('(').trim_end_matches(')');
        let mut it = s.split(',');
        let first = it.next()?.trim();
        let lo_txt = first.rsplit(' ').next()?;
        let hi_txt = it.next()?.trim();
        let lo: i128 = lo_txt.parse().ok()?;
        let hi: i128 = hi_txt.parse().ok()?;
        Some(ConstantRange::non_empty(ApInt::from_i128(bits, lo), ApInt::from_i128(bits, hi)))
    }

    /// Range from `!range` metadata or `range` attributes on `v` itself.
    fn own_range(&self, v: Val, bits: u32) -> Option<ConstantRange> {
        match self.kind(v) {
            crate::ValKind::Arg(n) => self.param_attrs(n).and_then(|a| self.range_attr(a, bits)),
            crate::ValKind::Inst(i) => {
                let d = &self.body().insts[i];
                let mut cr = d.metadata(&MdKind::Range).and_then(|r| self.range_md(r, bits));
                if let Some(call) = d.call() {
                    let mut ret = self.range_attr(&call.ret_attrs, bits);
                    if ret.is_none() {
                        if let Some(f) = crate::effects::direct_callee(call) {
                            ret = self.range_attr(&self.module().funcs[f].ret_attrs, bits);
                        }
                    }
                    if let Some(r) = ret {
                        cr = Some(match cr {
                            Some(c) => c.intersect(&r, Preferred::Smallest),
                            None => r,
                        });
                    }
                }
                cr
            }
            _ => None,
        }
    }

    /// LLVM's `getVScaleRange(F, bits)`: the values `llvm.vscale` may take
    /// in this function, from its `vscale_range(min[,max])` attribute
    /// (`max` 0 or absent from a one-argument form means unbounded above;
    /// LLVM prints `vscale_range(4)` as `vscale_range(4,4)`). Without the
    /// attribute vscale is only known to be non-zero: `[1, 2^bits)`. A
    /// minimum wider than `bits` is the empty range, a maximum wider than
    /// `bits` unbounded.
    pub(crate) fn vscale_range(&self, bits: u32) -> ConstantRange {
        let unbounded_from = |min: ApInt| ConstantRange::non_empty(min, ApInt::zero(bits));
        let attr = self.module().attr(&self.function().fn_attrs, "vscale_range").map(|a| &a.value);
        let Some(AttrValue::Str(text)) = attr else {
            return unbounded_from(ApInt::one(bits));
        };
        let mut nums = text
            .trim()
            .trim_start_matches('(')
            .trim_end_matches(')')
            .split(',')
            .map(|x| x.trim().parse::<u128>().ok());
        let Some(Some(min)) = nums.next() else {
            return unbounded_from(ApInt::one(bits));
        };
        let max = match nums.next() {
            Some(Some(m)) => m,
            Some(None) => return unbounded_from(ApInt::one(bits)),
            None => min,
        };
        let width = |x: u128| 128 - x.leading_zeros();
        if width(min) > bits {
            return ConstantRange::empty(bits);
        }
        let lo = ApInt::new(bits, min);
        if max == 0 || width(max) > bits {
            return unbounded_from(lo);
        }
        ConstantRange::non_empty(lo, ApInt::new(bits, max).add(ApInt::one(bits)))
    }

    /// Known bits of integer `v` (LLVM's `computeKnownBits`, subset).
    pub(crate) fn known_bits(&self, v: Val, depth: u32, cxt: Option<Inst>) -> KnownBits {
        let Some(bits) = self.int_width(v).filter(|&b| (1..=128).contains(&b)) else {
            return KnownBits::unknown(1);
        };
        if let Some((_, c)) = self.as_const_int(v) {
            return KnownBits::constant(ApInt::from_i128(bits, c));
        }
        // LLVM reads an argument's `range` before the depth limit, and the
        // `!range`/`range` of loads and calls with the operator, after it:
        // at the last level only the argument's range is known.
        let arg = matches!(self.kind(v), crate::ValKind::Arg(_));
        if depth >= MAX_DEPTH {
            return match self.own_range(v, bits).filter(|_| arg) {
                Some(cr) => KnownBits::from_range(&cr),
                None => KnownBits::unknown(bits),
            };
        }
        let mut k = self.known_bits_op(v, bits, depth, cxt);
        if let Some(cr) = self.own_range(v, bits) {
            let r = KnownBits::from_range(&cr);
            k.zero = k.zero.or(r.zero);
            k.one = k.one.or(r.one);
        }
        // Assumptions refine what the operator gave (LLVM's
        // `computeKnownBitsFromContext`, after the operator).
        if let Some(c) = cxt {
            self.known_bits_from_assumes(v, &mut k, c);
        }
        k
    }

    fn known_bits_op(&self, v: Val, bits: u32, depth: u32, cxt: Option<Inst>) -> KnownBits {
        let d = depth + 1;
        if let Some((op, a, b, fl)) = self.binop(v) {
            let ka = || self.known_bits(a, d, cxt);
            let kb = || self.known_bits(b, d, cxt);
            return match op {
                Opcode::And => {
                    let (x, y) = (ka(), kb());
                    KnownBits {
                        zero: x.zero.or(y.zero),
                        one: x.one.and(y.one),
                    }
                }
                Opcode::Or => {
                    let (x, y) = (ka(), kb());
                    KnownBits {
                        zero: x.zero.and(y.zero),
                        one: x.one.or(y.one),
                    }
                }
                Opcode::Xor => {
                    let (x, y) = (ka(), kb());
                    let known = x.zero.or(x.one).and(y.zero.or(y.one));
                    let val = x.one.xor(y.one);
                    KnownBits {
                        zero: val.not().and(known),
                        one: val.and(known),
                    }
                }
                Opcode::Add => KnownBits::add_sub(true, fl.nsw, fl.nuw, &ka(), &kb()),
                Opcode::Sub => KnownBits::add_sub(false, fl.nsw, fl.nuw, &ka(), &kb()),
                Opcode::Mul => KnownBits::mul(&ka(), &kb()),
                Opcode::Shl | Opcode::LShr | Opcode::AShr => match self.as_const_int(b) {
                    Some((_, s)) if s >= 0 && (s as u32) < bits => {
                        let s = s as u32;
                        let x = ka();
                        match op {
                            Opcode::Shl => {
                                let mut k = KnownBits {
                                    zero: x.zero.shl(s).or(ApInt::low_bits(bits, s)),
                                    one: x.one.shl(s),
                                };
                                if fl.nsw {
                                    // LLVM's `ShiftByConst`: were known-zero / known-one
                                    // bits shifted out?
                                    let out_mask = ApInt::high_bits(bits, s);
                                    let shifted_out_zero = (fl.nuw && s != 0) || !x.zero.and(out_mask).is_zero();
                                    let shifted_out_one = !x.one.and(out_mask).is_zero();
                                    if shifted_out_zero {
                                        k.zero = k.zero.set_bit(bits - 1);
                                    } else if shifted_out_one {
                                        k.one = k.one.set_bit(bits - 1);
                                    }
                                }
                                k
                            }
                            Opcode::LShr => KnownBits {
                                zero: x.zero.lshr(s).or(ApInt::high_bits(bits, s)),
                                one: x.one.lshr(s),
                            },
                            _ => KnownBits {
                                zero: x.zero.ashr(s),
                                one: x.one.ashr(s),
                            },
                        }
                    }
                    _ => KnownBits::unknown(bits),
                },
                Opcode::URem => match self.as_const_int(b) {
                    Some((w, c)) if c > 0 && (ApInt::from_i128(w, c).count_ones() == 1) => {
                        let low = ApInt::from_i128(w, c).countr_zero();
                        let x = ka();
                        let m = ApInt::low_bits(bits, low);
                        KnownBits {
                            zero: x.zero.and(m).or(m.not()),
                            one: x.one.and(m),
                        }
                    }
                    _ => KnownBits::unknown(bits),
                },
                _ => KnownBits::unknown(bits),
            };
        }
        if let Some((op, x)) = self.cast(v) {
            let src_bits = self.int_width(x).filter(|&b| (1..=128).contains(&b));
            return match (op, src_bits) {
                (Opcode::ZExt, Some(sb)) if sb < bits => self.known_bits(x, d, cxt).zext(bits),
                (Opcode::SExt, Some(sb)) if sb < bits => self.known_bits(x, d, cxt).sext(bits),
                (Opcode::Trunc, Some(sb)) if sb > bits => self.known_bits(x, d, cxt).trunc(bits),
                _ => KnownBits::unknown(bits),
            };
        }
        if let Some((_, t, f)) = self.select(v) {
            return self.known_bits(t, d, cxt).intersect(&self.known_bits(f, d, cxt));
        }
        if let Some(("llvm.vscale", _)) = self.intrinsic_call_args(v) {
            return KnownBits::from_range(&self.vscale_range(bits));
        }
        if let Some((name @ ("llvm.umin" | "llvm.umax"), args)) = self.intrinsic_call_args(v) {
            if args.len() == 2 {
                let (x, y) = (self.known_bits(args[0], d, cxt), self.known_bits(args[1], d, cxt));
                if x.bits() == bits && y.bits() == bits {
                    return if name == "llvm.umax" {
                        KnownBits::umax(&x, &y)
                    } else {
                        KnownBits::umin(&x, &y)
                    };
                }
            }
        }
        if let Some(incoming) = self.phi(v) {
            let mut known = self.recurrence_known_bits(v, incoming, bits, depth, cxt);
            if incoming.is_empty() {
                return known;
            }
            // Like LLVM: operands are analysed at the last recursion level only.
            if depth < MAX_DEPTH - 1 && known.is_unknown() {
                let phi_block = self.block_of(v);
                let mut acc: Option<KnownBits> = None;
                for (iv, ib) in incoming {
                    let iv = self.val(*iv);
                    if iv == v {
                        continue;
                    }
                    // The incoming edge's terminator is the context (LLVM's
                    // `RecQ.CxtI`).
                    let term = self.body().blocks[*ib].insts.last().copied();
                    let mut k = self.known_bits(iv, MAX_DEPTH - 1, term);
                    if !k.is_constant() {
                        // A branch into the phi on `icmp pred IncValue, C`.
                        if let Some(&t) = self.body().blocks[*ib].insts.last() {
                            if let InstKind::CondBr { cond, if_true, if_false } = &self.body().insts[t].kind {
                                if let Some((pred, rhs)) = self.icmp_with(self.val(*cond), iv) {
                                    let to_t = Some(*if_true) == phi_block;
                                    let to_f = Some(*if_false) == phi_block;
                                    if let (true, Some((w, c))) = (to_t != to_f, self.as_const_int(rhs)) {
                                        let pred = if to_f { inverse_pred(pred) } else { pred };
                                        let cr = exact_icmp_region(pred, ApInt::from_i128(w, c));
                                        let r = KnownBits::from_range(&cr);
                                        let u = KnownBits {
                                            zero: k.zero.or(r.zero),
                                            one: k.one.or(r.one),
                                        };
                                        if u.has_conflict() {
                                            acc = Some(KnownBits::unknown(bits));
                                            break;
                                        }
                                        k = u;
                                    }
                                }
                            }
                        }
                    }
                    acc = Some(match acc {
                        None => k,
                        Some(a) => a.intersect(&k),
                    });
                    if acc.is_some_and(|a| a.is_unknown()) {
                        break;
                    }
                }
                if let Some(a) = acc {
                    known = a;
                }
            }
            return known;
        }
        KnownBits::unknown(bits)
    }

    /// Known bits of a phi that is a simple recurrence (LLVM's
    /// `matchSimpleRecurrence` cases of `computeKnownBitsFromOperator`).
    fn recurrence_known_bits(
        &self,
        v: Val,
        incoming: &[(llir::Value, llir::Block)],
        bits: u32,
        depth: u32,
        cxt: Option<Inst>,
    ) -> KnownBits {
        let mut known = KnownBits::unknown(bits);
        if incoming.len() != 2 {
            return known;
        }
        for i in 0..2 {
            let l = self.val(incoming[i].0);
            let start = self.val(incoming[1 - i].0);
            let Some((op, a, b, fl)) = self.binop(l).filter(|_| self.inst_of(l).is_some()) else {
                continue;
            };
            if !matches!(
                op,
                Opcode::LShr
                    | Opcode::AShr
                    | Opcode::Shl
                    | Opcode::Add
                    | Opcode::Sub
                    | Opcode::UDiv
                    | Opcode::URem
                    | Opcode::And
                    | Opcode::Or
                    | Opcode::Mul
            ) {
                continue;
            }
            let step = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            let d = depth + 1;
            match op {
                Opcode::LShr | Opcode::AShr | Opcode::Shl | Opcode::UDiv | Opcode::URem => {
                    if op != Opcode::URem && a != v {
                        return known;
                    }
                    let k2 = self.known_bits(start, d, cxt);
                    match op {
                        Opcode::Shl => known.zero = known.zero.or(ApInt::low_bits(bits, k2.count_min_trailing_zeros())),
                        Opcode::AShr => {
                            known.zero = known.zero.or(ApInt::high_bits(bits, k2.count_min_leading_zeros()));
                            known.one = known.one.or(ApInt::high_bits(bits, k2.one.not().countl_zero()));
                        }
                        _ => known.zero = known.zero.or(ApInt::high_bits(bits, k2.count_min_leading_zeros())),
                    }
                }
                _ => {
                    let k2 = self.known_bits(start, d, cxt);
                    let k3 = self.known_bits(step, d, cxt);
                    let tz = k2.count_min_trailing_zeros().min(k3.count_min_trailing_zeros());
                    known.zero = known.zero.or(ApInt::low_bits(bits, tz));
                    let overflowing = matches!(op, Opcode::Add | Opcode::Sub | Opcode::Mul);
                    if overflowing && fl.nsw {
                        let top = bits - 1;
                        match op {
                            Opcode::Add => {
                                if k2.is_non_negative() && k3.is_non_negative() {
                                    known.zero = known.zero.set_bit(top);
                                } else if k2.is_negative() && k3.is_negative() {
                                    known.one = known.one.set_bit(top);
                                }
                            }
                            Opcode::Sub if a == v => {
                                if k2.is_non_negative() && k3.is_negative() {
                                    known.zero = known.zero.set_bit(top);
                                } else if k2.is_negative() && k3.is_non_negative() {
                                    known.one = known.one.set_bit(top);
                                }
                            }
                            Opcode::Mul if k2.is_non_negative() && k3.is_non_negative() => {
                                known.zero = known.zero.set_bit(top);
                            }
                            _ => {}
                        }
                    }
                }
            }
            return known;
        }
        known
    }

    /// LLVM's `computeConstantRange(V, ForSigned=false, UseInstrInfo=true)`
    /// (subset; no assumptions).
    pub(crate) fn constant_range(&self, v: Val, depth: u32, cxt: Option<Inst>) -> ConstantRange {
        let Some(bits) = self.int_width(v).filter(|&b| (1..=128).contains(&b)) else {
            return ConstantRange::full(1);
        };
        // LLVM tests the depth first: at the limit even a constant is
        // the full range.
        if depth >= MAX_DEPTH {
            return ConstantRange::full(bits);
        }
        if let Some((_, c)) = self.as_const_int(v) {
            return ConstantRange::single(ApInt::from_i128(bits, c));
        }
        let mut cr = ConstantRange::full(bits);
        if let Some((op, a, b, fl)) = self.binop(v) {
            let (lo, hi) = self.binop_limits(op, a, b, fl, bits);
            cr = ConstantRange::non_empty(lo, hi);
        } else if let Some((name, args)) = self.intrinsic_call_args(v) {
            cr = self.intrinsic_range(name, &args, bits);
        } else if let Some((_, t, f)) = self.select(v) {
            let ct = self.constant_range(t, depth + 1, cxt);
            let cf = self.constant_range(f, depth + 1, cxt);
            cr = ct.union(&cf, Preferred::Smallest);
        }
        if let Some(r) = self.own_range(v, bits) {
            cr = cr.intersect(&r, Preferred::Smallest);
        }
        // `assume(icmp pred V, X)` bounds V by X's range (V on the left
        // only). BasicAA passes no dominator tree here, so an assume in
        // another block counts from the entry block or the context block's
        // single predecessor only.
        if let Some(c) = cxt {
            for a in self.assumes_for(v) {
                if !self.assume_valid_for_value_tracking(a.assume, c, false) {
                    continue;
                }
                let Some((pred, lhs, rhs)) = self.icmp_parts(a.cond) else {
                    continue;
                };
                if lhs != v {
                    continue;
                }
                let rhs_cr = self.constant_range(rhs, depth + 1, Some(a.assume));
                if rhs_cr.bits() != bits {
                    continue;
                }
                cr = cr.intersect(&allowed_icmp_region(pred, &rhs_cr), Preferred::Smallest);
            }
        }
        cr
    }

    /// LLVM's `computeKnownBitsFromContext` for assumptions: bits implied by
    /// `assume(V)`, `assume(!V)` and `assume(icmp ...)` conditions about `v`
    /// that hold at `cxt`.
    fn known_bits_from_assumes(&self, v: Val, k: &mut KnownBits, cxt: Inst) {
        let bits = k.bits();
        for a in self.assumes_for(v) {
            let cond = a.cond;
            if cond == v && self.assume_valid_for_value_tracking(a.assume, cxt, true) {
                *k = KnownBits::constant(ApInt::all_ones(bits));
                return;
            }
            if let Some((Opcode::Xor, x, m, _)) = self.binop(cond) {
                let not = self.as_const_int(m).is_some_and(|(w, c)| crate::func::sext_from(c, w) == -1);
                if not && x == v && self.assume_valid_for_value_tracking(a.assume, cxt, true) {
                    *k = KnownBits::constant(ApInt::zero(bits));
                    return;
                }
            }
            let Some((pred, lhs, rhs)) = self.icmp_parts(cond) else { continue };
            if !self.assume_valid_for_value_tracking(a.assume, cxt, true) {
                continue;
            }
            // `icmp pred (trunc V), C` tells the low bits.
            if let Some((Opcode::Trunc, x)) = self.cast(lhs) {
                if x == v {
                    let Some(tw) = self.int_width(lhs).filter(|&w| w < bits) else {
                        continue;
                    };
                    let mut dst = KnownBits::unknown(tw);
                    self.known_bits_from_cmp(lhs, pred, lhs, rhs, &mut dst);
                    k.zero = k.zero.or(dst.zero.zext(bits));
                    k.one = k.one.or(dst.one.zext(bits));
                    continue;
                }
            }
            self.known_bits_from_cmp(v, pred, lhs, rhs, k);
        }
        // Contradicting assumptions: the code is unreachable; know nothing.
        if k.has_conflict() {
            *k = KnownBits::unknown(bits);
        }
    }

    /// LLVM's `computeKnownBitsFromCmp` for an integer `v` and `icmp pred
    /// lhs, rhs` assumed true (`rhs` must be the constant; `v` must be on
    /// the left, alone or under the patterns below).
    fn known_bits_from_cmp(&self, v: Val, pred: &str, lhs: Val, rhs: Val, k: &mut KnownBits) {
        let bits = k.bits();
        let Some((cw, c)) = self.as_const_int(rhs) else { return };
        if cw != bits {
            return;
        }
        let c = ApInt::from_i128(bits, c);
        let konst = |x: Val| self.as_const_int(x).map(|(_, n)| ApInt::from_i128(bits, n));
        // `v op y` or `y op v` for a commutative `op`: the other operand.
        let other_of = |op: Opcode| match self.binop(lhs) {
            Some((o, a, b, _)) if o == op && a == v => Some(b),
            Some((o, a, b, _)) if o == op && b == v => Some(a),
            _ => None,
        };
        let unite = |k: &mut KnownBits, o: KnownBits| {
            k.zero = k.zero.or(o.zero);
            k.one = k.one.or(o.one);
        };
        match pred {
            "eq" => {
                if lhs == v {
                    unite(k, KnownBits::constant(c));
                } else if let Some(y) = other_of(Opcode::And) {
                    k.one = k.one.or(c);
                    if let Some(mask) = konst(y) {
                        k.zero = k.zero.or(c.not().and(mask));
                    }
                } else if let Some(y) = other_of(Opcode::Or) {
                    k.zero = k.zero.or(c.not());
                    if let Some(mask) = konst(y) {
                        k.one = k.one.or(c.and(mask.not()));
                    }
                } else if let Some(mask) = other_of(Opcode::Xor).and_then(konst) {
                    unite(k, KnownBits::constant(c.xor(mask)));
                } else if let Some((op @ (Opcode::Shl | Opcode::LShr | Opcode::AShr), a, sh, _)) = self.binop(lhs) {
                    let Some(sh) = konst(sh).filter(|s| a == v && s.ult_u64(u64::from(bits))) else {
                        return;
                    };
                    let sh = sh.zext_value() as u32;
                    let rk = KnownBits::constant(c);
                    if op == Opcode::Shl {
                        unite(
                            k,
                            KnownBits {
                                zero: rk.zero.lshr(sh),
                                one: rk.one.lshr(sh),
                            },
                        );
                    } else {
                        k.zero = k.zero.or(rk.zero.shl(sh));
                        k.one = k.one.or(rk.one.shl(sh));
                    }
                }
            }
            "ne" => {
                if let Some((Opcode::And, a, p, _)) = self.binop(lhs) {
                    if a == v && c.is_zero() {
                        if let Some(p) = konst(p).filter(|p| p.count_ones() == 1) {
                            k.one = k.one.or(p);
                        }
                    }
                }
            }
            _ => {
                let offset = match self.binop(lhs) {
                    Some((Opcode::Add, a, o, _)) if a == v => konst(o).map(Some),
                    Some((Opcode::Or, a, o, fl)) if a == v && fl.disjoint => konst(o).map(Some),
                    _ if lhs == v => Some(None),
                    _ => None,
                };
                if let Some(off) = offset {
                    let mut r = exact_icmp_region(pred, c);
                    if let Some(o) = off {
                        r = r.sub(&ConstantRange::single(o));
                    }
                    unite(k, KnownBits::from_range(&r));
                }
                let fl = self.binop(lhs).map(|x| x.3).unwrap_or_default();
                if matches!(pred, "ugt" | "uge") {
                    let nuw_sub = matches!(self.binop(lhs), Some((Opcode::Sub, a, _, _)) if a == v) && fl.nuw;
                    if other_of(Opcode::And).is_some() || nuw_sub {
                        let t = if pred == "ugt" { c.add(ApInt::one(bits)) } else { c };
                        k.one = k.one.or(ApInt::high_bits(bits, t.countl_one_w(bits)));
                    }
                }
                if matches!(pred, "ult" | "ule") {
                    let nuw_add = other_of(Opcode::Add).is_some() && fl.nuw;
                    if other_of(Opcode::Or).is_some() || nuw_add {
                        let t = if pred == "ult" { c.sub(ApInt::one(bits)) } else { c };
                        k.zero = k.zero.or(ApInt::high_bits(bits, t.countl_zero()));
                    }
                }
            }
        }
    }

    /// LLVM's `isKnownNonZeroFromAssume` for integers: an assumed `icmp`
    /// of `v` (either side) against a constant that excludes zero.
    fn non_zero_from_assume(&self, v: Val, cxt: Inst) -> bool {
        self.assumes_for(v).any(|a| {
            let Some((pred, l, r)) = self.icmp_parts(a.cond) else {
                return false;
            };
            let (pred, rhs) = if l == v {
                (pred, r)
            } else if r == v {
                (swapped_pred(pred), l)
            } else {
                return false;
            };
            self.cmp_excludes_zero(pred, rhs) && self.assume_valid_for_value_tracking(a.assume, cxt, true)
        })
    }

    /// The base name and arguments of `v` if it is a `call` of a known intrinsic.
    fn intrinsic_call_args(&self, v: Val) -> Option<(&'static str, Vec<Val>)> {
        let i = self.inst_of(v)?;
        let c = self.call_ref(i)?;
        if !c.is_call_inst {
            return None;
        }
        let name = self.intrinsic(c.data)?;
        Some((name, c.data.args.iter().map(|a| self.val(a.value)).collect()))
    }

    /// LLVM's `getRangeForIntrinsic`.
    fn intrinsic_range(&self, name: &str, args: &[Val], bits: u32) -> ConstantRange {
        let c = |i: usize| args.get(i).and_then(|&a| self.as_const_int(a)).map(|(w, x)| ApInt::from_i128(w, x));
        let one = ApInt::one(bits);
        let zero = ApInt::zero(bits);
        match name {
            "llvm.ctpop" | "llvm.ctlz" | "llvm.cttz" => ConstantRange::non_empty(zero, ApInt::new(bits, bits as u128 + 1)),
            "llvm.vscale" => self.vscale_range(bits),
            "llvm.uadd.sat" => match c(0).or_else(|| c(1)) {
                Some(k) => ConstantRange::non_empty(k, zero),
                None => ConstantRange::full(bits),
            },
            "llvm.usub.sat" => {
                if let Some(k) = c(0) {
                    ConstantRange::non_empty(zero, k.add(one))
                } else if let Some(k) = c(1) {
                    ConstantRange::non_empty(zero, ApInt::all_ones(bits).sub(k).add(one))
                } else {
                    ConstantRange::full(bits)
                }
            }
            "llvm.umin" | "llvm.umax" | "llvm.smin" | "llvm.smax" => match c(0).or_else(|| c(1)) {
                Some(k) => match name {
                    "llvm.umin" => ConstantRange::non_empty(zero, k.add(one)),
                    "llvm.umax" => ConstantRange::non_empty(k, zero),
                    "llvm.smin" => ConstantRange::non_empty(ApInt::signed_min(bits), k.add(one)),
                    _ => ConstantRange::non_empty(k, ApInt::signed_max(bits).add(one)),
                },
                None => ConstantRange::full(bits),
            },
            "llvm.abs" => {
                if c(1).is_some_and(|k| k.is_one()) {
                    ConstantRange::non_empty(zero, ApInt::signed_max(bits).add(one))
                } else {
                    ConstantRange::non_empty(zero, ApInt::signed_min(bits).add(one))
                }
            }
            _ => ConstantRange::full(bits),
        }
    }

    /// LLVM's `setLimitsForBinOp` (the common cases): `[lower, upper)`,
    /// equal bounds meaning "no limit".
    fn binop_limits(&self, op: Opcode, a: Val, b: Val, fl: crate::func::Flags, bits: u32) -> (ApInt, ApInt) {
        let zero = ApInt::zero(bits);
        let ca = self.as_const_int(a).map(|(_, c)| ApInt::from_i128(bits, c));
        let cb = self.as_const_int(b).map(|(_, c)| ApInt::from_i128(bits, c));
        match op {
            Opcode::And => {
                if let Some(c) = cb {
                    return (zero, c.add(ApInt::one(bits)));
                }
            }
            Opcode::Or => {
                if let Some(c) = cb {
                    return (c, zero);
                }
            }
            Opcode::LShr => {
                if let Some(c) = cb.filter(|c| c.ult_u64(bits as u64)) {
                    return (zero, ApInt::all_ones(bits).lshr(c.zext_value() as u32).add(ApInt::one(bits)));
                }
                if let Some(c) = ca {
                    return (zero, c.add(ApInt::one(bits)));
                }
            }
            Opcode::AShr => {
                if let Some(c) = cb.filter(|c| c.ult_u64(bits as u64)) {
                    let s = c.zext_value() as u32;
                    return (
                        ApInt::signed_min(bits).ashr(s),
                        ApInt::signed_max(bits).ashr(s).add(ApInt::one(bits)),
                    );
                }
            }
            Opcode::UDiv => {
                if let Some(c) = cb.filter(|c| !c.is_zero()) {
                    return (zero, ApInt::all_ones(bits).udiv(c).add(ApInt::one(bits)));
                }
                if let Some(c) = ca {
                    return (zero, c.add(ApInt::one(bits)));
                }
            }
            Opcode::URem => {
                if let Some(c) = cb {
                    return (zero, c);
                }
            }
            Opcode::Add => {
                if let Some(c) = cb.filter(|c| !c.is_zero()) {
                    if fl.nuw {
                        return (c, zero);
                    }
                    if fl.nsw {
                        if c.is_negative() {
                            return (ApInt::signed_min(bits), ApInt::signed_max(bits).add(c).add(ApInt::one(bits)));
                        }
                        return (ApInt::signed_min(bits).add(c), ApInt::signed_max(bits).add(ApInt::one(bits)));
                    }
                }
            }
            _ => {}
        }
        (zero, zero)
    }

    /// LLVM's `isKnownNonZero` for integers (subset), with `cxt` the
    /// context instruction (for conditions of dominating branches).
    pub(crate) fn is_known_non_zero(&self, v: Val, depth: u32, cxt: Option<Inst>) -> bool {
        if let Some((_, c)) = self.as_const_int(v) {
            return c != 0;
        }
        if self.is_constant(v) {
            return false;
        }
        let Some(bits) = self.int_width(v).filter(|&b| (1..=128).contains(&b)) else {
            return false;
        };
        // An argument's `range` counts at any depth; the `!range` metadata
        // and `range` attributes of loads and calls only below the limit
        // (LLVM checks those with the operator, after bumping the depth).
        let excludes_zero = |cr: ConstantRange| !cr.is_full() && !cr_contains_zero(&cr);
        let arg = matches!(self.kind(v), crate::ValKind::Arg(_));
        if arg && self.own_range(v, bits).is_some_and(excludes_zero) {
            return true;
        }
        if cxt.is_some_and(|c| self.non_zero_from_assume(v, c)) {
            return true;
        }
        if depth >= MAX_DEPTH {
            return false;
        }
        if !arg && self.own_range(v, bits).is_some_and(excludes_zero) {
            return true;
        }
        let d = depth + 1;
        if self.non_zero_from_operator(v, bits, d, cxt) {
            return true;
        }
        self.non_zero_from_dominating_condition(v, cxt)
    }

    fn non_zero_from_operator(&self, v: Val, bits: u32, d: u32, cxt: Option<Inst>) -> bool {
        let nz = |x: Val| self.is_known_non_zero(x, d, cxt);
        if let Some((op, a, b, fl)) = self.binop(v) {
            match op {
                Opcode::Or => return nz(b) || nz(a),
                Opcode::Add => {
                    if fl.nuw {
                        return nz(b) || nz(a);
                    }
                    let (ka, kb) = (self.known_bits(a, d, cxt), self.known_bits(b, d, cxt));
                    if ka.is_non_negative() && kb.is_non_negative() && (nz(b) || nz(a)) {
                        return true;
                    }
                    if ka.is_negative() && kb.is_negative() {
                        let m = ApInt::signed_max(bits);
                        if !ka.one.and(m).is_zero() || !kb.one.and(m).is_zero() {
                            return true;
                        }
                    }
                    let pow2 = |x: Val| self.as_const_int(x).is_some_and(|(w, c)| ApInt::from_i128(w, c).count_ones() == 1);
                    if (ka.is_non_negative() && pow2(b)) || (kb.is_non_negative() && pow2(a)) {
                        return true;
                    }
                    return !KnownBits::add_sub(true, fl.nsw, fl.nuw, &ka, &kb).one.is_zero();
                }
                Opcode::Sub => {
                    if self.as_const_int(a).is_some_and(|(_, c)| c == 0) && nz(b) {
                        return true;
                    }
                    return self.is_known_non_equal(a, b, d, cxt);
                }
                Opcode::Mul => {
                    if fl.nsw || fl.nuw {
                        return nz(a) && nz(b);
                    }
                    let ka = self.known_bits(a, d, cxt);
                    if ka.one.bit(0) {
                        return nz(b);
                    }
                    let kb = self.known_bits(b, d, cxt);
                    if kb.one.bit(0) {
                        return !ka.one.is_zero() || nz(a);
                    }
                    let max_tz = |k: &KnownBits| if k.one.is_zero() { bits } else { k.one.countr_zero() };
                    return max_tz(&ka) + max_tz(&kb) < bits;
                }
                Opcode::Shl if fl.nuw || fl.nsw => return nz(a),
                Opcode::LShr | Opcode::AShr | Opcode::UDiv | Opcode::SDiv if fl.exact => return nz(a),
                // `x << y` keeps an odd `x`'s low bit (a larger shift is
                // poison); `x >> y` keeps a negative `x`'s sign bit.
                Opcode::Shl | Opcode::LShr | Opcode::AShr => {
                    let k = self.known_bits(a, d, cxt);
                    if (op == Opcode::Shl && k.one.bit(0)) || (op != Opcode::Shl && k.is_negative()) {
                        return true;
                    }
                    return self.non_zero_shift(op, a, b, &k, d, cxt);
                }
                Opcode::UDiv | Opcode::SDiv => {
                    // `x / y` is non-zero when |x| >= |y| for certain
                    // (`0 / 0` is UB, so this holds for two zeros too).
                    let mut ka = self.known_bits(a, d, cxt);
                    if ka.is_unknown() {
                        return false;
                    }
                    let mut kb = self.known_bits(b, d, cxt);
                    if op == Opcode::SDiv {
                        ka = ka.abs();
                        kb = kb.abs();
                    }
                    return kb.max_value().ule(ka.min_value());
                }
                Opcode::Xor => return self.is_known_non_equal(a, b, d, cxt),
                _ => {}
            }
        } else if let Some((op, x)) = self.cast(v) {
            match op {
                Opcode::ZExt | Opcode::SExt => return nz(x),
                Opcode::Trunc => {
                    let fl = self.inst_of(v).map(|i| self.flags(i)).unwrap_or_default();
                    if (fl.nuw || fl.nsw) && nz(x) {
                        return true;
                    }
                }
                _ => {}
            }
        } else if let Some(("llvm.vscale", _)) = self.intrinsic_call_args(v) {
            return true;
        } else if let Some((_, t, f)) = self.select(v) {
            // Otherwise LLVM falls through to the select's known bits.
            if nz(t) && nz(f) {
                return true;
            }
        } else if let Some(incoming) = self.phi(v) {
            let nd = d.max(MAX_DEPTH - 1);
            let phi_block = self.block_of(v);
            return incoming.iter().all(|(iv, ib)| {
                let iv = self.val(*iv);
                if iv == v {
                    return true;
                }
                let term = self.body().blocks[*ib].insts.last().copied();
                // A branch on `phi pred X` that enters the phi's block only
                // when the predicate excludes zero.
                if let Some(t) = term {
                    if let InstKind::CondBr { cond, if_true, if_false } = &self.body().insts[t].kind {
                        if let Some((pred, other)) = self.icmp_with(self.val(*cond), iv) {
                            let to_phi_t = Some(*if_true) == phi_block;
                            let to_phi_f = Some(*if_false) == phi_block;
                            if to_phi_t != to_phi_f {
                                let pred = if to_phi_f { inverse_pred(pred) } else { pred };
                                if self.cmp_excludes_zero(pred, other) {
                                    return true;
                                }
                            }
                        }
                    }
                }
                self.is_known_non_zero(iv, nd, term)
            });
        }
        // LLVM consults known bits only for operators it does not answer
        // directly: never for arguments, loads, or calls other than
        // intrinsic `call`s (which matters once assumptions make an
        // argument's bits known).
        let no_fallback = match self.kind(v) {
            crate::ValKind::Arg(_) => true,
            crate::ValKind::Inst(i) => match &self.body().insts[i].kind {
                InstKind::Load { .. } => true,
                InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. } => {
                    self.call_ref(i).is_none_or(|c| self.intrinsic_full_name(c).is_none())
                }
                _ => false,
            },
            _ => false,
        };
        !no_fallback && !self.known_bits(v, d, cxt).one.is_zero()
    }

    /// LLVM's `isNonZeroShift`: `x` shifted by at most the largest possible
    /// amount still has a known one bit, or loses only known-zero bits of a
    /// non-zero `x`.
    fn non_zero_shift(&self, op: Opcode, x: Val, amount: Val, kx: &KnownBits, d: u32, cxt: Option<Inst>) -> bool {
        if kx.is_unknown() {
            return false;
        }
        let bits = kx.bits();
        let max = self.known_bits(amount, d, cxt).max_value();
        if max.bits() != bits || max.zext_value() >= u128::from(bits) {
            return false;
        }
        let max = max.zext_value() as u32;
        let shift = |v: ApInt, n: u32| match op {
            Opcode::Shl => v.shl(n),
            Opcode::LShr => v.lshr(n),
            _ => v.ashr(n),
        };
        let inv_shift = |v: ApInt, n: u32| if op == Opcode::Shl { v.lshr(n) } else { v.shl(n) };
        if !shift(kx.one, max).is_zero() {
            return true;
        }
        inv_shift(kx.zero, bits - max) == inv_shift(ApInt::all_ones(bits), bits - max) && self.is_known_non_zero(x, d, cxt)
    }

    /// The predicate of `icmp` instruction `i` (from its text).
    pub(crate) fn icmp_pred(&self, i: Inst) -> Option<&'static str> {
        let text = self.inst_text(i);
        let after = text.split_once("icmp ").map(|x| x.1)?;
        let w = after.split_ascii_whitespace().next()?;
        ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]
            .into_iter()
            .find(|p| *p == w)
    }

    /// If `c` is `icmp pred V, X` or `icmp pred X, V`: the predicate as seen
    /// with `v` on the left, and `X`.
    fn icmp_with(&self, c: Val, v: Val) -> Option<(&'static str, Val)> {
        let i = self.inst_of(c)?;
        let InstKind::Other {
            op: Opcode::ICmp,
            operands,
        } = &self.body().insts[i].kind
        else {
            return None;
        };
        if operands.len() != 2 {
            return None;
        }
        let pred = self.icmp_pred(i)?;
        let (a, b) = (self.val(operands[0]), self.val(operands[1]));
        if a == v {
            Some((pred, b))
        } else if b == v {
            Some((swapped_pred(pred), a))
        } else {
            None
        }
    }

    /// LLVM's `cmpExcludesZero`: `v pred rhs` implies `v != 0` (`ugt`, `ne
    /// 0`, or a constant `C` with `0 pred C` false).
    fn cmp_excludes_zero(&self, pred: &str, rhs: Val) -> bool {
        // `v u> y` implies `v != 0` whatever `y` is.
        if pred == "ugt" {
            return true;
        }
        // `v != 0`, also `v != null` (LLVM's `m_Zero`).
        if pred == "ne" && self.is_null(rhs) {
            return true;
        }
        // Sound: other non-constant right-hand sides (LLVM also looks into
        // constant vectors, which scalar pointers never compare with).
        let Some((w, c)) = self.as_const_int(rhs) else { return false };
        let c = ApInt::from_i128(w, c);
        let z = ApInt::zero(w);
        let holds = match pred {
            "eq" => z == c,
            "ne" => z != c,
            "ugt" => z.ugt(c),
            "uge" => z.uge(c),
            "ult" => z.ult(c),
            "ule" => z.ule(c),
            "sgt" => z.sgt(c),
            "sge" => z.sge(c),
            "slt" => z.slt(c),
            "sle" => z.sle(c),
            _ => true,
        };
        !holds
    }

    /// Does instruction `a` dominate instruction `b` (LLVM's
    /// `DominatorTree::dominates(Instruction*, Instruction*)` for
    /// non-phi, non-invoke definitions)?
    fn inst_dominates(&self, a: Inst, b: Inst) -> bool {
        let (ba, bb) = (self.body().insts[a].block, self.body().insts[b].block);
        if ba == bb {
            let insts = &self.body().blocks[ba].insts;
            let pa = insts.iter().position(|&x| x == a);
            let pb = insts.iter().position(|&x| x == b);
            return pa < pb;
        }
        self.dom().dominates(ba, bb)
    }

    /// LLVM's `DominatorTree::dominates(BasicBlockEdge, BasicBlock)`.
    fn edge_dominates(&self, start: llir::Block, end: llir::Block, use_bb: llir::Block) -> bool {
        if !self.dom().dominates(end, use_bb) {
            return false;
        }
        let preds = self.predecessors(end);
        if preds.len() == 1 {
            return true;
        }
        let mut dup = 0;
        for &p in &preds {
            if p == start {
                dup += 1;
                if dup > 1 {
                    return false;
                }
                continue;
            }
            if !self.dom().dominates(end, p) {
                return false;
            }
        }
        true
    }

    /// LLVM's `isKnownNonNullFromDominatingCondition` for integers: a
    /// division by `v` before the context, or a branch on `icmp v, C` whose
    /// taken edge excludes zero and dominates the context.
    fn non_zero_from_dominating_condition(&self, v: Val, cxt: Option<Inst>) -> bool {
        let Some(cxt) = cxt else { return false };
        let cxt_block = self.body().insts[cxt].block;
        for (n, u) in self.uses(v).iter().enumerate() {
            if n >= 20 {
                break;
            }
            let ud = &self.body().insts[u.inst];
            if let InstKind::Other {
                op: Opcode::UDiv | Opcode::SDiv | Opcode::URem | Opcode::SRem,
                ..
            } = ud.kind
            {
                if u.slot == crate::func::UseSlot::Operand(1) && self.inst_dominates(u.inst, cxt) {
                    return true;
                }
                continue;
            }
            let Some(r) = ud.result else { continue };
            let Some((pred, rhs)) = self.icmp_with(self.local_val(r), v) else {
                continue;
            };
            let non_null_if_true = if self.cmp_excludes_zero(pred, rhs) {
                true
            } else if self.cmp_excludes_zero(inverse_pred(pred), rhs) {
                false
            } else {
                continue;
            };
            let mut visited: Vec<Inst> = Vec::new();
            let mut work: Vec<Inst> = Vec::new();
            for cu in self.uses(self.local_val(r)) {
                if visited.contains(&cu.inst) {
                    continue;
                }
                visited.push(cu.inst);
                work.push(cu.inst);
                while let Some(cur) = work.pop() {
                    let cd = &self.body().insts[cur];
                    if non_null_if_true && self.is_logical_and(cur) {
                        if let Some(res) = cd.result {
                            for x in self.uses(self.local_val(res)) {
                                if !visited.contains(&x.inst) {
                                    visited.push(x.inst);
                                    work.push(x.inst);
                                }
                            }
                        }
                        continue;
                    }
                    if let InstKind::CondBr { if_true, if_false, .. } = &cd.kind {
                        let succ = if non_null_if_true { *if_true } else { *if_false };
                        let single = (*if_true == succ) != (*if_false == succ);
                        if single && self.edge_dominates(cd.block, succ, cxt_block) {
                            return true;
                        }
                    }
                }
            }
        }
        false
    }

    /// `and i1 a, b` or `select i1 a, b, false`.
    fn is_logical_and(&self, i: Inst) -> bool {
        match &self.body().insts[i].kind {
            InstKind::Other { op: Opcode::And, .. } => {
                self.int_width(self.local_val(self.body().insts[i].result.unwrap_or(Local::from_u32(0)))) == Some(1)
            }
            InstKind::Select { if_false, .. } => self.as_const_int(self.val(*if_false)).is_some_and(|(w, c)| w == 1 && c == 0),
            _ => false,
        }
    }

    /// LLVM's `isKnownNonEqual` for integers: invertible operations applied
    /// to both sides (including matching recurrences and phis of one
    /// block), `x` vs `x op nonzero`, multiplications and shifts by
    /// constants, selects, contradicting known bits.
    pub(crate) fn is_known_non_equal(&self, a: Val, b: Val, depth: u32, cxt: Option<Inst>) -> bool {
        if a == b || self.ty(a) != self.ty(b) || depth >= MAX_DEPTH {
            return false;
        }
        if let Some((x, y)) = self.invertible_operands(a, b) {
            return self.is_known_non_equal(x, y, depth + 1, cxt);
        }
        if self.phi(a).is_some() && self.phi(b).is_some() && self.non_equal_phis(a, b, depth) {
            return true;
        }
        if self.modifying_binop_of_non_zero(a, b, depth, cxt) || self.modifying_binop_of_non_zero(b, a, depth, cxt) {
            return true;
        }
        if self.non_equal_mul_shl(a, b, depth, cxt) || self.non_equal_mul_shl(b, a, depth, cxt) {
            return true;
        }
        if self.int_width(a).is_some() {
            let ka = self.known_bits(a, depth, cxt);
            if !ka.is_unknown() {
                let kb = self.known_bits(b, depth, cxt);
                if !ka.zero.and(kb.one).is_zero() || !kb.zero.and(ka.one).is_zero() {
                    return true;
                }
            }
        }
        if self.non_equal_select(a, b, depth, cxt) || self.non_equal_select(b, a, depth, cxt) {
            return true;
        }
        if let (Some((Opcode::PtrToInt, pa)), Some((Opcode::PtrToInt, pb))) = (self.cast(a), self.cast(b)) {
            let same_size =
                |v: Val, p: Val| self.int_width(v) == Some(self.module().data_layout.pointer_size_bits(self.addr_space(p).unwrap_or(0)));
            if same_size(a, pa) && same_size(b, pb) {
                return self.is_known_non_equal(pa, pb, depth + 1, cxt);
            }
        }
        false
    }

    /// LLVM's `getInvertibleOperands`.
    fn invertible_operands(&self, a: Val, b: Val) -> Option<(Val, Val)> {
        if let (Some((oa, a0, a1, fa)), Some((ob, b0, b1, fb))) = (self.binop(a), self.binop(b)) {
            if oa != ob {
                return None;
            }
            return match oa {
                Opcode::Or | Opcode::Xor | Opcode::Add => {
                    if oa == Opcode::Or && !(fa.disjoint && fb.disjoint) {
                        return None;
                    }
                    if b0 == a0 {
                        Some((a1, b1))
                    } else if b1 == a0 {
                        Some((a1, b0))
                    } else if b0 == a1 {
                        Some((a0, b1))
                    } else if b1 == a1 {
                        Some((a0, b0))
                    } else {
                        None
                    }
                }
                Opcode::Sub => {
                    if a0 == b0 {
                        Some((a1, b1))
                    } else if a1 == b1 {
                        Some((a0, b0))
                    } else {
                        None
                    }
                }
                Opcode::Mul => {
                    if (!fa.nuw || !fb.nuw) && (!fa.nsw || !fb.nsw) {
                        return None;
                    }
                    (a1 == b1 && self.as_const_int(a1).is_some_and(|(_, c)| c != 0)).then_some((a0, b0))
                }
                Opcode::Shl => {
                    if (!fa.nuw || !fb.nuw) && (!fa.nsw || !fb.nsw) {
                        return None;
                    }
                    (a1 == b1).then_some((a0, b0))
                }
                Opcode::AShr | Opcode::LShr => (fa.exact && fb.exact && a1 == b1).then_some((a0, b0)),
                _ => None,
            };
        }
        if let (Some((oa, xa)), Some((ob, xb))) = (self.cast(a), self.cast(b)) {
            if oa == ob
                && matches!(oa, Opcode::ZExt | Opcode::SExt)
                && self.inst_of(a).is_some() == self.inst_of(b).is_some()
                && self.ty(xa) == self.ty(xb)
            {
                return Some((xa, xb));
            }
            return None;
        }
        if let (Some(pa), Some(pb)) = (self.phi(a), self.phi(b)) {
            // Only recurrences of one block advance in lockstep.
            if self.block_of(a) != self.block_of(b) {
                return None;
            }
            let (s1, bo1) = self.simple_recurrence(a, pa)?;
            let (s2, bo2) = self.simple_recurrence(b, pb)?;
            let (x, y) = self.invertible_operands(bo1, bo2)?;
            if x == a && y == b {
                return Some((s1, s2));
            }
        }
        None
    }

    /// LLVM's `matchSimpleRecurrence`: `(start, step instruction)` if phi
    /// `v` (two operands) is `phi [start, ...], [v op step, ...]`.
    fn simple_recurrence(&self, v: Val, incoming: &[(llir::Value, llir::Block)]) -> Option<(Val, Val)> {
        if incoming.len() != 2 {
            return None;
        }
        for i in 0..2 {
            let l = self.val(incoming[i].0);
            let start = self.val(incoming[1 - i].0);
            if self.inst_of(l).is_none() {
                continue;
            }
            let Some((op, x, y, _)) = self.binop(l) else { continue };
            if !matches!(
                op,
                Opcode::LShr
                    | Opcode::AShr
                    | Opcode::Shl
                    | Opcode::Add
                    | Opcode::Sub
                    | Opcode::UDiv
                    | Opcode::URem
                    | Opcode::And
                    | Opcode::Or
                    | Opcode::Mul
            ) {
                continue;
            }
            if x == v || y == v {
                return Some((start, l));
            }
        }
        None
    }

    /// LLVM's `isNonEqualPHIs`.
    fn non_equal_phis(&self, a: Val, b: Val, depth: u32) -> bool {
        let (Some(pa), Some(pb)) = (self.phi(a), self.phi(b)) else {
            return false;
        };
        if self.block_of(a) != self.block_of(b) {
            return false;
        }
        let mut seen: Vec<llir::Block> = Vec::new();
        let mut full = false;
        for (_, bb) in pa {
            if seen.contains(bb) {
                continue;
            }
            seen.push(*bb);
            let Some(v1) = pa.iter().find(|x| x.1 == *bb).map(|x| self.val(x.0)) else {
                return false;
            };
            let Some(v2) = pb.iter().find(|x| x.1 == *bb).map(|x| self.val(x.0)) else {
                return false;
            };
            if let (Some((_, c1)), Some((_, c2))) = (self.as_const_int(v1), self.as_const_int(v2)) {
                if c1 != c2 {
                    continue;
                }
            }
            if full {
                return false;
            }
            let term = self.body().blocks[*bb].insts.last().copied();
            if !self.is_known_non_equal(v1, v2, depth + 1, term) {
                return false;
            }
            full = true;
        }
        true
    }

    /// LLVM's `isModifyingBinopOfNonZero`: `a == b op X` (add, xor,
    /// disjoint or) with `X` known non-zero.
    fn modifying_binop_of_non_zero(&self, a: Val, b: Val, depth: u32, cxt: Option<Inst>) -> bool {
        let Some((op, x, y, fl)) = self.binop(a).filter(|_| self.inst_of(a).is_some()) else {
            return false;
        };
        match op {
            Opcode::Or if !fl.disjoint => false,
            Opcode::Or | Opcode::Xor | Opcode::Add => {
                let other = if b == x {
                    y
                } else if b == y {
                    x
                } else {
                    return false;
                };
                self.is_known_non_zero(other, depth + 1, cxt)
            }
            _ => false,
        }
    }

    /// LLVM's `isNonEqualMul`/`isNonEqualShl`: `b == a * C` or `a << C`
    /// without wrapping, `C` not 0 (nor 1 for mul), `a` non-zero.
    fn non_equal_mul_shl(&self, a: Val, b: Val, depth: u32, cxt: Option<Inst>) -> bool {
        let Some((op, x, y, fl)) = self.binop(b).filter(|_| self.inst_of(b).is_some()) else {
            return false;
        };
        if x != a || !(fl.nuw || fl.nsw) {
            return false;
        }
        let Some((_, c)) = self.as_const_int(y) else { return false };
        match op {
            Opcode::Mul => c != 0 && c != 1 && self.is_known_non_zero(a, depth + 1, cxt),
            Opcode::Shl => c != 0 && self.is_known_non_zero(a, depth + 1, cxt),
            _ => false,
        }
    }

    /// LLVM's `isNonEqualSelect`.
    fn non_equal_select(&self, a: Val, b: Val, depth: u32, cxt: Option<Inst>) -> bool {
        let Some((c1, t1, f1)) = self.select(a) else { return false };
        if let Some((c2, t2, f2)) = self.select(b) {
            if c1 == c2 {
                return self.is_known_non_equal(t1, t2, depth + 1, cxt) && self.is_known_non_equal(f1, f2, depth + 1, cxt);
            }
        }
        self.is_known_non_equal(t1, b, depth + 1, cxt) && self.is_known_non_equal(f1, b, depth + 1, cxt)
    }

    /// True if `v` is defined by an instruction of kind `f`.
    #[allow(dead_code)]
    pub(crate) fn inst_is(&self, v: Val, f: impl Fn(&InstKind) -> bool) -> bool {
        self.inst_data(v).is_some_and(|d| f(&d.kind))
    }
}

fn cr_contains_zero(cr: &ConstantRange) -> bool {
    cr.contains(ApInt::zero(cr.bits()))
}

fn swapped_pred(p: &'static str) -> &'static str {
    match p {
        "ugt" => "ult",
        "uge" => "ule",
        "ult" => "ugt",
        "ule" => "uge",
        "sgt" => "slt",
        "sge" => "sle",
        "slt" => "sgt",
        "sle" => "sge",
        other => other,
    }
}

fn inverse_pred(p: &'static str) -> &'static str {
    match p {
        "eq" => "ne",
        "ne" => "eq",
        "ugt" => "ule",
        "uge" => "ult",
        "ult" => "uge",
        "ule" => "ugt",
        "sgt" => "sle",
        "sge" => "slt",
        "slt" => "sge",
        "sle" => "sgt",
        other => other,
    }
}

/// LLVM's `ConstantRange::makeAllowedICmpRegion(pred, cr)`: the values `x`
/// with `x pred y` for some `y` in `cr`.
fn allowed_icmp_region(pred: &str, cr: &ConstantRange) -> ConstantRange {
    let w = cr.bits();
    let one = ApInt::one(w);
    match pred {
        "eq" => *cr,
        "ne" => match cr.single_element() {
            Some(c) => ConstantRange::non_empty(c.add(one), c),
            None => ConstantRange::full(w),
        },
        "ult" => {
            let m = cr.unsigned_max();
            if m.is_zero() {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(ApInt::zero(w), m)
            }
        }
        "slt" => {
            let m = cr.signed_max();
            if m.is_signed_min() {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(ApInt::signed_min(w), m)
            }
        }
        "ule" => ConstantRange::non_empty(ApInt::zero(w), cr.unsigned_max().add(one)),
        "sle" => ConstantRange::non_empty(ApInt::signed_min(w), cr.signed_max().add(one)),
        "ugt" => {
            let m = cr.unsigned_min();
            if m.is_all_ones() {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(m.add(one), ApInt::zero(w))
            }
        }
        "sgt" => {
            let m = cr.signed_min();
            if m == ApInt::signed_max(w) {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(m.add(one), ApInt::signed_min(w))
            }
        }
        "uge" => ConstantRange::non_empty(cr.unsigned_min(), ApInt::zero(w)),
        "sge" => ConstantRange::non_empty(cr.signed_min(), ApInt::signed_min(w)),
        _ => ConstantRange::full(w),
    }
}

/// LLVM's `ConstantRange::makeExactICmpRegion(pred, c)`: the values `x`
/// with `x pred c`.
fn exact_icmp_region(pred: &str, c: ApInt) -> ConstantRange {
    let w = c.bits();
    let one = ApInt::one(w);
    let (smin, smax, umax) = (ApInt::signed_min(w), ApInt::signed_max(w), ApInt::all_ones(w));
    match pred {
        "eq" => ConstantRange::single(c),
        "ne" => ConstantRange::non_empty(c.add(one), c),
        "ult" => {
            if c.is_zero() {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(ApInt::zero(w), c)
            }
        }
        "ule" => ConstantRange::non_empty(ApInt::zero(w), c.add(one)),
        "ugt" => {
            if c == umax {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(c.add(one), ApInt::zero(w))
            }
        }
        "uge" => ConstantRange::non_empty(c, ApInt::zero(w)),
        "slt" => {
            if c == smin {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(smin, c)
            }
        }
        "sle" => ConstantRange::non_empty(smin, c.add(one)),
        "sgt" => {
            if c == smax {
                ConstantRange::empty(w)
            } else {
                ConstantRange::non_empty(c.add(one), smin)
            }
        }
        "sge" => ConstantRange::non_empty(c, smin),
        _ => ConstantRange::full(w),
    }
}
