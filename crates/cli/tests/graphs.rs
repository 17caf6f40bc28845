//! `memssa dot --call-graph`, `memssa dot --partition regions` and `memssa
//! html`, read back structurally and held against the JSON answers of the
//! same binary (`pta --call-graph --json`, `print --partition regions
//! --json`, `print --json`, `print`).

mod common;

use common::{json, ok, run, scratch};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};

/// Direct and indirect calls (a table of two functions, a callback), a
/// declaration, a function no one calls, and names that need escaping.
const CALLS_IR: &str = r#"declare ptr @malloc(i64)
declare void @"ext \22quoted\22"(ptr)

@table = global [2 x ptr] [ptr @a, ptr @"b\\slash"]

define void @a(ptr %x) {
  store i32 1, ptr %x, align 4
  call void @"ext \22quoted\22"(ptr %x)
  ret void
}

define void @"b\\slash"(ptr %x) {
  ret void
}

define void @apply(ptr %f, ptr %x) {
  call void %f(ptr %x)
  ret void
}

define void @unused() {
  ret void
}

define i32 @main(i32 %k) {
  %m = call ptr @malloc(i64 16)
  %i = sext i32 %k to i64
  %slot = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %i
  %fp = load ptr, ptr %slot, align 8
  call void %fp(ptr %m)
  call void @apply(ptr @a, ptr %m)
  call void @a(ptr %m)
  %v = load i32, ptr %m, align 4
  ret i32 %v
}
"#;

/// Memory in several regions, a loop (phis) and a call that writes one.
const REGIONS_IR: &str = r#"@g = global i32 0
@h = global i32 0

define void @set(ptr %p) {
  store i32 7, ptr %p, align 4
  ret void
}

define i32 @f(i32 %n, i1 %c) {
entry:
  %x = alloca i32, align 4
  %y = alloca i32, align 4
  %q = select i1 %c, ptr %x, ptr %y
  store i32 0, ptr %x, align 4
  store i32 1, ptr %q, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  store i32 %i, ptr @g, align 4
  call void @set(ptr @h)
  %v = load i32, ptr %x, align 4
  %i1 = add i32 %i, %v
  %d = icmp slt i32 %i1, %n
  br i1 %d, label %loop, label %exit

exit:
  %w = load i32, ptr %q, align 4
  %z = load i32, ptr @h, align 4
  %s = add i32 %w, %z
  ret i32 %s
}
"#;

/// The inside of the DOT string starting at `s[0] == '"'`, unescaped, and
/// the rest after its closing quote.
fn dot_string(s: &str) -> (String, &str) {
    assert!(s.starts_with('"'), "{s}");
    let mut out = String::new();
    let mut chars = s[1..].char_indices();
    while let Some((k, c)) = chars.next() {
        match c {
            '"' => return (out, &s[k + 2..]),
            '\\' => match chars.next().map(|(_, e)| e) {
                Some('n') => out.push('\n'),
                Some(e) => out.push(e),
                None => break,
            },
            _ => out.push(c),
        }
    }
    panic!("unterminated string in {s}");
}

/// Call graph DOT: node id -> (name, dashed); edges (from, to, label, dashed).
type Graph = (BTreeMap<String, (String, bool)>, Vec<(String, String, String, bool)>);

fn parse_call_graph(dot: &str) -> Graph {
    let mut nodes = BTreeMap::new();
    let mut edges = Vec::new();
    assert!(dot.starts_with("digraph \"CallGraph\" {\n") && dot.ends_with("}\n"), "{dot}");
    for line in dot.lines().map(str::trim) {
        let Some((head, rest)) = line.split_once(" [label=") else {
            continue;
        };
        let (label, attrs) = dot_string(rest);
        let dashed = attrs.contains("style=dashed");
        match head.split_once(" -> ") {
            Some((from, to)) => edges.push((from.to_string(), to.to_string(), label, dashed)),
            None => {
                assert!(nodes.insert(head.to_string(), (label, dashed)).is_none(), "node {head} twice");
            }
        }
    }
    (nodes, edges)
}

#[test]
fn call_graph_dot_has_every_call_site_of_pta() {
    let f = scratch("calls.ll", CALLS_IR);
    let p = f.to_str().unwrap();
    let (nodes, edges) = parse_call_graph(&ok(&["dot", "--call-graph", p]));
    let name = |id: &str| nodes.get(id).unwrap_or_else(|| panic!("edge to undeclared node {id}")).0.clone();
    // (caller, line:col, callee, indirect) from the DOT edges ...
    let got: BTreeSet<(String, String, String, bool)> = edges.iter().map(|(a, b, l, d)| (name(a), l.clone(), name(b), *d)).collect();
    assert_eq!(got.len(), edges.len(), "an edge twice: {edges:?}");
    // ... and from pta's JSON.
    let cg = json(&["pta", "--call-graph", "--json", p]);
    let mut want = BTreeSet::new();
    for site in cg["call_graph"].as_array().unwrap() {
        for callee in site["callees"].as_array().unwrap() {
            want.insert((
                site["caller"].as_str().unwrap().to_string(),
                format!("{}:{}", site["line"], site["col"]),
                callee.as_str().unwrap().to_string(),
                site["indirect"].as_bool().unwrap(),
            ));
        }
    }
    assert_eq!(got, want);
    // The program's calls: the table's two targets through `%fp`, the
    // callback `a` through `apply`'s `%f`, and the quoted declaration.
    for (caller, callee, indirect) in [
        ("main", "a", true),
        ("main", "b\\slash", true),
        ("apply", "a", true),
        ("a", "ext \"quoted\"", false),
        ("main", "malloc", false),
    ] {
        assert!(
            got.iter().any(|(c, _, d, i)| c == caller && d == callee && *i == indirect),
            "{caller} -> {callee} missing: {got:?}"
        );
    }
    // Every definition is a node (solid), every declaration called is one
    // (dashed).
    let named: BTreeMap<&str, bool> = nodes.values().map(|(n, d)| (n.as_str(), *d)).collect();
    for def in ["a", "b\\slash", "apply", "unused", "main"] {
        assert_eq!(named.get(def), Some(&false), "{def}: {named:?}");
    }
    for decl in ["malloc", "ext \"quoted\""] {
        assert_eq!(named.get(decl), Some(&true), "{decl}: {named:?}");
    }
}

#[test]
fn call_graph_dot_of_one_function() {
    let f = scratch("calls1.ll", CALLS_IR);
    let p = f.to_str().unwrap();
    let (nodes, edges) = parse_call_graph(&ok(&["dot", "--call-graph", "--function", "@apply", p]));
    let names: BTreeSet<&str> = nodes.values().map(|(n, _)| n.as_str()).collect();
    assert_eq!(names, BTreeSet::from(["a", "apply"]));
    assert_eq!(edges.len(), 1);
    let cg = json(&["pta", "--call-graph", "--json", "--function", "apply", p]);
    let site = &cg["call_graph"][0];
    assert_eq!(edges[0].2, format!("{}:{}", site["line"], site["col"]));
}

/// The text of an HTML-like label with its entities decoded.
fn unescape_html(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#10;", "\n")
        .replace("&amp;", "&")
}

/// The cells `<td ...>CONTENT</td>` of a label, with their attributes.
fn cells(label: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = label;
    while let Some(start) = rest.find("<td") {
        let after = &rest[start + 3..];
        let close = after.find('>').unwrap();
        let end = after.find("</td>").unwrap();
        out.push((after[..close].to_string(), after[close + 1..end].to_string()));
        rest = &after[end + 5..];
    }
    out
}

/// `<font color="C">T</font>` -> (C, T).
fn font(content: &str) -> Option<(String, String)> {
    let rest = content.strip_prefix("<font color=\"")?;
    let (color, rest) = rest.split_once("\">")?;
    Some((color.to_string(), unescape_html(rest.strip_suffix("</font>")?)))
}

#[test]
fn regions_dot_matches_the_partitioned_json() {
    let f = scratch("regions.ll", REGIONS_IR);
    let p = f.to_str().unwrap();
    let dot = ok(&["dot", "--partition", "regions", "--function", "@f", p]);
    let pj = json(&["print", "--partition", "regions", "--json", "--function", "f", p]);
    let fj = &pj["functions"][0];
    assert!(dot.starts_with("digraph \"Regions\" {\n") && dot.ends_with("}\n"), "{dot}");
    // The legend: one row per region, its name as the JSON gives it.
    let legend = dot.lines().find(|l| l.trim_start().starts_with("legend [")).expect("legend");
    let mut colors: BTreeMap<u32, String> = BTreeMap::new();
    let rows = cells(legend);
    let regions = fj["regions"].as_array().unwrap();
    assert_eq!(rows.len(), 1 + 2 * regions.len(), "{legend}");
    for (k, pair) in rows[1..].chunks(2).enumerate() {
        let (color, text) = font(&pair[0].1).expect("coloured region id");
        assert_eq!(text, format!("r{k}"));
        assert_eq!(unescape_html(&pair[1].1), regions[k].as_str().unwrap());
        assert!(!colors.values().any(|c| *c == color), "r{k} shares colour {color}");
        colors.insert(k as u32, color);
    }
    assert!(regions.len() >= 3, "the test wants several regions: {fj}");
    // Every annotation row has its region's colour; rows are the JSON's
    // MUs, CHIs, phis and entries.
    let mut annotations: Vec<String> = Vec::new();
    let mut blocks = 0;
    for line in dot.lines().map(str::trim).filter(|l| l.starts_with('b') && l.contains(" [label=<")) {
        blocks += 1;
        for (_, content) in cells(line) {
            let Some((color, text)) = font(&content) else { continue };
            let at = text.find("(r").expect("a region") + 2;
            let r: u32 = text[at..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
                .parse()
                .unwrap();
            assert_eq!(Some(&color), colors.get(&r), "{text}");
            annotations.push(text);
        }
    }
    assert_eq!(blocks, 3);
    let mut want: Vec<String> = Vec::new();
    for mu in fj["mus"].as_array().unwrap() {
        want.push(format!("MU(r{}: v{})", mu["region"], mu["version"]));
    }
    let versions = fj["versions"].as_array().unwrap();
    for (v, ver) in versions.iter().enumerate() {
        let r = &ver["region"];
        match ver["def"]["kind"].as_str().unwrap() {
            "entry" => want.push(format!("v{v} = ENTRY(r{r})")),
            "chi" => want.push(format!("v{v} = CHI(r{r}: v{})", ver["def"]["old"])),
            "phi" => {
                let ops: Vec<String> = ver["def"]["incoming"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|i| format!("v{}", i["version"]))
                    .collect();
                let row = annotations
                    .iter()
                    .find(|a| a.starts_with(&format!("v{v} = PHI(r{r}: ")))
                    .expect("phi row");
                for op in ops {
                    assert!(row.contains(&format!(",{op}}}")), "{row} lacks {op}");
                }
                want.push(row.clone());
            }
            k => panic!("unknown version kind {k}"),
        }
    }
    annotations.sort();
    want.sort();
    assert_eq!(annotations, want);
    // Edges: the CFG's (entry -> loop, loop -> loop, loop -> exit).
    let edges: BTreeSet<&str> = dot.lines().map(str::trim).filter(|l| l.contains(" -> ")).collect();
    assert_eq!(edges, BTreeSet::from(["b0 -> b1;", "b1 -> b1;", "b1 -> b2;"]));
}

#[test]
fn dot_refuses_options_that_do_not_apply() {
    let f = scratch("refuse.ll", REGIONS_IR);
    let p = f.to_str().unwrap();
    for args in [
        &["dot", "--closed-world", p][..],
        &["dot", "--call-graph", "--walk-limit", "3", p],
        &["dot", "--partition", "regions", "--walk-limit", "3", p],
        &["dot", "--call-graph", "--partition", "regions", p],
        &["html", "--aa", "llvm", p],
    ] {
        let out = run(args);
        assert_eq!(out.status.code(), Some(2), "{args:?} accepted");
        assert!(out.stdout.is_empty());
    }
}

/// The JSON blob of each `<script type="application/json" id=ID>` of a page.
fn blobs(page: &str) -> BTreeMap<String, Value> {
    let mut out = BTreeMap::new();
    let mut rest = page;
    let open = "<script type=\"application/json\" id=\"";
    while let Some(start) = rest.find(open) {
        let after = &rest[start + open.len()..];
        let (id, after) = after.split_once("\">").unwrap();
        let end = after.find("</script>").unwrap();
        let body = &after[..end];
        assert!(!body.contains('<'), "{id}: a raw '<' inside the data");
        out.insert(id.to_string(), serde_json::from_str(body).unwrap());
        rest = &after[end..];
    }
    out
}

#[test]
fn html_page_holds_print_and_its_accesses() {
    let root = common::root();
    for input in [
        "tests/data/print/html-markup.ll",
        "tests/data/print/html-points-to.ll",
        "tests/data/construct/loops.ll",
    ] {
        let path = root.join(input);
        let p = path.to_str().unwrap();
        let page = ok(&["html", "--aa", "andersen", "--aa", "flow-sensitive", p]);
        assert!(
            page.starts_with("<!DOCTYPE html>") && !page.contains("http://") && !page.contains("https://"),
            "{input}"
        );
        assert_eq!(page.matches("<script>").count(), 1, "{input}: one inline script");
        let data = blobs(&page);
        let index = &data["memssa-index"];
        assert_eq!(index["modes"], serde_json::json!(["llvm", "andersen", "flow-sensitive"]));
        let print = json(&["print", "--json", p]);
        let by_mode: Vec<Value> = ["andersen", "flow-sensitive"]
            .iter()
            .map(|m| json(&["print", "--json", "--aa", m, p]))
            .collect();
        let functions = print["functions"].as_array().unwrap();
        assert_eq!(index["functions"].as_array().unwrap().len(), functions.len());
        for (k, fj) in functions.iter().enumerate() {
            let name = fj["name"].as_str().unwrap();
            assert_eq!(index["functions"][k], name);
            let d = &data[&format!("f{k}")];
            // The text is print's, and each annotation line is where the
            // data says.
            let text = ok(&["print", "--function", name, p]);
            assert_eq!(d["t"], text.as_str(), "{input} {name}");
            let lines: Vec<&str> = text.lines().collect();
            for a in fj["accesses"].as_array().unwrap() {
                let id = a["id"].as_u64().unwrap() as usize;
                let row = &d["a"][id];
                let kind = ["liveOnEntry", "def", "use", "phi"][row[0].as_u64().unwrap() as usize];
                assert_eq!(kind, a["kind"], "{input} {name} {id}");
                assert_eq!(row[2].as_i64().unwrap(), a["defining"].as_i64().unwrap_or(-1));
                assert_eq!(row[3], a["users"]);
                assert_eq!(
                    d["c"][0][id].as_i64().unwrap(),
                    a["clobber"].as_i64().unwrap_or(-1),
                    "{input} {name} {id}"
                );
                for (m, mj) in by_mode.iter().enumerate() {
                    let same = mj["functions"][k]["accesses"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|b| b["id"] == a["id"])
                        .unwrap();
                    let clobber = same["clobber"].as_i64().unwrap_or(-1);
                    assert_eq!(d["c"][m + 1][id].as_i64().unwrap(), clobber, "{input} {name} {id} mode {m}");
                }
                let line = row[1].as_i64().unwrap();
                if kind == "liveOnEntry" {
                    assert_eq!(line, -1);
                    continue;
                }
                let ann = lines[line as usize];
                assert!(ann.starts_with("; ") && ann.contains("Memory"), "{input} {name} {id}: {ann}");
                if let Some(n) = a["number"].as_u64().filter(|_| kind != "use") {
                    assert!(ann.starts_with(&format!("; {n} = ")), "{ann}");
                }
                if let Some(inst) = a["inst"]["text"].as_str() {
                    assert!(
                        lines[line as usize + 1]
                            .trim_start()
                            .starts_with(inst.lines().next().unwrap().trim_start()),
                        "{input} {name} {id}"
                    );
                }
                if kind == "phi" {
                    let ops: Vec<Value> = a["incoming"].as_array().unwrap().iter().map(|i| i["access"].clone()).collect();
                    assert_eq!(row[4], Value::Array(ops));
                }
            }
        }
    }
}
