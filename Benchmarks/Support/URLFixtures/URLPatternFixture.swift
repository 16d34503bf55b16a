import Coordinators
@_spi(Testing) import CoordinatorsCore

// The URL pattern sets and URLs that both the benchmarks (NavigationBenchmarks) and the
// instruction counts (InstructionCounts) measure, so the two measure the same thing.

/// A set of patterns of one mix, URLs that match patterns in its middle, and URLs that match
/// nothing.
public struct URLPatternFixture: Sendable {
  /// Which kind of patterns a fixture holds.
  public enum Mix: String, CaseIterable, Sendable {
    /// Mostly literal paths: `https://example.com/help/topic-7/article-51`; one pattern in five
    /// ends with a text placeholder and an optional typed query item.
    case literalHeavy = "literal-heavy"
    /// A literal resource name, then typed placeholders: an int, a UUID, a double, a Boolean,
    /// text, rest-of-path, and typed query items; on two schemes.
    case placeholderHeavy = "placeholder-heavy"
  }

  /// The compiled patterns, each with its index as payload.
  @_spi(Testing) public let links: URLPatternSet<Int>
  /// Four URLs that match, one of each kind of pattern of the mix.
  public let urls: [String]
  /// Four URLs that match nothing (``URLPatternSet/match(_:)`` throws), each failing in its own
  /// way, as close to a hit as the mix allows.
  public let misses: [String]

  /// Compiles `count` patterns of `mix` and picks the URLs that hit and miss them.
  public init(_ mix: Mix, count: Int) throws {
    links = try URLPatternSet(Self.patterns(mix, count: count))
    // Four patterns in the middle of the registration order, one of each kind of the mix (the
    // indices are 1, 2, 3 and 4 modulo 20).
    let middle = count / 2 - count / 2 % 20
    urls = (middle + 1...middle + 4).map { Self.url(mix, $0) }
    misses = (middle + 1...middle + 4).map { Self.miss(mix, $0) }
  }

  /// The `count` patterns of `mix`, with their index as payload, after a few fallbacks every
  /// real set has.
  public static func patterns(_ mix: Mix, count: Int) throws -> [(pattern: URLPattern, payload: Int)] {
    let fallbacks = [
      "https://example.com", "https://example.com/{section}/{id:int}", "https://example.com/{section}/{slug}/{rest*}",
      "myapp://host", "myapp://host/{screen}",
    ]
    let texts =
      fallbacks
      + (0..<(count - fallbacks.count)).map { index in
        switch mix {
        case .literalHeavy: literalHeavyText(index)
        case .placeholderHeavy: placeholderHeavyText(index)
        }
      }
    return try texts.enumerated().map { (try URLPattern($0.element), $0.offset) }
  }

  static let areas = ["help", "shop", "blog", "news", "docs", "legal"]

  static func literalHeavyText(_ index: Int) -> String {
    let path = "https://example.com/\(areas[index % areas.count])/topic-\(index / 7)/article-\(index)"
    return index % 5 == 4 ? path + "/{slug}?page={page:int?}" : path
  }

  /// The text of the placeholder-heavy pattern at `index`: four kinds, in turn.
  public static func placeholderHeavyText(_ index: Int) -> String {
    switch index % 4 {
    case 0: "https://example.com/r\(index)/{id:int}/{slug}/reviews/{review:int}?page={page:int?}&sort={sort?}"
    case 1: "https://example.com/r\(index)/{id:uuid}/{flag:bool}/{rest*}"
    case 2: "https://example.com/r\(index)/{price:double}/{name}?q={query}"
    default: "myapp://host/r\(index)/{a:int}/{b}/{c:double}"
    }
  }

  /// A URL of typical length (50 to 80 bytes) that the pattern at `index` (of the generated
  /// ones) matches.
  static func url(_ mix: Mix, _ index: Int) -> String {
    switch mix {
    case .literalHeavy:
      let path = "https://example.com/\(areas[index % areas.count])/topic-\(index / 7)/article-\(index)"
      return index % 5 == 4 ? path + "/snowy-owl?page=2" : path
    case .placeholderHeavy:
      switch index % 4 {
      case 0: return "https://example.com/r\(index)/12345/snowy-owl/reviews/42?page=2&sort=newest"
      case 1: return "https://example.com/r\(index)/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/true/docs/guide.html"
      case 2: return "https://example.com/r\(index)/19.99/blue-mug?q=coffee%20mugs"
      default: return "myapp://host/r\(index)/7/settings/0.5"
      }
    }
  }

  /// A URL of typical length that matches nothing, for the pattern at `index`. Every
  /// `https://example.com` path of three segments or more matches the fallback
  /// `{section}/{slug}/{rest*}`, so the misses there fail on a query item or have two segments.
  static func miss(_ mix: Mix, _ index: Int) -> String {
    switch (mix, index % 4) {
    // The path reaches a pattern; the query's page is not an int.
    case (.literalHeavy, _) where index % 5 == 4:
      "https://example.com/\(areas[index % areas.count])/topic-\(index / 7)/article-\(index)/snowy-owl?page=two"
    case (.literalHeavy, 1): "https://example.org/\(areas[index % areas.count])/topic-\(index / 7)/article-\(index)"
    case (.literalHeavy, 2): "https://example.com/\(areas[index % areas.count])/article-\(index)"
    case (.literalHeavy, _): "myapp://host/\(areas[index % areas.count])/topic-\(index / 7)/article-\(index)"
    case (.placeholderHeavy, 0): "https://example.com/r\(index)/12345/snowy-owl/reviews/42?page=two&sort=newest"
    case (.placeholderHeavy, 1): "https://example.com/r\(index)/e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
    case (.placeholderHeavy, 2): "https://example.com/r\(index)/19.99/blue-mug?query=coffee%20mugs"
    case (.placeholderHeavy, _): "myapp://host/r\(index)/7/settings/half"
    }
  }

  /// Values for the placeholder-heavy pattern 0: plain ones, and ones to percent-encode.
  public static let buildValues: [(String, [String: URLValue])] = [
    (
      "4 placeholders and 2 query items",
      [
        "id": .int(12_345), "slug": .string("snowy-owl"), "review": .int(42), "page": .int(2),
        "sort": .string("newest"),
      ]
    ),
    (
      "4 placeholders and 2 query items, text to percent-encode",
      [
        "id": .int(12_345), "slug": .string("snowy owl/café"), "review": .int(42), "page": .int(2),
        "sort": .string("new & noteworthy"),
      ]
    ),
  ]
}
