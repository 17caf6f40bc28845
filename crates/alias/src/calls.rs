//! Facts about call sites, with LLVM's `CallBase` semantics: where an
//! attribute may come from (the call site or the called function), data
//! operands (arguments, then operand-bundle inputs), and intrinsics.

use crate::effects;
use crate::func::FunctionAA;
use llir::{CallData, Func, Inst, InstKind, Value};

/// A call instruction (`call`, `invoke` or `callbr`) and its data.
#[derive(Clone, Copy)]
pub(crate) struct CallRef<'m> {
    pub data: &'m CallData,
    /// True for `call` (LLVM's `CallInst`), false for `invoke`/`callbr`.
    pub is_call_inst: bool,
}

impl<'m> FunctionAA<'m> {
    /// The call instruction `i` is, if it is one.
    pub(crate) fn call_ref(&self, i: Inst) -> Option<CallRef<'m>> {
        let d = &self.body().insts[i];
        let data = d.call()?;
        Some(CallRef {
            data,
            is_call_inst: matches!(d.kind, InstKind::Call(_)),
        })
    }

    /// The callee operand if it is a function (LLVM's
    /// `dyn_cast<Function>(getCalledOperand())`), whatever its type.
    pub(crate) fn callee_operand_fn(&self, c: &CallData) -> Option<Func> {
        effects::direct_callee(c)
    }

    /// LLVM's `getCalledFunction`: the callee if it is a function whose type
    /// matches the call's function type.
    pub(crate) fn called_function(&self, c: &CallData) -> Option<Func> {
        let f = effects::direct_callee(c)?;
        (self.module().funcs[f].ty == c.fn_ty).then_some(f)
    }

    /// The known-intrinsic base name of the call's callee (`llvm.memcpy`).
    pub(crate) fn intrinsic(&self, c: &CallData) -> Option<&'static str> {
        let f = self.called_function(c)?;
        effects::lookup_intrinsic(&self.module().funcs[f].name).map(|i| i.name)
    }

    /// The full callee name if the call is a `call` of an `llvm.*` function
    /// (LLVM's `IntrinsicInst`), known to the table or not.
    pub(crate) fn intrinsic_full_name(&self, c: CallRef<'_>) -> Option<&'m str> {
        if !c.is_call_inst {
            return None;
        }
        let f = self.called_function(c.data)?;
        let name = &self.module().funcs[f].name;
        name.starts_with("llvm.").then_some(name.as_str())
    }

    /// True if the call is a `call` of the intrinsic with base name `name`.
    pub(crate) fn is_intrinsic_call(&self, c: CallRef<'_>, name: &str) -> bool {
        c.is_call_inst && self.intrinsic(c.data) == Some(name)
    }

    /// LLVM's `CallBase::hasFnAttr`: on the call site or the callee operand
    /// function.
    pub fn call_has_fn_attr(&self, c: &CallData, name: &str) -> bool {
        let m = self.module();
        if m.has_attr(&c.fn_attrs, name) {
            return true;
        }
        self.callee_operand_fn(c).is_some_and(|f| m.has_attr(&m.funcs[f].fn_attrs, name))
    }

    /// LLVM's `CallBase::hasRetAttr`: on the call site or the called function.
    pub(crate) fn call_has_ret_attr(&self, c: &CallData, name: &str) -> bool {
        let m = self.module();
        if m.has_attr(&c.ret_attrs, name) {
            return true;
        }
        self.called_function(c).is_some_and(|f| m.has_attr(&m.funcs[f].ret_attrs, name))
    }

    /// LLVM's `CallBase::paramHasAttr(i, name)`: the call-site argument
    /// attributes, else the called function's parameter attributes, where
    /// operand bundles cancel `readnone`/`readonly`/`writeonly`.
    pub(crate) fn param_has_attr(&self, c: &CallData, i: usize, name: &str) -> bool {
        let m = self.module();
        if c.args.get(i).is_some_and(|a| m.has_attr(&a.attrs, name)) {
            return true;
        }
        let Some(f) = self.called_function(c) else { return false };
        if !m.funcs[f].params.get(i).is_some_and(|p| m.has_attr(&p.attrs, name)) {
            return false;
        }
        let reads = !c.bundles.is_empty() && effects::has_reading_operand_bundles(m, c);
        let clobbers = !c.bundles.is_empty() && effects::has_clobbering_operand_bundles(m, c);
        match name {
            "readnone" => !reads && !clobbers,
            "readonly" => !clobbers,
            "writeonly" => !reads,
            _ => true,
        }
    }

    /// Number of data operands (arguments, then bundle inputs).
    pub(crate) fn data_operand_count(&self, c: &CallData) -> usize {
        c.args.len() + c.bundles.iter().map(|b| b.inputs.len()).sum::<usize>()
    }

    /// Data operand `i`.
    pub(crate) fn data_operand(&self, c: &CallData, i: usize) -> Option<Value> {
        if i < c.args.len() {
            return Some(c.args[i].value);
        }
        let mut k = i - c.args.len();
        for b in &c.bundles {
            if k < b.inputs.len() {
                return Some(b.inputs[k]);
            }
            k -= b.inputs.len();
        }
        None
    }

    /// The bundle tag of data operand `i` (beyond the arguments).
    fn bundle_tag_of(&self, c: &'m CallData, i: usize) -> Option<&'m str> {
        let mut k = i.checked_sub(c.args.len())?;
        for b in &c.bundles {
            if k < b.inputs.len() {
                return Some(&b.tag);
            }
            k -= b.inputs.len();
        }
        None
    }

    /// LLVM's `dataOperandHasImpliedAttr`: argument attributes, and for
    /// bundle inputs only `deopt` bundles, whose pointer inputs are
    /// `readonly` and `nocapture`.
    pub(crate) fn data_operand_has_attr(&self, c: &'m CallData, i: usize, name: &str) -> bool {
        if i < c.args.len() {
            return self.param_has_attr(c, i, name);
        }
        if self.bundle_tag_of(c, i) == Some("deopt") && matches!(name, "readonly" | "nocapture") {
            return self.data_operand(c, i).is_some_and(|v| self.is_pointer(self.val(v)));
        }
        false
    }

    /// LLVM's `CallBase::onlyReadsMemory(OpNo)` as LLVM 19 has it: only the
    /// `readonly`/`readnone` attributes. A `byval` operand is not read-only
    /// there (later LLVMs say it is: the callee gets a copy): opt-19's
    /// aa-eval gives `Both ModRef` for a non-escaping alloca passed `byval`,
    /// and Memory SSA keeps such a call as the clobber of a later load
    /// (`crates/alias/tests/data/byval-call.ll`, `tests/data/alias/byval-call.ll`;
    /// found in Unicorn's softmmu/memory.c at O2).
    pub(crate) fn operand_only_reads(&self, c: &'m CallData, i: usize) -> bool {
        self.data_operand_has_attr(c, i, "readonly") || self.data_operand_has_attr(c, i, "readnone")
    }

    /// LLVM's `CallBase::onlyWritesMemory(OpNo)`.
    pub(crate) fn operand_only_writes(&self, c: &'m CallData, i: usize) -> bool {
        self.data_operand_has_attr(c, i, "writeonly") || self.data_operand_has_attr(c, i, "readnone")
    }

    /// LLVM's `CallBase::doesNotAccessMemory(OpNo)`.
    pub(crate) fn operand_no_access(&self, c: &'m CallData, i: usize) -> bool {
        self.data_operand_has_attr(c, i, "readnone")
    }

    /// LLVM's `CallBase::doesNotCapture(OpNo)`.
    pub(crate) fn operand_no_capture(&self, c: &'m CallData, i: usize) -> bool {
        self.data_operand_has_attr(c, i, "nocapture")
    }

    /// LLVM's `getArgumentAliasingToReturnedPointer(Call, MustPreserveNullness)`:
    /// the `returned` argument, or the first argument of the intrinsics that
    /// return a pointer based on it without capturing it.
    pub(crate) fn returned_pointer_arg(&self, call: CallRef<'m>, must_preserve_nullness: bool) -> Option<Value> {
        if let Some(v) = self.returned_arg_operand(call.data) {
            return Some(v);
        }
        if self.intrinsic_returns_arg_without_capture(call, must_preserve_nullness) {
            return call.data.args.first().map(|a| a.value);
        }
        None
    }

    /// LLVM's `CallBase::getReturnedArgOperand`: the argument with the
    /// `returned` attribute (call site first, then the called function).
    pub(crate) fn returned_arg_operand(&self, c: &CallData) -> Option<Value> {
        let m = self.module();
        for a in &c.args {
            if m.has_attr(&a.attrs, "returned") {
                return Some(a.value);
            }
        }
        let f = self.called_function(c)?;
        for (i, p) in m.funcs[f].params.iter().enumerate() {
            if m.has_attr(&p.attrs, "returned") {
                return c.args.get(i).map(|a| a.value);
            }
        }
        match self.intrinsic(c) {
            // Intrinsics whose definition marks the argument `returned`.
            Some("llvm.ssa.copy") => c.args.first().map(|a| a.value),
            _ => None,
        }
    }

    /// LLVM's `isIntrinsicReturningPointerAliasingArgumentWithoutCapturing`.
    pub(crate) fn intrinsic_returns_arg_without_capture(&self, call: CallRef<'_>, must_preserve_nullness: bool) -> bool {
        let Some(name) = self.intrinsic_full_name(call) else { return false };
        let base = self.intrinsic(call.data);
        match base {
            Some("llvm.launder.invariant.group" | "llvm.strip.invariant.group") => true,
            Some("llvm.ptrmask") => !must_preserve_nullness,
            Some("llvm.threadlocal.address") => !self.presplit_coroutine,
            _ => {
                name.starts_with("llvm.aarch64.irg")
                    || name.starts_with("llvm.aarch64.tagp")
                    || name.starts_with("llvm.amdgcn.make.buffer.rsrc")
            }
        }
    }
}
