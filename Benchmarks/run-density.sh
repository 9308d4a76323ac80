#!/usr/bin/env bash
# Benchmark of OpenCharts' density plots (issue 23, "10⁸ points"): 10⁸ points, 10⁶ random walks of
# 100 samples, one series of 10⁸ samples, and 10⁸ points in 3D (a Chart3D), each streamed from a seeded generator in chunks of 10⁶,
# counted per pixel and written as a 1600 × 1200 PNG, one process each. Builds in release and writes
# Benchmarks/RESULTS-density.md with the targets: ≤ 10 s, peak memory ≤ the input's size + 300 MB.
#
# Environment (all optional; see also Benchmarks/common.sh):
#   OPENCHARTS_BENCH_OUT      where the PNGs and raw JSON lines go (default /tmp/opencharts-bench-out)
#   OPENCHARTS_BENCH_POINTS   points of the first workload (default 100000000)
#   OPENCHARTS_BENCH_SERIES   random walks of the second (default 1000000; 100 samples each)
#   OPENCHARTS_BENCH_SAMPLES  samples of the one long series (default 100000000)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH="$ROOT/Benchmarks"
source "$BENCH/common.sh"
OUT=${OPENCHARTS_BENCH_OUT:-/tmp/opencharts-bench-out}
POINTS=${OPENCHARTS_BENCH_POINTS:-100000000}
SERIES=${OPENCHARTS_BENCH_SERIES:-1000000}
SAMPLES=${OPENCHARTS_BENCH_SAMPLES:-100000000}
RESULTS="$BENCH/RESULTS-density.md"
mkdir -p "$OUT"
RAW="$OUT/density-raw.jsonl"
: >"$RAW"

build_release opencharts-benchmarks
BIN="$BIN_DIR/opencharts-benchmarks"
wait_quiet

say "$BIN density points $POINTS $OUT/density-points.png"
measured "$BIN" density points "$POINTS" "$OUT/density-points.png" | record points
say "$BIN density lines $SERIES 100 $OUT/density-lines.png"
measured "$BIN" density lines "$SERIES" 100 "$OUT/density-lines.png" | record lines
say "$BIN density series $SAMPLES $OUT/density-series.png"
measured "$BIN" density series "$SAMPLES" "$OUT/density-series.png" | record series
say "$BIN density points3d $POINTS $OUT/density-points3d.png"
measured "$BIN" density points3d "$POINTS" "$OUT/density-points3d.png" | record points3d

PY=python3
export_machine
export BIN OUT
python3 - <<'PY'
import json
import os

env = os.environ
runs = {}
for raw in open(env["RAW"]):
    label, _, line = raw.partition(" ")
    runs[label] = json.loads(line)
out = []
w = out.append
w("# Density plot benchmark (generated)")
w("")
w("Written by `Benchmarks/run-density.sh`; do not edit by hand. Single-machine figures, noisy: compare "
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
    w(f"- every measured process ran at niceness {env['BENCH_NICE']}")
w(f"- Swift: {env['SWIFT_VERSION']}, release build")
w("")
w("## Issue 23's targets: 10⁸ samples to a 1600 × 1200 PNG")
w("")
w("Each workload is one process: a `DensityPlot` over a `DensitySource` whose chunks (10⁶ samples) are "
  "made by a seeded generator (SplitMix64; normals by Marsaglia's polar method, or hashed from the sample's index for the one series) as they are counted, with the axes' domains "
  "given (the source is read once); the plot's device pixels counted in parallel (a grid per core), "
  "shaded (points: equalised histogram; lines: equalised histogram), drawn headless and written as "
  "PNG. *seconds* is all of it; *scene* is generation, counting and shading (interleaved), *PNG* "
  "drawing and encoding. *Input* is the size the samples would take as two `Double` columns (three "
  "in 3D, where each point is projected through the camera and each pixel keeps its nearest depth); the "
  "target is peak memory ≤ input + 300 MB, and ≤ 10 s. *Generation alone* makes every chunk once "
  "without counting: the share of the time that is the benchmark's data, not the chart.")
w("")
w("| workload | samples | seconds | scene | PNG | generation alone | peak RSS | input | ≤ 10 s | ≤ input + 300 MB |")
w("|---|---|---|---|---|---|---|---|---|---|")
names = {"points": "points (5 Gaussian clusters)", "lines": "random walks (10⁶ × 100)",
         "series": "one series", "points3d": "3D points (5 Gaussian clusters, `Chart3D`)"}
for label in ("points", "lines", "series", "points3d"):
    r = runs.get(label)
    if r is None:
        continue
    ok_time = "yes" if r["seconds"] <= 10 else "**no**"
    ok_mem = "yes" if r["peak_rss_mb"] <= r["input_mb"] + 300 else "**no**"
    w(f"| {names[label]} | {r['samples']:,} | **{r['seconds']:.2f}** | {r['seconds_scene']:.2f} | "
      f"{r['seconds_png']:.2f} | {r['seconds_generation_alone']:.2f} | **{r['peak_rss_mb']:.0f} MB** | "
      f"{r['input_mb']:.0f} MB | {ok_time} | {ok_mem} |")
w("")
w(f"Cores used: {runs[next(iter(runs))]['cores']}. CPU seconds per workload: "
  + ", ".join(f"{k} {v['cpu_seconds']:.1f}" for k, v in runs.items()) + ".")
w("")
w("## Commands")
w("")
w("```sh")
w(f"swift build -c release --product opencharts-benchmarks --scratch-path {env['SCRATCH']}")
for label in ("points", "lines", "series", "points3d"):
    r = runs.get(label)
    if r is None:
        continue
    if label == "lines":
        w(f"{env['BIN']} density lines {r['series']} {r['samples_per_series']} {env['OUT']}/density-lines.png")
    else:
        w(f"{env['BIN']} density {label} {r['samples']} {env['OUT']}/density-{label}.png")
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
