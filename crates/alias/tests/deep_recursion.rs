//! BasicAA recurses through phis, selects and GEP bases like LLVM, bounded
//! by LLVM's query depth limit (512). A chain of 3000 phis must hit that
//! limit and answer `MayAlias` (as opt-19 does) without overflowing the
//! stack of an ordinary 2 MiB thread.

use alias::{AliasOracle, FunctionAA, LocationSize, MemoryLocation};

fn chain(n: usize) -> String {
    let mut s = String::from("define void @deep(ptr noalias %a, ptr noalias %b, i1 %c) {\nentry:\n  br label %b0\n");
    let mut prev = "%a".to_string();
    for i in 0..n {
        let from = if i == 0 { "entry".to_string() } else { format!("b{}", i - 1) };
        s += &format!("b{i}:\n  %p{i} = phi ptr [ {prev}, %{from} ], [ {prev}, %x{i} ]\n  br i1 %c, label %x{i}, label %b{}\nx{i}:\n  br label %b{i}\n", i + 1);
        prev = format!("%p{i}");
    }
    s += &format!("b{n}:\n  store i32 0, ptr {prev}\n  store i32 1, ptr %b\n  ret void\n}}\n");
    s
}

#[test]
fn long_phi_chain_hits_the_depth_limit_without_overflow() {
    let handle = std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(|| {
            let m = llir::parse_module("deep.ll", chain(3000)).expect("parses");
            let f = m.func_by_name("deep").expect("function");
            let body = m.funcs[f].body.as_ref().expect("body");
            let dom = flow::DomTree::compute(&flow::Cfg::from_body(body));
            let aa = FunctionAA::new(&m, f, &dom).expect("definition");
            let last = body
                .locals
                .iter()
                .find(|(_, l)| &*l.name == "p2999")
                .map(|(l, _)| l)
                .expect("p2999");
            let b = body.locals.iter().find(|(_, l)| &*l.name == "b").map(|(l, _)| l).expect("b");
            let r = aa.alias(
                &MemoryLocation::new(aa.local_val(last), LocationSize::precise(4)),
                &MemoryLocation::new(aa.local_val(b), LocationSize::precise(4)),
            );
            // opt-19 answers MayAlias: the depth limit stops the proof.
            assert_eq!(r, alias::AliasResult::MayAlias);
            // A short chain is proved NoAlias (both arguments are noalias).
            let m2 = llir::parse_module("short.ll", chain(10)).expect("parses");
            let f2 = m2.func_by_name("deep").expect("function");
            let body2 = m2.funcs[f2].body.as_ref().expect("body");
            let dom2 = flow::DomTree::compute(&flow::Cfg::from_body(body2));
            let aa2 = FunctionAA::new(&m2, f2, &dom2).expect("definition");
            let p9 = body2.locals.iter().find(|(_, l)| &*l.name == "p9").map(|(l, _)| l).expect("p9");
            let b2 = body2.locals.iter().find(|(_, l)| &*l.name == "b").map(|(l, _)| l).expect("b");
            let r2 = aa2.alias(
                &MemoryLocation::new(aa2.local_val(p9), LocationSize::precise(4)),
                &MemoryLocation::new(aa2.local_val(b2), LocationSize::precise(4)),
            );
            assert_eq!(r2, alias::AliasResult::NoAlias);
        })
        .expect("spawn");
    handle.join().expect("no stack overflow, assertions hold");
}
