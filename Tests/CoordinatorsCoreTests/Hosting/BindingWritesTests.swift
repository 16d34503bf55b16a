@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @testable import CoordinatorsCore

/// The rules for what a write to a host's bindings is (`PathWrite`, `ItemWrite`, `SelectionWrite`,
/// `ColumnWrite`), one row each: what is shown, what is written, what it is.
@Suite("What a write to a host's bindings is: echoes, gestures, stacks left unfinished", .hangLimit)
struct BindingWritesTests {
  private func stack(_ ids: Int...) -> ScreenStack {
    ScreenStack(ids.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) })
  }

  private func tabs(selected: Int, layers: Int = 0, layout: RootLayout = RootLayout()) throws -> NavigationState {
    let modals = (0..<layers).map { index in
      ModalLayer([Screen(id: ScreenID(rawValue: 10 + index), route: TestRoute("sheet"), presentation: .modal(.sheet()))]
      )
    }
    return try NavigationState(
      root: .tabs(
        [Tab(id: "home", stack: stack(0, 1)), Tab(id: "search", stack: stack(2))], selectedIndex: selected),
      modals: modals, layout: layout)
  }

  /// Tabs in a collapsed split view that shows `column`.
  private func collapsed(showing column: CollapsedColumn) throws -> NavigationState {
    try tabs(
      selected: 0, layout: RootLayout(sections: .sidebar(.twoColumns), widthClass: .compact, collapsedColumn: column))
  }

  // MARK: Items

  private func write(
    _ written: ScreenID? = nil, to kind: PresentationBinding = .sheet, shown: PresentationBinding = .sheet,
    topHasDisappeared: Bool = false, hasAppeared: Bool = true, owesEcho: Bool = false
  ) -> ItemWrite {
    ItemWrite.decide(
      written: written, to: kind, shownKind: shown, topHasDisappeared: topHasDisappeared, hasAppeared: hasAppeared,
      owesEcho: owesEcho)
  }

  @Test func aNilForAnAppearedLayerIsItsDismissal() {
    #expect(write() == .dismissal)
    #expect(write(to: .fullScreenCover, shown: .fullScreenCover) == .dismissal)
  }

  @Test func aNilForALayerWhoseTopHasGoneIsItsDismissalEvenWhenAnEchoIsOwed() {
    #expect(write(topHasDisappeared: true, owesEcho: true) == .dismissal)
    #expect(write(topHasDisappeared: true, hasAppeared: false) == .dismissal)
  }

  @Test func aNilOwedByADismissalOfTheHostIsItsEcho() {
    #expect(write(owesEcho: true) == .echo)
    #expect(write(hasAppeared: false, owesEcho: true) == .echo)
  }

  @Test func aNilForALayerThatHasNotAppearedWaitsForItsTopToGo() {
    #expect(write(hasAppeared: false) == .dismissalOnceGone)
  }

  @Test func aNilWrittenToALevelShowingNoLayerIsAnEchoAndALayerNothing() {
    #expect(ItemWrite.decide(writtenToEmptyLevel: nil) == .echo)
    #expect(ItemWrite.decide(writtenToEmptyLevel: 4) == ItemWrite.none)
  }

  @Test func aNilFromTheBindingOfTheOtherKindOrALayerWrittenBackIsNothing() {
    #expect(write(to: .sheet, shown: .fullScreenCover) == .none)
    #expect(write(to: .fullScreenCover, shown: .sheet, topHasDisappeared: true) == .none)
    #expect(write(10) == .none)
  }

  // MARK: Selection

  @Test func anotherTabIsASelectionAndTheSelectedOneAReselection() throws {
    let state = try tabs(selected: 0)
    #expect(
      SelectionWrite.gesture(written: "search", shown: state, during: nil, byRoot: true) == .selectedTab("search"))
    #expect(
      SelectionWrite.gesture(written: "home", shown: state, during: nil, byRoot: true) == .reselectedTab("home"))
  }

  @Test func theSelectedTabWrittenWhileASelectionStepRunsIsAnEcho() throws {
    let state = try tabs(selected: 1)
    let step = HostStep.selectTab("search")
    #expect(SelectionWrite.gesture(written: "search", shown: state, during: step, byRoot: false) == nil)
    #expect(
      SelectionWrite.gesture(written: "home", shown: state, during: step, byRoot: false) == .selectedTab("home"),
      "a tap on another tab during the step is the user's")
    let root = HostStep.setRoot(state.root)
    #expect(SelectionWrite.gesture(written: "search", shown: state, during: root, byRoot: true) == nil)
    #expect(
      SelectionWrite.gesture(written: "search", shown: state, during: root, byRoot: false) == .reselectedTab("search"),
      "the sidebar's list writes no echo of a new root")
  }

  @Test func noTabIsTappedThroughALayer() throws {
    let state = try tabs(selected: 0, layers: 1)
    #expect(SelectionWrite.gesture(written: "search", shown: state, during: nil, byRoot: true) == nil)
    #expect(
      SelectionWrite.gesture(written: "nowhere", shown: try tabs(selected: 0), during: nil, byRoot: true) == nil)
  }

  // MARK: Paths

  @Test func aPathWrittenToTheStackOnTopIsAnEchoOrAPop() throws {
    let state = try tabs(selected: 0)
    #expect(PathWrite([1], to: .tab("home"), shown: state) == .echo)
    #expect(PathWrite([], to: .tab("home"), shown: state) == .popped(to: 0))
  }

  @Test func aPopOnAStackNotOnTopIsStale() throws {
    #expect(PathWrite([], to: .tab("home"), shown: try tabs(selected: 1)) == .stale)
    #expect(PathWrite([], to: .tab("home"), shown: try tabs(selected: 0, layers: 1)) == .stale)
  }

  @Test func aLongerPathIsUnexpectedAndAStackNotShownIsNothing() throws {
    let state = try tabs(selected: 0)
    #expect(
      PathWrite([1, 7], to: .tab("home"), shown: state)
        == .unexpected(
          "SwiftUI wrote the path [\"1\", \"7\"] to tab \"home\", which shows [\"1\"]; only pops are followed"))
    #expect(PathWrite([], to: .root, shown: state) == nil)
    #expect(PathWrite([], to: .modal(0), shown: state) == nil)
  }

  // MARK: The split view

  @Test func aNilSidebarSelectionIsAReturnToTheSidebarFromASection() throws {
    #expect(
      SelectionWrite.sidebar(written: nil, shown: try collapsed(showing: .section), during: nil) == .returnedToSidebar)
    #expect(SelectionWrite.sidebar(written: nil, shown: try collapsed(showing: .sidebar), during: nil) == nil)
    #expect(SelectionWrite.sidebar(written: nil, shown: try tabs(selected: 0), during: nil) == nil)
  }

  @Test func aSectionPickedIsATap() throws {
    let split = try tabs(selected: 0, layout: RootLayout(sections: .sidebar(.twoColumns)))
    #expect(SelectionWrite.sidebar(written: "search", shown: split, during: nil) == .selectedTab("search"))
    #expect(
      SelectionWrite.sidebar(written: "home", shown: split, during: .setRoot(split.root)) == .selectedTab("home"),
      "a split view has no reselection: the selected section picked is a selection")
    #expect(
      SelectionWrite.sidebar(written: "home", shown: try collapsed(showing: .sidebar), during: nil)
        == .selectedTab("home"), "the selected section picked from the sidebar shows its stack again")
    #expect(SelectionWrite.sidebar(written: "search", shown: try tabs(selected: 0, layers: 1), during: nil) == nil)
  }

  @Test func aCompactColumnWrittenInASectionIsAReturnOrAPopToItsFirstScreen() {
    let section = RootAppearance.collapsedSplitView(.section)
    #expect(
      ColumnWrite(.sidebar, appearance: section, columns: .twoColumns, sectionPath: [1]) == .returnedToSidebar)
    #expect(
      ColumnWrite(.content, appearance: section, columns: .threeColumns, sectionPath: [1]) == .poppedToSectionRoot)
    #expect(ColumnWrite(.content, appearance: section, columns: .threeColumns, sectionPath: []) == nil)
    #expect(ColumnWrite(.content, appearance: section, columns: .twoColumns, sectionPath: [1]) == nil)
    #expect(ColumnWrite(.detail, appearance: section, columns: .threeColumns, sectionPath: [1]) == nil)
  }

  @Test func aCompactColumnWrittenOutsideACollapsedSectionIsNothing() {
    for appearance: RootAppearance? in [.collapsedSplitView(.sidebar), .splitView(.threeColumns), .tabBar, nil] {
      #expect(ColumnWrite(.sidebar, appearance: appearance, columns: .threeColumns, sectionPath: [1]) == nil)
      #expect(ColumnWrite(.content, appearance: appearance, columns: .threeColumns, sectionPath: [1]) == nil)
    }
  }

  @Test func aCompactColumnThatIsNeitherIsHandedBackUnlessItIsTheOneShown() {
    for column: CompactColumn in [.sidebar, .content, .detail] {
      for shown: CompactColumn in [.sidebar, .content, .detail] {
        #expect(ColumnWrite.handsBack(column, shown: shown) == (column != shown))
      }
    }
  }

  // MARK: A tab left during a step

  @Test func aTabLeftWhileAStepChangesItsStackLeavesItUnfinished() throws {
    let state = try tabs(selected: 0)
    let push = HostStep.setStack(.tab("home"), stack(0, 1, 3))
    #expect(SelectionWrite.unfinishedStack(leaving: state, during: push) == .tab("home"))
    #expect(SelectionWrite.unfinishedStack(leaving: state, during: .setStack(.tab("search"), stack(2, 3))) == nil)
    #expect(SelectionWrite.unfinishedStack(leaving: state, during: .selectTab("search")) == nil)
    #expect(SelectionWrite.unfinishedStack(leaving: state, during: nil) == nil)
  }

  // MARK: A layer's top disappearing

  @Test func theTopOfTheTopMostLayerLeavingWithNoStepOrAPresentationIsTheLayerGoing() throws {
    let sheet = ModalLayer([Screen(id: 9, route: TestRoute("over"), presentation: .modal(.sheet()))])
    #expect(LayerDisappearance.layerIsGoing(disappeared: 10, top: 10, during: nil))
    #expect(LayerDisappearance.layerIsGoing(disappeared: 10, top: 10, during: .present(sheet)))
    #expect(
      !LayerDisappearance.layerIsGoing(disappeared: 10, top: 10, during: .dismiss(fromLayer: 0)),
      "the step takes it away")
    #expect(
      !LayerDisappearance.layerIsGoing(disappeared: 10, top: 10, during: .setStack(.modal(0), stack(10, 11))),
      "a push over the top makes it disappear")
    #expect(!LayerDisappearance.layerIsGoing(disappeared: 3, top: 10, during: nil), "a screen under the top")
  }
}
