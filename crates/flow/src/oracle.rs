//! Slow, obviously-correct versions of this crate's analyses, for tests.
//!
//! Compiled for this crate's own tests and, for other crates' tests, with the
//! `oracles` feature. Two kinds of oracle live here:
//!
//! - **By definition** ([`naive_dominators`], [`naive_frontiers`],
//!   [`naive_iterated_frontier`]): dominator sets by the textbook dataflow
//!   fixpoint, frontiers straight from their definition. They check the
//!   *sets*, which any correct algorithm must agree on.
//! - **LLVM's orders** ([`Model`], [`model_iterated_frontier`]): a line-by-line
//!   port of class `M` of the project's Python reference model
//!   (`shared/reference/llvm-memoryssa-model/opt_model.py`), which matched
//!   opt-19 on thousands of random functions. Its idoms come from the
//!   Cooper–Harvey–Kennedy iteration, not Lengauer–Tarjan, and its orders
//!   (CFG preorder, children, tree preorder, IDF) are computed independently of
//!   the fast code, so it checks the *orders*.
//!
//! Everything is quadratic or worse; keep inputs small (tens of blocks).

use crate::cfg::Cfg;
use entity::EntityId;
use llir::Block;
use std::collections::{BTreeSet, BinaryHeap, HashMap, HashSet};

/// Dominator set of every block (`None` for unreachable blocks), by the
/// dataflow fixpoint `Dom(entry) = {entry}`,
/// `Dom(b) = {b} ∪ ⋂ Dom(p)` over reachable predecessors `p`.
pub fn naive_dominators(cfg: &Cfg) -> Vec<Option<BTreeSet<Block>>> {
    let n = cfg.num_blocks();
    let reach = naive_reachable(cfg);
    let all: BTreeSet<Block> = (0..n).filter(|&i| reach[i]).map(Block::new).collect();
    let mut dom: Vec<Option<BTreeSet<Block>>> = (0..n).map(|i| reach[i].then(|| all.clone())).collect();
    if n == 0 {
        return dom;
    }
    dom[0] = Some(BTreeSet::from([Block::new(0)]));
    let mut changed = true;
    while changed {
        changed = false;
        for i in 1..n {
            if !reach[i] {
                continue;
            }
            let mut new: Option<BTreeSet<Block>> = None;
            for &p in cfg.predecessors(Block::new(i)) {
                let Some(dp) = &dom[p.index()] else { continue };
                new = Some(match new {
                    None => dp.clone(),
                    Some(acc) => acc.intersection(dp).copied().collect(),
                });
            }
            let mut new = new.unwrap_or_default();
            new.insert(Block::new(i));
            if dom[i].as_ref() != Some(&new) {
                dom[i] = Some(new);
                changed = true;
            }
        }
    }
    dom
}

/// Which blocks a search from the entry reaches.
pub fn naive_reachable(cfg: &Cfg) -> Vec<bool> {
    let n = cfg.num_blocks();
    let mut seen = vec![false; n];
    if n == 0 {
        return seen;
    }
    let mut stack = vec![Block::new(0)];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for &s in cfg.successors(b) {
            if !seen[s.index()] {
                seen[s.index()] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// Immediate dominators from dominator sets: the strict dominator that is
/// itself dominated by all the others (the one with the largest set).
pub fn naive_idoms(doms: &[Option<BTreeSet<Block>>]) -> Vec<Option<Block>> {
    doms.iter()
        .enumerate()
        .map(|(i, d)| {
            let d = d.as_ref()?;
            d.iter()
                .filter(|&&x| x.index() != i)
                .max_by_key(|&&x| doms[x.index()].as_ref().map_or(0, BTreeSet::len))
                .copied()
        })
        .collect()
}

/// LLVM's block dominance over dominator sets: reflexive; true if `b` is
/// unreachable; false if only `a` is.
pub fn naive_dominates(doms: &[Option<BTreeSet<Block>>], a: Block, b: Block) -> bool {
    if a == b {
        return true;
    }
    match &doms[b.index()] {
        None => true,
        Some(db) => db.contains(&a),
    }
}

/// Dominance frontiers by definition: `y ∈ DF(x)` iff `x` dominates a
/// reachable predecessor of `y` and does not strictly dominate `y`
/// (reachable `x` and `y` only).
pub fn naive_frontiers(cfg: &Cfg) -> Vec<BTreeSet<Block>> {
    let doms = naive_dominators(cfg);
    let n = cfg.num_blocks();
    let mut df = vec![BTreeSet::new(); n];
    for (x, set) in df.iter_mut().enumerate() {
        let x = Block::new(x);
        if doms[x.index()].is_none() {
            continue;
        }
        for y in (0..n).map(Block::new) {
            let Some(dy) = &doms[y.index()] else { continue };
            let strictly = x != y && dy.contains(&x);
            let dominates_pred = cfg
                .predecessors(y)
                .iter()
                .any(|&p| doms[p.index()].as_ref().is_some_and(|dp| dp.contains(&x)));
            if dominates_pred && !strictly {
                set.insert(y);
            }
        }
    }
    df
}

/// The iterated dominance frontier of the reachable blocks of `defining`,
/// as the fixpoint `S' = DF(S ∪ S')`.
pub fn naive_iterated_frontier(cfg: &Cfg, defining: &[Block]) -> BTreeSet<Block> {
    let df = naive_frontiers(cfg);
    let reach = naive_reachable(cfg);
    let mut result = BTreeSet::new();
    let mut work: Vec<Block> = defining.iter().copied().filter(|b| reach[b.index()]).collect();
    let mut seen: BTreeSet<Block> = work.iter().copied().collect();
    while let Some(x) = work.pop() {
        for &y in &df[x.index()] {
            result.insert(y);
            if seen.insert(y) {
                work.push(y);
            }
        }
    }
    result
}

/// Port of the tree part of class `M` of `opt_model.py`: CFG preorder, idoms
/// (Cooper–Harvey–Kennedy over reverse postorder), children, levels,
/// dominator-tree preorder and its numbering. Maps are keyed by block as in
/// the Python; only reachable blocks appear.
#[derive(Clone, Debug)]
pub struct Model {
    /// CFG preorder (`order`).
    pub order: Vec<Block>,
    /// Immediate dominator; the entry maps to itself, as in the Python.
    pub idom: HashMap<Block, Block>,
    /// Children in the model's order.
    pub children: HashMap<Block, Vec<Block>>,
    /// Tree level.
    pub level: HashMap<Block, u32>,
    /// Dominator-tree preorder (`dtpre`).
    pub dtpre: Vec<Block>,
    /// Index in `dtpre` (`dfsin`).
    pub dfsin: HashMap<Block, u32>,
}

impl Model {
    /// Runs the model on `cfg` (which must have at least one block).
    pub fn new(cfg: &Cfg) -> Model {
        let entry = Block::new(0);
        // DFS: pop, skip if numbered, number, push successors reversed.
        let mut order = Vec::new();
        let mut numbered = HashSet::new();
        let mut st = vec![entry];
        while let Some(b) = st.pop() {
            if !numbered.insert(b) {
                continue;
            }
            order.push(b);
            st.extend(cfg.successors(b).iter().rev());
        }
        // Postorder of the recursive `dfs` (successors in order), unrolled.
        let mut post = Vec::new();
        let mut seen = HashSet::from([entry]);
        let mut frames: Vec<(Block, usize)> = vec![(entry, 0)];
        while let Some(&mut (b, ref mut i)) = frames.last_mut() {
            if let Some(&t) = cfg.successors(b).get(*i) {
                *i += 1;
                if seen.insert(t) {
                    frames.push((t, 0));
                }
            } else {
                post.push(b);
                frames.pop();
            }
        }
        let rpo: Vec<Block> = post.into_iter().rev().collect();
        let rpoi: HashMap<Block, usize> = rpo.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let mut idom: HashMap<Block, Block> = HashMap::from([(entry, entry)]);
        let mut ch = true;
        while ch {
            ch = false;
            for &b in &rpo[1..] {
                let ps: Vec<Block> = cfg.predecessors(b).iter().copied().filter(|p| idom.contains_key(p)).collect();
                let mut new = ps[0];
                for &p in &ps[1..] {
                    let (mut a, mut c) = (new, p);
                    while a != c {
                        while rpoi[&a] > rpoi[&c] {
                            a = idom[&a];
                        }
                        while rpoi[&c] > rpoi[&a] {
                            c = idom[&c];
                        }
                    }
                    new = a;
                }
                if idom.get(&b) != Some(&new) {
                    idom.insert(b, new);
                    ch = true;
                }
            }
        }
        let mut children: HashMap<Block, Vec<Block>> = order.iter().map(|&b| (b, Vec::new())).collect();
        for &b in &order[1..] {
            children.get_mut(&idom[&b]).expect("idom is reachable").push(b);
        }
        let mut level = HashMap::from([(entry, 0)]);
        for &b in &order[1..] {
            let l = level[&idom[&b]] + 1;
            level.insert(b, l);
        }
        let mut dtpre = Vec::new();
        let mut st = vec![entry];
        while let Some(b) = st.pop() {
            dtpre.push(b);
            st.extend(children[&b].iter().rev());
        }
        let dfsin = dtpre.iter().enumerate().map(|(i, &b)| (b, i as u32)).collect();
        Model {
            order,
            idom,
            children,
            level,
            dtpre,
            dfsin,
        }
    }
}

/// Port of the phi-placement loop of `M.build` in `opt_model.py`: the IDF of
/// `defining` in LLVM's order.
pub fn model_iterated_frontier(cfg: &Cfg, m: &Model, defining: &[Block]) -> Vec<Block> {
    let defblocks: HashSet<Block> = defining.iter().copied().collect();
    // heapq is a min-heap on (-level, -dfsin, b); a max-heap on (level, dfsin) pops the same.
    let mut pq: BinaryHeap<(u32, u32, Block)> = BinaryHeap::new();
    let mut v_wl: HashSet<Block> = HashSet::new();
    let mut v_pq: HashSet<Block> = HashSet::new();
    let mut idf = Vec::new();
    let mut sorted: Vec<Block> = defblocks.iter().copied().collect();
    sorted.sort();
    for b in sorted {
        if m.level.contains_key(&b) {
            pq.push((m.level[&b], m.dfsin[&b], b));
            v_wl.insert(b);
        }
    }
    while let Some((rl, _, root)) = pq.pop() {
        let mut wl = vec![root];
        while let Some(x) = wl.pop() {
            for &t in cfg.successors(x) {
                if m.level[&t] > rl || v_pq.contains(&t) {
                    continue;
                }
                v_pq.insert(t);
                idf.push(t);
                if !defblocks.contains(&t) {
                    pq.push((m.level[&t], m.dfsin[&t], t));
                }
            }
            for &c in &m.children[&x] {
                if v_wl.insert(c) {
                    wl.push(c);
                }
            }
        }
    }
    idf
}
