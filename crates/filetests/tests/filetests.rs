//! memssa's printers against opt-19, file by file, byte for byte.
//!
//! For every `tests/data/**/*.ll` (except `errors/`) and every mode with an
//! expectation file `<name>.<mode>.expected`, prints the file through the
//! library (parse, build, full verification, printer; or `memssa print
//! [flags] FILE` with `FILETESTS_CLI=1`) and compares the bytes with the
//! expectation. Each mode is one test
//! that collects every failing file before failing. `errors` runs the
//! malformed inputs and compares with memssa's own snapshots. See the crate
//! docs for the environment knobs (`FILETESTS_MODES`, `FILETESTS_FILTER`,
//! `MEMSSA_BIN`, `UPDATE_EXPECT`).

use filetests::{
    annotation_skeleton, check_error_location, data_dir, error_snapshot, first_difference, inputs, is_raw_input, print_with_library,
    repo_root, selected_modes, Mode, Tool,
};
use std::fmt::Write as _;
use std::path::Path;
use std::sync::OnceLock;

/// The tool, built once per test binary (tests run on several threads).
fn tool() -> &'static Tool {
    static TOOL: OnceLock<Result<Tool, String>> = OnceLock::new();
    match TOOL.get_or_init(Tool::locate) {
        Ok(t) => t,
        Err(e) => panic!("{e}"),
    }
}

/// `tests/data/...` relative to the repository root, with `/` separators.
fn rel(p: &Path) -> String {
    p.strip_prefix(repo_root()).unwrap_or(p).to_string_lossy().replace('\\', "/")
}

fn check_mode(mode: Mode) {
    let modes = selected_modes().unwrap_or_else(|e| panic!("{e}"));
    if !modes.contains(&mode) {
        eprintln!("filetests: mode {} not selected by FILETESTS_MODES; nothing compared", mode.name());
        return;
    }
    let files = inputs(&data_dir(), false);
    assert!(
        !files.is_empty() || std::env::var_os("FILETESTS_FILTER").is_some(),
        "no inputs found under {}",
        data_dir().display()
    );
    let root = repo_root();
    let use_cli = std::env::var_os("FILETESTS_CLI").is_some_and(|v| v == "1");
    let mut failures = Vec::new();
    let mut compared = 0;
    for input in &files {
        let exp_path = mode.expected_path(input);
        let Ok(expected) = std::fs::read(&exp_path) else { continue };
        compared += 1;
        let name = rel(input);
        let mut report = String::new();
        let actual = if use_cli {
            match tool().run(mode.cli_args(), Path::new(&name), &root) {
                Ok(out) => {
                    if !out.status.success() {
                        let _ = writeln!(report, "{}; stderr:", out.status);
                        for l in String::from_utf8_lossy(&out.stderr).lines().take(10) {
                            let _ = writeln!(report, "  {l}");
                        }
                    }
                    out.stdout
                }
                Err(e) => {
                    failures.push(format!("{name}: {e}"));
                    continue;
                }
            }
        } else {
            match print_with_library(mode, input, &name) {
                Ok(out) => out,
                Err(e) => {
                    let _ = writeln!(report, "library error:");
                    for l in e.lines().take(10) {
                        let _ = writeln!(report, "  {l}");
                    }
                    Vec::new()
                }
            }
        };
        let mut expected = String::from_utf8_lossy(&expected).into_owned();
        let mut actual = String::from_utf8_lossy(&actual).into_owned();
        if is_raw_input(name.strip_prefix("tests/data/").unwrap_or(&name)) {
            expected = annotation_skeleton(&expected);
            actual = annotation_skeleton(&actual);
        }
        if let Some(d) = first_difference(&expected, &actual) {
            let func = d.function.as_deref().map(|f| format!(" in function {f}")).unwrap_or_default();
            let _ = write!(
                report,
                "{} differing line(s), first at line {}{func}\n{}",
                d.differing_lines, d.line, d.excerpt
            );
        }
        if !report.is_empty() {
            failures.push(format!("{name} [{}]: {report}", mode.name()));
        }
    }
    if !failures.is_empty() {
        panic!(
            "{} of {compared} file(s) differ from opt-19 in mode `{}` (args: {}):\n\n{}",
            failures.len(),
            mode.name(),
            mode.cli_args().join(" "),
            failures.join("\n")
        );
    }
}

#[test]
fn noopt() {
    check_mode(Mode::NoOpt);
}

#[test]
fn opt() {
    check_mode(Mode::Opt);
}

#[test]
fn walker() {
    check_mode(Mode::Walker);
}

/// Malformed inputs: exit status 2, `FILE:LINE:COL: ` on stderr, nothing on
/// stdout, never a panic; `ok-*` inputs are valid empty modules: status 0,
/// no output. The whole report must match the `.err.expected` snapshot.
#[test]
fn errors() {
    let update = std::env::var_os("UPDATE_EXPECT").is_some_and(|v| v == "1");
    let root = repo_root();
    let files = inputs(&data_dir().join("errors"), false);
    assert!(
        !files.is_empty() || std::env::var_os("FILETESTS_FILTER").is_some(),
        "no malformed inputs found"
    );
    let mut failures = Vec::new();
    for input in &files {
        let name = rel(input);
        let out = match tool().run(&["print"], Path::new(&name), &root) {
            Ok(o) => o,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        let stderr = String::from_utf8_lossy(&out.stderr);
        let ok_input = input.file_name().is_some_and(|n| n.to_string_lossy().starts_with("ok-"));
        let mut problems = Vec::new();
        if stderr.contains("panicked") || stderr.contains("stack overflow") {
            problems.push("memssa crashed".to_string());
        }
        if ok_input {
            if out.status.code() != Some(0) {
                problems.push(format!("expected exit status 0, got {}", out.status));
            }
            if !out.stdout.is_empty() || !out.stderr.is_empty() {
                problems.push("expected no output for a valid empty module".to_string());
            }
        } else {
            if out.status.code() != Some(2) {
                problems.push(format!("expected exit status 2, got {}", out.status));
            }
            if !out.stdout.is_empty() {
                problems.push("expected nothing on stdout".to_string());
            }
            if let Err(e) = check_error_location(&stderr, &name) {
                problems.push(e);
            }
        }
        let snap_path = input.with_extension("err.expected");
        let snapshot = error_snapshot(&out);
        if update {
            if let Err(e) = std::fs::write(&snap_path, &snapshot) {
                problems.push(format!("cannot write {}: {e}", snap_path.display()));
            }
        } else {
            match std::fs::read_to_string(&snap_path) {
                Err(_) => problems.push(format!("no snapshot {}; bless with UPDATE_EXPECT=1", rel(&snap_path))),
                Ok(expected) => {
                    if let Some(d) = first_difference(&expected, &snapshot) {
                        problems.push(format!("snapshot differs (UPDATE_EXPECT=1 to bless):\n{}", d.excerpt));
                    }
                }
            }
        }
        if !problems.is_empty() {
            failures.push(format!("{name}:\n  {}", problems.join("\n  ")));
        }
    }
    assert!(
        failures.is_empty(),
        "{} malformed input(s) mishandled:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
