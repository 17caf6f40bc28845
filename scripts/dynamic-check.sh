#!/usr/bin/env bash
# dynamic-check.sh — hold memssa's call graph and points-to sets against
# real runs.
#
# For each corpus library, a small program of ours with a main()
# (scripts/dynamic/<lib>_main.c) is compiled with the library's corpus
# flags and linked with the library's corpus IR into one whole-program
# module. A copy of that module is instrumented (scripts/dynamic/
# instrument.py) to record, at every call through a pointer, the function
# it really calls, and at every load of a pointer, the object it points
# into (a global variable, a function, or a live stack or heap object the
# module allocated, by allocation site); the copy is compiled and run.
# Every (call site, callee) pair seen at run time must be in `memssa pta
# --call-graph` of the uninstrumented module, and every (load, object)
# pair in the load's Andersen and flow-sensitive sets (the pointsto example
# `dyncheck_loads`): a missing pair is a soundness bug (exit 1). Both checks
# run in every context mode of --contexts (a context clone of an object
# counts as its allocation site).
#
# With --svf, SVF 3.4's Andersen call graph of the same module
# (../shared/tools/svf_anchor.sh, `wpa -ander -dump-callgraph`, no cap on
# indirect edges) is checked the same way and its average points-to size
# printed beside memssa's; SVF's misses are reported, not failed on.
#
# Usage: scripts/dynamic-check.sh [--svf] [--levels L] [--libs L] CORPUS_DIR [OUTDIR]
#   CORPUS_DIR   what scripts/corpus.sh wrote (per-TU IR and SOURCES.tsv)
#   OUTDIR       default: target/dynamic-check
#   --levels L   comma list out of O0,O2,O0m2r (O0 after mem2reg); default O0,O2
#   --libs L     comma list out of sqlite3,lua,zlib,bzip2; default all
#   --contexts L comma list out of none,1-callsite,2-callsite,args; default all
#   --svf        also run SVF (slow: minutes per sqlite3 module)
# Environment: MEMSSA (default: target/release/memssa, built if missing),
#   CLANG, OPT, LLVM_LINK, SVF_ANCHOR.
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
CLANG=${CLANG:-clang-19}
OPT=${OPT:-opt-19}
LLVM_LINK=${LLVM_LINK:-llvm-link-19}
SVF_ANCHOR=${SVF_ANCHOR:-$HERE/../shared/tools/svf_anchor.sh}
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
LEVELS=O0,O2
LIBS=sqlite3,lua,zlib,bzip2
CONTEXTS=none,1-callsite,2-callsite,args
SVF=0
help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --svf) SVF=1; shift ;;
    --levels) LEVELS=$2; shift 2 ;;
    --libs) LIBS=$2; shift 2 ;;
    --contexts) CONTEXTS=$2; shift 2 ;;
    -h | --help) help 0 ;;
    -*) echo "dynamic-check.sh: unknown option $1" >&2; help 2 ;;
    *) break ;;
  esac
done
[ $# -ge 1 ] && [ $# -le 2 ] || help 2
CORPUS=$(cd "$1" && pwd)
OUT=${2:-$HERE/target/dynamic-check}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
[ -x "$MEMSSA" ] || (cd "$HERE" && cargo build --release -q -p memssa-cli)
(cd "$HERE" && cargo build --release -q -p pointsto --example dyncheck_loads)
LOADCHECK=${CARGO_TARGET_DIR:-$HERE/target}/release/examples/dyncheck_loads
DYN=$HERE/scripts/dynamic
# shellcheck source=scripts/lib/whole-program.sh
. "$HERE/scripts/lib/whole-program.sh"

failed=0
for lib in ${LIBS//,/ }; do
  for level in ${LEVELS//,/ }; do
    src_level=${level%m2r}
    base=$OUT/$lib.$level
    echo "::: $lib $level" >&2
    whole_program "$CORPUS" "$lib" "$src_level" "$base.ll" || exit 2
    if [ "$level" != "$src_level" ]; then
      "$OPT" -S -passes=mem2reg -o "$base.ll" "$base.ll"
    fi
    python3 "$DYN/instrument.py" "$base.ll" "$base.inst.ll" "$base.sites.tsv" "$base.funcs.txt" \
      "$base.loads.tsv" "$base.globals.txt" "$base.allocs.tsv"
    "$CLANG" -O0 -w -o "$base.bin" "$base.inst.ll" "$DYN/runtime.c" -lm -lpthread -ldl
    (cd "$OUT" && DYNCHECK_OUT=$base.observed.tsv DYNCHECK_LOADS=$base.loads-observed.tsv \
      timeout 600 "$base.bin" > "$base.run.txt")
    # The loads' sets of every mode come from one run of the example (one
    # context-insensitive solve plans them all); meanwhile, on the other
    # core, memssa writes the call graph of each context mode.
    (
      for ctx in ${CONTEXTS//,/ }; do
        [ "$ctx" = none ] && continue
        "$MEMSSA" pta --call-graph --json --context "$ctx" "$base.ll" > "$base.memssa.$ctx.json" ||
          { echo "context $ctx: memssa pta --call-graph failed" >&2; exit 2; }
      done
    ) &
    graphs_pid=$!
    if ! "$LOADCHECK" "$base.ll" "$base.loads.tsv" "$base.globals.txt" "$base.funcs.txt" \
      "$base.allocs.tsv" "$base.loads-observed.tsv" --context "$CONTEXTS" | tee "$base.loadcheck.txt"; then
      failed=1
    fi
    wait "$graphs_pid" || exit 2
    for ctx in ${CONTEXTS//,/ }; do
      [ "$ctx" = none ] && continue
      if ! python3 "$DYN/check_callgraph.py" "$base.sites.tsv" "$base.funcs.txt" "$base.observed.tsv" \
        "$base.memssa.$ctx.json" | sed "s/^/context $ctx: /" | tee "$base.check.$ctx.txt"; then
        failed=1
      fi
    done
    /usr/bin/time -f '%e s %M KB' -o "$base.memssa.time" "$MEMSSA" pta --call-graph --json "$base.ll" > "$base.memssa.json"
    svf_args=()
    if [ "$SVF" = 1 ]; then
      rm -rf "$base.svf"
      mkdir -p "$base.svf"
      (cd "$base.svf" && "$SVF_ANCHOR" --runs ander --timeout 7200 \
        --extra "-ind-call-limit=1000000000 -dump-callgraph" "$base.ll") > "$base.svf.txt" 2>&1 || true
      if [ -f "$base.svf/callgraph_final.dot" ]; then svf_args=(--svf "$base.svf/callgraph_final.dot"); fi
    fi
    if ! python3 "$DYN/check_callgraph.py" "$base.sites.tsv" "$base.funcs.txt" "$base.observed.tsv" \
      "$base.memssa.json" "${svf_args[@]}" | tee "$base.check.txt"; then
      failed=1
    fi
    echo "memssa pta --call-graph: $(cat "$base.memssa.time")"
    if [ "$SVF" = 1 ]; then
      "$MEMSSA" refine "$base.ll" | grep -E '^avg pts \(SVF' | sed 's/^/memssa /' || true
      grep -E 'Andersen:|wall=' "$base.svf.txt" | sed 's/^ */SVF /' || true
    fi
  done
done
exit $failed
