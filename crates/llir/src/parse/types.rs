//! Type interning through a shared lock with a per-parser cache, and the
//! type grammar.

use super::core::{perr, FxHashMap, PResult, Parser};
use super::lexer::Tok;
use crate::entities::Type;
use crate::types::{FloatKind, TypeData, TypeTable};
use std::sync::RwLock;

const KIND_FLOAT: u8 = 2;
const KIND_VECTOR: u8 = 4;

/// The types known when the module-level pass ends, readable without the
/// lock by every body parser.
#[derive(Default)]
pub(super) struct TypeSnapshot {
    ids: FxHashMap<TypeData, Type>,
    data: Vec<TypeData>,
}

impl TypeSnapshot {
    /// Copies every type of `table`.
    pub fn of(table: &TypeTable) -> Self {
        let data: Vec<TypeData> = (0..table.len() as u32).map(|i| table.data(Type::from_u32(i)).clone()).collect();
        let ids = data
            .iter()
            .enumerate()
            .map(|(i, d)| (d.clone(), Type::from_u32(i as u32)))
            .collect();
        TypeSnapshot { ids, data }
    }
}

/// A parser's view of the module's type table: lookups go through a local
/// cache, then the lock-free snapshot of module-level types, then a read
/// lock; only new types take the write lock.
pub(super) struct TypeCx<'a> {
    table: &'a RwLock<TypeTable>,
    snapshot: Option<&'a TypeSnapshot>,
    ints: Vec<Option<Type>>,
    ptr0: Option<Type>,
    cache: FxHashMap<TypeData, Type>,
    rev: FxHashMap<Type, TypeData>,
    /// Per type id: kind bits, see [`TypeCx::kind_bits`].
    kinds: Vec<u8>,
    /// True once the fixed types below are interned.
    ready: bool,
    /// Types with an id below this are known to whoever reads the body
    /// (all of them unless a visiting parse sets it per chunk).
    pub known_len: u32,
    /// Set when [`TypeCx::intern`] answers a type at or past `known_len`
    /// (one a body wrote, this one or another); the body parser clears it
    /// per body. Such a body cannot be analysed against the type table of
    /// `known_len` types (see `parse::parse_source`).
    pub beyond_known: bool,
    pub void: Type,
    pub i1: Type,
    pub token: Type,
    pub metadata: Type,
    pub label: Type,
}

impl<'a> TypeCx<'a> {
    pub fn new(table: &'a RwLock<TypeTable>, snapshot: Option<&'a TypeSnapshot>) -> Self {
        let mut cx = TypeCx {
            table,
            snapshot,
            ints: vec![None; 129],
            ptr0: None,
            cache: FxHashMap::default(),
            rev: FxHashMap::default(),
            kinds: Vec::new(),
            ready: false,
            known_len: u32::MAX,
            beyond_known: false,
            void: Type::from_u32(0),
            i1: Type::from_u32(0),
            token: Type::from_u32(0),
            metadata: Type::from_u32(0),
            label: Type::from_u32(0),
        };
        cx.void = cx.intern(TypeData::Void);
        cx.i1 = cx.intern(TypeData::Int(1));
        cx.token = cx.intern(TypeData::Token);
        cx.metadata = cx.intern(TypeData::Metadata);
        cx.label = cx.intern(TypeData::Label);
        cx.ready = true;
        cx
    }

    fn slow_intern(&mut self, d: TypeData) -> Type {
        if let Some(&t) = self.cache.get(&d) {
            return t;
        }
        if let Some(&t) = self.snapshot.and_then(|s| s.ids.get(&d)) {
            self.rev.insert(t, d.clone());
            self.cache.insert(d, t);
            return t;
        }
        let found = {
            let table = self.table.read().unwrap_or_else(|e| e.into_inner());
            table.lookup(&d)
        };
        let t = match found {
            Some(t) => t,
            None => {
                let mut table = self.table.write().unwrap_or_else(|e| e.into_inner());
                table.intern(d.clone())
            }
        };
        self.rev.insert(t, d.clone());
        self.cache.insert(d, t);
        t
    }

    /// The id of `d`, interning it if new.
    #[inline]
    pub fn intern(&mut self, d: TypeData) -> Type {
        let t = self.intern_any(d);
        // Every type a body mentions comes through here (the caches below
        // may hold types other bodies of this worker wrote).
        if t.as_u32() >= self.known_len {
            self.beyond_known = true;
        }
        t
    }

    #[inline]
    fn intern_any(&mut self, d: TypeData) -> Type {
        match d {
            // Set up by `new` (which interns them through the slow path
            // while these fields still hold placeholders).
            TypeData::Void if self.ready => self.void,
            TypeData::Metadata if self.ready => self.metadata,
            TypeData::Token if self.ready => self.token,
            TypeData::Label if self.ready => self.label,
            TypeData::Int(w) if (w as usize) < self.ints.len() => {
                if let Some(t) = self.ints[w as usize] {
                    return t;
                }
                let t = self.slow_intern(d);
                self.ints[w as usize] = Some(t);
                t
            }
            TypeData::Ptr { addr_space: 0 } => {
                if let Some(t) = self.ptr0 {
                    return t;
                }
                let t = self.slow_intern(d);
                self.ptr0 = Some(t);
                t
            }
            _ => self.slow_intern(d),
        }
    }

    /// `iw` if it has been interned through the cache of small widths.
    /// Not for types at or past `known_len`: those go through
    /// [`TypeCx::intern`], which notes them.
    #[inline]
    pub fn cached_int(&self, w: u32) -> Option<Type> {
        self.ints.get(w as usize).copied().flatten().filter(|t| t.as_u32() < self.known_len)
    }

    pub fn int(&mut self, w: u32) -> Type {
        self.intern(TypeData::Int(w))
    }

    pub fn ptr(&mut self, addr_space: u32) -> Type {
        self.intern(TypeData::Ptr { addr_space })
    }

    /// Runs `f` on the shape of `t`.
    pub fn with_data<R>(&mut self, t: Type, f: impl FnOnce(&TypeData) -> R) -> R {
        // The snapshot first: an index, no hashing, and a type's data never
        // changes once interned, so any copy in `rev` is the same.
        if let Some(d) = self.snapshot.and_then(|s| s.data.get(t.as_u32() as usize)) {
            return f(d);
        }
        if let Some(d) = self.rev.get(&t) {
            return f(d);
        }
        let d = {
            let table = self.table.read().unwrap_or_else(|e| e.into_inner());
            table.data(t).clone()
        };
        f(self.rev.entry(t).or_insert(d))
    }

    /// The shape of `t` (cloned).
    pub fn data(&mut self, t: Type) -> TypeData {
        self.with_data(t, TypeData::clone)
    }

    /// The fields of a named struct, if it has a body.
    pub fn named_fields(&self, t: Type) -> Option<Vec<Type>> {
        let table = self.table.read().unwrap_or_else(|e| e.into_inner());
        table.named_body(t).map(|b| b.fields.clone())
    }

    /// Sets the body of a named struct.
    pub fn set_named_body(&mut self, t: Type, body: crate::types::StructBody) {
        let mut table = self.table.write().unwrap_or_else(|e| e.into_inner());
        table.set_named_body(t, body);
    }

    /// Kind bits of `t` (`FLOAT`, `VECTOR`), cached by id.
    #[inline]
    fn kind_bits(&mut self, t: Type) -> u8 {
        const KNOWN: u8 = 1;
        let i = t.as_u32() as usize;
        if let Some(&k) = self.kinds.get(i) {
            if k & KNOWN != 0 {
                return k;
            }
        }
        let k = KNOWN
            | self.with_data(t, |d| match d {
                TypeData::Float(_) => KIND_FLOAT,
                TypeData::Vector { .. } => KIND_VECTOR,
                _ => 0,
            });
        // Ids are dense, but a bogus huge id must not allocate.
        if i < 1 << 20 {
            if self.kinds.len() <= i {
                self.kinds.resize(i + 1, 0);
            }
            self.kinds[i] = k;
        }
        k
    }

    pub fn is_float(&mut self, t: Type) -> bool {
        self.kind_bits(t) & KIND_FLOAT != 0
    }

    /// `Some((len, scalable))` if `t` is a vector.
    pub fn vector_shape(&mut self, t: Type) -> Option<(u64, bool)> {
        if self.kind_bits(t) & KIND_VECTOR == 0 {
            return None;
        }
        self.with_data(t, |d| match d {
            TypeData::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        })
    }

    /// `t` written as LLVM writes it (for messages).
    pub fn type_name(&mut self, t: Type) -> String {
        let d = self.data(t);
        match d {
            TypeData::Void => "void".into(),
            TypeData::Label => "label".into(),
            TypeData::Metadata => "metadata".into(),
            TypeData::Token => "token".into(),
            TypeData::Int(w) => format!("i{w}"),
            TypeData::Float(k) => match k {
                FloatKind::Half => "half",
                FloatKind::BFloat => "bfloat",
                FloatKind::Float => "float",
                FloatKind::Double => "double",
                FloatKind::X86Fp80 => "x86_fp80",
                FloatKind::Fp128 => "fp128",
                FloatKind::PpcFp128 => "ppc_fp128",
                FloatKind::X86Amx => "x86_amx",
            }
            .into(),
            TypeData::Ptr { addr_space: 0 } => "ptr".into(),
            TypeData::Ptr { addr_space } => format!("ptr addrspace({addr_space})"),
            TypeData::Vector { elem, len, scalable } => {
                let e = self.type_name(elem);
                if scalable {
                    format!("<vscale x {len} x {e}>")
                } else {
                    format!("<{len} x {e}>")
                }
            }
            TypeData::Array { elem, len } => format!("[{len} x {}]", self.type_name(elem)),
            TypeData::Struct { fields, packed } => {
                let f: Vec<String> = fields.iter().map(|&f| self.type_name(f)).collect();
                match (packed, f.is_empty()) {
                    (false, true) => "{}".into(),
                    (true, true) => "<{}>".into(),
                    (false, false) => format!("{{ {} }}", f.join(", ")),
                    (true, false) => format!("<{{ {} }}>", f.join(", ")),
                }
            }
            TypeData::Named(n) => format!("%{n}"),
            TypeData::Function { ret, params, varargs } => {
                let mut p: Vec<String> = params.iter().map(|&f| self.type_name(f)).collect();
                if varargs {
                    p.push("...".into());
                }
                format!("{} ({})", self.type_name(ret), p.join(", "))
            }
            TypeData::TargetExt(s) => s,
        }
    }

    /// The element type of a vector, array or the `idx`-th field of a struct.
    pub fn member(&mut self, t: Type, idx: u64) -> Option<Type> {
        let direct = self.with_data(t, |d| match d {
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => Some(Some(*elem)),
            TypeData::Struct { fields, .. } => Some(fields.get(idx as usize).copied()),
            TypeData::Named(_) => None,
            _ => Some(None),
        });
        match direct {
            Some(r) => r,
            None => self.named_fields(t).and_then(|f| f.get(idx as usize).copied()),
        }
    }

    /// `<len x i1>` for vector `t` (for compares), else `i1`.
    pub fn bool_like(&mut self, t: Type) -> Type {
        match self.vector_shape(t) {
            Some((len, scalable)) => {
                let elem = self.i1;
                self.intern(TypeData::Vector { elem, len, scalable })
            }
            None => self.i1,
        }
    }
}

/// True for words that start a type.
pub(super) fn is_type_word(w: &[u8]) -> bool {
    match w {
        b"void" | b"ptr" | b"label" | b"metadata" | b"token" | b"half" | b"bfloat" | b"float" | b"double" | b"x86_fp80" | b"fp128"
        | b"ppc_fp128" | b"x86_amx" | b"x86_mmx" | b"target" => true,
        _ => w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit),
    }
}

/// A type being built while [`Parser::parse_type`] reads its parts: the
/// explicit stack that replaces recursion, so any nesting depth is read
/// (opt-19 reads a 20,000-deep array type) without growing the call stack.
enum TypeFrame {
    /// `[N x` read; the element comes next, then `]`.
    Array { len: u64 },
    /// `<N x` or `<vscale x N x` read; the element comes next, then `>`.
    Vector { len: u64, scalable: bool },
    /// `{` or `<{` read, and these fields; a field comes next.
    Struct { fields: Vec<Type>, packed: bool },
    /// `R (` read, and these parameters; a parameter comes next.
    Function { ret: Type, params: Vec<Type> },
}

/// What comes after one complete type inside the frame on top.
enum AfterType {
    /// Another type (the next field, element or parameter).
    More,
    /// The frame is complete: this type.
    Done(Type),
}

impl<'a> Parser<'a> {
    /// A type, including the suffixes: function types `R (P, ...)` and the
    /// typed pointers `T*`, `T addrspace(N)*` of pre-LLVM-17 IR (opaque
    /// pointers now, as opt-19 reads them: `i32**` is `ptr`). As in LLVM's
    /// parser, `void*`, `label*` and the keyword `ptr*` are errors.
    /// Iterative: nesting is bounded by memory only.
    pub fn parse_type(&mut self) -> PResult<Type> {
        // Most types written are a lone `ptr` or `iN` (every operand has
        // its type written): those skip the frame machinery.
        let mut first = self.quick_leaf_type()?;
        if let Some(t) = first {
            if !matches!(self.tok.kind, Tok::LParen | Tok::Star) && !self.at_word("addrspace") {
                return Ok(t);
            }
        }
        let mut stack: Vec<TypeFrame> = Vec::new();
        'descend: loop {
            // Open aggregates until a leaf type is read.
            let mut t = if let Some(t) = first.take() {
                t
            } else {
                loop {
                    let kind = self.tok.kind;
                    let packed = kind == Tok::Less && self.peek2().kind == Tok::LBrace;
                    let opens_struct = packed || kind == Tok::LBrace;
                    match kind {
                        Tok::LBracket => {
                            self.bump();
                            let len = self.expect_u64("array length")?;
                            self.expect_word("x")?;
                            stack.push(TypeFrame::Array { len });
                        }
                        _ if opens_struct => {
                            // `{` or `<{`: a struct, closed at once if empty.
                            if packed {
                                self.bump();
                            }
                            self.bump();
                            if self.eat(Tok::RBrace) {
                                if packed {
                                    self.expect(Tok::Greater, "'>' at end of packed struct type")?;
                                }
                                break self.types.intern(TypeData::Struct {
                                    fields: Vec::new(),
                                    packed,
                                });
                            }
                            stack.push(TypeFrame::Struct {
                                fields: Vec::new(),
                                packed,
                            });
                        }
                        Tok::Less => {
                            self.bump();
                            let scalable = self.eat_word("vscale");
                            if scalable {
                                self.expect_word("x")?;
                            }
                            let len = self.expect_u64("vector length")?;
                            self.expect_word("x")?;
                            stack.push(TypeFrame::Vector { len, scalable });
                        }

                        _ => break self.parse_leaf_type()?,
                    }
                }
            };
            // Apply suffixes and close frames until another part is due.
            loop {
                match self.tok.kind {
                    Tok::LParen => {
                        self.bump();
                        if self.eat(Tok::RParen) {
                            t = self.types.intern(TypeData::Function {
                                ret: t,
                                params: Vec::new(),
                                varargs: false,
                            });
                            continue;
                        }
                        if self.eat(Tok::Dots) {
                            self.expect(Tok::RParen, "')' after '...'")?;
                            t = self.types.intern(TypeData::Function {
                                ret: t,
                                params: Vec::new(),
                                varargs: true,
                            });
                            continue;
                        }
                        stack.push(TypeFrame::Function {
                            ret: t,
                            params: Vec::new(),
                        });
                        continue 'descend;
                    }
                    Tok::Star => {
                        self.check_pointee(t)?;
                        self.bump();
                        t = self.types.ptr(0);
                        continue;
                    }
                    Tok::Word if self.at_word("addrspace") => {
                        self.check_pointee(t)?;
                        let n = self.opt_addrspace()?;
                        self.expect(Tok::Star, "'*' in address space")?;
                        t = self.types.ptr(n);
                        continue;
                    }
                    _ => {}
                }
                let Some(frame) = stack.last_mut() else { return Ok(t) };
                match self.after_type(frame, t)? {
                    AfterType::More => continue 'descend,
                    AfterType::Done(done) => {
                        stack.pop();
                        t = done;
                    }
                }
            }
        }
    }

    /// Takes the complete type `t` into `frame` and reads the separator or
    /// closer after it.
    fn after_type(&mut self, frame: &mut TypeFrame, t: Type) -> PResult<AfterType> {
        Ok(match frame {
            TypeFrame::Array { len } => {
                self.expect(Tok::RBracket, "']' at end of array type")?;
                AfterType::Done(self.types.intern(TypeData::Array { elem: t, len: *len }))
            }
            TypeFrame::Vector { len, scalable } => {
                self.expect(Tok::Greater, "'>' at end of vector type")?;
                AfterType::Done(self.types.intern(TypeData::Vector {
                    elem: t,
                    len: *len,
                    scalable: *scalable,
                }))
            }
            TypeFrame::Struct { fields, packed } => {
                fields.push(t);
                if self.eat(Tok::Comma) {
                    return Ok(AfterType::More);
                }
                self.expect(Tok::RBrace, "',' or '}' in struct type")?;
                if *packed {
                    self.expect(Tok::Greater, "'>' at end of packed struct type")?;
                }
                let fields = std::mem::take(fields);
                AfterType::Done(self.types.intern(TypeData::Struct { fields, packed: *packed }))
            }
            TypeFrame::Function { ret, params } => {
                params.push(t);
                let mut varargs = false;
                if self.eat(Tok::Comma) {
                    if !self.eat(Tok::Dots) {
                        return Ok(AfterType::More);
                    }
                    varargs = true;
                    self.expect(Tok::RParen, "')' after '...'")?;
                } else {
                    self.expect(Tok::RParen, "',' or ')' in function type")?;
                }
                let params = std::mem::take(params);
                AfterType::Done(self.types.intern(TypeData::Function {
                    ret: *ret,
                    params,
                    varargs,
                }))
            }
        })
    }

    /// The errors LLVM's parser gives for a typed pointer to `t`.
    fn check_pointee(&mut self, t: Type) -> PResult<()> {
        let d = self.types.data(t);
        match d {
            TypeData::Void => self.err_here("pointers to void are invalid - use i8* instead"),
            TypeData::Label => self.err_here("basic block pointers are invalid"),
            TypeData::Metadata | TypeData::Token => self.err_here("pointer to this type is invalid"),
            _ => Ok(()),
        }
    }

    /// The leaf type at the current token if it is `ptr [addrspace(N)]` or
    /// an `iN` whose type is cached (read as [`Parser::parse_leaf_type`]
    /// reads them); `None`, with nothing read, for anything else.
    #[inline]
    fn quick_leaf_type(&mut self) -> PResult<Option<Type>> {
        if self.tok.kind != Tok::Word {
            return Ok(None);
        }
        let w = self.tbytes(self.tok);
        if w == b"ptr" {
            return self.parse_leaf_type().map(Some);
        }
        let n = match *w {
            [b'i', d @ b'1'..=b'9'] => (d - b'0') as u32,
            [b'i', d1 @ b'1'..=b'9', d2] if d2.is_ascii_digit() => (d1 - b'0') as u32 * 10 + (d2 - b'0') as u32,
            _ => return Ok(None),
        };
        let Some(t) = self.types.cached_int(n) else { return Ok(None) };
        self.bump();
        Ok(Some(t))
    }

    /// A type that contains no other type as written: a keyword type, `iN`,
    /// `ptr [addrspace(N)]`, a named type or `target(...)`.
    fn parse_leaf_type(&mut self) -> PResult<Type> {
        let t = self.tok;
        match t.kind {
            Tok::Word => {
                let w = self.tbytes(t);
                let d = match w {
                    b"void" => TypeData::Void,
                    b"ptr" => {
                        self.bump();
                        let asp = self.opt_addrspace()?;
                        if self.at(Tok::Star) {
                            // Only the keyword: `i8**` is a pointer to `i8*`.
                            return self.err_here("ptr* is invalid - use ptr instead");
                        }
                        return Ok(self.types.ptr(asp));
                    }
                    b"label" => TypeData::Label,
                    b"metadata" => TypeData::Metadata,
                    b"token" => TypeData::Token,
                    b"half" => TypeData::Float(FloatKind::Half),
                    b"bfloat" => TypeData::Float(FloatKind::BFloat),
                    b"float" => TypeData::Float(FloatKind::Float),
                    b"double" => TypeData::Float(FloatKind::Double),
                    b"x86_fp80" => TypeData::Float(FloatKind::X86Fp80),
                    b"fp128" => TypeData::Float(FloatKind::Fp128),
                    b"ppc_fp128" => TypeData::Float(FloatKind::PpcFp128),
                    b"x86_amx" => TypeData::Float(FloatKind::X86Amx),
                    b"x86_mmx" => {
                        // Removed in LLVM 20, which upgrades it to <1 x i64>.
                        let elem = self.types.int(64);
                        TypeData::Vector {
                            elem,
                            len: 1,
                            scalable: false,
                        }
                    }
                    b"target" => return self.parse_target_type(),
                    _ if w.len() > 1 && w[0] == b'i' && w[1..].iter().all(u8::is_ascii_digit) => {
                        let n = w[1..]
                            .iter()
                            .try_fold(0u32, |v, &d| v.checked_mul(10)?.checked_add((d - b'0') as u32));
                        match n {
                            Some(n) if (1..=(1 << 23)).contains(&n) => TypeData::Int(n),
                            _ => return perr(t.start(), "integer type width out of range (1 to 8388608 bits)"),
                        }
                    }
                    _ => return self.expected("type"),
                };
                self.bump();
                Ok(self.types.intern(d))
            }
            Tok::LocalVar | Tok::LocalId => {
                self.bump();
                self.named_type(t)
            }
            _ => self.expected("type"),
        }
    }

    /// `{ T, T }` (the current token is `{`): the body of a named struct.
    pub fn parse_struct_fields(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::LBrace, "'{'")?;
        let mut fields = Vec::new();
        if !self.eat(Tok::RBrace) {
            loop {
                fields.push(self.parse_type()?);
                if self.eat(Tok::RBrace) {
                    break;
                }
                self.expect(Tok::Comma, "',' or '}' in struct type")?;
            }
        }
        Ok(fields)
    }

    /// `target("name", T, 1, ...)`, kept as text.
    fn parse_target_type(&mut self) -> PResult<Type> {
        let start = self.tok.start();
        self.bump();
        if !self.at(Tok::LParen) {
            return self.expected("'(' after 'target'");
        }
        let (_, end) = self.skip_parens()?;
        let text = self.src[start..end + 1].to_string();
        Ok(self.types.intern(TypeData::TargetExt(text)))
    }

    /// An optional `addrspace(N)`.
    pub fn opt_addrspace(&mut self) -> PResult<u32> {
        if !self.at_word("addrspace") {
            return Ok(0);
        }
        self.bump();
        self.expect(Tok::LParen, "'(' after 'addrspace'")?;
        let n = if self.at(Tok::Str) {
            // Symbolic address spaces ("A", "G", "P") name the data layout's
            // defaults, all 0 unless the layout says otherwise.
            self.bump();
            0
        } else {
            self.expect_u32("address space number")?
        };
        self.expect(Tok::RParen, "')' after address space")?;
        Ok(n)
    }
}

/// The "use of undefined type" check for named types never defined.
pub(super) fn check_named_types_defined(top: &super::core::TopEnv) -> PResult<()> {
    let mut first: Option<(usize, &str)> = None;
    for (ty, pos, name) in &top.type_mentions {
        if !top.defined_types.contains_key(ty) && first.is_none_or(|(p, _)| *pos < p) {
            first = Some((*pos, name));
        }
    }
    match first {
        Some((pos, name)) => perr(pos, format!("use of undefined type '%{name}'")),
        None => Ok(()),
    }
}
