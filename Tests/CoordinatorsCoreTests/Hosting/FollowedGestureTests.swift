@_spi(Hosts) import CoordinatorsTesting
import TestSupport
import Testing

@_spi(Hosts) @testable import CoordinatorsCore

/// `FollowedGesture.updates(for:from:during:)`, one row per gesture: what was shown, the step in
/// flight, the gesture the session followed, and what a host's models change.
@Suite("What a host's models change to follow the user's gesture", .hangLimit)
struct FollowedGestureTests {
  static func screens(_ ids: Int...) -> ScreenStack {
    ScreenStack(ids.map { Screen(id: ScreenID(rawValue: $0), route: TestRoute("s\($0)")) })
  }

  static func sheet(_ id: Int) -> ModalLayer {
    ModalLayer([Screen(id: ScreenID(rawValue: id), route: TestRoute("sheet"), presentation: .modal(.sheet()))])
  }

  static let alert = NavigationAlert(id: 7, title: "Delete?", buttons: [NavigationAlert.Button("OK")])

  /// Tabs "home" (0, 1) and "search" (2, 3), `selected` selected, laid out as `layout`.
  static func tabs(
    selected: Int = 0, layers: [ModalLayer] = [], layout: RootLayout = RootLayout(), alert: NavigationAlert? = nil
  ) throws -> NavigationState {
    var state = try NavigationState(
      root: .tabs(
        [Tab(id: "home", stack: screens(0, 1)), Tab(id: "search", stack: screens(2, 3))], selectedIndex: selected),
      modals: layers, layout: layout)
    if let alert { state = try state.applying(.showAlert(alert)) }
    return state
  }

  static let adaptive = RootLayout(sections: .adaptive(.twoColumns), widthClass: .regular)

  struct Row: Sendable, CustomTestStringConvertible {
    let story: String
    let before: @Sendable () throws -> NavigationState
    let step: HostStep?
    let gesture: UserGesture
    let updates: @Sendable () throws -> [FollowedGesture.Update]
    var testDescription: String { story }
  }

  static let rows: [Row] = [
    Row(
      story: "a pop shows its stack", before: { try tabs() }, step: nil, gesture: .popped(to: 0),
      updates: { [.showStack(.tab("home"), screens(0))] }),
    Row(
      story: "a pop in a layer shows the layer's stack",
      before: {
        try tabs(layers: [
          ModalLayer([
            Screen(id: 10, route: TestRoute("a"), presentation: .modal(.sheet())),
            Screen(id: 11, route: TestRoute("b")),
          ])
        ])
      }, step: nil, gesture: .popped(to: 10),
      updates: { [.showStack(.modal(0), [Screen(id: 10, route: TestRoute("a"), presentation: .modal(.sheet()))])] }),
    Row(
      story: "a dismissal takes its layer and those above away", before: { try tabs(layers: [sheet(10), sheet(20)]) },
      step: nil, gesture: .dismissedLayer(10), updates: { [.removeLayers(from: 0)] }),
    Row(
      story: "a dismissal of the top layer takes it alone away", before: { try tabs(layers: [sheet(10), sheet(20)]) },
      step: nil, gesture: .dismissedLayer(20), updates: { [.removeLayers(from: 1)] }),
    Row(
      story: "a tab selected is selected, and the root laid out", before: { try tabs() }, step: nil,
      gesture: .selectedTab("search"), updates: { [.selectTab("search"), .layOut(try tabs(selected: 1).rootLayout)] }),
    Row(
      story: "a tab selected while a step changes the tab left reads that tab again", before: { try tabs() },
      step: .setStack(.tab("home"), screens(0, 1)), gesture: .selectedTab("search"),
      updates: { [.selectTab("search"), .readAgain(.tab("home")), .layOut(try tabs(selected: 1).rootLayout)] }),
    Row(
      story: "a tab selected while a step changes another tab reads nothing again", before: { try tabs() },
      step: .setStack(.tab("search"), screens(2, 3)), gesture: .selectedTab("search"),
      updates: { [.selectTab("search"), .layOut(try tabs(selected: 1).rootLayout)] }),
    Row(
      story: "a resize lays the root out", before: { try tabs(layout: adaptive) }, step: nil,
      gesture: .resized(.compact),
      updates: {
        [.layOut(try #require(try tabs(layout: adaptive).applyingUserGesture(.resized(.compact))).rootLayout)]
      }),
    Row(
      story: "a return to the sidebar lays the root out",
      before: {
        try tabs(layout: RootLayout(sections: .sidebar(.twoColumns), widthClass: .compact, collapsedColumn: .section))
      }, step: nil, gesture: .returnedToSidebar,
      updates: {
        [.layOut(RootLayout(sections: .sidebar(.twoColumns), widthClass: .compact, collapsedColumn: .sidebar))]
      }),
    Row(
      story: "an alert's button takes the alert down", before: { try tabs(alert: alert) }, step: nil,
      gesture: .tappedAlertButton(7, index: 0), updates: { [.takeAlertDown] }),
    Row(
      story: "an alert dismissed is taken down", before: { try tabs(alert: alert) }, step: nil,
      gesture: .dismissedAlert(7), updates: { [.takeAlertDown] }),
    Row(
      story: "a reselection changes nothing", before: { try tabs() }, step: nil, gesture: .reselectedTab("home"),
      updates: { [] }),
    Row(
      story: "a gesture that fits nothing shown changes nothing", before: { try tabs() }, step: nil,
      gesture: .dismissedLayer(10), updates: { [] }),
  ]

  @Test(arguments: rows)
  func updates(_ row: Row) throws {
    let updates = FollowedGesture.updates(for: row.gesture, from: try row.before(), during: row.step)
    #expect(updates == (try row.updates()))
  }
}
