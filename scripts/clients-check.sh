#!/usr/bin/env bash
# clients-check.sh — do programs transformed by `memssa opt` still behave?
#
# For every program and every alias mode, `memssa opt --dse --loads --licm
# --aa MODE --verify` writes the transformed module; opt-19 -passes=verify
# must accept it; clang-19 -O0 compiles the original IR and the transformed
# IR (no further optimization, so what runs is what memssa wrote); both run
# and their outputs must be identical.
#
# Programs:
#  * csmith (Debian packages csmith, libcsmith-dev): N random programs,
#    each compiled to IR at -O0 and at -O2; each prints a checksum of its
#    globals. Programs whose original run fails or exceeds the time limit
#    are skipped (csmith does not promise termination quickly).
#  * the whole programs of scripts/dynamic (each corpus library linked with
#    its driver), as scripts/dynamic-check.sh builds them in its OUTDIR
#    (LIB.LEVEL.ll); skipped if that directory has none.
#
# Usage: scripts/clients-check.sh [--csmith N] [--modes L] [--levels L]
#                                 [--whole DIR] [--no-whole] [OUTDIR]
#   --csmith N   random programs (default 200; CI uses a small N)
#   --modes L    comma list of llvm,andersen,flow-sensitive,andersen+1-callsite,
#                flow-sensitive+2-callsite,... (default: llvm,andersen,flow-sensitive,
#                flow-sensitive+1-callsite)
#   --levels L   csmith levels, comma list of O0,O2 (default O0,O2)
#   --whole DIR  where the whole programs are (default target/dynamic-check)
#   OUTDIR       default target/clients-check
# Environment: MEMSSA (default target/release/memssa, built if missing),
#   CLANG, OPT, CSMITH, CSMITH_INC, TIMEOUT (seconds per run, default 10).
# Exit status 1 if any transformed program fails to verify, to compile, or
# behaves differently.
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
CLANG=${CLANG:-clang-19}
OPT=${OPT:-opt-19}
CSMITH=${CSMITH:-csmith}
CSMITH_INC=${CSMITH_INC:-/usr/include/csmith}
TIMEOUT=${TIMEOUT:-10}
N=200
MODES=llvm,andersen,flow-sensitive,flow-sensitive+1-callsite
LEVELS=O0,O2
WHOLE=$HERE/target/dynamic-check
OUT=$HERE/target/clients-check
while [ $# -gt 0 ]; do
  case "$1" in
    --csmith) N=$2; shift 2 ;;
    --modes) MODES=$2; shift 2 ;;
    --levels) LEVELS=$2; shift 2 ;;
    --whole) WHOLE=$2; shift 2 ;;
    --no-whole) WHOLE=; shift ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//;$d'; exit 0 ;;
    *) OUT=$1; shift ;;
  esac
done
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
if [ ! -x "$MEMSSA" ]; then
  (cd "$HERE" && nice cargo build --release -p memssa-cli)
fi
mkdir -p "$OUT"
IFS=, read -r -a modes <<< "$MODES"
IFS=, read -r -a levels <<< "$LEVELS"

failures=0
checked=0
declare -A actions

# mode_args MODE: the `--aa`/`--context` options of a mode name.
mode_args() {
  local aa=${1%%+*} ctx=
  [ "$aa" != "$1" ] && ctx=${1#*+}
  echo "--aa $aa${ctx:+ --context $ctx}"
}

# check NAME LL EXPECTED_OUTPUT_FILE [RUN_ARGS...]: transform LL in every
# mode, verify, compile, run, compare.
check() {
  local name=$1 ll=$2 expected=$3
  for mode in "${modes[@]}"; do
    local base=$OUT/$name.$mode
    # shellcheck disable=SC2046
    if ! "$MEMSSA" opt --dse --loads --licm $(mode_args "$mode") --verify --json "$ll" -o "$base.ll" > "$base.json" 2> "$base.err"; then
      echo "FAIL $name $mode: memssa opt: $(head -c 300 "$base.err")"; failures=$((failures + 1)); continue
    fi
    if ! "$OPT" -passes=verify -disable-output "$base.ll" 2> "$base.err"; then
      echo "FAIL $name $mode: opt-19 rejects the output: $(head -c 300 "$base.err")"; failures=$((failures + 1)); continue
    fi
    if ! "$CLANG" -O0 -w -o "$base.bin" "$base.ll" -lm -lpthread -ldl 2> "$base.err"; then
      echo "FAIL $name $mode: clang-19: $(head -c 300 "$base.err")"; failures=$((failures + 1)); continue
    fi
    timeout "$((TIMEOUT * 3))" "$base.bin" > "$base.out" 2>&1 || true
    if ! cmp -s "$expected" "$base.out"; then
      echo "FAIL $name $mode: output differs ($base.out vs $expected)"; failures=$((failures + 1)); continue
    fi
    rm -f "$base.bin"
    checked=$((checked + 1))
    local n
    n=$(python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["counts"]; print(sum(c.values()))' "$base.json")
    actions[$mode]=$(( ${actions[$mode]:-0} + n ))
  done
}

# csmith programs.
if [ "$N" -gt 0 ]; then
  for ((s = 1; s <= N; s++)); do
    c=$OUT/csmith-$s.c
    "$CSMITH" --seed "$s" --max-funcs 6 > "$c" 2> /dev/null || continue
    for lvl in "${levels[@]}"; do
      name=csmith-$s.$lvl
      "$CLANG" -$lvl -w -S -emit-llvm -I"$CSMITH_INC" -o "$OUT/$name.ll" "$c" 2> /dev/null || continue
      "$CLANG" -O0 -w -o "$OUT/$name.bin" "$OUT/$name.ll" 2> /dev/null || continue
      if ! timeout "$TIMEOUT" "$OUT/$name.bin" > "$OUT/$name.out" 2>&1; then
        rm -f "$OUT/$name.bin"; continue   # slow or crashing original: skipped
      fi
      rm -f "$OUT/$name.bin"
      check "$name" "$OUT/$name.ll" "$OUT/$name.out"
    done
  done
fi

# Whole programs of scripts/dynamic.
if [ -n "$WHOLE" ] && ls "$WHOLE"/*.main.ll > /dev/null 2>&1; then
  for main in "$WHOLE"/*.main.ll; do
    ll=${main%.main.ll}.ll
    name=$(basename "${ll%.ll}")
    [ -f "$ll" ] || continue
    "$CLANG" -O0 -w -o "$OUT/$name.bin" "$ll" -lm -lpthread -ldl 2> /dev/null || { echo "skip $name: does not compile"; continue; }
    (cd "$OUT" && timeout 600 "./$name.bin" > "$name.out" 2>&1) || { echo "skip $name: original run failed"; continue; }
    rm -f "$OUT/$name.bin"
    check "$name" "$ll" "$OUT/$name.out"
  done
fi

echo "clients-check: $checked transformed programs behave like the originals, $failures failures"
for mode in "${modes[@]}"; do
  echo "  $mode: ${actions[$mode]:-0} transformations"
done
[ "$failures" -eq 0 ]
