#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer, then under AddressSanitizer with LeakSanitizer.
# Exits non-zero on a failing test or on any sanitizer report.
#
# Usage: Scripts/sanitize.sh [thread|address]   (both when no argument is given)
#
# Each sanitizer builds into its own scratch folder (.build-tsan, .build-asan), so the ordinary
# build is not rebuilt. Leaks of objects made outside Sources/ (XCTest's runner, static test
# fixtures) are suppressed by Scripts/lsan.supp, each entry with its reason. The suites' hang
# limits are raised to 10 minutes of main-actor time (COORDINATORS_TEST_MINUTES, read by
# Tests/Support/TestSupport/HangLimit.swift): sanitized code runs several times slower, and more
# so on shared cores; the limits only catch a test that hangs.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=("$@")
[[ ${#sanitizers[@]} -gt 0 ]] || sanitizers=(thread address)

export COORDINATORS_TEST_MINUTES="${COORDINATORS_TEST_MINUTES:-10}"
# The property tests that repeat one check on thousands of values repeat it a tenth as often,
# and the stress tests' inputs are a tenth as big (Tests/Support/TestSupport/TestScale.swift says
# why and which keep their size): they were most of the sanitized run's time.
export COORDINATORS_TEST_SCALE="${COORDINATORS_TEST_SCALE:-10}"
# Swift's crash backtracer and the sanitizers' own reports get in each other's way.
export SWIFT_BACKTRACE=enable=no
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1}"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

status=0
for sanitizer in "${sanitizers[@]}"; do
  case "$sanitizer" in
    thread) scratch=.build-tsan ;;
    address) scratch=.build-asan ;;
    *)
      echo "usage: $0 [thread|address]" >&2
      exit 2
      ;;
  esac
  start=$SECONDS
  echo "== $sanitizer sanitizer: building into $scratch"
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"
  echo "== $sanitizer sanitizer: testing"
  if swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch"; then
    echo "ok: $sanitizer sanitizer ($((SECONDS - start)) s)"
  else
    echo "FAILED: $sanitizer sanitizer ($((SECONDS - start)) s)" >&2
    status=1
  fi
done
exit $status
