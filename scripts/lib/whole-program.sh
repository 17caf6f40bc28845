# whole-program.sh — sourced: link one corpus library with our driver
# program (scripts/dynamic/<lib>_main.c) into one whole-program module, the
# way scripts/dynamic-check.sh and scripts/clobber-check.sh both check it.
#
# whole_program CORPUS LIB LEVEL OUT.ll
#   CORPUS  what scripts/corpus.sh wrote; LEVEL O0 or O2 (the corpus's own
#   flags for that level, from CORPUS/LIB/LEVEL/.flags, compile the driver);
#   writes OUT.ll and OUT.main.ll (the driver alone). Exit 2 if the corpus
#   lacks the library at that level. Needs CLANG and LLVM_LINK.
whole_program() {
  local corpus=$1 lib=$2 level=$3 out=$4
  local flags_file=$corpus/$lib/$level/.flags flags lflags sqlite_inc here
  [ -f "$flags_file" ] || { echo "$flags_file missing (run scripts/corpus.sh first)" >&2; return 2; }
  flags=$(sed -n 3p "$flags_file")
  lflags=-O2
  [ "$level" = O0 ] && lflags="-O0 -Xclang -disable-O0-optnone"
  # sqlite3.h sits next to sqlite3.c, outside the -I of sqlite3's corpus flags.
  sqlite_inc=$(awk -F'\t' '$1 == "libsqlite3-sys" {print $3 "/sqlite3"}' "$corpus/SOURCES.tsv")
  here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
  # shellcheck disable=SC2086  # flag strings are meant to be split into words
  "$CLANG" -S -emit-llvm -g0 -w $lflags $flags -I"$sqlite_inc" -o "${out%.ll}.main.ll" "$here/scripts/dynamic/${lib}_main.c" || return
  "$LLVM_LINK" -S -o "$out" "$corpus/$lib/$level"/*.ll "${out%.ll}.main.ll"
}
