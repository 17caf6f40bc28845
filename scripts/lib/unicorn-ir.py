#!/usr/bin/env python3
"""unicorn-ir.py — compile a configured Unicorn build tree to textual LLVM IR.

Used by scripts/corpus.sh --libs unicorn; not meant to be run alone, but can
be:  unicorn-ir.py BUILD_DIR OUT_DIR LEVEL JOBS   (LEVEL is O0 or O2)

BUILD_DIR must be configured by CMake with CMAKE_EXPORT_COMPILE_COMMANDS=ON
(and CC=clang-19). Its compile_commands.json is the plan: each entry's
compile command is kept, except that `-O3 -DNDEBUG ... -o X.o -c SRC`
becomes `<level flags> -S -emit-llvm -g0 -w ... -o OUT_DIR/unicorn/LEVEL/X.ll`.
Every entry is kept: the static libraries that make up libunicorn (the
per-architecture QEMU cores, unicorn-common and the API in uc.c). The same
QEMU source is compiled once per architecture (with different -D and
include paths, and symbols renamed per architecture by qemu/<arch>.h), so
the IR file is named after the object (target directory and source path).
One global escapes that renaming: `cpu_interrupt_handler` is defined in
every architecture's accel/tcg/tcg-all.c (a native static link of
libunicorn needs -allow-multiple-definition, which unicorn-engine-sys's
build.rs passes). We rename it per architecture with -D, as qemu/<arch>.h
does for the other symbols, so that llvm-link-19 can link all of them.

Exit status: 0 if every TU compiled, 1 otherwise (failures listed on stdout
as `FAIL<TAB>unicorn/LEVEL/obj<TAB>first error line`), 2 if the plan is
missing or empty. Writes OUT_DIR/unicorn/LEVEL/.objects, the link list.
"""
import json
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def plan(build):
    """Returns [(object, argv, source path, working directory)], in order."""
    with open(os.path.join(build, "compile_commands.json")) as f:
        entries = json.load(f)
    out, seen = [], set()
    for e in entries:
        argv = e["arguments"] if "arguments" in e else shlex.split(e["command"])
        obj = argv[argv.index("-o") + 1] if "-o" in argv else e["output"]
        if obj in seen:
            continue
        seen.add(obj)
        src = e["file"] if os.path.isabs(e["file"]) else os.path.join(e["directory"], e["file"])
        out.append((obj, argv, src, e["directory"]))
    return out


# Globals defined once per architecture that qemu/<arch>.h does not rename.
RENAME_PER_ARCH = ["cpu_interrupt_handler"]


def arch_of(obj):
    """CMakeFiles/x86_64-softmmu.dir/... -> x86_64 (None for the common code)."""
    first = obj.split("/")[1] if obj.startswith("CMakeFiles/") else ""
    if first.endswith("-softmmu.dir"):
        return first[: -len("-softmmu.dir")].replace("-", "_")
    return None


def ll_name(obj):
    """CMakeFiles/x86_64-softmmu.dir/qemu/exec.c.o -> x86_64-softmmu_qemu_exec.ll"""
    rel = obj
    if rel.startswith("CMakeFiles/"):
        rel = rel[len("CMakeFiles/"):]
    rel = rel.replace(".dir/", "/", 1)
    for suf in (".c.o", ".o"):
        if rel.endswith(suf):
            rel = rel[: -len(suf)]
            break
    return rel.replace("/", "_") + ".ll"


def ir_command(argv, level, dst, arch=None):
    """Rewrites one object compile command into an IR-emitting one."""
    lflags = ["-O0", "-Xclang", "-disable-O0-optnone"] if level == "O0" else ["-O2"]
    new, skip = [], 0
    for w in argv:
        if skip:
            skip -= 1
            continue
        if w in ("-MF", "-MT", "-MQ", "-o"):
            skip = 1
            continue
        if w in ("-MMD", "-MD", "-c") or (w.startswith("-O") and len(w) <= 3):
            continue
        new.append(w)
    if arch:
        new[1:1] = [f"-D{g}={g}_{arch}" for g in RENAME_PER_ARCH]
    return new[:1] + lflags + ["-S", "-emit-llvm", "-g0", "-w", "-o", dst] + new[1:]


def main():
    build, out, level, jobs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    cc = os.environ.get("CLANG", "clang-19")
    objs = plan(build)
    if not objs:
        print("unicorn-ir: empty compile_commands.json", file=sys.stderr)
        return 2
    dst_dir = os.path.join(out, "unicorn", level)
    os.makedirs(dst_dir, exist_ok=True)

    def one(item):
        obj, argv, src, cwd = item
        dst = os.path.join(dst_dir, ll_name(obj))
        if (os.path.exists(dst) and os.path.getsize(dst) > 0
                and os.path.getmtime(dst) > os.path.getmtime(src)):
            return None
        cmd = ir_command([cc] + argv[1:], level, dst + ".tmp", arch_of(obj))
        r = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
        if r.returncode != 0:
            err = next((l for l in r.stderr.splitlines() if "error" in l), r.stderr[:200])
            return f"FAIL\tunicorn/{level}/{obj}\t{err}"
        os.replace(dst + ".tmp", dst)
        return None

    print(f"unicorn-ir: {len(objs)} TUs at {level} with -j{jobs}", file=sys.stderr)
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        fails = [r for r in ex.map(one, objs) if r]
    for f in fails:
        print(f)
    with open(os.path.join(dst_dir, ".objects"), "w") as f:
        for obj, _, _, _ in objs:
            f.write(os.path.join(dst_dir, ll_name(obj)) + "\n")
    return 1 if fails else 0


if __name__ == "__main__":
    sys.exit(main())
