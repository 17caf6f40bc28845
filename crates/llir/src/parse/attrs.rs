//! Attribute lists: keywords, keyword arguments, type arguments,
//! `memory(...)`, string attributes and `#N` group references.

use super::core::{PResult, Parser};
use super::lexer::Tok;
use super::types::is_type_word;
use crate::attrs::{Attr, AttrSet, AttrValue, MemLoc, MemoryEffects, ModRef};

/// Where an attribute list stands; decides which words end it.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum AttrPos {
    /// Before a parameter name or an argument value.
    Param,
    /// Before a return type.
    Ret,
    /// After a parameter list (function or call site).
    Fn,
    /// Inside `attributes #N = { ... }`.
    Group,
}

/// Words that start a constant; they end a parameter attribute list.
pub(super) fn is_const_word(w: &[u8]) -> bool {
    matches!(
        w,
        b"true"
            | b"false"
            | b"null"
            | b"none"
            | b"undef"
            | b"poison"
            | b"zeroinitializer"
            | b"blockaddress"
            | b"dso_local_equivalent"
            | b"no_cfi"
            | b"asm"
            | b"splat"
            | b"ptrauth"
            | b"getelementptr"
            | b"trunc"
            | b"zext"
            | b"sext"
            | b"fptrunc"
            | b"fpext"
            | b"fptoui"
            | b"fptosi"
            | b"uitofp"
            | b"sitofp"
            | b"ptrtoint"
            | b"inttoptr"
            | b"bitcast"
            | b"addrspacecast"
            | b"add"
            | b"sub"
            | b"mul"
            | b"shl"
            | b"lshr"
            | b"ashr"
            | b"and"
            | b"or"
            | b"xor"
            | b"udiv"
            | b"sdiv"
            | b"urem"
            | b"srem"
            | b"fadd"
            | b"fsub"
            | b"fmul"
            | b"fdiv"
            | b"frem"
            | b"fneg"
            | b"icmp"
            | b"fcmp"
            | b"extractelement"
            | b"insertelement"
            | b"shufflevector"
            | b"select"
    ) || (w.len() > 3 && (w.starts_with(b"u0x") || w.starts_with(b"s0x")))
}

/// Words that end a function attribute list (what may follow it in a
/// function header, a global, or the next top-level entity).
fn ends_fn_attrs(w: &[u8]) -> bool {
    matches!(
        w,
        b"define"
            | b"declare"
            | b"attributes"
            | b"target"
            | b"source_filename"
            | b"uselistorder"
            | b"uselistorder_bb"
            | b"module"
            | b"section"
            | b"partition"
            | b"gc"
            | b"prefix"
            | b"prologue"
            | b"personality"
            | b"comdat"
            | b"unnamed_addr"
            | b"local_unnamed_addr"
            | b"addrspace"
            | b"to"
    ) || is_opcode_word(w)
}

/// Instruction opcodes and the words that can start an instruction; a
/// call-site attribute list ends before them.
pub(super) fn is_opcode_word(w: &[u8]) -> bool {
    matches!(
        w,
        b"ret"
            | b"br"
            | b"switch"
            | b"indirectbr"
            | b"invoke"
            | b"callbr"
            | b"resume"
            | b"unreachable"
            | b"cleanupret"
            | b"catchret"
            | b"catchswitch"
            | b"catchpad"
            | b"cleanuppad"
            | b"landingpad"
            | b"call"
            | b"tail"
            | b"musttail"
            | b"notail"
            | b"alloca"
            | b"load"
            | b"store"
            | b"fence"
            | b"cmpxchg"
            | b"atomicrmw"
            | b"getelementptr"
            | b"phi"
            | b"select"
            | b"va_arg"
            | b"freeze"
            | b"fneg"
            | b"icmp"
            | b"fcmp"
            | b"extractelement"
            | b"insertelement"
            | b"shufflevector"
            | b"extractvalue"
            | b"insertvalue"
    ) || super::consts::binop(w).is_some()
        || super::consts::castop(w).is_some()
}

/// Words before a return type that are not attributes: linkage, visibility,
/// DLL storage, preemption and calling conventions (`cc N` included).
pub(super) fn is_qualifier_word(w: &[u8]) -> bool {
    matches!(
        w,
        b"private"
            | b"internal"
            | b"available_externally"
            | b"linkonce"
            | b"weak"
            | b"common"
            | b"appending"
            | b"extern_weak"
            | b"linkonce_odr"
            | b"weak_odr"
            | b"external"
            | b"dso_local"
            | b"dso_preemptable"
            | b"default"
            | b"hidden"
            | b"protected"
            | b"dllimport"
            | b"dllexport"
            | b"cc"
            | b"unnamed_addr"
            | b"local_unnamed_addr"
    ) || w.ends_with(b"cc")
        || w.starts_with(b"amdgpu_")
        || w.starts_with(b"spir_")
        || w.starts_with(b"ptx_")
        || w.starts_with(b"aarch64_")
        || w.starts_with(b"riscv_")
}

impl<'a> Parser<'a> {
    /// An attribute list at `pos`; stops at the first token that cannot
    /// continue it. The attributes are gathered in a scratch list and
    /// moved into an exactly sized one: most lists hold one or two
    /// (`noundef` on each argument of -O0 code), and a list's first push
    /// reserves room for four, which was most of a set's memory.
    pub fn parse_attrs(&mut self, pos: AttrPos) -> PResult<AttrSet> {
        let mut scratch = std::mem::take(&mut self.attr_scratch);
        scratch.clear();
        let mut groups = Vec::new();
        let r = self.gather_attrs(pos, &mut scratch, &mut groups);
        // Exactly sized; the scratch keeps its capacity for the next list.
        let mut attrs: Vec<Attr> = Vec::with_capacity(scratch.len());
        attrs.append(&mut scratch);
        self.attr_scratch = scratch;
        r.map(|()| AttrSet { attrs, groups })
    }

    fn gather_attrs(&mut self, pos: AttrPos, attrs: &mut Vec<Attr>, groups: &mut Vec<crate::entities::AttrGroup>) -> PResult<()> {
        loop {
            match self.tok.kind {
                Tok::Word => {
                    let w = self.tbytes(self.tok);
                    let stop = match pos {
                        AttrPos::Param => is_const_word(w),
                        AttrPos::Ret => is_type_word(w) || is_qualifier_word(w) || w == b"addrspace",
                        AttrPos::Fn => ends_fn_attrs(w),
                        AttrPos::Group => false,
                    };
                    if stop {
                        return Ok(());
                    }
                    let a = self.parse_keyword_attr()?;
                    attrs.push(a);
                }
                Tok::Str => {
                    let a = self.parse_string_attr()?;
                    attrs.push(a);
                }
                Tok::AttrGroupId => {
                    let t = self.bump();
                    // Sound: opt-19 drops a reference to a group that is never
                    // defined, so it states nothing.
                    if let Some(g) = self.attr_group(t)? {
                        groups.push(g);
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// `"key"` or `"key"="value"`.
    fn parse_string_attr(&mut self) -> PResult<Attr> {
        let k = self.bump();
        let name: Box<str> = self.string_of(k).into();
        let value = if self.eat(Tok::Equal) {
            let v = self.expect(Tok::Str, "string attribute value")?;
            AttrValue::Str(self.string_of(v).into())
        } else {
            AttrValue::None
        };
        Ok(Attr {
            name,
            is_string: true,
            value,
        })
    }

    /// A keyword attribute with its argument, if any.
    fn parse_keyword_attr(&mut self) -> PResult<Attr> {
        let t = self.bump();
        let w = self.text(t);
        let value = match w {
            "align" | "alignstack" | "dereferenceable" | "dereferenceable_or_null" => {
                if self.eat(Tok::Equal) {
                    AttrValue::Int(self.expect_u64("attribute value")?)
                } else if self.eat(Tok::LParen) {
                    let v = self.expect_u64("attribute value")?;
                    self.expect(Tok::RParen, "')'")?;
                    AttrValue::Int(v)
                } else if self.at(Tok::Int) {
                    AttrValue::Int(self.expect_u64("alignment")?)
                } else {
                    AttrValue::None
                }
            }
            "byval" | "byref" | "sret" | "inalloca" | "preallocated" | "elementtype" if self.at(Tok::LParen) => {
                self.bump();
                self.enter()?;
                let ty = self.parse_type()?;
                self.leave();
                self.expect(Tok::RParen, "')' after attribute type")?;
                AttrValue::Type(ty)
            }
            "memory" if self.at(Tok::LParen) => AttrValue::Memory(self.parse_memory_effects()?),
            _ => {
                if self.at(Tok::LParen) {
                    let (s, e) = self.skip_parens()?;
                    AttrValue::Str(self.src[s..e].trim().into())
                } else if self.at(Tok::Equal) && self.peek2().kind == Tok::Int {
                    self.bump();
                    AttrValue::Int(self.expect_u64("attribute value")?)
                } else {
                    AttrValue::None
                }
            }
        };
        Ok(Attr {
            name: w.into(),
            is_string: false,
            value,
        })
    }

    /// `memory(...)`: a default access kind first, then `loc: kind` pairs.
    fn parse_memory_effects(&mut self) -> PResult<MemoryEffects> {
        self.expect(Tok::LParen, "'(' after 'memory'")?;
        let mut me = MemoryEffects::NONE;
        loop {
            // `argmem: read` lexes as a label followed by a word.
            let t = self.tok;
            let loc = match t.kind {
                Tok::Label | Tok::Word => {
                    let w = self.text(t).trim_end_matches(':');
                    match w {
                        "argmem" => Some(MemLoc::ArgMem),
                        "inaccessiblemem" => Some(MemLoc::InaccessibleMem),
                        _ => None,
                    }
                }
                _ => None,
            };
            if let Some(loc) = loc {
                self.bump();
                if t.kind == Tok::Word {
                    self.expect(Tok::Colon, "':' after memory location")?;
                }
                let mr = self.parse_mod_ref()?;
                me.locs[loc as usize] = mr;
            } else {
                let mr = self.parse_mod_ref()?;
                me = MemoryEffects::all(mr);
            }
            if self.eat(Tok::RParen) {
                return Ok(me);
            }
            self.expect(Tok::Comma, "',' or ')' in memory attribute")?;
        }
    }

    fn parse_mod_ref(&mut self) -> PResult<ModRef> {
        let mr = match self.word() {
            Some(b"none") => ModRef::NoModRef,
            Some(b"read") => ModRef::Ref,
            Some(b"write") => ModRef::Mod,
            Some(b"readwrite") => ModRef::ModRef,
            _ => return self.expected("access kind (none, read, write or readwrite)"),
        };
        self.bump();
        Ok(mr)
    }
}
