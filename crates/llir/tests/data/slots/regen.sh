#!/usr/bin/env bash
# Regenerates the slots test data: clang-19 compiles the C/C++ sources to
# .ll, and opt-19 prints Memory SSA for every .ll (the expected output,
# `<name>.mssa`, is opt's stderr). The hand-written .ll files are kept as is.
# Run from this directory: ./regen.sh
set -euo pipefail
cd "$(dirname "$0")"
cc() { # src out flags...
  local src=$1 out=$2; shift 2
  clang-19 -S -emit-llvm -w "$@" "$src" -o "$out"
}
cc structs.c structs.O2.g.ll -O2 -g
cc structs.c structs.O0.g.ll -O0 -Xclang -disable-O0-optnone -g
cc globals.c globals.O2.g.ll -O2 -g
cc classes.cpp classes.O2.g.ll -x c++ -fexceptions -O2 -g
cc classes.cpp classes.O2.g0.ll -x c++ -fexceptions -O2 -g0
for f in structs.*.ll globals.*.ll classes.*.ll noncanon.ll intrinsics.ll; do
  opt-19 -passes='print<memoryssa>' -disable-output "$f" 2> "${f%.ll}.mssa"
done
# Operand order of the specialized debug-info nodes (see gen_di_operand_order.py).
python3 gen_di_operand_order.py > di_operand_order.ll
opt-19 -disable-verify -S di_operand_order.ll -o di_operand_order.opt.ll
