import Coordinators
import Testing

/// Records a navigator's problems in a test: every one is kept, and every one the test did not
/// expect is a test issue.
///
/// ```swift
/// let problems = navigator.expectNoProblems()       // any problem fails the test
/// navigator.push(TestRoute("detail"))
///
/// problems.expecting {                              // these are expected: kept, not issues
///   navigator.pop(count: 5)
/// }
/// #expect(problems.errors.map(\.reason) == [.notFound])  // no 5 screens to pop
/// ```
///
/// A recorder made with `recordsIssues: false` expects every problem: it only collects them.
/// A recorder turns the navigator's `logsProblems` off: the test's error stream stays quiet.
///
/// An issue points at the call that failed: a command refused by a short method of `Navigator`
/// or `Flow` carries the place it was called from, and the issue
/// names it with the command and the screen shown. Other problems point at `sourceLocation`.
///
/// Recorders of one navigator combine: problems that one recorder, or
/// `Navigator.expecting(sourceLocation:_:)`, expects are expected by all of them, so a test can
/// expect a problem for the recorder a helper made.
@MainActor
public final class ProblemRecorder {
  /// Every problem since the recorder was made, in order.
  public private(set) var problems: [NavigationProblem] = []
  /// Whether a problem reported outside ``expecting(_:)`` is a test issue.
  package var recordsIssues: Bool
  private weak var navigator: Navigator?
  private let navigatorID: ObjectIdentifier
  private var token: ObserverToken?
  private let sourceLocation: SourceLocation

  /// Starts recording `navigator`'s problems; issues point at `sourceLocation`.
  public init(_ navigator: Navigator, recordsIssues: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) {
    self.navigator = navigator
    self.navigatorID = ObjectIdentifier(navigator)
    self.recordsIssues = recordsIssues
    self.sourceLocation = sourceLocation
    navigator.logsProblems = false
    // The navigator keeps the recorder alive while it observes, so `expectNoProblems()` needs
    // no variable; the recorder keeps the navigator weakly.
    token = navigator.observe(NavigationProblem.self) { problem in self.record(problem) }
  }

  /// The errors of the commands the navigator refused, in order.
  public var errors: [NavigationError] {
    problems.compactMap { if case .rejectedCommand(let error) = $0 { error } else { nil } }
  }

  /// The actions nobody handled, as text, with the flow that sent each.
  public var unhandledActions: [String] {
    problems.compactMap {
      if case .unhandledAction(let action, let flow) = $0 { "\(action) from flow \(flow)" } else { nil }
    }
  }

  /// The errors of the links that could not be opened, in order.
  public var deepLinkErrors: [DeepLinkError] {
    problems.compactMap { if case .deepLinkFailed(let error) = $0 { error } else { nil } }
  }

  /// Runs `body`; the problems reported meanwhile are expected: kept, but no test issue, for
  /// this recorder and every other recorder of the navigator.
  ///
  /// Unlike `Navigator.expecting(sourceLocation:_:)`, it does not require a problem.
  @discardableResult
  public func expecting<T>(_ body: () throws -> T) rethrows -> T {
    ExpectedProblems.begin(on: navigatorID)
    defer { ExpectedProblems.end(on: navigatorID) }
    return try body()
  }

  /// Stops recording; the problems recorded stay.
  public func stop() {
    if let token { navigator?.removeObserver(token) }
    token = nil
  }

  private func record(_ problem: NavigationProblem) {
    problems.append(problem)
    guard recordsIssues, !ExpectedProblems.areExpected(on: navigatorID) else { return }
    guard case .rejectedCommand(let error) = problem, let callSite = error.callSite else {
      recordIssue("navigation problem: \(problem)", at: sourceLocation)
      return
    }
    let shown = navigator.map { "\n  shown: screen \($0.state.topScreen.id), \($0.state.topScreen.route)" } ?? ""
    recordIssue(
      "navigation problem: \(problem)\n  called at \(callSite)\(shown)",
      at: SourceLocation(
        fileID: "\(callSite.fileID)",
        filePath: "\(callSite.filePath)",
        line: Int(callSite.line),
        column: Int(callSite.column)
      ))
  }
}

/// The scopes in which a navigator's problems are expected, shared by all its recorders.
@MainActor
enum ExpectedProblems {
  /// How many scopes are open, by navigator; a navigator without an open scope has no entry.
  static var depths: [ObjectIdentifier: Int] = [:]

  static func areExpected(on navigator: ObjectIdentifier) -> Bool { depths[navigator] != nil }

  /// Opens a scope for `navigator`.
  static func begin(on navigator: ObjectIdentifier) {
    depths[navigator, default: 0] += 1
  }

  /// Closes the innermost scope of `navigator`.
  static func end(on navigator: ObjectIdentifier) {
    let depth = depths[navigator, default: 1] - 1
    depths[navigator] = depth == 0 ? nil : depth
  }
}

/// A scope of `Navigator.expecting`: hears the navigator's problems, keeps them off standard
/// error and marks them expected for every recorder, until it ends.
@MainActor
final class ExpectingScope {
  private let navigator: Navigator
  private let logged: Bool
  private var token: ObserverToken?
  private(set) var problems: [NavigationProblem] = []

  init(_ navigator: Navigator) {
    self.navigator = navigator
    logged = navigator.logsProblems
    navigator.logsProblems = false
    ExpectedProblems.begin(on: ObjectIdentifier(navigator))
    token = navigator.observe(NavigationProblem.self) { [weak self] in self?.problems.append($0) }
  }

  /// Runs `body` in a scope of `navigator`: the problems it reported, and a test issue at
  /// `sourceLocation` when there was none (see `Navigator.expecting`).
  static func run(
    on navigator: Navigator, at sourceLocation: SourceLocation, _ body: () throws -> Void
  ) rethrows -> [NavigationProblem] {
    let scope = ExpectingScope(navigator)
    do {
      try body()
    } catch {
      _ = scope.end(requiringAProblemAt: nil)
      throw error
    }
    return scope.end(requiringAProblemAt: sourceLocation)
  }

  /// ``run(on:at:_:)`` for a `body` that may suspend.
  static func run(
    on navigator: Navigator, at sourceLocation: SourceLocation, _ body: () async throws -> Void
  ) async rethrows -> [NavigationProblem] {
    let scope = ExpectingScope(navigator)
    do {
      try await body()
    } catch {
      _ = scope.end(requiringAProblemAt: nil)
      throw error
    }
    return scope.end(requiringAProblemAt: sourceLocation)
  }

  /// Ends the scope; with a `sourceLocation`, a scope that heard no problem is a test issue there.
  func end(requiringAProblemAt sourceLocation: SourceLocation?) -> [NavigationProblem] {
    if let token { navigator.removeObserver(token) }
    token = nil
    navigator.logsProblems = logged
    ExpectedProblems.end(on: ObjectIdentifier(navigator))
    if let sourceLocation, problems.isEmpty {
      recordIssue("a navigation problem was expected, but the navigator reported none", at: sourceLocation)
    }
    return problems
  }
}
