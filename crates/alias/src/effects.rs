//! Memory effects of instructions, as opt-19's default alias-analysis
//! pipeline reports them without a memory location.
//!
//! Memory SSA classifies every instruction into a `MemoryDef`, a `MemoryUse`
//! or nothing by asking three questions (LLVM 19, `MemorySSA::createNewAccess`):
//!
//! 1. is it one of the intrinsics that never get an access
//!    ([`is_no_access_intrinsic`])?
//! 2. may it read or write memory at all, *syntactically*
//!    ([`may_read_from_memory`], [`may_write_to_memory`])? For calls this uses
//!    the call's own attributes ([`call_site_memory_effects`], LLVM's
//!    `CallBase::getMemoryEffects`);
//! 3. what does alias analysis say it may do with memory in general
//!    ([`instruction_mod_ref`]; for calls [`call_memory_effects`], the
//!    intersection of what BasicAA and TBAA report)? Mod, or an ordered
//!    load/store ([`is_ordered`]), makes a Def; Ref alone makes a Use.
//!
//! A load that only reads constant memory ([`points_to_constant_memory`]) or
//! carries `!invariant.load` gets a Use that is optimized to `liveOnEntry`
//! right away.
//!
//! # Intrinsics
//!
//! LLVM gives a known intrinsic its own attributes, whatever its declaration
//! in the `.ll` says (`declare float @llvm.sqrt.f32(float) memory(write)` is
//! still `memory(none)` to opt-19). The generated table in
//! `effects/intrinsics.rs` holds those effects for every intrinsic of
//! LLVM 19, target-independent and of every target (opt-19 knows
//! `llvm.arm.neon.vld1` or `llvm.x86.*` whatever the module's triple).
//!
//! # Corner cases
//!
//! * Only a call whose callee operand *is* a function (`@f`, not an alias of
//!   it, not a cast of it, not inline asm, not a loaded pointer) gets the
//!   callee's attributes; every other call has only its call-site attributes.
//! * Operand bundles widen a direct callee's effects: any bundle except
//!   `ptrauth`/`kcfi` makes it read, any except those and `deopt`/`funclet`
//!   makes it write (not on `llvm.assume`).
//! * `llvm.experimental.guard` and `llvm.experimental.deoptimize` count as
//!   "read anything, read and write inaccessible memory" for alias analysis.
//! * A call with a `!tbaa` tag of an immutable type accesses nothing for
//!   alias analysis (TBAA), although it may still read or write syntactically.
//! * Module flags such as `SemanticInterposition` are not modelled: an alias
//!   is interposable exactly when its linkage is.

mod intrinsics;

use llir::{
    Body, CallData, Const, ConstData, GlobalKind, GlobalRef, InstData, InstKind, LocalDef, MdKind, MdRef, MemLoc, MemoryEffects, ModRef,
    Module, Opcode, Ordering, Value,
};

/// What a known intrinsic is, by LLVM 19's name rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntrinsicInfo {
    /// The intrinsic's base name, without overload suffixes (`llvm.memcpy`).
    pub name: &'static str,
    /// The memory effects LLVM attaches to it.
    pub effects: MemoryEffects,
}

fn unpack_effects(bits: u8) -> MemoryEffects {
    MemoryEffects {
        locs: [ModRef::from_bits(bits), ModRef::from_bits(bits >> 2), ModRef::from_bits(bits >> 4)],
    }
}

/// The known intrinsic a function named `name` is, if any.
///
/// Matching follows LLVM: the longest table name that equals `name` or is a
/// prefix of it ending at a `.`; a prefix match counts only for overloaded
/// intrinsics (`llvm.memcpy.p0.p0.i64` is `llvm.memcpy`, `llvm.assume.x` is
/// nothing). Names that are no LLVM 19 intrinsic give `None`.
pub fn lookup_intrinsic(name: &str) -> Option<IntrinsicInfo> {
    if !name.starts_with("llvm.") {
        return None;
    }
    let table = intrinsics::INTRINSICS;
    // Every call's effects start here, so the table is hashed once per
    // process (a binary search per name prefix was ~6% of `memssa print`).
    static INDEX: std::sync::OnceLock<rustc_hash::FxHashMap<&'static str, usize>> = std::sync::OnceLock::new();
    let index = INDEX.get_or_init(|| table.iter().enumerate().map(|(i, e)| (e.0, i)).collect());
    let mut cut = name.len();
    loop {
        let prefix = &name[..cut];
        if let Some(&i) = index.get(prefix) {
            let (n, overloaded, bits) = table[i];
            if cut == name.len() || overloaded {
                return Some(IntrinsicInfo {
                    name: n,
                    effects: unpack_effects(bits),
                });
            }
            return None;
        }
        match prefix.rfind('.') {
            Some(p) if p > "llvm".len() => cut = p,
            _ => return None,
        }
    }
}

/// The intrinsic base name of the function `f`, if it is a known intrinsic.
pub fn func_intrinsic(module: &Module, f: llir::Func) -> Option<&'static str> {
    lookup_intrinsic(&module.funcs[f].name).map(|i| i.name)
}

/// The function a call calls directly (the callee operand is `@f` itself).
pub fn direct_callee(call: &CallData) -> Option<llir::Func> {
    match call.callee {
        Value::Global(GlobalRef::Func(f)) => Some(f),
        _ => None,
    }
}

/// The intrinsic base name of a direct call's callee, if it is a known
/// intrinsic (`None` for indirect calls and ordinary functions).
pub fn call_intrinsic(module: &Module, call: &CallData) -> Option<&'static str> {
    direct_callee(call).and_then(|f| func_intrinsic(module, f))
}

/// LLVM's `Function::getMemoryEffects`: the intrinsic table for known
/// intrinsics, else the declared function attributes (`UNKNOWN` if none).
pub fn function_memory_effects(module: &Module, f: llir::Func) -> MemoryEffects {
    let func = &module.funcs[f];
    match lookup_intrinsic(&func.name) {
        Some(info) => info.effects,
        None => module.memory_effects(&func.fn_attrs),
    }
}

/// True if some operand bundle makes the call read memory
/// (LLVM 19 `CallBase::hasReadingOperandBundles`).
pub fn has_reading_operand_bundles(module: &Module, call: &CallData) -> bool {
    call.bundles.iter().any(|b| !matches!(&*b.tag, "ptrauth" | "kcfi")) && call_intrinsic(module, call) != Some("llvm.assume")
}

/// True if some operand bundle makes the call write memory
/// (LLVM 19 `CallBase::hasClobberingOperandBundles`).
pub fn has_clobbering_operand_bundles(module: &Module, call: &CallData) -> bool {
    call.bundles
        .iter()
        .any(|b| !matches!(&*b.tag, "ptrauth" | "kcfi" | "deopt" | "funclet"))
        && call_intrinsic(module, call) != Some("llvm.assume")
}

/// Widens `fme` by the call's operand bundles.
fn widen_by_bundles(module: &Module, call: &CallData, mut fme: MemoryEffects) -> MemoryEffects {
    if call.bundles.is_empty() {
        return fme;
    }
    if has_reading_operand_bundles(module, call) {
        fme = fme.union(&MemoryEffects::all(ModRef::Ref));
    }
    if has_clobbering_operand_bundles(module, call) {
        fme = fme.union(&MemoryEffects::all(ModRef::Mod));
    }
    fme
}

/// The call's own memory effects, LLVM's `CallBase::getMemoryEffects`:
/// call-site function attributes, intersected with the direct callee's
/// effects widened by operand bundles. This is what
/// [`may_read_from_memory`]/[`may_write_to_memory`] use for calls.
pub fn call_site_memory_effects(module: &Module, call: &CallData) -> MemoryEffects {
    let mut me = module.memory_effects(&call.fn_attrs);
    if let Some(f) = direct_callee(call) {
        me = me.intersect(&widen_by_bundles(module, call, function_memory_effects(module, f)));
    }
    me
}

/// What alias analysis (BasicAA ∧ TBAA, opt-19's default pipeline) says a
/// call may do to memory: [`call_site_memory_effects`], except that a guard or
/// deoptimize callee counts as "read anything, read/write inaccessible
/// memory", and a `!tbaa` tag of an immutable type makes it access nothing.
///
/// `inst` must be a `call`, `invoke` or `callbr`; for anything else the
/// result is `UNKNOWN`.
pub fn call_memory_effects(module: &Module, body: &Body, inst: &InstData) -> MemoryEffects {
    let _ = body;
    let Some(call) = inst.call() else {
        return MemoryEffects::UNKNOWN;
    };
    // BasicAA.
    let mut me = module.memory_effects(&call.fn_attrs);
    if let Some(f) = direct_callee(call) {
        let fme = match func_intrinsic(module, f) {
            Some("llvm.experimental.guard" | "llvm.experimental.deoptimize") => {
                MemoryEffects::all(ModRef::Ref).union(&MemoryEffects::only(MemLoc::InaccessibleMem, ModRef::ModRef))
            }
            _ => function_memory_effects(module, f),
        };
        me = me.intersect(&widen_by_bundles(module, call, fme));
    }
    // TypeBasedAA.
    if me.does_not_access_memory() {
        return me;
    }
    if let Some(tag) = inst.metadata(&MdKind::Tbaa) {
        if tbaa_tag_is_immutable(module, tag) {
            return MemoryEffects::NONE;
        }
    }
    me
}

/// True for LLVM 19's debug intrinsics `llvm.dbg.declare`, `.value`,
/// `.assign` and `.label` (turned into debug records on input). Other
/// `llvm.dbg.*` names (`llvm.dbg.stoppoint`, `llvm.dbg.func.start` of old
/// IR) are not intrinsics in LLVM 19: ordinary calls of unknown functions.
pub fn is_debug_intrinsic(name: &str) -> bool {
    matches!(name, "llvm.dbg.declare" | "llvm.dbg.value" | "llvm.dbg.assign" | "llvm.dbg.label")
}

/// True for the intrinsics Memory SSA never gives an access: `llvm.assume`,
/// `llvm.experimental.noalias.scope.decl`, `llvm.pseudoprobe`,
/// `llvm.allow.runtime.check`, `llvm.allow.ubsan.check`; also the debug
/// intrinsics (see [`is_debug_intrinsic`]).
pub fn is_no_access_intrinsic(name: &str) -> bool {
    if is_debug_intrinsic(name) {
        return true;
    }
    matches!(
        lookup_intrinsic(name).map(|i| i.name),
        Some(
            "llvm.assume"
                | "llvm.experimental.noalias.scope.decl"
                | "llvm.pseudoprobe"
                | "llvm.allow.runtime.check"
                | "llvm.allow.ubsan.check"
        )
    )
}

/// True if `inst` is a `call` (not `invoke`/`callbr`, like LLVM's
/// `IntrinsicInst`) of an intrinsic in [`is_no_access_intrinsic`]'s list.
pub fn is_no_access_intrinsic_call(module: &Module, inst: &InstData) -> bool {
    match &inst.kind {
        InstKind::Call(call) => direct_callee(call).is_some_and(|f| is_no_access_intrinsic(&module.funcs[f].name)),
        _ => false,
    }
}

/// LLVM's `isUnordered` for loads and stores: not volatile and at most
/// `unordered` atomic. True for every other instruction.
fn is_unordered(volatile: bool, ordering: Ordering) -> bool {
    !volatile && ordering <= Ordering::Unordered
}

/// Memory SSA's `isOrdered`: a load or store that is volatile or atomic with
/// ordering `monotonic` or stronger. False for every other instruction.
pub fn is_ordered(inst: &InstData) -> bool {
    match &inst.kind {
        InstKind::Load { volatile, ordering, .. } | InstKind::Store { volatile, ordering, .. } => !is_unordered(*volatile, *ordering),
        _ => false,
    }
}

/// LLVM's `Instruction::mayReadFromMemory`. Calls use
/// [`call_site_memory_effects`] (not alias analysis).
pub fn may_read_from_memory(module: &Module, inst: &InstData) -> bool {
    match &inst.kind {
        InstKind::VaArg { .. }
        | InstKind::Load { .. }
        | InstKind::Fence { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CatchPad { .. }
        | InstKind::CatchRet { .. } => true,
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            // `onlyWritesMemory` is "no Ref anywhere".
            call_site_memory_effects(module, c).locs.iter().any(|m| m.is_ref())
        }
        InstKind::Store { volatile, ordering, .. } => !is_unordered(*volatile, *ordering),
        _ => false,
    }
}

/// LLVM's `Instruction::mayWriteToMemory`. Calls use
/// [`call_site_memory_effects`] (not alias analysis).
pub fn may_write_to_memory(module: &Module, inst: &InstData) -> bool {
    match &inst.kind {
        InstKind::Fence { .. }
        | InstKind::Store { .. }
        | InstKind::VaArg { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CatchPad { .. }
        | InstKind::CatchRet { .. } => true,
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            call_site_memory_effects(module, c).locs.iter().any(|m| m.is_mod())
        }
        InstKind::Load { volatile, ordering, .. } => !is_unordered(*volatile, *ordering),
        _ => false,
    }
}

/// LLVM's `AAResults::getModRefInfo(I, no location)`: for calls the union
/// over all location kinds of [`call_memory_effects`]; loads `Ref` (`ModRef`
/// if atomic stronger than unordered); stores `Mod` (idem); fences,
/// `va_arg`, `cmpxchg`, `atomicrmw`, `catchpad`, `catchret` `ModRef`;
/// everything else `NoModRef`. Volatility alone does not add Mod here (see
/// [`is_ordered`]).
pub fn instruction_mod_ref(module: &Module, body: &Body, inst: &InstData) -> ModRef {
    match &inst.kind {
        InstKind::Call(_) | InstKind::Invoke { .. } | InstKind::CallBr { .. } => call_memory_effects(module, body, inst).mod_ref(),
        InstKind::Load { ordering, .. } => {
            if ordering.is_stronger_than_unordered() {
                ModRef::ModRef
            } else {
                ModRef::Ref
            }
        }
        InstKind::Store { ordering, .. } => {
            if ordering.is_stronger_than_unordered() {
                ModRef::ModRef
            } else {
                ModRef::Mod
            }
        }
        InstKind::Fence { .. }
        | InstKind::VaArg { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::CatchPad { .. }
        | InstKind::CatchRet { .. } => ModRef::ModRef,
        _ => ModRef::NoModRef,
    }
}

// ---------------------------------------------------------------------------
// TBAA tags.

/// The operands of a tuple node reference, if it is one.
fn md_tuple<'a>(module: &'a Module, r: &'a MdRef) -> Option<&'a [MdRef]> {
    match r {
        MdRef::Node(n) => match &module.md_node(*n).content {
            llir::MdContent::Tuple(ops) => Some(ops),
            llir::MdContent::Alias(inner) => match inner {
                MdRef::Inline(ops) => Some(ops),
                _ => None,
            },
            llir::MdContent::Specialized { .. } => None,
        },
        MdRef::Inline(ops) => Some(ops),
        _ => None,
    }
}

fn is_md_node(r: &MdRef) -> bool {
    matches!(r, MdRef::Node(_) | MdRef::Inline(_))
}

/// The low bit of an integer constant metadata operand.
fn md_int_low_bit(module: &Module, r: &MdRef) -> Option<bool> {
    match r {
        MdRef::Value(_, c) => match &module.consts[*c] {
            ConstData::Int { value, .. } => Some(value & 1 == 1),
            _ => None,
        },
        _ => None,
    }
}

/// True if the TBAA access tag `tag` names an immutable type (TypeBasedAA's
/// `isTypeImmutable`, for both the scalar and the struct-path formats, old
/// and new).
pub fn tbaa_tag_is_immutable(module: &Module, tag: &MdRef) -> bool {
    let Some(ops) = md_tuple(module, tag) else {
        return false;
    };
    let struct_path = ops.len() >= 3 && is_md_node(&ops[0]);
    let idx = if !struct_path {
        // Scalar (old, non-struct-path) node: `!{!"name", !parent, i64 1}`.
        2
    } else {
        // Struct-path access tag. New format iff it has at least 4 operands
        // and its access type is a new-format type node.
        let new_format = ops.len() >= 4
            && match md_tuple(module, &ops[1]) {
                Some(access_ty) => access_ty.len() >= 3 && is_md_node(&access_ty[0]),
                None => true,
            };
        if new_format {
            4
        } else {
            3
        }
    };
    ops.get(idx).and_then(|op| md_int_low_bit(module, op)).unwrap_or(false)
}

// ---------------------------------------------------------------------------
// Underlying objects and constant memory.

/// A value seen from a function: a body value, or a constant of the module's
/// arena (reached through a global alias's aliasee).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ObjValue {
    /// A value of the function body (local, symbol, or body constant).
    Body(Value),
    /// A constant of the module's constant arena.
    Module(Const),
}

impl ObjValue {
    /// The symbol this value is, if it is one.
    pub fn as_symbol(self, module: &Module, body: &Body) -> Option<GlobalRef> {
        match self {
            ObjValue::Body(Value::Global(g)) => Some(g),
            ObjValue::Body(Value::Const(c)) => match &body.consts[c] {
                ConstData::Global(g) => Some(*g),
                _ => None,
            },
            ObjValue::Module(c) => match &module.consts[c] {
                ConstData::Global(g) => Some(*g),
                _ => None,
            },
            ObjValue::Body(Value::Local(_)) => None,
        }
    }

    /// Canonical form: a constant that is just `@g` becomes the symbol.
    fn canon(self, module: &Module, body: &Body) -> ObjValue {
        match self.as_symbol(module, body) {
            Some(g) => ObjValue::Body(Value::Global(g)),
            None => self,
        }
    }
}

/// The address space of a pointer-typed value; `None` if it is not a pointer
/// (or a vector of pointers).
pub fn pointer_addr_space(module: &Module, body: &Body, v: ObjValue) -> Option<u32> {
    let ty = match v.canon(module, body) {
        ObjValue::Body(Value::Local(l)) => body.locals[l].ty,
        ObjValue::Body(Value::Global(GlobalRef::Global(g))) => return Some(module.globals[g].addr_space),
        // Functions live in the program address space; LLVM's default is 0.
        ObjValue::Body(Value::Global(GlobalRef::Func(_))) => return Some(0),
        ObjValue::Body(Value::Const(c)) => body.consts[c].recorded_type()?,
        ObjValue::Module(c) => module.consts[c].recorded_type()?,
    };
    module.types.addr_space(ty)
}

fn is_pointer(module: &Module, body: &Body, v: ObjValue) -> bool {
    match v.canon(module, body) {
        ObjValue::Body(Value::Global(_)) => true,
        ObjValue::Body(Value::Local(l)) => matches!(module.types.data(body.locals[l].ty), llir::TypeData::Ptr { .. }),
        ObjValue::Body(Value::Const(c)) => body.consts[c]
            .recorded_type()
            .is_some_and(|t| matches!(module.types.data(t), llir::TypeData::Ptr { .. })),
        ObjValue::Module(c) => module.consts[c]
            .recorded_type()
            .is_some_and(|t| matches!(module.types.data(t), llir::TypeData::Ptr { .. })),
    }
}

/// The value of operand `op` of a constant expression, in the arena `v` lives in.
fn const_operand(v: ObjValue, op: Const) -> ObjValue {
    match v {
        ObjValue::Module(_) => ObjValue::Module(op),
        ObjValue::Body(_) => ObjValue::Body(Value::Const(op)),
    }
}

/// True if the alias's linkage lets another definition replace it at link
/// time (`weak`, `linkonce`, `common`, `extern_weak`; not the `_odr` forms).
fn is_interposable(qualifiers: &[Box<str>]) -> bool {
    qualifiers
        .iter()
        .any(|q| matches!(&**q, "weak" | "linkonce" | "common" | "extern_weak"))
}

/// One step of `getUnderlyingObject`: the value `v` is based on, if LLVM
/// looks through `v`.
fn underlying_step(module: &Module, body: &Body, fn_attrs_presplit: bool, v: ObjValue) -> Option<ObjValue> {
    let v = v.canon(module, body);
    match v {
        ObjValue::Body(Value::Local(l)) => {
            let LocalDef::Inst(i) = body.locals[l].def else {
                return None;
            };
            let inst = &body.insts[i];
            match &inst.kind {
                InstKind::Gep { base, .. } => Some(ObjValue::Body(*base)),
                InstKind::Cast {
                    op: Opcode::BitCast | Opcode::AddrSpaceCast,
                    value,
                    ..
                } => {
                    let src = ObjValue::Body(*value);
                    is_pointer(module, body, src).then_some(src)
                }
                InstKind::Phi { incoming } if incoming.len() == 1 => Some(ObjValue::Body(incoming[0].0)),
                InstKind::Call(call) | InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => {
                    returned_argument(module, call, fn_attrs_presplit).map(ObjValue::Body)
                }
                _ => None,
            }
        }
        ObjValue::Body(Value::Global(GlobalRef::Global(g))) => match &module.globals[g].kind {
            GlobalKind::Alias { aliasee, .. } if !is_interposable(&module.globals[g].qualifiers) => Some(ObjValue::Module(*aliasee)),
            _ => None,
        },
        ObjValue::Body(Value::Global(GlobalRef::Func(_))) => None,
        ObjValue::Body(Value::Const(c)) => const_step(&body.consts[c], v),
        ObjValue::Module(c) => const_step(&module.consts[c], v),
    }
}

fn const_step(c: &ConstData, v: ObjValue) -> Option<ObjValue> {
    match c {
        ConstData::Expr {
            op: Opcode::GetElementPtr,
            operands,
            ..
        } => operands.first().map(|&o| const_operand(v, o)),
        // A constant bitcast/addrspacecast of a pointer always has a pointer operand.
        ConstData::Expr {
            op: Opcode::BitCast | Opcode::AddrSpaceCast,
            operands,
            ..
        } => operands.first().map(|&o| const_operand(v, o)),
        _ => None,
    }
}

/// The argument a call returns as its result, for `getUnderlyingObject`: an
/// argument marked `returned` (at the call site or on the direct callee), or
/// the first argument of the intrinsics known to return it
/// (`launder`/`strip.invariant.group`, `ptrmask`, `threadlocal.address`
/// outside pre-split coroutines, and the `aarch64.irg`/`tagp`,
/// `amdgcn.make.buffer.rsrc` target intrinsics).
fn returned_argument(module: &Module, call: &CallData, fn_attrs_presplit: bool) -> Option<Value> {
    for arg in &call.args {
        if module.has_attr(&arg.attrs, "returned") {
            return Some(arg.value);
        }
    }
    let f = direct_callee(call)?;
    let func = &module.funcs[f];
    let intrinsic = lookup_intrinsic(&func.name).map(|i| i.name);
    match intrinsic {
        // `Returned` in the intrinsic definition.
        Some(
            "llvm.ssa.copy"
            | "llvm.objc.autorelease"
            | "llvm.objc.autoreleaseReturnValue"
            | "llvm.objc.retain"
            | "llvm.objc.retainAutorelease"
            | "llvm.objc.retainAutoreleaseReturnValue"
            | "llvm.objc.retain.autorelease",
        ) => return call.args.first().map(|a| a.value),
        Some(_) => {}
        None => {
            for (i, p) in func.params.iter().enumerate() {
                if module.has_attr(&p.attrs, "returned") {
                    return call.args.get(i).map(|a| a.value);
                }
            }
        }
    }
    let first = call.args.first().map(|a| a.value);
    match intrinsic {
        Some("llvm.launder.invariant.group" | "llvm.strip.invariant.group" | "llvm.ptrmask") => first,
        Some("llvm.threadlocal.address") if !fn_attrs_presplit => first,
        Some(_) => None,
        None if func.name.starts_with("llvm.aarch64.irg")
            || func.name.starts_with("llvm.aarch64.tagp")
            || func.name.starts_with("llvm.amdgcn.make.buffer.rsrc") =>
        {
            first
        }
        None => None,
    }
}

/// LLVM's `getUnderlyingObject(V, MaxLookup = 6)`: strips GEPs,
/// bitcasts/addrspacecasts of pointers, non-interposable global aliases,
/// single-operand phis and calls returning an argument, at most six steps.
///
/// `presplit_coroutine` is whether the function has the
/// `presplitcoroutine` attribute (then `llvm.threadlocal.address` is not
/// looked through).
pub fn underlying_object(module: &Module, body: &Body, presplit_coroutine: bool, v: ObjValue) -> ObjValue {
    let mut v = v;
    if !is_pointer(module, body, v) {
        return v;
    }
    for _ in 0..6 {
        match underlying_step(module, body, presplit_coroutine, v) {
            Some(next) => v = next,
            None => return v,
        }
    }
    v
}

/// True if the function's attributes say it is a pre-split coroutine.
pub fn is_presplit(module: &Module, func: llir::Func) -> bool {
    module.has_attr(&module.funcs[func].fn_attrs, "presplitcoroutine")
}

/// BasicAA's `getModRefInfoMask` for a location based on `ptr`: false (may
/// be modified) unless every underlying object reached through `select`
/// and `phi` (at most 8 values) is a constant global variable or a
/// `noalias` + `readonly` argument.
fn basic_aa_is_constant(module: &Module, func: llir::Func, presplit: bool, body: &Body, ptr: Value) -> bool {
    // Most loads are from an object made by an instruction that is neither
    // a select nor a phi (an alloca, a call, a load): the walk below would
    // answer `false` on its first step; answering here saves its two work
    // lists, and the build asks this for every load.
    if let ObjValue::Body(Value::Local(l)) = underlying_object(module, body, presplit, ObjValue::Body(ptr)).canon(module, body) {
        if let LocalDef::Inst(i) = body.locals[l].def {
            if !matches!(body.insts[i].kind, InstKind::Select { .. } | InstKind::Phi { .. }) {
                return false;
            }
        }
    }
    let mut worklist = vec![ObjValue::Body(ptr)];
    let mut visited: Vec<ObjValue> = Vec::new();
    let mut max_lookup = 8u32;
    while let Some(next) = worklist.pop() {
        let v = underlying_object(module, body, presplit, next).canon(module, body);
        if !visited.contains(&v) {
            visited.push(v);
            match v {
                ObjValue::Body(Value::Local(l)) => match body.locals[l].def {
                    LocalDef::Arg(n) => {
                        let Some(p) = module.funcs[func].params.get(n as usize) else {
                            return false;
                        };
                        let pointer = matches!(module.types.data(p.ty), llir::TypeData::Ptr { .. });
                        let noalias = pointer && module.has_attr(&p.attrs, "noalias");
                        let readonly = module.has_attr(&p.attrs, "readonly") || module.has_attr(&p.attrs, "readnone");
                        if !(noalias && readonly) {
                            return false;
                        }
                    }
                    LocalDef::Inst(i) => match &body.insts[i].kind {
                        InstKind::Select { if_true, if_false, .. } => {
                            worklist.push(ObjValue::Body(*if_true));
                            worklist.push(ObjValue::Body(*if_false));
                        }
                        InstKind::Phi { incoming } => {
                            if incoming.len() as u32 > max_lookup {
                                return false;
                            }
                            worklist.extend(incoming.iter().map(|(val, _)| ObjValue::Body(*val)));
                        }
                        _ => return false,
                    },
                },
                ObjValue::Body(Value::Global(GlobalRef::Global(g))) => match &module.globals[g].kind {
                    GlobalKind::Variable { constant: true, .. } => {}
                    _ => return false,
                },
                _ => return false,
            }
        }
        max_lookup -= 1;
        if worklist.is_empty() || max_lookup == 0 {
            break;
        }
    }
    worklist.is_empty()
}

/// True if a load through `ptr` by `inst` (whose `!tbaa` tag is consulted)
/// reads memory that opt-19's default alias analyses consider constant
/// (`getModRefInfoMask` lacks Mod): BasicAA (constant globals, `noalias`
/// `readonly` arguments, through `select`/`phi`), TBAA (immutable type tag),
/// NVPTX-AA on `nvptx*` triples (address space 4 or 101, of the pointer or
/// its underlying object) and AMDGPU-AA on `amdgcn`/`r600` triples (address
/// space 4 or 6, same rule).
///
/// `func` is the function `body` belongs to (for argument attributes).
pub fn points_to_constant_memory(module: &Module, func: llir::Func, body: &Body, ptr: Value, inst: &InstData) -> bool {
    points_to_constant_memory_in(module, func, is_presplit(module, func), body, ptr, inst)
}

/// [`points_to_constant_memory`] given `presplit`, which must be
/// [`is_presplit`]`(module, func)`: a caller asking for every load of a
/// function finds that attribute once (looking it up among the
/// function's attributes was a third of the cost of each question).
pub fn points_to_constant_memory_in(module: &Module, func: llir::Func, presplit: bool, body: &Body, ptr: Value, inst: &InstData) -> bool {
    if let Some(tag) = inst.metadata(&MdKind::Tbaa) {
        if tbaa_tag_is_immutable(module, tag) {
            return true;
        }
    }
    let triple = module.target_triple.as_deref().unwrap_or("");
    let target_const_spaces: &[u32] = if triple.starts_with("nvptx") {
        &[4, 101]
    } else if triple.starts_with("amdgcn") || triple.starts_with("r600") {
        &[4, 6]
    } else {
        &[]
    };
    if !target_const_spaces.is_empty() {
        let in_const = |v: ObjValue| pointer_addr_space(module, body, v).is_some_and(|a| target_const_spaces.contains(&a));
        if in_const(ObjValue::Body(ptr)) {
            return true;
        }
        let base = underlying_object(module, body, presplit, ObjValue::Body(ptr));
        if in_const(base) {
            return true;
        }
    }
    basic_aa_is_constant(module, func, presplit, body, ptr)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn intrinsic_lookup_follows_llvm_name_rules() {
        assert_eq!(lookup_intrinsic("llvm.memcpy.p0.p0.i64").map(|i| i.name), Some("llvm.memcpy"));
        assert_eq!(
            lookup_intrinsic("llvm.memcpy.inline.p0.p0.i64").map(|i| i.name),
            Some("llvm.memcpy.inline")
        );
        assert_eq!(lookup_intrinsic("llvm.assume").map(|i| i.name), Some("llvm.assume"));
        // Not overloaded: only the exact name is the intrinsic.
        assert_eq!(lookup_intrinsic("llvm.assume.x"), None);
        assert_eq!(lookup_intrinsic("memcpy"), None);
        // Target intrinsics are known whatever the triple.
        assert_eq!(lookup_intrinsic("llvm.x86.sse2.pause").map(|i| i.name), Some("llvm.x86.sse2.pause"));
        let vld1 = lookup_intrinsic("llvm.arm.neon.vld1.v8i16.p0").unwrap();
        assert_eq!(vld1.name, "llvm.arm.neon.vld1");
        assert_eq!(vld1.effects.get(MemLoc::ArgMem), ModRef::Ref);
        assert!(vld1.effects.only_accesses_arg_pointees());
        // One the generator declares with its real signature.
        let sm4 = lookup_intrinsic("llvm.riscv.sm4ks").unwrap();
        assert!(sm4.effects.does_not_access_memory());
        let sqrt = lookup_intrinsic("llvm.sqrt.f32").unwrap();
        assert!(sqrt.effects.does_not_access_memory());
        let ml = lookup_intrinsic("llvm.masked.load.v4i32.p0").unwrap();
        assert_eq!(ml.effects.get(MemLoc::ArgMem), ModRef::Ref);
        assert!(ml.effects.only_accesses_arg_pointees());
        let guard = lookup_intrinsic("llvm.experimental.guard").unwrap();
        assert_eq!(guard.effects, MemoryEffects::UNKNOWN);
    }

    #[test]
    fn no_access_intrinsics() {
        for n in [
            "llvm.assume",
            "llvm.experimental.noalias.scope.decl",
            "llvm.pseudoprobe",
            "llvm.allow.runtime.check",
            "llvm.allow.ubsan.check",
            "llvm.dbg.value",
        ] {
            assert!(is_no_access_intrinsic(n), "{n}");
        }
        assert!(!is_no_access_intrinsic("llvm.lifetime.start.p0"));
        assert!(!is_no_access_intrinsic("assume"));
    }

    #[test]
    fn intrinsic_table_is_sorted() {
        assert!(intrinsics::INTRINSICS.windows(2).all(|w| w[0].0 < w[1].0));
    }
}
