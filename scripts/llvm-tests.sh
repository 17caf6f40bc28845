#!/usr/bin/env bash
# llvm-tests.sh — memssa against opt-19 on LLVM's own regression tests.
#
# 1. Fetch (once): LLVM's test files come from Debian's source package of the
#    installed LLVM (llvm-toolchain-19, version $LLVM_TESTS_DEBVER), fetched
#    with `apt-get source --download-only` through a private sources list and
#    private apt state under the cache (the system's apt configuration is not
#    touched; no deb-src line is needed). Only */llvm/test/** is extracted
#    from the orig tarball, into CACHE/llvm/test. Debian's patches are not
#    applied: those that touch llvm/test only disable tests, they change no
#    IR. Nothing fetched is ever committed (the cache is under target/).
# 2. Canonicalize: every *.ll under each selected directory is put through
#    `opt-19 -S` (run from its directory, with -preserve-ll-uselistorder for
#    files named *uselistorder*, like regen-expected.sh) into
#    CACHE/canon/<same path>; files opt-19 rejects (or takes longer than the
#    timeout on) are counted as "opt rejects" and skipped. Results are cached
#    (a file is redone when its source is newer).
# 3. Compare: scripts/conformance.sh --mode all on CACHE/canon/<DIR>, i.e. the
#    three printers (noopt, opt = print<memoryssa>, walker) byte for byte.
# 4. Report: a summary table per selected directory on stdout (files, opt
#    rejects, compared, identical in all three modes, differing files and
#    differing lines per mode, memssa rejects (exit 2), crashes (any other
#    failure), timeouts, files opt-19's printer failed on, wall seconds), and
#    under the report directory:
#      summary.txt       the same table, plus one row per subdirectory
#      report.txt        per differing file the first lines of each mode's
#                        diff; per rejected or crashed file memssa's message
#      opt-rejects.txt   the files opt-19 -S rejects, with its message
#      <dir>/            conformance.sh's report for each selected directory
#                        (results.tsv, <mode>/<file>.diff)
#
# Usage: scripts/llvm-tests.sh [--quick] [-j JOBS] [--timeout S]
#                              [--report DIR] [DIR...]
#   DIR        directories relative to llvm/test (default: Analysis Transforms
#              CodeGen/NVPTX CodeGen/AMDGPU; any directory works)
#   --quick    the CI subset (memory-related directories, a few minutes on
#              2 cores); DIR arguments are then not allowed
#   -j JOBS    files in parallel (default: 2)
#   --timeout S  per run limit in wall seconds, for opt-19 -S and each of the
#              six printer runs (default: 30)
#   --report DIR where the report goes (default: CACHE/report, or
#              CACHE/report-quick with --quick)
#   --fetch-only  fetch the tests into the cache and stop
# Environment: LLVM_TESTS_CACHE (default: target/llvm-tests), OPT (opt-19),
#   MEMSSA (a memssa binary; default: built with
#   `cargo build --release -p memssa-cli`; the run uses a private copy), LLVM_TESTS_DEBVER (Debian version
#   of llvm-toolchain-19 to fetch, default: the installed llvm-19's),
#   LLVM_TESTS_MIRROR (default: http://deb.debian.org/debian),
#   LLVM_TESTS_SUITE (default: bookworm).
# Exit status: 0 if every compared file is identical in every mode, 1 if any
# differs, or memssa rejects, crashes or times out on one; 2 on usage or
# fetch errors.
set -euo pipefail

OPT=${OPT:-opt-19}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
CACHE=${LLVM_TESTS_CACHE:-$ROOT/target/llvm-tests}
MIRROR=${LLVM_TESTS_MIRROR:-http://deb.debian.org/debian}
SUITE=${LLVM_TESTS_SUITE:-bookworm}
JOBS=2
TIMEOUT=30
REPORT=
QUICK=0
FETCH_ONLY=0
DEFAULT_DIRS=(Analysis Transforms CodeGen/NVPTX CodeGen/AMDGPU)
# The CI subset: the directories whose tests are about memory dependences
# (937 files; about 4 minutes on the shared 2-core machine from a cold
# cache, fetch included).
QUICK_DIRS=(Analysis/MemorySSA Analysis/BasicAA Analysis/ScopedNoAliasAA
  Analysis/TypeBasedAliasAnalysis Analysis/AliasSet Transforms/GVN
  Transforms/NewGVN Transforms/DeadStoreElimination Transforms/MemCpyOpt
  Transforms/LICM Transforms/EarlyCSE)
help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    --quick) QUICK=1; shift ;;
    -j) JOBS=$2; shift 2 ;;
    --timeout) TIMEOUT=$2; shift 2 ;;
    --report) REPORT=$2; shift 2 ;;
    --fetch-only) FETCH_ONLY=1; shift ;;
    -h | --help) help 0 ;;
    -*) echo "llvm-tests.sh: unknown option $1" >&2; help 2 ;;
    *) break ;;
  esac
done
if [ "$QUICK" = 1 ]; then
  [ $# -eq 0 ] || { echo "llvm-tests.sh: --quick takes no DIR" >&2; exit 2; }
  set -- "${QUICK_DIRS[@]}"
  REPORT=${REPORT:-$CACHE/report-quick}
elif [ $# -eq 0 ]; then
  set -- "${DEFAULT_DIRS[@]}"
fi
REPORT=${REPORT:-$CACHE/report}
DIRS=()
for d in "$@"; do d=${d%/}; DIRS+=("${d#./}"); done

# ------------------------------------------------------------------ fetch
TESTS=$CACHE/llvm/test
fetch() {
  local ver=${LLVM_TESTS_DEBVER:-}
  if [ -z "$ver" ]; then
    ver=$(dpkg-query -W -f='${Version}' llvm-19 2> /dev/null || true)
    [ -n "$ver" ] || { echo "llvm-tests: llvm-19 is not installed; set LLVM_TESTS_DEBVER" >&2; exit 2; }
  fi
  local apt=$CACHE/apt
  rm -rf "$apt"
  mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/src"
  echo "deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $MIRROR $SUITE main" > "$apt/sources.list"
  local o=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt/cache" -o APT::Sandbox::User=root)
  echo "llvm-tests: fetching llvm-toolchain-19=$ver from $MIRROR $SUITE (source package, once)" >&2
  apt-get -q "${o[@]}" update >&2
  (cd "$apt/src" && apt-get -q "${o[@]}" source --download-only "llvm-toolchain-19=$ver" >&2)
  local orig
  orig=$(find "$apt/src" -name 'llvm-toolchain-19_*.orig.tar.*' | head -1)
  [ -n "$orig" ] || { echo "llvm-tests: no orig tarball in $apt/src" >&2; exit 2; }
  echo "llvm-tests: extracting */llvm/test/ from $(basename "$orig")" >&2
  rm -rf "$CACHE/llvm.tmp"
  mkdir -p "$CACHE/llvm.tmp"
  tar -xf "$orig" -C "$CACHE/llvm.tmp" --strip-components=1 --wildcards '*/llvm/test/*'
  rm -rf "$CACHE/llvm"
  mv "$CACHE/llvm.tmp/llvm" "$CACHE/llvm"
  rm -rf "$CACHE/llvm.tmp" "$apt"
  echo "llvm-toolchain-19=$ver" > "$CACHE/llvm/VERSION"
}
mkdir -p "$CACHE"
[ -f "$CACHE/llvm/VERSION" ] || fetch
[ "$FETCH_ONLY" = 1 ] && { echo "llvm-tests: tests of $(cat "$CACHE/llvm/VERSION") in $TESTS" >&2; exit 0; }
for d in "${DIRS[@]}"; do
  [ -d "$TESTS/$d" ] || { echo "llvm-tests: no directory llvm/test/$d" >&2; exit 2; }
done

BIN_DIR=$(mktemp -d)
trap 'rm -rf "$BIN_DIR"' EXIT
# shellcheck source=scripts/lib/memssa-bin.sh
. "$ROOT/scripts/lib/memssa-bin.sh"
memssa_binary llvm-tests "$ROOT" "$BIN_DIR"
export OPT

# ----------------------------------------------------------- canonicalize
CANON=$CACHE/canon
export TESTS CANON TIMEOUT
# canon_one REL: CANON/REL = opt-19 -S of TESTS/REL, or CANON/REL.rejected
# holding opt-19's message when it fails
canon_one() {
  local rel=$1 src=$TESTS/$1 dst=$CANON/$1
  if [ -f "$dst" ] && [ "$dst" -nt "$src" ]; then return 0; fi
  if [ -f "$dst.rejected" ] && [ "$dst.rejected" -nt "$src" ]; then return 0; fi
  mkdir -p "$(dirname "$dst")"
  rm -f "$dst" "$dst.rejected"
  local keep=() rc=0 base
  base=$(basename "$rel")
  case $base in *uselistorder*) keep=(-preserve-ll-uselistorder) ;; esac
  (cd "$(dirname "$src")" && timeout "$TIMEOUT" "$OPT" -S "${keep[@]}" "$base" -o "$dst.part") 2> "$dst.err" || rc=$?
  if [ "$rc" = 0 ]; then
    mv "$dst.part" "$dst"
    rm -f "$dst.err"
  else
    rm -f "$dst.part"
    { [ "$rc" = 124 ] && echo "timed out after ${TIMEOUT}s"; grep -m3 . "$dst.err" | cut -c1-300; } > "$dst.rejected" || true
    [ -s "$dst.rejected" ] || echo "exit $rc" > "$dst.rejected"
    rm -f "$dst.err"
  fi
}
export -f canon_one

rm -rf "$REPORT"
mkdir -p "$REPORT"
: > "$REPORT/opt-rejects.txt"
: > "$REPORT/dirs.tsv"
slug() { printf '%s' "$1" | tr / _; }
START=$(date +%s)
echo "llvm-tests: $(cat "$CACHE/llvm/VERSION"): ${DIRS[*]}; -j$JOBS, timeout ${TIMEOUT}s, memssa=$MEMSSA_FROM" >&2
STATUS=0
for d in "${DIRS[@]}"; do
  t0=$(date +%s)
  mapfile -t FILES < <(cd "$TESTS" && find "$d" -name '*.ll' -type f | LC_ALL=C sort)
  echo "llvm-tests: $d: ${#FILES[@]} files: opt-19 -S" >&2
  if [ ${#FILES[@]} -gt 0 ]; then
    printf '%s\0' "${FILES[@]}" | nice -n 10 xargs -0 -n1 -P"$JOBS" bash -c 'canon_one "$@"' _
  fi
  nrej=0
  for f in "${FILES[@]}"; do
    if [ -f "$CANON/$f.rejected" ]; then
      printf '%s\t%s\n' "$f" "$(head -1 "$CANON/$f.rejected")" >> "$REPORT/opt-rejects.txt"
      nrej=$((nrej + 1))
    fi
  done
  ncmp=$((${#FILES[@]} - nrej))
  sub=$REPORT/$(slug "$d")
  if [ "$ncmp" -gt 0 ]; then
    echo "llvm-tests: $d: $ncmp files opt-19 accepts: comparing" >&2
    # conformance.sh compares each file under CANON/d; its paths are
    # relative to it, so results are rewritten relative to llvm/test below
    rc=0
    nice -n 10 "$ROOT/scripts/conformance.sh" --mode all -j "$JOBS" --timeout "$TIMEOUT" \
      --report "$sub" "$CANON/$d" > "$sub.log" 2>&1 || rc=$?
    mv "$sub.log" "$sub/conformance.log"
    [ "$rc" -le 1 ] || { echo "llvm-tests: conformance.sh failed on $d (exit $rc), see $sub/conformance.log" >&2; exit 2; }
  else
    mkdir -p "$sub"
    : > "$sub/results.tsv"
  fi
  printf '%s\t%s\t%s\t%s\n' "$d" "${#FILES[@]}" "$nrej" "$(($(date +%s) - t0))" >> "$REPORT/dirs.tsv"
done

# ------------------------------------------------------------------ report
# all results, with paths relative to llvm/test
: > "$REPORT/results.tsv"
while IFS=$'\t' read -r d _ _ _; do
  awk -F'\t' -v OFS='\t' -v d="$d" '{ $4 = d "/" $4; print }' "$REPORT/$(slug "$d")/results.tsv" >> "$REPORT/results.tsv"
done < "$REPORT/dirs.tsv"

# table KEYLEVEL: one row per selected directory (KEYLEVEL=0) or per
# subdirectory one level below it (KEYLEVEL=1), then a total row.
# A file counts once: rejected if memssa exits 2 in any mode, timed out if
# any mode timed out, crashed if any other failure; identical if "same" in
# all three modes.
table() {
  awk -F'\t' -v lvl="$1" '
    FILENAME == ARGV[1] { sel[$1] = 1; files[$1] = $2; orej[$1] = $3; secs[$1] = $4; order[++nsel] = $1; next }
    FILENAME == ARGV[2] { # opt rejects, per subdirectory
      if (lvl == 1) { k = key($1); if (!(k in seen)) { seen[k] = 1; keys[++nk] = k }; srej[k]++ }
      next }
    {
      k = key($4); f = $4
      if (!(k in seen)) { seen[k] = 1; keys[++nk] = k }
      if (!(f in fk)) { fk[f] = k; cmp[k]++ }
      if ($2 == "same") nsame[f]++
      else if ($2 == "differ") { dif[k, $1]++; lines[k, $1] += $3 }
      else if ($2 == "skipped") optfail[f] = 1
      else if ($2 == "memssa-failed") {
        if ($5 ~ /^exit 2:/) rej[f] = 1
        else if ($5 ~ /^exit 124:/) tmo[f] = 1
        else crash[f] = 1
      }
    }
    function key(p,   n, a, i, s, best) {
      best = ""
      for (s in sel) if (index(p, s "/") == 1 && length(s) > length(best)) best = s
      if (lvl == 0) return best
      n = split(substr(p, length(best) + 2), a, "/")
      return n > 1 ? best "/" a[1] : best
    }
    function top(k,   s, best) {
      best = ""
      for (s in sel) if ((k == s || index(k, s "/") == 1) && length(s) > length(best)) best = s
      return best
    }
    END {
      for (f in fk) {
        k = fk[f]
        if (nsame[f] == 3) same[k]++
        if (f in rej) r[k]++
        else if (f in tmo) t[k]++
        else if (f in crash) c[k]++
        if (f in optfail) of[k]++
      }
      hdr = sprintf("%-40s %6s %6s %6s %6s %6s %6s %6s %6s %4s %4s %4s %4s %6s", "directory", "files", "optrej", "cmp", "same", "d.noop", "d.opt", "d.walk", "lines", "rej", "crsh", "tmo", "optf", "secs")
      print hdr
      n = (lvl == 0) ? nsel : nk
      if (lvl == 1) # sort the subdirectories by name (insertion sort)
        for (i = 2; i <= nk; i++) { k = keys[i]; for (j = i - 1; j >= 1 && keys[j] > k; j--) keys[j + 1] = keys[j]; keys[j + 1] = k }
      for (i = 1; i <= n; i++) {
        k = (lvl == 0) ? order[i] : keys[i]
        if (lvl == 0) { fl = files[k]; orr = orej[k]; sc = secs[k] }
        else { orr = srej[k] + 0; fl = cmp[k] + orr; sc = "-" }
        l = lines[k, "noopt"] + lines[k, "opt"] + lines[k, "walker"]
        printf "%-40s %6d %6d %6d %6d %6d %6d %6d %6d %4d %4d %4d %4d %6s\n", k, fl, orr, cmp[k], same[k], dif[k, "noopt"], dif[k, "opt"], dif[k, "walker"], l, r[k], c[k], t[k], of[k], sc
        T[1] += fl; T[2] += orr; T[3] += cmp[k]; T[4] += same[k]; T[5] += dif[k, "noopt"]; T[6] += dif[k, "opt"]
        T[7] += dif[k, "walker"]; T[8] += l; T[9] += r[k]; T[10] += c[k]; T[11] += t[k]; T[12] += of[k]
        if (lvl == 0) T[13] += sc
      }
      printf "%-40s %6d %6d %6d %6d %6d %6d %6d %6d %4d %4d %4d %4d %6s\n", "total", T[1], T[2], T[3], T[4], T[5], T[6], T[7], T[8], T[9], T[10], T[11], T[12], (lvl == 0 ? T[13] : "-")
    }' "$REPORT/dirs.tsv" "$REPORT/opt-rejects.txt" "$REPORT/results.tsv"
}
LEGEND="files = *.ll files; optrej = opt-19 -S rejects them; cmp = compared; same = identical in all three modes;
d.noop/d.opt/d.walk = files differing in that mode; lines = differing lines, all modes; rej = memssa rejects
(exit 2); crsh = memssa fails otherwise; tmo = memssa over the timeout; optf = opt-19's printer failed
(file skipped in that mode); secs = wall seconds (opt-19 -S + comparison)"
{
  echo "memssa vs opt-19 on LLVM's tests ($(cat "$CACHE/llvm/VERSION")), $(date -u +%Y-%m-%dT%H:%MZ), timeout ${TIMEOUT}s"
  echo
  table 0
  echo
  echo "$LEGEND"
  echo
  echo "per subdirectory:"
  table 1
} > "$REPORT/summary.txt"

# report.txt: first lines of each differing file's diffs; memssa's messages
{
  echo "# files memssa rejects, crashes or times out on (memssa's message)"
  awk -F'\t' '$2 == "memssa-failed" && !seen[$4]++ { print $4 "\t" $5 }' "$REPORT/results.tsv" |
    while IFS=$'\t' read -r rel why; do
      echo
      echo "## $rel: ${why%%:*}"
      case $why in
        "exit 124:"*) echo "timed out after ${TIMEOUT}s" ;;
        *) timeout "$TIMEOUT" "$MEMSSA" print "$CANON/$rel" 2>&1 > /dev/null | head -5 | cut -c1-300 || true ;;
      esac
    done
  echo
  echo "# differing files (first 40 lines of each mode's diff: - opt-19, + memssa)"
  awk -F'\t' '$2 == "differ" { print $4 }' "$REPORT/results.tsv" | LC_ALL=C sort -u |
    while IFS= read -r rel; do
      echo
      echo "## $rel"
      for mode in noopt opt walker; do
        d=$(awk -F'\t' -v d="$rel" '{ if (index(d, $1 "/") == 1 && length($1) > length(b)) b = $1 } END { print b }' "$REPORT/dirs.tsv")
        diff=$REPORT/$(slug "$d")/$mode/${rel#"$d"/}.diff
        [ -f "$diff" ] || continue
        echo "### $mode ($(awk -F'\t' -v m="$mode" -v f="$rel" '$1 == m && $4 == f { print $3 " lines; functions " $5 }' "$REPORT/results.tsv"))"
        head -40 "$diff"
      done
    done
} > "$REPORT/report.txt"

table 0
echo
echo "$LEGEND"
echo "llvm-tests: $(($(date +%s) - START))s; summary (also per subdirectory) in $REPORT/summary.txt, diffs and messages in $REPORT/report.txt" >&2
if awk -F'\t' '$2 == "differ" || $2 == "memssa-failed" { bad = 1 } END { exit !bad }' "$REPORT/results.tsv"; then STATUS=1; fi
exit $STATUS
