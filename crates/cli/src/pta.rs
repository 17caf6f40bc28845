//! `memssa pta`: points-to sets and the call graph, in text or JSON,
//! for the whole module or one function.
//!
//! The text form is `pointsto::refine::pta_output`'s; the JSON form names
//! every field and gives each call site its `line:col` besides its
//! instruction index (which the dynamic check's records use).

use crate::json::to_bytes;
use crate::lines::LineIndex;
use llir::{Func, Local, Module, Value};
use pointsto::flow_sensitive::FsResult;
use pointsto::regions::PtsView;
use pointsto::{Obj, PointsToResult, PtsSet};
use serde::Serialize;
use std::collections::HashMap;
use std::io::{self, Write};

/// `schema` of `pta --json` and `pta --call-graph --json`.
pub const PTA_SCHEMA: &str = "memssa-pta/1";
/// `schema` of `pta --sizes --json`.
pub const SIZES_SCHEMA: &str = "memssa-pta-sizes/1";

/// What `pta` prints.
#[derive(Clone, Copy, Debug, Default)]
pub struct What {
    /// The flow-sensitive sets instead of Andersen's.
    pub flow_sensitive: bool,
    /// JSON instead of text.
    pub json: bool,
    /// Only the call graph (the sets of a large module are gigabytes).
    pub call_graph_only: bool,
    /// Only each pointer's set size, in three units.
    pub sizes_only: bool,
    /// Only this function's pointers and call sites (the analysis is still
    /// of the whole module: sets depend on every caller).
    pub only: Option<Func>,
}

#[derive(Serialize)]
struct PtaJson<'a> {
    schema: &'static str,
    file: &'a str,
    analysis: &'static str,
    context: &'static str,
    function: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pointers: Option<Pointers<'a>>,
    call_graph: Vec<CallSiteJson>,
}

/// The pointers of `pta --json`, serialized one at a time: on a big
/// module the sets are gigabytes of names, and collecting them first would
/// hold all of that in memory (OpenSSL -O2's 170,000 pointers with sets of
/// 5,000 objects ran out of 23 GB).
struct Pointers<'a> {
    m: &'a Module,
    a: &'a PointsToResult<'a>,
    view: &'a dyn PtsView,
    names: &'a ObjectNames,
    locals: Vec<(Func, Local)>,
}

impl Serialize for Pointers<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.locals.iter().map(|&(f, l)| PointerJson {
            function: &self.m.funcs[f].name,
            pointer: self.a.value_name(f, Value::Local(l)),
            points_to: self.names.of(self.view.pts(f, Value::Local(l))),
        }))
    }
}

/// One pointer-typed local and its set.
#[derive(Serialize)]
struct PointerJson<'a> {
    function: &'a str,
    pointer: String,
    points_to: Vec<&'a str>,
}

/// Every object's name, made once: a big module's sets name each object
/// thousands of times.
struct ObjectNames(Vec<String>);

impl ObjectNames {
    fn new(a: &PointsToResult<'_>) -> ObjectNames {
        ObjectNames(a.objects().ids().map(|o| a.object_name(o)).collect())
    }

    /// The names of the objects of `s`, in set order.
    fn of(&self, s: &PtsSet) -> Vec<&str> {
        s.iter().map(|o| self.0[o as usize].as_str()).collect()
    }
}

/// One call site of the call graph.
#[derive(Serialize)]
pub struct CallSiteJson {
    /// The calling function's raw name.
    pub caller: String,
    /// The call's index among the caller's instructions, in text order.
    pub inst: u32,
    /// 1-based line of the call.
    pub line: usize,
    /// 1-based byte column of the call.
    pub col: usize,
    /// True if the callee operand is not a function symbol.
    pub indirect: bool,
    /// Raw names of the functions it may call (declarations included).
    pub callees: Vec<String>,
}

#[derive(Serialize)]
struct SizesJson<'a> {
    schema: &'static str,
    file: &'a str,
    analysis: &'static str,
    function: Option<&'a str>,
    pointers: Vec<SizeJson>,
}

/// One pointer's set size in the units of `pointsto::Stats`.
#[derive(Serialize)]
struct SizeJson {
    function: String,
    pointer: String,
    objects: usize,
    base_objects: usize,
    allocation_sites: usize,
}

/// Every pointer-typed local of the functions with a body (only `only` if
/// given), in function and local order.
pub fn pointer_locals(m: &Module, only: Option<Func>) -> Vec<(Func, Local)> {
    let mut out = Vec::new();
    for (f, fd) in m.funcs.iter() {
        if only.is_some_and(|o| o != f) {
            continue;
        }
        if let Some(b) = &fd.body {
            out.extend(
                b.locals
                    .iter()
                    .filter(|(_, ld)| m.types.is_pointer_like(ld.ty))
                    .map(|(l, _)| (f, l)),
            );
        }
    }
    out
}

/// The names of the objects of `s`.
pub fn object_names(a: &PointsToResult<'_>, s: &PtsSet) -> Vec<String> {
    s.iter().map(|o| a.object_name(Obj::from_u32(o))).collect()
}

/// Writes the output of `memssa pta` for `what` to `out`, one pointer at
/// a time: the sets of Andersen's result `a` (of `m` under `config`), or
/// with `what.flow_sensitive` those of `fs`, the flow-sensitive stage run
/// on it. The caller runs the analyses first, so a file is not created
/// and the progress line not cleared before they finish. Only errors of
/// `out` are returned.
pub fn write_output(
    m: &Module,
    config: &pointsto::Config,
    what: &What,
    a: &PointsToResult<'_>,
    fs: Option<&FsResult<'_, '_>>,
    out: &mut dyn Write,
) -> io::Result<()> {
    let view: &dyn PtsView = match fs {
        Some(fs) => fs,
        None => a,
    };
    let analysis = if what.flow_sensitive { "flow-sensitive" } else { "andersen" };
    let function = what.only.map(|f| m.funcs[f].name.as_str());
    if what.sizes_only {
        let pointers = sizes(m, a, view, what.only);
        if what.json {
            return out.write_all(&to_bytes(&SizesJson {
                schema: SIZES_SCHEMA,
                file: &m.file_name,
                analysis,
                function,
                pointers,
            }));
        }
        for r in &pointers {
            writeln!(
                out,
                "@{}\t{}\t{}\t{}\t{}",
                r.function, r.pointer, r.objects, r.base_objects, r.allocation_sites
            )?;
        }
        return Ok(());
    }
    // The call graph names no objects.
    let (names, locals) = if what.call_graph_only {
        (ObjectNames(Vec::new()), Vec::new())
    } else {
        (ObjectNames::new(a), pointer_locals(m, what.only))
    };
    let call_graph = call_sites(m, a, view, what.only);
    if what.json {
        let json = PtaJson {
            schema: PTA_SCHEMA,
            file: &m.file_name,
            analysis,
            context: config.context.name(),
            function,
            pointers: (!what.call_graph_only).then_some(Pointers {
                m,
                a,
                view,
                names: &names,
                locals,
            }),
            call_graph,
        };
        serde_json::to_writer_pretty(&mut *out, &json).map_err(io::Error::from)?;
        return out.write_all(b"\n");
    }
    for (f, l) in locals {
        write!(out, "@{} {} -> ", m.funcs[f].name, a.value_name(f, Value::Local(l)))?;
        write_braced(out, "", names.of(view.pts(f, Value::Local(l))))?;
    }
    out.write_all(b"call graph:\n")?;
    for c in &call_graph {
        write!(out, "@{} #{}{} -> ", c.caller, c.inst, if c.indirect { " (indirect)" } else { "" })?;
        write_braced(out, "@", c.callees.iter())?;
    }
    Ok(())
}

/// Writes `{a, b, ...}` and a newline, each item after `prefix`.
fn write_braced<T: AsRef<str>>(out: &mut dyn Write, prefix: &str, items: impl IntoIterator<Item = T>) -> io::Result<()> {
    out.write_all(b"{")?;
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.write_all(b", ")?;
        }
        out.write_all(prefix.as_bytes())?;
        out.write_all(item.as_ref().as_bytes())?;
    }
    out.write_all(b"}\n")
}

/// Every call site of the call graph of `a` (with the callees `view`
/// finds), in the caller's instruction order, functions in module order;
/// only those of `only` if given. A call with no callee found is listed
/// with none.
pub fn call_sites(m: &Module, a: &PointsToResult<'_>, view: &dyn PtsView, only: Option<Func>) -> Vec<CallSiteJson> {
    let lines = LineIndex::new(&m.source);
    a.call_graph()
        .sites()
        .iter()
        .filter(|s| only.is_none_or(|f| f == s.func))
        .map(|s| {
            let (line, col) = lines.inst(m, s.func, s.inst);
            CallSiteJson {
                caller: m.funcs[s.func].name.clone(),
                inst: s.inst.as_u32(),
                line,
                col,
                indirect: s.indirect,
                callees: view.callees(s.func, s.inst).iter().map(|&g| m.funcs[g].name.clone()).collect(),
            }
        })
        .collect()
}

/// The set sizes of `pta --sizes`. Sets are shared between pointers, so
/// each distinct set is counted once.
fn sizes(m: &Module, a: &PointsToResult<'_>, view: &dyn PtsView, only: Option<Func>) -> Vec<SizeJson> {
    let objs = a.objects();
    let mut seen: HashMap<*const PtsSet, (usize, usize, usize)> = HashMap::new();
    pointer_locals(m, only)
        .into_iter()
        .map(|(f, l)| {
            let s = view.pts(f, Value::Local(l));
            let (objects, base_objects, allocation_sites) = *seen
                .entry(std::ptr::from_ref(s))
                .or_insert_with(|| (s.len(), objs.count_bases(s), objs.count_alloc_sites(s)));
            SizeJson {
                function: m.funcs[f].name.clone(),
                pointer: a.value_name(f, Value::Local(l)),
                objects,
                base_objects,
                allocation_sites,
            }
        })
        .collect()
}
