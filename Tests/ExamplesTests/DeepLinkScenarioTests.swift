@_spi(Testing) import Coordinators
@_spi(Testing) import CoordinatorsCore
import CoordinatorsTesting
import Foundation
import ShapesFlows
import TabsFlows
import TestSupport
import Testing

@MainActor
@Suite("The examples' deep links", .hangLimit)
struct DeepLinkScenarioTests {
  func link(_ text: String) throws -> URL { try #require(URL(string: text)) }

  @Test("coordinatorexample://custom opens the custom shapes flow")
  func shapesCustom() async throws {
    let app = Scenario(ShapesApp.makeNavigator())
    try await app.navigator.open(link("coordinatorexample://custom"))
    #expect(app.navigator.state.allScreens.map(\.route) == [.init(ShapesRoute.list), .init(CustomShapesRoute.list)])
    #expect(app.navigator.coordinators(ofType: CustomShapesCoordinator.self).count == 1)
  }

  @Test("coordinatorexample://custom/star opens the star inside the custom shapes flow, from anywhere")
  func shapesStar() async throws {
    let app = Scenario(ShapesApp.makeNavigator())
    try app.navigator.navigate(to: [
      ShapesFlowRoute.simpleShapes, SimpleShapesRoute.shape(.circle), ShapesRoute.featured(.custom(.star)),
    ])
    try await app.navigator.open(link("coordinatorexample://custom/star"))
    #expect(
      app.navigator.state.allScreens.map(\.route) == [
        .init(ShapesRoute.list), .init(CustomShapesRoute.list), .init(CustomShapesRoute.shape(.star)),
      ]
    )
    #expect(app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).isEmpty)
    await app.navigator.waitUntilIdle()
    #expect(app.host.shown == app.navigator.state)
  }

  @Test("a link the Shapes app does not know is refused and changes nothing")
  func shapesUnknown() async throws {
    let app = Scenario(ShapesApp.makeNavigator())
    let before = app.navigator.state
    app.problems.recordsIssues = false
    await #expect(throws: DeepLinkError.self) { try await app.navigator.open(link("coordinatorexample://custom/moon")) }
    #expect(app.navigator.state == before)
    #expect(app.problems.deepLinkErrors.map(\.url) == ["coordinatorexample://custom/moon"])
  }

  @Test("a link opens the Account flow of the Main tab for the named user")
  func tabsAccount() async throws {
    let app = Scenario(TabsApp.makeNavigator(initialTab: .locations))
    try await app.navigator.open(link("coordinatorexample://main/account/7?name=Ada%20Lovelace"))
    #expect(app.navigator.state.selectedTab == .main)
    #expect(app.title == "Ada Lovelace")
    let account = try #require(app.navigator.coordinators(ofType: AccountCoordinator.self).first)
    #expect(account.flow.openingRoute == AnyRoute(MainFlowRoute.account(User(id: 7, name: "Ada Lovelace"))))
  }

  @Test("a link without the required name, or with a wrong id, is refused with a typed reason")
  func tabsBadLinks() async throws {
    let app = Scenario(TabsApp.makeNavigator())
    let before = app.navigator.state
    app.problems.recordsIssues = false
    await #expect {
      try await app.navigator.open(link("coordinatorexample://main/account/7"))
    } throws: { error in
      guard let error = error as? DeepLinkError, case .invalidLink(let match) = error.detail else { return false }
      return match.detail == .missingQueryParameter("name")
    }
    await #expect {
      try await app.navigator.open(link("coordinatorexample://main/account/seven?name=Ada"))
    } throws: { error in
      guard let error = error as? DeepLinkError, case .invalidLink(let match) = error.detail else { return false }
      return match.detail == .wrongType("seven", expected: "int", in: .path(1))
    }
    await #expect {
      try await app.navigator.open(link("coordinatorexample://locations/Atlantis"))
    } throws: { error in
      guard let error = error as? DeepLinkError, case .walkFailed(let message) = error.detail else { return false }
      return message == "there is no place named Atlantis"
    }
    #expect(app.navigator.state == before)
    #expect(app.problems.deepLinkErrors.count == 3)
  }

  @Test("a link into the Locations tab selects it and opens the place")
  func tabsLocation() async throws {
    let app = Scenario(TabsApp.makeNavigator())
    try await app.navigator.open(link("coordinatorexample://locations/Kyoto"))
    #expect(app.navigator.state.selectedTab == .locations)
    #expect(app.title == "Kyoto")
  }
}
