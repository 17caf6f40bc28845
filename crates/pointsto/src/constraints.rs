//! From IR to inclusion constraints.
//!
//! Every value that may carry a pointer gets a constraint variable, a
//! [`Node`]; so does the content of every abstract object. Five kinds of
//! constraints relate them (`pts(x)` is the points-to set of `x`):
//!
//! | constraint | meaning | produced by |
//! |---|---|---|
//! | `addr(x, o)` | `o ∈ pts(x)` | `alloca`, `@global`, heap allocation, constant expressions |
//! | `copy(x, y)` | `pts(x) ⊇ pts(y)` | `phi`, `select`, casts, argument/return binding, `extractvalue`, ... |
//! | `load(x, y)` | `pts(x) ⊇ pts(content(o))` for `o ∈ pts(y)` | `load` |
//! | `store(x, y)` | `pts(content(o)) ⊇ pts(y)` for `o ∈ pts(x)` | `store` |
//! | `gep(x, y, k)` | `pts(x) ⊇ { o + k : o ∈ pts(y) }` | `getelementptr`, integer `add`/`sub` |
//!
//! plus call constraints for calls through pointers, resolved while solving.
//! Direct calls are bound here: arguments are copied to parameters, the
//! callee's return variable to the call's result, extra arguments of a
//! variadic callee into its [`ObjKind::VarArgs`] object. Calls to functions
//! without a body follow the model table of [`crate::externals`].
//!
//! # Which values carry pointers
//! A value carries pointers when its type is a pointer, an integer at least
//! as wide as a pointer (`i64` on 64-bit targets), or a vector, array or
//! struct of such. Integers are tracked because optimized code moves
//! pointers through them: `ptrtoint`/`inttoptr`, struct copies done as
//! `load i64`/`store i64`, pointer tagging. Integer arithmetic keeps the
//! pointees of its operands: `add`/`sub` of a constant shifts the offset,
//! anything else (`and`, `or`, `mul`, a second variable operand, ...) turns
//! it into an unknown offset in the same objects. Integers narrower than a
//! pointer and floating-point values are assumed never to hold a whole
//! pointer; a pointer split into pieces and glued back together is not
//! followed. Integer constants point nowhere (no absolute addresses).
//!
//! # Memory accesses
//! A load or store of a pointer-sized or smaller value touches the field at
//! the address. A wider access (vectors, `i128`, first-class aggregates) and
//! `memcpy`/`memmove` of a constant length are split into pointer-sized
//! slots at multiples of the pointer size from the start of the access;
//! this assumes pointers in memory sit at pointer-aligned offsets relative
//! to the start of such an access (true except in packed structs). Copies
//! of unknown or very large length move every field to every field
//! (any-offset on both sides, which collapses both objects).
//!
//! # Type-based filtering
//! A load or store of one pointer-sized slot with a `!tbaa` tag becomes a
//! tagged constraint ([`Constraints::tagged_load`],
//! [`Constraints::tagged_store`]) when [`Config::tbaa`] is on: the
//! solver lets a tagged load read only what stores whose tags may alias
//! its own wrote, as long as nothing untagged wrote the object. Wider
//! accesses and every model of a library function are untagged.
//!
//! # -O0 and -O2 code
//! Nothing here depends on mem2reg having run: at -O0 every local lives in
//! an `alloca` and flows through `store`/`load` constraints on its stack
//! object; the solver's cycle elimination makes that cheap.

use crate::externals;
use crate::objects::{CloneSite, ElemCount, Obj, ObjKind, Objects};
use crate::Config;
use entity::{define_id, EntityId, PrimaryMap};
use llir::layout::TypeLayout;
use llir::{
    Block, Body, Const, ConstData, Func, Function, Global, GlobalKind, GlobalRef, Inst, InstKind, Local, LocalDef, MdKind, MdNode, MdRef,
    Module, Opcode, Type, TypeData, Value,
};
use rayon::prelude::*;
use std::collections::HashMap;

define_id!(
    /// A constraint variable: a value that may carry pointers, a function's
    /// return value, a symbol's address, the content of an object, or a
    /// temporary of an external-function model.
    pub Node, "n");

/// An address offset added by a `getelementptr` or integer arithmetic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GepOffset {
    /// Exactly this many bytes.
    Const(i64),
    /// `offset + n * gcd` bytes for some unknown integer `n` (`gcd > 0`):
    /// variable indices whose strides have greatest common divisor `gcd`.
    Strided {
        /// The constant part.
        offset: i64,
        /// The gcd of the strides of the variable indices.
        gcd: u64,
    },
    /// Anything.
    Any,
}

fn gcd(a: u64, b: u64) -> u64 {
    let (mut a, mut b) = (a, b);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl GepOffset {
    /// The offset of doing `self` and then `next`.
    pub fn then(self, next: GepOffset) -> GepOffset {
        use GepOffset::*;
        let parts = |o: GepOffset| match o {
            Const(c) => Some((c, 0)),
            Strided { offset, gcd } => Some((offset, gcd)),
            Any => None,
        };
        let (Some((a, ga)), Some((b, gb))) = (parts(self), parts(next)) else {
            return Any;
        };
        let Some(c) = a.checked_add(b) else { return Any };
        match gcd(ga, gb) {
            0 => Const(c),
            g => Strided { offset: c, gcd: g },
        }
    }

    /// True for `Const(0)`: the address does not move.
    pub fn is_zero(self) -> bool {
        self == GepOffset::Const(0)
    }
}

/// A call whose targets are found while solving: calls through pointers,
/// and callbacks of modeled external functions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallSite {
    /// The calling function.
    pub func: Func,
    /// The instance of `func` the call belongs to: [`BASE`], or a context
    /// clone of [`crate::contexts`].
    pub instance: u32,
    /// The call instruction (for a callback: the call of the external
    /// function that invokes it).
    pub inst: Inst,
    /// The called pointer.
    pub callee: Node,
    /// One entry per actual argument; `None` for arguments that carry no pointer.
    pub args: Vec<Option<Node>>,
    /// Constant integer arguments (lengths of `memcpy` and the like), for
    /// modeled externals reached through a pointer.
    pub arg_ints: Vec<Option<i64>>,
    /// Where the result goes, if the call has a pointer-carrying result.
    pub ret: Option<Node>,
    /// Bound to every parameter beyond `args` (and to the varargs object):
    /// used when unknown code calls escaped functions with unknown
    /// arguments. `Some` only for that one call site of code outside the
    /// module, whose `func` and `inst` are stand-ins (function 0,
    /// instruction 0) that name nothing.
    pub rest: Option<Node>,
    /// The function type of the call instruction, for filtering callees by
    /// type ([`crate::Config::type_filter`]); `None` for callbacks of models.
    pub fn_ty: Option<Type>,
}

/// What a node stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NodeOrigin {
    /// A local value (argument or instruction result) of a function.
    Local(Func, Local),
    /// What the definition of a local with certain uses makes (arguments
    /// bound to a parameter, a load's, a call's result...), before the
    /// filter (`keep`) into the local's own node.
    Definition(Func, Local),
    /// The return value of a function.
    Ret(Func),
    /// The address of a global symbol.
    Symbol(GlobalRef),
    /// What an object holds.
    Content(Obj),
    /// A constant expression or a temporary of a model.
    Temp,
}

/// One call instruction, for the call graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteInfo {
    /// The calling function.
    pub func: Func,
    /// The call, invoke or callbr instruction.
    pub inst: Inst,
    /// The callee of a direct call.
    pub direct: Option<Func>,
    /// Index into [`Constraints::calls`] of an indirect call.
    pub indirect: Option<u32>,
}

/// Per-function lookup tables.
#[derive(Clone, Debug, Default)]
pub(crate) struct FuncNodes {
    /// Node of each local, `u32::MAX` for values that carry no pointer.
    pub locals: Vec<u32>,
    /// Node each parameter's bindings go to: its node, or the unfiltered
    /// node in front of it when its certain uses filter it (see `keep`).
    pub params_in: Vec<u32>,
    /// Node of the return value.
    pub ret: Option<Node>,
    /// The varargs object of a variadic definition.
    pub varargs: Option<Obj>,
    /// First node of the function's block of nodes.
    pub node_base: u32,
    /// Node of each constant of the body that was used where a pointer may
    /// flow and points somewhere; `u32::MAX` otherwise.
    pub consts: Vec<u32>,
}

const NONE: u32 = u32::MAX;

/// The base instance of a function: the one every call without a context
/// of its own binds to (calls from unknown code, calls into recursion,
/// calls beyond the context budget, and every call without contexts).
pub const BASE: u32 = u32::MAX;

/// All constraints of a module, ready for the solver.
#[derive(Clone, Debug)]
pub struct Constraints {
    /// The abstract objects created so far (the solver creates more fields).
    pub objects: Objects,
    /// What each node stands for.
    pub origins: Vec<NodeOrigin>,
    /// The content node of each object.
    pub obj_node: Vec<Node>,
    /// `addr(x, o)`.
    pub addr: Vec<(Node, Obj)>,
    /// `copy(dst, src)`.
    pub copy: Vec<(Node, Node)>,
    /// `load(dst, src)`: `dst ⊇ *src`.
    pub load: Vec<(Node, Node)>,
    /// `store(dst, src)`: `*dst ⊇ src`.
    pub store: Vec<(Node, Node)>,
    /// `load(dst, src)` by an access with a `!tbaa` tag: reads only what
    /// stores with tags that may alias it wrote (see "Type-based
    /// filtering" above).
    pub tagged_load: Vec<(Node, Node, MdNode)>,
    /// `store(dst, src)` by an access with a `!tbaa` tag.
    pub tagged_store: Vec<(Node, Node, MdNode)>,
    /// `gep(dst, src, off)`.
    pub gep: Vec<(Node, Node, GepOffset)>,
    /// `keep(dst, src, uses)`: `dst ⊇ pts(src)` without what a value with
    /// certain uses `uses` cannot hold: function objects if it is
    /// dereferenced ([`crate::certain_use`] `DATA`), everything but
    /// functions and the unknown object if it is called (`CODE`).
    pub keep: Vec<(Node, Node, u8)>,
    /// Calls resolved while solving.
    pub calls: Vec<CallSite>,
    /// Every call instruction, in function and instruction order.
    pub sites: Vec<SiteInfo>,
    /// The unknown object.
    pub unknown: Obj,
    pub(crate) funcs: Vec<FuncNodes>,
    /// Lookup tables of the context clones ([`crate::contexts`]), by clone id.
    pub(crate) clones: Vec<FuncNodes>,
    /// The function each clone copies.
    pub(crate) clone_func: Vec<Func>,
    /// Which instance a call binds to: `(caller, caller's instance, call,
    /// callee) -> clone`; calls not listed bind to the callee's base instance.
    pub(crate) clone_targets: HashMap<(Func, u32, Inst, Func), u32>,
    /// The instance whose constraints are being added: objects created
    /// meanwhile belong to it, calls made meanwhile are its calls.
    pub(crate) cur_instance: u32,
    pub(crate) symbols: HashMap<GlobalRef, Node>,
    /// Object of each global variable (aliases and ifuncs have none).
    pub(crate) global_obj: Vec<Option<Obj>>,
    /// Object of each function.
    pub(crate) func_obj: Vec<Obj>,
    pub(crate) ptr_bytes: u64,
    /// Allocation wrappers ([`crate::heap`]); all false without heap cloning.
    pub(crate) allocators: Vec<bool>,
    /// Allocation sites whose objects must not be renamed.
    pub(crate) no_clone: std::collections::HashSet<(Func, Inst)>,
    /// `relabel(dst, src, site)`: `dst ⊇ pts(src)` with objects of
    /// allocation wrappers renamed for the call `site`.
    pub relabel: Vec<(Node, Node, CloneSite)>,
    /// What global initializers alone put in memory: `(field, target)`
    /// pairs, the field of a global holding the address of `target` when
    /// the program starts (objects as created; normalize them after
    /// solving). Kept after the constraint lists are emptied.
    pub initial_contents: Vec<(Obj, Obj)>,
}

/// The operations external-function models (and the solver, for calls
/// resolved late) use to add constraints.
pub(crate) trait Sink {
    fn new_node(&mut self) -> Node;
    fn new_object(&mut self, kind: ObjKind, size: Option<u64>) -> Obj;
    fn obj_node(&self, o: Obj) -> Node;
    fn addr(&mut self, dst: Node, o: Obj);
    fn copy(&mut self, dst: Node, src: Node);
    fn load(&mut self, dst: Node, src: Node);
    fn store(&mut self, dst: Node, src: Node);
    fn gep(&mut self, dst: Node, src: Node, off: GepOffset);
    fn call(&mut self, site: CallSite);
    fn unknown(&self) -> Obj;
    fn varargs_of(&self, f: Func) -> Option<Obj>;
    /// The instance whose constraints are being added ([`BASE`] or a clone).
    fn instance(&self) -> u32;
    fn ptr_bytes(&self) -> u64;
    fn relabel(&mut self, dst: Node, src: Node, site: CloneSite);
    fn is_allocator(&self, f: Func) -> bool;
    /// Marks a heap object created at `(f, inst)` as renamable if `f` is a wrapper.
    fn heap_created(&mut self, o: Obj, f: Func, inst: Inst);
}

impl Constraints {
    fn push_node(&mut self, origin: NodeOrigin) -> Node {
        let n = Node::new(self.origins.len());
        self.origins.push(origin);
        n
    }

    /// Number of nodes.
    pub fn num_nodes(&self) -> usize {
        self.origins.len()
    }

    /// The node of local `l` of `f`, if it carries pointers.
    pub fn local_node(&self, f: Func, l: Local) -> Option<Node> {
        let v = *self.funcs.get(f.index())?.locals.get(l.index())?;
        (v != NONE).then(|| Node::from_u32(v))
    }

    /// The node the arguments bound to parameter `i` of `f` go to: the
    /// parameter's node, or the node in front of it when the parameter's
    /// certain uses filter what it receives (`keep`).
    pub fn param_node(&self, f: Func, i: usize) -> Option<Node> {
        let v = *self.funcs.get(f.index())?.params_in.get(i)?;
        (v != NONE).then(|| Node::from_u32(v))
    }

    /// The lookup tables of instance `clone` of `f` ([`BASE`] or a clone id).
    pub(crate) fn instance_nodes(&self, f: Func, clone: u32) -> Option<&FuncNodes> {
        if clone == BASE {
            self.funcs.get(f.index())
        } else {
            self.clones.get(clone as usize)
        }
    }

    /// The node of local `l` in instance `clone` of `f` ([`BASE`] or a
    /// context clone's id).
    pub fn instance_local_node(&self, f: Func, clone: u32, l: Local) -> Option<Node> {
        let v = *self.instance_nodes(f, clone)?.locals.get(l.index())?;
        (v != NONE).then(|| Node::from_u32(v))
    }

    /// [`Constraints::param_node`] of instance `clone` of `f`.
    pub fn instance_param_node(&self, f: Func, clone: u32, i: usize) -> Option<Node> {
        let v = *self.instance_nodes(f, clone)?.params_in.get(i)?;
        (v != NONE).then(|| Node::from_u32(v))
    }

    /// [`Constraints::ret_node`] of instance `clone` of `f`.
    pub fn instance_ret_node(&self, f: Func, clone: u32) -> Option<Node> {
        self.instance_nodes(f, clone)?.ret
    }

    /// The node of operand `v` in instance `clone` of `f`.
    pub fn instance_value_node(&self, f: Func, clone: u32, v: Value) -> Option<Node> {
        match v {
            Value::Local(l) => self.instance_local_node(f, clone, l),
            Value::Global(g) => self.symbol_node(g),
            Value::Const(c) => {
                let v = *self.instance_nodes(f, clone)?.consts.get(c.index())?;
                (v != NONE).then(|| Node::from_u32(v))
            }
        }
    }

    /// Number of context clones.
    pub fn num_clones(&self) -> usize {
        self.clones.len()
    }

    /// The function context clone `c` copies.
    pub fn clone_func(&self, c: u32) -> Func {
        self.clone_func[c as usize]
    }

    /// The instance of `g` a call `inst` of instance `clone` of `f` binds to.
    pub(crate) fn target_instance(&self, f: Func, clone: u32, inst: Inst, g: Func) -> u32 {
        if self.clone_targets.is_empty() {
            return BASE;
        }
        self.clone_targets.get(&(f, clone, inst, g)).copied().unwrap_or(BASE)
    }

    /// The node of constant `c` of the body of `f`, if it was used where a
    /// pointer may flow and points somewhere.
    pub fn const_node(&self, f: Func, c: Const) -> Option<Node> {
        let v = *self.funcs.get(f.index())?.consts.get(c.index())?;
        (v != NONE).then(|| Node::from_u32(v))
    }

    /// The node of operand `v` of a function `f`.
    pub fn value_node(&self, f: Func, v: Value) -> Option<Node> {
        match v {
            Value::Local(l) => self.local_node(f, l),
            Value::Global(g) => self.symbol_node(g),
            Value::Const(c) => self.const_node(f, c),
        }
    }

    /// The node of the return value of `f`.
    pub fn ret_node(&self, f: Func) -> Option<Node> {
        self.funcs.get(f.index())?.ret
    }

    /// The node holding the address of symbol `g`.
    pub fn symbol_node(&self, g: GlobalRef) -> Option<Node> {
        self.symbols.get(&g).copied()
    }

    /// The object of global variable `g` (`None` for aliases and ifuncs).
    pub fn global_object(&self, g: Global) -> Option<Obj> {
        self.global_obj.get(g.index()).copied().flatten()
    }

    /// The object of function `f`.
    pub fn function_object(&self, f: Func) -> Obj {
        self.func_obj[f.index()]
    }
}

impl Sink for Constraints {
    fn new_node(&mut self) -> Node {
        self.push_node(NodeOrigin::Temp)
    }
    fn new_object(&mut self, kind: ObjKind, size: Option<u64>) -> Obj {
        let o = self.objects.new_base(kind, None, ElemCount::One, size);
        if self.cur_instance != BASE {
            self.objects.set_context(o, self.cur_instance);
        }
        let n = self.push_node(NodeOrigin::Content(o));
        debug_assert_eq!(self.obj_node.len(), o.index());
        self.obj_node.push(n);
        o
    }
    fn obj_node(&self, o: Obj) -> Node {
        self.obj_node[o.index()]
    }
    fn addr(&mut self, dst: Node, o: Obj) {
        self.addr.push((dst, o));
    }
    fn copy(&mut self, dst: Node, src: Node) {
        if dst != src {
            self.copy.push((dst, src));
        }
    }
    fn load(&mut self, dst: Node, src: Node) {
        self.load.push((dst, src));
    }
    fn store(&mut self, dst: Node, src: Node) {
        self.store.push((dst, src));
    }
    fn gep(&mut self, dst: Node, src: Node, off: GepOffset) {
        if off.is_zero() {
            self.copy(dst, src);
        } else {
            self.gep.push((dst, src, off));
        }
    }
    fn call(&mut self, site: CallSite) {
        self.calls.push(site);
    }
    fn unknown(&self) -> Obj {
        self.unknown
    }
    fn varargs_of(&self, f: Func) -> Option<Obj> {
        self.funcs.get(f.index()).and_then(|x| x.varargs)
    }
    fn instance(&self) -> u32 {
        self.cur_instance
    }
    fn ptr_bytes(&self) -> u64 {
        self.ptr_bytes
    }
    fn relabel(&mut self, dst: Node, src: Node, site: CloneSite) {
        self.relabel.push((dst, src, site));
    }
    fn is_allocator(&self, f: Func) -> bool {
        self.allocators.get(f.index()).copied().unwrap_or(false)
    }
    fn heap_created(&mut self, o: Obj, f: Func, inst: Inst) {
        if self.is_allocator(f) && !self.no_clone.contains(&(f, inst)) {
            self.objects.set_clonable(o, true);
        }
    }
}

// ---------------------------------------------------------------------------
// Types and offsets

/// True if values of type `t` may carry a pointer (see the module doc).
pub(crate) fn carries_pointer(cx: TypeLayout<'_>, t: Type) -> bool {
    let ptr_bits = cx.dl.pointer_size_bits(0);
    let mut stack = vec![t];
    let mut steps = 0;
    while let Some(t) = stack.pop() {
        steps += 1;
        if steps > 10_000 {
            return true; // absurdly large aggregate: assume it may
        }
        match cx.types.data(t) {
            TypeData::Ptr { .. } => return true,
            TypeData::Int(w) if *w >= ptr_bits => return true,
            TypeData::Vector { elem, .. } | TypeData::Array { elem, .. } => stack.push(*elem),
            TypeData::Struct { .. } | TypeData::Named(_) => {
                if let Some((fields, _)) = cx.types.struct_fields(t) {
                    stack.extend_from_slice(fields);
                }
            }
            _ => {}
        }
    }
    false
}

/// True if `t` is a pointer or a vector of pointers (a "top-level pointer"
/// in SVF's sense, used for statistics).
pub(crate) fn is_pointer_type(cx: TypeLayout<'_>, t: Type) -> bool {
    cx.types.is_pointer_like(t)
}

/// An index operand of an address computation.
#[derive(Clone, Copy)]
enum Index {
    Const(i128),
    /// Unknown at compile time, but always a multiple of `.0` (at least 1).
    Var(u64),
}

/// The offset of `getelementptr source_ty, base, indices...`, where
/// `index_bits` is the index width of the base's address space and
/// `source_size` is `source_ty`'s allocation size (the caller may have it
/// memoized: for an aggregate, computing it walks the type).
///
/// The constant part wraps at the index width, as GEP arithmetic does in
/// LLVM: with `p:64:64:64:32`, `getelementptr i8, ptr %p, i64 4294967296`
/// is `%p` itself (offset 0), not 4 GiB past it.
fn gep_offset(
    cx: TypeLayout<'_>,
    source_ty: Type,
    source_size: Option<u64>,
    index_bits: u32,
    indices: impl Iterator<Item = Index>,
) -> GepOffset {
    let mut cst: i128 = 0;
    let mut g: u64 = 0;
    let mut cur: Option<Type> = None; // None before the first index
    for idx in indices {
        let (stride, next) = match cur {
            None => (source_size, Some(source_ty)),
            Some(t) => match cx.types.data(t) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let Index::Const(i) = idx else { return GepOffset::Any };
                    let Some(offsets) = cx.field_offsets(t) else {
                        return GepOffset::Any;
                    };
                    let Some((fields, _)) = cx.types.struct_fields(t) else {
                        return GepOffset::Any;
                    };
                    let Some(i) = usize::try_from(i).ok().filter(|&i| i < fields.len()) else {
                        return GepOffset::Any;
                    };
                    cst += offsets[i] as i128;
                    cur = Some(fields[i]);
                    continue;
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => (cx.alloc_size(*elem), Some(*elem)),
                _ => return GepOffset::Any,
            },
        };
        let Some(stride) = stride else { return GepOffset::Any };
        match idx {
            Index::Const(i) => match i.checked_mul(stride as i128).and_then(|p| cst.checked_add(p)) {
                Some(c) => cst = c,
                None => return GepOffset::Any,
            },
            Index::Var(m) => {
                if stride != 0 {
                    g = gcd(g, stride.saturating_mul(m.max(1)));
                }
            }
        }
        cur = next;
    }
    let cst = wrap_to_index(cst, index_bits);
    let Ok(c) = i64::try_from(cst) else { return GepOffset::Any };
    if g == 0 {
        GepOffset::Const(c)
    } else {
        GepOffset::Strided { offset: c, gcd: g }
    }
}

/// `v` reduced modulo `2^bits` and sign-extended (GEP offsets wrap at the
/// index width); widths of 128 bits or more leave `v` as it is.
fn wrap_to_index(v: i128, bits: u32) -> i128 {
    if bits == 0 || bits >= 128 {
        return v;
    }
    let shift = 128 - bits;
    (v << shift) >> shift
}

/// The pointer-sized slots an access of `size` bytes is split into:
/// `None` for too many slots (treat as any offset).
pub(crate) fn access_slots(size: Option<u64>, ptr_bytes: u64) -> Option<Vec<i64>> {
    const MAX_SLOTS: u64 = 64;
    let size = size?;
    if size <= ptr_bytes {
        return Some(vec![0]);
    }
    let n = size / ptr_bytes;
    if n > MAX_SLOTS {
        return None;
    }
    Some((0..n).map(|i| (i * ptr_bytes) as i64).collect())
}

// ---------------------------------------------------------------------------
// Constant expressions

/// Where the address of each global symbol points.
struct SymTargets {
    targets: HashMap<GlobalRef, Vec<(Obj, GepOffset)>>,
}

/// The objects (with offsets) a constant may point to, appended to `out`.
/// Integer and floating-point literals, `null`, `undef` and block addresses
/// point nowhere.
fn const_targets(
    cx: TypeLayout<'_>,
    arena: &PrimaryMap<Const, ConstData>,
    syms: &SymTargets,
    unknown: Obj,
    c: Const,
    out: &mut Vec<(Obj, GepOffset)>,
) {
    let start = out.len();
    let mut stack = vec![(c, GepOffset::Const(0))];
    let mut steps = 0usize;
    while let Some((c, off)) = stack.pop() {
        steps += 1;
        if steps > 100_000 {
            // A pathological constant DAG: give up precisely, stay sound.
            out.truncate(start);
            out.push((unknown, GepOffset::Any));
            return;
        }
        let Some(data) = arena.get(c) else { continue };
        match data {
            ConstData::Global(g) | ConstData::Wrapped { target: g, .. } => {
                if let Some(ts) = syms.targets.get(g) {
                    out.extend(ts.iter().map(|&(o, k)| (o, k.then(off))));
                }
            }
            ConstData::Aggregate { elems, .. } => stack.extend(elems.iter().map(|&e| (e, off))),
            ConstData::Expr {
                op,
                ty,
                operands,
                source_ty,
                ..
            } => match op {
                Opcode::GetElementPtr => {
                    let Some((&base, idx)) = operands.split_first() else { continue };
                    // The result has the base's address space.
                    let asp = match cx.types.data(*ty) {
                        TypeData::Ptr { addr_space } => *addr_space,
                        _ => 0,
                    };
                    let k = match source_ty {
                        Some(st) => gep_offset(
                            cx,
                            *st,
                            cx.alloc_size(*st),
                            cx.dl.index_size_bits(asp),
                            idx.iter().map(|&i| match arena.get(i) {
                                Some(ConstData::Int { value, .. }) => Index::Const(*value),
                                Some(ConstData::Zero(_)) | Some(ConstData::Null(_)) => Index::Const(0),
                                _ => Index::Var(1),
                            }),
                        ),
                        None => GepOffset::Any,
                    };
                    stack.push((base, k.then(off)));
                }
                Opcode::Add | Opcode::Sub => {
                    let int_of = |i: Const| match arena.get(i) {
                        Some(ConstData::Int { value, .. }) => i64::try_from(*value).ok(),
                        _ => None,
                    };
                    match (operands.first(), operands.get(1)) {
                        (Some(&a), Some(&b)) if int_of(b).is_some() => {
                            let k = int_of(b).unwrap_or(0);
                            let k = if *op == Opcode::Sub { k.checked_neg() } else { Some(k) };
                            stack.push((a, k.map_or(GepOffset::Any, GepOffset::Const).then(off)));
                        }
                        (Some(&a), Some(&b)) if *op == Opcode::Add && int_of(a).is_some() => {
                            let k = int_of(a).unwrap_or(0);
                            stack.push((b, GepOffset::Const(k).then(off)));
                        }
                        _ => stack.extend(operands.iter().map(|&o| (o, GepOffset::Any))),
                    }
                }
                Opcode::ICmp | Opcode::FCmp => {}
                op if op.is_cast() => stack.extend(operands.iter().map(|&o| (o, off))),
                _ => stack.extend(operands.iter().map(|&o| (o, GepOffset::Any))),
            },
            _ => {}
        }
    }
    // Keep the result small and deterministic.
    let tail = &mut out[start..];
    tail.sort_unstable_by_key(|&(o, k)| (o, format!("{k:?}")));
    let mut seen = std::collections::HashSet::new();
    let mut w = start;
    for r in start..out.len() {
        if seen.insert(out[r]) {
            out[w] = out[r];
            w += 1;
        }
    }
    out.truncate(w);
}

// ---------------------------------------------------------------------------
// Per-function generation (runs in parallel)

/// Ids below this are module-wide; ids at or above it are local to the
/// function being generated and are renumbered when linking.
const LOCAL: u32 = 1 << 31;

/// A call as seen inside one function.
#[derive(Clone, Debug)]
enum LocalCallee {
    Direct(Func),
    Indirect(u32),
    /// Inline assembly: treated like an unknown external function.
    Asm,
}

#[derive(Clone, Debug)]
struct LocalCall {
    inst: Inst,
    fn_ty: Option<Type>,
    callee: LocalCallee,
    args: Vec<Option<u32>>,
    arg_ints: Vec<Option<i64>>,
    ret: Option<u32>,
}

/// A base object created by one function.
#[derive(Clone, Debug)]
struct LocalObj {
    kind: ObjKind,
    ty: Option<Type>,
    count: ElemCount,
    static_alloca: bool,
}

/// The constraints of one function, with function-local ids (`>= LOCAL`).
#[derive(Default)]
struct FuncOut {
    locals: Vec<u32>,
    consts: Vec<u32>,
    ret: Option<u32>,
    num_nodes: u32,
    temps_origin_local: Vec<Option<Local>>,
    objs: Vec<LocalObj>,
    /// `addr(node, obj + off)`: object ids may be fixed or local.
    addr: Vec<(u32, u32, GepOffset)>,
    copy: Vec<(u32, u32)>,
    load: Vec<(u32, u32)>,
    store: Vec<(u32, u32)>,
    tagged_load: Vec<(u32, u32, MdNode)>,
    tagged_store: Vec<(u32, u32, MdNode)>,
    gep: Vec<(u32, u32, GepOffset)>,
    /// `keep(local's node, defs[local], uses)`, by local.
    keep: Vec<(Local, u8)>,
    /// The node a local's definition writes: its node, or the unfiltered
    /// node in front of it (`NONE` for locals without a node).
    defs: Vec<u32>,
    calls: Vec<LocalCall>,
}

struct Fixed<'a> {
    cx: TypeLayout<'a>,
    syms: &'a SymTargets,
    sym_node: &'a HashMap<GlobalRef, Node>,
    unknown: Obj,
    unknown_node: Node,
    ptr_bytes: u64,
    /// Keep `!tbaa` tags of pointer loads and stores ([`Config::tbaa`]).
    tbaa: bool,
}

struct FuncGen<'a> {
    fx: &'a Fixed<'a>,
    body: &'a Body,
    /// Certain uses of each local ([`crate::certain_use`]); empty if not used.
    uses: Vec<u8>,
    out: FuncOut,
    const_node: Vec<u32>,
    scratch: Vec<(Obj, GepOffset)>,
}

impl<'a> FuncGen<'a> {
    fn new_node(&mut self, origin: Option<Local>) -> u32 {
        let n = LOCAL + self.out.num_nodes;
        self.out.num_nodes += 1;
        self.out.temps_origin_local.push(origin);
        n
    }

    /// The `!tbaa` access tag of a load or store, if tags are used.
    fn tbaa_tag(&self, data: &llir::InstData) -> Option<MdNode> {
        if !self.fx.tbaa {
            return None;
        }
        match data.metadata(&MdKind::Tbaa) {
            Some(MdRef::Node(n)) => Some(*n),
            _ => None,
        }
    }

    fn carrier(&self, t: Type) -> bool {
        carries_pointer(self.fx.cx, t)
    }

    fn value_ty(&self, v: Value) -> Option<Type> {
        match v {
            Value::Local(l) => self.body.locals.get(l).map(|d| d.ty),
            Value::Const(c) => match self.body.consts.get(c)? {
                d if d.recorded_type().is_some() => d.recorded_type(),
                ConstData::Global(_) | ConstData::Wrapped { .. } | ConstData::BlockAddress { .. } => {
                    self.fx.cx.types.lookup(&TypeData::Ptr { addr_space: 0 })
                }
                _ => None,
            },
            Value::Global(_) => self.fx.cx.types.lookup(&TypeData::Ptr { addr_space: 0 }),
        }
    }

    /// The node of an operand, if it may carry a pointer.
    fn node_of(&mut self, v: Value) -> Option<u32> {
        match v {
            Value::Local(l) => self.out.locals.get(l.index()).copied().filter(|&n| n != NONE),
            Value::Global(g) => self.fx.sym_node.get(&g).map(|n| n.as_u32()),
            Value::Const(c) => {
                let i = c.index();
                if i >= self.const_node.len() {
                    return None;
                }
                if self.const_node[i] != NONE - 1 {
                    return Some(self.const_node[i]).filter(|&n| n != NONE);
                }
                let r = match self.body.consts.get(c) {
                    Some(ConstData::Global(g)) | Some(ConstData::Wrapped { target: g, .. }) => self.fx.sym_node.get(g).map(|n| n.as_u32()),
                    _ => {
                        let mut scratch = std::mem::take(&mut self.scratch);
                        scratch.clear();
                        const_targets(self.fx.cx, &self.body.consts, self.fx.syms, self.fx.unknown, c, &mut scratch);
                        let r = if scratch.is_empty() {
                            None
                        } else {
                            let n = self.new_node(None);
                            for &(o, k) in &scratch {
                                self.out.addr.push((n, o.as_u32(), k));
                            }
                            Some(n)
                        };
                        self.scratch = scratch;
                        r
                    }
                };
                self.const_node[i] = r.unwrap_or(NONE);
                r
            }
        }
    }

    fn int_const(&self, v: Value) -> Option<i128> {
        match v {
            Value::Const(c) => match self.body.consts.get(c)? {
                ConstData::Int { value, .. } => Some(*value),
                ConstData::Zero(_) | ConstData::Null(_) => Some(0),
                _ => None,
            },
            _ => None,
        }
    }

    fn gep(&mut self, dst: u32, src: u32, off: GepOffset) {
        if off.is_zero() {
            self.copy(dst, src);
        } else {
            self.out.gep.push((dst, src, off));
        }
    }

    fn copy(&mut self, dst: u32, src: u32) {
        if dst != src {
            self.out.copy.push((dst, src));
        }
    }

    /// `dst ⊇ *p` for an access of type `ty` with access tag `tag`. Only
    /// an access of one pointer-sized slot keeps its tag: a wider one (a
    /// vector, `i128`) is not a scalar access of the tag's type everywhere.
    fn load_typed(&mut self, dst: u32, p: u32, ty: Type, tag: Option<MdNode>) {
        let size = self.fx.cx.store_size(ty);
        let slots = access_slots(size, self.fx.ptr_bytes);
        if let (Some(t), Some([0])) = (tag, slots.as_deref()) {
            self.out.tagged_load.push((dst, p, t));
            return;
        }
        match slots {
            Some(slots) => {
                for k in slots {
                    let q = if k == 0 {
                        p
                    } else {
                        let q = self.new_node(None);
                        self.gep(q, p, GepOffset::Const(k));
                        q
                    };
                    self.out.load.push((dst, q));
                }
            }
            None => {
                let q = self.new_node(None);
                self.gep(q, p, GepOffset::Any);
                self.out.load.push((dst, q));
            }
        }
    }

    /// `*p ⊇ v` for an access of type `ty` with access tag `tag` (kept as
    /// in [`Self::load_typed`]).
    fn store_typed(&mut self, p: u32, v: u32, ty: Type, tag: Option<MdNode>) {
        let size = self.fx.cx.store_size(ty);
        let slots = access_slots(size, self.fx.ptr_bytes);
        if let (Some(t), Some([0])) = (tag, slots.as_deref()) {
            self.out.tagged_store.push((p, v, t));
            return;
        }
        match slots {
            Some(slots) => {
                for k in slots {
                    let q = if k == 0 {
                        p
                    } else {
                        let q = self.new_node(None);
                        self.gep(q, p, GepOffset::Const(k));
                        q
                    };
                    self.out.store.push((q, v));
                }
            }
            None => {
                let q = self.new_node(None);
                self.gep(q, p, GepOffset::Any);
                self.out.store.push((q, v));
            }
        }
    }

    fn run(mut self, func: &Function) -> FuncOut {
        let body = self.body;
        // Nodes for every pointer-carrying local, in local order.
        self.out.locals = vec![NONE; body.locals.len()];
        for (l, d) in body.locals.iter() {
            if self.carrier(d.ty) {
                self.out.locals[l.index()] = self.new_node(Some(l));
            }
        }
        // A value with certain uses is defined into a node of its own,
        // filtered into the value's node.
        self.out.defs = self.out.locals.clone();
        for l in 0..self.uses.len() {
            let u = self.uses[l];
            let n = self.out.locals.get(l).copied().unwrap_or(NONE);
            if u != 0 && n != NONE && !self.filtered_already(Local::new(l), u) {
                self.out.defs[l] = self.new_node(None);
                self.out.keep.push((Local::new(l), u));
            }
        }
        if self.carrier(func.ret_ty) {
            self.out.ret = Some(self.new_node(None));
        }
        for (i, data) in body.insts.iter() {
            self.inst(i, data);
        }
        self.out.consts = self.const_node.iter().map(|&x| if x >= NONE - 1 { NONE } else { x }).collect();
        self.out
    }

    /// Is `l` an address computed (`getelementptr`, pointer cast) from a
    /// value whose own filter already drops what `uses` would? Then its
    /// set, derived from that value's, needs no filter of its own.
    fn filtered_already(&self, l: Local, uses: u8) -> bool {
        let Some(LocalDef::Inst(i)) = self.body.locals.get(l).map(|d| d.def) else {
            return false;
        };
        let base = match &self.body.insts[i].kind {
            InstKind::Gep { base, .. } => *base,
            InstKind::Cast {
                op: Opcode::BitCast | Opcode::AddrSpaceCast,
                value,
                ..
            } => *value,
            _ => return false,
        };
        match base {
            Value::Local(b) => self.uses.get(b.index()).is_some_and(|&ub| ub & uses == uses),
            _ => false,
        }
    }

    /// The largest `m` known to divide integer `v` on every execution (0 if
    /// `v` is always 0, 1 if nothing is known): constants, and `mul`, `shl`,
    /// `add`, `sub`, `select`, `sext`, `zext`, `trunc` of such values, up
    /// to a small depth. Values narrower than 64 bits may wrap, so for them
    /// only the power-of-two part of a multiple is kept (wrapping modulo
    /// 2^w preserves divisibility by powers of two up to 2^w). Used to find
    /// the real stride of `getelementptr i8, p, (i << 3)`.
    fn index_multiple(&self, v: Value, depth: u32) -> u64 {
        const MAX_DEPTH: u32 = 6;
        if let Some(c) = self.int_const(v) {
            return u64::try_from(c.unsigned_abs()).unwrap_or(1);
        }
        let Value::Local(l) = v else { return 1 };
        if depth >= MAX_DEPTH {
            return 1;
        }
        let Some(LocalDef::Inst(def)) = self.body.locals.get(l).map(|d| d.def) else {
            return 1;
        };
        let pow2 = |m: u64| if m == 0 { 0 } else { 1u64 << m.trailing_zeros().min(63) };
        let narrow = !matches!(self.fx.cx.types.data(self.body.locals[l].ty), TypeData::Int(w) if *w >= 64);
        let fix = |m: u64| if narrow { pow2(m) } else { m };
        let m = match &self.body.insts[def].kind {
            InstKind::Other { op, operands } if operands.len() == 2 => {
                let (a, b) = (operands[0], operands[1]);
                match op {
                    Opcode::Mul => {
                        let (x, y) = (self.index_multiple(a, depth + 1), self.index_multiple(b, depth + 1));
                        x.checked_mul(y).unwrap_or_else(|| pow2(x).max(pow2(y)))
                    }
                    Opcode::Shl => match self.int_const(b) {
                        Some(k) if (0..64).contains(&k) => {
                            let x = self.index_multiple(a, depth + 1);
                            x.checked_mul(1u64 << k).unwrap_or(1u64 << k)
                        }
                        _ => 1,
                    },
                    Opcode::Add | Opcode::Sub => gcd(self.index_multiple(a, depth + 1), self.index_multiple(b, depth + 1)),
                    _ => 1,
                }
            }
            InstKind::Select { if_true, if_false, .. } => {
                gcd(self.index_multiple(*if_true, depth + 1), self.index_multiple(*if_false, depth + 1))
            }
            InstKind::Cast { op, value, .. } => match op {
                Opcode::SExt | Opcode::ZExt => self.index_multiple(*value, depth + 1),
                Opcode::Trunc => pow2(self.index_multiple(*value, depth + 1)),
                _ => 1,
            },
            _ => 1,
        };
        fix(m).max(if m == 0 { 0 } else { 1 })
    }

    fn phi_feeds_back(&self, base: Value, me: Local) -> bool {
        let Value::Local(b) = base else { return false };
        let Some(LocalDef::Inst(def)) = self.body.locals.get(b).map(|d| d.def) else {
            return false;
        };
        match &self.body.insts[def].kind {
            InstKind::Phi { incoming } => incoming.iter().any(|(v, _)| *v == Value::Local(me)),
            _ => false,
        }
    }

    fn inst(&mut self, i: Inst, data: &llir::InstData) {
        let res = data
            .result
            .and_then(|l| self.out.defs.get(l.index()).copied())
            .filter(|&n| n != NONE);
        match &data.kind {
            InstKind::Alloca { allocated, count, .. } => {
                let count = match count {
                    None => ElemCount::One,
                    Some(c) => match self.int_const(*c) {
                        Some(1) => ElemCount::One,
                        Some(n) if n > 0 && n <= u64::MAX as i128 => ElemCount::Many(n as u64),
                        _ => ElemCount::Unknown,
                    },
                };
                let static_alloca = data.block == Block::new(0) && count != ElemCount::Unknown;
                let o = LOCAL + self.out.objs.len() as u32;
                self.out.objs.push(LocalObj {
                    kind: ObjKind::Stack {
                        func: Func::new(0),
                        inst: i,
                    },
                    ty: Some(*allocated),
                    count,
                    static_alloca,
                });
                if let Some(r) = res {
                    self.out.addr.push((r, o, GepOffset::Const(0)));
                }
            }
            InstKind::Load { ty, ptr, .. } => {
                if let (Some(r), Some(p)) = (res, self.node_of(*ptr)) {
                    let tag = self.tbaa_tag(data);
                    self.load_typed(r, p, *ty, tag);
                }
            }
            InstKind::Store { value, ptr, .. } => {
                let Some(ty) = self.value_ty(*value) else { return };
                if !self.carrier(ty) {
                    return;
                }
                if let (Some(v), Some(p)) = (self.node_of(*value), self.node_of(*ptr)) {
                    let tag = self.tbaa_tag(data);
                    self.store_typed(p, v, ty, tag);
                }
            }
            InstKind::CmpXchg { ptr, new, .. } => {
                let Some(p) = self.node_of(*ptr) else { return };
                if let Some(r) = res {
                    self.out.load.push((r, p));
                }
                if let Some(v) = self.node_of(*new) {
                    self.out.store.push((p, v));
                }
            }
            InstKind::AtomicRmw { ptr, value, .. } => {
                let Some(p) = self.node_of(*ptr) else { return };
                if let Some(r) = res {
                    self.out.load.push((r, p));
                }
                if let Some(v) = self.node_of(*value) {
                    self.out.store.push((p, v));
                }
            }
            InstKind::VaArg { list, .. } => {
                let (Some(r), Some(l)) = (res, self.node_of(*list)) else { return };
                let t1 = self.new_node(None);
                self.gep(t1, l, GepOffset::Any);
                let t2 = self.new_node(None);
                self.out.load.push((t2, t1));
                let t3 = self.new_node(None);
                self.gep(t3, t2, GepOffset::Any);
                self.out.load.push((r, t3));
            }
            InstKind::Gep {
                source_ty, base, indices, ..
            } => {
                let (Some(r), Some(b)) = (res, self.node_of(*base)) else { return };
                let vector = self
                    .value_ty(*base)
                    .is_some_and(|t| matches!(self.fx.cx.types.data(t), TypeData::Vector { .. }));
                let mut off = if vector {
                    GepOffset::Any
                } else {
                    let idx: Vec<Index> = indices
                        .iter()
                        .map(|&v| match self.int_const(v) {
                            Some(c) => Index::Const(c),
                            None => match self.index_multiple(v, 0) {
                                0 => Index::Const(0),
                                m => Index::Var(m),
                            },
                        })
                        .collect();
                    let asp = self
                        .value_ty(*base)
                        .and_then(|t| match self.fx.cx.types.data(t) {
                            TypeData::Ptr { addr_space } => Some(*addr_space),
                            _ => None,
                        })
                        .unwrap_or(0);
                    let cx = self.fx.cx;
                    let size = cx.alloc_size(*source_ty);
                    gep_offset(cx, *source_ty, size, cx.dl.index_size_bits(asp), idx.into_iter())
                };
                // `p = phi [init, next]; next = gep p, k` walks k bytes per
                // iteration: an unknown multiple of k (positive weight cycle).
                if let (GepOffset::Const(k), Some(me)) = (off, data.result) {
                    if k != 0 && self.phi_feeds_back(*base, me) {
                        off = GepOffset::Strided {
                            offset: k,
                            gcd: k.unsigned_abs(),
                        };
                    }
                }
                self.gep(r, b, off);
            }
            InstKind::Phi { incoming } => {
                let Some(r) = res else { return };
                for &(v, _) in incoming {
                    if let Some(n) = self.node_of(v) {
                        self.copy(r, n);
                    }
                }
            }
            InstKind::Select { if_true, if_false, .. } => {
                let Some(r) = res else { return };
                for v in [*if_true, *if_false] {
                    if let Some(n) = self.node_of(v) {
                        self.copy(r, n);
                    }
                }
            }
            InstKind::Cast { value, .. } => {
                if let (Some(r), Some(n)) = (res, self.node_of(*value)) {
                    self.copy(r, n);
                }
            }
            InstKind::Other { op, operands } => {
                let Some(r) = res else { return };
                match op {
                    Opcode::ExtractValue
                    | Opcode::InsertValue
                    | Opcode::ExtractElement
                    | Opcode::InsertElement
                    | Opcode::ShuffleVector
                    | Opcode::Freeze
                    | Opcode::Select => {
                        // Aggregates and vectors are one variable for all their elements.
                        let take = match op {
                            Opcode::ExtractElement => 1,
                            Opcode::InsertElement | Opcode::ShuffleVector | Opcode::InsertValue => 2,
                            _ => operands.len(),
                        };
                        let ops: Vec<Value> = match op {
                            Opcode::Select => operands.iter().skip(1).copied().collect(),
                            _ => operands.iter().take(take).copied().collect(),
                        };
                        for v in ops {
                            if let Some(n) = self.node_of(v) {
                                self.copy(r, n);
                            }
                        }
                    }
                    Opcode::Add | Opcode::Sub => {
                        let (a, b) = (operands.first().copied(), operands.get(1).copied());
                        let (ca, cb) = (a.and_then(|v| self.int_const(v)), b.and_then(|v| self.int_const(v)));
                        match (a, b, ca, cb) {
                            (Some(a), Some(_), _, Some(k)) => {
                                if let Some(n) = self.node_of(a) {
                                    let k = i64::try_from(k)
                                        .ok()
                                        .and_then(|k| if *op == Opcode::Sub { k.checked_neg() } else { Some(k) });
                                    self.gep(r, n, k.map_or(GepOffset::Any, GepOffset::Const));
                                }
                            }
                            (Some(_), Some(b), Some(k), _) if *op == Opcode::Add => {
                                if let Some(n) = self.node_of(b) {
                                    self.gep(r, n, i64::try_from(k).map_or(GepOffset::Any, GepOffset::Const));
                                }
                            }
                            (Some(a), Some(b), None, None) => {
                                // Either operand may be the address; the other
                                // moves it by a multiple of what it is known
                                // to be a multiple of.
                                let step = |m: u64| {
                                    if m == 0 {
                                        GepOffset::Const(0)
                                    } else {
                                        GepOffset::Strided { offset: 0, gcd: m }
                                    }
                                };
                                let (ma, mb) = (self.index_multiple(a, 0), self.index_multiple(b, 0));
                                if let Some(n) = self.node_of(a) {
                                    self.gep(r, n, step(mb));
                                }
                                if let Some(n) = self.node_of(b) {
                                    let off = if *op == Opcode::Add { step(ma) } else { GepOffset::Any };
                                    self.gep(r, n, off);
                                }
                            }
                            _ => self.any_of_operands(r, operands),
                        }
                    }
                    Opcode::ICmp | Opcode::FCmp => {}
                    _ => self.any_of_operands(r, operands),
                }
            }
            InstKind::Ret { value: Some(v) } => {
                if let (Some(ret), Some(n)) = (self.out.ret, self.node_of(*v)) {
                    self.copy(ret, n);
                }
            }
            InstKind::LandingPad { .. } => {
                // The exception object comes from the runtime (or from a
                // throw of something that escaped through `__cxa_throw`).
                if let Some(r) = res {
                    self.copy(r, self.fx.unknown_node.as_u32());
                }
            }
            InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
                let callee = match c.callee {
                    Value::Global(GlobalRef::Func(g)) => LocalCallee::Direct(g),
                    Value::Const(k) => match self.body.consts.get(k) {
                        Some(ConstData::InlineAsm { .. }) => LocalCallee::Asm,
                        Some(ConstData::Global(GlobalRef::Func(g)))
                        | Some(ConstData::Wrapped {
                            target: GlobalRef::Func(g),
                            ..
                        }) => LocalCallee::Direct(*g),
                        _ => match self.node_of(c.callee) {
                            Some(n) => LocalCallee::Indirect(n),
                            None => return self.call_without_target(i, res),
                        },
                    },
                    v => match self.node_of(v) {
                        Some(n) => LocalCallee::Indirect(n),
                        None => return self.call_without_target(i, res),
                    },
                };
                let mut args = Vec::with_capacity(c.args.len());
                let mut arg_ints = Vec::with_capacity(c.args.len());
                for a in &c.args {
                    let n = if self.carrier(a.ty) { self.node_of(a.value) } else { None };
                    args.push(n);
                    arg_ints.push(self.int_const(a.value).and_then(|v| i64::try_from(v).ok()));
                }
                self.out.calls.push(LocalCall {
                    inst: i,
                    fn_ty: Some(c.fn_ty),
                    callee,
                    args,
                    arg_ints,
                    ret: res,
                });
            }
            _ => {}
        }
    }

    /// A call through a null or undefined pointer: nothing happens (it is
    /// undefined behaviour), but the site is still recorded.
    fn call_without_target(&mut self, i: Inst, res: Option<u32>) {
        self.out.calls.push(LocalCall {
            inst: i,
            fn_ty: None,
            callee: LocalCallee::Indirect(NONE),
            args: Vec::new(),
            arg_ints: Vec::new(),
            ret: res,
        });
    }

    fn any_of_operands(&mut self, r: u32, operands: &[Value]) {
        for &v in operands {
            if let Some(n) = self.node_of(v) {
                self.gep(r, n, GepOffset::Any);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Whole module

/// Builds the constraints of `m`. Function bodies are processed in
/// parallel; the result does not depend on the number of threads.
pub fn generate(m: &Module, config: &Config) -> Constraints {
    generate_with(m, config, &Default::default(), None)
}

/// [`generate`], with renaming disabled for the objects allocated at `no_clone`.
pub(crate) fn generate_with(
    m: &Module,
    config: &Config,
    no_clone: &std::collections::HashSet<(Func, Inst)>,
    plan: Option<&crate::contexts::ContextPlan>,
) -> Constraints {
    let cx = m.layout();
    let ptr_bytes = (m.data_layout.pointer_size_bits(0) as u64 / 8).max(1);
    let mut cs = Constraints {
        objects: Objects::new(config.max_fields),
        origins: Vec::new(),
        obj_node: Vec::new(),
        addr: Vec::new(),
        copy: Vec::new(),
        load: Vec::new(),
        store: Vec::new(),
        tagged_load: Vec::new(),
        tagged_store: Vec::new(),
        gep: Vec::new(),
        keep: Vec::new(),
        calls: Vec::new(),
        sites: Vec::new(),
        unknown: Obj::new(0),
        funcs: vec![FuncNodes::default(); m.funcs.len()],
        clones: Vec::new(),
        clone_func: Vec::new(),
        clone_targets: HashMap::new(),
        cur_instance: BASE,
        symbols: HashMap::new(),
        global_obj: vec![None; m.globals.len()],
        func_obj: Vec::with_capacity(m.funcs.len()),
        ptr_bytes,
        allocators: if config.heap_cloning {
            crate::heap::allocators(m)
        } else {
            vec![false; m.funcs.len()]
        },
        no_clone: no_clone.clone(),
        relabel: Vec::new(),
        initial_contents: Vec::new(),
    };

    // Step 1: module-wide objects and the nodes holding symbol addresses.
    let unknown = cs.objects.new_base(ObjKind::Unknown, None, ElemCount::One, None);
    cs.unknown = unknown;
    let n = cs.push_node(NodeOrigin::Content(unknown));
    cs.obj_node.push(n);
    let mut constants: Option<Obj> = None;
    for (g, gd) in m.globals.iter() {
        if let GlobalKind::Variable {
            value_ty, constant, init, ..
        } = gd.kind
        {
            if config.merge_constants && constant && init.is_some() && !carries_pointer(cx, value_ty) {
                // Read-only data without pointers (string literals, tables
                // of numbers): one object for all of it.
                let o = match constants {
                    Some(o) => o,
                    None => {
                        let o = cs.objects.new_base(ObjKind::Constants, None, ElemCount::One, None);
                        let n = cs.push_node(NodeOrigin::Content(o));
                        cs.obj_node.push(n);
                        constants = Some(o);
                        o
                    }
                };
                cs.global_obj[g.index()] = Some(o);
                continue;
            }
            let o = cs.objects.new_base(ObjKind::Global(g), Some(value_ty), ElemCount::One, None);
            if constant {
                cs.objects.set_read_only(o);
            }
            let n = cs.push_node(NodeOrigin::Content(o));
            cs.obj_node.push(n);
            cs.global_obj[g.index()] = Some(o);
        }
    }
    for f in m.funcs.keys() {
        let o = cs.objects.new_base(ObjKind::Function(f), None, ElemCount::One, None);
        let n = cs.push_node(NodeOrigin::Content(o));
        cs.obj_node.push(n);
        cs.func_obj.push(o);
    }
    let mut syms = SymTargets { targets: HashMap::new() };
    for (g, _) in m.globals.iter() {
        if let Some(o) = cs.global_obj[g.index()] {
            syms.targets.insert(GlobalRef::Global(g), vec![(o, GepOffset::Const(0))]);
        }
    }
    for f in m.funcs.keys() {
        syms.targets
            .insert(GlobalRef::Func(f), vec![(cs.func_obj[f.index()], GepOffset::Const(0))]);
    }
    // Aliases in module order; an alias naming a later alias resolves
    // through repeated passes (chains are short), and one left unresolved
    // (a cycle, which LLVM rejects) points to the unknown object.
    let aliases: Vec<(Global, Option<Const>)> = m
        .globals
        .iter()
        .filter_map(|(g, gd)| match gd.kind {
            GlobalKind::Alias { aliasee, .. } => Some((g, Some(aliasee))),
            GlobalKind::IFunc { .. } => Some((g, None)),
            GlobalKind::Variable { .. } => None,
        })
        .collect();
    for _pass in 0..aliases.len().min(8) + 1 {
        for &(g, aliasee) in &aliases {
            let mut out = Vec::new();
            match aliasee {
                Some(c) => const_targets(cx, &m.consts, &syms, unknown, c, &mut out),
                None => out.push((unknown, GepOffset::Any)),
            }
            syms.targets.insert(GlobalRef::Global(g), out);
        }
    }
    let mut sym_node = HashMap::new();
    let mut sym_list: Vec<GlobalRef> = m
        .globals
        .keys()
        .map(GlobalRef::Global)
        .chain(m.funcs.keys().map(GlobalRef::Func))
        .collect();
    sym_list.sort();
    let mut sym_addr: Vec<(Node, Obj, GepOffset)> = Vec::new();
    for g in sym_list {
        let n = cs.push_node(NodeOrigin::Symbol(g));
        sym_node.insert(g, n);
        for &(o, k) in syms.targets.get(&g).map(|v| &v[..]).unwrap_or(&[]) {
            sym_addr.push((n, o, k));
        }
    }
    let unknown_node = cs.obj_node[unknown.index()];

    // Step 2: every function body, in parallel.
    let fixed = Fixed {
        cx,
        syms: &syms,
        sym_node: &sym_node,
        unknown,
        unknown_node,
        ptr_bytes,
        tbaa: config.tbaa,
    };
    let mut uses = if config.use_filter {
        crate::certain_use::module_uses(m)
    } else {
        Vec::new()
    };
    uses.resize(m.funcs.len(), Vec::new());
    let outs: Vec<Option<FuncOut>> = m
        .funcs
        .as_slice()
        .par_iter()
        .zip(uses.into_par_iter())
        .map(|(func, uses)| {
            let body = func.body.as_ref()?;
            let g = FuncGen {
                fx: &fixed,
                body,
                uses,
                out: FuncOut::default(),
                const_node: vec![NONE - 1; body.consts.len()],
                scratch: Vec::new(),
            };
            Some(g.run(func))
        })
        .collect();

    // Step 3: link, in function order; then the context clones, in
    // clone order, each a second copy of its function's constraints.
    for (fi, out) in outs.iter().enumerate() {
        let Some(out) = out else { continue };
        let f = Func::new(fi);
        let nodes = link_body(&mut cs, cx, f, m.funcs[f].params.len(), out, BASE);
        cs.funcs[fi] = nodes;
        if m.funcs[f].varargs {
            let o = cs.new_object(ObjKind::VarArgs(f), None);
            cs.funcs[fi].varargs = Some(o);
        }
    }
    if let Some(plan) = plan {
        for (c, &f) in plan.clone_funcs.iter().enumerate() {
            let Some(out) = &outs[f.index()] else { continue };
            let c = c as u32;
            cs.cur_instance = c;
            let mut nodes = link_body(&mut cs, cx, f, m.funcs[f].params.len(), out, c);
            // The extra arguments of every instance share one object.
            nodes.varargs = cs.funcs[f.index()].varargs;
            cs.clones.push(nodes);
            cs.clone_func.push(f);
        }
        cs.cur_instance = BASE;
        cs.clone_targets = plan.targets.clone();
    }
    for (n, o, k) in sym_addr {
        add_addr(&mut cs, cx, n, o, k);
    }
    cs.symbols = sym_node;

    // Step 4: global initializers.
    let first_init = cs.addr.len();
    for (g, gd) in m.globals.iter() {
        let GlobalKind::Variable {
            value_ty,
            init: Some(init),
            ..
        } = gd.kind
        else {
            continue;
        };
        let Some(obj) = cs.global_obj[g.index()] else { continue };
        init_constraints(&mut cs, cx, m, &syms, obj, value_ty, init);
    }
    cs.initial_contents = cs.addr[first_init..]
        .iter()
        .filter_map(|&(n, target)| match cs.origins[n.index()] {
            NodeOrigin::Content(field) => Some((field, target)),
            _ => None,
        })
        .collect();

    // Step 5: calls, in function and instruction order, then those of the
    // clones.
    for (fi, out) in outs.iter().enumerate() {
        let f = Func::new(fi);
        let Some(out) = out else { continue };
        for call in &out.calls {
            link_call(&mut cs, m, f, BASE, call);
        }
    }
    for c in 0..cs.clones.len() {
        let f = cs.clone_func[c];
        let Some(out) = &outs[f.index()] else { continue };
        cs.cur_instance = c as u32;
        for call in &out.calls {
            link_call(&mut cs, m, f, c as u32, call);
        }
    }
    cs.cur_instance = BASE;

    // Step 6: the unknown world and the entry points.
    unknown_world(&mut cs, m, config);
    cs
}

/// Copies the constraints `out` of function `f` into `cs` as instance
/// `clone` ([`BASE`] or a context clone): fresh nodes for its locals and
/// temporaries, fresh objects for its allocas (belonging to the instance).
fn link_body(cs: &mut Constraints, cx: TypeLayout<'_>, f: Func, nparams: usize, out: &FuncOut, clone: u32) -> FuncNodes {
    let node_base = cs.origins.len() as u32;
    for k in 0..out.num_nodes as usize {
        let origin = match out.temps_origin_local[k] {
            Some(l) => NodeOrigin::Local(f, l),
            None => NodeOrigin::Temp,
        };
        cs.origins.push(origin);
    }
    for &(l, _) in &out.keep {
        cs.origins[(out.defs[l.index()] - LOCAL + node_base) as usize] = NodeOrigin::Definition(f, l);
    }
    let obj_base = cs.objects.len() as u32;
    for lo in &out.objs {
        let kind = match lo.kind {
            ObjKind::Stack { inst, .. } => ObjKind::Stack { func: f, inst },
            k => k,
        };
        let o = cs.objects.new_base(kind, lo.ty, lo.count, None);
        if lo.static_alloca {
            cs.objects.set_static_alloca(o);
        }
        if clone != BASE {
            cs.objects.set_context(o, clone);
        }
        let n = cs.push_node(NodeOrigin::Content(o));
        cs.obj_node.push(n);
    }
    let nmap = |x: u32| -> Node {
        if x >= LOCAL {
            Node::from_u32(x - LOCAL + node_base)
        } else {
            Node::from_u32(x)
        }
    };
    let omap = |x: u32| -> Obj {
        if x >= LOCAL {
            Obj::from_u32(x - LOCAL + obj_base)
        } else {
            Obj::from_u32(x)
        }
    };
    let fnodes = FuncNodes {
        node_base,
        locals: out
            .locals
            .iter()
            .map(|&x| if x == NONE { NONE } else { nmap(x).as_u32() })
            .collect(),
        params_in: out.defs[..nparams.min(out.defs.len())]
            .iter()
            .map(|&x| if x == NONE { NONE } else { nmap(x).as_u32() })
            .collect(),
        ret: out.ret.map(nmap),
        consts: out
            .consts
            .iter()
            .map(|&x| if x == NONE { NONE } else { nmap(x).as_u32() })
            .collect(),
        varargs: None,
    };
    for &(n, o, k) in &out.addr {
        let (n, o) = (nmap(n), omap(o));
        add_addr(cs, cx, n, o, k);
    }
    cs.copy.extend(out.copy.iter().map(|&(a, b)| (nmap(a), nmap(b))));
    cs.load.extend(out.load.iter().map(|&(a, b)| (nmap(a), nmap(b))));
    cs.store.extend(out.store.iter().map(|&(a, b)| (nmap(a), nmap(b))));
    cs.tagged_load
        .extend(out.tagged_load.iter().map(|&(a, b, t)| (nmap(a), nmap(b), t)));
    cs.tagged_store
        .extend(out.tagged_store.iter().map(|&(a, b, t)| (nmap(a), nmap(b), t)));
    cs.gep.extend(out.gep.iter().map(|&(a, b, k)| (nmap(a), nmap(b), k)));
    cs.keep.extend(
        out.keep
            .iter()
            .map(|&(l, u)| (nmap(out.locals[l.index()]), nmap(out.defs[l.index()]), u)),
    );
    fnodes
}

/// `n ⊇ { o + k }`, creating the field object if needed.
fn add_addr(cs: &mut Constraints, cx: TypeLayout<'_>, n: Node, o: Obj, k: GepOffset) {
    let target = if k.is_zero() {
        o
    } else {
        // A constant address outside its object (UB to use, but written
        // in some initializers): keep it, at an unknown offset.
        let r = match cs.objects.field(cx, o, k).get() {
            Some(f) => f,
            None => cs.objects.any_field(o).get().unwrap_or(o),
        };
        ensure_nodes(cs);
        r
    };
    cs.addr.push((n, target));
}

/// Gives every object created since the last call a content node.
pub(crate) fn ensure_nodes(cs: &mut Constraints) {
    while cs.obj_node.len() < cs.objects.len() {
        let o = Obj::new(cs.obj_node.len());
        let n = cs.push_node(NodeOrigin::Content(o));
        cs.obj_node.push(n);
    }
}

/// Constraints for the initializer `init` of the global object `obj`.
fn init_constraints(cs: &mut Constraints, cx: TypeLayout<'_>, m: &Module, syms: &SymTargets, obj: Obj, ty: Type, init: Const) {
    let mut stack = vec![(init, ty, 0u64)];
    let mut targets = Vec::new();
    while let Some((c, t, off)) = stack.pop() {
        let Some(data) = m.consts.get(c) else { continue };
        match data {
            ConstData::Aggregate { elems, .. } => match cx.types.data(t) {
                TypeData::Struct { .. } | TypeData::Named(_) => {
                    let (Some(offsets), Some((fields, _))) = (cx.field_offsets(t), cx.types.struct_fields(t)) else {
                        continue;
                    };
                    for (i, &e) in elems.iter().enumerate() {
                        if let (Some(&fo), Some(&ft)) = (offsets.get(i), fields.get(i)) {
                            stack.push((e, ft, off + fo));
                        }
                    }
                }
                TypeData::Array { elem, .. } | TypeData::Vector { elem, .. } => {
                    let es = cx.alloc_size(*elem).unwrap_or(0);
                    for (i, &e) in elems.iter().enumerate() {
                        stack.push((e, *elem, off + es * i as u64));
                    }
                }
                _ => {}
            },
            ConstData::Int { .. }
            | ConstData::Float { .. }
            | ConstData::Null(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_)
            | ConstData::Zero(_)
            | ConstData::Bytes { .. } => {}
            _ => {
                targets.clear();
                const_targets(cx, &m.consts, syms, cs.unknown, c, &mut targets);
                if targets.is_empty() {
                    continue;
                }
                let Ok(k) = i64::try_from(off) else { continue };
                let Some(field) = cs.objects.field(cx, obj, GepOffset::Const(k)).get() else {
                    continue;
                };
                ensure_nodes(cs);
                let n = cs.obj_node[field.index()];
                for &(o, k) in &targets {
                    add_addr(cs, cx, n, o, k);
                }
            }
        }
    }
}

fn link_call(cs: &mut Constraints, m: &Module, f: Func, clone: u32, call: &LocalCall) {
    let site = SiteInfo {
        func: f,
        inst: call.inst,
        direct: None,
        indirect: None,
    };
    let Some(base) = cs.instance_nodes(f, clone).map(|n| n.node_base) else {
        return;
    };
    let local_to_global = |x: u32| -> Node {
        if x >= LOCAL {
            Node::from_u32(x - LOCAL + base)
        } else {
            Node::from_u32(x)
        }
    };
    // Only the base instance describes the call instruction in `sites`;
    // a clone's calls add constraints (and indirect calls) of their own.
    let base_instance = clone == BASE;
    let args: Vec<Option<Node>> = call.args.iter().map(|a| a.map(local_to_global)).collect();
    let ret = call.ret.map(local_to_global);
    match call.callee {
        LocalCallee::Direct(g) => {
            if base_instance {
                cs.sites.push(SiteInfo { direct: Some(g), ..site });
            }
            let g_clone = cs.target_instance(f, clone, call.inst, g);
            bind_call(cs, m, f, call.inst, g, g_clone, &args, &call.arg_ints, ret, None);
        }
        LocalCallee::Indirect(n) => {
            if n == NONE {
                if base_instance {
                    cs.sites.push(site);
                }
                return;
            }
            let idx = cs.calls.len() as u32;
            if base_instance {
                cs.sites.push(SiteInfo {
                    indirect: Some(idx),
                    ..site
                });
            }
            cs.calls.push(CallSite {
                func: f,
                instance: clone,
                inst: call.inst,
                callee: local_to_global(n),
                args,
                arg_ints: call.arg_ints.clone(),
                ret,
                rest: None,
                fn_ty: call.fn_ty,
            });
        }
        LocalCallee::Asm => {
            if base_instance {
                cs.sites.push(site);
            }
            externals::unknown_call(cs, &args, ret);
        }
    }
}

/// Binds a call at `(f, inst)` to the callee `g`: parameters and return
/// value for a definition, the model of [`crate::externals`] for a
/// declaration. Shared by constraint generation and the solver.
#[allow(clippy::too_many_arguments)]
pub(crate) fn bind_call<S: Sink + FuncLookup>(
    s: &mut S,
    m: &Module,
    f: Func,
    inst: Inst,
    g: Func,
    g_clone: u32,
    args: &[Option<Node>],
    arg_ints: &[Option<i64>],
    ret: Option<Node>,
    rest: Option<Node>,
) {
    let callee = &m.funcs[g];
    // `rest` is bound only for the calls code outside the module makes
    // ([`unknown_world`]), whose `f` and `inst` are stand-ins.
    let from_outside = rest.is_some();
    if callee.body.is_some() {
        let nparams = callee.params.len();
        for (i, a) in args.iter().enumerate() {
            let Some(a) = *a else { continue };
            if i < nparams {
                if let Some(p) = s.param_node(g, g_clone, i) {
                    s.copy(p, a);
                }
            } else if let Some(v) = s.varargs_of(g) {
                let vn = s.obj_node(v);
                s.copy(vn, a);
            }
        }
        if let Some(r) = rest {
            for i in args.len()..nparams {
                if let Some(p) = s.param_node(g, g_clone, i) {
                    s.copy(p, r);
                }
            }
            if let Some(v) = s.varargs_of(g) {
                let vn = s.obj_node(v);
                s.copy(vn, r);
            }
        }
        if let (Some(r), Some(gr)) = (ret, s.ret_node(g, g_clone)) {
            if s.is_allocator(g) && from_outside {
                s.relabel(r, gr, CloneSite::Outside);
            } else if s.is_allocator(g) && !s.is_allocator(f) {
                s.relabel(r, gr, CloneSite::Call(f, inst));
            } else {
                s.copy(r, gr);
            }
        }
        return;
    }
    if from_outside {
        // Code outside the module calling a library function is more code
        // outside: whatever the function does to escaped memory, returns
        // or calls back, unknown code already does ([`unknown_world`]).
        // Applying its model here would name the memory it returns after
        // the stand-in call site, a call that does not exist.
        return;
    }
    let site = externals::Site {
        func: f,
        inst,
        args,
        arg_ints,
        ret,
    };
    match externals::model(&callee.name) {
        Some(effects) => externals::apply(s, &site, effects),
        None => externals::unknown_call(s, args, ret),
    }
}

/// Lookups the binding of calls needs, implemented by the constraint set
/// and by the solver.
pub(crate) trait FuncLookup {
    /// The node the arguments bound to parameter `i` of instance `clone`
    /// of `f` go to.
    fn param_node(&self, f: Func, clone: u32, i: usize) -> Option<Node>;
    fn ret_node(&self, f: Func, clone: u32) -> Option<Node>;
}

impl FuncLookup for Constraints {
    fn param_node(&self, f: Func, clone: u32, i: usize) -> Option<Node> {
        self.instance_param_node(f, clone, i)
    }
    fn ret_node(&self, f: Func, clone: u32) -> Option<Node> {
        self.instance_ret_node(f, clone)
    }
}

/// The unknown object, what escapes to it, and who may call in from outside.
fn unknown_world(cs: &mut Constraints, m: &Module, config: &Config) {
    let u = cs.unknown;
    let un = cs.obj_node[u.index()];
    // Unknown code can point to its own memory...
    cs.addr.push((un, u));
    // ...reads and writes every field of everything that escaped...
    let any = cs.new_node();
    cs.gep.push((any, un, GepOffset::Any));
    cs.load.push((un, any));
    cs.store.push((any, un));
    // ...and calls every escaped function with unknown arguments.
    cs.calls.push(CallSite {
        func: Func::new(0),
        instance: BASE,
        inst: Inst::new(0),
        callee: un,
        args: Vec::new(),
        arg_ints: Vec::new(),
        ret: Some(un),
        rest: Some(un),
        fn_ty: None,
    });
    // Declared (external) global variables (`stdout`, `environ`, ...) are
    // set up by the environment: each points to memory of its own, which
    // points to more memory of its own.
    for (g, gd) in m.globals.iter() {
        if let GlobalKind::Variable { init: None, .. } = gd.kind {
            if let Some(o) = cs.global_obj[g.index()] {
                let gn = cs.obj_node[o.index()];
                let e0 = cs.new_object(ObjKind::Environment { global: g, level: 0 }, None);
                let e1 = cs.new_object(ObjKind::Environment { global: g, level: 1 }, None);
                cs.addr.push((gn, e0));
                let e0n = cs.obj_node[e0.index()];
                cs.addr.push((e0n, e1));
            }
        }
    }
    let main = m.func_by_name("main").filter(|&f| m.funcs[f].body.is_some());
    let open = match &config.entry {
        crate::EntryPoints::Main | crate::EntryPoints::Listed(_) => false,
        crate::EntryPoints::Exported => true,
        crate::EntryPoints::Auto => main.is_none(),
    };
    if let Some(mf) = main {
        // argv and envp: an array of pointers to strings.
        let arr = cs.new_object(ObjKind::EntryArgs { level: 0 }, None);
        let strs = cs.new_object(ObjKind::EntryArgs { level: 1 }, None);
        let an = cs.obj_node[arr.index()];
        cs.addr.push((an, strs));
        for p in 1..m.funcs[mf].params.len().min(3) {
            if let Some(n) = cs.param_node(mf, p) {
                cs.addr.push((n, arr));
            }
        }
    }
    let listed = match &config.entry {
        crate::EntryPoints::Listed(patterns) => Some(patterns),
        _ => None,
    };
    if open || listed.is_some() {
        // Code outside the module may call any exported function (only the
        // listed ones when the interface is named).
        for (f, func) in m.funcs.iter() {
            if may_be_entry(func) && listed.is_none_or(|ps| ps.iter().any(|p| p.matches(&func.name))) {
                cs.addr.push((un, cs.func_obj[f.index()]));
            }
        }
    }
    if open {
        // ...and read or write any exported global.
        for (g, gd) in m.globals.iter() {
            if is_exported(&gd.qualifiers) {
                if let Some(o) = cs.global_obj[g.index()] {
                    cs.addr.push((un, o));
                }
            }
        }
    }
}

/// Can code outside the module call `func` directly: it has a body and
/// is neither `internal` nor `private`?
pub(crate) fn may_be_entry(func: &llir::Function) -> bool {
    func.body.is_some() && is_exported(&func.qualifiers)
}

/// Is a symbol with linkage and other qualifiers `q` visible outside the
/// module (not `internal` or `private`)?
fn is_exported(q: &[Box<str>]) -> bool {
    !q.iter().any(|w| matches!(&**w, "internal" | "private"))
}
