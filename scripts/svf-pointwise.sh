#!/usr/bin/env bash
# Compare memssa's and SVF 3.4's Andersen points-to sets pointer by pointer
# on one module (see scripts/svf_pointwise.py for what is printed).
#
# Usage: scripts/svf-pointwise.sh [--open-world] [--observed PREFIX] MODULE.ll [OUTDIR]
#   MODULE.ll     a whole program or library module (clang-19 output)
#   OUTDIR        where the named module and both tools' outputs are kept
#                 (default: a temporary directory, removed)
#   --open-world  memssa without --closed-world (for libraries; SVF has
#                 no such mode, so its sets are closed-world)
#   --observed PREFIX
#                 MODULE.ll is PREFIX.ll of a scripts/dynamic-check.sh run
#                 (e.g. target/dynamic-check/zlib.O2): also count the
#                 run-time (load, object) pairs SVF's sets lack
# The module's values are named first (opt-19 -passes=instnamer) so both
# tools call each pointer (function, %name). SVF runs through
# ../shared/tools/svf_anchor.sh with its call graph uncapped.
# Environment: MEMSSA (default target/release/memssa), SVF_ANCHOR, OPT.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
SVF_ANCHOR=${SVF_ANCHOR:-$HERE/../shared/tools/svf_anchor.sh}
OPT=${OPT:-opt-19}
WORLD=(--closed-world)
OBSERVED=()
while [ $# -gt 0 ]; do
  case "$1" in
    --open-world) WORLD=(); shift ;;
    --observed) OBSERVED=(--observed "$2"); shift 2 ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] && [ $# -le 2 ] || { sed -n '2,19p' "$0"; exit 2; }
IN=$1
if [ $# = 2 ]; then OUT=$2; mkdir -p "$OUT"; else OUT=$(mktemp -d /tmp/svf-pointwise.XXXXXX); trap 'rm -rf "$OUT"' EXIT; fi
[ -x "$MEMSSA" ] || (cd "$HERE" && cargo build --release -q -p memssa-cli)
"$OPT" -S -passes=instnamer "$IN" -o "$OUT/named.ll"
"$MEMSSA" pta --sizes "${WORLD[@]}" "$OUT/named.ll" > "$OUT/memssa.sizes"
"$SVF_ANCHOR" --runs ander --keep "$OUT/svf" --timeout 7200 \
  --extra "-ind-call-limit=1000000000 -print-symbol-table -print-pts -print-field" "$OUT/named.ll" > "$OUT/svf.summary" 2>&1 \
  || { cat "$OUT/svf.summary" >&2; exit 1; }
python3 "$HERE/scripts/svf_pointwise.py" "$OUT/named.ll" "$OUT/svf/ander.out" "$OUT/memssa.sizes" "${OBSERVED[@]}"
