//! The call graph found while solving.
//!
//! One entry per call instruction of the module (direct, indirect, inline
//! assembly, intrinsic), with its possible callees sorted by function id.
//! Functions whose address escaped to unknown code may also be called from
//! outside the module; they are listed by [`CallGraph::called_from_unknown`].
//! Callbacks of modeled library functions (`qsort`'s comparator,
//! `pthread_create`'s start routine, ...) are callees of the call to the
//! library function, next to the library function itself.

use entity::EntityId;
use llir::{Func, Inst};
use std::collections::HashMap;

/// One call instruction and where it may go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallEdges {
    /// The calling function.
    pub func: Func,
    /// The call, invoke or callbr instruction.
    pub inst: Inst,
    /// True if the callee operand is not a function symbol.
    pub indirect: bool,
    /// Possible callees, sorted and without duplicates. Empty for inline
    /// assembly and for indirect calls through pointers that point to no
    /// function (dead code, or a null function pointer).
    pub callees: Vec<Func>,
}

/// Callees per call site and callers per function.
#[derive(Clone, Debug, Default)]
pub struct CallGraph {
    sites: Vec<CallEdges>,
    by_inst: HashMap<(Func, Inst), u32>,
    callers: Vec<Vec<u32>>,
    from_unknown: Vec<Func>,
    recursive: Vec<bool>,
    /// Per function: its strongly connected component of the call graph
    /// (unknown code included), or [`NO_CYCLE`] if it is not recursive.
    cycle: Vec<u32>,
    /// The component of unknown code ([`NO_CYCLE`] if it lies on no cycle).
    unknown_cycle: u32,
}

/// [`CallGraph::cycle`] of a function on no call-graph cycle.
pub const NO_CYCLE: u32 = u32::MAX;

impl CallGraph {
    /// Builds the graph from `sites` (in any order) over `num_funcs` functions.
    /// `calls_unknown[f]` says whether `f` calls code the analysis does not see.
    pub(crate) fn new(mut sites: Vec<CallEdges>, num_funcs: usize, mut from_unknown: Vec<Func>, calls_unknown: &[bool]) -> CallGraph {
        sites.sort_by_key(|s| (s.func, s.inst));
        // Callbacks add a second record for the same instruction: merge.
        let mut merged: Vec<CallEdges> = Vec::with_capacity(sites.len());
        for s in sites {
            match merged.last_mut() {
                Some(last) if last.func == s.func && last.inst == s.inst => {
                    last.callees.extend(s.callees);
                    last.callees.sort_unstable();
                    last.callees.dedup();
                    last.indirect |= s.indirect;
                }
                _ => merged.push(s),
            }
        }
        let mut by_inst = HashMap::with_capacity(merged.len());
        let mut callers = vec![Vec::new(); num_funcs];
        for (i, s) in merged.iter().enumerate() {
            by_inst.insert((s.func, s.inst), i as u32);
            for &c in &s.callees {
                if let Some(v) = callers.get_mut(c.index()) {
                    v.push(i as u32);
                }
            }
        }
        from_unknown.sort_unstable();
        from_unknown.dedup();
        let (cycle, unknown_cycle) = recursive_functions(&merged, num_funcs, &from_unknown, calls_unknown);
        let recursive = cycle.iter().map(|&c| c != NO_CYCLE).collect();
        CallGraph {
            sites: merged,
            by_inst,
            callers,
            from_unknown,
            recursive,
            cycle,
            unknown_cycle,
        }
    }

    /// Every call site, sorted by function and instruction.
    pub fn sites(&self) -> &[CallEdges] {
        &self.sites
    }

    /// The possible callees of the call `inst` of `f`; empty if `inst` is
    /// not a call.
    pub fn callees(&self, f: Func, inst: Inst) -> &[Func] {
        match self.by_inst.get(&(f, inst)) {
            Some(&i) => &self.sites[i as usize].callees,
            None => &[],
        }
    }

    /// The call sites that may call `f`, sorted by caller and instruction.
    pub fn callers(&self, f: Func) -> impl Iterator<Item = (Func, Inst)> + '_ {
        self.callers
            .get(f.index())
            .into_iter()
            .flatten()
            .map(|&i| (self.sites[i as usize].func, self.sites[i as usize].inst))
    }

    /// Functions that unknown code (outside the module) may call.
    pub fn called_from_unknown(&self) -> &[Func] {
        &self.from_unknown
    }

    /// True if `f` may be active more than once at a time: it lies on a
    /// cycle of the call graph (calls made by unknown code count as edges
    /// from every function that calls unknown code).
    pub fn is_recursive(&self, f: Func) -> bool {
        self.recursive.get(f.index()).copied().unwrap_or(false)
    }

    /// The call-graph cycle `f` lies on, as a component number shared by
    /// every function of the cycle ([`NO_CYCLE`] if `f` is not recursive).
    /// Two functions with the same number may call each other, directly or
    /// through others of the cycle.
    pub fn cycle(&self, f: Func) -> u32 {
        self.cycle.get(f.index()).copied().unwrap_or(NO_CYCLE)
    }

    /// True if `f`'s cycle goes through code outside the module (`f` calls
    /// unknown code and may be called back by it).
    pub fn cycle_through_unknown(&self, f: Func) -> bool {
        let c = self.cycle(f);
        c != NO_CYCLE && c == self.unknown_cycle
    }

    /// Number of (site, callee) pairs.
    pub fn num_edges(&self) -> usize {
        self.sites.iter().map(|s| s.callees.len()).sum()
    }
}

/// The cycle of each function on a call-graph cycle (Tarjan over the
/// function graph; [`NO_CYCLE`] for the others), and unknown code's.
fn recursive_functions(sites: &[CallEdges], n: usize, from_unknown: &[Func], calls_unknown: &[bool]) -> (Vec<u32>, u32) {
    use super::scc::{tarjan, Csr};
    // Vertex n stands for unknown code.
    let mut edges: Vec<(u32, u32)> = Vec::new();
    let mut self_loop = vec![false; n + 1];
    for s in sites {
        for &c in &s.callees {
            if c.index() < n {
                edges.push((s.func.as_u32(), c.as_u32()));
                if c == s.func {
                    self_loop[c.index()] = true;
                }
            }
        }
    }
    for &f in from_unknown {
        edges.push((n as u32, f.as_u32()));
    }
    // Whoever calls into unknown code may be called back by it.
    for (f, &c) in calls_unknown.iter().enumerate().take(n) {
        if c {
            edges.push((f as u32, n as u32));
        }
    }
    edges.sort_unstable();
    edges.dedup();
    let (comp, count) = tarjan(&Csr::from_edges(n + 1, &edges));
    let mut size = vec![0u32; count as usize];
    for &c in &comp {
        size[c as usize] += 1;
    }
    let on_cycle = |v: usize| self_loop[v] || size[comp[v] as usize] > 1;
    let cycle = (0..n).map(|f| if on_cycle(f) { comp[f] } else { NO_CYCLE }).collect();
    let unknown = if size[comp[n] as usize] > 1 { comp[n] } else { NO_CYCLE };
    (cycle, unknown)
}
