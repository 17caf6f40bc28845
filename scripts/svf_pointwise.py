#!/usr/bin/env python3
"""Compare memssa's and SVF's Andersen points-to sets pointer by pointer.

Usage: svf_pointwise.py MODULE.ll SVF_OUTPUT MEMSSA_SIZES [--top N]

MODULE.ll     the module both tools ran on, with every value named
              (`opt-19 -passes=instnamer`), so that a pointer is
              (function, %name) on both sides.
SVF_OUTPUT    what `wpa -ander -print-symbol-table -print-pts` printed: the
              symbol table ("ID  value text { ... }") and one
              "NodeID N  PointsTo: { objects }" line per top-level pointer
              of SVF's AvgTopLvlPtsSize population.
MEMSSA_SIZES  what `memssa pta --sizes` printed: "@func  %name  objects
              base_objects allocation_sites", tab-separated.

SVF's symbol table names instructions by their text only, so each entry is
placed in its function by walking the functions' instructions in order
(SVF lists them function by function, in order); an entry that cannot be
placed is counted and left out. Arguments carry their function's name.

Prints, for the pointers both tools list, how many of memssa's sets are
smaller, equal or larger than SVF's, in objects (fields and heap-cloned
copies apart, like SVF's field objects) and in allocation sites (heap
clones of one allocation counted once: SVF's unit, as it does not clone);
the sums; SVF's average over its own population with memssa's sizes put in
where both list the pointer; and the functions where memssa's sets are
larger by the most. Exit 0; this is a report, not a check.
"""
import collections
import re
import sys


def function_bodies(path):
    """{function: [instruction text, ...]} in text order."""
    bodies, cur = {}, None
    for line in open(path, errors="replace"):
        m = re.match(r'define .*?@("?[^"(]+"?)\(', line)
        if m:
            cur = m.group(1).strip('"')
            bodies[cur] = []
        elif line.startswith("}"):
            cur = None
        elif cur is not None and line.startswith("  "):
            bodies[cur].append(line.strip())
    return bodies


def svf_names(path, bodies):
    """{SVF node id: (function, %name)} and the count of unplaced entries."""
    where = collections.defaultdict(list)  # text -> [(function, index)]
    for f, insts in bodies.items():
        for i, t in enumerate(insts):
            where[t].append((f, i))
    ids, cur, nxt, unplaced = {}, None, 0, 0
    for line in open(path, errors="replace"):
        m = re.match(r"^(\d+)  (.*)", line)
        if not m:
            continue
        node, rest = int(m.group(1)), m.group(2)
        a = re.match(r"\s*\S+ (%[\w.]+) \{ \d+\w\w arg (\S+)\s+\}", rest)
        if a:
            ids[node] = (a.group(2), a.group(1))
            cur, nxt = a.group(2), 0
            continue
        if not rest.startswith("  "):
            continue
        text = rest.strip()
        v = re.match(r"(%[\w.]+) = ", text)
        cands = where.get(text, [])
        here = [i for f, i in cands if f == cur and i >= nxt]
        if here:
            nxt = min(here) + 1
        else:
            starts = [(f, i) for f, i in cands if i == 0] or cands
            if len({f for f, _ in starts}) != 1:
                unplaced += 1 if v else 0
                continue
            cur, nxt = starts[0][0], min(i for _, i in starts) + 1
        if v:
            ids[node] = (cur, v.group(1))
    return ids, unplaced


def main():
    args = sys.argv[1:]
    top = 15
    if "--top" in args:
        k = args.index("--top")
        top = int(args[k + 1])
        del args[k : k + 2]
    if len(args) != 3:
        sys.exit(__doc__)
    ll, svf_out, sizes = args
    ids, unplaced = svf_names(svf_out, function_bodies(ll))
    svf = {}
    for line in open(svf_out, errors="replace"):
        m = re.match(r"NodeID (\d+)\s+PointsTo: \{(.*)\}", line)
        if m:
            s = m.group(2).strip()
            svf[int(m.group(1))] = 0 if s == "empty" else len(s.split())
    mine = {}
    for line in open(sizes):
        f, p, objs, _bases, sites = line.rstrip("\n").split("\t")
        mine[(f.lstrip("@"), p)] = (int(objs), int(sites))
    both = [(ids[n], k) for n, k in svf.items() if n in ids and ids[n] in mine]
    print(f"SVF population {len(svf)} pointers (average {sum(svf.values()) / max(len(svf), 1):.3f});"
          f" memssa lists {len(mine)}; both {len(both)}; SVF values not placed {unplaced}")
    for unit, col in (("objects", 0), ("allocation sites", 1)):
        cmp = collections.Counter()
        sums = [0, 0]
        worse = collections.Counter()
        for key, k in both:
            a = mine[key][col]
            cmp["smaller" if a < k else "equal" if a == k else "larger"] += 1
            sums[0] += a
            sums[1] += k
            if a > k:
                worse[key[0]] += a - k
        subst = sum(svf.values()) - sums[1] + sums[0]
        print(f"\nin {unit}: memssa smaller on {cmp['smaller']}, equal on {cmp['equal']},"
              f" larger on {cmp['larger']}; sums memssa {sums[0]}, SVF {sums[1]};"
              f" SVF's population with memssa's sizes: average {subst / max(len(svf), 1):.3f}")
        if worse:
            print(f"  functions where memssa's sets are larger (sum of the excess), top {top}:")
            for f, x in worse.most_common(top):
                print(f"    {f} {x}")


if __name__ == "__main__":
    main()
