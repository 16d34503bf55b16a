@_spi(Testing) import CoordinatorsCore
import Foundation
import TestSupport
import Testing

/// Which pattern wins when several match, whatever their order, and which sets are rejected as
/// ambiguous.
@Suite(.hangLimit) struct URLPatternPrecedenceTests {
  /// Letters only, so it competes with text (and with `zeta`, which it ranks before by name).
  static let alpha = URLParameterType.custom("alpha") { !$0.isEmpty && $0.allSatisfy { $0 >= "a" && $0 <= "z" } }
  /// Accepts the same texts as `alpha`; ranks after it, by name.
  static let zeta = URLParameterType.custom("zeta") { !$0.isEmpty && $0.allSatisfy { $0 >= "a" && $0 <= "z" } }

  /// Patterns competing for `myapp://shop/items/...`: one of each kind at the same segment.
  static let competitors = [
    "myapp://shop/items/new",
    "myapp://shop/items/{flag:bool}",
    "myapp://shop/items/{id:int}",
    "myapp://shop/items/{price:double}",
    "myapp://shop/items/{key:uuid}",
    "myapp://shop/items/{z:zeta}",
    "myapp://shop/items/{a:alpha}",
    "myapp://shop/items/{name}",
    "myapp://shop/{path*}",
    "myapp://shop/items/{id:int}/reviews",
  ]

  /// Each URL and the pattern that must win, with its values.
  static let winners: [(url: String, expected: MatchOutcome)] = [
    ("myapp://shop/items/new", .matched("myapp://shop/items/new", [:])),
    ("myapp://shop/items/true", .matched("myapp://shop/items/{flag:bool}", ["flag": .bool(true)])),
    ("myapp://shop/items/42", .matched("myapp://shop/items/{id:int}", ["id": .int(42)])),
    ("myapp://shop/items/4.5", .matched("myapp://shop/items/{price:double}", ["price": .double(4.5)])),
    // Out of the range of Int, but a double.
    (
      "myapp://shop/items/99999999999999999999", .matched("myapp://shop/items/{price:double}", ["price": .double(1e20)])
    ),
    ("myapp://shop/items/\(sampleUUID)", .matched("myapp://shop/items/{key:uuid}", ["key": .uuid(sampleUUID)])),
    // Custom types rank by name: alpha before zeta.
    ("myapp://shop/items/owl", .matched("myapp://shop/items/{a:alpha}", ["a": .custom("alpha", "owl")])),
    ("myapp://shop/items/Owl", .matched("myapp://shop/items/{name}", ["name": .string("Owl")])),
    ("myapp://shop/items/new%20owl", .matched("myapp://shop/items/{name}", ["name": .string("new owl")])),
    ("myapp://shop/items/42/reviews", .matched("myapp://shop/items/{id:int}/reviews", ["id": .int(42)])),
    // A longer path goes to the rest placeholder, which ranks last but is the only one that fits.
    (
      "myapp://shop/items/true/reviews",
      .matched("myapp://shop/{path*}", ["path": .segments(["items", "true", "reviews"])])
    ),
    ("myapp://shop/items", .matched("myapp://shop/{path*}", ["path": .segments(["items"])])),
    ("myapp://shop/new", .matched("myapp://shop/{path*}", ["path": .segments(["new"])])),
    ("myapp://shop", .failed(.noMatch)),
  ]

  @Test func eachKindWinsWhereItShould() throws {
    let links = try URLPatternSet(Self.competitors, types: [Self.alpha, Self.zeta])
    for (url, expected) in Self.winners {
      #expect(links.outcome(of: url) == expected, "\(url)")
    }
  }

  /// Every order of registration of seven competing patterns (5,040 orders), registered before
  /// the other three, gives the same winner for every URL.
  @Test func theWinnerDoesNotDependOnTheOrderOfRegistration() throws {
    let patterns = try Self.competitors.map { (try URLPattern($0, types: [Self.alpha, Self.zeta]), $0) }
    // The literal, the uuid and the rest placeholder stay last, so that 7! orders of the others
    // run in well under a second; `everyRotationGivesTheSameWinners` moves those three too.
    let fixed = [0, 4, 8].map { patterns[$0] }
    let permuted = patterns.indices.filter { ![0, 4, 8].contains($0) }.map { patterns[$0] }
    var failures = 0
    var orders = 0
    forEachPermutation(of: permuted) { order in
      orders += 1
      // Under the sanitizers, one order in `TestScale.divisor` (see `TestScale`).
      guard failures < 3, orders % TestScale.divisor == 0 else { return }
      guard let links = try? URLPatternSet(order + fixed) else {
        Issue.record("the order \(order.map(\.1)) is rejected")
        failures += 1
        return
      }
      for (url, expected) in Self.winners where links.outcome(of: url) != expected {
        Issue.record("order \(order.map(\.1)): \(url) gives \(links.outcome(of: url)), not \(expected)")
        failures += 1
      }
    }
    #expect(orders == 5_040)
  }

  @Test func everyRotationGivesTheSameWinners() throws {
    let patterns = try Self.competitors.map { (try URLPattern($0, types: [Self.alpha, Self.zeta]), $0) }
    for shift in patterns.indices {
      for order in [
        Array(patterns[shift...] + patterns[..<shift]), Array((patterns[shift...] + patterns[..<shift]).reversed()),
      ] {
        let links = try URLPatternSet(order)
        for (url, expected) in Self.winners {
          #expect(links.outcome(of: url) == expected, "\(url), order \(order.map(\.1))")
        }
      }
    }
  }

  /// The error for a URL nothing matches does not depend on the order either.
  @Test func theErrorDoesNotDependOnTheOrderOfRegistration() throws {
    let texts = ["myapp://a/{x:int}/b/{y:bool}", "myapp://a/{x:double}/c", "myapp://a/{name}/d", "myapp://a/e/{n:int}"]
    let patterns = try texts.map { (try URLPattern($0), $0) }
    let urls = ["myapp://a/1/b/maybe", "myapp://a/one/b/true", "myapp://a/e/f", "myapp://a/1/z", "myapp://a/1e999/c"]
    let reference = try URLPatternSet(patterns)
    let expected = urls.map(reference.outcome(of:))
    #expect(
      expected == [
        .failed(.wrongType("maybe", expected: "bool", in: .path(2))),
        .failed(.wrongType("one", expected: "int", in: .path(0))),
        .failed(.wrongType("f", expected: "int", in: .path(1))),
        .failed(.noMatch),
        // int ranks first and refuses it first: the first refusal at the deepest segment is reported.
        .failed(.wrongType("1e999", expected: "int", in: .path(0))),
      ]
    )
    forEachPermutation(of: patterns) { order in
      let links = try? URLPatternSet(order)
      #expect(links.map { set in urls.map(set.outcome(of:)) } == expected, "order \(order.map(\.1))")
    }
  }

  /// Two different custom types of one name would share a trie node, so the set refuses them in
  /// either order; one type used by several patterns is fine.
  @Test func twoCustomTypesOfOneNameDoNotMakeTheOrderMatter() throws {
    let warm = URLParameterType.custom("color") { $0 == "red" }
    let cold = URLParameterType.custom("color") { $0 == "blue" }
    let warmPattern = (try URLPattern("myapp://paint/{c:color}/warm", types: [warm]), "warm")
    let coldPattern = (try URLPattern("myapp://paint/{c:color}/cold", types: [cold]), "cold")
    for entries in [[warmPattern, coldPattern], [coldPattern, warmPattern]] {
      #expect {
        try URLPatternSet(entries)
      } throws: { error in
        (error as? URLPatternError)?.detail == .conflictingTypes("color")
      }
    }
    let shared = try URLPatternSet([
      (try URLPattern("myapp://paint/{c:color}/warm", types: [warm]), "warm"),
      (try URLPattern("myapp://paint/{c:color}/hot", types: [warm]), "hot"),
    ])
    #expect(
      shared.outcome(of: "myapp://paint/red/hot")
        == .matched("hot", ["c": .custom("color", "red")]))
  }

  // MARK: Ambiguity

  @Test(arguments: [
    ("myapp://h/{a}", "myapp://h/{b}"),
    ("myapp://h/{a}", "myapp://h/{b:string}"),
    ("myapp://h/{a:int}", "myapp://h/{b:int}"),
    ("myapp://h/{a:color}", "myapp://h/{b:color}"),
    ("myapp://h/{a*}", "myapp://h/{b*}"),
    ("myapp://h/x/{a*}", "myapp://h/x/{b*}"),
    ("myapp://h/x", "myapp://h/x/"),
    ("myapp://h/x", "MyApp://H/x"),
    ("myapp://h/x/y", "myapp://h//x//y"),
    ("myapp://h/a", "myapp://h/%61"),
    ("myapp://h/a", "myapp://h/a?q={q}"),
    ("myapp://h?q={q}", "myapp://h?page={page:int?}"),
    ("myapp://h/{id:int}/x", "myapp://h/{n:int}/x?q={q}"),
    ("myapp://h/x", "myapp://h/x"),
  ])
  func patternsThatMatchTheSameURLsAreAmbiguousNamingBoth(first: String, second: String) throws {
    let patterns = [(try URLPattern(first, types: [colorType]), 0), (try URLPattern(second, types: [colorType]), 1)]
    let error = try #require(throws: URLPatternError.self) { try URLPatternSet(patterns) }
    #expect(error == URLPatternError(.ambiguous(with: first), pattern: second))
    #expect(error.description == "invalid URL pattern \(second): it matches exactly the URLs that \(first) matches")
  }

  @Test func anAmbiguousPatternAmongOthersIsFound() throws {
    let texts = [
      "myapp://h/a", "myapp://h/{x:int}", "https://example.com/{y}", "myapp://h/b/{z*}", "https://example.com/{w}",
    ]
    #expect(throws: URLPatternError(.ambiguous(with: "https://example.com/{y}"), pattern: "https://example.com/{w}")) {
      try URLPatternSet(texts)
    }
  }

  @Test(arguments: [
    ("myapp://h/{a:int}", "myapp://h/{b:double}"),
    ("myapp://h/{a:int}", "myapp://h/{b}"),
    ("myapp://h/{a}", "myapp://h/{b*}"),
    ("myapp://h/new", "myapp://h/{b}"),
    ("myapp://h/x", "myapp://g/x"),
    ("myapp://h/x", "other://h/x"),
    ("http://h/x", "https://h/x"),
    ("myapp://h/x", "myapp://h/X"),
    ("myapp://h", "myapp://h/{a*}"),
    ("myapp://h/{a:color}", "myapp://h/{b:sku}"),
  ])
  func patternsThatDifferSomewhereAreNotAmbiguous(first: String, second: String) throws {
    let sku = URLParameterType.custom("sku") { $0.hasPrefix("SKU") }
    let types = [colorType, sku]
    let links = try URLPatternSet([first, second], types: types)
    #expect(links.entries.map(\.payload) == [first, second])
  }
}

/// Calls `body` with every order of `elements` (Heap's algorithm).
func forEachPermutation<Element>(of elements: [Element], _ body: ([Element]) -> Void) {
  var elements = elements
  var counters = Array(repeating: 0, count: elements.count)
  body(elements)
  var index = 1
  while index < elements.count {
    if counters[index] < index {
      elements.swapAt(index.isMultiple(of: 2) ? 0 : counters[index], index)
      body(elements)
      counters[index] += 1
      index = 1
    } else {
      counters[index] = 0
      index += 1
    }
  }
}
