//! Which allocation calls run at most once in a run of the program.
//!
//! A heap object stands for every block its allocation site returns, so a
//! store into it cannot replace what the others hold (a weak update). An
//! allocation that executes at most once per run returns one block, and
//! its object is then a single location like a global's: the
//! flow-sensitive stage may update it strongly and two pointers to it
//! alone must alias. This is the classic "singleton heap object" refinement
//! of points-to analyses (e.g. Lhoták and Chung's strong updates for heap
//! objects allocated outside loops, POPL 2011), restricted to what the
//! call graph proves:
//!
//! - `main` runs once if it is defined, nothing in the module calls it,
//!   code outside the module cannot (its address does not escape), and it
//!   is not on a call-graph cycle;
//! - a block of a function that runs once runs at most once if it lies on
//!   no cycle of the function's control-flow graph (reducible or not) and
//!   the function calls nothing that returns twice (`setjmp` and kin:
//!   `longjmp` re-enters the block after the call);
//! - another function runs once if its only call site in the module is a
//!   direct call in such a block, code outside the module cannot call it,
//!   and it is not recursive. Calls through pointers and library callbacks
//!   (a `qsort` comparator runs many times per call) prove nothing.
//!
//! Functions with context copies never run once by these rules (a copy
//! needs two call sites or a copied caller), so the objects concerned are
//! always base-instance objects.

use crate::andersen::scc::{tarjan, Csr};
use crate::andersen::CallGraph;
use entity::EntityId;
use llir::{Func, GlobalRef, Inst, Module, Value};

/// The blocks that run at most once, per function that runs at most once.
#[derive(Clone, Debug, Default)]
pub struct RunOnce {
    /// Per function: `None` if it may run more than once, else per block
    /// whether the block runs at most once.
    blocks: Vec<Option<Vec<bool>>>,
}

/// Names of functions that may return twice, for declarations without the
/// `returns_twice` attribute.
const RETURNS_TWICE: &[&str] = &["setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp", "savectx", "vfork", "getcontext"];

impl RunOnce {
    /// Computes the functions and blocks that run at most once, from
    /// `main` down the call graph `cg` of module `m`.
    pub fn compute(m: &Module, cg: &CallGraph) -> RunOnce {
        let mut out = RunOnce {
            blocks: vec![None; m.funcs.len()],
        };
        let Some(main) = m.func_by_name("main") else { return out };
        let escapes = |f: Func| cg.called_from_unknown().binary_search(&f).is_ok();
        if m.funcs[main].body.is_none() || cg.is_recursive(main) || escapes(main) || cg.callers(main).next().is_some() {
            return out;
        }
        let mut work = vec![main];
        while let Some(f) = work.pop() {
            let once = once_blocks(m, f);
            let body = m.funcs[f].body.as_ref().expect("only defined functions are queued");
            for (i, inst) in body.insts.iter() {
                if !once[inst.block.index()] {
                    continue;
                }
                let Some(call) = inst.call() else { continue };
                let Value::Global(GlobalRef::Func(g)) = call.callee else { continue };
                let only_site = {
                    let mut callers = cg.callers(g);
                    callers.next() == Some((f, i)) && callers.next().is_none()
                };
                if only_site
                    && m.funcs[g].body.is_some()
                    && out.blocks[g.index()].is_none()
                    && g != main
                    && !cg.is_recursive(g)
                    && !escapes(g)
                {
                    work.push(g);
                }
            }
            out.blocks[f.index()] = Some(once);
        }
        out
    }

    /// True if instruction `i` of `f` runs at most once per run of the
    /// program (false for anything the rules above do not prove).
    pub fn runs_once(&self, m: &Module, f: Func, i: Inst) -> bool {
        let Some(Some(once)) = self.blocks.get(f.index()) else {
            return false;
        };
        let block = m.funcs[f].body.as_ref().expect("a function that runs once is defined").insts[i].block;
        once[block.index()]
    }
}

/// Per block of `f` (defined): true if it lies on no control-flow cycle,
/// all false if `f` calls something that may return twice.
fn once_blocks(m: &Module, f: Func) -> Vec<bool> {
    let body = m.funcs[f].body.as_ref().expect("defined");
    let n = body.blocks.len();
    let returns_twice = body.insts.values().any(|inst| {
        let Some(call) = inst.call() else { return false };
        match call.callee {
            Value::Global(GlobalRef::Func(g)) => {
                let gd = &m.funcs[g];
                RETURNS_TWICE.contains(&&*gd.name) || has_fn_attr(m, &gd.fn_attrs, "returns_twice")
            }
            _ => false,
        }
    }) || body
        .insts
        .values()
        .filter_map(|inst| inst.call())
        .any(|c| has_fn_attr(m, &c.fn_attrs, "returns_twice"));
    if returns_twice {
        return vec![false; n];
    }
    let mut edges = Vec::new();
    let mut self_loop = vec![false; n];
    for (b, _) in body.blocks.iter() {
        for s in body.successors(b) {
            edges.push((b.as_u32(), s.as_u32()));
            if s == b {
                self_loop[b.index()] = true;
            }
        }
    }
    let (comp, count) = tarjan(&Csr::from_edges(n, &edges));
    let mut size = vec![0u32; count as usize];
    for &c in &comp {
        size[c as usize] += 1;
    }
    (0..n).map(|b| !self_loop[b] && size[comp[b] as usize] == 1).collect()
}

/// True if attribute `name` is in `set`, inline or through its groups.
fn has_fn_attr(m: &Module, set: &llir::AttrSet, name: &str) -> bool {
    set.attrs.iter().any(|a| !a.is_string && &*a.name == name)
        || set
            .groups
            .iter()
            .any(|&g| m.attr_group(g).attrs.iter().any(|a| !a.is_string && &*a.name == name))
}

#[cfg(test)]
mod tests {
    use crate::{Andersen, Config};
    use llir::Module;

    /// The `malloc` calls of each function of `text` that run at most once,
    /// as `function:result` names.
    fn once_mallocs(text: &str) -> Vec<String> {
        let m: Module = llir::parse_module("t.ll", text.to_string()).expect("parses");
        let r = Andersen::analyze(&m, &Config::default());
        let once = super::RunOnce::compute(&m, r.call_graph());
        let mut out = Vec::new();
        for (f, func) in m.funcs.iter() {
            let Some(body) = func.body.as_ref() else { continue };
            for (i, inst) in body.insts.iter() {
                let Some(call) = inst.call() else { continue };
                let llir::Value::Global(llir::GlobalRef::Func(g)) = call.callee else {
                    continue;
                };
                if &*m.funcs[g].name == "malloc" && once.runs_once(&m, f, i) {
                    out.push(format!("{}:{}", func.name, body.locals[inst.result.expect("named")].name));
                }
            }
        }
        out
    }

    const DECLS: &str = "declare ptr @malloc(i64)\ndeclare i32 @setjmp(ptr)\ndeclare void @qsort(ptr, i64, i64, ptr)\n";

    #[test]
    fn straight_line_code_of_main_and_its_single_callees_runs_once() {
        let text = format!(
            "{DECLS}
define ptr @once() {{
  %o = call ptr @malloc(i64 8)
  ret ptr %o
}}
define ptr @twice() {{
  %t = call ptr @malloc(i64 8)
  ret ptr %t
}}
define i32 @main(i1 %c) {{
entry:
  %m = call ptr @malloc(i64 8)
  %a = call ptr @once()
  %b = call ptr @twice()
  %d = call ptr @twice()
  br label %loop
loop:
  %l = call ptr @malloc(i64 8)
  br i1 %c, label %loop, label %exit
exit:
  %e = call ptr @malloc(i64 8)
  ret i32 0
}}
"
        );
        assert_eq!(once_mallocs(&text), vec!["once:o", "main:m", "main:e"]);
    }

    #[test]
    fn irreducible_cycles_setjmp_callbacks_and_pointers_prove_nothing() {
        // Blocks on an irreducible cycle (two entries) run many times.
        let irreducible = format!(
            "{DECLS}
define i32 @main(i1 %c) {{
entry:
  br i1 %c, label %x, label %y
x:
  %p = call ptr @malloc(i64 8)
  br label %y
y:
  br i1 %c, label %x, label %done
done:
  ret i32 0
}}
"
        );
        assert!(once_mallocs(&irreducible).is_empty());
        // `setjmp` makes every block of its caller re-enterable.
        let setjmp = format!(
            "{DECLS}
define i32 @main() {{
  %buf = alloca [200 x i8]
  %r = call i32 @setjmp(ptr %buf)
  %p = call ptr @malloc(i64 8)
  ret i32 0
}}
"
        );
        assert!(once_mallocs(&setjmp).is_empty());
        // A comparator is called by qsort many times; a function called
        // through a pointer proves nothing either.
        let callbacks = format!(
            "{DECLS}
define i32 @cmp(ptr %a, ptr %b) {{
  %c = call ptr @malloc(i64 8)
  ret i32 0
}}
define void @viaptr() {{
  %v = call ptr @malloc(i64 8)
  ret void
}}
define i32 @main() {{
  %base = call ptr @malloc(i64 64)
  call void @qsort(ptr %base, i64 8, i64 8, ptr @cmp)
  %fp = select i1 true, ptr @viaptr, ptr @viaptr
  call void %fp()
  ret i32 0
}}
"
        );
        assert_eq!(once_mallocs(&callbacks), vec!["main:base"]);
        // A `main` that the program calls again, or recursion, runs more
        // than once.
        let recursive = format!(
            "{DECLS}
define i32 @main(i32 %n) {{
  %p = call ptr @malloc(i64 8)
  %r = call i32 @main(i32 0)
  ret i32 0
}}
"
        );
        assert!(once_mallocs(&recursive).is_empty());
    }
}
