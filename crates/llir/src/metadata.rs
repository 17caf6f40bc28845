//! Metadata: numbered nodes kept with their operands, so that analyses can
//! read `!tbaa`, `!alias.scope`, `!noalias` and `!range`. Specialized nodes
//! (`!DILocation(...)` and the other debug-info nodes) are kept as text.

use crate::entities::{Const, MdNode, Type};

/// A metadata operand or attachment target.
#[derive(Clone, Debug, PartialEq)]
pub enum MdRef {
    /// `!N`.
    Node(MdNode),
    /// `!"text"`.
    String(Box<str>),
    /// `T value`, a constant (in the module's constant arena when inside a
    /// numbered node; in the function's arena when written inline in a body,
    /// e.g. in `!range !{i32 0, i32 5}` or a `metadata i32 0` argument).
    Value(Type, Const),
    /// `null`.
    Null,
    /// An inline node `!{...}` written in place.
    Inline(Box<[MdRef]>),
    /// An inline specialized node, such as `!DIExpression()`, kept as text.
    Specialized(Box<str>),
    /// Function-local `metadata` operand of an intrinsic call naming a local
    /// value, e.g. `metadata ptr %x`, or `!DIArgList(...)`; kept as text.
    Other(Box<str>),
}

/// A numbered metadata node.
#[derive(Clone, Debug, PartialEq)]
pub struct MdNodeData {
    /// The `N` of `!N`.
    pub number: u32,
    /// True for `distinct !{...}`.
    pub distinct: bool,
    /// The node's content.
    pub content: MdContent,
}

/// What a numbered node holds.
#[derive(Clone, Debug, PartialEq)]
pub enum MdContent {
    /// A generic tuple `!{ops...}`.
    Tuple(Vec<MdRef>),
    /// A specialized node `!DIxxx(...)`: its name and the text between the parentheses.
    Specialized {
        /// `DILocation`, `DISubprogram`, ...
        name: Box<str>,
        /// Fields as written.
        fields: Box<str>,
    },
    /// A reference to another node or value written as the node's whole body
    /// (rare; e.g. `!5 = !{}` is an empty tuple, not this).
    Alias(MdRef),
}

/// Metadata kinds that analyses look at; others are kept by name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MdKind {
    /// `!dbg`
    Dbg,
    /// `!tbaa`
    Tbaa,
    /// `!tbaa.struct`
    TbaaStruct,
    /// `!alias.scope`
    AliasScope,
    /// `!noalias`
    NoAlias,
    /// `!invariant.load`
    InvariantLoad,
    /// `!invariant.group`
    InvariantGroup,
    /// `!range`
    Range,
    /// `!nonnull`
    NonNull,
    /// Any other kind, by name without `!`.
    Other(Box<str>),
}

impl MdKind {
    /// The kind named `name` (without the `!`).
    pub fn from_name(name: &str) -> MdKind {
        match name {
            "dbg" => MdKind::Dbg,
            "tbaa" => MdKind::Tbaa,
            "tbaa.struct" => MdKind::TbaaStruct,
            "alias.scope" => MdKind::AliasScope,
            "noalias" => MdKind::NoAlias,
            "invariant.load" => MdKind::InvariantLoad,
            "invariant.group" => MdKind::InvariantGroup,
            "range" => MdKind::Range,
            "nonnull" => MdKind::NonNull,
            other => MdKind::Other(other.into()),
        }
    }
}
