import Foundation

/// The values a URL gave a pattern's placeholders, by parameter name.
public struct URLParameters: Hashable, Sendable {
  /// The parameters' names, each once, and their values by position: a match hands over its
  /// pattern's names and the values it read, in the same order, without building a dictionary
  /// (a pattern has a few parameters, so looking one up is a short scan).
  private let names: [String]
  private let slots: [URLValue]

  /// Every value, by parameter name.
  public var values: [String: URLValue] {
    var values: [String: URLValue] = [:]
    for (name, value) in zip(names, slots) { values[name] = value }
    return values
  }

  /// The values `values`.
  package init(_ values: [String: URLValue]) {
    names = Array(values.keys)
    slots = Array(values.values)
  }

  /// The values `slots` of the parameters `names` (each once), in the same order.
  init(names: [String], slots: [URLValue]) {
    self.names = names
    self.slots = slots
  }

  /// The value of the parameter `name`, or `nil`.
  package subscript(name: String) -> URLValue? {
    guard let position = names.firstIndex(of: name) else { return nil }
    return slots[position]
  }

  /// Whether both have the same values by name.
  public static func == (lhs: URLParameters, rhs: URLParameters) -> Bool { lhs.values == rhs.values }

  /// Hashes the values by name.
  public func hash(into hasher: inout Hasher) { hasher.combine(values) }

  /// The text of `name`: a text, custom or rest-of-path value as written (after decoding).
  ///
  /// - Throws: ``URLPatternError`` when the parameter is missing.
  public func string(_ name: String) throws(URLPatternError) -> String {
    guard let value = self[name] else { throw URLPatternError(.missingParameter(name, expected: "a value")) }
    return value.description
  }

  /// The integer value of `name`.
  ///
  /// - Throws: ``URLPatternError`` when it is missing or not an `int` parameter.
  public func int(_ name: String) throws(URLPatternError) -> Int {
    guard case .int(let value) = self[name] else { throw URLPatternError(.missingParameter(name, expected: "int")) }
    return value
  }

  /// The number value of `name` (an `int` one converts).
  ///
  /// - Throws: ``URLPatternError`` when it is missing or not a number.
  public func double(_ name: String) throws(URLPatternError) -> Double {
    switch self[name] {
    case .double(let value): return value
    case .int(let value): return Double(value)
    default: throw URLPatternError.missingParameter(name, expected: "double")
    }
  }

  /// The Boolean value of `name`.
  ///
  /// - Throws: ``URLPatternError`` when it is missing or not a `bool` parameter.
  public func bool(_ name: String) throws(URLPatternError) -> Bool {
    guard case .bool(let value) = self[name] else { throw URLPatternError(.missingParameter(name, expected: "bool")) }
    return value
  }

  /// The UUID value of `name`.
  ///
  /// - Throws: ``URLPatternError`` when it is missing or not a `uuid` parameter.
  public func uuid(_ name: String) throws(URLPatternError) -> UUID {
    guard case .uuid(let value) = self[name] else { throw URLPatternError(.missingParameter(name, expected: "uuid")) }
    return value
  }

  /// The value of `name` read by `T`'s text initializer, for custom types.
  ///
  /// - Throws: ``URLPatternError`` when it is missing or `T` does not accept it.
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self)
    throws(URLPatternError) -> T
  {
    guard let text = self[name]?.description, let value = T(text) else {
      throw URLPatternError.missingParameter(name, expected: String(describing: T.self))
    }
    return value
  }
}
