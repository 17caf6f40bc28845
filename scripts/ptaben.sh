#!/usr/bin/env bash
# Compiles the PTABen-style alias tests of crates/pointsto/tests/ptaben/*.c
# with clang-19 at -O0 (optnone off), -O0 followed by mem2reg, and -O2,
# writes the IR to crates/pointsto/tests/ptaben/ll/NAME.{O0,m2r,O2}.ll (a
# test marked `// FS-ONLY` gets a `; FS-ONLY` first line), and checks every
# MAYALIAS/NOALIAS/MUSTALIAS call with `memssa pta --check-assertions`, with
# Andersen's sets and with --flow-sensitive, in every context mode (none,
# 1-callsite, 2-callsite, args). A test marked `// CS-ONLY` has its
# NOALIAS/MUSTALIAS checked only with contexts, one marked `// CS-DEPTH: 2`
# only with 2-callsite and args, one marked `// CS-DEPTH: N` for N > 2 only
# with args (the markers are copied into the IR). A test marked
# `// NEEDS-SSA` gets a `; NEEDS-SSA` first line in its -O0 build only (its
# NOALIAS/MUSTALIAS need pointers in SSA values, not reloaded stack slots).
#
#   scripts/ptaben.sh            regenerate the .ll files, then check them
#   scripts/ptaben.sh --check    only check the committed .ll files
#
# Exit status: 0 if every assertion holds, 1 otherwise.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/crates/pointsto/tests/ptaben"
out="$dir/ll"
mode="${1:-}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$root/target}"

if [[ "$mode" != "--check" ]]; then
  for t in clang-19 opt-19; do
    command -v "$t" >/dev/null || { echo "ptaben.sh: $t not found (apt-get install clang-19 llvm-19)" >&2; exit 2; }
  done
  mkdir -p "$out"
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  for c in "$dir"/*.c; do
    name="$(basename "$c" .c)"
    marker=""
    if grep -q '^// FS-ONLY' "$c"; then marker="; FS-ONLY"; fi
    if grep -q '^// CS-ONLY' "$c"; then marker="${marker:+$marker
}; CS-ONLY"; fi
    depth="$(grep -o '^// CS-DEPTH: [0-9]*' "$c" | head -1 | cut -d' ' -f3 || true)"
    if [[ -n "$depth" ]]; then marker="${marker:+$marker
}; CS-DEPTH: $depth"; fi
    clang-19 -S -emit-llvm -g0 -O0 -Xclang -disable-O0-optnone -fno-discard-value-names -I"$dir" "$c" -o "$tmp/$name.O0.ll"
    opt-19 -S -passes=mem2reg "$tmp/$name.O0.ll" -o "$tmp/$name.m2r.ll"
    clang-19 -S -emit-llvm -g0 -O2 -I"$dir" "$c" -o "$tmp/$name.O2.ll"
    for v in O0 m2r O2; do
      ssa=""
      if [[ $v == O0 ]] && grep -q '^// NEEDS-SSA' "$c"; then ssa="; NEEDS-SSA"; fi
      { [[ -n "$marker" ]] && echo "$marker"; [[ -n "$ssa" ]] && echo "$ssa"; grep -v '^; ModuleID\|^source_filename\|^!llvm.ident\|^!{!"Debian clang\|^!{!"clang version' "$tmp/$name.$v.ll"; } > "$out/$name.$v.ll"
    done
  done
fi

cargo build --release -q -p memssa-cli
memssa="$CARGO_TARGET_DIR/release/memssa"
fail=0
total=0
for f in "$out"/*.ll; do
  for ctx in none 1-callsite 2-callsite args; do
    for mode in "" --flow-sensitive; do
      total=$((total + 1))
      # shellcheck disable=SC2086
      if ! "$memssa" pta --check-assertions --context "$ctx" $mode "$f" >"$f.log" 2>&1; then
        fail=$((fail + 1))
        echo "== --context $ctx $mode"
        grep -v ': ok: \|: skipped: \|: expected-fail: ' "$f.log"
      fi
      rm -f "$f.log"
    done
  done
done
echo "ptaben: $total checks (files x {none, 1-callsite, 2-callsite, args} x {andersen, flow-sensitive}), $fail failing"
[[ $fail -eq 0 ]]
