//! Names whose bytes are not UTF-8.
//!
//! An LLVM name (`@"..."`, `%"..."`, a label) is a byte string: a quoted
//! name may hold any byte, written raw or as a `\XX` escape. llir keeps
//! names as `String`, so a name that is not valid UTF-8 is stored in an
//! encoding that loses nothing: each byte that is not part of a valid UTF-8
//! sequence becomes the character [`BYTE_BASE`]` + byte` (one of the last
//! 256 code points of Unicode, private-use characters no real name holds).
//! So that the encoding stays one-to-one, a character of that range that
//! the name really holds is stored as its four UTF-8 bytes, each encoded
//! the same way. Valid UTF-8 names, nearly all of them, are stored as they
//! are. [`name_bytes`] gives back the original bytes, which is what opt-19
//! prints (`\XX` for every byte outside printable ASCII).

use std::borrow::Cow;

/// The code point that stands for byte 0 (byte `b` is `BYTE_BASE + b`).
pub const BYTE_BASE: u32 = 0x10_FF00;

/// First byte of the UTF-8 form of every character at or above
/// [`BYTE_BASE`] (`U+10FF00..=U+10FFFF` is `F4 8F BC..=BF xx`).
const RANGE_LEAD: u8 = 0xF4;

fn byte_char(b: u8) -> char {
    char::from_u32(BYTE_BASE + b as u32).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// The stored form of the name made of `bytes` (borrowed when `bytes` is
/// UTF-8 without characters of the reserved range). Never fails: every
/// byte string has a stored form.
pub fn name_from_bytes(bytes: &[u8]) -> Cow<'_, str> {
    if let Ok(s) = std::str::from_utf8(bytes) {
        if !bytes.contains(&RANGE_LEAD) {
            return Cow::Borrowed(s);
        }
    }
    let mut out = String::with_capacity(bytes.len() + 8);
    for chunk in bytes.utf8_chunks() {
        for c in chunk.valid().chars() {
            if c as u32 >= BYTE_BASE {
                let mut buf = [0u8; 4];
                out.extend(c.encode_utf8(&mut buf).bytes().map(byte_char));
            } else {
                out.push(c);
            }
        }
        out.extend(chunk.invalid().iter().map(|&b| byte_char(b)));
    }
    Cow::Owned(out)
}

/// The stored form of the name whose bytes are the UTF-8 string `s`:
/// [`name_from_bytes`] without the UTF-8 check.
pub fn name_from_str(s: &str) -> Cow<'_, str> {
    if s.as_bytes().contains(&RANGE_LEAD) {
        name_from_bytes(s.as_bytes())
    } else {
        Cow::Borrowed(s)
    }
}

/// The bytes of the stored name `name` (see the module documentation):
/// borrowed unless the name holds encoded bytes. A character of the
/// reserved range decodes to its byte wherever it appears, so any `&str`
/// is accepted.
pub fn name_bytes(name: &str) -> Cow<'_, [u8]> {
    if !name.as_bytes().contains(&RANGE_LEAD) {
        return Cow::Borrowed(name.as_bytes());
    }
    let mut out = Vec::with_capacity(name.len());
    for c in name.chars() {
        let v = c as u32;
        if v >= BYTE_BASE {
            out.push((v - BYTE_BASE) as u8);
        } else {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_names_are_stored_as_they_are() {
        assert!(matches!(name_from_bytes(b"main"), Cow::Borrowed("main")));
        assert!(matches!(name_from_bytes("é.x".as_bytes()), Cow::Borrowed("é.x")));
        assert!(matches!(name_bytes("é.x"), Cow::Borrowed(b) if b == "é.x".as_bytes()));
    }

    #[test]
    fn invalid_bytes_round_trip() {
        let cases: [&[u8]; 6] = [
            b"\xE9t\xE9",
            b"\xFF\xFE",
            b"a\xE2\x82",
            // A real character of the reserved range, alone and next to
            // the encoding of its own bytes: the two stay apart.
            "\u{10FFE9}".as_bytes(),
            b"\xF4\x8F\xBF\xA9\xE9",
            b"\xF4",
        ];
        for bytes in cases {
            let stored = name_from_bytes(bytes);
            assert_eq!(&*name_bytes(&stored), bytes, "{stored:?}");
        }
        assert_eq!(name_from_str("x\u{10FFE9}"), name_from_bytes("x\u{10FFE9}".as_bytes()));
        assert!(matches!(name_from_str("x.y"), Cow::Borrowed("x.y")));
        assert_ne!(name_from_bytes(b"\xE9"), name_from_bytes(b"\xE8"));
        assert_ne!(name_from_bytes("\u{10FFE9}".as_bytes()), name_from_bytes(b"\xE9"));
    }
}
