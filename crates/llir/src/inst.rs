//! Instructions, operands and constants.

use crate::attrs::AttrSet;
use crate::entities::{Block, Const, Func, Global, Inst, Local, Type};
use crate::metadata::{MdKind, MdRef};
use crate::span::Span;

/// A reference to a module-level symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GlobalRef {
    /// A function (definition or declaration).
    Func(Func),
    /// A global variable, alias or ifunc.
    Global(Global),
}

/// An operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// An argument or instruction result of the current function.
    Local(Local),
    /// `@name`.
    Global(GlobalRef),
    /// A constant in the current function's constant arena.
    Const(Const),
}

/// Atomic ordering of a memory instruction. `NotAtomic` for plain accesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Ordering {
    /// Not atomic.
    #[default]
    NotAtomic,
    /// `unordered`
    Unordered,
    /// `monotonic`
    Monotonic,
    /// `acquire`
    Acquire,
    /// `release`
    Release,
    /// `acq_rel`
    AcqRel,
    /// `seq_cst`
    SeqCst,
}

impl Ordering {
    /// LLVM `isStrongerThanUnordered`: monotonic or stronger.
    pub fn is_stronger_than_unordered(self) -> bool {
        self > Ordering::Unordered
    }
    /// LLVM `isStrongerThanMonotonic`.
    pub fn is_stronger_than_monotonic(self) -> bool {
        self > Ordering::Monotonic
    }
    /// LLVM `isAtLeastOrStrongerThan(Acquire)`: acquire, acq_rel or seq_cst
    /// (release is not ordered with respect to acquire).
    pub fn is_acquire_or_stronger(self) -> bool {
        matches!(self, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst)
    }
}

/// Every LLVM opcode, for the generic [`InstKind::Other`] and [`InstKind::Cast`]
/// and for constant expressions.
#[allow(missing_docs)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Opcode {
    // binary
    Add,
    Sub,
    Mul,
    UDiv,
    SDiv,
    URem,
    SRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    FAdd,
    FSub,
    FMul,
    FDiv,
    FRem,
    FNeg,
    // casts
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
    // other
    ICmp,
    FCmp,
    ExtractValue,
    InsertValue,
    ExtractElement,
    InsertElement,
    ShuffleVector,
    Freeze,
    Select,
    GetElementPtr,
}

impl Opcode {
    /// True for the cast opcodes.
    pub fn is_cast(self) -> bool {
        use Opcode::*;
        matches!(
            self,
            Trunc | ZExt | SExt | FPTrunc | FPExt | FPToUI | FPToSI | UIToFP | SIToFP | PtrToInt | IntToPtr | BitCast | AddrSpaceCast
        )
    }
}

/// An argument of a call.
#[derive(Clone, Debug, PartialEq)]
pub struct CallArg {
    /// The argument's type.
    pub ty: Type,
    /// Parameter attributes at the call site (`noalias`, `byval(T)`, ...).
    pub attrs: AttrSet,
    /// The value.
    pub value: Value,
}

/// An operand bundle `"tag"(T v, ...)`.
#[derive(Clone, Debug, PartialEq)]
pub struct OperandBundle {
    /// The tag, e.g. `deopt`, `funclet`, `align`.
    pub tag: Box<str>,
    /// Its value inputs, in order; `label %bb` inputs are in `labels`.
    pub inputs: Vec<Value>,
    /// Its block inputs (`label %bb`), in order. They move no memory, but
    /// each is a use of the block: on an `invoke` or `callbr` (terminators)
    /// LLVM counts it as one more predecessor edge from the call's block
    /// (`; preds = %b, %b`), on a `call` it is a use by a non-terminator.
    pub labels: Vec<Block>,
}

/// What `call`, `invoke` and `callbr` share.
#[derive(Clone, Debug, PartialEq)]
pub struct CallData {
    /// The called value: a function, a pointer, or inline asm (a constant).
    pub callee: Value,
    /// The function type of the call (explicit or derived from the return type).
    pub fn_ty: Type,
    /// Arguments, in order. A `label %bb` argument (inline asm operands)
    /// is an `undef` of type label here; its block is in `label_args`.
    pub args: Vec<CallArg>,
    /// The blocks of the `label %bb` arguments, in order: uses of those
    /// blocks (predecessor edges when the call is a `callbr`).
    pub label_args: Vec<Block>,
    /// Call-site function attributes (after the argument list, incl. `#N`).
    pub fn_attrs: AttrSet,
    /// Return attributes.
    pub ret_attrs: AttrSet,
    /// Operand bundles, in order.
    pub bundles: Vec<OperandBundle>,
    /// `tail`, `musttail` or `notail`, if written.
    pub tail: Option<Box<str>>,
    /// The calling convention as LLVM's id ([`crate::callconv`]): 0 (C)
    /// unless written; `cc N` is kept modulo 1024, as LLVM keeps it.
    pub cc: u32,
}

#[allow(missing_docs)] // operand fields are named after LLVM's operand names
/// The instruction kinds with their operands. Successor order of terminators
/// is the order LLVM's `successors()` uses.
#[derive(Clone, Debug, PartialEq)]
pub enum InstKind {
    /// `ret [T v]`
    Ret { value: Option<Value> },
    /// `br label %d`
    Br { dest: Block },
    /// `br i1 %c, label %t, label %f`
    CondBr { cond: Value, if_true: Block, if_false: Block },
    /// `switch`: successors are the default, then each case (duplicates kept).
    Switch {
        value: Value,
        default: Block,
        cases: Vec<(Value, Block)>,
    },
    /// `indirectbr`
    IndirectBr { address: Value, dests: Vec<Block> },
    /// `invoke`: successors normal, then unwind.
    Invoke { call: Box<CallData>, normal: Block, unwind: Block },
    /// `callbr`: successors default, then the indirect targets.
    CallBr {
        call: Box<CallData>,
        default: Block,
        indirect: Vec<Block>,
    },
    /// `resume`
    Resume { value: Value },
    /// `unreachable`
    Unreachable,
    /// `cleanupret from %pad unwind label %d | to caller`
    CleanupRet { pad: Value, unwind: Option<Block> },
    /// `catchret from %pad to label %d`
    CatchRet { pad: Value, dest: Block },
    /// `catchswitch`: successors are the unwind destination (if any), then handlers.
    CatchSwitch {
        parent: Value,
        handlers: Vec<Block>,
        unwind: Option<Block>,
    },
    /// `call`
    Call(Box<CallData>),
    /// `alloca`; `inalloca` is the keyword of that name (an argument area
    /// of an `inalloca` call, never a static alloca in LLVM's sense).
    Alloca {
        allocated: Type,
        count: Option<Value>,
        align: Option<u64>,
        addr_space: u32,
        inalloca: bool,
    },
    /// `load`
    Load {
        ty: Type,
        ptr: Value,
        align: Option<u64>,
        volatile: bool,
        ordering: Ordering,
    },
    /// `store`
    Store {
        value: Value,
        ptr: Value,
        align: Option<u64>,
        volatile: bool,
        ordering: Ordering,
    },
    /// `fence`
    Fence { ordering: Ordering },
    /// `cmpxchg`
    CmpXchg {
        ptr: Value,
        cmp: Value,
        new: Value,
        volatile: bool,
        weak: bool,
        success: Ordering,
        failure: Ordering,
    },
    /// `atomicrmw`
    AtomicRmw {
        op: Box<str>,
        ptr: Value,
        value: Value,
        volatile: bool,
        ordering: Ordering,
    },
    /// `va_arg`
    VaArg { list: Value, ty: Type },
    /// `getelementptr`
    Gep {
        source_ty: Type,
        base: Value,
        indices: Vec<Value>,
        inbounds: bool,
    },
    /// `phi`: incoming values in written order.
    Phi { incoming: Vec<(Value, Block)> },
    /// `select`
    Select { cond: Value, if_true: Value, if_false: Value },
    /// A cast instruction (`bitcast`, `addrspacecast`, `ptrtoint`, ...).
    Cast { op: Opcode, value: Value, to: Type },
    /// `landingpad`
    LandingPad { cleanup: bool, clauses: Vec<Value> },
    /// `catchpad within %cs [args]`
    CatchPad { catchswitch: Value, args: Vec<Value> },
    /// `cleanuppad within %parent [args]`
    CleanupPad { parent: Value, args: Vec<Value> },
    /// Any other instruction: binary and unary ops, compares, vector and
    /// aggregate element operations, `freeze`. Operands in written order.
    Other { op: Opcode, operands: Vec<Value> },
}

/// One instruction.
#[derive(Clone, Debug, PartialEq)]
pub struct InstData {
    /// Opcode and operands.
    pub kind: InstKind,
    /// Result type (`void` when the instruction has no result).
    pub ty: Type,
    /// The local value it defines, if it has a result.
    pub result: Option<Local>,
    /// Its block.
    pub block: Block,
    /// Metadata attachments in written order (`!tbaa !5`), not including
    /// debug records.
    pub md: Vec<(MdKind, MdRef)>,
    /// Bytes of the instruction text (first to last token; a `switch` or
    /// `landingpad` spans several lines). Debug records before it are not
    /// included.
    pub span: Span,
    /// Flags written on the instruction (`nsw`, `inbounds`, fast-math, ...)
    /// and the compare predicate of `icmp`/`fcmp`.
    pub flags: InstFlags,
}

/// Flags written on an instruction: wrap and exactness flags, GEP flags,
/// fast-math flags, and the predicate of a compare. `inbounds` on a GEP also
/// sets `NUSW`, as in LLVM 19.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct InstFlags(pub u32);

impl InstFlags {
    /// `nuw` (binary ops, `trunc`, GEP).
    pub const NUW: u32 = 1 << 0;
    /// `nsw` (binary ops, `trunc`).
    pub const NSW: u32 = 1 << 1;
    /// `exact` (`udiv`, `sdiv`, `lshr`, `ashr`).
    pub const EXACT: u32 = 1 << 2;
    /// `disjoint` (`or`).
    pub const DISJOINT: u32 = 1 << 3;
    /// `nneg` (`zext`, `uitofp`).
    pub const NNEG: u32 = 1 << 4;
    /// `inbounds` (GEP).
    pub const INBOUNDS: u32 = 1 << 5;
    /// `nusw` (GEP; implied by `inbounds`).
    pub const NUSW: u32 = 1 << 6;
    /// `samesign` (`icmp`, LLVM 20 syntax, accepted).
    pub const SAMESIGN: u32 = 1 << 7;
    /// Fast-math `nnan`.
    pub const NNAN: u32 = 1 << 8;
    /// Fast-math `ninf`.
    pub const NINF: u32 = 1 << 9;
    /// Fast-math `nsz`.
    pub const NSZ: u32 = 1 << 10;
    /// Fast-math `arcp`.
    pub const ARCP: u32 = 1 << 11;
    /// Fast-math `contract`.
    pub const CONTRACT: u32 = 1 << 12;
    /// Fast-math `afn`.
    pub const AFN: u32 = 1 << 13;
    /// Fast-math `reassoc`.
    pub const REASSOC: u32 = 1 << 14;
    /// Fast-math `fast` (all seven fast-math flags).
    pub const FAST: u32 = 0x7f << 8;
    const PRED_SHIFT: u32 = 24;

    /// True if every bit of `f` is set.
    pub fn contains(self, f: u32) -> bool {
        self.0 & f == f
    }

    /// The compare predicate (`eq`, `slt`, `oeq`, `true`, ...) of an
    /// `icmp`/`fcmp`; `None` for other instructions.
    pub fn predicate(self) -> Option<&'static str> {
        let i = (self.0 >> Self::PRED_SHIFT) as usize;
        PREDICATES.get(i.checked_sub(1)?).copied()
    }

    /// These flags with predicate `name` recorded; unknown names are ignored.
    pub fn with_predicate(self, name: &str) -> InstFlags {
        match PREDICATES.iter().position(|&p| p == name) {
            Some(i) => InstFlags((self.0 & ((1 << Self::PRED_SHIFT) - 1)) | ((i as u32 + 1) << Self::PRED_SHIFT)),
            None => self,
        }
    }
}

/// Compare predicates: those of `icmp`, then those only `fcmp` has (the
/// unordered `ugt`..`ule` are shared with `icmp`).
const PREDICATES: [&str; 22] = [
    "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle", "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
    "une", "uno", "true",
];

impl InstData {
    /// The attachment of kind `k`, if present.
    pub fn metadata(&self, k: &MdKind) -> Option<&MdRef> {
        self.md.iter().find(|(kind, _)| kind == k).map(|(_, r)| r)
    }
    /// The call data of `call`, `invoke` and `callbr`.
    pub fn call(&self) -> Option<&CallData> {
        match &self.kind {
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => Some(c),
            _ => None,
        }
    }
    /// The call data of `call`, `invoke` and `callbr`, mutably.
    pub fn call_mut(&mut self) -> Option<&mut CallData> {
        match &mut self.kind {
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => Some(c),
            _ => None,
        }
    }
    /// True for block terminators.
    pub fn is_terminator(&self) -> bool {
        use InstKind::*;
        matches!(
            self.kind,
            Ret { .. }
                | Br { .. }
                | CondBr { .. }
                | Switch { .. }
                | IndirectBr { .. }
                | Invoke { .. }
                | CallBr { .. }
                | Resume { .. }
                | Unreachable
                | CleanupRet { .. }
                | CatchRet { .. }
                | CatchSwitch { .. }
        )
    }
    /// Calls `f` on each successor block in LLVM's order (duplicates
    /// kept); never for non-terminators. What [`InstData::successors`]
    /// lists, without building a vector (a CFG is built from every block's
    /// terminator).
    pub fn for_each_successor(&self, mut f: impl FnMut(Block)) {
        use InstKind::*;
        match &self.kind {
            Br { dest } => f(*dest),
            CondBr { if_true, if_false, .. } => {
                f(*if_true);
                f(*if_false);
            }
            Switch { default, cases, .. } => {
                f(*default);
                cases.iter().for_each(|c| f(c.1));
            }
            IndirectBr { dests, .. } => dests.iter().copied().for_each(f),
            Invoke { normal, unwind, .. } => {
                f(*normal);
                f(*unwind);
            }
            CallBr { default, indirect, .. } => {
                f(*default);
                indirect.iter().copied().for_each(f);
            }
            CleanupRet { unwind, .. } => unwind.iter().copied().for_each(f),
            CatchRet { dest, .. } => f(*dest),
            CatchSwitch { handlers, unwind, .. } => {
                unwind.iter().copied().for_each(&mut f);
                handlers.iter().copied().for_each(f);
            }
            _ => {}
        }
    }
    /// Successor blocks in LLVM's order (duplicates kept); empty for
    /// non-terminators.
    pub fn successors(&self) -> Vec<Block> {
        let mut out = Vec::new();
        self.for_each_successor(|b| out.push(b));
        out
    }
}

#[allow(missing_docs)] // fields are named after the syntax they come from
/// A constant.
#[derive(Clone, Debug, PartialEq)]
pub enum ConstData {
    /// An integer (`i1 true` is 1); values wider than 128 bits are truncated.
    Int { ty: Type, value: i128 },
    /// A decimal literal of an integer type wider than 128 bits whose value
    /// does not fit `i128`, as LLVM prints it (signed decimal). Analyses
    /// treat it as an unknown integer.
    WideInt { ty: Type, text: Box<str> },
    /// A floating-point literal, as written (`1.000000e+00`, `0x7FF0...`).
    Float { ty: Type, text: Box<str> },
    /// `null`
    Null(Type),
    /// `undef`
    Undef(Type),
    /// `poison`
    Poison(Type),
    /// `zeroinitializer`
    Zero(Type),
    /// `none` (token)
    NoneToken(Type),
    /// `{...}`, `[...]`, `<...>`, and `splat (T v)` expanded to one element.
    Aggregate { ty: Type, elems: Vec<Const> },
    /// `c"..."`, unescaped.
    Bytes { ty: Type, bytes: Box<[u8]> },
    /// `@name` inside a constant.
    Global(GlobalRef),
    /// A constant expression.
    Expr {
        op: Opcode,
        ty: Type,
        operands: Vec<Const>,
        source_ty: Option<Type>,
        inbounds: bool,
        /// `nuw`/`nsw` of `add`, `sub`, `mul`, `shl` ([`InstFlags`] bits).
        wrap: u32,
    },
    /// `blockaddress(@f, %bb)`.
    BlockAddress { func: GlobalRef, block: Box<str> },
    /// `dso_local_equivalent @f`, `no_cfi @f`.
    Wrapped { kind: Box<str>, target: GlobalRef },
    /// `asm [sideeffect] "..." , "..."`.
    InlineAsm {
        sideeffect: bool,
        asm: Box<str>,
        constraints: Box<str>,
    },
    /// A `metadata ...` argument of an intrinsic call.
    Metadata(MdRef),
}

impl ConstData {
    /// The type the constant's text spells out, if it has one. `None` for
    /// globals, `blockaddress`, `dso_local_equivalent`/`no_cfi` wrappers
    /// (all pointers, in the address space of what they name), inline asm
    /// and metadata.
    pub fn recorded_type(&self) -> Option<Type> {
        match self {
            ConstData::Int { ty, .. }
            | ConstData::WideInt { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Null(ty)
            | ConstData::Undef(ty)
            | ConstData::Poison(ty)
            | ConstData::Zero(ty)
            | ConstData::NoneToken(ty)
            | ConstData::Aggregate { ty, .. }
            | ConstData::Bytes { ty, .. }
            | ConstData::Expr { ty, .. } => Some(*ty),
            ConstData::Global(_)
            | ConstData::BlockAddress { .. }
            | ConstData::Wrapped { .. }
            | ConstData::InlineAsm { .. }
            | ConstData::Metadata(_) => None,
        }
    }
}

/// Where a local value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LocalDef {
    /// The N-th parameter.
    Arg(u32),
    /// An instruction result.
    Inst(Inst),
}

/// A local value.
#[derive(Clone, Debug, PartialEq)]
pub struct LocalData {
    /// Its name without `%` (numbered values keep their number as text).
    pub name: LocalName,
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: LocalDef,
}

/// The name of a local value without its `%`, used as a `str` (it
/// dereferences to one; equality, hashing, `Debug` and `Display` are
/// those of the string).
///
/// A numbered value's name, its number in decimal, is held inline: most
/// locals of -O0 code are numbered, and a heap string for each was two
/// allocator calls per instruction (its allocation while parsing and its
/// release with the body). [`LocalName::number`] is the only way to get
/// that form, so `"7"` made by [`LocalName::from`] and `LocalName::number(7)`
/// are the same name with different storage (they compare equal).
#[derive(Clone)]
pub struct LocalName(NameRepr);

#[derive(Clone)]
enum NameRepr {
    /// The ASCII digits `buf[..len]`.
    Digits { len: u8, buf: [u8; 10] },
    /// Any other name.
    Text(Box<str>),
}

impl LocalName {
    /// The name of the value numbered `n`: `n` in decimal, stored inline.
    pub fn number(n: u32) -> LocalName {
        let mut digits = [0u8; 10];
        let d = crate::slots::decimal_digits(n, &mut digits);
        let mut buf = [0u8; 10];
        buf[..d.len()].copy_from_slice(d);
        LocalName(NameRepr::Digits { len: d.len() as u8, buf })
    }

    /// The name as a string slice.
    #[inline]
    pub fn as_str(&self) -> &str {
        match &self.0 {
            // Only ASCII digits are stored: the check cannot fail.
            NameRepr::Digits { len, buf } => std::str::from_utf8(&buf[..*len as usize]).unwrap_or_default(),
            NameRepr::Text(s) => s,
        }
    }
}

impl From<Box<str>> for LocalName {
    fn from(s: Box<str>) -> LocalName {
        LocalName(NameRepr::Text(s))
    }
}

impl From<&str> for LocalName {
    fn from(s: &str) -> LocalName {
        LocalName(NameRepr::Text(s.into()))
    }
}

impl From<String> for LocalName {
    fn from(s: String) -> LocalName {
        LocalName(NameRepr::Text(s.into_boxed_str()))
    }
}

impl std::ops::Deref for LocalName {
    type Target = str;
    #[inline]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for LocalName {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl std::borrow::Borrow<str> for LocalName {
    fn borrow(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for LocalName {
    fn eq(&self, other: &LocalName) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for LocalName {}

impl PartialEq<str> for LocalName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for LocalName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

impl std::hash::Hash for LocalName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_str().hash(state)
    }
}

impl std::fmt::Debug for LocalName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl std::fmt::Display for LocalName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod local_name_tests {
    use super::LocalName;

    #[test]
    fn numbers_are_their_decimal_text() {
        for n in [0, 7, 10, 4_294_967_295] {
            let inline = LocalName::number(n);
            assert_eq!(inline.as_str(), n.to_string());
            assert_eq!(inline, LocalName::from(n.to_string()));
            assert_eq!(format!("{inline}|{inline:?}"), format!("{n}|\"{n}\""));
        }
        assert_eq!(&*LocalName::from("a b"), "a b");
        assert_ne!(LocalName::number(1), LocalName::from("01"));
    }
}
