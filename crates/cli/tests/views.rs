//! The views of issue 16: `--function` (with `@`), refused option
//! combinations, `-o FILE`, the JSON outputs against their schemas in
//! `docs/schemas/`, and `memssa query`.

mod common;

use common::{json, ok, root, run, scratch, text, TWO_FUNCTIONS_IR};
use serde_json::Value;
use std::path::Path;

const IR: &str = TWO_FUNCTIONS_IR;

/// A module with heap objects, a call through a pointer and a direct call,
/// for the points-to outputs (`main`'s call through `%fp` is on line 17).
const PTA_IR: &str = "declare ptr @malloc(i64)
@table = global [2 x ptr] [ptr @a, ptr @b]

define void @a(ptr %x) {
  store i32 1, ptr %x, align 4
  ret void
}

define void @b(ptr %x) {
  ret void
}

define i32 @main() {
  %m = call ptr @malloc(i64 16)
  %slot = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 1
  %fp = load ptr, ptr %slot, align 8
  call void %fp(ptr %m)
  call void @a(ptr %m)
  %v = load i32, ptr %m, align 4
  ret i32 %v
}
";

/// Runs `args`, asserts exit 2 with an error on stderr and nothing on
/// stdout, and returns stderr.
fn refused(args: &[&str]) -> String {
    let out = run(args);
    let err = text(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{args:?} was accepted: {err}");
    assert!(out.stdout.is_empty(), "{args:?}");
    assert!(err.contains("error"), "{args:?}: {err}");
    err
}

// ----- options ---------------------------------------------------------

#[test]
fn function_accepts_the_at_sign_everywhere() {
    let f = scratch("at.ll", IR);
    let p = f.to_str().unwrap();
    for cmd in [&["print"][..], &["print", "--walker"], &["print", "--json"], &["stats"], &["pta"]] {
        let mut plain = cmd.to_vec();
        plain.extend(["--function", "g", p]);
        let mut at = cmd.to_vec();
        at.extend(["--function", "@g", p]);
        assert_eq!(ok(&plain), ok(&at), "{cmd:?}");
    }
    assert!(ok(&["print", "--function", "@g", p]).starts_with("MemorySSA for function: g\n"));
    assert!(refused(&["print", "--function", "@nope", p]).contains("no function named 'nope'"));
}

#[test]
fn pta_function_restricts_the_output_to_that_function() {
    let f = scratch("ptaf.ll", PTA_IR);
    let p = f.to_str().unwrap();
    let all = ok(&["pta", p]);
    let only = ok(&["pta", "--function", "@main", p]);
    assert!(all.contains("@a %x -> ") && all.contains("@main %m -> "), "{all}");
    assert!(!only.contains("@a %x") && only.contains("@main %m -> "), "{only}");
    // Every line of the restricted output is a line of the whole output.
    for line in only.lines() {
        assert!(all.lines().any(|l| l == line), "{line:?} not in\n{all}");
    }
    let v = json(&["pta", "--json", "--call-graph", "--function", "a", p]);
    assert_eq!(v["function"], "a");
    assert_eq!(v["call_graph"], serde_json::json!([]));
    let sizes = json(&["pta", "--sizes", "--json", "--function", "main", p]);
    let pointers = sizes["pointers"].as_array().unwrap();
    assert!(!pointers.is_empty() && pointers.iter().all(|r| r["function"] == "main"), "{sizes}");
}

#[test]
fn options_that_do_not_apply_are_refused() {
    let f = scratch("refuse.ll", IR);
    let p = f.to_str().unwrap();
    let cases: &[&[&str]] = &[
        &["print", "--partition", "regions", "--aa", "andersen", p],
        &["print", "--partition", "regions", "--walk-limit", "0", p],
        &["print", "--partition", "regions", "--walker", p],
        &["print", "--partition", "regions", "--no-ensure-optimized-uses", p],
        &["print", "--no-ensure-optimized-uses", "--walk-limit", "5", p],
        &["print", "--no-ensure-optimized-uses", "--aa", "andersen", p],
        &["print", "--no-ensure-optimized-uses", "--walker", p],
        &["print", "--refine", p],
        &["print", "--context", "args", p],
        &["pta", "--check-assertions", "--function", "f", p],
        &["pta", "--check-assertions", "--json", p],
        &["pta", "--sizes", "--call-graph", p],
        &["pta", "--verify", p],
        &["refine", "--verify", p],
        &["refine", "--compare-contexts", "--context", "args", p],
        &["query", "--function", "f", p],
        &["query", "--function", "f", "--line", "11", "--inst", "v", p],
        &["query", "--line", "11", p],
        &["stats", "--walker", p],
    ];
    for args in cases {
        refused(args);
    }
    let err = refused(&["refine", "--function", "f", p]);
    assert!(err.contains("--function does not apply to refine"), "{err}");
    let err = refused(&["print", "--partition", "regions", "--walk-limit", "0", p]);
    assert!(err.contains("--walk-limit") && err.contains("--partition"), "{err}");
}

#[test]
fn output_file_replaces_stdout_on_every_command() {
    let f = scratch("out.ll", IR);
    let p = f.to_str().unwrap();
    let commands: &[&[&str]] = &[
        &["print"],
        &["print", "--json"],
        &["print", "--partition", "regions"],
        &["stats", "--json"],
        &["pta"],
        &["refine", "--json"],
        &["query", "--function", "f", "--line", "11"],
    ];
    for (k, cmd) in commands.iter().enumerate() {
        let dest = std::env::temp_dir().join(format!("memssa-views-out-{}-{k}", std::process::id()));
        let mut to_stdout = cmd.to_vec();
        to_stdout.push(p);
        let mut to_file = cmd.to_vec();
        let d = dest.to_str().unwrap();
        to_file.extend(["-o", d, p]);
        let out = run(&to_file);
        assert_eq!(out.status.code(), Some(0), "{to_file:?}: {}", text(&out.stderr));
        assert!(out.stdout.is_empty(), "{to_file:?}");
        let written = std::fs::read_to_string(&dest).unwrap();
        let mut expected = ok(&to_stdout);
        if cmd[0] == "refine" {
            // Timings and peaks differ from run to run.
            let strip = |s: &str| {
                let mut v: Value = serde_json::from_str(s).unwrap();
                for k in ["seconds", "clobber_seconds", "peak_bytes"] {
                    v.as_object_mut().unwrap().remove(k);
                }
                v.to_string()
            };
            assert_eq!(strip(&written), strip(&expected), "{cmd:?}");
            expected = written.clone();
        }
        assert_eq!(written, expected, "{cmd:?}");
        std::fs::remove_file(&dest).unwrap();
    }
    // Errors still go to stderr, and a failed run writes no file.
    let dest = std::env::temp_dir().join(format!("memssa-views-bad-{}", std::process::id()));
    let bad = scratch("bad.ll", "define void @f() {\n  frobnicate\n}\n");
    let err = refused(&["print", "-o", dest.to_str().unwrap(), bad.to_str().unwrap()]);
    assert!(err.contains("bad.ll:2:3: error:"), "{err}");
    assert!(!dest.exists());
    let err = refused(&["stats", "-o", "/nonexistent/dir/out.txt", p]);
    assert!(err.contains("cannot write /nonexistent/dir/out.txt"), "{err}");
}

// ----- JSON -------------------------------------------------------------

/// Validates `v` against `docs/schemas/NAME.schema.json`.
fn validate(name: &str, v: &Value) {
    let path = root().join(format!("docs/schemas/{name}.schema.json"));
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(
        schema["$schema"], "https://json-schema.org/draft/2020-12/schema",
        "{name}: not draft 2020-12"
    );
    let validator = jsonschema::draft202012::new(&schema).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let errors: Vec<String> = validator
        .iter_errors(v)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{name}: {errors:#?}\n{v:#}");
    assert_eq!(v["schema"], schema["$id"], "{name}");
}

#[test]
fn every_json_output_matches_its_schema() {
    let ir = scratch("schema.ll", IR);
    let pta = scratch("schema-pta.ll", PTA_IR);
    let diamond = root().join("examples/diamond.ll");
    let inputs = [ir.to_str().unwrap(), pta.to_str().unwrap(), diamond.to_str().unwrap()];
    for p in inputs {
        for extra in [
            &[][..],
            &["--walker"],
            &["--no-ensure-optimized-uses"],
            &["--aa", "andersen"],
            &["--aa", "flow-sensitive", "--walker"],
        ] {
            let mut args = vec!["print", "--json"];
            args.extend_from_slice(extra);
            args.push(p);
            validate("print", &json(&args));
        }
        validate("regions", &json(&["print", "--partition", "regions", "--json", p]));
        validate("regions", &json(&["print", "--partition", "regions", "--refine", "--json", p]));
        validate("stats", &json(&["stats", "--json", p]));
        validate("pta", &json(&["pta", "--json", p]));
        validate("pta", &json(&["pta", "--json", "--flow-sensitive", "--call-graph", p]));
        validate("pta-sizes", &json(&["pta", "--json", "--sizes", p]));
        validate("refine", &json(&["refine", "--json", p]));
        validate("opt", &json(&["opt", "--dse", "--loads", "--licm", "--json", p]));
    }
    validate("refine-contexts", &json(&["refine", "--json", "--compare-contexts", inputs[1]]));
    // A module where opt does something, so the actions' shape is checked.
    let dead = scratch(
        "schema-opt.ll",
        "define i32 @f(ptr noalias %p) {\n  store i32 1, ptr %p\n  store i32 2, ptr %p\n  %v = load i32, ptr %p\n  ret i32 %v\n}\n",
    );
    let v = json(&["opt", "--dse", "--loads", "--json", dead.to_str().unwrap()]);
    validate("opt", &v);
    assert_eq!(v["counts"]["dead-store"], 1, "{v}");
    assert_eq!(v["counts"]["forward-store"], 1, "{v}");
    // With --explain --separately: each pass on the original function, and
    // the candidates left alone. Alone, DSE also keeps the second store
    // (the load still reads it) and the load pass forwards from it.
    let v = json(&[
        "opt",
        "--dse",
        "--loads",
        "--explain",
        "--separately",
        "--json",
        dead.to_str().unwrap(),
    ]);
    validate("opt", &v);
    assert_eq!(v["counts"]["dead-store"], 1, "{v}");
    assert_eq!(v["counts"]["forward-store"], 1, "{v}");
    let missed = v["missed"].as_array().expect("missed entries");
    assert_eq!(missed.len(), 1, "{v}");
    assert_eq!(missed[0]["pass"], "dse", "{v}");
    assert_eq!(missed[0]["reason"], "read-by-load", "{v}");
    assert_eq!(missed[0]["line"], 3, "{v}");
    // The validator does reject: an access without its clobber, a call
    // site as the old unnamed array.
    let schema = |name: &str| -> Value {
        serde_json::from_str(&std::fs::read_to_string(root().join(format!("docs/schemas/{name}.schema.json"))).unwrap()).unwrap()
    };
    let mut v = json(&["print", "--json", inputs[0]]);
    v["functions"][0]["accesses"][1].as_object_mut().unwrap().remove("clobber");
    assert!(!jsonschema::draft202012::is_valid(&schema("print"), &v));
    let mut v = json(&["pta", "--json", inputs[1]]);
    v["call_graph"][0] = serde_json::json!(["main", 2, true, ["a", "b"]]);
    assert!(!jsonschema::draft202012::is_valid(&schema("pta"), &v));
    for (p, f, line) in [
        (inputs[0], "f", "11"),
        (inputs[0], "f", "3"),
        (inputs[1], "main", "17"),
        (inputs[1], "main", "14"),
        (inputs[1], "main", "16"),
    ] {
        for aa in ["llvm", "andersen", "flow-sensitive"] {
            validate("query", &json(&["query", "--json", "--function", f, "--line", line, "--aa", aa, p]));
        }
    }
}

#[test]
fn print_json_describes_every_access() {
    let f = scratch("printjson.ll", IR);
    let v = json(&["print", "--json", "--function", "f", f.to_str().unwrap()]);
    assert_eq!((&v["mode"], &v["aa"]), (&Value::from("optimized"), &Value::from("llvm")));
    let accesses = v["functions"][0]["accesses"].as_array().unwrap();
    let by_number = |n: u64| accesses.iter().find(|a| a["number"] == n).unwrap();
    let (live, d1, d2, phi) = (by_number(0), by_number(1), by_number(2), by_number(3));
    assert_eq!(live["kind"], "liveOnEntry");
    assert_eq!(
        (&d1["kind"], &d1["block"], &d1["defining"]),
        (&Value::from("def"), &Value::from("entry"), &live["id"])
    );
    assert_eq!(
        d1["inst"],
        serde_json::json!({"line": 3, "col": 3, "text": "store i32 0, ptr %p, align 4"})
    );
    assert_eq!(d2["defining"], d1["id"]);
    assert_eq!(phi["kind"], "phi");
    assert_eq!(
        phi["incoming"],
        serde_json::json!([{"block": "entry", "access": d1["id"]}, {"block": "a", "access": d2["id"]}])
    );
    let load = accesses.iter().find(|a| a["kind"] == "use").unwrap();
    assert_eq!(
        (&load["inst"]["line"], &load["defining"], &load["clobber"]),
        (&Value::from(11), &phi["id"], &phi["id"])
    );
    assert_eq!(phi["users"], serde_json::json!([load["id"]]));
    assert_eq!(d1["users"], serde_json::json!([d2["id"], phi["id"]]));
    // Without the walker there are no clobbers.
    let raw = json(&["print", "--json", "--no-ensure-optimized-uses", f.to_str().unwrap()]);
    let all = raw["functions"].as_array().unwrap();
    assert_eq!(all.len(), 2);
    assert!(all
        .iter()
        .flat_map(|f| f["accesses"].as_array().unwrap())
        .all(|a| a["clobber"].is_null()));
}

// ----- query ------------------------------------------------------------

#[test]
fn query_explains_a_clobber_through_a_phi() {
    let diamond = root().join("examples/diamond.ll");
    let p = diamond.to_str().unwrap();
    let out = ok(&["query", p, "--function", "@diamond", "--line", "18"]);
    assert!(
        out.starts_with(&format!("{p}:18:3: @diamond: %v = load i32, ptr %p, align 4\n")),
        "{out}"
    );
    assert!(out.contains("access: MemoryUse(4)\n"), "{out}");
    assert!(
        out.contains("defining access: 4 = MemoryPhi({then,2},{else,3}) (block join)\n"),
        "{out}"
    );
    assert!(
        out.contains("clobber (llvm alias analysis): 1 = MemoryDef(liveOnEntry) (line 6: store i32 0, ptr %p, align 4)\n"),
        "{out}"
    );
    assert!(out.contains("points-to:\n  operand %p -> {"), "{out}");
    // The same instruction by name, in JSON.
    let v = json(&["query", p, "--function", "diamond", "--inst", "%v", "--json"]);
    assert_eq!(v["inst"]["line"], 18);
    assert_eq!(v["clobber"]["text"], "1 = MemoryDef(liveOnEntry)");
    let walk = v["walk"].as_array().unwrap();
    assert_eq!(walk.first().unwrap()["access"]["kind"], "phi");
    assert_eq!(walk.last().unwrap()["access"]["number"], 1);
    assert_eq!(walk.last().unwrap()["clobber"], true);
    // %w's stores on both paths write %q: the clobber is the phi.
    let w = json(&["query", p, "--function", "diamond", "--inst", "w", "--json"]);
    assert_eq!(w["clobber"]["kind"], "phi");
}

#[test]
fn query_shows_each_def_stepped_over_and_why() {
    let ir = "define i32 @q(ptr noalias %p, ptr noalias %r) {
entry:
  store i32 1, ptr %p, align 4
  store i32 2, ptr %r, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
";
    let f = scratch("query.ll", ir);
    let v = json(&["query", "--json", "--function", "q", "--inst", "v", f.to_str().unwrap()]);
    assert_eq!(v["defining"]["text"], "2 = MemoryDef(1)");
    let walk = v["walk"].as_array().unwrap();
    assert_eq!(walk.len(), 2, "{v:#}");
    assert_eq!(
        (&walk[0]["access"]["number"], &walk[0]["clobber"]),
        (&Value::from(2), &Value::from(false))
    );
    assert_eq!(
        (&walk[0]["alias"], &walk[0]["mod_ref"]),
        (&Value::from("NoAlias"), &Value::from("NoModRef"))
    );
    assert_eq!(
        (&walk[1]["access"]["number"], &walk[1]["clobber"]),
        (&Value::from(1), &Value::from(true))
    );
    assert_eq!(walk[1]["alias"], "MustAlias");
    assert!(v["call"].is_null());
}

#[test]
fn query_of_a_call_gives_its_callees_and_mod_ref() {
    let f = scratch("querycall.ll", PTA_IR);
    let p = f.to_str().unwrap();
    let v = json(&["query", "--json", "--function", "main", "--line", "17", "--aa", "andersen", p]);
    assert_eq!(v["inst"]["text"], "call void %fp(ptr %m)");
    assert_eq!(v["call"]["callees"], serde_json::json!(["a", "b"]));
    assert_eq!(v["call"]["mod_ref"], "ModRef");
    let summary = &v["call"]["points_to_summary"];
    assert_eq!(
        (&summary["writes_anything"], &summary["objects_written"]),
        (&Value::from(false), &Value::from(1)),
        "{v:#}"
    );
    let roles: Vec<(&str, &str)> = v["points_to"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["role"].as_str().unwrap(), p["value"].as_str().unwrap()))
        .collect();
    assert_eq!(roles, [("operand", "%fp"), ("operand", "%m")]);
    let text = ok(&["query", "--function", "main", "--line", "17", p]);
    assert!(text.contains("call: callees {@a, @b}\n"), "{text}");
    // A line without an instruction, and a name no instruction defines.
    let err = refused(&["query", "--function", "main", "--line", "2", p]);
    assert!(err.contains(&format!("{p}:2:1: error: no instruction of @main")), "{err}");
    let err = refused(&["query", "--function", "main", "--inst", "%nope", p]);
    assert!(err.contains("no instruction of @main defines %nope"), "{err}");
}

/// The schemas themselves are draft 2020-12 and each output's `schema`
/// field names one.
#[test]
fn schema_files_are_valid_schemas() {
    let dir = root().join("docs/schemas");
    let mut n = 0;
    for e in std::fs::read_dir(&dir).unwrap() {
        let path = e.unwrap().path();
        let schema: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(jsonschema::meta::is_valid(&schema), "{}", path.display());
        assert!(Path::new(&path).to_str().unwrap().ends_with(".schema.json"));
        n += 1;
    }
    assert_eq!(n, 9);
}
