//! Spelling rules of LLVM's printer that depend on no IR: escaped strings,
//! names that need quotes, and floating-point literals; and stepping over
//! a quoted string in text the writer scans.

use crate::types::FloatKind;
use std::fmt::Write;

/// The index of the `"` that closes the string opening at `b[open]`, or
/// `b.len()` if it is not closed (text scanners step over strings with it,
/// so brackets, commas and sigils inside them do not count).
pub fn string_end(b: &[u8], open: usize) -> usize {
    let mut i = open + 1;
    while i < b.len() && b[i] != b'"' {
        i += 1;
    }
    i
}

/// Appends `bytes` as LLVM's `printEscapedString` does: `\` doubled,
/// printable ASCII except `"` as is, every other byte as `\XX` (upper-case
/// hex).
pub fn escape_into(bytes: &[u8], out: &mut String) {
    for &b in bytes {
        if b == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&b) && b != b'"' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// Appends `name` after its sigil the way LLVM prints a value, block or
/// type name: bare if it is made of letters, digits, `-`, `.` and `_` and
/// does not start with a digit, else quoted and escaped. An empty name is
/// printed as `""`. A name that is not UTF-8 (stored as
/// [`crate::names`] describes) is printed from its original bytes, each
/// one that is not printable ASCII as `\XX`, as LLVM prints it.
pub fn name_into(name: &str, out: &mut String) {
    let bytes = crate::names::name_bytes(name);
    let b = &*bytes;
    let bare = !b.is_empty() && !b[0].is_ascii_digit() && b.iter().all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'.' | b'_'));
    if bare {
        out.push_str(name);
    } else {
        out.push('"');
        escape_into(b, out);
        out.push('"');
    }
}

/// True if `name` is all decimal digits: LLVM's unnamed values and blocks,
/// which llir keeps under their number.
pub fn is_number(name: &str) -> bool {
    !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit())
}

/// Appends the floating-point literal `text` (as written in the input) of
/// type `kind` as LLVM 19 prints it: `float` and `double` values in
/// `%e`-like form with six significant digits when that reads back to the
/// same double, else the double's bits as `0x` and 16 hex digits; the other
/// formats in their prefixed hex form (`0xH`, `0xR`, `0xK`, `0xL`, `0xM`)
/// with upper-case digits. Returns false (and appends nothing) if the text
/// cannot be read (then the caller keeps the text as written).
pub fn float_into(text: &str, kind: FloatKind, out: &mut String) -> bool {
    match kind {
        FloatKind::Float | FloatKind::Double => {
            let Some(v) = parse_double(text) else { return false };
            // A NaN keeps its bits (Rust's conversion would quiet a
            // signaling one; LLVM restores the payload).
            let v = if kind == FloatKind::Float && !v.is_nan() {
                v as f32 as f64
            } else {
                v
            };
            if v.is_finite() {
                let s = six_digits(v);
                if s.parse::<f64>().ok().map(f64::to_bits) == Some(v.to_bits()) {
                    out.push_str(&s);
                    return true;
                }
            }
            let _ = write!(out, "0x{:X}", v.to_bits());
            true
        }
        FloatKind::Half | FloatKind::BFloat => {
            let prefix = if kind == FloatKind::Half { "0xH" } else { "0xR" };
            let bits = if let Some(h) = prefixed_hex(text, prefix) {
                h as u16
            } else {
                let Some(v) = parse_double(text) else { return false };
                let f = v as f32;
                if f as f64 != v && !v.is_nan() {
                    return false;
                }
                let conv = if kind == FloatKind::Half {
                    f32_to_half(f)
                } else {
                    f32_to_bfloat(f)
                };
                match conv {
                    Some(b) => b,
                    None => return false,
                }
            };
            let _ = write!(out, "{prefix}{bits:04X}");
            true
        }
        _ => {
            let t = text.as_bytes();
            if t.len() > 3 && t[0] == b'0' && t[1] == b'x' && t[2].is_ascii_alphabetic() {
                out.push_str("0x");
                out.push_str(&text[2..].to_ascii_uppercase());
                true
            } else {
                false
            }
        }
    }
}

fn prefixed_hex(text: &str, prefix: &str) -> Option<u64> {
    let rest = text
        .strip_prefix(prefix)
        .or_else(|| text.strip_prefix(&prefix.to_ascii_lowercase()))?;
    u64::from_str_radix(rest, 16).ok()
}

/// A decimal literal, or `0x` with the bits of a double.
fn parse_double(text: &str) -> Option<f64> {
    if let Some(h) = text.strip_prefix("0x").or_else(|| text.strip_prefix("-0x")) {
        let bits = u64::from_str_radix(h, 16).ok()?;
        let v = f64::from_bits(bits);
        return Some(if text.starts_with('-') { -v } else { v });
    }
    text.parse::<f64>().ok()
}

/// `d.dddddde+XX` as LLVM's `APFloat::toString(6, 0, false)` writes it:
/// the exact decimal value of `v` is cut to about six digits by integer
/// division (so `0.99`, stored as 0.98999..., becomes `9.899990e-01`), and
/// only then rounded half up to six significant digits.
fn six_digits(v: f64) -> String {
    let neg = v.is_sign_negative();
    let sign = if neg { "-" } else { "" };
    if v == 0.0 {
        return format!("{sign}0.000000e+00");
    }
    let bits = v.to_bits();
    let raw_exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut m, mut e2) = if raw_exp == 0 {
        (frac, -1074i64)
    } else {
        (frac | (1u64 << 52), raw_exp - 1075)
    };
    let tz = m.trailing_zeros() as i64;
    m >>= tz;
    e2 += tz;
    // value = digits * 10^exp10
    let mut n = Big::from_u64(m);
    let mut exp10: i64 = 0;
    if e2 > 0 {
        n.shl(e2 as u32);
    } else if e2 < 0 {
        for _ in 0..(-e2) {
            n.mul_small(5);
        }
        exp10 = e2;
    }
    let active = n.active_bits();
    let required = (6 * 196u32).div_ceil(59);
    if active > required {
        let tens = (active - required) * 59 / 196;
        for _ in 0..tens {
            n.div_small(10);
        }
        exp10 += tens as i64;
    }
    // Decimal digits, least significant first, trailing zeros dropped.
    let mut buf: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !n.is_zero() {
        let d = n.div_small(10) as u8;
        if in_trail && d == 0 {
            exp10 += 1;
        } else {
            buf.push(b'0' + d);
            in_trail = false;
        }
    }
    // Round half up to six digits.
    let len = buf.len();
    if len > 6 {
        let mut first = len - 6;
        if buf[first - 1] < b'5' {
            while first < len && buf[first] == b'0' {
                first += 1;
            }
            exp10 += first as i64;
            buf.drain(..first);
        } else {
            let mut i = first;
            while i != len {
                if buf[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buf[i] += 1;
                    break;
                }
            }
            if first == len {
                exp10 += first as i64;
                buf = vec![b'1'];
            } else {
                exp10 += first as i64;
                buf.drain(..first);
            }
        }
    }
    let nd = buf.len();
    let exp = exp10 + nd as i64 - 1;
    let mut s = String::from(sign);
    s.push(buf[nd - 1] as char);
    s.push('.');
    for i in 1..nd {
        s.push(buf[nd - 1 - i] as char);
    }
    for _ in nd.saturating_sub(1)..6 {
        s.push('0');
    }
    let _ = write!(s, "e{}{:02}", if exp >= 0 { '+' } else { '-' }, exp.abs());
    s
}

/// A little unsigned big integer (32-bit limbs, least significant first),
/// enough for the exact decimal value of a double.
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        Big(vec![v as u32, (v >> 32) as u32])
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }
    fn active_bits(&self) -> u32 {
        for (i, &l) in self.0.iter().enumerate().rev() {
            if l != 0 {
                return i as u32 * 32 + 32 - l.leading_zeros();
            }
        }
        0
    }
    fn mul_small(&mut self, k: u32) {
        let mut carry = 0u64;
        for l in self.0.iter_mut() {
            let x = u64::from(*l) * u64::from(k) + carry;
            *l = x as u32;
            carry = x >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn shl(&mut self, n: u32) {
        for _ in 0..n {
            self.mul_small(2);
        }
    }
    /// Divides in place; returns the remainder.
    fn div_small(&mut self, k: u32) -> u32 {
        let mut rem = 0u64;
        for l in self.0.iter_mut().rev() {
            let x = (rem << 32) | u64::from(*l);
            *l = (x / u64::from(k)) as u32;
            rem = x % u64::from(k);
        }
        while self.0.len() > 1 && *self.0.last().unwrap_or(&1) == 0 {
            self.0.pop();
        }
        rem as u32
    }
}

/// The IEEE half bits of `f`, if exact.
fn f32_to_half(f: f32) -> Option<u16> {
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    if exp == 0xff {
        return Some(sign | 0x7c00 | if man != 0 { 0x200 | (man >> 13) as u16 } else { 0 });
    }
    if exp == 0 && man == 0 {
        return Some(sign);
    }
    let e = exp - 127 + 15;
    if e >= 31 {
        return None;
    }
    if e <= 0 {
        // Subnormal half: the value must be a multiple of 2^-24.
        let shift = 14 - e;
        let full = man | 0x80_0000;
        if shift > 24 || full & ((1 << shift) - 1) != 0 {
            return None;
        }
        return Some(sign | (full >> shift) as u16);
    }
    if man & 0x1fff != 0 {
        return None;
    }
    Some(sign | ((e as u16) << 10) | (man >> 13) as u16)
}

/// The bfloat bits of `f`, if exact.
fn f32_to_bfloat(f: f32) -> Option<u16> {
    let b = f.to_bits();
    (b & 0xffff == 0).then_some((b >> 16) as u16)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fl(text: &str, k: FloatKind) -> String {
        let mut s = String::new();
        assert!(float_into(text, k, &mut s));
        s
    }

    #[test]
    fn floats_as_opt_19_prints_them() {
        // Expected strings are opt-19's output for these literals.
        assert_eq!(fl("0.123456", FloatKind::Double), "1.234560e-01");
        assert_eq!(fl("0.99", FloatKind::Double), "0x3FEFAE147AE147AE");
        assert_eq!(fl("0.999", FloatKind::Double), "0x3FEFF7CED916872B");
        assert_eq!(fl("1.0e-6", FloatKind::Double), "0x3EB0C6F7A0B5ED8D");
        assert_eq!(fl("1.0e-5", FloatKind::Double), "1.000000e-05");
        assert_eq!(fl("0.0999", FloatKind::Double), "9.990000e-02");
        assert_eq!(fl("12.5", FloatKind::Double), "1.250000e+01");
        assert_eq!(fl("0x0445E6E40C43E462", FloatKind::Double), "0x445E6E40C43E462");
        assert_eq!(fl("0.1234567", FloatKind::Double), "0x3FBF9ADBB8F8DA72");
        assert_eq!(fl("123456789.0", FloatKind::Double), "0x419D6F3454000000");
        assert_eq!(fl("-0.0", FloatKind::Double), "-0.000000e+00");
        assert_eq!(fl("1.0e300", FloatKind::Double), "1.000000e+300");
        assert_eq!(fl("1.5e-320", FloatKind::Double), "1.499980e-320");
        assert_eq!(fl("0x7FF0000000000000", FloatKind::Double), "0x7FF0000000000000");
        assert_eq!(fl("0x3FB99999A0000000", FloatKind::Float), "0x3FB99999A0000000");
        assert_eq!(fl("0.25", FloatKind::Float), "2.500000e-01");
        assert_eq!(fl("1.0", FloatKind::Half), "0xH3C00");
        assert_eq!(fl("1.0", FloatKind::BFloat), "0xR3F80");
        assert_eq!(fl("0xk3fff8000000000000000", FloatKind::X86Fp80), "0xK3FFF8000000000000000");
    }

    #[test]
    fn names_and_strings() {
        let mut s = String::new();
        name_into("a.b-c_1", &mut s);
        name_into("1x", &mut s);
        name_into("a b$", &mut s);
        assert_eq!(s, "a.b-c_1\"1x\"\"a b$\"");
        let mut e = String::new();
        escape_into(b"\x01\"\\a", &mut e);
        assert_eq!(e, "\\01\\22\\\\a");
    }
}
