#!/usr/bin/env python3
"""Times one command as a whole process: wall clock from just before the fork to the reaped exit
(os.wait4), the child's peak resident set (ru_maxrss) and CPU time. Prints one JSON line on stdout
with the command's own last stdout line (if it is JSON) under "inner".

Usage: timeproc.py LABEL -- COMMAND [ARG...]
"""
import json
import os
import subprocess
import sys
import time


def main(argv):
    if len(argv) < 3 or argv[1] != "--":
        sys.stderr.write(__doc__)
        return 2
    label, command = argv[0], argv[2:]
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    out = child.stdout.read().decode(errors="replace")
    err = child.stderr.read().decode(errors="replace")
    child.returncode = os.waitstatus_to_exitcode(status)
    inner = None
    lines = [l for l in out.splitlines() if l.strip()]
    if lines:
        try:
            inner = json.loads(lines[-1])
        except ValueError:
            inner = None
    record = {
        "label": label,
        "wall_seconds": round(wall, 4),
        "peak_rss_mb": round(usage.ru_maxrss / 1024.0, 1),
        "cpu_seconds": round(usage.ru_utime + usage.ru_stime, 3),
        "exit_status": child.returncode,
        "inner": inner,
    }
    if child.returncode != 0:
        record["stderr"] = err[-2000:]
    sys.stdout.write(json.dumps(record) + "\n")
    return 0 if child.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
