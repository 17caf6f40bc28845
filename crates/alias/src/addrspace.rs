//! The target alias analyses opt-19 adds for GPU triples.
//!
//! NVPTX-AA (`nvptx*`): address spaces 0 generic, 1 global, 3 shared,
//! 4 const, 5 local, 101 param. Two pointers in different non-generic
//! address spaces never alias; a generic pointer may alias anything.
//! Memory in address space 4 or 101 (of the pointer or of its underlying
//! object) is never modified.
//!
//! AMDGPU-AA (`amdgcn*`, `r600*`): address spaces 0 flat, 1 global,
//! 2 region, 3 local (group), 4 constant, 5 private, 6 constant 32-bit,
//! 7 buffer fat pointer, 8 buffer resource, 9 buffer strided pointer; a
//! fixed table says which pairs may alias (spaces above 9 may alias
//! anything). A flat pointer whose underlying object is a kernel argument,
//! or was loaded from constant memory, does not alias local or private
//! memory. Memory in address space 4 or 6 is never modified.

use crate::func::{FunctionAA, Target};
use crate::location::MemoryLocation;
use crate::objects::MAX_LOOKUP;
use crate::result::AliasResult;
use llir::{InstKind, ModRef};

const NV_GENERIC: u32 = 0;
const NV_CONST: u32 = 4;
const NV_PARAM: u32 = 101;

const AMD_FLAT: u32 = 0;
const AMD_CONSTANT: u32 = 4;
const AMD_LOCAL: u32 = 3;
const AMD_PRIVATE: u32 = 5;
const AMD_CONSTANT_32: u32 = 6;

/// `AMDGPU::addrspacesMayAlias` for address spaces 0..=9.
const AMD_MAY_ALIAS: [[bool; 10]; 10] = [
    [true, true, false, true, true, true, true, true, true, true],
    [true, true, false, false, true, false, true, true, true, true],
    [false, false, true, false, false, false, false, false, false, false],
    [true, false, false, true, false, false, false, false, false, false],
    [true, true, false, false, false, false, true, true, true, true],
    [true, false, false, false, false, true, false, false, false, false],
    [true, true, false, false, true, false, false, true, true, true],
    [true, true, false, false, true, false, true, true, true, true],
    [true, true, false, false, true, false, true, true, true, true],
    [true, true, false, false, true, false, true, true, true, true],
];

impl FunctionAA<'_> {
    /// The target AA's `alias` (`MayAlias` on other targets).
    pub(crate) fn target_alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult {
        let (Some(asa), Some(asb)) = (self.addr_space(a.ptr), self.addr_space(b.ptr)) else {
            return AliasResult::MayAlias;
        };
        match self.target {
            Target::Generic => AliasResult::MayAlias,
            Target::Nvptx => {
                if asa == NV_GENERIC || asb == NV_GENERIC || asa == asb {
                    AliasResult::MayAlias
                } else {
                    AliasResult::NoAlias
                }
            }
            Target::Amdgpu => {
                if asa <= 9 && asb <= 9 && !AMD_MAY_ALIAS[asa as usize][asb as usize] {
                    return AliasResult::NoAlias;
                }
                let (flat, other, other_as) = if asa == AMD_FLAT { (a, b, asb) } else { (b, a, asa) };
                let _ = other;
                if self.addr_space(flat.ptr) == Some(AMD_FLAT) && (other_as == AMD_LOCAL || other_as == AMD_PRIVATE) {
                    let obj = self.underlying_object(self.strip_pointer_casts_for_aa(flat.ptr), MAX_LOOKUP);
                    if let Some(d) = self.inst_data(obj) {
                        if let InstKind::Load { ptr, .. } = &d.kind {
                            if self.addr_space(self.val(*ptr)) == Some(AMD_CONSTANT) {
                                return AliasResult::NoAlias;
                            }
                        }
                    } else if self.is_argument(obj) && self.function().qualifiers.iter().any(|q| &**q == "amdgpu_kernel") {
                        return AliasResult::NoAlias;
                    }
                }
                AliasResult::MayAlias
            }
        }
    }

    /// The target AA's `getModRefInfoMask`.
    pub(crate) fn target_mod_ref_mask(&self, loc: &MemoryLocation) -> ModRef {
        let constant: &[u32] = match self.target {
            Target::Generic => return ModRef::ModRef,
            Target::Nvptx => &[NV_CONST, NV_PARAM],
            Target::Amdgpu => &[AMD_CONSTANT, AMD_CONSTANT_32],
        };
        if self.addr_space(loc.ptr).is_some_and(|a| constant.contains(&a)) {
            return ModRef::NoModRef;
        }
        let base = self.underlying_object(loc.ptr, MAX_LOOKUP);
        if self.addr_space(base).is_some_and(|a| constant.contains(&a)) {
            return ModRef::NoModRef;
        }
        ModRef::ModRef
    }
}
