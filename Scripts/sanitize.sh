#!/usr/bin/env bash
# Runs the tests under the sanitizers, each build in its own scratch folder:
#   address              the pure-logic suites (no GL): ChartMathTests, ChartDataTests,
#                        ChartExpressionTests, ChartImageTests, ChartCameraTests, ChartTextTests,
#                        ChartCoreTests (lowering)
#   thread               the concurrent parts: parallel curve sampling and surface sampling
#                        (ChartMathTests: SamplingTests, CurvePanelTests, SurfaceSamplerTests), @State
#                        and bindings (ChartCoreTests: InteractionTests, ScrollSelectionTests)
#   live                 ThreadSanitizer on the live charts: the live windows driven from background
#                        tasks (ViewerWindowTests/liveChart*, under a private Xvfb when DISPLAY is
#                        unset), SampleBuffer, animations and incremental upload (StreamingTests,
#                        AnimationTests, IncrementalUploadTests, BatchUpdateTests). These use Mesa (EGL, GLX), whose
#                        own threads are not instrumented; a report is a failure all the same.
# Usage: ./Scripts/sanitize.sh [address|thread|live ...]   (default: address thread)
# Set OPENCHARTS_SANITIZE_SCRATCH to a prefix for the scratch folders (default .build/sanitize).
# Suites that need EGL are left out: Mesa's drivers are not built with the sanitizers and report
# leaks and races of their own.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi
bash Scripts/setup.sh

prefix="${OPENCHARTS_SANITIZE_SCRATCH:-.build/sanitize}"

# The live windows need an X display: as in test.sh, a private Xvfb when DISPLAY is unset.
source Scripts/xvfb.sh
runs=("$@")
[[ ${#runs[@]} -eq 0 ]] && runs=(address thread)
status=0
for run in "${runs[@]}"; do
    case "$run" in
    address)
        # swiftc refuses -sanitize=undefined for Linux targets ("unsupported option"); Swift code
        # traps on overflow, out-of-bounds access and exclusivity violations in debug builds anyway,
        # and the C targets here are module maps for system libraries, with no code of their own.
        flags=(--sanitize=address)
        filter='ChartMathTests|ChartDataTests|ChartExpressionTests|ChartImageTests|ChartCameraTests|ChartTextTests|ChartCoreTests'
        # Swift's runtime keeps some allocations for the process lifetime; report errors, not leaks.
        export ASAN_OPTIONS="detect_leaks=0:halt_on_error=1"
        ;;
    thread)
        flags=(--sanitize=thread)
        filter='SamplingTests|CurvePanelTests|SurfaceSamplerTests|InteractionTests|ScrollSelectionTests'
        export TSAN_OPTIONS="halt_on_error=1"
        ;;
    live)
        flags=(--sanitize=thread)
        filter='liveChart|StreamingTests|AnimationTests|IncrementalUploadTests|BatchUpdateTests'
        export TSAN_OPTIONS="halt_on_error=1"
        start_xvfb sanitize.sh
        ;;
    *) echo "unknown sanitizer run '$run' (address, thread, live)" >&2; exit 2 ;;
    esac
    echo "== $run: ${flags[*]} --filter '$filter'"
    rc=0
    swift test --scratch-path "$prefix-$run" "${flags[@]}" --filter "$filter" >"$prefix-$run.log" 2>&1 || rc=$?
    grep -E '(Test run with|Executed [0-9]+ tests|ERROR: |SUMMARY: |WARNING: ThreadSanitizer|runtime error:)' \
        "$prefix-$run.log" || true
    if [[ $rc -ne 0 ]] || grep -qE 'ERROR: (Address|Thread)Sanitizer|WARNING: ThreadSanitizer|runtime error:' \
        "$prefix-$run.log"; then
        # The end of the log (the failing test or the sanitizer's report), for CI where the file is lost.
        tail -n 60 "$prefix-$run.log" >&2
        echo "== $run: FAILED, see $prefix-$run.log" >&2
        status=1
    else
        echo "== $run: clean"
    fi
done
exit $status
