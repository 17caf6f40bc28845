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
#  * csmith (Debian packages csmith, libcsmith-dev): the programs of seeds
#    FIRST .. FIRST+N-1, each compiled to IR at -O0 and at -O2; each prints
#    a checksum of its globals. Programs whose original run fails or
#    exceeds the time limit are skipped (csmith does not promise quick
#    termination) and counted as skipped.
#  * the whole programs of scripts/dynamic (each corpus library linked with
#    its driver), as scripts/dynamic-check.sh builds them in its OUTDIR
#    (LIB.LEVEL.ll); skipped if that directory has none.
#
# Alias modes: llvm, andersen and flow-sensitive, each points-to mode also
# with every context mode of `pta --context` (MODE+1-callsite,
# MODE+2-callsite, MODE+args): nine in all by default.
#
# A mode whose output is byte for byte one an earlier mode wrote for the
# same program (and which behaved) counts as checked without compiling and
# running it again.
#
# Every checked (program, mode) appends one line to OUTDIR/results.tsv:
#   program level mode status transformations
# (level: O0/O2 for csmith, the library's level for whole programs; status
# ok or FAIL-<why>), so runs in chunks (--first) add up; the summary counts
# this run's lines per mode and level. On a failure the reproducer
# narrows it down: every function's edits alone, then each pass alone on
# the culprit function, and prints the `memssa opt` command that breaks
# the program (files kept in OUTDIR/repro/).
#
# Usage: scripts/clients-check.sh [--csmith N] [--first S] [--modes L]
#                                 [--levels L] [--whole DIR] [--no-whole]
#                                 [--big-whole-modes L] [OUTDIR]
#   --csmith N   random programs (default 200; CI uses a small N)
#   --first S    seed of the first program (default 1)
#   --modes L    comma list of modes, e.g. llvm,andersen+args (default: all nine)
#   --levels L   csmith levels, comma list of O0,O2 (default O0,O2)
#   --whole DIR  where the whole programs are (default target/dynamic-check)
#   --big-whole-modes L
#                modes for whole programs of more than BIG_WHOLE_BYTES
#                (default 5,000,000) of IR, sqlite3's, instead of --modes:
#                each of its context modes takes a minute or more there, so
#                CI checks them on the smaller programs only (default: the
#                same as --modes)
#   OUTDIR       default target/clients-check
# Environment: MEMSSA (default target/release/memssa, built if missing),
#   CLANG, OPT, CSMITH, CSMITH_INC, TIMEOUT (seconds per run, default 10),
#   BIG_WHOLE_BYTES.
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
FIRST=1
MODES=
for aa in andersen flow-sensitive; do
  MODES+=",$aa"
  for ctx in 1-callsite 2-callsite args; do MODES+=",$aa+$ctx"; done
done
MODES=llvm$MODES
LEVELS=O0,O2
WHOLE=$HERE/target/dynamic-check
OUT=$HERE/target/clients-check
while [ $# -gt 0 ]; do
  case "$1" in
    --csmith) N=$2; shift 2 ;;
    --first) FIRST=$2; shift 2 ;;
    --modes) MODES=$2; shift 2 ;;
    --levels) LEVELS=$2; shift 2 ;;
    --whole) WHOLE=$2; shift 2 ;;
    --no-whole) WHOLE=; shift ;;
    --big-whole-modes) BIG_MODES=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//;$d'; exit 0 ;;
    *) OUT=$1; shift ;;
  esac
done
BIG_MODES=${BIG_MODES:-$MODES}
BIG_WHOLE_BYTES=${BIG_WHOLE_BYTES:-5000000}
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
if [ ! -x "$MEMSSA" ]; then
  (cd "$HERE" && nice cargo build --release -p memssa-cli)
fi
mkdir -p "$OUT"
# Absolute: programs run from OUTDIR.
OUT=$(cd "$OUT" && pwd)
# shellcheck source=scripts/lib/lanes.sh
. "$HERE/scripts/lib/lanes.sh"
IFS=, read -r -a modes <<< "$MODES"
IFS=, read -r -a big_modes <<< "$BIG_MODES"
for m in "${big_modes[@]}"; do
  [[ ",$MODES," == *",$m,"* ]] || { echo "clients-check.sh: --big-whole-modes: $m is not in --modes" >&2; exit 2; }
done
IFS=, read -r -a levels <<< "$LEVELS"
RESULTS=$OUT/results.tsv
this_run=$OUT/.run.$$.tsv
: > "$this_run"
trap 'rm -f "$this_run"' EXIT

failures=0
skipped=0

# mode_args MODE: the `--aa`/`--context` options of a mode name.
mode_args() {
  local aa=${1%%+*} ctx=
  [ "$aa" != "$1" ] && ctx=${1#*+}
  echo "--aa $aa${ctx:+ --context $ctx}"
}

# record PROGRAM LEVEL MODE STATUS COUNT
record() {
  printf '%s\t%s\t%s\t%s\t%s\n' "$@" | tee -a "$RESULTS" >> "$this_run"
}

# behaves LL EXPECTED BASE [OPTS...]: transform LL with memssa opt OPTS into
# BASE.ll, verify, compile, run; prints nothing and succeeds iff the run
# prints EXPECTED; otherwise prints why.
behaves() {
  local ll=$1 expected=$2 base=$3 sum
  shift 3
  if ! "$MEMSSA" opt "$@" --verify --json "$ll" -o "$base.ll" > "$base.json" 2> "$base.err"; then
    echo "memssa-opt: $(head -c 300 "$base.err")"; return 1
  fi
  # A module another mode already wrote and checked for the same program
  # behaves the same (context modes often change nothing).
  sum=$(md5sum < "$base.ll")
  [ -n "${checked_text[$sum]:-}" ] && return 0
  if ! "$OPT" -passes=verify -disable-output "$base.ll" 2> "$base.err"; then
    echo "verify: opt-19 rejects the output: $(head -c 300 "$base.err")"; return 1
  fi
  if ! "$CLANG" -O0 -w -o "$base.bin" "$base.ll" -lm -lpthread -ldl 2> "$base.err"; then
    echo "clang: $(head -c 300 "$base.err")"; return 1
  fi
  # Whole programs read their inputs relative to where they run.
  (cd "$(dirname "$base")" && timeout "$((TIMEOUT * 3))" "$base.bin" > "$base.out" 2>&1) || true
  rm -f "$base.bin"
  if ! cmp -s "$expected" "$base.out"; then
    echo "output: differs ($base.out vs $expected)"; return 1
  fi
  checked_text[$sum]=1
}

# reproduce NAME LL EXPECTED MODE: narrows a failure to one function and
# one pass and prints the command that shows it.
reproduce() {
  local name=$1 ll=$2 expected=$3 mode=$4 dir=$OUT/repro
  mkdir -p "$dir"
  local base=$dir/$name.$mode
  # shellcheck disable=SC2046
  "$MEMSSA" opt --dse --loads --licm $(mode_args "$mode") --json "$ll" > "$base.all.json" 2> /dev/null || return 0
  local f culprit=
  for f in $(python3 -c 'import json,sys; print("\n".join(sorted({a["function"] for a in json.load(open(sys.argv[1]))["actions"]})))' "$base.all.json"); do
    # shellcheck disable=SC2046
    if ! behaves "$ll" "$expected" "$base.f" --dse --loads --licm $(mode_args "$mode") --function "$f" > /dev/null; then
      culprit=$f; break
    fi
  done
  if [ -z "$culprit" ]; then
    echo "  reproducer: no single function's edits break it (an interaction of functions)"
    return 0
  fi
  local p passes="--dse --loads --licm"
  for p in --dse --loads --licm; do
    # shellcheck disable=SC2046
    if ! behaves "$ll" "$expected" "$base.p" $p $(mode_args "$mode") --function "$culprit" > /dev/null; then
      passes=$p; break
    fi
  done
  cp "$ll" "$dir/$name.ll"
  echo "  reproducer: $MEMSSA opt $passes $(mode_args "$mode") --function $culprit $dir/$name.ll -o OUT.ll (original output: $expected)"
}

# check NAME LEVEL LL EXPECTED_OUTPUT_FILE: transform LL in every mode,
# verify, compile, run, compare.
check() {
  local name=$1 level=$2 ll=$3 expected=$4 why
  local -a these=("${modes[@]}")
  if [[ $name != csmith-* ]] && [ "$(stat -c %s "$ll")" -gt "$BIG_WHOLE_BYTES" ]; then these=("${big_modes[@]}"); fi
  declare -gA checked_text=()
  for mode in "${these[@]}"; do
    local base=$OUT/$name.$level.$mode
    # shellcheck disable=SC2046
    if ! behaves "$ll" "$expected" "$base" --dse --loads --licm $(mode_args "$mode") > "$base.why"; then
      why=$(cat "$base.why")
      echo "FAIL $name $mode: $why"
      failures=$((failures + 1))
      record "$name" "$level" "$mode" "FAIL-${why%%:*}" 0
      reproduce "$name.$level" "$ll" "$expected" "$mode"
      continue
    fi
    local n
    n=$(python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["counts"]; print(sum(c.values()))' "$base.json")
    record "$name" "$level" "$mode" ok "$n"
    rm -f "$base.ll" "$base.json" "$base.err" "$base.out" "$base.why"
  done
}

# check_csmith S: seed S's program at every level.
check_csmith() {
  local s=$1 c=$OUT/csmith-$1.c lvl name before
  # csmith writes platform.info where it runs.
  (cd "$OUT" && "$CSMITH" --seed "$s" --max-funcs 6) > "$c" 2> /dev/null || return 0
  for lvl in "${levels[@]}"; do
    name=csmith-$s.$lvl
    "$CLANG" -$lvl -w -S -emit-llvm -I"$CSMITH_INC" -o "$OUT/$name.ll" "$c" 2> /dev/null || continue
    "$CLANG" -O0 -w -o "$OUT/$name.bin" "$OUT/$name.ll" 2> /dev/null || continue
    if ! timeout "$TIMEOUT" "$OUT/$name.bin" > "$OUT/$name.out" 2>&1; then
      # Slow or crashing original: skipped.
      rm -f "$OUT/$name.bin" "$OUT/$name.ll" "$OUT/$name.out"
      record "csmith-$s" "$lvl" - skipped 0
      continue
    fi
    rm -f "$OUT/$name.bin"
    before=$failures
    check "csmith-$s" "$lvl" "$OUT/$name.ll" "$OUT/$name.out"
    [ "$failures" -eq "$before" ] && rm -f "$OUT/$name.ll" "$OUT/$name.out"
  done
  [ "$failures" -eq 0 ] && rm -f "$c"
  return 0
}

# check_whole MAIN: a whole program of scripts/dynamic (MAIN is its
# LIB.LEVEL.main.ll; the program is LIB.LEVEL.ll beside it).
check_whole() {
  local ll=${1%.main.ll}.ll name
  name=$(basename "${ll%.ll}")
  [ -f "$ll" ] || return 0
  "$CLANG" -O0 -w -o "$OUT/$name.bin" "$ll" -lm -lpthread -ldl 2> /dev/null || { echo "skip $name: does not compile"; return 0; }
  (cd "$OUT" && timeout 600 "./$name.bin" > "$name.out" 2>&1) || { echo "skip $name: original run failed"; return 0; }
  rm -f "$OUT/$name.bin"
  check "${name%.*}" "${name##*.}" "$ll" "$OUT/$name.out"
  return 0
}

# Two programs at a time, each in a subshell (their results go to the
# files, their messages to the terminal line by line): most of the work
# (csmith, clang, the runs, memssa on small modules) uses one core, and
# the machine has two. The whole programs go first, biggest first, so the
# small csmith ones fill in at the end.
tasks=()
if [ -n "$WHOLE" ] && ls "$WHOLE"/*.main.ll > /dev/null 2>&1; then
  while IFS= read -r main; do tasks+=("check_whole $main"); done < <(
    for main in "$WHOLE"/*.main.ll; do
      printf '%s\t%s\n' "$(stat -c %s "${main%.main.ll}.ll" 2> /dev/null || echo 0)" "$main"
    done | sort -t$'\t' -k1,1nr | cut -f2)
fi
for ((s = FIRST; s < FIRST + N; s++)); do tasks+=("check_csmith $s"); done
# A task that stops on an error of its own (not a program's failure, which
# it records) fails the script, as it did when the tasks ran in order.
LANES_WHO=clients-check.sh
broken=0
for task in "${tasks[@]}"; do
  lanes_spawn "$task" "${task%% *}" "${task#* }"
done
lanes_wait || broken=1

failures=$(awk -F'\t' '$4 ~ /^FAIL-/' "$this_run" | wc -l)
skipped=$(awk -F'\t' '$4 == "skipped"' "$this_run" | wc -l)
checked=$(awk -F'\t' '$4 == "ok"' "$this_run" | wc -l)
echo "clients-check: $checked transformed programs behave like the originals, $failures failures, $skipped csmith programs skipped"
echo "  mode / level: programs checked (failures), transformations"
for mode in "${modes[@]}"; do
  awk -F'\t' -v m="$mode" '
    $3 == m { k = ($1 ~ /^csmith-/ ? "csmith " : $1 " ") $2; seen[k] = 1; if ($4 == "ok") { ok[k]++; n[k] += $5 } else bad[k]++ }
    END { for (k in seen) printf "  %s / %s: %d (%d), %d\n", m, k, ok[k], bad[k], n[k] }' "$this_run" | sort
done
[ "$failures" -eq 0 ] && [ "$broken" = 0 ]
