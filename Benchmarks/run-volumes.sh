#!/usr/bin/env bash
# Benchmark of OpenCharts' isosurfaces (issue 21): marching tetrahedra on a 256³ gyroid against
# PyVista's `contour` (VTK marching cubes) on the same field, in the same run. Builds in release,
# sets up Benchmarks/.venv from the shared requirements.txt when PyVista is missing, and writes
# Benchmarks/RESULTS-volumes.md.
#
# Environment (all optional; see also Benchmarks/common.sh):
#   OPENCHARTS_BENCH_OUT      where the raw JSON lines go (default /tmp/opencharts-bench-out)
#   OPENCHARTS_BENCH_N        grid nodes per axis (default 256)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH="$ROOT/Benchmarks"
source "$BENCH/common.sh"
OUT=${OPENCHARTS_BENCH_OUT:-/tmp/opencharts-bench-out}
N=${OPENCHARTS_BENCH_N:-256}
RESULTS="$BENCH/RESULTS-volumes.md"
mkdir -p "$OUT"
RAW="$OUT/volumes-raw.jsonl"
: >"$RAW"

build_release opencharts-benchmarks
BIN="$BIN_DIR/opencharts-benchmarks"
peer_python pyvista
wait_quiet

say "$BIN marching $N"
measured "$BIN" marching "$N" | record swift
say "$PY Benchmarks/pyvista_contour.py $N"
measured "$PY" "$BENCH/pyvista_contour.py" "$N" | record pyvista

export_machine
export BIN N
python3 - <<'PY'
import json
import os

env = os.environ
runs = {}
for raw in open(env["RAW"]):
    label, _, line = raw.partition(" ")
    runs[label] = json.loads(line)
s, p = runs["swift"], runs["pyvista"]
n = int(env["N"])
out = []
w = out.append
w("# Isosurface benchmark (generated)")
w("")
w("Written by `Benchmarks/run-volumes.sh`; do not edit by hand. Single-machine figures, noisy: compare "
  "only within one run.")
w("")
w("## Machine")
w("")
w(f"- date: {env['DATE']}, commit `{env['COMMIT']}`")
w(f"- CPU: {env['CPU_MODEL']}, `nproc` = {env['NPROC']}")
w(f"- load average (1, 5, 15 min) before: {env['LOAD_BEFORE']}, after: {env['LOAD_AFTER']}; CPUs "
  f"{env['IDLE_BEFORE']}% idle just before the first measurement (after waiting {env['WAITED']} s for a "
  "quiet machine). Other work on the machine (other builds) competes for the same cores and skews "
  "all numbers.")
if env.get("BENCH_NICE", "0") != "0":
    w(f"- every measured process ran at niceness {env['BENCH_NICE']} (ahead of the other work), both tools alike")
w(f"- Swift: {env['SWIFT_VERSION']}, release build; PyVista {p['pyvista_version']}, VTK {p['vtk_version']} "
  f"(SMP backend {p['smp_backend']}, {p['smp_threads']} threads)")
w("")
w(f"## The gyroid's isosurface f = 0 on a {n}³ grid over [0, 4π]³")
w("")
w("f = sin x cos y + sin y cos z + sin z cos x, sampled once on both sides; the extraction is the "
  "median of 5 runs after 1 warm-up. OpenCharts: `MarchingTetrahedra.isosurface` (six tetrahedra per "
  "cell, shared vertices, gradient normals), one core. PyVista: `ImageData.contour([0])` (VTK marching "
  "cubes).")
w("")
w("| | seconds | cells/s | triangles | vertices | area |")
w("|---|---|---|---|---|---|")
cells = (n - 1) ** 3
for name, r in (("OpenCharts", s), ("PyVista", p)):
    w(f"| {name} | **{r['seconds']:.3f}** | {cells / r['seconds'] / 1e6:.1f} M | {r['triangles']:,} "
      f"| {r['vertices']:,} | {r['area']:.2f} |")
w("")
w(f"OpenCharts ÷ PyVista time: **{s['seconds'] / p['seconds']:.2f}×**. Sampling the field: "
  f"{s['seconds_field']:.3f} s (Swift closure per node) and {p['seconds_field']:.3f} s (numpy). The areas "
  f"differ by {abs(s['area'] - p['area']) / p['area'] * 100:.4f} % (the same surface; marching tetrahedra "
  "makes more, smaller triangles).")
w("")
w("## Commands")
w("")
w("```sh")
w(f"swift build -c release --product opencharts-benchmarks --scratch-path {env['SCRATCH']}")
w(f"{env['BIN']} marching {n}")
w(f"{env['PY']} Benchmarks/pyvista_contour.py {n}")
w("```")
w("")
w("## Raw JSON lines")
w("")
w("```")
for raw in open(env["RAW"]):
    w(raw.rstrip("\n"))
w("```")
open(env["RESULTS"], "w").write("\n".join(out) + "\n")
PY
say "wrote $RESULTS"
