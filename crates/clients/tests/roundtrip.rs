//! Randomised: the passes on generated functions (the fuzz targets'
//! generator: loops, irreducible control flow, unreachable blocks; loads,
//! stores, atomics, fences, calls), in every alias mode, with the updated
//! Memory SSA verified against the edited layout after the passes. Then
//! the written module is parsed again and must be the edited program:
//! the same blocks holding the same kinds of instructions in the order of
//! the edited layout (replayed from the edits with a fresh
//! `memssa::Updater`), and a Memory SSA built from scratch from the text
//! with the same accesses and reaching definitions as one built over the
//! layout. Seeds are fixed.

use clients::{optimize, write_module, AliasMode, Options};
use flow::{Cfg, DomTree};
use llir::{Block, Inst};
use memssa::{AccessKind, BuildConfig, InsertPoint, MemorySsa, Updater};
use testgen::{Bytes, SplitMix64};

/// An access named by its instruction's place in the edited program.
#[derive(Debug, PartialEq, Eq)]
enum Name {
    LiveOnEntry,
    Inst(usize, usize),
    Phi(usize),
}

fn check(seed: u64, aa: AliasMode) -> Result<usize, String> {
    let mut rng = SplitMix64::new(seed);
    let data: Vec<u8> = (0..800).map(|_| rng.next_u64() as u8).collect();
    let g = testgen::function::generate(&mut Bytes::new(&data));
    let module = llir::parse_module("generated.ll", g.text.clone()).map_err(|e| e.to_string())?;
    let funcs = memssa::driver::definitions(&module);
    let opts = Options {
        aa,
        verify: true,
        ..Options::all()
    };
    let fail = |m: String| format!("seed {seed} {aa:?}: {m}\n{}", g.text);
    let outcome = optimize(&module, &funcs, &opts).map_err(|e| fail(e.to_string()))?;
    let written = write_module(&module, &outcome.edits);
    let out = llir::parse_module("out.ll", written.clone()).map_err(|e| fail(format!("the output does not parse: {e}\n{written}")))?;
    let Some(edits) = outcome.edits.first() else {
        if written != g.text {
            return Err(fail("no edits, but the text changed".into()));
        }
        return Ok(0);
    };
    // Replay the edits.
    let func = edits.func;
    let body = module.funcs[func].body.as_ref().unwrap();
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let config = BuildConfig::default();
    let mssa = MemorySsa::build(&module, func, body, &cfg, &dom, &config);
    let mut up = Updater::new(&module, func, body, &cfg, &dom, config, mssa);
    for &i in &edits.removed {
        up.remove_inst(i).map_err(|e| fail(e.to_string()))?;
    }
    for &(i, b) in &edits.hoisted {
        up.move_inst(i, InsertPoint::End(b)).map_err(|e| fail(e.to_string()))?;
    }
    let layout = up.layout();
    let by_layout = MemorySsa::build_with_layout(&module, func, body, layout, &cfg, &dom, &config);
    // The text.
    let f2 = out
        .func_by_name(&module.funcs[func].name)
        .ok_or_else(|| fail("function lost".into()))?;
    let body2 = out.funcs[f2].body.as_ref().unwrap();
    let cfg2 = Cfg::from_body(body2);
    let dom2 = DomTree::compute(&cfg2);
    let fresh = MemorySsa::build(&out, f2, body2, &cfg2, &dom2, &config);
    if body2.blocks.len() != body.blocks.len() {
        return Err(fail("block count changed".into()));
    }
    // Instruction k of block b in both, and a name for every access.
    let place = |m: &MemorySsa, a, insts: &dyn Fn(Block) -> Vec<Inst>| -> Name {
        match m.kind(a) {
            AccessKind::LiveOnEntry => Name::LiveOnEntry,
            AccessKind::Phi => Name::Phi(m.block(a).as_u32() as usize),
            _ => {
                let i = m.inst(a).unwrap();
                let b = m.block(a);
                let k = insts(b).iter().position(|&x| x == i).unwrap();
                Name::Inst(b.as_u32() as usize, k)
            }
        }
    };
    let insts1 = |b: Block| layout.block_insts(b).to_vec();
    let insts2 = |b: Block| body2.blocks[b].insts.clone();
    for b in layout.blocks() {
        let (l1, l2) = (insts1(b), insts2(b));
        if l1.len() != l2.len() {
            return Err(fail(format!("{b:?}: {} instructions, text has {}\n{written}", l1.len(), l2.len())));
        }
        for (&i1, &i2) in l1.iter().zip(&l2) {
            if std::mem::discriminant(&body.insts[i1].kind) != std::mem::discriminant(&body2.insts[i2].kind) {
                return Err(fail(format!("{b:?}: {i1:?} and {i2:?} differ\n{written}")));
            }
            match (by_layout.access_of(i1), fresh.access_of(i2)) {
                (None, None) => {}
                (Some(a1), Some(a2)) => {
                    let d1 = place(&by_layout, by_layout.defining_access(a1).unwrap(), &insts1);
                    let d2 = place(&fresh, fresh.defining_access(a2).unwrap(), &insts2);
                    if by_layout.kind(a1) != fresh.kind(a2) || d1 != d2 {
                        return Err(fail(format!("{i1:?}: defining {d1:?}, from the text {d2:?}\n{written}")));
                    }
                }
                _ => return Err(fail(format!("{i1:?}: an access on one side only"))),
            }
        }
    }
    Ok(outcome.actions.len())
}

#[test]
fn written_modules_are_the_edited_programs() {
    let mut actions = 0;
    for seed in 0..300 {
        for aa in [AliasMode::Llvm, AliasMode::Andersen, AliasMode::FlowSensitive] {
            actions += check(seed, aa).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    assert!(actions > 300, "only {actions} transformations");
}
