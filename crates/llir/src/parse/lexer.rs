//! The byte lexer: tokens are kinds plus byte spans into the source; nothing
//! is allocated per token.
//!
//! Lexical errors (an unterminated string, a stray byte) produce a
//! [`Tok::Error`] token and leave a message in [`Lexer::error`]; the parser
//! reports it where it would have expected a real token.

/// Token kinds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tok {
    /// End of input (or of the lexer's window).
    Eof,
    /// A bare word: keywords, `i32`, `x`, `DW_TAG_member`, `u0x1F`.
    Word,
    /// `%name` or `%"quoted"`.
    LocalVar,
    /// `%123`.
    LocalId,
    /// `@name` or `@"quoted"`.
    GlobalVar,
    /// `@123`.
    GlobalId,
    /// `$name` or `$"quoted"`.
    ComdatVar,
    /// `!name` (a metadata kind, named node or specialized node name).
    MetaName,
    /// `!123`.
    MetaId,
    /// `!` not followed by a name or number (`!{`, `!"`).
    Exclaim,
    /// `#123`.
    AttrGroupId,
    /// `#word` (debug records: `#dbg_value`).
    HashWord,
    /// `name:`, `"quoted":` or `123:`; the span includes the colon.
    Label,
    /// `"..."`, span includes the quotes.
    Str,
    /// `c"..."`, span includes the `c` and the quotes.
    CStr,
    /// A decimal integer, possibly negative.
    Int,
    /// A floating-point literal (decimal or `0x...` hexadecimal).
    Float,
    /// `=`
    Equal,
    /// `,`
    Comma,
    /// `*`
    Star,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `:`
    Colon,
    /// `...`
    Dots,
    /// `|`
    Bar,
    /// `^` (summary entries).
    Caret,
    /// A lexical error; see [`Lexer::error`].
    Error,
}

/// One token: its kind and byte span.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Token {
    pub kind: Tok,
    pub start: u32,
    pub end: u32,
}

impl Token {
    pub fn start(self) -> usize {
        self.start as usize
    }
    pub fn end(self) -> usize {
        self.end as usize
    }
}

/// The first position at or after `p` that is neither whitespace nor in a
/// `;` comment (`b.len()` if there is none): where the lexer starts the
/// next token.
#[inline(always)]
pub(super) fn skip_trivia_from(b: &[u8], mut p: usize) -> usize {
    // A byte loop: comments (`; preds = %4, %9`) are short, and a
    // `memchr` call for each cost more than it saved.
    while p < b.len() {
        match b[p] {
            b' ' | b'\t' | b'\n' | b'\r' => p += 1,
            b';' => {
                p += b[p..].iter().position(|&c| c == b'\n').unwrap_or(b.len() - p);
            }
            _ => break,
        }
    }
    p
}

/// `NAME_CHAR[b]`: `b` may appear in an unquoted name, `[-a-zA-Z$._0-9]`.
static NAME_CHAR: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let b = i as u8;
        t[i] = b.is_ascii_alphanumeric() || b == b'-' || b == b'$' || b == b'.' || b == b'_';
        i += 1;
    }
    t
};

/// Characters allowed in unquoted names: `[-a-zA-Z$._0-9]`.
#[inline]
pub(super) fn is_name_char(b: u8) -> bool {
    NAME_CHAR[b as usize]
}

#[inline]
fn is_name_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || matches!(b, b'-' | b'$' | b'.' | b'_')
}

/// The lexer: a position in a byte window of the source.
#[derive(Clone)]
pub(super) struct Lexer<'a> {
    bytes: &'a [u8],
    /// Next byte to read.
    pub pos: usize,
    /// End of the window (exclusive).
    pub end: usize,
    /// Message of the last [`Tok::Error`] token.
    pub error: &'static str,
}

impl<'a> Lexer<'a> {
    pub fn new(bytes: &'a [u8], pos: usize, end: usize) -> Self {
        Lexer {
            bytes,
            pos,
            end: end.min(bytes.len()),
            error: "",
        }
    }

    #[inline]
    fn at(&self, i: usize) -> u8 {
        if i < self.end {
            self.bytes[i]
        } else {
            0
        }
    }

    /// Skips whitespace and `;` comments.
    #[inline]
    pub fn skip_trivia(&mut self) {
        self.pos = skip_trivia_from(&self.bytes[..self.end], self.pos);
    }

    fn tok(&mut self, kind: Tok, start: usize, end: usize) -> Token {
        self.pos = end;
        Token {
            kind,
            start: start as u32,
            end: end as u32,
        }
    }

    fn err(&mut self, start: usize, end: usize, msg: &'static str) -> Token {
        self.error = msg;
        // Stay at the bad byte so the error is sticky.
        self.pos = start;
        Token {
            kind: Tok::Error,
            start: start as u32,
            end: end as u32,
        }
    }

    /// The end of a quoted string starting at `start` (the `"`), or `None`.
    #[inline]
    fn string_end(&self, start: usize) -> Option<usize> {
        let rest = &self.bytes[start + 1..self.end];
        rest.iter().position(|&b| b == b'"').map(|i| start + 1 + i + 1)
    }

    #[inline]
    fn name_end(&self, p: usize) -> usize {
        let rest = &self.bytes[p..self.end];
        p + rest.iter().position(|&b| !NAME_CHAR[b as usize]).unwrap_or(rest.len())
    }

    fn digits_end(&self, mut p: usize) -> usize {
        while p < self.end && self.bytes[p].is_ascii_digit() {
            p += 1;
        }
        p
    }

    /// `%x`, `@x`, `$x` and their quoted and numbered forms.
    fn sigil(&mut self, start: usize, named: Tok, numbered: Tok, what: &'static str) -> Token {
        let c = self.at(start + 1);
        if c == b'"' {
            match self.string_end(start + 1) {
                Some(e) => self.tok(named, start, e),
                None => self.err(start, start + 1, "unterminated string"),
            }
        } else if c.is_ascii_digit() {
            let e = self.digits_end(start + 1);
            self.tok(numbered, start, e)
        } else if is_name_start(c) || c == b'\\' {
            let mut e = start + 1;
            while e < self.end && (is_name_char(self.bytes[e]) || self.bytes[e] == b'\\') {
                e += 1;
            }
            self.tok(named, start, e)
        } else {
            self.err(start, start + 1, what)
        }
    }

    /// The next token if it is one of the common simple ones, else `None`
    /// with nothing consumed (then [`Lexer::lex_token`] reads it). Simple
    /// here: after blanks and newlines only (no tab, carriage return or
    /// comment), a one-byte punctuation token, `%N`, or a word or label
    /// starting with a letter or `_` (not `c"`): seven tokens in eight of
    /// clang's output (sqlite3 -O0; integers are left out: with them this
    /// function needed a saved register and cost more than it saved).
    /// Gives the token [`Lexer::lex_token`] gives.
    #[inline(always)]
    pub fn lex_simple(&mut self) -> Option<Token> {
        let b = self.bytes.get(..self.end)?;
        let mut p = self.pos;
        while p < b.len() && (b[p] == b' ' || b[p] == b'\n') {
            p += 1;
        }
        let start = p;
        let c = *b.get(p)?;
        let (kind, end) = match c {
            b',' => (Tok::Comma, p + 1),
            b'=' => (Tok::Equal, p + 1),
            b'(' => (Tok::LParen, p + 1),
            b')' => (Tok::RParen, p + 1),
            b'[' => (Tok::LBracket, p + 1),
            b']' => (Tok::RBracket, p + 1),
            b'{' => (Tok::LBrace, p + 1),
            b'}' => (Tok::RBrace, p + 1),
            b'*' => (Tok::Star, p + 1),
            b'%' => {
                p += 1;
                if !b.get(p)?.is_ascii_digit() {
                    return None;
                }
                while p < b.len() && b[p].is_ascii_digit() {
                    p += 1;
                }
                (Tok::LocalId, p)
            }
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                if c == b'c' && b.get(p + 1) == Some(&b'"') {
                    return None;
                }
                p += 1;
                while p < b.len() && NAME_CHAR[b[p] as usize] {
                    p += 1;
                }
                if b.get(p) == Some(&b':') {
                    (Tok::Label, p + 1)
                } else {
                    (Tok::Word, p)
                }
            }
            _ => return None,
        };
        self.pos = end;
        Some(Token {
            kind,
            start: start as u32,
            end: end as u32,
        })
    }

    /// The next token.
    pub fn next_token(&mut self) -> Token {
        self.lex_token()
    }

    /// [`Lexer::next_token`], inlined into the parser's `bump`, which stores
    /// the token in place (a returned token went through the stack).
    #[inline(always)]
    pub fn lex_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        if start >= self.end {
            return Token {
                kind: Tok::Eof,
                start: self.end as u32,
                end: self.end as u32,
            };
        }
        let b = self.bytes[start];
        match b {
            b',' => self.tok(Tok::Comma, start, start + 1),
            b'=' => self.tok(Tok::Equal, start, start + 1),
            b'(' => self.tok(Tok::LParen, start, start + 1),
            b')' => self.tok(Tok::RParen, start, start + 1),
            b'[' => self.tok(Tok::LBracket, start, start + 1),
            b']' => self.tok(Tok::RBracket, start, start + 1),
            b'{' => self.tok(Tok::LBrace, start, start + 1),
            b'}' => self.tok(Tok::RBrace, start, start + 1),
            b'<' => self.tok(Tok::Less, start, start + 1),
            b'>' => self.tok(Tok::Greater, start, start + 1),
            b'*' => self.tok(Tok::Star, start, start + 1),
            b':' => self.tok(Tok::Colon, start, start + 1),
            b'|' => self.tok(Tok::Bar, start, start + 1),
            b'^' => self.tok(Tok::Caret, start, start + 1),
            // `%N`, the commonest operand, without the general sigil path.
            b'%' if self.at(start + 1).is_ascii_digit() => {
                let e = self.digits_end(start + 2);
                self.tok(Tok::LocalId, start, e)
            }
            b'%' => self.sigil(start, Tok::LocalVar, Tok::LocalId, "expected a name after '%'"),
            b'@' => self.sigil(start, Tok::GlobalVar, Tok::GlobalId, "expected a name after '@'"),
            b'$' => {
                // `$name:` is a label; otherwise a comdat name.
                let c = self.at(start + 1);
                if c == b'"' {
                    return self.sigil(start, Tok::ComdatVar, Tok::ComdatVar, "expected a comdat name after '$'");
                }
                let e = self.name_end(start + 1);
                if self.at(e) == b':' {
                    return self.tok(Tok::Label, start, e + 1);
                }
                if e == start + 1 {
                    return self.err(start, start + 1, "expected a comdat name after '$'");
                }
                self.tok(Tok::ComdatVar, start, e)
            }
            b'!' => {
                let c = self.at(start + 1);
                if c.is_ascii_digit() {
                    let e = self.digits_end(start + 1);
                    self.tok(Tok::MetaId, start, e)
                } else if is_name_start(c) || c == b'\\' {
                    let mut e = start + 1;
                    while e < self.end && (is_name_char(self.bytes[e]) || self.bytes[e] == b'\\') {
                        e += 1;
                    }
                    self.tok(Tok::MetaName, start, e)
                } else {
                    self.tok(Tok::Exclaim, start, start + 1)
                }
            }
            b'#' => {
                let c = self.at(start + 1);
                if c.is_ascii_digit() {
                    let e = self.digits_end(start + 1);
                    self.tok(Tok::AttrGroupId, start, e)
                } else if c.is_ascii_alphabetic() || c == b'_' {
                    let e = self.name_end(start + 1);
                    self.tok(Tok::HashWord, start, e)
                } else {
                    self.err(start, start + 1, "expected an attribute group number after '#'")
                }
            }
            b'"' => match self.string_end(start) {
                Some(e) => {
                    if self.at(e) == b':' {
                        self.tok(Tok::Label, start, e + 1)
                    } else {
                        self.tok(Tok::Str, start, e)
                    }
                }
                None => self.err(start, start + 1, "unterminated string"),
            },
            b'.' if self.at(start + 1) == b'.' && self.at(start + 2) == b'.' => self.tok(Tok::Dots, start, start + 3),
            b'0'..=b'9' => {
                // A plain integer (`align 8`, `i32 0`); a label (`12:`), a
                // float or `0x...` goes the general way.
                let e = self.digits_end(start + 1);
                let c = self.at(e);
                if is_name_char(c) || c == b':' {
                    self.number(start)
                } else {
                    self.tok(Tok::Int, start, e)
                }
            }
            b'-' | b'+' => self.number(start),
            b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'.' => {
                if b == b'c' && self.at(start + 1) == b'"' {
                    return match self.string_end(start + 1) {
                        Some(e) => self.tok(Tok::CStr, start, e),
                        None => self.err(start + 1, start + 2, "unterminated string"),
                    };
                }
                let e = self.name_end(start + 1);
                if self.at(e) == b':' {
                    return self.tok(Tok::Label, start, e + 1);
                }
                self.tok(Tok::Word, start, e)
            }
            _ => self.err(start, start + 1, "unexpected character"),
        }
    }

    /// Integers, floats (incl. hexadecimal `0x`, `0xK`...), and labels made
    /// of digits (`12:`) or names starting with `-`.
    fn number(&mut self, start: usize) -> Token {
        // A label such as `12:` or `-foo:`.
        let e = self.name_end(start);
        if self.at(e) == b':' && self.bytes[start] != b'+' {
            return self.tok(Tok::Label, start, e + 1);
        }
        let b = self.bytes[start];
        if b == b'0' && self.at(start + 1) == b'x' {
            // Hexadecimal float: 0x[KLMHR]?[0-9A-Fa-f]+
            let mut p = start + 2;
            if matches!(self.at(p), b'K' | b'L' | b'M' | b'H' | b'R') {
                p += 1;
            }
            let hs = p;
            while p < self.end && self.bytes[p].is_ascii_hexdigit() {
                p += 1;
            }
            if p == hs {
                return self.err(start, p, "expected hexadecimal digits after '0x'");
            }
            return self.tok(Tok::Float, start, p);
        }
        let mut p = start;
        if b == b'-' || b == b'+' {
            p += 1;
        }
        let ds = p;
        p = self.digits_end(p);
        if p == ds {
            return self.err(start, start + 1, "expected a number");
        }
        if self.at(p) != b'.' {
            if b == b'+' {
                return self.err(start, start + 1, "expected a number");
            }
            return self.tok(Tok::Int, start, p);
        }
        // [-+]?[0-9]+[.][0-9]*([eE][-+]?[0-9]+)?
        p = self.digits_end(p + 1);
        if matches!(self.at(p), b'e' | b'E') {
            let mut q = p + 1;
            if matches!(self.at(q), b'-' | b'+') {
                q += 1;
            }
            let qe = self.digits_end(q);
            if qe > q {
                p = qe;
            }
        }
        self.tok(Tok::Float, start, p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<(Tok, &str)> {
        let mut l = Lexer::new(s.as_bytes(), 0, s.len());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            if t.kind == Tok::Eof || t.kind == Tok::Error {
                v.push((t.kind, &s[t.start()..t.end()]));
                return v;
            }
            v.push((t.kind, &s[t.start()..t.end()]));
        }
    }

    #[test]
    fn lexes_names_numbers_and_labels() {
        let k = kinds(
            "%x = add nsw i32 %0, -12 ; comment\nfoo.bar: 3: \"a b\": @\"q\" @7 !5 !dbg !{ #0 #dbg_value c\"a\\00\" 1.5e+00 0xK7FF ...",
        );
        use Tok::*;
        let expect = vec![
            (LocalVar, "%x"),
            (Equal, "="),
            (Word, "add"),
            (Word, "nsw"),
            (Word, "i32"),
            (LocalId, "%0"),
            (Comma, ","),
            (Int, "-12"),
            (Label, "foo.bar:"),
            (Label, "3:"),
            (Label, "\"a b\":"),
            (GlobalVar, "@\"q\""),
            (GlobalId, "@7"),
            (MetaId, "!5"),
            (MetaName, "!dbg"),
            (Exclaim, "!"),
            (LBrace, "{"),
            (AttrGroupId, "#0"),
            (HashWord, "#dbg_value"),
            (CStr, "c\"a\\00\""),
            (Float, "1.5e+00"),
            (Float, "0xK7FF"),
            (Dots, "..."),
            (Eof, ""),
        ];
        assert_eq!(k, expect);
    }

    proptest::proptest! {
        /// From every token start of any text, `lex_simple` either gives
        /// the token (and end position) `next_token` gives or consumes
        /// nothing.
        #[test]
        fn simple_tokens_are_the_general_ones(s in "[ \n\t\r;a-zA-Z_c\"%0-9,=()\\[\\]{}<>*:|^!@#$.+\\\\-]{0,40}") {
            let b = s.as_bytes();
            let mut pos = 0;
            loop {
                let mut fast = Lexer::new(b, pos, b.len());
                let mut general = fast.clone();
                let t = general.next_token();
                match fast.lex_simple() {
                    Some(f) => {
                        proptest::prop_assert_eq!(f, t);
                        proptest::prop_assert_eq!(fast.pos, general.pos);
                    }
                    None => proptest::prop_assert_eq!(fast.pos, pos),
                }
                if matches!(t.kind, Tok::Eof | Tok::Error) {
                    break;
                }
                pos = general.pos;
            }
        }
    }

    #[test]
    fn simple_tokens_cover_clang_lines() {
        let s = "  %12 = load ptr, ptr %x.addr, align 8\nfoo:\n";
        let mut l = Lexer::new(s.as_bytes(), 0, s.len());
        let mut kinds = Vec::new();
        while let Some(t) = l.lex_simple() {
            kinds.push(t.kind);
        }
        use Tok::*;
        // `%x.addr` is named (the general lexer's sigil path); `8` an integer.
        assert_eq!(kinds, [LocalId, Equal, Word, Word, Comma, Word]);
        assert_eq!(l.next_token().kind, LocalVar);
    }

    #[test]
    fn reports_unterminated_string() {
        let mut l = Lexer::new(b"  \"abc", 0, 6);
        let t = l.next_token();
        assert_eq!(t.kind, Tok::Error);
        assert_eq!(t.start, 2);
        assert_eq!(l.error, "unterminated string");
    }
}
