//! `parse_module_bytes_visiting` against `parse_module_bytes`: every body
//! is either visited (exactly as the plain parse reads it) or kept in the
//! module, the kept module is the plain one without the visited bodies,
//! and errors are the same.

use entity::EntityId;
use llir::{Body, Func, Module, VisitedModule};
use std::path::Path;
use testgen::files::ll_files_under;

/// The visitor's answer: the body as text, which a plain parse must match.
/// Checks on the way that the visitor's table has the body's types.
fn describe(m: &Module, f: Func, b: &Body) -> String {
    let n = m.types.len();
    assert!(b.locals.values().all(|l| l.ty.index() < n), "a local's type is missing");
    assert!(b.insts.values().all(|i| i.ty.index() < n), "an instruction's type is missing");
    assert!(
        b.consts.values().all(|c| c.recorded_type().is_none_or(|t| t.index() < n)),
        "a constant's type is missing"
    );
    format!("{} {:?}", m.funcs[f].name, b)
}

/// `f` on one thread: types first written in bodies then get the same ids
/// in both parses (in file order), so bodies compare as text.
fn one_thread<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    rayon::ThreadPoolBuilder::new().num_threads(1).build().expect("a pool").install(f)
}

fn visit(name: &str, bytes: &[u8]) -> Result<VisitedModule<String>, llir::ParseError> {
    llir::parse_module_bytes_visiting(name, bytes.to_vec(), &describe)
}

/// Checks one input; returns how many bodies were visited and kept.
fn check_same(name: &str, bytes: &[u8]) -> (usize, usize) {
    let (plain, visited) = one_thread(|| (llir::parse_module_bytes(name, bytes.to_vec()), visit(name, bytes)));
    let (plain, v) = match (plain, visited) {
        (Err(a), Err(b)) => {
            assert_eq!(a.to_string(), b.to_string(), "{name}: errors differ");
            return (0, 0);
        }
        (Ok(p), Ok(v)) => (p, v),
        (p, v) => panic!("{name}: one parse fails: plain {:?}, visiting {:?}", p.err(), v.err()),
    };
    let m = &v.module;
    assert_eq!(m.funcs.len(), plain.funcs.len(), "{name}: functions");
    assert_eq!(m.types.len(), plain.types.len(), "{name}: types");
    assert_eq!(m.symbols.len(), plain.symbols.len(), "{name}: symbols");
    let mut seen = v.visited.iter().map(|(f, _)| *f).collect::<Vec<_>>();
    assert!(seen.windows(2).all(|w| w[0] < w[1]), "{name}: visited in module order");
    for (f, text) in &v.visited {
        assert!(m.funcs[*f].body.is_none(), "{name}: a visited body is dropped");
        let body = plain.funcs[*f].body.as_ref().expect("a visited function is a definition");
        // Visited bodies mention module-level types only, whose ids do not
        // depend on scheduling: the text is the plain parse's exactly.
        assert_eq!(*text, describe(&plain, *f, body), "{name}: visited body differs");
    }
    let mut kept = 0;
    for (f, func) in plain.funcs.iter() {
        let mine = &m.funcs[f];
        assert_eq!(mine.name, func.name, "{name}: function names");
        if let Some(b) = &mine.body {
            kept += 1;
            seen.push(f);
            let a = func.body.as_ref().expect("a kept body is a definition's");
            assert_eq!(
                (a.insts.len(), a.blocks.len(), a.locals.len()),
                (b.insts.len(), b.blocks.len(), b.locals.len())
            );
        }
    }
    seen.sort_unstable();
    let defined: Vec<Func> = plain.funcs.iter().filter(|(_, f)| f.body.is_some()).map(|(id, _)| id).collect();
    assert_eq!(seen, defined, "{name}: every definition is visited or kept, once");
    (v.visited.len(), kept)
}

#[test]
fn a_body_is_kept_when_it_needs_the_end_of_the_parse() {
    // `i32` is a module-level type (of @g); `i13` is not.
    let src = "@g = global i32 0\n\
               define void @plain(ptr %p) {\n  store i32 1, ptr %p, align 4\n  ret void\n}\n\
               define void @new_type() {\n  %a = alloca [7 x i13], align 2\n  ret void\n}\n\
               define void @implicit(ptr %d, ptr %s) {\n  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 4, i1 false)\n  ret void\n}\n\
               define void @after(ptr %p) {\n  %v = load i13, ptr %p, align 2\n  ret void\n}\n";
    let v = visit("k.ll", src.as_bytes()).expect("parses");
    let visited: Vec<&str> = v.visited.iter().map(|(f, _)| &*v.module.funcs[*f].name).collect();
    // `i13` is first written in @new_type's body, so @new_type and
    // @after, which only loads one, wait for the end of the chunk, when the
    // visitor's table gets it; @plain is visited at once. Answers come in
    // module order all the same.
    assert_eq!(visited, ["plain", "new_type", "after"]);
    let kept: Vec<&str> = v
        .module
        .funcs
        .iter()
        .filter(|(_, f)| f.body.is_some())
        .map(|(_, f)| &*f.name)
        .collect();
    assert_eq!(kept, ["implicit"]);
    // The kept module has the implicit declaration, after every function.
    let last = v.module.funcs.values().last().unwrap();
    assert_eq!(last.name, "llvm.memcpy.p0.p0.i64");
    assert!(last.body.is_none());
    assert_eq!(
        v.module.func_by_name("llvm.memcpy.p0.p0.i64").map(|f| &*v.module.funcs[f].name),
        Some(&*last.name)
    );
    assert_eq!(check_same("k.ll", src.as_bytes()), (3, 1));
}

#[test]
fn the_visitor_sees_the_module_level_tables() {
    let src = "@g = global i32 0\ndeclare void @ext(ptr)\n\
               define void @f() {\n  call void @ext(ptr @g)\n  ret void\n}\n";
    let check = |m: &Module, f: Func, b: &Body| {
        // No body in the module, not even the one being visited; every
        // symbol and module-level type is there.
        assert!(m.funcs.values().all(|f| f.body.is_none()));
        assert!(m.func_by_name("ext").is_some() && m.symbol("g").is_some());
        (m.funcs[f].name.clone(), b.insts.len())
    };
    let v = llir::parse_module_bytes_visiting("v.ll", src.as_bytes().to_vec(), &check).expect("parses");
    assert_eq!(v.visited.len(), 1);
    assert_eq!(v.visited[0].1, ("f".to_string(), 2));
}

#[test]
fn errors_are_those_of_the_plain_parse() {
    let cases: [&[u8]; 5] = [
        b"BC\xC0\xDE\x35\x14",
        b"define void @f() {\n  ret void\n}\ndefine void @g() {\n  frob\n}\ndefine void @h() {\n  zap\n}\n",
        b"define void @f() {\n  ret void\n}\n@x = global i32 zork\n",
        b"define void @f() {\n  call void @llvm.nonsense(i32 %q)\n  ret void\n}\n",
        b"define void @f() {\n  %a = load ptr, ptr @llvm.memcpy.p0.p0.i64\n  ret void\n}\n",
    ];
    for (k, c) in cases.iter().enumerate() {
        let plain = llir::parse_module_bytes("e.ll", c.to_vec()).err().map(|e| e.to_string());
        let v = visit("e.ll", c).err().map(|e| e.to_string());
        assert!(plain.is_some(), "case {k} should fail");
        assert_eq!(plain, v, "case {k}");
    }
}

/// Every `.ll` of the repository's test data and of llir's own.
#[test]
fn every_test_input_parses_the_same_visited() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = ll_files_under(&root.join("../../tests/data"));
    files.extend(ll_files_under(&root.join("tests/data")));
    assert!(files.len() > 100, "test data found: {}", files.len());
    let (mut visited, mut kept) = (0, 0);
    for f in &files {
        let bytes = std::fs::read(f).expect("readable");
        let (v, k) = check_same(&f.display().to_string(), &bytes);
        visited += v;
        kept += k;
    }
    // Small test modules often write a type first in a body, so many of
    // their bodies are kept; corpus modules keep a few percent.
    eprintln!("visited {visited}, kept {kept}");
    assert!(visited > 0 && kept > 0, "visited {visited}, kept {kept}");
    if let Ok(dir) = std::env::var("VISITING_CORPUS") {
        for f in &ll_files_under(Path::new(&dir)) {
            let bytes = std::fs::read(f).expect("readable");
            let (v, k) = check_same(&f.display().to_string(), &bytes);
            eprintln!("{}: visited {v}, kept {k}", f.display());
        }
    }
}
