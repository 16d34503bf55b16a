@_spi(Testing) import CoordinatorsCore
import Foundation

/// Reads a link's parameters type from the values a URL gave its pattern's placeholders, one
/// property per placeholder; without values it probes the type instead: every key and type the
/// type asks for is checked against the pattern, and answered with a stand-in value.
struct LinkParametersDecoder: Decoder {
  /// What the decoder knows of the link.
  struct Link {
    let pattern: String
    let placeholders: [String: URLPattern.Placeholder]
    let parametersType: String
    /// The URL's values; `nil` while probing.
    let values: URLParameters?

    func error(_ reason: URLPatternError.Detail, key: String) -> URLPatternError {
      URLPatternError(reason, pattern: pattern, key: key, parametersType: parametersType)
    }
  }

  let link: Link
  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Checks that `Parameters` reads only what `pattern` gives, as it gives it.
  static func check<Parameters: Decodable>(
    _ type: Parameters.Type,
    against pattern: URLPattern
  ) throws(URLPatternError) {
    do {
      _ = try Parameters(from: LinkParametersDecoder(link: link(pattern, type, values: nil)))
    } catch let error as URLPatternError {
      throw error
    } catch {
      // The type's own validation refused a stand-in value: what it read until then fits.
    }
  }

  /// The parameters `values` give, read by `Parameters`.
  static func decode<Parameters: Decodable>(
    _ type: Parameters.Type,
    from values: URLParameters,
    pattern: URLPattern
  ) throws -> Parameters {
    try Parameters(from: LinkParametersDecoder(link: link(pattern, type, values: values)))
  }

  private static func link(_ pattern: URLPattern, _ type: Any.Type, values: URLParameters?) -> Link {
    Link(
      pattern: pattern.text,
      placeholders: Dictionary(pattern.placeholders.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }),
      parametersType: String(describing: type),
      values: values
    )
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(Keyed<Key>(link: link))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    throw link.error(.unsupported("a list"), key: "")
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    throw link.error(.unsupported("a single value"), key: "")
  }

  /// The parameters type's properties, one per placeholder.
  struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let link: Link
    var codingPath: [any CodingKey] { [] }

    var allKeys: [Key] {
      link.placeholders.keys.filter { link.values == nil || link.values?[$0] != nil }.compactMap(Key.init)
    }

    func contains(_ key: Key) -> Bool {
      link.values.map { $0[key.stringValue] != nil } ?? (link.placeholders[key.stringValue] != nil)
    }

    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try required(type, key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
      try read(type, key, isOptional: true)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try required(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try required(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try required(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try required(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try required(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try required(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try required(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try required(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try required(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try required(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try required(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try required(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try required(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try required(type, key) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try read(type, key, isOptional: true) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
      try read(type, key, isOptional: true)
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
      try read(type, key, isOptional: true)
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try read(type, key, isOptional: true) }

    private func required<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
      guard let value = try read(type, key, isOptional: false) else {
        throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: [], debugDescription: link.pattern))
      }
      return value
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
      -> KeyedDecodingContainer<NestedKey>
    {
      throw link.error(.unsupported("a nested container"), key: key.stringValue)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
      throw link.error(.unsupported("a list"), key: key.stringValue)
    }

    func superDecoder() throws -> any Decoder { throw link.error(.unsupported("a superclass"), key: "super") }

    func superDecoder(forKey key: Key) throws -> any Decoder {
      throw link.error(.unsupported("a superclass"), key: key.stringValue)
    }

    /// The value of the placeholder `key` as `T`, `nil` when an optional one is absent; checks
    /// the key and the type against the pattern.
    private func read<T: Decodable>(_ type: T.Type, _ key: Key, isOptional: Bool) throws -> T? {
      let name = key.stringValue
      let requested = String(describing: T.self)
      guard let placeholder = link.placeholders[name] else {
        throw link.error(.keyNotInPattern(requested: requested), key: name)
      }
      if placeholder.isOptional, !isOptional { throw link.error(.requiredButOptional(requested: requested), key: name) }
      let value: URLValue?
      if let values = link.values {
        guard let given = values[name] else { return nil }
        value = given
      } else {
        value = nil
      }
      return try ParameterDecoder(link: link, key: name, placeholder: placeholder, value: value).read(T.self)
    }
  }

  /// One placeholder's value, for a property's own type (an enum of text, a wrapper of a number).
  struct ParameterDecoder: Decoder, SingleValueDecodingContainer {
    let link: Link
    let key: String
    let placeholder: URLPattern.Placeholder
    /// The URL's value; `nil` while probing.
    let value: URLValue?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The Swift type a placeholder gives, for messages.
    var given: String {
      guard let type = placeholder.type else { return "[String] (the rest of the path)" }
      if type.isCustom { return "String (\(type.name))" }
      switch type.name {
      case "int": return "Int"
      case "double": return "Double"
      case "bool": return "Bool"
      case "uuid": return "UUID"
      default: return "String"
      }
    }

    /// The value as `T`: directly for the types a placeholder gives, else through `T`'s own
    /// decoding of a single value.
    func read<T: Decodable>(_ type: T.Type) throws -> T {
      if let direct = try primitive(T.self) { return direct }
      return try T(from: self)
    }

    private func primitive<T>(_ type: T.Type) throws -> T? {
      let text = placeholder.type == nil || placeholder.type?.isCustom == true || placeholder.type?.name == "string"
      let kind = placeholder.type?.name
      switch type {
      case is String.Type:
        try expect(text, String.self)
        return (value?.description ?? "") as? T
      case is Int.Type:
        try expect(kind == "int", Int.self)
        guard case .int(let number)? = value else { return 0 as? T }
        return number as? T
      case is Double.Type:
        try expect(kind == "double", Double.self)
        guard case .double(let number)? = value else { return 0.0 as? T }
        return number as? T
      case is Bool.Type:
        try expect(kind == "bool", Bool.self)
        guard case .bool(let flag)? = value else { return false as? T }
        return flag as? T
      case is UUID.Type:
        try expect(kind == "uuid", UUID.self)
        guard case .uuid(let uuid)? = value else {
          return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as? T
        }
        return uuid as? T
      case is [String].Type:
        try expect(placeholder.type == nil, [String].self)
        guard case .segments(let segments)? = value else { return [String]() as? T }
        return segments as? T
      case is URL.Type, is Decimal.Type, is Date.Type, is Data.Type:
        // Foundation decodes these through a container or another type, which would be named
        // instead of the type the property has.
        throw link.error(
          .unsupported("\(T.self), which no placeholder gives: read it as \(given) and make the \(T.self) from that"),
          key: key)
      case is Float.Type, is Int8.Type, is Int16.Type, is Int32.Type, is Int64.Type, is UInt.Type, is UInt8.Type,
        is UInt16.Type, is UInt32.Type, is UInt64.Type:
        try expect(false, T.self)
        return nil
      default:
        return nil
      }
    }

    private func expect(_ fits: Bool, _ type: Any.Type) throws {
      guard fits else {
        throw link.error(.typeMismatch(requested: String(describing: type), placeholder: given), key: key)
      }
    }

    func container<Nested: CodingKey>(keyedBy type: Nested.Type) throws -> KeyedDecodingContainer<Nested> {
      throw link.error(.unsupported("a nested container"), key: key)
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
      throw link.error(.unsupported("a list"), key: key)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try read(type) }
    func decode(_ type: Bool.Type) throws -> Bool { try read(type) }
    func decode(_ type: String.Type) throws -> String { try read(type) }
    func decode(_ type: Double.Type) throws -> Double { try read(type) }
    func decode(_ type: Float.Type) throws -> Float { try read(type) }
    func decode(_ type: Int.Type) throws -> Int { try read(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try read(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try read(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try read(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try read(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try read(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try read(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try read(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try read(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try read(type) }
  }
}
