//! Whole-module points-to analysis for LLVM IR.
//!
//! [`Andersen::analyze`] runs Andersen's inclusion-based analysis over a
//! parsed [`llir::Module`]: flow- and context-insensitive, field-sensitive
//! by byte offset, with the call graph discovered while solving.
//!
//! ```text
//! module --constraints--> addr / copy / load / store / gep / call
//!        --andersen::solver--> points-to sets, call graph
//!        --PointsToResult--> queries: points_to, may_alias, alias, callees
//! ```
//!
//! - [`objects`]: abstract objects (globals, functions, allocas, heap and
//!   library allocation sites, varargs, the unknown object) and their fields.
//! - [`constraints`]: IR to constraints, including how integers that carry
//!   pointers, memory copies, varargs and calls are modeled.
//! - [`externals`]: the model table of library functions and intrinsics.
//! - [`andersen`]: the solver and the result.
//! - [`heap`]: allocation wrappers, whose objects are named per call site.
//! - [`contexts`]: context sensitivity, by copies of functions per context.
//! - [`pts`]: the sparse bit sets that hold points-to sets.
//! - [`check`]: the `MAYALIAS`/`NOALIAS`/`MUSTALIAS` assertion checker.
//! - [`certain_use`]: what a value is certainly used as (dereferenced or
//!   called), which filters its set.
//! - [`regions`] and [`stack_reach`]: the regions of the partitioned Memory
//!   SSA, and which stack objects a call can reach (what its MUs and CHIs
//!   cover).
//! - `andersen::naive` (feature `oracles`) and `fuzzing` (feature
//!   `fuzzing`): the naive fixpoint solver and the byte-driven checks the
//!   fuzz targets and the fixed-seed tests share.
//!
//! ```
//! use pointsto::{Andersen, Config};
//! let text = "@a = global i32 0
//! @b = global i32 0
//! define ptr @id(ptr %x) {
//!   ret ptr %x
//! }
//! define void @main() {
//!   %p = call ptr @id(ptr @a)
//!   %q = call ptr @id(ptr @b)
//!   ret void
//! }
//! ";
//! let module = llir::parse_module("m.ll", text.to_string()).expect("valid IR");
//! let result = Andersen::analyze(&module, &Config::default());
//! let main = module.func_by_name("main").expect("@main is defined");
//! let body = module.funcs[main].body.as_ref().expect("a definition");
//! let p = llir::Value::Local(body.insts[body.blocks[body.entry()].insts[0]].result.expect("%p"));
//! let q = llir::Value::Local(body.insts[body.blocks[body.entry()].insts[1]].result.expect("%q"));
//! // Context-insensitive: both calls of @id return {@a, @b}.
//! assert_eq!(result.points_to(main, p).len(), 2);
//! assert!(result.sets_alias(result.points_to(main, p), result.points_to(main, q)));
//! ```
//!
//! **Soundness assumptions** (everything else is treated conservatively):
//! pointers are not split into integers narrower than a pointer; pointers
//! in memory are read back at the offset they were written, relative to
//! the start of any wide access or memory copy; pointer arithmetic stays
//! inside its object and its array (C's rules); read-only memory
//! (`constant` globals, code) is never written; library functions behave
//! as [`externals`] documents; a value dereferenced (called) every time
//! it is defined is not a function's (is a function's) address
//! ([`certain_use`]); unless [`EntryPoints`] says otherwise, code
//! outside the module calls only `main`.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod andersen;
pub mod certain_use;
pub mod check;
pub mod constraints;
pub mod contexts;
pub mod externals;
mod field_index;
pub mod flow_sensitive;
#[cfg(feature = "fuzzing")]
pub mod fuzzing;
pub mod heap;
pub mod objects;
pub mod oracle;
pub mod progress;
pub mod pts;
pub mod refine;
pub mod regions;
pub mod run_once;
pub mod stack_reach;

pub use andersen::{AliasKind, Andersen, CallGraph, Location, PointsToResult, Stats};
pub use constraints::{GepOffset, Node};
pub use contexts::{ContextBudget, ContextMode};
pub use objects::{CloneSite, FieldOffset, Obj, ObjKind};
pub use pts::PtsSet;

/// Who may call into the module from outside.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum EntryPoints {
    /// `Main` if the module defines `main`, `Exported` otherwise (a library).
    #[default]
    Auto,
    /// Closed world: only `main` is called from outside, with `argv` and
    /// `envp` pointing to fresh string arrays. Exported functions no one in
    /// the module calls have empty points-to sets for their parameters.
    Main,
    /// Open world: every function and global variable not `internal` or
    /// `private` escapes, so unknown code may call the functions with
    /// anything escaped and read or write the globals.
    Exported,
    /// A library's interface: unknown code may call the exported functions
    /// the patterns name (with anything escaped), and nothing else of the
    /// module directly; exported global variables are not reached from
    /// outside unless a pointer to them escapes. What the listed functions
    /// return or store into escaped memory escapes; functions whose
    /// addresses escape (callbacks) may be called from outside as in the
    /// other modes. `main`, if defined, is treated as in `Main` (argv and
    /// envp). An empty list is a closed world without `main`'s special
    /// role. See [`EntryPattern`] for the patterns; a pattern matching no
    /// exported definition matches nothing ([`EntryPattern::matches_any`]
    /// lets a caller refuse it).
    Listed(Vec<EntryPattern>),
}

/// A name of an entry function (`uc_open`), or a prefix followed by `*`
/// (`uc_*`; a lone `*` matches every name). Names are compared as llir
/// stores them (without the `@` sigil; a name that is not UTF-8 in the
/// file is in [`llir::names`]'s form).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryPattern {
    text: Box<str>,
}

impl EntryPattern {
    /// The pattern `text`, with one leading `@` dropped. Only a final `*`
    /// is special; a `*` anywhere else is a literal character of the name
    /// (LLVM names may contain it when quoted).
    pub fn new(text: &str) -> EntryPattern {
        EntryPattern {
            text: text.strip_prefix('@').unwrap_or(text).into(),
        }
    }

    /// The pattern as given (without a leading `@`).
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Does the pattern match the function name `name`?
    pub fn matches(&self, name: &str) -> bool {
        match self.text.strip_suffix('*') {
            Some(prefix) => name.starts_with(prefix),
            None => name == &*self.text,
        }
    }

    /// Does the pattern match some function of `m` that has a body and is
    /// neither `internal` nor `private` (the functions `Listed` can make
    /// entries)?
    pub fn matches_any(&self, m: &llir::Module) -> bool {
        m.funcs.values().any(|f| constraints::may_be_entry(f) && self.matches(&f.name))
    }
}

/// Options of the analysis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// Field objects per base object before it collapses (at least 1).
    pub max_fields: usize,
    /// Who may call into the module.
    pub entry: EntryPoints,
    /// Represent all read-only global data that holds no pointers (string
    /// literals, constant number tables) by one object, as SVF does by
    /// default. Such memory is never written and holds no pointers, so the
    /// only thing lost is telling two such constants apart.
    pub merge_constants: bool,
    /// Name heap objects allocated inside allocation wrappers by the
    /// wrapper's outermost call site ([`heap`]).
    pub heap_cloning: bool,
    /// Resolve a call through a pointer only to functions whose parameter
    /// list matches the call's (same count unless variadic, same kinds and
    /// widths): calling through an incompatible type is undefined
    /// behaviour in C.
    pub type_filter: bool,
    /// Use the `!tbaa` access tags of pointer loads and stores: a tagged
    /// load reads only what was stored by accesses whose tags may alias
    /// its own (LLVM's TypeBasedAA rule), unless the object was also
    /// written by an untagged access. This is the aliasing rule clang
    /// tells LLVM to assume (C's effective types); turn it off for code
    /// built with tags that it breaks.
    pub tbaa: bool,
    /// Filter the sets of values by their certain uses
    /// ([`certain_use`]): a value dereferenced every time it is defined
    /// holds no function's address, a value called every time holds
    /// nothing but functions' (anything else is undefined behaviour).
    pub use_filter: bool,
    /// Context sensitivity ([`contexts`]): none (the default), k-call-site
    /// (k = 1, 2) or argument sensitivity.
    pub context: ContextMode,
    /// Limits on the copies context sensitivity makes.
    pub context_budget: ContextBudget,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            max_fields: objects::MAX_FIELDS,
            entry: EntryPoints::Auto,
            merge_constants: true,
            heap_cloning: true,
            type_filter: true,
            tbaa: true,
            use_filter: true,
            context: ContextMode::None,
            context_budget: ContextBudget::default(),
        }
    }
}
