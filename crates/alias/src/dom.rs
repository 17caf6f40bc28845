//! What alias analysis needs to know about dominance.
//!
//! BasicAA asks "is this block reachable from the entry" and "does block A
//! dominate block B" (to decide whether a value may differ between loop
//! iterations); phi translation asks the same. [`flow::DomTree`] provides it;
//! the trait keeps the analyses testable with any implementation.

use llir::Block;

/// Block dominance with LLVM's conventions: every block dominates itself,
/// an unreachable block is dominated by every block, and an unreachable
/// block dominates only itself.
pub trait Dominance {
    /// Does block `a` dominate block `b`?
    fn dominates(&self, a: Block, b: Block) -> bool;
    /// Is `b` reachable from the entry block?
    fn is_reachable(&self, b: Block) -> bool;
}

impl Dominance for flow::DomTree {
    fn dominates(&self, a: Block, b: Block) -> bool {
        flow::DomTree::dominates(self, a, b)
    }
    fn is_reachable(&self, b: Block) -> bool {
        flow::DomTree::is_reachable(self, b)
    }
}
