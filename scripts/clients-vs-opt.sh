#!/usr/bin/env bash
# clients-vs-opt.sh — `memssa opt` next to opt-19's passes, instruction by
# instruction, with every difference put in a category.
#
# Module groups (GROUP.LIB.LEVEL):
#   tu      the corpus's per-translation-unit modules, CORPUS_DIR/LIB/LEVEL/*.ll
#   linked  CORPUS_DIR/linked/LIB.LEVEL.ll (each library as one module)
#   whole   the whole programs of scripts/dynamic (library + driver), as
#           scripts/dynamic-check.sh builds them: WHOLE_DIR/LIB.LEVEL.ll
# Every module is first stripped of `optnone` (opt's passes skip such
# functions) and named with `opt-19 -passes=instnamer` (so that a load is
# known by its name in every output); both tools read that file. Then:
#   opt-19 -passes=dse, early-cse<memssa>, gvn, licm, each alone: which
#     stores are gone (dse), which loads are gone (early-cse, gvn), which
#     loads left their loop or were promoted (licm), by diffing the
#     instructions (crates/clients/examples/memory_inventory.rs); each pass
#     once more with its scan limits raised (to tell which of memssa's own
#     transformations LLVM misses only because of a limit);
#   memssa opt --dse --loads --licm --separately --explain --aa MODE (each
#     pass alone on the original module, as opt's): the same counts from
#     its report, in every alias mode, and for --aa llvm the reason each
#     candidate was left alone.
# scripts/clients_vs_opt.py joins them: per group and pass, LLVM's count
# next to memssa's per mode; every instruction an LLVM pass transforms and
# memssa (--aa llvm) does not, by category, with counts and one example
# each; what memssa alone does; how many of LLVM's each mode also makes.
#
# Bounded: every memssa run has a time limit (MEMSSA_TIMEOUT seconds,
# default 900; a run over it is reported as missing); opt's outputs are
# kept and reused when present (they depend only on the input).
# Deterministic: all listings are sorted; examples are the first in
# (group, module, line) order.
#
# Usage: scripts/clients-vs-opt.sh [--groups L] [--modes L] [--libs L]
#                                  [--levels L] [--whole DIR] CORPUS_DIR [OUTDIR]
#   --groups L  comma list of tu,linked,whole (default all three)
#   --modes L   memssa alias modes (default: llvm, andersen, flow-sensitive,
#               and each points-to mode with +1-callsite, +2-callsite, +args)
#   --libs L    default sqlite3,lua,zlib,bzip2
#   --levels L  default O0,O2
#   --whole DIR default target/dynamic-check
#   OUTDIR      default target/clients-vs-opt; the report is OUTDIR/report.txt
# Environment: MEMSSA, INVENTORY (the memory_inventory example), OPT,
#   MEMSSA_TIMEOUT.
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
OPT=${OPT:-opt-19}
MODES=
for aa in andersen flow-sensitive; do
  MODES+=",$aa"
  for ctx in 1-callsite 2-callsite args; do MODES+=",$aa+$ctx"; done
done
MODES=llvm$MODES
GROUPS_=tu,linked,whole
LIBS=sqlite3,lua,zlib,bzip2
LEVELS=O0,O2
WHOLE=$HERE/target/dynamic-check
MEMSSA_TIMEOUT=${MEMSSA_TIMEOUT:-900}
# LLVM's scan limits raised to this, for the second run of each pass.
BIG=1000000
while [ $# -gt 0 ]; do
  case "$1" in
    --groups) GROUPS_=$2; shift 2 ;;
    --modes) MODES=$2; shift 2 ;;
    --libs) LIBS=$2; shift 2 ;;
    --levels) LEVELS=$2; shift 2 ;;
    --whole) WHOLE=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//;$d'; exit 0 ;;
    *) break ;;
  esac
done
CORPUS=${1:?usage: scripts/clients-vs-opt.sh [options] CORPUS_DIR [OUTDIR]}
OUT=${2:-$HERE/target/clients-vs-opt}
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
INVENTORY=${INVENTORY:-$HERE/target/release/examples/memory_inventory}
if [ ! -x "$MEMSSA" ] || [ ! -x "$INVENTORY" ]; then
  (cd "$HERE" && nice cargo build --release -p memssa-cli -p clients --example memory_inventory)
fi
mkdir -p "$OUT"
IFS=, read -r -a modes <<< "$MODES"
IFS=, read -r -a groups <<< "$GROUPS_"
IFS=, read -r -a libs <<< "$LIBS"
IFS=, read -r -a levels <<< "$LEVELS"

# mode_args MODE: the `--aa`/`--context` options of a mode name.
mode_args() {
  local aa=${1%%+*} ctx=
  [ "$aa" != "$1" ] && ctx=${1#*+}
  echo "--aa $aa${ctx:+ --context $ctx}"
}

# one SRC DIR NAME: both tools on one module.
one() {
  local src=$1 dir=$2 name=$3 b=$2/$3
  mkdir -p "$dir"
  if [ ! -s "$b.ll" ] || [ "$src" -nt "$b.ll" ]; then
    sed -E 's/\boptnone\b//g' "$src" | "$OPT" -S -passes=instnamer -o "$b.ll"
    rm -f "$b".*.inv
  fi
  [ -s "$b.inv" ] || "$INVENTORY" "$b.ll" > "$b.inv"
  local p passes limits
  for p in dse ecse gvn licm dse.nolimit ecse.nolimit gvn.nolimit licm.nolimit; do
    [ -s "$b.$p.inv" ] && continue
    limits=
    case $p in
      dse*) passes=dse
        limits="-dse-memoryssa-scanlimit=$BIG -dse-memoryssa-walklimit=$BIG -dse-memoryssa-defs-per-block-limit=$BIG -dse-memoryssa-path-check-limit=$BIG -dse-memoryssa-partial-store-limit=$BIG -dse-memoryssa-otherbb-cost=1 -dse-memoryssa-samebb-cost=1" ;;
      ecse*) passes='early-cse<memssa>'; limits="-earlycse-mssa-optimization-cap=$BIG -memssa-check-limit=$BIG" ;;
      gvn*) passes=gvn; limits="-memdep-block-scan-limit=$BIG -memdep-block-number-limit=$BIG -gvn-max-num-deps=$BIG -gvn-max-block-speculations=$BIG" ;;
      licm*) passes=licm; limits="-licm-mssa-optimization-cap=$BIG -licm-mssa-max-acc-promotion=$BIG -memssa-check-limit=$BIG" ;;
    esac
    [ "$p" = "${p%.nolimit}" ] && limits=
    # shellcheck disable=SC2086
    "$OPT" -S -passes="$passes" $limits "$b.ll" -o "$b.$p.ll"
    "$INVENTORY" "$b.$p.ll" > "$b.$p.inv"
    rm -f "$b.$p.ll"
  done
  local m
  for m in "${modes[@]}"; do
    # shellcheck disable=SC2046
    timeout "$MEMSSA_TIMEOUT" "$MEMSSA" opt --dse --loads --licm --separately --explain --json $(mode_args "$m") "$b.ll" > "$b.$m.json" 2> "$b.$m.err" \
      || { echo "memssa $m failed or timed out on $src: $(head -c 200 "$b.$m.err")" >&2; rm -f "$b.$m.json"; }
  done
}

for group in "${groups[@]}"; do
  for lib in "${libs[@]}"; do
    for lvl in "${levels[@]}"; do
      case $group in
        tu)
          [ -d "$CORPUS/$lib/$lvl" ] || continue
          for f in "$CORPUS/$lib/$lvl"/*.ll; do
            one "$f" "$OUT/tu.$lib.$lvl" "$(basename "${f%.ll}" | tr . _)"
          done ;;
        linked)
          [ -f "$CORPUS/linked/$lib.$lvl.ll" ] && one "$CORPUS/linked/$lib.$lvl.ll" "$OUT/linked.$lib.$lvl" "$lib" ;;
        whole)
          [ -f "$WHOLE/$lib.$lvl.ll" ] && one "$WHOLE/$lib.$lvl.ll" "$OUT/whole.$lib.$lvl" "$lib" ;;
      esac
      echo "clients-vs-opt: $group $lib $lvl done" >&2
    done
  done
done

python3 "$HERE/scripts/clients_vs_opt.py" "$OUT" "${modes[@]}" | tee "$OUT/report.txt"
