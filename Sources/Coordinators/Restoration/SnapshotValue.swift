import CoordinatorsCore
import Foundation

/// A JSON value: what a stored route's payload is before a route type decodes it.
///
/// A ``NavigationSnapshot`` keeps each route as its registered key and a `SnapshotValue`, so a
/// snapshot can be read, checked and migrated without the route types. Migrations read and
/// rewrite payloads with it:
///
/// ```swift
/// migrations.register(from: 1) { snapshot in
///   snapshot.updateRoutes { route in
///     guard route.key == "accounts", let name = route.value["account"]?["name"] else { return }
///     route.value = ["account": ["user": ["id": 0, "name": name]]]
///   }
/// }
/// ```
///
/// Numbers are kept as integers when they are whole and fit in an `Int`, so identifiers
/// survive exactly.
public enum SnapshotValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A whole number that fits in an `Int`.
  case int(Int)
  /// Any other number; always finite.
  case double(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([SnapshotValue])
  /// An object; its members are written in the order of their keys.
  case object([String: SnapshotValue])

  /// The member `key` of an object; `nil` for a missing key or a value that is not an object.
  /// Setting a member of a value that is not an object makes it an object.
  public subscript(key: String) -> SnapshotValue? {
    get { objectValue?[key] }
    set {
      var members = objectValue ?? [:]
      members[key] = newValue
      self = .object(members)
    }
  }

  /// The string, or `nil` for a value that is not a string.
  package var stringValue: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The integer, or `nil` for a value that is not a whole number in `Int`'s range.
  public var intValue: Int? {
    switch self {
    case .int(let value): value
    case .double(let value): Int(exactly: value)
    default: nil
    }
  }

  /// The number, or `nil` for a value that is not a number.
  public var doubleValue: Double? {
    switch self {
    case .int(let value): Double(value)
    case .double(let value): value
    default: nil
    }
  }

  /// The Boolean, or `nil` for a value that is not one.
  package var boolValue: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  /// The elements, or `nil` for a value that is not an array.
  package var arrayValue: [SnapshotValue]? {
    if case .array(let value) = self { value } else { nil }
  }

  /// The members, or `nil` for a value that is not an object.
  package var objectValue: [String: SnapshotValue]? {
    if case .object(let value) = self { value } else { nil }
  }
}

extension SnapshotValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
  /// A string.
  public init(stringLiteral value: String) { self = .string(value) }

  /// An integer.
  public init(integerLiteral value: Int) { self = .int(value) }

  /// A number with a fraction.
  public init(floatLiteral value: Double) { self = .double(value) }

  /// A Boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }

  /// An array.
  public init(arrayLiteral elements: SnapshotValue...) { self = .array(elements) }

  /// An object; a key given twice keeps its last value.
  public init(dictionaryLiteral members: (String, SnapshotValue)...) {
    self = .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
  }

  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}

extension SnapshotValue: CustomStringConvertible {
  /// The value as compact JSON, object members in the order of their keys.
  public var description: String {
    // Encoding a SnapshotValue throws nothing: it writes a number JSON cannot hold as `null`.
    let data = (try? SnapshotJSON.encoder().encode(self)) ?? Data("null".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}

extension SnapshotValue {
  /// The value `JSONEncoder` would write for `value`, as a `SnapshotValue`: for building a
  /// route's payload in a migration.
  ///
  /// ```swift
  /// try snapshot.updateRoutes { route in
  ///   route.value = try SnapshotValue(encoding: MainRoute.account(User(id: 7, name: "Ada")))
  /// }
  /// ```
  ///
  /// - Throws: `EncodingError` when `value` does not encode (a number that is not finite).
  public init(encoding value: some Encodable) throws {
    try self.init(encoding: value, registry: nil)
  }

  /// The value `value` encodes to with `registry` in the encoder's `userInfo`.
  init(encoding value: some Encodable, registry: RouteRegistry?) throws {
    let data = try SnapshotJSON.encoder(registry: registry).encode(value)
    self = try SnapshotValue(json: data)
  }

  /// Decodes a `T` from the value, as `JSONDecoder` would from its JSON: for reading a route's
  /// payload in a migration.
  ///
  /// ```swift
  /// try snapshot.updateRoutes { route in
  ///   guard route.key == "accounts", case .account(let name) = try route.value.decode(OldAccountRoute.self)
  ///   else { return }
  ///   route.value = try SnapshotValue(encoding: MainRoute.account(User(id: 0, name: name)))
  /// }
  /// ```
  ///
  /// - Throws: `DecodingError` when the value does not fit `T`.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try decode(type, registry: nil)
  }

  /// Decodes a `T` from the value with `registry` in the decoder's `userInfo`.
  func decode<T: Decodable>(_ type: T.Type, registry: RouteRegistry?) throws -> T {
    try SnapshotJSON.decoder(registry: registry).decode(type, from: SnapshotJSON.encoder().encode(self))
  }
}

/// The JSON coders of snapshots and their values: Foundation's, set up alike everywhere, with
/// object members in the order of their keys so that equal snapshots give equal bytes.
enum SnapshotJSON {
  static func encoder(registry: RouteRegistry? = nil) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if let registry { encoder.userInfo[.routeRegistry] = registry }
    return encoder
  }

  static func decoder(registry: RouteRegistry? = nil) -> JSONDecoder {
    let decoder = JSONDecoder()
    if let registry { decoder.userInfo[.routeRegistry] = registry }
    return decoder
  }
}
