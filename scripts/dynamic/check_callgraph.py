#!/usr/bin/env python3
"""check_callgraph.py — are the indirect calls seen at run time in a static call graph?

Usage: check_callgraph.py SITES.tsv FUNCS.txt OBSERVED.tsv MEMSSA.json [--svf CALLGRAPH.dot]

SITES.tsv, FUNCS.txt: written by instrument.py; OBSERVED.tsv: written by the
instrumented program (runtime.c); MEMSSA.json: `memssa pta --call-graph
--json` of the uninstrumented module. With --svf, SVF's `wpa -ander
-dump-callgraph` output is checked too; SVF's call graph has one edge per
(caller, callee) function pair, so it is checked at that granularity.

Prints one line per tool with the number of distinct (site, callee) pairs
seen at run time and how many the tool's call graph lacks, then every
missing pair. Exit status 1 if memssa's call graph lacks any (SVF's misses
are reported, not failed on), 2 on unusable input (an empty record
included).
"""
import json
import re
import sys


def fail(msg):
    print(f'check_callgraph: {msg}', file=sys.stderr)
    sys.exit(2)


def load_svf(path):
    """(caller, callee) function-name pairs of an SVF call graph dot file."""
    names = {}
    edges = set()
    node = re.compile(r'^\s*(Node0x[0-9a-f]+)\s*\[.*?fun: ([^\\}"|]+)')
    edge = re.compile(r'^\s*(Node0x[0-9a-f]+)(?::s\d+)?\s*->\s*(Node0x[0-9a-f]+)')
    with open(path) as f:
        for line in f:
            m = node.match(line)
            if m:
                names[m.group(1)] = m.group(2).strip()
                continue
            m = edge.match(line)
            if m:
                edges.add((m.group(1), m.group(2)))
    return {(names.get(a, a), names.get(b, b)) for a, b in edges}


def main():
    args = sys.argv[1:]
    svf_path = None
    if '--svf' in args:
        i = args.index('--svf')
        svf_path = args[i + 1]
        del args[i:i + 2]
    if len(args) != 4:
        fail(__doc__)
    sites_path, funcs_path, observed_path, memssa_path = args
    sites = {}
    with open(sites_path) as f:
        for line in f:
            s, fn, inst = line.rstrip('\n').split('\t')
            sites[int(s)] = (fn.strip('"'), int(inst))
    with open(funcs_path) as f:
        funcs = [l.rstrip('\n') for l in f]
    observed = set()
    with open(observed_path) as f:
        for line in f:
            s, c = line.split()
            observed.add((int(s), int(c)))
    if not observed:
        # Every driver calls through pointers: an empty record means the
        # run or the recording failed, and checking nothing must not pass.
        fail(f'{observed_path}: no run-time calls recorded')
    with open(memssa_path) as f:
        cg = json.load(f)['call_graph']
    # memssa lists every call site; "indirect" there means "has callees
    # found through pointers", which includes library callbacks.
    callees_at = {}
    for site in cg:
        callees_at[(site['caller'], site['inst'])] = set(site['callees'])
    for fn, inst in sites.values():
        if (fn, inst) not in callees_at:
            fail(f'@{fn} #{inst}: an indirect call site that memssa\'s call graph does not list')
    svf = load_svf(svf_path) if svf_path else None

    missing_memssa, missing_svf, foreign = [], [], 0
    for s, c in sorted(observed):
        fn, inst = sites[s]
        if c < 0:
            foreign += 1  # not a function of the module: a library's own code
            continue
        callee = funcs[c]
        callees = callees_at[(fn, inst)]
        if callee not in callees:
            missing_memssa.append(f'@{fn} #{inst} -> @{callee}')
        if svf is not None and (fn, callee) not in svf:
            missing_svf.append(f'@{fn} -> @{callee}')
    n = len(observed) - foreign
    print(f'run-time indirect call edges: {n} (site, callee) pairs, {len({s for s, _ in observed})} sites'
          + (f', {foreign} to code outside the module' if foreign else ''))
    print(f'memssa call graph lacks: {len(missing_memssa)}')
    for m in missing_memssa:
        print(f'  {m}')
    if svf is not None:
        pairs = {(sites[s][0], funcs[c]) for s, c in observed if c >= 0}
        lacking = sorted(set(missing_svf))
        print(f'SVF call graph lacks: {len(lacking)} of {len(pairs)} (caller, callee) pairs')
        for m in lacking:
            print(f'  {m}')
    sys.exit(1 if missing_memssa else 0)


if __name__ == '__main__':
    main()
