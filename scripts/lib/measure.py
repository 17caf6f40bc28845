#!/usr/bin/env python3
"""measure.py [--peak] OUT CMD... — run CMD (stdout and stderr to /dev/null)
and write "wall_s peak_KB user_s sys_s" to OUT, like `/usr/bin/time -o OUT
-f '%e %M %U %S'`, but with microsecond times: time(1) rounds to 10 ms,
which makes every small module 0.00 s.

Without --peak, CMD is spawned directly and peak_KB is written as 0: the
wall and CPU times are CMD's alone. They are not taken through time(1)
because its own start-up (about 0.7 ms) would be a quarter of a small
module's run, and the peak cannot come from wait4 on a direct child:
posix_spawn starts the child in Python's address space, and Linux carries
the high-water mark of that space (Python's ~10 MB) across the exec.
With --peak, CMD runs under /usr/bin/time, whose small address space is
what the child starts from, and peak_KB is its %M (CMD's maximum RSS); the
times then include time(1)'s start-up. posix_spawn rather than fork keeps
Python's own pages and start-up out of the figures. Exits with CMD's
status."""
import os
import sys
import time

args = sys.argv[1:]
peak_run = args[:1] == ["--peak"]
if peak_run:
    args = args[1:]
out, cmd = args[0], args[1:]
argv = ["/usr/bin/time", "-o", out + ".peak", "-f", "%M"] + cmd if peak_run else cmd
null = os.open(os.devnull, os.O_WRONLY)
t = time.perf_counter()
pid = os.posix_spawnp(argv[0], argv, os.environ,
                      file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
_, status, ru = os.wait4(pid, 0)
wall = time.perf_counter() - t
peak = "0"
if peak_run:
    with open(out + ".peak") as f:
        peak = f.read().split()[-1]
    os.unlink(out + ".peak")
with open(out, "w") as f:
    f.write(f"{wall:.4f} {peak} {ru.ru_utime:.4f} {ru.ru_stime:.4f}\n")
sys.exit(os.waitstatus_to_exitcode(status))
