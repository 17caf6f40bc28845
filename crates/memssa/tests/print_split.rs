//! The printers write each function's text apart from its annotations
//! (`print::llvm::write_function_text`, possibly on another thread than the
//! Memory SSA's build) and splice the annotation lines in afterwards
//! (`annotate_written`). These tests pin the spliced text to opt-19's and
//! check that the thread count never shows in the output.

use memssa::driver::{definitions, print_llvm, print_optimized, print_walker, RunOptions};

/// A phi in a block whose name is not UTF-8 (byte 0xE9): the function text
/// escapes it (`%"a\E9"`), the phi line holds the raw byte, as opt-19
/// prints it. The expected text is opt-19's output.
const PHI_SOURCE: &str = "define void @f(ptr %p, i1 %c) {\nentry:\n  store i32 0, ptr %p\n  br i1 %c, label %\"a\\E9\", label %j\n\n\"a\\E9\":\n  store i32 1, ptr %p\n  br label %j\n\nj:\n  %v = load i32, ptr %p\n  ret void\n}\n";

fn opt19_phi_output() -> Vec<u8> {
    let mut v = Vec::new();
    v.extend_from_slice(b"MemorySSA for function: f\ndefine void @f(ptr %p, i1 %c) {\nentry:\n; 1 = MemoryDef(liveOnEntry)\n  store i32 0, ptr %p, align 4\n  br i1 %c, label %\"a\\E9\", label %j\n\n");
    v.extend_from_slice(b"\"a\\E9\":                                           ; preds = %entry\n; 2 = MemoryDef(1)\n  store i32 1, ptr %p, align 4\n  br label %j\n\n");
    v.extend_from_slice(b"j:                                                ; preds = %\"a\\E9\", %entry\n; 3 = MemoryPhi({entry,1},{a\xE9,2})\n; MemoryUse(3)\n  %v = load i32, ptr %p, align 4\n  ret void\n}\n");
    v
}

#[test]
fn phi_of_block_with_non_utf8_name_prints_raw_byte() {
    let module = llir::parse_module("phi.ll", PHI_SOURCE.to_string()).expect("parses");
    let funcs = definitions(&module);
    let text = print_optimized(&module, &funcs, &RunOptions::default(), 100).expect("valid");
    // Before the split the annotation went through a `String` and the byte
    // became U+FFFD (EF BF BD).
    assert_eq!(text, opt19_phi_output());
    let plain = print_llvm(&module, &funcs, &RunOptions::default()).expect("valid");
    assert_eq!(plain, opt19_phi_output());
}

/// Several functions, loops and calls: enough accesses that the use
/// optimizer and the walker both work, in more than one function.
const MANY: &str = r#"
declare void @g(ptr)

define i32 @a(ptr noalias %p, ptr %q, i32 %n) {
entry:
  store i32 1, ptr %p
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %x = load i32, ptr %p
  store i32 %x, ptr %q
  call void @g(ptr %q)
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %n
  br i1 %c, label %loop, label %exit

exit:
  %y = load i32, ptr %p
  ret i32 %y
}

define void @b(ptr %p) {
  %1 = alloca i32
  store i32 0, ptr %1
  %2 = load i32, ptr %1
  store i32 %2, ptr %p
  ret void
}

define void @c() {
  ret void
}
"#;

fn with_threads<R: Send>(n: usize, f: impl FnOnce() -> R + Send) -> R {
    rayon::ThreadPoolBuilder::new().num_threads(n).build().expect("pool").install(f)
}

#[test]
fn output_does_not_depend_on_threads() {
    let module = llir::parse_module("many.ll", MANY.to_string()).expect("parses");
    let funcs = definitions(&module);
    let opts = RunOptions::default();
    let run = |n| {
        with_threads(n, || {
            (
                print_optimized(&module, &funcs, &opts, 100).expect("valid"),
                print_walker(&module, &funcs, &opts, 100).expect("valid"),
                print_llvm(&module, &funcs, &opts).expect("valid"),
            )
        })
    };
    let one = run(1);
    assert_eq!(one, run(2));
    assert_eq!(one, run(3));
    let optimized = String::from_utf8(one.0).expect("UTF-8");
    // Every function is printed once, in module order, with its header.
    let headers: Vec<&str> = optimized.lines().filter(|l| l.starts_with("MemorySSA for function: ")).collect();
    assert_eq!(
        headers,
        [
            "MemorySSA for function: a",
            "MemorySSA for function: b",
            "MemorySSA for function: c"
        ]
    );
    // The loop's phi sits right after the label line, the optimized load
    // of the noalias `%p` skips the call and the store to `%q`.
    assert!(optimized
        .contains("loop:                                             ; preds = %loop, %entry\n; 4 = MemoryPhi({entry,1},{loop,3})\n"));
    assert!(optimized.contains("; MemoryUse(1)\n  %x = load i32, ptr %p, align 4\n"));
    let walker = String::from_utf8(one.1).expect("UTF-8");
    assert!(walker.starts_with("MemorySSA (walker) for function: a\n"));
}
