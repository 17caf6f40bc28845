//! Line and column of byte offsets, for the `line:col` fields of the JSON
//! outputs and for `query --line`.

use llir::{Func, Inst, Module};

/// The start offset of every line of a text, so that each lookup is a
/// binary search: `llir::span::line_col` counts newlines from the start of
/// the file, which is quadratic over the call sites of a large module.
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    /// The index of `text`.
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
        LineIndex { starts }
    }

    /// The 1-based line and byte column of `offset` (the same numbers as
    /// `llir::span::line_col` and the parser's error messages).
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset);
        (line, offset - self.starts[line - 1] + 1)
    }

    /// The 1-based line and column of the first byte of instruction `i`
    /// of function `f`.
    pub fn inst(&self, m: &Module, f: Func, i: Inst) -> (usize, usize) {
        match &m.funcs[f].body {
            Some(b) => self.line_col(b.insts[i].span.start as usize),
            None => (0, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::LineIndex;

    #[test]
    fn agrees_with_llir() {
        let text = "ab\n\ncd\ne";
        let idx = LineIndex::new(text);
        for off in 0..=text.len() {
            assert_eq!(idx.line_col(off), llir::span::line_col(text, off), "offset {off}");
        }
    }
}
