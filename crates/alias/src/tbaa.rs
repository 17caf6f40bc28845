//! TypeBasedAA: struct-path TBAA (`!tbaa`).
//!
//! An access tag is `!{base type, access type, offset[, size], [immutable]}`
//! (the size is present in the "new", size-aware format). Type nodes form a
//! DAG: a scalar type's parent is operand 1 (old format), a struct type
//! lists `(field type, offset)` pairs. Two accesses may alias if their
//! access types have no common root (different type systems), or if one is
//! an access to a subobject of the other: starting at one tag's base type
//! and following the fields at the tag's offset reaches the other tag's
//! base type at the other tag's offset.
//!
//! Old scalar tags (`!{!"int", !parent}` attached directly) are upgraded as
//! LLVM's parser does, to `!{T, T, 0}` (plus the immutability flag).
//! Malformed or cyclic metadata makes the query conservative (`MayAlias`)
//! where LLVM would abort.

use crate::func::FunctionAA;
use crate::location::MemoryLocation;
use crate::result::AliasResult;
use llir::{ConstData, Inst, MdContent, MdKind, MdNode, MdRef, ModRef, Module};

/// Identity of an access tag: a node, or the upgraded form of an old scalar node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum TagId {
    Node(MdNode),
    Upgraded(MdNode),
}

struct Tag {
    id: TagId,
    base: Option<MdNode>,
    access: Option<MdNode>,
    offset: u64,
    new_format: bool,
    immutable: bool,
}

/// Iteration cap for walks over metadata that could be cyclic.
const WALK_LIMIT: usize = 4096;

/// The TBAA type system of one module: answers whether two access tags
/// may alias without looking at any function, so whole-module analyses
/// (the points-to solver) can filter memory contents by it. Malformed or
/// cyclic metadata gives `true` (may alias).
#[derive(Clone, Copy)]
pub struct TbaaTypes<'m> {
    module: &'m Module,
}

impl<'m> TbaaTypes<'m> {
    /// The type system of `module`'s `!tbaa` metadata.
    pub fn new(module: &'m Module) -> TbaaTypes<'m> {
        TbaaTypes { module }
    }

    fn md_ops(&self, n: MdNode) -> &[MdRef] {
        match &self.module.md_node(n).content {
            MdContent::Tuple(ops) => ops,
            _ => &[],
        }
    }

    fn md_op_node(&self, n: MdNode, i: usize) -> Option<MdNode> {
        match self.md_ops(n).get(i) {
            Some(MdRef::Node(x)) => Some(*x),
            _ => None,
        }
    }

    fn md_op_int(&self, n: MdNode, i: usize) -> Option<i128> {
        match self.md_ops(n).get(i) {
            Some(MdRef::Value(_, c)) => match &self.module.consts[*c] {
                ConstData::Int { value, .. } => Some(*value),
                _ => None,
            },
            _ => None,
        }
    }

    fn is_new_format_type(&self, n: MdNode) -> bool {
        let ops = self.md_ops(n);
        ops.len() >= 3 && matches!(ops[0], MdRef::Node(_))
    }

    fn tag(&self, n: MdNode) -> Tag {
        let ops = self.md_ops(n);
        let struct_path = ops.len() >= 3 && matches!(ops[0], MdRef::Node(_));
        if !struct_path {
            // LLVM's UpgradeTBAANode.
            let immutable = ops.len() == 3 && self.md_op_int(n, 2).is_some_and(|v| v & 1 == 1);
            return Tag {
                id: TagId::Upgraded(n),
                base: Some(n),
                access: Some(n),
                offset: 0,
                new_format: false,
                immutable,
            };
        }
        let access = self.md_op_node(n, 1);
        let new_format = ops.len() >= 4 && access.is_none_or(|a| self.is_new_format_type(a));
        let imm_op = if new_format { 4 } else { 3 };
        Tag {
            id: TagId::Node(n),
            base: self.md_op_node(n, 0),
            access,
            offset: self.md_op_int(n, 2).unwrap_or(0) as u64,
            new_format,
            immutable: self.md_op_int(n, imm_op).is_some_and(|v| v & 1 == 1),
        }
    }

    /// The TBAA type-tree parent of type node `n`.
    fn tbaa_parent(&self, n: MdNode) -> Option<MdNode> {
        if self.is_new_format_type(n) {
            return self.md_op_node(n, 0);
        }
        self.md_op_node(n, 1)
    }

    /// LLVM's `getLeastCommonType`; `Err` on cyclic metadata.
    fn least_common_type(&self, a: Option<MdNode>, b: Option<MdNode>) -> Result<Option<MdNode>, ()> {
        let (Some(a), Some(b)) = (a, b) else { return Ok(None) };
        if a == b {
            return Ok(Some(a));
        }
        let path = |mut n: Option<MdNode>| -> Result<Vec<MdNode>, ()> {
            let mut p = Vec::new();
            while let Some(x) = n {
                if p.contains(&x) || p.len() > WALK_LIMIT {
                    return Err(());
                }
                p.push(x);
                n = self.tbaa_parent(x);
            }
            Ok(p)
        };
        let pa = path(Some(a))?;
        let pb = path(Some(b))?;
        let mut ret = None;
        for (x, y) in pa.iter().rev().zip(pb.iter().rev()) {
            if x == y {
                ret = Some(*x);
            } else {
                break;
            }
        }
        Ok(ret)
    }

    /// `TBAAStructTypeNode::getField`: the field of `n` at `offset`, with the
    /// offset made relative to it.
    fn tbaa_field(&self, n: MdNode, offset: &mut u64) -> Option<MdNode> {
        let new_format = self.is_new_format_type(n);
        let ops = self.md_ops(n);
        let num = ops.len();
        if new_format {
            if num < 6 {
                return None;
            }
        } else {
            if num < 2 {
                return None;
            }
            if num <= 3 {
                let cur = if num == 2 { 0 } else { self.md_op_int(n, 2).unwrap_or(0) as u64 };
                *offset = offset.wrapping_sub(cur);
                return self.md_op_node(n, 1);
            }
        }
        let (first, per) = if new_format { (3, 3) } else { (1, 2) };
        let mut the_idx = 0usize;
        let mut idx = first;
        while idx < num {
            let cur = self.md_op_int(n, idx + 1).unwrap_or(0) as u64;
            if cur > *offset {
                if idx < first + per {
                    // LLVM asserts an offset match here; be conservative.
                    return None;
                }
                the_idx = idx - per;
                break;
            }
            idx += per;
        }
        if the_idx == 0 {
            the_idx = num - per;
        }
        let cur = self.md_op_int(n, the_idx + 1).unwrap_or(0) as u64;
        *offset = offset.wrapping_sub(cur);
        self.md_op_node(n, the_idx)
    }

    /// `hasField` for new-format type nodes: is `field` a (transitive) field type of `base`?
    fn tbaa_has_field(&self, base: MdNode, field: MdNode) -> bool {
        let mut stack = vec![base];
        let mut steps = 0usize;
        while let Some(b) = stack.pop() {
            steps += 1;
            if steps > WALK_LIMIT {
                return true;
            }
            let new_format = self.is_new_format_type(b);
            let (first, per) = if new_format { (3, 3) } else { (1, 2) };
            let num = self.md_ops(b).len();
            if num < first {
                continue;
            }
            let count = (num - first) / per;
            for i in 0..count {
                if let Some(t) = self.md_op_node(b, first + i * per) {
                    if t == field {
                        return true;
                    }
                    stack.push(t);
                }
            }
        }
        false
    }

    /// LLVM's `mayBeAccessToSubobjectOf`: `Some(may_alias)` if it decides.
    fn subobject_of(&self, base_tag: &Tag, sub: &Tag, common: MdNode) -> Option<bool> {
        if base_tag.access == base_tag.base && base_tag.access == Some(common) {
            return Some(true);
        }
        let mut base_type = base_tag.base;
        let mut offset = base_tag.offset;
        let mut steps = 0usize;
        loop {
            steps += 1;
            if steps > WALK_LIMIT {
                return Some(true);
            }
            let Some(bt) = base_type else { break };
            if Some(bt) == sub.base {
                return Some(offset == sub.offset || Some(bt) == base_tag.access || sub.base == sub.access);
            }
            if base_tag.new_format && Some(bt) == base_tag.access {
                break;
            }
            base_type = self.tbaa_field(bt, &mut offset);
        }
        if base_tag.new_format {
            if let (Some(bt), Some(field)) = (base_type, sub.base) {
                if self.tbaa_has_field(bt, field) {
                    return Some(true);
                }
            }
        }
        None
    }

    /// LLVM's `TypeBasedAAResult::Aliases` (`matchAccessTags`).
    /// `a` and `b` are access tags (`None`: no tag, may alias anything).
    pub fn may_alias(&self, a: Option<MdNode>, b: Option<MdNode>) -> bool {
        let (Some(a), Some(b)) = (a, b) else { return true };
        let (ta, tb) = (self.tag(a), self.tag(b));
        if ta.id == tb.id {
            return true;
        }
        let common = match self.least_common_type(ta.access, tb.access) {
            Ok(Some(c)) => c,
            _ => return true,
        };
        if let Some(r) = self.subobject_of(&ta, &tb, common) {
            return r;
        }
        if let Some(r) = self.subobject_of(&tb, &ta, common) {
            return r;
        }
        false
    }
}

impl FunctionAA<'_> {
    /// True if the access tag `n` names an immutable type.
    pub(crate) fn tbaa_immutable(&self, n: MdNode) -> bool {
        TbaaTypes::new(self.module()).tag(n).immutable
    }

    /// LLVM's `TypeBasedAAResult::Aliases` (`matchAccessTags`).
    pub(crate) fn tbaa_may_alias(&self, a: Option<MdNode>, b: Option<MdNode>) -> bool {
        TbaaTypes::new(self.module()).may_alias(a, b)
    }

    fn inst_tbaa(&self, i: Inst) -> Option<MdNode> {
        match self.body().insts[i].metadata(&MdKind::Tbaa) {
            Some(MdRef::Node(n)) => Some(*n),
            _ => None,
        }
    }

    /// TypeBasedAA's `alias`.
    pub(crate) fn tbaa_alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult {
        if self.tbaa_may_alias(a.aa.tbaa, b.aa.tbaa) {
            AliasResult::MayAlias
        } else {
            AliasResult::NoAlias
        }
    }

    /// TypeBasedAA's `getModRefInfoMask`.
    pub(crate) fn tbaa_mod_ref_mask(&self, loc: &MemoryLocation) -> ModRef {
        match loc.aa.tbaa {
            Some(n) if self.tbaa_immutable(n) => ModRef::NoModRef,
            _ => ModRef::ModRef,
        }
    }

    /// TypeBasedAA's `getModRefInfo(Call, Loc)`.
    pub(crate) fn tbaa_call_mod_ref(&self, call: Inst, loc: &MemoryLocation) -> ModRef {
        if let (Some(l), Some(m)) = (loc.aa.tbaa, self.inst_tbaa(call)) {
            if !self.tbaa_may_alias(Some(l), Some(m)) {
                return ModRef::NoModRef;
            }
        }
        ModRef::ModRef
    }

    /// TypeBasedAA's `getModRefInfo(Call1, Call2)`.
    pub(crate) fn tbaa_calls_mod_ref(&self, c1: Inst, c2: Inst) -> ModRef {
        if let (Some(a), Some(b)) = (self.inst_tbaa(c1), self.inst_tbaa(c2)) {
            if !self.tbaa_may_alias(Some(a), Some(b)) {
                return ModRef::NoModRef;
            }
        }
        ModRef::ModRef
    }
}
