#!/usr/bin/env bash
# Renders a navigation map written as Graphviz DOT (`NavigationMap.diagram(.dot)`, or `:map dot`
# in a terminal example) to SVG with Graphviz's `dot`, installing Graphviz when it is missing.
#
# Usage: Scripts/render-map.sh MAP.dot [OUT.svg]   writes OUT.svg (default: MAP.svg beside MAP.dot)
#        Scripts/render-map.sh --check             checks that `dot` reads every map in docs/maps/
#                                                  without an error or a warning, and that it
#                                                  refuses a broken one (run by .ci/run)
#
# Graphviz: on Debian and Ubuntu the script runs `apt-get update && apt-get install -y graphviz`
# (as root, or through sudo). Elsewhere install it yourself and run the script again: macOS
# `brew install graphviz`, Fedora `dnf install graphviz`, Alpine `apk add graphviz`, Windows
# `winget install graphviz`.
set -euo pipefail
cd "$(dirname "$0")/.."

ensure_dot() {
  command -v dot >/dev/null 2>&1 && return 0
  if command -v apt-get >/dev/null 2>&1; then
    local sudo=()
    [[ $(id -u) -eq 0 ]] || sudo=(sudo)
    echo "Graphviz is missing: installing it with apt-get" >&2
    "${sudo[@]}" apt-get update -qq >&2 && "${sudo[@]}" apt-get install -y -qq graphviz >&2
  fi
  if ! command -v dot >/dev/null 2>&1; then
    echo "error: Graphviz's dot is not installed; install Graphviz (macOS: brew install graphviz;" >&2
    echo "       Fedora: dnf install graphviz; Alpine: apk add graphviz) and run this again" >&2
    exit 1
  fi
}

# render IN OUT: IN as SVG into OUT; fails when dot reports an error or a warning.
render() {
  local in=$1 out=$2 messages
  if ! messages=$(dot -Tsvg -o "$out" "$in" 2>&1) || [[ -n "$messages" ]]; then
    echo "error: dot did not read $in cleanly:" >&2
    echo "$messages" >&2
    return 1
  fi
}

case "${1:-}" in
  "" | -h | --help)
    sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'
    [[ -n "${1:-}" ]] && exit 0 || exit 64
    ;;
  --check)
    ensure_dot
    shopt -s nullglob
    maps=(docs/maps/*.dot)
    if [[ ${#maps[@]} -eq 0 ]]; then
      echo "error: no map in docs/maps/ to check" >&2
      exit 1
    fi
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    failed=0
    # The check bites: a label whose quote is not escaped must be refused.
    printf 'digraph broken {\n  n0 [label="say "hi""];\n}\n' >"$scratch/broken.dot"
    if render "$scratch/broken.dot" "$scratch/broken.svg" 2>/dev/null; then
      echo "error: dot accepted a map with an unescaped quote: the check cannot tell" >&2
      failed=1
    fi
    for map in "${maps[@]}"; do
      if render "$map" "$scratch/$(basename "$map" .dot).svg"; then
        echo "ok: dot reads $map"
      else
        failed=1
      fi
    done
    exit $failed
    ;;
  *)
    in=$1
    out=${2:-${in%.dot}.svg}
    [[ -f "$in" ]] || { echo "error: no such file: $in" >&2; exit 66; }
    ensure_dot
    render "$in" "$out"
    echo "wrote $out"
    ;;
esac
