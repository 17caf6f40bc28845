//! Malformed inputs: each gives a `ParseError` with the right position and
//! message, never a panic.

mod common;
use common::*;

fn at(src: &str) -> (usize, usize, String) {
    let e = parse_err(src);
    (e.line, e.col, e.message)
}

#[test]
fn zero_byte_and_blank_files_are_empty_modules() {
    // opt-19 reads both as a module with nothing in it.
    assert!(llir::parse_module("x", String::new()).is_ok_and(|m| m.funcs.is_empty()));
    assert!(llir::parse_module("x", " \n".into()).is_ok());
    assert!(llir::parse_module_bytes("x", Vec::new()).is_ok_and(|m| m.funcs.is_empty()));
}

#[test]
fn bitcode_and_invalid_utf8() {
    let e = llir::parse_module_bytes("x.bc", b"BC\xC0\xDE\x35\x14\x00\x00".to_vec()).unwrap_err();
    assert_eq!(e.message, "this is LLVM bitcode; expected textual IR (use llvm-dis)");
    let e = llir::parse_module_bytes("x", b"; ok\n@g = global i8 \xFF\n".to_vec()).unwrap_err();
    assert_eq!((e.line, e.col), (2, 16));
    assert!(e.message.contains("invalid UTF-8"));
    assert_eq!(e.file, "x");
    // In a comment and in a string constant, as for opt-19; the constant
    // keeps its exact bytes.
    let m = llir::parse_module_bytes("x", b"; \xC0\xAF\n@s = global [3 x i8] c\"\xFF\0\\41\"\n".to_vec()).expect("parses");
    let bytes: Vec<&[u8]> = m
        .consts
        .values()
        .filter_map(|c| match c {
            llir::ConstData::Bytes { bytes, .. } => Some(&bytes[..]),
            _ => None,
        })
        .collect();
    assert_eq!(bytes, vec![&b"\xFF\0A"[..]]);
}

#[test]
fn nul_bytes_and_stray_characters() {
    // opt-19's lexer skips NUL bytes like blanks.
    assert!(llir::parse_module("x", "@g = global i8 0\n\0\0\0".into()).is_ok());
    assert!(llir::parse_module_bytes("x", b"@g =\0global i8 0\n".to_vec()).is_ok());
    let (l, c, msg) = at("define void @f() {\n  ret void ~\n}\n");
    assert_eq!((l, c), (2, 12));
    assert_eq!(msg, "unexpected character");
}

#[test]
fn operand_types_are_checked() {
    let (l, c, m) = at("define void @f(ptr %p) {\n  store i64 1, i32 %p, align 4\n  ret void\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 20, "'%p' defined with type 'ptr' but expected 'i32'"));
    let (l, c, m) =
        at("define i32 @f() {\nentry:\n  br label %b\nb:\n  %x = phi i32 [ %y, %entry ]\n  %y = add i64 1, 2\n  ret i32 %x\n}\n");
    assert_eq!((l, c, m.as_str()), (6, 3, "instruction forward referenced with type 'i32'"));
    // A NUL splits a word in two, as it does for opt-19 (2:26 there too).
    let (l, c, m) = at("define void @f() {\n  store i32 1, ptr null, al\0ign 4\n  ret void\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 26, "expected 'align' or metadata attachment after ','"));
}

#[test]
fn unterminated_string() {
    assert_eq!(at("source_filename = \"abc\n"), (1, 19, "unterminated string".into()));
}

#[test]
fn undefined_names_are_reported_at_the_reference() {
    let (l, c, m) = at("define i32 @f() {\n  %a = add i32 1, 2\n  ret i32 %x\n}\n");
    assert_eq!((l, c, m.as_str()), (3, 11, "use of undefined value '%x'"));
    let (l, c, m) = at("define void @f() {\n  br label %nowhere\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 12, "use of undefined label '%nowhere'"));
    let (l, c, m) = at("define void @f() {\n  call void @g()\n  ret void\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 13, "use of undefined value '@g'"));
    let (l, c, m) = at("@p = global ptr @nope\n");
    assert_eq!((l, c, m.as_str()), (1, 17, "use of undefined value '@nope'"));
    // opt-19 ignores a reference to an attribute group never defined.
    let m = llir::parse_module("x", "declare void @f() #3\n".into()).expect("parses");
    assert!(m.funcs.values().all(|f| f.fn_attrs.groups.is_empty()));
    let (l, c, m) = at("!0 = !{!1}\n");
    assert_eq!((l, c, m.as_str()), (1, 8, "use of undefined metadata '!1'"));
    let (l, c, m) = at("@g = external global %T\n");
    assert_eq!((l, c, m.as_str()), (1, 22, "use of undefined type '%T'"));
    let (l, c, m) = at("define void @f() {\n  ret void, !dbg !9\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 18, "use of undefined metadata '!9'"));
}

#[test]
fn expected_token_messages() {
    let (l, c, m) = at("define void @f(ptr %p) {\n  store i32 1 ptr %p\n  ret void\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 15, "expected ',' after store value"));
    let (l, c, m) = at("@g = global foo 1\n");
    assert_eq!((l, c, m.as_str()), (1, 13, "expected type"));
    let (l, c, m) = at("@g = global ptr* null\n");
    assert_eq!((l, c, m.as_str()), (1, 16, "ptr* is invalid - use ptr instead"));
    let (l, c, m) = at("@g = global void* null\n");
    assert_eq!((l, c, m.as_str()), (1, 17, "pointers to void are invalid - use i8* instead"));
    let (l, c, m) = at("define void @f() {\n  %x = store i32 1, ptr null\n  ret void\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 3, "instructions returning void cannot have a name"));
    let (l, c, m) = at("define void @f() {\n  frobnicate i32 1\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 3, "expected instruction opcode, found 'frobnicate'"));
    let (l, c, m) = at("blah\n");
    assert_eq!((l, c, m.as_str()), (1, 1, "expected top-level entity, found 'blah'"));
    // The unnamed entry block is %0.
    let (l, c, m) = at("define void @f() {\n  %0 = add i32 1, 2\n  ret void\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 3, "instruction expected to be numbered '%1' or greater"));
}

#[test]
fn structural_errors() {
    let (l, c, m) = at("define void @f() {\nentry:\n  %a = add i32 1, 2\n}\n");
    assert_eq!((l, c, m.as_str()), (4, 1, "expected instruction; the block has no terminator"));
    let (l, c, m) = at("define void @f() {\n}\n");
    assert_eq!((l, c, m.as_str()), (2, 1, "function body requires at least one basic block"));
    let (l, c, m) = at("@g = global i8 0\n@g = global i8 1\n");
    assert_eq!((l, c, m.as_str()), (2, 1, "redefinition of global '@g'"));
    let (l, c, m) = at("define void @f() {\n  %a = add i32 1, 2\n  %a = add i32 1, 2\n  ret void\n}\n");
    assert_eq!((l, c, m.as_str()), (3, 3, "redefinition of value '%a'"));
}

#[test]
fn truncated_function_is_an_error() {
    let src = "define i32 @f(i32 %x) {\nentry:\n  %a = add i32 %x, 1\n  ret i32 %a\n}\n";
    for cut in 1..src.len() - 1 {
        let r = llir::parse_module("t.ll", src[..cut].to_string());
        // A cut that keeps the whole function is fine; anything else must
        // be an error, never a panic.
        if cut < src.len() - 2 {
            assert!(r.is_err(), "cut at {cut} parsed: {:?}", &src[..cut]);
        }
    }
    let (l, c, m) = at(&src[..40]);
    assert_eq!((l, c), (3, 10));
    assert!(m.starts_with("unexpected end of input: the body of '@f' (line 1)"), "{m}");
}

#[test]
fn error_renders_with_caret() {
    let e = parse_err("@g = global i32 x\n");
    assert_eq!(
        e.to_string(),
        "test.ll:1:17: error: expected constant value\n@g = global i32 x\n                ^"
    );
}

#[test]
fn deep_nesting_is_an_error_not_a_stack_overflow() {
    let n = 100_000;
    for (prefix, suffix) in [
        ("@g = global ", ""),
        ("@g = global i32 ", ""),
        ("!0 = !", ""),
        ("define void @f() {\n  store ", " zeroinitializer, ptr null\n  ret void\n}\n"),
    ] {
        let open = if prefix.ends_with('!') { "{" } else { "[" };
        let src = format!("{prefix}{}{suffix}", open.repeat(n));
        let e = parse_err(&src);
        assert!(
            e.message.contains("nesting too deep") || e.message.starts_with("expected"),
            "{prefix}: {}",
            e.message
        );
    }
    // Brackets nested a little below the limit are fine, in a body too
    // (bodies are parsed on worker threads with smaller stacks).
    let depth = 250;
    let mut v = "i8 0".to_string();
    let mut t = "i8".to_string();
    for _ in 0..depth {
        v = format!("[1 x {t}] [{v}]");
        t = format!("[1 x {t}]");
    }
    let src = format!("@g = global {v}\ndefine void @f() {{\n  store {v}, ptr null\n  ret void\n}}\n");
    let m = parse(&src);
    assert_eq!(insts(&m, "f").len(), 2);
}
