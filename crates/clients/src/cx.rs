//! The per-function state the passes share: analyses, the walker, the
//! updater, and what was done so far.

use crate::missed::{Missed, Pass, Reason};
use crate::writer::{self, FunctionEdits};
use crate::{Action, ActionKind};
use alias::{AliasOracle, AliasResult, FunctionAA, LocationSize, MemoryLocation};
use entity::EntityId;
use flow::{Cfg, DomTree, LoopForest};
use llir::{Block, Body, Func, Inst, InstKind, Module, Ordering, Value};
use memssa::{Access, AccessKind, ClobberWalker, MemorySsa, Updater};
use rustc_hash::FxHashMap;

/// The byte offsets where the lines of a text start, for `line:col` in
/// O(log lines) (`llir::span::line_col` scans the text before the offset).
pub(crate) struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    pub fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(k, _)| k + 1));
        LineIndex { starts }
    }

    /// 1-based line and column (bytes) of `offset`, as `llir::span::line_col`.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        let line = self.starts.partition_point(|&s| s <= offset);
        (line, offset - self.starts[line - 1] + 1)
    }
}

/// One function being optimized.
pub(crate) struct Cx<'a, 'm> {
    pub module: &'m Module,
    /// Line starts of the module's text, for `line:col`.
    pub lines: &'a LineIndex,
    pub func: Func,
    pub body: &'m Body,
    pub cfg: &'a Cfg,
    pub dom: &'a DomTree,
    pub loops: &'a LoopForest,
    pub aa: &'a FunctionAA<'m>,
    pub oracle: &'a dyn AliasOracle,
    pub walker: ClobberWalker<'a, 'm>,
    pub up: Updater<'a>,
    pub actions: Vec<Action>,
    /// Loads replaced, with the value that replaces them (never a replaced
    /// load itself) and its text in the output.
    pub replaced: FxHashMap<Inst, (Value, String)>,
    /// Loads moved to the end of a block, in the order they were moved
    /// (a load hoisted twice appears twice; the last entry wins).
    pub hoisted: Vec<(Inst, Block)>,
    /// Instructions removed (dead stores and replaced loads), in order.
    pub removed: Vec<Inst>,
    /// Each access's defining access as built, before uses were optimized
    /// (indexed by access; accesses created later have none): where a
    /// report's clobber chain starts.
    pub reaching: Vec<Option<Access>>,
    /// Record why candidates were left alone ([`crate::Options::explain`]).
    pub explain: bool,
    /// What was left alone, and why (only with `explain`).
    pub missed: Vec<Missed>,
}

impl Cx<'_, '_> {
    /// The Memory SSA of the edited program.
    pub fn mssa(&self) -> &MemorySsa {
        self.up.mssa()
    }

    /// Where the clobber chain of `a` starts: its defining access as built
    /// (the walk the use optimizer made from there), or now.
    pub fn chain_start(&self, a: Access) -> Option<Access> {
        self.reaching
            .get(a.index())
            .copied()
            .flatten()
            .filter(|&d| !self.mssa().is_removed(d))
            .or_else(|| self.mssa().defining_access(a))
    }

    /// The clobber of `a` (which marks it optimized).
    pub fn clobber(&mut self, a: Access) -> Access {
        self.walker.clobbering_access(self.up.mssa_mut(), a)
    }

    /// `line:col` of `i` in the input.
    pub fn line_col(&self, i: Inst) -> (usize, usize) {
        self.lines.line_col(self.body.insts[i].span.range().start)
    }

    /// The first line of `i`'s text.
    pub fn inst_text(&self, i: Inst) -> String {
        let t = &self.module.source[self.body.insts[i].span.range()];
        t.lines().next().unwrap_or("").trim().to_string()
    }

    /// Records an action on `i`.
    pub fn act(&mut self, i: Inst, kind: ActionKind, why: Vec<String>) {
        let (line, col) = self.line_col(i);
        self.actions.push(Action {
            function: self.module.funcs[self.func].name.clone(),
            line,
            col,
            kind,
            inst: self.inst_text(i),
            why,
        });
    }

    /// Records that `pass` left `i` alone for `reason` (with `explain`).
    pub fn miss(&mut self, i: Inst, pass: Pass, reason: Reason) {
        if !self.explain {
            return;
        }
        let (line, col) = self.line_col(i);
        self.missed.push(Missed {
            function: self.module.funcs[self.func].name.clone(),
            line,
            col,
            pass,
            reason,
        });
    }

    /// How `a` reads in a report: `3 = MemoryDef at 12:3 (store i32 0, ptr %p, align 4)`,
    /// `5 = MemoryPhi in %bb`, `liveOnEntry`.
    pub fn describe(&self, a: Access) -> String {
        let m = self.mssa();
        match m.kind(a) {
            AccessKind::LiveOnEntry => "liveOnEntry".into(),
            AccessKind::Phi => {
                let mut name = Vec::new();
                memssa::print::llvm::write_block_name(self.body, m.block(a), &mut name);
                format!("{} = MemoryPhi in %{}", m.number(a).unwrap_or(0), String::from_utf8_lossy(&name))
            }
            kind => {
                let i = m.inst(a).expect("a Def or Use has an instruction");
                let (l, c) = self.line_col(i);
                let what = if kind == AccessKind::Def { "MemoryDef" } else { "MemoryUse" };
                match m.number(a) {
                    Some(n) => format!("{n} = {what} at {l}:{c} ({})", self.inst_text(i)),
                    None => format!("{what} at {l}:{c} ({})", self.inst_text(i)),
                }
            }
        }
    }

    /// The clobber chain of a query: the Defs from `start` (the access's
    /// defining access before the query) up its def chain to `clobber`,
    /// each "may not alias" except the last; a phi on the way ends the
    /// straight chain (the walker looked through its paths).
    pub fn chain(&self, start: Access, clobber: Access) -> Vec<String> {
        let m = self.mssa();
        let mut out = Vec::new();
        let mut x = start;
        while x != clobber && out.len() < 8 {
            out.push(format!("walked past {} (no clobber)", self.describe(x)));
            match (m.kind(x), m.defining_access(x)) {
                (AccessKind::Def, Some(d)) => x = d,
                (AccessKind::Phi, _) => {
                    out.push("looked through the phi's incoming paths".into());
                    break;
                }
                _ => break,
            }
        }
        out.push(format!("clobber: {}", self.describe(clobber)));
        out
    }

    /// A load or store that is neither volatile nor atomic: its pointer,
    /// the type it reads or writes, and (stores) the value.
    pub fn simple_access(&self, i: Inst) -> Option<(Value, llir::Type, Option<Value>)> {
        match &self.body.insts[i].kind {
            InstKind::Load {
                ty,
                ptr,
                volatile: false,
                ordering: Ordering::NotAtomic,
                ..
            } => Some((*ptr, *ty, None)),
            InstKind::Store {
                value,
                ptr,
                volatile: false,
                ordering: Ordering::NotAtomic,
                ..
            } => Some((*ptr, self.aa.value_type(*value)?, Some(*value))),
            _ => None,
        }
    }

    /// Do `x` and `y` (loads or stores) access exactly the same bytes?
    /// MustAlias and equal precise sizes.
    pub fn same_location(&self, x: &MemoryLocation, y: &MemoryLocation) -> bool {
        matches!((x.size, y.size), (LocationSize::Precise(a), LocationSize::Precise(b)) if a == b)
            && self.oracle.alias(x, y) == AliasResult::MustAlias
    }

    /// `v` with replaced loads looked through, and the text that spells
    /// it in the output (`store`: the store whose operand `v` is, to spell
    /// constants); `None` if the writer cannot spell it.
    pub fn replacement(&self, v: Value, store: Option<Inst>) -> Option<(Value, String)> {
        if let Value::Local(l) = v {
            if let llir::LocalDef::Inst(i) = self.body.locals[l].def {
                if let Some(r) = self.replaced.get(&i) {
                    return Some(r.clone());
                }
            }
        }
        Some((v, writer::value_text(self.module, self.body, v, store)?))
    }

    /// The edits, if anything changed.
    pub fn edits(&self) -> Option<FunctionEdits> {
        if self.removed.is_empty() && self.hoisted.is_empty() {
            return None;
        }
        let mut replaced: Vec<(llir::Local, String)> = self
            .replaced
            .iter()
            .filter_map(|(&i, (_, text))| Some((self.body.insts[i].result?, text.clone())))
            .collect();
        replaced.sort();
        Some(FunctionEdits {
            func: self.func,
            removed: self.removed.clone(),
            replaced,
            hoisted: self.hoisted.clone(),
        })
    }
}
