//! What a pointer value is certainly used as: memory it is dereferenced
//! through, or code that is called through it.
//!
//! Andersen's sets are flow-insensitive, so a pointer loaded from a slot
//! that holds data pointers at one time and function pointers at another
//! (a C union such as Lua's `Value`, a `void *` callback argument) gets
//! both kinds. Yet the program often uses the value right away in a way
//! only one kind allows:
//!
//! - **Dereferenced** (`DATA`): a load or store through the value, or
//!   through an address computed from it by `getelementptr` or a cast. A
//!   memory access must go through a pointer associated with the address
//!   range of allocated memory (LLVM LangRef, "Pointer Aliasing Rules");
//!   code is not such memory, and C gives no meaning to accessing a
//!   function through an object pointer (C11 6.3.2.3 defines no conversion
//!   between the two, 6.5.3.2 dereferences object pointers). So the value
//!   never holds a function's address on an execution without undefined
//!   behaviour.
//! - **Called** (`CODE`): the callee operand of a call. Calling an address
//!   that is not a function's is undefined (C11 6.5.2.2), so the value
//!   holds only function addresses (or addresses outside the module,
//!   which the unknown object stands for).
//!
//! The use must be **certain**: it executes every time the definition
//! does. We take the straight line after the definition: the rest of its
//! block, continued through unconditional branches into blocks already
//! seen (a `phi` of the next block is translated to its incoming value),
//! and cut at the first instruction that may not pass control to the next
//! one. That is any call except intrinsics that always return and calls
//! marked both `willreturn` and `nounwind`; this is the rule of LLVM's
//! `isGuaranteedToTransferExecutionToSuccessor` (ValueTracking.cpp),
//! applied to calls only, since every other instruction either passes
//! control on or is undefined. A `longjmp` or `exit` inside a call
//! therefore cuts the line. Volatile accesses do not count: they may
//! touch memory the program did not allocate.
//!
//! Parameters are summarized per function ([`module_uses`]): a parameter
//! certainly dereferenced on entry makes a direct call that passes a value
//! to it a certain use of that value. Summaries are computed to a fixpoint
//! (bounded; stopping early only loses precision).
//!
//! Corner cases: values of unreachable blocks get no use; a block that
//! branches back to itself or into a loop header not yet seen continues
//! nowhere (post-order sees successors first except along back edges);
//! a value both dereferenced and called holds neither kind (the code is
//! undefined wherever it runs), and both flags are reported.

use entity::EntityId;
use llir::{Block, ConstData, Func, GlobalRef, InstKind, Local, Module, Opcode, Value};
use rayon::prelude::*;
use rustc_hash::FxBuildHasher as FxBuild;
use std::collections::HashMap;

/// The value is certainly dereferenced: it never holds a function's address.
pub const DATA: u8 = 1;
/// The value is certainly called: it holds only addresses of code.
pub const CODE: u8 = 2;

/// Rounds of the parameter-summary fixpoint; call chains that pass a
/// pointer down deeper than this before dereferencing it are cut.
const MAX_ROUNDS: usize = 16;

/// Per function (by index), per local: its certain uses (`DATA`, `CODE`
/// or 0), with the parameter summaries of direct callees taken to a
/// fixpoint. Declarations get no entries. If the rounds (16) run out
/// first, the uses of the last round are returned: every round's are
/// sound, later rounds only find more.
pub fn module_uses(m: &Module) -> Vec<Vec<u8>> {
    let mut sum: Vec<Vec<u8>> = vec![Vec::new(); m.funcs.len()];
    let mut all = Vec::new();
    for _ in 0..MAX_ROUNDS {
        all = m.funcs.as_slice().par_iter().map(|f| certain_uses(m, f, &sum)).collect::<Vec<_>>();
        let next: Vec<Vec<u8>> = (all.iter().zip(m.funcs.as_slice()))
            .map(|(u, f)| u[..f.params.len().min(u.len())].to_vec())
            .collect();
        if next == sum {
            break;
        }
        sum = next;
    }
    all
}

/// Certain uses of every local of `f` (indexed by local; parameters
/// first), given the parameter summaries `sum` of the functions it calls
/// directly. All zero for a declaration.
pub fn certain_uses(m: &Module, f: &llir::Function, sum: &[Vec<u8>]) -> Vec<u8> {
    let Some(body) = f.body.as_ref() else { return Vec::new() };
    let mut out = vec![0u8; body.locals.len()];
    let phi_of = PhiIndex::new(body);
    // Successors before predecessors, except along back edges.
    let mut order = flow::Cfg::from_body(body).reverse_postorder();
    order.reverse();
    // Certain uses at the start of each finished block, sorted by local.
    let mut start: Vec<Option<Vec<(u32, u8)>>> = vec![None; body.blocks.len()];
    let mut later: std::collections::BTreeMap<u32, u8> = Default::default();
    for b in order {
        later.clear();
        let insts = &body.blocks[b].insts;
        if let Some(InstKind::Br { dest }) = insts.last().map(|&t| &body.insts[t].kind) {
            if let Some(s) = start[dest.index()].as_ref().filter(|_| *dest != b) {
                for &(l, u) in s {
                    if let Some(v) = value_on_edge(body, &phi_of, Local::from_u32(l), b, *dest) {
                        add(&mut later, v, u);
                    }
                }
            }
        }
        for &i in insts.iter().rev() {
            let d = &body.insts[i];
            if let Some(r) = d.result {
                // What follows the definition is certain once it is made;
                // it is what makes the value's uses certain.
                let u = if matches!(d.kind, InstKind::Phi { .. }) {
                    later.get(&r.as_u32()).copied().unwrap_or(0)
                } else {
                    later.remove(&r.as_u32()).unwrap_or(0)
                };
                out[r.index()] |= u;
                match &d.kind {
                    InstKind::Gep { base, .. } => add(&mut later, *base, u & DATA),
                    InstKind::Cast {
                        op: Opcode::BitCast | Opcode::AddrSpaceCast,
                        value,
                        ..
                    } => add(&mut later, *value, u),
                    _ => {}
                }
            }
            if !passes_control(m, body, &d.kind) {
                later.clear();
            }
            evidence(m, body, &d.kind, sum, |v, u| add(&mut later, v, u));
        }
        // Phi results stay in the start set: predecessors translate them.
        start[b.index()] = Some(later.iter().map(|(&l, &u)| (l, u)).collect());
    }
    if let Some(Some(s)) = start.first() {
        for &(l, u) in s {
            if (l as usize) < f.params.len() {
                out[l as usize] |= u;
            }
        }
    }
    out
}

/// Records use `u` of `v` (only locals are tracked).
fn add(later: &mut std::collections::BTreeMap<u32, u8>, v: Value, u: u8) {
    if let (Value::Local(l), true) = (v, u != 0) {
        *later.entry(l.as_u32()).or_insert(0) |= u;
    }
}

/// What local `l`, live at the start of `dest`, is on the edge from
/// `pred`: the incoming value if `l` is a phi of `dest` (`None` if it has
/// none from `pred`), else `l` itself.
fn value_on_edge(body: &llir::Body, phi_of: &PhiIndex, l: Local, pred: Block, dest: Block) -> Option<Value> {
    let Some(pi) = phi_of.of[l.index()].filter(|&p| body.insts[p].block == dest) else {
        return Some(Value::Local(l));
    };
    if let Some(w) = phi_of.wide.get(&pi) {
        let k = w.partition_point(|x| x.0 < pred.as_u32());
        return w.get(k).filter(|x| x.0 == pred.as_u32()).map(|x| x.1);
    }
    match &body.insts[pi].kind {
        InstKind::Phi { incoming } => incoming.iter().find(|x| x.1 == pred).map(|x| x.0),
        _ => None,
    }
}

/// Phis of more incoming values than this get a table sorted by
/// predecessor: each predecessor of a phi's block asks for its value, so a
/// linear search costs O(N^2) for a phi of N values. (A binary search,
/// not a hash map: on 200,000 values the hash probes missed the cache and
/// grew faster than linearly.)
const WIDE_PHI: usize = 16;

/// The phi defining each local (for translating a successor's uses into
/// the predecessor's values), and for each phi of more than [`WIDE_PHI`]
/// incoming values the first value per predecessor (what a linear search
/// finds; a predecessor may repeat, with equal values in valid IR).
struct PhiIndex {
    of: Vec<Option<llir::Inst>>,
    wide: HashMap<llir::Inst, Vec<(u32, Value)>, FxBuild>,
}

impl PhiIndex {
    fn new(body: &llir::Body) -> PhiIndex {
        let mut ix = PhiIndex {
            of: vec![None; body.locals.len()],
            wide: HashMap::default(),
        };
        for (i, d) in body.insts.iter() {
            if let (InstKind::Phi { incoming }, Some(r)) = (&d.kind, d.result) {
                ix.of[r.index()] = Some(i);
                if incoming.len() > WIDE_PHI {
                    let mut w: Vec<(u32, Value)> = incoming.iter().map(|&(v, b)| (b.as_u32(), v)).collect();
                    // Stable: the first value of a repeated predecessor stays first.
                    w.sort_by_key(|x| x.0);
                    w.dedup_by_key(|x| x.0);
                    ix.wide.insert(i, w);
                }
            }
        }
        ix
    }
}

/// The function a callee operand names directly, if any.
fn direct_callee(body: &llir::Body, v: Value) -> Option<Func> {
    match v {
        Value::Global(GlobalRef::Func(g)) => Some(g),
        Value::Const(k) => match body.consts.get(k)? {
            ConstData::Global(GlobalRef::Func(g))
            | ConstData::Wrapped {
                target: GlobalRef::Func(g),
                ..
            } => Some(*g),
            _ => None,
        },
        _ => None,
    }
}

/// Does executing `k` certainly pass control to the next instruction?
fn passes_control(m: &Module, body: &llir::Body, k: &InstKind) -> bool {
    let c = match k {
        InstKind::Call(c) => c,
        InstKind::Invoke { .. } | InstKind::CallBr { .. } => return false,
        _ => return true,
    };
    let Some(g) = direct_callee(body, c.callee) else {
        return has_flags(m, &c.fn_attrs);
    };
    let callee = &m.funcs[g];
    if let Some(rest) = callee.name.strip_prefix("llvm.") {
        const STOPS: [&str; 7] = [
            "trap",
            "ubsantrap",
            "eh.",
            "coro.",
            "experimental.guard",
            "experimental.deoptimize",
            "seh.",
        ];
        return !STOPS.iter().any(|s| rest.starts_with(s));
    }
    has_flags(m, &c.fn_attrs) || has_flags(m, &callee.fn_attrs)
}

/// `willreturn` and `nounwind` both set.
fn has_flags(m: &Module, set: &llir::AttrSet) -> bool {
    let (mut ret, mut unwind) = (false, false);
    for a in m.attrs(set) {
        if !a.is_string {
            ret |= &*a.name == "willreturn";
            unwind |= &*a.name == "nounwind";
        }
    }
    ret && unwind
}

/// The uses `k` itself makes of its operands.
fn evidence(m: &Module, body: &llir::Body, k: &InstKind, sum: &[Vec<u8>], mut emit: impl FnMut(Value, u8)) {
    match k {
        InstKind::Load { ptr, volatile: false, .. }
        | InstKind::Store { ptr, volatile: false, .. }
        | InstKind::CmpXchg { ptr, volatile: false, .. }
        | InstKind::AtomicRmw { ptr, volatile: false, .. } => emit(*ptr, DATA),
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            let Some(g) = direct_callee(body, c.callee) else {
                if let Value::Local(_) = c.callee {
                    emit(c.callee, CODE);
                }
                return;
            };
            if let Some(uses) = sum.get(g.index()) {
                for (a, &u) in c.args.iter().zip(uses) {
                    emit(a.value, u);
                }
            }
            let name = &m.funcs[g].name;
            let copies = name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove");
            if copies || name.starts_with("llvm.memset") {
                let int = |i: usize| match c.args.get(i).map(|a| a.value) {
                    Some(Value::Const(k)) => match body.consts.get(k) {
                        Some(ConstData::Int { value, .. }) => Some(*value),
                        _ => None,
                    },
                    _ => None,
                };
                if int(2).is_some_and(|n| n > 0) && int(3) == Some(0) {
                    emit(c.args[0].value, DATA);
                    if copies {
                        emit(c.args[1].value, DATA);
                    }
                }
            }
        }
        _ => {}
    }
}
