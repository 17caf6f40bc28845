#!/usr/bin/env bash
# html-check.sh — browser test of the page `memssa html` writes.
#
# Usage: scripts/html-check.sh [--screenshot PNG] [CORPUS_DIR]
#
# Makes pages (`memssa html --aa andersen`) of test inputs (tests/data,
# examples) and, given a corpus, of sqlite3 -O0 (CORPUS_DIR/sqlite3/O0/
# sqlite3.ll; its biggest function, sqlite3VdbeExec, is the one clicked
# through), opens each from file:// in headless Chromium and checks it
# against memssa's own answers (scripts/html-check/check.mjs): the search
# finds each function, the code view is `memssa print`'s text, clicking an
# access marks what `print --json` (and `print --json --aa andersen` in
# that mode) names as its defining access, clobber, def chain and users,
# MemoryPhi operands navigate, and the regions view is `print --partition
# regions`. With --screenshot, saves a view of examples/diamond.ll there.
#
# Installs what it needs when missing: Debian's chromium (apt) and
# playwright-core (npm, the version pinned in scripts/html-check/
# package.json, into target/html-check/). Environment: MEMSSA (a memssa
# binary; default: built with `cargo build --release -p memssa-cli`),
# CHROMIUM (default /usr/bin/chromium).
# Exit status: 0 if every check passed, 1 otherwise, 2 on usage errors.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SHOT=
if [ "${1:-}" = --screenshot ]; then
  [ $# -ge 2 ] || { echo "usage: $0 [--screenshot PNG] [CORPUS_DIR]" >&2; exit 2; }
  SHOT=$(realpath -m "$2")
  shift 2
fi
CORPUS=${1:-}
[ $# -le 1 ] || { echo "usage: $0 [--screenshot PNG] [CORPUS_DIR]" >&2; exit 2; }
WORK=${CARGO_TARGET_DIR:-$ROOT/target}/html-check
mkdir -p "$WORK/out"
export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}

sudo=
[ "$(id -u)" = 0 ] || sudo=sudo
if ! [ -x "$CHROMIUM" ] || ! command -v npm > /dev/null; then
  echo "html-check: installing chromium, nodejs, npm (apt)" >&2
  $sudo apt-get update -qq
  pkgs=()
  [ -x "$CHROMIUM" ] || pkgs+=(chromium)
  command -v npm > /dev/null || pkgs+=(nodejs npm)
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${pkgs[@]}" > /dev/null
fi
# playwright-core 1.65 needs Node.js 20 or later.
node_major=$(node -p 'process.versions.node.split(".")[0]')
[ "$node_major" -ge 20 ] || { echo "html-check: Node.js $node_major is too old for playwright-core (needs 20+)" >&2; exit 2; }
if ! cmp -s "$ROOT/scripts/html-check/package.json" "$WORK/package.json" || ! [ -d "$WORK/node_modules/playwright-core" ]; then
  echo "html-check: npm install playwright-core" >&2
  cp "$ROOT/scripts/html-check/package.json" "$WORK/package.json"
  (cd "$WORK" && npm install --no-audit --no-fund --loglevel=error > /dev/null)
fi
cp "$ROOT/scripts/html-check/check.mjs" "$WORK/check.mjs"

. "$ROOT/scripts/lib/memssa-bin.sh"
memssa_binary html-check "$ROOT" "$WORK"

# name file [function max-clicks]
CASES=()
add_case() {
  local name=$1 file=$2 fn=${3:-} max=${4:-80} o=$WORK/out/$1 only=()
  [ -n "$fn" ] && only=(--function "$fn")
  local t0=$SECONDS
  "$MEMSSA" html --aa andersen "$file" -o "$o.html"
  local secs=$((SECONDS - t0))
  "$MEMSSA" print "${only[@]}" "$file" > "$o.print.txt"
  "$MEMSSA" print --json "${only[@]}" "$file" > "$o.llvm.json"
  "$MEMSSA" print --json --aa andersen "${only[@]}" "$file" > "$o.andersen.json"
  "$MEMSSA" print --partition regions "${only[@]}" "$file" > "$o.regions.txt"
  local timing=false
  [ -n "$fn" ] && { timing=true; echo "html-check: $name: memssa html took ${secs} s" >&2; }
  CASES+=("$(jq -n --arg name "$name" --arg page "$o.html" --arg print "$o.print.txt" --arg json "$o.llvm.json" \
    --arg andersen "$o.andersen.json" --arg regions "$o.regions.txt" --argjson max "$max" --argjson timing $timing \
    '{name: $name, page: $page, print: $print, json: $json, modeJson: [$andersen], regions: $regions, maxClicks: $max, timing: $timing}')")
}

for f in examples/diamond.ll tests/data/print/html-markup.ll tests/data/print/odd-names.ll \
  tests/data/print/html-points-to.ll tests/data/construct/loops.ll tests/data/construct/irreducible.ll tests/data/construct/switch-dup-edges.ll \
  tests/data/construct/unreachable.ll tests/data/construct/phi-operand-order.ll tests/data/alias/cmp-ugt-nonzero.ll \
  tests/data/debuginfo/control-O2g.ll; do
  add_case "$(basename "$(dirname "$f")")-$(basename "$f" .ll)" "$ROOT/$f"
done
if [ -n "$CORPUS" ]; then
  s=$CORPUS/sqlite3/O0/sqlite3.ll
  [ -f "$s" ] || { echo "html-check: no $s" >&2; exit 2; }
  add_case sqlite3-O0 "$s" sqlite3VdbeExec 60
fi
manifest=$(printf '%s\n' "${CASES[@]}" | jq -s '{cases: .}')
if [ -n "$SHOT" ]; then
  # The diamond's join phi: its operands, defining access and users marked.
  phi=$(jq '[.functions[0].accesses[] | select(.kind == "phi")][0].id' "$WORK/out/examples-diamond.llvm.json")
  manifest=$(jq --arg path "$SHOT" --argjson acc "$phi" '.cases[0].screenshot = {function: "diamond", access: $acc, path: $path}' <<< "$manifest")
fi
echo "$manifest" > "$WORK/manifest.json"
cd "$WORK" && node check.mjs manifest.json
