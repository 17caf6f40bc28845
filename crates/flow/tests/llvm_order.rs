//! Dominator-tree shape and IDF order against opt-19's own output.
//!
//! `data/llvm_order.expected` was produced by `data/gen_llvm_order.py` from
//! random functions (`data/llvm_order.ll`) run through
//! `opt-19 -passes='print<domtree>'` and `-passes='print<memoryssa>'`. For
//! each function it holds the successor lists, the blocks with a store, the
//! dominator tree as it prints it (preorder with levels, so children order
//! included) and the MemoryPhi blocks by increasing phi id (= LLVM's IDF
//! order). opt is not needed to run this test.

use entity::EntityId;
use flow::{iterated_frontier, Cfg, DomTree};
use llir::Block;

struct Case {
    name: String,
    succs: Vec<Vec<Block>>,
    defs: Vec<Block>,
    /// (block, level) in dominator-tree preorder.
    tree: Vec<(Block, u32)>,
    idf: Vec<Block>,
}

fn numbers(words: std::str::SplitWhitespace<'_>) -> Vec<Block> {
    words.map(|w| Block::new(w.parse().expect("block number"))).collect()
}

fn cases() -> Vec<Case> {
    let text = include_str!("data/llvm_order.expected");
    let mut cases: Vec<Case> = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let mut words = line.split_whitespace();
        let tag = words.next().expect("non-empty line");
        if tag == "func" {
            cases.push(Case {
                name: words.next().expect("name").to_string(),
                succs: Vec::new(),
                defs: Vec::new(),
                tree: Vec::new(),
                idf: Vec::new(),
            });
            continue;
        }
        let case = cases.last_mut().expect("a func line first");
        match tag {
            "succ" => {
                let index: usize = words.next().expect("block").parse().expect("block number");
                assert_eq!(index, case.succs.len(), "{}: succ lines in layout order", case.name);
                case.succs.push(numbers(words));
            }
            "defs" => case.defs = numbers(words),
            "idf" => case.idf = numbers(words),
            "domtree" => {
                case.tree = words
                    .map(|w| {
                        let (b, l) = w.split_once(':').expect("block:level");
                        (Block::new(b.parse().expect("block")), l.parse().expect("level"))
                    })
                    .collect()
            }
            other => panic!("unknown line tag {other:?}"),
        }
    }
    cases
}

#[test]
fn dominator_trees_and_idf_order_match_opt19() {
    let cases = cases();
    assert_eq!(cases.len(), 200);
    let mut with_phis = 0;
    for case in &cases {
        let cfg = Cfg::from_successors(case.succs.clone());
        let dom = DomTree::compute(&cfg);
        let ours: Vec<(Block, u32)> = dom.preorder().iter().map(|&b| (b, dom.level(b))).collect();
        assert_eq!(ours, case.tree, "{}: dominator tree preorder with levels", case.name);
        // Levels and preorder fix the tree: check idoms say the same.
        let mut stack: Vec<Block> = Vec::new();
        for &(b, level) in &case.tree {
            stack.truncate(level as usize);
            assert_eq!(dom.idom(b), stack.last().copied(), "{}: idom of {:?}", case.name, b);
            stack.push(b);
        }
        let idf = iterated_frontier(&cfg, &dom, &case.defs);
        assert_eq!(idf, case.idf, "{}: IDF order", case.name);
        with_phis += usize::from(idf.len() > 1);
    }
    // The data must exercise ordering, not just single phis.
    assert!(with_phis >= 50, "only {with_phis} functions with several phis");
}
