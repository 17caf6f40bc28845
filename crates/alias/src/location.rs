//! Memory locations: a pointer, how many bytes around it may be accessed,
//! and the alias-analysis metadata of the access.

use crate::func::{FunctionAA, Val};
use llir::{Inst, InstKind, MdKind, MdNode, MdRef};

/// How many bytes a location covers, relative to its pointer (LLVM's
/// `LocationSize`).
///
/// Corner cases: `Precise(0)` and `UpperBound(0)` are both "zero sized" and
/// never alias anything. Sizes above LLVM's representable maximum
/// (2^62 - 4 or so) become `AfterPointer`, as in LLVM. A scalable size
/// (`vscale × n` bytes, the access of a scalable vector) is always precise:
/// LLVM turns a scalable upper bound into `AfterPointer`. Only the known
/// minimum `n` of a scalable size is a number of bytes; [`Self::value`]
/// gives `None` for it, [`Self::known_min`] gives `n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum LocationSize {
    /// Exactly this many bytes starting at the pointer.
    Precise(u64),
    /// At most this many bytes starting at the pointer.
    UpperBound(u64),
    /// Exactly `vscale × n` bytes starting at the pointer (`vscale` is a
    /// run-time constant, at least 1).
    Scalable(u64),
    /// Any number of bytes starting at the pointer.
    AfterPointer,
    /// Any bytes before or after the pointer ("unknown").
    BeforeOrAfterPointer,
}

/// LLVM's `LocationSize::MaxValue`: the largest size kept as a number.
const MAX_SIZE_VALUE: u64 = ((u64::MAX - 3) - 1) & !((1u64 << 63) | (1u64 << 62));

impl LocationSize {
    /// `Precise(n)`, or `AfterPointer` if `n` is too large to represent.
    pub fn precise(n: u64) -> LocationSize {
        if n > MAX_SIZE_VALUE {
            LocationSize::AfterPointer
        } else {
            LocationSize::Precise(n)
        }
    }

    /// `UpperBound(n)`, or `AfterPointer` if `n` is too large to represent.
    pub fn upper_bound(n: u64) -> LocationSize {
        if n > MAX_SIZE_VALUE {
            LocationSize::AfterPointer
        } else {
            LocationSize::UpperBound(n)
        }
    }

    /// `Scalable(n)` (`vscale × n` bytes, precise), or `AfterPointer` if
    /// `n` is too large to represent.
    pub fn scalable(n: u64) -> LocationSize {
        if n > MAX_SIZE_VALUE {
            LocationSize::AfterPointer
        } else {
            LocationSize::Scalable(n)
        }
    }

    /// True if the size is a number of bytes, fixed or scalable (LLVM's
    /// `hasValue`).
    pub fn has_value(self) -> bool {
        matches!(
            self,
            LocationSize::Precise(_) | LocationSize::UpperBound(_) | LocationSize::Scalable(_)
        )
    }

    /// The fixed number of bytes (precise or upper bound); `None` for
    /// scalable and unknown sizes.
    pub fn value(self) -> Option<u64> {
        match self {
            LocationSize::Precise(n) | LocationSize::UpperBound(n) => Some(n),
            _ => None,
        }
    }

    /// The number of bytes for `vscale == 1`: the fixed size, or the known
    /// minimum of a scalable one (LLVM's `getValue().getKnownMinValue()`).
    pub fn known_min(self) -> Option<u64> {
        match self {
            LocationSize::Precise(n) | LocationSize::UpperBound(n) | LocationSize::Scalable(n) => Some(n),
            _ => None,
        }
    }

    /// True for `Precise` and `Scalable` (an exact size).
    pub fn is_precise(self) -> bool {
        matches!(self, LocationSize::Precise(_) | LocationSize::Scalable(_))
    }

    /// True for `Scalable`.
    pub fn is_scalable(self) -> bool {
        matches!(self, LocationSize::Scalable(_))
    }

    /// True if the size is a number whose known minimum is zero.
    pub fn is_zero(self) -> bool {
        self.known_min() == Some(0)
    }

    /// True for `BeforeOrAfterPointer`.
    pub fn may_be_before_pointer(self) -> bool {
        self == LocationSize::BeforeOrAfterPointer
    }
}

impl std::fmt::Display for LocationSize {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LocationSize::Precise(n) => write!(f, "LocationSize::precise({n})"),
            LocationSize::UpperBound(n) => write!(f, "LocationSize::upperBound({n})"),
            LocationSize::Scalable(n) => write!(f, "LocationSize::precise(vscale x {n})"),
            LocationSize::AfterPointer => f.write_str("LocationSize::afterPointer"),
            LocationSize::BeforeOrAfterPointer => f.write_str("LocationSize::beforeOrAfterPointer"),
        }
    }
}

/// The alias-analysis metadata of an access (LLVM's `AAMDNodes`): the
/// numbered nodes of its `!tbaa`, `!tbaa.struct`, `!alias.scope` and
/// `!noalias` attachments.
///
/// Corner case: an attachment written as an inline node (`!noalias !{...}`)
/// rather than a numbered one is ignored (LLVM's printer never writes those).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct AAMetadata {
    /// `!tbaa`.
    pub tbaa: Option<MdNode>,
    /// `!tbaa.struct`.
    pub tbaa_struct: Option<MdNode>,
    /// `!alias.scope`.
    pub scope: Option<MdNode>,
    /// `!noalias`.
    pub noalias: Option<MdNode>,
}

impl AAMetadata {
    /// True if no tag is present.
    pub fn is_empty(&self) -> bool {
        *self == AAMetadata::default()
    }
}

fn node_of(r: Option<&MdRef>) -> Option<MdNode> {
    match r {
        Some(MdRef::Node(n)) => Some(*n),
        _ => None,
    }
}

/// A memory location: `size` bytes at (or around) `ptr`, with the access's
/// alias-analysis metadata. `ptr` is a [`Val`] of one [`FunctionAA`]; a
/// location means nothing outside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemoryLocation {
    /// The pointer.
    pub ptr: Val,
    /// How many bytes are covered.
    pub size: LocationSize,
    /// Metadata of the access (empty for locations made up by analyses).
    pub aa: AAMetadata,
}

impl MemoryLocation {
    /// `size` bytes at `ptr`, no metadata.
    pub fn new(ptr: Val, size: LocationSize) -> MemoryLocation {
        MemoryLocation {
            ptr,
            size,
            aa: AAMetadata::default(),
        }
    }

    /// Anything before or after `ptr` ("unknown size"), no metadata.
    pub fn before_or_after(ptr: Val) -> MemoryLocation {
        MemoryLocation::new(ptr, LocationSize::BeforeOrAfterPointer)
    }

    /// Anything from `ptr` on, no metadata.
    pub fn after(ptr: Val) -> MemoryLocation {
        MemoryLocation::new(ptr, LocationSize::AfterPointer)
    }

    /// The same location with another pointer.
    pub fn with_ptr(self, ptr: Val) -> MemoryLocation {
        MemoryLocation { ptr, ..self }
    }

    /// The same location with another size.
    pub fn with_size(self, size: LocationSize) -> MemoryLocation {
        MemoryLocation { size, ..self }
    }
}

impl FunctionAA<'_> {
    /// The alias-analysis metadata attached to instruction `i`.
    pub fn aa_metadata(&self, i: Inst) -> AAMetadata {
        let d = &self.body().insts[i];
        AAMetadata {
            tbaa: node_of(d.metadata(&MdKind::Tbaa)),
            tbaa_struct: node_of(d.metadata(&MdKind::TbaaStruct)),
            scope: node_of(d.metadata(&MdKind::AliasScope)),
            noalias: node_of(d.metadata(&MdKind::NoAlias)),
        }
    }

    /// Precise size of a store of type `ty` (`vscale × n` for a scalable
    /// vector, a struct of them, `aarch64.svcount`), or before-or-after if
    /// the type has no size we model (other target types). Memoized per
    /// function.
    pub(crate) fn store_size_loc(&self, ty: llir::Type) -> LocationSize {
        if let Some(&s) = self.store_size_memo.borrow().get(&ty) {
            return s;
        }
        let s = self.store_size_loc_uncached(ty);
        self.store_size_memo.borrow_mut().insert(ty, s);
        s
    }

    fn store_size_loc_uncached(&self, ty: llir::Type) -> LocationSize {
        let m = self.module();
        if let Some(n) = m.layout().store_size(ty) {
            return LocationSize::precise(n);
        }
        match m.layout().scalable_store_size(ty) {
            Some(n) => LocationSize::scalable(n),
            // Sound: an unsized access covers anything around the pointer.
            None => LocationSize::BeforeOrAfterPointer,
        }
    }

    /// LLVM's `LocationSize::upperBound(getTypeStoreSize(ty))`: a scalable
    /// type gives `AfterPointer` (LLVM keeps no scalable upper bounds).
    pub(crate) fn store_upper_bound_loc(&self, ty: llir::Type) -> LocationSize {
        match self.store_size_loc(ty) {
            LocationSize::Precise(n) => LocationSize::upper_bound(n),
            LocationSize::Scalable(_) => LocationSize::AfterPointer,
            other => other,
        }
    }

    /// LLVM's `MemoryLocation::getOrNone(I)`: the location a `load`, `store`,
    /// `va_arg`, `cmpxchg` or `atomicrmw` accesses; `None` for every other
    /// instruction (calls included).
    ///
    /// Sizes: the store size of the loaded/stored/compared/operated type
    /// (precise), `AfterPointer` for `va_arg` (the `va_list` pointer).
    ///
    /// Memoized per function.
    pub fn location_of(&self, i: Inst) -> Option<MemoryLocation> {
        if let Some(&l) = self.location_memo.borrow().get(&i) {
            return l;
        }
        let l = self.location_of_uncached(i);
        self.location_memo.borrow_mut().insert(i, l);
        l
    }

    fn location_of_uncached(&self, i: Inst) -> Option<MemoryLocation> {
        let d = &self.body().insts[i];
        let (ptr, size) = match &d.kind {
            InstKind::Load { ty, ptr, .. } => (*ptr, self.store_size_loc(*ty)),
            InstKind::Store { value, ptr, .. } => (*ptr, self.store_size_loc(self.value_type(*value)?)),
            InstKind::VaArg { list, .. } => (*list, LocationSize::AfterPointer),
            InstKind::CmpXchg { ptr, cmp, .. } => (*ptr, self.store_size_loc(self.value_type(*cmp)?)),
            InstKind::AtomicRmw { ptr, value, .. } => (*ptr, self.store_size_loc(self.value_type(*value)?)),
            _ => return None,
        };
        Some(MemoryLocation {
            ptr: self.val(ptr),
            size,
            aa: self.aa_metadata(i),
        })
    }
}
