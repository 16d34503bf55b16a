@_spi(Testing) import CoordinatorsCore
import Foundation
import Testing

/// What matching a URL gave, compared whole: the payload and every value, or the reason it failed.
enum MatchOutcome: Hashable, Sendable, CustomStringConvertible {
  case matched(String, [String: URLValue])
  case failed(URLPatternError.Detail)

  var description: String {
    switch self {
    case .matched(let payload, let values):
      let shown = values.sorted { $0.key < $1.key }.map { "\($0.key): \(String(reflecting: $0.value))" }
      return "matched \(payload) [\(shown.joined(separator: ", "))]"
    case .failed(let reason): return "failed: \(reason)"
    }
  }
}

extension URLPatternSet where Payload == String {
  /// The patterns `texts`, each with its own text as payload.
  init(_ texts: [String], types: [URLParameterType] = [], maximumLength: Int = 4096) throws {
    try self.init(texts.map { (try URLPattern($0, types: types), $0) }, maximumLength: maximumLength)
  }

  /// What matching `url` gives.
  func outcome(of url: String) -> MatchOutcome {
    do throws(URLPatternError) {
      let match = try match(url)
      return .matched(match.payload, match.parameters.values)
    } catch {
      #expect(error.url == url, "the error names another URL")
      return .failed(error.detail)
    }
  }
}

/// The reason `text` is not a pattern, or `nil` when it is one.
func patternError(_ text: String, types: [URLParameterType] = []) -> URLPatternError? {
  do throws(URLPatternError) {
    _ = try URLPattern(text, types: types)
    return nil
  } catch {
    return error
  }
}

/// A custom type for colors named in lower case: `{color:color}`.
let colorType = URLParameterType.custom("color") { ["red", "green", "blue"].contains($0) }

/// A fixed UUID, in the lower case a built URL has.
let sampleUUID = UUID(uuidString: "e621e1f8-c36c-495a-93fc-0c247a3e6e5f")!
