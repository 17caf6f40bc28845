//! Memory locations, alias results, mod/ref, and the local alias analyses
//! opt-19's default pipeline runs (BasicAA, scoped noalias, TBAA, and the
//! NVPTX/AMDGPU address-space rule).
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod aa_eval;
mod addrspace;
pub(crate) mod apint;
mod basic;
mod calls;
mod capture;
pub mod dom;
pub mod effects;
pub mod func;
pub(crate) mod known;
pub mod location;
mod modref;
mod objects;
mod objsize;
pub mod phi_trans;
mod print;
pub(crate) mod range;
pub mod result;
mod scoped;
pub mod stack;
mod tbaa;
mod tli;

pub use aa_eval::{aa_eval, aa_eval_function, AaEvalCounts, AaEvalOptions};
pub use basic::QueryInfo;
pub use dom::Dominance;
pub use func::{BuildError, FunctionAA, Target, Val, ValKind};
pub use location::{AAMetadata, LocationSize, MemoryLocation};
pub use phi_trans::PhiTranslator;
pub use result::AliasResult;
pub use stack::{AliasOracle, BatchAA, Pipeline};
