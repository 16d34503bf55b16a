#!/usr/bin/env bash
# Checks formatting against the checked-in .swift-format, that no view of the SwiftUI host sits
# in a conditional modifier (Scripts/conditional-modifiers.py, which first proves on planted cases
# that it finds one), that no view with a private `@State` leans on a synthesized memberwise
# initializer (Scripts/state-initializers.py, self-checked the same way), and that every file and
# folder Tests/README.md names (in backticks, relative to Tests/ or to the root) exists; exits
# non-zero on any finding.
# Fix findings with: swift format -i -r Sources Tests Examples Benchmarks/Benchmarks Benchmarks/Support Fuzz/Sources
set -euo pipefail
cd "$(dirname "$0")/.."
paths=(Package.swift Sources Tests)
[ -d Examples ] && paths+=(Examples)
[ -d Benchmarks ] && paths+=(Benchmarks/Package.swift Benchmarks/Benchmarks Benchmarks/Support)
[ -d Fuzz ] && paths+=(Fuzz/Package.swift Fuzz/Sources)
swift format lint --strict -r "${paths[@]}"

# A screen's content never sits in a branch that state flips: SwiftUI would remake it and drop
# its @State. The detector must first find every planted case (and pass the allowed ones).
python3 Scripts/conditional-modifiers.py --self-check
find Sources/CoordinatorsSwiftUI -name '*.swift' -print0 | sort -z | xargs -0 python3 Scripts/conditional-modifiers.py

# A view with a private `@State` declares its initializer in its own file: Xcode 27 makes `@State`
# a macro and no longer synthesizes a usable memberwise initializer beside it. The detector must
# first find every planted case (and pass the allowed ones).
python3 Scripts/state-initializers.py --self-check
git ls-files -z -- 'Sources/*.swift' 'Examples/*.swift' | xargs -0 python3 Scripts/state-initializers.py

missing=0
# The core stays platform-free (DESIGN.md's layers: stdlib and Foundation): its sources import
# Foundation, Observation and CoordinatorsCore, nothing else. What reads an Apple framework's type
# (a notification response, an App Intent) lives in an adapter module such as
# CoordinatorsEntryPoints; the logger's `os.Logger` destination lives in CoordinatorsDiagnostics.
if grep -rnE '^\s*(@[A-Za-z_]+ )*import +' Sources/Coordinators Sources/CoordinatorsCore --include='*.swift' \
  | grep -vE 'import +(Foundation|Observation|CoordinatorsCore)\b' >&2; then
  echo "the lines above import into the core a module it must not depend on; move them to an adapter module" >&2
  missing=1
fi

# The index of where each behaviour is tested must follow the tests when they move.
while IFS= read -r named; do
  found=0
  for match in Tests/$named $named; do [[ -e $match ]] && found=1; done
  if ((found == 0)); then
    echo "Tests/README.md names $named, which does not exist" >&2
    missing=1
  fi
done < <(grep -o '`[^`]*`' Tests/README.md | tr -d '`' | grep -E '/|\.swift$')

# What ships, and what a reader of the repository reads (tests, changelog, benchmarks, fuzz
# targets), cites primary sources (Apple's pages, SDK headers, public reports), never the
# project's internal notes, which live outside the repository. This script is not searched: it
# must name them.
notes='HOST-REVIEW|DESIGN-REVIEW|PROBE|APPLE-BEHAVIOUR|HOST-LESSONS|NOTES\.md|DEMAND(-2)?\.md'
shipped=(Sources docs README.md Tests CHANGELOG.md)
for optional in Examples Benchmarks Fuzz; do
  if [ -d "$optional" ]; then shipped+=("$optional"); fi
done
# Only what git tracks: the build folders (Benchmarks/.build, Fuzz/.build-fuzz) hold binaries.
if git grep -nE "$notes" -- "${shipped[@]}" >&2; then
  echo "the lines above name an internal note; cite the primary source it gives instead" >&2
  missing=1
fi
exit "$missing"
