//! The module's data layout string and the sizes it gives types.
//!
//! Follows LLVM's `DataLayout` (`lib/IR/DataLayout.cpp`): the store size of a
//! type is its bit width rounded up to bytes; the alloc size is the store size
//! rounded up to the ABI alignment; struct fields are placed at their ABI
//! alignment unless the struct is packed. Types without a fixed size (scalable
//! vectors, opaque structs, functions, labels) have no size.

use crate::entities::Type;
use crate::types::{TypeData, TypeTable};
use entity::EntityId;
use std::borrow::Cow;
use std::sync::OnceLock;

/// Alignment rules parsed from `target datalayout = "..."`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataLayout {
    /// The layout string as written (empty if the module has none).
    pub text: String,
    /// True for `E`.
    pub big_endian: bool,
    /// One entry per address space with a `p[n]:...` specification, in the
    /// order first written; address space 0 defaults to 64-bit pointers,
    /// 64-bit aligned, with a 64-bit index.
    pub pointers: Vec<PointerSpec>,
    /// `(bit_width, abi_align_bits)` for integer types, sorted by width.
    pub ints: Vec<(u32, u32)>,
    /// `(bit_width, abi_align_bits)` for float types.
    pub floats: Vec<(u32, u32)>,
    /// `(bit_width, abi_align_bits)` for vector types.
    pub vectors: Vec<(u32, u32)>,
    /// ABI alignment of aggregates in bits (`a:`), default 0 (= byte).
    pub aggregate_align: u32,
}

impl Default for DataLayout {
    fn default() -> Self {
        DataLayout {
            text: String::new(),
            big_endian: false,
            pointers: vec![PointerSpec::DEFAULT],
            ints: vec![(1, 8), (8, 8), (16, 16), (32, 32), (64, 32), (128, 128)],
            floats: vec![(16, 16), (32, 32), (64, 64), (128, 128)],
            vectors: vec![(64, 64), (128, 128)],
            aggregate_align: 0,
        }
    }
}

/// A malformed data layout string; `offset` is the byte offset in the string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    /// Byte offset of the bad specification inside the layout string.
    pub offset: usize,
    /// What was wrong.
    pub message: String,
}

impl DataLayout {
    /// Parses an LLVM data layout string. Unknown specifications (mangling,
    /// native widths, stack alignment, function pointer alignment, program
    /// address spaces) are accepted and ignored; they do not affect sizes.
    pub fn parse(text: &str) -> Result<DataLayout, LayoutError> {
        let mut dl = DataLayout {
            text: text.to_string(),
            ..DataLayout::default()
        };
        let mut offset = 0;
        for spec in text.split('-') {
            let here = offset;
            offset += spec.len() + 1;
            if spec.is_empty() {
                continue;
            }
            let err = |m: &str| LayoutError {
                offset: here,
                message: format!("{m} in data layout specification '{spec}'"),
            };
            // LLVM 19 reads only the fields a specification has and ignores
            // any after them (`f80:128:128:n8:16:32` is `f80:128:128`).
            let nums = |s: &str, fields: usize| -> Result<Vec<u32>, LayoutError> {
                s.split(':')
                    .take(fields)
                    .map(|p| {
                        if p.is_empty() {
                            Ok(0)
                        } else {
                            p.parse::<u32>().map_err(|_| err("expected a number"))
                        }
                    })
                    .collect()
            };
            let (head, rest) = spec.split_at(1);
            match head {
                "e" => dl.big_endian = false,
                "E" => dl.big_endian = true,
                "p" => {
                    // p[n]:size:abi[:pref[:idx]]; the index width defaults
                    // to the pointer width and may not exceed it (LLVM
                    // rejects such a layout).
                    let (as_part, tail) = rest.split_once(':').ok_or_else(|| err("expected ':'"))?;
                    let asp = if as_part.is_empty() {
                        0
                    } else {
                        as_part.parse().map_err(|_| err("bad address space"))?
                    };
                    let v = nums(tail, 4)?;
                    let size = *v.first().ok_or_else(|| err("missing pointer size"))?;
                    let abi = v.get(1).copied().unwrap_or(size);
                    let index = v.get(3).copied().unwrap_or(size);
                    if index == 0 || index > size {
                        return Err(err("index width must be non-zero and at most the pointer width"));
                    }
                    let spec = PointerSpec {
                        addr_space: asp,
                        size_bits: size,
                        abi_align_bits: abi,
                        index_bits: index,
                    };
                    match dl.pointers.iter_mut().find(|p| p.addr_space == asp) {
                        Some(p) => *p = spec,
                        None => dl.pointers.push(spec),
                    }
                }
                "i" | "f" | "v" => {
                    let v = nums(rest, 3)?;
                    let width = *v.first().ok_or_else(|| err("missing width"))?;
                    let abi = v.get(1).copied().unwrap_or(width);
                    let table = match head {
                        "i" => &mut dl.ints,
                        "f" => &mut dl.floats,
                        _ => &mut dl.vectors,
                    };
                    table.retain(|e| e.0 != width);
                    table.push((width, abi));
                    table.sort_unstable();
                }
                "a" => {
                    let v = nums(rest.trim_start_matches(':'), 2)?;
                    dl.aggregate_align = v.first().copied().unwrap_or(0);
                }
                // m: mangling, n: native ints, S: stack, F: fn ptr align,
                // P/A/G: program/alloca/global address spaces, ni: non-integral.
                _ => {}
            }
        }
        Ok(dl)
    }

    /// Size in bits of a pointer in address space `asp`.
    pub fn pointer_size_bits(&self, asp: u32) -> u32 {
        self.pointer_entry(asp).size_bits
    }

    /// Width in bits of GEP offset arithmetic in address space `asp` (LLVM's
    /// `getIndexSizeInBits`): the `idx` field of its `p` specification,
    /// which defaults to the pointer width. Offsets wrap at this width, so
    /// with `p:64:64:64:32` a GEP by `2^32` bytes returns its base.
    ///
    /// Corner case: an address space without its own specification uses
    /// address space 0's, as in LLVM.
    pub fn index_size_bits(&self, asp: u32) -> u32 {
        self.pointer_entry(asp).index_bits
    }

    /// LLVM's `getMaxIndexSizeInBits`: the widest index over every address
    /// space with a specification, each rounded up to whole bytes (LLVM
    /// takes the maximum in bytes, so an index of 20 bits counts as 24).
    pub fn max_index_size_bits(&self) -> u32 {
        self.pointers.iter().map(|p| p.index_bits.div_ceil(8) * 8).max().unwrap_or(64)
    }

    fn pointer_entry(&self, asp: u32) -> PointerSpec {
        self.pointers
            .iter()
            .copied()
            .find(|p| p.addr_space == asp)
            .or_else(|| self.pointers.iter().copied().find(|p| p.addr_space == 0))
            .unwrap_or(PointerSpec::DEFAULT)
    }

    fn int_align_bits(&self, width: u32) -> u32 {
        // LLVM: the entry for the smallest width >= this one, else the largest.
        match self.ints.iter().find(|e| e.0 >= width) {
            Some(e) => e.1,
            None => self.ints.last().map_or(64, |e| e.1),
        }
    }

    /// Number of bits needed to hold a value of `t` (its primitive width);
    /// `None` for types without a fixed size.
    pub fn type_size_bits(&self, types: &TypeTable, t: Type) -> Option<u64> {
        self.sizes(types, t).map(|s| s.bits)
    }

    /// Bytes written by a store of `t` (LLVM `getTypeStoreSize`).
    pub fn store_size(&self, types: &TypeTable, t: Type) -> Option<u64> {
        self.type_size_bits(types, t).map(|b| b.div_ceil(8))
    }

    /// The known minimum store size of a scalable vector type `t` (LLVM's
    /// `getTypeStoreSize(t).getKnownMinValue()`, the size being that many
    /// bytes times `vscale`): `<vscale x 4 x i32>` stores `vscale x 16`
    /// bytes, `<vscale x 1 x i1>` `vscale x 1`. `None` for every other
    /// type but a struct of scalable vectors (LLVM 19 allows only structs
    /// whose fields are all the same scalable vector type), whose size is
    /// the sum of its fields' alloc sizes (each rounded up to the vector's
    /// alignment, which LLVM takes from the known minimum size), and
    /// `target("aarch64.svcount")`, laid out as `<vscale x 16 x i1>`
    /// (`vscale x 2`); other target types give `None`.
    pub fn scalable_store_size(&self, types: &TypeTable, t: Type) -> Option<u64> {
        match types.data(t) {
            TypeData::TargetExt(text) if text.as_str() == "target(\"aarch64.svcount\")" => Some(2),
            TypeData::Vector { elem, len, scalable: true } => Some((self.type_size_bits(types, *elem)? * len).div_ceil(8)),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                let (fields, _) = types.struct_fields(t)?;
                let mut total = 0u64;
                for &f in fields {
                    let TypeData::Vector { elem, len, scalable: true } = types.data(f) else {
                        return None;
                    };
                    total += self.vector_sizes(self.type_size_bits(types, *elem)? * len).alloc;
                }
                (!fields.is_empty()).then_some(total)
            }
            _ => None,
        }
    }

    /// Bytes between consecutive elements of type `t` in an array (LLVM
    /// `getTypeAllocSize`).
    pub fn alloc_size(&self, types: &TypeTable, t: Type) -> Option<u64> {
        self.sizes(types, t).map(|s| s.alloc)
    }

    /// ABI alignment of `t` in bytes.
    pub fn abi_align(&self, types: &TypeTable, t: Type) -> Option<u64> {
        self.sizes(types, t).map(|s| s.align)
    }

    /// Size and alignment of `t`, or `None` if it has no fixed size.
    fn sizes(&self, types: &TypeTable, t: Type) -> Option<Sizes> {
        self.sizes_in(types, t, None)
    }

    /// [`Self::sizes`], reading and filling `memo` for aggregates when
    /// given. Aggregates are evaluated bottom-up with an explicit stack, so
    /// a type nested 20,000 deep costs time proportional to its size and no
    /// call stack; with a memo, parts computed before are not walked again.
    fn sizes_in(&self, types: &TypeTable, t: Type, memo: Option<&SizeMemo>) -> Option<Sizes> {
        if let Some(s) = self.scalar_sizes(types, t) {
            return s;
        }
        let slots = memo.map(|m| per_type(&m.sizes, types));
        let memoized = |u: Type| slots.and_then(|s| s.get(u.index())).and_then(|c| c.get().copied());
        if let Some(s) = memoized(t) {
            return s;
        }
        // Post-order over the aggregate's parts: a part is pushed again
        // behind its children, then evaluated once they are known.
        let mut known: std::collections::HashMap<Type, Option<Sizes>> = std::collections::HashMap::new();
        let lookup = |known: &std::collections::HashMap<Type, Option<Sizes>>, c: Type| known.get(&c).copied().or_else(|| memoized(c));
        let mut stack: Vec<(Type, bool)> = vec![(t, false)];
        while let Some((u, children_done)) = stack.pop() {
            if lookup(&known, u).is_some() {
                continue;
            }
            if let Some(s) = self.scalar_sizes(types, u) {
                known.insert(u, s);
                continue;
            }
            let parts: &[Type] = match types.data(u) {
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => std::slice::from_ref(elem),
                _ => match types.struct_fields(u) {
                    Some((fields, _)) => fields,
                    None => {
                        known.insert(u, None);
                        continue;
                    }
                },
            };
            if !children_done {
                stack.push((u, true));
                stack.extend(parts.iter().filter(|&&c| lookup(&known, c).is_none()).map(|&c| (c, false)));
                continue;
            }
            let part = |c: Type| lookup(&known, c).flatten();
            let s = match types.data(u) {
                TypeData::Array { elem, len } => part(*elem).map(|e| Sizes {
                    alloc: e.alloc * len,
                    align: e.align,
                    bits: e.alloc * len * 8,
                }),
                TypeData::Vector {
                    elem,
                    len,
                    scalable: false,
                } => part(*elem).map(|e| self.vector_sizes(e.bits * len)),
                TypeData::Vector { .. } => None,
                _ => types.struct_fields(u).and_then(|(fields, packed)| {
                    let mut size = 0u64;
                    let mut align = 1u64;
                    for &f in fields {
                        let fs = part(f)?;
                        let fa = if packed { 1 } else { fs.align };
                        size = size.div_ceil(fa) * fa + fs.alloc;
                        align = align.max(fa);
                    }
                    if !packed {
                        align = align.max((self.aggregate_align as u64 / 8).max(1));
                    }
                    let size = size.div_ceil(align) * align;
                    Some(Sizes {
                        alloc: size,
                        align,
                        bits: size * 8,
                    })
                }),
            };
            known.insert(u, s);
        }
        let result = lookup(&known, t).flatten();
        if let Some(slots) = slots {
            for (u, s) in known {
                if self.scalar_sizes(types, u).is_none() {
                    if let Some(cell) = slots.get(u.index()) {
                        let _ = cell.set(s);
                    }
                }
            }
        }
        result
    }

    /// The sizes of a type that contains no other type (`Some(None)` for
    /// one without a size), or `None` for an aggregate.
    fn scalar_sizes(&self, types: &TypeTable, t: Type) -> Option<Option<Sizes>> {
        let (bits, align_bits) = match types.data(t) {
            TypeData::Int(w) => (*w as u64, self.int_align_bits(*w)),
            TypeData::Float(k) => {
                let w = k.bits() as u32;
                let a = match self.floats.iter().find(|e| e.0 == w) {
                    Some(e) => e.1,
                    None if w == 80 => 128,
                    None => w,
                };
                (k.bits(), a)
            }
            TypeData::Ptr { addr_space } => {
                let spec = self.pointer_entry(*addr_space);
                (spec.size_bits as u64, spec.abi_align_bits)
            }
            TypeData::Array { .. } | TypeData::Vector { .. } | TypeData::Struct { .. } | TypeData::Named(_) => return None,
            _ => return Some(None),
        };
        let align = (align_bits as u64 / 8).max(1);
        Some(Some(Sizes {
            alloc: bits.div_ceil(8).div_ceil(align) * align,
            align,
            bits,
        }))
    }

    /// The sizes of a fixed-length vector of `bits` bits.
    fn vector_sizes(&self, bits: u64) -> Sizes {
        let size = bits as u32;
        let align_bits = match self.vectors.iter().find(|e| e.0 == size) {
            Some(e) => e.1,
            // LLVM: natural alignment, the size rounded up to a power of two.
            None => size.max(8).next_power_of_two(),
        };
        let align = (align_bits as u64 / 8).max(1);
        Sizes {
            alloc: bits.div_ceil(8).div_ceil(align) * align,
            align,
            bits,
        }
    }

    /// Field offsets, size and alignment of a literal or named struct;
    /// `None` for opaque structs or fields without a size.
    pub fn struct_layout(&self, types: &TypeTable, t: Type) -> Option<StructLayout> {
        self.struct_layout_in(types, t, None)
    }

    fn struct_layout_in(&self, types: &TypeTable, t: Type, memo: Option<&SizeMemo>) -> Option<StructLayout> {
        let (fields, packed) = types.struct_fields(t)?;
        let mut offsets = Vec::with_capacity(fields.len());
        let mut size = 0u64;
        let mut align = 1u64;
        for &f in fields {
            // One `sizes` call per field: without a memo each walks the
            // field's whole type.
            let fs = self.sizes_in(types, f, memo)?;
            let fa = if packed { 1 } else { fs.align };
            size = size.div_ceil(fa) * fa;
            offsets.push(size);
            size += fs.alloc;
            align = align.max(fa);
        }
        if !packed {
            align = align.max((self.aggregate_align as u64 / 8).max(1));
        }
        size = size.div_ceil(align) * align;
        Some(StructLayout { offsets, size, align })
    }
}

/// Size facts of one type, in LLVM's terms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sizes {
    /// `getTypeAllocSize`, in bytes.
    alloc: u64,
    /// ABI alignment, in bytes.
    align: u64,
    /// `getTypeSizeInBits` (for aggregates, the alloc size in bits).
    bits: u64,
}

/// The sizes of a module's aggregate types, each computed once.
///
/// Why: an aggregate's sizes come from a walk over all its parts, and the
/// analyses ask for the same few struct and array types at every access
/// (field lookups, location sizes, GEP strides). One slot per type id,
/// allocated at the first aggregate query for the types interned by then;
/// a type interned later is computed on every query. A memo belongs to one
/// type table and one data layout ([`TypeLayout`] keeps the three
/// together): sizes read through it after either changed would be stale.
#[derive(Debug, Default)]
pub struct SizeMemo {
    sizes: PerType<Option<Sizes>>,
    /// Field offsets of struct types (`None`: opaque, or a field without
    /// a size).
    offsets: PerType<Option<Box<[u64]>>>,
}

/// One lazily set slot per type id, the slots allocated at the first query.
type PerType<T> = OnceLock<Box<[OnceLock<T>]>>;

fn per_type<'m, T>(cell: &'m PerType<T>, types: &TypeTable) -> &'m [OnceLock<T>] {
    cell.get_or_init(|| (0..types.len()).map(|_| OnceLock::new()).collect())
}

/// A type table with its data layout and their size memo: the sizes
/// [`DataLayout`] gives, aggregates computed once ([`SizeMemo`]).
/// `Module::layout` gives the module's; `Copy`, so analyses hold it by
/// value.
#[derive(Clone, Copy, Debug)]
pub struct TypeLayout<'a> {
    /// The types.
    pub types: &'a TypeTable,
    /// The data layout their sizes follow.
    pub dl: &'a DataLayout,
    memo: &'a SizeMemo,
}

impl<'a> TypeLayout<'a> {
    /// Sizes of `types` under `dl`, memoized in `memo` (which must not be
    /// shared with another table or layout).
    pub fn new(types: &'a TypeTable, dl: &'a DataLayout, memo: &'a SizeMemo) -> TypeLayout<'a> {
        TypeLayout { types, dl, memo }
    }

    fn sizes(&self, t: Type) -> Option<Sizes> {
        self.dl.sizes_in(self.types, t, Some(self.memo))
    }

    /// [`DataLayout::type_size_bits`].
    pub fn type_size_bits(&self, t: Type) -> Option<u64> {
        self.sizes(t).map(|s| s.bits)
    }

    /// [`DataLayout::store_size`].
    pub fn store_size(&self, t: Type) -> Option<u64> {
        self.type_size_bits(t).map(|b| b.div_ceil(8))
    }

    /// [`DataLayout::alloc_size`].
    pub fn alloc_size(&self, t: Type) -> Option<u64> {
        self.sizes(t).map(|s| s.alloc)
    }

    /// [`DataLayout::abi_align`].
    pub fn abi_align(&self, t: Type) -> Option<u64> {
        self.sizes(t).map(|s| s.align)
    }

    /// [`DataLayout::scalable_store_size`] (not memoized: scalable types
    /// are rare and their walk is one level deep).
    pub fn scalable_store_size(&self, t: Type) -> Option<u64> {
        self.dl.scalable_store_size(self.types, t)
    }

    /// The byte offset of each field of struct `t`
    /// ([`DataLayout::struct_layout`]'s `offsets`), computed once per type
    /// (borrowed from the memo; owned for a type interned after the memo
    /// was allocated). `None` for an opaque struct, a field without a
    /// size, or a type that is not a struct.
    pub fn field_offsets(&self, t: Type) -> Option<Cow<'a, [u64]>> {
        let compute = || {
            self.dl
                .struct_layout_in(self.types, t, Some(self.memo))
                .map(|l| l.offsets.into_boxed_slice())
        };
        match per_type(&self.memo.offsets, self.types).get(t.index()) {
            Some(cell) => cell.get_or_init(compute).as_deref().map(Cow::Borrowed),
            None => compute().map(|o| Cow::Owned(o.into_vec())),
        }
    }
}

/// The `p[n]:size:abi[:pref[:idx]]` specification of one address space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointerSpec {
    /// The address space `n` (0 when written `p:`).
    pub addr_space: u32,
    /// Pointer width in bits.
    pub size_bits: u32,
    /// ABI alignment in bits.
    pub abi_align_bits: u32,
    /// Width of GEP index arithmetic in bits (`idx`; the pointer width
    /// when not written).
    pub index_bits: u32,
}

impl PointerSpec {
    /// LLVM's built-in specification of address space 0: `p:64:64:64:64`.
    pub const DEFAULT: PointerSpec = PointerSpec {
        addr_space: 0,
        size_bits: 64,
        abi_align_bits: 64,
        index_bits: 64,
    };
}

/// Where the fields of a struct lie.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StructLayout {
    /// Byte offset of each field.
    pub offsets: Vec<u64>,
    /// Alloc size in bytes (including tail padding).
    pub size: u64,
    /// ABI alignment in bytes.
    pub align: u64,
}
