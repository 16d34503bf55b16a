import Coordinators
import CoordinatorsTesting
import ShapesFlows
import TestSupport
import Testing

@MainActor
@Suite("Shapes: a shape opens in a window of its own", .hangLimit)
struct ShapesWindowsTests {
  @Test("a shape's context menu opens it in a new window, in its section; an iPhone shows it here")
  func openInNewWindow() throws {
    let windows = TestWindows(directory: WindowDirectory(registry: ShapesApp.routes) { "w" }) {
      ShapesApp.makeSidebarNavigator()
    }
    let first = windows.openFirstWindow().navigator
    let before = first.state
    first.send(ShapesAction.openInNewWindow(.custom(.star)), from: first.state.topScreen.id)
    #expect(windows.openedWindows.count == 1)
    #expect(windows.connectionErrors.isEmpty)
    let second = try #require(windows.scenes.last?.navigator)
    #expect(second.state.topScreen.route == AnyRoute(CustomShapesRoute.shape(.star)))
    #expect(second.state.selectedTab == ShapesSidebarCoordinator.customSection)
    #expect(first.state == before)
    windows.opensWindows = false
    first.send(ShapesAction.openInNewWindow(.simple(.circle)), from: first.state.topScreen.id)
    #expect(first.state.topScreen.route == AnyRoute(SimpleShapesRoute.shape(.circle)))
    #expect(windows.openedWindows.count == 1)
  }
}
