//! A random module that moves pointers around: the input of the Andersen
//! checks.
//!
//! Shape of the output:
//!
//! ```text
//! %S = type { ptr, i32, ptr }
//! @G0 = global ptr null, align 8               ; @G1 -> @G0, @T = [2 x ptr] of
//!                                              ; functions, @S0 = %S struct
//! declare ptr @malloc(i64)                     ; calloc, realloc, free, strchr,
//!                                              ; qsort, memcpy, an unknown @ext
//! define ptr @f0(ptr %a0, ptr %a1) {           ; 1 to MAX_FUNCS functions of 0-3
//! entry:                                       ; pointer parameters
//!   %cnd = icmp eq ptr %a0, null
//!   %v0 = alloca %S, align 8
//!   store ptr @f1, ptr %v0, align 8
//!   %v1 = load ptr, ptr %v0, align 8
//!   %v2 = call ptr %v1(ptr %a1)                ; indirect call, any arity
//!   br i1 %cnd, label %l, label %r             ; an optional diamond
//! ...
//! j:
//!   %v9 = phi ptr [ %v5, %l ], [ %v7, %r ]
//!   ret ptr %v9
//! }
//! define i32 @main() { ... }                   ; in about half the modules
//! ```
//!
//! Operations: allocas of pointers, arrays and structs; `malloc`, `calloc`,
//! `realloc`, `free`; loads and stores of pointers (function addresses
//! included); field, array, byte and variable GEPs; `ptrtoint`/`inttoptr`;
//! `select`; `insertvalue`/`extractvalue` of a pointer pair; `atomicrmw
//! xchg` and `cmpxchg` of pointers; direct calls, indirect calls with any
//! number of arguments (so callee filtering by type matters), calls of an
//! unknown external, `strchr`, `qsort` with a callback, `memcpy`. Every
//! function returns a pointer it has seen, so allocation wrappers (heap
//! cloning) arise on their own.

use crate::Bytes;
use std::fmt::Write;

/// Most defined functions in a module (`main` not counted).
pub const MAX_FUNCS: usize = 5;

/// Most operations in one block.
pub const MAX_OPS: usize = 10;

const HEADER: &str = r#"target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%S = type { ptr, i32, ptr }

declare ptr @malloc(i64)
declare ptr @calloc(i64, i64)
declare ptr @realloc(ptr, i64)
declare void @free(ptr)
declare ptr @ext(ptr)
declare ptr @strchr(ptr, i32)
declare void @qsort(ptr, i64, i64, ptr)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

"#;

/// Generates one module from `bytes`; see the module docs. Any byte string
/// (the empty one included) gives a valid module.
pub fn generate(bytes: &mut Bytes<'_>) -> String {
    let nf = bytes.range(1, MAX_FUNCS);
    let arity: Vec<usize> = (0..nf).map(|_| bytes.below(4)).collect();
    let with_main = bytes.chance(1, 2);
    let mut out = String::from(HEADER);
    let f = |k: usize| format!("@f{}", k % nf);
    let _ = writeln!(out, "@G0 = global ptr null, align 8");
    let _ = writeln!(out, "@G1 = global ptr @G0, align 8");
    let _ = writeln!(out, "@T = global [2 x ptr] [ptr {}, ptr null], align 8", f(bytes.below(nf)));
    let _ = writeln!(out, "@S0 = global %S {{ ptr @G1, i32 0, ptr {} }}, align 8", f(bytes.below(nf)));
    out.push('\n');
    let mut fixed: Vec<String> = ["@G0", "@G1", "@T", "@S0", "null"].iter().map(|s| s.to_string()).collect();
    fixed.extend((0..nf).map(|k| format!("@f{k}")));
    for (k, &ar) in arity.iter().enumerate() {
        let params: Vec<String> = (0..ar).map(|i| format!("ptr %a{i}")).collect();
        let _ = writeln!(out, "define ptr @f{k}({}) {{", params.join(", "));
        let mut pool = fixed.clone();
        pool.extend((0..ar).map(|i| format!("%a{i}")));
        let mut g = Body {
            bytes,
            out: &mut out,
            next: 0,
            arity: &arity,
        };
        let ret = g.body(pool);
        let _ = writeln!(out, "  ret ptr {ret}\n}}\n");
    }
    if with_main {
        let _ = writeln!(out, "define i32 @main() {{");
        let mut g = Body {
            bytes,
            out: &mut out,
            next: 0,
            arity: &arity,
        };
        g.body(fixed.clone());
        let _ = writeln!(out, "  ret i32 0\n}}");
    }
    out
}

/// Writes one function body.
struct Body<'b, 'a, 'o> {
    bytes: &'b mut Bytes<'a>,
    out: &'o mut String,
    next: usize,
    arity: &'b [usize],
}

impl Body<'_, '_, '_> {
    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next - 1)
    }

    /// The blocks (entry, optionally a diamond); returns the value to return.
    fn body(&mut self, mut pool: Vec<String>) -> String {
        let _ = writeln!(self.out, "entry:");
        let first = pool.last().cloned().unwrap_or_else(|| "null".into());
        let _ = writeln!(self.out, "  %cnd = icmp eq ptr {first}, null");
        self.block(&mut pool);
        if self.bytes.chance(1, 2) {
            let _ = writeln!(self.out, "  br i1 %cnd, label %l, label %r");
            let mut arms = Vec::new();
            for arm in ["l", "r"] {
                let _ = writeln!(self.out, "{arm}:");
                let mut p = pool.clone();
                self.block(&mut p);
                arms.push(p.last().cloned().unwrap_or_else(|| "null".into()));
                let _ = writeln!(self.out, "  br label %j");
            }
            let _ = writeln!(self.out, "j:");
            let v = self.fresh();
            let _ = writeln!(self.out, "  {v} = phi ptr [ {}, %l ], [ {}, %r ]", arms[0], arms[1]);
            pool.push(v);
            self.block(&mut pool);
        }
        self.pick(&pool)
    }

    fn pick(&mut self, pool: &[String]) -> String {
        // Recent values are more interesting than the fixed symbols.
        if pool.len() > 4 && self.bytes.chance(1, 2) {
            let k = self.bytes.below(4);
            return pool[pool.len() - 1 - k].clone();
        }
        self.bytes.pick(pool).clone()
    }

    fn args(&mut self, pool: &[String], n: usize) -> String {
        (0..n).map(|_| format!("ptr {}", self.pick(pool))).collect::<Vec<_>>().join(", ")
    }

    fn block(&mut self, pool: &mut Vec<String>) {
        for _ in 0..self.bytes.range(1, MAX_OPS) {
            self.operation(pool);
        }
    }

    fn operation(&mut self, pool: &mut Vec<String>) {
        let nf = self.arity.len();
        let choice = self.bytes.below(24);
        let p = self.pick(pool);
        let q = self.pick(pool);
        let v = self.fresh();
        let line = match choice {
            0 | 1 => {
                let ty = *self.bytes.pick(&["ptr", "[2 x ptr]", "%S"]);
                format!("{v} = alloca {ty}, align 8")
            }
            2 => format!("{v} = call ptr @malloc(i64 16)"),
            3 => format!("{v} = call ptr @calloc(i64 2, i64 8)"),
            4 => format!("{v} = call ptr @realloc(ptr {p}, i64 32)"),
            5 => {
                let _ = writeln!(self.out, "  call void @free(ptr {p})");
                return;
            }
            6..=8 => {
                let _ = writeln!(self.out, "  store ptr {q}, ptr {p}, align 8");
                return;
            }
            9..=10 => format!("{v} = load ptr, ptr {p}, align 8"),
            11 => {
                let field = *self.bytes.pick(&[0, 2]);
                format!("{v} = getelementptr inbounds %S, ptr {p}, i64 0, i32 {field}")
            }
            12 => format!("{v} = getelementptr inbounds [2 x ptr], ptr {p}, i64 0, i64 1"),
            13 => {
                let off = *self.bytes.pick(&[8, 16, 4]);
                format!("{v} = getelementptr i8, ptr {p}, i64 {off}")
            }
            14 => {
                let i = self.fresh();
                let _ = writeln!(self.out, "  {i} = ptrtoint ptr {q} to i64");
                if self.bytes.chance(1, 2) {
                    format!("{v} = inttoptr i64 {i} to ptr")
                } else {
                    format!("{v} = getelementptr ptr, ptr {p}, i64 {i}")
                }
            }
            15 => format!("{v} = select i1 %cnd, ptr {p}, ptr {q}"),
            16 => {
                let k = self.bytes.below(nf);
                let a = self.args(pool, self.arity[k]);
                format!("{v} = call ptr @f{k}({a})")
            }
            17 | 18 => {
                let n = self.bytes.below(4);
                let a = self.args(pool, n);
                format!("{v} = call ptr {p}({a})")
            }
            19 => format!("{v} = call ptr @ext(ptr {p})"),
            20 => format!("{v} = call ptr @strchr(ptr {p}, i32 0)"),
            21 => {
                let k = self.bytes.below(nf);
                let _ = writeln!(self.out, "  call void @qsort(ptr {p}, i64 2, i64 8, ptr @f{k})");
                let _ = writeln!(self.out, "  call void @llvm.memcpy.p0.p0.i64(ptr {q}, ptr {p}, i64 16, i1 false)");
                return;
            }
            22 => {
                let s = self.fresh();
                let _ = writeln!(self.out, "  {s} = insertvalue {{ ptr, ptr }} undef, ptr {p}, 1");
                let _ = writeln!(self.out, "  {s}x = insertvalue {{ ptr, ptr }} {s}, ptr {q}, 0");
                format!("{v} = extractvalue {{ ptr, ptr }} {s}x, {}", self.bytes.below(2))
            }
            _ => {
                if self.bytes.chance(1, 2) {
                    format!("{v} = atomicrmw xchg ptr {p}, ptr {q} seq_cst, align 8")
                } else {
                    let pair = self.fresh();
                    let _ = writeln!(self.out, "  {pair} = cmpxchg ptr {p}, ptr null, ptr {q} seq_cst seq_cst, align 8");
                    format!("{v} = extractvalue {{ ptr, i1 }} {pair}, 0")
                }
            }
        };
        let _ = writeln!(self.out, "  {line}");
        pool.push(v);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::random_bytes;

    #[test]
    fn empty_bytes_give_one_function() {
        let m = generate(&mut Bytes::new(&[]));
        assert!(m.contains("define ptr @f0() {\nentry:\n"), "{m}");
        assert!(!m.contains("@main"));
    }

    #[test]
    fn same_bytes_same_module() {
        for seed in 0..50 {
            let bytes = random_bytes(seed, 500);
            assert_eq!(generate(&mut Bytes::new(&bytes)), generate(&mut Bytes::new(&bytes)));
        }
    }
}
