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
//! outermost allocating call (one level of heap context). Calls from code
//! outside the module (an exported wrapper in the open world) share one
//! clone per block, [`crate::CloneSite::Outside`].
//!
//! **Which functions are wrappers** ([`allocators`]) is decided from the IR
//! before solving: a function returning a pointer is a wrapper if every
//! value it returns is null or comes (through copies, casts, `phi`/`select`,
//! address arithmetic, and locals kept in `alloca`s whose address is only
//! loaded from and stored to) from a call to a heap-allocating library
//! function other than the `realloc` family, to another wrapper, or through
//! a function pointer; and it neither stores such a value into memory
//! other than those locals, nor writes pointers into the block, nor copies
//! memory into it. Pool allocators that hand out blocks kept in memory
//! (sqlite's lookaside lists) are therefore not wrappers.
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
use entity::EntityId;
use llir::layout::TypeLayout;
use llir::{ConstData, Func, GlobalRef, InstKind, Module, Type, Value};
use std::collections::HashMap;

/// Marks the allocation wrappers of `m` (see the module doc).
pub fn allocators(m: &Module) -> Vec<bool> {
    let cx = m.layout();
    let n = m.funcs.len();
    let mut alloc = vec![false; n];
    // Library functions that return fresh, empty heap memory (not
    // `realloc`, whose block carries the old block's contents).
    let lib_alloc: Vec<bool> = m
        .funcs
        .values()
        .map(|f| {
            f.body.is_none()
                && externals::model(&f.name)
                    .is_some_and(|e| e.contains(&Effect::RetHeap) && !e.iter().any(|x| matches!(x, Effect::RetArg { .. })))
        })
        .collect();
    let targets = indirect_targets(m);
    // Increasing fixpoint: a function qualifies once one of its allocation
    // sources does. Bounded by the number of functions.
    loop {
        let mut changed = false;
        for (f, func) in m.funcs.iter() {
            if alloc[f.index()] || func.body.is_none() || !cx.types.is_pointer_like(func.ret_ty) {
                continue;
            }
            if qualifies(m, cx, f, &alloc, &lib_alloc, &targets) {
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
fn qualifies(m: &Module, cx: TypeLayout<'_>, f: Func, alloc: &[bool], lib_alloc: &[bool], targets: &HashMap<Type, Vec<Func>>) -> bool {
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
    let allocates = |g: &Func| alloc[g.index()] || lib_alloc[g.index()];
    // A call through a pointer counts when every address-taken function of
    // its type allocates (a guess; the check after solving keeps it sound).
    let through_pointer = |c: &llir::CallData| targets.get(&c.fn_ty).is_some_and(|v| !v.is_empty() && v.iter().all(allocates));
    let is_source = |c: &llir::CallData| -> bool {
        match &c.callee {
            Value::Global(GlobalRef::Func(g)) => allocates(g),
            Value::Const(k) => match body.consts.get(*k) {
                Some(ConstData::Global(GlobalRef::Func(g))) => allocates(g),
                Some(ConstData::InlineAsm { .. }) => false,
                _ => through_pointer(c),
            },
            Value::Local(_) => through_pointer(c),
            Value::Global(_) => false,
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
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => is_source(c),
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
    // Values that may carry a pointer from anywhere else (parameters,
    // memory, other calls): a wrapper returns nothing of the kind, so that
    // its result is always a block it just allocated (or null).
    let mut other = vec![false; nl];
    let mut holds_other = vec![false; nl];
    let is_o = |v: &Value, other: &[bool]| match v {
        Value::Local(l) => other[l.index()],
        Value::Global(_) => true,
        Value::Const(c) => !matches!(
            body.consts.get(*c),
            Some(ConstData::Null(_) | ConstData::Undef(_) | ConstData::Poison(_) | ConstData::Zero(_) | ConstData::Int { .. })
        ),
    };
    for (l, d) in body.locals.iter() {
        if matches!(d.def, llir::LocalDef::Arg(_)) {
            other[l.index()] = true;
        }
    }
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
                    if private[p.index()] && is_o(value, &other) && !holds_other[p.index()] {
                        holds_other[p.index()] = true;
                        changed = true;
                    }
                }
                continue;
            };
            if other[r.index()] {
                continue;
            }
            let now = match &d.kind {
                InstKind::Call(c) | InstKind::Invoke { call: c, .. } => !is_source(c),
                InstKind::Phi { incoming } => incoming.iter().any(|(v, _)| is_o(v, &other)),
                InstKind::Select { if_true, if_false, .. } => is_o(if_true, &other) || is_o(if_false, &other),
                InstKind::Cast { value, .. } => is_o(value, &other),
                InstKind::Gep { base, .. } => is_o(base, &other),
                InstKind::Load { ptr: Value::Local(p), .. } if private[p.index()] => holds_other[p.index()],
                InstKind::Alloca { .. }
                | InstKind::Other {
                    op: llir::Opcode::ICmp | llir::Opcode::FCmp,
                    ..
                } => false,
                _ => true,
            };
            if now {
                other[r.index()] = true;
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
            InstKind::Ret { value: Some(v) } => {
                if is_o(v, &other) {
                    return false;
                }
                returns_derived |= is_d(v, &derived);
            }
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

/// Functions whose address is taken (used other than as a direct callee),
/// grouped by function type.
fn indirect_targets(m: &Module) -> HashMap<Type, Vec<Func>> {
    let mut taken = vec![false; m.funcs.len()];
    let mark_const = |arena: &entity::PrimaryMap<llir::Const, ConstData>, taken: &mut Vec<bool>| {
        for d in arena.values() {
            match d {
                ConstData::Global(GlobalRef::Func(g))
                | ConstData::Wrapped {
                    target: GlobalRef::Func(g),
                    ..
                } => taken[g.index()] = true,
                _ => {}
            }
        }
    };
    mark_const(&m.consts, &mut taken);
    for func in m.funcs.values() {
        let Some(body) = func.body.as_ref() else { continue };
        // Constants of the body include callee constants; those are direct
        // calls only when the parser keeps callees as symbol operands.
        mark_const(&body.consts, &mut taken);
        for d in body.insts.values() {
            let callee = d.call().map(|c| &c.callee);
            for_each_operand(&d.kind, |v| {
                if let Value::Global(GlobalRef::Func(g)) = v {
                    if callee != Some(v) {
                        taken[g.index()] = true;
                    }
                }
            });
        }
    }
    let mut out: HashMap<Type, Vec<Func>> = HashMap::new();
    for (f, func) in m.funcs.iter() {
        if taken[f.index()] {
            out.entry(func.ty).or_default().push(f);
        }
    }
    out
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
