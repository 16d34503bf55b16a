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
  /// - Throws: ``URLParameterError`` when the parameter is missing.
  public func string(_ name: String) throws(URLParameterError) -> String {
    guard let value = self[name] else { throw URLParameterError(name: name, expected: "a value") }
    return value.description
  }

  /// The integer value of `name`.
  ///
  /// - Throws: ``URLParameterError`` when it is missing or not an `int` parameter.
  public func int(_ name: String) throws(URLParameterError) -> Int {
    guard case .int(let value) = self[name] else { throw URLParameterError(name: name, expected: "int") }
    return value
  }

  /// The number value of `name` (an `int` one converts).
  ///
  /// - Throws: ``URLParameterError`` when it is missing or not a number.
  public func double(_ name: String) throws(URLParameterError) -> Double {
    switch self[name] {
    case .double(let value): return value
    case .int(let value): return Double(value)
    default: throw URLParameterError(name: name, expected: "double")
    }
  }

  /// The Boolean value of `name`.
  ///
  /// - Throws: ``URLParameterError`` when it is missing or not a `bool` parameter.
  public func bool(_ name: String) throws(URLParameterError) -> Bool {
    guard case .bool(let value) = self[name] else { throw URLParameterError(name: name, expected: "bool") }
    return value
  }

  /// The UUID value of `name`.
  ///
  /// - Throws: ``URLParameterError`` when it is missing or not a `uuid` parameter.
  public func uuid(_ name: String) throws(URLParameterError) -> UUID {
    guard case .uuid(let value) = self[name] else { throw URLParameterError(name: name, expected: "uuid") }
    return value
  }

  /// The value of `name` read by `T`'s text initializer, for custom types.
  ///
  /// - Throws: ``URLParameterError`` when it is missing or `T` does not accept it.
  public func value<T: LosslessStringConvertible>(_ name: String, as type: T.Type = T.self)
    throws(URLParameterError) -> T
  {
    guard let text = self[name]?.description, let value = T(text) else {
      throw URLParameterError(name: name, expected: String(describing: T.self))
    }
    return value
  }
}

/// A parameter a link handler asked for is missing or of another type: the pattern and the
/// handler disagree.
public struct URLParameterError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The parameter's name.
  public let name: String
  /// What the handler asked for.
  public let expected: String

  /// An error for the parameter `name`.
  public init(name: String, expected: String) {
    self.name = name
    self.expected = expected
  }

  /// A sentence naming the parameter.
  public var description: String { "the link has no \(expected) parameter \(name); check its pattern" }
}
