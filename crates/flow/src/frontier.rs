//! Dominance frontiers and the iterated dominance frontier, the latter in the
//! order LLVM 19 reports it (Memory SSA numbers its phis in that order).
//!
//! The dominance frontier of `x` is the set of blocks `y` such that `x`
//! dominates a predecessor of `y` but does not strictly dominate `y`
//! (R. Cytron, J. Ferrante, B. Rosen, M. Wegman, K. Zadeck, "Efficiently
//! Computing Static Single Assignment Form and the Control Dependence Graph",
//! TOPLAS 1991). [`dominance_frontiers`] finds them with the predecessor walk
//! of K. Cooper, T. Harvey and K. Kennedy ("A Simple, Fast Dominance
//! Algorithm", 2001). Only reachable blocks and edges between reachable
//! blocks take part: an unreachable block has an empty frontier and an edge
//! out of one is ignored.
//!
//! The iterated dominance frontier of a set `S` is the limit of
//! `DF(S)`, `DF(S ∪ DF(S))`, ... — the blocks that need a phi when every block
//! of `S` defines the variable. [`iterated_frontier`] follows LLVM's
//! `IDFCalculatorBase::calculate`
//! (`llvm/include/llvm/Support/GenericIteratedDominanceFrontier.h`), itself
//! the priority-queue method of V. Sreedhar and G. Gao ("A Linear Time
//! Algorithm for Placing φ-Nodes", POPL 1995), without computing any frontier
//! set:
//!
//! - A max-priority queue holds tree nodes keyed by (level, `dfs_in`): the
//!   deepest first and, among equals, the latest in dominator-tree preorder.
//!   It starts with the (reachable) defining blocks.
//! - Each popped root walks its dominator subtree (a LIFO worklist, children
//!   pushed in order, so later children are walked first). For every CFG
//!   successor, in terminator order, of a walked block: if the successor is
//!   no deeper than the root and was not reported before, it is appended to
//!   the result and, unless it is a defining block, queued as a new root.
//! - A block enters the subtree worklist at most once over the whole run
//!   (defining blocks are marked up front, so no walk descends into another
//!   defining block's subtree); blocks queued as roots are not marked and may
//!   be walked twice, as part of an ancestor's subtree and as a root.
//!
//! Keys are unique, so the order in which the defining blocks are given does
//! not matter. The cost is linear in blocks and edges plus the queue's
//! logarithm per root.

use crate::cfg::Cfg;
use crate::dom::DomTree;
use entity::{EntityId, IdSet, SecondaryMap};
use llir::Block;
use std::collections::BinaryHeap;

/// The dominance frontier of every block, each sorted by block id without
/// duplicates.
///
/// Unreachable blocks have an empty frontier, and edges leaving unreachable
/// blocks are ignored. A self loop `b -> b` puts `b` in `DF(b)`; an edge back
/// to the entry puts the entry in the frontier of every block that dominates
/// the edge's source, the entry included.
///
/// The sets can total quadratic size in the number of blocks; phi placement
/// should use [`iterated_frontier`], which never builds them.
pub fn dominance_frontiers(cfg: &Cfg, dom: &DomTree) -> SecondaryMap<Block, Vec<Block>> {
    let mut df: Vec<Vec<Block>> = vec![Vec::new(); cfg.num_blocks()];
    for y in cfg.blocks() {
        if !dom.is_reachable(y) {
            continue;
        }
        let stop = dom.idom(y);
        for &p in cfg.predecessors(y) {
            if !dom.is_reachable(p) {
                continue;
            }
            // Every block from p up to (excluding) idom(y) dominates p but
            // not y strictly. For the entry, stop is None: the walk covers
            // p's whole dominator chain.
            let mut runner = Some(p);
            while runner != stop {
                let Some(x) = runner else { break };
                let set = &mut df[x.index()];
                // y is handled in increasing order, so a repeat is always last.
                if set.last() != Some(&y) {
                    set.push(y);
                }
                runner = dom.idom(x);
            }
        }
    }
    SecondaryMap::from_vec(df)
}

/// LLVM's iterated dominance frontier of the `defining` blocks, in the order
/// `IDFCalculator::calculate` returns it (see the module doc).
///
/// Unreachable defining blocks are ignored; duplicates in `defining` are
/// harmless. There is no liveness pruning: every block of the iterated
/// frontier is returned, once. `cfg` and `dom` must describe the same graph.
pub fn iterated_frontier(cfg: &Cfg, dom: &DomTree, defining: &[Block]) -> Vec<Block> {
    let n = cfg.num_blocks();
    let mut is_def: IdSet<Block> = IdSet::with_capacity(n);
    // LLVM's VisitedWorklist: blocks already pushed on some subtree worklist.
    let mut walked: IdSet<Block> = IdSet::with_capacity(n);
    // LLVM's VisitedPQ: blocks already reported.
    let mut reported: IdSet<Block> = IdSet::with_capacity(n);
    // (level, dfs_in): the max-heap pops the deepest, then the latest in
    // dominator-tree preorder. dfs_in identifies the block.
    let mut queue: BinaryHeap<(u32, u32)> = BinaryHeap::new();
    for &b in defining {
        if dom.is_reachable(b) && walked.insert(b) {
            is_def.insert(b);
            queue.push((dom.level(b), dom.dfs_in(b)));
        }
    }

    let preorder = dom.preorder();
    let mut result = Vec::new();
    let mut worklist: Vec<Block> = Vec::new();
    while let Some((root_level, root_in)) = queue.pop() {
        worklist.push(preorder[root_in as usize]);
        while let Some(x) = worklist.pop() {
            for &s in cfg.successors(x) {
                // s is reachable because x is.
                let level = dom.level(s);
                if level > root_level || !reported.insert(s) {
                    continue;
                }
                result.push(s);
                if !is_def.contains(s) {
                    queue.push((level, dom.dfs_in(s)));
                }
            }
            for &c in dom.children(x) {
                if walked.insert(c) {
                    worklist.push(c);
                }
            }
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(i: usize) -> Block {
        Block::new(i)
    }

    fn graph(succs: &[&[usize]]) -> Cfg {
        Cfg::from_successors(succs.iter().map(|l| l.iter().map(|&i| b(i)).collect()).collect())
    }

    fn ids(v: &[Block]) -> Vec<usize> {
        v.iter().map(|x| x.index()).collect()
    }

    /// Reference §4.6 (`t10.ll`): layout entry, B, A, C, J1, L, J2; stores in
    /// A, C and L; LLVM numbers the phis J2, L, J1.
    #[test]
    fn worked_example_idf_order() {
        let (_entry, bb, a, c, j1, l, j2) = (0, 1, 2, 3, 4, 5, 6);
        let cfg = graph(&[&[a, bb], &[c, j1], &[j1], &[j2], &[l], &[l, j2], &[]]);
        let dom = DomTree::compute(&cfg);
        let idf = iterated_frontier(&cfg, &dom, &[b(a), b(c), b(l)]);
        assert_eq!(ids(&idf), vec![j2, l, j1]);
        // Defining-block order and duplicates do not matter.
        let idf2 = iterated_frontier(&cfg, &dom, &[b(l), b(c), b(a), b(l)]);
        assert_eq!(idf, idf2);
        let df = dominance_frontiers(&cfg, &dom);
        assert_eq!(ids(&df[b(a)]), vec![j1]);
        assert_eq!(ids(&df[b(bb)]), vec![j1, j2]);
        assert_eq!(ids(&df[b(c)]), vec![j2]);
        assert_eq!(ids(&df[b(l)]), vec![l, j2]);
        assert_eq!(ids(&df[b(j1)]), vec![j2]);
        assert!(df[b(0)].is_empty());
    }

    /// Reference §4.7: a switch with duplicate cases. `a` has two edges from
    /// the entry but one predecessor block, so it gets no phi; `d` gets one.
    #[test]
    fn duplicate_edges() {
        // entry: switch default d, cases a, a, d; a -> d
        let cfg = graph(&[&[2, 1, 1, 2], &[2], &[]]);
        let dom = DomTree::compute(&cfg);
        assert_eq!(dom.idom(b(1)), Some(b(0)));
        assert_eq!(dom.idom(b(2)), Some(b(0)));
        // CFG preorder: entry, d, a (d is the default, tried first).
        assert_eq!(ids(dom.children(b(0))), vec![2, 1]);
        assert_eq!(ids(&iterated_frontier(&cfg, &dom, &[b(1)])), vec![2]);
        assert_eq!(ids(&dominance_frontiers(&cfg, &dom)[b(1)]), vec![2]);
    }

    /// Reference §4.5 (`t11.ll`): entry, dead, a, dead2, j. Defs in entry,
    /// dead and a; only the reachable ones count: one phi, in j.
    #[test]
    fn unreachable_defining_blocks_are_ignored() {
        let (entry, dead, a, dead2, j) = (0, 1, 2, 3, 4);
        let cfg = graph(&[&[a, j], &[j, dead2], &[j], &[j], &[]]);
        let dom = DomTree::compute(&cfg);
        assert_eq!(ids(&iterated_frontier(&cfg, &dom, &[b(entry), b(dead), b(a)])), vec![j]);
        assert!(iterated_frontier(&cfg, &dom, &[b(dead), b(dead2)]).is_empty());
        let df = dominance_frontiers(&cfg, &dom);
        assert!(df[b(dead)].is_empty());
        assert_eq!(ids(&df[b(a)]), vec![j]);
    }

    #[test]
    fn self_loop_and_loop_to_entry() {
        // 0 -> 1; 1 -> 1, 2; 2 -> 0
        let cfg = graph(&[&[1], &[1, 2], &[0]]);
        let dom = DomTree::compute(&cfg);
        let df = dominance_frontiers(&cfg, &dom);
        assert_eq!(ids(&df[b(1)]), vec![0, 1]);
        assert_eq!(ids(&df[b(2)]), vec![0]);
        assert_eq!(ids(&df[b(0)]), vec![0]);
        assert_eq!(ids(&iterated_frontier(&cfg, &dom, &[b(1)])), vec![1, 0]);
        assert_eq!(ids(&iterated_frontier(&cfg, &dom, &[b(2)])), vec![0]);
    }

    #[test]
    fn single_block_without_edges_has_empty_frontiers() {
        let cfg = graph(&[&[]]);
        let dom = DomTree::compute(&cfg);
        assert!(iterated_frontier(&cfg, &dom, &[b(0)]).is_empty());
        assert!(dominance_frontiers(&cfg, &dom)[b(0)].is_empty());
        let empty = Cfg::from_successors(Vec::new());
        let dom = DomTree::compute(&empty);
        assert!(iterated_frontier(&empty, &dom, &[]).is_empty());
        assert_eq!(dominance_frontiers(&empty, &dom).len(), 0);
    }
}
