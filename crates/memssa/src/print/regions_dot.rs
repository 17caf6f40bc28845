//! The partitioned Memory SSA of one function ([`crate::partition`]) as a
//! DOT graph, regions as colours (`memssa dot --partition regions`).
//!
//! ```text
//! digraph "Regions" {
//!   label="PartitionedMemorySSA for function: f";
//!   node [shape=plaintext, fontname="monospace"];
//!   legend [label=<<table ...><tr><td bgcolor="#..."> r0 </td><td>{@g}</td></tr>...</table>>];
//!   b0 [label=<<table ...><tr><td><b>entry:</b></td></tr>
//!     <tr><td bgcolor="#..."><font color="#...">v0 = ENTRY(r0)</font></td></tr> ...>];
//!   b0 -> b1;
//! }
//! ```
//!
//! One node per block, in layout order (`b0` is the entry block): its label,
//! its PHIs (and in the entry block the ENTRY definitions), then, for every
//! instruction with MUs or CHIs, those annotation lines followed by the
//! instruction's first source line; instructions without them are left out
//! (the graph shows memory, not all of the code). Each annotation row has
//! the colour of its region, and the `legend` node lists every region with
//! its colour and the oracle's name for it. Edges follow the CFG's
//! successors (a switch's repeated successor gives one edge per case). The
//! annotation texts are those of [`super::regions`] without `; `.
//!
//! Labels are Graphviz HTML-like labels; every text from the IR is escaped
//! (`&`, `<`, `>`, `"`, and line breaks as `&#10;`), so names may hold any
//! bytes.

use super::llvm::write_block_name;
use super::regions::{block_head, inst_lines};
use crate::partition::{PartitionedMemorySsa, RegionOracle};
use entity::EntityId;
use llir::{Body, Func, Module};
use std::fmt::Write;

/// The colour of region `r`: hues spread by the golden angle, so that
/// neighbouring ids differ, as `#rrggbb` for the text and a light tint of
/// the same hue for the row's background.
pub fn region_colors(r: u32) -> (String, String) {
    let hue = (f64::from(r) * 137.508) % 360.0;
    (hsl_hex(hue, 0.70, 0.38), hsl_hex(hue, 0.70, 0.90))
}

/// `#rrggbb` of an HSL colour (`s`, `l` in 0..=1).
fn hsl_hex(h: f64, s: f64, l: f64) -> String {
    let c = (1.0 - (2.0 * l - 1.0).abs()) * s;
    let hp = h / 60.0;
    let x = c * (1.0 - (hp % 2.0 - 1.0).abs());
    let (r, g, b) = match hp as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let to = |v: f64| ((v + m) * 255.0).round().clamp(0.0, 255.0) as u8;
    format!("#{:02x}{:02x}{:02x}", to(r), to(g), to(b))
}

/// `s` escaped as HTML text or an attribute value (`&`, `<`, `>`, `"`, and
/// line breaks as character references, so a Graphviz HTML-like label
/// keeps them too); the HTML view uses it as well.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\n' => out.push_str("&#10;"),
            '\r' => out.push_str("&#13;"),
            _ => out.push(c),
        }
    }
    out
}

/// The region named in an annotation line (`... (rN: ...` or `(rN)`).
fn region_of(line: &str) -> Option<u32> {
    let at = line.find("(r")? + 2;
    let digits: String = line[at..].chars().take_while(char::is_ascii_digit).collect();
    digits.parse().ok()
}

/// Appends one row per annotation line of `lines` (each `; ...\n`).
fn annotation_rows(lines: &[u8], out: &mut String) {
    for line in String::from_utf8_lossy(lines).lines() {
        let text = line.strip_prefix("; ").unwrap_or(line);
        match region_of(text) {
            Some(r) => {
                let (fg, bg) = region_colors(r);
                let _ = write!(
                    out,
                    "<tr><td align=\"left\" bgcolor=\"{bg}\"><font color=\"{fg}\">{}</font></td></tr>",
                    escape(text)
                );
            }
            None => {
                let _ = write!(out, "<tr><td align=\"left\">{}</td></tr>", escape(text));
            }
        }
    }
}

/// Writes the DOT graph of the partitioned Memory SSA `p` of function
/// `func` (body `body`), with region names from `oracle`. A body without
/// blocks gives a graph with only the legend.
pub fn write_function(module: &Module, func: Func, body: &Body, p: &PartitionedMemorySsa, oracle: &dyn RegionOracle, out: &mut String) {
    let src = module.source.as_str();
    let name = &module.funcs[func].name;
    out.push_str("digraph \"Regions\" {\n");
    let _ = writeln!(out, "\tlabel=<PartitionedMemorySSA for function: {}>;", escape(name));
    out.push_str("\tnode [shape=plaintext, fontname=\"monospace\"];\n");
    out.push_str("\tlegend [label=<<table border=\"1\" cellborder=\"0\" cellspacing=\"0\"><tr><td colspan=\"2\"><b>regions</b></td></tr>");
    for reg in 0..p.num_regions() {
        let (fg, bg) = region_colors(reg);
        let _ = write!(
            out,
            "<tr><td bgcolor=\"{bg}\"><font color=\"{fg}\">r{reg}</font></td><td align=\"left\">{}</td></tr>",
            escape(&oracle.region_name(reg))
        );
    }
    out.push_str("</table>>];\n");
    let mut lines = Vec::new();
    for (k, (b, block)) in body.blocks.iter().enumerate() {
        let mut label = Vec::new();
        write_block_name(body, b, &mut label);
        let _ = write!(
            out,
            "\tb{k} [label=<<table border=\"1\" cellborder=\"0\" cellspacing=\"0\"><tr><td align=\"left\"><b>{}:</b></td></tr>",
            escape(&String::from_utf8_lossy(&label))
        );
        lines.clear();
        block_head(body, p, b, &mut lines);
        annotation_rows(&lines, out);
        for &i in &block.insts {
            lines.clear();
            inst_lines(p, i, &mut lines);
            if lines.is_empty() {
                continue;
            }
            annotation_rows(&lines, out);
            let text = src.get(body.insts[i].span.range()).unwrap_or("");
            let first = text.lines().next().unwrap_or("").trim();
            let _ = write!(out, "<tr><td align=\"left\">{}</td></tr>", escape(first));
        }
        out.push_str("</table>>];\n");
    }
    for (k, (b, _)) in body.blocks.iter().enumerate() {
        for s in body.successors(b) {
            let _ = writeln!(out, "\tb{k} -> b{};", s.index());
        }
    }
    out.push_str("}\n");
}

#[cfg(test)]
mod tests {
    use super::{escape, hsl_hex, region_of};

    #[test]
    fn regions_are_read_from_annotations() {
        assert_eq!(region_of("MU(r12: v3)"), Some(12));
        assert_eq!(region_of("v4 = PHI(r0: {entry,v1},{(r9,v2})"), Some(0));
        assert_eq!(region_of("v1 = ENTRY(r7)"), Some(7));
        assert_eq!(region_of("store i32 0, ptr %p"), None);
    }

    #[test]
    fn colours_are_hex() {
        assert_eq!(hsl_hex(0.0, 1.0, 0.5), "#ff0000");
        assert_eq!(hsl_hex(120.0, 1.0, 0.5), "#00ff00");
        assert_eq!(hsl_hex(240.0, 1.0, 0.25), "#000080");
    }

    #[test]
    fn labels_escape_markup_and_breaks() {
        assert_eq!(escape("<b>&\"\n"), "&lt;b&gt;&amp;&quot;&#10;");
    }
}
