@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Observation
import TestSupport
import Testing

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

/// What each kind of step or gesture invalidates, read with `withObservationTracking` on every
/// observed model the views read: a view re-evaluates only when a model it reads changes, so a
/// command must change only the models it has to. The counts are in docs/Benchmarks.md.
@MainActor
@Suite("A step invalidates only the observed models it changes", .hangLimit)
struct InvalidationTests {
  /// Two tabs, each with a stack of two screens, "home" selected; a sheet over them when asked.
  private func fixture(sheet: Bool = false) throws -> HostFixture {
    let tabs = [
      Tab(id: "home", stack: HostFixture.screens(["home", "detail"], from: 0)),
      Tab(id: "search", stack: HostFixture.screens(["search", "result"], from: 2)),
    ]
    let fixture = HostFixture(try NavigationState(root: .tabs(tabs, selectedIndex: 0)))
    fixture.appearTop()
    if sheet { fixture.presentSheet("sheet") }
    return fixture
  }

  @Test func aPushOnOneTabsStackInvalidatesThatStackOnly() throws {
    let fixture = try fixture()
    #expect(invalidated(in: fixture) { fixture.push("more") } == ["home stack"])
  }

  @Test func aPopInvalidatesThatStackOnly() throws {
    let fixture = try fixture()
    #expect(invalidated(in: fixture) { fixture.navigator.pop() } == ["home stack"])
  }

  @Test func aStackChangeInAnotherTabInvalidatesThatStackOnly() throws {
    let fixture = try fixture()
    let stack = HostFixture.screens(["search"], from: 2)
    #expect(
      invalidated(in: fixture) { try? fixture.navigator.apply(.setStack(stack, at: .tab("search"))) } == [
        "search stack"
      ])
  }

  @Test func aTabSelectionInvalidatesTheTabBarOnly() throws {
    let fixture = try fixture()
    #expect(invalidated(in: fixture) { fixture.navigator.selectTab("search") } == ["tab selection"])
  }

  @Test func aTabItemChangeInvalidatesThatItemOnly() throws {
    let fixture = try fixture(sheet: true)
    let badge = NavigationCommand.setTabItem(TabItem(title: "Search", badge: "3"), for: "search")
    #expect(invalidated(in: fixture) { try? fixture.navigator.apply(badge) } == ["search item"])
  }

  @Test func aSheetPresentedInvalidatesThatLevelsSlotOnly() throws {
    let fixture = try fixture()
    #expect(invalidated(in: fixture) { fixture.presentSheet("sheet") } == ["level 0 slot"])
    #expect(invalidated(in: fixture) { fixture.presentSheet("over") } == ["level 1 slot"])
  }

  @Test func aPushInsideASheetInvalidatesTheSheetsStackOnly() throws {
    let fixture = try fixture(sheet: true)
    #expect(invalidated(in: fixture) { fixture.push("inside") } == ["layer 0 stack"])
  }

  @Test func aDismissalInvalidatesThatLevelsSlotOnly() throws {
    let fixture = try fixture(sheet: true)
    #expect(invalidated(in: fixture) { fixture.navigator.dismiss() } == ["level 0 slot"])
  }

  @Test func aNewRootInvalidatesTheHostsRootOnly() throws {
    let fixture = try fixture()
    let root = RootContainer.stack([try fixture.navigator.makeScreen(TestRoute("welcome"))])
    #expect(invalidated(in: fixture) { try? fixture.navigator.apply(.setRoot(root)) } == ["host"])
  }

  @Test func aStepsEndInvalidatesNothing() throws {
    let fixture = try fixture()
    fixture.navigator.push(TestRoute("more"))
    #expect(invalidated(in: fixture) { fixture.appearTop() } == [])
  }

  @Test func theUsersGesturesInvalidateWhatTheyChangeOnly() throws {
    let fixture = try fixture(sheet: true)
    let sheet = try #require(fixture.layer(0))
    fixture.push("inside")
    #expect(invalidated(in: fixture) { sheet.stack.path = [] } == ["layer 0 stack"], "a back swipe")
    #expect(
      invalidated(in: fixture) {
        fixture.host.screenDidDisappear(sheet.stack.first)
        fixture.host.presented.sheet = nil
      } == ["level 0 slot"], "a swipe down")
    #expect(invalidated(in: fixture) { fixture.tabs?.selection = "search" } == ["tab selection"], "a tab tap")
  }

  /// What a screen reads to hide its back button does not observe the
  /// whole navigation state while a flow disables its dismissal.
  @Test func whileAFlowDisablesItsDismissalAPushInAnotherTabInvalidatesNoScreenOfThisOne() async throws {
    let driver = SwiftUIDriver()
    let root = GuardedTabs()
    let navigator = Navigator(root: root)
    let host = driver.makeHost()
    navigator.attach(host)
    let editor = Section("editor")
    root.home.flow.start(editor)
    editor.flow.push(TestRoute("field"))
    editor.flow.disableInteractiveDismissal()
    for _ in 0..<50 where !navigator.isIdle || driver.isTransitioning(host) { await driver.finishTransition(on: host) }
    guard case .tabs(let tabs)? = host.root, let home = tabs.tab("home")?.stack else {
      Issue.record("the host shows no tabs")
      return
    }
    let screens = [home.first] + home.path
    #expect(screens.map { home.allowsGoingBack(from: $0) } == [true, false, true])
    let changed = ChangedNames()
    withObservationTracking {
      for id in screens { _ = home.allowsGoingBack(from: id) }
    } onChange: {
      changed.add("home screens")
    }
    root.search.flow.push(TestRoute("result"))
    #expect(navigator.state.stack(at: .tab("search"))?.count == 2)
    #expect(changed.names.isEmpty, "a push in the search tab changes nothing a home screen shows")
  }

  /// An alert over pushed screens (which leaves the back buttons as they were), and a flow that
  /// disables its interactive dismissal on the first keystroke (which changes the value of each
  /// screen's back button), never change which modifiers wrap a screen's content (a conditional modifier there remade the content, and
  /// lost what the user typed). What SwiftUI does with the same structure is the device's.
  @Test func goingBackRefusedChangesNoPushedScreensModifiers() async throws {
    let fixture = try HostFixture(stack: "a", "b", "c")
    fixture.appearTop()
    let stack = try #require(fixture.rootStack)
    let screens = [stack.first] + stack.path
    let before = screens.map { stack.modifiers(for: $0) }
    try fixture.navigator.apply(.showAlert(NavigationAlert(id: 0, title: "Sure?", buttons: [.init("OK")])))
    let during = screens.map { stack.modifiers(for: $0) }
    #expect(during.map(\.hidesBackButton) == [false, false, false], "the alert is modal: the back buttons stay")
    #expect(during.map(\.applied) == before.map(\.applied))

    let driver = SwiftUIDriver()
    let root = GuardedTabs()
    let navigator = Navigator(root: root)
    let host = driver.makeHost()
    navigator.attach(host)
    let editor = Section("editor")
    root.home.flow.start(editor)
    editor.flow.push(TestRoute("field"))
    for _ in 0..<50 where !navigator.isIdle || driver.isTransitioning(host) { await driver.finishTransition(on: host) }
    guard case .tabs(let tabs)? = host.root, let home = tabs.tab("home")?.stack else {
      Issue.record("the host shows no tabs")
      return
    }
    let editing = [home.first] + home.path
    let unguarded = editing.map { home.modifiers(for: $0) }
    editor.flow.disableInteractiveDismissal()
    let guarded = editing.map { home.modifiers(for: $0) }
    #expect(guarded.map(\.hidesBackButton) == [false, true, false], "the editor's first screen keeps the user")
    #expect(guarded.map(\.applied) == unguarded.map(\.applied))
  }

  /// The names of the models a view reads that `change` invalidates, in a stable order.
  private func invalidated(in fixture: HostFixture, by change: () -> Void) -> [String] {
    let changed = ChangedNames()
    for (name, read) in observedModels(of: fixture.host) {
      withObservationTracking(read) { changed.add(name) }
    }
    change()
    return changed.names.sorted()
  }

  /// Every observed model the views read, named, with the read a view makes of it.
  private func observedModels(of host: SwiftUIHost) -> [(String, () -> Void)] {
    var models: [(String, () -> Void)] = [
      ("host", { _ = (host.root, host.animatesSteps) })
    ]
    func stack(_ name: String, _ stack: StackModel) {
      models.append(("\(name) stack", { _ = (stack.first, stack.path) }))
    }
    switch host.root {
    case .stack(let root)?: stack("root", root)
    case .tabs(let tabs)?:
      models.append(("tab selection", { _ = tabs.selection }))
      for tab in tabs.tabs {
        models.append(("\(tab.id.rawValue) item", { _ = tab.item }))
        stack(tab.id.rawValue, tab.stack)
      }
    case nil: break
    }
    var slot = host.presented
    var level = 0
    while true {
      let current = slot
      models.append(("level \(level) slot", { _ = (current.sheet, current.fullScreenCover) }))
      guard let layer = current.layer else { break }
      stack("layer \(level)", layer.stack)
      slot = layer.presented
      level += 1
    }
    return models
  }
}

/// The names of the models whose observation fired.
///
/// `@unchecked Sendable` is safe: Observation calls the handlers synchronously, inside the
/// mutation, and every mutation and read here runs on the main actor.
final class ChangedNames: @unchecked Sendable {
  private(set) var names: Set<String> = []

  func add(_ name: String) { names.insert(name) }
}

/// Two tabs, "home" and "search", each with a flow of its own.
@MainActor
private final class GuardedTabs: Coordinator {
  let flow = Flow<TestRoute>()
  let home = Section("home")
  let search = Section("search")

  func start() {
    flow.showTabs([TabFlow("home", home), TabFlow("search", search)])
  }
}

/// A flow that shows `first` when it starts.
@MainActor
private final class Section: Coordinator {
  let flow = Flow<TestRoute>()
  let first: String

  init(_ first: String) { self.first = first }

  func start() { flow.show(TestRoute(first)) }
}
