//! The checks issue 4 asks of every test program: after the first build
//! and the rebuild the partitioned Memory SSA verifies, the rebuilt MUs and
//! CHIs cover a subset of the first build's objects at every instruction,
//! every flow-sensitive set (and call target) is within Andersen's, and the
//! whole output is the same at any thread count. The programs are the
//! PTABen-style alias tests (`ptaben/ll`, at -O0, -O0 + mem2reg and -O2) and
//! the flow-sensitive and oracle test modules. (`scripts/pta-corpus-check.sh`
//! runs the same checks on the corpus modules in CI.)

use entity::EntityId;
use llir::Module;
use pointsto::refine::{build_all_counted, coverage_violations, print_regions, pta_output, refine_with, PtaOutput};
use pointsto::regions::ModuleRegions;
use pointsto::{Andersen, Config};
use std::path::PathBuf;

fn programs() -> Vec<PathBuf> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files = Vec::new();
    for dir in ["ptaben/ll", "fs_data", "oracle_data"] {
        for e in std::fs::read_dir(root.join(dir)).expect("test data directory") {
            let p = e.expect("entry").path();
            if p.extension().is_some_and(|x| x == "ll") {
                files.push(p);
            }
        }
    }
    files.sort();
    files
}

fn parse(p: &PathBuf) -> Module {
    let path = p.to_string_lossy().into_owned();
    llir::parse_module(&path, std::fs::read_to_string(p).expect("read")).expect("parse")
}

/// Everything the pipeline prints about `m`, timings left out.
fn output(m: &Module, threads: usize) -> (Vec<u8>, pointsto::refine::RefineReport) {
    let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
    pool.install(|| {
        let c = Config::default();
        let mut out = pta_output(
            m,
            &c,
            PtaOutput {
                flow_sensitive: true,
                ..PtaOutput::default()
            },
        );
        out.extend(print_regions(m, &c, &[], false, false).expect("first build verifies"));
        out.extend(print_regions(m, &c, &[], true, false).expect("rebuild verifies"));
        let a = Andersen::analyze(m, &c);
        let mut report = refine_with(&a, 0.0).report;
        report.seconds = [0.0; 4];
        report.clobber_seconds = 0.0;
        out.extend(serde_json::to_vec(&report).expect("json"));
        (out, report)
    })
}

#[test]
fn every_test_program_passes_the_refine_checks_at_any_thread_count() {
    let files = programs();
    assert!(files.len() >= 225, "{} test programs", files.len());
    let mut refined = 0;
    for p in &files {
        let m = parse(p);
        let (one, report) = output(&m, 1);
        let name = p.display();
        assert_eq!(report.verifier_failures, 0, "{name}");
        assert_eq!(report.coverage_violations, 0, "{name}");
        assert_eq!(report.subset_violations, 0, "{name}");
        assert_eq!(report.clobbers.moved_down, 0, "{name}");
        refined += usize::from(report.after.avg_pts_top_level < report.before.avg_pts_top_level);
        let (two, _) = output(&m, 2);
        assert!(one == two, "{name}: output differs between 1 and 2 threads");
    }
    // The FS-ONLY programs exist to be refined: some sets must shrink.
    assert!(refined >= 10, "only {refined} programs refined by the flow-sensitive pass");
}

/// The instructions whose MU or CHI objects under `after` are not within
/// those under `before`, expanded per instruction: the definition
/// `coverage_violations` memoizes.
fn naive_coverage_violations(m: &Module, before: &ModuleRegions, after: &ModuleRegions) -> usize {
    let mut bad = 0;
    for (f, fd) in m.funcs.iter() {
        let (Some(b), Some(a), Some(body)) = (&before.funcs[f.index()], &after.funcs[f.index()], &fd.body) else {
            continue;
        };
        for (i, _) in body.insts.iter() {
            let mu = a.covered(a.mu_of(i)).is_subset(&b.covered(b.mu_of(i)));
            let chi = a.covered(a.chi_of(i)).is_subset(&b.covered(b.chi_of(i)));
            bad += usize::from(!(mu && chi));
        }
    }
    bad
}

#[test]
fn coverage_violations_counts_each_instruction_whose_regions_grew() {
    let mut checked = 0;
    for p in programs().iter().step_by(7) {
        let m = parse(p);
        let a = Andersen::analyze(&m, &Config::default());
        let before = ModuleRegions::compute(&a, &a);
        let mut after = ModuleRegions::compute(&a, &a);
        assert_eq!(coverage_violations(&m, &before, &after), 0, "{}", p.display());
        // Grow one region of `after` by an object no region holds, in every
        // other function, and empty the last region of `before` in the rest.
        for (k, fr) in after.funcs.iter_mut().flatten().enumerate() {
            if k % 2 == 0 && !fr.regions.is_empty() {
                let r = k % fr.regions.len();
                fr.regions[r].insert(u32::MAX - 1);
            }
        }
        let mut before = before;
        for (k, fr) in before.funcs.iter_mut().flatten().enumerate() {
            if k % 2 == 1 {
                if let Some(r) = fr.regions.last_mut() {
                    *r = pointsto::PtsSet::new();
                }
            }
        }
        let want = naive_coverage_violations(&m, &before, &after);
        assert_eq!(coverage_violations(&m, &before, &after), want, "{}", p.display());
        checked += usize::from(want > 0);
    }
    assert!(checked >= 10, "only {checked} programs had a violation to count");
}

/// `refine` takes a function's rebuild counts from its first build when
/// the flow-sensitive regions give the builder the same input; the totals
/// must be those of building every function again.
#[test]
fn rebuild_counts_equal_a_fresh_build_of_the_refined_regions() {
    for p in programs().iter().step_by(3) {
        let m = parse(p);
        let a = Andersen::analyze(&m, &Config::default());
        let r = refine_with(&a, 0.0);
        let (fresh, errors) = build_all_counted(&m, &r.regions_after);
        let got = &r.report.after;
        assert_eq!(
            (got.regions, got.mus, got.chis, got.phis, got.entry_chis),
            (fresh.regions, fresh.mus, fresh.chis, fresh.phis, fresh.entry_chis),
            "{}",
            p.display()
        );
        assert_eq!(r.build_errors.len(), errors.len(), "{}", p.display());
    }
}
