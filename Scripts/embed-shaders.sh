#!/usr/bin/env bash
# Embeds every GLSL stage in Shaders/ into Sources/ChartRender/Generated/ShaderSources.swift.
# Run it after editing a shader; the ChartRender tests fail while the generated file is stale.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OPENCHARTS_EMBED_CALLER=embed-shaders.sh exec bash "$root/Scripts/embed-text-files.sh" \
    "$root/Sources/ChartRender/Generated/ShaderSources.swift" ShaderSources \
    "The GLSL sources of every shader stage in Shaders/, embedded at build time." \
    "$root"/Shaders/*.vert "$root"/Shaders/*.frag
