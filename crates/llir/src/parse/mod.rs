//! The parser. See the crate documentation.
//!
//! # Phases
//!
//! 1. **Module level, sequential** (`toplevel.rs`): source filename, target,
//!    named types, comdats, globals/aliases/ifuncs, function headers,
//!    attribute groups, metadata. A function body is only delimited here:
//!    the `}` matching the body's `{` is found by a byte scan that skips
//!    strings and comments (SIMD searches, `memchr`, for the next brace or
//!    quote and the next `;`). Names used before their
//!    definition are resolved at the end of this phase: symbols through
//!    fixups of the constants that name them, attribute groups and metadata
//!    nodes through ids given at first mention and then renumbered into
//!    number/definition order, named types through their `Named` type.
//! 2. **Bodies, in parallel** (`body.rs`, rayon `par_iter` over the bodies
//!    in module order, results collected in that order): each body gets its
//!    own locals, blocks and constants. Ids follow layout order because they
//!    are minted at definitions; a forward reference gets a placeholder id
//!    and is patched when the body is complete. With a visitor
//!    ([`parse_module_bytes_visiting`]) the bodies go in chunks of about
//!    8 MB of text, each body handed to the visitor as soon as it can be
//!    and dropped; the module (every table but the bodies) exists from the
//!    start of this phase, since bodies add nothing to it but types.
//!
//! The type table is shared: module-level types are read lock-free from a
//! snapshot, types first written inside a body are interned under a lock,
//! so only the ids of those types depend on scheduling. Nothing else does.
//!
//! # Language
//!
//! Everything clang-19 and opt-19 write and llvm-stress-19 produces (see
//! the tests for the construct list). Local slot numbering follows LLVM 19:
//! unnamed arguments, unnamed blocks (the entry block included, when it has
//! no label) and unnamed non-void results are numbered in order; an explicit
//! number may skip ahead but not go back. Operand types written before a
//! local are checked against its definition (forward references at the
//! definition). Debug records (`#dbg_value(...)`) and `uselistorder`
//! directives are accepted and skipped; specialized metadata is kept as
//! text.
//!
//! # Errors
//!
//! The first problem found is reported: a module-level problem, or else the
//! problem of the earliest function body. Like opt-19, a zero-byte input
//! or one of whitespace and comments only is an empty module, a NUL byte
//! is whitespace, and bytes that are not UTF-8 are accepted in comments,
//! strings and quoted names (`source.rs`); anywhere else they are reported
//! as invalid UTF-8. Types and constants are read with explicit stacks, so
//! their nesting is bounded by memory only (opt-19 reads a 20,000-deep
//! array type and a 5,000-deep constant expression); inline metadata
//! nesting is limited to 256 levels (`MAX_DEPTH`). Note:
//! `tests/data/errors/*.err.expected` snapshot these messages.

mod attrs;
mod body;
pub(crate) use body::for_each_ref_mut;
mod consts;
mod core;
mod lexer;
mod metadata;
mod source;
mod toplevel;
mod types;

use self::core::{Env, ImplicitIntrinsic, PErr, Parser, TopEnv};
use self::toplevel::TopOut;
use self::types::{TypeCx, TypeSnapshot};
use crate::attrs::AttrSet;
use crate::entities::Func;
use crate::error::ParseError;
use crate::layout::DataLayout;
use crate::module::{Body, Module};
use crate::span::{line_col, line_range};
use crate::types::TypeTable;
use rayon::prelude::*;
use std::sync::RwLock;

/// A parsed body and the intrinsics it calls without a declaration.
type ParsedBody = (Body, Vec<ImplicitIntrinsic>);

/// What became of one parsed body.
enum BodyOutcome<R> {
    /// Not visited yet: no visitor, or the body needs types the visitor's
    /// table lacks or calls an undeclared intrinsic (see
    /// [`parse_module_bytes_visiting`]).
    Kept(ParsedBody),
    /// Handed to the visitor, which answered this; the body is gone.
    Visited(R),
}

/// The result of [`parse_module_bytes_visiting`].
#[derive(Debug)]
pub struct VisitedModule<R> {
    /// The module, without the bodies that were visited: each of those
    /// functions has `body: None`, like a declaration, so
    /// `Function::is_declaration` is wrong for them. The functions that
    /// still have a body are exactly the definitions not visited.
    pub module: Module,
    /// Each visited definition and the visitor's answer, in module order.
    pub visited: Vec<(Func, R)>,
}

fn to_error(file: &str, src: &str, patches: &[(u32, u8)], e: &PErr) -> ParseError {
    // A stray byte that stands in for invalid UTF-8 is named as such: the
    // input is most likely not text at all.
    if source::is_invalid_utf8_at(patches, e.pos) {
        let e = PErr {
            pos: e.pos,
            msg: "invalid UTF-8: expected textual LLVM IR".to_string(),
        };
        return to_error_at(file, src, &e);
    }
    to_error_at(file, src, e)
}

fn to_error_at(file: &str, src: &str, e: &PErr) -> ParseError {
    let (line, col) = line_col(src, e.pos);
    ParseError {
        file: file.to_string(),
        line,
        col,
        message: e.msg.clone(),
        line_text: src[line_range(src, e.pos)].to_string(),
    }
}

fn simple_error(file: &str, message: &str) -> ParseError {
    ParseError {
        file: file.to_string(),
        line: 1,
        col: 1,
        message: message.to_string(),
        line_text: String::new(),
    }
}

/// Parses the textual IR `source` (named `file_name` in errors).
///
/// An empty input, or one with only whitespace and comments, is an empty
/// module (as for opt-19). A NUL byte is whitespace. Module-level entities
/// may be referenced before their definition (symbols, types, attribute
/// groups, metadata). Errors report the first problem found: module-level
/// problems first, then the earliest body problem in file order.
pub fn parse_module(file_name: &str, source: String) -> Result<Module, ParseError> {
    parse_source::<()>(file_name, source::sanitize(source.into_bytes()), None).map(|v| v.module)
}

/// A function that [`parse_module_bytes_visiting`] hands each body to.
pub type BodyVisitor<'v, R> = dyn Fn(&Module, Func, &Body) -> R + Sync + 'v;

/// Parses like [`parse_module_bytes`], but hands each function body to
/// `visit` soon after it is parsed, on a thread of the current rayon pool,
/// and then drops it: a caller that only needs something computed from
/// each body (counts) never holds every body at once, and the analysis of
/// one body overlaps the parsing of the others.
///
/// The module `visit` sees is complete except for two things: it has no
/// bodies (every function's `body` is `None`, definitions included), and
/// its type table holds the module-level types and those that bodies read
/// so far wrote, which include every type of the body visited. A body is
/// visited right after it is parsed when the visitor's table already has
/// its types; otherwise at the end of its chunk of about
/// `VISIT_CHUNK_BYTES` of body text, once the table is brought up to
/// date. A body that calls an intrinsic it never declares is not visited
/// but kept in the returned module (its callee is only resolved once
/// every body is read). The returned module has every type and the
/// implicit declarations, as [`parse_module_bytes`] gives them.
///
/// Errors are those of [`parse_module_bytes`], chosen the same way; when
/// there is one, whatever `visit` answered is dropped (it may have run on
/// any of the bodies before the first faulty one, in file order, and on
/// some after it).
pub fn parse_module_bytes_visiting<R: Send>(
    file_name: &str,
    bytes: Vec<u8>,
    visit: &BodyVisitor<'_, R>,
) -> Result<VisitedModule<R>, ParseError> {
    if let Some(e) = bitcode_error(file_name, &bytes) {
        return Err(e);
    }
    parse_source(file_name, source::sanitize(bytes), Some(visit))
}

fn parse_source<R: Send>(
    file_name: &str,
    text: source::SourceText,
    visit: Option<&BodyVisitor<'_, R>>,
) -> Result<VisitedModule<R>, ParseError> {
    let source::SourceText {
        text: source,
        patches: source_patches,
    } = text;
    let patches = &source_patches[..];
    if source.len() >= u32::MAX as usize {
        return Err(simple_error(file_name, "file too large (4 GiB or more)"));
    }
    let table = RwLock::new(TypeTable::new());
    let mut out = TopOut::default();
    {
        let mut p = Parser::new(
            &source,
            0,
            source.len(),
            TypeCx::new(&table, None),
            Env::Top(Box::<TopEnv>::default()),
        );
        p.patches = patches;
        let r = p.parse_top(&mut out).and_then(|()| toplevel::finish_top(&mut p, &mut out));
        if let Err(e) = r {
            return Err(to_error(file_name, &source, patches, &e));
        }
    }
    let data_layout = match &out.data_layout {
        None => DataLayout::default(),
        Some((_, pos)) if !out.data_layout.as_ref().is_some_and(|(t, _)| t.is_ascii()) => {
            let perr = PErr {
                pos: *pos,
                msg: "invalid data layout: expected ASCII specifications".to_string(),
            };
            return Err(to_error(file_name, &source, patches, &perr));
        }
        Some((text, pos)) => match DataLayout::parse(text) {
            Ok(dl) => dl,
            Err(e) => {
                let perr = PErr {
                    pos: pos + e.offset,
                    msg: e.message,
                };
                return Err(to_error(file_name, &source, patches, &perr));
            }
        },
    };
    let top_types = table.read().unwrap_or_else(|e| e.into_inner()).clone();
    let snapshot = TypeSnapshot::of(&top_types);
    let snapshot = &snapshot;
    let jobs = std::mem::take(&mut out.jobs);
    let shared = std::mem::take(&mut out.shared);
    // Everything but the bodies is final here (bodies add types, under the
    // lock, and nothing else), so the module is made now and the bodies
    // read its source; the visitor sees it with the types known so far.
    let mut module = Module {
        file_name: file_name.to_string(),
        source_filename: out.source_filename,
        target_triple: out.target_triple,
        data_layout,
        types: top_types,
        globals: out.globals,
        funcs: out.funcs,
        attr_groups: out.attr_groups,
        md_nodes: out.md_nodes,
        named_md: out.named_md,
        consts: out.consts,
        symbols: shared.symbols.iter().map(|(k, v)| (k.to_string(), *v)).collect(),
        md_numbers: shared.md_numbers.iter().map(|(k, v)| (*k, *v)).collect(),
        source,
        source_patches,
        size_memo: Default::default(),
    };
    let shared = &shared;
    let table_ref = &table;
    // Bodies calling an intrinsic they do not declare, kept for the module.
    let mut kept = Vec::new();
    let mut visited = Vec::new();
    for range in chunks(&jobs, visit.is_some()) {
        let chunk = &jobs[range.clone()];
        // The visitor's table has this many types: a body that mentions no
        // other can be visited right after it is parsed. Without a visitor
        // nothing is checked.
        let known = if visit.is_some() { module.types.len() as u32 } else { u32::MAX };
        let m = &module;
        let src: &str = &m.source;
        let patches = &m.source_patches[..];
        let bodies: Vec<Result<BodyOutcome<R>, Box<PErr>>> = chunk
            .par_iter()
            .map_init(
                || None,
                |reuse, job| {
                    // Type caches and name tables are reused by the bodies
                    // one worker parses in a row; they only affect speed.
                    let (types, scope) = reuse.take().unwrap_or_else(|| (TypeCx::new(table_ref, Some(snapshot)), None));
                    let mut p = Parser::new(src, job.start, job.end, types, Env::Body(shared));
                    p.scope = scope;
                    p.patches = patches;
                    p.types.known_len = known;
                    p.types.beyond_known = false;
                    let r = body::parse_body(&mut p, &job.params).map(|b| (b, std::mem::take(&mut p.implicit_intrinsics)));
                    let complete = !p.types.beyond_known;
                    *reuse = Some((p.types, p.scope));
                    r.map(|(b, implicit)| match visit {
                        Some(visit) if complete && implicit.is_empty() => BodyOutcome::Visited(visit(m, job.func, &b)),
                        _ => BodyOutcome::Kept((b, implicit)),
                    })
                },
            )
            .collect();
        // (position in the chunk, function, answer or body to visit now)
        let mut answers = Vec::new();
        let mut late = Vec::new();
        for (k, (job, r)) in chunk.iter().zip(bodies).enumerate() {
            match r {
                Ok(BodyOutcome::Visited(r)) => answers.push((k, job.func, r)),
                Ok(BodyOutcome::Kept((b, implicit))) if visit.is_some() && implicit.is_empty() => late.push((k, job.func, b)),
                Ok(BodyOutcome::Kept(b)) => kept.push((job.func, b)),
                // Chunks go in file order: this is the first body error.
                Err(e) => return Err(to_error(file_name, &module.source, &module.source_patches, &e)),
            }
        }
        if let Some(visit) = visit.filter(|_| !late.is_empty()) {
            // These bodies wrote types, or read types other bodies wrote:
            // the visitor's table now gets every type written so far (a
            // superset: the ids it had keep their types). Sizes memoized
            // so far stay right, but the memo only covers its table.
            module.types = table_ref.read().unwrap_or_else(|e| e.into_inner()).clone();
            module.size_memo = Default::default();
            let m = &module;
            // Each body is dropped on the thread that visited it.
            let more: Vec<(usize, Func, R)> = late.into_par_iter().map(|(k, f, b)| (k, f, visit(m, f, &b))).collect();
            answers.extend(more);
            answers.sort_unstable_by_key(|a| a.0);
        }
        visited.extend(answers.into_iter().map(|(_, f, r)| (f, r)));
    }
    module.types = table.into_inner().unwrap_or_else(|e| e.into_inner());
    module.size_memo = Default::default();
    if kept.iter().any(|(_, b)| !b.1.is_empty()) {
        declare_implicit_intrinsics(&mut module, &mut kept).map_err(|e| to_error(file_name, &module.source, &module.source_patches, &e))?;
    }
    for (f, (b, _)) in kept {
        module.funcs[f].body = Some(b);
    }
    Ok(VisitedModule { module, visited })
}

/// Body text per chunk of a visiting parse. Each chunk is parsed (and its
/// bodies visited) before the next starts, so that bodies which need types
/// other bodies wrote wait at most until the end of their chunk, not of
/// the file (sqlite3 -O2: 16% of the bodies, whose memory was all held).
/// Larger chunks wait less often at the chunk's end for the last body of
/// the chunk to be parsed (sqlite3's biggest bodies are 0.6-0.8 MB): 8 MiB
/// against 2 MiB took `memssa stats` on sqlite3 -O0 from 216 to 193 and
/// from 245 to 214 ms, -O2 from 255 to 258 and from 295 to 276 ms (medians
/// of two sets of 20 and 24 interleaved runs on two threads), for 10-22 MB
/// more peak memory (46 -> 56-58 MB, 50 -> 72 MB).
const VISIT_CHUNK_BYTES: usize = 8 << 20;

/// Consecutive ranges of `jobs`: one for all of them without a visitor,
/// else ranges of about [`VISIT_CHUNK_BYTES`] of body text (at least one
/// body each).
fn chunks(jobs: &[toplevel::BodyJob], visiting: bool) -> Vec<std::ops::Range<usize>> {
    let mut out = Vec::new();
    if !visiting {
        out.push(0..jobs.len());
        return out;
    }
    let (mut start, mut bytes) = (0, 0);
    for (k, job) in jobs.iter().enumerate() {
        bytes += job.end - job.start;
        if bytes >= VISIT_CHUNK_BYTES {
            out.push(start..k + 1);
            (start, bytes) = (k + 1, 0);
        }
    }
    if start < jobs.len() {
        out.push(start..jobs.len());
    }
    out
}

/// Declares the intrinsics the bodies call without a `declare` and
/// replaces the bodies' stand-in callees with them. As LLVM 19's parser
/// does at the end of the module, the declarations follow every function
/// of the file, in byte order of their names (it walks its forward
/// references, a map keyed by name), and each gets the call's function
/// type and the attributes LLVM 19 gives the intrinsic (function, return
/// and parameter attributes; none if llir's table does not know it).
/// Errors (an intrinsic used but never called, calls that disagree on its
/// type) are reported for the first offending use in file order.
fn declare_implicit_intrinsics(module: &mut Module, bodies: &mut [(Func, ParsedBody)]) -> Result<(), Box<PErr>> {
    use crate::inst::GlobalRef;
    use crate::module::{Function, Param};
    use crate::types::TypeData;
    // Name -> function type; `str` orders by bytes, as LLVM's map does.
    let mut wanted: std::collections::BTreeMap<Box<str>, crate::entities::Type> = std::collections::BTreeMap::new();
    for (_, (_, implicit)) in bodies.iter() {
        for i in implicit {
            let Some(fn_ty) = i.fn_ty else {
                return Err(Box::new(PErr {
                    pos: i.pos,
                    msg: format!("use of undefined value '@{}'", i.name),
                }));
            };
            match wanted.get(&i.name) {
                Some(&t) if t != fn_ty => {
                    return Err(Box::new(PErr {
                        pos: i.pos,
                        msg: format!("calls of the undeclared intrinsic '@{}' disagree on its type", i.name),
                    }))
                }
                Some(_) => {}
                None => {
                    wanted.insert(i.name.clone(), fn_ty);
                }
            }
        }
    }
    let mut declared: std::collections::HashMap<Box<str>, crate::entities::Func> = std::collections::HashMap::with_capacity(wanted.len());
    for (name, fn_ty) in wanted {
        let name = name.into_string();
        let TypeData::Function { ret, params, .. } = module.types.data(fn_ty) else {
            unreachable!("a call's type is a function type")
        };
        let (ret_attrs, param_attrs) = crate::slots::intrinsic_arg_attrs(&name, params.len()).unwrap_or_default();
        let f = module.funcs.push(Function {
            name: name.clone(),
            ty: fn_ty,
            ret_ty: *ret,
            params: params
                .iter()
                .enumerate()
                .map(|(k, &ty)| Param {
                    ty,
                    attrs: AttrSet {
                        attrs: param_attrs.get(k).cloned().unwrap_or_default(),
                        groups: Vec::new(),
                    },
                })
                .collect(),
            varargs: false,
            fn_attrs: AttrSet {
                attrs: crate::slots::intrinsic_fn_attrs(&name),
                groups: Vec::new(),
            },
            ret_attrs: AttrSet {
                attrs: ret_attrs,
                groups: Vec::new(),
            },
            qualifiers: Vec::new(),
            span: crate::span::Span::default(),
            attrs_comment: None,
            body: None,
            md: Vec::new(),
        });
        module.symbols.insert(name.clone(), GlobalRef::Func(f));
        declared.insert(name.into(), f);
    }
    for (_, (body, implicit)) in bodies.iter_mut() {
        let funcs: Vec<Option<crate::entities::Func>> = implicit.iter().map(|i| declared.get(&i.name).copied()).collect();
        for inst in body.insts.values_mut() {
            if let Some(call) = inst.call_mut() {
                if let crate::inst::Value::Global(GlobalRef::Func(f)) = &mut call.callee {
                    if let Some(Some(d)) = self::core::implicit_intrinsic_index(*f, funcs.len()).map(|k| funcs[k]) {
                        *f = d;
                    }
                }
            }
        }
    }
    Ok(())
}

/// Parses IR given as raw bytes: like [`parse_module`], but first rejects
/// LLVM bitcode (with a hint to use `llvm-dis`). Bytes that are not UTF-8
/// are read as opt-19 reads them: accepted in comments, string constants
/// (whose bytes are kept exactly) and quoted names (kept exactly too, in
/// the encoding [`crate::names`] describes), an error elsewhere.
pub fn parse_module_bytes(file_name: &str, bytes: Vec<u8>) -> Result<Module, ParseError> {
    if let Some(e) = bitcode_error(file_name, &bytes) {
        return Err(e);
    }
    parse_source::<()>(file_name, source::sanitize(bytes), None).map(|v| v.module)
}

/// The error for LLVM bitcode, if `bytes` is bitcode.
fn bitcode_error(file_name: &str, bytes: &[u8]) -> Option<ParseError> {
    (bytes.starts_with(b"BC\xC0\xDE") || bytes.starts_with(&[0xDE, 0xC0, 0x17, 0x0B]))
        .then(|| simple_error(file_name, "this is LLVM bitcode; expected textual IR (use llvm-dis)"))
}

/// The name inside a quoted `%"..."`/`@"..."` token (quotes removed),
/// with its `\XX` escapes resolved.
pub(crate) fn unescape_name(inner: &str) -> String {
    core::unquote_name(inner, 0, &[]).into_owned()
}

/// The name written as `text` at byte offset `start` of `module`'s source
/// (quoted or bare, without its sigil), with the bytes the parser's view
/// replaced put back, stored as the parser stores names
/// ([`crate::names`]).
pub(crate) fn name_in_source(module: &Module, text: &str, start: usize) -> String {
    core::unquote_name(text, start, &module.source_patches).into_owned()
}
