import Coordinators
import Foundation

extension EventLog {
  /// The log as JSON lines, as ``write(to:registry:)-(TextOutputStream,_)`` writes them.
  @_spi(Testing) public func jsonLines(registry: RouteRegistry) -> String {
    var text = ""
    write(to: &text, registry: registry)
    return text
  }

  /// Writes the log as JSON lines to `stream`, each ending with a newline: the header, then one
  /// line per entry.
  ///
  /// No line holds a character a terminal would obey: control characters, line and paragraph
  /// separators and bidirectional controls in titles and routes are written as `\uXXXX`.
  ///
  /// Routes are stored under the keys `registry` gives their types. An entry that cannot be
  /// stored (a route whose type is not registered, say) is written as an `omitted` line that
  /// says why, so the rest of the log survives; a reader reads it, and a replay stops there.
  public func write(to stream: inout some TextOutputStream, registry: RouteRegistry) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.userInfo[.routeRegistry] = registry
    // Each screen is written in full once, then by its identifier.
    let table = ScreenTable()
    encoder.userInfo[.screenTable] = table
    let header = EventLogHeader(eventLog: Self.formatVersion, routesVersion: routesVersion, state: initialState)
    stream.write(
      Self.line(encoding: header, with: encoder, table: table) ?? Self.omittedHeader(header, encoder: encoder))
    stream.write("\n")
    // The lines' stacks are stored against the state before them, as the reader reads them.
    table.state = initialState
    for entry in entries {
      let line = EventLogLine(entry)
      if let text = Self.line(encoding: line, with: encoder, table: table) {
        stream.write(text)
        if case .navigation(let event) = entry.event { table.state = event.after }
      } else {
        stream.write(Self.omittedLine(line, encoder: encoder))
      }
      stream.write("\n")
    }
  }

  /// Writes the log as JSON lines to the file at `url`, replacing it.
  ///
  /// - Throws: the error of the file system when the file cannot be written.
  public func write(to url: URL, registry: RouteRegistry) throws {
    try Data(jsonLines(registry: registry).utf8).write(to: url, options: .atomic)
  }

  /// The value as a line; `nil`, with `table` as it was, when it does not encode.
  private static func line(encoding value: some Encodable, with encoder: JSONEncoder, table: ScreenTable) -> String? {
    let known = table.screens
    guard let data = try? encoder.encode(value) else {
      table.screens = known
      return nil
    }
    return jsonText(data)
  }

  /// The JSON text of `data` with every character that the escaper of text from outside
  /// escapes (`Unicode.Scalar.isEscapedOnOneLine`) and `JSONEncoder` leaves raw (DEL, C1, the
  /// line and paragraph separators, the bidirectional controls) written as `\uXXXX`, so that
  /// `cat` shows a log without obeying any of them. The value read back is the same: outside
  /// strings, JSON is ASCII, so each is inside a string, where `\uXXXX` means it.
  static func jsonText(_ data: Data) -> String {
    let text = String(decoding: data, as: UTF8.self)
    // Each such scalar starts with 0x7F, 0xC2 (U+0080 to U+009F), 0xD8 (U+061C) or 0xE2
    // (U+200E to U+2069); `JSONEncoder` already escapes C0.
    guard data.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      guard scalar.isEscapedOnOneLine else {
        result.append(scalar)
        continue
      }
      // Each is in the Basic Multilingual Plane: four hex digits.
      let hex = String(scalar.value, radix: 16)
      result.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).unicodeScalars)
    }
    return String(result)
  }

  /// The line for an entry that did not encode: its number, its time and why.
  private static func omittedLine(_ line: EventLogLine, encoder: JSONEncoder) -> String {
    var omitted = line
    omitted.payload = .omitted(reason(encoding: line, with: encoder))
    return Self.line(encoding: omitted, with: encoder, table: ScreenTable())
      ?? #"[\#(line.sequence),\#(line.time),"omitted","unknown"]"#
  }

  /// A header whose state did not encode: it says why instead.
  private static func omittedHeader(_ header: EventLogHeader, encoder: JSONEncoder) -> String {
    let reason = reason(encoding: header, with: encoder)
    let omitted = OmittedHeader(eventLog: header.eventLog, routesVersion: header.routesVersion, omitted: reason)
    return Self.line(encoding: omitted, with: encoder, table: ScreenTable())
      ?? #"{"eventLog":\#(Self.formatVersion),"omitted":"unknown"}"#
  }

  private static func reason(encoding value: some Encodable, with encoder: JSONEncoder) -> String {
    // A table of its own, so that the failed attempt leaves the log's table alone.
    let probe = JSONEncoder()
    probe.userInfo = encoder.userInfo
    probe.userInfo[.screenTable] = ScreenTable()
    do {
      _ = try probe.encode(value)
      return "unknown"
    } catch let error as RouteCodingError {
      return error.description
    } catch {
      return String(describing: error)
    }
  }
}

/// A header whose state could not be stored.
struct OmittedHeader: Codable {
  var eventLog: Int
  var routesVersion: Int
  var omitted: String
}
