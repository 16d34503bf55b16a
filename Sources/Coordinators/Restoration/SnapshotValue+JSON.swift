import Foundation

extension SnapshotValue {
  /// The JSON document `data` as a value, read by Foundation's `JSONSerialization` in one pass:
  /// the time grows with the length of the data, however deep it nests.
  ///
  /// Decoding a ``SnapshotValue`` with `JSONDecoder` has to find each value's kind by trying
  /// one kind after another, and each failed try costs more the deeper the value is: read that
  /// way, 1 KB of arrays nested 500 deep took a quarter of a second (docs/Robustness.md). The
  /// library reads every JSON value it does not decode as a route type (older snapshots, routes
  /// that no longer decode, event log lines to migrate) with this instead.
  ///
  /// Numbers follow ``SnapshotValue``: whole numbers that fit in an `Int` are integers. Nesting
  /// is limited to 512 levels, as Foundation limits it.
  ///
  /// - Throws: `DecodingError.dataCorrupted` with Foundation's reason when `data` is not JSON.
  package init(json data: Data) throws {
    let document: Any
    do {
      document = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: [], debugDescription: "not JSON: \(error)", underlyingError: error))
    }
    self = SnapshotValue(foundation: document)
  }

  /// A value of what `JSONSerialization` makes: `NSNull`, strings, numbers (booleans among them),
  /// arrays and dictionaries.
  private init(foundation value: Any) {
    switch value {
    case let string as String: self = .string(string)
    case let array as [Any]: self = .array(array.map(SnapshotValue.init(foundation:)))
    case let object as [String: Any]: self = .object(object.mapValues(SnapshotValue.init(foundation:)))
    case let number as NSNumber: self = SnapshotValue(number: number)
    default: self = .null
    }
  }

  /// A boolean, an integer, or a double that is not a whole number fitting in an `Int`.
  private init(number: NSNumber) {
    // `JSONSerialization` makes booleans of `true` and `false` alone, with the type code of C's
    // `char`; the integer codes it makes are the signed ones and `Q` (beyond `Int64.max`).
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "c"), UInt8(ascii: "B"): self = .bool(number.boolValue)
    case UInt8(ascii: "d"), UInt8(ascii: "f"), UInt8(ascii: "Q"):
      let value = number.doubleValue
      self = Int(exactly: value).map(SnapshotValue.int) ?? .double(value)
    default: self = .int(number.intValue)
    }
  }

  /// The value at `path`, a decoder's coding path into the document: an element of an array for
  /// a key with an integer, a member of an object for any other.
  func value(at path: [any CodingKey]) -> SnapshotValue? {
    var value = self
    for key in path {
      switch value {
      case .array(let elements):
        guard let index = key.intValue, elements.indices.contains(index) else { return nil }
        value = elements[index]
      case .object(let members):
        guard let member = members[key.stringValue] else { return nil }
        value = member
      default:
        return nil
      }
    }
    return value
  }
}
