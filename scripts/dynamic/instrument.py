#!/usr/bin/env python3
"""instrument.py — record the targets of indirect calls and the global
objects loaded pointers point into, at run time.

Usage: instrument.py IN.ll OUT.ll SITES.tsv FUNCS.txt LOADS.tsv GLOBALS.txt

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

Every `load ptr` is followed by

    call void @__dyncheck_load(i32 LOAD, ptr VALUE)

LOADS.tsv gets one line per load: LOAD and the load's line number in IN.ll.
The module also gets the addresses and sizes of its global variables
(`@__dyncheck_gvars`, `@__dyncheck_gsizes`; thread-local ones and those of
unsized type are left out), whose names go to GLOBALS.txt in table order,
so the run-time library can tell which global (or function) a loaded
pointer points into.
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
GLOBAL_VAR = re.compile(r'^(@(?:"(?:[^"\\]|\\.)*"|[-\w.$]+)) = (.*?\b)(global|constant) (.*)$')
LOAD_PTR = re.compile(r'^\s+(%[-\w.$]+|%"(?:[^"\\]|\\.)*")\s*=\s*load (?:atomic )?(?:volatile )?ptr, ')
INVOKE = re.compile(r'^\s+(?:%[-\w.$"]+\s*=\s*)?invoke\b')


def leading_type(text):
    """The LLVM type at the start of `text` (brackets balanced), or None."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in '[{<(':
            depth += 1
        elif ch in ']}>)':
            depth -= 1
            if depth == 0:
                return text[:i + 1]
        elif ch in ' ,' and depth == 0:
            return text[:i] if i else None
    return text if depth == 0 and text else None


def main():
    if len(sys.argv) != 7:
        sys.exit(__doc__)
    src, dst, sites_path, funcs_path, loads_path, globals_path = sys.argv[1:]
    with open(src) as f:
        lines = f.read().split('\n')
    out = []
    sites = []
    funcs = []
    loads = []
    gvars = []
    func = None
    inst = 0
    for lineno, line in enumerate(lines, 1):
        if func is None:
            g = GLOBAL_VAR.match(line)
            if g and 'thread_local' not in g.group(2):
                t = leading_type(g.group(4))
                if t and t not in ('opaque', 'void') and not t.startswith('[0 x'):
                    gvars.append((g.group(1), t))
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
        lp = LOAD_PTR.match(line) if func is not None else None
        if lp:
            indent = line[:len(line) - len(line.lstrip())]
            out.append(f'{indent}call void @__dyncheck_load(i32 {len(loads)}, ptr {lp.group(1)})')
            loads.append(lineno)
    out.append('declare void @__dyncheck_icall(i32, ptr)')
    out.append('declare void @__dyncheck_load(i32, ptr)')
    addrs = ', '.join(f'ptr {n}' for n, _ in gvars)
    sizes = ', '.join(f'i64 ptrtoint (ptr getelementptr ({t}, ptr null, i32 1) to i64)' for _, t in gvars)
    out.append(f'@__dyncheck_gvars = constant [{len(gvars)} x ptr] [{addrs}]')
    out.append(f'@__dyncheck_gsizes = constant [{len(gvars)} x i64] [{sizes}]')
    out.append(f'@__dyncheck_ngvars = constant i32 {len(gvars)}')
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
    with open(loads_path, 'w') as f:
        for i, lineno in enumerate(loads):
            f.write(f'{i}\t{lineno}\n')
    with open(globals_path, 'w') as f:
        for n, _ in gvars:
            f.write(n[1:].strip('"') + '\n')


if __name__ == '__main__':
    main()
