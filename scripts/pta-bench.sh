#!/usr/bin/env bash
# Times the Andersen analysis (release build of the `pta` example) on the
# corpus built by scripts/corpus.sh: wall time and peak memory from
# /usr/bin/time, plus the analysis' own statistics: avg_pts is the average
# over non-empty top-level pointers, avg_svf SVF's AvgTopLvlPtsSize computed
# on our result (pointer-typed values incl. global and function addresses,
# empty sets counted, arguments of uncalled functions left out). Also runs mem2reg on
# the -O0 modules first when opt-19 is available (SVF's usual setup).
#
#   scripts/pta-bench.sh [CORPUS_DIR] [extra pta flags, e.g. --closed-world]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${1:-$root/corpus}"
shift || true
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"
cargo build --release -q -p pointsto --example pta
pta="$CARGO_TARGET_DIR/release/examples/pta"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
inputs=()
for f in "$corpus"/sqlite3/O0/sqlite3.ll "$corpus"/sqlite3/O2/sqlite3.ll "$corpus"/linked/*.ll; do
  [[ -f "$f" ]] && inputs+=("$f")
done
if command -v opt-19 >/dev/null; then
  for f in "$corpus"/sqlite3/O0/sqlite3.ll "$corpus"/linked/*.O0.ll; do
    [[ -f "$f" ]] || continue
    n="$(basename "$(dirname "$(dirname "$f")")")"
    [[ "$f" == */linked/* ]] && n="$(basename "$f" .O0.ll)"
    opt-19 -S -passes=mem2reg "$f" -o "$tmp/$n.O0.mem2reg.ll"
    inputs+=("$tmp/$n.O0.mem2reg.ll")
  done
fi
printf "%-28s %9s %9s %9s %9s %8s %10s\n" input wall_s peak_MB avg_pts avg_svf pointers ind_edges
for f in "${inputs[@]}"; do
  name="${f#"$corpus"/}"; name="${name#"$tmp"/}"
  out="$(/usr/bin/time -f "TIME %e %M" "$pta" "$f" --quiet "$@" 2>&1 >/dev/null)"
  t="$(grep '^TIME' <<<"$out" | awk '{print $2}')"
  mem="$(grep '^TIME' <<<"$out" | awk '{printf "%.0f", $3/1024}')"
  avg="$(grep 'avg_pts_top_level:' <<<"$out" | head -1 | awk '{printf "%.1f", $2}')"
  svf="$(grep 'avg_pts_svf:' <<<"$out" | head -1 | awk '{printf "%.1f", $2}')"
  ptrs="$(grep ' pointers:' <<<"$out" | head -1 | tr -dc 0-9)"
  ind="$(grep 'indirect_edges:' <<<"$out" | tr -dc 0-9)"
  printf "%-28s %9s %9s %9s %9s %8s %10s\n" "$name" "$t" "$mem" "$avg" "$svf" "$ptrs" "$ind"
done
