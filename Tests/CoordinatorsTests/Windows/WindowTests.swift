@_spi(Hosts) @_spi(Testing) import Coordinators
@_spi(Hosts) @_spi(Testing) import CoordinatorsDiagnostics
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Windows: a place opens in a new window, the window that shows it, or this one", .hangLimit)
struct WindowTests {
  let access = ShelfAccess()

  /// Windows on a platform that opens them (or not), with the first window open.
  func library(
    rule: WindowRule = .newWindowEachTime, opensWindows: Bool = true, activationFails: Bool = false
  ) -> (windows: TestWindows, first: Navigator) {
    var count = 0
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: rule) {
      count += 1
      return "window-\(count)"
    }
    let access = access
    let windows = TestWindows(directory: directory, opensWindows: opensWindows, activationFails: activationFails) {
      ShelfApp.makeNavigator(access)
    }
    return (windows, windows.openFirstWindow().navigator)
  }

  func causes(_ navigator: Navigator) -> () -> [NavigationCause] {
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    return { causes }
  }

  func fallbacks(_ problems: ProblemRecorder) -> [String] {
    problems.problems.compactMap { problem in
      if case .hostFallback(let text) = problem { text } else { nil }
    }
  }

  func routes(_ navigator: Navigator) -> [AnyRoute] {
    navigator.state.allScreens.map(\.route)
  }

  @Test("a walk opens a new window whose own navigator walks there as one change; this window stays")
  func newWindow() throws {
    let (windows, first) = library()
    let before = first.state
    let opening = try first.openWindow(showing: [ShelfRoute.document(7), ShelfPageRoute.page(2)])
    let destination = try #require(windows.openedWindows.first)
    #expect(opening == .newWindow(destination))
    #expect(destination.id == "window-1")
    #expect(windows.scenes.count == 2)
    let second = windows.scenes[1].navigator
    #expect(second !== first)
    #expect(
      routes(second) == [
        AnyRoute(ShelfRoute.shelf), AnyRoute(ShelfPageRoute.page(1)), AnyRoute(ShelfPageRoute.page(2)),
      ])
    #expect(first.state == before)
    #expect(windows.connectionErrors.isEmpty)
    #expect(windows.directory.navigators.count == 2)
  }

  @Test("the new window's walk is one event caused by the window's opening")
  func newWindowEvent() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes) { "w" }
    let navigator = ShelfApp.makeNavigator(access)
    navigator.attach(TestHost())
    let heard = causes(navigator)
    let destination = try directory.destination(showing: [ShelfRoute.document(3)])
    try directory.connect(navigator, showing: destination)
    #expect(heard() == [.window(.opened)])
    #expect(navigator.windows === directory)
  }

  @Test("a window that restored its own navigation keeps it instead of walking to its destination")
  func restoredWindowKeepsItsNavigation() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes) { "w" }
    let navigator = ShelfApp.makeNavigator(access)
    navigator.attach(TestHost())
    let before = navigator.state
    try directory.connect(
      navigator, showing: try directory.destination(showing: [ShelfRoute.document(3)]), restored: true)
    #expect(navigator.state == before)
  }

  @Test("with one window per document, the window that shows the document walks there and comes forward")
  func existingWindow() throws {
    let (windows, first) = library(rule: ShelfApp.onePerDocument)
    try first.openWindow(showing: [ShelfRoute.document(7)])
    let second = windows.scenes[1].navigator
    let heard = causes(second)
    let opening = try first.openWindow(showing: [ShelfRoute.document(7), ShelfPageRoute.page(3)])
    guard case .existingWindow(let destination) = opening else {
      Issue.record("expected the existing window, got \(opening)")
      return
    }
    #expect(destination.id == "key:document-7")
    #expect(windows.openedWindows.count == 1)
    #expect(windows.broughtForward.map(ObjectIdentifier.init) == [ObjectIdentifier(second)])
    #expect(second.state.topScreen.route == AnyRoute(ShelfPageRoute.page(3)))
    #expect(heard() == [.window(.shownInExistingWindow)])
    // Another document opens another window.
    #expect(try first.openWindow(showing: [ShelfRoute.document(8)]) == .newWindow(windows.openedWindows[1]))
    #expect(windows.scenes.count == 3)
  }

  @Test("a closed window no longer shows its document: the next request opens a new one")
  func closedWindow() throws {
    let (windows, first) = library(rule: ShelfApp.onePerDocument)
    try first.openWindow(showing: [ShelfRoute.document(7)])
    windows.close(windows.scenes[1].navigator)
    guard case .newWindow = try first.openWindow(showing: [ShelfRoute.document(7)]) else {
      Issue.record("expected a new window")
      return
    }
    #expect(windows.openedWindows.count == 2)
  }

  @Test("a window the platform refuses at once is shown here, with the refusal as the cause, and reported")
  func refusedWindowIsShownHere() throws {
    let (windows, first) = library(activationFails: true)
    let problems = ProblemRecorder(first, recordsIssues: false)
    let heard = causes(first)
    let opening = try first.openWindow(showing: [ShelfRoute.document(7)])
    let fallback = WindowFallback.windowRefused("the test platform refused the window")
    #expect(opening == .currentWindow(fallback))
    #expect(windows.openedWindows.isEmpty)
    #expect(windows.scenes.count == 1)
    #expect(first.state.topScreen.route == AnyRoute(ShelfPageRoute.page(1)))
    #expect(heard() == [.window(.shownInCurrentWindow(fallback))])
    #expect(fallbacks(problems).count == 1)
  }

  @Test("a window the platform refuses later is shown in the window that asked, then, and reported")
  func laterRefusalIsShownInTheAskingWindow() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes) { "w" }
    let platform = LaterWindows()
    directory.system = platform
    let first = ShelfApp.makeNavigator(access)
    first.attach(TestHost())
    try directory.connect(first, session: "first")
    let problems = ProblemRecorder(first, recordsIssues: false)
    let heard = causes(first)
    let opening = try first.openWindow(showing: [ShelfRoute.document(4)])
    #expect(opening == .newWindow(try #require(platform.asked.first)))
    #expect(heard().isEmpty)
    platform.refuse("too many windows")
    #expect(first.state.topScreen.route == AnyRoute(ShelfPageRoute.page(1)))
    #expect(heard() == [.window(.shownInCurrentWindow(.windowRefused("too many windows")))])
    #expect(fallbacks(problems).count == 1)
  }

  @Test("a window whose scene the system disconnected, keeping its session, is asked back: no second window")
  func disconnectedWindowIsAskedBack() throws {
    let (windows, first) = library(rule: ShelfApp.onePerDocument)
    try first.openWindow(showing: [ShelfRoute.document(7)])
    let second = windows.scenes[1]
    windows.disconnectKeepingSession(second.navigator)
    #expect(windows.directory.navigators.count == 1)
    let opening = try first.openWindow(showing: [ShelfRoute.document(7), ShelfPageRoute.page(3)])
    guard case .existingWindow(let destination) = opening else {
      Issue.record("expected the disconnected window asked back, got \(opening)")
      return
    }
    #expect(windows.openedWindows.count == 1)
    #expect(windows.reactivatedSessions == [second.session])
    let back = windows.scenes[2]
    #expect(back.session == second.session)
    // It walks to the place asked for, after restoring its own navigation.
    #expect(
      routes(back.navigator) == [
        AnyRoute(ShelfRoute.shelf), AnyRoute(ShelfPageRoute.page(1)), AnyRoute(ShelfPageRoute.page(3)),
      ])
    #expect(destination.windowKey == "document-7")
    #expect(windows.directory.sessionsKept.isEmpty)
    // Connected again, it is the document's window.
    #expect(
      try first.openWindow(showing: [ShelfRoute.document(7)])
        == .existingWindow(try windows.directory.destination(showing: [ShelfRoute.document(7)])))
    #expect(windows.broughtForward.map(ObjectIdentifier.init) == [ObjectIdentifier(back.navigator)])
  }

  @Test("a session the platform discarded, or can no longer activate, is forgotten: a new window opens")
  func discardedSessionOpensANewWindow() throws {
    let (windows, first) = library(rule: ShelfApp.onePerDocument)
    try first.openWindow(showing: [ShelfRoute.document(7)])
    let second = windows.scenes[1]
    windows.disconnectKeepingSession(second.navigator)
    windows.directory.discardSessions([second.session])
    guard case .newWindow = try first.openWindow(showing: [ShelfRoute.document(7)]) else {
      Issue.record("expected a new window")
      return
    }
    #expect(windows.reactivatedSessions.isEmpty)
    // A session the platform no longer activates: the directory forgets it and asks for a new window.
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: ShelfApp.onePerDocument) { "w" }
    let platform = LaterWindows(refusesSessions: true)
    directory.system = platform
    let asking = ShelfApp.makeNavigator(access)
    asking.attach(TestHost())
    try directory.connect(asking, session: "first")
    let kept = ShelfApp.makeNavigator(access)
    kept.attach(TestHost())
    try directory.connect(kept, showing: try directory.destination(showing: [ShelfRoute.document(2)]), session: "kept")
    directory.disconnect(kept)
    let opening = try asking.openWindow(showing: [ShelfRoute.document(2)])
    #expect(opening == .newWindow(try directory.destination(showing: [ShelfRoute.document(2)])))
    #expect(platform.asked.count == 1)
    #expect(directory.sessionsKept.isEmpty)
  }

  @Test("a window's destination is known while it is connected, never to a navigator made after it")
  func destinationOfAConnectedWindowOnly() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes) { "w" }
    let destination = try directory.destination(showing: [ShelfRoute.document(3)])
    var navigator: Navigator? = ShelfApp.makeNavigator(access)
    try directory.connect(try #require(navigator), showing: destination)
    #expect(directory.destination(openedIn: try #require(navigator)) == destination)
    directory.disconnect(try #require(navigator))
    #expect(directory.destination(openedIn: try #require(navigator)) == nil)
    navigator = nil
    let next = ShelfApp.makeNavigator(access)
    #expect(directory.destination(openedIn: next) == nil)
  }

  @Test(
    "without windows the place is shown here, and the event says why",
    arguments: [WindowFallback.singleWindowPlatform, .noWindowSystem, .noWindowDirectory])
  func fallback(_ fallback: WindowFallback) throws {
    let (windows, first) = library(opensWindows: false)
    switch fallback {
    case .noWindowSystem: windows.directory.system = nil
    case .noWindowDirectory: windows.directory.disconnect(first)
    case .singleWindowPlatform, .windowRefused: break
    }
    let heard = causes(first)
    let opening = try first.openWindow(showing: [ShelfRoute.document(7)])
    #expect(opening == .currentWindow(fallback))
    #expect(windows.openedWindows.isEmpty)
    #expect(first.state.topScreen.route == AnyRoute(ShelfPageRoute.page(1)))
    #expect(heard() == [.window(.shownInCurrentWindow(fallback))])
    #expect(NavigationCause.window(.shownInCurrentWindow(fallback)).description.hasPrefix("window: shown here: "))
  }

  @Test("a route the registry does not know opens nothing and changes nothing")
  func unregisteredRoute() throws {
    let (windows, first) = library()
    let before = first.state
    #expect {
      try first.openWindow(showing: [ShelfRoute.document(7), ScratchRoute.note])
    } throws: { error in
      (error as? WindowError)?.detail == .routeNotRegistered(typeName: "ScratchRoute")
    }
    #expect(windows.openedWindows.isEmpty)
    #expect(first.state == before)
  }

  @Test("a guarded place is refused in this window, and nothing changes")
  func guardRefusesHere() throws {
    let (_, first) = library(opensWindows: false)
    let before = first.state
    let heard = causes(first)
    #expect(throws: WindowError(.guardNotSatisfied("admin"))) {
      try first.openWindow(showing: [ShelfRoute.settings])
    }
    #expect(first.state == before)
    #expect(heard().isEmpty)
    access.isAdmin = true
    #expect(try first.openWindow(showing: [ShelfRoute.settings]) == .currentWindow(.singleWindowPlatform))
  }

  @Test("a guarded walk opens no window; a window the platform opens at it stays at its start and reports the error")
  func guardRefusesNewWindow() throws {
    let (windows, first) = library()
    #expect(throws: WindowError(.guardNotSatisfied("admin"))) {
      try first.openWindow(showing: [ShelfRoute.settings])
    }
    #expect(windows.openedWindows.isEmpty)
    // A destination the platform hands back (a window restored at launch) is checked when it connects.
    windows.openWindow(at: try windows.directory.destination(showing: [ShelfRoute.settings]))
    #expect(windows.connectionErrors == [WindowError(.guardNotSatisfied("admin"))])
    #expect(routes(windows.scenes[1].navigator) == [AnyRoute(ShelfRoute.shelf)])
  }

  @Test("a walk that does not fit is refused with the navigation error")
  func walkThatDoesNotFit() throws {
    let (_, first) = library(opensWindows: false)
    #expect {
      try first.openWindow(showing: [ShelfPageRoute.page(2)])
    } throws: { error in
      guard let error = error as? WindowError, case .navigation = error.detail else { return false }
      return true
    }
    #expect(routes(first) == [AnyRoute(ShelfRoute.shelf)])
  }

  @Test("a link opens in a new window, through the link's walk, caused by the window's opening")
  func linkInNewWindow() async throws {
    let (windows, first) = library(rule: ShelfApp.onePerDocument)
    let opening = try first.openWindow(try #require(URL(string: "library://documents/4")))
    let destination = try #require(windows.openedWindows.first)
    #expect(opening == .newWindow(destination))
    #expect(destination.windowKey == "document-4")
    let second = windows.scenes[1].navigator
    let heard = causes(second)
    await second.waitUntilIdle()
    #expect(second.state.topScreen.route == AnyRoute(ShelfPageRoute.page(1)))
    #expect(heard() == [.window(.opened)])
    // The same document's link goes to that window.
    guard case .existingWindow = try first.openWindow(try #require(URL(string: "library://documents/4"))) else {
      Issue.record("expected the window that shows document 4")
      return
    }
  }

  @Test("a link no pattern matches opens nothing")
  func unknownLink() throws {
    let (windows, first) = library()
    #expect {
      try first.openWindow(try #require(URL(string: "library://nowhere")))
    } throws: { error in
      guard let error = error as? WindowError, case .link(let link) = error.detail else { return false }
      if case .invalidLink = link.reason { return true }
      return false
    }
    #expect(windows.openedWindows.isEmpty)
  }

  @Test("a flow opens a window; a flow that does not run cannot")
  func flowOpensWindow() throws {
    let (windows, first) = library()
    let root = try #require(first.coordinators(ofType: ShelfCoordinator.self).first)
    #expect(try root.flow.openWindow(showing: [ShelfRoute.document(2)]) == .newWindow(windows.openedWindows[0]))
    let idle = ShelfCoordinator()
    #expect {
      try idle.flow.openWindow(showing: [ShelfRoute.document(2)])
    } throws: { error in
      guard let error = error as? WindowError, case .navigation = error.detail else { return false }
      return true
    }
  }

  @Test("a destination travels as JSON and reads back; damaged data gives a typed error")
  func destinationData() throws {
    let directory = WindowDirectory(registry: ShelfApp.routes) { "w" }
    let destination = try directory.destination(showing: [ShelfRoute.document(5), ShelfPageRoute.page(9)])
    let read = try WindowDestination(jsonData: destination.jsonData())
    #expect(read == destination)
    #expect(
      try read.routes(registry: ShelfApp.routes) == [
        AnyRoute(ShelfRoute.document(5)), AnyRoute(ShelfPageRoute.page(9)),
      ])
    #expect {
      try WindowDestination(jsonData: Data("{\"id\":1".utf8))
    } throws: { error in
      guard let error = error as? WindowError, case .corruptPayload = error.detail else { return false }
      return true
    }
    let unknown = WindowDestination(id: "x", place: .routes([StoredRoute(key: "gone", value: .string("a"))]))
    #expect {
      try unknown.routes(registry: ShelfApp.routes)
    } throws: { error in
      guard let error = error as? WindowError, case .undecodableRoute(let cause) = error.detail else { return false }
      return cause.detail == .unknownRouteKey("gone")
    }
  }

  @Test("a new window whose destination names an unknown route stays at its start")
  func unknownRouteInNewWindow() throws {
    let (windows, _) = library()
    windows.openWindow(at: WindowDestination(id: "x", place: .routes([StoredRoute(key: "gone", value: .null)])))
    #expect(windows.connectionErrors.count == 1)
    #expect(routes(windows.scenes[1].navigator) == [AnyRoute(ShelfRoute.shelf)])
  }

  @Test("the directory and the test's windows do not keep each other")
  func noCycle() {
    weak var weakWindows: TestWindows?
    weak var weakDirectory: WindowDirectory?
    do {
      let directory = WindowDirectory(registry: ShelfApp.routes)
      let access = access
      let windows = TestWindows(directory: directory) { ShelfApp.makeNavigator(access) }
      windows.openFirstWindow()
      weakWindows = windows
      weakDirectory = directory
    }
    #expect(weakWindows == nil)
    #expect(weakDirectory == nil)
  }

  @Test(
    "a window's cause is written to an event log and reads back",
    arguments: [
      WindowChange.opened, .shownInExistingWindow, .shownInCurrentWindow(.noWindowSystem),
      .continued(activityType: "com.example.browse"),
    ])
  func causeInEventLog(_ change: WindowChange) throws {
    let navigator = Navigator(root: ShelfRoute.shelf)
    navigator.logsProblems = false
    let recorder = EventLogRecorder(navigator)
    navigator.attach(TestHost())
    try navigator.navigate(to: [ShelfRoute.settings], cause: .window(change))
    let text = recorder.log.jsonLines(registry: ShelfApp.routes)
    let read = try EventLog(data: Data(text.utf8), registry: ShelfApp.routes)
    #expect(read.navigatorEvents == recorder.log.navigatorEvents)
    let causes = read.navigatorEvents.compactMap { event -> NavigationCause? in
      if case .navigation(let navigation) = event { navigation.cause } else { nil }
    }
    #expect(causes == [.window(change)])
  }
}

/// A platform that opens windows on a later turn, as UIKit and SwiftUI do: it keeps what it was
/// asked, and refuses when the test says (or at once, for a session, when told to).
@MainActor
final class LaterWindows: WindowSystem {
  let opensWindows = true
  let refusesSessions: Bool
  private(set) var asked: [WindowDestination] = []
  private var refusals: [@MainActor (String) -> Void] = []

  init(refusesSessions: Bool = false) { self.refusesSessions = refusesSessions }

  func openWindow(
    at destination: WindowDestination, reopening session: String?, refused: @escaping @MainActor (String) -> Void
  ) {
    if session != nil, refusesSessions {
      refused("no such session")
      return
    }
    asked.append(destination)
    refusals.append(refused)
  }

  func bringForward(_ navigator: Navigator) {}

  /// The platform's error handler runs, for every request so far.
  func refuse(_ message: String) {
    for refused in refusals { refused(message) }
    refusals = []
  }
}
