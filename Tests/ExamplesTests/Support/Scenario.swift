@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Testing

/// An example app under test: its navigator, shown by a ``TestHost`` that plays the user, with
/// the flow events it emitted.
///
/// A rejected command or an action nobody handled is a test issue, unless the test expects it
/// with `problems.expecting { ... }`.
@MainActor
final class Scenario {
  let navigator: Navigator
  let host = TestHost()
  private(set) var flowEvents: [String] = []
  let problems: ProblemRecorder

  init(_ navigator: Navigator, sourceLocation: SourceLocation = #_sourceLocation) {
    self.navigator = navigator
    problems = navigator.expectNoProblems(sourceLocation: sourceLocation)
    navigator.observe(FlowEvent.self) { [weak self] event in self?.flowEvents.append(event.description) }
    navigator.attach(host)
  }

  /// Reports `action` from the screen the user sees, as its view does.
  @discardableResult
  func tap(_ action: any CoordinatorAction) -> Bool {
    navigator.send(action, from: navigator.state.topScreen.id)
  }

  /// The screen the user sees.
  var top: Screen { navigator.state.topScreen }

  /// The title of the screen the user sees.
  var title: String? { top.options.title }

  /// The last step the host performed, as a line.
  var lastStep: String? { host.steps.last?.description }

  /// The transition of the last step, when it set a stack with one.
  var lastTransition: TransitionID? {
    guard case .setStack(_, _, let transition)? = host.steps.last else { return nil }
    return transition
  }

  /// The flow events since the last call, and forgets them.
  func takeFlowEvents() -> [String] {
    defer { flowEvents = [] }
    return flowEvents
  }
}
