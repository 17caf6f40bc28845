#!/usr/bin/env python3
"""report.py — summarize one run of a clobber-instrumented program.

Usage: report.py NAME IN.ll META.json CLAIMS.txt RESULT.txt

Prints the distinct loads executed and their executions, then one line per
alias mode: the load executions checked against each kind of claim
(use-opt, clobber, walker), the violations (distinct loads, executions),
and at how many loads the mode's walker claim differs from the first
mode's; then one reproducer per violating (column, load):
function, load line:col in IN.ll, the claimed clobber, the instruction that
last wrote the bytes and, in the load's frame, the MemoryDef (or phi block)
the write counts as. Exit status 1 if any violation, 2 if the result file
is missing (the program did not reach exit).
"""
import json
import sys


def main():
    if len(sys.argv) != 6:
        sys.exit(__doc__)
    name, ll, meta_path, claims_path, result_path = sys.argv[1:]
    with open(meta_path) as f:
        meta = json.load(f)
    try:
        with open(result_path) as f:
            rows = [line.split() for line in f if line.strip()]
    except FileNotFoundError:
        print(f'{name}: no result (the instrumented program did not exit normally)')
        return 2
    with open(ll) as f:
        lines = f.read().split('\n')
    cols = meta['columns']
    loads = meta['loads']
    events = {fn: {e: k for e, k in evs} for fn, evs in meta['events'].items()}
    stats = {}
    nstatic = ndyn = ninframe = nlib = 0
    viols = []
    seen = set()
    for r in rows:
        if r[0] == 'col':
            stats[int(r[1])] = (int(r[2]), int(r[3]), int(r[4]))
        elif r[0] == 'loads':
            nstatic, ndyn, ninframe = int(r[1]), int(r[2]), int(r[3])
        elif r[0] == 'lib':
            nlib = int(r[1])
        elif r[0] == 'seen':
            seen = {int(x) for x in r[1:]}
        elif r[0] == 'v':
            viols.append(tuple(int(x) for x in r[1:]))
    # The function around a line, for writers in callees.
    func_of = {}
    cur = None
    for i, text in enumerate(lines, 1):
        if text.startswith('define '):
            cur = text.split('@', 1)[1].split('(', 1)[0]
        elif text.startswith('}'):
            cur = None
        elif cur:
            func_of[i] = cur

    def access(fn, ev):
        k = events.get(fn, {}).get(ev)
        if k is None:
            return f'event {ev}'
        if k[0] == 'entry':
            return 'liveOnEntry'
        if k[0] == 'phi':
            return f'MemoryPhi of block %{k[1]}'
        return f'MemoryDef at line {k[1]}: {lines[k[1] - 1].strip()}'

    # Claims as events, to count the loads whose claim differs from the
    # first mode's (--aa llvm's, in the default order): where the
    # points-to modes claim more than LLVM's alias analysis.
    with open(claims_path) as f:
        f.readline()
        table = [[int(x) for x in line.split()] for line in f]
    print(f'{name}: {nstatic} loads, memory intrinsics and calls executed ({ndyn} executions; '
          f'{ninframe} load checks of bytes written in their own frame or its callees), '
          f'{nlib} modelled library calls')
    modes = []
    for i, c in enumerate(cols):
        mode = c.rsplit('/', 1)[0]
        if mode not in modes:
            modes.append(mode)
    print(f'  {"mode":26} {"checks (use-opt/clobber/walker)":38} {"violations":10} {"(dynamic)":14} walker claim != {modes[0]}\'s')
    for mode in modes:
        checks, vs, vd = [], [], []
        for kind in ('use-opt', 'clobber', 'walker'):
            c = stats.get(cols.index(f'{mode}/{kind}'), (0, 0, 0))
            checks.append(str(c[0]))
            vs.append(str(c[1]))
            vd.append(str(c[2]))
        base = cols.index(f'{modes[0]}/walker')
        i = cols.index(f'{mode}/walker')
        differ = [k for k, row in enumerate(table) if row[i] != row[base]]
        diff = f'{len(differ)} accesses ({len([k for k in differ if k in seen])} executed)'
        print(f'  {mode:26} {"/".join(checks):38} {"/".join(vs):10} {"(" + "/".join(vd) + ")":14} {diff}')
    for col, load, claim, wline, attr in viols:
        fn, line, lcol = loads[load]
        writer = 'never written' if wline == 0 else \
            f'line {wline} in @{func_of.get(wline, "?")}: {lines[wline - 1].strip()}'
        if attr == -2:
            seen = 'the claimed access did not run in this frame'
        elif attr < 0:
            seen = 'no access of the frame ran after it'
        else:
            seen = access(fn, attr)
        print(f'VIOLATION {name} [{cols[col]}] @{fn} {line}:{lcol}: {lines[line - 1].strip()}')
        print(f'  claimed clobber: {access(fn, claim)}')
        print(f'  last writer: {writer}')
        print(f'  seen from the load\'s frame as: {seen}')
    return 1 if viols else 0


if __name__ == '__main__':
    sys.exit(main())
