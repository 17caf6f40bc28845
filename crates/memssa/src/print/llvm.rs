//! The text of opt-19's `print<memoryssa>`: each function definition's IR
//! with `; <access>` annotation lines.
//!
//! ```text
//! MemorySSA for function: f
//! define void @f(ptr %p, i1 %c) {
//! entry:
//! ; 1 = MemoryDef(liveOnEntry)
//!   store i32 0, ptr %p, align 4
//!   br i1 %c, label %a, label %j
//! ...
//! j:                                                ; preds = %a, %entry
//! ; 3 = MemoryPhi({entry,1},{a,2})
//! ; MemoryUse(3)
//!   %v = load i32, ptr %p, align 4
//!   ret void
//! }
//! ```
//!
//! The function text is echoed from the module's source (from the
//! `; Function Attrs:` comment line, if any, to the end of the `}` line),
//! with `!N`/`#N` references renumbered the way LLVM numbers them when it
//! prints one function alone ([`llir::slots`]). Block label lines are
//! re-printed the way LLVM prints them, because their `; preds = ...`
//! comment lists predecessors in use-list order, which opt recomputes when
//! it parses the file ([`llir::uselist::block_predecessors`]: the reverse
//! of the order in which terminators name the block, `uselistorder`
//! directives applied); a label line carrying
//! anything but the label and a comment is echoed as written. An annotation goes right
//! after a block's label line (the block's phi) and right before the line on
//! which an instruction with an access starts (after its debug records). On
//! text LLVM wrote, the result equals opt-19's output byte for byte; other
//! text is echoed as written.
//!
//! What is written for each access is up to an [`Annotator`], so the same
//! echo serves the plain printer ([`Plain`]), the walker printer and the
//! optimized-uses printer.

use crate::access::{Access, AccessKind};
use crate::memory_ssa::MemorySsa;
use entity::EntityId;
use llir::slots::{rewrite_refs, FunctionSlots};
use llir::{Block, BlockName, Body, Func, Inst, Module};

/// Decides the annotation lines of one function.
pub trait Annotator {
    /// The header line's text before the function name, e.g.
    /// `"MemorySSA for function: "`.
    fn header(&self) -> &'static str;
    /// The Memory SSA whose phis and accesses decide where annotations go.
    fn mssa(&self) -> &MemorySsa;
    /// Writes the annotation of block `b`'s phi (a whole line, `; ...\n`).
    /// Called only for blocks that have a phi, in layout order.
    fn phi_line(&mut self, body: &Body, b: Block, phi: Access, out: &mut Vec<u8>);
    /// Writes the annotation of instruction `i`'s access (a whole line).
    /// Called only for instructions that have an access, in layout order.
    fn access_line(&mut self, body: &Body, i: Inst, access: Access, out: &mut Vec<u8>);
}

/// Annotations of `print<memoryssa>`: each access printed as it is.
pub struct Plain<'a> {
    /// The Memory SSA printed.
    pub mssa: &'a MemorySsa,
}

impl Annotator for Plain<'_> {
    fn header(&self) -> &'static str {
        "MemorySSA for function: "
    }
    fn mssa(&self) -> &MemorySsa {
        self.mssa
    }
    fn phi_line(&mut self, body: &Body, _b: Block, phi: Access, out: &mut Vec<u8>) {
        out.extend_from_slice(b"; ");
        write_access(self.mssa, body, phi, out);
        out.push(b'\n');
    }
    fn access_line(&mut self, body: &Body, _i: Inst, access: Access, out: &mut Vec<u8>) {
        out.extend_from_slice(b"; ");
        write_access(self.mssa, body, access, out);
        out.push(b'\n');
    }
}

/// Appends the decimal form of `n`.
pub fn write_u32(out: &mut Vec<u8>, n: u32) {
    llir::slots::write_decimal(n, out);
}

/// Appends LLVM's short name of an access: its ID, or `liveOnEntry` for ID 0
/// or a missing access.
pub fn write_id(mssa: &MemorySsa, a: Option<Access>, out: &mut Vec<u8>) {
    match a.and_then(|a| mssa.number(a)) {
        Some(n) if n != 0 => write_u32(out, n),
        _ => out.extend_from_slice(b"liveOnEntry"),
    }
}

/// Appends a block's name as a phi entry prints it: the raw name, or `%N`
/// for an unnamed block.
pub fn write_block_name(body: &Body, b: Block, out: &mut Vec<u8>) {
    match &body.blocks[b].name {
        BlockName::Named(n) => out.extend_from_slice(n.as_bytes()),
        BlockName::Numbered(n) => {
            out.push(b'%');
            write_u32(out, *n);
        }
    }
}

/// Appends the text of one access, as LLVM's `MemoryAccess::print`:
/// `N = MemoryDef(M)` (plus `->K` if optimized), `MemoryUse(M)`,
/// `N = MemoryPhi({blk,M},...)`, or `liveOnEntry`.
pub fn write_access(mssa: &MemorySsa, body: &Body, a: Access, out: &mut Vec<u8>) {
    let d = mssa.access(a);
    match d.kind() {
        AccessKind::LiveOnEntry => out.extend_from_slice(b"liveOnEntry"),
        AccessKind::Def => {
            write_u32(out, d.number);
            out.extend_from_slice(b" = MemoryDef(");
            write_id(mssa, d.defining, out);
            out.push(b')');
            if let Some(o) = mssa.optimized_access(a) {
                out.extend_from_slice(b"->");
                write_id(mssa, Some(o), out);
            }
        }
        AccessKind::Use => {
            out.extend_from_slice(b"MemoryUse(");
            write_id(mssa, d.defining, out);
            out.push(b')');
        }
        AccessKind::Phi => {
            write_u32(out, d.number);
            out.extend_from_slice(b" = MemoryPhi(");
            for (k, &(b, v)) in d.incoming.iter().enumerate() {
                if k > 0 {
                    out.push(b',');
                }
                out.push(b'{');
                write_block_name(body, b, out);
                out.push(b',');
                write_id(mssa, Some(v), out);
                out.push(b'}');
            }
            out.push(b')');
        }
    }
}

/// The start of the line containing byte `pos`.
fn line_start(src: &[u8], pos: usize) -> usize {
    let pos = pos.min(src.len());
    src[..pos].iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1)
}

/// One past the end of the line containing byte `pos` (after its `\n`, or
/// the end of the text).
fn line_end(src: &[u8], pos: usize) -> usize {
    let pos = pos.min(src.len());
    src[pos..].iter().position(|&c| c == b'\n').map_or(src.len(), |p| pos + p + 1)
}

/// Copies `src[from..to]`, renumbering `!N`/`#N` references unless `slots`
/// is the identity. `from..to` must start at a line start.
fn copy_text(src: &str, from: usize, to: usize, slots: Option<&FunctionSlots>, out: &mut Vec<u8>) {
    if from >= to {
        return;
    }
    let text = &src[from..to];
    match slots {
        Some(s) => rewrite_refs(text, s, out),
        None => out.extend_from_slice(text.as_bytes()),
    }
}

/// Writes the header and the annotated text of function `func`, whose body
/// is `body`. `slots` is the function's renumbering (see [`llir::slots`]);
/// `None` copies the text unchanged.
///
/// The text always ends with a newline, even if the source's last line has
/// none. Span positions that fall outside the source are clamped.
pub fn print_function<A: Annotator>(
    module: &Module,
    func: Func,
    body: &Body,
    slots: Option<&FunctionSlots>,
    ann: &mut A,
    out: &mut Vec<u8>,
) {
    let f = &module.funcs[func];
    let src = module.source.as_str();
    let bytes = src.as_bytes();
    let slots = slots.filter(|s| !s.is_identity());
    out.extend_from_slice(ann.header().as_bytes());
    out.extend_from_slice(f.llvm_name().as_bytes());
    out.push(b'\n');
    if let Some(c) = f.attrs_comment {
        let s = line_start(bytes, c.start as usize);
        let e = line_end(bytes, s);
        out.extend_from_slice(&bytes[s..e]);
        if !out.ends_with(b"\n") {
            out.push(b'\n');
        }
    }
    let start = line_start(bytes, f.span.start as usize);
    let end = line_end(bytes, (f.span.end as usize).saturating_sub(1).max(start));
    let preds = llir::uselist::block_predecessors(module, func, body);
    let entry = body.entry();
    let mut cursor = start;
    for (b, block) in body.blocks.iter() {
        let phi = ann.mssa().phi_of(b);
        if let Some(label) = block.label {
            let ls = line_start(bytes, label.start as usize).clamp(cursor, end);
            let le = line_end(bytes, label.start as usize).clamp(ls, end);
            copy_text(src, cursor, ls, slots, out);
            if label_line_is_plain(&bytes[ls..le]) {
                write_label_line(body, b, b == entry, &preds[b.index()], out);
            } else {
                copy_text(src, ls, le, slots, out);
                if !out.ends_with(b"\n") {
                    out.push(b'\n');
                }
            }
            cursor = le;
            if let Some(phi) = phi {
                ann.phi_line(body, b, phi, out);
            }
        } else if b != entry {
            // A block written without a label (non-canonical input): opt
            // prints the label it numbered, after a blank line.
            if let Some(&first) = block.insts.first() {
                let pos = line_start(bytes, body.insts[first].span.start as usize).clamp(cursor, end);
                copy_text(src, cursor, pos, slots, out);
                cursor = pos;
            }
            if !out.ends_with(b"\n\n") {
                out.push(b'\n');
            }
            write_label_line(body, b, false, &preds[b.index()], out);
            if let Some(phi) = phi {
                ann.phi_line(body, b, phi, out);
            }
        }
        for &i in &block.insts {
            let Some(a) = ann.mssa().access_of(i) else { continue };
            let pos = line_start(bytes, body.insts[i].span.start as usize).clamp(cursor, end);
            copy_text(src, cursor, pos, slots, out);
            cursor = pos;
            ann.access_line(body, i, a, out);
        }
    }
    // After the last terminator (which may span lines, like a `switch`) opt
    // writes only the closing brace: anything
    // the source has there (`uselistorder` directives, comments) is not part
    // of its function printing.
    let last_line_end = body.blocks.values().rev().find_map(|block| block.insts.last()).map_or(end, |&i| {
        line_end(bytes, (body.insts[i].span.end as usize).saturating_sub(1)).clamp(cursor, end)
    });
    copy_text(src, cursor, last_line_end, slots, out);
    if !out.ends_with(b"\n") {
        out.push(b'\n');
    }
    out.extend_from_slice(b"}\n");
}

/// [`print_function`] through llir's IR writer instead of echoing the
/// source: the function text is what opt-19 prints for any input, canonical
/// or hand-written (unnamed values renumbered, default alignments, blank
/// lines and comments gone, see [`llir::writer`]). `slots` is the module
/// part of the numbering, `fs` the function's.
pub fn print_function_written<A: Annotator>(
    module: &Module,
    slots: &llir::slots::ModuleSlots,
    fs: &FunctionSlots,
    func: Func,
    body: &Body,
    ann: &mut A,
    out: &mut Vec<u8>,
) {
    /// Feeds the annotator's lines into the writer's output.
    struct Hook<'a, A> {
        ann: &'a mut A,
        body: &'a Body,
        buf: Vec<u8>,
    }
    impl<A: Annotator> llir::writer::LineHook for Hook<'_, A> {
        fn before_inst(&mut self, i: Inst, out: &mut String) {
            if let Some(a) = self.ann.mssa().access_of(i) {
                self.buf.clear();
                self.ann.access_line(self.body, i, a, &mut self.buf);
                out.push_str(&String::from_utf8_lossy(&self.buf));
            }
        }
        fn after_label(&mut self, b: Block, out: &mut String) {
            if let Some(phi) = self.ann.mssa().phi_of(b) {
                self.buf.clear();
                self.ann.phi_line(self.body, b, phi, &mut self.buf);
                out.push_str(&String::from_utf8_lossy(&self.buf));
            }
        }
    }
    out.extend_from_slice(ann.header().as_bytes());
    out.extend_from_slice(module.funcs[func].llvm_name().as_bytes());
    out.push(b'\n');
    let mut hook = Hook {
        ann,
        body,
        buf: Vec::new(),
    };
    let text = llir::writer::write_function_with(module, slots, fs, func, Some(&mut hook));
    out.extend_from_slice(text.as_bytes());
}

/// Appends a local name as LLVM's `PrintLLVMName` writes it (without the
/// sigil): bare if it does not start with a digit and has only letters,
/// digits, `-`, `.` and `_`; otherwise quoted, with a backslash doubled and
/// bytes outside printable ASCII and `"` written as `\XX` (uppercase hex).
pub fn write_llvm_name(name: &str, out: &mut Vec<u8>) {
    let bytes = name.as_bytes();
    let plain = !bytes.first().is_some_and(u8::is_ascii_digit)
        && bytes
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || c == b'-' || c == b'.' || c == b'_');
    if plain {
        out.extend_from_slice(bytes);
        return;
    }
    out.push(b'"');
    for &c in bytes {
        // LLVM's printEscapedString: a backslash doubles, other printable
        // characters but `"` stand as they are, the rest as `\XX`.
        if c == b'\\' {
            out.extend_from_slice(b"\\\\");
        } else if (0x20..=0x7e).contains(&c) && c != b'"' {
            out.push(c);
        } else {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            out.extend_from_slice(&[b'\\', HEX[(c >> 4) as usize], HEX[(c & 15) as usize]]);
        }
    }
    out.push(b'"');
}

/// Appends a block as an IR operand: `%name` or `%N`.
fn write_block_operand(body: &Body, b: Block, out: &mut Vec<u8>) {
    out.push(b'%');
    match &body.blocks[b].name {
        BlockName::Named(n) => write_llvm_name(n, out),
        BlockName::Numbered(n) => write_u32(out, *n),
    }
}

/// True if a label line holds only the label and, optionally, whitespace
/// and a `;` comment (so it can be re-printed the way LLVM prints labels).
fn label_line_is_plain(line: &[u8]) -> bool {
    let mut i = 0;
    if line.first() == Some(&b'"') {
        i = 1;
        while i < line.len() && line[i] != b'"' {
            i += 1;
        }
        i += 1;
    }
    let Some(colon) = line[i.min(line.len())..].iter().position(|&c| c == b':') else {
        return false;
    };
    let rest = &line[i + colon + 1..];
    let rest = match rest.iter().position(|&c| c == b';') {
        Some(p) => &rest[..p],
        None => rest,
    };
    rest.iter().all(u8::is_ascii_whitespace)
}

/// Writes a block's label line as LLVM's `printBasicBlock` does: the label,
/// then (except for the entry block) a comment at column 50 (at least one
/// space after the label) listing the predecessors, or `No predecessors!`.
fn write_label_line(body: &Body, b: Block, is_entry: bool, preds: &[Block], out: &mut Vec<u8>) {
    let before = out.len();
    match &body.blocks[b].name {
        BlockName::Named(n) => write_llvm_name(n, out),
        BlockName::Numbered(n) => write_u32(out, *n),
    }
    out.push(b':');
    if !is_entry {
        let width = out.len() - before;
        let pad = 50usize.saturating_sub(width).max(1);
        out.resize(out.len() + pad, b' ');
        if preds.is_empty() {
            out.extend_from_slice(b"; No predecessors!");
        } else {
            out.extend_from_slice(b"; preds = ");
            for (k, &p) in preds.iter().enumerate() {
                if k > 0 {
                    out.extend_from_slice(b", ");
                }
                write_block_operand(body, p, out);
            }
        }
    }
    out.push(b'\n');
}
