@_spi(Testing) import CoordinatorsCore
import Foundation
import TestSupport
import Testing

/// `URLPatternSet.match(_:)` with one pattern at a time: each kind of placeholder, the query, the
/// URL's parts and every error.
@Suite(.hangLimit) struct URLPatternMatchingTests {
  // MARK: Path placeholders

  @Test func aLiteralPathMatchesExactlyAndGivesNoValues() throws {
    let links = try URLPatternSet(["myapp://shop/cart/checkout"])
    #expect(links.outcome(of: "myapp://shop/cart/checkout") == .matched("myapp://shop/cart/checkout", [:]))
    #expect(links.outcome(of: "myapp://shop/cart") == .failed(.noMatch))
    #expect(links.outcome(of: "myapp://shop/cart/checkout/now") == .failed(.noMatch))
    #expect(links.outcome(of: "myapp://shop/cart/check") == .failed(.noMatch))
  }

  @Test(arguments: [
    ("hello", "hello"), ("42", "42"), ("true", "true"), ("a%20b", "a b"), ("a+b", "a+b"), ("%F0%9F%A6%86", "🦆"),
    ("%7Bx%7D", "{x}"), ("..", ".."),
  ])
  func aTextPlaceholderTakesAnySegmentDecoded(segment: String, value: String) throws {
    let links = try URLPatternSet(["myapp://users/{name}/profile"])
    #expect(
      links.outcome(of: "myapp://users/\(segment)/profile")
        == .matched("myapp://users/{name}/profile", ["name": .string(value)])
    )
  }

  @Test(arguments: ["%00", "a%0Ab", "%09", "%1F", "%7F", "%C2%80", "%C2%9F", "a\u{1}", "%E2%80%A8", "a%E2%80%A9b"])
  func aTextPlaceholderRefusesControlCharacters(segment: String) throws {
    let links = try URLPatternSet(["myapp://users/{name}/profile", "myapp://search?q={query}"])
    let decoded = try #require(segment.removingPercentEncoding)
    #expect(links.outcome(of: "myapp://users/\(segment)/profile") == .failed(.controlCharacter(decoded, in: .path(0))))
    #expect(links.outcome(of: "myapp://search?q=\(segment)") == .failed(.controlCharacter(decoded, in: .query("q"))))
  }

  @Test func controlCharacterErrorsSayWhereAndWhy() {
    let error = URLPatternError(.controlCharacter("a\nb", in: .path(1)), url: "myapp://users/a%0Ab")
    #expect(
      error.description
        == #"cannot open myapp://users/a%0Ab: path segment 1 is "a\nb", which holds a control character or a line separator; text placeholders refuse them"#
    )
  }

  @Test func aLiteralOrACustomTypeThatAcceptsThemTakesControlCharacters() throws {
    let raw = URLParameterType.custom("raw") { _ in true }
    let links = try URLPatternSet([
      (try URLPattern("myapp://users/{name:raw}", types: [raw]), "raw"),
      (try URLPattern("myapp://users/{name}/x"), "text"),
    ])
    #expect(try links.match("myapp://users/a%0Ab").parameters.values == ["name": .custom("raw", "a\nb")])
    // A text placeholder that refuses the segment leaves it to a pattern that takes it.
    #expect(try links.match("myapp://users/%00").payload == "raw")
    #expect(throws: URLPatternError(.controlCharacter("\u{0}", in: .path(0)), url: "myapp://users/%00/x")) {
      try links.match("myapp://users/%00/x")
    }
  }

  @Test func anEmptyHostIsNamedAsTheReasonNothingMatches() throws {
    let links = try URLPatternSet(["myapp://user", "myapp://user/{id:int}"])
    #expect(links.outcome(of: "myapp:///user") == .failed(.emptyHost))
    #expect(links.outcome(of: "myapp:///user/7") == .failed(.emptyHost))
    #expect(links.outcome(of: "myapp://user") == .matched("myapp://user", [:]))
    let error = URLPatternError(.emptyHost, url: "myapp:///user")
    #expect(
      error.description
        == "cannot open myapp:///user: its host is empty: nothing stands between myapp:// and the path, and every "
        + "link has a host; write the host right after myapp:// as the links do (myapp://host/path, not "
        + "myapp:///path)")
  }

  @Test func theEmptyHostMessageSpeaksOfNoSlashTheURLLacks() throws {
    let links = try URLPatternSet(["myapp://user"])
    #expect(links.outcome(of: "myapp://") == .failed(.emptyHost))
    let message = URLPatternError(.emptyHost, url: "myapp://").description
    #expect(!message.contains("third slash"))
    #expect(message.contains("write the host right after myapp://"))
  }

  @Test func anEmptyQueryItemAndOneWithoutEqualsBothGiveAnEmptyValue() throws {
    let links = try URLPatternSet(["myapp://search?q={query}"])
    #expect(links.outcome(of: "myapp://search?q") == .matched("myapp://search?q={query}", ["query": .string("")]))
    #expect(links.outcome(of: "myapp://search?q=") == .matched("myapp://search?q={query}", ["query": .string("")]))
  }

  @Test func aStringPlaceholderIsATextPlaceholder() throws {
    let links = try URLPatternSet(["myapp://users/{name:string}"])
    #expect(links.outcome(of: "myapp://users/42") == .matched("myapp://users/{name:string}", ["name": .string("42")]))
  }

  @Test(arguments: [("true", true), ("false", false)])
  func aBoolPlaceholderTakesTrueOrFalse(segment: String, value: Bool) throws {
    let links = try URLPatternSet(["myapp://settings/dark/{on:bool}"])
    #expect(
      links.outcome(of: "myapp://settings/dark/\(segment)")
        == .matched("myapp://settings/dark/{on:bool}", ["on": .bool(value)]))
  }

  @Test(arguments: ["TRUE", "True", "1", "0", "yes", "t", "true%20", "%20true"])
  func aBoolPlaceholderRefusesOtherSpellings(segment: String) throws {
    let links = try URLPatternSet(["myapp://settings/dark/{on:bool}"])
    let decoded = segment.removingPercentEncoding!
    #expect(
      links.outcome(of: "myapp://settings/dark/\(segment)")
        == .failed(.wrongType(decoded, expected: "bool", in: .path(1))))
  }

  @Test(arguments: [
    ("42", 42), ("0", 0), ("-7", -7), ("+5", 5), ("007", 7), ("-0", 0),
    ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
  ])
  func anIntPlaceholderTakesADecimalIntegerWithASign(segment: String, value: Int) throws {
    let links = try URLPatternSet(["myapp://items/{id:int}"])
    #expect(links.outcome(of: "myapp://items/\(segment)") == .matched("myapp://items/{id:int}", ["id": .int(value)]))
  }

  @Test(arguments: [
    "1.0", "1e3", "12a", "0x10", "+", "-", "--5", "+-5", "1_000", "1,000", "%201", "1%20", "١٢", "½", "٣",
  ])
  func anIntPlaceholderRefusesAnythingElse(segment: String) throws {
    let links = try URLPatternSet(["myapp://items/{id:int}"])
    let decoded = segment.removingPercentEncoding!
    #expect(
      links.outcome(of: "myapp://items/\(segment)") == .failed(.wrongType(decoded, expected: "int", in: .path(0))))
  }

  /// Segments are counted from 0 after the host: here the host is `items` and the id segment 0.
  @Test(arguments: ["9223372036854775808", "-9223372036854775809", "99999999999999999999999999999"])
  func anIntThatDoesNotFitIsOutOfRange(segment: String) throws {
    let links = try URLPatternSet(["myapp://items/{id:int}"])
    #expect(
      links.outcome(of: "myapp://items/\(segment)") == .failed(.outOfRange(segment, expected: "int", in: .path(0))))
  }

  @Test(arguments: [
    ("2", 2.0), ("-0.5", -0.5), ("1e3", 1000.0), ("1E-3", 0.001), (".5", 0.5), ("5.", 5.0), ("+1.5", 1.5),
    ("1.7976931348623157e308", Double.greatestFiniteMagnitude), ("4.9e-324", .leastNonzeroMagnitude), ("1e-999", 0.0),
  ])
  func aDoublePlaceholderTakesAFiniteDecimalNumber(segment: String, value: Double) throws {
    let links = try URLPatternSet(["myapp://map/{zoom:double}"])
    #expect(
      links.outcome(of: "myapp://map/\(segment)") == .matched("myapp://map/{zoom:double}", ["zoom": .double(value)]))
  }

  @Test(arguments: [
    "nan", "NaN", "inf", "infinity", "-inf", "0x1p3", "1_0", "%201", "1e", "e5", ".", "1.2.3", "1e+-3", "", "abc",
  ])
  func aDoublePlaceholderRefusesWhatIsNotADecimalNumber(segment: String) throws {
    let links = try URLPatternSet(["myapp://map/{zoom:double}/x"])
    let decoded = segment.removingPercentEncoding!
    let outcome = links.outcome(of: "myapp://map/\(segment)/x")
    if segment.isEmpty {
      // An empty segment is dropped: `map/x` is one segment short.
      #expect(outcome == .failed(.wrongType("x", expected: "double", in: .path(0))))
    } else {
      #expect(outcome == .failed(.wrongType(decoded, expected: "double", in: .path(0))))
    }
  }

  @Test(arguments: ["1e309", "-1e309", "1.8e308", "99999\(String(repeating: "9", count: 400))"])
  func aDoubleTooLargeToBeFiniteIsOutOfRange(segment: String) throws {
    let links = try URLPatternSet(["myapp://map/{zoom:double}"])
    #expect(
      links.outcome(of: "myapp://map/\(segment)") == .failed(.outOfRange(segment, expected: "double", in: .path(0))))
  }

  @Test(arguments: [
    "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
    "e621E1F8-c36c-495A-93fc-0C247a3E6E5f",
  ])
  func aUUIDPlaceholderTakesAUUIDInEitherCase(segment: String) throws {
    let links = try URLPatternSet(["myapp://orders/{order:uuid}"])
    #expect(
      links.outcome(of: "myapp://orders/\(segment)")
        == .matched("myapp://orders/{order:uuid}", ["order": .uuid(sampleUUID)]))
  }

  @Test(arguments: [
    "e621e1f8c36c495a93fc0c247a3e6e5f", "{e621e1f8-c36c-495a-93fc-0c247a3e6e5f}", "e621e1f8-c36c-495a-93fc-0c247a3e6e5",
    "e621e1f8-c36c-495a-93fc-0c247a3e6e5g", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f0", "not-a-uuid",
  ])
  func aUUIDPlaceholderRefusesOtherForms(segment: String) throws {
    let links = try URLPatternSet(["myapp://orders/{order:uuid}"])
    let decoded = segment.removingPercentEncoding!
    #expect(
      links.outcome(of: "myapp://orders/\(segment)") == .failed(.wrongType(decoded, expected: "uuid", in: .path(0))))
  }

  @Test func aCustomPlaceholderTakesWhatItsTypeAccepts() throws {
    let links = try URLPatternSet(["myapp://paint/{color:color}"], types: [colorType])
    #expect(
      links.outcome(of: "myapp://paint/red")
        == .matched("myapp://paint/{color:color}", ["color": .custom("color", "red")]))
    #expect(links.outcome(of: "myapp://paint/pink") == .failed(.wrongType("pink", expected: "color", in: .path(0))))
    #expect(links.outcome(of: "myapp://paint/Red") == .failed(.wrongType("Red", expected: "color", in: .path(0))))
  }

  @Test func aCustomTypeSeesTheDecodedText() throws {
    let spaced = URLParameterType.custom("spaced") { $0.contains(" ") }
    let links = try URLPatternSet(["myapp://x/{v:spaced}"], types: [spaced])
    #expect(links.outcome(of: "myapp://x/a%20b") == .matched("myapp://x/{v:spaced}", ["v": .custom("spaced", "a b")]))
  }

  @Test func aRestPlaceholderTakesOneSegmentOrMoreDecoded() throws {
    let links = try URLPatternSet(["myapp://files/{path*}"])
    #expect(links.outcome(of: "myapp://files/a") == .matched("myapp://files/{path*}", ["path": .segments(["a"])]))
    #expect(
      links.outcome(of: "myapp://files/docs/a%2Fb/caf%C3%A9/")
        == .matched("myapp://files/{path*}", ["path": .segments(["docs", "a/b", "café"])])
    )
    #expect(links.outcome(of: "myapp://files") == .failed(.noMatch))
    #expect(links.outcome(of: "myapp://files/") == .failed(.noMatch))
  }

  @Test func aRestPlaceholderComesAfterLiteralsAndPlaceholders() throws {
    let links = try URLPatternSet(["myapp://repo/{owner}/{number:int}/blob/{path*}"])
    #expect(
      links.outcome(of: "myapp://repo/apple/7/blob/Sources/main.swift")
        == .matched(
          "myapp://repo/{owner}/{number:int}/blob/{path*}",
          ["owner": .string("apple"), "number": .int(7), "path": .segments(["Sources", "main.swift"])]
        )
    )
  }

  @Test func severalPlaceholdersAreAllCaptured() throws {
    let links = try URLPatternSet(["https://example.com/{flag:bool}/{n:int}/{x:double}/{id:uuid}/{name}"])
    #expect(
      links.outcome(of: "https://example.com/true/-3/2.5/\(sampleUUID.uuidString)/owl")
        == .matched(
          "https://example.com/{flag:bool}/{n:int}/{x:double}/{id:uuid}/{name}",
          ["flag": .bool(true), "n": .int(-3), "x": .double(2.5), "id": .uuid(sampleUUID), "name": .string("owl")]
        )
    )
  }

  // MARK: Query

  @Test func aRequiredQueryParameterIsRead() throws {
    let links = try URLPatternSet(["myapp://search?q={query}&page={page:int}"])
    #expect(
      links.outcome(of: "myapp://search?page=2&q=owls")
        == .matched("myapp://search?q={query}&page={page:int}", ["query": .string("owls"), "page": .int(2)])
    )
  }

  @Test func aMissingRequiredQueryParameterIsNamedByItsQueryName() throws {
    let links = try URLPatternSet(["myapp://search?q={query}&page={page:int}"])
    #expect(links.outcome(of: "myapp://search?q=owls") == .failed(.missingQueryParameter("page")))
    #expect(links.outcome(of: "myapp://search?page=2") == .failed(.missingQueryParameter("q")))
    #expect(links.outcome(of: "myapp://search") == .failed(.missingQueryParameter("q")))
    #expect(links.outcome(of: "myapp://search?Q=owls&page=2") == .failed(.missingQueryParameter("q")))
  }

  @Test func anAbsentOptionalQueryParameterHasNoValue() throws {
    let links = try URLPatternSet(["myapp://search?q={query}&page={page:int?}"])
    #expect(
      links.outcome(of: "myapp://search?q=owls")
        == .matched("myapp://search?q={query}&page={page:int?}", ["query": .string("owls")]))
    #expect(
      links.outcome(of: "myapp://search?q=owls&page=3")
        == .matched("myapp://search?q={query}&page={page:int?}", ["query": .string("owls"), "page": .int(3)])
    )
  }

  @Test func aQueryValueOfTheWrongTypeIsWrongTypeNamingTheQueryItem() throws {
    let links = try URLPatternSet(["myapp://search?q={query}&page={page:int?}&exact={exact:bool?}"])
    #expect(
      links.outcome(of: "myapp://search?q=owls&page=two")
        == .failed(.wrongType("two", expected: "int", in: .query("page"))))
    #expect(
      links.outcome(of: "myapp://search?q=owls&exact=1")
        == .failed(.wrongType("1", expected: "bool", in: .query("exact"))))
    #expect(
      links.outcome(of: "myapp://search?q=owls&page=99999999999999999999")
        == .failed(.outOfRange("99999999999999999999", expected: "int", in: .query("page")))
    )
  }

  /// An optional typed item that is present but empty (`page=`, or just `page`) is of the wrong
  /// type: optional means "may be absent", not "may be empty".
  @Test func anEmptyOptionalTypedQueryValueIsWrongType() throws {
    let links = try URLPatternSet(["myapp://search?page={page:int?}&q={q?}"])
    #expect(links.outcome(of: "myapp://search?page=") == .failed(.wrongType("", expected: "int", in: .query("page"))))
    #expect(links.outcome(of: "myapp://search?page") == .failed(.wrongType("", expected: "int", in: .query("page"))))
    #expect(
      links.outcome(of: "myapp://search?q=") == .matched("myapp://search?page={page:int?}&q={q?}", ["q": .string("")]))
  }

  @Test func queryNamesAndValuesAreDecodedAndPlusIsASpace() throws {
    let links = try URLPatternSet(["myapp://search?q={query}"])
    #expect(
      links.outcome(of: "myapp://search?q=snowy+owl")
        == .matched("myapp://search?q={query}", ["query": .string("snowy owl")]))
    #expect(
      links.outcome(of: "myapp://search?q=a%2Bb%26c%3Dd")
        == .matched("myapp://search?q={query}", ["query": .string("a+b&c=d")]))
    #expect(
      links.outcome(of: "myapp://search?%71=owl") == .matched("myapp://search?q={query}", ["query": .string("owl")]))
    #expect(
      links.outcome(of: "myapp://search?q=a=b") == .matched("myapp://search?q={query}", ["query": .string("a=b")]))
  }

  @Test func theFirstQueryItemOfANameWinsAndOthersAreIgnored() throws {
    let links = try URLPatternSet(["myapp://search?q={query}"])
    #expect(
      links.outcome(of: "myapp://search?utm_source=mail&q=first&q=second&x")
        == .matched("myapp://search?q={query}", ["query": .string("first")])
    )
  }

  @Test func theQueryNeverChoosesThePattern() throws {
    // The path chooses; a missing query item is then an error, not a reason to try another pattern.
    let links = try URLPatternSet(["myapp://shop/search?q={q}", "myapp://shop/{page}"])
    #expect(links.outcome(of: "myapp://shop/search") == .failed(.missingQueryParameter("q")))
    #expect(links.outcome(of: "myapp://shop/about") == .matched("myapp://shop/{page}", ["page": .string("about")]))
  }

  // MARK: The URL's parts

  @Test func schemeAndHostIgnoreCaseThePathDoesNot() throws {
    let links = try URLPatternSet(["MyApp://Shop/Cart/{item}"])
    #expect(
      links.outcome(of: "myapp://shop/Cart/Owl") == .matched("MyApp://Shop/Cart/{item}", ["item": .string("Owl")]))
    #expect(
      links.outcome(of: "MYAPP://SHOP/Cart/Owl") == .matched("MyApp://Shop/Cart/{item}", ["item": .string("Owl")]))
    #expect(links.outcome(of: "myapp://shop/cart/Owl") == .failed(.noMatch))
    #expect(links.outcome(of: "myapp://shop/CART/Owl") == .failed(.noMatch))
  }

  @Test(arguments: [
    "myapp://shop/cart/owl", "myapp://shop/cart/owl/", "myapp://shop//cart//owl", "myapp://shop/cart///owl///",
    "myapp://shop///cart/owl",
  ])
  func trailingAndDoubledSlashesChangeNothing(url: String) throws {
    let links = try URLPatternSet(["myapp://shop/cart/{item}"])
    #expect(links.outcome(of: url) == .matched("myapp://shop/cart/{item}", ["item": .string("owl")]))
  }

  @Test func aPatternsTrailingSlashChangesNothing() throws {
    let links = try URLPatternSet(["myapp://shop/cart/"])
    #expect(links.outcome(of: "myapp://shop/cart") == .matched("myapp://shop/cart/", [:]))
  }

  @Test func anEncodedSlashStaysInsideItsSegment() throws {
    let links = try URLPatternSet(["myapp://files/{name}", "myapp://files/{folder}/{name}"])
    #expect(links.outcome(of: "myapp://files/a%2Fb") == .matched("myapp://files/{name}", ["name": .string("a/b")]))
    #expect(links.outcome(of: "myapp://files/a%2fb") == .matched("myapp://files/{name}", ["name": .string("a/b")]))
    #expect(
      links.outcome(of: "myapp://files/a/b")
        == .matched("myapp://files/{folder}/{name}", ["folder": .string("a"), "name": .string("b")])
    )
  }

  @Test func literalSegmentsAreComparedDecoded() throws {
    let links = try URLPatternSet(["myapp://shop/caf%C3%A9/new%20items"])
    for url in [
      "myapp://shop/café/new%20items", "myapp://shop/caf%c3%a9/new%20items", "myapp://shop/caf%C3%A9/new%20items",
    ] {
      #expect(links.outcome(of: url) == .matched("myapp://shop/caf%C3%A9/new%20items", [:]), "\(url)")
    }
    #expect(links.outcome(of: "myapp://shop/café/new+items") == .failed(.noMatch))
  }

  /// Swift compares strings by canonical equivalence, on every platform: `é` precomposed and `e`
  /// followed by a combining accent are the same text, in literals and in values.
  @Test func canonicallyEquivalentTextIsEqual() throws {
    let links = try URLPatternSet(["myapp://shop/café"])
    #expect(links.outcome(of: "myapp://shop/cafe%CC%81") == .matched("myapp://shop/café", [:]))
    #expect(URLValue.string("cafe\u{301}") == .string("café"))
  }

  /// Literals and query names are looked up on their bytes when those are ASCII, and as text
  /// otherwise, so canonical equivalence holds both ways: the Kelvin sign (U+212A) is `K`.
  @Test func canonicallyEquivalentLiteralsAndQueryNamesMatchWhateverTheirBytes() throws {
    let links = try URLPatternSet(["myapp://units/K/%E2%84%AA", "myapp://shop/search?café={term}"])
    #expect(links.outcome(of: "myapp://units/%E2%84%AA/K") == .matched("myapp://units/K/%E2%84%AA", [:]))
    #expect(
      links.outcome(of: "myapp://shop/search?cafe%CC%81=latte")
        == .matched("myapp://shop/search?café={term}", ["term": .string("latte")])
    )
    #expect(links.outcome(of: "myapp://units/k/K") == .failed(.noMatch))
  }

  @Test(arguments: [
    ("%zz", "%zz"), ("%", "%"), ("%4", "%4"), ("a%2", "a%2"), ("%FF", "%FF"), ("%C3", "%C3"), ("%C3%28", "%C3%28"),
    ("%C0%AF", "%C0%AF"), ("%E2%82", "%E2%82"), ("%ED%A0%80", "%ED%A0%80"), ("%F4%90%80%80", "%F4%90%80%80"),
    ("ok%G1", "ok%G1"),
  ])
  func aBadEscapeOrBytesThatAreNotUTF8AreBadPercentEncoding(segment: String, part: String) throws {
    let links = try URLPatternSet(["myapp://x/{any*}"])
    #expect(links.outcome(of: "myapp://x/\(segment)") == .failed(.badPercentEncoding(part)))
    #expect(links.outcome(of: "myapp://x/a?q=\(segment)") == .failed(.badPercentEncoding(part)))
  }

  @Test func aBadEscapeAnywhereInThePathOrQueryFailsTheWholeURLButNotInTheFragment() throws {
    let links = try URLPatternSet(["myapp://x/{name}"])
    #expect(links.outcome(of: "myapp://x/a/%zz") == .failed(.badPercentEncoding("%zz")))
    #expect(links.outcome(of: "myapp://x/a?unused=%zz") == .failed(.badPercentEncoding("%zz")))
    #expect(links.outcome(of: "myapp://x/a#%zz") == .matched("myapp://x/{name}", ["name": .string("a")]))
  }

  // MARK: Errors

  @Test func aTypedSegmentOfTheWrongTypeIsNamedByItsIndex() throws {
    let links = try URLPatternSet(["myapp://shop/items/{id:int}/reviews"])
    let outcome = links.outcome(of: "myapp://shop/items/owl/reviews")
    #expect(outcome == .failed(.wrongType("owl", expected: "int", in: .path(1))))
    let error = try #require(throws: URLPatternError.self) { try links.match("myapp://shop/items/owl/reviews") }
    #expect(error.url == "myapp://shop/items/owl/reviews")
    #expect(error.description.hasPrefix("cannot open myapp://shop/items/owl/reviews: path segment 1 is owl"))
  }

  @Test func theDeepestRefusedSegmentIsReported() throws {
    let links = try URLPatternSet(["myapp://a/{x:int}/b/{y:bool}", "myapp://a/{name}/c"])
    #expect(links.outcome(of: "myapp://a/1/b/maybe") == .failed(.wrongType("maybe", expected: "bool", in: .path(2))))
    #expect(links.outcome(of: "myapp://a/one/b/true") == .failed(.wrongType("one", expected: "int", in: .path(0))))
    #expect(links.outcome(of: "myapp://a/one/c") == .matched("myapp://a/{name}/c", ["name": .string("one")]))
  }

  @Test func aValueAPlaceholderRefusesIsNoErrorWhenAnotherPatternMatches() throws {
    let links = try URLPatternSet(["myapp://items/{id:int}", "myapp://items/{slug}"])
    #expect(
      links.outcome(of: "myapp://items/99999999999999999999")
        == .matched("myapp://items/{slug}", ["slug": .string("99999999999999999999")]))
  }

  @Test(arguments: [
    "", "example.com/a", "/a/b", "a", "1app://x/a", "://x/a", " myapp://x/a", "-app://x", "my_app://x/a", "é://x",
  ])
  func textWithoutAValidSchemeIsNotAURL(url: String) throws {
    let links = try URLPatternSet(["myapp://x/{name}"])
    #expect(links.outcome(of: url) == .failed(.notAURL))
  }

  @Test func aSchemeNoPatternHasIsUnsupported() throws {
    let links = try URLPatternSet(["myapp://x/{name}", "https://example.com/{name}"])
    #expect(links.outcome(of: "otherapp://x/a") == .failed(.unsupportedScheme("otherapp")))
    #expect(links.outcome(of: "HTTP://example.com/a") == .failed(.unsupportedScheme("http")))
    #expect(links.outcome(of: "mailto:owl@example.com") == .failed(.unsupportedScheme("mailto")))
  }

  @Test func aWebHostNotInAnyPatternIsNotAllowedACustomSchemesIsNoMatch() throws {
    let links = try URLPatternSet(["myapp://x/{name}", "https://example.com/{name}", "http://example.org/a"])
    #expect(links.outcome(of: "https://evil.example/a") == .failed(.hostNotAllowed("evil.example")))
    #expect(links.outcome(of: "https://Example.COM.evil/a") == .failed(.hostNotAllowed("example.com.evil")))
    #expect(links.outcome(of: "https://sub.example.com/a") == .failed(.hostNotAllowed("sub.example.com")))
    #expect(links.outcome(of: "https://example.com@evil.example/a") == .failed(.hostNotAllowed("evil.example")))
    #expect(links.outcome(of: "myapp://y/a") == .failed(.noMatch))
    // An allowed host with a path no pattern has is no match.
    #expect(links.outcome(of: "https://example.com/a/b") == .failed(.noMatch))
    // The allow-list is one for http and https; the scheme still has to match.
    #expect(links.outcome(of: "http://example.com/a") == .failed(.noMatch))
    #expect(links.outcome(of: "https://example.org/a") == .failed(.noMatch))
  }

  @Test func aURLLongerThanTheLimitIsTooLongBeforeItIsRead() throws {
    let links = try URLPatternSet(["myapp://x/{name}"], maximumLength: 20)
    #expect(links.outcome(of: "myapp://x/0123456789") == .matched("myapp://x/{name}", ["name": .string("0123456789")]))
    #expect(links.outcome(of: "myapp://x/01234567890") == .failed(.tooLong(length: 21, limit: 20)))
    // Bytes of UTF-8 count, not characters.
    #expect(links.outcome(of: "myapp://x/ééééé") == .matched("myapp://x/{name}", ["name": .string("ééééé")]))
    #expect(links.outcome(of: "myapp://x/éééééé") == .failed(.tooLong(length: 22, limit: 20)))
    #expect(links.outcome(of: String(repeating: "%", count: 21)) == .failed(.tooLong(length: 21, limit: 20)))
  }

  @Test func theDefaultLimitIs4096Bytes() throws {
    let links = try URLPatternSet(["myapp://x/{name}"])
    #expect(links.maximumLength == 4096)
    let longest = "myapp://x/" + String(repeating: "a", count: 4086)
    #expect(
      links.outcome(of: longest) == .matched("myapp://x/{name}", ["name": .string(String(repeating: "a", count: 4086))])
    )
    #expect(links.outcome(of: longest + "a") == .failed(.tooLong(length: 4097, limit: 4096)))
  }

  @Test func errorMessagesNameTheURLAndShortenLongOnes() {
    #expect(
      URLPatternError(.hostNotAllowed("evil.example"), url: "https://evil.example/a").description
        == "cannot open https://evil.example/a: the host evil.example is not allowed"
    )
    #expect(
      URLPatternError(.missingQueryParameter("q"), url: "myapp://search").description
        == "cannot open myapp://search: the query item q is required"
    )
    let long = "myapp://x/" + String(repeating: "a", count: 300)
    let message = URLPatternError(.noMatch, url: long).description
    #expect(message == "cannot open \(long.prefix(200))...: no pattern matches it")
  }

  // MARK: Parameters

  @Test func parametersAreReadByType() throws {
    let links = try URLPatternSet(
      ["myapp://x/{flag:bool}/{n:int}/{x:double}/{id:uuid}/{c:color}/{name}/{rest*}"], types: [colorType])
    let match = try links.match("myapp://x/true/7/0.5/\(sampleUUID)/red/owl/a/b")
    let parameters = match.parameters
    #expect(try parameters.bool("flag") == true)
    #expect(try parameters.int("n") == 7)
    #expect(try parameters.double("n") == 7.0)
    #expect(try parameters.double("x") == 0.5)
    #expect(try parameters.uuid("id") == sampleUUID)
    #expect(try parameters.string("c") == "red")
    #expect(try parameters.string("name") == "owl")
    #expect(try parameters.string("rest") == "a/b")
    #expect(try parameters.value("n", as: Int.self) == 7)
    #expect(parameters["rest"] == .segments(["a", "b"]))
    #expect(throws: URLPatternError(.missingParameter("name", expected: "int"))) { try parameters.int("name") }
    #expect(throws: URLPatternError(.missingParameter("missing", expected: "a value"))) {
      try parameters.string("missing")
    }
    #expect(throws: URLPatternError(.missingParameter("name", expected: "Int"))) {
      try parameters.value("name", as: Int.self)
    }
    #expect(match.pattern.text == "myapp://x/{flag:bool}/{n:int}/{x:double}/{id:uuid}/{c:color}/{name}/{rest*}")
  }
}
