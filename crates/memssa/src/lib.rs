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
//! # Using it from a pass
//!
//! Build the analyses of a function, make a [`ClobberWalker`] over its alias
//! analysis, and ask it for the clobber of an instruction's access. A query
//! marks the access optimized (a Use then names its clobber as defining
//! access); [`optimize_uses`] does that for every Use at once, as
//! opt-19's `print<memoryssa>` does.
//!
//! ```
//! use memssa::{driver, AccessKind, ClobberWalker, WalkerConfig};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let text = "define i32 @f(ptr noalias %p, ptr noalias %q) {
//! entry:
//!   store i32 0, ptr %p, align 4
//!   store i32 1, ptr %q, align 4
//!   %v = load i32, ptr %p, align 4
//!   ret i32 %v
//! }
//! ";
//! let module = llir::parse_module("f.ll", text.to_string())?;
//! let func = module.func_by_name("f").expect("@f is defined");
//! // CFG, dominator tree and Memory SSA (`None` only for declarations).
//! let fa = driver::analyze_function(&module, func, &driver::RunOptions::default()).expect("a definition")?;
//! let (body, dom, mut mssa) = (fa.body, fa.dom, fa.mssa);
//! // Alias analysis (opt's default pipeline), one query session, the walker.
//! let aa = alias::FunctionAA::new(&module, func, &dom)?;
//! let batch = alias::BatchAA::new(&aa);
//! let mut walker = ClobberWalker::new(&aa, &batch, &dom, WalkerConfig::default());
//!
//! let insts = &body.blocks[body.entry()].insts;
//! let (store_p, store_q, load) = (insts[0], insts[1], insts[2]);
//! let use_ = mssa.access_of(load).expect("a load has a MemoryUse");
//! assert_eq!(mssa.kind(use_), AccessKind::Use);
//! // Built, the load reads the state after the last store...
//! assert_eq!(mssa.defining_access(use_), mssa.access_of(store_q));
//! // ...but only the store to %p clobbers it (%q is `noalias`).
//! let clobber = walker.clobbering_access(&mut mssa, use_);
//! assert_eq!(mssa.inst(clobber), Some(store_p));
//! assert_eq!(mssa.defining_access(use_), Some(clobber)); // now optimized
//! // Def-use edges: the store to %p is used by the next Def and by the load.
//! let users = mssa.users(clobber);
//! assert!(users.contains(&use_) && users.contains(&mssa.access_of(store_q).unwrap()));
//! # Ok(())
//! # }
//! ```
//!
//! `cargo run -p memssa --example load_clobbers FILE.ll` lists the clobber
//! of every load of a file this way.
//!
//! Modules:
//! * [`access`]: [`Access`] ids and [`AccessData`];
//! * [`memory_ssa`]: the [`MemorySsa`] structure and its queries;
//! * [`build`]: construction ([`MemorySsa::build`]) and classification;
//! * [`verify`](mod@verify): the invariant checker;
//! * [`walker`]: the clobber walker ([`ClobberWalker`]);
//! * [`layout`] and [`updater`]: edits of the program and the Memory SSA
//!   kept in step with them ([`Updater`], like LLVM's `MemorySSAUpdater`);
//! * [`optimize`]: the use optimizer ([`optimize_uses`]);
//! * [`print`](mod@print): opt-19's text and statistics;
//! * [`driver`]: whole-module, parallel runs;
//! * `oracle` (feature `oracles`): brute-force references (clobbers and
//!   reaching definitions by searching every CFG path);
//! * `fuzzing` (feature `fuzzing`): the byte-driven checks the fuzz targets
//!   and the fixed-seed tests share.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod access;
pub mod build;
pub mod driver;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod layout;
pub mod memory_ssa;
pub mod optimize;
#[cfg(feature = "oracles")]
pub mod oracle;
pub mod partition;
pub mod print;
pub mod updater;
pub mod verify;
pub mod walker;

pub use access::{Access, AccessData, AccessKind};
pub use build::{classify, AliasPipeline, BuildConfig, Classification};
pub use layout::Layout;
pub use memory_ssa::MemorySsa;
pub use optimize::optimize_uses;
pub use updater::{InsertPoint, UpdateError, Updater};
pub use verify::{verify, verify_layout, VerifyError, VerifyLevel};
pub use walker::{ClobberWalker, WalkerConfig, DEFAULT_WALK_LIMIT};

#[cfg(test)]
pub(crate) mod test_util {
    //! Small helpers for unit tests: parse IR and build one function.
    use crate::{BuildConfig, MemorySsa};
    use flow::{Cfg, DomTree};
    use llir::{Func, Module};

    /// A parsed module with the analyses of its first definition.
    pub struct Built {
        pub module: Module,
        pub func: Func,
        pub cfg: Cfg,
        pub dom: DomTree,
        pub mssa: MemorySsa,
    }

    impl Built {
        pub fn body(&self) -> &llir::Body {
            self.module.funcs[self.func].body.as_ref().expect("definition")
        }
        /// The access of the instruction defining `%name`, or of the n-th
        /// instruction of the function when `name` is a number.
        pub fn access_of_value(&self, name: &str) -> crate::Access {
            let body = self.body();
            let inst = body
                .insts
                .iter()
                .find(|(_, d)| d.result.is_some_and(|l| &*body.locals[l].name == name))
                .map(|(i, _)| i)
                .expect("no such value");
            self.mssa.access_of(inst).expect("no access")
        }
    }

    pub fn build(ir: &str) -> Built {
        let module = llir::parse_module("test.ll", ir.to_string()).expect("test IR parses");
        let func = crate::driver::definitions(&module)[0];
        let body = module.funcs[func].body.as_ref().expect("definition");
        let cfg = Cfg::from_body(body);
        let dom = DomTree::compute(&cfg);
        let mssa = MemorySsa::build(&module, func, body, &cfg, &dom, &BuildConfig::default());
        Built {
            mssa,
            cfg,
            dom,
            func,
            module,
        }
    }
}
