//! Models of functions without a body: the C library, POSIX, and LLVM
//! intrinsics.
//!
//! A model is a list of [`Effect`]s on the call's arguments and result.
//! [`model`] looks a name up; the table below is the documentation of every
//! choice (arguments are numbered from 0):
//!
//! | functions | model |
//! |---|---|
//! | `malloc`, `calloc`, `valloc`, `pvalloc`, `aligned_alloc`, `memalign`, `strdup`, `strndup`, `mmap`, `tmpnam`-like allocators | result → fresh heap object of the call site |
//! | `realloc`, `reallocf`, `reallocarray` | result → fresh heap object of the call site, which receives the contents of every object arg0 points to (C: the old object is freed and a new one returned, even at the same address) |
//! | `mremap` | result → fresh heap object, or the old mapping (same abstract object, so its contents stay) |
//! | `posix_memalign`, `getline`, `getdelim`, `asprintf`, `vasprintf` | `*arg0` ← fresh heap object |
//! | `free`, `cfree`, `munmap` | nothing |
//! | `memcpy`, `memmove`, `mempcpy`, `bcopy`, `memccpy`, `llvm.memcpy*`, `llvm.memmove*` | contents of `*src` copied to `*dst` slot by slot (constant length) or wholesale; result → dst |
//! | `memset`, `bzero`, `llvm.memset*` | nothing (bytes are not pointers) |
//! | `strcpy`, `strncpy`, `strcat`, `strncat`, `stpcpy`, `fgets`, `gets`, `getcwd`, `realpath`, `localtime_r`, ... | result → into the buffer argument (characters are not pointers) |
//! | `strchr`, `strrchr`, `strstr`, `strpbrk`, `memchr`, `memrchr`, `strchrnul`, `rawmemchr`, `strcasestr`, `index`, `rindex`, `basename` | result → somewhere in arg0 |
//! | `strtol` family, `strtod` family | `*arg1` ← somewhere in arg0 |
//! | `strtok_r`, `strsep` | result and `*saveptr` → somewhere in the string |
//! | `qsort`, `qsort_r` | calls the comparator with pointers to elements of arg0 (stride = element size when constant) |
//! | `bsearch` | calls the comparator with the key and elements of arg1; result → element of arg1 |
//! | `pthread_create` | calls arg2 with arg3; the thread's result escapes |
//! | `pthread_join` | `*arg1` ← anything escaped (the thread's result) |
//! | `atexit`, `pthread_once`, `__cxa_atexit`, `on_exit`, `signal` | call their callbacks (signal: the handler escapes, the result is unknown) |
//! | `getenv`, `fopen`, `fdopen`, `popen`, `tmpfile`, `opendir`, `readdir`, `localtime`, `gmtime`, `ctime`, `strerror`, `dlopen`, `dlerror`, `__errno_location`, `setlocale`, `ttyname`, ... | result → library-owned object of the call site |
//! | `__ctype_b_loc`, `__ctype_tolower_loc`, `__ctype_toupper_loc`, `getpwnam`, `getpwuid`, `getgrnam`, `gethostbyname`, `localeconv` | result → library object that points to another library object |
//! | `freopen` | result → arg2 |
//! | `dlsym`, `pthread_getspecific` | result → anything escaped |
//! | `pthread_setspecific` | arg1 escapes |
//! | output, string comparison, numeric conversion, file and process syscalls, locks, math (`printf`, `strlen`, `strcmp`, `read`, `write`, `open`, `stat`, `fcntl`, `pthread_mutex_lock`, `sin`, ...) | nothing |
//! | `MAYALIAS`, `NOALIAS`, `MUSTALIAS`, `PARTIALALIAS`, `EXPECTEDFAIL_*` (test assertions) | nothing |
//! | `llvm.va_start` | the `va_list` points to the caller's varargs object |
//! | `llvm.va_copy` | copies the `va_list` |
//! | `llvm.ptrmask`, `llvm.launder.invariant.group`, `llvm.strip.invariant.group`, `llvm.threadlocal.address` | result → arg0 (ptrmask: any offset) |
//! | `llvm.load.relative` | result → anything the relative table's entries name |
//! | `llvm.masked.load`, `llvm.masked.gather`, `llvm.masked.expandload` | result ← memory at arg0 (and the pass-through value) |
//! | `llvm.masked.store`, `llvm.masked.scatter`, `llvm.masked.compressstore` | memory at arg1 ← arg0 |
//! | any other `llvm.*` intrinsic | no memory effect; a pointer-carrying result gets the pointees of its arguments at unknown offsets |
//! | inline assembly, and any other function | **unknown**: see below |
//!
//! Names are matched after removing glibc's `__isoc99_`/`__isoc23_`
//! prefixes, fortified `__X_chk` wrappers and large-file `64` suffixes.
//!
//! **Unknown functions.** Everything a pointer argument reaches escapes:
//! it is added to the contents of the unknown object `U`, and `U`'s
//! contents are treated as readable and writable at any offset by unknown
//! code (so all of it is merged into one collapsed blob, which is sound and
//! what an unknown function may really do). The result may point to
//! anything escaped, including `U` itself. Escaped functions may be called
//! by unknown code with unknown arguments. Library-owned objects are not
//! escaped by default: the model says exactly what the library does with
//! them.

use crate::constraints::{access_slots, CallSite, GepOffset, Node, Sink};
use crate::objects::{Obj, ObjKind};
use llir::{Func, Inst};

/// Which call argument an effect refers to.
pub type Arg = u8;

/// An argument passed to a callback by a modeled function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CbArg {
    /// The value of call argument `.0` itself.
    Exact(Arg),
    /// A pointer somewhere into what argument `.0` points to.
    Into(Arg),
    /// A pointer to an element of the array argument `.0` points to, whose
    /// element size is the constant argument `.1` (any offset if not constant).
    Element(Arg, Arg),
    /// Anything escaped.
    Unknown,
    /// Not a pointer.
    Null,
}

/// One effect of an external function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// The result points to a fresh heap object of the call site.
    RetHeap,
    /// `realloc`: the result points to a fresh heap object of the call
    /// site, which receives the contents of what argument `arg` points to.
    /// C (7.22.3.5) makes the result a new object and the old one dead
    /// even when the address is the same, and LLVM's `noalias` on the
    /// result says the same; so the result never points to the old
    /// object, and to none of the non-heap objects an imprecise `arg`
    /// names (passing those is undefined).
    RetHeapMoved {
        /// The old block.
        arg: Arg,
    },
    /// The result points to a library-owned object of the call site; with
    /// `nested`, that object points to a second one.
    RetLibrary {
        /// Two levels of library objects.
        nested: bool,
    },
    /// The result is argument `arg` (`exact`) or points somewhere into what it points to.
    RetArg {
        /// The argument.
        arg: Arg,
        /// Same address (true) or any offset in the same objects (false).
        exact: bool,
    },
    /// The result points somewhere into what `*arg` points to.
    RetLoad {
        /// The argument.
        arg: Arg,
    },
    /// The result is loaded from any offset of what `arg` points to
    /// (masked loads and gathers).
    RetLoadAny {
        /// The argument.
        arg: Arg,
    },
    /// `llvm.load.relative`: the result points somewhere into anything an
    /// entry of the table at `arg` names.
    RetLoadRelative {
        /// The table argument.
        arg: Arg,
    },
    /// The result may point to anything escaped.
    RetUnknown,
    /// `*arg` receives a fresh heap object.
    StoreHeap {
        /// The argument.
        arg: Arg,
    },
    /// `*dst` receives a pointer somewhere into what `src` points to.
    StoreArg {
        /// The pointer written through.
        dst: Arg,
        /// The pointer stored.
        src: Arg,
    },
    /// `*arg` receives anything escaped.
    StoreUnknown {
        /// The argument.
        arg: Arg,
    },
    /// Any field of what `ptr` points to receives the value `val`.
    StoreAny {
        /// The value stored.
        val: Arg,
        /// The pointer written through.
        ptr: Arg,
    },
    /// The memory `dst` points to receives the contents of the memory `src`
    /// points to; `len` is the length argument.
    CopyMem {
        /// Destination pointer.
        dst: Arg,
        /// Source pointer.
        src: Arg,
        /// Length argument, if any.
        len: Option<Arg>,
    },
    /// Calls the function pointer `func` with `args`; with `ret_escapes`
    /// the callback's result escapes.
    Call {
        /// The function pointer argument.
        func: Arg,
        /// The callback's arguments.
        args: &'static [CbArg],
        /// The callback's result escapes to unknown code.
        ret_escapes: bool,
    },
    /// `va_start(arg)`: the list points to the caller's varargs object.
    VaStart {
        /// The `va_list` pointer.
        arg: Arg,
    },
    /// `va_copy(dst, src)`.
    VaCopy {
        /// Destination list.
        dst: Arg,
        /// Source list.
        src: Arg,
    },
    /// What argument `arg` reaches escapes to unknown code.
    Escape {
        /// The argument.
        arg: Arg,
    },
    /// A pointer-carrying result gets every argument's pointees at unknown offsets.
    ValueOfArgs,
}

use CbArg as C;
use Effect as E;

const NOTHING: &[Effect] = &[];
const HEAP: &[Effect] = &[E::RetHeap];
const REALLOC: &[Effect] = &[E::RetHeapMoved { arg: 0 }];
const LIBRARY: &[Effect] = &[E::RetLibrary { nested: false }];
const LIBRARY2: &[Effect] = &[E::RetLibrary { nested: true }];
const RET0: &[Effect] = &[E::RetArg { arg: 0, exact: true }];
const RET0_ANY: &[Effect] = &[E::RetArg { arg: 0, exact: false }];
const MEMCPY: &[Effect] = &[
    E::CopyMem {
        dst: 0,
        src: 1,
        len: Some(2),
    },
    E::RetArg { arg: 0, exact: true },
];

impl Effect {
    /// True if this effect may write a pointer into memory the caller can
    /// see, or let code it cannot see do so (callbacks, escapes,
    /// `va_start`). The others (allocation, returning an argument, reading,
    /// writing bytes only, such as `memset`) leave every pointer in memory
    /// where it was, which a flow-sensitive analysis may rely on.
    pub fn writes_pointers(&self) -> bool {
        matches!(
            self,
            Effect::StoreHeap { .. }
                | Effect::RetHeapMoved { .. }
                | Effect::StoreArg { .. }
                | Effect::StoreUnknown { .. }
                | Effect::StoreAny { .. }
                | Effect::CopyMem { .. }
                | Effect::Call { .. }
                | Effect::VaStart { .. }
                | Effect::VaCopy { .. }
                | Effect::Escape { .. }
        )
    }
}

/// The model of the external function `name`, or `None` if unknown.
pub fn model(name: &str) -> Option<&'static [Effect]> {
    if let Some(m) = exact_model(name) {
        return Some(m);
    }
    if let Some(rest) = name.strip_prefix("llvm.") {
        return Some(intrinsic_model(rest));
    }
    for p in ["__isoc99_", "__isoc23_"] {
        if let Some(m) = name.strip_prefix(p).and_then(exact_model) {
            return Some(m);
        }
    }
    if let Some(m) = name.strip_prefix("__").and_then(|n| n.strip_suffix("_chk")).and_then(exact_model) {
        return Some(m);
    }
    if let Some(m) = name.strip_suffix("64").and_then(exact_model) {
        return Some(m);
    }
    if let Some(m) = name.strip_prefix("__").and_then(exact_model) {
        return Some(m);
    }
    None
}

fn intrinsic_model(rest: &str) -> &'static [Effect] {
    let base = |p: &str| rest == p || rest.starts_with(&format!("{p}."));
    if base("memcpy") || base("memmove") || base("memcpy.inline") || base("memcpy.element.unordered.atomic") {
        return &[E::CopyMem {
            dst: 0,
            src: 1,
            len: Some(2),
        }];
    }
    if base("memmove.element.unordered.atomic") {
        return &[E::CopyMem {
            dst: 0,
            src: 1,
            len: Some(2),
        }];
    }
    if base("va_start") {
        return &[E::VaStart { arg: 0 }];
    }
    if base("va_copy") {
        return &[E::VaCopy { dst: 0, src: 1 }];
    }
    if base("ptrmask") {
        return RET0_ANY;
    }
    if base("launder.invariant.group") || base("strip.invariant.group") || base("threadlocal.address") {
        return RET0;
    }
    if base("load.relative") {
        return &[E::RetLoadRelative { arg: 0 }];
    }
    if base("masked.load") || base("masked.gather") || base("masked.expandload") {
        return &[E::RetLoadAny { arg: 0 }, E::RetArg { arg: 3, exact: true }];
    }
    if base("masked.store") || base("masked.scatter") || base("masked.compressstore") {
        return &[E::StoreAny { val: 0, ptr: 1 }];
    }
    if base("memset") || base("memset.inline") || base("va_end") || base("lifetime") || base("dbg") || base("assume") {
        return NOTHING;
    }
    &[E::ValueOfArgs]
}

fn exact_model(name: &str) -> Option<&'static [Effect]> {
    Some(match name {
        // Allocation.
        "malloc"
        | "calloc"
        | "valloc"
        | "pvalloc"
        | "aligned_alloc"
        | "memalign"
        | "strdup"
        | "strndup"
        | "wcsdup"
        | "mmap"
        | "tempnam"
        | "get_current_dir_name"
        | "canonicalize_file_name" => HEAP,
        "realloc" | "reallocf" | "reallocarray" => REALLOC,
        // A mapping grown in place stays valid at its old address.
        "mremap" => &[E::RetHeap, E::RetArg { arg: 0, exact: true }],
        "posix_memalign" | "getline" | "getdelim" | "asprintf" | "vasprintf" => &[E::StoreHeap { arg: 0 }],
        "free" | "cfree" | "munmap" => NOTHING,
        // Memory copies.
        "memcpy" | "memmove" | "wmemcpy" | "wmemmove" => MEMCPY,
        "mempcpy" | "wmempcpy" => &[
            E::CopyMem {
                dst: 0,
                src: 1,
                len: Some(2),
            },
            E::RetArg { arg: 0, exact: false },
        ],
        "bcopy" => &[E::CopyMem {
            dst: 1,
            src: 0,
            len: Some(2),
        }],
        "memccpy" => &[
            E::CopyMem {
                dst: 0,
                src: 1,
                len: Some(3),
            },
            E::RetArg { arg: 0, exact: false },
        ],
        "memset" | "bzero" | "explicit_bzero" | "wmemset" => NOTHING,
        // Strings: the result points into a buffer argument.
        "strcpy" | "strncpy" | "strcat" | "strncat" | "wcscpy" | "wcsncpy" | "wcscat" | "fgets" | "gets" | "fgetws" | "ctime_r"
        | "asctime_r" | "mkdtemp" => RET0,
        "stpcpy" | "stpncpy" => RET0_ANY,
        "getcwd" => &[E::RetArg { arg: 0, exact: true }, E::RetHeap],
        "realpath" => &[E::RetArg { arg: 1, exact: true }, E::RetHeap],
        "localtime_r" | "gmtime_r" => &[E::RetArg { arg: 1, exact: true }],
        "strerror_r" => &[E::RetArg { arg: 1, exact: true }, E::RetLibrary { nested: false }],
        "strchr" | "strrchr" | "strstr" | "strpbrk" | "memchr" | "memrchr" | "strchrnul" | "rawmemchr" | "strcasestr" | "index"
        | "rindex" | "basename" | "dirname" | "wcschr" | "wcsrchr" | "wcsstr" | "wmemchr" => RET0_ANY,
        "strtol" | "strtoul" | "strtoll" | "strtoull" | "strtoq" | "strtouq" | "strtoimax" | "strtoumax" | "strtod" | "strtof"
        | "strtold" | "wcstol" | "wcstoul" | "wcstod" => &[E::StoreArg { dst: 1, src: 0 }],
        "strtok_r" => &[
            E::StoreArg { dst: 2, src: 0 },
            E::RetArg { arg: 0, exact: false },
            E::RetLoad { arg: 2 },
        ],
        "strsep" => &[E::RetLoad { arg: 0 }],
        // Callbacks.
        "qsort" => &[E::Call {
            func: 3,
            args: &[C::Element(0, 2), C::Element(0, 2)],
            ret_escapes: false,
        }],
        "qsort_r" => &[E::Call {
            func: 3,
            args: &[C::Element(0, 2), C::Element(0, 2), C::Exact(4)],
            ret_escapes: false,
        }],
        "bsearch" => &[
            E::Call {
                func: 4,
                args: &[C::Exact(0), C::Element(1, 3)],
                ret_escapes: false,
            },
            E::RetArg { arg: 1, exact: false },
        ],
        "pthread_create" => &[E::Call {
            func: 2,
            args: &[C::Exact(3)],
            ret_escapes: true,
        }],
        "pthread_join" => &[E::StoreUnknown { arg: 1 }],
        "atexit" => &[E::Call {
            func: 0,
            args: &[],
            ret_escapes: false,
        }],
        "pthread_once" => &[E::Call {
            func: 1,
            args: &[],
            ret_escapes: false,
        }],
        "__cxa_atexit" => &[E::Call {
            func: 0,
            args: &[C::Exact(1)],
            ret_escapes: false,
        }],
        "on_exit" => &[E::Call {
            func: 0,
            args: &[C::Null, C::Exact(1)],
            ret_escapes: false,
        }],
        "signal" | "sigset" | "bsd_signal" => &[E::Escape { arg: 1 }, E::RetUnknown],
        "pthread_key_create" => &[E::Call {
            func: 1,
            args: &[C::Unknown],
            ret_escapes: false,
        }],
        "pthread_getspecific" => &[E::RetUnknown],
        "dlsym" | "dlvsym" => NOTHING,
        "pthread_setspecific" => &[E::Escape { arg: 1 }],
        // Library-owned objects.
        "getenv" | "secure_getenv" | "fopen" | "fdopen" | "popen" | "tmpfile" | "opendir" | "fdopendir" | "readdir" | "localtime"
        | "gmtime" | "ctime" | "asctime" | "strerror" | "strsignal" | "dlopen" | "dlerror" | "__errno_location" | "setlocale"
        | "ttyname" | "getlogin" | "tmpnam" | "nl_langinfo" | "inet_ntoa" | "gai_strerror" | "getpass" | "ptsname" | "fmemopen"
        | "open_memstream" => LIBRARY,
        "__ctype_b_loc"
        | "__ctype_tolower_loc"
        | "__ctype_toupper_loc"
        | "getpwnam"
        | "getpwuid"
        | "getgrnam"
        | "getgrgid"
        | "gethostbyname"
        | "gethostbyaddr"
        | "localeconv"
        | "getservbyname"
        | "getprotobyname" => LIBRARY2,
        "freopen" => &[E::RetArg { arg: 2, exact: true }],
        // Test assertions of the PTABen-style suites.
        "MAYALIAS" | "NOALIAS" | "MUSTALIAS" | "PARTIALALIAS" | "EXPECTEDFAIL_MAYALIAS" | "EXPECTEDFAIL_NOALIAS" => NOTHING,
        // No effect on pointers.
        "printf"
        | "fprintf"
        | "sprintf"
        | "snprintf"
        | "vprintf"
        | "vfprintf"
        | "vsprintf"
        | "vsnprintf"
        | "dprintf"
        | "vdprintf"
        | "puts"
        | "fputs"
        | "putc"
        | "fputc"
        | "putchar"
        | "putc_unlocked"
        | "putchar_unlocked"
        | "fputc_unlocked"
        | "fwrite"
        | "fwrite_unlocked"
        | "fread"
        | "fread_unlocked"
        | "fflush"
        | "fclose"
        | "pclose"
        | "closedir"
        | "fseek"
        | "fseeko"
        | "ftell"
        | "ftello"
        | "rewind"
        | "fileno"
        | "feof"
        | "ferror"
        | "clearerr"
        | "setvbuf"
        | "setbuf"
        | "getc"
        | "fgetc"
        | "getchar"
        | "ungetc"
        | "getc_unlocked"
        | "getchar_unlocked"
        | "fgetc_unlocked"
        | "perror"
        | "scanf"
        | "sscanf"
        | "fscanf"
        | "vscanf"
        | "vsscanf"
        | "vfscanf"
        | "strlen"
        | "strnlen"
        | "wcslen"
        | "strcmp"
        | "strncmp"
        | "strcasecmp"
        | "strncasecmp"
        | "memcmp"
        | "bcmp"
        | "wcscmp"
        | "wmemcmp"
        | "strspn"
        | "strcspn"
        | "strcoll"
        | "strxfrm"
        | "strverscmp"
        | "atoi"
        | "atol"
        | "atoll"
        | "atof"
        | "toupper"
        | "tolower"
        | "isalpha"
        | "isdigit"
        | "isalnum"
        | "isspace"
        | "isupper"
        | "islower"
        | "isxdigit"
        | "isprint"
        | "ispunct"
        | "iscntrl"
        | "isgraph"
        | "isascii"
        | "isblank"
        | "abs"
        | "labs"
        | "llabs"
        | "div"
        | "ldiv"
        | "rand"
        | "srand"
        | "random"
        | "srandom"
        | "rand_r"
        | "drand48"
        | "srand48"
        | "lrand48"
        | "time"
        | "clock"
        | "difftime"
        | "mktime"
        | "timegm"
        | "strftime"
        | "gettimeofday"
        | "clock_gettime"
        | "clock_getres"
        | "nanosleep"
        | "usleep"
        | "sleep"
        | "alarm"
        | "getpid"
        | "getppid"
        | "getuid"
        | "geteuid"
        | "getgid"
        | "getegid"
        | "setuid"
        | "setgid"
        | "open"
        | "openat"
        | "creat"
        | "close"
        | "read"
        | "write"
        | "pread"
        | "pwrite"
        | "readv"
        | "writev"
        | "lseek"
        | "fsync"
        | "fdatasync"
        | "ftruncate"
        | "truncate"
        | "unlink"
        | "unlinkat"
        | "rmdir"
        | "mkdir"
        | "mkdirat"
        | "access"
        | "faccessat"
        | "chmod"
        | "fchmod"
        | "chown"
        | "fchown"
        | "lchown"
        | "rename"
        | "renameat"
        | "link"
        | "symlink"
        | "readlink"
        | "stat"
        | "fstat"
        | "lstat"
        | "fstatat"
        | "statvfs"
        | "fstatvfs"
        | "utime"
        | "utimes"
        | "futimes"
        | "futimens"
        | "utimensat"
        | "fcntl"
        | "ioctl"
        | "isatty"
        | "sysconf"
        | "getpagesize"
        | "getrlimit"
        | "setrlimit"
        | "getrusage"
        | "uname"
        | "gethostname"
        | "exit"
        | "_exit"
        | "_Exit"
        | "abort"
        | "__assert_fail"
        | "__assert_rtn"
        | "__stack_chk_fail"
        | "raise"
        | "kill"
        | "pipe"
        | "dup"
        | "dup2"
        | "fork"
        | "vfork"
        | "execv"
        | "execvp"
        | "execve"
        | "execl"
        | "execlp"
        | "waitpid"
        | "wait"
        | "system"
        | "umask"
        | "chdir"
        | "fchdir"
        | "flock"
        | "lockf"
        | "mkstemp"
        | "mkstemps"
        | "select"
        | "poll"
        | "socket"
        | "bind"
        | "listen"
        | "connect"
        | "accept"
        | "send"
        | "recv"
        | "sendto"
        | "recvfrom"
        | "shutdown"
        | "setsockopt"
        | "getsockopt"
        | "htonl"
        | "htons"
        | "ntohl"
        | "ntohs"
        | "getrandom"
        | "madvise"
        | "mprotect"
        | "msync"
        | "mlock"
        | "munlock"
        | "posix_fadvise"
        | "fallocate"
        | "posix_fallocate"
        | "sched_yield"
        | "setjmp"
        | "_setjmp"
        | "sigsetjmp"
        | "__sigsetjmp"
        | "longjmp"
        | "_longjmp"
        | "siglongjmp"
        | "sigemptyset"
        | "sigfillset"
        | "sigaddset"
        | "sigdelset"
        | "sigprocmask"
        | "pthread_sigmask"
        | "pthread_mutex_init"
        | "pthread_mutex_destroy"
        | "pthread_mutex_lock"
        | "pthread_mutex_trylock"
        | "pthread_mutex_unlock"
        | "pthread_mutexattr_init"
        | "pthread_mutexattr_destroy"
        | "pthread_mutexattr_settype"
        | "pthread_cond_init"
        | "pthread_cond_destroy"
        | "pthread_cond_wait"
        | "pthread_cond_timedwait"
        | "pthread_cond_signal"
        | "pthread_cond_broadcast"
        | "pthread_rwlock_init"
        | "pthread_rwlock_destroy"
        | "pthread_rwlock_rdlock"
        | "pthread_rwlock_wrlock"
        | "pthread_rwlock_unlock"
        | "pthread_attr_init"
        | "pthread_attr_destroy"
        | "pthread_attr_setstacksize"
        | "pthread_attr_setdetachstate"
        | "pthread_self"
        | "pthread_equal"
        | "pthread_detach"
        | "pthread_key_delete"
        | "pthread_exit"
        | "pthread_cancel"
        | "sem_init"
        | "sem_wait"
        | "sem_post"
        | "sem_destroy"
        | "sin"
        | "cos"
        | "tan"
        | "asin"
        | "acos"
        | "atan"
        | "atan2"
        | "sinh"
        | "cosh"
        | "tanh"
        | "exp"
        | "exp2"
        | "expm1"
        | "log"
        | "log10"
        | "log2"
        | "log1p"
        | "pow"
        | "sqrt"
        | "cbrt"
        | "hypot"
        | "fabs"
        | "floor"
        | "ceil"
        | "fmod"
        | "round"
        | "lround"
        | "llround"
        | "trunc"
        | "rint"
        | "lrint"
        | "nearbyint"
        | "ldexp"
        | "frexp"
        | "modf"
        | "fmin"
        | "fmax"
        | "copysign"
        | "sinf"
        | "cosf"
        | "sqrtf"
        | "powf"
        | "expf"
        | "logf"
        | "fabsf"
        | "floorf"
        | "ceilf"
        | "fmodf"
        | "roundf"
        | "ldexpf"
        | "frexpf"
        | "isnan"
        | "isinf"
        | "finite"
        | "flockfile"
        | "funlockfile"
        | "ftrylockfile"
        | "__uflow"
        | "__overflow"
        | "remove"
        | "dlclose" => NOTHING,
        _ => return None,
    })
}

/// A call being bound to a model.
pub(crate) struct Site<'a> {
    pub func: Func,
    pub inst: Inst,
    pub args: &'a [Option<Node>],
    pub arg_ints: &'a [Option<i64>],
    pub ret: Option<Node>,
}

impl Site<'_> {
    fn arg(&self, i: Arg) -> Option<Node> {
        self.args.get(i as usize).copied().flatten()
    }
    fn int(&self, i: Arg) -> Option<i64> {
        self.arg_ints.get(i as usize).copied().flatten()
    }
}

/// The heap object the call `site` allocates.
fn heap_object<S: Sink>(s: &mut S, site: &Site<'_>) -> Obj {
    s.new_object(
        ObjKind::Heap {
            func: site.func,
            inst: site.inst,
        },
        None,
    )
}

fn any_into<S: Sink>(s: &mut S, n: Node) -> Node {
    let t = s.new_node();
    s.gep(t, n, GepOffset::Any);
    t
}

/// Adds the constraints of `effects` for the call `site`.
pub(crate) fn apply<S: Sink>(s: &mut S, site: &Site<'_>, effects: &[Effect]) {
    let u = s.unknown();
    let un = s.obj_node(u);
    for &e in effects {
        match e {
            E::RetHeap => {
                if let Some(r) = site.ret {
                    let o = heap_object(s, site);
                    s.heap_created(o, site.func, site.inst);
                    s.addr(r, o);
                }
            }
            E::RetHeapMoved { arg } => {
                if let Some(r) = site.ret {
                    // Never clonable: the block is not fresh memory a
                    // wrapper hands out, it carries the old block's data.
                    let o = heap_object(s, site);
                    s.addr(r, o);
                    if let Some(a) = site.arg(arg) {
                        let t = s.new_node();
                        s.addr(t, o);
                        copy_mem(s, t, a, None);
                    }
                }
            }
            E::RetLibrary { nested } => {
                if let Some(r) = site.ret {
                    let kind = |level| ObjKind::Library {
                        func: site.func,
                        inst: site.inst,
                        level,
                    };
                    let o = s.new_object(kind(0), None);
                    s.addr(r, o);
                    if nested {
                        let o2 = s.new_object(kind(1), None);
                        let n = s.obj_node(o);
                        s.addr(n, o2);
                    }
                }
            }
            E::RetArg { arg, exact } => {
                if let (Some(r), Some(a)) = (site.ret, site.arg(arg)) {
                    if exact {
                        s.copy(r, a);
                    } else {
                        s.gep(r, a, GepOffset::Any);
                    }
                }
            }
            E::RetLoad { arg } => {
                if let (Some(r), Some(a)) = (site.ret, site.arg(arg)) {
                    let t = s.new_node();
                    s.load(t, a);
                    s.gep(r, t, GepOffset::Any);
                }
            }
            E::RetLoadAny { arg } => {
                if let (Some(r), Some(a)) = (site.ret, site.arg(arg)) {
                    let t = any_into(s, a);
                    s.load(r, t);
                }
            }
            E::RetLoadRelative { arg } => {
                if let (Some(r), Some(a)) = (site.ret, site.arg(arg)) {
                    let t = any_into(s, a);
                    let v = s.new_node();
                    s.load(v, t);
                    s.gep(r, v, GepOffset::Any);
                }
            }
            E::RetUnknown => {
                if let Some(r) = site.ret {
                    s.copy(r, un);
                }
            }
            E::StoreHeap { arg } => {
                if let Some(a) = site.arg(arg) {
                    let o = heap_object(s, site);
                    let t = s.new_node();
                    s.addr(t, o);
                    s.store(a, t);
                }
            }
            E::StoreArg { dst, src } => {
                if let (Some(d), Some(v)) = (site.arg(dst), site.arg(src)) {
                    let t = any_into(s, v);
                    s.store(d, t);
                }
            }
            E::StoreUnknown { arg } => {
                if let Some(a) = site.arg(arg) {
                    s.store(a, un);
                }
            }
            E::StoreAny { val, ptr } => {
                if let (Some(v), Some(p)) = (site.arg(val), site.arg(ptr)) {
                    let t = any_into(s, p);
                    s.store(t, v);
                }
            }
            E::CopyMem { dst, src, len } => {
                let (Some(d), Some(sr)) = (site.arg(dst), site.arg(src)) else {
                    continue;
                };
                let len = len.and_then(|l| site.int(l)).and_then(|n| u64::try_from(n).ok());
                copy_mem(s, d, sr, len);
            }
            E::Call { func, args, ret_escapes } => {
                let Some(callee) = site.arg(func) else { continue };
                let mut cb_args = Vec::with_capacity(args.len());
                for &a in args {
                    let n = match a {
                        C::Exact(i) => site.arg(i),
                        C::Into(i) => site.arg(i).map(|n| any_into(s, n)),
                        C::Element(i, size) => site.arg(i).map(|n| {
                            let off = match site.int(size).and_then(|z| u64::try_from(z).ok()).filter(|&z| z > 0) {
                                Some(z) => GepOffset::Strided { offset: 0, gcd: z },
                                None => GepOffset::Any,
                            };
                            let t = s.new_node();
                            s.gep(t, n, off);
                            t
                        }),
                        C::Unknown => Some(un),
                        C::Null => None,
                    };
                    cb_args.push(n);
                }
                let n = cb_args.len();
                s.call(CallSite {
                    func: site.func,
                    instance: s.instance(),
                    inst: site.inst,
                    callee,
                    args: cb_args,
                    arg_ints: vec![None; n],
                    ret: ret_escapes.then_some(un),
                    rest: None,
                    fn_ty: None,
                });
            }
            E::VaStart { arg } => {
                if let (Some(a), Some(v)) = (site.arg(arg), s.varargs_of(site.func)) {
                    let t = s.new_node();
                    s.addr(t, v);
                    let p = any_into(s, a);
                    s.store(p, t);
                }
            }
            E::VaCopy { dst, src } => {
                if let (Some(d), Some(sr)) = (site.arg(dst), site.arg(src)) {
                    copy_mem(s, d, sr, None);
                }
            }
            E::Escape { arg } => {
                if let Some(a) = site.arg(arg) {
                    s.copy(un, a);
                }
            }
            E::ValueOfArgs => {
                if let Some(r) = site.ret {
                    for a in site.args.iter().flatten() {
                        s.gep(r, *a, GepOffset::Any);
                    }
                }
            }
        }
    }
}

/// `*dst ⊇ *src` over `len` bytes (unknown: everything).
pub(crate) fn copy_mem<S: Sink>(s: &mut S, dst: Node, src: Node, len: Option<u64>) {
    let ptr = s.ptr_bytes();
    match len.map(|l| access_slots(Some(l), ptr)) {
        Some(Some(slots)) => {
            if len.unwrap_or(0) < ptr {
                return; // too short to hold a pointer
            }
            for k in slots {
                let (sk, dk) = if k == 0 {
                    (src, dst)
                } else {
                    let (a, b) = (s.new_node(), s.new_node());
                    s.gep(a, src, GepOffset::Const(k));
                    s.gep(b, dst, GepOffset::Const(k));
                    (a, b)
                };
                let t = s.new_node();
                s.load(t, sk);
                s.store(dk, t);
            }
        }
        _ => {
            let sa = any_into(s, src);
            let da = any_into(s, dst);
            let t = s.new_node();
            s.load(t, sa);
            s.store(da, t);
        }
    }
}

/// A call to a function nothing is known about: everything its arguments
/// reach escapes, and its result may point to anything escaped.
pub(crate) fn unknown_call<S: Sink>(s: &mut S, args: &[Option<Node>], ret: Option<Node>) {
    let un = s.obj_node(s.unknown());
    for a in args.iter().flatten() {
        s.copy(un, *a);
    }
    if let Some(r) = ret {
        s.copy(r, un);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_normalized() {
        assert_eq!(model("malloc"), Some(HEAP));
        assert_eq!(model("__isoc99_sscanf"), Some(NOTHING));
        assert_eq!(model("__memcpy_chk"), Some(MEMCPY));
        assert_eq!(model("fopen64"), Some(LIBRARY));
        assert_eq!(model("__strdup"), Some(HEAP));
        assert_eq!(model("llvm.memcpy.p0.p0.i64").map(|m| m.len()), Some(1));
        assert_eq!(model("llvm.umax.i64"), Some(&[Effect::ValueOfArgs][..]));
        assert_eq!(model("some_unknown_function"), None);
    }
}
