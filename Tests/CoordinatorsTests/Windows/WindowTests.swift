@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

@MainActor
@Suite("Windows: a place opens in a new window, the window that shows it, or this one", .hangLimit)
struct WindowTests {
  let access = ShelfAccess()

  /// Windows on a platform that opens them (or not), with the first window open.
  func library(
    rule: WindowRule = .newWindowEachTime, opensWindows: Bool = true
  ) -> (windows: TestWindows, first: Navigator) {
    var count = 0
    let directory = WindowDirectory(registry: ShelfApp.routes, rule: rule) {
      count += 1
      return "window-\(count)"
    }
    let access = access
    let windows = TestWindows(directory: directory, opensWindows: opensWindows) { ShelfApp.makeNavigator(access) }
    return (windows, windows.openFirstWindow().navigator)
  }

  func causes(_ navigator: Navigator) -> () -> [NavigationCause] {
    var causes: [NavigationCause] = []
    navigator.observe(NavigationEvent.self) { causes.append($0.cause) }
    return { causes }
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

  @Test(
    "without windows the place is shown here, and the event says why",
    arguments: [WindowFallback.singleWindowPlatform, .noWindowSystem, .noWindowDirectory])
  func fallback(_ fallback: WindowFallback) throws {
    let (windows, first) = library(opensWindows: false)
    switch fallback {
    case .noWindowSystem: windows.directory.system = nil
    case .noWindowDirectory: windows.directory.disconnect(first)
    case .singleWindowPlatform: break
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
      (error as? WindowError)?.reason == .routeNotRegistered(typeName: "ScratchRoute")
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

  @Test("a new window whose guarded walk fails stays at its start and reports the error")
  func guardRefusesNewWindow() throws {
    let (windows, first) = library()
    try first.openWindow(showing: [ShelfRoute.settings])
    #expect(windows.connectionErrors == [WindowError(.guardNotSatisfied("admin"))])
    #expect(routes(windows.scenes[1].navigator) == [AnyRoute(ShelfRoute.shelf)])
  }

  @Test("a walk that does not fit is refused with the navigation error")
  func walkThatDoesNotFit() throws {
    let (_, first) = library(opensWindows: false)
    #expect {
      try first.openWindow(showing: [ShelfPageRoute.page(2)])
    } throws: { error in
      guard let error = error as? WindowError, case .navigation = error.reason else { return false }
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
      guard let error = error as? WindowError, case .link(let link) = error.reason else { return false }
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
      guard let error = error as? WindowError, case .navigation = error.reason else { return false }
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
      guard let error = error as? WindowError, case .corruptPayload = error.reason else { return false }
      return true
    }
    let unknown = WindowDestination(id: "x", place: .routes([StoredRoute(key: "gone", value: .string("a"))]))
    #expect {
      try unknown.routes(registry: ShelfApp.routes)
    } throws: { error in
      guard let error = error as? WindowError, case .undecodableRoute(let cause) = error.reason else { return false }
      return cause.reason == .unknownRouteKey("gone")
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
