#!/usr/bin/env python3
"""numpy side of `opencharts-benchmarks surface-eval N`.

Usage:  python3 numpy_surface.py N [--runs K]

Times
    x = np.linspace(-3, 3, N); X, Z = np.meshgrid(x, x); Y = np.sin(X) * np.cos(Z)
(the grid of make_surface in the shared peers.py) as the median of K runs (default 7) after one
warm-up, and prints one line of JSON: seconds, samples per second, and the checksums the Swift side
prints (sum of Y, and sum of |Y|: sin is odd and the grid symmetric, so the plain sum is rounding
noise near 0). numpy evaluates on one core.
"""
import json
import os
import sys
import time

import numpy as np


def evaluate(n):
    x = np.linspace(-3.0, 3.0, n)
    X, Z = np.meshgrid(x, x)
    return np.sin(X) * np.cos(Z)


def main(argv):
    args = list(argv)
    runs = 7
    if "--runs" in args:
        i = args.index("--runs")
        runs = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1 or not args[0].isdigit() or int(args[0]) < 2 or runs < 1:
        sys.stderr.write(__doc__)
        return 2
    n = int(args[0])
    evaluate(n)  # warm-up
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        Y = evaluate(n)
        times.append(time.perf_counter() - t)
    seconds = float(np.median(times))
    rec = {
        "benchmark": "numpy-surface",
        "expression": "sin(X)*cos(Z)",
        "n": n,
        "samples": n * n,
        "runs": runs,
        "seconds": round(seconds, 6),
        "samples_per_second": float(f"{n * n / seconds:.6g}"),
        "checksum": float(Y.sum()),
        "checksum_abs": float(np.abs(Y).sum()),
        "numpy_version": np.__version__,
        "python_version": sys.version.split()[0],
        "openblas_env": {k: os.environ[k] for k in ("OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE") if k in os.environ},
    }
    sys.stdout.write(json.dumps(rec) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
