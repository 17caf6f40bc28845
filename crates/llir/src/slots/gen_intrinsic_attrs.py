#!/usr/bin/env python3
"""Regenerates intrinsic_attrs.rs: the attribute list (function, return and
parameter attributes) LLVM 19 gives each intrinsic declaration, for every
target.

When LLVM 19 reads a `.ll` file it replaces the attributes written on an
intrinsic declaration with the intrinsic's own (`Intrinsic::getAttributes`,
set by the auto-upgrader after parsing), and it declares an intrinsic that
is called without a `declare` itself, with those attributes too. clang-19
-O2 writes `mustprogress` on some declarations that LLVM then drops,
hand-written tests often write none. The printers number the function
sets and print the parameter attributes, so llir must know them.

Input: the intrinsic names come from the installed
/usr/lib/llvm-19/include/llvm/IR/IntrinsicImpl.inc (package llvm-19-dev,
GET_INTRINSIC_NAME_TABLE and GET_INTRINSIC_OVERLOAD_TABLE); the attributes
come from opt-19 itself: the script declares every intrinsic with
MAX_PARAMS `ptr` parameters and no attributes, and reads back the
declaration and attribute group opt prints for it (the parameter types do
not matter: LLVM 19's attribute list depends on the intrinsic's id only).
Names the auto-upgrader rewrites to their real signature are read from the
rewritten declaration. Names opt cannot declare this way (crashing,
upgraded under another name, or the debug intrinsics that LLVM 19 turns
into records) are absent. Building memssa does not need any of this: the
generated table is committed.

usage: python3 gen_intrinsic_attrs.py > intrinsic_attrs.rs && cargo fmt -p llir
(needs opt-19 and the llvm-19-dev headers)
"""
import os, re, subprocess, sys, tempfile

INC = "/usr/lib/llvm-19/include/llvm/IR/IntrinsicImpl.inc"
# More than any LLVM 19 intrinsic has attributes for (the last index with a
# parameter attribute is 17); checked below.
MAX_PARAMS = 40

text = open(INC).read()
names = re.findall(r'"(llvm\.[^"]*)"', text.split("#ifdef GET_INTRINSIC_NAME_TABLE", 1)[1].split("#endif", 1)[0])
name_set = set(names)
overload_rows = text.split("#ifdef GET_INTRINSIC_OVERLOAD_TABLE", 1)[1].split("};", 1)[0].split("{", 1)[1].split(",")
overload_bytes = []
for row in overload_rows:
    row = row.strip()
    if row:
        overload_bytes.append(sum(1 << int(b) for b in re.findall(r"1<<(\d+)", row)))


def overloaded(intrinsic_id):  # 1-based id, as in LLVM
    return bool(overload_bytes[intrinsic_id // 8] & (1 << (intrinsic_id % 8)))


is_overloaded = {n: overloaded(i) for i, n in enumerate(names, start=1)}

# Keyword attributes that may stand before a return type or after a
# parameter type in opt's output; `align N` is handled apart.
ARG_KEYWORDS = set(
    "immarg nocapture readonly writeonly readnone noalias returned noundef nonnull "
    "zeroext signext inreg nest nofree swiftself swifterror writable dead_on_unwind".split()
)

# name -> (fn attribute text, ret attribute tokens, [param attribute tokens])
found = {}


def split_top(s):
    """Splits a parameter list at the commas outside brackets."""
    out, depth, cur = [], 0, ""
    for c in s:
        if c in "<{[(":
            depth += 1
        elif c in ">}])":
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def param_attrs(p):
    toks = p.split()
    attrs = []
    while toks:
        if toks[-1] in ARG_KEYWORDS:
            attrs.insert(0, toks.pop())
        elif len(toks) >= 2 and toks[-2] == "align" and toks[-1].isdigit():
            attrs.insert(0, "align " + toks.pop())
            toks.pop()
        else:
            break
    assert toks, p
    return attrs


def ret_attrs(r):
    toks = r.split()
    attrs = []
    while toks:
        if toks[0] in ARG_KEYWORDS:
            attrs.append(toks.pop(0))
        elif len(toks) >= 2 and toks[0] == "align" and toks[1].isdigit():
            attrs.append("align " + toks[1])
            del toks[:2]
        else:
            break
    assert toks, r
    return attrs


DECL = re.compile(r'^declare (.*?)@("[^"]*"|[-\w.$]+)\((.*)\)(?: #(\d+))?$')


def declare(batch, workdir):
    path = os.path.join(workdir, "in.ll")
    params = ", ".join(["ptr"] * MAX_PARAMS)
    with open(path, "w") as f:
        f.write("".join('declare void @"%s"(%s)\n' % (n, params) for n in batch))
    p = subprocess.run(["opt-19", "-S", "-disable-verify", path, "-o", "-"], capture_output=True, text=True)
    if p.returncode != 0:  # some x86 names crash the auto-upgrader: bisect them out
        if len(batch) > 1:
            half = len(batch) // 2
            declare(batch[:half], workdir)
            declare(batch[half:], workdir)
        return
    groups = dict(re.findall(r"^attributes #(\d+) = \{ (.*) \}$", p.stdout, re.M))
    for line in p.stdout.splitlines():
        m = DECL.match(line)
        if not m:
            assert not line.startswith("declare"), line
            continue
        name = m.group(2).strip('"')
        if name not in name_set:  # upgraded under another (mangled) name
            continue
        params = [q for q in split_top(m.group(3)) if q != "..."]
        found[name] = (
            groups[m.group(4)] if m.group(4) else "",
            ret_attrs(m.group(1)),
            [param_attrs(q) for q in params],
        )


with tempfile.TemporaryDirectory() as d:
    declare(names, d)

MODREF = {"none": 0, "read": 1, "write": 2, "readwrite": 3}


def memory_bits(spec):
    locs = {}
    default = 0
    for part in spec.split(","):
        part = part.strip()
        if ":" in part:
            k, v = [x.strip() for x in part.split(":")]
            locs[k] = MODREF[v]
        else:
            default = MODREF[part]
    return locs.get("argmem", default) | (locs.get("inaccessiblemem", default) << 2) | (locs.get("other", default) << 4)


def parse_set(s):
    flags, mem = [], None
    for tok in re.findall(r"\w+(?:\([^)]*\))?", s):
        m = re.match(r"memory\((.*)\)$", tok)
        if m:
            mem = memory_bits(m.group(1))
        else:
            assert re.match(r"^\w+$", tok), tok
            flags.append(tok)
    return (tuple(sorted(flags)), mem)


def arg_set(tokens):
    flags, align = [], None
    for t in tokens:
        if t.startswith("align "):
            align = int(t.split()[1])
        else:
            flags.append(t)
    return (tuple(sorted(flags)), align)


def interned(key, index, items):
    if key not in index:
        index[key] = len(items)
        items.append(key)
    return index[key]


fn_sets, fn_index = [], {}
arg_sets, arg_index = [()], {}
arg_sets[0] = ((), None)
arg_index[((), None)] = 0
lists, list_index = [], {}
rows = []
for n in sorted(found):
    fn_text, ret, params = found[n]
    for i, p in enumerate(params):
        assert not (p and i == MAX_PARAMS - 1), "raise MAX_PARAMS: %s" % n
    param_ids = [interned(arg_set(p), arg_index, arg_sets) for p in params]
    while param_ids and param_ids[-1] == 0:
        param_ids.pop()
    key = (
        interned(parse_set(fn_text), fn_index, fn_sets),
        interned(arg_set(ret), arg_index, arg_sets),
        tuple(param_ids),
    )
    rows.append((n, is_overloaded[n], interned(key, list_index, lists)))

missing = sorted(name_set - set(found))
print("%d intrinsics, %d absent: %s" % (len(rows), len(missing), " ".join(missing)), file=sys.stderr)

print("// @generated by gen_intrinsic_attrs.py from LLVM 19.1 (opt-19 and IntrinsicImpl.inc). Do not edit.")
print("//! The attributes LLVM 19 gives each intrinsic's declaration, all targets.")
print()
print("/// Distinct function-attribute sets: `(keyword attributes, memory)`, where")
print("/// `memory` packs two mod/ref bits per location kind (argmem bits 0-1,")
print("/// inaccessiblemem 2-3, other 4-5) and is `None` without a `memory(...)`.")
print("pub(super) static SETS: &[(&[&str], Option<u8>)] = &[")
for flags, mem in fn_sets:
    print("    (&[%s], %s)," % (", ".join('"%s"' % f for f in flags), "None" if mem is None else "Some(0x%02X)" % mem))
print("];")
print()
print("/// Distinct return and parameter attribute sets: `(keyword attributes,")
print("/// align)`. Entry 0 is the empty set.")
print("pub(super) static ARG_SETS: &[(&[&str], Option<u64>)] = &[")
for flags, align in arg_sets:
    print("    (&[%s], %s)," % (", ".join('"%s"' % f for f in flags), "None" if align is None else "Some(%d)" % align))
print("];")
print()
print("/// Distinct attribute lists: `(index into SETS, return set, parameter")
print("/// sets)`, set indices into ARG_SETS; parameters past the slice have none.")
print("pub(super) static LISTS: &[(u16, u16, &[u16])] = &[")
for fn_i, ret_i, params in lists:
    print("    (%d, %d, &[%s])," % (fn_i, ret_i, ", ".join(str(p) for p in params)))
print("];")
print()
print("/// `(name, overloaded, index into LISTS)`, sorted by name.")
print("pub(super) static INTRINSICS: &[(&str, bool, u16)] = &[")
for n, ov, i in rows:
    print('    ("%s", %s, %d),' % (n, "true" if ov else "false", i))
print("];")
