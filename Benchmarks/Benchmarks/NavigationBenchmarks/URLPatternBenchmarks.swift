import Benchmark
import Coordinators
@_spi(Testing) import CoordinatorsCore
@_spi(Testing) import URLFixtures

// MARK: - URL patterns

/// Matching a URL of typical length against sets of 10, 1,000 and 10,000 patterns (and URLs
/// that match nothing against 10 and 10,000), building a URL from values, and compiling a large
/// set.
///
/// Two mixes of patterns (``URLPatternFixture``): literal-heavy (a site's articles, mostly
/// literal paths) and placeholder-heavy (resources with typed ids, text, rest-of-path and typed
/// query items). Each match benchmark cycles through four URLs of its mix, each matching a
/// pattern registered in the middle of the set, so a set's size is the only thing that changes;
/// each miss benchmark through four URLs that fail near those patterns.
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
    for count in [10, 10_000] {
      Benchmark(
        "URL miss, \(count) patterns, \(mix.rawValue)",
        configuration: .init(scalingFactor: .kilo)
      ) { benchmark, fixture in
        for iteration in benchmark.scaledIterations {
          blackHole(try? matchURL(fixture.misses[iteration % fixture.misses.count], in: fixture.links))
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

  for mix in URLPatternFixture.Mix.allCases {
    Benchmark(
      "URL pattern set, compile 10000 patterns, \(mix.rawValue)",
      configuration: .init(maxIterations: 100)
    ) { benchmark, patterns in
      benchmark.startMeasurement()
      let links = try URLPatternSet(patterns)
      benchmark.stopMeasurement()
      blackHole(links)
    } setup: {
      try URLPatternFixture.patterns(mix, count: 10_000)
    }
  }
}

/// The best match of `url` in `links`.
@inline(never)
func matchURL(_ url: String, in links: URLPatternSet<Int>) throws(URLMatchError) -> URLMatch<Int> {
  try links.match(url)
}

/// The URL `pattern` matches with `values`.
@inline(never)
func buildURL(_ pattern: URLPattern, _ values: [String: URLValue]) throws(URLPatternError) -> String {
  try pattern.url(with: values)
}
