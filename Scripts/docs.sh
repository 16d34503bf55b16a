#!/usr/bin/env bash
# Builds the DocC documentation of the public modules, Coordinators, CoordinatorsDiagnostics,
# CoordinatorsTesting, CoordinatorsTerminal, CoordinatorsSwiftUI, CoordinatorsUIKit and
# CoordinatorsEntryPoints, with the toolchain's `docc`,
# and fails on any DocC warning (a broken symbol link, an ambiguous link in a doc comment, an
# article that collides with a symbol) or when a landing page's Topics leave a public symbol or
# an article out.
#
# Usage: Scripts/docs.sh [output-directory]
#   Writes MODULE.doccarchive for each module into the output directory (default:
#   .build-docs/archives). Set DOCC to use another docc binary.
#
# No package dependency is needed: the compiler emits the symbol graphs during a build in its
# own scratch directory (.build-docs), so the manifest and the main .build stay untouched.
# The build is clean every time, so no symbol graph is ever stale. The graph of Coordinators
# includes the symbols it re-exports from CoordinatorsCore, so one catalog covers both. An
# adapter re-exports Coordinators too, but documents only its own symbols: the terminal
# adapter's graph is extracted from the Linux build with re-exports left out, the SwiftUI and
# UIKit adapters' from an iOS compile against Apple's SDKs (Scripts/typecheck-apple.sh
# --symbol-graphs, which needs ../shared/apple-sdk-26), so that their views and UIKit classes are
# documented.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
out=${1:-$scratch/archives}
graphs=$scratch/symbol-graphs

if [[ -z "${DOCC:-}" ]]; then
  if command -v docc >/dev/null 2>&1; then
    DOCC=$(command -v docc)
  elif command -v xcrun >/dev/null 2>&1; then
    DOCC=$(xcrun --find docc)
  else
    # docc ships next to the swift driver in Linux toolchains.
    DOCC="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
  fi
fi
if [[ ! -x "$DOCC" ]]; then
  echo "error: docc not found; install a Swift 6.1 or later toolchain or set DOCC" >&2
  exit 1
fi

start=$SECONDS

echo "== symbol graphs"
rm -rf "$scratch"
# Building CoordinatorsTesting builds CoordinatorsCore, Coordinators and CoordinatorsDiagnostics
# too (Diagnostics re-exports nothing, so its graph holds its own symbols only). Extension block
# symbols let DocC show CoordinatorsTesting's extension of Navigator.
for target in CoordinatorsTesting CoordinatorsTerminal; do
  swift build --quiet --scratch-path "$scratch" --target "$target" \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$graphs/all" \
    -Xswiftc -emit-extension-block-symbols \
    -Xswiftc -include-spi-symbols
done

# adapter MODULE: replaces MODULE's graph with one of its own symbols only (an allow-list of
# re-exported modules that names none of them).
adapter() {
  local module=$1
  local modules triple
  modules="$(swift build --scratch-path "$scratch" --show-bin-path)/Modules"
  triple=$(swiftc -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -n 1)
  local sdk=()
  if command -v xcrun >/dev/null 2>&1; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi
  rm -f "$graphs/all/$module.symbols.json" "$graphs/all/$module@"*.symbols.json
  swift symbolgraph-extract -module-name "$module" -target "$triple" "${sdk[@]}" -I "$modules" \
    -minimum-access-level public -emit-extension-block-symbols -include-spi-symbols \
    -experimental-allowed-reexported-modules=None \
    -output-dir "$graphs/all"
}
adapter CoordinatorsTerminal
# The SwiftUI, UIKit and entry-point adapters as an iPhone build sees them, views, UIKit classes
# and App Intents included (on Linux their files inside `#if canImport(...)` compile to nothing):
# compiled and extracted against Apple's iOS 26.2 SDK by the Apple check.
# Without the SDKs (SKIP_APPLE_SDK_CHECKS set) their catalogs are not built.
adapters=(CoordinatorsSwiftUI CoordinatorsUIKit CoordinatorsEntryPoints)
if [[ -n "${SKIP_APPLE_SDK_CHECKS:-}" ]]; then
  echo "note: SKIP_APPLE_SDK_CHECKS is set: the SwiftUI and UIKit catalogs are not built"
  adapters=()
else
  Scripts/typecheck-apple.sh --symbol-graphs "$PWD/$graphs/all"
fi

# The host-authoring API (`@_spi(Hosts)`: the session, steps, signals, holds, the watchdog, the
# conformance bench) is documented with the rest; the package's own test hooks
# (`@_spi(Testing)`, for its tests, fuzzer and benchmarks) are not. The graphs mark every SPI
# symbol alike (`"spi": true`, no group), so a symbol is dropped when `@_spi(Testing)` is on its
# declaration's line or the line above, or on a type it is a member of.
python3 - "$graphs/all" <<'EOF_PY'
import glob, json, sys

sources = {}


def testing_spi(symbol):
    location = symbol.get("location")
    if not symbol.get("spi") or not location:
        return False
    path = location["uri"].removeprefix("file://")
    if path not in sources:
        try:
            sources[path] = open(path).read().split("\n")
        except OSError:
            sources[path] = []
    line = location["position"]["line"]
    return any("@_spi(Testing)" in text for text in sources[path][max(0, line - 1) : line + 1])


for path in glob.glob(f"{sys.argv[1]}/*.symbols.json"):
    graph = json.load(open(path))
    dropped = {s["identifier"]["precise"] for s in graph["symbols"] if testing_spi(s)}
    parents = {r["source"]: r["target"] for r in graph["relationships"] if r["kind"] == "memberOf"}
    for symbol in graph["symbols"]:
        parent = parents.get(symbol["identifier"]["precise"])
        while parent is not None and parent not in dropped:
            parent = parents.get(parent)
        if parent is not None:
            dropped.add(symbol["identifier"]["precise"])
    if not dropped:
        continue
    graph["symbols"] = [s for s in graph["symbols"] if s["identifier"]["precise"] not in dropped]
    graph["relationships"] = [
        r for r in graph["relationships"] if r["source"] not in dropped and r["target"] not in dropped
    ]
    json.dump(graph, open(path, "w"))
EOF_PY

mkdir -p "$out"
failed=0

# convert MODULE: converts Sources/MODULE/Documentation.docc with MODULE's symbol graphs.
convert() {
  local module=$1
  local catalog=Sources/$module/Documentation.docc
  local moduleGraphs=$graphs/$module
  local archive=$out/$module.doccarchive
  echo "== $module"
  mkdir -p "$moduleGraphs"
  # MODULE.symbols.json, and MODULE@Other.symbols.json for its extensions of other modules.
  cp "$graphs/all/$module.symbols.json" "$moduleGraphs/"
  shopt -s nullglob
  local extension
  for extension in "$graphs/all/$module@"*.symbols.json; do cp "$extension" "$moduleGraphs/"; done
  shopt -u nullglob

  rm -rf "$archive"
  if ! "$DOCC" convert "$catalog" \
    --additional-symbol-graph-dir "$moduleGraphs" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "swift-coordinators.$module" \
    --output-path "$archive" \
    --warnings-as-errors; then
    echo "FAILED: docc reported warnings for $module (above)" >&2
    failed=1
    return
  fi

  # DocC files every symbol or article that no Topics section lists under a generated group
  # of the landing page; the landing page's own Topics must list them all.
  local landing
  landing=$archive/data/documentation/$(echo "$module" | tr '[:upper:]' '[:lower:]').json
  if [[ ! -f "$landing" ]]; then
    echo "FAILED: $module has no landing page at $landing" >&2
    failed=1
  elif grep -q '"generated" *: *true' "$landing"; then
    echo "FAILED: the Topics of $catalog/$module.md leave out some symbols or articles;" >&2
    echo "        open $archive and look for the groups DocC added at the end of the page" >&2
    failed=1
  else
    echo "ok: $archive"
  fi
}

convert Coordinators
convert CoordinatorsDiagnostics
convert CoordinatorsTesting
convert CoordinatorsTerminal
for module in "${adapters[@]}"; do convert "$module"; done

echo "== done in $((SECONDS - start)) s"
exit $failed
