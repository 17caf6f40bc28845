#!/usr/bin/env bash
# Regenerates crates/alias/tests/data/*.expected with opt-19's aa-eval.
# A file named *.meta.ll is evaluated with -evaluate-aa-metadata.
# Inputs should be opt-canonical: run `opt-19 -S f.ll -o f.ll` after editing.
set -euo pipefail
cd "$(dirname "$0")/../tests/data"
OPT=${OPT:-opt-19}
for f in *.ll; do
  flags=(-passes=aa-eval -print-all-alias-modref-info -disable-output)
  case $f in *.meta.ll) flags+=(-evaluate-aa-metadata) ;; esac
  "$OPT" "${flags[@]}" "$f" 2> "${f%.ll}.expected"
done
