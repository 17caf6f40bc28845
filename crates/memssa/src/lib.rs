//! Memory SSA: SSA names for the successive states of memory, built exactly
//! like LLVM 19's `MemorySSA` so that its printers match opt-19 byte for byte.
//!
//! An instruction that may write memory (or is an ordered load or store)
//! gets a **MemoryDef**, which starts a new memory state. An instruction that
//! only reads gets a **MemoryUse**, naming the state it reads. A block where
//! different states meet starts with one **MemoryPhi**. The state on entry is
//! **liveOnEntry**.
//!
//! ```text
//! define void @f(ptr %p, i1 %c) {
//! entry:
//! ; 1 = MemoryDef(liveOnEntry)
//!   store i32 0, ptr %p, align 4
//!   br i1 %c, label %then, label %join
//! then:
//! ; 2 = MemoryDef(1)
//!   call void @g()
//!   br label %join
//! join:
//! ; 3 = MemoryPhi({entry,1},{then,2})
//! ; MemoryUse(3)
//!   %v = load i32, ptr %p, align 4
//! ```
//!
//! The *defining access* of a Def or Use is the state reaching it; it
//! always dominates it. Defs always chain to the previous state, even when
//! they cannot alias it: that keeps one phi per block sufficient. A Use may
//! later be *optimized*: its defining access is replaced by its nearest
//! clobber (LLVM's `setOptimized`); a Def keeps a separate optimized slot.
//!
//! Modules:
//! * [`access`]: [`Access`] ids and [`AccessData`];
//! * [`memory_ssa`]: the [`MemorySsa`] structure and its queries;
//! * [`build`]: construction ([`MemorySsa::build`]) and classification;
//! * [`verify`](mod@verify): the invariant checker;
//! * [`walker`]: the clobber walker ([`ClobberWalker`]);
//! * [`optimize`]: the use optimizer ([`optimize_uses`]);
//! * [`print`]: opt-19's text and statistics;
//! * [`driver`]: whole-module, parallel runs.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod access;
pub mod build;
pub mod driver;
pub mod memory_ssa;
pub mod partition;
pub mod optimize;
pub mod print;
pub mod verify;
pub mod walker;

pub use access::{Access, AccessData, AccessKind};
pub use build::{classify, AliasPipeline, BuildConfig, Classification};
pub use memory_ssa::MemorySsa;
pub use optimize::optimize_uses;
pub use verify::{verify, VerifyError, VerifyLevel};
pub use walker::{ClobberWalker, WalkerConfig, DEFAULT_WALK_LIMIT};
