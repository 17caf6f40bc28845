# memssa-bin.sh — sourced (not run) by the scripts that run memssa over
# many files for a long time (conformance.sh, llvm-tests.sh).
#
# memssa_binary TAG ROOT DIR sets MEMSSA to a copy, in DIR, of the memssa
# binary to test: $MEMSSA if the environment names one, else
# target/release/memssa, built first with cargo. Running a copy keeps a run
# of an hour on one binary even when cargo rebuilds target/release in the
# meantime (a rebuild replaces the file under the run's feet). A script
# started by one that already made a copy (MEMSSA_COPY set) uses that copy.
# MEMSSA_FROM names the binary the copy was made from, for reports.
memssa_binary() {
  local tag=$1 root=$2 dir=$3
  if [ -n "${MEMSSA_COPY:-}" ] && [ -x "$MEMSSA_COPY" ]; then
    MEMSSA=$MEMSSA_COPY
    return
  fi
  if [ -z "${MEMSSA:-}" ]; then
    echo "$tag: cargo build --release -p memssa-cli" >&2
    (cd "$root" && cargo build --release --quiet -p memssa-cli --bin memssa)
    MEMSSA=${CARGO_TARGET_DIR:-$root/target}/release/memssa
  fi
  [ -x "$MEMSSA" ] || { echo "$tag: no memssa binary at $MEMSSA" >&2; exit 2; }
  MEMSSA_FROM=$(cd "$(dirname "$MEMSSA")" && pwd)/$(basename "$MEMSSA")
  cp "$MEMSSA_FROM" "$dir/memssa"
  MEMSSA=$dir/memssa
  MEMSSA_COPY=$MEMSSA
  export MEMSSA MEMSSA_COPY MEMSSA_FROM
}
