//! Wrapping integer ranges `[lower, upper)` (LLVM's `ConstantRange`), with
//! the operations BasicAA applies to GEP index ranges.
//!
//! A range is a half-open interval modulo 2^width that may wrap around.
//! `lower == upper` means the full set if both are all-ones, the empty set
//! if both are zero (other equal bounds are never built). The operations are
//! ported for their results, not their text: `intersect`/`union` pick among
//! candidate ranges exactly as LLVM does, because the choice decides whether
//! a later emptiness test succeeds.

use crate::apint::ApInt;
use crate::known::KnownBits;

/// Which of two equally valid results an intersection or union prefers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Preferred {
    /// The one with fewer elements.
    Smallest,
    /// The one that does not wrap in the signed sense, if only one doesn't.
    Signed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ConstantRange {
    lower: ApInt,
    upper: ApInt,
}

impl ConstantRange {
    pub fn full(bits: u32) -> ConstantRange {
        ConstantRange {
            lower: ApInt::all_ones(bits),
            upper: ApInt::all_ones(bits),
        }
    }
    pub fn empty(bits: u32) -> ConstantRange {
        ConstantRange {
            lower: ApInt::zero(bits),
            upper: ApInt::zero(bits),
        }
    }
    pub fn single(v: ApInt) -> ConstantRange {
        ConstantRange {
            lower: v,
            upper: v.add(ApInt::one(v.bits())),
        }
    }
    /// `[lower, upper)`; equal bounds must be all-ones (full) or zero (empty).
    pub fn new(lower: ApInt, upper: ApInt) -> ConstantRange {
        debug_assert!(lower != upper || lower.is_zero() || lower.is_all_ones());
        ConstantRange { lower, upper }
    }
    /// `[lower, upper)`, or the full set if the bounds are equal.
    pub fn non_empty(lower: ApInt, upper: ApInt) -> ConstantRange {
        if lower == upper {
            ConstantRange::full(lower.bits())
        } else {
            ConstantRange { lower, upper }
        }
    }

    /// The one value of a single-element range.
    pub fn single_element(&self) -> Option<ApInt> {
        (self.upper == self.lower.add(ApInt::one(self.bits()))).then_some(self.lower)
    }
    pub fn bits(&self) -> u32 {
        self.lower.bits()
    }
    pub fn unsigned_min(&self) -> ApInt {
        if self.is_full() || self.is_upper_wrapped() {
            ApInt::zero(self.bits())
        } else {
            self.lower
        }
    }
    /// True if `v` is in the range.
    pub fn contains(&self, v: ApInt) -> bool {
        if self.lower == self.upper {
            return self.is_full();
        }
        if !self.is_upper_wrapped() {
            self.lower.ule(v) && v.ult(self.upper)
        } else {
            self.lower.ule(v) || v.ult(self.upper)
        }
    }
    pub fn is_full(&self) -> bool {
        self.lower == self.upper && self.lower.is_all_ones()
    }
    pub fn is_empty(&self) -> bool {
        self.lower == self.upper && self.lower.is_zero()
    }
    fn is_upper_wrapped(&self) -> bool {
        self.lower.ugt(self.upper)
    }
    fn is_upper_sign_wrapped(&self) -> bool {
        self.lower.sgt(self.upper)
    }
    fn is_sign_wrapped(&self) -> bool {
        self.lower.sgt(self.upper) && !self.upper.is_signed_min()
    }
    fn size_lt(&self, o: &ConstantRange) -> bool {
        if self.is_full() {
            return false;
        }
        if o.is_full() {
            return true;
        }
        self.upper.sub(self.lower).ult(o.upper.sub(o.lower))
    }
    pub fn signed_min(&self) -> ApInt {
        if self.is_full() || self.is_sign_wrapped() {
            ApInt::signed_min(self.bits())
        } else {
            self.lower
        }
    }
    pub fn signed_max(&self) -> ApInt {
        if self.is_full() || self.is_upper_sign_wrapped() {
            ApInt::signed_max(self.bits())
        } else {
            self.upper.sub(ApInt::one(self.bits()))
        }
    }
    pub fn unsigned_max(&self) -> ApInt {
        if self.is_full() || self.is_upper_wrapped() {
            ApInt::all_ones(self.bits())
        } else {
            self.upper.sub(ApInt::one(self.bits()))
        }
    }

    pub fn add(&self, o: &ConstantRange) -> ConstantRange {
        let bits = self.bits();
        if self.is_empty() || o.is_empty() {
            return ConstantRange::empty(bits);
        }
        if self.is_full() || o.is_full() {
            return ConstantRange::full(bits);
        }
        let lo = self.lower.add(o.lower);
        let hi = self.upper.add(o.upper).sub(ApInt::one(bits));
        if lo == hi {
            return ConstantRange::full(bits);
        }
        let x = ConstantRange { lower: lo, upper: hi };
        if x.size_lt(self) || x.size_lt(o) {
            return ConstantRange::full(bits);
        }
        x
    }

    pub fn sub(&self, o: &ConstantRange) -> ConstantRange {
        let bits = self.bits();
        if self.is_empty() || o.is_empty() {
            return ConstantRange::empty(bits);
        }
        if self.is_full() || o.is_full() {
            return ConstantRange::full(bits);
        }
        let lo = self.lower.sub(o.upper).add(ApInt::one(bits));
        let hi = self.upper.sub(o.lower);
        if lo == hi {
            return ConstantRange::full(bits);
        }
        let x = ConstantRange { lower: lo, upper: hi };
        if x.size_lt(self) || x.size_lt(o) {
            return ConstantRange::full(bits);
        }
        x
    }

    fn preferred(a: ConstantRange, b: ConstantRange, p: Preferred) -> ConstantRange {
        if p == Preferred::Signed {
            if !a.is_sign_wrapped() && b.is_sign_wrapped() {
                return a;
            }
            if a.is_sign_wrapped() && !b.is_sign_wrapped() {
                return b;
            }
        }
        if a.size_lt(&b) {
            a
        } else {
            b
        }
    }

    pub fn intersect(&self, cr: &ConstantRange, p: Preferred) -> ConstantRange {
        let (l, u) = (self.lower, self.upper);
        if self.is_empty() || cr.is_full() {
            return *self;
        }
        if cr.is_empty() || self.is_full() {
            return *cr;
        }
        if !self.is_upper_wrapped() && cr.is_upper_wrapped() {
            return cr.intersect(self, p);
        }
        let bits = self.bits();
        if !self.is_upper_wrapped() && !cr.is_upper_wrapped() {
            if l.ult(cr.lower) {
                if u.ule(cr.lower) {
                    return ConstantRange::empty(bits);
                }
                if u.ult(cr.upper) {
                    return ConstantRange::new(cr.lower, u);
                }
                return *cr;
            }
            if u.ult(cr.upper) {
                return *self;
            }
            if l.ult(cr.upper) {
                return ConstantRange::new(l, cr.upper);
            }
            return ConstantRange::empty(bits);
        }
        if self.is_upper_wrapped() && !cr.is_upper_wrapped() {
            if cr.lower.ult(u) {
                if cr.upper.ult(u) {
                    return *cr;
                }
                if cr.upper.ule(l) {
                    return ConstantRange::new(cr.lower, u);
                }
                return ConstantRange::preferred(*self, *cr, p);
            }
            if cr.lower.ult(l) {
                if cr.upper.ule(l) {
                    return ConstantRange::empty(bits);
                }
                return ConstantRange::new(l, cr.upper);
            }
            return *cr;
        }
        if cr.upper.ult(u) {
            if cr.lower.ult(u) {
                return ConstantRange::preferred(*self, *cr, p);
            }
            if cr.lower.ult(l) {
                return ConstantRange::new(l, cr.upper);
            }
            return *cr;
        }
        if cr.upper.ule(l) {
            if cr.lower.ult(l) {
                return *self;
            }
            return ConstantRange::new(cr.lower, u);
        }
        ConstantRange::preferred(*self, *cr, p)
    }

    pub fn union(&self, cr: &ConstantRange, p: Preferred) -> ConstantRange {
        let bits = self.bits();
        let one = ApInt::one(bits);
        if self.is_full() || cr.is_empty() {
            return *self;
        }
        if cr.is_full() || self.is_empty() {
            return *cr;
        }
        if !self.is_upper_wrapped() && cr.is_upper_wrapped() {
            return cr.union(self, p);
        }
        let (l, u) = (self.lower, self.upper);
        if !self.is_upper_wrapped() && !cr.is_upper_wrapped() {
            if cr.upper.ult(l) || u.ult(cr.lower) {
                return ConstantRange::preferred(ConstantRange::non_empty(l, cr.upper), ConstantRange::non_empty(cr.lower, u), p);
            }
            let nl = if cr.lower.ult(l) { cr.lower } else { l };
            let nu = if cr.upper.sub(one).ugt(u.sub(one)) { cr.upper } else { u };
            if nl.is_zero() && nu.is_zero() {
                return ConstantRange::full(bits);
            }
            return ConstantRange::non_empty(nl, nu);
        }
        if !cr.is_upper_wrapped() {
            if cr.upper.ule(u) || cr.lower.uge(l) {
                return *self;
            }
            if cr.lower.ule(u) && l.ule(cr.upper) {
                return ConstantRange::full(bits);
            }
            if u.ult(cr.lower) && cr.upper.ult(l) {
                return ConstantRange::preferred(ConstantRange::non_empty(l, cr.upper), ConstantRange::non_empty(cr.lower, u), p);
            }
            if u.ult(cr.lower) && l.ule(cr.upper) {
                return ConstantRange::non_empty(cr.lower, u);
            }
            return ConstantRange::non_empty(l, cr.upper);
        }
        if cr.lower.ule(u) || l.ule(cr.upper) {
            return ConstantRange::full(bits);
        }
        let nl = if cr.lower.ult(l) { cr.lower } else { l };
        let nu = if cr.upper.ugt(u) { cr.upper } else { u };
        ConstantRange::non_empty(nl, nu)
    }

    pub fn from_known_bits(k: &KnownBits, signed: bool) -> ConstantRange {
        let bits = k.bits();
        if k.has_conflict() {
            return ConstantRange::empty(bits);
        }
        if k.is_unknown() {
            return ConstantRange::full(bits);
        }
        let (min, max) = (k.min_value(), k.max_value());
        if !signed || k.is_negative() || k.is_non_negative() {
            return ConstantRange::non_empty(min, max.add(ApInt::one(bits)));
        }
        let lo = min.set_bit(bits - 1);
        let hi = max.clear_bit(bits - 1);
        ConstantRange::non_empty(lo, hi.add(ApInt::one(bits)))
    }

    pub fn zero_extend(&self, bits: u32) -> ConstantRange {
        if self.is_empty() {
            return ConstantRange::empty(bits);
        }
        let src = self.bits();
        if self.is_full() || self.is_upper_wrapped() {
            let lo = if self.upper.is_zero() {
                self.lower.zext(bits)
            } else {
                ApInt::zero(bits)
            };
            return ConstantRange::non_empty(lo, ApInt::one_bit(bits, src));
        }
        ConstantRange::non_empty(self.lower.zext(bits), self.upper.zext(bits))
    }

    pub fn sign_extend(&self, bits: u32) -> ConstantRange {
        if self.is_empty() {
            return ConstantRange::empty(bits);
        }
        let src = self.bits();
        if self.upper.is_signed_min() {
            return ConstantRange::non_empty(self.lower.sext(bits), self.upper.zext(bits));
        }
        if self.is_full() || self.is_sign_wrapped() {
            return ConstantRange::non_empty(
                ApInt::high_bits(bits, bits - src + 1),
                ApInt::low_bits(bits, src - 1).add(ApInt::one(bits)),
            );
        }
        ConstantRange::non_empty(self.lower.sext(bits), self.upper.sext(bits))
    }

    /// Truncation. Exact for non-wrapping ranges; a wrapping range gives
    /// the full set, which can be less precise than LLVM (only reached for
    /// indices wider than 64 bits).
    pub fn truncate(&self, bits: u32) -> ConstantRange {
        if self.is_empty() {
            return ConstantRange::empty(bits);
        }
        if self.is_full() || self.is_upper_wrapped() {
            return ConstantRange::full(bits);
        }
        let (mut lo, mut hi) = (self.lower, self.upper);
        if lo.active_bits() > bits {
            let adjust = lo.and(ApInt::high_bits(self.bits(), self.bits() - bits));
            lo = lo.sub(adjust);
            hi = hi.sub(adjust);
        }
        let hw = hi.active_bits();
        if hw <= bits {
            return ConstantRange::non_empty(lo.trunc(bits), hi.trunc(bits));
        }
        if hw == bits + 1 {
            let hi2 = hi.clear_bit(bits);
            if hi2.ult(lo) {
                return ConstantRange::non_empty(lo.trunc(bits), hi2.trunc(bits));
            }
        }
        ConstantRange::full(bits)
    }

    pub fn sext_or_trunc(&self, bits: u32) -> ConstantRange {
        use std::cmp::Ordering::*;
        match bits.cmp(&self.bits()) {
            Greater => self.sign_extend(bits),
            Less => self.truncate(bits),
            Equal => *self,
        }
    }

    pub fn smul_sat(&self, o: &ConstantRange) -> ConstantRange {
        if self.is_empty() || o.is_empty() {
            return ConstantRange::empty(self.bits());
        }
        let (a, b, c, d) = (self.signed_min(), self.signed_max(), o.signed_min(), o.signed_max());
        let l = [a.smul_sat(c), a.smul_sat(d), b.smul_sat(c), b.smul_sat(d)];
        let min = l.iter().copied().reduce(ApInt::smin).unwrap_or(a);
        let max = l.iter().copied().reduce(ApInt::smax).unwrap_or(a);
        ConstantRange::non_empty(min, max.add(ApInt::one(self.bits())))
    }

    pub fn smul_fast(&self, o: &ConstantRange) -> ConstantRange {
        if self.is_empty() || o.is_empty() {
            return ConstantRange::empty(self.bits());
        }
        let (a, b, c, d) = (self.signed_min(), self.signed_max(), o.signed_min(), o.signed_max());
        let l = [a.smul_ov(c), a.smul_ov(d), b.smul_ov(c), b.smul_ov(d)];
        if l.iter().any(|x| x.1) {
            return ConstantRange::full(self.bits());
        }
        let min = l.iter().map(|x| x.0).reduce(ApInt::smin).unwrap_or(a);
        let max = l.iter().map(|x| x.0).reduce(ApInt::smax).unwrap_or(a);
        ConstantRange::non_empty(min, max.add(ApInt::one(self.bits())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cr(bits: u32, l: i128, u: i128) -> ConstantRange {
        ConstantRange::new(ApInt::from_i128(bits, l), ApInt::from_i128(bits, u))
    }

    #[test]
    fn add_and_intersect() {
        let a = cr(8, 0, 4);
        let b = cr(8, 10, 12);
        assert_eq!(a.add(&b), cr(8, 10, 15));
        assert!(a.intersect(&b, Preferred::Smallest).is_empty());
        assert_eq!(cr(8, 0, 10).intersect(&cr(8, 5, 20), Preferred::Smallest), cr(8, 5, 10));
        // Overflowing addition is the full set.
        assert!(cr(8, 0, 200).add(&cr(8, 0, 100)).is_full());
    }

    #[test]
    fn extensions() {
        assert_eq!(cr(8, 0, 4).sign_extend(16), cr(16, 0, 4));
        assert_eq!(ConstantRange::full(8).sign_extend(16), cr(16, -128, 128));
        assert_eq!(ConstantRange::full(8).zero_extend(16), cr(16, 0, 256));
        assert_eq!(cr(16, 3, 7).truncate(8), cr(8, 3, 7));
    }

    #[test]
    fn union_of_disjoint_picks_smaller() {
        let u = cr(8, 0, 2).union(&cr(8, 10, 12), Preferred::Smallest);
        assert_eq!(u, cr(8, 0, 12));
    }

    #[test]
    fn multiply() {
        assert_eq!(cr(64, 0, 4).smul_fast(&ConstantRange::single(ApInt::new(64, 4))), cr(64, 0, 13));
    }
}
