extension URLPattern {
  /// The URL this pattern matches with `values` in its placeholders, percent-encoded.
  ///
  /// ```swift
  /// let product = try URLPattern("https://example.com/products/{id:int}?color={color?}")
  /// print(try product.url(with: ["id": .int(42)]))  // "https://example.com/products/42"
  /// ```
  ///
  /// Matching the URL against this pattern gives back `values`.
  ///
  /// - Throws: ``URLPatternError`` when a required value is missing, or a value does not fit its
  ///   placeholder (an empty segment included, since empty segments are dropped, and text with a
  ///   control character, which text placeholders refuse).
  public func url(with values: [String: URLValue]) throws(URLPatternError) -> String {
    var url = scheme + "://" + Self.encode(host)
    for segment in segments {
      switch segment {
      case .literal(let literal):
        url += "/" + Self.encode(literal)
      case .parameter(let name, let type):
        url += "/" + Self.encode(try text(of: values[name], name: name, type: type))
      case .rest(let name):
        guard case .segments(let parts) = values[name], !parts.isEmpty,
          !parts.contains(where: { $0.isEmpty || URLParameterType.hasControlCharacter($0) })
        else {
          throw URLPatternError(.badValue(name), pattern: text)
        }
        url += "/" + parts.map(Self.encode).joined(separator: "/")
      }
    }
    var separator = "?"
    for item in queryItems {
      guard values[item.parameter] != nil || !item.isOptional else { continue }
      let value = try text(of: values[item.parameter], name: item.parameter, type: item.type, allowsEmpty: true)
      url += separator + Self.encode(item.name) + "=" + Self.encode(value)
      separator = "&"
    }
    return url
  }

  private func text(of value: URLValue?, name: String, type: URLParameterType, allowsEmpty: Bool = false)
    throws(URLPatternError) -> String
  {
    guard let value else { throw URLPatternError(.missingValue(name), pattern: text) }
    let written = value.description
    guard allowsEmpty || !written.isEmpty, case .value(let read) = type.value(of: written), read == value else {
      throw URLPatternError(.badValue(name), pattern: text)
    }
    return written
  }

  /// Percent-encodes everything but the unreserved characters of RFC 3986.
  static func encode(_ text: String) -> String {
    var encoded = ""
    encoded.reserveCapacity(text.utf8.count)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        encoded.unicodeScalars.append("%")
        encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte >> 4)]))
        encoded.unicodeScalars.append(Unicode.Scalar(hex[Int(byte & 0xF)]))
      }
    }
    return encoded
  }
}
