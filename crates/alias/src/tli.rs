//! The library functions alias analysis recognizes (the part of LLVM's
//! `TargetLibraryInfo` that `MemoryLocation::getForArgument` and the
//! allocation-function tables consult).
//!
//! A call is a library call if it is not `nobuiltin`, its callee is a
//! declared or defined function (not an intrinsic) whose name, without a
//! leading `\01` (the mangling escape), is in the table, whose prototype
//! matches (`int` is 16 bits on AVR and MSP430, `size_t` is the index
//! width of address space 0), and which is available: the function is not
//! marked `"no-builtins"`/`"no-builtin-NAME"`, and the target's library has
//! it ([`TripleLibs`]: NVPTX and AMDGPU have only `__kmpc_alloc_shared`;
//! Windows has MSVC's `operator new` and not the Itanium ones, other
//! targets the reverse; `bcmp`, `__strdup`, `memccpy`, `memset_pattern*`
//! and the PS4/PS5 gaps as LLVM 19 decides them).

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

/// Parameter and return types of a library prototype, as LLVM's
/// `TargetLibraryInfo.def` spells them.
#[derive(Clone, Copy, PartialEq, Eq)]
enum P {
    /// Any pointer.
    Ptr,
    /// C `int`: 16 bits on 16-bit targets (AVR, MSP430), else 32.
    Int,
    /// `long`: any integer at least as wide as `int`.
    Long,
    /// `long long`: 64 bits.
    LLong,
    /// `bool`: 8 bits.
    Bool,
    /// `size_t`: the index width of address space 0.
    SizeT,
    Void,
}

fn table(name: &str) -> Option<(LibFunc, &'static [P])> {
    use LibFunc::*;
    use P::*;
    const NEW1: LibFunc = Alloc { params: 1, size_arg: 0 };
    const NEW2: LibFunc = Alloc { params: 2, size_arg: 0 };
    const NEW3: LibFunc = Alloc { params: 3, size_arg: 0 };
    const NEW4: LibFunc = Alloc { params: 4, size_arg: 0 };
    Some(match name {
        "strcpy" => (Strcpy, &[Ptr, Ptr, Ptr]),
        "strcat" => (Strcat, &[Ptr, Ptr, Ptr]),
        "strncat" => (Strncat, &[Ptr, Ptr, Ptr, SizeT]),
        "__memset_chk" => (MemsetChk, &[Ptr, Ptr, Int, SizeT, SizeT]),
        "__memcpy_chk" => (MemcpyChk, &[Ptr, Ptr, Ptr, SizeT, SizeT]),
        "strncpy" => (Strncpy, &[Ptr, Ptr, Ptr, SizeT]),
        "memset_pattern4" => (MemsetPattern4, &[Void, Ptr, Ptr, SizeT]),
        "memset_pattern8" => (MemsetPattern8, &[Void, Ptr, Ptr, SizeT]),
        "memset_pattern16" => (MemsetPattern16, &[Void, Ptr, Ptr, SizeT]),
        "bcmp" => (Bcmp, &[Int, Ptr, Ptr, SizeT]),
        "memcmp" => (Memcmp, &[Int, Ptr, Ptr, SizeT]),
        "memchr" => (Memchr, &[Ptr, Ptr, Int, SizeT]),
        "memccpy" => (Memccpy, &[Ptr, Ptr, Ptr, Int, SizeT]),
        "posix_memalign" => (PosixMemalign, &[Int, Ptr, SizeT, SizeT]),
        "strdup" | "__strdup" => (StrDup, &[Ptr, Ptr]),
        "strndup" | "__strndup" => (StrDup, &[Ptr, Ptr, SizeT]),
        "__kmpc_alloc_shared" => (NEW1, &[Ptr, SizeT]),
        // operator new and friends: (size[, align][, nothrow][, hot_cold]).
        "_Znwj" | "_Znaj" | "??2@YAPAXI@Z" | "??_U@YAPAXI@Z" => (NEW1, &[Ptr, Int]),
        "_Znwm" | "_Znam" => (NEW1, &[Ptr, Long]),
        "??2@YAPEAX_K@Z" | "??_U@YAPEAX_K@Z" => (NEW1, &[Ptr, LLong]),
        "_ZnwjRKSt9nothrow_t" | "_ZnajRKSt9nothrow_t" | "??2@YAPAXIABUnothrow_t@std@@@Z" | "??_U@YAPAXIABUnothrow_t@std@@@Z" => {
            (NEW2, &[Ptr, Int, Ptr])
        }
        "_ZnwmRKSt9nothrow_t" | "_ZnamRKSt9nothrow_t" => (NEW2, &[Ptr, Long, Ptr]),
        "??2@YAPEAX_KAEBUnothrow_t@std@@@Z" | "??_U@YAPEAX_KAEBUnothrow_t@std@@@Z" => (NEW2, &[Ptr, LLong, Ptr]),
        "_ZnwjSt11align_val_t" | "_ZnajSt11align_val_t" => (NEW2, &[Ptr, Int, Int]),
        "_ZnwmSt11align_val_t" | "_ZnamSt11align_val_t" => (NEW2, &[Ptr, Long, Long]),
        "_Znwm12__hot_cold_t" | "_Znam12__hot_cold_t" => (NEW2, &[Ptr, Long, Bool]),
        "_ZnwjSt11align_val_tRKSt9nothrow_t" | "_ZnajSt11align_val_tRKSt9nothrow_t" => (NEW3, &[Ptr, Int, Int, Ptr]),
        "_ZnwmSt11align_val_tRKSt9nothrow_t" | "_ZnamSt11align_val_tRKSt9nothrow_t" => (NEW3, &[Ptr, Long, Long, Ptr]),
        "_ZnwmRKSt9nothrow_t12__hot_cold_t" | "_ZnamRKSt9nothrow_t12__hot_cold_t" => (NEW3, &[Ptr, Long, Ptr, Bool]),
        "_ZnwmSt11align_val_t12__hot_cold_t" | "_ZnamSt11align_val_t12__hot_cold_t" => (NEW3, &[Ptr, Long, Long, Bool]),
        "_ZnwmSt11align_val_tRKSt9nothrow_t12__hot_cold_t" | "_ZnamSt11align_val_tRKSt9nothrow_t12__hot_cold_t" => {
            (NEW4, &[Ptr, Long, Long, Ptr, Bool])
        }
        _ => return None,
    })
}

/// Which of the table's functions the target's C library has: the part of
/// LLVM 19's `initializeLibCalls` that concerns them, decided from the
/// module's `target triple` read as LLVM's `Triple` constructor reads it
/// (components by position, not normalized: `x86_64-linux-gnu` has vendor
/// `linux` and no known OS). No triple means everything but the
/// target-specific functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct TripleLibs {
    /// The target has no C library: NVPTX and AMDGPU (only
    /// `__kmpc_alloc_shared` exists there).
    gpu: bool,
    /// `isOSMSVCRT` (Windows with the MSVC, GNU or Itanium environment, or
    /// none): MSVC's `operator new` (`??2@...`), not the Itanium ones.
    msvcrt: bool,
    /// Windows but not Cygwin/MinGW: no `memccpy`.
    windows_not_cygming: bool,
    /// PS4/PS5: no `_Znwj`-like new, `__memcpy_chk`/`__memset_chk`,
    /// `bcmp`, `memccpy`, `strndup`, `__strndup`, `__kmpc_alloc_shared`.
    ps: bool,
    /// `bcmp`: Linux with glibc or musl, FreeBSD, Solaris.
    bcmp: bool,
    /// `__strdup`: Linux with glibc.
    glibc: bool,
    /// `memset_pattern4/8/16`: macOS 10.5+, iOS/tvOS 3.0+, watchOS.
    memset_pattern: bool,
    /// Bits of C `int`: 16 on AVR and MSP430, else 32.
    int_bits: u32,
}

/// The `major.minor` version at the end of an OS component (`macosx10.5`:
/// (10, 5)); (0, 0) if none is written.
fn os_version(os: &str) -> (u32, u32) {
    let digits = os.trim_start_matches(|c: char| !c.is_ascii_digit());
    let mut parts = digits.split('.').map(|p| p.parse::<u32>().unwrap_or(0));
    (parts.next().unwrap_or(0), parts.next().unwrap_or(0))
}

impl TripleLibs {
    /// The libraries of a module with this `target triple`.
    pub(crate) fn from_triple(triple: Option<&str>) -> TripleLibs {
        let t = triple.unwrap_or("");
        let mut parts = t.split('-');
        let arch = parts.next().unwrap_or("");
        let vendor = parts.next().unwrap_or("");
        let os = parts.next().unwrap_or("");
        let env = parts.next().unwrap_or("");
        // LLVM's parseEnvironment: prefixes, in its order.
        let gnu_family = [
            "gnuabin32",
            "gnuabi64",
            "gnueabihf",
            "gnueabi",
            "gnuf32",
            "gnuf64",
            "gnusf",
            "gnux32",
            "gnu_ilp32",
        ];
        let eabi = env.starts_with("eabi");
        let gnu_other = !eabi && gnu_family.iter().any(|p| env.starts_with(p));
        let gnu = !eabi && !gnu_other && !env.starts_with("code16") && env.starts_with("gnu");
        let is_gnu_env = gnu || gnu_other;
        let musl = env.starts_with("musl");
        let known_env = eabi
            || is_gnu_env
            || musl
            || [
                "code16",
                "android",
                "msvc",
                "itanium",
                "cygnus",
                "coreclr",
                "simulator",
                "macabi",
                "pixel",
                "vertex",
                "geometry",
                "hull",
                "domain",
                "compute",
                "library",
                "raygeneration",
                "intersection",
                "anyhit",
                "closesthit",
                "miss",
                "callable",
                "mesh",
                "amplification",
                "opencl",
                "ohos",
                "pauthtest",
            ]
            .iter()
            .any(|p| env.starts_with(p));
        let windows = os.starts_with("windows") || os.starts_with("win32");
        let msvc_env = !known_env || env.starts_with("msvc");
        let msvcrt = windows && (msvc_env || gnu || env.starts_with("itanium"));
        let cygming = windows && (gnu || env.starts_with("cygnus"));
        let linux = os.starts_with("linux");
        let x86_64 = matches!(arch, "x86_64" | "amd64" | "x86_64h");
        let ps = x86_64 && matches!(vendor, "scei" | "sie") && (os.starts_with("ps4") || os.starts_with("ps5"));
        let bcmp = if linux {
            is_gnu_env || musl
        } else {
            os.starts_with("freebsd") || os.starts_with("solaris")
        };
        let memset_pattern = if os.starts_with("darwin") {
            // Darwin 9 is macOS 10.5; no number means Darwin 8.
            os_version(os).0 >= 9
        } else if os.starts_with("macos") {
            os_version(os) >= (10, 5)
        } else if os.starts_with("ios") || os.starts_with("tvos") {
            os_version(os).0 >= 3
        } else {
            os.starts_with("watchos")
        };
        TripleLibs {
            gpu: arch.starts_with("nvptx") || arch.starts_with("amdgcn") || arch.starts_with("r600"),
            msvcrt,
            windows_not_cygming: windows && !cygming,
            ps,
            bcmp: bcmp && !ps,
            glibc: linux && is_gnu_env,
            memset_pattern,
            int_bits: if arch.starts_with("avr") || arch.starts_with("msp430") {
                16
            } else {
                32
            },
        }
    }

    /// True if the target's library has `name` (a name of the table),
    /// whose kind is `lf`.
    fn has(&self, name: &str, lf: LibFunc) -> bool {
        if self.gpu || name == "__kmpc_alloc_shared" {
            return name == "__kmpc_alloc_shared" && !self.ps;
        }
        match lf {
            LibFunc::MemsetPattern4 | LibFunc::MemsetPattern8 | LibFunc::MemsetPattern16 => self.memset_pattern,
            LibFunc::Bcmp => self.bcmp,
            LibFunc::Memccpy => !self.windows_not_cygming && !self.ps,
            LibFunc::MemsetChk | LibFunc::MemcpyChk => !self.ps,
            LibFunc::StrDup => match name {
                "__strdup" => self.glibc,
                "strndup" | "__strndup" => !self.ps,
                _ => true,
            },
            LibFunc::Alloc { .. } => {
                let msvc = name.starts_with('?');
                if msvc != self.msvcrt {
                    return false;
                }
                // Itanium `unsigned int` sizes: `_Znwj...`, `_Znaj...`.
                !(self.ps && (name.starts_with("_Znwj") || name.starts_with("_Znaj")))
            }
            _ => true,
        }
    }
}

impl FunctionAA<'_> {
    /// The library function `f` is, if it is one and available here.
    pub(crate) fn lib_func(&self, f: Func) -> Option<LibFunc> {
        let func = &self.module().funcs[f];
        if func.name.starts_with("llvm.") || func.name.contains('\0') {
            return None;
        }
        // `\01` marks a name that is used as written (`__asm__` labels):
        // LLVM's `sanitizeFunctionName` strips it before the lookup.
        let name = func.name.strip_prefix('\u{1}').unwrap_or(&func.name);
        let (lf, proto) = table(name)?;
        if self.no_builtins || !self.libs.has(name, lf) {
            return None;
        }
        // "no-builtin-NAME" names the function as the table does.
        if self.no_builtin_names.iter().any(|n| **n == *name) {
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
        let size_bits = m.data_layout.index_size_bits(0);
        let int_bits = self.libs.int_bits;
        let ok = |p: P, t: llir::Type| match (p, m.types.data(t)) {
            (P::Ptr, TypeData::Ptr { .. }) => true,
            (P::Void, TypeData::Void) => true,
            (P::Int, TypeData::Int(w)) => *w == int_bits,
            (P::Long, TypeData::Int(w)) => *w >= int_bits,
            (P::LLong, TypeData::Int(w)) => *w == 64,
            (P::Bool, TypeData::Int(w)) => *w == 8,
            (P::SizeT, TypeData::Int(w)) => *w == size_bits,
            _ => false,
        };
        if !ok(proto[0], *ret) || !params.iter().zip(&proto[1..]).all(|(&t, &p)| ok(p, t)) {
            return None;
        }
        // The allocation table of MemoryBuiltins (the only user of `Alloc`)
        // also wants the size as i32 or i64: `_Znwj(i16)` on AVR is a
        // library function but no allocation function.
        if let LibFunc::Alloc { size_arg, .. } = lf {
            let size_ty = params.get(size_arg as usize).map(|&t| m.types.data(t));
            if !matches!(size_ty, Some(TypeData::Int(32 | 64))) {
                return None;
            }
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
