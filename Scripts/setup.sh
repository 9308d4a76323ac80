#!/usr/bin/env bash
# Makes this machine ready to build, test and run OpenCharts (Debian 12).
#
# Idempotent and quiet: when everything is present it prints nothing and exits 0 in well under a
# second. When Debian packages are missing it installs exactly those (as root), or, when not root,
# prints the apt-get command to run and exits 1. It also checks that a Swift 6 toolchain is
# reachable; /opt/swift/usr/bin is added to PATH when `swift` is not already on it.
#
# Usage: bash Scripts/setup.sh
set -euo pipefail

# The system libraries behind the C module targets, the Mesa drivers for headless EGL (llvmpipe),
# the default font with its oblique faces (math text), fonts for Devanagari (Lohit) and CJK (Droid Sans
# Fallback) that fontconfig falls back to, HarfBuzz (shaping), ffmpeg (videos), the X tools that drive
# the interactive viewer in tests, the GLSL validator and pkg-config (SwiftPM reads the
# system-library flags through it); Cairo for PDF, SVG and EPS; NetCDF-C and HDF5 (ChartFiles reads
# .nc and .h5 files; netcdf-bin's ncgen remakes Datasets/*.nc with Scripts/make-netcdf.py); and
# poppler-utils and Ghostscript, which the vector-output tests read those files back with.
readonly packages=(
    libglfw3-dev
    libegl-dev
    libgl-dev
    libgl1-mesa-dri
    libegl-mesa0
    libpng-dev
    libfreetype-dev
    libfontconfig-dev
    libcairo2-dev
    libnetcdf-dev
    libhdf5-dev
    netcdf-bin
    fonts-dejavu-core
    fonts-dejavu-extra
    fonts-lohit-deva
    fonts-droid-fallback
    libharfbuzz-dev
    ffmpeg
    xvfb
    xauth
    xdotool
    x11-utils
    glslang-tools
    pkg-config
    poppler-utils
    ghostscript
)

fail() {
    printf 'setup.sh: %s\n' "$1" >&2
    exit 1
}

# MARK: - Debian packages

command -v dpkg-query >/dev/null 2>&1 \
    || fail "dpkg-query not found: this script supports Debian 12 (and derivatives) only."

missing=()
for package in "${packages[@]}"; do
    # `${Status}` ends in " installed" only for a fully installed package ("install ok installed",
    # "hold ok installed"); an unknown package makes dpkg-query fail, which counts as missing too.
    status=$(dpkg-query --show --showformat='${Status}' "$package" 2>/dev/null || true)
    if [[ "$status" != *" installed" ]]; then
        missing+=("$package")
    fi
done

if ((${#missing[@]} > 0)); then
    install_command="apt-get install -y --no-install-recommends ${missing[*]}"
    if ((EUID != 0)); then
        {
            printf 'setup.sh: missing Debian packages: %s\n' "${missing[*]}"
            printf 'Install them as root, then run this script again:\n\n'
            printf '    sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive %s\n\n' "$install_command"
        } >&2
        exit 1
    fi
    printf 'setup.sh: installing missing Debian packages: %s\n' "${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -q </dev/null || fail "apt-get update failed (see above)."
    apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null \
        || fail "could not install: ${missing[*]} (see the apt-get output above)."
    printf 'setup.sh: installed %d package(s).\n' "${#missing[@]}"
fi

# MARK: - Swift toolchain

if ! command -v swift >/dev/null 2>&1; then
    if [[ -x /opt/swift/usr/bin/swift ]]; then
        export PATH="/opt/swift/usr/bin:$PATH"
    else
        fail "swift not found on PATH or at /opt/swift/usr/bin/swift. Install a Swift 6 toolchain \
(https://www.swift.org/install/linux/) and put its usr/bin on PATH."
    fi
fi

# `swift build` needs tools-version 6.0 or later: catch an old toolchain with a clear message
# instead of a manifest parse error.
swift_version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9][0-9]*\)\..*/\1/p' | head -n 1)
if [[ -z "$swift_version" ]]; then
    fail "could not run '$(command -v swift) --version'; is the Swift toolchain complete?"
fi
if ((swift_version < 6)); then
    fail "Swift 6 or later is needed; '$(command -v swift)' is Swift $swift_version."
fi
