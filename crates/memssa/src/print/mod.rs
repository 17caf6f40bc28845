//! Printers: LLVM's `print<memoryssa>` text ([`llvm`]) and its DOT graph
//! ([`dot`]), its
//! `print<memoryssa-walker>` text ([`walker`]) and module statistics
//! ([`stats`]), and the partitioned form as text ([`regions`]) and as a
//! DOT graph with regions as colours ([`regions_dot`]).

pub mod dot;
pub mod llvm;
pub mod regions;
pub mod regions_dot;
pub mod stats;
pub mod walker;
