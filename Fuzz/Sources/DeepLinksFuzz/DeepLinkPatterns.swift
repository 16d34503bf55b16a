import Coordinators
@_spi(Testing) import CoordinatorsCore

/// The patterns the fuzzer matches URLs against: an app's custom scheme and its web links, with
/// every placeholder type, rest-of-path placeholders and typed, optional query items.
///
/// No literal segment reads as a number, a Boolean or a UUID, and no custom type accepts digits:
/// a URL built back from a match writes typed values in their canonical form (`+5` becomes `5`,
/// `1e3` becomes `1000.0`, an upper-case UUID lower case), and the checks rely on that form
/// choosing the same pattern as the original did.
enum DeepLinkPatterns {
  static let color = URLParameterType.custom("color") { ["red", "green", "blue"].contains($0) }
  static let shape = URLParameterType.custom("shape") { ["star", "circle", "square", "triangle"].contains($0) }
  static let sku = URLParameterType.custom("sku") { text in
    text.hasPrefix("SKU-") && text.utf8.count > 4 && text.utf8.dropFirst(4).allSatisfy { $0 >= 0x30 && $0 <= 0x39 }
  }

  static let texts = [
    // The Shapes example's custom scheme.
    "coordinatorexample://custom/star",
    "coordinatorexample://custom/{shape:shape}",
    "coordinatorexample://custom/{shape:shape}/color/{color:color}",
    "coordinatorexample://simple/{index:int}",
    "coordinatorexample://simple/{name}",
    "coordinatorexample://featured/{id:uuid}?animated={animated:bool?}",
    "coordinatorexample://settings/{section}/{enabled:bool}",
    "coordinatorexample://map/{latitude:double}/{longitude:double}?zoom={zoom:double?}",
    "coordinatorexample://files/{path*}",
    "coordinatorexample://files/shared/{owner}/{path*}",
    "coordinatorexample://search?q={query}&page={page:int?}&exact={exact:bool?}",
    "coordinatorexample://profile",
    // Web links (an allow-list of hosts).
    "https://example.com/products/new",
    "https://example.com/products/{id:int}?color={color:color?}&size={size?}",
    "https://example.com/products/{slug}",
    "https://example.com/products/{slug}/reviews/{review:int}",
    "https://example.com/items/{price:double}",
    "https://example.com/items/{code:sku}",
    "https://example.com/items/{id:int}/{slug}",
    "https://example.com/users/{name}",
    "https://example.com/users/{id:uuid}/orders/{order:int}",
    "https://example.com/docs/{path*}?version={version:double?}",
    "https://Example.COM/Help",
    "https://www.example.com/{page}",
    "https://www.example.com",
    "http://localhost/debug/{flag:bool}?verbose={verbose:bool?}",
  ]

  /// The set, with the default length limit.
  static let links = makeSet(maximumLength: 4096)
  /// The same patterns without a length limit: a URL built back may be longer than the one read.
  static let unlimited = makeSet(maximumLength: .max)
  /// Each pattern in a set of its own, by payload.
  static let alone: [URLPatternSet<Int>] = unlimited.entries.map { entry in
    do {
      return try URLPatternSet([entry], maximumLength: .max)
    } catch {
      fatalError("a pattern alone is rejected: \(error)")
    }
  }

  private static func makeSet(maximumLength: Int) -> URLPatternSet<Int> {
    do {
      var entries: [(pattern: URLPattern, payload: Int)] = []
      for (index, text) in texts.enumerated() {
        entries.append((try URLPattern(text, types: [color, shape, sku]), index))
      }
      return try URLPatternSet(entries, maximumLength: maximumLength)
    } catch {
      fatalError("the fuzzer's patterns are rejected: \(error)")
    }
  }
}
