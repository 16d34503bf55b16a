#!/usr/bin/env bash
# Runs the benchmarks of the navigation core (the separate package in Benchmarks/) in a release
# build, and prints wall time, CPU time, mallocs and memory for each benchmark.
#
# Arguments go to the benchmark plugin, for example:
#   Scripts/benchmarks.sh --filter "Push then pop.*"
#   Scripts/benchmarks.sh list
# docs/Benchmarks.md has the numbers of the last recorded run and the machine it ran on.
set -euo pipefail

cd "$(dirname "$0")/../Benchmarks"
exec swift package --disable-sandbox benchmark "$@"
