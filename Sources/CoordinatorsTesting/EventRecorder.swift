import Coordinators

/// Records a navigator's events, for tests that check what changed and why.
///
/// ```swift
/// let events = EventRecorder(navigator)
/// navigator.push(TestRoute("detail"))
/// #expect(events.events.map(\.cause) == [.programmatic])
/// ```
@MainActor
public final class EventRecorder {
  /// Every event since the recorder was made, in order.
  public private(set) var events: [NavigationEvent] = []
  private weak var navigator: Navigator?
  private var token: ObserverToken?

  /// Starts recording `navigator`'s events.
  public init(_ navigator: Navigator) {
    self.navigator = navigator
    token = navigator.observe(NavigationEvent.self) { [weak self] event in self?.events.append(event) }
  }

  /// The cause of each event, in order.
  package var causes: [NavigationCause] { events.map(\.cause) }

  /// Stops recording; the events recorded stay.
  public func stop() {
    if let token { navigator?.removeObserver(token) }
    token = nil
  }
}
