//! Who may call into the module ([`pointsto::EntryPoints`]): the closed
//! world, the open world, and a library's listed interface.

mod common;

use common::{local, names};
use pointsto::{Andersen, Config, EntryPattern, EntryPoints};

/// A small library: two interface functions, an exported helper the
/// interface never calls, an internal callback the interface hands out,
/// and an exported global only the helper writes.
const IR: &str = r#"
@state = global ptr null
@saved = global ptr null

declare void @register(ptr)

define ptr @api_get() {
  %p = load ptr, ptr @state
  ret ptr %p
}

define void @api_put(ptr %x) {
  store ptr %x, ptr @saved
  call void @register(ptr @on_event)
  ret void
}

define void @helper(ptr %y) {
  store ptr %y, ptr @state
  ret void
}

define internal void @on_event(ptr %e) {
  %v = load ptr, ptr %e
  ret void
}

define internal void @private_api(ptr %z) {
  ret void
}
"#;

fn sets(entry: EntryPoints) -> Vec<(String, Vec<String>)> {
    let m = llir::parse_module("entry.ll", IR.to_string()).expect("parses");
    let config = Config {
        entry,
        ..Config::default()
    };
    let a = Andersen::analyze(&m, &config);
    [
        ("api_get", "p"),
        ("api_put", "x"),
        ("helper", "y"),
        ("on_event", "e"),
        ("private_api", "z"),
    ]
    .iter()
    .map(|&(f, v)| {
        let (func, val) = local(&m, f, v);
        (format!("@{f} %{v}"), names(&a, a.points_to(func, val)))
    })
    .collect()
}

fn listed(patterns: &[&str]) -> EntryPoints {
    EntryPoints::Listed(patterns.iter().map(|p| EntryPattern::new(p)).collect())
}

fn holds_unknown(sets: &[(String, Vec<String>)], which: &str) -> bool {
    let (_, s) = sets.iter().find(|(n, _)| n == which).expect("listed value");
    s.iter().any(|o| o == "<unknown>")
}

#[test]
fn listed_interface_is_called_from_outside_and_nothing_else() {
    let s = sets(listed(&["api_*"]));
    // Outside code passes anything escaped to the interface...
    assert!(holds_unknown(&s, "@api_put %x"), "{s:?}");
    // ...but never calls the exported helper, so @state stays empty and
    // the interface reads nothing from it.
    assert!(!holds_unknown(&s, "@helper %y"), "{s:?}");
    let (_, get) = &s[0];
    assert!(get.is_empty(), "@api_get reads only what @helper stores: {s:?}");
    // A callback handed to unknown code is called from outside.
    assert!(holds_unknown(&s, "@on_event %e"), "{s:?}");
    // An internal function is never an entry, even if a pattern names it.
    assert!(!holds_unknown(&s, "@private_api %z"), "{s:?}");
}

#[test]
fn listed_exact_names_and_sigil() {
    let s = sets(listed(&["@api_put"]));
    assert!(holds_unknown(&s, "@api_put %x"), "{s:?}");
    assert!(!holds_unknown(&s, "@helper %y"), "{s:?}");
    let s = sets(listed(&["helper"]));
    assert!(holds_unknown(&s, "@helper %y"), "{s:?}");
    // Through @helper, outside memory reaches @state and so @api_get.
    let (_, get) = &s[0];
    assert!(get.iter().any(|o| o == "<unknown>"), "{s:?}");
}

#[test]
fn listed_lies_between_closed_and_open_world() {
    let closed = sets(EntryPoints::Main);
    let listed = sets(listed(&["api_*"]));
    let open = sets(EntryPoints::Exported);
    for ((name, c), ((_, l), (_, o))) in closed.iter().zip(listed.iter().zip(open.iter())) {
        assert!(c.iter().all(|x| l.contains(x)), "{name}: closed {c:?} not within listed {l:?}");
        assert!(l.iter().all(|x| o.contains(x)), "{name}: listed {l:?} not within open {o:?}");
    }
    assert!(holds_unknown(&open, "@helper %y"));
    // The open world lets outside code write the exported global.
    assert!(holds_unknown(&open, "@api_get %p"));
}

#[test]
fn patterns_match_names_and_prefixes() {
    let m = llir::parse_module("entry.ll", IR.to_string()).expect("parses");
    assert!(EntryPattern::new("api_*").matches("api_get"));
    assert!(EntryPattern::new("api_*").matches("api_"));
    assert!(!EntryPattern::new("api_*").matches("ap"));
    assert!(EntryPattern::new("*").matches("anything"));
    assert!(EntryPattern::new("@helper").matches("helper"));
    assert!(!EntryPattern::new("helper").matches("helper2"));
    assert!(!EntryPattern::new("a*b").matches("axb"), "only a final * is a wildcard");
    assert!(EntryPattern::new("api_*").matches_any(&m));
    // Declarations and internal functions cannot be entries.
    assert!(!EntryPattern::new("register").matches_any(&m));
    assert!(!EntryPattern::new("private_api").matches_any(&m));
    assert!(!EntryPattern::new("nosuch*").matches_any(&m));
}
