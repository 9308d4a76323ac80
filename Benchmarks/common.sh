# Shared by the Benchmarks/run-*.sh scripts (sourced, not run): the Swift toolchain on PATH, the
# release build, a Python with the peers' packages, waiting for a quiet machine, and recording JSON
# lines. The sourcing script sets ROOT and BENCH first.
#
# Environment (all optional):
#   OPENCHARTS_BENCH_SCRATCH     SwiftPM scratch path of the release build (default /tmp/opencharts-bench-release)
#   OPENCHARTS_BENCH_WAIT_QUIET  seconds to wait for a quiet machine (default 300)
#   OPENCHARTS_BENCH_NICE        a niceness for the measurements (e.g. -10 as root, to be measured
#                                ahead of other work on a shared machine); recorded in the results

SCRATCH=${OPENCHARTS_BENCH_SCRATCH:-/tmp/opencharts-bench-release}
if [ -x /opt/swift/usr/bin/swift ] && ! command -v swift >/dev/null; then PATH="/opt/swift/usr/bin:$PATH"; fi

say() { echo "==> $*" >&2; }

# record LABEL: appends LABEL and the last line of standard input (a JSON line) to $RAW.
record() {
    local label=$1 line
    line=$(tail -n 1)
    echo "$label $line" >>"$RAW"
    echo "    $line" >&2
}

# build_release PRODUCT...: builds the products in release into $SCRATCH; sets BIN_DIR.
build_release() {
    local product
    for product in "$@"; do
        say "swift build -c release --product $product --scratch-path $SCRATCH"
        swift build -c release --product "$product" --scratch-path "$SCRATCH" >&2
    done
    BIN_DIR=$(swift build -c release --product "$1" --scratch-path "$SCRATCH" --show-bin-path)
}

# peer_python MODULE: sets PY to a python that imports MODULE, installing the shared
# requirements.txt into Benchmarks/.venv when none does.
peer_python() {
    local module=$1 venv="$BENCH/.venv"
    PY=python3
    if python3 -c "import $module" 2>/dev/null; then return; fi
    if ! { [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "import $module" 2>/dev/null; }; then
        local requirements
        for requirements in "$ROOT/../shared/bench/requirements.txt" /work/shared/bench/requirements.txt; do
            [ -f "$requirements" ] && break
        done
        say "$module missing: installing $requirements into $venv"
        [ -x "$venv/bin/python" ] || python3 -m venv "$venv"
        "$venv/bin/pip" install -q -r "$requirements" >&2
    fi
    PY="$venv/bin/python"
}

# idle_percent: the CPUs' idle share over one second, in percent.
idle_percent() {
    local a b total=0 i
    a=($(head -n 1 /proc/stat))
    sleep 1
    b=($(head -n 1 /proc/stat))
    for i in 1 2 3 4 5 6 7 8; do total=$((total + b[i] - a[i])); done
    echo $(((100 * (b[4] - a[4] + b[5] - a[5])) / (total > 0 ? total : 1)))
}

# wait_quiet: waits up to $OPENCHARTS_BENCH_WAIT_QUIET seconds for three quiet seconds in a row;
# sets WAITED, IDLE_BEFORE and LOAD_BEFORE.
wait_quiet() {
    local quiet=0 limit=${OPENCHARTS_BENCH_WAIT_QUIET:-300}
    WAITED=0
    while [ "$quiet" -lt 3 ] && [ "$WAITED" -lt "$limit" ]; do
        if [ "$(idle_percent)" -ge 90 ]; then quiet=$((quiet + 1)); else quiet=0; fi
        WAITED=$((WAITED + 1))
    done
    IDLE_BEFORE=$(idle_percent)
    LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
}

# measured COMMAND...: runs COMMAND at $OPENCHARTS_BENCH_NICE when set.
measured() {
    if [ -n "${OPENCHARTS_BENCH_NICE:-}" ]; then nice -n "$OPENCHARTS_BENCH_NICE" "$@"; else "$@"; fi
}

# export_machine: exports what the results' "Machine" section prints.
export_machine() {
    LOAD_AFTER=$(cut -d' ' -f1-3 /proc/loadavg)
    SWIFT_VERSION=$(swift --version 2>&1 | head -n 1)
    CPU_MODEL=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
    NPROC=$(nproc)
    DATE=$(date -u '+%Y-%m-%d %H:%M UTC')
    COMMIT=$(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)
    BENCH_NICE=${OPENCHARTS_BENCH_NICE:-0}
    export RAW RESULTS LOAD_BEFORE LOAD_AFTER IDLE_BEFORE WAITED SCRATCH PY SWIFT_VERSION CPU_MODEL NPROC DATE \
        COMMIT BENCH_NICE
}
