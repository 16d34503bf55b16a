import Foundation

/// Decodes a `Decodable` value from a ``SnapshotValue``, as `JSONDecoder` would from JSON with
/// its default strategies (see `SnapshotValueEncoder`).
///
/// Errors are the usual `DecodingError`s with the coding path, so a message can say where in
/// a route's payload the value did not fit.
struct SnapshotValueDecoder {
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func decode<T: Decodable>(_ type: T.Type, from value: SnapshotValue) throws -> T {
    try TreeDecoder(value: value, path: .root, userInfo: userInfo).decodeValue(type)
  }

  /// A decoder of `value`, for a `Decodable` type's `init(from:)`.
  func decoder(for value: SnapshotValue) -> any Decoder {
    TreeDecoder(value: value, path: .root, userInfo: userInfo)
  }
}

/// A coding path built only when read: the parent's path and the last key. A container one
/// level below the value costs no array, and a decoding that succeeds reads no path at all.
struct DeferredCodingPath {
  var parent: [any CodingKey]
  var last: (any CodingKey)?

  static let root = DeferredCodingPath(parent: [], last: nil)

  var keys: [any CodingKey] { last.map { parent + [$0] } ?? parent }

  func appending(_ key: any CodingKey) -> DeferredCodingPath {
    DeferredCodingPath(parent: keys, last: key)
  }
}

extension SnapshotValue {
  /// Decodes a `T` from the value, as `JSONDecoder` would from its JSON: for reading a route's
  /// payload in a migration.
  ///
  /// ```swift
  /// let old = try route.value.decode(OldAccountRoute.self)
  /// ```
  ///
  /// - Throws: `DecodingError` when the value does not fit `T`.
  public func decode<T: Decodable>(_ type: T.Type = T.self) throws -> T {
    try SnapshotValueDecoder().decode(type, from: self)
  }
}

/// The decoder handed to a value's `init(from:)`.
private struct TreeDecoder: Decoder {
  let value: SnapshotValue
  let path: DeferredCodingPath
  let userInfo: [CodingUserInfoKey: Any]

  var codingPath: [any CodingKey] { path.keys }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else {
      throw value.mismatch([String: SnapshotValue].self, expected: "an object", codingPath: codingPath)
    }
    return KeyedDecodingContainer(
      KeyedTreeDecodingContainer<Key>(members: members, path: path, userInfo: userInfo)
    )
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else {
      throw value.mismatch([SnapshotValue].self, expected: "an array", codingPath: codingPath)
    }
    return UnkeyedTreeDecodingContainer(elements: elements, path: path, userInfo: userInfo)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    SingleTreeDecodingContainer(value: value, path: path, userInfo: userInfo)
  }

  /// A ``SnapshotValue`` as it is, a `URL` or `Data` from a string; anything else through its
  /// `init(from:)`.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == SnapshotValue.self, let raw = value as? T { return raw }
    if T.self == URL.self {
      guard let url = URL(string: try value.decodeString(codingPath: codingPath)), let typed = url as? T else {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "not a URL"))
      }
      return typed
    }
    if T.self == Data.self {
      guard let data = Data(base64Encoded: try value.decodeString(codingPath: codingPath)), let typed = data as? T
      else {
        throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: "not Base64"))
      }
      return typed
    }
    return try T(from: self)
  }
}

extension SnapshotValue {
  func mismatch(_ type: Any.Type, expected: String, codingPath: @autoclosure () -> [any CodingKey]) -> DecodingError {
    let codingPath = codingPath()
    if case .null = self {
      return .valueNotFound(
        type,
        DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found null")
      )
    }
    return .typeMismatch(
      type,
      DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found \(kindDescription)")
    )
  }

  func decodeBool(codingPath: @autoclosure () -> [any CodingKey]) throws -> Bool {
    guard case .bool(let value) = self else {
      throw mismatch(Bool.self, expected: "a Boolean", codingPath: codingPath())
    }
    return value
  }

  func decodeString(codingPath: @autoclosure () -> [any CodingKey]) throws -> String {
    guard case .string(let value) = self else {
      throw mismatch(String.self, expected: "a string", codingPath: codingPath())
    }
    return value
  }

  func decodeInteger<T: FixedWidthInteger>(
    _ type: T.Type,
    codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    let converted: T?
    switch self {
    case .int(let value): converted = T(exactly: value)
    case .double(let value): converted = T(exactly: value)
    default: throw mismatch(type, expected: "a whole number", codingPath: codingPath())
    }
    guard let converted else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath(), debugDescription: "the number \(self) does not fit in \(type)")
      )
    }
    return converted
  }

  func decodeFloatingPoint<T: BinaryFloatingPoint>(
    _ type: T.Type,
    codingPath: @autoclosure () -> [any CodingKey]
  ) throws -> T {
    let converted: T
    switch self {
    case .int(let value): converted = T(value)
    case .double(let value): converted = T(value)
    default: throw mismatch(type, expected: "a number", codingPath: codingPath())
    }
    guard converted.isFinite else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: codingPath(), debugDescription: "the number \(self) does not fit in \(type)")
      )
    }
    return converted
  }
}

private struct KeyedTreeDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: SnapshotValue]
  let path: DeferredCodingPath
  let userInfo: [CodingUserInfoKey: Any]

  var codingPath: [any CodingKey] { path.keys }

  var allKeys: [Key] {
    // A plain loop: `compactMap` here costs a generic metadata lookup per call, and enum cases
    // ask for every key of every payload they decode.
    var keys: [Key] = []
    keys.reserveCapacity(members.count)
    for name in members.keys {
      if let key = Key(stringValue: name) { keys.append(key) }
    }
    return keys
  }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  private func member(_ key: Key) throws -> SnapshotValue {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(codingPath: codingPath, debugDescription: "no value for the key \"\(key.stringValue)\"")
      )
    }
    return value
  }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key) == .null }
  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
    try member(key).decodeBool(codingPath: codingPath + [key])
  }
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    try member(key).decodeString(codingPath: codingPath + [key])
  }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
    try member(key).decodeFloatingPoint(type, codingPath: codingPath + [key])
  }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
    try member(key).decodeFloatingPoint(type, codingPath: codingPath + [key])
  }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
    try member(key).decodeInteger(type, codingPath: codingPath + [key])
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try TreeDecoder(value: try member(key), path: path.appending(key), userInfo: userInfo).decodeValue(type)
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type,
    forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try TreeDecoder(value: try member(key), path: path.appending(key), userInfo: userInfo).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try TreeDecoder(value: try member(key), path: path.appending(key), userInfo: userInfo).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = SnapshotCodingKey.superKey
    return TreeDecoder(value: members[key.stringValue] ?? .null, path: path.appending(key), userInfo: userInfo)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(value: members[key.stringValue] ?? .null, path: path.appending(key), userInfo: userInfo)
  }
}

private struct UnkeyedTreeDecodingContainer: UnkeyedDecodingContainer {
  let elements: [SnapshotValue]
  let path: DeferredCodingPath
  let userInfo: [CodingUserInfoKey: Any]
  private(set) var currentIndex = 0

  init(elements: [SnapshotValue], path: DeferredCodingPath, userInfo: [CodingUserInfoKey: Any]) {
    self.elements = elements
    self.path = path
    self.userInfo = userInfo
  }

  var codingPath: [any CodingKey] { path.keys }

  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  private var currentPath: DeferredCodingPath { path.appending(SnapshotCodingKey(intValue: currentIndex)) }

  /// The next element; the index moves past it only when it decodes.
  private mutating func next<T>(_ type: T.Type, _ decode: (SnapshotValue, DeferredCodingPath) throws -> T) throws -> T {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(codingPath: currentPath.keys, debugDescription: "the array has no more elements")
      )
    }
    let value = try decode(elements[currentIndex], currentPath)
    currentIndex += 1
    return value
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try next(type) { try $0.decodeBool(codingPath: $1.keys) } }
  mutating func decode(_ type: String.Type) throws -> String {
    try next(type) { try $0.decodeString(codingPath: $1.keys) }
  }
  mutating func decode(_ type: Double.Type) throws -> Double {
    try next(type) { try $0.decodeFloatingPoint(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: Float.Type) throws -> Float {
    try next(type) { try $0.decodeFloatingPoint(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: Int.Type) throws -> Int {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: Int8.Type) throws -> Int8 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: Int16.Type) throws -> Int16 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: Int32.Type) throws -> Int32 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: Int64.Type) throws -> Int64 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: UInt.Type) throws -> UInt {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 {
    try next(type) { try $0.decodeInteger(type, codingPath: $1.keys) }
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let userInfo = userInfo
    return try next(type) { value, path in
      try TreeDecoder(value: value, path: path, userInfo: userInfo).decodeValue(type)
    }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type
  ) throws -> KeyedDecodingContainer<NestedKey> {
    let userInfo = userInfo
    return try next(KeyedDecodingContainer<NestedKey>.self) { value, path in
      try TreeDecoder(value: value, path: path, userInfo: userInfo).container(keyedBy: type)
    }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let userInfo = userInfo
    return try next((any UnkeyedDecodingContainer).self) { value, path in
      try TreeDecoder(value: value, path: path, userInfo: userInfo).unkeyedContainer()
    }
  }

  mutating func superDecoder() throws -> any Decoder {
    let userInfo = userInfo
    return try next((any Decoder).self) { value, path in
      TreeDecoder(value: value, path: path, userInfo: userInfo)
    }
  }
}

private struct SingleTreeDecodingContainer: SingleValueDecodingContainer {
  let value: SnapshotValue
  let path: DeferredCodingPath
  let userInfo: [CodingUserInfoKey: Any]

  var codingPath: [any CodingKey] { path.keys }

  func decodeNil() -> Bool { value == .null }
  func decode(_ type: Bool.Type) throws -> Bool { try value.decodeBool(codingPath: codingPath) }
  func decode(_ type: String.Type) throws -> String { try value.decodeString(codingPath: codingPath) }
  func decode(_ type: Double.Type) throws -> Double { try value.decodeFloatingPoint(type, codingPath: codingPath) }
  func decode(_ type: Float.Type) throws -> Float { try value.decodeFloatingPoint(type, codingPath: codingPath) }
  func decode(_ type: Int.Type) throws -> Int { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: Int8.Type) throws -> Int8 { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: Int16.Type) throws -> Int16 { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: Int32.Type) throws -> Int32 { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: Int64.Type) throws -> Int64 { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: UInt.Type) throws -> UInt { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try value.decodeInteger(type, codingPath: codingPath) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try value.decodeInteger(type, codingPath: codingPath) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try TreeDecoder(value: value, path: path, userInfo: userInfo).decodeValue(type)
  }
}
