import CoordinatorsCore

extension Navigator {
  /// Calls `observer` with everything the navigator tells, as one stream in the order it
  /// happened: state changes, flow events, problems and the host's steps.
  ///
  /// To hear one kind only, name its type: `observe(NavigationEvent.self) { ... }`,
  /// `observe(FlowEvent.self)`, `observe(NavigationProblem.self)`. The navigator makes the events
  /// of a kind (a flow event's text, a step event) only while an observer wants them. In Swift
  /// concurrency code, ``events`` is the same stream as an `AsyncSequence`.
  ///
  /// ```swift
  /// let token = navigator.observe { event in log.append(event.description) }
  /// navigator.observe(NavigationProblem.self) { problem in analytics.log("navigation: \(problem)") }
  /// // ... when the log is no longer wanted:
  /// navigator.removeObserver(token)
  /// ```
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(_ observer: @escaping @MainActor (NavigatorEvent) -> Void) -> ObserverToken {
    eventHub.add(.all(observer))
  }

  /// Calls `observer` with every change of the state, after it happened.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(
    _ kind: NavigationEvent.Type,
    _ observer: @escaping @MainActor (NavigationEvent) -> Void
  ) -> ObserverToken {
    eventHub.add(.navigation(observer))
  }

  /// Calls `observer` with every change of the flow tree: a flow started or finished.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(_ kind: FlowEvent.Type, _ observer: @escaping @MainActor (FlowEvent) -> Void) -> ObserverToken {
    eventHub.add(.flow(observer))
  }

  /// Calls `observer` with every problem: a command a short method could not apply, an action
  /// nobody handled, a link that could not be opened, a host's fallback.
  ///
  /// Any number of observers may listen (a logger and a test recorder, say); each problem is
  /// also written to standard error while ``logsProblems`` is on.
  ///
  /// - Returns: a token for ``removeObserver(_:)``.
  @discardableResult
  public func observe(
    _ kind: NavigationProblem.Type,
    _ observer: @escaping @MainActor (NavigationProblem) -> Void
  ) -> ObserverToken {
    eventHub.add(.problem(observer))
  }

  /// Everything ``observe(_:)`` hears, as an asynchronous sequence, from the
  /// moment it is read:
  ///
  /// ```swift
  /// for await event in navigator.events { log.append(event.description) }
  /// ```
  ///
  /// Each read makes a new sequence with an observer of its own, removed when the task that
  /// iterates it is cancelled or the sequence is dropped. Events wait in the sequence until the
  /// task reads them, every one kept. The sequence ends when the navigator goes away: a
  /// `for await` loop over it ends then.
  public var events: AsyncStream<NavigatorEvent> {
    let (stream, continuation) = AsyncStream.makeStream(of: NavigatorEvent.self)
    // Held by the observer alone, which the navigator holds: it finishes the stream when the
    // navigator goes away.
    let end = StreamEnd(continuation)
    let token = observe { end.continuation.yield($0) }
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.removeObserver(token) }
    }
    return stream
  }

  /// Stops calling the observer that `token` was returned for.
  public func removeObserver(_ token: ObserverToken) {
    eventHub.remove(token)
  }

  /// Tells the observers about `problem`, and writes it to standard error while
  /// ``logsProblems`` is on.
  ///
  /// Hosts report their fallbacks with it (``NavigationProblem/hostFallback(_:)``); the
  /// navigator reports the rest itself.
  public func report(_ problem: NavigationProblem) {
    if logsProblems { NavigationProblem.log(problem) }
    eventHub.emit(problem)
  }

  /// Reports `problem`; a rejected command's error notes `callSite`, the place of the call that
  /// failed, when it is known.
  func report(_ problem: NavigationProblem, at callSite: CallSite?) {
    guard let callSite, case .rejectedCommand(var error) = problem else { return report(problem) }
    error.callSite = callSite
    report(.rejectedCommand(error))
  }
}

/// Finishes an ``Navigator/events`` stream when it is released: its navigator went away.
private final class StreamEnd: Sendable {
  let continuation: AsyncStream<NavigatorEvent>.Continuation

  init(_ continuation: AsyncStream<NavigatorEvent>.Continuation) { self.continuation = continuation }

  deinit { continuation.finish() }
}
