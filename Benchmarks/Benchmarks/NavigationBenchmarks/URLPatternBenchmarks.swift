import Benchmark
import Coordinators

// MARK: - URL patterns

/// Matching a URL of typical length against sets of 10, 1,000 and 10,000 patterns, building a
/// URL from values, and compiling a large set.
///
/// Two mixes of patterns (``URLPatternFixture``): literal-heavy (a site's articles, mostly
/// literal paths) and placeholder-heavy (resources with typed ids, text, rest-of-path and typed
/// query items). Each match benchmark cycles through four URLs of its mix, each matching a
/// pattern registered in the middle of the set, so a set's size is the only thing that changes.
func urlPatternBenchmarks() {
  for mix in URLPatternFixture.Mix.allCases {
    for count in [10, 1_000, 10_000] {
      Benchmark(
        "URL match, \(count) patterns, \(mix.rawValue)",
        configuration: .init(scalingFactor: .kilo)
      ) { benchmark, fixture in
        for iteration in benchmark.scaledIterations {
          blackHole(try matchURL(fixture.urls[iteration % fixture.urls.count], in: fixture.links))
        }
      } setup: {
        try URLPatternFixture(mix, count: count)
      }
    }
  }

  for (name, values) in URLPatternFixture.buildValues {
    Benchmark(
      "URL build, \(name)",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark, pattern in
      for _ in benchmark.scaledIterations {
        blackHole(try buildURL(pattern, values))
      }
    } setup: {
      try URLPattern(URLPatternFixture.placeholderHeavyText(0))
    }
  }

  Benchmark(
    "URL pattern set, compile 10000 patterns, placeholder-heavy",
    configuration: .init(maxIterations: 100)
  ) { benchmark, patterns in
    benchmark.startMeasurement()
    let links = try URLPatternSet(patterns)
    benchmark.stopMeasurement()
    blackHole(links)
  } setup: {
    try URLPatternFixture.patterns(.placeholderHeavy, count: 10_000)
  }
}

/// The best match of `url` in `links`.
@inline(never)
func matchURL(_ url: String, in links: URLPatternSet<Int>) throws(URLMatchError) -> URLMatch<Int> {
  try links.match(url)
}

/// The URL `pattern` matches with `values`.
@inline(never)
func buildURL(_ pattern: URLPattern, _ values: [String: URLValue]) throws(URLBuildError) -> String {
  try pattern.url(with: values)
}

/// A set of patterns of one mix, and URLs that match patterns in its middle.
struct URLPatternFixture: Sendable {
  enum Mix: String, CaseIterable, Sendable {
    /// Mostly literal paths: `https://example.com/help/topic-7/article-51`; one pattern in five
    /// ends with a text placeholder and an optional typed query item.
    case literalHeavy = "literal-heavy"
    /// A literal resource name, then typed placeholders: an int, a UUID, a double, a Boolean,
    /// text, rest-of-path, and typed query items; on two schemes.
    case placeholderHeavy = "placeholder-heavy"
  }

  let links: URLPatternSet<Int>
  let urls: [String]

  init(_ mix: Mix, count: Int) throws {
    links = try URLPatternSet(Self.patterns(mix, count: count))
    // Four patterns in the middle of the registration order, one of each kind of the mix (the
    // indices are 1, 2, 3 and 4 modulo 20).
    let middle = count / 2 - count / 2 % 20
    urls = (middle + 1...middle + 4).map { Self.url(mix, $0) }
  }

  /// The `count` patterns of `mix`, with their index as payload, after a few fallbacks every
  /// real set has.
  static func patterns(_ mix: Mix, count: Int) throws -> [(pattern: URLPattern, payload: Int)] {
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

  static func placeholderHeavyText(_ index: Int) -> String {
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

  /// Values for the placeholder-heavy pattern 0: plain ones, and ones to percent-encode.
  static let buildValues: [(String, [String: URLValue])] = [
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
