#!/usr/bin/env python3
"""The peers' side of Benchmarks/run-fields.sh: contours (matplotlib / contourpy), a large triangle
mesh from a file and a volume rendering (PyVista), on the workloads `opencharts-benchmarks`
measures.

Usage:
  peer_fields.py contour N [--runs K]      contourpy lines of sin(x)cos(z) on N x N over [-3, 3]^2 at
                                           -0.9, -0.7, ..., 0.9 (matplotlib's default algorithm
                                           mpl2014), median of K (5) runs after a warm-up
  peer_fields.py contour-png N OUT.png     matplotlib contour of the same, 1600 x 1200, savefig (once)
  peer_fields.py make-mesh N OUT.stl|.ply  the gyroid's isosurface f = 0 on an N^3 grid over [0, 4 pi]^3
                                           (VTK marching cubes), written as a binary STL or PLY
  peer_fields.py mesh-png FILE OUT.png     pyvista.read(FILE), add_mesh, screenshot 1600 x 1200 (once)
  peer_fields.py volume-frames CSV [K]     the MNI152 volume (CSV as Datasets/) with add_volume in grey
                                           levels, 1280 x 960 off screen, the camera turned 0.8 degrees
                                           of azimuth per frame; median of K (20) frames after 2

Each prints one line of JSON.
"""
import json
import math
import os
import statistics
import sys
import time

os.environ.setdefault("VTK_DEFAULT_OPENGL_WINDOW", "vtkEGLRenderWindow")

LEVELS = [-0.9 + 0.2 * i for i in range(10)]


def field(n):
    import numpy as np

    axis = np.linspace(-3.0, 3.0, n)
    x, z = np.meshgrid(axis, axis)  # row r at z = axis[r], column c at x = axis[c]
    return axis, np.sin(x) * np.cos(z)


def contour(n, runs):
    import contourpy
    import numpy as np

    t0 = time.perf_counter()
    axis, f = field(n)
    seconds_field = time.perf_counter() - t0

    def extract():
        # mpl2014 returns (points, codes) per level: one array of points per line.
        generator = contourpy.contour_generator(axis, axis, f, name="mpl2014")
        return [line for level in LEVELS for line in generator.lines(level)[0]]

    lines = extract()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        lines = extract()
        times.append(time.perf_counter() - t)
    vertices = sum(len(line) for line in lines)
    length = float(sum(np.sum(np.hypot(*np.diff(line, axis=0).T)) for line in lines))
    return {"n": n, "levels": len(LEVELS), "seconds_field": round(seconds_field, 6),
            "seconds": round(statistics.median(times), 6), "seconds_min": round(min(times), 6),
            "lines": len(lines), "vertices": vertices, "length": length, "runs": runs,
            "contourpy_version": contourpy.__version__}


def contour_png(n, out):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    t0 = time.perf_counter()
    axis, f = field(n)
    t1 = time.perf_counter()
    fig, ax = plt.subplots(figsize=(8, 6), dpi=200)
    cs = ax.contour(axis, axis, f, levels=LEVELS, cmap="viridis")
    fig.colorbar(cs, ax=ax, label="sin x · cos z")
    ax.set_xlabel("x")
    ax.set_ylabel("z")
    t2 = time.perf_counter()
    fig.savefig(out)
    t3 = time.perf_counter()
    return {"n": n, "seconds_data": round(t1 - t0, 6), "seconds_build": round(t2 - t1, 6),
            "seconds_render_write": round(t3 - t2, 6), "matplotlib_version": matplotlib.__version__}


def make_mesh(n, out):
    import numpy as np
    import pyvista as pv

    axis = np.linspace(0.0, 4 * math.pi, n)
    z, y, x = np.meshgrid(axis, axis, axis, indexing="ij")
    f = np.sin(x) * np.cos(y) + np.sin(y) * np.cos(z) + np.sin(z) * np.cos(x)
    spacing = axis[1] - axis[0]
    grid = pv.ImageData(dimensions=(n, n, n), spacing=(spacing,) * 3, origin=(0.0, 0.0, 0.0))
    grid.point_data["f"] = f.ravel()
    surface = grid.contour([0.0], scalars="f").triangulate()
    surface.clear_data()
    surface.save(out, binary=True)
    return {"file": out, "triangles": int(surface.n_cells), "vertices": int(surface.n_points),
            "bytes": os.path.getsize(out)}


def mesh_png(path, out):
    import pyvista as pv

    t0 = time.perf_counter()
    mesh = pv.read(path)
    t1 = time.perf_counter()
    plotter = pv.Plotter(off_screen=True, window_size=(1600, 1200))
    plotter.add_mesh(mesh, color="lightsteelblue", smooth_shading=True)
    plotter.show_grid()
    plotter.screenshot(out)
    t2 = time.perf_counter()
    plotter.close()
    return {"file": path, "triangles": int(mesh.n_cells), "seconds_read": round(t1 - t0, 6),
            "seconds_render_write": round(t2 - t1, 6), "pyvista_version": pv.__version__}


def volume_frames(csv, frames):
    import numpy as np
    import pyvista as pv

    values = np.loadtxt(csv, delimiter=",")  # 40 slices of 46 rows of 37 values: z, y, x
    volume = values.reshape(-1, 46, values.shape[1])
    grid = pv.ImageData(dimensions=volume.shape[::-1], spacing=(4.0, 4.0, 4.0))
    grid.point_data["t1"] = volume.ravel()  # x fastest, then y, then z
    plotter = pv.Plotter(off_screen=True, window_size=(1280, 960))
    plotter.add_volume(grid, scalars="t1", cmap="gray", opacity="linear")
    plotter.show_grid()
    t0 = time.perf_counter()
    plotter.show(auto_close=False)
    plotter.ren_win.WaitForCompletion()
    first = time.perf_counter() - t0
    times = []
    for i in range(frames + 2):
        t = time.perf_counter()
        plotter.camera.azimuth = plotter.camera.azimuth + 0.8
        plotter.render()
        plotter.ren_win.WaitForCompletion()
        if i >= 2:
            times.append(time.perf_counter() - t)
    times.sort()
    plotter.close()
    return {"tool": "pyvista", "workload": "volume-brain", "voxels": int(volume.size),
            "first_frame_s": round(first, 4), "frame_median_s": round(statistics.median(times), 4),
            "frame_p90_s": round(times[int(0.9 * (len(times) - 1))], 4), "frames": frames,
            "pyvista_version": pv.__version__}


def main(argv):
    args = list(argv)
    runs = 5
    if "--runs" in args:
        i = args.index("--runs")
        runs = int(args[i + 1])
        del args[i:i + 2]
    if not args:
        sys.stderr.write(__doc__)
        return 2
    command, rest = args[0], args[1:]
    if command == "contour" and len(rest) == 1:
        result = contour(int(rest[0]), runs)
    elif command == "contour-png" and len(rest) == 2:
        result = contour_png(int(rest[0]), rest[1])
    elif command == "make-mesh" and len(rest) == 2:
        result = make_mesh(int(rest[0]), rest[1])
    elif command == "mesh-png" and len(rest) == 2:
        result = mesh_png(rest[0], rest[1])
    elif command == "volume-frames" and len(rest) in (1, 2):
        result = volume_frames(rest[0], int(rest[1]) if len(rest) == 2 else 20)
    else:
        sys.stderr.write(__doc__)
        return 2
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
