//! Allocation wrappers and heap cloning.
//!
//! Real programs rarely call `malloc` directly: sqlite calls
//! `sqlite3DbMallocRaw`, which calls `sqlite3Malloc`, which calls
//! `sqlite3MemMalloc` through a function pointer, which calls `malloc`.
//! Naming heap objects by the `malloc` call then gives one object for the
//! whole heap. Instead, an object allocated inside an *allocation wrapper*
//! is renamed when the wrapper returns it to a caller that is not itself a
//! wrapper: it becomes a clone named by that call site
//! ([`crate::ObjKind::HeapClone`]), i.e. heap objects are named by their
//! outermost allocating call (one level of heap context).
//!
//! **Which functions are wrappers** ([`allocators`]) is decided from the IR
//! before solving: a function returning a pointer is a wrapper if some
//! value it returns comes (through copies, casts, `phi`/`select`, address
//! arithmetic, and locals kept in `alloca`s whose address is only loaded
//! from and stored to) from a call to a heap-allocating library function,
//! to another wrapper, or through a function pointer; and it neither
//! stores such a value into memory other than those locals, nor writes
//! into the block (stores of pointer-carrying values, memory copies).
//!
//! **Soundness** does not rest on that guess. Renaming at the boundary is
//! sound as long as no other name for the block survives the wrapper's
//! activation and nothing is written into the block under its inner name.
//! After solving, [`crate::Andersen::analyze`] checks exactly that for
//! every renamed object: it must not appear in any object's contents
//! (stack slots and varargs areas excepted: they die with their
//! activation, and only activations nested in the wrapper's can hold the
//! inner name), nor in the result of a call made by a non-wrapper
//! function, and its own contents must be empty. Objects failing the check
//! are not renamed and the analysis runs again.

use crate::externals::{self, Effect};
use crate::objects::LayoutCx;
use entity::EntityId;
use llir::{ConstData, Func, GlobalRef, InstKind, Module, Value};

/// Marks the allocation wrappers of `m` (see the module doc).
pub fn allocators(m: &Module) -> Vec<bool> {
    let cx = LayoutCx {
        types: &m.types,
        dl: &m.data_layout,
    };
    let n = m.funcs.len();
    let mut alloc = vec![false; n];
    // Library functions that return fresh heap memory.
    let lib_alloc: Vec<bool> = m
        .funcs
        .values()
        .map(|f| f.body.is_none() && externals::model(&f.name).is_some_and(|e| e.contains(&Effect::RetHeap)))
        .collect();
    // Increasing fixpoint: a function qualifies once one of its allocation
    // sources does. Bounded by the number of functions.
    loop {
        let mut changed = false;
        for (f, func) in m.funcs.iter() {
            if alloc[f.index()] || func.body.is_none() || !cx.types.is_pointer_like(func.ret_ty) {
                continue;
            }
            if qualifies(m, cx, f, &alloc, &lib_alloc) {
                alloc[f.index()] = true;
                changed = true;
            }
        }
        if !changed {
            return alloc;
        }
    }
}

/// Does `f` return a freshly allocated block without keeping or filling it?
fn qualifies(m: &Module, cx: LayoutCx<'_>, f: Func, alloc: &[bool], lib_alloc: &[bool]) -> bool {
    let Some(body) = m.funcs[f].body.as_ref() else { return false };
    let nl = body.locals.len();
    // Allocas used only as the address of loads and stores.
    let mut private = vec![false; nl];
    for (_, d) in body.insts.iter() {
        if let (InstKind::Alloca { .. }, Some(r)) = (&d.kind, d.result) {
            private[r.index()] = true;
        }
    }
    let uses = |v: &Value, as_address: bool, private: &mut Vec<bool>| {
        if let Value::Local(l) = v {
            if !as_address {
                private[l.index()] = false;
            }
        }
    };
    for (_, d) in body.insts.iter() {
        match &d.kind {
            InstKind::Load { ptr, .. } => uses(ptr, true, &mut private),
            InstKind::Store { value, ptr, .. } => {
                uses(ptr, true, &mut private);
                uses(value, false, &mut private);
            }
            k => for_each_operand(k, |v| uses(v, false, &mut private)),
        }
    }
    let is_source = |callee: &Value| -> bool {
        match callee {
            Value::Global(GlobalRef::Func(g)) => alloc[g.index()] || lib_alloc[g.index()],
            Value::Const(c) => match body.consts.get(*c) {
                Some(ConstData::Global(GlobalRef::Func(g))) => alloc[g.index()] || lib_alloc[g.index()],
                Some(ConstData::InlineAsm { .. }) => false,
                _ => true,
            },
            Value::Local(_) => true,
            Value::Global(_) => true,
        }
    };
    // Derived values (locals), and private allocas holding one.
    let mut derived = vec![false; nl];
    let mut holds = vec![false; nl];
    let is_d = |v: &Value, derived: &[bool]| matches!(v, Value::Local(l) if derived[l.index()]);
    loop {
        let mut changed = false;
        for (_, d) in body.insts.iter() {
            let Some(r) = d.result else {
                if let InstKind::Store {
                    value,
                    ptr: Value::Local(p),
                    ..
                } = &d.kind
                {
                    if private[p.index()] && is_d(value, &derived) && !holds[p.index()] {
                        holds[p.index()] = true;
                        changed = true;
                    }
                }
                continue;
            };
            if derived[r.index()] {
                continue;
            }
            let now = match &d.kind {
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => is_source(&c.callee),
                InstKind::Phi { incoming } => incoming.iter().any(|(v, _)| is_d(v, &derived)),
                InstKind::Select { if_true, if_false, .. } => is_d(if_true, &derived) || is_d(if_false, &derived),
                InstKind::Cast { value, .. } => is_d(value, &derived),
                InstKind::Gep { base, .. } => is_d(base, &derived),
                InstKind::Load { ptr: Value::Local(p), .. } => private[p.index()] && holds[p.index()],
                _ => false,
            };
            if now {
                derived[r.index()] = true;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut returns_derived = false;
    for (_, d) in body.insts.iter() {
        match &d.kind {
            InstKind::Ret { value: Some(v) } => returns_derived |= is_d(v, &derived),
            InstKind::Store { value, ptr, .. } => {
                // Keeping the block somewhere other than a private local...
                if is_d(value, &derived) && !matches!(ptr, Value::Local(p) if private[p.index()]) {
                    return false;
                }
                // ...or writing a pointer into it (integers are left to the
                // check after solving).
                if is_d(ptr, &derived) {
                    let ty = match value {
                        Value::Local(l) => Some(body.locals[*l].ty),
                        _ => None,
                    };
                    if ty.is_none_or(|t| cx.types.is_pointer_like(t)) && !matches!(value, Value::Const(_)) {
                        return false;
                    }
                }
            }
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } => {
                // Copying memory into the block.
                let name = match c.callee {
                    Value::Global(GlobalRef::Func(g)) => Some(m.funcs[g].name.as_str()),
                    _ => None,
                };
                let copies = name.and_then(externals::model).is_some_and(|e| {
                    e.iter().any(
                        |x| matches!(x, Effect::CopyMem { dst, .. } if c.args.get(*dst as usize).is_some_and(|a| is_d(&a.value, &derived))),
                    )
                });
                if copies {
                    return false;
                }
            }
            InstKind::CmpXchg { new, .. } if is_d(new, &derived) => return false,
            InstKind::AtomicRmw { value, .. } if is_d(value, &derived) => return false,
            _ => {}
        }
    }
    returns_derived
}

/// Calls `f` on every value operand of an instruction other than loads and stores.
fn for_each_operand(k: &InstKind, mut f: impl FnMut(&Value)) {
    match k {
        InstKind::Ret { value } => value.iter().for_each(f),
        InstKind::CondBr { cond, .. } => f(cond),
        InstKind::Switch { value, .. } => f(value),
        InstKind::IndirectBr { address, .. } => f(address),
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            f(&c.callee);
            c.args.iter().for_each(|a| f(&a.value));
            c.bundles.iter().flat_map(|b| b.inputs.iter()).for_each(f);
        }
        InstKind::Resume { value } => f(value),
        InstKind::CleanupRet { pad, .. } | InstKind::CatchRet { pad, .. } => f(pad),
        InstKind::CatchSwitch { parent, .. } => f(parent),
        InstKind::Alloca { count, .. } => count.iter().for_each(f),
        InstKind::Load { ptr, .. } => f(ptr),
        InstKind::Store { value, ptr, .. } => {
            f(value);
            f(ptr);
        }
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            f(ptr);
            f(cmp);
            f(new);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            f(ptr);
            f(value);
        }
        InstKind::VaArg { list, .. } => f(list),
        InstKind::Gep { base, indices, .. } => {
            f(base);
            indices.iter().for_each(f);
        }
        InstKind::Phi { incoming } => incoming.iter().for_each(|(v, _)| f(v)),
        InstKind::Select { cond, if_true, if_false } => {
            f(cond);
            f(if_true);
            f(if_false);
        }
        InstKind::Cast { value, .. } => f(value),
        InstKind::LandingPad { clauses, .. } => clauses.iter().for_each(f),
        InstKind::CatchPad { catchswitch, args } => {
            f(catchswitch);
            args.iter().for_each(f);
        }
        InstKind::CleanupPad { parent, args } => {
            f(parent);
            args.iter().for_each(f);
        }
        InstKind::Other { operands, .. } => operands.iter().for_each(f),
        InstKind::Br { .. } | InstKind::Unreachable | InstKind::Fence { .. } => {}
    }
}
