import CoordinatorsCore
import CoordinatorsTesting
import TestSupport
import Testing

/// The rules of an alert and of a layout are rules of the state (`invariantViolations()`): the
/// commands keep them, and a state made from parts (a stored one, read back) is checked against
/// them, so that a stored state holds nothing the commands refuse.
@Suite("Alert and layout rules of a state: one function states them, commands and readers keep them", .hangLimit)
struct AlertAndLayoutInvariantTests {
  static let noButtons = NavigationAlert(id: 1, title: "Stuck", buttons: [])
  static let twoCancels = NavigationAlert(
    id: 2, title: "Twice",
    buttons: [NavigationAlert.Button("A", role: .cancel), NavigationAlert.Button("B", role: .cancel)])
  static func numbered(_ id: Int) -> NavigationAlert {
    NavigationAlert(id: AlertID(rawValue: id), title: "Sure?", buttons: [NavigationAlert.Button("OK")])
  }

  /// The violations of a state made of these parts, or `[]` when it is accepted.
  func violations(
    _ root: RootContainer, layout: RootLayout = RootLayout(), alert: NavigationAlert? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [InvariantViolation] {
    do {
      let state = try NavigationState(root: root, layout: layout, alert: alert)
      #expect(state.alert == alert, sourceLocation: sourceLocation)
      return state.invariantViolations()
    } catch {
      guard case .invalidState(let violations) = error.detail else {
        Issue.record("expected invalidState, got \(error.reason)", sourceLocation: sourceLocation)
        return []
      }
      return violations
    }
  }

  static let tabs = RootContainer.tabs(
    [Tab(id: "a", stack: pushed([0])), Tab(id: "b", stack: pushed([1]))], selectedIndex: 0)

  @Test func anAlertWithAButtonOneCancelAndAnIdentifierFromZeroBreaksNoRule() {
    #expect(violations(.stack(pushed([0])), alert: alert(0)) == [])
    #expect(violations(.stack(pushed([0])), alert: Self.numbered(Int.max)) == [])
  }

  @Test func anAlertWithoutButtonsBreaksARule() {
    #expect(violations(.stack(pushed([0])), alert: Self.noButtons) == [.alertWithoutButtons(1)])
  }

  @Test func anAlertWithTwoCancelButtonsBreaksARule() {
    #expect(violations(.stack(pushed([0])), alert: Self.twoCancels) == [.severalCancelButtons(2)])
  }

  @Test(arguments: [-1, Int.min])
  func anAlertWithANegativeIdentifierBreaksARule(id: Int) {
    #expect(
      violations(.stack(pushed([0])), alert: Self.numbered(id)) == [.negativeAlertID(AlertID(rawValue: id))])
  }

  @Test(arguments: [-1, Int.min])
  func showAlertRefusesANegativeIdentifierAsTheStateDoes(id: Int) throws {
    expectRejected(
      .showAlert(Self.numbered(id)), by: try stackState([0]),
      for: .invalidState([.negativeAlertID(AlertID(rawValue: id))]))
  }

  @Test(
    "only a collapsed split view shows its sidebar alone",
    arguments: [
      (RootLayout(sections: .tabBar, widthClass: .compact, collapsedColumn: .sidebar), RootAppearance.tabBar),
      (RootLayout(sections: .tabBar, widthClass: .regular, collapsedColumn: .sidebar), .tabBar),
      (RootLayout(sections: .adaptive(.twoColumns), widthClass: .compact, collapsedColumn: .sidebar), .tabBar),
      (
        RootLayout(sections: .adaptive(.threeColumns), widthClass: .regular, collapsedColumn: .sidebar),
        .splitView(.threeColumns)
      ),
      (
        RootLayout(sections: .sidebar(.twoColumns), widthClass: .regular, collapsedColumn: .sidebar),
        .splitView(.twoColumns)
      ),
    ])
  func theSidebarShownAloneOutsideACollapsedSplitViewBreaksARule(layout: RootLayout, appearance: RootAppearance) {
    #expect(violations(Self.tabs, layout: layout) == [.sidebarShownOutsideCollapsedSplitView(appearance)])
  }

  @Test func aStackRootShowingTheSidebarAloneBreaksARule() {
    let layout = RootLayout(widthClass: .compact, collapsedColumn: .sidebar)
    #expect(violations(.stack(pushed([0])), layout: layout) == [.sidebarShownOutsideCollapsedSplitView(.stack)])
  }

  @Test func aCollapsedSplitViewMayShowItsSidebarAlone() {
    let layout = RootLayout(sections: .sidebar(.twoColumns), widthClass: .compact, collapsedColumn: .sidebar)
    #expect(violations(Self.tabs, layout: layout) == [])
  }

  @Test func everyRuleBrokenIsNamed() {
    let layout = RootLayout(widthClass: .compact, collapsedColumn: .sidebar)
    let alert = NavigationAlert(
      id: -3, title: "All",
      buttons: [NavigationAlert.Button("A", role: .cancel), NavigationAlert.Button("B", role: .cancel)])
    #expect(
      violations(.stack(pushed([0])), layout: layout, alert: alert) == [
        .sidebarShownOutsideCollapsedSplitView(.stack), .severalCancelButtons(-3), .negativeAlertID(-3),
      ])
  }

  @Test func theViolationsSayWhatIsWrong() {
    #expect(
      InvariantViolation.alertWithoutButtons(1).description == "alert 1 has no button, and the user could not close it")
    #expect(
      InvariantViolation.sidebarShownOutsideCollapsedSplitView(.tabBar).description
        == "the layout shows the sidebar alone, but the root shows as tab bar; only a collapsed split view does")
  }
}
