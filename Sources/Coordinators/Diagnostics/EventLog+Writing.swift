import CoordinatorsCore
import Foundation

extension EventLog {
  /// The log as JSON lines, each ending with a newline: the header, then one line per entry.
  ///
  /// Routes are stored under the keys `registry` gives their types. An entry that cannot be
  /// stored (a route whose type is not registered, say) is written as an `omitted` line that
  /// says why, so the rest of the log survives; a reader reads it, and a replay stops there.
  public func jsonLines(registry: RouteRegistry) -> String {
    var text = ""
    write(to: &text, registry: registry)
    return text
  }

  /// Writes the log as JSON lines to `stream`, as ``jsonLines(registry:)`` makes them.
  public func write(to stream: inout some TextOutputStream, registry: RouteRegistry) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.userInfo[.routeRegistry] = registry
    let header = EventLogHeader(eventLog: Self.formatVersion, routesVersion: routesVersion, state: initialState)
    stream.write(Self.line(encoding: header, with: encoder) ?? Self.omittedHeader(header, encoder: encoder))
    stream.write("\n")
    for entry in entries {
      let line = EventLogLine(entry)
      stream.write(Self.line(encoding: line, with: encoder) ?? Self.omittedLine(line, encoder: encoder))
      stream.write("\n")
    }
  }

  /// Writes the log as JSON lines to the file at `url`, replacing it.
  ///
  /// - Throws: the error of the file system when the file cannot be written.
  public func write(to url: URL, registry: RouteRegistry) throws {
    try Data(jsonLines(registry: registry).utf8).write(to: url, options: .atomic)
  }

  private static func line(encoding value: some Encodable, with encoder: JSONEncoder) -> String? {
    guard let data = try? encoder.encode(value) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// The line for an entry that did not encode: its number, its time and why.
  private static func omittedLine(_ line: EventLogLine, encoder: JSONEncoder) -> String {
    var omitted = line
    omitted.payload = .omitted(reason(encoding: line, with: encoder))
    return Self.line(encoding: omitted, with: encoder) ?? #"{"omitted":"unknown"}"#
  }

  /// A header whose state did not encode: it says why instead.
  private static func omittedHeader(_ header: EventLogHeader, encoder: JSONEncoder) -> String {
    let reason = reason(encoding: header, with: encoder)
    let omitted = OmittedHeader(eventLog: header.eventLog, routesVersion: header.routesVersion, omitted: reason)
    return Self.line(encoding: omitted, with: encoder) ?? #"{"eventLog":1,"omitted":"unknown"}"#
  }

  private static func reason(encoding value: some Encodable, with encoder: JSONEncoder) -> String {
    do {
      _ = try encoder.encode(value)
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
