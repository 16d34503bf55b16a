#!/usr/bin/env bash
# Builds a libFuzzer target of the Fuzz/ package and runs it for a number of seconds.
#
# Usage: Scripts/fuzz.sh TARGET SECONDS [libFuzzer options...]
#   TARGET   deeplinks (DeepLinksFuzz: URLs against deep-link patterns, links built back)
#            restoration (RestorationFuzz: stored navigation read and restored by coordinators)
#            eventlog (EventLogFuzz: event logs read, migrated and replayed against a test host)
#   SECONDS  how long to fuzz (libFuzzer's -max_total_time)
# for example: Scripts/fuzz.sh deeplinks 60
#              Scripts/fuzz.sh deeplinks 600 -jobs=2 -workers=2
#
# Exits non-zero when the target crashes or traps. The input that did it is saved in
# Fuzz/Artifacts/TARGET/; run the binary on that file to reproduce the failure (the script prints
# the command). The corpus libFuzzer grows is kept in Fuzz/Corpus/TARGET/, out of git, and is
# reused by the next run; Fuzz/Seeds/TARGET/ (in git) seeds it, and Fuzz/Dictionaries/TARGET.dict
# gives libFuzzer tokens to splice in.
#
# The build is a release build with libFuzzer's coverage and AddressSanitizer, in its own
# scratch folder (.build-fuzz), so the ordinary builds are not rebuilt. docs/Robustness.md says
# what each target checks and how many inputs it has run.
set -euo pipefail
cd "$(dirname "$0")/.."

usage() {
  echo "usage: $0 TARGET SECONDS [libFuzzer options...]; targets: deeplinks, restoration, eventlog" >&2
  exit 2
}
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

# A new target is one more case: its executable in Fuzz/, and the options it needs beyond the
# common ones (`options=()` for none), for example
#   restoration) product=RestorationFuzz options=() ;;
case "$target" in
  # Some inputs longer than the pattern set's limit of 4,096 bytes.
  deeplinks) product=DeepLinksFuzz options=(-max_len=4200) ;;
  restoration) product=RestorationFuzz options=(-max_len=8192) ;;
  eventlog) product=EventLogFuzz options=(-max_len=8192) ;;
  *) usage ;;
esac

scratch=.build-fuzz
flags=(-c release --package-path Fuzz --scratch-path "$scratch"
  -Xswiftc -sanitize=fuzzer,address -Xlinker --allow-multiple-definition)
echo "== building $product"
# SwiftPM keeps the build description of the root package (a path dependency here) after files
# are added to it, and then compiles a target without them (seen on Swift 6.3.1 after a merge
# added files to CoordinatorsTesting): drop the description so that it is made again.
rm -f "$scratch"/*/release/description.json "$scratch"/release.yaml
swift build "${flags[@]}" --product "$product"
binary="$(swift build "${flags[@]}" --show-bin-path)/$product"

corpus=Fuzz/Corpus/$target
artifacts=Fuzz/Artifacts/$target
mkdir -p "$corpus" "$artifacts"
arguments=(-max_total_time="$seconds" -print_final_stats=1 -artifact_prefix="$artifacts/")
[[ -f Fuzz/Dictionaries/$target.dict ]] && arguments+=(-dict="Fuzz/Dictionaries/$target.dict")
arguments+=("${options[@]}")
folders=("$corpus")
[[ -d Fuzz/Seeds/$target ]] && folders+=("Fuzz/Seeds/$target")

echo "== fuzzing $product for $seconds s"
status=0
# Swift's own crash backtracer fights AddressSanitizer's; libFuzzer prints the stack.
SWIFT_BACKTRACE=enable=no "$binary" "${arguments[@]}" "$@" "${folders[@]}" || status=$?
if [[ $status -ne 0 ]]; then
  echo "FAILED: $product exited with status $status; the input is in $artifacts/" >&2
  echo "reproduce with: $binary $artifacts/<file>" >&2
  exit "$status"
fi
