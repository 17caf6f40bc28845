#!/usr/bin/env bash
# whole-bench.sh — memssa on one big whole program (issue 14: OpenSSL from
# `scripts/corpus.sh --libs openssl`, or Unicorn from `--libs unicorn`),
# against opt-19 and optionally SVF 3.4, measured in one run.
#
# For MODULE (a linked .ll), with /usr/bin/time (wall, CPU = user + sys,
# peak RSS), one run each unless --runs:
#   size     IR instructions, functions, blocks (memssa stats)
#   print    memssa print  vs  opt-19 -passes='print<memoryssa>' -disable-output
#   stats    memssa stats  vs  opt-19 -passes='require<memoryssa>' -disable-output
#   refine   memssa refine --context MODE for MODE in none, 1-callsite,
#            2-callsite, args (Andersen, the partitioned Memory SSA and the
#            flow-sensitive stage); each against LIMIT_S seconds and
#            LIMIT_MB of peak memory (issue 14: 120 s and 4096 MB); with
#            --closed-world, `refine --closed-world`; with --entry LIST,
#            `refine --entry LIST` (a library without main, such as
#            linked/unicorn.O0.ll, through its interface: --entry 'uc_*';
#            its default open world makes Andersen's sets grow past 12 GB)
#   svf      with --svf: SVF 3.4's `wpa -ander` and `wpa -fspta` through
#            SVF_ANCHOR (default ../shared/tools/svf_anchor.sh next to the
#            repository), each capped at --svf-timeout seconds (default
#            3600), side by side with memssa refine --context none
# Ratios are opt-19 (or SVF) over memssa: above 1 means memssa is faster or
# smaller. The SVF runs are single-threaded and take minutes to an hour;
# run the script under nice in the background.
#
# Usage: scripts/whole-bench.sh [--runs N] [--svf] [--svf-timeout S]
#          [--modes M1,M2] [--closed-world | --entry LIST] MODULE
# Environment: OPT (opt-19), MEMSSA (default: cargo build --release),
#   SVF_ANCHOR, LIMIT_S (120), LIMIT_MB (4096).
# Exit status: 0 (figures printed; limits are reported, not enforced),
#   2 (bad usage or missing tool).
set -euo pipefail

OPT=${OPT:-opt-19}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=1
SVF=0
SVF_TMO=3600
WORLD=()
MODES=none,1-callsite,2-callsite,args
LIMIT_S=${LIMIT_S:-120}
LIMIT_MB=${LIMIT_MB:-4096}
SVF_ANCHOR=${SVF_ANCHOR:-$ROOT/../shared/tools/svf_anchor.sh}
help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --runs) RUNS=$2; shift 2 ;;
    --svf) SVF=1; shift ;;
    --svf-timeout) SVF_TMO=$2; shift 2 ;;
    --modes) MODES=$2; shift 2 ;;
    --closed-world) WORLD=(--closed-world); shift ;;
    --entry) WORLD=(--entry "$2"); shift 2 ;;
    -h | --help) help 0 ;;
    -*) echo "whole-bench.sh: unknown option $1" >&2; help 2 ;;
    *) break ;;
  esac
done
[ $# -eq 1 ] || help 2
MODULE=$1
[ -f "$MODULE" ] || { echo "whole-bench.sh: missing $MODULE" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "whole-bench.sh: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
if [ -z "${MEMSSA:-}" ]; then
  (cd "$ROOT" && cargo build --release --quiet -p memssa-cli --bin memssa)
  MEMSSA=${CARGO_TARGET_DIR:-$ROOT/target}/release/memssa
fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# best COMMAND... -> "wall cpu KB" (minimum of each over RUNS runs) or "failed"
best() {
  local i t=999999 c=999999 m=999999999 s k u y
  for ((i = 0; i < RUNS; i++)); do
    if ! /usr/bin/time -o "$TMP/time" -f '%e %M %U %S' "$@" > /dev/null 2> "$TMP/err"; then echo failed; return; fi
    read -r s k u y < <(tail -1 "$TMP/time")
    read -r t c m < <(awk -v t="$t" -v c="$c" -v m="$m" -v s="$s" -v k="$k" -v u="$u" -v y="$y" \
      'BEGIN { print (s < t ? s : t), (u + y < c ? u + y : c), (k < m ? k : m) }')
  done
  echo "$t $c $m"
}
row() { # label memssa-result other-result
  if [ "$2" = failed ] || [ "$3" = failed ]; then printf '%-28s memssa: %s  other: %s\n' "$1" "$2" "$3"; return; fi
  awk -v l="$1" -v a="$2" -v b="$3" 'BEGIN { split(a, x, " "); split(b, y, " ")
    printf "%-28s %9.2f %9.2f %7.1f %9.2f %9.2f %7.1f %9.0f %9.0f %7.2f\n", l, x[1], y[1], y[1] / (x[1] > 0.01 ? x[1] : 0.01),
      x[2], y[2], y[2] / (x[2] > 0.01 ? x[2] : 0.01), x[3] / 1024, y[3] / 1024, y[3] / x[3] }'
}

echo "module: $MODULE ($(du -h "$MODULE" | cut -f1))"
"$MEMSSA" stats "$MODULE" > "$TMP/stats" 2>&1 || true
grep -i -E 'functions|blocks|instructions' "$TMP/stats" | sed 's/^/  /' || true
echo
printf '%-28s %9s %9s %7s %9s %9s %7s %9s %9s %7s\n' task mssa_s other_s wall_x mssa_cpu oth_cpu cpu_x mssa_MB oth_MB mem_x
row "print vs print<memoryssa>" "$(best "$MEMSSA" print "$MODULE")" \
  "$(best "$OPT" -passes='print<memoryssa>' -disable-output "$MODULE")"
row "stats vs require<memoryssa>" "$(best "$MEMSSA" stats "$MODULE")" \
  "$(best "$OPT" -passes='require<memoryssa>' -disable-output "$MODULE")"
echo
printf '%-28s %9s %9s %9s  %s\n' "refine --context" wall_s cpu_s peak_MB "within ${LIMIT_S} s and ${LIMIT_MB} MB?"
IFS=, read -r -a MLIST <<<"$MODES"
NONE=
for m in "${MLIST[@]}"; do
  r=$(best "$MEMSSA" refine "${WORLD[@]}" --context "$m" "$MODULE")
  if [ "$r" = failed ]; then printf '%-28s FAILED: %s\n' "$m" "$(head -c 300 "$TMP/err")"; continue; fi
  [ "$m" = none ] && NONE=$r
  awk -v l="$m" -v r="$r" -v ls="$LIMIT_S" -v lm="$LIMIT_MB" 'BEGIN { split(r, x, " ")
    printf "%-28s %9.2f %9.2f %9.0f  %s\n", l, x[1], x[2], x[3] / 1024, (x[1] <= ls && x[3] / 1024 <= lm) ? "yes" : "NO" }'
done
[ "$SVF" = 1 ] || exit 0
[ -x "$SVF_ANCHOR" ] || { echo "whole-bench.sh: $SVF_ANCHOR not found (set SVF_ANCHOR)" >&2; exit 2; }
echo
printf '%-28s %9s %9s %7s %9s %9s %7s\n' "SVF 3.4 vs refine (none)" mssa_s svf_s wall_x mssa_MB svf_MB mem_x
for run in ander fs; do
  "$SVF_ANCHOR" --runs "$run" --timeout "$SVF_TMO" "$MODULE" > "$TMP/svf-$run" 2>&1 || true
  line=$(grep -m1 '^--- ' "$TMP/svf-$run" || echo "--- $run: did not start")
  wall=$(sed -n 's/.*wall=\([0-9.:]*\).*/\1/p' <<<"$line")
  rss=$(sed -n 's/.*maxRSS=\([0-9]*\)MB.*/\1/p' <<<"$line")
  rc=$(sed -n 's/.*rc=\([0-9]*\).*/\1/p' <<<"$line")
  # /usr/bin/time -v prints wall as [h:]m:ss.cc
  secs=$(awk -v w="$wall" 'BEGIN { n = split(w, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }')
  label="wpa -$([ $run = fs ] && echo fspta || echo ander)$([ "${rc:-1}" = 0 ] || echo " (rc=${rc:-?})")"
  if [ -n "$NONE" ] && [ -n "$rss" ]; then
    awk -v l="$label" -v a="$NONE" -v s="$secs" -v r="$rss" 'BEGIN { split(a, x, " ")
      printf "%-28s %9.2f %9.2f %7.1f %9.0f %9.0f %7.2f\n", l, x[1], s, s / (x[1] > 0.01 ? x[1] : 0.01), x[3] / 1024, r, r * 1024 / x[3] }'
  else
    printf '%-28s %s\n' "$label" "$line"
  fi
done
