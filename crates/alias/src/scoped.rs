//! ScopedNoAliasAA: `!alias.scope` / `!noalias` metadata.
//!
//! An access tagged `!noalias` with a set of scopes does not alias an access
//! whose `!alias.scope` scopes, within some domain, are all in that set. A
//! scope node is `!{!self, !domain, ...}`; its domain is operand 1.

use crate::func::FunctionAA;
use crate::location::MemoryLocation;
use crate::result::AliasResult;
use llir::{Inst, MdContent, MdKind, MdNode, MdRef, ModRef};

impl FunctionAA<'_> {
    fn md_tuple_nodes(&self, n: MdNode) -> Vec<Option<MdNode>> {
        match &self.module().md_node(n).content {
            MdContent::Tuple(ops) => ops
                .iter()
                .map(|o| match o {
                    MdRef::Node(x) => Some(*x),
                    _ => None,
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The domain of scope node `n` (its operand 1, if a node).
    fn scope_domain(&self, n: MdNode) -> Option<MdNode> {
        match &self.module().md_node(n).content {
            MdContent::Tuple(ops) if ops.len() >= 2 => match &ops[1] {
                MdRef::Node(d) => Some(*d),
                _ => None,
            },
            _ => None,
        }
    }

    /// LLVM's `ScopedNoAliasAAResult::mayAliasInScopes`.
    pub(crate) fn may_alias_in_scopes(&self, scopes: Option<MdNode>, noalias: Option<MdNode>) -> bool {
        let (Some(scopes), Some(noalias)) = (scopes, noalias) else {
            return true;
        };
        let na: Vec<MdNode> = self.md_tuple_nodes(noalias).into_iter().flatten().collect();
        let sc: Vec<MdNode> = self.md_tuple_nodes(scopes).into_iter().flatten().collect();
        let mut domains: Vec<MdNode> = Vec::new();
        for &n in &na {
            if let Some(d) = self.scope_domain(n) {
                if !domains.contains(&d) {
                    domains.push(d);
                }
            }
        }
        for d in domains {
            let scope_nodes: Vec<MdNode> = sc.iter().copied().filter(|&s| self.scope_domain(s) == Some(d)).collect();
            if scope_nodes.is_empty() {
                continue;
            }
            let na_nodes: Vec<MdNode> = na.iter().copied().filter(|&s| self.scope_domain(s) == Some(d)).collect();
            if scope_nodes.iter().all(|s| na_nodes.contains(s)) {
                return false;
            }
        }
        true
    }

    fn inst_md_node(&self, i: Inst, k: MdKind) -> Option<MdNode> {
        match self.body().insts[i].metadata(&k) {
            Some(MdRef::Node(n)) => Some(*n),
            _ => None,
        }
    }

    /// ScopedNoAliasAA's `alias`.
    pub(crate) fn scoped_alias(&self, a: &MemoryLocation, b: &MemoryLocation) -> AliasResult {
        if !self.may_alias_in_scopes(a.aa.scope, b.aa.noalias) || !self.may_alias_in_scopes(b.aa.scope, a.aa.noalias) {
            return AliasResult::NoAlias;
        }
        AliasResult::MayAlias
    }

    /// ScopedNoAliasAA's `getModRefInfo(Call, Loc)`.
    pub(crate) fn scoped_call_mod_ref(&self, call: Inst, loc: &MemoryLocation) -> ModRef {
        if !self.may_alias_in_scopes(loc.aa.scope, self.inst_md_node(call, MdKind::NoAlias))
            || !self.may_alias_in_scopes(self.inst_md_node(call, MdKind::AliasScope), loc.aa.noalias)
        {
            return ModRef::NoModRef;
        }
        ModRef::ModRef
    }

    /// ScopedNoAliasAA's `getModRefInfo(Call1, Call2)`.
    pub(crate) fn scoped_calls_mod_ref(&self, c1: Inst, c2: Inst) -> ModRef {
        if !self.may_alias_in_scopes(self.inst_md_node(c1, MdKind::AliasScope), self.inst_md_node(c2, MdKind::NoAlias))
            || !self.may_alias_in_scopes(self.inst_md_node(c2, MdKind::AliasScope), self.inst_md_node(c1, MdKind::NoAlias))
        {
            return ModRef::NoModRef;
        }
        ModRef::ModRef
    }
}
