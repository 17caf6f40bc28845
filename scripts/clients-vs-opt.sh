#!/usr/bin/env bash
# clients-vs-opt.sh — `memssa opt` next to opt-19's passes on the corpus.
#
# For every corpus module (per translation unit: CORPUS_DIR/LIB/LEVEL/*.ll,
# as scripts/corpus.sh writes them), counted by what the output IR holds
# (crates/clients/examples/memory_counts.rs: loads, stores, loads in
# natural loops):
#   dse:    stores removed by `opt-19 -passes=dse`      vs `memssa opt --dse`
#   loads:  loads removed by `early-cse<memssa>` and by `gvn`
#                                                        vs `memssa opt --loads`
#   licm:   loads that left loops with `-passes=licm`    vs `memssa opt --licm`
# memssa's counts are its report's (`--json`), one column per alias mode.
# `optnone` is stripped from -O0 modules first (opt's passes skip such
# functions; memssa reads the same stripped file). Each pass runs alone on
# the original module, so the columns compare one transformation each.
#
# Usage: scripts/clients-vs-opt.sh [--modes L] [--libs L] [--levels L] CORPUS_DIR [OUTDIR]
#   --modes L   comma list of memssa alias modes (default llvm,andersen,flow-sensitive)
#   --libs L    default sqlite3,lua,zlib,bzip2
#   --levels L  default O0,O2
# Environment: MEMSSA, COUNTS (the memory_counts example), OPT.
# Prints a tab-separated table (one row per library and level) to stdout.
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
OPT=${OPT:-opt-19}
MODES=llvm,andersen,flow-sensitive
LIBS=sqlite3,lua,zlib,bzip2
LEVELS=O0,O2
while [ $# -gt 0 ]; do
  case "$1" in
    --modes) MODES=$2; shift 2 ;;
    --libs) LIBS=$2; shift 2 ;;
    --levels) LEVELS=$2; shift 2 ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed 's/^# \{0,1\}//;$d'; exit 0 ;;
    *) break ;;
  esac
done
CORPUS=${1:?usage: scripts/clients-vs-opt.sh [options] CORPUS_DIR [OUTDIR]}
OUT=${2:-$HERE/target/clients-vs-opt}
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
COUNTS=${COUNTS:-$HERE/target/release/examples/memory_counts}
if [ ! -x "$MEMSSA" ] || [ ! -x "$COUNTS" ]; then
  (cd "$HERE" && nice cargo build --release -p memssa-cli -p clients --example memory_counts)
fi
mkdir -p "$OUT"
IFS=, read -r -a modes <<< "$MODES"
IFS=, read -r -a libs <<< "$LIBS"
IFS=, read -r -a levels <<< "$LEVELS"

# counts FILE: "loads stores loads_in_loops"
counts() { "$COUNTS" "$1"; }
# report_count JSON KEYS...: the sum of those counts of a memssa report.
report_count() {
  python3 -c 'import json,sys; c=json.load(open(sys.argv[1]))["counts"]; print(sum(c[k] for k in sys.argv[2:]))' "$@"
}

header="lib\tlevel\tstores\topt-dse"
for m in "${modes[@]}"; do header+="\tdse:$m"; done
header+="\tloads\tearly-cse\tgvn"
for m in "${modes[@]}"; do header+="\tloads:$m"; done
header+="\tin-loops\topt-licm"
for m in "${modes[@]}"; do header+="\tlicm:$m"; done
echo -e "$header"

for lib in "${libs[@]}"; do
  for lvl in "${levels[@]}"; do
    [ -d "$CORPUS/$lib/$lvl" ] || continue
    declare -A sum=()
    for f in "$CORPUS/$lib/$lvl"/*.ll; do
      b=$OUT/$lib.$lvl.$(basename "${f%.ll}")
      sed -E 's/\boptnone\b//g' "$f" > "$b.ll"
      read -r l0 s0 ll0 <<< "$(counts "$b.ll")"
      sum[stores]=$(( ${sum[stores]:-0} + s0 )); sum[loads]=$(( ${sum[loads]:-0} + l0 )); sum[inloops]=$(( ${sum[inloops]:-0} + ll0 ))
      "$OPT" -S -passes=dse "$b.ll" -o "$b.dse.ll"
      read -r _ s1 _ <<< "$(counts "$b.dse.ll")"
      sum[opt-dse]=$(( ${sum[opt-dse]:-0} + s0 - s1 ))
      "$OPT" -S -passes='early-cse<memssa>' "$b.ll" -o "$b.ecse.ll"
      read -r l1 _ _ <<< "$(counts "$b.ecse.ll")"
      sum[early-cse]=$(( ${sum[early-cse]:-0} + l0 - l1 ))
      "$OPT" -S -passes=gvn "$b.ll" -o "$b.gvn.ll"
      read -r l1 _ _ <<< "$(counts "$b.gvn.ll")"
      sum[gvn]=$(( ${sum[gvn]:-0} + l0 - l1 ))
      "$OPT" -S -passes=licm "$b.ll" -o "$b.licm.ll"
      read -r _ _ ll1 <<< "$(counts "$b.licm.ll")"
      sum[opt-licm]=$(( ${sum[opt-licm]:-0} + ll0 - ll1 ))
      rm -f "$b.dse.ll" "$b.ecse.ll" "$b.gvn.ll" "$b.licm.ll"
      for m in "${modes[@]}"; do
        for pass in dse loads licm; do
          "$MEMSSA" opt --$pass --aa "$m" --json "$b.ll" > "$b.$pass.$m.json"
        done
        sum[dse:$m]=$(( ${sum[dse:$m]:-0} + $(report_count "$b.dse.$m.json" dead-store) ))
        sum[loads:$m]=$(( ${sum[loads:$m]:-0} + $(report_count "$b.loads.$m.json" forward-store reuse-load) ))
        sum[licm:$m]=$(( ${sum[licm:$m]:-0} + $(report_count "$b.licm.$m.json" hoist-load) ))
      done
    done
    row="$lib\t$lvl\t${sum[stores]}\t${sum[opt-dse]}"
    for m in "${modes[@]}"; do row+="\t${sum[dse:$m]}"; done
    row+="\t${sum[loads]}\t${sum[early-cse]}\t${sum[gvn]}"
    for m in "${modes[@]}"; do row+="\t${sum[loads:$m]}"; done
    row+="\t${sum[inloops]}\t${sum[opt-licm]}"
    for m in "${modes[@]}"; do row+="\t${sum[licm:$m]}"; done
    echo -e "$row"
    unset sum
  done
done
