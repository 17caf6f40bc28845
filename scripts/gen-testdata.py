#!/usr/bin/env python3
"""Write the generated inputs of the file tests (before canonicalization).

Usage: gen-testdata.py TESTS_DATA_DIR

Writes:
  limits/limN.ll          N stores to p[1..N], then two loads of p[0]
                          (N = 98, 99, 100, 101, 150): the walk limit and
                          the OptimizeUses window (reference 7.3)
  limits/cache.ll         60 stores, load, 60 stores, load, wider load:
                          the per-key cache of OptimizeUses (7.3)
  limits/restart.ll       a phi below many non-clobbering Defs: the walker
                          restarts from the Use and spends its budget twice
                          (7.2 item 3)
  limits/deep-phis.ll     a long chain of diamonds, so phi optimization
                          continues across many phis with a shared budget
  random/rand-S.ll        random CFGs (shuffled layout, switches with
                          duplicate targets, self loops, unreachable blocks)
                          with loads/stores/calls over several noalias
                          pointers, for seeds S in SEEDS
Everything is deterministic (seeded); scripts/regen-expected.sh runs this
and then canonicalizes the files with opt-19.
"""
import os
import random
import sys

SEEDS = range(1, 9)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    # The raw text is always rewritten; regen-expected.sh canonicalizes it
    # right after, so an unchanged generator leaves the committed file as is.
    with open(path, "w") as f:
        f.write(text)


def lim(n):
    out = [f'source_filename = "limits/lim{n}: {n} non-aliasing stores above two loads of p[0]"', "",
           "define i32 @lim(ptr %p) {", "entry:"]
    for i in range(1, n + 1):
        out.append(f"  %g{i} = getelementptr inbounds i32, ptr %p, i64 {i}")
        out.append(f"  store i32 {i}, ptr %g{i}, align 4")
    out += ["  %a = load i32, ptr %p, align 4", "  %b = load i32, ptr %p, align 4",
            "  %s = add i32 %a, %b", "  ret i32 %s", "}", ""]
    return "\n".join(out)


def cache():
    out = ['source_filename = "limits/cache: OptimizeUses reuses the per-key answer and only rescans new entries"', "",
           "define i64 @cache(ptr %p) {", "entry:"]
    k = 0
    for _ in range(60):
        k += 1
        out.append(f"  %g{k} = getelementptr inbounds i32, ptr %p, i64 {k + 1}")
        out.append(f"  store i32 {k}, ptr %g{k}, align 4")
    out.append("  %a = load i32, ptr %p, align 4")
    for _ in range(60):
        k += 1
        out.append(f"  %g{k} = getelementptr inbounds i32, ptr %p, i64 {k + 1}")
        out.append(f"  store i32 {k}, ptr %g{k}, align 4")
    out += ["  %b = load i32, ptr %p, align 4", "  %c = load i64, ptr %p, align 8",
            "  %a64 = zext i32 %a to i64", "  %s = add i64 %a64, %c", "  ret i64 %s", "}", ""]
    return "\n".join(out)


def restart():
    out = ['source_filename = "limits/restart: the walker restarts from the Use and counts the Defs below the phi again"', "",
           "define i32 @restart(ptr noalias %p, ptr noalias %q, i1 %c) {", "entry:",
           "  store i32 0, ptr %p, align 4", "  br i1 %c, label %a, label %b", ""]
    k = 0
    for arm in ("a", "b"):
        out.append(f"{arm}:")
        for _ in range(30):
            k += 1
            out.append(f"  %g{k} = getelementptr inbounds i32, ptr %q, i64 {k}")
            out.append(f"  store i32 {k}, ptr %g{k}, align 4")
        out += ["  br label %j", ""]
    out.append("j:")
    for _ in range(60):
        k += 1
        out.append(f"  %g{k} = getelementptr inbounds i32, ptr %q, i64 {k}")
        out.append(f"  store i32 {k}, ptr %g{k}, align 4")
    out += ["  %v = load i32, ptr %p, align 4", "  %w = load i32, ptr %p, align 4", "  ret i32 %v", "}", ""]
    return "\n".join(out)


def deep_phis(n=40):
    out = [f'source_filename = "limits/deep-phis: {n} diamonds storing only %q, then a load of %p"', "",
           "define i32 @deep(ptr noalias %p, ptr noalias %q, i1 %c) {", "entry:",
           "  store i32 0, ptr %p, align 4", "  br label %d0", ""]
    for i in range(n):
        out += [f"d{i}:", f"  br i1 %c, label %l{i}, label %r{i}", "",
                f"l{i}:", f"  store i32 {i}, ptr %q, align 4", f"  br label %d{i + 1}", "",
                f"r{i}:", f"  br label %d{i + 1}", ""]
    out += [f"d{n}:", "  %v = load i32, ptr %p, align 4", "  %w = load i32, ptr %q, align 4", "  ret i32 %v", "}", ""]
    return "\n".join(out)


def rand_fn(rng, fname):
    """One random function over NP noalias pointers and one may-alias one."""
    nblocks = rng.randint(3, 14)
    npt = rng.randint(1, 4)
    names = ["entry"] + [f"b{i}" for i in range(1, nblocks)]
    params = ", ".join(f"ptr noalias %p{i}" for i in range(npt)) + ", ptr %m, i1 %c, i32 %x"
    lines = [f"define void @{fname}({params}) {{"]
    body = {}
    val = 0
    for b in range(nblocks):
        insts = []
        for _ in range(rng.choice([0, 0, 1, 1, 2, 3, 4])):
            kind = rng.choice("SSLLLCGV")
            ptr = f"%p{rng.randrange(npt)}" if rng.random() < 0.85 else "%m"
            if kind == "S":
                insts.append(f"  store i32 {b}, ptr {ptr}, align 4")
            elif kind == "L":
                insts.append(f"  %v{val} = load i32, ptr {ptr}, align 4")
                val += 1
            elif kind == "C":
                insts.append(rng.choice(["  call void @unk()", f"  call void @rd(ptr {ptr})", f"  call void @wr(ptr {ptr})"]))
            elif kind == "G":
                insts.append(f"  %v{val} = getelementptr inbounds i32, ptr {ptr}, i64 {rng.randint(0, 2)}")
                insts.append(f"  store i32 {b}, ptr %v{val}, align 4")
                val += 1
            else:
                insts.append(f"  %v{val} = load volatile i32, ptr {ptr}, align 4")
                val += 1
        r = rng.random()
        if b != 0 and r < 0.15:
            term = "  ret void"
        elif r < 0.45:
            term = f"  br label %{names[rng.randrange(1, nblocks)]}"
        elif r < 0.85:
            term = f"  br i1 %c, label %{names[rng.randrange(1, nblocks)]}, label %{names[rng.randrange(1, nblocks)]}"
        else:
            cases = " ".join(f"i32 {j}, label %{names[rng.randrange(1, nblocks)]}" for j in range(rng.randint(1, 4)))
            term = f"  switch i32 %x, label %{names[rng.randrange(1, nblocks)]} [ {cases} ]"
        body[b] = insts + [term]
    order = list(range(1, nblocks))
    rng.shuffle(order)
    for b in [0] + order:
        lines.append(f"{names[b]}:")
        lines += body[b]
    lines.append("}")
    return "\n".join(lines)


def rand_file(seed):
    rng = random.Random(seed)
    fns = [rand_fn(rng, f"f{k}") for k in range(3)]
    head = [f'source_filename = "random/rand-{seed}: random CFGs over noalias pointers (seed {seed})"', "",
            "declare void @unk()", "declare void @rd(ptr) memory(argmem: read)",
            "declare void @wr(ptr) memory(argmem: write)", ""]
    return "\n".join(head) + "\n" + "\n\n".join(fns) + "\n"


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: gen-testdata.py TESTS_DATA_DIR")
    root = sys.argv[1]
    for n in (98, 99, 100, 101, 150):
        write(os.path.join(root, "limits", f"lim{n}.ll"), lim(n))
    write(os.path.join(root, "limits", "cache.ll"), cache())
    write(os.path.join(root, "limits", "restart.ll"), restart())
    write(os.path.join(root, "limits", "deep-phis.ll"), deep_phis())
    for s in SEEDS:
        write(os.path.join(root, "random", f"rand-{s}.ll"), rand_file(s))


if __name__ == "__main__":
    main()
