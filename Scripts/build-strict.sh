#!/usr/bin/env bash
# Builds every target, tests included, and fails on any compiler warning.
#
# Usage: Scripts/build-strict.sh [--into-fresh-build]
#
# - By default it builds with warnings treated as errors, in its own scratch folder
#   (.build-strict), so that the ordinary debug build of `swift test` is not rebuilt.
# - `--into-fresh-build` (what .ci/run uses) builds into `.build` with the flags `swift test`
#   uses, so that the README's `swift test` that follows finds everything built: one build of
#   the package instead of two. Warnings cannot be errors there (the flag would make
#   `swift test` build again), so the build's output is read for them instead. That is complete
#   only from an empty scratch folder, where every file is compiled and says its warnings; a
#   file built before says nothing again, so the option refuses a `.build` that exists.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ ${1:-} != --into-fresh-build ]]; then
  exec swift build --build-tests --scratch-path .build-strict -Xswiftc -warnings-as-errors
fi
if [[ -e .build ]]; then
  echo "error: --into-fresh-build needs a clone without .build: files built before show no warnings" >&2
  exit 2
fi
log=$(mktemp)
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
if grep -E ': warning: ' "$log" >/dev/null; then
  echo "error: the build has warnings (above); they fail the check as -warnings-as-errors would" >&2
  exit 1
fi
