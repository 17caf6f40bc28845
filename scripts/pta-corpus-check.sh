#!/usr/bin/env bash
# pta-corpus-check.sh — the points-to pipeline's checks on the corpus
# modules (what crates/pointsto/tests/refine_checks.rs does for the test
# programs):
#   - `memssa refine` exits 0: every partitioned Memory SSA of the first
#     build and of the rebuild verifies, the rebuilt MUs/CHIs cover a subset
#     of the first build's objects, and every flow-sensitive set and call
#     target is within Andersen's, and no LLVM-mode clobber moves down
#     with the points-to oracles;
#   - the same output at 1 and 2 threads: `refine --json` (timings and
#     memory left out) and `print --partition regions --refine` (compared
#     by checksum);
#   - on the linked modules, the same for every context mode (`refine
#     --compare-contexts`: each mode's checks pass, same output at 1 and 2
#     threads).
# Modules: sqlite3 at O0 and O2, and the linked lua, zlib and bzip2 at O0
# and O2 (as scripts/corpus.sh writes them).
#
# Usage: scripts/pta-corpus-check.sh CORPUS_DIR
# Environment: MEMSSA (default: target/release/memssa, built if missing).
# Exit status: 0 if every check holds, 1 otherwise, 2 on bad usage.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
[ $# -eq 1 ] || { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit 2; }
CORPUS=$(cd "$1" && pwd)
[ -x "$MEMSSA" ] || (cd "$HERE" && cargo build --release -q -p memssa-cli)
command -v jq > /dev/null || { echo "pta-corpus-check: jq not found" >&2; exit 2; }

modules=()
for f in "$CORPUS"/sqlite3/O0/sqlite3.ll "$CORPUS"/sqlite3/O2/sqlite3.ll "$CORPUS"/linked/*.ll; do
  [ -f "$f" ] && modules+=("$f")
done
[ ${#modules[@]} -gt 0 ] || { echo "pta-corpus-check: no modules in $CORPUS (run scripts/corpus.sh)" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# runs_at T: every module's runs at T threads, into $tmp/<index>.*.T
# (a run's exit status into its .rc file).
runs_at() {
  local t=$1 i=0 f rc
  for f in "${modules[@]}"; do
    rc=0
    "$MEMSSA" refine --json --threads "$t" "$f" > "$tmp/$i.refine.$t.json" || rc=$?
    echo "$rc" > "$tmp/$i.refine.$t.rc"
    "$MEMSSA" print --partition regions --refine --threads "$t" "$f" | sha256sum > "$tmp/$i.regions.$t.sum"
    # Context sensitivity on the smaller whole programs (the linked ones):
    # every mode's checks hold, and each mode prints the same at 1 and 2
    # threads.
    case ${f#"$CORPUS"/} in
      linked/*)
        rc=0
        "$MEMSSA" refine --compare-contexts --json --threads "$t" "$f" > "$tmp/$i.ctx.$t.json" || rc=$?
        echo "$rc" > "$tmp/$i.ctx.$t.rc"
        ;;
    esac
    i=$((i + 1))
  done
}
# The one-thread and two-thread runs go side by side (CI's budget counts
# wall time, and a one-thread run leaves a core idle).
# shellcheck source=scripts/lib/lanes.sh
. "$HERE/scripts/lib/lanes.sh"
LANES_WHO=pta-corpus-check.sh
lanes_spawn "the one-thread runs" runs_at 1
lanes_spawn "the two-thread runs" runs_at 2
lanes_wait || exit 1

failed=0
i=0
for f in "${modules[@]}"; do
  name=${f#"$CORPUS"/}
  ok=1
  for t in 1 2; do
    if [ "$(cat "$tmp/$i.refine.$t.rc")" != 0 ]; then
      echo "FAIL $name: memssa refine --threads $t exited non-zero" >&2
      ok=0
    fi
    jq -S 'del(.seconds, .clobber_seconds, .peak_bytes)' "$tmp/$i.refine.$t.json" > "$tmp/$i.refine.$t.cmp"
  done
  if ! cmp -s "$tmp/$i.refine.1.cmp" "$tmp/$i.refine.2.cmp"; then
    echo "FAIL $name: refine --json differs between 1 and 2 threads" >&2
    ok=0
  fi
  if ! cmp -s "$tmp/$i.regions.1.sum" "$tmp/$i.regions.2.sum"; then
    echo "FAIL $name: print --partition regions --refine differs between 1 and 2 threads" >&2
    ok=0
  fi
  if [ "$(jq '.clobbers.moved_down' "$tmp/$i.refine.1.json")" != 0 ]; then
    echo "FAIL $name: a points-to oracle moved an LLVM-mode clobber down" >&2
    ok=0
  fi
  if [ -f "$tmp/$i.ctx.1.rc" ]; then
    for t in 1 2; do
      if [ "$(cat "$tmp/$i.ctx.$t.rc")" != 0 ]; then
        echo "FAIL $name: memssa refine --compare-contexts --threads $t exited non-zero" >&2
        ok=0
      fi
      jq -S '.modes | map(del(.report.seconds, .report.clobber_seconds, .report.peak_bytes))' "$tmp/$i.ctx.$t.json" > "$tmp/$i.ctx.$t.cmp"
    done
    if ! cmp -s "$tmp/$i.ctx.1.cmp" "$tmp/$i.ctx.2.cmp"; then
      echo "FAIL $name: refine --compare-contexts differs between 1 and 2 threads" >&2
      ok=0
    fi
  fi
  summary=$(jq -r '"verifier failures \(.verifier_failures), coverage violations \(.coverage_violations), subset violations \(.subset_violations), moved down \(.clobbers.moved_down)"' "$tmp/$i.refine.1.json")
  if [ "$ok" = 1 ]; then echo "ok   $name: $summary"; else echo "FAIL $name: $summary"; failed=1; fi
  i=$((i + 1))
done
exit $failed
