//! The id types of the IR.
//!
//! Module-wide ids: [`Func`], [`Global`], [`Type`], [`MdNode`], [`AttrGroup`].
//! Function-local ids: [`Block`], [`Inst`], [`Local`], [`Const`] — meaningless
//! without the function they belong to; whole-module analyses pair them with
//! a [`Func`] or mint their own ids.

use entity::define_id;

define_id!(
    /// A function (definition or declaration), in module order.
    pub Func, "fn");
define_id!(
    /// A global variable, alias or ifunc, in module order.
    pub Global, "gv");
define_id!(
    /// An interned type.
    pub Type, "ty");
define_id!(
    /// A numbered metadata node `!N` (the id is dense; `MdNodeData::number` is N).
    pub MdNode, "md");
define_id!(
    /// An attribute group `#N` (dense id; the group records its number).
    pub AttrGroup, "attrs");
define_id!(
    /// A basic block of one function, in layout order; block 0 is the entry.
    pub Block, "bb");
define_id!(
    /// An instruction of one function, numbered in layout order across blocks.
    pub Inst, "inst");
define_id!(
    /// A function-local SSA value: an argument or an instruction result.
    pub Local, "v");
define_id!(
    /// A constant in one function's constant arena (or the module's, for
    /// global initializers).
    pub Const, "c");
