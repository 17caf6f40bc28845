#!/usr/bin/env bash
# bench.sh — time and peak memory of memssa against opt-19, in one run.
#
# On sqlite3 at O0 and O2 (CORPUS_DIR/sqlite3/O{0,2}/sqlite3.ll, one big
# translation unit), measures with /usr/bin/time -f '%e %M %U %S' (wall
# seconds, peak RSS in KB, and CPU seconds, which a busy machine distorts
# less than wall time), best of RUNS runs each:
#   memssa print --no-ensure-optimized-uses  vs  opt-19 print<memoryssa><no-ensure-optimized-uses>
#   memssa print                             vs  opt-19 print<memoryssa>
#   memssa print --walker                    vs  opt-19 print<memoryssa-walker>
#   memssa stats                             vs  opt-19 require<memoryssa>
# (opt-19 always with -disable-output; every output, opt's stderr included,
# goes to /dev/null). Prints a table with memssa/opt ratios (below 1 means
# memssa is faster / smaller). Ratios come from this one run on this
# machine; nothing is asserted.
#
# Usage: scripts/bench.sh [--runs N] [--files F1,F2] CORPUS_DIR
#   --runs N     runs per measurement, the best is kept (default: 3)
#   --files L    comma list of .ll paths relative to CORPUS_DIR instead of
#                sqlite3/O0/sqlite3.ll,sqlite3/O2/sqlite3.ll
# Environment: OPT (opt-19), MEMSSA (default: cargo build --release).
set -euo pipefail

OPT=${OPT:-opt-19}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=3
FILES=sqlite3/O0/sqlite3.ll,sqlite3/O2/sqlite3.ll
help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --runs) RUNS=$2; shift 2 ;;
    --files) FILES=$2; shift 2 ;;
    -h | --help) help 0 ;;
    -*) echo "bench.sh: unknown option $1" >&2; help 2 ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || help 2
CORPUS=$(cd "$1" && pwd)
[ -x /usr/bin/time ] || { echo "bench.sh: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
if [ -z "${MEMSSA:-}" ]; then
  (cd "$ROOT" && cargo build --release --quiet -p memssa-cli --bin memssa)
  MEMSSA=${CARGO_TARGET_DIR:-$ROOT/target}/release/memssa
fi
TMP=$(mktemp)
trap 'rm -f "$TMP"' EXIT

# best COMMAND... -> "wall KB cpu" (minimum of each over RUNS runs), or
# "failed" if any run exits non-zero
best() {
  local i t=999999 m=999999999 c=999999 s k u y
  for ((i = 0; i < RUNS; i++)); do
    if ! /usr/bin/time -o "$TMP" -f '%e %M %U %S' "$@" > /dev/null 2>&1; then echo failed; return; fi
    read -r s k u y < <(tail -1 "$TMP")
    t=$(awk -v a="$t" -v b="$s" 'BEGIN { print (b < a) ? b : a }')
    c=$(awk -v a="$c" -v b="$u" -v d="$y" 'BEGIN { print (b + d < a) ? b + d : a }')
    m=$((k < m ? k : m))
  done
  echo "$t $m $c"
}

printf '%-26s %-8s %9s %9s %7s %9s %9s %7s %9s %9s %7s\n' file task "memssa_s" "opt_s" "t_ratio" "memssa_MB" "opt_MB" "m_ratio" \
  "mssa_cpu" "opt_cpu" "c_ratio"
IFS=, read -r -a LIST <<<"$FILES"
for f in "${LIST[@]}"; do
  path=$CORPUS/$f
  [ -f "$path" ] || { echo "bench.sh: missing $path (run scripts/corpus.sh)" >&2; exit 2; }
  for task in noopt opt walker stats; do
    case $task in
      noopt) ours=(print --no-ensure-optimized-uses); theirs='print<memoryssa><no-ensure-optimized-uses>' ;;
      opt) ours=(print); theirs='print<memoryssa>' ;;
      walker) ours=(print --walker); theirs='print<memoryssa-walker>' ;;
      stats) ours=(stats); theirs='require<memoryssa>' ;;
    esac
    a=$(best "$MEMSSA" "${ours[@]}" "$path")
    b=$(best "$OPT" -passes="$theirs" -disable-output "$path")
    if [ "$a" = failed ] || [ "$b" = failed ]; then
      printf '%-26s %-8s %9s %9s\n' "$f" "$task" "${a%% *}" "${b%% *}"
      continue
    fi
    read -r at am ac <<<"$a"
    read -r bt bm bc <<<"$b"
    awk -v f="$f" -v k="$task" -v at="$at" -v am="$am" -v bt="$bt" -v bm="$bm" -v ac="$ac" -v bc="$bc" 'BEGIN {
      printf "%-26s %-8s %9.2f %9.2f %7.3f %9.1f %9.1f %7.3f %9.2f %9.2f %7.3f\n", f, k, at, bt, (bt > 0 ? at / bt : 0),
        am / 1024, bm / 1024, am / bm, ac, bc, (bc > 0 ? ac / bc : 0) }'
  done
done
