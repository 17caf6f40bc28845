//! The DOT graph of opt-19's `print<memoryssa>` with `-dot-cfg-mssa=FILE`:
//! the function's CFG, one record node per block holding the block's IR
//! with its Memory SSA annotations.
//!
//! LLVM builds it from its CFG printer (`CFGPrinter.h`, `DOTFuncMSSAInfo`
//! in `MemorySSA.cpp`) and its generic graph writer (`GraphWriter.h`):
//!
//! - the node label is the block as `BasicBlock::print` writes it with the
//!   Memory SSA annotator, where every line break becomes `\l` (left
//!   justified), a `|` separates the label line from the rest, a line
//!   longer than 80 columns is wrapped at its last space with `\l...`, and
//!   every `;` comment is deleted up to the end of its line unless it is a
//!   Memory SSA annotation (it contains ` = MemoryDef(`, ` = MemoryPhi(` or
//!   `MemoryUse(`; a `;` inside a string constant starts a "comment" too);
//! - a block whose label still has a `;` (an annotation) is filled pink;
//! - conditional branches label their out-edges `T` and `F`, switches
//!   `def` and each case's value (signed decimal); such edges leave from
//!   ports `s0`, `s1`, ...; at most 64 ports, later edges leave from the
//!   node (`s64`, "truncated...");
//! - DOT's special characters are escaped (LLVM's `DOT::EscapeString`).
//!
//! LLVM names nodes by their address (`Node0x55d0c8e4a1f0`). Here they are
//! numbered in order of first appearance in the text (`Node0x0`, `Node0x1`,
//! ...), so the output equals opt's after renaming its addresses the same
//! way (`scripts/dot-conformance.sh`). opt writes every function to the
//! same file, so its file holds the last function it printed; this module
//! writes the one function it is given.

use llir::{Block, Body, ConstData, InstKind, Module, TypeData, Value};
use std::collections::HashMap;

/// How many out-edges of a node get ports of their own (LLVM's
/// `GraphWriter` limit).
const MAX_PORTS: usize = 64;

/// Writes the DOT graph of one function from `text`, its annotated
/// `print<memoryssa>` output (header line included, as
/// [`crate::print::llvm::print_function`] writes it), and its body.
///
/// A body without blocks gives a graph without nodes. If `text` has fewer
/// block texts than the body has blocks (it was printed from other input),
/// the missing blocks get empty labels.
pub fn write_function(module: &Module, body: &Body, text: &str, out: &mut String) {
    let blocks = block_texts(text);
    out.push_str("digraph \"MSSA\" {\n\tlabel=\"MSSA\";\n\n");
    let mut ids: HashMap<Block, usize> = HashMap::new();
    let id = |b: Block, ids: &mut HashMap<Block, usize>| {
        let n = ids.len();
        *ids.entry(b).or_insert(n)
    };
    for (k, (b, _)) in body.blocks.iter().enumerate() {
        let printed = blocks.get(k).copied().unwrap_or("");
        // `BasicBlock::print` starts every block with a line break (the
        // blank line between blocks), an unnamed entry block too.
        let mut bb = String::from("\n");
        bb.push_str(printed);
        if !bb.ends_with('\n') {
            bb.push('\n');
        }
        let label = node_label(&bb);
        let succs = body.successors(b);
        let labels: Vec<String> = (0..succs.len()).map(|i| edge_label(module, body, b, i)).collect();
        let node = id(b, &mut ids);
        out.push_str(&format!("\tNode0x{node:x} [shape=record,"));
        if label.contains(';') {
            out.push_str("style=filled, fillcolor=lightpink,");
        }
        out.push_str("label=\"{");
        out.push_str(&escape(&label));
        let mut ports = String::new();
        let mut has_ports = false;
        for (i, l) in labels.iter().enumerate().take(MAX_PORTS) {
            if l.is_empty() {
                continue;
            }
            has_ports = true;
            if i > 0 {
                ports.push('|');
            }
            ports.push_str(&format!("<s{i}>{}", escape(l)));
        }
        if has_ports {
            if succs.len() > MAX_PORTS {
                ports.push_str("|<s64>truncated...");
            }
            out.push_str("|{");
            out.push_str(&ports);
            out.push('}');
        }
        out.push_str("}\"];\n");
        for (i, &s) in succs.iter().enumerate() {
            let port = if labels[i].is_empty() { None } else { Some(i.min(MAX_PORTS)) };
            let target = id(s, &mut ids);
            match port {
                Some(p) => out.push_str(&format!("\tNode0x{node:x}:s{p} -> Node0x{target:x};\n")),
                None => out.push_str(&format!("\tNode0x{node:x} -> Node0x{target:x};\n")),
            }
        }
    }
    out.push_str("}\n");
}

/// The text of each block in `text` (a function's `print<memoryssa>`
/// output): what lies between the `define ... {` line and the closing `}`,
/// split at the blank lines that separate blocks (an instruction never
/// spans a blank line). The last line break of a block but the last is
/// part of the separator, so it is missing from the text.
fn block_texts(text: &str) -> Vec<&str> {
    let mut start = 0;
    // Header line, `; Function Attrs:` line, then the `define` line(s) up
    // to the one that opens the body.
    for line in text.split_inclusive('\n') {
        start += line.len();
        if line.trim_end().ends_with('{') && !line.starts_with(';') && !line.starts_with("MemorySSA for function:") {
            break;
        }
    }
    let rest = &text[start.min(text.len())..];
    let body = rest.strip_suffix("}\n").unwrap_or(rest);
    body.split("\n\n").filter(|b| !b.is_empty()).collect()
}

/// LLVM's complete node label of a block whose printed text is `bb`, with
/// the Memory SSA printer's rule for comments.
fn node_label(bb: &str) -> String {
    const MAX_COLUMNS: usize = 80;
    let mut s: Vec<u8> = bb.as_bytes().to_vec();
    if s.first() == Some(&b'%') {
        s.remove(0);
    }
    let first_nl = s.iter().position(|&c| c == b'\n').map_or(0, |p| p + 1);
    s.splice(first_nl..first_nl, *b"\\|");
    let mut col = 0usize;
    let mut last_space = 0usize;
    let mut i = 0usize;
    while i < s.len() {
        if s[i] == b'\n' {
            s[i] = b'\\';
            s.insert(i + 1, b'l');
            col = 0;
            last_space = 0;
        } else if s[i] == b';' {
            let end = s[i + 1..].iter().position(|&c| c == b'\n').map_or(s.len(), |p| i + 1 + p);
            let comment = String::from_utf8_lossy(&s[i..end]);
            let keep = comment.contains(" = MemoryDef(") || comment.contains(" = MemoryPhi(") || comment.contains("MemoryUse(");
            if !keep {
                s.drain(i..end);
                // LLVM steps back one so that the loop looks at what now
                // follows the deleted comment (its line break).
                if i == 0 {
                    continue;
                }
                i -= 1;
            }
        } else if col == MAX_COLUMNS {
            if last_space == 0 {
                last_space = i;
            }
            s.splice(last_space..last_space, *b"\\l...");
            col = i - last_space;
            last_space = 0;
            i += 3;
        } else {
            col += 1;
        }
        if s.get(i) == Some(&b' ') {
            last_space = i;
        }
        i += 1;
    }
    String::from_utf8_lossy(&s).into_owned()
}

/// LLVM's `DOT::EscapeString`: `\l` kept, `\|`, `\{`, `\}` unescaped, tabs
/// as two spaces, line breaks as `\n`, and `{}<>|"` and other backslashes
/// escaped.
fn escape(label: &str) -> String {
    let mut s: Vec<u8> = label.as_bytes().to_vec();
    let mut i = 0usize;
    while i < s.len() {
        match s[i] {
            b'\n' => {
                s.insert(i, b'\\');
                i += 1;
                s[i] = b'n';
            }
            b'\t' => {
                s.insert(i, b' ');
                i += 1;
                s[i] = b' ';
            }
            b'\\' if matches!(s.get(i + 1), Some(b'l')) => {}
            b'\\' if matches!(s.get(i + 1), Some(b'|' | b'{' | b'}')) => {
                s.remove(i);
            }
            b'\\' | b'{' | b'}' | b'<' | b'>' | b'|' | b'"' => {
                s.insert(i, b'\\');
                i += 1;
            }
            _ => {}
        }
        i += 1;
    }
    String::from_utf8_lossy(&s).into_owned()
}

/// The label of out-edge `succ` (an index into the successors) of block
/// `b`: `T`/`F` for a conditional branch, `def` or the case value for a
/// switch, empty otherwise.
fn edge_label(module: &Module, body: &Body, b: Block, succ: usize) -> String {
    let Some(&term) = body.blocks[b].insts.last() else {
        return String::new();
    };
    match &body.insts[term].kind {
        InstKind::CondBr { .. } => if succ == 0 { "T" } else { "F" }.to_string(),
        InstKind::Switch { cases, .. } => {
            if succ == 0 {
                return "def".to_string();
            }
            match cases.get(succ - 1).map(|c| c.0) {
                Some(Value::Const(c)) => match &body.consts[c] {
                    ConstData::Int { ty, value } => {
                        let width = match module.types.data(*ty) {
                            TypeData::Int(w) => *w,
                            _ => 128,
                        };
                        signed(*value, width).to_string()
                    }
                    _ => String::new(),
                },
                _ => String::new(),
            }
        }
        _ => String::new(),
    }
}

/// `value` read as a `width`-bit two's complement number.
fn signed(value: i128, width: u32) -> i128 {
    if width == 0 || width >= 128 {
        return value;
    }
    let shift = 128 - width;
    (value << shift) >> shift
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_keeps_left_justification_and_unescapes_separators() {
        assert_eq!(escape("a\\l\\|b{c}<d>\"e\""), "a\\l|b\\{c\\}\\<d\\>\\\"e\\\"");
        assert_eq!(escape("x\\5Cy"), "x\\\\5Cy");
        assert_eq!(escape("t\tu"), "t  u");
    }

    #[test]
    fn labels_drop_plain_comments_and_keep_annotations() {
        let bb = "\nthen:                                             ; preds = %entry\n; 2 = MemoryDef(1)\n  store i32 1, ptr %q, align 4\n  br label %join\n";
        assert_eq!(
            node_label(bb),
            "\\l\\|then:                                             \\l; 2 = MemoryDef(1)\\l  store i32 1, ptr %q, align 4\\l  br label %join\\l"
        );
    }

    #[test]
    fn long_lines_wrap_at_the_last_space_before_column_80() {
        let line = format!("\nb:\n  {}\n", ["word"; 30].join(" "));
        let label = node_label(&line);
        assert!(label.contains("\\l..."), "{label}");
        for piece in label.split("\\l") {
            assert!(piece.len() <= 84, "{piece}");
        }
    }

    #[test]
    fn case_values_are_signed() {
        assert_eq!(signed(255, 8), -1);
        assert_eq!(signed(1, 1), -1);
        assert_eq!(signed(127, 8), 127);
        assert_eq!(signed(5, 128), 5);
    }
}
