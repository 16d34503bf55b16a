#!/usr/bin/env bash
# Compiles every target that an app on an Apple platform compiles against Apple's real SDK
# interfaces (a kit of the shared material: ../shared/apple-sdk-26, the iOS 26.2 and macOS 15.5
# SDKs, by default; ../shared/apple-sdk, the iOS 17.0 and macOS 14.0 SDKs, for the `#else` side
# of the `canImport(SwiftUI, _version: 6.0)` guards; see each kit's README), with warnings as
# errors, and exits non-zero on any error or warning. With a kit whose iOS SDK is 26 or later it
# also compiles the example apps, and the Apple-facing code of the DocC articles, the README and
# the doc comments' examples (extracted by Scripts/check-snippets.sh, which says how), in the
# settings of a new Xcode 26 app target (default isolation `MainActor`, approachable
# concurrency), the articles and examples in the package's own settings too: each as an app's
# module (no package name), with warnings as errors.
#
# Usage: Scripts/typecheck-apple.sh               compile every unit below for iOS and macOS
#        Scripts/typecheck-apple.sh --self-check  also prove the check bites: plant a type error
#                                                 in a copy of each Apple-facing file in turn, and
#                                                 API errors (a wrong argument label, an API newer
#                                                 than the deployment target) in each adapter
#                                                 target; fail unless every one is reported
#        Scripts/typecheck-apple.sh --symbol-graphs DIR
#                                                 the SwiftUI, UIKit and entry-point adapters' symbol graphs
#                                                 for iOS into DIR (for Scripts/docs.sh)
#
# Environment: APPLE_SDK (default: ../shared/apple-sdk-26 beside the clone) is the kit, the folder
# holding `swiftc-apple`; APPLE_SDK_CACHE (default: .build-apple-sdk-MAJOR, MAJOR the kit's iOS
# SDK's, so that two kits never share one) its module cache, out of git.
# SKIP_APPLE_SDK_CHECKS, set to a reason, skips the check where the SDKs cannot be (the GitHub
# workflow's Linux job, whose macOS job compiles with Xcode instead); without it, missing SDKs
# are an error.
#
# How: each unit is compiled as one module by `swiftc-apple`, in dependency order, for each of its
# platforms; the modules it imports are the ones compiled before it here, never a Linux build.
# `-emit-sil` runs the type-checker and the SIL diagnostics (region-based isolation, definite
# initialization). With the iOS 17.0 kit, a file that imports `os` interpolates into `os.Logger`
# messages, which those patched SDKs cannot fold (their README's known limit): such a file is
# type-checked (`-typecheck`) with its unit, and left out of the unit's `-emit-sil`; the iOS 26.2
# kit compiles it through `-emit-sil` with the rest.
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
sdk=${APPLE_SDK:-$(cd .. && pwd)/shared/apple-sdk-26}
if [[ ! -x "$sdk/swiftc-apple" ]]; then
  echo "error: Apple's SDKs were not found: $sdk/swiftc-apple is missing." >&2
  echo "  Put the apple-sdk-26 folder of the shared material beside this clone (../shared/apple-sdk-26)," >&2
  echo "  or set APPLE_SDK to the folder that holds swiftc-apple." >&2
  exit 1
fi
# The kit's SDKs, by their folders' names: iPhoneOS26.2.sdk, MacOSX15.5.sdk.
ios_sdk=$(cd "$sdk" && ls -d iPhoneOS*.sdk | head -n 1)
macos_sdk=$(cd "$sdk" && ls -d MacOSX*.sdk | head -n 1)
ios_version=${ios_sdk#iPhoneOS} && ios_version=${ios_version%.sdk}
macos_version=${macos_sdk#MacOSX} && macos_version=${macos_version%.sdk}
ios_major=${ios_version%%.*}
kit_name="iOS $ios_version and macOS $macos_version"
cache=${APPLE_SDK_CACHE:-$PWD/.build-apple-sdk-$ios_major}
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
  "CoordinatorsDiagnostics Sources/CoordinatorsDiagnostics ios,macos"
  "CoordinatorsTerminal Sources/CoordinatorsTerminal ios,macos"
  "CoordinatorsSwiftUI Sources/CoordinatorsSwiftUI ios,macos"
  "CoordinatorsUIKit Sources/CoordinatorsUIKit ios,macos"
  "CoordinatorsEntryPoints Sources/CoordinatorsEntryPoints ios,macos"
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
# the unit, the framework, the line, and the messages the SDK may answer with (one of them: an
# iOS 17 SDK has no iOS 18 API at all, a later one has it with its availability). Each names an
# API as a developer might misremember it, or one newer than the deployment target: a stub that
# declared it so would have compiled it.
api_errors=(
  "CoordinatorsSwiftUI|SwiftUI|@MainActor private func plantedAPIError() -> some View { Text(\"x\").sheet(isPresented: .constant(true), onDismissal: {}) { Text(\"y\") } }|incorrect argument label in call (have 'isPresented:onDismissal:_:', expected 'isPresented:onDismiss:_:')"
  "CoordinatorsSwiftUI|SwiftUI|@MainActor private func plantedAPIError(_ id: Namespace.ID) -> some View { Text(\"x\").navigationTransition(.zoom(sourceID: 1, in: id)) }|value of type 'Text' has no member 'navigationTransition'|'navigationTransition' is only available in iOS 18.0 or newer"
  "CoordinatorsUIKit|UIKit|@MainActor private func plantedAPIError(_ c: UINavigationController) { c.pushViewController(c, animation: true) }|incorrect argument label in call (have '_:animation:', expected '_:animated:')"
  "CoordinatorsUIKit|UIKit|@MainActor private func plantedAPIError(_ c: UITabBarController) { c.mode = .tabSidebar }|value of type 'UITabBarController' has no member 'mode'|'mode' is only available in iOS 18.0 or newer"
  "CoordinatorsEntryPoints|AppIntents|private func plantedAPIError(_ a: NSUserActivity) { _ = a.appEntityIdentifier }|value of type 'NSUserActivity' has no member 'appEntityIdentifier'|'appEntityIdentifier' is only available in iOS 18.2 or newer"
)
# The frameworks a file may import that not every kit holds (the iOS 17.0 kit has no App Intents
# nor CoreSpotlight): a file wholly inside `#if canImport(...)` of one compiles to nothing with a
# kit that lacks it, so nothing is planted there (the kit that has it checks the file).
entry_frameworks='AppIntents|CoreSpotlight|UserNotifications'
# kit_has FRAMEWORK: whether the kit's iOS or macOS SDK holds FRAMEWORK.
kit_has() {
  [[ -d "$sdk/$ios_sdk/System/Library/Frameworks/$1.framework" || -d "$sdk/$macos_sdk/System/Library/Frameworks/$1.framework" ]]
}
# The package's own settings, and those of a new Xcode 26 app target (default isolation
# `MainActor`, and the upcoming features that "Approachable Concurrency" turns on). The library's
# units are compiled with the package's name, as SwiftPM does; an app's code never is (its
# `package` names are out of its reach), so the articles and the example apps are compiled
# without it (`app_flags`, `xcode26_flags`), and the examples' feature modules with a package
# name of their own (`example_package`).
package_flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -warnings-as-errors -package-name swift_coordinators)
app_flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -warnings-as-errors)
xcode26_flags=(-swift-version 6 -warnings-as-errors -default-isolation MainActor
  -enable-upcoming-feature NonisolatedNonsendingByDefault -enable-upcoming-feature InferIsolatedConformances)
flags=("${package_flags[@]}")
# Where compile_unit puts a unit's module ("" for $scratch/PLATFORM/modules); the modules the units
# import are looked for there first, then in $scratch/PLATFORM/modules.
variant=""

has_platform() { [[ ",$1," == *",$2,"* ]]; }

# compile_unit PLATFORM MODULE FOLDER [-typecheck]: compiles FOLDER as MODULE for PLATFORM against
# the modules in $scratch/PLATFORM/modules; its own module goes there too (or into
# $scratch/PLATFORM/$variant/modules), for the units below it. With `-typecheck` (the
# self-check's planted copies) it only type-checks, emits nothing, and so never replaces a real
# module.
compile_unit() {
  local platform=$1 module=$2 folder=$3
  local modules=$scratch/$platform/modules own=$scratch/$platform/modules
  [[ -z $variant ]] || own=$scratch/$platform/$variant/modules
  local out=$own sil=$scratch/$platform/$variant/sil
  mkdir -p "$modules" "$out" "$sil"
  local files=() logging=() file
  while IFS= read -r file; do
    files+=("$file")
    # The iOS 17.0 kit's `os` cannot fold a log message (see the top of this file).
    [[ $ios_major -ge 18 ]] || ! grep -qE '^\s*import os\b' "$file" || logging+=("$file")
  done < <(find "$folder" -name '*.swift' | sort)
  [[ ${#files[@]} -gt 0 ]] || return 0
  local entry=()
  # An executable's `@main` needs no main.swift; everything else is a library.
  [[ -f "$folder/main.swift" ]] || entry=(-parse-as-library)
  local swiftc=("$sdk/swiftc-apple" "$platform" -wmo "${entry[@]}" -module-name "$module" "${flags[@]}" -I "$own" -I "$modules")
  if [[ ${4:-} == -typecheck ]]; then
    "${swiftc[@]}" -typecheck "${files[@]}"
    return
  fi
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
  # Each command's failure (a compiler crash too) ends the unit: the callers test the status
  # (`|| return 1`, `if`), which turns `set -e` off inside this function.
  "${swiftc[@]}" -typecheck "${files[@]}" || return 1
  "${swiftc[@]}" -emit-sil -o "$sil/$module.sil" "${rest[@]}" || return 1
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
  check_all ios CoordinatorsEntryPoints
  mkdir -p "$out"
  for module in CoordinatorsSwiftUI CoordinatorsUIKit CoordinatorsEntryPoints; do
    # The iOS 17.0 kit's SwiftUI is prebuilt from its interface into the cache's `prebuilt`.
    prebuilt=()
    [[ ! -d $APPLE_SDK_CACHE/ios/prebuilt ]] || prebuilt=(-I "$APPLE_SDK_CACHE/ios/prebuilt")
    swift-symbolgraph-extract -module-name "$module" -target arm64-apple-ios17.0 \
      -sdk "$sdk/$ios_sdk" -resource-dir "$APPLE_SDK_CACHE/ios/resource" \
      -module-cache-path "$APPLE_SDK_CACHE/ios/modules" "${prebuilt[@]}" \
      -I "$scratch/ios/modules" -minimum-access-level public -emit-extension-block-symbols -include-spi-symbols \
      -skip-synthesized-members -experimental-allowed-reexported-modules=None -output-dir "$out"
  done
  exit 0
fi
check_all
echo "ok: every unit compiles against Apple's $kit_name SDKs ($((SECONDS - start)) s)"

# Xcode 26's defaults, with an SDK of Xcode 26 or later: the example apps, and the Apple-facing
# code of the articles, the README and the doc comments' examples, compiled as in a new Xcode 26
# app target, against the library as the package builds it (the modules above); the articles and
# examples in the package's settings too, all with warnings as errors (an example uses what it
# makes, as an app does). Each in its own folder of modules, so that the package's examples stay
# the ones above.
# For iOS only, every example (the Mac and terminal apps compile for iOS too): the kit's macOS SDK
# is Xcode 16.4's, whose standard library predates Swift 6.2's `SendableMetatype`, so that there
# a conformance to a protocol that refines `Sendable` (a `Route`) is inferred main-actor
# isolated, which Xcode 26 never does.
# The examples in the layout the docs recommend (Multi-module apps): an app target (the
# `.swiftpm` apps' App folders, the Mac app), without a package name, imports a local package of
# its own that holds the flows and their views (`ShapesFlows` and `ShapesSwiftUI`), so that a
# view factory's conformance (`extension ShapesCoordinator: ViewCoordinator`) is not
# retroactive: with warnings as errors, as everything here.
example_package() {
  case $1 in
    ShapesiOS | ShapesMac | TabsiOS) ;;
    Shapes*) echo "-package-name shapes_example" ;;
    Tabs*) echo "-package-name tabs_example" ;;
  esac
}
if [[ $ios_major -ge 26 ]]; then
  variant=xcode26
  for unit in "${units[@]}"; do
    read -r module folder platforms <<<"$unit"
    [[ $folder == Examples/* ]] || continue
    # shellcheck disable=SC2207 # two words or none
    flags=("${xcode26_flags[@]}" $(example_package "$module"))
    echo "== $module (ios, Xcode 26's defaults)"
    compile_unit ios "$module" "$folder"
  done
  Scripts/check-snippets.sh --extract "$scratch/snippets"
  articles=0
  for file in "$scratch"/snippets/apple/*.swift; do
    [[ -f $file ]] || continue
    name=$(basename "$file" .swift)
    articles=$((articles + 1))
    for variant in snippets-package snippets-xcode26; do
      flags=("${app_flags[@]}")
      [[ $variant == snippets-xcode26 ]] && flags=("${xcode26_flags[@]}")
      mkdir -p "$scratch/ios/$variant/$name"
      cp "$file" "$scratch/ios/$variant/$name/main.swift"
      echo "== the code of $name (ios, ${variant#snippets-} settings)"
      compile_unit ios "Snippets${name//-/_}" "$scratch/ios/$variant/$name"
    done
  done
  variant=""
  flags=("${package_flags[@]}")
  echo "ok: the example apps compile in Xcode 26's defaults, and the $articles Apple-facing programs of the articles and doc comments in" \
    "those and in the package's language settings, all as an app's modules ($((SECONDS - start)) s)"
fi
[[ "${1:-}" == "--self-check" ]] || exit 0

# The self-check. A copy of a unit's folder gets one planted line: inside the file's
# `#if canImport(...)` block when it has one (just before its last `#endif`), else at its end.
# The unit is type-checked again for each of its platforms (the units above it are already built);
# at least one must report that very line with the expected message. One line a copy: with
# several planted lines in one module, which of them Swift 6.3.1 reported changed from run to
# run (three to six of 19 in the SwiftUI adapter went unreported).
echo "== self-check"
copy=$scratch/self-check
failures=0
checked=0
# plant UNIT-LINE FILE LINE MESSAGES: plants LINE into FILE of the unit, reports whether caught
# (MESSAGES: the messages that count, separated by `|`).
plant() {
  local module=$2 folder=$3 platforms=$4 file=$5 line=$6 message=$7 expected=() one
  IFS='|' read -r -a list <<<"$message"
  for one in "${list[@]}"; do expected+=(-e "error: $one"); done
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
    if output=$(compile_unit "$platform" "$module" "$copy" -typecheck 2>&1); then continue; fi
    if grep -F "${expected[@]}" <<<"$output" | grep -qF "$relative:"; then
      caught=1
      break
    fi
  done
  checked=$((checked + 1))
  if [[ $caught == 1 ]]; then
    echo "caught: $file: ${message//|/ (or) }"
  else
    echo "NOT CAUGHT: the line planted in $file was not reported: $line" >&2
    failures=$((failures + 1))
  fi
}
type_error='private let plantedTypeError: Int = "this string is not an Int"'
type_message="cannot convert value of type 'String' to specified type 'Int'"
# Every file that imports an Apple UI framework, os, or a framework of the system's entry points
# gets the type error (unless the kit lacks that framework).
for unit in "${units[@]}"; do
  read -r module folder platforms <<<"$unit"
  while IFS= read -r file; do
    if grep -qE "^\s*import (SwiftUI|UIKit|AppKit|os|$entry_frameworks)\b" "$file"; then
      missing_framework=""
      for framework in $(grep -oE "^\s*import ($entry_frameworks)\b" "$file" | awk '{print $2}'); do
        kit_has "$framework" || missing_framework=$framework
      done
      if [[ -n $missing_framework ]]; then
        echo "skipped: $file imports $missing_framework, which the $kit_name kit does not hold"
        continue
      fi
      plant "$unit" "$module" "$folder" "$platforms" "$file" "$type_error" "$type_message"
    fi
  done < <(find "$folder" -name '*.swift' | sort)
done
# Each adapter target gets its API error.
for entry in "${api_errors[@]}"; do
  IFS='|' read -r name framework line message <<<"$entry"  # the last takes the rest: every message
  for unit in "${units[@]}"; do
    read -r module folder platforms <<<"$unit"
    [[ $module == "$name" ]] || continue
    if ! kit_has "$framework"; then
      echo "skipped: the API error of $name needs $framework, which the $kit_name kit does not hold"
      continue
    fi
    file=$(grep -lE "^\s*import $framework\b" $(find "$folder" -name '*.swift' | sort) | head -n 1)
    plant "$unit" "$module" "$folder" "$platforms" "$file" "$line" "$message"
  done
done
# An example compiled as an app's module cannot reach the library's `package` names.
if [[ $ios_major -ge 26 ]]; then
  variant=xcode26
  # shellcheck disable=SC2207 # two words
  flags=("${xcode26_flags[@]}" $(example_package ShapesSwiftUI))
  file=$(grep -lE '^\s*import SwiftUI\b' $(find Examples/Shapes/SwiftUI -name '*.swift' | sort) | head -n 1)
  plant "" ShapesSwiftUI Examples/Shapes/SwiftUI ios "$file" \
    '@MainActor private func plantedPackageUse(_ navigator: Navigator) -> Int { navigator.state.modals.count }' \
    "'modals' is inaccessible due to 'package' protection level"
  variant=""
  flags=("${package_flags[@]}")
fi
rm -rf "$copy"
if [[ $failures -gt 0 ]]; then
  echo "FAILED: $failures of $checked planted errors went unreported" >&2
  exit 1
fi
echo "ok: all $checked planted errors were reported ($((SECONDS - start)) s in all)"
