import Coordinators
@_spi(Testing) import CoordinatorsCore

/// The rules every input must keep; a broken rule traps with a message naming the input.
enum DeepLinkChecks {
  /// Matching `url`: it matches, or fails with a typed error that names it. What matched builds
  /// back into a URL, and that URL matches the same pattern with the same values, both against
  /// the pattern alone and against the whole set.
  static func match(_ url: String) {
    let links = DeepLinkPatterns.links
    let match: URLMatch<Int>
    do throws(URLPatternError) {
      match = try links.match(url)
    } catch {
      check(error.url == url, "the error names \(String(reflecting: error.url))", url)
      let isTooLong = url.utf8.count > links.maximumLength
      if case .tooLong(let length, let limit) = error.detail {
        check(isTooLong && length == url.utf8.count && limit == links.maximumLength, "wrongly too long", url)
      } else {
        check(!isTooLong, "a URL over the limit was read: \(error.detail)", url)
      }
      // A link's text reaches logs and terminals through this sentence: nothing in it may be
      // obeyed rather than shown.
      check(!holdsRawControl(error.description), "a raw control character: \(error.description.debugDescription)", url)
      return
    }
    check(url.utf8.count <= links.maximumLength, "a URL over the limit matched", url)
    let names = Set(match.pattern.parameterNames)
    check(Set(match.parameters.values.keys).isSubset(of: names), "values for names the pattern lacks", url)

    let rebuilt: String
    do {
      rebuilt = try match.pattern.url(with: match.parameters.values)
    } catch {
      trap("what matched does not build back: \(error)", url)
    }
    let sets = [("the pattern alone", DeepLinkPatterns.alone[match.payload]), ("the set", DeepLinkPatterns.unlimited)]
    for (name, set) in sets {
      do {
        let again = try set.match(rebuilt)
        check(
          again.payload == match.payload && again.parameters == match.parameters,
          "\(String(reflecting: rebuilt)), built back, matches \(name) as \(again.pattern) with \(again.parameters.values), "
            + "not \(match.pattern) with \(match.parameters.values)",
          url
        )
      } catch {
        trap("\(String(reflecting: rebuilt)), built back, does not match \(name): \(error)", url)
      }
    }
    // Building is stable: what a built URL gives builds the same URL.
    do {
      let twice = try match.pattern.url(with: DeepLinkPatterns.unlimited.match(rebuilt).parameters.values)
      check(
        twice == rebuilt, "building again gives \(String(reflecting: twice)), not \(String(reflecting: rebuilt))", url)
    } catch {
      trap("building again fails: \(error)", url)
    }
  }

  /// Parsing `text` as a pattern: it parses, or fails with a typed error that names it. A pattern
  /// without placeholders builds a URL that it matches.
  static func parsePattern(_ text: String) {
    let pattern: URLPattern
    do throws(URLPatternError) {
      pattern = try URLPattern(text)
    } catch {
      check(
        error.description.hasPrefix("invalid URL pattern \(text): "),
        "the error names the pattern: \(String(reflecting: error.description))", text)
      return
    }
    check(pattern.text == text, "the pattern's text changed", text)
    guard pattern.parameterNames.isEmpty else { return }
    do {
      let url = try pattern.url(with: [:])
      let set = try URLPatternSet([(pattern, 0)], maximumLength: .max)
      let match = try set.match(url)
      check(match.parameters.values.isEmpty, "a pattern without placeholders gives values", text)
    } catch {
      trap("the pattern does not match the URL built from it: \(error)", text)
    }
  }

  /// Whether `text` holds a character a terminal or a line-based log obeys: a control character
  /// or a line or paragraph separator.
  static func holdsRawControl(_ text: String) -> Bool {
    text.unicodeScalars.contains {
      [.control, .lineSeparator, .paragraphSeparator].contains($0.properties.generalCategory)
    }
  }

  private static func check(_ condition: Bool, _ message: @autoclosure () -> String, _ input: String) {
    if !condition { trap(message(), input) }
  }

  private static func trap(_ message: String, _ input: String) -> Never {
    fatalError("\(message)\ninput: \(String(reflecting: input))")
  }
}
