@_spi(Hosts) import Coordinators
import CoordinatorsTesting
import FlowFixtures
import Foundation
import TestSupport
import Testing

// The code of the article Split Views and Sidebars
// (Sources/Coordinators/Documentation.docc/SplitViewsAndSidebars.md), as it is printed there,
// and the behaviour the article describes. Keep the two in step.
enum SplitViewsArticle {
  enum ShapesRoute: Route {
    case shapes
    case shape(String)
  }
  enum ColorsRoute: Route {
    case colors
    case color(String)
  }

  @MainActor final class ShapesCoordinator: Coordinator {
    let flow = Flow<ShapesRoute>()
    func start() { flow.show(.shapes) }
  }

  @MainActor final class ColorsCoordinator: Coordinator {
    let flow = Flow<ColorsRoute>()
    func start() { flow.show(.colors) }
  }

  @MainActor final class AppCoordinator: Coordinator {
    let flow = Flow<Never>()
    func start() {
      flow.showTabs(
        [
          TabFlow("shapes", ShapesCoordinator(), item: TabItem(title: "Shapes", systemImage: "square.on.circle")),
          TabFlow("colors", ColorsCoordinator(), item: TabItem(title: "Colors", systemImage: "paintpalette")),
        ],
        layout: .adaptive(.twoColumns))  // a tab bar when compact, a sidebar when regular
    }
  }
}

extension SplitViewsArticle {
  @MainActor
  @Suite("Article Split Views and Sidebars: its test, as printed", .hangLimit)
  struct Tests {
    // The article's test, as printed.
    @MainActor @Test func aLinkInACompactWindowSelectsItsSection() async throws {
      let navigator = Navigator(root: AppCoordinator())
      navigator.deepLinks = try DeepLinkRouter([
        DeepLink("app://colors/{name}") { (name: String) in [ColorsRoute.color(name)] }
      ])
      let host = TestHost()
      navigator.attach(host)
      host.resize(to: .compact)  // a tab bar (adaptive) or a collapsed split view (sidebar)
      #expect(navigator.state.appearance == .tabBar)
      try await navigator.open(URL(string: "app://colors/teal")!)
      #expect(navigator.state.selectedTab == "colors")
      #expect(navigator.state.topScreen.route == AnyRoute(ColorsRoute.color("teal")))

      host.resize(to: .regular)  // the sidebar beside the section, its stack kept
      #expect(navigator.state.appearance == .splitView(.twoColumns))
      #expect(navigator.state.topScreen.route == AnyRoute(ColorsRoute.color("teal")))
    }

    // "Resizable windows and foldable iPhones": one threshold, whatever the size class.
    @MainActor @Test func oneThresholdLaysAWideCompactWindowOutWithItsSidebar() {
      let resizableNavigator = Navigator(root: AppCoordinator())
      resizableNavigator.widthThresholds = WidthThresholds(regularFrom: 700)
      let host = TestHost()
      resizableNavigator.attach(host)
      resizableNavigator.session?.widthChanged(to: WindowWidth(points: 720, sizeClass: .compact))
      #expect(resizableNavigator.state.appearance == .splitView(.twoColumns))
      resizableNavigator.session?.widthChanged(to: WindowWidth(points: 690, sizeClass: .regular))
      #expect(resizableNavigator.state.appearance == .tabBar)
    }

    @Test("the article's code is the code it prints")
    func theArticlePrintsThisCode() throws {
      let article = try String(contentsOfFile: Self.articlePath, encoding: .utf8)
      let test = try String(contentsOfFile: #filePath, encoding: .utf8)
      for snippet in Self.snippets(in: article) where snippet.contains("Coordinator") {
        let body = snippet.split(separator: "\n").filter { !$0.hasPrefix("import ") }
        for line in body where !line.trimmingCharacters(in: .whitespaces).isEmpty {
          #expect(test.contains(line.trimmingCharacters(in: .whitespaces)), "not in this file: \(line)")
        }
      }
    }

    static let articlePath = URL(filePath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Coordinators/Documentation.docc/SplitViewsAndSidebars.md").path

    /// The Swift code blocks of a Markdown text.
    static func snippets(in markdown: String) -> [String] {
      markdown.components(separatedBy: "```swift\n").dropFirst().compactMap {
        $0.components(separatedBy: "\n```").first
      }
    }
  }
}
