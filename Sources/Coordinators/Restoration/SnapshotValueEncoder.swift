import Foundation

/// Encodes an `Encodable` value into a ``SnapshotValue``, as `JSONEncoder` would into JSON with
/// its default strategies: a `URL` as its absolute string, `Data` in Base64, a `Date` (and
/// anything else) by its own `Encodable` conformance.
///
/// Integers that do not fit in an `Int` and numbers JSON cannot hold (infinity, NaN) are
/// refused with an `EncodingError`, so what is encoded always reads back as it was.
struct SnapshotValueEncoder {
  var userInfo: [CodingUserInfoKey: Any] = [:]

  func encode(_ value: some Encodable) throws -> SnapshotValue {
    try EncodingSlot.member(for: value, codingPath: [], userInfo: userInfo).resolved
  }
}

extension SnapshotValue {
  /// The value `JSONEncoder` would write for `value`, as a `SnapshotValue`: for building a
  /// route's payload in a migration.
  ///
  /// ```swift
  /// route.value = try SnapshotValue(encoding: MainRoute.account(User(id: 7, name: "Ada")))
  /// ```
  ///
  /// - Throws: `EncodingError` when `value` does not encode, or holds an integer that does not
  ///   fit in an `Int` or a number that is not finite.
  public init(encoding value: some Encodable) throws {
    self = try SnapshotValueEncoder().encode(value)
  }
}

/// Where an encoder writes: one value, an object or an array, whose members may be slots too.
/// A class, so that containers handed out by an encoder all write into the same place.
final class EncodingSlot {
  enum Kind {
    case empty
    case single
    case keyed
    case unkeyed
  }

  /// A member: a finished value, or a slot a nested container writes into.
  enum Member {
    case value(SnapshotValue)
    case slot(EncodingSlot)

    var resolved: SnapshotValue {
      switch self {
      case .value(let value): value
      case .slot(let slot): slot.resolved
      }
    }
  }

  var kind = Kind.empty
  var single = SnapshotValue.null
  var members: [String: Member] = [:]
  var elements: [Member] = []

  /// What was written; an encoder that wrote nothing gives an empty object, as `JSONEncoder` does.
  var resolved: SnapshotValue {
    switch kind {
    case .empty: .object([:])
    case .single: single
    case .keyed: .object(members.mapValues(\.resolved))
    case .unkeyed: .array(elements.map(\.resolved))
    }
  }

  func become(_ kind: Kind) {
    guard self.kind != kind else { return }
    self.kind = kind
    members = [:]
    elements = []
    single = .null
  }

  /// The member `value` encodes to: a ``SnapshotValue`` as it is, a `URL` or `Data` as a
  /// string, anything else through its `encode(to:)`.
  static func member(
    for value: some Encodable,
    codingPath: [any CodingKey],
    userInfo: [CodingUserInfoKey: Any]
  ) throws -> Member {
    if let special = special(value) { return .value(special) }
    let slot = EncodingSlot()
    try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath, userInfo: userInfo))
    return .slot(slot)
  }

  /// The values `JSONEncoder` writes its own way rather than through their `encode(to:)`.
  static func special(_ value: some Encodable) -> SnapshotValue? {
    switch value {
    case let value as SnapshotValue: value
    case let url as URL: .string(url.absoluteString)
    case let data as Data: .string(data.base64EncodedString())
    default: nil
    }
  }

  static func integer<T: BinaryInteger>(_ value: T, codingPath: [any CodingKey]) throws -> SnapshotValue {
    guard let integer = Int(exactly: value) else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) does not fit in a snapshot's Int")
      )
    }
    return .int(integer)
  }

  static func floatingPoint<T: BinaryFloatingPoint>(_ value: T, codingPath: [any CodingKey]) throws -> SnapshotValue {
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(codingPath: codingPath, debugDescription: "\(value) is not a number JSON can hold")
      )
    }
    return .double(Double(value))
  }
}

/// The encoder handed to a value's `encode(to:)`.
private struct TreeEncoder: Encoder {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.become(.keyed)
    return KeyedEncodingContainer(
      KeyedTreeEncodingContainer<Key>(slot: slot, codingPath: codingPath, userInfo: userInfo))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.become(.unkeyed)
    return UnkeyedTreeEncodingContainer(slot: slot, codingPath: codingPath, userInfo: userInfo)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleTreeEncodingContainer(slot: slot, codingPath: codingPath, userInfo: userInfo)
  }
}

/// A key for positions in arrays and for `super`, in coding paths.
struct SnapshotCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    self.intValue = nil
  }

  init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }

  static let superKey = SnapshotCodingKey(stringValue: "super")
}

private struct KeyedTreeEncodingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  private func set(_ value: SnapshotValue, _ key: Key) {
    slot.members[key.stringValue] = .value(value)
  }

  mutating func encodeNil(forKey key: Key) throws { set(.null, key) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { set(.bool(value), key) }
  mutating func encode(_ value: String, forKey key: Key) throws { set(.string(value), key) }
  mutating func encode(_ value: Double, forKey key: Key) throws {
    set(try EncodingSlot.floatingPoint(value, codingPath: codingPath + [key]), key)
  }
  mutating func encode(_ value: Float, forKey key: Key) throws {
    set(try EncodingSlot.floatingPoint(value, codingPath: codingPath + [key]), key)
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { set(.int(value), key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { set(.int(Int(value)), key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { set(.int(Int(value)), key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { set(.int(Int(value)), key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws {
    set(try EncodingSlot.integer(value, codingPath: codingPath + [key]), key)
  }
  mutating func encode(_ value: UInt, forKey key: Key) throws {
    set(try EncodingSlot.integer(value, codingPath: codingPath + [key]), key)
  }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { set(.int(Int(value)), key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { set(.int(Int(value)), key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws {
    set(try EncodingSlot.integer(value, codingPath: codingPath + [key]), key)
  }
  mutating func encode(_ value: UInt64, forKey key: Key) throws {
    set(try EncodingSlot.integer(value, codingPath: codingPath + [key]), key)
  }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    slot.members[key.stringValue] = try EncodingSlot.member(
      for: value,
      codingPath: codingPath + [key],
      userInfo: userInfo
    )
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type,
    forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let child = EncodingSlot()
    child.become(.keyed)
    slot.members[key.stringValue] = .slot(child)
    return KeyedEncodingContainer(
      KeyedTreeEncodingContainer<NestedKey>(slot: child, codingPath: codingPath + [key], userInfo: userInfo)
    )
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let child = EncodingSlot()
    child.become(.unkeyed)
    slot.members[key.stringValue] = .slot(child)
    return UnkeyedTreeEncodingContainer(slot: child, codingPath: codingPath + [key], userInfo: userInfo)
  }

  mutating func superEncoder() -> any Encoder {
    encoder(forKey: SnapshotCodingKey.superKey.stringValue, codingKey: SnapshotCodingKey.superKey)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    encoder(forKey: key.stringValue, codingKey: key)
  }

  private func encoder(forKey name: String, codingKey: any CodingKey) -> any Encoder {
    let child = EncodingSlot()
    slot.members[name] = .slot(child)
    return TreeEncoder(slot: child, codingPath: codingPath + [codingKey], userInfo: userInfo)
  }
}

private struct UnkeyedTreeEncodingContainer: UnkeyedEncodingContainer {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  var count: Int { slot.elements.count }

  private var nextKey: SnapshotCodingKey { SnapshotCodingKey(intValue: slot.elements.count) }

  private func append(_ value: SnapshotValue) {
    slot.elements.append(.value(value))
  }

  mutating func encodeNil() throws { append(.null) }
  mutating func encode(_ value: Bool) throws { append(.bool(value)) }
  mutating func encode(_ value: String) throws { append(.string(value)) }
  mutating func encode(_ value: Double) throws {
    append(try EncodingSlot.floatingPoint(value, codingPath: codingPath + [nextKey]))
  }
  mutating func encode(_ value: Float) throws {
    append(try EncodingSlot.floatingPoint(value, codingPath: codingPath + [nextKey]))
  }
  mutating func encode(_ value: Int) throws { append(.int(value)) }
  mutating func encode(_ value: Int8) throws { append(.int(Int(value))) }
  mutating func encode(_ value: Int16) throws { append(.int(Int(value))) }
  mutating func encode(_ value: Int32) throws { append(.int(Int(value))) }
  mutating func encode(_ value: Int64) throws {
    append(try EncodingSlot.integer(value, codingPath: codingPath + [nextKey]))
  }
  mutating func encode(_ value: UInt) throws {
    append(try EncodingSlot.integer(value, codingPath: codingPath + [nextKey]))
  }
  mutating func encode(_ value: UInt8) throws { append(.int(Int(value))) }
  mutating func encode(_ value: UInt16) throws { append(.int(Int(value))) }
  mutating func encode(_ value: UInt32) throws {
    append(try EncodingSlot.integer(value, codingPath: codingPath + [nextKey]))
  }
  mutating func encode(_ value: UInt64) throws {
    append(try EncodingSlot.integer(value, codingPath: codingPath + [nextKey]))
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    slot.elements.append(try EncodingSlot.member(for: value, codingPath: codingPath + [nextKey], userInfo: userInfo))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy keyType: NestedKey.Type
  ) -> KeyedEncodingContainer<NestedKey> {
    let key = nextKey
    let child = EncodingSlot()
    child.become(.keyed)
    slot.elements.append(.slot(child))
    return KeyedEncodingContainer(
      KeyedTreeEncodingContainer<NestedKey>(slot: child, codingPath: codingPath + [key], userInfo: userInfo)
    )
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = nextKey
    let child = EncodingSlot()
    child.become(.unkeyed)
    slot.elements.append(.slot(child))
    return UnkeyedTreeEncodingContainer(slot: child, codingPath: codingPath + [key], userInfo: userInfo)
  }

  mutating func superEncoder() -> any Encoder {
    let key = nextKey
    let child = EncodingSlot()
    slot.elements.append(.slot(child))
    return TreeEncoder(slot: child, codingPath: codingPath + [key], userInfo: userInfo)
  }
}

private struct SingleTreeEncodingContainer: SingleValueEncodingContainer {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  private func set(_ value: SnapshotValue) {
    slot.become(.single)
    slot.single = value
  }

  mutating func encodeNil() throws { set(.null) }
  mutating func encode(_ value: Bool) throws { set(.bool(value)) }
  mutating func encode(_ value: String) throws { set(.string(value)) }
  mutating func encode(_ value: Double) throws { set(try EncodingSlot.floatingPoint(value, codingPath: codingPath)) }
  mutating func encode(_ value: Float) throws { set(try EncodingSlot.floatingPoint(value, codingPath: codingPath)) }
  mutating func encode(_ value: Int) throws { set(.int(value)) }
  mutating func encode(_ value: Int8) throws { set(.int(Int(value))) }
  mutating func encode(_ value: Int16) throws { set(.int(Int(value))) }
  mutating func encode(_ value: Int32) throws { set(.int(Int(value))) }
  mutating func encode(_ value: Int64) throws { set(try EncodingSlot.integer(value, codingPath: codingPath)) }
  mutating func encode(_ value: UInt) throws { set(try EncodingSlot.integer(value, codingPath: codingPath)) }
  mutating func encode(_ value: UInt8) throws { set(.int(Int(value))) }
  mutating func encode(_ value: UInt16) throws { set(.int(Int(value))) }
  mutating func encode(_ value: UInt32) throws { set(try EncodingSlot.integer(value, codingPath: codingPath)) }
  mutating func encode(_ value: UInt64) throws { set(try EncodingSlot.integer(value, codingPath: codingPath)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    if let special = EncodingSlot.special(value) { return set(special) }
    try value.encode(to: TreeEncoder(slot: slot, codingPath: codingPath, userInfo: userInfo))
  }
}
