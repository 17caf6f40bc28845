//! Textual LLVM IR, as clang-19 and opt-19 write it, read into an arena IR.
//!
//! [`parse_module`] reads a whole `.ll` file: module-level entities
//! (types, globals, declarations, attribute groups, metadata) first, then all
//! function bodies in parallel. Content no analysis needs (debug-info
//! metadata, comdats, section names, ...) is accepted and kept as text or
//! spans, never rejected. Every function, block label and instruction keeps
//! the byte span of its text so printers can echo the input.
//!
//! Malformed input yields a [`ParseError`] with file, line and column; the
//! parser never panics and never recurses on input depth.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod attrs;
pub mod entities;
pub mod error;
pub mod inst;
pub mod layout;
pub mod metadata;
pub mod module;
mod parse;
pub mod slots;
pub mod span;
pub mod types;

pub use attrs::{Attr, AttrSet, AttrValue, MemLoc, MemoryEffects, ModRef};
pub use entities::{AttrGroup, Block, Const, Func, Global, Inst, Local, MdNode, Type};
pub use error::ParseError;
pub use inst::{
    CallArg, CallData, ConstData, GlobalRef, InstData, InstFlags, InstKind, LocalData, LocalDef, Opcode, OperandBundle, Ordering, Value,
};
pub use layout::DataLayout;
pub use metadata::{MdContent, MdKind, MdNodeData, MdRef};
pub use module::{BlockData, BlockName, Body, Function, GlobalData, GlobalKind, Module, Param};
pub use parse::{parse_module, parse_module_bytes};
pub use span::Span;
pub use types::{FloatKind, TypeData, TypeTable};
