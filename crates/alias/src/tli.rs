//! The library functions alias analysis recognizes (the part of LLVM's
//! `TargetLibraryInfo` that `MemoryLocation::getForArgument` and the
//! allocation-function tables consult).
//!
//! A call is a library call if it is not `nobuiltin`, its callee is a
//! declared or defined function (not an intrinsic) whose name is in the
//! table, whose prototype matches, and which is available: the function is
//! not marked `"no-builtins"`/`"no-builtin-NAME"`, and the target has a C
//! library (NVPTX and AMDGPU have none). `memset_pattern4/8/16` exist only
//! on Darwin and are treated as unavailable.

use crate::calls::CallRef;
use crate::func::FunctionAA;
use llir::{Func, TypeData};

/// The library functions we know about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LibFunc {
    Strcpy,
    Strcat,
    Strncat,
    MemsetChk,
    MemcpyChk,
    Strncpy,
    MemsetPattern4,
    MemsetPattern8,
    MemsetPattern16,
    Bcmp,
    Memcmp,
    Memchr,
    Memccpy,
    PosixMemalign,
    /// C++ `operator new` variants and `__kmpc_alloc_shared`: allocation
    /// functions (`MallocLike` or `OpNewLike`) sized by argument `size_arg`.
    Alloc {
        params: u8,
        size_arg: u8,
    },
    /// `strdup`/`strndup` and their `__` forms.
    StrDup,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum P {
    Ptr,
    Int,
    SizeT,
    I32,
    Void,
    Any,
}

fn table(name: &str) -> Option<(LibFunc, &'static [P])> {
    use LibFunc::*;
    use P::*;
    Some(match name {
        "strcpy" => (Strcpy, &[Ptr, Ptr, Ptr]),
        "strcat" => (Strcat, &[Ptr, Ptr, Ptr]),
        "strncat" => (Strncat, &[Ptr, Ptr, Ptr, SizeT]),
        "__memset_chk" => (MemsetChk, &[Ptr, Ptr, I32, SizeT, SizeT]),
        "__memcpy_chk" => (MemcpyChk, &[Ptr, Ptr, Ptr, SizeT, SizeT]),
        "strncpy" => (Strncpy, &[Ptr, Ptr, Ptr, SizeT]),
        "memset_pattern4" => (MemsetPattern4, &[Void, Ptr, Ptr, SizeT]),
        "memset_pattern8" => (MemsetPattern8, &[Void, Ptr, Ptr, SizeT]),
        "memset_pattern16" => (MemsetPattern16, &[Void, Ptr, Ptr, SizeT]),
        "bcmp" => (Bcmp, &[I32, Ptr, Ptr, SizeT]),
        "memcmp" => (Memcmp, &[I32, Ptr, Ptr, SizeT]),
        "memchr" => (Memchr, &[Ptr, Ptr, I32, SizeT]),
        "memccpy" => (Memccpy, &[Ptr, Ptr, Ptr, I32, SizeT]),
        "posix_memalign" => (PosixMemalign, &[I32, Ptr, SizeT, SizeT]),
        "strdup" | "__strdup" => (StrDup, &[Ptr, Ptr]),
        "strndup" | "__strndup" => (StrDup, &[Ptr, Ptr, SizeT]),
        // operator new and friends: (size[, nothrow/align/hot_cold ...]).
        "_Znwj"
        | "_Znwm"
        | "_Znaj"
        | "_Znam"
        | "??2@YAPAXI@Z"
        | "??2@YAPEAX_K@Z"
        | "??_U@YAPAXI@Z"
        | "??_U@YAPEAX_K@Z"
        | "__kmpc_alloc_shared" => (Alloc { params: 1, size_arg: 0 }, &[Ptr, Int]),
        "_ZnwjRKSt9nothrow_t"
        | "_ZnwmRKSt9nothrow_t"
        | "_ZnajRKSt9nothrow_t"
        | "_ZnamRKSt9nothrow_t"
        | "_ZnwjSt11align_val_t"
        | "_ZnwmSt11align_val_t"
        | "_ZnajSt11align_val_t"
        | "_ZnamSt11align_val_t"
        | "_Znwm12__hot_cold_t"
        | "_Znam12__hot_cold_t"
        | "??2@YAPAXIABUnothrow_t@std@@@Z"
        | "??2@YAPEAX_KAEBUnothrow_t@std@@@Z"
        | "??_U@YAPAXIABUnothrow_t@std@@@Z"
        | "??_U@YAPEAX_KAEBUnothrow_t@std@@@Z" => (Alloc { params: 2, size_arg: 0 }, &[Ptr, Int, Any]),
        "_ZnwjSt11align_val_tRKSt9nothrow_t"
        | "_ZnwmSt11align_val_tRKSt9nothrow_t"
        | "_ZnajSt11align_val_tRKSt9nothrow_t"
        | "_ZnamSt11align_val_tRKSt9nothrow_t"
        | "_ZnwmRKSt9nothrow_t12__hot_cold_t"
        | "_ZnamRKSt9nothrow_t12__hot_cold_t"
        | "_ZnwmSt11align_val_t12__hot_cold_t"
        | "_ZnamSt11align_val_t12__hot_cold_t" => (Alloc { params: 3, size_arg: 0 }, &[Ptr, Int, Any, Any]),
        "_ZnwmSt11align_val_tRKSt9nothrow_t12__hot_cold_t" | "_ZnamSt11align_val_tRKSt9nothrow_t12__hot_cold_t" => {
            (Alloc { params: 4, size_arg: 0 }, &[Ptr, Int, Any, Any, Any])
        }
        _ => return None,
    })
}

impl FunctionAA<'_> {
    /// The library function `f` is, if it is one and available here.
    pub(crate) fn lib_func(&self, f: Func) -> Option<LibFunc> {
        let func = &self.module().funcs[f];
        if func.name.starts_with("llvm.") {
            return None;
        }
        let (lf, proto) = table(&func.name)?;
        if matches!(lf, LibFunc::MemsetPattern4 | LibFunc::MemsetPattern8 | LibFunc::MemsetPattern16) {
            return None;
        }
        let gpu = self.target != crate::func::Target::Generic;
        if gpu && func.name != "__kmpc_alloc_shared" {
            return None;
        }
        if !gpu && (func.name == "__kmpc_alloc_shared" || self.no_builtins) {
            return None;
        }
        if self.no_builtin_names.iter().any(|n| **n == *func.name) {
            return None;
        }
        // Prototype.
        let m = self.module();
        let TypeData::Function { ret, params, varargs } = m.types.data(func.ty) else {
            return None;
        };
        if *varargs || params.len() + 1 != proto.len() {
            return None;
        }
        let size_bits = m.data_layout.pointer_size_bits(0);
        let ok = |p: P, t: llir::Type| match (p, m.types.data(t)) {
            (P::Any, _) => true,
            (P::Ptr, TypeData::Ptr { .. }) => true,
            (P::Void, TypeData::Void) => true,
            (P::Int, TypeData::Int(w)) => *w == 32 || *w == 64,
            (P::I32, TypeData::Int(32)) => true,
            (P::SizeT, TypeData::Int(w)) => *w == size_bits,
            _ => false,
        };
        if !ok(proto[0], *ret) || !params.iter().zip(&proto[1..]).all(|(&t, &p)| ok(p, t)) {
            return None;
        }
        Some(lf)
    }

    /// LLVM's `TLI.getLibFunc(Call)`: the library function a call calls
    /// (not for `nobuiltin` calls).
    pub(crate) fn call_lib_func(&self, c: CallRef<'_>) -> Option<LibFunc> {
        if self.call_is_nobuiltin(c.data) {
            return None;
        }
        self.lib_func(self.called_function(c.data)?)
    }

    /// LLVM's `CallBase::isNoBuiltin`.
    pub(crate) fn call_is_nobuiltin(&self, c: &llir::CallData) -> bool {
        self.call_has_fn_attr(c, "nobuiltin") && !self.call_has_fn_attr(c, "builtin")
    }

    /// LLVM's `isMallocOrCallocLikeFn` (`MallocLike | OpNewLike` entries of
    /// the allocation table; plain `malloc` is not among them in LLVM 19).
    pub(crate) fn is_malloc_or_calloc_like(&self, c: CallRef<'_>) -> bool {
        if c.is_call_inst && self.intrinsic_full_name(c).is_some() {
            return false;
        }
        matches!(self.call_lib_func(c), Some(LibFunc::Alloc { .. }))
    }
}
