@_spi(Testing) import CoordinatorsCore
import Foundation
import TestSupport
import Testing

/// Text from outside the app (a link, a route's description) reaches standard error, logs and
/// terminals through one escaper: no character a terminal would obey survives it.
@Suite(.hangLimit) struct ControlCharacterEscapingTests {
  /// Every scalar the escaper must write visibly: C0, DEL, C1, the separators, the bidirectional
  /// overrides, isolates and marks.
  static let obeyedScalars: [Unicode.Scalar] =
    (0x00...0x1F).compactMap(Unicode.Scalar.init) + (0x7F...0x9F).compactMap(Unicode.Scalar.init)
    + (0x2028...0x2029).compactMap(Unicode.Scalar.init) + (0x202A...0x202E).compactMap(Unicode.Scalar.init)
    + (0x2066...0x2069).compactMap(Unicode.Scalar.init) + [0x200E, 0x200F, 0x061C].compactMap(Unicode.Scalar.init)

  /// Whether `text` holds a scalar a terminal or a line-based log would obey.
  static func holdsObeyedScalar(_ text: String) -> Bool {
    text.unicodeScalars.contains { obeyedScalars.contains($0) }
  }

  @Test func noControlCharacterSeparatorOrBidiOverrideSurvives() {
    for scalar in Self.obeyedScalars {
      let escaped = "a\(Character(scalar))b".escapingControlCharacters()
      #expect(
        !Self.holdsObeyedScalar(escaped), "U+\(String(scalar.value, radix: 16)) survived: \(escaped.debugDescription)")
      #expect(escaped.hasPrefix("a\\") && escaped.hasSuffix("b"))
    }
  }

  @Test func escapesReadAsInSwiftSourceAndPrintableTextIsUntouched() {
    #expect("\u{1B}]0;owned\u{7}\u{1B}[2J\rok".escapingControlCharacters() == #"\u{1B}]0;owned\u{7}\u{1B}[2J\rok"#)
    #expect(
      "tab\there\nNUL\0 NEL\u{85} LS\u{2028} RLO\u{202E}".escapingControlCharacters()
        == #"tab\there\nNUL\0 NEL\u{85} LS\u{2028} RLO\u{202E}"#)
    #expect("one\ntwo".escapingControlCharacters(keepingLineBreaks: true) == "one\ntwo")
    let printable = "Ünïcode 🦆 — “quotes” \\ and a ZWJ 👩‍💻"
    #expect(
      "LRM\u{200E} RLM\u{200F} ALM\u{061C} ؛".escapingControlCharacters() == #"LRM\u{200E} RLM\u{200F} ALM\u{61C} ؛"#)
    #expect(printable.escapingControlCharacters() == printable)
  }

  /// A hostile link with control characters: a typed placeholder's value, the host and the
  /// scheme are quoted in the error's sentence, escaped.
  @Test func linkErrorsQuoteDecodedValuesEscaped() throws {
    let hostile = "\u{1B}]0;owned\u{7}\u{1B}[2J\rok"
    let reasons: [URLPatternError.Detail] = [
      .wrongType(hostile, expected: "int", in: .path(0)),
      .outOfRange(hostile, expected: "int", in: .query("page")),
      .hostNotAllowed("evil\u{1B}.com"),
      .unsupportedScheme("x\u{7}"),
      .badPercentEncoding("path segment\u{85}1"),
      .missingQueryParameter("q\u{2028}"),
    ]
    for reason in reasons {
      let description = URLPatternError(reason, url: "app://item/\u{9B}31m").description
      #expect(!Self.holdsObeyedScalar(description), "\(description.debugDescription)")
    }
    let links = try URLPatternSet(["app://item/{id:int}"])
    let outcome = links.outcome(of: "app://item/%1B%5D0;owned%07%1B%5B2J%0Dok")
    #expect(outcome == .failed(.wrongType(hostile, expected: "int", in: .path(0))))
  }
}
