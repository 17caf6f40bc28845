//! What is known about integer values: known bits, value ranges, non-zero
//! and non-equal facts (the parts of LLVM's `ValueTracking` that BasicAA's
//! GEP reasoning consults).
//!
//! This is a subset. Covered: integer constants, `and`/`or`/`xor`,
//! `add`/`sub` (carry propagation, `nsw` sign rule), `mul` (trailing and
//! leading zeros), shifts by constants, `zext`/`sext`/`trunc`, `select`,
//! `phi` (one level, like LLVM), `!range` metadata and `range` attributes,
//! and LLVM's range limits for binary operators with a constant operand.
//! Not covered: assumptions (`llvm.assume`), dominating conditions,
//! intrinsics (`ctpop`, `umin`, ...), recurrences through phis, and the
//! finer `mul` rules. Where LLVM knows more, BasicAA may answer `MayAlias`
//! where opt-19 answers `NoAlias`; never the reverse.

use crate::apint::ApInt;
use crate::func::{FunctionAA, Val};
use crate::range::{ConstantRange, Preferred};
use llir::{AttrSet, AttrValue, ConstData, InstKind, MdContent, MdKind, MdRef, Opcode};

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
    fn sign_unknown(&self) -> bool {
        !self.is_negative() && !self.is_non_negative()
    }
    /// Bits known in both (the union of possibilities).
    pub fn intersect(&self, o: &KnownBits) -> KnownBits {
        KnownBits {
            zero: self.zero.and(o.zero),
            one: self.one.and(o.one),
        }
    }
    fn count_min_trailing_zeros(&self) -> u32 {
        self.zero.countr_one()
    }
    fn count_min_leading_zeros(&self) -> u32 {
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

    /// LLVM's `KnownBits::computeForAddSub` (carry propagation plus the
    /// `nsw` sign rule).
    pub fn add_sub(add: bool, nsw: bool, l: &KnownBits, r: &KnownBits) -> KnownBits {
        let mut out = if add {
            KnownBits::add_carry(l, r, true, false)
        } else {
            let nr = KnownBits { zero: r.one, one: r.zero };
            KnownBits::add_carry(l, &nr, false, true)
        };
        if nsw && out.sign_unknown() {
            let top = l.bits() - 1;
            let make_nonneg = if add {
                l.is_non_negative() && r.is_non_negative()
            } else {
                l.is_non_negative() && r.is_negative()
            };
            let make_neg = if add {
                l.is_negative() && r.is_negative()
            } else {
                l.is_negative() && r.is_non_negative()
            };
            if make_nonneg {
                out.zero = out.zero.set_bit(top);
            } else if make_neg {
                out.one = out.one.set_bit(top);
            }
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

    fn from_range(cr: &ConstantRange) -> KnownBits {
        // Common high bits of the unsigned minimum and maximum, when the range
        // does not wrap.
        let bits = cr.bits();
        if cr.is_full() || cr.is_empty() {
            return KnownBits::unknown(bits);
        }
        let (lo, hi) = (cr.lower(), cr.unsigned_max());
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

    /// Known bits of integer `v` (LLVM's `computeKnownBits`, subset).
    pub(crate) fn known_bits(&self, v: Val, depth: u32) -> KnownBits {
        let Some(bits) = self.int_width(v).filter(|&b| (1..=128).contains(&b)) else {
            return KnownBits::unknown(1);
        };
        if let Some((_, c)) = self.as_const_int(v) {
            return KnownBits::constant(ApInt::from_i128(bits, c));
        }
        if depth >= MAX_DEPTH {
            return KnownBits::unknown(bits);
        }
        let mut k = self.known_bits_op(v, bits, depth);
        if let Some(cr) = self.own_range(v, bits) {
            let r = KnownBits::from_range(&cr);
            k.zero = k.zero.or(r.zero);
            k.one = k.one.or(r.one);
        }
        k
    }

    fn known_bits_op(&self, v: Val, bits: u32, depth: u32) -> KnownBits {
        let d = depth + 1;
        if let Some((op, a, b, fl)) = self.binop(v) {
            let ka = || self.known_bits(a, d);
            let kb = || self.known_bits(b, d);
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
                Opcode::Add => KnownBits::add_sub(true, fl.nsw, &ka(), &kb()),
                Opcode::Sub => KnownBits::add_sub(false, fl.nsw, &ka(), &kb()),
                Opcode::Mul => KnownBits::mul(&ka(), &kb()),
                Opcode::Shl | Opcode::LShr | Opcode::AShr => match self.as_const_int(b) {
                    Some((_, s)) if s >= 0 && (s as u32) < bits => {
                        let s = s as u32;
                        let x = ka();
                        match op {
                            Opcode::Shl => KnownBits {
                                zero: x.zero.shl(s).or(ApInt::low_bits(bits, s)),
                                one: x.one.shl(s),
                            },
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
                (Opcode::ZExt, Some(sb)) if sb < bits => self.known_bits(x, d).zext(bits),
                (Opcode::SExt, Some(sb)) if sb < bits => self.known_bits(x, d).sext(bits),
                (Opcode::Trunc, Some(sb)) if sb > bits => self.known_bits(x, d).trunc(bits),
                _ => KnownBits::unknown(bits),
            };
        }
        if let Some((_, t, f)) = self.select(v) {
            return self.known_bits(t, d).intersect(&self.known_bits(f, d));
        }
        if let Some(incoming) = self.phi(v) {
            // Like LLVM: operands are analysed at the last recursion level only.
            if incoming.is_empty() || depth >= MAX_DEPTH - 1 {
                return KnownBits::unknown(bits);
            }
            let mut acc: Option<KnownBits> = None;
            for (iv, _) in incoming {
                let iv = self.val(*iv);
                if iv == v {
                    continue;
                }
                let k = self.known_bits(iv, MAX_DEPTH - 1);
                acc = Some(match acc {
                    None => k,
                    Some(a) => a.intersect(&k),
                });
                if acc.is_some_and(|a| a.is_unknown()) {
                    break;
                }
            }
            return acc.unwrap_or(KnownBits::unknown(bits));
        }
        KnownBits::unknown(bits)
    }

    /// LLVM's `computeConstantRange(V, ForSigned=false, UseInstrInfo=true)`
    /// (subset; no assumptions).
    pub(crate) fn constant_range(&self, v: Val, depth: u32) -> ConstantRange {
        let Some(bits) = self.int_width(v).filter(|&b| (1..=128).contains(&b)) else {
            return ConstantRange::full(1);
        };
        if let Some((_, c)) = self.as_const_int(v) {
            return ConstantRange::single(ApInt::from_i128(bits, c));
        }
        if depth >= MAX_DEPTH {
            return ConstantRange::full(bits);
        }
        let mut cr = ConstantRange::full(bits);
        if let Some((op, a, b, fl)) = self.binop(v) {
            let (lo, hi) = self.binop_limits(op, a, b, fl, bits);
            cr = ConstantRange::non_empty(lo, hi);
        } else if let Some((_, t, f)) = self.select(v) {
            let ct = self.constant_range(t, depth + 1);
            let cf = self.constant_range(f, depth + 1);
            cr = ct.union(&cf, Preferred::Smallest);
        }
        if let Some(r) = self.own_range(v, bits) {
            cr = cr.intersect(&r, Preferred::Smallest);
        }
        cr
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
                    return (ApInt::signed_min(bits).ashr(s), ApInt::signed_max(bits).ashr(s).add(ApInt::one(bits)));
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

    /// LLVM's `isKnownNonZero` for integers (subset).
    pub(crate) fn is_known_non_zero(&self, v: Val, depth: u32) -> bool {
        if let Some((_, c)) = self.as_const_int(v) {
            return c != 0;
        }
        let Some(bits) = self.int_width(v).filter(|&b| (1..=128).contains(&b)) else {
            return false;
        };
        if depth >= MAX_DEPTH {
            return false;
        }
        if let Some(cr) = self.own_range(v, bits) {
            if !cr.is_full() && !cr_contains_zero(&cr) {
                return true;
            }
        }
        let d = depth + 1;
        if let Some((op, a, b, fl)) = self.binop(v) {
            match op {
                Opcode::Or => {
                    if self.is_known_non_zero(a, d) || self.is_known_non_zero(b, d) {
                        return true;
                    }
                }
                Opcode::Add => {
                    if fl.nuw && (self.is_known_non_zero(a, d) || self.is_known_non_zero(b, d)) {
                        return true;
                    }
                }
                Opcode::Mul => {
                    if (fl.nsw || fl.nuw) && self.is_known_non_zero(a, d) && self.is_known_non_zero(b, d) {
                        return true;
                    }
                }
                Opcode::Shl => {
                    if (fl.nuw || fl.nsw) && self.is_known_non_zero(a, d) {
                        return true;
                    }
                }
                Opcode::LShr | Opcode::AShr | Opcode::UDiv | Opcode::SDiv => {
                    if fl.exact && self.is_known_non_zero(a, d) {
                        return true;
                    }
                }
                Opcode::Xor => {
                    if self.is_known_non_equal(a, b, d) {
                        return true;
                    }
                }
                _ => {}
            }
        } else if let Some((op, x)) = self.cast(v) {
            if matches!(op, Opcode::ZExt | Opcode::SExt) && self.is_known_non_zero(x, d) {
                return true;
            }
        } else if let Some((_, t, f)) = self.select(v) {
            if self.is_known_non_zero(t, d) && self.is_known_non_zero(f, d) {
                return true;
            }
        } else if let Some(incoming) = self.phi(v) {
            let nd = depth.max(MAX_DEPTH - 1);
            if !incoming.is_empty() && incoming.iter().all(|(iv, _)| self.val(*iv) == v || self.is_known_non_zero(self.val(*iv), nd)) {
                return true;
            }
            return false;
        }
        let k = self.known_bits(v, depth);
        !k.one.is_zero()
    }

    /// LLVM's `isKnownNonEqual` for integers (subset): invertible operations
    /// applied to both sides, `x` vs `x + nonzero`, contradicting known bits.
    pub(crate) fn is_known_non_equal(&self, a: Val, b: Val, depth: u32) -> bool {
        if a == b || depth >= MAX_DEPTH {
            return false;
        }
        if self.ty(a) != self.ty(b) {
            return false;
        }
        // Same invertible operation on both sides.
        if let (Some((oa, a0, a1, _)), Some((ob, b0, b1, _))) = (self.binop(a), self.binop(b)) {
            if oa == ob && matches!(oa, Opcode::Add | Opcode::Xor) {
                if a0 == b0 {
                    return self.is_known_non_equal(a1, b1, depth + 1);
                }
                if a0 == b1 {
                    return self.is_known_non_equal(a1, b0, depth + 1);
                }
                if a1 == b0 {
                    return self.is_known_non_equal(a0, b1, depth + 1);
                }
                if a1 == b1 {
                    return self.is_known_non_equal(a0, b0, depth + 1);
                }
            }
            if oa == ob && oa == Opcode::Sub {
                if a0 == b0 {
                    return self.is_known_non_equal(a1, b1, depth + 1);
                }
                if a1 == b1 {
                    return self.is_known_non_equal(a0, b0, depth + 1);
                }
            }
        }
        if let (Some((oa, xa)), Some((ob, xb))) = (self.cast(a), self.cast(b)) {
            if oa == ob && matches!(oa, Opcode::ZExt | Opcode::SExt) && self.ty(xa) == self.ty(xb) {
                return self.is_known_non_equal(xa, xb, depth + 1);
            }
        }
        let add_of_nonzero = |x: Val, y: Val| -> bool {
            match self.binop(x) {
                Some((Opcode::Add, p, q, _)) => (p == y && self.is_known_non_zero(q, depth + 1)) || (q == y && self.is_known_non_zero(p, depth + 1)),
                _ => false,
            }
        };
        if add_of_nonzero(a, b) || add_of_nonzero(b, a) {
            return true;
        }
        if self.int_width(a).is_some() {
            let ka = self.known_bits(a, depth);
            if !ka.is_unknown() {
                let kb = self.known_bits(b, depth);
                if !ka.zero.and(kb.one).is_zero() || !kb.zero.and(ka.one).is_zero() {
                    return true;
                }
            }
        }
        false
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
