#!/usr/bin/env bash
# Compiles the code of every DocC article (Sources/*/Documentation.docc/*.md), of the README and
# of the doc comments' examples (```swift blocks in the `///` comments of Sources) as an app
# would: as a module of its own, without the package's name (so `package` names are out of its
# reach), in the package's own settings (Swift 6, `ExistentialAny`) and in those of a new Xcode 26
# app target (default isolation `MainActor`, and the approachable-concurrency features
# `NonisolatedNonsendingByDefault` and `InferIsolatedConformances`), with warnings as errors;
# exits non-zero on any error or warning.
#
# Usage: Scripts/check-snippets.sh [NAME...]       extract every article and doc comment, compile
#                                                  the platform-free programs (or those NAMEs:
#                                                  DeepLinks, README, DocComments) and the programs
#                                                  of Tests/CompileChecks (link parameters types as
#                                                  an app writes them) against the Linux build of
#                                                  the package
#        Scripts/check-snippets.sh --extract DIR   only extract: DIR/free/NAME.swift and
#                                                  DIR/apple/NAME.swift (for Scripts/typecheck-apple.sh,
#                                                  which compiles the Apple-facing ones against
#                                                  Apple's iOS 26.2 SDK, and the example apps, in
#                                                  both settings, with warnings as errors)
#
# How an article becomes a file: its ```swift blocks, in order, make one `main.swift` of its own
# (top-level code may call `try await`, as an app's code does in a task), after the article's
# prelude, Tests/Snippets/NAME.swift when there is one: the declarations the article's fragments
# take for granted (the app's routes, a `navigator`, a `url`). `#sourceLocation` makes every
# diagnostic name the article's own file and line. Markers, on the line above a block's fence
# (DocC and GitHub show nothing of them): `<!-- snippet: not compiled -->` for a block that is not
# Swift an app compiles (a manifest, a wrong way shown to be avoided, the library's own internals),
# `<!-- snippet: in TYPE -->` for lines from inside a method of TYPE (they are compiled as the body
# of an `async throws` method of an extension of TYPE); `<!-- snippet: alone -->` for a block that
# is a scene of its own (compiled as the body of a `@MainActor` `async throws` function, its names
# its own); `<!-- snippet: new program -->` starts a program of its own (NAME-2, after
# Tests/Snippets/NAME-2.swift). An app's `@main` is dropped: the article's code is top-level code,
# which a module with an `@main` type cannot have. An article whose blocks or prelude import
# SwiftUI, UIKit or AppKit is Apple-facing; the others are platform-free.
#
# How the doc comments' examples become files: a few programs for all of Sources, so that the
# check stays fast (one compile each, per settings). Each example is compiled in a scope of its
# own, the body of an `async throws` method of `ExampleCoordinator` (a flow of the app, declared
# by the prelude, with its `flow`), so that the examples' names never meet; one that declares an
# extension, an import or a `@Suite`, or an app's `@main` type, is top-level code of its program,
# and one whose first line is a `@Test` function a member of a suite of its own. `#Preview` comes
# with a plugin of Xcode: its body is compiled as a closure. The same markers go on the `///` line
# above a block's fence (DocC drops an HTML comment in a doc comment too), plus
# `<!-- snippet: spi -->` for a host author's example: compiled in a program that imports the
# hosts' SPI (`@_spi(Hosts)`, and the tests' `@_spi(Testing)`). An example is Apple-facing when
# its file is in an Apple adapter (CoordinatorsSwiftUI, CoordinatorsUIKit, CoordinatorsEntryPoints)
# or imports an Apple framework, or when it names SwiftUI's or UIKit's types or the adapters' views
# and hosts. The programs: DocComments (platform-free, after the preludes Tests/Snippets/
# DocComments.swift and DocComments-Free.swift), DocComments-SPI (and DocComments-SPI.swift),
# DocComments-Apple (DocComments.swift and DocComments-Apple.swift), DocComments-Apple-SPI (and
# DocComments-Apple-SPI.swift), and DocComments-FILE-LINE for an example marked `new program`.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Xcode 26 app target's settings; the package's own are Scripts/typecheck-apple.sh's.
xcode26_flags=(-default-isolation MainActor -enable-upcoming-feature NonisolatedNonsendingByDefault
  -enable-upcoming-feature InferIsolatedConformances)
package_flags=(-enable-upcoming-feature ExistentialAny)

# extract DIR: one file per article that has Swift code, in DIR/free or DIR/apple.
extract() {
  local dir=$1 article name prelude out body
  rm -rf "$dir" && mkdir -p "$dir/free" "$dir/apple"
  for article in README.md Sources/*/Documentation.docc/*.md; do
    name=$(basename "$article" .md)
    [[ $article == README.md ]] && name=README
    body=$(awk -v file="$article" '
      /^[ \t]*```swift[ \t]*$/ {
        if (skip) { skip = 0; inside = 2; next }
        inside = 1
        if (within == "-") printf "@MainActor func snippet%d() async throws {\n", NR
        else if (within != "") printf "extension %s {\n  func snippet%d() async throws {\n", within, NR
        printf "#sourceLocation(file: \"%s\", line: %d)\n", file, NR + 1
        next
      }
      /^[ \t]*```/ && inside {
        if (inside == 1) print "#sourceLocation()"
        if (inside == 1 && within == "-") print "}"
        else if (inside == 1 && within != "") print "  }\n}"
        inside = 0; within = ""; next
      }
      inside == 1 && /^@main / { sub(/^@main /, ""); print; next }
      inside == 1 { print; next }
      inside == 2 { next }
      /^<!-- snippet: not compiled -->[ \t]*$/ { skip = 1; next }
      /^<!-- snippet: in [A-Za-z_][A-Za-z0-9_.]* -->[ \t]*$/ { within = $4; next }
      /^<!-- snippet: alone -->[ \t]*$/ { within = "-"; next }
      /^<!-- snippet: new program -->[ \t]*$/ { print "//snippet:new-program"; next }
      /[^ \t]/ { skip = 0; within = "" }
    ' "$article")
    [[ -n "$body" ]] || continue
    # One program per part: the article's blocks up to its first `new program` marker, then the
    # blocks up to the next one, and so on.
    local part=1 parts
    parts=$(grep -c '^//snippet:new-program$' <<<"$body" || true)
    for ((part = 1; part <= parts + 1; part++)); do
      local program=$name code
      ((part == 1)) || program=$name-$part
      code=$(awk -v part="$part" '/^\/\/snippet:new-program$/ { n++; next } n + 1 == part' <<<"$body")
      prelude=Tests/Snippets/$program.swift
      [[ -f $prelude ]] || prelude=Tests/Snippets/$name.swift
      out=$dir/free/$program.swift
      if grep -qE '^\s*import (SwiftUI|UIKit|AppKit)\b' <<<"$code" \
        || { [[ -f $prelude ]] && grep -qE '^\s*import (SwiftUI|UIKit|AppKit)\b' "$prelude"; }; then
        out=$dir/apple/$program.swift
      fi
      {
        if [[ -f $prelude ]]; then
          printf '#sourceLocation(file: "%s", line: 1)\n' "$prelude"
          cat "$prelude"
          printf '#sourceLocation()\n'
        else
          echo "import Coordinators"
        fi
        printf '%s\n' "$code"
      } >"$out"
    done
  done
}

# The frameworks that make a source file's examples Apple-facing when it imports one.
apple_imports='SwiftUI|UIKit|AppKit|AppIntents|CoreSpotlight|UserNotifications|WidgetKit|os'

# extract_doc_comments DIR: the examples of the doc comments (```swift blocks in `///` comments of
# Sources), in a few programs: DIR/free/DocComments.swift (the platform-free examples, after the
# preludes Tests/Snippets/DocComments.swift and DocComments-Free.swift), DIR/apple/DocComments-Apple.swift
# (the Apple-facing ones, after DocComments.swift and DocComments-Apple.swift), the same with
# `-SPI` for the examples marked `spi` (after the side's preludes and DocComments-SPI.swift or
# DocComments-Apple-SPI.swift), and DocComments-FILE-LINE for one marked `new program`.
extract_doc_comments() {
  local dir=$1 source module side count=0
  rm -rf "$dir/doc" && mkdir -p "$dir/doc"
  while IFS= read -r source; do
    module=$(cut -d/ -f2 <<<"$source")
    side=free
    # The Apple adapters' examples, and those of a file that imports an Apple framework.
    [[ ! $module =~ ^Coordinators(SwiftUI|UIKit|EntryPoints)$ ]] && ! grep -qE "^\s*import ($apple_imports)\b" "$source" || side=apple
    count=$((count + 1))
    awk -v id="$count" -v file="$source" -v base="$(basename "$source" .swift)" -v side="$side" -v out="$dir/doc/" '
      function flush(   i, top, test, apple, target, name) {
        top = main; apple = side == "apple"; test = lines[1] ~ /^@Test[ (]/
        for (i = 1; i <= n; i++) {
          if (lines[i] ~ /^(extension |import |protocol |@Suite[ (])/) top = 1
          if (lines[i] ~ /(^|[^A-Za-z])(UI|UN|CS|XCUI)[A-Z][a-z]|(^|[^A-Za-z.])(View|Scene|WindowGroup|SwiftUIHost|UIKitHost|NavigatorView|UIKitNavigatorView)([^A-Za-z]|$)|^[ \t]*\.(widgetURL|onOpenURL|onContinueUserActivity)\(|@(State|Bindable|Environment|AppStorage) |#Preview/) apple = 1
        }
        target = out (apple ? "apple" : "free") (spi ? "-spi" : "") (alone ? "~" base "-" start : "") ".swift"
        name = "snippet" id "_" NR
        if (test) printf "@Suite struct %s {\n", name >> target
        else if (within == "-") printf "@MainActor func %s() async throws {\n", name >> target
        else if (!top) printf "extension %s {\n  func %s() async throws {\n", (within == "" ? "ExampleCoordinator" : within), name >> target
        printf "#sourceLocation(file: \"%s\", line: %d)\n", file, start >> target
        for (i = 1; i <= n; i++) print lines[i] >> target
        print "#sourceLocation()" >> target
        if (test || within == "-") print "}" >> target
        else if (!top) print "  }\n}" >> target
      }
      function reset() { skip = 0; within = ""; spi = 0; alone = 0 }
      { line = $0; doc = sub(/^[ \t]*\/\/\/ ?/, "", line) }
      !doc { inside = 0; reset(); next }
      inside == 0 && line ~ /^[ \t]*```swift[ \t]*$/ {
        if (skip) { reset(); inside = 2; next }
        inside = 1; n = 0; main = 0; start = NR + 1
        match(line, /^[ \t]*/); indent = RLENGTH
        next
      }
      inside && line ~ /^[ \t]*```/ {
        if (inside == 1) flush()
        inside = 0; reset(); next
      }
      inside == 1 {
        line = substr(line, 1, indent) ~ /^[ \t]*$/ ? substr(line, indent + 1) : line
        # The @main of an app is dropped (the program has top-level code); its type stays top-level.
        if (sub(/^@main /, "", line)) main = 1
        # #Preview comes with a plugin of Xcode: its body is compiled as a closure.
        if (line ~ /^#Preview(\(.*\))? \{$/) line = "_ = { @MainActor in  // " line
        lines[++n] = line; next
      }
      inside == 2 { next }
      line ~ /^<!-- snippet: not compiled -->[ \t]*$/ { skip = 1; next }
      line ~ /^<!-- snippet: in [A-Za-z_][A-Za-z0-9_.]* -->[ \t]*$/ { split(line, words, " "); within = words[4]; next }
      line ~ /^<!-- snippet: alone -->[ \t]*$/ { within = "-"; next }
      line ~ /^<!-- snippet: spi -->[ \t]*$/ { spi = 1; next }
      line ~ /^<!-- snippet: new program -->[ \t]*$/ { alone = 1; next }
      line ~ /[^ \t]/ { reset() }
    ' "$source"
  done < <(grep -rlE --include='*.swift' '^\s*/// *```swift\s*$' Sources | sort)
  local file part program prelude preludes
  for file in "$dir"/doc/*.swift; do
    [[ -f $file ]] || continue
    part=$(basename "$file" .swift)
    case ${part%%~*} in
      free) program=DocComments preludes=(DocComments DocComments-Free) ;;
      free-spi) program=DocComments-SPI preludes=(DocComments DocComments-Free DocComments-SPI) ;;
      apple) program=DocComments-Apple preludes=(DocComments DocComments-Apple) ;;
      apple-spi) program=DocComments-Apple-SPI preludes=(DocComments DocComments-Apple DocComments-Apple-SPI) ;;
    esac
    [[ $part != *~* ]] || program=$program-${part#*~}
    part=${part%%~*}
    {
      for prelude in "${preludes[@]}"; do
        printf '#sourceLocation(file: "%s", line: 1)\n' "Tests/Snippets/$prelude.swift"
        cat "Tests/Snippets/$prelude.swift"
        printf '#sourceLocation()\n'
      done
      cat "$file"
    } >"$dir/${part%-spi}/$program.swift"
  done
  rm -rf "$dir/doc"
}

scratch=.build-snippets
if [[ "${1:-}" == "--extract" ]]; then
  extract "${2:?usage: Scripts/check-snippets.sh --extract DIRECTORY}"
  extract_doc_comments "$2"
  exit 0
fi

start=$SECONDS
extract "$scratch/files"
extract_doc_comments "$scratch/files"
echo "== the package's platform-free modules (swift build)"
swift build --quiet --target CoordinatorsDiagnostics
swift build --quiet --target CoordinatorsTesting
swift build --quiet --target CoordinatorsTerminal
swift build --quiet --target ShapesFlows
modules="$(swift build --show-bin-path)/Modules"
failures=0
count=0
for file in "$scratch"/files/free/*.swift Tests/CompileChecks/*.swift; do
  name=$(basename "$file" .swift)
  [[ $# -eq 0 || " $* " == *" $name "* ]] || continue
  for settings in package xcode26; do
    flags=("${package_flags[@]}")
    [[ $settings == xcode26 ]] && flags+=("${xcode26_flags[@]}")
    mkdir -p "$scratch/$settings/$name"
    cp "$file" "$scratch/$settings/$name/main.swift"
    count=$((count + 1))
    if ! swiftc -swift-version 6 -warnings-as-errors "${flags[@]}" -module-name "Snippets${name//-/_}" -I "$modules" \
      -emit-sil -o "$scratch/$settings/$name/$name.sil" "$scratch/$settings/$name/main.swift"; then
      echo "FAILED: the code of $name in the $settings settings (above)" >&2
      failures=$((failures + 1))
    fi
  done
done
if [[ $failures -gt 0 ]]; then
  echo "FAILED: $failures of $count compiles of the articles' and doc comments' platform-free code and Tests/CompileChecks" >&2
  exit 1
fi
echo "ok: the platform-free programs of the articles and the doc comments ($(ls "$scratch"/files/free | wc -l)) and Tests/CompileChecks" \
  "($(ls Tests/CompileChecks | wc -l)) compile in the package's settings and in Xcode 26's defaults; the" \
  "Apple-facing programs ($(ls "$scratch"/files/apple | wc -l)) are Scripts/typecheck-apple.sh's ($((SECONDS - start)) s)"
