import Foundation

/// A value the app keeps as JSON in its own storage (the tab customization, in `@AppStorage`),
/// read once per stored data and written back only when it changed, in one form.
///
/// A binding's getter runs at every evaluation of the view that reads it, so the decoded value
/// is kept with the data it came from. Writes use sorted keys, so that an equal value is always
/// the same bytes, and a value equal to the stored one is not written: a write-back never
/// changes the storage, and so never updates the views, for nothing.
@MainActor
final class StoredJSON<Value: Codable & Equatable> {
  /// The value of unreadable or empty data.
  private let empty: Value
  /// The data read or written last, with its value.
  private var cache: (data: Data, value: Value)?
  /// How many times data was decoded (for the tests).
  private(set) var decodings = 0

  /// A store whose unreadable or empty data reads as `empty`.
  init(empty: Value) {
    self.empty = empty
  }

  /// The value `data` holds; `empty` when it holds none.
  func value(in data: Data) -> Value {
    if let cache, cache.data == data { return cache.value }
    decodings += 1
    let value = data.isEmpty ? empty : (try? JSONDecoder().decode(Value.self, from: data)) ?? empty
    cache = (data, value)
    return value
  }

  /// The data to store for `value` in place of `stored`: `nil` when `stored` holds it already
  /// (or it cannot be encoded).
  func data(for value: Value, replacing stored: Data) -> Data? {
    guard value != self.value(in: stored) else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    guard let data = try? encoder.encode(value) else { return nil }
    cache = (data, value)
    return data
  }
}
