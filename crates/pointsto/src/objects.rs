//! Abstract memory objects and their fields.
//!
//! An abstract object stands for a set of run-time memory blocks:
//!
//! | kind | one object per | summary? |
//! |---|---|---|
//! | [`ObjKind::Global`] | global variable | no |
//! | [`ObjKind::Function`] | function (its address, for function pointers) | no |
//! | [`ObjKind::Stack`] | `alloca` instruction | only in recursive functions or outside the entry block |
//! | [`ObjKind::Heap`] | allocation call site (`malloc`, `calloc`, `strdup`, ...) | yes |
//! | [`ObjKind::HeapClone`] | call of an allocation wrapper from a non-wrapper, or from code outside the module ([`crate::heap`], [`CloneSite`]) | yes |
//! | [`ObjKind::Library`] | call site of a library function that returns memory it owns (`getenv`, `fopen`, ...) | yes |
//! | [`ObjKind::VarArgs`] | variadic function: the extra arguments of all its calls | yes |
//! | [`ObjKind::EntryArgs`] | `main`'s `argv`/`envp` array (level 0) and strings (level 1) | yes |
//! | [`ObjKind::Constants`] | all pointer-free read-only globals, if merged (the default) | yes |
//! | [`ObjKind::Environment`] | declared global (`stdout`, `environ`): what it points to (level 0) and what that points to (level 1) | yes |
//! | [`ObjKind::Unknown`] | the one object for everything outside the module | yes |
//!
//! **Fields.** An object of a base kind above is split into *field objects*
//! by byte offset, created on demand when a constant-offset address
//! computation reaches the object. The base object itself is the field at
//! offset 0. Offsets are *canonical*: when the object's type is known
//! (allocas and globals), every array inside it is collapsed to its first
//! element, so `a[3].f` and `a[0].f` are the same field; this keeps the field
//! count bounded and makes a variable index into an array harmless. Heap
//! objects have no type and use plain byte offsets.
//!
//! Each base object also has one *any-offset* field, written `o+?`: a pointer
//! into `o` at an offset the analysis cannot know (variable index into an
//! untyped object, integer arithmetic on an address, negative or
//! out-of-bounds offsets). It aliases every field of `o`. Reading or writing
//! memory through it *collapses* `o`: from then on the object has a single
//! field, and every field object of `o` means `o` itself. An object also
//! collapses when it would get more than [`MAX_FIELDS`] fields. Some kinds
//! are collapsed from birth: functions, the unknown object, varargs, entry
//! arguments and environment memory.

use crate::constraints::GepOffset;
use crate::pts::PtsSet;
use entity::{define_id, EntityId, PrimaryMap};
use llir::layout::TypeLayout;
use llir::{Func, Global, Inst, Type, TypeData};
use rustc_hash::FxBuildHasher as FxBuild;
use std::collections::HashMap;

define_id!(
    /// An abstract memory object (a base object or one of its fields).
    pub Obj, "o");

/// The default cap on the number of field objects of one base object.
pub const MAX_FIELDS: usize = 512;

/// The call that names a [`ObjKind::HeapClone`]: the call of the
/// outermost allocation wrapper that received the block.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum CloneSite {
    /// The call `.1` in function `.0` (never itself a wrapper).
    Call(Func, Inst),
    /// A call from code outside the module: an exported wrapper called by
    /// the program's other parts (open world, `--entry`), or a wrapper
    /// whose address escaped to code outside. All such calls share one
    /// clone per block.
    Outside,
}

/// What a base object stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ObjKind {
    /// Memory outside the module: what unknown external code allocates, and
    /// the summary of everything that escaped to it.
    Unknown,
    /// A global variable (for an alias, the aliasee's object is used instead).
    Global(Global),
    /// A function; only its address is meaningful.
    Function(Func),
    /// The memory of an `alloca` instruction of `func`.
    Stack {
        /// The function.
        func: Func,
        /// The `alloca`.
        inst: Inst,
    },
    /// The memory allocated by the call `inst` of `func`.
    Heap {
        /// The caller.
        func: Func,
        /// The allocation call.
        inst: Inst,
    },
    /// Memory owned by a library function and returned by the call `inst`
    /// (`getenv`, `fopen`, `localtime`, ...). `level` 1 is what the first
    /// object points to, for functions that return pointers to pointers.
    Library {
        /// The caller.
        func: Func,
        /// The call.
        inst: Inst,
        /// 0 for the returned memory, 1 for memory it points to.
        level: u8,
    },
    /// A block allocated inside an allocation wrapper, named by the call
    /// that received it from the outermost wrapper (see [`crate::heap`]);
    /// `of` is the object allocated inside the wrapper.
    HeapClone {
        /// The call of the wrapper.
        site: CloneSite,
        /// The object named inside the wrapper.
        of: Obj,
    },
    /// The extra arguments passed to the variadic function `func`.
    VarArgs(Func),
    /// All read-only global data that holds no pointers (string literals,
    /// constant tables of numbers), when [`crate::Config::merge_constants`]
    /// is on.
    Constants,
    /// Memory the environment sets up behind the declared (external) global
    /// variable `global`: level 0 is what it points to, level 1 what that
    /// points to.
    Environment {
        /// The declared global.
        global: Global,
        /// 0 or 1.
        level: u8,
    },
    /// `main`'s argument vectors: level 0 is the `argv`/`envp` array, level
    /// 1 the strings.
    EntryArgs {
        /// 0 for the array, 1 for the strings.
        level: u8,
    },
}

/// The offset of a field object inside its base object.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum FieldOffset {
    /// A canonical byte offset (0 for the base object itself).
    At(u64),
    /// Somewhere in the object.
    Any,
}

/// How many elements of the base type an object holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElemCount {
    /// One (a plain global or `alloca T`).
    One,
    /// `alloca T, i64 N` with constant `N`.
    Many(u64),
    /// `alloca T, i64 %n`.
    Unknown,
}

/// Per-object data.
#[derive(Clone, Debug)]
struct ObjData {
    base: Obj,
    offset: FieldOffset,
}

/// Data of a base object.
#[derive(Clone, Debug)]
struct BaseData {
    kind: ObjKind,
    /// The type of one element, when known.
    ty: Option<Type>,
    count: ElemCount,
    /// Size in bytes when known without a type (heap objects of constant size).
    size: Option<u64>,
    collapsed: bool,
    /// True for a heap object allocated inside an allocation wrapper.
    clonable: bool,
    /// True for an `alloca` in the entry block (one block per activation).
    static_alloca: bool,
    /// True for memory the program never writes (see [`Objects::is_read_only`]).
    read_only: bool,
    /// The context clone whose instance created the object
    /// ([`crate::contexts`]); `u32::MAX` for objects of no clone.
    context: u32,
    any: Option<Obj>,
    /// Exact fields other than offset 0, sorted by offset.
    fields: Vec<(u64, Obj)>,
}

/// The outcome of asking for a field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum FieldOutcome {
    /// An object that existed before.
    Existing(Obj),
    /// A field object created by this call.
    Created(Obj),
    /// The base object collapsed by this call (too many fields); the caller
    /// must merge the contents of all its former fields into the base.
    Collapsed(Obj),
    /// The address lies outside the object (before its start, or past one
    /// element beyond its end): undefined behaviour in C, so the object
    /// contributes nothing to the result.
    Outside,
}

impl FieldOutcome {
    #[cfg(test)]
    fn obj(self) -> Obj {
        self.get().expect("an address inside the object")
    }

    /// The resulting object, `None` for [`FieldOutcome::Outside`].
    pub(crate) fn get(self) -> Option<Obj> {
        match self {
            FieldOutcome::Existing(o) | FieldOutcome::Created(o) | FieldOutcome::Collapsed(o) => Some(o),
            FieldOutcome::Outside => None,
        }
    }
}

/// [`Objects::flags`]: code or pointer-free constant data (reads skip it).
const NO_POINTERS: u8 = 1;
/// [`Objects::flags`]: never written (see [`Objects::is_read_only`]).
const READ_ONLY: u8 = 2;

/// All abstract objects of one analysis.
#[derive(Clone, Debug)]
pub struct Objects {
    objs: PrimaryMap<Obj, ObjData>,
    bases: Vec<Option<Box<BaseData>>>,
    max_fields: usize,
    /// Objects every address offset maps to themselves: members of
    /// collapsed objects and any-offset fields.
    fixed: PtsSet,
    /// Bumped whenever `fixed` changes.
    fixed_version: u64,
    /// Bumped whenever a base that existed uncollapsed collapses (objects
    /// created collapsed do not count): what an existing object
    /// normalizes to changes only then.
    collapses: u64,
    /// What each object normalizes to now: itself, or its base once the
    /// base collapsed. A dense copy of what `bases` says, because the
    /// solver normalizes every member of every set it expands (a lookup
    /// through the boxed base data missed the cache each time).
    norm: Vec<Obj>,
    /// Per-object copies of base properties asked for every member of a
    /// set: [`NO_POINTERS`], [`READ_ONLY`].
    flags: Vec<u8>,
    /// Answers of [`Objects::field`] for objects that were not collapsed.
    memo: HashMap<(Obj, GepOffset), Option<Obj>, FxBuild>,
}

impl Objects {
    /// An empty table; bases get at most `max_fields` fields (at least 1).
    pub fn new(max_fields: usize) -> Objects {
        Objects {
            objs: PrimaryMap::new(),
            bases: Vec::new(),
            norm: Vec::new(),
            flags: Vec::new(),
            max_fields: max_fields.max(1),
            memo: HashMap::default(),
            fixed: PtsSet::new(),
            fixed_version: 0,
            collapses: 0,
        }
    }

    /// Number of objects (bases and fields).
    pub fn len(&self) -> usize {
        self.objs.len()
    }

    /// True if there are no objects.
    pub fn is_empty(&self) -> bool {
        self.objs.is_empty()
    }

    /// All object ids in creation order.
    pub fn ids(&self) -> impl Iterator<Item = Obj> + use<> {
        self.objs.keys()
    }

    /// Per function of a module of `funcs` functions: its stack objects
    /// (allocas and their fields) that `keep` accepts, in increasing id
    /// order (ready for `PtsSet::from_sorted`).
    pub(crate) fn stack_objects(&self, funcs: usize, keep: impl Fn(Obj, Func) -> bool) -> Vec<Vec<u32>> {
        let mut own: Vec<Vec<u32>> = vec![Vec::new(); funcs];
        for o in self.ids() {
            if let ObjKind::Stack { func, .. } = self.kind(o) {
                if keep(o, func) {
                    own[func.index()].push(o.as_u32());
                }
            }
        }
        own
    }

    /// Creates a base object. `ty`/`count` give its layout when known;
    /// `size` its size in bytes when known without a type.
    pub(crate) fn new_base(&mut self, kind: ObjKind, ty: Option<Type>, count: ElemCount, size: Option<u64>) -> Obj {
        let o = self.objs.next_key();
        self.objs.push(ObjData {
            base: o,
            offset: FieldOffset::At(0),
        });
        let collapsed = matches!(
            kind,
            ObjKind::Unknown
                | ObjKind::Function(_)
                | ObjKind::VarArgs(_)
                | ObjKind::EntryArgs { .. }
                | ObjKind::Environment { .. }
                | ObjKind::Constants
        );
        if collapsed {
            self.fixed.insert(o.as_u32());
            self.fixed_version += 1;
        }
        let no_pointers = matches!(kind, ObjKind::Function(_) | ObjKind::Constants);
        self.norm.push(o);
        self.flags.push(if no_pointers { NO_POINTERS | READ_ONLY } else { 0 });
        self.bases.push(Some(Box::new(BaseData {
            kind,
            ty,
            count,
            size,
            collapsed,
            clonable: false,
            static_alloca: false,
            read_only: no_pointers,
            context: u32::MAX,
            any: None,
            fields: Vec::new(),
        })));
        o
    }

    /// Marks a heap object allocated inside an allocation wrapper.
    pub(crate) fn set_clonable(&mut self, o: Obj, yes: bool) {
        self.base_mut(o).clonable = yes;
    }

    /// True if `o`'s base is renamed when an allocation wrapper returns it.
    pub fn is_clonable(&self, o: Obj) -> bool {
        self.base_data(o).clonable
    }

    /// Records that the context clone `c` ([`crate::contexts`]) created `o`.
    pub(crate) fn set_context(&mut self, o: Obj, c: u32) {
        self.base_mut(o).context = c;
    }

    /// The context clone whose instance of a function created `o`'s base
    /// (an `alloca`, or an allocation call, of that instance); `None` for
    /// objects of a base instance and for objects no function creates
    /// (globals, functions, the unknown object). Such an object has the
    /// [`ObjKind`] of the allocation site it copies.
    pub fn context(&self, o: Obj) -> Option<u32> {
        let c = self.base_data(o).context;
        (c != u32::MAX).then_some(c)
    }

    /// Marks a base object as read-only memory (a `constant` global).
    pub(crate) fn set_read_only(&mut self, o: Obj) {
        self.base_mut(o).read_only = true;
        for f in self.fields_of(o) {
            self.flags[f.index()] |= READ_ONLY;
        }
    }

    /// True if the program never writes the memory of `o`'s base: `constant`
    /// globals, the merged constant data, and functions (code). Writing
    /// such memory is undefined behaviour (it lives in read-only pages, and
    /// LLVM itself assumes it never changes), so stores and memory copies
    /// into it are ignored and its contents are exactly its initializer.
    pub fn is_read_only(&self, o: Obj) -> bool {
        self.flags[o.index()] & READ_ONLY != 0
    }

    /// True if `o`'s base is code or the merged pointer-free constant
    /// data: memory that holds no pointer, so reads through it find none.
    pub fn holds_no_pointers(&self, o: Obj) -> bool {
        self.flags[o.index()] & NO_POINTERS != 0
    }

    /// Marks a stack object as allocated once per activation (entry-block `alloca`).
    pub(crate) fn set_static_alloca(&mut self, o: Obj) {
        self.base_mut(o).static_alloca = true;
    }

    /// The allocation size of one element of base data `d` (`None` when
    /// it has no type or the type has no size).
    fn elem_size(cx: TypeLayout<'_>, d: &BaseData) -> Option<u64> {
        cx.alloc_size(d.ty?)
    }

    fn base_data(&self, o: Obj) -> &BaseData {
        let b = self.objs[o].base;
        self.bases[b.index()].as_deref().expect("base object has base data")
    }

    fn base_mut(&mut self, o: Obj) -> &mut BaseData {
        let b = self.objs[o].base;
        self.bases[b.index()].as_deref_mut().expect("base object has base data")
    }

    fn push_field(&mut self, base: Obj, offset: FieldOffset) -> Obj {
        let o = self.objs.push(ObjData { base, offset });
        self.bases.push(None);
        // Fields are made only for bases that are not collapsed.
        self.norm.push(o);
        self.flags.push(self.flags[base.index()]);
        o
    }

    /// The base object of `o` (itself for a base).
    pub fn base(&self, o: Obj) -> Obj {
        self.objs[o].base
    }

    /// How many distinct base objects the objects of `s` belong to: the
    /// size of `s` if fields were not told apart (a field and its base
    /// count once; a collapsed object, which has no other fields, once).
    pub fn count_bases(&self, s: &PtsSet) -> usize {
        let mut bases: Vec<u32> = s.iter().map(|o| self.base(Obj::from_u32(o)).as_u32()).collect();
        bases.sort_unstable();
        bases.dedup();
        bases.len()
    }

    /// How many distinct objects of an analysis without heap cloning the
    /// objects of `s` stand for: a per-call-site copy of a block allocated
    /// in an allocation wrapper ([`ObjKind::HeapClone`]) counts as the
    /// same field of the block allocated inside the wrapper, and so do the
    /// copies context clones make of an object ([`Objects::context`]).
    /// This is the unit of SVF's sets (one object per allocation instruction), so
    /// averages in it compare with SVF's without crediting it for merging
    /// what heap cloning tells apart.
    pub fn count_alloc_sites(&self, s: &PtsSet) -> usize {
        // A site is named by its kind: the copies context clones make of an
        // `alloca` or an allocation call share it.
        let mut keys: Vec<(ObjKind, Option<u64>)> = s
            .iter()
            .map(|o| {
                let o = self.normalize(Obj::from_u32(o));
                let site = match self.kind(o) {
                    ObjKind::HeapClone { of, .. } => self.kind(of),
                    k => k,
                };
                let off = match (self.is_collapsed(o), self.offset(o)) {
                    (false, FieldOffset::At(k)) => Some(k),
                    _ => None,
                };
                (site, off)
            })
            .collect();
        keys.sort_unstable();
        keys.dedup();
        keys.len()
    }

    /// The offset of `o` in its base object as created; see
    /// [`Objects::normalize`] for what it means after a collapse.
    pub fn offset(&self, o: Obj) -> FieldOffset {
        self.objs[o].offset
    }

    /// What the base object of `o` stands for.
    pub fn kind(&self, o: Obj) -> ObjKind {
        self.base_data(o).kind
    }

    /// True if the base object of `o` has a single field.
    pub fn is_collapsed(&self, o: Obj) -> bool {
        self.base_data(o).collapsed
    }

    /// The object `o` stands for now: its base if the base collapsed,
    /// otherwise `o` itself.
    pub fn normalize(&self, o: Obj) -> Obj {
        self.norm[o.index()]
    }

    /// True if `o` is the any-offset field of an object that is not collapsed.
    pub fn is_any_field(&self, o: Obj) -> bool {
        self.objs[o].offset == FieldOffset::Any && self.norm[o.index()] == o
    }

    /// The known type of one element of the base of `o` and the element count.
    pub fn layout(&self, o: Obj) -> (Option<Type>, ElemCount) {
        let b = self.base_data(o);
        (b.ty, b.count)
    }

    /// True if one abstract object of this kind may stand for several
    /// run-time blocks at once. Stack objects count as summaries when the
    /// `alloca` is outside the entry block; whether the function is
    /// recursive is up to the caller.
    pub fn is_summary_kind(&self, o: Obj) -> bool {
        let b = self.base_data(o);
        match b.kind {
            ObjKind::Global(_) | ObjKind::Function(_) => false,
            ObjKind::Stack { .. } => !b.static_alloca,
            _ => true,
        }
    }

    /// All field objects of the base of `o`, including the base and the
    /// any-offset field, in creation order.
    pub fn fields_of(&self, o: Obj) -> Vec<Obj> {
        let b = self.base(o);
        let d = self.base_data(o);
        let mut v = vec![b];
        v.extend(d.fields.iter().map(|f| f.1));
        v.extend(d.any);
        v.sort_unstable();
        v
    }

    /// Collapses the base of `o`; returns its former field objects (other
    /// than the base) whose contents the caller must merge into the base, or
    /// an empty list if it was already collapsed.
    pub(crate) fn collapse(&mut self, o: Obj) -> Vec<Obj> {
        let b = self.base(o);
        if self.is_collapsed(b) {
            return Vec::new();
        }
        let fields = self.fields_of(b);
        self.mark_collapsed(b);
        fields.into_iter().filter(|&f| f != b).collect()
    }

    /// The any-offset field of the base of `o` (the base if collapsed).
    pub(crate) fn any_field(&mut self, o: Obj) -> FieldOutcome {
        let b = self.base(o);
        if self.is_collapsed(b) {
            return FieldOutcome::Existing(b);
        }
        if let Some(a) = self.base_data(b).any {
            return FieldOutcome::Existing(a);
        }
        let a = self.push_field(b, FieldOffset::Any);
        self.base_mut(b).any = Some(a);
        self.fixed.insert(a.as_u32());
        self.fixed_version += 1;
        FieldOutcome::Created(a)
    }

    fn mark_collapsed(&mut self, b: Obj) {
        self.base_mut(b).collapsed = true;
        self.collapses += 1;
        for f in self.fields_of(b) {
            self.fixed.insert(f.as_u32());
            self.norm[f.index()] = b;
        }
        self.fixed_version += 1;
    }

    /// A counter that changes whenever an existing base collapses, that
    /// is whenever [`Objects::normalize`] may answer differently for an
    /// object that exists (new objects, collapsed or not, leave it alone).
    pub fn collapse_count(&self) -> u64 {
        self.collapses
    }

    /// A counter that changes whenever [`Objects::offset_invariant`] does.
    pub fn version(&self) -> u64 {
        self.fixed_version
    }

    /// The objects that every address offset maps to themselves: all
    /// members of collapsed objects, and any-offset fields.
    pub fn offset_invariant(&self) -> &PtsSet {
        &self.fixed
    }

    /// The object reached from `o` by adding `off` to the address.
    pub(crate) fn field(&mut self, cx: TypeLayout<'_>, o: Obj, off: GepOffset) -> FieldOutcome {
        let b = self.base(o);
        if self.is_collapsed(b) {
            return FieldOutcome::Existing(b);
        }
        if let Some(&f) = self.memo.get(&(o, off)) {
            return f.map_or(FieldOutcome::Outside, FieldOutcome::Existing);
        }
        let r = self.field_uncached(cx, o, off);
        match r {
            FieldOutcome::Existing(f) | FieldOutcome::Created(f) => {
                self.memo.insert((o, off), Some(f));
            }
            FieldOutcome::Outside => {
                self.memo.insert((o, off), None);
            }
            FieldOutcome::Collapsed(_) => {}
        }
        r
    }

    fn field_uncached(&mut self, cx: TypeLayout<'_>, o: Obj, off: GepOffset) -> FieldOutcome {
        let b = self.base(o);
        let cur = match self.objs[o].offset {
            FieldOffset::At(k) => k,
            FieldOffset::Any => return self.any_field(b),
        };
        let (delta, gcd) = match off {
            GepOffset::Const(c) => (c, 0),
            GepOffset::Strided { offset, gcd } => (offset, gcd),
            GepOffset::Any => return self.any_field(b),
        };
        let target = match i64::try_from(cur).ok().and_then(|c| c.checked_add(delta)) {
            Some(t) if t >= 0 => t as u64,
            // Before the start: outside, unless `cur` stands for a folded
            // array element (the real address may be a later element).
            Some(_) if gcd == 0 && !self.in_folded_array(cx, b, cur) => return FieldOutcome::Outside,
            _ => return self.any_field(b),
        };
        if gcd == 0 && self.total_size(cx, b).is_some_and(|size| target > size) {
            // Folding only lowers offsets, so the real address is past the end too.
            return FieldOutcome::Outside;
        }
        match self.canonical(cx, b, target, gcd) {
            Some(k) => self.exact_field(b, k),
            None => self.any_field(b),
        }
    }

    /// The size in bytes of base object `b`, when known.
    fn total_size(&self, cx: TypeLayout<'_>, b: Obj) -> Option<u64> {
        let d = self.base_data(b);
        match d.ty {
            None => d.size,
            Some(_) => {
                let es = Self::elem_size(cx, d)?;
                match d.count {
                    ElemCount::One => Some(es),
                    ElemCount::Many(n) => es.checked_mul(n),
                    ElemCount::Unknown => None,
                }
            }
        }
    }

    /// The field of base `b` at canonical offset `k`, creating it if needed.
    fn exact_field(&mut self, b: Obj, k: u64) -> FieldOutcome {
        if k == 0 {
            return FieldOutcome::Existing(b);
        }
        let max = self.max_fields;
        let d = self.base_mut(b);
        match d.fields.binary_search_by_key(&k, |f| f.0) {
            Ok(i) => FieldOutcome::Existing(d.fields[i].1),
            Err(i) => {
                // The base counts as one field; the any-offset field does not.
                if d.fields.len() + 1 >= max {
                    self.mark_collapsed(b);
                    return FieldOutcome::Collapsed(b);
                }
                let f = self.push_field(b, FieldOffset::At(k));
                self.base_mut(b).fields.insert(i, (k, f));
                FieldOutcome::Created(f)
            }
        }
    }

    /// The canonical offset of byte `k` of base `b`, for an address computed
    /// as `k + n * gcd` with unknown `n` (`gcd == 0`: exactly `k`). `None`
    /// when the offset cannot be pinned to one field.
    ///
    /// Arrays fold to their first element. An unknown multiple of `gcd` is
    /// harmless when `gcd` is a multiple of the element size of an array
    /// the offset lies in, or of the whole object's size (stepping out of
    /// the object or its array is undefined behaviour in C).
    fn canonical(&self, cx: TypeLayout<'_>, b: Obj, k: u64, gcd: u64) -> Option<u64> {
        let d = self.base_data(b);
        let Some(ty) = d.ty else {
            return match d.size {
                Some(size) if k == size && gcd == 0 => Some(k),
                Some(size) if k >= size => None,
                Some(size) if gcd == 0 || gcd.is_multiple_of(size) => Some(k),
                _ if gcd == 0 => Some(k),
                _ => None,
            };
        };
        let Some(es) = Self::elem_size(cx, d) else {
            return if gcd == 0 { Some(k) } else { None };
        };
        let mut stride_ok = gcd == 0;
        let mut k = k;
        match d.count {
            ElemCount::One => {
                if k == es && gcd == 0 {
                    // One past the end: a valid address (not to access),
                    // from which the program may step back inside.
                    return Some(k);
                }
                if k >= es {
                    return None;
                }
                stride_ok |= es != 0 && gcd.is_multiple_of(es);
            }
            ElemCount::Many(n) => {
                if es == 0 || k >= es.saturating_mul(n) {
                    return None;
                }
                stride_ok |= gcd.is_multiple_of(es);
                k %= es;
            }
            ElemCount::Unknown => {
                if es == 0 {
                    return None;
                }
                stride_ok |= gcd.is_multiple_of(es);
                k %= es;
            }
        }
        let mut out = 0u64;
        let mut t = ty;
        // One step per level of type nesting (bounded by the parser's depth limit).
        loop {
            match cx.types.data(t) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let Some(offsets) = cx.field_offsets(t) else { break };
                    let Some((fields, _)) = cx.types.struct_fields(t) else { break };
                    let i = offsets.partition_point(|&o| o <= k);
                    if i == 0 {
                        break;
                    }
                    let i = i - 1;
                    let fo = offsets[i];
                    let fsize = cx.alloc_size(fields[i]).unwrap_or(0);
                    if k - fo >= fsize {
                        break; // padding
                    }
                    out += fo;
                    k -= fo;
                    t = fields[i];
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    let es = match cx.alloc_size(*elem) {
                        Some(es) if es > 0 => es,
                        _ => break,
                    };
                    stride_ok |= gcd.is_multiple_of(es);
                    k %= es;
                    t = *elem;
                }
                _ => break,
            }
        }
        // C's rules: a pointer to `T` (stride `gcd`) moves only inside an
        // array of `T`; with no such array around `k`, the unknown multiple
        // is 0 on every defined execution. Byte pointers (`gcd == 1`) may
        // walk the whole object representation, so they stay unknown.
        (stride_ok || gcd > 1).then_some(out + k)
    }

    /// Does an access of `size_a` bytes at `a` overlap one of `size_b` bytes
    /// at `b`? Sizes are `None` when unknown (the rest of the object).
    /// Objects with different bases never overlap; collapsed objects and
    /// any-offset fields overlap everything in their base. An access that
    /// starts inside a folded array element and may run past that element
    /// overlaps every field of the object (the element it starts in is only
    /// known up to the array index).
    pub fn may_overlap(&self, cx: TypeLayout<'_>, a: Obj, size_a: Option<u64>, b: Obj, size_b: Option<u64>) -> bool {
        let (a, b) = (self.normalize(a), self.normalize(b));
        if self.base(a) != self.base(b) {
            return false;
        }
        if self.is_collapsed(a) {
            return true;
        }
        let (FieldOffset::At(ka), FieldOffset::At(kb)) = (self.offset(a), self.offset(b)) else {
            return true;
        };
        let base = self.base(a);
        // `Err(())` marks an access whose extent in canonical space is unbounded.
        let range = |k: u64, s: Option<u64>| -> Result<(u64, Option<u64>), ()> {
            let end = s.and_then(|s| k.checked_add(s));
            match self.folded_elem_end(cx, base, k) {
                Some(limit) if end.is_none_or(|e| e > limit) => Err(()),
                _ => Ok((k, end)),
            }
        };
        let (Ok((sa, ea)), Ok((sb, eb))) = (range(ka, size_a), range(kb, size_b)) else {
            return true;
        };
        let a_before_b = ea.is_some_and(|e| e <= sb);
        let b_before_a = eb.is_some_and(|e| e <= sa);
        !(a_before_b || b_before_a)
    }

    /// True if canonical offset `k` of the base of `o` lies inside an array
    /// (arrays are folded, so the field stands for every element).
    pub fn in_folded_array(&self, cx: TypeLayout<'_>, o: Obj, k: u64) -> bool {
        self.folded_elem_end(cx, self.base(o), k).is_some()
    }

    /// The canonical end of the innermost folded array element containing
    /// canonical offset `k` of base `b`; `None` if `k` is in no folded array.
    fn folded_elem_end(&self, cx: TypeLayout<'_>, b: Obj, k: u64) -> Option<u64> {
        let d = self.base_data(b);
        let ty = d.ty?;
        let es = Self::elem_size(cx, d)?;
        let mut found = (d.count != ElemCount::One).then_some(es);
        let (mut out, mut k, mut t) = (0u64, k, ty);
        loop {
            match cx.types.data(t) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let Some(offsets) = cx.field_offsets(t) else { break };
                    let Some((fields, _)) = cx.types.struct_fields(t) else { break };
                    let i = offsets.partition_point(|&o| o <= k);
                    if i == 0 {
                        break;
                    }
                    let fo = offsets[i - 1];
                    if k - fo >= cx.alloc_size(fields[i - 1]).unwrap_or(0) {
                        break;
                    }
                    out += fo;
                    k -= fo;
                    t = fields[i - 1];
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    let es = match cx.alloc_size(*elem) {
                        Some(es) if es > 0 => es,
                        _ => break,
                    };
                    if k >= es {
                        break;
                    }
                    found = Some(out + es);
                    t = *elem;
                }
                _ => break,
            }
        }
        found
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Types {
        types: llir::TypeTable,
        dl: llir::DataLayout,
        sizes: llir::layout::SizeMemo,
    }

    impl Types {
        fn cx(&self) -> TypeLayout<'_> {
            TypeLayout::new(&self.types, &self.dl, &self.sizes)
        }
    }

    /// `struct S { ptr a; ptr b[2]; ptr c; }` and `[4 x S]`.
    fn types() -> (Types, Type, Type) {
        let mut types = llir::TypeTable::new();
        let p = types.intern(TypeData::Ptr { addr_space: 0 });
        let arr = types.intern(TypeData::Array { elem: p, len: 2 });
        let s = types.intern(TypeData::Struct {
            fields: vec![p, arr, p],
            packed: false,
        });
        let sa = types.intern(TypeData::Array { elem: s, len: 4 });
        (
            Types {
                types,
                dl: llir::DataLayout::default(),
                sizes: llir::layout::SizeMemo::default(),
            },
            s,
            sa,
        )
    }

    #[test]
    fn arrays_fold_to_their_first_element() {
        let (t, s, sa) = types();
        let mut objs = Objects::new(MAX_FIELDS);
        let g = objs.new_base(ObjKind::Global(Global::new(0)), Some(sa), ElemCount::One, None);
        let c = |objs: &mut Objects, k| objs.field(t.cx(), g, GepOffset::Const(k)).obj();
        let b0 = c(&mut objs, 8);
        assert_eq!(objs.offset(b0), FieldOffset::At(8));
        assert_eq!(c(&mut objs, 16), b0, "b[1] folds onto b[0]");
        assert_eq!(c(&mut objs, 32 + 16), b0, "s[1].b[1] folds onto s[0].b[0]");
        let f_c = c(&mut objs, 24);
        assert_eq!(objs.offset(f_c), FieldOffset::At(24));
        assert_eq!(c(&mut objs, 0), g);
        // A variable index with the stride of S stays on the field.
        let v = objs.field(t.cx(), f_c, GepOffset::Strided { offset: 0, gcd: 32 }).obj();
        assert_eq!(v, f_c);
        // A byte-granular variable offset does not.
        let v = objs.field(t.cx(), f_c, GepOffset::Strided { offset: 0, gcd: 1 }).obj();
        assert_eq!(objs.offset(v), FieldOffset::Any);
        // One past the end is an address of its own (to step back from);
        // further out is outside the object.
        let end = c(&mut objs, 4 * 32);
        assert_eq!(objs.offset(end), FieldOffset::At(128));
        assert_eq!(objs.field(t.cx(), end, GepOffset::Const(-104)).obj(), f_c);
        assert_eq!(objs.field(t.cx(), g, GepOffset::Const(4 * 32 + 8)), FieldOutcome::Outside);
        // Before the start of a folded array element, the real address may
        // be in an earlier element: unknown.
        assert_eq!(
            objs.offset(objs.clone().field(t.cx(), g, GepOffset::Const(-8)).obj()),
            FieldOffset::Any
        );
        // A plain struct: before its start is outside; a variable index
        // whose stride fits no array stays put (C: `T *` moves only inside
        // arrays of `T`).
        let h = objs.new_base(ObjKind::Global(Global::new(1)), Some(s), ElemCount::One, None);
        let h_c = objs.field(t.cx(), h, GepOffset::Const(24)).obj();
        assert_eq!(objs.field(t.cx(), h_c, GepOffset::Const(-32)), FieldOutcome::Outside);
        assert_eq!(objs.field(t.cx(), h_c, GepOffset::Strided { offset: 0, gcd: 16 }).obj(), h_c);
    }

    #[test]
    fn per_object_tables_follow_their_base() {
        let (t, s, _) = types();
        let mut objs = Objects::new(MAX_FIELDS);
        let g = objs.new_base(ObjKind::Global(Global::new(0)), Some(s), ElemCount::One, None);
        let f = objs.field(t.cx(), g, GepOffset::Const(8)).obj();
        let any = objs.any_field(g).get().expect("an object");
        assert!(!objs.is_read_only(f) && !objs.holds_no_pointers(f));
        // Marking the base read-only marks the fields made before, and after.
        objs.set_read_only(g);
        let c = objs.field(t.cx(), g, GepOffset::Const(24)).obj();
        assert!(objs.is_read_only(f) && objs.is_read_only(any) && objs.is_read_only(c));
        assert!(!objs.holds_no_pointers(f), "read-only data may hold pointers");
        let code = objs.new_base(ObjKind::Function(Func::new(0)), None, ElemCount::One, None);
        assert!(objs.holds_no_pointers(code) && objs.is_read_only(code));
        // Objects created collapsed do not count as collapses.
        assert_eq!(objs.collapse_count(), 0);
        assert!(objs.is_any_field(any));
        assert_eq!(objs.normalize(f), f);
        assert_eq!(objs.collapse(f).len(), 3, "the fields at 8 and 24 and the any-offset field");
        assert_eq!(objs.collapse_count(), 1);
        for o in [g, f, any, c] {
            assert_eq!(objs.normalize(o), g);
        }
        assert!(!objs.is_any_field(any), "the any-offset field of a collapsed base is the base");
        assert!(objs.collapse(c).is_empty());
        assert_eq!(objs.collapse_count(), 1, "collapsing again changes nothing");
    }

    #[test]
    fn heap_objects_use_byte_offsets_and_collapse_at_the_cap() {
        let (t, _, _) = types();
        let mut objs = Objects::new(3);
        let h = objs.new_base(
            ObjKind::Heap {
                func: Func::new(0),
                inst: Inst::new(0),
            },
            None,
            ElemCount::One,
            None,
        );
        let f8 = objs.field(t.cx(), h, GepOffset::Const(8));
        assert!(matches!(f8, FieldOutcome::Created(_)));
        let f16 = objs.field(t.cx(), f8.obj(), GepOffset::Const(8)).obj();
        assert_eq!(objs.offset(f16), FieldOffset::At(16));
        assert_eq!(objs.field(t.cx(), h, GepOffset::Const(16)).obj(), f16);
        // The third exact field exceeds the cap of 3 (base + 2).
        assert_eq!(objs.field(t.cx(), h, GepOffset::Const(24)), FieldOutcome::Collapsed(h));
        assert!(objs.is_collapsed(f8.obj()));
        assert_eq!(objs.normalize(f16), h);
        assert_eq!(objs.field(t.cx(), f16, GepOffset::Const(8)).obj(), h);
    }

    #[test]
    fn overlap_respects_offsets_sizes_and_folding() {
        let (t, s, sa) = types();
        let mut objs = Objects::new(MAX_FIELDS);
        let g = objs.new_base(ObjKind::Global(Global::new(0)), Some(s), ElemCount::One, None);
        let a = objs.field(t.cx(), g, GepOffset::Const(0)).obj();
        let c = objs.field(t.cx(), g, GepOffset::Const(24)).obj();
        let b = objs.field(t.cx(), g, GepOffset::Const(8)).obj();
        let cx = t.cx();
        assert!(!objs.may_overlap(cx, a, Some(8), c, Some(8)));
        assert!(objs.may_overlap(cx, a, Some(8), a, Some(8)));
        assert!(objs.may_overlap(cx, a, None, c, Some(8)));
        // b is inside a folded array: an access of 16 bytes from b spills.
        assert!(!objs.may_overlap(cx, a, Some(8), b, Some(8)));
        let any = objs.any_field(g).obj();
        assert!(objs.may_overlap(cx, any, Some(1), c, Some(1)));
        let h = objs.new_base(ObjKind::Global(Global::new(1)), Some(sa), ElemCount::One, None);
        let hc = objs.field(t.cx(), h, GepOffset::Const(24)).obj();
        assert!(!objs.may_overlap(cx, h, Some(8), hc, Some(8)));
        assert!(objs.may_overlap(cx, hc, Some(16), h, Some(8)), "spills into the next element");
        assert!(!objs.may_overlap(cx, h, Some(8), c, Some(8)), "different bases");
    }
}
