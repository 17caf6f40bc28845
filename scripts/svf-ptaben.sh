#!/usr/bin/env bash
# Checks the alias assertions of PTABen-style tests (crates/pointsto/tests/
# ptaben/*.c) with SVF 3.4, one assertion at a time, in two modes:
#   dvf -cxt     demand-driven context- and flow-sensitive analysis
#   wpa -fspta   sparse flow-sensitive analysis (context-insensitive)
# and prints one tab-separated row per assertion call:
#   file  line  kind  dvf_cxt  wpa_fspta
# with a verdict per mode: pass / fail (SVF's SUCCESS / FAILURE for
# MAYALIAS, NOALIAS, MUSTALIAS), expected-fail / unexpected-pass (SVF's
# EXPECTED-FAILURE / UNEXPECTED FAILURE for EXPECTEDFAIL_*), or error (SVF
# printed no verdict: crash or timeout). SVF's own rules apply: its
# MUSTALIAS passes on a may-alias answer too.
#
# Usage: scripts/svf-ptaben.sh [-o OUT.tsv] [--keep DIR] [--timeout S] FILE.c...
#   -o OUT.tsv    write the table (with a header line) to OUT.tsv instead of stdout
#   --keep DIR    keep the IR, the per-assertion variants and SVF's logs in DIR
#   --timeout S   wall limit per SVF run (default 120)
# Per-file pass counts go to stderr.
#
# Each FILE.c is compiled as `svf_anchor.sh --opt O0m2r` does (clang-19 -O0
# -Xclang -disable-O0-optnone -fno-discard-value-names -g0, then opt-19
# -passes=mem2reg). SVF checks every call of a function named MAYALIAS,
# NOALIAS, MUSTALIAS, EXPECTEDFAIL_MAYALIAS or EXPECTEDFAIL_NOALIAS (its
# PointerAnalysis::validateTests), but aborts at the first failed check.
# So the N-th assertion call is checked in its own copy of the IR in which
# every other assertion call is redirected to @svf_ptaben_ignored, an
# external function SVF does not check (like the assertion functions, an
# undefined external without side effects for SVF, so the analysis itself
# is unchanged). Source lines come from a second build with -g, whose
# assertion calls are in the same order.
#
# SVF is set up by ../shared/tools/svf_anchor.sh (pysvf in $SVF_VENV, and
# its glibc in $SVF_GLIBC_ROOT when the system's is too old); the same
# environment variables apply. Environment: SVF_ANCHOR, SVF_VENV,
# SVF_GLIBC_ROOT, CLANG (clang-19), OPT (opt-19).
# To hold memssa's verdicts against the table (same assertions, same
# proof rule, per context mode, flow-sensitive):
#   python3 scripts/lib/ptaben_vs_svf.py target/release/memssa OUT.tsv \
#     crates/pointsto/tests/ptaben/ll
# Exit status: 0 when every file was processed (whatever the verdicts).
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
SVF_ANCHOR=${SVF_ANCHOR:-$HERE/../shared/tools/svf_anchor.sh}
SVF_VENV=${SVF_VENV:-/tmp/svfenv}
SVF_GLIBC_ROOT=${SVF_GLIBC_ROOT:-/tmp/svf-glibc-root}
CLANG=${CLANG:-clang-19}
OPT=${OPT:-opt-19}
INC=$HERE/crates/pointsto/tests/ptaben
OUTF=""; KEEP=""; TMO=120
FILES=()
while [ $# -gt 0 ]; do
  case "$1" in
    -o) OUTF=$2; shift 2 ;;
    --keep) KEEP=$2; shift 2 ;;
    --timeout) TMO=$2; shift 2 ;;
    -h|--help) sed -n '2,40p' "$0"; exit 0 ;;
    -*) echo "svf-ptaben.sh: unknown option $1" >&2; exit 2 ;;
    *) FILES+=("$1"); shift ;;
  esac
done
[ ${#FILES[@]} -gt 0 ] || { sed -n '2,40p' "$0"; exit 2; }
if [ -n "$KEEP" ]; then WD=$KEEP; mkdir -p "$WD"; else WD=$(mktemp -d /tmp/svf-ptaben.XXXXXX); trap 'rm -rf "$WD"' EXIT; fi

# ---------------------------------------------------------------- SVF setup
svf_pkg() {
  [ -x "$SVF_VENV/bin/python" ] || return 0
  "$SVF_VENV/bin/python" -c 'import importlib.util,os;s=importlib.util.find_spec("pysvf");print(os.path.dirname(s.origin) if s else "")' 2>/dev/null || true
}
PKG=$(svf_pkg)
GL=$SVF_GLIBC_ROOT/usr/lib/x86_64-linux-gnu
LOADER=()
starts() { [ -n "$PKG" ] && "${LOADER[@]}" "$PKG/SVF/Release-build/bin/wpa" -help >/dev/null 2>&1; }
if ! starts; then
  [ -x "$GL/ld-linux-x86-64.so.2" ] && LOADER=("$GL/ld-linux-x86-64.so.2" --library-path "$GL:/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu")
  if ! starts; then
    # let svf_anchor.sh install pysvf and fetch its glibc (idempotent)
    echo "[svf-ptaben] setting SVF up with $SVF_ANCHOR" >&2
    "$SVF_ANCHOR" --runs ander "${FILES[0]}" >/dev/null
    PKG=$(svf_pkg); LOADER=()
    if ! starts; then
      LOADER=("$GL/ld-linux-x86-64.so.2" --library-path "$GL:/lib/x86_64-linux-gnu:/usr/lib/x86_64-linux-gnu")
      starts || { echo "[svf-ptaben] SVF's wpa does not start" >&2; exit 1; }
    fi
  fi
fi
BIN=$PKG/SVF/Release-build/bin
export SVF_DIR=$PKG/SVF Z3_DIR=$PKG/SVF/z3.obj SVF_EXTAPI_DIR=$PKG/SVF/Release-build/lib

# ---------------------------------------------------------------- helpers
KINDS='MAYALIAS|NOALIAS|MUSTALIAS|EXPECTEDFAIL_MAYALIAS|EXPECTEDFAIL_NOALIAS'
# the assertion calls of an .ll, one line each: "lineno kind dbg-id"
calls() {
  grep -n -E "call void @($KINDS)\(" "$1" | sed -E "s/^([0-9]+):.*@($KINDS)\(.*/\1 \2/" || true
}
# variant of $1 keeping only the assertion call on IR line $2
variant() {
  awk -v keep="$2" -v re="@(${KINDS})[(]" '
    NR != keep && $0 ~ ("call void " re) { sub(re, "@svf_ptaben_ignored(") }
    { print }
    END { print "declare void @svf_ptaben_ignored(ptr, ptr)" }' "$1"
}
verdict() {  # log file
  if grep -q 'UNEXPECTED FAILURE' "$1"; then echo unexpected-pass
  elif grep -q 'EXPECTED-FAILURE' "$1"; then echo expected-fail
  elif grep -q 'FAILURE :' "$1"; then echo fail
  elif grep -q 'SUCCESS :' "$1"; then echo pass
  else echo error; fi
}
run_svf() {  # tool flag ir log
  local tool=$1 flag=$2 ir=$3 log=$4
  timeout "$TMO" "${LOADER[@]}" "$BIN/$tool" "$flag" "$ir" >"$log" 2>&1 || true
  verdict "$log"
}

# ---------------------------------------------------------------- main loop
emit() { if [ -n "$OUTF" ]; then printf '%s\n' "$*" >>"$OUTF"; else printf '%s\n' "$*"; fi; }
[ -n "$OUTF" ] && : >"$OUTF"
emit "$(printf 'file\tline\tkind\tdvf_cxt\twpa_fspta')"
for c in "${FILES[@]}"; do
  name=$(basename "$c" .c)
  d=$WD/$name; mkdir -p "$d"
  CF=(-O0 -Xclang -disable-O0-optnone -fno-discard-value-names -S -emit-llvm -I"$INC")
  "$CLANG" "${CF[@]}" -g0 "$c" -o "$d/O0.ll"
  "$OPT" -S -passes=mem2reg "$d/O0.ll" -o "$d/m2r.ll"
  "$CLANG" "${CF[@]}" -g "$c" -o "$d/g.ll"
  "$OPT" -S -passes=mem2reg "$d/g.ll" -o "$d/g.m2r.ll"
  mapfile -t CALLS < <(calls "$d/m2r.ll")
  # source lines, in the -g build's order of assertion calls
  mapfile -t LINES < <(awk -v re="call void @(${KINDS})[(]" '
    $0 ~ re { if (match($0, /!dbg ![0-9]+/)) print substr($0, RSTART + 6, RLENGTH - 6); else print "?" }' "$d/g.m2r.ll")
  mapfile -t LOCS < <(awk '/^![0-9]+ = !DILocation\(line: [0-9]+/ { id = substr($1, 2); l = $0; sub(/.*line: /, "", l); sub(/,.*/, "", l); print id, l }' "$d/g.m2r.ll")
  declare -A LOC=()
  for e in "${LOCS[@]}"; do LOC[${e%% *}]=${e#* }; done
  if [ ${#LINES[@]} -ne ${#CALLS[@]} ]; then
    echo "[svf-ptaben] $name: ${#CALLS[@]} assertion calls at -g0 but ${#LINES[@]} at -g; lines unknown" >&2
  fi
  pc=0; pf=0; n=0
  for i in "${!CALLS[@]}"; do
    set -- ${CALLS[$i]}
    irline=$1; kind=$2
    dbg=${LINES[$i]:-?}; line=${LOC[$dbg]:-?}
    v=$d/a$i.ll
    variant "$d/m2r.ll" "$irline" >"$v"
    rc=$(run_svf dvf -cxt "$v" "$d/a$i.dvf.log")
    rf=$(run_svf wpa -fspta "$v" "$d/a$i.fs.log")
    emit "$(printf '%s\t%s\t%s\t%s\t%s' "$name.c" "$line" "$kind" "$rc" "$rf")"
    n=$((n + 1))
    case $rc in pass|expected-fail|unexpected-pass) pc=$((pc + 1));; esac
    case $rf in pass|expected-fail|unexpected-pass) pf=$((pf + 1));; esac
  done
  unset LOC
  echo "[svf-ptaben] $name: $n assertions; not failed: dvf -cxt $pc, wpa -fspta $pf" >&2
done
