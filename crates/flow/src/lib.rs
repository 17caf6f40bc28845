//! Per-function control-flow analyses, in the exact shapes and orders LLVM 19
//! produces them: the CFG ([`Cfg`]), the dominator tree ([`DomTree`]),
//! dominance frontiers ([`dominance_frontiers`]), the iterated dominance
//! frontier in LLVM's result order ([`iterated_frontier`]) and natural loops
//! ([`LoopForest`]).
//!
//! Memory SSA numbers its phis in iterated-frontier order, fills phi operands
//! in dominator-tree preorder and optimizes uses along that preorder, so the
//! orders here are part of the contract, not an implementation detail; each
//! module documents which LLVM source it follows and why the result matches.
//!
//! Everything works on a [`Cfg`] built from plain successor lists, so the
//! analyses can be tested and fuzzed with bare edge lists; [`Cfg::from_body`]
//! is the only place that looks at instructions. No walk recurses: a function
//! of a million blocks needs no more than a few arrays of that length.
//!
//! ```
//! use entity::EntityId;
//! use flow::{iterated_frontier, Cfg, DomTree};
//! use llir::Block;
//! let b = Block::new;
//! // entry -> {A, B}; A -> J; B -> J
//! let cfg = Cfg::from_successors(vec![vec![b(1), b(2)], vec![b(3)], vec![b(3)], vec![]]);
//! let dom = DomTree::compute(&cfg);
//! assert_eq!(dom.children(b(0)), &[b(1), b(3), b(2)]); // CFG preorder: entry, A, J, B
//! assert_eq!(iterated_frontier(&cfg, &dom, &[b(1)]), vec![b(3)]);
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cfg;
pub mod dom;
pub mod frontier;
pub mod loops;
#[cfg(any(test, feature = "oracles"))]
pub mod oracle;
#[cfg(test)]
mod tests;

pub use cfg::Cfg;
pub use dom::DomTree;
pub use frontier::{dominance_frontiers, iterated_frontier};
pub use loops::{Loop, LoopData, LoopForest};
