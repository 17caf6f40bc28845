//! Helpers shared by the parser tests.
#![allow(dead_code)]

use llir::{Block, ConstData, InstData, InstKind, Module, Type, TypeData, Value};
use std::fmt::Write;

/// Parses `src` or panics with the rendered error.
pub fn parse(src: &str) -> Module {
    match llir::parse_module("test.ll", src.to_string()) {
        Ok(m) => m,
        Err(e) => panic!("unexpected parse error:\n{e}"),
    }
}

/// Parses `src`, expecting an error; returns it.
pub fn parse_err(src: &str) -> llir::ParseError {
    match llir::parse_module("test.ll", src.to_string()) {
        Ok(_) => panic!("expected a parse error for:\n{src}"),
        Err(e) => e,
    }
}

/// The body of function `name`.
pub fn body<'m>(m: &'m Module, name: &str) -> &'m llir::Body {
    let f = m.func_by_name(name).unwrap_or_else(|| panic!("no function @{name}"));
    m.funcs[f].body.as_ref().unwrap_or_else(|| panic!("@{name} has no body"))
}

/// The instructions of `@name`, in order.
pub fn insts<'m>(m: &'m Module, name: &str) -> Vec<&'m InstData> {
    body(m, name).insts.values().collect()
}

/// The source text of an instruction.
pub fn text<'m>(m: &'m Module, i: &InstData) -> &'m str {
    &m.source[i.span.range()]
}

/// A type rendered structurally (no ids).
pub fn ty(m: &Module, t: Type) -> String {
    match m.types.data(t) {
        TypeData::Void => "void".into(),
        TypeData::Label => "label".into(),
        TypeData::Metadata => "metadata".into(),
        TypeData::Token => "token".into(),
        TypeData::Int(w) => format!("i{w}"),
        TypeData::Float(k) => format!("{k:?}"),
        TypeData::Ptr { addr_space: 0 } => "ptr".into(),
        TypeData::Ptr { addr_space } => format!("ptr addrspace({addr_space})"),
        TypeData::Vector { elem, len, scalable } => {
            format!("<{}{len} x {}>", if *scalable { "vscale x " } else { "" }, ty(m, *elem))
        }
        TypeData::Array { elem, len } => format!("[{len} x {}]", ty(m, *elem)),
        TypeData::Struct { fields, packed } => {
            let f: Vec<String> = fields.iter().map(|&f| ty(m, f)).collect();
            if *packed {
                format!("<{{ {} }}>", f.join(", "))
            } else {
                format!("{{ {} }}", f.join(", "))
            }
        }
        TypeData::Named(n) => format!("%{n}"),
        TypeData::Function { ret, params, varargs } => {
            let mut p: Vec<String> = params.iter().map(|&f| ty(m, f)).collect();
            if *varargs {
                p.push("...".into());
            }
            format!("{} ({})", ty(m, *ret), p.join(", "))
        }
        TypeData::TargetExt(s) => s.clone(),
    }
}

/// A value rendered for assertions: `%name` for locals, `@name` for
/// symbols, and constants structurally.
pub fn val(m: &Module, b: &llir::Body, v: Value) -> String {
    match v {
        Value::Local(l) => format!("%{}", b.locals[l].name),
        Value::Global(g) => format!("@{}", m.symbol_name(g)),
        Value::Const(c) => konst(m, &b.consts, c),
    }
}

/// A constant rendered structurally.
pub fn konst(m: &Module, arena: &entity::PrimaryMap<llir::Const, ConstData>, c: llir::Const) -> String {
    match &arena[c] {
        ConstData::Int { ty: t, value } => format!("{} {value}", ty(m, *t)),
        ConstData::Float { ty: t, text } | ConstData::WideInt { ty: t, text } => format!("{} {text}", ty(m, *t)),
        ConstData::Null(_) => "null".into(),
        ConstData::Undef(_) => "undef".into(),
        ConstData::Poison(_) => "poison".into(),
        ConstData::Zero(_) => "zeroinitializer".into(),
        ConstData::NoneToken(_) => "none".into(),
        ConstData::Aggregate { elems, .. } => {
            let e: Vec<String> = elems.iter().map(|&e| konst(m, arena, e)).collect();
            format!("[{}]", e.join(", "))
        }
        ConstData::Bytes { bytes, .. } => format!("c{bytes:?}"),
        ConstData::Global(g) => format!("@{}", m.symbol_name(*g)),
        ConstData::Expr {
            op,
            ty: t,
            operands,
            source_ty,
            inbounds,
            wrap,
        } => {
            let e: Vec<String> = operands.iter().map(|&e| konst(m, arena, e)).collect();
            let s = source_ty.map(|s| ty(m, s)).unwrap_or_default();
            format!(
                "{op:?}{}{}({s}; {}) -> {}",
                if *inbounds { " inbounds" } else { "" },
                if *wrap != 0 { format!(" wrap{wrap}") } else { String::new() },
                e.join(", "),
                ty(m, *t)
            )
        }
        ConstData::BlockAddress { func, block } => format!("blockaddress(@{}, {block})", m.symbol_name(*func)),
        ConstData::Wrapped { kind, target } => format!("{kind} @{}", m.symbol_name(*target)),
        ConstData::InlineAsm {
            sideeffect,
            asm,
            constraints,
        } => format!("asm {sideeffect} {asm:?} {constraints:?}"),
        ConstData::Metadata(r) => format!("metadata {r:?}"),
    }
}

/// Block names of `@name`: `name` or `%N`.
pub fn block_names(m: &Module, name: &str) -> Vec<String> {
    body(m, name)
        .blocks
        .values()
        .map(|b| match &b.name {
            llir::BlockName::Named(n) => n.to_string(),
            llir::BlockName::Numbered(n) => format!("%{n}"),
        })
        .collect()
}

/// Successor block names of every block of `@name`.
pub fn succ_names(m: &Module, name: &str) -> Vec<Vec<String>> {
    let b = body(m, name);
    let names = block_names(m, name);
    b.blocks
        .keys()
        .map(|bb| {
            b.successors(bb)
                .iter()
                .map(|s: &Block| names[s.as_u32() as usize].clone())
                .collect()
        })
        .collect()
}

/// A full structural dump of the module, without type ids: used to compare
/// parses made with different thread counts.
pub fn dump(m: &Module) -> String {
    let mut out = String::new();
    for (_, g) in m.globals.iter() {
        let kind = match &g.kind {
            llir::GlobalKind::Variable {
                constant,
                value_ty,
                init,
                align,
            } => format!(
                "var const={constant} ty={} init={} align={align:?}",
                ty(m, *value_ty),
                init.map(|c| konst(m, &m.consts, c)).unwrap_or_default()
            ),
            llir::GlobalKind::Alias { value_ty, aliasee } => format!("alias {} {}", ty(m, *value_ty), konst(m, &m.consts, *aliasee)),
            llir::GlobalKind::IFunc { value_ty, resolver } => format!("ifunc {} {}", ty(m, *value_ty), konst(m, &m.consts, *resolver)),
        };
        writeln!(out, "@{} {kind} {:?} {:?} {:?}", g.name, g.qualifiers, g.span, g.md).unwrap();
    }
    for (_, f) in m.funcs.iter() {
        let params: Vec<String> = f.params.iter().map(|p| format!("{} {}", ty(m, p.ty), attrs(m, &p.attrs))).collect();
        writeln!(
            out,
            "fn @{} {} ({}) fn_attrs={} ret_attrs={} {:?} {:?} {:?}",
            f.name,
            ty(m, f.ty),
            params.join(", "),
            attrs(m, &f.fn_attrs),
            attrs(m, &f.ret_attrs),
            f.qualifiers,
            f.span,
            f.attrs_comment
        )
        .unwrap();
        let Some(b) = &f.body else { continue };
        for (bb, data) in b.blocks.iter() {
            writeln!(out, " {bb:?} {:?} {:?} succs={:?}", data.name, data.label, b.successors(bb)).unwrap();
            for &i in &data.insts {
                let d = &b.insts[i];
                writeln!(
                    out,
                    "  {} ty={} res={:?} flags={:?} md={:?}",
                    inst(m, b, d),
                    ty(m, d.ty),
                    d.result,
                    d.flags,
                    d.md
                )
                .unwrap();
            }
        }
        for (l, d) in b.locals.iter() {
            writeln!(out, " {l:?} {} {} {:?}", d.name, ty(m, d.ty), d.def).unwrap();
        }
    }
    for (_, g) in m.attr_groups.iter() {
        writeln!(out, "#{} {:?}", g.number, g.attrs).unwrap();
    }
    for (_, n) in m.md_nodes.iter() {
        writeln!(out, "!{} {:?}", n.number, n).unwrap();
    }
    writeln!(out, "{:?}", m.named_md).unwrap();
    out
}

fn attrs(m: &Module, s: &llir::AttrSet) -> String {
    let v: Vec<String> = m
        .attrs(s)
        .map(|a| match &a.value {
            llir::AttrValue::Type(t) => format!("{}({})", a.name, ty(m, *t)),
            other => format!("{}={other:?}", a.name),
        })
        .collect();
    v.join(" ")
}

/// One instruction rendered structurally (operands resolved).
pub fn inst(m: &Module, b: &llir::Body, d: &InstData) -> String {
    let v = |x: Value| val(m, b, x);
    let bn = |x: Block| format!("{:?}", b.blocks[x].name);
    match &d.kind {
        InstKind::Call(c) | InstKind::Invoke { call: c, .. } | InstKind::CallBr { call: c, .. } => {
            let args: Vec<String> = c
                .args
                .iter()
                .map(|a| format!("{} {} {}", ty(m, a.ty), attrs(m, &a.attrs), v(a.value)))
                .collect();
            let succ: Vec<String> = d.successors().into_iter().map(bn).collect();
            format!(
                "call {} {}({}) fn={} ret={} bundles={:?} tail={:?} succ={succ:?}",
                ty(m, c.fn_ty),
                v(c.callee),
                args.join(", "),
                attrs(m, &c.fn_attrs),
                attrs(m, &c.ret_attrs),
                c.bundles
                    .iter()
                    .map(|bu| (bu.tag.to_string(), bu.inputs.iter().map(|&x| v(x)).collect::<Vec<_>>()))
                    .collect::<Vec<_>>(),
                c.tail
            )
        }
        other => {
            // Operands through Debug with locals/consts resolved is noisy;
            // render the kind's Debug with values replaced.
            let mut s = format!("{other:?}");
            // Replace ids by rendered values for readability and stability.
            for (l, ld) in b.locals.iter().rev() {
                s = s.replace(&format!("Local({l:?})"), &format!("%{}", ld.name));
            }
            for (c, _) in b.consts.iter().rev() {
                s = s.replace(&format!("Const({c:?})"), &konst(m, &b.consts, c));
            }
            let tys: Vec<Type> = (0..m.types.len() as u32).map(Type::from_u32).collect();
            for t in tys.into_iter().rev() {
                s = s.replace(&format!("{t:?}"), &ty(m, t));
            }
            s
        }
    }
}
