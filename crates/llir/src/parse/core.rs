//! The token cursor shared by the module-level and the body parsers:
//! one-token lookahead, expectations with messages, name extraction, the
//! nesting-depth guard, and the environment that resolves `@names`, `%Types`,
//! `#N` groups and `!N` nodes.

use super::body::FnScope;
use super::lexer::{Lexer, Tok, Token};
use super::types::TypeCx;
use crate::entities::{AttrGroup, Const, MdNode, Type};
use crate::inst::{ConstData, GlobalRef};
use crate::metadata::MdNodeData;
use entity::PrimaryMap;
use std::borrow::Cow;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Nesting limit for types, constants and metadata written inside each other.
pub(super) const MAX_DEPTH: u32 = 256;

/// An internal parse error: a byte offset and a message. Boxed so that
/// `PResult` stays one word wide on the hot path.
#[derive(Debug)]
pub(super) struct PErr {
    pub pos: usize,
    pub msg: String,
}

pub(super) type PResult<T> = Result<T, Box<PErr>>;

pub(super) fn perr<T>(pos: usize, msg: impl Into<String>) -> PResult<T> {
    Err(Box::new(PErr { pos, msg: msg.into() }))
}

/// The Fx hash (rustc's) with an avalanching finish: fast for the short
/// keys the parser looks up.
#[derive(Default, Clone, Copy)]
pub(super) struct FxHasher {
    hash: u64,
}

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut a = [0u8; 8];
            a.copy_from_slice(c);
            self.add(u64::from_le_bytes(a));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut a = [0u8; 8];
            a[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(a));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // The Fx step leaves the low bits (which pick the hash bucket)
        // depending on few input bits: names sharing a prefix would
        // collide. Finish with a full avalanche (splitmix64).
        let mut z = self.hash;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

pub(super) type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;

/// Name tables complete after the module-level pass, read by every body.
#[derive(Default)]
pub(super) struct SharedEnv {
    pub named_types: FxHashMap<Box<str>, Type>,
    pub symbols: FxHashMap<Box<str>, GlobalRef>,
    pub attr_groups: FxHashMap<u32, AttrGroup>,
    pub md_numbers: FxHashMap<u32, MdNode>,
    /// The type of each function, indexed by `Func`.
    pub func_types: Vec<Type>,
}

/// Module-level state: the tables being built plus what must be checked or
/// patched once the whole module has been read.
#[derive(Default)]
pub(super) struct TopEnv {
    pub shared: SharedEnv,
    /// Named types defined so far (`%T = type ...`).
    pub defined_types: FxHashMap<Type, ()>,
    /// First mention of each named type, for "undefined type" errors.
    pub type_mentions: Vec<(Type, usize, Box<str>)>,
    /// Constants naming a symbol not yet defined: (const, name, position).
    pub global_fixups: Vec<(Const, Box<str>, usize)>,
    /// Attribute groups by first mention: number, first mention, and the
    /// data once defined.
    pub groups: PrimaryMap<AttrGroup, PendingGroup>,
    /// Metadata nodes by first mention: number, first mention, and the
    /// definition's position and data once defined.
    pub md: PrimaryMap<MdNode, PendingNode>,
}

/// An attribute group mentioned at module level: `(number, first mention,
/// data once defined)`.
pub(super) type PendingGroup = (u32, usize, Option<crate::attrs::AttrGroupData>);

/// A metadata node mentioned at module level: `(number, first mention,
/// (definition position, data) once defined)`.
pub(super) type PendingNode = (u32, usize, Option<(usize, MdNodeData)>);

/// What resolves module-level names for a parser.
pub(super) enum Env<'a> {
    Top(Box<TopEnv>),
    Body(&'a SharedEnv),
}

/// The parser state over one window of the source.
pub(super) struct Parser<'a> {
    pub src: &'a str,
    pub bytes: &'a [u8],
    pub lex: Lexer<'a>,
    /// The current (not yet consumed) token.
    pub tok: Token,
    /// End of the last consumed token.
    pub prev_end: usize,
    pub depth: u32,
    pub types: TypeCx<'a>,
    pub consts: PrimaryMap<Const, ConstData>,
    pub env: Env<'a>,
    /// Locals and blocks of the function body being parsed.
    pub scope: Option<FnScope<'a>>,
    /// The token after `tok` if [`Parser::peek2`] has lexed it (then
    /// `peeked`): the token, and the lexer position and error message
    /// after it. A flag rather than an `Option`: [`Parser::bump`] runs
    /// once per token and taking the option moved the whole tuple.
    peeked: bool,
    peek: (Token, usize, &'static str),
    /// The bytes the sanitized source replaced (`source.rs`), for decoding
    /// string constants exactly.
    pub patches: &'a [(u32, u8)],
    /// True while the callee of a call is parsed: only there may an
    /// intrinsic be used without a `declare`.
    pub in_callee: bool,
    /// Intrinsics this body calls without a declaration, in order of first
    /// use: name, position of that use, and the call's function type.
    pub implicit_intrinsics: Vec<ImplicitIntrinsic>,
    /// Scratch space of [`Parser::parse_attrs`].
    pub attr_scratch: Vec<crate::attrs::Attr>,
}

/// An intrinsic a body calls without a `declare`. LLVM 19's parser declares
/// such an intrinsic itself, with the function type of its calls (an
/// intrinsic can only be called, so its calls say what its type is). Until
/// the module declares it, the body names it by a stand-in [`Func`] id
/// ([`implicit_intrinsic_stand_in`]).
#[derive(Debug)]
pub(super) struct ImplicitIntrinsic {
    pub name: Box<str>,
    pub pos: usize,
    pub fn_ty: Option<Type>,
}

/// The stand-in callee of the body's `k`-th implicitly declared intrinsic:
/// ids counted down from `u32::MAX`, far above any real function's, so no
/// table lookup can mistake it for one before it is replaced.
pub(super) fn implicit_intrinsic_stand_in(k: usize) -> crate::entities::Func {
    crate::entities::Func::from_u32(u32::MAX - k as u32)
}

/// The index `k` of a stand-in made by [`implicit_intrinsic_stand_in`].
pub(super) fn implicit_intrinsic_index(f: crate::entities::Func, count: usize) -> Option<usize> {
    let k = (u32::MAX - f.as_u32()) as usize;
    (k < count).then_some(k)
}

impl<'a> Parser<'a> {
    pub fn new(src: &'a str, start: usize, end: usize, types: TypeCx<'a>, env: Env<'a>) -> Self {
        let mut lex = Lexer::new(src.as_bytes(), start, end);
        let tok = lex.next_token();
        Parser {
            src,
            bytes: src.as_bytes(),
            lex,
            tok,
            prev_end: start,
            depth: 0,
            types,
            consts: PrimaryMap::new(),
            env,
            scope: None,
            peeked: false,
            peek: (tok, start, ""),
            patches: &[],
            in_callee: false,
            implicit_intrinsics: Vec::new(),
            attr_scratch: Vec::new(),
        }
    }

    /// Consumes the current token and returns it.
    #[inline]
    pub fn bump(&mut self) -> Token {
        let t = self.tok;
        self.prev_end = t.end();
        self.advance();
        t
    }

    /// Makes the next token current (the peeked one if there is one).
    ///
    /// Most tokens are found by [`Lexer::lex_simple`] here, a small
    /// function that needs no saved registers; the rest (and a peeked
    /// token) go to [`Parser::advance_general`]. With the whole lexer
    /// inlined here, saving and restoring six registers was a fifth of the
    /// cost of every token.
    #[inline(never)]
    fn advance(&mut self) {
        if !self.peeked {
            if let Some(t) = self.lex.lex_simple() {
                self.tok = t;
                return;
            }
        }
        self.advance_general();
    }

    /// [`Parser::advance`] for a peeked token or one
    /// [`Lexer::lex_simple`] leaves to the general lexer.
    #[inline(never)]
    fn advance_general(&mut self) {
        self.tok = if self.peeked {
            self.peeked = false;
            let (next, pos, error) = self.peek;
            self.lex.pos = pos;
            self.lex.error = error;
            next
        } else {
            self.lex.lex_token()
        };
    }

    /// The token after the current one, without consuming anything (it is
    /// lexed once and kept for the next [`Parser::bump`]).
    pub fn peek2(&mut self) -> Token {
        if self.peeked {
            return self.peek.0;
        }
        let mut l = self.lex.clone();
        let t = l.next_token();
        self.peeked = true;
        self.peek = (t, l.pos, l.error);
        t
    }

    /// True if [`Parser::peek2`] has lexed past the current token.
    #[inline]
    pub fn peeked(&self) -> bool {
        self.peeked
    }

    /// Moves the cursor to byte `pos` (after skipping raw text).
    pub fn reset_to(&mut self, pos: usize) {
        self.peeked = false;
        self.lex.pos = pos;
        self.prev_end = pos;
        self.tok = self.lex.next_token();
    }

    #[inline]
    pub fn text(&self, t: Token) -> &'a str {
        &self.src[t.start()..t.end()]
    }

    #[inline]
    pub fn tbytes(&self, t: Token) -> &'a [u8] {
        &self.bytes[t.start()..t.end()]
    }

    #[inline]
    pub fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }

    /// The current token's text if it is a word.
    #[inline]
    pub fn word(&self) -> Option<&'a [u8]> {
        (self.tok.kind == Tok::Word).then(|| self.tbytes(self.tok))
    }

    /// A calling convention at the current token, read as LLVM 19 reads
    /// it: `cc N`, `ccN` (LLVM's lexer splits a word of `cc` and digits
    /// into the two tokens) or a keyword; returns its id
    /// ([`crate::callconv`]), `None` (nothing read) at anything else. A
    /// number past 32 bits is an error, as in opt-19.
    pub fn opt_calling_conv(&mut self) -> PResult<Option<u32>> {
        let Some(w) = self.word() else { return Ok(None) };
        let pos = self.tok.start();
        let too_large = |pos| perr(pos, "expected 32-bit integer (too large)");
        if w == b"cc" {
            self.bump();
            let pos = self.tok.start();
            let n = self.expect_u64("calling convention number")?;
            let Ok(n) = u32::try_from(n) else { return too_large(pos) };
            return Ok(Some(crate::callconv::from_number(n)));
        }
        if w.len() > 2 && w.starts_with(b"cc") && w[2..].iter().all(u8::is_ascii_digit) {
            let Some(n) = std::str::from_utf8(&w[2..]).ok().and_then(|d| d.parse::<u32>().ok()) else {
                return too_large(pos + 2);
            };
            self.bump();
            return Ok(Some(crate::callconv::from_number(n)));
        }
        match crate::callconv::from_keyword(w) {
            Some(id) => {
                self.bump();
                Ok(Some(id))
            }
            None => Ok(None),
        }
    }

    #[inline]
    pub fn at_word(&self, w: &str) -> bool {
        self.tok.kind == Tok::Word && self.tbytes(self.tok) == w.as_bytes()
    }

    #[inline]
    pub fn eat(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.bump();
            true
        } else {
            false
        }
    }

    #[inline]
    pub fn eat_word(&mut self, w: &str) -> bool {
        if self.at_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// An error at the current token: "expected {what}" (or the lexer's
    /// message if the current token is a lexical error).
    pub fn expected<T>(&self, what: &str) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return perr(self.tok.start(), self.lex.error);
        }
        if self.tok.kind == Tok::Eof {
            return perr(self.tok.start(), format!("expected {what}, found end of input"));
        }
        perr(self.tok.start(), format!("expected {what}"))
    }

    /// An error at the current token with a full message.
    pub fn err_here<T>(&self, msg: impl Into<String>) -> PResult<T> {
        if self.tok.kind == Tok::Error {
            return perr(self.tok.start(), self.lex.error);
        }
        perr(self.tok.start(), msg)
    }

    #[inline]
    pub fn expect(&mut self, k: Tok, what: &str) -> PResult<Token> {
        if self.tok.kind == k {
            Ok(self.bump())
        } else {
            self.expected(what)
        }
    }

    pub fn expect_word(&mut self, w: &str) -> PResult<Token> {
        if self.at_word(w) {
            Ok(self.bump())
        } else {
            self.expected(&format!("'{w}'"))
        }
    }

    /// Enters one nesting level; errors past [`MAX_DEPTH`].
    #[inline]
    pub fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return perr(self.tok.start(), format!("nesting too deep (more than {MAX_DEPTH} levels)"));
        }
        Ok(())
    }

    #[inline]
    pub fn leave(&mut self) {
        self.depth -= 1;
    }

    /// An unsigned integer token.
    pub fn expect_u64(&mut self, what: &str) -> PResult<u64> {
        if self.tok.kind == Tok::Int {
            if let Ok(v) = self.text(self.tok).parse::<u64>() {
                self.bump();
                return Ok(v);
            }
        }
        self.expected(what)
    }

    pub fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        let pos = self.tok.start();
        let v = self.expect_u64(what)?;
        u32::try_from(v).or_else(|_| perr(pos, format!("{what} out of range")))
    }

    /// The name of a `%x`/`@x`/`$x`/`!x` or label token, unquoted and unescaped.
    /// A numbered global (`@N`) is named by its number as opt-19 reads it
    /// ([`llvm_uint_id`]), so `@01`, `@1` and `@4294967297` are one symbol.
    pub fn name_of(&self, t: Token) -> Cow<'a, str> {
        if t.kind == Tok::GlobalId {
            return Cow::Owned(llvm_uint_id(&self.tbytes(t)[1..]).to_string());
        }
        let s = self.text(t);
        let (s, start) = match t.kind {
            Tok::Label => (&s[..s.len() - 1], t.start()),
            Tok::Str => (s, t.start()),
            _ => (&s[1..], t.start() + 1),
        };
        unquote_name(s, start, self.patches)
    }

    /// The contents of a string token, unescaped.
    pub fn string_of(&self, t: Token) -> Cow<'a, str> {
        unquote(self.text(t))
    }

    /// Skips a balanced `( ... )` group starting at the current `(` token
    /// (strings are respected); returns the span of the text between the
    /// parentheses. Iterative, so any depth is fine.
    pub fn skip_parens(&mut self) -> PResult<(usize, usize)> {
        let open = self.tok;
        if open.kind != Tok::LParen {
            return self.expected("'('");
        }
        let b = self.bytes;
        let end = self.lex.end;
        let mut p = open.end();
        let mut depth = 1u32;
        while p < end {
            match b[p] {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        self.reset_to(p + 1);
                        return Ok((open.end(), p));
                    }
                }
                b'"' => match b[p + 1..end].iter().position(|&c| c == b'"') {
                    Some(i) => p += i + 1,
                    None => return perr(p, "unterminated string"),
                },
                b';' => {
                    while p < end && b[p] != b'\n' {
                        p += 1;
                    }
                    continue;
                }
                _ => {}
            }
            p += 1;
        }
        perr(open.start(), "unbalanced '(': expected ')'")
    }

    // ---- module-level name resolution ----

    /// The type `%name`.
    pub fn named_type(&mut self, t: Token) -> PResult<Type> {
        let name = self.name_of(t);
        match &mut self.env {
            Env::Body(sh) => match sh.named_types.get(&*name) {
                Some(&ty) => Ok(ty),
                None => perr(t.start(), format!("use of undefined type '%{name}'")),
            },
            Env::Top(top) => {
                if let Some(&ty) = top.shared.named_types.get(&*name) {
                    return Ok(ty);
                }
                let ty = self.types.intern(crate::types::TypeData::Named(name.to_string()));
                top.shared.named_types.insert(name.clone().into(), ty);
                top.type_mentions.push((ty, t.start(), name.into()));
                Ok(ty)
            }
        }
    }

    /// The symbol `@name`, or `None` at module level if not defined yet.
    /// In a body, an undeclared intrinsic (`@llvm.*`) called directly is
    /// declared implicitly, as LLVM 19 does (see [`ImplicitIntrinsic`]);
    /// used any other way it is an error, as in opt-19.
    pub fn lookup_global(&mut self, t: Token) -> PResult<Option<GlobalRef>> {
        let name = self.name_of(t);
        match &self.env {
            Env::Body(sh) => match sh.symbols.get(&*name) {
                Some(&g) => Ok(Some(g)),
                None if name.starts_with("llvm.") && !self.in_callee => perr(t.start(), "intrinsic can only be used as callee"),
                None if name.starts_with("llvm.") => {
                    let k = match self.implicit_intrinsics.iter().position(|i| *i.name == *name) {
                        Some(k) => k,
                        None => {
                            self.implicit_intrinsics.push(ImplicitIntrinsic {
                                name: name.into(),
                                pos: t.start(),
                                fn_ty: None,
                            });
                            self.implicit_intrinsics.len() - 1
                        }
                    };
                    Ok(Some(GlobalRef::Func(implicit_intrinsic_stand_in(k))))
                }
                None => perr(t.start(), format!("use of undefined value '@{name}'")),
            },
            Env::Top(top) => Ok(top.shared.symbols.get(&*name).copied()),
        }
    }

    /// Registers `c` to be patched with the symbol named by `t` later.
    pub fn fixup_global(&mut self, c: Const, t: Token) {
        let name: Box<str> = self.name_of(t).into();
        if let Env::Top(top) = &mut self.env {
            top.global_fixups.push((c, name, t.start()));
        }
    }

    /// The attribute group `#N` (`N` read as [`llvm_uint_id`] does). In a
    /// body, a group the module never defines is `None`: opt-19 ignores a
    /// reference to an undefined group.
    pub fn attr_group(&mut self, t: Token) -> PResult<Option<AttrGroup>> {
        let n = llvm_uint_id(&self.tbytes(t)[1..]);
        match &mut self.env {
            Env::Body(sh) => Ok(sh.attr_groups.get(&n).copied()),
            Env::Top(top) => {
                if let Some(&g) = top.shared.attr_groups.get(&n) {
                    return Ok(Some(g));
                }
                let g = top.groups.push((n, t.start(), None));
                top.shared.attr_groups.insert(n, g);
                Ok(Some(g))
            }
        }
    }

    /// The metadata node `!N` (`N` read as [`llvm_uint_id`] does).
    pub fn md_node(&mut self, t: Token) -> PResult<MdNode> {
        let n = llvm_uint_id(&self.tbytes(t)[1..]);
        self.md_node_number(n, t.start())
    }

    pub fn md_node_number(&mut self, n: u32, pos: usize) -> PResult<MdNode> {
        match &mut self.env {
            Env::Body(sh) => match sh.md_numbers.get(&n) {
                Some(&m) => Ok(m),
                None => perr(pos, format!("use of undefined metadata '!{n}'")),
            },
            Env::Top(top) => {
                if let Some(&m) = top.shared.md_numbers.get(&n) {
                    return Ok(m);
                }
                let m = top.md.push((n, pos, None));
                top.shared.md_numbers.insert(n, m);
                Ok(m)
            }
        }
    }
}

/// The number of a `%N`, `@N`, `!N`, `#N` or `N:` token as opt-19 reads
/// it: LLVM's lexer reads the digits as a 64-bit number (0 when they
/// overflow 64 bits: `atoull` reports that as an error nobody sees) and
/// keeps its low 32 bits, so `%4294967297` is `%1`.
pub(super) fn llvm_uint_id(digits: &[u8]) -> u32 {
    // Nineteen digits cannot overflow 64 bits: no checks on that path.
    if digits.len() <= 19 {
        return digits.iter().fold(0u64, |v, &d| v * 10 + u64::from(d.wrapping_sub(b'0'))) as u32;
    }
    let mut v: u64 = 0;
    for &d in digits {
        match v.checked_mul(10).and_then(|v| v.checked_add(u64::from(d.wrapping_sub(b'0')))) {
            Some(n) => v = n,
            None => return 0,
        }
    }
    v as u32
}

/// Strips quotes and resolves `\\` and `\XX` escapes. Bytes that do not
/// form UTF-8 after unescaping are replaced (names are for display and
/// lookup; both sides go through the same function).
pub(super) fn unquote(s: &str) -> Cow<'_, str> {
    let inner = if s.len() >= 2 && s.starts_with('"') && s.ends_with('"') {
        &s[1..s.len() - 1]
    } else {
        s
    };
    if !inner.contains('\\') {
        return Cow::Borrowed(inner);
    }
    match String::from_utf8(unescape_bytes(inner.as_bytes())) {
        Ok(v) => Cow::Owned(v),
        Err(e) => Cow::Owned(String::from_utf8_lossy(e.as_bytes()).into_owned()),
    }
}

/// The name written as `s` (a token's text from offset `start` of the
/// source, quotes included if quoted), as [`crate::names`] stores it: the
/// original bytes (`patches` undone: stand-ins of bytes that are not UTF-8
/// and blanks that were NULs), escapes resolved. Borrowed from `s` in the
/// common case of a name without escapes, patched bytes or characters of
/// the range `names` reserves.
pub(super) fn unquote_name<'s>(s: &'s str, start: usize, patches: &[(u32, u8)]) -> Cow<'s, str> {
    let (inner, start) = if s.len() >= 2 && s.starts_with('"') && s.ends_with('"') {
        (&s[1..s.len() - 1], start + 1)
    } else {
        (s, start)
    };
    let end = start + inner.len();
    let first = patches.partition_point(|&(p, _)| (p as usize) < start);
    let patched = patches.get(first).is_some_and(|&(p, _)| (p as usize) < end);
    if !patched && !inner.contains('\\') {
        return crate::names::name_from_str(inner);
    }
    let mut bytes = inner.as_bytes().to_vec();
    for &(p, b) in patches[first..].iter().take_while(|&&(p, _)| (p as usize) < end) {
        bytes[p as usize - start] = b;
    }
    Cow::Owned(crate::names::name_from_bytes(&unescape_bytes(&bytes)).into_owned())
}

/// Resolves `\\` and `\XX` escapes into raw bytes.
pub(super) fn unescape_bytes(b: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            if i + 1 < b.len() && b[i + 1] == b'\\' {
                out.push(b'\\');
                i += 2;
                continue;
            }
            let h = |c: u8| (c as char).to_digit(16);
            if let (Some(a), Some(c)) = (b.get(i + 1).and_then(|&c| h(c)), b.get(i + 2).and_then(|&c| h(c))) {
                out.push((a * 16 + c) as u8);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    out
}
