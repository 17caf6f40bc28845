//! The IR writer: a module or one function printed the way opt-19's
//! `AsmWriter` prints them (`opt-19 -S`, and `Function::print` for one
//! function, which is what `print<memoryssa>` uses).
//!
//! # What is printed from structure, what from text
//!
//! llir keeps what analyses need as structure and the rest as text or
//! spans. The writer prints from structure everything a hand-written file
//! may spell differently from opt: value and block names (unnamed values
//! and blocks numbered in LLVM's slot order, gaps closed; unnamed globals
//! numbered only when one exists), block labels with `; preds = ...`
//! (use-list order, [`crate::uselist`]) or `; No predecessors!`, every
//! instruction (operand types shown or left out by AsmWriter's rules,
//! flags, calling conventions (kept as LLVM's ids, [`crate::callconv`]),
//! default alignments of `load`, `store`, `alloca`, `cmpxchg` and
//! `atomicrmw`, orderings, the call's address space), constants (`i1
//! true`, integers wrapped to their width, floats as `APFloat::toString`
//! writes them or in hex, `c"..."` byte arrays, `zeroinitializer`,
//! `undef` and `poison` for uniform aggregates, no-op bitcasts folded),
//! attributes (sorted by LLVM's kind order, function and call-site sets as
//! `#N` groups numbered by [`crate::slots`], inline call-site sets made
//! groups, legacy memory keywords as `memory(...)`, an intrinsic
//! declaration's whole list from llir's generated table, as LLVM replaces
//! what is written), metadata attachments
//! (sorted by kind, `!N` renumbered), function headers, global variables,
//! aliases and ifuncs, named type bodies, and the module's header and
//! trailing attribute groups, named metadata and metadata nodes.
//!
//! Kept as written (llir has no structure for them; the input's spelling
//! is assumed canonical): linkage and the other qualifier words (reordered
//! by category), the fields of specialized metadata nodes
//! (`!DILocation(...)`, references renumbered), debug records (blanks
//! collapsed, locals renamed, references renumbered), comdat lines,
//! `module asm`, the options after a global's initializer (`section`,
//! `comdat`, ...), `syncscope` and the alignment of
//! `cmpxchg`/`atomicrmw` (read back from the instruction's text),
//! `target(...)` types, inline asm dialect words.
//!
//! # Known differences from opt-19
//!
//! Measured on LLVM's own test files (`tests/data` and every corpus module
//! are identical): LLVM's auto-upgrades (old-style `llvm.dbg.*` calls
//! printed as records, renamed intrinsics), inline metadata
//! attachments (`!range !{...}`, which LLVM numbers), constant folding of
//! non-canonical constant expressions, the order of named types (opt
//! prints them in order of first use, the writer in source order), and the
//! interleaving of new call-site groups with written `#N` ones. `uselistorder` directives are
//! dropped, as plain `opt -S` does.
//!
//! Every walk over nested types and constants uses an explicit stack.

mod attrs;
mod body;
mod consts;
mod module;
pub mod text;

use crate::entities::{Block, Func, Local, Type};
use crate::inst::{GlobalRef, Value};
use crate::module::{BlockName, Body, Module};
use crate::slots::{FunctionSlots, ModuleSlots};
use crate::types::TypeData;
use entity::EntityId;
use std::collections::HashMap;
use std::fmt::Write;
use text::name_into;

pub use module::write_module;

/// Function `f` of `module` as `opt-19` prints it on its own
/// (`Function::print`: metadata and attribute groups numbered for this
/// function alone, as [`ModuleSlots::for_function`] computes), from its
/// `; Function Attrs:` line (if any) to `}` and a newline; a declaration
/// is its `declare` line. `slots` is the module part of the numbering.
pub fn write_function(module: &Module, slots: &ModuleSlots, f: Func) -> String {
    let refs = slots.for_function(module, f);
    write_function_with(module, slots, &refs, f, None)
}

/// [`write_function`] with the function's numbering `refs` already
/// computed (`slots.for_function(module, f)`), and `hook` called where
/// annotation lines go (after each block label line, before each
/// instruction and after its debug records), as LLVM's
/// `AssemblyAnnotationWriter` is.
pub fn write_function_with(module: &Module, slots: &ModuleSlots, refs: &FunctionSlots, f: Func, hook: Option<&mut dyn LineHook>) -> String {
    write_function_into(module, slots, refs, f, hook, String::new())
}

/// [`write_function_with`] appending to `out` and returning it: a caller
/// that reserves the text's size up front (about the function's source
/// size) saves the output's repeated growth, which was most of the
/// writer's allocator time. The hook's `out` is the whole buffer, text
/// already in `out` included.
pub fn write_function_into(
    module: &Module,
    slots: &ModuleSlots,
    refs: &FunctionSlots,
    f: Func,
    hook: Option<&mut dyn LineHook>,
    out: String,
) -> String {
    let mut w = Writer::new(module, refs);
    w.out = out;
    w.first_extra = w.first_extra.max(slots.module_attr_count());
    w.function(slots, f, hook);
    w.out
}

/// Where a printer inserts annotation lines into a written function
/// (LLVM's `AssemblyAnnotationWriter`): each call may append whole lines
/// to the output so far.
pub trait LineHook {
    /// Called before instruction `inst`'s line (after its debug records).
    fn before_inst(&mut self, inst: crate::entities::Inst, out: &mut String);
    /// Called after a block label line (or where it would be, for an
    /// unlabeled entry block).
    fn after_label(&mut self, block: Block, out: &mut String);
}

/// A local name: as written, or LLVM's slot number for an unnamed value.
#[derive(Clone, Copy, Debug)]
enum LName<'m> {
    Named(&'m str),
    Slot(u32),
}

/// Printing state: the output, the reference numbering and the names of
/// the function being printed.
pub(crate) struct Writer<'m> {
    m: &'m Module,
    refs: &'m FunctionSlots,
    out: String,
    /// Slot numbers of unnamed globals (written `@N`), made on demand.
    global_slots: Option<HashMap<GlobalRef, u32>>,
    body: Option<&'m Body>,
    locals: Vec<LName<'m>>,
    blocks: Vec<LName<'m>>,
    /// `%name` as written -> printed name, made on demand for text that is
    /// echoed with its locals renamed.
    by_written: Option<HashMap<String, String>>,
    /// Printed types by type index (dense: a function prints few
    /// distinct types but prints them on almost every line, and hashing
    /// the key cost more than the lookup saved).
    type_cache: Vec<Option<Box<str>>>,
    /// The program address space (`P<n>` of the data layout), parsed once:
    /// every call and function header asks for it.
    program_as: u32,
    /// The interned `ptr` type (address space 0), if the module has one.
    ptr0: Option<Type>,
    /// The module part of the numbering, while a function is printed.
    slots: Option<&'m ModuleSlots>,
    /// Call-site attribute sets written inline (not as `#N`), numbered
    /// after the groups `refs` knows, in order of first use: their
    /// content keys and attributes, by number minus `first_extra`.
    extra_groups: Vec<(Vec<String>, Vec<crate::attrs::Attr>)>,
    first_extra: u32,
}

impl<'m> Writer<'m> {
    fn new(m: &'m Module, refs: &'m FunctionSlots) -> Writer<'m> {
        Writer {
            m,
            refs,
            out: String::new(),
            global_slots: None,
            body: None,
            locals: Vec::new(),
            blocks: Vec::new(),
            by_written: None,
            type_cache: Vec::new(),
            program_as: program_addr_space_of(m),
            ptr0: m.types.lookup(&TypeData::Ptr { addr_space: 0 }),
            slots: None,
            extra_groups: Vec::new(),
            first_extra: refs.attr_pairs().iter().map(|p| p.1 + 1).max().unwrap_or(0),
        }
    }

    /// Slot numbers of the unnamed symbols: LLVM numbers unnamed
    /// variables, aliases and ifuncs (in module order; llir keeps them in
    /// one list), then unnamed functions. Computed when first needed.
    fn global_slot(&mut self, g: GlobalRef) -> Option<u32> {
        let m = self.m;
        let slots = self.global_slots.get_or_insert_with(|| {
            let mut map = HashMap::new();
            let mut next = 0u32;
            for (g, d) in m.globals.iter() {
                if text::is_number(&d.name) {
                    map.insert(GlobalRef::Global(g), next);
                    next += 1;
                }
            }
            for (f, d) in m.funcs.iter() {
                if text::is_number(&d.name) {
                    map.insert(GlobalRef::Func(f), next);
                    next += 1;
                }
            }
            map
        });
        slots.get(&g).copied()
    }

    /// Names the locals and blocks of `body` in LLVM's slot order:
    /// arguments, then per block its label and its results.
    fn enter_body(&mut self, body: &'m Body, nparams: usize) {
        self.body = Some(body);
        self.by_written = None;
        let mut next = 0u32;
        let mut name = |n: &'m str| {
            if text::is_number(n) {
                next += 1;
                LName::Slot(next - 1)
            } else {
                LName::Named(n)
            }
        };
        self.locals = vec![LName::Slot(u32::MAX); body.locals.len()];
        self.blocks = vec![LName::Slot(u32::MAX); body.blocks.len()];
        for (l, d) in body.locals.iter().take(nparams) {
            self.locals[l.index()] = name(&d.name);
        }
        for (b, bd) in body.blocks.iter() {
            self.blocks[b.index()] = match &bd.name {
                BlockName::Named(n) => name(n),
                BlockName::Numbered(_) => name("0"),
            };
            for &i in &bd.insts {
                if let Some(l) = body.insts[i].result {
                    self.locals[l.index()] = name(&body.locals[l].name);
                }
            }
        }
    }

    /// Appends `%name` of a local.
    fn local(&mut self, l: Local) {
        match self.locals.get(l.index()).copied() {
            Some(LName::Named(n)) => {
                self.out.push('%');
                name_into(n, &mut self.out);
            }
            Some(LName::Slot(s)) if s != u32::MAX => {
                self.out.push('%');
                push_decimal(&mut self.out, s);
            }
            _ => self.out.push_str("<badref>"),
        }
    }

    /// Appends `%name` of a block.
    fn block(&mut self, b: Block) {
        self.out.push('%');
        self.block_bare(b);
    }

    fn block_bare(&mut self, b: Block) {
        match self.blocks.get(b.index()).copied() {
            Some(LName::Named(n)) => name_into(n, &mut self.out),
            Some(LName::Slot(s)) => push_decimal(&mut self.out, s),
            None => self.out.push_str("<badref>"),
        }
    }

    /// Appends `@name` of a symbol.
    fn global(&mut self, g: GlobalRef) {
        self.out.push('@');
        let name = self.m.symbol_name(g);
        if !text::is_number(name) {
            name_into(name, &mut self.out);
        } else if let Some(s) = self.global_slot(g) {
            push_decimal(&mut self.out, s);
        }
    }

    /// Appends a type.
    fn ty(&mut self, t: Type) {
        if let Some(Some(s)) = self.type_cache.get(t.index()) {
            self.out.push_str(s);
            return;
        }
        let start = self.out.len();
        self.ty_uncached(t);
        let s: Box<str> = self.out[start..].into();
        if self.type_cache.len() <= t.index() {
            self.type_cache.resize(t.index() + 1, None);
        }
        self.type_cache[t.index()] = Some(s);
    }

    fn ty_uncached(&mut self, t: Type) {
        enum Item {
            T(Type),
            S(&'static str),
        }
        let types = &self.m.types;
        let mut stack = vec![Item::T(t)];
        while let Some(it) = stack.pop() {
            let t = match it {
                Item::S(s) => {
                    self.out.push_str(s);
                    continue;
                }
                Item::T(t) => t,
            };
            match types.data(t) {
                TypeData::Void => self.out.push_str("void"),
                TypeData::Label => self.out.push_str("label"),
                TypeData::Metadata => self.out.push_str("metadata"),
                TypeData::Token => self.out.push_str("token"),
                TypeData::Int(w) => {
                    self.out.push('i');
                    push_decimal(&mut self.out, *w);
                }
                TypeData::Float(k) => self.out.push_str(float_name(*k)),
                TypeData::Ptr { addr_space: 0 } => self.out.push_str("ptr"),
                TypeData::Ptr { addr_space } => {
                    let _ = write!(self.out, "ptr addrspace({addr_space})");
                }
                TypeData::Vector { elem, len, scalable } => {
                    self.out.push('<');
                    if *scalable {
                        self.out.push_str("vscale x ");
                    }
                    let _ = write!(self.out, "{len} x ");
                    stack.push(Item::S(">"));
                    stack.push(Item::T(*elem));
                }
                TypeData::Array { elem, len } => {
                    let _ = write!(self.out, "[{len} x ");
                    stack.push(Item::S("]"));
                    stack.push(Item::T(*elem));
                }
                TypeData::Struct { fields, packed } => {
                    if *packed {
                        self.out.push('<');
                        stack.push(Item::S(">"));
                    }
                    if fields.is_empty() {
                        self.out.push_str("{}");
                    } else {
                        self.out.push_str("{ ");
                        stack.push(Item::S(" }"));
                        for (i, f) in fields.iter().enumerate().rev() {
                            stack.push(Item::T(*f));
                            if i > 0 {
                                stack.push(Item::S(", "));
                            }
                        }
                    }
                }
                TypeData::Named(n) => {
                    self.out.push('%');
                    if text::is_number(n) {
                        self.out.push_str(n);
                    } else {
                        name_into(n, &mut self.out);
                    }
                }
                TypeData::Function { ret, params, varargs } => {
                    stack.push(Item::S(")"));
                    if *varargs {
                        stack.push(Item::S(if params.is_empty() { "..." } else { ", ..." }));
                    }
                    for (i, p) in params.iter().enumerate().rev() {
                        stack.push(Item::T(*p));
                        if i > 0 {
                            stack.push(Item::S(", "));
                        }
                    }
                    stack.push(Item::S(" ("));
                    stack.push(Item::T(*ret));
                }
                TypeData::TargetExt(s) => self.out.push_str(s),
            }
        }
    }

    /// The printed form of type `t`.
    fn ty_string(&mut self, t: Type) -> String {
        let start = self.out.len();
        self.ty(t);
        let s = self.out[start..].to_string();
        self.out.truncate(start);
        s
    }

    /// The type of an operand of the current function, printed.
    fn value_ty_string(&mut self, v: Value) -> String {
        match v {
            Value::Local(l) => {
                let t = self.body.map(|b| b.locals[l].ty);
                t.map(|t| self.ty_string(t)).unwrap_or_default()
            }
            Value::Global(g) => self.symbol_ty(g),
            Value::Const(c) => {
                let Some(body) = self.body else { return String::new() };
                self.const_ty_string(&body.consts, c)
            }
        }
    }

    /// The program address space (`P<n>` of the data layout): the address
    /// space of functions.
    fn program_addr_space(&self) -> u32 {
        self.program_as
    }

    /// `ptr` in the symbol's address space.
    fn symbol_ty(&self, g: GlobalRef) -> String {
        let asp = match g {
            GlobalRef::Global(v) => self.m.globals[v].addr_space,
            GlobalRef::Func(_) => self.program_addr_space(),
        };
        if asp == 0 {
            "ptr".into()
        } else {
            format!("ptr addrspace({asp})")
        }
    }

    /// The type of an operand of the current function, if it is interned
    /// (a symbol's `ptr` may not be).
    fn value_type_id(&self, v: Value) -> Option<Type> {
        let body = self.body?;
        match v {
            Value::Local(l) => Some(body.locals[l].ty),
            Value::Global(g) => self.symbol_type_id(g),
            Value::Const(c) => self.const_type_id(&body.consts, c),
        }
    }

    /// The interned `ptr` type of symbol `g`, if any.
    fn symbol_type_id(&self, g: GlobalRef) -> Option<Type> {
        let addr_space = match g {
            GlobalRef::Global(v) => self.m.globals[v].addr_space,
            GlobalRef::Func(_) => self.program_addr_space(),
        };
        if addr_space == 0 {
            // Looked up once per writer: symbols are operands of most calls.
            return self.ptr0;
        }
        self.m.types.lookup(&TypeData::Ptr { addr_space })
    }

    /// Appends an operand of the current function, with its type first if
    /// `with_type`.
    fn value(&mut self, v: Value, with_type: bool) {
        if with_type {
            match self.value_type_id(v) {
                Some(t) => self.ty(t),
                None => {
                    let t = self.value_ty_string(v);
                    self.out.push_str(&t);
                }
            }
            self.out.push(' ');
        }
        match v {
            Value::Local(l) => self.local(l),
            Value::Global(g) => self.global(g),
            Value::Const(c) => {
                if let Some(body) = self.body {
                    self.konst(&body.consts, c, false);
                }
            }
        }
    }

    /// Appends `text` (echoed input) with `!N`/`#N` renumbered and, inside
    /// a function, its `%name` tokens renamed to the printed names.
    fn echo(&mut self, text: &str) {
        let mut buf = Vec::new();
        crate::slots::rewrite_refs(text, self.refs, &mut buf);
        let s = String::from_utf8_lossy(&buf).into_owned();
        if self.body.is_none() || !s.contains('%') {
            self.out.push_str(&s);
            return;
        }
        self.rename_locals(&s);
    }

    /// Appends `s` with each `%name` or `%N` token (outside strings)
    /// replaced by the printed name of the local written so.
    fn rename_locals(&mut self, s: &str) {
        if self.by_written.is_none() {
            let mut map = HashMap::new();
            if let Some(body) = self.body {
                for (l, d) in body.locals.iter() {
                    let start = self.out.len();
                    self.local(l);
                    let printed = self.out[start..].to_string();
                    self.out.truncate(start);
                    map.insert(d.name.to_string(), printed);
                }
            }
            self.by_written = Some(map);
        }
        let b = s.as_bytes();
        let mut i = 0;
        let mut copied = 0;
        while i < b.len() {
            match b[i] {
                b'"' => i = text::string_end(b, i) + 1,
                b'%' => {
                    let start = i;
                    i += 1;
                    let name: String = if i < b.len() && b[i] == b'"' {
                        let q = i + 1;
                        i = text::string_end(b, i);
                        let n = String::from_utf8_lossy(&b[q..i]).into_owned();
                        i += 1;
                        n
                    } else {
                        let q = i;
                        while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'-' | b'.' | b'_' | b'$')) {
                            i += 1;
                        }
                        s[q..i].to_string()
                    };
                    let printed = self.by_written.as_ref().and_then(|m| m.get(&name)).cloned();
                    if let Some(p) = printed {
                        self.out.push_str(&s[copied..start]);
                        self.out.push_str(&p);
                        copied = i.min(b.len());
                    }
                }
                _ => i += 1,
            }
        }
        self.out.push_str(&s[copied.min(s.len())..]);
    }

    /// Appends the printed number of the node written `!input`.
    fn md_number(&mut self, input: u32) {
        let n = self.refs.md(input).unwrap_or(input);
        self.out.push('!');
        push_decimal(&mut self.out, n);
    }
}

/// The program address space of `m` (`P<n>` of its data layout; 0 when
/// the layout does not say or the number does not parse, as LLVM's default).
fn program_addr_space_of(m: &Module) -> u32 {
    m.data_layout
        .text
        .split('-')
        .find_map(|s| s.strip_prefix('P').and_then(|n| n.parse().ok()))
        .unwrap_or(0)
}

/// Appends `n` in decimal. The writer prints numbers on most lines (slot
/// names, alignments, `!N`), and `write!` went through `fmt`'s padding
/// machinery for each.
pub(crate) fn push_decimal(out: &mut String, n: u32) {
    // Pushed as ASCII characters: going through `&str` validated the
    // digits again as UTF-8.
    let mut buf = [0u8; 10];
    let digits = crate::slots::decimal_digits(n, &mut buf);
    out.reserve(digits.len());
    for &d in digits {
        out.push(char::from(d));
    }
}

/// Appends `n` in decimal (see [`push_decimal`]); values that fit 32 bits
/// take the short path.
pub(crate) fn push_decimal_u64(out: &mut String, n: u64) {
    match u32::try_from(n) {
        Ok(n) => push_decimal(out, n),
        Err(_) => {
            let _ = write!(out, "{n}");
        }
    }
}

fn float_name(k: crate::types::FloatKind) -> &'static str {
    use crate::types::FloatKind::*;
    match k {
        Half => "half",
        BFloat => "bfloat",
        Float => "float",
        Double => "double",
        X86Fp80 => "x86_fp80",
        Fp128 => "fp128",
        PpcFp128 => "ppc_fp128",
        X86Amx => "x86_amx",
    }
}

#[cfg(test)]
mod tests {
    use super::{push_decimal, push_decimal_u64};

    #[test]
    fn decimals_match_display() {
        let mut out = String::from("x");
        for n in [0u32, 7, 9, 10, 99, 100, 4_096, 1_000_000_007, u32::MAX] {
            push_decimal(&mut out, n);
            out.push(',');
        }
        assert_eq!(out, "x0,7,9,10,99,100,4096,1000000007,4294967295,");
        let mut wide = String::new();
        for n in [0u64, u64::from(u32::MAX), u64::from(u32::MAX) + 1, u64::MAX] {
            push_decimal_u64(&mut wide, n);
            wide.push(' ');
        }
        assert_eq!(wide, format!("0 4294967295 4294967296 {} ", u64::MAX));
    }
}
