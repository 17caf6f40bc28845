//! What alias analysis needs to know about dominance, and a small
//! self-contained implementation of it.
//!
//! BasicAA asks "is this block reachable from the entry" and "does block A
//! dominate block B" (to decide whether a value may differ between loop
//! iterations); phi translation asks the same. Callers that already have a
//! dominator tree (memssa has `flow::DomTree`) implement [`Dominance`] for
//! it; [`SimpleDom`] is for callers that do not (the `aa-eval` driver, tests).

use llir::{Block, Body};

/// Block dominance with LLVM's conventions: every block dominates itself,
/// an unreachable block is dominated by every block, and an unreachable
/// block dominates only itself.
pub trait Dominance {
    /// Does block `a` dominate block `b`?
    fn dominates(&self, a: Block, b: Block) -> bool;
    /// Is `b` reachable from the entry block?
    fn is_reachable(&self, b: Block) -> bool;
}

/// Dominators of one function body, computed with the iterative algorithm
/// of Cooper, Harvey and Kennedy over reverse post-order, and numbered by a
/// walk of the tree so that [`Dominance::dominates`] is O(1).
///
/// Uses explicit stacks only; quadratic in the worst case on irreducible
/// graphs, near-linear otherwise.
#[derive(Clone, Debug)]
pub struct SimpleDom {
    /// Immediate dominator per block (the entry is its own; `u32::MAX` if
    /// unreachable).
    idom: Vec<u32>,
    /// Preorder number in the dominator tree, from 1; 0 if unreachable.
    pre: Vec<u32>,
    /// Largest preorder number in each block's subtree.
    last: Vec<u32>,
}

const NONE: u32 = u32::MAX;

impl SimpleDom {
    /// Computes the dominator tree of `body` (block 0 is the entry).
    pub fn new(body: &Body) -> SimpleDom {
        let n = body.blocks.len();
        let succs: Vec<Vec<u32>> = (0..n).map(|b| body.successors(Block::from_u32(b as u32)).iter().map(|s| s.as_u32()).collect()).collect();
        let mut preds: Vec<Vec<u32>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                if (s as usize) < n {
                    preds[s as usize].push(b as u32);
                }
            }
        }
        // Post-order by an explicit-stack DFS from the entry.
        let mut rpo_num = vec![NONE; n];
        let mut order = Vec::with_capacity(n);
        if n > 0 {
            let mut seen = vec![false; n];
            let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
            seen[0] = true;
            while let Some(top) = stack.last_mut() {
                let (b, i) = *top;
                if i < succs[b as usize].len() {
                    top.1 += 1;
                    let s = succs[b as usize][i];
                    if (s as usize) < n && !seen[s as usize] {
                        seen[s as usize] = true;
                        stack.push((s, 0));
                    }
                } else {
                    order.push(b);
                    stack.pop();
                }
            }
        }
        order.reverse();
        for (i, &b) in order.iter().enumerate() {
            rpo_num[b as usize] = i as u32;
        }
        let mut idom = vec![NONE; n];
        if n > 0 {
            idom[0] = 0;
            let mut changed = true;
            while changed {
                changed = false;
                for &b in order.iter().skip(1) {
                    let mut new = NONE;
                    for &p in &preds[b as usize] {
                        if idom[p as usize] == NONE {
                            continue;
                        }
                        new = if new == NONE {
                            p
                        } else {
                            let (mut x, mut y) = (p, new);
                            while x != y {
                                while rpo_num[x as usize] > rpo_num[y as usize] {
                                    x = idom[x as usize];
                                }
                                while rpo_num[y as usize] > rpo_num[x as usize] {
                                    y = idom[y as usize];
                                }
                            }
                            x
                        };
                    }
                    if new != NONE && idom[b as usize] != new {
                        idom[b as usize] = new;
                        changed = true;
                    }
                }
            }
        }
        // Children lists and preorder numbering of the tree.
        let mut children: Vec<Vec<u32>> = vec![Vec::new(); n];
        for &b in order.iter().skip(1) {
            let d = idom[b as usize];
            if d != NONE {
                children[d as usize].push(b);
            }
        }
        let mut pre = vec![0u32; n];
        let mut last = vec![0u32; n];
        if n > 0 {
            let mut counter = 0u32;
            let mut stack: Vec<(u32, usize)> = vec![(0, 0)];
            counter += 1;
            pre[0] = counter;
            while let Some(top) = stack.last_mut() {
                let (b, i) = *top;
                if i < children[b as usize].len() {
                    top.1 += 1;
                    let c = children[b as usize][i];
                    counter += 1;
                    pre[c as usize] = counter;
                    stack.push((c, 0));
                } else {
                    last[b as usize] = counter;
                    stack.pop();
                }
            }
        }
        SimpleDom { idom, pre, last }
    }

    /// The immediate dominator of `b`; `None` for the entry and for
    /// unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        let i = b.as_u32() as usize;
        match self.idom.get(i) {
            Some(&d) if d != NONE && i != 0 => Some(Block::from_u32(d)),
            _ => None,
        }
    }
}

impl Dominance for SimpleDom {
    fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        let (a, b) = (a.as_u32() as usize, b.as_u32() as usize);
        self.pre[a] != 0 && self.pre[a] <= self.pre[b] && self.pre[b] <= self.last[a]
    }

    fn is_reachable(&self, b: Block) -> bool {
        self.pre.get(b.as_u32() as usize).is_some_and(|&p| p != 0)
    }
}
