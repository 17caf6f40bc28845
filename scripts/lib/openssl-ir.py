#!/usr/bin/env python3
"""openssl-ir.py — compile a configured OpenSSL build tree to textual LLVM IR.

Used by scripts/corpus.sh --libs openssl; not meant to be run alone, but can
be:  openssl-ir.py BUILD_DIR OUT_DIR LEVEL JOBS   (LEVEL is O0 or O2)

BUILD_DIR must be configured (`Configure ... CC=clang-19`) and have run
`make build_generated`. We ask make for its plan (`make -n build_libs
build_programs`) instead of re-deriving OpenSSL's flags: every object's
compile command is taken from that plan, `-O3 -c -o X.o` becomes
`<level flags> -S -emit-llvm -g0 -w -o OUT_DIR/openssl/LEVEL/X.ll`, and the
dependency-file options are dropped.

The objects kept are exactly those the `openssl` program links: the members
of libcrypto.a and libssl.a (which already contain libcommon/libdefault/
liblegacy), of apps/libapps.a, and the program's own objects. They are
written one per TU, and the caller links them with llvm-link-19.

Exit status: 0 if every TU compiled, 1 otherwise (failures listed on stdout
as `FAIL<TAB>openssl/LEVEL/obj<TAB>first error line`).
"""
import os
import shlex
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def generate(build, jobs):
    """Makes the generated sources the objects need. `make build_generated`
    leaves some out (crypto/buildinf.h, the providers' DER tables, the
    apps' progs.[ch]); the Makefile's GENERATED variable lists them all."""
    with open(os.path.join(build, "Makefile")) as f:
        text = f.read().replace("\\\n", " ")
    gen = []
    for line in text.splitlines():
        if line.startswith("GENERATED="):
            gen = [w for w in line.split("=", 1)[1].split() if w.endswith((".c", ".h"))]
    if gen:
        subprocess.run(["make", f"-j{jobs}"] + gen, cwd=build, check=True,
                       stdout=subprocess.DEVNULL)


def plan(build):
    """Returns (compile command by object, ordered object list)."""
    out = subprocess.run(
        ["make", "-n", "build_libs", "build_programs"],
        cwd=build, capture_output=True, text=True, check=True).stdout
    # Join the backslash-continued lines of the link command.
    lines = out.replace("\\\n", " ").splitlines()
    compile_cmd, archives, program = {}, {}, []
    for line in lines:
        words = line.split()
        if not words:
            continue
        if words[0] == "ar" and len(words) > 3:
            archives.setdefault(words[2], []).extend(words[3:])
        elif " -c " in line and " -o " in line:
            argv = shlex.split(line)
            obj = argv[argv.index("-o") + 1]
            compile_cmd.setdefault(obj, argv)
        elif "-o apps/openssl " in line:
            program = [w for w in words if w.endswith(".o")]
    wanted = []
    for lib in ("libcrypto.a", "libssl.a", "apps/libapps.a"):
        wanted.extend(archives.get(lib, []))
    wanted.extend(program)
    seen, objs = set(), []
    for o in wanted:  # `make -n` may print an archive twice
        if o not in seen:
            seen.add(o)
            objs.append(o)
    return compile_cmd, objs


def ir_command(argv, level, dst):
    """Rewrites one object compile command into an IR-emitting one."""
    lflags = ["-O0", "-Xclang", "-disable-O0-optnone"] if level == "O0" else ["-O2"]
    new, skip = [], 0
    for i, w in enumerate(argv):
        if skip:
            skip -= 1
            continue
        if w in ("-MF", "-o"):
            skip = 1
            continue
        if w in ("-MMD", "-MD", "-c") or (w.startswith("-O") and len(w) <= 3):
            continue
        new.append(w)
    return new[:1] + lflags + ["-S", "-emit-llvm", "-g0", "-w", "-o", dst] + new[1:]


def main():
    build, out, level, jobs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    generate(build, jobs)
    cmds, objs = plan(build)
    missing = [o for o in objs if o not in cmds]
    if missing or not objs:
        print(f"openssl-ir: no compile command for {missing[:5]} ({len(objs)} objects)",
              file=sys.stderr)
        return 2
    dst_dir = os.path.join(out, "openssl", level)
    os.makedirs(dst_dir, exist_ok=True)

    def one(obj):
        dst = os.path.join(dst_dir, obj.replace("/", "_")[:-2] + ".ll")
        src = cmds[obj][-1]
        src_path = os.path.join(build, src)
        if (os.path.exists(dst) and os.path.getsize(dst) > 0
                and os.path.getmtime(dst) > os.path.getmtime(src_path)):
            return None
        r = subprocess.run(ir_command(cmds[obj], level, dst + ".tmp"), cwd=build,
                           capture_output=True, text=True)
        if r.returncode != 0:
            err = next((l for l in r.stderr.splitlines() if "error" in l), r.stderr[:200])
            return f"FAIL\topenssl/{level}/{obj}\t{err}"
        os.replace(dst + ".tmp", dst)
        return None

    print(f"openssl-ir: {len(objs)} TUs at {level} with -j{jobs}", file=sys.stderr)
    with ThreadPoolExecutor(max_workers=jobs) as ex:
        fails = [r for r in ex.map(one, objs) if r]
    for f in fails:
        print(f)
    # The link list, in link order, for the caller.
    with open(os.path.join(dst_dir, ".objects"), "w") as f:
        for o in objs:
            f.write(obj_ll(dst_dir, o) + "\n")
    return 1 if fails else 0


def obj_ll(dst_dir, obj):
    return os.path.join(dst_dir, obj.replace("/", "_")[:-2] + ".ll")


if __name__ == "__main__":
    sys.exit(main())
