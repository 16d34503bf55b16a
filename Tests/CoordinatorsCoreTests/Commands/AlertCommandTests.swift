@_spi(Hosts) @_spi(Testing) import CoordinatorsCore
@_spi(Hosts) @_spi(Testing) import CoordinatorsTesting
import Foundation
import TestSupport
import Testing

/// An alert with two buttons, owned by the root flow.
func alert(_ id: AlertID, _ title: String = "Sure?") -> NavigationAlert {
  NavigationAlert(
    id: id, title: title, message: "It cannot be undone.",
    buttons: [NavigationAlert.Button("Delete", role: .destructive), NavigationAlert.Button("Cancel", role: .cancel)])
}

@Suite("Alerts in the state: the commands' rules, the plan, the gestures, the stored form", .hangLimit)
struct AlertCommandTests {
  @Test func showAlertSetsTheAlertAndANewOneReplacesIt() throws {
    let state = try expectApplied(.showAlert(alert(0)), to: try stackState([0, 1]))
    #expect(state.alert == alert(0))
    let replaced = try expectApplied(.showAlert(alert(1)), to: state)
    #expect(replaced.alert == alert(1))
    #expect(try expectApplied(.dismissAlert, to: replaced).alert == nil)
    #expect(try expectApplied(.dismissAlert, to: try stackState([0])).alert == nil)
  }

  @Test func anAlertWithoutButtonsOrWithTwoCancelButtonsIsRejected() throws {
    let state = try stackState([0])
    expectRejected(
      .showAlert(NavigationAlert(id: 3, title: "Nothing", buttons: [])), by: state, for: .alertWithoutButtons(3))
    let twice = NavigationAlert(
      id: 4, title: "Twice",
      buttons: [NavigationAlert.Button("A", role: .cancel), NavigationAlert.Button("B", role: .cancel)])
    expectRejected(.showAlert(twice), by: state, for: .severalCancelButtons(4))
  }

  @Test(
    "a command that changes the modal layers or the root takes the alert down",
    arguments: [
      NavigationCommand.present(layer(30)), .dismiss, .dismissLayer(0), .dismissAll, .popTo(1),
      .setRoot(.stack(pushed([40]))),
    ])
  func layerChangesTakeTheAlertDown(command: NavigationCommand) throws {
    let state = try stackState([0, 1], modals: [layer(10, pushing: [11])]).applying(.showAlert(alert(0)))
    #expect(try expectApplied(command, to: state).alert == nil)
  }

  @Test(
    "pushes, pops and tab changes happen under the alert, which stays",
    arguments: [NavigationCommand.push(pushed([12])), .pop(count: 1), .popToRoot, .remove([11])])
  func stackChangesKeepTheAlert(command: NavigationCommand) throws {
    let state = try stackState([0, 1], modals: [layer(10, pushing: [11])]).applying(.showAlert(alert(0)))
    #expect(try expectApplied(command, to: state).alert == alert(0))
    let tabs = try threeTabs().applying(.showAlert(alert(1)))
    #expect(try expectApplied(.selectTab("search"), to: tabs).alert == alert(1))
  }

  @Test func thePlanTakesTheAlertDownFirstAndShowsItLast() throws {
    let shown = try stackState([0, 1]).applying(.showAlert(alert(0)))
    // A present cannot happen under an alert.
    let presented = try shown.applying([.showAlert(alert(0)), .present(layer(10))])
    #expect(presented.alert == nil)
    #expect(NavigationPlanner.steps(from: shown, to: presented) == [.dismissAlert(0), .present(layer(10))])
    // A new alert with the present: down, present, up.
    let both = try presented.applying(.showAlert(alert(1)))
    #expect(
      NavigationPlanner.steps(from: shown, to: both) == [.dismissAlert(0), .present(layer(10)), .showAlert(alert(1))])
    // A push happens under the alert that stays.
    let pushed = try shown.applying(.push(pushed([2])))
    #expect(NavigationPlanner.steps(from: shown, to: pushed) == [.setStack(.root, pushed.stack(at: .root)!)])
    // From nothing: the root, then the alert.
    #expect(NavigationPlanner.steps(from: nil, to: shown) == [.setRoot(shown.root), .showAlert(alert(0))])
    // Replaying the steps gives the desired state.
    for (from, to) in [(shown, presented), (shown, both), (shown, pushed), (presented, shown)] {
      var state: NavigationState? = from
      for step in NavigationPlanner.steps(from: from, to: to) {
        state = try NavigationState.rendering(step, onto: state)
      }
      #expect(state == to)
    }
  }

  @Test func aDismissAlertStepForAnotherAlertDoesNotFit() throws {
    let shown = try stackState([0]).applying(.showAlert(alert(0)))
    #expect(throws: NavigationError.self) { try NavigationState.rendering(.dismissAlert(1), onto: shown) }
  }

  @Test func aTapOrASystemDismissalFitsOnlyTheAlertShown() throws {
    let shown = try stackState([0]).applying(.showAlert(alert(0)))
    #expect(shown.applyingUserGesture(.tappedAlertButton(0, index: 1))?.alert == nil)
    #expect(shown.applyingUserGesture(.tappedAlertButton(0, index: 2)) == nil)
    #expect(shown.applyingUserGesture(.tappedAlertButton(1, index: 0)) == nil)
    #expect(shown.applyingUserGesture(.dismissedAlert(0))?.alert == nil)
    #expect(shown.applyingUserGesture(.dismissedAlert(1)) == nil)
    // The desired state follows only when it still shows that alert.
    var desired = try shown.applying(.showAlert(alert(1)))
    desired.followUserGesture(.dismissedAlert(0), shownBefore: shown)
    #expect(desired.alert == alert(1))
    desired.followUserGesture(.tappedAlertButton(1, index: 0), shownBefore: shown)
    #expect(desired.alert == nil)
  }

  @Test func randomPlansWithAlertsReachTheStateAndNothingPresentsOrDismissesUnderAnAlert() throws {
    for index in 0..<300 {
      let pair = PlannerFixtures.randomPair(seed: 0x414C_4552_0000 + UInt64(index))
      var random = SeededRandomNumberGenerator(seed: pair.seed)
      // An alert on either side, both, or the same one kept.
      var from = pair.from
      var to = pair.to
      let kind = Int.random(in: 0..<4, using: &random)
      if kind != 1, from != nil { from = try from?.applying(.showAlert(alert(0))) }
      if kind == 1 || kind == 2 { to = try to.applying(.showAlert(alert(1))) }
      if kind == 3, from != nil { to = try to.applying(.showAlert(alert(0))) }
      let steps = NavigationPlanner.steps(from: from, to: to)
      var shown = from
      for (offset, step) in steps.enumerated() {
        if let shownAlert = shown?.alert, !step.happensUnderAlert, step != .dismissAlert(shownAlert.id) {
          Issue.record("seed \(pair.seed): step \(offset) \(step) is performed under an alert (\(pair.origin))")
        }
        if case .showAlert = step, offset != steps.count - 1 {
          Issue.record("seed \(pair.seed): showAlert is not the last step (\(pair.origin))")
        }
        shown = try NavigationState.rendering(step, onto: shown)
      }
      if shown != to { Issue.record("seed \(pair.seed): the steps do not reach the state (\(pair.origin))") }
    }
  }

  enum PlaceRoute: Route, Codable {
    case home, sheet
  }

  @Test func theStateTheCommandsTheStepsAndTheGesturesRoundTripWithTheAlert() throws {
    var registry = RouteRegistry()
    try registry.register(PlaceRoute.self, key: "place")
    let encoder = JSONEncoder()
    encoder.userInfo[.routeRegistry] = registry
    let decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
    let confirmation = NavigationAlert(
      id: 7, owner: 2, style: .confirmationDialog, title: "Delete?", buttons: [NavigationAlert.Button("OK")])
    let sheet = Screen(id: 1, route: PlaceRoute.sheet, presentation: .modal(.sheet()))
    for alert in [nil, confirmation] {
      var state = try NavigationState(
        root: .stack([Screen(id: 0, route: PlaceRoute.home)]), modals: [ModalLayer([sheet])])
      if let alert { try state.apply(.showAlert(alert)) }
      #expect(try decoder.decode(NavigationState.self, from: encoder.encode(state)) == state)
    }
    for command in [NavigationCommand.showAlert(confirmation), .dismissAlert] {
      #expect(try decoder.decode(NavigationCommand.self, from: encoder.encode(command)) == command)
    }
    for step in [HostStep.showAlert(confirmation), .dismissAlert(7)] {
      #expect(try decoder.decode(HostStep.self, from: encoder.encode(step)) == step)
    }
    for gesture in [UserGesture.tappedAlertButton(7, index: 0), .dismissedAlert(7)] {
      #expect(try decoder.decode(UserGesture.self, from: encoder.encode(gesture)) == gesture)
    }
  }
}
