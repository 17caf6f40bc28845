#!/usr/bin/env python3
"""Compare memssa's and SVF's Andersen points-to sets pointer by pointer.

Usage: svf_pointwise.py MODULE.ll SVF_OUTPUT MEMSSA_SIZES [--top N]
                         [--observed PREFIX]

MODULE.ll     the module both tools ran on, with every value named
              (`opt-19 -passes=instnamer`), so that a pointer is
              (function, %name) on both sides.
SVF_OUTPUT    what `wpa -ander -print-symbol-table -print-pts` printed: the
              symbol table ("ID  value text { ... }") and one
              "NodeID N  PointsTo: { objects }" line per top-level pointer
              of SVF's AvgTopLvlPtsSize population (with -print-field, a
              field object is BASE_FIELD).
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
larger by the most.

--observed PREFIX: PREFIX.ll is the module MODULE.ll was named from, and
PREFIX.{loads.tsv,loads-observed.tsv,allocs.tsv,globals.txt,funcs.txt} are
what scripts/dynamic-check.sh recorded running it (the object every loaded
pointer pointed into). Also prints how many of those run-time (load,
object) pairs SVF's sets lack, with examples: where SVF's set is smaller
than memssa's because it misses what the program does.

Exit 0; this is a report, not a check.
"""
import argparse
import collections
import re


def normalize(text):
    """An instruction's text without what a re-parse renumbers: metadata
    attachments and references (`, !tbaa !5`), attribute groups (`#3`)."""
    text = re.sub(r",? *![\w.]+ !\d+", "", text)
    text = re.sub(r" #\d+", "", text)
    return re.sub(r"!\d+", "!", text).strip()


def function_bodies(path, lines=None):
    """{function: [instruction text, ...]} in text order; with a dict
    `lines`, also fills {line number: (function, instruction index)}."""
    bodies, cur = {}, None
    for n, line in enumerate(open(path, errors="replace"), 1):
        m = re.match(r'define .*?@("?[^"(]+"?)\(', line)
        if m:
            cur = m.group(1).strip('"')
            bodies[cur] = []
        elif line.startswith("}"):
            cur = None
        elif cur is not None and line.startswith("  "):
            if lines is not None:
                lines[n] = (cur, len(bodies[cur]))
            bodies[cur].append(normalize(line))
    return bodies


def svf_names(path, bodies):
    """{SVF node id: (function, %name), or ("@", name) for a global or a
    function} and how many value entries could not be placed."""
    where = collections.defaultdict(list)  # text -> [(function, index)]
    for f, insts in bodies.items():
        for i, t in enumerate(insts):
            where[t].append((f, i))
    ids, cur, nxt, unplaced = {}, None, 0, 0
    pending = None  # a "; Function Attrs" entry: the next line names it
    for line in open(path, errors="replace"):
        if pending is not None:
            d = re.match(r'(?:define|declare) .*?@("?[^"(]+"?)\(', line)
            if d:
                ids[pending] = ("@", d.group(1).strip('"'))
            pending = None
        m = re.match(r"^(\d+)  (.*)", line)
        if not m:
            continue
        node, rest = int(m.group(1)), m.group(2)
        g = re.match(r'@("?[^" =]+"?) = ', rest)
        if g:
            ids[node] = ("@", g.group(1).strip('"'))
            continue
        if rest.startswith("; Function Attrs") or rest.startswith("define ") or rest.startswith("declare "):
            d = re.match(r'(?:define|declare) .*?@("?[^"(]+"?)\(', rest)
            if d:
                ids[node] = ("@", d.group(1).strip('"'))
            else:
                pending = node
            continue
        a = re.match(r"\s*\S+ (%[\w.]+) \{ \d+\w\w arg (\S+)\s+\}", rest)
        if a:
            ids[node] = (a.group(2), a.group(1))
            cur, nxt = a.group(2), 0
            continue
        if not rest.startswith("  "):
            continue
        text = normalize(rest)
        v = re.match(r"(%[\w.]+) = ", text)
        cands = where.get(text, [])
        # An allocation's object entry repeats its value entry's text.
        here = [i for f, i in cands if f == cur and i >= nxt - 1]
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


def svf_sets(path):
    """{node: [base object ids]}, from -print-pts lines ("empty" is [])."""
    sets = {}
    for line in open(path, errors="replace"):
        m = re.match(r"NodeID (\d+)\s+PointsTo: \{(.*)\}", line)
        if m:
            s = m.group(2).split()
            sets[int(m.group(1))] = [] if s == ["empty"] else [int(x.split("_")[0]) for x in s]
    return sets


def check_observed(prefix, svf_out, named_bodies, ids, sets):
    """Run-time (load, object) pairs SVF's sets lack (see the module doc)."""
    lines = {}
    function_bodies(prefix + ".ll", lines)

    def named(line):
        f, k = lines[line]
        v = re.match(r"(%[\w.]+) = ", named_bodies[f][k])
        return (f, v.group(1)) if v else None

    by_name = collections.defaultdict(set)
    for node, key in ids.items():
        by_name[key].add(node)
    # SVF stands one object for many read-only globals (a "constant data"
    # object for constant tables, the first string literal for every
    # string literal), as memssa's `<constants>` does: any of them in
    # SVF's set matches any read-only global.
    const_globals = set()
    for l in open(prefix + ".ll", errors="replace"):
        g = re.match(r'@("?[^" =]+"?) = .*?\bconstant\b', l)
        if g:
            const_globals.add(g.group(1).strip('"'))
    const_objs = set()
    for l in open(svf_out, errors="replace"):
        m = re.match(r"^(\d+)  .*\{ constant data \}", l)
        if m:
            const_objs.add(int(m.group(1)))
    const_objs |= {n for n, (f, g) in ids.items() if f == "@" and g in const_globals}
    load_line = dict(tuple(map(int, l.split("\t")[:2])) for l in open(prefix + ".loads.tsv") if l.strip())
    alloc_line = {int(a): int(c) for a, _, c in (l.rstrip("\n").split("\t") for l in open(prefix + ".allocs.tsv") if l.strip())}
    gnames = [l.rstrip("\n") for l in open(prefix + ".globals.txt")]
    fnames = [l.rstrip("\n") for l in open(prefix + ".funcs.txt")]
    pairs = lacking = unmapped = 0
    examples = []
    for l in open(prefix + ".loads-observed.tsv"):
        if not l.strip():
            continue
        load, kind, idx = l.rstrip("\n").split("\t")
        ptr = named(load_line[int(load)])
        if kind in "hs":
            obj_key = named(alloc_line[int(idx)])
        else:
            obj_key = ("@", (gnames if kind == "g" else fnames)[int(idx)])
        nodes = [n for n in by_name.get(ptr, ()) if n in sets]
        objs = set(by_name.get(obj_key, set()))
        if kind == "g" and obj_key[1] in const_globals:
            objs |= const_objs
        if not nodes or not objs:
            unmapped += 1
            continue
        pairs += 1
        if not any(o in objs for n in nodes for o in sets[n]):
            lacking += 1
            if len(examples) < 10:
                examples.append(f"{ptr[0]} {ptr[1]} -> {obj_key[0] if obj_key[0] != '@' else ''}{obj_key[1]}")
    print(f"\nrun-time (load, object) pairs: {pairs} placed in SVF's output ({unmapped} not placed);"
          f" SVF's sets lack {lacking}")
    for e in examples:
        print(f"    {e}")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("module")
    ap.add_argument("svf_output")
    ap.add_argument("memssa_sizes")
    ap.add_argument("--top", type=int, default=15)
    ap.add_argument("--observed")
    args = ap.parse_args()
    ll, svf_out, sizes, top, observed = args.module, args.svf_output, args.memssa_sizes, args.top, args.observed
    bodies = function_bodies(ll)
    ids, unplaced = svf_names(svf_out, bodies)
    sets = svf_sets(svf_out)
    svf = {n: len(s) for n, s in sets.items()}
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
    if observed:
        check_observed(observed, svf_out, bodies, ids, sets)


if __name__ == "__main__":
    main()
