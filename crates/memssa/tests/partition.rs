//! The partitioned Memory SSA with hand-written region oracles.

use entity::EntityId;
use flow::{Cfg, DomTree};
use llir::{Inst, Module};
use memssa::partition::{PartitionError, PartitionedMemorySsa, RegionOracle, VersionDef, VersionUse};

struct Oracle {
    n: u32,
    mu: Vec<Vec<u32>>,
    chi: Vec<Vec<u32>>,
    entry: Vec<u32>,
    exit: Vec<u32>,
}

impl RegionOracle for Oracle {
    fn num_regions(&self) -> u32 {
        self.n
    }
    fn mu_regions(&self, i: Inst) -> &[u32] {
        self.mu.get(i.index()).map(|v| &v[..]).unwrap_or(&[])
    }
    fn chi_regions(&self, i: Inst) -> &[u32] {
        self.chi.get(i.index()).map(|v| &v[..]).unwrap_or(&[])
    }
    fn entry_regions(&self) -> &[u32] {
        &self.entry
    }
    fn exit_regions(&self) -> &[u32] {
        &self.exit
    }
}

const LOOP: &str = "define void @f(ptr %p, ptr %q, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br label %loop

loop:
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %p, align 4
  br i1 %c, label %loop, label %exit

exit:
  ret void
}
";

fn parse(text: &str) -> Module {
    llir::parse_module("t.ll", text.to_string()).expect("parse")
}

fn build(m: &Module, o: &Oracle) -> Result<(PartitionedMemorySsa, Cfg, DomTree), PartitionError> {
    let f = m.func_by_name("f").expect("f");
    let body = m.funcs[f].body.as_ref().expect("body");
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    let p = PartitionedMemorySsa::build(body, &cfg, &dom, o)?;
    p.verify(body, &cfg, &dom)?;
    Ok((p, cfg, dom))
}

fn loop_oracle() -> Oracle {
    // insts: 0 store p, 1 br, 2 load q, 3 store p, 4 condbr, 5 ret
    Oracle {
        n: 2,
        mu: vec![vec![], vec![], vec![1], vec![], vec![], vec![]],
        chi: vec![vec![0], vec![], vec![], vec![0], vec![], vec![]],
        entry: vec![],
        exit: vec![0, 1],
    }
}

#[test]
fn phis_only_where_the_region_is_defined_and_text_form() {
    let m = parse(LOOP);
    let o = loop_oracle();
    let (p, _, _) = build(&m, &o).expect("valid");
    let f = m.func_by_name("f").expect("f");
    let body = m.funcs[f].body.as_ref().expect("body");
    let mut out = Vec::new();
    memssa::print::regions::print_function(&m, f, body, &p, &o, &mut out);
    let expected = "PartitionedMemorySSA for function: f
; r0 = r0
; r1 = r1
define void @f(ptr %p, ptr %q, i1 %c) {
entry:
; v0 = ENTRY(r0)
; v1 = ENTRY(r1)
; v3 = CHI(r0: v0)
  store i32 0, ptr %p, align 4
  br label %loop

loop:
; v2 = PHI(r0: {entry,v3},{loop,v4})
; MU(r1: v1)
  %v = load i32, ptr %q, align 4
; v4 = CHI(r0: v2)
  store i32 %v, ptr %p, align 4
  br i1 %c, label %loop, label %exit

exit:
; MU(r0: v4)
; MU(r1: v1)
  ret void
}
";
    assert_eq!(String::from_utf8(out).expect("utf8"), expected);
    // Def-use chains.
    assert_eq!(p.uses(1), &[VersionUse::Mu { inst: 2 }, VersionUse::Mu { inst: 5 }]);
    assert_eq!(p.uses(2), &[VersionUse::Chi { def: 4 }]);
    assert_eq!(p.uses(4), &[VersionUse::Mu { inst: 5 }, VersionUse::Phi { def: 2 }]);
    assert_eq!(p.counts(), (3, 2, 1, 2));
    let js = serde_json::to_string(&p.to_json(body, "f", &o)).expect("json");
    assert!(js.contains("\"kind\":\"phi\""), "{js}");
}

#[test]
fn bad_oracles_are_errors() {
    let m = parse(LOOP);
    let mut o = loop_oracle();
    o.chi[0] = vec![1, 0];
    assert!(matches!(build(&m, &o), Err(PartitionError::BadOracle(_))));
    let mut o = loop_oracle();
    o.mu[2] = vec![7];
    assert!(matches!(build(&m, &o), Err(PartitionError::BadOracle(_))));
}

#[test]
fn deep_dominator_tree_needs_no_recursion() {
    // A chain of 200,000 blocks, each storing to region (k % 3), then a loop back.
    let n = 200_000;
    let mut text = String::from("define void @f(ptr %p, i1 %c) {\nentry:\n  br label %b0\n");
    for k in 0..n {
        let next = if k + 1 == n { "exit".to_string() } else { format!("b{}", k + 1) };
        text.push_str(&format!("b{k}:\n  store i32 {k}, ptr %p, align 4\n  br label %{next}\n"));
    }
    text.push_str("exit:\n  br i1 %c, label %b0, label %end\nend:\n  ret void\n}\n");
    let m = parse(&text);
    let f = m.func_by_name("f").expect("f");
    let ni = m.funcs[f].body.as_ref().expect("body").insts.len();
    let mut chi = vec![Vec::new(); ni];
    for k in 0..n {
        chi[1 + 2 * k] = vec![(k % 3) as u32];
    }
    let o = Oracle {
        n: 3,
        mu: vec![Vec::new(); ni],
        chi,
        entry: vec![],
        exit: vec![0, 1, 2],
    };
    let (p, _, _) = build(&m, &o).expect("valid");
    // One phi per region at b0 (the loop header).
    let phis = p.phis(llir::Block::from_u32(1));
    assert_eq!(phis.len(), 3);
    assert!(phis.iter().all(|&v| matches!(p.versions()[v as usize].def, VersionDef::Phi { .. })));
    assert_eq!(p.counts().1, n);
}
