//! The text of opt-19's `print<memoryssa-walker>`: the function with each
//! access annotated by its clobber, asking the walker as the printer goes.
//!
//! ```text
//! MemorySSA (walker) for function: f
//! define void @f(ptr noalias %p, ptr noalias %q) {
//! entry:
//! ; 1 = MemoryDef(liveOnEntry)->liveOnEntry - clobbered by liveOnEntry
//!   store i32 0, ptr %p, align 4
//! ; 2 = MemoryDef(1)->liveOnEntry - clobbered by liveOnEntry
//!   store i32 1, ptr %q, align 4
//! ; MemoryUse(1) - clobbered by 1 = MemoryDef(liveOnEntry)->liveOnEntry
//!   %v = load i32, ptr %p, align 4
//! ```
//!
//! For each instruction with an access, in layout order, the walker is
//! asked first ([`ClobberWalker::clobbering_access`], fresh limit,
//! `!invariant.group` honoured), then the access is printed in its state
//! *after* the query (a Use shows its new defining access, a Def its `->`
//! optimized slot), followed by ` - clobbered by ` and the clobber in its
//! current state (`liveOnEntry`, or the full access text; a Def shows `->`
//! only if it was itself queried earlier in layout order). Phi lines are
//! printed as they are. Because queries mutate, the order is observable.

use crate::access::Access;
use crate::memory_ssa::MemorySsa;
use crate::print::llvm::{write_access, Annotator};
use crate::walker::ClobberWalker;
use llir::{Block, Body, Inst};

/// Annotations of `print<memoryssa-walker>`.
pub struct WalkerAnnotator<'a, 'w, 'm> {
    /// The Memory SSA printed (and mutated by the queries).
    pub mssa: &'a mut MemorySsa,
    /// The walker asked for each access.
    pub walker: &'a mut ClobberWalker<'w, 'm>,
}

impl Annotator for WalkerAnnotator<'_, '_, '_> {
    fn header(&self) -> &'static str {
        "MemorySSA (walker) for function: "
    }
    fn mssa(&self) -> &MemorySsa {
        self.mssa
    }
    fn phi_line(&mut self, body: &Body, _b: Block, phi: Access, out: &mut Vec<u8>) {
        out.extend_from_slice(b"; ");
        write_access(self.mssa, body, phi, out);
        out.push(b'\n');
    }
    fn access_line(&mut self, body: &Body, _i: Inst, access: Access, out: &mut Vec<u8>) {
        let clobber = self.walker.clobbering_access(self.mssa, access);
        out.extend_from_slice(b"; ");
        write_access(self.mssa, body, access, out);
        out.extend_from_slice(b" - clobbered by ");
        write_access(self.mssa, body, clobber, out);
        out.push(b'\n');
    }
}
