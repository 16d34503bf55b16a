@_spi(Testing) import Coordinators
import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

// The code of the article Tabs (Sources/Coordinators/Documentation.docc/Tabs.md), as it is
// printed there, and the behaviour the article describes. Keep the two in step.
enum TabsArticle {
  enum LibraryRoute: Route, Codable {
    case books
    case book(Int)
  }
  enum SearchRoute: Route, Codable {
    case search
    case results(String)
  }

  @MainActor final class LibraryCoordinator: Coordinator {
    let flow = Flow<LibraryRoute>()
    func start() { flow.show(.books) }
  }

  @MainActor final class SearchCoordinator: Coordinator {
    let flow = Flow<SearchRoute>()
    func start() { flow.show(.search) }
  }

  @MainActor final class TabBarCoordinator: Coordinator {
    let flow = Flow<Never>()  // a tab container shows no screen of its own

    func start() {
      flow.showTabs(
        [
          TabFlow("library", LibraryCoordinator(), item: TabItem(title: "Library", systemImage: "books.vertical")),
          TabFlow("search", SearchCoordinator(), item: TabItem(title: "Search", systemImage: "magnifyingglass")),
        ],
        selected: "library"
      )
    }

    func resetLibrary() {
      flow.start(LibraryCoordinator(), inTab: "library")  // the tab's old flow ends
    }
  }

  // Not in the article: the container of a later version of the app, without the Search tab.
  @MainActor final class LibraryOnlyCoordinator: Coordinator {
    let flow = Flow<Never>()
    func start() { flow.showTabs([TabFlow("library", LibraryCoordinator())]) }
  }

  // Not in the article: the container of a later version of the app, with Search first and a
  // new Downloads tab, selected at start.
  @MainActor final class RedesignedTabBarCoordinator: Coordinator {
    let flow = Flow<Never>()
    func start() {
      flow.showTabs(
        [
          TabFlow("search", SearchCoordinator()), TabFlow("library", LibraryCoordinator()),
          TabFlow("downloads", DownloadsCoordinator()),
        ],
        selected: "downloads"
      )
    }
  }

  @MainActor final class DownloadsCoordinator: Coordinator {
    let flow = Flow<LibraryRoute>()
    func start() { flow.show(.books) }
  }

  static let routes: RouteRegistry = {
    var registry = RouteRegistry()
    do {
      try registry.register(LibraryRoute.self, key: "library")
      try registry.register(SearchRoute.self, key: "search")
    } catch {
      preconditionFailure("the route keys are distinct: \(error)")
    }
    return registry
  }()
}

extension TabsArticle {
  @MainActor
  @Suite("Article Tabs: a tab container with a flow and a stack per tab", .hangLimit)
  struct Tests {
    let navigator = Navigator(root: TabBarCoordinator())

    func library() throws -> LibraryCoordinator {
      try #require(navigator.coordinators(ofType: LibraryCoordinator.self).last)
    }

    func search() throws -> SearchCoordinator {
      try #require(navigator.coordinators(ofType: SearchCoordinator.self).last)
    }

    @Test("each tab has its own flow and stack, and a flow pushes onto its own tab, selected or not")
    func ownStacks() throws {
      navigator.expectNoProblems()
      expectState(
        navigator,
        """
        tabs
          tab "library" (selected)
            0 LibraryRoute.books  [flow 1]
          tab "search"
            1 SearchRoute.search  [flow 2]
        """)
      #expect(navigator.state.tabs.map(\.item?.title) == ["Library", "Search"])
      try search().flow.push(.results("swift"))
      #expect(navigator.state.stack(at: .tab("search"))?.count == 2)
      #expect(navigator.state.selectedTab == "library")
    }

    @Test("a walk enters the tab whose flow takes the route, and leaves the other tabs' stacks alone")
    func walkEntersATab() throws {
      navigator.expectNoProblems()
      try library().flow.push(.book(1))
      try navigator.navigate(to: [SearchRoute.results("swift")])
      #expect(navigator.state.selectedTab == "search")
      #expect(
        navigator.state.stack(at: .tab("search"))?.map(\.route) == [
          AnyRoute(SearchRoute.search), AnyRoute(SearchRoute.results("swift")),
        ])
      #expect(navigator.state.stack(at: .tab("library"))?.count == 2)
      // A walk into a tab pops it to its first screen before it goes on.
      try navigator.navigate(to: [LibraryRoute.book(2)])
      #expect(
        navigator.state.stack(at: .tab("library"))?.map(\.route) == [
          AnyRoute(LibraryRoute.books), AnyRoute(LibraryRoute.book(2)),
        ])
    }

    @Test("tapping the selected tab pops it to its root; a tab bar under a sheet cannot be tapped")
    func reselect() throws {
      navigator.expectNoProblems()
      let host = TestHost()
      navigator.attach(host)
      try library().flow.push(.book(1))
      #expect(host.tapTab("library"))
      #expect(navigator.state.stack(at: .tab("library"))?.count == 1)
      host.tapTab("library")  // at its root already: nothing changes
      #expect(navigator.state.stack(at: .tab("library"))?.count == 1)
      #expect(host.tapTab("search"))
      #expect(navigator.state.selectedTab == "search")
      try search().flow.present(.results("swift"), as: .sheet())
      #expect(!host.tapTab("library"))
      #expect(navigator.state.selectedTab == "search")
    }

    @Test("with popsToRootOnTabReselect off, a reselection changes nothing")
    func reselectOff() throws {
      navigator.popsToRootOnTabReselect = false
      let host = TestHost()
      navigator.attach(host)
      try library().flow.push(.book(1))
      #expect(!host.tapTab("library"))
      #expect(navigator.state.stack(at: .tab("library"))?.count == 2)
    }

    @Test("the container starts a fresh flow in a tab; the old one ends and is released")
    func startInTab() throws {
      navigator.expectNoProblems()
      weak let old = try library()
      old?.flow.push(.book(1))
      let container = try #require(navigator.rootCoordinator as? TabBarCoordinator)
      container.resetLibrary()
      #expect(old == nil)
      #expect(navigator.state.stack(at: .tab("library"))?.map(\.route) == [AnyRoute(LibraryRoute.books)])
      #expect(navigator.coordinators(ofType: LibraryCoordinator.self).count == 1)
    }

    @Test("restoring brings back every tab's stack and the selected tab")
    func restoration() throws {
      navigator.expectNoProblems()
      try library().flow.push(.book(1))
      try navigator.navigate(to: [SearchRoute.results("swift")])
      let data = navigator.snapshotData(registry: routes)

      let restored = Navigator(root: TabBarCoordinator())
      let report = restored.restore(from: data, registry: routes)
      #expect(report.isComplete)
      #expect(restored.state.selectedTab == "search")
      expectSameNavigation(restored, as: navigator)
    }

    @Test("a tab that is gone loses its stack and the selection; the other tabs are restored, and the report says so")
    func restoringATabThatIsGone() throws {
      navigator.expectNoProblems()
      try library().flow.push(.book(1))
      try navigator.navigate(to: [SearchRoute.results("swift")])
      let restored = Navigator(root: LibraryOnlyCoordinator())
      restored.expectNoProblems()
      let report = restored.restore(from: navigator.snapshotData(registry: routes), registry: routes)
      #expect(!report.isComplete)
      #expect(report.errors == [RestorationError(.tabRemoved("search"), at: .stack(.tab("search")))])
      #expect(
        report.description == """
          restored 2 of 4 screens
            tab "search": the tab container no longer shows tab "search", so its stack is not restored
          """)
      expectState(
        restored,
        """
        tabs
          tab "library" (selected)
            LibraryRoute.books  [flow 2]
            LibraryRoute.book(1)  [flow 2]
        """,
        includingIdentifiers: false)
      #expect(restored.flowCount == 2)
    }

    @Test("tabs reordered or added keep the saved stacks and selection of the tabs that still exist")
    func restoringIntoRedesignedTabs() throws {
      navigator.expectNoProblems()
      try library().flow.push(.book(1))
      try navigator.navigate(to: [SearchRoute.results("swift")])
      let restored = Navigator(root: RedesignedTabBarCoordinator())
      restored.expectNoProblems()
      let report = restored.restore(from: navigator.snapshotData(registry: routes), registry: routes)
      #expect(report.isComplete, "\(report)")
      #expect(report.description == "restored 4 of 4 screens")
      expectState(
        restored,
        """
        tabs
          tab "search" (selected)
            SearchRoute.search  [flow 4]
            SearchRoute.results("swift")  [flow 4]
          tab "library"
            LibraryRoute.books  [flow 5]
            LibraryRoute.book(1)  [flow 5]
          tab "downloads"
            LibraryRoute.books  [flow 6]
        """,
        includingIdentifiers: false)
    }
  }
}
