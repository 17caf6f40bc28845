#!/usr/bin/env bash
# corpus.sh — build the project's differential-testing corpus: textual LLVM IR
# produced by clang-19 from real C libraries, plus llvm-stress-19 modules.
#
# Sources: the C code bundled in four crates.io "-sys" crates (libsqlite3-sys
# with "bundled", lua-src, libz-sys, bzip2-sys), downloaded with `cargo fetch`
# into a scratch cargo project OUTSIDE the repository (nothing is built by
# cargo, no fetched source is ever copied into the repo).
#
# Each translation unit is compiled twice, with -g0:
#   O0:  -O0 -Xclang -disable-O0-optnone   (keeps functions optimisable)
#   O2:  -O2
# Libraries with several TUs are also linked per level with llvm-link-19 -S.
# Then llvm-stress-19 -size 2000 modules for seeds 1..N are added, and with
# --csmith N random C programs (below).
#
# Usage: scripts/corpus.sh [-j JOBS] [-f] [--libs a,b] [--stress N]
#                          [--csmith N] [OUTDIR]
#   OUTDIR       default: corpus/ at the repository root (gitignored)
#   -j JOBS      parallel clang jobs (default: nproc)
#   -f           rebuild everything even if up to date
#   --libs L     comma list out of sqlite3,lua,zlib,bzip2,openssl,unicorn
#                (default: the first four; openssl and unicorn are optional
#                and much bigger whole programs, see below)
#   --stress N   number of llvm-stress seeds (default: 200; 0 = none)
#   --csmith N   number of csmith programs (default: 0; needs csmith)
# Environment: CLANG, LLVM_LINK, LLVM_STRESS, CARGO, CSMITH (tool overrides),
#   CSMITH_INC (csmith's headers, default /usr/include/csmith),
#   SCRATCH (default /tmp/memssa-corpus-crates: the scratch cargo project).
#
# openssl (only with --libs ...,openssl; needs perl and make): the sources
# of the openssl-src crate are fetched into the scratch project
# $SCRATCH-openssl, configured out of tree there for the host
# (`Configure linux-x86_64 no-asm no-shared no-module no-tests CC=clang-19`,
# then `make build_generated` for the generated headers), and every TU of
# libcrypto, libssl, libapps and the `openssl` program is compiled to IR
# with the commands make would run (scripts/lib/openssl-ir.py). The link
# gives one whole program per level: linked/openssl.O{0,2}.ll (OpenSSL
# 3.6.3 at O0: 1.6M lines, 64 MB, 1.15M IR instructions in 21,521
# functions; three times sqlite3). On two heavily shared cores each level
# took about 15 to 40 minutes.
#
# unicorn (only with --libs ...,unicorn; needs cmake): the Unicorn CPU
# emulator (C, on QEMU 5.0.1) bundled by the unicorn-engine-sys crate
# (2.1.5; Unicorn 2.1.4), fetched into $SCRATCH-unicorn and configured out
# of tree there with CMake for three of its architectures, as the crate's
# arch_x86, arch_arm and arch_aarch64 features do (`-DUNICORN_ARCH=
# "x86;arm;aarch64" -DBUILD_SHARED_LIBS=OFF -DUNICORN_BUILD_TESTS=OFF
# -DCMAKE_C_COMPILER=clang-19 -DCMAKE_EXPORT_COMPILE_COMMANDS=ON`). Every
# TU of compile_commands.json (the x86_64, arm and aarch64 QEMU cores,
# unicorn-common and uc.c: 147 TUs) is compiled to IR with CMake's own
# flags (scripts/lib/unicorn-ir.py, which also renames the one global each
# core defines under the same name) and linked into linked/unicorn.O{0,2}.ll:
# at O0 1.01M IR instructions (1,014,690) in 19,344 functions, 48 MB. It is a
# library (the crate ships no sample program), so there is no main. On two
# heavily shared cores configuring took 15 s and each level 1 to 3 minutes
# (`corpus.sh -j 1 --libs unicorn --stress 0`: 7.6 minutes, 1.7 of CPU).
#
# csmith (only with --csmith N; Debian packages csmith, libcsmith-dev): the
# programs of csmith seeds 1..N, each preprocessed once for the host and
# then compiled to IR in configurations the library corpus lacks: host
# -O1, -Os, -O3 -march=x86-64-v3 (vector code), -O2 -fno-strict-aliasing
# (no TBAA), -O1 -g (debug records), and for other targets from the same
# preprocessed text: nvptx64 -O2 and amdgcn -O2 (GPU address spaces),
# aarch64 -O3, riscv64 -O2. A program the compiler rejects or that takes
# over 60 s in one configuration is left out of it (listed in FAILED.txt).
# A csmith module once written is kept (not compared with the flags): use
# -f after changing CSMITH_CONFIGS.
# 60 programs took 4 minutes on two cores (with 100 llvm-stress modules).
# The GPU modules are big (csmith's main inlines everything there: up to
# 7.5 MB); opt-19's print<memoryssa-walker> took up to 16 minutes on one
# of them (memssa 0.5 s), so give conformance.sh a --timeout there.
#
# Layout written:
#   OUTDIR/<lib>/O0/<tu>.ll, OUTDIR/<lib>/O2/<tu>.ll   one file per TU
#   OUTDIR/linked/<lib>.O0.ll, OUTDIR/linked/<lib>.O2.ll (multi-TU libraries)
#   OUTDIR/stress/stress-<seed>.ll
#   OUTDIR/csmith/<configuration>/p<seed>.ll
#   OUTDIR/SOURCES.tsv    crate, version, source directory
#   OUTDIR/MANIFEST.tsv   lib, level, kind (tu|linked|stress|csmith), bytes,
#                         path (a csmith module's level is its configuration)
#   OUTDIR/FAILED.txt     anything that failed to compile/link (first error)
# Re-running is incremental: an output newer than its input and than the
# per-directory .flags file (compiler version + flags) is kept.
set -euo pipefail

CLANG=${CLANG:-clang-19}
LLVM_LINK=${LLVM_LINK:-llvm-link-19}
LLVM_STRESS=${LLVM_STRESS:-llvm-stress-19}
CARGO=${CARGO:-cargo}
CSMITH=${CSMITH:-csmith}
CSMITH_INC=${CSMITH_INC:-/usr/include/csmith}
SCRATCH=${SCRATCH:-/tmp/memssa-corpus-crates}
JOBS=$(nproc)
FORCE=0
LIBS=sqlite3,lua,zlib,bzip2
STRESS=200
CSMITH_N=0
HERE=$(cd "$(dirname "$0")/.." && pwd)

help() { sed -n '2,/^set -euo/p' "$0" | sed '$d;s/^# \{0,1\}//'; exit "$1"; }
while [ $# -gt 0 ]; do
  case $1 in
    -j) JOBS=$2; shift 2 ;;
    -f) FORCE=1; shift ;;
    --libs) LIBS=$2; shift 2 ;;
    --stress) STRESS=$2; shift 2 ;;
    --csmith) CSMITH_N=$2; shift 2 ;;
    -h | --help) help 0 ;;
    -*) echo "corpus.sh: unknown option $1" >&2; help 2 ;;
    *) break ;;
  esac
done
[ $# -le 1 ] || help 2
OUT=${1:-$HERE/corpus}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
START=$(date +%s)
[[ $STRESS =~ ^[0-9]+$ && $CSMITH_N =~ ^[0-9]+$ ]] || { echo "corpus.sh: --stress and --csmith take a count" >&2; exit 2; }
for tool in "$CLANG" "$LLVM_LINK" "$LLVM_STRESS" "$CARGO" jq; do
  command -v "$tool" >/dev/null || { echo "corpus.sh: $tool not found" >&2; exit 2; }
done
if [ "$CSMITH_N" -gt 0 ]; then
  command -v "$CSMITH" >/dev/null || { echo "corpus.sh: $CSMITH not found (needed by --csmith)" >&2; exit 2; }
  [ -f "$CSMITH_INC/csmith.h" ] || { echo "corpus.sh: $CSMITH_INC/csmith.h not found (set CSMITH_INC)" >&2; exit 2; }
fi

# ------------------------------------------------------------------ fetch
# Pinned versions keep the corpus reproducible.
# Fetches DEPS (the dependency lines of a Cargo.toml) into the scratch cargo
# project DIR (package NAME; its Cargo.toml rewritten only when it changes)
# and prints the project's `cargo metadata`.
fetch_crates() { # dir name deps
  mkdir -p "$1/src"
  printf '[package]\nname = "%s"\nversion = "0.0.0"\nedition = "2021"\npublish = false\n\n[dependencies]\n%s\n\n[workspace]\n' \
    "$2" "$3" > "$1/Cargo.toml.want"
  if cmp -s "$1/Cargo.toml.want" "$1/Cargo.toml"; then rm "$1/Cargo.toml.want"
  else mv "$1/Cargo.toml.want" "$1/Cargo.toml"; fi
  [ -f "$1/src/main.rs" ] || echo 'fn main() {}' > "$1/src/main.rs"
  echo "corpus: cargo fetch in $1" >&2
  (cd "$1" && "$CARGO" fetch -q) || return
  (cd "$1" && "$CARGO" metadata --format-version 1 --offline 2>/dev/null)
}
# Field FIELD (version, manifest_path) of crate CRATE in the metadata META.
crate_field() { # meta crate field
  jq -r --arg n "$2" --arg f "$3" 'first(.packages[] | select(.name == $n) | .[$f])' <<<"$1"
}
META=$(fetch_crates "$SCRATCH" memssa_corpus_sources 'libsqlite3-sys = { version = "=0.39.1", features = ["bundled"] }
lua-src = "=551.1.0"
libz-sys = { version = "=1.1.31", features = ["static"] }
bzip2-sys = "=0.1.13"')
pkg_field() { # crate field
  crate_field "$META" "$1" "$2"
}
: > "$OUT/SOURCES.tsv"
declare -A DIR
for c in libsqlite3-sys lua-src libz-sys bzip2-sys; do
  DIR[$c]=$(dirname "$(pkg_field "$c" manifest_path)")
  printf '%s\t%s\t%s\n' "$c" "$(pkg_field "$c" version)" "${DIR[$c]}" >> "$OUT/SOURCES.tsv"
done

# ------------------------------------------------------------ job list
# One line per TU: lib <TAB> source root <TAB> file relative to root <TAB> flags.
# Flags follow what each crate's build.rs uses on x86_64 Linux.
JOBLIST=$(mktemp)
FAILS=$(mktemp)
trap 'rm -f "$JOBLIST" "$FAILS"' EXIT
add_lib() { # lib root flags file...
  local lib=$1 root=$2 flags=$3 f
  shift 3
  [[ ",$LIBS," == *",$lib,"* ]] || return 0
  for f in "$@"; do printf '%s\t%s\t%s\t%s\n' "$lib" "$root" "${f#"$root"/}" "$flags"; done >> "$JOBLIST"
}
SQ=${DIR[libsqlite3-sys]}/sqlite3
LUA=$(ls -d "${DIR[lua-src]}"/lua-5.4.* | sort | tail -1)
ZL=${DIR[libz-sys]}/src/zlib
BZ=$(ls -d "${DIR[bzip2-sys]}"/bzip2-1.* | sort | tail -1)
add_lib sqlite3 "$SQ" "-DSQLITE_CORE -DSQLITE_DEFAULT_FOREIGN_KEYS=1 -DSQLITE_ENABLE_API_ARMOR \
-DSQLITE_ENABLE_COLUMN_METADATA -DSQLITE_ENABLE_DBSTAT_VTAB -DSQLITE_ENABLE_FTS3 -DSQLITE_ENABLE_FTS3_PARENTHESIS \
-DSQLITE_ENABLE_FTS5 -DSQLITE_ENABLE_JSON1 -DSQLITE_ENABLE_LOAD_EXTENSION=1 -DSQLITE_ENABLE_RTREE -DSQLITE_ENABLE_STAT4 \
-DSQLITE_SOUNDEX -DSQLITE_THREADSAFE=1 -DSQLITE_USE_URI -DHAVE_USLEEP=1 -DHAVE_ISNAN -D_POSIX_THREAD_SAFE_FUNCTIONS \
-DHAVE_LOCALTIME_R" "$SQ/sqlite3.c"
# lua.c and luac.c hold main(); the library is everything else.
mapfile -t LUA_SRC < <(ls "$LUA"/*.c | grep -v -E '/luac?\.c$' | sort)
add_lib lua "$LUA" "-DLUA_USE_LINUX -DLUA_COMPAT_5_3 -fno-common -I$LUA" "${LUA_SRC[@]}"
mapfile -t ZL_SRC < <(ls "$ZL"/*.c | sort)
add_lib zlib "$ZL" "-DSTDC -D_LARGEFILE64_SOURCE -I$ZL" "${ZL_SRC[@]}"
add_lib bzip2 "$BZ" "-D_FILE_OFFSET_BITS=64 -DBZ_NO_STDIO -I$BZ" \
  "$BZ"/{blocksort,huffman,crctable,randtable,compress,decompress,bzlib}.c

# ------------------------------------------------------------- compile
# .flags records compiler + level + flags; rewriting it (only on change)
# makes every output of that directory stale.
cut -f1,4 "$JOBLIST" | sort -u | while IFS=$'\t' read -r lib flags; do
  for lvl in O0 O2; do
    mkdir -p "$OUT/$lib/$lvl"
    new=$(printf '%s\n%s\n%s\n' "$("$CLANG" --version | head -1)" "$lvl" "$flags")
    [ -f "$OUT/$lib/$lvl/.flags" ] && [ "$(cat "$OUT/$lib/$lvl/.flags")" = "$new" ] || printf '%s\n' "$new" > "$OUT/$lib/$lvl/.flags"
  done
done
compile_tu() { # level lib root rel flags
  local lvl=$1 lib=$2 root=$3 rel=$4 flags=$5
  local src=$root/$rel name=${rel//\//_}
  local dst=$OUT/$lib/$lvl/${name%.c}.ll
  if [ "$FORCE" = 0 ] && [ -s "$dst" ] && [ "$dst" -nt "$src" ] && [ "$dst" -nt "$OUT/$lib/$lvl/.flags" ]; then return 0; fi
  local lflags=-O2
  [ "$lvl" = O0 ] && lflags="-O0 -Xclang -disable-O0-optnone"
  local err
  # shellcheck disable=SC2086  # flag strings are meant to be split into words
  if err=$("$CLANG" -S -emit-llvm -g0 -w $lflags $flags -o "$dst.tmp" "$src" 2>&1); then
    mv "$dst.tmp" "$dst"
  else
    rm -f "$dst.tmp" "$dst"
    printf 'FAIL\t%s/%s/%s\t%s\n' "$lib" "$lvl" "$rel" "$(grep -m1 error <<<"$err" || head -1 <<<"$err")"
  fi
}
export -f compile_tu
export CLANG OUT FORCE
echo "corpus: compiling $(wc -l < "$JOBLIST") TUs x {O0,O2} with -j$JOBS" >&2
# sqlite3.c is by far the biggest TU: it is listed first, so it starts first.
for lvl in O2 O0; do
  while IFS=$'\t' read -r lib root rel flags; do printf '%s\0' "$lvl" "$lib" "$root" "$rel" "$flags"; done < "$JOBLIST"
done | xargs -0 -r -n5 -P"$JOBS" bash -c 'compile_tu "$@"' _ >> "$FAILS" || true

# ---------------------------------------------------------------- link
# Links the modules given, in that order, into OUT/linked/LIB.LEVEL.ll
# unless it is newer than every one of them (or -f); a failure goes to
# FAILED.txt.
link_modules() { # lib level module...
  local lib=$1 lvl=$2 dst=$OUT/linked/$1.$2.ll stale=$FORCE f err
  shift 2
  [ $# -gt 0 ] || return 0
  [ -s "$dst" ] || stale=1
  for f in "$@"; do [ "$f" -nt "$dst" ] && stale=1; done
  [ "$stale" = 1 ] || return 0
  echo "corpus: llvm-link $lib $lvl ($# modules)" >&2
  if err=$("$LLVM_LINK" -S -o "$dst.tmp" "$@" 2>&1); then mv "$dst.tmp" "$dst"
  else rm -f "$dst.tmp" "$dst"; printf 'FAIL\tlink %s/%s\t%s\n' "$lib" "$lvl" "$(head -1 <<<"$err")" >> "$FAILS"; fi
}

mkdir -p "$OUT/linked"
for lib in $(cut -f1 "$JOBLIST" | sort -u); do
  [ "$(grep -c "^$lib	" "$JOBLIST")" -gt 1 ] || continue
  for lvl in O0 O2; do
    mapfile -t ins < <(ls "$OUT/$lib/$lvl"/*.ll 2>/dev/null | sort)
    link_modules "$lib" "$lvl" "${ins[@]}"
  done
done

# ------------------------------------------------------------- openssl
if [[ ",$LIBS," == *",openssl,"* ]]; then
  OS_SCRATCH=$SCRATCH-openssl
  OS_META=$(fetch_crates "$OS_SCRATCH" memssa_corpus_openssl 'openssl-src = "=300.6.1"')
  OS_DIR=$(dirname "$(crate_field "$OS_META" openssl-src manifest_path)")/openssl
  printf '%s\t%s\t%s\n' openssl-src "$(crate_field "$OS_META" openssl-src version)" "$OS_DIR" >> "$OUT/SOURCES.tsv"
  OS_BUILD=$OS_SCRATCH/build
  OS_CONF="linux-x86_64 no-asm no-shared no-module no-tests CC=$CLANG"
  if [ "$FORCE" = 1 ] || [ ! -f "$OS_BUILD/Makefile" ] || [ "$(cat "$OS_BUILD/.conf" 2>/dev/null)" != "$OS_CONF" ]; then
    rm -rf "$OS_BUILD"
    mkdir -p "$OS_BUILD"
    echo "corpus: configuring openssl in $OS_BUILD" >&2
    # shellcheck disable=SC2086  # the configuration is meant to be split into words
    (cd "$OS_BUILD" && perl "$OS_DIR/Configure" $OS_CONF > configure.log 2>&1 &&
      make -j"$JOBS" build_generated > generate.log 2>&1) ||
      { echo "corpus: openssl configuration failed, see $OS_BUILD/*.log" >&2; exit 1; }
    printf '%s\n' "$OS_CONF" > "$OS_BUILD/.conf"
  fi
  mkdir -p "$OUT/linked"
  for lvl in O2 O0; do
    python3 "$HERE/scripts/lib/openssl-ir.py" "$OS_BUILD" "$OUT" "$lvl" "$JOBS" >> "$FAILS" || true
    mapfile -t ins < "$OUT/openssl/$lvl/.objects"
    link_modules openssl "$lvl" "${ins[@]}"
  done
fi

# ------------------------------------------------------------- unicorn
if [[ ",$LIBS," == *",unicorn,"* ]]; then
  command -v cmake >/dev/null || { echo "corpus.sh: cmake not found (needed by --libs unicorn)" >&2; exit 2; }
  UC_SCRATCH=$SCRATCH-unicorn
  UC_META=$(fetch_crates "$UC_SCRATCH" memssa_corpus_unicorn 'unicorn-engine-sys = "=2.1.5"')
  UC_DIR=$(dirname "$(crate_field "$UC_META" unicorn-engine-sys manifest_path)")
  printf '%s\t%s\t%s\n' unicorn-engine-sys "$(crate_field "$UC_META" unicorn-engine-sys version)" "$UC_DIR" >> "$OUT/SOURCES.tsv"
  UC_BUILD=$UC_SCRATCH/build
  UC_CONF=(-DCMAKE_C_COMPILER="$CLANG" -DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF
    -DUNICORN_BUILD_TESTS=OFF -DUNICORN_INSTALL=OFF "-DUNICORN_ARCH=x86;arm;aarch64"
    -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)
  if [ "$FORCE" = 1 ] || [ ! -f "$UC_BUILD/compile_commands.json" ] ||
    [ "$(cat "$UC_BUILD/.conf" 2>/dev/null)" != "$UC_DIR ${UC_CONF[*]}" ]; then
    # A new configuration may change any TU's flags: no old IR is kept.
    rm -rf "$UC_BUILD" "$OUT/unicorn"
    mkdir -p "$UC_BUILD"
    echo "corpus: configuring unicorn in $UC_BUILD" >&2
    cmake -S "$UC_DIR" -B "$UC_BUILD" "${UC_CONF[@]}" > "$UC_BUILD/configure.log" 2>&1 ||
      { echo "corpus: unicorn configuration failed, see $UC_BUILD/configure.log" >&2; exit 1; }
    printf '%s\n' "$UC_DIR ${UC_CONF[*]}" > "$UC_BUILD/.conf"
  fi
  mkdir -p "$OUT/linked"
  for lvl in O2 O0; do
    CLANG=$CLANG python3 "$HERE/scripts/lib/unicorn-ir.py" "$UC_BUILD" "$OUT" "$lvl" "$JOBS" >> "$FAILS" || true
    mapfile -t ins < "$OUT/unicorn/$lvl/.objects"
    link_modules unicorn "$lvl" "${ins[@]}"
  done
fi

# -------------------------------------------------------------- stress
if [ "$STRESS" -gt 0 ]; then
  mkdir -p "$OUT/stress"
  echo "corpus: llvm-stress seeds 1..$STRESS" >&2
  for s in $(seq 1 "$STRESS"); do
    f=$OUT/stress/stress-$s.ll
    [ "$FORCE" = 0 ] && [ -s "$f" ] && continue
    "$LLVM_STRESS" -size 2000 -seed "$s" -o "$f.tmp" && mv "$f.tmp" "$f" || printf 'FAIL\tstress %s\n' "$s" >> "$FAILS"
  done
fi

# -------------------------------------------------------------- csmith
# One configuration per line: its name and clang's flags. The input is
# preprocessed for the host, so the other targets need no C library headers
# of their own.
CSMITH_CONFIGS='O1|-O1
Os|-Os
O3-v3|-O3 -march=x86-64-v3
O2-noalias|-O2 -fno-strict-aliasing
O1-g|-O1 -g
nvptx64-O2|--target=nvptx64-nvidia-cuda -O2
amdgcn-O2|--target=amdgcn-amd-amdhsa -nogpulib -O2
aarch64-O3|--target=aarch64-linux-gnu -O3
riscv64-O2|--target=riscv64-linux-gnu -O2'
# One program (run by xargs, so it reads everything from the environment):
# generates seed SEED's C, preprocesses it, and writes every configuration's
# IR that is missing (or all with -f). Failures go to stdout as FAILED.txt
# lines.
csmith_program() { # seed
  local seed=$1 tmp c flags f missing=0
  while IFS= read -r c; do
    [ "$FORCE" = 0 ] && [ -s "$OUT/csmith/${c%%|*}/p$seed.ll" ] || missing=1
  done <<< "$CSMITH_CONFIGS"
  # Nothing to write: the program is not generated again.
  [ "$missing" = 1 ] || return 0
  tmp=$(mktemp -d)
  # csmith writes platform.info into its working directory: the temporary one.
  if ! (cd "$tmp" && "$CSMITH" --seed "$seed" -o p.c > /dev/null 2>&1) ||
    ! "$CLANG" -E -w -I"$CSMITH_INC" "$tmp/p.c" -o "$tmp/p.i" 2> /dev/null; then
    printf 'FAIL\tcsmith %s (generation)\n' "$seed"
    rm -rf "$tmp"
    return 0
  fi
  while IFS= read -r c; do
    flags=${c#*|}
    f=$OUT/csmith/${c%%|*}/p$seed.ll
    [ "$FORCE" = 0 ] && [ -s "$f" ] && continue
    # shellcheck disable=SC2086 # flags are words
    if timeout 60 "$CLANG" $flags -w -S -emit-llvm "$tmp/p.i" -o "$f.tmp" 2> /dev/null; then
      mv "$f.tmp" "$f"
    else
      rm -f "$f.tmp"
      printf 'FAIL\tcsmith %s %s\n' "$seed" "${c%%|*}"
    fi
  done <<< "$CSMITH_CONFIGS"
  rm -rf "$tmp"
}
if [ "$CSMITH_N" -gt 0 ]; then
  while IFS= read -r c; do mkdir -p "$OUT/csmith/${c%%|*}"; done <<< "$CSMITH_CONFIGS"
  echo "corpus: csmith seeds 1..$CSMITH_N in $(wc -l <<< "$CSMITH_CONFIGS") configurations" >&2
  export -f csmith_program
  export CLANG CSMITH CSMITH_INC CSMITH_CONFIGS OUT FORCE
  seq 1 "$CSMITH_N" | xargs -P "$JOBS" -n 1 bash -c 'csmith_program "$1"' _ >> "$FAILS"
fi

# -------------------------------------------------------------- report
cp "$FAILS" "$OUT/FAILED.txt"
(cd "$OUT" && find . -name '*.ll' | sed 's|^\./||' | LC_ALL=C sort | while read -r f; do
  case $f in
    linked/*) b=${f#linked/}; lib=${b%%.*}; lvl=${b#*.}; lvl=${lvl%.ll}; kind=linked ;;
    stress/*) lib=stress; lvl=-; kind=stress ;;
    csmith/*) lib=csmith; lvl=$(cut -d/ -f2 <<<"$f"); kind=csmith ;;
    *) lib=${f%%/*}; lvl=$(cut -d/ -f2 <<<"$f"); kind=tu ;;
  esac
  printf '%s\t%s\t%s\t%s\t%s\n' "$lib" "$lvl" "$kind" "$(stat -c %s "$f")" "$f"
done) > "$OUT/MANIFEST.tsv"
echo "corpus: $(wc -l < "$OUT/MANIFEST.tsv") .ll files in $OUT, $(wc -l < "$OUT/FAILED.txt") failures, $(($(date +%s) - START))s" >&2
if [ -s "$OUT/FAILED.txt" ]; then sed 's/^/  /' "$OUT/FAILED.txt" >&2; fi
exit 0
