//! Text form of the partitioned Memory SSA ([`crate::partition`]).
//!
//! ```text
//! PartitionedMemorySSA for function: f
//! ; r0 = {@g}
//! ; r1 = {@f:%x, @f:%y}
//! define void @f(...) {
//! entry:
//! ; v0 = ENTRY(r0)
//! ; v1 = ENTRY(r1)
//! ; v2 = CHI(r1: v1)
//!   store ptr @g, ptr %x, align 8
//! loop:
//! ; v3 = PHI(r0: {entry,v0},{loop,v4})
//! ; MU(r1: v2)
//! ; v4 = CHI(r0: v3)
//!   call void @h(ptr %x)
//! ...
//! ```
//!
//! Exact format: a header line, one legend line per region
//! (`; rN = <oracle's region name>`), then the function's source text from
//! its `define` line to its `}` line, echoed unchanged (no metadata
//! renumbering), with annotation lines inserted:
//! * after a block's label line: its PHIs, `; vN = PHI(rR: {blk,vM},...)`,
//!   one operand per predecessor edge in CFG predecessor order, blocks named
//!   as in LLVM's printer (`%N` for unnamed blocks);
//! * before the entry block's first instruction (after its phis, which it
//!   never has): the entry CHIs, `; vN = ENTRY(rR)`;
//! * before each instruction: its MUs (`; MU(rR: vM)`, by region, exit MUs
//!   of a `ret` included), then its CHIs (`; vN = CHI(rR: vM)`, by region).

use super::llvm::{write_block_name, write_u32};
use crate::partition::{PartitionedMemorySsa, RegionOracle, VersionDef};
use llir::{Body, Func, Module};

fn line_start(src: &[u8], pos: usize) -> usize {
    let pos = pos.min(src.len());
    src[..pos].iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1)
}

fn line_end(src: &[u8], pos: usize) -> usize {
    let pos = pos.min(src.len());
    src[pos..].iter().position(|&c| c == b'\n').map_or(src.len(), |p| pos + p + 1)
}

fn v(out: &mut Vec<u8>, x: u32) {
    out.push(b'v');
    write_u32(out, x);
}

fn r(out: &mut Vec<u8>, x: u32) {
    out.push(b'r');
    write_u32(out, x);
}

/// Writes the annotation lines at the start of block `b` (`; ` and `\n`
/// included): its PHIs, and in the entry block the ENTRY definitions.
pub fn block_head(body: &Body, p: &PartitionedMemorySsa, b: llir::Block, out: &mut Vec<u8>) {
    let vs = p.versions();
    for &ph in p.phis(b) {
        if let VersionDef::Phi { incoming, .. } = &vs[ph as usize].def {
            out.extend_from_slice(b"; ");
            v(out, ph);
            out.extend_from_slice(b" = PHI(");
            r(out, vs[ph as usize].region);
            out.extend_from_slice(b": ");
            for (k, &(pb, o)) in incoming.iter().enumerate() {
                if k > 0 {
                    out.push(b',');
                }
                out.push(b'{');
                write_block_name(body, llir::Block::from_u32(pb), out);
                out.push(b',');
                v(out, o);
                out.push(b'}');
            }
            out.extend_from_slice(b")\n");
        }
    }
    if b == body.entry() {
        for reg in 0..p.num_regions() {
            if let Some(e) = p.entry_version(reg) {
                out.extend_from_slice(b"; ");
                v(out, e);
                out.extend_from_slice(b" = ENTRY(");
                r(out, reg);
                out.extend_from_slice(b")\n");
            }
        }
    }
}

/// Writes the annotation lines of instruction `i`: its MUs, then its CHIs
/// (nothing if it has neither).
pub fn inst_lines(p: &PartitionedMemorySsa, i: llir::Inst, out: &mut Vec<u8>) {
    let vs = p.versions();
    for &(reg, ver) in p.mus(i) {
        out.extend_from_slice(b"; MU(");
        r(out, reg);
        out.extend_from_slice(b": ");
        v(out, ver);
        out.extend_from_slice(b")\n");
    }
    for &(reg, ver) in p.chis(i) {
        out.extend_from_slice(b"; ");
        v(out, ver);
        out.extend_from_slice(b" = CHI(");
        r(out, reg);
        out.extend_from_slice(b": ");
        if let VersionDef::Chi { old, .. } = vs[ver as usize].def {
            v(out, old);
        }
        out.extend_from_slice(b")\n");
    }
}

/// Writes the annotated text of function `func` (see the module doc).
/// The output always ends with a newline.
pub fn print_function(module: &Module, func: Func, body: &Body, p: &PartitionedMemorySsa, oracle: &dyn RegionOracle, out: &mut Vec<u8>) {
    let f = &module.funcs[func];
    let src = module.source.as_bytes();
    out.extend_from_slice(b"PartitionedMemorySSA for function: ");
    out.extend_from_slice(&llir::names::name_bytes(&f.name));
    out.push(b'\n');
    for reg in 0..p.num_regions() {
        out.extend_from_slice(b"; ");
        r(out, reg);
        out.extend_from_slice(b" = ");
        out.extend_from_slice(oracle.region_name(reg).as_bytes());
        out.push(b'\n');
    }
    let start = line_start(src, f.span.start as usize);
    let end = line_end(src, (f.span.end as usize).saturating_sub(1).max(start));
    let mut cursor = start;
    let copy = |from: usize, to: usize, out: &mut Vec<u8>| {
        if from < to {
            out.extend_from_slice(&src[from..to]);
        }
    };
    for (b, block) in body.blocks.iter() {
        if let Some(label) = block.label {
            let le = line_end(src, label.start as usize).clamp(cursor, end);
            copy(cursor, le, out);
            if !out.ends_with(b"\n") {
                out.push(b'\n');
            }
            cursor = le;
        }
        let mut pending: Vec<u8> = Vec::new();
        block_head(body, p, b, &mut pending);
        if block.label.is_some() {
            out.append(&mut pending);
        }
        for &i in &block.insts {
            let (mus, chis) = (p.mus(i), p.chis(i));
            if mus.is_empty() && chis.is_empty() && pending.is_empty() {
                continue;
            }
            let pos = line_start(src, body.insts[i].span.start as usize).clamp(cursor, end);
            copy(cursor, pos, out);
            cursor = pos;
            out.append(&mut pending);
            inst_lines(p, i, out);
        }
        out.append(&mut pending);
    }
    copy(cursor, end, out);
    if !out.ends_with(b"\n") {
        out.push(b'\n');
    }
}
