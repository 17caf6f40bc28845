//! The source as the parser sees it: valid UTF-8 of the same length as the
//! input bytes, so every byte offset (spans, line:col) means the same in
//! both.
//!
//! opt-19's lexer reads bytes: a NUL is whitespace (LLVM's `LLLexer`
//! treats a NUL that is not the end of the buffer like a blank), and bytes
//! that are not UTF-8 are accepted wherever any byte is (comments, string
//! constants, quoted names) and rejected elsewhere like any stray byte. To
//! keep the parser on `&str`, each NUL becomes a space and each byte of an
//! invalid UTF-8 sequence becomes [`INVALID_UTF8_STAND_IN`]; the original
//! bytes are kept in a patch list (also kept on the module as
//! `Module::source_patches`), so string constants (`c"..."`), whose bytes
//! are data, are decoded exactly, and so are quoted names (stored as
//! `crate::names` describes).

/// What an invalid UTF-8 byte reads as: ASCII SUB, a control character no
/// token may contain, so outside comments and strings it is still an error,
/// at the same offset.
pub(super) const INVALID_UTF8_STAND_IN: u8 = 0x1A;

/// The sanitized text and the original bytes it replaced.
pub(super) struct SourceText {
    /// Valid UTF-8, byte for byte as long as the input.
    pub text: String,
    /// `(offset, original byte)` of every replaced byte, in offset order.
    pub patches: Vec<(u32, u8)>,
}

/// Makes the parser's view of `bytes` (see the module documentation).
pub(super) fn sanitize(bytes: Vec<u8>) -> SourceText {
    // One validation pass (checking with `from_utf8` and then converting
    // with `String::from_utf8` validated every byte twice, sequentially,
    // before any parsing starts).
    let bytes = match String::from_utf8(bytes) {
        // `memchr` searches with SIMD; `<[u8]>::contains` took as many
        // instructions as the validation (sqlite3: 18.6M, sequential).
        Ok(text) if memchr::memchr(0, text.as_bytes()).is_none() => return SourceText { text, patches: Vec::new() },
        Ok(text) => text.into_bytes(),
        Err(e) => e.into_bytes(),
    };
    let mut patches = Vec::new();
    let mut out = Vec::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        for &b in chunk.valid().as_bytes() {
            if b == 0 {
                patches.push((out.len() as u32, 0));
                out.push(b' ');
            } else {
                out.push(b);
            }
        }
        for &b in chunk.invalid() {
            patches.push((out.len() as u32, b));
            out.push(INVALID_UTF8_STAND_IN);
        }
    }
    let text = String::from_utf8(out).unwrap_or_else(|e| {
        // Unreachable: every invalid byte was replaced by ASCII.
        String::from_utf8_lossy(e.as_bytes()).into_owned()
    });
    SourceText { text, patches }
}

/// The original bytes of `text[start..end]`: the sanitized bytes with the
/// patches in that range undone.
pub(super) fn original_bytes(text: &str, patches: &[(u32, u8)], start: usize, end: usize) -> Vec<u8> {
    let mut out = text.as_bytes()[start..end].to_vec();
    let first = patches.partition_point(|&(p, _)| (p as usize) < start);
    for &(p, b) in patches[first..].iter().take_while(|&&(p, _)| (p as usize) < end) {
        out[p as usize - start] = b;
    }
    out
}

/// Whether the byte at `pos` stands in for invalid UTF-8.
pub(super) fn is_invalid_utf8_at(patches: &[(u32, u8)], pos: usize) -> bool {
    patches
        .binary_search_by_key(&(pos as u32), |&(p, _)| p)
        .is_ok_and(|i| patches[i].1 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lengths_and_patches() {
        let s = sanitize(b"a\0b\xff\xfec\xe2\x82".to_vec());
        assert_eq!(s.text.len(), 8);
        assert_eq!(s.text, "a b\x1a\x1ac\x1a\x1a");
        assert_eq!(s.patches, vec![(1, 0), (3, 0xff), (4, 0xfe), (6, 0xe2), (7, 0x82)]);
        assert_eq!(original_bytes(&s.text, &s.patches, 2, 6), b"b\xff\xfec".to_vec());
        assert!(is_invalid_utf8_at(&s.patches, 3));
        assert!(!is_invalid_utf8_at(&s.patches, 1));
        assert!(!is_invalid_utf8_at(&s.patches, 2));
    }

    #[test]
    fn valid_input_is_untouched() {
        let s = sanitize("é ; ok".as_bytes().to_vec());
        assert_eq!(s.text, "é ; ok");
        assert!(s.patches.is_empty());
    }
}
