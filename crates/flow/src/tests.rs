//! Cross-checks of the fast analyses against [`crate::oracle`] on random
//! graphs: sets against the by-definition oracles, orders against the port of
//! the Python reference model.

use crate::oracle::{self, Model};
use crate::{dominance_frontiers, iterated_frontier, Cfg, DomTree, LoopForest};
use entity::EntityId;
use llir::Block;
use proptest::prelude::*;
use std::collections::BTreeSet;

/// Random graphs of 1..=40 blocks, each with 0..=4 successors anywhere
/// (self loops, duplicate edges, edges to the entry, unreachable parts and
/// irreducible cycles all occur), plus a random set of defining blocks.
fn graphs() -> impl Strategy<Value = (Vec<Vec<usize>>, Vec<bool>)> {
    (1usize..=40).prop_flat_map(|n| {
        (
            prop::collection::vec(prop::collection::vec(0..n, 0..=4), n),
            prop::collection::vec(any::<bool>(), n),
        )
    })
}

/// Same, but shaped like compiler output: no edge into the entry, and most
/// blocks branch forward, so that deep trees and nested loops are common.
fn llvm_like_graphs() -> impl Strategy<Value = (Vec<Vec<usize>>, Vec<bool>)> {
    (2usize..=40).prop_flat_map(|n| {
        let block = |i: usize, n: usize| {
            // Mostly forward edges; some backward (loops), never to block 0.
            let target = prop_oneof![4 => (i + 1).min(n - 1)..n, 1 => 1..n];
            prop::collection::vec(target, 0..=3)
        };
        let lists: Vec<_> = (0..n).map(|i| block(i, n)).collect();
        (lists, prop::collection::vec(any::<bool>(), n))
    })
}

fn build(succs: &[Vec<usize>]) -> Cfg {
    Cfg::from_successors(succs.iter().map(|l| l.iter().map(|&i| Block::new(i)).collect()).collect())
}

fn defining(flags: &[bool]) -> Vec<Block> {
    flags.iter().enumerate().filter(|(_, &f)| f).map(|(i, _)| Block::new(i)).collect()
}

/// Everything the fast code computes, checked against both oracles.
fn check_all(succs: &[Vec<usize>], flags: &[bool]) -> Result<(), TestCaseError> {
    let cfg = build(succs);
    let dom = DomTree::compute(&cfg);
    let n = cfg.num_blocks();
    let blocks: Vec<Block> = cfg.blocks().collect();

    // Sets: reachability, idoms, dominance, frontiers, IDF.
    let doms = oracle::naive_dominators(&cfg);
    let idoms = oracle::naive_idoms(&doms);
    for &x in &blocks {
        prop_assert_eq!(dom.is_reachable(x), doms[x.index()].is_some(), "reachability of {:?}", x);
        prop_assert_eq!(dom.idom(x), idoms[x.index()], "idom of {:?}", x);
        for &y in &blocks {
            prop_assert_eq!(
                dom.dominates(x, y),
                oracle::naive_dominates(&doms, x, y),
                "dominates({:?}, {:?})",
                x,
                y
            );
        }
    }
    let df = dominance_frontiers(&cfg, &dom);
    let naive_df = oracle::naive_frontiers(&cfg);
    for &x in &blocks {
        let want: Vec<Block> = naive_df[x.index()].iter().copied().collect();
        prop_assert_eq!(&df[x], &want, "DF({:?})", x);
    }
    let defs = defining(flags);
    let idf = iterated_frontier(&cfg, &dom, &defs);
    let idf_set: BTreeSet<Block> = idf.iter().copied().collect();
    prop_assert_eq!(idf_set.len(), idf.len(), "IDF has no duplicates");
    prop_assert_eq!(&idf_set, &oracle::naive_iterated_frontier(&cfg, &defs));

    // Orders: the Python model's CFG preorder, children, levels, tree
    // preorder and IDF order.
    let m = Model::new(&cfg);
    prop_assert_eq!(dom.cfg_preorder(), &m.order[..]);
    prop_assert_eq!(dom.preorder(), &m.dtpre[..]);
    for &x in &m.order {
        prop_assert_eq!(dom.children(x), &m.children[&x][..], "children of {:?}", x);
        prop_assert_eq!(dom.level(x), m.level[&x]);
        prop_assert_eq!(dom.dfs_in(x), m.dfsin[&x]);
        prop_assert_eq!(dom.idom(x).unwrap_or(x), m.idom[&x]);
    }
    prop_assert_eq!(&idf, &oracle::model_iterated_frontier(&cfg, &m, &defs));

    // Tree numbering is consistent with dominance.
    for &x in dom.preorder() {
        for &y in dom.preorder() {
            let nested = dom.dfs_in(x) <= dom.dfs_in(y) && dom.dfs_out(y) <= dom.dfs_out(x);
            prop_assert_eq!(nested, dom.dominates(x, y));
        }
    }
    // Reverse postorder lists each reachable block once, entry first, and
    // puts every block after its idom.
    let rpo = cfg.reverse_postorder();
    prop_assert_eq!(rpo.len(), dom.preorder().len());
    let mut pos = vec![usize::MAX; n];
    for (i, &b) in rpo.iter().enumerate() {
        pos[b.index()] = i;
    }
    for &b in &rpo {
        if let Some(d) = dom.idom(b) {
            prop_assert!(pos[d.index()] < pos[b.index()]);
        }
    }
    check_loops(&cfg, &dom)
}

/// Natural loops by definition: a block is a header iff it dominates one of
/// its predecessors; a block's loop depth is the number of headers `h` such
/// that `h` dominates it and it reaches a back-edge source of `h` without
/// passing through `h`.
fn check_loops(cfg: &Cfg, dom: &DomTree) -> Result<(), TestCaseError> {
    let forest = LoopForest::compute(cfg, dom);
    let mut depth = vec![0u32; cfg.num_blocks()];
    let mut headers = 0;
    for h in cfg.blocks() {
        let latches: Vec<Block> = cfg
            .predecessors(h)
            .iter()
            .copied()
            .filter(|&p| dom.is_reachable(p) && dom.dominates(h, p))
            .collect();
        prop_assert_eq!(forest.loop_with_header(h).is_some(), !latches.is_empty() && dom.is_reachable(h));
        if latches.is_empty() || !dom.is_reachable(h) {
            continue;
        }
        headers += 1;
        let mut body = BTreeSet::from([h]);
        let mut work = latches;
        while let Some(b) = work.pop() {
            if dom.is_reachable(b) && body.insert(b) {
                work.extend_from_slice(cfg.predecessors(b));
            }
        }
        for b in body {
            depth[b.index()] += 1;
        }
    }
    prop_assert_eq!(forest.num_loops(), headers);
    for b in cfg.blocks() {
        prop_assert_eq!(forest.loop_depth(b), depth[b.index()], "loop depth of {:?}", b);
    }
    for (l, data) in forest.loops() {
        if let Some(p) = data.parent {
            prop_assert!(p < l);
            prop_assert!(dom.strictly_dominates(forest.loop_data(p).header, data.header));
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn random_graphs_match_oracles((succs, flags) in graphs()) {
        check_all(&succs, &flags)?;
    }

    #[test]
    fn llvm_like_graphs_match_oracles((succs, flags) in llvm_like_graphs()) {
        check_all(&succs, &flags)?;
    }
}

#[test]
fn from_body_reads_terminators() {
    use llir::{BlockData, BlockName, Body, InstData, InstKind, Local, Span, Type, Value};
    let mut body = Body::default();
    let cond = Value::Local(Local::new(0));
    let kinds = [
        // bb0: switch default bb2, cases bb1, bb1
        Some(InstKind::Switch {
            value: cond,
            default: Block::new(2),
            cases: vec![(cond, Block::new(1)), (cond, Block::new(1))],
        }),
        // bb1: br i1 %c, bb3, bb2
        Some(InstKind::CondBr {
            cond,
            if_true: Block::new(3),
            if_false: Block::new(2),
        }),
        // bb2: no terminator at all
        None,
        // bb3: ret
        Some(InstKind::Ret { value: None }),
    ];
    for (i, kind) in kinds.into_iter().enumerate() {
        let mut insts = Vec::new();
        if let Some(kind) = kind {
            insts.push(body.insts.push(InstData {
                kind,
                ty: Type::new(0),
                result: None,
                block: Block::new(i),
                md: Vec::new(),
                span: Span::default(),
                flags: Default::default(),
            }));
        }
        body.blocks.push(BlockData {
            name: BlockName::Numbered(i as u32),
            insts,
            label: None,
        });
    }
    let cfg = Cfg::from_body(&body);
    let b = Block::new;
    assert_eq!(cfg.num_blocks(), 4);
    assert_eq!(cfg.successors(b(0)), &[b(2), b(1), b(1)]);
    assert_eq!(cfg.successors(b(1)), &[b(3), b(2)]);
    assert!(cfg.successors(b(2)).is_empty());
    assert!(cfg.successors(b(3)).is_empty());
    assert_eq!(cfg.predecessors(b(2)), &[b(0), b(1)]);
    assert_eq!(cfg.predecessors(b(1)), &[b(0), b(0)]);
}
