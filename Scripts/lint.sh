#!/usr/bin/env bash
# Checks formatting against the checked-in .swift-format; exits non-zero on any finding.
# Fix findings with: swift format -i -r Sources Tests Examples
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Sources Tests)
[ -d Examples ] && paths+=(Examples)
[ -d Benchmarks/Benchmarks ] && paths+=(Benchmarks/Benchmarks)
swift format lint --strict -r "${paths[@]}"
