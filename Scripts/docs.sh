#!/usr/bin/env bash
# Builds the DocC documentation of the OpenCharts module (Sources/OpenCharts/OpenCharts.docc and
# the API it re-exports) into a static-hosting documentation archive, and fails on any warning.
#
# Usage: ./Scripts/docs.sh [output folder, default: .build/docs]
# Set OPENCHARTS_SCRATCH_PATH to build somewhere other than .build. Preview the result with
# `python3 -m http.server -d OUTPUT` and open /documentation/opencharts.
#
# How: a debug build of the OpenCharts target, then swift-symbolgraph-extract on its module with
# -experimental-allowed-reexported-modules, so the symbols that `@_exported import` brings in
# (every module Exports.swift re-exports) belong to the OpenCharts symbol graph
# and links such as ``Chart`` resolve; then `docc convert --warnings-as-errors`.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

output="${1:-.build/docs}"
catalog="Sources/OpenCharts/OpenCharts.docc"
# The modules that Sources/OpenCharts/Exports.swift re-exports (Foundation excepted), read from it.
reexported=$(sed -nE 's/^@_exported import (Chart[A-Za-z]+)$/\1/p' Sources/OpenCharts/Exports.swift | paste -sd, -)

fail() {
    printf 'docs.sh: %s\n' "$1" >&2
    exit 1
}

# The toolchain's tools, next to `swift` (or on PATH).
swift_bin="$(dirname "$(readlink -f "$(command -v swift)")")"
tool() {
    if [[ -x "$swift_bin/$1" ]]; then
        printf '%s\n' "$swift_bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then
        command -v "$1"
    else
        fail "$1 not found (next to $swift_bin/swift or on PATH): a Swift 6 toolchain ships it"
    fi
}
docc="$(tool docc)"
extract="$(tool swift-symbolgraph-extract)"

bash Scripts/setup.sh

scratch=()
if [[ -n "${OPENCHARTS_SCRATCH_PATH:-}" ]]; then
    scratch=(--scratch-path "$OPENCHARTS_SCRATCH_PATH")
fi

swift build --target OpenCharts "${scratch[@]}"
bin_path=$(swift build --show-bin-path "${scratch[@]}")

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
symbol_graphs="$work/symbol-graphs"
mkdir -p "$symbol_graphs"

# The C modules below OpenCharts, as the build sees them: their module maps and header paths.
clang_flags=()
for map in Sources/C*/module.modulemap; do
    clang_flags+=(-Xcc "-fmodule-map-file=$PWD/$map")
done
for flag in $(pkg-config --cflags-only-I opengl egl glfw3 libpng freetype2 fontconfig harfbuzz cairo netcdf hdf5); do
    clang_flags+=(-Xcc "$flag")
done

"$extract" \
    -module-name OpenCharts \
    -target "$(uname -m)-unknown-linux-gnu" \
    -I "$bin_path/Modules" \
    "${clang_flags[@]}" \
    -minimum-access-level public \
    -skip-synthesized-members \
    -experimental-allowed-reexported-modules="$reexported" \
    -output-dir "$symbol_graphs"

# Replace only an earlier archive (or an empty folder), never a folder of something else.
if [[ -e "$output" && ! -f "$output/metadata.json" && -n "$(ls -A "$output" 2>/dev/null || echo file)" ]]; then
    fail "$output exists and is not a documentation archive: give another folder"
fi
rm -rf "$output"
mkdir -p "$(dirname "$output")"
log="$work/docc.log"
status=0
"$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --fallback-display-name OpenCharts \
    --fallback-bundle-identifier org.opencharts.OpenCharts \
    --fallback-default-module-kind "Swift Package" \
    --output-path "$output" \
    --warnings-as-errors >"$log" 2>&1 || status=$?
cat "$log"
# --warnings-as-errors turns warnings into errors; count both in case a diagnostic escapes it.
diagnostics=$(grep -cE '(^|: )(warning|error): ' "$log" || true)
if [[ $status -ne 0 || $diagnostics -ne 0 ]]; then
    fail "docc reported $diagnostics warning(s) or error(s) (exit status $status)"
fi

printf '\nDocumentation: %s (no warnings)\n' "$(cd "$output" && pwd)"
