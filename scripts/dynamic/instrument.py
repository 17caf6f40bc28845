#!/usr/bin/env python3
"""instrument.py — record the targets of indirect calls at run time.

Usage: instrument.py IN.ll OUT.ll SITES.tsv FUNCS.txt

Reads textual LLVM IR (clang-19 / llvm-link-19 output) and writes a copy in
which every call through a pointer is preceded by

    call void @__dyncheck_icall(i32 SITE, ptr CALLEE)

SITE numbers the indirect call sites of the whole module in text order.
SITES.tsv gets one line per site: SITE, the enclosing function, and the
index of the call among the function's instructions (0-based, text order,
as `memssa pta --call-graph` numbers them), which is how the checker finds
the site in memssa's call graph. An instruction is a body line indented by
exactly two spaces (clang-19 and llvm-link-19 indent `switch` cases deeper
and put labels at the margin). The module also gets a table of the addresses of every function it
defines or declares (intrinsics excepted), `@__dyncheck_fns`, whose names
go to FUNCS.txt in table order, so the run-time library (runtime.c) can
name the callee it saw without symbol tables.
"""
import re
import sys

# `define ... @name(`: the function a body line belongs to.
DEFINE = re.compile(r'^define\b.*?@("(?:[^"\\]|\\.)*"|[-\w.$]+)\(')
DECLARE = re.compile(r'^declare\b.*?@("(?:[^"\\]|\\.)*"|[-\w.$]+)\(')
INSTRUCTION = re.compile(r'^  [^ \]]')
# A call instruction: `[%x = ][tail ]call ...`. The callee is the first
# `%x(` or `@x(` after the keyword (return types and function types never
# have a value name right before a parenthesis).
CALL = re.compile(r'^\s+(?:%[-\w.$"]+\s*=\s*)?(?:(?:tail|musttail|notail)\s+)?call\b')
CALLEE = re.compile(r'\s(%(?:"(?:[^"\\]|\\.)*"|[-\w.$]+)|@(?:"(?:[^"\\]|\\.)*"|[-\w.$]+))\(')
INVOKE = re.compile(r'^\s+(?:%[-\w.$"]+\s*=\s*)?invoke\b')


def main():
    if len(sys.argv) != 5:
        sys.exit(__doc__)
    src, dst, sites_path, funcs_path = sys.argv[1:]
    with open(src) as f:
        lines = f.read().split('\n')
    out = []
    sites = []
    funcs = []
    func = None
    inst = 0
    for line in lines:
        m = DEFINE.match(line)
        if m:
            func, inst = m.group(1), 0
            funcs.append(m.group(1))
            out.append(line)
            continue
        m = DECLARE.match(line)
        if m and not m.group(1).startswith('llvm.'):
            funcs.append(m.group(1))
        if func is not None and INVOKE.match(line):
            sys.exit(f'{src}: invoke is not supported (C input only)')
        if func is not None and CALL.match(line):
            after = line[CALL.match(line).end():]
            c = CALLEE.search(after)
            if c and c.group(1).startswith('%'):
                site = len(sites)
                sites.append((site, func, inst))
                indent = line[:len(line) - len(line.lstrip())]
                out.append(f'{indent}call void @__dyncheck_icall(i32 {site}, ptr {c.group(1)})')
        if line.startswith('}'):
            func = None
        elif func is not None and INSTRUCTION.match(line):
            inst += 1
        out.append(line)
    out.append('declare void @__dyncheck_icall(i32, ptr)')
    table = ', '.join(f'ptr @{n}' for n in funcs)
    out.append(f'@__dyncheck_fns = constant [{len(funcs)} x ptr] [{table}]')
    out.append(f'@__dyncheck_nfns = constant i32 {len(funcs)}')
    with open(dst, 'w') as f:
        f.write('\n'.join(out))
    with open(sites_path, 'w') as f:
        for s in sites:
            f.write(f'{s[0]}\t{s[1]}\t{s[2]}\n')
    with open(funcs_path, 'w') as f:
        for n in funcs:
            f.write(n.strip('"') + '\n')


if __name__ == '__main__':
    main()
