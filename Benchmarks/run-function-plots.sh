#!/usr/bin/env bash
# Benchmarks of OpenCharts' function plots (issue 3): a 1024x1024 surface evaluation against numpy on
# the same grid, and a 1,000,000-sample vectorized LinePlot drawn to PNG against matplotlib's line1m.
# Builds in release, runs everything, and writes Benchmarks/RESULTS-function-plots.md.
#
# Environment (all optional):
#   OPENCHARTS_BENCH_SCRATCH  SwiftPM scratch path of the release build (default /tmp/opencharts-bench-release)
#   OPENCHARTS_BENCH_OUT      where the PNGs and raw JSON lines go (default /tmp/opencharts-bench-out)
#   PEERS_PY                  the shared peers.py (default ../shared/bench/peers.py or /work/shared/bench/peers.py)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH="$ROOT/Benchmarks"
SCRATCH=${OPENCHARTS_BENCH_SCRATCH:-/tmp/opencharts-bench-release}
OUT=${OPENCHARTS_BENCH_OUT:-/tmp/opencharts-bench-out}
RESULTS="$BENCH/RESULTS-function-plots.md"
mkdir -p "$OUT"
RAW="$OUT/raw.jsonl"
: >"$RAW"

if [ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null; then PATH="/opt/swift/usr/bin:$PATH"; fi

say() { echo "==> $*" >&2; }
# Appends one JSON line from stdin to the raw file, tagged with a label, and echoes it.
record() {
    local label=$1 line
    line=$(tail -n 1)
    echo "$label $line" >>"$RAW"
    echo "    $line" >&2
}
# Seconds since the epoch, with nanoseconds.
now() { date +%s.%N; }

# numpy/matplotlib do not use BLAS here; the machine's OpenBLAS tuning variables are recorded and unset.
OPENBLAS_NOTE="OPENBLAS_CORETYPE=${OPENBLAS_CORETYPE:-<unset>} OPENBLAS_L2_SIZE=${OPENBLAS_L2_SIZE:-<unset>}"
py() { env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$@"; }

# ---- build --------------------------------------------------------------------------------------
say "swift build -c release --product opencharts-benchmarks --scratch-path $SCRATCH"
swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" >&2
BIN_DIR=$(swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" --show-bin-path)
BIN="$BIN_DIR/opencharts-benchmarks"

# ---- python with numpy (and matplotlib when it can be had) --------------------------------------
VENV="$BENCH/.venv"
if py python3 -c 'import numpy' 2>/dev/null; then
    NUMPY_PY=python3
else
    say "numpy missing: creating $VENV"
    [ -x "$VENV/bin/python" ] || python3 -m venv --system-site-packages "$VENV"
    py "$VENV/bin/pip" install -q numpy >&2
    NUMPY_PY="$VENV/bin/python"
fi

PEERS=${PEERS_PY:-}
if [ -z "$PEERS" ]; then
    for candidate in "$ROOT/../shared/bench/peers.py" /work/shared/bench/peers.py; do
        if [ -f "$candidate" ]; then PEERS=$(cd "$(dirname "$candidate")" && pwd)/peers.py; break; fi
    done
fi
MPL_PY=""
MPL_NOTE=""
if [ -z "$PEERS" ]; then
    MPL_NOTE="skipped: the shared peers.py was not found"
elif py python3 -c 'import matplotlib' 2>/dev/null; then
    MPL_PY=python3
elif [ -x "$VENV/bin/python" ] && py "$VENV/bin/python" -c 'import matplotlib' 2>/dev/null; then
    MPL_PY="$VENV/bin/python"
else
    say "matplotlib missing: pip install matplotlib into $VENV"
    if { [ -x "$VENV/bin/python" ] || python3 -m venv --system-site-packages "$VENV"; } &&
        py "$VENV/bin/pip" install -q matplotlib >&2; then
        MPL_PY="$VENV/bin/python"
    else
        MPL_NOTE="skipped: matplotlib is not installed and pip install matplotlib failed"
    fi
fi

# Percent of all cores idle over the next second (from /proc/stat).
idle_percent() {
    local a b
    a=($(head -n 1 /proc/stat))
    sleep 1
    b=($(head -n 1 /proc/stat))
    local total=0 i
    for i in 1 2 3 4 5 6 7 8; do total=$((total + b[i] - a[i])); done
    echo $(((100 * (b[4] - a[4] + b[5] - a[5])) / (total > 0 ? total : 1)))
}
# Other work on the machine skews every number: wait up to OPENCHARTS_BENCH_WAIT_QUIET seconds
# (default 300) for three quiet seconds in a row (at least 90% idle), then start either way.
WAIT_QUIET=${OPENCHARTS_BENCH_WAIT_QUIET:-300}
quiet=0
waited=0
while [ "$quiet" -lt 3 ] && [ "$waited" -lt "$WAIT_QUIET" ]; do
    if [ "$(idle_percent)" -ge 90 ]; then quiet=$((quiet + 1)); else quiet=0; fi
    waited=$((waited + 1))
done
IDLE_BEFORE=$(idle_percent)
say "idle ${IDLE_BEFORE}% after waiting ${waited} s for a quiet machine"
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

# ---- surface evaluation -------------------------------------------------------------------------
for n in 1024 256; do
    say "$BIN surface-eval $n"
    "$BIN" surface-eval "$n" | record "swift-surface-$n"
    say "$NUMPY_PY Benchmarks/numpy_surface.py $n"
    py "$NUMPY_PY" "$BENCH/numpy_surface.py" "$n" | record "numpy-surface-$n"
done

# ---- 1M-sample line to PNG ----------------------------------------------------------------------
say "$BIN line-png 1000000 $OUT/line-1m.png"
"$BIN" line-png 1000000 "$OUT/line-1m.png" | record "swift-line-1m"
say "$BIN line-png-full 10000 $OUT/line-10k.png"
"$BIN" line-png-full 10000 "$OUT/line-10k.png" | record "swift-line-10k"
say "cold process: $BIN line-png 1000000 $OUT/line-1m-cold.png --runs 1 --warmup 0"
start=$(now)
"$BIN" line-png 1000000 "$OUT/line-1m-cold.png" --runs 1 --warmup 0 >"$OUT/cold.json"
end=$(now)
echo "{\"process_seconds\": $(echo "$end - $start" | bc -l | sed 's/^\./0./')}" | record "swift-line-1m-cold-process"
record "swift-line-1m-cold" <"$OUT/cold.json"

if [ -n "$MPL_PY" ]; then
    for i in 1 2 3; do
        say "$MPL_PY $PEERS matplotlib line1m $OUT/mpl-line1m.png  ($i/3)"
        start=$(now)
        py "$MPL_PY" "$PEERS" matplotlib line1m "$OUT/mpl-line1m.png" >"$OUT/mpl.json"
        end=$(now)
        echo "{\"process_seconds\": $(echo "$end - $start" | bc -l | sed 's/^\./0./')}" | record "mpl-line1m-process"
        record "mpl-line1m" <"$OUT/mpl.json"
    done
fi

LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

# ---- results ------------------------------------------------------------------------------------
export IDLE_BEFORE WAITED=$waited
export RAW RESULTS OPENBLAS_NOTE MPL_NOTE LOAD_BEFORE LOAD_AFTER BIN NUMPY_PY MPL_PY PEERS SCRATCH OUT
export SWIFT_VERSION=$(swift --version 2>&1 | head -n 1)
export CPU_MODEL=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
export NPROC=$(nproc)
export MEMORY=$(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)
export KERNEL=$(uname -sr)
export DATE=$(date -u '+%Y-%m-%d %H:%M UTC')
export COMMIT=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
python3 - <<'PY'
import json
import os
import statistics

env = os.environ
runs = {}
for raw in open(env["RAW"]):
    label, _, line = raw.partition(" ")
    runs.setdefault(label, []).append(json.loads(line))


def one(label):
    return runs[label][-1] if label in runs else None


def fmt_s(v):
    return f"{v:.3f} s" if v >= 0.1 else f"{v * 1000:.2f} ms"


def fmt_rate(v):
    return f"{v / 1e6:.1f} M/s"


out = []
w = out.append
w("# Function-plot benchmarks (generated)")
w("")
w("Written by `Benchmarks/run-function-plots.sh`; do not edit by hand. What each number means: "
  "[README.md](README.md). Single-machine figures, noisy: compare only within one run.")
w("")
w("## Machine")
w("")
w(f"- date: {env['DATE']}, commit `{env['COMMIT']}`")
w(f"- CPU: {env['CPU_MODEL']}, `nproc` = {env['NPROC']}; memory {env['MEMORY']}; {env['KERNEL']}")
w(f"- load average (1, 5, 15 min) before: {env['LOAD_BEFORE']}, after: {env['LOAD_AFTER']}; "
  f"CPUs {env['IDLE_BEFORE']}% idle just before the first measurement (after waiting {env['WAITED']} s for "
  "a quiet machine). Other work on the machine competes for the same cores and skews all numbers.")
w(f"- Swift: {env['SWIFT_VERSION']}, release build (`-c release`)")
np_rec = one("numpy-surface-1024")
w(f"- numpy {np_rec['numpy_version']} on Python {np_rec['python_version']} (`{env['NUMPY_PY']}`); "
  f"environment had {env['OPENBLAS_NOTE']}, unset for the Python runs")
mpl = runs.get("mpl-line1m", [])
if mpl:
    w(f"- matplotlib {mpl[0]['tool_version']} (`{env['MPL_PY']}`), via `{env['PEERS']}`")
else:
    w(f"- matplotlib: {env['MPL_NOTE']}")
w("")
w("## Surface evaluation: y = sin(x)·cos(z) on an N×N grid over [-3, 3]²")
w("")
w("Medians of 7 runs after 1 warm-up. numpy: `x = np.linspace(-3, 3, N); X, Z = np.meshgrid(x, x); "
  "Y = np.sin(X) * np.cos(Z)` (one core).")
w("")
w("| N | Swift grid, all cores | samples/s | Swift grid, 1 core | samples/s | numpy | samples/s "
  "| Swift all cores ÷ numpy | Swift 1 core ÷ numpy |")
w("|---|---|---|---|---|---|---|---|---|")
for n in (1024, 256):
    s, p = one(f"swift-surface-{n}"), one(f"numpy-surface-{n}")
    w(f"| {n} | {fmt_s(s['grid_seconds'])} | {fmt_rate(s['grid_samples_per_second'])} "
      f"| {fmt_s(s['grid_1core_seconds'])} | {fmt_rate(s['grid_1core_samples_per_second'])} "
      f"| {fmt_s(p['seconds'])} | {fmt_rate(p['samples_per_second'])} "
      f"| **{s['grid_samples_per_second'] / p['samples_per_second']:.2f}×** "
      f"| {s['grid_1core_samples_per_second'] / p['samples_per_second']:.2f}× |")
w("")
w("Through `SurfaceSampler` (uniform base grid, `maxRefinement = 0`; builds the mesh and the "
  "finite-difference normals too):")
w("")
w("| N | seconds | vertices | vertices/s | function calls | calls/s | triangles |")
w("|---|---|---|---|---|---|---|")
for n in (1024, 256):
    s = one(f"swift-surface-{n}")
    w(f"| {n} | {fmt_s(s['sampler_seconds'])} | {s['sampler_vertices']:,} "
      f"| {fmt_rate(s['sampler_vertices_per_second'])} | {s['sampler_evaluations']:,} "
      f"| {fmt_rate(s['sampler_evaluations_per_second'])} | {s['sampler_triangles']:,} |")
w("")
w("Same grid, same values: checksums (Σ|y|; Σy is rounding noise near 0 because sin is odd on a "
  "symmetric grid):")
w("")
w("| N | Swift grid Σ\\|y\\| | SurfaceSampler Σ\\|y\\| | numpy Σ\\|y\\| | relative difference "
  "| Swift Σy | numpy Σy |")
w("|---|---|---|---|---|---|---|")
for n in (1024, 256):
    s, p = one(f"swift-surface-{n}"), one(f"numpy-surface-{n}")
    rel = abs(s["checksum_abs"] - p["checksum_abs"]) / p["checksum_abs"]
    w(f"| {n} | {s['checksum_abs']!r} | {s['sampler_checksum_abs']!r} | {p['checksum_abs']!r} | {rel:.1e} "
      f"| {s['checksum']:.3g} | {p['checksum']:.3g} |")
w("")
w("## 1,000,000-sample vectorized LinePlot to PNG (1600×1200)")
w("")
w("y = sin(x)·exp(−x/10), x = linspace(0, 100, N); `Chart { LinePlot(data, x: .value(\"x\", \\.x), "
  "y: .value(\"y\", \\.y)) }.frame(width: 800, height: 600)`, `ImageRenderer` at scale 2, "
  "`writePNG(to:)`. In-process: medians of 5 runs after 1 warm-up, a new renderer (EGL context) per run.")
w("")
w("| N | data | chart | lowering (alone) | render + encode + write | total | first run total "
  "| line vertices drawn | PNG |")
w("|---|---|---|---|---|---|---|---|---|")
for label in ("swift-line-1m", "swift-line-10k"):
    s = one(label)
    w(f"| {s['n']:,} | {fmt_s(s['seconds_data'])} | {fmt_s(s['seconds_chart'])} "
      f"| {fmt_s(s['seconds_lowering'])} | {fmt_s(s['seconds_render_encode_write'])} "
      f"| **{fmt_s(s['seconds_total'])}** | {fmt_s(s['first_run_seconds_total'])} "
      f"| {s['line_vertices']:,} | {s['png_width']}×{s['png_height']}, {s['png_bytes']:,} B |")
w("")
w("\"render + encode + write\" is `writePNG(to:)`, which lowers the chart again, creates the EGL "
  "context, draws, reads back, encodes and writes; \"total\" = data + chart + render/encode/write.")
w("")
cold = one("swift-line-1m-cold-process")["process_seconds"]
cold_in = one("swift-line-1m-cold")["seconds_total"]
w(f"Whole process, one cold run from the shell (`--runs 1 --warmup 0`): **{cold:.3f} s** "
  f"(of which {cold_in:.3f} s inside the timed pipeline).")
w("")
if mpl:
    procs = [r["process_seconds"] for r in runs["mpl-line1m-process"]]
    tot = [r["seconds_total"] for r in mpl]
    ren = [r["seconds_render"] for r in mpl]
    dat = [r["seconds_data"] for r in mpl]
    med = statistics.median
    s = one("swift-line-1m")
    w("matplotlib, same run: `peers.py matplotlib line1m` ×3 (medians; each is a fresh process):")
    w("")
    w("| | OpenCharts | matplotlib | OpenCharts ÷ matplotlib |")
    w("|---|---|---|---|")
    w(f"| data (1M samples) | {fmt_s(s['seconds_data'])} | {fmt_s(med(dat))} "
      f"| {s['seconds_data'] / med(dat):.2f}× |")
    w(f"| in-process: chart + render + encode + write | "
      f"{fmt_s(s['seconds_chart'] + s['seconds_render_encode_write'])} | {fmt_s(med(ren))} "
      f"| **{(s['seconds_chart'] + s['seconds_render_encode_write']) / med(ren):.2f}×** |")
    w(f"| in-process total (data + the above) | {fmt_s(s['seconds_total'])} | {fmt_s(med(dat) + med(ren))} "
      f"| {s['seconds_total'] / (med(dat) + med(ren)):.2f}× |")
    w(f"| whole process, cold (wall clock from the shell) | {fmt_s(cold)} | {fmt_s(med(procs))} "
      f"| **{cold / med(procs):.2f}×** |")
    w(f"| whole process, matplotlib's own `seconds_total` | | {fmt_s(med(tot))} | |")
    w("")
    w("matplotlib runs: " + "; ".join(
        f"total {r['seconds_total']} s, render {r['seconds_render']} s, import {r['seconds_import']} s"
        for r in mpl) + ".")
    w("")
else:
    w(f"matplotlib comparison {env['MPL_NOTE']}.")
    w("")
w("## Commands")
w("")
w("```sh")
w(f"swift build -c release --product opencharts-benchmarks --scratch-path {env['SCRATCH']}")
w(f"{env['BIN']} surface-eval 1024")
w(f"{env['BIN']} surface-eval 256")
w(f"env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE {env['NUMPY_PY']} Benchmarks/numpy_surface.py 1024")
w(f"env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE {env['NUMPY_PY']} Benchmarks/numpy_surface.py 256")
w(f"{env['BIN']} line-png 1000000 {env['OUT']}/line-1m.png")
w(f"{env['BIN']} line-png-full 10000 {env['OUT']}/line-10k.png")
w(f"{env['BIN']} line-png 1000000 {env['OUT']}/line-1m-cold.png --runs 1 --warmup 0   # timed with date +%s.%N")
if mpl:
    w(f"env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE {env['MPL_PY']} {env['PEERS']} matplotlib line1m "
      f"{env['OUT']}/mpl-line1m.png   # 3 times, timed with date +%s.%N")
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
