//! Attributes as LLVM 19 prints them: each attribute's spelling and the
//! order of a set (by attribute kind, string attributes last by key).

use super::text::escape_into;
use super::Writer;
use crate::attrs::{Attr, AttrValue, MemLoc, MemoryEffects, ModRef};
use std::fmt::Write;

/// LLVM 19's attribute kinds in enum order (enum, type, int, constant-range
/// and list attributes, each group sorted by TableGen record name): a set
/// prints in this order. Read from libLLVM-19's name table.
const KIND_ORDER: &[&str] = &[
    "allocalign",
    "allocptr",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "coro_only_destroy_when_complete",
    "dead_on_unwind",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inreg",
    "inlinehint",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocapture",
    "nocf_check",
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "nonlazybind",
    "nonnull",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optdebug",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "signext",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_numerical_stability",
    "sanitize_thread",
    "shadowcallstack",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "willreturn",
    "writable",
    "writeonly",
    "zeroext",
    "byref",
    "byval",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
    "align",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
    "range",
    "initializes",
];

/// Sort key of an attribute: its kind's rank (unknown keywords after the
/// known ones, string attributes last, by key).
fn rank(a: &Attr) -> (u8, usize, &str) {
    if a.is_string {
        return (2, 0, &a.name);
    }
    match KIND_ORDER.iter().position(|k| *k == &*a.name) {
        Some(i) => (0, i, ""),
        None => (1, 0, &a.name),
    }
}

/// `attrs` in the order LLVM prints a set, with duplicates of a kind
/// dropped (the last written wins, as when LLVM adds them one by one).
pub fn sorted<'a>(attrs: impl Iterator<Item = &'a Attr>) -> Vec<&'a Attr> {
    let mut v: Vec<&Attr> = Vec::new();
    for a in attrs {
        if let Some(i) = v.iter().position(|b| b.is_string == a.is_string && b.name == a.name) {
            v[i] = a;
        } else {
            v.push(a);
        }
    }
    v.sort_by(|a, b| rank(a).cmp(&rank(b)));
    v
}

/// The legacy memory keywords LLVM 19 reads as `memory(...)` on functions
/// and call sites.
fn legacy_memory(name: &str) -> Option<MemoryEffects> {
    Some(match name {
        "readnone" => MemoryEffects::NONE,
        "readonly" => MemoryEffects::all(ModRef::Ref),
        "writeonly" => MemoryEffects::all(ModRef::Mod),
        "argmemonly" => MemoryEffects::only(MemLoc::ArgMem, ModRef::ModRef),
        "inaccessiblememonly" => MemoryEffects::only(MemLoc::InaccessibleMem, ModRef::ModRef),
        "inaccessiblemem_or_argmemonly" => {
            MemoryEffects::only(MemLoc::ArgMem, ModRef::ModRef).union(&MemoryEffects::only(MemLoc::InaccessibleMem, ModRef::ModRef))
        }
        _ => return None,
    })
}

/// A function or call-site attribute set as LLVM 19 holds it: the legacy
/// memory keywords folded into one `memory(...)` (intersected with any
/// written one), `align` dropped (a function's alignment, printed apart).
pub fn fn_set(attrs: &[&Attr]) -> Vec<Attr> {
    let mut mem: Option<MemoryEffects> = None;
    let mut out: Vec<Attr> = Vec::new();
    for a in attrs {
        if !a.is_string {
            if let Some(m) = legacy_memory(&a.name) {
                mem = Some(mem.map_or(m, |x| x.intersect(&m)));
                continue;
            }
            if let ("memory", AttrValue::Memory(m)) = (&*a.name, &a.value) {
                mem = Some(mem.map_or(*m, |x| x.intersect(m)));
                continue;
            }
            if &*a.name == "align" {
                continue;
            }
        }
        out.push((*a).clone());
    }
    if let Some(m) = mem {
        out.push(Attr {
            name: "memory".into(),
            is_string: false,
            value: AttrValue::Memory(m),
        });
    }
    out
}

fn mod_ref_word(mr: ModRef) -> &'static str {
    match mr {
        ModRef::NoModRef => "none",
        ModRef::Ref => "read",
        ModRef::Mod => "write",
        ModRef::ModRef => "readwrite",
    }
}

/// Appends `memory(...)`: the access kind of other memory first (unless it
/// is `none` and another kind is not), then each location that differs.
pub fn memory_into(m: &MemoryEffects, out: &mut String) {
    out.push_str("memory(");
    let other = m.get(MemLoc::Other);
    let mut first = true;
    if other != ModRef::NoModRef || m.mod_ref() == other {
        out.push_str(mod_ref_word(other));
        first = false;
    }
    for (loc, word) in [(MemLoc::ArgMem, "argmem: "), (MemLoc::InaccessibleMem, "inaccessiblemem: ")] {
        let mr = m.get(loc);
        if mr == other {
            continue;
        }
        if !first {
            out.push_str(", ");
        }
        first = false;
        out.push_str(word);
        out.push_str(mod_ref_word(mr));
    }
    out.push(')');
}

impl Writer<'_> {
    /// Appends one attribute as LLVM spells it.
    pub(super) fn attr(&mut self, a: &Attr) {
        if a.is_string {
            self.out.push('"');
            escape_into(a.name.as_bytes(), &mut self.out);
            self.out.push('"');
            if let AttrValue::Str(v) = &a.value {
                self.out.push_str("=\"");
                escape_into(v.as_bytes(), &mut self.out);
                self.out.push('"');
            }
            return;
        }
        self.out.push_str(&a.name);
        match &a.value {
            AttrValue::None => {}
            AttrValue::Int(n) => match &*a.name {
                "align" => {
                    let _ = write!(self.out, " {n}");
                }
                _ => {
                    let _ = write!(self.out, "({n})");
                }
            },
            AttrValue::Type(t) => {
                self.out.push('(');
                self.ty(*t);
                self.out.push(')');
            }
            AttrValue::Memory(m) => {
                self.out.truncate(self.out.len() - "memory".len());
                memory_into(m, &mut self.out);
            }
            AttrValue::Str(s) => {
                if &*a.name == "uwtable" && &**s == "async" {
                    return;
                }
                self.out.push('(');
                self.out.push_str(s);
                self.out.push(')');
            }
        }
    }

    /// Appends the attributes of a list in LLVM's order, separated by
    /// spaces; nothing for an empty list.
    pub(super) fn attr_list(&mut self, attrs: &[&Attr]) {
        for (i, a) in sorted(attrs.iter().copied()).into_iter().enumerate() {
            if i > 0 {
                self.out.push(' ');
            }
            self.attr(a);
        }
    }
}
