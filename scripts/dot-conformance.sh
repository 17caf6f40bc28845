#!/usr/bin/env bash
# dot-conformance.sh — `memssa dot` against opt-19's -dot-cfg-mssa, function
# by function.
#
# opt-19 -passes='print<memoryssa>' -dot-cfg-mssa=OUT writes every function
# to OUT, so the file ends up holding the last one. To compare each
# function, it is first extracted alone (`llvm-extract-19 --func=F -S`:
# the function and declarations of what it uses); opt-19 and `memssa dot`
# then draw that module. Node names differ by design (opt: addresses,
# memssa: numbers in order of appearance): both are renamed in order of
# first appearance before comparing byte for byte.
#
# Usage: scripts/dot-conformance.sh [--max-funcs N] [--report DIR] PATH...
#   PATH         .ll files or directories (searched for *.ll)
#   --max-funcs N  at most N functions per file, evenly spread (default 20)
#   --report DIR   diffs go to DIR/<file>.<function>.diff (default
#                  target/dot-conformance)
# Environment: OPT (opt-19), LLVM_EXTRACT (llvm-extract-19), MEMSSA (default:
#   built with `cargo build --release -p memssa-cli`; a private copy runs).
# Prints one summary line; exit 0 if every compared function is identical,
# 1 otherwise, 2 on usage errors. Files or functions opt-19 rejects are
# counted and skipped.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OPT=${OPT:-opt-19}
LLVM_EXTRACT=${LLVM_EXTRACT:-llvm-extract-19}
MAX=20
REPORT=$ROOT/target/dot-conformance
paths=()
while [[ $# -gt 0 ]]; do
  case $1 in
    --max-funcs) MAX=$2; shift 2 ;;
    --report) REPORT=$2; shift 2 ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    -*) echo "dot-conformance.sh: unknown option $1" >&2; exit 2 ;;
    *) paths+=("$1"); shift ;;
  esac
done
[[ ${#paths[@]} -gt 0 ]] || { echo "usage: scripts/dot-conformance.sh [--max-funcs N] [--report DIR] PATH..." >&2; exit 2; }
rm -rf "$REPORT"
mkdir -p "$REPORT"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# shellcheck source=lib/memssa-bin.sh
source "$ROOT/scripts/lib/memssa-bin.sh"
memssa_binary dot-conformance.sh "$ROOT" "$tmp"
python3 - "$MAX" "$REPORT" "$tmp" "$OPT" "$LLVM_EXTRACT" "$MEMSSA" "${paths[@]}" <<'PY'
import os, re, subprocess, sys
max_funcs, report, tmp, opt, extract, memssa = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5], sys.argv[6]
files = []
for p in sys.argv[7:]:
    if os.path.isdir(p):
        for d, _, fs in os.walk(p):
            files += [os.path.join(d, f) for f in fs if f.endswith('.ll')]
    else:
        files.append(p)
files.sort()

def norm(text):
    ids = {}
    return re.sub(r'Node0x[0-9a-fA-F]+', lambda m: 'Node0x%x' % ids.setdefault(m.group(0), len(ids)), text)

define = re.compile(r'^define [^@]*@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._0-9]+)\(', re.M)
compared = same = skipped = 0
for f in files:
    try:
        text = open(f, encoding='utf-8', errors='surrogateescape').read()
    except OSError:
        continue
    names = [n for n in define.findall(text)]
    if len(names) > max_funcs:
        step = len(names) / max_funcs
        names = [names[int(i * step)] for i in range(max_funcs)]
    for name in names:
        plain = name[1:-1] if name.startswith('"') else name
        if '\\' in plain:
            skipped += 1
            continue
        one = os.path.join(tmp, 'one.ll')
        r = subprocess.run([extract, '--func=' + plain, '-S', f, '-o', one], capture_output=True)
        if r.returncode != 0:
            skipped += 1
            continue
        odot = os.path.join(tmp, 'opt.dot')
        if os.path.exists(odot):
            os.remove(odot)
        r = subprocess.run([opt, '-passes=print<memoryssa>', '-dot-cfg-mssa=' + odot, '-disable-output', one], capture_output=True, timeout=120)
        if r.returncode != 0 or not os.path.exists(odot):
            skipped += 1
            continue
        r2 = subprocess.run([memssa, 'dot', one], capture_output=True, timeout=120)
        compared += 1
        a = norm(open(odot, encoding='utf-8', errors='surrogateescape').read())
        b = norm(r2.stdout.decode('utf-8', 'surrogateescape'))
        if r2.returncode == 0 and a == b:
            same += 1
            continue
        import difflib
        out = os.path.join(report, (os.path.relpath(f).replace('/', '_') + '.' + plain)[:200] + '.diff')
        with open(out, 'w', encoding='utf-8', errors='surrogateescape') as o:
            o.write(r2.stderr.decode('utf-8', 'surrogateescape'))
            o.writelines(difflib.unified_diff(a.splitlines(True), b.splitlines(True), 'opt-19', 'memssa'))
print(f"dot-conformance: {compared} functions compared, {same} identical, {compared - same} differing, {skipped} skipped (opt-19 or llvm-extract-19 refused); diffs in {report}")
sys.exit(0 if same == compared else 1)
PY
