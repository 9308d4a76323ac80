#!/usr/bin/env bash
# OpenCharts against matplotlib and PyVista on the standard workloads of ../shared/bench (issue 8):
# every workload as a whole process (start to PNG written), interleaved, medians of $RUNS runs, peak
# memory; plus time to first PNG, the Swift Charts idiom against the vectorized form, window frame
# times and surface evaluation against numpy.
# Builds in release, sets up Benchmarks/.venv from the shared requirements.txt, writes
# Benchmarks/RESULTS.md.
#
# Environment (all optional):
#   OPENCHARTS_BENCH_SCRATCH     SwiftPM scratch path (default /tmp/opencharts-bench-release)
#   OPENCHARTS_BENCH_OUT         PNGs and raw JSON lines (default /tmp/opencharts-bench-peers)
#   OPENCHARTS_BENCH_WAIT_QUIET  seconds to wait for a quiet machine (default 900)
#   RUNS                         timed runs per workload and tool (default 5, at least 5 for RESULTS.md)
#   WORKLOADS                    subset, e.g. "surface256 line1m" (default: all six)
#   SKIP_EXTRAS=1                only the peer table (no first-PNG, idiom, window-frames, surface-eval)
#   IDIOM_RUNS                   runs of each idiom workload and form (default 3; medians reported)
#   PEERS_PY                     the shared peers.py
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH="$ROOT/Benchmarks"
SCRATCH=${OPENCHARTS_BENCH_SCRATCH:-/tmp/opencharts-bench-release}
OUT=${OPENCHARTS_BENCH_OUT:-/tmp/opencharts-bench-peers}
RUNS=${RUNS:-5}
WORKLOADS=${WORKLOADS:-"surface256 surface1024 cloud100k cloud1m param100k line1m"}
mkdir -p "$OUT"
RAW="$OUT/raw.jsonl"
: >"$RAW"

if [ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null; then PATH="/opt/swift/usr/bin:$PATH"; fi
say() { echo "==> $*" >&2; }
py() { env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$@"; }

# ---- build ----------------------------------------------------------------------------------------
say "swift build -c release --scratch-path $SCRATCH (opencharts-benchmarks, opencharts)"
swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" >&2
swift build -c release --product opencharts --scratch-path "$SCRATCH" >&2
BIN_DIR=$(swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" --show-bin-path)
BIN="$BIN_DIR/opencharts-benchmarks"
CLI="$BIN_DIR/opencharts"

# ---- peers ----------------------------------------------------------------------------------------
PEERS=${PEERS_PY:-}
if [ -z "$PEERS" ]; then
    for candidate in "$ROOT/../shared/bench/peers.py" /work/shared/bench/peers.py; do
        if [ -f "$candidate" ]; then PEERS=$(cd "$(dirname "$candidate")" && pwd)/peers.py; break; fi
    done
fi
[ -n "$PEERS" ] || { echo "run-peers.sh: the shared peers.py was not found (set PEERS_PY)" >&2; exit 1; }
VENV="$BENCH/.venv"
if ! py "$VENV/bin/python" -c 'import matplotlib, pyvista, numpy' 2>/dev/null; then
    say "creating $VENV from $(dirname "$PEERS")/requirements.txt"
    [ -x "$VENV/bin/python" ] || python3 -m venv "$VENV"
    py "$VENV/bin/pip" install -q -r "$(dirname "$PEERS")/requirements.txt" >&2
fi
PY="$VENV/bin/python"

# ---- a quiet machine ------------------------------------------------------------------------------
idle_percent() {
    local a b total=0 i
    a=($(head -n 1 /proc/stat)); sleep 1; b=($(head -n 1 /proc/stat))
    for i in 1 2 3 4 5 6 7 8; do total=$((total + b[i] - a[i])); done
    echo $(((100 * (b[4] - a[4] + b[5] - a[5])) / (total > 0 ? total : 1)))
}
# Quiet: no compiler running, 1-minute load below 0.5 and the CPUs at least 90% idle, for 10 s in a row.
wait_quiet() {
    local limit=${OPENCHARTS_BENCH_WAIT_QUIET:-900} quiet=0 waited=0 load
    while [ "$quiet" -lt 10 ] && [ "$waited" -lt "$limit" ]; do
        load=$(cut -d' ' -f1 /proc/loadavg)
        if [ "$(pgrep -c swift-frontend || true)" = 0 ] && [ "$(idle_percent)" -ge 90 ] &&
            awk "BEGIN{exit !($load < 0.5)}"; then
            quiet=$((quiet + 1))
        else
            quiet=0
            sleep 1
        fi
        waited=$((waited + 2))
    done
    echo "$waited"
}
say "waiting for a quiet machine"
WAITED=$(wait_quiet)
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
IDLE_BEFORE=$(idle_percent)
say "load $LOAD_BEFORE, idle ${IDLE_BEFORE}% after waiting about ${WAITED} s"
START_DATE=$(date -u '+%Y-%m-%d %H:%M UTC')

# One whole-process run, recorded as a JSON line tagged with tool, workload and round.
measure() {
    local tool=$1 workload=$2 round=$3; shift 3
    local line
    line=$(py "$PY" "$BENCH/timeproc.py" "$tool $workload" -- "$@" || true)
    echo "{\"round\": $round, \"tool\": \"$tool\", \"workload\": \"$workload\", \"record\": $line}" >>"$RAW"
    echo "    $tool $workload: $(echo "$line" | cut -c1-160)" >&2
}
run_tool() {
    local tool=$1 workload=$2 round=$3
    case $tool in
        opencharts) measure "$tool" "$workload" "$round" "$BIN" peer "$workload" "$OUT/opencharts-$workload.png" ;;
        matplotlib|pyvista)
            measure "$tool" "$workload" "$round" env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE -u DISPLAY \
                "$PY" "$PEERS" "$tool" "$workload" "$OUT/$tool-$workload.png" ;;
    esac
}

# ---- the peer table: round 0 is a warm-up (file caches), rounds 1..RUNS are timed, interleaved ------
TOOLS=(opencharts matplotlib pyvista)
for round in $(seq 0 "$RUNS"); do
    say "round $round of $RUNS (0 = warm-up)"
    for workload in $WORKLOADS; do
        # rotate the tool order each round so no tool always runs first
        for k in 0 1 2; do
            run_tool "${TOOLS[$(((k + round) % 3))]}" "$workload" "$round"
        done
    done
done

# ---- extras --------------------------------------------------------------------------------------
if [ "${SKIP_EXTRAS:-0}" != 1 ]; then
    say "time to first PNG: opencharts render cosine (cold process) x $RUNS"
    for round in $(seq 0 "$RUNS"); do
        measure opencharts-cli first-png "$round" "$CLI" render cosine -o "$OUT/first-cosine.png"
    done
    say "surface evaluation against numpy"
    for n in 1024 256; do
        echo "{\"extra\": \"surface-eval\", \"n\": $n, \"swift\": $("$BIN" surface-eval "$n"), \"numpy\": $(py "$PY" "$BENCH/numpy_surface.py" "$n")}" >>"$RAW"
    done
    say "the Swift Charts idiom against the vectorized form (idiom WORKLOAD FORM), ${IDIOM_RUNS:-3} runs each"
    for round in $(seq 1 "${IDIOM_RUNS:-3}"); do
        for workload in points3d points2d lines bars; do
            for form in marks plot; do
                line=$("$BIN" idiom "$workload" "$form" "$OUT/idiom-$workload-$form.png" || echo '{}')
                echo "{\"extra\": \"idiom\", \"round\": $round, \"line\": $line}" >>"$RAW"
            done
        done
    done
    if [ -n "${DISPLAY:-}" ] || command -v xvfb-run >/dev/null; then
        say "window frames (cloud100k, cloud1m)"
        WF=("$BIN" window-frames cloud100k cloud1m --runs "${FRAMES:-5}" --warmup 1)
        if [ -z "${DISPLAY:-}" ]; then WF=(xvfb-run -a -s "-screen 0 1280x1024x24" "${WF[@]}"); fi
        "${WF[@]}" 2>/dev/null | while read -r line; do echo "{\"extra\": \"window-frames\", \"line\": $line}" >>"$RAW"; done || true
    fi
fi

LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)

# ---- machine and versions, then RESULTS.md --------------------------------------------------------
CPU=$(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -n 1)
MEM=$(awk '/MemTotal/ {printf "%.1f GiB", $2 / 1048576}' /proc/meminfo)
SWIFT_VERSION=$(swift --version 2>/dev/null | head -n 1)
GL=$( (eglinfo -B 2>/dev/null || true) | sed -n 's/^OpenGL core profile renderer: //p' | head -n 1)
VERSIONS=$(py "$PY" -c 'import sys, numpy, matplotlib, pyvista, vtk; print(f"Python {sys.version.split()[0]}, numpy {numpy.__version__}, matplotlib {matplotlib.__version__}, PyVista {pyvista.__version__}, VTK {vtk.vtkVersion.GetVTKVersion()}")')
py "$PY" "$BENCH/peers_results.py" "$RAW" "$BENCH/RESULTS.md" \
    --date "$START_DATE" --commit "$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources Benchmarks Package.swift || echo '+changes')" \
    --cpu "$CPU, nproc = $(nproc), $MEM" --kernel "$(uname -sr)" --swift "$SWIFT_VERSION" --gl "${GL:-llvmpipe (Mesa)}" \
    --python "$VERSIONS" --load-before "$LOAD_BEFORE" --load-after "$LOAD_AFTER" \
    --idle-before "$IDLE_BEFORE" --waited "$WAITED" --runs "$RUNS" --raw-dir "$OUT"
say "wrote $BENCH/RESULTS.md (raw lines: $RAW)"
