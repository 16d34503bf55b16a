/// How a child flow ended, as its parent receives it.
public enum FlowResult<Output: Sendable>: Sendable {
  /// The flow finished with this value (``Coordinator/finish(with:fileID:filePath:line:column:)``).
  case finished(Output)
  /// The flow ended without a value: the user swiped it away, it cancelled itself, or an
  /// ancestor replaced the screens it was showing.
  case cancelled

  /// The value the flow finished with, or `nil` when it was cancelled.
  public var value: Output? {
    if case .finished(let value) = self { return value }
    return nil
  }
}

extension FlowResult: Equatable where Output: Equatable {}

extension FlowResult: Hashable where Output: Hashable {}

/// A result whose value type the navigator does not know: the node keeps this, and the
/// closure registered on start turns it back into the parent's ``FlowResult``.
enum FlowOutcome: Sendable {
  case finished(any Sendable)
  case cancelled

  var kind: FlowEvent.Outcome {
    switch self {
    case .finished: .finished
    case .cancelled: .cancelled
    }
  }
}

extension FlowResult {
  /// The typed result of an outcome; a value of another type (which `finish(with:)` cannot
  /// produce) reads as cancelled.
  init(_ outcome: FlowOutcome) {
    switch outcome {
    case .finished(let value as Output): self = .finished(value)
    case .finished, .cancelled: self = .cancelled
    }
  }
}

extension ResultDelivery {
  /// A delivery that hands `handler` the typed result, or none without a handler.
  convenience init<Output: Sendable>(typed handler: (@MainActor (FlowResult<Output>) -> Void)?) {
    guard let handler else {
      self.init(nil)
      return
    }
    self.init { outcome in handler(FlowResult(outcome)) }
  }
}
