//! Fixed-width two's-complement integers of 1 to 128 bits (the subset of
//! LLVM's `APInt` that BasicAA's offset arithmetic needs).
//!
//! All arithmetic wraps modulo 2^width. Widths above 128 are clamped to 128;
//! callers avoid analysing such values (see `basic.rs`).

use std::cmp::Ordering;

/// An integer of `bits` bits, stored zero-extended in `v`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ApInt {
    bits: u32,
    v: u128,
}

fn mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl ApInt {
    pub fn new(bits: u32, v: u128) -> ApInt {
        let bits = bits.clamp(1, 128);
        ApInt { bits, v: v & mask(bits) }
    }
    pub fn from_i128(bits: u32, v: i128) -> ApInt {
        ApInt::new(bits, v as u128)
    }
    pub fn zero(bits: u32) -> ApInt {
        ApInt::new(bits, 0)
    }
    pub fn one(bits: u32) -> ApInt {
        ApInt::new(bits, 1)
    }
    pub fn all_ones(bits: u32) -> ApInt {
        ApInt::new(bits, u128::MAX)
    }
    pub fn signed_min(bits: u32) -> ApInt {
        let b = bits.clamp(1, 128);
        ApInt::new(b, 1u128 << (b - 1))
    }
    pub fn signed_max(bits: u32) -> ApInt {
        ApInt::signed_min(bits).not()
    }
    /// `1 << n` (zero if `n >= bits`).
    pub fn one_bit(bits: u32, n: u32) -> ApInt {
        if n >= 128 {
            ApInt::zero(bits)
        } else {
            ApInt::new(bits, 1u128 << n)
        }
    }
    /// The low `n` bits set.
    pub fn low_bits(bits: u32, n: u32) -> ApInt {
        ApInt::new(bits, mask(n.min(128)))
    }
    /// The high `n` bits set.
    pub fn high_bits(bits: u32, n: u32) -> ApInt {
        let b = bits.clamp(1, 128);
        ApInt::low_bits(b, n.min(b)).shl(b - n.min(b))
    }

    pub fn bits(self) -> u32 {
        self.bits
    }
    pub fn zext_value(self) -> u128 {
        self.v
    }
    pub fn sext_value(self) -> i128 {
        let shift = 128 - self.bits;
        ((self.v << shift) as i128) >> shift
    }
    pub fn is_zero(self) -> bool {
        self.v == 0
    }
    pub fn is_one(self) -> bool {
        self.v == 1
    }
    pub fn is_all_ones(self) -> bool {
        self.v == mask(self.bits)
    }
    pub fn is_negative(self) -> bool {
        (self.v >> (self.bits - 1)) & 1 == 1
    }
    pub fn is_non_negative(self) -> bool {
        !self.is_negative()
    }
    pub fn is_signed_min(self) -> bool {
        self == ApInt::signed_min(self.bits)
    }
    pub fn bit(self, n: u32) -> bool {
        n < self.bits && (self.v >> n) & 1 == 1
    }
    pub fn set_bit(self, n: u32) -> ApInt {
        ApInt::new(self.bits, self.v | (1u128 << n.min(127)))
    }
    pub fn clear_bit(self, n: u32) -> ApInt {
        ApInt::new(self.bits, self.v & !(1u128 << n.min(127)))
    }
    /// Number of significant bits of the unsigned value.
    pub fn active_bits(self) -> u32 {
        128 - self.v.leading_zeros()
    }
    pub fn countr_zero(self) -> u32 {
        if self.v == 0 {
            self.bits
        } else {
            self.v.trailing_zeros()
        }
    }
    pub fn countl_zero(self) -> u32 {
        self.v.leading_zeros() - (128 - self.bits)
    }
    /// Leading ones of the low `w` bits (`w <= bits`).
    pub fn countl_one_w(self, w: u32) -> u32 {
        ApInt::new(w, self.v).not().countl_zero()
    }
    /// Leading zeros of the low `w` bits (`w <= bits`).
    pub fn countl_zero_w(self, w: u32) -> u32 {
        ApInt::new(w, self.v).countl_zero()
    }
    pub fn uadd_sat(self, o: ApInt) -> ApInt {
        match self.v.checked_add(o.v) {
            Some(s) if s <= mask(self.bits) => ApInt::new(self.bits, s),
            _ => ApInt::all_ones(self.bits),
        }
    }
    pub fn usub_sat(self, o: ApInt) -> ApInt {
        ApInt::new(self.bits, self.v.saturating_sub(o.v))
    }
    pub fn sadd_sat(self, o: ApInt) -> ApInt {
        // Saturating in i128 too: at width 128 the exact sum may not fit
        // (a wrapped sum flipped the sign known to `computeForAddSub`).
        let s = self.sext_value().saturating_add(o.sext_value());
        let (lo, hi) = (ApInt::signed_min(self.bits).sext_value(), ApInt::signed_max(self.bits).sext_value());
        ApInt::from_i128(self.bits, s.clamp(lo, hi))
    }
    pub fn ssub_sat(self, o: ApInt) -> ApInt {
        // Saturating in i128 too: at width 128 the exact difference may not fit.
        let s = self.sext_value().saturating_sub(o.sext_value());
        let (lo, hi) = (ApInt::signed_min(self.bits).sext_value(), ApInt::signed_max(self.bits).sext_value());
        ApInt::from_i128(self.bits, s.clamp(lo, hi))
    }
    pub fn countr_one(self) -> u32 {
        (!self.v).trailing_zeros().min(self.bits)
    }
    pub fn count_ones(self) -> u32 {
        self.v.count_ones()
    }

    pub fn add(self, o: ApInt) -> ApInt {
        ApInt::new(self.bits, self.v.wrapping_add(o.v))
    }
    pub fn sub(self, o: ApInt) -> ApInt {
        ApInt::new(self.bits, self.v.wrapping_sub(o.v))
    }
    pub fn mul(self, o: ApInt) -> ApInt {
        ApInt::new(self.bits, self.v.wrapping_mul(o.v))
    }
    pub fn neg(self) -> ApInt {
        ApInt::new(self.bits, 0u128.wrapping_sub(self.v))
    }
    pub fn not(self) -> ApInt {
        ApInt::new(self.bits, !self.v)
    }
    pub fn and(self, o: ApInt) -> ApInt {
        ApInt::new(self.bits, self.v & o.v)
    }
    pub fn or(self, o: ApInt) -> ApInt {
        ApInt::new(self.bits, self.v | o.v)
    }
    pub fn xor(self, o: ApInt) -> ApInt {
        ApInt::new(self.bits, self.v ^ o.v)
    }
    pub fn shl(self, n: u32) -> ApInt {
        if n >= self.bits {
            ApInt::zero(self.bits)
        } else {
            ApInt::new(self.bits, self.v << n)
        }
    }
    pub fn lshr(self, n: u32) -> ApInt {
        if n >= self.bits {
            ApInt::zero(self.bits)
        } else {
            ApInt::new(self.bits, self.v >> n)
        }
    }
    pub fn ashr(self, n: u32) -> ApInt {
        let n = n.min(self.bits - 1);
        ApInt::from_i128(self.bits, self.sext_value() >> n)
    }
    pub fn abs(self) -> ApInt {
        if self.is_negative() {
            self.neg()
        } else {
            self
        }
    }
    pub fn udiv(self, o: ApInt) -> ApInt {
        match self.v.checked_div(o.v) {
            Some(q) => ApInt::new(self.bits, q),
            None => ApInt::zero(self.bits),
        }
    }
    /// Signed remainder (sign of the dividend); zero divisor gives zero.
    pub fn srem(self, o: ApInt) -> ApInt {
        let d = o.sext_value();
        if d == 0 {
            return ApInt::zero(self.bits);
        }
        ApInt::from_i128(self.bits, self.sext_value().wrapping_rem(d))
    }

    pub fn scmp(self, o: ApInt) -> Ordering {
        self.sext_value().cmp(&o.sext_value())
    }
    pub fn ult(self, o: ApInt) -> bool {
        self.v < o.v
    }
    pub fn ule(self, o: ApInt) -> bool {
        self.v <= o.v
    }
    pub fn ugt(self, o: ApInt) -> bool {
        self.v > o.v
    }
    pub fn uge(self, o: ApInt) -> bool {
        self.v >= o.v
    }
    pub fn slt(self, o: ApInt) -> bool {
        self.scmp(o) == Ordering::Less
    }
    pub fn sle(self, o: ApInt) -> bool {
        self.scmp(o) != Ordering::Greater
    }
    pub fn sgt(self, o: ApInt) -> bool {
        self.scmp(o) == Ordering::Greater
    }
    pub fn sge(self, o: ApInt) -> bool {
        self.scmp(o) != Ordering::Less
    }
    /// Compares with a `u64` (as LLVM's `APInt::ult(uint64_t)` etc.).
    pub fn ult_u64(self, o: u64) -> bool {
        self.v < o as u128
    }

    pub fn zext(self, bits: u32) -> ApInt {
        ApInt::new(bits, self.v)
    }
    pub fn sext(self, bits: u32) -> ApInt {
        ApInt::from_i128(bits, self.sext_value())
    }
    pub fn trunc(self, bits: u32) -> ApInt {
        ApInt::new(bits, self.v)
    }
    pub fn sext_or_trunc(self, bits: u32) -> ApInt {
        if bits > self.bits {
            self.sext(bits)
        } else {
            self.trunc(bits)
        }
    }
    pub fn zext_or_trunc(self, bits: u32) -> ApInt {
        if bits > self.bits {
            self.zext(bits)
        } else {
            self.trunc(bits)
        }
    }

    /// Signed multiplication and whether it overflowed.
    pub fn smul_ov(self, o: ApInt) -> (ApInt, bool) {
        let r = self.mul(o);
        let exact = self.sext_value().checked_mul(o.sext_value());
        let ov = match exact {
            Some(e) => r.sext_value() != e,
            None => true,
        };
        (r, ov)
    }
    /// Signed multiplication saturating at the signed limits.
    pub fn smul_sat(self, o: ApInt) -> ApInt {
        let (r, ov) = self.smul_ov(o);
        if !ov {
            return r;
        }
        if self.is_negative() != o.is_negative() {
            ApInt::signed_min(self.bits)
        } else {
            ApInt::signed_max(self.bits)
        }
    }

    /// Greatest common divisor of the unsigned values.
    pub fn gcd(self, o: ApInt) -> ApInt {
        let (mut a, mut b) = (self.v, o.v);
        while b != 0 {
            let t = a % b;
            a = b;
            b = t;
        }
        ApInt::new(self.bits, a)
    }

    pub fn smin(self, o: ApInt) -> ApInt {
        if self.slt(o) {
            self
        } else {
            o
        }
    }
    pub fn smax(self, o: ApInt) -> ApInt {
        if self.sgt(o) {
            self
        } else {
            o
        }
    }
    pub fn umin(self, o: ApInt) -> ApInt {
        if self.ult(o) {
            self
        } else {
            o
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wraps_and_extends() {
        let a = ApInt::from_i128(8, -1);
        assert_eq!(a.zext_value(), 255);
        assert_eq!(a.sext_value(), -1);
        assert_eq!(a.sext(16).zext_value(), 0xffff);
        assert_eq!(a.zext(16).zext_value(), 0xff);
        assert_eq!(ApInt::new(8, 200).add(ApInt::new(8, 100)).zext_value(), 44);
        assert!(ApInt::from_i128(8, -128).is_signed_min());
        assert_eq!(ApInt::from_i128(64, -7).srem(ApInt::new(64, 4)).sext_value(), -3);
    }

    #[test]
    fn overflow() {
        let (_, ov) = ApInt::from_i128(8, 100).smul_ov(ApInt::from_i128(8, 2));
        assert!(ov);
        assert_eq!(ApInt::from_i128(8, 100).smul_sat(ApInt::from_i128(8, 2)).sext_value(), 127);
        assert_eq!(ApInt::from_i128(8, 100).smul_sat(ApInt::from_i128(8, -2)).sext_value(), -128);
        assert_eq!(ApInt::new(64, 12).gcd(ApInt::new(64, 18)).zext_value(), 6);
    }

    #[test]
    fn saturating_at_128_bits() {
        // The exact sums do not fit in i128: they must saturate, not wrap.
        let (min, max) = (ApInt::signed_min(128), ApInt::signed_max(128));
        assert_eq!(max.sadd_sat(ApInt::from_i128(128, 2)), max);
        assert_eq!(min.sadd_sat(ApInt::from_i128(128, -2)), min);
        assert_eq!(min.ssub_sat(ApInt::from_i128(128, 2)), min);
        assert_eq!(max.ssub_sat(ApInt::from_i128(128, -2)), max);
        assert_eq!(ApInt::from_i128(8, 100).sadd_sat(ApInt::from_i128(8, 100)).sext_value(), 127);
    }
}
