//! The module and its functions: arenas, immutable after parsing.

use crate::attrs::{Attr, AttrGroupData, AttrSet, MemoryEffects};
use crate::entities::{AttrGroup, Block, Const, Func, Global, Inst, Local, MdNode, Type};
use crate::inst::{ConstData, GlobalRef, InstData, LocalData};
use crate::layout::DataLayout;
use crate::metadata::{MdKind, MdNodeData, MdRef};
use crate::span::Span;
use crate::types::TypeTable;
use entity::PrimaryMap;
use std::collections::HashMap;

/// A parsed module. Owns its source text: printers echo function text from
/// it through the spans kept on every function, block and instruction.
#[derive(Debug)]
pub struct Module {
    /// The name used in error messages (a path, or `<stdin>`).
    pub file_name: String,
    /// The whole input text, as the parser sees it: valid UTF-8 of the
    /// input's length, NUL bytes read as blanks and each byte that is not
    /// UTF-8 as the control character U+001A ([`Module::source_patches`]
    /// has the original bytes).
    pub source: String,
    /// `(offset, original byte)` of every byte of the input that `source`
    /// holds replaced (NULs and bytes that are not UTF-8), in offset order;
    /// empty for input that is UTF-8 without NULs.
    pub source_patches: Vec<(u32, u8)>,
    /// `source_filename = "..."`, if present.
    pub source_filename: Option<String>,
    /// `target triple = "..."`, if present.
    pub target_triple: Option<String>,
    /// `target datalayout = "..."` parsed (LLVM's default if absent).
    pub data_layout: DataLayout,
    /// All types.
    pub types: TypeTable,
    /// Global variables, aliases and ifuncs in module order.
    pub globals: PrimaryMap<Global, GlobalData>,
    /// Functions (definitions and declarations) in module order.
    pub funcs: PrimaryMap<Func, Function>,
    /// `attributes #N = {...}` groups.
    pub attr_groups: PrimaryMap<AttrGroup, AttrGroupData>,
    /// Numbered metadata nodes.
    pub md_nodes: PrimaryMap<MdNode, MdNodeData>,
    /// Named metadata `!name = !{...}` with their node operands.
    pub named_md: Vec<(String, Vec<MdNode>)>,
    /// Constants of global initializers and metadata values.
    pub consts: PrimaryMap<Const, ConstData>,
    /// `@name` -> symbol.
    pub symbols: HashMap<String, GlobalRef>,
    /// `!N` -> node.
    pub md_numbers: HashMap<u32, MdNode>,
    /// Sizes of aggregate types already asked for through
    /// [`Module::layout`].
    pub(crate) size_memo: crate::layout::SizeMemo,
}

impl Module {
    /// The module's types with its data layout, aggregate sizes memoized
    /// for the module's lifetime (the parser is the only writer of
    /// `types` and `data_layout`).
    pub fn layout(&self) -> crate::layout::TypeLayout<'_> {
        crate::layout::TypeLayout::new(&self.types, &self.data_layout, &self.size_memo)
    }
    /// The attribute group `g`.
    pub fn attr_group(&self, g: AttrGroup) -> &AttrGroupData {
        &self.attr_groups[g]
    }
    /// Every attribute of `set`: inline ones first, then those of its groups.
    pub fn attrs<'a>(&'a self, set: &'a AttrSet) -> impl Iterator<Item = &'a Attr> + 'a {
        set.attrs
            .iter()
            .chain(set.groups.iter().flat_map(move |&g| self.attr_groups[g].attrs.iter()))
    }
    /// True if `set` has the keyword attribute `name`.
    pub fn has_attr(&self, set: &AttrSet, name: &str) -> bool {
        self.attrs(set).any(|a| !a.is_string && &*a.name == name)
    }
    /// The attribute `name` of `set`, if present.
    pub fn attr<'a>(&'a self, set: &'a AttrSet, name: &str) -> Option<&'a Attr> {
        self.attrs(set).find(|a| !a.is_string && &*a.name == name)
    }
    /// The memory effects `set` states: `memory(...)` and the legacy
    /// `readnone`/`readonly`/`writeonly`/`argmemonly`/`inaccessiblememonly`/
    /// `inaccessiblemem_or_argmemonly` keywords, intersected; `UNKNOWN` if none.
    pub fn memory_effects(&self, set: &AttrSet) -> MemoryEffects {
        crate::attrs::memory_effects(self.attrs(set))
    }
    /// The symbol named `@name` (without `@`).
    pub fn symbol(&self, name: &str) -> Option<GlobalRef> {
        self.symbols.get(name).copied()
    }
    /// The function named `@name`.
    pub fn func_by_name(&self, name: &str) -> Option<Func> {
        match self.symbols.get(name) {
            Some(GlobalRef::Func(f)) => Some(*f),
            _ => None,
        }
    }
    /// The node numbered `!n`.
    pub fn md_node(&self, n: MdNode) -> &MdNodeData {
        &self.md_nodes[n]
    }
    /// The name of a symbol, without `@`.
    pub fn symbol_name(&self, g: GlobalRef) -> &str {
        match g {
            GlobalRef::Func(f) => &self.funcs[f].name,
            GlobalRef::Global(v) => &self.globals[v].name,
        }
    }
}

/// Linkage and the other words between `define`/`@x =` and the type, kept as
/// written (`internal`, `dso_local`, `unnamed_addr`, ...).
pub type Qualifiers = Vec<Box<str>>;

/// A global variable, alias or ifunc.
#[derive(Clone, Debug, PartialEq)]
pub struct GlobalData {
    /// Name without `@`.
    pub name: String,
    /// What it is.
    pub kind: GlobalKind,
    /// Address space of the symbol's pointer.
    pub addr_space: u32,
    /// Linkage, visibility, `unnamed_addr`, ... as written.
    pub qualifiers: Qualifiers,
    /// The declaration's text.
    pub span: Span,
    /// Metadata attachments (`!dbg !5`) in written order.
    pub md: Vec<(MdKind, MdRef)>,
}

/// The three kinds of non-function global symbols.
#[derive(Clone, Debug, PartialEq)]
pub enum GlobalKind {
    /// `@g = [constant|global] T init`.
    Variable {
        /// True for `constant`.
        constant: bool,
        /// The value type.
        value_ty: Type,
        /// The initializer (module constant arena); `None` for declarations.
        init: Option<Const>,
        /// `align N`, if written.
        align: Option<u64>,
    },
    /// `@a = alias T, ptr @aliasee`.
    Alias {
        /// The value type.
        value_ty: Type,
        /// The aliasee (module constant arena).
        aliasee: Const,
    },
    /// `@i = ifunc T, ptr @resolver`.
    IFunc {
        /// The value type.
        value_ty: Type,
        /// The resolver (module constant arena).
        resolver: Const,
    },
}

/// A parameter of a function.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// Its type.
    pub ty: Type,
    /// Parameter attributes (`noalias`, `readonly`, `byval(T)`, ...).
    pub attrs: AttrSet,
}

/// A function definition or declaration.
#[derive(Debug)]
pub struct Function {
    /// Name without `@`.
    pub name: String,
    /// The function type.
    pub ty: Type,
    /// Return type.
    pub ret_ty: Type,
    /// Parameters.
    pub params: Vec<Param>,
    /// True if the parameter list ends with `...`.
    pub varargs: bool,
    /// Function attributes (after the parameter list, incl. `#N`).
    pub fn_attrs: AttrSet,
    /// Return attributes.
    pub ret_attrs: AttrSet,
    /// Linkage, visibility, calling convention, `unnamed_addr`, section, ... as written.
    pub qualifiers: Qualifiers,
    /// Text of the `define`/`declare` line up to and including the closing
    /// `}` line for definitions.
    pub span: Span,
    /// The `; Function Attrs: ...` comment line right before `define`, if any
    /// (opt prints it as part of the function).
    pub attrs_comment: Option<Span>,
    /// The body; `None` for declarations.
    pub body: Option<Body>,
    /// Metadata attachments of the function (`!dbg !5` in the header).
    pub md: Vec<(MdKind, MdRef)>,
}

impl Function {
    /// True for `declare`.
    pub fn is_declaration(&self) -> bool {
        self.body.is_none()
    }
    /// The name LLVM's `Value::getName` gives the function: empty for one
    /// written `@N`, which in LLVM is unnamed and only numbered when
    /// printed. (A quoted all-digit name, `@"7"`, is read as the same symbol
    /// as `@7` here, and so is empty too.)
    pub fn llvm_name(&self) -> &str {
        if !self.name.is_empty() && self.name.bytes().all(|b| b.is_ascii_digit()) {
            ""
        } else {
            &self.name
        }
    }
    /// The intrinsic name (`llvm.memcpy.p0.p0.i64`) if this is an intrinsic.
    pub fn intrinsic_name(&self) -> Option<&str> {
        self.name.starts_with("llvm.").then_some(self.name.as_str())
    }
}

/// How a block is named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BlockName {
    /// `name:` (the raw name, unquoted and unescaped).
    Named(Box<str>),
    /// An unnamed block with its slot number (`3:`, or the implicit entry).
    Numbered(u32),
}

/// A basic block.
#[derive(Clone, Debug, PartialEq)]
pub struct BlockData {
    /// Its name.
    pub name: BlockName,
    /// Instructions in order, the terminator last.
    pub insts: Vec<Inst>,
    /// The label line (`name:` up to the end of its line, incl. any
    /// `; preds =` comment); `None` for an entry block written without label.
    pub label: Option<Span>,
}

/// A function body: arenas of blocks, instructions, locals and constants.
#[derive(Debug, Default)]
pub struct Body {
    /// Blocks in layout order; `Block(0)` is the entry.
    pub blocks: PrimaryMap<Block, BlockData>,
    /// Instructions in layout order.
    pub insts: PrimaryMap<Inst, InstData>,
    /// Arguments first (`Local(i)` is parameter `i`), then instruction results.
    pub locals: PrimaryMap<Local, LocalData>,
    /// Constants used by the body.
    pub consts: PrimaryMap<Const, ConstData>,
    /// The body's `uselistorder label %bb, { i, j, ... }` directives, in
    /// written order: the block and the new position of each of its uses
    /// (the `k`-th use of the block's use list moves to position
    /// `order[k]`). Only block directives are kept; value directives change
    /// nothing memssa prints. The indices are as written: they are not
    /// checked to be a permutation (see [`crate::uselist`]).
    pub block_use_orders: Vec<(Block, Vec<u32>)>,
}

impl Body {
    /// The entry block.
    pub fn entry(&self) -> Block {
        Block::from_u32(0)
    }
    /// Successors of `b` in terminator order (duplicates kept); empty if the
    /// block has no terminator.
    pub fn successors(&self, b: Block) -> Vec<Block> {
        self.blocks[b].insts.last().map(|&i| self.insts[i].successors()).unwrap_or_default()
    }
}
