#!/usr/bin/env bash
# context-bench.sh — the cost of each context mode of the points-to
# analysis: for every module given, `memssa pta --sizes --context MODE`
# (Andersen with that mode, sets written as sizes only) is timed for every
# mode in one run, and the table gives wall seconds, the ratio to the
# context-insensitive run of the same module, and peak resident memory.
#
# Usage: scripts/context-bench.sh FILE.ll...
#   (the whole programs of scripts/dynamic-check.sh are in
#   target/dynamic-check/{sqlite3,lua,zlib,bzip2}.{O0,O2}.ll after it ran)
# Environment: MEMSSA (default: target/release/memssa, built if missing).
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
[ $# -ge 1 ] || { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit 2; }
[ -x "$MEMSSA" ] || (cd "$HERE" && cargo build --release -q -p memssa-cli)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
printf '%-22s' module
for m in none 1-callsite 2-callsite args; do printf ' %24s' "$m s (x) MB"; done
echo
for f in "$@"; do
  printf '%-22s' "$(basename "$f" .ll)"
  base=
  for m in none 1-callsite 2-callsite args; do
    /usr/bin/time -f '%e %M' -o "$tmp" "$MEMSSA" pta --sizes --context "$m" "$f" > /dev/null
    read -r s kb < "$tmp"
    [ -z "$base" ] && base=$s
    printf ' %24s' "$(awk -v s="$s" -v b="$base" -v kb="$kb" 'BEGIN { printf "%.2f (%.1fx) %.0f", s, (b > 0 ? s / b : 0), kb / 1024 }')"
  done
  echo
done
