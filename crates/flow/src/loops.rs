//! Natural loops and their nesting, for statistics and heuristics.
//!
//! A block `h` is a loop header when some reachable predecessor of `h` is
//! dominated by `h` (a back edge). The loop of `h` is `h` plus every block
//! that reaches one of those back-edge sources without passing through `h`;
//! all of them are dominated by `h`. Loops with the same header are one loop.
//! Two loops are either disjoint or nested, which gives a forest.
//!
//! This is the definition LLVM's `LoopInfo` uses, built the same way
//! (`llvm/include/llvm/Support/GenericLoopInfoImpl.h`, `analyze` and
//! `discoverAndMapSubloop`): headers are visited deepest-first in the
//! dominator tree, so inner loops exist before the loop around them, and a
//! backward walk from the back-edge sources claims unowned blocks and adopts
//! the outermost already-built loop it runs into. A union-find over loops
//! (path compression) keeps "outermost loop containing this one" cheap even
//! in a nest ten thousand deep.
//!
//! Not loops: cycles without a dominating header (irreducible control flow;
//! LLVM's `LoopInfo` ignores them too) and anything unreachable.
//!
//! Loop ids are in dominator-tree preorder of their headers, so an enclosing
//! loop always has a smaller id than the loops inside it.

use crate::cfg::Cfg;
use crate::dom::DomTree;
use entity::{EntityId, PrimaryMap, SecondaryMap};
use llir::Block;

entity::define_id!(
    /// A natural loop of one function, numbered by its header's position in
    /// dominator-tree preorder.
    pub Loop, "loop"
);

/// One natural loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopData {
    /// The header: the single entry of the loop, dominating all its blocks.
    pub header: Block,
    /// The innermost loop strictly containing this one, if any.
    pub parent: Option<Loop>,
    /// Nesting depth: 1 for an outermost loop.
    pub depth: u32,
}

/// All natural loops of one function and the innermost loop of each block.
#[derive(Clone, Debug)]
pub struct LoopForest {
    loops: PrimaryMap<Loop, LoopData>,
    /// Invariant: `innermost[b]`, when set, is a loop whose body contains `b`
    /// and no child loop of it does.
    innermost: SecondaryMap<Block, Option<Loop>>,
}

impl LoopForest {
    /// Finds the natural loops of `cfg`. `dom` must be its dominator tree.
    pub fn compute(cfg: &Cfg, dom: &DomTree) -> LoopForest {
        let n = cfg.num_blocks();
        // Loops in discovery order (inner before outer), as raw indices.
        let mut headers: Vec<Block> = Vec::new();
        let mut parent: Vec<u32> = Vec::new();
        // Union-find: the outermost loop built so far that contains a loop.
        let mut top: Vec<u32> = Vec::new();
        let mut innermost: Vec<u32> = vec![NONE; n];
        let mut worklist: Vec<Block> = Vec::new();

        for &h in dom.preorder().iter().rev() {
            worklist.extend(cfg.predecessors(h).iter().filter(|&&p| dom.is_reachable(p) && dom.dominates(h, p)));
            if worklist.is_empty() {
                continue;
            }
            let l = headers.len() as u32;
            headers.push(h);
            parent.push(NONE);
            top.push(l);
            while let Some(b) = worklist.pop() {
                match innermost[b.index()] {
                    NONE => {
                        innermost[b.index()] = l;
                        if b != h {
                            worklist.extend(cfg.predecessors(b).iter().filter(|&&p| dom.is_reachable(p)));
                        }
                    }
                    inner => {
                        let sub = find(&mut top, inner);
                        if sub == l {
                            continue;
                        }
                        // A loop built earlier, not yet placed: it nests in l.
                        parent[sub as usize] = l;
                        top[sub as usize] = l;
                        let sub_header = headers[sub as usize];
                        worklist.extend(cfg.predecessors(sub_header).iter().filter(|&&p| dom.is_reachable(p)));
                    }
                }
            }
        }

        // Renumber by header preorder: discovery went by reverse preorder.
        let count = headers.len();
        let renumber = |raw: u32| Loop::new(count - 1 - raw as usize);
        let mut loops: PrimaryMap<Loop, LoopData> = PrimaryMap::with_capacity(count);
        for raw in (0..count).rev() {
            let parent = match parent[raw] {
                NONE => None,
                p => Some(renumber(p)),
            };
            // The parent was discovered later, so it is already numbered.
            let depth = parent.map_or(1, |p| loops[p].depth + 1);
            loops.push(LoopData {
                header: headers[raw],
                parent,
                depth,
            });
        }
        let innermost = innermost
            .into_iter()
            .map(|raw| if raw == NONE { None } else { Some(renumber(raw)) })
            .collect();
        LoopForest {
            loops,
            innermost: SecondaryMap::from_vec(innermost),
        }
    }

    /// Number of natural loops.
    pub fn num_loops(&self) -> usize {
        self.loops.len()
    }

    /// All loops, outer loops before the loops they contain.
    pub fn loops(&self) -> impl DoubleEndedIterator<Item = (Loop, &LoopData)> + ExactSizeIterator {
        self.loops.iter()
    }

    /// The data of loop `l`. Panics if `l` is not a loop of this forest.
    pub fn loop_data(&self, l: Loop) -> &LoopData {
        &self.loops[l]
    }

    /// The innermost loop containing `b`; `None` outside every loop and for
    /// unreachable blocks.
    pub fn innermost_loop(&self, b: Block) -> Option<Loop> {
        self.innermost[b]
    }

    /// How many loops contain `b`: 0 outside loops (and for unreachable blocks).
    pub fn loop_depth(&self, b: Block) -> u32 {
        self.innermost[b].map_or(0, |l| self.loops[l].depth)
    }

    /// The loop `b` is the header of, if any.
    pub fn loop_with_header(&self, b: Block) -> Option<Loop> {
        self.innermost[b].filter(|&l| self.loops[l].header == b)
    }

    /// Largest loop depth over all blocks; 0 when there is no loop.
    pub fn max_depth(&self) -> u32 {
        self.loops.values().map(|l| l.depth).max().unwrap_or(0)
    }
}

/// Marks "no loop" in the private tables.
const NONE: u32 = u32::MAX;

/// Union-find root of `x`, compressing the path (iteratively).
fn find(top: &mut [u32], x: u32) -> u32 {
    let mut root = x;
    while top[root as usize] != root {
        root = top[root as usize];
    }
    let mut y = x;
    while top[y as usize] != root {
        let next = top[y as usize];
        top[y as usize] = root;
        y = next;
    }
    root
}

#[cfg(test)]
mod tests {
    use super::*;

    fn b(i: usize) -> Block {
        Block::new(i)
    }

    fn forest(succs: &[&[usize]]) -> LoopForest {
        let cfg = Cfg::from_successors(succs.iter().map(|l| l.iter().map(|&i| b(i)).collect()).collect());
        let dom = DomTree::compute(&cfg);
        LoopForest::compute(&cfg, &dom)
    }

    #[test]
    fn nested_loops_and_self_loop() {
        // 0 -> 1; 1 -> 2, 5; 2 -> 3; 3 -> 3, 4; 4 -> 1: an outer loop
        // {1, 2, 3, 4} headed by 1 around a self loop {3}; 2 heads nothing.
        let f = forest(&[&[1], &[2, 5], &[3], &[3, 4], &[1], &[]]);
        assert_eq!(f.num_loops(), 2);
        let outer = f.loop_with_header(b(1)).expect("1 heads a loop");
        let inner = f.loop_with_header(b(3)).expect("3 heads a loop");
        assert_eq!(f.loop_data(inner).parent, Some(outer));
        assert_eq!(f.loop_data(outer).parent, None);
        assert!(outer < inner);
        let depths: Vec<u32> = (0..6).map(|i| f.loop_depth(b(i))).collect();
        assert_eq!(depths, vec![0, 1, 1, 2, 1, 0]);
        assert_eq!(f.innermost_loop(b(4)), Some(outer));
        assert_eq!(f.max_depth(), 2);
        assert_eq!(f.loop_with_header(b(2)), None);
    }

    #[test]
    fn irreducible_cycle_is_not_a_loop() {
        // 0 -> 1, 2; 1 <-> 2; 3 -> 3 unreachable.
        let f = forest(&[&[1, 2], &[2], &[1], &[3]]);
        assert_eq!(f.num_loops(), 0);
        assert_eq!(f.max_depth(), 0);
        assert_eq!(f.loop_depth(b(3)), 0);
    }

    #[test]
    fn sibling_loops_share_no_blocks() {
        // 0 -> 1; 1 -> 1, 2; 2 -> 2, 3; 3 -> 0 (everything in a loop at 0).
        let f = forest(&[&[1], &[1, 2], &[2, 3], &[0]]);
        assert_eq!(f.num_loops(), 3);
        let top = f.loop_with_header(b(0)).expect("0 heads a loop");
        assert_eq!(top, Loop::new(0));
        for h in [1, 2] {
            let l = f.loop_with_header(b(h)).expect("self loop");
            assert_eq!(f.loop_data(l).parent, Some(top));
            assert_eq!(f.loop_data(l).depth, 2);
        }
        assert_eq!(f.loop_depth(b(3)), 1);
    }
}
