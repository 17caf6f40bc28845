//! Memory accesses: the nodes of Memory SSA.

use llir::{Block, Inst};

entity::define_id!(
    /// One access of one function: liveOnEntry, a MemoryDef, a MemoryUse or
    /// a MemoryPhi. Ids are dense in creation order (liveOnEntry first, then
    /// Defs and Uses in layout order, then Phis); they are *not* LLVM's
    /// printed numbers, see [`AccessData::number`].
    pub Access, "ma"
);

/// Which operand of a user an entry of a users list stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Slot {
    /// The defining access (operand 0) of a Use or Def.
    Defining,
    /// A Def's optimized slot.
    Optimized,
    /// Phi operand number `k`.
    Incoming(u32),
}

/// What an [`Access`] stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AccessKind {
    /// Memory as it is on function entry; exactly one per function, printed
    /// `liveOnEntry`. Its block is the entry block, it has no instruction and
    /// no defining access.
    LiveOnEntry,
    /// An instruction that may write memory, or an ordered (volatile or
    /// monotonic-or-stronger atomic) load or store.
    Def,
    /// An instruction that only reads memory.
    Use,
    /// A merge of memory states at the start of a block with several
    /// reachable predecessors (at most one per block).
    Phi,
}

/// The data of one access.
///
/// Invariants (checked by [`crate::verify()`]):
/// * `inst` is `Some` exactly for Defs and Uses;
/// * `defining` is `None` only for liveOnEntry and for phis (phis use
///   `incoming` instead);
/// * `incoming` is empty except for phis;
/// * `users` lists every access that names this one as its defining access,
///   as a phi operand (once per operand) or in a Def's optimized slot.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AccessData {
    pub(crate) kind: AccessKind,
    pub(crate) block: Block,
    pub(crate) inst: Option<Inst>,
    /// LLVM's ID: 0 for liveOnEntry; Defs 1..=D in layout order, then phis in
    /// placement order. Meaningless (0) for Uses, which have no ID.
    pub(crate) number: u32,
    /// Operand 0 of a Use or Def: the reaching definition after
    /// construction; for Uses possibly overwritten by optimization.
    pub(crate) defining: Option<Access>,
    /// A Def's separate "optimized" slot (operand 1 in LLVM). Unused for Uses.
    pub(crate) optimized: Option<Access>,
    /// The ID remembered when the access was marked optimized
    /// (`None` = LLVM's INVALID_MEMORYACCESS_ID). A Def is optimized iff its
    /// slot is set and this equals the slot's ID; a Use iff this equals its
    /// defining access's ID.
    pub(crate) optimized_id: Option<u32>,
    /// Phi operands `(incoming block, value)` in operand order, one per CFG
    /// edge.
    pub(crate) incoming: Vec<(Block, Access)>,
    /// Accesses that use this one, once per operand (with repetition). The
    /// order is unspecified (removal swaps the last entry into the hole).
    pub(crate) users: Vec<Access>,
    /// For each entry of `users`, which operand of that user it stands for.
    pub(crate) user_slots: Vec<Slot>,
    /// Index of this access's entry in its defining access's `users`.
    pub(crate) defining_idx: u32,
    /// Index of this Def's entry in its optimized access's `users`.
    pub(crate) optimized_idx: u32,
    /// For each phi operand, the index of its entry in the value's `users`.
    pub(crate) incoming_idx: Vec<u32>,
    /// Position in the block's access list (liveOnEntry: 0, before all).
    pub(crate) position: u32,
    /// Taken out of the Memory SSA by the updater: in no list, no operands,
    /// no users. Ids are never reused, so a removed access stays in the
    /// arena as a tombstone.
    pub(crate) removed: bool,
}

impl AccessData {
    pub(crate) fn new(kind: AccessKind, block: Block, inst: Option<Inst>, number: u32) -> AccessData {
        AccessData {
            kind,
            block,
            inst,
            number,
            defining: None,
            optimized: None,
            optimized_id: None,
            incoming: Vec::new(),
            users: Vec::new(),
            user_slots: Vec::new(),
            defining_idx: 0,
            optimized_idx: 0,
            incoming_idx: Vec::new(),
            position: 0,
            removed: false,
        }
    }

    /// The kind of access.
    pub fn kind(&self) -> AccessKind {
        self.kind
    }
    /// The block it belongs to (the entry block for liveOnEntry).
    pub fn block(&self) -> Block {
        self.block
    }
    /// The instruction of a Def or Use; `None` for phis and liveOnEntry.
    pub fn inst(&self) -> Option<Inst> {
        self.inst
    }
    /// LLVM's printed ID; `None` for Uses (which have none). liveOnEntry is 0.
    pub fn number(&self) -> Option<u32> {
        match self.kind {
            AccessKind::Use => None,
            _ => Some(self.number),
        }
    }
    /// Operand 0 of a Use or Def; `None` for phis and liveOnEntry.
    pub fn defining(&self) -> Option<Access> {
        self.defining
    }
    /// Phi operands `(incoming block, value)` in operand order; empty for
    /// other kinds.
    pub fn incoming(&self) -> &[(Block, Access)] {
        &self.incoming
    }
    /// Users, once per operand that names this access.
    pub fn users(&self) -> &[Access] {
        &self.users
    }
    /// True for Defs and Uses.
    pub fn is_use_or_def(&self) -> bool {
        matches!(self.kind, AccessKind::Def | AccessKind::Use)
    }
    /// True if the updater removed this access (a tombstone: in no list,
    /// without operands or users).
    pub fn is_removed(&self) -> bool {
        self.removed
    }
    /// True for kinds that define a memory state (liveOnEntry, Def, Phi).
    pub fn is_definition(&self) -> bool {
        !matches!(self.kind, AccessKind::Use)
    }
}
