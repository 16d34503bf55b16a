@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import Foundation
import ShapesFlows
import TabsFlows
import TestSupport
import Testing

// The walks and links of the article Windows, Handoff and Previews (its "Previews" section,
// Sources/Coordinators/Documentation.docc/WindowsHandoffAndPreviews.md), as it prints them, and
// the previews of the examples (Examples/Shapes/SwiftUI/ShapesPreviews.swift,
// Examples/Tabs/UIKit/TabsPreviews.swift), which walk the same. Keep them in step.
@MainActor
@Suite("The article Windows, Handoff and Previews: previews", .hangLimit)
struct PreviewsArticleTests {
  static let featuredStarInSheet: [any Route] = [
    ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star), ShapesRoute.featured(.custom(.star)),
  ]

  /// What `navigator` shows once a test host has walked `routes` step by step.
  func walkedOnATestHost(_ navigator: Navigator, _ routes: [any Route]) async throws -> NavigationState? {
    navigator.attach(TestHost())
    try navigator.navigate(to: routes)
    await navigator.waitUntilIdle()
    return navigator.renderedState
  }

  @Test("the featured star previews in a sheet, four levels into the Shapes tab, as the walk shows it")
  func featuredStarInSheetInTab() async throws {
    let navigator = Navigator(root: ShapesInTabsCoordinator())
    try navigator.prepareForPreview(at: .routes(Self.featuredStarInSheet))
    let state = navigator.state
    #expect(state.selectedTab == ShapesInTabsCoordinator.shapesTab)
    #expect(
      state.stack(at: .tab(ShapesInTabsCoordinator.shapesTab))?.map(\.route) == [
        .init(ShapesRoute.list), .init(CustomShapesRoute.list), .init(CustomShapesRoute.shape(.star)),
      ])
    #expect(state.modals.map { $0.stack.map(\.route) } == [[.init(ShapesRoute.featured(.custom(.star)))]])
    let walked = try await walkedOnATestHost(Navigator(root: ShapesInTabsCoordinator()), Self.featuredStarInSheet)
    #expect(state == walked)
  }

  @Test("the star a link opens previews as the link's walk")
  func starFromLink() async throws {
    let link = try #require(URL(string: "coordinatorexample://custom/star"))
    let navigator = ShapesApp.makeNavigator()
    try navigator.prepareForPreview(at: .link(link))
    let opened = ShapesApp.makeNavigator()
    opened.attach(TestHost())
    try await opened.open(link)
    await opened.waitUntilIdle()
    #expect(navigator.state == opened.renderedState)
  }

  @Test("the bottom sheet previews over the detail, in the Main tab; the host's first steps show it all")
  func bottomSheetInMainTab() async throws {
    let walk: [any Route] = [MainRoute.detail, MainRoute.bottomSheet]
    let navigator = TabsApp.makeNavigator()
    try navigator.prepareForPreview(at: .routes(walk))
    #expect(navigator.state.selectedTab == .main)
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.topScreen.route == .init(MainRoute.bottomSheet))
    let host = TestHost()
    navigator.attach(host)
    #expect(navigator.isIdle, "no step waits")
    #expect(host.steps.count == 2, "the root with its stacks, then the sheet")
    #expect(navigator.state == (try await walkedOnATestHost(TabsApp.makeNavigator(), walk)))
  }

  @Test("the place a link opens previews in the Locations tab")
  func placeFromLink() throws {
    let navigator = TabsApp.makeNavigator()
    try navigator.prepareForPreview(at: .link(try #require(URL(string: "coordinatorexample://locations/Kyoto"))))
    #expect(navigator.state.selectedTab == .locations)
    #expect(navigator.state.topScreen.route == .init(LocationsRoute.detail(Location(name: "Kyoto"))))
  }

  @Test("a walk the flows do not take is a typed error the preview shows, and nothing changes")
  func walkThatFails() {
    let navigator = ShapesApp.makeNavigator()
    let before = navigator.state
    let error = #expect(throws: WindowError.self) {
      try navigator.prepareForPreview(at: .routes([SimpleShapesRoute.list]))
    }
    guard case .navigation(let walkError)? = error?.detail else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(walkError.commandIndex == 0)
    #expect(error?.description.hasPrefix("cannot show the place: ") == true)
    #expect(error?.description.contains("SimpleShapesRoute") == true)
    #expect(navigator.state == before)
  }
}
