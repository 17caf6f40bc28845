//! Translating an address across a CFG edge (LLVM 19's `PHITransAddr`
//! with `MustDominate`), and the loop-invariance test Memory SSA's walker
//! applies to a translated location (`upward_defs_iterator`).
//!
//! When a clobber walk leaves block `cur` for its predecessor `pred`, the
//! queried address may be an expression over IR `phi`s of `cur`: a value
//! `%p = phi [%a, %l], [%b, %r]` stands for `%a` on the edge from `%l`.
//! [`PhiTranslator::translate`] rewrites the address for the edge:
//!
//! * an input instruction defined outside `cur` stays as it is;
//! * a `phi` of `cur` becomes its incoming value for `pred`;
//! * a cast, a `getelementptr` or an `add X, C` of `cur` whose operands
//!   changed is rebuilt: it must simplify (`gep %x, 0` is `%x`, constants
//!   fold) or an identical instruction must already exist in a block that
//!   dominates `pred` (found through the use list of its first operand);
//! * anything else fails.
//!
//! The result must dominate `pred` (when it is an instruction); an
//! unreachable `pred` always fails. A failure is `None`: Memory SSA then
//! keeps the old pointer.
//!
//! Worked example (`walker/phi-translation.ll`): with
//! `%p4 = getelementptr inbounds i8, ptr %p, i64 4` in `j` and
//! `%p = phi ptr [ %a, %l ], [ %b, %r ]`, the edge from `%l` gives the
//! existing `%a4 = getelementptr inbounds i8, ptr %a, i64 4` of the entry
//! block.
//!
//! Simplification covers what address expressions need: all-zero GEPs,
//! poison/undef operands, zero-sized element types, constant folding of
//! integer casts, integer adds and constant GEPs (folded GEPs become
//! interned constant expressions), and eliminable cast pairs. Imprecise:
//! LLVM's `ptrtoint`/`sub` GEP idioms (`gep V, (sub P, V)`) and
//! associative re-folding of adds are not simplified, so translation fails
//! there where LLVM could succeed (it then keeps the old pointer).
//!
//! The expression is walked with an explicit stack (no recursion on the
//! depth of the address expression).

use crate::func::{CData, FunctionAA, Val};
use llir::{Block, Inst, InstKind, Opcode, TypeData, Value};
use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;

/// Translates addresses across CFG edges for one function; see the module
/// documentation. Keeps a lazily built index of the GEP users of
/// non-local values (globals and constants have no use list here).
pub struct PhiTranslator<'a, 'm> {
    aa: &'a FunctionAA<'m>,
    /// GEP instructions by the `Val` of their base, for non-local bases, in
    /// reverse instruction order (LLVM's use lists list the newest first).
    nonlocal_gep_users: RefCell<Option<HashMap<Val, Vec<Inst>>>>,
}

/// A pending step of the translation of one sub-expression.
enum Frame {
    /// A cast `v` waiting for its translated operand.
    Cast { v: Val, op: Opcode, operand: Val },
    /// A GEP `v` whose operands `ops[..done.len()]` are translated.
    Gep { v: Val, ops: Vec<Val>, done: Vec<Val> },
    /// `v = add lhs, rhs` waiting for its translated left operand.
    Add { v: Val, lhs: Val, rhs: Val },
}

/// The translation state: LLVM's `InstInputs` (a multiset of instructions).
struct State<'t, 'a, 'm> {
    t: &'t PhiTranslator<'a, 'm>,
    inputs: Vec<Inst>,
    cur: Block,
    pred: Block,
}

impl<'a, 'm> PhiTranslator<'a, 'm> {
    /// A translator for the function of `aa`.
    pub fn new(aa: &'a FunctionAA<'m>) -> PhiTranslator<'a, 'm> {
        PhiTranslator {
            aa,
            nonlocal_gep_users: RefCell::new(None),
        }
    }

    /// LLVM's `PHITransAddr(addr).translateValue(cur, pred, DT, true)`: the
    /// address `addr` as seen on the edge `pred -> cur`, or `None` if it
    /// cannot be expressed there (including when `pred` is unreachable).
    /// Returns `Some(addr)` when nothing needed translation.
    pub fn translate(&self, addr: Val, cur: Block, pred: Block) -> Option<Val> {
        let aa = self.aa;
        if !aa.dom().is_reachable(pred) {
            return None;
        }
        // Nothing to translate for a value that is not an instruction of
        // `cur` (the usual case): it stands for itself, as the general walk
        // below finds after allocating its work lists. The Memory SSA
        // walker asks this on every phi edge of every search.
        match aa.inst_of(addr) {
            None => return Some(addr),
            Some(i) => {
                let b = aa.body().insts[i].block;
                if b != cur {
                    return aa.dom().dominates(b, pred).then_some(addr);
                }
            }
        }
        let mut st = State {
            t: self,
            inputs: aa.inst_of(addr).into_iter().collect(),
            cur,
            pred,
        };
        let r = st.sub_expr(addr)?;
        if let Some(b) = aa.block_of(r) {
            if !aa.dom().dominates(b, pred) {
                return None;
            }
        }
        Some(r)
    }

    fn body_block(&self, i: Inst) -> Block {
        self.aa.body().insts[i].block
    }

    /// GEP instructions of this function whose base is the non-local `v`.
    fn nonlocal_geps(&self, v: Val) -> Vec<Inst> {
        let mut cache = self.nonlocal_gep_users.borrow_mut();
        let map = cache.get_or_insert_with(|| {
            let mut map: HashMap<Val, Vec<Inst>> = HashMap::default();
            for (i, d) in self.aa.body().insts.iter() {
                if let InstKind::Gep { base, .. } = &d.kind {
                    if !matches!(base, Value::Local(_)) {
                        map.entry(self.aa.val(*base)).or_default().push(i);
                    }
                }
            }
            for l in map.values_mut() {
                l.reverse();
            }
            map
        });
        map.get(&v).cloned().unwrap_or_default()
    }

    /// Instructions that use `v`, newest first, once per use.
    fn users(&self, v: Val) -> Vec<Inst> {
        if self.aa.as_local(v).is_some() {
            self.aa.uses(v).iter().map(|u| u.inst).collect()
        } else {
            self.nonlocal_geps(v)
        }
    }
}

impl FunctionAA<'_> {
    /// Memory SSA's `upward_defs_iterator::IsGuaranteedLoopInvariant`: is
    /// `ptr` the same address in every iteration of any loop? True (after
    /// stripping pointer casts) for instructions of the entry block,
    /// non-instructions (arguments, globals, constants), `alloca`s, and GEPs
    /// with constant integer indices whose stripped base is a
    /// non-instruction or an `alloca`.
    ///
    /// Memoized per function: the answer depends on `ptr` alone, and the
    /// clobber walker asks again for every incoming edge of every phi it
    /// passes (a quarter of `memssa print`'s instructions on lua's -O0
    /// lvm.c before the memo, callgrind).
    pub fn is_guaranteed_loop_invariant(&self, ptr: Val) -> bool {
        if let Some(&r) = self.loop_invariant_cache.borrow().get(&ptr) {
            return r;
        }
        let r = self.compute_guaranteed_loop_invariant(ptr);
        self.loop_invariant_cache.borrow_mut().insert(ptr, r);
        r
    }

    fn compute_guaranteed_loop_invariant(&self, ptr: Val) -> bool {
        let base_ok = |p: Val| {
            let p = self.strip_pointer_casts(p);
            self.inst_of(p).is_none() || self.is_alloca(p)
        };
        let p = self.strip_pointer_casts(ptr);
        if let Some(i) = self.inst_of(p) {
            if self.in_entry_block(i) {
                return true;
            }
        }
        if let Some(g) = self.gep(p) {
            return base_ok(g.base) && g.indices.iter().all(|&x| self.as_const_int(x).is_some());
        }
        base_ok(p)
    }

    /// Integer value of constant `v` truncated to its width, as unsigned.
    fn const_uint(&self, v: Val) -> Option<(u32, u128)> {
        let (w, x) = self.as_const_int(v)?;
        let mask = if w >= 128 { u128::MAX } else { (1u128 << w) - 1 };
        Some((w, (x as u128) & mask))
    }

    fn type_is_ptr(&self, t: llir::Type) -> bool {
        matches!(self.module().types.data(t), TypeData::Ptr { .. })
    }

    /// LLVM's `simplifyCastInst` for the cases address expressions meet.
    fn simplify_cast(&self, op: Opcode, x: Val, to: llir::Type) -> Option<Val> {
        if self.is_constant(x) {
            return self.fold_cast(op, x, to);
        }
        // A cast of a cast that together are a no-op.
        if let Some((op0, src)) = self.cast(x) {
            if self.ty(src) == Some(to) && self.cast_pair_is_noop(op0, op, src, x) {
                return Some(src);
            }
        }
        if op == Opcode::BitCast && self.ty(x) == Some(to) {
            return Some(x);
        }
        None
    }

    /// Does `op1(op0(src))` give back `src` (LLVM's
    /// `isEliminableCastPair` answering `BitCast`, for same source and
    /// destination type)?
    fn cast_pair_is_noop(&self, op0: Opcode, op1: Opcode, src: Val, mid: Val) -> bool {
        use Opcode::*;
        match (op0, op1) {
            (BitCast, BitCast) | (AddrSpaceCast, AddrSpaceCast) => true,
            (ZExt | SExt, Trunc) => true,
            (PtrToInt, IntToPtr) => {
                let asp = self.addr_space(src).unwrap_or(0);
                let ptr_bits = self.module().data_layout.pointer_size_bits(asp);
                self.int_width(mid).is_some_and(|w| w >= ptr_bits)
            }
            _ => false,
        }
    }

    /// Constant folding of a cast of constant `x` to `to`.
    fn fold_cast(&self, op: Opcode, x: Val, to: llir::Type) -> Option<Val> {
        use Opcode::*;
        if op == BitCast && self.ty(x) == Some(to) {
            return Some(x);
        }
        if let (Some((w, u)), Some(tw)) = (self.const_uint(x), self.type_int_width(to)) {
            let value: i128 = match op {
                Trunc | ZExt => u as i128,
                SExt => crate::func::sext_from(u as i128, w),
                _ => return Some(self.cast_expr(op, x, to)),
            };
            let _ = tw;
            return Some(self.const_int(to, value));
        }
        if op != AddrSpaceCast && self.is_zero_value(x) {
            if self.type_is_ptr(to) {
                return Some(self.intern_synthetic(CData::Null(to)));
            }
            if self.type_int_width(to).is_some() {
                return Some(self.const_int(to, 0));
            }
        }
        match self.cdata(x) {
            Some(CData::Poison(_)) => return Some(self.intern_synthetic(CData::Poison(to))),
            Some(CData::Undef(_)) if matches!(op, Trunc | BitCast | IntToPtr | PtrToInt | AddrSpaceCast) => {
                return Some(self.intern_synthetic(CData::Undef(to)))
            }
            _ => {}
        }
        Some(self.cast_expr(op, x, to))
    }

    fn cast_expr(&self, op: Opcode, x: Val, to: llir::Type) -> Val {
        self.intern_synthetic(CData::Expr {
            op,
            ty: to,
            ops: vec![x].into(),
            src_ty: None,
            inbounds: false,
        })
    }

    /// LLVM's `simplifyGEPInst` for the cases address expressions meet.
    fn simplify_gep(&self, src_ty: llir::Type, ops: &[Val], inbounds: bool, result_ty: Option<llir::Type>) -> Option<Val> {
        let (&ptr, indices) = ops.split_first()?;
        if indices.is_empty() {
            return Some(ptr);
        }
        let types = &self.module().types;
        let vector_index = indices
            .iter()
            .any(|&i| self.ty(i).is_some_and(|t| matches!(types.data(t), TypeData::Vector { .. })));
        let same_type = !vector_index && self.ty(ptr).is_some() && self.ty(ptr) == result_ty;
        if same_type && indices.iter().all(|&i| self.is_zero_value(i)) {
            return Some(ptr);
        }
        let gep_ty = result_ty?;
        let is_poison = |v: Val| matches!(self.cdata(v), Some(CData::Poison(_)));
        if is_poison(ptr) || indices.iter().any(|&i| is_poison(i)) {
            return Some(self.intern_synthetic(CData::Poison(gep_ty)));
        }
        if matches!(self.cdata(ptr), Some(CData::Undef(_))) {
            return Some(self.intern_synthetic(CData::Undef(gep_ty)));
        }
        if indices.len() == 1 && same_type && self.module().layout().alloc_size(src_ty) == Some(0) {
            return Some(ptr);
        }
        if self.is_constant(ptr) && indices.iter().all(|&i| self.is_constant(i)) {
            if let Some(v) = self.fold_gep_on_null(src_ty, ptr, indices, gep_ty) {
                return Some(v);
            }
            return Some(self.intern_synthetic(CData::Expr {
                op: Opcode::GetElementPtr,
                ty: gep_ty,
                ops: ops.to_vec().into(),
                src_ty: Some(src_ty),
                inbounds,
            }));
        }
        None
    }

    /// LLVM's constant folding (`SymbolicallyEvaluateGEP`) of a GEP on
    /// `null` with constant integer indices: `inttoptr (iN offset)`, whose
    /// underlying object is the cast itself, not `null` (so it may alias
    /// anything); `null` again for offset 0. `None` for other GEPs.
    // Sound: LLVM skips the fold in non-integral address spaces, which the
    // data layout here does not record; folding there answers `MayAlias`
    // where LLVM may answer `NoAlias`. Nested GEPs and `inttoptr` bases,
    // which LLVM folds too, are kept as GEPs.
    fn fold_gep_on_null(&self, src_ty: llir::Type, ptr: Val, indices: &[Val], gep_ty: llir::Type) -> Option<Val> {
        if !self.is_null(ptr) || !indices.iter().all(|&i| self.as_const_int(i).is_some()) {
            return None;
        }
        let types = &self.module().types;
        let TypeData::Ptr { addr_space } = *types.data(gep_ty) else {
            return None;
        };
        let bits = self.module().data_layout.index_size_bits(addr_space).clamp(1, 128);
        let mut off: i128 = 0;
        for s in self.gep_steps(src_ty, indices) {
            match s {
                crate::objsize::GepStep::Field(o) => off = off.wrapping_add(o as i128),
                crate::objsize::GepStep::Seq { stride, index } => {
                    let (_, c) = self.as_const_int(index)?;
                    off = off.wrapping_add((stride as i128).wrapping_mul(c));
                }
                _ => return None,
            }
        }
        let off = crate::func::sext_from(off, bits);
        if off == 0 {
            return Some(self.intern_synthetic(CData::Null(gep_ty)));
        }
        let Some(int_ty) = types.lookup(&TypeData::Int(bits)) else {
            // No `iN` type in the module to build the integer operand with:
            // the same address, as a constant of its own kind.
            return Some(self.intern_synthetic(CData::IntAddress { ty: gep_ty, value: off }));
        };
        Some(self.intern_synthetic(CData::Expr {
            op: Opcode::IntToPtr,
            ty: gep_ty,
            ops: vec![self.const_int(int_ty, off)].into(),
            src_ty: None,
            inbounds: false,
        }))
    }

    /// LLVM's `simplifyAddInst(lhs, rhs)` for a constant integer `rhs`.
    fn simplify_add(&self, lhs: Val, rhs: Val, ty: llir::Type) -> Option<Val> {
        if let (Some((_, a)), Some((_, b))) = (self.as_const_int(lhs), self.as_const_int(rhs)) {
            return Some(self.const_int(ty, a.wrapping_add(b)));
        }
        match self.cdata(lhs) {
            Some(CData::Poison(_)) => return Some(lhs),
            Some(CData::Undef(_)) => return Some(lhs),
            _ => {}
        }
        if self.as_const_int(rhs).is_some_and(|(_, c)| c == 0) {
            return Some(lhs);
        }
        None
    }
}

impl State<'_, '_, '_> {
    fn add_as_input(&mut self, v: Val) -> Val {
        if let Some(i) = self.t.aa.inst_of(v) {
            self.inputs.push(i);
        }
        v
    }

    fn take_input(&mut self, i: Inst) -> bool {
        match self.inputs.iter().position(|&x| x == i) {
            Some(p) => {
                self.inputs.remove(p);
                true
            }
            None => false,
        }
    }

    /// LLVM's `RemoveInstInputs`: removes `v` from the inputs, or (if it is an
    /// intermediate of the expression) the inputs it was built from.
    fn remove_inputs(&mut self, v: Val) {
        let aa = self.t.aa;
        let mut stack = vec![v];
        let mut seen: Vec<Inst> = Vec::new();
        while let Some(v) = stack.pop() {
            let Some(i) = aa.inst_of(v) else { continue };
            if self.take_input(i) {
                continue;
            }
            // A cycle can only come from unreachable code; LLVM would not
            // terminate there, we stop.
            if seen.contains(&i) {
                continue;
            }
            seen.push(i);
            crate::func::for_each_operand(&aa.body().insts[i], |op, _| stack.push(aa.val(op)));
        }
    }

    /// The prologue of LLVM's `translateSubExpr(v)`: either a final answer
    /// (`Err`), or a frame to evaluate (`Ok`).
    fn enter(&mut self, v: Val) -> Result<Frame, Option<Val>> {
        let aa = self.t.aa;
        let Some(inst) = aa.inst_of(v) else { return Err(Some(v)) };
        let d = &aa.body().insts[inst];
        if self.inputs.contains(&inst) {
            if d.block != self.cur {
                return Err(Some(v));
            }
            self.take_input(inst);
            if let InstKind::Phi { incoming } = &d.kind {
                return match incoming.iter().find(|(_, b)| *b == self.pred) {
                    Some((x, _)) => Err(Some(self.add_as_input(aa.val(*x)))),
                    None => Err(None),
                };
            }
            if !can_phi_translate(aa, v) {
                return Err(None);
            }
            crate::func::for_each_operand(d, |op, _| {
                let x = aa.val(op);
                if let Some(i) = aa.inst_of(x) {
                    self.inputs.push(i);
                }
            });
        }
        match &d.kind {
            InstKind::Cast { op, value, .. } => Ok(Frame::Cast {
                v,
                op: *op,
                operand: aa.val(*value),
            }),
            InstKind::Gep { base, indices, .. } => {
                let mut ops = Vec::with_capacity(indices.len() + 1);
                ops.push(aa.val(*base));
                ops.extend(indices.iter().map(|&x| aa.val(x)));
                Ok(Frame::Gep { v, ops, done: Vec::new() })
            }
            _ => match aa.binop(v) {
                // The wrap flags would only matter to simplifications not
                // modelled here.
                Some((Opcode::Add, lhs, rhs, _)) if aa.as_const_int(rhs).is_some() => Ok(Frame::Add { v, lhs, rhs }),
                _ => Err(None),
            },
        }
    }

    /// LLVM's `translateSubExpr(root)`, with an explicit stack.
    fn sub_expr(&mut self, root: Val) -> Option<Val> {
        let mut stack: Vec<Frame> = Vec::new();
        // The value to hand to the frame on top of the stack, once computed.
        let mut result: Option<Option<Val>> = None;
        let mut next: Option<Val> = Some(root);
        loop {
            if let Some(v) = next.take() {
                match self.enter(v) {
                    Ok(f) => stack.push(f),
                    Err(r) => result = Some(r),
                }
            }
            // Feed the result to the top frame, or ask for its next operand.
            let Some(frame) = stack.last_mut() else {
                return result.flatten();
            };
            match frame {
                Frame::Cast { operand, .. } => match result.take() {
                    None => next = Some(*operand),
                    Some(r) => {
                        let Some(Frame::Cast { v, op, operand }) = stack.pop() else {
                            unreachable!("top frame is a cast")
                        };
                        result = Some(r.and_then(|x| self.finish_cast(v, op, operand, x)));
                    }
                },
                Frame::Gep { ops, done, .. } => {
                    if let Some(r) = result.take() {
                        match r {
                            Some(x) => done.push(x),
                            None => {
                                stack.pop();
                                result = Some(None);
                                continue;
                            }
                        }
                    }
                    if done.len() < ops.len() {
                        next = Some(ops[done.len()]);
                    } else {
                        let Some(Frame::Gep { v, ops, done }) = stack.pop() else {
                            unreachable!("top frame is a GEP")
                        };
                        result = Some(self.finish_gep(v, &ops, done));
                    }
                }
                Frame::Add { lhs, .. } => match result.take() {
                    None => next = Some(*lhs),
                    Some(r) => {
                        let Some(Frame::Add { v, lhs, rhs }) = stack.pop() else {
                            unreachable!("top frame is an add")
                        };
                        result = Some(r.and_then(|x| self.finish_add(v, lhs, rhs, x)));
                    }
                },
            }
        }
    }

    fn finish_cast(&mut self, v: Val, op: Opcode, operand: Val, x: Val) -> Option<Val> {
        let aa = self.t.aa;
        if x == operand {
            return Some(v);
        }
        let to = aa.ty(v)?;
        if let Some(s) = aa.simplify_cast(op, x, to) {
            self.remove_inputs(x);
            return Some(self.add_as_input(s));
        }
        for u in self.t.users(x) {
            if let InstKind::Cast { op: op2, to: to2, .. } = &aa.body().insts[u].kind {
                if *op2 == op && *to2 == to && aa.dom().dominates(self.t.body_block(u), self.pred) {
                    return Some(aa.local_val(aa.body().insts[u].result?));
                }
            }
        }
        None
    }

    fn finish_gep(&mut self, v: Val, ops: &[Val], done: Vec<Val>) -> Option<Val> {
        let aa = self.t.aa;
        if done == ops {
            return Some(v);
        }
        let gep = aa.gep(v)?;
        if let Some(s) = aa.simplify_gep(gep.src_ty, &done, gep.inbounds, gep.result_ty) {
            for &x in &done {
                self.remove_inputs(x);
            }
            return Some(self.add_as_input(s));
        }
        for u in self.t.users(done[0]) {
            let d = &aa.body().insts[u];
            let InstKind::Gep {
                source_ty, base, indices, ..
            } = &d.kind
            else {
                continue;
            };
            let Some(res) = d.result else { continue };
            let uv = aa.local_val(res);
            if aa.ty(uv) != gep.result_ty || *source_ty != gep.src_ty || indices.len() + 1 != done.len() {
                continue;
            }
            if !aa.dom().dominates(d.block, self.pred) {
                continue;
            }
            if aa.val(*base) == done[0] && indices.iter().zip(&done[1..]).all(|(&a, &b)| aa.val(a) == b) {
                return Some(uv);
            }
        }
        None
    }

    fn finish_add(&mut self, v: Val, op0: Val, op1: Val, translated: Val) -> Option<Val> {
        let aa = self.t.aa;
        let ty = aa.ty(v)?;
        let mut lhs = translated;
        let mut rhs = op1;
        // Fold `(X + C1) + C2` into `X + (C1 + C2)`.
        if let Some(i) = aa.inst_of(lhs) {
            if let Some((Opcode::Add, x, c, _)) = aa.binop(lhs) {
                if let (Some((_, c1)), Some((_, c2))) = (aa.as_const_int(c), aa.as_const_int(rhs)) {
                    lhs = x;
                    rhs = aa.const_int(ty, c1.wrapping_add(c2));
                    if self.take_input(i) {
                        self.add_as_input(lhs);
                    }
                }
            }
        }
        if let Some(r) = aa.simplify_add(lhs, rhs, ty) {
            self.remove_inputs(lhs);
            return Some(self.add_as_input(r));
        }
        if lhs == op0 && rhs == op1 {
            return Some(v);
        }
        for u in self.t.users(lhs) {
            let d = &aa.body().insts[u];
            let Some(res) = d.result else { continue };
            let uv = aa.local_val(res);
            if let Some((Opcode::Add, a, b, _)) = aa.binop(uv) {
                if a == lhs && b == rhs && aa.dom().dominates(d.block, self.pred) {
                    return Some(uv);
                }
            }
        }
        None
    }
}

/// LLVM's `canPHITrans`: phis, GEPs, casts, and `add X, C`.
fn can_phi_translate(aa: &FunctionAA<'_>, v: Val) -> bool {
    let Some(d) = aa.inst_of(v).map(|i| &aa.body().insts[i]) else {
        return false;
    };
    match &d.kind {
        InstKind::Phi { .. } | InstKind::Gep { .. } | InstKind::Cast { .. } => true,
        _ => matches!(aa.binop(v), Some((Opcode::Add, _, rhs, _)) if aa.as_const_int(rhs).is_some()),
    }
}

impl FunctionAA<'_> {
    /// LLVM's `Value::stripPointerCasts`: looks through all-zero GEPs,
    /// bitcasts and addrspacecasts of pointers, and calls returning an
    /// argument (`returned`). Non-pointers are returned unchanged.
    pub fn stripped_pointer(&self, v: Val) -> Val {
        self.strip_pointer_casts(v)
    }

    /// The instructions using the local value `v` (argument or instruction
    /// result), newest first, once per use (LLVM's `users()` order for
    /// parsed IR). Empty for globals and constants, whose users are not
    /// tracked.
    pub fn local_users(&self, v: Val) -> impl Iterator<Item = Inst> + '_ {
        self.uses(v).iter().map(|u| u.inst)
    }

    /// True if `v` is a constant or a global symbol (LLVM's
    /// `isa<Constant>`).
    pub fn is_constant_value(&self, v: Val) -> bool {
        self.is_constant(v)
    }
}
