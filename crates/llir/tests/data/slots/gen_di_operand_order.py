kinds = {
 "DILocation": ("line: 1", ["scope","inlinedAt"]),
 "DISubrange": ("", ["count","lowerBound","upperBound","stride"]),
 "DIGenericSubrange": ("", ["count","lowerBound","upperBound","stride"]),
 "DIStringType": ("name: \"s\"", ["stringLength","stringLengthExpression","stringLocationExpression"]),
 "DIDerivedType": ("tag: DW_TAG_pointer_type", ["scope","file","baseType","extraData","annotations"]),
 "DICompositeType": ("tag: DW_TAG_structure_type", ["scope","file","baseType","elements","vtableHolder","templateParams","discriminator","dataLocation","associated","allocated","rank","annotations"]),
 "DISubroutineType": ("", ["types"]),
 "DICompileUnit": ("language: DW_LANG_C99, emissionKind: FullDebug", ["file","enums","retainedTypes","globals","imports","macros"]),
 "DISubprogram": ("name: \"f\", spFlags: DISPFlagDefinition", ["scope","file","type","containingType","unit","templateParams","declaration","retainedNodes","thrownTypes","annotations"]),
 "DILexicalBlock": ("", ["scope","file"]),
 "DILexicalBlockFile": ("discriminator: 0", ["scope","file"]),
 "DINamespace": ("", ["scope"]),
 "DICommonBlock": ("", ["scope","declaration","file"]),
 "DIMacroFile": ("", ["file","nodes"]),
 "DIModule": ("name: \"m\"", ["scope","file"]),
 "DITemplateTypeParameter": ("", ["type"]),
 "DITemplateValueParameter": ("", ["type","value"]),
 "DIGlobalVariable": ("name: \"g\"", ["scope","file","type","declaration","templateParams","annotations"]),
 "DILocalVariable": ("name: \"v\"", ["scope","file","type","annotations"]),
 "DILabel": ("name: \"l\", line: 1", ["scope","file"]),
 "DIGlobalVariableExpression": ("expr: !DIExpression()", ["var"]),
 "DIObjCProperty": ("name: \"p\"", ["file","type"]),
 "DIImportedEntity": ("tag: DW_TAG_imported_module", ["scope","entity","file","elements"]),
}
roots = []; lines = []
n = 1000
for k, (extra, fields) in kinds.items():
    root = n; n += 1; roots.append(root)
    parts = [extra] if extra else []
    # write fields in reverse of the printed order to check order independence
    for f in reversed(fields):
        parts.append(f"{f}: !{n}")
        lines.append(f"!{n} = distinct !{{!\"{k}.{f}\"}}")
        n += 1
    lines.append(f"!{root} = distinct !{k}({', '.join(parts)})")
    n += 10
# GenericDINode operands keep written order
lines.append(f"!{n} = distinct !GenericDINode(tag: DW_TAG_entry_point, header: \"x\", operands: {{!{n+2}, null, !{n+1}}})")
lines.append(f"!{n+1} = distinct !{{!\"GenericDINode.op2\"}}")
lines.append(f"!{n+2} = distinct !{{!\"GenericDINode.op0\"}}")
roots.append(n)
print("; Every specialized debug-info node kind with each node-valued field pointing at")
print("; its own tuple; opt-19 -S renumbers them in LLVM's operand (walk) order.")
print("!named = !{" + ", ".join(f"!{r}" for r in reversed(roots)) + "}")
print("\n".join(lines))
