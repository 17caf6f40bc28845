//! The parsed model of small hand-written modules, one construct family
//! per test.

mod common;
use common::*;
use llir::{
    AttrValue, BlockName, ConstData, GlobalKind, GlobalRef, InstFlags, InstKind, MdContent, MdKind, MdRef, MemLoc, MemoryEffects, ModRef,
    Opcode, Ordering, TypeData, Value,
};

#[test]
fn module_header_and_named_types() {
    let m = parse(
        r#"; ModuleID = 'x.c'
source_filename = "x.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { i32, ptr, [4 x i8], %struct.S* }
"#
        .replace("%struct.S*", "ptr")
        .as_str(),
    );
    assert_eq!(m.source_filename.as_deref(), Some("x.c"));
    assert_eq!(m.target_triple.as_deref(), Some("x86_64-pc-linux-gnu"));
    assert_eq!(m.data_layout.pointer_size_bits(0), 64);
    assert!(m.data_layout.text.starts_with("e-m:e"));
    let s = m.types.lookup(&TypeData::Named("struct.S".into())).unwrap();
    let (fields, packed) = m.types.struct_fields(s).unwrap();
    assert!(!packed);
    assert_eq!(
        fields.iter().map(|&f| ty(&m, f)).collect::<Vec<_>>(),
        ["i32", "ptr", "[4 x i8]", "ptr"]
    );
}

#[test]
fn recursive_opaque_packed_and_numbered_types() {
    let m = parse(
        r#"
%list = type { %list.node, i64 }
%list.node = type { ptr, %list.node* }
%opq = type opaque
%0 = type <{ i8, i32 }>
%"quoted name" = type { <4 x float>, <vscale x 2 x i64>, target("spirv.Image", i8, 0) }
%alias = type i16
@g = global %alias 7
@h = external global %opq
"#
        .replace("%list.node*", "ptr")
        .as_str(),
    );
    let list = m.types.lookup(&TypeData::Named("list".into())).unwrap();
    let node = m.types.lookup(&TypeData::Named("list.node".into())).unwrap();
    assert_eq!(
        m.types.struct_fields(list).unwrap().0,
        &[node, m.types.lookup(&TypeData::Int(64)).unwrap()]
    );
    let opq = m.types.lookup(&TypeData::Named("opq".into())).unwrap();
    assert!(m.types.named_body(opq).is_none());
    let n0 = m.types.lookup(&TypeData::Named("0".into())).unwrap();
    assert!(m.types.struct_fields(n0).unwrap().1);
    let q = m.types.lookup(&TypeData::Named("quoted name".into())).unwrap();
    let f: Vec<String> = m.types.struct_fields(q).unwrap().0.iter().map(|&t| ty(&m, t)).collect();
    assert_eq!(f, ["<4 x Float>", "<vscale x 2 x i64>", "target(\"spirv.Image\", i8, 0)"]);
    // `%alias = type i16` is just i16.
    let g = m.symbol("g").unwrap();
    let GlobalRef::Global(g) = g else { panic!() };
    let GlobalKind::Variable { value_ty, init, .. } = &m.globals[g].kind else {
        panic!()
    };
    assert_eq!(ty(&m, *value_ty), "i16");
    assert_eq!(konst(&m, &m.consts, init.unwrap()), "i16 7");
}

#[test]
fn globals_with_all_qualifiers() {
    let m = parse(
        r#"
$c1 = comdat any
@a = dso_local global i32 0, align 4
@b = internal unnamed_addr constant [3 x i8] c"a\00\22", section ".rodata", comdat($c1), align 1, !dbg !0
@c = external thread_local(initialexec) global ptr
@d = private addrspace(3) externally_initialized global i64 -5, partition "p", align 8
@"e f" = linkonce_odr hidden local_unnamed_addr global { i32, ptr } { i32 1, ptr @a }, comdat
@0 = weak global ptr @later
@al = alias i32, ptr @a
@ifn = ifunc void (), ptr @resolver
@ge = global ptr getelementptr inbounds ([4 x i32], ptr @arr, i64 0, i64 2)
@arr = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@big = global i256 123456789012345678901234567890123456789
@z = global <4 x i32> zeroinitializer
@s = global <2 x i64> splat (i64 3)
@fl = global { double, float, half, x86_fp80 } { double 1.500000e+00, float 0x3FF0000000000000, half 0xH3C00, x86_fp80 0xK3FFF8000000000000000 }
@later = global i8 1
define ptr @resolver() {
  ret ptr null
}
!0 = !{}
"#,
    );
    let g = |n: &str| match m.symbol(n).unwrap() {
        GlobalRef::Global(g) => &m.globals[g],
        _ => panic!(),
    };
    assert_eq!(g("a").qualifiers, vec!["dso_local".into()] as Vec<Box<str>>);
    let GlobalKind::Variable { constant, init, align, .. } = &g("b").kind else {
        panic!()
    };
    assert!(*constant);
    assert_eq!(*align, Some(1));
    assert!(matches!(&m.consts[init.unwrap()], ConstData::Bytes { bytes, .. } if &bytes[..] == b"a\0\""));
    assert_eq!(g("b").md.len(), 1);
    assert_eq!(g("b").md[0].0, MdKind::Dbg);
    let GlobalKind::Variable { init, .. } = &g("c").kind else {
        panic!()
    };
    assert!(init.is_none());
    assert_eq!(
        g("c").qualifiers,
        vec!["external".into(), "thread_local(initialexec)".into()] as Vec<Box<str>>
    );
    assert_eq!(g("d").addr_space, 3);
    let GlobalKind::Variable { init, .. } = &g("e f").kind else {
        panic!()
    };
    assert_eq!(konst(&m, &m.consts, init.unwrap()), "[i32 1, @a]");
    let GlobalKind::Variable { init, .. } = &g("0").kind else {
        panic!()
    };
    assert_eq!(konst(&m, &m.consts, init.unwrap()), "@later");
    let GlobalKind::Alias { aliasee, .. } = &g("al").kind else {
        panic!()
    };
    assert_eq!(konst(&m, &m.consts, *aliasee), "@a");
    let GlobalKind::IFunc { resolver, .. } = &g("ifn").kind else {
        panic!()
    };
    assert_eq!(konst(&m, &m.consts, *resolver), "@resolver");
    let GlobalKind::Variable { init, .. } = &g("ge").kind else {
        panic!()
    };
    assert_eq!(
        konst(&m, &m.consts, init.unwrap()),
        "GetElementPtr inbounds([4 x i32]; @arr, i64 0, i64 2) -> ptr"
    );
    let GlobalKind::Variable { init, .. } = &g("big").kind else {
        panic!()
    };
    assert!(matches!(m.consts[init.unwrap()], ConstData::Int { value, .. } if value == 123456789012345678901234567890123456789));
    let GlobalKind::Variable { init, .. } = &g("s").kind else {
        panic!()
    };
    assert_eq!(konst(&m, &m.consts, init.unwrap()), "[i64 3]");
    let GlobalKind::Variable { init, .. } = &g("fl").kind else {
        panic!()
    };
    assert_eq!(
        konst(&m, &m.consts, init.unwrap()),
        "[Double 1.500000e+00, Float 0x3FF0000000000000, Half 0xH3C00, X86Fp80 0xK3FFF8000000000000000]"
    );
    assert_eq!(&m.source[g("a").span.range()], "@a = dso_local global i32 0, align 4");
}

#[test]
fn attribute_groups_and_memory_effects() {
    let m = parse(
        r#"
declare void @f0() #0
declare void @f1() #1
declare void @f2() #2
declare void @f3() #3
declare void @f4() #4
declare noalias noundef ptr @malloc(i64 noundef) #5
declare void @p(ptr noalias nocapture noundef readonly align 8 dereferenceable(16) %x, ptr byval(%T) align 4 %y, ptr sret({ i32, i32 }) %z, i32 range(i32 0, 10) %r)
%T = type { i64 }
attributes #0 = { memory(none) }
attributes #1 = { memory(read) }
attributes #2 = { memory(argmem: readwrite, inaccessiblemem: write) nounwind }
attributes #3 = { memory(readwrite, argmem: none) "frame-pointer"="all" "no-trapping-math" }
attributes #4 = { readonly argmemonly uwtable(sync) alignstack=16 allocsize(0,1) }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" }
"#,
    );
    let eff = |n: &str| {
        let f = &m.funcs[m.func_by_name(n).unwrap()];
        m.memory_effects(&f.fn_attrs)
    };
    assert_eq!(eff("f0"), MemoryEffects::NONE);
    assert_eq!(eff("f1"), MemoryEffects::all(ModRef::Ref));
    let mut e = MemoryEffects::NONE;
    e.locs[MemLoc::ArgMem as usize] = ModRef::ModRef;
    e.locs[MemLoc::InaccessibleMem as usize] = ModRef::Mod;
    assert_eq!(eff("f2"), e);
    let mut e = MemoryEffects::all(ModRef::ModRef);
    e.locs[MemLoc::ArgMem as usize] = ModRef::NoModRef;
    assert_eq!(eff("f3"), e);
    // readonly ∩ argmemonly
    assert_eq!(eff("f4"), MemoryEffects::only(MemLoc::ArgMem, ModRef::Ref));
    assert_eq!(eff("malloc"), MemoryEffects::only(MemLoc::InaccessibleMem, ModRef::ModRef));
    let f3 = &m.funcs[m.func_by_name("f3").unwrap()];
    let g3 = m.attr_group(f3.fn_attrs.groups[0]);
    assert_eq!(g3.number, 3);
    assert!(g3
        .attrs
        .iter()
        .any(|a| a.is_string && &*a.name == "frame-pointer" && a.value == AttrValue::Str("all".into())));
    assert!(g3
        .attrs
        .iter()
        .any(|a| a.is_string && &*a.name == "no-trapping-math" && a.value == AttrValue::None));
    let f4 = &m.funcs[m.func_by_name("f4").unwrap()];
    assert_eq!(m.attr(&f4.fn_attrs, "uwtable").unwrap().value, AttrValue::Str("sync".into()));
    assert_eq!(m.attr(&f4.fn_attrs, "alignstack").unwrap().value, AttrValue::Int(16));
    assert_eq!(m.attr(&f4.fn_attrs, "allocsize").unwrap().value, AttrValue::Str("0,1".into()));
    let ma = &m.funcs[m.func_by_name("malloc").unwrap()];
    assert!(m.has_attr(&ma.ret_attrs, "noalias") && m.has_attr(&ma.ret_attrs, "noundef"));
    assert!(m.has_attr(&ma.params[0].attrs, "noundef"));
    let p = &m.funcs[m.func_by_name("p").unwrap()];
    assert_eq!(m.attr(&p.params[0].attrs, "align").unwrap().value, AttrValue::Int(8));
    assert_eq!(m.attr(&p.params[0].attrs, "dereferenceable").unwrap().value, AttrValue::Int(16));
    assert!(m.has_attr(&p.params[0].attrs, "readonly"));
    let AttrValue::Type(t) = m.attr(&p.params[1].attrs, "byval").unwrap().value else {
        panic!()
    };
    assert_eq!(ty(&m, t), "%T");
    let AttrValue::Type(t) = m.attr(&p.params[2].attrs, "sret").unwrap().value else {
        panic!()
    };
    assert_eq!(ty(&m, t), "{ i32, i32 }");
    assert_eq!(
        m.attr(&p.params[3].attrs, "range").unwrap().value,
        AttrValue::Str("i32 0, 10".into())
    );
}

#[test]
fn function_header_spans_and_comment() {
    let src = "; Function Attrs: noinline nounwind\ndefine internal fastcc noundef i32 @f(i32 noundef %a, ptr %0) unnamed_addr #0 section \"s\" personality ptr @p !dbg !1 {\n  ret i32 %a\n}\n\ndeclare i32 @p(...)\nattributes #0 = { noinline nounwind }\n!1 = !{}\n";
    let m = parse(src);
    let f = &m.funcs[m.func_by_name("f").unwrap()];
    assert!(m.source[f.span.range()].starts_with("define internal fastcc"));
    assert!(m.source[f.span.range()].ends_with("ret i32 %a\n}"));
    assert_eq!(&m.source[f.attrs_comment.unwrap().range()], "; Function Attrs: noinline nounwind");
    assert!(f.qualifiers.iter().any(|q| &**q == "fastcc"));
    assert!(f.qualifiers.iter().any(|q| &**q == "internal"));
    assert!(m.has_attr(&f.ret_attrs, "noundef"));
    assert!(m.has_attr(&f.fn_attrs, "nounwind"));
    assert_eq!(f.md.len(), 1);
    assert_eq!(ty(&m, f.ty), "i32 (i32, ptr)");
    let p = &m.funcs[m.func_by_name("p").unwrap()];
    assert!(p.is_declaration() && p.varargs);
    assert!(p.attrs_comment.is_none());
}

#[test]
fn unnamed_values_and_block_slots() {
    let m = parse(
        r#"
define void @g(ptr %0, i1 %1) {
  store i32 1, ptr %0, align 4
  br i1 %1, label %3, label %4

3:                                                ; preds = %4, %2
  store i32 2, ptr %0, align 4
  br label %4

4:
  %5 = load i32, ptr %0, align 4
  br i1 %1, label %3, label %"we ird.blk"

"we ird.blk":
  ret void
}

define i32 @h(i32 %x) {
  %1 = add i32 %x, 1
  br label %next
next:
  add i32 %1, 2
  %3 = add i32 %2, 3
  ret i32 %3
}
"#,
    );
    assert_eq!(block_names(&m, "g"), ["%2", "%3", "%4", "we ird.blk"]);
    assert_eq!(
        succ_names(&m, "g"),
        vec![vec!["%3", "%4"], vec!["%4"], vec!["%3", "we ird.blk"], vec![]]
    );
    let b = body(&m, "g");
    assert!(b.blocks.values().next().unwrap().label.is_none());
    let l3 = b.blocks.values().nth(1).unwrap().label.unwrap();
    assert_eq!(
        &m.source[l3.range()],
        "3:                                                ; preds = %4, %2"
    );
    assert_eq!(b.locals.values().map(|l| &*l.name).collect::<Vec<_>>(), ["0", "1", "5"]);
    // The entry of @h is %0 (the argument is named); `add i32 %1, 2`
    // without a name still takes slot %2.
    assert_eq!(block_names(&m, "h"), ["%0", "next"]);
    let b = body(&m, "h");
    assert_eq!(b.locals.values().map(|l| &*l.name).collect::<Vec<_>>(), ["x", "1", "2", "3"]);
    let i = insts(&m, "h");
    assert_eq!(inst(&m, b, i[3]), "Other { op: Add, operands: [%2, i32 3] }");
}

#[test]
fn forward_references_and_phis() {
    let m = parse(
        r#"
define i32 @loop(i32 %n) {
entry:
  br label %head
head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %next = add nsw i32 %i, 1
  br label %head
exit:
  ret i32 %i
}
"#,
    );
    let b = body(&m, "loop");
    let i = insts(&m, "loop");
    assert_eq!(inst(&m, b, i[1]), "Phi { incoming: [(i32 0, bb0), (%next, bb2)] }");
    assert_eq!(inst(&m, b, i[2]), "Other { op: ICmp, operands: [%i, %n] }");
    assert_eq!(i[2].flags.predicate(), Some("slt"));
    assert_eq!(ty(&m, i[2].ty), "i1");
    assert!(i[4].flags.contains(InstFlags::NSW));
    assert_eq!(
        succ_names(&m, "loop"),
        vec![vec!["head"], vec!["body", "exit"], vec!["head"], vec![]]
    );
    // Locals: param, then results in layout order.
    assert_eq!(b.locals.values().map(|l| &*l.name).collect::<Vec<_>>(), ["n", "i", "c", "next"]);
    for (k, d) in b.insts.iter() {
        assert_eq!(d.block, b.blocks.iter().find(|(_, bb)| bb.insts.contains(&k)).unwrap().0);
    }
}

#[test]
fn memory_instructions() {
    let m = parse(
        r#"
define void @mem(ptr %p, i64 %n) {
  %a = alloca i32, align 4
  %b = alloca inalloca i8, i64 %n, align 16, addrspace(5)
  %v = load volatile i32, ptr %p, align 4, !tbaa !0, !nonnull !2
  %w = load atomic i64, ptr %p syncscope("agent") acquire, align 8
  store atomic volatile i32 %v, ptr %a seq_cst, align 4
  store i32 1, ptr addrspace(5) %b, align 4, !tbaa !0
  fence syncscope("singlethread") release
  %x = cmpxchg weak volatile ptr %p, i32 1, i32 2 acq_rel monotonic, align 4
  %y = atomicrmw volatile fadd ptr %p, float 1.0 seq_cst, align 4
  %z = atomicrmw uinc_wrap ptr %p, i32 1 syncscope("x") monotonic
  %g = getelementptr inbounds nuw %S, ptr %p, i64 0, i32 1
  %g2 = getelementptr i8, <2 x ptr> %vp, <2 x i64> <i64 1, i64 2>
  %g3 = getelementptr nusw [4 x i32], ptr %p, i64 %n, inrange i64 1
  %e = extractvalue { i32, i1 } %x, 1
  %va = va_arg ptr %p, i32
  ret void
}
%S = type { i8, i32 }
!0 = !{!1, !1, i64 0}
!1 = !{!"int", !2, i64 0}
!2 = !{!"Simple C/C++ TBAA"}
"#
        .replace("<2 x ptr> %vp", "<2 x ptr> zeroinitializer")
        .as_str(),
    );
    let b = body(&m, "mem");
    let i = insts(&m, "mem");
    assert!(matches!(
        i[0].kind,
        InstKind::Alloca {
            count: None,
            align: Some(4),
            addr_space: 0,
            ..
        }
    ));
    assert!(matches!(
        i[1].kind,
        InstKind::Alloca {
            count: Some(_),
            align: Some(16),
            addr_space: 5,
            ..
        }
    ));
    assert_eq!(ty(&m, i[1].ty), "ptr addrspace(5)");
    assert!(matches!(
        i[2].kind,
        InstKind::Load {
            volatile: true,
            ordering: Ordering::NotAtomic,
            align: Some(4),
            ..
        }
    ));
    let MdRef::Node(tbaa) = i[2].metadata(&MdKind::Tbaa).unwrap() else {
        panic!()
    };
    assert_eq!(m.md_node(*tbaa).number, 0);
    assert!(i[2].metadata(&MdKind::NonNull).is_some());
    assert!(matches!(
        i[3].kind,
        InstKind::Load {
            ordering: Ordering::Acquire,
            align: Some(8),
            ..
        }
    ));
    assert!(matches!(
        i[4].kind,
        InstKind::Store {
            volatile: true,
            ordering: Ordering::SeqCst,
            ..
        }
    ));
    assert!(matches!(
        i[6].kind,
        InstKind::Fence {
            ordering: Ordering::Release
        }
    ));
    assert!(matches!(
        i[7].kind,
        InstKind::CmpXchg {
            weak: true,
            volatile: true,
            success: Ordering::AcqRel,
            failure: Ordering::Monotonic,
            ..
        }
    ));
    assert_eq!(ty(&m, i[7].ty), "{ i32, i1 }");
    assert!(matches!(&i[8].kind, InstKind::AtomicRmw { op, volatile: true, ordering: Ordering::SeqCst, .. } if &**op == "fadd"));
    assert_eq!(ty(&m, i[8].ty), "Float");
    assert!(matches!(&i[9].kind, InstKind::AtomicRmw { op, ordering: Ordering::Monotonic, .. } if &**op == "uinc_wrap"));
    assert!(matches!(i[10].kind, InstKind::Gep { inbounds: true, .. }));
    assert!(i[10].flags.contains(InstFlags::NUW | InstFlags::NUSW | InstFlags::INBOUNDS));
    assert_eq!(
        inst(&m, b, i[10]),
        "Gep { source_ty: %S, base: %p, indices: [i64 0, i32 1], inbounds: true }"
    );
    assert_eq!(ty(&m, i[11].ty), "<2 x ptr>");
    assert!(i[12].flags.contains(InstFlags::NUSW) && !i[12].flags.contains(InstFlags::INBOUNDS));
    assert_eq!(ty(&m, i[13].ty), "i1");
    assert!(matches!(i[14].kind, InstKind::VaArg { .. }));
    assert_eq!(text(&m, i[2]), "%v = load volatile i32, ptr %p, align 4, !tbaa !0, !nonnull !2");
    assert_eq!(text(&m, i[6]), "fence syncscope(\"singlethread\") release");
    // Metadata nodes.
    let n1 = m.md_numbers[&1];
    let MdContent::Tuple(ops) = &m.md_node(n1).content else { panic!() };
    assert_eq!(ops[0], MdRef::String("int".into()));
    assert!(matches!(ops[1], MdRef::Node(n) if m.md_node(n).number == 2));
    assert!(matches!(ops[2], MdRef::Value(..)));
}

#[test]
fn arithmetic_casts_vectors_and_aggregates() {
    let m = parse(
        r#"
define void @ops(i32 %a, i32 %b, float %f, <4 x i32> %v, { i32, [2 x i8] } %s) {
  %1 = add nuw nsw i32 %a, %b
  %2 = udiv exact i32 %a, 4
  %3 = or disjoint i32 %a, 1
  %4 = fadd fast float %f, 1.0
  %5 = fmul nnan ninf float %f, %f
  %6 = fneg arcp float %f
  %7 = zext nneg i32 %a to i64
  %8 = trunc nuw i32 %a to i8
  %9 = bitcast <4 x i32> %v to <2 x i64>
  %10 = fcmp fast oeq float %f, 0.0
  %11 = icmp eq <4 x i32> %v, zeroinitializer
  %12 = select nsz i1 %10, float %f, float 2.0
  %13 = extractelement <4 x i32> %v, i64 0
  %14 = insertelement <4 x i32> %v, i32 %a, i32 1
  %15 = shufflevector <4 x i32> %v, <4 x i32> poison, <8 x i32> zeroinitializer
  %16 = extractvalue { i32, [2 x i8] } %s, 1, 0
  %17 = insertvalue { i32, [2 x i8] } %s, i8 3, 1, 1
  %18 = freeze i32 %a
  %19 = ptrtoint ptr null to i64
  %20 = addrspacecast ptr null to ptr addrspace(1)
  %21 = shl i32 %a, 0x1
  ret void
}
"#
        .replace("0x1\n", "1\n")
        .as_str(),
    );
    let b = body(&m, "ops");
    let i = insts(&m, "ops");
    assert!(i[0].flags.contains(InstFlags::NUW | InstFlags::NSW));
    assert!(i[1].flags.contains(InstFlags::EXACT));
    assert!(i[2].flags.contains(InstFlags::DISJOINT));
    assert!(i[3].flags.contains(InstFlags::FAST));
    assert!(i[4].flags.contains(InstFlags::NNAN | InstFlags::NINF) && !i[4].flags.contains(InstFlags::NSZ));
    assert!(matches!(i[5].kind, InstKind::Other { op: Opcode::FNeg, .. }));
    assert!(matches!(i[6].kind, InstKind::Cast { op: Opcode::ZExt, .. }) && i[6].flags.contains(InstFlags::NNEG));
    assert_eq!(ty(&m, i[6].ty), "i64");
    assert!(i[7].flags.contains(InstFlags::NUW));
    assert_eq!(ty(&m, i[8].ty), "<2 x i64>");
    assert_eq!(i[9].flags.predicate(), Some("oeq"));
    assert_eq!(ty(&m, i[10].ty), "<4 x i1>");
    assert!(matches!(i[11].kind, InstKind::Select { .. }));
    assert_eq!(ty(&m, i[11].ty), "Float");
    assert_eq!(ty(&m, i[12].ty), "i32");
    assert_eq!(ty(&m, i[13].ty), "<4 x i32>");
    assert_eq!(ty(&m, i[14].ty), "<8 x i32>");
    assert_eq!(ty(&m, i[15].ty), "i8");
    assert_eq!(inst(&m, b, i[15]), "Other { op: ExtractValue, operands: [%s, i32 1, i32 0] }");
    assert_eq!(ty(&m, i[16].ty), "{ i32, [2 x i8] }");
    assert!(matches!(i[17].kind, InstKind::Other { op: Opcode::Freeze, .. }));
    assert_eq!(ty(&m, i[19].ty), "ptr addrspace(1)");
}

#[test]
fn calls_attributes_bundles_and_inline_asm() {
    let m = parse(
        r#"
declare i32 @printf(ptr, ...)
declare void @llvm.dbg.value(metadata, metadata, metadata)
declare void @f(ptr)
define void @calls(ptr %p, ptr %fp) personality ptr @printf {
  %1 = tail call fastcc noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(8) %p, i32 noundef 3) #0, !dbg !1
  call void @llvm.dbg.value(metadata ptr %p, metadata !2, metadata !DIExpression(DW_OP_plus_uconst, 8)), !dbg !1
  %2 = call i32 asm sideeffect "mov $1, $0", "=r,r,~{dirflag}"(i32 1)
  musttail call void %fp(ptr byval(i32) align 4 %p) [ "deopt"(i32 1, ptr %p), "funclet"(token none) ]
  notail call void @f(ptr getelementptr (i8, ptr null, i64 8)) nounwind memory(argmem: read)
  call addrspace(0) void @f(ptr null) "string-attr"
  ret void
}
attributes #0 = { nounwind }
!1 = !{}
!2 = !{}
"#,
    );
    let b = body(&m, "calls");
    let i = insts(&m, "calls");
    let c = i[0].call().unwrap();
    assert_eq!(c.tail.as_deref(), Some("tail"));
    assert_eq!(ty(&m, c.fn_ty), "i32 (ptr, ...)");
    assert_eq!(val(&m, b, c.callee), "@printf");
    assert!(m.has_attr(&c.ret_attrs, "noundef"));
    assert!(m.has_attr(&c.args[0].attrs, "nonnull"));
    assert_eq!(m.attr(&c.args[0].attrs, "dereferenceable").unwrap().value, AttrValue::Int(8));
    assert!(m.has_attr(&c.fn_attrs, "nounwind"));
    assert_eq!(i[0].metadata(&MdKind::Dbg).map(|r| matches!(r, MdRef::Node(_))), Some(true));
    let c = i[1].call().unwrap();
    assert_eq!(c.args.len(), 3);
    assert_eq!(val(&m, b, c.args[0].value), "metadata Other(\"ptr %p\")");
    assert_eq!(
        val(&m, b, c.args[2].value),
        "metadata Specialized(\"!DIExpression(DW_OP_plus_uconst, 8)\")"
    );
    let c = i[2].call().unwrap();
    assert_eq!(val(&m, b, c.callee), "asm true \"mov $1, $0\" \"=r,r,~{dirflag}\"");
    assert_eq!(ty(&m, c.fn_ty), "i32 (i32)");
    let c = i[3].call().unwrap();
    assert_eq!(c.tail.as_deref(), Some("musttail"));
    assert_eq!(val(&m, b, c.callee), "%fp");
    assert_eq!(c.bundles.len(), 2);
    assert_eq!(&*c.bundles[0].tag, "deopt");
    assert_eq!(c.bundles[0].inputs.len(), 2);
    let AttrValue::Type(t) = m.attr(&c.args[0].attrs, "byval").unwrap().value else {
        panic!()
    };
    assert_eq!(ty(&m, t), "i32");
    let c = i[4].call().unwrap();
    assert_eq!(m.memory_effects(&c.fn_attrs), MemoryEffects::only(MemLoc::ArgMem, ModRef::Ref));
    assert_eq!(val(&m, b, c.args[0].value), "GetElementPtr(i8; null, i64 8) -> ptr");
    let c = i[5].call().unwrap();
    assert!(c.fn_attrs.attrs.iter().any(|a| a.is_string && &*a.name == "string-attr"));
    assert_eq!(
        text(&m, i[0]),
        "%1 = tail call fastcc noundef i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(8) %p, i32 noundef 3) #0, !dbg !1"
    );
}

#[test]
fn terminators_and_eh() {
    let m = parse(
        r#"
declare i32 @__gxx_personality_v0(...)
declare void @may_throw()
define i32 @t(i32 %x, ptr %addr) personality ptr @__gxx_personality_v0 {
entry:
  switch i32 %x, label %def [
    i32 0, label %a
    i32 1, label %b
    i32 2, label %a
  ]
a:
  invoke void @may_throw() to label %b unwind label %lp
b:
  indirectbr ptr %addr, [label %a, label %def]
lp:
  %l = landingpad { ptr, i32 }
          cleanup
          catch ptr null
          filter [1 x ptr] [ptr null]
  resume { ptr, i32 } %l
def:
  callbr void asm "", "!i"() to label %a [label %b]
}

define void @w() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %cs
ok:
  ret void
cs:
  %s = catchswitch within none [label %h1, label %h2] unwind to caller
h1:
  %c = catchpad within %s [ptr null, i32 64, ptr null]
  catchret from %c to label %ok
h2:
  %c2 = catchpad within %s []
  %cl = cleanuppad within %c2 []
  cleanupret from %cl unwind label %u
u:
  %cl2 = cleanuppad within none []
  cleanupret from %cl2 unwind to caller
dead:
  unreachable
}
"#,
    );
    assert_eq!(
        succ_names(&m, "t"),
        vec![
            vec!["def", "a", "b", "a"],
            vec!["b", "lp"],
            vec!["a", "def"],
            vec![],
            vec!["a", "b"]
        ]
    );
    let i = insts(&m, "t");
    assert!(text(&m, i[0]).starts_with("switch i32 %x, label %def [\n"));
    assert!(text(&m, i[0]).ends_with("i32 2, label %a\n  ]"));
    assert!(matches!(&i[3].kind, InstKind::LandingPad { cleanup: true, clauses } if clauses.len() == 2));
    assert!(text(&m, i[3]).ends_with("filter [1 x ptr] [ptr null]"));
    assert_eq!(ty(&m, i[3].ty), "{ ptr, i32 }");
    assert_eq!(
        succ_names(&m, "w"),
        vec![vec!["ok", "cs"], vec![], vec!["h1", "h2"], vec!["ok"], vec!["u"], vec![], vec![]]
    );
    let i = insts(&m, "w");
    assert!(matches!(i[2].kind, InstKind::CatchSwitch { unwind: None, .. }));
    assert_eq!(ty(&m, i[2].ty), "token");
    assert!(matches!(&i[3].kind, InstKind::CatchPad { args, .. } if args.len() == 3));
}

#[test]
fn debug_records_metadata_and_uselistorder() {
    let m = parse(
        r#"
define void @d(ptr %p) !dbg !5 {
    #dbg_declare(ptr %p, !7, !DIExpression(), !8)
  store i32 0, ptr %p, align 4, !dbg !8
    #dbg_value(i32 0, !7, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !8)
    #dbg_assign(ptr %p, !7, !DIExpression(), !9, ptr %p, !DIExpression(), !8)
  uselistorder ptr %p, { 1, 0 }
  ret void, !dbg !8
}
uselistorder ptr @d, { 0 }
uselistorder_bb @d, %0, { 0 }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "clang (x{y})", emissionKind: FullDebug)
!1 = !DIFile(filename: "a.c", directory: "/tmp")
!3 = !{i32 7, !"Dwarf Version", i32 5}
!4 = !{i32 2, !"Debug Info Version", i32 3}
!5 = distinct !DISubprogram(name: "d", scope: !1, file: !1, line: 1, unit: !0)
!7 = !DILocalVariable(name: "p", scope: !5, file: !1, line: 1, type: null)
!8 = !DILocation(line: 2, column: 3, scope: !5)
!9 = distinct !DIAssignID()
"#,
    );
    let i = insts(&m, "d");
    assert_eq!(i.len(), 2);
    assert_eq!(text(&m, i[0]), "store i32 0, ptr %p, align 4, !dbg !8");
    assert_eq!(text(&m, i[1]), "ret void, !dbg !8");
    assert_eq!(m.named_md.len(), 2);
    assert_eq!(m.named_md[1].0, "llvm.module.flags");
    assert_eq!(m.named_md[1].1.iter().map(|&n| m.md_node(n).number).collect::<Vec<_>>(), [3, 4]);
    let cu = m.md_node(m.md_numbers[&0]);
    assert!(cu.distinct);
    let MdContent::Specialized { name, fields } = &cu.content else {
        panic!()
    };
    assert_eq!(&**name, "DICompileUnit");
    assert!(fields.contains("producer: \"clang (x{y})\""));
    // Nodes are in definition (number) order.
    let nums: Vec<u32> = m.md_nodes.values().map(|n| n.number).collect();
    assert_eq!(nums, [0, 1, 3, 4, 5, 7, 8, 9]);
    let f = &m.funcs[m.func_by_name("d").unwrap()];
    assert!(matches!(f.md[0], (MdKind::Dbg, MdRef::Node(n)) if m.md_node(n).number == 5));
}

#[test]
fn quoted_and_escaped_names() {
    let m = parse(
        r#"
@"g\22q" = global i32 0
define void @"odd name"(ptr %"a b") {
"entry blk":
  %"x\41" = load i32, ptr %"a b", align 4
  %y = add i32 %xA, 1
  store i32 %y, ptr @"g\22q", align 4
  br label %"\65xit"
exit:
  %b = blockaddress(@"odd name", %"entry blk")
  ret void
}
"#
        .replace("%b = blockaddress(@\"odd name\", %\"entry blk\")\n  ", "")
        .as_str(),
    );
    assert!(m.symbol("g\"q").is_some());
    assert_eq!(block_names(&m, "odd name"), ["entry blk", "exit"]);
    let b = body(&m, "odd name");
    assert_eq!(b.locals.values().map(|l| &*l.name).collect::<Vec<_>>(), ["a b", "xA", "y"]);
    assert_eq!(succ_names(&m, "odd name"), vec![vec!["exit"], vec![]]);
}

#[test]
fn constants_in_bodies() {
    let m = parse(
        r#"
@g = global [2 x i32] [i32 1, i32 2]
define void @k() {
entry:
  store ptr blockaddress(@k, %next), ptr @g, align 8
  store <2 x i32> <i32 1, i32 -1>, ptr @g, align 8
  store { i1, i8 } { i1 true, i8 0 }, ptr @g, align 8
  store ptr dso_local_equivalent @k, ptr @g, align 8
  store ptr no_cfi @k, ptr @g, align 8
  store i64 ptrtoint (ptr @g to i64), ptr @g, align 8
  store i64 add (i64 ptrtoint (ptr @g to i64), i64 sub (i64 0, i64 1)), ptr @g, align 8
  store <vscale x 4 x i32> splat (i32 7), ptr @g, align 16
  store double 0x7FF0000000000000, ptr @g, align 8
  store i32 u0x1F, ptr @g, align 4
  store i8 s0xF, ptr @g, align 1
  store [2 x i8] c"\01\FF", ptr @g, align 1
  store i32 undef, ptr @g, align 4
  br label %next
next:
  ret void
}
"#,
    );
    let b = body(&m, "k");
    let i = insts(&m, "k");
    let stored = |k: usize| match &i[k].kind {
        InstKind::Store { value, .. } => val(&m, b, *value),
        _ => panic!(),
    };
    assert_eq!(stored(0), "blockaddress(@k, next)");
    assert_eq!(stored(1), "[i32 1, i32 -1]");
    assert_eq!(stored(2), "[i1 1, i8 0]");
    assert_eq!(stored(3), "dso_local_equivalent @k");
    assert_eq!(stored(4), "no_cfi @k");
    assert_eq!(stored(5), "PtrToInt(; @g) -> i64");
    assert_eq!(stored(6), "Add(; PtrToInt(; @g) -> i64, Sub(; i64 0, i64 1) -> i64) -> i64");
    assert_eq!(stored(7), "[i32 7]");
    assert_eq!(stored(8), "Double 0x7FF0000000000000");
    assert_eq!(stored(9), "i32 31");
    assert_eq!(stored(10), "i8 -1");
    assert_eq!(stored(11), "c[1, 255]");
    assert_eq!(stored(12), "undef");
    let Value::Global(GlobalRef::Global(_)) = (match &i[0].kind {
        InstKind::Store { ptr, .. } => *ptr,
        _ => panic!(),
    }) else {
        panic!()
    };
}

#[test]
fn empty_and_comment_only_modules() {
    let m = parse("; just a comment\n\n   \n");
    assert!(m.funcs.is_empty() && m.globals.is_empty());
    assert_eq!(m.data_layout, llir::DataLayout::default());
}

#[test]
fn unnamed_block_after_terminator_takes_next_slot() {
    let m = parse("define void @u() {\n  ret void\n  unreachable\n}\n");
    assert_eq!(block_names(&m, "u"), ["%0", "%1"]);
    let b = body(&m, "u");
    assert_eq!(b.blocks.values().map(|bb| bb.insts.len()).collect::<Vec<_>>(), [1, 1]);
    assert!(matches!(b.blocks.values().nth(1).unwrap().name, BlockName::Numbered(1)));
}

#[test]
fn a_function_of_a_hundred_thousand_blocks() {
    let n = 100_000;
    let mut s = String::from("define i32 @big(ptr %p) {\nentry:\n  br label %b0\n");
    for i in 0..n {
        s.push_str(&format!(
            "b{i}:\n  %v{i} = load i32, ptr %p, align 4\n  br i1 true, label %b{}, label %b{}\n",
            i + 1,
            i / 2
        ));
    }
    s.push_str(&format!("b{n}:\n  ret i32 %v{}\n}}\n", n - 1));
    let m = parse(&s);
    let b = body(&m, "big");
    assert_eq!(b.blocks.len(), n + 2);
    assert_eq!(b.insts.len(), 2 * n + 2);
    let last = b.blocks.keys().nth(n).unwrap();
    let succ: Vec<u32> = b.successors(last).iter().map(|s| s.as_u32()).collect();
    assert_eq!(succ, [n as u32 + 1, (n as u32 - 1) / 2 + 1]);
}

#[test]
fn data_layout_index_widths() {
    use llir::DataLayout;
    // The index width is the fourth field of a `p` entry and defaults to
    // the pointer width; unlisted address spaces follow address space 0.
    let dl = DataLayout::parse("e-p:64:64:64:32-p1:32:32-p2:64:64:64:20").unwrap();
    assert_eq!(dl.pointer_size_bits(0), 64);
    assert_eq!(dl.index_size_bits(0), 32);
    assert_eq!(dl.index_size_bits(1), 32);
    assert_eq!(dl.index_size_bits(2), 20);
    assert_eq!(dl.index_size_bits(7), 32);
    // The widest index, each rounded up to whole bytes (20 bits -> 24).
    assert_eq!(dl.max_index_size_bits(), 32);
    assert_eq!(DataLayout::parse("p:32:32:32:20").unwrap().max_index_size_bits(), 24);
    assert_eq!(DataLayout::default().index_size_bits(3), 64);
    // A later entry for the same address space replaces the earlier one.
    assert_eq!(DataLayout::parse("p:64:64:64:32-p:64:64").unwrap().index_size_bits(0), 64);
    // opt-19 rejects an index wider than the pointer, and a zero index.
    assert!(DataLayout::parse("p:32:32:32:64").is_err());
    assert!(DataLayout::parse("p:64:64:64:0").is_err());
}

/// Integer literals of types wider than 128 bits keep their exact value
/// (the writer prints them as opt-19 does); those that fit `i128` stay
/// `Int`, as does a wider literal outside the type's signed range.
/// Constant-expression `nuw`/`nsw` are kept for the writer too.
#[test]
fn wide_integer_literals_and_constant_expression_flags() {
    let m = parse(
        "@a = global i177 95780971304118053647396689196894323976171195136475135
@b = global i177 -95780971304118053647396689196894323976171195136475136
@c = global i177 95780971304118053647396689196894323976171195136475136
@d = global i256 123456789012345678901234567890123456789
@e = global i64 mul nuw nsw (i64 ptrtoint (ptr @a to i64), i64 3)
",
    );
    let init = |name: &str| {
        let g = m.globals.values().find(|g| &*g.name == name).expect(name);
        let GlobalKind::Variable { init, .. } = &g.kind else {
            panic!("{name}")
        };
        m.consts[init.expect("initializer")].clone()
    };
    assert!(matches!(init("a"), ConstData::WideInt { text, .. } if &*text == "95780971304118053647396689196894323976171195136475135"));
    assert!(matches!(init("b"), ConstData::WideInt { text, .. } if text.starts_with("-9578")));
    // 2^176 is outside i177's signed range: not kept as written.
    assert!(matches!(init("c"), ConstData::Int { .. }));
    assert!(matches!(init("d"), ConstData::Int { value, .. } if value == 123456789012345678901234567890123456789));
    assert!(matches!(init("e"), ConstData::Expr { wrap, .. } if wrap == InstFlags::NUW | InstFlags::NSW));
    let text = llir::writer::write_module(&m);
    assert!(
        text.contains("@a = global i177 95780971304118053647396689196894323976171195136475135\n"),
        "{text}"
    );
    assert!(text.contains("mul nuw nsw (i64 ptrtoint (ptr @a to i64), i64 3)"), "{text}");
}

/// `Module::layout` gives the sizes `DataLayout` computes, for every type
/// of the module, whether asked first for an aggregate or for one of its
/// parts, and again from its memo; a type interned after the memo was
/// filled is still sized (computed, not read from a slot it lacks).
#[test]
fn memoized_type_sizes_match_the_data_layout() {
    let m = parse(
        r#"target datalayout = "e-m:e-p:32:32-i64:64-f80:128-n8:16:32:64-S128"
%struct.In = type { i8, i64, [3 x i16] }
%struct.Out = type { %struct.In, [2 x %struct.In], <4 x float>, ptr }
%struct.Packed = type <{ i8, %struct.In, i32 }>
%struct.Opaque = type opaque
@a = global %struct.Out zeroinitializer
@b = global [5 x %struct.Packed] zeroinitializer
@c = external global %struct.Opaque
"#,
    );
    let types: Vec<llir::Type> = (0..m.types.len() as u32).map(llir::Type::from_u32).collect();
    assert!(types.iter().any(|&t| matches!(m.types.data(t), TypeData::Named(_))));
    // Outer aggregates first (their parts get memoized on the way), then
    // everything again from the memo.
    for pass in 0..2 {
        for &t in types.iter().rev() {
            let (dl, tt, l) = (&m.data_layout, &m.types, m.layout());
            assert_eq!(l.alloc_size(t), dl.alloc_size(tt, t), "alloc size of {}, pass {pass}", ty(&m, t));
            assert_eq!(l.store_size(t), dl.store_size(tt, t), "store size of {}", ty(&m, t));
            assert_eq!(l.abi_align(t), dl.abi_align(tt, t), "alignment of {}", ty(&m, t));
            assert_eq!(l.type_size_bits(t), dl.type_size_bits(tt, t), "bits of {}", ty(&m, t));
            let offsets = dl.struct_layout(tt, t).map(|s| s.offsets);
            assert_eq!(
                l.field_offsets(t).map(|o| o.into_owned()),
                offsets,
                "field offsets of {}",
                ty(&m, t)
            );
        }
    }
    let named = |name: &str| types.iter().copied().find(|&t| ty(&m, t) == name);
    // In: i8 @0, i64 @8, [3 x i16] @16 -> 24 bytes; Out: In @0, [2 x In]
    // @24, the vector aligned to 16 @80, ptr @96 -> 100, rounded up to 16;
    // Packed: 1 + 24 + 4.
    assert_eq!(named("%struct.Out").and_then(|t| m.layout().alloc_size(t)), Some(112));
    assert_eq!(named("%struct.Packed").and_then(|t| m.layout().alloc_size(t)), Some(29));
    assert_eq!(named("%struct.Opaque").map(|t| m.layout().alloc_size(t)), Some(None));

    let mut table = llir::TypeTable::new();
    let dl = llir::DataLayout::default();
    let memo = llir::layout::SizeMemo::default();
    let i32t = table.intern(TypeData::Int(32));
    let pair = table.intern(TypeData::Array { elem: i32t, len: 2 });
    assert_eq!(llir::layout::TypeLayout::new(&table, &dl, &memo).alloc_size(pair), Some(8));
    let later = table.intern(TypeData::Array { elem: pair, len: 3 });
    let l = llir::layout::TypeLayout::new(&table, &dl, &memo);
    assert_eq!(l.alloc_size(later), Some(24));
    assert_eq!(l.alloc_size(later), Some(24));
    assert_eq!(l.alloc_size(pair), Some(8));
    let st = table.intern(TypeData::Struct {
        fields: vec![i32t, later],
        packed: false,
    });
    let l = llir::layout::TypeLayout::new(&table, &dl, &memo);
    assert_eq!(l.field_offsets(st).as_deref(), Some(&[0, 4][..]));
    assert_eq!(l.field_offsets(pair), None);
}

/// `, align N` is read from the bytes when it is plain; every other
/// spelling goes through the tokens, with the same result or error.
#[test]
fn alignment_spellings() {
    let m = parse(
        "define void @f(ptr %p) {\n  %a = alloca i32, align 4\n  %v = load i32, ptr %p, align 8, !nontemporal !0\n  \
         store i32 %v, ptr %a, ; why\n align\t16\n  %w = load i32, ptr %p, align 2, align 0004\n  \
         %x = load i32, ptr %p\n  ret void\n}\n!0 = !{i32 1}\n",
    );
    let aligns: Vec<Option<u64>> = insts(&m, "f")
        .iter()
        .filter_map(|d| match &d.kind {
            InstKind::Alloca { align, .. } | InstKind::Load { align, .. } | InstKind::Store { align, .. } => Some(*align),
            _ => None,
        })
        .collect();
    assert_eq!(aligns, [Some(4), Some(8), Some(16), Some(4), None]);
    let f = |src: &str| {
        parse_err(&format!(
            "define void @f(ptr %p) {{\n  %v = load i32, ptr %p, {src}\n  ret void\n}}\n"
        ))
        .to_string()
    };
    assert!(f("align 4x").contains("expected instruction opcode"), "{}", f("align 4x"));
    assert!(f("align 4.5").contains("expected alignment"), "{}", f("align 4.5"));
    assert!(
        f("align 99999999999999999999").contains("expected alignment"),
        "{}",
        f("align 99999999999999999999")
    );
    assert!(f("aligned 4").contains("expected 'align' or metadata attachment after ','"));
}
