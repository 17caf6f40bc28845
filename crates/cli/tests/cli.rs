//! End-to-end tests of the `memssa` binary: output, exit statuses and error
//! wording on bad input.

mod common;

use common::{scratch, text, TWO_FUNCTIONS_IR};
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

const IR: &str = TWO_FUNCTIONS_IR;

const EXPECTED_F: &str = "MemorySSA for function: f
define void @f(ptr %p, i1 %c) {
entry:
; 1 = MemoryDef(liveOnEntry)
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %j

a:                                                ; preds = %entry
; 2 = MemoryDef(1)
  store i32 1, ptr %p, align 4
  br label %j

j:                                                ; preds = %a, %entry
; 3 = MemoryPhi({entry,1},{a,2})
; MemoryUse(3)
  %v = load i32, ptr %p, align 4
  ret void
}
";

const EXPECTED_G: &str = "MemorySSA for function: g
define void @g(ptr %p) {
; MemoryUse(liveOnEntry)
  %v = load i32, ptr %p, align 4
  ret void
}
";

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_memssa"))
}

fn run(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut cmd = bin();
    cmd.args(args).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    let mut input = child.stdin.take().unwrap();
    if let Some(bytes) = stdin {
        input.write_all(bytes).unwrap();
    }
    drop(input);
    child.wait_with_output().unwrap()
}

#[test]
fn print_no_ensure_optimized_uses_matches_opt() {
    let f = scratch("ok.ll", IR.as_bytes());
    let out = run(&["print", "--no-ensure-optimized-uses", "--verify", f.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), format!("{EXPECTED_F}{EXPECTED_G}"));
    assert!(out.stderr.is_empty());
}

#[test]
fn stdin_and_threads_give_the_same_bytes() {
    let a = run(&["print", "--no-ensure-optimized-uses", "--threads", "1", "-"], Some(IR.as_bytes()));
    let b = run(&["print", "--no-ensure-optimized-uses", "--threads", "3", "-"], Some(IR.as_bytes()));
    assert_eq!(a.status.code(), Some(0));
    assert_eq!(a.stdout, b.stdout);
    assert_eq!(text(&a.stdout), format!("{EXPECTED_F}{EXPECTED_G}"));
}

#[test]
fn function_filter() {
    let f = scratch("filter.ll", IR.as_bytes());
    let p = f.to_str().unwrap();
    let out = run(&["print", "--no-ensure-optimized-uses", "--function", "g", p], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(text(&out.stdout), EXPECTED_G);
    let missing = run(&["print", "--no-ensure-optimized-uses", "--function", "nope", p], None);
    assert_eq!(missing.status.code(), Some(2));
    assert!(
        text(&missing.stderr).contains("no function named 'nope'"),
        "{}",
        text(&missing.stderr)
    );
    let decl = run(&["stats", "--function", "h", p], None);
    assert_eq!(decl.status.code(), Some(2));
    assert!(text(&decl.stderr).contains("only declared"));
}

#[test]
fn stats_counts() {
    let f = scratch("stats.ll", IR.as_bytes());
    let out = run(&["stats", "--verify", f.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        text(&out.stdout),
        "functions: 2\nblocks: 4\ninstructions: 8\nmemory_defs: 2\nmemory_uses: 2\nmemory_phis: 1\n"
    );
    let json = run(&["stats", "--json", f.to_str().unwrap()], None);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert_eq!(
        v,
        serde_json::json!({"schema": "memssa-stats/1", "functions": 2, "blocks": 4, "instructions": 8,
            "memory_defs": 2, "memory_uses": 2, "memory_phis": 1})
    );
}

#[test]
fn unreadable_inputs_exit_2() {
    let missing = run(&["print", "--no-ensure-optimized-uses", "/nonexistent/x.ll"], None);
    assert_eq!(missing.status.code(), Some(2));
    assert_eq!(
        text(&missing.stderr),
        "/nonexistent/x.ll: error: cannot read: No such file or directory\n"
    );
    assert!(missing.stdout.is_empty());
    let dir = std::env::temp_dir();
    let d = run(&["stats", dir.to_str().unwrap()], None);
    assert_eq!(d.status.code(), Some(2));
    assert!(
        text(&d.stderr).contains("error: cannot read: Is a directory"),
        "{}",
        text(&d.stderr)
    );
}

#[test]
fn malformed_inputs_exit_2_with_a_located_message() {
    let cases: &[(&str, &[u8])] = &[
        (
            "truncated.ll",
            b"define void @f(ptr %p) {\nentry:\n  store i32 0, ptr %p, align 4\n",
        ),
        ("garbage.ll", b"\x00\xff\xfe\x01garbage\x80\x81"),
        ("bitcode.ll", b"BC\xC0\xDE\x35\x14\x00\x00"),
        ("opcode.ll", b"define void @f() {\n  frobnicate\n  ret void\n}\n"),
    ];
    for (name, bytes) in cases {
        let f = scratch(name, bytes);
        let out = run(&["print", "--no-ensure-optimized-uses", f.to_str().unwrap()], None);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{name}: {err}");
        assert!(out.stdout.is_empty(), "{name}");
        assert!(err.starts_with(&format!("{}:", f.display())), "{name}: {err}");
        assert!(err.contains(": error: "), "{name}: {err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
    }
}

#[test]
fn usage_errors_exit_2() {
    let out = run(&["print"], None);
    assert_eq!(out.status.code(), Some(2));
    let out = run(&["frobnicate"], None);
    assert_eq!(out.status.code(), Some(2));
}

/// `pta --check-assertions` over the committed PTABen-style programs: every
/// one passes in both modes, and FS-ONLY programs have assertions skipped
/// only without `--flow-sensitive`.
#[test]
fn pta_check_assertions_on_ptaben_programs() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../pointsto/tests/ptaben/ll");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(files.len() >= 180, "{} files", files.len());
    let (mut skipped_fi, mut skipped_fs) = (0, 0);
    for f in &files {
        // The -O0 builds of `NEEDS-SSA` programs skip their NOALIAS in both modes.
        let needs_ssa = pointsto::check::needs_ssa(&std::fs::read_to_string(f).unwrap());
        // Flow-insensitive without contexts; flow-sensitive with argument
        // sensitivity (which checks every assertion, CS-ONLY ones included).
        for fs in [false, true] {
            let mut args = vec!["pta", "--check-assertions"];
            if fs {
                args.extend(["--flow-sensitive", "--context", "args"]);
            }
            args.push(f.to_str().unwrap());
            let out = run(&args, None);
            let stdout = text(&out.stdout);
            assert_eq!(out.status.code(), Some(0), "{args:?}\n{stdout}{}", text(&out.stderr));
            assert!(!stdout.contains(": FAIL:"), "{stdout}");
            let skipped = stdout.lines().filter(|l| l.contains(": skipped: ")).count();
            if needs_ssa {
                assert!(skipped > 0, "{stdout}");
            } else if fs {
                skipped_fs += skipped;
            } else {
                skipped_fi += skipped;
            }
        }
    }
    assert!(skipped_fi > 0, "no FS-ONLY assertion was skipped flow-insensitively");
    assert_eq!(skipped_fs, 0);
}

#[test]
fn pta_check_assertions_reports_a_wrong_claim() {
    let ir = "declare void @NOALIAS(ptr, ptr)
declare void @MAYALIAS(ptr, ptr)

@g = global i32 0

define i32 @main() {
  %p = alloca i32, align 4
  call void @NOALIAS(ptr %p, ptr %p)
  call void @MAYALIAS(ptr %p, ptr @g)
  ret i32 0
}
";
    let f = scratch("assert.ll", ir.as_bytes());
    let out = run(&["pta", "--check-assertions", f.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains(":8:3: FAIL: NOALIAS(%p, %p) in @main (answer: must)"), "{stdout}");
    assert!(stdout.contains(":9:3: FAIL: MAYALIAS(%p, @g) in @main (answer: no)"), "{stdout}");
    assert!(stdout.contains("2 assertions: 0 ok, 2 failed"), "{stdout}");
    assert!(text(&out.stderr).contains("2 alias assertion(s) failed"));
}

/// `pta --call-graph` prints exactly the call-graph part of `pta`, with
/// the callees of a call through a pointer resolved, in text and JSON.
#[test]
fn pta_call_graph_only() {
    let ir = "@table = global [2 x ptr] [ptr @a, ptr @b]

define void @a() {
  ret void
}

define void @b() {
  ret void
}

define i32 @main() {
  %slot = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 1
  %fp = load ptr, ptr %slot, align 8
  call void %fp()
  call void @a()
  ret i32 0
}
";
    let f = scratch("callgraph.ll", ir.as_bytes());
    let full = run(&["pta", f.to_str().unwrap()], None);
    assert_eq!(full.status.code(), Some(0), "{}", text(&full.stderr));
    let full = text(&full.stdout);
    let graph_part = &full[full.find("call graph:\n").expect("call graph section")..];
    let only = run(&["pta", "--call-graph", f.to_str().unwrap()], None);
    assert_eq!(only.status.code(), Some(0), "{}", text(&only.stderr));
    assert_eq!(text(&only.stdout), graph_part);
    assert!(graph_part.contains("@main #2 (indirect) -> {@a, @b}\n"), "{graph_part}");
    assert!(graph_part.contains("@main #3 -> {@a}\n"), "{graph_part}");
    let json = run(&["pta", "--call-graph", "--json", f.to_str().unwrap()], None);
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("JSON");
    assert!(v.get("pointers").is_none(), "{v}");
    assert_eq!(
        v["call_graph"][0],
        serde_json::json!({"caller": "main", "inst": 2, "line": 14, "col": 3, "indirect": true, "callees": ["a", "b"]})
    );
}

/// `pta --sizes` counts each set in objects (heap clones and fields
/// apart), base objects (fields with their base) and allocation sites
/// (clones of one block once), in text and JSON.
#[test]
fn pta_sizes_in_three_units() {
    let ir = "declare ptr @malloc(i64)

define ptr @wrap() {
  %p = call ptr @malloc(i64 16)
  ret ptr %p
}

define i32 @main(i1 %k) {
  %a = call ptr @wrap()
  %b = call ptr @wrap()
  %c = select i1 %k, ptr %a, ptr %b
  %f = getelementptr inbounds i8, ptr %a, i64 8
  %d = select i1 %k, ptr %a, ptr %f
  ret i32 0
}
";
    let f = scratch("sizes.ll", ir.as_bytes());
    let out = run(&["pta", "--sizes", f.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    for line in [
        "@wrap\t%p\t1\t1\t1",
        "@main\t%a\t1\t1\t1",
        "@main\t%c\t2\t2\t1",
        "@main\t%f\t1\t1\t1",
        "@main\t%d\t2\t1\t2",
    ] {
        assert!(stdout.lines().any(|l| l == line), "missing {line:?} in\n{stdout}");
    }
    assert!(!stdout.contains("call graph"), "{stdout}");
    let out = run(&["pta", "--sizes", "--json", f.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let c = v["pointers"]
        .as_array()
        .expect("array")
        .iter()
        .find(|r| r["function"] == "main" && r["pointer"] == "%c")
        .expect("%c listed");
    assert_eq!(
        (c["objects"].as_u64(), c["base_objects"].as_u64(), c["allocation_sites"].as_u64()),
        (Some(2), Some(2), Some(1))
    );
}

/// `--context` gives calls of an identity function their own copy: the two
/// results point to one global each; without it, to both.
#[test]
fn pta_context_separates_the_calls_of_an_identity_function() {
    let ir = "@a = global i32 0
@b = global i32 0
define ptr @id(ptr %x) {
  ret ptr %x
}
define i32 @main() {
  %p = call ptr @id(ptr @a)
  %q = call ptr @id(ptr @b)
  ret i32 0
}
";
    let f = scratch("id.ll", ir.as_bytes());
    let sets = |ctx: &str| {
        let out = run(&["pta", "--context", ctx, f.to_str().unwrap()], None);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        text(&out.stdout)
    };
    assert!(sets("none").contains("@main %p -> {@a, @b}"), "{}", sets("none"));
    for ctx in ["1-callsite", "2-callsite", "args"] {
        let s = sets(ctx);
        assert!(s.contains("@main %p -> {@a}") && s.contains("@main %q -> {@b}"), "{ctx}: {s}");
    }
}

/// `--context` applies only to points-to analyses: refused with the LLVM
/// alias analysis, with `--compare-contexts`, and for unknown modes.
#[test]
fn context_option_is_refused_where_it_does_not_apply() {
    let f = scratch("ctx.ll", IR.as_bytes());
    let path = f.to_str().unwrap();
    for args in [
        vec!["print", "--context", "args", path],
        vec!["refine", "--compare-contexts", "--context", "args", path],
        vec!["pta", "--context", "3-callsite", path],
    ] {
        let out = run(&args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(text(&out.stderr).contains("error"), "{args:?}: {}", text(&out.stderr));
    }
    let out = run(&["print", "--aa", "andersen", "--context", "2-callsite", path], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

const OPT_IR: &str = "define i32 @f(ptr noalias %p, ptr noalias %q) {
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  store i32 5, ptr %x, align 4
  ret i32 %v
}
";

/// `opt`: the report on stdout, the transformed module with `-o`, the
/// same through `-o -` and with `--json`; at least one pass is required and
/// `--context` needs a points-to mode.
#[test]
fn opt_reports_and_writes_the_transformed_module() {
    let f = scratch("opt.ll", OPT_IR.as_bytes());
    let path = f.to_str().unwrap();
    let out_path = f.with_file_name("opt.out.ll");
    let out = run(
        &[
            "opt",
            "--dse",
            "--loads",
            "--licm",
            "--verify",
            path,
            "-o",
            out_path.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert!(
        report.starts_with("@f 6:3: replaced load by the stored value: %v = load i32, ptr %p, align 4\n"),
        "{report}"
    );
    assert!(
        report.contains("@f 7:3: removed dead store: store i32 5, ptr %x, align 4\n"),
        "{report}"
    );
    assert!(
        report.ends_with("; dead stores removed: 1, loads forwarded from stores: 1, loads reused: 0, loads hoisted: 0\n"),
        "{report}"
    );
    // The transformed module as opt-19 -S writes it (through the IR
    // writer): module header lines, the input's blank lines and comments gone.
    let written = std::fs::read_to_string(&out_path).unwrap();
    let expected = format!(
        "; ModuleID = '{path}'
source_filename = \"{path}\"

define i32 @f(ptr noalias %p, ptr noalias %q) {{
entry:
  %x = alloca i32, align 4
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  ret i32 1
}}
"
    );
    assert_eq!(written, expected);
    // opt-19 writes it back the same (but for the module id, the file's path).
    let again = Command::new("opt-19")
        .args(["-S", "-o", "-"])
        .arg(&out_path)
        .output()
        .expect("opt-19 runs");
    assert!(again.status.success(), "{}", text(&again.stderr));
    let body = |t: &str| t.split_once('\n').map(|x| x.1.to_string()).unwrap_or_default();
    assert_eq!(body(&text(&again.stdout)), body(&written));
    let out = run(&["opt", "--dse", "--loads", path, "-o", "-"], None);
    assert_eq!(text(&out.stdout), expected);
    let out = run(
        &[
            "opt",
            "--loads",
            "--json",
            "--aa",
            "flow-sensitive",
            "--context",
            "1-callsite",
            path,
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["counts"]["forward-store"], 1);
    assert_eq!(json["actions"][0]["kind"], "forward-store");
    assert_eq!(json["actions"][0]["line"], 6);
    for args in [vec!["opt", path], vec!["opt", "--dse", "--context", "args", path]] {
        let out = run(&args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(text(&out.stderr).contains("error"), "{args:?}");
    }
}

/// Hand-written IR of the kinds `print` used to echo as written: blank
/// lines and comments, an out-of-range literal, a gap in the numbering,
/// missing alignments, an unnamed call result and an unlabeled block.
const HAND_WRITTEN: &str = "declare i32 @g(ptr)

; a comment opt drops
define i32 @f(ptr %p, i1 %c) {
  %7 = alloca i64

  store i32 4294967296, ptr %p   ; wraps to 0
  call i32 @g(ptr %7)
  br i1 %c, label %a, label %9
a:
  %v = load i32, ptr %p
  br label %9
  %x = phi i1 [ 1, %0 ], [ 0, %a ]
  ret i32 0
}
";

/// `memssa write` and `memssa print` on hand-written IR against opt-19
/// itself (`opt-19 -S`, `print<memoryssa>`), run on the same file.
#[test]
fn write_and_print_match_opt_on_hand_written_input() {
    let f = scratch("hand.ll", HAND_WRITTEN);
    let file = f.to_str().unwrap();
    let opt = |args: &[&str]| {
        let out = Command::new("opt-19").args(args).arg(file).output().expect("opt-19 runs");
        assert!(out.status.success(), "opt-19 {args:?}: {}", text(&out.stderr));
        out
    };
    let written = common::ok(&["write", file]);
    assert_eq!(written, text(&opt(&["-S", "-o", "-"]).stdout));
    assert!(written.contains("%1 = alloca i64, align 8") && !written.contains("comment"));
    let printed = common::ok(&["print", file]);
    assert_eq!(printed, text(&opt(&["-passes=print<memoryssa>", "-disable-output"]).stderr));
    // `write --function` is the function as opt prints it on its own:
    // `print`'s text without the header and the annotation lines.
    let one = common::ok(&["write", "--function", "f", file]);
    let bare: String = printed
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with("; ") || l.starts_with("; Function Attrs"))
        .map(|l| format!("{l}\n"))
        .collect();
    assert_eq!(one, bare);
    // Options of other commands are refused.
    assert_eq!(common::run(&["write", "--walker", file]).status.code(), Some(2));
}

/// `--entry` names a library's interface: only those functions get what
/// escaped; a pattern that names no callable definition is refused (exit
/// 2), and so is `--entry` with `--closed-world` or `--open-world`.
#[test]
fn pta_entry_names_the_interface() {
    let ir = "@state = global ptr null

define ptr @api_get() {
  %p = load ptr, ptr @state
  ret ptr %p
}

define void @api_put(ptr %x) {
  ret void
}

define void @helper(ptr %y) {
  store ptr %y, ptr @state
  ret void
}

define internal void @hidden(ptr %z) {
  ret void
}
";
    let f = scratch("entry.ll", ir.as_bytes());
    let p = f.to_str().unwrap();
    let out = run(&["pta", "--entry", "api_*", p], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    assert!(listed.contains("@api_put %x -> {<unknown>"), "{listed}");
    assert!(listed.contains("@helper %y -> {}\n"), "{listed}");
    assert!(listed.contains("@api_get %p -> {}\n"), "{listed}");
    // Comma-separated and repeated forms say the same.
    for args in [
        &["pta", "--entry", "api_get,@api_put", p][..],
        &["pta", "--entry", "api_get", "--entry", "api_put", p],
    ] {
        let out = run(args, None);
        assert_eq!(text(&out.stdout), listed, "{args:?}");
    }
    let open = text(&run(&["pta", "--open-world", p], None).stdout);
    assert!(open.contains("@helper %y -> {<unknown>"), "{open}");
    for (args, want) in [
        (&["pta", "--entry", "nosuch", p][..], "--entry 'nosuch' matches no function"),
        (&["pta", "--entry", "hidden", p], "--entry 'hidden' matches no function"),
        (&["refine", "--entry", "api_*", "--closed-world", p], "cannot be used with"),
        (&["pta", "--entry", "api_*", "--open-world", p], "cannot be used with"),
        (&["print", "--entry", "api_*", p], "unexpected argument"),
    ] {
        let out = run(args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?} accepted");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(text(&out.stderr).contains(want), "{args:?}: {}", text(&out.stderr));
    }
}
