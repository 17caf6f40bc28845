//! Helpers the `memssa` binary's test files share (each file is its own
//! test crate and uses only some of them).
#![allow(dead_code)]

use serde_json::Value;
use std::path::PathBuf;
use std::process::{Command, Output};

/// Two functions and a declaration; `f` has a phi (line 10 is `j:`, the
/// load `%v` is on line 11).
pub const TWO_FUNCTIONS_IR: &str = "define void @f(ptr %p, i1 %c) {
entry:
  store i32 0, ptr %p, align 4
  br i1 %c, label %a, label %j

a:                                                ; preds = %entry
  store i32 1, ptr %p, align 4
  br label %j

j:                                                ; preds = %a, %entry
  %v = load i32, ptr %p, align 4
  ret void
}

define void @g(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret void
}

declare void @h()
";

/// The repository's root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Writes `contents` to a file `name` in a directory of this test binary
/// and process (test files run side by side never share one).
pub fn scratch(name: &str, contents: impl AsRef<[u8]>) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("memssa-{}-test-{}", env!("CARGO_CRATE_NAME"), std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, contents).unwrap();
    p
}

/// The `memssa` binary with `args`, standard input empty.
pub fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_memssa")).args(args).output().unwrap()
}

/// Bytes as text, invalid UTF-8 replaced.
pub fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs `args`, asserts success and returns stdout.
pub fn ok(args: &[&str]) -> String {
    let out = run(args);
    assert_eq!(out.status.code(), Some(0), "{args:?}: {}", text(&out.stderr));
    text(&out.stdout)
}

/// Runs `args`, asserts success and parses stdout as JSON.
pub fn json(args: &[&str]) -> Value {
    let out = ok(args);
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}\n{out}"))
}
