@_spi(Hosts) import Coordinators
@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import ShapesFlows
import TestSupport
import Testing

@MainActor
@Suite("The Shapes example, walked through every path", .hangLimit)
struct ShapesScenarioTests {
  @Test func launchesOnTheRootListTitledSwiftUIShapes() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
      """)
    #expect(app.title == "SwiftUI Shapes")
    expectSteps(app.host, ["setRoot(stack: 0)"])
    #expect(app.navigator.rootCoordinator is ShapesCoordinator)
    #expect(app.navigator.flowCount == 1)
  }

  @Test func simpleShapesIsAChildFlowPushedWithItsOwnList() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    #expect(app.tap(ShapesAction.showSimpleShapes))
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
        1 SimpleShapesRoute.list  [flow 1]
      """)
    #expect(app.title == "Simple Shapes")
    #expect(app.lastStep == "setStack(the root stack: 0, 1)")
    let simple = try #require(app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).first)
    #expect(simple.flow.parent === app.navigator.rootCoordinator)
    #expect(simple.flow.openingRoute == AnyRoute(ShapesFlowRoute.simpleShapes))
    #expect(app.takeFlowEvents() == ["flow 1 (SimpleShapesCoordinator) started under flow 0"])
  }

  @Test func deletingACustomShapeAsksFirstAndTheConfirmationDeletesItAndGoesBackToTheList() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    #expect(app.tap(ShapesAction.showCustomShapes))
    #expect(app.tap(ShapesAction.select(.custom(.star))))
    #expect(app.tap(ShapesAction.askToDelete(.star)))
    let dialog = try #require(app.host.shownAlert)
    #expect(dialog.style == .confirmationDialog && dialog.title == "Delete the star?")
    let custom = try #require(app.navigator.coordinators(ofType: CustomShapesCoordinator.self).first)
    #expect(dialog.owner == custom.flow.id)
    #expect(app.host.tapAlertButton("Cancel"))
    #expect(custom.shapes.contains(.star))
    #expect(app.tap(ShapesAction.askToDelete(.star)))
    #expect(app.host.tapAlertButton("Delete"))
    #expect(!custom.shapes.contains(.star))
    #expect(app.top.route == AnyRoute(CustomShapesRoute.list))
    #expect(app.navigator.state.alert == nil)
  }

  @Test func customShapesIsAChildFlowPushedWithItsOwnList() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    #expect(app.tap(ShapesAction.showCustomShapes))
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
        1 CustomShapesRoute.list  [flow 1]
      """)
    #expect(app.title == "Custom Shapes")
    let custom = try #require(app.navigator.coordinators(ofType: CustomShapesCoordinator.self).first)
    #expect(custom.flow.parent === app.navigator.rootCoordinator)
    #expect(app.takeFlowEvents() == ["flow 1 (CustomShapesCoordinator) started under flow 0"])
  }

  @Test(arguments: SimpleShape.allCases)
  func everySimpleShapeOpensFromTheSimpleList(shape: SimpleShape) throws {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showSimpleShapes)
    #expect(app.tap(ShapesAction.select(.simple(shape))))
    let simple = try #require(app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).first)
    #expect(app.top.route == AnyRoute(SimpleShapesRoute.shape(shape)))
    #expect(app.top.owner == simple.flow.id)
    #expect(app.title == shape.title)
    #expect(app.lastStep == "setStack(the root stack: 0, 1, 2)")
    #expect(simple.flow.screens.map(\.id.rawValue) == [1, 2])
  }

  @Test(arguments: CustomShape.allCases)
  func everyCustomShapeOpensFromTheCustomListWithTheStarAloneTransitioning(shape: CustomShape) throws {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showCustomShapes)
    #expect(app.tap(ShapesAction.select(.custom(shape))))
    let custom = try #require(app.navigator.coordinators(ofType: CustomShapesCoordinator.self).first)
    #expect(app.top.route == AnyRoute(CustomShapesRoute.shape(shape)))
    #expect(app.top.owner == custom.flow.id)
    #expect(app.title == shape.title)
    #expect(app.lastTransition == (shape == .star ? ShapesApp.starTransition : nil))
  }

  @Test func theStarTransitionIsOnThePushFromTheCustomListAndOnThePopBack() {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showCustomShapes)
    app.tap(ShapesAction.select(.custom(.star)))
    app.tap(ShapesAction.backToList)
    app.tap(ShapesAction.select(.custom(.tower)))
    app.tap(ShapesAction.backToList)
    expectSteps(
      app.host,
      [
        "setRoot(stack: 0)",
        "setStack(the root stack: 0, 1)",
        "setStack(the root stack: 0, 1, 2; transition fade)",
        "setStack(the root stack: 0, 1; transition fade)",
        "setStack(the root stack: 0, 1, 3)",
        "setStack(the root stack: 0, 1)",
      ])
    #expect(app.title == "Custom Shapes")
  }

  @Test func aBackSwipeFromTheStarNeedsNoHostStepAndLeavesTheCustomList() {
    let app = Scenario(ShapesApp.makeNavigator())
    let events = EventRecorder(app.navigator)
    app.tap(ShapesAction.showCustomShapes)
    app.tap(ShapesAction.select(.custom(.star)))
    let steps = app.host.steps.count
    #expect(app.host.swipeBack())
    #expect(app.host.steps.count == steps)
    #expect(app.title == "Custom Shapes")
    #expect(app.navigator.coordinators(ofType: CustomShapesCoordinator.self).count == 1)
    expectEvents(events, causes: [.programmatic, .programmatic, .user(.popped(to: 1))])
  }

  @Test func theFeaturedShapeIsASheetAtHalfAndFullHeightThatSwipesDown() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    #expect(app.tap(ShapesAction.showFeatured))
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
      modal layer 0: sheet(medium, large, grabber: visible)
          1 ShapesRoute.featured(star)  [flow 0]
      """)
    let sheet = try #require(app.navigator.state.modals.last?.presentation)
    #expect(sheet.style == .sheet(detents: [.medium, .large], grabber: .visible))
    #expect(!sheet.isInteractiveDismissDisabled)
    #expect(app.lastStep == "present(sheet(medium, large, grabber: visible): 1)")
    #expect(app.title == "Featured: Star")

    #expect(app.host.swipeDown())
    #expect(app.navigator.state.modals.isEmpty)
    #expect(app.title == "SwiftUI Shapes")
    #expect(app.navigator.isIdle)
  }

  @Test func theFeaturedShapeIsTheOneTheRootWasGiven() {
    let app = Scenario(ShapesApp.makeNavigator(featured: .simple(.capsule)))
    app.tap(ShapesAction.showFeatured)
    #expect(app.top.route == AnyRoute(ShapesRoute.featured(.simple(.capsule))))
    #expect(app.title == "Featured: Capsule")
  }

  @Test func theFeaturedButtonOfAChildFlowReachesTheRootAndTheFlowStaysBelowTheSheet() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showCustomShapes)
    #expect(app.tap(ShapesAction.showFeatured))
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
        1 CustomShapesRoute.list  [flow 1]
      modal layer 0: sheet(medium, large, grabber: visible)
          2 ShapesRoute.featured(star)  [flow 0]
      """)
    app.host.swipeDown()
    #expect(app.title == "Custom Shapes")
    #expect(app.navigator.coordinators(ofType: CustomShapesCoordinator.self).count == 1)
  }

  @Test(arguments: [StandardAction.done, .cancel], [ShapeKind.simple(.circle), .custom(.star)])
  func doneAndCancelFromInsideAChildFlowReturnToTheRootListAndReleaseIt(action: StandardAction, shape: ShapeKind) {
    let app = Scenario(ShapesApp.makeNavigator())
    weak var child: (any Coordinator)?
    do {
      app.tap(shape.opener)
      app.tap(ShapesAction.select(shape))
      child = app.navigator.coordinator(for: 1)
    }
    #expect(child != nil)
    _ = app.takeFlowEvents()

    #expect(app.tap(action))
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
      """)
    #expect(app.lastStep == "setStack(the root stack: 0)")
    #expect(child == nil)
    #expect(app.navigator.flowCount == 1)
    #expect(app.takeFlowEvents() == ["flow 1 (\(shape.coordinatorName)) was cancelled"])
  }

  @Test(arguments: [StandardAction.done, .cancel])
  func doneAndCancelOnTheFeaturedSheetDismissIt(action: StandardAction) {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showFeatured)
    #expect(app.tap(action))
    #expect(app.navigator.state.modals.isEmpty)
    #expect(app.lastStep == "dismiss(from layer 0)")
    #expect(app.title == "SwiftUI Shapes")
  }

  @Test(arguments: [ShapeKind.simple(.ellipse), .custom(.tower)])
  func backSwipesOutOfAChildFlowReleaseIt(shape: ShapeKind) {
    let app = Scenario(ShapesApp.makeNavigator())
    weak var child: (any Coordinator)?
    do {
      app.tap(shape.opener)
      app.tap(ShapesAction.select(shape))
      child = app.navigator.coordinator(for: 1)
    }
    _ = app.takeFlowEvents()

    #expect(app.host.swipeBack())
    #expect(child != nil, "the flow's list is still shown")
    #expect(app.takeFlowEvents().isEmpty)

    #expect(app.host.swipeBack())
    #expect(child == nil)
    #expect(app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).isEmpty)
    #expect(app.navigator.coordinators(ofType: CustomShapesCoordinator.self).isEmpty)
    #expect(app.takeFlowEvents() == ["flow 1 (\(shape.coordinatorName)) was cancelled"])
    #expect(app.title == "SwiftUI Shapes")
  }

  @Test func aChildFlowOpenedAgainIsAFreshCoordinator() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showSimpleShapes)
    weak let first = app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).first
    app.host.swipeBack()
    app.tap(ShapesAction.showSimpleShapes)
    let second = try #require(app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).first)
    #expect(first == nil)
    #expect(second.flow.id == 2)
  }

  @Test func navigateWalksIntoTheCustomShapesFlowThenTheStar() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    try app.navigator.navigate(to: [ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star)])
    #expect(
      app.navigator.treeDescription == """
        stack
          0 ShapesRoute.list  [flow 0]
          1 CustomShapesRoute.list  [flow 1]
          2 CustomShapesRoute.shape(star)  [flow 1]
        flows
          0 ShapesCoordinator
            1 CustomShapesCoordinator (opened by ShapesFlowRoute.customShapes)
        host: showing this
        """)
    #expect(app.lastStep == "setStack(the root stack: 0, 1, 2)", "one step; its top goes from the root list")
    #expect(app.title == "Star")
    #expect(app.tap(ShapesAction.backToList))
    #expect(app.lastTransition == ShapesApp.starTransition)
  }

  @Test func navigateFromDeepInsideTheSimpleShapesReplacesThatFlowAndClosesTheSheet() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    weak var simple: SimpleShapesCoordinator?
    do {
      app.tap(ShapesAction.showSimpleShapes)
      app.tap(ShapesAction.select(.simple(.circle)))
      app.tap(ShapesAction.showFeatured)
      simple = app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).first
    }
    _ = app.takeFlowEvents()

    try app.navigator.navigate(to: [ShapesFlowRoute.customShapes, CustomShapesRoute.shape(.star)])
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
        4 CustomShapesRoute.list  [flow 2]
        5 CustomShapesRoute.shape(star)  [flow 2]
      """)
    #expect(simple == nil)
    #expect(
      app.takeFlowEvents() == [
        "flow 2 (CustomShapesCoordinator) started under flow 0",
        "flow 1 (SimpleShapesCoordinator) was cancelled",
      ])
  }

  @Test func navigateOpensTheFeaturedSheetAsTheRootPresentsIt() throws {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showSimpleShapes)
    try app.navigator.navigate(to: [ShapesRoute.featured(.simple(.ellipse))])
    expectState(
      app.navigator,
      """
      stack
        0 ShapesRoute.list  [flow 0]
      modal layer 0: sheet(medium, large, grabber: visible)
          2 ShapesRoute.featured(ellipse)  [flow 0]
      """)
    #expect(app.navigator.flowCount == 1)
    #expect(app.title == "Featured: Ellipse")
  }

  @Test func navigateRejectsARouteTheRootFlowDoesNotTakeAndChangesNothing() {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showSimpleShapes)
    let before = app.navigator.state
    #expect(throws: NavigationError.self) {
      try app.navigator.navigate(to: [CustomShapesRoute.shape(.star)])
    }
    #expect(app.navigator.state == before)
    #expect(app.navigator.coordinators(ofType: SimpleShapesCoordinator.self).count == 1)
  }

  @Test func aShapeTheFlowDoesNotOfferGoesUpToTheRootAndIsReportedUnhandled() {
    let app = Scenario(ShapesApp.makeNavigator())
    app.tap(ShapesAction.showSimpleShapes)
    let before = app.navigator.state
    #expect(!app.problems.expecting { app.tap(ShapesAction.select(.custom(.star))) })
    #expect(app.problems.unhandledActions == ["select(star) from flow 1"])
    #expect(app.navigator.state == before)
  }
}

extension ShapeKind {
  /// The root list's row that opens the flow of this shape.
  fileprivate var opener: ShapesAction {
    switch self {
    case .simple: .showSimpleShapes
    case .custom: .showCustomShapes
    }
  }

  /// The type name of the coordinator of the flow of this shape.
  fileprivate var coordinatorName: String {
    switch self {
    case .simple: "SimpleShapesCoordinator"
    case .custom: "CustomShapesCoordinator"
    }
  }
}
