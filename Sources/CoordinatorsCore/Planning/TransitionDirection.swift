/// Which way a stack moves in one step: forward to a screen it did not show, or back to one
/// it showed below its top.
public enum TransitionDirection: Hashable, Sendable, CustomStringConvertible {
  /// The new top screen was not in the stack: it is pushed, or replaces the top.
  case push
  /// The new top screen was in the stack, below the old top: the screens above it leave.
  case pop

  /// `push` or `pop`.
  public var description: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    }
  }
}
