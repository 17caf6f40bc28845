//! Flow-sensitive points-to and the partitioned Memory SSA rebuild on a
//! small C program (`fs_data/su.c`, compiled with clang-19 -O0
//! -Xclang -disable-O0-optnone, then `opt-19 -passes=mem2reg`).

use llir::{Func, Module, Value};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::refine::{print_regions, pta_output, refine_with, PtaOutput};
use pointsto::{Andersen, Config, Obj};

fn module(name: &str) -> Module {
    let path = format!("{}/tests/fs_data/{name}", env!("CARGO_MANIFEST_DIR"));
    llir::parse_module(&path, std::fs::read_to_string(&path).expect("read")).expect("parse")
}

fn local(m: &Module, f: Func, name: &str) -> Value {
    let body = m.funcs[f].body.as_ref().expect("body");
    let (l, _) = body.locals.iter().find(|(_, d)| &*d.name == name).expect("local");
    Value::Local(l)
}

fn names(a: &pointsto::PointsToResult<'_>, s: &pointsto::PtsSet) -> Vec<String> {
    s.iter().map(|o| a.object_name(Obj::from_u32(o))).collect()
}

#[test]
fn strong_updates_shrink_sets() {
    let m = module("su.ll");
    let a = Andersen::analyze(&m, &Config::default());
    let fs = FlowSensitive::analyze(&a);
    let main = m.func_by_name("main").expect("main");
    // %3 = load @gp after `gp = &g1; gp = &g2`.
    let v = local(&m, main, "3");
    assert_eq!(names(&a, a.points_to(main, v)), ["@g1", "@g2", "@g3"]);
    assert_eq!(names(&a, fs.points_to(main, v)), ["@g2"]);
    // %9 = load @gp after the join: {g2, g3}.
    let v = local(&m, main, "9");
    assert_eq!(names(&a, fs.points_to(main, v)), ["@g2", "@g3"]);
    // The function pointer loaded from @fp after `fp = dec; fp = inc`.
    let v = local(&m, main, "4");
    assert_eq!(names(&a, a.points_to(main, v)), ["@inc", "@dec"]);
    assert_eq!(names(&a, fs.points_to(main, v)), ["@inc"]);
    assert!(fs.stats().indirect_edges < a.call_graph().sites().iter().filter(|s| s.indirect).map(|s| s.callees.len()).sum());
}

#[test]
fn flow_sensitive_sets_are_subsets_of_andersen() {
    for file in ["su.ll", "o0.ll"] {
        let m = module(file);
        let a = Andersen::analyze(&m, &Config::default());
        let fs = FlowSensitive::analyze(&a);
        let mut strictly_smaller = 0;
        for (f, fd) in m.funcs.iter() {
            let Some(body) = &fd.body else { continue };
            for (l, _) in body.locals.iter() {
                let (x, y) = (fs.points_to(f, Value::Local(l)), a.points_to(f, Value::Local(l)));
                assert!(
                    x.is_subset(y),
                    "{file}: {}: {:?} not within {:?}",
                    fd.name,
                    names(&a, x),
                    names(&a, y)
                );
                strictly_smaller += usize::from(x.len() < y.len());
            }
        }
        assert!(strictly_smaller > 0, "{file}: nothing refined");
        for o in a.objects().ids() {
            assert!(fs.object_contents(o).is_subset(a.object_contents(o)));
        }
    }
}

#[test]
fn verifier_clean_and_coverage_shrinks() {
    for file in ["su.ll", "o0.ll"] {
        let m = module(file);
        let a = Andersen::analyze(&m, &Config::default());
        let r = refine_with(&a, 0.0);
        assert_eq!(r.report.verifier_failures, 0, "{file}");
        assert_eq!(r.report.coverage_violations, 0, "{file}");
        assert!(r.report.interprocedural, "{file}");
        assert!(r.build_errors.is_empty(), "{file}: {:?}", r.build_errors);
        assert!(r.report.after.chis <= r.report.before.chis);
        assert!(r.report.after.avg_pts_top_level < r.report.before.avg_pts_top_level, "{file}");
    }
}

#[test]
fn same_output_at_any_thread_count() {
    let m = module("o0.ll");
    let run = |threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new().num_threads(threads).build().expect("pool");
        pool.install(|| {
            let c = Config::default();
            let mut out = pta_output(
                &m,
                &c,
                PtaOutput {
                    flow_sensitive: true,
                    ..PtaOutput::default()
                },
            );
            out.extend(print_regions(&m, &c, &[], false, false).expect("verified"));
            out.extend(print_regions(&m, &c, &[], true, true).expect("verified"));
            let a = Andersen::analyze(&m, &c);
            let mut rep = refine_with(&a, 0.0).report;
            rep.seconds = [0.0; 4];
            rep.clobber_seconds = 0.0;
            out.extend(serde_json::to_vec(&rep).expect("json"));
            out
        })
    };
    let one = run(1);
    assert!(!one.is_empty());
    assert_eq!(one, run(2));
    assert_eq!(one, run(3));
}

#[test]
fn parameters_and_results_are_bound_flow_sensitively() {
    let m = module("ip.ll");
    let a = Andersen::analyze(&m, &Config::default());
    let fs = FlowSensitive::analyze(&a);
    assert!(fs.stats().interprocedural);
    let use_ = m.func_by_name("use").expect("use");
    let p = local(&m, use_, "0");
    assert_eq!(names(&a, a.points_to(use_, p)), ["@g1", "@g2"]);
    assert_eq!(names(&a, fs.points_to(use_, p)), ["@g2"]);
    let main = m.func_by_name("main").expect("main");
    let r = local(&m, main, "2");
    assert_eq!(names(&a, fs.points_to(main, r)), ["@g2"]);
}
