#!/usr/bin/env bash
# Counts the instructions of one operation with callgrind, free of setup and machine load.
#
#   Scripts/count-instructions.sh --list                     # the cases
#   Scripts/count-instructions.sh navigator-host-observer-1000 [COUNT]
#
# Builds Benchmarks/'s InstructionCounts in release, strips its debug information (valgrind 3.19
# cannot read Swift's DWARF 5), runs the case COUNT times (default 2000) under callgrind,
# collecting only inside `measured`, and prints the instructions per operation.
# docs/Benchmarks.md records the results with the machine and the commit.
set -euo pipefail

cd "$(dirname "$0")/../Benchmarks"
scratch="${COUNTS_SCRATCH_PATH:-.build}"
swift build -c release --product InstructionCounts --scratch-path "$scratch" >&2
binary="$(swift build -c release --product InstructionCounts --scratch-path "$scratch" --show-bin-path)/InstructionCounts"
stripped="$(mktemp)"
trap 'rm -f "$stripped"' EXIT
cp "$binary" "$stripped"
strip --strip-debug "$stripped"
chmod +x "$stripped"

if [[ "${1:-}" == "--list" || $# -eq 0 ]]; then
  "$stripped" --list
  exit 0
fi
name="$1"
count="${2:-2000}"
collected="$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='*measured*' \
  "$stripped" "$name" "$count" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')"
if [[ -z "$collected" ]]; then
  echo "callgrind printed no count for $name" >&2
  exit 1
fi
echo "$name: $((collected / count)) instructions per operation ($collected over $count)"
