//! The alias-analysis stack (LLVM's `AAResults`): BasicAA, ScopedNoAliasAA,
//! TypeBasedAA and the target's AA, asked in turn; and the query session
//! ([`BatchAA`], LLVM's `BatchAAResults`) that clients such as Memory SSA
//! use.

use crate::basic::QueryInfo;
use crate::func::{FunctionAA, Target};
use crate::location::MemoryLocation;
use crate::result::AliasResult;
use llir::{Inst, MemoryEffects, ModRef};
use std::cell::RefCell;

/// Which analyses take part (all of them by default, like opt's `default`
/// alias-analysis pipeline).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pipeline {
    /// BasicAA.
    pub basic: bool,
    /// ScopedNoAliasAA.
    pub scoped_noalias: bool,
    /// TypeBasedAA.
    pub tbaa: bool,
    /// NVPTX-AA / AMDGPU-AA when the triple asks for it.
    pub target: bool,
}

impl Default for Pipeline {
    fn default() -> Self {
        Pipeline {
            basic: true,
            scoped_noalias: true,
            tbaa: true,
            target: true,
        }
    }
}

impl Pipeline {
    /// No analysis at all (opt's `-aa-pipeline=`): every query is `MayAlias`
    /// / `ModRef`.
    pub fn none() -> Pipeline {
        Pipeline {
            basic: false,
            scoped_noalias: false,
            tbaa: false,
            target: false,
        }
    }
}

impl FunctionAA<'_> {
    fn uses_target_aa(&self) -> bool {
        self.pipeline.target && self.target != Target::Generic
    }

    /// `AAResults::alias`: each analysis in turn until one is not `MayAlias`.
    ///
    /// Order: NVPTX-AA (registered early by its target), BasicAA,
    /// ScopedNoAliasAA, TypeBasedAA, AMDGPU-AA.
    ///
    /// `ctx` is the query's context instruction (LLVM's `CtxI`): the
    /// load, store or call whose own location is compared, `None` for the
    /// sub-queries analyses make; BasicAA checks `separate_storage`
    /// assumptions at it.
    pub(crate) fn aa_alias(&self, q: &mut QueryInfo, a: &MemoryLocation, b: &MemoryLocation, ctx: Option<Inst>) -> AliasResult {
        q.depth += 1;
        let r = self.aa_alias_chain(q, a, b, ctx);
        q.depth -= 1;
        r
    }

    fn aa_alias_chain(&self, q: &mut QueryInfo, a: &MemoryLocation, b: &MemoryLocation, ctx: Option<Inst>) -> AliasResult {
        let p = self.pipeline;
        if self.uses_target_aa() && self.target == Target::Nvptx {
            let r = self.target_alias(a, b);
            if r != AliasResult::MayAlias {
                return r;
            }
        }
        if p.basic {
            let r = self.basic_alias(q, a, b, ctx);
            if r != AliasResult::MayAlias {
                return r;
            }
        }
        if p.scoped_noalias {
            let r = self.scoped_alias(a, b);
            if r != AliasResult::MayAlias {
                return r;
            }
        }
        if p.tbaa {
            let r = self.tbaa_alias(a, b);
            if r != AliasResult::MayAlias {
                return r;
            }
        }
        if self.uses_target_aa() && self.target == Target::Amdgpu {
            return self.target_alias(a, b);
        }
        AliasResult::MayAlias
    }

    /// `AAResults::getModRefInfoMask`.
    ///
    /// Memoized per function (a pure function of the location and the
    /// pipeline): stores ask it for the location of every Use they are
    /// tested against.
    pub(crate) fn aa_mod_ref_mask(&self, loc: &MemoryLocation, ignore_locals: bool) -> ModRef {
        let key = (*loc, ignore_locals);
        if let Some(&r) = self.mask_memo.borrow().get(&key) {
            return r;
        }
        let r = self.aa_mod_ref_mask_uncached(loc, ignore_locals);
        self.mask_memo.borrow_mut().insert(key, r);
        r
    }

    fn aa_mod_ref_mask_uncached(&self, loc: &MemoryLocation, ignore_locals: bool) -> ModRef {
        let p = self.pipeline;
        let mut r = ModRef::ModRef;
        if self.uses_target_aa() && self.target == Target::Nvptx {
            r = r.intersect(self.target_mod_ref_mask(loc));
            if r.is_no_mod_ref() {
                return r;
            }
        }
        if p.basic {
            r = r.intersect(self.basic_mod_ref_mask(loc, ignore_locals));
            if r.is_no_mod_ref() {
                return r;
            }
        }
        if p.tbaa {
            r = r.intersect(self.tbaa_mod_ref_mask(loc));
            if r.is_no_mod_ref() {
                return r;
            }
        }
        if self.uses_target_aa() && self.target == Target::Amdgpu {
            r = r.intersect(self.target_mod_ref_mask(loc));
        }
        r
    }

    /// `AAResults::getMemoryEffects(Call)`: BasicAA ∧ TypeBasedAA.
    pub(crate) fn aa_call_effects(&self, call: Inst) -> MemoryEffects {
        let p = self.pipeline;
        let d = &self.body().insts[call];
        if d.call().is_none() {
            return MemoryEffects::UNKNOWN;
        }
        match (p.basic, p.tbaa) {
            (true, true) => crate::effects::call_memory_effects(self.module(), self.body(), d),
            (true, false) => {
                let c = d.call().expect("checked above");
                let mut me = self.module().memory_effects(&c.fn_attrs);
                if let Some(f) = crate::effects::direct_callee(c) {
                    let fme = match crate::effects::func_intrinsic(self.module(), f) {
                        Some("llvm.experimental.guard" | "llvm.experimental.deoptimize") => {
                            MemoryEffects::all(ModRef::Ref).union(&MemoryEffects::only(llir::MemLoc::InaccessibleMem, ModRef::ModRef))
                        }
                        _ => crate::effects::function_memory_effects(self.module(), f),
                    };
                    let mut fme = fme;
                    if !c.bundles.is_empty() {
                        if crate::effects::has_reading_operand_bundles(self.module(), c) {
                            fme = fme.union(&MemoryEffects::all(ModRef::Ref));
                        }
                        if crate::effects::has_clobbering_operand_bundles(self.module(), c) {
                            fme = fme.union(&MemoryEffects::all(ModRef::Mod));
                        }
                    }
                    me = me.intersect(&fme);
                }
                me
            }
            (false, true) => match d.metadata(&llir::MdKind::Tbaa) {
                Some(llir::MdRef::Node(n)) if self.tbaa_immutable(*n) => MemoryEffects::NONE,
                _ => MemoryEffects::UNKNOWN,
            },
            (false, false) => MemoryEffects::UNKNOWN,
        }
    }

    /// `AAResults::getArgModRefInfo` (only BasicAA answers).
    pub(crate) fn aa_arg_mod_ref(&self, call: Inst, arg: usize) -> ModRef {
        if self.pipeline.basic {
            self.arg_mod_ref(call, arg)
        } else {
            ModRef::ModRef
        }
    }

    /// `AAResults::getModRefInfo(Call, Loc)`.
    pub(crate) fn aa_call_mod_ref(&self, q: &mut QueryInfo, call: Inst, loc: &MemoryLocation) -> ModRef {
        let p = self.pipeline;
        let mut result = ModRef::ModRef;
        if p.basic {
            result = result.intersect(self.basic_call_mod_ref(q, call, loc));
            if result.is_no_mod_ref() {
                return result;
            }
        }
        if p.scoped_noalias {
            result = result.intersect(self.scoped_call_mod_ref(call, loc));
            if result.is_no_mod_ref() {
                return result;
            }
        }
        if p.tbaa {
            result = result.intersect(self.tbaa_call_mod_ref(call, loc));
            if result.is_no_mod_ref() {
                return result;
            }
        }
        let mut me = self.aa_call_effects(call);
        me.locs[llir::MemLoc::InaccessibleMem as usize] = ModRef::NoModRef;
        if me.does_not_access_memory() {
            return ModRef::NoModRef;
        }
        let mut arg_mr = me.get(llir::MemLoc::ArgMem);
        let other_mr = me.get(llir::MemLoc::Other);
        if arg_mr.union(other_mr) != other_mr {
            let mut all_args = ModRef::NoModRef;
            if let Some(c) = self.call_ref(call) {
                for (i, a) in c.data.args.iter().enumerate() {
                    if !self.is_pointer(self.val(a.value)) {
                        continue;
                    }
                    let arg_loc = self.location_for_argument(call, i);
                    if self.aa_alias(q, &arg_loc, loc, Some(call)) != AliasResult::NoAlias {
                        all_args = all_args.union(self.aa_arg_mod_ref(call, i));
                    }
                }
            }
            arg_mr = arg_mr.intersect(all_args);
        }
        result = result.intersect(arg_mr.union(other_mr));
        if !result.is_no_mod_ref() {
            result = result.intersect(self.aa_mod_ref_mask(loc, false));
        }
        result
    }

    /// `AAResults::getModRefInfo(Call1, Call2)`.
    pub(crate) fn aa_calls_mod_ref(&self, q: &mut QueryInfo, c1: Inst, c2: Inst) -> ModRef {
        let p = self.pipeline;
        let mut result = ModRef::ModRef;
        if p.basic {
            result = result.intersect(self.basic_calls_mod_ref(c1, c2));
            if result.is_no_mod_ref() {
                return result;
            }
        }
        if p.scoped_noalias {
            result = result.intersect(self.scoped_calls_mod_ref(c1, c2));
            if result.is_no_mod_ref() {
                return result;
            }
        }
        if p.tbaa {
            result = result.intersect(self.tbaa_calls_mod_ref(c1, c2));
            if result.is_no_mod_ref() {
                return result;
            }
        }
        let b1 = self.aa_call_effects(c1);
        if b1.does_not_access_memory() {
            return ModRef::NoModRef;
        }
        let b2 = self.aa_call_effects(c2);
        if b2.does_not_access_memory() {
            return ModRef::NoModRef;
        }
        let only_reads = |m: &MemoryEffects| !m.mod_ref().is_mod();
        let only_writes = |m: &MemoryEffects| !m.mod_ref().is_ref();
        if only_reads(&b1) && only_reads(&b2) {
            return ModRef::NoModRef;
        }
        if only_reads(&b1) {
            result = result.intersect(ModRef::Ref);
        } else if only_writes(&b1) {
            result = result.intersect(ModRef::Mod);
        }
        if b2.only_accesses_arg_pointees() {
            if b2.get(llir::MemLoc::ArgMem).is_no_mod_ref() {
                return ModRef::NoModRef;
            }
            let mut r = ModRef::NoModRef;
            if let Some(c) = self.call_ref(c2) {
                for (i, a) in c.data.args.iter().enumerate() {
                    if !self.is_pointer(self.val(a.value)) {
                        continue;
                    }
                    let loc2 = self.location_for_argument(c2, i);
                    let arg_c2 = self.aa_arg_mod_ref(c2, i);
                    let mut mask = if arg_c2.is_mod() {
                        ModRef::ModRef
                    } else if arg_c2.is_ref() {
                        ModRef::Mod
                    } else {
                        ModRef::NoModRef
                    };
                    mask = mask.intersect(self.aa_call_mod_ref(q, c1, &loc2));
                    r = r.union(mask).intersect(result);
                    if r == result {
                        break;
                    }
                }
            }
            return r;
        }
        if b1.only_accesses_arg_pointees() {
            if b1.get(llir::MemLoc::ArgMem).is_no_mod_ref() {
                return ModRef::NoModRef;
            }
            let mut r = ModRef::NoModRef;
            if let Some(c) = self.call_ref(c1) {
                for (i, a) in c.data.args.iter().enumerate() {
                    if !self.is_pointer(self.val(a.value)) {
                        continue;
                    }
                    let loc1 = self.location_for_argument(c1, i);
                    let arg_c1 = self.aa_arg_mod_ref(c1, i);
                    let mr2 = self.aa_call_mod_ref(q, c2, &loc1);
                    if (arg_c1.is_mod() && !mr2.is_no_mod_ref()) || (arg_c1.is_ref() && mr2.is_mod()) {
                        r = r.union(arg_c1).intersect(result);
                    }
                    if r == result {
                        break;
                    }
                }
            }
            return r;
        }
        result
    }

    /// BasicAA's `getModRefInfo(Call1, Call2)`: only guards are special.
    fn basic_calls_mod_ref(&self, c1: Inst, c2: Inst) -> ModRef {
        let is_guard = |i: Inst| {
            self.call_ref(i)
                .is_some_and(|c| self.is_intrinsic_call(c, "llvm.experimental.guard"))
        };
        if is_guard(c1) {
            return if self.aa_call_effects_basic_only(c2).mod_ref().is_mod() {
                ModRef::Ref
            } else {
                ModRef::NoModRef
            };
        }
        if is_guard(c2) {
            return if self.aa_call_effects_basic_only(c1).mod_ref().is_mod() {
                ModRef::Mod
            } else {
                ModRef::NoModRef
            };
        }
        ModRef::ModRef
    }

    fn aa_call_effects_basic_only(&self, call: Inst) -> MemoryEffects {
        let saved = self.pipeline;
        // BasicAA's own getMemoryEffects: the basic part of the stack.
        let _ = saved;
        let d = &self.body().insts[call];
        let Some(c) = d.call() else { return MemoryEffects::UNKNOWN };
        let mut me = self.module().memory_effects(&c.fn_attrs);
        if let Some(f) = crate::effects::direct_callee(c) {
            let mut fme = match crate::effects::func_intrinsic(self.module(), f) {
                Some("llvm.experimental.guard" | "llvm.experimental.deoptimize") => {
                    MemoryEffects::all(ModRef::Ref).union(&MemoryEffects::only(llir::MemLoc::InaccessibleMem, ModRef::ModRef))
                }
                _ => crate::effects::function_memory_effects(self.module(), f),
            };
            if !c.bundles.is_empty() {
                if crate::effects::has_reading_operand_bundles(self.module(), c) {
                    fme = fme.union(&MemoryEffects::all(ModRef::Ref));
                }
                if crate::effects::has_clobbering_operand_bundles(self.module(), c) {
                    fme = fme.union(&MemoryEffects::all(ModRef::Mod));
                }
            }
            me = me.intersect(&fme);
        }
        me
    }
}

/// A query session over one function (LLVM's `BatchAAResults`): alias
/// results are cached across queries, which is what Memory SSA does while
/// it builds and optimizes.
///
/// Corner case (shared with LLVM): because of the cache, a query may get a
/// different (never less sound) answer in a batch than on its own, when
/// recursive phi queries resolved assumptions differently. Make a new
/// `BatchAA` whenever LLVM makes a new `BatchAAResults`.
pub struct BatchAA<'a, 'm> {
    aa: &'a FunctionAA<'m>,
    q: RefCell<QueryInfo>,
}

impl<'a, 'm> BatchAA<'a, 'm> {
    /// A fresh session.
    pub fn new(aa: &'a FunctionAA<'m>) -> BatchAA<'a, 'm> {
        BatchAA {
            aa,
            q: RefCell::new(QueryInfo::new()),
        }
    }

    /// The function context.
    pub fn function(&self) -> &'a FunctionAA<'m> {
        self.aa
    }

    /// Number of alias results cached so far.
    pub fn cached_results(&self) -> usize {
        self.q.borrow().cache_len()
    }

    /// LLVM's `BatchAAResults::setCrossIterationMode`: while on, BasicAA
    /// does not assume that one value is the same in two loop iterations.
    /// (LLVM 19's Memory SSA walker does not use it; later LLVM versions
    /// turn it on while looking through phis.)
    pub fn set_cross_iteration_mode(&self, on: bool) {
        self.q.borrow_mut().may_be_cross_iteration = on;
    }
}

/// What Memory SSA's walker and use optimizer ask alias analysis
/// (the subset of LLVM's `BatchAAResults` that `MemorySSA.cpp` calls).
pub trait AliasOracle {
    /// May the two locations overlap?
    fn alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult;
    /// LLVM's `getModRefInfo(I, Loc)`: what instruction `inst` may do to `loc`.
    fn mod_ref_inst_loc(&self, inst: Inst, loc: &MemoryLocation) -> ModRef;
    /// LLVM's `getModRefInfo(I, Call)`: for two calls, what `inst` may do to
    /// what `call` accesses; for a non-call `inst`, `ModRef` if the call
    /// may access what `inst` accesses (fences, `catchpad`, `catchret`
    /// always), else `NoModRef`.
    fn mod_ref_inst_call(&self, inst: Inst, call: Inst) -> ModRef;
    /// LLVM's `getModRefInfoMask(Loc)`: `Mod` is absent if `loc` is
    /// constant memory.
    fn mod_ref_mask(&self, loc: &MemoryLocation) -> ModRef;
    /// LLVM's `getMemoryEffects(Call)` for a call instruction (`UNKNOWN` for
    /// other instructions).
    fn call_memory_effects(&self, call: Inst) -> MemoryEffects;
    /// LLVM's `getModRefInfo(I, std::nullopt)`: what `inst` may do to memory
    /// in general.
    fn mod_ref_inst(&self, inst: Inst) -> ModRef;
    /// LLVM's `BatchAAResults::setCrossIterationMode`: while on, values may
    /// differ between loop iterations. A no-op for oracles without a
    /// session (the default).
    fn set_cross_iteration_mode(&self, on: bool) {
        let _ = on;
    }
}

impl AliasOracle for BatchAA<'_, '_> {
    fn alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult {
        self.aa.aa_alias(&mut self.q.borrow_mut(), a, b, None)
    }
    fn mod_ref_inst_loc(&self, inst: Inst, loc: &MemoryLocation) -> ModRef {
        self.aa.aa_inst_mod_ref(&mut self.q.borrow_mut(), inst, Some(loc))
    }
    fn mod_ref_inst_call(&self, inst: Inst, call: Inst) -> ModRef {
        self.aa.aa_inst_call_mod_ref(&mut self.q.borrow_mut(), inst, call)
    }
    fn mod_ref_mask(&self, loc: &MemoryLocation) -> ModRef {
        self.aa.aa_mod_ref_mask(loc, false)
    }
    fn call_memory_effects(&self, call: Inst) -> MemoryEffects {
        self.aa.aa_call_effects(call)
    }
    fn mod_ref_inst(&self, inst: Inst) -> ModRef {
        self.aa.aa_inst_mod_ref(&mut self.q.borrow_mut(), inst, None)
    }
    fn set_cross_iteration_mode(&self, on: bool) {
        BatchAA::set_cross_iteration_mode(self, on);
    }
}

/// One-shot queries, each with a fresh session (LLVM's plain `AAResults`
/// entry points, as `aa-eval` uses them).
impl AliasOracle for FunctionAA<'_> {
    fn alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult {
        self.aa_alias(&mut QueryInfo::new(), a, b, None)
    }
    fn mod_ref_inst_loc(&self, inst: Inst, loc: &MemoryLocation) -> ModRef {
        self.aa_inst_mod_ref(&mut QueryInfo::new(), inst, Some(loc))
    }
    fn mod_ref_inst_call(&self, inst: Inst, call: Inst) -> ModRef {
        self.aa_inst_call_mod_ref(&mut QueryInfo::new(), inst, call)
    }
    fn mod_ref_mask(&self, loc: &MemoryLocation) -> ModRef {
        self.aa_mod_ref_mask(loc, false)
    }
    fn call_memory_effects(&self, call: Inst) -> MemoryEffects {
        self.aa_call_effects(call)
    }
    fn mod_ref_inst(&self, inst: Inst) -> ModRef {
        self.aa_inst_mod_ref(&mut QueryInfo::new(), inst, None)
    }
}
