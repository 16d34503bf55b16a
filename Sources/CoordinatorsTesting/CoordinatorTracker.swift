import Coordinators
import Testing

/// Holds every coordinator that starts in a navigator weakly, to check that the coordinator of
/// each flow that finished has been released.
///
/// The navigator holds the only strong reference to a running coordinator and lets it go when
/// its flow finishes; a closure or a property that keeps it longer is a leak, which
/// ``expectFinishedFlowsReleased(sourceLocation:)`` reports.
///
/// ```swift
/// let coordinators = CoordinatorTracker(navigator)
/// navigator.tap(WizardAction.start)
/// host.swipeDown()
/// await navigator.settle()
/// coordinators.expectFinishedFlowsReleased()
/// ```
///
/// It tracks the flows that start after it is made; a flow that starts and finishes within
/// one change of the state is not seen.
@MainActor
public final class CoordinatorTracker {
  private var tracked: [(flow: FlowID, name: String, coordinator: Weak)] = []
  private var finished: Set<FlowID> = []
  private weak var navigator: Navigator?
  private var token: ObserverToken?

  /// Starts tracking the coordinators that start in `navigator` from now on.
  public init(_ navigator: Navigator) {
    self.navigator = navigator
    // The navigator keeps the tracker alive while it observes; the tracker keeps it weakly.
    token = navigator.observe(FlowEvent.self) { event in self.record(event) }
  }

  /// The flows that finished but whose coordinators are still in memory, each as
  /// `flow 2 (WizardCoordinator)`, in the order they started.
  package var unreleased: [String] {
    tracked.filter { finished.contains($0.flow) && $0.coordinator.object != nil }.map {
      "flow \($0.flow) (\($0.name))"
    }
  }

  /// Records a test issue at `sourceLocation` naming each flow that finished but whose
  /// coordinator is still in memory.
  ///
  /// Call it once the navigation has settled (`await navigator.settle()`), and after the test
  /// has let go of its own references to those coordinators.
  public func expectFinishedFlowsReleased(sourceLocation: SourceLocation = #_sourceLocation) {
    let leaks = unreleased
    guard !leaks.isEmpty else { return }
    recordIssue(
      "finished flows whose coordinators are still in memory: \(leaks.joined(separator: ", "))", at: sourceLocation)
  }

  /// Stops tracking; what was tracked stays.
  public func stop() {
    if let token { navigator?.removeObserver(token) }
    token = nil
  }

  private func record(_ event: FlowEvent) {
    switch event {
    case .started(let id, let name, _):
      guard let coordinator = navigator?.coordinator(for: id) else { return }
      tracked.append((id, name, Weak(object: coordinator)))
    case .finished(let id, _, _):
      finished.insert(id)
    }
  }
}

/// A weak reference to a coordinator.
private struct Weak {
  weak var object: (any Coordinator)?
}
