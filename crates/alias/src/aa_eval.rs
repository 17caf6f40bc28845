//! A re-implementation of opt-19's `aa-eval` pass
//! (`opt -passes=aa-eval -print-all-alias-modref-info`), printing the same
//! text, so our answers can be compared with LLVM's line by line.
//!
//! For every function definition, in module order:
//! `Function: NAME: N pointers, M call sites`, then one line per pair of
//! distinct (pointer, accessed type) of loads and stores (queried with the
//! precise store size of the type and no metadata), then one line per
//! (call, pointer) with the call's mod/ref of that location, then one line
//! per ordered pair of distinct calls. With `evaluate_metadata` (opt's
//! `-evaluate-aa-metadata`), load/store and store/store pairs are also
//! queried with their full locations (metadata included). A summary report
//! ends the text.
//!
//! Operands print as LLVM prints them; constants as written in the loads
//! and stores, and instructions as their source text, which equals opt's
//! printing on opt-canonical input.

use crate::func::{FunctionAA, Val};
use crate::location::MemoryLocation;
use crate::print::type_name;
use crate::result::AliasResult;
use crate::stack::{AliasOracle, Pipeline};
use llir::{Inst, InstKind, ModRef, Module, Type};
use std::fmt::Write;

/// What to evaluate besides the default pairs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AaEvalOptions {
    /// Also query load/store and store/store pairs with their metadata
    /// (opt's `-evaluate-aa-metadata`).
    pub evaluate_metadata: bool,
    /// The analyses that take part (opt's default pipeline by default).
    pub pipeline: Option<Pipeline>,
}

/// Query counts, as in opt's final report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AaEvalCounts {
    /// Functions evaluated.
    pub functions: u64,
    /// `NoAlias` answers.
    pub no_alias: i64,
    /// `MayAlias` answers.
    pub may_alias: i64,
    /// `PartialAlias` answers.
    pub partial_alias: i64,
    /// `MustAlias` answers.
    pub must_alias: i64,
    /// `NoModRef` answers.
    pub no_mod_ref: i64,
    /// `Mod` answers.
    pub mod_: i64,
    /// `Ref` answers.
    pub ref_: i64,
    /// `ModRef` answers.
    pub mod_ref: i64,
}

impl AaEvalCounts {
    fn count_alias(&mut self, r: AliasResult) {
        match r {
            AliasResult::NoAlias => self.no_alias += 1,
            AliasResult::MayAlias => self.may_alias += 1,
            AliasResult::PartialAlias(_) => self.partial_alias += 1,
            AliasResult::MustAlias => self.must_alias += 1,
        }
    }
    fn count_mod_ref(&mut self, r: ModRef) -> &'static str {
        match r {
            ModRef::NoModRef => {
                self.no_mod_ref += 1;
                "NoModRef"
            }
            ModRef::Mod => {
                self.mod_ += 1;
                "Just Mod"
            }
            ModRef::Ref => {
                self.ref_ += 1;
                "Just Ref"
            }
            ModRef::ModRef => {
                self.mod_ref += 1;
                "Both ModRef"
            }
        }
    }

    /// The report opt prints when the pass is destroyed (empty if no
    /// function was evaluated).
    pub fn report(&self) -> String {
        let mut s = String::new();
        if self.functions == 0 {
            return s;
        }
        let pct = |n: i64, sum: i64| format!("({}.{}%)\n", n * 100 / sum, (n * 1000 / sum) % 10);
        let alias_sum = self.no_alias + self.may_alias + self.partial_alias + self.must_alias;
        s.push_str("===== Alias Analysis Evaluator Report =====\n");
        if alias_sum == 0 {
            s.push_str("  Alias Analysis Evaluator Summary: No pointers!\n");
        } else {
            let _ = writeln!(s, "  {alias_sum} Total Alias Queries Performed");
            let _ = write!(s, "  {} no alias responses {}", self.no_alias, pct(self.no_alias, alias_sum));
            let _ = write!(s, "  {} may alias responses {}", self.may_alias, pct(self.may_alias, alias_sum));
            let _ = write!(
                s,
                "  {} partial alias responses {}",
                self.partial_alias,
                pct(self.partial_alias, alias_sum)
            );
            let _ = write!(s, "  {} must alias responses {}", self.must_alias, pct(self.must_alias, alias_sum));
            let _ = writeln!(
                s,
                "  Alias Analysis Evaluator Pointer Alias Summary: {}%/{}%/{}%/{}%",
                self.no_alias * 100 / alias_sum,
                self.may_alias * 100 / alias_sum,
                self.partial_alias * 100 / alias_sum,
                self.must_alias * 100 / alias_sum
            );
        }
        let mr_sum = self.no_mod_ref + self.ref_ + self.mod_ + self.mod_ref;
        if mr_sum == 0 {
            s.push_str("  Alias Analysis Mod/Ref Evaluator Summary: no mod/ref!\n");
        } else {
            let _ = writeln!(s, "  {mr_sum} Total ModRef Queries Performed");
            let _ = write!(s, "  {} no mod/ref responses {}", self.no_mod_ref, pct(self.no_mod_ref, mr_sum));
            let _ = write!(s, "  {} mod responses {}", self.mod_, pct(self.mod_, mr_sum));
            let _ = write!(s, "  {} ref responses {}", self.ref_, pct(self.ref_, mr_sum));
            let _ = write!(s, "  {} mod & ref responses {}", self.mod_ref, pct(self.mod_ref, mr_sum));
            let _ = writeln!(
                s,
                "  Alias Analysis Evaluator Mod/Ref Summary: {}%/{}%/{}%/{}%",
                self.no_mod_ref * 100 / mr_sum,
                self.mod_ * 100 / mr_sum,
                self.ref_ * 100 / mr_sum,
                self.mod_ref * 100 / mr_sum
            );
        }
        s
    }
}

/// One (pointer, accessed type) entry with the load/store it came from
/// (used to print constant operands).
struct PtrEntry {
    ptr: Val,
    ty: Type,
    site: Inst,
}

/// Runs `aa-eval` over every function definition of `module` and returns
/// what opt prints (on stderr), report included.
pub fn aa_eval(module: &Module, opts: AaEvalOptions) -> String {
    let mut out = String::new();
    let mut counts = AaEvalCounts::default();
    let slots = llir::slots::ModuleSlots::compute(module);
    for (f, func) in module.funcs.iter() {
        let Some(body) = &func.body else { continue };
        // aa-eval is not a required pass: opt skips `optnone` functions.
        if module.has_attr(&func.fn_attrs, "optnone") {
            continue;
        }
        let cfg = flow::Cfg::from_body(body);
        let dom = flow::DomTree::compute(&cfg);
        let Ok(aa) = FunctionAA::new(module, f, &dom) else { continue };
        let aa = aa.with_pipeline(opts.pipeline.unwrap_or_default());
        let fslots = slots.for_function(module, f);
        aa_eval_function(&aa, opts, Some(&fslots), &mut counts, &mut out);
    }
    out.push_str(&counts.report());
    out
}

/// Runs `aa-eval` on one function, appending its lines to `out` and its
/// answers to `counts`. `slots` renumbers metadata and attribute-group
/// references in printed instructions the way opt's single-instruction
/// printer does (`None`: print them as written).
pub fn aa_eval_function(
    aa: &FunctionAA<'_>,
    opts: AaEvalOptions,
    slots: Option<&llir::slots::FunctionSlots>,
    counts: &mut AaEvalCounts,
    out: &mut String,
) {
    let inst_line = |i: Inst| inst_line(aa, slots, i);
    let m = aa.module();
    let body = aa.body();
    counts.functions += 1;
    let mut pointers: Vec<PtrEntry> = Vec::new();
    let mut loads: Vec<Inst> = Vec::new();
    let mut stores: Vec<Inst> = Vec::new();
    let mut calls: Vec<Inst> = Vec::new();
    for b in body.blocks.keys() {
        for &i in &body.blocks[b].insts {
            let d = &body.insts[i];
            let entry = match &d.kind {
                InstKind::Load { ty, ptr, .. } => {
                    loads.push(i);
                    Some((aa.val(*ptr), *ty))
                }
                InstKind::Store { value, ptr, .. } => {
                    stores.push(i);
                    aa.value_type(*value).map(|t| (aa.val(*ptr), t))
                }
                _ => {
                    if d.call().is_some() {
                        calls.push(i);
                    }
                    None
                }
            };
            if let Some((ptr, ty)) = entry {
                if !pointers.iter().any(|p| p.ptr == ptr && p.ty == ty) {
                    pointers.push(PtrEntry { ptr, ty, site: i });
                }
            }
        }
    }
    let _ = writeln!(
        out,
        "Function: {}: {} pointers, {} call sites",
        aa.function().name,
        pointers.len(),
        calls.len()
    );
    // `precise(getTypeStoreSize(T))`, scalable for scalable vectors.
    let size_of = |t: Type| aa.store_size_loc(t);
    let describe = |p: &PtrEntry| -> (String, String) {
        let asp = aa.addr_space(p.ptr).unwrap_or(0);
        let mut ty = type_name(m, p.ty);
        if asp != 0 {
            let _ = write!(ty, " addrspace({asp})");
        }
        ty.push('*');
        (aa.operand_text(p.ptr, Some(p.site)), ty)
    };
    for (n1, p1) in pointers.iter().enumerate() {
        for p2 in &pointers[..n1] {
            let r = aa.alias(
                &MemoryLocation::new(p1.ptr, size_of(p1.ty)),
                &MemoryLocation::new(p2.ptr, size_of(p2.ty)),
            );
            counts.count_alias(r);
            let (mut o1, mut t1) = describe(p1);
            let (mut o2, mut t2) = describe(p2);
            let mut r = r;
            if o2 < o1 {
                std::mem::swap(&mut o1, &mut o2);
                std::mem::swap(&mut t1, &mut t2);
                r = r.swapped();
            }
            let _ = writeln!(out, "  {r}:\t{t1} {o1}, {t2} {o2}");
        }
    }
    if opts.evaluate_metadata {
        for &l in &loads {
            for &s in &stores {
                let (Some(a), Some(b)) = (aa.location_of(l), aa.location_of(s)) else {
                    continue;
                };
                let r = aa.alias(&a, &b);
                counts.count_alias(r);
                let _ = writeln!(out, "  {r}: {} <-> {}", inst_line(l), inst_line(s));
            }
        }
        for (n1, &s1) in stores.iter().enumerate() {
            for &s2 in &stores[..n1] {
                let (Some(a), Some(b)) = (aa.location_of(s1), aa.location_of(s2)) else {
                    continue;
                };
                let r = aa.alias(&a, &b);
                counts.count_alias(r);
                let _ = writeln!(out, "  {r}: {} <-> {}", inst_line(s1), inst_line(s2));
            }
        }
    }
    for &c in &calls {
        for p in &pointers {
            let r = aa.mod_ref_inst_loc(c, &MemoryLocation::new(p.ptr, size_of(p.ty)));
            let msg = counts.count_mod_ref(r);
            // opt prints no address space here.
            let (o, t) = (aa.operand_text(p.ptr, Some(p.site)), type_name(m, p.ty));
            let _ = writeln!(out, "  {msg}:  Ptr: {t}* {o}\t<->{}", inst_line(c));
        }
    }
    for &a in &calls {
        for &b in &calls {
            if a == b {
                continue;
            }
            let r = aa.mod_ref_inst_call(a, b);
            let msg = counts.count_mod_ref(r);
            let _ = writeln!(out, "  {msg}: {} <-> {}", inst_line(a), inst_line(b));
        }
    }
}

/// An instruction as `errs() << *I` prints it: two spaces, then its text,
/// with metadata and attribute-group numbers as a single-function printer
/// numbers them (the whole-module numbering if the instruction has metadata
/// operands, which makes LLVM number all metadata).
fn inst_line(aa: &FunctionAA<'_>, slots: Option<&llir::slots::FunctionSlots>, i: Inst) -> String {
    let text = aa.inst_text(i);
    let has_md_operand = aa.body().insts[i].call().is_some_and(|c| {
        c.args
            .iter()
            .any(|a| matches!(aa.module().types.data(a.ty), llir::TypeData::Metadata))
    });
    match slots {
        Some(s) if !has_md_operand && !s.is_identity() => {
            let mut buf = Vec::with_capacity(text.len() + 2);
            buf.extend_from_slice(b"  ");
            llir::slots::rewrite_refs(text, s, &mut buf);
            String::from_utf8_lossy(&buf).into_owned()
        }
        _ => format!("  {text}"),
    }
}
