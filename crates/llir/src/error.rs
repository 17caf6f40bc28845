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
    /// Displaying the error shows at most 100 characters on each side of the
    /// column and control characters as `?`.
    pub line_text: String,
}

/// Characters of the offending line shown on each side of the column when
/// the line is long (IR lines with big constant arrays run to megabytes).
const CONTEXT: usize = 100;

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}:{}:{}: error: {}", self.file, self.line, self.col, self.message)?;
        // Control characters (binary input) are shown as `?` so the terminal
        // is not disturbed; one character each, so the caret still lines up.
        let chars: Vec<char> = self
            .line_text
            .chars()
            .map(|c| if (c.is_control() && c != '\t') || c == '\u{fffd}' { '?' } else { c })
            .collect();
        let at = self.col.saturating_sub(1).min(chars.len());
        let from = at.saturating_sub(CONTEXT);
        let to = (at + CONTEXT).min(chars.len());
        let (lead, trail) = (if from > 0 { "..." } else { "" }, if to < chars.len() { "..." } else { "" });
        let shown: String = chars[from..to].iter().collect();
        writeln!(f, "{lead}{shown}{trail}")?;
        // The caret sits under the column; tabs are kept so it lines up.
        let pad: String = lead
            .chars()
            .chain(chars[from..at].iter().copied())
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        write!(f, "{pad}^")
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(line_text: &str, col: usize) -> String {
        ParseError {
            file: "f.ll".into(),
            line: 3,
            col,
            message: "expected type".into(),
            line_text: line_text.into(),
        }
        .to_string()
    }

    #[test]
    fn caret_under_the_column() {
        assert_eq!(
            error("\t%x = add i32", 7),
            "f.ll:3:7: error: expected type\n\t%x = add i32\n\t     ^"
        );
    }

    #[test]
    fn control_characters_become_question_marks() {
        assert_eq!(error("a\u{1b}[2Jb\u{fffd}c", 4), "f.ll:3:4: error: expected type\na?[2Jb?c\n   ^");
    }

    #[test]
    fn long_lines_show_a_window_around_the_column() {
        let line = format!("{}X{}", "a".repeat(5000), "b".repeat(5000));
        let shown = error(&line, 5001);
        let mut lines = shown.lines().skip(1);
        let text = lines.next().unwrap();
        let caret = lines.next().unwrap();
        assert_eq!(text.len(), 3 + 100 + 100 + 3);
        assert!(text.starts_with("...a") && text.ends_with("b..."));
        assert_eq!(&text[caret.len() - 1..caret.len()], "X");
    }
}
