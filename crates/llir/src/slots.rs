//! The metadata and attribute-group numbers LLVM's IR printer uses when it
//! prints ONE function on its own.
//!
//! # Why this exists
//!
//! `opt-19 -passes='print<memoryssa>'` prints each function through
//! `Function::print`, which builds a fresh `SlotTracker` for that function
//! alone. That tracker numbers metadata nodes and attribute sets in a
//! different order than the whole-module printer that wrote the input file,
//! so the `!N` and `#N` references of every function but the first one come
//! out renumbered. Echoing a function's input text therefore needs a
//! translation table: input number -> number opt prints. This module computes
//! it and rewrites text with it ([`rewrite_refs`]).
//!
//! # What LLVM 19 numbers, and in which order
//!
//! Metadata (`!N`), first the module part ([`ModuleSlots::compute`]):
//!
//! 1. the attachments of each global *variable* (module order; per variable
//!    in the order they are printed, which is LLVM's `getAllMetadata` order);
//!    aliases and ifuncs contribute nothing;
//! 2. the operands of each named metadata `!name = !{...}`, in file order;
//!
//! then the function part ([`ModuleSlots::for_function`]): the function's
//! own attachments, and per instruction its debug records' operands, the
//! metadata arguments of intrinsic calls and the instruction's attachments.
//! In canonical text (what LLVM prints) every one of those is a `!N` token of
//! the function's text and the text order is exactly the processing order,
//! so the roots are read from the text.
//!
//! Each root is numbered by a preorder depth-first walk: a node that already
//! has a number stops the walk; otherwise it takes the next number and its
//! operands that are nodes are walked in *operand* order. `DIExpression`
//! (and `DIArgList`) nodes are printed inline and never take a number, nor
//! are their operands walked. For generic tuples `!{...}` the operand order
//! is the written order; for specialized debug-info nodes it is LLVM's
//! internal operand layout, which differs from the printed field order (for
//! instance `DISubprogram` stores `file` before `scope`), see
//! [`operand_rank`].
//!
//! Attribute groups (`#N`): the numbers go to attribute *sets* (contents),
//! not to group names. The module part numbers the attribute set of each
//! global variable (module order), then the function-attribute set of every
//! function, declarations included (module order); the function part numbers
//! the call-site function-attribute sets of the function's calls in
//! instruction order. A set that already has a number keeps it. LLVM 19
//! replaces the attributes written on an *intrinsic* declaration with the
//! intrinsic's own (a table generated from opt-19 for the intrinsics of
//! every target, `slots/intrinsic_attrs.rs`): clang-19 -O2 writes
//! `mustprogress` on some intrinsic declarations, which then merge with
//! another group, and an intrinsic declared without attributes still takes
//! a number. Intrinsics outside the table keep their written set minus
//! `mustprogress`.
//!
//! # Corner cases
//!
//! * For input LLVM wrote after reading it (opt-19, llvm-link-19) the first
//!   function definition maps every number to itself
//!   ([`FunctionSlots::is_identity`]). Input clang-19 wrote straight from
//!   memory may not: its intrinsic declarations can carry attribute sets
//!   that merge on reading, which shifts later group numbers in every
//!   function (opt-19 prints the shifted numbers, and so does this module).
//! * Non-canonical input (gaps in the numbering, nodes in any order, unused
//!   nodes) is handled: numbers are computed from the graph, never assumed.
//!   Nodes that nothing reaches get no number and need none.
//! * A reference to a number that names no node (or no group) is left
//!   unchanged by [`rewrite_refs`], as is a reference to a node written as a
//!   numbered `DIExpression` (LLVM would print it inline; text rewriting
//!   cannot do that).
//! * Inline nodes nested in a tuple (`!{!{...}}`, never printed by LLVM) are
//!   walked as if their operands belonged to the enclosing tuple; LLVM would
//!   give the nested node a number of its own.
//! * Groups with equal contents share one number, as in LLVM. A function or
//!   global naming several groups (or groups plus inline attributes) is one
//!   merged set; a call site's `#N` tokens are looked up one by one (LLVM
//!   prints one group per call site, so canonical text has one).
//! * Attachments are assumed to be written in LLVM's order (`!dbg` first on
//!   instructions, then by kind), as LLVM writes them.
//! * Everything is computed with explicit stacks; deep node chains cannot
//!   overflow the call stack.
//! * Only numbering is handled here. Text that opt-19 prints differently for
//!   other reasons (for example `; preds =` comments of input clang wrote,
//!   or old-style `llvm.dbg.*` calls, which LLVM 19 prints as records) is
//!   not this module's business.
//!
//! # Cost
//!
//! [`ModuleSlots::compute`] is linear in the metadata text (it reads the
//! operand references of every node once); [`ModuleSlots::for_function`] is
//! linear in the function's text plus the nodes the function reaches beyond
//! the module part (each at most once). On sqlite3 compiled with `-O2 -g`
//! (264k metadata nodes, 1.6k functions) both together take well under a
//! second.

use crate::attrs::{Attr, AttrValue};
use crate::entities::{AttrGroup, Func, MdNode};
use crate::metadata::{MdContent, MdRef};
use crate::module::{GlobalKind, Module};
use entity::{EntityId, SecondaryMap};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

mod intrinsic_attrs;

/// Per-function translation of reference numbers: input `!N` -> printed
/// `!M`, input `#N` -> printed `#M`, for the function printed alone.
///
/// Covers every `!N` and `#N` written in the function's text that names an
/// existing node or group (except numbered `DIExpression` nodes, which have
/// no number when printed), and every node that first gets its number while
/// this function is processed. Numbers outside that set have no entry.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionSlots {
    /// `(input, printed)` metadata numbers, sorted by input number.
    md: Vec<(u32, u32)>,
    /// `(input, printed)` attribute-group numbers, sorted by input number.
    attrs: Vec<(u32, u32)>,
}

impl FunctionSlots {
    /// True if no number changes: always for functions without references,
    /// and for the first function definition of a file LLVM wrote after
    /// reading it (see the module documentation for clang-19 output).
    pub fn is_identity(&self) -> bool {
        self.md.iter().chain(&self.attrs).all(|&(a, b)| a == b)
    }
    /// The printed number of the node written `!input`, if the map covers it
    /// (see the type's documentation).
    pub fn md(&self, input: u32) -> Option<u32> {
        lookup(&self.md, input)
    }
    /// The printed number of the attribute group written `#input`, if the
    /// function's text names it.
    pub fn attr_group(&self, input: u32) -> Option<u32> {
        lookup(&self.attrs, input)
    }
    /// All `(input, printed)` metadata pairs, sorted by input number.
    pub fn md_pairs(&self) -> &[(u32, u32)] {
        &self.md
    }
    /// All `(input, printed)` attribute-group pairs, sorted by input number.
    pub fn attr_pairs(&self) -> &[(u32, u32)] {
        &self.attrs
    }
}

fn lookup(pairs: &[(u32, u32)], input: u32) -> Option<u32> {
    pairs.binary_search_by_key(&input, |p| p.0).ok().map(|i| pairs[i].1)
}

/// The module-level part of the numbering, computed once per module; the
/// per-function part is derived from it with [`ModuleSlots::for_function`].
///
/// Immutable after construction, so `for_function` may run on many threads
/// at once. Memory is linear in the number of metadata nodes and their
/// operands.
#[derive(Clone, Debug)]
pub struct ModuleSlots {
    /// Operand nodes of node `i` are `children[child_start[i]..child_start[i + 1]]`,
    /// in LLVM operand order.
    child_start: Vec<u32>,
    children: Vec<MdNode>,
    /// False for nodes LLVM never numbers (`DIExpression`, `DIArgList`).
    numbered: SecondaryMap<MdNode, bool>,
    /// Printed number of the nodes the module part numbers.
    module_md: SecondaryMap<MdNode, Option<u32>>,
    /// How many numbers the module part uses.
    module_md_count: u32,
    /// Printed number of each distinct attribute set (by set id) the module
    /// part numbers.
    module_attr: Vec<Option<u32>>,
    /// How many group numbers the module part uses.
    module_attr_count: u32,
    /// Group number `N` of `#N` -> the id of the group's attribute set.
    attr_numbers: HashMap<u32, u32>,
    /// `!N` -> node.
    numbers: NumberIndex,
    /// Distinct attribute sets by content; the writer looks sets up again.
    sets: AttrSets,
    /// The attributes of each set id (the first list interned with it).
    set_attrs: Vec<Vec<Attr>>,
    /// Each function's function-attribute set id (`None`: no attributes),
    /// by function index: the writer asks once per printed function, and
    /// building the set's content key again cost as much as this whole
    /// module pass.
    func_set: Vec<Option<u32>>,
}

/// `!N` -> node: a dense table when the numbers are dense enough (always for
/// canonical input), else a hash map.
#[derive(Clone, Debug)]
enum NumberIndex {
    Dense(Vec<Option<MdNode>>),
    Sparse(IdMap<u32, MdNode>),
}

impl NumberIndex {
    fn new(module: &Module) -> NumberIndex {
        let max = module.md_nodes.values().map(|d| d.number as usize).max().unwrap_or(0);
        if max <= 2 * module.md_nodes.len() + 1024 {
            let mut v = vec![None; max + 1];
            for (id, d) in module.md_nodes.iter() {
                v[d.number as usize] = Some(id);
            }
            NumberIndex::Dense(v)
        } else {
            NumberIndex::Sparse(module.md_nodes.iter().map(|(id, d)| (d.number, id)).collect())
        }
    }
    fn get(&self, number: u32) -> Option<MdNode> {
        match self {
            NumberIndex::Dense(v) => v.get(number as usize).copied().flatten(),
            NumberIndex::Sparse(m) => m.get(&number).copied(),
        }
    }
}

/// A multiplicative hasher for the small integer keys of the per-function
/// maps (ids and numbers; no untrusted-key concerns, as nothing is iterated
/// in hash order for output).
#[derive(Default, Clone, Copy)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type IdMap<K, V> = HashMap<K, V, BuildHasherDefault<IdHasher>>;

impl ModuleSlots {
    /// Computes the operand graph of all metadata nodes and the module-level
    /// numbering (global variables' attachments and attribute groups, named
    /// metadata, every function's function-attribute groups).
    ///
    /// Never fails: references to undefined numbers are ignored.
    pub fn compute(module: &Module) -> ModuleSlots {
        let n = module.md_nodes.len();
        let numbers = NumberIndex::new(module);
        let mut child_start = Vec::with_capacity(n + 1);
        let mut children = Vec::new();
        let mut numbered = SecondaryMap::with_len(n, true);
        let mut scratch = Vec::new();
        for (id, data) in module.md_nodes.iter() {
            child_start.push(children.len() as u32);
            match &data.content {
                MdContent::Tuple(ops) => push_tuple_children(n, ops, &mut children),
                MdContent::Specialized { name, fields } => {
                    if is_inline_only(name) {
                        numbered[id] = false;
                    } else {
                        push_specialized_children(&numbers, name, fields, &mut scratch, &mut children);
                    }
                }
                MdContent::Alias(r) => push_tuple_children(n, std::slice::from_ref(r), &mut children),
            }
        }
        child_start.push(children.len() as u32);

        // Attribute sets are identified by content: intern each group's.
        let mut sets = AttrSets::default();
        let mut set_attrs: Vec<Vec<Attr>> = Vec::new();
        let group_set: SecondaryMap<AttrGroup, u32> = SecondaryMap::from_vec(
            module
                .attr_groups
                .values()
                .map(|d| sets.intern_with(attr_key(d.attrs.iter(), false), &mut set_attrs, || d.attrs.clone()))
                .collect(),
        );
        let group_by_number: HashMap<u32, AttrGroup> = module.attr_groups.iter().map(|(g, d)| (d.number, g)).collect();
        let attr_numbers: HashMap<u32, u32> = group_by_number.iter().map(|(&n, &g)| (n, group_set[g])).collect();
        let mut slots = ModuleSlots {
            child_start,
            children,
            numbered,
            module_md: SecondaryMap::with_len(n, None),
            module_md_count: 0,
            module_attr: Vec::new(),
            module_attr_count: 0,
            attr_numbers,
            numbers,
            sets: AttrSets::default(),
            set_attrs: Vec::new(),
            func_set: Vec::with_capacity(module.funcs.len()),
        };

        // Metadata: global variables' attachments, then named metadata.
        let mut next = 0u32;
        let mut stack = Vec::new();
        for g in module.globals.values() {
            if !matches!(g.kind, GlobalKind::Variable { .. }) {
                continue;
            }
            let text = module.source.get(g.span.range()).unwrap_or("");
            scan_refs(text, |r| {
                if let Ref::Md(num) = r.kind {
                    if let Some(node) = slots.numbers.get(num) {
                        slots.number_module(node, &mut next, &mut stack);
                    }
                }
            });
        }
        for (_, ops) in &module.named_md {
            for &node in ops {
                slots.number_module(node, &mut next, &mut stack);
            }
        }
        slots.module_md_count = next;

        // Attribute sets: global variables, then every function.
        let mut next_attr = 0u32;
        let mut order: Vec<u32> = Vec::new();
        for g in module.globals.values() {
            if !matches!(g.kind, GlobalKind::Variable { .. }) {
                continue;
            }
            let text = module.source.get(g.span.range()).unwrap_or("");
            let mut attrs: Vec<&Attr> = Vec::new();
            scan_refs(text, |r| {
                if let Ref::Attr(num) = r.kind {
                    if let Some(&group) = group_by_number.get(&num) {
                        attrs.extend(module.attr_groups[group].attrs.iter());
                    }
                }
            });
            if !attrs.is_empty() {
                let owned: Vec<Attr> = attrs.iter().map(|a| (*a).clone()).collect();
                order.push(sets.intern_with(attr_key(attrs.into_iter(), false), &mut set_attrs, || owned));
            }
        }
        // A function that only names groups (`#0`, what clang writes) has
        // the set of those groups: the content key, which formats every
        // attribute, is built once per distinct list of groups (it was 3%
        // of `memssa print` on a linked library of 1,000 functions).
        let mut by_groups: HashMap<Vec<AttrGroup>, Option<u32>> = HashMap::new();
        for f in module.funcs.values() {
            let groups_only = f.intrinsic_name().is_none() && f.fn_attrs.attrs.is_empty();
            let known = if groups_only {
                by_groups.get(&f.fn_attrs.groups).copied()
            } else {
                None
            };
            let set = match known {
                Some(set) => set,
                None => {
                    let (key, attrs) = function_attr_set(module, f);
                    let set = (!key.is_empty()).then(|| sets.intern_with(key, &mut set_attrs, || attrs));
                    if groups_only {
                        by_groups.insert(f.fn_attrs.groups.clone(), set);
                    }
                    set
                }
            };
            slots.func_set.push(set);
            order.extend(set);
        }
        slots.module_attr = vec![None; sets.len()];
        for set in order {
            number_attr(&mut slots.module_attr[set as usize], &mut next_attr);
        }
        slots.module_attr_count = next_attr;
        slots.sets = sets;
        slots.set_attrs = set_attrs;
        slots
    }

    /// The group number the module part gives the attribute set `attrs`
    /// (by content), if any.
    pub fn attr_set_number(&self, attrs: &[Attr]) -> Option<u32> {
        let key = attr_key(attrs.iter(), false);
        let set = *self.sets.ids.get(&key)?;
        self.module_attr.get(set as usize).copied().flatten()
    }

    /// The group number the module part gives the function-attribute set
    /// of `f` (`#N` after its parameter list; an intrinsic's set is LLVM's
    /// own, see the module documentation); `None` if `f` has none.
    ///
    /// `module` must be the module these slots were computed for (the set
    /// of each function is looked up by its index, computed up front); a
    /// function id past the module's functions answers `None`.
    pub fn function_attr_number(&self, module: &Module, f: Func) -> Option<u32> {
        let _ = module;
        let set = (*self.func_set.get(f.index())?)?;
        self.module_attr.get(set as usize).copied().flatten()
    }

    /// The numbering of the whole module as LLVM prints it (`opt -S`): the
    /// module part, then every function in module order (declarations
    /// included) continuing the same counters, as LLVM's slot tracker does
    /// when it numbers all metadata up front.
    pub fn whole_module(&self, module: &Module) -> WholeModuleSlots {
        let mut st = FnState::new(self);
        let mut md: Vec<(u32, u32)> = Vec::new();
        let mut attrs: Vec<(u32, u32)> = Vec::new();
        for f in module.funcs.keys() {
            let s = self.number_function(module, f, &mut st, !module.funcs[f].is_declaration());
            md.extend(s.md);
            attrs.extend(s.attrs);
        }
        for (node, d) in module.md_nodes.iter() {
            if let Some(m) = self.module_md[node] {
                md.push((d.number, m));
            }
        }
        md.sort_unstable();
        md.dedup_by_key(|p| p.0);
        attrs.sort_unstable();
        attrs.dedup_by_key(|p| p.0);
        // Printed number -> set: the module part, then the call-site sets.
        let total = st.next_attr as usize;
        let mut by_number: Vec<Option<u32>> = vec![None; total];
        for (set, n) in self.module_attr.iter().enumerate() {
            if let Some(n) = n {
                by_number[*n as usize] = Some(set as u32);
            }
        }
        for (&set, &n) in &st.local_attr {
            by_number[n as usize] = Some(set);
        }
        let groups = by_number
            .into_iter()
            .map(|s| s.map(|s| self.set_attrs[s as usize].clone()).unwrap_or_default())
            .collect();
        WholeModuleSlots {
            slots: FunctionSlots { md, attrs },
            groups,
            md_count: st.next,
        }
    }

    /// The operand nodes of `node`, in LLVM operand order.
    fn children(&self, node: MdNode) -> &[MdNode] {
        let i = node.as_u32() as usize;
        &self.children[self.child_start[i] as usize..self.child_start[i + 1] as usize]
    }

    /// Module-level preorder walk from `root`.
    fn number_module(&mut self, root: MdNode, next: &mut u32, stack: &mut Vec<MdNode>) {
        stack.push(root);
        while let Some(node) = stack.pop() {
            if !self.numbered[node] || self.module_md[node].is_some() {
                continue;
            }
            self.module_md[node] = Some(*next);
            *next += 1;
            // Reversed so that the first operand is popped (walked) first.
            let i = node.as_u32() as usize;
            stack.extend(
                self.children[self.child_start[i] as usize..self.child_start[i + 1] as usize]
                    .iter()
                    .rev(),
            );
        }
    }

    /// The number the module part gives the node written `!input` (the
    /// same whichever function is printed); `None` if `input` names no node
    /// or a node only functions reach (or nothing).
    pub fn module_md(&self, input: u32) -> Option<u32> {
        let node = self.numbers.get(input)?;
        self.module_md.as_slice().get(node.index()).copied().flatten()
    }

    /// Number of metadata numbers the module part uses; a function's own
    /// nodes are numbered from here on.
    pub fn module_md_count(&self) -> u32 {
        self.module_md_count
    }

    /// Number of attribute-group numbers the module part uses; call-site
    /// groups seen only inside a function are numbered from here on.
    pub fn module_attr_count(&self) -> u32 {
        self.module_attr_count
    }

    /// The numbering `opt` uses when printing function `f` alone.
    ///
    /// The roots are the `!N` and `#N` tokens of `f`'s text (its span, from
    /// the `define` line to the closing `}`), outside string literals and
    /// comments, in text order. Works for declarations too (their roots are
    /// on the `declare` line). Cost: one pass over the function's text plus
    /// the nodes it reaches that the module part did not number.
    pub fn for_function(&self, module: &Module, f: Func) -> FunctionSlots {
        self.number_function(module, f, &mut FnState::new(self), true)
    }

    /// Numbers the roots of `f`'s text, continuing the counters of `st`.
    /// With `attrs` false, `#N` tokens are left alone (a declaration's
    /// header names its function-attribute set, which the module part
    /// numbers from the set LLVM holds, not from the written group).
    fn number_function(&self, module: &Module, f: Func, st: &mut FnState, attrs_too: bool) -> FunctionSlots {
        let text = module
            .funcs
            .get(f)
            .and_then(|func| module.source.get(func.span.range()))
            .unwrap_or("");
        let FnState {
            local,
            local_attr,
            next,
            next_attr,
        } = st;
        let mut md = Vec::new();
        let mut attrs = Vec::new();
        let mut stack = Vec::new();
        let mut new_nodes: Vec<MdNode> = Vec::new();
        scan_refs(text, |r| match r.kind {
            Ref::Md(num) => {
                let Some(root) = self.numbers.get(num) else {
                    return;
                };
                if root.index() >= self.numbered.len() || !self.numbered[root] {
                    return;
                }
                if let Some(m) = self.module_md[root] {
                    md.push((num, m));
                    return;
                }
                stack.push(root);
                while let Some(node) = stack.pop() {
                    if !self.numbered[node] || self.module_md[node].is_some() || local.contains_key(&node) {
                        continue;
                    }
                    local.insert(node, *next);
                    new_nodes.push(node);
                    *next += 1;
                    stack.extend(self.children(node).iter().rev());
                }
                md.push((num, local[&root]));
            }
            Ref::Attr(num) => {
                let Some(&set) = self.attr_numbers.get(&num).filter(|_| attrs_too) else {
                    return;
                };
                let printed = match self.module_attr.get(set as usize).copied().flatten() {
                    Some(m) => m,
                    None => *local_attr.entry(set).or_insert_with(|| {
                        *next_attr += 1;
                        *next_attr - 1
                    }),
                };
                attrs.push((num, printed));
            }
        });
        md.extend(new_nodes.iter().map(|&node| (module.md_nodes[node].number, local[&node])));
        md.sort_unstable();
        md.dedup();
        attrs.sort_unstable();
        attrs.dedup();
        FunctionSlots { md, attrs }
    }
}

/// Counters and maps of the function part, fresh per function printed
/// alone, threaded through all functions for a whole module.
struct FnState {
    local: IdMap<MdNode, u32>,
    local_attr: IdMap<u32, u32>,
    next: u32,
    next_attr: u32,
}

impl FnState {
    fn new(slots: &ModuleSlots) -> FnState {
        FnState {
            local: IdMap::default(),
            local_attr: IdMap::default(),
            next: slots.module_md_count,
            next_attr: slots.module_attr_count,
        }
    }
}

/// The numbering of a whole module as `opt -S` prints it
/// ([`ModuleSlots::whole_module`]).
#[derive(Clone, Debug, Default)]
pub struct WholeModuleSlots {
    /// Input `!N`/`#N` -> printed number, for every reference of the module.
    pub slots: FunctionSlots,
    /// The attributes of printed group `#i`, for each `i`, in the order
    /// they were first met (unsorted; empty if unknown).
    pub groups: Vec<Vec<Attr>>,
    /// How many metadata numbers are used.
    pub md_count: u32,
}

/// The function-attribute set of `f` as LLVM holds it: its content key and
/// its attributes (an intrinsic's from the generated table; `align N` after
/// the parameter list is the function's alignment, not an attribute).
pub(crate) fn function_attr_set(module: &Module, f: &crate::module::Function) -> (Vec<String>, Vec<Attr>) {
    if let Some(name) = f.intrinsic_name() {
        if let Some(key) = intrinsic_set(name) {
            return (key, intrinsic_fn_attrs(name));
        }
    }
    let attrs = function_attrs(module, f);
    (attr_key(attrs.iter(), false), attrs)
}

/// Interned attribute-set contents.
#[derive(Default, Clone, Debug)]
struct AttrSets {
    ids: HashMap<Vec<String>, u32>,
}

impl AttrSets {
    /// The id of `key`; a new id records `attrs()` as the set's contents.
    fn intern_with(&mut self, key: Vec<String>, contents: &mut Vec<Vec<Attr>>, attrs: impl FnOnce() -> Vec<Attr>) -> u32 {
        let next = self.ids.len() as u32;
        let id = *self.ids.entry(key).or_insert(next);
        if id == next {
            contents.push(attrs());
        }
        id
    }
    fn len(&self) -> usize {
        self.ids.len()
    }
}

/// The attributes of [`function_attr_set`] without its content key (which
/// formats every attribute, and the writer needs only the list).
pub(crate) fn function_attrs(module: &Module, f: &crate::module::Function) -> Vec<Attr> {
    if let Some(name) = f.intrinsic_name() {
        if intrinsic_entry(name).is_some() {
            return intrinsic_fn_attrs(name);
        }
    }
    let drop_mp = f.intrinsic_name().is_some();
    module
        .attrs(&f.fn_attrs)
        .filter(|a| a.is_string || &*a.name != "align")
        .filter(|a| !(drop_mp && !a.is_string && &*a.name == "mustprogress"))
        .cloned()
        .collect()
}

/// The content key of an attribute set (see [`attr_key`]), for callers
/// that number sets themselves.
pub(crate) fn attr_set_key(attrs: &[Attr]) -> Vec<String> {
    attr_key(attrs.iter(), false)
}

/// The content key of an attribute set: one canonical string per attribute,
/// sorted and deduplicated (LLVM sets hold each attribute kind once and
/// ignore written order). With `drop_mustprogress`, `mustprogress` is left
/// out (intrinsic declarations outside the generated table).
fn attr_key<'a>(attrs: impl Iterator<Item = &'a Attr>, drop_mustprogress: bool) -> Vec<String> {
    let mut key: Vec<String> = attrs
        .filter(|a| !(drop_mustprogress && !a.is_string && &*a.name == "mustprogress"))
        .map(|a| match (&a.value, a.is_string) {
            (AttrValue::None, false) => a.name.to_string(),
            (AttrValue::Memory(m), false) => memory_item(m.locs.iter().enumerate().fold(0u8, |acc, (i, mr)| acc | (mr.bits() << (2 * i)))),
            (v, true) => format!("\"{}\"={:?}", a.name, v),
            (v, false) => format!("{}={:?}", a.name, v),
        })
        .collect();
    key.sort_unstable();
    key.dedup();
    key
}

/// The function attributes LLVM 19 gives a declaration of the intrinsic
/// `name` (empty if the table does not know it: nothing is then assumed,
/// which is the conservative reading).
pub(crate) fn intrinsic_fn_attrs(name: &str) -> Vec<crate::attrs::Attr> {
    use crate::attrs::{Attr, AttrValue, MemoryEffects, ModRef};
    let Some((flags, memory)) = intrinsic_entry(name) else {
        return Vec::new();
    };
    let mut attrs: Vec<Attr> = flags.iter().map(|f| keyword_attr(f)).collect();
    if let Some(bits) = memory {
        // Two bits per location kind, in `MemLoc` order.
        let locs = [0, 1, 2].map(|i| ModRef::from_bits(bits >> (2 * i)));
        attrs.push(Attr {
            name: "memory".into(),
            is_string: false,
            value: AttrValue::Memory(MemoryEffects { locs }),
        });
    }
    attrs
}

/// The return and parameter attributes LLVM 19 gives a declaration of the
/// intrinsic `name` with `n_params` parameters: `(return attributes, one
/// list per parameter)`, or `None` if the table does not know `name` (the
/// written attributes then stand). LLVM's list is indexed by position
/// only, so a declaration with fewer parameters than the intrinsic has
/// loses the rest and one with more gets none on the extra ones.
pub(crate) fn intrinsic_arg_attrs(name: &str, n_params: usize) -> Option<(Vec<crate::attrs::Attr>, Vec<Vec<crate::attrs::Attr>>)> {
    let &(_, ret, params) = intrinsic_list(name)?;
    let params = (0..n_params)
        .map(|i| params.get(i).map_or_else(Vec::new, |&s| arg_set_attrs(s)))
        .collect();
    Some((arg_set_attrs(ret), params))
}

/// The attributes of entry `set` of the generated `ARG_SETS`, keywords
/// first, as LLVM's kind order puts `align` after them all.
fn arg_set_attrs(set: u16) -> Vec<crate::attrs::Attr> {
    use crate::attrs::{Attr, AttrValue};
    let (flags, align) = intrinsic_attrs::ARG_SETS[set as usize];
    let mut attrs: Vec<Attr> = flags.iter().map(|f| keyword_attr(f)).collect();
    if let Some(n) = align {
        attrs.push(Attr {
            name: "align".into(),
            is_string: false,
            value: AttrValue::Int(n),
        });
    }
    attrs
}

fn keyword_attr(name: &str) -> crate::attrs::Attr {
    crate::attrs::Attr {
        name: name.into(),
        is_string: false,
        value: crate::attrs::AttrValue::None,
    }
}

fn memory_item(bits: u8) -> String {
    format!("memory={bits}")
}

/// The function-attribute set LLVM 19 gives the intrinsic declared as
/// `name` (`None` if the table does not know it; see [`intrinsic_list`]
/// for the lookup rule).
fn intrinsic_set(name: &str) -> Option<Vec<String>> {
    let (flags, memory) = intrinsic_entry(name)?;
    let mut key: Vec<String> = flags.iter().map(|f| f.to_string()).collect();
    key.extend(memory.map(memory_item));
    key.sort_unstable();
    Some(key)
}

/// The function-attribute set of the intrinsic `name`: its keyword
/// attributes and packed `memory` bits.
fn intrinsic_entry(name: &str) -> Option<(&'static [&'static str], Option<u8>)> {
    intrinsic_list(name).map(|l| intrinsic_attrs::SETS[l.0 as usize])
}

/// The generated table's attribute list of the intrinsic `name`. Lookup
/// follows LLVM's `lookupIntrinsicID`: the longest table name equal to
/// `name` or a prefix of it ending before a `.`; a strict prefix only
/// matches an overloaded intrinsic (a longer non-overloaded name that is a
/// strict prefix stops the search: `name` is then no intrinsic).
fn intrinsic_list(name: &str) -> Option<&'static (u16, u16, &'static [u16])> {
    let table = intrinsic_attrs::INTRINSICS;
    let mut cut = name.len();
    loop {
        let prefix = &name[..cut];
        if let Ok(i) = table.binary_search_by(|e| e.0.cmp(prefix)) {
            let (_, overloaded, list) = table[i];
            if cut != name.len() && !overloaded {
                return None;
            }
            return intrinsic_attrs::LISTS.get(list as usize);
        }
        match prefix.rfind('.') {
            Some(p) if p > "llvm".len() => cut = p,
            _ => return None,
        }
    }
}

fn number_attr(slot: &mut Option<u32>, next: &mut u32) {
    if slot.is_none() {
        *slot = Some(*next);
        *next += 1;
    }
}

/// Node-valued operands of a generic tuple, in written order (inline nested
/// tuples are flattened into place). `n` is the number of nodes.
fn push_tuple_children(n: usize, ops: &[MdRef], out: &mut Vec<MdNode>) {
    if !ops.iter().any(|r| matches!(r, MdRef::Inline(_))) {
        out.extend(ops.iter().filter_map(|r| match r {
            MdRef::Node(id) if id.index() < n => Some(*id),
            _ => None,
        }));
        return;
    }
    let mut stack: Vec<std::slice::Iter<'_, MdRef>> = vec![ops.iter()];
    while let Some(top) = stack.last_mut() {
        match top.next() {
            None => {
                stack.pop();
            }
            Some(MdRef::Node(id)) => {
                if id.index() < n {
                    out.push(*id);
                }
            }
            Some(MdRef::Inline(inner)) => stack.push(inner.iter()),
            Some(_) => {}
        }
    }
}

/// Kinds that LLVM prints inline and never numbers.
fn is_inline_only(name: &str) -> bool {
    matches!(name, "DIExpression" | "DIArgList")
}

/// Node-valued fields of a specialized node `!name(fields)`, in LLVM 19's
/// operand order: fields ranked by [`operand_rank`], unknown fields after the
/// known ones in written order. `operands: {...}` (GenericDINode) contributes
/// its node references in written order.
fn push_specialized_children(
    numbers: &NumberIndex,
    name: &str,
    fields: &str,
    found: &mut Vec<(usize, usize, usize, MdNode)>,
    out: &mut Vec<MdNode>,
) {
    found.clear();
    let mut pos = 0usize;
    for_each_field(fields, |field, value| {
        let rank = operand_rank(name, field).unwrap_or(usize::MAX);
        let mut k = 0usize;
        scan_refs(value, |r| {
            if let Ref::Md(num) = r.kind {
                if let Some(node) = numbers.get(num) {
                    found.push((rank, pos, k, node));
                    k += 1;
                }
            }
        });
        pos += 1;
    });
    found.sort_unstable_by_key(|&(rank, pos, k, _)| (rank, pos, k));
    out.extend(found.iter().map(|&(_, _, _, n)| n));
}

/// Calls `f(name, value)` for the top-level `name: value` fields of a
/// specialized node's field text, split at commas outside strings,
/// parentheses, brackets and braces. Parts without a `:` are skipped.
fn for_each_field<'a>(fields: &'a str, mut f: impl FnMut(&'a str, &'a str)) {
    let mut emit = |part: &'a str| {
        if let Some((name, value)) = part.split_once(':') {
            f(name.trim(), value.trim_start());
        }
    };
    let (mut depth, mut in_str, mut start) = (0i32, false, 0usize);
    for (i, &b) in fields.as_bytes().iter().enumerate() {
        match b {
            b'"' => in_str = !in_str,
            _ if in_str => {}
            b'(' | b'{' | b'[' | b'<' => depth += 1,
            b')' | b'}' | b']' | b'>' => depth -= 1,
            b',' if depth <= 0 => {
                emit(&fields[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    emit(&fields[start..]);
}

/// The position of field `field` among the node-valued operands of the
/// specialized debug-info node kind `kind` (LLVM 19 operand order; only the
/// relative order matters). `None` for fields that never hold a node and for
/// unknown kinds or fields.
///
/// The table was read off `opt-19`: for each kind a node whose node-valued
/// fields each point at a distinct tuple, printed by `opt-19 -S`, shows the
/// walk order. It agrees with the operand arrays of LLVM's
/// `DebugInfoMetadata.cpp` (`getImpl`).
pub fn operand_rank(kind: &str, field: &str) -> Option<usize> {
    let order: &[&str] = match kind {
        "DILocation" => &["scope", "inlinedAt"],
        "DISubrange" | "DIGenericSubrange" => &["count", "lowerBound", "upperBound", "stride"],
        "DIStringType" => &["stringLength", "stringLengthExpression", "stringLocationExpression"],
        "DIDerivedType" => &["file", "scope", "baseType", "extraData", "annotations"],
        "DICompositeType" => &[
            "file",
            "scope",
            "baseType",
            "elements",
            "vtableHolder",
            "templateParams",
            "discriminator",
            "dataLocation",
            "associated",
            "allocated",
            "rank",
            "annotations",
        ],
        "DISubroutineType" => &["types"],
        "DICompileUnit" => &["file", "enums", "retainedTypes", "globals", "imports", "macros"],
        "DISubprogram" => &[
            "file",
            "scope",
            "type",
            "unit",
            "declaration",
            "retainedNodes",
            "containingType",
            "templateParams",
            "thrownTypes",
            "annotations",
        ],
        "DILexicalBlock" | "DILexicalBlockFile" | "DIModule" => &["file", "scope"],
        "DINamespace" => &["scope"],
        "DICommonBlock" => &["scope", "declaration", "file"],
        "DIMacroFile" => &["file", "nodes"],
        "DITemplateTypeParameter" => &["type"],
        "DITemplateValueParameter" => &["type", "value"],
        "DIGlobalVariable" => &["scope", "file", "type", "declaration", "templateParams", "annotations"],
        "DILocalVariable" => &["scope", "file", "type", "annotations"],
        "DILabel" => &["scope", "file"],
        "DIGlobalVariableExpression" => &["var", "expr"],
        "DIObjCProperty" => &["file", "type"],
        "DIImportedEntity" => &["scope", "entity", "file", "elements"],
        "GenericDINode" => &["operands"],
        _ => return None,
    };
    order.iter().position(|&f| f == field)
}

/// What a reference token names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ref {
    /// `!N`
    Md(u32),
    /// `#N`
    Attr(u32),
}

/// A reference token and its byte range (including the `!`/`#`).
#[derive(Clone, Copy, Debug)]
struct RefToken {
    kind: Ref,
    start: usize,
    end: usize,
}

/// Calls `f` for each `!<digits>` and `#<digits>` token of `text` outside
/// string literals `"..."` and `;` comments, in order. Numbers that do not
/// fit in `u32` are not tokens. (`#dbg_value` and `!tbaa` are not tokens:
/// a digit must follow the sigil.) LLVM strings escape `"` as `\22`, so a
/// string always ends at the next `"`.
fn scan_refs(text: &str, mut f: impl FnMut(RefToken)) {
    // Candidates are found with SIMD searches (`memchr`): sigils `!`/`#`
    // and the starts of strings and comments, whose insides are skipped.
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let Some(k) = memchr::memchr3(b'"', b';', b'!', &b[i..]).map(|k| i + k) else {
            scan_attr_refs(b, i, b.len(), &mut f);
            return;
        };
        scan_attr_refs(b, i, k, &mut f);
        i = match b[k] {
            b'"' => memchr::memchr(b'"', &b[k + 1..]).map_or(b.len(), |e| k + 1 + e + 1),
            b';' => memchr::memchr(b'\n', &b[k..]).map_or(b.len(), |e| k + e),
            _ => ref_token(b, k, &mut f),
        };
    }
}

/// The `#N` references in `b[from..to]`, a stretch without strings,
/// comments or `!`.
fn scan_attr_refs(b: &[u8], from: usize, to: usize, f: &mut impl FnMut(RefToken)) {
    let mut i = from;
    while let Some(k) = memchr::memchr(b'#', &b[i..to]) {
        // A reference is never longer than the stretch: digits cannot hold
        // any of the characters that end it.
        i = ref_token(b, i + k, f).min(to);
    }
}

/// Reports the reference whose sigil (`!` or `#`) is at `b[at]`, if digits
/// follow; returns where scanning goes on.
fn ref_token(b: &[u8], at: usize, f: &mut impl FnMut(RefToken)) -> usize {
    let mut j = at + 1;
    // The number as the lexer reads it: wrapped to 32 bits, 0 past 64.
    let mut value: Option<u64> = Some(0);
    while j < b.len() && b[j].is_ascii_digit() {
        value = value
            .and_then(|v| v.checked_mul(10))
            .and_then(|v| v.checked_add(u64::from(b[j] - b'0')));
        j += 1;
    }
    if j == at + 1 {
        return j;
    }
    let v = value.map_or(0, |v| v as u32);
    let kind = if b[at] == b'!' { Ref::Md(v) } else { Ref::Attr(v) };
    f(RefToken { kind, start: at, end: j });
    j
}

/// Appends `text` to `out`, replacing each `!N` metadata reference and `#N`
/// attribute-group reference that `slots` covers by its printed number.
///
/// Tokens inside string literals (`c"..."`, quoted names, `!"..."`) and `;`
/// comments, `#dbg_...` record keywords and metadata kind names (`!tbaa`)
/// are copied unchanged, as are references `slots` does not cover. Intended
/// for slices of the function text `slots` was computed for; the slice may
/// start or end anywhere outside a string literal or comment.
pub fn rewrite_refs(text: &str, slots: &FunctionSlots, out: &mut Vec<u8>) {
    let mut copied = 0;
    scan_refs(text, |t| {
        let (sigil, mapped) = match t.kind {
            Ref::Md(n) => ('!', slots.md(n)),
            Ref::Attr(n) => ('#', slots.attr_group(n)),
        };
        let Some(m) = mapped else { return };
        out.extend_from_slice(&text.as_bytes()[copied..t.start]);
        out.push(sigil as u8);
        write_decimal(m, out);
        copied = t.end;
    });
    out.extend_from_slice(&text.as_bytes()[copied..]);
}

/// Appends `n` in decimal (the printers write many numbers; this avoids
/// `format!`'s allocation).
pub fn write_decimal(n: u32, out: &mut Vec<u8>) {
    out.extend_from_slice(decimal(n, &mut [0; 10]).as_bytes());
}

/// `n` in decimal, written at the end of `buf` (ten digits hold every
/// `u32`); the returned text borrows `buf`.
pub fn decimal(n: u32, buf: &mut [u8; 10]) -> &str {
    // Only ASCII digits are written.
    std::str::from_utf8(decimal_digits(n, buf)).unwrap_or_default()
}

/// The ASCII digits of `n` in decimal, written at the end of `buf`, for
/// callers that push them one by one (no UTF-8 check).
pub(crate) fn decimal_digits(n: u32, buf: &mut [u8; 10]) -> &[u8] {
    let mut k = buf.len();
    let mut n = n;
    loop {
        k -= 1;
        buf[k] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    &buf[k..]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tokens(text: &str) -> Vec<Ref> {
        let mut v = Vec::new();
        scan_refs(text, |t| v.push(t.kind));
        v
    }

    #[test]
    fn scanner_skips_strings_comments_and_keywords() {
        let t = "  #dbg_value(i32 %0, !37, !DIExpression(), !38)\n  store ptr @x, ptr %p, !tbaa !4 ; !9 #3\n  call void @f(ptr c\"!5 #6\") #7, !dbg !8";
        assert_eq!(tokens(t), vec![Ref::Md(37), Ref::Md(38), Ref::Md(4), Ref::Attr(7), Ref::Md(8)]);
        // Numbers wrap to 32 bits as the lexer reads them, and are 0 past 64.
        assert_eq!(tokens("!99999999999 !1"), vec![Ref::Md(1215752191), Ref::Md(1)]);
        assert_eq!(tokens("#4294967298 !99999999999999999999"), vec![Ref::Attr(2), Ref::Md(0)]);
    }

    #[test]
    fn fields_split_at_top_level_commas() {
        let mut f = Vec::new();
        for_each_field(
            r#"name: "a, b: !3", scope: !1, operands: {!4, null}, expr: !DIExpression(DW_OP_plus_uconst, 4)"#,
            |n, v| f.push((n, v)),
        );
        assert_eq!(
            f,
            vec![
                ("name", "\"a, b: !3\""),
                ("scope", "!1"),
                ("operands", "{!4, null}"),
                ("expr", "!DIExpression(DW_OP_plus_uconst, 4)")
            ]
        );
    }

    #[test]
    fn rewrite_maps_covered_tokens_only() {
        let slots = FunctionSlots {
            md: vec![(4, 1), (12, 5)],
            attrs: vec![(3, 2)],
        };
        let mut out = Vec::new();
        rewrite_refs(
            "  %x = load i32, ptr %p, !tbaa !12, !foo !4 ; !12\n  call void @g() #3 #9, !x !7 \"!12\"",
            &slots,
            &mut out,
        );
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "  %x = load i32, ptr %p, !tbaa !5, !foo !1 ; !12\n  call void @g() #2 #9, !x !7 \"!12\""
        );
        assert!(!slots.is_identity());
        assert!(FunctionSlots::default().is_identity());
    }

    #[test]
    fn operand_ranks_follow_llvm_layout() {
        assert!(operand_rank("DISubprogram", "file") < operand_rank("DISubprogram", "scope"));
        assert!(operand_rank("DISubprogram", "retainedNodes") < operand_rank("DISubprogram", "containingType"));
        assert_eq!(operand_rank("DIBasicType", "name"), None);
        assert_eq!(operand_rank("NoSuchKind", "scope"), None);
    }
}
