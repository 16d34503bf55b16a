import Coordinators
import URLFixtures

/// One `URLPatternSet.match(_:)` against 10 or 10,000 patterns of each mix (`URLPatternFixture`),
/// cycling through the mix's four URLs that match (`url-hit-...`) or four that match nothing
/// (`url-miss-...`), as the benchmarks do.
let urlCases: [CountedCase] = URLPatternFixture.Mix.allCases.flatMap { mix in
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
        var next = 0
        return {
          consume(try? fixture.links.match(urls[next]))
          next = (next + 1) % urls.count
        }
      }
    }
  }
}
