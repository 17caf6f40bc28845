//! Counts of a module's Memory SSA.

use crate::access::AccessKind;
use crate::memory_ssa::MemorySsa;
use llir::Body;
use std::fmt;

/// Counts over the function definitions of a module (declarations are not
/// counted). liveOnEntry is not counted as a Def.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Function definitions.
    pub functions: u64,
    /// Basic blocks.
    pub blocks: u64,
    /// Instructions (debug records are not instructions).
    pub instructions: u64,
    /// MemoryDefs.
    pub defs: u64,
    /// MemoryUses.
    pub uses: u64,
    /// MemoryPhis.
    pub phis: u64,
}

impl Stats {
    /// The counts of one function.
    pub fn of_function(body: &Body, mssa: &MemorySsa) -> Stats {
        let mut s = Stats {
            functions: 1,
            blocks: body.blocks.len() as u64,
            instructions: body.insts.len() as u64,
            ..Stats::default()
        };
        for (_, d) in mssa.accesses().filter(|(_, d)| !d.is_removed()) {
            match d.kind() {
                AccessKind::Def => s.defs += 1,
                AccessKind::Use => s.uses += 1,
                AccessKind::Phi => s.phis += 1,
                AccessKind::LiveOnEntry => {}
            }
        }
        s
    }

    /// Adds `other`'s counts to these.
    pub fn add(&mut self, other: &Stats) {
        self.functions += other.functions;
        self.blocks += other.blocks;
        self.instructions += other.instructions;
        self.defs += other.defs;
        self.uses += other.uses;
        self.phis += other.phis;
    }

    /// The counts as `(name, value)` pairs, in display order.
    pub fn fields(&self) -> [(&'static str, u64); 6] {
        [
            ("functions", self.functions),
            ("blocks", self.blocks),
            ("instructions", self.instructions),
            ("memory_defs", self.defs),
            ("memory_uses", self.uses),
            ("memory_phis", self.phis),
        ]
    }
}

impl fmt::Display for Stats {
    /// One `name: value` line per count.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in self.fields() {
            writeln!(f, "{name}: {value}")?;
        }
        Ok(())
    }
}
