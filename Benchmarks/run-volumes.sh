#!/usr/bin/env bash
# Benchmark of OpenCharts' isosurfaces (issue 21): marching tetrahedra on a 256³ gyroid against
# PyVista's `contour` (VTK marching cubes) on the same field, in the same run. Builds in release,
# sets up Benchmarks/.venv from the shared requirements.txt when PyVista is missing, and writes
# Benchmarks/RESULTS-volumes.md.
#
# Environment (all optional):
#   OPENCHARTS_BENCH_SCRATCH  SwiftPM scratch path of the release build (default /tmp/opencharts-bench-release)
#   OPENCHARTS_BENCH_OUT      where the raw JSON lines go (default /tmp/opencharts-bench-out)
#   OPENCHARTS_BENCH_N        grid nodes per axis (default 256)
#   OPENCHARTS_BENCH_WAIT_QUIET  seconds to wait for a quiet machine (default 300)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH="$ROOT/Benchmarks"
SCRATCH=${OPENCHARTS_BENCH_SCRATCH:-/tmp/opencharts-bench-release}
OUT=${OPENCHARTS_BENCH_OUT:-/tmp/opencharts-bench-out}
N=${OPENCHARTS_BENCH_N:-256}
RESULTS="$BENCH/RESULTS-volumes.md"
mkdir -p "$OUT"
RAW="$OUT/volumes-raw.jsonl"
: >"$RAW"

if [ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null; then PATH="/opt/swift/usr/bin:$PATH"; fi
say() { echo "==> $*" >&2; }
record() {
    local label=$1 line
    line=$(tail -n 1)
    echo "$label $line" >>"$RAW"
    echo "    $line" >&2
}

say "swift build -c release --product opencharts-benchmarks --scratch-path $SCRATCH"
swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" >&2
BIN="$(swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" --show-bin-path)/opencharts-benchmarks"

VENV="$BENCH/.venv"
PY=python3
if ! python3 -c 'import pyvista' 2>/dev/null; then
    if ! { [ -x "$VENV/bin/python" ] && "$VENV/bin/python" -c 'import pyvista' 2>/dev/null; }; then
        say "PyVista missing: installing the shared requirements.txt into $VENV"
        [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
        "$VENV/bin/pip" install -q -r /work/shared/bench/requirements.txt >&2
    fi
    PY="$VENV/bin/python"
fi

idle_percent() {
    local a b
    a=($(head -n 1 /proc/stat))
    sleep 1
    b=($(head -n 1 /proc/stat))
    local total=0 i
    for i in 1 2 3 4 5 6 7 8; do total=$((total + b[i] - a[i])); done
    echo $(((100 * (b[4] - a[4] + b[5] - a[5])) / (total > 0 ? total : 1)))
}
WAIT_QUIET=${OPENCHARTS_BENCH_WAIT_QUIET:-300}
quiet=0
waited=0
while [ "$quiet" -lt 3 ] && [ "$waited" -lt "$WAIT_QUIET" ]; do
    if [ "$(idle_percent)" -ge 90 ]; then quiet=$((quiet + 1)); else quiet=0; fi
    waited=$((waited + 1))
done
IDLE_BEFORE=$(idle_percent)
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

say "$BIN marching $N"
"$BIN" marching "$N" | record swift
say "$PY Benchmarks/pyvista_contour.py $N"
"$PY" "$BENCH/pyvista_contour.py" "$N" | record pyvista
LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

export RAW RESULTS LOAD_BEFORE LOAD_AFTER IDLE_BEFORE WAITED=$waited BIN PY N SCRATCH
export SWIFT_VERSION=$(swift --version 2>&1 | head -n 1)
export CPU_MODEL=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
export NPROC=$(nproc)
export DATE=$(date -u '+%Y-%m-%d %H:%M UTC')
export COMMIT=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
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
