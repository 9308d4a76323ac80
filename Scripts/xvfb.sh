#!/usr/bin/env bash
# Sourced by test.sh and sanitize.sh: `start_xvfb NAME` starts a private Xvfb (1280×1024×24) on a
# free display number and exports DISPLAY when DISPLAY is unset and Xvfb is installed; the server is
# stopped when the sourcing script exits. Without Xvfb the window tests skip (NAME says so).
xvfb_pid=""
stop_xvfb() {
    if [[ -n "$xvfb_pid" ]]; then
        kill "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
    fi
}
trap stop_xvfb EXIT
start_xvfb() {
    [[ -z "${DISPLAY:-}" ]] && command -v Xvfb >/dev/null 2>&1 || return 0
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
            return 0
        fi
        xvfb_pid=""
    done
    echo "$1: could not start Xvfb; the window tests will skip" >&2
}
