#!/usr/bin/env python3
"""clients_vs_opt.py — the tables of scripts/clients-vs-opt.sh.

Reads what clients-vs-opt.sh wrote in OUTDIR: one directory per module
group (GROUP.LIB.LEVEL), in it per module M:
  M.inv                 memory_inventory of the input (named by instnamer)
  M.{dse,ecse,gvn,licm}.inv   memory_inventory of opt-19's output of one pass
  M.MODE.json           memssa opt --dse --loads --licm --separately --explain
and prints, per group, LLVM's counts next to memssa's in every mode, then
every instruction an LLVM pass transformed and memssa (LLVM alias mode)
did not, by category, with a count and the first example of each.

Instructions are matched by identity: a load by its name (instnamer names
every value, and no pass renames a value it keeps), a store by function,
block, text without metadata, and its rank from the end among equal texts
of its block (DSE only deletes stores; of two equal stores in a block the
earlier one is the one overwritten). A load left its loop under LICM if its
loop depth in the output is smaller; a load in a loop that is gone from
LICM's output was promoted to a register.

Usage: clients_vs_opt.py OUTDIR MODE...
Output is sorted: the same inputs give the same text.
"""
import json
import os
import re
import sys
from collections import Counter, defaultdict

MD = re.compile(r",\s*!(?:[A-Za-z_.][\w.]*)\s+!\d+")
LOAD = re.compile(r"^(%[-\w.$\"]+) = load (?:volatile )?(?:atomic )?([^,]+), ptr ([^,]+)")
STORE = re.compile(r"^store (?:volatile )?(?:atomic )?(.+?) (%[-\w.$\"]+|[^ ,]+), ptr ([^,]+)")
NAME = re.compile(r"%[-\w.$]+")

CATEGORIES = {
    # Loads (early-cse<memssa>, gvn).
    "dead-load": "the load has no uses: LLVM deletes it as trivially dead (not a memory question)",
    "not-a-candidate": "memssa did not consider it (unreachable block, or a volatile/atomic access)",
    "loads/address-after-replacement": "the address is, or is computed (GEPs, casts, arithmetic) from, a load the same LLVM pass removed: LLVM rewrites the address first (and CSEs the GEP), so its AA compares equal pointers; memssa keeps the IR and compares the original ones",
    "loads/clobber-live-on-entry": "nothing writes the bytes before the load, no earlier load with the same pointer value and clobber dominates it; LLVM finds an equal load elsewhere (another pointer value that must-aliases, a load of a constant global folded, or a non-dominating load on every path)",
    "loads/clobber-phi": "the clobber is a MemoryPhi: LLVM's GVN translates the load through the phi and takes the values on each path (PRE when one path lacks it)",
    "loads/clobber-call": "the clobber is a call; LLVM forwards from a store or load before a call it knows does not write the bytes (e.g. the bytes do not escape) or from an earlier load after the call",
    "loads/clobber-mem-intrinsic": "the clobber is memset/memcpy: GVN reads the value out of the memset byte or the memcpy source",
    "loads/clobber-store-may-alias": "the walker's clobber is a store that may alias; LLVM skips it (MemDep's own queries, or the store is partial and GVN extracts the bytes)",
    "loads/clobber-store-other-shape": "the clobber writes the same address with another type or size: GVN coerces (bitcast, truncation, extracting the bytes of a wider store)",
    "loads/clobber-other": "the clobber is an atomic or volatile access or a fence",
    "loads/unspellable": "the forwarded value cannot be written in memssa's output text",
    # Dead stores.
    "dse/noop-store": "the store writes back the value just loaded from the same pointer (LLVM's no-op store elimination)",
    "dse/read-by-load": "memssa's search meets a load that may read the bytes first",
    "dse/read-by-call": "memssa's search meets a call that may read the bytes first",
    "dse/read-by-other": "memssa's search meets another instruction that may read the bytes first",
    "dse/may-unwind": "memory not of a local alloca, and a call that may unwind comes first",
    "dse/live-at-return": "memory not of a local alloca stays live at a return on some path (LLVM: overwritten by a memset/memcpy or a combination of partial stores, or the object is freed or a non-escaping malloc)",
    "dse/loop-variant-address": "memssa's search would cross a back edge with an address that may change per iteration",
    "dse/search-limit": "memssa's search hit its limit",
    # LICM.
    "licm/promoted": "LICM promoted the location to a register across the loop (scalar promotion: the loop also stores it); memssa does not promote",
    "licm/no-preheader": "the loop has no dedicated preheader (LLVM's loop-simplify creates one)",
    "licm/address-in-loop": "the address is computed in the loop; LICM hoists the computation first",
    "licm/may-not-execute": "the load may not run on every entry to the loop and memssa cannot prove it safe to run early (LLVM: dereferenceable attributes, loads guaranteed to run before any exit)",
    "licm/clobber-in-loop": "memssa's clobber lies in the loop (LLVM's own alias query over the loop's writes says no write aliases)",
}


def norm_store(text):
    return MD.sub("", text).strip()


def read_inv(path):
    rows = []
    if not os.path.exists(path):
        return None
    with open(path) as f:
        for line in f:
            p = line.rstrip("\n").split("\t", 5)
            if len(p) == 6:
                rows.append((int(p[0]), p[1], p[2], p[3], int(p[4]), p[5]))
    return rows


def identities(rows):
    """line -> identity and identity -> row, for every load and store."""
    by_line, by_id = {}, {}
    ranks = Counter()
    # Stores ranked from the end of their block.
    for r in reversed(rows):
        line, func, kind, block, depth, text = r
        if kind == "load":
            m = LOAD.match(text)
            ident = ("load", func, m.group(1) if m else f"@{line}")
        else:
            key = (func, block, norm_store(text))
            ident = ("store", key, ranks[key])
            ranks[key] += 1
        by_line[line] = ident
        by_id[ident] = r
    return by_line, by_id


PURE = {"getelementptr", "bitcast", "addrspacecast", "sext", "zext", "trunc", "add", "sub", "mul", "shl", "and", "or", "xor", "ptrtoint", "inttoptr", "select"}
DEF = re.compile(r"^\s+(%[-\w.$]+) = (\w+)")


def uses_and_defs(ll_path):
    """(function, %name) -> number of uses in the function's text, and
    (function, %name) -> (opcode, operand names) of pure instructions."""
    uses = Counter()
    defs = {}
    func = None
    define = re.compile(r"^define .*?@(\"[^\"]*\"|[-\w.$]+)\(")
    with open(ll_path, errors="replace") as f:
        for line in f:
            if line.startswith("define "):
                m = define.match(line)
                func = m.group(1).strip('"') if m else None
                continue
            if line.startswith("}"):
                func = None
                continue
            if func is None:
                continue
            names = NAME.findall(line)
            for n in names:
                uses[(func, n)] += 1
            m = DEF.match(line)
            if m and m.group(2) in PURE:
                defs[(func, m.group(1))] = names[1:]
    return uses, defs  # uses include the definition itself


def after_replacement(func, ptr, removed, defs):
    """Is `ptr` a load in `removed`, or computed by pure instructions (GEPs,
    casts, arithmetic; 4 levels) from one?"""
    stack, seen = [(ptr, 0)], set()
    while stack:
        v, d = stack.pop()
        if v in seen:
            continue
        seen.add(v)
        if ("load", func, v) in removed:
            return True
        if d < 4:
            stack.extend((o, d + 1) for o in defs.get((func, v), ()))
    return False


def main():
    out, modes = sys.argv[1], sys.argv[2:]
    groups = sorted(d for d in os.listdir(out) if os.path.isdir(os.path.join(out, d)) and d.count(".") >= 2)
    table = {}  # group -> column -> count
    gaps = defaultdict(Counter)  # llvm pass -> category -> count
    gap_group = defaultdict(Counter)  # (llvm pass, category) -> group -> count
    example = {}  # (llvm pass, category) -> text
    only_memssa = defaultdict(Counter)  # memssa pass -> group -> count
    only_example = defaultdict(list)  # memssa pass -> up to 3 examples
    only_limit = defaultdict(Counter)  # memssa pass -> group -> of those, LLVM makes with its limits raised
    closed = defaultdict(Counter)  # (llvm pass, mode) -> LLVM's items the mode also transforms
    for g in groups:
        gdir = os.path.join(out, g)
        col = Counter()
        mods = sorted(f[:-4] for f in os.listdir(gdir) if f.endswith(".inv") and f.count(".") == 1)
        for mod in mods:
            base = os.path.join(gdir, mod)
            inv = read_inv(base + ".inv")
            by_line, by_id = identities(inv)
            outs = {p: read_inv(f"{base}.{p}.inv") for p in ("dse", "ecse", "gvn", "licm")}
            unl = {p: read_inv(f"{base}.{p}.nolimit.inv") for p in ("dse", "ecse", "gvn", "licm")}
            if any(v is None for v in outs.values()):
                col["missing-llvm"] += 1
                continue
            ids_in = set(by_id)
            llvm = {}
            _, out_dse = identities(outs["dse"])
            llvm["dse"] = {i for i in ids_in if i[0] == "store" and i not in out_dse}
            for p in ("ecse", "gvn"):
                _, o = identities(outs[p])
                llvm[p] = {i for i in ids_in if i[0] == "load" and i not in o}
            _, o = identities(outs["licm"])
            hoisted, promoted = set(), set()
            for i in ids_in:
                if i[0] != "load" or by_id[i][4] == 0:
                    continue
                if i not in o:
                    promoted.add(i)
                elif o[i][4] < by_id[i][4]:
                    hoisted.add(i)
            llvm["licm"] = hoisted | promoted
            nolimit = set()
            if all(v is not None for v in unl.values()):
                _, o2 = identities(unl["dse"])
                nolimit |= {i for i in ids_in if i[0] == "store" and i not in o2}
                for p in ("ecse", "gvn"):
                    _, o2 = identities(unl[p])
                    nolimit |= {i for i in ids_in if i[0] == "load" and i not in o2}
                _, o2 = identities(unl["licm"])
                nolimit |= {i for i in ids_in if i[0] == "load" and by_id[i][4] > 0 and (i not in o2 or o2[i][4] < by_id[i][4])}
            col["stores"] += sum(1 for i in ids_in if i[0] == "store")
            col["loads"] += sum(1 for i in ids_in if i[0] == "load")
            col["in-loops"] += sum(1 for i in ids_in if i[0] == "load" and by_id[i][4] > 0)
            col["opt dse"] += len(llvm["dse"])
            col["early-cse"] += len(llvm["ecse"])
            col["gvn"] += len(llvm["gvn"])
            col["licm hoisted"] += len(hoisted)
            col["licm promoted"] += len(promoted)
            uses, defs = None, None
            load_ptr = None
            for mode in modes:
                path = f"{base}.{mode}.json"
                try:
                    rep = json.load(open(path))
                except (OSError, ValueError):
                    col[f"missing:{mode}"] += 1
                    continue
                done = {"dse": set(), "loads": set(), "licm": set()}
                for a in rep["actions"]:
                    p = {"dead-store": "dse", "forward-store": "loads", "reuse-load": "loads", "hoist-load": "licm"}[a["kind"]]
                    ident = by_line.get(a["line"])
                    if ident is not None:
                        done[p].add(ident)
                for p in done:
                    col[f"{p}:{mode}"] += len(done[p])
                for lp, mp in (("dse", "dse"), ("ecse", "loads"), ("gvn", "loads"), ("licm", "licm")):
                    closed[(lp, mode)][g] += len(llvm[lp] & done[mp])
                if mode != "llvm":
                    continue
                for mp, lps in (("dse", ("dse",)), ("loads", ("ecse", "gvn")), ("licm", ("licm",))):
                    union = set().union(*(llvm[lp] for lp in lps))
                    extra = sorted(done[mp] - union, key=lambda i: by_id[i][0])
                    only_memssa[mp][g] += len(extra)
                    only_limit[mp][g] += len([i for i in extra if i in nolimit])
                    for ident in [i for i in extra if i not in nolimit][:3]:
                        if len(only_example[mp]) < 3:
                            row = by_id[ident]
                            only_example[mp].append(f"{g}/{mod}.ll:{row[0]} @{row[1]}: {row[5][:110]}")
                reason = {}
                for m in rep.get("missed", []):
                    ident = by_line.get(m["line"])
                    if ident is not None:
                        reason[(m["pass"], ident)] = m["reason"]
                for lp, mp in (("dse", "dse"), ("ecse", "loads"), ("gvn", "loads"), ("licm", "licm")):
                    for ident in sorted(llvm[lp] - done[mp], key=lambda i: by_id[i][0]):
                        row = by_id[ident]
                        cat = None
                        if ident[0] == "load" and lp in ("ecse", "gvn"):
                            if uses is None:
                                uses, defs = uses_and_defs(base + ".ll")
                            lm = LOAD.match(row[5])
                            if uses[(row[1], ident[2])] <= 1:
                                cat = "dead-load"
                            elif lm and after_replacement(row[1], lm.group(3), llvm[lp], defs):
                                cat = "loads/address-after-replacement"
                        if cat is None and lp == "licm" and ident in promoted:
                            cat = "licm/promoted"
                        if cat is None and lp == "dse":
                            if load_ptr is None:
                                load_ptr = {}
                                for r2 in inv:
                                    lm = LOAD.match(r2[5]) if r2[2] == "load" else None
                                    if lm:
                                        load_ptr[(r2[1], lm.group(1))] = lm.group(3)
                            m = STORE.match(norm_store(row[5]))
                            if m and load_ptr.get((row[1], m.group(2))) == m.group(3):
                                cat = "dse/noop-store"
                        if cat is None:
                            r = reason.get((mp, ident))
                            cat = f"{mp}/{r}" if r and r != "not-simple" else "not-a-candidate"
                        gaps[lp][cat] += 1
                        gap_group[(lp, cat)][g] += 1
                        if (lp, cat) not in example:
                            example[(lp, cat)] = f"{g}/{mod}.ll:{row[0]} @{row[1]}: {row[5][:110]}"
        table[g] = col

    def show(title, cols):
        print(f"== {title}")
        print("\t".join(["group"] + cols))
        total = Counter()
        for g in groups:
            print("\t".join([g] + [str(table[g].get(c, 0)) for c in cols]))
            total.update({c: table[g].get(c, 0) for c in cols})
        for kind in ("tu", "linked", "whole"):
            sub = [g for g in groups if g.startswith(kind + ".")]
            if sub:
                print("\t".join([f"{kind}.ALL"] + [str(sum(table[g].get(c, 0) for g in sub)) for c in cols]))
        print()

    show("dead stores: stores removed", ["stores", "opt dse"] + [f"dse:{m}" for m in modes])
    show("redundant loads: loads removed", ["loads", "early-cse", "gvn"] + [f"loads:{m}" for m in modes])
    show(
        "loop-invariant loads: loads that left their loop (LICM: hoisted or sunk, and promoted)",
        ["in-loops", "licm hoisted", "licm promoted"] + [f"licm:{m}" for m in modes],
    )
    missing = sorted({c for g in groups for c in table[g] if c.startswith("missing")})
    if missing:
        print("== missing results (timeouts or failures): " + ", ".join(f"{c}={sum(table[g][c] for g in groups)}" for c in missing))
        print()
    print("== LLVM's transformations that memssa (--aa llvm) does not make, by category")
    names = {"dse": "opt dse", "ecse": "early-cse<memssa>", "gvn": "gvn", "licm": "licm"}
    kinds = [k for k in ("tu", "linked", "whole") if any(g.startswith(k + ".") for g in groups)]

    def by_kind(counter):
        return "  ".join(f"{k} {sum(c for g, c in counter.items() if g.startswith(k + '.'))}" for k in kinds)

    print("(counts per group kind: " + ", ".join(kinds) + "; each kind covers the same code once)")
    for lp in ("dse", "ecse", "gvn", "licm"):
        tot = Counter()
        for cat in gaps[lp]:
            tot.update(gap_group[(lp, cat)])
        print(f"-- {names[lp]}: {by_kind(tot)}")
        for cat, n in sorted(gaps[lp].items(), key=lambda x: (-x[1], x[0])):
            per = ", ".join(f"{g}={c}" for g, c in sorted(gap_group[(lp, cat)].items()))
            print(f"  {by_kind(gap_group[(lp, cat)])}\t{cat}: {CATEGORIES.get(cat, '')}")
            print(f"      e.g. {example[(lp, cat)]}")
            print(f"      per group: {per}")
    print()
    print("== memssa (--aa llvm) transformations no LLVM pass makes (dse vs opt dse; loads vs early-cse or gvn; licm vs licm)")
    for mp in ("dse", "loads", "licm"):
        print(f"  {mp}: {by_kind(only_memssa[mp])}; of these, LLVM's pass makes {by_kind(only_limit[mp])} with its scan limits raised")
        for e in only_example[mp]:
            print(f"      e.g. (not made by LLVM with limits raised) {e}")
    print()
    print("== LLVM's transformations each mode also makes (of opt dse / early-cse / gvn / licm)")
    for mode in modes:
        print(f"  {mode}: " + "; ".join(f"{names[lp]} {by_kind(closed[(lp, mode)])}" for lp in ("dse", "ecse", "gvn", "licm")))


if __name__ == "__main__":
    main()
