#!/usr/bin/env bash
# Type-checks the Apple-only code (the SwiftUI and UIKit adapters, the Apple example apps) on a
# machine without SwiftUI or UIKit, against the stub modules in Tools/AppleStubs, and exits
# non-zero on any error or warning.
#
# Usage: Scripts/typecheck-apple.sh               type-check every unit below
#        Scripts/typecheck-apple.sh --self-check  also prove the check bites: plant a type error
#                                                 in a copy of each file in turn; fail unless
#                                                 every planted error is reported
#
# How: stub modules named SwiftUI and UIKit, found on the include path, make
# `#if canImport(SwiftUI)` true, so the guarded files really compile (to object code, so the
# checks that run after type-checking, such as region-based isolation, run too). Each unit is
# compiled in two configurations:
#   ios    SwiftUI and UIKit stubs: what an iPhone build sees (`canImport(UIKit)` true)
#   macos  the SwiftUI stub alone:  what a Mac build sees (`canImport(UIKit)` false)
# `os(iOS)` and `os(macOS)` stay false here, which is why the adapters guard iOS-only API with
# `#if canImport(UIKit)`. The package modules a unit imports (Coordinators, ShapesFlows, ...)
# come from an ordinary SwiftPM build in .build-apple/spm.
#
# Availability (`@available`, `if #available`) is not checked: the stubs carry Apple's
# attributes, but this compiler targets Linux, where they do not apply. docs/Adapters.md lists
# every Apple API the adapters use with its availability; the macOS job of
# .github/workflows/ci.yml builds for real.
set -euo pipefail
cd "$(dirname "$0")/.."

# The units to check, compiled in this order (a unit may import the units above it):
#   MODULE  SOURCE-FOLDER  CONFIGURATIONS  PACKAGE-TARGETS-IT-IMPORTS (none for the app entries)
# (each unit in its own line; the example apps' `.swiftpm` app packages are checked by their App/
# folders, as their manifests need Xcode's AppleProductTypes)
# A folder inside a package target (Sources/TARGET/...) that the unit lists as imported is part
# of that target: it is compiled as a module of its own that re-exports the built TARGET (a
# generated `@_exported import TARGET`), so its files may use TARGET's public and package API
# without importing it, as they do in the real build.
units=(
  "CoordinatorsSwiftUI Sources/CoordinatorsSwiftUI ios,macos Coordinators"
  "ShapesSwiftUI Examples/Shapes/SwiftUI ios,macos ShapesFlows"
  "ShapesMac Examples/Shapes/Mac macos"
  "ShapesiOS Examples/Shapes/iOS/Shapes.swiftpm/App ios"
  "CoordinatorsUIKit Sources/CoordinatorsUIKit ios Coordinators"
  "SwiftUIHostReading Tests/Support/SwiftUIHostReading ios,macos"
  "CoordinatorsSwiftUIAppleTests Tests/CoordinatorsSwiftUIAppleTests ios CoordinatorsTesting"
  "CoordinatorsUIKitAppleTests Tests/CoordinatorsUIKitAppleTests ios CoordinatorsTesting"
  "TabsUIKit Examples/Tabs/UIKit ios TabsFlows"
  "TabsiOS Examples/Tabs/iOS/Tabs.swiftpm/App ios"
  "CoordinatorsOSLog Sources/Coordinators/Diagnostics/OSLog ios,macos Coordinators"
)
# The stub modules, built in this order, and the configurations that have each.
stubs=(
  "os ios,macos"
  "UIKit ios"
  "SwiftUI ios,macos"
)
# `-enable-testing`, as in a debug build, lets the window tests `@testable import` the adapter.
flags=(-swift-version 6 -enable-upcoming-feature ExistentialAny -warnings-as-errors -Onone -enable-testing)

scratch=.build-apple
selfcheck=0
[[ "${1:-}" == "--self-check" ]] && selfcheck=1

# Files that import SwiftUI, UIKit or os must be wholly inside `#if canImport(...)`: the guard must
# open in the first 8 lines.
guards_ok=1
for unit in "${units[@]}"; do
  read -r _ folder _ _ <<<"$unit"
  [[ -d "$folder" ]] || continue
  while IFS= read -r file; do
    if grep -qE '^\s*import (SwiftUI|UIKit|os)\b' "$file" && ! head -n 8 "$file" | grep -qE '^#if canImport\('; then
      echo "error: $file imports SwiftUI, UIKit or os outside an '#if canImport(...)' in its first 8 lines" >&2
      guards_ok=0
    fi
  done < <(find "$folder" -name '*.swift' | sort)
done
[[ $guards_ok == 1 ]] || exit 1

echo "== package modules"
targets=()
for unit in "${units[@]}"; do
  read -r _ _ _ deps <<<"$unit"
  IFS=, read -r -a list <<<"$deps"
  targets+=("${list[@]}")
done
for target in $(printf '%s\n' "${targets[@]}" | sort -u); do
  swift build --quiet --scratch-path "$scratch/spm" --target "$target"
done
package_modules="$(swift build --scratch-path "$scratch/spm" --show-bin-path)/Modules"
# SwiftPM's package name for `package` access: the package identity with '-' as '_'.
package_name=swift_coordinators

has_config() { [[ ",$1," == *",$2,"* ]]; }

# build_stubs CONFIG: the stub modules of CONFIG into $scratch/CONFIG/stubs.
build_stubs() {
  local config=$1 out=$scratch/$1/stubs
  rm -rf "$out" && mkdir -p "$out"
  local entry module configs
  for entry in "${stubs[@]}"; do
    read -r module configs <<<"$entry"
    has_config "$configs" "$config" || continue
    swiftc -emit-module -parse-as-library -module-name "$module" -I "$out" \
      -swift-version 5 \
      -emit-module-path "$out/$module.swiftmodule" Tools/AppleStubs/"$module"/*.swift
  done
}

# part_of FOLDER DEPS: the package target among DEPS (comma-separated) whose sources hold FOLDER,
# or nothing.
part_of() {
  local folder=$1 deps=$2 dep
  IFS=, read -r -a list <<<"$deps"
  for dep in "${list[@]}"; do
    [[ -n "$dep" && "$folder" == "Sources/$dep/"* ]] && { echo "$dep"; return; }
  done
  return 0
}

# compile_unit CONFIG MODULE FOLDER [TARGET]: compiles every Swift file of FOLDER as MODULE
# against the stubs and the package modules, re-exporting the package target TARGET when FOLDER
# is part of it; the module goes to $scratch/CONFIG/modules for later units.
compile_unit() {
  local config=$1 module=$2 folder=$3 target=${4:-}
  local modules=$scratch/$config/modules objects=$scratch/$config/objects
  mkdir -p "$modules" "$objects"
  local files=()
  while IFS= read -r file; do files+=("$file"); done < <(find "$folder" -name '*.swift' | sort)
  [[ ${#files[@]} -gt 0 ]] || return 0
  if [[ -n "$target" ]]; then
    mkdir -p "$scratch/$config/preludes"
    echo "@_exported import $target" >"$scratch/$config/preludes/$module.swift"
    files+=("$scratch/$config/preludes/$module.swift")
  fi
  local entry=()
  # An executable's `@main` needs no main.swift; everything else is a library.
  [[ -f "$folder/main.swift" ]] || entry=(-parse-as-library)
  swiftc -c -wmo "${entry[@]}" -module-name "$module" -package-name "$package_name" \
    "${flags[@]}" -I "$scratch/$config/stubs" -I "$modules" -I "$package_modules" \
    -emit-module -emit-module-path "$modules/$module.swiftmodule" \
    -o "$objects/$module.o" "${files[@]}"
}

# check_all: every unit in every configuration; returns non-zero on the first failure.
check_all() {
  local config unit module folder configs deps
  for config in ios macos; do
    build_stubs "$config"
    rm -rf "$scratch/$config/modules"
    for unit in "${units[@]}"; do
      read -r module folder configs deps <<<"$unit"
      has_config "$configs" "$config" || continue
      [[ -d "$folder" ]] || { echo "note: $folder does not exist yet; skipped"; continue; }
      echo "== $module ($config)"
      compile_unit "$config" "$module" "$folder" "$(part_of "$folder" "$deps")" || return 1
    done
  done
}

check_all
echo "ok: the Apple-only sources type-check against the stubs"
[[ $selfcheck == 1 ]] || exit 0

# The self-check: a copy of each file gets a line that cannot type-check, inside its
# `#if canImport(...)` block when it has one (just before the file's last `#endif`); the unit
# holding the copy is compiled in each of its configurations, and at least one must report
# that very line.
echo "== self-check"
planted='private let plantedTypeError: Int = "this string is not an Int"'
copy=$scratch/self-check
failures=0
checked=0
for unit in "${units[@]}"; do
  read -r module folder configs deps <<<"$unit"
  [[ -d "$folder" ]] || continue
  target=$(part_of "$folder" "$deps")
  while IFS= read -r file; do
    relative=${file#"$folder"/}
    rm -rf "$copy" && mkdir -p "$copy" && cp -R "$folder"/. "$copy"/
    target=$copy/$relative
    last_endif=$(grep -n '^#endif' "$target" | tail -n 1 | cut -d: -f1 || true)
    if head -n 8 "$target" | grep -q '^#if' && [[ -n "$last_endif" ]]; then
      sed -i "${last_endif}i $planted" "$target"
    else
      printf '\n%s\n' "$planted" >>"$target"
    fi
    caught=0
    IFS=, read -r -a list <<<"$configs"
    for config in "${list[@]}"; do
      if output=$(compile_unit "$config" "$module" "$copy" "$target" 2>&1); then continue; fi
      if grep -q "$relative:[0-9]*:[0-9]*: error: cannot convert value of type 'String' to specified type 'Int'" \
        <<<"$output"; then
        caught=1
        break
      fi
    done
    checked=$((checked + 1))
    if [[ $caught == 1 ]]; then
      echo "caught: $file"
    else
      echo "NOT CAUGHT: an error planted in $file was not reported: is it compiled at all?" >&2
      failures=$((failures + 1))
    fi
  done < <(find "$folder" -name '*.swift' | sort)
done
rm -rf "$copy"
# Put the real modules back for anything that runs after.
check_all >/dev/null
if [[ $failures -gt 0 ]]; then
  echo "FAILED: $failures of $checked planted errors went unreported" >&2
  exit 1
fi
echo "ok: all $checked planted errors were reported"
