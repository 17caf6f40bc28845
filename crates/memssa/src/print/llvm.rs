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
//! The function text is written by llir's IR writer ([`llir::writer`]) as
//! opt-19's AsmWriter writes it, whatever the input's spelling (blank lines
//! and comments dropped, unnamed values numbered, default alignments,
//! `; preds = ...` in use-list order, `!N`/`#N` numbered as LLVM numbers
//! them when it prints one function alone). An annotation goes right after
//! a block's label line (the block's phi) and right before an instruction
//! with an access (after its debug records).
//!
//! What is written for each access is up to an [`Annotator`], so the same
//! writer serves the plain printer ([`Plain`]), the walker printer and the
//! optimized-uses printer.

use crate::access::{Access, AccessKind};
use crate::memory_ssa::MemorySsa;
use llir::slots::FunctionSlots;
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

/// Appends a block's name as a phi entry prints it: the raw name (its
/// original bytes, also when they are not UTF-8, see `llir::names`), or
/// `%N` for an unnamed block.
pub fn write_block_name(body: &Body, b: Block, out: &mut Vec<u8>) {
    match &body.blocks[b].name {
        BlockName::Named(n) => out.extend_from_slice(&llir::names::name_bytes(n)),
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

/// Writes the header and the annotated text of function `func`, whose body
/// is `body`, through llir's IR writer: the function text is what opt-19 prints for any input, canonical
/// or hand-written (unnamed values renumbered, default alignments, blank
/// lines and comments gone, see [`llir::writer`]). `slots` is the module
/// part of the numbering, `fs` the function's.
///
/// The same as [`write_function_text`] followed by [`annotate_written`].
pub fn print_function_written<A: Annotator>(
    module: &Module,
    slots: &llir::slots::ModuleSlots,
    fs: &FunctionSlots,
    func: Func,
    body: &Body,
    ann: &mut A,
    out: &mut Vec<u8>,
) {
    let written = write_function_text(module, slots, fs, func);
    annotate_written(module, func, body, &written, ann, out);
}

/// Where an annotation line may go in a written function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    /// After block `b`'s label line (its phi).
    Label(Block),
    /// Before instruction `i`'s line (its access).
    Inst(Inst),
}

/// A function's text as llir's writer prints it, without annotations,
/// and the byte offsets where annotation lines may go (after every label
/// line, before every instruction), in text order.
///
/// Writing needs no Memory SSA, so a printer can write one function's
/// text while another thread builds and optimizes its Memory SSA
/// (the two took comparable time on functions of thousands of lines),
/// then splice the annotations in with [`annotate_written`].
#[derive(Clone, Debug, Default)]
pub struct WrittenFunction {
    text: String,
    marks: Vec<(usize, Mark)>,
}

impl WrittenFunction {
    /// The text, without annotations and without the header line.
    pub fn text(&self) -> &str {
        &self.text
    }
}

/// Writes the text of function `func` (a definition or a declaration)
/// as [`print_function_written`] does, leaving out the header line and
/// the annotations and recording where annotations go instead.
pub fn write_function_text(module: &Module, slots: &llir::slots::ModuleSlots, fs: &FunctionSlots, func: Func) -> WrittenFunction {
    /// Records the offset of every annotation point.
    struct Recorder {
        marks: Vec<(usize, Mark)>,
    }
    impl llir::writer::LineHook for Recorder {
        fn before_inst(&mut self, i: Inst, out: &mut String) {
            self.marks.push((out.len(), Mark::Inst(i)));
        }
        fn after_label(&mut self, b: Block, out: &mut String) {
            self.marks.push((out.len(), Mark::Label(b)));
        }
    }
    let f = &module.funcs[func];
    let (blocks, insts) = f.body.as_ref().map_or((0, 0), |b| (b.blocks.len(), b.insts.len()));
    let mut rec = Recorder {
        marks: Vec::with_capacity(blocks + insts),
    };
    // Printed text is about as long as the source: reserving it saves the
    // buffer's growth (a few percent of a run in the allocator).
    let reserve = f.span.range().len() + f.span.range().len() / 4 + 256;
    let text = llir::writer::write_function_into(module, slots, fs, func, Some(&mut rec), String::with_capacity(reserve));
    WrittenFunction { text, marks: rec.marks }
}

/// Appends to `out` the header line of `ann` for `func` and `written`
/// (the text of `func`, whose body is `body`) with the annotation lines
/// of `ann` spliced in: the phi of a block after its label line, an
/// instruction's access before its line. The annotator is called in text
/// order, as [`print_function_written`] calls it (the walker printer's
/// queries depend on that order).
pub fn annotate_written<A: Annotator>(module: &Module, func: Func, body: &Body, written: &WrittenFunction, ann: &mut A, out: &mut Vec<u8>) {
    out.extend_from_slice(ann.header().as_bytes());
    out.extend_from_slice(&llir::names::name_bytes(module.funcs[func].llvm_name()));
    out.push(b'\n');
    let text = written.text.as_bytes();
    let mut copied = 0;
    for &(at, mark) in &written.marks {
        match mark {
            Mark::Label(b) => {
                if let Some(phi) = ann.mssa().phi_of(b) {
                    out.extend_from_slice(&text[copied..at]);
                    copied = at;
                    ann.phi_line(body, b, phi, out);
                }
            }
            Mark::Inst(i) => {
                if let Some(a) = ann.mssa().access_of(i) {
                    out.extend_from_slice(&text[copied..at]);
                    copied = at;
                    ann.access_line(body, i, a, out);
                }
            }
        }
    }
    out.extend_from_slice(&text[copied..]);
}

/// Appends a local name as LLVM's `PrintLLVMName` writes it (without the
/// sigil): bare if it does not start with a digit and has only letters,
/// digits, `-`, `.` and `_`; otherwise quoted, with a backslash doubled and
/// bytes outside printable ASCII and `"` written as `\XX` (uppercase hex).
/// A name that is not UTF-8 is written from its original bytes
/// (`llir::names`).
pub fn write_llvm_name(name: &str, out: &mut Vec<u8>) {
    let bytes = llir::names::name_bytes(name);
    let bytes = &*bytes;
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
