//! `memssa query`: everything about one instruction.
//!
//! The clobber is the walker's answer, the one `print --walker` prints
//! (fresh walk limit, `!invariant.group` honoured). The walk shown is an
//! explanation of that answer, not a trace of the walker's search: from
//! the access's defining access upwards, each MemoryDef with the alias and
//! mod/ref answers that made the walker step over it (LLVM's
//! `instructionClobbersQuery`, `memssa::walker::instruction_clobbers`),
//! until the clobber. At a MemoryPhi the walker searches every incoming
//! path at once; the walk then names the phi and goes straight to the
//! clobber the search ended at.

use crate::json::{block_name, inst_json, kind_name, to_bytes, InstJson};
use crate::lines::LineIndex;
use crate::pta::object_names;
use alias::{AliasOracle, FunctionAA};
use llir::attrs::{MemLoc, MemoryEffects};
use llir::{Body, Func, Inst, InstKind, Module, Value};
use memssa::driver::{self, FunctionAnalysis, FunctionError, LlvmOracle, OracleFactory, RunOptions};
use memssa::{Access, AccessKind, ClobberWalker, MemorySsa, WalkerConfig};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::oracle::PointsToAA;
use pointsto::regions::PtsView;
use serde::Serialize;
use std::fmt::Write as _;

/// `schema` of `query --json`.
pub const QUERY_SCHEMA: &str = "memssa-query/1";

/// Which instruction is asked about.
#[derive(Clone, Debug)]
pub enum Target {
    /// The first instruction starting on this 1-based line.
    Line(usize),
    /// The instruction defining this local (name without `%`).
    Value(String),
}

/// A query.
pub struct Query<'a> {
    /// The function.
    pub func: Func,
    /// The instruction.
    pub target: Target,
    /// The walker's alias analysis: `llvm`, `andersen`, `flow-sensitive`.
    pub aa: &'a str,
    /// The walk limit.
    pub walk_limit: u32,
    /// The points-to analysis behind the sets (and the oracle).
    pub config: pointsto::Config,
    /// How to build (and whether to verify).
    pub opts: RunOptions,
}

/// Why a query has no answer.
pub enum Error {
    /// The instruction does not exist (the message, file name included).
    NotFound(String),
    /// The function's Memory SSA failed to verify.
    Verify(FunctionError),
}

#[derive(Serialize)]
struct QueryJson<'a> {
    schema: &'static str,
    file: &'a str,
    function: &'a str,
    aa: &'a str,
    inst: InstJson,
    access: Option<AccessRef>,
    defining: Option<AccessRef>,
    clobber: Option<AccessRef>,
    walk: Vec<StepJson>,
    points_to: Vec<PointsToJson>,
    call: Option<CallJson>,
}

/// An access as the text printers write it, with where it is.
#[derive(Serialize)]
struct AccessRef {
    id: u32,
    kind: &'static str,
    number: Option<u32>,
    block: String,
    inst: Option<InstJson>,
    text: String,
}

/// One access on the walk from the query to its clobber.
#[derive(Serialize)]
struct StepJson {
    access: AccessRef,
    /// True if this access is the clobber (the walk's last step).
    clobber: bool,
    /// The alias answer between this Def's location and the query's, when
    /// both have one.
    alias: Option<String>,
    /// What this Def may do to the query's location (or to the query
    /// call's memory).
    mod_ref: Option<String>,
    why: String,
}

#[derive(Serialize)]
struct PointsToJson {
    /// `operand` or `result`.
    role: &'static str,
    value: String,
    points_to: Vec<String>,
}

#[derive(Serialize)]
struct CallJson {
    callees: Vec<String>,
    /// What the call may do to memory in general (`NoModRef`, `Ref`, `Mod`, `ModRef`).
    mod_ref: String,
    /// The call's memory effects per location kind.
    memory_effects: EffectsJson,
    /// With `--aa andersen|flow-sensitive`: the points-to summary of the
    /// call's callees (what memory of the caller it may touch).
    points_to_summary: Option<SummaryJson>,
}

#[derive(Serialize)]
struct EffectsJson {
    argmem: String,
    inaccessiblemem: String,
    other: String,
}

#[derive(Serialize)]
struct SummaryJson {
    writes_anything: bool,
    reads_anything: bool,
    objects_written: usize,
    objects_read: usize,
}

/// Runs `q` and renders the answer.
pub fn run(m: &Module, q: &Query<'_>, json: bool) -> Result<Vec<u8>, Error> {
    let lines = LineIndex::new(&m.source);
    let fname = &m.funcs[q.func].name;
    let Some(body) = m.funcs[q.func].body.as_ref() else {
        return Err(Error::NotFound(format!("{}: error: function '{fname}' has no body", m.file_name)));
    };
    let inst = find(&lines, body, &q.target).ok_or_else(|| {
        Error::NotFound(match &q.target {
            Target::Line(n) => format!("{}:{n}:1: error: no instruction of @{fname} starts on this line", m.file_name),
            Target::Value(v) => format!("{}: error: no instruction of @{fname} defines %{v}", m.file_name),
        })
    })?;
    let fa = match driver::analyze_function(m, q.func, &q.opts) {
        Some(Ok(fa)) => fa,
        Some(Err(e)) => return Err(Error::Verify(e)),
        None => return Err(Error::NotFound(format!("{}: error: function '{fname}' has no body", m.file_name))),
    };
    let a = pointsto::Andersen::analyze(m, &q.config);
    let fs = (q.aa == "flow-sensitive").then(|| FlowSensitive::analyze(&a));
    let view: &(dyn PtsView + Sync) = match &fs {
        Some(fs) => fs,
        None => &a,
    };
    let pa = PointsToAA::new(&a, view);
    let FunctionAnalysis { dom, mut mssa, .. } = fa;
    let aa = FunctionAA::new(m, q.func, &dom)
        .map_err(|_| Error::NotFound(format!("{}: error: function '{fname}' has no body", m.file_name)))?
        .with_pipeline(driver::alias_pipeline(&q.opts.build));
    let factory: &dyn OracleFactory = if q.aa == "llvm" { &LlvmOracle } else { &pa };
    let oracle = factory.make(&aa);
    let aref = |mssa: &MemorySsa, x: Access| access_ref(m, &lines, body, mssa, x);

    let access = mssa.access_of(inst);
    let defining = access.and_then(|x| mssa.defining_access(x));
    let (mut access_j, mut defining_j, mut clobber_j, mut walk) = (None, None, None, Vec::new());
    if let Some(x) = access {
        // Described before the walker stores its answer (a Use's defining
        // access becomes its clobber).
        access_j = Some(aref(&mssa, x));
        defining_j = defining.map(|d| aref(&mssa, d));
        let config = WalkerConfig {
            limit: q.walk_limit,
            invariant_group: true,
        };
        let mut walker = ClobberWalker::new(&aa, &*oracle, &dom, config);
        let clobber = walker.clobbering_access(&mut mssa, x);
        clobber_j = Some(aref(&mssa, clobber));
        if let Some(d) = defining {
            walk = explain(&aa, &*oracle, &mssa, inst, d, clobber, &aref);
        }
    }

    let points_to = pointer_values(m, body, inst)
        .into_iter()
        .map(|(role, v)| PointsToJson {
            role,
            value: a.value_name(q.func, v),
            points_to: object_names(&a, view.pts(q.func, v)),
        })
        .collect();
    let call = body.insts[inst].call().map(|_| CallJson {
        callees: view.callees(q.func, inst).iter().map(|&g| m.funcs[g].name.clone()).collect(),
        mod_ref: format!("{:?}", oracle.mod_ref_inst(inst)),
        memory_effects: effects(oracle.call_memory_effects(inst)),
        points_to_summary: (q.aa != "llvm")
            .then(|| pa.call_effects(q.func, inst))
            .flatten()
            .map(|e| SummaryJson {
                writes_anything: e.writes_anything(),
                reads_anything: e.reads_anything(),
                objects_written: e.num_written(),
                objects_read: e.num_read(),
            }),
    });
    let doc = QueryJson {
        schema: QUERY_SCHEMA,
        file: &m.file_name,
        function: fname,
        aa: q.aa,
        inst: inst_json(m, &lines, body, inst),
        access: access_j,
        defining: defining_j,
        clobber: clobber_j,
        walk,
        points_to,
        call,
    };
    Ok(if json { to_bytes(&doc) } else { text(&doc).into_bytes() })
}

/// The instruction `target` names.
fn find(lines: &LineIndex, body: &Body, target: &Target) -> Option<Inst> {
    match target {
        Target::Line(n) => body
            .blocks
            .iter()
            .flat_map(|(_, bd)| bd.insts.iter().copied())
            .find(|&i| lines.line_col(body.insts[i].span.start as usize).0 == *n),
        Target::Value(name) => body.locals.iter().find_map(|(_, ld)| match ld.def {
            llir::LocalDef::Inst(i) if &*ld.name == name.as_str() => Some(i),
            _ => None,
        }),
    }
}

/// The access as the printers write it (`3 = MemoryPhi({entry,1},{a,2})`).
fn access_ref(m: &Module, lines: &LineIndex, body: &Body, mssa: &MemorySsa, x: Access) -> AccessRef {
    let mut text = Vec::new();
    memssa::print::llvm::write_access(mssa, body, x, &mut text);
    AccessRef {
        id: x.as_u32(),
        kind: kind_name(mssa.kind(x)),
        number: mssa.number(x),
        block: block_name(body, mssa.block(x)),
        inst: mssa.inst(x).map(|i| inst_json(m, lines, body, i)),
        text: String::from_utf8_lossy(&text).into_owned(),
    }
}

/// The walk from `start` (the query's defining access) to `clobber`; see
/// the module docs.
fn explain(
    aa: &FunctionAA<'_>,
    oracle: &dyn AliasOracle,
    mssa: &MemorySsa,
    inst: Inst,
    start: Access,
    clobber: Access,
    aref: &dyn Fn(&MemorySsa, Access) -> AccessRef,
) -> Vec<StepJson> {
    let loc = aa.location_of(inst);
    let is_call = aa.body().insts[inst].call().is_some();
    let mut steps = Vec::new();
    let mut cur = start;
    // Bounded by the chain's length: each step moves to a defining access,
    // which lies strictly above.
    for _ in 0..=mssa.num_accesses() {
        let step = |why: String, alias: Option<String>, mod_ref: Option<String>| StepJson {
            access: aref(mssa, cur),
            clobber: cur == clobber,
            alias,
            mod_ref,
            why,
        };
        match mssa.kind(cur) {
            AccessKind::LiveOnEntry => {
                steps.push(step("liveOnEntry: memory as on entry to the function".into(), None, None));
                break;
            }
            AccessKind::Phi => {
                let why = if cur == clobber {
                    "MemoryPhi: the incoming paths have different clobbers (or the walk limit was reached)"
                } else {
                    "MemoryPhi: looked through (the walker searched every incoming path; none has a clobber before the next step)"
                };
                steps.push(step(why.into(), None, None));
                break;
            }
            AccessKind::Def | AccessKind::Use => {
                let Some(di) = mssa.inst(cur) else { break };
                let alias = match (&loc, aa.location_of(di)) {
                    (Some(l), Some(dl)) if !is_call => Some(oracle.alias(&dl, l).to_string()),
                    _ => None,
                };
                let mod_ref = if is_call {
                    Some(format!("{:?}", oracle.mod_ref_inst_call(di, inst)))
                } else {
                    loc.as_ref().map(|l| format!("{:?}", oracle.mod_ref_inst_loc(di, l)))
                };
                let clobbers = memssa::walker::instruction_clobbers(aa, oracle, di, loc.as_ref(), Some(inst));
                let why = match (clobbers, cur == clobber) {
                    (true, true) => "clobber: it may write what the query accesses".to_string(),
                    (false, true) => "clobber: where the walk stopped (walk limit, or an ordering rule)".to_string(),
                    (true, false) => {
                        "may clobber, but the walker's answer lies above (a rule the walker applies beyond mod/ref)".to_string()
                    }
                    (false, false) => "skipped: it cannot write what the query accesses".to_string(),
                };
                steps.push(step(why, alias, mod_ref));
                if cur == clobber {
                    break;
                }
                match mssa.defining_access(cur) {
                    Some(d) => cur = d,
                    None => break,
                }
            }
        }
    }
    if steps.last().is_none_or(|s| !s.clobber) {
        steps.push(StepJson {
            access: aref(mssa, clobber),
            clobber: true,
            alias: None,
            mod_ref: None,
            why: "clobber: the walker's answer".into(),
        });
    }
    steps
}

/// The pointer-typed operands of `i` (each once, in operand order) and
/// its result if it is a pointer.
fn pointer_values(m: &Module, body: &Body, i: Inst) -> Vec<(&'static str, Value)> {
    let d = &body.insts[i];
    let ops: Vec<Value> = match &d.kind {
        InstKind::Load { ptr, .. } => vec![*ptr],
        InstKind::Store { value, ptr, .. } => vec![*value, *ptr],
        InstKind::CmpXchg { ptr, cmp, new, .. } => vec![*ptr, *cmp, *new],
        InstKind::AtomicRmw { ptr, value, .. } => vec![*ptr, *value],
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            std::iter::once(c.callee).chain(c.args.iter().map(|a| a.value)).collect()
        }
        InstKind::Ret { value } => value.iter().copied().collect(),
        InstKind::VaArg { list, .. } => vec![*list],
        InstKind::Gep { base, .. } => vec![*base],
        InstKind::Phi { incoming } => incoming.iter().map(|&(v, _)| v).collect(),
        InstKind::Select { if_true, if_false, .. } => vec![*if_true, *if_false],
        InstKind::Cast { value, .. } => vec![*value],
        InstKind::Other { operands, .. } => operands.clone(),
        _ => Vec::new(),
    };
    let is_ptr = |v: &Value| match v {
        Value::Local(l) => m.types.is_pointer_like(body.locals[*l].ty),
        Value::Global(_) => true,
        Value::Const(_) => false,
    };
    let mut out: Vec<(&'static str, Value)> = Vec::new();
    for v in ops.into_iter().filter(is_ptr) {
        if !out.iter().any(|&(_, w)| w == v) {
            out.push(("operand", v));
        }
    }
    if let Some(r) = d.result.map(Value::Local).filter(is_ptr) {
        out.push(("result", r));
    }
    out
}

fn effects(e: MemoryEffects) -> EffectsJson {
    let name = |l: MemLoc| format!("{:?}", e.locs[l as usize]);
    EffectsJson {
        argmem: name(MemLoc::ArgMem),
        inaccessiblemem: name(MemLoc::InaccessibleMem),
        other: name(MemLoc::Other),
    }
}

/// The text form of a query's answer.
fn text(q: &QueryJson<'_>) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "{}:{}:{}: @{}: {}", q.file, q.inst.line, q.inst.col, q.function, q.inst.text);
    let loc = |a: &AccessRef| match &a.inst {
        Some(i) => format!("{} (line {}: {})", a.text, i.line, i.text),
        None => format!("{} (block {})", a.text, a.block),
    };
    match &q.access {
        None => {
            let _ = writeln!(s, "access: none (the instruction does not touch memory)");
        }
        Some(a) => {
            let _ = writeln!(s, "access: {}", a.text);
            if let Some(d) = &q.defining {
                let _ = writeln!(s, "defining access: {}", loc(d));
            }
            if let Some(c) = &q.clobber {
                let _ = writeln!(s, "clobber ({} alias analysis): {}", q.aa, loc(c));
            }
            if !q.walk.is_empty() {
                let _ = writeln!(s, "walk:");
            }
            for st in &q.walk {
                let mut facts = Vec::new();
                if let Some(a) = &st.alias {
                    facts.push(format!("alias {a}"));
                }
                if let Some(m) = &st.mod_ref {
                    facts.push(format!("mod/ref {m}"));
                }
                let facts = if facts.is_empty() {
                    String::new()
                } else {
                    format!(" [{}]", facts.join(", "))
                };
                let _ = writeln!(s, "  {}: {}{}", loc(&st.access), st.why, facts);
            }
        }
    }
    if !q.points_to.is_empty() {
        let _ = writeln!(s, "points-to:");
    }
    for p in &q.points_to {
        let _ = writeln!(s, "  {} {} -> {{{}}}", p.role, p.value, p.points_to.join(", "));
    }
    if let Some(c) = &q.call {
        let callees: Vec<String> = c.callees.iter().map(|c| format!("@{c}")).collect();
        let _ = writeln!(s, "call: callees {{{}}}", callees.join(", "));
        let e = &c.memory_effects;
        let _ = writeln!(
            s,
            "  mod/ref {} (argmem {}, inaccessiblemem {}, other {})",
            c.mod_ref, e.argmem, e.inaccessiblemem, e.other
        );
        if let Some(p) = &c.points_to_summary {
            let count = |any: bool, n: usize| if any { "anything".to_string() } else { format!("{n} object(s)") };
            let _ = writeln!(
                s,
                "  points-to summary: writes {}, reads {}",
                count(p.writes_anything, p.objects_written),
                count(p.reads_anything, p.objects_read)
            );
        }
    }
    s
}
