#!/usr/bin/env bash
# Checks formatting against the checked-in .swift-format; exits non-zero on any finding.
# Fix findings with: swift format -i -r Sources Tests Examples Benchmarks/Benchmarks Benchmarks/Support Fuzz/Sources Tools/AppleStubs
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
[ -d Examples ] && paths+=(Examples)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Support)
[ -d Fuzz ] && paths+=(Fuzz/Package.swift Fuzz/Sources)
# The Apple stubs keep Apple's own names and types (`URLContexts`, `UIView!`) and carry a page
# link rather than a summary on every member: Tools/AppleStubs/.swift-format turns off the three
# rules that would make them differ from the SDK, and keeps every other rule.
[ -d Tools/AppleStubs ] && paths+=(Tools/AppleStubs)
swift format lint --strict -r "${paths[@]}"
