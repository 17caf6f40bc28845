//! Dead stores.
//!
//! A simple store `S` (neither volatile nor atomic) of `n` bytes at `p` is
//! dead when, on every path from `S`, one of these comes before anything
//! that may read those bytes:
//!
//! * a simple store to the same address (MustAlias) of at least `n` bytes
//!   (it overwrites them all);
//! * the end of the function or an `llvm.lifetime.end` of the object, when
//!   `p` points into an alloca of this function (its lifetime ends there,
//!   whatever escaped: reading it later is undefined behaviour);
//! * `unreachable` (reaching it is undefined behaviour) or a cycle back to
//!   a block already searched.
//!
//! The search goes forward over the edited program (so loads already
//! forwarded no longer read, and stores already removed no longer kill),
//! asking the alias oracle `getModRefInfo(I, S's location)` of every
//! instruction with a Memory SSA access: a Ref is a read (lifetime
//! markers, which Memory SSA makes Defs, read nothing).
//! With the points-to modes, calls whose callees' summaries exclude the
//! object stop counting as reads.
//!
//! ```text
//! store i32 1, ptr %x    ; dead: overwritten below on every path
//! br i1 %c, label %a, label %b
//! a: store i32 2, ptr %x ...
//! b: store i32 3, ptr %x ...
//! ```
//!
//! Across iterations: alias answers compare values of one iteration, so
//! unless the store's address is the same in every iteration (LLVM's
//! `isGuaranteedLoopInvariant`), the search fails when it would follow an
//! edge back to an earlier block (`a[i] = x` in a loop is not killed by
//! the next iteration's `a[i] = y`).
//!
//! Sound: a read of the bytes before the overwrite is what the search
//! looks for on every path, and a may-alias read (a call that may read,
//! a load through a may-alias pointer) makes the store live. For memory
//! that is not a local alloca, a call that may unwind also keeps it (the
//! caller may read it after the exception), as does leaving the function.
//! A search over more than [`SEARCH_LIMIT`] accesses gives up (the store
//! stays).
//!
//! Not done (LLVM's DSE does): partial overwrites put together, `memset`
//! and `memcpy` as killers or as dead stores, stores of the value just
//! loaded, `free` as the end of a heap object's lifetime, globals and heap
//! objects nothing reads (which would need the whole program).

use crate::cx::Cx;
use crate::missed::{Pass, Reason};
use crate::ActionKind;
use alias::{LocationSize, MemoryLocation, ValKind};
use entity::EntityId;
use entity::IdSet;
use llir::{Block, Inst, InstKind, LocalDef, Opcode, Value};
use memssa::AccessKind;

/// Accesses one store's search may look at.
pub const SEARCH_LIMIT: usize = 10_000;

/// Runs the pass on one function.
pub(crate) fn run(cx: &mut Cx<'_, '_>) {
    let rpo = Rpo::compute(cx);
    let stores: Vec<Inst> = cx
        .up
        .layout()
        .blocks()
        .filter(|&b| cx.dom.is_reachable(b))
        .flat_map(|b| cx.up.layout().block_insts(b).to_vec())
        .filter(|&i| matches!(cx.body.insts[i].kind, InstKind::Store { .. }))
        .collect();
    for s in stores {
        if !matches!(cx.simple_access(s), Some((_, _, Some(_)))) {
            cx.miss(s, Pass::Dse, Reason::NotSimple);
            continue;
        }
        let Some(loc) = cx.aa.location_of(s) else { continue };
        if !matches!(loc.size, LocationSize::Precise(_)) {
            continue;
        }
        match dead(cx, &rpo, s, &loc) {
            Ok(why) => {
                cx.up.remove_inst(s).expect("a store in the program is removable");
                cx.removed.push(s);
                cx.act(s, ActionKind::DeadStore, why);
            }
            Err(reason) => cx.miss(s, Pass::Dse, reason),
        }
    }
}

/// Is `loc`'s object an alloca of this function?
fn local_object(cx: &Cx<'_, '_>, loc: &MemoryLocation) -> bool {
    let obj = cx.aa.underlying_object(loc.ptr, 0);
    matches!(cx.aa.kind(obj), ValKind::Inst(i) if matches!(cx.body.insts[i].kind, InstKind::Alloca { .. }))
}

/// Does instruction `i` write all of `loc` (a simple store at the same
/// address, at least as wide)?
fn overwrites(cx: &Cx<'_, '_>, i: Inst, loc: &MemoryLocation) -> bool {
    if !matches!(cx.simple_access(i), Some((_, _, Some(_)))) {
        return false;
    }
    let Some(k) = cx.aa.location_of(i) else { return false };
    match (k.size, loc.size) {
        (LocationSize::Precise(a), LocationSize::Precise(b)) if a >= b => cx.oracle.alias(&k, loc) == alias::AliasResult::MustAlias,
        _ => false,
    }
}

/// Reverse-postorder numbers of the blocks and whether the CFG has an
/// irreducible cycle (a retreating edge whose target does not dominate its
/// source).
struct Rpo {
    number: Vec<u32>,
    irreducible: bool,
}

impl Rpo {
    fn compute(cx: &Cx<'_, '_>) -> Rpo {
        let mut number = vec![u32::MAX; cx.cfg.num_blocks()];
        for (k, b) in cx.cfg.reverse_postorder().into_iter().enumerate() {
            number[b.index()] = k as u32;
        }
        let mut irreducible = false;
        for u in cx.cfg.blocks() {
            for &v in cx.cfg.successors(u) {
                let retreating = number[v.index()] <= number[u.index()] && number[u.index()] != u32::MAX;
                irreducible |= retreating && !cx.dom.dominates(v, u);
            }
        }
        Rpo { number, irreducible }
    }

    /// Does the edge `u -> v` go back (to a block that comes earlier in
    /// reverse postorder, or to itself)?
    fn retreating(&self, u: Block, v: Block) -> bool {
        self.number[v.index()] <= self.number[u.index()]
    }
}

/// LLVM's `isGuaranteedLoopInvariant`: the pointer, with casts and one GEP
/// of constant indices stripped, is not an instruction, or one in the
/// entry block, or (in a CFG without irreducible cycles) one outside every
/// loop. Then it names the same address in every iteration, and alias
/// answers about it hold across iterations.
fn loop_invariant_pointer(cx: &Cx<'_, '_>, rpo: &Rpo, ptr: Value) -> bool {
    let mut v = ptr;
    for _ in 0..6 {
        let Value::Local(l) = v else { return true };
        let LocalDef::Inst(i) = cx.body.locals[l].def else { return true };
        match &cx.body.insts[i].kind {
            InstKind::Cast {
                op: Opcode::BitCast | Opcode::AddrSpaceCast,
                value,
                ..
            } => v = *value,
            InstKind::Gep { base, indices, .. } if indices.iter().all(|x| matches!(x, Value::Const(_))) => v = *base,
            _ => break,
        }
    }
    let Value::Local(l) = v else { return true };
    let LocalDef::Inst(i) = cx.body.locals[l].def else { return true };
    let Some(b) = cx.up.layout().inst_block(i) else { return false };
    b == cx.body.entry() || (!rpo.irreducible && cx.loops.loop_depth(b) == 0)
}

/// If `i` calls `llvm.lifetime.start` or `llvm.lifetime.end`: whether it
/// is the end, and the underlying object of its pointer.
fn lifetime_marker(cx: &Cx<'_, '_>, i: Inst) -> Option<(bool, alias::Val)> {
    let c = cx.body.insts[i].call()?;
    let end = match alias::effects::call_intrinsic(cx.module, c)? {
        n if n.starts_with("llvm.lifetime.end") => true,
        n if n.starts_with("llvm.lifetime.start") => false,
        _ => return None,
    };
    let ptr = c.args.get(1)?.value;
    Some((end, cx.aa.underlying_object(cx.aa.val(ptr), 0)))
}

/// The reasons `s` is dead, or why it may not be (the first obstacle the
/// search met).
fn dead(cx: &Cx<'_, '_>, rpo: &Rpo, s: Inst, loc: &MemoryLocation) -> Result<Vec<String>, Reason> {
    let local = local_object(cx, loc);
    // Sound: alias answers compare values of one iteration. If the
    // address may change from one iteration to the next, a store or read
    // reached around a cycle would be compared with the wrong address, so
    // the search then never follows an edge back.
    let invariant = cx.simple_access(s).is_some_and(|(p, _, _)| loop_invariant_pointer(cx, rpo, p));
    let m = cx.mssa();
    let layout = cx.up.layout();
    let mut killers: Vec<Inst> = Vec::new();
    let (mut lifetime_end, mut unreachable_end) = (false, false);
    let mut budget = SEARCH_LIMIT;
    let mut seen: IdSet<Block> = IdSet::with_capacity(cx.cfg.num_blocks());
    let (Some(start), Some(index)) = (layout.inst_block(s), layout.index_in_block(s)) else {
        return Err(Reason::NotSimple);
    };
    let mut stack: Vec<(Block, usize)> = vec![(start, index + 1)];
    while let Some((b, from)) = stack.pop() {
        let mut killed = false;
        // Every instruction, not only the accesses: a call that touches no
        // memory may still unwind.
        for &i in &layout.block_insts(b)[from..] {
            // Sound: an exception may leave the function here, and the
            // caller may read memory that is not this function's.
            if !local {
                if let InstKind::Call(c) = &cx.body.insts[i].kind {
                    if !cx.aa.call_has_fn_attr(c, "nounwind") {
                        return Err(Reason::MayUnwind);
                    }
                }
            }
            let Some(x) = m.access_of(i) else { continue };
            if m.kind(x) == AccessKind::Phi {
                continue;
            }
            budget = budget.checked_sub(1).ok_or(Reason::SearchLimit)?;
            // Lifetime markers read nothing (Memory SSA models them as
            // Defs, and the oracle answers ModRef for their object); the
            // end of the store's alloca's lifetime kills it as a return
            // would (LLVM's DSE: a memory terminator).
            match lifetime_marker(cx, i) {
                Some((true, obj)) if local && obj == cx.aa.underlying_object(loc.ptr, 0) => {
                    lifetime_end = true;
                    killed = true;
                    break;
                }
                Some(_) => continue,
                None => {}
            }
            if cx.oracle.mod_ref_inst_loc(i, loc).is_ref() {
                return Err(match cx.body.insts[i].kind {
                    InstKind::Load { .. } => Reason::ReadByLoad,
                    InstKind::Call(_) => Reason::ReadByCall,
                    _ => Reason::ReadByOther,
                });
            }
            if overwrites(cx, i, loc) {
                if !killers.contains(&i) {
                    killers.push(i);
                }
                killed = true;
                break;
            }
        }
        if killed {
            continue;
        }
        let Some(&term) = layout.block_insts(b).last() else {
            return Err(Reason::NotSimple);
        };
        let succs = cx.cfg.successors(b);
        if succs.is_empty() {
            match cx.body.insts[term].kind {
                InstKind::Unreachable => unreachable_end = true,
                // ret, resume, cleanupret to the caller, ...: the function ends.
                _ if local => lifetime_end = true,
                _ => return Err(Reason::LiveAtReturn),
            }
            continue;
        }
        for &n in succs {
            if !invariant && rpo.retreating(b, n) {
                return Err(Reason::LoopVariantAddress);
            }
            if seen.insert(n) {
                stack.push((n, 0));
            }
        }
    }
    let mut why: Vec<String> = killers
        .iter()
        .take(4)
        .map(|&k| {
            let (l, c) = cx.line_col(k);
            let n = m.access_of(k).and_then(|x| m.number(x)).unwrap_or(0);
            format!("overwritten before any read by {n} = MemoryDef at {l}:{c} ({})", cx.inst_text(k))
        })
        .collect();
    if killers.len() > 4 {
        why.push(format!("... and {} more stores", killers.len() - 4));
    }
    if lifetime_end {
        why.push("never read before the function returns or `llvm.lifetime.end`, which end the alloca's lifetime".into());
    }
    if unreachable_end {
        why.push("never read before `unreachable`".into());
    }
    if why.is_empty() {
        why.push("never read: every path from it loops without reading".into());
    }
    Ok(why)
}
