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
//!
//! ```
//! let text = "define i32 @f(ptr %p) {\nentry:\n  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n";
//! let module = llir::parse_module("f.ll", text.to_string()).expect("valid IR");
//! let f = module.func_by_name("f").expect("@f is defined");
//! let body = module.funcs[f].body.as_ref().expect("a definition has a body");
//! assert_eq!(body.blocks.len(), 1);
//! assert_eq!(body.insts.len(), 2);
//!
//! // Errors name the place and what was expected there.
//! let e = llir::parse_module("g.ll", "define void @g() {\n  frob\n}\n".to_string()).unwrap_err();
//! assert_eq!((e.line, e.col), (2, 3));
//! assert!(e.to_string().starts_with("g.ll:2:3: error: expected instruction opcode"));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod attrs;
pub mod callconv;
pub mod entities;
pub mod error;
pub mod inst;
pub mod layout;
pub mod metadata;
pub mod module;
pub mod names;
mod parse;
pub mod slots;
pub mod span;
pub mod types;
pub mod uselist;
pub mod writer;

pub use attrs::{Attr, AttrSet, AttrValue, MemLoc, MemoryEffects, ModRef};
pub use entities::{AttrGroup, Block, Const, Func, Global, Inst, Local, MdNode, Type};
pub use error::ParseError;
pub use inst::{
    CallArg, CallData, ConstData, GlobalRef, InstData, InstFlags, InstKind, LocalData, LocalDef, LocalName, Opcode, OperandBundle,
    Ordering, Value,
};
pub use layout::DataLayout;
pub use metadata::{MdContent, MdKind, MdNodeData, MdRef};
pub use module::{BlockData, BlockName, Body, Function, GlobalData, GlobalKind, Module, Param};
pub use parse::{parse_module, parse_module_bytes, parse_module_bytes_visiting, BodyVisitor, VisitedModule};
pub use span::Span;
pub use types::{FloatKind, TypeData, TypeTable};
