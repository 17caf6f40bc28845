#!/usr/bin/env bash
# scripts/fuzz.sh [SECONDS] — runs every cargo-fuzz target in fuzz/ for
# SECONDS each (default 60, at most 120; two targets at a time, one thread
# each) and fails on any crash, timeout (an input running over 10 s) or
# out-of-memory (over 4 GiB), printing the reproducer's path.
#
#   parse         the parser on raw bytes (seeds: every .ll file under
#                 tests/data and crates/*/tests/data up to 64 KiB; IR tokens
#                 in fuzz/parse.dict); a module that parses gets Memory SSA
#                 built, verified and printed
#   memssa_build  Memory SSA of generated functions against a brute force
#   walker        the clobber walker against a brute-force path search
#   andersen      Andersen's solver against the naive fixpoint
#
# The three generator targets start from 16 seeds of fixed pseudo-random
# bytes (testgen turns any bytes into a valid input). Seeds are written
# under target/fuzz-seeds/ at every run; what libFuzzer finds is kept in
# fuzz/corpus/TARGET/ (gitignored) and reused by the next run.
#
# Needs cargo-fuzz (installed here if missing, pinned below) and a nightly
# compiler (`rustup toolchain install nightly`); without one, the stable
# compiler is used with RUSTC_BOOTSTRAP=1. Targets are built with
# debug assertions and overflow checks (fuzz/Cargo.toml) and without a
# sanitizer: the code is `forbid(unsafe_code)`, and AddressSanitizer halves
# the speed and reports the thread pool's allocations as leaks.
#
# To replay a reproducer:   cargo +nightly fuzz run -s none TARGET PATH
# To shrink it:             cargo +nightly fuzz tmin -s none TARGET PATH
# To see a generator target's input as IR:
#   cargo run -p testgen --example emit -- function|pointers --file PATH
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET=${1:-60}
if ! [[ $SECONDS_PER_TARGET =~ ^[0-9]+$ ]] || [ "$SECONDS_PER_TARGET" -lt 1 ] || [ "$SECONDS_PER_TARGET" -gt 120 ]; then
  echo "usage: scripts/fuzz.sh [SECONDS]   (1 to 120 seconds per target, default 60)" >&2
  exit 2
fi
TARGETS=(parse memssa_build walker andersen)
CARGO_FUZZ_VERSION=0.13.2

if ! cargo fuzz --version 2> /dev/null | grep -qF "$CARGO_FUZZ_VERSION"; then
  echo "fuzz.sh: installing cargo-fuzz $CARGO_FUZZ_VERSION" >&2
  cargo install cargo-fuzz --version "$CARGO_FUZZ_VERSION" --locked
fi
TOOLCHAIN=()
if rustup toolchain list 2> /dev/null | grep -q '^nightly'; then
  TOOLCHAIN=(+nightly)
else
  echo "fuzz.sh: no nightly toolchain; using the stable compiler with RUSTC_BOOTSTRAP=1" >&2
  export RUSTC_BOOTSTRAP=1
fi
FUZZ=(cargo "${TOOLCHAIN[@]}" fuzz)

# One thread per target: the analyses parallelise over functions, which a
# generated one-function module does not need, and the machine is shared.
export RAYON_NUM_THREADS=1

seeds=target/fuzz-seeds
rm -rf "$seeds"
mkdir -p "$seeds/parse"
find tests/data crates/*/tests/data -name '*.ll' -size -65k -print0 2> /dev/null |
  while IFS= read -r -d '' f; do cp "$f" "$seeds/parse/$(echo "$f" | tr / _)"; done
for t in memssa_build walker andersen; do
  mkdir -p "$seeds/$t"
  python3 - "$seeds/$t" << 'EOF'
import random, sys
for k in range(16):
    rng = random.Random(k)
    with open(f"{sys.argv[1]}/seed-{k:02}", "wb") as f:
        f.write(bytes(rng.randrange(256) for _ in range(64 + 48 * k)))
EOF
done

echo "::: fuzz.sh: building ${TARGETS[*]}" >&2
"${FUZZ[@]}" build -s none

# fuzz_one TARGET: runs it, prints its verdict, exits 1 on a failure.
fuzz_one() {
  local t=$1 log status=0 runs repro
  mkdir -p "fuzz/corpus/$t" "fuzz/artifacts/$t"
  log="target/fuzz-$t.log"
  echo "::: fuzz.sh: $t for ${SECONDS_PER_TARGET}s" >&2
  local extra=()
  [ -f "fuzz/$t.dict" ] && extra=(-dict="fuzz/$t.dict")
  "${FUZZ[@]}" run -s none "$t" "fuzz/corpus/$t" "$seeds/$t" -- \
    -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -print_final_stats=1 "${extra[@]}" > "$log" 2>&1 || status=$?
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
  if [ "$status" -ne 0 ]; then
    grep -E 'panicked at|ERROR: libFuzzer|SUMMARY' "$log" | head -5 >&2 || true
    repro=$(grep -o 'Test unit written to [^ ]*' "$log" | tail -1 | sed 's/Test unit written to //')
    echo "::: fuzz.sh: $t FAILED after $runs runs (exit $status); reproducer: ${repro:-none (see $log)}; log: $log" >&2
    return 1
  fi
  echo "::: fuzz.sh: $t ok ($runs runs)" >&2
}

# Two targets at a time: each runs on one thread, and the machine has two
# cores (CI's budget counts wall time).
# shellcheck source=scripts/lib/lanes.sh
. scripts/lib/lanes.sh
LANES_WHO="::: fuzz.sh"
for t in "${TARGETS[@]}"; do lanes_spawn "$t" fuzz_one "$t"; done
if ! lanes_wait; then
  echo "::: fuzz.sh: a target failed (above: its reproducer and log)" >&2
  exit 1
fi
echo "::: fuzz.sh: all ${#TARGETS[@]} targets ran ${SECONDS_PER_TARGET}s without a failure" >&2
