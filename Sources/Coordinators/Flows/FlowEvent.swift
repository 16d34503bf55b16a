import CoordinatorsCore

/// A change in the flow tree: a flow started or finished.
///
/// Observe them with `observe(FlowEvent.self)`.
public enum FlowEvent: Hashable, Sendable, CustomStringConvertible {
  /// How a flow ended.
  public enum Outcome: Hashable, Sendable {
    /// With a result.
    case finished
    /// Without one.
    case cancelled
  }

  /// The flow `id`, run by a coordinator of the named type, started under `parent`.
  case started(FlowID, coordinator: String, parent: FlowID?)
  /// The flow `id` ended. Descendants end before their ancestors.
  case finished(FlowID, coordinator: String, outcome: Outcome)

  /// A sentence saying what happened: `flow 2 (WizardCoordinator) was cancelled`.
  public var description: String {
    switch self {
    case .started(let id, let coordinator, let parent?):
      "flow \(id) (\(coordinator)) started under flow \(parent)"
    case .started(let id, let coordinator, nil):
      "flow \(id) (\(coordinator)) started at the root"
    case .finished(let id, let coordinator, .finished):
      "flow \(id) (\(coordinator)) finished with a result"
    case .finished(let id, let coordinator, .cancelled):
      "flow \(id) (\(coordinator)) was cancelled"
    }
  }
}
