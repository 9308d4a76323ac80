#!/usr/bin/env bash
# Renders the OpenCharts gallery headless (EGL, no display needed) into PNG and PDF files: builds
# the `opencharts` tool in release mode and runs `opencharts gallery`.
#
# Usage: ./Scripts/gallery.sh [output folder, default: gallery]
# Set OPENCHARTS_SCRATCH_PATH to build somewhere other than .build.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

output="${1:-gallery}"

bash Scripts/setup.sh

scratch=()
if [[ -n "${OPENCHARTS_SCRATCH_PATH:-}" ]]; then
    scratch=(--scratch-path "$OPENCHARTS_SCRATCH_PATH")
fi

swift build -c release --product opencharts "${scratch[@]}"
bin_path=$(swift build -c release --show-bin-path "${scratch[@]}")

"$bin_path/opencharts" gallery -o "$output"

output_path=$(cd "$output" && pwd)
count=$(find "$output_path" -maxdepth 1 -name '*.png' | wc -l)
pdfs=$(find "$output_path" -maxdepth 1 -name '*.pdf' | wc -l)
printf '\nGallery: %d PNG and %d PDF file(s) in %s\n' "$count" "$pdfs" "$output_path"
