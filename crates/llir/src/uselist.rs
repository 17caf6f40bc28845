//! The predecessors of a block in the order LLVM's `predecessors()` visits
//! them right after parsing, which is the order opt prints in a label line's
//! `; preds = ...` comment.
//!
//! LLVM has no predecessor lists: `predecessors(BB)` walks the use list of
//! the block and keeps the users that are terminators, one entry per use
//! (a `switch` naming a block twice lists its block twice). A use list is
//! a stack: each new use goes to the front, so after parsing the order is
//! the reverse of the order in which the parser created the uses.
//!
//! ```text
//! a:  br label %c          ; use 1
//! b:  br label %c          ; use 2
//! c:                       ; preds = %b, %a
//! ```
//!
//! Uses of a block that count:
//! - every block operand of a terminator (`br`, `switch`, `invoke`, ...),
//!   including `label %bb` arguments and operand-bundle inputs of an
//!   `invoke` or `callbr` (one more entry for the call's block);
//! - uses by non-terminators, which are skipped when printing but hold a
//!   position that a `uselistorder label %bb, {...}` directive counts:
//!   label arguments (inline asm operands) and bundle labels of a `call`,
//!   and the one `blockaddress(@f, %bb)`
//!   constant (constants are unique, so all its occurrences are one use).
//!
//! A `uselistorder` directive (written by `opt -S
//! -preserve-ll-uselistorder`, read at the end of the function body) moves
//! the `k`-th use of the current list to position `order[k]`. To replay it
//! the whole list must be modelled, blockaddress uses included: LLVM's
//! parser creates a function's `blockaddress` constants where they appear
//! in its body, except those written before the body (in a global's
//! initializer or an earlier function), which wait as placeholders and are
//! created when the body starts, before any instruction. Uses made after
//! the body (a later `blockaddress`) go to the front later and are no
//! terminators, so they never change what is printed. Corner cases: a
//! directive whose length is not the modelled number of uses (opt rejects
//! such a file: "wrong number of indexes") or that is not a permutation is
//! ignored; `blockaddress` inside metadata is not modelled; module-level
//! `uselistorder_bb` directives are not replayed (opt 19 writes block
//! directives inside the function).

use crate::entities::{Block, Const, Func};
use crate::inst::{ConstData, GlobalRef, InstKind, Value};
use crate::module::{BlockName, Body, GlobalKind, Module};
use entity::EntityId;

/// One use of a block, as far as printing predecessors is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum User {
    /// A terminator in this block: one `; preds` entry.
    Terminator(Block),
    /// A `blockaddress` constant or a non-terminator call: not printed.
    Other,
}

/// The predecessors of every block of `body` (function `func` of `module`),
/// indexed by block, each in the order opt-19 prints them in `; preds =`
/// after parsing: use-list order, with the body's block `uselistorder`
/// directives applied. An entry repeats per block operand naming the block
/// (a `switch` case, an operand bundle label). Blocks without terminator
/// uses (the entry block, unreachable blocks) get an empty list.
pub fn block_predecessors(module: &Module, func: Func, body: &Body) -> Vec<Vec<Block>> {
    // Creation order of each block's uses.
    let mut uses: Vec<Vec<User>> = vec![Vec::new(); body.blocks.len()];
    // Without directives only terminator uses matter: their relative order
    // is all that is printed.
    let exact = !body.block_use_orders.is_empty();
    let mut has_address = vec![false; body.blocks.len()];
    if exact {
        for b in blocks_addressed_before(module, func, body) {
            has_address[b.index()] = true;
            uses[b.index()].push(User::Other);
        }
    }
    for (b, block) in body.blocks.iter() {
        for &i in &block.insts {
            let inst = &body.insts[i];
            let kind = &inst.kind;
            if exact {
                // Operand constants exist before their instruction does.
                for target in addressed_blocks(func, body, kind) {
                    if !std::mem::replace(&mut has_address[target.index()], true) {
                        uses[target.index()].push(User::Other);
                    }
                }
            }
            let user = if inst.is_terminator() { User::Terminator(b) } else { User::Other };
            if let Some(call) = inst.call() {
                let bundle_labels = call.bundles.iter().flat_map(|b| b.labels.iter());
                for &l in call.label_args.iter().chain(bundle_labels) {
                    if let Some(u) = uses.get_mut(l.index()) {
                        u.push(user);
                    }
                }
            }
            if user != User::Other {
                for s in inst.successors() {
                    if let Some(u) = uses.get_mut(s.index()) {
                        u.push(user);
                    }
                }
            }
        }
    }
    // The use list proper: newest first.
    for u in &mut uses {
        u.reverse();
    }
    for (b, order) in &body.block_use_orders {
        let Some(list) = uses.get_mut(b.index()) else { continue };
        if let Some(sorted) = permute(list, order) {
            *list = sorted;
        }
    }
    uses.into_iter()
        .map(|u| {
            u.into_iter()
                .filter_map(|x| match x {
                    User::Terminator(p) => Some(p),
                    User::Other => None,
                })
                .collect()
        })
        .collect()
}

/// `list` reordered as LLVM's `sortUseListOrder` does: element `k` goes to
/// position `order[k]`. `None` if `order` is not a permutation of
/// `0..list.len()`.
fn permute(list: &[User], order: &[u32]) -> Option<Vec<User>> {
    if order.len() != list.len() {
        return None;
    }
    let mut out: Vec<Option<User>> = vec![None; list.len()];
    for (&u, &k) in list.iter().zip(order) {
        let slot = out.get_mut(k as usize)?;
        if slot.replace(u).is_some() {
            return None;
        }
    }
    out.into_iter().collect()
}

/// The block of `body` that `blockaddress(@func, %name)` names, if any.
fn block_named(body: &Body, name: &str) -> Option<Block> {
    body.blocks.iter().find_map(|(b, d)| {
        let hit = match &d.name {
            BlockName::Named(n) => &**n == name,
            BlockName::Numbered(n) => name.parse::<u32>().ok() == Some(*n),
        };
        hit.then_some(b)
    })
}

/// Calls `found` on the block name of every `blockaddress(@func, ...)`
/// reachable from the constants `roots` of `arena` (an explicit stack:
/// constant expressions nest to any depth).
fn scan_consts(
    arena: &entity::PrimaryMap<Const, ConstData>,
    roots: impl IntoIterator<Item = Const>,
    func: Func,
    found: &mut impl FnMut(&str),
) {
    let mut stack: Vec<Const> = roots.into_iter().collect();
    let mut seen = vec![false; arena.len()];
    while let Some(c) = stack.pop() {
        let Some(s) = seen.get_mut(c.index()) else { continue };
        if std::mem::replace(s, true) {
            continue;
        }
        match &arena[c] {
            ConstData::BlockAddress {
                func: GlobalRef::Func(f),
                block,
            } if *f == func => found(block),
            ConstData::Aggregate { elems, .. } => stack.extend(elems.iter().copied()),
            ConstData::Expr { operands, .. } => stack.extend(operands.iter().copied()),
            _ => {}
        }
    }
}

/// The blocks of `func` named by a `blockaddress` written before its body
/// starts (global initializers, aliasees and resolvers, earlier functions):
/// LLVM creates those constants when the body starts.
fn blocks_addressed_before(module: &Module, func: Func, body: &Body) -> Vec<Block> {
    let start = module.funcs[func].span.start;
    let mut out = Vec::new();
    let mut found = |name: &str| {
        if let Some(b) = block_named(body, name) {
            if !out.contains(&b) {
                out.push(b);
            }
        }
    };
    let roots = module
        .globals
        .values()
        .filter(|g| g.span.start < start)
        .filter_map(|g| match g.kind {
            GlobalKind::Variable { init, .. } => init,
            GlobalKind::Alias { aliasee, .. } => Some(aliasee),
            GlobalKind::IFunc { resolver, .. } => Some(resolver),
        });
    scan_consts(&module.consts, roots, func, &mut found);
    for (g, other) in module.funcs.iter() {
        if g == func || other.span.start >= start {
            continue;
        }
        if let Some(ob) = &other.body {
            scan_consts(&ob.consts, ob.consts.keys(), func, &mut found);
        }
    }
    out
}

/// The blocks of `func` (whose body is `body`) that the operands of an
/// instruction of that body take the `blockaddress` of.
fn addressed_blocks(func: Func, body: &Body, kind: &InstKind) -> Vec<Block> {
    let mut roots = Vec::new();
    let mut k = kind.clone();
    crate::parse::for_each_ref_mut(
        &mut k,
        &mut |v| {
            if let Value::Const(c) = v {
                roots.push(*c);
            }
        },
        &mut |_| {},
    );
    let mut out = Vec::new();
    scan_consts(&body.consts, roots, func, &mut |name| {
        if let Some(b) = block_named(body, name) {
            out.push(b);
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preds_of(src: &str, block: &str) -> Vec<String> {
        let m = crate::parse_module("t.ll", src.to_string()).expect("parses");
        let (f, func) = m.funcs.iter().find(|(_, f)| f.body.is_some()).expect("a definition");
        let body = func.body.as_ref().expect("a body");
        let b = block_named(body, block).expect("the block");
        block_predecessors(&m, f, body)[b.index()]
            .iter()
            .map(|&p| match &body.blocks[p].name {
                BlockName::Named(n) => n.to_string(),
                BlockName::Numbered(n) => n.to_string(),
            })
            .collect()
    }

    const DIAMOND: &str =
        "define void @f(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  br label %j\nb:\n  br label %j\nj:\n  ret void\n";

    #[test]
    fn newest_use_first() {
        assert_eq!(preds_of(&format!("{DIAMOND}}}\n"), "j"), ["b", "a"]);
    }

    #[test]
    fn directive_moves_use_k_to_order_k() {
        let src = format!("{DIAMOND}  uselistorder label %j, {{ 1, 0 }}\n}}\n");
        assert_eq!(preds_of(&src, "j"), ["a", "b"]);
    }

    #[test]
    fn directive_that_is_not_a_permutation_is_ignored() {
        for order in ["{ 0, 0 }", "{ 0, 2 }", "{ 1, 0, 2 }"] {
            let src = format!("{DIAMOND}  uselistorder label %j, {order}\n}}\n");
            assert_eq!(preds_of(&src, "j"), ["b", "a"], "{order}");
        }
    }
}
