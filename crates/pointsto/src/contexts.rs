//! Context sensitivity by cloning: which calls get a copy of their callee.
//!
//! A context-sensitive analysis analyses a call as if it called a copy of
//! the callee of its own (Whaley & Lam's cloning view of context
//! sensitivity, PLDI 2004; the k-limited call strings of Sharir & Pnueli,
//! 1981). This module decides the copies; [`crate::constraints`] adds one
//! more instance of a function's constraints per copy (fresh nodes for its
//! locals, fresh objects for its `alloca`s and allocation calls: heap
//! cloning per context), and the solver binds each call to the instance
//! the plan names, also for calls through pointers found while solving.
//! Everything not named binds to the function's *base instance*, which
//! also receives the calls from code outside the module.
//!
//! Modes ([`ContextMode`]):
//! - *k-call-site* (k = 1, 2): a context is the string of the last k call
//!   sites. With k = 1, every call site of a function gets its own copy,
//!   shared by all instances of the caller; with k = 2 the copy also
//!   depends on the call site that made the caller's instance.
//! - *argument sensitivity*: a context is the callee plus the points-to
//!   sets of its pointer arguments at the call (Smaragdakis, Bravenboer
//!   and Lhoták's "this"/object sensitivity, PLDI 2011, generalized to
//!   every pointer argument): calls with equal argument sets share one copy.
//!   The sets come from the previous solution, so the analysis runs in
//!   rounds: first without contexts, then keyed by those sets, then keyed
//!   by the previous round's sets in each instance, until the plan stops
//!   changing or [`args_rounds`] rounds have run. Each round separates one
//!   more level of nested calls.
//!
//! **Selection and budget** ([`ContextBudget`]). A callee gets copies only
//! if it is defined, passes or returns pointers (a parameter or a return
//! value that carries one), is at most `max_func_insts` instructions long,
//! and is called from at least two call sites (or from an instance that is
//! itself a copy, where k = 2 and arguments tell contexts apart). A call
//! from a base instance gets no copy when the previous solution shows it
//! could not differ from the base instance: every pointer argument already
//! points to all that the callee's parameter receives, and the callee (or
//! its cycle) allocates no heap or library memory a copy would rename. On
//! big programs whose sets are large, such calls would spend the budget
//! on copies that repeat the base instance's work.
//! Recursion: a function on a cycle of the call graph is copied with its
//! whole cycle (the cycle's instructions together count against
//! `max_func_insts`), and only at calls that enter the cycle from outside.
//! A call inside the cycle stays in its caller's copy: the copy of the
//! callee with the same context (the base instance from the base
//! instance). So a context names how the cycle was entered, never how deep
//! the recursion is, and the set of instances stays finite (this is how
//! call-string approaches treat recursion: the strings do not grow inside
//! a strongly connected component). A cycle that runs through code outside
//! the module is never copied. Instances are created in
//! breadth-first order from the base instances in function order, until
//! the copies' instructions reach `max_total_insts` or a function reaches
//! `max_instances_per_func`; later calls bind to the base instance, except
//! that a call string of two sites falls back to the copy of its most
//! recent site when that copy exists (it mixes fewer callers). The
//! order is fixed by the module, so the plan, and the result, are
//! deterministic and independent of the thread count.
//!
//! **Soundness.** Any assignment of calls to instances is sound: every
//! call binds to some instance of each of its callees, and every instance
//! is analysed with all constraints of its function. The plan needs the
//! call graph only to choose copies; calls through pointers the previous
//! solution did not see still bind (to the base instance).

use crate::andersen::{CallGraph, PointsToResult, EMPTY, NO_CYCLE};
use crate::constraints::BASE;
use crate::objects::{CloneSite, ObjKind};
use crate::pts::PtsSet;
use entity::EntityId;
use llir::{Func, Inst, Module, Value};
use std::collections::{HashMap, VecDeque};

/// How calls are told apart ([`crate::Config::context`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ContextMode {
    /// Context-insensitive: one instance per function.
    #[default]
    None,
    /// The last `k` call sites (1 or 2; other values are clamped).
    CallSite(u8),
    /// The callee and the points-to sets of the pointer arguments.
    Args,
}

impl ContextMode {
    /// The name the command line uses: `none`, `1-callsite`,
    /// `2-callsite`, `args`.
    pub fn name(self) -> &'static str {
        match self {
            ContextMode::None => "none",
            ContextMode::CallSite(1) => "1-callsite",
            ContextMode::CallSite(_) => "2-callsite",
            ContextMode::Args => "args",
        }
    }

    /// Parses [`ContextMode::name`]'s names.
    pub fn from_name(s: &str) -> Option<ContextMode> {
        match s {
            "none" => Some(ContextMode::None),
            "1-callsite" => Some(ContextMode::CallSite(1)),
            "2-callsite" => Some(ContextMode::CallSite(2)),
            "args" => Some(ContextMode::Args),
            _ => None,
        }
    }
}

/// How many context-sensitive rounds argument sensitivity runs at most on
/// a module of `module_insts` instructions (each round is one solve of the
/// module with its copies, after the context-insensitive one): as many as
/// fit in about 400,000 instruction-rounds, at least 2 and at most 8, but
/// one on modules of more than 500,000 instructions. A round separates one
/// more level of nested calls, and costs about one context-insensitive
/// solve or more: on sqlite3 -O2 (361,000 instructions), 2 rounds take
/// 3.1x the context-insensitive time and a third 5.1x, while programs of
/// 50,000 instructions finish 8 rounds in well under a second; on OpenSSL
/// -O2 (600,000 instructions, sets of 5,000 objects) a round took 100 s,
/// 1.7 times the context-insensitive solve.
pub fn args_rounds(module_insts: usize) -> usize {
    if module_insts > 500_000 {
        return 1;
    }
    (400_000 / module_insts.max(1)).clamp(2, 8)
}

/// Limits on the copies a context-sensitive analysis makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ContextBudget {
    /// Functions longer than this (in instructions) are never copied.
    pub max_func_insts: usize,
    /// Total instructions in all copies; `None` = the module's own
    /// instruction count plus 20,000 (so a module is analysed at most
    /// about twice over, plus a fixed allowance for small programs).
    pub max_total_insts: Option<usize>,
    /// Copies of one function at most.
    pub max_instances_per_func: usize,
}

impl Default for ContextBudget {
    fn default() -> Self {
        ContextBudget {
            max_func_insts: 400,
            max_total_insts: None,
            max_instances_per_func: 256,
        }
    }
}

/// What tells a copy apart from the other instances of its function.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ContextKey {
    /// The call string, most recent call site first.
    Sites(Vec<(Func, Inst)>),
    /// The points-to set of each argument (empty for arguments that carry
    /// no pointer).
    Args(Vec<PtsSet>),
}

/// The copies to make and which call binds to which copy.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContextPlan {
    /// The function each copy (clone id = index) copies.
    pub(crate) clone_funcs: Vec<Func>,
    /// The context of each copy.
    pub(crate) clone_keys: Vec<ContextKey>,
    /// `(caller, caller's instance, call, callee) -> clone`.
    pub(crate) targets: HashMap<(Func, u32, Inst, Func), u32>,
    /// Instructions in all copies.
    pub(crate) cloned_insts: usize,
    /// True if the budget stopped the creation of copies.
    pub(crate) budget_exhausted: bool,
}

impl ContextPlan {
    /// Number of copies.
    pub fn num_clones(&self) -> usize {
        self.clone_funcs.len()
    }
}

/// One call of a function body, with what the plan needs of it.
struct Call<'a> {
    inst: Inst,
    callees: &'a [Func],
    args: Vec<Value>,
}

/// Decides the copies for `mode`, using `prev` (a solution of the same
/// module: context-insensitive, or the previous round's) for the call
/// graph and, for [`ContextMode::Args`], the argument sets.
pub fn plan(m: &Module, prev: &PointsToResult<'_>, mode: ContextMode, budget: &ContextBudget) -> ContextPlan {
    let mut out = ContextPlan::default();
    if mode == ContextMode::None {
        return out;
    }
    let cg = prev.call_graph();
    let cs = prev.constraints();
    let nfuncs = m.funcs.len();
    let module_insts: usize = m.funcs.values().filter_map(|f| f.body.as_ref()).map(|b| b.insts.len()).sum();
    let max_total = budget.max_total_insts.unwrap_or(module_insts + 20_000);

    // Per function: its calls, in instruction order.
    let mut calls: Vec<Vec<Call<'_>>> = (0..nfuncs).map(|_| Vec::new()).collect();
    for s in cg.sites() {
        let Some(body) = m.funcs[s.func].body.as_ref() else { continue };
        let args = body.insts[s.inst]
            .call()
            .map(|c| c.args.iter().map(|a| a.value).collect())
            .unwrap_or_default();
        calls[s.func.index()].push(Call {
            inst: s.inst,
            callees: &s.callees,
            args,
        });
    }
    // Instructions per call-graph cycle: a recursive function is copied
    // with its whole cycle, so the cycle's size is what a copy costs.
    let mut cycle_insts: HashMap<u32, usize> = HashMap::new();
    for (g, func) in m.funcs.iter() {
        if let Some(body) = func.body.as_ref() {
            if cg.cycle(g) != NO_CYCLE {
                *cycle_insts.entry(cg.cycle(g)).or_default() += body.insts.len();
            }
        }
    }
    let same_cycle = |f: Func, g: Func| cg.cycle(g) != NO_CYCLE && cg.cycle(f) == cg.cycle(g);
    // How many call sites reach each function from outside its cycle (from
    // unknown code: one more).
    let mut sites_of = vec![0usize; nfuncs];
    for s in cg.sites() {
        for &g in &s.callees {
            if !same_cycle(s.func, g) {
                sites_of[g.index()] += 1;
            }
        }
    }
    for &g in cg.called_from_unknown() {
        sites_of[g.index()] += 1;
    }
    // A cycle entered from two sites (at one function each, or both at one)
    // has two contexts: every member counts the cycle's entering sites.
    spread_over_cycles(m, cg, &mut sites_of, |a, b| a + b);
    let eligible: Vec<bool> = m
        .funcs
        .iter()
        .map(|(g, func)| {
            let Some(body) = func.body.as_ref() else { return false };
            let moves_pointers = (0..func.params.len()).any(|i| cs.param_node(g, i).is_some()) || cs.ret_node(g).is_some();
            let size = match cg.cycle(g) {
                NO_CYCLE => body.insts.len(),
                _ if cg.cycle_through_unknown(g) => usize::MAX,
                c => cycle_insts[&c],
            };
            moves_pointers && size <= budget.max_func_insts
        })
        .collect();

    // Functions (or cycles) that allocate memory a copy would rename:
    // heap allocation calls, wrapper calls and library memory.
    let mut allocates = vec![false; nfuncs];
    let objs = prev.objects();
    for o in objs.ids() {
        if let ObjKind::Heap { func, .. }
        | ObjKind::HeapClone {
            site: CloneSite::Call(func, _),
            ..
        }
        | ObjKind::Library { func, .. } = objs.kind(o)
        {
            allocates[func.index()] = true;
        }
    }
    spread_over_cycles(m, cg, &mut allocates, |a, b| a || b);
    // A call from a base instance whose every pointer argument already
    // points to all that the callee's base instance receives gives a copy
    // nothing of its own: with the same inputs and no memory to rename it
    // would compute what the base instance computes.
    let no_gain = |f: Func, call: &Call<'_>, g: Func| {
        if allocates[g.index()] || m.funcs[g].varargs || call.args.len() != m.funcs[g].params.len() {
            return false;
        }
        call.args.iter().enumerate().all(|(i, &v)| match cs.param_node(g, i) {
            None => true,
            Some(p) => {
                let arg = cs.value_node(f, v).map_or(&EMPTY, |n| prev.instance_node_points_to(n));
                arg == prev.instance_node_points_to(p)
            }
        })
    };

    // The previous round's copies, to key argument sets per instance.
    let prev_clone: HashMap<(Func, &ContextKey), u32> = prev
        .context_keys()
        .iter()
        .enumerate()
        .map(|(c, k)| ((cs.clone_func(c as u32), k), c as u32))
        .collect();

    let mut index: HashMap<(Func, ContextKey), u32> = HashMap::new();
    let mut per_func = vec![0usize; nfuncs];
    let mut queue: VecDeque<(Func, u32)> = m.funcs.iter().filter(|(_, f)| f.body.is_some()).map(|(f, _)| (f, BASE)).collect();
    while let Some((f, c)) = queue.pop_front() {
        let ctx = (c != BASE).then(|| out.clone_keys[c as usize].clone());
        // The previous round's instance with the same context, if any.
        let prev_c = match &ctx {
            Some(k) => prev_clone.get(&(f, k)).copied().unwrap_or(BASE),
            None => BASE,
        };
        for call in &calls[f.index()] {
            for &g in call.callees {
                let inside_cycle = same_cycle(f, g);
                // A call inside a cycle stays in the caller's copy of the
                // cycle: the base instance calls the base instance, a copy
                // the copy of the same context.
                if inside_cycle && c == BASE {
                    continue;
                }
                if !inside_cycle && (!eligible[g.index()] || (c == BASE && (sites_of[g.index()] < 2 || no_gain(f, call, g)))) {
                    continue;
                }
                let key = match mode {
                    _ if inside_cycle => ctx.clone().expect("a copy has a context"),
                    ContextMode::None => unreachable!("handled above"),
                    ContextMode::CallSite(k) => {
                        let mut sites = vec![(f, call.inst)];
                        if let Some(ContextKey::Sites(s)) = &ctx {
                            sites.extend(s.iter().copied());
                        }
                        sites.truncate(k.clamp(1, 2) as usize);
                        ContextKey::Sites(sites)
                    }
                    ContextMode::Args => ContextKey::Args(
                        call.args
                            .iter()
                            .map(|&v| match cs.instance_value_node(f, prev_c, v) {
                                Some(n) if prev_c != BASE => prev.node_points_to(n).clone(),
                                _ => prev.points_to(f, v).clone(),
                            })
                            .collect(),
                    ),
                };
                let id = match index.get(&(g, key.clone())) {
                    Some(&id) => id,
                    None => {
                        let size = m.funcs[g].body.as_ref().map_or(0, |b| b.insts.len());
                        if out.cloned_insts + size > max_total || per_func[g.index()] >= budget.max_instances_per_func {
                            out.budget_exhausted = true;
                            // A call string that found no room falls back to
                            // the copy of its most recent call site, if
                            // that one was made, rather than to the base
                            // instance that mixes every caller.
                            let shorter = match &key {
                                ContextKey::Sites(s) if s.len() > 1 && !inside_cycle => {
                                    index.get(&(g, ContextKey::Sites(s[..1].to_vec()))).copied()
                                }
                                _ => None,
                            };
                            if let Some(id) = shorter {
                                out.targets.insert((f, c, call.inst, g), id);
                            }
                            continue;
                        }
                        let id = out.clone_funcs.len() as u32;
                        out.clone_funcs.push(g);
                        out.clone_keys.push(key.clone());
                        out.cloned_insts += size;
                        per_func[g.index()] += 1;
                        index.insert((g, key), id);
                        queue.push_back((g, id));
                        id
                    }
                };
                out.targets.insert((f, c, call.inst, g), id);
            }
        }
    }
    out
}

/// Gives every member of a call-graph cycle the join of the members'
/// `values` (by function index): a cycle is copied as one unit, so it is
/// entered, and allocates, as one. Functions on no cycle keep theirs.
fn spread_over_cycles<T: Copy + Default>(m: &Module, cg: &CallGraph, values: &mut [T], join: impl Fn(T, T) -> T) {
    let mut per_cycle: HashMap<u32, T> = HashMap::new();
    for (g, _) in m.funcs.iter() {
        if cg.cycle(g) != NO_CYCLE {
            let joined = per_cycle.entry(cg.cycle(g)).or_default();
            *joined = join(*joined, values[g.index()]);
        }
    }
    for (g, _) in m.funcs.iter() {
        if let Some(&v) = per_cycle.get(&cg.cycle(g)) {
            values[g.index()] = v;
        }
    }
}

/// A short description of context `key` for messages and dumps: the call
/// sites as `@caller:index` (instruction index in the caller's body), or
/// the argument sets' sizes.
pub(crate) fn describe(m: &Module, key: &ContextKey) -> String {
    match key {
        ContextKey::Sites(s) => s
            .iter()
            .map(|(f, i)| format!("@{}:{}", m.funcs[*f].name, i.index()))
            .collect::<Vec<_>>()
            .join(" <- "),
        ContextKey::Args(a) => format!("args({})", a.iter().map(|s| s.len().to_string()).collect::<Vec<_>>().join(",")),
    }
}

/// An object named by its allocation site and field, whatever context
/// clone or heap-cloning copy made it: how a context-sensitive result's objects are compared
/// with a context-insensitive one's.
fn site_key(objs: &crate::objects::Objects, o: crate::objects::Obj) -> (String, crate::objects::FieldOffset) {
    use crate::objects::ObjKind;
    let o = objs.normalize(o);
    let b = objs.base(o);
    let name = match objs.kind(b) {
        // Heap cloning may rename a site in one result and not in the
        // other (its checks see different sets): compare the sites.
        ObjKind::HeapClone { of, .. } => format!("{:?}", objs.kind(objs.base(of))),
        k => format!("{k:?}"),
    };
    (name, objs.offset(o))
}

/// Checks that the context-sensitive result `cs` is within the
/// context-insensitive `ci` of the same module: every local's projected
/// set (objects named by allocation site and field, whatever clone made them) is
/// covered by its set in `ci` (a collapsed object or an any-offset field
/// of `ci` covers every field of its base). Returns the number of sets
/// compared, or the first few locals that break it.
pub fn projection_within(ci: &PointsToResult<'_>, cs: &PointsToResult<'_>) -> Result<usize, Vec<String>> {
    use std::collections::BTreeSet;
    let m = ci.module();
    let mut bad = Vec::new();
    let mut compared = 0;
    for (f, func) in m.funcs.iter() {
        let Some(body) = func.body.as_ref() else { continue };
        for l in body.locals.keys() {
            let v = Value::Local(l);
            let inner = cs.points_to(f, v);
            if inner.is_empty() {
                continue;
            }
            compared += 1;
            let outer = ci.points_to(f, v);
            let objs = ci.objects();
            let have: BTreeSet<_> = outer.iter().map(|o| site_key(objs, crate::objects::Obj::from_u32(o))).collect();
            let collapsed: BTreeSet<String> = outer
                .iter()
                .map(crate::objects::Obj::from_u32)
                .filter(|&o| objs.is_collapsed(objs.base(o)))
                .map(|o| site_key(objs, o).0)
                .collect();
            for o in inner.iter() {
                let o = crate::objects::Obj::from_u32(o);
                let k = site_key(cs.objects(), o);
                // A collapsed object stands for all of its fields.
                let whole = cs.objects().is_collapsed(cs.objects().base(o));
                let covered = have.contains(&k)
                    || (whole && have.iter().any(|h| h.0 == k.0))
                    || collapsed.contains(&k.0)
                    || have.contains(&(k.0.clone(), crate::objects::FieldOffset::Any));
                if !covered {
                    bad.push(format!(
                        "@{} %{}: {}{:?} not in the context-insensitive set",
                        func.name,
                        l.index(),
                        k.0,
                        k.1
                    ));
                    break;
                }
            }
            if bad.len() >= 5 {
                return Err(bad);
            }
        }
    }
    if bad.is_empty() {
        Ok(compared)
    } else {
        Err(bad)
    }
}
