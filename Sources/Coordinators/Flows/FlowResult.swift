/// How a child flow ended, as its parent receives it.
///
/// A flow whose output is optional (`Output = User?`) can finish with `nil`, which is not a
/// cancellation: match the cases, which hold the output as it is, not ``value``, which adds an
/// optional of its own (`User??`):
///
/// ```swift
/// switch await flow.run(UserPickerCoordinator(), as: .sheet()) {
/// case .finished(let user?): select(user)
/// case .finished(nil): clearSelection()      // the user chose "nobody"
/// case .cancelled: break                     // swiped down: keep the selection
/// }
/// ```
///
/// It prints as `finished(nil)`, `finished(User(id: 7, name: "Ada"))` or `cancelled`.
public enum FlowResult<Output: Sendable>: Sendable, CustomStringConvertible {
  /// The flow finished with this value (``Coordinator/finish(with:fileID:filePath:line:column:)``).
  case finished(Output)
  /// The flow ended without a value: the user swiped it away, it cancelled itself, or an
  /// ancestor replaced the screens it was showing.
  case cancelled

  /// The value the flow finished with, or `nil` when it was cancelled.
  ///
  /// For an optional output, match the cases instead (`if case .cancelled = result`): a flow that
  /// finished with `nil` gives `.some(nil)` here, which prints and compares unlike `nil` only
  /// to the careful reader.
  public var value: Output? {
    if case .finished(let value) = self { return value }
    return nil
  }

  /// Whether the flow ended without finishing: whatever its output type, a flow that finished
  /// with `nil` is not cancelled.
  package var isCancelled: Bool {
    if case .cancelled = self { true } else { false }
  }

  /// `finished(value)` with the value as a route's payload prints (an optional without
  /// `Optional(...)`, no module names), or `cancelled`.
  public var description: String {
    switch self {
    case .finished(let value): value is Void ? "finished()" : "finished(\(AnyRoute.text(of: value, asPayload: true)))"
    case .cancelled: "cancelled"
    }
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

/// Hands a finished flow's outcome to whoever started it, exactly once, even when the flow
/// never finishes because the navigator or a failed transaction let it go.
@MainActor
final class ResultDelivery {
  private var handler: (@MainActor (FlowOutcome) -> Void)?
  private let onRelease: ReleaseSignal?

  init(_ handler: (@MainActor (FlowOutcome) -> Void)?, onRelease: ReleaseSignal? = nil) {
    self.handler = handler
    self.onRelease = onRelease
  }

  func callAsFunction(_ outcome: FlowOutcome) {
    let handler = self.handler
    self.handler = nil
    onRelease?.disarm()
    handler?(outcome)
  }
}

/// Resumes a waiting task with "cancelled" when it is released without having been disarmed,
/// so that an awaited child result never leaks its continuation.
final class ReleaseSignal: @unchecked Sendable {
  // Touched on the main actor while alive and by deinit once nothing else holds it.
  private var action: (@Sendable () -> Void)?

  init(_ action: @escaping @Sendable () -> Void) { self.action = action }

  func disarm() { action = nil }

  deinit { action?() }
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
