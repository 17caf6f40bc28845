//! Which stack objects a call can reach: the mod/ref of a call restricted
//! to the stack memory its callee can get at.
//!
//! A function's mod/ref summary ([`crate::regions`]) holds every object
//! its callees may touch, stack objects of recursive functions included:
//! an abstract `alloca` object stands for every activation of its
//! function, and a nested activation touches its own copy. In a program
//! whose call graph is one big cycle (sqlite's virtual machine calls SQL
//! functions that prepare statements; Lua's allocator may run the garbage
//! collector, which runs finalizers, which run any Lua code) every summary
//! then holds every `alloca` of the cycle, and every call gets a MU and a
//! CHI for each of its caller's locals.
//!
//! But a call can only touch the memory its callee can *reach*: what its
//! arguments point to, what global and heap memory points to, and what
//! that memory points to in turn; plus what the callee allocates itself,
//! which is dead or unreachable from the caller once the call returns.
//! This is the reachability argument of escape analysis (Choi et al.,
//! "Escape analysis for Java", OOPSLA 1999; the same reasoning that makes
//! LLVM's BasicAA answer `NoModRef` for a call and a non-escaping
//! `alloca`), made on the points-to graph: a stack object is *private*
//! when no non-stack object's contents reach it (nothing global, heap,
//! library-owned, varargs or unknown ever holds its address, directly or
//! through other memory). A private stack object is touched by a call only
//! if it is reachable, through the contents of private objects, from the
//! call's arguments. Nested activations' copies of it are the callee's own
//! fresh memory and do not survive the call, so the caller's memory state
//! for it is unchanged. Non-private stack objects and all other objects
//! stay in every call's effect as before.
//!
//! **Soundness.** Andersen's contents over-approximate what every concrete
//! object ever holds and the argument sets what the call passes, so the
//! concrete memory reachable at the call is within the abstract closure;
//! threads, signal handlers and unknown code can only reach an `alloca`
//! through memory that is global, heap or escaped (non-stack roots), and
//! an object stored there is not private.

use crate::andersen::PointsToResult;
use crate::objects::{Obj, ObjKind};
use crate::pts::PtsSet;
use entity::EntityId;
use std::collections::HashMap;

/// The private stack objects of a points-to result and their reachability
/// (see the module doc).
pub struct StackReach {
    /// Per base object id: true if it is a private stack object.
    private: Vec<bool>,
    /// Per private base: the private bases its fields' contents point into.
    succ: HashMap<u32, Vec<u32>>,
    /// All fields of every private stack object.
    all_private: PtsSet,
}

impl StackReach {
    /// Finds the private stack objects of `r`. Linear in the number of
    /// objects plus the sizes of the distinct content sets (contents are
    /// shared by identity, so each set is scanned once).
    pub fn new(r: &PointsToResult<'_>) -> StackReach {
        let objs = r.objects();
        let n = objs.len();
        let is_stack = |b: Obj| matches!(objs.kind(b), ObjKind::Stack { .. });
        // Bases reachable from a non-stack object (breadth-first, with an
        // explicit queue). A content set shared by many fields is scanned
        // once.
        let mut reached = vec![false; n];
        let mut queue: Vec<u32> = Vec::new();
        for o in objs.ids() {
            let b = objs.base(o);
            if b == o && !is_stack(b) {
                reached[b.index()] = true;
                queue.push(b.as_u32());
            }
        }
        let mut scanned: std::collections::HashSet<*const PtsSet> = std::collections::HashSet::new();
        while let Some(b) = queue.pop() {
            for f in objs.fields_of(Obj::from_u32(b)) {
                let c = r.object_contents(f);
                if !scanned.insert(std::ptr::from_ref(c)) {
                    continue;
                }
                for q in c.iter() {
                    let qb = objs.base(Obj::from_u32(q));
                    if !reached[qb.index()] {
                        reached[qb.index()] = true;
                        queue.push(qb.as_u32());
                    }
                }
            }
        }
        let mut private = vec![false; n];
        let mut all = Vec::new();
        for o in objs.ids() {
            let b = objs.base(o);
            if is_stack(b) && !reached[b.index()] {
                private[b.index()] = true;
                all.push(objs.normalize(o).as_u32());
            }
        }
        all.sort_unstable();
        all.dedup();
        // Edges between private bases (only private ones matter: anything
        // a non-private object reaches is not private).
        let mut succ: HashMap<u32, Vec<u32>> = HashMap::new();
        for o in objs.ids() {
            let b = objs.base(o);
            if b != o || !private[b.index()] {
                continue;
            }
            let mut v: Vec<u32> = Vec::new();
            for f in objs.fields_of(b) {
                for q in r.object_contents(f).iter() {
                    let qb = objs.base(Obj::from_u32(q));
                    if private[qb.index()] {
                        v.push(qb.as_u32());
                    }
                }
            }
            v.sort_unstable();
            v.dedup();
            if !v.is_empty() {
                succ.insert(b.as_u32(), v);
            }
        }
        StackReach {
            private,
            succ,
            all_private: PtsSet::from_sorted(&all),
        }
    }

    /// Every field of every private stack object.
    pub fn all_private(&self) -> &PtsSet {
        &self.all_private
    }

    /// True if `o`'s base is a private stack object.
    pub fn is_private(&self, r: &PointsToResult<'_>, o: Obj) -> bool {
        self.private.get(r.objects().base(o).index()).copied().unwrap_or(false)
    }

    /// The private stack objects (every field) a call whose arguments
    /// point to `args` can reach: those `args` holds, and those their
    /// contents lead to through other private objects. Usually small; the
    /// objects a call cannot reach are [`StackReach::all_private`] minus
    /// these.
    pub fn reached_from(&self, r: &PointsToResult<'_>, args: &PtsSet) -> PtsSet {
        if self.all_private.is_empty() || !args.intersects(&self.all_private) {
            return PtsSet::new();
        }
        let objs = r.objects();
        let mut seen: Vec<u32> = Vec::new();
        let mut stack: Vec<u32> = Vec::new();
        let mut mark = std::collections::HashSet::new();
        for o in args.iter() {
            let b = objs.base(Obj::from_u32(o));
            if self.private[b.index()] && mark.insert(b.as_u32()) {
                stack.push(b.as_u32());
            }
        }
        while let Some(b) = stack.pop() {
            seen.push(b);
            for &q in self.succ.get(&b).map_or(&[][..], |v| v) {
                if mark.insert(q) {
                    stack.push(q);
                }
            }
        }
        let mut fields: Vec<u32> = seen
            .iter()
            .flat_map(|&b| objs.fields_of(Obj::from_u32(b)))
            .map(|f| objs.normalize(f).as_u32())
            .collect();
        fields.sort_unstable();
        fields.dedup();
        PtsSet::from_sorted(&fields)
    }
}
