#!/usr/bin/env bash
# Embeds the datasets the built-in examples use (from Datasets/) into
# Sources/ChartGallery/Generated/EmbeddedDatasets.swift. Run it after changing one of those files;
# the gallery tests fail while the generated file is stale.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OPENCHARTS_EMBED_CALLER=embed-datasets.sh exec bash "$root/Scripts/embed-text-files.sh" \
    "$root/Sources/ChartGallery/Generated/EmbeddedDatasets.swift" EmbeddedDatasets \
    "The datasets used by the built-in examples, embedded at build time (see Datasets/README.md)." \
    "$root/Datasets/penguins.csv" "$root/Datasets/volcano-grid.csv" "$root/Datasets/seattle-weather.csv" \
    "$root/Datasets/quakes.csv" "$root/Datasets/jacksboro-dem-grid.csv" "$root/Datasets/iris.csv" \
    "$root/Datasets/stocks-adj-close.csv" "$root/Datasets/mni152-t1-4mm-volume.csv"
