//! Graphs far deeper than any call stack: every walk must be iterative.
//! Test threads run on small stacks (2 MiB by default), which is the point.
//! Nothing here is timed; the tests assert results only.

use entity::EntityId;
use flow::{dominance_frontiers, iterated_frontier, Cfg, DomTree, LoopForest};
use llir::Block;

fn b(i: usize) -> Block {
    Block::new(i)
}

#[test]
fn million_block_chain() {
    const N: usize = 1_000_000;
    let succs: Vec<Vec<Block>> = (0..N).map(|i| if i + 1 < N { vec![b(i + 1)] } else { Vec::new() }).collect();
    let cfg = Cfg::from_successors(succs);
    let dom = DomTree::compute(&cfg);
    assert_eq!(dom.preorder().len(), N);
    assert_eq!(dom.cfg_preorder().len(), N);
    assert_eq!(dom.idom(b(N - 1)), Some(b(N - 2)));
    assert_eq!(dom.idom(b(1)), Some(b(0)));
    assert_eq!(dom.level(b(N - 1)), (N - 1) as u32);
    assert_eq!(dom.children(b(N / 2)), &[b(N / 2 + 1)]);
    assert_eq!(dom.dfs_in(b(N - 1)), (N - 1) as u32);
    assert_eq!(dom.dfs_out(b(0)), (N - 1) as u32);
    assert!(dom.dominates(b(3), b(N - 1)));
    assert!(!dom.dominates(b(N - 1), b(3)));
    assert_eq!(dom.nearest_common_dominator(b(N - 1), b(N / 2)), Some(b(N / 2)));
    assert!(iterated_frontier(&cfg, &dom, &[b(0), b(N / 2), b(N - 1)]).is_empty());
    let df = dominance_frontiers(&cfg, &dom);
    assert!(df.iter().all(|(_, set)| set.is_empty()));
    assert_eq!(cfg.reverse_postorder().len(), N);
    assert_eq!(LoopForest::compute(&cfg, &dom).num_loops(), 0);
}

/// The chain closed into one loop: 0 -> 1 -> ... -> N-1 -> 1. The
/// semidominator of block 1 is found through a path-compression walk over
/// the whole chain.
#[test]
fn million_block_loop() {
    const N: usize = 1_000_000;
    let succs: Vec<Vec<Block>> = (0..N).map(|i| vec![b(if i + 1 < N { i + 1 } else { 1 })]).collect();
    let cfg = Cfg::from_successors(succs);
    let dom = DomTree::compute(&cfg);
    assert_eq!(dom.idom(b(1)), Some(b(0)));
    assert_eq!(dom.idom(b(N - 1)), Some(b(N - 2)));
    assert_eq!(iterated_frontier(&cfg, &dom, &[b(N / 2)]), vec![b(1)]);
    let df = dominance_frontiers(&cfg, &dom);
    assert!(df[b(0)].is_empty());
    assert!((1..N).all(|i| df[b(i)] == [b(1)]));
    let loops = LoopForest::compute(&cfg, &dom);
    assert_eq!(loops.num_loops(), 1);
    assert_eq!(loops.loop_depth(b(N - 1)), 1);
    assert_eq!(loops.loop_depth(b(0)), 0);
}

/// A nest of `D` loops: `entry -> h1 -> h2 -> ... -> hD -> lD`, and each
/// latch `li -> [hi, l(i-1)]` (`l1 -> [h1, exit]`).
#[test]
fn ten_thousand_deep_loop_nest() {
    const D: usize = 10_000;
    // Layout: 0 = entry, 1..=D = h1..hD, D+1..=2D = l1..lD, 2D+1 = exit.
    let h = |i: usize| b(i);
    let l = |i: usize| b(D + i);
    let exit = b(2 * D + 1);
    let mut succs: Vec<Vec<Block>> = vec![Vec::new(); 2 * D + 2];
    succs[0] = vec![h(1)];
    for i in 1..=D {
        succs[h(i).index()] = vec![if i < D { h(i + 1) } else { l(D) }];
        succs[l(i).index()] = vec![h(i), if i > 1 { l(i - 1) } else { exit }];
    }
    let cfg = Cfg::from_successors(succs);
    let dom = DomTree::compute(&cfg);
    assert_eq!(dom.idom(h(D)), Some(h(D - 1)));
    assert_eq!(dom.idom(l(D)), Some(h(D)));
    assert_eq!(dom.idom(l(1)), Some(l(2)));
    assert_eq!(dom.idom(exit), Some(l(1)));
    assert_eq!(dom.level(exit), (2 * D + 1) as u32);
    assert!(dom.dominates(h(D), l(1)));

    // A def in the innermost latch needs a phi in every header, innermost first.
    let idf = iterated_frontier(&cfg, &dom, &[l(D)]);
    let want: Vec<Block> = (1..=D).rev().map(h).collect();
    assert_eq!(idf, want);

    let loops = LoopForest::compute(&cfg, &dom);
    assert_eq!(loops.num_loops(), D);
    assert_eq!(loops.max_depth(), D as u32);
    assert_eq!(loops.loop_depth(l(D)), D as u32);
    assert_eq!(loops.loop_depth(h(1)), 1);
    assert_eq!(loops.loop_depth(l(7)), 7);
    assert_eq!(loops.loop_depth(exit), 0);
}
