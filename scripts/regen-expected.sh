#!/usr/bin/env bash
# regen-expected.sh — (re)make the opt-19 expectations of the file tests.
#
# For every tests/data/**/*.ll (except tests/data/errors/, whose snapshots
# come from memssa itself, see crates/filetests):
#   1. canonicalize the input in place (except under tests/data/raw/, whose
#      inputs are kept as written and compared by annotations only): `opt-19 -S` output, so that the
#      function text memssa echoes equals what opt-19's printers print
#      (with -preserve-ll-uselistorder for inputs named *uselistorder*);
#   2. write, from opt-19's stderr with -disable-output,
#        <name>.noopt.expected    -passes='print<memoryssa><no-ensure-optimized-uses>'
#        <name>.opt.expected      -passes='print<memoryssa>'
#        <name>.walker.expected   -passes='print<memoryssa-walker>'
#      and for inputs whose text is not what plain `opt-19 -S` prints (raw
#      inputs, and *uselistorder* ones, which keep their directives),
#        <name>.write.expected    `opt-19 -S` (what llir's writer must print;
#                                 for the other inputs that is the input)
# Before that, every tests/data/**/<stem>.c is compiled with clang-19 -g into
# <stem>-O0g.ll (-O0 -Xclang -disable-O0-optnone) and <stem>-O2g.ll (-O2),
# and scripts/gen-testdata.py rewrites the generated inputs (limits, random).
#
# Usage: scripts/regen-expected.sh [--check] [DIR...]
#   DIR      only these directories (default: tests/data)
#   --check  change nothing; exit 1 if any input is not canonical or any
#            expected file differs from what opt-19 prints now
# Environment: OPT (opt-19), CLANG (clang-19), PYTHON (python3).
set -euo pipefail

OPT=${OPT:-opt-19}
CLANG=${CLANG:-clang-19}
PYTHON=${PYTHON:-python3}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CHECK=0
if [ "${1:-}" = --check ]; then CHECK=1; shift; fi
if [ $# -eq 0 ]; then set -- "$ROOT/tests/data"; fi
ABS=()
for d in "$@"; do ABS+=("$(cd "$d" && pwd)"); done
set -- "${ABS[@]}"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
BAD=0

# put(dst, src): install src as dst, or in --check mode compare only
put() {
  if [ "$CHECK" = 1 ]; then
    if ! cmp -s "$2" "$1"; then echo "stale: ${1#"$ROOT"/}" >&2; BAD=1; fi
  else
    cmp -s "$2" "$1" || cp "$2" "$1"
  fi
}

# Generated inputs: written raw into a scratch tree, canonicalized, then
# installed (or compared) like the C-derived ones below.
"$PYTHON" "$ROOT/scripts/gen-testdata.py" "$TMP/gen"
in_scope() { # path: is it under one of the DIR arguments?
  local d
  for d in "${DIRS[@]}"; do
    [[ "$1" == "$d"/* ]] && return 0
  done
  return 1
}
DIRS=("$@")
while IFS= read -r -d '' g; do
  rel=${g#"$TMP/gen/"}
  dst=$ROOT/tests/data/$rel
  in_scope "$dst" || continue
  mkdir -p "$(dirname "$dst")"
  (cd "$(dirname "$g")" && "$OPT" -S "$(basename "$g")" -o "$TMP/canon.ll")
  [ -f "$dst" ] || { [ "$CHECK" = 1 ] && { echo "missing: tests/data/$rel" >&2; BAD=1; continue; }; : > "$dst"; }
  put "$dst" "$TMP/canon.ll"
done < <(find "$TMP/gen" -name '*.ll' -print0 | sort -z)

# C sources -> debug-info IR. The prefix map keeps the absolute checkout
# path out of the files.
while IFS= read -r -d '' c; do
  dir=$(dirname "$c")
  stem=$(basename "$c" .c)
  for lvl in O0 O2; do
    flags=-O2
    [ $lvl = O0 ] && flags="-O0 -Xclang -disable-O0-optnone"
    # shellcheck disable=SC2086
    (cd "$dir" && "$CLANG" -S -emit-llvm -g $flags -fdebug-prefix-map="$dir"=. \
      -o "$TMP/$stem-${lvl}g.ll" "$stem.c")
    (cd "$TMP" && "$OPT" -S "$stem-${lvl}g.ll" -o "$TMP/canon.ll")
    put "$dir/$stem-${lvl}g.ll" "$TMP/canon.ll"
  done
done < <(find "$@" -name '*.c' -not -path '*/errors/*' -print0 | sort -z)

n=0
while IFS= read -r -d '' f; do
  dir=$(dirname "$f")
  base=$(basename "$f" .ll)
  # 1. canonical input; run from its directory so ModuleID is the bare name.
  #    Inputs named *uselistorder* keep their use-list order directives.
  #    Inputs under tests/data/raw/ are read as written (see its README).
  keep=()
  case $base in *uselistorder*) keep=(-preserve-ll-uselistorder) ;; esac
  if [[ "$f" == "$ROOT/tests/data/raw/"* ]]; then
    cp "$f" "$TMP/canon.ll"
  else
    (cd "$dir" && "$OPT" -S "${keep[@]}" "$base.ll" -o "$TMP/canon.ll")
    put "$f" "$TMP/canon.ll"
  fi
  # 2. expectations, always computed from the canonical text
  cp "$TMP/canon.ll" "$TMP/$base.ll"
  for mode in noopt opt walker; do
    case $mode in
      noopt) passes='print<memoryssa><no-ensure-optimized-uses>' ;;
      opt) passes='print<memoryssa>' ;;
      walker) passes='print<memoryssa-walker>' ;;
    esac
    (cd "$TMP" && "$OPT" -passes="$passes" -disable-output "$base.ll" 2> "$TMP/out.txt")
    put "$dir/$base.$mode.expected" "$TMP/out.txt"
  done
  if [[ "$f" == "$ROOT/tests/data/raw/"* || "$base" == *uselistorder* ]]; then
    (cd "$TMP" && "$OPT" -S "$base.ll" -o "$TMP/write.txt")
    put "$dir/$base.write.expected" "$TMP/write.txt"
  fi
  rm -f "$TMP/$base.ll"
  n=$((n + 1))
done < <(find "$@" -name '*.ll' -not -path '*/errors/*' -print0 | sort -z)

# expectations whose input is gone
while IFS= read -r -d '' e; do
  stem=${e%.*.expected}
  if [ ! -f "$stem.ll" ]; then
    if [ "$CHECK" = 1 ]; then echo "orphan: ${e#"$ROOT"/}" >&2; BAD=1; else rm -f "$e"; fi
  fi
done < <(find "$@" -name '*.expected' -not -path '*/errors/*' -print0)

echo "regen-expected: $n inputs$([ "$CHECK" = 1 ] && echo ' checked')" >&2
exit $BAD
