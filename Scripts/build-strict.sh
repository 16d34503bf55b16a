#!/usr/bin/env bash
# Builds every target, tests included, with warnings treated as errors, in its own scratch
# folder so that the ordinary debug build of `swift test` is not rebuilt.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests --scratch-path .build-strict -Xswiftc -warnings-as-errors
