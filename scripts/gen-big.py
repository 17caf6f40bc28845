#!/usr/bin/env python3
"""Generate very large / very deep functions for the no-stack-overflow check.

Usage:
  gen-big.py chain N [OUT]   a function of N blocks in a straight line
                             (default N = 1000000), each block loads and
                             stores %p
  gen-big.py nest D [OUT]    D loops nested in each other (default 10000):
                             loop i has header h<i> (store %p, load %q) and
                             latch l<i> (load %p, store %q, branch back to
                             h<i> or out to l<i-1>); every header gets a
                             MemoryPhi and the dominator tree is ~2*D deep
OUT defaults to standard output. The text is identical to what
filetests::gen_chain / filetests::gen_loop_nest build in memory for
crates/filetests/tests/deep.rs, so the files can be fed to memssa and opt-19.
"""
import sys


def chain(n):
    n = max(n, 1)
    out = ["define i32 @chain(ptr %p) {\nentry:\n  store i32 0, ptr %p, align 4\n"]
    if n == 1:
        out.append("  %v = load i32, ptr %p, align 4\n  ret i32 %v\n}\n")
        return "".join(out)
    out.append("  br label %b1\n")
    for i in range(1, n):
        out.append(f"\nb{i}:\n  %v{i} = load i32, ptr %p, align 4\n  store i32 {i}, ptr %p, align 4\n")
        out.append(f"  br label %b{i + 1}\n" if i + 1 < n else f"  ret i32 %v{i}\n")
    out.append("}\n")
    return "".join(out)


def nest(d):
    d = max(d, 1)
    out = ["define void @nest(ptr noalias %p, ptr noalias %q, i1 %c) {\nentry:\n  br label %h0\n"]
    for i in range(d):
        out.append(f"\nh{i}:\n  store i32 {i}, ptr %p, align 4\n  %a{i} = load i32, ptr %q, align 4\n")
        out.append(f"  br label %h{i + 1}\n" if i + 1 < d else f"  br label %l{i}\n")
    for i in reversed(range(d)):
        out.append(f"\nl{i}:\n  %b{i} = load i32, ptr %p, align 4\n  store i32 %b{i}, ptr %q, align 4\n")
        out.append("  br i1 %c, label %h0, label %exit\n" if i == 0 else f"  br i1 %c, label %h{i}, label %l{i - 1}\n")
    out.append("\nexit:\n  ret void\n}\n")
    return "".join(out)


def main():
    if len(sys.argv) < 2 or sys.argv[1] not in ("chain", "nest") or len(sys.argv) > 4:
        sys.exit(__doc__)
    kind = sys.argv[1]
    size = int(sys.argv[2]) if len(sys.argv) > 2 else (1000000 if kind == "chain" else 10000)
    text = chain(size) if kind == "chain" else nest(size)
    if len(sys.argv) > 3:
        with open(sys.argv[3], "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
