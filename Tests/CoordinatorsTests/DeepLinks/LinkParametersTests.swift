import Coordinators
@_spi(Testing) import CoordinatorsCore
import FlowFixtures
import Foundation
import TestSupport
import Testing

private struct AccountLink: Decodable, Sendable {
  var id: Int
  var name: String
}

private struct EveryTypeLink: Decodable, Sendable {
  var count: Int
  var ratio: Double
  var flag: Bool
  var token: UUID
  var title: String
  var color: Color
  var path: [String]
}

private enum Color: String, Decodable, Sendable {
  case red, blue
}

private struct RestAsTextLink: Decodable, Sendable {
  var path: String
}

private struct PageLink: Decodable, Sendable {
  var query: String
  var page: Int?
}

private struct RequiredPageLink: Decodable, Sendable {
  var page: Int
}

private struct RenamedLink: Decodable, Sendable {
  var identifier: Int
}

private struct TextForIntLink: Decodable, Sendable {
  var id: String
}

private struct URLLink: Decodable, Sendable { var target: URL }
private struct DecimalLink: Decodable, Sendable { var amount: Decimal }
private struct DateLink: Decodable, Sendable { var day: Date }

private struct NestedLink: Decodable, Sendable {
  var id: [Int]
}

/// A parameters type that is not `Sendable` (a class with a variable), as a type of an app target
/// with Xcode 26's default isolation is not `Sendable` to a nonisolated generic parameter either.
private final class DraftLink: Decodable {
  var id: Int
  var title: String?
}

#if compiler(>=6.2)
  /// A parameters type whose `Decodable` conformance is isolated to the main actor, as every
  /// type's is in an app target with Xcode 26's default isolation (isolated conformances are
  /// Swift 6.2's).
  @MainActor
  private struct IsolatedAccountLink: @MainActor Decodable {
    var id: Int
    var name: String
  }
#endif

/// Records what its walk received, for the happy paths.
private final class Received<Value: Sendable>: @unchecked Sendable {
  // Written by the walk and read by the test, one after the other on the main actor.
  var value: Value?
}

@MainActor
@Suite("Deep links: parameters typed once", .hangLimit)
struct LinkParametersTests {
  let color = URLParameterType.custom("color") { Color(rawValue: $0) != nil }

  func resolve(_ link: DeepLink, _ text: String, types: [URLParameterType] = []) throws -> ResolvedLink {
    try DeepLinkRouter([link], types: types).resolve(try #require(URL(string: text)))
  }

  func buildError(_ link: DeepLink) -> URLPatternError? {
    do throws(URLPatternError) {
      _ = try DeepLinkRouter([link])
      return nil
    } catch {
      return error
    }
  }

  @Test("a link's parameters type receives the typed values of its placeholders")
  func typedValues() throws {
    let received = Received<AccountLink>()
    let link = DeepLink("app://accounts/{id:int}?name={name}", parameters: AccountLink.self) { link in
      received.value = link
      return [HomeRoute.detail(link.id)]
    }
    let resolved = try resolve(link, "app://accounts/7?name=Ada%20Lovelace")
    #expect(received.value?.id == 7)
    #expect(received.value?.name == "Ada Lovelace")
    #expect(resolved.routes.map { AnyRoute($0) } == [AnyRoute(HomeRoute.detail(7))])
  }

  @Test("a parameters type needs no Sendable conformance, and its Decodable conformance may be the main actor's")
  func mainActorParameters() throws {
    var links = [
      DeepLink("app://drafts/{id:int}?title={title?}", parameters: DraftLink.self) { link in
        [HomeRoute.detail(link.id + (link.title?.count ?? 0))]
      }
    ]
    var expected = [("app://drafts/3?title=Notes", 8), ("app://drafts/4", 4)]
    #if compiler(>=6.2)
      links.append(
        DeepLink("app://accounts/{id:int}?name={name}", parameters: IsolatedAccountLink.self) { link in
          [HomeRoute.detail(link.id + link.name.count)]
        })
      expected.append(("app://accounts/7?name=Ada", 10))
    #endif
    let router = try DeepLinkRouter(links)
    for (text, id) in expected {
      #expect(try router.resolve(try #require(URL(string: text))).leads(to: [HomeRoute.detail(id)]))
    }
    #expect(
      buildError(DeepLink("app://drafts/{id}", parameters: DraftLink.self) { _ in [] })?.detail
        == .typeMismatch(requested: "Int", placeholder: "String"))
  }

  @Test("every kind of placeholder reads as its Swift type, a custom one through the property's own type")
  func everyPlaceholderType() throws {
    let received = Received<EveryTypeLink>()
    let link = DeepLink(
      "app://all/{count:int}/{ratio:double}/{flag:bool}/{token:uuid}/{title}/{color:color}/{path*}",
      parameters: EveryTypeLink.self
    ) { link in
      received.value = link
      return []
    }
    let token = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    _ = try resolve(
      link,
      "app://all/-3/0.5/true/e621e1f8-c36c-495a-93fc-0c247a3e6e5f/Hello%20there/blue/a/b/c",
      types: [color]
    )
    let value = try #require(received.value)
    #expect(value.count == -3)
    #expect(value.ratio == 0.5)
    #expect(value.flag)
    #expect(value.token == token)
    #expect(value.title == "Hello there")
    #expect(value.color == .blue)
    #expect(value.path == ["a", "b", "c"])
  }

  @Test("the rest of a path reads as text too, its segments joined by slashes")
  func restAsText() throws {
    let received = Received<RestAsTextLink>()
    let link = DeepLink("app://files/{path*}", parameters: RestAsTextLink.self) { link in
      received.value = link
      return []
    }
    _ = try resolve(link, "app://files/docs/2026/report")
    #expect(received.value?.path == "docs/2026/report")
  }

  @Test("an optional query parameter reads as an optional property: nil when the URL leaves it out")
  func optionalQueryParameter() throws {
    let received = Received<PageLink>()
    let link = DeepLink("app://search?q={query}&page={page:int?}", parameters: PageLink.self) { link in
      received.value = link
      return []
    }
    _ = try resolve(link, "app://search?q=shapes&page=3")
    #expect(received.value?.page == 3)
    _ = try resolve(link, "app://search?q=stars")
    #expect(received.value?.query == "stars")
    #expect(received.value?.page == nil)
  }

  @Test("a link without parameters takes a closure without arguments")
  func linkWithoutParameters() throws {
    let resolved = try resolve(DeepLink("app://home/featured") { [HomeRoute.featured] }, "app://home/featured")
    #expect(resolved.routes.map { AnyRoute($0) } == [AnyRoute(HomeRoute.featured)])
  }

  @Test("a property whose placeholder was renamed is refused when the router is built, naming the link and key")
  func keyNotInPattern() throws {
    let error = try #require(buildError(DeepLink("app://a/{id:int}", parameters: RenamedLink.self) { _ in [] }))
    #expect(error.detail == .keyNotInPattern(requested: "Int"))
    #expect(error.key == "identifier")
    #expect(error.pattern == "app://a/{id:int}")
    #expect(error.parametersType == "RenamedLink")
    #expect(error.description.contains("has no placeholder {identifier}"))
  }

  @Test("a property of another type than its placeholder is refused when the router is built, naming both types")
  func typeMismatch() throws {
    let error = try #require(buildError(DeepLink("app://a/{id:int}", parameters: TextForIntLink.self) { _ in [] }))
    #expect(error.detail == .typeMismatch(requested: "String", placeholder: "Int"))
    #expect(error.key == "id")
    #expect(
      error.description == "link app://a/{id:int}: TextForIntLink reads id as String, but its placeholder gives Int")
  }

  @Test("a required property for an optional query parameter is refused when the router is built")
  func requiredButOptional() throws {
    let error = try #require(
      buildError(DeepLink("app://list?page={page:int?}", parameters: RequiredPageLink.self) { _ in [] })
    )
    #expect(error.detail == .requiredButOptional(requested: "Int"))
    #expect(error.key == "page")
  }

  @Test("a property read as a list or a nested value is refused: a link's parameters are flat")
  func unsupportedShape() throws {
    let error = try #require(buildError(DeepLink("app://a/{id:int}", parameters: NestedLink.self) { _ in [] }))
    #expect(error.detail == .unsupported("a list"))
    #expect(error.key == "id")
  }

  /// N3 of the hostile-input probe: the message named the container Foundation reads `URL`
  /// through, not the property's type.
  @Test("a URL, a Decimal or a Date property is refused naming its own type and what to read instead")
  func foundationValueTypesAreRefusedByName() throws {
    let url = try #require(buildError(DeepLink("app://go/{target}", parameters: URLLink.self) { _ in [] }))
    #expect(url.detail == .unsupported("URL, which no placeholder gives: read it as String and make the URL from that"))
    #expect(url.key == "target")
    let decimal = try #require(
      buildError(DeepLink("app://pay/{amount:double}", parameters: DecimalLink.self) { _ in [] }))
    #expect(
      decimal.detail
        == .unsupported("Decimal, which no placeholder gives: read it as Double and make the Decimal from that"))
    let date = try #require(buildError(DeepLink("app://day/{day:int}", parameters: DateLink.self) { _ in [] }))
    #expect(date.detail == .unsupported("Date, which no placeholder gives: read it as Int and make the Date from that"))
  }

  @Test("a custom type read as a number is refused; a text type for a custom placeholder is fine")
  func customPlaceholderReadsAsText() throws {
    struct NumberForColor: Decodable, Sendable { var color: Int }
    do throws(URLPatternError) {
      _ = try DeepLinkRouter(
        [DeepLink("app://c/{color:color}", parameters: NumberForColor.self) { _ in [] }],
        types: [color]
      )
      Issue.record("the router was built")
    } catch {
      #expect(
        error
          == URLPatternError(
            .typeMismatch(requested: "Int", placeholder: "String (color)"),
            pattern: "app://c/{color:color}", key: "color", parametersType: "NumberForColor"))
    }
  }
}

extension LinkParametersTests {
  @Test("a one-value link whose pattern has no placeholder or several, or of another type, is refused when built")
  func wrongPatternsAreRefused() {
    let two = buildError(DeepLink("app://orders/{id:int}/{line:int}") { (id: Int) in [OrderRoute.detail(id)] })
    #expect(two?.detail == .notOnePlaceholder(count: 2))
    #expect(
      two?.description
        == "link app://orders/{id:int}/{line:int}: its walk takes one Int, and the pattern has 2 placeholders "
        + "(id, line); give it exactly one, or name a parameters type")
    let none = buildError(DeepLink("app://orders") { (id: Int) in [OrderRoute.detail(id)] })
    #expect(none?.detail == .notOnePlaceholder(count: 0))
    let text = buildError(DeepLink("app://orders/{id}") { (id: Int) in [OrderRoute.detail(id)] })
    #expect(text?.detail == .typeMismatch(requested: "Int", placeholder: "String"))
  }
}
