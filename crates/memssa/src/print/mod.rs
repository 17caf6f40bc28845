//! Printers: LLVM's `print<memoryssa>` text ([`llvm`]) and its DOT graph
//! ([`dot`]), its
//! `print<memoryssa-walker>` text ([`walker`]) and module statistics
//! ([`stats`]).

pub mod dot;
pub mod llvm;
pub mod regions;
pub mod stats;
pub mod walker;
