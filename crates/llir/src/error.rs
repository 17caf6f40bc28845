//! Parse errors, rendered as `file:line:col: message`, the line, and a caret.

use std::fmt;

/// A malformed input. Never a panic: every parser failure ends here.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// File name as given to the parser.
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column (bytes).
    pub col: usize,
    /// What was expected or what is wrong.
    pub message: String,
    /// The offending line (without newline; invalid UTF-8 shown lossily).
    pub line_text: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}:{}:{}: error: {}", self.file, self.line, self.col, self.message)?;
        writeln!(f, "{}", self.line_text)?;
        // The caret sits under the column; tabs are kept so it lines up.
        let pad: String = self
            .line_text
            .chars()
            .take(self.col.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        write!(f, "{pad}^")
    }
}

impl std::error::Error for ParseError {}
