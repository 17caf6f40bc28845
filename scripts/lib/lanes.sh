# lanes.sh — sourced: run jobs a few at a time, each in a background
# subshell, and fail if any of them did. For steps whose work uses one core
# per job on a machine with more (CI's has two).
#
#   lanes_spawn LABEL CMD [ARGS...]  starts CMD once fewer than LANES (default
#                                    2) of ours run; LABEL names it in messages
#   lanes_wait                       waits for all; status 1 if any job exited
#                                    non-zero (each such job is reported on
#                                    stderr as "LANES_WHO: LABEL failed (exit N)")
# Needs bash 5.1 (wait -n -p).
declare -gA lanes_running=()
lanes_failed=0

lanes_reap() {
  local pid status=0
  wait -n -p pid "${!lanes_running[@]}" || status=$?
  if [ "$status" != 0 ]; then
    echo "${LANES_WHO:-lanes}: ${lanes_running[$pid]} failed (exit $status)" >&2
    lanes_failed=1
  fi
  unset "lanes_running[$pid]"
}

lanes_spawn() {
  local label=$1
  shift
  if [ "${#lanes_running[@]}" -ge "${LANES:-2}" ]; then lanes_reap; fi
  ("$@") &
  lanes_running[$!]=$label
}

lanes_wait() {
  while [ "${#lanes_running[@]}" -gt 0 ]; do lanes_reap; done
  [ "$lanes_failed" = 0 ]
}
