//! The whole module as `opt -S` prints it (AsmWriter's `printModule`).

use super::attrs::{fn_set, sorted};
use super::body::{md_kind_name, qualifier_rank, sorted_md};
use super::text::{escape_into, string_end};
use super::Writer;
use crate::attrs::Attr;
use crate::inst::{ConstData, GlobalRef};
use crate::metadata::{MdContent, MdRef};
use crate::module::{GlobalKind, Module};
use crate::slots::ModuleSlots;
use crate::span::Span;
use std::fmt::Write;

/// Module `module` as `opt-19 -S` prints it: header, named types,
/// comdats, globals, aliases, ifuncs, functions, attribute groups, named
/// metadata and metadata nodes, each section as LLVM separates them. See
/// the [module documentation](super) for what is printed from structure.
pub fn write_module(module: &Module) -> String {
    let slots = ModuleSlots::compute(module);
    let whole = slots.whole_module(module);
    let mut w = Writer::new(module, &whole.slots);
    w.first_extra = whole.groups.len() as u32;
    w.out.reserve(module.source.len() + module.source.len() / 8);
    let _ = writeln!(w.out, "; ModuleID = '{}'", module.file_name);
    let sf = module.source_filename.as_deref().unwrap_or(&module.file_name);
    w.out.push_str("source_filename = \"");
    escape_into(sf.as_bytes(), &mut w.out);
    w.out.push_str("\"\n");
    if !module.data_layout.text.is_empty() {
        let _ = writeln!(w.out, "target datalayout = \"{}\"", module.data_layout.text);
    }
    if let Some(t) = &module.target_triple {
        let _ = writeln!(w.out, "target triple = \"{t}\"");
    }
    let top = top_lines(module);
    if !top.asm.is_empty() {
        w.out.push('\n');
        for l in &top.asm {
            w.out.push_str(l);
            w.out.push('\n');
        }
    }
    if !top.types.is_empty() {
        w.out.push('\n');
        for l in &top.types {
            w.named_type_def(l);
            w.out.push('\n');
        }
    }
    if !top.comdats.is_empty() {
        w.out.push('\n');
        for (i, l) in top.comdats.iter().enumerate() {
            if i > 0 {
                w.out.push('\n');
            }
            w.out.push_str(l);
            w.out.push('\n');
        }
    }
    for pass in 0..3 {
        let mut first = true;
        for g in module.globals.keys() {
            let kind = match module.globals[g].kind {
                GlobalKind::Variable { .. } => 0,
                GlobalKind::Alias { .. } => 1,
                GlobalKind::IFunc { .. } => 2,
            };
            if kind != pass {
                continue;
            }
            if first {
                w.out.push('\n');
                first = false;
            }
            w.global_def(g);
            w.out.push('\n');
        }
    }
    for f in module.funcs.keys() {
        w.out.push('\n');
        w.function(&slots, f, None);
    }
    let mut groups = whole.groups.clone();
    groups.extend(std::mem::take(&mut w.extra_groups).into_iter().map(|g| g.1));
    if !groups.is_empty() {
        w.out.push('\n');
        for (i, g) in groups.iter().enumerate() {
            let refs: Vec<&Attr> = g.iter().collect();
            let set = fn_set(&refs);
            let _ = write!(w.out, "attributes #{i} = {{ ");
            for (k, a) in sorted(set.iter()).into_iter().enumerate() {
                if k > 0 {
                    w.out.push(' ');
                }
                w.attr(a);
            }
            w.out.push_str(" }\n");
        }
    }
    if !module.named_md.is_empty() {
        w.out.push('\n');
        for (name, ops) in &module.named_md {
            w.out.push('!');
            md_identifier(name, &mut w.out);
            w.out.push_str(" = !{");
            for (i, &n) in ops.iter().enumerate() {
                if i > 0 {
                    w.out.push_str(", ");
                }
                w.md_ref(&module.consts, &MdRef::Node(n));
            }
            w.out.push_str("}\n");
        }
    }
    if whole.md_count > 0 {
        let mut by_printed: Vec<Option<u32>> = vec![None; whole.md_count as usize];
        for &(input, printed) in whole.slots.md_pairs() {
            if let Some(slot) = by_printed.get_mut(printed as usize) {
                slot.get_or_insert(input);
            }
        }
        w.out.push('\n');
        for (printed, input) in by_printed.iter().enumerate() {
            let Some(node) = input.and_then(|i| module.md_numbers.get(&i).copied()) else {
                continue;
            };
            let d = &module.md_nodes[node];
            let _ = write!(w.out, "!{printed} = ");
            if d.distinct {
                w.out.push_str("distinct ");
            }
            match &d.content {
                MdContent::Tuple(ops) => {
                    w.out.push_str("!{");
                    for (i, o) in ops.iter().enumerate() {
                        if i > 0 {
                            w.out.push_str(", ");
                        }
                        w.md_ref(&module.consts, o);
                    }
                    w.out.push('}');
                }
                MdContent::Specialized { name, fields } => {
                    w.out.push('!');
                    w.out.push_str(name);
                    w.out.push('(');
                    w.echo(fields);
                    w.out.push(')');
                }
                MdContent::Alias(r) => w.md_ref(&module.consts, r),
            }
            w.out.push('\n');
        }
    }
    w.out
}

/// A metadata name as LLVM prints it: `\XX` escapes for bytes outside
/// `[-a-zA-Z$._0-9]` (and for a leading digit).
fn md_identifier(name: &str, out: &mut String) {
    for (i, b) in name.bytes().enumerate() {
        let ok = b.is_ascii_alphabetic() || matches!(b, b'-' | b'$' | b'.' | b'_') || (i > 0 && b.is_ascii_digit());
        if ok {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
}

/// Top-level lines llir keeps no structure for, as written.
#[derive(Default)]
struct TopLines<'a> {
    asm: Vec<&'a str>,
    types: Vec<&'a str>,
    comdats: Vec<&'a str>,
}

/// The `module asm`, `%T = type` and `$c = comdat` lines of the module,
/// outside function bodies.
fn top_lines(m: &Module) -> TopLines<'_> {
    let mut bodies: Vec<Span> = m.funcs.values().map(|f| f.span).collect();
    bodies.sort_by_key(|s| s.start);
    let mut out = TopLines::default();
    let mut pos = 0usize;
    let mut bi = 0usize;
    for line in m.source.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        while bi < bodies.len() && (bodies[bi].end as usize) <= start {
            bi += 1;
        }
        if bi < bodies.len() && (bodies[bi].start as usize) <= start {
            continue;
        }
        let l = line.trim_end();
        let t = l.trim_start();
        if t.starts_with("module asm") {
            out.asm.push(t);
        } else if t.starts_with('%') && t.contains("= type") {
            out.types.push(t);
        } else if t.starts_with('$') && t.contains("comdat") {
            out.comdats.push(t);
        }
    }
    out
}

impl Writer<'_> {
    /// Appends the definition of the named type whose input line is
    /// `line` (`%T = type {...}`), its body printed from the type table.
    fn named_type_def(&mut self, line: &str) {
        let name_end = line.find(" = type").or_else(|| line.find("=")).unwrap_or(line.len());
        let written = line[1..name_end].trim();
        // `line` is a slice of the source: its offset there finds the bytes
        // the parser's view replaced in a quoted name.
        let start = (written.as_ptr() as usize).wrapping_sub(self.m.source.as_ptr() as usize);
        let name = if start <= self.m.source.len() {
            crate::parse::name_in_source(self.m, written, start)
        } else {
            crate::parse::unescape_name(written)
        };
        let Some(t) = self.m.types.lookup(&crate::types::TypeData::Named(name)) else {
            self.out.push_str(line);
            return;
        };
        self.ty(t);
        self.out.push_str(" = type ");
        match self.m.types.named_body(t).cloned() {
            None => self.out.push_str("opaque"),
            Some(b) => {
                if b.packed {
                    self.out.push('<');
                }
                if b.fields.is_empty() {
                    self.out.push_str("{}");
                } else {
                    self.out.push_str("{ ");
                    for (i, f) in b.fields.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.ty(*f);
                    }
                    self.out.push_str(" }");
                }
                if b.packed {
                    self.out.push('>');
                }
            }
        }
    }

    /// Appends a global variable, alias or ifunc (no newline).
    fn global_def(&mut self, g: crate::entities::Global) {
        let m = self.m;
        let d = &m.globals[g];
        self.body = None;
        self.global(GlobalRef::Global(g));
        self.out.push_str(" = ");
        let mut quals: Vec<(u8, &str)> = d.qualifiers.iter().filter_map(|q| qualifier_rank(q).map(|r| (r, &**q))).collect();
        quals.sort_by_key(|q| q.0);
        if let GlobalKind::Variable { init: None, .. } = d.kind {
            let weak = d.qualifiers.iter().any(|q| &**q == "extern_weak");
            if !weak {
                self.out.push_str("external ");
            }
        }
        for (_, q) in &quals {
            self.out.push_str(q);
            self.out.push(' ');
        }
        let text = &m.source[d.span.range()];
        match &d.kind {
            GlobalKind::Variable {
                constant,
                value_ty,
                init,
                align,
            } => {
                self.out.push_str(if *constant { "constant " } else { "global " });
                self.ty(*value_ty);
                if let Some(c) = init {
                    self.out.push(' ');
                    self.konst(&m.consts, *c, false);
                }
                let parts = trailing_parts(text);
                let order = |p: &str| match p.split([' ', '(']).next().unwrap_or("") {
                    "section" => 0,
                    "partition" => 1,
                    "code_model" => 2,
                    "no_sanitize_address" | "no_sanitize_hwaddress" | "sanitize_memtag" | "sanitize_address_dyninit" => 3,
                    "comdat" => 4,
                    _ => 9,
                };
                let mut keep: Vec<&str> = parts.iter().copied().filter(|p| order(p) < 9).collect();
                keep.sort_by_key(|p| order(p));
                for p in keep {
                    self.out.push_str(", ");
                    self.out.push_str(p);
                }
                if let Some(a) = align {
                    let _ = write!(self.out, ", align {a}");
                }
            }
            GlobalKind::Alias { value_ty, aliasee }
            | GlobalKind::IFunc {
                value_ty,
                resolver: aliasee,
            } => {
                let word = if matches!(d.kind, GlobalKind::Alias { .. }) {
                    "alias "
                } else {
                    "ifunc "
                };
                self.out.push_str(word);
                self.ty(*value_ty);
                self.out.push_str(", ");
                let folded = self.fold(&m.consts, *aliasee);
                let is_expr = matches!(m.consts[folded], ConstData::Expr { .. });
                self.konst(&m.consts, folded, !is_expr);
            }
        }
        for (k, r) in sorted_md(&d.md) {
            self.out.push_str(", !");
            self.out.push_str(md_kind_name(k));
            self.out.push(' ');
            self.md_ref(&m.consts, r);
        }
        if let GlobalKind::Variable { .. } = d.kind {
            if let Some(n) = trailing_group(text) {
                let p = self.refs.attr_group(n).unwrap_or(n);
                let _ = write!(self.out, " #{p}");
            }
        }
    }
}

/// The parts of a global's text after top-level commas (the first part,
/// the head and initializer, left out).
fn trailing_parts(text: &str) -> Vec<&str> {
    let b = text.as_bytes();
    let mut parts = Vec::new();
    let mut depth = 0i32;
    let mut i = 0;
    let mut last = None;
    while i < b.len() {
        match b[i] {
            b'"' => i = string_end(b, i),
            b'(' | b'[' | b'{' | b'<' => depth += 1,
            b')' | b']' | b'}' | b'>' => depth -= 1,
            b',' if depth == 0 => {
                if let Some(s) = last {
                    parts.push(text[s..i].trim());
                }
                last = Some(i + 1);
            }
            _ => {}
        }
        i += 1;
    }
    if let Some(s) = last {
        parts.push(text[s..].trim());
    }
    parts
}

/// The `#N` after the last top-level part of a global's text.
fn trailing_group(text: &str) -> Option<u32> {
    let t = text.trim_end();
    let p = t.rfind('#')?;
    let digits = &t[p + 1..];
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Must not be inside a string.
    if t[p..].contains('"') {
        return None;
    }
    digits.parse().ok()
}
