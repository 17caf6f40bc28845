//! [`Layout`]: the order of a function's instructions after edits.
//!
//! IR is immutable after parsing, so an edited program is the parsed body
//! plus a layout: for each block, the instructions it now holds, in order.
//! An instruction removed from the program is in no block; a moved one is
//! in its new block (its `InstData::block` still names the old one). The
//! Memory SSA of an edited program is built over, kept in step with
//! ([`crate::updater`]) and verified against a layout.
//!
//! Corner cases: terminators and IR phis are never moved or removed by
//! the updater, so the CFG of the layout is the CFG of the body; a block may
//! end up with no memory access at all.

use entity::{EntityId, SecondaryMap};
use llir::{Block, Body, Inst};

/// The instructions of every block of one function, in order.
///
/// Invariant: every instruction is in at most one block's list, and
/// `inst_block[i]` names that block (`None` when it is in none).
#[derive(Clone, Debug)]
pub struct Layout {
    block_insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, Option<Block>>,
}

impl Layout {
    /// The layout of the body as parsed.
    pub fn of_body(body: &Body) -> Layout {
        let mut inst_block = SecondaryMap::with_len(body.insts.len(), None);
        let mut block_insts = SecondaryMap::with_len(body.blocks.len(), Vec::new());
        for (b, block) in body.blocks.iter() {
            for &i in &block.insts {
                inst_block[i] = Some(b);
            }
            block_insts[b] = block.insts.clone();
        }
        Layout { block_insts, inst_block }
    }

    /// The instructions of `b`, in order.
    pub fn block_insts(&self, b: Block) -> &[Inst] {
        &self.block_insts[b]
    }

    /// The block `i` is in; `None` if it was removed.
    pub fn inst_block(&self, i: Inst) -> Option<Block> {
        self.inst_block[i]
    }

    /// True if `i` is still in the program.
    pub fn contains(&self, i: Inst) -> bool {
        self.inst_block[i].is_some()
    }

    /// The index of `i` in its block's list (a linear scan of the block);
    /// `None` if `i` was removed.
    pub fn index_in_block(&self, i: Inst) -> Option<usize> {
        let b = self.inst_block[i]?;
        self.block_insts[b].iter().position(|&x| x == i)
    }

    /// Number of blocks.
    pub fn num_blocks(&self) -> usize {
        self.block_insts.len()
    }

    /// Takes `i` out of its block. No effect if it is in none.
    pub(crate) fn remove(&mut self, i: Inst) {
        if let Some(b) = self.inst_block[i].take() {
            self.block_insts[b].retain(|&x| x != i);
        }
    }

    /// Puts `i` (in no block) at `index` of block `b`'s list.
    pub(crate) fn insert(&mut self, i: Inst, b: Block, index: usize) {
        debug_assert!(self.inst_block[i].is_none(), "{i:?} is already placed");
        self.block_insts[b].insert(index, i);
        self.inst_block[i] = Some(b);
    }

    /// The ids of the blocks, in layout order.
    pub fn blocks(&self) -> impl DoubleEndedIterator<Item = Block> + ExactSizeIterator {
        (0..self.block_insts.len()).map(Block::new)
    }
}
