#!/usr/bin/env python3
"""Writes Benchmarks/RESULTS-fields.md from the raw JSON lines of Benchmarks/run-fields.sh (the
environment run-fields.sh and common.sh export: RAW, RESULTS, N, MESH_N, the machine fields)."""
import json
import os

env = os.environ
runs = {}
for raw in open(env["RAW"]):
    label, _, line = raw.partition(" ")
    runs[label] = json.loads(line)

out = []
w = out.append


def ratio(ours, theirs):
    return f"**{ours / theirs:.2f}×**" if theirs > 0 else "n/a"


def machine():
    w("## Machine")
    w("")
    w(f"- date: {env['DATE']}, commit `{env['COMMIT']}`")
    w(f"- CPU: {env['CPU_MODEL']}, `nproc` = {env['NPROC']}")
    w(f"- load average (1, 5, 15 min) before: {env['LOAD_BEFORE']}, after: {env['LOAD_AFTER']}; CPUs "
      f"{env['IDLE_BEFORE']}% idle just before the first measurement (after waiting {env['WAITED']} s for a "
      "quiet machine). Other work on the machine competes for the same cores and skews all numbers.")
    if env.get("BENCH_NICE", "0") != "0":
        w(f"- every measured process ran at niceness {env['BENCH_NICE']} (ahead of the other work), both "
          "tools alike")
    w(f"- Swift: {env['SWIFT_VERSION']}, release build; Python peers: "
      f"contourpy {runs['peer-contour']['contourpy_version']}, "
      f"matplotlib {runs['peer-contour-png']['inner']['matplotlib_version']}, "
      f"PyVista {runs['peer-volume']['pyvista_version']}")
    w("")


def contours():
    s, p = runs["swift-contour"], runs["peer-contour"]
    n = int(env["N"])
    w(f"## Contour lines of a {n}² grid")
    w("")
    w(f"y = sin x · cos z on `linspace(−3, 3, {n})`², levels −0.9, −0.7, …, 0.9; the extraction of all ten "
      "levels, median of 5 runs after a warm-up, one core. OpenCharts: `MarchingSquares.lines` (saddles "
      "resolved by the cell's mean). contourpy: `contour_generator(name=\"mpl2014\").lines` (matplotlib's "
      "default algorithm).")
    w("")
    w("| | seconds | lines | vertices | total length |")
    w("|---|---|---|---|---|")
    for name, r in (("OpenCharts", s), ("contourpy", p)):
        w(f"| {name} | **{r['seconds']:.4f}** | {r['lines']} | {r['vertices']:,} | {r['length']:.4f} |")
    w("")
    w(f"OpenCharts ÷ contourpy time: {ratio(s['seconds'], p['seconds'])}. The total lengths differ by "
      f"{abs(s['length'] - p['length']) / p['length'] * 100:.4f} % (the same lines).")
    w("")
    sp, pp = runs["swift-contour-png"], runs["peer-contour-png"]
    w("The whole figure as a user makes it, 1600 × 1200 PNG, one process each (wall clock from fork to "
      "exit, peak resident memory): OpenCharts `ContourPlot` of a `NumericGrid` coloured by level with its "
      "colour bar; matplotlib `contour` + `colorbar` + `savefig` (Agg).")
    w("")
    w("| | wall seconds | peak memory (MB) | data | chart | render + write |")
    w("|---|---|---|---|---|---|")
    for name, r in (("OpenCharts", sp), ("matplotlib", pp)):
        i = r["inner"] or {}
        w(f"| {name} | **{r['wall_seconds']:.3f}** | {r['peak_rss_mb']:.0f} | {i.get('seconds_data', 0):.3f} "
          f"| {i.get('seconds_build', 0):.3f} | {i.get('seconds_render_write', 0):.3f} |")
    w("")
    w(f"OpenCharts ÷ matplotlib wall time: {ratio(sp['wall_seconds'], pp['wall_seconds'])}.")
    w("")


def meshes():
    w(f"## A mesh of {runs['make-mesh-stl']['triangles']:,} triangles from a file" if "make-mesh-stl" in runs
      else "## A mesh from a file")
    w("")
    w(f"The gyroid's isosurface on a {env['MESH_N']}³ grid (VTK marching cubes), written once by PyVista as a "
      "binary STL and a binary PLY; each tool reads the file and writes a 1600 × 1200 PNG with axes, one "
      "process each. OpenCharts: `opencharts mesh FILE --width 800 --height 600` (scale 2). PyVista: "
      "`read`, `add_mesh(smooth_shading=True)`, `show_grid`, `screenshot`.")
    w("")
    w("| file | tool | wall seconds | peak memory (MB) | read (inner) |")
    w("|---|---|---|---|---|")
    for ext in ("stl", "ply"):
        s, p = runs[f"swift-mesh-{ext}"], runs[f"peer-mesh-{ext}"]
        w(f"| {ext.upper()} | OpenCharts | **{s['wall_seconds']:.3f}** | {s['peak_rss_mb']:.0f} | |")
        w(f"| {ext.upper()} | PyVista | **{p['wall_seconds']:.3f}** | {p['peak_rss_mb']:.0f} "
          f"| {(p['inner'] or {}).get('seconds_read', 0):.3f} |")
    w("")
    for ext in ("stl", "ply"):
        s, p = runs[f"swift-mesh-{ext}"], runs[f"peer-mesh-{ext}"]
        w(f"- {ext.upper()}: OpenCharts ÷ PyVista wall time {ratio(s['wall_seconds'], p['wall_seconds'])}, "
          f"peak memory {s['peak_rss_mb'] / p['peak_rss_mb']:.2f}×")
    w("")


def volume():
    s, p = runs["swift-volume"], runs["peer-volume"]
    w("## A volume rendering frame")
    w("")
    w("The MNI152 T1 template (37 × 46 × 40 voxels of 4 mm, Datasets/mni152-t1-4mm-volume.csv) in grey "
      "levels at 1280 × 960 pixels, the camera turned 0.8° of azimuth per frame, each frame waited for; "
      f"medians of {s['frames']} frames after {s['warmup_frames']}. OpenCharts: the gallery's "
      "`brainVolumeRendering` prepared once, each frame's scene drawn by a `HeadlessRenderer` (EGL) and read "
      "back, at full quality (every step: export, a still window) and at interactive quality (a quarter of "
      "the steps: a window while dragged). PyVista: `add_volume(cmap=\"gray\", opacity=\"linear\")` and "
      "`show_grid`, off screen (EGL), `render()` per frame (no read-back).")
    w("")
    w("| | frame median (s) | frame p90 (s) | frames/s |")
    w("|---|---|---|---|")
    w(f"| OpenCharts, full quality | **{s['frame_median_seconds']:.4f}** | {s['frame_p90_seconds']:.4f} "
      f"| {1 / s['frame_median_seconds']:.1f} |")
    w(f"| OpenCharts, interactive | **{s['interactive_frame_median_seconds']:.4f}** "
      f"| {s['interactive_frame_p90_seconds']:.4f} | {1 / s['interactive_frame_median_seconds']:.1f} |")
    w(f"| PyVista `add_volume` | **{p['frame_median_s']:.4f}** | {p['frame_p90_s']:.4f} "
      f"| {1 / p['frame_median_s']:.1f} |")
    w("")
    w(f"OpenCharts ÷ PyVista frame time: full quality {ratio(s['frame_median_seconds'], p['frame_median_s'])}, "
      f"interactive {ratio(s['interactive_frame_median_seconds'], p['frame_median_s'])}. Renderer: "
      f"{s['renderer']}.")
    w("")


w("# Fields and meshes against the peers (generated)")
w("")
w("Written by `Benchmarks/run-fields.sh`; do not edit by hand. Single-machine figures, noisy: compare only "
  "within one run. Ratios are OpenCharts' time over the peer's (below 1: OpenCharts is faster).")
w("")
machine()
contours()
meshes()
volume()
w("## Commands")
w("")
w("```sh")
w("Benchmarks/run-fields.sh")
w(f"{env['BIN']} contour {env['N']}            # and: contour-png {env['N']} OUT.png, volume-frames")
w(f"{env['PY']} Benchmarks/peer_fields.py contour {env['N']}   # and: contour-png, make-mesh, mesh-png, volume-frames")
w(f"{env['CLI']} mesh gyroid.stl --width 800 --height 600 -o mesh.png")
w("```")
w("")
w("## Raw JSON lines")
w("")
w("```")
for raw in open(env["RAW"]):
    w(raw.rstrip("\n"))
w("```")
open(env["RESULTS"], "w").write("\n".join(out) + "\n")
