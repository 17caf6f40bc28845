//! Real clang-19 / llvm-stress-19 output (see `tests/data/README.md`):
//! every file parses, and the parse agrees with the text line by line.

mod common;
use llir::{BlockName, InstKind, MdKind, Module};
use std::collections::HashMap;

fn load(name: &str) -> Module {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    match llir::parse_module_bytes(name, bytes) {
        Ok(m) => m,
        Err(e) => panic!("{e}"),
    }
}

/// For LLVM-printed IR: every line of every body is a label (matching the
/// block's name and label span), a debug record, a comment, or the first
/// line of exactly one instruction whose span is that line (multi-line
/// instructions: their span covers the following lines); numbered and
/// named results match the text.
fn check_text(m: &Module) {
    for f in m.funcs.values() {
        let Some(b) = &f.body else { continue };
        let text = &m.source[f.span.range()];
        assert!(
            text.starts_with("define"),
            "@{}: span starts with {:?}",
            f.name,
            &text[..10.min(text.len())]
        );
        assert!(text.ends_with('}'));
        let open = f.span.start as usize + text.find("{\n").expect("body start") + 2;
        let end = f.span.end as usize - 1;
        let starts: HashMap<usize, &llir::InstData> = b.insts.values().map(|i| (i.span.start as usize, i)).collect();
        let labels: HashMap<usize, &llir::BlockData> = b
            .blocks
            .values()
            .filter_map(|bb| bb.label.map(|l| (l.start as usize, bb)))
            .collect();
        let mut covered_until = 0;
        let mut seen = 0;
        let mut pos = open;
        while pos < end {
            let line_end = m.source[pos..].find('\n').map_or(m.source.len(), |i| pos + i);
            let line = &m.source[pos..line_end];
            let trimmed = line.trim_start();
            let first = pos + (line.len() - trimmed.len());
            if trimmed.is_empty() || trimmed.starts_with(';') || trimmed.starts_with("#dbg_") || first < covered_until {
                // blank, comment, debug record, or a continuation line
            } else if let Some(bb) = labels.get(&first) {
                assert_eq!(&m.source[bb.label.unwrap().range()], line);
                let name = trimmed.split(':').next().unwrap();
                match &bb.name {
                    BlockName::Numbered(n) => assert_eq!(n.to_string(), name),
                    BlockName::Named(n) => assert!(name.starts_with('"') || **n == *name, "{n} vs {name}"),
                }
            } else if let Some(i) = starts.get(&first) {
                seen += 1;
                covered_until = i.span.end as usize;
                let t = &m.source[i.span.range()];
                assert!(t.contains('\n') || t == trimmed, "@{}: span {t:?} vs line {trimmed:?}", f.name);
                if let Some(rest) = trimmed.strip_prefix('%') {
                    let name = rest.split(" = ").next().unwrap();
                    let l = i.result.unwrap_or_else(|| panic!("{trimmed} has no result"));
                    if !name.starts_with('"') {
                        assert_eq!(&*b.locals[l].name, name);
                    }
                }
            } else {
                panic!("@{}: line not covered by the parse: {line:?}", f.name);
            }
            pos = line_end + 1;
        }
        assert_eq!(seen, b.insts.len(), "@{}", f.name);
        // Every block ends with its (only) terminator.
        for bb in b.blocks.values() {
            let (last, rest) = bb.insts.split_last().expect("non-empty block");
            assert!(b.insts[*last].is_terminator());
            assert!(rest.iter().all(|&i| !b.insts[i].is_terminator()));
        }
    }
}

#[test]
fn clang_c_at_o0_with_debug_info() {
    let m = load("c_features.O0g.ll");
    check_text(&m);
    // The unnamed entry block of a function with unnamed arguments...
    let sum = common::body(&m, "sum");
    assert!(!sum.blocks.is_empty());
    // ...and a switch with its cases in order.
    let sw = common::insts(&m, "sw");
    let switch = sw.iter().find(|i| matches!(i.kind, InstKind::Switch { .. })).expect("switch");
    assert_eq!(switch.successors().len(), 5);
    assert!(m.named_md.iter().any(|(n, _)| n == "llvm.dbg.cu"));
}

#[test]
fn clang_c_at_o2_with_debug_info() {
    let m = load("c_features.O2g.ll");
    check_text(&m);
    let tbaa = m
        .funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| b.insts.values())
        .filter(|i| i.metadata(&MdKind::Tbaa).is_some());
    assert!(tbaa.count() > 5);
    // Atomics survive.
    let atom = common::insts(&m, "atom");
    assert!(atom.iter().any(|i| matches!(i.kind, InstKind::AtomicRmw { .. })));
    assert!(atom.iter().any(|i| matches!(i.kind, InstKind::CmpXchg { .. })));
}

#[test]
fn itanium_and_msvc_exceptions() {
    let m = load("eh_itanium.O2g.ll");
    check_text(&m);
    let all: Vec<&llir::InstData> = m
        .funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| b.insts.values())
        .collect();
    assert!(all.iter().any(|i| matches!(i.kind, InstKind::Invoke { .. })));
    assert!(all.iter().any(|i| matches!(i.kind, InstKind::LandingPad { .. })));
    let m = load("eh_msvc.O2.ll");
    check_text(&m);
    let all: Vec<&llir::InstData> = m
        .funcs
        .values()
        .filter_map(|f| f.body.as_ref())
        .flat_map(|b| b.insts.values())
        .collect();
    assert!(all.iter().any(|i| matches!(i.kind, InstKind::CatchSwitch { .. })));
    assert!(all.iter().any(|i| matches!(i.kind, InstKind::CatchPad { .. })));
    assert!(all
        .iter()
        .any(|i| i.call().is_some_and(|c| c.bundles.iter().any(|b| &*b.tag == "funclet"))));
}

#[test]
fn gpu_targets_and_llvm_stress() {
    for name in ["gpu_amdgcn.O2.ll", "gpu_nvptx.O2.ll", "stress7.ll"] {
        let m = load(name);
        check_text(&m);
    }
    let m = load("gpu_amdgcn.O2.ll");
    assert!(m.globals.values().any(|g| g.addr_space == 3));
}
