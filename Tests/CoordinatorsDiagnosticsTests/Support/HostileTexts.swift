import CoordinatorsCore
import TestSupport

/// The 39 kinds of hostile text (control and bidi characters, quotes, markup, 1 MB strings),
/// each with a name: what a title, a route or a name from outside the app may hold. Every output
/// that shows text from outside is tested with all of them.
enum HostileTexts {
  /// The texts, by name; the last three are large (a megabyte, 10,000 line breaks, 10,000 RLOs).
  static let all: [(name: String, text: String)] = [
    ("NUL", "a\0b"),
    ("BEL", "a\u{7}b"),
    ("backspace", "abc\u{8}\u{8}x"),
    ("tab", "a\tb"),
    ("line feed", "a\nb"),
    ("carriage return", "overwritten\rok"),
    ("CR LF", "a\r\nb"),
    ("escape sequences", "\u{1B}]0;owned\u{7}\u{1B}[2J\u{1B}[31mred"),
    ("vertical tab and form feed", "a\u{B}b\u{C}c"),
    ("unit separator", "a\u{1F}b"),
    ("DEL", "a\u{7F}b"),
    ("CSI", "a\u{9B}31mb"),
    ("C1 range", "a\u{80}\u{8D}\u{9F}b"),
    ("NEL", "a\u{85}b"),
    ("line separator", "a\u{2028}b"),
    ("paragraph separator", "a\u{2029}b"),
    ("LRE", "a\u{202A}b"),
    ("RLE", "a\u{202B}b"),
    ("PDF", "a\u{202C}b"),
    ("LRO", "a\u{202D}b"),
    ("RLO", "txt.exe\u{202E}gpj"),
    ("LRI", "a\u{2066}b"),
    ("RLI", "a\u{2067}b"),
    ("FSI", "a\u{2068}b"),
    ("PDI", "a\u{2069}b"),
    ("LRM and RLM", "a\u{200E}b\u{200F}c"),
    ("Arabic letter mark", "a\u{061C}b"),
    ("BOM", "\u{FEFF}a"),
    ("quotes", #"say "hi" 'there' `x`"#),
    ("backslashes", #"C:\path\n\u{1B}\\"#),
    ("Mermaid syntax", #"a"] --> B["x"]; %% click n0 call evil()"#),
    ("DOT syntax", #"x"]; n9 [label="owned"]; n0 -> n9; //"#),
    ("HTML", "<script>alert(1)</script>&amp;<br>"),
    ("ZWJ emoji", "👩‍💻👨‍👩‍👧"),
    ("200 combining marks", "e" + String(repeating: "\u{301}", count: 200)),
    ("private use and replacement", "\u{E000}\u{FFFD}"),
    // The long ones a tenth as long under the sanitizers (see `TestScale`).
    ("a megabyte", String(repeating: "abcdefgh", count: TestScale.count(131_072))),
    ("10,000 line breaks", String(repeating: "x\n", count: TestScale.count(10_000))),
    ("10,000 RLOs", String(repeating: "\u{202E}x", count: TestScale.count(10_000))),
  ]

  /// The first scalar of `text` that a terminal or a line-based log would obey, or `nil`: a
  /// control character, a line or paragraph separator, a bidirectional control; `\n` too unless
  /// `allowingLineBreaks`.
  static func obeyedScalar(in text: String, allowingLineBreaks: Bool = false) -> Unicode.Scalar? {
    text.unicodeScalars.first { scalar in
      (scalar != "\n" || !allowingLineBreaks)
        && (scalar.properties.generalCategory == .control
          || [0x2028, 0x2029, 0x200E, 0x200F, 0x061C].contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
    }
  }
}
