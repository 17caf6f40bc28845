//! Interned LLVM types and the data layout that gives them sizes.
//!
//! Types are interned module-wide: structurally equal literal types share one
//! [`Type`] id, identified (named) structs are unique by name. Bodies parsed
//! in parallel may intern new literal types, so ids of such types depend on
//! scheduling; nothing printed depends on type ids.

use crate::entities::Type;
use entity::PrimaryMap;
use std::collections::HashMap;

/// The shape of one type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TypeData {
    /// `void`.
    Void,
    /// `label`.
    Label,
    /// `metadata`.
    Metadata,
    /// `token`.
    Token,
    /// `iN`.
    Int(u32),
    /// A floating-point type: `half`, `bfloat`, `float`, `double`, `x86_fp80`,
    /// `fp128`, `ppc_fp128`, `x86_amx` (sizes by [`FloatKind::bits`]).
    Float(FloatKind),
    /// `ptr addrspace(N)`; N = 0 for plain `ptr`.
    Ptr {
        /// The address space.
        addr_space: u32,
    },
    /// `<N x T>` or `<vscale x N x T>`.
    Vector {
        /// Element type.
        elem: Type,
        /// Minimum element count.
        len: u64,
        /// True for `vscale` vectors (their size is unknown at compile time).
        scalable: bool,
    },
    /// `[N x T]`.
    Array {
        /// Element type.
        elem: Type,
        /// Element count.
        len: u64,
    },
    /// A literal struct `{ T, ... }` or packed `<{ T, ... }>`.
    Struct {
        /// Field types.
        fields: Vec<Type>,
        /// True for `<{ }>`.
        packed: bool,
    },
    /// An identified struct `%name`. Its body lives in [`TypeTable::named_body`];
    /// an opaque struct has none.
    Named(String),
    /// A function type `R (P, ...)`.
    Function {
        /// Return type.
        ret: Type,
        /// Parameter types.
        params: Vec<Type>,
        /// True if the parameter list ends with `...`.
        varargs: bool,
    },
    /// `target("name", types..., ints...)`.
    TargetExt(String),
}

/// Floating-point formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `half`
    Half,
    /// `bfloat`
    BFloat,
    /// `float`
    Float,
    /// `double`
    Double,
    /// `x86_fp80`
    X86Fp80,
    /// `fp128`
    Fp128,
    /// `ppc_fp128`
    PpcFp128,
    /// `x86_amx`
    X86Amx,
}

impl FloatKind {
    /// Width in bits of the value representation.
    pub fn bits(self) -> u64 {
        match self {
            FloatKind::Half | FloatKind::BFloat => 16,
            FloatKind::Float => 32,
            FloatKind::Double => 64,
            FloatKind::X86Fp80 => 80,
            FloatKind::Fp128 | FloatKind::PpcFp128 => 128,
            FloatKind::X86Amx => 8192,
        }
    }
}

/// The body of an identified struct.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructBody {
    /// Field types.
    pub fields: Vec<Type>,
    /// True for `<{ }>`.
    pub packed: bool,
}

/// All types of a module, interned.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    types: PrimaryMap<Type, TypeData>,
    interned: HashMap<TypeData, Type>,
    bodies: HashMap<Type, StructBody>,
}

impl TypeTable {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }
    /// The id of `data`, interning it if new. A `Named` type is keyed by name.
    pub fn intern(&mut self, data: TypeData) -> Type {
        if let Some(&t) = self.interned.get(&data) {
            return t;
        }
        let t = self.types.push(data.clone());
        self.interned.insert(data, t);
        t
    }
    /// The id of `data` if it is already interned.
    pub fn lookup(&self, data: &TypeData) -> Option<Type> {
        self.interned.get(data).copied()
    }
    /// Sets the body of a named struct (`%T = type { ... }`).
    pub fn set_named_body(&mut self, named: Type, body: StructBody) {
        self.bodies.insert(named, body);
    }
    /// The body of a named struct; `None` if opaque or not a named struct.
    pub fn named_body(&self, named: Type) -> Option<&StructBody> {
        self.bodies.get(&named)
    }
    /// The shape of `t`.
    pub fn data(&self, t: Type) -> &TypeData {
        &self.types[t]
    }
    /// Number of interned types.
    pub fn len(&self) -> usize {
        self.types.len()
    }
    /// True if no type is interned.
    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }
    /// True if `t` is a pointer (or a vector of pointers).
    pub fn is_pointer_like(&self, t: Type) -> bool {
        match self.data(t) {
            TypeData::Ptr { .. } => true,
            TypeData::Vector { elem, .. } => matches!(self.data(*elem), TypeData::Ptr { .. }),
            _ => false,
        }
    }
    /// The address space of a pointer (or vector of pointers) type.
    pub fn addr_space(&self, t: Type) -> Option<u32> {
        match self.data(t) {
            TypeData::Ptr { addr_space } => Some(*addr_space),
            TypeData::Vector { elem, .. } => self.addr_space(*elem),
            _ => None,
        }
    }
    /// Fields and packedness of a literal or named struct.
    pub fn struct_fields(&self, t: Type) -> Option<(&[Type], bool)> {
        match self.data(t) {
            TypeData::Struct { fields, packed } => Some((fields, *packed)),
            TypeData::Named(_) => self.named_body(t).map(|b| (&b.fields[..], b.packed)),
            _ => None,
        }
    }
}
