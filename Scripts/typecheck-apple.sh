#!/usr/bin/env bash
# Compiles every target that an app on an Apple platform compiles against Apple's real iOS 17.0
# and macOS 14.0 SDK interfaces (../shared/apple-sdk, see its README), with warnings as errors,
# and exits non-zero on any error or warning.
#
# Usage: Scripts/typecheck-apple.sh               compile every unit below for iOS and macOS
#        Scripts/typecheck-apple.sh --self-check  also prove the check bites: plant a type error
#                                                 in a copy of each Apple-facing file in turn, and
#                                                 API errors (a wrong argument label, an API newer
#                                                 than the deployment target) in each adapter
#                                                 target; fail unless every one is reported
#        Scripts/typecheck-apple.sh --symbol-graphs DIR
#                                                 the SwiftUI and UIKit adapters' symbol graphs
#                                                 for iOS into DIR (for Scripts/docs.sh)
#
# Environment: APPLE_SDK (default: ../shared/apple-sdk beside the clone) is the folder holding
# `swiftc-apple`; APPLE_SDK_CACHE (default: .build-apple-sdk) its module cache, out of git.
# SKIP_APPLE_SDK_CHECKS, set to a reason, skips the check where the SDKs cannot be (the GitHub
# workflow's Linux job, whose macOS job compiles with Xcode instead); without it, missing SDKs
# are an error.
#
# How: each unit is compiled as one module by `swiftc-apple`, in dependency order, for each of its
# platforms; the modules it imports are the ones compiled before it here, never a Linux build.
# `-emit-sil` runs the type-checker and the SIL diagnostics (region-based isolation, definite
# initialization). A file that imports `os` interpolates into `os.Logger` messages, which these
# patched SDKs cannot fold (the README's known limit): such a file is type-checked (`-typecheck`)
# with its unit, and left out of the unit's `-emit-sil`.
#
# What cannot be compiled here: Swift Testing and XCTest ship with Xcode's platform folders, not
# with an SDK, so CoordinatorsTesting and the window test targets (Tests/*AppleTests) are not
# compiled for Apple platforms; docs/Adapters.md ("What the Apple check proves") says what that
# leaves to the macOS job of .github/workflows/ci.yml.
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ -n "${SKIP_APPLE_SDK_CHECKS:-}" ]]; then
  echo "skipped: SKIP_APPLE_SDK_CHECKS is set (${SKIP_APPLE_SDK_CHECKS}); nothing was compiled for Apple platforms"
  exit 0
fi
sdk=${APPLE_SDK:-$(cd .. && pwd)/shared/apple-sdk}
if [[ ! -x "$sdk/swiftc-apple" ]]; then
  echo "error: Apple's SDKs were not found: $sdk/swiftc-apple is missing." >&2
  echo "  Put the apple-sdk folder of the shared material beside this clone (../shared/apple-sdk)," >&2
  echo "  or set APPLE_SDK to the folder that holds swiftc-apple." >&2
  exit 1
fi
cache=${APPLE_SDK_CACHE:-$PWD/.build-apple-sdk}
scratch=$cache/check

# The SDKs as found may have lost their symbolic links on the way (a copy that does not keep
# them writes each as a small file holding its target: `usr/include/pthread.h` holding
# `pthread/pthread.h`, a framework's `Versions/Current` holding `A`), which breaks the macOS SDK.
# The check runs a copy of the folder in the cache with each such file made the link it names;
# a folder whose links are intact is copied as it is. The copy is made again when the folder
# changes.
kit=$cache/kit
stamp=$(cd "$sdk" && find . -printf '%P %s %T@\n' | sort | md5sum | cut -d' ' -f1)
if [[ ! -f "$kit.stamp" || "$(cat "$kit.stamp")" != "$stamp" ]]; then
  echo "== preparing the SDKs in $kit"
  rm -rf "$kit" "$cache/swiftc" && mkdir -p "$cache"
  cp -a "$sdk" "$kit" && chmod -R u+w "$kit"
  # Until nothing changes: a link may lead through another (`Modules` -> `Versions/Current/...`).
  repaired=0
  while :; do
    before=$repaired
    while IFS= read -r -d '' file; do
      target=$(cat "$file")
      [[ -n "$target" && "$target" != *$'\n'* && -e "$(dirname "$file")/$target" ]] || continue
      rm "$file" && ln -s "$target" "$file"
      repaired=$((repaired + 1))
    done < <(find "$kit" -type f -size -200c -print0)
    [[ $repaired != "$before" ]] || break
  done
  echo "   $repaired files that stood for links made links again"
  echo "$stamp" >"$kit.stamp"
fi
sdk=$kit
export APPLE_SDK_CACHE=$cache/swiftc

# The units, in dependency order (a unit imports only units above it):
#   MODULE  SOURCE-FOLDER  PLATFORMS
# The example apps' `.swiftpm` app packages are compiled by their App/ folders (their manifests
# need Xcode's AppleProductTypes). The iOS apps are compiled for iOS only, the Mac app and the
# terminal apps for macOS only; the UIKit adapter and the Tabs UIKit target for both, as a Mac
# build of the package compiles them too (their UIKit files to nothing).
units=(
  "CoordinatorsCore Sources/CoordinatorsCore ios,macos"
  "Coordinators Sources/Coordinators ios,macos"
  "CoordinatorsTerminal Sources/CoordinatorsTerminal ios,macos"
  "CoordinatorsSwiftUI Sources/CoordinatorsSwiftUI ios,macos"
  "CoordinatorsUIKit Sources/CoordinatorsUIKit ios,macos"
  "SwiftUIHostReading Tests/Support/SwiftUIHostReading ios,macos"
  "ShapesFlows Examples/Shapes/Flows ios,macos"
  "ShapesSwiftUI Examples/Shapes/SwiftUI ios,macos"
  "ShapesMac Examples/Shapes/Mac macos"
  "ShapesiOS Examples/Shapes/iOS/Shapes.swiftpm/App ios"
  "ShapesTerminal Examples/Shapes/Terminal macos"
  "TabsFlows Examples/Tabs/Flows ios,macos"
  "TabsUIKit Examples/Tabs/UIKit ios,macos"
  "TabsiOS Examples/Tabs/iOS/Tabs.swiftpm/App ios"
  "TabsTerminal Examples/Tabs/Terminal macos"
)
# The API errors, planted into the first file of an adapter target that imports the framework:
# the unit, the framework, the line, and the message the SDK must answer with. Each names an API
# as a developer might misremember it, or one newer than the deployment target: a stub that
# declared it so would have compiled it.
api_errors=(
  "CoordinatorsSwiftUI|SwiftUI|@MainActor private func plantedAPIError() -> some View { Text(\"x\").sheet(isPresented: .constant(true), onDismissal: {}) { Text(\"y\") } }|incorrect argument label in call (have 'isPresented:onDismissal:_:', expected 'isPresented:onDismiss:_:')"
  "CoordinatorsSwiftUI|SwiftUI|@MainActor private func plantedAPIError(_ id: Namespace.ID) -> some View { Text(\"x\").navigationTransition(.zoom(sourceID: 1, in: id)) }|value of type 'Text' has no member 'navigationTransition'"
  "CoordinatorsUIKit|UIKit|@MainActor private func plantedAPIError(_ c: UINavigationController) { c.pushViewController(c, animation: true) }|incorrect argument label in call (have '_:animation:', expected '_:animated:')"
  "CoordinatorsUIKit|UIKit|@MainActor private func plantedAPIError(_ c: UITabBarController) { c.mode = .tabSidebar }|value of type 'UITabBarController' has no member 'mode'"
)
flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -warnings-as-errors -package-name swift_coordinators)

has_platform() { [[ ",$1," == *",$2,"* ]]; }

# compile_unit PLATFORM MODULE FOLDER [OUT]: compiles FOLDER as MODULE for PLATFORM against the
# modules in $scratch/PLATFORM/modules; its own module goes there too, for the units below it, or
# into OUT (the self-check's copies, whose failed compiles must not delete a real module).
compile_unit() {
  local platform=$1 module=$2 folder=$3
  local modules=$scratch/$platform/modules
  local out=${4:-$modules} sil=${4:-$scratch/$platform}/sil
  mkdir -p "$modules" "$out" "$sil"
  local files=() logging=() file
  while IFS= read -r file; do
    files+=("$file")
    grep -qE '^\s*import os\b' "$file" && logging+=("$file")
  done < <(find "$folder" -name '*.swift' | sort)
  [[ ${#files[@]} -gt 0 ]] || return 0
  local entry=()
  # An executable's `@main` needs no main.swift; everything else is a library.
  [[ -f "$folder/main.swift" ]] || entry=(-parse-as-library)
  local swiftc=("$sdk/swiftc-apple" "$platform" -wmo "${entry[@]}" -module-name "$module" "${flags[@]}" -I "$modules")
  if [[ ${#logging[@]} -eq 0 ]]; then
    "${swiftc[@]}" -emit-module -emit-module-path "$out/$module.swiftmodule" -emit-sil -o "$sil/$module.sil" \
      "${files[@]}"
    return
  fi
  local rest=() logged
  for file in "${files[@]}"; do
    logged=0
    for other in "${logging[@]}"; do [[ $file == "$other" ]] && logged=1; done
    [[ $logged == 1 ]] || rest+=("$file")
  done
  "${swiftc[@]}" -typecheck "${files[@]}"
  "${swiftc[@]}" -emit-sil -o "$sil/$module.sil" "${rest[@]}"
  # The module for the units below, from every file; the bodies were checked by the two above.
  "${swiftc[@]}" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    -Xfrontend -experimental-skip-non-inlinable-function-bodies "${files[@]}"
}

# check_all [PLATFORM [LAST]]: every unit for every platform (or PLATFORM only, up to the unit
# LAST); returns non-zero on the first failure.
check_all() {
  local platform unit module folder platforms
  for platform in ${1:-ios macos}; do
    rm -rf "$scratch/$platform"
    for unit in "${units[@]}"; do
      read -r module folder platforms <<<"$unit"
      has_platform "$platforms" "$platform" || continue
      echo "== $module ($platform)"
      compile_unit "$platform" "$module" "$folder" || return 1
      [[ $module != "${2:-}" ]] || return 0
    done
  done
}

start=$SECONDS
if [[ "${1:-}" == "--symbol-graphs" ]]; then
  # The adapters' symbol graphs as an iPhone build sees them, views included, for DocC
  # (Scripts/docs.sh): each adapter's own public symbols, not those it re-exports, nor the
  # members every `View` inherits.
  out=${2:?usage: Scripts/typecheck-apple.sh --symbol-graphs DIRECTORY}
  check_all ios CoordinatorsUIKit
  mkdir -p "$out"
  for module in CoordinatorsSwiftUI CoordinatorsUIKit; do
    swift-symbolgraph-extract -module-name "$module" -target arm64-apple-ios17.0 \
      -sdk "$sdk/iPhoneOS17.0.sdk" -resource-dir "$APPLE_SDK_CACHE/ios/resource" \
      -module-cache-path "$APPLE_SDK_CACHE/ios/modules" -I "$APPLE_SDK_CACHE/ios/prebuilt" \
      -I "$scratch/ios/modules" -minimum-access-level public -emit-extension-block-symbols \
      -skip-synthesized-members -experimental-allowed-reexported-modules=None -output-dir "$out"
  done
  exit 0
fi
check_all
echo "ok: every unit compiles against Apple's iOS 17.0 and macOS 14.0 SDKs ($((SECONDS - start)) s)"
[[ "${1:-}" == "--self-check" ]] || exit 0

# The self-check. A copy of a unit's folder gets one planted line: inside the file's
# `#if canImport(...)` block when it has one (just before its last `#endif`), else at its end.
# The unit is compiled again for each of its platforms (the units above it are already built);
# at least one must report that very line with the expected message.
echo "== self-check"
copy=$scratch/self-check
failures=0
checked=0
# plant UNIT-LINE FILE LINE MESSAGE: plants LINE into FILE of the unit, reports whether caught.
plant() {
  local module=$2 folder=$3 platforms=$4 file=$5 line=$6 message=$7
  local relative=${file#"$folder"/}
  rm -rf "$copy" && mkdir -p "$copy" && cp -R "$folder"/. "$copy"/
  local target=$copy/$relative last_endif
  last_endif=$(grep -n '^#endif' "$target" | tail -n 1 | cut -d: -f1 || true)
  if head -n 8 "$target" | grep -q '^#if' && [[ -n "$last_endif" ]]; then
    sed -i "${last_endif}i $line" "$target"
  else
    printf '\n%s\n' "$line" >>"$target"
  fi
  local caught=0 platform output
  IFS=, read -r -a list <<<"$platforms"
  for platform in "${list[@]}"; do
    if output=$(compile_unit "$platform" "$module" "$copy" "$copy-out" 2>&1); then continue; fi
    if grep -F "error: $message" <<<"$output" | grep -qF "$relative:"; then
      caught=1
      break
    fi
  done
  checked=$((checked + 1))
  if [[ $caught == 1 ]]; then
    echo "caught: $file: $message"
  else
    echo "NOT CAUGHT: the line planted in $file was not reported: $line" >&2
    failures=$((failures + 1))
  fi
}
type_error='private let plantedTypeError: Int = "this string is not an Int"'
type_message="cannot convert value of type 'String' to specified type 'Int'"
# Every file that imports an Apple UI framework or os gets the type error.
for unit in "${units[@]}"; do
  read -r module folder platforms <<<"$unit"
  while IFS= read -r file; do
    if grep -qE '^\s*import (SwiftUI|UIKit|AppKit|os)\b' "$file"; then
      plant "$unit" "$module" "$folder" "$platforms" "$file" "$type_error" "$type_message"
    fi
  done < <(find "$folder" -name '*.swift' | sort)
done
# Each adapter target gets its API error.
for entry in "${api_errors[@]}"; do
  IFS='|' read -r name framework line message <<<"$entry"
  for unit in "${units[@]}"; do
    read -r module folder platforms <<<"$unit"
    [[ $module == "$name" ]] || continue
    file=$(grep -lE "^\s*import $framework\b" $(find "$folder" -name '*.swift' | sort) | head -n 1)
    plant "$unit" "$module" "$folder" "$platforms" "$file" "$line" "$message"
  done
done
rm -rf "$copy" "$copy-out"
if [[ $failures -gt 0 ]]; then
  echo "FAILED: $failures of $checked planted errors went unreported" >&2
  exit 1
fi
echo "ok: all $checked planted errors were reported ($((SECONDS - start)) s in all)"
