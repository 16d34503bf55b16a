import Coordinators
import CoordinatorsTesting
import TestSupport
import Testing

/// A host whose steps end on a signal the test sends, and which logs what it is asked to do.
@MainActor
private final class LoggingHost: NavigationHost {
  let capabilities = HostCapabilities.all
  var log: [String] = []

  func show(_ step: HostStep, from before: NavigationState?, in session: HostSession) -> StepEnd {
    log.append("show \(step)")
    return .signal("end")
  }
}

@MainActor
@Suite("A gesture the platform made without asking: the host applies it before what follows", .hangLimit)
struct HostSessionUserMadeTests {
  /// A navigator showing `a b c` on `host`, every step ended.
  private func navigator(on host: LoggingHost) throws -> (Navigator, HostSession) {
    let screens = ["a", "b", "c"].enumerated().map { Screen(id: ScreenID(rawValue: $0), route: TestRoute($1)) }
    let navigator = Navigator(state: try NavigationState(root: .stack(screens)))
    navigator.attach(host)
    let session = try #require(navigator.session)
    session.signal("end")
    #expect(navigator.isIdle)
    return (navigator, session)
  }

  @Test func theHostAppliesAnAllowedGestureBeforeTheNextStepIsShown() throws {
    let host = LoggingHost()
    let (navigator, session) = try navigator(on: host)
    navigator.push(TestRoute("d"))
    navigator.push(TestRoute("e"))
    host.log = []
    // A long press back to `a` while the push of `d` runs: the push completes first, the pop is
    // followed, and the push of `e`, which no gesture took, is the next step, shown at once.
    let outcome = session.userMade(.popped(to: 0)) { host.log.append("applied") }
    #expect(outcome == .followed)
    #expect(host.log.count == 2, "\(host.log)")
    #expect(host.log.first == "applied", "the host applies the gesture before the next step reaches it")
    #expect(navigator.state.stack(at: .root)?.map(\.route) == [AnyRoute(TestRoute("a")), AnyRoute(TestRoute("e"))])
  }

  @Test func aGestureTakenBackIsNotApplied() throws {
    let host = LoggingHost()
    let (navigator, session) = try navigator(on: host)
    try navigator.apply(.showAlert(NavigationAlert(id: 0, title: "Sure?", buttons: [NavigationAlert.Button("OK")])))
    session.signal("end")
    host.log = []
    var applied = false
    #expect(session.userMade(.popped(to: 0)) { applied = true } == .takenBack(.shown(.alertShown(0))))
    #expect(!applied)
    #expect(host.log.isEmpty)
    #expect(navigator.state.screenCount == 3)
  }

  /// Issue 30: one rule for a resize while the scene is inactive. A host that brings its own
  /// objects to a gesture's result (SwiftUI's models) does not apply a resize the session keeps:
  /// it applies it when the session follows it, as the scene is active again.
  @Test func aResizeKeptWhileTheSceneIsInactiveIsAppliedOnlyWhenFollowed() throws {
    let host = LoggingHost()
    let (navigator, session) = try navigator(on: host)
    let width = navigator.state.rootLayout.widthClass == .compact ? WidthClass.regular : .compact
    session.hold(.sceneInactive)
    var applied: [UserGesture] = []
    #expect(session.userMade(.resized(width)) { applied.append(.resized(width)) } == .ignored)
    #expect(!session.userDid(.resized(width)) { applied.append(.resized(width)) })
    #expect(applied.isEmpty, "kept, not followed: nothing to apply")
    #expect(session.pendingWidth == width)
    session.release(.sceneInactive) { applied.append($0) }
    #expect(applied == [.resized(width)])
    #expect(navigator.state.rootLayout.widthClass == width)
  }
}
