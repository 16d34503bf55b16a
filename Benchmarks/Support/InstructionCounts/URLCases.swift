import Coordinators
@_spi(Testing) import CoordinatorsCore
@_spi(Testing) import URLFixtures

/// One `URLPatternSet.match(_:)` against 10 or 10,000 patterns of each mix (`URLPatternFixture`),
/// cycling through the mix's four URLs that match (`url-hit-...`) or four that match nothing
/// (`url-miss-...`), as the benchmarks do.
let urlCases: [CountedCase] =
  URLPatternFixture.Mix.allCases.flatMap { mix in
    [10, 10_000].flatMap { count in
      [true, false].map { hits in
        CountedCase(
          name: "url-\(hits ? "hit" : "miss")-\(mix.rawValue)-\(count)",
          summary: "one URL \(hits ? "that matches" : "that matches nothing") against \(count) \(mix.rawValue) patterns"
        ) { _ in
          let fixture: URLPatternFixture
          do {
            fixture = try URLPatternFixture(mix, count: count)
          } catch {
            fatalError("the URL fixture does not compile: \(error)")
          }
          let urls = hits ? fixture.urls : fixture.misses
          for url in urls where (try? fixture.links.match(url)) == nil ? hits : !hits {
            fatalError("\(url) \(hits ? "matches nothing" : "matches")")
          }
          let links = fixture.links
          var next = 0
          return {
            consume(try? links.match(urls[next]))
            next = (next + 1) % urls.count
          }
        }
      }
    }
  }
  + [
    // What the cases above count besides the match: cycling through the URLs (the counter lives
    // in a box the closure captures, so each step pays for Swift's exclusivity checks).
    CountedCase(name: "url-harness", summary: "the URL cases' loop without the match") { _ in
      let urls = ["https://example.com/a", "https://example.com/b", "https://example.com/c", "https://example.com/d"]
      var next = 0
      return {
        consume(urls[next])
        next = (next + 1) % urls.count
      }
    }
  ]
