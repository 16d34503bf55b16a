@_spi(Hosts) import CoordinatorsCore
import Foundation
import TestSupport
import Testing

@Suite("Commands, host steps and states: Codable as arrays of a name and its values", .hangLimit)
struct CommandCodingTests {
  enum PlaceRoute: Route, Codable {
    case home, inbox
    case message(Int)
  }

  private let encoder: JSONEncoder
  private let decoder: JSONDecoder

  init() throws {
    var registry = RouteRegistry()
    try registry.register(PlaceRoute.self, key: "place")
    encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    encoder.userInfo[.routeRegistry] = registry
    decoder = JSONDecoder()
    decoder.userInfo[.routeRegistry] = registry
  }

  private func json(_ value: some Encodable) throws -> String {
    String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func roundTrip<Value: Codable & Equatable>(_ value: Value) throws -> Value {
    try decoder.decode(Value.self, from: try encoder.encode(value))
  }

  private let inbox = Screen(id: 1, route: PlaceRoute.inbox)
  private let message = Screen(id: 2, route: PlaceRoute.message(7), owner: 3)

  @Test func everyCommandComesBackAsItWas() throws {
    let commands: [NavigationCommand] = [
      .push([inbox, message]), .present(ModalLayer([Screen(id: 5, route: PlaceRoute.home, presentation: .sheet())])),
      .pop(count: 2), .popTo(1), .popToRoute(AnyRoute(PlaceRoute.inbox)), .popToRoot, .remove([1, 2]),
      .replace(1, with: message), .insert([inbox], at: .before(2)), .insert([message], at: .after(1)),
      .setStack(ScreenStack([inbox]), at: .tab("mail")), .setStack(ScreenStack([message]), at: .modal(0)),
      .setStack(ScreenStack([inbox]), at: .root), .dismiss, .dismissLayer(1), .dismissAll, .selectTab("mail"),
      .reselectTab, .setRoot(.stack(ScreenStack([inbox]))),
      .setTabItem(TabItem(title: "Mail", systemImage: "envelope", badge: "3"), for: "mail"),
      .setTabItem(nil, for: "mail"),
    ]
    for command in commands {
      #expect(try roundTrip(command) == command)
    }
  }

  @Test func aCommandIsItsNameThenItsValues() throws {
    #expect(try json(NavigationCommand.pop(count: 2)) == #"["pop",2]"#)
    #expect(try json(NavigationCommand.popToRoot) == #"["popToRoot"]"#)
    #expect(
      try json(NavigationCommand.insert([inbox], at: .after(7)))
        == #"["insert",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}],"after",7]"#)
    #expect(
      try json(NavigationCommand.setStack(ScreenStack([inbox]), at: .tab("mail")))
        == #"["setStack",["tab","mail"],[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]]"#)
    // A route stays under "route", where a log's migrations look for routes.
    #expect(
      try json(NavigationCommand.popToRoute(AnyRoute(PlaceRoute.home)))
        == #"["popToRoute",{"route":{"type":"place","value":{"home":{}}}}]"#)
  }

  @Test func everyHostStepComesBackAsItWas() throws {
    let steps: [HostStep] = [
      .setRoot(.tabs([Tab(id: "mail", stack: [inbox])], selectedIndex: 0)),
      .setStack(.root, [inbox, message]), .setStack(.modal(1), [message], transition: "fade"),
      .present(ModalLayer([Screen(id: 5, route: PlaceRoute.home, presentation: .fullScreenCover())])),
      .dismiss(fromLayer: 1), .selectTab("mail"),
      .setTabItem(TabItem(title: "Mail", badge: "3"), for: "mail"), .setTabItem(nil, for: "mail"),
    ]
    for step in steps {
      #expect(try roundTrip(step) == step)
    }
    #expect(
      try json(HostStep.setStack(.root, [inbox], transition: "fade"))
        == #"["setStack",["root"],[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}],"fade"]"#)
    #expect(try json(HostStep.dismiss(fromLayer: 1)) == #"["dismiss",1]"#)
    #expect(try json(HostStep.setTabItem(nil, for: "mail")) == #"["setTabItem","mail"]"#)
  }

  @Test func gesturesAndLocationsAreTheirNameThenTheirValue() throws {
    let gestures: [UserGesture] = [.popped(to: 3), .dismissedLayer(5), .selectedTab("mail"), .reselectedTab("home")]
    for gesture in gestures {
      #expect(try roundTrip(gesture) == gesture)
    }
    #expect(try json(UserGesture.popped(to: 3)) == #"["popped",3]"#)
    for location: StackLocation in [.root, .tab("mail"), .modal(2)] {
      #expect(try roundTrip(location) == location)
    }
    #expect(try json(StackLocation.modal(2)) == #"["modal",2]"#)
  }

  @Test func aStateIsItsRootThenItsModalLayersStacks() throws {
    let sheet = Screen(id: 5, route: PlaceRoute.message(1), presentation: .sheet(detents: [.medium]), owner: 2)
    let state = try NavigationState(root: .stack(ScreenStack([inbox])), modals: [ModalLayer([sheet])])
    #expect(try roundTrip(state) == state)
    let text = try json(state)
    #expect(text.hasPrefix(#"[["stack",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]],[{"id":5,"modal":"#))
    // A pushed screen has no "modal" and the root flow's screens no "owner".
    #expect(try json(inbox) == #"{"id":1,"route":{"type":"place","value":{"inbox":{}}}}"#)
  }

  /// Checks that `value` is stored exactly as `json` (keys sorted) and reads back as itself.
  private func expectStored<Value: Codable & Equatable>(
    _ value: Value, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    #expect(try self.json(value) == json, sourceLocation: sourceLocation)
    #expect(try decoder.decode(Value.self, from: Data(json.utf8)) == value, sourceLocation: sourceLocation)
  }

  @Test func everyCaseIsStoredInTheFormEarlierVersionsWrote() throws {
    // Event logs written before keep reading, and what is written does not change: each case of
    // each type stored as its name and its values, byte for byte.
    let sheet = Screen(id: 5, route: PlaceRoute.home, presentation: .sheet(detents: [.medium]), owner: 2)
    let item = TabItem(title: "Mail", badge: "3")
    let alert = NavigationAlert(id: 4, title: "Sure?", buttons: [.init("OK")])
    let layout = RootLayout(sections: .sidebar(.twoColumns), widthClass: .compact, collapsedColumn: .sidebar)
    try expectStored(
      NavigationCommand.push([inbox]), #"["push",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]]"#)
    try expectStored(
      NavigationCommand.present(ModalLayer([sheet])),
      #"["present",[{"id":5,"modal":{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"sheet":{"detents":[{"medium":{}}],"grabber":"automatic"}}},"owner":2,"route":{"type":"place","value":{"home":{}}}}]]"#
    )
    try expectStored(NavigationCommand.pop(count: 2), #"["pop",2]"#)
    try expectStored(NavigationCommand.popTo(7), #"["popTo",7]"#)
    try expectStored(
      NavigationCommand.popToRoute(AnyRoute(PlaceRoute.home)),
      #"["popToRoute",{"route":{"type":"place","value":{"home":{}}}}]"#)
    try expectStored(NavigationCommand.popToRoot, #"["popToRoot"]"#)
    try expectStored(NavigationCommand.remove([3, 4]), #"["remove",[3,4]]"#)
    try expectStored(
      NavigationCommand.replace(3, with: inbox),
      #"["replace",3,{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]"#)
    try expectStored(
      NavigationCommand.insert([inbox], at: .before(3)),
      #"["insert",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}],"before",3]"#)
    try expectStored(
      NavigationCommand.insert([inbox], at: .after(3)),
      #"["insert",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}],"after",3]"#)
    try expectStored(
      NavigationCommand.setStack(ScreenStack([inbox]), at: .tab("main")),
      #"["setStack",["tab","main"],[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]]"#)
    try expectStored(NavigationCommand.dismiss, #"["dismiss"]"#)
    try expectStored(NavigationCommand.dismissLayer(1), #"["dismissLayer",1]"#)
    try expectStored(NavigationCommand.dismissAll, #"["dismissAll"]"#)
    try expectStored(NavigationCommand.selectTab("main"), #"["selectTab","main"]"#)
    try expectStored(NavigationCommand.reselectTab, #"["reselectTab"]"#)
    try expectStored(
      NavigationCommand.setRoot(.stack(ScreenStack([inbox]))),
      #"["setRoot",["stack",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]]]"#)
    try expectStored(
      NavigationCommand.setTabItem(item, for: "main"), #"["setTabItem","main",{"badge":"3","title":"Mail"}]"#)
    try expectStored(NavigationCommand.setTabItem(nil, for: "main"), #"["setTabItem","main"]"#)
    try expectStored(
      NavigationCommand.setSectionLayout(.adaptive(.threeColumns)), #"["setSectionLayout",["adaptive",3]]"#)
    try expectStored(NavigationCommand.setWidthClass(.compact), #"["setWidthClass","compact"]"#)
    try expectStored(NavigationCommand.showColumn(.sidebar), #"["showColumn","sidebar"]"#)
    try expectStored(
      NavigationCommand.showAlert(alert),
      #"["showAlert",{"buttons":[{"title":"OK"}],"id":4,"owner":0,"style":"alert","title":"Sure?"}]"#)
    try expectStored(NavigationCommand.dismissAlert, #"["dismissAlert"]"#)
    try expectStored(
      HostStep.setRoot(.tabs([Tab(id: "main", stack: [inbox], item: item)], selectedIndex: 0)),
      #"["setRoot",["tabs",[{"id":"main","item":{"badge":"3","title":"Mail"},"stack":[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]}],0]]"#
    )
    try expectStored(
      HostStep.setStack(.modal(0), [sheet]),
      #"["setStack",["modal",0],[{"id":5,"modal":{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"sheet":{"detents":[{"medium":{}}],"grabber":"automatic"}}},"owner":2,"route":{"type":"place","value":{"home":{}}}}]]"#
    )
    try expectStored(
      HostStep.setStack(.root, [inbox], transition: "fade"),
      #"["setStack",["root"],[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}],"fade"]"#)
    try expectStored(
      HostStep.present(ModalLayer([sheet])),
      #"["present",[{"id":5,"modal":{"embedsNavigationStack":true,"isInteractiveDismissDisabled":false,"style":{"sheet":{"detents":[{"medium":{}}],"grabber":"automatic"}}},"owner":2,"route":{"type":"place","value":{"home":{}}}}]]"#
    )
    try expectStored(HostStep.dismiss(fromLayer: 1), #"["dismiss",1]"#)
    try expectStored(HostStep.selectTab("main"), #"["selectTab","main"]"#)
    try expectStored(HostStep.setTabItem(item, for: "main"), #"["setTabItem","main",{"badge":"3","title":"Mail"}]"#)
    try expectStored(HostStep.setTabItem(nil, for: "main"), #"["setTabItem","main"]"#)
    try expectStored(
      HostStep.setLayout(layout), #"["setLayout",{"collapsed":"sidebar","sections":["sidebar",2],"width":"compact"}]"#)
    try expectStored(
      HostStep.showAlert(alert),
      #"["showAlert",{"buttons":[{"title":"OK"}],"id":4,"owner":0,"style":"alert","title":"Sure?"}]"#)
    try expectStored(HostStep.dismissAlert(4), #"["dismissAlert",4]"#)
    try expectStored(UserGesture.popped(to: 3), #"["popped",3]"#)
    try expectStored(UserGesture.dismissedLayer(5), #"["dismissedLayer",5]"#)
    try expectStored(UserGesture.selectedTab("main"), #"["selectedTab","main"]"#)
    try expectStored(UserGesture.reselectedTab("main"), #"["reselectedTab","main"]"#)
    try expectStored(UserGesture.resized(.regular), #"["resized","regular"]"#)
    try expectStored(UserGesture.returnedToSidebar, #"["returnedToSidebar"]"#)
    try expectStored(UserGesture.tappedAlertButton(0, index: 1), #"["tappedAlertButton",0,1]"#)
    try expectStored(UserGesture.dismissedAlert(0), #"["dismissedAlert",0]"#)
    try expectStored(StackLocation.root, #"["root"]"#)
    try expectStored(StackLocation.tab("main"), #"["tab","main"]"#)
    try expectStored(StackLocation.modal(0), #"["modal",0]"#)
    try expectStored(
      RootContainer.stack(ScreenStack([inbox])), #"["stack",[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]]"#)
    try expectStored(
      RootContainer.tabs([Tab(id: "main", stack: [inbox])], selectedIndex: 0),
      #"["tabs",[{"id":"main","stack":[{"id":1,"route":{"type":"place","value":{"inbox":{}}}}]}],0]"#)
    try expectStored(SectionLayout.tabBar, #"["tabBar"]"#)
    try expectStored(SectionLayout.sidebar(.twoColumns), #"["sidebar",2]"#)
    try expectStored(SectionLayout.adaptive(.threeColumns), #"["adaptive",3]"#)
  }

  @Test func aValueThatDoesNotFitItsCaseIsADecodingErrorAtItsPath() throws {
    // The third value of a replacement is a screen, not a number: the error's path names the
    // element, in the command, in the list of commands.
    let error = try #require(throws: DecodingError.self) {
      try decoder.decode([NavigationCommand].self, from: Data(#"[["popToRoot"],["replace",3,7]]"#.utf8))
    }
    guard case .typeMismatch(_, let context) = error else {
      Issue.record("expected a type mismatch, got \(error)")
      return
    }
    #expect(context.codingPath.map { $0.intValue } == [1, 2])
    // An unknown name: the path of the case's array and of the value after the name, and a
    // message that names it.
    let unknown = try #require(throws: DecodingError.self) {
      try decoder.decode([HostStep].self, from: Data(#"[["dismiss",0],["fly",1]]"#.utf8))
    }
    guard case .dataCorrupted(let corrupted) = unknown else {
      Issue.record("expected corrupted data, got \(unknown)")
      return
    }
    #expect(corrupted.codingPath.map { $0.intValue } == [1, 1])
    #expect(corrupted.debugDescription == #"no host step is named "fly""#)
  }

  @Test func anUnknownNameIsADecodingErrorThatSaysSo() throws {
    for (type, text, expected) in [
      (NavigationCommand.self as any Decodable.Type, #"["teleport",1]"#, #"no command is named "teleport""#),
      (HostStep.self, #"["fly"]"#, #"no host step is named "fly""#),
      (UserGesture.self, #"["shake"]"#, #"no gesture is named "shake""#),
      (StackLocation.self, #"["drawer"]"#, #"a stack is "root", "tab" or "modal", not "drawer""#),
      (RootContainer.self, #"["split",[]]"#, #"a root is "stack" or "tabs", not "split""#),
      (NavigationCommand.self, #"["insert",[],"under",1]"#, #"an insertion point is "before" or "after", not "under""#),
    ] {
      let error = try #require(throws: DecodingError.self) { try decoder.decode(type, from: Data(text.utf8)) }
      guard case .dataCorrupted(let context) = error else {
        Issue.record("expected corrupted data for \(text), got \(error)")
        continue
      }
      #expect(context.debugDescription == expected)
    }
  }
}
