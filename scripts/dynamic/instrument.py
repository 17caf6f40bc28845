#!/usr/bin/env python3
"""instrument.py — record, at run time, the targets of indirect calls and
the objects loaded pointers point into.

Usage: instrument.py IN.ll OUT.ll SITES.tsv FUNCS.txt LOADS.tsv GLOBALS.txt ALLOCS.tsv

Reads textual LLVM IR (clang-19 / llvm-link-19 output) and writes a copy in
which every call through a pointer is preceded by

    call void @__dyncheck_icall(i32 SITE, ptr CALLEE)

SITE numbers the indirect call sites of the whole module in text order.
SITES.tsv gets one line per site: SITE, the enclosing function, and the
index of the call among the function's instructions (0-based, text order,
as `memssa pta --call-graph` numbers them), which is how the checker finds
the site in memssa's call graph. An instruction is a body line indented by
exactly two spaces (clang-19 and llvm-link-19 indent `switch` cases deeper
and put labels at the margin). The module also gets a table of the
addresses of every function it defines or declares (intrinsics excepted),
`@__dyncheck_fns`, whose names go to FUNCS.txt in table order, so the
run-time library (runtime.c) can name the callee it saw without symbol
tables.

Every `load ptr` is followed by

    call void @__dyncheck_load(i32 LOAD, ptr VALUE)

LOADS.tsv gets one line per load: LOAD and the load's line number in IN.ll.
The module also gets the addresses and sizes of its global variables
(`@__dyncheck_gvars`, `@__dyncheck_gsizes`; thread-local ones and those of
unsized type are left out), whose names go to GLOBALS.txt in table order,
so the run-time library can tell which global (or function) a loaded
pointer points into.

Every `alloca` of a constant number of elements is followed by
`call void @__dyncheck_stack(i32 ALLOC, ptr ADDR, i64 SIZE)`, every call of
malloc, calloc, realloc, reallocarray, aligned_alloc, strdup or strndup by
`call void @__dyncheck_heap(i32 ALLOC, ptr BLOCK)`, and every call of free
(and of realloc and reallocarray, for the old block) is preceded by
`call void @__dyncheck_free(ptr BLOCK)`, so the run-time library can also
name the allocation site of a stack or heap object. ALLOCS.tsv gets one line
per allocation site: ALLOC, `s` (alloca) or `h` (heap call), and its line
in IN.ll. A function's first instruction is preceded by
`call void @__dyncheck_enter()` and each `ret` by
`call void @__dyncheck_ret()`, so that the stack objects of a frame are
forgotten when it returns.
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
NAME = r'(?:%[-\w.$]+|%"(?:[^"\\]|\\.)*")'
ALLOCA = re.compile(r'^\s+(' + NAME + r')\s*=\s*alloca (.*)$')
HEAP_CALL = re.compile(r'^\s+(' + NAME + r')\s*=\s*(?:(?:tail|musttail|notail)\s+)?call .*?@(malloc|calloc|realloc|reallocarray|aligned_alloc|strdup|strndup)\((.*)$')
FREE_CALL = re.compile(r'^\s+(?:(?:tail|musttail|notail)\s+)?call void @free\((.*)$')
FIRST_PTR_ARG = re.compile(r'^ptr (?:[\w()]+ )*?(' + NAME + r'|null)[,)]')
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
    if len(sys.argv) != 8:
        sys.exit(__doc__)
    src, dst, sites_path, funcs_path, loads_path, globals_path, allocs_path = sys.argv[1:]
    with open(src) as f:
        lines = f.read().split('\n')
    out = []
    sites = []
    funcs = []
    loads = []
    gvars = []
    allocs = []
    func = None
    inst = 0
    for lineno, line in enumerate(lines, 1):
        m = DEFINE.match(line)
        if m:
            func, inst = m.group(1), 0
            funcs.append(m.group(1))
            out.append(line)
            continue
        if func is None:
            m = DECLARE.match(line)
            if m and not m.group(1).startswith('llvm.'):
                funcs.append(m.group(1))
            g = GLOBAL_VAR.match(line)
            if g and 'thread_local' not in g.group(2):
                t = leading_type(g.group(4))
                if t and t not in ('opaque', 'void') and not t.startswith('[0 x'):
                    gvars.append((g.group(1), t))
            out.append(line)
            continue
        if line.startswith('}'):
            func = None
            out.append(line)
            continue
        if INVOKE.match(line):
            sys.exit(f'{src}: invoke is not supported (C input only)')
        indent = line[:len(line) - len(line.lstrip())]
        is_inst = bool(INSTRUCTION.match(line))
        # Before the line.
        if is_inst and inst == 0:
            out.append('  call void @__dyncheck_enter()')
        fc = FREE_CALL.match(line)
        hc = HEAP_CALL.match(line)
        freed = None
        if fc:
            freed = FIRST_PTR_ARG.match(fc.group(1))
        elif hc and hc.group(2) in ('realloc', 'reallocarray'):
            freed = FIRST_PTR_ARG.match(hc.group(3))
        if freed and freed.group(1) != 'null':
            out.append(f'{indent}call void @__dyncheck_free(ptr {freed.group(1)})')
        if re.match(r'^  ret\b', line):
            if out and 'musttail call' in out[-1]:
                sys.exit(f'{src}: musttail calls are not supported')
            out.append('  call void @__dyncheck_ret()')
        call = CALL.match(line)
        callee = CALLEE.search(line[call.end():]) if call else None
        if callee and callee.group(1).startswith('%'):
            out.append(f'{indent}call void @__dyncheck_icall(i32 {len(sites)}, ptr {callee.group(1)})')
            sites.append((func, inst))
        out.append(line)
        # After the line.
        lp = LOAD_PTR.match(line)
        if lp:
            out.append(f'{indent}call void @__dyncheck_load(i32 {len(loads)}, ptr {lp.group(1)})')
            loads.append(lineno)
        al = ALLOCA.match(line)
        if al:
            rest = al.group(2)
            if rest.startswith('inalloca '):
                rest = rest[len('inalloca '):]
            t = leading_type(rest)
            after = rest[len(t):] if t else ''
            count = re.match(r'^, i\d+ (\d+)\b', after)
            if t and (count or not re.match(r'^, i\d+ ', after)):
                n = int(count.group(1)) if count else 1
                size = f'ptrtoint (ptr getelementptr ({t}, ptr null, i32 {n}) to i64)'
                out.append(f'{indent}call void @__dyncheck_stack(i32 {len(allocs)}, ptr {al.group(1)}, i64 {size})')
                allocs.append(('s', lineno))
        if hc:
            out.append(f'{indent}call void @__dyncheck_heap(i32 {len(allocs)}, ptr {hc.group(1)})')
            allocs.append(('h', lineno))
        if is_inst:
            inst += 1
    out.append('declare void @__dyncheck_icall(i32, ptr)')
    out.append('declare void @__dyncheck_load(i32, ptr)')
    out.append('declare void @__dyncheck_stack(i32, ptr, i64)')
    out.append('declare void @__dyncheck_heap(i32, ptr)')
    out.append('declare void @__dyncheck_free(ptr)')
    out.append('declare void @__dyncheck_enter()')
    out.append('declare void @__dyncheck_ret()')
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
        for i, (fn, at) in enumerate(sites):
            f.write(f'{i}\t{fn}\t{at}\n')
    with open(funcs_path, 'w') as f:
        for n in funcs:
            f.write(n.strip('"') + '\n')
    with open(loads_path, 'w') as f:
        for i, lineno in enumerate(loads):
            f.write(f'{i}\t{lineno}\n')
    with open(allocs_path, 'w') as f:
        for i, (kind, lineno) in enumerate(allocs):
            f.write(f'{i}\t{kind}\t{lineno}\n')
    with open(globals_path, 'w') as f:
        for n, _ in gvars:
            f.write(n[1:].strip('"') + '\n')


if __name__ == '__main__':
    main()
