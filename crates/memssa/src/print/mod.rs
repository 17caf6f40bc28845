//! Printers: LLVM's `print<memoryssa>` text ([`llvm`]) and module
//! statistics ([`stats`]).

pub mod llvm;
pub mod stats;
