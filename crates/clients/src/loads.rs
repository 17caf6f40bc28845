//! Redundant loads: forwarding from stores and reuse of earlier loads.
//!
//! Loads are visited in dominator-tree preorder, each block in order, so a
//! load is seen after every load that dominates it. For a simple load `L`
//! (neither volatile nor atomic) the walker gives its clobber `C`:
//!
//! 1. `C` is a simple store of a value of `L`'s type to exactly `L`'s
//!    bytes (MustAlias, same size): `L` is that value. Sound: `C` dominates
//!    `L` and no write between them may touch `L`'s bytes (that is what a
//!    clobber is), so `L` reads what `C` wrote; the value is defined before
//!    `C`, hence dominates every use of `L`.
//! 2. Otherwise, an earlier kept load `L1` through the same pointer value,
//!    of the same type and bytes, that dominates `L` and is dominated by
//!    `C` (EarlyCSE's `isSameMemGeneration`): `L` is `L1`. Sound: no write
//!    on any path from `C` to `L` may touch the bytes, and since `C`
//!    dominates `L1` and `L1` dominates `L`, every path from `L1` to `L`
//!    is the end of such a path. Only the [`CANDIDATES`] most recent
//!    loads through the pointer are compared.
//!
//! Every Use was optimized before the pass ([`memssa::optimize_uses`]), so
//! `C` is the clobber the use optimizer found, as in LLVM's passes.
//!
//! ```text
//! store i32 1, ptr %p      ; 1 = MemoryDef(liveOnEntry)
//! store i32 2, ptr %q      ; 2 = MemoryDef(1)   %q noalias %p
//! %v = load i32, ptr %p    ; MemoryUse(1)  -> %v is 1 (forwarded)
//! %w = load i32, ptr %q    ; MemoryUse(2)  -> %w is 2
//! ```
//!
//! The load's access is then removed with the updater. Not done (LLVM's GVN
//! does): forwarding part of a wider store, values of another type, loads
//! across a phi of stores (PRE), loads whose clobber is a `memset` or
//! `memcpy`.

use crate::cx::Cx;
use crate::missed::{Pass, Reason};
use crate::ActionKind;
use alias::{AliasResult, MemoryLocation};
use llir::{Inst, InstKind, Value};
use memssa::{Access, AccessKind};
use rustc_hash::FxHashMap;

/// How many earlier loads through the same pointer value a load compares
/// with (the most recent ones), so that a function with thousands of loads
/// of one pointer stays linear.
pub const CANDIDATES: usize = 32;

/// Runs the pass on one function.
pub(crate) fn run(cx: &mut Cx<'_, '_>) {
    let order: Vec<Inst> = cx
        .dom
        .preorder()
        .iter()
        .flat_map(|&b| cx.up.layout().block_insts(b).to_vec())
        .collect();
    // Kept loads by pointer and type, in visiting order. Loads through
    // different values that still MustAlias are not paired (EarlyCSE's
    // rule: the same pointer value).
    let mut kept: FxHashMap<(Value, llir::Type), Vec<Inst>> = FxHashMap::default();
    for load in order {
        let Some((ptr, ty, None)) = cx.simple_access(load) else {
            if matches!(cx.body.insts[load].kind, InstKind::Load { .. }) {
                cx.miss(load, Pass::Loads, Reason::NotSimple);
            }
            continue;
        };
        let Some(a) = cx.mssa().access_of(load) else { continue };
        if cx.mssa().kind(a) != AccessKind::Use {
            continue;
        }
        let Some(loc) = cx.aa.location_of(load) else { continue };
        let start = cx.chain_start(a).expect("a Use has a defining access");
        let clobber = cx.clobber(a);
        let mut why = cx.chain(start, clobber);
        let mut found: Option<(ActionKind, Value, String)> = None;
        let mut unspellable = false;
        if let Some(store) = cx.mssa().inst(clobber) {
            if let Some((_, sty, Some(value))) = cx.simple_access(store) {
                let same = sty == ty && cx.aa.location_of(store).is_some_and(|sl| cx.same_location(&loc, &sl));
                if same {
                    match cx.replacement(value, Some(store)) {
                        Some((v, text)) => {
                            why.push("the clobber stores a value of the same type to the same bytes".into());
                            found = Some((ActionKind::ForwardStore, v, text));
                        }
                        None => unspellable = true,
                    }
                }
            }
        }
        if found.is_none() {
            // Visited earlier in dominator-tree preorder, so in the same
            // block means before; nothing has moved yet (this pass runs
            // first), so blocks are the body's.
            let block = cx.body.insts[load].block;
            let earlier = kept
                .get(&(ptr, ty))
                .into_iter()
                .flat_map(|v| v.iter().rev().take(CANDIDATES))
                .copied()
                .find(|&l1| {
                    let b1 = cx.body.insts[l1].block;
                    let m = cx.mssa();
                    (b1 == block || cx.dom.dominates(b1, block))
                        && m.access_of(l1).is_some_and(|a1| m.access_dominates(cx.dom, clobber, a1))
                        && cx.aa.location_of(l1).is_some_and(|l1loc| cx.same_location(&loc, &l1loc))
                });
            if let Some(l1) = earlier {
                if let Some((v, text)) = cx.body.insts[l1].result.and_then(|r| cx.replacement(Value::Local(r), None)) {
                    let (line, col) = cx.line_col(l1);
                    why.push(format!(
                        "the load at {line}:{col} reads the same bytes, dominates it, and the clobber dominates that load"
                    ));
                    found = Some((ActionKind::ReuseLoad, v, text));
                }
            }
        }
        match found {
            Some((kind, v, text)) => {
                cx.replaced.insert(load, (v, text));
                cx.up.remove_inst(load).expect("a load in the program is removable");
                cx.removed.push(load);
                cx.act(load, kind, why);
            }
            None => {
                let reason = if unspellable {
                    Reason::Unspellable
                } else {
                    clobber_reason(cx, clobber, &loc)
                };
                cx.miss(load, Pass::Loads, reason);
                kept.entry((ptr, ty)).or_default().push(load)
            }
        }
    }
}

/// Why a load at `loc` whose clobber is `clobber` took no value from it.
fn clobber_reason(cx: &Cx<'_, '_>, clobber: Access, loc: &MemoryLocation) -> Reason {
    let m = cx.mssa();
    match m.kind(clobber) {
        AccessKind::LiveOnEntry => return Reason::ClobberLiveOnEntry,
        AccessKind::Phi => return Reason::ClobberPhi,
        _ => {}
    }
    let Some(i) = m.inst(clobber) else { return Reason::ClobberOther };
    if let Some((_, _, Some(_))) = cx.simple_access(i) {
        let must = cx
            .aa
            .location_of(i)
            .is_some_and(|sl| cx.oracle.alias(loc, &sl) == AliasResult::MustAlias);
        return if must {
            Reason::ClobberStoreOtherShape
        } else {
            Reason::ClobberStoreMayAlias
        };
    }
    match cx.body.insts[i].call() {
        Some(c) => match alias::effects::call_intrinsic(cx.module, c) {
            Some(name) if name.starts_with("llvm.memset") || name.starts_with("llvm.memcpy") || name.starts_with("llvm.memmove") => {
                Reason::ClobberMemIntrinsic
            }
            _ => Reason::ClobberCall,
        },
        None => Reason::ClobberOther,
    }
}
