//! The JSON forms of the outputs. Each is one object with a `"schema"`
//! field naming its schema in `docs/schemas/` and its version, so that a
//! reader can tell the outputs apart and notice a change of shape.
//!
//! The libraries' types are not serialized as they are where their shape
//! would be unnamed (arrays of seconds, tuples): these DTOs are the
//! documented form.

use crate::lines::LineIndex;
use crate::Failure;
use llir::{BlockName, Body, Func, Module};
use memssa::driver::{self, FunctionAnalysis, FunctionError, LlvmOracle, OracleFactory, RunOptions};
use memssa::{Access, AccessKind, ClobberWalker, MemorySsa, WalkerConfig};
use pointsto::oracle::{PointsToAA, PointsToKind};
use pointsto::refine::{ContextComparison, RefineReport};
use pointsto::regions::PtsView;
use serde::Serialize;
use serde_json::{json, Value};

/// `schema` of `print --json`.
pub const PRINT_SCHEMA: &str = "memssa-print/1";
/// `schema` of `print --partition regions --json`.
pub const REGIONS_SCHEMA: &str = "memssa-regions/1";
/// `schema` of `stats --json`.
pub const STATS_SCHEMA: &str = "memssa-stats/1";
/// `schema` of `refine --json`.
pub const REFINE_SCHEMA: &str = "memssa-refine/1";
/// `schema` of `refine --compare-contexts --json`.
pub const CONTEXTS_SCHEMA: &str = "memssa-refine-contexts/1";
/// `schema` of `opt --json`.
pub const OPT_SCHEMA: &str = "memssa-opt/1";

/// Pretty JSON with a final newline (every output ends with one).
pub fn to_bytes(v: &impl Serialize) -> Vec<u8> {
    // Serializing these DTOs cannot fail: every map key is a string.
    let mut out = serde_json::to_vec_pretty(v).unwrap_or_default();
    out.push(b'\n');
    out
}

/// Which Memory SSA `print --json` describes, as the text printers do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintMode {
    /// `print`: uses optimized, then every access's clobber asked.
    Optimized,
    /// `print --walker`: every access's clobber asked in layout order.
    Walker,
    /// `print --no-ensure-optimized-uses`: no walker (clobbers are null).
    Unoptimized,
}

impl PrintMode {
    fn name(self) -> &'static str {
        match self {
            PrintMode::Optimized => "optimized",
            PrintMode::Walker => "walker",
            PrintMode::Unoptimized => "no-ensure-optimized-uses",
        }
    }
}

#[derive(Serialize)]
struct PrintJson<'a> {
    schema: &'static str,
    file: &'a str,
    mode: &'static str,
    aa: &'static str,
    functions: Vec<FunctionJson>,
}

/// One function of `print --json`.
#[derive(Serialize)]
struct FunctionJson {
    name: String,
    /// liveOnEntry first, then each block's phi and accesses in layout order.
    accesses: Vec<AccessJson>,
}

/// One access. `id` is dense per function (LLVM numbers only Defs and
/// phis; `number` is that number, the one the text printers show).
#[derive(Serialize)]
struct AccessJson {
    id: u32,
    kind: &'static str,
    number: Option<u32>,
    block: String,
    inst: Option<InstJson>,
    defining: Option<u32>,
    clobber: Option<u32>,
    users: Vec<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    incoming: Option<Vec<IncomingJson>>,
}

/// An instruction: where it starts and its text as written.
#[derive(Serialize, Clone)]
pub struct InstJson {
    /// 1-based line.
    pub line: usize,
    /// 1-based byte column.
    pub col: usize,
    /// The instruction's text (several lines for a `switch`).
    pub text: String,
}

#[derive(Serialize)]
struct IncomingJson {
    block: String,
    access: u32,
}

/// The name of block `b` as the printers write it (`entry`, or `3` for a
/// numbered block).
pub fn block_name(body: &Body, b: llir::Block) -> String {
    match &body.blocks[b].name {
        BlockName::Named(n) => n.to_string(),
        BlockName::Numbered(n) => n.to_string(),
    }
}

/// The [`InstJson`] of instruction `i`.
pub fn inst_json(m: &Module, lines: &LineIndex, body: &Body, i: llir::Inst) -> InstJson {
    let span = body.insts[i].span;
    let (line, col) = lines.line_col(span.start as usize);
    InstJson {
        line,
        col,
        text: m.source.get(span.range()).unwrap_or("").to_string(),
    }
}

/// The name of an access kind in JSON.
pub fn kind_name(k: AccessKind) -> &'static str {
    match k {
        AccessKind::LiveOnEntry => "liveOnEntry",
        AccessKind::Def => "def",
        AccessKind::Use => "use",
        AccessKind::Phi => "phi",
    }
}

/// Every access of `mssa` in printing order: liveOnEntry, then per block
/// its phi and its Defs and Uses.
pub fn layout_order(mssa: &MemorySsa, body: &Body) -> Vec<Access> {
    let mut order = vec![mssa.live_on_entry()];
    for (b, _) in body.blocks.iter() {
        order.extend_from_slice(mssa.block_accesses(b));
    }
    order
}

/// `memssa print --json`: the Memory SSA of `funcs` with the alias
/// analysis of `points_to` (LLVM's when `None`).
pub fn print(
    m: &Module,
    funcs: &[Func],
    opts: &RunOptions,
    config: &pointsto::Config,
    points_to: Option<PointsToKind>,
    mode: PrintMode,
    limit: u32,
) -> Result<Vec<u8>, FunctionError> {
    let a;
    let fs;
    let pa;
    let oracles: &dyn OracleFactory = match points_to {
        None => &LlvmOracle,
        Some(kind) => {
            a = pointsto::Andersen::analyze(m, config);
            fs = (kind == PointsToKind::FlowSensitive).then(|| pointsto::flow_sensitive::FlowSensitive::analyze(&a));
            let view: &(dyn PtsView + Sync) = match &fs {
                Some(fs) => fs,
                None => &a,
            };
            pa = PointsToAA::new(&a, view);
            &pa
        }
    };
    let lines = LineIndex::new(&m.source);
    let pipeline = driver::alias_pipeline(&opts.build);
    let functions = driver::for_each_function(m, funcs, opts, |fa| {
        let FunctionAnalysis {
            func, body, dom, mut mssa, ..
        } = fa;
        let order = layout_order(&mssa, body);
        let mut clobbers: Vec<Option<Access>> = vec![None; mssa.num_accesses()];
        let mut accesses = Vec::new();
        // Only declarations have no alias analysis, and they have no body.
        if let Ok(aa) = alias::FunctionAA::new(m, func, &dom) {
            let aa = aa.with_pipeline(pipeline);
            let oracle = oracles.make(&aa);
            let config = WalkerConfig {
                limit,
                invariant_group: mode == PrintMode::Walker,
            };
            let mut walker = ClobberWalker::new(&aa, &*oracle, &dom, config);
            if mode == PrintMode::Optimized {
                memssa::optimize_uses(&mut mssa, &mut walker, &dom);
            }
            // The structure as the text printer of the mode shows it, before
            // the clobber queries below store their answers.
            accesses = describe(m, &lines, body, &mssa, &order);
            if mode != PrintMode::Unoptimized {
                for &acc in &order {
                    if matches!(mssa.kind(acc), AccessKind::Def | AccessKind::Use) {
                        clobbers[acc.as_u32() as usize] = Some(walker.clobbering_access(&mut mssa, acc));
                    }
                }
            }
        }
        for a in &mut accesses {
            a.clobber = clobbers[a.id as usize].map(|c| c.as_u32());
        }
        FunctionJson {
            name: m.funcs[func].name.clone(),
            accesses,
        }
    })?;
    Ok(to_bytes(&PrintJson {
        schema: PRINT_SCHEMA,
        file: &m.file_name,
        mode: mode.name(),
        aa: match points_to {
            None => "llvm",
            Some(PointsToKind::Andersen) => "andersen",
            Some(PointsToKind::FlowSensitive) => "flow-sensitive",
        },
        functions,
    }))
}

/// The users of every access, indexed by access id: the accesses of
/// `order` naming it as defining access or phi operand, each once, in the
/// order of `order` (a phi with the same operand on two edges counts once).
pub fn users_of(mssa: &MemorySsa, order: &[Access]) -> Vec<Vec<u32>> {
    let mut users: Vec<Vec<u32>> = vec![Vec::new(); mssa.num_accesses()];
    for &a in order {
        let uses = mssa.defining_access(a).into_iter().chain(mssa.incoming(a).iter().map(|&(_, v)| v));
        for d in uses {
            let u = &mut users[d.as_u32() as usize];
            if u.last() != Some(&a.as_u32()) {
                u.push(a.as_u32());
            }
        }
    }
    users
}

/// The accesses of `order` with everything but their clobbers, users as
/// [`users_of`] finds them.
fn describe(m: &Module, lines: &LineIndex, body: &Body, mssa: &MemorySsa, order: &[Access]) -> Vec<AccessJson> {
    let mut users = users_of(mssa, order);
    order
        .iter()
        .map(|&a| {
            let kind = mssa.kind(a);
            AccessJson {
                id: a.as_u32(),
                kind: kind_name(kind),
                number: mssa.number(a),
                block: block_name(body, mssa.block(a)),
                inst: mssa.inst(a).map(|i| inst_json(m, lines, body, i)),
                defining: mssa.defining_access(a).map(|d| d.as_u32()),
                clobber: None,
                users: std::mem::take(&mut users[a.as_u32() as usize]),
                incoming: (kind == AccessKind::Phi).then(|| {
                    mssa.incoming(a)
                        .iter()
                        .map(|&(b, v)| IncomingJson {
                            block: block_name(body, b),
                            access: v.as_u32(),
                        })
                        .collect()
                }),
            }
        })
        .collect()
}

/// `memssa opt --json`: how many of each transformation, and every
/// transformation with its justification, in the report's order; with
/// `--explain`, every candidate left alone and why (`missed`, absent when
/// there is none).
pub fn opt_report(outcome: &clients::Outcome) -> Vec<u8> {
    let counts: serde_json::Map<String, Value> = [
        clients::ActionKind::DeadStore,
        clients::ActionKind::ForwardStore,
        clients::ActionKind::ReuseLoad,
        clients::ActionKind::HoistLoad,
    ]
    .iter()
    .map(|&k| (json!(k).as_str().unwrap_or_default().to_string(), json!(outcome.count(k))))
    .collect();
    let mut doc = json!({ "schema": OPT_SCHEMA, "counts": counts, "actions": outcome.actions });
    if !outcome.missed.is_empty() {
        doc["missed"] = json!(outcome.missed);
    }
    to_bytes(&doc)
}

/// `memssa stats --json`.
pub fn stats(s: &memssa::print::stats::Stats) -> Vec<u8> {
    let mut doc = serde_json::Map::new();
    doc.insert("schema".into(), json!(STATS_SCHEMA));
    for (k, v) in s.fields() {
        doc.insert(k.to_string(), json!(v));
    }
    to_bytes(&doc)
}

/// `print --partition regions --json`: the library's array of functions
/// (`pointsto::refine::print_regions`), in an object with its schema.
pub fn regions(array: &[u8]) -> Result<Vec<u8>, Failure> {
    let mut functions: Value = serde_json::from_slice(array).map_err(|e| Failure::input(format!("memssa: error: regions JSON: {e}")))?;
    // A phi's operands are `[block, version]` pairs there; name them.
    let phis = functions
        .as_array_mut()
        .into_iter()
        .flatten()
        .filter_map(|f| f.get_mut("versions").and_then(Value::as_array_mut))
        .flatten()
        .filter_map(|v| v.get_mut("def").and_then(|d| d.get_mut("incoming")).and_then(Value::as_array_mut));
    for incoming in phis {
        for pair in incoming.iter_mut() {
            if let Some([b, v]) = pair.as_array().map(Vec::as_slice) {
                *pair = json!({ "block": b, "version": v });
            }
        }
    }
    Ok(to_bytes(&json!({ "schema": REGIONS_SCHEMA, "functions": functions })))
}

/// A [`RefineReport`] with its arrays named: `seconds` and `peak_bytes`
/// become objects keyed by stage.
fn refine_value(r: &RefineReport) -> Value {
    let mut v = serde_json::to_value(r).unwrap_or(Value::Null);
    let stages = ["andersen", "first_build", "flow_sensitive", "rebuild"];
    let seconds: serde_json::Map<String, Value> = stages.iter().zip(r.seconds).map(|(k, s)| (k.to_string(), json!(s))).collect();
    let peaks: serde_json::Map<String, Value> = stages
        .iter()
        .chain(["clobbers"].iter())
        .zip(r.peak_bytes)
        .map(|(k, p)| (k.to_string(), json!(p)))
        .collect();
    if let Some(o) = v.as_object_mut() {
        o.insert("seconds".into(), Value::Object(seconds));
        o.insert("peak_bytes".into(), Value::Object(peaks));
    }
    v
}

/// `memssa refine --json`.
pub fn refine(r: &RefineReport) -> Vec<u8> {
    let mut v = refine_value(r);
    if let Some(o) = v.as_object_mut() {
        o.insert("schema".into(), json!(REFINE_SCHEMA));
    }
    to_bytes(&v)
}

/// `memssa refine --compare-contexts --json`.
pub fn compare_contexts(c: &ContextComparison) -> Vec<u8> {
    let modes: Vec<Value> = c
        .modes
        .iter()
        .map(|m| {
            json!({
                "mode": m.mode,
                "clones": m.clones,
                "cloned_insts": m.cloned_insts,
                "report": refine_value(&m.report),
            })
        })
        .collect();
    to_bytes(&json!({ "schema": CONTEXTS_SCHEMA, "modes": modes }))
}
