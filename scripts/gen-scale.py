#!/usr/bin/env python3
"""Generate the inputs of issue 14's scaling cases (scripts/scale-bench.sh).

Usage: gen-scale.py KIND N [OUT]
  callchain N   N functions f0..f{N-1}; each allocas an i32, stores to it and
                passes it to the next (f{i}(ptr %p) calls f{i+1}(%a)), so
                every function's mod/ref summary holds the allocas below it
  smallfns N    N small functions (an alloca, a store, a load, a call of an
                external with the caller's pointer) and a main calling them all
  escape N      smallfns, but each passes its own alloca to the external, so
                everything escapes and main's N calls each touch all but one
                of N objects: O(N^2) MUs and CHIs in main's partitioned
                Memory SSA (regions are explicit per call; not fixed)
  switch N      one function with one switch of N cases; case block i stores
                to its own alloca slot and branches to a shared exit
  phi N         one pointer phi of N incoming values, each an alloca of its
                own predecessor block
  addrglobal N  N functions, each storing its own address into one global,
                and a function calling through that global
OUT defaults to standard output. Files are plain LLVM 19 text that opt-19
reads.
"""
import sys


def callchain(n):
    out = []
    for i in range(n):
        out.append(f"define void @f{i}(ptr %p) {{\nentry:\n  %a = alloca i32, align 4\n"
                   f"  store i32 {i}, ptr %a, align 4\n  store i32 {i}, ptr %p, align 4\n")
        if i + 1 < n:
            out.append(f"  call void @f{i + 1}(ptr %a)\n")
        out.append("  %v = load i32, ptr %a, align 4\n  ret void\n}\n\n")
    out.append("define i32 @main() {\nentry:\n  %r = alloca i32, align 4\n"
               "  call void @f0(ptr %r)\n  ret i32 0\n}\n")
    return "".join(out)


def smallfns(n, escape=False):
    out = ["declare void @ext(ptr)\n\n"]
    for i in range(n):
        out.append(f"define i32 @g{i}(ptr %p) {{\nentry:\n  %a = alloca i32, align 4\n"
                   f"  store i32 {i}, ptr %a, align 4\n")
        out.append("  call void @ext(ptr %a)\n" if escape else "  call void @ext(ptr %p)\n")
        out.append("  %v = load i32, ptr %a, align 4\n  store i32 %v, ptr %p, align 4\n"
                   "  ret i32 %v\n}\n\n")
    out.append("define i32 @main() {\nentry:\n  %r = alloca i32, align 4\n")
    for i in range(n):
        out.append(f"  %c{i} = call i32 @g{i}(ptr %r)\n")
    out.append("  ret i32 0\n}\n")
    return "".join(out)


def switch(n):
    out = [f"define i32 @sw(i32 %x) {{\nentry:\n  %a = alloca [{n} x i32], align 4\n"
           "  switch i32 %x, label %exit [\n"]
    for i in range(n):
        out.append(f"    i32 {i}, label %c{i}\n")
    out.append("  ]\n")
    for i in range(n):
        out.append(f"\nc{i}:\n  %g{i} = getelementptr inbounds [{n} x i32], ptr %a, i64 0, i64 {i}\n"
                   f"  store i32 {i}, ptr %g{i}, align 4\n  br label %exit\n")
    out.append("\nexit:\n  %v = load i32, ptr %a, align 4\n  ret i32 %v\n}\n")
    return "".join(out)


def phi(n):
    out = ["define ptr @ph(i32 %x) {\nentry:\n  switch i32 %x, label %b0 [\n"]
    for i in range(1, n):
        out.append(f"    i32 {i}, label %b{i}\n")
    out.append("  ]\n")
    for i in range(n):
        out.append(f"\nb{i}:\n  %a{i} = alloca i32, align 4\n  br label %join\n")
    out.append("\njoin:\n  %p = phi ptr ")
    out.append(", ".join(f"[ %a{i}, %b{i} ]" for i in range(n)))
    out.append("\n  store i32 1, ptr %p, align 4\n  ret ptr %p\n}\n")
    return "".join(out)


def addrglobal(n):
    out = ["@g = global ptr null, align 8\n\n"]
    for i in range(n):
        out.append(f"define void @h{i}() {{\nentry:\n  store ptr @h{i}, ptr @g, align 8\n  ret void\n}}\n\n")
    out.append("define i32 @main() {\nentry:\n")
    for i in range(n):
        out.append(f"  call void @h{i}()\n")
    out.append("  %f = load ptr, ptr @g, align 8\n  call void %f()\n  ret i32 0\n}\n")
    return "".join(out)


KINDS = {"callchain": callchain, "smallfns": smallfns, "escape": lambda n: smallfns(n, True), "switch": switch, "phi": phi, "addrglobal": addrglobal}


def main():
    if len(sys.argv) not in (3, 4) or sys.argv[1] not in KINDS:
        sys.exit(__doc__)
    text = KINDS[sys.argv[1]](int(sys.argv[2]))
    if len(sys.argv) == 4:
        with open(sys.argv[3], "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
