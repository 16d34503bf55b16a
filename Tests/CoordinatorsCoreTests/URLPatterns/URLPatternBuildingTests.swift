@_spi(Testing) import CoordinatorsCore
import Foundation
import TestSupport
import Testing

/// `URLPattern.url(with:)`: the URL a pattern matches with given values.
@Suite(.hangLimit) struct URLPatternBuildingTests {
  @Test func aURLIsBuiltFromEveryKindOfValue() throws {
    let pattern = try URLPattern(
      "MyApp://Shop/items/{flag:bool}/{n:int}/{x:double}/{id:uuid}/{c:color}/{name}/{rest*}?q={q}&page={page:int?}",
      types: [colorType]
    )
    let url = try pattern.url(with: [
      "flag": .bool(false), "n": .int(-42), "x": .double(0.25), "id": .uuid(sampleUUID), "c": .custom("color", "red"),
      "name": .string("snowy owl"), "rest": .segments(["a", "b.txt"]), "q": .string("a+b"), "page": .int(2),
    ])
    #expect(
      url
        == "myapp://shop/items/false/-42/0.25/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/red/snowy%20owl/a/b.txt?q=a%2Bb&page=2"
    )
  }

  @Test func anAbsentOptionalQueryValueLeavesItsItemOut() throws {
    let pattern = try URLPattern("myapp://search?q={q?}&page={page:int?}")
    #expect(try pattern.url(with: [:]) == "myapp://search")
    #expect(try pattern.url(with: ["page": .int(3)]) == "myapp://search?page=3")
    #expect(try pattern.url(with: ["q": .string(""), "page": .int(3)]) == "myapp://search?q=&page=3")
  }

  @Test func valuesThePatternDoesNotNameAreIgnored() throws {
    let pattern = try URLPattern("myapp://items/{id:int}")
    #expect(try pattern.url(with: ["id": .int(1), "other": .string("x")]) == "myapp://items/1")
  }

  @Test(arguments: [
    ("a/b", "a%2Fb"), ("a b", "a%20b"), ("a+b", "a%2Bb"), ("100%", "100%25"), ("?#&=", "%3F%23%26%3D"),
    ("{x}", "%7Bx%7D"), ("café", "caf%C3%A9"), ("🦆", "%F0%9F%A6%86"), ("\u{A0}", "%C2%A0"), ("-._~", "-._~"),
    ("..", ".."), ("Aa0", "Aa0"),
  ])
  func textIsPercentEncodedExceptUnreservedCharacters(value: String, encoded: String) throws {
    let pattern = try URLPattern("myapp://x/{name}?q={q}")
    #expect(
      try pattern.url(with: ["name": .string(value), "q": .string(value)]) == "myapp://x/\(encoded)?q=\(encoded)")
  }

  @Test func literalsAreEncodedAsTheyAreMatched() throws {
    let pattern = try URLPattern("myapp://shop/caf%C3%A9/new%20items/a%2Fb/café")
    let url = try pattern.url(with: [:])
    #expect(url == "myapp://shop/caf%C3%A9/new%20items/a%2Fb/caf%C3%A9")
    let links = try URLPatternSet([(pattern, "shop")])
    #expect(try links.match(url).payload == "shop")
  }

  @Test func doublesAreWrittenSoTheyReadBackExactly() throws {
    let pattern = try URLPattern("myapp://map/{x:double}")
    #expect(try pattern.url(with: ["x": .double(1e300)]) == "myapp://map/1e%2B300")
    #expect(try pattern.url(with: ["x": .double(-0.0)]) == "myapp://map/-0.0")
    #expect(try pattern.url(with: ["x": .double(0.1)]) == "myapp://map/0.1")
    #expect(try pattern.url(with: ["x": .double(.leastNonzeroMagnitude)]) == "myapp://map/5e-324")
  }

  @Test func aMissingRequiredValueIsMissingValue() throws {
    let pattern = try URLPattern("myapp://items/{id:int}?q={q}&page={page:int?}")
    #expect(throws: URLPatternError(.missingValue("id"), pattern: pattern.text)) {
      try pattern.url(with: ["q": .string("x")])
    }
    #expect(throws: URLPatternError(.missingValue("q"), pattern: pattern.text)) {
      try pattern.url(with: ["id": .int(1)])
    }
  }

  @Test(arguments: [
    ("myapp://items/{id:int}", URLValue.string("1")),
    ("myapp://items/{id:int}", .double(1)),
    ("myapp://items/{x:double}", .int(1)),
    ("myapp://items/{x:double}", .double(.nan)),
    ("myapp://items/{x:double}", .double(.infinity)),
    ("myapp://items/{x:double}", .double(-.infinity)),
    ("myapp://items/{flag:bool}", .string("true")),
    ("myapp://items/{key:uuid}", .string("e621e1f8-c36c-495a-93fc-0c247a3e6e5f")),
    ("myapp://items/{name}", .string("")),
    ("myapp://items/{name}", .int(1)),
    ("myapp://items/{name}", .segments(["a"])),
    ("myapp://items/{c:color}", .custom("color", "pink")),
    ("myapp://items/{c:color}", .custom("colour", "red")),
    ("myapp://items/{c:color}", .string("red")),
    ("myapp://items/{rest*}", .segments([])),
    ("myapp://items/{rest*}", .segments(["a", ""])),
    ("myapp://items/{rest*}", .string("a/b")),
    ("myapp://items/{name}", .string("a\nb")),
    ("myapp://items/{rest*}", .segments(["a", "\u{0}"])),
    ("myapp://items?q={q}", .string("\u{7F}")),
    ("myapp://items?page={page:int}", .string("two")),
    ("myapp://items?page={page:int?}", .bool(true)),
  ])
  func aValueThatDoesNotFitIsBadValue(text: String, value: URLValue) throws {
    let pattern = try URLPattern(text, types: [colorType])
    let name = pattern.parameterNames[0]
    #expect(throws: URLPatternError(.badValue(name), pattern: text)) {
      try pattern.url(with: [name: value])
    }
  }

  @Test func buildErrorsSayWhatAndWhere() {
    #expect(
      URLPatternError(.missingValue("id"), pattern: "myapp://items/{id:int}").description
        == "cannot build a URL from myapp://items/{id:int}: no value for id"
    )
    #expect(
      URLPatternError(.badValue("id"), pattern: "myapp://items/{id:int}").description
        == "cannot build a URL from myapp://items/{id:int}: the value of id does not fit its placeholder"
    )
  }

  @Test func anEmptyQueryStringRoundTrips() throws {
    let pattern = try URLPattern("myapp://search?q={q}")
    let url = try pattern.url(with: ["q": .string("")])
    #expect(url == "myapp://search?q=")
    #expect(try URLPatternSet([(pattern, 0)]).match(url).parameters.values == ["q": .string("")])
  }
}
