#!/usr/bin/env bash
# Vector output against matplotlib (issue 19): surface256 and line1m of ../shared/bench/peers.py
# written as PDF by both tools in one run — OpenCharts' `opencharts-benchmarks peer WORKLOAD OUT.pdf`
# (ImageRenderer.write(to:): vector axes and labels, the surface rasterised at 300 dpi) and
# matplotlib's `savefig('OUT.pdf')` (peers.py with a .pdf name) — as whole processes, interleaved,
# medians of $RUNS runs, with the file sizes. Writes Benchmarks/RESULTS-vector.md.
#
# Environment (all optional):
#   OPENCHARTS_BENCH_SCRATCH  SwiftPM scratch path for the release build (default /tmp/opencharts-bench-release)
#   OPENCHARTS_BENCH_OUT      PDFs and raw JSON lines (default /tmp/opencharts-bench-vector)
#   PYTHON                    a Python with matplotlib and numpy (default Benchmarks/.venv/bin/python)
#   PEERS_PY                  the shared peers.py (default ../shared/bench/peers.py)
#   RUNS                      timed runs per workload and tool (default 5)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$(pwd)
BENCH="$ROOT/Benchmarks"
SCRATCH=${OPENCHARTS_BENCH_SCRATCH:-/tmp/opencharts-bench-release}
OUT=${OPENCHARTS_BENCH_OUT:-/tmp/opencharts-bench-vector}
RUNS=${RUNS:-5}
PY=${PYTHON:-$BENCH/.venv/bin/python}
PEERS=${PEERS_PY:-$ROOT/../shared/bench/peers.py}
mkdir -p "$OUT"
RAW="$OUT/raw.jsonl"
: >"$RAW"
if [ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null; then PATH="/opt/swift/usr/bin:$PATH"; fi
[ -f "$PEERS" ] || { echo "run-vector.sh: $PEERS not found (set PEERS_PY)" >&2; exit 1; }
"$PY" -c 'import matplotlib, numpy' 2>/dev/null \
    || { echo "run-vector.sh: $PY lacks matplotlib and numpy (set PYTHON, or run Benchmarks/run-peers.sh once)" >&2; exit 1; }

echo "==> swift build -c release --product opencharts-benchmarks --scratch-path $SCRATCH" >&2
swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" >&2
BIN="$(swift build -c release --product opencharts-benchmarks --scratch-path "$SCRATCH" --show-bin-path)/opencharts-benchmarks"

measure() {
    local tool=$1 workload=$2 round=$3 file=$4; shift 4
    local line size
    line=$(env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE "$PY" "$BENCH/timeproc.py" "$tool $workload" -- "$@" || true)
    size=$(stat -c %s "$file" 2>/dev/null || echo 0)
    echo "{\"round\": $round, \"tool\": \"$tool\", \"workload\": \"$workload\", \"bytes\": $size, \"record\": $line}" >>"$RAW"
    echo "    $tool $workload: $size bytes, $(echo "$line" | cut -c1-120)" >&2
}

START_DATE=$(date -u '+%Y-%m-%d %H:%M UTC')
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
for round in $(seq 0 "$RUNS"); do
    for workload in surface256 line1m; do
        measure opencharts "$workload" "$round" "$OUT/opencharts-$workload.pdf" \
            "$BIN" peer "$workload" "$OUT/opencharts-$workload.pdf"
        measure matplotlib "$workload" "$round" "$OUT/matplotlib-$workload.pdf" \
            env -u DISPLAY "$PY" "$PEERS" matplotlib "$workload" "$OUT/matplotlib-$workload.pdf"
    done
done

"$PY" - "$RAW" "$BENCH/RESULTS-vector.md" "$START_DATE" "$LOAD_BEFORE" "$RUNS" <<'PYEOF'
import json, statistics, sys
raw, out, date, load, runs = sys.argv[1:6]
rows = [json.loads(l) for l in open(raw) if l.strip()]
def key(r): return (r["workload"], r["tool"])
table = {}
for r in rows:
    if r["round"] == 0: continue  # warm-up (file caches)
    rec = r["record"]
    if rec.get("exit_status", 1) != 0: continue
    table.setdefault(key(r), []).append((rec["wall_seconds"], rec.get("peak_rss_mb", 0), r["bytes"]))
lines = [
    "# Vector output: PDF against matplotlib",
    "",
    f"`Benchmarks/run-vector.sh`, {date}, load before {load}, {runs} timed runs after one warm-up,",
    "interleaved; whole process from start to the PDF written (timeproc.py), medians. OpenCharts:",
    "`opencharts-benchmarks peer WORKLOAD OUT.pdf` (800 × 600 pt, vector axes and text, the surface",
    "rasterised at 300 dpi); matplotlib: `peers.py matplotlib WORKLOAD OUT.pdf` (`savefig` to PDF,",
    "16 × 12 in at dpi 100, its surface as vector polygons, the line as one vector path).",
    "",
    "| workload | tool | seconds (median) | peak RSS (MB) | PDF size (bytes) | runs |",
    "|---|---|---|---|---|---|",
]
for (workload, tool), v in sorted(table.items()):
    lines.append(f"| {workload} | {tool} | {statistics.median(x[0] for x in v):.2f} | "
                 f"{statistics.median(x[1] for x in v):.0f} | {v[-1][2]:,} | {len(v)} |")
open(out, "w").write("\n".join(lines) + "\n")
print("\n".join(lines))
PYEOF
