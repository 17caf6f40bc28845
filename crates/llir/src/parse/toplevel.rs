//! Module-level entities, read sequentially. Function bodies are only
//! delimited here (by brace matching on raw bytes) and parsed later, in
//! parallel.

use super::attrs::{is_qualifier_word, AttrPos};
use super::body::ParamName;
use super::core::{perr, Env, PResult, Parser, SharedEnv, TopEnv};
use super::lexer::Tok;
use super::types::is_type_word;
use crate::attrs::{AttrGroupData, AttrSet};
use crate::entities::{AttrGroup, Const, Func, Global, MdNode};
use crate::inst::{ConstData, GlobalRef};
use crate::metadata::{MdContent, MdKind, MdNodeData, MdRef};
use crate::module::{Function, GlobalData, GlobalKind, Param};
use crate::span::Span;
use crate::types::{StructBody, TypeData};
use entity::PrimaryMap;

/// A function body to parse: its function, parameters, and the byte range
/// from just after `{` to the closing `}`.
pub(super) struct BodyJob {
    pub func: Func,
    pub params: Vec<ParamName>,
    pub start: usize,
    pub end: usize,
}

/// Everything the module-level pass produces.
#[derive(Default)]
pub(super) struct TopOut {
    pub source_filename: Option<String>,
    pub target_triple: Option<String>,
    pub data_layout: Option<(String, usize)>,
    pub globals: PrimaryMap<Global, GlobalData>,
    pub funcs: PrimaryMap<Func, Function>,
    pub named_md: Vec<(String, Vec<MdNode>)>,
    pub attr_groups: PrimaryMap<AttrGroup, AttrGroupData>,
    pub md_nodes: PrimaryMap<MdNode, MdNodeData>,
    pub consts: PrimaryMap<Const, ConstData>,
    pub jobs: Vec<BodyJob>,
    pub shared: SharedEnv,
}

/// Returns the position of the `}` matching the `{` just before `pos`,
/// skipping strings and comments.
///
/// This scan is the sequential part of reading a body, so it jumps from
/// one byte that matters to the next with SIMD searches (`memchr`): the
/// next `{`, `}` or `"`, and a `;` before it (a `;` starts a comment
/// unless a string before it swallows it, and a comment swallows whatever
/// it holds), each searched again only once the scan has passed it. The
/// `;` search stops at the next `{`, `}` or `"`: searched to the end of
/// the input, it read the rest of the file for every body of a file
/// without comments (quadratic in the number of functions).
/// A string or comment cut off by the end of the input ends the scan
/// there: an unterminated string gives `None`, as does a missing `}`.
fn matching_brace(b: &[u8], mut pos: usize) -> Option<usize> {
    let find_special = |from: usize| memchr::memchr3(b'{', b'}', b'"', &b[from..]).map_or(b.len(), |i| from + i);
    // The first `;` in `from..to`, or `to` if there is none.
    let find_semi = |from: usize, to: usize| memchr::memchr(b';', &b[from..to]).map_or(to, |i| from + i);
    let mut depth = 1u32;
    let mut special = find_special(pos);
    let mut semi = find_semi(pos, special);
    loop {
        if semi < special {
            pos = memchr::memchr(b'\n', &b[semi..]).map_or(b.len(), |i| semi + i);
        } else if special < b.len() {
            let p = special;
            pos = p + 1;
            match b[p] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(p);
                    }
                }
                // `"`: skip the string, closing quote included.
                _ => pos += memchr::memchr(b'"', &b[pos..])? + 1,
            }
        } else {
            return None;
        }
        if special < pos {
            special = find_special(pos);
            semi = find_semi(pos, special);
        } else if semi < pos {
            semi = find_semi(pos, special);
        }
    }
}

/// The `; Function Attrs: ...` line right before the line holding `pos`.
fn attrs_comment(b: &[u8], pos: usize) -> Option<Span> {
    let line_start = b[..pos].iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
    if b[line_start..pos].iter().any(|&c| c != b' ' && c != b'\t') || line_start == 0 {
        return None;
    }
    let prev_end = line_start - 1;
    let prev_start = b[..prev_end].iter().rposition(|&c| c == b'\n').map_or(0, |i| i + 1);
    let mut e = prev_end;
    if e > prev_start && b[e - 1] == b'\r' {
        e -= 1;
    }
    b[prev_start..e].starts_with(b"; Function Attrs:").then(|| Span::new(prev_start, e))
}

impl<'a> Parser<'a> {
    fn top(&mut self) -> &mut TopEnv {
        match &mut self.env {
            Env::Top(t) => t,
            Env::Body(_) => unreachable!("module-level parsing uses the module environment"),
        }
    }

    /// Reads the whole module.
    pub fn parse_top(&mut self, out: &mut TopOut) -> PResult<()> {
        loop {
            let t = self.tok;
            match t.kind {
                Tok::Eof => break,
                Tok::Word => match self.tbytes(t) {
                    b"source_filename" => {
                        self.bump();
                        self.expect(Tok::Equal, "'=' after source_filename")?;
                        let s = self.expect(Tok::Str, "file name string")?;
                        out.source_filename = Some(self.string_of(s).into_owned());
                    }
                    b"target" => {
                        self.bump();
                        let which = self.tok;
                        if !(self.at_word("datalayout") || self.at_word("triple")) {
                            return self.expected("'datalayout' or 'triple' after 'target'");
                        }
                        self.bump();
                        self.expect(Tok::Equal, "'='")?;
                        let s = self.expect(Tok::Str, "string")?;
                        let v = self.string_of(s).into_owned();
                        if self.text(which) == "datalayout" {
                            out.data_layout = Some((v, s.start() + 1));
                        } else {
                            out.target_triple = Some(v);
                        }
                    }
                    b"module" => {
                        self.bump();
                        self.expect_word("asm")?;
                        self.expect(Tok::Str, "module asm string")?;
                    }
                    b"define" | b"declare" => self.parse_function(out)?,
                    b"attributes" => {
                        self.bump();
                        let g = self.expect(Tok::AttrGroupId, "attribute group '#N'")?;
                        let id = self.attr_group(g)?;
                        self.expect(Tok::Equal, "'=' after attribute group")?;
                        self.expect(Tok::LBrace, "'{' with attributes")?;
                        let set = self.parse_attrs(AttrPos::Group)?;
                        self.expect(Tok::RBrace, "'}' after attributes")?;
                        // At module level every mentioned group gets an id.
                        if let Some(id) = id {
                            // A group defined twice is its last definition, as in
                            // opt-19 (which reads each definition afresh).
                            let entry = &mut self.top().groups[id];
                            entry.2 = Some(AttrGroupData {
                                number: entry.0,
                                attrs: set.attrs,
                            });
                        }
                    }
                    b"uselistorder" => {
                        self.bump();
                        let ty = self.parse_type()?;
                        self.parse_value(ty)?;
                        self.expect(Tok::Comma, "',' in uselistorder")?;
                        self.skip_index_list()?;
                    }
                    b"uselistorder_bb" => {
                        self.bump();
                        self.expect(Tok::GlobalVar, "function name")?;
                        self.expect(Tok::Comma, "','")?;
                        if !matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
                            return self.expected("basic block name");
                        }
                        self.bump();
                        self.expect(Tok::Comma, "','")?;
                        self.skip_index_list()?;
                    }
                    _ => return perr(t.start(), format!("expected top-level entity, found '{}'", self.text(t))),
                },
                Tok::LocalVar | Tok::LocalId => self.parse_named_type()?,
                Tok::GlobalVar | Tok::GlobalId => self.parse_global(out)?,
                Tok::ComdatVar => {
                    self.bump();
                    self.expect(Tok::Equal, "'=' after comdat name")?;
                    self.expect_word("comdat")?;
                    if self.word().is_none() {
                        return self.expected("comdat selection kind");
                    }
                    self.bump();
                }
                Tok::MetaName => {
                    let n = self.bump();
                    self.expect(Tok::Equal, "'=' after metadata name")?;
                    self.expect(Tok::Exclaim, "'!{' with named metadata operands")?;
                    self.expect(Tok::LBrace, "'{' with named metadata operands")?;
                    let mut nodes = Vec::new();
                    if !self.eat(Tok::RBrace) {
                        loop {
                            match self.tok.kind {
                                Tok::MetaId => {
                                    let t = self.bump();
                                    nodes.push(self.md_node(t)?);
                                }
                                Tok::MetaName => {
                                    // !DIExpression() in named metadata.
                                    self.bump();
                                    self.skip_parens()?;
                                }
                                _ => return self.expected("metadata node '!N'"),
                            }
                            if self.eat(Tok::RBrace) {
                                break;
                            }
                            self.expect(Tok::Comma, "',' or '}' in named metadata")?;
                        }
                    }
                    out.named_md.push((self.name_of(n).into_owned(), nodes));
                }
                Tok::MetaId => {
                    let n = self.bump();
                    let id = self.md_node(n)?;
                    self.expect(Tok::Equal, "'=' after metadata node number")?;
                    let number = self.top().md[id].0;
                    let data = self.parse_md_node_body(number)?;
                    let entry = &mut self.top().md[id];
                    if entry.2.is_some() {
                        return perr(n.start(), format!("redefinition of metadata '!{number}'"));
                    }
                    entry.2 = Some((n.start(), data));
                }
                Tok::Caret => {
                    // A summary entry (`^0 = module: ...`): one line, skipped.
                    let eol = self.bytes[t.start()..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(self.bytes.len(), |i| t.start() + i);
                    self.reset_to(eol);
                }
                _ => return self.expected("top-level entity (define, declare, global, type, metadata or attributes)"),
            }
        }
        Ok(())
    }

    /// `%T = type ...`.
    fn parse_named_type(&mut self) -> PResult<()> {
        let n = self.bump();
        self.expect(Tok::Equal, "'=' after type name")?;
        self.expect_word("type")?;
        let name = self.name_of(n);
        if self.eat_word("opaque") {
            let ty = self.named_type(n)?;
            return self.mark_defined(ty, n.start(), &name);
        }
        let packed = self.at(Tok::Less) && self.peek2().kind == Tok::LBrace;
        if self.at(Tok::LBrace) || packed {
            let ty = self.named_type(n)?;
            if packed {
                self.bump();
            }
            let fields = self.parse_struct_fields()?;
            if packed {
                self.expect(Tok::Greater, "'>' after packed struct")?;
            }
            self.mark_defined(ty, n.start(), &name)?;
            self.types.set_named_body(ty, StructBody { fields, packed });
            return Ok(());
        }
        // `%T = type i32`: a plain alias of another type.
        if self.top().shared.named_types.contains_key(&*name) {
            return perr(n.start(), "non-struct types may not be recursive");
        }
        let ty = self.parse_type()?;
        let top = self.top();
        top.shared.named_types.insert(name.into(), ty);
        top.defined_types.insert(ty, ());
        Ok(())
    }

    fn mark_defined(&mut self, ty: crate::entities::Type, pos: usize, name: &str) -> PResult<()> {
        if self.top().defined_types.insert(ty, ()).is_some() {
            return perr(pos, format!("redefinition of type '%{name}'"));
        }
        Ok(())
    }

    fn define_symbol(&mut self, t: super::lexer::Token, r: GlobalRef) -> PResult<()> {
        let name = self.name_of(t);
        let top = self.top();
        if top.shared.symbols.insert(name.into(), r).is_some() {
            return perr(t.start(), format!("redefinition of global '{}'", self.text(t)));
        }
        Ok(())
    }

    /// `@g = ... global|constant|alias|ifunc ...`.
    fn parse_global(&mut self, out: &mut TopOut) -> PResult<()> {
        let n = self.bump();
        self.expect(Tok::Equal, "'=' after global name")?;
        let mut qualifiers: Vec<Box<str>> = Vec::new();
        let mut addr_space = 0;
        let mut external = false;
        let kw = loop {
            let t = self.tok;
            let Some(w) = self.word() else {
                return self.expected("'global', 'constant', 'alias' or 'ifunc'");
            };
            match w {
                b"global" | b"constant" | b"alias" | b"ifunc" => {
                    self.bump();
                    break w;
                }
                b"addrspace" => {
                    addr_space = self.opt_addrspace()?;
                    qualifiers.push(self.src[t.start()..self.prev_end].into());
                }
                b"thread_local" => {
                    self.bump();
                    if self.at(Tok::LParen) {
                        self.skip_parens()?;
                    }
                    qualifiers.push(self.src[t.start()..self.prev_end].into());
                }
                b"externally_initialized" => {
                    self.bump();
                    qualifiers.push(self.text(t).into());
                }
                _ if is_qualifier_word(w) => {
                    if w == b"external" || w == b"extern_weak" {
                        external = true;
                    }
                    self.bump();
                    qualifiers.push(self.text(t).into());
                }
                _ => return self.expected("'global', 'constant', 'alias' or 'ifunc'"),
            }
        };
        let id = out.globals.next_key();
        self.define_symbol(n, GlobalRef::Global(id))?;
        let mut md = Vec::new();
        let kind = match kw {
            b"global" | b"constant" => {
                let value_ty = self.parse_type()?;
                let init = if external { None } else { Some(self.parse_const(value_ty)?) };
                let align = self.parse_global_options(&mut md)?;
                GlobalKind::Variable {
                    constant: kw == b"constant",
                    value_ty,
                    init,
                    align,
                }
            }
            _ => {
                let value_ty = self.parse_type()?;
                self.expect(Tok::Comma, "',' after alias type")?;
                // As in LLVM's parser, an aliasee or resolver written as a
                // `bitcast`, `getelementptr`, `addrspacecast` or `inttoptr`
                // expression may leave out its type: it is a pointer.
                let c = if matches!(self.word(), Some(b"bitcast" | b"getelementptr" | b"addrspacecast" | b"inttoptr")) {
                    let ptr = self.types.ptr(0);
                    self.parse_const(ptr)?
                } else {
                    self.parse_typed_const()?.1
                };
                self.parse_global_options(&mut md)?;
                if kw == b"alias" {
                    GlobalKind::Alias { value_ty, aliasee: c }
                } else {
                    GlobalKind::IFunc { value_ty, resolver: c }
                }
            }
        };
        out.globals.push(GlobalData {
            name: self.name_of(n).into_owned(),
            kind,
            addr_space,
            qualifiers,
            span: Span::new(n.start(), self.prev_end),
            md,
        });
        Ok(())
    }

    /// `, section "s"`, `, align N`, `, comdat`, `, !dbg !5`, ... and trailing
    /// attributes; returns the alignment.
    fn parse_global_options(&mut self, md: &mut Vec<(MdKind, MdRef)>) -> PResult<Option<u64>> {
        let mut align = None;
        while self.eat(Tok::Comma) {
            if self.at(Tok::MetaName) {
                self.parse_one_attachment(md)?;
                continue;
            }
            match self.word() {
                Some(b"section" | b"partition" | b"code_model") => {
                    self.bump();
                    self.expect(Tok::Str, "string")?;
                }
                Some(b"comdat") => {
                    self.bump();
                    if self.at(Tok::LParen) {
                        self.skip_parens()?;
                    }
                }
                Some(b"align") => {
                    self.bump();
                    align = Some(self.expect_u64("alignment")?);
                }
                Some(b"no_sanitize_address" | b"no_sanitize_hwaddress" | b"sanitize_memtag" | b"sanitize_address_dyninit") => {
                    self.bump();
                }
                _ => return self.expected("global option (section, comdat, align, ...) or metadata attachment"),
            }
        }
        // Global attributes (`#0`), ignored.
        self.parse_attrs(AttrPos::Fn)?;
        Ok(align)
    }

    /// `define ... { ... }` or `declare ...`.
    fn parse_function(&mut self, out: &mut TopOut) -> PResult<()> {
        let kw = self.bump();
        let is_def = self.text(kw) == "define";
        let comment = attrs_comment(self.bytes, kw.start());
        let mut qualifiers: Vec<Box<str>> = Vec::new();
        let mut ret_attrs = AttrSet::default();
        let mut md = Vec::new();
        loop {
            let t = self.tok;
            if t.kind == Tok::MetaName {
                // `declare !dbg !5 void @f()`.
                self.parse_one_attachment(&mut md)?;
                continue;
            }
            if let Some(id) = self.opt_calling_conv()? {
                // Kept in the form opt-19 prints (`cc 8` is `fastcc`, C is
                // nothing), so the writer and the word tests on
                // `qualifiers` see one spelling.
                let mut canonical = String::new();
                crate::callconv::write(id, &mut canonical);
                if !canonical.is_empty() {
                    qualifiers.push(canonical.trim_start().into());
                }
                continue;
            }
            match self.word() {
                Some(w) if is_qualifier_word(w) => {
                    self.bump();
                    qualifiers.push(self.text(t).into());
                }
                Some(w) if is_type_word(w) => break,
                Some(b"addrspace") => {
                    self.opt_addrspace()?;
                    qualifiers.push(self.src[t.start()..self.prev_end].into());
                }
                Some(_) => {
                    let more = self.parse_attrs(AttrPos::Ret)?;
                    if more.is_empty() {
                        break;
                    }
                    ret_attrs.attrs.extend(more.attrs);
                }
                None if self.at(Tok::Str) => {
                    let more = self.parse_attrs(AttrPos::Ret)?;
                    ret_attrs.attrs.extend(more.attrs);
                }
                None => break,
            }
        }
        let ret_ty = self.parse_base_type_for_header()?;
        let name = self.tok;
        if !matches!(name.kind, Tok::GlobalVar | Tok::GlobalId) {
            return self.expected("function name");
        }
        self.bump();
        self.expect(Tok::LParen, "'(' with parameter list")?;
        let mut params = Vec::new();
        let mut names = Vec::new();
        let mut varargs = false;
        if !self.eat(Tok::RParen) {
            loop {
                if self.eat(Tok::Dots) {
                    varargs = true;
                    self.expect(Tok::RParen, "')' after '...'")?;
                    break;
                }
                let ty = self.parse_type()?;
                let attrs = self.parse_attrs(AttrPos::Param)?;
                let pname = if matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
                    Some(self.bump())
                } else {
                    None
                };
                params.push(Param { ty, attrs });
                names.push(ParamName { ty, name: pname });
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect(Tok::Comma, "',' or ')' in parameter list")?;
            }
        }
        let mut fn_attrs = AttrSet::default();
        loop {
            let t = self.tok;
            match self.word() {
                Some(b"unnamed_addr" | b"local_unnamed_addr") => {
                    self.bump();
                    qualifiers.push(self.text(t).into());
                }
                Some(b"addrspace") => {
                    self.opt_addrspace()?;
                    qualifiers.push(self.src[t.start()..self.prev_end].into());
                }
                Some(b"section" | b"partition" | b"gc") => {
                    self.bump();
                    self.expect(Tok::Str, "string")?;
                    qualifiers.push(self.src[t.start()..self.prev_end].into());
                }
                Some(b"comdat") => {
                    self.bump();
                    if self.at(Tok::LParen) {
                        self.skip_parens()?;
                    }
                    qualifiers.push(self.src[t.start()..self.prev_end].into());
                }
                Some(b"prefix" | b"prologue" | b"personality") => {
                    self.bump();
                    self.parse_typed_const()?;
                    qualifiers.push(self.src[t.start()..self.prev_end].into());
                }
                _ => match self.tok.kind {
                    // Like LLVM's parser, attachments after the header only
                    // for a definition (`define ... !dbg !5 {`); a declaration
                    // takes them before its return type, so a `!name` here
                    // starts the next top-level entity (`!named = !{...}`).
                    Tok::MetaName if is_def => self.parse_one_attachment(&mut md)?,
                    Tok::Word | Tok::Str | Tok::AttrGroupId => {
                        let more = self.parse_attrs(AttrPos::Fn)?;
                        if more.is_empty() {
                            break;
                        }
                        fn_attrs.attrs.extend(more.attrs);
                        fn_attrs.groups.extend(more.groups);
                    }
                    _ => break,
                },
            }
        }
        let param_tys = params.iter().map(|p| p.ty).collect();
        let ty = self.types.intern(TypeData::Function {
            ret: ret_ty,
            params: param_tys,
            varargs,
        });
        let id = out.funcs.next_key();
        self.define_symbol(name, GlobalRef::Func(id))?;
        let end = if is_def {
            let open = self.tok;
            if open.kind != Tok::LBrace {
                return self.expected("'{' to start the function body");
            }
            let Some(close) = matching_brace(self.bytes, open.end()) else {
                return perr(
                    self.bytes.len(),
                    format!(
                        "unexpected end of input: the body of '{}' (line {}) is not closed by '}}'",
                        self.text(name),
                        crate::span::line_col(self.src, open.start()).0
                    ),
                );
            };
            out.jobs.push(BodyJob {
                func: id,
                params: names,
                start: open.end(),
                end: close,
            });
            self.reset_to(close + 1);
            close + 1
        } else {
            self.prev_end
        };
        out.funcs.push(Function {
            name: self.name_of(name).into_owned(),
            ty,
            ret_ty,
            params,
            varargs,
            fn_attrs,
            ret_attrs,
            qualifiers,
            span: Span::new(kw.start(), end),
            attrs_comment: comment,
            body: None,
            md,
        });
        Ok(())
    }

    /// The return type of a function header (a function-type suffix cannot
    /// follow it there).
    fn parse_base_type_for_header(&mut self) -> PResult<crate::entities::Type> {
        self.parse_type()
    }
}

/// Completes the module-level pass: checks that every mentioned type,
/// group and node is defined, patches forward symbol references, and puts
/// metadata nodes and attribute groups in definition order.
pub(super) fn finish_top(p: &mut Parser<'_>, out: &mut TopOut) -> PResult<()> {
    let Env::Top(top) = std::mem::replace(&mut p.env, Env::Top(Box::default())) else {
        unreachable!("module-level parser");
    };
    let mut top = *top;
    super::types::check_named_types_defined(&top)?;
    // Symbols referenced before their definition.
    for (c, name, pos) in std::mem::take(&mut top.global_fixups) {
        let Some(&r) = top.shared.symbols.get(&name) else {
            return perr(pos, format!("use of undefined value '@{name}'"));
        };
        match &mut p.consts[c] {
            ConstData::Global(g) => *g = r,
            ConstData::BlockAddress { func, .. } => *func = r,
            ConstData::Wrapped { target, .. } => *target = r,
            _ => {}
        }
    }
    // Attribute groups in number order; a group that is mentioned but never
    // defined is dropped from every set, as opt-19 ignores it.
    let mut order: Vec<AttrGroup> = top.groups.keys().filter(|&g| top.groups[g].2.is_some()).collect();
    order.sort_by_key(|&g| top.groups[g].0);
    let mut group_map: Vec<Option<AttrGroup>> = vec![None; top.groups.len()];
    for (new, &old) in order.iter().enumerate() {
        group_map[old.as_u32() as usize] = Some(AttrGroup::from_u32(new as u32));
        if let Some(d) = top.groups[old].2.take() {
            out.attr_groups.push(d);
        }
    }
    let remap_set = |s: &mut AttrSet| {
        s.groups = s.groups.iter().filter_map(|g| group_map[g.as_u32() as usize]).collect();
    };
    for f in out.funcs.values_mut() {
        remap_set(&mut f.fn_attrs);
        remap_set(&mut f.ret_attrs);
        f.params.iter_mut().for_each(|prm| remap_set(&mut prm.attrs));
    }
    top.shared.attr_groups = out.attr_groups.iter().map(|(g, d)| (d.number, g)).collect();
    // Metadata nodes in definition order.
    for (_, (n, pos, data)) in top.md.iter() {
        if data.is_none() {
            return perr(*pos, format!("use of undefined metadata '!{n}'"));
        }
    }
    let mut order: Vec<MdNode> = top.md.keys().collect();
    order.sort_by_key(|&m| top.md[m].2.as_ref().map_or(0, |d| d.0));
    let mut md_map = vec![MdNode::from_u32(0); top.md.len()];
    for (new, &old) in order.iter().enumerate() {
        md_map[old.as_u32() as usize] = MdNode::from_u32(new as u32);
    }
    for &old in &order {
        if let Some((_, d)) = top.md[old].2.take() {
            out.md_nodes.push(d);
        }
    }
    let remap = |r: &mut MdRef| remap_md(r, &md_map);
    for d in out.md_nodes.values_mut() {
        match &mut d.content {
            MdContent::Tuple(ops) => ops.iter_mut().for_each(remap),
            MdContent::Alias(r) => remap(r),
            MdContent::Specialized { .. } => {}
        }
    }
    for c in p.consts.values_mut() {
        if let ConstData::Metadata(r) = c {
            remap(r);
        }
    }
    for (_, nodes) in &mut out.named_md {
        nodes.iter_mut().for_each(|m| *m = md_map[m.as_u32() as usize]);
    }
    for g in out.globals.values_mut() {
        g.md.iter_mut().for_each(|(_, r)| remap(r));
    }
    for f in out.funcs.values_mut() {
        f.md.iter_mut().for_each(|(_, r)| remap(r));
    }
    top.shared.md_numbers = out.md_nodes.iter().map(|(m, d)| (d.number, m)).collect();
    top.shared.func_types = out.funcs.values().map(|f| f.ty).collect();
    out.shared = top.shared;
    out.consts = std::mem::take(&mut p.consts);
    Ok(())
}

/// Rewrites node ids inside `r` (iteratively; inline tuples may nest).
fn remap_md(r: &mut MdRef, map: &[MdNode]) {
    let mut stack: Vec<&mut MdRef> = vec![r];
    while let Some(r) = stack.pop() {
        match r {
            MdRef::Node(n) => *n = map[n.as_u32() as usize],
            MdRef::Inline(ops) => stack.extend(ops.iter_mut()),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::matching_brace;
    use proptest::prelude::*;

    /// The scan one byte at a time, as the parser's own lexer sees it.
    fn reference(b: &[u8], mut pos: usize) -> Option<usize> {
        let mut depth = 1u32;
        while pos < b.len() {
            match b[pos] {
                b'{' => depth += 1,
                b'}' => {
                    depth -= 1;
                    if depth == 0 {
                        return Some(pos);
                    }
                }
                b'"' => pos += 1 + b[pos + 1..].iter().position(|&c| c == b'"')?,
                b';' => {
                    pos += b[pos..].iter().position(|&c| c == b'\n').unwrap_or(b.len() - pos);
                    continue;
                }
                _ => {}
            }
            pos += 1;
        }
        None
    }

    #[test]
    fn skips_strings_and_comments() {
        let b = b"{ x ; } \"\n { \";}\" } }tail";
        assert_eq!(matching_brace(b, 1), Some(b.len() - 5));
        assert_eq!(matching_brace(b"{ \"}", 1), None);
        assert_eq!(matching_brace(b"{ ; }", 1), None);
        assert_eq!(matching_brace(b"{ {}", 1), None);
    }

    proptest! {
        #[test]
        fn agrees_with_a_byte_scan(s in proptest::collection::vec(prop::sample::select(b"{}\";\nab".to_vec()), 0..200)) {
            let mut b = vec![b'{'];
            b.extend_from_slice(&s);
            prop_assert_eq!(matching_brace(&b, 1), reference(&b, 1));
        }
    }
}
