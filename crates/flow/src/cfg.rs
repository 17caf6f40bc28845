//! The control-flow graph of one function: successors and predecessors of
//! every block, in the orders LLVM uses.
//!
//! Successors keep the terminator's order and its duplicate edges (a `switch`
//! with two cases to the same label has two edges). Predecessors list one
//! entry per edge, grouped by the predecessor's layout index and, inside one
//! predecessor, in that predecessor's successor order.
//!
//! Both adjacency lists are stored flat (one offsets array and one targets
//! array each), so a function of a million blocks costs a few arrays, not a
//! million small vectors.
//!
//! For `entry -> {a, a, b}` (a switch with a duplicate case), `successors(entry)`
//! is `[a, a, b]` and `predecessors(a)` is `[entry, entry]`.

use entity::EntityId;
use llir::Block;

/// Successor and predecessor lists of every block of one function.
///
/// Block 0 is the entry block. A function with no blocks is allowed: it has
/// no entry to reach, so every analysis over it is empty.
#[derive(Clone, Debug)]
pub struct Cfg {
    /// `succ_targets[succ_start[b]..succ_start[b + 1]]` are the successors of `b`.
    /// Invariant: `succ_start.len() == num_blocks + 1`, non-decreasing.
    succ_start: Vec<u32>,
    succ_targets: Vec<Block>,
    /// Same layout for predecessors; one entry per edge.
    pred_start: Vec<u32>,
    pred_sources: Vec<Block>,
}

impl Cfg {
    /// Builds the graph from one successor list per block, in layout order.
    ///
    /// The entry is `Block(0)`; `succs[b]` is in terminator order, duplicates
    /// kept. Edges into the entry block are accepted (LLVM forbids them in IR,
    /// but the analyses here do not rely on that).
    ///
    /// Panics if a successor is not a block of this graph (`>= succs.len()`)
    /// or if the number of edges does not fit in `u32`: both are caller bugs,
    /// not properties of parsed input.
    pub fn from_successors(succs: Vec<Vec<Block>>) -> Cfg {
        let n = succs.len();
        let num_edges: usize = succs.iter().map(Vec::len).sum();
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succ_targets = Vec::with_capacity(num_edges);
        succ_start.push(0);
        for list in &succs {
            succ_targets.extend_from_slice(list);
            succ_start.push(to_u32(succ_targets.len()));
        }
        drop(succs);
        Cfg::from_flat(succ_start, succ_targets)
    }

    /// Builds the graph of a parsed function body.
    ///
    /// The successors of a block are those of its last instruction
    /// ([`llir::InstData::successors`]); a block whose last instruction is not
    /// a terminator, or that has no instruction at all, has no successors.
    pub fn from_body(body: &llir::Body) -> Cfg {
        // Straight into the flat lists: a vector per block, as
        // `from_successors` takes them, was an allocation per block.
        let n = body.blocks.len();
        let mut succ_start = Vec::with_capacity(n + 1);
        let mut succ_targets = Vec::with_capacity(n * 2);
        succ_start.push(0);
        for data in body.blocks.values() {
            if let Some(&last) = data.insts.last() {
                body.insts[last].for_each_successor(|s| succ_targets.push(s));
            }
            succ_start.push(to_u32(succ_targets.len()));
        }
        Cfg::from_flat(succ_start, succ_targets)
    }

    /// The graph of flat successor lists (block `b`'s successors are
    /// `succ_targets[succ_start[b]..succ_start[b + 1]]`), with the
    /// predecessor lists inverted from them. Panics on a successor that is
    /// not a block (a caller bug, as in [`Cfg::from_successors`]).
    fn from_flat(succ_start: Vec<u32>, succ_targets: Vec<Block>) -> Cfg {
        let n = succ_start.len() - 1;
        for &s in &succ_targets {
            assert!(s.index() < n, "successor {s:?} out of range: the graph has {n} blocks");
        }
        let (pred_start, pred_sources) = invert(n, &succ_start, &succ_targets);
        Cfg {
            succ_start,
            succ_targets,
            pred_start,
            pred_sources,
        }
    }

    /// Number of blocks, reachable or not.
    pub fn num_blocks(&self) -> usize {
        self.succ_start.len() - 1
    }

    /// The entry block, always `Block(0)` (even when the graph is empty, in
    /// which case it is not a block of the graph).
    pub fn entry(&self) -> Block {
        Block::new(0)
    }

    /// All blocks in layout order.
    pub fn blocks(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator + use<> {
        (0..self.num_blocks()).map(Block::new)
    }

    /// Successors of `b` in terminator order, duplicate edges kept.
    /// Panics if `b` is not a block of this graph.
    pub fn successors(&self, b: Block) -> &[Block] {
        let i = b.index();
        &self.succ_targets[self.succ_start[i] as usize..self.succ_start[i + 1] as usize]
    }

    /// Predecessors of `b`, one entry per edge: ordered by the predecessor's
    /// layout index, then by edge order inside that predecessor. Includes
    /// unreachable predecessors. Panics if `b` is not a block of this graph.
    pub fn predecessors(&self, b: Block) -> &[Block] {
        let i = b.index();
        &self.pred_sources[self.pred_start[i] as usize..self.pred_start[i + 1] as usize]
    }

    /// Total number of edges (duplicates counted).
    pub fn num_edges(&self) -> usize {
        self.succ_targets.len()
    }

    /// Reachable blocks in reverse postorder of a depth-first search from the
    /// entry that visits successors in terminator order (LLVM's
    /// `ReversePostOrderTraversal`). Unreachable blocks are not listed; an
    /// empty graph gives an empty list. Iterative: no recursion on depth.
    pub fn reverse_postorder(&self) -> Vec<Block> {
        let n = self.num_blocks();
        let mut post = Vec::with_capacity(n);
        if n == 0 {
            return post;
        }
        let mut seen = vec![false; n];
        // Each frame: the block and the index of its next successor to try.
        let mut stack: Vec<(Block, u32)> = vec![(self.entry(), 0)];
        seen[0] = true;
        while let Some(frame) = stack.last_mut() {
            let (b, next) = *frame;
            let succs = self.successors(b);
            if let Some(&s) = succs.get(next as usize) {
                frame.1 += 1;
                if !seen[s.index()] {
                    seen[s.index()] = true;
                    stack.push((s, 0));
                }
            } else {
                post.push(b);
                stack.pop();
            }
        }
        post.reverse();
        post
    }
}

/// Converts a count to `u32`; the graph is limited to `u32::MAX` edges.
fn to_u32(n: usize) -> u32 {
    u32::try_from(n).expect("more than u32::MAX edges in one function")
}

/// Builds the predecessor lists from the successor lists by counting sort,
/// which keeps sources in layout order and, per source, in edge order.
fn invert(n: usize, succ_start: &[u32], succ_targets: &[Block]) -> (Vec<u32>, Vec<Block>) {
    let mut pred_start = vec![0u32; n + 1];
    for &s in succ_targets {
        pred_start[s.index() + 1] += 1;
    }
    for i in 0..n {
        pred_start[i + 1] += pred_start[i];
    }
    let mut fill = pred_start.clone();
    let mut pred_sources = vec![Block::new(0); succ_targets.len()];
    for b in 0..n {
        for &s in &succ_targets[succ_start[b] as usize..succ_start[b + 1] as usize] {
            let slot = &mut fill[s.index()];
            pred_sources[*slot as usize] = Block::new(b);
            *slot += 1;
        }
    }
    (pred_start, pred_sources)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(i: usize) -> Block {
        Block::new(i)
    }

    #[test]
    fn predecessors_follow_layout_then_edge_order() {
        // 0 -> [2, 1, 2], 1 -> [2], 2 -> [0, 2]
        let cfg = Cfg::from_successors(vec![vec![b(2), b(1), b(2)], vec![b(2)], vec![b(0), b(2)]]);
        assert_eq!(cfg.num_blocks(), 3);
        assert_eq!(cfg.num_edges(), 6);
        assert_eq!(cfg.successors(b(0)), &[b(2), b(1), b(2)]);
        assert_eq!(cfg.predecessors(b(2)), &[b(0), b(0), b(1), b(2)]);
        assert_eq!(cfg.predecessors(b(1)), &[b(0)]);
        assert_eq!(cfg.predecessors(b(0)), &[b(2)]);
    }

    #[test]
    fn empty_graph_has_no_blocks() {
        let cfg = Cfg::from_successors(Vec::new());
        assert_eq!(cfg.num_blocks(), 0);
        assert_eq!(cfg.blocks().count(), 0);
        assert!(cfg.reverse_postorder().is_empty());
    }

    #[test]
    fn reverse_postorder_skips_unreachable_blocks() {
        // 0 -> 1, 2; 1 -> 3; 2 -> 3; 4 -> 3 (unreachable)
        let cfg = Cfg::from_successors(vec![vec![b(1), b(2)], vec![b(3)], vec![b(3)], vec![], vec![b(3)]]);
        assert_eq!(cfg.reverse_postorder(), vec![b(0), b(2), b(1), b(3)]);
    }
}
