//! Randomised edit sequences against the updater: after every edit the
//! verifier passes on the edited layout, and the Memory SSA agrees with a
//! build from scratch of the edited program (`MemorySsa::build_with_layout`):
//!
//! * every Use and Def that is not optimized names the same defining access
//!   as in the fresh build (a phi of the fresh build whose operands all
//!   name one access stands for that access: the updater removes such
//!   phis, the builder keeps them);
//! * the walker's clobber of every access equals the fresh build's, except
//!   for answers cached before the edit, which must be at or below the
//!   fresh answer (sound: never above a clobber).
//!
//! Inputs: the byte-driven generator of the fuzz targets
//! (`testgen::function`: random CFGs with loops, irreducible loops,
//! unreachable blocks, duplicate switch edges; loads, stores, atomics,
//! fences, calls), fixed seeds. Edits: remove an instruction, put a removed
//! one back anywhere, hoist one to the end of a random block; between
//! edits, random accesses are queried so that stale caches are exercised.

use alias::{BatchAA, FunctionAA};
use flow::{Cfg, DomTree};
use llir::{Block, Inst};
use memssa::{
    verify_layout, Access, AccessKind, BuildConfig, ClobberWalker, InsertPoint, Layout, MemorySsa, Updater, VerifyLevel, WalkerConfig,
};
use testgen::{Bytes, SplitMix64};

/// An access named independently of access ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Name {
    LiveOnEntry,
    Inst(Inst),
    Phi(Block),
}

/// `a`'s name, looking through phis whose operands name one access.
fn name(m: &MemorySsa, mut a: Access) -> Name {
    for _ in 0..m.num_accesses() {
        match m.kind(a) {
            AccessKind::LiveOnEntry => return Name::LiveOnEntry,
            AccessKind::Def | AccessKind::Use => return Name::Inst(m.inst(a).unwrap()),
            AccessKind::Phi => {
                let mut values = m.incoming(a).iter().map(|&(_, v)| v).filter(|&v| v != a);
                let first = values.next();
                match first {
                    Some(v) if values.all(|w| w == v) => a = v,
                    _ => return Name::Phi(m.block(a)),
                }
            }
        }
    }
    panic!("a cycle of trivial phis");
}

/// Does `a` dominate `b` in the edited program (phis first in a block,
/// then instructions in layout order)?
fn name_dominates(dom: &DomTree, layout: &Layout, a: Name, b: Name) -> bool {
    let place = |n: Name| match n {
        Name::LiveOnEntry => None,
        Name::Phi(bl) => Some((bl, 0)),
        Name::Inst(i) => Some((layout.inst_block(i).unwrap(), layout.index_in_block(i).unwrap() + 1)),
    };
    match (place(a), place(b)) {
        (None, _) => true,
        (_, None) => false,
        (Some((ba, ka)), Some((bb, kb))) => {
            if ba == bb {
                ka <= kb
            } else {
                dom.dominates(ba, bb)
            }
        }
    }
}

const CONFIG: WalkerConfig = WalkerConfig {
    limit: 1_000_000,
    invariant_group: false,
};

fn run_seed(seed: u64) -> Result<usize, String> {
    let mut rng = SplitMix64::new(seed);
    let data: Vec<u8> = (0..600).map(|_| rng.next_u64() as u8).collect();
    let mut bytes = Bytes::new(&data);
    let g = testgen::function::generate(&mut bytes);
    let module = llir::parse_module("generated.ll", g.text.clone()).map_err(|e| e.to_string())?;
    let func = module.func_by_name("f").unwrap();
    let body = module.funcs[func].body.as_ref().unwrap();
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let config = BuildConfig::default();
    let mssa = MemorySsa::build(&module, func, body, &cfg, &dom, &config);
    let aa = FunctionAA::new(&module, func, &dom).map_err(|e| e.to_string())?;
    let batch = BatchAA::new(&aa);
    let mut walker = ClobberWalker::new(&aa, &batch, &dom, CONFIG);
    let mut u = Updater::new(&module, func, body, &cfg, &dom, config, mssa);
    let mut edit_rng = SplitMix64::new(seed ^ 0x5eed);
    let mut pick = |n: usize| (edit_rng.next_u64() % n.max(1) as u64) as usize;
    let mut removed: Vec<Inst> = Vec::new();
    let mut edits = 0;
    let fail = |msg: String| format!("seed {seed}: {msg}\n{}", g.text);
    for step in 0..10 {
        // Warm some caches.
        let placed: Vec<Inst> = u.layout().blocks().flat_map(|b| u.layout().block_insts(b).to_vec()).collect();
        for &i in &placed {
            if pick(3) == 0 {
                if let Some(a) = u.mssa().access_of(i) {
                    walker.clobbering_access(u.mssa_mut(), a);
                }
            }
        }
        let movable: Vec<Inst> = placed.iter().copied().filter(|&i| !body.insts[i].is_terminator()).collect();
        let what = pick(3);
        let description;
        if what == 1 && !removed.is_empty() {
            let i = removed.swap_remove(pick(removed.len()));
            let at = if pick(2) == 0 {
                InsertPoint::Before(placed[pick(placed.len())])
            } else {
                InsertPoint::End(Block::from_u32(pick(body.blocks.len()) as u32))
            };
            u.insert_inst(i, at).map_err(|e| fail(format!("insert: {e}")))?;
            description = format!("insert {i:?} at {at:?}");
        } else if what == 2 && !movable.is_empty() {
            let i = movable[pick(movable.len())];
            let at = InsertPoint::End(Block::from_u32(pick(body.blocks.len()) as u32));
            u.move_inst(i, at).map_err(|e| fail(format!("move: {e}")))?;
            description = format!("move {i:?} to {at:?}");
        } else if !movable.is_empty() {
            let i = movable[pick(movable.len())];
            u.remove_inst(i).map_err(|e| fail(format!("remove: {e}")))?;
            removed.push(i);
            description = format!("remove {i:?}");
        } else {
            continue;
        }
        edits += 1;
        let fail = |msg: String| fail(format!("after edit {step} ({description}): {msg}"));
        verify_layout(u.mssa(), body, u.layout(), &cfg, &dom, VerifyLevel::Full).map_err(|e| fail(format!("updated: {e:?}")))?;
        let mut fresh = MemorySsa::build_with_layout(&module, func, body, u.layout(), &cfg, &dom, &config);
        verify_layout(&fresh, body, u.layout(), &cfg, &dom, VerifyLevel::Full).map_err(|e| fail(format!("fresh: {e:?}")))?;
        let fresh_batch = BatchAA::new(&aa);
        let mut fresh_walker = ClobberWalker::new(&aa, &fresh_batch, &dom, CONFIG);
        let placed: Vec<Inst> = u.layout().blocks().flat_map(|b| u.layout().block_insts(b).to_vec()).collect();
        // Structure: defining accesses of the accesses not optimized.
        for &i in &placed {
            let (a, f) = (u.mssa().access_of(i), fresh.access_of(i));
            let (Some(a), Some(f)) = (a, f) else {
                if a.is_some() != f.is_some() {
                    return Err(fail(format!("{i:?} has an access in only one of them")));
                }
                continue;
            };
            if u.mssa().kind(a) != fresh.kind(f) {
                return Err(fail(format!("{i:?}: kinds differ")));
            }
            if !u.mssa().is_optimized(a) && !fresh.is_optimized(f) {
                let (x, y) = (
                    name(u.mssa(), u.mssa().defining_access(a).unwrap()),
                    name(&fresh, fresh.defining_access(f).unwrap()),
                );
                if x != y {
                    let b = u.layout().inst_block(i).unwrap();
                    let dump = |m: &MemorySsa| {
                        let mut t = String::new();
                        for bl in u.layout().blocks() {
                            if let Some(p) = m.phi_of(bl) {
                                let inc: Vec<_> = m
                                    .incoming(p)
                                    .iter()
                                    .map(|&(pb, v)| (pb, m.kind(v), m.block(v), m.inst(v)))
                                    .collect();
                                t += &format!("phi {bl:?}: {inc:?}\n");
                            }
                        }
                        t
                    };
                    eprintln!("UPDATED\n{}FRESH\n{}", dump(u.mssa()), dump(&fresh));
                    return Err(fail(format!(
                        "{i:?} in {b:?} (reachable: {}, idom {:?}): defining access {x:?}, fresh {y:?}",
                        dom.is_reachable(b),
                        dom.idom(b)
                    )));
                }
            }
        }
        // Clobbers.
        for &i in &placed {
            let (Some(a), Some(f)) = (u.mssa().access_of(i), fresh.access_of(i)) else {
                continue;
            };
            let cached = u.mssa().is_optimized(a);
            let cu = walker.clobbering_access(u.mssa_mut(), a);
            let cf = fresh_walker.clobbering_access(&mut fresh, f);
            let (x, y) = (name(u.mssa(), cu), name(&fresh, cf));
            let ok = if cached { name_dominates(&dom, u.layout(), y, x) } else { x == y };
            if !ok {
                return Err(fail(format!("{i:?}: clobber {x:?} (cached: {cached}), fresh {y:?}")));
            }
        }
    }
    Ok(edits)
}

#[test]
fn random_edit_sequences_match_a_fresh_build() {
    let mut edits = 0;
    let mut failures = Vec::new();
    for seed in 0..1000 {
        match run_seed(seed) {
            Ok(n) => edits += n,
            Err(e) => failures.push(e),
        }
    }
    assert!(failures.is_empty(), "{} failures; first:\n{}", failures.len(), failures[0]);
    assert!(edits > 5000, "only {edits} edits were made");
}
