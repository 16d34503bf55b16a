@_spi(Testing) import CoordinatorsCore
import TestSupport
import Testing

/// `URLPattern(_:types:)`: what a valid pattern is, and every reason a text is not one.
@Suite(.hangLimit) struct URLPatternParsingTests {
  @Test func aPatternListsItsParametersPathFirstThenQuery() throws {
    let pattern = try URLPattern("myapp://shop/items/{id:int}/{rest*}?q={query}&page={page:int?}")
    #expect(pattern.parameterNames == ["id", "rest", "query", "page"])
    #expect(pattern.text == "myapp://shop/items/{id:int}/{rest*}?q={query}&page={page:int?}")
    #expect(pattern.description == pattern.text)
  }

  @Test(arguments: [
    "myapp://host",
    "myapp://host/",
    "https://example.com/products/{id:int}",
    "https://example.com/a/{flag:bool}/{price:double}/{key:uuid}/{text}/{other:string}",
    "x-app.v2+beta://host/{path*}",
    "myapp://host/files/{path*}?version={version:int?}",
    "myapp://host?q={q}",
    "myapp://host/%7Bnot%20a%20placeholder%7D",
    "myapp://host/caf%C3%A9/café",
    "myapp://host/{_name_2}/{名前}",
  ])
  func validPatternsParse(text: String) {
    #expect(patternError(text) == nil)
  }

  @Test func aCustomTypeIsNamedByItsName() throws {
    #expect(
      patternError("myapp://paint/{color:color}")
        == URLPatternError(.unknownType("color"), pattern: "myapp://paint/{color:color}"))
    let pattern = try URLPattern("myapp://paint/{color:color}", types: [colorType])
    #expect(pattern.parameterNames == ["color"])
  }

  @Test func patternsAreEqualWhenWrittenTheSame() throws {
    #expect(try URLPattern("myapp://h/{a}") == URLPattern("myapp://h/{a}"))
    #expect(try URLPattern("myapp://h/{a}") != URLPattern("MYAPP://h/{a}"))
    #expect(try Set([URLPattern("myapp://h/{a}"), URLPattern("myapp://h/{a}")]).count == 1)
  }

  /// Every reason but ``URLPatternError/Detail/optionalInPath(_:)`` (see the known issue below)
  /// and ``URLPatternError/Detail/ambiguous(with:)`` (a set's error: `URLPatternSetTests`).
  @Test(
    arguments: [
      ("example.com/products", .missingSchemeOrHost),
      ("myapp:/host/a", .missingSchemeOrHost),
      ("://host/a", .missingSchemeOrHost),
      ("1app://host/a", .missingSchemeOrHost),
      ("my app://host/a", .missingSchemeOrHost),
      ("my/app://host/a", .missingSchemeOrHost),
      ("myapp://", .missingSchemeOrHost),
      ("myapp://{host}/a", .missingSchemeOrHost),
      ("myapp://h{x}/a", .missingSchemeOrHost),
      ("myapp://host/{}", .badPlaceholder("{}")),
      ("myapp://host/{id", .badPlaceholder("{id")),
      ("myapp://host/id}", .badPlaceholder("id}")),
      ("myapp://host/x{id}", .badPlaceholder("x{id}")),
      ("myapp://host/{id}x", .badPlaceholder("{id}x")),
      ("myapp://host/{a-b}", .badPlaceholder("{a-b}")),
      ("myapp://host/{:int}", .badPlaceholder("{:int}")),
      ("myapp://host/{*}", .badPlaceholder("{*}")),
      ("myapp://host/{{a}}", .badPlaceholder("{{a}}")),
      ("myapp://host/%zz", .badPlaceholder("%zz")),
      ("myapp://host/%FF", .badPlaceholder("%FF")),
      ("myapp://host/{id:integer}", .unknownType("integer")),
      ("myapp://host/{id:Int}", .unknownType("Int")),
      ("myapp://host/{id:}", .unknownType("")),
      ("myapp://host/{id}/{id}", .duplicateParameter("id")),
      ("myapp://host/{id:int}/{id:double}", .duplicateParameter("id")),
      ("myapp://host/{id}?id={id}", .duplicateParameter("id")),
      ("myapp://host?a={q}&b={q?}", .duplicateParameter("q")),
      ("myapp://host/{rest*}/a", .restNotLast("rest")),
      ("myapp://host/{rest*}/{more*}", .restNotLast("rest")),
      ("myapp://host/{rest:int*}", .restNotLast("rest")),
      ("myapp://host?q", .badQueryItem("q")),
      ("myapp://host?q=", .badQueryItem("q=")),
      ("myapp://host?q=value", .badQueryItem("q=value")),
      ("myapp://host?={q}", .badQueryItem("={q}")),
      ("myapp://host?q={rest*}", .badQueryItem("q={rest*}")),
      ("myapp://host?q={q}&page", .badQueryItem("page")),
    ] as [(String, URLPatternError.Detail)])
  func invalidPatternsSayWhy(text: String, reason: URLPatternError.Detail) {
    #expect(patternError(text) == URLPatternError(reason, pattern: text))
  }

  @Test func theMessageNamesThePatternAndTheProblem() {
    let error = patternError("myapp://host/{id:integer}")
    #expect(
      error?.description
        == "invalid URL pattern myapp://host/{id:integer}: there is no parameter type integer; give it to the pattern as a custom type"
    )
  }

  /// The query starts at the first `?` outside a placeholder, so `{page?}` in the path is an
  /// optional path placeholder, which is refused.
  @Test(arguments: ["myapp://host/{page?}", "myapp://host/{page:int?}", "myapp://host/{page?}?q={q}"])
  func anOptionalPathPlaceholderIsOptionalInPath(text: String) {
    #expect(patternError(text) == URLPatternError(.optionalInPath("page"), pattern: text))
  }

  /// A pattern's host is read as a URL's is: without its port and user information, so the URL
  /// written exactly as the pattern matches it (on any port).
  @Test func aPatternWithAPortMatchesTheURLWrittenTheSame() throws {
    let links = try URLPatternSet(["https://example.com:8443/account"])
    #expect(
      links.outcome(of: "https://example.com:8443/account") == .matched("https://example.com:8443/account", [:]))
    #expect(links.outcome(of: "https://example.com/account") == .matched("https://example.com:8443/account", [:]))
  }

  /// `myapp:///settings` has an empty host, which a pattern may not have.
  @Test func aPatternWithAnEmptyHostIsMissingSchemeOrHost() throws {
    #expect(patternError("myapp:///settings") == URLPatternError(.missingSchemeOrHost, pattern: "myapp:///settings"))
  }

  /// A pattern's query names are percent-decoded, like its literal segments and a URL's names.
  @Test func aPatternsQueryNamesArePercentDecodedLikeItsSegments() throws {
    let links = try URLPatternSet(["myapp://host/search?search%20term={term}"])
    #expect(
      links.outcome(of: "myapp://host/search?search%20term=owl")
        == .matched("myapp://host/search?search%20term={term}", ["term": .string("owl")])
    )
    #expect(
      links.outcome(of: "myapp://host/search?search+term=owl")
        == links.outcome(of: "myapp://host/search?search%20term=owl"))
  }

  /// The whole scheme is checked (found by the fuzzer): one with a colon or a control character
  /// is refused, since no URL can have it.
  @Test(arguments: ["myapp:x://host/a", "myapp:/x://host/a", "https:/\rexample.com://www.example.com/a"])
  func aSchemeWithAColonIsMissingSchemeOrHost(text: String) throws {
    #expect(patternError(text) == URLPatternError(.missingSchemeOrHost, pattern: text))
  }
}
