//! `memssa html`: one self-contained HTML page to browse a module's Memory
//! SSA (no network: the CSS and script are inlined from `assets/html/`).
//!
//! The page holds one JSON blob per function in a
//! `<script type="application/json">` element and renders only the selected
//! function into the DOM, so a module of thousands of functions (sqlite3)
//! costs the browser one parse of inert text, not a DOM node per line.
//!
//! Per function the blob has (short keys, since sqlite3's page is tens of
//! megabytes):
//! - `t`: the text `memssa print --function F` prints (header included);
//! - `a`: per access id (the dense ids of `print --json`), `[kind, line,
//!   defining, users, incoming]`: kind 0 liveOnEntry, 1 def, 2 use, 3 phi;
//!   `line` the 0-based line of `t` with its annotation (-1 for
//!   liveOnEntry; a Def's or Use's instruction starts on the next line);
//!   `defining` an id or -1; `users` ids; `incoming` `[id, ...]` for a phi
//!   (in the order its annotation lists them), else 0; and LLVM's number
//!   (-1 for a Use; 0 is liveOnEntry) with which annotations name it;
//! - `c`: per alias mode (`llvm`, and `andersen`/`flow-sensitive` if asked),
//!   the clobber of every access by id (-1 for phis and liveOnEntry), as
//!   `print --json [--aa MODE]` computes it: uses optimized with that
//!   mode's oracle, then the walker asked for every Def and Use;
//! - `r`: the text `memssa print --partition regions --function F` prints
//!   (Andersen's regions), except that a legend line names at most
//!   [`LEGEND_OBJECTS`] objects and then how many more, or the verifier's
//!   message if that build failed.
//!
//! The text and the defining accesses are LLVM's (`memssa print`); only the
//! clobber highlight follows the mode chosen on the page.

use crate::json::{layout_order, users_of};
use crate::progress;
use llir::{Block, Body, Func, Inst, Module};
use memssa::driver::{self, FunctionAnalysis, FunctionError, LlvmOracle, OracleFactory, RunOptions};
use memssa::print::llvm::{print_function_written, Annotator, Plain};
use memssa::{Access, AccessKind, ClobberWalker, MemorySsa, WalkerConfig};
use pointsto::oracle::{PointsToAA, PointsToKind};
use pointsto::regions::ModuleRegions;
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use std::sync::atomic::{AtomicUsize, Ordering};

/// The page's skeleton; `{{TITLE}}`, `{{STYLE}}`, `{{DATA}}` and
/// `{{SCRIPT}}` are replaced.
const TEMPLATE: &str = include_str!("../assets/html/page.html");
const STYLE: &str = include_str!("../assets/html/page.css");
const SCRIPT: &str = include_str!("../assets/html/page.js");

/// What the page offers besides LLVM's alias analysis.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Extra alias modes whose clobbers the page can switch to, in the
    /// order given (duplicates are dropped).
    pub modes: Vec<PointsToKind>,
    /// The walker's step limit (`--walk-limit`).
    pub walk_limit: u32,
    /// The points-to analysis behind the regions view and the extra modes.
    pub config: pointsto::Config,
}

/// A function's data on the page (see the module doc for the keys).
#[derive(Serialize)]
struct FunctionData {
    t: String,
    a: Vec<Value>,
    c: Vec<Vec<i64>>,
    r: String,
}

/// The page index: every function's name, in module order, and the modes.
#[derive(Serialize)]
struct Index<'a> {
    file: &'a str,
    modes: Vec<&'static str>,
    functions: Vec<&'a str>,
}

/// An [`Annotator`] that prints like [`Plain`] and records the 0-based
/// output line of every annotation, by access id.
struct Recorder<'a> {
    plain: Plain<'a>,
    /// Every annotation written, in order: the access and its line.
    written: Vec<(Access, Vec<u8>)>,
}

impl Recorder<'_> {
    fn record(&mut self, a: Access, out: &[u8], from: usize) {
        self.written.push((a, out[from..].to_vec()));
    }

    /// Per access (by id), the 0-based line of its annotation in `text`,
    /// the printed function: the annotations appear in the order they were
    /// written, and no IR line can equal one (they start with `; `).
    fn lines_in(&self, text: &[u8], lines: &mut [i64]) {
        let mut next = self.written.iter().peekable();
        for (k, line) in text.split_inclusive(|&c| c == b'\n').enumerate() {
            if let Some((a, want)) = next.peek() {
                if line == want.as_slice() {
                    lines[a.as_u32() as usize] = k as i64;
                    next.next();
                }
            }
        }
    }
}

impl Annotator for Recorder<'_> {
    fn header(&self) -> &'static str {
        self.plain.header()
    }
    fn mssa(&self) -> &MemorySsa {
        self.plain.mssa
    }
    fn phi_line(&mut self, body: &Body, b: Block, phi: Access, out: &mut Vec<u8>) {
        let from = out.len();
        self.plain.phi_line(body, b, phi, out);
        self.record(phi, out, from);
    }
    fn access_line(&mut self, body: &Body, i: Inst, access: Access, out: &mut Vec<u8>) {
        let from = out.len();
        self.plain.access_line(body, i, access, out);
        self.record(access, out, from);
    }
}

/// The clobber of every Def and Use of `mssa` (by id, -1 elsewhere) as
/// `print --json` finds them: uses optimized, then each access asked in
/// layout order.
fn clobbers(mssa: &mut MemorySsa, walker: &mut ClobberWalker<'_, '_>, order: &[Access]) -> Vec<i64> {
    let mut out = vec![-1; mssa.num_accesses()];
    for &a in order {
        if matches!(mssa.kind(a), AccessKind::Def | AccessKind::Use) {
            out[a.as_u32() as usize] = walker.clobbering_access(mssa, a).as_u32() as i64;
        }
    }
    out
}

/// JSON text safe inside a `<script>` element: `<` only occurs inside JSON
/// strings, where `\u003c` means the same, so no `</script` or `<!--` can
/// end or change the element whatever bytes the IR's names hold.
fn script_json(v: &impl Serialize) -> String {
    serde_json::to_string(v).unwrap_or_default().replace('<', "\\u003c")
}

/// How many objects a region's legend line names on the page.
pub const LEGEND_OBJECTS: usize = 16;

/// Names every region of `fr` as [`ModuleRegions::name_regions`] does,
/// `{a, b}`, but with at most [`LEGEND_OBJECTS`] objects and then `… and N
/// more`: on sqlite3 -O0 the full names of the regions of every function
/// are 1.4 GB (regions of the heap hold thousands of objects).
pub fn name_regions_briefly(a: &pointsto::PointsToResult<'_>, fr: &mut pointsto::regions::FuncRegions) {
    fr.names = fr
        .regions
        .iter()
        .map(|objects| {
            let mut s = String::from("{");
            for (k, o) in objects.iter().take(LEGEND_OBJECTS).enumerate() {
                if k > 0 {
                    s.push_str(", ");
                }
                s.push_str(&a.object_name(pointsto::Obj::from_u32(o)));
            }
            if objects.len() > LEGEND_OBJECTS {
                s.push_str(&format!(", … and {} more", objects.len() - LEGEND_OBJECTS));
            }
            s.push('}');
            s
        })
        .collect();
}

/// The name of a points-to mode on the page and on the command line.
fn mode_name(k: PointsToKind) -> &'static str {
    match k {
        PointsToKind::Andersen => "andersen",
        PointsToKind::FlowSensitive => "flow-sensitive",
    }
}

/// The page for the functions `funcs` of `m` (declarations are listed by
/// nothing: only definitions have Memory SSA). Errors: the first function
/// whose Memory SSA fails verification (with `opts.verify`).
pub fn page(m: &Module, funcs: &[Func], opts: &RunOptions, o: &Options) -> Result<Vec<u8>, FunctionError> {
    let mut modes: Vec<PointsToKind> = Vec::new();
    for &k in &o.modes {
        if !modes.contains(&k) {
            modes.push(k);
        }
    }
    progress::stage("Andersen points-to (regions view)");
    let a = pointsto::Andersen::analyze(m, &o.config);
    let fs = modes.contains(&PointsToKind::FlowSensitive).then(|| {
        progress::stage("flow-sensitive points-to");
        pointsto::flow_sensitive::FlowSensitive::analyze(&a)
    });
    progress::stage("regions");
    let mut regions = ModuleRegions::compute(&a, &a);
    for fr in regions.funcs.iter_mut().flatten() {
        name_regions_briefly(&a, fr);
    }
    let builds = pointsto::refine::build_all(m, &regions);
    let by_func: HashMap<Func, usize> = builds.iter().enumerate().map(|(k, b)| (b.func, k)).collect();
    let andersen_aa = PointsToAA::new(&a, &a);
    let fs_aa = fs.as_ref().map(|fs| PointsToAA::new(&a, fs));
    let oracles: Vec<&dyn OracleFactory> = modes
        .iter()
        .map(|k| match k {
            PointsToKind::FlowSensitive => fs_aa
                .as_ref()
                .map_or(&andersen_aa as &dyn OracleFactory, |f| f as &dyn OracleFactory),
            PointsToKind::Andersen => &andersen_aa as &dyn OracleFactory,
        })
        .collect();
    let pipeline = driver::alias_pipeline(&opts.build);
    let slots = llir::slots::ModuleSlots::compute(m);
    let done = AtomicUsize::new(0);
    let total = funcs.len();
    let data = driver::for_each_function(m, funcs, opts, |fa| {
        let FunctionAnalysis { func, body, dom, mssa, .. } = fa;
        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
        if n.is_multiple_of(64) || n == total {
            progress::stage(&format!("Memory SSA of each function ({n}/{total})"));
        }
        let order = layout_order(&mssa, body);
        let mut lines = vec![-1i64; mssa.num_accesses()];
        let mut text = Vec::new();
        let mut c = Vec::new();
        let unoptimized = mssa.clone();
        let users;
        let mut optimized = mssa;
        // Only declarations have no alias analysis, and they have no body.
        if let Ok(aa) = alias::FunctionAA::new(m, func, &dom) {
            let aa = aa.with_pipeline(pipeline);
            let config = WalkerConfig {
                limit: o.walk_limit,
                invariant_group: false,
            };
            let llvm = LlvmOracle.make(&aa);
            let mut walker = ClobberWalker::new(&aa, &*llvm, &dom, config);
            memssa::optimize_uses(&mut optimized, &mut walker, &dom);
            let fslots = slots.for_function(m, func);
            let mut rec = Recorder {
                plain: Plain { mssa: &optimized },
                written: Vec::new(),
            };
            print_function_written(m, &slots, &fslots, func, body, &mut rec, &mut text);
            rec.lines_in(&text, &mut lines);
            users = users_of(&optimized, &order);
            c.push(clobbers(&mut optimized, &mut walker, &order));
            for factory in &oracles {
                let mut other = unoptimized.clone();
                let oracle = factory.make(&aa);
                let mut walker = ClobberWalker::new(&aa, &*oracle, &dom, config);
                memssa::optimize_uses(&mut other, &mut walker, &dom);
                c.push(clobbers(&mut other, &mut walker, &order));
            }
        } else {
            users = users_of(&optimized, &order);
        }
        let mut accesses = vec![Value::Null; optimized.num_accesses()];
        for &acc in &order {
            let kind = match optimized.kind(acc) {
                AccessKind::LiveOnEntry => 0,
                AccessKind::Def => 1,
                AccessKind::Use => 2,
                AccessKind::Phi => 3,
            };
            let id = acc.as_u32() as usize;
            let defining = optimized.defining_access(acc).map_or(-1, |d| d.as_u32() as i64);
            let incoming: Value = if kind == 3 {
                optimized.incoming(acc).iter().map(|&(_, v)| Value::from(v.as_u32())).collect()
            } else {
                Value::from(0)
            };
            let number = optimized.number(acc).map_or(-1, i64::from);
            accesses[id] = serde_json::json!([kind, lines[id], defining, users[id], incoming, number]);
        }
        let r = match by_func.get(&func).map(|&k| &builds[k]) {
            Some(b) => match (&b.error, &b.pmssa, &regions.funcs[func.as_u32() as usize]) {
                (Some(e), _, _) => format!("PartitionedMemorySSA for function: {}\nerror: {e}\n", m.funcs[func].name),
                (None, Some(p), Some(fr)) => {
                    let mut out = Vec::new();
                    memssa::print::regions::print_function(m, func, body, p, fr, &mut out);
                    String::from_utf8_lossy(&out).into_owned()
                }
                _ => String::new(),
            },
            None => String::new(),
        };
        (
            m.funcs[func].name.as_str(),
            FunctionData {
                t: String::from_utf8_lossy(&text).into_owned(),
                a: accesses,
                c,
                r,
            },
        )
    })?;
    progress::stage("writing the page");
    let index = Index {
        file: &m.file_name,
        modes: std::iter::once("llvm").chain(modes.iter().map(|&k| mode_name(k))).collect(),
        functions: data.iter().map(|(n, _)| *n).collect(),
    };
    let mut blobs = String::new();
    blobs.push_str("<script type=\"application/json\" id=\"memssa-index\">");
    blobs.push_str(&script_json(&index));
    blobs.push_str("</script>\n");
    for (k, (_, d)) in data.iter().enumerate() {
        blobs.push_str(&format!("<script type=\"application/json\" id=\"f{k}\">"));
        blobs.push_str(&script_json(d));
        blobs.push_str("</script>\n");
    }
    let title = memssa::print::regions_dot::escape(&format!("memssa: {}", m.file_name));
    let script = SCRIPT.replace("</", "<\\/");
    Ok(fill(
        TEMPLATE,
        &[("TITLE", &title), ("STYLE", STYLE), ("DATA", &blobs), ("SCRIPT", &script)],
    )
    .into_bytes())
}

/// `template` with each `{{NAME}}` replaced by its value, in one pass, so
/// that a value (a file name, the IR) holding `{{...}}` is never rescanned.
/// Unknown placeholders stay as written.
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(template.len() + values.iter().map(|(_, v)| v.len()).sum::<usize>());
    let mut rest = template;
    while let Some(start) = rest.find("{{") {
        out.push_str(&rest[..start]);
        let after = &rest[start + 2..];
        match after
            .find("}}")
            .and_then(|end| values.iter().find(|(k, _)| *k == &after[..end]).map(|(_, v)| (end, v)))
        {
            Some((end, v)) => {
                out.push_str(v);
                rest = &after[end + 2..];
            }
            None => {
                out.push_str("{{");
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::{fill, script_json};

    #[test]
    fn script_json_cannot_close_the_element() {
        let s = script_json(&"</script><!-- x");
        assert!(!s.contains('<'), "{s}");
        let back: String = serde_json::from_str(&s).unwrap();
        assert_eq!(back, "</script><!-- x");
    }

    #[test]
    fn fill_never_rescans_values() {
        let t = "<title>{{TITLE}}</title>{{DATA}}{{NONE}}";
        assert_eq!(fill(t, &[("TITLE", "{{DATA}}"), ("DATA", "d")]), "<title>{{DATA}}</title>d{{NONE}}");
    }
}
