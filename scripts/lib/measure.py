#!/usr/bin/env python3
"""measure.py OUT CMD... — run CMD (stdout and stderr to /dev/null) and write
"wall_s peak_KB user_s sys_s" to OUT, like `/usr/bin/time -o OUT -f
'%e %M %U %S'`, but with microsecond CPU times: time(1) rounds to 10 ms,
which makes every small module 0.00 s. The peak still comes from
/usr/bin/time (%M, CMD's own maximum RSS); the CPU times from wait4 on it,
which include CMD's (time(1) itself adds well under a millisecond).
posix_spawn rather than fork keeps Python's own pages and start-up out of
the figures. Exits with CMD's status."""
import os
import sys
import time

out, cmd = sys.argv[1], sys.argv[2:]
argv = ["/usr/bin/time", "-o", out + ".peak", "-f", "%M"] + cmd
null = os.open(os.devnull, os.O_WRONLY)
t = time.perf_counter()
pid = os.posix_spawn(argv[0], argv, os.environ,
                     file_actions=[(os.POSIX_SPAWN_DUP2, null, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
_, status, ru = os.wait4(pid, 0)
wall = time.perf_counter() - t
with open(out + ".peak") as f:
    peak = f.read().split()[-1]
os.unlink(out + ".peak")
with open(out, "w") as f:
    f.write(f"{wall:.4f} {peak} {ru.ru_utime:.4f} {ru.ru_stime:.4f}\n")
sys.exit(os.waitstatus_to_exitcode(status))
