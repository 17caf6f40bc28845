//! Byte spans into the source text and line/column lookup.

/// A byte range `start..end` of the module's source text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Hash)]
pub struct Span {
    /// First byte.
    pub start: u32,
    /// One past the last byte.
    pub end: u32,
}

impl Span {
    /// The span `start..end`.
    pub fn new(start: usize, end: usize) -> Span {
        Span {
            start: start as u32,
            end: end as u32,
        }
    }
    /// As a `usize` range.
    pub fn range(self) -> std::ops::Range<usize> {
        self.start as usize..self.end as usize
    }
}

/// The 1-based line and column (in bytes) of byte `offset` of `text`.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = &text.as_bytes()[..offset];
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    (line, offset - line_start + 1)
}

/// The byte range of the whole line containing `offset`, without its newline.
pub fn line_range(text: &str, offset: usize) -> std::ops::Range<usize> {
    let bytes = text.as_bytes();
    let offset = offset.min(bytes.len());
    let start = bytes[..offset].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
    let end = bytes[offset..].iter().position(|&b| b == b'\n').map_or(bytes.len(), |p| offset + p);
    start..end
}
