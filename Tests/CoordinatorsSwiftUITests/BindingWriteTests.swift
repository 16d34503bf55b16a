import CoordinatorsTesting
import TestSupport
import Testing

@_spi(HostModel) @testable import CoordinatorsSwiftUI

/// The SwiftUI host's decisions as pure functions: what ends a step, and what a binding write is
/// (a path write is the core's `ReportedStack`, tested with the core).
@Suite("The SwiftUI host's decisions, as pure functions", .hangLimit)
struct BindingWriteTests {
  private func stack(_ ids: Int...) -> ScreenStack {
    ScreenStack(ids.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) })
  }

  private func tabs(selected: Int, layers: Int = 0) throws -> NavigationState {
    let modals = (0..<layers).map { index in
      ModalLayer([Screen(id: ScreenID(rawValue: 10 + index), route: TestRoute("sheet"), presentation: .modal(.sheet()))]
      )
    }
    return try NavigationState(
      root: .tabs(
        [Tab(id: "home", stack: stack(0, 1)), Tab(id: "search", stack: stack(2))], selectedIndex: selected),
      modals: modals)
  }

  // MARK: Items

  private func write(
    _ written: ScreenID? = nil, to kind: LayerModel.Kind = .sheet, shown: LayerModel.Kind = .sheet,
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

  // MARK: Signals

  @Test func aStepThatChangesTheTopWaitsForItToAppear() throws {
    let before = try tabs(selected: 0)
    let after = try NavigationState.rendering(.selectTab("search"), onto: before)
    #expect(StepSignal.awaited(by: .selectTab("search"), before: before, after: after) == .appeared(2))
    let root = HostStep.setRoot(before.root)
    #expect(StepSignal.awaited(by: root, before: nil, after: before) == .appeared(1))
  }

  @Test func aDismissalWaitsForTheDismissedTopToDisappear() throws {
    let before = try tabs(selected: 0, layers: 2)
    let after = try NavigationState.rendering(.dismiss(fromLayer: 0), onto: before)
    #expect(StepSignal.awaited(by: .dismiss(fromLayer: 0), before: before, after: after) == .disappeared(11))
  }

  @Test func aSwapOfTheOnlyScreenOfTheStackOnTopCompletesAtOnce() throws {
    let before = try NavigationState(root: .stack(stack(0)))
    let swap = HostStep.setStack(.root, stack(1))
    #expect(StepSignal.awaited(by: swap, before: before, after: try .rendering(swap, onto: before)) == nil)
    let push = HostStep.setStack(.root, stack(1, 2))
    #expect(StepSignal.awaited(by: push, before: before, after: try .rendering(push, onto: before)) == .appeared(2))
    let deeper = try NavigationState(root: .stack(stack(0, 3)))
    #expect(
      StepSignal.awaited(by: swap, before: deeper, after: try .rendering(swap, onto: deeper)) == .appeared(1),
      "a pop reveals the new root: its screen appears")
  }

  @Test func aStepThatKeepsTheTopCompletesAtOnce() throws {
    let before = try tabs(selected: 0)
    let step = HostStep.setStack(.tab("search"), stack(2, 5))
    let after = try NavigationState.rendering(step, onto: before)
    #expect(StepSignal.awaited(by: step, before: before, after: after) == nil)
  }
}
