@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// A host whose steps end on a signal the test sends, and which logs what it is asked to do.
@MainActor
private final class LoggingHost: NavigationHost {
  let capabilities = HostCapabilities.all
  var log: [String] = []
  /// The window's width, reported at attach as a device's host does.
  var widthAtAttach: WidthClass?

  func didAttach(to session: HostSession) {
    if let widthAtAttach {
      #expect(session.widthChanged(to: widthAtAttach) == nil, "nothing shown: nothing to lay out")
    }
  }

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
    let outcome = session.handlingCallback {
      let outcome = session.userMade(.popped(to: 0))
      host.log.append("applied")
      return outcome
    }
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
    #expect(session.userMade(.popped(to: 0)) == .takenBack(.shown(.alertShown(0))))
    #expect(host.log.isEmpty)
    #expect(navigator.state.screenCount == 3)
  }

  /// Issue 30: one rule for a resize while the scene is inactive. The session answers a width
  /// with what to lay out: nothing while it keeps the width, what is shown once it follows it,
  /// as the scene is active again.
  @Test func aWidthKeptWhileTheSceneIsInactiveIsLaidOutOnlyWhenFollowed() throws {
    let host = LoggingHost()
    let (navigator, session) = try navigator(on: host)
    let width = navigator.state.rootLayout.widthClass == .compact ? WidthClass.regular : .compact
    session.hold(.sceneInactive)
    #expect(session.userMade(.resized(width)) == .ignored)
    #expect(session.widthChanged(to: width) == nil, "kept, not followed: nothing to lay out")
    #expect(session.shown?.rootLayout.widthClass != width)
    session.release(.sceneInactive)
    #expect(session.shown?.rootLayout.widthClass == width)
    #expect(navigator.state.rootLayout.widthClass == width)
  }

  @Test func aWidthReportedBeforeTheFirstStepIsTheFirstLayoutNotAGesture() throws {
    let navigator = Navigator(
      state: try NavigationState(
        root: .tabs(
          [
            Tab(id: "a", stack: [Screen(id: 0, route: TestRoute("a"))]),
            Tab(id: "b", stack: [Screen(id: 1, route: TestRoute("b"))]),
          ],
          selectedIndex: 0)))
    try navigator.apply(.setSectionLayout(.adaptive(.twoColumns)))
    let resizes = ResizeCount()
    navigator.observe(NavigationEvent.self) { if case .user(.resized) = $0.cause { resizes.count += 1 } }
    let host = LoggingHost()
    host.widthAtAttach = .compact
    navigator.attach(host)
    let session = try #require(navigator.session)
    session.signal("end")
    #expect(navigator.state.rootLayout.widthClass == .compact)
    #expect(session.shown == navigator.state)
    #expect(resizes.count == 0, "the first layout is no gesture")
    #expect(host.log.filter { $0.hasPrefix("show setRoot") }.count == 1, "one root: \(host.log)")
    #expect(!host.log.contains { $0.contains("regular") }, "built for the width: \(host.log)")
  }
}

@MainActor
private final class ResizeCount {
  var count = 0
}
