//! Loop-invariant loads: hoisting to the preheader.
//!
//! A simple load `L` (neither volatile nor atomic) in a natural loop moves
//! to the end of the loop's preheader when
//!
//! 1. the loop has a dedicated preheader `P`: the header's only
//!    predecessor outside the loop, whose only successor is the header
//!    (no CFG edits are made, so loops without one keep their loads);
//! 2. its address is loop-invariant: a constant, a global, an argument, or
//!    an instruction result placed outside the loop (after earlier
//!    hoists and with forwarded loads looked through);
//! 3. its clobber (the walker's answer) lies outside the loop: no write in
//!    the loop may touch its bytes, so every iteration reads what was
//!    there on entry;
//! 4. hoisting cannot make it fault: it is in the header with no call
//!    before it there (so it runs whenever the loop is entered), or its
//!    address is an alloca or a global variable, as a whole, at least as
//!    large as what it reads (LLVM's `isSafeToExecuteUnconditionally` in
//!    its two simplest forms).
//!
//! Then `L` moves ([`memssa::Updater::move_inst`], the access gets its new
//! reaching definition) and the same is tried for the loop around `P`, so a
//! load leaves a nest as far as it can. Loads are visited in
//! dominator-tree preorder, so a pointer loaded outside-invariantly is
//! hoisted before the loads through it.
//!
//! ```text
//! ph:    br label %h                      ph:  %n = load i32, ptr %np
//! h:     %i = phi ...                          br label %h
//!        %n = load i32, ptr %np   ==>     h:   %i = phi ...
//!        %c = icmp slt i32 %i, %n              %c = icmp slt i32 %i, %n
//! ```
//!
//! Not done (LLVM's LICM does): hoisting the address computation with the
//! load, creating preheaders, hoisting conditional loads of pointers known
//! dereferenceable by attributes, scalar promotion of stores.

use crate::cx::Cx;
use crate::missed::{Pass, Reason};
use crate::ActionKind;
use alias::{LocationSize, ValKind};
use flow::Loop;
use llir::{Block, Inst, InstKind, LocalDef, Value};
use memssa::{AccessKind, InsertPoint};

/// Runs the pass on one function.
pub(crate) fn run(cx: &mut Cx<'_, '_>) {
    if cx.loops.num_loops() == 0 {
        return;
    }
    let order: Vec<Inst> = cx
        .dom
        .preorder()
        .iter()
        .flat_map(|&b| cx.up.layout().block_insts(b).to_vec())
        .collect();
    for load in order {
        if !cx.up.layout().contains(load) {
            continue;
        }
        let Some((ptr, _, None)) = cx.simple_access(load) else {
            let in_loop = cx.up.layout().inst_block(load).is_some_and(|b| cx.loops.loop_depth(b) > 0);
            if in_loop && matches!(cx.body.insts[load].kind, InstKind::Load { .. }) {
                cx.miss(load, Pass::Licm, Reason::NotSimple);
            }
            continue;
        };
        let mut why = Vec::new();
        let mut moved_to = None;
        loop {
            let block = cx.up.layout().inst_block(load).expect("placed");
            let Some(l) = cx.loops.innermost_loop(block) else { break };
            let reason = match hoistable(cx, load, ptr, l, &mut why) {
                Ok(reason) => reason,
                Err(missed) => {
                    if moved_to.is_none() {
                        cx.miss(load, Pass::Licm, missed);
                    }
                    break;
                }
            };
            let p = preheader(cx, l).expect("checked by hoistable");
            why.push(reason);
            cx.up
                .move_inst(load, InsertPoint::End(p))
                .expect("the end of a preheader is a valid point");
            cx.hoisted.push((load, p));
            moved_to = Some(p);
        }
        if moved_to.is_some() {
            cx.act(load, ActionKind::HoistLoad, why);
        }
    }
}

/// The dedicated preheader of loop `l`, if it has one.
fn preheader(cx: &Cx<'_, '_>, l: Loop) -> Option<Block> {
    let h = cx.loops.loop_data(l).header;
    let mut outside = cx.cfg.predecessors(h).iter().copied().filter(|&p| !in_loop(cx, p, l));
    let p = outside.next()?;
    if outside.any(|q| q != p) || !cx.dom.is_reachable(p) {
        return None;
    }
    cx.cfg.successors(p).iter().all(|&s| s == h).then_some(p)
}

/// Is block `b` in loop `l` (or a loop inside it)?
fn in_loop(cx: &Cx<'_, '_>, b: Block, l: Loop) -> bool {
    let mut x = cx.loops.innermost_loop(b);
    while let Some(y) = x {
        if y == l {
            return true;
        }
        x = cx.loops.loop_data(y).parent;
    }
    false
}

/// Whether `load` (address `ptr`) may leave loop `l`; the step's
/// justification, with the clobber chain added to `why`.
fn hoistable(cx: &mut Cx<'_, '_>, load: Inst, ptr: Value, l: Loop, why: &mut Vec<String>) -> Result<String, Reason> {
    preheader(cx, l).ok_or(Reason::NoPreheader)?;
    let h = cx.loops.loop_data(l).header;
    // 2. The address, forwarded loads looked through.
    let addr = cx.replacement(ptr, None).map_or(ptr, |(v, _)| v);
    if let Value::Local(x) = addr {
        if let LocalDef::Inst(def) = cx.body.locals[x].def {
            let b = cx.up.layout().inst_block(def).ok_or(Reason::AddressInLoop)?;
            if in_loop(cx, b, l) {
                return Err(Reason::AddressInLoop);
            }
        }
    }
    // 4. Safe to run on loop entry.
    let block = cx.up.layout().inst_block(load).ok_or(Reason::NotSimple)?;
    let in_header = block == h && {
        let list = cx.up.layout().block_insts(h);
        list.iter().take_while(|&&i| i != load).all(|&i| cx.body.insts[i].call().is_none())
    };
    if !in_header && !whole_object(cx, load, addr) {
        return Err(Reason::MayNotExecute);
    }
    // 3. The clobber.
    let a = cx.mssa().access_of(load).ok_or(Reason::NotSimple)?;
    if cx.mssa().kind(a) != AccessKind::Use {
        return Err(Reason::NotSimple);
    }
    let start = cx.chain_start(a).ok_or(Reason::NotSimple)?;
    let clobber = cx.clobber(a);
    if !cx.mssa().is_live_on_entry(clobber) && in_loop(cx, cx.mssa().block(clobber), l) {
        return Err(Reason::ClobberInLoop);
    }
    why.extend(cx.chain(start, clobber));
    let mut header = Vec::new();
    memssa::print::llvm::write_block_name(cx.body, h, &mut header);
    Ok(format!(
        "clobber is outside the loop with header %{}, address is invariant, {}",
        String::from_utf8_lossy(&header),
        if in_header {
            "load runs whenever the loop is entered"
        } else {
            "address is a whole object large enough"
        }
    ))
}

/// Is `addr` an alloca or a global variable as a whole, at least as large
/// as what `load` reads? Then loading it early cannot fault.
fn whole_object(cx: &Cx<'_, '_>, load: Inst, addr: Value) -> bool {
    let Some(loc) = cx.aa.location_of(load) else { return false };
    let LocationSize::Precise(need) = loc.size else { return false };
    let m = cx.module;
    let size = match cx.aa.kind(cx.aa.val(addr)) {
        ValKind::Inst(i) => match &cx.body.insts[i].kind {
            InstKind::Alloca {
                allocated, count: None, ..
            } => m.layout().store_size(*allocated),
            _ => None,
        },
        ValKind::Global(llir::GlobalRef::Global(g)) => match &m.globals[g].kind {
            // A definition that the linker keeps (a declaration, or a
            // definition another module may replace, can be a smaller
            // object; `extern_weak` ones may be null).
            llir::GlobalKind::Variable {
                value_ty, init: Some(_), ..
            } if !m.globals[g]
                .qualifiers
                .iter()
                .any(|q| matches!(&**q, "weak" | "linkonce" | "common" | "extern_weak")) =>
            {
                m.layout().store_size(*value_ty)
            }
            _ => None,
        },
        _ => None,
    };
    size.is_some_and(|s| s >= need)
}
