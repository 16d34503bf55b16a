#!/usr/bin/env python3
"""Finds views whose private `@State` leans on a synthesized memberwise initializer.

A struct that declares `@State private var isShown = false` and stored properties that need
arguments gets its memberwise initializer from the compiler. Swift has long let a property
wrapper with an initial value stay out of that initializer's access level, but SDK 27 makes
`@State` a macro and Swift 6.4 (Xcode 27) changes the rules for private initialized properties
(https://github.com/swiftlang/swift-evolution/blob/main/proposals/0502-exclude-private-from-memberwise-init.md):
apps saw the synthesized initializer turn `private`
(https://github.com/skiptools/skip-kit/issues/42) and builds fail
(https://github.com/Esri/arcgis-maps-sdk-swift-toolkit/pull/1499). So each such struct declares
its initializer, in the file that declares the state: an initializer in another file cannot set
a `private` wrapper, and Swift 6.4 fails to link one in Debug builds
(https://github.com/swiftlang/swift/issues/91700, https://github.com/exyte/Chat/pull/302).

Usage: state-initializers.py FILE...       exits 1 when it finds any, printing FILE:LINE: message
       state-initializers.py --self-check   runs the planted cases below
"""
import importlib.util
import os
import re
import sys

_spec = importlib.util.spec_from_file_location(
    "conditional_modifiers", os.path.join(os.path.dirname(os.path.abspath(__file__)), "conditional-modifiers.py"))
_module = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_module)
strip = _module.strip  # comments and string contents blanked, lines and offsets kept

TYPE = re.compile(r"\b(struct|extension)\s+([A-Za-z_][A-Za-z0-9_.]*)[^{;]*\{")
PRIVATE_STATE = re.compile(r"@State\s+(private|fileprivate)\s+var\s+\w+[^{]*$")
STORED = re.compile(
    r"^\s*(?:@[A-Za-z_]\w*(?:\([^)]*\))?\s+)*(?:(?:public|package|internal)\s+)?(?:let|var)\s+\w+\s*:\s*([^={]*)$")
INIT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|nonisolated)\s+)*init[?!]?\s*[(<]")


def body_lines(text, open_brace):
    """The lines of the body that opens at `open_brace`, at its own depth only, with their numbers."""
    depth, start, lines = 0, open_brace, []
    line_start = text.rfind("\n", 0, open_brace) + 1
    current, number = [], text.count("\n", 0, open_brace) + 1
    for i in range(open_brace, len(text)):
        c = text[i]
        if c == "{":
            depth += 1
            if depth == 2:
                current.append("{")  # a nested body shows as `{}`: a computed property, a method
            if depth <= 2:
                continue
        elif c == "}":
            depth -= 1
            if depth == 1:
                current.append("}")
            if depth <= 1:
                if depth == 0:
                    break
                continue
        if c == "\n":
            if current:
                lines.append((number, "".join(current)))
            current, number = [], number + 1
        elif depth == 1:
            current.append(c)
    return lines


def declarations(path, text):
    """(kind, name, line, body lines) for each struct and extension of the file."""
    clean = strip(text)
    for match in TYPE.finditer(clean):
        line = clean.count("\n", 0, match.start()) + 1
        yield match.group(1), match.group(2).split(".")[-1], line, body_lines(clean, match.end() - 1)


def findings(files):
    """Each finding as (path, line, message), for `files` as {path: text}."""
    states = {}  # struct name -> (path, line, needs arguments, has init here)
    inits = []  # (path, line, name) of initializers in extensions
    for path, text in files.items():
        for kind, name, line, body in declarations(path, text):
            has_init = any(INIT.match(code) for _, code in body)
            if kind == "extension":
                if has_init:
                    inits.append((path, line, name))
                continue
            wrapped = [n for n, code in body if PRIVATE_STATE.search(code)]
            if not wrapped:
                continue
            needs = any(STORED.match(code) and not PRIVATE_STATE.search(code) for _, code in body)
            states[name] = [path, line, needs, has_init]
    for path, line, name in inits:
        if name in states and states[name][0] == path:
            states[name][3] = True
    result = []
    for path, line, name in inits:
        if name in states and states[name][0] != path:
            result.append((path, line, f"an initializer of `{name}` outside {states[name][0]}, which declares its "
                           "private state: it cannot set that state; declare it there"))
    for name, (path, line, needs, has_init) in states.items():
        if needs and not has_init:
            result.append((path, line, f"`{name}` has a private `@State` and no initializer of its own: newer "
                           "compilers make its memberwise initializer private; declare `init` in this file"))
    return sorted(result)


PLANTED = {
    "finds a view without an initializer": ({"A.swift": """
struct Appearing: View {
  let content: AnyView
  @State private var isShown = false
  var body: some View { content }
}
"""}, 1),
    "finds state beside an environment value": ({"A.swift": """
private struct Source: ViewModifier {
  let isActive: Bool
  @Environment(\\.scope) private var scope
  @State private var token = Token()
  func body(content: Content) -> some View { content }
}
"""}, 1),
    "passes other private wrappers and builders": ({"A.swift": """
struct Tabs: View {
  let model: Model
  @Environment(\\.scope) private var scope
  @ViewBuilder private var content: some View { EmptyView() }
  var body: some View { content }
}
"""}, 0),
    "finds an initializer in another file": ({"A.swift": """
struct Tabs: View {
  let model: Model
  @State private var stored = 0
  var body: some View { EmptyView() }
}
""", "B.swift": """
extension Tabs {
  init(other: Model) { self.model = other }
}
"""}, 2),
    "passes a view with its initializer": ({"A.swift": """
struct Appearing: View {
  let content: AnyView
  @State private var isShown = false
  init(content: AnyView) { self.content = content }
  var body: some View { content }
}
"""}, 0),
    "passes an initializer in an extension of the same file": ({"A.swift": """
struct Appearing: View {
  let content: AnyView
  @State private var isShown = false
  var body: some View { content }
}
extension Appearing {
  init(_ content: AnyView) { self.content = content }
}
"""}, 0),
    "passes a view whose every property has a value": ({"A.swift": """
struct Counter: View {
  @State private var count = 0
  var title: String { "t" }
  var body: some View { Text(title) }
}
"""}, 0),
    "passes state that is not private, and ignores comments": ({"A.swift": """
struct Shown: View {
  let content: AnyView
  @State var isShown = false
  // @State private var old = false
  var body: some View { content }
}
"""}, 0),
}


def self_check():
    failed = False
    for name, (files, expected) in PLANTED.items():
        got = findings(files)
        if len(got) != expected:
            print(f"self-check failed: {name}: {len(got)} findings, {expected} expected: {got}", file=sys.stderr)
            failed = True
    return failed


def main(argv):
    if argv == ["--self-check"]:
        return 1 if self_check() else 0
    files = {}
    for path in argv:
        with open(path, encoding="utf-8") as handle:
            files[path] = handle.read()
    found = findings(files)
    for path, line, message in found:
        print(f"{path}:{line}: {message}", file=sys.stderr)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
