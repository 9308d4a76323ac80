#!/usr/bin/env bash
# Builds and runs every package in Examples/ the way a user's package is built: each on its own, in
# release, from a fresh scratch folder outside the repository, depending on the OpenCharts product by
# path. Each example runs in an empty folder of its own (it writes its pictures there), under a private
# Xvfb when one can be started (a live example opens its window there; without a display it renders
# headless), and every PNG it wrote is checked to be a real, non-blank picture (Scripts/check-png.py).
#
# Usage: ./Scripts/examples.sh [output folder, default: a temporary folder]   [EXAMPLE...]
# Prints each example's build and run times; exits non-zero on the first failure.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
root="$PWD"

if ! command -v swift >/dev/null 2>&1 && [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
fi

fail() {
    printf 'examples.sh: %s\n' "$1" >&2
    exit 1
}

bash Scripts/setup.sh
command -v python3 >/dev/null 2>&1 || fail "python3 is needed to check the pictures (apt-get install python3)"

output="${1:-$(mktemp -d)}"
shift || true
mkdir -p "$output"
output="$(cd "$output" && pwd)"

source Scripts/xvfb.sh
start_xvfb examples.sh

examples=("$@")
if ((${#examples[@]} == 0)); then
    for manifest in Examples/*/Package.swift; do
        examples+=("$(basename "$(dirname "$manifest")")")
    done
fi
((${#examples[@]} > 0)) || fail "no packages in Examples/"

scratch_root="$(mktemp -d)"
trap 'rm -rf "$scratch_root"; stop_xvfb' EXIT

for name in "${examples[@]}"; do
    package="$root/Examples/$name"
    [[ -f "$package/Package.swift" ]] || fail "no package Examples/$name"
    scratch="$scratch_root/$name"
    echo "==> $name: swift build -c release --scratch-path $scratch"
    start=$(date +%s)
    (cd "$package" && swift build -c release --scratch-path "$scratch") >"$output/$name-build.log" 2>&1 \
        || { tail -40 "$output/$name-build.log"; fail "$name does not build (log: $output/$name-build.log)"; }
    built=$(date +%s)
    bin="$(cd "$package" && swift build -c release --scratch-path "$scratch" --show-bin-path)/$name"
    [[ -x "$bin" ]] || fail "$name built no executable named $name"
    run_dir="$output/$name"
    rm -rf "$run_dir" && mkdir -p "$run_dir"
    # Examples/NAME/runs, when present, lists the runs: one line of arguments each (an empty line runs
    # it without arguments). Otherwise the example runs once without arguments.
    runs=("")
    [[ -f "$package/runs" ]] && mapfile -t runs <"$package/runs"
    : >"$output/$name-run.log"
    for line in "${runs[@]}"; do
        read -ra arguments <<<"$line"
        echo "$ $name ${arguments[*]}" >>"$output/$name-run.log"
        (cd "$run_dir" && timeout 300 "$bin" "${arguments[@]}") >>"$output/$name-run.log" 2>&1 \
            || { cat "$output/$name-run.log"; fail "$name ${arguments[*]} failed (log: $output/$name-run.log)"; }
    done
    finished=$(date +%s)
    sed 's/^/    /' "$output/$name-run.log"
    mapfile -t pictures < <(find "$run_dir" -name '*.png' | sort)
    ((${#pictures[@]} > 0)) || fail "$name wrote no PNG"
    checked=0
    python3 Scripts/check-png.py "${pictures[@]}" >"$output/$name-check.log" 2>&1 || checked=$?
    sed 's/^/    /' "$output/$name-check.log"
    ((checked == 0)) || fail "$name wrote a PNG that is not a real picture"
    echo "    $name: built in $((built - start)) s, ran in $((finished - built)) s, ${#pictures[@]} PNG(s)"
done

echo "Examples: ${#examples[@]} built and run; pictures in $output"
