//! Attributes, including the `memory(...)` effects that classify calls.

use crate::entities::{AttrGroup, Type};

/// May a thing read (Ref) and/or write (Mod) memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum ModRef {
    /// Neither reads nor writes.
    #[default]
    NoModRef = 0,
    /// May read.
    Ref = 1,
    /// May write.
    Mod = 2,
    /// May read and write.
    ModRef = 3,
}

impl ModRef {
    /// From the two bits.
    pub fn from_bits(bits: u8) -> ModRef {
        match bits & 3 {
            0 => ModRef::NoModRef,
            1 => ModRef::Ref,
            2 => ModRef::Mod,
            _ => ModRef::ModRef,
        }
    }
    /// The two bits (Ref = 1, Mod = 2).
    pub fn bits(self) -> u8 {
        self as u8
    }
    /// True if Mod is set.
    pub fn is_mod(self) -> bool {
        self.bits() & 2 != 0
    }
    /// True if Ref is set.
    pub fn is_ref(self) -> bool {
        self.bits() & 1 != 0
    }
    /// True if neither is set.
    pub fn is_no_mod_ref(self) -> bool {
        self == ModRef::NoModRef
    }
    /// Union.
    pub fn union(self, o: ModRef) -> ModRef {
        ModRef::from_bits(self.bits() | o.bits())
    }
    /// Intersection.
    pub fn intersect(self, o: ModRef) -> ModRef {
        ModRef::from_bits(self.bits() & o.bits())
    }
}

/// The kinds of memory LLVM's `memory(...)` attribute distinguishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemLoc {
    /// `argmem`: memory reached through pointer arguments.
    ArgMem = 0,
    /// `inaccessiblemem`: memory the module cannot otherwise access.
    InaccessibleMem = 1,
    /// Everything else (the default kind).
    Other = 2,
}

/// LLVM's `MemoryEffects`: a [`ModRef`] per [`MemLoc`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemoryEffects {
    /// Indexed by `MemLoc as usize`.
    pub locs: [ModRef; 3],
}

impl MemoryEffects {
    /// May read and write anything.
    pub const UNKNOWN: MemoryEffects = MemoryEffects { locs: [ModRef::ModRef; 3] };
    /// Touches no memory.
    pub const NONE: MemoryEffects = MemoryEffects {
        locs: [ModRef::NoModRef; 3],
    };
    /// The same `mr` for every location kind.
    pub fn all(mr: ModRef) -> Self {
        MemoryEffects { locs: [mr; 3] }
    }
    /// Only `loc`, with `mr`.
    pub fn only(loc: MemLoc, mr: ModRef) -> Self {
        let mut e = Self::NONE;
        e.locs[loc as usize] = mr;
        e
    }
    /// The effect on one location kind.
    pub fn get(&self, loc: MemLoc) -> ModRef {
        self.locs[loc as usize]
    }
    /// Union over all location kinds.
    pub fn mod_ref(&self) -> ModRef {
        self.locs.iter().fold(ModRef::NoModRef, |a, &b| a.union(b))
    }
    /// Per-kind intersection.
    pub fn intersect(&self, o: &MemoryEffects) -> MemoryEffects {
        MemoryEffects {
            locs: [0, 1, 2].map(|i| self.locs[i].intersect(o.locs[i])),
        }
    }
    /// Per-kind union.
    pub fn union(&self, o: &MemoryEffects) -> MemoryEffects {
        MemoryEffects {
            locs: [0, 1, 2].map(|i| self.locs[i].union(o.locs[i])),
        }
    }
    /// True if only argument memory may be touched.
    pub fn only_accesses_arg_pointees(&self) -> bool {
        self.get(MemLoc::InaccessibleMem).is_no_mod_ref() && self.get(MemLoc::Other).is_no_mod_ref()
    }
    /// True if nothing is touched.
    pub fn does_not_access_memory(&self) -> bool {
        self.mod_ref().is_no_mod_ref()
    }
}

/// The value part of an attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrValue {
    /// A flag such as `nounwind`, or a string attribute without value.
    None,
    /// An integer argument: `align 8`, `dereferenceable(16)`, `uwtable(sync)` is `Str`.
    Int(u64),
    /// A type argument: `byval(%T)`, `sret(i32)`, `elementtype(i8)`.
    Type(Type),
    /// The parsed `memory(...)` attribute.
    Memory(MemoryEffects),
    /// Anything else, kept as written: `"key"="value"`'s value, `allocsize(0,1)`'s
    /// arguments, `range(i32 0, 5)`'s arguments.
    Str(Box<str>),
}

/// One attribute. `name` is the keyword (`noalias`, `memory`) or, for string
/// attributes, the quoted key without quotes; `is_string` tells them apart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attr {
    /// Keyword or string-attribute key.
    pub name: Box<str>,
    /// True for `"key"` / `"key"="value"` attributes.
    pub is_string: bool,
    /// The argument, if any.
    pub value: AttrValue,
}

/// Attributes written at one place (a parameter, a return value, a function
/// or a call site): the inline ones plus references to `#N` groups, which are
/// looked up in the module ([`crate::Module::attr_group`]).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct AttrSet {
    /// Attributes written inline.
    pub attrs: Vec<Attr>,
    /// `#N` group references, in order.
    pub groups: Vec<AttrGroup>,
}

impl AttrSet {
    /// True if nothing is set.
    pub fn is_empty(&self) -> bool {
        self.attrs.is_empty() && self.groups.is_empty()
    }
}

/// An attribute group `attributes #N = { ... }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttrGroupData {
    /// The `N` of `#N`.
    pub number: u32,
    /// Its attributes.
    pub attrs: Vec<Attr>,
}

/// The memory effects a list of attributes states: `memory(...)` and the
/// legacy keywords, intersected (LLVM reads both); `UNKNOWN` if none.
pub fn memory_effects<'a>(attrs: impl Iterator<Item = &'a Attr>) -> MemoryEffects {
    let mut e = MemoryEffects::UNKNOWN;
    for a in attrs {
        if a.is_string {
            continue;
        }
        let stated = match (&*a.name, &a.value) {
            ("memory", AttrValue::Memory(m)) => *m,
            ("readnone", _) => MemoryEffects::NONE,
            ("readonly", _) => MemoryEffects::all(ModRef::Ref),
            ("writeonly", _) => MemoryEffects::all(ModRef::Mod),
            ("argmemonly", _) => MemoryEffects::only(MemLoc::ArgMem, ModRef::ModRef),
            ("inaccessiblememonly", _) => MemoryEffects::only(MemLoc::InaccessibleMem, ModRef::ModRef),
            ("inaccessiblemem_or_argmemonly", _) => {
                MemoryEffects::only(MemLoc::ArgMem, ModRef::ModRef).union(&MemoryEffects::only(MemLoc::InaccessibleMem, ModRef::ModRef))
            }
            _ => continue,
        };
        e = e.intersect(&stated);
    }
    e
}
