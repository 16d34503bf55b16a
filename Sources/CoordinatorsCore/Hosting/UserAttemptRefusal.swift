/// Why what a host shows does not offer what the user attempts.
@_spi(Hosts) public enum UserAttemptRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The host shows nothing yet.
  case nothingShown
  /// There is no screen, and no sidebar, to go back to.
  case nothingToGoBackTo
  /// This stack is not the one on top: a layer or an alert covers it.
  case notOnTop(StackLocation)
  /// What is shown refuses it (see ``GestureRefusal``).
  case shown(GestureRefusal)
  /// A flow refuses it: it holds the navigation lock, or disabled its interactive dismissal
  /// (the flow's `onAttempt` runs).
  case flow(FlowID)

  /// What was refused and why, for a log.
  public var description: String {
    switch self {
    case .nothingShown: "nothing is shown yet"
    case .nothingToGoBackTo: "there is nothing to go back to"
    case .notOnTop(let location): "\(location) is not on top"
    case .shown(let refusal): refusal.description
    case .flow(let id): "flow \(id) refuses it"
    }
  }
}
