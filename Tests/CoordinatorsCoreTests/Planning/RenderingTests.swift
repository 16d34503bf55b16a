@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

/// What a host shows after performing one step, and the steps that do not fit what it shows.
@Suite("NavigationState.rendering(_:onto:)", .hangLimit)
struct RenderingTests: PlannerBuilding {
  private let home: TabID = "home"
  private let search: TabID = "search"

  /// Tabs "home" (0, 1, selected) and "search" (2) under one sheet (100, 101).
  private func tabsUnderASheet() throws -> NavigationState {
    try state(tabs([home: [0, 1], search: [2]], selected: 0), layer(100, pushing: 101))
  }

  // MARK: Each step

  @Test func settingTheRootOntoNothingShowsThatRootAlone() throws {
    let shown = try NavigationState.rendering(.setRoot(stack(0, 1)), onto: nil)
    #expect(shown == (try state(stack(0, 1))))

    let root = tabs([home: [0], search: [1, 2]], selected: 1)
    let tabbed = try NavigationState.rendering(.setRoot(root), onto: nil)
    #expect(tabbed == (try state(root)))
    #expect(tabbed.selectedTab == search)
  }

  @Test func settingTheRootReplacesTheRootAndShowsNoLayer() throws {
    let shown = try NavigationState.rendering(.setRoot(stack(20, 21)), onto: tabsUnderASheet())
    #expect(shown == (try state(stack(20, 21))))
    #expect(shown.modals.isEmpty)
  }

  @Test func settingTheRootStackReplacesItsScreens() throws {
    let shown = try NavigationState.rendering(.setStack(.root, pushed([0, 3, 4])), onto: state(stack(0, 1, 2)))
    #expect(shown == (try state(stack(0, 3, 4))))
  }

  @Test func settingATabsStackChangesOnlyThatTab() throws {
    let shown = try NavigationState.rendering(.setStack(.tab(search), pushed([2, 5])), onto: tabsUnderASheet())
    #expect(shown == (try state(tabs([home: [0, 1], search: [2, 5]], selected: 0), layer(100, pushing: 101))))
  }

  @Test func settingALayersStackChangesOnlyThatLayer() throws {
    let shown = try state(stack(0), layer(100, pushing: 101), layer(110))
    let rendered = try NavigationState.rendering(.setStack(.modal(0), [modal(100)] + pushed([102, 103])), onto: shown)
    #expect(rendered == (try state(stack(0), layer(100, pushing: 102, 103), layer(110))))
  }

  @Test func presentingAddsTheLayerWithItsWholeStackOnTop() throws {
    let rendered = try NavigationState.rendering(.present(layer(110, pushing: 111, 112)), onto: tabsUnderASheet())
    #expect(
      rendered
        == (try state(
          tabs([home: [0, 1], search: [2]], selected: 0), layer(100, pushing: 101), layer(110, pushing: 111, 112)))
    )
  }

  @Test(arguments: 0...2)
  func dismissingFromALayerRemovesItAndEveryLayerAbove(first: Int) throws {
    let layers = [layer(100), layer(110, pushing: 111), layer(120)]
    let shown = try NavigationState(root: stack(0), modals: layers)
    let rendered = try NavigationState.rendering(.dismiss(fromLayer: first), onto: shown)
    #expect(rendered == (try NavigationState(root: stack(0), modals: Array(layers[..<first]))))
  }

  @Test func selectingATabChangesOnlyTheSelection() throws {
    let rendered = try NavigationState.rendering(.selectTab(search), onto: tabsUnderASheet())
    #expect(rendered == (try state(tabs([home: [0, 1], search: [2]], selected: 1), layer(100, pushing: 101))))
  }

  // MARK: Steps that do not fit

  @Test(arguments: [
    HostStep.setStack(.root, [Screen(id: 0, route: TestRoute("a"))]),
    .present(ModalLayer([Screen(id: 100, route: TestRoute("a"), presentation: .modal(.sheet()))])),
    .dismiss(fromLayer: 0),
    .selectTab("home"),
  ])
  func aStepOtherThanSetRootOntoNothingThrows(step: HostStep) {
    #expect(throws: NavigationError(.stackNotFound(.root), context: "perform \(step)")) {
      try NavigationState.rendering(step, onto: nil)
    }
  }

  @Test func anInvalidRootOntoNothingThrows() {
    #expect(throws: NavigationError(.invalidState([.emptyStack(.root)]), context: "perform setRoot(stack: )")) {
      try NavigationState.rendering(.setRoot(.stack([])), onto: nil)
    }
  }

  /// A step that does not fit what is shown, and why.
  struct Misfit: Sendable, CustomTestStringConvertible {
    /// Whether the step goes onto a root stack with no layer (else onto ``tabsUnderASheet()``).
    var ontoPlainStack = false
    var step: HostStep
    var reason: NavigationError.Detail

    var testDescription: String { "\(step) onto \(ontoPlainStack ? "a plain stack" : "tabs under a sheet")" }
  }

  static let misfits: [Misfit] = {
    let home: TabID = "home"
    let build = PlannerBuilder()
    return [
      Misfit(step: .setStack(.tab("missing"), [build.pushed(0)]), reason: .stackNotFound(.tab("missing"))),
      Misfit(step: .setStack(.root, [build.pushed(0)]), reason: .stackNotFound(.root)),
      Misfit(step: .setStack(.modal(1), [build.modal(200)]), reason: .stackNotFound(.modal(1))),
      Misfit(ontoPlainStack: true, step: .setStack(.tab(home), [build.pushed(0)]), reason: .stackNotFound(.tab(home))),
      Misfit(step: .setStack(.tab(home), []), reason: .noScreens),
      Misfit(step: .setStack(.tab(home), [build.pushed(0), build.pushed(2)]), reason: .duplicateScreenID(2)),
      Misfit(
        step: .setStack(.tab(home), [build.pushed(0), build.modal(9)]), reason: .wrongPresentation(9, expected: .push)),
      Misfit(step: .setStack(.modal(0), [build.pushed(100)]), reason: .wrongPresentation(100, expected: .modal)),
      Misfit(step: .dismiss(fromLayer: 1), reason: .modalLayerNotFound(index: 1, count: 1)),
      Misfit(step: .dismiss(fromLayer: -1), reason: .modalLayerNotFound(index: -1, count: 1)),
      Misfit(ontoPlainStack: true, step: .dismiss(fromLayer: 0), reason: .modalLayerNotFound(index: 0, count: 0)),
      Misfit(ontoPlainStack: true, step: .selectTab(home), reason: .notTabs),
      Misfit(step: .selectTab("missing"), reason: .tabNotFound("missing")),
      Misfit(step: .present(ModalLayer([])), reason: .noScreens),
      Misfit(step: .present(ModalLayer([build.pushed(300)])), reason: .wrongPresentation(300, expected: .modal)),
      Misfit(
        step: .present(ModalLayer([build.modal(300), build.modal(301)])),
        reason: .wrongPresentation(301, expected: .push)),
      Misfit(
        step: .present(ModalLayer([build.modal(300, .sheet(embedsNavigationStack: false)), build.pushed(301)])),
        reason: .noNavigationStack(.modal(1))
      ),
      Misfit(step: .present(ModalLayer([build.modal(100)])), reason: .duplicateScreenID(100)),
      Misfit(step: .present(ModalLayer([build.modal(300), build.pushed(1)])), reason: .duplicateScreenID(1)),
      Misfit(step: .setRoot(.tabs([], selectedIndex: 0)), reason: .invalidState([.noTabs])),
      Misfit(
        step: .setRoot(.tabs([Tab(id: home, stack: [build.pushed(0)])], selectedIndex: 3)),
        reason: .invalidState([.selectionOutOfRange(index: 3, tabCount: 1)])
      ),
      Misfit(
        step: .setRoot(
          .tabs([Tab(id: home, stack: [build.pushed(0)]), Tab(id: home, stack: [build.pushed(1)])], selectedIndex: 0)),
        reason: .invalidState([.duplicateTabID(home)])
      ),
    ]
  }()

  @Test(arguments: misfits)
  func aStepThatDoesNotFitThrowsANavigationErrorNamingTheStep(misfit: Misfit) throws {
    let shown = try misfit.ontoPlainStack ? state(stack(0)) : tabsUnderASheet()
    #expect(throws: NavigationError(misfit.reason, context: "perform \(misfit.step)")) {
      try NavigationState.rendering(misfit.step, onto: shown)
    }
  }
}
