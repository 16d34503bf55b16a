/// Stable keys for route types, so that ``AnyRoute`` can be encoded and decoded.
///
/// A stored route names its type by the key given here, never by the Swift type's name, so
/// renaming a type does not break what was saved. Hand the registry to the coder through
/// ``Swift/CodingUserInfoKey/routeRegistry``:
///
/// ```swift
/// var registry = RouteRegistry()
/// try registry.register(ShapesRoute.self, key: "shapes")
/// let encoder = JSONEncoder()
/// encoder.userInfo[.routeRegistry] = registry
/// let data = try encoder.encode([AnyRoute(ShapesRoute.list)])
/// try data.write(to: savedURL)
/// ```
public struct RouteRegistry: Sendable {
  private var keys: [ObjectIdentifier: String] = [:]
  private var decoders: [String: @Sendable (any Decoder) throws -> AnyRoute] = [:]
  private var types: [String: any (Route & Codable).Type] = [:]

  /// An empty registry.
  public init() {}

  /// Registers `type` under `key`.
  ///
  /// - Throws: ``RouteCodingError/Reason/alreadyRegistered`` when the key names another type,
  ///   or when the type has another key. Registering the same pair again changes nothing.
  public mutating func register<R: Route & Codable>(_ type: R.Type, key: String) throws(RouteCodingError) {
    let typeKey = ObjectIdentifier(type)
    if let existing = keys[typeKey] {
      guard existing == key else { throw RouteCodingError(.typeAlreadyRegistered(typeName: "\(type)", key: existing)) }
      return
    }
    guard decoders[key] == nil else { throw RouteCodingError(.keyAlreadyRegistered(key, typeName: "\(type)")) }
    keys[typeKey] = key
    decoders[key] = { decoder in AnyRoute(try R(from: decoder)) }
    types[key] = type
  }

  /// The key `route`'s type is registered under, or `nil`.
  package func key(for route: AnyRoute) -> String? {
    keys[ObjectIdentifier(type(of: route.base))]
  }

  /// Every registered key.
  package var registeredKeys: Set<String> { Set(decoders.keys) }

  /// The route of the type registered under `key`, decoded from `decoder`; `nil` for an
  /// unknown key. Restoration decodes stored routes with it directly.
  package func decode(key: String, from decoder: any Decoder) throws -> AnyRoute? {
    try decoders[key]?(decoder)
  }

  /// The type registered under `key`, or `nil`. Restoration decodes a stored route as this
  /// type straight from the snapshot's container, without a decoder of its own.
  package func routeType(forKey key: String) -> (any (Route & Codable).Type)? {
    types[key]
  }
}

extension CodingUserInfoKey {
  /// Where encoders and decoders of ``AnyRoute`` find the ``RouteRegistry``.
  public static let routeRegistry: CodingUserInfoKey = {
    guard let key = CodingUserInfoKey(rawValue: "swift-coordinators.route-registry") else {
      preconditionFailure("a constant key is valid")
    }
    return key
  }()
}

/// Why a route could not be encoded or decoded, or registered.
///
/// ``reason`` says what kind of problem it is, for an app to match; the description says what is
/// wrong and how to fix it: `route type SettingsRoute is not registered; register it with a
/// stable key`.
public struct RouteCodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; the description says exactly what.
  public enum Reason: Hashable, Sendable {
    /// The coder's `userInfo` has no ``RouteRegistry`` under
    /// ``Swift/CodingUserInfoKey/routeRegistry``.
    case noRegistry
    /// The route's type is not registered, or the stored key names no registered type.
    case notRegistered
    /// A key was registered for two types, or a type under two keys.
    case alreadyRegistered
  }

  /// What was wrong, in detail: what the description is made of.
  package enum Detail: Hashable, Sendable {
    /// The coder's `userInfo` has no ``RouteRegistry``.
    case noRegistry
    /// The route's type is not registered.
    case unregisteredType(typeName: String)
    /// The stored key names no registered type.
    case unknownKey(String)
    /// A key was registered for two types.
    case keyAlreadyRegistered(String, typeName: String)
    /// A type was registered under two keys.
    case typeAlreadyRegistered(typeName: String, key: String)
  }

  /// What was wrong, in detail.
  package let detail: Detail

  /// An error for this detail.
  package init(_ detail: Detail) {
    self.detail = detail
  }

  /// What kind of problem it is.
  public var reason: Reason {
    switch detail {
    case .noRegistry: .noRegistry
    case .unregisteredType, .unknownKey: .notRegistered
    case .keyAlreadyRegistered, .typeAlreadyRegistered: .alreadyRegistered
    }
  }

  /// What is wrong and how to fix it.
  public var description: String {
    switch detail {
    case .noRegistry:
      "no route registry: set the coder's userInfo[.routeRegistry] to a RouteRegistry"
    case .unregisteredType(let typeName):
      "route type \(typeName) is not registered; register it with a stable key"
    case .unknownKey(let key):
      "no route type is registered under the key \"\(key)\""
    case .keyAlreadyRegistered(let key, let typeName):
      "cannot register \(typeName) under \"\(key)\": the key names another type"
    case .typeAlreadyRegistered(let typeName, let key):
      "cannot register \(typeName) again: it is registered under \"\(key)\""
    }
  }
}
