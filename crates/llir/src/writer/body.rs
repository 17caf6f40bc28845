//! Function headers, blocks and instructions (AsmWriter's
//! `printFunction`, `printBasicBlock`, `printInstruction`).

use super::attrs::{fn_set, sorted};
use super::consts::opcode_name;
use super::text::string_end;
use super::{LineHook, Writer};
use crate::attrs::{Attr, AttrSet};
use crate::entities::{Func, Inst};
use crate::inst::{CallData, ConstData, InstData, InstFlags, InstKind, Opcode, Ordering, Value};
use crate::metadata::{MdKind, MdRef};
use crate::module::{BlockName, Body};
use crate::slots::ModuleSlots;
use crate::types::TypeData;
use entity::EntityId;
use std::fmt::Write;

/// The rank of a metadata kind in LLVM 19's fixed kind ids
/// (`FixedMetadataKinds.def`); other kinds come after, in written order.
fn md_kind_rank(k: &MdKind) -> u32 {
    const FIXED: &[&str] = &[
        "dbg",
        "tbaa",
        "prof",
        "fpmath",
        "range",
        "tbaa.struct",
        "invariant.load",
        "alias.scope",
        "noalias",
        "nontemporal",
        "llvm.mem.parallel_loop_access",
        "nonnull",
        "dereferenceable",
        "dereferenceable_or_null",
        "make.implicit",
        "unpredictable",
        "invariant.group",
        "align",
        "llvm.loop",
        "type",
        "section_prefix",
        "absolute_symbol",
        "associated",
        "callees",
        "irr_loop",
        "llvm.access.group",
        "callback",
        "llvm.preserve.access.index",
        "vcall_visibility",
        "noundef",
        "annotation",
        "nosanitize",
        "func_sanitize",
        "exclude",
        "memprof",
        "callsite",
        "kcfi_type",
        "pcsections",
        "DIAssignID",
        "coro.outside.frame",
    ];
    let name = md_kind_name(k);
    FIXED.iter().position(|n| *n == name).map_or(u32::MAX, |i| i as u32)
}

/// The name of a metadata kind, without `!`.
pub(super) fn md_kind_name(k: &MdKind) -> &str {
    match k {
        MdKind::Dbg => "dbg",
        MdKind::Tbaa => "tbaa",
        MdKind::TbaaStruct => "tbaa.struct",
        MdKind::AliasScope => "alias.scope",
        MdKind::NoAlias => "noalias",
        MdKind::InvariantLoad => "invariant.load",
        MdKind::InvariantGroup => "invariant.group",
        MdKind::Range => "range",
        MdKind::NonNull => "nonnull",
        MdKind::Other(n) => n,
    }
}

/// Attachments in LLVM's order: by kind id (stable for other kinds).
pub(super) fn sorted_md(md: &[(MdKind, MdRef)]) -> Vec<&(MdKind, MdRef)> {
    let mut v: Vec<&(MdKind, MdRef)> = md.iter().collect();
    v.sort_by_key(|(k, _)| md_kind_rank(k));
    v
}

fn ordering_name(o: Ordering) -> &'static str {
    match o {
        Ordering::NotAtomic => "",
        Ordering::Unordered => "unordered",
        Ordering::Monotonic => "monotonic",
        Ordering::Acquire => "acquire",
        Ordering::Release => "release",
        Ordering::AcqRel => "acq_rel",
        Ordering::SeqCst => "seq_cst",
    }
}

/// Linkage and the other words before a function's or global's type, in
/// the order LLVM prints them; `None` for words it does not print.
pub(super) fn qualifier_rank(q: &str) -> Option<u8> {
    Some(match q {
        "external" | "dso_preemptable" | "default" | "ccc" => return None,
        "private"
        | "internal"
        | "available_externally"
        | "linkonce"
        | "weak"
        | "common"
        | "appending"
        | "extern_weak"
        | "linkonce_odr"
        | "weak_odr" => 0,
        "dso_local" => 1,
        "hidden" | "protected" => 2,
        "dllimport" | "dllexport" => 3,
        _ if q.starts_with("thread_local") => 4,
        "unnamed_addr" | "local_unnamed_addr" => 5,
        _ if q.starts_with("addrspace") => 6,
        "externally_initialized" => 7,
        _ => 8, // calling conventions
    })
}

/// Words (and `word(...)` groups) of an instruction's text outside
/// strings, for what llir does not keep (syncscope,
/// explicit alignment of atomic read-modify-writes).
fn find_after<'t>(text: &'t str, word: &str) -> Option<&'t str> {
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' => i = string_end(b, i) + 1,
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let s = i;
                while i < b.len() && (b[i].is_ascii_alphanumeric() || matches!(b[i], b'_' | b'.')) {
                    i += 1;
                }
                let before_ok = s == 0 || !matches!(b[s - 1], b'%' | b'@' | b'!' | b'#' | b'$');
                if before_ok && &text[s..i] == word {
                    return Some(&text[i..]);
                }
            }
            _ => i += 1,
        }
    }
    None
}

/// The rank of a word group printed after a function's `#N`: `section`,
/// `partition`, `comdat`, (alignment: 3), `gc`, `prefix`, `prologue`,
/// `personality`; `None` for other qualifiers.
fn header_tail_rank(q: &str) -> Option<u8> {
    Some(match q.split([' ', '(']).next().unwrap_or("") {
        "section" => 0,
        "partition" => 1,
        "comdat" => 2,
        "gc" => 4,
        "prefix" => 5,
        "prologue" => 6,
        "personality" => 7,
        _ => return None,
    })
}

impl<'m> Writer<'m> {
    /// Appends function `f` (its `; Function Attrs:` line, header and body)
    /// ending with a newline.
    pub(super) fn function(&mut self, slots: &'m ModuleSlots, f: Func, mut hook: Option<&mut dyn LineHook>) {
        let m = self.m;
        self.slots = Some(slots);
        let func = &m.funcs[f];
        let fn_attrs = crate::slots::function_attrs(m, func);
        let fn_attrs_ref: Vec<&Attr> = fn_attrs.iter().collect();
        let set = if func.intrinsic_name().is_some() {
            fn_attrs.clone()
        } else {
            fn_set(&fn_attrs_ref)
        };
        let set_sorted = sorted(set.iter());
        if set_sorted.iter().any(|a| !a.is_string) {
            self.out.push_str("; Function Attrs: ");
            let mut first = true;
            for a in set_sorted.iter().filter(|a| !a.is_string) {
                if !first {
                    self.out.push(' ');
                }
                first = false;
                self.attr(a);
            }
            self.out.push('\n');
        }
        if let Some(body) = &func.body {
            self.enter_body(body, func.params.len());
        } else {
            self.body = None;
        }
        if func.is_declaration() {
            self.out.push_str("declare");
            for (k, r) in sorted_md(&func.md) {
                self.out.push_str(" !");
                self.out.push_str(md_kind_name(k));
                self.out.push(' ');
                self.md_ref(&m.consts, r);
            }
            self.out.push(' ');
        } else {
            self.out.push_str("define ");
        }
        let mut pre: Vec<(u8, &str)> = func
            .qualifiers
            .iter()
            .filter(|q| header_tail_rank(q).is_none())
            .filter_map(|q| qualifier_rank(q).filter(|&r| r <= 3 || r == 8).map(|r| (r, &**q)))
            .collect();
        pre.sort_by_key(|p| p.0);
        for (_, q) in &pre {
            self.out.push_str(q);
            self.out.push(' ');
        }
        // LLVM replaces an intrinsic declaration's whole attribute list by
        // the intrinsic's own, return and parameter attributes included.
        let intrinsic_args = func
            .intrinsic_name()
            .and_then(|n| crate::slots::intrinsic_arg_attrs(n, func.params.len()));
        let ret: Vec<&Attr> = match &intrinsic_args {
            Some((ret, _)) => ret.iter().collect(),
            None => m.attrs(&func.ret_attrs).collect(),
        };
        if !ret.is_empty() {
            self.attr_list(&ret);
            self.out.push(' ');
        }
        self.ty(func.ret_ty);
        self.out.push(' ');
        self.global(crate::inst::GlobalRef::Func(f));
        self.out.push('(');
        for (i, p) in func.params.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(p.ty);
            let a: Vec<&Attr> = match &intrinsic_args {
                Some((_, params)) => params.get(i).into_iter().flatten().collect(),
                None => m.attrs(&p.attrs).collect(),
            };
            if !a.is_empty() {
                self.out.push(' ');
                self.attr_list(&a);
            }
            if func.body.is_some() {
                self.out.push(' ');
                self.local(crate::entities::Local::from_u32(i as u32));
            }
        }
        if func.varargs {
            if !func.params.is_empty() {
                self.out.push_str(", ");
            }
            self.out.push_str("...");
        }
        self.out.push(')');
        for q in &func.qualifiers {
            if matches!(qualifier_rank(q), Some(5)) && header_tail_rank(q).is_none() {
                self.out.push(' ');
                self.out.push_str(q);
            }
        }
        let program_as = self.program_addr_space();
        if program_as != 0 {
            self.out.push_str(" addrspace(");
            super::push_decimal(&mut self.out, program_as);
            self.out.push(')');
        } else if let Some(q) = func.qualifiers.iter().find(|q| q.starts_with("addrspace")) {
            self.out.push(' ');
            self.out.push_str(q);
        }
        if let Some(n) = slots.function_attr_number(m, f) {
            self.out.push_str(" #");
            super::push_decimal(&mut self.out, n);
        }
        let mut tail: Vec<(u8, &str)> = func
            .qualifiers
            .iter()
            .filter_map(|q| header_tail_rank(q).map(|r| (r, &**q)))
            .collect();
        if let Some(crate::attrs::AttrValue::Int(_)) = m
            .attrs(&func.fn_attrs)
            .find(|a| !a.is_string && &*a.name == "align")
            .map(|a| &a.value)
        {
            tail.push((3, ""));
        }
        tail.sort_by_key(|t| t.0);
        for (r, q) in tail {
            if r == 3 {
                if let Some(crate::attrs::AttrValue::Int(n)) = m
                    .attrs(&func.fn_attrs)
                    .find(|a| !a.is_string && &*a.name == "align")
                    .map(|a| &a.value)
                {
                    let _ = write!(self.out, " align {n}");
                }
                continue;
            }
            self.out.push(' ');
            self.echo(q);
        }
        let Some(body) = &func.body else {
            self.out.push('\n');
            return;
        };
        for (k, r) in sorted_md(&func.md) {
            self.out.push_str(" !");
            self.out.push_str(md_kind_name(k));
            self.out.push(' ');
            self.md_ref(&m.consts, r);
        }
        self.out.push_str(" {");
        let preds = crate::uselist::block_predecessors(m, f, body);
        // Debug records sit between the previous instruction (or label) and
        // the instruction they belong to.
        let mut prev_end = body_start(m, func);
        for (b, bd) in body.blocks.iter() {
            let entry = b.index() == 0;
            if !entry || matches!(bd.name, BlockName::Named(_)) {
                self.out.push('\n');
            }
            if let BlockName::Named(_) = bd.name {
                self.block_bare(b);
                self.out.push(':');
            } else if !entry {
                self.block_bare(b);
                self.out.push(':');
            }
            if !entry {
                let line_start = self.out.rfind('\n').map_or(0, |p| p + 1);
                let col = self.out.len() - line_start;
                let pad = if col < 50 { 50 - col } else { 1 };
                // Pushed as one slice: extending by `pad` chars went
                // through the char-encoding loop once per space.
                const SPACES: &str = "                                                  ";
                self.out.push_str(&SPACES[..pad]);
                self.out.push(';');
                let ps = &preds[b.index()];
                if ps.is_empty() {
                    self.out.push_str(" No predecessors!");
                } else {
                    self.out.push_str(" preds = ");
                    for (i, &p) in ps.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.block(p);
                    }
                }
            }
            self.out.push('\n');
            if let Some(label) = bd.label {
                prev_end = prev_end.max(label.end as usize);
            }
            if let Some(h) = hook.as_deref_mut() {
                h.after_label(b, &mut self.out);
            }
            for &i in &bd.insts {
                let d = &body.insts[i];
                let start = d.span.start as usize;
                if start > prev_end {
                    self.records(&m.source[prev_end..start]);
                }
                prev_end = d.span.end as usize;
                if let Some(h) = hook.as_deref_mut() {
                    h.before_inst(i, &mut self.out);
                }
                self.out.push_str("  ");
                self.inst(i, d, body);
                self.out.push('\n');
            }
        }
        self.out.push_str("}\n");
    }

    /// Appends the debug records (`#dbg_value(...)`) found in `gap`, one
    /// per line, locals renamed and references renumbered.
    fn records(&mut self, gap: &str) {
        let b = gap.as_bytes();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b';' => {
                    while i < b.len() && b[i] != b'\n' {
                        i += 1;
                    }
                }
                b'#' if gap[i..].starts_with("#dbg_") => {
                    let s = i;
                    let mut depth = 0i32;
                    while i < b.len() {
                        match b[i] {
                            b'"' => i = string_end(b, i),
                            b'(' => depth += 1,
                            b')' => {
                                depth -= 1;
                                if depth == 0 {
                                    i += 1;
                                    break;
                                }
                            }
                            _ => {}
                        }
                        i += 1;
                    }
                    self.out.push_str("    ");
                    let rec = normalize_spaces(&gap[s..i.min(b.len())]);
                    self.echo(&rec);
                    self.out.push('\n');
                }
                _ => i += 1,
            }
        }
    }

    fn md_attachments(&mut self, md: &[(MdKind, MdRef)]) {
        let Some(body) = self.body else { return };
        for (k, r) in sorted_md(md) {
            self.out.push_str(", !");
            self.out.push_str(md_kind_name(k));
            self.out.push(' ');
            self.md_ref(&body.consts, r);
        }
    }

    fn flags(&mut self, f: InstFlags, d: &InstData) {
        if f.contains(InstFlags::FAST) {
            self.out.push_str(" fast");
        } else {
            for (bit, w) in [
                (InstFlags::NNAN, " nnan"),
                (InstFlags::NINF, " ninf"),
                (InstFlags::NSZ, " nsz"),
                (InstFlags::ARCP, " arcp"),
                (InstFlags::CONTRACT, " contract"),
                (InstFlags::AFN, " afn"),
                (InstFlags::REASSOC, " reassoc"),
            ] {
                if f.contains(bit) {
                    self.out.push_str(w);
                }
            }
        }
        if matches!(d.kind, InstKind::Gep { .. }) {
            if f.contains(InstFlags::INBOUNDS) {
                self.out.push_str(" inbounds");
            } else if f.contains(InstFlags::NUSW) {
                self.out.push_str(" nusw");
            }
            if f.contains(InstFlags::NUW) {
                self.out.push_str(" nuw");
            }
            return;
        }
        for (bit, w) in [
            (InstFlags::NUW, " nuw"),
            (InstFlags::NSW, " nsw"),
            (InstFlags::EXACT, " exact"),
            (InstFlags::DISJOINT, " disjoint"),
            (InstFlags::NNEG, " nneg"),
            (InstFlags::SAMESIGN, " samesign"),
        ] {
            if f.contains(bit) {
                self.out.push_str(w);
            }
        }
    }

    fn syncscope(&mut self, text: &str) {
        if let Some(rest) = find_after(text, "syncscope") {
            if let Some(end) = rest.find(')') {
                self.out.push_str(" syncscope");
                self.out.push_str(rest[..=end].trim_start());
            }
        }
    }

    /// `load` / `store` with its `atomic` and `volatile` words, then a space.
    fn memory_opcode(&mut self, opcode: &str, ordering: Ordering, volatile: bool) {
        self.out.push_str(opcode);
        if ordering != Ordering::NotAtomic {
            self.out.push_str(" atomic");
        }
        if volatile {
            self.out.push_str(" volatile");
        }
        self.out.push(' ');
    }

    fn atomic(&mut self, text: &str, o: Ordering) {
        if o != Ordering::NotAtomic {
            self.syncscope(text);
            self.out.push(' ');
            self.out.push_str(ordering_name(o));
        }
    }

    /// The explicit `align N` of an instruction's text (for instructions
    /// whose alignment llir does not keep).
    fn written_align(text: &str) -> Option<u64> {
        let mut t = text;
        let mut found = None;
        while let Some(rest) = find_after(t, "align") {
            let n: String = rest.trim_start().chars().take_while(|c| c.is_ascii_digit()).collect();
            if let Ok(v) = n.parse() {
                found = Some(v);
            }
            t = rest;
        }
        found
    }

    fn store_size(&self, t: crate::entities::Type) -> u64 {
        self.m.layout().store_size(t).unwrap_or(1).max(1)
    }

    /// ABI alignment; a scalable vector `<vscale x N x T>` has the
    /// alignment of `<N x T>` (its size rounded up to a power of two, as
    /// LLVM's default for vectors without a `v` entry).
    fn abi_align(&self, t: crate::entities::Type) -> u64 {
        if let TypeData::Vector { elem, len, scalable: true } = self.m.types.data(t) {
            let bits = self.m.layout().type_size_bits(*elem).unwrap_or(8) * len;
            return bits.div_ceil(8).max(1).next_power_of_two();
        }
        self.m.layout().abi_align(t).unwrap_or(1).max(1)
    }

    /// LLVM's preferred alignment (an `alloca` without `align`): the ABI
    /// alignment, except `i64` without an `i64:` entry in the layout
    /// (LLVM's default `i64:32:64`), and arrays of such.
    fn pref_align(&self, t: crate::entities::Type) -> u64 {
        let mut u = t;
        while let TypeData::Array { elem, .. } = self.m.types.data(u) {
            u = *elem;
        }
        if matches!(self.m.types.data(u), TypeData::Int(64)) && !self.m.data_layout.text.split('-').any(|s| s.starts_with("i64:")) {
            return 8;
        }
        self.abi_align(t)
    }

    fn operands_generic(&mut self, ops: &[Value]) {
        // Compared by interned id when every operand has one (no list of
        // ids is built: this runs for most instructions).
        let first_id = ops.first().and_then(|&o| self.value_type_id(o));
        let all = if first_id.is_some() && ops[1..].iter().all(|&o| self.value_type_id(o).is_some()) {
            ops[1..].iter().any(|&o| self.value_type_id(o) != first_id)
        } else {
            let first = self.value_ty_string(ops[0]);
            ops[1..].iter().any(|&o| self.value_ty_string(o) != first)
        };
        if !all {
            self.out.push(' ');
            self.value_ty_into(ops[0]);
        }
        self.out.push(' ');
        for (i, &o) in ops.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.value(o, all);
        }
    }

    fn call_common(&mut self, opname: &str, d: &InstData, c: &CallData) {
        self.out.push_str(opname);
        self.flags(d.flags, d);
        crate::callconv::write(c.cc, &mut self.out);
        let ret: Vec<&Attr> = self.m.attrs(&c.ret_attrs).collect();
        if !ret.is_empty() {
            self.out.push(' ');
            self.attr_list(&ret);
        }
        // The callee's address space, when it or the program's is not 0.
        let callee_ty = self.value_ty_string(c.callee);
        let callee_as = callee_ty
            .strip_prefix("ptr addrspace(")
            .and_then(|r| r.strip_suffix(')'))
            .and_then(|n| n.parse::<u32>().ok());
        match callee_as {
            Some(n) => {
                let _ = write!(self.out, " addrspace({n})");
            }
            None if self.program_addr_space() != 0 => self.out.push_str(" addrspace(0)"),
            None => {}
        }
        self.out.push(' ');
        let varargs = matches!(self.m.types.data(c.fn_ty), TypeData::Function { varargs: true, .. });
        if varargs {
            self.ty(c.fn_ty);
        } else {
            self.ty(d.ty);
        }
        self.out.push(' ');
        self.value(c.callee, false);
        self.out.push('(');
        let mut labels = c.label_args.iter();
        for (i, a) in c.args.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.ty(a.ty);
            let at: Vec<&Attr> = self.m.attrs(&a.attrs).collect();
            if !at.is_empty() {
                self.out.push(' ');
                self.attr_list(&at);
            }
            self.out.push(' ');
            if matches!(self.m.types.data(a.ty), TypeData::Label) {
                if let Some(&b) = labels.next() {
                    self.block(b);
                    continue;
                }
            }
            self.value(a.value, false);
        }
        self.out.push(')');
        self.call_fn_attrs(&c.fn_attrs);
        if !c.bundles.is_empty() {
            self.out.push_str(" [ ");
            for (i, b) in c.bundles.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.out.push('"');
                super::text::escape_into(b.tag.as_bytes(), &mut self.out);
                self.out.push_str("\"(");
                let mut first = true;
                for &v in &b.inputs {
                    if !first {
                        self.out.push_str(", ");
                    }
                    first = false;
                    self.value(v, true);
                }
                for &l in &b.labels {
                    if !first {
                        self.out.push_str(", ");
                    }
                    first = false;
                    self.out.push_str("label ");
                    self.block(l);
                }
                self.out.push(')');
            }
            self.out.push_str(" ]");
        }
    }

    fn call_fn_attrs(&mut self, set: &AttrSet) {
        if let Some(&g) = set.groups.first() {
            let n = self.m.attr_groups[g].number;
            let p = self.refs.attr_group(n).unwrap_or(n);
            self.out.push_str(" #");
            super::push_decimal(&mut self.out, p);
        } else if !set.attrs.is_empty() {
            // LLVM makes a group of attributes written inline: the module
            // part's number if it has the set, else a new one.
            let a: Vec<&Attr> = set.attrs.iter().collect();
            let attrs = fn_set(&a);
            let n = match self.slots.and_then(|s| s.attr_set_number(&attrs)) {
                Some(n) => n,
                None => {
                    let key = crate::slots::attr_set_key(&attrs);
                    let i = match self.extra_groups.iter().position(|g| g.0 == key) {
                        Some(i) => i,
                        None => {
                            self.extra_groups.push((key, attrs));
                            self.extra_groups.len() - 1
                        }
                    };
                    self.first_extra + i as u32
                }
            };
            self.out.push_str(" #");
            super::push_decimal(&mut self.out, n);
        }
    }

    fn shuffle_mask(&mut self, mask: Value) {
        let Some(body) = self.body else { return };
        let Value::Const(c) = mask else {
            self.out.push_str(", ");
            self.value(mask, true);
            return;
        };
        let elems: Option<Vec<i64>> = match &body.consts[c] {
            ConstData::Aggregate { elems, .. } => elems
                .iter()
                .map(|&e| match &body.consts[e] {
                    ConstData::Int { value, .. } => Some(*value as i64),
                    ConstData::Undef(_) | ConstData::Poison(_) => Some(-1),
                    _ => None,
                })
                .collect(),
            _ => None,
        };
        let len = match body.consts[c].recorded_type().map(|t| self.m.types.data(t)) {
            Some(TypeData::Vector { len, scalable, .. }) => (*len, *scalable),
            _ => (0, false),
        };
        self.out.push_str(", <");
        if len.1 {
            self.out.push_str("vscale x ");
        }
        let _ = write!(self.out, "{} x i32> ", len.0);
        match (&body.consts[c], elems) {
            (ConstData::Zero(_), _) => self.out.push_str("zeroinitializer"),
            (ConstData::Undef(_) | ConstData::Poison(_), _) => self.out.push_str("poison"),
            (_, Some(e)) if e.iter().all(|&x| x == 0) => self.out.push_str("zeroinitializer"),
            (_, Some(e)) if e.iter().all(|&x| x == -1) => self.out.push_str("poison"),
            (_, Some(e)) => {
                self.out.push('<');
                for (i, x) in e.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    if *x == -1 {
                        self.out.push_str("i32 poison");
                    } else {
                        let _ = write!(self.out, "i32 {x}");
                    }
                }
                self.out.push('>');
            }
            _ => {
                self.konst(&body.consts, c, false);
            }
        }
    }

    /// Appends instruction `i` (without indentation or newline).
    fn inst(&mut self, _i: Inst, d: &InstData, body: &'m Body) {
        let text = &self.m.source[d.span.range()];
        if let Some(l) = d.result {
            self.local(l);
            self.out.push_str(" = ");
        }
        match &d.kind {
            InstKind::Ret { value } => match value {
                None => self.out.push_str("ret void"),
                Some(v) => {
                    self.out.push_str("ret ");
                    self.value(*v, true);
                }
            },
            InstKind::Br { dest } => {
                self.out.push_str("br label ");
                self.block(*dest);
            }
            InstKind::CondBr { cond, if_true, if_false } => {
                self.out.push_str("br ");
                self.value(*cond, true);
                self.out.push_str(", label ");
                self.block(*if_true);
                self.out.push_str(", label ");
                self.block(*if_false);
            }
            InstKind::Switch { value, default, cases } => {
                self.out.push_str("switch ");
                self.value(*value, true);
                self.out.push_str(", label ");
                self.block(*default);
                self.out.push_str(" [");
                for (v, b) in cases {
                    self.out.push_str("\n    ");
                    self.value(*v, true);
                    self.out.push_str(", label ");
                    self.block(*b);
                }
                self.out.push_str("\n  ]");
            }
            InstKind::IndirectBr { address, dests } => {
                self.out.push_str("indirectbr ");
                self.value(*address, true);
                self.out.push_str(", [");
                for (i, b) in dests.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("label ");
                    self.block(*b);
                }
                self.out.push(']');
            }
            InstKind::Invoke { call, normal, unwind } => {
                self.call_common("invoke", d, call);
                self.out.push_str("\n          to label ");
                self.block(*normal);
                self.out.push_str(" unwind label ");
                self.block(*unwind);
            }
            InstKind::CallBr { call, default, indirect } => {
                self.call_common("callbr", d, call);
                self.out.push_str("\n          to label ");
                self.block(*default);
                self.out.push_str(" [");
                for (i, b) in indirect.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("label ");
                    self.block(*b);
                }
                self.out.push(']');
            }
            InstKind::Resume { value } => {
                self.out.push_str("resume ");
                self.value(*value, true);
            }
            InstKind::Unreachable => self.out.push_str("unreachable"),
            InstKind::CleanupRet { pad, unwind } => {
                self.out.push_str("cleanupret from ");
                self.value(*pad, false);
                self.out.push_str(" unwind ");
                match unwind {
                    Some(b) => {
                        self.out.push_str("label ");
                        self.block(*b);
                    }
                    None => self.out.push_str("to caller"),
                }
            }
            InstKind::CatchRet { pad, dest } => {
                self.out.push_str("catchret from ");
                self.value(*pad, false);
                self.out.push_str(" to label ");
                self.block(*dest);
            }
            InstKind::CatchSwitch { parent, handlers, unwind } => {
                self.out.push_str("catchswitch within ");
                self.value(*parent, false);
                self.out.push_str(" [");
                for (i, b) in handlers.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("label ");
                    self.block(*b);
                }
                self.out.push_str("] unwind ");
                match unwind {
                    Some(b) => {
                        self.out.push_str("label ");
                        self.block(*b);
                    }
                    None => self.out.push_str("to caller"),
                }
            }
            InstKind::Call(c) => {
                if let Some(t) = &c.tail {
                    self.out.push_str(t);
                    self.out.push(' ');
                }
                self.call_common("call", d, c);
            }
            InstKind::Alloca {
                allocated,
                count,
                align,
                addr_space,
                inalloca,
            } => {
                self.out.push_str("alloca ");
                if *inalloca {
                    self.out.push_str("inalloca ");
                }
                if find_after(text, "swifterror").is_some() {
                    self.out.push_str("swifterror ");
                }
                self.ty(*allocated);
                if let Some(n) = count {
                    let is_i32_one = match n {
                        Value::Const(c) => {
                            matches!(&body.consts[*c], ConstData::Int { ty, value: 1 } if matches!(self.m.types.data(*ty), TypeData::Int(32)))
                        }
                        _ => false,
                    };
                    if !is_i32_one {
                        self.out.push_str(", ");
                        self.value(*n, true);
                    }
                }
                let a = align.unwrap_or_else(|| self.pref_align(*allocated));
                self.out.push_str(", align ");
                super::push_decimal_u64(&mut self.out, a);
                if *addr_space != 0 {
                    let _ = write!(self.out, ", addrspace({addr_space})");
                }
            }
            InstKind::Load {
                ty,
                ptr,
                align,
                volatile,
                ordering,
            } => {
                self.memory_opcode("load", *ordering, *volatile);
                self.ty(*ty);
                self.out.push_str(", ");
                self.value(*ptr, true);
                self.atomic(text, *ordering);
                let a = align.unwrap_or_else(|| self.abi_align(*ty));
                self.out.push_str(", align ");
                super::push_decimal_u64(&mut self.out, a);
            }
            InstKind::Store {
                value,
                ptr,
                align,
                volatile,
                ordering,
            } => {
                self.memory_opcode("store", *ordering, *volatile);
                self.value(*value, true);
                self.out.push_str(", ");
                self.value(*ptr, true);
                self.atomic(text, *ordering);
                let vt = self.value_type(*value, body);
                let a = align.unwrap_or_else(|| vt.map_or(1, |t| self.abi_align(t)));
                self.out.push_str(", align ");
                super::push_decimal_u64(&mut self.out, a);
            }
            InstKind::Fence { ordering } => {
                self.out.push_str("fence");
                self.atomic(text, *ordering);
            }
            InstKind::CmpXchg {
                ptr,
                cmp,
                new,
                volatile,
                weak,
                success,
                failure,
            } => {
                self.out.push_str("cmpxchg");
                if *weak {
                    self.out.push_str(" weak");
                }
                if *volatile {
                    self.out.push_str(" volatile");
                }
                self.out.push(' ');
                self.value(*ptr, true);
                self.out.push_str(", ");
                self.value(*cmp, true);
                self.out.push_str(", ");
                self.value(*new, true);
                self.syncscope(text);
                let _ = write!(self.out, " {} {}", ordering_name(*success), ordering_name(*failure));
                let vt = self.value_type(*cmp, body);
                let a = Self::written_align(text).unwrap_or_else(|| vt.map_or(1, |t| self.store_size(t)));
                self.out.push_str(", align ");
                super::push_decimal_u64(&mut self.out, a);
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                volatile,
                ordering,
            } => {
                self.out.push_str("atomicrmw");
                if *volatile {
                    self.out.push_str(" volatile");
                }
                let _ = write!(self.out, " {op} ");
                self.value(*ptr, true);
                self.out.push_str(", ");
                self.value(*value, true);
                self.atomic(text, *ordering);
                let vt = self.value_type(*value, body);
                let a = Self::written_align(text).unwrap_or_else(|| vt.map_or(1, |t| self.store_size(t)));
                self.out.push_str(", align ");
                super::push_decimal_u64(&mut self.out, a);
            }
            InstKind::VaArg { list, ty } => {
                self.out.push_str("va_arg ");
                self.value(*list, true);
                self.out.push_str(", ");
                self.ty(*ty);
            }
            InstKind::Gep {
                source_ty, base, indices, ..
            } => {
                self.out.push_str("getelementptr");
                self.flags(d.flags, d);
                self.out.push(' ');
                self.ty(*source_ty);
                self.out.push(',');
                let mut ops = vec![*base];
                ops.extend(indices.iter().copied());
                self.operands_generic(&ops);
            }
            InstKind::Phi { incoming } => {
                self.out.push_str("phi");
                self.flags(d.flags, d);
                self.out.push(' ');
                self.ty(d.ty);
                self.out.push(' ');
                for (i, (v, b)) in incoming.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.out.push_str("[ ");
                    self.value(*v, false);
                    self.out.push_str(", ");
                    self.block(*b);
                    self.out.push_str(" ]");
                }
            }
            InstKind::Select { cond, if_true, if_false } => {
                self.out.push_str("select");
                self.flags(d.flags, d);
                self.out.push(' ');
                self.value(*cond, true);
                self.out.push_str(", ");
                self.value(*if_true, true);
                self.out.push_str(", ");
                self.value(*if_false, true);
            }
            InstKind::Cast { op, value, to } => {
                self.out.push_str(opcode_name(*op));
                self.flags(d.flags, d);
                self.out.push(' ');
                self.value(*value, true);
                self.out.push_str(" to ");
                self.ty(*to);
            }
            InstKind::LandingPad { cleanup, clauses } => {
                self.out.push_str("landingpad ");
                self.ty(d.ty);
                if *cleanup {
                    self.out.push_str("\n          cleanup");
                }
                for v in clauses {
                    self.out.push('\n');
                    let filter = self
                        .value_type(*v, body)
                        .is_some_and(|t| matches!(self.m.types.data(t), TypeData::Array { .. }));
                    self.out.push_str(if filter { "          filter " } else { "          catch " });
                    self.value(*v, true);
                }
            }
            InstKind::CatchPad { catchswitch, args } | InstKind::CleanupPad { parent: catchswitch, args } => {
                let name = if matches!(d.kind, InstKind::CatchPad { .. }) {
                    "catchpad"
                } else {
                    "cleanuppad"
                };
                self.out.push_str(name);
                self.out.push_str(" within ");
                self.value(*catchswitch, false);
                self.out.push_str(" [");
                for (i, a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.value(*a, true);
                }
                self.out.push(']');
            }
            InstKind::Other { op, operands } => {
                self.out.push_str(opcode_name(*op));
                self.flags(d.flags, d);
                if let Some(p) = d.flags.predicate() {
                    self.out.push(' ');
                    self.out.push_str(p);
                }
                match op {
                    Opcode::ExtractValue | Opcode::InsertValue => {
                        let n = if *op == Opcode::InsertValue { 2 } else { 1 };
                        self.out.push(' ');
                        for (i, &o) in operands.iter().enumerate() {
                            if i > 0 {
                                self.out.push_str(", ");
                            }
                            if i < n {
                                self.value(o, true);
                            } else {
                                self.value(o, false);
                            }
                        }
                    }
                    Opcode::ShuffleVector if operands.len() == 3 => {
                        self.out.push(' ');
                        self.value(operands[0], true);
                        self.out.push_str(", ");
                        self.value(operands[1], true);
                        self.shuffle_mask(operands[2]);
                    }
                    _ if !operands.is_empty() => self.operands_generic(operands),
                    _ => {}
                }
            }
        }
        self.md_attachments(&d.md);
        self.gc_relocate_comment(d);
    }

    /// The comment AsmWriter's `printInfoComment` puts after a call of
    /// `llvm.experimental.gc.relocate`: ` ; (base, derived)`, the inputs
    /// of the statepoint's `gc-live` bundle (its call arguments without
    /// one) at the relocate's two indices. The statepoint is the call that
    /// defines the token, or, for a token from a `landingpad`, the `invoke`
    /// whose unwind edge reaches the landing pad's block. Nothing is
    /// written when that cannot be followed (malformed input).
    fn gc_relocate_comment(&mut self, d: &InstData) {
        let Some(body) = self.body else { return };
        let Some(c) = d.call() else { return };
        let Value::Global(crate::inst::GlobalRef::Func(f)) = c.callee else {
            return;
        };
        if !self.m.funcs[f].name.starts_with("llvm.experimental.gc.relocate") || c.args.len() < 3 {
            return;
        }
        let index = |v: Value| match v {
            Value::Const(k) => match &body.consts[k] {
                ConstData::Int { value, .. } => usize::try_from(*value).ok(),
                _ => None,
            },
            _ => None,
        };
        let (Some(bi), Some(di)) = (index(c.args[1].value), index(c.args[2].value)) else {
            return;
        };
        let Value::Local(token) = c.args[0].value else {
            // An `undef` or `none` token: LLVM relocates `undef`.
            self.out.push_str(" ; (undef, undef)");
            return;
        };
        let crate::inst::LocalDef::Inst(def) = body.locals[token].def else {
            return;
        };
        let statepoint = match &body.insts[def].kind {
            InstKind::LandingPad { .. } => {
                let pad = body.insts[def].block;
                let mut invokes = body
                    .insts
                    .values()
                    .filter(|x| matches!(x.kind, InstKind::Invoke { unwind, .. } if unwind == pad));
                match (invokes.next(), invokes.next()) {
                    (Some(x), None) => x,
                    _ => return,
                }
            }
            _ => &body.insts[def],
        };
        let Some(sp) = statepoint.call() else { return };
        let live: Vec<Value> = match sp.bundles.iter().find(|b| &*b.tag == "gc-live") {
            Some(b) => b.inputs.clone(),
            None => sp.args.iter().map(|a| a.value).collect(),
        };
        let (Some(&base), Some(&derived)) = (live.get(bi), live.get(di)) else {
            return;
        };
        self.out.push_str(" ; (");
        self.value(base, false);
        self.out.push_str(", ");
        self.value(derived, false);
        self.out.push(')');
    }

    fn value_ty_into(&mut self, v: Value) {
        match self.value_type_id(v) {
            Some(t) => self.ty(t),
            None => {
                let t = self.value_ty_string(v);
                self.out.push_str(&t);
            }
        }
    }

    fn value_type(&self, v: Value, body: &Body) -> Option<crate::entities::Type> {
        match v {
            Value::Local(l) => Some(body.locals[l].ty),
            Value::Const(c) => body.consts[c].recorded_type(),
            Value::Global(_) => self.m.types.lookup(&TypeData::Ptr { addr_space: 0 }),
        }
    }
}

/// The byte offset just after the `{` that opens `func`'s body.
fn body_start(m: &crate::module::Module, func: &crate::module::Function) -> usize {
    let text = &m.source[func.span.range()];
    // The body starts at the first `{` outside strings and parentheses
    // after the parameter list.
    let b = text.as_bytes();
    let mut i = 0;
    let mut depth = 0i32;
    let mut seen_params = false;
    while i < b.len() {
        match b[i] {
            b'"' => i = string_end(b, i),
            b'(' => {
                depth += 1;
                seen_params = true;
            }
            b')' => depth -= 1,
            b'{' if depth == 0 && seen_params => return func.span.start as usize + i + 1,
            _ => {}
        }
        i += 1;
    }
    func.span.start as usize
}

/// Collapses runs of blanks (and newlines) to one space, outside strings.
fn normalize_spaces(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut in_str = false;
    let mut space = false;
    for c in s.chars() {
        if c == '"' {
            in_str = !in_str;
        }
        if !in_str && c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !out.is_empty() {
            out.push(' ');
        }
        space = false;
        out.push(c);
    }
    out
}
