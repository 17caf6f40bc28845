//! Values and constants: literals, aggregates, strings, symbols,
//! constant expressions, inline asm.

use super::core::{perr, unescape_bytes, PResult, Parser};
use super::lexer::Tok;
use crate::entities::{Const, Type};
use crate::inst::{ConstData, GlobalRef, InstFlags, Opcode, Value};
use crate::metadata::MdRef;
use crate::types::TypeData;

/// The binary operator named `w`.
pub(super) fn binop(w: &[u8]) -> Option<Opcode> {
    use Opcode::*;
    Some(match w {
        b"add" => Add,
        b"sub" => Sub,
        b"mul" => Mul,
        b"udiv" => UDiv,
        b"sdiv" => SDiv,
        b"urem" => URem,
        b"srem" => SRem,
        b"shl" => Shl,
        b"lshr" => LShr,
        b"ashr" => AShr,
        b"and" => And,
        b"or" => Or,
        b"xor" => Xor,
        b"fadd" => FAdd,
        b"fsub" => FSub,
        b"fmul" => FMul,
        b"fdiv" => FDiv,
        b"frem" => FRem,
        _ => return None,
    })
}

/// The cast operator named `w`.
pub(super) fn castop(w: &[u8]) -> Option<Opcode> {
    use Opcode::*;
    Some(match w {
        b"trunc" => Trunc,
        b"zext" => ZExt,
        b"sext" => SExt,
        b"fptrunc" => FPTrunc,
        b"fpext" => FPExt,
        b"fptoui" => FPToUI,
        b"fptosi" => FPToSI,
        b"uitofp" => UIToFP,
        b"sitofp" => SIToFP,
        b"ptrtoint" => PtrToInt,
        b"inttoptr" => IntToPtr,
        b"bitcast" => BitCast,
        b"addrspacecast" => AddrSpaceCast,
        _ => return None,
    })
}

/// Parses a decimal integer literal, wrapping to 128 bits.
pub(super) fn parse_int_text(s: &str) -> i128 {
    let (neg, digits) = match s.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, s),
    };
    let mut v: i128 = 0;
    for b in digits.bytes() {
        v = v.wrapping_mul(10).wrapping_add((b - b'0') as i128);
    }
    if neg {
        v.wrapping_neg()
    } else {
        v
    }
}

/// `u0x1F` / `s0x1F` hexadecimal integers.
fn parse_hex_int(w: &[u8]) -> Option<i128> {
    let (signed, digits) = (w[0] == b's', &w[3..]);
    if digits.is_empty() {
        return None;
    }
    let mut v: u128 = 0;
    for &b in digits {
        v = (v << 4) | (b as char).to_digit(16)? as u128;
    }
    let bits = digits.len() as u32 * 4;
    if signed && bits < 128 && v >> (bits - 1) & 1 == 1 {
        v |= !0u128 << bits;
    }
    Some(v as i128)
}

/// Words that may follow a GEP keyword as flags.
fn is_gep_flag(w: &[u8]) -> bool {
    matches!(w, b"inbounds" | b"nuw" | b"nusw")
}

/// A constant being built while [`Parser::parse_const`] reads its parts
/// (each part is a typed constant `T c`): the explicit stack that replaces
/// recursion.
enum ConstFrame {
    /// `[`, `{`, `<` or `<{` read (`packed`: `>` follows the `}`), and
    /// these elements.
    List {
        ty: Type,
        close: Tok,
        packed: bool,
        elems: Vec<Const>,
    },
    /// `splat (` read.
    Splat { ty: Type },
    /// `ptrauth (` read; the signed pointer once read (the other operands
    /// are read and dropped).
    Ptrauth { pointer: Option<Const> },
    /// `getelementptr [flags] (T,` read, and these operands.
    Gep {
        ty: Type,
        source_ty: Type,
        inbounds: bool,
        operands: Vec<Const>,
    },
    /// `cast [flags] (` read; `to T)` follows the operand.
    Cast { op: Opcode },
    /// `op [flags] [predicate] (` read, and these operands.
    Expr {
        op: Opcode,
        ty: Type,
        operands: Vec<Const>,
        wrap: u32,
    },
}

impl<'a> Parser<'a> {
    #[inline]
    pub fn push_const(&mut self, c: ConstData) -> Const {
        self.consts.push(c)
    }

    /// A value of type `ty`: a local, a symbol, or a constant.
    pub fn parse_value(&mut self, ty: Type) -> PResult<Value> {
        match self.tok.kind {
            Tok::LocalVar | Tok::LocalId => {
                let t = self.bump();
                Ok(Value::Local(self.local_value_typed(t, ty)?))
            }
            Tok::GlobalVar | Tok::GlobalId => {
                let t = self.bump();
                match self.lookup_global(t)? {
                    Some(g) => Ok(Value::Global(g)),
                    None => {
                        let c = self.global_placeholder(t);
                        Ok(Value::Const(c))
                    }
                }
            }
            _ => Ok(Value::Const(self.parse_const(ty)?)),
        }
    }

    /// `T value`.
    pub fn parse_typed_value(&mut self) -> PResult<(Type, Value)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty)?;
        Ok((ty, v))
    }

    /// A constant naming a symbol that is not defined yet (module level).
    fn global_placeholder(&mut self, t: super::lexer::Token) -> Const {
        let c = self.push_const(ConstData::Global(GlobalRef::Global(crate::entities::Global::from_u32(u32::MAX))));
        self.fixup_global(c, t);
        c
    }

    /// A symbol inside a constant.
    fn global_const(&mut self) -> PResult<Const> {
        let t = self.bump();
        match self.lookup_global(t)? {
            Some(g) => Ok(self.push_const(ConstData::Global(g))),
            None => Ok(self.global_placeholder(t)),
        }
    }

    /// `T c` inside a constant.
    pub fn parse_typed_const(&mut self) -> PResult<(Type, Const)> {
        let ty = self.parse_type()?;
        let c = self.parse_const(ty)?;
        Ok((ty, c))
    }

    /// A constant of type `ty`. Aggregates and constant expressions are
    /// read with an explicit stack of the constants being built, so any
    /// nesting depth is read (opt-19 reads a GEP constant expression nested
    /// 5,000 deep) without growing the call stack.
    pub fn parse_const(&mut self, ty: Type) -> PResult<Const> {
        let mut stack: Vec<ConstFrame> = Vec::new();
        let mut ty = ty;
        'descend: loop {
            let Some(mut c) = self.open_const(ty, &mut stack)? else {
                // The frame just pushed wants its first part: `T c`.
                ty = self.parse_type()?;
                continue 'descend;
            };
            loop {
                let Some(frame) = stack.last_mut() else { return Ok(c) };
                match self.after_const(frame, c)? {
                    None => {
                        ty = self.parse_type()?;
                        continue 'descend;
                    }
                    Some(done) => {
                        stack.pop();
                        c = done;
                    }
                }
            }
        }
    }

    /// Reads a constant of type `ty` that contains no other constant, or
    /// the opening of one that does: then its frame is pushed on `stack`
    /// and `None` says a typed constant (its first part) comes next.
    fn open_const(&mut self, ty: Type, stack: &mut Vec<ConstFrame>) -> PResult<Option<Const>> {
        let t = self.tok;
        let c = match t.kind {
            Tok::Int => {
                // LLParser: a decimal literal is an integer constant, even
                // where a float type is expected (`float 0` is an error).
                if !matches!(self.types.data(ty), TypeData::Int(_)) {
                    return perr(t.start(), "integer constant must have integer type");
                }
                self.bump();
                let text = self.text(t);
                let value = parse_int_text(text);
                match self.types.data(ty) {
                    TypeData::Int(w) if w > 128 => match wide_decimal(text, w) {
                        Some(text) => self.push_const(ConstData::WideInt { ty, text }),
                        None => self.push_const(ConstData::Int { ty, value }),
                    },
                    _ => self.push_const(ConstData::Int { ty, value }),
                }
            }
            Tok::Float => {
                if !self.types.is_float(ty) {
                    return perr(t.start(), "floating point constant invalid for type");
                }
                self.bump();
                self.push_const(ConstData::Float {
                    ty,
                    text: self.text(t).into(),
                })
            }
            Tok::CStr => {
                self.bump();
                let raw = super::source::original_bytes(self.src, self.patches, t.start() + 2, t.end() - 1);
                let bytes = unescape_bytes(&raw).into_boxed_slice();
                self.push_const(ConstData::Bytes { ty, bytes })
            }
            Tok::GlobalVar | Tok::GlobalId => self.global_const()?,
            Tok::LBracket | Tok::LBrace | Tok::Less => {
                self.bump();
                let (close, packed) = match t.kind {
                    Tok::LBracket => (Tok::RBracket, false),
                    Tok::Less if self.eat(Tok::LBrace) => (Tok::RBrace, true),
                    Tok::Less => (Tok::Greater, false),
                    _ => (Tok::RBrace, false),
                };
                if self.eat(close) {
                    if packed {
                        self.expect(Tok::Greater, "'>' after packed struct constant")?;
                    }
                    self.push_const(ConstData::Aggregate { ty, elems: Vec::new() })
                } else {
                    stack.push(ConstFrame::List {
                        ty,
                        close,
                        packed,
                        elems: Vec::new(),
                    });
                    return Ok(None);
                }
            }
            Tok::MetaId | Tok::MetaName | Tok::Exclaim => {
                let m = self.parse_md_ref()?;
                self.push_const(ConstData::Metadata(m))
            }
            Tok::Word => return self.open_const_word(ty, stack),
            Tok::LocalVar | Tok::LocalId => return perr(t.start(), "expected a constant; local values cannot appear in constants"),
            _ => return self.expected("constant value"),
        };
        Ok(Some(c))
    }

    /// Takes the complete part `c` into `frame` and reads what follows it:
    /// `None` if another typed constant comes next, or the frame's own
    /// constant once it is complete.
    fn after_const(&mut self, frame: &mut ConstFrame, c: Const) -> PResult<Option<Const>> {
        Ok(Some(match frame {
            ConstFrame::List { ty, close, packed, elems } => {
                elems.push(c);
                if self.eat(*close) {
                    if *packed {
                        self.expect(Tok::Greater, "'>' after packed struct constant")?;
                    }
                    let elems = std::mem::take(elems);
                    self.push_const(ConstData::Aggregate { ty: *ty, elems })
                } else if self.eat(Tok::Comma) {
                    return Ok(None);
                } else {
                    let what = match close {
                        Tok::RBracket => "']'",
                        Tok::Greater => "'>'",
                        _ => "'}'",
                    };
                    return self.expected(&format!("',' or {what} in constant"));
                }
            }
            ConstFrame::Splat { ty } => {
                self.expect(Tok::RParen, "')' after splat value")?;
                self.push_const(ConstData::Aggregate { ty: *ty, elems: vec![c] })
            }
            ConstFrame::Ptrauth { pointer } => {
                // ptrauth (ptr @f, i32 key, ...): keep the signed pointer.
                let p = *pointer.get_or_insert(c);
                if self.eat(Tok::Comma) {
                    return Ok(None);
                }
                self.expect(Tok::RParen, "')' after ptrauth operands")?;
                p
            }
            ConstFrame::Gep {
                ty,
                source_ty,
                inbounds,
                operands,
            } => {
                operands.push(c);
                if self.eat(Tok::Comma) {
                    self.eat_word("inrange");
                    return Ok(None);
                }
                self.expect(Tok::RParen, "')' after constant getelementptr")?;
                let operands = std::mem::take(operands);
                self.push_const(ConstData::Expr {
                    op: Opcode::GetElementPtr,
                    ty: *ty,
                    operands,
                    source_ty: Some(*source_ty),
                    inbounds: *inbounds,
                    wrap: 0,
                })
            }
            ConstFrame::Cast { op } => {
                self.expect_word("to")?;
                let to = self.parse_type()?;
                self.expect(Tok::RParen, "')' after constant cast")?;
                self.push_const(ConstData::Expr {
                    op: *op,
                    ty: to,
                    operands: vec![c],
                    source_ty: None,
                    inbounds: false,
                    wrap: 0,
                })
            }
            ConstFrame::Expr { op, ty, operands, wrap } => {
                operands.push(c);
                if self.eat(Tok::Comma) {
                    return Ok(None);
                }
                self.expect(Tok::RParen, "')' after constant expression")?;
                let operands = std::mem::take(operands);
                let ty = match op {
                    Opcode::ICmp | Opcode::FCmp => {
                        let opty = self.const_type(operands[0]).unwrap_or(self.types.i1);
                        self.types.bool_like(opty)
                    }
                    _ => *ty,
                };
                self.push_const(ConstData::Expr {
                    op: *op,
                    ty,
                    operands,
                    source_ty: None,
                    inbounds: false,
                    wrap: *wrap & (InstFlags::NUW | InstFlags::NSW),
                })
            }
        }))
    }

    /// A constant starting with a word: a keyword constant, or a constant
    /// expression (whose frame is pushed, see [`Parser::open_const`]).
    fn open_const_word(&mut self, ty: Type, stack: &mut Vec<ConstFrame>) -> PResult<Option<Const>> {
        let t = self.tok;
        let w = self.tbytes(t);
        // The keyword constants' types are checked as LLParser checks them.
        match w {
            b"true" | b"false" if ty != self.types.i1 => {
                let name = self.types.type_name(ty);
                return perr(
                    t.start(),
                    format!("constant expression type mismatch: got type 'i1' but expected '{name}'"),
                );
            }
            b"null" if !matches!(self.types.data(ty), TypeData::Ptr { .. }) => {
                return perr(t.start(), "null must be a pointer type");
            }
            b"none" if !matches!(self.types.data(ty), TypeData::Token) => {
                return perr(t.start(), "invalid type for none constant");
            }
            _ => {}
        }
        let simple = match w {
            b"true" => Some(ConstData::Int { ty, value: 1 }),
            b"false" => Some(ConstData::Int { ty, value: 0 }),
            b"null" => Some(ConstData::Null(ty)),
            b"undef" => Some(ConstData::Undef(ty)),
            b"poison" => Some(ConstData::Poison(ty)),
            b"zeroinitializer" => Some(ConstData::Zero(ty)),
            b"none" => Some(ConstData::NoneToken(ty)),
            _ if w.len() > 3 && (w.starts_with(b"u0x") || w.starts_with(b"s0x")) => match parse_hex_int(w) {
                Some(value) => Some(ConstData::Int { ty, value }),
                None => return perr(t.start(), "malformed hexadecimal integer"),
            },
            _ => None,
        };
        if let Some(c) = simple {
            self.bump();
            return Ok(Some(self.push_const(c)));
        }
        let t = self.bump();
        let w = self.tbytes(t);
        let frame = match w {
            b"blockaddress" | b"dso_local_equivalent" | b"no_cfi" => return self.parse_symbol_wrapper(t).map(Some),
            b"asm" => return self.parse_inline_asm().map(Some),
            b"splat" => {
                self.expect(Tok::LParen, "'(' after 'splat'")?;
                ConstFrame::Splat { ty }
            }
            b"ptrauth" => {
                self.expect(Tok::LParen, "'(' after 'ptrauth'")?;
                ConstFrame::Ptrauth { pointer: None }
            }
            b"getelementptr" => {
                let mut inbounds = false;
                loop {
                    match self.word() {
                        Some(b"inbounds") => inbounds = true,
                        Some(f) if is_gep_flag(f) => {}
                        Some(b"inrange") => {
                            self.bump();
                            self.skip_parens()?;
                            continue;
                        }
                        _ => break,
                    }
                    self.bump();
                }
                self.expect(Tok::LParen, "'(' in constant getelementptr")?;
                let source_ty = self.parse_type()?;
                if !self.eat(Tok::Comma) {
                    self.expect(Tok::RParen, "')' after constant getelementptr")?;
                    return Ok(Some(self.push_const(ConstData::Expr {
                        op: Opcode::GetElementPtr,
                        ty,
                        operands: Vec::new(),
                        source_ty: Some(source_ty),
                        inbounds,
                        wrap: 0,
                    })));
                }
                self.eat_word("inrange");
                ConstFrame::Gep {
                    ty,
                    source_ty,
                    inbounds,
                    operands: Vec::new(),
                }
            }
            _ => {
                if let Some(op) = castop(w) {
                    self.skip_flags();
                    self.expect(Tok::LParen, "'(' in constant cast")?;
                    ConstFrame::Cast { op }
                } else {
                    let op = match binop(w) {
                        Some(op) => op,
                        None => match w {
                            b"icmp" => Opcode::ICmp,
                            b"fcmp" => Opcode::FCmp,
                            b"fneg" => Opcode::FNeg,
                            b"extractelement" => Opcode::ExtractElement,
                            b"insertelement" => Opcode::InsertElement,
                            b"shufflevector" => Opcode::ShuffleVector,
                            b"select" => Opcode::Select,
                            b"extractvalue" => Opcode::ExtractValue,
                            b"insertvalue" => Opcode::InsertValue,
                            _ => return perr(t.start(), "expected constant value"),
                        },
                    };
                    let wrap = self.read_flags();
                    if matches!(op, Opcode::ICmp | Opcode::FCmp) && self.word().is_some() {
                        // The predicate.
                        self.bump();
                    }
                    self.expect(Tok::LParen, "'(' in constant expression")?;
                    ConstFrame::Expr {
                        op,
                        ty,
                        operands: Vec::new(),
                        wrap,
                    }
                }
            }
        };
        stack.push(frame);
        Ok(None)
    }

    /// `blockaddress(@f, %b)`, `dso_local_equivalent @f`, `no_cfi @f` (the
    /// keyword `t` is consumed).
    fn parse_symbol_wrapper(&mut self, t: super::lexer::Token) -> PResult<Const> {
        let paren = self.tbytes(t) == b"blockaddress";
        if paren {
            self.expect(Tok::LParen, "'(' after 'blockaddress'")?;
        }
        if !matches!(self.tok.kind, Tok::GlobalVar | Tok::GlobalId) {
            return self.expected("function name");
        }
        let g = self.global_const()?;
        let target = match &self.consts[g] {
            ConstData::Global(r) => *r,
            _ => GlobalRef::Global(crate::entities::Global::from_u32(u32::MAX)),
        };
        let data = if paren {
            self.expect(Tok::Comma, "',' in blockaddress")?;
            let b = self.tok;
            if !matches!(b.kind, Tok::LocalVar | Tok::LocalId) {
                return self.expected("block name in blockaddress");
            }
            self.bump();
            self.expect(Tok::RParen, "')' after blockaddress")?;
            ConstData::BlockAddress {
                func: target,
                block: self.name_of(b).into(),
            }
        } else {
            ConstData::Wrapped {
                kind: self.text(t).into(),
                target,
            }
        };
        // Reuse the slot of the symbol constant so that a pending
        // fixup patches this constant.
        self.consts[g] = data;
        Ok(g)
    }

    /// `asm [sideeffect ...] "text", "constraints"` (`asm` is consumed).
    fn parse_inline_asm(&mut self) -> PResult<Const> {
        let mut sideeffect = false;
        while let Some(w) = self.word() {
            match w {
                b"sideeffect" => sideeffect = true,
                b"alignstack" | b"inteldialect" | b"unwind" => {}
                _ => break,
            }
            self.bump();
        }
        let a = self.expect(Tok::Str, "inline asm string")?;
        self.expect(Tok::Comma, "',' after inline asm string")?;
        let c = self.expect(Tok::Str, "inline asm constraint string")?;
        let asm = self.string_of(a).into();
        let constraints = self.string_of(c).into();
        Ok(self.push_const(ConstData::InlineAsm {
            sideeffect,
            asm,
            constraints,
        }))
    }

    /// Skips `nuw`/`nsw`/`exact`/`disjoint`/`nneg`/fast-math words.
    fn skip_flags(&mut self) {
        self.read_flags();
    }

    /// Reads `nuw`/`nsw`/`exact`/`disjoint`/`nneg`/fast-math words: their
    /// [`InstFlags`] bits.
    fn read_flags(&mut self) -> u32 {
        let mut bits = 0;
        while let Some(w) = self.word() {
            let Some(b) = super::body::inst_flag(w) else { break };
            bits |= b;
            self.bump();
        }
        bits
    }

    /// The type of a constant, if it records one.
    pub fn const_type(&mut self, c: Const) -> Option<Type> {
        let data = &self.consts[c];
        if let Some(ty) = data.recorded_type() {
            return Some(ty);
        }
        Some(match data {
            ConstData::Metadata(_) => self.types.metadata,
            _ => self.types.ptr(0),
        })
    }

    /// `metadata` arguments of calls: `metadata <md>`.
    pub fn parse_metadata_arg(&mut self) -> PResult<Const> {
        let m: MdRef = self.parse_md_ref()?;
        Ok(self.push_const(ConstData::Metadata(m)))
    }

    /// True if `ty` is the `metadata` type.
    pub fn is_metadata_ty(&self, ty: Type) -> bool {
        ty == self.types.metadata
    }
}

/// The signed decimal LLVM prints for the decimal literal `text` of an
/// integer type of `width` (> 128) bits, when the value does not fit
/// `i128` but lies in the type's signed range; `None` otherwise (the
/// literal then reads as `i128`, as before: out-of-range wide literals
/// wrap as LLVM's APInt does only within 128 bits).
fn wide_decimal(text: &str, width: u32) -> Option<Box<str>> {
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    if text.parse::<i128>().is_ok() {
        return None;
    }
    let digits = digits.trim_start_matches('0');
    // 2^(width-1) in decimal, least significant digit first.
    let mut limit: Vec<u8> = vec![1];
    for _ in 0..width - 1 {
        let mut carry = 0;
        for d in limit.iter_mut() {
            let x = *d * 2 + carry;
            *d = x % 10;
            carry = x / 10;
        }
        if carry > 0 {
            limit.push(carry);
        }
    }
    let limit: String = limit.iter().rev().map(|d| char::from(b'0' + d)).collect();
    // The signed range is [-2^(w-1), 2^(w-1) - 1].
    let cmp = digits.len().cmp(&limit.len()).then_with(|| digits.cmp(limit.as_str()));
    let fits = if neg {
        cmp != std::cmp::Ordering::Greater
    } else {
        cmp == std::cmp::Ordering::Less
    };
    fits.then(|| format!("{}{digits}", if neg { "-" } else { "" }).into_boxed_str())
}
