//! Support code for memssa's file-driven tests.
//!
//! The tests live in `crates/filetests/tests/`; the data in `tests/data/` at
//! the repository root (see the README of each topic directory there). This
//! library finds the inputs, runs the `memssa` binary on them, and renders
//! the first difference between its output and opt-19's.
//!
//! Environment knobs (all optional):
//! * `FILETESTS_MODES=noopt,opt,walker` — compare only these modes (default:
//!   all three). For local work while a mode is not implemented yet; CI
//!   leaves it unset.
//! * `FILETESTS_FILTER=substring` — only inputs whose path relative to
//!   `tests/data` contains the substring.
//! * `FILETESTS_CLI=1` — run the printers through the `memssa` binary
//!   instead of the library (the error tests always use the binary).
//! * `MEMSSA_BIN=/path/to/memssa` — use this binary instead of building one.
//! * `UPDATE_EXPECT=1` — rewrite the error snapshots instead of comparing.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// One of the three printers, each compared with its own opt-19 output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// `memssa print --no-ensure-optimized-uses`, opt-19
    /// `print<memoryssa><no-ensure-optimized-uses>`.
    NoOpt,
    /// `memssa print`, opt-19 `print<memoryssa>`.
    Opt,
    /// `memssa print --walker`, opt-19 `print<memoryssa-walker>`.
    Walker,
}

impl Mode {
    /// All modes, in the order the tests report them.
    pub const ALL: [Mode; 3] = [Mode::NoOpt, Mode::Opt, Mode::Walker];

    /// The short name used in file names and in `FILETESTS_MODES`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::NoOpt => "noopt",
            Mode::Opt => "opt",
            Mode::Walker => "walker",
        }
    }

    /// Parses a short name; `None` for anything else.
    pub fn from_name(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// The `memssa` arguments that select this printer (the file comes after).
    pub fn cli_args(self) -> &'static [&'static str] {
        match self {
            Mode::NoOpt => &["print", "--no-ensure-optimized-uses"],
            Mode::Opt => &["print"],
            Mode::Walker => &["print", "--walker"],
        }
    }

    /// The expectation file of `input` for this mode: `x.ll` -> `x.<mode>.expected`.
    pub fn expected_path(self, input: &Path) -> PathBuf {
        input.with_extension(format!("{}.expected", self.name()))
    }
}

/// Modes selected by `FILETESTS_MODES` (comma separated), or all of them.
///
/// Errors name an unknown mode, so a typo cannot silently disable a test.
pub fn selected_modes() -> Result<Vec<Mode>, String> {
    match std::env::var("FILETESTS_MODES") {
        Err(_) => Ok(Mode::ALL.to_vec()),
        Ok(list) => list
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(|s| Mode::from_name(s).ok_or_else(|| format!("FILETESTS_MODES: unknown mode `{s}` (known: noopt, opt, walker)")))
            .collect(),
    }
}

/// The repository root (two levels above this crate's manifest).
pub fn repo_root() -> PathBuf {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    here.parent().and_then(Path::parent).unwrap_or(here).to_path_buf()
}

/// `tests/data` at the repository root.
pub fn data_dir() -> PathBuf {
    repo_root().join("tests").join("data")
}

/// Every `*.ll` under `dir`, recursively, sorted by path. With
/// `with_errors == false` the `errors/` topic is left out; with `true` only
/// it is returned. `FILETESTS_FILTER` applies to paths relative to `dir`.
/// Unreadable directories are skipped (the tests then fail on the missing
/// expectations rather than here).
pub fn inputs(dir: &Path, with_errors: bool) -> Vec<PathBuf> {
    let filter = std::env::var("FILETESTS_FILTER").ok();
    testgen::files::ll_files_under(dir)
        .into_iter()
        .filter(|p| {
            let rel = p.strip_prefix(dir).unwrap_or(p).to_string_lossy().replace('\\', "/");
            rel.starts_with("errors/") == with_errors && filter.as_deref().is_none_or(|f| rel.contains(f))
        })
        .collect()
}

/// Prints `file` (read from disk, named `name` in messages) in `mode`
/// through the library — parse, build, verify (full), then the printer of
/// `mode` with the default walk limit — exactly what `memssa print` writes.
/// Errors carry the parse or verification message.
pub fn print_with_library(mode: Mode, file: &Path, name: &str) -> Result<Vec<u8>, String> {
    use memssa::driver::{definitions, print_llvm, print_optimized, print_walker, RunOptions};
    let bytes = std::fs::read(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let module = llir::parse_module_bytes(name, bytes).map_err(|e| e.to_string())?;
    let funcs = definitions(&module);
    let opts = RunOptions {
        verify: Some(memssa::VerifyLevel::Full),
        ..RunOptions::default()
    };
    let limit = memssa::DEFAULT_WALK_LIMIT;
    let out = match mode {
        Mode::NoOpt => print_llvm(&module, &funcs, &opts),
        Mode::Opt => print_optimized(&module, &funcs, &opts, limit),
        Mode::Walker => print_walker(&module, &funcs, &opts, limit),
    };
    out.map_err(|e| e.to_string())
}

/// The `memssa` executable the tests run.
#[derive(Clone, Debug)]
pub struct Tool {
    bin: PathBuf,
}

impl Tool {
    /// `MEMSSA_BIN` if set; otherwise builds `memssa` with cargo, in the same
    /// profile as the running test binary, and returns it. Building from a
    /// test is fine: cargo releases its build lock before it runs tests.
    pub fn locate() -> Result<Tool, String> {
        if let Some(bin) = std::env::var_os("MEMSSA_BIN") {
            return Ok(Tool { bin: PathBuf::from(bin) });
        }
        // current_exe = <target>/<profile>/deps/<test>-<hash>
        let exe = std::env::current_exe().map_err(|e| format!("cannot find the test executable: {e}"))?;
        let profile_dir = exe
            .parent()
            .and_then(Path::parent)
            .ok_or_else(|| format!("unexpected test executable location {}", exe.display()))?;
        let profile = match profile_dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") | None => "dev".to_string(),
            Some(other) => other.to_string(),
        };
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        // The build's own messages (warnings of crates under construction)
        // are shown only when it fails.
        let build = Command::new(&cargo)
            .args(["build", "--quiet", "-p", "memssa-cli", "--bin", "memssa", "--profile", &profile])
            .current_dir(repo_root())
            .output()
            .map_err(|e| format!("cannot run cargo to build memssa: {e}"))?;
        if !build.status.success() {
            return Err(format!(
                "`cargo build -p memssa-cli --bin memssa --profile {profile}` failed ({}):\n{}",
                build.status,
                String::from_utf8_lossy(&build.stderr)
            ));
        }
        let bin = profile_dir.join(format!("memssa{}", std::env::consts::EXE_SUFFIX));
        if !bin.is_file() {
            return Err(format!("built memssa but {} does not exist (set MEMSSA_BIN)", bin.display()));
        }
        Ok(Tool { bin })
    }

    /// Path of the executable.
    pub fn path(&self) -> &Path {
        &self.bin
    }

    /// Runs `memssa ARGS FILE` in `cwd`; an error only if it cannot start.
    pub fn run(&self, args: &[&str], file: &Path, cwd: &Path) -> Result<Output, String> {
        Command::new(&self.bin)
            .args(args)
            .arg(file)
            .current_dir(cwd)
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.bin.display()))
    }
}

/// Where two texts first differ, and how much.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    /// 1-based line of the first difference.
    pub line: usize,
    /// Lines that differ when compared position by position (plus the
    /// length difference).
    pub differing_lines: usize,
    /// Name of the function (from the last `MemorySSA ... for function:`
    /// header at or above the first difference), if any.
    pub function: Option<String>,
    /// A unified-diff-like excerpt: a few lines of context, then the
    /// expected (`-`) and actual (`+`) lines from the first difference on.
    pub excerpt: String,
}

/// Compares `expected` with `actual` line by line; `None` if byte-identical.
///
/// A missing final newline counts as a difference on the last line.
pub fn first_difference(expected: &str, actual: &str) -> Option<Difference> {
    if expected == actual {
        return None;
    }
    let e: Vec<&str> = expected.split_inclusive('\n').collect();
    let a: Vec<&str> = actual.split_inclusive('\n').collect();
    let first = e.iter().zip(&a).position(|(x, y)| x != y).unwrap_or(e.len().min(a.len()));
    let differing = e.iter().zip(&a).filter(|(x, y)| x != y).count() + e.len().abs_diff(a.len());
    let function = e[..e.len().min(first + 1)].iter().rev().find_map(|l| {
        l.split_once(" for function: ")
            .map(|(_, name)| name.trim_end_matches('\n').to_string())
    });
    const CONTEXT: usize = 3;
    const SHOWN: usize = 8;
    let mut excerpt = String::new();
    let _ = writeln!(excerpt, "@@ line {} @@", first + 1);
    for l in &e[first.saturating_sub(CONTEXT)..first] {
        let _ = writeln!(excerpt, " {}", l.trim_end_matches('\n'));
    }
    for l in e.iter().skip(first).take(SHOWN) {
        let _ = writeln!(excerpt, "-{}", show_line(l));
    }
    for l in a.iter().skip(first).take(SHOWN) {
        let _ = writeln!(excerpt, "+{}", show_line(l));
    }
    Some(Difference {
        line: first + 1,
        differing_lines: differing,
        function,
        excerpt,
    })
}

/// Whether `rel` (a path relative to `tests/data`) is a raw input: one
/// that is read as written, not made opt-canonical first, so only the
/// Memory SSA it gets can be compared with opt-19 (see
/// [`annotation_skeleton`]).
pub fn is_raw_input(rel: &str) -> bool {
    rel.starts_with("raw/")
}

/// The part of a printer's output that does not depend on how the input
/// was spelled: the `MemorySSA for function:` headers and every annotation
/// line (`; 1 = MemoryDef(...)`, `; MemoryUse(...)`, `; 2 = MemoryPhi(...)`,
/// the walker's clobber lines), each followed by the opcode of the
/// instruction it annotates (the word after `%x =`, if any), so that an
/// annotation moved to another instruction still shows. opt-19 re-prints
/// the IR canonically while memssa echoes it, so on non-canonical input
/// only this skeleton can be equal. Lines that are neither are dropped,
/// as are opt-19's `; Function Attrs:` and `; preds =` comments.
pub fn annotation_skeleton(text: &str) -> String {
    let mut out = String::new();
    let mut pending_opcode = false;
    for line in text.lines() {
        let t = line.trim_start();
        if line.starts_with("MemorySSA for function:") || line.starts_with("MemorySSA (walker) for function:") {
            out.push_str(line);
            out.push('\n');
            pending_opcode = false;
        } else if t.starts_with("; ") && t.contains("Memory") {
            out.push_str(t);
            out.push('\n');
            pending_opcode = true;
        } else if pending_opcode && !t.is_empty() && !t.starts_with(';') {
            let after_def = match t.split_once(" = ") {
                Some((lhs, rhs)) if lhs.starts_with('%') && !lhs.contains(' ') => rhs,
                _ => t,
            };
            let opcode = after_def
                .split_whitespace()
                .find(|w| !matches!(*w, "tail" | "musttail" | "notail"))
                .unwrap_or("");
            out.push_str("  -> ");
            out.push_str(opcode);
            out.push('\n');
            pending_opcode = false;
        }
    }
    out
}

/// A line for display: the newline dropped, a missing one marked.
fn show_line(l: &str) -> String {
    match l.strip_suffix('\n') {
        Some(s) => s.to_string(),
        None => format!("{l}\\ (no newline at end)"),
    }
}

/// Lines of a snapshot longer than this many bytes are cut (an error report
/// echoes the offending line, which can be 200 KB of brackets).
pub const SNAPSHOT_LINE_LIMIT: usize = 240;

/// The snapshot of one run on a malformed input, as stored in
/// `errors/<name>.err.expected`: exit status, stdout, stderr, with invalid
/// UTF-8 replaced and lines over [`SNAPSHOT_LINE_LIMIT`] bytes cut, marked
/// with their full length.
pub fn error_snapshot(out: &Output) -> String {
    let status = match out.status.code() {
        Some(c) => c.to_string(),
        None => "killed by a signal".to_string(),
    };
    let mut s = format!("status: {status}\n--- stdout\n");
    push_snapshot_text(&mut s, &out.stdout);
    s.push_str("--- stderr\n");
    push_snapshot_text(&mut s, &out.stderr);
    s
}

/// Appends `bytes` line by line (each ending in a newline), cutting long lines.
fn push_snapshot_text(s: &mut String, bytes: &[u8]) {
    for line in String::from_utf8_lossy(bytes).lines() {
        if line.len() > SNAPSHOT_LINE_LIMIT {
            let mut cut = SNAPSHOT_LINE_LIMIT;
            while !line.is_char_boundary(cut) {
                cut -= 1;
            }
            let _ = writeln!(s, "{}... [line of {} bytes cut]", &line[..cut], line.len());
        } else {
            s.push_str(line);
            s.push('\n');
        }
    }
}

/// Checks the shape of an error report: `FILE:LINE:COL: ` at the start of
/// stderr, with `FILE` exactly `file` and positive numbers. Returns what is
/// wrong, if anything.
pub fn check_error_location(stderr: &str, file: &str) -> Result<(), String> {
    let first = stderr.lines().next().unwrap_or("");
    let rest = first
        .strip_prefix(file)
        .and_then(|r| r.strip_prefix(':'))
        .ok_or_else(|| format!("stderr does not start with `{file}:`: {first:?}"))?;
    let mut parts = rest.splitn(3, ':');
    for what in ["line", "column"] {
        let n = parts.next().unwrap_or("");
        if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) || n.parse::<u64>().map_or(true, |v| v == 0) {
            return Err(format!("bad {what} number {n:?} in {first:?}"));
        }
    }
    match parts.next() {
        Some(msg) if msg.starts_with(' ') && msg.len() > 1 => Ok(()),
        _ => Err(format!("no message after FILE:LINE:COL: in {first:?}")),
    }
}

/// A function `@chain` of `blocks` blocks (at least 1) in a straight line,
/// each storing to and loading from `%p`, as `.ll` text. Same text as
/// `scripts/gen-big.py chain N`.
pub fn gen_chain(blocks: usize) -> String {
    let n = blocks.max(1);
    let mut s = String::with_capacity(n * 80);
    s.push_str("define i32 @chain(ptr %p) {\nentry:\n  store i32 0, ptr %p, align 4\n");
    if n == 1 {
        s.push_str("  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n");
        return s;
    }
    s.push_str("  br label %b1\n");
    for i in 1..n {
        let _ = write!(
            s,
            "\nb{i}:\n  %v{i} = load i32, ptr %p, align 4\n  store i32 {i}, ptr %p, align 4\n"
        );
        if i + 1 < n {
            let _ = writeln!(s, "  br label %b{}", i + 1);
        } else {
            let _ = writeln!(s, "  ret i32 %v{i}");
        }
    }
    s.push_str("}\n");
    s
}

/// A function `@nest` with `depth` (at least 1) loops nested in each other:
/// loop `i` has header `h<i>` (store, load) and latch `l<i>` (load, then back
/// to `h<i>` or out to `l<i-1>`), so the dominator tree is about `2*depth`
/// deep and every header gets a MemoryPhi. Same text as
/// `scripts/gen-big.py nest N`.
pub fn gen_loop_nest(depth: usize) -> String {
    let d = depth.max(1);
    let mut s = String::with_capacity(d * 200);
    s.push_str("define void @nest(ptr noalias %p, ptr noalias %q, i1 %c) {\nentry:\n  br label %h0\n");
    for i in 0..d {
        let _ = write!(
            s,
            "\nh{i}:\n  store i32 {i}, ptr %p, align 4\n  %a{i} = load i32, ptr %q, align 4\n"
        );
        if i + 1 < d {
            let _ = writeln!(s, "  br label %h{}", i + 1);
        } else {
            let _ = writeln!(s, "  br label %l{i}");
        }
    }
    for i in (0..d).rev() {
        let _ = write!(
            s,
            "\nl{i}:\n  %b{i} = load i32, ptr %p, align 4\n  store i32 %b{i}, ptr %q, align 4\n"
        );
        if i == 0 {
            s.push_str("  br i1 %c, label %h0, label %exit\n");
        } else {
            let _ = writeln!(s, "  br i1 %c, label %h{i}, label %l{}", i - 1);
        }
    }
    s.push_str("\nexit:\n  ret void\n}\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identical_texts_have_no_difference() {
        assert_eq!(first_difference("a\nb\n", "a\nb\n"), None);
    }

    #[test]
    fn difference_reports_line_function_and_count() {
        let e = "MemorySSA for function: f\nx\n; 1 = MemoryDef(liveOnEntry)\ny\n";
        let a = "MemorySSA for function: f\nx\n; MemoryUse(liveOnEntry)\ny\nz\n";
        let d = first_difference(e, a).expect("texts differ");
        assert_eq!(d.line, 3);
        assert_eq!(d.differing_lines, 2);
        assert_eq!(d.function.as_deref(), Some("f"));
        assert!(d.excerpt.contains("-; 1 = MemoryDef(liveOnEntry)\n"));
        assert!(d.excerpt.contains("+; MemoryUse(liveOnEntry)\n"));
        assert!(d.excerpt.contains(" x\n"));
    }

    #[test]
    fn missing_final_newline_is_a_difference() {
        let d = first_difference("a\n", "a").expect("texts differ");
        assert_eq!(d.line, 1);
        assert!(d.excerpt.contains("no newline at end"));
    }

    #[test]
    fn truncated_output_is_reported_after_the_common_prefix() {
        let d = first_difference("a\nb\nc\n", "a\n").expect("texts differ");
        assert_eq!(d.line, 2);
        assert_eq!(d.differing_lines, 2);
    }

    #[test]
    fn error_location_format() {
        assert_eq!(
            check_error_location("t.ll:3:22: error: use of undefined value '%q'\n", "t.ll"),
            Ok(())
        );
        assert!(check_error_location("t.ll:3: error: x\n", "t.ll").is_err());
        assert!(check_error_location("t.ll:0:1: error: x\n", "t.ll").is_err());
        assert!(check_error_location("u.ll:1:1: error: x\n", "t.ll").is_err());
        assert!(check_error_location("t.ll:1:1:\n", "t.ll").is_err());
        assert!(check_error_location("", "t.ll").is_err());
    }

    #[test]
    fn generated_big_functions_have_the_requested_shape() {
        let chain = gen_chain(5);
        assert_eq!(chain.matches("\nb").count(), 4);
        assert!(chain.contains("br label %b4\n") && chain.contains("ret i32 %v4\n"));
        assert_eq!(gen_chain(1).matches(':').count(), 1);
        let nest = gen_loop_nest(3);
        for label in ["h0:", "h1:", "h2:", "l0:", "l1:", "l2:", "exit:"] {
            assert!(nest.contains(label), "{label} missing in\n{nest}");
        }
        assert!(nest.contains("br i1 %c, label %h2, label %l1\n"));
        assert!(nest.contains("br i1 %c, label %h0, label %exit\n"));
    }

    #[test]
    fn snapshots_cut_long_lines_and_end_in_newlines() {
        use std::os::unix::process::ExitStatusExt;
        let long = "{".repeat(1000);
        let out = Output {
            status: std::process::ExitStatus::from_raw(2 << 8),
            stdout: Vec::new(),
            stderr: format!("f.ll:1:2: error: deep\n{long}").into_bytes(),
        };
        let snap = error_snapshot(&out);
        assert!(snap.starts_with("status: 2\n--- stdout\n--- stderr\nf.ll:1:2: error: deep\n"));
        assert!(snap.ends_with("... [line of 1000 bytes cut]\n"), "{snap}");
        assert!(snap.lines().all(|l| l.len() < SNAPSHOT_LINE_LIMIT + 40));
    }

    #[test]
    fn modes_round_trip_and_name_their_files() {
        for m in Mode::ALL {
            assert_eq!(Mode::from_name(m.name()), Some(m));
        }
        assert_eq!(Mode::from_name("nope"), None);
        assert_eq!(
            Mode::Walker.expected_path(Path::new("d/x.ll")),
            PathBuf::from("d/x.walker.expected")
        );
    }

    #[test]
    fn the_data_directory_is_populated() {
        let all = inputs(&data_dir(), false);
        let errors = inputs(&data_dir(), true);
        if std::env::var_os("FILETESTS_FILTER").is_none() {
            assert!(all.len() >= 60, "only {} inputs under tests/data", all.len());
            assert!(errors.len() >= 8, "only {} malformed inputs", errors.len());
        }
        assert!(all.iter().all(|p| !p.to_string_lossy().contains("/errors/")));
        for p in &all {
            for m in Mode::ALL {
                assert!(m.expected_path(p).is_file(), "missing {}", m.expected_path(p).display());
            }
        }
    }
}
