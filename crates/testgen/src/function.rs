//! One random function over a handful of pointers: the input of the Memory
//! SSA build and walker checks.
//!
//! Shape of the output (a whole module, the function is `@f`):
//!
//! ```text
//! @g0 = global [4 x i32] zeroinitializer      ; plus @g1 (i64) and @k (constant)
//! declare void @unk()                         ; plus @rd/@wr (argmem), @ro, @pure,
//!                                             ; memset, memcpy, assume
//! define void @f(ptr noalias %p0, ptr %p1, i1 %c, i32 %x, i64 %n) {
//! entry:
//!   %a0 = alloca [4 x i32], align 4           ; allocas, constant GEPs, pointer loads
//!   %e0 = getelementptr inbounds i8, ptr %p1, i64 4
//!   store i32 %x, ptr %e0, align 4             ; memory operations
//!   br i1 %c, label %b2, label %b1
//! b1:                                          ; blocks in shuffled layout order
//!   %h0 = phi ptr [ %p0, %entry ], [ %h0, %b1 ] ; only with loop-variant pointers
//!   ...
//! }
//! ```
//!
//! What varies: the number of blocks (1 to [`MAX_BLOCKS`]) and their
//! terminators (`ret`, `unreachable`, `br`, conditional `br` whose two
//! targets may coincide, `switch` with duplicate targets), so loops, self
//! loops, irreducible loops (forced in about one function in four) and
//! unreachable blocks all occur; the pointer arguments (1 to 4, each
//! `noalias` or not); the memory operations: loads and stores of `i8`,
//! `i32`, `i64` (plain, volatile, atomic with every ordering,
//! `!invariant.load`), `fence`, `cmpxchg`, `atomicrmw`, calls that read
//! or write anything, only their argument, only read, nothing, `memset`,
//! `memcpy` and `llvm.assume`.
//!
//! Pointers are arguments, globals, entry-block allocas, constant GEPs of
//! those (instructions and constant expressions) and pointers loaded in the
//! entry block: all *guaranteed loop invariant* in LLVM's sense, so the
//! walker's phi translation leaves them as they are. With
//! [`GeneratedFunction::loop_variant_pointers`] the generator also makes
//! pointer phis, selects, variable-index GEPs and pointer loads outside the
//! entry block, which the walker translates through phis and widens.

use crate::Bytes;
use std::fmt::Write;

/// Most blocks in a generated function (the entry included).
pub const MAX_BLOCKS: usize = 24;

/// Most memory operations in one block.
pub const MAX_OPS: usize = 6;

/// A generated module with one function `@f`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratedFunction {
    /// The module's text.
    pub text: String,
    /// Whether some memory operation may use a pointer defined outside the
    /// entry block (a phi, select, variable GEP or load there). When false,
    /// every pointer is guaranteed loop invariant and phi translation is
    /// the identity.
    pub loop_variant_pointers: bool,
}

/// The module header: globals, declarations, attribute groups, metadata.
const HEADER: &str = r#"target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g0 = global [4 x i32] zeroinitializer, align 16
@g1 = global i64 0, align 8
@k = constant i32 7, align 4

declare void @unk()
declare void @rd(ptr) #0
declare void @wr(ptr) #1
declare i32 @ro() #2
declare i32 @pure() #3
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.assume(i1)

"#;

const FOOTER: &str = r#"
attributes #0 = { memory(argmem: read) }
attributes #1 = { memory(argmem: write) }
attributes #2 = { memory(read) }
attributes #3 = { memory(none) }

!0 = !{}
"#;

/// A block's terminator; targets are block numbers, never 0 (the entry).
#[derive(Clone, Debug)]
enum Term {
    Ret,
    Unreachable,
    Br(usize),
    CondBr(usize, usize),
    Switch(usize, Vec<usize>),
}

impl Term {
    fn targets(&self) -> Vec<usize> {
        match self {
            Term::Ret | Term::Unreachable => Vec::new(),
            Term::Br(t) => vec![*t],
            Term::CondBr(a, b) => vec![*a, *b],
            Term::Switch(d, cases) => std::iter::once(*d).chain(cases.iter().copied()).collect(),
        }
    }
}

fn block_name(b: usize) -> String {
    if b == 0 {
        "entry".to_string()
    } else {
        format!("b{b}")
    }
}

/// Generates one function from `bytes`; see the module docs. Any byte
/// string (the empty one included) gives a valid module.
pub fn generate(bytes: &mut Bytes<'_>) -> GeneratedFunction {
    let n = bytes.range(1, MAX_BLOCKS);
    let n_args = bytes.range(1, 4);
    let variant = bytes.chance(1, 2);
    let irreducible = n >= 3 && bytes.chance(1, 4);

    // Terminators first, so that phis know their predecessors.
    let mut terms: Vec<Term> = Vec::with_capacity(n);
    for b in 0..n {
        let t = if n == 1 {
            if bytes.chance(1, 4) {
                Term::Unreachable
            } else {
                Term::Ret
            }
        } else {
            // Half the targets are the next block and a quarter a later
            // one, so that most blocks are reachable; the rest are anywhere
            // (loops, joins). An exhausted source gives a straight line.
            let tgt = |bytes: &mut Bytes<'_>| match bytes.below(4) {
                0 | 1 if b + 1 < n => b + 1,
                2 if b + 1 < n => bytes.range(b + 1, n - 1),
                _ => bytes.range(1, n - 1),
            };
            match bytes.below(16) {
                14 if b != 0 => Term::Ret,
                15 if b != 0 => Term::Unreachable,
                0..=5 | 14 | 15 => Term::Br(tgt(bytes)),
                6..=11 => {
                    let a = tgt(bytes);
                    let c = if bytes.chance(1, 8) { a } else { tgt(bytes) };
                    Term::CondBr(a, c)
                }
                _ => {
                    let d = tgt(bytes);
                    let k = bytes.range(1, 4);
                    let cases = (0..k).map(|_| if bytes.chance(1, 3) { d } else { tgt(bytes) }).collect();
                    Term::Switch(d, cases)
                }
            }
        };
        terms.push(t);
    }
    if irreducible {
        // entry -> {b1, b2}, b1 -> b2, b2 -> b1: a loop with two entries
        // (each block keeps one of its own targets as the loop exit).
        terms[0] = Term::CondBr(1, 2);
        for (b, other) in [(1, 2), (2, 1)] {
            let exit = terms[b].targets().first().copied().unwrap_or(3.min(n - 1));
            terms[b] = match std::mem::replace(&mut terms[b], Term::Ret) {
                Term::Switch(_, cases) => Term::Switch(other, cases),
                _ => Term::CondBr(other, exit),
            };
        }
    }
    // Random edges leave many blocks unreachable; link three in four of
    // them from a reachable block (an edge added to its terminator).
    let mut reach = reachable(&terms);
    for u in 1..n {
        if reach[u] || bytes.chance(1, 4) {
            continue;
        }
        let from: Vec<usize> = (0..n).filter(|&r| reach[r]).collect();
        let r = *bytes.pick(&from);
        terms[r] = match std::mem::replace(&mut terms[r], Term::Ret) {
            Term::Br(t) => Term::CondBr(t, u),
            Term::CondBr(a, c) => Term::Switch(a, vec![c, u]),
            Term::Switch(d, mut cases) => {
                cases.push(u);
                Term::Switch(d, cases)
            }
            Term::Ret | Term::Unreachable => Term::Br(u),
        };
        reach = reachable(&terms);
    }
    // Predecessor edges, one entry per edge (duplicates kept), in block order.
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (b, t) in terms.iter().enumerate() {
        for s in t.targets() {
            preds[s].push(b);
        }
    }
    let mut layout: Vec<usize> = (1..n).collect();
    for i in (1..layout.len()).rev() {
        let j = bytes.below(i + 1);
        layout.swap(i, j);
    }

    let mut g = Gen {
        bytes,
        out: String::new(),
        next: 0,
        invariant: Vec::new(),
        local: Vec::new(),
        used_variant: false,
    };
    let params: Vec<String> = (0..n_args)
        .map(|i| {
            let na = if g.bytes.chance(1, 2) { "noalias " } else { "" };
            format!("ptr {na}%p{i}")
        })
        .collect();
    g.invariant = (0..n_args).map(|i| format!("%p{i}")).collect();
    g.invariant.push("@g0".into());
    g.invariant.push("@g1".into());
    g.invariant.push("@k".into());
    g.invariant.push("getelementptr inbounds ([4 x i32], ptr @g0, i64 0, i64 2)".into());
    let _ = writeln!(g.out, "define void @f({}, i1 %c, i32 %x, i64 %n) {{", params.join(", "));

    for &b in std::iter::once(&0).chain(layout.iter()) {
        g.local.clear();
        let _ = writeln!(g.out, "{}:", block_name(b));
        if b == 0 {
            g.entry_pointers();
        } else if variant && !preds[b].is_empty() {
            g.phis(b, &preds[b]);
        }
        let ops = g.bytes.below(MAX_OPS + 1);
        for _ in 0..ops {
            g.operation(b, variant);
        }
        g.terminator(&terms[b]);
    }
    g.out.push_str("}\n");
    let text = format!("{HEADER}{}{FOOTER}", g.out);
    GeneratedFunction {
        text,
        loop_variant_pointers: g.used_variant,
    }
}

/// Which blocks the entry (block 0) reaches.
fn reachable(terms: &[Term]) -> Vec<bool> {
    let mut seen = vec![false; terms.len()];
    let mut stack = vec![0];
    seen[0] = true;
    while let Some(b) = stack.pop() {
        for s in terms[b].targets() {
            if !seen[s] {
                seen[s] = true;
                stack.push(s);
            }
        }
    }
    seen
}

/// The generator's state while writing the function body.
struct Gen<'b, 'a> {
    bytes: &'b mut Bytes<'a>,
    out: String,
    /// Next value number (`%vN`, `%hN`, ... share one counter).
    next: usize,
    /// Pointers usable anywhere: arguments, globals, entry definitions.
    invariant: Vec<String>,
    /// Pointers defined in the current (non-entry) block so far.
    local: Vec<String>,
    /// Whether a memory operation used a pointer of `local`.
    used_variant: bool,
}

impl Gen<'_, '_> {
    fn fresh(&mut self, prefix: &str) -> String {
        self.next += 1;
        format!("%{prefix}{}", self.next - 1)
    }

    /// A pointer for a memory operation (a local one only outside the entry).
    fn pointer(&mut self) -> String {
        if !self.local.is_empty() && self.bytes.chance(1, 2) {
            self.used_variant = true;
            return self.bytes.pick(&self.local).clone();
        }
        self.bytes.pick(&self.invariant).clone()
    }

    /// Allocas, constant GEPs and pointer loads at the top of the entry block.
    fn entry_pointers(&mut self) {
        for _ in 0..self.bytes.below(3) {
            let a = self.fresh("a");
            let ty = *self.bytes.pick(&["[4 x i32]", "i64", "ptr"]);
            let _ = writeln!(self.out, "  {a} = alloca {ty}, align 8");
            self.invariant.push(a);
        }
        for _ in 0..self.bytes.below(4) {
            let base = self.bytes.pick(&self.invariant).clone();
            if self.bytes.chance(1, 3) {
                let l = self.fresh("e");
                let _ = writeln!(self.out, "  {l} = load ptr, ptr {base}, align 8");
                self.invariant.push(l);
            } else {
                let e = self.fresh("e");
                let off = *self.bytes.pick(&[0, 4, 8, 2]);
                let _ = writeln!(self.out, "  {e} = getelementptr inbounds i8, ptr {base}, i64 {off}");
                self.invariant.push(e);
            }
        }
    }

    /// Pointer phis at the top of block `b` (one incoming entry per edge).
    fn phis(&mut self, b: usize, preds: &[usize]) {
        let k = self.bytes.below(3);
        let names: Vec<String> = (0..k).map(|_| self.fresh("h")).collect();
        for name in &names {
            let mut chosen: Vec<(usize, String)> = Vec::new();
            let mut incoming = Vec::new();
            for &p in preds {
                let v = match chosen.iter().find(|(q, _)| *q == p) {
                    Some((_, v)) => v.clone(),
                    None => {
                        // A self loop may carry one of this block's phis.
                        let v = if p == b && self.bytes.chance(1, 2) {
                            self.bytes.pick(&names).clone()
                        } else {
                            self.bytes.pick(&self.invariant).clone()
                        };
                        chosen.push((p, v.clone()));
                        v
                    }
                };
                incoming.push(format!("[ {v}, %{} ]", block_name(p)));
            }
            let _ = writeln!(self.out, "  {name} = phi ptr {}", incoming.join(", "));
        }
        self.local.extend(names);
    }

    /// One random memory operation (or a pointer definition) in block `b`.
    fn operation(&mut self, b: usize, variant: bool) {
        let (ty, align, val) = match self.bytes.below(4) {
            0 => ("i8", 1, "7".to_string()),
            1 => ("i64", 8, "%n".to_string()),
            _ => ("i32", 4, if self.bytes.chance(1, 2) { "%x".to_string() } else { b.to_string() }),
        };
        let choice = self.bytes.below(if variant && b != 0 { 26 } else { 22 });
        match choice {
            0..=5 => {
                let p = self.pointer();
                let v = self.fresh("v");
                let _ = writeln!(self.out, "  {v} = load {ty}, ptr {p}, align {align}");
            }
            6..=10 => {
                let p = self.pointer();
                let _ = writeln!(self.out, "  store {ty} {val}, ptr {p}, align {align}");
            }
            11 => {
                let p = self.pointer();
                let v = self.fresh("v");
                if self.bytes.chance(1, 2) {
                    let _ = writeln!(self.out, "  {v} = load volatile {ty}, ptr {p}, align {align}");
                } else {
                    let _ = writeln!(self.out, "  {v} = load {ty}, ptr {p}, align {align}, !invariant.load !0");
                }
            }
            12 => {
                let p = self.pointer();
                let ord = *self.bytes.pick(&["unordered", "monotonic", "acquire", "seq_cst"]);
                let v = self.fresh("v");
                let _ = writeln!(self.out, "  {v} = load atomic i32, ptr {p} {ord}, align 4");
            }
            13 => {
                let p = self.pointer();
                if self.bytes.chance(1, 2) {
                    let ord = *self.bytes.pick(&["unordered", "monotonic", "release", "seq_cst"]);
                    let _ = writeln!(self.out, "  store atomic i32 %x, ptr {p} {ord}, align 4");
                } else {
                    let _ = writeln!(self.out, "  store volatile {ty} {val}, ptr {p}, align {align}");
                }
            }
            14 => {
                let ord = *self.bytes.pick(&["acquire", "release", "acq_rel", "seq_cst"]);
                let _ = writeln!(self.out, "  fence {ord}");
            }
            15 => {
                let p = self.pointer();
                let v = self.fresh("v");
                if self.bytes.chance(1, 2) {
                    let _ = writeln!(self.out, "  {v} = cmpxchg ptr {p}, i32 0, i32 %x seq_cst monotonic, align 4");
                } else {
                    let _ = writeln!(self.out, "  {v} = atomicrmw add ptr {p}, i32 1 monotonic, align 4");
                }
            }
            16 => {
                let _ = writeln!(self.out, "  call void @unk()");
            }
            17 => {
                let p = self.pointer();
                let f = *self.bytes.pick(&["@rd", "@wr"]);
                let _ = writeln!(self.out, "  call void {f}(ptr {p})");
            }
            18 => {
                let v = self.fresh("v");
                let f = *self.bytes.pick(&["@ro", "@pure"]);
                let _ = writeln!(self.out, "  {v} = call i32 {f}()");
            }
            19 => {
                let p = self.pointer();
                let len = *self.bytes.pick(&[1, 4, 8, 16]);
                let _ = writeln!(self.out, "  call void @llvm.memset.p0.i64(ptr {p}, i8 0, i64 {len}, i1 false)");
            }
            20 => {
                let p = self.pointer();
                let q = self.pointer();
                let len = *self.bytes.pick(&[1, 4, 8]);
                let _ = writeln!(
                    self.out,
                    "  call void @llvm.memcpy.p0.p0.i64(ptr {p}, ptr {q}, i64 {len}, i1 false)"
                );
            }
            21 => {
                let _ = writeln!(self.out, "  call void @llvm.assume(i1 %c)");
            }
            // Loop-variant pointers (outside the entry block only).
            22 => {
                let p = self.pointer();
                let q = self.fresh("q");
                let _ = writeln!(self.out, "  {q} = getelementptr inbounds i32, ptr {p}, i64 %n");
                self.local.push(q);
            }
            23 => {
                let p = self.pointer();
                let r = self.pointer();
                let q = self.fresh("q");
                let _ = writeln!(self.out, "  {q} = select i1 %c, ptr {p}, ptr {r}");
                self.local.push(q);
            }
            24 => {
                let p = self.pointer();
                let q = self.fresh("q");
                let _ = writeln!(self.out, "  {q} = load ptr, ptr {p}, align 8");
                self.local.push(q);
            }
            _ => {
                let p = self.pointer();
                let q = self.fresh("q");
                let off = *self.bytes.pick(&[0, 4, 8]);
                let _ = writeln!(self.out, "  {q} = getelementptr inbounds i8, ptr {p}, i64 {off}");
                self.local.push(q);
            }
        }
    }

    fn terminator(&mut self, t: &Term) {
        let line = match t {
            Term::Ret => "  ret void".to_string(),
            Term::Unreachable => "  unreachable".to_string(),
            Term::Br(a) => format!("  br label %{}", block_name(*a)),
            Term::CondBr(a, c) => format!("  br i1 %c, label %{}, label %{}", block_name(*a), block_name(*c)),
            Term::Switch(d, cases) => {
                let cs: Vec<String> = cases
                    .iter()
                    .enumerate()
                    .map(|(k, t)| format!("i32 {k}, label %{}", block_name(*t)))
                    .collect();
                format!("  switch i32 %x, label %{} [ {} ]", block_name(*d), cs.join(" "))
            }
        };
        self.out.push_str(&line);
        self.out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_bytes;

    #[test]
    fn empty_bytes_give_a_one_block_function() {
        let g = generate(&mut Bytes::new(&[]));
        assert!(
            g.text
                .contains("define void @f(ptr %p0, i1 %c, i32 %x, i64 %n) {\nentry:\n  ret void\n}\n"),
            "{}",
            g.text
        );
        assert!(!g.loop_variant_pointers);
    }

    #[test]
    fn same_bytes_same_function() {
        for seed in 0..50 {
            let bytes = random_bytes(seed, 300);
            assert_eq!(generate(&mut Bytes::new(&bytes)), generate(&mut Bytes::new(&bytes)));
        }
    }

    /// Every shape the module docs promise shows up within a few hundred seeds.
    #[test]
    fn shapes_occur() {
        let mut seen = [false; 8];
        for seed in 0..400 {
            let g = generate(&mut Bytes::new(&random_bytes(seed, 400)));
            let t = &g.text;
            seen[0] |= t.contains("switch");
            seen[1] |= t.contains(" = phi ptr");
            seen[2] |= t.contains("fence");
            seen[3] |= t.contains("load atomic");
            seen[4] |= t.contains("@llvm.memcpy.p0.p0.i64(ptr");
            seen[5] |= t.contains("unreachable\n");
            seen[6] |= g.loop_variant_pointers;
            seen[7] |= t.contains("br i1 %c, label %b1, label %b2\n");
        }
        assert_eq!(seen, [true; 8]);
    }
}
