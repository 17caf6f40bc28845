//! Per-function memos of per-value answers that BasicAA asks again on
//! every query: the pointer with casts stripped
//! ([`FunctionAA::strip_pointer_casts_for_aa`]) and the underlying object
//! ([`FunctionAA::underlying_object`] at LLVM's default depth).
//!
//! Both are pure functions of the value (the IR never changes and
//! constants are interned once), so the memo is never invalidated. Memory
//! SSA's use optimizer asks `alias` for the same handful of pointers
//! thousands of times per function: on bzip2's -O0 `decompress.c` the two
//! walks were 14% of `memssa print`'s instructions.
//!
//! The tables are dense, indexed by [`Val`] index and grown on demand
//! (constants made up by phi translation get new, higher indices). Values
//! past the function's interned values (the `Val` that stands for a
//! missing operand) are never stored.

use crate::func::{FunctionAA, Val};
use crate::objects::MAX_LOOKUP;

/// No answer recorded yet.
const UNKNOWN: u32 = u32::MAX;

/// The memo tables of one [`FunctionAA`] (behind a `RefCell` there).
#[derive(Debug, Default)]
pub(crate) struct ValMemo {
    /// `strip_pointer_casts_for_aa(v)` by `v`'s index, [`UNKNOWN`] if not
    /// asked yet.
    stripped: Vec<u32>,
    /// `underlying_object(v, MAX_LOOKUP)` by `v`'s index.
    underlying: Vec<u32>,
}

/// Which table.
#[derive(Clone, Copy)]
enum Table {
    Stripped,
    Underlying,
}

impl ValMemo {
    fn table(&mut self, t: Table) -> &mut Vec<u32> {
        match t {
            Table::Stripped => &mut self.stripped,
            Table::Underlying => &mut self.underlying,
        }
    }
}

impl FunctionAA<'_> {
    /// The memoized answer of `t` for `v`, computing it with `compute` the
    /// first time. An answer of `Val(u32::MAX)` is returned but not kept
    /// (it reads as "not asked"), so it is computed again: correct, only
    /// slower, and only for malformed operands.
    fn memoized(&self, t: Table, v: Val, compute: impl FnOnce() -> Val) -> Val {
        let i = v.index() as usize;
        if !self.is_interned(v) {
            return compute();
        }
        if let Some(&r) = self.val_memo.borrow_mut().table(t).get(i) {
            if r != UNKNOWN {
                return Val::from_index(r);
            }
        }
        // Computed without holding the borrow: the walk may intern
        // constants but never asks the memo of another value.
        let r = compute();
        let mut memo = self.val_memo.borrow_mut();
        let table = memo.table(t);
        if table.len() <= i {
            table.resize(i + 1, UNKNOWN);
        }
        table[i] = r.index();
        r
    }

    /// [`FunctionAA::strip_pointer_casts_for_aa`], memoized.
    pub(crate) fn stripped_for_aa(&self, v: Val) -> Val {
        self.memoized(Table::Stripped, v, || self.strip_pointer_casts_for_aa_uncached(v))
    }

    /// [`FunctionAA::underlying_object`] at depth `max_lookup`, memoized for
    /// LLVM's default depth ([`MAX_LOOKUP`]), computed every time for
    /// other depths.
    pub(crate) fn underlying_memoized(&self, v: Val, max_lookup: u32) -> Val {
        if max_lookup != MAX_LOOKUP {
            return self.underlying_object_uncached(v, max_lookup);
        }
        self.memoized(Table::Underlying, v, || self.underlying_object_uncached(v, MAX_LOOKUP))
    }
}
