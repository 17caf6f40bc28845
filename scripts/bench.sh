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
# --all (issue 14's targets) instead measures `print` against
# `print<memoryssa>` on every module of the corpus (each
# CORPUS_DIR/<lib>/O{0,2}/*.ll translation unit and each
# CORPUS_DIR/linked/*.ll), then `stats` against `require<memoryssa>` on
# sqlite3 O0/O2. Its table gives speedups (opt-19 over memssa, above 1 means
# memssa is faster) by wall and by CPU time, and both peaks; runs of memssa
# and opt-19 alternate, so a load change hits both. The summary names the
# modules below the targets (print 20x, stats 10x, by wall time). Times
# come from getrusage (scripts/lib/measure.py): time(1)'s 10 ms steps
# would make most translation units 0.00 s. Each tool is spawned directly
# for its RUNS timed runs and once more under time(1) for its peak, so
# time(1)'s own start-up is in neither tool's time.
#
# Usage: scripts/bench.sh [--runs N] [--files F1,F2] [--all] [--threads T] CORPUS_DIR
#   --runs N     runs per measurement, the best is kept (default: 3)
#   --files L    comma list of .ll paths relative to CORPUS_DIR instead of
#                sqlite3/O0/sqlite3.ll,sqlite3/O2/sqlite3.ll (with --all:
#                instead of every module, for print; stats stays on sqlite3)
#   --all        the per-module speedup table described above
#   --threads T  memssa's --threads (default: its own, one per core)
# Environment: OPT (opt-19), MEMSSA (default: cargo build --release).
set -euo pipefail

OPT=${OPT:-opt-19}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=3
FILES=sqlite3/O0/sqlite3.ll,sqlite3/O2/sqlite3.ll
SQLITE=$FILES
ALL=0
USER_FILES=0
THREADS=()
help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --runs) RUNS=$2; shift 2 ;;
    --files) FILES=$2; USER_FILES=1; shift 2 ;;
    --all) ALL=1; shift ;;
    --threads) THREADS=(--threads "$2"); shift 2 ;;
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

if [ "$ALL" = 1 ]; then
  if [ "$USER_FILES" = 0 ]; then
    FILES=$(cd "$CORPUS" && { ls -d -- */O0/*.ll */O2/*.ll linked/*.ll 2>/dev/null || true; } |
      grep -v '^stress/' | LC_ALL=C sort | paste -sd,)
  fi
  [ -n "$FILES" ] || { echo "bench.sh: no modules in $CORPUS" >&2; exit 2; }
  # one RESULT_FILE per task: "wall KB cpu" of memssa and of opt-19, each
  # the best over RUNS alternating runs
  pair() { # memssa-args... -- opt-pass file
    local ours=() i s k u y mt=999999 mm=999999999 mc=999999 ot=999999 om=999999999 oc=999999
    while [ "$1" != -- ]; do ours+=("$1"); shift; done
    local pass=$2 path=$3 mode
    # run 0 measures the peaks only (through time(1), whose start-up would
    # distort a small module's time); runs 1..RUNS the times only
    for ((i = 0; i <= RUNS; i++)); do
      mode=(); [ "$i" = 0 ] && mode=(--peak)
      python3 "$ROOT/scripts/lib/measure.py" "${mode[@]}" "$TMP" "$MEMSSA" "${ours[@]}" "${THREADS[@]}" "$path" || { echo failed; return; }
      read -r s k u y < <(tail -1 "$TMP")
      read -r mt mm mc < <(awk -v i="$i" -v t="$mt" -v m="$mm" -v c="$mc" -v s="$s" -v k="$k" -v u="$u" -v y="$y" \
        'BEGIN { if (i == 0) print t, k, c; else print (s < t ? s : t), m, (u + y < c ? u + y : c) }')
      python3 "$ROOT/scripts/lib/measure.py" "${mode[@]}" "$TMP" "$OPT" -passes="$pass" -disable-output "$path" || { echo failed; return; }
      read -r s k u y < <(tail -1 "$TMP")
      read -r ot om oc < <(awk -v i="$i" -v t="$ot" -v m="$om" -v c="$oc" -v s="$s" -v k="$k" -v u="$u" -v y="$y" \
        'BEGIN { if (i == 0) print t, k, c; else print (s < t ? s : t), m, (u + y < c ? u + y : c) }')
    done
    echo "$mt $mm $mc $ot $om $oc"
  }
  SUMMARY=$(mktemp)
  trap 'rm -f "$TMP" "$SUMMARY"' EXIT
  printf '%-44s %-6s %8s %8s %8s %8s %8s %8s %8s %8s\n' module task mssa_s opt_s wall_x mssa_cpu opt_cpu cpu_x mssa_MB opt_MB
  row() { # task target file memssa-args...
    local task=$1 target=$2 f=$3 pass r
    shift 3
    case $task in print) pass='print<memoryssa>' ;; stats) pass='require<memoryssa>' ;; esac
    [ -f "$CORPUS/$f" ] || { echo "bench.sh: missing $CORPUS/$f (run scripts/corpus.sh)" >&2; exit 2; }
    r=$(pair "$@" -- "$pass" "$CORPUS/$f")
    if [ "$r" = failed ]; then printf '%-44s %-6s FAILED\n' "$f" "$task"; echo "$task $f failed" >> "$SUMMARY"; return; fi
    awk -v f="$f" -v k="$task" -v g="$target" -v r="$r" -v sum="$SUMMARY" 'BEGIN {
      split(r, a, " "); mt = a[1] < 0.0001 ? 0.0001 : a[1]; mc = a[3] < 0.0001 ? 0.0001 : a[3]
      w = a[4] / mt; c = a[6] / mc
      printf "%-44s %-6s %8.3f %8.3f %8.1f %8.3f %8.3f %8.1f %8.1f %8.1f\n", f, k, a[1], a[4], w, a[3], a[6], c, a[2] / 1024, a[5] / 1024
      printf "%s %s %.2f %.2f %s\n", k, f, w, c, (w < g ? "BELOW" : "ok") >> sum }'
  }
  IFS=, read -r -a LIST <<<"$FILES"
  for f in "${LIST[@]}"; do row print 20 "$f" print; done
  IFS=, read -r -a LIST <<<"$SQLITE"
  for f in "${LIST[@]}"; do row stats 10 "$f" stats; done
  echo
  for task in print stats; do
    awk -v k="$task" '$1 == k && $3 != "failed" { n++; if (min == "" || $3 < min) { min = $3; at = $2 }
        if (cmin == "" || $4 < cmin) { cmin = $4; cat = $2 } if ($5 == "BELOW") { b++; list = list " " $2 "(" $3 "x)" } }
      END { if (n) printf "%s: %d modules, lowest wall speedup %.1fx (%s), lowest CPU speedup %.1fx (%s); below target: %d%s\n",
        k, n, min, at, cmin, cat, b, list }' "$SUMMARY"
  done
  grep -q failed "$SUMMARY" && { echo "failed runs:"; grep failed "$SUMMARY"; }
  exit 0
fi

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
