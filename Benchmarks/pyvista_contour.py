#!/usr/bin/env python3
"""PyVista side of `opencharts-benchmarks marching N`.

Usage:  python3 pyvista_contour.py N [--runs K]

Samples the gyroid f = sin x cos y + sin y cos z + sin z cos x on an N^3 grid over [0, 4 pi]^3
(numpy.linspace on each axis, the Swift side's grid) as a pyvista.ImageData, and times
`grid.contour([0.0], scalars="f")` (VTK's contour filter: marching cubes, synchronized templates on
image data) as the median of K runs (default 5) after one warm-up. Prints one line of JSON: seconds,
triangles, vertices, area, versions. VTK may use several threads (SMP tools); the thread count is
recorded.
"""
import json
import math
import statistics
import sys
import time

import numpy as np
import pyvista as pv
import vtk


def main(argv):
    args = list(argv)
    runs = 5
    if "--runs" in args:
        i = args.index("--runs")
        runs = int(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1 or not args[0].isdigit() or int(args[0]) < 2 or runs < 1:
        sys.stderr.write(__doc__)
        return 2
    n = int(args[0])
    t0 = time.perf_counter()
    axis = np.linspace(0.0, 4 * math.pi, n)
    z, y, x = np.meshgrid(axis, axis, axis, indexing="ij")
    f = np.sin(x) * np.cos(y) + np.sin(y) * np.cos(z) + np.sin(z) * np.cos(x)
    spacing = axis[1] - axis[0]
    grid = pv.ImageData(dimensions=(n, n, n), spacing=(spacing,) * 3, origin=(0.0, 0.0, 0.0))
    grid.point_data["f"] = f.ravel()  # x fastest, then y, then z: VTK's point order
    seconds_field = time.perf_counter() - t0
    surface = grid.contour([0.0], scalars="f")  # warm-up
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        surface = grid.contour([0.0], scalars="f")
        times.append(time.perf_counter() - t)
    triangles = surface.triangulate()
    smp = vtk.vtkSMPTools()
    print(json.dumps({
        "n": n,
        "seconds_field": round(seconds_field, 6),
        "seconds": round(statistics.median(times), 6),
        "seconds_min": round(min(times), 6),
        "triangles": int(triangles.n_cells),
        "vertices": int(surface.n_points),
        "area": float(triangles.area),
        "runs": runs,
        "smp_backend": smp.GetBackend(),
        "smp_threads": smp.GetEstimatedNumberOfThreads(),
        "pyvista_version": pv.__version__,
        "vtk_version": vtk.vtkVersion.GetVTKVersion(),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
