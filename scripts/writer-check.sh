#!/usr/bin/env bash
# writer-check.sh — compare `memssa write` (llir's IR writer) with `opt-19 -S`
# on .ll files, byte for byte.
#
# Usage: scripts/writer-check.sh [-v] PATH...
#   PATH  .ll files or directories (searched for *.ll, recursively)
#   -v    print the first differing lines of each differing file
# Prints one line per differing file (`DIFF file: N lines differ`) and a
# summary `identical X / Y files (Z differing lines)`; files opt-19 rejects
# are skipped and counted. Exit 1 if any file differs.
# Environment: OPT (opt-19), MEMSSA (a memssa binary; default: built with
#   `cargo build --release -p memssa-cli`).
set -uo pipefail
OPT=${OPT:-opt-19}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
if [ -z "${MEMSSA:-}" ]; then
  (cd "$ROOT" && cargo build --release -q -p memssa-cli) || exit 2
  MEMSSA=$ROOT/target/release/memssa
fi
VERBOSE=0
if [ "${1:-}" = -v ]; then VERBOSE=1; shift; fi
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
same=0; total=0; lines=0; skipped=0
while IFS= read -r -d '' f; do
  if ! "$OPT" -S "$f" -o "$TMP/exp" 2>/dev/null; then skipped=$((skipped + 1)); continue; fi
  total=$((total + 1))
  if ! "$MEMSSA" write "$f" -o "$TMP/got" 2>"$TMP/err"; then
    echo "FAIL $f: $(head -c 300 "$TMP/err")"
    continue
  fi
  if cmp -s "$TMP/exp" "$TMP/got"; then
    same=$((same + 1))
  else
    n=$(diff "$TMP/exp" "$TMP/got" | grep -c '^[<>]')
    lines=$((lines + n))
    echo "DIFF $f: $n lines differ"
    if [ "$VERBOSE" = 1 ]; then diff "$TMP/exp" "$TMP/got" | head -8; fi
  fi
done < <(for p in "$@"; do if [ -d "$p" ]; then find "$p" -name '*.ll' -print0; else printf '%s\0' "$p"; fi; done | sort -z)
echo "identical $same / $total files ($lines differing lines; $skipped skipped: opt-19 rejects them)"
[ "$same" = "$total" ]
