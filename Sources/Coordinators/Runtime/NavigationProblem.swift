@_spi(Hosts) import CoordinatorsCore
import Foundation

/// Something the navigator could not do, or had to work around, that no caller was there to
/// catch: it is reported to the observers instead of being thrown.
///
/// Observe problems with `observe(NavigationProblem.self)` (or, with every other event,
/// ``Navigator/observe(_:)``). Until the app turns ``Navigator/logsProblems`` off, each
/// one is also written to standard error, one line each. Tests record them as issues with
/// `CoordinatorsTesting`'s `expectNoProblems()`.
public enum NavigationProblem: Hashable, Sendable, CustomStringConvertible {
  /// A short method (``Navigator/push(_:owner:fileID:filePath:line:column:)``, ``Flow/show(_:fileID:filePath:line:column:)``, ...) could not apply its
  /// command; the state is unchanged.
  case rejectedCommand(NavigationError)
  /// No coordinator from the flow `from` up to the root handled the action, given as text.
  case unhandledAction(String, from: FlowID)
  /// ``Navigator/handle(_:)`` could not open a link.
  case deepLinkFailed(DeepLinkError)
  /// A host fell back on a safety net, said in a sentence: for example, a watchdog completed a
  /// step whose transition never reported its end. Hosts report it with
  /// ``Navigator/report(_:)``.
  case hostFallback(String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .rejectedCommand(let error): "rejected command: \(error)"
    case .unhandledAction(let action, let flow): "no coordinator handled \(action), sent from flow \(flow)"
    case .deepLinkFailed(let error): "link failed: \(error)"
    case .hostFallback(let text): "host fallback: \(text)"
    }
  }

  /// Writes `problem` to standard error as ``logLine``.
  static func log(_ problem: NavigationProblem) {
    FileHandle.standardError.write(Data((problem.logLine + "\n").utf8))
  }

  /// The problem as the line the navigator's default log writes, every control character
  /// escaped: a link's or a route's text cannot drive the terminal behind standard error.
  package var logLine: String {
    "swift-coordinators: " + description.escapingControlCharacters()
  }
}

/// Everything a navigator tells its observers, as one stream in the order it happened: a change
/// of the state, a change of the flow tree, or a problem.
///
/// Observe it with ``Navigator/observe(_:)``, for a log of the whole navigation.
public enum NavigatorEvent: Hashable, Sendable, CustomStringConvertible {
  /// The state changed.
  case navigation(NavigationEvent)
  /// A flow started or finished.
  case flow(FlowEvent)
  /// Something could not be done; see ``NavigationProblem``.
  case problem(NavigationProblem)
  /// The host was attached, or started or completed a step.
  @_spi(Hosts) case step(HostStepEvent)

  /// The event as a line: `navigation (programmatic)`, `flow 2 (WizardCoordinator) was cancelled`,
  /// `rejected command: ...`.
  public var description: String {
    switch self {
    case .navigation(let event): "navigation (\(event.cause))"
    case .flow(let event): event.description
    case .problem(let problem): problem.description
    case .step(let event): event.description
    }
  }
}

/// What the navigator's host did: it was attached, or it started or completed a step.
///
/// Only ``Navigator/observe(_:)`` observers receive them (as ``NavigatorEvent/step(_:)``),
/// in the order they happened among the other events: an event log records when each step the
/// host performed completed, so that a replay completes them at the same moments.
@_spi(Hosts) public enum HostStepEvent: Hashable, Sendable, CustomStringConvertible {
  /// A host was attached: it shows nothing yet, and the first step sets what it shows.
  case hostAttached
  /// The host was handed `step`, numbered `number`: numbers grow with each step (a step planned
  /// and dropped before it was shown is never announced, and leaves its number out).
  case started(HostStep, number: Int)
  /// The host completed the step numbered `number`.
  case completed(number: Int)

  /// `host attached`, `step 3 started: present(sheet(large): 4)` or `step 3 completed`.
  public var description: String {
    switch self {
    case .hostAttached: "host attached"
    case .started(let step, let number): "step \(number) started: \(step)"
    case .completed(let number): "step \(number) completed"
    }
  }
}
