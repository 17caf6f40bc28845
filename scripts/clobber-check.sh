#!/usr/bin/env bash
# clobber-check.sh — hold memssa's clobbers against real runs.
#
# For each corpus library, the whole program scripts/dynamic-check.sh
# builds (the library's corpus IR linked with scripts/dynamic/<lib>_main.c)
# is instrumented (scripts/clobber/instrument.py) and run with the run-time
# library scripts/clobber/runtime.c: every store, atomic, memory intrinsic
# and modelled library call records, per byte written, the clock tick and
# the instruction of the write; every frame records when each of its
# claimed accesses (MemoryDefs, MemoryPhis' blocks) last ran, a call
# counting as having run when it returns, so a callee's writes are the call
# site's MemoryDef in every caller. Every load then checks, for every alias
# mode, that the bytes it reads were last written no later than its claimed
# clobber last ran in the load's frame (liveOnEntry: before the frame
# started), i.e. by the clobber or something above it on the def chain the
# run took, never by a MemoryDef between the clobber and the load.
# Claims per mode (memssa print --json and print --walker --json):
#   use-opt  the optimized defining access of a MemoryUse,
#   clobber  the clobber in the optimized build,
#   walker   the walker's clobber in the unoptimized build.
# Prints, per program and mode, the loads checked (distinct loads executed
# and executions) and the violations; exit 1 on any violation, each with its
# reproducer (function, load line:col, claimed clobber, last writer).
#
# What is modelled: stores, atomicrmw, cmpxchg (the accessed type's store
# size), llvm.memcpy/memmove/memset(.inline) (destination, length),
# llvm.va_start/va_copy (24 bytes), and the C library calls listed in
# runtime.c (read, pread, fread, fgets, snprintf and family, strcpy, strcat,
# strncpy, memcpy, memmove, memset, strftime, localtime_r, gmtime_r, mktime,
# gettimeofday, time, stat/lstat/fstat, getcwd, readlink, frexp, modf,
# strto*, mkstemp, qsort, calloc, realloc, fcntl F_GETLK), called directly
# or through a pointer. Not modelled: writes of other external code (libc
# internal state, errno, FILE buffers, memory libc returns): they are not
# recorded, which can hide a violation but never makes one up.
# Checked: loads; llvm.memcpy/memmove/memset on the bytes they read and
# write; every call on every byte read, in any frame, until it returns (a
# callee's reads count as the call's). Not checked: what external code
# reads (strlen's string, ...). Memory reuse: a fresh heap block (malloc,
# calloc, realloc, strdup) forgets the writes made at its addresses
# before, and a call's check skips the stack of the frames made during the
# call (objects of dead frames are other objects). Aggregate stores mark
# their allocation size (padding included), a failed cmpxchg marks its
# bytes. Single-threaded programs only.
#
# Usage: scripts/clobber-check.sh [--libs L] [--levels L] [--modes L] CORPUS_DIR [OUTDIR]
#        scripts/clobber-check.sh --self-test [OUTDIR]
#   CORPUS_DIR   what scripts/corpus.sh wrote
#   OUTDIR       default: target/clobber-check
#   --libs L     comma list out of sqlite3,lua,zlib,bzip2; default all
#   --levels L   comma list out of O0,O2; default O0,O2
#   --modes L    comma list of llvm, andersen, flow-sensitive, and
#                andersen+CTX / flow-sensitive+CTX with CTX one of
#                1-callsite, 2-callsite, args; default all nine
#   --self-test  checks the checker on scripts/clobber/selftest.c: no
#                violation with memssa's claims (every mode, O0 and O2),
#                and exactly the two planted ones with a wrong claim
# Environment: MEMSSA (default target/release/memssa, built if missing),
#   CLANG, LLVM_LINK, TIMEOUT (seconds per run, default 1200).
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
CLANG=${CLANG:-clang-19}
LLVM_LINK=${LLVM_LINK:-llvm-link-19}
TIMEOUT=${TIMEOUT:-1200}
LIBS=sqlite3,lua,zlib,bzip2
LEVELS=O0,O2
MODES=llvm,andersen,flow-sensitive,andersen+1-callsite,andersen+2-callsite,andersen+args
MODES=$MODES,flow-sensitive+1-callsite,flow-sensitive+2-callsite,flow-sensitive+args
SELF=0
help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --libs) LIBS=$2; shift 2 ;;
    --levels) LEVELS=$2; shift 2 ;;
    --modes) MODES=$2; shift 2 ;;
    --self-test) SELF=1; shift ;;
    -h | --help) help 0 ;;
    -*) echo "clobber-check.sh: unknown option $1" >&2; help 2 ;;
    *) break ;;
  esac
done
if [ "$SELF" = 1 ]; then
  [ $# -le 1 ] || help 2
  OUT=${1:-$HERE/target/clobber-check}/self-test
else
  [ $# -ge 1 ] && [ $# -le 2 ] || help 2
  CORPUS=$(cd "$1" && pwd)
  OUT=${2:-$HERE/target/clobber-check}
fi
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
MEMSSA=${MEMSSA:-$HERE/target/release/memssa}
[ -x "$MEMSSA" ] || (cd "$HERE" && nice cargo build --release -q -p memssa-cli)
CC_DIR=$HERE/scripts/clobber

# mode_args MODE: memssa's options for a mode name.
mode_args() {
  local aa=${1%%+*} ctx=
  [ "$aa" != "$1" ] && ctx=${1#*+}
  echo "--aa $aa${ctx:+ --context $ctx}"
}

# claims BASE: memssa's JSON in every mode; prints the instrument.py
# arguments MODE=OPT.json,WALKER.json.
claims() {
  local base=$1 mode specs=()
  for mode in ${MODES//,/ }; do
    # shellcheck disable=SC2046  # the options are meant to be split
    "$MEMSSA" print --json $(mode_args "$mode") "$base.ll" > "$base.$mode.opt.json"
    # shellcheck disable=SC2046
    "$MEMSSA" print --walker --json $(mode_args "$mode") "$base.ll" > "$base.$mode.walker.json"
    specs+=("$mode=$base.$mode.opt.json,$base.$mode.walker.json")
  done
  echo "${specs[@]}"
}

# run BASE NAME [MODE=OPT,WALKER...]: instrument, compile, run, report.
run() {
  local base=$1 name=$2
  shift 2
  python3 "$CC_DIR/instrument.py" "$base.ll" "$base.cc.ll" "$base.claims.txt" "$base.meta.json" "$@"
  # The program at -O0 (what runs is what memssa analysed), the checker at -O2.
  "$CLANG" -O2 -w -c -o "$base.runtime.o" "$CC_DIR/runtime.c"
  "$CLANG" -O0 -w -o "$base.cc.bin" "$base.cc.ll" "$base.runtime.o" -lm -lpthread -ldl
  rm -f "$base.result.txt"
  local s rc=0
  s=$(date +%s)
  (cd "$OUT" && CLOBBER_CLAIMS=$base.claims.txt CLOBBER_OUT=$base.result.txt \
    timeout "$TIMEOUT" "$base.cc.bin" > "$base.run.txt" 2> "$base.run.err") || rc=$?
  [ "$rc" = 0 ] || echo "$name: the instrumented program exited with status $rc (see $base.run.err)"
  # The instrumentation must not change what the program does.
  "$CLANG" -O0 -w -o "$base.orig.bin" "$base.ll" -lm -lpthread -ldl
  (cd "$OUT" && timeout "$TIMEOUT" "$base.orig.bin" > "$base.orig.txt" 2> /dev/null) || true
  rm -f "$base.orig.bin"
  if ! cmp -s "$base.orig.txt" "$base.run.txt"; then
    echo "$name: FAIL: the instrumented program prints something else than the original ($base.run.txt, $base.orig.txt)"
    python3 "$CC_DIR/report.py" "$name" "$base.ll" "$base.meta.json" "$base.claims.txt" "$base.result.txt" || true
    return 1
  fi
  python3 "$CC_DIR/report.py" "$name ($(($(date +%s) - s)) s)" "$base.ll" "$base.meta.json" "$base.claims.txt" "$base.result.txt"
}

if [ "$SELF" = 1 ]; then
  failed=0
  for level in O0 O2; do
    base=$OUT/selftest.$level
    lflags=-O2
    [ "$level" = O0 ] && lflags="-O0 -Xclang -disable-O0-optnone"
    # shellcheck disable=SC2086
    "$CLANG" -S -emit-llvm -g0 -w $lflags -o "$base.ll" "$CC_DIR/selftest.c"
    claims "$base" > "$base.specs"  # not in $(...): a failure must stop the script
    read -r -a specs < "$base.specs"
    # The planted wrong claims: in @wrong_local the last load claims
    # liveOnEntry, in @wrong_callee the access above the call, in
    # @wrong_call the call of @reader liveOnEntry.
    python3 - "$base.llvm.opt.json" "$base.llvm.walker.json" "$base.wrong" <<'EOF'
import json, sys
for which, path in enumerate(sys.argv[1:3]):
    doc = json.load(open(path))
    for fn in doc['functions']:
        if fn['name'] not in ('wrong_local', 'wrong_callee', 'wrong_call'):
            continue
        acc = fn['accesses']
        if fn['name'] == 'wrong_call':
            load = [a for a in acc if a['kind'] in ('use', 'def') and '@reader(' in a['inst']['text']][-1]
        else:
            load = [a for a in acc if a['kind'] == 'use' and ' load ' in ' ' + a['inst']['text'].replace('=', ' ')][-1]
        if fn['name'] in ('wrong_local', 'wrong_call'):
            claim = 0
        else:
            call = [a for a in acc if a['kind'] == 'def' and '@set(' in a['inst']['text']][-1]
            claim = call['defining']
        load['clobber'] = claim
        if which == 0 and load['kind'] == 'use':
            load['defining'] = claim
    json.dump(doc, open(f'{sys.argv[3]}.{"opt" if which == 0 else "walker"}.json', 'w'))
EOF
    specs+=("wrong=$base.wrong.opt.json,$base.wrong.walker.json")
    run "$base" "selftest $level" "${specs[@]}" > "$base.report.txt" || true
    cat "$base.report.txt"
    # Expected: violations only in the wrong/* columns, exactly the
    # planted ones in each of them (use-opt: not for a call that is a
    # MemoryDef, as @reader is at -O0).
    got=$(grep '^VIOLATION' "$base.report.txt" | sed -E 's/^VIOLATION [^[]*\[([^]]*)\] @([^ ]*) .*/\1 \2/' | sort | tr '\n' ' ')
    want="wrong/clobber wrong_call wrong/clobber wrong_callee wrong/clobber wrong_local "
    [ "$level" = O2 ] && want+="wrong/use-opt wrong_call "
    want+="wrong/use-opt wrong_callee wrong/use-opt wrong_local wrong/walker wrong_call wrong/walker wrong_callee wrong/walker wrong_local "
    if [ "$got" != "$want" ]; then
      echo "self-test $level: FAIL: violations [$got], expected [$want]"
      failed=1
    else
      echo "self-test $level: ok (the planted wrong claims are caught, memssa's claims hold)"
    fi
  done
  exit $failed
fi

# shellcheck source=scripts/lib/whole-program.sh
. "$HERE/scripts/lib/whole-program.sh"
failed=0
for lib in ${LIBS//,/ }; do
  for level in ${LEVELS//,/ }; do
    base=$OUT/$lib.$level
    echo "::: $lib $level" >&2
    # The same whole program as scripts/dynamic-check.sh builds.
    whole_program "$CORPUS" "$lib" "$level" "$base.ll" || exit 2
    claims "$base" > "$base.specs"  # not in $(...): a failure must stop the script
    read -r -a specs < "$base.specs"
    if ! run "$base" "$lib $level" "${specs[@]}"; then failed=1; fi
    rm -f "$base".*.opt.json "$base".*.walker.json "$base.cc.bin"
  done
done
exit $failed
