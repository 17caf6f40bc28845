#!/usr/bin/env bash
# conformance.sh — differential test of memssa against opt-19 on a corpus.
#
# For every .ll under CORPUS_DIR and every selected mode, runs
#   opt-19 -passes=<printer> -disable-output FILE   (stderr = expected)
#   memssa print [flags] FILE                       (stdout = actual)
# and compares them byte for byte. Per file it reports the number of
# differing lines (as counted by diff) and the functions whose printed text
# differs; then a summary table per mode, with the CPU seconds (user+sys)
# both tools spent, which do not depend on how busy the machine is. Files
# opt-19 rejects are skipped.
#
# opt-19's printers write to stderr, where its target set-up also writes
# warnings that are not part of the Memory SSA output: unknown subtarget
# features or processors ("'+mpx' is not a recognized feature for this
# target (ignoring feature)"), LoongArch's "the triple-implied ABI is
# invalid" and, for targets Debian's LLVM is built without, "failed to
# create target machine" / "failed to infer data layout". Those lines are
# removed from the expected output (memssa has no target machine to warn
# about); every other line is compared.
#
# Usage: scripts/conformance.sh [--mode noopt|opt|walker|all] [-j JOBS]
#                               [--report DIR] [--no-linked]
#                               [--no-linked-in MODES] CORPUS_DIR
#   --mode       printer(s) to compare (default: all)
#                  noopt  = print<memoryssa><no-ensure-optimized-uses>
#                  opt    = print<memoryssa>
#                  walker = print<memoryssa-walker>
#   -j JOBS      files in parallel (default: 2)
#   --report DIR where the per-file diffs (first 200 lines) are kept
#                (default: a new directory ${TMPDIR:-/tmp}/memssa-conformance.XXXXXX,
#                so runs side by side never remove each other's report;
#                a given DIR is emptied first)
#   --no-linked  skip CORPUS_DIR/linked/ (the same functions as the per-TU
#                files) in every mode: --no-linked-in noopt,opt,walker
#   --no-linked-in MODES
#                skip CORPUS_DIR/linked/ in these modes only (comma list):
#                CI uses `walker`, where opt-19 spends 90 of its 340 CPU
#                seconds on the linked modules, 80 of them on lua -O0's
#                luaV_execute, which lua/O0/lvm.ll checks already
#   --timeout S  per run limit in wall seconds (default: 7200)
# Environment: OPT (opt-19), MEMSSA (a memssa binary; default: built with
#   `cargo build --release -p memssa-cli`). The run uses a private copy of
#   it (scripts/lib/memssa-bin.sh), so rebuilding meanwhile is harmless.
# Exit status: 0 if every compared file is identical in every mode, 1 if any
# differs or memssa failed on it, 2 on usage errors.
set -euo pipefail

OPT=${OPT:-opt-19}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
MODE=all
JOBS=2
REPORT=
SKIP_LINKED_IN=
TIMEOUT=7200
help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --mode) MODE=$2; shift 2 ;;
    -j) JOBS=$2; shift 2 ;;
    --report) REPORT=$2; shift 2 ;;
    --no-linked) SKIP_LINKED_IN=noopt,opt,walker; shift ;;
    --no-linked-in) SKIP_LINKED_IN=$2; shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    -h | --help) help 0 ;;
    -*) echo "conformance.sh: unknown option $1" >&2; help 2 ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || help 2
CORPUS=$(cd "$1" && pwd)
case $MODE in
  all) MODES="noopt opt walker" ;;
  noopt | opt | walker) MODES=$MODE ;;
  *) echo "conformance.sh: bad --mode $MODE" >&2; exit 2 ;;
esac
for m in ${SKIP_LINKED_IN//,/ }; do
  case $m in
    noopt | opt | walker) ;;
    *) echo "conformance.sh: bad mode $m in --no-linked-in" >&2; exit 2 ;;
  esac
done

if [ -z "$REPORT" ]; then
  REPORT=$(mktemp -d "${TMPDIR:-/tmp}/memssa-conformance.XXXXXX")
else
  rm -rf "$REPORT"
fi
mkdir -p "$REPORT/results"
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# shellcheck source=scripts/lib/memssa-bin.sh
. "$ROOT/scripts/lib/memssa-bin.sh"
memssa_binary conformance "$ROOT" "$WORK"
export OPT MEMSSA REPORT WORK TIMEOUT

# cpu FILE -> user+sys seconds from a /usr/bin/time -f '%U %S' output file
cpu() { tail -1 "$1" 2>/dev/null | awk 'NF == 2 { printf "%.2f", $1 + $2; ok = 1 } END { if (!ok) printf "-" }'; }
export -f cpu

# One job: compare one file in one mode; writes one TSV line
#   mode  status  difflines  file  functions  opt_cpu  memssa_cpu
# status: same | differ | memssa-failed | skipped
compare_one() {
  local mode=$1 file=$2 rel=$3 passes flags
  case $mode in
    noopt) passes='print<memoryssa><no-ensure-optimized-uses>'; flags=(--no-ensure-optimized-uses) ;;
    opt) passes='print<memoryssa>'; flags=() ;;
    walker) passes='print<memoryssa-walker>'; flags=(--walker) ;;
  esac
  local id
  id=$(printf '%s' "$mode/$rel" | md5sum | cut -c1-16)
  local exp=$WORK/$id.exp act=$WORK/$id.act err=$WORK/$id.err
  local result=$REPORT/results/$id.tsv
  local orc=0
  /usr/bin/time -o "$WORK/$id.topt" -f '%U %S' timeout "$TIMEOUT" "$OPT" -passes="$passes" -disable-output "$file" 2> "$exp" > /dev/null || orc=$?
  sed -i -E "/^'[^']*' is not a recognized (feature|processor) for this target \(ignoring (feature|processor)\)\$/d; /^warning: the triple-implied ABI is invalid, ignoring and using feature-implied ABI\$/d; /^$(basename "$OPT"): (WARNING: failed to create target machine for |warning: failed to infer data layout: )/d" "$exp"
  if [ "$orc" != 0 ]; then
    local owhy
    owhy="opt-19 rejected it: $(grep -m1 error "$exp" | cut -c1-120)"
    [ "$orc" = 124 ] && owhy="opt-19 timed out after ${TIMEOUT}s"
    printf '%s\tskipped\t-\t%s\t%s\t-\t-\n' "$mode" "$rel" "$owhy" > "$result"
    rm -f "$exp" "$WORK/$id.topt"
    return 0
  fi
  local rc=0
  /usr/bin/time -o "$WORK/$id.tmem" -f '%U %S' timeout "$TIMEOUT" "$MEMSSA" print "${flags[@]}" "$file" > "$act" 2> "$err" || rc=$?
  local times
  times=$(cpu "$WORK/$id.topt")$'\t'$(cpu "$WORK/$id.tmem")
  rm -f "$WORK/$id.topt" "$WORK/$id.tmem"
  if [ "$rc" != 0 ]; then
    local why
    why=$(head -1 "$err" | cut -c1-160)
    [ "$rc" = 124 ] && why="timed out after ${TIMEOUT}s"
    printf '%s\tmemssa-failed\t-\t%s\texit %s: %s\t%s\n' "$mode" "$rel" "$rc" "$why" "$times" > "$result"
  elif cmp -s "$exp" "$act"; then
    printf '%s\tsame\t0\t%s\t\t%s\n' "$mode" "$rel" "$times" > "$result"
  else
    local n funcs
    n=$( (diff "$exp" "$act" || true) | grep -c '^[<>]' || true)
    # functions whose text differs (or that exist on one side only)
    funcs=$(python3 - "$exp" "$act" <<'PY'
import sys
def split(path):
    out, order, cur = {}, [], None
    with open(path, 'rb') as f:
        for line in f:
            if line.startswith(b'MemorySSA ') and b' for function: ' in line:
                cur = line.split(b' for function: ', 1)[1].rstrip(b'\n').decode('utf-8', 'replace')
                order.append(cur)
                out[cur] = []
            out.setdefault(cur, []).append(line)
    return out, order
e, eo = split(sys.argv[1])
a, ao = split(sys.argv[2])
names = [n for n in eo if e.get(n) != a.get(n)] + [n for n in ao if n not in e]
if None in e or None in a:
    if e.get(None) != a.get(None):
        names.insert(0, '<before first function>')
names = [n if n is not None else '<none>' for n in names]
print(f"{len(names)}: " + ','.join(names[:8]) + (',...' if len(names) > 8 else ''))
PY
)
    printf '%s\tdiffer\t%s\t%s\t%s\t%s\n' "$mode" "$n" "$rel" "$funcs" "$times" > "$result"
    mkdir -p "$REPORT/$mode/$(dirname "$rel")"
    (diff -u "$exp" "$act" || true) | head -200 > "$REPORT/$mode/$rel.diff"
  fi
  rm -f "$exp" "$act" "$err"
}
export -f compare_one

mapfile -t FILES < <(cd "$CORPUS" && find . -name '*.ll' | sed 's|^\./||' | LC_ALL=C sort)
# (size, mode, file) per comparison, biggest files first so the two
# workers finish together
mapfile -t RUNS < <(for mode in $MODES; do
  for f in "${FILES[@]}"; do
    if [[ $f == linked/* && ,$SKIP_LINKED_IN, == *",$mode,"* ]]; then continue; fi
    printf '%s\t%s\t%s\n' "$(stat -c %s "$CORPUS/$f")" "$mode" "$f"
  done
done | sort -t$'\t' -k1,1nr)
[ ${#RUNS[@]} -gt 0 ] || { echo "conformance: no .ll files to compare under $CORPUS" >&2; exit 2; }
START=$(date +%s)
echo "conformance: ${#FILES[@]} files x {$MODES}, ${#RUNS[@]} comparisons, -j$JOBS, memssa=$MEMSSA_FROM" >&2
printf '%s\n' "${RUNS[@]}" | while IFS=$'\t' read -r _ mode f; do
  printf '%s\0%s\0%s\0' "$mode" "$CORPUS/$f" "$f"
done | xargs -0 -n3 -P"$JOBS" bash -c 'compare_one "$@"' _

# ------------------------------------------------------------------ report
ALL=$REPORT/results.tsv
# (find, not a glob: a large corpus has more result files than fit in argv)
find "$REPORT/results" -name '*.tsv' -exec cat {} + | LC_ALL=C sort -t$'\t' -k1,1 -k4,4 > "$ALL"
rm -rf "$REPORT/results"
awk -F'\t' '$2 != "same" { printf "%-7s %-13s %6s  %s  %s\n", $1, $2, $3, $4, $5 }' "$ALL"
echo
printf '%-7s %7s %7s %7s %7s %7s %12s %10s %10s %7s\n' mode files same differ failed skipped "diff-lines" "opt_cpu_s" "mssa_cpu_s" ratio
for mode in $MODES; do
  awk -F'\t' -v m="$mode" '$1 == m { n++; c[$2]++; if ($2 == "differ") l += $3
      if ($6 != "-" && $7 != "-") { o += $6; s += $7 } }
    END { printf "%-7s %7d %7d %7d %7d %7d %12d %10.1f %10.1f %7.3f\n", m, n, c["same"], c["differ"], c["memssa-failed"], c["skipped"], l, o, s, (o > 0 ? s / o : 0) }' "$ALL"
done
echo
echo "conformance: $(($(date +%s) - START))s; per-file results in $ALL, diffs in $REPORT/<mode>/" >&2
if awk -F'\t' '$2 == "differ" || $2 == "memssa-failed" { bad = 1 } END { exit !bad }' "$ALL"; then exit 1; fi
exit 0
