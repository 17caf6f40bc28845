//! `llir::slots` on shapes no compiler output has: very deep node chains
//! (no recursion), cycles, and many threads sharing one `ModuleSlots`.

use llir::parse_module;
use llir::slots::{rewrite_refs, ModuleSlots};
use std::fmt::Write as _;
use std::path::Path;

const CHAIN: u32 = 200_000;

/// `!0 -> !1 -> ... -> !(CHAIN-1)`; `@first` names the middle of the chain,
/// `@second` its head, `@third` a cycle `!a <-> !b` with a self loop `!c`.
fn chain_module() -> String {
    let mut s = String::new();
    s.push_str("define void @first(ptr %p) {\n  store i32 0, ptr %p, align 4, !foo !100000\n  ret void\n}\n\n");
    s.push_str("define void @second(ptr %p) {\n  store i32 0, ptr %p, align 4, !foo !0\n  ret void\n}\n\n");
    let (a, b, c) = (CHAIN, CHAIN + 1, CHAIN + 2);
    writeln!(
        s,
        "define void @third(ptr %p) {{\n  store i32 0, ptr %p, align 4, !foo !{b}, !bar !{c}\n  ret void\n}}\n"
    )
    .unwrap();
    for i in 0..CHAIN - 1 {
        writeln!(s, "!{i} = !{{!{}}}", i + 1).unwrap();
    }
    writeln!(s, "!{} = !{{!\"end\"}}", CHAIN - 1).unwrap();
    writeln!(s, "!{a} = distinct !{{!{b}, !{c}}}").unwrap();
    writeln!(s, "!{b} = distinct !{{!{a}}}").unwrap();
    writeln!(s, "!{c} = distinct !{{!{c}, !{a}}}").unwrap();
    s
}

#[test]
fn deep_chains_and_cycles() {
    let module = parse_module("chain", chain_module()).unwrap();
    let slots = ModuleSlots::compute(&module);
    assert_eq!(slots.module_md_count(), 0, "no globals, no named metadata");
    let first = slots.for_function(&module, module.func_by_name("first").unwrap());
    assert_eq!(first.md(100_000), Some(0));
    assert_eq!(first.md(CHAIN - 1), Some(CHAIN - 1 - 100_000));
    assert_eq!(first.md(0), None, "not reached from @first");
    let second = slots.for_function(&module, module.func_by_name("second").unwrap());
    assert_eq!(second.md(0), Some(0));
    assert_eq!(second.md(100_000), Some(100_000), "each function is numbered afresh");
    assert_eq!(second.md(CHAIN - 1), Some(CHAIN - 1));
    assert!(second.is_identity());
    // !b first: b=0, a=1, then a's operands: b (done), c=2; c is a root too.
    let third = slots.for_function(&module, module.func_by_name("third").unwrap());
    assert_eq!(third.md_pairs(), &[(CHAIN, 1), (CHAIN + 1, 0), (CHAIN + 2, 2)]);
    let mut out = Vec::new();
    rewrite_refs(&format!("!foo !{}, !bar !{}", CHAIN + 1, CHAIN + 2), &third, &mut out);
    assert_eq!(out, b"!foo !0, !bar !2");
}

#[test]
fn parallel_use_gives_the_sequential_result() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/slots/classes.O2.g.ll");
    let module = parse_module("classes", std::fs::read_to_string(path).unwrap()).unwrap();
    let slots = ModuleSlots::compute(&module);
    let funcs: Vec<llir::Func> = module.funcs.keys().collect();
    let sequential: Vec<_> = funcs.iter().map(|&f| slots.for_function(&module, f)).collect();
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..4)
            .map(|t| {
                let (slots, module, funcs) = (&slots, &module, &funcs);
                scope.spawn(move || {
                    funcs
                        .iter()
                        .skip(t)
                        .step_by(2)
                        .map(|&f| (f, slots.for_function(module, f)))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        for h in handles {
            for (f, fs) in h.join().unwrap() {
                assert_eq!(fs, sequential[f.as_u32() as usize]);
            }
        }
    });
    assert!(sequential.iter().filter(|fs| !fs.is_identity()).count() > 5);
}
