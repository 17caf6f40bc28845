//! Rebuilding the partitioned Memory SSA from the flow-sensitive result,
//! and what changed.
//!
//! [`refine`] runs: Andersen → regions → partitioned Memory SSA (verified)
//! → flow-sensitive points-to → regions again from the flow-sensitive sets
//! and call graph → partitioned Memory SSA again (verified), and reports a
//! before/after table ([`RefineReport`]): regions, MUs, CHIs, phis, average
//! points-to set sizes (top-level pointers and address-taken objects, over
//! non-empty sets), and indirect call edges. It also checks that at every
//! instruction the objects covered by the rebuilt MUs and CHIs are a subset
//! of those of the first build.
//!
//! It also runs LLVM's use optimizer over every function with LLVM's alias
//! analysis, with the Andersen oracle and with the flow-sensitive oracle
//! ([`crate::oracle`]) and counts the MemoryUses whose clobber moved up
//! ([`ClobberMoves`]).

use crate::andersen::PointsToResult;
use crate::flow_sensitive::{FlowSensitive, FsResult};
use crate::objects::Obj;
use crate::oracle::{compare_clobbers, ClobberMoves, PointsToAA};
use crate::pts::PtsSet;
use crate::regions::{ModuleRegions, PtsView};
use crate::Config;
use entity::EntityId;
use flow::{Cfg, DomTree};
use llir::{Func, Module, Value};
use memssa::partition::{PartitionJson, PartitionedMemorySsa};
use rayon::prelude::*;
use serde::Serialize;
use std::collections::HashMap;
use std::fmt;
use std::time::Instant;

/// Totals of one build.
#[derive(Clone, Debug, Default, Serialize, PartialEq)]
pub struct BuildCounts {
    /// Regions, summed over functions.
    pub regions: usize,
    /// MUs (exit MUs included).
    pub mus: usize,
    /// CHIs (entry CHIs not included).
    pub chis: usize,
    /// Phis.
    pub phis: usize,
    /// Entry CHIs.
    pub entry_chis: usize,
    /// Average points-to set size of top-level pointers (non-empty sets).
    pub avg_pts_top_level: f64,
    /// Average content set size of address-taken objects (non-empty sets).
    pub avg_pts_address_taken: f64,
    /// SVF's `AvgTopLvlPtsSize` on this result ([`crate::andersen::svf_average`]).
    pub avg_pts_svf: f64,
    /// The same counted in base objects ([`crate::Stats::avg_pts_svf_bases`]).
    pub avg_pts_svf_bases: f64,
    /// The same counted in allocation sites ([`crate::Stats::avg_pts_svf_sites`]).
    pub avg_pts_svf_sites: f64,
    /// (site, callee) pairs at indirect call sites.
    pub indirect_call_edges: usize,
}

/// The before/after table of [`refine`].
#[derive(Clone, Debug, Default, Serialize)]
pub struct RefineReport {
    /// From Andersen's result.
    pub before: BuildCounts,
    /// From the flow-sensitive result.
    pub after: BuildCounts,
    /// Functions whose partitioned Memory SSA failed to verify (should be 0).
    pub verifier_failures: usize,
    /// Instructions whose rebuilt MU/CHI objects are not a subset of the
    /// first build's (should be 0).
    pub coverage_violations: usize,
    /// Values whose flow-sensitive points-to set, and call sites whose
    /// flow-sensitive callees, are not within Andersen's (should be 0;
    /// object contents are intersected with Andersen's by construction).
    pub subset_violations: usize,
    /// Stores that strongly updated (counted each time the store was evaluated).
    pub strong_updates: u64,
    /// True if the flow-sensitive interprocedural fixpoint converged (else
    /// parameters and call results kept Andersen's sets).
    pub interprocedural: bool,
    /// Seconds: Andersen, first build, flow-sensitive, rebuild.
    pub seconds: [f64; 4],
    /// LLVM-mode MemoryUses whose clobber moved up with the points-to
    /// oracles (its optimized Memory SSAs that failed to verify are also
    /// counted in `verifier_failures`).
    pub clobbers: ClobberMoves,
    /// Seconds: summaries and the three use-optimizer runs of `clobbers`.
    pub clobber_seconds: f64,
    /// Peak memory in bytes at the end of each stage (Andersen, first
    /// build, flow-sensitive, rebuild, clobbers), as measured by the probe
    /// given to [`refine_probed`]; `None` without a probe. With a
    /// peak-so-far probe (the CLI's), a stage raised the peak when its
    /// figure is above the previous one.
    pub peak_bytes: [Option<u64>; 5],
}

/// Measures memory between stages: the peak memory in bytes up to now
/// (`None` if the platform cannot tell).
pub type PeakProbe<'x> = &'x dyn Fn() -> Option<u64>;

impl fmt::Display for RefineReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (b, a) = (&self.before, &self.after);
        writeln!(f, "{:<28} {:>14} {:>14}", "", "andersen", "flow-sensitive")?;
        let rows: [(&str, String, String); 11] = [
            ("regions", b.regions.to_string(), a.regions.to_string()),
            ("MUs", b.mus.to_string(), a.mus.to_string()),
            ("CHIs", b.chis.to_string(), a.chis.to_string()),
            ("entry CHIs", b.entry_chis.to_string(), a.entry_chis.to_string()),
            ("phis", b.phis.to_string(), a.phis.to_string()),
            (
                "avg pts (top-level)",
                format!("{:.3}", b.avg_pts_top_level),
                format!("{:.3}", a.avg_pts_top_level),
            ),
            (
                "avg pts (SVF AvgTopLvlPts)",
                format!("{:.3}", b.avg_pts_svf),
                format!("{:.3}", a.avg_pts_svf),
            ),
            (
                "  in base objects",
                format!("{:.3}", b.avg_pts_svf_bases),
                format!("{:.3}", a.avg_pts_svf_bases),
            ),
            (
                "  in allocation sites",
                format!("{:.3}", b.avg_pts_svf_sites),
                format!("{:.3}", a.avg_pts_svf_sites),
            ),
            (
                "avg pts (address-taken)",
                format!("{:.3}", b.avg_pts_address_taken),
                format!("{:.3}", a.avg_pts_address_taken),
            ),
            (
                "indirect call edges",
                b.indirect_call_edges.to_string(),
                a.indirect_call_edges.to_string(),
            ),
        ];
        for (k, x, y) in rows {
            writeln!(f, "{k:<28} {x:>14} {y:>14}")?;
        }
        let c = &self.clobbers;
        writeln!(
            f,
            "{:<28} {:>14} {:>14}",
            "uses moved up vs LLVM AA", c.andersen_over_llvm, c.flow_sensitive_over_llvm
        )?;
        writeln!(
            f,
            "MemoryUses whose clobber moved up: {} of {} (flow-sensitive over andersen), {} moved down",
            c.flow_sensitive_over_andersen, c.uses, c.moved_down
        )?;
        writeln!(f, "verifier failures: {}", self.verifier_failures)?;
        writeln!(f, "coverage violations: {}", self.coverage_violations)?;
        writeln!(f, "subset violations: {}", self.subset_violations)?;
        writeln!(f, "strong updates: {}", self.strong_updates)?;
        writeln!(
            f,
            "interprocedural fixpoint: {}",
            if self.interprocedural {
                "converged"
            } else {
                "stopped at its budget (sound, less precise)"
            }
        )?;
        writeln!(
            f,
            "seconds: andersen {:.2}, build {:.2}, flow-sensitive {:.2}, rebuild {:.2}, clobbers {:.2}",
            self.seconds[0], self.seconds[1], self.seconds[2], self.seconds[3], self.clobber_seconds
        )?;
        if self.peak_bytes.iter().any(Option::is_some) {
            let mb = |b: Option<u64>| b.map_or_else(|| "?".to_string(), |b| format!("{:.0}", b as f64 / 1e6));
            let p = &self.peak_bytes;
            writeln!(
                f,
                "peak MB so far: andersen {}, build {}, flow-sensitive {}, rebuild {}, clobbers {}",
                mb(p[0]),
                mb(p[1]),
                mb(p[2]),
                mb(p[3]),
                mb(p[4])
            )?;
        }
        Ok(())
    }
}

/// One function's build: the partitioned Memory SSA and whether it verified.
pub struct FuncBuild {
    /// The function.
    pub func: Func,
    /// The result (`None` if the oracle was rejected).
    pub pmssa: Option<PartitionedMemorySsa>,
    /// Verifier message, if it failed.
    pub error: Option<String>,
}

/// Builds and verifies the partitioned Memory SSA of every defined function
/// in parallel (same result at any thread count).
pub fn build_all(m: &Module, regions: &ModuleRegions) -> Vec<FuncBuild> {
    (0..m.funcs.len())
        .into_par_iter()
        .filter_map(|fi| build_one(m, regions, fi))
        .collect()
}

/// The build of function `fi` (`None` for a declaration or a function
/// without regions).
fn build_one(m: &Module, regions: &ModuleRegions, fi: usize) -> Option<FuncBuild> {
    let f = Func::from_u32(fi as u32);
    let body = m.funcs[f].body.as_ref()?;
    let fr = regions.funcs[fi].as_ref()?;
    let cfg = Cfg::from_body(body);
    let dom = DomTree::compute(&cfg);
    Some(match PartitionedMemorySsa::build(body, &cfg, &dom, fr) {
        Ok(p) => {
            let error = p.verify(body, &cfg, &dom).err().map(|e| e.to_string());
            FuncBuild {
                func: f,
                pmssa: Some(p),
                error,
            }
        }
        Err(e) => FuncBuild {
            func: f,
            pmssa: None,
            error: Some(e.to_string()),
        },
    })
}

fn counts(builds: &[FuncBuild]) -> BuildCounts {
    let mut c = BuildCounts::default();
    for p in builds.iter().filter_map(|b| b.pmssa.as_ref()) {
        add_counts(&mut c, p);
    }
    c
}

/// Adds the regions, MUs, CHIs, phis and entry CHIs of `p` to `c`.
fn add_counts(c: &mut BuildCounts, p: &PartitionedMemorySsa) {
    let (mus, chis, phis, entry_chis) = p.counts();
    add_structure(
        c,
        &BuildCounts {
            regions: p.num_regions() as usize,
            mus,
            chis,
            phis,
            entry_chis,
            ..BuildCounts::default()
        },
    );
}

/// Adds the structure counts (regions, MUs, CHIs, phis, entry CHIs) of
/// `o` to `c`; the averages are not sums and are left alone.
fn add_structure(c: &mut BuildCounts, o: &BuildCounts) {
    c.regions += o.regions;
    c.mus += o.mus;
    c.chis += o.chis;
    c.phis += o.phis;
    c.entry_chis += o.entry_chis;
}

/// Verifier messages of `builds`, by function.
fn build_errors(builds: &[FuncBuild]) -> Vec<(Func, String)> {
    builds.iter().filter_map(|b| b.error.clone().map(|e| (b.func, e))).collect()
}

/// [`build_all`] keeping only the totals and the verifier messages (in
/// function order): each function's Memory SSA is dropped as soon as it
/// is counted, so the rebuild never holds every function's at once.
/// Same totals and messages as [`build_all`] then counting, at any thread
/// count.
pub fn build_all_counted(m: &Module, regions: &ModuleRegions) -> (BuildCounts, Vec<(Func, String)>) {
    build_all_counted_reusing(m, regions, None, &[])
}

/// One function's structure counts and verifier message.
type Counted = (BuildCounts, Option<String>);

/// The counts and message of a build (what [`build_all_counted`] keeps).
fn counted(b: &FuncBuild) -> Counted {
    let mut c = BuildCounts::default();
    if let Some(p) = &b.pmssa {
        add_counts(&mut c, p);
    }
    (c, b.error.clone())
}

/// True if the builder sees the same input in `a` and `b`: it reads only
/// the number of regions, each instruction's MU and CHI lists, and the
/// entry and exit lists, so its Memory SSA, counts and verdict are the
/// same. Lists numbered differently count as different (never wrong,
/// only a rebuild that could have been skipped).
fn same_builder_input(a: &crate::regions::FuncRegions, b: &crate::regions::FuncRegions) -> bool {
    a.regions.len() == b.regions.len() && a.entry == b.entry && a.exit == b.exit && a.mu == b.mu && a.chi == b.chi && a.lists == b.lists
}

/// [`build_all_counted`], taking a function's counts and message from
/// `first` (indexed by function, from a build over `first_regions`)
/// instead of building again where [`same_builder_input`] holds: `refine`
/// rebuilds after the flow-sensitive stage, which leaves most functions'
/// regions as they were (a function of 200,000 blocks spent a fifteenth
/// of `refine` building the same Memory SSA twice).
fn build_all_counted_reusing(
    m: &Module,
    regions: &ModuleRegions,
    first_regions: Option<&ModuleRegions>,
    first: &[Option<Counted>],
) -> (BuildCounts, Vec<(Func, String)>) {
    let per: Vec<(Counted, Func)> = (0..m.funcs.len())
        .into_par_iter()
        .filter_map(|fi| {
            let reuse = match (first_regions, first.get(fi)) {
                (Some(fr), Some(Some(c))) => match (&fr.funcs[fi], &regions.funcs[fi]) {
                    (Some(a), Some(b)) if m.funcs[Func::from_u32(fi as u32)].body.is_some() && same_builder_input(a, b) => Some(c.clone()),
                    _ => None,
                },
                _ => None,
            };
            if let Some(c) = reuse {
                return Some((c, Func::from_u32(fi as u32)));
            }
            // The build is dropped here, once counted.
            let b = build_one(m, regions, fi)?;
            Some((counted(&b), b.func))
        })
        .collect();
    let mut total = BuildCounts::default();
    let mut errors = Vec::new();
    for ((c, e), f) in per {
        add_structure(&mut total, &c);
        if let Some(e) = e {
            errors.push((f, e));
        }
    }
    (total, errors)
}

/// Average set sizes of Andersen's result on the same pointers and objects
/// as [`FsResult::avg_pts`].
pub fn andersen_avg_pts(a: &PointsToResult<'_>) -> (f64, f64) {
    crate::andersen::average_set_sizes(a, &|f, v| a.points_to(f, v), &mut |o, sizes| sizes.len(a.object_contents(o)))
}

fn andersen_indirect_edges(a: &PointsToResult<'_>) -> usize {
    a.call_graph().sites().iter().filter(|s| s.indirect).map(|s| s.callees.len()).sum()
}

/// Instructions where the objects of `after`'s MUs or CHIs are not a
/// subset of `before`'s. Functions are checked in parallel. Within a
/// function the answer depends only on the pair of list indices (after,
/// before) an instruction names for its MUs and for its CHIs, so each
/// distinct pair is checked once and each list is expanded to its objects
/// at most once (on OpenSSL -O2, regions of thousands of objects shared by
/// most instructions made expanding per instruction a tenth of `refine`;
/// on a 200,000-case switch, two slice-keyed hash probes per instruction
/// were a quarter of `refine`). An instruction without an entry names list
/// 0, the empty list, as [`crate::regions::FuncRegions::mu_of`] answers.
pub fn coverage_violations(m: &Module, before: &ModuleRegions, after: &ModuleRegions) -> usize {
    (0..before.funcs.len().min(after.funcs.len()))
        .into_par_iter()
        .map(|fi| {
            let (Some(b), Some(a)) = (&before.funcs[fi], &after.funcs[fi]) else {
                return 0;
            };
            let Some(body) = m.funcs[Func::from_u32(fi as u32)].body.as_ref() else {
                return 0;
            };
            // (after's list, before's list) as one sortable key.
            let pair = |xa: &[u32], xb: &[u32], i: usize| {
                (u64::from(xa.get(i).copied().unwrap_or(0)) << 32) | u64::from(xb.get(i).copied().unwrap_or(0))
            };
            let keys: Vec<[u64; 2]> = (0..body.insts.len())
                .map(|i| [pair(&a.mu, &b.mu, i), pair(&a.chi, &b.chi, i)])
                .collect();
            let mut pairs: Vec<u64> = keys.iter().flatten().copied().collect();
            pairs.sort_unstable();
            pairs.dedup();
            let mut cov_a: Vec<Option<PtsSet>> = vec![None; a.lists.len()];
            let mut cov_b: Vec<Option<PtsSet>> = vec![None; b.lists.len()];
            let bad: Vec<u64> = pairs
                .into_iter()
                .filter(|&p| {
                    let (ka, kb) = ((p >> 32) as usize, p as u32 as usize);
                    let sa = cov_a[ka].get_or_insert_with(|| a.covered(&a.lists[ka]));
                    let sb = cov_b[kb].get_or_insert_with(|| b.covered(&b.lists[kb]));
                    !sa.is_subset(sb)
                })
                .collect();
            if bad.is_empty() {
                return 0;
            }
            keys.iter().filter(|k| k.iter().any(|p| bad.binary_search(p).is_ok())).count()
        })
        .sum()
}

/// Everything [`refine`] computes, for callers that want the pieces.
pub struct Refined<'a, 'm> {
    /// The flow-sensitive result.
    pub fs: FsResult<'a, 'm>,
    /// Regions from Andersen.
    pub regions_before: ModuleRegions,
    /// Regions from the flow-sensitive result.
    pub regions_after: ModuleRegions,
    /// Functions whose partitioned Memory SSA failed to build or verify,
    /// first build then rebuild, each in function order, with the message
    /// (empty when all is well). The builds themselves are not kept: the
    /// first one is handed to the flow-sensitive stage, the rebuild is
    /// only counted ([`build_all`] gives them to callers that want them).
    pub build_errors: Vec<(Func, String)>,
    /// The table.
    pub report: RefineReport,
}

/// The values of pointer-carrying type whose flow-sensitive set is not a
/// subset of Andersen's, plus the call sites whose flow-sensitive callees
/// are not among Andersen's: both must be 0, since the flow-sensitive pass
/// only refines Andersen's sound result.
pub fn subset_violations(a: &PointsToResult<'_>, fs: &FsResult<'_, '_>) -> usize {
    let m = a.module();
    let locals: usize = m
        .funcs
        .iter()
        .collect::<Vec<_>>()
        .par_iter()
        .map(|&(f, fd)| {
            let Some(body) = &fd.body else { return 0 };
            body.locals
                .iter()
                .filter(|&(l, _)| !fs.points_to(f, Value::Local(l)).is_subset(a.points_to(f, Value::Local(l))))
                .count()
        })
        .sum();
    let calls = a
        .call_graph()
        .sites()
        .iter()
        .filter(|s| {
            let before = a.call_graph().callees(s.func, s.inst);
            fs.callees(s.func, s.inst).iter().any(|g| !before.contains(g))
        })
        .count();
    locals + calls
}

/// Runs the whole pipeline on Andersen's result `a`.
pub fn refine_with<'a, 'm>(a: &'a PointsToResult<'m>, andersen_seconds: f64) -> Refined<'a, 'm> {
    refine_with_probe(a, andersen_seconds, None, &|| None)
}

/// [`refine_with`], recording the peak memory at the end of each stage with `probe`
/// (`andersen_peak`: what it measured for Andersen's stage, which ran
/// before).
pub fn refine_with_probe<'a, 'm>(
    a: &'a PointsToResult<'m>,
    andersen_seconds: f64,
    andersen_peak: Option<u64>,
    probe: PeakProbe<'_>,
) -> Refined<'a, 'm> {
    let m = a.module();
    let t0 = Instant::now();
    let regions_before = ModuleRegions::compute(a, a);
    let builds_before = build_all(m, &regions_before);
    let mut before = counts(&builds_before);
    let mut errors = build_errors(&builds_before);
    // The flow-sensitive stage takes the first build over (it needs the
    // same Memory SSAs; holding them here while it built them again was
    // two copies at its peak).
    let mut pre: Vec<Option<PartitionedMemorySsa>> = (0..m.funcs.len()).map(|_| None).collect();
    let mut first: Vec<Option<Counted>> = vec![None; m.funcs.len()];
    for b in builds_before {
        first[b.func.index()] = Some(counted(&b));
        pre[b.func.index()] = b.pmssa;
    }
    let t1 = Instant::now();
    let peak_build = probe();
    let fs = FlowSensitive::analyze_prebuilt(a, &regions_before, pre, t1);
    let t2 = Instant::now();
    let peak_fs = probe();
    let regions_after = ModuleRegions::compute(a, &fs);
    let (mut after, errors_after) = build_all_counted_reusing(m, &regions_after, Some(&regions_before), &first);
    errors.extend(errors_after);
    let t3 = Instant::now();
    let peak_rebuild = probe();
    (before.avg_pts_top_level, before.avg_pts_address_taken) = andersen_avg_pts(a);
    (after.avg_pts_top_level, after.avg_pts_address_taken) = fs.avg_pts();
    let andersen_stats = a.stats();
    before.avg_pts_svf = andersen_stats.avg_pts_svf;
    after.avg_pts_svf = fs.avg_pts_svf();
    before.avg_pts_svf_bases = andersen_stats.avg_pts_svf_bases;
    after.avg_pts_svf_bases = fs.avg_pts_svf_bases();
    before.avg_pts_svf_sites = andersen_stats.avg_pts_svf_sites;
    after.avg_pts_svf_sites = fs.avg_pts_svf_sites();
    before.indirect_call_edges = andersen_indirect_edges(a);
    after.indirect_call_edges = fs.stats().indirect_edges;
    let clobbers = compare_clobbers(m, &PointsToAA::new(a, a), &PointsToAA::new(a, &fs));
    let t4 = Instant::now();
    let report = RefineReport {
        before,
        after,
        verifier_failures: errors.len() + clobbers.verifier_failures,
        coverage_violations: coverage_violations(m, &regions_before, &regions_after),
        subset_violations: subset_violations(a, &fs),
        strong_updates: fs.stats().strong_updates,
        interprocedural: fs.stats().interprocedural,
        seconds: [
            andersen_seconds,
            (t1 - t0).as_secs_f64(),
            (t2 - t1).as_secs_f64(),
            (t3 - t2).as_secs_f64(),
        ],
        clobbers,
        clobber_seconds: (t4 - t3).as_secs_f64(),
        peak_bytes: [andersen_peak, peak_build, peak_fs, peak_rebuild, probe()],
    };
    Refined {
        fs,
        regions_before,
        regions_after,
        build_errors: errors,
        report,
    }
}

/// Andersen, then [`refine_with`]; returns the table.
pub fn refine(m: &Module, config: &Config) -> RefineReport {
    refine_probed(m, config, &|| None)
}

/// [`refine`], recording the peak memory at the end of each stage with `probe`.
pub fn refine_probed(m: &Module, config: &Config, probe: PeakProbe<'_>) -> RefineReport {
    let t = Instant::now();
    let a = crate::Andersen::analyze(m, config);
    let s = t.elapsed().as_secs_f64();
    let peak = probe();
    refine_with_probe(&a, s, peak, probe).report
}

/// Text (or JSON, one array of [`PartitionJson`]) of the partitioned Memory
/// SSA of `funcs` (all definitions if empty), from Andersen's regions or,
/// with `refined`, from the flow-sensitive ones. Errors name the first
/// function whose Memory SSA failed to verify.
pub fn print_regions(m: &Module, config: &Config, funcs: &[Func], refined: bool, json: bool) -> Result<Vec<u8>, String> {
    let a = crate::Andersen::analyze(m, config);
    let mut regions = if refined {
        let fs = FlowSensitive::analyze(&a);
        ModuleRegions::compute(&a, &fs)
    } else {
        ModuleRegions::compute(&a, &a)
    };
    regions.name_regions(&a);
    let builds = build_all(m, &regions);
    let mut out = Vec::new();
    let mut js: Vec<PartitionJson> = Vec::new();
    for b in &builds {
        if !funcs.is_empty() && !funcs.contains(&b.func) {
            continue;
        }
        if let Some(e) = &b.error {
            return Err(format!("function '{}': {e}", m.funcs[b.func].name));
        }
        let (Some(p), Some(fr), Some(body)) = (&b.pmssa, &regions.funcs[b.func.index()], &m.funcs[b.func].body) else {
            continue;
        };
        if json {
            js.push(p.to_json(body, &m.funcs[b.func].name, fr));
        } else {
            memssa::print::regions::print_function(m, b.func, body, p, fr, &mut out);
        }
    }
    if json {
        out = serde_json::to_vec_pretty(&js).map_err(|e| e.to_string())?;
        out.push(b'\n');
    }
    Ok(out)
}

#[derive(Serialize)]
struct PtaJson {
    #[serde(skip_serializing_if = "Option::is_none")]
    pointers: Option<Vec<(String, String, Vec<String>)>>,
    call_graph: Vec<(String, u32, bool, Vec<String>)>,
}

/// One pointer's set size in the three units of [`crate::Stats`].
#[derive(Serialize)]
struct PtsSizeJson {
    function: String,
    pointer: String,
    objects: usize,
    base_objects: usize,
    allocation_sites: usize,
}

/// What [`pta_output`] prints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PtaOutput {
    /// Sets of the flow-sensitive analysis (and its call graph) instead of Andersen's.
    pub flow_sensitive: bool,
    /// JSON instead of text.
    pub json: bool,
    /// Only the call graph: on large modules the sets are gigabytes of text.
    pub call_graph_only: bool,
    /// Only the size of each pointer's set, in objects, in base objects and
    /// in allocation sites (the units of [`crate::Stats`]), and no call
    /// graph: what a pointer-by-pointer comparison with another tool needs,
    /// at a few bytes per pointer.
    pub sizes_only: bool,
}

/// Points-to sets of every pointer-typed local (`@func %name -> {objs}`)
/// and the call graph (`@func #inst [(indirect)] -> {callees}`, one line per
/// call site; `#inst` is the instruction's index in the function, in text
/// order), from Andersen or the flow-sensitive analysis. A call through a
/// pointer whose set holds no function of the module (only the unknown
/// object, or nothing) prints `{}`.
///
/// With [`PtaOutput::sizes_only`], one line per pointer-typed local instead:
/// `@func %name OBJECTS BASES SITES` (tab-separated), or a JSON array of
/// objects with those fields. An argument of a function nobody calls is
/// listed like any other local (its sets are empty).
pub fn pta_output(m: &Module, config: &Config, what: PtaOutput) -> Vec<u8> {
    let a = crate::Andersen::analyze(m, config);
    let fs = what.flow_sensitive.then(|| FlowSensitive::analyze(&a));
    let view: &dyn PtsView = match &fs {
        Some(fs) => fs,
        None => &a,
    };
    if what.sizes_only {
        return pts_sizes(m, &a, view, what.json);
    }
    let mut pointers = Vec::new();
    if !what.call_graph_only {
        for (f, l) in pointer_locals(m, &a) {
            let s = view.pts(f, Value::Local(l));
            let names: Vec<String> = s.iter().map(|o| a.object_name(Obj::from_u32(o))).collect();
            pointers.push((m.funcs[f].name.clone(), a.value_name(f, Value::Local(l)), names));
        }
    }
    let mut doc = PtaJson {
        pointers: (!what.call_graph_only).then_some(pointers),
        call_graph: Vec::new(),
    };
    for s in a.call_graph().sites() {
        let callees = view.callees(s.func, s.inst);
        doc.call_graph.push((
            m.funcs[s.func].name.clone(),
            s.inst.as_u32(),
            s.indirect,
            callees.iter().map(|&g| m.funcs[g].name.clone()).collect(),
        ));
    }
    if what.json {
        let mut v = serde_json::to_vec_pretty(&doc).unwrap_or_default();
        v.push(b'\n');
        return v;
    }
    let mut out = String::new();
    for (f, v, s) in doc.pointers.iter().flatten() {
        out.push_str(&format!("@{f} {v} -> {{{}}}\n", s.join(", ")));
    }
    out.push_str("call graph:\n");
    for (f, i, ind, cs) in &doc.call_graph {
        out.push_str(&format!(
            "@{f} #{i}{} -> {{{}}}\n",
            if *ind { " (indirect)" } else { "" },
            cs.iter().map(|c| format!("@{c}")).collect::<Vec<_>>().join(", ")
        ));
    }
    out.into_bytes()
}

/// Every pointer-typed local of every function with a body, in function
/// and local order: the pointers [`pta_output`] lists.
fn pointer_locals<'x>(m: &'x Module, a: &'x PointsToResult<'_>) -> impl Iterator<Item = (Func, llir::Local)> + 'x {
    m.funcs.iter().flat_map(move |(f, fd)| {
        fd.body
            .iter()
            .flat_map(|b| b.locals.iter())
            .filter(move |(_, ld)| crate::constraints::is_pointer_type(a.layout(), ld.ty))
            .map(move |(l, _)| (f, l))
    })
}

/// The body of [`pta_output`] with [`PtaOutput::sizes_only`]. Sets are
/// shared between pointers, so each distinct set is counted once.
fn pts_sizes(m: &Module, a: &PointsToResult<'_>, view: &dyn PtsView, json: bool) -> Vec<u8> {
    let objs = a.objects();
    let mut seen: HashMap<*const PtsSet, (usize, usize, usize)> = HashMap::new();
    let mut rows = Vec::new();
    for (f, l) in pointer_locals(m, a) {
        let s = view.pts(f, Value::Local(l));
        let (objects, base_objects, allocation_sites) = *seen
            .entry(std::ptr::from_ref(s))
            .or_insert_with(|| (s.len(), objs.count_bases(s), objs.count_alloc_sites(s)));
        rows.push(PtsSizeJson {
            function: m.funcs[f].name.clone(),
            pointer: a.value_name(f, Value::Local(l)),
            objects,
            base_objects,
            allocation_sites,
        });
    }
    if json {
        let mut v = serde_json::to_vec_pretty(&rows).unwrap_or_default();
        v.push(b'\n');
        return v;
    }
    let mut out = String::new();
    for r in &rows {
        out.push_str(&format!(
            "@{}\t{}\t{}\t{}\t{}\n",
            r.function, r.pointer, r.objects, r.base_objects, r.allocation_sites
        ));
    }
    out.into_bytes()
}

/// [`refine`] in several context modes ([`crate::ContextMode`]), side by
/// side: `memssa refine --compare-contexts`.
#[derive(Clone, Debug, Default, Serialize)]
pub struct ContextComparison {
    /// One report per mode, in the order asked.
    pub modes: Vec<ContextColumn>,
}

/// One mode's column pair of a [`ContextComparison`].
#[derive(Clone, Debug, Default, Serialize)]
pub struct ContextColumn {
    /// The mode's name (`none`, `1-callsite`, `2-callsite`, `args`).
    pub mode: String,
    /// Context clones made, and instructions in them.
    pub clones: usize,
    /// Instructions in the clones.
    pub cloned_insts: usize,
    /// The refine table of the mode.
    pub report: RefineReport,
}

/// Runs [`refine_probed`] once per mode of `modes` (the rest of `config`
/// unchanged). The context-insensitive solution is computed once: it is
/// the `none` column and the plan of every context mode
/// ([`crate::Andersen::analyze_from`]), so it stays in memory until the
/// last mode is done. Each mode's Andersen time is what a run of that
/// mode alone takes, the shared context-insensitive solve included.
pub fn compare_contexts(m: &Module, config: &Config, modes: &[crate::ContextMode], probe: PeakProbe<'_>) -> ContextComparison {
    let mut out = ContextComparison::default();
    if modes.is_empty() {
        return out;
    }
    let t = Instant::now();
    let ci = crate::Andersen::analyze(m, &crate::Andersen::insensitive_config(config));
    let t_ci = t.elapsed().as_secs_f64();
    for &mode in modes {
        let c = Config {
            context: mode,
            ..config.clone()
        };
        let t = Instant::now();
        let own = (mode != crate::ContextMode::None).then(|| crate::Andersen::analyze_from(m, &c, &ci));
        let s = t_ci + t.elapsed().as_secs_f64();
        let a = own.as_ref().unwrap_or(&ci);
        let peak = probe();
        let report = refine_with_probe(a, s, peak, probe).report;
        out.modes.push(ContextColumn {
            mode: mode.name().to_string(),
            clones: a.stats().contexts.clones,
            cloned_insts: a.stats().contexts.cloned_insts,
            report,
        });
    }
    out
}

impl ContextComparison {
    /// True if any mode's build failed a check (verifier, coverage, subset).
    pub fn failed(&self) -> bool {
        self.modes
            .iter()
            .any(|c| c.report.verifier_failures > 0 || c.report.coverage_violations > 0 || c.report.subset_violations > 0)
    }
}

impl fmt::Display for ContextComparison {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let w = 13;
        write!(f, "{:<28}", "")?;
        for c in &self.modes {
            write!(f, " {:>w$} {:>w$}", format!("A/{}", c.mode), format!("FS/{}", c.mode))?;
        }
        writeln!(f)?;
        type Get = fn(&BuildCounts) -> String;
        let rows: [(&str, Get); 9] = [
            ("regions", |b| b.regions.to_string()),
            ("MUs", |b| b.mus.to_string()),
            ("CHIs", |b| b.chis.to_string()),
            ("phis", |b| b.phis.to_string()),
            ("avg pts (top-level)", |b| format!("{:.3}", b.avg_pts_top_level)),
            ("avg pts (SVF AvgTopLvlPts)", |b| format!("{:.3}", b.avg_pts_svf)),
            ("  in allocation sites", |b| format!("{:.3}", b.avg_pts_svf_sites)),
            ("avg pts (address-taken)", |b| format!("{:.3}", b.avg_pts_address_taken)),
            ("indirect call edges", |b| b.indirect_call_edges.to_string()),
        ];
        for (name, get) in rows {
            write!(f, "{name:<28}")?;
            for c in &self.modes {
                write!(f, " {:>w$} {:>w$}", get(&c.report.before), get(&c.report.after))?;
            }
            writeln!(f)?;
        }
        // MUs + CHIs against the context-insensitive Andersen build.
        let base = self
            .modes
            .first()
            .map(|c| (c.report.before.mus + c.report.before.chis) as f64)
            .unwrap_or(0.0);
        write!(
            f,
            "{:<28}",
            format!("MUs+CHIs vs A/{}", self.modes.first().map_or("?", |c| &c.mode))
        )?;
        for c in &self.modes {
            let pct = |b: &BuildCounts| {
                if base == 0.0 {
                    "-".to_string()
                } else {
                    format!("{:+.1}%", ((b.mus + b.chis) as f64 / base - 1.0) * 100.0)
                }
            };
            write!(f, " {:>w$} {:>w$}", pct(&c.report.before), pct(&c.report.after))?;
        }
        writeln!(f)?;
        write!(f, "{:<28}", "uses moved up vs LLVM AA")?;
        for c in &self.modes {
            let k = &c.report.clobbers;
            write!(f, " {:>w$} {:>w$}", k.andersen_over_llvm, k.flow_sensitive_over_llvm)?;
        }
        writeln!(f)?;
        write!(f, "{:<28}", "strong updates")?;
        for c in &self.modes {
            write!(f, " {:>w$} {:>w$}", "", c.report.strong_updates)?;
        }
        writeln!(f)?;
        write!(f, "{:<28}", "clones (instructions)")?;
        for c in &self.modes {
            write!(f, " {:>w$} {:>w$}", c.clones, c.cloned_insts)?;
        }
        writeln!(f)?;
        write!(f, "{:<28}", "seconds (andersen, FS)")?;
        for c in &self.modes {
            write!(f, " {:>w$.2} {:>w$.2}", c.report.seconds[0], c.report.seconds[2])?;
        }
        writeln!(f)?;
        if self.modes.iter().any(|c| c.report.peak_bytes[0].is_some()) {
            write!(f, "{:<28}", "peak MB (andersen, end)")?;
            let mb = |b: Option<u64>| b.map_or_else(|| "?".to_string(), |b| format!("{:.0}", b as f64 / 1e6));
            for c in &self.modes {
                write!(f, " {:>w$} {:>w$}", mb(c.report.peak_bytes[0]), mb(c.report.peak_bytes[4]))?;
            }
            writeln!(f)?;
        }
        write!(f, "{:<28}", "verifier/coverage/subset")?;
        for c in &self.modes {
            let r = &c.report;
            write!(
                f,
                " {:>w$} {:>w$}",
                "",
                format!("{}/{}/{}", r.verifier_failures, r.coverage_violations, r.subset_violations)
            )?;
        }
        writeln!(f)
    }
}
