//! Function bodies: blocks, instructions, local names and LLVM's slot
//! numbering of unnamed values.
//!
//! Locals and blocks get their ids when they are defined (so ids follow
//! layout order). A reference to a name not defined yet gets a placeholder
//! id above [`FWD`]; the instructions holding placeholders are patched once
//! the body is complete, and a name still undefined then is an error at its
//! first reference.

use super::attrs::AttrPos;
use super::core::{perr, Env, FxHashMap, PResult, Parser};
use super::lexer::{Tok, Token};
use crate::attrs::AttrSet;
use crate::entities::{Block, Inst, Local, Type};
use crate::inst::{
    CallArg, CallData, ConstData, GlobalRef, InstData, InstFlags, InstKind, LocalData, LocalDef, LocalName, Opcode, OperandBundle,
    Ordering, Value,
};
use crate::module::{BlockData, BlockName, Body};
use crate::span::Span;
use crate::types::TypeData;
use entity::PrimaryMap;
use std::borrow::Cow;

/// Placeholder ids start here.
const FWD: u32 = 1 << 31;

#[derive(Clone, Copy)]
enum Slot {
    Val(Local),
    Blk(Block),
    FwdVal(u32),
    FwdBlk(u32),
}

/// The slots of numbered names (`%7`, `7:`). Numbers are dense in
/// practice (LLVM numbers unnamed values 0, 1, 2, ... in order), so those
/// below a bound live in a vector indexed by number: no hashing on the
/// hottest lookup of -O0 code. An explicit number may skip ahead as far as
/// `u32::MAX`; numbers past the bound go to a map, so memory stays
/// proportional to the names used. Every key of the map is at least the
/// vector's length (the vector takes over the keys it grows past).
#[derive(Default)]
struct NumberedSlots {
    dense: Vec<Option<Slot>>,
    sparse: FxHashMap<u32, Slot>,
}

impl NumberedSlots {
    /// Numbers below this always go to the vector; above it, only while
    /// the vector stays within a few times the numbers used so far.
    const DENSE_FLOOR: usize = 1 << 12;

    /// The vector index of `n` if it belongs to the vector (growing it).
    #[inline]
    fn dense_index(&mut self, n: u32) -> Option<usize> {
        let i = n as usize;
        if i < self.dense.len() {
            return Some(i);
        }
        if i < Self::DENSE_FLOOR.max(self.dense.len() * 2) {
            self.dense.resize(i + 1, None);
            if !self.sparse.is_empty() {
                let len = self.dense.len();
                let moved: Vec<u32> = self.sparse.keys().copied().filter(|&k| (k as usize) < len).collect();
                for k in moved {
                    self.dense[k as usize] = self.sparse.remove(&k);
                }
            }
            return Some(i);
        }
        None
    }

    #[inline]
    fn get(&self, n: u32) -> Option<Slot> {
        match self.dense.get(n as usize) {
            Some(s) => *s,
            None => self.sparse.get(&n).copied(),
        }
    }

    /// Sets the slot of `n`, returning the previous one.
    #[inline]
    fn insert(&mut self, n: u32, s: Slot) -> Option<Slot> {
        match self.dense_index(n) {
            Some(i) => self.dense[i].replace(s),
            None => self.sparse.insert(n, s),
        }
    }

    /// The slot of `n`; if there is none, sets it to `absent` and returns
    /// `None`.
    #[inline]
    fn get_or_insert(&mut self, n: u32, absent: Slot) -> Option<Slot> {
        let old = self.get(n);
        if old.is_none() {
            self.insert(n, absent);
        }
        old
    }

    /// Empties the table, keeping at most `keep` entries of capacity.
    fn clear(&mut self, keep: usize) {
        if self.dense.capacity() > keep {
            self.dense = Vec::new();
        } else {
            self.dense.clear();
        }
        if self.sparse.capacity() > keep {
            self.sparse = FxHashMap::default();
        } else {
            self.sparse.clear();
        }
    }
}

/// Names and arenas of the function being parsed.
pub(super) struct FnScope<'a> {
    named: FxHashMap<Cow<'a, str>, Slot>,
    numbered: NumberedSlots,
    /// Forward references: the first referencing token and the definition.
    /// Forward value references: first reference, definition, and the
    /// type the first typed reference expects.
    fwd_vals: Vec<(Token, Option<Local>, Option<Type>)>,
    fwd_blocks: Vec<(Token, Option<Block>)>,
    /// The next unnamed slot number.
    next_slot: u32,
    pub body: Body,
    /// Instructions that hold placeholders.
    patch: Vec<Inst>,
    /// True while the current instruction has used a placeholder.
    cur_fwd: bool,
    /// Instructions of the open block (moved into it, exactly sized, at
    /// its terminator).
    cur_insts: Vec<Inst>,
    /// Scratch space for call arguments.
    arg_scratch: Vec<CallArg>,
}

/// A parameter as the body sees it: its type and its name token, if named.
#[derive(Clone, Copy)]
pub(super) struct ParamName {
    pub ty: Type,
    pub name: Option<Token>,
}

/// The flag bit of an instruction flag word.
pub(super) fn inst_flag(w: &[u8]) -> Option<u32> {
    Some(match w {
        b"nuw" => InstFlags::NUW,
        b"nsw" => InstFlags::NSW,
        b"exact" => InstFlags::EXACT,
        b"disjoint" => InstFlags::DISJOINT,
        b"nneg" => InstFlags::NNEG,
        b"samesign" => InstFlags::SAMESIGN,
        b"nnan" => InstFlags::NNAN,
        b"ninf" => InstFlags::NINF,
        b"nsz" => InstFlags::NSZ,
        b"arcp" => InstFlags::ARCP,
        b"contract" => InstFlags::CONTRACT,
        b"afn" => InstFlags::AFN,
        b"reassoc" => InstFlags::REASSOC,
        b"fast" => InstFlags::FAST,
        _ => return None,
    })
}

fn ordering(w: &[u8]) -> Option<Ordering> {
    Some(match w {
        b"unordered" => Ordering::Unordered,
        b"monotonic" => Ordering::Monotonic,
        b"acquire" => Ordering::Acquire,
        b"release" => Ordering::Release,
        b"acq_rel" => Ordering::AcqRel,
        b"seq_cst" => Ordering::SeqCst,
        _ => return None,
    })
}

impl<'a> FnScope<'a> {
    /// Empties the scope for the next function, keeping moderate capacity.
    fn reset(&mut self) {
        const KEEP: usize = 4096;
        if self.named.capacity() > KEEP {
            self.named = FxHashMap::default();
        } else {
            self.named.clear();
        }
        self.numbered.clear(KEEP);
        self.fwd_vals.clear();
        self.fwd_blocks.clear();
        self.next_slot = 0;
        self.body = Body::default();
        self.patch.clear();
        self.cur_fwd = false;
        self.cur_insts.clear();
        self.arg_scratch.clear();
    }

    pub fn new() -> Self {
        FnScope {
            named: FxHashMap::default(),
            numbered: NumberedSlots::default(),
            fwd_vals: Vec::new(),
            fwd_blocks: Vec::new(),
            next_slot: 0,
            body: Body::default(),
            patch: Vec::new(),
            cur_fwd: false,
            cur_insts: Vec::new(),
            arg_scratch: Vec::new(),
        }
    }
}

/// Calls `fv` on every value operand and `fb` on every block operand of `kind`.
pub(crate) fn for_each_ref_mut(kind: &mut InstKind, fv: &mut impl FnMut(&mut Value), fb: &mut impl FnMut(&mut Block)) {
    let call = |c: &mut CallData, fv: &mut dyn FnMut(&mut Value), fb: &mut dyn FnMut(&mut Block)| {
        fv(&mut c.callee);
        for a in &mut c.args {
            fv(&mut a.value);
        }
        c.label_args.iter_mut().for_each(&mut *fb);
        for b in &mut c.bundles {
            b.inputs.iter_mut().for_each(&mut *fv);
            b.labels.iter_mut().for_each(&mut *fb);
        }
    };
    match kind {
        InstKind::Ret { value } => value.iter_mut().for_each(fv),
        InstKind::Br { dest } => fb(dest),
        InstKind::CondBr { cond, if_true, if_false } => {
            fv(cond);
            fb(if_true);
            fb(if_false);
        }
        InstKind::Switch { value, default, cases } => {
            fv(value);
            fb(default);
            for (v, b) in cases {
                fv(v);
                fb(b);
            }
        }
        InstKind::IndirectBr { address, dests } => {
            fv(address);
            dests.iter_mut().for_each(fb);
        }
        InstKind::Invoke { call: c, normal, unwind } => {
            call(c, fv, fb);
            fb(normal);
            fb(unwind);
        }
        InstKind::CallBr {
            call: c,
            default,
            indirect,
        } => {
            call(c, fv, fb);
            fb(default);
            indirect.iter_mut().for_each(fb);
        }
        InstKind::Resume { value } => fv(value),
        InstKind::Unreachable => {}
        InstKind::CleanupRet { pad, unwind } => {
            fv(pad);
            unwind.iter_mut().for_each(fb);
        }
        InstKind::CatchRet { pad, dest } => {
            fv(pad);
            fb(dest);
        }
        InstKind::CatchSwitch { parent, handlers, unwind } => {
            fv(parent);
            handlers.iter_mut().for_each(&mut *fb);
            unwind.iter_mut().for_each(fb);
        }
        InstKind::Call(c) => call(c, fv, fb),
        InstKind::Alloca { count, .. } => count.iter_mut().for_each(fv),
        InstKind::Load { ptr, .. } => fv(ptr),
        InstKind::Store { value, ptr, .. } => {
            fv(value);
            fv(ptr);
        }
        InstKind::Fence { .. } => {}
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            fv(ptr);
            fv(cmp);
            fv(new);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            fv(ptr);
            fv(value);
        }
        InstKind::VaArg { list, .. } => fv(list),
        InstKind::Gep { base, indices, .. } => {
            fv(base);
            indices.iter_mut().for_each(fv);
        }
        InstKind::Phi { incoming } => {
            for (v, b) in incoming {
                fv(v);
                fb(b);
            }
        }
        InstKind::Select { cond, if_true, if_false } => {
            fv(cond);
            fv(if_true);
            fv(if_false);
        }
        InstKind::Cast { value, .. } => fv(value),
        InstKind::LandingPad { clauses, .. } => clauses.iter_mut().for_each(fv),
        InstKind::CatchPad { catchswitch, args } => {
            fv(catchswitch);
            args.iter_mut().for_each(fv);
        }
        InstKind::CleanupPad { parent, args } => {
            fv(parent);
            args.iter_mut().for_each(fv);
        }
        InstKind::Other { operands, .. } => operands.iter_mut().for_each(fv),
    }
}

/// Parses the body between `start` (just after `{`) and `end` (the `}`).
/// Parses the body in `p`'s window. A scope left in `p.scope` by an earlier
/// body is reused (emptied); on success an emptied scope is left there.
pub(super) fn parse_body<'a>(p: &mut Parser<'a>, params: &[ParamName]) -> PResult<Body> {
    let mut scope = p.scope.take().unwrap_or_else(FnScope::new);
    scope.reset();
    // Size the arenas from the body's length (sqlite3: ~50 bytes per
    // instruction) to avoid repeated growth. Tried on sqlite3 -O0: room
    // for an instruction per 30 bytes touched 1% more pages (the slack of
    // small bodies shares pages with what comes next); counting the lines
    // touched 3% fewer but cost more instructions than it saved.
    let est = (p.lex.end - p.lex.pos) / 48 + 4;
    scope.body.insts = PrimaryMap::with_capacity(est);
    scope.body.locals = PrimaryMap::with_capacity(est + params.len());
    scope.body.blocks = PrimaryMap::with_capacity(est / 6 + 1);
    p.consts = PrimaryMap::with_capacity(est);
    // Parameters: Local(i) is parameter i; unnamed ones take slots.
    for (i, prm) in params.iter().enumerate() {
        let local = Local::from_u32(i as u32);
        let name: LocalName = match prm.name {
            Some(t) if t.kind == Tok::LocalVar => {
                let n = p.name_of(t);
                if scope.named.insert(n.clone(), Slot::Val(local)).is_some() {
                    return perr(t.start(), format!("redefinition of argument '%{n}'"));
                }
                LocalName::from(n.into_owned())
            }
            other => {
                let n = match other {
                    Some(t) => {
                        let n = numbered_id(p, t)?;
                        if n < scope.next_slot {
                            return perr(
                                t.start(),
                                format!("argument expected to be numbered '%{}' or greater", scope.next_slot),
                            );
                        }
                        n
                    }
                    None => scope.next_slot,
                };
                scope.next_slot = n.saturating_add(1);
                scope.numbered.insert(n, Slot::Val(local));
                LocalName::number(n)
            }
        };
        scope.body.locals.push(LocalData {
            name,
            ty: prm.ty,
            def: LocalDef::Arg(i as u32),
        });
    }
    p.scope = Some(scope);
    let mut open: Option<Block> = None; // block accepting instructions
    loop {
        match p.tok.kind {
            Tok::Eof => {
                // The window ends at the body's closing `}`.
                if open.is_some() {
                    return p.err_here("expected instruction; the block has no terminator");
                }
                break;
            }
            Tok::Label => {
                if open.is_some() {
                    return p.err_here("expected instruction; the block before this label has no terminator");
                }
                let t = p.bump();
                open = Some(p.open_block(Some(t))?);
            }
            Tok::HashWord => {
                if open.is_none() {
                    open = Some(p.open_block(None)?);
                }
                // A debug record: `#dbg_value(...)`; it belongs to the next
                // instruction and is kept only as source text.
                p.bump();
                p.skip_parens()?;
            }
            Tok::Word if p.at_word("uselistorder") => {
                p.bump();
                let block = p.parse_typed_value_loose()?;
                p.expect(Tok::Comma, "',' in uselistorder")?;
                let order = p.parse_index_list()?;
                // A block's directive reorders its predecessors as opt
                // prints them; a value's changes nothing memssa prints.
                if let Some(b) = block {
                    p.scope().body.block_use_orders.push((b, order));
                }
            }
            _ => {
                let b = match open {
                    Some(b) => b,
                    None => p.open_block(None)?,
                };
                let term = p.parse_instruction(b)?;
                open = if term { None } else { Some(b) };
            }
        }
    }
    let mut scope = p.scope.take().unwrap_or_else(FnScope::new);
    if scope.body.blocks.is_empty() {
        return perr(p.tok.start(), "function body requires at least one basic block");
    }
    // Undefined names: report the earliest reference.
    let mut first: Option<(Token, &str)> = None;
    for (t, d, _) in &scope.fwd_vals {
        if d.is_none() && first.is_none_or(|(f, _)| t.start < f.start) {
            first = Some((*t, "value"));
        }
    }
    for (t, d) in &scope.fwd_blocks {
        if d.is_none() && first.is_none_or(|(f, _)| t.start < f.start) {
            first = Some((*t, "label"));
        }
    }
    if let Some((t, what)) = first {
        return perr(t.start(), format!("use of undefined {what} '{}'", p.text(t)));
    }
    // Directives may name a block before its label (opt-19 reads them
    // only after the last block, but memssa reads them anywhere).
    for (b, _) in &mut scope.body.block_use_orders {
        if b.as_u32() >= FWD {
            *b = scope.fwd_blocks[(b.as_u32() - FWD) as usize].1.unwrap_or(Block::from_u32(0));
        }
    }
    if !scope.patch.is_empty() {
        let vals: Vec<Local> = scope.fwd_vals.iter().map(|v| v.1.unwrap_or(Local::from_u32(0))).collect();
        let blocks: Vec<Block> = scope.fwd_blocks.iter().map(|v| v.1.unwrap_or(Block::from_u32(0))).collect();
        let patch = std::mem::take(&mut scope.patch);
        for i in patch {
            for_each_ref_mut(
                &mut scope.body.insts[i].kind,
                &mut |v| {
                    if let Value::Local(l) = v {
                        if l.as_u32() >= FWD {
                            *l = vals[(l.as_u32() - FWD) as usize];
                        }
                    }
                },
                &mut |b| {
                    if b.as_u32() >= FWD {
                        *b = blocks[(b.as_u32() - FWD) as usize];
                    }
                },
            );
        }
    }
    scope.body.consts = std::mem::take(&mut p.consts);
    let body = std::mem::take(&mut scope.body);
    scope.reset();
    p.scope = Some(scope);
    Ok(body)
}

fn numbered_id(p: &Parser<'_>, t: Token) -> PResult<u32> {
    let s = p.tbytes(t);
    let digits = if t.kind == Tok::Label { &s[..s.len() - 1] } else { &s[1..] };
    // The lexer makes `%N` tokens of digits only; a label such as `1a:`
    // starts with a digit but need not be a number.
    if t.kind == Tok::Label && !digits.iter().all(u8::is_ascii_digit) {
        return perr(t.start(), "a label starting with a digit must be a number (quote other names)");
    }
    Ok(super::core::llvm_uint_id(digits))
}

impl<'a> Parser<'a> {
    fn scope(&mut self) -> &mut FnScope<'a> {
        self.scope.as_mut().expect("body parser has a scope")
    }

    /// True if `t` names a numbered value or label.
    #[inline]
    fn is_numbered(&self, t: Token) -> bool {
        matches!(t.kind, Tok::LocalId) || (t.kind == Tok::Label && self.bytes[t.start()].is_ascii_digit())
    }

    /// The slot of `t` (a local name token or a label); if there is none,
    /// inserts `absent` and returns `None` (one hash probe either way).
    fn slot_or_insert(&mut self, t: Token, absent: Slot) -> PResult<Option<Slot>> {
        use std::collections::hash_map::Entry;
        if self.is_numbered(t) {
            let n = numbered_id(self, t)?;
            Ok(self.scope().numbered.get_or_insert(n, absent))
        } else {
            let name = self.name_of(t);
            match self.scope().named.entry(name) {
                Entry::Occupied(o) => Ok(Some(*o.get())),
                Entry::Vacant(v) => {
                    v.insert(absent);
                    Ok(None)
                }
            }
        }
    }

    /// Overwrites the slot of `t`.
    fn set_slot(&mut self, t: Token, s: Slot) -> PResult<()> {
        if self.is_numbered(t) {
            let n = numbered_id(self, t)?;
            self.scope().numbered.insert(n, s);
        } else {
            let name = self.name_of(t);
            match self.scope().named.get_mut(&*name) {
                Some(slot) => *slot = s,
                None => {
                    self.scope().named.insert(name, s);
                }
            }
        }
        Ok(())
    }

    /// The local named by `t`, or a placeholder if it is not defined yet.
    pub fn local_value(&mut self, t: Token) -> PResult<Local> {
        if self.scope.is_none() {
            return perr(t.start(), "local value outside a function body");
        }
        let next = self.scope().fwd_vals.len() as u32;
        match self.slot_or_insert(t, Slot::FwdVal(next))? {
            Some(Slot::Val(l)) => Ok(l),
            Some(Slot::FwdVal(k)) => {
                self.scope().cur_fwd = true;
                Ok(Local::from_u32(FWD + k))
            }
            Some(Slot::Blk(_) | Slot::FwdBlk(_)) => perr(t.start(), format!("'{}' is a basic block label, not a value", self.text(t))),
            None => {
                let sc = self.scope();
                sc.fwd_vals.push((t, None, None));
                sc.cur_fwd = true;
                Ok(Local::from_u32(FWD + next))
            }
        }
    }

    /// The local named by `t`, which must have type `ty` (checked now if
    /// it is defined, at its definition otherwise).
    pub fn local_value_typed(&mut self, t: Token, ty: Type) -> PResult<Local> {
        let l = self.local_value(t)?;
        if l.as_u32() >= FWD {
            let entry = &mut self.scope().fwd_vals[(l.as_u32() - FWD) as usize];
            match entry.2 {
                None => entry.2 = Some(ty),
                Some(expected) if expected != ty => {
                    let (a, b) = (self.types.type_name(expected), self.types.type_name(ty));
                    return perr(
                        t.start(),
                        format!("'{}' forward referenced with type '{a}' but expected '{b}'", self.text(t)),
                    );
                }
                Some(_) => {}
            }
            return Ok(l);
        }
        let have = self.scope().body.locals[l].ty;
        if have != ty {
            let (a, b) = (self.types.type_name(have), self.types.type_name(ty));
            return perr(t.start(), format!("'{}' defined with type '{a}' but expected '{b}'", self.text(t)));
        }
        Ok(l)
    }

    /// Resolves forward reference `k` to `local` of type `ty`, defined by
    /// token `def`.
    fn resolve_fwd_val(&mut self, k: u32, local: Local, ty: Type, def: Token) -> PResult<()> {
        let entry = &mut self.scope().fwd_vals[k as usize];
        entry.1 = Some(local);
        if let Some(expected) = entry.2 {
            if expected != ty {
                let name = self.types.type_name(expected);
                return perr(def.start(), format!("instruction forward referenced with type '{name}'"));
            }
        }
        Ok(())
    }

    /// Checks a function-local metadata operand names a local.
    pub fn check_local_exists(&mut self, t: Token) -> PResult<()> {
        let saved = self.scope.as_ref().map(|s| s.cur_fwd);
        self.local_value(t)?;
        if let (Some(s), Some(c)) = (self.scope.as_mut(), saved) {
            s.cur_fwd = c;
        }
        Ok(())
    }

    /// The block named by `t` (a `%name` token), or a placeholder.
    fn block_ref(&mut self, t: Token) -> PResult<Block> {
        let next = self.scope().fwd_blocks.len() as u32;
        match self.slot_or_insert(t, Slot::FwdBlk(next))? {
            Some(Slot::Blk(b)) => Ok(b),
            Some(Slot::FwdBlk(k)) => {
                self.scope().cur_fwd = true;
                Ok(Block::from_u32(FWD + k))
            }
            Some(Slot::Val(_) | Slot::FwdVal(_)) => perr(t.start(), format!("'{}' is a value, not a basic block label", self.text(t))),
            None => {
                let sc = self.scope();
                sc.fwd_blocks.push((t, None));
                sc.cur_fwd = true;
                Ok(Block::from_u32(FWD + next))
            }
        }
    }

    /// `label %x`.
    fn parse_label_ref(&mut self) -> PResult<Block> {
        if !self.at_word("label") {
            return self.expected("'label'");
        }
        self.bump();
        let t = self.tok;
        if !matches!(t.kind, Tok::LocalVar | Tok::LocalId) {
            return self.expected("basic block name after 'label'");
        }
        self.bump();
        self.block_ref(t)
    }

    /// Starts a block, named by label token `label` or unnamed.
    fn open_block(&mut self, label: Option<Token>) -> PResult<Block> {
        let b = self.scope().body.blocks.next_key();
        let (name, span) = match label {
            None => {
                // An unlabeled block takes the next slot number (LLVM names
                // it `%N`), and branches written before it may name it so.
                let sc = self.scope();
                let n = sc.next_slot;
                sc.next_slot = n.saturating_add(1);
                match sc.numbered.insert(n, Slot::Blk(b)) {
                    Some(Slot::FwdBlk(k)) => sc.fwd_blocks[k as usize].1 = Some(b),
                    Some(Slot::FwdVal(k)) => {
                        let r = sc.fwd_vals[k as usize].0;
                        return perr(r.start(), format!("'{}' is a basic block label, not a value", self.text(r)));
                    }
                    _ => {}
                }
                (BlockName::Numbered(n), None)
            }
            Some(t) => {
                // The rest of the line is mostly a `; preds = ...` comment.
                let line_end = memchr::memchr(b'\n', &self.bytes[t.start()..]).map_or(self.bytes.len(), |i| t.start() + i);
                let mut e = line_end;
                if e > t.start() && self.bytes[e - 1] == b'\r' {
                    e -= 1;
                }
                let span = Some(Span::new(t.start(), e));
                let numbered = self.bytes[t.start()].is_ascii_digit();
                let name = if numbered {
                    let n = numbered_id(self, t)?;
                    let sc = self.scope();
                    if n < sc.next_slot {
                        return perr(t.start(), format!("label expected to be numbered '{}' or greater", sc.next_slot));
                    }
                    sc.next_slot = n.saturating_add(1);
                    BlockName::Numbered(n)
                } else {
                    BlockName::Named(self.name_of(t).into())
                };
                match self.slot_or_insert(t, Slot::Blk(b))? {
                    None => {}
                    Some(Slot::FwdBlk(k)) => {
                        self.scope().fwd_blocks[k as usize].1 = Some(b);
                        self.set_slot(t, Slot::Blk(b))?;
                    }
                    Some(Slot::FwdVal(k)) => {
                        let r = self.scope().fwd_vals[k as usize].0;
                        return perr(r.start(), format!("'{}' is a basic block label, not a value", self.text(r)));
                    }
                    Some(_) => return perr(t.start(), format!("redefinition of '{}'", self.text(t).trim_end_matches(':'))),
                }
                (name, span)
            }
        };
        self.scope().body.blocks.push(BlockData {
            name,
            insts: Vec::new(),
            label: span,
        });
        Ok(b)
    }

    /// Parses one instruction into block `b`; returns true for terminators.
    fn parse_instruction(&mut self, b: Block) -> PResult<bool> {
        let start = self.tok.start();
        let name = if matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
            let t = self.bump();
            self.expect(Tok::Equal, "'=' after instruction name")?;
            Some(t)
        } else {
            None
        };
        self.scope().cur_fwd = false;
        let mut flags = 0u32;
        let mut md = Vec::new();
        let (kind, ty) = self.parse_inst_kind(&mut flags)?;
        self.parse_md_attachments(&mut md)?;
        let end = self.prev_end;
        let void = ty == self.types.void;
        let inst = self.scope().body.insts.next_key();
        let result = if void {
            if let Some(t) = name {
                return perr(t.start(), "instructions returning void cannot have a name");
            }
            None
        } else {
            let local = self.scope().body.locals.next_key();
            let lname: LocalName = match name {
                Some(t) if t.kind == Tok::LocalVar => {
                    match self.slot_or_insert(t, Slot::Val(local))? {
                        None => {}
                        Some(Slot::FwdVal(k)) => {
                            self.resolve_fwd_val(k, local, ty, t)?;
                            self.set_slot(t, Slot::Val(local))?;
                        }
                        Some(Slot::FwdBlk(k)) => {
                            let r = self.scope().fwd_blocks[k as usize].0;
                            return perr(r.start(), format!("'{}' is a value, not a basic block label", self.text(r)));
                        }
                        Some(_) => return perr(t.start(), format!("redefinition of value '{}'", self.text(t))),
                    }
                    LocalName::from(self.name_of(t).into_owned())
                }
                other => {
                    let n = match other {
                        Some(t) => {
                            let n = numbered_id(self, t)?;
                            let next = self.scope().next_slot;
                            if n < next {
                                return perr(t.start(), format!("instruction expected to be numbered '%{next}' or greater"));
                            }
                            match self.scope().numbered.get(n) {
                                None => {}
                                Some(Slot::FwdVal(k)) => self.resolve_fwd_val(k, local, ty, t)?,
                                Some(Slot::FwdBlk(k)) => {
                                    let r = self.scope().fwd_blocks[k as usize].0;
                                    return perr(r.start(), format!("'{}' is a value, not a basic block label", self.text(r)));
                                }
                                Some(_) => return perr(t.start(), format!("redefinition of value '{}'", self.text(t))),
                            }
                            n
                        }
                        None => {
                            let n = self.scope().next_slot;
                            if let Some(Slot::FwdVal(k)) = self.scope().numbered.get(n) {
                                let at = self.scope().fwd_vals[k as usize].0;
                                self.resolve_fwd_val(k, local, ty, at)?;
                            }
                            n
                        }
                    };
                    let sc = self.scope();
                    sc.next_slot = n.saturating_add(1);
                    sc.numbered.insert(n, Slot::Val(local));
                    LocalName::number(n)
                }
            };
            self.scope().body.locals.push(LocalData {
                name: lname,
                ty,
                def: LocalDef::Inst(inst),
            });
            Some(local)
        };
        let data = InstData {
            kind,
            ty,
            result,
            block: b,
            md,
            span: Span::new(start, end),
            flags: InstFlags(flags),
        };
        let term = data.is_terminator();
        let sc = self.scope();
        if sc.cur_fwd {
            sc.patch.push(inst);
        }
        sc.body.insts.push(data);
        sc.cur_insts.push(inst);
        if term {
            sc.body.blocks[b].insts = sc.cur_insts.as_slice().to_vec();
            sc.cur_insts.clear();
        }
        Ok(term)
    }

    /// Flag words after an opcode.
    fn parse_flags(&mut self, flags: &mut u32) {
        while let Some(w) = self.word() {
            match inst_flag(w) {
                Some(f) => *flags |= f,
                None => return,
            }
            self.bump();
        }
    }

    /// `syncscope("x")` and an ordering; `NotAtomic` if `atomic` is false.
    fn parse_scope_ordering(&mut self, atomic: bool) -> PResult<Ordering> {
        if !atomic {
            return Ok(Ordering::NotAtomic);
        }
        if self.eat_word("syncscope") {
            self.skip_parens()?;
        }
        self.parse_ordering()
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        match self.word().and_then(ordering) {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => self.expected("atomic ordering"),
        }
    }

    /// `, align N` (and other `, word` options such as `, addrspace(N)`
    /// elsewhere); stops before `, !md`.
    fn parse_opt_align(&mut self) -> PResult<Option<u64>> {
        let mut align = None;
        while self.at(Tok::Comma) {
            if let Some((n, end)) = self.quick_align() {
                align = Some(n);
                self.reset_to(end);
                continue;
            }
            if self.peek2().kind == Tok::MetaName {
                break;
            }
            self.bump();
            if self.eat_word("align") {
                align = Some(self.expect_u64("alignment")?);
            } else {
                return self.expected("'align' or metadata attachment after ','");
            }
        }
        Ok(align)
    }

    /// At a `,` (not peeked past), the `align N` after it read from the
    /// bytes: `N` and the end of its digits, when the lexer would make
    /// exactly the tokens `align` and a decimal integer of at most 19
    /// digits there (so `N` fits in 64 bits); `None` for anything else,
    /// which the token path reads. Nearly every load, store and alloca
    /// ends in `, align N`: lexing its three tokens (and peeking past the
    /// comma for a `!` attachment) cost a tenth of parsing sqlite3 -O0.
    fn quick_align(&self) -> Option<(u64, usize)> {
        use super::lexer::{is_name_char, skip_trivia_from};
        if self.peeked() {
            return None;
        }
        let b = &self.bytes[..self.lex.end];
        let word = skip_trivia_from(b, self.tok.end());
        let after = word + b"align".len();
        if b.get(word..after) != Some(b"align") || b.get(after).is_some_and(|&c| is_name_char(c) || c == b':') {
            return None;
        }
        let digits = skip_trivia_from(b, after);
        let len = b[digits..].iter().position(|c| !c.is_ascii_digit()).unwrap_or(b.len() - digits);
        let end = digits + len;
        if len == 0 || len > 19 || b.get(end).is_some_and(|&c| is_name_char(c) || c == b':') {
            return None;
        }
        Some((b[digits..end].iter().fold(0u64, |v, &d| v * 10 + u64::from(d - b'0')), end))
    }

    fn expect_comma(&mut self, what: &str) -> PResult<()> {
        if self.eat(Tok::Comma) {
            Ok(())
        } else {
            self.expected(&format!("',' {what}"))
        }
    }

    /// `T v` where the type may be any first-class type.
    fn typed(&mut self) -> PResult<(Type, Value)> {
        self.parse_typed_value()
    }

    /// The opcode and operands; returns the kind and result type.
    fn parse_inst_kind(&mut self, flags: &mut u32) -> PResult<(InstKind, Type)> {
        let op = self.tok;
        if op.kind != Tok::Word {
            return self.expected("instruction opcode");
        }
        let w = self.tbytes(op);
        self.bump();
        let void = self.types.void;
        match w {
            b"ret" => {
                let ty = self.parse_type()?;
                if ty == void {
                    return Ok((InstKind::Ret { value: None }, void));
                }
                let v = self.parse_value(ty)?;
                Ok((InstKind::Ret { value: Some(v) }, void))
            }
            b"br" => {
                if self.at_word("label") {
                    let dest = self.parse_label_ref()?;
                    return Ok((InstKind::Br { dest }, void));
                }
                let (_, cond) = self.typed()?;
                self.expect_comma("after branch condition")?;
                let if_true = self.parse_label_ref()?;
                self.expect_comma("after true destination")?;
                let if_false = self.parse_label_ref()?;
                Ok((InstKind::CondBr { cond, if_true, if_false }, void))
            }
            b"switch" => {
                let (ty, value) = self.typed()?;
                self.expect_comma("after switch condition")?;
                let default = self.parse_label_ref()?;
                self.expect(Tok::LBracket, "'[' with switch cases")?;
                let mut cases = Vec::new();
                while !self.eat(Tok::RBracket) {
                    let cty = self.parse_type()?;
                    let _ = ty;
                    let c = self.parse_value(cty)?;
                    self.expect_comma("after case value")?;
                    let dest = self.parse_label_ref()?;
                    cases.push((c, dest));
                }
                Ok((InstKind::Switch { value, default, cases }, void))
            }
            b"indirectbr" => {
                let (_, address) = self.typed()?;
                self.expect_comma("after indirectbr address")?;
                self.expect(Tok::LBracket, "'[' with indirectbr destinations")?;
                let mut dests = Vec::new();
                if !self.eat(Tok::RBracket) {
                    loop {
                        dests.push(self.parse_label_ref()?);
                        if self.eat(Tok::RBracket) {
                            break;
                        }
                        self.expect_comma("between indirectbr destinations")?;
                    }
                }
                Ok((InstKind::IndirectBr { address, dests }, void))
            }
            b"invoke" => {
                let (call, ret) = self.parse_call_common(flags)?;
                self.expect_word("to")?;
                let normal = self.parse_label_ref()?;
                self.expect_word("unwind")?;
                let unwind = self.parse_label_ref()?;
                Ok((
                    InstKind::Invoke {
                        call: Box::new(call),
                        normal,
                        unwind,
                    },
                    ret,
                ))
            }
            b"callbr" => {
                let (call, ret) = self.parse_call_common(flags)?;
                self.expect_word("to")?;
                let default = self.parse_label_ref()?;
                self.expect(Tok::LBracket, "'[' with callbr indirect destinations")?;
                let mut indirect = Vec::new();
                if !self.eat(Tok::RBracket) {
                    loop {
                        indirect.push(self.parse_label_ref()?);
                        if self.eat(Tok::RBracket) {
                            break;
                        }
                        self.expect_comma("between callbr destinations")?;
                    }
                }
                Ok((
                    InstKind::CallBr {
                        call: Box::new(call),
                        default,
                        indirect,
                    },
                    ret,
                ))
            }
            b"resume" => {
                let (_, value) = self.typed()?;
                Ok((InstKind::Resume { value }, void))
            }
            b"unreachable" => Ok((InstKind::Unreachable, void)),
            b"cleanupret" => {
                self.expect_word("from")?;
                let tok_ty = self.types.token;
                let pad = self.parse_value(tok_ty)?;
                self.expect_word("unwind")?;
                let unwind = if self.eat_word("to") {
                    self.expect_word("caller")?;
                    None
                } else {
                    Some(self.parse_label_ref()?)
                };
                Ok((InstKind::CleanupRet { pad, unwind }, void))
            }
            b"catchret" => {
                self.expect_word("from")?;
                let tok_ty = self.types.token;
                let pad = self.parse_value(tok_ty)?;
                self.expect_word("to")?;
                let dest = self.parse_label_ref()?;
                Ok((InstKind::CatchRet { pad, dest }, void))
            }
            b"catchswitch" => {
                self.expect_word("within")?;
                let tok_ty = self.types.token;
                let parent = self.parse_value(tok_ty)?;
                self.expect(Tok::LBracket, "'[' with catchswitch handlers")?;
                let mut handlers = Vec::new();
                if !self.eat(Tok::RBracket) {
                    loop {
                        handlers.push(self.parse_label_ref()?);
                        if self.eat(Tok::RBracket) {
                            break;
                        }
                        self.expect_comma("between catchswitch handlers")?;
                    }
                }
                self.expect_word("unwind")?;
                let unwind = if self.eat_word("to") {
                    self.expect_word("caller")?;
                    None
                } else {
                    Some(self.parse_label_ref()?)
                };
                Ok((InstKind::CatchSwitch { parent, handlers, unwind }, tok_ty))
            }
            b"catchpad" | b"cleanuppad" => {
                self.expect_word("within")?;
                let tok_ty = self.types.token;
                let parent = self.parse_value(tok_ty)?;
                self.expect(Tok::LBracket, "'[' with pad arguments")?;
                let mut args = Vec::new();
                if !self.eat(Tok::RBracket) {
                    loop {
                        let (_, v) = self.typed()?;
                        args.push(v);
                        if self.eat(Tok::RBracket) {
                            break;
                        }
                        self.expect_comma("between pad arguments")?;
                    }
                }
                let kind = if w == b"catchpad" {
                    InstKind::CatchPad { catchswitch: parent, args }
                } else {
                    InstKind::CleanupPad { parent, args }
                };
                Ok((kind, tok_ty))
            }
            b"landingpad" => {
                let ty = self.parse_type()?;
                let cleanup = self.eat_word("cleanup");
                let mut clauses = Vec::new();
                while self.at_word("catch") || self.at_word("filter") {
                    self.bump();
                    let (_, v) = self.typed()?;
                    clauses.push(v);
                }
                Ok((InstKind::LandingPad { cleanup, clauses }, ty))
            }
            b"call" => {
                let (call, ret) = self.parse_call_common(flags)?;
                Ok((InstKind::Call(Box::new(call)), ret))
            }
            b"tail" | b"musttail" | b"notail" => {
                let tail: Box<str> = self.text(op).into();
                self.expect_word("call")?;
                let (mut call, ret) = self.parse_call_common(flags)?;
                call.tail = Some(tail);
                Ok((InstKind::Call(Box::new(call)), ret))
            }
            b"alloca" => {
                let mut inalloca = false;
                while self.at_word("inalloca") || self.at_word("swifterror") {
                    inalloca |= self.at_word("inalloca");
                    self.bump();
                }
                let allocated = self.parse_type()?;
                let mut count = None;
                let mut align = None;
                let mut addr_space = 0;
                while self.at(Tok::Comma) && self.peek2().kind != Tok::MetaName {
                    self.bump();
                    if self.eat_word("align") {
                        align = Some(self.expect_u64("alignment")?);
                    } else if self.at_word("addrspace") {
                        addr_space = self.opt_addrspace()?;
                    } else if count.is_none() && align.is_none() {
                        let (_, v) = self.typed()?;
                        count = Some(v);
                    } else {
                        return self.expected("'align' or 'addrspace' in alloca");
                    }
                }
                let ty = self.types.ptr(addr_space);
                Ok((
                    InstKind::Alloca {
                        allocated,
                        count,
                        align,
                        addr_space,
                        inalloca,
                    },
                    ty,
                ))
            }
            b"load" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.parse_type()?;
                self.expect_comma("after load type")?;
                let (_, ptr) = self.typed()?;
                let ordering = self.parse_scope_ordering(atomic)?;
                let align = self.parse_opt_align()?;
                Ok((
                    InstKind::Load {
                        ty,
                        ptr,
                        align,
                        volatile,
                        ordering,
                    },
                    ty,
                ))
            }
            b"store" => {
                let atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let (_, value) = self.typed()?;
                self.expect_comma("after store value")?;
                let (_, ptr) = self.typed()?;
                let ordering = self.parse_scope_ordering(atomic)?;
                let align = self.parse_opt_align()?;
                Ok((
                    InstKind::Store {
                        value,
                        ptr,
                        align,
                        volatile,
                        ordering,
                    },
                    void,
                ))
            }
            b"fence" => {
                let ordering = self.parse_scope_ordering(true)?;
                Ok((InstKind::Fence { ordering }, void))
            }
            b"cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let (_, ptr) = self.typed()?;
                self.expect_comma("after cmpxchg pointer")?;
                let (ty, cmp) = self.typed()?;
                self.expect_comma("after cmpxchg compare value")?;
                let (_, new) = self.typed()?;
                let success = self.parse_scope_ordering(true)?;
                let failure = self.parse_ordering()?;
                self.parse_opt_align()?;
                let i1 = self.types.i1;
                let rty = self.types.intern(TypeData::Struct {
                    fields: vec![ty, i1],
                    packed: false,
                });
                Ok((
                    InstKind::CmpXchg {
                        ptr,
                        cmp,
                        new,
                        volatile,
                        weak,
                        success,
                        failure,
                    },
                    rty,
                ))
            }
            b"atomicrmw" => {
                let volatile = self.eat_word("volatile");
                let opw = self.tok;
                if opw.kind != Tok::Word {
                    return self.expected("atomicrmw operation");
                }
                self.bump();
                let (_, ptr) = self.typed()?;
                self.expect_comma("after atomicrmw pointer")?;
                let (ty, value) = self.typed()?;
                let ordering = self.parse_scope_ordering(true)?;
                self.parse_opt_align()?;
                Ok((
                    InstKind::AtomicRmw {
                        op: self.text(opw).into(),
                        ptr,
                        value,
                        volatile,
                        ordering,
                    },
                    ty,
                ))
            }
            b"getelementptr" => {
                loop {
                    match self.word() {
                        Some(b"inbounds") => *flags |= InstFlags::INBOUNDS | InstFlags::NUSW,
                        Some(b"nusw") => *flags |= InstFlags::NUSW,
                        Some(b"nuw") => *flags |= InstFlags::NUW,
                        _ => break,
                    }
                    self.bump();
                }
                let source_ty = self.parse_type()?;
                self.expect_comma("after getelementptr source type")?;
                let (bty, base) = self.typed()?;
                let mut indices = Vec::new();
                let mut vec_shape = self.types.vector_shape(bty);
                while self.at(Tok::Comma) && self.peek2().kind != Tok::MetaName {
                    self.bump();
                    self.eat_word("inrange");
                    let (ity, v) = self.typed()?;
                    if vec_shape.is_none() {
                        vec_shape = self.types.vector_shape(ity);
                    }
                    indices.push(v);
                }
                let ty = match vec_shape {
                    None => bty,
                    Some((len, scalable)) => {
                        let asp = match self.types.data(bty) {
                            TypeData::Ptr { addr_space } => addr_space,
                            TypeData::Vector { elem, .. } => match self.types.data(elem) {
                                TypeData::Ptr { addr_space } => addr_space,
                                _ => 0,
                            },
                            _ => 0,
                        };
                        let elem = self.types.ptr(asp);
                        self.types.intern(TypeData::Vector { elem, len, scalable })
                    }
                };
                Ok((
                    InstKind::Gep {
                        source_ty,
                        base,
                        indices,
                        inbounds: *flags & InstFlags::INBOUNDS != 0,
                    },
                    ty,
                ))
            }
            b"phi" => {
                self.parse_flags(flags);
                let ty = self.parse_type()?;
                let mut incoming = Vec::new();
                // A phi without incoming values (in a block without
                // predecessors) is valid IR: opt-19 reads `%r = phi i32`.
                if !self.at(Tok::LBracket) {
                    return Ok((InstKind::Phi { incoming }, ty));
                }
                loop {
                    self.expect(Tok::LBracket, "'[' in phi")?;
                    let v = self.parse_value(ty)?;
                    self.expect_comma("in phi incoming pair")?;
                    let t = self.tok;
                    if !matches!(t.kind, Tok::LocalVar | Tok::LocalId) {
                        return self.expected("basic block name in phi");
                    }
                    self.bump();
                    let bb = self.block_ref(t)?;
                    self.expect(Tok::RBracket, "']' in phi")?;
                    incoming.push((v, bb));
                    if !(self.at(Tok::Comma) && self.peek2().kind == Tok::LBracket) {
                        break;
                    }
                    self.bump();
                }
                Ok((InstKind::Phi { incoming }, ty))
            }
            b"select" => {
                self.parse_flags(flags);
                let (_, cond) = self.typed()?;
                self.expect_comma("after select condition")?;
                let (ty, if_true) = self.typed()?;
                self.expect_comma("after select true value")?;
                let (_, if_false) = self.typed()?;
                Ok((InstKind::Select { cond, if_true, if_false }, ty))
            }
            b"va_arg" => {
                let (_, list) = self.typed()?;
                self.expect_comma("after va_arg list")?;
                let ty = self.parse_type()?;
                Ok((InstKind::VaArg { list, ty }, ty))
            }
            b"freeze" => {
                let (ty, v) = self.typed()?;
                Ok((
                    InstKind::Other {
                        op: Opcode::Freeze,
                        operands: vec![v],
                    },
                    ty,
                ))
            }
            b"fneg" => {
                self.parse_flags(flags);
                let (ty, v) = self.typed()?;
                Ok((
                    InstKind::Other {
                        op: Opcode::FNeg,
                        operands: vec![v],
                    },
                    ty,
                ))
            }
            b"icmp" | b"fcmp" => {
                self.parse_flags(flags);
                let pred = self.tok;
                if pred.kind != Tok::Word {
                    return self.expected("comparison predicate");
                }
                self.bump();
                *flags = InstFlags(*flags).with_predicate(self.text(pred)).0;
                let (ty, a) = self.typed()?;
                self.expect_comma("between compare operands")?;
                let b2 = self.parse_value(ty)?;
                let rty = self.types.bool_like(ty);
                let op = if w == b"icmp" { Opcode::ICmp } else { Opcode::FCmp };
                Ok((InstKind::Other { op, operands: vec![a, b2] }, rty))
            }
            b"extractelement" => {
                let (vty, v) = self.typed()?;
                self.expect_comma("after vector operand")?;
                let (_, idx) = self.typed()?;
                let ty = self.types.member(vty, 0).unwrap_or(vty);
                Ok((
                    InstKind::Other {
                        op: Opcode::ExtractElement,
                        operands: vec![v, idx],
                    },
                    ty,
                ))
            }
            b"insertelement" => {
                let (vty, v) = self.typed()?;
                self.expect_comma("after vector operand")?;
                let (_, e) = self.typed()?;
                self.expect_comma("after inserted element")?;
                let (_, idx) = self.typed()?;
                Ok((
                    InstKind::Other {
                        op: Opcode::InsertElement,
                        operands: vec![v, e, idx],
                    },
                    vty,
                ))
            }
            b"shufflevector" => {
                let (vty, a) = self.typed()?;
                self.expect_comma("after first vector")?;
                let (_, b2) = self.typed()?;
                self.expect_comma("after second vector")?;
                let (mty, mask) = self.typed()?;
                let elem = self.types.member(vty, 0).unwrap_or(vty);
                let ty = match self.types.vector_shape(mty) {
                    Some((len, scalable)) => self.types.intern(TypeData::Vector { elem, len, scalable }),
                    None => vty,
                };
                Ok((
                    InstKind::Other {
                        op: Opcode::ShuffleVector,
                        operands: vec![a, b2, mask],
                    },
                    ty,
                ))
            }
            b"extractvalue" | b"insertvalue" => {
                let insert = w == b"insertvalue";
                let (aty, agg) = self.typed()?;
                let mut operands = vec![agg];
                if insert {
                    self.expect_comma("after aggregate operand")?;
                    let (_, e) = self.typed()?;
                    operands.push(e);
                }
                let mut ty = aty;
                let i32t = self.types.int(32);
                let mut any = false;
                while self.at(Tok::Comma) && self.peek2().kind == Tok::Int {
                    self.bump();
                    let idx = self.expect_u64("aggregate index")?;
                    any = true;
                    ty = match self.types.member(ty, idx) {
                        Some(t) => t,
                        None => return perr(self.prev_end, "invalid index into aggregate type"),
                    };
                    let c = self.push_const(ConstData::Int {
                        ty: i32t,
                        value: idx as i128,
                    });
                    operands.push(Value::Const(c));
                }
                if !any {
                    return self.expected("',' and aggregate index");
                }
                let (op, rty) = if insert {
                    (Opcode::InsertValue, aty)
                } else {
                    (Opcode::ExtractValue, ty)
                };
                Ok((InstKind::Other { op, operands }, rty))
            }
            _ => {
                if let Some(op) = super::consts::castop(w) {
                    self.parse_flags(flags);
                    let (_, value) = self.typed()?;
                    self.expect_word("to")?;
                    let to = self.parse_type()?;
                    return Ok((InstKind::Cast { op, value, to }, to));
                }
                if let Some(op) = super::consts::binop(w) {
                    self.parse_flags(flags);
                    let (ty, a) = self.typed()?;
                    self.expect_comma("between operands")?;
                    let b2 = self.parse_value(ty)?;
                    return Ok((InstKind::Other { op, operands: vec![a, b2] }, ty));
                }
                perr(op.start(), format!("expected instruction opcode, found '{}'", self.text(op)))
            }
        }
    }

    /// What `call`, `invoke` and `callbr` share, from the words after the
    /// opcode through operand bundles. Returns the call and its result type.
    fn parse_call_common(&mut self, flags: &mut u32) -> PResult<(CallData, Type)> {
        let mut ret_attrs = AttrSet::default();
        let mut cc = 0;
        loop {
            if let Some(id) = self.opt_calling_conv()? {
                cc = id;
                continue;
            }
            match self.word() {
                Some(w) if inst_flag(w).is_some() => {
                    self.parse_flags(flags);
                }
                Some(w) if super::attrs::is_qualifier_word(w) => {
                    self.bump();
                }
                Some(b"addrspace") => {
                    self.opt_addrspace()?;
                }
                Some(w) if super::types::is_type_word(w) => break,
                Some(_) => {
                    let more = self.parse_attrs(AttrPos::Ret)?;
                    if more.is_empty() {
                        break;
                    }
                    ret_attrs.attrs.extend(more.attrs);
                    ret_attrs.groups.extend(more.groups);
                }
                None => {
                    if self.at(Tok::Str) {
                        let more = self.parse_attrs(AttrPos::Ret)?;
                        ret_attrs.attrs.extend(more.attrs);
                        continue;
                    }
                    break;
                }
            }
        }
        let ty = self.parse_type()?;
        let ptr = self.types.ptr(0);
        // The callee may be a pointer in any address space.
        let callee = if matches!(self.tok.kind, Tok::LocalVar | Tok::LocalId) {
            let t = self.bump();
            Value::Local(self.local_value(t)?)
        } else {
            self.in_callee = true;
            let v = self.parse_value(ptr);
            self.in_callee = false;
            v?
        };
        self.expect(Tok::LParen, "'(' with call arguments")?;
        let mut args = std::mem::take(&mut self.scope().arg_scratch);
        args.clear();
        let mut label_args = Vec::new();
        if !self.eat(Tok::RParen) {
            loop {
                if self.at(Tok::Dots) {
                    // musttail forwarding of varargs: `...` as the last argument.
                    self.bump();
                    self.expect(Tok::RParen, "')' after '...'")?;
                    break;
                }
                let aty = self.parse_type()?;
                let (attrs, value) = if self.is_metadata_ty(aty) {
                    (AttrSet::default(), Value::Const(self.parse_metadata_arg()?))
                } else if matches!(self.types.data(aty), TypeData::Label) {
                    // `label %bb` (an inline asm operand): the argument
                    // stays, as an `undef` of type label (no memory, no
                    // pointer), so that arity and types hold; the block
                    // goes to `label_args` as a use of the block.
                    let attrs = self.parse_attrs(AttrPos::Param)?;
                    let t = self.tok;
                    if !matches!(t.kind, Tok::LocalVar | Tok::LocalId) {
                        return self.expected("basic block name");
                    }
                    self.bump();
                    label_args.push(self.block_ref(t)?);
                    (attrs, Value::Const(self.push_const(ConstData::Undef(aty))))
                } else {
                    let attrs = self.parse_attrs(AttrPos::Param)?;
                    (attrs, self.parse_value(aty)?)
                };
                args.push(CallArg { ty: aty, attrs, value });
                if self.eat(Tok::RParen) {
                    break;
                }
                self.expect_comma("or ')' between call arguments")?;
            }
        }
        let mut scratch = args;
        // An exactly sized copy; the scratch keeps its capacity.
        let mut args: Vec<CallArg> = Vec::with_capacity(scratch.len());
        args.append(&mut scratch);
        self.scope().arg_scratch = scratch;
        let fn_attrs = self.parse_attrs(AttrPos::Fn)?;
        let mut bundles = Vec::new();
        if self.at(Tok::LBracket) {
            self.bump();
            loop {
                let tag = self.expect(Tok::Str, "operand bundle tag")?;
                self.expect(Tok::LParen, "'(' after operand bundle tag")?;
                let mut inputs = Vec::new();
                let mut labels = Vec::new();
                if !self.eat(Tok::RParen) {
                    loop {
                        // A block operand (`label %bb`) is no value and
                        // moves no memory, but it is a use of the block
                        // (a predecessor edge when the call is a terminator).
                        if self.at_word("label") {
                            labels.push(self.parse_label_ref()?);
                        } else {
                            let (_, v) = self.typed()?;
                            inputs.push(v);
                        }
                        if self.eat(Tok::RParen) {
                            break;
                        }
                        self.expect_comma("or ')' in operand bundle")?;
                    }
                }
                bundles.push(OperandBundle {
                    tag: self.string_of(tag).into(),
                    inputs,
                    labels,
                });
                if self.eat(Tok::RBracket) {
                    break;
                }
                self.expect_comma("or ']' between operand bundles")?;
            }
        }
        let explicit = self.types.with_data(ty, |d| match d {
            TypeData::Function { ret, .. } => Some(*ret),
            _ => None,
        });
        let (fn_ty, ret) = match explicit {
            Some(ret) => (ty, ret),
            None => {
                // A direct call usually has the callee's own type; reuse it
                // instead of interning a new function type.
                let declared = match (&callee, &self.env) {
                    (Value::Global(GlobalRef::Func(f)), Env::Body(sh)) => sh.func_types.get(f.as_u32() as usize).copied(),
                    _ => None,
                };
                let same = declared.filter(|&fty| {
                    self.types.with_data(fty, |d| match d {
                        TypeData::Function { ret, params, varargs } => {
                            !*varargs && *ret == ty && params.len() == args.len() && params.iter().zip(&args).all(|(p, a)| *p == a.ty)
                        }
                        _ => false,
                    })
                });
                match same {
                    Some(fty) => (fty, ty),
                    None => {
                        let params = args.iter().map(|a| a.ty).collect();
                        (
                            self.types.intern(TypeData::Function {
                                ret: ty,
                                params,
                                varargs: false,
                            }),
                            ty,
                        )
                    }
                }
            }
        };
        if let Value::Global(GlobalRef::Func(f)) = callee {
            if let Some(k) = super::core::implicit_intrinsic_index(f, self.implicit_intrinsics.len()) {
                let entry = &mut self.implicit_intrinsics[k];
                match entry.fn_ty {
                    None => entry.fn_ty = Some(fn_ty),
                    Some(t) if t != fn_ty => {
                        let name = entry.name.clone();
                        return perr(
                            entry.pos,
                            format!("calls of the undeclared intrinsic '@{name}' disagree on its type"),
                        );
                    }
                    Some(_) => {}
                }
            }
        }
        Ok((
            CallData {
                callee,
                fn_ty,
                args,
                label_args,
                fn_attrs,
                ret_attrs,
                bundles,
                tail: None,
                cc,
            },
            ret,
        ))
    }

    /// `T v` of a `uselistorder` directive: the block for `label %bb` (a
    /// placeholder id while `%bb` is a forward reference), `None` for a
    /// value, which is only checked.
    pub fn parse_typed_value_loose(&mut self) -> PResult<Option<Block>> {
        let ty = self.parse_type()?;
        match self.tok.kind {
            Tok::LocalVar | Tok::LocalId => {
                let t = self.bump();
                if matches!(self.types.data(ty), TypeData::Label) {
                    // `uselistorder label %bb, ...`: the uses of a block.
                    return self.block_ref(t).map(Some);
                }
                self.check_local_exists(t).map(|()| None)
            }
            _ => self.parse_value(ty).map(|_| None),
        }
    }

    /// `{ 1, 0, 2 }`. An index beyond `u32` saturates (opt rejects such a
    /// directive anyway: no value has that many uses).
    pub fn parse_index_list(&mut self) -> PResult<Vec<u32>> {
        self.expect(Tok::LBrace, "'{' with use-list order indices")?;
        let mut order = Vec::new();
        loop {
            let k = self.expect_u64("use-list index")?;
            order.push(u32::try_from(k).unwrap_or(u32::MAX));
            if self.eat(Tok::RBrace) {
                return Ok(order);
            }
            self.expect_comma("or '}' between indices")?;
        }
    }

    /// `{ 1, 0, 2 }`, checked and dropped (module-level directives).
    pub fn skip_index_list(&mut self) -> PResult<()> {
        self.parse_index_list().map(|_| ())
    }
}

#[cfg(test)]
mod tests {
    use super::{NumberedSlots, Slot};
    use crate::entities::Local;

    fn is_val(s: Option<Slot>, n: u32) -> bool {
        matches!(s, Some(Slot::Val(l)) if l.as_u32() == n)
    }

    #[test]
    fn numbered_slots_keep_far_numbers_and_take_them_over() {
        let mut t = NumberedSlots::default();
        assert!(t.get_or_insert(0, Slot::FwdVal(0)).is_none());
        assert!(matches!(t.get(0), Some(Slot::FwdVal(0))));
        // A number far past the vector goes to the map ...
        let far = 100_000;
        assert!(t.insert(far, Slot::Val(Local::from_u32(7))).is_none());
        assert!(is_val(t.get(far), 7));
        assert!(t.get(far - 1).is_none());
        assert!(t.get(u32::MAX).is_none());
        assert!(t.insert(u32::MAX, Slot::FwdBlk(3)).is_none());
        // ... and stays found when the vector grows past it.
        for n in 1..=far + 10 {
            let had = t.get_or_insert(n, Slot::Val(Local::from_u32(n)));
            assert_eq!(had.is_some(), n == far, "number {n}");
        }
        assert!(is_val(t.get(far), 7));
        assert!(is_val(t.get(far + 1), far + 1));
        assert!(matches!(t.get(u32::MAX), Some(Slot::FwdBlk(3))));
        // `insert` returns what it replaced.
        assert!(is_val(t.insert(5, Slot::FwdVal(9)), 5));
        assert!(matches!(t.get(5), Some(Slot::FwdVal(9))));
        t.clear(16);
        assert!(t.get(5).is_none() && t.get(far).is_none() && t.get(u32::MAX).is_none());
    }
}
