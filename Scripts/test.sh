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
source Scripts/xvfb.sh
start_xvfb test.sh

swift build --build-tests "${scratch[@]}"
swift test "${scratch[@]}" "$@"
