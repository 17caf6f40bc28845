#!/usr/bin/env bash
# aa-eval-diff.sh — differential test of the alias crate against opt-19.
#
# For each .ll file given (or found under the given directories), runs
#   opt-19 -passes=aa-eval -print-all-alias-modref-info -disable-output
# and our re-implementation (the `aa_eval` example of the alias crate), and
# compares the two texts line by line. Prints one line per file:
#   OK|DIFF|SKIP <lines> <differing lines> <file>
# and, with -v, the first differing lines. Exit status 1 if any file differs.
#
# Usage: crates/alias/scripts/aa-eval-diff.sh [-v] [-m] [-t SECONDS] PATH...
#   -m   also evaluate metadata (opt's -evaluate-aa-metadata)
#   -t   per-file time limit for opt and for us (default 60)
# Environment: OPT (default opt-19), AA_EVAL (default: built on demand in
#   $CARGO_TARGET_DIR, release profile).
set -uo pipefail
verbose=0; meta=""; limit=60
while getopts "vmt:" o; do
  case $o in
    v) verbose=1 ;;
    m) meta="--metadata" ;;
    t) limit=$OPTARG ;;
    *) exit 2 ;;
  esac
done
shift $((OPTIND - 1))
OPT=${OPT:-opt-19}
root=$(cd "$(dirname "$0")/../../.." && pwd)
if [ -z "${AA_EVAL:-}" ]; then
  (cd "$root" && cargo build -q --release -p alias --example aa_eval) || exit 2
  AA_EVAL="${CARGO_TARGET_DIR:-$root/target}/release/examples/aa_eval"
fi
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
files=()
for p in "$@"; do
  if [ -d "$p" ]; then while IFS= read -r f; do files+=("$f"); done < <(find "$p" -name '*.ll' | sort)
  else files+=("$p"); fi
done
for f in "${files[@]}"; do
  optflags=(-passes=aa-eval -print-all-alias-modref-info -disable-output)
  [ -n "$meta" ] && optflags+=(-evaluate-aa-metadata)
  if ! timeout "$limit" "$OPT" "${optflags[@]}" "$f" 2> "$tmp/exp" >/dev/null; then
    echo "SKIP - - $f (opt failed)"; continue
  fi
  if ! timeout "$limit" "$AA_EVAL" "$f" $meta > "$tmp/got" 2> "$tmp/err"; then
    echo "DIFF - - $f (aa_eval failed: $(head -c 200 "$tmp/err"))"; status=1; continue
  fi
  n=$(wc -l < "$tmp/exp")
  d=$(diff "$tmp/exp" "$tmp/got" | grep -c '^[<>]')
  if [ "$d" -eq 0 ]; then echo "OK $n 0 $f"
  else
    echo "DIFF $n $d $f"; status=1
    [ $verbose -eq 1 ] && diff "$tmp/exp" "$tmp/got" | head -20
  fi
done
exit $status
