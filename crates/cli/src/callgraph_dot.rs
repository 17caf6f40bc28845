//! `memssa dot --call-graph`: the call graph as DOT, one edge per call
//! site and callee, labelled with the call's `line:col` (what SVF's
//! `-dump-callgraph` shows, in DOT instead of SVF's own dump).
//!
//! ```text
//! digraph "CallGraph" {
//!     label="call graph of FILE";
//!     node [shape=box, fontname="monospace"];
//!     f0 [label="main"];
//!     f3 [label="printf", style=dashed];
//!     f0 -> f3 [label="12:3"];
//!     f0 -> f1 [label="15:7", style=dashed, color=blue];
//! }
//! ```
//!
//! Nodes: every function definition, and every declaration some call may
//! reach (dashed box), named `f<N>` by the function's index in the module
//! and labelled with its raw name. Edges: the call sites of
//! [`crate::pta::call_sites`] (Andersen's call graph), each callee once per
//! site; a call through a pointer (`indirect`) is a dashed blue edge. A
//! site with no callee found has no edge.

use crate::pta::CallSiteJson;
use llir::Module;
use std::collections::{HashMap, HashSet};
use std::fmt::Write;

/// `s` as the inside of a DOT string: `"` and `\` escaped, line breaks as
/// `\n` (so no name can end the string or add an escape of its own).
pub fn dot_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            _ => out.push(c),
        }
    }
    out
}

/// The DOT graph of `sites` (call sites of `m`). With `only` (one
/// function's sites), the nodes are that function and its callees.
pub fn write(m: &Module, sites: &[CallSiteJson], only: Option<&str>) -> String {
    let callees: HashSet<&str> = sites.iter().flat_map(|s| s.callees.iter().map(String::as_str)).collect();
    let mut ids: HashMap<&str, usize> = HashMap::new();
    let mut out = String::new();
    out.push_str("digraph \"CallGraph\" {\n");
    let _ = writeln!(out, "\tlabel=\"call graph of {}\";", dot_string(&m.file_name));
    out.push_str("\tnode [shape=box, fontname=\"monospace\"];\n");
    for (k, (_, f)) in m.funcs.iter().enumerate() {
        let name = f.name.as_str();
        let shown = match only {
            Some(o) => o == name || callees.contains(name),
            None => f.body.is_some() || callees.contains(name),
        };
        if !shown {
            continue;
        }
        ids.insert(name, k);
        let style = if f.body.is_some() { "" } else { ", style=dashed" };
        let _ = writeln!(out, "\tf{k} [label=\"{}\"{style}];", dot_string(name));
    }
    for s in sites {
        let Some(&from) = ids.get(s.caller.as_str()) else { continue };
        for c in &s.callees {
            let Some(&to) = ids.get(c.as_str()) else { continue };
            let style = if s.indirect { ", style=dashed, color=blue" } else { "" };
            let _ = writeln!(out, "\tf{from} -> f{to} [label=\"{}:{}\"{style}];", s.line, s.col);
        }
    }
    out.push_str("}\n");
    out
}

#[cfg(test)]
mod tests {
    use super::dot_string;

    #[test]
    fn names_cannot_end_the_string() {
        assert_eq!(dot_string("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
