//! Printers: LLVM's `print<memoryssa>` text ([`llvm`]), its
//! `print<memoryssa-walker>` text ([`walker`]) and module statistics
//! ([`stats`]).

pub mod llvm;
pub mod regions;
pub mod stats;
pub mod walker;
