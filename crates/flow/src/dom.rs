//! The dominator tree of one function's [`Cfg`], shaped exactly like the one
//! LLVM 19 builds (`llvm/include/llvm/Support/GenericDomTreeConstruction.h`).
//!
//! Block `a` dominates block `b` when every path from the entry to `b` passes
//! through `a`. Immediate dominators are unique, so any correct algorithm
//! finds LLVM's; what must be copied is everything LLVM derives from its
//! depth-first numbering, because Memory SSA's phi numbering, phi operand
//! order and use optimizer all follow it:
//!
//! 1. **CFG depth-first preorder.** LLVM's `runDFS` keeps an explicit stack,
//!    numbers a block when it is popped (skipping blocks already numbered),
//!    and pushes its successors in *reverse* terminator order. The result is
//!    the preorder of a recursive search that tries successors in terminator
//!    order. Unreachable blocks get no number and are not in the tree.
//! 2. **Children order.** `attachNewSubtree` creates tree nodes while walking
//!    blocks in that preorder and appends each to its immediate dominator's
//!    child list, so a node's children are sorted by CFG preorder number, not
//!    by layout.
//! 3. **Levels**: the root has level 0, a child its parent's level plus one.
//! 4. **DFS numbers** (`updateDFSNumbers`): a preorder walk of the tree with
//!    children in the order above. Here `dfs_in` is the index in that
//!    preorder and `dfs_out` the largest index inside the subtree; LLVM shares
//!    one counter between in and out numbers, which gives different values
//!    but the same order, and only the order is ever used.
//!
//! Immediate dominators are computed with the Lengauer–Tarjan algorithm
//! (T. Lengauer and R. E. Tarjan, "A Fast Algorithm for Finding Dominators in
//! a Flowgraph", TOPLAS 1979), in its simple form with path compression only:
//! O(m log n) for n blocks and m edges. LLVM uses Semi-NCA (L. Georgiadis,
//! "Linear-Time Algorithms for Dominators and Related Problems", PhD thesis,
//! Princeton 2005), which shares the semidominator pass but finds each
//! immediate dominator by climbing the partial tree; that climb is quadratic
//! on some graphs (many siblings hanging below a long chain), while the
//! bucket step of Lengauer–Tarjan is not. Every walk uses an explicit stack,
//! so a chain of a million blocks does not touch the call stack.
//!
//! Conventions (LLVM's, see `GenericDomTree.h`, `dominates`):
//! - every block dominates itself;
//! - an unreachable block is dominated by every block, and dominates no block
//!   but itself;
//! - the entry and the unreachable blocks have no immediate dominator.
//!
//! For `entry -> {A, B}`, `A -> J`, `B -> J`: the CFG preorder is
//! `entry, A, J, B`, so `children(entry) == [A, J, B]` although `B` comes
//! before `J` in layout, and all three have level 1.

use crate::cfg::Cfg;
use entity::EntityId;
use llir::Block;

/// Marks "no block" / "no number" in the private `u32` tables.
const NONE: u32 = u32::MAX;

/// Immediate dominators, tree children in LLVM's order, levels and the
/// numbering that makes [`DomTree::dominates`] O(1).
#[derive(Clone, Debug)]
pub struct DomTree {
    /// CFG depth-first preorder number of each block; `NONE` if unreachable.
    cfg_num: Vec<u32>,
    /// Reachable blocks by CFG preorder number.
    cfg_preorder: Vec<Block>,
    /// Immediate dominator of each block; `NONE` for the entry and for
    /// unreachable blocks.
    idom: Vec<u32>,
    /// `child_list[child_start[b]..child_start[b + 1]]` are the children of `b`.
    /// Invariant: each child list is sorted by `cfg_num`.
    child_start: Vec<u32>,
    child_list: Vec<Block>,
    /// Depth in the tree; 0 for the root and for unreachable blocks.
    level: Vec<u32>,
    /// Reachable blocks in dominator-tree preorder.
    preorder: Vec<Block>,
    /// Index in `preorder`, and largest index in the subtree; `NONE` if unreachable.
    /// Invariant: `dfs_in[b] <= dfs_out[b]` for every reachable `b`.
    dfs_in: Vec<u32>,
    dfs_out: Vec<u32>,
}

impl DomTree {
    /// Computes the dominator tree of `cfg` rooted at its entry block.
    ///
    /// Blocks not reachable from the entry are left out of the tree. An empty
    /// graph gives an empty tree.
    pub fn compute(cfg: &Cfg) -> DomTree {
        let n = cfg.num_blocks();
        let (cfg_num, cfg_preorder, parent) = depth_first(cfg);
        let idom_num = immediate_dominators(cfg, &cfg_num, &parent);
        drop(parent);

        // Back from preorder numbers to blocks.
        let mut idom = vec![NONE; n];
        for (v, &b) in cfg_preorder.iter().enumerate().skip(1) {
            idom[b.index()] = cfg_preorder[idom_num[v] as usize].as_u32();
        }

        // Children: bucket every non-root block under its idom, visiting
        // blocks in CFG preorder so that each list comes out sorted by it.
        let mut child_start = vec![0u32; n + 1];
        for &b in cfg_preorder.iter().skip(1) {
            child_start[idom[b.index()] as usize + 1] += 1;
        }
        for i in 0..n {
            child_start[i + 1] += child_start[i];
        }
        let mut fill = child_start.clone();
        let mut child_list = vec![Block::new(0); cfg_preorder.len().saturating_sub(1)];
        for &b in cfg_preorder.iter().skip(1) {
            let slot = &mut fill[idom[b.index()] as usize];
            child_list[*slot as usize] = b;
            *slot += 1;
        }
        drop(fill);

        let mut tree = DomTree {
            cfg_num,
            cfg_preorder,
            idom,
            child_start,
            child_list,
            level: vec![0; n],
            preorder: Vec::new(),
            dfs_in: vec![NONE; n],
            dfs_out: vec![NONE; n],
        };
        tree.number();
        tree
    }

    /// Fills `level`, `preorder`, `dfs_in` and `dfs_out` by one walk of the
    /// tree with an explicit stack.
    fn number(&mut self) {
        let Some(&root) = self.cfg_preorder.first() else {
            return;
        };
        let mut preorder = Vec::with_capacity(self.cfg_preorder.len());
        // Each frame: a block and the position of its next child to enter.
        let mut stack: Vec<(Block, u32)> = vec![(root, self.child_start[root.index()])];
        self.dfs_in[root.index()] = 0;
        preorder.push(root);
        while let Some(frame) = stack.last_mut() {
            let (b, next) = *frame;
            if next < self.child_start[b.index() + 1] {
                frame.1 += 1;
                let c = self.child_list[next as usize];
                self.level[c.index()] = self.level[b.index()] + 1;
                self.dfs_in[c.index()] = preorder.len() as u32;
                preorder.push(c);
                stack.push((c, self.child_start[c.index()]));
            } else {
                self.dfs_out[b.index()] = preorder.len() as u32 - 1;
                stack.pop();
            }
        }
        self.preorder = preorder;
    }

    /// Number of blocks of the graph the tree was built from (reachable or not).
    pub fn num_blocks(&self) -> usize {
        self.idom.len()
    }

    /// Is `b` reachable from the entry block? Panics if `b` is not a block of
    /// the graph.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.cfg_num[b.index()] != NONE
    }

    /// The immediate dominator of `b`; `None` for the entry block and for
    /// unreachable blocks.
    pub fn idom(&self, b: Block) -> Option<Block> {
        match self.idom[b.index()] {
            NONE => None,
            i => Some(Block::from_u32(i)),
        }
    }

    /// The blocks `b` immediately dominates, ordered by CFG preorder number
    /// (LLVM's order). Empty for leaves and for unreachable blocks.
    pub fn children(&self, b: Block) -> &[Block] {
        let i = b.index();
        &self.child_list[self.child_start[i] as usize..self.child_start[i + 1] as usize]
    }

    /// Depth of `b` in the tree: 0 for the entry, parent's level + 1 for the
    /// others. Unreachable blocks are not in the tree and report 0 as well;
    /// check [`DomTree::is_reachable`] when that matters.
    pub fn level(&self, b: Block) -> u32 {
        self.level[b.index()]
    }

    /// Reachable blocks in dominator-tree preorder (a node, then the subtrees
    /// of its children in [`DomTree::children`] order). This is the order in
    /// which LLVM's Memory SSA renames accesses.
    pub fn preorder(&self) -> &[Block] {
        &self.preorder
    }

    /// Index of `b` in [`DomTree::preorder`]; `u32::MAX` for unreachable blocks.
    pub fn dfs_in(&self, b: Block) -> u32 {
        self.dfs_in[b.index()]
    }

    /// Largest [`DomTree::dfs_in`] inside the subtree of `b`; `u32::MAX` for
    /// unreachable blocks. For reachable `a` and `b`: `a` dominates `b` iff
    /// `dfs_in(a) <= dfs_in(b) && dfs_out(b) <= dfs_out(a)`.
    pub fn dfs_out(&self, b: Block) -> u32 {
        self.dfs_out[b.index()]
    }

    /// Reachable blocks in the preorder of LLVM's CFG depth-first search
    /// (successors tried in terminator order); the entry comes first.
    pub fn cfg_preorder(&self) -> &[Block] {
        &self.cfg_preorder
    }

    /// Position of `b` in [`DomTree::cfg_preorder`]; `None` if unreachable.
    pub fn cfg_preorder_number(&self, b: Block) -> Option<u32> {
        match self.cfg_num[b.index()] {
            NONE => None,
            i => Some(i),
        }
    }

    /// Does `a` dominate `b`? LLVM's block dominance: reflexive; true whenever
    /// `b` is unreachable; otherwise false when `a` is unreachable. O(1).
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if a == b || !self.is_reachable(b) {
            return true;
        }
        if !self.is_reachable(a) {
            return false;
        }
        let (a, b) = (a.index(), b.index());
        self.dfs_in[a] <= self.dfs_in[b] && self.dfs_out[b] <= self.dfs_out[a]
    }

    /// `a` dominates `b` and `a != b` (LLVM's `properlyDominates`). True when
    /// `b` is unreachable and `a` is any other block.
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The nearest block that dominates both `a` and `b` (LLVM's
    /// `findNearestCommonDominator`); `None` if either is unreachable.
    /// Walks up by level: O(depth).
    pub fn nearest_common_dominator(&self, a: Block, b: Block) -> Option<Block> {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return None;
        }
        let (mut a, mut b) = (a, b);
        while a != b {
            if self.level(a) < self.level(b) {
                std::mem::swap(&mut a, &mut b);
            }
            // `a` is at least as deep as `b`, hence not the root while they differ.
            a = self.idom(a)?;
        }
        Some(a)
    }
}

/// LLVM's CFG depth-first search from the entry. Returns the preorder number
/// of every block (`NONE` if unreachable), the blocks in preorder, and the
/// preorder number of each numbered block's search-tree parent (`NONE` for
/// the root).
///
/// Like `runDFS`, a stack entry is a (block, parent number) pair, a block is
/// numbered when popped unless it already has a number, and successors are
/// pushed in reverse so that they pop in terminator order. The parent
/// recorded is the block whose pushed entry got popped first, which is the
/// parent in the recursive search as well.
fn depth_first(cfg: &Cfg) -> (Vec<u32>, Vec<Block>, Vec<u32>) {
    let n = cfg.num_blocks();
    let mut num = vec![NONE; n];
    // Sized for every block up front: growing these step by step was a
    // fifth of the dominator tree's cost on sqlite3 -O0. The stack holds
    // one entry per edge to a block not yet numbered, usually fewer than
    // the blocks.
    let mut order = Vec::with_capacity(n);
    let mut parent = Vec::with_capacity(n);
    if n == 0 {
        return (num, order, parent);
    }
    let mut stack: Vec<(Block, u32)> = Vec::with_capacity(n);
    stack.push((cfg.entry(), NONE));
    while let Some((b, p)) = stack.pop() {
        if num[b.index()] != NONE {
            continue;
        }
        let k = order.len() as u32;
        num[b.index()] = k;
        order.push(b);
        parent.push(p);
        stack.extend(cfg.successors(b).iter().rev().map(|&s| (s, k)));
    }
    (num, order, parent)
}

/// Lengauer–Tarjan over preorder numbers `0..order_len`: the immediate
/// dominator number of every vertex (`NONE` for the root, vertex 0).
///
/// Vertices are processed in decreasing number. When vertex `w` is processed,
/// exactly the vertices numbered above `w` are linked into the forest used by
/// `eval`, each under its search-tree parent.
fn immediate_dominators(cfg: &Cfg, num: &[u32], parent: &[u32]) -> Vec<u32> {
    let len = parent.len();
    let mut lt = LengauerTarjan {
        semi: (0..len as u32).collect(),
        label: (0..len as u32).collect(),
        ancestor: vec![NONE; len],
        path: Vec::new(),
    };
    let mut idom = vec![NONE; len];
    // Vertices waiting for their idom, chained per semidominator.
    let mut bucket_head = vec![NONE; len];
    let mut bucket_next = vec![NONE; len];
    // Block of each vertex, to look up predecessors.
    let mut block_of = vec![Block::new(0); len];
    for (b, &k) in num.iter().enumerate() {
        if k != NONE {
            block_of[k as usize] = Block::new(b);
        }
    }

    for w in (1..len).rev() {
        // Step 1: the semidominator of w is the smallest candidate over its
        // predecessors (unreachable predecessors play no part).
        for &p in cfg.predecessors(block_of[w]) {
            let v = num[p.index()];
            if v == NONE {
                continue;
            }
            let u = lt.eval(v);
            if lt.semi[u as usize] < lt.semi[w] {
                lt.semi[w] = lt.semi[u as usize];
            }
        }
        let s = lt.semi[w] as usize;
        bucket_next[w] = bucket_head[s];
        bucket_head[s] = w as u32;

        // Step 2: link w under its parent, then settle the vertices whose
        // semidominator is that parent: their idom is either the parent or
        // the idom of the vertex of least semidominator on the tree path.
        let p = parent[w];
        lt.ancestor[w] = p;
        let mut v = std::mem::replace(&mut bucket_head[p as usize], NONE);
        while v != NONE {
            let u = lt.eval(v);
            idom[v as usize] = if lt.semi[u as usize] < lt.semi[v as usize] { u } else { p };
            v = bucket_next[v as usize];
        }
    }

    // Step 3: vertices whose idom was deferred to another vertex's take it,
    // in increasing number so that the other vertex is already final.
    for w in 1..len {
        if idom[w] != lt.semi[w] {
            idom[w] = idom[idom[w] as usize];
        }
    }
    idom
}

/// The forest with path compression used by Lengauer–Tarjan.
struct LengauerTarjan {
    /// Semidominator number of each vertex (its own number until computed).
    semi: Vec<u32>,
    /// Vertex of least `semi` on the compressed path above each vertex.
    label: Vec<u32>,
    /// Forest parent; `NONE` for a tree root (a vertex not linked yet).
    ancestor: Vec<u32>,
    /// Scratch stack for `eval`.
    path: Vec<u32>,
}

impl LengauerTarjan {
    /// The vertex of least semidominator on the forest path from `v` up to,
    /// but excluding, the root of its tree; `v` itself if `v` is a root.
    /// Compresses the path on the way, without recursion.
    fn eval(&mut self, v: u32) -> u32 {
        if self.ancestor[v as usize] == NONE {
            return v;
        }
        // Collect the vertices whose grandparent still exists: those are the
        // ones whose ancestor link gets shortened.
        let mut x = v;
        while self.ancestor[self.ancestor[x as usize] as usize] != NONE {
            self.path.push(x);
            x = self.ancestor[x as usize];
        }
        // Top-down: each vertex takes its ancestor's label if smaller, then
        // points where its ancestor points (already the tree's top).
        while let Some(y) = self.path.pop() {
            let a = self.ancestor[y as usize] as usize;
            if self.semi[self.label[a] as usize] < self.semi[self.label[y as usize] as usize] {
                self.label[y as usize] = self.label[a];
            }
            self.ancestor[y as usize] = self.ancestor[a];
        }
        self.label[v as usize]
    }
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

    /// Reference §4.6: layout entry, B, A, C, J1, L, J2.
    #[test]
    fn worked_example_tree_shape() {
        let (entry, bb, a, c, j1, l, j2) = (0, 1, 2, 3, 4, 5, 6);
        let cfg = graph(&[&[a, bb], &[c, j1], &[j1], &[j2], &[l], &[l, j2], &[]]);
        let dom = DomTree::compute(&cfg);
        let names = |v: &[Block]| v.iter().map(|x| x.index()).collect::<Vec<_>>();
        assert_eq!(names(dom.cfg_preorder()), vec![entry, a, j1, l, j2, bb, c]);
        assert_eq!(names(dom.children(b(entry))), vec![a, j1, j2, bb]);
        assert_eq!(names(dom.children(b(j1))), vec![l]);
        assert_eq!(names(dom.children(b(bb))), vec![c]);
        assert_eq!(names(dom.preorder()), vec![entry, a, j1, l, j2, bb, c]);
        let levels: Vec<u32> = (0..7).map(|i| dom.level(b(i))).collect();
        assert_eq!(levels, vec![0, 1, 1, 2, 1, 2, 1]);
        assert_eq!(dom.idom(b(l)), Some(b(j1)));
        assert_eq!(dom.idom(b(j2)), Some(b(entry)));
        assert_eq!(dom.idom(b(entry)), None);
        assert!(dom.dominates(b(j1), b(l)));
        assert!(!dom.dominates(b(l), b(j2)));
        assert_eq!(dom.nearest_common_dominator(b(l), b(c)), Some(b(entry)));
        assert_eq!(dom.nearest_common_dominator(b(l), b(j1)), Some(b(j1)));
    }

    #[test]
    fn unreachable_blocks_follow_llvm_conventions() {
        // 0 -> 1; 2 -> 1 (2 unreachable); 3 -> 3 (unreachable self loop)
        let cfg = graph(&[&[1], &[], &[1], &[3]]);
        let dom = DomTree::compute(&cfg);
        assert!(dom.is_reachable(b(1)));
        assert!(!dom.is_reachable(b(2)));
        assert_eq!(dom.idom(b(1)), Some(b(0)));
        assert_eq!(dom.idom(b(2)), None);
        assert_eq!(dom.level(b(2)), 0);
        assert!(dom.children(b(2)).is_empty());
        assert_eq!(dom.dfs_in(b(3)), u32::MAX);
        assert_eq!(dom.cfg_preorder_number(b(3)), None);
        // Everything dominates an unreachable block; it dominates only itself.
        assert!(dom.dominates(b(1), b(2)));
        assert!(dom.strictly_dominates(b(3), b(2)));
        assert!(dom.dominates(b(2), b(2)));
        assert!(!dom.dominates(b(2), b(1)));
        assert!(!dom.strictly_dominates(b(2), b(2)));
        assert_eq!(dom.preorder(), &[b(0), b(1)]);
        assert_eq!(dom.nearest_common_dominator(b(1), b(2)), None);
    }

    #[test]
    fn single_block_and_empty_graph() {
        let dom = DomTree::compute(&graph(&[&[]]));
        assert_eq!(dom.preorder(), &[b(0)]);
        assert_eq!((dom.dfs_in(b(0)), dom.dfs_out(b(0)), dom.level(b(0))), (0, 0, 0));
        assert_eq!(dom.idom(b(0)), None);
        let dom = DomTree::compute(&graph(&[&[0, 0]]));
        assert_eq!(dom.preorder(), &[b(0)]);
        let dom = DomTree::compute(&Cfg::from_successors(Vec::new()));
        assert!(dom.preorder().is_empty() && dom.cfg_preorder().is_empty());
        assert_eq!(dom.num_blocks(), 0);
    }

    #[test]
    fn irreducible_loop_members_hang_off_the_entry() {
        // 0 -> 1, 2; 1 <-> 2; 2 -> 3
        let cfg = graph(&[&[1, 2], &[2], &[1, 3], &[]]);
        let dom = DomTree::compute(&cfg);
        assert_eq!(dom.idom(b(1)), Some(b(0)));
        assert_eq!(dom.idom(b(2)), Some(b(0)));
        assert_eq!(dom.idom(b(3)), Some(b(2)));
        // CFG preorder: 0, 1, 2, 3 — children of 0 are [1, 2].
        assert_eq!(dom.children(b(0)), &[b(1), b(2)]);
    }

    #[test]
    fn semidominator_differs_from_idom() {
        // The classic case where step 3 must defer: 0 -> 1 -> 2 -> 3 -> 4,
        // 0 -> 3, 1 -> 4... here 4's semidominator is 1 but its idom is 0.
        let cfg = graph(&[&[1, 3], &[2, 4], &[3], &[4], &[]]);
        let dom = DomTree::compute(&cfg);
        assert_eq!(dom.idom(b(3)), Some(b(0)));
        assert_eq!(dom.idom(b(4)), Some(b(0)));
        assert_eq!(dom.idom(b(2)), Some(b(1)));
        assert_eq!(dom.children(b(0)), &[b(1), b(3), b(4)]);
    }
}
