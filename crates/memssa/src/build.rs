//! Construction of Memory SSA, exactly as LLVM 19's `buildMemorySSA`.
//!
//! 1. liveOnEntry takes ID 0.
//! 2. Blocks in layout order (unreachable ones included), instructions in
//!    order: each instruction is classified ([`classify`]); a Def takes the
//!    next ID at once, a Use takes none. Loads of constant memory and
//!    `!invariant.load` loads get a Use already optimized to liveOnEntry.
//! 3. A MemoryPhi is placed at every block of the iterated dominance
//!    frontier of the reachable blocks holding a Def, in the order LLVM's
//!    IDF calculator returns them; each takes the next ID (so all phi IDs
//!    follow all Def IDs). No liveness pruning, no trivial-phi removal.
//! 4. Renaming walks the dominator tree in preorder carrying the current
//!    memory state (liveOnEntry at the root): a phi or Def becomes the
//!    current state; a Use or Def without a defining access gets the current
//!    state; after a block, the current state is appended to the phi of
//!    every successor (once per CFG edge). Children start from their
//!    parent's final state. The walk is a plain loop over the preorder, no
//!    recursion.
//! 5. Every unreachable block, in layout order, appends `{block,
//!    liveOnEntry}` to the phis of its reachable successors, and its Uses and
//!    Defs get liveOnEntry.
//!
//! Worked example (opt-19 `print<memoryssa><no-ensure-optimized-uses>`):
//!
//! ```text
//! entry:
//! ; 1 = MemoryDef(liveOnEntry)
//!   store i32 0, ptr %p, align 4
//!   br i1 %c, label %a, label %j
//! a:
//! ; 2 = MemoryDef(1)
//!   store i32 1, ptr %p, align 4
//!   br label %j
//! j:
//! ; 3 = MemoryPhi({entry,1},{a,2})
//! ; MemoryUse(3)
//!   %v = load i32, ptr %p, align 4
//! ```

use crate::access::{Access, AccessData, AccessKind};
use crate::layout::Layout;
use crate::memory_ssa::MemorySsa;
use alias::effects;
use flow::{Cfg, DomTree};
use llir::{Body, Func, InstData, InstKind, MdKind, Module};

/// Which alias analyses classification may consult.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AliasPipeline {
    /// opt-19's default: BasicAA, ScopedNoAliasAA, TypeBasedAA and the
    /// target's AA (NVPTX, AMDGPU) for their triples.
    #[default]
    Default,
    /// No alias analysis (`-aa-pipeline=`): every call that may touch memory
    /// is a Def, and only `!invariant.load` loads are pre-optimized.
    None,
}

/// Options of [`MemorySsa::build`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BuildConfig {
    /// The alias analyses classification consults.
    pub aa: AliasPipeline,
}

/// How one instruction takes part in Memory SSA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Classification {
    /// No access.
    None,
    /// A MemoryDef.
    Def,
    /// A MemoryUse; `live_on_entry` if it is pre-optimized to liveOnEntry
    /// (a load of constant memory or with `!invariant.load`).
    Use {
        /// Pre-optimized to liveOnEntry.
        live_on_entry: bool,
    },
}

/// Classifies `inst` of function `func` (LLVM 19 `createNewAccess`):
/// no-access intrinsics and instructions that syntactically touch no memory
/// get nothing; otherwise alias analysis's mod/ref without a location
/// decides (Mod or ordered → Def, Ref → Use).
pub fn classify(module: &Module, func: Func, body: &Body, inst: &InstData, config: &BuildConfig) -> Classification {
    classify_in(module, func, effects::is_presplit(module, func), body, inst, config)
}

/// [`classify`] given `presplit`, which must be
/// `alias::effects::is_presplit(module, func)`: the build classifies every
/// instruction of a function and finds that attribute once.
pub(crate) fn classify_in(
    module: &Module,
    func: Func,
    presplit: bool,
    body: &Body,
    inst: &InstData,
    config: &BuildConfig,
) -> Classification {
    if effects::is_no_access_intrinsic_call(module, inst) {
        return Classification::None;
    }
    if !effects::may_read_from_memory(module, inst) && !effects::may_write_to_memory(module, inst) {
        return Classification::None;
    }
    let mod_ref = match (config.aa, inst.call()) {
        // With no alias analysis every query answers "may read and write".
        (AliasPipeline::None, Some(_)) => llir::ModRef::ModRef,
        _ => effects::instruction_mod_ref(module, body, inst),
    };
    if mod_ref.is_mod() || effects::is_ordered(inst) {
        return Classification::Def;
    }
    if !mod_ref.is_ref() {
        return Classification::None;
    }
    let live_on_entry = match &inst.kind {
        InstKind::Load { ptr, .. } => {
            inst.metadata(&MdKind::InvariantLoad).is_some()
                || (config.aa == AliasPipeline::Default && effects::points_to_constant_memory_in(module, func, presplit, body, *ptr, inst))
        }
        _ => false,
    };
    Classification::Use { live_on_entry }
}

impl MemorySsa {
    /// Builds Memory SSA for the body of `func` (`body` must be
    /// `module.funcs[func].body`), given its CFG and dominator tree.
    ///
    /// Never fails: every function body has a Memory SSA. Unreachable
    /// blocks get accesses too (pointing to liveOnEntry).
    pub fn build(module: &Module, func: Func, body: &Body, cfg: &Cfg, dom: &DomTree, config: &BuildConfig) -> MemorySsa {
        Builder {
            module,
            func,
            body,
            layout: None,
            cfg,
            dom,
            config,
        }
        .run()
    }

    /// Builds Memory SSA for an edited program: the body of `func` with its
    /// instructions in the order of `layout` (removed instructions get no
    /// access, moved ones belong to their new block). This is the
    /// from-scratch reference for [`crate::updater::Updater`].
    ///
    /// The CFG is the body's (layouts never move terminators).
    pub fn build_with_layout(
        module: &Module,
        func: Func,
        body: &Body,
        layout: &Layout,
        cfg: &Cfg,
        dom: &DomTree,
        config: &BuildConfig,
    ) -> MemorySsa {
        Builder {
            module,
            func,
            body,
            layout: Some(layout),
            cfg,
            dom,
            config,
        }
        .run()
    }
}

struct Builder<'a> {
    module: &'a Module,
    func: Func,
    body: &'a Body,
    /// The edited order of the instructions; `None` for the body's own.
    layout: Option<&'a Layout>,
    cfg: &'a Cfg,
    dom: &'a DomTree,
    config: &'a BuildConfig,
}

impl Builder<'_> {
    fn run(self) -> MemorySsa {
        let body = self.body;
        let entry = body.entry();
        let mut m = MemorySsa::with_live_on_entry(body.blocks.len(), body.insts.len(), entry);
        let presplit = effects::is_presplit(self.module, self.func);
        let loe = m.live_on_entry;

        // Step 2: create Defs and Uses, numbering Defs in layout order.
        let mut defining_blocks = Vec::new();
        // A block's accesses are gathered here first and then copied into
        // a list of their exact size plus one slot for a phi: pushing into
        // each block's own list grew it step by step (60,000 reallocations
        // on a linked library of 1,000 functions).
        let mut block_accesses: Vec<Access> = Vec::new();
        let mut block_defs: Vec<Access> = Vec::new();
        for (b, block) in body.blocks.iter() {
            let mut has_def = false;
            block_accesses.clear();
            block_defs.clear();
            let insts = match self.layout {
                Some(l) => l.block_insts(b),
                None => &block.insts,
            };
            for &i in insts {
                let class = classify_in(self.module, self.func, presplit, body, &body.insts[i], self.config);
                let kind = match class {
                    Classification::None => continue,
                    Classification::Def => AccessKind::Def,
                    Classification::Use { .. } => AccessKind::Use,
                };
                let number = if kind == AccessKind::Def {
                    let n = m.next_number;
                    m.next_number += 1;
                    n
                } else {
                    0
                };
                let a = m.accesses.push(AccessData::new(kind, b, Some(i), number));
                if class == (Classification::Use { live_on_entry: true }) {
                    m.set_optimized(a, loe);
                }
                m.accesses[a].position = block_accesses.len() as u32;
                block_accesses.push(a);
                m.inst_access[i] = Some(a);
                if kind == AccessKind::Def {
                    block_defs.push(a);
                    has_def = true;
                }
            }
            if !block_accesses.is_empty() {
                let mut list = Vec::with_capacity(block_accesses.len() + 1);
                list.extend_from_slice(&block_accesses);
                m.block_accesses[b] = list;
            }
            if !block_defs.is_empty() {
                let mut list = Vec::with_capacity(block_defs.len() + 1);
                list.extend_from_slice(&block_defs);
                m.block_defs[b] = list;
            }
            if has_def && self.dom.is_reachable(b) {
                defining_blocks.push(b);
            }
        }

        // Step 3: phis at the iterated dominance frontier, in IDF order.
        let idf = flow::iterated_frontier(self.cfg, self.dom, &defining_blocks);
        for b in idf {
            let number = m.next_number;
            m.next_number += 1;
            let phi = m.accesses.push(AccessData::new(AccessKind::Phi, b, None, number));
            m.block_phi[b] = Some(phi);
            m.block_accesses[b].insert(0, phi);
            m.block_defs[b].insert(0, phi);
            m.renumber_block(b);
        }

        // Step 4: rename along the dominator tree in preorder. `out[b]` is the
        // memory state at the end of `b`; a block starts from its idom's.
        let mut out: Vec<Option<Access>> = vec![None; body.blocks.len()];
        for &b in self.dom.preorder() {
            let mut current = match self.dom.idom(b) {
                Some(p) => out[p.as_u32() as usize].unwrap_or(loe),
                None => loe,
            };
            for k in 0..m.block_accesses[b].len() {
                let a = m.block_accesses[b][k];
                match m.accesses[a].kind {
                    AccessKind::Phi => current = a,
                    kind => {
                        if m.accesses[a].defining.is_none() {
                            m.set_defining_access(a, current);
                        }
                        if kind == AccessKind::Def {
                            current = a;
                        }
                    }
                }
            }
            out[b.as_u32() as usize] = Some(current);
            for &s in self.cfg.successors(b) {
                if let Some(phi) = m.block_phi[s] {
                    m.add_incoming(phi, b, current);
                }
            }
        }

        // Step 5: unreachable blocks, in layout order.
        for b in body.blocks.keys() {
            if self.dom.is_reachable(b) {
                continue;
            }
            for &s in self.cfg.successors(b) {
                if !self.dom.is_reachable(s) {
                    continue;
                }
                if let Some(phi) = m.block_phi[s] {
                    m.add_incoming(phi, b, loe);
                }
            }
            for k in 0..m.block_accesses[b].len() {
                let a = m.block_accesses[b][k];
                // Phis are never placed in unreachable blocks. Pre-optimized
                // loads already point to liveOnEntry.
                if m.accesses[a].defining != Some(loe) {
                    m.set_defining_access(a, loe);
                }
            }
        }
        m
    }
}
