//! Runs the alias-assertion checker over the committed IR of the
//! PTABen-style tests (`tests/ptaben/ll/*.ll`, produced from
//! `tests/ptaben/*.c` by `scripts/ptaben.sh`), so no compiler is needed.

use pointsto::check::{
    check_assertions, check_assertions_with, is_cs_only, is_fs_only, skips_strong_assertions, Assertion, Outcome, Status,
};
use pointsto::flow_sensitive::FlowSensitive;
use pointsto::{Andersen, Config, ContextMode};

/// Every context mode the checks run in.
const MODES: [ContextMode; 4] = [
    ContextMode::None,
    ContextMode::CallSite(1),
    ContextMode::CallSite(2),
    ContextMode::Args,
];
use std::path::PathBuf;

fn ll_files() -> Vec<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/ptaben/ll");
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/ptaben/ll exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    v.sort();
    v
}

fn describe(path: &std::path::Path, m: &llir::Module, o: &Outcome) -> String {
    format!(
        "{}: {} in @{}: {:?}",
        path.display(),
        o.assertion.name(),
        m.funcs[o.func].name,
        o.answer
    )
}

fn assert_no_failures(failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{} failing assertions:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_assertion_holds() {
    let files = ll_files();
    assert!(
        files.len() >= 180,
        "expected the three compilations of at least 60 programs, found {}",
        files.len()
    );
    let mut failures = Vec::new();
    let mut checked = 0;
    for path in &files {
        let text = std::fs::read_to_string(path).expect("readable");
        let m = llir::parse_module(&path.display().to_string(), text.clone()).expect("test IR parses");
        for context in MODES {
            let skip = skips_strong_assertions(&text, false, context);
            let r = Andersen::analyze(
                &m,
                &Config {
                    context,
                    ..Config::default()
                },
            );
            let outcomes = check_assertions(&r, skip);
            assert!(!outcomes.is_empty() || skip, "{}: no assertions found", path.display());
            for o in outcomes {
                if o.status != Status::Skipped {
                    checked += 1;
                }
                if !o.status.is_ok() {
                    failures.push(format!("{} [{}]", describe(path, &m, &o), context.name()));
                }
            }
        }
    }
    assert!(checked > 1600, "only {checked} assertions checked");
    assert_no_failures(&failures);
}

/// Programs marked `CS-ONLY` really need contexts: without them some of
/// their NOALIAS/MUSTALIAS fail, with them (and flow-sensitivity where
/// marked) none does.
#[test]
fn cs_only_programs_are_beyond_a_context_insensitive_analysis() {
    let (mut imprecise, mut cs_only) = (0, 0);
    for path in ll_files() {
        let text = std::fs::read_to_string(&path).expect("readable");
        if !is_cs_only(&text) || is_fs_only(&text) {
            continue;
        }
        cs_only += 1;
        let m = llir::parse_module(&path.display().to_string(), text).expect("test IR parses");
        let r = Andersen::analyze(&m, &Config::default());
        imprecise += check_assertions(&r, false).iter().filter(|o| o.status == Status::Fail).count();
    }
    assert!(cs_only >= 40, "only {cs_only} CS-ONLY files (3 builds each)");
    assert!(
        imprecise >= cs_only,
        "{imprecise} failures without contexts in {cs_only} CS-ONLY files"
    );
}

/// Programs that need flow-sensitivity still get their MAYALIAS checked,
/// and a flow-insensitive analysis really cannot prove their NOALIAS.
#[test]
fn fs_only_programs_are_beyond_andersen() {
    let mut imprecise = 0;
    for path in ll_files() {
        let text = std::fs::read_to_string(&path).expect("readable");
        if !is_fs_only(&text) {
            continue;
        }
        let m = llir::parse_module(&path.display().to_string(), text).expect("test IR parses");
        let r = Andersen::analyze(&m, &Config::default());
        for o in check_assertions(&r, false) {
            if o.status == Status::Fail {
                imprecise += 1;
            }
        }
    }
    assert!(imprecise > 0, "no FS-ONLY assertion needs flow-sensitivity");
}

/// With the flow-sensitive sets every assertion must hold, those of the
/// `FS-ONLY` programs included, and `FS-ONLY` programs must be among the
/// checked ones (the flow-sensitive analysis proves what Andersen cannot).
#[test]
fn every_assertion_holds_flow_sensitively() {
    let mut failures = Vec::new();
    let (mut checked, mut fs_only_checked, mut both_checked) = (0, 0, 0);
    for path in ll_files() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let fs_only = is_fs_only(&text);
        let cs_only = is_cs_only(&text);
        let m = llir::parse_module(&path.display().to_string(), text.clone()).expect("test IR parses");
        for context in MODES {
            let skip = skips_strong_assertions(&text, true, context);
            let r = Andersen::analyze(
                &m,
                &Config {
                    context,
                    ..Config::default()
                },
            );
            let fs = FlowSensitive::analyze(&r);
            for o in check_assertions_with(&fs, &r, skip) {
                if o.status == Status::Skipped {
                    continue;
                }
                checked += 1;
                let strong = matches!(o.assertion, Assertion::NoAlias | Assertion::MustAlias);
                if fs_only && strong {
                    fs_only_checked += 1;
                    if cs_only {
                        both_checked += 1;
                    }
                }
                if !o.status.is_ok() {
                    failures.push(format!("{} [{}]", describe(&path, &m, &o), context.name()));
                }
            }
        }
    }
    assert!(checked > 1600, "only {checked} assertions checked");
    assert!(fs_only_checked > 0, "no FS-ONLY NOALIAS/MUSTALIAS assertion was checked");
    assert!(both_checked > 0, "no FS-ONLY and CS-ONLY NOALIAS/MUSTALIAS assertion was checked");
    assert_no_failures(&failures);
}
