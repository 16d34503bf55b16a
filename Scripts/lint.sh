#!/usr/bin/env bash
# Checks formatting against the checked-in .swift-format; exits non-zero on any finding.
# Fix findings with: swift format -i -r Sources Tests Examples Benchmarks/Benchmarks Benchmarks/Support Fuzz/Sources
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
[ -d Examples ] && paths+=(Examples)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Support)
[ -d Fuzz ] && paths+=(Fuzz/Package.swift Fuzz/Sources)
swift format lint --strict -r "${paths[@]}"
