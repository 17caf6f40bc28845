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
    out.extend_from_slice(&llir::names::name_bytes(module.funcs[func].llvm_name()));
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
