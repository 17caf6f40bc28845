#!/usr/bin/env python3
"""Compares memssa's verdicts on the PTABen-style tests with SVF's.

Usage: ptaben_vs_svf.py MEMSSA SVF.tsv LL_DIR [MODE...]

SVF.tsv is what scripts/svf-ptaben.sh writes (one row per assertion call,
in call order per file; columns file, line, kind, dvf_cxt, wpa_fspta).
For every file in it, memssa checks LL_DIR/NAME.m2r.ll (the -O0 + mem2reg
build, SVF's input) in each MODE, a context mode (none, 1-callsite,
2-callsite, args), always with --flow-sensitive. The N-th assertion memssa
reports is the N-th row of SVF's table for that file (both take calls in
IR order; a file whose counts differ is reported and skipped).

An assertion counts as proved by the same rule for both tools (SVF's):
NOALIAS and EXPECTEDFAIL_NOALIAS when the answer is no-alias; MAYALIAS and
MUSTALIAS when it is not no-alias (SVF's MUSTALIAS passes on may-alias
too). SVF's verdicts map the same way: pass / unexpected-pass = proved.

Prints, per mode, how many of the assertions SVF's `dvf -cxt` (and `wpa
-fspta`) proves memssa proves too, then every assertion some SVF mode
proves and memssa does not (in any of the modes, and per mode).
Exit status 0 (this is a report).
"""
import re
import subprocess
import sys
from collections import defaultdict

LINE = re.compile(r"^.*?:(\d+):(\d+): ([A-Za-z-]+): ([A-Z_]+)\((.*)\) in @(\S+) \(answer: (\w+)\)$")


def memssa_answers(memssa, ll, mode):
    args = [memssa, "pta", "--check-assertions", "--flow-sensitive", "--context", mode, ll]
    p = subprocess.run(args, capture_output=True, text=True)
    out = []
    for line in (p.stdout + p.stderr).splitlines():
        m = LINE.match(line)
        if m and m.group(4) != "PARTIALALIAS":
            out.append((m.group(4), m.group(7)))
    return out


def proved(kind, answer):
    if kind in ("NOALIAS", "EXPECTEDFAIL_NOALIAS"):
        return answer == "no"
    return answer != "no"


def main():
    if len(sys.argv) < 4:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        sys.exit(2)
    memssa, tsv, lldir = sys.argv[1:4]
    modes = sys.argv[4:] or ["none", "1-callsite", "2-callsite", "args"]
    rows = defaultdict(list)
    with open(tsv) as fh:
        next(fh)
        for line in fh:
            f, ln, kind, dvf, fs = line.rstrip("\n").split("\t")
            rows[f].append((int(ln), kind, dvf in ("pass", "unexpected-pass"), fs in ("pass", "unexpected-pass")))
    totals = {m: defaultdict(int) for m in modes}
    missed = defaultdict(list)  # (file, line, kind) -> modes memssa misses
    svf_any = 0
    for f in sorted(rows):
        name = f[:-2] if f.endswith(".c") else f
        ll = f"{lldir}/{name}.m2r.ll"
        per_mode = {m: memssa_answers(memssa, ll, m) for m in modes}
        if any(len(per_mode[m]) != len(rows[f]) for m in modes):
            print(f"{f}: SVF has {len(rows[f])} assertions, memssa {[len(per_mode[m]) for m in modes]}; skipped")
            continue
        for k, (ln, kind, dvf, fs) in enumerate(rows[f]):
            if dvf or fs:
                svf_any += 1
            for m in modes:
                mk, ans = per_mode[m][k]
                ok = proved(kind, ans)
                t = totals[m]
                t["all"] += 1
                t["memssa"] += ok
                t["dvf"] += dvf
                t["fs"] += fs
                t["dvf_and_memssa"] += dvf and ok
                t["fs_and_memssa"] += fs and ok
                if (dvf or fs) and not ok:
                    missed[(f, ln, kind)].append(m)
    print("mode\tassertions\tmemssa (FS + mode)\tdvf -cxt\tof those memssa\twpa -fspta\tof those memssa")
    for m in modes:
        t = totals[m]
        print(f"{m}\t{t['all']}\t{t['memssa']}\t{t['dvf']}\t{t['dvf_and_memssa']}\t{t['fs']}\t{t['fs_and_memssa']}")
    never = [k for k, ms in missed.items() if len(ms) == len(modes)]
    print(f"\nassertions an SVF mode proves: {svf_any}; of them memssa proves in no mode: {len(never)}")
    for (f, ln, kind) in sorted(never):
        print(f"  missed in every mode: {f}:{ln} {kind}")
    for (f, ln, kind), ms in sorted(missed.items()):
        if len(ms) < len(modes):
            print(f"  missed in {','.join(ms)}: {f}:{ln} {kind}")


if __name__ == "__main__":
    main()
