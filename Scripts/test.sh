#!/usr/bin/env bash
# Builds OpenCharts with its tests and runs them (Swift Testing and XCTest), after making sure the
# machine has what the build needs (Scripts/setup.sh). The exit status is that of the failing step.
#
# Usage: ./Scripts/test.sh [swift test options, e.g. --filter ChartDataTests]
# Set OPENCHARTS_SCRATCH_PATH to build somewhere other than .build. When DISPLAY is unset and Xvfb is
# installed, the tests run against a private Xvfb (1280×1024×24) that is stopped on exit.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

bash Scripts/setup.sh

scratch=()
if [[ -n "${OPENCHARTS_SCRATCH_PATH:-}" ]]; then
    scratch=(--scratch-path "$OPENCHARTS_SCRATCH_PATH")
fi

# The viewer's window tests need an X display: without one, start a private Xvfb on a free display
# number for the tests and stop it on exit. (With no Xvfb they skip.)
xvfb_pid=""
stop_xvfb() {
    if [[ -n "$xvfb_pid" ]]; then
        kill "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
    fi
}
trap stop_xvfb EXIT
if [[ -z "${DISPLAY:-}" ]] && command -v Xvfb >/dev/null 2>&1; then
    for number in $(seq 90 189); do
        [[ -e "/tmp/.X${number}-lock" || -e "/tmp/.X11-unix/X${number}" ]] && continue
        Xvfb ":${number}" -screen 0 1280x1024x24 -nolisten tcp >/dev/null 2>&1 &
        xvfb_pid=$!
        # Ready when its socket appears; a lost race for the number makes it exit: try the next.
        for _ in $(seq 1 50); do
            [[ -S "/tmp/.X11-unix/X${number}" ]] && break
            kill -0 "$xvfb_pid" 2>/dev/null || break
            sleep 0.1
        done
        if kill -0 "$xvfb_pid" 2>/dev/null && [[ -S "/tmp/.X11-unix/X${number}" ]]; then
            export DISPLAY=":${number}"
            break
        fi
        xvfb_pid=""
    done
    [[ -n "${DISPLAY:-}" ]] || echo "test.sh: could not start Xvfb; the window tests will skip" >&2
fi

swift build --build-tests "${scratch[@]}"
swift test "${scratch[@]}" "$@"
