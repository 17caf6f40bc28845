//! The per-function view alias analysis works on: canonical values
//! ([`Val`]), constants folded into one pool, use lists, and the facts about
//! instructions the analyses keep asking for.
//!
//! LLVM identifies a value by its address: two occurrences of `null`, or of
//! the same constant expression, are the same `Value`. The IR arenas of
//! `llir` do not unique constants, so [`FunctionAA`] interns them: every
//! argument, instruction result, global symbol and constant of the function
//! gets one [`Val`], and structurally equal constants get the same one.
//! Phi translation may create constants that appear nowhere in the IR (a
//! folded `getelementptr` of a global with constant indices); they are
//! interned into the same pool.

use crate::dom::Dominance;
use llir::{
    AttrSet, Block, Body, CallData, Const, ConstData, Func, GlobalKind, GlobalRef, Inst, InstData, InstKind, Local, LocalDef, Module,
    Opcode, Type, TypeData, Value,
};
use rustc_hash::FxHashMap as HashMap;
use std::cell::RefCell;
use std::rc::Rc;

/// A canonical value of one function: an argument, an instruction result, a
/// global symbol or a (uniqued) constant. Meaningless without the
/// [`FunctionAA`] that made it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Val(u32);

impl Val {
    /// The raw index (stable for the lifetime of its [`FunctionAA`]).
    pub fn index(self) -> u32 {
        self.0
    }

    /// The value of raw index `i` (the inverse of [`Val::index`]).
    pub(crate) fn from_index(i: u32) -> Val {
        Val(i)
    }
}

/// What a [`Val`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValKind {
    /// The N-th parameter.
    Arg(u32),
    /// The result of an instruction.
    Inst(Inst),
    /// A function or global variable/alias/ifunc symbol.
    Global(GlobalRef),
    /// A constant (not a bare symbol).
    Const,
}

/// A constant, with its operands as [`Val`]s.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum CData {
    /// An integer of `ty`, sign-extended from its width to 128 bits.
    Int {
        ty: Type,
        value: i128,
    },
    Null(Type),
    Undef(Type),
    Poison(Type),
    /// `zeroinitializer` (of any type).
    Zero(Type),
    /// A constant expression.
    Expr {
        op: Opcode,
        ty: Type,
        ops: Rc<[Val]>,
        src_ty: Option<Type>,
        inbounds: bool,
    },
    /// `inttoptr (iN value to ty)` made up by constant folding (phi
    /// translation of a GEP on `null`) in a module that has no `iN` type to
    /// build the integer operand with. Like LLVM's constant expression it is
    /// its own underlying object and an escape source (`isEscapeSource`:
    /// an address made from an integer cannot be a non-escaping local).
    IntAddress {
        ty: Type,
        value: i128,
    },
    /// Anything else (floats, aggregates, strings, block addresses, inline
    /// asm, metadata, ...): opaque to alias analysis.
    Opaque {
        ty: Option<Type>,
        pointer: bool,
    },
}

impl CData {
    pub(crate) fn ty(&self) -> Option<Type> {
        match self {
            CData::Int { ty, .. }
            | CData::Null(ty)
            | CData::Undef(ty)
            | CData::Poison(ty)
            | CData::Zero(ty)
            | CData::Expr { ty, .. }
            | CData::IntAddress { ty, .. } => Some(*ty),
            CData::Opaque { ty, .. } => *ty,
        }
    }
}

/// Interning key of a constant.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum ConstKey {
    Int(Type, i128),
    Null(Type),
    Undef(Type),
    Poison(Type),
    Zero(Type),
    Float(Type, Box<str>),
    Expr {
        op: Opcode,
        ty: Type,
        ops: Vec<Val>,
        src_ty: Option<Type>,
        inbounds: bool,
    },
    IntAddress(Type, i128),
    /// Never equal to another constant: (is module arena, id).
    Unique(bool, u32),
}

#[derive(Default)]
struct ConstPool {
    data: Vec<CData>,
    map: HashMap<ConstKey, Val>,
}

/// Which operand of its user a use is (only what capture tracking needs).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum UseSlot {
    /// The stored value of a `store`, or the value operand of `atomicrmw`,
    /// or the compare/new value of `cmpxchg`: the pointer itself escapes.
    StoredValue,
    /// The address operand of a memory instruction.
    Address,
    /// Call argument number N.
    CallArg(u32),
    /// Operand of the bundle inputs (counted over all bundles).
    BundleOperand(u32),
    /// The called operand.
    Callee,
    /// Operand N of anything else.
    Operand(u32),
}

/// One use of a local value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Use {
    pub inst: Inst,
    pub slot: UseSlot,
}

/// Flags written after an instruction's opcode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Flags {
    pub nuw: bool,
    pub nsw: bool,
    pub exact: bool,
    pub disjoint: bool,
    pub nneg: bool,
    pub inbounds: bool,
}

/// The target whose alias analysis opt-19 adds to the default pipeline.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// No target-specific alias analysis (x86, aarch64, no triple, ...).
    Generic,
    /// `nvptx*` triples: NVPTX-AA.
    Nvptx,
    /// `amdgcn*`/`r600*` triples: AMDGPU-AA.
    Amdgpu,
}

impl Target {
    /// The target of a module with this `target triple`.
    pub fn from_triple(triple: Option<&str>) -> Target {
        let t = triple.unwrap_or("");
        if t.starts_with("nvptx") {
            Target::Nvptx
        } else if t.starts_with("amdgcn") || t.starts_with("r600") {
            Target::Amdgpu
        } else {
            Target::Generic
        }
    }
}

/// Everything alias analysis knows about one function definition.
///
/// Built once per function; queries go through a [`crate::BatchAA`] (or the
/// one-shot queries of its own [`crate::AliasOracle`] impl). Not `Sync` (it interns constants
/// created by phi translation behind a `RefCell`); build one per thread.
pub struct FunctionAA<'m> {
    module: &'m Module,
    func: Func,
    body: &'m Body,
    dom: &'m dyn Dominance,
    pub(crate) target: Target,
    n_locals: u32,
    n_funcs: u32,
    n_globals: u32,
    /// `Val` of each body constant.
    body_consts: Vec<Val>,
    /// `Val` of module constants that were interned (aliasees).
    module_consts: HashMap<Const, Val>,
    pool: RefCell<ConstPool>,
    /// Uses of each local, in reverse instruction order (LLVM's use lists
    /// list the newest use first).
    uses: Vec<Vec<Use>>,
    /// Predecessor lists, built on first use.
    preds: RefCell<Vec<Vec<Block>>>,
    /// Results of `is_non_escaping_local_object`.
    pub(crate) capture_cache: RefCell<HashMap<Val, bool>>,
    /// Stripped pointers and underlying objects by value (`memo.rs`).
    pub(crate) val_memo: RefCell<crate::memo::ValMemo>,
    /// BasicAA's answers before its session cache, by pointer pair
    /// (`FunctionAA::alias_prefix`).
    pub(crate) prefix_memo: RefCell<HashMap<crate::basic::PrefixKey, crate::basic::AliasPrefix>>,
    /// `location_of` by instruction (asked for the same Defs and Uses on
    /// every clobber test; a type's store size is not free).
    pub(crate) location_memo: RefCell<HashMap<Inst, Option<crate::location::MemoryLocation>>>,
    /// `aa_mod_ref_mask` by location and `ignore_locals`, for the current
    /// pipeline (cleared when it changes).
    pub(crate) mask_memo: RefCell<HashMap<(crate::location::MemoryLocation, bool), llir::ModRef>>,
    /// `store_size_loc` by type: every load and store asks for its type's
    /// store size, and the data layout computes it anew each time.
    pub(crate) store_size_memo: RefCell<HashMap<Type, crate::location::LocationSize>>,
    /// Results of `is_guaranteed_loop_invariant`.
    pub(crate) loop_invariant_cache: RefCell<HashMap<Val, bool>>,
    /// The `separate_storage` assumptions, found on first use.
    pub(crate) separate_storage: std::cell::OnceCell<Vec<crate::assume::SeparateStorage>>,
    /// The `llvm.assume` conditions and the values they affect, found on
    /// first use.
    pub(crate) cond_assumes: std::cell::OnceCell<Vec<crate::assume::CondAssume>>,
    /// The analyses that take part.
    pub(crate) pipeline: crate::stack::Pipeline,
    /// `null_pointer_is_valid` on the function.
    pub(crate) null_is_valid: bool,
    /// `presplitcoroutine` on the function.
    pub(crate) presplit_coroutine: bool,
    /// True if the function disables all library-function recognition
    /// (`"no-builtins"`).
    pub(crate) no_builtins: bool,
    /// The library functions the module's target has.
    pub(crate) libs: crate::tli::TripleLibs,
    /// The `"no-builtin-NAME"` string attributes of the function.
    pub(crate) no_builtin_names: Vec<Box<str>>,
}

/// Errors building a [`FunctionAA`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BuildError {
    /// The function has no body.
    Declaration(String),
}

impl std::fmt::Display for BuildError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BuildError::Declaration(n) => write!(f, "@{n} is a declaration; alias analysis needs a function body"),
        }
    }
}

impl std::error::Error for BuildError {}

fn int_width(module: &Module, ty: Type) -> Option<u32> {
    match module.types.data(ty) {
        TypeData::Int(w) => Some(*w),
        _ => None,
    }
}

/// Sign-extends the low `width` bits of `v`.
pub(crate) fn sext_from(v: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return v;
    }
    let shift = 128 - width;
    (v << shift) >> shift
}

impl<'m> FunctionAA<'m> {
    /// Prepares alias analysis of function `func` of `module`, with `dom`
    /// the dominance information of its body.
    ///
    /// Errors if `func` is a declaration.
    pub fn new(module: &'m Module, func: Func, dom: &'m dyn Dominance) -> Result<FunctionAA<'m>, BuildError> {
        let f = &module.funcs[func];
        let Some(body) = f.body.as_ref() else {
            return Err(BuildError::Declaration(f.name.clone()));
        };
        let target = Target::from_triple(module.target_triple.as_deref());
        let mut no_builtin_names = Vec::new();
        let mut no_builtins = false;
        for a in module.attrs(&f.fn_attrs) {
            if a.is_string {
                if &*a.name == "no-builtins" {
                    no_builtins = true;
                } else if let Some(n) = a.name.strip_prefix("no-builtin-") {
                    no_builtin_names.push(n.into());
                }
            }
        }
        let mut this = FunctionAA {
            module,
            func,
            body,
            dom,
            target,
            n_locals: body.locals.len() as u32,
            n_funcs: module.funcs.len() as u32,
            n_globals: module.globals.len() as u32,
            body_consts: Vec::new(),
            module_consts: HashMap::default(),
            pool: RefCell::new(ConstPool::default()),
            uses: vec![Vec::new(); body.locals.len()],
            capture_cache: RefCell::new(HashMap::default()),
            val_memo: RefCell::new(crate::memo::ValMemo::default()),
            prefix_memo: RefCell::new(HashMap::default()),
            location_memo: RefCell::new(HashMap::default()),
            mask_memo: RefCell::new(HashMap::default()),
            store_size_memo: RefCell::new(HashMap::default()),
            loop_invariant_cache: RefCell::new(HashMap::default()),
            separate_storage: std::cell::OnceCell::new(),
            cond_assumes: std::cell::OnceCell::new(),
            preds: RefCell::new(Vec::new()),
            pipeline: crate::stack::Pipeline::default(),
            null_is_valid: module.has_attr(&f.fn_attrs, "null_pointer_is_valid"),
            presplit_coroutine: module.has_attr(&f.fn_attrs, "presplitcoroutine"),
            no_builtins,
            no_builtin_names,
            libs: crate::tli::TripleLibs::from_triple(module.target_triple.as_deref()),
        };
        this.intern_body_consts();
        this.intern_aliasees();
        this.build_uses();
        Ok(this)
    }

    /// The same context with another set of analyses.
    pub fn with_pipeline(mut self, p: crate::stack::Pipeline) -> Self {
        self.pipeline = p;
        // The masks depend on which analyses take part.
        self.mask_memo.get_mut().clear();
        self
    }

    /// The analyses that take part.
    pub fn pipeline(&self) -> crate::stack::Pipeline {
        self.pipeline
    }

    /// The module.
    pub fn module(&self) -> &'m Module {
        self.module
    }

    /// The function.
    pub fn func(&self) -> Func {
        self.func
    }

    /// The function's data.
    pub fn function(&self) -> &'m llir::Function {
        &self.module.funcs[self.func]
    }

    /// The function body.
    pub fn body(&self) -> &'m Body {
        self.body
    }

    /// The dominance information.
    pub fn dom(&self) -> &'m dyn Dominance {
        self.dom
    }

    /// The target whose alias analysis is part of the pipeline.
    pub fn target(&self) -> Target {
        self.target
    }

    // ---------------------------------------------------------------------
    // Interning.

    fn const_base(&self) -> u32 {
        self.n_locals + self.n_funcs + self.n_globals
    }

    /// True if `v` is one of this function's values: an argument, result,
    /// symbol or interned constant (not the stand-in for a missing one).
    pub(crate) fn is_interned(&self, v: Val) -> bool {
        v.0 < self.const_base() || ((v.0 - self.const_base()) as usize) < self.pool.borrow().data.len()
    }

    fn global_val(&self, g: GlobalRef) -> Val {
        match g {
            GlobalRef::Func(f) => Val(self.n_locals + f.as_u32()),
            GlobalRef::Global(v) => Val(self.n_locals + self.n_funcs + v.as_u32()),
        }
    }

    /// Interns one constant whose operands are already interned.
    fn intern_key(&self, key: ConstKey, data: CData) -> Val {
        let mut pool = self.pool.borrow_mut();
        if let Some(&v) = pool.map.get(&key) {
            return v;
        }
        let v = Val(self.const_base() + pool.data.len() as u32);
        pool.data.push(data);
        pool.map.insert(key, v);
        v
    }

    /// Interns constant `c` of the body (`module == false`) or module arena,
    /// operands first, with an explicit stack.
    fn intern_arena_const(&mut self, module_arena: bool, root: Const) -> Val {
        let mut stack: Vec<(Const, bool)> = vec![(root, false)];
        while let Some((c, expanded)) = stack.pop() {
            if self.arena_val(module_arena, c).is_some() {
                continue;
            }
            let data = if module_arena {
                &self.module.consts[c]
            } else {
                &self.body.consts[c]
            };
            if !expanded {
                if let ConstData::Expr { operands, .. } = data {
                    stack.push((c, true));
                    for &o in operands.iter().rev() {
                        if self.arena_val(module_arena, o).is_none() {
                            stack.push((o, false));
                        }
                    }
                    continue;
                }
            }
            let v = self.intern_const_data(module_arena, c, data);
            self.set_arena_val(module_arena, c, v);
        }
        self.arena_val(module_arena, root).unwrap_or(Val(u32::MAX))
    }

    fn arena_val(&self, module_arena: bool, c: Const) -> Option<Val> {
        if module_arena {
            self.module_consts.get(&c).copied()
        } else {
            self.body_consts.get(c.as_u32() as usize).copied().filter(|v| v.0 != u32::MAX)
        }
    }

    fn set_arena_val(&mut self, module_arena: bool, c: Const, v: Val) {
        if module_arena {
            self.module_consts.insert(c, v);
        } else {
            let i = c.as_u32() as usize;
            if self.body_consts.len() <= i {
                self.body_consts.resize(i + 1, Val(u32::MAX));
            }
            self.body_consts[i] = v;
        }
    }

    fn intern_const_data(&self, module_arena: bool, c: Const, data: &ConstData) -> Val {
        let m = self.module;
        let is_ptr = |t: Type| matches!(m.types.data(t), TypeData::Ptr { .. });
        match data {
            ConstData::Global(g) => self.global_val(*g),
            ConstData::Int { ty, value } => {
                let w = int_width(m, *ty).unwrap_or(128);
                let v = sext_from(*value, w);
                self.intern_key(ConstKey::Int(*ty, v), CData::Int { ty: *ty, value: v })
            }
            ConstData::Null(t) => self.intern_key(ConstKey::Null(*t), CData::Null(*t)),
            ConstData::Undef(t) => self.intern_key(ConstKey::Undef(*t), CData::Undef(*t)),
            ConstData::Poison(t) => self.intern_key(ConstKey::Poison(*t), CData::Poison(*t)),
            ConstData::Zero(t) => {
                // `ptr zeroinitializer` is `null`; `iN zeroinitializer` is 0.
                if is_ptr(*t) {
                    self.intern_key(ConstKey::Null(*t), CData::Null(*t))
                } else if int_width(m, *t).is_some() {
                    self.intern_key(ConstKey::Int(*t, 0), CData::Int { ty: *t, value: 0 })
                } else {
                    self.intern_key(ConstKey::Zero(*t), CData::Zero(*t))
                }
            }
            ConstData::Float { ty, text } => self.intern_key(
                ConstKey::Float(*ty, text.clone()),
                CData::Opaque {
                    ty: Some(*ty),
                    pointer: false,
                },
            ),
            ConstData::Expr {
                op,
                ty,
                operands,
                source_ty,
                inbounds,
                ..
            } => {
                let ops: Vec<Val> = operands
                    .iter()
                    .map(|&o| self.arena_val(module_arena, o).unwrap_or(Val(u32::MAX)))
                    .collect();
                self.intern_key(
                    ConstKey::Expr {
                        op: *op,
                        ty: *ty,
                        ops: ops.clone(),
                        src_ty: *source_ty,
                        inbounds: *inbounds,
                    },
                    CData::Expr {
                        op: *op,
                        ty: *ty,
                        ops: ops.into(),
                        src_ty: *source_ty,
                        inbounds: *inbounds,
                    },
                )
            }
            other => {
                let ty = match other {
                    ConstData::Aggregate { ty, .. } | ConstData::Bytes { ty, .. } | ConstData::NoneToken(ty) => Some(*ty),
                    // A `ptr` in the functions' address space (0, as `addr_space`
                    // answers for functions): without a type a `store` of one
                    // would get no memory location and clobber everything.
                    ConstData::BlockAddress { .. } | ConstData::Wrapped { .. } => m.types.lookup(&TypeData::Ptr { addr_space: 0 }),
                    _ => None,
                };
                let pointer = matches!(
                    other,
                    ConstData::BlockAddress { .. } | ConstData::Wrapped { .. } | ConstData::InlineAsm { .. }
                );
                self.intern_key(ConstKey::Unique(module_arena, c.as_u32()), CData::Opaque { ty, pointer })
            }
        }
    }

    fn intern_body_consts(&mut self) {
        self.body_consts = vec![Val(u32::MAX); self.body.consts.len()];
        for (c, _) in self.body.consts.iter() {
            self.intern_arena_const(false, c);
        }
    }

    fn intern_aliasees(&mut self) {
        let module = self.module;
        for (_, g) in module.globals.iter() {
            if let GlobalKind::Alias { aliasee, .. } = &g.kind {
                self.intern_arena_const(true, *aliasee);
            }
        }
    }

    /// Interns a constant made up by an analysis (phi translation).
    pub(crate) fn intern_synthetic(&self, data: CData) -> Val {
        let key = match &data {
            CData::Int { ty, value } => ConstKey::Int(*ty, *value),
            CData::Null(t) => ConstKey::Null(*t),
            CData::Undef(t) => ConstKey::Undef(*t),
            CData::Poison(t) => ConstKey::Poison(*t),
            CData::Zero(t) => ConstKey::Zero(*t),
            CData::Expr {
                op,
                ty,
                ops,
                src_ty,
                inbounds,
            } => ConstKey::Expr {
                op: *op,
                ty: *ty,
                ops: ops.to_vec(),
                src_ty: *src_ty,
                inbounds: *inbounds,
            },
            CData::IntAddress { ty, value } => ConstKey::IntAddress(*ty, *value),
            CData::Opaque { .. } => ConstKey::Unique(true, u32::MAX - self.pool.borrow().data.len() as u32),
        };
        self.intern_key(key, data)
    }

    /// The integer constant `value` of type `ty` (interned).
    pub(crate) fn const_int(&self, ty: Type, value: i128) -> Val {
        let w = int_width(self.module, ty).unwrap_or(128);
        let v = sext_from(value, w);
        self.intern_synthetic(CData::Int { ty, value: v })
    }

    fn build_uses(&mut self) {
        let body = self.body;
        let mut uses: Vec<Vec<Use>> = vec![Vec::new(); body.locals.len()];
        for (i, d) in body.insts.iter() {
            for_each_operand(d, |v, slot| {
                if let Value::Local(l) = v {
                    if let Some(u) = uses.get_mut(l.as_u32() as usize) {
                        u.push(Use { inst: i, slot });
                    }
                }
            });
        }
        for u in &mut uses {
            u.reverse();
        }
        self.uses = uses;
    }

    // ---------------------------------------------------------------------
    // Values.

    /// The canonical value of an operand of this function.
    pub fn val(&self, v: Value) -> Val {
        match v {
            Value::Local(l) => Val(l.as_u32()),
            Value::Global(g) => self.global_val(g),
            Value::Const(c) => self.body_consts.get(c.as_u32() as usize).copied().unwrap_or(Val(u32::MAX)),
        }
    }

    /// The value of local `l`.
    pub fn local_val(&self, l: Local) -> Val {
        Val(l.as_u32())
    }

    /// The value of symbol `g`.
    pub fn symbol_val(&self, g: GlobalRef) -> Val {
        self.global_val(g)
    }

    /// What `v` is.
    pub fn kind(&self, v: Val) -> ValKind {
        if v.0 < self.n_locals {
            match self.body.locals[Local::from_u32(v.0)].def {
                LocalDef::Arg(n) => ValKind::Arg(n),
                LocalDef::Inst(i) => ValKind::Inst(i),
            }
        } else if v.0 < self.n_locals + self.n_funcs {
            ValKind::Global(GlobalRef::Func(Func::from_u32(v.0 - self.n_locals)))
        } else if v.0 < self.const_base() {
            ValKind::Global(GlobalRef::Global(llir::Global::from_u32(v.0 - self.n_locals - self.n_funcs)))
        } else {
            ValKind::Const
        }
    }

    /// The local value `v` is, if it is an argument or instruction result.
    pub fn as_local(&self, v: Val) -> Option<Local> {
        (v.0 < self.n_locals).then(|| Local::from_u32(v.0))
    }

    /// The `llir` operand for `v`, if it has one (every value but constants
    /// made up by phi translation, and constants of global initializers).
    pub fn to_value(&self, v: Val) -> Option<Value> {
        match self.kind(v) {
            ValKind::Arg(_) | ValKind::Inst(_) => Some(Value::Local(Local::from_u32(v.0))),
            ValKind::Global(g) => Some(Value::Global(g)),
            ValKind::Const => self
                .body_consts
                .iter()
                .position(|&x| x == v)
                .map(|i| Value::Const(Const::from_u32(i as u32))),
        }
    }

    /// The constant `v`, if it is one.
    pub(crate) fn cdata(&self, v: Val) -> Option<CData> {
        if v.0 < self.const_base() {
            return None;
        }
        self.pool.borrow().data.get((v.0 - self.const_base()) as usize).cloned()
    }

    /// The instruction defining `v`.
    pub fn inst_of(&self, v: Val) -> Option<Inst> {
        match self.kind(v) {
            ValKind::Inst(i) => Some(i),
            _ => None,
        }
    }

    /// The instruction data defining `v`.
    pub(crate) fn inst_data(&self, v: Val) -> Option<&'m InstData> {
        self.inst_of(v).map(|i| &self.body.insts[i])
    }

    /// The type of `v`; `None` for symbols whose pointer type is not
    /// interned in the module and for typeless constants.
    pub fn ty(&self, v: Val) -> Option<Type> {
        match self.kind(v) {
            ValKind::Arg(_) | ValKind::Inst(_) => Some(self.body.locals[Local::from_u32(v.0)].ty),
            ValKind::Global(_) => self.module.types.lookup(&TypeData::Ptr {
                addr_space: self.addr_space(v).unwrap_or(0),
            }),
            ValKind::Const => self.cdata(v).and_then(|c| c.ty()),
        }
    }

    /// The type of an operand.
    pub fn value_type(&self, v: Value) -> Option<Type> {
        self.ty(self.val(v))
    }

    /// True if `v` is a (scalar) pointer.
    pub fn is_pointer(&self, v: Val) -> bool {
        match self.kind(v) {
            ValKind::Global(_) => true,
            ValKind::Const => match self.cdata(v) {
                Some(CData::Opaque { pointer: true, .. }) => true,
                Some(c) => c.ty().is_some_and(|t| matches!(self.module.types.data(t), TypeData::Ptr { .. })),
                None => false,
            },
            _ => self
                .ty(v)
                .is_some_and(|t| matches!(self.module.types.data(t), TypeData::Ptr { .. })),
        }
    }

    /// The address space of pointer `v`.
    pub fn addr_space(&self, v: Val) -> Option<u32> {
        match self.kind(v) {
            ValKind::Global(GlobalRef::Func(_)) => Some(0),
            ValKind::Global(GlobalRef::Global(g)) => Some(self.module.globals[g].addr_space),
            _ => self.ty(v).and_then(|t| match self.module.types.data(t) {
                TypeData::Ptr { addr_space } => Some(*addr_space),
                _ => None,
            }),
        }
    }

    /// The width of integer `v`.
    pub(crate) fn int_width(&self, v: Val) -> Option<u32> {
        self.ty(v).and_then(|t| int_width(self.module, t))
    }

    /// The width of integer type `t`.
    pub(crate) fn type_int_width(&self, t: Type) -> Option<u32> {
        int_width(self.module, t)
    }

    /// `(width, value)` if `v` is an integer constant (value sign-extended).
    pub(crate) fn as_const_int(&self, v: Val) -> Option<(u32, i128)> {
        match self.cdata(v)? {
            CData::Int { ty, value } => Some((int_width(self.module, ty)?, value)),
            _ => None,
        }
    }

    /// True if `v` is `undef` or `poison`.
    pub(crate) fn is_undef(&self, v: Val) -> bool {
        matches!(self.cdata(v), Some(CData::Undef(_) | CData::Poison(_)))
    }

    /// True if `v` is a `null` pointer constant.
    pub(crate) fn is_null(&self, v: Val) -> bool {
        matches!(self.cdata(v), Some(CData::Null(t)) if matches!(self.module.types.data(t), TypeData::Ptr { .. }))
    }

    /// True if `v` is a constant (including symbols), as LLVM's `isa<Constant>`.
    pub(crate) fn is_constant(&self, v: Val) -> bool {
        matches!(self.kind(v), ValKind::Global(_) | ValKind::Const)
    }

    /// The uses of local value `v` (none for non-locals).
    pub(crate) fn uses(&self, v: Val) -> &[Use] {
        match self.as_local(v) {
            Some(l) => &self.uses[l.as_u32() as usize],
            None => &[],
        }
    }

    /// Predecessors of block `b` (one entry per CFG edge, in block order).
    pub(crate) fn predecessors(&self, b: Block) -> Vec<Block> {
        let mut preds = self.preds.borrow_mut();
        if preds.is_empty() {
            let n = self.body.blocks.len();
            *preds = vec![Vec::new(); n];
            for x in self.body.blocks.keys() {
                for s in self.body.successors(x) {
                    if let Some(p) = preds.get_mut(s.as_u32() as usize) {
                        p.push(x);
                    }
                }
            }
        }
        preds.get(b.as_u32() as usize).cloned().unwrap_or_default()
    }

    /// The block of the instruction defining `v`.
    pub(crate) fn block_of(&self, v: Val) -> Option<Block> {
        self.inst_data(v).map(|d| d.block)
    }

    /// Flags written after the opcode of instruction `i` (`nuw`, `nsw`,
    /// `exact`, `disjoint`, `nneg`, `inbounds`), read from its source text.
    pub(crate) fn flags(&self, i: Inst) -> Flags {
        let d = &self.body.insts[i];
        let text = self.module.source.get(d.span.range()).unwrap_or("");
        let text = match text.find('=') {
            // `%x = add nsw ...`; a store/call without result has no '=' before the opcode
            // (a '=' inside it would come after the opcode, harmless below).
            Some(p) if text.starts_with('%') => &text[p + 1..],
            _ => text,
        };
        let mut f = Flags::default();
        let mut words = text.split_ascii_whitespace();
        let _opcode = words.next();
        for w in words {
            match w {
                "nuw" => f.nuw = true,
                "nsw" => f.nsw = true,
                "exact" => f.exact = true,
                "disjoint" => f.disjoint = true,
                "nneg" => f.nneg = true,
                "inbounds" => f.inbounds = true,
                "nusw" | "fast" | "nnan" | "ninf" | "nsz" | "arcp" | "contract" | "afn" | "reassoc" => {}
                w if w.starts_with("inrange(") => {}
                _ => break,
            }
        }
        f
    }

    /// True if instruction `i` is in the entry block.
    pub(crate) fn in_entry_block(&self, i: Inst) -> bool {
        self.body.insts[i].block == self.body.entry()
    }

    // ---------------------------------------------------------------------
    // Operator views (instructions and constant expressions alike).

    /// `(opcode, operand)` if `v` is a cast instruction or cast expression.
    pub(crate) fn cast(&self, v: Val) -> Option<(Opcode, Val)> {
        match self.kind(v) {
            ValKind::Inst(i) => match &self.body.insts[i].kind {
                InstKind::Cast { op, value, .. } => Some((*op, self.val(*value))),
                _ => None,
            },
            ValKind::Const => match self.cdata(v)? {
                CData::Expr { op, ops, .. } if op.is_cast() => ops.first().map(|&o| (op, o)),
                _ => None,
            },
            _ => None,
        }
    }

    /// The GEP `v` is, if it is one (instruction or constant expression).
    /// The base pointer of `v` if it is a GEP (instruction or constant
    /// expression): [`FunctionAA::gep`]'s `base` without building the view.
    pub(crate) fn gep_base(&self, v: Val) -> Option<Val> {
        match self.kind(v) {
            ValKind::Inst(i) => match &self.body.insts[i].kind {
                InstKind::Gep { base, .. } => Some(self.val(*base)),
                _ => None,
            },
            ValKind::Const => match self.pool.borrow().data.get((v.0 - self.const_base()) as usize)? {
                CData::Expr {
                    op: Opcode::GetElementPtr,
                    ops,
                    src_ty: Some(_),
                    ..
                } => ops.first().copied(),
                _ => None,
            },
            _ => None,
        }
    }

    /// The base pointer of `v` if it is a GEP, and whether all its indices
    /// are zero constants (LLVM's `hasAllZeroIndices`), without allocating.
    pub(crate) fn gep_base_all_zero(&self, v: Val) -> Option<(Val, bool)> {
        match self.kind(v) {
            ValKind::Inst(i) => match &self.body.insts[i].kind {
                InstKind::Gep { base, indices, .. } => Some((self.val(*base), indices.iter().all(|&x| self.is_zero_value(self.val(x))))),
                _ => None,
            },
            ValKind::Const => {
                let ops = {
                    let pool = self.pool.borrow();
                    match pool.data.get((v.0 - self.const_base()) as usize)? {
                        CData::Expr {
                            op: Opcode::GetElementPtr,
                            ops,
                            src_ty: Some(_),
                            ..
                        } => Rc::clone(ops),
                        _ => return None,
                    }
                };
                // `is_zero_value` looks constants up in the pool again.
                let (&base, rest) = ops.split_first()?;
                Some((base, rest.iter().all(|&x| self.is_zero_value(x))))
            }
            _ => None,
        }
    }

    pub(crate) fn gep(&self, v: Val) -> Option<GepView> {
        match self.kind(v) {
            ValKind::Inst(i) => match &self.body.insts[i].kind {
                InstKind::Gep {
                    source_ty,
                    base,
                    indices,
                    inbounds,
                } => Some(GepView {
                    src_ty: *source_ty,
                    base: self.val(*base),
                    indices: indices.iter().map(|&x| self.val(x)).collect(),
                    inbounds: *inbounds,
                    result_ty: self.ty(v),
                }),
                _ => None,
            },
            ValKind::Const => match self.cdata(v)? {
                CData::Expr {
                    op: Opcode::GetElementPtr,
                    ops,
                    src_ty,
                    inbounds,
                    ty,
                } => {
                    let (&base, rest) = ops.split_first()?;
                    Some(GepView {
                        src_ty: src_ty?,
                        base,
                        indices: rest.to_vec(),
                        inbounds,
                        result_ty: Some(ty),
                    })
                }
                _ => None,
            },
            _ => None,
        }
    }

    /// Incoming `(value, block)` pairs if `v` is a phi.
    pub(crate) fn phi(&self, v: Val) -> Option<&'m [(Value, Block)]> {
        match &self.inst_data(v)?.kind {
            InstKind::Phi { incoming } => Some(incoming),
            _ => None,
        }
    }

    /// `(cond, true, false)` if `v` is a select instruction.
    pub(crate) fn select(&self, v: Val) -> Option<(Val, Val, Val)> {
        match &self.inst_data(v)?.kind {
            InstKind::Select { cond, if_true, if_false } => Some((self.val(*cond), self.val(*if_true), self.val(*if_false))),
            _ => None,
        }
    }

    /// `(op, lhs, rhs, flags)` if `v` is a binary operator instruction or
    /// constant expression (expression flags are not kept: none).
    pub(crate) fn binop(&self, v: Val) -> Option<(Opcode, Val, Val, Flags)> {
        use Opcode::*;
        let is_bin = |op: Opcode| matches!(op, Add | Sub | Mul | UDiv | SDiv | URem | SRem | Shl | LShr | AShr | And | Or | Xor);
        match self.kind(v) {
            ValKind::Inst(i) => match &self.body.insts[i].kind {
                InstKind::Other { op, operands } if is_bin(*op) && operands.len() == 2 => {
                    Some((*op, self.val(operands[0]), self.val(operands[1]), self.flags(i)))
                }
                _ => None,
            },
            ValKind::Const => match self.cdata(v)? {
                CData::Expr { op, ops, .. } if is_bin(op) && ops.len() == 2 => Some((op, ops[0], ops[1], Flags::default())),
                _ => None,
            },
            _ => None,
        }
    }

    /// The call data of call instruction `v`.
    pub(crate) fn call_of(&self, v: Val) -> Option<(Inst, &'m CallData)> {
        let i = self.inst_of(v)?;
        self.body.insts[i].call().map(|c| (i, c))
    }

    /// True if `v` is an `alloca`.
    pub(crate) fn is_alloca(&self, v: Val) -> bool {
        matches!(self.inst_data(v).map(|d| &d.kind), Some(InstKind::Alloca { .. }))
    }

    /// True if `v` is a `load`.
    pub(crate) fn is_load(&self, v: Val) -> bool {
        matches!(self.inst_data(v).map(|d| &d.kind), Some(InstKind::Load { .. }))
    }

    /// Attributes of parameter `n` of this function.
    pub(crate) fn param_attrs(&self, n: u32) -> Option<&'m AttrSet> {
        self.function().params.get(n as usize).map(|p| &p.attrs)
    }

    /// True if argument value `v` has the parameter attribute `name`.
    pub(crate) fn arg_has_attr(&self, v: Val, name: &str) -> bool {
        match self.kind(v) {
            ValKind::Arg(n) => self.param_attrs(n).is_some_and(|a| self.module.has_attr(a, name)),
            _ => false,
        }
    }

    /// The global variable/alias data of symbol `v`.
    pub(crate) fn global_data(&self, v: Val) -> Option<&'m llir::GlobalData> {
        match self.kind(v) {
            ValKind::Global(GlobalRef::Global(g)) => Some(&self.module.globals[g]),
            _ => None,
        }
    }

    /// The aliasee of a non-interposable global alias.
    pub(crate) fn alias_target(&self, v: Val) -> Option<Val> {
        let g = self.global_data(v)?;
        match &g.kind {
            GlobalKind::Alias { aliasee, .. } if !is_interposable(&g.qualifiers) => self.module_consts.get(aliasee).copied(),
            _ => None,
        }
    }

    /// True if symbol `v` is a global alias (interposable or not).
    pub(crate) fn is_global_alias(&self, v: Val) -> bool {
        matches!(self.global_data(v).map(|g| &g.kind), Some(GlobalKind::Alias { .. }))
    }
}

/// True if linkage `qualifiers` let another definition replace the symbol
/// at link time (`weak`, `linkonce`, `common`, `extern_weak`; not the `_odr`
/// forms).
pub(crate) fn is_interposable(qualifiers: &[Box<str>]) -> bool {
    qualifiers
        .iter()
        .any(|q| matches!(&**q, "weak" | "linkonce" | "common" | "extern_weak"))
}

/// A GEP, instruction or constant expression.
#[derive(Clone, Debug)]
pub(crate) struct GepView {
    pub src_ty: Type,
    pub base: Val,
    pub indices: Vec<Val>,
    pub inbounds: bool,
    pub result_ty: Option<Type>,
}

/// Calls `f` for every operand of `d` with the slot it occupies.
pub(crate) fn for_each_operand(d: &InstData, mut f: impl FnMut(Value, UseSlot)) {
    let mut ops = |vals: &[Value]| {
        for (n, &v) in vals.iter().enumerate() {
            f(v, UseSlot::Operand(n as u32));
        }
    };
    match &d.kind {
        InstKind::Ret { value } => ops(&value.iter().copied().collect::<Vec<_>>()),
        InstKind::Br { .. } | InstKind::Unreachable => {}
        InstKind::CondBr { cond, .. } => ops(&[*cond]),
        InstKind::Switch { value, cases, .. } => {
            let mut v = vec![*value];
            v.extend(cases.iter().map(|c| c.0));
            ops(&v)
        }
        InstKind::IndirectBr { address, .. } => ops(&[*address]),
        InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } | InstKind::Call(call) => {
            for (n, a) in call.args.iter().enumerate() {
                f(a.value, UseSlot::CallArg(n as u32));
            }
            let mut k = 0;
            for b in &call.bundles {
                for &v in &b.inputs {
                    f(v, UseSlot::BundleOperand(k));
                    k += 1;
                }
            }
            f(call.callee, UseSlot::Callee);
        }
        InstKind::Resume { value } => ops(&[*value]),
        InstKind::CleanupRet { pad, .. } | InstKind::CatchRet { pad, .. } => ops(&[*pad]),
        InstKind::CatchSwitch { parent, .. } => ops(&[*parent]),
        InstKind::Alloca { count, .. } => ops(&count.iter().copied().collect::<Vec<_>>()),
        InstKind::Load { ptr, .. } => f(*ptr, UseSlot::Address),
        InstKind::Store { value, ptr, .. } => {
            f(*value, UseSlot::StoredValue);
            f(*ptr, UseSlot::Address);
        }
        InstKind::Fence { .. } => {}
        InstKind::CmpXchg { ptr, cmp, new, .. } => {
            f(*ptr, UseSlot::Address);
            f(*cmp, UseSlot::StoredValue);
            f(*new, UseSlot::StoredValue);
        }
        InstKind::AtomicRmw { ptr, value, .. } => {
            f(*ptr, UseSlot::Address);
            f(*value, UseSlot::StoredValue);
        }
        InstKind::VaArg { list, .. } => f(*list, UseSlot::Address),
        InstKind::Gep { base, indices, .. } => {
            let mut v = vec![*base];
            v.extend(indices.iter().copied());
            ops(&v)
        }
        InstKind::Phi { incoming } => ops(&incoming.iter().map(|x| x.0).collect::<Vec<_>>()),
        InstKind::Select { cond, if_true, if_false } => ops(&[*cond, *if_true, *if_false]),
        InstKind::Cast { value, .. } => ops(&[*value]),
        InstKind::LandingPad { clauses, .. } => ops(clauses),
        InstKind::CatchPad { catchswitch, args } => {
            let mut v = vec![*catchswitch];
            v.extend(args.iter().copied());
            ops(&v)
        }
        InstKind::CleanupPad { parent, args } => {
            let mut v = vec![*parent];
            v.extend(args.iter().copied());
            ops(&v)
        }
        InstKind::Other { operands, .. } => ops(operands),
    }
}
