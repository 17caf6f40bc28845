//! Printing values and types the way LLVM's `AsmWriter` does, for the
//! `aa-eval` report.

use crate::func::{FunctionAA, Val, ValKind};
use llir::{FloatKind, GlobalRef, InstKind, Module, Type, TypeData};

/// LLVM's `printLLVMNameWithoutPrefix` plus the sigil: quotes and escapes
/// names that are not `[A-Za-z0-9._-]+` or start with a digit.
pub(crate) fn llvm_name(prefix: char, name: &str) -> String {
    let needs_quotes = name.is_empty()
        || name.as_bytes()[0].is_ascii_digit()
        || name
            .bytes()
            .any(|c| !(c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'_'));
    let mut s = String::new();
    s.push(prefix);
    if !needs_quotes {
        s.push_str(name);
        return s;
    }
    s.push('"');
    for &c in name.as_bytes() {
        if (0x20..0x7f).contains(&c) && c != b'\\' && c != b'"' {
            s.push(c as char);
        } else {
            s.push_str(&format!("\\{c:02X}"));
        }
    }
    s.push('"');
    s
}

/// A type as LLVM prints it with `NoDetails` (named structs by name).
pub(crate) fn type_name(m: &Module, t: Type) -> String {
    let mut out = String::new();
    // Explicit stack: (type, phase) where phase 0 opens, 1.. emits children.
    enum W {
        T(Type),
        S(&'static str),
        O(String),
    }
    let mut stack = vec![W::T(t)];
    while let Some(w) = stack.pop() {
        match w {
            W::S(s) => out.push_str(s),
            W::O(s) => out.push_str(&s),
            W::T(t) => match m.types.data(t) {
                TypeData::Void => out.push_str("void"),
                TypeData::Label => out.push_str("label"),
                TypeData::Metadata => out.push_str("metadata"),
                TypeData::Token => out.push_str("token"),
                TypeData::Int(w) => out.push_str(&format!("i{w}")),
                TypeData::Float(k) => out.push_str(match k {
                    FloatKind::Half => "half",
                    FloatKind::BFloat => "bfloat",
                    FloatKind::Float => "float",
                    FloatKind::Double => "double",
                    FloatKind::X86Fp80 => "x86_fp80",
                    FloatKind::Fp128 => "fp128",
                    FloatKind::PpcFp128 => "ppc_fp128",
                    FloatKind::X86Amx => "x86_amx",
                }),
                TypeData::Ptr { addr_space } => {
                    if *addr_space == 0 {
                        out.push_str("ptr");
                    } else {
                        out.push_str(&format!("ptr addrspace({addr_space})"));
                    }
                }
                TypeData::Vector { elem, len, scalable } => {
                    out.push('<');
                    if *scalable {
                        out.push_str("vscale x ");
                    }
                    out.push_str(&format!("{len} x "));
                    stack.push(W::S(">"));
                    stack.push(W::T(*elem));
                }
                TypeData::Array { elem, len } => {
                    out.push_str(&format!("[{len} x "));
                    stack.push(W::S("]"));
                    stack.push(W::T(*elem));
                }
                TypeData::Struct { fields, packed } => {
                    if fields.is_empty() {
                        out.push_str(if *packed { "<{}>" } else { "{}" });
                        continue;
                    }
                    out.push_str(if *packed { "<{ " } else { "{ " });
                    stack.push(W::S(if *packed { " }>" } else { " }" }));
                    for (i, f) in fields.iter().enumerate().rev() {
                        stack.push(W::T(*f));
                        if i > 0 {
                            stack.push(W::S(", "));
                        }
                    }
                }
                TypeData::Named(n) => out.push_str(&llvm_name('%', n)),
                TypeData::Function { ret, params, varargs } => {
                    let mut tail = String::from(")");
                    if *varargs {
                        tail = if params.is_empty() { "...)".into() } else { ", ...)".into() };
                    }
                    stack.push(W::O(tail));
                    for (i, p) in params.iter().enumerate().rev() {
                        stack.push(W::T(*p));
                        if i > 0 {
                            stack.push(W::S(", "));
                        }
                    }
                    stack.push(W::S(" ("));
                    stack.push(W::T(*ret));
                }
                TypeData::TargetExt(s) => out.push_str(s),
            },
        }
    }
    out
}

/// Splits `s` at commas outside brackets, parentheses, braces and quotes.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut quoted = false;
    let mut start = 0;
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        if quoted {
            if c == b'"' {
                quoted = false;
            }
        } else {
            match c {
                b'"' => quoted = true,
                b'(' | b'[' | b'{' | b'<' => depth += 1,
                b')' | b']' | b'}' | b'>' => depth -= 1,
                b',' if depth == 0 => {
                    parts.push(&s[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        i += 1;
    }
    parts.push(&s[start..]);
    parts
}

/// Strips a leading `ptr` / `ptr addrspace(N)` type from an operand text.
fn strip_ptr_type(s: &str) -> &str {
    let s = s.trim();
    let Some(rest) = s.strip_prefix("ptr") else { return s };
    let rest = rest.trim_start();
    if let Some(r) = rest.strip_prefix("addrspace(") {
        if let Some(p) = r.find(')') {
            return r[p + 1..].trim();
        }
    }
    rest
}

impl FunctionAA<'_> {
    /// The source text of instruction `i`.
    pub(crate) fn inst_text(&self, i: llir::Inst) -> &str {
        let d = &self.body().insts[i];
        self.module().source.get(d.span.range()).unwrap_or("")
    }

    /// The pointer operand of a load/store as written in the source.
    fn pointer_operand_text(&self, i: llir::Inst) -> Option<String> {
        let text = self.inst_text(i);
        let after_op = match &self.body().insts[i].kind {
            InstKind::Load { .. } => text.split_once(" load ").map(|x| x.1).or_else(|| text.strip_prefix("load "))?,
            InstKind::Store { .. } => text.strip_prefix("store ")?,
            _ => return None,
        };
        let parts = split_top_level(after_op);
        Some(strip_ptr_type(parts.get(1)?).to_string())
    }

    /// `v` as LLVM's `printAsOperand(OS, /*PrintType=*/false)` prints it.
    /// Constants are printed from the text of `site` (the load or store
    /// whose pointer operand `v` is).
    pub(crate) fn operand_text(&self, v: Val, site: Option<llir::Inst>) -> String {
        match self.kind(v) {
            ValKind::Arg(_) | ValKind::Inst(_) => {
                let l = self.as_local(v).expect("locals have locals");
                let name = &self.body().locals[l].name;
                if !name.is_empty() && name.bytes().all(|c| c.is_ascii_digit()) {
                    format!("%{name}")
                } else {
                    llvm_name('%', name)
                }
            }
            ValKind::Global(g) => {
                let name = match g {
                    GlobalRef::Func(f) => &self.module().funcs[f].name,
                    GlobalRef::Global(x) => &self.module().globals[x].name,
                };
                if !name.is_empty() && name.bytes().all(|c| c.is_ascii_digit()) {
                    format!("@{name}")
                } else {
                    llvm_name('@', name)
                }
            }
            ValKind::Const => {
                if self.is_null(v) {
                    return "null".into();
                }
                if let Some(t) = site.and_then(|i| self.pointer_operand_text(i)) {
                    return t;
                }
                "<constant>".into()
            }
        }
    }
}
