#!/usr/bin/env python3
"""instrument.py — instrument a module for the dynamic clobber check.

Usage: instrument.py IN.ll OUT.ll CLAIMS.txt META.json MODE=OPT.json,WALKER.json...

Each MODE names an alias mode (`llvm`, `andersen+1-callsite`, ...) and the
two outputs of memssa for IN.ll in that mode: `memssa print --json` (uses
optimized) and `memssa print --walker --json`. Every load of IN.ll,
every llvm.memcpy, llvm.memmove and llvm.memset (a MemoryDef whose
clobber is the nearest Def that writes what it reads or writes), and
every other call (whose clobber is the nearest Def that writes what the
call, or any callee, reads), gets three claims per mode, one column each:
  MODE/use-opt   the optimized defining access of the load's MemoryUse
                 (none when the load is a MemoryDef, e.g. an ordered atomic);
  MODE/clobber   the clobber in the optimized build;
  MODE/walker    the walker's clobber in the unoptimized build.
A claim is an access: liveOnEntry, a MemoryDef (an instruction line) or a
MemoryPhi (a block). Per function, every claimed access gets an event
number (0 is the entry, liveOnEntry); CLAIMS.txt lists, per load and
column, the event it claims (-1: no claim), which the run-time library
(runtime.c) reads from $CLOBBER_CLAIMS.

OUT.ll is IN.ll with calls to runtime.c's hooks (instructions are found by
line: clang-19 and llvm-link-19 write one per line, indented two spaces):
  * before the first instruction: `%__cc_f = call i32 @__cc_enter(N)`, the
    frame handle every other hook gets (N events);
  * before each `ret`: `__cc_ret`;
  * at a block with a claimed MemoryPhi, after its `phi`s: `__cc_def` of the
    phi's event;
  * before each load: `__cc_load(frame, LOAD, pointer, size)`; before
    each memory intrinsic, the same for its source and its destination
    (one LOAD number for both); before each other call,
    `__cc_call(frame, LOAD)` (runtime.c checks the call's claims against
    every load made until it returns);
  * after each store, atomicrmw, cmpxchg: `__cc_write(frame, event, line,
    pointer, size)`; after llvm.memcpy/memmove/memset(.inline): the
    destination and length; after llvm.va_start/va_copy: 24 bytes (the
    x86-64 va_list);
  * after each other call: for a callee declared outside the module or
    called through a pointer, `__cc_lib(line, callee, result, arguments)`
    (runtime.c models the writes of the library functions it knows), then
    `__cc_def(frame, event)` (event -1 when the call is claimed nowhere:
    the hook then only drops frames a longjmp skipped).
Writes are sized by the stored type's store size (iN: ceil(N/8) bytes,
x86_fp80: 10; aggregates and other types: their allocation size).

META.json holds what the reporter needs: columns, each load's function,
line and column, and each function's events (kind, line or block).
"""
import json
import re
import sys

DEFINE = re.compile(r'^define\b.*?@("(?:[^"\\]|\\.)*"|[-\w.$]+)\(')
DECLARE = re.compile(r'^declare\b.*?@("(?:[^"\\]|\\.)*"|[-\w.$]+)\(')
LABEL = re.compile(r'^("(?:[^"\\]|\\.)*"|[-\w.$]+):')
INSTRUCTION = re.compile(r'^  [^ \]]')
NAME = r'(?:%[-\w.$]+|%"(?:[^"\\]|\\.)*")'
RESULT = re.compile(r'^  (' + NAME + r')\s*=\s*')
CALL = re.compile(r'^  (?:' + NAME + r'\s*=\s*)?(?:(?:tail|musttail|notail)\s+)?call\b')
CALLEE = re.compile(r'\s(%(?:"(?:[^"\\]|\\.)*"|[-\w.$]+)|@(?:"(?:[^"\\]|\\.)*"|[-\w.$]+))\(')
MEM_INTRINSIC = re.compile(r'\bcall void @llvm\.(memcpy|memmove|memset)(\.inline)?\.')
SCALAR = {'half': 2, 'bfloat': 2, 'float': 4, 'double': 8, 'x86_fp80': 10, 'fp128': 16, 'ppc_fp128': 16, 'ptr': 8}
# Argument and result types runtime.c's __cc_lib reads with va_arg.
LIB_TYPES = {'i32': 1, 'i64': 2, 'ptr': 3, 'double': 4}
# Words that may come between `call` and the result type.
RESULT_ATTRS = {'fast', 'nnan', 'ninf', 'nsz', 'arcp', 'contract', 'afn', 'reassoc', 'ccc', 'fastcc',
                'coldcc', 'tailcc', 'cc', 'noundef', 'zeroext', 'signext', 'inreg', 'noalias',
                'nonnull', 'dereferenceable_or_null'}


def split_top(text):
    """Splits `text` at commas outside brackets and quotes."""
    parts, depth, cur, quote = [], 0, [], False
    for ch in text:
        if quote:
            cur.append(ch)
            if ch == '"':
                quote = False
            continue
        if ch == '"':
            quote = True
        elif ch in '([{<':
            depth += 1
        elif ch in ')]}>':
            depth -= 1
        elif ch == ',' and depth == 0:
            parts.append(''.join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    if cur or parts:
        parts.append(''.join(cur).strip())
    return parts


def leading_type(text):
    """The LLVM type at the start of `text` (brackets balanced), or None."""
    depth = 0
    for i, ch in enumerate(text):
        if ch in '[{<(':
            depth += 1
        elif ch in ']}>)':
            depth -= 1
            if depth == 0:
                rest = text[i + 1:]
                # A function type's `(...)` follows its result type; not used here.
                return text[:i + 1] if not rest.startswith('*') else None
        elif ch in ' ,' and depth == 0:
            return text[:i] if i else None
    return text if depth == 0 and text else None


def store_size(t):
    """Bytes a load or store of type `t` touches, as an i64 operand."""
    t = t.strip()
    m = re.fullmatch(r'i(\d+)', t)
    if m:
        return str((int(m.group(1)) + 7) // 8)
    if t in SCALAR:
        return str(SCALAR[t])
    m = re.fullmatch(r'<(\d+) x (.*)>', t)
    if m:
        e = m.group(2).strip()
        em = re.fullmatch(r'i(\d+)', e)
        if em:
            return str((int(m.group(1)) * int(em.group(1)) + 7) // 8)
        if e in SCALAR:
            return str(int(m.group(1)) * SCALAR[e])
    return f'ptrtoint (ptr getelementptr ({t}, ptr null, i32 1) to i64)'


ORDERING = re.compile(r'\s+(?:syncscope\("[^"]*"\)\s+)?(?:unordered|monotonic|acquire|release|acq_rel|seq_cst)$')


def strip_ptr_operand(text):
    """`ptr VALUE [syncscope(..)] [ordering]` (an atomic load's or store's
    pointer operand) -> VALUE text."""
    m = re.match(r'^ptr\s+(.*)$', text.strip())
    return ORDERING.sub('', m.group(1).strip()) if m else None


def mem_operands(body):
    """For a load/store/atomicrmw/cmpxchg (text after `= ` or the opcode),
    (pointer operand, accessed type) or None."""
    m = re.match(r'^(load|store|atomicrmw|cmpxchg)\s+(.*)$', body)
    if not m:
        return None
    op, rest = m.group(1), m.group(2)
    for kw in ('atomic ', 'volatile ', 'weak '):
        if rest.startswith(kw):
            rest = rest[len(kw):]
    if op == 'atomicrmw':  # atomicrmw [volatile] OP ptr P, T V ...
        if rest.startswith('volatile '):
            rest = rest[len('volatile '):]
        rest = rest.split(' ', 1)[1]
    if op == 'cmpxchg' and rest.startswith('volatile '):
        rest = rest[len('volatile '):]
    parts = split_top(rest)
    if op == 'load':  # T, ptr P, ...
        t = parts[0]
        return strip_ptr_operand(parts[1]), t
    if op == 'store':  # T V, ptr P, ...
        t = leading_type(parts[0])
        return strip_ptr_operand(parts[1]), t
    # atomicrmw / cmpxchg: ptr P, T V ...
    t = leading_type(parts[1])
    return strip_ptr_operand(parts[0]), t


def call_parts(line, call_end):
    """(callee, argument list text items, result type) of a call line."""
    m = CALLEE.search(line[call_end:])
    if not m:
        return None
    callee = m.group(1)
    start = call_end + m.end()  # just after '('
    depth, i = 1, start
    quote = False
    while i < len(line) and depth:
        ch = line[i]
        if quote:
            quote = ch != '"'
        elif ch == '"':
            quote = True
        elif ch == '(':
            depth += 1
        elif ch == ')':
            depth -= 1
        i += 1
    args = split_top(line[start:i - 1]) if i - 1 > start else []
    # Result type: the first type after `call` and its attributes.
    head = line[call_end:call_end + m.start()].split()
    rtype = None
    skip = False
    for tok in head:
        if skip:
            skip = False
            continue
        if tok in ('align', 'dereferenceable', 'addrspace'):
            skip = tok == 'align'
            continue
        if tok in RESULT_ATTRS or re.fullmatch(r'[a-z_]+\(.*\)', tok):
            continue
        rtype = tok if tok in LIB_TYPES else None
        break
    return callee, args, rtype


def arg_type_value(arg):
    """`TYPE [attrs] VALUE` -> (TYPE, VALUE) for simple arguments, else None."""
    t = leading_type(arg)
    if t is None:
        return None
    rest = arg[len(t):].strip()
    # Drop parameter attributes: words without a sigil, `align N`, `x(...)`.
    while True:
        m = re.match(r'^(?:align \d+|[a-z_]+\([^)]*\)|[a-z_]+)\s+(?=\S)', rest)
        if not m or rest.startswith(('getelementptr', 'bitcast', 'inttoptr', 'ptrtoint')):
            break
        if m.group(0).split('(')[0].strip() in ('byval', 'sret', 'inalloca', 'preallocated'):
            return None
        rest = rest[m.end():]
    return t, rest


def load_json(path):
    with open(path) as f:
        return json.load(f)


def main():
    if len(sys.argv) < 6:
        sys.exit(__doc__)
    src, dst, claims_path, meta_path = sys.argv[1:5]
    modes = []
    for spec in sys.argv[5:]:
        mode, files = spec.split('=', 1)
        opt, walker = files.split(',')
        modes.append((mode, opt, walker))
    columns = []
    for mode, _, _ in modes:
        columns += [f'{mode}/use-opt', f'{mode}/clobber', f'{mode}/walker']

    # Per function: per column, the claim of every load line, as an access
    # (kind, line or block); and the set of claimed accesses.
    load_claims = {}  # (func, line) -> [claim or None per column]
    load_cols = {}  # (func, line) -> column of the load instruction
    for mi, (mode, opt_path, walker_path) in enumerate(modes):
        for which, path in enumerate((opt_path, walker_path)):
            doc = load_json(path)
            for fn in doc['functions']:
                acc = {a['id']: a for a in fn['accesses']}  # ids are not list positions

                def describe(aid):
                    if aid is None:
                        return None
                    a = acc[aid]
                    if a['kind'] == 'liveOnEntry':
                        return ('entry',)
                    if a['kind'] == 'phi':
                        return ('phi', a['block'])
                    return ('def', a['inst']['line'])
                for a in fn['accesses']:
                    if a['kind'] not in ('use', 'def'):
                        continue
                    text = a['inst']['text']
                    if not (re.match(r'^\s*(?:' + NAME + r'\s*=\s*)?load\b', text) or
                            (a['kind'] == 'def' and MEM_INTRINSIC.search(text)) or
                            (CALL.match('  ' + text.strip()) and '@llvm.' not in text)):
                        continue
                    key = (fn['name'], a['inst']['line'])
                    load_cols[key] = a['inst']['col']
                    row = load_claims.setdefault(key, [None] * len(columns))
                    if which == 0:
                        if a['kind'] == 'use':
                            row[mi * 3] = describe(a['defining'])
                        row[mi * 3 + 1] = describe(a['clobber'])
                    else:
                        row[mi * 3 + 2] = describe(a['clobber'])
            del doc

    events = {}  # func -> {access: event}
    for (fn, _), row in load_claims.items():
        ev = events.setdefault(fn, {('entry',): 0})
        for c in row:
            if c is not None and c not in ev:
                ev[c] = len(ev)

    with open(src) as f:
        lines = f.read().split('\n')
    defined = set()
    declared = set()
    for line in lines:
        m = DEFINE.match(line)
        if m:
            defined.add(m.group(1))
        m = DECLARE.match(line)
        if m:
            declared.add(m.group(1))

    out = []
    loads = []  # (func, line, col)
    claims_rows = []
    func = None
    fev = {}
    first = False
    pending_phi = None
    for lineno, line in enumerate(lines, 1):
        m = DEFINE.match(line)
        if m:
            func = m.group(1).strip('"')
            fev = events.get(func, {('entry',): 0})
            first = True
            pending_phi = None
            out.append(line)
            continue
        if func is None:
            out.append(line)
            continue
        if line.startswith('}'):
            func = None
            out.append(line)
            continue
        lm = LABEL.match(line)
        if lm:
            ev = fev.get(('phi', lm.group(1).strip('"')))
            pending_phi = ev
            out.append(line)
            continue
        if not INSTRUCTION.match(line):
            out.append(line)
            continue
        body = line.strip()
        rm = RESULT.match(line)
        after_eq = line[rm.end():] if rm else body
        if re.match(r'^\s*invoke\b', after_eq) or re.match(r'^\s*musttail\b', after_eq):
            sys.exit(f'{src}:{lineno}: invoke and musttail calls are not supported (C input only)')
        if first:
            out.append(f'  %__cc_f = call i32 @__cc_enter(i32 {len(fev)})')
            first = False
        if pending_phi is not None and not after_eq.startswith(('phi ', 'landingpad ')):
            out.append(f'  call void @__cc_def(i32 %__cc_f, i32 {pending_phi})')
            pending_phi = None
        if re.match(r'^ret\b', body):
            out.append('  call void @__cc_ret(i32 %__cc_f)')
            out.append(line)
            continue
        ev = fev.get(('def', lineno), -1)
        mo = mem_operands(after_eq)
        if mo and after_eq.startswith('load'):
            ptr, t = mo
            key = (func, lineno)
            row = load_claims.get(key)
            if ptr is not None and row is not None:
                col = load_cols[key]
                out.append(f'  call void @__cc_load(i32 %__cc_f, i32 {len(loads)}, ptr {ptr}, i64 {store_size(t)})')
                loads.append((func, lineno, col))
                claims_rows.append([-1 if c is None else fev[c] for c in row])
            out.append(line)
            if ev >= 0:  # an ordered atomic load is a MemoryDef
                out.append(f'  call void @__cc_def(i32 %__cc_f, i32 {ev})')
            continue
        if mo:
            ptr, t = mo
            out.append(line)
            if ptr is not None and t is not None:
                out.append(f'  call void @__cc_write(i32 %__cc_f, i32 {ev}, i32 {lineno}, ptr {ptr}, i64 {store_size(t)})')
            elif ev >= 0:
                out.append(f'  call void @__cc_def(i32 %__cc_f, i32 {ev})')
            continue
        cm = CALL.match(line)
        parts = call_parts(line, cm.end()) if cm else None
        if not parts:
            out.append(line)
            if ev >= 0:
                out.append(f'  call void @__cc_def(i32 %__cc_f, i32 {ev})')
            continue
        callee, args, rtype = parts
        row = load_claims.get((func, lineno))
        if row is not None and not callee.startswith(('@llvm.', '@__cc_')):
            out.append(f'  call void @__cc_call(i32 %__cc_f, i32 {len(loads)})')
            loads.append((func, lineno, load_cols.get((func, lineno), line.index('call') + 1)))
            claims_rows.append([-1 if c is None else fev[c] for c in row])
        elif row is not None and MEM_INTRINSIC.search(line) and len(args) >= 3:
            # A memory intrinsic's clobber: no Def between it and the
            # intrinsic wrote the bytes it reads (memcpy, memmove: the
            # source) or writes (the destination), since such a Def would
            # conflict with it.
            n = arg_type_value(args[2])
            ranges = [arg_type_value(args[0])]
            if not callee.startswith('@llvm.memset'):
                ranges.append(arg_type_value(args[1]))
            if n and n[0] == 'i64' and all(ranges):
                for r in ranges:
                    out.append(f'  call void @__cc_load(i32 %__cc_f, i32 {len(loads)}, ptr {r[1]}, i64 {n[1]})')
                loads.append((func, lineno, load_cols.get((func, lineno), line.index('call') + 1)))
                claims_rows.append([-1 if c is None else fev[c] for c in row])
        out.append(line)
        if callee.startswith('@llvm.'):
            name = callee[len('@llvm.'):]
            if re.match(r'^(memcpy|memmove|memset)(\.inline)?\.', name) and len(args) >= 3:
                dst_arg = args[0]
                n = arg_type_value(args[2])
                d = arg_type_value(dst_arg)
                if n and d and n[0] in ('i32', 'i64'):
                    hook = '__cc_write' if n[0] == 'i64' else '__cc_write32'
                    out.append(f'  call void @{hook}(i32 %__cc_f, i32 {ev}, i32 {lineno}, ptr {d[1]}, {n[0]} {n[1]})')
                    continue
            if re.match(r'^va_(start|copy)\b', name) and args:
                d = arg_type_value(args[0])
                if d:
                    out.append(f'  call void @__cc_write(i32 %__cc_f, i32 {ev}, i32 {lineno}, ptr {d[1]}, i64 24)')
                    continue
            if ev >= 0:
                out.append(f'  call void @__cc_def(i32 %__cc_f, i32 {ev})')
            continue
        if callee.startswith('@__cc_'):
            continue
        external = callee.startswith('%') or (callee[1:] in declared and callee[1:] not in defined)
        if external:
            simple = [arg_type_value(a) for a in args]
            if all(s is not None and s[0] in LIB_TYPES for s in simple):
                res = []
                if rtype in LIB_TYPES and rm:
                    res = [f'i32 {LIB_TYPES[rtype]}', f'{rtype} {rm.group(1)}']
                else:
                    res = ['i32 0']
                a = ', '.join(res + [f'i32 {len(simple)}'] + [f'{t} {v}' for t, v in simple])
                out.append(f'  call void (i32, ptr, ...) @__cc_lib(i32 {lineno}, ptr {callee}, {a})')
        out.append(f'  call void @__cc_def(i32 %__cc_f, i32 {ev})')

    out.append('declare i32 @__cc_enter(i32)')
    out.append('declare void @__cc_ret(i32)')
    out.append('declare void @__cc_def(i32, i32)')
    out.append('declare void @__cc_load(i32, i32, ptr, i64)')
    out.append('declare void @__cc_call(i32, i32)')
    out.append('declare void @__cc_write(i32, i32, i32, ptr, i64)')
    out.append('declare void @__cc_write32(i32, i32, i32, ptr, i32)')
    out.append('declare void @__cc_lib(i32, ptr, ...)')
    with open(dst, 'w') as f:
        f.write('\n'.join(out))
    with open(claims_path, 'w') as f:
        f.write(f'{len(columns)} {len(loads)}\n')
        for row in claims_rows:
            f.write(' '.join(map(str, row)) + '\n')
    meta = {
        'columns': columns,
        'loads': loads,
        'events': {fn: [[e, list(k)] for k, e in ev.items()] for fn, ev in events.items()},
    }
    with open(meta_path, 'w') as f:
        json.dump(meta, f)


if __name__ == '__main__':
    main()
