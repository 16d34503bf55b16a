@_spi(Hosts) import CoordinatorsCore
@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @_spi(Testing) @testable import CoordinatorsSwiftUI

/// What ends a SwiftUI host's step, as a pure function (`SwiftUIStepEnd`). What a binding write
/// is became the core's rules, tested in `CoordinatorsCoreTests/Hosting/BindingWritesTests.swift`.
@Suite("The SwiftUI host's decisions, as pure functions", .hangLimit)
struct BindingWriteTests {
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

  @Test func aStepInAHiddenTabEndsAtOnceAndLeavesItsStackStale() throws {
    let before = try tabs(selected: 0)
    let step = HostStep.setStack(.tab("search"), stack(2, 5))
    let after = try NavigationState.rendering(step, onto: before)
    for inPreview in [false, true] {
      let end = SwiftUIStepEnd(step, before: before, after: after, signalled: true, inPreview: inPreview)
      #expect(end == .nowInHiddenTab("search"))
      guard case .now = end.sessionEnd else { return #expect(Bool(false), "\(end) ends at once") }
    }
  }

  @Test func aStepEndsWithItsSignalAfterTheStepTimeWithoutSignalsAndAtOnceInAPreview() throws {
    let before = try tabs(selected: 0)
    let step = HostStep.selectTab("search")
    let after = try NavigationState.rendering(step, onto: before)
    let end = { SwiftUIStepEnd(step, before: before, after: after, signalled: $0, inPreview: $1) }
    #expect(end(true, false) == .signal(.appeared(2)))
    #expect(end(false, false) == .afterStepTime)
    #expect(end(true, true) == .now)
    guard case .signals(let signals) = end(true, false).sessionEnd else { return #expect(Bool(false)) }
    #expect(signals == [HostSignal(StepSignal.appeared(2))])
    guard case .afterStepTime = end(false, false).sessionEnd else { return #expect(Bool(false)) }
  }

  /// A preview's host presents each level from one on screen: a presentation ends on its
  /// signal there too, where screens give one; every other step at once.
  @Test func aPreviewsPresentationEndsOnItsSignal() throws {
    let before = try tabs(selected: 0)
    let layer = ModalLayer([Screen(id: 9, route: TestRoute("sheet"), presentation: .modal(.sheet()))])
    let step = HostStep.present(layer)
    let after = try NavigationState.rendering(step, onto: before)
    let end = { SwiftUIStepEnd(step, before: before, after: after, signalled: $0, inPreview: $1) }
    #expect(end(true, true) == .signal(.appeared(9)))
    #expect(end(false, true) == .now, "no signal in a Mac preview: at once, no step time")
    #expect(end(false, false) == .afterStepTime)
  }

  @Test func anAlertEndsWhenTheViewsFindItWhereScreensSignal() throws {
    let state = try tabs(selected: 0)
    let alert = NavigationAlert(id: AlertID(rawValue: 4), title: "Sure?", buttons: [NavigationAlert.Button("OK")])
    let end = { SwiftUIStepEnd(.showAlert(alert), before: state, after: state, signalled: $0, inPreview: $1) }
    #expect(end(true, false) == .alertAppears(alert.id))
    #expect(end(false, false) == .now, "macOS shows no alert controller to find")
    #expect(end(true, true) == .alertAppears(alert.id), "a preview's alert waits too: it may be over a sheet")
    guard case .signals(let signals) = end(true, false).sessionEnd else { return #expect(Bool(false)) }
    #expect(signals == [HostSignal(AlertSignal.appeared(alert.id))])
  }
}
