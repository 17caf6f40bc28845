//! Why a pass left an instruction alone ([`crate::Options::explain`]).
//!
//! Each pass records, for every candidate it did not transform, the first
//! condition that failed. `scripts/clients-vs-opt.sh` joins these with what
//! opt-19's passes did to the same instructions, so every instruction LLVM
//! transforms and memssa does not falls into one of these categories.
//!
//! Candidates: every simple (neither volatile nor atomic) store of a
//! precise size in a reachable block (dead stores), every load with a
//! MemoryUse in a reachable block (redundant loads), every load in a
//! natural loop that did not leave its innermost loop (loop-invariant
//! loads; the reason is the one for that loop). Volatile and atomic
//! accesses are recorded as [`Reason::NotSimple`].

use serde::Serialize;

/// The pass a [`Missed`] entry belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Pass {
    /// Dead stores.
    Dse,
    /// Redundant loads.
    Loads,
    /// Loop-invariant loads.
    Licm,
}

/// Why a candidate was not transformed: the first failing condition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// A volatile or atomic access (any pass).
    NotSimple,
    /// Loads: the clobber is liveOnEntry (nothing in the function writes
    /// the bytes before it) and no earlier load of the same bytes with the
    /// same clobber dominates it.
    ClobberLiveOnEntry,
    /// Loads: the clobber is a MemoryPhi (the paths disagree) and no
    /// earlier load with that clobber dominates it.
    ClobberPhi,
    /// Loads: the clobber is a call that may write the bytes.
    ClobberCall,
    /// Loads: the clobber is `memset`, `memcpy` or `memmove`.
    ClobberMemIntrinsic,
    /// Loads: the clobber is a simple store that may or partially alias
    /// the load's bytes.
    ClobberStoreMayAlias,
    /// Loads: the clobber stores exactly the load's address (MustAlias)
    /// but a value of another type or size.
    ClobberStoreOtherShape,
    /// Loads: the clobber is another write (volatile or atomic store,
    /// fence, atomic read-modify-write).
    ClobberOther,
    /// Loads: the value the load would take cannot be written in the
    /// output's text.
    Unspellable,
    /// Dead stores: a load may read the bytes before every path
    /// overwrites them.
    ReadByLoad,
    /// Dead stores: a call (or intrinsic) may read the bytes first.
    ReadByCall,
    /// Dead stores: another instruction may read them first.
    ReadByOther,
    /// Dead stores: memory not of a local alloca, and a call that may
    /// unwind comes first (the caller may read it after the exception).
    MayUnwind,
    /// Dead stores: memory not of a local alloca reaches the function's
    /// return on some path without being overwritten.
    LiveAtReturn,
    /// Dead stores: the search would follow a back edge while the
    /// store's address may change from one iteration to the next.
    LoopVariantAddress,
    /// Dead stores: the search looked at more than
    /// [`crate::dse::SEARCH_LIMIT`] accesses.
    SearchLimit,
    /// Loop-invariant loads: the loop has no dedicated preheader.
    NoPreheader,
    /// Loop-invariant loads: the address is computed inside the loop.
    AddressInLoop,
    /// Loop-invariant loads: the load may not run whenever the loop is
    /// entered and its address is not a whole object known large enough.
    MayNotExecute,
    /// Loop-invariant loads: the clobber lies inside the loop.
    ClobberInLoop,
}

impl Pass {
    /// The name the JSON form uses (kebab-case).
    pub fn name(self) -> &'static str {
        match self {
            Pass::Dse => "dse",
            Pass::Loads => "loads",
            Pass::Licm => "licm",
        }
    }
}

impl Reason {
    /// The name the JSON form uses (kebab-case).
    pub fn name(self) -> &'static str {
        match self {
            Reason::NotSimple => "not-simple",
            Reason::ClobberLiveOnEntry => "clobber-live-on-entry",
            Reason::ClobberPhi => "clobber-phi",
            Reason::ClobberCall => "clobber-call",
            Reason::ClobberMemIntrinsic => "clobber-mem-intrinsic",
            Reason::ClobberStoreMayAlias => "clobber-store-may-alias",
            Reason::ClobberStoreOtherShape => "clobber-store-other-shape",
            Reason::ClobberOther => "clobber-other",
            Reason::Unspellable => "unspellable",
            Reason::ReadByLoad => "read-by-load",
            Reason::ReadByCall => "read-by-call",
            Reason::ReadByOther => "read-by-other",
            Reason::MayUnwind => "may-unwind",
            Reason::LiveAtReturn => "live-at-return",
            Reason::LoopVariantAddress => "loop-variant-address",
            Reason::SearchLimit => "search-limit",
            Reason::NoPreheader => "no-preheader",
            Reason::AddressInLoop => "address-in-loop",
            Reason::MayNotExecute => "may-not-execute",
            Reason::ClobberInLoop => "clobber-in-loop",
        }
    }
}

/// One candidate a pass left alone, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Missed {
    /// The function's name (without `@`).
    pub function: String,
    /// 1-based line of the instruction in the input.
    pub line: usize,
    /// 1-based column (bytes).
    pub col: usize,
    /// The pass.
    pub pass: Pass,
    /// Why.
    pub reason: Reason,
}
