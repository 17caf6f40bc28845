#!/usr/bin/env python3
"""Regenerates intrinsics.rs: the memory effects LLVM 19 gives each
intrinsic (target-independent and every target's: `llvm.arm.neon.vld1` is
known to opt-19 whatever the module's triple), whatever the `.ll` declares.

LLVM replaces the attributes written on an intrinsic declaration with the
intrinsic's own, so a hand-written `declare float @llvm.sqrt.f32(float)` is
`memory(none)` to opt-19. This script asks opt-19 itself: it declares every
intrinsic named in the installed IntrinsicImpl.inc without attributes and
reads back the `memory(...)` opt prints. The few intrinsics opt-19 cannot
read declared that way (its auto-upgrader crashes on the wrong signature)
are declared with their real signature (TYPED); any other such intrinsic
is left out and reported on stderr, and its declared attributes are used.

usage: python3 gen_intrinsics.py > intrinsics.rs   (needs opt-19 and llvm-19-dev headers)
"""
import re, subprocess, sys, tempfile, os

INC = "/usr/lib/llvm-19/include/llvm/IR/IntrinsicImpl.inc"

text = open(INC).read()
names_block = text.split("#ifdef GET_INTRINSIC_NAME_TABLE", 1)[1].split("#endif", 1)[0]
names = re.findall(r'"(llvm\.[^"]*)"', names_block)
otable_block = text.split("#ifdef GET_INTRINSIC_OVERLOAD_TABLE", 1)[1].split("};", 1)[0]
rows = otable_block.split("{", 1)[1].split(",")
obytes = []
for r in rows:
    r = r.strip()
    if not r:
        continue
    v = 0
    for bit in re.findall(r"1<<(\d+)", r):
        v |= 1 << int(bit)
    obytes.append(v)

def overloaded(idx):  # idx: 1-based intrinsic id
    return bool(obytes[idx // 8] & (1 << (idx % 8)))

sel = []
for i, n in enumerate(names, start=1):
    sel.append((n, overloaded(i)))

def run_opt(names):
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "in.ll")
        with open(src, "w") as f:
            for n in names:
                f.write('declare void @"%s"()\n' % n)
        r = subprocess.run(["opt-19", "-S", "-disable-verify", src, "-o", "-"], capture_output=True, text=True)
        return r.stdout if r.returncode == 0 else None

# Intrinsics opt-19's auto-upgrader crashes on when declared `void()`:
# declared with their real signature instead.
TYPED = {
    "llvm.riscv.aes32dsi": "i32 (i32, i32, i32 immarg)",
    "llvm.riscv.aes32dsmi": "i32 (i32, i32, i32 immarg)",
    "llvm.riscv.aes32esi": "i32 (i32, i32, i32 immarg)",
    "llvm.riscv.aes32esmi": "i32 (i32, i32, i32 immarg)",
    "llvm.riscv.sm4ed": "i32 (i32, i32, i32 immarg)",
    "llvm.riscv.sm4ks": "i32 (i32, i32, i32 immarg)",
    "llvm.x86.avx512bf16.dpbf16ps.128": "<4 x float> (<4 x float>, <8 x bfloat>, <8 x bfloat>)",
    "llvm.x86.avx512bf16.dpbf16ps.256": "<8 x float> (<8 x float>, <16 x bfloat>, <16 x bfloat>)",
    "llvm.x86.avx512bf16.dpbf16ps.512": "<16 x float> (<16 x float>, <32 x bfloat>, <32 x bfloat>)",
    "llvm.x86.xop.vpermil2pd": "<2 x double> (<2 x double>, <2 x double>, <2 x i64>, i8 immarg)",
    "llvm.x86.xop.vpermil2pd.256": "<4 x double> (<4 x double>, <4 x double>, <4 x i64>, i8 immarg)",
    "llvm.x86.xop.vpermil2ps": "<4 x float> (<4 x float>, <4 x float>, <4 x i32>, i8 immarg)",
    "llvm.x86.xop.vpermil2ps.256": "<8 x float> (<8 x float>, <8 x float>, <8 x i32>, i8 immarg)",
}

def run_typed(name):
    ret, args = TYPED[name].split(" (", 1)
    with tempfile.TemporaryDirectory() as d:
        src = os.path.join(d, "in.ll")
        with open(src, "w") as f:
            f.write('declare %s @"%s"(%s\n' % (ret, name, args))
        r = subprocess.run(["opt-19", "-S", "-disable-verify", src, "-o", "-"], capture_output=True, text=True)
        return r.stdout if r.returncode == 0 else None

def collect(names):
    """opt's output for `names`, bisecting down to the names opt cannot read
    declared `void()` and declaring those with their real signature."""
    out = run_opt(names)
    if out is not None:
        return [out]
    if len(names) == 1:
        typed = run_typed(names[0]) if names[0] in TYPED else None
        if typed is not None:
            return [typed]
        sys.stderr.write("left out (opt-19 fails on it): %s\n" % names[0])
        return []
    h = len(names) // 2
    return collect(names[:h]) + collect(names[h:])

out = "\n".join(collect([n for n, _ in sel]))

mem = {}
comment = ""
for line in out.splitlines():
    if line.startswith("; Function Attrs:"):
        comment = line
        continue
    m = re.match(r'declare\b.*?@"?([^"( ]*)"?\(', line)
    if m:
        mm = re.search(r"memory\(([^)]*)\)", comment)
        mem[m.group(1)] = mm.group(1) if mm else None
        comment = ""

BITS = {"none": 0, "read": 1, "write": 2, "readwrite": 3}
def encode(spec):
    if spec is None:
        return 0x3F
    locs = {"argmem": None, "inaccessiblemem": None, "other": None}
    default = None
    for part in spec.split(","):
        part = part.strip()
        if ":" in part:
            k, v = [x.strip() for x in part.split(":")]
            locs[k] = BITS[v]
        else:
            default = BITS[part]
    for k in locs:
        if locs[k] is None:
            locs[k] = default if default is not None else 0
    return locs["argmem"] | (locs["inaccessiblemem"] << 2) | (locs["other"] << 4)

print("// @generated by gen_intrinsics.py from LLVM 19.1 (opt-19 and IntrinsicImpl.inc). Do not edit.")
print("//! Memory effects of LLVM 19's intrinsics, target-independent and of every target.")
print("")
print("/// `(name, overloaded, effects)`, sorted by name. `effects` packs two")
print("/// mod/ref bits per location kind: argmem (bits 0-1), inaccessiblemem")
print("/// (2-3), other (4-5); `0x3F` is unknown. Intrinsics whose declaration")
print("/// opt-19 auto-upgrades to another name are absent.")
print("pub(super) static INTRINSICS: &[(&str, bool, u8)] = &[")
for n, ov in sorted(sel):
    if n not in mem:
        continue
    print('    ("%s", %s, 0x%02X),' % (n, "true" if ov else "false", encode(mem[n])))
print("];")
