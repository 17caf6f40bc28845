//! The edited module's text.
//!
//! Edits are made on the input text ([`write_module`]): transformations
//! never change the parsed `Module` (ARCHITECTURE.md: an edit is a layout),
//! so the edited functions' text is the input's with the edits applied:
//!
//! * a removed instruction's line goes (only the instruction's bytes when
//!   something else shares its line);
//! * every reference `%v` to a replaced load's result, anywhere in the
//!   function (instructions, debug records, function-local metadata),
//!   becomes the replacing value's text;
//! * a hoisted instruction's line moves to just before the terminator of
//!   its new block; a hoisted unnamed value (`%7`) gets a name of its own
//!   (`%licm.7`), because LLVM 19 accepts gaps in the numbering of unnamed
//!   values but not numbers that go down.
//!
//! Everything outside the edited functions is copied byte for byte, so a
//! module opt-19 reads stays one it reads (`scripts/opt-check.sh` checks
//! that with `opt-19 -passes=verify`).
//!
//! [`write_module_canonical`] then reads that text back and writes it
//! through llir's IR writer, so the transformed module comes out as
//! `opt-19 -S` would write it (numbering closed up, the input's spelling
//! gone), which is what `memssa opt -o` writes.
//!
//! Corner case: a local named exactly like a named type (`%struct.S`) would
//! have the type's references renamed too; clang never names values so.

use llir::{Block, Body, Func, Inst, InstKind, Local, Module, Value};
use rustc_hash::FxHashMap;

/// The edits of one function, as [`crate::optimize`] made them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionEdits {
    /// The function.
    pub func: Func,
    /// Instructions removed (dead stores, replaced loads).
    pub removed: Vec<Inst>,
    /// Replaced loads' results and the text that replaces every use.
    pub replaced: Vec<(Local, String)>,
    /// Instructions moved to the end of a block (before its terminator),
    /// in the order they were moved; when one moves twice, the last entry
    /// counts.
    pub hoisted: Vec<(Inst, Block)>,
}

/// How `v` is spelled in the output: `%name`, `%7`, `@name`, or for a
/// constant the operand text of `store` (the store `v` is the value
/// operand of). `None` for a constant without such a store, or whose text
/// cannot be isolated.
pub fn value_text(module: &Module, body: &Body, v: Value, store: Option<Inst>) -> Option<String> {
    match v {
        Value::Local(l) => Some(local_token(&body.locals[l].name)),
        Value::Global(g) => {
            let mut out = b"@".to_vec();
            memssa::print::llvm::write_llvm_name(module.symbol_name(g), &mut out);
            String::from_utf8(out).ok()
        }
        Value::Const(_) => {
            let s = store?;
            if !matches!(body.insts[s].kind, InstKind::Store { .. }) {
                return None;
            }
            store_operand_text(&module.source[body.insts[s].span.range()]).map(str::to_string)
        }
    }
}

/// `%name` as written: numbered values bare (`%7`), others as LLVM
/// prints names (quoted when needed).
fn local_token(name: &str) -> String {
    if !name.is_empty() && name.bytes().all(|b| b.is_ascii_digit()) {
        return format!("%{name}");
    }
    let mut out = b"%".to_vec();
    memssa::print::llvm::write_llvm_name(name, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// The value operand's text of a simple `store T V, ptr P...`.
fn store_operand_text(text: &str) -> Option<&str> {
    let rest = text.strip_prefix("store")?.trim_start();
    let rest = skip_type(rest)?.trim_start();
    let end = top_level_comma(rest)?;
    let v = rest[..end].trim();
    (!v.is_empty()).then_some(v)
}

/// The text after a type at the start of `s` (`i32`, `ptr addrspace(1)`,
/// `{ i32, ptr }`, `<4 x i32>`, `[2 x i8]`, `%struct.S`, ...).
fn skip_type(s: &str) -> Option<&str> {
    let b = s.as_bytes();
    let first = *b.first()?;
    let mut k = if matches!(first, b'{' | b'<' | b'[') {
        // A bracketed type, possibly `<{ ... }>`.
        let mut depth = 0i32;
        let mut k = 0;
        loop {
            match *b.get(k)? {
                b'{' | b'<' | b'[' | b'(' => depth += 1,
                b'}' | b'>' | b']' | b')' => {
                    depth -= 1;
                    if depth == 0 {
                        break k + 1;
                    }
                }
                _ => {}
            }
            k += 1;
        }
    } else if first == b'%' && b.get(1) == Some(&b'"') {
        1 + b[2..].iter().position(|&c| c == b'"')? + 2
    } else {
        b.iter().position(|c| c.is_ascii_whitespace()).unwrap_or(b.len())
    };
    let after = s[k..].trim_start();
    if after.starts_with("addrspace(") {
        k = s.len() - after.len() + after.find(')')? + 1;
    }
    let mut rest = &s[k..];
    while let Some(r) = rest.trim_start().strip_prefix('*') {
        rest = r;
    }
    Some(rest)
}

/// The byte index of the first comma outside brackets and strings.
fn top_level_comma(s: &str) -> Option<usize> {
    let mut depth = 0i32;
    let mut in_string = false;
    for (k, c) in s.bytes().enumerate() {
        match c {
            b'"' => in_string = !in_string,
            _ if in_string => {}
            b'{' | b'<' | b'[' | b'(' => depth += 1,
            b'}' | b'>' | b']' | b')' => depth -= 1,
            b',' if depth == 0 => return Some(k),
            _ => {}
        }
    }
    None
}

/// The module's text with `edits` applied (see the module docs).
pub fn write_module(module: &Module, edits: &[FunctionEdits]) -> String {
    let src = &module.source;
    let mut sorted: Vec<&FunctionEdits> = edits.iter().collect();
    sorted.sort_by_key(|e| module.funcs[e.func].span.range().start);
    let mut out = String::with_capacity(src.len());
    let mut cursor = 0;
    for e in sorted {
        let range = module.funcs[e.func].span.range();
        out.push_str(&src[cursor..range.start]);
        write_function(module, e, &mut out);
        cursor = range.end;
    }
    out.push_str(&src[cursor..]);
    out
}

/// [`write_module`], read back and written by llir's IR writer
/// ([`llir::writer::write_module`]): the transformed module as `opt-19 -S`
/// writes it. An error only if the edited text does not parse, which
/// would be a bug of the edits (the error names the edited text, under
/// the input's file name).
pub fn write_module_canonical(module: &Module, edits: &[FunctionEdits]) -> Result<String, llir::ParseError> {
    let edited = write_module(module, edits);
    let reread = llir::parse_module(&module.file_name, edited)?;
    Ok(llir::writer::write_module(&reread))
}

/// One change of a function's text at a byte offset.
enum Event {
    /// Drop `start..end`.
    Delete(usize, usize),
    /// Insert a line (already rewritten) at this offset.
    Insert(usize, String),
}

impl Event {
    fn offset(&self) -> usize {
        match self {
            Event::Delete(s, _) | Event::Insert(s, _) => *s,
        }
    }
}

fn write_function(module: &Module, e: &FunctionEdits, out: &mut String) {
    let src = &module.source;
    let range = module.funcs[e.func].span.range();
    let Some(body) = module.funcs[e.func].body.as_ref() else {
        out.push_str(&src[range]);
        return;
    };
    // Renames: replaced loads, then hoisted unnamed values.
    let mut names: FxHashMap<String, String> = FxHashMap::default();
    let taken: rustc_hash::FxHashSet<&str> = body.locals.values().map(|l| &*l.name).collect();
    let mut final_block: FxHashMap<Inst, Block> = FxHashMap::default();
    let mut order: Vec<Inst> = Vec::new();
    for &(i, b) in &e.hoisted {
        if final_block.insert(i, b).is_none() {
            order.push(i);
        }
    }
    for &i in &order {
        let Some(l) = body.insts[i].result else { continue };
        let name = &*body.locals[l].name;
        if name.bytes().all(|b| b.is_ascii_digit()) {
            let mut fresh = format!("licm.{name}");
            while taken.contains(fresh.as_str()) {
                fresh.push_str(".h");
            }
            names.insert(name.to_string(), local_token(&fresh));
        }
    }
    for (l, text) in &e.replaced {
        // A replacement that is itself a renamed value takes the new name.
        let text = text
            .strip_prefix('%')
            .and_then(|n| names.get(n))
            .cloned()
            .unwrap_or_else(|| text.clone());
        names.insert(body.locals[*l].name.to_string(), text);
    }

    let mut events: Vec<Event> = Vec::new();
    for &i in e.removed.iter().chain(&order) {
        let (s, t) = line_extent(src, body.insts[i].span.range());
        events.push(Event::Delete(s, t));
    }
    for &i in &order {
        let b = final_block[&i];
        let Some(&term) = body.blocks[b].insts.last() else { continue };
        let at = llir::span::line_range(src, body.insts[term].span.range().start).start;
        let mut line = String::from("  ");
        rewrite(&src[body.insts[i].span.range()], &names, &mut line);
        line.push('\n');
        events.push(Event::Insert(at, line));
    }
    // Inserts before deletes at one offset; otherwise in text order, and
    // inserts at one offset in the order they were made.
    events.sort_by_key(|ev| (ev.offset(), matches!(ev, Event::Delete(..))));
    let mut cursor = range.start;
    for ev in events {
        match ev {
            Event::Insert(at, line) => {
                if at > cursor {
                    rewrite(&src[cursor..at], &names, out);
                    cursor = at;
                }
                out.push_str(&line);
            }
            Event::Delete(s, t) => {
                if s > cursor {
                    rewrite(&src[cursor..s], &names, out);
                }
                cursor = cursor.max(t);
            }
        }
    }
    rewrite(&src[cursor..range.end], &names, out);
}

/// The bytes to delete for an instruction at `span`: its whole line(s)
/// with the newline if only blanks precede it on its first line and only
/// blanks or a comment follow it on its last; otherwise just the span.
fn line_extent(src: &str, span: std::ops::Range<usize>) -> (usize, usize) {
    let first = llir::span::line_range(src, span.start);
    let last = llir::span::line_range(src, span.end.saturating_sub(1).max(span.start));
    let before = &src[first.start..span.start];
    let after = src[span.end..last.end].trim_start();
    if before.trim().is_empty() && (after.is_empty() || after.starts_with(';')) {
        let end = if last.end < src.len() { last.end + 1 } else { last.end };
        (first.start, end)
    } else {
        (span.start, span.end)
    }
}

/// Copies `text`, replacing every local reference `%name` whose name is a
/// key of `names`; strings (`"..."`, `c"..."`) and comments are copied
/// as they are.
fn rewrite(text: &str, names: &FxHashMap<String, String>, out: &mut String) {
    if names.is_empty() {
        out.push_str(text);
        return;
    }
    let b = text.as_bytes();
    let mut k = 0;
    let mut copied = 0;
    while k < b.len() {
        match b[k] {
            b';' => {
                k = b[k..].iter().position(|&c| c == b'\n').map_or(b.len(), |p| k + p);
            }
            b'"' => {
                k += 1 + b[k + 1..].iter().position(|&c| c == b'"').map_or(b.len() - k - 1, |p| p + 1);
            }
            b'%' => {
                let start = k;
                let (name, end) = if b.get(k + 1) == Some(&b'"') {
                    match b[k + 2..].iter().position(|&c| c == b'"') {
                        Some(p) => (unescape(&text[k + 2..k + 2 + p]), k + 3 + p),
                        None => (String::new(), b.len()),
                    }
                } else {
                    let len = b[k + 1..]
                        .iter()
                        .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'-' | b'$' | b'.' | b'_')))
                        .unwrap_or(b.len() - k - 1);
                    (text[k + 1..k + 1 + len].to_string(), k + 1 + len)
                };
                if let Some(new) = names.get(&name) {
                    out.push_str(&text[copied..start]);
                    out.push_str(new);
                    copied = end;
                }
                k = end.max(k + 1);
            }
            _ => k += 1,
        }
    }
    out.push_str(&text[copied..]);
}

/// A quoted name's bytes: `\XX` is a hex byte, `\\` a backslash.
fn unescape(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut k = 0;
    while k < b.len() {
        if b[k] == b'\\' && k + 2 < b.len() + 1 {
            if b.get(k + 1) == Some(&b'\\') {
                out.push(b'\\');
                k += 2;
                continue;
            }
            if let Some(h) = s.get(k + 1..k + 3).and_then(|h| u8::from_str_radix(h, 16).ok()) {
                out.push(h);
                k += 3;
                continue;
            }
        }
        out.push(b[k]);
        k += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn store_operands_are_isolated() {
        assert_eq!(store_operand_text("store i32 0, ptr %p, align 4"), Some("0"));
        assert_eq!(
            store_operand_text("store { i32, i32 } { i32 1, i32 2 }, ptr %p"),
            Some("{ i32 1, i32 2 }")
        );
        assert_eq!(store_operand_text("store ptr addrspace(1) null, ptr %p"), Some("null"));
        assert_eq!(
            store_operand_text("store %struct.S zeroinitializer, ptr %p"),
            Some("zeroinitializer")
        );
        assert_eq!(
            store_operand_text("store ptr getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 1), ptr %p, align 8"),
            Some("getelementptr inbounds ([4 x i32], ptr @g, i64 0, i64 1)")
        );
        assert_eq!(store_operand_text("store <2 x i32> <i32 1, i32 2>, ptr %p"), Some("<i32 1, i32 2>"));
    }

    #[test]
    fn references_are_renamed_outside_strings_and_comments() {
        let mut names = FxHashMap::default();
        names.insert("v".to_string(), "%w".to_string());
        names.insert("7".to_string(), "0".to_string());
        let mut out = String::new();
        rewrite(
            "  %x = add i32 %v, %7 ; %v\n  call void @f(ptr c\"%v\") %vv %\"v\"",
            &names,
            &mut out,
        );
        assert_eq!(out, "  %x = add i32 %w, 0 ; %v\n  call void @f(ptr c\"%v\") %vv %w");
    }

    #[test]
    fn whole_lines_go() {
        let src = "a\n  store i32 0, ptr %p ; c\n  ret void\n";
        let s = src.find("store").unwrap();
        let e = src.find(" ; c").unwrap();
        assert_eq!(line_extent(src, s..e), (2, 28));
        // Something else on the line: only the span goes.
        let src = "  store i32 0, ptr %p store\n";
        assert_eq!(line_extent(src, 2..20), (2, 20));
    }
}
