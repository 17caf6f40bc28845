//! Constants and metadata operands as AsmWriter's `WriteConstantInternal`
//! and `WriteAsOperandInternal` print them.

use super::text::{escape_into, float_into};
use super::Writer;
use crate::entities::{Const, Type};
use crate::inst::{ConstData, Opcode};
use crate::metadata::{MdContent, MdRef};
use crate::types::TypeData;
use entity::PrimaryMap;
use std::fmt::Write;

/// A constant arena: a function's or the module's.
pub(super) type Arena = PrimaryMap<Const, ConstData>;

/// The `opt` spelling of an opcode.
pub(super) fn opcode_name(op: Opcode) -> &'static str {
    use Opcode::*;
    match op {
        Add => "add",
        Sub => "sub",
        Mul => "mul",
        UDiv => "udiv",
        SDiv => "sdiv",
        URem => "urem",
        SRem => "srem",
        Shl => "shl",
        LShr => "lshr",
        AShr => "ashr",
        And => "and",
        Or => "or",
        Xor => "xor",
        FAdd => "fadd",
        FSub => "fsub",
        FMul => "fmul",
        FDiv => "fdiv",
        FRem => "frem",
        FNeg => "fneg",
        Trunc => "trunc",
        ZExt => "zext",
        SExt => "sext",
        FPTrunc => "fptrunc",
        FPExt => "fpext",
        FPToUI => "fptoui",
        FPToSI => "fptosi",
        UIToFP => "uitofp",
        SIToFP => "sitofp",
        PtrToInt => "ptrtoint",
        IntToPtr => "inttoptr",
        BitCast => "bitcast",
        AddrSpaceCast => "addrspacecast",
        ICmp => "icmp",
        FCmp => "fcmp",
        ExtractValue => "extractvalue",
        InsertValue => "insertvalue",
        ExtractElement => "extractelement",
        InsertElement => "insertelement",
        ShuffleVector => "shufflevector",
        Freeze => "freeze",
        Select => "select",
        GetElementPtr => "getelementptr",
    }
}

/// What LLVM uniques an aggregate into when all its elements are equal.
#[derive(PartialEq)]
enum Uniform {
    Zero,
    Undef,
    Poison,
    No,
}

enum Item {
    S(&'static str),
    Own(String),
    C(Const, bool),
}

impl Writer<'_> {
    /// True if `c` is LLVM's null value of its type (0, +0.0, `null`,
    /// `zeroinitializer`, an aggregate of null values).
    fn is_null(&self, arena: &Arena, c: Const) -> bool {
        let mut stack = vec![c];
        while let Some(c) = stack.pop() {
            let ok = match &arena[c] {
                ConstData::Int { value, ty } => self.int_value(*ty, *value) == 0,
                ConstData::Float { text, ty } => {
                    let mut s = String::new();
                    let k = match self.m.types.data(*ty) {
                        TypeData::Float(k) => *k,
                        _ => return false,
                    };
                    float_into(text, k, &mut s)
                        && (s == "0.000000e+00"
                            || s.trim_start_matches("0x")
                                .trim_start_matches(['H', 'R', 'K', 'L', 'M'])
                                .bytes()
                                .all(|b| b == b'0'))
                }
                ConstData::Null(_) | ConstData::Zero(_) => true,
                ConstData::Aggregate { elems, .. } => {
                    stack.extend(elems.iter().copied());
                    true
                }
                ConstData::Bytes { bytes, .. } => bytes.iter().all(|&b| b == 0),
                _ => false,
            };
            if !ok {
                return false;
            }
        }
        true
    }

    fn uniform(&self, arena: &Arena, elems: &[Const], bytes: Option<&[u8]>) -> Uniform {
        if let Some(b) = bytes {
            return if b.iter().all(|&x| x == 0) { Uniform::Zero } else { Uniform::No };
        }
        if elems.is_empty() {
            return Uniform::Zero;
        }
        let first = &arena[elems[0]];
        let kind = match first {
            ConstData::Poison(_) => Uniform::Poison,
            ConstData::Undef(_) => Uniform::Undef,
            _ => {
                if elems.iter().all(|&e| self.is_null(arena, e)) {
                    return Uniform::Zero;
                }
                return Uniform::No;
            }
        };
        if elems
            .iter()
            .all(|&e| std::mem::discriminant(&arena[e]) == std::mem::discriminant(first))
        {
            kind
        } else {
            Uniform::No
        }
    }

    /// `value` wrapped to the width of integer type `ty`, sign-extended.
    fn int_value(&self, ty: Type, value: i128) -> i128 {
        match self.m.types.data(ty) {
            TypeData::Int(w) if *w < 128 && *w > 0 => {
                let sh = 128 - w;
                (value << sh) >> sh
            }
            _ => value,
        }
    }

    /// `c` with no-op casts folded away as LLVM's constant folder does
    /// (`bitcast (ptr @g to ptr)` is `@g`).
    pub(super) fn fold(&mut self, arena: &Arena, mut c: Const) -> Const {
        while let ConstData::Expr {
            op: Opcode::BitCast,
            ty,
            operands,
            ..
        } = &arena[c]
        {
            let Some(&o) = operands.first() else { break };
            let to = self.ty_string(*ty);
            if self.const_ty_string(arena, o) != to {
                break;
            }
            c = o;
        }
        c
    }

    /// The interned type of constant `c`, if known.
    pub(super) fn const_type_id(&self, arena: &Arena, c: Const) -> Option<Type> {
        match &arena[c] {
            ConstData::Global(g) => self.symbol_type_id(*g),
            ConstData::Metadata(_) => self.m.types.lookup(&TypeData::Metadata),
            ConstData::BlockAddress { .. } | ConstData::Wrapped { .. } | ConstData::InlineAsm { .. } => {
                self.m.types.lookup(&TypeData::Ptr { addr_space: 0 })
            }
            d => d.recorded_type(),
        }
    }

    /// The printed type of constant `c`.
    pub(super) fn const_ty_string(&mut self, arena: &Arena, c: Const) -> String {
        match &arena[c] {
            ConstData::Global(g) => self.symbol_ty(*g),
            ConstData::Metadata(_) => "metadata".into(),
            d => match d.recorded_type() {
                Some(t) => self.ty_string(t),
                None => "ptr".into(),
            },
        }
    }

    /// Appends constant `c` of `arena`, with its type first if `with_type`.
    pub(super) fn konst(&mut self, arena: &Arena, c: Const, with_type: bool) {
        // The first item is held apart from the stack, so that a leaf
        // constant (nearly every operand) never allocates one.
        let mut first = Some(Item::C(c, with_type));
        let mut stack: Vec<Item> = Vec::new();
        while let Some(it) = first.take().or_else(|| stack.pop()) {
            let (c, with_type) = match it {
                Item::S(s) => {
                    self.out.push_str(s);
                    continue;
                }
                Item::Own(s) => {
                    self.out.push_str(&s);
                    continue;
                }
                Item::C(c, t) => (self.fold(arena, c), t),
            };
            if with_type {
                match self.const_type_id(arena, c) {
                    Some(t) => self.ty(t),
                    None => {
                        let t = self.const_ty_string(arena, c);
                        self.out.push_str(&t);
                    }
                }
                self.out.push(' ');
            }
            match &arena[c] {
                ConstData::Int { ty, value } => {
                    let v = self.int_value(*ty, *value);
                    if matches!(self.m.types.data(*ty), TypeData::Int(1)) {
                        self.out.push_str(if v != 0 { "true" } else { "false" });
                    } else if let Ok(small) = u32::try_from(v.unsigned_abs()) {
                        // Most constants are small: no `fmt` machinery.
                        if v < 0 {
                            self.out.push('-');
                        }
                        super::push_decimal(&mut self.out, small);
                    } else {
                        let _ = write!(self.out, "{v}");
                    }
                }
                ConstData::WideInt { text, .. } => self.out.push_str(text),
                ConstData::Float { ty, text } => {
                    let ok = match self.m.types.data(*ty) {
                        TypeData::Float(k) => float_into(text, *k, &mut self.out),
                        _ => false,
                    };
                    if !ok {
                        self.out.push_str(text);
                    }
                }
                ConstData::Null(_) => self.out.push_str("null"),
                ConstData::Undef(_) => self.out.push_str("undef"),
                ConstData::Poison(_) => self.out.push_str("poison"),
                ConstData::NoneToken(_) => self.out.push_str("none"),
                ConstData::Zero(ty) => match self.m.types.data(*ty) {
                    TypeData::Int(1) => self.out.push_str("false"),
                    TypeData::Int(_) => self.out.push('0'),
                    TypeData::Ptr { .. } => self.out.push_str("null"),
                    TypeData::Float(k) => {
                        let ok = float_into("0.0", *k, &mut self.out);
                        if !ok {
                            self.out.push_str("zeroinitializer");
                        }
                    }
                    _ => self.out.push_str("zeroinitializer"),
                },
                ConstData::Bytes { ty, bytes } => {
                    if self.uniform(arena, &[], Some(bytes)) == Uniform::Zero {
                        self.out.push_str("zeroinitializer");
                    } else if self.is_i8_array(*ty) {
                        self.out.push_str("c\"");
                        escape_into(bytes, &mut self.out);
                        self.out.push('"');
                    } else {
                        // A `c"..."` of wider elements cannot be written;
                        // print what was read.
                        self.out.push_str("c\"");
                        escape_into(bytes, &mut self.out);
                        self.out.push('"');
                    }
                }
                ConstData::Aggregate { ty, elems } => {
                    match self.uniform(arena, elems, None) {
                        Uniform::Zero => {
                            self.out.push_str("zeroinitializer");
                            continue;
                        }
                        Uniform::Undef => {
                            self.out.push_str("undef");
                            continue;
                        }
                        Uniform::Poison => {
                            self.out.push_str("poison");
                            continue;
                        }
                        Uniform::No => {}
                    }
                    if self.is_i8_array(*ty) {
                        let bytes: Option<Vec<u8>> = elems
                            .iter()
                            .map(|&e| match &arena[e] {
                                ConstData::Int { value, .. } => Some(*value as u8),
                                _ => None,
                            })
                            .collect();
                        if let Some(bytes) = bytes {
                            self.out.push_str("c\"");
                            escape_into(&bytes, &mut self.out);
                            self.out.push('"');
                            continue;
                        }
                    }
                    let (open, close, sep_open, sep_close) = match self.m.types.data(*ty) {
                        TypeData::Array { .. } => ("[", "]", "", ""),
                        TypeData::Vector { .. } => ("<", ">", "", ""),
                        _ => {
                            let packed = self.m.types.struct_fields(*ty).map(|f| f.1).unwrap_or(false);
                            if packed {
                                ("<{", "}>", " ", " ")
                            } else {
                                ("{", "}", " ", " ")
                            }
                        }
                    };
                    self.out.push_str(open);
                    stack.push(Item::S(close));
                    if !elems.is_empty() {
                        self.out.push_str(sep_open);
                        stack.push(Item::S(sep_close));
                        for (i, &e) in elems.iter().enumerate().rev() {
                            stack.push(Item::C(e, true));
                            if i > 0 {
                                stack.push(Item::S(", "));
                            }
                        }
                    }
                }
                ConstData::Global(g) => self.global(*g),
                ConstData::Expr {
                    op,
                    ty,
                    operands,
                    source_ty,
                    inbounds,
                    wrap,
                } => {
                    self.out.push_str(opcode_name(*op));
                    if *inbounds {
                        self.out.push_str(" inbounds");
                    }
                    if wrap & crate::inst::InstFlags::NUW != 0 {
                        self.out.push_str(" nuw");
                    }
                    if wrap & crate::inst::InstFlags::NSW != 0 {
                        self.out.push_str(" nsw");
                    }
                    self.out.push_str(" (");
                    if let Some(st) = source_ty {
                        self.ty(*st);
                        self.out.push_str(", ");
                    }
                    stack.push(Item::S(")"));
                    if op.is_cast() {
                        let t = self.ty_string(*ty);
                        stack.push(Item::Own(t));
                        stack.push(Item::S(" to "));
                    }
                    for (i, &o) in operands.iter().enumerate().rev() {
                        stack.push(Item::C(o, true));
                        if i > 0 {
                            stack.push(Item::S(", "));
                        }
                    }
                }
                ConstData::BlockAddress { func, block } => {
                    self.out.push_str("blockaddress(");
                    self.global(*func);
                    self.out.push_str(", %");
                    let name = self.block_of(*func, block);
                    self.out.push_str(&name);
                    self.out.push(')');
                }
                ConstData::Wrapped { kind, target } => {
                    self.out.push_str(kind);
                    self.out.push(' ');
                    self.global(*target);
                }
                ConstData::InlineAsm {
                    sideeffect,
                    asm,
                    constraints,
                } => {
                    self.out.push_str("asm ");
                    if *sideeffect {
                        self.out.push_str("sideeffect ");
                    }
                    self.out.push('"');
                    escape_into(asm.as_bytes(), &mut self.out);
                    self.out.push_str("\", \"");
                    escape_into(constraints.as_bytes(), &mut self.out);
                    self.out.push('"');
                }
                ConstData::Metadata(r) => self.md_ref(arena, r),
            }
        }
    }

    fn is_i8_array(&self, ty: Type) -> bool {
        match self.m.types.data(ty) {
            TypeData::Array { elem, .. } => matches!(self.m.types.data(*elem), TypeData::Int(8)),
            _ => false,
        }
    }

    /// The printed name (without `%`) of block `written` of function `f`:
    /// a named block keeps its name, an unnamed one gets its slot number
    /// in `f`.
    fn block_of(&mut self, f: crate::inst::GlobalRef, written: &str) -> String {
        let mut s = String::new();
        if !super::text::is_number(written) {
            super::text::name_into(written, &mut s);
            return s;
        }
        let crate::inst::GlobalRef::Func(f) = f else {
            return written.to_string();
        };
        let func = &self.m.funcs[f];
        let Some(body) = &func.body else {
            return written.to_string();
        };
        // Slot order: unnamed arguments, then per block its label and
        // its unnamed results.
        let mut next = 0u32;
        for d in body.locals.values().take(func.params.len()) {
            if super::text::is_number(&d.name) {
                next += 1;
            }
        }
        for bd in body.blocks.values() {
            if let crate::module::BlockName::Numbered(n) = bd.name {
                if n.to_string() == written {
                    return next.to_string();
                }
                next += 1;
            }
            for &i in &bd.insts {
                if let Some(l) = body.insts[i].result {
                    if super::text::is_number(&body.locals[l].name) {
                        next += 1;
                    }
                }
            }
        }
        written.to_string()
    }

    /// Appends a metadata operand (`!N`, `!"s"`, `T v`, `null`, `!{...}`,
    /// a specialized node's text).
    pub(super) fn md_ref(&mut self, arena: &Arena, r: &MdRef) {
        match r {
            MdRef::Node(n) => {
                let d = &self.m.md_nodes[*n];
                if let MdContent::Specialized { name, fields } = &d.content {
                    if &**name == "DIExpression" || &**name == "DIArgList" {
                        self.out.push('!');
                        self.out.push_str(name);
                        self.out.push('(');
                        self.echo(fields);
                        self.out.push(')');
                        return;
                    }
                }
                self.md_number(d.number);
            }
            MdRef::String(s) => {
                self.out.push_str("!\"");
                escape_into(s.as_bytes(), &mut self.out);
                self.out.push('"');
            }
            MdRef::Value(_, c) => self.konst(arena, *c, true),
            MdRef::Null => self.out.push_str("null"),
            MdRef::Inline(ops) => {
                self.out.push_str("!{");
                for (i, o) in ops.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.md_ref(arena, o);
                }
                self.out.push('}');
            }
            MdRef::Specialized(t) | MdRef::Other(t) => self.echo(t),
        }
    }
}
