#!/usr/bin/env python3
"""Finds conditional view modifiers in Swift files, and prints each as FILE:LINE: message.

A conditional modifier is an `if`/`else` or a `switch` one of whose branches is a view as it is
(a bare name: `self`, `content`) while another branch uses that same view modified
(`content.modifier(...)`, `modify(self, value)`). SwiftUI builds such a branch into
`_ConditionalContent`: when the condition flips, the view in the other branch is a new view, and
every piece of `@State`, focus and scroll position inside it is lost
(https://www.objc.io/blog/2021/08/24/conditional-view-modifiers/). Pass the value to the
modifier instead, unconditionally.

A branch on `#available` alone is allowed: the OS version does not change while the app runs.
A branch whose first line carries the comment `// fixed for the view's life: <why>` is allowed:
its condition cannot change while the view lives (the reason must be stated, and reviewed).

Usage: conditional-modifiers.py FILE...            exits 1 when it finds any
       conditional-modifiers.py --self-check        runs the planted cases below
"""
import re
import sys

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
KEYWORDS = {"nil", "true", "false", "break", "return", "fallthrough", "continue", "if"}
ALLOW = "// fixed for the view's life:"


def strip(text):
    """The text with comments and string contents blanked, lines and offsets kept."""
    out = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append("".join(ch if ch == "\n" else " " for ch in text[i:j]))
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('"' + " " * (min(j, n) - i - 1) + ('"' if j < n else ""))
            i = j + 1
        elif c == "#" and re.match(r"#(if|elseif|else|endif)\b", text[i:]):
            # Compiler directives are not branches the view takes at run time.
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


def block(code, start):
    """The end (index after the closing brace) of the block whose `{` is at `start`."""
    depth = 0
    for i in range(start, len(code)):
        if code[i] == "{":
            depth += 1
        elif code[i] == "}":
            depth -= 1
            if depth == 0:
                return i + 1
    return len(code)


def branches_of_if(code, at):
    """The condition and the bodies of the `if` at `at`, following `else if` and `else`."""
    open_brace = code.find("{", at)
    if open_brace < 0:
        return None, []
    condition = code[at + 2 : open_brace]
    bodies = []
    i = open_brace
    while True:
        end = block(code, i)
        bodies.append((i + 1, end - 1))
        rest = re.match(r"\s*else\s*(if\b[^{]*)?\{", code[end:])
        if not rest:
            break
        i = end + rest.end() - 1
    return condition, bodies


def branches_of_switch(code, at):
    """The bodies of the cases of the `switch` at `at`."""
    open_brace = code.find("{", at)
    if open_brace < 0:
        return []
    end = block(code, open_brace) - 1
    bodies, depth, start = [], 0, None
    i = open_brace + 1
    while i < end:
        c = code[i]
        if c in "{([":
            depth += 1
        elif c in "})]":
            depth -= 1
        elif depth == 0 and re.match(r"\b(case|default)\b", code[i:]) and re.search(r"(^|\n)[ \t]*$", code[:i]):
            colon = i
            inner = 0
            while colon < end and not (code[colon] == ":" and inner == 0 and code[colon + 1] != ":"):
                inner += code[colon] in "([{"
                inner -= code[colon] in ")]}"
                colon += 1
            if start is not None:
                bodies.append((start, i))
            start = colon + 1
            i = colon
        i += 1
    if start is not None:
        bodies.append((start, end))
    return bodies


def findings(path, text):
    code = strip(text)
    lines = text.split("\n")
    line_of = lambda offset: code.count("\n", 0, offset) + 1
    found = []
    for match in re.finditer(r"(?<![\w#.])(if|switch)\b", code):
        at = match.start()
        if match.group(1) == "if":
            condition, bodies = branches_of_if(code, at)
            if re.fullmatch(r"\s*#available\s*\([^)]*\)\s*", condition or ""):
                continue
        else:
            bodies = branches_of_switch(code, at)
        texts = [code[a:b].strip() for a, b in bodies]
        bare = {t for t in texts if IDENT.match(t) and t not in KEYWORDS}
        for name in bare:
            uses = [t for t in texts if t != name and re.search(r"(?<![\w.])" + re.escape(name) + r"\b", t)]
            if not uses:
                continue
            line = line_of(at)
            if ALLOW in lines[line - 1] or (line >= 2 and ALLOW in lines[line - 2]):
                continue
            found.append(
                f"{path}:{line}: conditional modifier: one branch is `{name}` as it is, another modifies it; "
                "SwiftUI remakes the view (and drops its @State) when the condition flips: "
                "apply the modifier unconditionally, with a value"
            )
            break
    return found


PLANTED = {
    "one-line if-let, as ScreenOptionsModifier had it": (
        "extension View {\n  @ViewBuilder func applying<V>(_ value: V?) -> some View {\n"
        "    if let value { modify(self, value) } else { self }\n  }\n}\n",
        1,
    ),
    "a ViewBuilder if on a flag": (
        "struct M: ViewModifier {\n  let hidden: Bool\n  func body(content: Content) -> some View {\n"
        "    if hidden {\n      content\n        .navigationBarBackButtonHidden(true)\n    } else {\n"
        "      content\n    }\n  }\n}\n",
        1,
    ),
    "the content first, then an else if": (
        "var body: some View {\n  if a { content } else if b { content.opacity(0) } else { Text(\"x\") }\n}\n",
        1,
    ),
    "a switch": (
        "var body: some View {\n  switch mode {\n  case .plain: content\n"
        "  case .fancy(let x): content.padding(x)\n  }\n}\n",
        1,
    ),
    "allowed: a value passed unconditionally": (
        "func body(content: Content) -> some View {\n  content.navigationBarBackButtonHidden(hidden)\n}\n",
        0,
    ),
    "allowed: #available alone": (
        "var body: some View {\n  if #available(iOS 18.0, *) { content.zoom() } else { content }\n}\n",
        0,
    ),
    "allowed: two different views": (
        "var body: some View {\n  if embeds { StackView(stack: s) } else { ScreenView(id: s.first) }\n}\n",
        0,
    ),
    "allowed: a stated reason": (
        "func f() -> some View {\n  // fixed for the view's life: the route's title never changes\n"
        "  if let title { self.navigationTitle(title) } else { self }\n}\n",
        0,
    ),
    "allowed: a compiler directive's else": (
        "var body: some View {\n  #if os(iOS)\n    content.padding()\n  #else\n    content\n  #endif\n}\n",
        0,
    ),
}


def self_check():
    failed = 0
    for name, (snippet, expected) in PLANTED.items():
        got = len(findings("planted", snippet))
        if got != expected:
            print(f"conditional-modifiers self-check: '{name}': {got} found, {expected} expected", file=sys.stderr)
            failed = 1
    return failed


def main(argv):
    if argv == ["--self-check"]:
        return self_check()
    status = 0
    for path in argv:
        with open(path, encoding="utf-8") as file:
            for finding in findings(path, file.read()):
                print(finding, file=sys.stderr)
                status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
