#!/usr/bin/env bash
# Benchmarks of fields and meshes (issues 20 and 21) against the peers, in one run:
#   - contour lines of a 1024² grid: OpenCharts' marching squares against contourpy (matplotlib's
#     contour algorithm), and the whole figure to a 1600 × 1200 PNG against matplotlib's `contour`;
#   - a mesh of 1.26 M triangles from a file (binary STL and binary PLY) to a 1600 × 1200 PNG:
#     `opencharts mesh` against PyVista's `read` + `add_mesh` + `screenshot`, whole processes;
#   - a volume rendering frame of the MNI152 brain at 1280 × 960: OpenCharts headless against
#     PyVista's `add_volume` off screen.
# Builds in release, sets up Benchmarks/.venv from the shared requirements.txt when PyVista or
# matplotlib is missing, and writes Benchmarks/RESULTS-fields.md.
#
# Environment (all optional; see also Benchmarks/common.sh):
#   OPENCHARTS_BENCH_OUT   PNGs, mesh files and the raw JSON lines (default /tmp/opencharts-bench-fields)
#   OPENCHARTS_BENCH_N     contour grid side (default 1024)
#   OPENCHARTS_BENCH_MESH_N  the mesh's gyroid grid side (default 256: 1.26 M triangles)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH="$ROOT/Benchmarks"
source "$BENCH/common.sh"
OUT=${OPENCHARTS_BENCH_OUT:-/tmp/opencharts-bench-fields}
N=${OPENCHARTS_BENCH_N:-1024}
MESH_N=${OPENCHARTS_BENCH_MESH_N:-256}
RESULTS="$BENCH/RESULTS-fields.md"
mkdir -p "$OUT"
RAW="$OUT/fields-raw.jsonl"
: >"$RAW"

build_release opencharts-benchmarks opencharts
BIN="$BIN_DIR/opencharts-benchmarks"
CLI="$BIN_DIR/opencharts"
peer_python pyvista
PEER="$BENCH/peer_fields.py"
TIME="$BENCH/timeproc.py"

say "mesh files: the gyroid's isosurface on $MESH_N³ (setup, not timed)"
for ext in stl ply; do
    [ -s "$OUT/gyroid.$ext" ] || "$PY" "$PEER" make-mesh "$MESH_N" "$OUT/gyroid.$ext" | record "make-mesh-$ext"
done

wait_quiet

say "contour lines, $N²"
measured "$BIN" contour "$N" | record swift-contour
measured "$PY" "$PEER" contour "$N" | record peer-contour
say "contour figures, $N², whole processes"
measured python3 "$TIME" swift -- "$BIN" contour-png "$N" "$OUT/contour-opencharts.png" | record swift-contour-png
measured python3 "$TIME" matplotlib -- "$PY" "$PEER" contour-png "$N" "$OUT/contour-matplotlib.png" |
    record peer-contour-png
for ext in stl ply; do
    say "mesh from gyroid.$ext, whole processes"
    measured python3 "$TIME" swift -- "$CLI" mesh "$OUT/gyroid.$ext" --width 800 --height 600 \
        -o "$OUT/mesh-$ext-opencharts.png" | record "swift-mesh-$ext"
    measured python3 "$TIME" pyvista -- "$PY" "$PEER" mesh-png "$OUT/gyroid.$ext" "$OUT/mesh-$ext-pyvista.png" |
        record "peer-mesh-$ext"
done
say "volume rendering frames"
measured "$BIN" volume-frames | record swift-volume
measured "$PY" "$PEER" volume-frames "$ROOT/Datasets/mni152-t1-4mm-volume.csv" | record peer-volume

export_machine
export N MESH_N BIN CLI
python3 "$BENCH/fields_results.py"
say "wrote $RESULTS"
