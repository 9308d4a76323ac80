#!/usr/bin/env bash
# Builds the libFuzzer targets in Fuzz/ and runs each for a time budget, growing the corpus in
# Tests/FuzzCorpus/<target>/ (kept in the repository; small files). A crash, leak, hang or
# AddressSanitizer report stops that target with a reproducer (crash-*, timeout-*) in the scratch folder
# and makes this script fail. The hang limit is 60 s of wall-clock time per input: generous, because a
# shared, loaded machine stretches the wall clock (one lowering that takes 0.4 s of CPU took 3 s of wall).
#
# Usage: ./Scripts/fuzz.sh [SECONDS_PER_TARGET (default 600)] [TARGET ...]
#   targets: csv (ChartData: CSV tables and numeric grids), mesh (ChartData: OBJ, STL and PLY mesh
#   files, each input read as all three), expression (ChartExpression: expressions
#   and domain arguments), lowering (ChartCore: 2D charts of random data lowered to a RenderScene),
#   lowering3d (ChartCore: Chart3D point clouds, lines, grid surfaces with holes, rules and
#   rectangles, with random domains, poses, projections and sizes), mathtext (ChartText: label text
#   parsed as math, laid out and shaped in DejaVu Sans with its fallback faces), scientific (ChartFiles:
#   bytes as a NetCDF or HDF5 file through NetCDF-C and HDF5, listed and every variable read).
# Set OPENCHARTS_FUZZ_SCRATCH to build somewhere other than .build/fuzz.
#
# Why swiftc and not SwiftPM: `-sanitize=fuzzer` links libFuzzer's own main into every executable,
# which clashes with SwiftPM's test and tool products. The csv and expression targets are compiled
# with their module's sources as one instrumented module (full coverage guidance). The lowering
# and lowering3d targets link against the modules of a plain debug build (`swift build --scratch-path …`), so only
# the harness is instrumented: libFuzzer still mutates the inputs, with coverage of the harness alone.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v swiftc >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swiftc ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

budget="${1:-600}"
shift || true
targets=("$@")
[[ ${#targets[@]} -eq 0 ]] && targets=(csv mesh expression lowering lowering3d mathtext scientific)
root="$(pwd)"
scratch="${OPENCHARTS_FUZZ_SCRATCH:-.build/fuzz}"
mkdir -p "$scratch"
scratch="$(cd "$scratch" && pwd)"
flags=(-parse-as-library -sanitize=fuzzer,address -O -g -use-ld=lld)

build() {
    local target="$1" out="$scratch/fuzz-$1"
    case "$target" in
    csv) swiftc "${flags[@]}" -module-name ChartData Sources/ChartData/*.swift Fuzz/csv/*.swift -o "$out" ;;
    mesh) swiftc "${flags[@]}" -module-name ChartData Sources/ChartData/*.swift Fuzz/mesh/*.swift -o "$out" ;;
    expression)
        swiftc "${flags[@]}" -module-name ChartExpression Sources/ChartExpression/*.swift Fuzz/expression/*.swift \
            -o "$out" ;;
    mathtext)
        swiftc "${flags[@]}" -module-name ChartText \
            -Xcc -fmodule-map-file="$root/Sources/CFreeType/module.modulemap" \
            -Xcc -fmodule-map-file="$root/Sources/CFontconfig/module.modulemap" \
            -Xcc -fmodule-map-file="$root/Sources/CHarfBuzz/module.modulemap" \
            $(pkg-config --cflags-only-I freetype2 harfbuzz | sed 's/-I/-Xcc -I/g') \
            Sources/ChartText/*.swift Fuzz/mathtext/*.swift -lfreetype -lfontconfig -lharfbuzz -o "$out" ;;
    scientific)
        local spm="${OPENCHARTS_SCRATCH_PATH:-.build}"
        swift build --scratch-path "$spm" --target ChartData --target ChartMath >/dev/null
        local debug="$spm/debug"
        swiftc "${flags[@]}" -module-name ChartFiles -I "$debug/Modules" \
            -Xcc -fmodule-map-file="$root/Sources/CNetCDF/module.modulemap" \
            -Xcc -fmodule-map-file="$root/Sources/CHDF5/module.modulemap" \
            $(pkg-config --cflags-only-I netcdf hdf5 | sed 's/-I/-Xcc -I/g') \
            Sources/ChartFiles/*.swift Fuzz/scientific/*.swift "$debug/ChartMath.build"/*.o "$debug/ChartData.build"/*.o \
            $(pkg-config --libs-only-L hdf5) -lnetcdf -lhdf5 -lhdf5_hl -o "$out" ;;
    lowering | lowering3d)
        local spm="${OPENCHARTS_SCRATCH_PATH:-.build}"
        swift build --scratch-path "$spm" --target ChartCore >/dev/null
        local debug="$spm/debug"
        local objects=()
        for module in ChartMath ChartCamera ChartScene ChartText ChartCore; do
            objects+=("$debug/$module.build"/*.o)
        done
        swiftc "${flags[@]}" -module-name FuzzLowering -I "$debug/Modules" \
            -Xcc -fmodule-map-file="$root/Sources/CFreeType/module.modulemap" \
            -Xcc -fmodule-map-file="$root/Sources/CFontconfig/module.modulemap" \
            -Xcc -fmodule-map-file="$root/Sources/CHarfBuzz/module.modulemap" \
            $(pkg-config --cflags-only-I freetype2 harfbuzz | sed 's/-I/-Xcc -I/g') \
            "Fuzz/$target"/*.swift Fuzz/shared/*.swift "${objects[@]}" -lfreetype -lfontconfig -lharfbuzz \
            -o "$out" ;;
    *) echo "unknown fuzz target '$target' (csv, mesh, expression, lowering, lowering3d, mathtext, scientific)" >&2; exit 2 ;;
    esac
}

status=0
for target in "${targets[@]}"; do
    echo "== $target: building"
    build "$target"
    corpus="Tests/FuzzCorpus/$target"
    mkdir -p "$corpus"
    echo "== $target: fuzzing for ${budget}s (corpus $corpus)"
    # New inputs go to a scratch corpus; -merge keeps only those that add coverage, and small ones.
    work="$scratch/corpus-$target"
    mkdir -p "$work"
    export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp"
    # NetCDF-C sizes a name from the header it reads and handles a failed calloc (NC_ENOMEM); a
    # corrupt length asks for ~2^64 bytes, which AddressSanitizer's allocator aborts on by default.
    # Return NULL as the C library does, so the reader's own error is what gets checked.
    if [[ "$target" == scientific ]]; then export ASAN_OPTIONS="allocator_may_return_null=1"; else unset ASAN_OPTIONS; fi
    # NetCDF-C callocs a name of any length a corrupt header gives (up to 4 GiB, lazily mapped, so
    # no memory is used): over libFuzzer's default malloc limit, so that target gets a higher one;
    # -rss_limit_mb still catches memory really used. See RELIABILITY.md.
    limits=()
    [[ "$target" == scientific ]] && limits=(-malloc_limit_mb=8192)
    (cd "$scratch" && "./fuzz-$target" "${limits[@]}" -max_total_time="$budget" -timeout=60 -max_len=4096 \
        -print_final_stats=1 "$work" "$root/$corpus" >"$scratch/log-$target.txt" 2>&1) || true
    grep -E '^(Done|stat::|==[0-9]+==|SUMMARY|artifact_prefix)' \
        "$scratch/log-$target.txt" || true
    # Slow inputs (slow-unit-*) are reported but are not failures; crashes, leaks, timeouts and OOMs are.
    if grep -qE 'ERROR: (libFuzzer|AddressSanitizer|LeakSanitizer)|Test unit written to .*/?(crash|leak|timeout|oom)-' \
        "$scratch/log-$target.txt"; then
        echo "== $target: FAILED, see $scratch/log-$target.txt" >&2
        status=1
    else
        "$scratch/fuzz-$target" -merge=1 -max_len=4096 "$root/$corpus" "$work" >/dev/null 2>&1 || true
        echo "== $target: no crash"
    fi
done
exit $status
