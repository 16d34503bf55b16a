import Foundation

/// Why an event log could not be read: what is wrong, and on which line.
///
/// ```swift
/// do {
///   let log = try EventLog(data: data, registry: routes)
///   print("\(log.entries.count) events")
/// } catch {
///   print(error)  // line 7: sequence number 12 where 8 was expected: a line is missing or out of order
/// }
/// ```
public struct EventLogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is; the description says exactly what.
  public enum Reason: Hashable, Sendable {
    /// The data is not an event log: it holds no line, or its first line is not an event log's
    /// header.
    case notAnEventLog
    /// The log was written in another version of the stored form than the one this library
    /// reads: a newer one, or the one of a pre-release.
    case unsupportedFormat
    /// A line is not one JSON object of the stored form (cut short, or edited by hand); the
    /// description says where in it.
    case malformedLine
    /// A stored route does not decode: no type is registered under its key in the registry, or
    /// its value does not fit the type registered there.
    case unknownRoute
    /// A state breaks a rule of `NavigationState` (two screens with one identifier, an empty
    /// stack, ...).
    case invalidState
    /// A line's sequence number is not the one after the previous line's: a line is missing,
    /// repeated or out of order.
    case outOfOrder
    /// The routes could not be migrated to the app's current version: the log is newer than the
    /// app, a step is missing, or a step failed.
    case migrationFailed
    /// The file could not be read.
    case unreadable
  }

  /// What was wrong, in detail: what the description is made of.
  package enum Detail: Hashable, Sendable {
    /// The data holds no line at all.
    case empty
    /// The first line is not an event log's header.
    case notAnEventLog
    /// The log's version of the stored form, and the one this library reads.
    case unsupportedFormat(Int, supported: Int)
    /// What is wrong with the line.
    case malformedLine(String)
    /// No type is registered under this key.
    case unknownRouteKey(String)
    /// What the decoder said.
    case routeNotDecodable(String)
    /// The rules the state breaks.
    case invalidState(String)
    /// The line's sequence number, and the one expected.
    case outOfOrder(sequence: Int, expected: Int)
    /// Why the migration failed.
    case migrationFailed(String)
    /// What the file system said.
    case unreadable(String)

    /// The kind of problem, for ``EventLogError/reason``.
    var reason: Reason {
      switch self {
      case .empty, .notAnEventLog: .notAnEventLog
      case .unsupportedFormat: .unsupportedFormat
      case .malformedLine: .malformedLine
      case .unknownRouteKey, .routeNotDecodable: .unknownRoute
      case .invalidState: .invalidState
      case .outOfOrder: .outOfOrder
      case .migrationFailed: .migrationFailed
      case .unreadable: .unreadable
      }
    }
  }

  /// The line it is on; 1 is the header. 0 when no line was read.
  public let line: Int
  /// What was wrong, in detail.
  package let detail: Detail

  /// An error about `line`.
  package init(line: Int, _ detail: Detail) {
    self.line = line
    self.detail = detail
  }

  /// What kind of problem it is.
  public var reason: Reason { detail.reason }

  /// `line 7: ...`, saying what is wrong and, where it helps, what to do.
  public var description: String {
    let text: String
    switch detail {
    case .empty: text = "the log is empty: an event log starts with a header line"
    case .notAnEventLog:
      text = "not an event log: the first line must be a header {\"eventLog\": \(EventLog.formatVersion), ...}"
    case .unsupportedFormat(let version, let supported):
      text =
        version > supported
        ? "the log's format version \(version) is newer than the \(supported) this library reads"
        : "the log's format version \(version) is older than the \(supported) this library reads: record it again"
    case .malformedLine(let message): text = "not a line of an event log: \(message)"
    case .unknownRouteKey(let key):
      text = "no route type is registered under the key \"\(key)\"; register it, or migrate the log's routes"
    case .routeNotDecodable(let message): text = "a route does not decode: \(message)"
    case .invalidState(let message): text = "the state is not valid: \(message)"
    case .outOfOrder(let sequence, let expected):
      text = "sequence number \(sequence) where \(expected) was expected: a line is missing, repeated or out of order"
    case .migrationFailed(let message): text = "the routes could not be migrated: \(message)"
    case .unreadable(let message): text = "the log could not be read: \(message)"
    }
    return line > 0 ? "line \(line): \(text)" : text
  }
}
